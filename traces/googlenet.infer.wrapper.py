# AOT ID: ['9_inference']
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr10)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 216L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 24L*x2 + 216L*x0), static_cast<int64_t>(24L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 216L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr4 + static_cast<int64_t>(x1 + 24L*x2 + 216L*x0), static_cast<int64_t>(24L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 216L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr5 + static_cast<int64_t>(x1 + 24L*x2 + 216L*x0), static_cast<int64_t>(24L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 216L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr5 + static_cast<int64_t>(x1 + 24L*x2 + 216L*x0), static_cast<int64_t>(24L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr7 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr7 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr8 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr9 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr9 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr10 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 4096L*x0));
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
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(64L + x2 + 128L*x1 + 4096L*x0));
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
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(128L + x2 + 128L*x1 + 4096L*x0));
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
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(2048L + x2 + 128L*x1 + 4096L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(2112L + x2 + 128L*x1 + 4096L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(2176L + x2 + 128L*x1 + 4096L*x0));
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
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(4096L + x2 + 128L*x1 + 4096L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(4160L + x2 + 128L*x1 + 4096L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(4224L + x2 + 128L*x1 + 4096L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            tmp75.store(out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 1024L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
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
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 6144L*x0));
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
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(192L + x2 + 384L*x1 + 6144L*x0));
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
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(384L + x2 + 384L*x1 + 6144L*x0));
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
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(3072L + x2 + 384L*x1 + 6144L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(3264L + x2 + 384L*x1 + 6144L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(3456L + x2 + 384L*x1 + 6144L*x0));
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
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(6144L + x2 + 384L*x1 + 6144L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(6336L + x2 + 384L*x1 + 6144L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(6528L + x2 + 384L*x1 + 6144L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            tmp75.store(out_ptr0 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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


cpp_fused__native_batch_norm_legit_no_training_relu_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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


cpp_fused_max_pool2d_with_indices_7 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1728L) + x2 + 192L*x1 + 1536L*x0));
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
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1536L) + x2 + 192L*x1 + 1536L*x0));
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
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1344L) + x2 + 192L*x1 + 1536L*x0));
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
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-192L) + x2 + 192L*x1 + 1536L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(192L + x2 + 192L*x1 + 1536L*x0));
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
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(1344L + x2 + 192L*x1 + 1536L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(1536L + x2 + 192L*x1 + 1536L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(1728L + x2 + 192L*x1 + 1536L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            tmp75.store(out_ptr0 + static_cast<int64_t>(x2 + 192L*x1 + 1536L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr4 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 864L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 96L*x2 + 864L*x0), static_cast<int64_t>(96L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 864L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 96L*x2 + 864L*x0), static_cast<int64_t>(96L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp102[8*8];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                            {
                                auto tmp0 = (-1L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = static_cast<int64_t>(8);
                                auto tmp5 = tmp1 < tmp4;
                                auto tmp6 = tmp3 & tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp4);
                                auto tmp13 = at::vec::VecMask<int64_t,2>(tmp9 < tmp12);
                                auto tmp14 = tmp11 & tmp13;
                                auto tmp15 = at::vec::VecMask<float,1>::from(tmp6);
                                auto tmp16 = tmp15 & tmp14;
                                auto tmp17 = [&]
                                {
                                    auto tmp18 = tmp16.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-9L) + x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp18;
                                }
                                ;
                                auto tmp21 =
                                [&]
                                {
                                    if (tmp16.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp19 = tmp17();
                                        auto tmp20 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp19)::blendv(tmp20, tmp19, tmp16.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp22 = x2;
                                auto tmp23 = c10::convert<int64_t>(tmp22);
                                auto tmp24 = at::vec::VectorizedN<int64_t,2>::arange(tmp23, 1);
                                auto tmp25 = at::vec::VecMask<int64_t,2>(tmp24 >= tmp10);
                                auto tmp26 = at::vec::VecMask<int64_t,2>(tmp24 < tmp12);
                                auto tmp27 = tmp25 & tmp26;
                                auto tmp28 = tmp15 & tmp27;
                                auto tmp29 = [&]
                                {
                                    auto tmp30 = tmp28.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-8L) + x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp30;
                                }
                                ;
                                auto tmp33 =
                                [&]
                                {
                                    if (tmp28.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp31 = tmp29();
                                        auto tmp32 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp31)::blendv(tmp32, tmp31, tmp28.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp34 = at::vec::maximum(tmp21, tmp33);
                                auto tmp35 = 1L + x2;
                                auto tmp36 = c10::convert<int64_t>(tmp35);
                                auto tmp37 = at::vec::VectorizedN<int64_t,2>::arange(tmp36, 1);
                                auto tmp38 = at::vec::VecMask<int64_t,2>(tmp37 >= tmp10);
                                auto tmp39 = at::vec::VecMask<int64_t,2>(tmp37 < tmp12);
                                auto tmp40 = tmp38 & tmp39;
                                auto tmp41 = tmp15 & tmp40;
                                auto tmp42 = [&]
                                {
                                    auto tmp43 = tmp41.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-7L) + x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp43;
                                }
                                ;
                                auto tmp46 =
                                [&]
                                {
                                    if (tmp41.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp44 = tmp42();
                                        auto tmp45 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp44)::blendv(tmp45, tmp44, tmp41.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp47 = at::vec::maximum(tmp34, tmp46);
                                auto tmp48 = x1;
                                auto tmp49 = c10::convert<int64_t>(tmp48);
                                auto tmp50 = tmp49 >= tmp2;
                                auto tmp51 = tmp49 < tmp4;
                                auto tmp52 = tmp50 & tmp51;
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp52);
                                auto tmp54 = tmp53 & tmp14;
                                auto tmp55 = [&]
                                {
                                    auto tmp56 = tmp54.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1L) + x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp56;
                                }
                                ;
                                auto tmp59 =
                                [&]
                                {
                                    if (tmp54.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp57 = tmp55();
                                        auto tmp58 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp57)::blendv(tmp58, tmp57, tmp54.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp60 = at::vec::maximum(tmp47, tmp59);
                                auto tmp61 = tmp53 & tmp27;
                                auto tmp62 = [&]
                                {
                                    auto tmp63 = tmp61.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp63;
                                }
                                ;
                                auto tmp66 =
                                [&]
                                {
                                    if (tmp61.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp64 = tmp62();
                                        auto tmp65 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp64)::blendv(tmp65, tmp64, tmp61.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp67 = at::vec::maximum(tmp60, tmp66);
                                auto tmp68 = tmp53 & tmp40;
                                auto tmp69 = [&]
                                {
                                    auto tmp70 = tmp68.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1L + x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp70;
                                }
                                ;
                                auto tmp73 =
                                [&]
                                {
                                    if (tmp68.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp71 = tmp69();
                                        auto tmp72 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp71)::blendv(tmp72, tmp71, tmp68.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp74 = at::vec::maximum(tmp67, tmp73);
                                auto tmp75 = 1L + x1;
                                auto tmp76 = c10::convert<int64_t>(tmp75);
                                auto tmp77 = tmp76 >= tmp2;
                                auto tmp78 = tmp76 < tmp4;
                                auto tmp79 = tmp77 & tmp78;
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp79);
                                auto tmp81 = tmp80 & tmp14;
                                auto tmp82 = [&]
                                {
                                    auto tmp83 = tmp81.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(7L + x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp83;
                                }
                                ;
                                auto tmp86 =
                                [&]
                                {
                                    if (tmp81.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp84 = tmp82();
                                        auto tmp85 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp84)::blendv(tmp85, tmp84, tmp81.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp87 = at::vec::maximum(tmp74, tmp86);
                                auto tmp88 = tmp80 & tmp27;
                                auto tmp89 = [&]
                                {
                                    auto tmp90 = tmp88.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(8L + x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp90;
                                }
                                ;
                                auto tmp93 =
                                [&]
                                {
                                    if (tmp88.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp91 = tmp89();
                                        auto tmp92 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp91)::blendv(tmp92, tmp91, tmp88.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp94 = at::vec::maximum(tmp87, tmp93);
                                auto tmp95 = tmp80 & tmp40;
                                auto tmp96 = [&]
                                {
                                    auto tmp97 = tmp95.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(9L + x2 + 8L*x1 + 64L*x0 + 64L*x0_inner));
                                    return tmp97;
                                }
                                ;
                                auto tmp100 =
                                [&]
                                {
                                    if (tmp95.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp98 = tmp96();
                                        auto tmp99 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp98)::blendv(tmp99, tmp98, tmp95.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp101 = at::vec::maximum(tmp94, tmp100);
                                tmp101.store(tmp102 + static_cast<int64_t>(8L*x0_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp102, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 256L*x2 + 2048L*x1), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
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
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp3[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp2 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp3 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp3, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_11 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 864L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 96L*x2 + 864L*x0), static_cast<int64_t>(96L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 864L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 96L*x2 + 864L*x0), static_cast<int64_t>(96L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr3 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
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
                            tmp75.store(out_ptr1 + static_cast<int64_t>(x0 + 480L*x2 + 1920L*x1));
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


cpp_fused__native_batch_norm_legit_no_training_relu_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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


cpp_fused__native_batch_norm_legit_no_training_relu_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(208L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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


cpp_fused_max_pool2d_with_indices_18 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-2400L) + x2 + 480L*x1 + 1920L*x0));
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
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1920L) + x2 + 480L*x1 + 1920L*x0));
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
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1440L) + x2 + 480L*x1 + 1920L*x0));
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
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-480L) + x2 + 480L*x1 + 1920L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(x2 + 480L*x1 + 1920L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(480L + x2 + 480L*x1 + 1920L*x0));
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
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(1440L + x2 + 480L*x1 + 1920L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(1920L + x2 + 480L*x1 + 1920L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(2400L + x2 + 480L*x1 + 1920L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            tmp75.store(out_ptr0 + static_cast<int64_t>(x2 + 480L*x1 + 1920L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp102[8*8];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                            {
                                auto tmp0 = (-1L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = static_cast<int64_t>(4);
                                auto tmp5 = tmp1 < tmp4;
                                auto tmp6 = tmp3 & tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp4);
                                auto tmp13 = at::vec::VecMask<int64_t,2>(tmp9 < tmp12);
                                auto tmp14 = tmp11 & tmp13;
                                auto tmp15 = at::vec::VecMask<float,1>::from(tmp6);
                                auto tmp16 = tmp15 & tmp14;
                                auto tmp17 = [&]
                                {
                                    auto tmp18 = tmp16.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>((-5L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp18;
                                }
                                ;
                                auto tmp21 =
                                [&]
                                {
                                    if (tmp16.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp19 = tmp17();
                                        auto tmp20 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp19)::blendv(tmp20, tmp19, tmp16.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp22 = x2;
                                auto tmp23 = c10::convert<int64_t>(tmp22);
                                auto tmp24 = at::vec::VectorizedN<int64_t,2>::arange(tmp23, 1);
                                auto tmp25 = at::vec::VecMask<int64_t,2>(tmp24 >= tmp10);
                                auto tmp26 = at::vec::VecMask<int64_t,2>(tmp24 < tmp12);
                                auto tmp27 = tmp25 & tmp26;
                                auto tmp28 = tmp15 & tmp27;
                                auto tmp29 = [&]
                                {
                                    auto tmp30 = tmp28.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>((-4L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp30;
                                }
                                ;
                                auto tmp33 =
                                [&]
                                {
                                    if (tmp28.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp31 = tmp29();
                                        auto tmp32 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp31)::blendv(tmp32, tmp31, tmp28.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp34 = at::vec::maximum(tmp21, tmp33);
                                auto tmp35 = 1L + x2;
                                auto tmp36 = c10::convert<int64_t>(tmp35);
                                auto tmp37 = at::vec::VectorizedN<int64_t,2>::arange(tmp36, 1);
                                auto tmp38 = at::vec::VecMask<int64_t,2>(tmp37 >= tmp10);
                                auto tmp39 = at::vec::VecMask<int64_t,2>(tmp37 < tmp12);
                                auto tmp40 = tmp38 & tmp39;
                                auto tmp41 = tmp15 & tmp40;
                                auto tmp42 = [&]
                                {
                                    auto tmp43 = tmp41.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>((-3L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp43;
                                }
                                ;
                                auto tmp46 =
                                [&]
                                {
                                    if (tmp41.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp44 = tmp42();
                                        auto tmp45 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp44)::blendv(tmp45, tmp44, tmp41.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp47 = at::vec::maximum(tmp34, tmp46);
                                auto tmp48 = x1;
                                auto tmp49 = c10::convert<int64_t>(tmp48);
                                auto tmp50 = tmp49 >= tmp2;
                                auto tmp51 = tmp49 < tmp4;
                                auto tmp52 = tmp50 & tmp51;
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp52);
                                auto tmp54 = tmp53 & tmp14;
                                auto tmp55 = [&]
                                {
                                    auto tmp56 = tmp54.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>((-1L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp56;
                                }
                                ;
                                auto tmp59 =
                                [&]
                                {
                                    if (tmp54.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp57 = tmp55();
                                        auto tmp58 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp57)::blendv(tmp58, tmp57, tmp54.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp60 = at::vec::maximum(tmp47, tmp59);
                                auto tmp61 = tmp53 & tmp27;
                                auto tmp62 = [&]
                                {
                                    auto tmp63 = tmp61.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp63;
                                }
                                ;
                                auto tmp66 =
                                [&]
                                {
                                    if (tmp61.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp64 = tmp62();
                                        auto tmp65 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp64)::blendv(tmp65, tmp64, tmp61.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp67 = at::vec::maximum(tmp60, tmp66);
                                auto tmp68 = tmp53 & tmp40;
                                auto tmp69 = [&]
                                {
                                    auto tmp70 = tmp68.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>(1L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp70;
                                }
                                ;
                                auto tmp73 =
                                [&]
                                {
                                    if (tmp68.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp71 = tmp69();
                                        auto tmp72 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp71)::blendv(tmp72, tmp71, tmp68.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp74 = at::vec::maximum(tmp67, tmp73);
                                auto tmp75 = 1L + x1;
                                auto tmp76 = c10::convert<int64_t>(tmp75);
                                auto tmp77 = tmp76 >= tmp2;
                                auto tmp78 = tmp76 < tmp4;
                                auto tmp79 = tmp77 & tmp78;
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp79);
                                auto tmp81 = tmp80 & tmp14;
                                auto tmp82 = [&]
                                {
                                    auto tmp83 = tmp81.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>(3L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp83;
                                }
                                ;
                                auto tmp86 =
                                [&]
                                {
                                    if (tmp81.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp84 = tmp82();
                                        auto tmp85 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp84)::blendv(tmp85, tmp84, tmp81.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp87 = at::vec::maximum(tmp74, tmp86);
                                auto tmp88 = tmp80 & tmp27;
                                auto tmp89 = [&]
                                {
                                    auto tmp90 = tmp88.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>(4L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp90;
                                }
                                ;
                                auto tmp93 =
                                [&]
                                {
                                    if (tmp88.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp91 = tmp89();
                                        auto tmp92 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp91)::blendv(tmp92, tmp91, tmp88.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp94 = at::vec::maximum(tmp87, tmp93);
                                auto tmp95 = tmp80 & tmp40;
                                auto tmp96 = [&]
                                {
                                    auto tmp97 = tmp95.template cast<float,1>().template loadu<float,1>(in_ptr10 + static_cast<int64_t>(5L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp97;
                                }
                                ;
                                auto tmp100 =
                                [&]
                                {
                                    if (tmp95.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp98 = tmp96();
                                        auto tmp99 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp98)::blendv(tmp99, tmp98, tmp95.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp101 = at::vec::maximum(tmp94, tmp100);
                                tmp101.store(tmp102 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp102, static_cast<int64_t>(4L), out_ptr2 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
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
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp3[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp2 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp3 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp3, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_21 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr1 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(160L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1008L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 112L*x2 + 1008L*x0), static_cast<int64_t>(112L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1008L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 112L*x2 + 1008L*x0), static_cast<int64_t>(112L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_23 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(224L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp102[8*8];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                            {
                                auto tmp0 = (-1L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = static_cast<int64_t>(4);
                                auto tmp5 = tmp1 < tmp4;
                                auto tmp6 = tmp3 & tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp4);
                                auto tmp13 = at::vec::VecMask<int64_t,2>(tmp9 < tmp12);
                                auto tmp14 = tmp11 & tmp13;
                                auto tmp15 = at::vec::VecMask<float,1>::from(tmp6);
                                auto tmp16 = tmp15 & tmp14;
                                auto tmp17 = [&]
                                {
                                    auto tmp18 = tmp16.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-5L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp18;
                                }
                                ;
                                auto tmp21 =
                                [&]
                                {
                                    if (tmp16.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp19 = tmp17();
                                        auto tmp20 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp19)::blendv(tmp20, tmp19, tmp16.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp22 = x2;
                                auto tmp23 = c10::convert<int64_t>(tmp22);
                                auto tmp24 = at::vec::VectorizedN<int64_t,2>::arange(tmp23, 1);
                                auto tmp25 = at::vec::VecMask<int64_t,2>(tmp24 >= tmp10);
                                auto tmp26 = at::vec::VecMask<int64_t,2>(tmp24 < tmp12);
                                auto tmp27 = tmp25 & tmp26;
                                auto tmp28 = tmp15 & tmp27;
                                auto tmp29 = [&]
                                {
                                    auto tmp30 = tmp28.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-4L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp30;
                                }
                                ;
                                auto tmp33 =
                                [&]
                                {
                                    if (tmp28.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp31 = tmp29();
                                        auto tmp32 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp31)::blendv(tmp32, tmp31, tmp28.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp34 = at::vec::maximum(tmp21, tmp33);
                                auto tmp35 = 1L + x2;
                                auto tmp36 = c10::convert<int64_t>(tmp35);
                                auto tmp37 = at::vec::VectorizedN<int64_t,2>::arange(tmp36, 1);
                                auto tmp38 = at::vec::VecMask<int64_t,2>(tmp37 >= tmp10);
                                auto tmp39 = at::vec::VecMask<int64_t,2>(tmp37 < tmp12);
                                auto tmp40 = tmp38 & tmp39;
                                auto tmp41 = tmp15 & tmp40;
                                auto tmp42 = [&]
                                {
                                    auto tmp43 = tmp41.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-3L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp43;
                                }
                                ;
                                auto tmp46 =
                                [&]
                                {
                                    if (tmp41.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp44 = tmp42();
                                        auto tmp45 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp44)::blendv(tmp45, tmp44, tmp41.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp47 = at::vec::maximum(tmp34, tmp46);
                                auto tmp48 = x1;
                                auto tmp49 = c10::convert<int64_t>(tmp48);
                                auto tmp50 = tmp49 >= tmp2;
                                auto tmp51 = tmp49 < tmp4;
                                auto tmp52 = tmp50 & tmp51;
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp52);
                                auto tmp54 = tmp53 & tmp14;
                                auto tmp55 = [&]
                                {
                                    auto tmp56 = tmp54.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp56;
                                }
                                ;
                                auto tmp59 =
                                [&]
                                {
                                    if (tmp54.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp57 = tmp55();
                                        auto tmp58 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp57)::blendv(tmp58, tmp57, tmp54.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp60 = at::vec::maximum(tmp47, tmp59);
                                auto tmp61 = tmp53 & tmp27;
                                auto tmp62 = [&]
                                {
                                    auto tmp63 = tmp61.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp63;
                                }
                                ;
                                auto tmp66 =
                                [&]
                                {
                                    if (tmp61.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp64 = tmp62();
                                        auto tmp65 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp64)::blendv(tmp65, tmp64, tmp61.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp67 = at::vec::maximum(tmp60, tmp66);
                                auto tmp68 = tmp53 & tmp40;
                                auto tmp69 = [&]
                                {
                                    auto tmp70 = tmp68.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp70;
                                }
                                ;
                                auto tmp73 =
                                [&]
                                {
                                    if (tmp68.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp71 = tmp69();
                                        auto tmp72 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp71)::blendv(tmp72, tmp71, tmp68.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp74 = at::vec::maximum(tmp67, tmp73);
                                auto tmp75 = 1L + x1;
                                auto tmp76 = c10::convert<int64_t>(tmp75);
                                auto tmp77 = tmp76 >= tmp2;
                                auto tmp78 = tmp76 < tmp4;
                                auto tmp79 = tmp77 & tmp78;
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp79);
                                auto tmp81 = tmp80 & tmp14;
                                auto tmp82 = [&]
                                {
                                    auto tmp83 = tmp81.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(3L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp83;
                                }
                                ;
                                auto tmp86 =
                                [&]
                                {
                                    if (tmp81.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp84 = tmp82();
                                        auto tmp85 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp84)::blendv(tmp85, tmp84, tmp81.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp87 = at::vec::maximum(tmp74, tmp86);
                                auto tmp88 = tmp80 & tmp27;
                                auto tmp89 = [&]
                                {
                                    auto tmp90 = tmp88.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(4L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp90;
                                }
                                ;
                                auto tmp93 =
                                [&]
                                {
                                    if (tmp88.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp91 = tmp89();
                                        auto tmp92 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp91)::blendv(tmp92, tmp91, tmp88.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp94 = at::vec::maximum(tmp87, tmp93);
                                auto tmp95 = tmp80 & tmp40;
                                auto tmp96 = [&]
                                {
                                    auto tmp97 = tmp95.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(5L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp97;
                                }
                                ;
                                auto tmp100 =
                                [&]
                                {
                                    if (tmp95.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp98 = tmp96();
                                        auto tmp99 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp98)::blendv(tmp99, tmp98, tmp95.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp101 = at::vec::maximum(tmp94, tmp100);
                                tmp101.store(tmp102 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp102, static_cast<int64_t>(4L), out_ptr1 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_24 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr1 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_25 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_26 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp102[8*8];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                            {
                                auto tmp0 = (-1L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = static_cast<int64_t>(4);
                                auto tmp5 = tmp1 < tmp4;
                                auto tmp6 = tmp3 & tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp4);
                                auto tmp13 = at::vec::VecMask<int64_t,2>(tmp9 < tmp12);
                                auto tmp14 = tmp11 & tmp13;
                                auto tmp15 = at::vec::VecMask<float,1>::from(tmp6);
                                auto tmp16 = tmp15 & tmp14;
                                auto tmp17 = [&]
                                {
                                    auto tmp18 = tmp16.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-5L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp18;
                                }
                                ;
                                auto tmp21 =
                                [&]
                                {
                                    if (tmp16.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp19 = tmp17();
                                        auto tmp20 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp19)::blendv(tmp20, tmp19, tmp16.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp22 = x2;
                                auto tmp23 = c10::convert<int64_t>(tmp22);
                                auto tmp24 = at::vec::VectorizedN<int64_t,2>::arange(tmp23, 1);
                                auto tmp25 = at::vec::VecMask<int64_t,2>(tmp24 >= tmp10);
                                auto tmp26 = at::vec::VecMask<int64_t,2>(tmp24 < tmp12);
                                auto tmp27 = tmp25 & tmp26;
                                auto tmp28 = tmp15 & tmp27;
                                auto tmp29 = [&]
                                {
                                    auto tmp30 = tmp28.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-4L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp30;
                                }
                                ;
                                auto tmp33 =
                                [&]
                                {
                                    if (tmp28.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp31 = tmp29();
                                        auto tmp32 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp31)::blendv(tmp32, tmp31, tmp28.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp34 = at::vec::maximum(tmp21, tmp33);
                                auto tmp35 = 1L + x2;
                                auto tmp36 = c10::convert<int64_t>(tmp35);
                                auto tmp37 = at::vec::VectorizedN<int64_t,2>::arange(tmp36, 1);
                                auto tmp38 = at::vec::VecMask<int64_t,2>(tmp37 >= tmp10);
                                auto tmp39 = at::vec::VecMask<int64_t,2>(tmp37 < tmp12);
                                auto tmp40 = tmp38 & tmp39;
                                auto tmp41 = tmp15 & tmp40;
                                auto tmp42 = [&]
                                {
                                    auto tmp43 = tmp41.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-3L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp43;
                                }
                                ;
                                auto tmp46 =
                                [&]
                                {
                                    if (tmp41.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp44 = tmp42();
                                        auto tmp45 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp44)::blendv(tmp45, tmp44, tmp41.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp47 = at::vec::maximum(tmp34, tmp46);
                                auto tmp48 = x1;
                                auto tmp49 = c10::convert<int64_t>(tmp48);
                                auto tmp50 = tmp49 >= tmp2;
                                auto tmp51 = tmp49 < tmp4;
                                auto tmp52 = tmp50 & tmp51;
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp52);
                                auto tmp54 = tmp53 & tmp14;
                                auto tmp55 = [&]
                                {
                                    auto tmp56 = tmp54.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp56;
                                }
                                ;
                                auto tmp59 =
                                [&]
                                {
                                    if (tmp54.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp57 = tmp55();
                                        auto tmp58 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp57)::blendv(tmp58, tmp57, tmp54.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp60 = at::vec::maximum(tmp47, tmp59);
                                auto tmp61 = tmp53 & tmp27;
                                auto tmp62 = [&]
                                {
                                    auto tmp63 = tmp61.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp63;
                                }
                                ;
                                auto tmp66 =
                                [&]
                                {
                                    if (tmp61.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp64 = tmp62();
                                        auto tmp65 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp64)::blendv(tmp65, tmp64, tmp61.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp67 = at::vec::maximum(tmp60, tmp66);
                                auto tmp68 = tmp53 & tmp40;
                                auto tmp69 = [&]
                                {
                                    auto tmp70 = tmp68.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp70;
                                }
                                ;
                                auto tmp73 =
                                [&]
                                {
                                    if (tmp68.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp71 = tmp69();
                                        auto tmp72 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp71)::blendv(tmp72, tmp71, tmp68.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp74 = at::vec::maximum(tmp67, tmp73);
                                auto tmp75 = 1L + x1;
                                auto tmp76 = c10::convert<int64_t>(tmp75);
                                auto tmp77 = tmp76 >= tmp2;
                                auto tmp78 = tmp76 < tmp4;
                                auto tmp79 = tmp77 & tmp78;
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp79);
                                auto tmp81 = tmp80 & tmp14;
                                auto tmp82 = [&]
                                {
                                    auto tmp83 = tmp81.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(3L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp83;
                                }
                                ;
                                auto tmp86 =
                                [&]
                                {
                                    if (tmp81.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp84 = tmp82();
                                        auto tmp85 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp84)::blendv(tmp85, tmp84, tmp81.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp87 = at::vec::maximum(tmp74, tmp86);
                                auto tmp88 = tmp80 & tmp27;
                                auto tmp89 = [&]
                                {
                                    auto tmp90 = tmp88.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(4L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp90;
                                }
                                ;
                                auto tmp93 =
                                [&]
                                {
                                    if (tmp88.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp91 = tmp89();
                                        auto tmp92 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp91)::blendv(tmp92, tmp91, tmp88.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp94 = at::vec::maximum(tmp87, tmp93);
                                auto tmp95 = tmp80 & tmp40;
                                auto tmp96 = [&]
                                {
                                    auto tmp97 = tmp95.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(5L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp97;
                                }
                                ;
                                auto tmp100 =
                                [&]
                                {
                                    if (tmp95.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp98 = tmp96();
                                        auto tmp99 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp98)::blendv(tmp99, tmp98, tmp95.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp101 = at::vec::maximum(tmp94, tmp100);
                                tmp101.store(tmp102 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp102, static_cast<int64_t>(4L), out_ptr1 + static_cast<int64_t>(x0 + 512L*x2 + 2048L*x1), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_27 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_28 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(112L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1296L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 144L*x2 + 1296L*x0), static_cast<int64_t>(144L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1296L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 144L*x2 + 1296L*x0), static_cast<int64_t>(144L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_29 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(528L); x0+=static_cast<int64_t>(8L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(528L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp102[8*8];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                            {
                                auto tmp0 = (-1L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = static_cast<int64_t>(4);
                                auto tmp5 = tmp1 < tmp4;
                                auto tmp6 = tmp3 & tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp4);
                                auto tmp13 = at::vec::VecMask<int64_t,2>(tmp9 < tmp12);
                                auto tmp14 = tmp11 & tmp13;
                                auto tmp15 = at::vec::VecMask<float,1>::from(tmp6);
                                auto tmp16 = tmp15 & tmp14;
                                auto tmp17 = [&]
                                {
                                    auto tmp18 = tmp16.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-5L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp18;
                                }
                                ;
                                auto tmp21 =
                                [&]
                                {
                                    if (tmp16.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp19 = tmp17();
                                        auto tmp20 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp19)::blendv(tmp20, tmp19, tmp16.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp22 = x2;
                                auto tmp23 = c10::convert<int64_t>(tmp22);
                                auto tmp24 = at::vec::VectorizedN<int64_t,2>::arange(tmp23, 1);
                                auto tmp25 = at::vec::VecMask<int64_t,2>(tmp24 >= tmp10);
                                auto tmp26 = at::vec::VecMask<int64_t,2>(tmp24 < tmp12);
                                auto tmp27 = tmp25 & tmp26;
                                auto tmp28 = tmp15 & tmp27;
                                auto tmp29 = [&]
                                {
                                    auto tmp30 = tmp28.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-4L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp30;
                                }
                                ;
                                auto tmp33 =
                                [&]
                                {
                                    if (tmp28.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp31 = tmp29();
                                        auto tmp32 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp31)::blendv(tmp32, tmp31, tmp28.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp34 = at::vec::maximum(tmp21, tmp33);
                                auto tmp35 = 1L + x2;
                                auto tmp36 = c10::convert<int64_t>(tmp35);
                                auto tmp37 = at::vec::VectorizedN<int64_t,2>::arange(tmp36, 1);
                                auto tmp38 = at::vec::VecMask<int64_t,2>(tmp37 >= tmp10);
                                auto tmp39 = at::vec::VecMask<int64_t,2>(tmp37 < tmp12);
                                auto tmp40 = tmp38 & tmp39;
                                auto tmp41 = tmp15 & tmp40;
                                auto tmp42 = [&]
                                {
                                    auto tmp43 = tmp41.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-3L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp43;
                                }
                                ;
                                auto tmp46 =
                                [&]
                                {
                                    if (tmp41.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp44 = tmp42();
                                        auto tmp45 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp44)::blendv(tmp45, tmp44, tmp41.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp47 = at::vec::maximum(tmp34, tmp46);
                                auto tmp48 = x1;
                                auto tmp49 = c10::convert<int64_t>(tmp48);
                                auto tmp50 = tmp49 >= tmp2;
                                auto tmp51 = tmp49 < tmp4;
                                auto tmp52 = tmp50 & tmp51;
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp52);
                                auto tmp54 = tmp53 & tmp14;
                                auto tmp55 = [&]
                                {
                                    auto tmp56 = tmp54.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1L) + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp56;
                                }
                                ;
                                auto tmp59 =
                                [&]
                                {
                                    if (tmp54.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp57 = tmp55();
                                        auto tmp58 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp57)::blendv(tmp58, tmp57, tmp54.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp60 = at::vec::maximum(tmp47, tmp59);
                                auto tmp61 = tmp53 & tmp27;
                                auto tmp62 = [&]
                                {
                                    auto tmp63 = tmp61.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp63;
                                }
                                ;
                                auto tmp66 =
                                [&]
                                {
                                    if (tmp61.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp64 = tmp62();
                                        auto tmp65 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp64)::blendv(tmp65, tmp64, tmp61.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp67 = at::vec::maximum(tmp60, tmp66);
                                auto tmp68 = tmp53 & tmp40;
                                auto tmp69 = [&]
                                {
                                    auto tmp70 = tmp68.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp70;
                                }
                                ;
                                auto tmp73 =
                                [&]
                                {
                                    if (tmp68.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp71 = tmp69();
                                        auto tmp72 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp71)::blendv(tmp72, tmp71, tmp68.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp74 = at::vec::maximum(tmp67, tmp73);
                                auto tmp75 = 1L + x1;
                                auto tmp76 = c10::convert<int64_t>(tmp75);
                                auto tmp77 = tmp76 >= tmp2;
                                auto tmp78 = tmp76 < tmp4;
                                auto tmp79 = tmp77 & tmp78;
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp79);
                                auto tmp81 = tmp80 & tmp14;
                                auto tmp82 = [&]
                                {
                                    auto tmp83 = tmp81.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(3L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp83;
                                }
                                ;
                                auto tmp86 =
                                [&]
                                {
                                    if (tmp81.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp84 = tmp82();
                                        auto tmp85 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp84)::blendv(tmp85, tmp84, tmp81.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp87 = at::vec::maximum(tmp74, tmp86);
                                auto tmp88 = tmp80 & tmp27;
                                auto tmp89 = [&]
                                {
                                    auto tmp90 = tmp88.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(4L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp90;
                                }
                                ;
                                auto tmp93 =
                                [&]
                                {
                                    if (tmp88.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp91 = tmp89();
                                        auto tmp92 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp91)::blendv(tmp92, tmp91, tmp88.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp94 = at::vec::maximum(tmp87, tmp93);
                                auto tmp95 = tmp80 & tmp40;
                                auto tmp96 = [&]
                                {
                                    auto tmp97 = tmp95.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(5L + x2 + 4L*x1 + 16L*x0 + 16L*x0_inner));
                                    return tmp97;
                                }
                                ;
                                auto tmp100 =
                                [&]
                                {
                                    if (tmp95.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp98 = tmp96();
                                        auto tmp99 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp98)::blendv(tmp99, tmp98, tmp95.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp101 = at::vec::maximum(tmp94, tmp100);
                                tmp101.store(tmp102 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp102, static_cast<int64_t>(4L), out_ptr1 + static_cast<int64_t>(x0 + 528L*x2 + 2112L*x1), static_cast<int64_t>(528L));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_30 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
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
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp3[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp2 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp3 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 528L*x1), static_cast<int64_t>(528L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x0 + 528L*x1), static_cast<int64_t>(528L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp3, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 528L*x1), static_cast<int64_t>(528L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_31 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_32 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1440L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 160L*x2 + 1440L*x0), static_cast<int64_t>(160L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1440L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 160L*x2 + 1440L*x0), static_cast<int64_t>(160L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_33 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
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
                            out_ptr1[static_cast<int64_t>(x0 + 832L*x2 + 1664L*x1)] = tmp6;
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


cpp_fused__native_batch_norm_legit_no_training_relu_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_35 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_37 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-2496L) + x2 + 832L*x1 + 1664L*x0));
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
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1664L) + x2 + 832L*x1 + 1664L*x0));
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
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-832L) + x2 + 832L*x1 + 1664L*x0));
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
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-832L) + x2 + 832L*x1 + 1664L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(x2 + 832L*x1 + 1664L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(832L + x2 + 832L*x1 + 1664L*x0));
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
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(832L + x2 + 832L*x1 + 1664L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(1664L + x2 + 832L*x1 + 1664L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(2496L + x2 + 832L*x1 + 1664L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            tmp75.store(out_ptr0 + static_cast<int64_t>(x2 + 832L*x1 + 1664L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_38 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1440L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 160L*x2 + 1440L*x0), static_cast<int64_t>(160L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1440L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 160L*x2 + 1440L*x0), static_cast<int64_t>(160L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_39 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(832L); x0+=static_cast<int64_t>(8L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(832L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp102[8*8];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                            {
                                auto tmp0 = (-1L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = static_cast<int64_t>(2);
                                auto tmp5 = tmp1 < tmp4;
                                auto tmp6 = tmp3 & tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp4);
                                auto tmp13 = at::vec::VecMask<int64_t,2>(tmp9 < tmp12);
                                auto tmp14 = tmp11 & tmp13;
                                auto tmp15 = at::vec::VecMask<float,1>::from(tmp6);
                                auto tmp16 = tmp15 & tmp14;
                                auto tmp17 = [&]
                                {
                                    auto tmp18 = tmp16.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-3L) + x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp18;
                                }
                                ;
                                auto tmp21 =
                                [&]
                                {
                                    if (tmp16.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp19 = tmp17();
                                        auto tmp20 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp19)::blendv(tmp20, tmp19, tmp16.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp22 = x2;
                                auto tmp23 = c10::convert<int64_t>(tmp22);
                                auto tmp24 = at::vec::VectorizedN<int64_t,2>::arange(tmp23, 1);
                                auto tmp25 = at::vec::VecMask<int64_t,2>(tmp24 >= tmp10);
                                auto tmp26 = at::vec::VecMask<int64_t,2>(tmp24 < tmp12);
                                auto tmp27 = tmp25 & tmp26;
                                auto tmp28 = tmp15 & tmp27;
                                auto tmp29 = [&]
                                {
                                    auto tmp30 = tmp28.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-2L) + x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp30;
                                }
                                ;
                                auto tmp33 =
                                [&]
                                {
                                    if (tmp28.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp31 = tmp29();
                                        auto tmp32 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp31)::blendv(tmp32, tmp31, tmp28.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp34 = at::vec::maximum(tmp21, tmp33);
                                auto tmp35 = 1L + x2;
                                auto tmp36 = c10::convert<int64_t>(tmp35);
                                auto tmp37 = at::vec::VectorizedN<int64_t,2>::arange(tmp36, 1);
                                auto tmp38 = at::vec::VecMask<int64_t,2>(tmp37 >= tmp10);
                                auto tmp39 = at::vec::VecMask<int64_t,2>(tmp37 < tmp12);
                                auto tmp40 = tmp38 & tmp39;
                                auto tmp41 = tmp15 & tmp40;
                                auto tmp42 = [&]
                                {
                                    auto tmp43 = tmp41.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1L) + x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp43;
                                }
                                ;
                                auto tmp46 =
                                [&]
                                {
                                    if (tmp41.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp44 = tmp42();
                                        auto tmp45 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp44)::blendv(tmp45, tmp44, tmp41.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp47 = at::vec::maximum(tmp34, tmp46);
                                auto tmp48 = x1;
                                auto tmp49 = c10::convert<int64_t>(tmp48);
                                auto tmp50 = tmp49 >= tmp2;
                                auto tmp51 = tmp49 < tmp4;
                                auto tmp52 = tmp50 & tmp51;
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp52);
                                auto tmp54 = tmp53 & tmp14;
                                auto tmp55 = [&]
                                {
                                    auto tmp56 = tmp54.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>((-1L) + x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp56;
                                }
                                ;
                                auto tmp59 =
                                [&]
                                {
                                    if (tmp54.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp57 = tmp55();
                                        auto tmp58 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp57)::blendv(tmp58, tmp57, tmp54.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp60 = at::vec::maximum(tmp47, tmp59);
                                auto tmp61 = tmp53 & tmp27;
                                auto tmp62 = [&]
                                {
                                    auto tmp63 = tmp61.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp63;
                                }
                                ;
                                auto tmp66 =
                                [&]
                                {
                                    if (tmp61.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp64 = tmp62();
                                        auto tmp65 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp64)::blendv(tmp65, tmp64, tmp61.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp67 = at::vec::maximum(tmp60, tmp66);
                                auto tmp68 = tmp53 & tmp40;
                                auto tmp69 = [&]
                                {
                                    auto tmp70 = tmp68.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1L + x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp70;
                                }
                                ;
                                auto tmp73 =
                                [&]
                                {
                                    if (tmp68.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp71 = tmp69();
                                        auto tmp72 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp71)::blendv(tmp72, tmp71, tmp68.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp74 = at::vec::maximum(tmp67, tmp73);
                                auto tmp75 = 1L + x1;
                                auto tmp76 = c10::convert<int64_t>(tmp75);
                                auto tmp77 = tmp76 >= tmp2;
                                auto tmp78 = tmp76 < tmp4;
                                auto tmp79 = tmp77 & tmp78;
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp79);
                                auto tmp81 = tmp80 & tmp14;
                                auto tmp82 = [&]
                                {
                                    auto tmp83 = tmp81.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(1L + x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp83;
                                }
                                ;
                                auto tmp86 =
                                [&]
                                {
                                    if (tmp81.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp84 = tmp82();
                                        auto tmp85 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp84)::blendv(tmp85, tmp84, tmp81.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp87 = at::vec::maximum(tmp74, tmp86);
                                auto tmp88 = tmp80 & tmp27;
                                auto tmp89 = [&]
                                {
                                    auto tmp90 = tmp88.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(2L + x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp90;
                                }
                                ;
                                auto tmp93 =
                                [&]
                                {
                                    if (tmp88.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp91 = tmp89();
                                        auto tmp92 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp91)::blendv(tmp92, tmp91, tmp88.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp94 = at::vec::maximum(tmp87, tmp93);
                                auto tmp95 = tmp80 & tmp40;
                                auto tmp96 = [&]
                                {
                                    auto tmp97 = tmp95.template cast<float,1>().template loadu<float,1>(in_ptr5 + static_cast<int64_t>(3L + x2 + 2L*x1 + 4L*x0 + 4L*x0_inner));
                                    return tmp97;
                                }
                                ;
                                auto tmp100 =
                                [&]
                                {
                                    if (tmp95.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp98 = tmp96();
                                        auto tmp99 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp98)::blendv(tmp99, tmp98, tmp95.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp101 = at::vec::maximum(tmp94, tmp100);
                                tmp101.store(tmp102 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(tmp102, static_cast<int64_t>(2L), out_ptr1 + static_cast<int64_t>(x0 + 832L*x2 + 1664L*x1), static_cast<int64_t>(832L));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_40 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp3[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp2 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp3 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr1 + static_cast<int64_t>(x0 + 832L*x1), static_cast<int64_t>(832L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp2, static_cast<int64_t>(4L), out_ptr2 + static_cast<int64_t>(x0 + 832L*x1), static_cast<int64_t>(832L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp3, static_cast<int64_t>(4L), out_ptr3 + static_cast<int64_t>(x0 + 832L*x1), static_cast<int64_t>(832L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_41 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(0.001);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr1 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_42 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1728L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 192L*x2 + 1728L*x0), static_cast<int64_t>(192L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1728L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 192L*x2 + 1728L*x0), static_cast<int64_t>(192L));
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


cpp_fused__native_batch_norm_legit_no_training_mean_relu_43 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
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
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = in_ptr5[static_cast<int64_t>(4L*x0)];
                    auto tmp1 = in_ptr5[static_cast<int64_t>(1L + 4L*x0)];
                    auto tmp3 = in_ptr5[static_cast<int64_t>(2L + 4L*x0)];
                    auto tmp5 = in_ptr5[static_cast<int64_t>(3L + 4L*x0)];
                    auto tmp2 = float(tmp0 + tmp1);
                    auto tmp4 = float(tmp2 + tmp3);
                    auto tmp6 = float(tmp4 + tmp5);
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = tmp6 / tmp7;
                    out_ptr1[static_cast<int64_t>(x0)] = tmp8;
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1 = args
        args.clear()
        assert_size_stride(arg36_1, (32, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf19 = empty_strided_cpu((32, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(arg96_1, (48, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf55 = empty_strided_cpu((48, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(arg0_1, (64, 3, 7, 7), (147, 49, 7, 1), 'input')
        buf1 = empty_strided_cpu((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
        assert_size_stride(arg1_1, (1, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(arg126_1, (64, 24, 3, 3), (216, 9, 3, 1), 'input')
        buf74 = empty_strided_cpu((64, 24, 3, 3), (216, 1, 72, 24), torch.float32)
        assert_size_stride(arg156_1, (64, 24, 3, 3), (216, 9, 3, 1), 'input')
        buf93 = empty_strided_cpu((64, 24, 3, 3), (216, 1, 72, 24), torch.float32)
        assert_size_stride(arg186_1, (64, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf112 = empty_strided_cpu((64, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(arg66_1, (96, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf38 = empty_strided_cpu((96, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(arg216_1, (128, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf131 = empty_strided_cpu((128, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(arg246_1, (128, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf148 = empty_strided_cpu((128, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        assert_size_stride(arg276_1, (128, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf167 = empty_strided_cpu((128, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_0(arg36_1, arg96_1, arg0_1, arg1_1, arg126_1, arg156_1, arg186_1, arg66_1, arg216_1, arg246_1, arg276_1, buf19, buf55, buf1, buf0, buf74, buf93, buf112, buf38, buf131, buf148, buf167)
        del arg0_1
        del arg126_1
        del arg156_1
        del arg186_1
        del arg1_1
        del arg216_1
        del arg246_1
        del arg276_1
        del arg36_1
        del arg66_1
        del arg96_1
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (1, 64, 32, 32), (65536, 1, 2048, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        buf4 = empty_strided_cpu((1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        assert_size_stride(arg6_1, (64, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1(buf3, arg2_1, arg3_1, arg4_1, arg5_1, buf4)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del buf3
        # Topologically Sorted Source Nodes: [x_4], Original ATen: [aten.convolution]
        buf5 = extern_kernels.convolution(buf4, arg6_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf5, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf6 = buf5; del buf5  # reuse
        assert_size_stride(arg11_1, (192, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf7 = empty_strided_cpu((192, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf6, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, buf7)
        del arg10_1
        del arg11_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [x_5, x_6, x_7], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf8 = extern_kernels.convolution(buf6, buf7, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf8, (1, 192, 16, 16), (49152, 1, 3072, 192), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((arg12_1, arg13_1, arg14_1, arg15_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf9 = buf8; del buf8  # reuse
        buf10 = reinterpret_tensor(buf0, (1, 192, 8, 8), (12288, 1, 1536, 192), 0); del buf0  # reuse
        assert_size_stride(arg31_1, (16, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_3(buf9, arg12_1, arg13_1, arg14_1, arg15_1, buf10)
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        del buf9
        # Topologically Sorted Source Nodes: [x_17], Original ATen: [aten.convolution]
        buf17 = extern_kernels.convolution(buf10, arg31_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf17, (1, 16, 8, 8), (1024, 1, 128, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg31_1
        assert_size_stride_grouped((arg32_1, arg33_1, arg34_1, arg35_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf18 = buf17; del buf17  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_4(buf18, arg32_1, arg33_1, arg34_1, arg35_1)
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        # Topologically Sorted Source Nodes: [x_18, input_3, x_19], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf20 = extern_kernels.convolution(buf18, buf19, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf20, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf18
        del buf19
        assert_size_stride_grouped((arg37_1, arg38_1, arg39_1, arg40_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf26 = reinterpret_tensor(buf6, (1, 256, 8, 8), (16384, 64, 8, 1), 0); del buf6  # reuse
        buf24 = reinterpret_tensor(buf26, (1, 32, 8, 8), (16384, 64, 8, 1), 12288)  # alias
        assert_size_stride(arg16_1, (64, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_5(buf20, arg37_1, arg38_1, arg39_1, arg40_1, buf24)
        del arg37_1
        del arg38_1
        del arg39_1
        del arg40_1
        del buf20
        # Topologically Sorted Source Nodes: [x_11], Original ATen: [aten.convolution]
        buf12 = extern_kernels.convolution(buf10, arg16_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf12, (1, 64, 8, 8), (4096, 1, 512, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg16_1
        assert_size_stride_grouped((arg17_1, arg18_1, arg19_1, arg20_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf22 = reinterpret_tensor(buf26, (1, 64, 8, 8), (16384, 64, 8, 1), 0)  # alias
        assert_size_stride(arg21_1, (96, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_6(buf12, arg17_1, arg18_1, arg19_1, arg20_1, buf22)
        del arg17_1
        del arg18_1
        del arg19_1
        del arg20_1
        del buf12
        # Topologically Sorted Source Nodes: [x_13], Original ATen: [aten.convolution]
        buf13 = extern_kernels.convolution(buf10, arg21_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf13, (1, 96, 8, 8), (6144, 1, 768, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        buf11 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        assert_size_stride(arg41_1, (32, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused_max_pool2d_with_indices_7(buf10, buf11)
        del buf10
        # Topologically Sorted Source Nodes: [x_21], Original ATen: [aten.convolution]
        buf21 = extern_kernels.convolution(buf11, arg41_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf21, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        del buf11
        assert_size_stride_grouped((arg22_1, arg23_1, arg24_1, arg25_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf14 = buf13; del buf13  # reuse
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf25 = reinterpret_tensor(buf26, (1, 32, 8, 8), (16384, 64, 8, 1), 14336)  # alias
        assert_size_stride(arg26_1, (128, 96, 3, 3), (864, 9, 3, 1), 'input')
        buf15 = reinterpret_tensor(buf7, (128, 96, 3, 3), (864, 1, 288, 96), 0); del buf7  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_8(buf14, arg22_1, arg23_1, arg24_1, arg25_1, buf21, arg42_1, arg43_1, arg44_1, arg45_1, arg26_1, buf25, buf15)
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        del arg26_1
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del buf21
        # Topologically Sorted Source Nodes: [x_14, input_1, x_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf16 = extern_kernels.convolution(buf14, buf15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf16, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf14
        del buf15
        assert_size_stride_grouped((arg27_1, arg28_1, arg29_1, arg30_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf23 = reinterpret_tensor(buf26, (1, 128, 8, 8), (16384, 64, 8, 1), 4096)  # alias
        buf27 = reinterpret_tensor(buf4, (1, 256, 8, 8), (16384, 1, 2048, 256), 0); del buf4  # reuse
        assert_size_stride(arg71_1, (64, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_9(buf16, arg27_1, arg28_1, arg29_1, arg30_1, buf26, buf23, buf27)
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        del buf22
        del buf23
        del buf24
        del buf25
        # Topologically Sorted Source Nodes: [x_34], Original ATen: [aten.convolution]
        buf40 = extern_kernels.convolution(buf27, arg71_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf40, (1, 64, 8, 8), (4096, 1, 512, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg71_1
        assert_size_stride_grouped((arg72_1, arg73_1, arg74_1, arg75_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf45 = empty_strided_cpu((1, 480, 8, 8), (30720, 64, 8, 1), torch.float32)
        buf44 = reinterpret_tensor(buf45, (1, 64, 8, 8), (30720, 64, 8, 1), 26624)  # alias
        buf28 = buf27; del buf27  # reuse
        buf30 = empty_strided_cpu((1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32)
        buf35 = empty_strided_cpu((1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32)
        assert_size_stride(arg61_1, (32, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf40, arg72_1, arg73_1, arg74_1, arg75_1, buf26, buf44, buf28, buf30, buf35)
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        del buf26
        del buf40
        # Topologically Sorted Source Nodes: [x_30], Original ATen: [aten.convolution]
        buf36 = extern_kernels.convolution(buf35, arg61_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf36, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg61_1
        del buf35
        assert_size_stride(arg46_1, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_24], Original ATen: [aten.convolution]
        buf29 = extern_kernels.convolution(buf28, arg46_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf29, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg46_1
        del buf28
        assert_size_stride(arg51_1, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_26], Original ATen: [aten.convolution]
        buf31 = extern_kernels.convolution(buf30, arg51_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf31, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del buf30
        assert_size_stride_grouped((arg52_1, arg53_1, arg54_1, arg55_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf32 = buf31; del buf31  # reuse
        assert_size_stride_grouped((arg62_1, arg63_1, arg64_1, arg65_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf37 = buf36; del buf36  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_11(buf32, buf37, arg52_1, arg53_1, arg54_1, arg55_1, arg62_1, arg63_1, arg64_1, arg65_1)
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        # Topologically Sorted Source Nodes: [x_31, input_9, x_32], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf39 = extern_kernels.convolution(buf37, buf38, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf39, (1, 96, 8, 8), (6144, 1, 768, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del buf37
        del buf38
        assert_size_stride_grouped((arg47_1, arg48_1, arg49_1, arg50_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf41 = reinterpret_tensor(buf45, (1, 128, 8, 8), (30720, 64, 8, 1), 0)  # alias
        assert_size_stride_grouped((arg67_1, arg68_1, arg69_1, arg70_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf43 = reinterpret_tensor(buf45, (1, 96, 8, 8), (30720, 64, 8, 1), 20480)  # alias
        assert_size_stride(arg86_1, (208, 96, 3, 3), (864, 9, 3, 1), 'input')
        buf51 = empty_strided_cpu((208, 96, 3, 3), (864, 1, 288, 96), torch.float32)
        assert_size_stride(arg56_1, (192, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf33 = empty_strided_cpu((192, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_12(buf29, arg47_1, arg48_1, arg49_1, arg50_1, buf39, arg67_1, arg68_1, arg69_1, arg70_1, arg86_1, arg56_1, buf41, buf43, buf51, buf33)
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        del arg56_1
        del arg67_1
        del arg68_1
        del arg69_1
        del arg70_1
        del arg86_1
        del buf39
        # Topologically Sorted Source Nodes: [x_27, input_7, x_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf34 = extern_kernels.convolution(buf32, buf33, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf34, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del buf33
        assert_size_stride_grouped((arg57_1, arg58_1, arg59_1, arg60_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf42 = reinterpret_tensor(buf45, (1, 192, 8, 8), (30720, 64, 8, 1), 8192)  # alias
        buf46 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32)
        assert_size_stride(arg91_1, (16, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_13(buf34, arg57_1, arg58_1, arg59_1, arg60_1, buf45, buf42, buf46)
        del arg57_1
        del arg58_1
        del arg59_1
        del arg60_1
        del buf34
        del buf41
        del buf42
        del buf43
        del buf44
        del buf45
        # Topologically Sorted Source Nodes: [x_44], Original ATen: [aten.convolution]
        buf53 = extern_kernels.convolution(buf46, arg91_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf53, (1, 16, 4, 4), (256, 1, 64, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg91_1
        assert_size_stride_grouped((arg92_1, arg93_1, arg94_1, arg95_1), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf54 = buf53; del buf53  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_14(buf54, arg92_1, arg93_1, arg94_1, arg95_1)
        del arg92_1
        del arg93_1
        del arg94_1
        del arg95_1
        # Topologically Sorted Source Nodes: [x_45, input_15, x_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf56 = extern_kernels.convolution(buf54, buf55, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf56, (1, 48, 4, 4), (768, 1, 192, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del buf54
        del buf55
        assert_size_stride_grouped((arg97_1, arg98_1, arg99_1, arg100_1), ((48, ), (48, ), (48, ), (48, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf62 = reinterpret_tensor(buf32, (1, 512, 4, 4), (8192, 16, 4, 1), 0); del buf32  # reuse
        buf60 = reinterpret_tensor(buf62, (1, 48, 4, 4), (8192, 16, 4, 1), 6400)  # alias
        assert_size_stride(arg81_1, (96, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_15(buf56, arg97_1, arg98_1, arg99_1, arg100_1, buf60)
        del arg100_1
        del arg97_1
        del arg98_1
        del arg99_1
        del buf56
        # Topologically Sorted Source Nodes: [x_40], Original ATen: [aten.convolution]
        buf49 = extern_kernels.convolution(buf46, arg81_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf49, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution.default')
        del arg81_1
        assert_size_stride_grouped((arg82_1, arg83_1, arg84_1, arg85_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf50 = buf49; del buf49  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_16(buf50, arg82_1, arg83_1, arg84_1, arg85_1)
        del arg82_1
        del arg83_1
        del arg84_1
        del arg85_1
        # Topologically Sorted Source Nodes: [x_41, input_13, x_42], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf52 = extern_kernels.convolution(buf50, buf51, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf52, (1, 208, 4, 4), (3328, 1, 832, 208), torch.float32, 'torch.ops.aten.convolution.default')
        del buf50
        del buf51
        assert_size_stride_grouped((arg87_1, arg88_1, arg89_1, arg90_1), ((208, ), (208, ), (208, ), (208, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf59 = reinterpret_tensor(buf62, (1, 208, 4, 4), (8192, 16, 4, 1), 3072)  # alias
        assert_size_stride(arg76_1, (192, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_17(buf52, arg87_1, arg88_1, arg89_1, arg90_1, buf59)
        del arg87_1
        del arg88_1
        del arg89_1
        del arg90_1
        # Topologically Sorted Source Nodes: [x_38], Original ATen: [aten.convolution]
        buf48 = extern_kernels.convolution(buf46, arg76_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf48, (1, 192, 4, 4), (3072, 1, 768, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg76_1
        buf47 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32)
        assert_size_stride(arg101_1, (64, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused_max_pool2d_with_indices_18(buf46, buf47)
        del buf46
        # Topologically Sorted Source Nodes: [x_48], Original ATen: [aten.convolution]
        buf57 = extern_kernels.convolution(buf47, arg101_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf57, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg101_1
        del buf47
        assert_size_stride_grouped((arg77_1, arg78_1, arg79_1, arg80_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf58 = reinterpret_tensor(buf62, (1, 192, 4, 4), (8192, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg102_1, arg103_1, arg104_1, arg105_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf61 = reinterpret_tensor(buf62, (1, 64, 4, 4), (8192, 16, 4, 1), 7168)  # alias
        buf63 = reinterpret_tensor(buf29, (1, 512, 4, 4), (8192, 1, 2048, 512), 0); del buf29  # reuse
        assert_size_stride(arg131_1, (64, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_19(buf48, arg77_1, arg78_1, arg79_1, arg80_1, buf57, arg102_1, arg103_1, arg104_1, arg105_1, buf62, buf58, buf61, buf63)
        del arg102_1
        del arg103_1
        del arg104_1
        del arg105_1
        del arg77_1
        del arg78_1
        del arg79_1
        del arg80_1
        del buf48
        del buf57
        del buf58
        del buf59
        del buf60
        del buf61
        # Topologically Sorted Source Nodes: [x_61], Original ATen: [aten.convolution]
        buf76 = extern_kernels.convolution(buf63, arg131_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf76, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg131_1
        assert_size_stride_grouped((arg132_1, arg133_1, arg134_1, arg135_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf81 = reinterpret_tensor(buf63, (1, 512, 4, 4), (8192, 16, 4, 1), 0); del buf63  # reuse
        buf80 = reinterpret_tensor(buf81, (1, 64, 4, 4), (8192, 16, 4, 1), 7168)  # alias
        buf64 = reinterpret_tensor(buf16, (1, 512, 4, 4), (8192, 1, 2048, 512), 0); del buf16  # reuse
        buf66 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32)
        buf71 = empty_strided_cpu((1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32)
        assert_size_stride(arg121_1, (24, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_20(buf76, arg132_1, arg133_1, arg134_1, arg135_1, buf62, buf80, buf64, buf66, buf71)
        del arg132_1
        del arg133_1
        del arg134_1
        del arg135_1
        del buf76
        # Topologically Sorted Source Nodes: [x_57], Original ATen: [aten.convolution]
        buf72 = extern_kernels.convolution(buf71, arg121_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf72, (1, 24, 4, 4), (384, 1, 96, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg121_1
        assert_size_stride(arg111_1, (112, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_53], Original ATen: [aten.convolution]
        buf67 = extern_kernels.convolution(buf66, arg111_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf67, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution.default')
        del arg111_1
        assert_size_stride(arg106_1, (160, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_51], Original ATen: [aten.convolution]
        buf65 = extern_kernels.convolution(buf64, arg106_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf65, (1, 160, 4, 4), (2560, 1, 640, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg106_1
        assert_size_stride_grouped((arg112_1, arg113_1, arg114_1, arg115_1), ((112, ), (112, ), (112, ), (112, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf68 = buf67; del buf67  # reuse
        assert_size_stride_grouped((arg122_1, arg123_1, arg124_1, arg125_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf73 = buf72; del buf72  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_21(buf68, buf73, arg112_1, arg113_1, arg114_1, arg115_1, arg122_1, arg123_1, arg124_1, arg125_1)
        del arg112_1
        del arg113_1
        del arg114_1
        del arg115_1
        del arg122_1
        del arg123_1
        del arg124_1
        del arg125_1
        # Topologically Sorted Source Nodes: [x_58, input_21, x_59], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf75 = extern_kernels.convolution(buf73, buf74, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf75, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf73
        del buf74
        assert_size_stride_grouped((arg107_1, arg108_1, arg109_1, arg110_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf77 = reinterpret_tensor(buf81, (1, 160, 4, 4), (8192, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg127_1, arg128_1, arg129_1, arg130_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf79 = reinterpret_tensor(buf81, (1, 64, 4, 4), (8192, 16, 4, 1), 6144)  # alias
        assert_size_stride(arg116_1, (224, 112, 3, 3), (1008, 9, 3, 1), 'input')
        buf69 = empty_strided_cpu((224, 112, 3, 3), (1008, 1, 336, 112), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_22(buf65, arg107_1, arg108_1, arg109_1, arg110_1, buf75, arg127_1, arg128_1, arg129_1, arg130_1, arg116_1, buf77, buf79, buf69)
        del arg107_1
        del arg108_1
        del arg109_1
        del arg110_1
        del arg116_1
        del arg127_1
        del arg128_1
        del arg129_1
        del arg130_1
        del buf65
        del buf75
        # Topologically Sorted Source Nodes: [x_54, input_19, x_55], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf70 = extern_kernels.convolution(buf68, buf69, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf70, (1, 224, 4, 4), (3584, 1, 896, 224), torch.float32, 'torch.ops.aten.convolution.default')
        del buf68
        del buf69
        assert_size_stride_grouped((arg117_1, arg118_1, arg119_1, arg120_1), ((224, ), (224, ), (224, ), (224, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf78 = reinterpret_tensor(buf81, (1, 224, 4, 4), (8192, 16, 4, 1), 2560)  # alias
        buf82 = buf64; del buf64  # reuse
        assert_size_stride(arg161_1, (64, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_23(buf70, arg117_1, arg118_1, arg119_1, arg120_1, buf81, buf78, buf82)
        del arg117_1
        del arg118_1
        del arg119_1
        del arg120_1
        del buf70
        del buf77
        del buf78
        del buf79
        del buf80
        # Topologically Sorted Source Nodes: [x_74], Original ATen: [aten.convolution]
        buf95 = extern_kernels.convolution(buf82, arg161_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf95, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg161_1
        assert_size_stride_grouped((arg162_1, arg163_1, arg164_1, arg165_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf100 = reinterpret_tensor(buf82, (1, 512, 4, 4), (8192, 16, 4, 1), 0); del buf82  # reuse
        buf99 = reinterpret_tensor(buf100, (1, 64, 4, 4), (8192, 16, 4, 1), 7168)  # alias
        buf83 = buf66; del buf66  # reuse
        buf85 = buf71; del buf71  # reuse
        buf90 = reinterpret_tensor(buf62, (1, 512, 4, 4), (8192, 1, 2048, 512), 0); del buf62  # reuse
        assert_size_stride(arg151_1, (24, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_20(buf95, arg162_1, arg163_1, arg164_1, arg165_1, buf81, buf99, buf83, buf85, buf90)
        del arg162_1
        del arg163_1
        del arg164_1
        del arg165_1
        del buf81
        del buf95
        # Topologically Sorted Source Nodes: [x_70], Original ATen: [aten.convolution]
        buf91 = extern_kernels.convolution(buf90, arg151_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf91, (1, 24, 4, 4), (384, 1, 96, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg151_1
        assert_size_stride(arg136_1, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_64], Original ATen: [aten.convolution]
        buf84 = extern_kernels.convolution(buf83, arg136_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf84, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg136_1
        assert_size_stride(arg141_1, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_66], Original ATen: [aten.convolution]
        buf86 = extern_kernels.convolution(buf85, arg141_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf86, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg141_1
        assert_size_stride_grouped((arg142_1, arg143_1, arg144_1, arg145_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf87 = buf86; del buf86  # reuse
        assert_size_stride_grouped((arg152_1, arg153_1, arg154_1, arg155_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf92 = buf91; del buf91  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_24(buf87, buf92, arg142_1, arg143_1, arg144_1, arg145_1, arg152_1, arg153_1, arg154_1, arg155_1)
        del arg142_1
        del arg143_1
        del arg144_1
        del arg145_1
        del arg152_1
        del arg153_1
        del arg154_1
        del arg155_1
        # Topologically Sorted Source Nodes: [x_71, input_27, x_72], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf94 = extern_kernels.convolution(buf92, buf93, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf94, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf92
        del buf93
        assert_size_stride_grouped((arg137_1, arg138_1, arg139_1, arg140_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf96 = reinterpret_tensor(buf100, (1, 128, 4, 4), (8192, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg157_1, arg158_1, arg159_1, arg160_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf98 = reinterpret_tensor(buf100, (1, 64, 4, 4), (8192, 16, 4, 1), 6144)  # alias
        assert_size_stride(arg146_1, (256, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf88 = empty_strided_cpu((256, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_25(buf84, arg137_1, arg138_1, arg139_1, arg140_1, buf94, arg157_1, arg158_1, arg159_1, arg160_1, arg146_1, buf96, buf98, buf88)
        del arg137_1
        del arg138_1
        del arg139_1
        del arg140_1
        del arg146_1
        del arg157_1
        del arg158_1
        del arg159_1
        del arg160_1
        del buf84
        del buf94
        # Topologically Sorted Source Nodes: [x_67, input_25, x_68], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf89 = extern_kernels.convolution(buf87, buf88, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf89, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf87
        del buf88
        assert_size_stride_grouped((arg147_1, arg148_1, arg149_1, arg150_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf97 = reinterpret_tensor(buf100, (1, 256, 4, 4), (8192, 16, 4, 1), 2048)  # alias
        buf101 = buf85; del buf85  # reuse
        assert_size_stride(arg191_1, (64, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_26(buf89, arg147_1, arg148_1, arg149_1, arg150_1, buf100, buf97, buf101)
        del arg147_1
        del arg148_1
        del arg149_1
        del arg150_1
        del buf89
        del buf96
        del buf97
        del buf98
        del buf99
        # Topologically Sorted Source Nodes: [x_87], Original ATen: [aten.convolution]
        buf114 = extern_kernels.convolution(buf101, arg191_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf114, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg191_1
        assert_size_stride_grouped((arg192_1, arg193_1, arg194_1, arg195_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf119 = empty_strided_cpu((1, 528, 4, 4), (8448, 16, 4, 1), torch.float32)
        buf118 = reinterpret_tensor(buf119, (1, 64, 4, 4), (8448, 16, 4, 1), 7424)  # alias
        buf102 = buf101; del buf101  # reuse
        buf104 = buf83; del buf83  # reuse
        buf109 = buf90; del buf90  # reuse
        assert_size_stride(arg181_1, (32, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_20(buf114, arg192_1, arg193_1, arg194_1, arg195_1, buf100, buf118, buf102, buf104, buf109)
        del arg192_1
        del arg193_1
        del arg194_1
        del arg195_1
        del buf100
        del buf114
        # Topologically Sorted Source Nodes: [x_83], Original ATen: [aten.convolution]
        buf110 = extern_kernels.convolution(buf109, arg181_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf110, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg181_1
        del buf109
        assert_size_stride(arg166_1, (112, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_77], Original ATen: [aten.convolution]
        buf103 = extern_kernels.convolution(buf102, arg166_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf103, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution.default')
        del arg166_1
        del buf102
        assert_size_stride(arg171_1, (144, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_79], Original ATen: [aten.convolution]
        buf105 = extern_kernels.convolution(buf104, arg171_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf105, (1, 144, 4, 4), (2304, 1, 576, 144), torch.float32, 'torch.ops.aten.convolution.default')
        del arg171_1
        del buf104
        assert_size_stride_grouped((arg172_1, arg173_1, arg174_1, arg175_1), ((144, ), (144, ), (144, ), (144, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf106 = buf105; del buf105  # reuse
        assert_size_stride_grouped((arg182_1, arg183_1, arg184_1, arg185_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf111 = buf110; del buf110  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_27(buf106, buf111, arg172_1, arg173_1, arg174_1, arg175_1, arg182_1, arg183_1, arg184_1, arg185_1)
        del arg172_1
        del arg173_1
        del arg174_1
        del arg175_1
        del arg182_1
        del arg183_1
        del arg184_1
        del arg185_1
        # Topologically Sorted Source Nodes: [x_84, input_33, x_85], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf113 = extern_kernels.convolution(buf111, buf112, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf113, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf111
        del buf112
        assert_size_stride_grouped((arg167_1, arg168_1, arg169_1, arg170_1), ((112, ), (112, ), (112, ), (112, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf115 = reinterpret_tensor(buf119, (1, 112, 4, 4), (8448, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg187_1, arg188_1, arg189_1, arg190_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf117 = reinterpret_tensor(buf119, (1, 64, 4, 4), (8448, 16, 4, 1), 6400)  # alias
        assert_size_stride(arg176_1, (288, 144, 3, 3), (1296, 9, 3, 1), 'input')
        buf107 = empty_strided_cpu((288, 144, 3, 3), (1296, 1, 432, 144), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_28(buf103, arg167_1, arg168_1, arg169_1, arg170_1, buf113, arg187_1, arg188_1, arg189_1, arg190_1, arg176_1, buf115, buf117, buf107)
        del arg167_1
        del arg168_1
        del arg169_1
        del arg170_1
        del arg176_1
        del arg187_1
        del arg188_1
        del arg189_1
        del arg190_1
        del buf103
        del buf113
        # Topologically Sorted Source Nodes: [x_80, input_31, x_81], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf108 = extern_kernels.convolution(buf106, buf107, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf108, (1, 288, 4, 4), (4608, 1, 1152, 288), torch.float32, 'torch.ops.aten.convolution.default')
        del buf106
        del buf107
        assert_size_stride_grouped((arg177_1, arg178_1, arg179_1, arg180_1), ((288, ), (288, ), (288, ), (288, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf116 = reinterpret_tensor(buf119, (1, 288, 4, 4), (8448, 16, 4, 1), 1792)  # alias
        buf120 = empty_strided_cpu((1, 528, 4, 4), (8448, 1, 2112, 528), torch.float32)
        assert_size_stride(arg221_1, (128, 528, 1, 1), (528, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_29(buf108, arg177_1, arg178_1, arg179_1, arg180_1, buf119, buf116, buf120)
        del arg177_1
        del arg178_1
        del arg179_1
        del arg180_1
        del buf108
        del buf115
        del buf116
        del buf117
        del buf118
        # Topologically Sorted Source Nodes: [x_100], Original ATen: [aten.convolution]
        buf133 = extern_kernels.convolution(buf120, arg221_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf133, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg221_1
        assert_size_stride_grouped((arg222_1, arg223_1, arg224_1, arg225_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf138 = empty_strided_cpu((1, 832, 4, 4), (13312, 16, 4, 1), torch.float32)
        buf137 = reinterpret_tensor(buf138, (1, 128, 4, 4), (13312, 16, 4, 1), 11264)  # alias
        buf121 = buf120; del buf120  # reuse
        buf123 = empty_strided_cpu((1, 528, 4, 4), (8448, 1, 2112, 528), torch.float32)
        buf128 = empty_strided_cpu((1, 528, 4, 4), (8448, 1, 2112, 528), torch.float32)
        assert_size_stride(arg211_1, (32, 528, 1, 1), (528, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_30(buf133, arg222_1, arg223_1, arg224_1, arg225_1, buf119, buf137, buf121, buf123, buf128)
        del arg222_1
        del arg223_1
        del arg224_1
        del arg225_1
        del buf119
        del buf133
        # Topologically Sorted Source Nodes: [x_96], Original ATen: [aten.convolution]
        buf129 = extern_kernels.convolution(buf128, arg211_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf129, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg211_1
        del buf128
        assert_size_stride(arg201_1, (160, 528, 1, 1), (528, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_92], Original ATen: [aten.convolution]
        buf124 = extern_kernels.convolution(buf123, arg201_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf124, (1, 160, 4, 4), (2560, 1, 640, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg201_1
        del buf123
        assert_size_stride(arg196_1, (256, 528, 1, 1), (528, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_90], Original ATen: [aten.convolution]
        buf122 = extern_kernels.convolution(buf121, arg196_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf122, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg196_1
        del buf121
        assert_size_stride_grouped((arg202_1, arg203_1, arg204_1, arg205_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf125 = buf124; del buf124  # reuse
        assert_size_stride_grouped((arg212_1, arg213_1, arg214_1, arg215_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf130 = buf129; del buf129  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_31(buf125, buf130, arg202_1, arg203_1, arg204_1, arg205_1, arg212_1, arg213_1, arg214_1, arg215_1)
        del arg202_1
        del arg203_1
        del arg204_1
        del arg205_1
        del arg212_1
        del arg213_1
        del arg214_1
        del arg215_1
        # Topologically Sorted Source Nodes: [x_97, input_39, x_98], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf132 = extern_kernels.convolution(buf130, buf131, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf132, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf130
        del buf131
        assert_size_stride_grouped((arg197_1, arg198_1, arg199_1, arg200_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf134 = reinterpret_tensor(buf138, (1, 256, 4, 4), (13312, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg217_1, arg218_1, arg219_1, arg220_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf136 = reinterpret_tensor(buf138, (1, 128, 4, 4), (13312, 16, 4, 1), 9216)  # alias
        assert_size_stride(arg206_1, (320, 160, 3, 3), (1440, 9, 3, 1), 'input')
        buf126 = empty_strided_cpu((320, 160, 3, 3), (1440, 1, 480, 160), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_32(buf122, arg197_1, arg198_1, arg199_1, arg200_1, buf132, arg217_1, arg218_1, arg219_1, arg220_1, arg206_1, buf134, buf136, buf126)
        del arg197_1
        del arg198_1
        del arg199_1
        del arg200_1
        del arg206_1
        del arg217_1
        del arg218_1
        del arg219_1
        del arg220_1
        del buf132
        # Topologically Sorted Source Nodes: [x_93, input_37, x_94], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf127 = extern_kernels.convolution(buf125, buf126, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf127, (1, 320, 4, 4), (5120, 1, 1280, 320), torch.float32, 'torch.ops.aten.convolution.default')
        del buf125
        assert_size_stride_grouped((arg207_1, arg208_1, arg209_1, arg210_1), ((320, ), (320, ), (320, ), (320, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf135 = reinterpret_tensor(buf138, (1, 320, 4, 4), (13312, 16, 4, 1), 4096)  # alias
        buf139 = reinterpret_tensor(buf52, (1, 832, 2, 2), (3328, 1, 1664, 832), 0); del buf52  # reuse
        assert_size_stride(arg241_1, (32, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_33(buf127, arg207_1, arg208_1, arg209_1, arg210_1, buf138, buf135, buf139)
        del arg207_1
        del arg208_1
        del arg209_1
        del arg210_1
        del buf127
        del buf134
        del buf135
        del buf136
        del buf137
        del buf138
        # Topologically Sorted Source Nodes: [x_110], Original ATen: [aten.convolution]
        buf146 = extern_kernels.convolution(buf139, arg241_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf146, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg241_1
        assert_size_stride_grouped((arg242_1, arg243_1, arg244_1, arg245_1), ((32, ), (32, ), (32, ), (32, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf147 = buf146; del buf146  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_34(buf147, arg242_1, arg243_1, arg244_1, arg245_1)
        del arg242_1
        del arg243_1
        del arg244_1
        del arg245_1
        # Topologically Sorted Source Nodes: [x_111, input_45, x_112], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf149 = extern_kernels.convolution(buf147, buf148, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf149, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf147
        del buf148
        assert_size_stride_grouped((arg247_1, arg248_1, arg249_1, arg250_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf155 = empty_strided_cpu((1, 832, 2, 2), (3328, 4, 2, 1), torch.float32)
        buf153 = reinterpret_tensor(buf155, (1, 128, 2, 2), (3328, 4, 2, 1), 2304)  # alias
        assert_size_stride(arg231_1, (160, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_35(buf149, arg247_1, arg248_1, arg249_1, arg250_1, buf153)
        del arg247_1
        del arg248_1
        del arg249_1
        del arg250_1
        del buf149
        # Topologically Sorted Source Nodes: [x_106], Original ATen: [aten.convolution]
        buf142 = extern_kernels.convolution(buf139, arg231_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf142, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution.default')
        del arg231_1
        assert_size_stride_grouped((arg232_1, arg233_1, arg234_1, arg235_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf143 = buf142; del buf142  # reuse
        assert_size_stride(arg226_1, (256, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_36(buf143, arg232_1, arg233_1, arg234_1, arg235_1)
        del arg232_1
        del arg233_1
        del arg234_1
        del arg235_1
        # Topologically Sorted Source Nodes: [x_104], Original ATen: [aten.convolution]
        buf141 = extern_kernels.convolution(buf139, arg226_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf141, (1, 256, 2, 2), (1024, 1, 512, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg226_1
        buf140 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32)
        assert_size_stride(arg251_1, (128, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused_max_pool2d_with_indices_37(buf139, buf140)
        # Topologically Sorted Source Nodes: [x_114], Original ATen: [aten.convolution]
        buf150 = extern_kernels.convolution(buf140, arg251_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf150, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg251_1
        assert_size_stride_grouped((arg227_1, arg228_1, arg229_1, arg230_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf151 = reinterpret_tensor(buf155, (1, 256, 2, 2), (3328, 4, 2, 1), 0)  # alias
        assert_size_stride_grouped((arg252_1, arg253_1, arg254_1, arg255_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf154 = reinterpret_tensor(buf155, (1, 128, 2, 2), (3328, 4, 2, 1), 2816)  # alias
        assert_size_stride(arg236_1, (320, 160, 3, 3), (1440, 9, 3, 1), 'input')
        buf144 = buf126; del buf126  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_38(buf141, arg227_1, arg228_1, arg229_1, arg230_1, buf150, arg252_1, arg253_1, arg254_1, arg255_1, arg236_1, buf151, buf154, buf144)
        del arg227_1
        del arg228_1
        del arg229_1
        del arg230_1
        del arg236_1
        del arg252_1
        del arg253_1
        del arg254_1
        del arg255_1
        del buf141
        del buf150
        # Topologically Sorted Source Nodes: [x_107, input_43, x_108], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf145 = extern_kernels.convolution(buf143, buf144, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf145, (1, 320, 2, 2), (1280, 1, 640, 320), torch.float32, 'torch.ops.aten.convolution.default')
        del buf143
        del buf144
        assert_size_stride_grouped((arg237_1, arg238_1, arg239_1, arg240_1), ((320, ), (320, ), (320, ), (320, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf152 = reinterpret_tensor(buf155, (1, 320, 2, 2), (3328, 4, 2, 1), 1024)  # alias
        buf156 = buf140; del buf140  # reuse
        assert_size_stride(arg281_1, (128, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_39(buf145, arg237_1, arg238_1, arg239_1, arg240_1, buf155, buf152, buf156)
        del arg237_1
        del arg238_1
        del arg239_1
        del arg240_1
        del buf145
        del buf151
        del buf152
        del buf153
        del buf154
        # Topologically Sorted Source Nodes: [x_127], Original ATen: [aten.convolution]
        buf169 = extern_kernels.convolution(buf156, arg281_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf169, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg281_1
        assert_size_stride_grouped((arg282_1, arg283_1, arg284_1, arg285_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf174 = reinterpret_tensor(buf122, (1, 1024, 2, 2), (4096, 4, 2, 1), 0); del buf122  # reuse
        buf173 = reinterpret_tensor(buf174, (1, 128, 2, 2), (4096, 4, 2, 1), 3584)  # alias
        buf157 = buf156; del buf156  # reuse
        buf159 = buf139; del buf139  # reuse
        buf164 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32)
        assert_size_stride(arg271_1, (48, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_40(buf169, arg282_1, arg283_1, arg284_1, arg285_1, buf155, buf173, buf157, buf159, buf164)
        del arg282_1
        del arg283_1
        del arg284_1
        del arg285_1
        del buf155
        del buf169
        # Topologically Sorted Source Nodes: [x_123], Original ATen: [aten.convolution]
        buf165 = extern_kernels.convolution(buf164, arg271_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf165, (1, 48, 2, 2), (192, 1, 96, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg271_1
        del buf164
        assert_size_stride(arg261_1, (192, 832, 1, 1), (832, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_119], Original ATen: [aten.convolution]
        buf160 = extern_kernels.convolution(buf159, arg261_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf160, (1, 192, 2, 2), (768, 1, 384, 192), torch.float32, 'torch.ops.aten.convolution.default')
        del arg261_1
        del buf159
        assert_size_stride(arg256_1, (384, 832, 1, 1), (832, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_117], Original ATen: [aten.convolution]
        buf158 = extern_kernels.convolution(buf157, arg256_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf158, (1, 384, 2, 2), (1536, 1, 768, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del arg256_1
        del buf157
        assert_size_stride_grouped((arg262_1, arg263_1, arg264_1, arg265_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf161 = buf160; del buf160  # reuse
        assert_size_stride_grouped((arg272_1, arg273_1, arg274_1, arg275_1), ((48, ), (48, ), (48, ), (48, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf166 = buf165; del buf165  # reuse
        cpp_fused__native_batch_norm_legit_no_training_relu_41(buf161, buf166, arg262_1, arg263_1, arg264_1, arg265_1, arg272_1, arg273_1, arg274_1, arg275_1)
        del arg262_1
        del arg263_1
        del arg264_1
        del arg265_1
        del arg272_1
        del arg273_1
        del arg274_1
        del arg275_1
        # Topologically Sorted Source Nodes: [x_124, input_51, x_125], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf168 = extern_kernels.convolution(buf166, buf167, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf168, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf166
        del buf167
        assert_size_stride_grouped((arg257_1, arg258_1, arg259_1, arg260_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf170 = reinterpret_tensor(buf174, (1, 384, 2, 2), (4096, 4, 2, 1), 0)  # alias
        assert_size_stride_grouped((arg277_1, arg278_1, arg279_1, arg280_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf172 = reinterpret_tensor(buf174, (1, 128, 2, 2), (4096, 4, 2, 1), 3072)  # alias
        assert_size_stride(arg266_1, (384, 192, 3, 3), (1728, 9, 3, 1), 'input')
        buf162 = empty_strided_cpu((384, 192, 3, 3), (1728, 1, 576, 192), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_42(buf158, arg257_1, arg258_1, arg259_1, arg260_1, buf168, arg277_1, arg278_1, arg279_1, arg280_1, arg266_1, buf170, buf172, buf162)
        del arg257_1
        del arg258_1
        del arg259_1
        del arg260_1
        del arg266_1
        del arg277_1
        del arg278_1
        del arg279_1
        del arg280_1
        del buf158
        del buf168
        # Topologically Sorted Source Nodes: [x_120, input_49, x_121], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf163 = extern_kernels.convolution(buf161, buf162, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf163, (1, 384, 2, 2), (1536, 1, 768, 384), torch.float32, 'torch.ops.aten.convolution.default')
        del buf161
        del buf162
        assert_size_stride_grouped((arg267_1, arg268_1, arg269_1, arg270_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf171 = reinterpret_tensor(buf174, (1, 384, 2, 2), (4096, 4, 2, 1), 1536)  # alias
        buf175 = empty_strided_cpu((1, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32)
        assert_size_stride_grouped((arg287_1, arg286_1), ((1000, ), (1000, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused__native_batch_norm_legit_no_training_mean_relu_43(buf163, arg267_1, arg268_1, arg269_1, arg270_1, buf174, buf171, buf175)
        del arg267_1
        del arg268_1
        del arg269_1
        del arg270_1
        del buf163
        del buf170
        del buf171
        del buf172
        del buf173
        del buf174
        buf176 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_130, x_131, x_133], Original ATen: [aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg287_1, reinterpret_tensor(buf175, (1, 1024), (0, 1), 0), reinterpret_tensor(arg286_1, (1024, 1000), (1, 1024), 0), alpha=1, beta=1, out=buf176)
        del arg286_1
        del arg287_1
        return (buf176, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((1, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((192, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((96, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((128, 96, 3, 3), (864, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((16, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((32, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((32, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((192, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((32, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((96, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((64, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((192, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((96, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((208, 96, 3, 3), (864, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((16, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((48, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((64, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((160, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((112, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((224, 112, 3, 3), (1008, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((24, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((64, 24, 3, 3), (216, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((256, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((24, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((64, 24, 3, 3), (216, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((112, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((144, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((288, 144, 3, 3), (1296, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((32, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((64, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((256, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((160, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg202_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg203_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg204_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg205_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg206_1 = rand_strided((320, 160, 3, 3), (1440, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg207_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg208_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg209_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg210_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg211_1 = rand_strided((32, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg212_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg213_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg214_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg215_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg216_1 = rand_strided((128, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg217_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg218_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg219_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg220_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg221_1 = rand_strided((128, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg222_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg223_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg224_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg225_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg226_1 = rand_strided((256, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg227_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg228_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg229_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg230_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg231_1 = rand_strided((160, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg232_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg233_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg234_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg235_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg236_1 = rand_strided((320, 160, 3, 3), (1440, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg237_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg238_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg239_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg240_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg241_1 = rand_strided((32, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg242_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg243_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg244_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg245_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg246_1 = rand_strided((128, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg247_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg248_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg249_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg250_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg251_1 = rand_strided((128, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg252_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg253_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg254_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg255_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg256_1 = rand_strided((384, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg257_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg258_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg259_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg260_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg261_1 = rand_strided((192, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg262_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg263_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg264_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg265_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg266_1 = rand_strided((384, 192, 3, 3), (1728, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg267_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg268_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg269_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg270_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg271_1 = rand_strided((48, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg272_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg273_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg274_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg275_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg276_1 = rand_strided((128, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg277_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg278_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg279_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg280_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg281_1 = rand_strided((128, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg282_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg283_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg284_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg285_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg286_1 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg287_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
