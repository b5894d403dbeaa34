# AOT ID: ['6_forward']
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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       const float* in_ptr16,
                       const float* in_ptr17,
                       const float* in_ptr18,
                       const float* in_ptr19,
                       const float* in_ptr20,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15,
                       float* out_ptr16,
                       float* out_ptr17,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr20)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(4096L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 864L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x1 + 96L*x2 + 864L*x0), static_cast<int64_t>(96L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 864L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr3 + static_cast<int64_t>(x1 + 96L*x2 + 864L*x0), static_cast<int64_t>(96L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr4 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr5 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr5 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr6 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr6 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(208L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 864L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr7 + static_cast<int64_t>(x1 + 96L*x2 + 864L*x0), static_cast<int64_t>(96L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 864L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr7 + static_cast<int64_t>(x1 + 96L*x2 + 864L*x0), static_cast<int64_t>(96L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr8 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(224L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1008L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr9 + static_cast<int64_t>(x1 + 112L*x2 + 1008L*x0), static_cast<int64_t>(112L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1008L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr9 + static_cast<int64_t>(x1 + 112L*x2 + 1008L*x0), static_cast<int64_t>(112L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 216L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x1 + 24L*x2 + 216L*x0), static_cast<int64_t>(24L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 216L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr10 + static_cast<int64_t>(x1 + 24L*x2 + 216L*x0), static_cast<int64_t>(24L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr11 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr11 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 216L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr12 + static_cast<int64_t>(x1 + 24L*x2 + 216L*x0), static_cast<int64_t>(24L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 216L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr12 + static_cast<int64_t>(x1 + 24L*x2 + 216L*x0), static_cast<int64_t>(24L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1296L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr13 + static_cast<int64_t>(x1 + 144L*x2 + 1296L*x0), static_cast<int64_t>(144L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1296L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr13 + static_cast<int64_t>(x1 + 144L*x2 + 1296L*x0), static_cast<int64_t>(144L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr14 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr14 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1440L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr15 + static_cast<int64_t>(x1 + 160L*x2 + 1440L*x0), static_cast<int64_t>(160L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1440L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr15 + static_cast<int64_t>(x1 + 160L*x2 + 1440L*x0), static_cast<int64_t>(160L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr16 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr16 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1440L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr17 + static_cast<int64_t>(x1 + 160L*x2 + 1440L*x0), static_cast<int64_t>(160L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1440L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr17 + static_cast<int64_t>(x1 + 160L*x2 + 1440L*x0), static_cast<int64_t>(160L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr18 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr18 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1728L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr19 + static_cast<int64_t>(x1 + 192L*x2 + 1728L*x0), static_cast<int64_t>(192L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1728L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr19 + static_cast<int64_t>(x1 + 192L*x2 + 1728L*x0), static_cast<int64_t>(192L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr20 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr20 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
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


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1024.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1024.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1024.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0009775171065494);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = 2L*x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(32);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = 2L*x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x2 + 128L*x1 + 4096L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = 1L + 2L*x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(64L + x2 + 128L*x1 + 4096L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 2L + 2L*x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(128L + x2 + 128L*x1 + 4096L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = 1L + 2L*x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2048L + x2 + 128L*x1 + 4096L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2112L + x2 + 128L*x1 + 4096L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2176L + x2 + 128L*x1 + 4096L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 2L + 2L*x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(4096L + x2 + 128L*x1 + 4096L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(4160L + x2 + 128L*x1 + 4096L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(4224L + x2 + 128L*x1 + 4096L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x2 + 128L*x1 + 4096L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(64L + x2 + 128L*x1 + 4096L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(128L + x2 + 128L*x1 + 4096L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2048L + x2 + 128L*x1 + 4096L*x0));
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2112L + x2 + 128L*x1 + 4096L*x0));
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = static_cast<int64_t>(4);
                            auto tmp183 = at::vec::VectorizedN<int64_t,2>(tmp182);
                            auto tmp184 = at::vec::VecMask<int64_t,2>(tmp164 < tmp183);
                            auto tmp185 = tmp181.template cast<int32_t,1>();
                            auto tmp186 = tmp184.template cast<int32_t,1>();
                            auto tmp187 = tmp185 & tmp186;
                            auto tmp188 = tmp175.template cast<int32_t,1>();
                            auto tmp189 = tmp187.template cast<int32_t,1>();
                            auto tmp190 = tmp188 | tmp189;
                            auto tmp191 = decltype(tmp163)::blendv(tmp167, tmp163, tmp190.template cast<float,1>());
                            auto tmp192 = decltype(tmp164)::blendv(tmp183, tmp164, tmp190.template cast<int64_t,2>());
                            auto tmp193 = [&]
                            {
                                auto tmp194 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(2176L + x2 + 128L*x1 + 4096L*x0));
                                return tmp194;
                            }
                            ;
                            auto tmp195 = tmp51 ? tmp193() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp196 = at::vec::VecMask<float,1>(tmp191 > tmp195);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp191 == tmp195);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp191 != tmp191);
                            auto tmp199 = at::vec::VecMask<float,1>(tmp195 != tmp195);
                            auto tmp200 = (tmp198 > tmp199);
                            auto tmp201 = tmp196.template cast<int32_t,1>();
                            auto tmp202 = tmp200.template cast<int32_t,1>();
                            auto tmp203 = tmp201 | tmp202;
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp199.template cast<int32_t,1>();
                            auto tmp206 = tmp204 & tmp205;
                            auto tmp207 = tmp197.template cast<int32_t,1>();
                            auto tmp208 = tmp206.template cast<int32_t,1>();
                            auto tmp209 = tmp207 | tmp208;
                            auto tmp210 = static_cast<int64_t>(5);
                            auto tmp211 = at::vec::VectorizedN<int64_t,2>(tmp210);
                            auto tmp212 = at::vec::VecMask<int64_t,2>(tmp192 < tmp211);
                            auto tmp213 = tmp209.template cast<int32_t,1>();
                            auto tmp214 = tmp212.template cast<int32_t,1>();
                            auto tmp215 = tmp213 & tmp214;
                            auto tmp216 = tmp203.template cast<int32_t,1>();
                            auto tmp217 = tmp215.template cast<int32_t,1>();
                            auto tmp218 = tmp216 | tmp217;
                            auto tmp219 = decltype(tmp191)::blendv(tmp195, tmp191, tmp218.template cast<float,1>());
                            auto tmp220 = decltype(tmp192)::blendv(tmp211, tmp192, tmp218.template cast<int64_t,2>());
                            auto tmp221 = [&]
                            {
                                auto tmp222 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(4096L + x2 + 128L*x1 + 4096L*x0));
                                return tmp222;
                            }
                            ;
                            auto tmp223 = tmp61 ? tmp221() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp224 = at::vec::VecMask<float,1>(tmp219 > tmp223);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp219 == tmp223);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp219 != tmp219);
                            auto tmp227 = at::vec::VecMask<float,1>(tmp223 != tmp223);
                            auto tmp228 = (tmp226 > tmp227);
                            auto tmp229 = tmp224.template cast<int32_t,1>();
                            auto tmp230 = tmp228.template cast<int32_t,1>();
                            auto tmp231 = tmp229 | tmp230;
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp227.template cast<int32_t,1>();
                            auto tmp234 = tmp232 & tmp233;
                            auto tmp235 = tmp225.template cast<int32_t,1>();
                            auto tmp236 = tmp234.template cast<int32_t,1>();
                            auto tmp237 = tmp235 | tmp236;
                            auto tmp238 = static_cast<int64_t>(6);
                            auto tmp239 = at::vec::VectorizedN<int64_t,2>(tmp238);
                            auto tmp240 = at::vec::VecMask<int64_t,2>(tmp220 < tmp239);
                            auto tmp241 = tmp237.template cast<int32_t,1>();
                            auto tmp242 = tmp240.template cast<int32_t,1>();
                            auto tmp243 = tmp241 & tmp242;
                            auto tmp244 = tmp231.template cast<int32_t,1>();
                            auto tmp245 = tmp243.template cast<int32_t,1>();
                            auto tmp246 = tmp244 | tmp245;
                            auto tmp247 = decltype(tmp219)::blendv(tmp223, tmp219, tmp246.template cast<float,1>());
                            auto tmp248 = decltype(tmp220)::blendv(tmp239, tmp220, tmp246.template cast<int64_t,2>());
                            auto tmp249 = [&]
                            {
                                auto tmp250 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(4160L + x2 + 128L*x1 + 4096L*x0));
                                return tmp250;
                            }
                            ;
                            auto tmp251 = tmp66 ? tmp249() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp252 = at::vec::VecMask<float,1>(tmp247 > tmp251);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp247 == tmp251);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp247 != tmp247);
                            auto tmp255 = at::vec::VecMask<float,1>(tmp251 != tmp251);
                            auto tmp256 = (tmp254 > tmp255);
                            auto tmp257 = tmp252.template cast<int32_t,1>();
                            auto tmp258 = tmp256.template cast<int32_t,1>();
                            auto tmp259 = tmp257 | tmp258;
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp255.template cast<int32_t,1>();
                            auto tmp262 = tmp260 & tmp261;
                            auto tmp263 = tmp253.template cast<int32_t,1>();
                            auto tmp264 = tmp262.template cast<int32_t,1>();
                            auto tmp265 = tmp263 | tmp264;
                            auto tmp266 = static_cast<int64_t>(7);
                            auto tmp267 = at::vec::VectorizedN<int64_t,2>(tmp266);
                            auto tmp268 = at::vec::VecMask<int64_t,2>(tmp248 < tmp267);
                            auto tmp269 = tmp265.template cast<int32_t,1>();
                            auto tmp270 = tmp268.template cast<int32_t,1>();
                            auto tmp271 = tmp269 & tmp270;
                            auto tmp272 = tmp259.template cast<int32_t,1>();
                            auto tmp273 = tmp271.template cast<int32_t,1>();
                            auto tmp274 = tmp272 | tmp273;
                            auto tmp275 = decltype(tmp247)::blendv(tmp251, tmp247, tmp274.template cast<float,1>());
                            auto tmp276 = decltype(tmp248)::blendv(tmp267, tmp248, tmp274.template cast<int64_t,2>());
                            auto tmp277 = [&]
                            {
                                auto tmp278 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(4224L + x2 + 128L*x1 + 4096L*x0));
                                return tmp278;
                            }
                            ;
                            auto tmp279 = tmp71 ? tmp277() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp280 = at::vec::VecMask<float,1>(tmp275 > tmp279);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp275 == tmp279);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp275 != tmp275);
                            auto tmp283 = at::vec::VecMask<float,1>(tmp279 != tmp279);
                            auto tmp284 = (tmp282 > tmp283);
                            auto tmp285 = tmp280.template cast<int32_t,1>();
                            auto tmp286 = tmp284.template cast<int32_t,1>();
                            auto tmp287 = tmp285 | tmp286;
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp283.template cast<int32_t,1>();
                            auto tmp290 = tmp288 & tmp289;
                            auto tmp291 = tmp281.template cast<int32_t,1>();
                            auto tmp292 = tmp290.template cast<int32_t,1>();
                            auto tmp293 = tmp291 | tmp292;
                            auto tmp294 = static_cast<int64_t>(8);
                            auto tmp295 = at::vec::VectorizedN<int64_t,2>(tmp294);
                            auto tmp296 = at::vec::VecMask<int64_t,2>(tmp276 < tmp295);
                            auto tmp297 = tmp293.template cast<int32_t,1>();
                            auto tmp298 = tmp296.template cast<int32_t,1>();
                            auto tmp299 = tmp297 & tmp298;
                            auto tmp300 = tmp287.template cast<int32_t,1>();
                            auto tmp301 = tmp299.template cast<int32_t,1>();
                            auto tmp302 = tmp300 | tmp301;
                            auto tmp303 = decltype(tmp275)::blendv(tmp279, tmp275, tmp302.template cast<float,1>());
                            auto tmp304 = decltype(tmp276)::blendv(tmp295, tmp276, tmp302.template cast<int64_t,2>());
                            auto tmp305 = at::vec::convert<int8_t,1,int64_t,2>(tmp304);
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x2 + 64L*x1 + 1024L*x0));
                            tmp305.store(out_ptr9 + static_cast<int64_t>(x2 + 64L*x1 + 1024L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.003921568627451);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(256.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.003921568627451);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr7 + static_cast<int64_t>(x1 + 192L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(192L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = 2L*x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(16);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = 2L*x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x2 + 384L*x1 + 6144L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = 1L + 2L*x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(192L + x2 + 384L*x1 + 6144L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 2L + 2L*x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(384L + x2 + 384L*x1 + 6144L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = 1L + 2L*x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(3072L + x2 + 384L*x1 + 6144L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(3264L + x2 + 384L*x1 + 6144L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(3456L + x2 + 384L*x1 + 6144L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 2L + 2L*x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(6144L + x2 + 384L*x1 + 6144L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(6336L + x2 + 384L*x1 + 6144L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(6528L + x2 + 384L*x1 + 6144L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x2 + 384L*x1 + 6144L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(192L + x2 + 384L*x1 + 6144L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(384L + x2 + 384L*x1 + 6144L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(3072L + x2 + 384L*x1 + 6144L*x0));
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(3264L + x2 + 384L*x1 + 6144L*x0));
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = static_cast<int64_t>(4);
                            auto tmp183 = at::vec::VectorizedN<int64_t,2>(tmp182);
                            auto tmp184 = at::vec::VecMask<int64_t,2>(tmp164 < tmp183);
                            auto tmp185 = tmp181.template cast<int32_t,1>();
                            auto tmp186 = tmp184.template cast<int32_t,1>();
                            auto tmp187 = tmp185 & tmp186;
                            auto tmp188 = tmp175.template cast<int32_t,1>();
                            auto tmp189 = tmp187.template cast<int32_t,1>();
                            auto tmp190 = tmp188 | tmp189;
                            auto tmp191 = decltype(tmp163)::blendv(tmp167, tmp163, tmp190.template cast<float,1>());
                            auto tmp192 = decltype(tmp164)::blendv(tmp183, tmp164, tmp190.template cast<int64_t,2>());
                            auto tmp193 = [&]
                            {
                                auto tmp194 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(3456L + x2 + 384L*x1 + 6144L*x0));
                                return tmp194;
                            }
                            ;
                            auto tmp195 = tmp51 ? tmp193() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp196 = at::vec::VecMask<float,1>(tmp191 > tmp195);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp191 == tmp195);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp191 != tmp191);
                            auto tmp199 = at::vec::VecMask<float,1>(tmp195 != tmp195);
                            auto tmp200 = (tmp198 > tmp199);
                            auto tmp201 = tmp196.template cast<int32_t,1>();
                            auto tmp202 = tmp200.template cast<int32_t,1>();
                            auto tmp203 = tmp201 | tmp202;
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp199.template cast<int32_t,1>();
                            auto tmp206 = tmp204 & tmp205;
                            auto tmp207 = tmp197.template cast<int32_t,1>();
                            auto tmp208 = tmp206.template cast<int32_t,1>();
                            auto tmp209 = tmp207 | tmp208;
                            auto tmp210 = static_cast<int64_t>(5);
                            auto tmp211 = at::vec::VectorizedN<int64_t,2>(tmp210);
                            auto tmp212 = at::vec::VecMask<int64_t,2>(tmp192 < tmp211);
                            auto tmp213 = tmp209.template cast<int32_t,1>();
                            auto tmp214 = tmp212.template cast<int32_t,1>();
                            auto tmp215 = tmp213 & tmp214;
                            auto tmp216 = tmp203.template cast<int32_t,1>();
                            auto tmp217 = tmp215.template cast<int32_t,1>();
                            auto tmp218 = tmp216 | tmp217;
                            auto tmp219 = decltype(tmp191)::blendv(tmp195, tmp191, tmp218.template cast<float,1>());
                            auto tmp220 = decltype(tmp192)::blendv(tmp211, tmp192, tmp218.template cast<int64_t,2>());
                            auto tmp221 = [&]
                            {
                                auto tmp222 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(6144L + x2 + 384L*x1 + 6144L*x0));
                                return tmp222;
                            }
                            ;
                            auto tmp223 = tmp61 ? tmp221() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp224 = at::vec::VecMask<float,1>(tmp219 > tmp223);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp219 == tmp223);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp219 != tmp219);
                            auto tmp227 = at::vec::VecMask<float,1>(tmp223 != tmp223);
                            auto tmp228 = (tmp226 > tmp227);
                            auto tmp229 = tmp224.template cast<int32_t,1>();
                            auto tmp230 = tmp228.template cast<int32_t,1>();
                            auto tmp231 = tmp229 | tmp230;
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp227.template cast<int32_t,1>();
                            auto tmp234 = tmp232 & tmp233;
                            auto tmp235 = tmp225.template cast<int32_t,1>();
                            auto tmp236 = tmp234.template cast<int32_t,1>();
                            auto tmp237 = tmp235 | tmp236;
                            auto tmp238 = static_cast<int64_t>(6);
                            auto tmp239 = at::vec::VectorizedN<int64_t,2>(tmp238);
                            auto tmp240 = at::vec::VecMask<int64_t,2>(tmp220 < tmp239);
                            auto tmp241 = tmp237.template cast<int32_t,1>();
                            auto tmp242 = tmp240.template cast<int32_t,1>();
                            auto tmp243 = tmp241 & tmp242;
                            auto tmp244 = tmp231.template cast<int32_t,1>();
                            auto tmp245 = tmp243.template cast<int32_t,1>();
                            auto tmp246 = tmp244 | tmp245;
                            auto tmp247 = decltype(tmp219)::blendv(tmp223, tmp219, tmp246.template cast<float,1>());
                            auto tmp248 = decltype(tmp220)::blendv(tmp239, tmp220, tmp246.template cast<int64_t,2>());
                            auto tmp249 = [&]
                            {
                                auto tmp250 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(6336L + x2 + 384L*x1 + 6144L*x0));
                                return tmp250;
                            }
                            ;
                            auto tmp251 = tmp66 ? tmp249() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp252 = at::vec::VecMask<float,1>(tmp247 > tmp251);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp247 == tmp251);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp247 != tmp247);
                            auto tmp255 = at::vec::VecMask<float,1>(tmp251 != tmp251);
                            auto tmp256 = (tmp254 > tmp255);
                            auto tmp257 = tmp252.template cast<int32_t,1>();
                            auto tmp258 = tmp256.template cast<int32_t,1>();
                            auto tmp259 = tmp257 | tmp258;
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp255.template cast<int32_t,1>();
                            auto tmp262 = tmp260 & tmp261;
                            auto tmp263 = tmp253.template cast<int32_t,1>();
                            auto tmp264 = tmp262.template cast<int32_t,1>();
                            auto tmp265 = tmp263 | tmp264;
                            auto tmp266 = static_cast<int64_t>(7);
                            auto tmp267 = at::vec::VectorizedN<int64_t,2>(tmp266);
                            auto tmp268 = at::vec::VecMask<int64_t,2>(tmp248 < tmp267);
                            auto tmp269 = tmp265.template cast<int32_t,1>();
                            auto tmp270 = tmp268.template cast<int32_t,1>();
                            auto tmp271 = tmp269 & tmp270;
                            auto tmp272 = tmp259.template cast<int32_t,1>();
                            auto tmp273 = tmp271.template cast<int32_t,1>();
                            auto tmp274 = tmp272 | tmp273;
                            auto tmp275 = decltype(tmp247)::blendv(tmp251, tmp247, tmp274.template cast<float,1>());
                            auto tmp276 = decltype(tmp248)::blendv(tmp267, tmp248, tmp274.template cast<int64_t,2>());
                            auto tmp277 = [&]
                            {
                                auto tmp278 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(6528L + x2 + 384L*x1 + 6144L*x0));
                                return tmp278;
                            }
                            ;
                            auto tmp279 = tmp71 ? tmp277() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp280 = at::vec::VecMask<float,1>(tmp275 > tmp279);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp275 == tmp279);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp275 != tmp275);
                            auto tmp283 = at::vec::VecMask<float,1>(tmp279 != tmp279);
                            auto tmp284 = (tmp282 > tmp283);
                            auto tmp285 = tmp280.template cast<int32_t,1>();
                            auto tmp286 = tmp284.template cast<int32_t,1>();
                            auto tmp287 = tmp285 | tmp286;
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp283.template cast<int32_t,1>();
                            auto tmp290 = tmp288 & tmp289;
                            auto tmp291 = tmp281.template cast<int32_t,1>();
                            auto tmp292 = tmp290.template cast<int32_t,1>();
                            auto tmp293 = tmp291 | tmp292;
                            auto tmp294 = static_cast<int64_t>(8);
                            auto tmp295 = at::vec::VectorizedN<int64_t,2>(tmp294);
                            auto tmp296 = at::vec::VecMask<int64_t,2>(tmp276 < tmp295);
                            auto tmp297 = tmp293.template cast<int32_t,1>();
                            auto tmp298 = tmp296.template cast<int32_t,1>();
                            auto tmp299 = tmp297 & tmp298;
                            auto tmp300 = tmp287.template cast<int32_t,1>();
                            auto tmp301 = tmp299.template cast<int32_t,1>();
                            auto tmp302 = tmp300 | tmp301;
                            auto tmp303 = decltype(tmp275)::blendv(tmp279, tmp275, tmp302.template cast<float,1>());
                            auto tmp304 = decltype(tmp276)::blendv(tmp295, tmp276, tmp302.template cast<int64_t,2>());
                            auto tmp305 = at::vec::convert<int8_t,1,int64_t,2>(tmp304);
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0));
                            tmp305.store(out_ptr9 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(192L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(8);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = (-1L) + x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1728L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1536L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 1L + x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1344L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-192L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(192L + x2 + 192L*x1 + 1536L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 1L + x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1344L + x2 + 192L*x1 + 1536L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1536L + x2 + 192L*x1 + 1536L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1728L + x2 + 192L*x1 + 1536L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1728L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1536L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1344L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-192L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0));
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = static_cast<int64_t>(4);
                            auto tmp183 = at::vec::VectorizedN<int64_t,2>(tmp182);
                            auto tmp184 = at::vec::VecMask<int64_t,2>(tmp164 < tmp183);
                            auto tmp185 = tmp181.template cast<int32_t,1>();
                            auto tmp186 = tmp184.template cast<int32_t,1>();
                            auto tmp187 = tmp185 & tmp186;
                            auto tmp188 = tmp175.template cast<int32_t,1>();
                            auto tmp189 = tmp187.template cast<int32_t,1>();
                            auto tmp190 = tmp188 | tmp189;
                            auto tmp191 = decltype(tmp163)::blendv(tmp167, tmp163, tmp190.template cast<float,1>());
                            auto tmp192 = decltype(tmp164)::blendv(tmp183, tmp164, tmp190.template cast<int64_t,2>());
                            auto tmp193 = [&]
                            {
                                auto tmp194 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(192L + x2 + 192L*x1 + 1536L*x0));
                                return tmp194;
                            }
                            ;
                            auto tmp195 = tmp51 ? tmp193() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp196 = at::vec::VecMask<float,1>(tmp191 > tmp195);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp191 == tmp195);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp191 != tmp191);
                            auto tmp199 = at::vec::VecMask<float,1>(tmp195 != tmp195);
                            auto tmp200 = (tmp198 > tmp199);
                            auto tmp201 = tmp196.template cast<int32_t,1>();
                            auto tmp202 = tmp200.template cast<int32_t,1>();
                            auto tmp203 = tmp201 | tmp202;
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp199.template cast<int32_t,1>();
                            auto tmp206 = tmp204 & tmp205;
                            auto tmp207 = tmp197.template cast<int32_t,1>();
                            auto tmp208 = tmp206.template cast<int32_t,1>();
                            auto tmp209 = tmp207 | tmp208;
                            auto tmp210 = static_cast<int64_t>(5);
                            auto tmp211 = at::vec::VectorizedN<int64_t,2>(tmp210);
                            auto tmp212 = at::vec::VecMask<int64_t,2>(tmp192 < tmp211);
                            auto tmp213 = tmp209.template cast<int32_t,1>();
                            auto tmp214 = tmp212.template cast<int32_t,1>();
                            auto tmp215 = tmp213 & tmp214;
                            auto tmp216 = tmp203.template cast<int32_t,1>();
                            auto tmp217 = tmp215.template cast<int32_t,1>();
                            auto tmp218 = tmp216 | tmp217;
                            auto tmp219 = decltype(tmp191)::blendv(tmp195, tmp191, tmp218.template cast<float,1>());
                            auto tmp220 = decltype(tmp192)::blendv(tmp211, tmp192, tmp218.template cast<int64_t,2>());
                            auto tmp221 = [&]
                            {
                                auto tmp222 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1344L + x2 + 192L*x1 + 1536L*x0));
                                return tmp222;
                            }
                            ;
                            auto tmp223 = tmp61 ? tmp221() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp224 = at::vec::VecMask<float,1>(tmp219 > tmp223);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp219 == tmp223);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp219 != tmp219);
                            auto tmp227 = at::vec::VecMask<float,1>(tmp223 != tmp223);
                            auto tmp228 = (tmp226 > tmp227);
                            auto tmp229 = tmp224.template cast<int32_t,1>();
                            auto tmp230 = tmp228.template cast<int32_t,1>();
                            auto tmp231 = tmp229 | tmp230;
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp227.template cast<int32_t,1>();
                            auto tmp234 = tmp232 & tmp233;
                            auto tmp235 = tmp225.template cast<int32_t,1>();
                            auto tmp236 = tmp234.template cast<int32_t,1>();
                            auto tmp237 = tmp235 | tmp236;
                            auto tmp238 = static_cast<int64_t>(6);
                            auto tmp239 = at::vec::VectorizedN<int64_t,2>(tmp238);
                            auto tmp240 = at::vec::VecMask<int64_t,2>(tmp220 < tmp239);
                            auto tmp241 = tmp237.template cast<int32_t,1>();
                            auto tmp242 = tmp240.template cast<int32_t,1>();
                            auto tmp243 = tmp241 & tmp242;
                            auto tmp244 = tmp231.template cast<int32_t,1>();
                            auto tmp245 = tmp243.template cast<int32_t,1>();
                            auto tmp246 = tmp244 | tmp245;
                            auto tmp247 = decltype(tmp219)::blendv(tmp223, tmp219, tmp246.template cast<float,1>());
                            auto tmp248 = decltype(tmp220)::blendv(tmp239, tmp220, tmp246.template cast<int64_t,2>());
                            auto tmp249 = [&]
                            {
                                auto tmp250 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1536L + x2 + 192L*x1 + 1536L*x0));
                                return tmp250;
                            }
                            ;
                            auto tmp251 = tmp66 ? tmp249() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp252 = at::vec::VecMask<float,1>(tmp247 > tmp251);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp247 == tmp251);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp247 != tmp247);
                            auto tmp255 = at::vec::VecMask<float,1>(tmp251 != tmp251);
                            auto tmp256 = (tmp254 > tmp255);
                            auto tmp257 = tmp252.template cast<int32_t,1>();
                            auto tmp258 = tmp256.template cast<int32_t,1>();
                            auto tmp259 = tmp257 | tmp258;
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp255.template cast<int32_t,1>();
                            auto tmp262 = tmp260 & tmp261;
                            auto tmp263 = tmp253.template cast<int32_t,1>();
                            auto tmp264 = tmp262.template cast<int32_t,1>();
                            auto tmp265 = tmp263 | tmp264;
                            auto tmp266 = static_cast<int64_t>(7);
                            auto tmp267 = at::vec::VectorizedN<int64_t,2>(tmp266);
                            auto tmp268 = at::vec::VecMask<int64_t,2>(tmp248 < tmp267);
                            auto tmp269 = tmp265.template cast<int32_t,1>();
                            auto tmp270 = tmp268.template cast<int32_t,1>();
                            auto tmp271 = tmp269 & tmp270;
                            auto tmp272 = tmp259.template cast<int32_t,1>();
                            auto tmp273 = tmp271.template cast<int32_t,1>();
                            auto tmp274 = tmp272 | tmp273;
                            auto tmp275 = decltype(tmp247)::blendv(tmp251, tmp247, tmp274.template cast<float,1>());
                            auto tmp276 = decltype(tmp248)::blendv(tmp267, tmp248, tmp274.template cast<int64_t,2>());
                            auto tmp277 = [&]
                            {
                                auto tmp278 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1728L + x2 + 192L*x1 + 1536L*x0));
                                return tmp278;
                            }
                            ;
                            auto tmp279 = tmp71 ? tmp277() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp280 = at::vec::VecMask<float,1>(tmp275 > tmp279);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp275 == tmp279);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp275 != tmp275);
                            auto tmp283 = at::vec::VecMask<float,1>(tmp279 != tmp279);
                            auto tmp284 = (tmp282 > tmp283);
                            auto tmp285 = tmp280.template cast<int32_t,1>();
                            auto tmp286 = tmp284.template cast<int32_t,1>();
                            auto tmp287 = tmp285 | tmp286;
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp283.template cast<int32_t,1>();
                            auto tmp290 = tmp288 & tmp289;
                            auto tmp291 = tmp281.template cast<int32_t,1>();
                            auto tmp292 = tmp290.template cast<int32_t,1>();
                            auto tmp293 = tmp291 | tmp292;
                            auto tmp294 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp295 = at::vec::VecMask<int64_t,2>(tmp276 < tmp294);
                            auto tmp296 = tmp293.template cast<int32_t,1>();
                            auto tmp297 = tmp295.template cast<int32_t,1>();
                            auto tmp298 = tmp296 & tmp297;
                            auto tmp299 = tmp287.template cast<int32_t,1>();
                            auto tmp300 = tmp298.template cast<int32_t,1>();
                            auto tmp301 = tmp299 | tmp300;
                            auto tmp302 = decltype(tmp275)::blendv(tmp279, tmp275, tmp301.template cast<float,1>());
                            auto tmp303 = decltype(tmp276)::blendv(tmp294, tmp276, tmp301.template cast<int64_t,2>());
                            auto tmp304 = at::vec::convert<int8_t,1,int64_t,2>(tmp303);
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0));
                            tmp304.store(out_ptr9 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(8);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = (-1L) + x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2304L) + x2 + 256L*x1 + 2048L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2048L) + x2 + 256L*x1 + 2048L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 1L + x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1792L) + x2 + 256L*x1 + 2048L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-256L) + x2 + 256L*x1 + 2048L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 256L*x1 + 2048L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(256L + x2 + 256L*x1 + 2048L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 1L + x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1792L + x2 + 256L*x1 + 2048L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2048L + x2 + 256L*x1 + 2048L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2304L + x2 + 256L*x1 + 2048L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2304L) + x2 + 256L*x1 + 2048L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2048L) + x2 + 256L*x1 + 2048L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1792L) + x2 + 256L*x1 + 2048L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-256L) + x2 + 256L*x1 + 2048L*x0));
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 256L*x1 + 2048L*x0));
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = static_cast<int64_t>(4);
                            auto tmp183 = at::vec::VectorizedN<int64_t,2>(tmp182);
                            auto tmp184 = at::vec::VecMask<int64_t,2>(tmp164 < tmp183);
                            auto tmp185 = tmp181.template cast<int32_t,1>();
                            auto tmp186 = tmp184.template cast<int32_t,1>();
                            auto tmp187 = tmp185 & tmp186;
                            auto tmp188 = tmp175.template cast<int32_t,1>();
                            auto tmp189 = tmp187.template cast<int32_t,1>();
                            auto tmp190 = tmp188 | tmp189;
                            auto tmp191 = decltype(tmp163)::blendv(tmp167, tmp163, tmp190.template cast<float,1>());
                            auto tmp192 = decltype(tmp164)::blendv(tmp183, tmp164, tmp190.template cast<int64_t,2>());
                            auto tmp193 = [&]
                            {
                                auto tmp194 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(256L + x2 + 256L*x1 + 2048L*x0));
                                return tmp194;
                            }
                            ;
                            auto tmp195 = tmp51 ? tmp193() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp196 = at::vec::VecMask<float,1>(tmp191 > tmp195);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp191 == tmp195);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp191 != tmp191);
                            auto tmp199 = at::vec::VecMask<float,1>(tmp195 != tmp195);
                            auto tmp200 = (tmp198 > tmp199);
                            auto tmp201 = tmp196.template cast<int32_t,1>();
                            auto tmp202 = tmp200.template cast<int32_t,1>();
                            auto tmp203 = tmp201 | tmp202;
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp199.template cast<int32_t,1>();
                            auto tmp206 = tmp204 & tmp205;
                            auto tmp207 = tmp197.template cast<int32_t,1>();
                            auto tmp208 = tmp206.template cast<int32_t,1>();
                            auto tmp209 = tmp207 | tmp208;
                            auto tmp210 = static_cast<int64_t>(5);
                            auto tmp211 = at::vec::VectorizedN<int64_t,2>(tmp210);
                            auto tmp212 = at::vec::VecMask<int64_t,2>(tmp192 < tmp211);
                            auto tmp213 = tmp209.template cast<int32_t,1>();
                            auto tmp214 = tmp212.template cast<int32_t,1>();
                            auto tmp215 = tmp213 & tmp214;
                            auto tmp216 = tmp203.template cast<int32_t,1>();
                            auto tmp217 = tmp215.template cast<int32_t,1>();
                            auto tmp218 = tmp216 | tmp217;
                            auto tmp219 = decltype(tmp191)::blendv(tmp195, tmp191, tmp218.template cast<float,1>());
                            auto tmp220 = decltype(tmp192)::blendv(tmp211, tmp192, tmp218.template cast<int64_t,2>());
                            auto tmp221 = [&]
                            {
                                auto tmp222 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1792L + x2 + 256L*x1 + 2048L*x0));
                                return tmp222;
                            }
                            ;
                            auto tmp223 = tmp61 ? tmp221() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp224 = at::vec::VecMask<float,1>(tmp219 > tmp223);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp219 == tmp223);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp219 != tmp219);
                            auto tmp227 = at::vec::VecMask<float,1>(tmp223 != tmp223);
                            auto tmp228 = (tmp226 > tmp227);
                            auto tmp229 = tmp224.template cast<int32_t,1>();
                            auto tmp230 = tmp228.template cast<int32_t,1>();
                            auto tmp231 = tmp229 | tmp230;
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp227.template cast<int32_t,1>();
                            auto tmp234 = tmp232 & tmp233;
                            auto tmp235 = tmp225.template cast<int32_t,1>();
                            auto tmp236 = tmp234.template cast<int32_t,1>();
                            auto tmp237 = tmp235 | tmp236;
                            auto tmp238 = static_cast<int64_t>(6);
                            auto tmp239 = at::vec::VectorizedN<int64_t,2>(tmp238);
                            auto tmp240 = at::vec::VecMask<int64_t,2>(tmp220 < tmp239);
                            auto tmp241 = tmp237.template cast<int32_t,1>();
                            auto tmp242 = tmp240.template cast<int32_t,1>();
                            auto tmp243 = tmp241 & tmp242;
                            auto tmp244 = tmp231.template cast<int32_t,1>();
                            auto tmp245 = tmp243.template cast<int32_t,1>();
                            auto tmp246 = tmp244 | tmp245;
                            auto tmp247 = decltype(tmp219)::blendv(tmp223, tmp219, tmp246.template cast<float,1>());
                            auto tmp248 = decltype(tmp220)::blendv(tmp239, tmp220, tmp246.template cast<int64_t,2>());
                            auto tmp249 = [&]
                            {
                                auto tmp250 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2048L + x2 + 256L*x1 + 2048L*x0));
                                return tmp250;
                            }
                            ;
                            auto tmp251 = tmp66 ? tmp249() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp252 = at::vec::VecMask<float,1>(tmp247 > tmp251);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp247 == tmp251);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp247 != tmp247);
                            auto tmp255 = at::vec::VecMask<float,1>(tmp251 != tmp251);
                            auto tmp256 = (tmp254 > tmp255);
                            auto tmp257 = tmp252.template cast<int32_t,1>();
                            auto tmp258 = tmp256.template cast<int32_t,1>();
                            auto tmp259 = tmp257 | tmp258;
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp255.template cast<int32_t,1>();
                            auto tmp262 = tmp260 & tmp261;
                            auto tmp263 = tmp253.template cast<int32_t,1>();
                            auto tmp264 = tmp262.template cast<int32_t,1>();
                            auto tmp265 = tmp263 | tmp264;
                            auto tmp266 = static_cast<int64_t>(7);
                            auto tmp267 = at::vec::VectorizedN<int64_t,2>(tmp266);
                            auto tmp268 = at::vec::VecMask<int64_t,2>(tmp248 < tmp267);
                            auto tmp269 = tmp265.template cast<int32_t,1>();
                            auto tmp270 = tmp268.template cast<int32_t,1>();
                            auto tmp271 = tmp269 & tmp270;
                            auto tmp272 = tmp259.template cast<int32_t,1>();
                            auto tmp273 = tmp271.template cast<int32_t,1>();
                            auto tmp274 = tmp272 | tmp273;
                            auto tmp275 = decltype(tmp247)::blendv(tmp251, tmp247, tmp274.template cast<float,1>());
                            auto tmp276 = decltype(tmp248)::blendv(tmp267, tmp248, tmp274.template cast<int64_t,2>());
                            auto tmp277 = [&]
                            {
                                auto tmp278 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2304L + x2 + 256L*x1 + 2048L*x0));
                                return tmp278;
                            }
                            ;
                            auto tmp279 = tmp71 ? tmp277() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp280 = at::vec::VecMask<float,1>(tmp275 > tmp279);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp275 == tmp279);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp275 != tmp275);
                            auto tmp283 = at::vec::VecMask<float,1>(tmp279 != tmp279);
                            auto tmp284 = (tmp282 > tmp283);
                            auto tmp285 = tmp280.template cast<int32_t,1>();
                            auto tmp286 = tmp284.template cast<int32_t,1>();
                            auto tmp287 = tmp285 | tmp286;
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp283.template cast<int32_t,1>();
                            auto tmp290 = tmp288 & tmp289;
                            auto tmp291 = tmp281.template cast<int32_t,1>();
                            auto tmp292 = tmp290.template cast<int32_t,1>();
                            auto tmp293 = tmp291 | tmp292;
                            auto tmp294 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp295 = at::vec::VecMask<int64_t,2>(tmp276 < tmp294);
                            auto tmp296 = tmp293.template cast<int32_t,1>();
                            auto tmp297 = tmp295.template cast<int32_t,1>();
                            auto tmp298 = tmp296 & tmp297;
                            auto tmp299 = tmp287.template cast<int32_t,1>();
                            auto tmp300 = tmp298.template cast<int32_t,1>();
                            auto tmp301 = tmp299 | tmp300;
                            auto tmp302 = decltype(tmp275)::blendv(tmp279, tmp275, tmp301.template cast<float,1>());
                            auto tmp303 = decltype(tmp276)::blendv(tmp294, tmp276, tmp301.template cast<int64_t,2>());
                            auto tmp304 = at::vec::convert<int8_t,1,int64_t,2>(tmp303);
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x2 + 256L*x1 + 2048L*x0));
                            tmp304.store(out_ptr9 + static_cast<int64_t>(x2 + 256L*x1 + 2048L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(8L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                        {
                            auto tmp0 = 2L*x1;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(8);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = 2L*x2;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp12 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = 1L + 2L*x2;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp21 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(1L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 2L + 2L*x2;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp31 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(2L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = 1L + 2L*x1;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp41 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(8L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp46 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(9L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp51 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(10L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 2L + 2L*x1;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp61 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(16L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp66 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(17L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp71 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(18L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp12 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp21 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(1L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp31 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(2L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp41 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(8L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp46 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(9L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = static_cast<int64_t>(4);
                            auto tmp183 = at::vec::VectorizedN<int64_t,2>(tmp182);
                            auto tmp184 = at::vec::VecMask<int64_t,2>(tmp164 < tmp183);
                            auto tmp185 = tmp181.template cast<int32_t,1>();
                            auto tmp186 = tmp184.template cast<int32_t,1>();
                            auto tmp187 = tmp185 & tmp186;
                            auto tmp188 = tmp175.template cast<int32_t,1>();
                            auto tmp189 = tmp187.template cast<int32_t,1>();
                            auto tmp190 = tmp188 | tmp189;
                            auto tmp191 = decltype(tmp163)::blendv(tmp167, tmp163, tmp190.template cast<float,1>());
                            auto tmp192 = decltype(tmp164)::blendv(tmp183, tmp164, tmp190.template cast<int64_t,2>());
                            auto tmp193 = [&]
                            {
                                auto tmp194 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp51 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(10L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp194;
                            }
                            ;
                            auto tmp195 = tmp51 ? tmp193() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp196 = at::vec::VecMask<float,1>(tmp191 > tmp195);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp191 == tmp195);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp191 != tmp191);
                            auto tmp199 = at::vec::VecMask<float,1>(tmp195 != tmp195);
                            auto tmp200 = (tmp198 > tmp199);
                            auto tmp201 = tmp196.template cast<int32_t,1>();
                            auto tmp202 = tmp200.template cast<int32_t,1>();
                            auto tmp203 = tmp201 | tmp202;
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp199.template cast<int32_t,1>();
                            auto tmp206 = tmp204 & tmp205;
                            auto tmp207 = tmp197.template cast<int32_t,1>();
                            auto tmp208 = tmp206.template cast<int32_t,1>();
                            auto tmp209 = tmp207 | tmp208;
                            auto tmp210 = static_cast<int64_t>(5);
                            auto tmp211 = at::vec::VectorizedN<int64_t,2>(tmp210);
                            auto tmp212 = at::vec::VecMask<int64_t,2>(tmp192 < tmp211);
                            auto tmp213 = tmp209.template cast<int32_t,1>();
                            auto tmp214 = tmp212.template cast<int32_t,1>();
                            auto tmp215 = tmp213 & tmp214;
                            auto tmp216 = tmp203.template cast<int32_t,1>();
                            auto tmp217 = tmp215.template cast<int32_t,1>();
                            auto tmp218 = tmp216 | tmp217;
                            auto tmp219 = decltype(tmp191)::blendv(tmp195, tmp191, tmp218.template cast<float,1>());
                            auto tmp220 = decltype(tmp192)::blendv(tmp211, tmp192, tmp218.template cast<int64_t,2>());
                            auto tmp221 = [&]
                            {
                                auto tmp222 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp61 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(16L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp222;
                            }
                            ;
                            auto tmp223 = tmp61 ? tmp221() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp224 = at::vec::VecMask<float,1>(tmp219 > tmp223);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp219 == tmp223);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp219 != tmp219);
                            auto tmp227 = at::vec::VecMask<float,1>(tmp223 != tmp223);
                            auto tmp228 = (tmp226 > tmp227);
                            auto tmp229 = tmp224.template cast<int32_t,1>();
                            auto tmp230 = tmp228.template cast<int32_t,1>();
                            auto tmp231 = tmp229 | tmp230;
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp227.template cast<int32_t,1>();
                            auto tmp234 = tmp232 & tmp233;
                            auto tmp235 = tmp225.template cast<int32_t,1>();
                            auto tmp236 = tmp234.template cast<int32_t,1>();
                            auto tmp237 = tmp235 | tmp236;
                            auto tmp238 = static_cast<int64_t>(6);
                            auto tmp239 = at::vec::VectorizedN<int64_t,2>(tmp238);
                            auto tmp240 = at::vec::VecMask<int64_t,2>(tmp220 < tmp239);
                            auto tmp241 = tmp237.template cast<int32_t,1>();
                            auto tmp242 = tmp240.template cast<int32_t,1>();
                            auto tmp243 = tmp241 & tmp242;
                            auto tmp244 = tmp231.template cast<int32_t,1>();
                            auto tmp245 = tmp243.template cast<int32_t,1>();
                            auto tmp246 = tmp244 | tmp245;
                            auto tmp247 = decltype(tmp219)::blendv(tmp223, tmp219, tmp246.template cast<float,1>());
                            auto tmp248 = decltype(tmp220)::blendv(tmp239, tmp220, tmp246.template cast<int64_t,2>());
                            auto tmp249 = [&]
                            {
                                auto tmp250 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp66 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(17L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp250;
                            }
                            ;
                            auto tmp251 = tmp66 ? tmp249() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp252 = at::vec::VecMask<float,1>(tmp247 > tmp251);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp247 == tmp251);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp247 != tmp247);
                            auto tmp255 = at::vec::VecMask<float,1>(tmp251 != tmp251);
                            auto tmp256 = (tmp254 > tmp255);
                            auto tmp257 = tmp252.template cast<int32_t,1>();
                            auto tmp258 = tmp256.template cast<int32_t,1>();
                            auto tmp259 = tmp257 | tmp258;
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp255.template cast<int32_t,1>();
                            auto tmp262 = tmp260 & tmp261;
                            auto tmp263 = tmp253.template cast<int32_t,1>();
                            auto tmp264 = tmp262.template cast<int32_t,1>();
                            auto tmp265 = tmp263 | tmp264;
                            auto tmp266 = static_cast<int64_t>(7);
                            auto tmp267 = at::vec::VectorizedN<int64_t,2>(tmp266);
                            auto tmp268 = at::vec::VecMask<int64_t,2>(tmp248 < tmp267);
                            auto tmp269 = tmp265.template cast<int32_t,1>();
                            auto tmp270 = tmp268.template cast<int32_t,1>();
                            auto tmp271 = tmp269 & tmp270;
                            auto tmp272 = tmp259.template cast<int32_t,1>();
                            auto tmp273 = tmp271.template cast<int32_t,1>();
                            auto tmp274 = tmp272 | tmp273;
                            auto tmp275 = decltype(tmp247)::blendv(tmp251, tmp247, tmp274.template cast<float,1>());
                            auto tmp276 = decltype(tmp248)::blendv(tmp267, tmp248, tmp274.template cast<int64_t,2>());
                            auto tmp277 = [&]
                            {
                                auto tmp278 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                    {
                                        if (tmp71 != 0)
                                        {
                                            tmpbuf[x0_inner] = in_ptr5[static_cast<int64_t>(18L + 2L*x2 + 16L*x1 + 64L*x0 + 64L*x0_inner)];
                                        }
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                return tmp278;
                            }
                            ;
                            auto tmp279 = tmp71 ? tmp277() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp280 = at::vec::VecMask<float,1>(tmp275 > tmp279);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp275 == tmp279);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp275 != tmp275);
                            auto tmp283 = at::vec::VecMask<float,1>(tmp279 != tmp279);
                            auto tmp284 = (tmp282 > tmp283);
                            auto tmp285 = tmp280.template cast<int32_t,1>();
                            auto tmp286 = tmp284.template cast<int32_t,1>();
                            auto tmp287 = tmp285 | tmp286;
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp283.template cast<int32_t,1>();
                            auto tmp290 = tmp288 & tmp289;
                            auto tmp291 = tmp281.template cast<int32_t,1>();
                            auto tmp292 = tmp290.template cast<int32_t,1>();
                            auto tmp293 = tmp291 | tmp292;
                            auto tmp294 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp295 = at::vec::VecMask<int64_t,2>(tmp276 < tmp294);
                            auto tmp296 = tmp293.template cast<int32_t,1>();
                            auto tmp297 = tmp295.template cast<int32_t,1>();
                            auto tmp298 = tmp296 & tmp297;
                            auto tmp299 = tmp287.template cast<int32_t,1>();
                            auto tmp300 = tmp298.template cast<int32_t,1>();
                            auto tmp301 = tmp299 | tmp300;
                            auto tmp302 = decltype(tmp275)::blendv(tmp279, tmp275, tmp301.template cast<float,1>());
                            auto tmp303 = decltype(tmp276)::blendv(tmp294, tmp276, tmp301.template cast<int64_t,2>());
                            auto tmp304 = at::vec::convert<int8_t,1,int64_t,2>(tmp303);
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x0 + 480L*x2 + 1920L*x1));
                            tmp304.store(out_ptr9 + static_cast<int64_t>(x0 + 480L*x2 + 1920L*x1), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(208L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 208L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 208L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 208L*x1), static_cast<int64_t>(208L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(48L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(480L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(480L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(4);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = (-1L) + x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2400L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1920L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 1L + x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1440L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-480L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 480L*x1 + 1920L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(480L + x2 + 480L*x1 + 1920L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 1L + x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1440L + x2 + 480L*x1 + 1920L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1920L + x2 + 480L*x1 + 1920L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2400L + x2 + 480L*x1 + 1920L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2400L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1920L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1440L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-480L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 480L*x1 + 1920L*x0));
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp183 = at::vec::VecMask<int64_t,2>(tmp164 < tmp182);
                            auto tmp184 = tmp181.template cast<int32_t,1>();
                            auto tmp185 = tmp183.template cast<int32_t,1>();
                            auto tmp186 = tmp184 & tmp185;
                            auto tmp187 = tmp175.template cast<int32_t,1>();
                            auto tmp188 = tmp186.template cast<int32_t,1>();
                            auto tmp189 = tmp187 | tmp188;
                            auto tmp190 = decltype(tmp163)::blendv(tmp167, tmp163, tmp189.template cast<float,1>());
                            auto tmp191 = decltype(tmp164)::blendv(tmp182, tmp164, tmp189.template cast<int64_t,2>());
                            auto tmp192 = [&]
                            {
                                auto tmp193 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(480L + x2 + 480L*x1 + 1920L*x0));
                                return tmp193;
                            }
                            ;
                            auto tmp194 = tmp51 ? tmp192() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp195 = at::vec::VecMask<float,1>(tmp190 > tmp194);
                            auto tmp196 = at::vec::VecMask<float,1>(tmp190 == tmp194);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp190 != tmp190);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp194 != tmp194);
                            auto tmp199 = (tmp197 > tmp198);
                            auto tmp200 = tmp195.template cast<int32_t,1>();
                            auto tmp201 = tmp199.template cast<int32_t,1>();
                            auto tmp202 = tmp200 | tmp201;
                            auto tmp203 = tmp197.template cast<int32_t,1>();
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp203 & tmp204;
                            auto tmp206 = tmp196.template cast<int32_t,1>();
                            auto tmp207 = tmp205.template cast<int32_t,1>();
                            auto tmp208 = tmp206 | tmp207;
                            auto tmp209 = static_cast<int64_t>(5);
                            auto tmp210 = at::vec::VectorizedN<int64_t,2>(tmp209);
                            auto tmp211 = at::vec::VecMask<int64_t,2>(tmp191 < tmp210);
                            auto tmp212 = tmp208.template cast<int32_t,1>();
                            auto tmp213 = tmp211.template cast<int32_t,1>();
                            auto tmp214 = tmp212 & tmp213;
                            auto tmp215 = tmp202.template cast<int32_t,1>();
                            auto tmp216 = tmp214.template cast<int32_t,1>();
                            auto tmp217 = tmp215 | tmp216;
                            auto tmp218 = decltype(tmp190)::blendv(tmp194, tmp190, tmp217.template cast<float,1>());
                            auto tmp219 = decltype(tmp191)::blendv(tmp210, tmp191, tmp217.template cast<int64_t,2>());
                            auto tmp220 = [&]
                            {
                                auto tmp221 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1440L + x2 + 480L*x1 + 1920L*x0));
                                return tmp221;
                            }
                            ;
                            auto tmp222 = tmp61 ? tmp220() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp223 = at::vec::VecMask<float,1>(tmp218 > tmp222);
                            auto tmp224 = at::vec::VecMask<float,1>(tmp218 == tmp222);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp218 != tmp218);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp222 != tmp222);
                            auto tmp227 = (tmp225 > tmp226);
                            auto tmp228 = tmp223.template cast<int32_t,1>();
                            auto tmp229 = tmp227.template cast<int32_t,1>();
                            auto tmp230 = tmp228 | tmp229;
                            auto tmp231 = tmp225.template cast<int32_t,1>();
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp231 & tmp232;
                            auto tmp234 = tmp224.template cast<int32_t,1>();
                            auto tmp235 = tmp233.template cast<int32_t,1>();
                            auto tmp236 = tmp234 | tmp235;
                            auto tmp237 = static_cast<int64_t>(6);
                            auto tmp238 = at::vec::VectorizedN<int64_t,2>(tmp237);
                            auto tmp239 = at::vec::VecMask<int64_t,2>(tmp219 < tmp238);
                            auto tmp240 = tmp236.template cast<int32_t,1>();
                            auto tmp241 = tmp239.template cast<int32_t,1>();
                            auto tmp242 = tmp240 & tmp241;
                            auto tmp243 = tmp230.template cast<int32_t,1>();
                            auto tmp244 = tmp242.template cast<int32_t,1>();
                            auto tmp245 = tmp243 | tmp244;
                            auto tmp246 = decltype(tmp218)::blendv(tmp222, tmp218, tmp245.template cast<float,1>());
                            auto tmp247 = decltype(tmp219)::blendv(tmp238, tmp219, tmp245.template cast<int64_t,2>());
                            auto tmp248 = [&]
                            {
                                auto tmp249 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1920L + x2 + 480L*x1 + 1920L*x0));
                                return tmp249;
                            }
                            ;
                            auto tmp250 = tmp66 ? tmp248() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp251 = at::vec::VecMask<float,1>(tmp246 > tmp250);
                            auto tmp252 = at::vec::VecMask<float,1>(tmp246 == tmp250);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp246 != tmp246);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp250 != tmp250);
                            auto tmp255 = (tmp253 > tmp254);
                            auto tmp256 = tmp251.template cast<int32_t,1>();
                            auto tmp257 = tmp255.template cast<int32_t,1>();
                            auto tmp258 = tmp256 | tmp257;
                            auto tmp259 = tmp253.template cast<int32_t,1>();
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp259 & tmp260;
                            auto tmp262 = tmp252.template cast<int32_t,1>();
                            auto tmp263 = tmp261.template cast<int32_t,1>();
                            auto tmp264 = tmp262 | tmp263;
                            auto tmp265 = static_cast<int64_t>(7);
                            auto tmp266 = at::vec::VectorizedN<int64_t,2>(tmp265);
                            auto tmp267 = at::vec::VecMask<int64_t,2>(tmp247 < tmp266);
                            auto tmp268 = tmp264.template cast<int32_t,1>();
                            auto tmp269 = tmp267.template cast<int32_t,1>();
                            auto tmp270 = tmp268 & tmp269;
                            auto tmp271 = tmp258.template cast<int32_t,1>();
                            auto tmp272 = tmp270.template cast<int32_t,1>();
                            auto tmp273 = tmp271 | tmp272;
                            auto tmp274 = decltype(tmp246)::blendv(tmp250, tmp246, tmp273.template cast<float,1>());
                            auto tmp275 = decltype(tmp247)::blendv(tmp266, tmp247, tmp273.template cast<int64_t,2>());
                            auto tmp276 = [&]
                            {
                                auto tmp277 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2400L + x2 + 480L*x1 + 1920L*x0));
                                return tmp277;
                            }
                            ;
                            auto tmp278 = tmp71 ? tmp276() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp279 = at::vec::VecMask<float,1>(tmp274 > tmp278);
                            auto tmp280 = at::vec::VecMask<float,1>(tmp274 == tmp278);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp274 != tmp274);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp278 != tmp278);
                            auto tmp283 = (tmp281 > tmp282);
                            auto tmp284 = tmp279.template cast<int32_t,1>();
                            auto tmp285 = tmp283.template cast<int32_t,1>();
                            auto tmp286 = tmp284 | tmp285;
                            auto tmp287 = tmp281.template cast<int32_t,1>();
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp287 & tmp288;
                            auto tmp290 = tmp280.template cast<int32_t,1>();
                            auto tmp291 = tmp289.template cast<int32_t,1>();
                            auto tmp292 = tmp290 | tmp291;
                            auto tmp293 = static_cast<int64_t>(8);
                            auto tmp294 = at::vec::VectorizedN<int64_t,2>(tmp293);
                            auto tmp295 = at::vec::VecMask<int64_t,2>(tmp275 < tmp294);
                            auto tmp296 = tmp292.template cast<int32_t,1>();
                            auto tmp297 = tmp295.template cast<int32_t,1>();
                            auto tmp298 = tmp296 & tmp297;
                            auto tmp299 = tmp286.template cast<int32_t,1>();
                            auto tmp300 = tmp298.template cast<int32_t,1>();
                            auto tmp301 = tmp299 | tmp300;
                            auto tmp302 = decltype(tmp274)::blendv(tmp278, tmp274, tmp301.template cast<float,1>());
                            auto tmp303 = decltype(tmp275)::blendv(tmp294, tmp275, tmp301.template cast<int64_t,2>());
                            auto tmp304 = at::vec::convert<int8_t,1,int64_t,2>(tmp303);
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x2 + 480L*x1 + 1920L*x0));
                            tmp304.store(out_ptr9 + static_cast<int64_t>(x2 + 480L*x1 + 1920L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(160L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_22 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(112L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 112L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(224L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 224L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 224L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 224L*x1), static_cast<int64_t>(224L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(4);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = (-1L) + x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2560L) + x2 + 512L*x1 + 2048L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2048L) + x2 + 512L*x1 + 2048L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 1L + x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1536L) + x2 + 512L*x1 + 2048L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-512L) + x2 + 512L*x1 + 2048L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(512L + x2 + 512L*x1 + 2048L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 1L + x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1536L + x2 + 512L*x1 + 2048L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2048L + x2 + 512L*x1 + 2048L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2560L + x2 + 512L*x1 + 2048L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2560L) + x2 + 512L*x1 + 2048L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2048L) + x2 + 512L*x1 + 2048L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1536L) + x2 + 512L*x1 + 2048L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-512L) + x2 + 512L*x1 + 2048L*x0));
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0));
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp183 = at::vec::VecMask<int64_t,2>(tmp164 < tmp182);
                            auto tmp184 = tmp181.template cast<int32_t,1>();
                            auto tmp185 = tmp183.template cast<int32_t,1>();
                            auto tmp186 = tmp184 & tmp185;
                            auto tmp187 = tmp175.template cast<int32_t,1>();
                            auto tmp188 = tmp186.template cast<int32_t,1>();
                            auto tmp189 = tmp187 | tmp188;
                            auto tmp190 = decltype(tmp163)::blendv(tmp167, tmp163, tmp189.template cast<float,1>());
                            auto tmp191 = decltype(tmp164)::blendv(tmp182, tmp164, tmp189.template cast<int64_t,2>());
                            auto tmp192 = [&]
                            {
                                auto tmp193 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(512L + x2 + 512L*x1 + 2048L*x0));
                                return tmp193;
                            }
                            ;
                            auto tmp194 = tmp51 ? tmp192() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp195 = at::vec::VecMask<float,1>(tmp190 > tmp194);
                            auto tmp196 = at::vec::VecMask<float,1>(tmp190 == tmp194);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp190 != tmp190);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp194 != tmp194);
                            auto tmp199 = (tmp197 > tmp198);
                            auto tmp200 = tmp195.template cast<int32_t,1>();
                            auto tmp201 = tmp199.template cast<int32_t,1>();
                            auto tmp202 = tmp200 | tmp201;
                            auto tmp203 = tmp197.template cast<int32_t,1>();
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp203 & tmp204;
                            auto tmp206 = tmp196.template cast<int32_t,1>();
                            auto tmp207 = tmp205.template cast<int32_t,1>();
                            auto tmp208 = tmp206 | tmp207;
                            auto tmp209 = static_cast<int64_t>(5);
                            auto tmp210 = at::vec::VectorizedN<int64_t,2>(tmp209);
                            auto tmp211 = at::vec::VecMask<int64_t,2>(tmp191 < tmp210);
                            auto tmp212 = tmp208.template cast<int32_t,1>();
                            auto tmp213 = tmp211.template cast<int32_t,1>();
                            auto tmp214 = tmp212 & tmp213;
                            auto tmp215 = tmp202.template cast<int32_t,1>();
                            auto tmp216 = tmp214.template cast<int32_t,1>();
                            auto tmp217 = tmp215 | tmp216;
                            auto tmp218 = decltype(tmp190)::blendv(tmp194, tmp190, tmp217.template cast<float,1>());
                            auto tmp219 = decltype(tmp191)::blendv(tmp210, tmp191, tmp217.template cast<int64_t,2>());
                            auto tmp220 = [&]
                            {
                                auto tmp221 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1536L + x2 + 512L*x1 + 2048L*x0));
                                return tmp221;
                            }
                            ;
                            auto tmp222 = tmp61 ? tmp220() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp223 = at::vec::VecMask<float,1>(tmp218 > tmp222);
                            auto tmp224 = at::vec::VecMask<float,1>(tmp218 == tmp222);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp218 != tmp218);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp222 != tmp222);
                            auto tmp227 = (tmp225 > tmp226);
                            auto tmp228 = tmp223.template cast<int32_t,1>();
                            auto tmp229 = tmp227.template cast<int32_t,1>();
                            auto tmp230 = tmp228 | tmp229;
                            auto tmp231 = tmp225.template cast<int32_t,1>();
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp231 & tmp232;
                            auto tmp234 = tmp224.template cast<int32_t,1>();
                            auto tmp235 = tmp233.template cast<int32_t,1>();
                            auto tmp236 = tmp234 | tmp235;
                            auto tmp237 = static_cast<int64_t>(6);
                            auto tmp238 = at::vec::VectorizedN<int64_t,2>(tmp237);
                            auto tmp239 = at::vec::VecMask<int64_t,2>(tmp219 < tmp238);
                            auto tmp240 = tmp236.template cast<int32_t,1>();
                            auto tmp241 = tmp239.template cast<int32_t,1>();
                            auto tmp242 = tmp240 & tmp241;
                            auto tmp243 = tmp230.template cast<int32_t,1>();
                            auto tmp244 = tmp242.template cast<int32_t,1>();
                            auto tmp245 = tmp243 | tmp244;
                            auto tmp246 = decltype(tmp218)::blendv(tmp222, tmp218, tmp245.template cast<float,1>());
                            auto tmp247 = decltype(tmp219)::blendv(tmp238, tmp219, tmp245.template cast<int64_t,2>());
                            auto tmp248 = [&]
                            {
                                auto tmp249 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2048L + x2 + 512L*x1 + 2048L*x0));
                                return tmp249;
                            }
                            ;
                            auto tmp250 = tmp66 ? tmp248() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp251 = at::vec::VecMask<float,1>(tmp246 > tmp250);
                            auto tmp252 = at::vec::VecMask<float,1>(tmp246 == tmp250);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp246 != tmp246);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp250 != tmp250);
                            auto tmp255 = (tmp253 > tmp254);
                            auto tmp256 = tmp251.template cast<int32_t,1>();
                            auto tmp257 = tmp255.template cast<int32_t,1>();
                            auto tmp258 = tmp256 | tmp257;
                            auto tmp259 = tmp253.template cast<int32_t,1>();
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp259 & tmp260;
                            auto tmp262 = tmp252.template cast<int32_t,1>();
                            auto tmp263 = tmp261.template cast<int32_t,1>();
                            auto tmp264 = tmp262 | tmp263;
                            auto tmp265 = static_cast<int64_t>(7);
                            auto tmp266 = at::vec::VectorizedN<int64_t,2>(tmp265);
                            auto tmp267 = at::vec::VecMask<int64_t,2>(tmp247 < tmp266);
                            auto tmp268 = tmp264.template cast<int32_t,1>();
                            auto tmp269 = tmp267.template cast<int32_t,1>();
                            auto tmp270 = tmp268 & tmp269;
                            auto tmp271 = tmp258.template cast<int32_t,1>();
                            auto tmp272 = tmp270.template cast<int32_t,1>();
                            auto tmp273 = tmp271 | tmp272;
                            auto tmp274 = decltype(tmp246)::blendv(tmp250, tmp246, tmp273.template cast<float,1>());
                            auto tmp275 = decltype(tmp247)::blendv(tmp266, tmp247, tmp273.template cast<int64_t,2>());
                            auto tmp276 = [&]
                            {
                                auto tmp277 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2560L + x2 + 512L*x1 + 2048L*x0));
                                return tmp277;
                            }
                            ;
                            auto tmp278 = tmp71 ? tmp276() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp279 = at::vec::VecMask<float,1>(tmp274 > tmp278);
                            auto tmp280 = at::vec::VecMask<float,1>(tmp274 == tmp278);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp274 != tmp274);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp278 != tmp278);
                            auto tmp283 = (tmp281 > tmp282);
                            auto tmp284 = tmp279.template cast<int32_t,1>();
                            auto tmp285 = tmp283.template cast<int32_t,1>();
                            auto tmp286 = tmp284 | tmp285;
                            auto tmp287 = tmp281.template cast<int32_t,1>();
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp287 & tmp288;
                            auto tmp290 = tmp280.template cast<int32_t,1>();
                            auto tmp291 = tmp289.template cast<int32_t,1>();
                            auto tmp292 = tmp290 | tmp291;
                            auto tmp293 = static_cast<int64_t>(8);
                            auto tmp294 = at::vec::VectorizedN<int64_t,2>(tmp293);
                            auto tmp295 = at::vec::VecMask<int64_t,2>(tmp275 < tmp294);
                            auto tmp296 = tmp292.template cast<int32_t,1>();
                            auto tmp297 = tmp295.template cast<int32_t,1>();
                            auto tmp298 = tmp296 & tmp297;
                            auto tmp299 = tmp286.template cast<int32_t,1>();
                            auto tmp300 = tmp298.template cast<int32_t,1>();
                            auto tmp301 = tmp299 | tmp300;
                            auto tmp302 = decltype(tmp274)::blendv(tmp278, tmp274, tmp301.template cast<float,1>());
                            auto tmp303 = decltype(tmp275)::blendv(tmp294, tmp275, tmp301.template cast<int64_t,2>());
                            auto tmp304 = at::vec::convert<int8_t,1,int64_t,2>(tmp303);
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0));
                            tmp304.store(out_ptr9 + static_cast<int64_t>(x2 + 512L*x1 + 2048L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(112L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(112L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(288L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(528L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(528L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x0 + 528L*x1), static_cast<int64_t>(528L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 320L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 320L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 320L*x1), static_cast<int64_t>(320L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(528L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(528L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(4);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = (-1L) + x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2640L) + x2 + 528L*x1 + 2112L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2112L) + x2 + 528L*x1 + 2112L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 1L + x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1584L) + x2 + 528L*x1 + 2112L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-528L) + x2 + 528L*x1 + 2112L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 528L*x1 + 2112L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(528L + x2 + 528L*x1 + 2112L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 1L + x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1584L + x2 + 528L*x1 + 2112L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2112L + x2 + 528L*x1 + 2112L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2640L + x2 + 528L*x1 + 2112L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2640L) + x2 + 528L*x1 + 2112L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2112L) + x2 + 528L*x1 + 2112L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1584L) + x2 + 528L*x1 + 2112L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-528L) + x2 + 528L*x1 + 2112L*x0));
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 528L*x1 + 2112L*x0));
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp183 = at::vec::VecMask<int64_t,2>(tmp164 < tmp182);
                            auto tmp184 = tmp181.template cast<int32_t,1>();
                            auto tmp185 = tmp183.template cast<int32_t,1>();
                            auto tmp186 = tmp184 & tmp185;
                            auto tmp187 = tmp175.template cast<int32_t,1>();
                            auto tmp188 = tmp186.template cast<int32_t,1>();
                            auto tmp189 = tmp187 | tmp188;
                            auto tmp190 = decltype(tmp163)::blendv(tmp167, tmp163, tmp189.template cast<float,1>());
                            auto tmp191 = decltype(tmp164)::blendv(tmp182, tmp164, tmp189.template cast<int64_t,2>());
                            auto tmp192 = [&]
                            {
                                auto tmp193 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(528L + x2 + 528L*x1 + 2112L*x0));
                                return tmp193;
                            }
                            ;
                            auto tmp194 = tmp51 ? tmp192() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp195 = at::vec::VecMask<float,1>(tmp190 > tmp194);
                            auto tmp196 = at::vec::VecMask<float,1>(tmp190 == tmp194);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp190 != tmp190);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp194 != tmp194);
                            auto tmp199 = (tmp197 > tmp198);
                            auto tmp200 = tmp195.template cast<int32_t,1>();
                            auto tmp201 = tmp199.template cast<int32_t,1>();
                            auto tmp202 = tmp200 | tmp201;
                            auto tmp203 = tmp197.template cast<int32_t,1>();
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp203 & tmp204;
                            auto tmp206 = tmp196.template cast<int32_t,1>();
                            auto tmp207 = tmp205.template cast<int32_t,1>();
                            auto tmp208 = tmp206 | tmp207;
                            auto tmp209 = static_cast<int64_t>(5);
                            auto tmp210 = at::vec::VectorizedN<int64_t,2>(tmp209);
                            auto tmp211 = at::vec::VecMask<int64_t,2>(tmp191 < tmp210);
                            auto tmp212 = tmp208.template cast<int32_t,1>();
                            auto tmp213 = tmp211.template cast<int32_t,1>();
                            auto tmp214 = tmp212 & tmp213;
                            auto tmp215 = tmp202.template cast<int32_t,1>();
                            auto tmp216 = tmp214.template cast<int32_t,1>();
                            auto tmp217 = tmp215 | tmp216;
                            auto tmp218 = decltype(tmp190)::blendv(tmp194, tmp190, tmp217.template cast<float,1>());
                            auto tmp219 = decltype(tmp191)::blendv(tmp210, tmp191, tmp217.template cast<int64_t,2>());
                            auto tmp220 = [&]
                            {
                                auto tmp221 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1584L + x2 + 528L*x1 + 2112L*x0));
                                return tmp221;
                            }
                            ;
                            auto tmp222 = tmp61 ? tmp220() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp223 = at::vec::VecMask<float,1>(tmp218 > tmp222);
                            auto tmp224 = at::vec::VecMask<float,1>(tmp218 == tmp222);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp218 != tmp218);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp222 != tmp222);
                            auto tmp227 = (tmp225 > tmp226);
                            auto tmp228 = tmp223.template cast<int32_t,1>();
                            auto tmp229 = tmp227.template cast<int32_t,1>();
                            auto tmp230 = tmp228 | tmp229;
                            auto tmp231 = tmp225.template cast<int32_t,1>();
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp231 & tmp232;
                            auto tmp234 = tmp224.template cast<int32_t,1>();
                            auto tmp235 = tmp233.template cast<int32_t,1>();
                            auto tmp236 = tmp234 | tmp235;
                            auto tmp237 = static_cast<int64_t>(6);
                            auto tmp238 = at::vec::VectorizedN<int64_t,2>(tmp237);
                            auto tmp239 = at::vec::VecMask<int64_t,2>(tmp219 < tmp238);
                            auto tmp240 = tmp236.template cast<int32_t,1>();
                            auto tmp241 = tmp239.template cast<int32_t,1>();
                            auto tmp242 = tmp240 & tmp241;
                            auto tmp243 = tmp230.template cast<int32_t,1>();
                            auto tmp244 = tmp242.template cast<int32_t,1>();
                            auto tmp245 = tmp243 | tmp244;
                            auto tmp246 = decltype(tmp218)::blendv(tmp222, tmp218, tmp245.template cast<float,1>());
                            auto tmp247 = decltype(tmp219)::blendv(tmp238, tmp219, tmp245.template cast<int64_t,2>());
                            auto tmp248 = [&]
                            {
                                auto tmp249 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2112L + x2 + 528L*x1 + 2112L*x0));
                                return tmp249;
                            }
                            ;
                            auto tmp250 = tmp66 ? tmp248() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp251 = at::vec::VecMask<float,1>(tmp246 > tmp250);
                            auto tmp252 = at::vec::VecMask<float,1>(tmp246 == tmp250);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp246 != tmp246);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp250 != tmp250);
                            auto tmp255 = (tmp253 > tmp254);
                            auto tmp256 = tmp251.template cast<int32_t,1>();
                            auto tmp257 = tmp255.template cast<int32_t,1>();
                            auto tmp258 = tmp256 | tmp257;
                            auto tmp259 = tmp253.template cast<int32_t,1>();
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp259 & tmp260;
                            auto tmp262 = tmp252.template cast<int32_t,1>();
                            auto tmp263 = tmp261.template cast<int32_t,1>();
                            auto tmp264 = tmp262 | tmp263;
                            auto tmp265 = static_cast<int64_t>(7);
                            auto tmp266 = at::vec::VectorizedN<int64_t,2>(tmp265);
                            auto tmp267 = at::vec::VecMask<int64_t,2>(tmp247 < tmp266);
                            auto tmp268 = tmp264.template cast<int32_t,1>();
                            auto tmp269 = tmp267.template cast<int32_t,1>();
                            auto tmp270 = tmp268 & tmp269;
                            auto tmp271 = tmp258.template cast<int32_t,1>();
                            auto tmp272 = tmp270.template cast<int32_t,1>();
                            auto tmp273 = tmp271 | tmp272;
                            auto tmp274 = decltype(tmp246)::blendv(tmp250, tmp246, tmp273.template cast<float,1>());
                            auto tmp275 = decltype(tmp247)::blendv(tmp266, tmp247, tmp273.template cast<int64_t,2>());
                            auto tmp276 = [&]
                            {
                                auto tmp277 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2640L + x2 + 528L*x1 + 2112L*x0));
                                return tmp277;
                            }
                            ;
                            auto tmp278 = tmp71 ? tmp276() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp279 = at::vec::VecMask<float,1>(tmp274 > tmp278);
                            auto tmp280 = at::vec::VecMask<float,1>(tmp274 == tmp278);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp274 != tmp274);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp278 != tmp278);
                            auto tmp283 = (tmp281 > tmp282);
                            auto tmp284 = tmp279.template cast<int32_t,1>();
                            auto tmp285 = tmp283.template cast<int32_t,1>();
                            auto tmp286 = tmp284 | tmp285;
                            auto tmp287 = tmp281.template cast<int32_t,1>();
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp287 & tmp288;
                            auto tmp290 = tmp280.template cast<int32_t,1>();
                            auto tmp291 = tmp289.template cast<int32_t,1>();
                            auto tmp292 = tmp290 | tmp291;
                            auto tmp293 = static_cast<int64_t>(8);
                            auto tmp294 = at::vec::VectorizedN<int64_t,2>(tmp293);
                            auto tmp295 = at::vec::VecMask<int64_t,2>(tmp275 < tmp294);
                            auto tmp296 = tmp292.template cast<int32_t,1>();
                            auto tmp297 = tmp295.template cast<int32_t,1>();
                            auto tmp298 = tmp296 & tmp297;
                            auto tmp299 = tmp286.template cast<int32_t,1>();
                            auto tmp300 = tmp298.template cast<int32_t,1>();
                            auto tmp301 = tmp299 | tmp300;
                            auto tmp302 = decltype(tmp274)::blendv(tmp278, tmp274, tmp301.template cast<float,1>());
                            auto tmp303 = decltype(tmp275)::blendv(tmp294, tmp275, tmp301.template cast<int64_t,2>());
                            auto tmp304 = at::vec::convert<int8_t,1,int64_t,2>(tmp303);
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x2 + 528L*x1 + 2112L*x0));
                            tmp304.store(out_ptr9 + static_cast<int64_t>(x2 + 528L*x1 + 2112L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.001);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(832L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr5[static_cast<int64_t>(2L*x2 + 8L*x1 + 16L*x0)];
                            auto tmp1 = in_ptr5[static_cast<int64_t>(1L + 2L*x2 + 8L*x1 + 16L*x0)];
                            auto tmp3 = in_ptr5[static_cast<int64_t>(4L + 2L*x2 + 8L*x1 + 16L*x0)];
                            auto tmp5 = in_ptr5[static_cast<int64_t>(5L + 2L*x2 + 8L*x1 + 16L*x0)];
                            auto tmp2 = max_propagate_nan(tmp0, tmp1);
                            auto tmp4 = max_propagate_nan(tmp2, tmp3);
                            auto tmp6 = max_propagate_nan(tmp4, tmp5);
                            auto tmp7 = tmp0 > tmp1;
                            auto tmp8 = tmp0 == tmp1;
                            auto tmp9 = tmp0 != tmp0;
                            auto tmp10 = tmp1 != tmp1;
                            auto tmp11 = tmp9 > tmp10;
                            auto tmp12 = tmp7 || tmp11;
                            auto tmp13 = tmp9 && tmp10;
                            auto tmp14 = tmp8 || tmp13;
                            auto tmp15 = static_cast<int64_t>(0);
                            auto tmp16 = static_cast<int64_t>(1);
                            auto tmp17 = tmp15 < tmp16;
                            auto tmp18 = tmp14 && tmp17;
                            auto tmp19 = tmp12 || tmp18;
                            auto tmp20 = tmp19 ? tmp0 : tmp1;
                            auto tmp21 = tmp19 ? tmp15 : tmp16;
                            auto tmp22 = tmp20 > tmp3;
                            auto tmp23 = tmp20 == tmp3;
                            auto tmp24 = tmp20 != tmp20;
                            auto tmp25 = tmp3 != tmp3;
                            auto tmp26 = tmp24 > tmp25;
                            auto tmp27 = tmp22 || tmp26;
                            auto tmp28 = tmp24 && tmp25;
                            auto tmp29 = tmp23 || tmp28;
                            auto tmp30 = static_cast<int64_t>(2);
                            auto tmp31 = tmp21 < tmp30;
                            auto tmp32 = tmp29 && tmp31;
                            auto tmp33 = tmp27 || tmp32;
                            auto tmp34 = tmp33 ? tmp20 : tmp3;
                            auto tmp35 = tmp33 ? tmp21 : tmp30;
                            auto tmp36 = tmp34 > tmp5;
                            auto tmp37 = tmp34 == tmp5;
                            auto tmp38 = tmp34 != tmp34;
                            auto tmp39 = tmp5 != tmp5;
                            auto tmp40 = tmp38 > tmp39;
                            auto tmp41 = tmp36 || tmp40;
                            auto tmp42 = tmp38 && tmp39;
                            auto tmp43 = tmp37 || tmp42;
                            auto tmp44 = static_cast<int64_t>(3);
                            auto tmp45 = tmp35 < tmp44;
                            auto tmp46 = tmp43 && tmp45;
                            auto tmp47 = tmp41 || tmp46;
                            auto tmp48 = tmp47 ? tmp34 : tmp5;
                            auto tmp49 = tmp47 ? tmp35 : tmp44;
                            auto tmp50 = c10::convert<int8_t>(tmp49);
                            out_ptr8[static_cast<int64_t>(x0 + 832L*x2 + 1664L*x1)] = tmp6;
                            out_ptr9[static_cast<int64_t>(x0 + 832L*x2 + 1664L*x1)] = tmp50;
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_38 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(0.001);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_39 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(160L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_40 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(640L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 320L*x1), static_cast<int64_t>(320L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(0.001);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_41 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_42 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       int8_t* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(0.001);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(832L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(832L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(2);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = (-1L) + x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2496L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1664L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 1L + x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-832L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-832L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 832L*x1 + 1664L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(832L + x2 + 832L*x1 + 1664L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 1L + x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(832L + x2 + 832L*x1 + 1664L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1664L + x2 + 832L*x1 + 1664L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2496L + x2 + 832L*x1 + 1664L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2496L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1664L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-832L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = at::vec::VectorizedN<int64_t,2>(tmp4);
                            auto tmp127 = at::vec::VecMask<int64_t,2>(tmp108 < tmp126);
                            auto tmp128 = tmp125.template cast<int32_t,1>();
                            auto tmp129 = tmp127.template cast<int32_t,1>();
                            auto tmp130 = tmp128 & tmp129;
                            auto tmp131 = tmp119.template cast<int32_t,1>();
                            auto tmp132 = tmp130.template cast<int32_t,1>();
                            auto tmp133 = tmp131 | tmp132;
                            auto tmp134 = decltype(tmp105)::blendv(tmp111, tmp105, tmp133.template cast<float,1>());
                            auto tmp135 = decltype(tmp108)::blendv(tmp126, tmp108, tmp133.template cast<int64_t,2>());
                            auto tmp136 = [&]
                            {
                                auto tmp137 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-832L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp137;
                            }
                            ;
                            auto tmp138 = tmp41 ? tmp136() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp139 = at::vec::VecMask<float,1>(tmp134 > tmp138);
                            auto tmp140 = at::vec::VecMask<float,1>(tmp134 == tmp138);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp134 != tmp134);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp138 != tmp138);
                            auto tmp143 = (tmp141 > tmp142);
                            auto tmp144 = tmp139.template cast<int32_t,1>();
                            auto tmp145 = tmp143.template cast<int32_t,1>();
                            auto tmp146 = tmp144 | tmp145;
                            auto tmp147 = tmp141.template cast<int32_t,1>();
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp147 & tmp148;
                            auto tmp150 = tmp140.template cast<int32_t,1>();
                            auto tmp151 = tmp149.template cast<int32_t,1>();
                            auto tmp152 = tmp150 | tmp151;
                            auto tmp153 = static_cast<int64_t>(3);
                            auto tmp154 = at::vec::VectorizedN<int64_t,2>(tmp153);
                            auto tmp155 = at::vec::VecMask<int64_t,2>(tmp135 < tmp154);
                            auto tmp156 = tmp152.template cast<int32_t,1>();
                            auto tmp157 = tmp155.template cast<int32_t,1>();
                            auto tmp158 = tmp156 & tmp157;
                            auto tmp159 = tmp146.template cast<int32_t,1>();
                            auto tmp160 = tmp158.template cast<int32_t,1>();
                            auto tmp161 = tmp159 | tmp160;
                            auto tmp162 = decltype(tmp134)::blendv(tmp138, tmp134, tmp161.template cast<float,1>());
                            auto tmp163 = decltype(tmp135)::blendv(tmp154, tmp135, tmp161.template cast<int64_t,2>());
                            auto tmp164 = [&]
                            {
                                auto tmp165 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 832L*x1 + 1664L*x0));
                                return tmp165;
                            }
                            ;
                            auto tmp166 = tmp46 ? tmp164() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp167 = at::vec::VecMask<float,1>(tmp162 > tmp166);
                            auto tmp168 = at::vec::VecMask<float,1>(tmp162 == tmp166);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp162 != tmp162);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp166 != tmp166);
                            auto tmp171 = (tmp169 > tmp170);
                            auto tmp172 = tmp167.template cast<int32_t,1>();
                            auto tmp173 = tmp171.template cast<int32_t,1>();
                            auto tmp174 = tmp172 | tmp173;
                            auto tmp175 = tmp169.template cast<int32_t,1>();
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp175 & tmp176;
                            auto tmp178 = tmp168.template cast<int32_t,1>();
                            auto tmp179 = tmp177.template cast<int32_t,1>();
                            auto tmp180 = tmp178 | tmp179;
                            auto tmp181 = static_cast<int64_t>(4);
                            auto tmp182 = at::vec::VectorizedN<int64_t,2>(tmp181);
                            auto tmp183 = at::vec::VecMask<int64_t,2>(tmp163 < tmp182);
                            auto tmp184 = tmp180.template cast<int32_t,1>();
                            auto tmp185 = tmp183.template cast<int32_t,1>();
                            auto tmp186 = tmp184 & tmp185;
                            auto tmp187 = tmp174.template cast<int32_t,1>();
                            auto tmp188 = tmp186.template cast<int32_t,1>();
                            auto tmp189 = tmp187 | tmp188;
                            auto tmp190 = decltype(tmp162)::blendv(tmp166, tmp162, tmp189.template cast<float,1>());
                            auto tmp191 = decltype(tmp163)::blendv(tmp182, tmp163, tmp189.template cast<int64_t,2>());
                            auto tmp192 = [&]
                            {
                                auto tmp193 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(832L + x2 + 832L*x1 + 1664L*x0));
                                return tmp193;
                            }
                            ;
                            auto tmp194 = tmp51 ? tmp192() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp195 = at::vec::VecMask<float,1>(tmp190 > tmp194);
                            auto tmp196 = at::vec::VecMask<float,1>(tmp190 == tmp194);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp190 != tmp190);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp194 != tmp194);
                            auto tmp199 = (tmp197 > tmp198);
                            auto tmp200 = tmp195.template cast<int32_t,1>();
                            auto tmp201 = tmp199.template cast<int32_t,1>();
                            auto tmp202 = tmp200 | tmp201;
                            auto tmp203 = tmp197.template cast<int32_t,1>();
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp203 & tmp204;
                            auto tmp206 = tmp196.template cast<int32_t,1>();
                            auto tmp207 = tmp205.template cast<int32_t,1>();
                            auto tmp208 = tmp206 | tmp207;
                            auto tmp209 = static_cast<int64_t>(5);
                            auto tmp210 = at::vec::VectorizedN<int64_t,2>(tmp209);
                            auto tmp211 = at::vec::VecMask<int64_t,2>(tmp191 < tmp210);
                            auto tmp212 = tmp208.template cast<int32_t,1>();
                            auto tmp213 = tmp211.template cast<int32_t,1>();
                            auto tmp214 = tmp212 & tmp213;
                            auto tmp215 = tmp202.template cast<int32_t,1>();
                            auto tmp216 = tmp214.template cast<int32_t,1>();
                            auto tmp217 = tmp215 | tmp216;
                            auto tmp218 = decltype(tmp190)::blendv(tmp194, tmp190, tmp217.template cast<float,1>());
                            auto tmp219 = decltype(tmp191)::blendv(tmp210, tmp191, tmp217.template cast<int64_t,2>());
                            auto tmp220 = [&]
                            {
                                auto tmp221 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(832L + x2 + 832L*x1 + 1664L*x0));
                                return tmp221;
                            }
                            ;
                            auto tmp222 = tmp61 ? tmp220() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp223 = at::vec::VecMask<float,1>(tmp218 > tmp222);
                            auto tmp224 = at::vec::VecMask<float,1>(tmp218 == tmp222);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp218 != tmp218);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp222 != tmp222);
                            auto tmp227 = (tmp225 > tmp226);
                            auto tmp228 = tmp223.template cast<int32_t,1>();
                            auto tmp229 = tmp227.template cast<int32_t,1>();
                            auto tmp230 = tmp228 | tmp229;
                            auto tmp231 = tmp225.template cast<int32_t,1>();
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp231 & tmp232;
                            auto tmp234 = tmp224.template cast<int32_t,1>();
                            auto tmp235 = tmp233.template cast<int32_t,1>();
                            auto tmp236 = tmp234 | tmp235;
                            auto tmp237 = static_cast<int64_t>(6);
                            auto tmp238 = at::vec::VectorizedN<int64_t,2>(tmp237);
                            auto tmp239 = at::vec::VecMask<int64_t,2>(tmp219 < tmp238);
                            auto tmp240 = tmp236.template cast<int32_t,1>();
                            auto tmp241 = tmp239.template cast<int32_t,1>();
                            auto tmp242 = tmp240 & tmp241;
                            auto tmp243 = tmp230.template cast<int32_t,1>();
                            auto tmp244 = tmp242.template cast<int32_t,1>();
                            auto tmp245 = tmp243 | tmp244;
                            auto tmp246 = decltype(tmp218)::blendv(tmp222, tmp218, tmp245.template cast<float,1>());
                            auto tmp247 = decltype(tmp219)::blendv(tmp238, tmp219, tmp245.template cast<int64_t,2>());
                            auto tmp248 = [&]
                            {
                                auto tmp249 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1664L + x2 + 832L*x1 + 1664L*x0));
                                return tmp249;
                            }
                            ;
                            auto tmp250 = tmp66 ? tmp248() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp251 = at::vec::VecMask<float,1>(tmp246 > tmp250);
                            auto tmp252 = at::vec::VecMask<float,1>(tmp246 == tmp250);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp246 != tmp246);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp250 != tmp250);
                            auto tmp255 = (tmp253 > tmp254);
                            auto tmp256 = tmp251.template cast<int32_t,1>();
                            auto tmp257 = tmp255.template cast<int32_t,1>();
                            auto tmp258 = tmp256 | tmp257;
                            auto tmp259 = tmp253.template cast<int32_t,1>();
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp259 & tmp260;
                            auto tmp262 = tmp252.template cast<int32_t,1>();
                            auto tmp263 = tmp261.template cast<int32_t,1>();
                            auto tmp264 = tmp262 | tmp263;
                            auto tmp265 = static_cast<int64_t>(7);
                            auto tmp266 = at::vec::VectorizedN<int64_t,2>(tmp265);
                            auto tmp267 = at::vec::VecMask<int64_t,2>(tmp247 < tmp266);
                            auto tmp268 = tmp264.template cast<int32_t,1>();
                            auto tmp269 = tmp267.template cast<int32_t,1>();
                            auto tmp270 = tmp268 & tmp269;
                            auto tmp271 = tmp258.template cast<int32_t,1>();
                            auto tmp272 = tmp270.template cast<int32_t,1>();
                            auto tmp273 = tmp271 | tmp272;
                            auto tmp274 = decltype(tmp246)::blendv(tmp250, tmp246, tmp273.template cast<float,1>());
                            auto tmp275 = decltype(tmp247)::blendv(tmp266, tmp247, tmp273.template cast<int64_t,2>());
                            auto tmp276 = [&]
                            {
                                auto tmp277 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2496L + x2 + 832L*x1 + 1664L*x0));
                                return tmp277;
                            }
                            ;
                            auto tmp278 = tmp71 ? tmp276() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp279 = at::vec::VecMask<float,1>(tmp274 > tmp278);
                            auto tmp280 = at::vec::VecMask<float,1>(tmp274 == tmp278);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp274 != tmp274);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp278 != tmp278);
                            auto tmp283 = (tmp281 > tmp282);
                            auto tmp284 = tmp279.template cast<int32_t,1>();
                            auto tmp285 = tmp283.template cast<int32_t,1>();
                            auto tmp286 = tmp284 | tmp285;
                            auto tmp287 = tmp281.template cast<int32_t,1>();
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp287 & tmp288;
                            auto tmp290 = tmp280.template cast<int32_t,1>();
                            auto tmp291 = tmp289.template cast<int32_t,1>();
                            auto tmp292 = tmp290 | tmp291;
                            auto tmp293 = static_cast<int64_t>(8);
                            auto tmp294 = at::vec::VectorizedN<int64_t,2>(tmp293);
                            auto tmp295 = at::vec::VecMask<int64_t,2>(tmp275 < tmp294);
                            auto tmp296 = tmp292.template cast<int32_t,1>();
                            auto tmp297 = tmp295.template cast<int32_t,1>();
                            auto tmp298 = tmp296 & tmp297;
                            auto tmp299 = tmp286.template cast<int32_t,1>();
                            auto tmp300 = tmp298.template cast<int32_t,1>();
                            auto tmp301 = tmp299 | tmp300;
                            auto tmp302 = decltype(tmp274)::blendv(tmp278, tmp274, tmp301.template cast<float,1>());
                            auto tmp303 = decltype(tmp275)::blendv(tmp294, tmp275, tmp301.template cast<int64_t,2>());
                            auto tmp304 = at::vec::convert<int8_t,1,int64_t,2>(tmp303);
                            tmp75.store(out_ptr7 + static_cast<int64_t>(x2 + 832L*x1 + 1664L*x0));
                            tmp304.store(out_ptr8 + static_cast<int64_t>(x2 + 832L*x1 + 1664L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_43 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(0.001);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(832L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(832L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr7 + static_cast<int64_t>(x0 + 832L*x1), static_cast<int64_t>(832L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_44 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(384L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(0.001);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_45 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_46 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(144L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_47 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(0.001);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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


cpp_fused_mean_native_dropout_view_48 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'bool*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       bool* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                    auto tmp7 = in_ptr1[static_cast<int64_t>(4L*x0)];
                    auto tmp8 = in_ptr1[static_cast<int64_t>(1L + 4L*x0)];
                    auto tmp10 = in_ptr1[static_cast<int64_t>(2L + 4L*x0)];
                    auto tmp12 = in_ptr1[static_cast<int64_t>(3L + 4L*x0)];
                    auto tmp1 = x0;
                    auto tmp2 = c10::convert<int32_t>(tmp1);
                    auto tmp3 = normalized_rand_cpu(tmp0, tmp2);
                    auto tmp4 = static_cast<float>(0.2);
                    auto tmp5 = tmp3 > tmp4;
                    auto tmp6 = c10::convert<float>(tmp5);
                    auto tmp9 = float(tmp7 + tmp8);
                    auto tmp11 = float(tmp9 + tmp10);
                    auto tmp13 = float(tmp11 + tmp12);
                    auto tmp14 = static_cast<float>(4.0);
                    auto tmp15 = tmp13 / tmp14;
                    auto tmp16 = float(tmp6 * tmp15);
                    auto tmp17 = static_cast<float>(1.25);
                    auto tmp18 = float(tmp16 * tmp17);
                    out_ptr1[static_cast<int64_t>(x0)] = tmp5;
                    out_ptr2[static_cast<int64_t>(x0)] = tmp18;
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_copy__49 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const int64_t* in_ptr4,
                       const int64_t* in_ptr5,
                       const int64_t* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
                       const int64_t* in_ptr9,
                       const int64_t* in_ptr10,
                       const int64_t* in_ptr11,
                       const int64_t* in_ptr12,
                       const int64_t* in_ptr13,
                       const int64_t* in_ptr14,
                       const int64_t* in_ptr15,
                       const int64_t* in_ptr16,
                       const int64_t* in_ptr17,
                       const int64_t* in_ptr18,
                       const int64_t* in_ptr19,
                       const int64_t* in_ptr20,
                       const int64_t* in_ptr21,
                       const int64_t* in_ptr22,
                       const int64_t* in_ptr23,
                       const int64_t* in_ptr24,
                       const int64_t* in_ptr25,
                       const int64_t* in_ptr26,
                       const int64_t* in_ptr27,
                       const int64_t* in_ptr28,
                       const int64_t* in_ptr29,
                       const int64_t* in_ptr30,
                       const int64_t* in_ptr31,
                       const int64_t* in_ptr32,
                       const int64_t* in_ptr33,
                       const int64_t* in_ptr34,
                       const int64_t* in_ptr35,
                       const int64_t* in_ptr36,
                       const int64_t* in_ptr37,
                       const int64_t* in_ptr38,
                       const int64_t* in_ptr39,
                       const int64_t* in_ptr40,
                       const int64_t* in_ptr41,
                       const int64_t* in_ptr42,
                       const int64_t* in_ptr43,
                       const int64_t* in_ptr44,
                       const int64_t* in_ptr45,
                       const int64_t* in_ptr46,
                       const int64_t* in_ptr47,
                       const int64_t* in_ptr48,
                       const int64_t* in_ptr49,
                       const int64_t* in_ptr50,
                       const int64_t* in_ptr51,
                       const int64_t* in_ptr52,
                       const int64_t* in_ptr53,
                       const int64_t* in_ptr54,
                       const int64_t* in_ptr55,
                       const int64_t* in_ptr56,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr5,
                       int64_t* out_ptr7,
                       int64_t* out_ptr9,
                       int64_t* out_ptr11,
                       int64_t* out_ptr13,
                       int64_t* out_ptr15,
                       int64_t* out_ptr17,
                       int64_t* out_ptr19,
                       int64_t* out_ptr21,
                       int64_t* out_ptr23,
                       int64_t* out_ptr25,
                       int64_t* out_ptr27,
                       int64_t* out_ptr29,
                       int64_t* out_ptr31,
                       int64_t* out_ptr33,
                       int64_t* out_ptr35,
                       int64_t* out_ptr37,
                       int64_t* out_ptr39,
                       int64_t* out_ptr41,
                       int64_t* out_ptr43,
                       int64_t* out_ptr45,
                       int64_t* out_ptr47,
                       int64_t* out_ptr49,
                       int64_t* out_ptr51,
                       int64_t* out_ptr53,
                       int64_t* out_ptr55,
                       int64_t* out_ptr57,
                       int64_t* out_ptr59,
                       int64_t* out_ptr61,
                       int64_t* out_ptr63,
                       int64_t* out_ptr65,
                       int64_t* out_ptr67,
                       int64_t* out_ptr69,
                       int64_t* out_ptr71,
                       int64_t* out_ptr73,
                       int64_t* out_ptr75,
                       int64_t* out_ptr77,
                       int64_t* out_ptr79,
                       int64_t* out_ptr81,
                       int64_t* out_ptr83,
                       int64_t* out_ptr85,
                       int64_t* out_ptr87,
                       int64_t* out_ptr89,
                       int64_t* out_ptr91,
                       int64_t* out_ptr93,
                       int64_t* out_ptr95,
                       int64_t* out_ptr97,
                       int64_t* out_ptr99,
                       int64_t* out_ptr101,
                       int64_t* out_ptr103,
                       int64_t* out_ptr105,
                       int64_t* out_ptr107,
                       int64_t* out_ptr109,
                       int64_t* out_ptr111,
                       int64_t* out_ptr113)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr3[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr5[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr7[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr9[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr5[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr11[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr6[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr13[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr7[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr15[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr8[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr17[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr9[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr19[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr10[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr21[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr11[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr23[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr12[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr25[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr13[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr27[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr14[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr29[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr15[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr31[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr16[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr33[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr17[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr35[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr18[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr37[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr19[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr39[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr20[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr41[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr21[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr43[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr22[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr45[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr23[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr47[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr24[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr49[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr25[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr51[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr26[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr53[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr27[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr55[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr28[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr57[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr29[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr59[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr30[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr61[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr31[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr63[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr32[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr65[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr33[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr67[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr34[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr69[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr35[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr71[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr36[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr73[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr37[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr75[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr38[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr77[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr39[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr79[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr40[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr81[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr41[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr83[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr42[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr85[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr43[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr87[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr44[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr89[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr45[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr91[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr46[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr93[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr47[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr95[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr48[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr97[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr49[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr99[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr50[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr101[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr51[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr103[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr52[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr105[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr53[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr107[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr54[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr109[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr55[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr111[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr56[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr113[static_cast<int64_t>(0L)] = tmp2;
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279, primals_280, primals_281, primals_282, primals_283, primals_284, primals_285, primals_286, primals_287, primals_288, primals_289, primals_290, primals_291, primals_292, primals_293, primals_294, primals_295, primals_296, primals_297, primals_298, primals_299, primals_300, primals_301, primals_302, primals_303, primals_304, primals_305, primals_306, primals_307, primals_308, primals_309, primals_310, primals_311, primals_312, primals_313, primals_314, primals_315, primals_316, primals_317, primals_318, primals_319, primals_320, primals_321, primals_322, primals_323, primals_324, primals_325, primals_326, primals_327, primals_328, primals_329, primals_330, primals_331, primals_332, primals_333, primals_334, primals_335, primals_336, primals_337, primals_338, primals_339, primals_340, primals_341, primals_342, primals_343, primals_344, primals_345 = args
        args.clear()
        assert_size_stride(primals_1, (64, 3, 7, 7), (147, 49, 7, 1), 'input')
        buf0 = empty_strided_cpu((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
        assert_size_stride(primals_2, (1, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf1 = empty_strided_cpu((1, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(primals_14, (192, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((192, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        assert_size_stride(primals_32, (128, 96, 3, 3), (864, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((128, 96, 3, 3), (864, 1, 288, 96), torch.float32)
        assert_size_stride(primals_44, (32, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf4 = empty_strided_cpu((32, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_68, (192, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf5 = empty_strided_cpu((192, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        assert_size_stride(primals_80, (96, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf6 = empty_strided_cpu((96, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_104, (208, 96, 3, 3), (864, 9, 3, 1), 'input')
        buf7 = empty_strided_cpu((208, 96, 3, 3), (864, 1, 288, 96), torch.float32)
        assert_size_stride(primals_116, (48, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf8 = empty_strided_cpu((48, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_140, (224, 112, 3, 3), (1008, 9, 3, 1), 'input')
        buf9 = empty_strided_cpu((224, 112, 3, 3), (1008, 1, 336, 112), torch.float32)
        assert_size_stride(primals_152, (64, 24, 3, 3), (216, 9, 3, 1), 'input')
        buf10 = empty_strided_cpu((64, 24, 3, 3), (216, 1, 72, 24), torch.float32)
        assert_size_stride(primals_176, (256, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf11 = empty_strided_cpu((256, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        assert_size_stride(primals_188, (64, 24, 3, 3), (216, 9, 3, 1), 'input')
        buf12 = empty_strided_cpu((64, 24, 3, 3), (216, 1, 72, 24), torch.float32)
        assert_size_stride(primals_212, (288, 144, 3, 3), (1296, 9, 3, 1), 'input')
        buf13 = empty_strided_cpu((288, 144, 3, 3), (1296, 1, 432, 144), torch.float32)
        assert_size_stride(primals_224, (64, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf14 = empty_strided_cpu((64, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_248, (320, 160, 3, 3), (1440, 9, 3, 1), 'input')
        buf15 = empty_strided_cpu((320, 160, 3, 3), (1440, 1, 480, 160), torch.float32)
        assert_size_stride(primals_260, (128, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf16 = empty_strided_cpu((128, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_284, (320, 160, 3, 3), (1440, 9, 3, 1), 'input')
        buf17 = empty_strided_cpu((320, 160, 3, 3), (1440, 1, 480, 160), torch.float32)
        assert_size_stride(primals_296, (128, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf18 = empty_strided_cpu((128, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(primals_320, (384, 192, 3, 3), (1728, 9, 3, 1), 'input')
        buf19 = empty_strided_cpu((384, 192, 3, 3), (1728, 1, 576, 192), torch.float32)
        assert_size_stride(primals_332, (128, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf20 = empty_strided_cpu((128, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        cpp_fused_0(primals_1, primals_2, primals_14, primals_32, primals_44, primals_68, primals_80, primals_104, primals_116, primals_140, primals_152, primals_176, primals_188, primals_212, primals_224, primals_248, primals_260, primals_284, primals_296, primals_320, primals_332, buf0, buf1, buf2, buf3, buf4, buf5, buf6, buf7, buf8, buf9, buf10, buf11, buf12, buf13, buf14, buf15, buf16, buf17, buf18, buf19, buf20)
        del primals_1
        del primals_104
        del primals_116
        del primals_14
        del primals_140
        del primals_152
        del primals_176
        del primals_188
        del primals_2
        del primals_212
        del primals_224
        del primals_248
        del primals_260
        del primals_284
        del primals_296
        del primals_32
        del primals_320
        del primals_332
        del primals_44
        del primals_68
        del primals_80
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        buf21 = extern_kernels.convolution(buf1, buf0, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf21, (1, 64, 32, 32), (65536, 1, 2048, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_4, primals_5), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf22 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf23 = buf22; del buf22  # reuse
        buf24 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf25 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride_grouped((primals_6, primals_7), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf26 = empty_strided_cpu((1, 64, 32, 32), (65536, 1, 2048, 64), torch.float32)
        buf27 = empty_strided_cpu((1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        buf28 = empty_strided_cpu((1, 64, 16, 16), (16384, 1, 1024, 64), torch.int8)
        assert_size_stride(primals_8, (64, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1(buf23, buf21, primals_4, primals_5, primals_6, primals_7, primals_4, buf24, buf25, primals_5, buf26, buf27, buf28)
        del buf26
        del primals_4
        del primals_5
        # Topologically Sorted Source Nodes: [x_4], Original ATen: [aten.convolution]
        buf29 = extern_kernels.convolution(buf27, reinterpret_tensor(primals_8, (64, 64, 1, 1), (64, 1, 64, 64), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf29, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_10, primals_11), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf30 = buf24; del buf24  # reuse
        buf31 = buf30; del buf30  # reuse
        buf32 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf33 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride_grouped((primals_12, primals_13), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf34 = empty_strided_cpu((1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_2(buf31, buf29, primals_10, primals_11, primals_12, primals_13, primals_10, buf32, buf33, primals_11, buf34)
        del primals_10
        del primals_11
        del primals_13
        # Topologically Sorted Source Nodes: [x_7], Original ATen: [aten.convolution]
        buf35 = extern_kernels.convolution(buf34, buf2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf35, (1, 192, 16, 16), (49152, 1, 3072, 192), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_16, primals_17), ((192, ), (192, )), ((1, ), (1, )), 'input')
        buf36 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf37 = buf36; del buf36  # reuse
        buf38 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf39 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        assert_size_stride_grouped((primals_18, primals_19), ((192, ), (192, )), ((1, ), (1, )), 'input')
        buf40 = empty_strided_cpu((1, 192, 16, 16), (49152, 1, 3072, 192), torch.float32)
        buf41 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        buf42 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.int8)
        assert_size_stride(primals_20, (64, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_3(buf37, buf35, primals_16, primals_17, primals_18, primals_19, primals_16, buf38, buf39, primals_17, buf40, buf41, buf42)
        del buf40
        del primals_16
        del primals_17
        # Topologically Sorted Source Nodes: [x_11], Original ATen: [aten.convolution]
        buf43 = extern_kernels.convolution(buf41, reinterpret_tensor(primals_20, (64, 192, 1, 1), (192, 1, 192, 192), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf43, (1, 64, 8, 8), (4096, 1, 512, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_22, primals_24, primals_25, primals_23), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf44 = buf32; del buf32  # reuse
        buf45 = buf44; del buf44  # reuse
        buf46 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf47 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf81 = empty_strided_cpu((1, 256, 8, 8), (16384, 64, 8, 1), torch.float32)
        buf77 = reinterpret_tensor(buf81, (1, 64, 8, 8), (16384, 64, 8, 1), 0)  # alias
        assert_size_stride(primals_26, (96, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_4(buf45, buf43, primals_22, primals_24, primals_25, primals_23, primals_22, buf46, buf47, buf77, primals_23)
        del primals_22
        del primals_23
        # Topologically Sorted Source Nodes: [x_13], Original ATen: [aten.convolution]
        buf48 = extern_kernels.convolution(buf41, reinterpret_tensor(primals_26, (96, 192, 1, 1), (192, 1, 192, 192), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf48, (1, 96, 8, 8), (6144, 1, 768, 96), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_28, primals_29), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf49 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf50 = buf49; del buf49  # reuse
        buf51 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf52 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        assert_size_stride_grouped((primals_30, primals_31), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf53 = empty_strided_cpu((1, 96, 8, 8), (6144, 1, 768, 96), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_5(buf50, buf48, primals_28, primals_29, primals_30, primals_31, primals_28, buf51, buf52, primals_29, buf53)
        del primals_28
        del primals_29
        del primals_31
        # Topologically Sorted Source Nodes: [x_15], Original ATen: [aten.convolution]
        buf54 = extern_kernels.convolution(buf53, buf3, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf54, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_34, primals_36, primals_37, primals_35), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf55 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf56 = buf55; del buf55  # reuse
        buf57 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf58 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf78 = reinterpret_tensor(buf81, (1, 128, 8, 8), (16384, 64, 8, 1), 4096)  # alias
        assert_size_stride(primals_38, (16, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_6(buf56, buf54, primals_34, primals_36, primals_37, primals_35, primals_34, buf57, buf58, buf78, primals_35)
        del primals_34
        del primals_35
        # Topologically Sorted Source Nodes: [x_17], Original ATen: [aten.convolution]
        buf59 = extern_kernels.convolution(buf41, reinterpret_tensor(primals_38, (16, 192, 1, 1), (192, 1, 192, 192), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf59, (1, 16, 8, 8), (1024, 1, 128, 16), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_40, primals_41), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf60 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf61 = buf60; del buf60  # reuse
        buf62 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf63 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        assert_size_stride_grouped((primals_42, primals_43), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf64 = empty_strided_cpu((1, 16, 8, 8), (1024, 1, 128, 16), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf61, buf59, primals_40, primals_41, primals_42, primals_43, primals_40, buf62, buf63, primals_41, buf64)
        del primals_40
        del primals_41
        del primals_43
        # Topologically Sorted Source Nodes: [x_19], Original ATen: [aten.convolution]
        buf65 = extern_kernels.convolution(buf64, buf4, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf65, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_46, primals_48, primals_49, primals_47), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf66 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf67 = buf66; del buf66  # reuse
        buf68 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf69 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf79 = reinterpret_tensor(buf81, (1, 32, 8, 8), (16384, 64, 8, 1), 12288)  # alias
        buf70 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        buf71 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.int8)
        assert_size_stride(primals_50, (32, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_8(buf67, buf65, primals_46, primals_48, primals_49, primals_47, buf41, primals_46, buf68, buf69, buf79, primals_47, buf70, buf71)
        del primals_46
        del primals_47
        # Topologically Sorted Source Nodes: [x_21], Original ATen: [aten.convolution]
        buf72 = extern_kernels.convolution(buf70, reinterpret_tensor(primals_50, (32, 192, 1, 1), (192, 1, 192, 192), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf72, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_52, primals_54, primals_55, primals_53), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf73 = buf68; del buf68  # reuse
        buf74 = buf73; del buf73  # reuse
        buf75 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf76 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf80 = reinterpret_tensor(buf81, (1, 32, 8, 8), (16384, 64, 8, 1), 14336)  # alias
        buf82 = empty_strided_cpu((1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32)
        assert_size_stride(primals_56, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_9(buf74, buf72, primals_52, primals_54, primals_55, primals_53, buf81, primals_52, buf75, buf76, buf80, primals_53, buf82)
        del buf77
        del buf78
        del buf79
        del buf80
        del primals_52
        del primals_53
        # Topologically Sorted Source Nodes: [x_24], Original ATen: [aten.convolution]
        buf83 = extern_kernels.convolution(buf82, reinterpret_tensor(primals_56, (128, 256, 1, 1), (256, 1, 256, 256), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf83, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_58, primals_60, primals_61, primals_59), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf84 = buf57; del buf57  # reuse
        buf85 = buf84; del buf84  # reuse
        buf86 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf87 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf121 = empty_strided_cpu((1, 480, 8, 8), (30720, 64, 8, 1), torch.float32)
        buf117 = reinterpret_tensor(buf121, (1, 128, 8, 8), (30720, 64, 8, 1), 0)  # alias
        assert_size_stride(primals_62, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_6(buf85, buf83, primals_58, primals_60, primals_61, primals_59, primals_58, buf86, buf87, buf117, primals_59)
        del primals_58
        del primals_59
        # Topologically Sorted Source Nodes: [x_26], Original ATen: [aten.convolution]
        buf88 = extern_kernels.convolution(buf82, reinterpret_tensor(primals_62, (128, 256, 1, 1), (256, 1, 256, 256), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf88, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_64, primals_65), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf89 = buf86; del buf86  # reuse
        buf90 = buf89; del buf89  # reuse
        buf91 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf92 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((primals_66, primals_67), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf93 = empty_strided_cpu((1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_10(buf90, buf88, primals_64, primals_65, primals_66, primals_67, primals_64, buf91, buf92, primals_65, buf93)
        del primals_64
        del primals_65
        del primals_67
        # Topologically Sorted Source Nodes: [x_28], Original ATen: [aten.convolution]
        buf94 = extern_kernels.convolution(buf93, buf5, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf94, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_70, primals_72, primals_73, primals_71), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf95 = buf38; del buf38  # reuse
        buf96 = buf95; del buf95  # reuse
        buf97 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf98 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf118 = reinterpret_tensor(buf121, (1, 192, 8, 8), (30720, 64, 8, 1), 8192)  # alias
        assert_size_stride(primals_74, (32, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_11(buf96, buf94, primals_70, primals_72, primals_73, primals_71, primals_70, buf97, buf98, buf118, primals_71)
        del primals_70
        del primals_71
        # Topologically Sorted Source Nodes: [x_30], Original ATen: [aten.convolution]
        buf99 = extern_kernels.convolution(buf82, reinterpret_tensor(primals_74, (32, 256, 1, 1), (256, 1, 256, 256), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf99, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_76, primals_77), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf100 = buf75; del buf75  # reuse
        buf101 = buf100; del buf100  # reuse
        buf102 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf103 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        assert_size_stride_grouped((primals_78, primals_79), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf104 = empty_strided_cpu((1, 32, 8, 8), (2048, 1, 256, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf101, buf99, primals_76, primals_77, primals_78, primals_79, primals_76, buf102, buf103, primals_77, buf104)
        del primals_76
        del primals_77
        del primals_79
        # Topologically Sorted Source Nodes: [x_32], Original ATen: [aten.convolution]
        buf105 = extern_kernels.convolution(buf104, buf6, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf105, (1, 96, 8, 8), (6144, 1, 768, 96), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_82, primals_84, primals_85, primals_83), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf106 = buf51; del buf51  # reuse
        buf107 = buf106; del buf106  # reuse
        buf108 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf109 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf119 = reinterpret_tensor(buf121, (1, 96, 8, 8), (30720, 64, 8, 1), 20480)  # alias
        buf110 = reinterpret_tensor(buf81, (1, 256, 8, 8), (16384, 1, 2048, 256), 0); del buf81  # reuse
        buf111 = empty_strided_cpu((1, 256, 8, 8), (16384, 1, 2048, 256), torch.int8)
        assert_size_stride(primals_86, (64, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_13(buf107, buf105, primals_82, primals_84, primals_85, primals_83, buf82, primals_82, buf108, buf109, buf119, primals_83, buf110, buf111)
        del primals_82
        del primals_83
        # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten.convolution]
        buf112 = extern_kernels.convolution(buf110, reinterpret_tensor(primals_86, (64, 256, 1, 1), (256, 1, 256, 256), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf112, (1, 64, 8, 8), (4096, 1, 512, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_88, primals_90, primals_91, primals_89), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf113 = buf46; del buf46  # reuse
        buf114 = buf113; del buf113  # reuse
        buf115 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf116 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf120 = reinterpret_tensor(buf121, (1, 64, 8, 8), (30720, 64, 8, 1), 26624)  # alias
        buf122 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32)
        buf123 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.int8)
        assert_size_stride(primals_92, (192, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_14(buf114, buf112, primals_88, primals_90, primals_91, primals_89, buf121, primals_88, buf115, buf116, buf120, primals_89, buf122, buf123)
        del buf117
        del buf118
        del buf119
        del buf120
        del buf121
        del primals_88
        del primals_89
        # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten.convolution]
        buf124 = extern_kernels.convolution(buf122, reinterpret_tensor(primals_92, (192, 480, 1, 1), (480, 1, 480, 480), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf124, (1, 192, 4, 4), (3072, 1, 768, 192), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_94, primals_96, primals_97, primals_95), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf125 = buf97; del buf97  # reuse
        buf126 = buf125; del buf125  # reuse
        buf127 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf128 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf162 = empty_strided_cpu((1, 512, 4, 4), (8192, 16, 4, 1), torch.float32)
        buf158 = reinterpret_tensor(buf162, (1, 192, 4, 4), (8192, 16, 4, 1), 0)  # alias
        assert_size_stride(primals_98, (96, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_15(buf126, buf124, primals_94, primals_96, primals_97, primals_95, primals_94, buf127, buf128, buf158, primals_95)
        del primals_94
        del primals_95
        # Topologically Sorted Source Nodes: [x_40], Original ATen: [aten.convolution]
        buf129 = extern_kernels.convolution(buf122, reinterpret_tensor(primals_98, (96, 480, 1, 1), (480, 1, 480, 480), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf129, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_100, primals_101), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf130 = buf108; del buf108  # reuse
        buf131 = buf130; del buf130  # reuse
        buf132 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf133 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        assert_size_stride_grouped((primals_102, primals_103), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf134 = empty_strided_cpu((1, 96, 4, 4), (1536, 1, 384, 96), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_16(buf131, buf129, primals_100, primals_101, primals_102, primals_103, primals_100, buf132, buf133, primals_101, buf134)
        del buf132
        del primals_100
        del primals_101
        del primals_103
        # Topologically Sorted Source Nodes: [x_42], Original ATen: [aten.convolution]
        buf135 = extern_kernels.convolution(buf134, buf7, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf135, (1, 208, 4, 4), (3328, 1, 832, 208), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_106, primals_108, primals_109, primals_107), ((208, ), (208, ), (208, ), (208, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf136 = empty_strided_cpu((1, 208, 1, 1), (208, 1, 208, 208), torch.float32)
        buf137 = buf136; del buf136  # reuse
        buf138 = empty_strided_cpu((1, 208, 1, 1), (208, 1, 208, 208), torch.float32)
        buf139 = empty_strided_cpu((1, 208, 1, 1), (208, 1, 208, 208), torch.float32)
        buf159 = reinterpret_tensor(buf162, (1, 208, 4, 4), (8192, 16, 4, 1), 3072)  # alias
        assert_size_stride(primals_110, (16, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_17(buf137, buf135, primals_106, primals_108, primals_109, primals_107, primals_106, buf138, buf139, buf159, primals_107)
        del buf138
        del primals_106
        del primals_107
        # Topologically Sorted Source Nodes: [x_44], Original ATen: [aten.convolution]
        buf140 = extern_kernels.convolution(buf122, reinterpret_tensor(primals_110, (16, 480, 1, 1), (480, 1, 480, 480), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf140, (1, 16, 4, 4), (256, 1, 64, 16), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_112, primals_113), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf141 = buf62; del buf62  # reuse
        buf142 = buf141; del buf141  # reuse
        buf143 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf144 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        assert_size_stride_grouped((primals_114, primals_115), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf145 = empty_strided_cpu((1, 16, 4, 4), (256, 1, 64, 16), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_18(buf142, buf140, primals_112, primals_113, primals_114, primals_115, primals_112, buf143, buf144, primals_113, buf145)
        del buf143
        del primals_112
        del primals_113
        del primals_115
        # Topologically Sorted Source Nodes: [x_46], Original ATen: [aten.convolution]
        buf146 = extern_kernels.convolution(buf145, buf8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf146, (1, 48, 4, 4), (768, 1, 192, 48), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_118, primals_120, primals_121, primals_119), ((48, ), (48, ), (48, ), (48, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf147 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        buf148 = buf147; del buf147  # reuse
        buf149 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        buf150 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        buf160 = reinterpret_tensor(buf162, (1, 48, 4, 4), (8192, 16, 4, 1), 6400)  # alias
        buf151 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32)
        buf152 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.int8)
        assert_size_stride(primals_122, (64, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_19(buf148, buf146, primals_118, primals_120, primals_121, primals_119, buf122, primals_118, buf149, buf150, buf160, primals_119, buf151, buf152)
        del primals_118
        del primals_119
        # Topologically Sorted Source Nodes: [x_48], Original ATen: [aten.convolution]
        buf153 = extern_kernels.convolution(buf151, reinterpret_tensor(primals_122, (64, 480, 1, 1), (480, 1, 480, 480), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf153, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_124, primals_126, primals_127, primals_125), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf154 = buf115; del buf115  # reuse
        buf155 = buf154; del buf154  # reuse
        buf156 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf157 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf161 = reinterpret_tensor(buf162, (1, 64, 4, 4), (8192, 16, 4, 1), 7168)  # alias
        buf163 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32)
        assert_size_stride(primals_128, (160, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_20(buf155, buf153, primals_124, primals_126, primals_127, primals_125, buf162, primals_124, buf156, buf157, buf161, primals_125, buf163)
        del buf158
        del buf159
        del buf160
        del buf161
        del primals_124
        del primals_125
        # Topologically Sorted Source Nodes: [x_51], Original ATen: [aten.convolution]
        buf164 = extern_kernels.convolution(buf163, reinterpret_tensor(primals_128, (160, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf164, (1, 160, 4, 4), (2560, 1, 640, 160), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_130, primals_132, primals_133, primals_131), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf165 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf166 = buf165; del buf165  # reuse
        buf167 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf168 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf202 = buf162; del buf162  # reuse
        buf198 = reinterpret_tensor(buf202, (1, 160, 4, 4), (8192, 16, 4, 1), 0)  # alias
        assert_size_stride(primals_134, (112, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_21(buf166, buf164, primals_130, primals_132, primals_133, primals_131, primals_130, buf167, buf168, buf198, primals_131)
        del primals_130
        del primals_131
        # Topologically Sorted Source Nodes: [x_53], Original ATen: [aten.convolution]
        buf169 = extern_kernels.convolution(buf163, reinterpret_tensor(primals_134, (112, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf169, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_136, primals_137), ((112, ), (112, )), ((1, ), (1, )), 'input')
        buf170 = empty_strided_cpu((1, 112, 1, 1), (112, 1, 112, 112), torch.float32)
        buf171 = buf170; del buf170  # reuse
        buf172 = empty_strided_cpu((1, 112, 1, 1), (112, 1, 112, 112), torch.float32)
        buf173 = empty_strided_cpu((1, 112, 1, 1), (112, 1, 112, 112), torch.float32)
        assert_size_stride_grouped((primals_138, primals_139), ((112, ), (112, )), ((1, ), (1, )), 'input')
        buf174 = empty_strided_cpu((1, 112, 4, 4), (1792, 1, 448, 112), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_22(buf171, buf169, primals_136, primals_137, primals_138, primals_139, primals_136, buf172, buf173, primals_137, buf174)
        del primals_136
        del primals_137
        del primals_139
        # Topologically Sorted Source Nodes: [x_55], Original ATen: [aten.convolution]
        buf175 = extern_kernels.convolution(buf174, buf9, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf175, (1, 224, 4, 4), (3584, 1, 896, 224), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_142, primals_144, primals_145, primals_143), ((224, ), (224, ), (224, ), (224, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf176 = empty_strided_cpu((1, 224, 1, 1), (224, 1, 224, 224), torch.float32)
        buf177 = buf176; del buf176  # reuse
        buf178 = empty_strided_cpu((1, 224, 1, 1), (224, 1, 224, 224), torch.float32)
        buf179 = empty_strided_cpu((1, 224, 1, 1), (224, 1, 224, 224), torch.float32)
        buf199 = reinterpret_tensor(buf202, (1, 224, 4, 4), (8192, 16, 4, 1), 2560)  # alias
        assert_size_stride(primals_146, (24, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_23(buf177, buf175, primals_142, primals_144, primals_145, primals_143, primals_142, buf178, buf179, buf199, primals_143)
        del buf178
        del primals_142
        del primals_143
        # Topologically Sorted Source Nodes: [x_57], Original ATen: [aten.convolution]
        buf180 = extern_kernels.convolution(buf163, reinterpret_tensor(primals_146, (24, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf180, (1, 24, 4, 4), (384, 1, 96, 24), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_148, primals_149), ((24, ), (24, )), ((1, ), (1, )), 'input')
        buf181 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf182 = buf181; del buf181  # reuse
        buf183 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf184 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        assert_size_stride_grouped((primals_150, primals_151), ((24, ), (24, )), ((1, ), (1, )), 'input')
        buf185 = empty_strided_cpu((1, 24, 4, 4), (384, 1, 96, 24), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_24(buf182, buf180, primals_148, primals_149, primals_150, primals_151, primals_148, buf183, buf184, primals_149, buf185)
        del primals_148
        del primals_149
        del primals_151
        # Topologically Sorted Source Nodes: [x_59], Original ATen: [aten.convolution]
        buf186 = extern_kernels.convolution(buf185, buf10, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf186, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_154, primals_156, primals_157, primals_155), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf187 = buf156; del buf156  # reuse
        buf188 = buf187; del buf187  # reuse
        buf189 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf190 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf200 = reinterpret_tensor(buf202, (1, 64, 4, 4), (8192, 16, 4, 1), 6144)  # alias
        buf191 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32)
        buf192 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.int8)
        assert_size_stride(primals_158, (64, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_25(buf188, buf186, primals_154, primals_156, primals_157, primals_155, buf163, primals_154, buf189, buf190, buf200, primals_155, buf191, buf192)
        del primals_154
        del primals_155
        # Topologically Sorted Source Nodes: [x_61], Original ATen: [aten.convolution]
        buf193 = extern_kernels.convolution(buf191, reinterpret_tensor(primals_158, (64, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf193, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_160, primals_162, primals_163, primals_161), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf194 = buf189; del buf189  # reuse
        buf195 = buf194; del buf194  # reuse
        buf196 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf197 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf201 = reinterpret_tensor(buf202, (1, 64, 4, 4), (8192, 16, 4, 1), 7168)  # alias
        buf203 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32)
        assert_size_stride(primals_164, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_20(buf195, buf193, primals_160, primals_162, primals_163, primals_161, buf202, primals_160, buf196, buf197, buf201, primals_161, buf203)
        del buf198
        del buf199
        del buf200
        del buf201
        del primals_160
        del primals_161
        # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten.convolution]
        buf204 = extern_kernels.convolution(buf203, reinterpret_tensor(primals_164, (128, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf204, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_166, primals_168, primals_169, primals_167), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf205 = buf91; del buf91  # reuse
        buf206 = buf205; del buf205  # reuse
        buf207 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf208 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf242 = buf202; del buf202  # reuse
        buf238 = reinterpret_tensor(buf242, (1, 128, 4, 4), (8192, 16, 4, 1), 0)  # alias
        assert_size_stride(primals_170, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_26(buf206, buf204, primals_166, primals_168, primals_169, primals_167, primals_166, buf207, buf208, buf238, primals_167)
        del primals_166
        del primals_167
        # Topologically Sorted Source Nodes: [x_66], Original ATen: [aten.convolution]
        buf209 = extern_kernels.convolution(buf203, reinterpret_tensor(primals_170, (128, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf209, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_172, primals_173), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf210 = buf207; del buf207  # reuse
        buf211 = buf210; del buf210  # reuse
        buf212 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf213 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((primals_174, primals_175), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf214 = empty_strided_cpu((1, 128, 4, 4), (2048, 1, 512, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_27(buf211, buf209, primals_172, primals_173, primals_174, primals_175, primals_172, buf212, buf213, primals_173, buf214)
        del primals_172
        del primals_173
        del primals_175
        # Topologically Sorted Source Nodes: [x_68], Original ATen: [aten.convolution]
        buf215 = extern_kernels.convolution(buf214, buf11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf215, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_178, primals_180, primals_181, primals_179), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf216 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf217 = buf216; del buf216  # reuse
        buf218 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf219 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf239 = reinterpret_tensor(buf242, (1, 256, 4, 4), (8192, 16, 4, 1), 2048)  # alias
        assert_size_stride(primals_182, (24, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_28(buf217, buf215, primals_178, primals_180, primals_181, primals_179, primals_178, buf218, buf219, buf239, primals_179)
        del primals_178
        del primals_179
        # Topologically Sorted Source Nodes: [x_70], Original ATen: [aten.convolution]
        buf220 = extern_kernels.convolution(buf203, reinterpret_tensor(primals_182, (24, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf220, (1, 24, 4, 4), (384, 1, 96, 24), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_184, primals_185), ((24, ), (24, )), ((1, ), (1, )), 'input')
        buf221 = buf183; del buf183  # reuse
        buf222 = buf221; del buf221  # reuse
        buf223 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf224 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        assert_size_stride_grouped((primals_186, primals_187), ((24, ), (24, )), ((1, ), (1, )), 'input')
        buf225 = empty_strided_cpu((1, 24, 4, 4), (384, 1, 96, 24), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_24(buf222, buf220, primals_184, primals_185, primals_186, primals_187, primals_184, buf223, buf224, primals_185, buf225)
        del buf223
        del primals_184
        del primals_185
        del primals_187
        # Topologically Sorted Source Nodes: [x_72], Original ATen: [aten.convolution]
        buf226 = extern_kernels.convolution(buf225, buf12, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf226, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_190, primals_192, primals_193, primals_191), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf227 = buf196; del buf196  # reuse
        buf228 = buf227; del buf227  # reuse
        buf229 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf230 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf240 = reinterpret_tensor(buf242, (1, 64, 4, 4), (8192, 16, 4, 1), 6144)  # alias
        buf231 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32)
        buf232 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.int8)
        assert_size_stride(primals_194, (64, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_25(buf228, buf226, primals_190, primals_192, primals_193, primals_191, buf203, primals_190, buf229, buf230, buf240, primals_191, buf231, buf232)
        del primals_190
        del primals_191
        # Topologically Sorted Source Nodes: [x_74], Original ATen: [aten.convolution]
        buf233 = extern_kernels.convolution(buf231, reinterpret_tensor(primals_194, (64, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf233, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_196, primals_198, primals_199, primals_197), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf234 = buf229; del buf229  # reuse
        buf235 = buf234; del buf234  # reuse
        buf236 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf237 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf241 = reinterpret_tensor(buf242, (1, 64, 4, 4), (8192, 16, 4, 1), 7168)  # alias
        buf243 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32)
        assert_size_stride(primals_200, (112, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_20(buf235, buf233, primals_196, primals_198, primals_199, primals_197, buf242, primals_196, buf236, buf237, buf241, primals_197, buf243)
        del buf238
        del buf239
        del buf240
        del buf241
        del primals_196
        del primals_197
        # Topologically Sorted Source Nodes: [x_77], Original ATen: [aten.convolution]
        buf244 = extern_kernels.convolution(buf243, reinterpret_tensor(primals_200, (112, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf244, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_202, primals_204, primals_205, primals_203), ((112, ), (112, ), (112, ), (112, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf245 = buf172; del buf172  # reuse
        buf246 = buf245; del buf245  # reuse
        buf247 = empty_strided_cpu((1, 112, 1, 1), (112, 1, 112, 112), torch.float32)
        buf248 = empty_strided_cpu((1, 112, 1, 1), (112, 1, 112, 112), torch.float32)
        buf282 = empty_strided_cpu((1, 528, 4, 4), (8448, 16, 4, 1), torch.float32)
        buf278 = reinterpret_tensor(buf282, (1, 112, 4, 4), (8448, 16, 4, 1), 0)  # alias
        assert_size_stride(primals_206, (144, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_29(buf246, buf244, primals_202, primals_204, primals_205, primals_203, primals_202, buf247, buf248, buf278, primals_203)
        del buf247
        del primals_202
        del primals_203
        # Topologically Sorted Source Nodes: [x_79], Original ATen: [aten.convolution]
        buf249 = extern_kernels.convolution(buf243, reinterpret_tensor(primals_206, (144, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf249, (1, 144, 4, 4), (2304, 1, 576, 144), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_208, primals_209), ((144, ), (144, )), ((1, ), (1, )), 'input')
        buf250 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        buf251 = buf250; del buf250  # reuse
        buf252 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        buf253 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        assert_size_stride_grouped((primals_210, primals_211), ((144, ), (144, )), ((1, ), (1, )), 'input')
        buf254 = empty_strided_cpu((1, 144, 4, 4), (2304, 1, 576, 144), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_30(buf251, buf249, primals_208, primals_209, primals_210, primals_211, primals_208, buf252, buf253, primals_209, buf254)
        del buf252
        del primals_208
        del primals_209
        del primals_211
        # Topologically Sorted Source Nodes: [x_81], Original ATen: [aten.convolution]
        buf255 = extern_kernels.convolution(buf254, buf13, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf255, (1, 288, 4, 4), (4608, 1, 1152, 288), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_214, primals_216, primals_217, primals_215), ((288, ), (288, ), (288, ), (288, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf256 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        buf257 = buf256; del buf256  # reuse
        buf258 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        buf259 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        buf279 = reinterpret_tensor(buf282, (1, 288, 4, 4), (8448, 16, 4, 1), 1792)  # alias
        assert_size_stride(primals_218, (32, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_31(buf257, buf255, primals_214, primals_216, primals_217, primals_215, primals_214, buf258, buf259, buf279, primals_215)
        del buf258
        del primals_214
        del primals_215
        # Topologically Sorted Source Nodes: [x_83], Original ATen: [aten.convolution]
        buf260 = extern_kernels.convolution(buf243, reinterpret_tensor(primals_218, (32, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf260, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_220, primals_221), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf261 = buf102; del buf102  # reuse
        buf262 = buf261; del buf261  # reuse
        buf263 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf264 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        assert_size_stride_grouped((primals_222, primals_223), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf265 = empty_strided_cpu((1, 32, 4, 4), (512, 1, 128, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_32(buf262, buf260, primals_220, primals_221, primals_222, primals_223, primals_220, buf263, buf264, primals_221, buf265)
        del primals_220
        del primals_221
        del primals_223
        # Topologically Sorted Source Nodes: [x_85], Original ATen: [aten.convolution]
        buf266 = extern_kernels.convolution(buf265, buf14, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf266, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_226, primals_228, primals_229, primals_227), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf267 = buf236; del buf236  # reuse
        buf268 = buf267; del buf267  # reuse
        buf269 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf270 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf280 = reinterpret_tensor(buf282, (1, 64, 4, 4), (8448, 16, 4, 1), 6400)  # alias
        buf271 = reinterpret_tensor(buf242, (1, 512, 4, 4), (8192, 1, 2048, 512), 0); del buf242  # reuse
        buf272 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.int8)
        assert_size_stride(primals_230, (64, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_25(buf268, buf266, primals_226, primals_228, primals_229, primals_227, buf243, primals_226, buf269, buf270, buf280, primals_227, buf271, buf272)
        del primals_226
        del primals_227
        # Topologically Sorted Source Nodes: [x_87], Original ATen: [aten.convolution]
        buf273 = extern_kernels.convolution(buf271, reinterpret_tensor(primals_230, (64, 512, 1, 1), (512, 1, 512, 512), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf273, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_232, primals_234, primals_235, primals_233), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf274 = buf269; del buf269  # reuse
        buf275 = buf274; del buf274  # reuse
        buf276 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf277 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf281 = reinterpret_tensor(buf282, (1, 64, 4, 4), (8448, 16, 4, 1), 7424)  # alias
        buf283 = empty_strided_cpu((1, 528, 4, 4), (8448, 1, 2112, 528), torch.float32)
        assert_size_stride(primals_236, (256, 528, 1, 1), (528, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_33(buf275, buf273, primals_232, primals_234, primals_235, primals_233, buf282, primals_232, buf276, buf277, buf281, primals_233, buf283)
        del buf276
        del buf278
        del buf279
        del buf280
        del buf281
        del primals_232
        del primals_233
        # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten.convolution]
        buf284 = extern_kernels.convolution(buf283, reinterpret_tensor(primals_236, (256, 528, 1, 1), (528, 1, 528, 528), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf284, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_238, primals_240, primals_241, primals_239), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf285 = buf218; del buf218  # reuse
        buf286 = buf285; del buf285  # reuse
        buf287 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf288 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf322 = empty_strided_cpu((1, 832, 4, 4), (13312, 16, 4, 1), torch.float32)
        buf318 = reinterpret_tensor(buf322, (1, 256, 4, 4), (13312, 16, 4, 1), 0)  # alias
        assert_size_stride(primals_242, (160, 528, 1, 1), (528, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_28(buf286, buf284, primals_238, primals_240, primals_241, primals_239, primals_238, buf287, buf288, buf318, primals_239)
        del primals_238
        del primals_239
        # Topologically Sorted Source Nodes: [x_92], Original ATen: [aten.convolution]
        buf289 = extern_kernels.convolution(buf283, reinterpret_tensor(primals_242, (160, 528, 1, 1), (528, 1, 528, 528), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf289, (1, 160, 4, 4), (2560, 1, 640, 160), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_244, primals_245), ((160, ), (160, )), ((1, ), (1, )), 'input')
        buf290 = buf167; del buf167  # reuse
        buf291 = buf290; del buf290  # reuse
        buf292 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf293 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        assert_size_stride_grouped((primals_246, primals_247), ((160, ), (160, )), ((1, ), (1, )), 'input')
        buf294 = empty_strided_cpu((1, 160, 4, 4), (2560, 1, 640, 160), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_34(buf291, buf289, primals_244, primals_245, primals_246, primals_247, primals_244, buf292, buf293, primals_245, buf294)
        del primals_244
        del primals_245
        del primals_247
        # Topologically Sorted Source Nodes: [x_94], Original ATen: [aten.convolution]
        buf295 = extern_kernels.convolution(buf294, buf15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf295, (1, 320, 4, 4), (5120, 1, 1280, 320), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_250, primals_252, primals_253, primals_251), ((320, ), (320, ), (320, ), (320, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf296 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf297 = buf296; del buf296  # reuse
        buf298 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf299 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf319 = reinterpret_tensor(buf322, (1, 320, 4, 4), (13312, 16, 4, 1), 4096)  # alias
        assert_size_stride(primals_254, (32, 528, 1, 1), (528, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_35(buf297, buf295, primals_250, primals_252, primals_253, primals_251, primals_250, buf298, buf299, buf319, primals_251)
        del primals_250
        del primals_251
        # Topologically Sorted Source Nodes: [x_96], Original ATen: [aten.convolution]
        buf300 = extern_kernels.convolution(buf283, reinterpret_tensor(primals_254, (32, 528, 1, 1), (528, 1, 528, 528), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf300, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_256, primals_257), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf301 = buf263; del buf263  # reuse
        buf302 = buf301; del buf301  # reuse
        buf303 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf304 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        assert_size_stride_grouped((primals_258, primals_259), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf305 = empty_strided_cpu((1, 32, 4, 4), (512, 1, 128, 32), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_32(buf302, buf300, primals_256, primals_257, primals_258, primals_259, primals_256, buf303, buf304, primals_257, buf305)
        del primals_256
        del primals_257
        del primals_259
        # Topologically Sorted Source Nodes: [x_98], Original ATen: [aten.convolution]
        buf306 = extern_kernels.convolution(buf305, buf16, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf306, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_262, primals_264, primals_265, primals_263), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf307 = buf212; del buf212  # reuse
        buf308 = buf307; del buf307  # reuse
        buf309 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf310 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf320 = reinterpret_tensor(buf322, (1, 128, 4, 4), (13312, 16, 4, 1), 9216)  # alias
        buf311 = reinterpret_tensor(buf282, (1, 528, 4, 4), (8448, 1, 2112, 528), 0); del buf282  # reuse
        buf312 = empty_strided_cpu((1, 528, 4, 4), (8448, 1, 2112, 528), torch.int8)
        assert_size_stride(primals_266, (128, 528, 1, 1), (528, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_36(buf308, buf306, primals_262, primals_264, primals_265, primals_263, buf283, primals_262, buf309, buf310, buf320, primals_263, buf311, buf312)
        del primals_262
        del primals_263
        # Topologically Sorted Source Nodes: [x_100], Original ATen: [aten.convolution]
        buf313 = extern_kernels.convolution(buf311, reinterpret_tensor(primals_266, (128, 528, 1, 1), (528, 1, 528, 528), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf313, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_268, primals_270, primals_271, primals_269), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf314 = buf309; del buf309  # reuse
        buf315 = buf314; del buf314  # reuse
        buf316 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf317 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf321 = reinterpret_tensor(buf322, (1, 128, 4, 4), (13312, 16, 4, 1), 11264)  # alias
        buf323 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32)
        buf324 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.int8)
        assert_size_stride(primals_272, (256, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_37(buf315, buf313, primals_268, primals_270, primals_271, primals_269, buf322, primals_268, buf316, buf317, buf321, primals_269, buf323, buf324)
        del buf318
        del buf319
        del buf320
        del buf321
        del buf322
        del primals_268
        del primals_269
        # Topologically Sorted Source Nodes: [x_104], Original ATen: [aten.convolution]
        buf325 = extern_kernels.convolution(buf323, reinterpret_tensor(primals_272, (256, 832, 1, 1), (832, 1, 832, 832), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf325, (1, 256, 2, 2), (1024, 1, 512, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_274, primals_275, primals_276, primals_277), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf326 = buf287; del buf287  # reuse
        buf327 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf351 = empty_strided_cpu((1, 832, 2, 2), (3328, 4, 2, 1), torch.float32)
        buf347 = reinterpret_tensor(buf351, (1, 256, 2, 2), (3328, 4, 2, 1), 0)  # alias
        assert_size_stride(primals_278, (160, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_38(buf325, primals_274, primals_275, primals_276, primals_277, buf326, buf327, primals_274, primals_275, buf347)
        del buf326
        del buf327
        del primals_274
        del primals_275
        # Topologically Sorted Source Nodes: [x_106], Original ATen: [aten.convolution]
        buf328 = extern_kernels.convolution(buf323, reinterpret_tensor(primals_278, (160, 832, 1, 1), (832, 1, 832, 832), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf328, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_280, primals_281), ((160, ), (160, )), ((1, ), (1, )), 'input')
        buf329 = buf292; del buf292  # reuse
        buf330 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        assert_size_stride_grouped((primals_282, primals_283), ((160, ), (160, )), ((1, ), (1, )), 'input')
        buf331 = empty_strided_cpu((1, 160, 2, 2), (640, 1, 320, 160), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_39(buf328, primals_280, primals_281, primals_282, primals_283, buf329, buf330, primals_280, primals_281, buf331)
        del buf329
        del buf330
        del primals_280
        del primals_281
        del primals_283
        # Topologically Sorted Source Nodes: [x_108], Original ATen: [aten.convolution]
        buf332 = extern_kernels.convolution(buf331, buf17, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf332, (1, 320, 2, 2), (1280, 1, 640, 320), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_286, primals_287, primals_288, primals_289), ((320, ), (320, ), (320, ), (320, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf333 = buf298; del buf298  # reuse
        buf334 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf348 = reinterpret_tensor(buf351, (1, 320, 2, 2), (3328, 4, 2, 1), 1024)  # alias
        assert_size_stride(primals_290, (32, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_40(buf332, primals_286, primals_287, primals_288, primals_289, buf333, buf334, primals_286, primals_287, buf348)
        del buf333
        del buf334
        del primals_286
        del primals_287
        # Topologically Sorted Source Nodes: [x_110], Original ATen: [aten.convolution]
        buf335 = extern_kernels.convolution(buf323, reinterpret_tensor(primals_290, (32, 832, 1, 1), (832, 1, 832, 832), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf335, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_292, primals_293), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf336 = buf303; del buf303  # reuse
        buf337 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        assert_size_stride_grouped((primals_294, primals_295), ((32, ), (32, )), ((1, ), (1, )), 'input')
        buf338 = reinterpret_tensor(buf316, (1, 32, 2, 2), (128, 1, 64, 32), 0); del buf316  # reuse
        cpp_fused__native_batch_norm_legit_functional_copy__relu_41(buf335, primals_292, primals_293, primals_294, primals_295, buf336, buf337, primals_292, primals_293, buf338)
        del buf336
        del buf337
        del primals_292
        del primals_293
        del primals_295
        # Topologically Sorted Source Nodes: [x_112], Original ATen: [aten.convolution]
        buf339 = extern_kernels.convolution(buf338, buf18, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf339, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_298, primals_299, primals_300, primals_301), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf340 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf341 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf349 = reinterpret_tensor(buf351, (1, 128, 2, 2), (3328, 4, 2, 1), 2304)  # alias
        buf342 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32)
        buf343 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.int8)
        assert_size_stride(primals_302, (128, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_42(buf339, primals_298, primals_299, primals_300, primals_301, buf323, buf340, buf341, primals_298, primals_299, buf349, buf342, buf343)
        del primals_298
        del primals_299
        # Topologically Sorted Source Nodes: [x_114], Original ATen: [aten.convolution]
        buf344 = extern_kernels.convolution(buf342, reinterpret_tensor(primals_302, (128, 832, 1, 1), (832, 1, 832, 832), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf344, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_304, primals_305, primals_306, primals_307), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf345 = buf341; del buf341  # reuse
        buf346 = buf340; del buf340  # reuse
        buf350 = reinterpret_tensor(buf351, (1, 128, 2, 2), (3328, 4, 2, 1), 2816)  # alias
        buf352 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32)
        assert_size_stride(primals_308, (384, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_copy__relu_43(buf344, primals_304, primals_305, primals_306, primals_307, buf351, buf345, buf346, primals_304, primals_305, buf350, buf352)
        del buf347
        del buf348
        del buf349
        del buf350
        del primals_304
        del primals_305
        # Topologically Sorted Source Nodes: [x_117], Original ATen: [aten.convolution]
        buf353 = extern_kernels.convolution(buf352, reinterpret_tensor(primals_308, (384, 832, 1, 1), (832, 1, 832, 832), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf353, (1, 384, 2, 2), (1536, 1, 768, 384), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_310, primals_311, primals_312, primals_313), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf354 = empty_strided_cpu((1, 384, 1, 1), (384, 1, 384, 384), torch.float32)
        buf355 = empty_strided_cpu((1, 384, 1, 1), (384, 1, 384, 384), torch.float32)
        buf379 = empty_strided_cpu((1, 1024, 2, 2), (4096, 4, 2, 1), torch.float32)
        buf375 = reinterpret_tensor(buf379, (1, 384, 2, 2), (4096, 4, 2, 1), 0)  # alias
        assert_size_stride(primals_314, (192, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_44(buf353, primals_310, primals_311, primals_312, primals_313, buf354, buf355, primals_310, primals_311, buf375)
        del primals_310
        del primals_311
        # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten.convolution]
        buf356 = extern_kernels.convolution(buf352, reinterpret_tensor(primals_314, (192, 832, 1, 1), (832, 1, 832, 832), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf356, (1, 192, 2, 2), (768, 1, 384, 192), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_316, primals_317), ((192, ), (192, )), ((1, ), (1, )), 'input')
        buf357 = buf127; del buf127  # reuse
        buf358 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        assert_size_stride_grouped((primals_318, primals_319), ((192, ), (192, )), ((1, ), (1, )), 'input')
        buf359 = empty_strided_cpu((1, 192, 2, 2), (768, 1, 384, 192), torch.float32)
        cpp_fused__native_batch_norm_legit_functional_copy__relu_45(buf356, primals_316, primals_317, primals_318, primals_319, buf357, buf358, primals_316, primals_317, buf359)
        del buf357
        del primals_316
        del primals_317
        del primals_319
        # Topologically Sorted Source Nodes: [x_121], Original ATen: [aten.convolution]
        buf360 = extern_kernels.convolution(buf359, buf19, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf360, (1, 384, 2, 2), (1536, 1, 768, 384), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_322, primals_323, primals_324, primals_325), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf361 = buf355; del buf355  # reuse
        buf362 = buf354; del buf354  # reuse
        buf376 = reinterpret_tensor(buf379, (1, 384, 2, 2), (4096, 4, 2, 1), 1536)  # alias
        assert_size_stride(primals_326, (48, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_44(buf360, primals_322, primals_323, primals_324, primals_325, buf361, buf362, primals_322, primals_323, buf376)
        del buf361
        del buf362
        del primals_322
        del primals_323
        # Topologically Sorted Source Nodes: [x_123], Original ATen: [aten.convolution]
        buf363 = extern_kernels.convolution(buf352, reinterpret_tensor(primals_326, (48, 832, 1, 1), (832, 1, 832, 832), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf363, (1, 48, 2, 2), (192, 1, 96, 48), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_328, primals_329), ((48, ), (48, )), ((1, ), (1, )), 'input')
        buf364 = buf149; del buf149  # reuse
        buf365 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        assert_size_stride_grouped((primals_330, primals_331), ((48, ), (48, )), ((1, ), (1, )), 'input')
        buf366 = reinterpret_tensor(buf358, (1, 48, 2, 2), (192, 1, 96, 48), 0); del buf358  # reuse
        cpp_fused__native_batch_norm_legit_functional_copy__relu_46(buf363, primals_328, primals_329, primals_330, primals_331, buf364, buf365, primals_328, primals_329, buf366)
        del buf364
        del buf365
        del primals_328
        del primals_329
        del primals_331
        # Topologically Sorted Source Nodes: [x_125], Original ATen: [aten.convolution]
        buf367 = extern_kernels.convolution(buf366, buf20, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf367, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_334, primals_335, primals_336, primals_337), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf368 = buf346; del buf346  # reuse
        buf369 = buf345; del buf345  # reuse
        buf377 = reinterpret_tensor(buf379, (1, 128, 2, 2), (4096, 4, 2, 1), 3072)  # alias
        buf370 = reinterpret_tensor(buf351, (1, 832, 2, 2), (3328, 1, 1664, 832), 0); del buf351  # reuse
        buf371 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.int8)
        assert_size_stride(primals_338, (128, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_42(buf367, primals_334, primals_335, primals_336, primals_337, buf352, buf368, buf369, primals_334, primals_335, buf377, buf370, buf371)
        del primals_334
        del primals_335
        # Topologically Sorted Source Nodes: [x_127], Original ATen: [aten.convolution]
        buf372 = extern_kernels.convolution(buf370, reinterpret_tensor(primals_338, (128, 832, 1, 1), (832, 1, 832, 832), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf372, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_340, primals_341, primals_342, primals_343), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf373 = buf369; del buf369  # reuse
        buf374 = reinterpret_tensor(buf368, (1, 128, 1, 1), (128, 1, 1, 1), 0); del buf368  # reuse
        buf378 = reinterpret_tensor(buf379, (1, 128, 2, 2), (4096, 4, 2, 1), 3584)  # alias
        cpp_fused__native_batch_norm_legit_functional_copy__relu_47(buf372, primals_340, primals_341, primals_342, primals_343, buf373, buf374, primals_340, primals_341, buf378)
        del buf373
        del buf374
        del buf375
        del buf376
        del buf377
        del buf378
        del primals_340
        del primals_341
        buf380 = empty_strided_cpu((1, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [x_132], Original ATen: [aten.native_dropout]
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [1], out=buf380)
        buf382 = empty_strided_cpu((1, 1024), (1024, 1), torch.bool)
        buf383 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((primals_345, primals_344), ((1000, ), (1000, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused_mean_native_dropout_view_48(buf380, buf379, buf382, buf383)
        del buf379
        del buf380
        buf384 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_133], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_345, buf383, reinterpret_tensor(primals_344, (1024, 1000), (1, 1024), 0), alpha=1, beta=1, out=buf384)
        del primals_345
        assert_size_stride(primals_3, (), (), 'input')
        assert_size_stride(primals_9, (), (), 'input')
        assert_size_stride(primals_15, (), (), 'input')
        assert_size_stride(primals_21, (), (), 'input')
        assert_size_stride(primals_27, (), (), 'input')
        assert_size_stride(primals_33, (), (), 'input')
        assert_size_stride(primals_39, (), (), 'input')
        assert_size_stride(primals_45, (), (), 'input')
        assert_size_stride(primals_51, (), (), 'input')
        assert_size_stride(primals_57, (), (), 'input')
        assert_size_stride(primals_63, (), (), 'input')
        assert_size_stride(primals_69, (), (), 'input')
        assert_size_stride(primals_75, (), (), 'input')
        assert_size_stride(primals_81, (), (), 'input')
        assert_size_stride(primals_87, (), (), 'input')
        assert_size_stride(primals_93, (), (), 'input')
        assert_size_stride(primals_99, (), (), 'input')
        assert_size_stride(primals_105, (), (), 'input')
        assert_size_stride(primals_111, (), (), 'input')
        assert_size_stride(primals_117, (), (), 'input')
        assert_size_stride(primals_123, (), (), 'input')
        assert_size_stride(primals_129, (), (), 'input')
        assert_size_stride(primals_135, (), (), 'input')
        assert_size_stride(primals_141, (), (), 'input')
        assert_size_stride(primals_147, (), (), 'input')
        assert_size_stride(primals_153, (), (), 'input')
        assert_size_stride(primals_159, (), (), 'input')
        assert_size_stride(primals_165, (), (), 'input')
        assert_size_stride(primals_171, (), (), 'input')
        assert_size_stride(primals_177, (), (), 'input')
        assert_size_stride(primals_183, (), (), 'input')
        assert_size_stride(primals_189, (), (), 'input')
        assert_size_stride(primals_195, (), (), 'input')
        assert_size_stride(primals_201, (), (), 'input')
        assert_size_stride(primals_207, (), (), 'input')
        assert_size_stride(primals_213, (), (), 'input')
        assert_size_stride(primals_219, (), (), 'input')
        assert_size_stride(primals_225, (), (), 'input')
        assert_size_stride(primals_231, (), (), 'input')
        assert_size_stride(primals_237, (), (), 'input')
        assert_size_stride(primals_243, (), (), 'input')
        assert_size_stride(primals_249, (), (), 'input')
        assert_size_stride(primals_255, (), (), 'input')
        assert_size_stride(primals_261, (), (), 'input')
        assert_size_stride(primals_267, (), (), 'input')
        assert_size_stride(primals_273, (), (), 'input')
        assert_size_stride(primals_279, (), (), 'input')
        assert_size_stride(primals_285, (), (), 'input')
        assert_size_stride(primals_291, (), (), 'input')
        assert_size_stride(primals_297, (), (), 'input')
        assert_size_stride(primals_303, (), (), 'input')
        assert_size_stride(primals_309, (), (), 'input')
        assert_size_stride(primals_315, (), (), 'input')
        assert_size_stride(primals_321, (), (), 'input')
        assert_size_stride(primals_327, (), (), 'input')
        assert_size_stride(primals_333, (), (), 'input')
        assert_size_stride(primals_339, (), (), 'input')
        cpp_fused_add_copy__49(primals_3, primals_9, primals_15, primals_21, primals_27, primals_33, primals_39, primals_45, primals_51, primals_57, primals_63, primals_69, primals_75, primals_81, primals_87, primals_93, primals_99, primals_105, primals_111, primals_117, primals_123, primals_129, primals_135, primals_141, primals_147, primals_153, primals_159, primals_165, primals_171, primals_177, primals_183, primals_189, primals_195, primals_201, primals_207, primals_213, primals_219, primals_225, primals_231, primals_237, primals_243, primals_249, primals_255, primals_261, primals_267, primals_273, primals_279, primals_285, primals_291, primals_297, primals_303, primals_309, primals_315, primals_321, primals_327, primals_333, primals_339, primals_3, primals_9, primals_15, primals_21, primals_27, primals_33, primals_39, primals_45, primals_51, primals_57, primals_63, primals_69, primals_75, primals_81, primals_87, primals_93, primals_99, primals_105, primals_111, primals_117, primals_123, primals_129, primals_135, primals_141, primals_147, primals_153, primals_159, primals_165, primals_171, primals_177, primals_183, primals_189, primals_195, primals_201, primals_207, primals_213, primals_219, primals_225, primals_231, primals_237, primals_243, primals_249, primals_255, primals_261, primals_267, primals_273, primals_279, primals_285, primals_291, primals_297, primals_303, primals_309, primals_315, primals_321, primals_327, primals_333, primals_339)
        del primals_105
        del primals_111
        del primals_117
        del primals_123
        del primals_129
        del primals_135
        del primals_141
        del primals_147
        del primals_15
        del primals_153
        del primals_159
        del primals_165
        del primals_171
        del primals_177
        del primals_183
        del primals_189
        del primals_195
        del primals_201
        del primals_207
        del primals_21
        del primals_213
        del primals_219
        del primals_225
        del primals_231
        del primals_237
        del primals_243
        del primals_249
        del primals_255
        del primals_261
        del primals_267
        del primals_27
        del primals_273
        del primals_279
        del primals_285
        del primals_291
        del primals_297
        del primals_3
        del primals_303
        del primals_309
        del primals_315
        del primals_321
        del primals_327
        del primals_33
        del primals_333
        del primals_339
        del primals_39
        del primals_45
        del primals_51
        del primals_57
        del primals_63
        del primals_69
        del primals_75
        del primals_81
        del primals_87
        del primals_9
        del primals_93
        del primals_99
        return (buf384, buf0, buf1, primals_6, primals_7, primals_8, primals_12, buf2, primals_18, primals_19, primals_20, primals_24, primals_25, primals_26, primals_30, buf3, primals_36, primals_37, primals_38, primals_42, buf4, primals_48, primals_49, primals_50, primals_54, primals_55, primals_56, primals_60, primals_61, primals_62, primals_66, buf5, primals_72, primals_73, primals_74, primals_78, buf6, primals_84, primals_85, primals_86, primals_90, primals_91, primals_92, primals_96, primals_97, primals_98, primals_102, buf7, primals_108, primals_109, primals_110, primals_114, buf8, primals_120, primals_121, primals_122, primals_126, primals_127, primals_128, primals_132, primals_133, primals_134, primals_138, buf9, primals_144, primals_145, primals_146, primals_150, buf10, primals_156, primals_157, primals_158, primals_162, primals_163, primals_164, primals_168, primals_169, primals_170, primals_174, buf11, primals_180, primals_181, primals_182, primals_186, buf12, primals_192, primals_193, primals_194, primals_198, primals_199, primals_200, primals_204, primals_205, primals_206, primals_210, buf13, primals_216, primals_217, primals_218, primals_222, buf14, primals_228, primals_229, primals_230, primals_234, primals_235, primals_236, primals_240, primals_241, primals_242, primals_246, buf15, primals_252, primals_253, primals_254, primals_258, buf16, primals_264, primals_265, primals_266, primals_270, primals_271, primals_272, primals_276, primals_277, primals_278, primals_282, buf17, primals_288, primals_289, primals_290, primals_294, buf18, primals_300, primals_301, primals_302, primals_306, primals_307, primals_308, primals_312, primals_313, primals_314, primals_318, buf19, primals_324, primals_325, primals_326, primals_330, buf20, primals_336, primals_337, primals_338, primals_342, primals_343, primals_344, buf21, buf23, buf25, buf27, buf28, buf29, reinterpret_tensor(buf33, (64, ), (1, ), 0), buf34, buf35, buf37, buf39, buf41, buf42, buf43, buf45, buf47, buf48, reinterpret_tensor(buf52, (96, ), (1, ), 0), buf53, buf54, buf56, buf58, buf59, reinterpret_tensor(buf63, (16, ), (1, ), 0), buf64, buf65, buf67, buf69, buf70, buf71, buf72, buf74, buf76, buf82, buf83, buf85, buf87, buf88, reinterpret_tensor(buf92, (128, ), (1, ), 0), buf93, buf94, buf96, buf98, buf99, reinterpret_tensor(buf103, (32, ), (1, ), 0), buf104, buf105, buf107, buf109, buf110, buf111, buf112, buf114, buf116, buf122, buf123, buf124, buf126, buf128, buf129, reinterpret_tensor(buf133, (96, ), (1, ), 0), buf134, buf135, buf137, buf139, buf140, reinterpret_tensor(buf144, (16, ), (1, ), 0), buf145, buf146, buf148, buf150, buf151, buf152, buf153, buf155, buf157, buf163, buf164, buf166, buf168, buf169, reinterpret_tensor(buf173, (112, ), (1, ), 0), buf174, buf175, buf177, buf179, buf180, reinterpret_tensor(buf184, (24, ), (1, ), 0), buf185, buf186, buf188, buf190, buf191, buf192, buf193, buf195, buf197, buf203, buf204, buf206, buf208, buf209, reinterpret_tensor(buf213, (128, ), (1, ), 0), buf214, buf215, buf217, buf219, buf220, reinterpret_tensor(buf224, (24, ), (1, ), 0), buf225, buf226, buf228, buf230, buf231, buf232, buf233, buf235, buf237, buf243, buf244, buf246, buf248, buf249, reinterpret_tensor(buf253, (144, ), (1, ), 0), buf254, buf255, buf257, buf259, buf260, reinterpret_tensor(buf264, (32, ), (1, ), 0), buf265, buf266, buf268, buf270, buf271, buf272, buf273, buf275, buf277, buf283, buf284, buf286, buf288, buf289, reinterpret_tensor(buf293, (160, ), (1, ), 0), buf294, buf295, buf297, buf299, buf300, reinterpret_tensor(buf304, (32, ), (1, ), 0), buf305, buf306, buf308, buf310, buf311, buf312, buf313, buf315, buf317, buf323, buf324, buf325, buf328, buf331, buf332, buf335, buf338, buf339, buf342, buf343, buf344, buf352, buf353, buf356, buf359, buf360, buf363, buf366, buf367, buf370, buf371, buf372, buf382, buf383, reinterpret_tensor(buf302, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf291, (1, 160, 1, 1), (160, 1, 1, 1), 0), reinterpret_tensor(buf262, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf251, (1, 144, 1, 1), (144, 1, 1, 1), 0), reinterpret_tensor(buf222, (1, 24, 1, 1), (24, 1, 1, 1), 0), reinterpret_tensor(buf211, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf182, (1, 24, 1, 1), (24, 1, 1, 1), 0), reinterpret_tensor(buf171, (1, 112, 1, 1), (112, 1, 1, 1), 0), reinterpret_tensor(buf142, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf131, (1, 96, 1, 1), (96, 1, 1, 1), 0), reinterpret_tensor(buf101, (1, 32, 1, 1), (32, 1, 1, 1), 0), reinterpret_tensor(buf90, (1, 128, 1, 1), (128, 1, 1, 1), 0), reinterpret_tensor(buf61, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf50, (1, 96, 1, 1), (96, 1, 1, 1), 0), reinterpret_tensor(buf31, (1, 64, 1, 1), (64, 1, 1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((192, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_16 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_22 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((96, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_28 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((128, 96, 3, 3), (864, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_34 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((16, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_40 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((32, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_46 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((32, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_52 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_58 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_64 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((192, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_70 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((32, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_76 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((96, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_82 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((64, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_88 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((192, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_94 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((96, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_100 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((208, 96, 3, 3), (864, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_106 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((16, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_112 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((48, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_118 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((64, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_124 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((160, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_130 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((112, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_136 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((224, 112, 3, 3), (1008, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_142 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    primals_143 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((24, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_148 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_149 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_151 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((64, 24, 3, 3), (216, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_154 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_155 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_157 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_159 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_160 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_161 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_163 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_165 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_166 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_167 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_171 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_172 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_173 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_177 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_178 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_179 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((24, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_183 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_184 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_185 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_187 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((64, 24, 3, 3), (216, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_189 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_190 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_191 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_193 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_195 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_196 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_197 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_199 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((112, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_201 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_202 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_203 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_205 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((144, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_207 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_208 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_209 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_211 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((288, 144, 3, 3), (1296, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_213 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_214 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_215 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_217 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((32, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_219 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_220 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_221 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_223 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((64, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_225 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_226 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_227 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_229 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_231 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_232 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_233 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_235 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((256, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_237 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_238 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_239 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((160, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_243 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_244 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_245 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_246 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_247 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((320, 160, 3, 3), (1440, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_249 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_250 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_251 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_252 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_253 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((32, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_255 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_256 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_257 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_259 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((128, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_261 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_262 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_263 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_265 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((128, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_267 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_268 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_269 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_271 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((256, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_273 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_274 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_275 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_277 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((160, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_279 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_280 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_281 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_283 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_284 = rand_strided((320, 160, 3, 3), (1440, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_285 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_286 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_287 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_289 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_290 = rand_strided((32, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_291 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_292 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_293 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_295 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_296 = rand_strided((128, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_297 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_298 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_299 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_301 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((128, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_303 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_304 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_305 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_306 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_307 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((384, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_309 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_310 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_311 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_312 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_313 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((192, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_315 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_316 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_317 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_318 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_319 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_320 = rand_strided((384, 192, 3, 3), (1728, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_321 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_322 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_323 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_324 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_325 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_326 = rand_strided((48, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_327 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_328 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_329 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_330 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_331 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_332 = rand_strided((128, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_333 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_334 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_335 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_336 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_337 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_338 = rand_strided((128, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_339 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_340 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_341 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_342 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_343 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_344 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_345 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279, primals_280, primals_281, primals_282, primals_283, primals_284, primals_285, primals_286, primals_287, primals_288, primals_289, primals_290, primals_291, primals_292, primals_293, primals_294, primals_295, primals_296, primals_297, primals_298, primals_299, primals_300, primals_301, primals_302, primals_303, primals_304, primals_305, primals_306, primals_307, primals_308, primals_309, primals_310, primals_311, primals_312, primals_313, primals_314, primals_315, primals_316, primals_317, primals_318, primals_319, primals_320, primals_321, primals_322, primals_323, primals_324, primals_325, primals_326, primals_327, primals_328, primals_329, primals_330, primals_331, primals_332, primals_333, primals_334, primals_335, primals_336, primals_337, primals_338, primals_339, primals_340, primals_341, primals_342, primals_343, primals_344, primals_345]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
