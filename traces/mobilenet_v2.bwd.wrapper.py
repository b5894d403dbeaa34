# AOT ID: ['2_backward']
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_sum_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr19)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 960L*x2 + 1920L*x0), static_cast<int64_t>(960L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 1920L*x0), static_cast<int64_t>(2L));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 960L*x2 + 1920L*x0), static_cast<int64_t>(960L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 1920L*x0), static_cast<int64_t>(2L));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x1 + 960L*x2 + 1920L*x0), static_cast<int64_t>(960L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 1920L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr3 + static_cast<int64_t>(x1 + 576L*x2 + 2304L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2304L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr4 + static_cast<int64_t>(x1 + 576L*x2 + 2304L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2304L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 576L*x2 + 2304L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2304L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x1 + 384L*x2 + 1536L*x0), static_cast<int64_t>(384L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1536L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr7 + static_cast<int64_t>(x1 + 384L*x2 + 1536L*x0), static_cast<int64_t>(384L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr7 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1536L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr8 + static_cast<int64_t>(x1 + 384L*x2 + 1536L*x0), static_cast<int64_t>(384L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr8 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1536L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr9 + static_cast<int64_t>(x1 + 384L*x2 + 1536L*x0), static_cast<int64_t>(384L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr9 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1536L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr10 + static_cast<int64_t>(x1 + 192L*x2 + 1536L*x0), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr10 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1536L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x1 + 192L*x2 + 1536L*x0), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr11 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1536L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr12 + static_cast<int64_t>(x1 + 192L*x2 + 1536L*x0), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr12 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1536L*x0));
                            }
                        }
                    }
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr13 + static_cast<int64_t>(x1 + 144L*x2 + 2304L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr13 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 2304L*x0));
                            }
                        }
                    }
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr14 + static_cast<int64_t>(x1 + 144L*x2 + 2304L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr14 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 2304L*x0));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr15 + static_cast<int64_t>(x1 + 96L*x2 + 3072L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr15 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 3072L*x0));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr16 + static_cast<int64_t>(x1 + 32L*x2 + 1024L*x0), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr16 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 1024L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr17 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr18 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr19 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_hardtanh_backward_native_batch_norm_backward_native_dropout_backward_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       const float* in_ptr16,
                       const float* in_ptr17,
                       const float* in_ptr18,
                       const float* in_ptr19,
                       const float* in_ptr20,
                       const float* in_ptr21,
                       const float* in_ptr22,
                       const float* in_ptr23,
                       const float* in_ptr24,
                       const float* in_ptr25,
                       const float* in_ptr26,
                       const float* in_ptr27,
                       const float* in_ptr28,
                       const float* in_ptr29,
                       const float* in_ptr30,
                       const float* in_ptr31,
                       const bool* in_ptr32,
                       const float* in_ptr33,
                       const float* in_ptr34,
                       const float* in_ptr35,
                       const float* in_ptr36,
                       const float* in_ptr37,
                       const float* in_ptr38,
                       const float* in_ptr39,
                       const float* in_ptr40,
                       const float* in_ptr41,
                       const float* in_ptr42,
                       const float* in_ptr43,
                       const float* in_ptr44,
                       const float* in_ptr45,
                       const float* in_ptr46,
                       const float* in_ptr47,
                       const float* in_ptr48,
                       const float* in_ptr49,
                       const float* in_ptr50,
                       const float* in_ptr51,
                       const float* in_ptr52,
                       const float* in_ptr53,
                       const float* in_ptr54,
                       const float* in_ptr55,
                       const float* in_ptr56,
                       const float* in_ptr57,
                       const float* in_ptr58,
                       const float* in_ptr59,
                       const float* in_ptr60,
                       const float* in_ptr61,
                       const float* in_ptr62,
                       const float* in_ptr63,
                       const float* in_ptr64,
                       const float* in_ptr65,
                       const float* in_ptr66,
                       const float* in_ptr67,
                       const float* in_ptr68,
                       const float* in_ptr69,
                       const float* in_ptr70,
                       const float* in_ptr71,
                       const float* in_ptr72,
                       const float* in_ptr73,
                       const float* in_ptr74,
                       const float* in_ptr75,
                       const float* in_ptr76,
                       const float* in_ptr77,
                       const float* in_ptr78,
                       const float* in_ptr79,
                       const float* in_ptr80,
                       const float* in_ptr81,
                       const float* in_ptr82,
                       const float* in_ptr83,
                       const float* in_ptr84,
                       const float* in_ptr85,
                       const float* in_ptr86,
                       const float* in_ptr87,
                       const float* in_ptr88,
                       const float* in_ptr89,
                       const float* in_ptr90,
                       const float* in_ptr91,
                       const float* in_ptr92,
                       const float* in_ptr93,
                       const float* in_ptr94,
                       const float* in_ptr95,
                       const float* in_ptr96,
                       const float* in_ptr97,
                       const float* in_ptr98,
                       const float* in_ptr99,
                       const float* in_ptr100,
                       const float* in_ptr101,
                       const float* in_ptr102,
                       const float* in_ptr103,
                       const float* in_ptr104,
                       const float* in_ptr105,
                       const float* in_ptr106,
                       const float* in_ptr107,
                       const float* in_ptr108,
                       const float* in_ptr109,
                       const float* in_ptr110,
                       const float* in_ptr111,
                       const float* in_ptr112,
                       const float* in_ptr113,
                       const float* in_ptr114,
                       const float* in_ptr115,
                       const float* in_ptr116,
                       const float* in_ptr117,
                       const float* in_ptr118,
                       const float* in_ptr119,
                       const float* in_ptr120,
                       const float* in_ptr121,
                       const float* in_ptr122,
                       const float* in_ptr123,
                       const float* in_ptr124,
                       const float* in_ptr125,
                       const float* in_ptr126,
                       const float* in_ptr127,
                       const float* in_ptr128,
                       const float* in_ptr129,
                       const float* in_ptr130,
                       const float* in_ptr131,
                       const float* in_ptr132,
                       const float* in_ptr133,
                       const float* in_ptr134,
                       const float* in_ptr135,
                       const float* in_ptr136,
                       const float* in_ptr137,
                       const float* in_ptr138,
                       const float* in_ptr139,
                       const float* in_ptr140,
                       const float* in_ptr141,
                       const float* in_ptr142,
                       const float* in_ptr143,
                       const float* in_ptr144,
                       const float* in_ptr145,
                       const float* in_ptr146,
                       const float* in_ptr147,
                       const float* in_ptr148,
                       const float* in_ptr149,
                       const float* in_ptr150,
                       const float* in_ptr151,
                       const float* in_ptr152,
                       const float* in_ptr153,
                       const float* in_ptr154,
                       const float* in_ptr155,
                       const float* in_ptr156,
                       const float* in_ptr157,
                       const float* in_ptr158,
                       const float* in_ptr159,
                       const float* in_ptr160,
                       const float* in_ptr161,
                       const float* in_ptr162,
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
                       float* out_ptr20,
                       float* out_ptr21,
                       float* out_ptr23,
                       float* out_ptr24,
                       float* out_ptr25,
                       float* out_ptr26,
                       float* out_ptr27,
                       float* out_ptr28,
                       float* out_ptr29,
                       float* out_ptr30,
                       float* out_ptr31,
                       float* out_ptr32,
                       float* out_ptr33,
                       float* out_ptr34,
                       float* out_ptr35,
                       float* out_ptr36,
                       float* out_ptr37,
                       float* out_ptr38,
                       float* out_ptr39,
                       float* out_ptr40,
                       float* out_ptr41,
                       float* out_ptr42,
                       float* out_ptr43,
                       float* out_ptr44,
                       float* out_ptr45,
                       float* out_ptr46,
                       float* out_ptr47,
                       float* out_ptr48,
                       float* out_ptr49,
                       float* out_ptr50,
                       float* out_ptr51)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr22 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr8 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr9 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr12 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(3840L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr14 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr15 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr16 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr17 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr18 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr24 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr19 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr25 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr26 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr20 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr27 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr28 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr21 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1280L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1280L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr29 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr30 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr22 + static_cast<int64_t>(x1 + 1280L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr22 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr31 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::VecMask<float,1>::from(in_ptr32 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr22 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(8));
                    auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr22 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(8));
                    auto tmp37 = at::vec::Vectorized<float>::loadu(out_ptr22 + static_cast<int64_t>(3840L + x0), static_cast<int64_t>(8));
                    auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp46 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp49 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(8));
                    auto tmp53 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(8));
                    auto tmp57 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(3840L + x0), static_cast<int64_t>(8));
                    auto tmp61 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 | tmp8;
                    auto tmp12 = tmp11.to<float,1>();
                    auto tmp13 = static_cast<float>(1.25);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 * tmp14;
                    auto tmp16 = tmp10 * tmp15;
                    auto tmp17 = static_cast<float>(4.0);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp16 / tmp18;
                    auto tmp20 = decltype(tmp2)::blendv(tmp19, tmp2, tmp9.template cast<float,1>());
                    auto tmp22 = at::vec::VecMask<float,1>(tmp21 <= tmp2);
                    auto tmp23 = at::vec::VecMask<float,1>(tmp21 >= tmp5);
                    auto tmp24 = tmp22.template cast<int32_t,1>();
                    auto tmp25 = tmp23.template cast<int32_t,1>();
                    auto tmp26 = tmp24 | tmp25;
                    auto tmp27 = decltype(tmp2)::blendv(tmp19, tmp2, tmp26.template cast<float,1>());
                    auto tmp28 = tmp20 + tmp27;
                    auto tmp30 = at::vec::VecMask<float,1>(tmp29 <= tmp2);
                    auto tmp31 = at::vec::VecMask<float,1>(tmp29 >= tmp5);
                    auto tmp32 = tmp30.template cast<int32_t,1>();
                    auto tmp33 = tmp31.template cast<int32_t,1>();
                    auto tmp34 = tmp32 | tmp33;
                    auto tmp35 = decltype(tmp2)::blendv(tmp19, tmp2, tmp34.template cast<float,1>());
                    auto tmp36 = tmp28 + tmp35;
                    auto tmp38 = at::vec::VecMask<float,1>(tmp37 <= tmp2);
                    auto tmp39 = at::vec::VecMask<float,1>(tmp37 >= tmp5);
                    auto tmp40 = tmp38.template cast<int32_t,1>();
                    auto tmp41 = tmp39.template cast<int32_t,1>();
                    auto tmp42 = tmp40 | tmp41;
                    auto tmp43 = decltype(tmp2)::blendv(tmp19, tmp2, tmp42.template cast<float,1>());
                    auto tmp44 = tmp36 + tmp43;
                    auto tmp47 = tmp45 - tmp46;
                    auto tmp48 = tmp20 * tmp47;
                    auto tmp50 = tmp49 - tmp46;
                    auto tmp51 = tmp27 * tmp50;
                    auto tmp52 = tmp48 + tmp51;
                    auto tmp54 = tmp53 - tmp46;
                    auto tmp55 = tmp35 * tmp54;
                    auto tmp56 = tmp52 + tmp55;
                    auto tmp58 = tmp57 - tmp46;
                    auto tmp59 = tmp43 * tmp58;
                    auto tmp60 = tmp56 + tmp59;
                    auto tmp62 = tmp60 * tmp61;
                    tmp44.store(out_ptr23 + static_cast<int64_t>(x0));
                    tmp60.store(out_ptr24 + static_cast<int64_t>(x0));
                    tmp62.store(out_ptr25 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1280L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1280L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr22 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr31 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::VecMask<float,1>::from(in_ptr32 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr24 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr23 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr29 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp12 = tmp11.to<float,1>();
                        auto tmp13 = static_cast<float>(1.25);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp10 * tmp15;
                        auto tmp17 = static_cast<float>(4.0);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 / tmp18;
                        auto tmp20 = decltype(tmp2)::blendv(tmp19, tmp2, tmp9.template cast<float,1>());
                        auto tmp23 = tmp21 - tmp22;
                        auto tmp25 = static_cast<float>(0.25);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 * tmp26;
                        auto tmp29 = tmp28 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        auto tmp31 = tmp23 * tmp30;
                        auto tmp32 = tmp20 - tmp31;
                        auto tmp34 = tmp33 * tmp26;
                        auto tmp35 = tmp32 - tmp34;
                        auto tmp37 = tmp28 * tmp36;
                        auto tmp38 = tmp35 * tmp37;
                        tmp38.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1280L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr33 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr34 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr35 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr36 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr37 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr26 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr38 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr39 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr40 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr41 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr42 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr27 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr43 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr44 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr45 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr46 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr47 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr28 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr48 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr49 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr50 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr51 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr52 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr29 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr53 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr54 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr55 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr56 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr57 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr30 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr58 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr59 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr60 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr61 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr62 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr31 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr63 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr64 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr65 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr66 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr67 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr32 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr68 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr69 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr70 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr71 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr72 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr33 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr73 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr74 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr75 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr76 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr77 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr34 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr78 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr79 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr80 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr81 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr82 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr35 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr83 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr84 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr85 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr86 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr87 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr36 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr88 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr89 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr90 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr91 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr92 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr37 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr93 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr94 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr95 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr96 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr97 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr38 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr98 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr99 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr100 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr101 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr102 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr39 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr103 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr104 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr105 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr106 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr107 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr40 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr108 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr109 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr110 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr111 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr112 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr41 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr113 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr114 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr115 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr116 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr117 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr42 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr118 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr119 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr120 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr121 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr122 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr43 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr123 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr124 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr125 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr126 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr127 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr44 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr128 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr129 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr130 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr131 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr132 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr45 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr133 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr134 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr135 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr136 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr137 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr46 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr138 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr139 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr140 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr141 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr142 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr47 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr143 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr144 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr145 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr146 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr147 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr48 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr148 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr149 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr150 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr151 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr152 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr49 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr153 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr154 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr155 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr156 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr157 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr50 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr158 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr159 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr160 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr161 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr162 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr51 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(640L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp9 = tmp7 + tmp8;
                    auto tmp11 = tmp9 + tmp10;
                    auto tmp13 = tmp11 + tmp12;
                    auto tmp14 = static_cast<float>(4.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = tmp13 / tmp15;
                    auto tmp17 = tmp7 - tmp16;
                    auto tmp18 = tmp0 * tmp17;
                    auto tmp19 = tmp8 - tmp16;
                    auto tmp20 = tmp1 * tmp19;
                    auto tmp21 = tmp18 + tmp20;
                    auto tmp22 = tmp10 - tmp16;
                    auto tmp23 = tmp3 * tmp22;
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp12 - tmp16;
                    auto tmp26 = tmp5 * tmp25;
                    auto tmp27 = tmp24 + tmp26;
                    auto tmp28 = tmp17 * tmp17;
                    auto tmp29 = tmp19 * tmp19;
                    auto tmp30 = tmp28 + tmp29;
                    auto tmp31 = tmp22 * tmp22;
                    auto tmp32 = tmp30 + tmp31;
                    auto tmp33 = tmp25 * tmp25;
                    auto tmp34 = tmp32 + tmp33;
                    auto tmp35 = tmp34 / tmp15;
                    auto tmp36 = static_cast<float>(1e-05);
                    auto tmp37 = at::vec::Vectorized<float>(tmp36);
                    auto tmp38 = tmp35 + tmp37;
                    auto tmp39 = tmp38.rsqrt();
                    auto tmp40 = tmp27 * tmp39;
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp16.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp27.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp39.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp40.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(320L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(320L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 320L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 320L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.25);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 320L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
                    auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
                    auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp43 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp47 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp51 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
                    auto tmp55 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 | tmp8;
                    auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                    auto tmp13 = at::vec::VecMask<float,1>(tmp12 <= tmp2);
                    auto tmp14 = at::vec::VecMask<float,1>(tmp12 >= tmp5);
                    auto tmp15 = tmp13.template cast<int32_t,1>();
                    auto tmp16 = tmp14.template cast<int32_t,1>();
                    auto tmp17 = tmp15 | tmp16;
                    auto tmp19 = decltype(tmp2)::blendv(tmp18, tmp2, tmp17.template cast<float,1>());
                    auto tmp20 = tmp11 + tmp19;
                    auto tmp22 = at::vec::VecMask<float,1>(tmp21 <= tmp2);
                    auto tmp23 = at::vec::VecMask<float,1>(tmp21 >= tmp5);
                    auto tmp24 = tmp22.template cast<int32_t,1>();
                    auto tmp25 = tmp23.template cast<int32_t,1>();
                    auto tmp26 = tmp24 | tmp25;
                    auto tmp28 = decltype(tmp2)::blendv(tmp27, tmp2, tmp26.template cast<float,1>());
                    auto tmp29 = tmp20 + tmp28;
                    auto tmp31 = at::vec::VecMask<float,1>(tmp30 <= tmp2);
                    auto tmp32 = at::vec::VecMask<float,1>(tmp30 >= tmp5);
                    auto tmp33 = tmp31.template cast<int32_t,1>();
                    auto tmp34 = tmp32.template cast<int32_t,1>();
                    auto tmp35 = tmp33 | tmp34;
                    auto tmp37 = decltype(tmp2)::blendv(tmp36, tmp2, tmp35.template cast<float,1>());
                    auto tmp38 = tmp29 + tmp37;
                    auto tmp41 = tmp39 - tmp40;
                    auto tmp42 = tmp11 * tmp41;
                    auto tmp44 = tmp43 - tmp40;
                    auto tmp45 = tmp19 * tmp44;
                    auto tmp46 = tmp42 + tmp45;
                    auto tmp48 = tmp47 - tmp40;
                    auto tmp49 = tmp28 * tmp48;
                    auto tmp50 = tmp46 + tmp49;
                    auto tmp52 = tmp51 - tmp40;
                    auto tmp53 = tmp37 * tmp52;
                    auto tmp54 = tmp50 + tmp53;
                    auto tmp56 = tmp54 * tmp55;
                    tmp38.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp54.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp56.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.25);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x2 + 1920L*x0), static_cast<int64_t>(960L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 1920L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 2L*x0 + 1920L*x1), static_cast<int64_t>(2L));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 2L*x1 + 4L*x0), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(960L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(960L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp18 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(1L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp27 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(2L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
                    auto tmp36 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(3L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp43 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp47 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1920L + x0), static_cast<int64_t>(8));
                    auto tmp51 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(2880L + x0), static_cast<int64_t>(8));
                    auto tmp55 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 | tmp8;
                    auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                    auto tmp13 = at::vec::VecMask<float,1>(tmp12 <= tmp2);
                    auto tmp14 = at::vec::VecMask<float,1>(tmp12 >= tmp5);
                    auto tmp15 = tmp13.template cast<int32_t,1>();
                    auto tmp16 = tmp14.template cast<int32_t,1>();
                    auto tmp17 = tmp15 | tmp16;
                    auto tmp19 = decltype(tmp2)::blendv(tmp18, tmp2, tmp17.template cast<float,1>());
                    auto tmp20 = tmp11 + tmp19;
                    auto tmp22 = at::vec::VecMask<float,1>(tmp21 <= tmp2);
                    auto tmp23 = at::vec::VecMask<float,1>(tmp21 >= tmp5);
                    auto tmp24 = tmp22.template cast<int32_t,1>();
                    auto tmp25 = tmp23.template cast<int32_t,1>();
                    auto tmp26 = tmp24 | tmp25;
                    auto tmp28 = decltype(tmp2)::blendv(tmp27, tmp2, tmp26.template cast<float,1>());
                    auto tmp29 = tmp20 + tmp28;
                    auto tmp31 = at::vec::VecMask<float,1>(tmp30 <= tmp2);
                    auto tmp32 = at::vec::VecMask<float,1>(tmp30 >= tmp5);
                    auto tmp33 = tmp31.template cast<int32_t,1>();
                    auto tmp34 = tmp32.template cast<int32_t,1>();
                    auto tmp35 = tmp33 | tmp34;
                    auto tmp37 = decltype(tmp2)::blendv(tmp36, tmp2, tmp35.template cast<float,1>());
                    auto tmp38 = tmp29 + tmp37;
                    auto tmp41 = tmp39 - tmp40;
                    auto tmp42 = tmp11 * tmp41;
                    auto tmp44 = tmp43 - tmp40;
                    auto tmp45 = tmp19 * tmp44;
                    auto tmp46 = tmp42 + tmp45;
                    auto tmp48 = tmp47 - tmp40;
                    auto tmp49 = tmp28 * tmp48;
                    auto tmp50 = tmp46 + tmp49;
                    auto tmp52 = tmp51 - tmp40;
                    auto tmp53 = tmp37 * tmp52;
                    auto tmp54 = tmp50 + tmp53;
                    auto tmp56 = tmp54 * tmp55;
                    tmp38.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp54.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp56.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp10, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0 + 960L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 960L*x0 + 960L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = static_cast<float>(0.25);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 * tmp18;
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp12 - tmp23;
                            auto tmp26 = tmp25 * tmp18;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 960L*x0 + 960L*x0_inner));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp9 = tmp7 + tmp8;
                    auto tmp11 = tmp9 + tmp10;
                    auto tmp13 = tmp11 + tmp12;
                    auto tmp14 = static_cast<float>(4.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = tmp13 / tmp15;
                    auto tmp17 = tmp7 - tmp16;
                    auto tmp18 = tmp0 * tmp17;
                    auto tmp19 = tmp8 - tmp16;
                    auto tmp20 = tmp1 * tmp19;
                    auto tmp21 = tmp18 + tmp20;
                    auto tmp22 = tmp10 - tmp16;
                    auto tmp23 = tmp3 * tmp22;
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp12 - tmp16;
                    auto tmp26 = tmp5 * tmp25;
                    auto tmp27 = tmp24 + tmp26;
                    auto tmp28 = tmp17 * tmp17;
                    auto tmp29 = tmp19 * tmp19;
                    auto tmp30 = tmp28 + tmp29;
                    auto tmp31 = tmp22 * tmp22;
                    auto tmp32 = tmp30 + tmp31;
                    auto tmp33 = tmp25 * tmp25;
                    auto tmp34 = tmp32 + tmp33;
                    auto tmp35 = tmp34 / tmp15;
                    auto tmp36 = static_cast<float>(1e-05);
                    auto tmp37 = at::vec::Vectorized<float>(tmp36);
                    auto tmp38 = tmp35 + tmp37;
                    auto tmp39 = tmp38.rsqrt();
                    auto tmp40 = tmp27 * tmp39;
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp16.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp27.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp39.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp40.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.25);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
    auto in_ptr0 = in_out_ptr0;
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
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp15 = tmp13 + tmp14;
                    auto tmp16 = tmp12 + tmp15;
                    auto tmp19 = tmp17 + tmp18;
                    auto tmp20 = tmp16 + tmp19;
                    auto tmp23 = tmp21 + tmp22;
                    auto tmp24 = tmp20 + tmp23;
                    auto tmp25 = tmp0 - tmp9;
                    auto tmp26 = tmp12 * tmp25;
                    auto tmp27 = tmp1 - tmp9;
                    auto tmp28 = tmp15 * tmp27;
                    auto tmp29 = tmp26 + tmp28;
                    auto tmp30 = tmp3 - tmp9;
                    auto tmp31 = tmp19 * tmp30;
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = tmp5 - tmp9;
                    auto tmp34 = tmp23 * tmp33;
                    auto tmp35 = tmp32 + tmp34;
                    auto tmp36 = tmp25 * tmp25;
                    auto tmp37 = tmp27 * tmp27;
                    auto tmp38 = tmp36 + tmp37;
                    auto tmp39 = tmp30 * tmp30;
                    auto tmp40 = tmp38 + tmp39;
                    auto tmp41 = tmp33 * tmp33;
                    auto tmp42 = tmp40 + tmp41;
                    auto tmp43 = tmp42 / tmp8;
                    auto tmp44 = static_cast<float>(1e-05);
                    auto tmp45 = at::vec::Vectorized<float>(tmp44);
                    auto tmp46 = tmp43 + tmp45;
                    auto tmp47 = tmp46.rsqrt();
                    auto tmp48 = tmp35 * tmp47;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp35.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp47.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp48.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.25);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
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
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp14 = tmp12 + tmp13;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp19 = tmp17 + tmp18;
                    auto tmp20 = tmp14 + tmp19;
                    auto tmp23 = tmp21 + tmp22;
                    auto tmp25 = tmp23 + tmp24;
                    auto tmp26 = tmp20 + tmp25;
                    auto tmp29 = tmp27 + tmp28;
                    auto tmp31 = tmp29 + tmp30;
                    auto tmp32 = tmp26 + tmp31;
                    auto tmp33 = tmp0 - tmp9;
                    auto tmp34 = tmp14 * tmp33;
                    auto tmp35 = tmp1 - tmp9;
                    auto tmp36 = tmp19 * tmp35;
                    auto tmp37 = tmp34 + tmp36;
                    auto tmp38 = tmp3 - tmp9;
                    auto tmp39 = tmp25 * tmp38;
                    auto tmp40 = tmp37 + tmp39;
                    auto tmp41 = tmp5 - tmp9;
                    auto tmp42 = tmp31 * tmp41;
                    auto tmp43 = tmp40 + tmp42;
                    auto tmp44 = tmp33 * tmp33;
                    auto tmp45 = tmp35 * tmp35;
                    auto tmp46 = tmp44 + tmp45;
                    auto tmp47 = tmp38 * tmp38;
                    auto tmp48 = tmp46 + tmp47;
                    auto tmp49 = tmp41 * tmp41;
                    auto tmp50 = tmp48 + tmp49;
                    auto tmp51 = tmp50 / tmp8;
                    auto tmp52 = static_cast<float>(1e-05);
                    auto tmp53 = at::vec::Vectorized<float>(tmp52);
                    auto tmp54 = tmp51 + tmp53;
                    auto tmp55 = tmp54.rsqrt();
                    auto tmp56 = tmp43 * tmp55;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp32.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp43.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp55.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp56.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = tmp5 - tmp6;
                        auto tmp9 = static_cast<float>(0.25);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = tmp12 * tmp12;
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp4 - tmp15;
                        auto tmp18 = tmp17 * tmp10;
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = tmp12 * tmp20;
                        auto tmp22 = tmp19 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp43 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp47 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp51 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp55 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp4 = static_cast<float>(6.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 | tmp8;
                    auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                    auto tmp13 = at::vec::VecMask<float,1>(tmp12 <= tmp2);
                    auto tmp14 = at::vec::VecMask<float,1>(tmp12 >= tmp5);
                    auto tmp15 = tmp13.template cast<int32_t,1>();
                    auto tmp16 = tmp14.template cast<int32_t,1>();
                    auto tmp17 = tmp15 | tmp16;
                    auto tmp19 = decltype(tmp2)::blendv(tmp18, tmp2, tmp17.template cast<float,1>());
                    auto tmp20 = tmp11 + tmp19;
                    auto tmp22 = at::vec::VecMask<float,1>(tmp21 <= tmp2);
                    auto tmp23 = at::vec::VecMask<float,1>(tmp21 >= tmp5);
                    auto tmp24 = tmp22.template cast<int32_t,1>();
                    auto tmp25 = tmp23.template cast<int32_t,1>();
                    auto tmp26 = tmp24 | tmp25;
                    auto tmp28 = decltype(tmp2)::blendv(tmp27, tmp2, tmp26.template cast<float,1>());
                    auto tmp29 = tmp20 + tmp28;
                    auto tmp31 = at::vec::VecMask<float,1>(tmp30 <= tmp2);
                    auto tmp32 = at::vec::VecMask<float,1>(tmp30 >= tmp5);
                    auto tmp33 = tmp31.template cast<int32_t,1>();
                    auto tmp34 = tmp32.template cast<int32_t,1>();
                    auto tmp35 = tmp33 | tmp34;
                    auto tmp37 = decltype(tmp2)::blendv(tmp36, tmp2, tmp35.template cast<float,1>());
                    auto tmp38 = tmp29 + tmp37;
                    auto tmp41 = tmp39 - tmp40;
                    auto tmp42 = tmp11 * tmp41;
                    auto tmp44 = tmp43 - tmp40;
                    auto tmp45 = tmp19 * tmp44;
                    auto tmp46 = tmp42 + tmp45;
                    auto tmp48 = tmp47 - tmp40;
                    auto tmp49 = tmp28 * tmp48;
                    auto tmp50 = tmp46 + tmp49;
                    auto tmp52 = tmp51 - tmp40;
                    auto tmp53 = tmp37 * tmp52;
                    auto tmp54 = tmp50 + tmp53;
                    auto tmp56 = tmp54 * tmp55;
                    tmp38.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp54.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp56.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.25);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x2 + 1152L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 1152L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 2L*x0 + 1152L*x1), static_cast<int64_t>(2L));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 2L*x1 + 4L*x0), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp10, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp10, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x1 + 576L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 576L*x1 + 576L*x1_inner), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(6.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                                auto tmp7 = tmp3.template cast<int32_t,1>();
                                auto tmp8 = tmp6.template cast<int32_t,1>();
                                auto tmp9 = tmp7 | tmp8;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                                auto tmp15 = tmp13 - tmp14;
                                auto tmp16 = tmp12 * tmp15;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp16;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp10, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0 + 576L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x0 + 576L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = static_cast<float>(0.0625);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 * tmp18;
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp12 - tmp23;
                            auto tmp26 = tmp25 * tmp18;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0 + 576L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0625);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp11 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.0625);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x2 + 2304L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2304L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 4L*x0 + 2304L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.0625);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp7 = tmp5 - tmp6;
                            auto tmp8 = tmp4 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = tmp5 - tmp6;
                        auto tmp9 = static_cast<float>(0.0625);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = tmp12 * tmp12;
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp4 - tmp15;
                        auto tmp18 = tmp17 * tmp10;
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = tmp12 * tmp20;
                        auto tmp22 = tmp19 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp11 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.0625);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x2 + 1536L*x0), static_cast<int64_t>(384L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1536L*x0), static_cast<int64_t>(4L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 4L*x0 + 1536L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp10, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp10, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 384L*x1 + 384L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 384L*x1 + 384L*x1_inner), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(6.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                                auto tmp7 = tmp3.template cast<int32_t,1>();
                                auto tmp8 = tmp6.template cast<int32_t,1>();
                                auto tmp9 = tmp7 | tmp8;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                                auto tmp15 = tmp13 - tmp14;
                                auto tmp16 = tmp12 * tmp15;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp16;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp10, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0 + 384L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 384L*x0 + 384L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = static_cast<float>(0.0625);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 * tmp18;
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp12 - tmp23;
                            auto tmp26 = tmp25 * tmp18;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 384L*x0 + 384L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0625);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.0625);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp7 = tmp5 - tmp6;
                            auto tmp8 = tmp4 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = tmp5 - tmp6;
                        auto tmp9 = static_cast<float>(0.0625);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = tmp12 * tmp12;
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp4 - tmp15;
                        auto tmp18 = tmp17 * tmp10;
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = tmp12 * tmp20;
                        auto tmp22 = tmp19 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp9 = tmp7 - tmp8;
                            auto tmp10 = tmp6 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            tmp_acc1_vec = tmp_acc1_vec + tmp10;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp9 = tmp7 - tmp8;
                        auto tmp11 = static_cast<float>(0.0625);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp15 = tmp14 * tmp14;
                        auto tmp16 = tmp13 * tmp15;
                        auto tmp17 = tmp9 * tmp16;
                        auto tmp18 = tmp6 - tmp17;
                        auto tmp20 = tmp19 * tmp12;
                        auto tmp21 = tmp18 - tmp20;
                        auto tmp23 = tmp14 * tmp22;
                        auto tmp24 = tmp21 * tmp23;
                        tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp11 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.0625);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x2 + 768L*x0), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 768L*x0), static_cast<int64_t>(4L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 4L*x0 + 768L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp10, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp10, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1 + 192L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 192L*x1 + 192L*x1_inner), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(6.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                                auto tmp7 = tmp3.template cast<int32_t,1>();
                                auto tmp8 = tmp6.template cast<int32_t,1>();
                                auto tmp9 = tmp7 | tmp8;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                                auto tmp15 = tmp13 - tmp14;
                                auto tmp16 = tmp12 * tmp15;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp16;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp10, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = static_cast<float>(0.015625);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 * tmp18;
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp12 - tmp23;
                            auto tmp26 = tmp25 * tmp18;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_22 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.015625);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp11 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.015625);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x2 + 1536L*x0), static_cast<int64_t>(192L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1536L*x0));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 8L*x0 + 1536L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.015625);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp7 = tmp5 - tmp6;
                            auto tmp8 = tmp4 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            tmp_acc1_vec = tmp_acc1_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = tmp5 - tmp6;
                        auto tmp9 = static_cast<float>(0.015625);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = tmp12 * tmp12;
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp4 - tmp15;
                        auto tmp18 = tmp17 * tmp10;
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = tmp12 * tmp20;
                        auto tmp22 = tmp19 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp11 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.015625);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 1152L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1152L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 8L*x0 + 1152L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp10, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp10, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1 + 144L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x1 + 144L*x1_inner), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(6.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                                auto tmp7 = tmp3.template cast<int32_t,1>();
                                auto tmp8 = tmp6.template cast<int32_t,1>();
                                auto tmp9 = tmp7 | tmp8;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                                auto tmp15 = tmp13 - tmp14;
                                auto tmp16 = tmp12 * tmp15;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp16;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp10, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = static_cast<float>(0.00390625);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 * tmp18;
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp12 - tmp23;
                            auto tmp26 = tmp25 * tmp18;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.00390625);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp11 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.00390625);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 2304L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 2304L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 2304L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.00390625);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = tmp10 * tmp10;
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp2 - tmp13;
                        auto tmp16 = tmp15 * tmp8;
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp19 = tmp10 * tmp18;
                        auto tmp20 = tmp17 * tmp19;
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp11 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.00390625);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x2 + 1536L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 1536L*x0));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 1536L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp10, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp10, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1 + 96L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1 + 96L*x1_inner), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(6.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                                auto tmp7 = tmp3.template cast<int32_t,1>();
                                auto tmp8 = tmp6.template cast<int32_t,1>();
                                auto tmp9 = tmp7 | tmp8;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                                auto tmp15 = tmp13 - tmp14;
                                auto tmp16 = tmp12 * tmp15;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp16;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp10, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = static_cast<float>(0.0009765625);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 * tmp18;
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp12 - tmp23;
                            auto tmp26 = tmp25 * tmp18;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0009765625);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = tmp8 * tmp8;
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 - tmp11;
                        auto tmp14 = tmp13 * tmp6;
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp17 = tmp8 * tmp16;
                        auto tmp18 = tmp15 * tmp17;
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp11 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp11 = decltype(tmp2)::blendv(tmp10, tmp2, tmp9.template cast<float,1>());
                        auto tmp14 = tmp12 - tmp13;
                        auto tmp16 = static_cast<float>(0.0009765625);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp18 * tmp20;
                        auto tmp22 = tmp14 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp25 = tmp24 * tmp17;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x2 + 1024L*x0), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 1024L*x0));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 32L*x0 + 1024L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp10, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp10, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1 + 32L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1 + 32L*x1_inner), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(6.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                                auto tmp7 = tmp3.template cast<int32_t,1>();
                                auto tmp8 = tmp6.template cast<int32_t,1>();
                                auto tmp9 = tmp7 | tmp8;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                                auto tmp15 = tmp13 - tmp14;
                                auto tmp16 = tmp12 * tmp15;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                tmp_acc1_vec = tmp_acc1_vec + tmp16;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp10[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp10, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(tmp10 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp9.template cast<float,1>());
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = static_cast<float>(0.0009765625);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 * tmp18;
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp15 * tmp22;
                            auto tmp24 = tmp12 - tmp23;
                            auto tmp26 = tmp25 * tmp18;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner));
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, primals_18, primals_20, primals_24, primals_25, primals_26, primals_30, primals_31, primals_32, primals_36, primals_38, primals_42, primals_43, primals_44, primals_48, primals_49, primals_50, primals_54, primals_56, primals_60, primals_61, primals_62, primals_66, primals_67, primals_68, primals_72, primals_74, primals_78, primals_79, primals_80, primals_84, primals_85, primals_86, primals_90, primals_92, primals_96, primals_97, primals_98, primals_102, primals_103, primals_104, primals_108, primals_110, primals_114, primals_115, primals_116, primals_120, primals_121, primals_122, primals_126, primals_128, primals_132, primals_133, primals_134, primals_138, primals_139, primals_140, primals_144, primals_146, primals_150, primals_151, primals_152, primals_156, primals_157, primals_158, primals_162, primals_164, primals_168, primals_169, primals_170, primals_174, primals_175, primals_176, primals_180, primals_182, primals_186, primals_187, primals_188, primals_192, primals_193, primals_194, primals_198, primals_200, primals_204, primals_205, primals_206, primals_210, primals_211, primals_212, primals_216, primals_218, primals_222, primals_223, primals_224, primals_228, primals_229, primals_230, primals_234, primals_236, primals_240, primals_241, primals_242, primals_246, primals_247, primals_248, primals_252, primals_254, primals_258, primals_259, primals_260, primals_264, primals_265, primals_266, primals_270, primals_272, primals_276, primals_277, primals_278, primals_282, primals_283, primals_284, primals_288, primals_290, primals_294, primals_295, primals_296, primals_300, primals_301, primals_302, primals_306, primals_308, primals_312, primals_313, primals_314, convolution, getitem_1, rsqrt, clamp_max, convolution_1, getitem_3, rsqrt_1, clamp_max_1, convolution_2, squeeze_7, add_14, convolution_3, getitem_7, rsqrt_3, clamp_max_2, convolution_4, getitem_9, rsqrt_4, clamp_max_3, convolution_5, squeeze_16, add_29, convolution_6, getitem_13, rsqrt_6, clamp_max_4, convolution_7, getitem_15, rsqrt_7, clamp_max_5, convolution_8, squeeze_25, add_45, convolution_9, getitem_19, rsqrt_9, clamp_max_6, convolution_10, getitem_21, rsqrt_10, clamp_max_7, convolution_11, squeeze_34, add_60, convolution_12, getitem_25, rsqrt_12, clamp_max_8, convolution_13, getitem_27, rsqrt_13, clamp_max_9, convolution_14, squeeze_43, add_76, convolution_15, getitem_31, rsqrt_15, clamp_max_10, convolution_16, getitem_33, rsqrt_16, clamp_max_11, convolution_17, squeeze_52, add_92, convolution_18, getitem_37, rsqrt_18, clamp_max_12, convolution_19, getitem_39, rsqrt_19, clamp_max_13, convolution_20, squeeze_61, add_107, convolution_21, getitem_43, rsqrt_21, clamp_max_14, convolution_22, getitem_45, rsqrt_22, clamp_max_15, convolution_23, squeeze_70, add_123, convolution_24, getitem_49, rsqrt_24, clamp_max_16, convolution_25, getitem_51, rsqrt_25, clamp_max_17, convolution_26, squeeze_79, add_139, convolution_27, getitem_55, rsqrt_27, clamp_max_18, convolution_28, getitem_57, rsqrt_28, clamp_max_19, convolution_29, squeeze_88, add_155, convolution_30, getitem_61, rsqrt_30, clamp_max_20, convolution_31, getitem_63, rsqrt_31, clamp_max_21, convolution_32, squeeze_97, add_170, convolution_33, getitem_67, rsqrt_33, clamp_max_22, convolution_34, getitem_69, rsqrt_34, clamp_max_23, convolution_35, squeeze_106, add_186, convolution_36, getitem_73, rsqrt_36, clamp_max_24, convolution_37, getitem_75, rsqrt_37, clamp_max_25, convolution_38, squeeze_115, add_202, convolution_39, getitem_79, rsqrt_39, clamp_max_26, convolution_40, clamp_max_27, convolution_41, add_217, convolution_42, clamp_max_28, convolution_43, clamp_max_29, convolution_44, add_233, convolution_45, clamp_max_30, convolution_46, clamp_max_31, convolution_47, add_249, convolution_48, clamp_max_32, convolution_49, clamp_max_33, convolution_50, add_264, convolution_51, gt, mul_365, unsqueeze_366, unsqueeze_402, unsqueeze_438, unsqueeze_474, unsqueeze_510, unsqueeze_546, unsqueeze_582, unsqueeze_618, unsqueeze_654, unsqueeze_690, unsqueeze_726, unsqueeze_762, unsqueeze_798, tangents_1 = args
        args.clear()
        assert_size_stride(clamp_max_32, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf29 = empty_strided_cpu((1, 960, 2, 2), (3840, 2, 1920, 1), torch.float32)
        assert_size_stride(clamp_max_30, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf61 = empty_strided_cpu((1, 960, 2, 2), (3840, 2, 1920, 1), torch.float32)
        assert_size_stride(clamp_max_28, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf93 = empty_strided_cpu((1, 960, 2, 2), (3840, 2, 1920, 1), torch.float32)
        assert_size_stride(clamp_max_26, (1, 576, 4, 4), (9216, 1, 2304, 576), 'input')
        buf125 = empty_strided_cpu((1, 576, 4, 4), (9216, 4, 2304, 1), torch.float32)
        assert_size_stride(clamp_max_24, (1, 576, 4, 4), (9216, 1, 2304, 576), 'input')
        buf151 = empty_strided_cpu((1, 576, 4, 4), (9216, 4, 2304, 1), torch.float32)
        assert_size_stride(clamp_max_22, (1, 576, 4, 4), (9216, 1, 2304, 576), 'input')
        buf177 = empty_strided_cpu((1, 576, 4, 4), (9216, 4, 2304, 1), torch.float32)
        assert_size_stride(clamp_max_20, (1, 384, 4, 4), (6144, 1, 1536, 384), 'input')
        buf203 = empty_strided_cpu((1, 384, 4, 4), (6144, 4, 1536, 1), torch.float32)
        assert_size_stride(clamp_max_18, (1, 384, 4, 4), (6144, 1, 1536, 384), 'input')
        buf229 = empty_strided_cpu((1, 384, 4, 4), (6144, 4, 1536, 1), torch.float32)
        assert_size_stride(clamp_max_16, (1, 384, 4, 4), (6144, 1, 1536, 384), 'input')
        buf255 = empty_strided_cpu((1, 384, 4, 4), (6144, 4, 1536, 1), torch.float32)
        assert_size_stride(clamp_max_14, (1, 384, 4, 4), (6144, 1, 1536, 384), 'input')
        buf281 = empty_strided_cpu((1, 384, 4, 4), (6144, 4, 1536, 1), torch.float32)
        assert_size_stride(clamp_max_12, (1, 192, 8, 8), (12288, 1, 1536, 192), 'input')
        buf307 = empty_strided_cpu((1, 192, 8, 8), (12288, 8, 1536, 1), torch.float32)
        assert_size_stride(clamp_max_10, (1, 192, 8, 8), (12288, 1, 1536, 192), 'input')
        buf333 = empty_strided_cpu((1, 192, 8, 8), (12288, 8, 1536, 1), torch.float32)
        assert_size_stride(clamp_max_8, (1, 192, 8, 8), (12288, 1, 1536, 192), 'input')
        buf359 = empty_strided_cpu((1, 192, 8, 8), (12288, 8, 1536, 1), torch.float32)
        assert_size_stride(clamp_max_6, (1, 144, 16, 16), (36864, 1, 2304, 144), 'input')
        buf385 = empty_strided_cpu((1, 144, 16, 16), (36864, 16, 2304, 1), torch.float32)
        assert_size_stride(clamp_max_4, (1, 144, 16, 16), (36864, 1, 2304, 144), 'input')
        buf411 = empty_strided_cpu((1, 144, 16, 16), (36864, 16, 2304, 1), torch.float32)
        assert_size_stride(clamp_max_2, (1, 96, 32, 32), (98304, 1, 3072, 96), 'input')
        buf437 = empty_strided_cpu((1, 96, 32, 32), (98304, 32, 3072, 1), torch.float32)
        assert_size_stride(clamp_max, (1, 32, 32, 32), (32768, 1, 1024, 32), 'input')
        buf463 = empty_strided_cpu((1, 32, 32, 32), (32768, 32, 1024, 1), torch.float32)
        assert_size_stride(tangents_1, (1, 1000), (1000, 1), 'input')
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(convolution_40, (1, 576, 2, 2), (2304, 1, 1152, 576), 'input')
        buf118 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        buf119 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride(primals_314, (1000, 1280), (1280, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_sum_0(clamp_max_32, clamp_max_30, clamp_max_28, clamp_max_26, clamp_max_24, clamp_max_22, clamp_max_20, clamp_max_18, clamp_max_16, clamp_max_14, clamp_max_12, clamp_max_10, clamp_max_8, clamp_max_6, clamp_max_4, clamp_max_2, clamp_max, tangents_1, convolution_40, buf29, buf61, buf93, buf125, buf151, buf177, buf203, buf229, buf255, buf281, buf307, buf333, buf359, buf385, buf411, buf437, buf463, buf2, buf118, buf119)
        del clamp_max
        del clamp_max_10
        del clamp_max_12
        del clamp_max_14
        del clamp_max_16
        del clamp_max_18
        del clamp_max_2
        del clamp_max_20
        del clamp_max_22
        del clamp_max_24
        del clamp_max_26
        del clamp_max_28
        del clamp_max_30
        del clamp_max_32
        del clamp_max_4
        del clamp_max_6
        del clamp_max_8
        buf0 = empty_strided_cpu((1, 1280), (1280, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_151, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_314, out=buf0)
        del primals_314
        assert_size_stride(convolution_49, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf22 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        buf23 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        assert_size_stride(convolution_48, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf35 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        buf36 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        assert_size_stride(convolution_46, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf54 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        buf55 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        assert_size_stride(convolution_45, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf67 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        buf68 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        assert_size_stride(convolution_43, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf86 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        buf87 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        assert_size_stride(convolution_42, (1, 960, 2, 2), (3840, 1, 1920, 960), 'input')
        buf99 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        buf100 = empty_strided_cpu((1, 960, 1, 1), (960, 1, 960, 960), torch.float32)
        assert_size_stride_grouped((primals_246, primals_247), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf120 = empty_strided_cpu((1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32)
        assert_size_stride(convolution_51, (1, 1280, 2, 2), (5120, 1, 2560, 1280), 'input')
        buf3 = empty_strided_cpu((1, 1280, 1, 1), (1280, 1, 1280, 1280), torch.float32)
        buf4 = empty_strided_cpu((1, 1280, 1, 1), (1280, 1, 1280, 1280), torch.float32)
        assert_size_stride_grouped((convolution_19, getitem_39, rsqrt_19, primals_120, primals_121), ((1, 192, 4, 4), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((3072, 1, 768, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf302 = empty_strided_cpu((1, 192, 4, 4), (3072, 1, 768, 192), torch.float32)
        assert_size_stride_grouped((primals_300, primals_301), ((960, ), (960, )), ((1, ), (1, )), 'input')
        buf24 = empty_strided_cpu((1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32)
        assert_size_stride_grouped((primals_294, primals_295), ((960, ), (960, )), ((1, ), (1, )), 'input')
        buf37 = empty_strided_cpu((1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32)
        assert_size_stride_grouped((primals_282, primals_283), ((960, ), (960, )), ((1, ), (1, )), 'input')
        buf56 = empty_strided_cpu((1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32)
        assert_size_stride_grouped((primals_276, primals_277), ((960, ), (960, )), ((1, ), (1, )), 'input')
        buf69 = empty_strided_cpu((1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32)
        assert_size_stride_grouped((primals_264, primals_265), ((960, ), (960, )), ((1, ), (1, )), 'input')
        buf88 = empty_strided_cpu((1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32)
        assert_size_stride_grouped((primals_258, primals_259), ((960, ), (960, )), ((1, ), (1, )), 'input')
        buf101 = empty_strided_cpu((1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32)
        assert_size_stride_grouped((primals_312, primals_313), ((1280, ), (1280, )), ((1, ), (1, )), 'input')
        buf5 = empty_strided_cpu((1, 1280, 2, 2), (5120, 1, 2560, 1280), torch.float32)
        assert_size_stride(gt, (1, 1280), (1280, 1), 'input')
        buf6 = empty_strided_cpu((1280, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((1280, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((1280, ), (1, ), torch.float32)
        buf9 = buf5; del buf5  # reuse
        assert_size_stride_grouped((convolution_31, getitem_63, rsqrt_31, primals_192, primals_193), ((1, 384, 4, 4), (1, 384, 1, 1), (1, 384, 1, 1), (384, ), (384, )), ((6144, 1, 1536, 384), (384, 1, 384, 384), (384, 1, 384, 384), (1, ), (1, )), 'input')
        buf198 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride_grouped((convolution_30, getitem_61, rsqrt_30, primals_186, primals_187), ((1, 384, 4, 4), (1, 384, 1, 1), (1, 384, 1, 1), (384, ), (384, )), ((6144, 1, 1536, 384), (384, 1, 384, 384), (384, 1, 384, 384), (1, ), (1, )), 'input')
        buf209 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride_grouped((convolution_28, getitem_57, rsqrt_28, primals_174, primals_175), ((1, 384, 4, 4), (1, 384, 1, 1), (1, 384, 1, 1), (384, ), (384, )), ((6144, 1, 1536, 384), (384, 1, 384, 384), (384, 1, 384, 384), (1, ), (1, )), 'input')
        buf224 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride_grouped((convolution_27, getitem_55, rsqrt_27, primals_168, primals_169), ((1, 384, 4, 4), (1, 384, 1, 1), (1, 384, 1, 1), (384, ), (384, )), ((6144, 1, 1536, 384), (384, 1, 384, 384), (384, 1, 384, 384), (1, ), (1, )), 'input')
        buf235 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride_grouped((convolution_25, getitem_51, rsqrt_25, primals_156, primals_157), ((1, 384, 4, 4), (1, 384, 1, 1), (1, 384, 1, 1), (384, ), (384, )), ((6144, 1, 1536, 384), (384, 1, 384, 384), (384, 1, 384, 384), (1, ), (1, )), 'input')
        buf250 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride_grouped((convolution_24, getitem_49, rsqrt_24, primals_150, primals_151), ((1, 384, 4, 4), (1, 384, 1, 1), (1, 384, 1, 1), (384, ), (384, )), ((6144, 1, 1536, 384), (384, 1, 384, 384), (384, 1, 384, 384), (1, ), (1, )), 'input')
        buf261 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride_grouped((convolution_22, getitem_45, rsqrt_22, primals_138, primals_139), ((1, 384, 4, 4), (1, 384, 1, 1), (1, 384, 1, 1), (384, ), (384, )), ((6144, 1, 1536, 384), (384, 1, 384, 384), (384, 1, 384, 384), (1, ), (1, )), 'input')
        buf276 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride_grouped((convolution_21, getitem_43, rsqrt_21, primals_132, primals_133), ((1, 384, 4, 4), (1, 384, 1, 1), (1, 384, 1, 1), (384, ), (384, )), ((6144, 1, 1536, 384), (384, 1, 384, 384), (384, 1, 384, 384), (1, ), (1, )), 'input')
        buf287 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride_grouped((convolution_39, getitem_79, rsqrt_39, primals_240, primals_241), ((1, 576, 4, 4), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((9216, 1, 2304, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf131 = empty_strided_cpu((1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32)
        assert_size_stride_grouped((convolution_37, getitem_75, rsqrt_37, primals_228, primals_229), ((1, 576, 4, 4), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((9216, 1, 2304, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf146 = empty_strided_cpu((1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32)
        assert_size_stride_grouped((convolution_36, getitem_73, rsqrt_36, primals_222, primals_223), ((1, 576, 4, 4), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((9216, 1, 2304, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf157 = empty_strided_cpu((1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32)
        assert_size_stride_grouped((convolution_34, getitem_69, rsqrt_34, primals_210, primals_211), ((1, 576, 4, 4), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((9216, 1, 2304, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf172 = empty_strided_cpu((1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32)
        assert_size_stride_grouped((convolution_33, getitem_67, rsqrt_33, primals_204, primals_205), ((1, 576, 4, 4), (1, 576, 1, 1), (1, 576, 1, 1), (576, ), (576, )), ((9216, 1, 2304, 576), (576, 1, 576, 576), (576, 1, 576, 576), (1, ), (1, )), 'input')
        buf183 = empty_strided_cpu((1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32)
        assert_size_stride_grouped((convolution_10, getitem_21, rsqrt_10, primals_66, primals_67), ((1, 144, 8, 8), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((9216, 1, 1152, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf380 = empty_strided_cpu((1, 144, 8, 8), (9216, 1, 1152, 144), torch.float32)
        assert_size_stride_grouped((convolution_18, getitem_37, rsqrt_18, primals_114, primals_115), ((1, 192, 8, 8), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((12288, 1, 1536, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf313 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        assert_size_stride_grouped((convolution_16, getitem_33, rsqrt_16, primals_102, primals_103), ((1, 192, 8, 8), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((12288, 1, 1536, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf328 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        assert_size_stride_grouped((convolution_15, getitem_31, rsqrt_15, primals_96, primals_97), ((1, 192, 8, 8), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((12288, 1, 1536, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf339 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        assert_size_stride_grouped((convolution_13, getitem_27, rsqrt_13, primals_84, primals_85), ((1, 192, 8, 8), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((12288, 1, 1536, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf354 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        assert_size_stride_grouped((convolution_12, getitem_25, rsqrt_12, primals_78, primals_79), ((1, 192, 8, 8), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((12288, 1, 1536, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf365 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        assert_size_stride_grouped((convolution_4, getitem_9, rsqrt_4, primals_30, primals_31), ((1, 96, 16, 16), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((24576, 1, 1536, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf432 = empty_strided_cpu((1, 96, 16, 16), (24576, 1, 1536, 96), torch.float32)
        assert_size_stride_grouped((convolution_1, getitem_3, rsqrt_1, primals_12, primals_13), ((1, 32, 32, 32), (1, 32, 1, 1), (1, 32, 1, 1), (32, ), (32, )), ((32768, 1, 1024, 32), (32, 1, 32, 32), (32, 1, 32, 32), (1, ), (1, )), 'input')
        buf458 = empty_strided_cpu((1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32)
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((1, 32, 32, 32), (1, 32, 1, 1), (1, 32, 1, 1), (32, ), (32, )), ((32768, 1, 1024, 32), (32, 1, 32, 32), (32, 1, 32, 32), (1, ), (1, )), 'input')
        buf469 = empty_strided_cpu((1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32)
        assert_size_stride_grouped((convolution_9, getitem_19, rsqrt_9, primals_60, primals_61), ((1, 144, 16, 16), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((36864, 1, 2304, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf391 = empty_strided_cpu((1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32)
        assert_size_stride_grouped((convolution_7, getitem_15, rsqrt_7, primals_48, primals_49), ((1, 144, 16, 16), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((36864, 1, 2304, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf406 = empty_strided_cpu((1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32)
        assert_size_stride_grouped((convolution_6, getitem_13, rsqrt_6, primals_42, primals_43), ((1, 144, 16, 16), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((36864, 1, 2304, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf417 = empty_strided_cpu((1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32)
        assert_size_stride_grouped((convolution_3, getitem_7, rsqrt_3, primals_24, primals_25), ((1, 96, 32, 32), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((98304, 1, 3072, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf443 = empty_strided_cpu((1, 96, 32, 32), (98304, 1, 3072, 96), torch.float32)
        assert_size_stride_grouped((add_264, primals_308), ((1, 320, 2, 2), (1280, 320, 1, 1)), ((1280, 1, 640, 320), (320, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_hardtanh_backward_native_batch_norm_backward_native_dropout_backward_view_1(buf9, convolution_49, convolution_48, convolution_46, convolution_45, convolution_43, convolution_42, convolution_40, buf118, buf119, primals_246, primals_247, convolution_51, convolution_19, getitem_39, rsqrt_19, primals_120, primals_121, primals_300, primals_301, primals_294, primals_295, primals_282, primals_283, primals_276, primals_277, primals_264, primals_265, primals_258, primals_259, primals_312, primals_313, buf0, gt, convolution_31, getitem_63, rsqrt_31, primals_192, primals_193, convolution_30, getitem_61, rsqrt_30, primals_186, primals_187, convolution_28, getitem_57, rsqrt_28, primals_174, primals_175, convolution_27, getitem_55, rsqrt_27, primals_168, primals_169, convolution_25, getitem_51, rsqrt_25, primals_156, primals_157, convolution_24, getitem_49, rsqrt_24, primals_150, primals_151, convolution_22, getitem_45, rsqrt_22, primals_138, primals_139, convolution_21, getitem_43, rsqrt_21, primals_132, primals_133, convolution_39, getitem_79, rsqrt_39, primals_240, primals_241, convolution_37, getitem_75, rsqrt_37, primals_228, primals_229, convolution_36, getitem_73, rsqrt_36, primals_222, primals_223, convolution_34, getitem_69, rsqrt_34, primals_210, primals_211, convolution_33, getitem_67, rsqrt_33, primals_204, primals_205, convolution_10, getitem_21, rsqrt_10, primals_66, primals_67, convolution_18, getitem_37, rsqrt_18, primals_114, primals_115, convolution_16, getitem_33, rsqrt_16, primals_102, primals_103, convolution_15, getitem_31, rsqrt_15, primals_96, primals_97, convolution_13, getitem_27, rsqrt_13, primals_84, primals_85, convolution_12, getitem_25, rsqrt_12, primals_78, primals_79, convolution_4, getitem_9, rsqrt_4, primals_30, primals_31, convolution_1, getitem_3, rsqrt_1, primals_12, primals_13, convolution, getitem_1, rsqrt, primals_6, primals_7, convolution_9, getitem_19, rsqrt_9, primals_60, primals_61, convolution_7, getitem_15, rsqrt_7, primals_48, primals_49, convolution_6, getitem_13, rsqrt_6, primals_42, primals_43, convolution_3, getitem_7, rsqrt_3, primals_24, primals_25, buf22, buf23, buf35, buf36, buf54, buf55, buf67, buf68, buf86, buf87, buf99, buf100, buf120, buf3, buf4, buf302, buf24, buf37, buf56, buf69, buf88, buf101, buf6, buf7, buf8, buf198, buf209, buf224, buf235, buf250, buf261, buf276, buf287, buf131, buf146, buf157, buf172, buf183, buf380, buf313, buf328, buf339, buf354, buf365, buf432, buf458, buf469, buf391, buf406, buf417, buf443)
        del buf0
        del buf3
        del buf4
        del buf7
        del convolution_51
        del gt
        del primals_103
        del primals_115
        del primals_121
        del primals_13
        del primals_133
        del primals_139
        del primals_151
        del primals_157
        del primals_169
        del primals_175
        del primals_187
        del primals_193
        del primals_205
        del primals_211
        del primals_223
        del primals_229
        del primals_241
        del primals_247
        del primals_25
        del primals_259
        del primals_265
        del primals_277
        del primals_283
        del primals_295
        del primals_301
        del primals_31
        del primals_312
        del primals_313
        del primals_43
        del primals_49
        del primals_61
        del primals_67
        del primals_7
        del primals_79
        del primals_85
        del primals_97
        # Topologically Sorted Source Nodes: [convert_element_type, mul_366, mul_367, view_2, expand, div, le, ge, bitwise_or, full_default, where, input_148, unsqueeze_208, unsqueeze_209, unsqueeze_210, sub_52, mul_369, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_370, mul_371, mul_372, unsqueeze_214, unsqueeze_215, unsqueeze_216, mul_373, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_374, sub_54, sub_55, mul_375, convolution_backward], Original ATen: [aten.native_dropout_backward, aten.view, aten.expand, aten.div, aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf10 = torch.ops.aten.convolution_backward.default(buf9, add_264, primals_308, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_264
        del buf9
        del primals_308
        buf11 = buf10[0]
        assert_tensor_metadata(buf11, (1, 320, 2, 2), (1280, 1, 640, 320), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf12 = buf10[1]
        assert_tensor_metadata(buf12, (1280, 320, 1, 1), (320, 1, 320, 320), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf10
        assert_size_stride(convolution_50, (1, 320, 2, 2), (1280, 1, 640, 320), 'input')
        buf14 = empty_strided_cpu((320, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf15 = empty_strided_cpu((320, ), (1, ), torch.float32)
        buf16 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf17 = empty_strided_cpu((320, ), (1, ), torch.float32)
        assert_size_stride(primals_306, (320, ), (1, ), 'input')
        buf18 = buf11; del buf11  # reuse
        assert_size_stride_grouped((clamp_max_33, primals_302), ((1, 960, 2, 2), (320, 960, 1, 1)), ((3840, 1, 1920, 960), (960, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_2(buf18, convolution_50, primals_306, buf14, buf13, buf15, buf16, buf17)
        del buf13
        del buf15
        del buf16
        del convolution_50
        del primals_306
        # Topologically Sorted Source Nodes: [input_146, unsqueeze_220, unsqueeze_221, unsqueeze_222, sub_56, mul_378, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_379, mul_380, mul_381, unsqueeze_226, unsqueeze_227, unsqueeze_228, mul_382, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_383, sub_58, sub_59, mul_384, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf19 = torch.ops.aten.convolution_backward.default(buf18, clamp_max_33, primals_302, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf18
        del clamp_max_33
        del primals_302
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (320, 960, 1, 1), (960, 1, 960, 960), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf19
        buf25 = empty_strided_cpu((960, ), (1, ), torch.float32)
        buf26 = empty_strided_cpu((960, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((960, ), (1, ), torch.float32)
        buf28 = buf24; del buf24  # reuse
        buf30 = empty_strided_cpu((1, 960, 2, 2), (3840, 2, 1920, 1), torch.float32)
        buf31 = empty_strided_cpu((1, 960, 2, 2), (3840, 4, 2, 1), torch.float32)
        assert_size_stride(primals_296, (960, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3(buf28, buf20, convolution_49, buf22, buf23, primals_300, buf25, buf26, buf27, buf30, buf31)
        del buf20
        del buf28
        del buf30
        del convolution_49
        del primals_300
        # Topologically Sorted Source Nodes: [full_default, le_1, ge_1, bitwise_or_1, where_1, input_143, unsqueeze_232, unsqueeze_233, unsqueeze_234, sub_60, mul_387, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_388, mul_389, mul_390, unsqueeze_238, unsqueeze_239, unsqueeze_240, mul_391, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_392, sub_62, sub_63, mul_393, convolution_backward_2], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf32 = torch.ops.aten.convolution_backward.default(buf31, buf29, primals_296, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 960, [True, True, False])
        del buf29
        del primals_296
        buf33 = buf32[0]
        assert_tensor_metadata(buf33, (1, 960, 2, 2), (3840, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf34 = buf32[1]
        assert_tensor_metadata(buf34, (960, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf34 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf32
        buf38 = buf26; del buf26  # reuse
        buf39 = reinterpret_tensor(buf23, (960, ), (1, ), 0); del buf23  # reuse
        buf40 = reinterpret_tensor(buf22, (960, ), (1, ), 0); del buf22  # reuse
        buf41 = buf37; del buf37  # reuse
        assert_size_stride_grouped((add_249, primals_290), ((1, 160, 2, 2), (960, 160, 1, 1)), ((640, 1, 320, 160), (160, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_4(buf41, buf33, convolution_48, buf35, buf36, primals_294, buf38, buf39, buf40)
        del buf33
        del convolution_48
        del primals_294
        # Topologically Sorted Source Nodes: [full_default, le_2, ge_2, bitwise_or_2, where_2, input_140, unsqueeze_244, unsqueeze_245, unsqueeze_246, sub_64, mul_396, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_397, mul_398, mul_399, unsqueeze_250, unsqueeze_251, unsqueeze_252, mul_400, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_401, sub_66, sub_67, mul_402, convolution_backward_3], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf42 = torch.ops.aten.convolution_backward.default(buf41, add_249, primals_290, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_249
        del primals_290
        buf43 = buf42[0]
        assert_tensor_metadata(buf43, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf43 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf44 = buf42[1]
        assert_tensor_metadata(buf44, (960, 160, 1, 1), (160, 1, 160, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf44 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf42
        assert_size_stride(convolution_47, (1, 160, 2, 2), (640, 1, 320, 160), 'input')
        buf46 = empty_strided_cpu((160, ), (1, ), torch.float32)
        buf45 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf47 = empty_strided_cpu((160, ), (1, ), torch.float32)
        buf48 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf49 = empty_strided_cpu((160, ), (1, ), torch.float32)
        assert_size_stride(primals_288, (160, ), (1, ), 'input')
        buf50 = convolution_47; del convolution_47  # reuse
        assert_size_stride_grouped((clamp_max_31, primals_284), ((1, 960, 2, 2), (160, 960, 1, 1)), ((3840, 1, 1920, 960), (960, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_5(buf50, buf43, primals_288, buf46, buf45, buf47, buf48, buf49)
        del primals_288
        # Topologically Sorted Source Nodes: [input_137, unsqueeze_256, unsqueeze_257, unsqueeze_258, sub_68, mul_405, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_406, mul_407, mul_408, unsqueeze_262, unsqueeze_263, unsqueeze_264, mul_409, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_410, sub_70, sub_71, mul_411, convolution_backward_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf51 = torch.ops.aten.convolution_backward.default(buf50, clamp_max_31, primals_284, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf50
        del clamp_max_31
        del primals_284
        buf52 = buf51[0]
        assert_tensor_metadata(buf52, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf52 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf53 = buf51[1]
        assert_tensor_metadata(buf53, (160, 960, 1, 1), (960, 1, 960, 960), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf53 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf51
        buf57 = buf39; del buf39  # reuse
        buf58 = reinterpret_tensor(buf36, (960, ), (1, ), 0); del buf36  # reuse
        buf59 = reinterpret_tensor(buf35, (960, ), (1, ), 0); del buf35  # reuse
        buf60 = buf56; del buf56  # reuse
        buf62 = reinterpret_tensor(buf41, (1, 960, 2, 2), (3840, 2, 1920, 1), 0); del buf41  # reuse
        buf63 = buf31; del buf31  # reuse
        assert_size_stride(primals_278, (960, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3(buf60, buf52, convolution_46, buf54, buf55, primals_282, buf57, buf58, buf59, buf62, buf63)
        del buf52
        del buf60
        del buf62
        del convolution_46
        del primals_282
        # Topologically Sorted Source Nodes: [full_default, le_3, ge_3, bitwise_or_3, where_3, input_134, unsqueeze_268, unsqueeze_269, unsqueeze_270, sub_72, mul_414, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_415, mul_416, mul_417, unsqueeze_274, unsqueeze_275, unsqueeze_276, mul_418, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_419, sub_74, sub_75, mul_420, convolution_backward_5], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf64 = torch.ops.aten.convolution_backward.default(buf63, buf61, primals_278, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 960, [True, True, False])
        del buf61
        del primals_278
        buf65 = buf64[0]
        assert_tensor_metadata(buf65, (1, 960, 2, 2), (3840, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf65 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf66 = buf64[1]
        assert_tensor_metadata(buf66, (960, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf66 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf64
        buf70 = buf58; del buf58  # reuse
        buf71 = reinterpret_tensor(buf55, (960, ), (1, ), 0); del buf55  # reuse
        buf72 = reinterpret_tensor(buf54, (960, ), (1, ), 0); del buf54  # reuse
        buf73 = buf69; del buf69  # reuse
        assert_size_stride_grouped((add_233, primals_272), ((1, 160, 2, 2), (960, 160, 1, 1)), ((640, 1, 320, 160), (160, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_4(buf73, buf65, convolution_45, buf67, buf68, primals_276, buf70, buf71, buf72)
        del buf65
        del convolution_45
        del primals_276
        # Topologically Sorted Source Nodes: [full_default, le_4, ge_4, bitwise_or_4, where_4, input_131, unsqueeze_280, unsqueeze_281, unsqueeze_282, sub_76, mul_423, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_424, mul_425, mul_426, unsqueeze_286, unsqueeze_287, unsqueeze_288, mul_427, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_428, sub_78, sub_79, mul_429, convolution_backward_6], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf74 = torch.ops.aten.convolution_backward.default(buf73, add_233, primals_272, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_233
        del primals_272
        buf75 = buf74[0]
        assert_tensor_metadata(buf75, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf75 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf76 = buf74[1]
        assert_tensor_metadata(buf76, (960, 160, 1, 1), (160, 1, 160, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf76 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf74
        assert_size_stride(convolution_44, (1, 160, 2, 2), (640, 1, 320, 160), 'input')
        buf77 = buf48; del buf48  # reuse
        buf78 = buf47; del buf47  # reuse
        buf79 = reinterpret_tensor(buf45, (160, ), (1, ), 0); del buf45  # reuse
        buf80 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf81 = empty_strided_cpu((160, ), (1, ), torch.float32)
        assert_size_stride(primals_270, (160, ), (1, ), 'input')
        buf82 = convolution_44; del convolution_44  # reuse
        assert_size_stride_grouped((clamp_max_29, primals_266), ((1, 960, 2, 2), (160, 960, 1, 1)), ((3840, 1, 1920, 960), (960, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_6(buf82, buf43, buf75, primals_270, buf77, buf78, buf79, buf80, buf81)
        del primals_270
        # Topologically Sorted Source Nodes: [add_270, input_128, unsqueeze_292, unsqueeze_293, unsqueeze_294, sub_80, mul_432, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_433, mul_434, mul_435, unsqueeze_298, unsqueeze_299, unsqueeze_300, mul_436, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_437, sub_82, sub_83, mul_438, convolution_backward_7], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf83 = torch.ops.aten.convolution_backward.default(buf82, clamp_max_29, primals_266, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf82
        del clamp_max_29
        del primals_266
        buf84 = buf83[0]
        assert_tensor_metadata(buf84, (1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf84 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf85 = buf83[1]
        assert_tensor_metadata(buf85, (160, 960, 1, 1), (960, 1, 960, 960), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf85 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf83
        buf89 = buf71; del buf71  # reuse
        buf90 = reinterpret_tensor(buf68, (960, ), (1, ), 0); del buf68  # reuse
        buf91 = reinterpret_tensor(buf67, (960, ), (1, ), 0); del buf67  # reuse
        buf92 = buf88; del buf88  # reuse
        buf94 = reinterpret_tensor(buf73, (1, 960, 2, 2), (3840, 2, 1920, 1), 0); del buf73  # reuse
        buf95 = buf63; del buf63  # reuse
        assert_size_stride(primals_260, (960, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_3(buf92, buf84, convolution_43, buf86, buf87, primals_264, buf89, buf90, buf91, buf94, buf95)
        del buf84
        del buf92
        del buf94
        del convolution_43
        del primals_264
        # Topologically Sorted Source Nodes: [full_default, le_5, ge_5, bitwise_or_5, where_5, input_125, unsqueeze_304, unsqueeze_305, unsqueeze_306, sub_84, mul_441, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_442, mul_443, mul_444, unsqueeze_310, unsqueeze_311, unsqueeze_312, mul_445, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_446, sub_86, sub_87, mul_447, convolution_backward_8], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf96 = torch.ops.aten.convolution_backward.default(buf95, buf93, primals_260, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 960, [True, True, False])
        del buf93
        del buf95
        del primals_260
        buf97 = buf96[0]
        assert_tensor_metadata(buf97, (1, 960, 2, 2), (3840, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf97 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf98 = buf96[1]
        assert_tensor_metadata(buf98, (960, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf98 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf96
        buf102 = buf90; del buf90  # reuse
        buf103 = reinterpret_tensor(buf87, (960, ), (1, ), 0); del buf87  # reuse
        buf104 = reinterpret_tensor(buf86, (960, ), (1, ), 0); del buf86  # reuse
        buf105 = buf101; del buf101  # reuse
        assert_size_stride_grouped((add_217, primals_254), ((1, 160, 2, 2), (960, 160, 1, 1)), ((640, 1, 320, 160), (160, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_4(buf105, buf97, convolution_42, buf99, buf100, primals_258, buf102, buf103, buf104)
        del buf100
        del buf103
        del buf97
        del buf99
        del convolution_42
        del primals_258
        # Topologically Sorted Source Nodes: [full_default, le_6, ge_6, bitwise_or_6, where_6, input_122, unsqueeze_316, unsqueeze_317, unsqueeze_318, sub_88, mul_450, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_451, mul_452, mul_453, unsqueeze_322, unsqueeze_323, unsqueeze_324, mul_454, unsqueeze_325, unsqueeze_326, unsqueeze_327, mul_455, sub_90, sub_91, mul_456, convolution_backward_9], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf106 = torch.ops.aten.convolution_backward.default(buf105, add_217, primals_254, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_217
        del buf105
        del primals_254
        buf107 = buf106[0]
        assert_tensor_metadata(buf107, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf107 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf108 = buf106[1]
        assert_tensor_metadata(buf108, (960, 160, 1, 1), (160, 1, 160, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf108 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf106
        assert_size_stride(convolution_41, (1, 160, 2, 2), (640, 1, 320, 160), 'input')
        buf109 = buf80; del buf80  # reuse
        buf110 = buf79; del buf79  # reuse
        buf111 = reinterpret_tensor(buf77, (160, ), (1, ), 0); del buf77  # reuse
        buf112 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf113 = empty_strided_cpu((160, ), (1, ), torch.float32)
        assert_size_stride(primals_252, (160, ), (1, ), 'input')
        buf114 = buf43; del buf43  # reuse
        assert_size_stride_grouped((clamp_max_27, primals_248), ((1, 576, 2, 2), (160, 576, 1, 1)), ((2304, 1, 1152, 576), (576, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_7(buf114, convolution_41, buf75, buf107, primals_252, buf109, buf110, buf111, buf112, buf113)
        del buf107
        del buf109
        del buf111
        del buf112
        del buf75
        del convolution_41
        del primals_252
        # Topologically Sorted Source Nodes: [add_270, add_271, input_120, unsqueeze_328, unsqueeze_329, unsqueeze_330, sub_92, mul_459, unsqueeze_331, unsqueeze_332, unsqueeze_333, mul_460, mul_461, mul_462, unsqueeze_334, unsqueeze_335, unsqueeze_336, mul_463, unsqueeze_337, unsqueeze_338, unsqueeze_339, mul_464, sub_94, sub_95, mul_465, convolution_backward_10], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf115 = torch.ops.aten.convolution_backward.default(buf114, clamp_max_27, primals_248, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf114
        del clamp_max_27
        del primals_248
        buf116 = buf115[0]
        assert_tensor_metadata(buf116, (1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf116 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf117 = buf115[1]
        assert_tensor_metadata(buf117, (160, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf117 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf115
        buf121 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf122 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf123 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf124 = buf120; del buf120  # reuse
        buf126 = empty_strided_cpu((1, 576, 2, 2), (2304, 2, 1152, 1), torch.float32)
        buf127 = empty_strided_cpu((1, 576, 2, 2), (2304, 4, 2, 1), torch.float32)
        assert_size_stride(primals_242, (576, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_8(buf124, buf116, convolution_40, buf118, buf119, primals_246, buf121, buf122, buf123, buf126, buf127)
        del buf116
        del buf124
        del buf126
        del convolution_40
        del primals_246
        # Topologically Sorted Source Nodes: [full_default, le_7, ge_7, bitwise_or_7, where_7, input_117, unsqueeze_340, unsqueeze_341, unsqueeze_342, sub_96, mul_468, unsqueeze_343, unsqueeze_344, unsqueeze_345, mul_469, mul_470, mul_471, unsqueeze_346, unsqueeze_347, unsqueeze_348, mul_472, unsqueeze_349, unsqueeze_350, unsqueeze_351, mul_473, sub_98, sub_99, mul_474, convolution_backward_11], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf128 = torch.ops.aten.convolution_backward.default(buf127, buf125, primals_242, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 576, [True, True, False])
        del buf127
        del primals_242
        buf129 = buf128[0]
        assert_tensor_metadata(buf129, (1, 576, 4, 4), (9216, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf129 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf130 = buf128[1]
        assert_tensor_metadata(buf130, (576, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf130 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf128
        buf132 = buf122; del buf122  # reuse
        buf133 = reinterpret_tensor(buf119, (576, ), (1, ), 0); del buf119  # reuse
        buf134 = reinterpret_tensor(buf118, (576, ), (1, ), 0); del buf118  # reuse
        buf135 = buf131; del buf131  # reuse
        assert_size_stride_grouped((add_202, primals_236), ((1, 96, 4, 4), (576, 96, 1, 1)), ((1536, 1, 384, 96), (96, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_9(buf135, buf129, convolution_39, getitem_79, rsqrt_39, primals_240, buf132, buf133, buf134)
        del buf129
        del convolution_39
        del getitem_79
        del primals_240
        del rsqrt_39
        # Topologically Sorted Source Nodes: [full_default, le_8, ge_8, bitwise_or_8, where_8, input_114, unsqueeze_352, unsqueeze_353, unsqueeze_354, sub_100, mul_477, unsqueeze_355, unsqueeze_356, unsqueeze_357, mul_478, mul_479, mul_480, unsqueeze_358, unsqueeze_359, unsqueeze_360, mul_481, unsqueeze_361, unsqueeze_362, unsqueeze_363, mul_482, sub_102, sub_103, mul_483, convolution_backward_12], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf136 = torch.ops.aten.convolution_backward.default(buf135, add_202, primals_236, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_202
        del primals_236
        buf137 = buf136[0]
        assert_tensor_metadata(buf137, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf137 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf138 = buf136[1]
        assert_tensor_metadata(buf138, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf138 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf136
        assert_size_stride_grouped((convolution_38, unsqueeze_366, squeeze_115), ((1, 96, 4, 4), (1, 96, 1, 1), (96, )), ((1536, 1, 384, 96), (96, 1, 1, 1), (1, )), 'input')
        buf139 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf140 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf141 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(primals_234, (96, ), (1, ), 'input')
        buf142 = convolution_38; del convolution_38  # reuse
        assert_size_stride_grouped((clamp_max_25, primals_230), ((1, 576, 4, 4), (96, 576, 1, 1)), ((9216, 1, 2304, 576), (576, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_10(buf142, buf137, unsqueeze_366, squeeze_115, primals_234, buf139, buf140, buf141)
        del primals_234
        del squeeze_115
        del unsqueeze_366
        # Topologically Sorted Source Nodes: [sub_104, mul_486, unsqueeze_367, unsqueeze_368, unsqueeze_369, mul_487, mul_488, mul_489, unsqueeze_370, unsqueeze_371, unsqueeze_372, mul_490, unsqueeze_373, unsqueeze_374, unsqueeze_375, mul_491, sub_106, sub_107, mul_492, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf143 = torch.ops.aten.convolution_backward.default(buf142, clamp_max_25, primals_230, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf142
        del clamp_max_25
        del primals_230
        buf144 = buf143[0]
        assert_tensor_metadata(buf144, (1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf144 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf145 = buf143[1]
        assert_tensor_metadata(buf145, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf145 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf143
        buf147 = buf133; del buf133  # reuse
        buf148 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf149 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf150 = buf146; del buf146  # reuse
        buf152 = reinterpret_tensor(buf135, (1, 576, 4, 4), (9216, 4, 2304, 1), 0); del buf135  # reuse
        buf153 = reinterpret_tensor(buf125, (1, 576, 4, 4), (9216, 16, 4, 1), 0); del buf125  # reuse
        assert_size_stride(primals_224, (576, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_11(buf150, buf144, convolution_37, getitem_75, rsqrt_37, primals_228, buf147, buf148, buf149, buf152, buf153)
        del buf144
        del buf150
        del buf152
        del convolution_37
        del getitem_75
        del primals_228
        del rsqrt_37
        # Topologically Sorted Source Nodes: [full_default, le_9, ge_9, bitwise_or_9, where_9, input_108, unsqueeze_376, unsqueeze_377, unsqueeze_378, sub_108, mul_495, unsqueeze_379, unsqueeze_380, unsqueeze_381, mul_496, mul_497, mul_498, unsqueeze_382, unsqueeze_383, unsqueeze_384, mul_499, unsqueeze_385, unsqueeze_386, unsqueeze_387, mul_500, sub_110, sub_111, mul_501, convolution_backward_14], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf154 = torch.ops.aten.convolution_backward.default(buf153, buf151, primals_224, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 576, [True, True, False])
        del buf151
        del primals_224
        buf155 = buf154[0]
        assert_tensor_metadata(buf155, (1, 576, 4, 4), (9216, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf155 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf156 = buf154[1]
        assert_tensor_metadata(buf156, (576, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf156 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf154
        buf158 = buf148; del buf148  # reuse
        buf159 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf160 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf161 = buf157; del buf157  # reuse
        assert_size_stride_grouped((add_186, primals_218), ((1, 96, 4, 4), (576, 96, 1, 1)), ((1536, 1, 384, 96), (96, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_9(buf161, buf155, convolution_36, getitem_73, rsqrt_36, primals_222, buf158, buf159, buf160)
        del buf155
        del convolution_36
        del getitem_73
        del primals_222
        del rsqrt_36
        # Topologically Sorted Source Nodes: [full_default, le_10, ge_10, bitwise_or_10, where_10, input_105, unsqueeze_388, unsqueeze_389, unsqueeze_390, sub_112, mul_504, unsqueeze_391, unsqueeze_392, unsqueeze_393, mul_505, mul_506, mul_507, unsqueeze_394, unsqueeze_395, unsqueeze_396, mul_508, unsqueeze_397, unsqueeze_398, unsqueeze_399, mul_509, sub_114, sub_115, mul_510, convolution_backward_15], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf162 = torch.ops.aten.convolution_backward.default(buf161, add_186, primals_218, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_186
        del primals_218
        buf163 = buf162[0]
        assert_tensor_metadata(buf163, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf163 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf164 = buf162[1]
        assert_tensor_metadata(buf164, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf164 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf162
        assert_size_stride_grouped((convolution_35, unsqueeze_402, squeeze_106), ((1, 96, 4, 4), (1, 96, 1, 1), (96, )), ((1536, 1, 384, 96), (96, 1, 1, 1), (1, )), 'input')
        buf165 = buf140; del buf140  # reuse
        buf166 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf167 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(primals_216, (96, ), (1, ), 'input')
        buf168 = convolution_35; del convolution_35  # reuse
        assert_size_stride_grouped((clamp_max_23, primals_212), ((1, 576, 4, 4), (96, 576, 1, 1)), ((9216, 1, 2304, 576), (576, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_12(buf168, buf137, buf163, unsqueeze_402, squeeze_106, primals_216, buf165, buf166, buf167)
        del primals_216
        del squeeze_106
        del unsqueeze_402
        # Topologically Sorted Source Nodes: [add_272, sub_116, mul_513, unsqueeze_403, unsqueeze_404, unsqueeze_405, mul_514, mul_515, mul_516, unsqueeze_406, unsqueeze_407, unsqueeze_408, mul_517, unsqueeze_409, unsqueeze_410, unsqueeze_411, mul_518, sub_118, sub_119, mul_519, convolution_backward_16], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf169 = torch.ops.aten.convolution_backward.default(buf168, clamp_max_23, primals_212, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf168
        del clamp_max_23
        del primals_212
        buf170 = buf169[0]
        assert_tensor_metadata(buf170, (1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf170 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf171 = buf169[1]
        assert_tensor_metadata(buf171, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf171 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf169
        buf173 = buf159; del buf159  # reuse
        buf174 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf175 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf176 = buf172; del buf172  # reuse
        buf178 = reinterpret_tensor(buf161, (1, 576, 4, 4), (9216, 4, 2304, 1), 0); del buf161  # reuse
        buf179 = buf153; del buf153  # reuse
        assert_size_stride(primals_206, (576, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_11(buf176, buf170, convolution_34, getitem_69, rsqrt_34, primals_210, buf173, buf174, buf175, buf178, buf179)
        del buf170
        del buf176
        del buf178
        del convolution_34
        del getitem_69
        del primals_210
        del rsqrt_34
        # Topologically Sorted Source Nodes: [full_default, le_11, ge_11, bitwise_or_11, where_11, input_99, unsqueeze_412, unsqueeze_413, unsqueeze_414, sub_120, mul_522, unsqueeze_415, unsqueeze_416, unsqueeze_417, mul_523, mul_524, mul_525, unsqueeze_418, unsqueeze_419, unsqueeze_420, mul_526, unsqueeze_421, unsqueeze_422, unsqueeze_423, mul_527, sub_122, sub_123, mul_528, convolution_backward_17], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf180 = torch.ops.aten.convolution_backward.default(buf179, buf177, primals_206, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 576, [True, True, False])
        del buf177
        del primals_206
        buf181 = buf180[0]
        assert_tensor_metadata(buf181, (1, 576, 4, 4), (9216, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf181 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf182 = buf180[1]
        assert_tensor_metadata(buf182, (576, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf182 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf180
        buf184 = buf174; del buf174  # reuse
        buf185 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf186 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf187 = buf183; del buf183  # reuse
        assert_size_stride_grouped((add_170, primals_200), ((1, 96, 4, 4), (576, 96, 1, 1)), ((1536, 1, 384, 96), (96, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_9(buf187, buf181, convolution_33, getitem_67, rsqrt_33, primals_204, buf184, buf185, buf186)
        del buf181
        del buf185
        del convolution_33
        del getitem_67
        del primals_204
        del rsqrt_33
        # Topologically Sorted Source Nodes: [full_default, le_12, ge_12, bitwise_or_12, where_12, input_96, unsqueeze_424, unsqueeze_425, unsqueeze_426, sub_124, mul_531, unsqueeze_427, unsqueeze_428, unsqueeze_429, mul_532, mul_533, mul_534, unsqueeze_430, unsqueeze_431, unsqueeze_432, mul_535, unsqueeze_433, unsqueeze_434, unsqueeze_435, mul_536, sub_126, sub_127, mul_537, convolution_backward_18], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf188 = torch.ops.aten.convolution_backward.default(buf187, add_170, primals_200, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_170
        del primals_200
        buf189 = buf188[0]
        assert_tensor_metadata(buf189, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf189 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf190 = buf188[1]
        assert_tensor_metadata(buf190, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf190 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf188
        assert_size_stride_grouped((convolution_32, unsqueeze_438, squeeze_97), ((1, 96, 4, 4), (1, 96, 1, 1), (96, )), ((1536, 1, 384, 96), (96, 1, 1, 1), (1, )), 'input')
        buf191 = buf166; del buf166  # reuse
        buf192 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf193 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(primals_198, (96, ), (1, ), 'input')
        buf194 = buf137; del buf137  # reuse
        assert_size_stride_grouped((clamp_max_21, primals_194), ((1, 384, 4, 4), (96, 384, 1, 1)), ((6144, 1, 1536, 384), (384, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_13(buf194, buf163, buf189, convolution_32, unsqueeze_438, squeeze_97, primals_198, buf191, buf192, buf193)
        del buf163
        del buf189
        del convolution_32
        del primals_198
        del squeeze_97
        del unsqueeze_438
        # Topologically Sorted Source Nodes: [add_272, add_273, sub_128, mul_540, unsqueeze_439, unsqueeze_440, unsqueeze_441, mul_541, mul_542, mul_543, unsqueeze_442, unsqueeze_443, unsqueeze_444, mul_544, unsqueeze_445, unsqueeze_446, unsqueeze_447, mul_545, sub_130, sub_131, mul_546, convolution_backward_19], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf195 = torch.ops.aten.convolution_backward.default(buf194, clamp_max_21, primals_194, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf194
        del clamp_max_21
        del primals_194
        buf196 = buf195[0]
        assert_tensor_metadata(buf196, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf196 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf197 = buf195[1]
        assert_tensor_metadata(buf197, (96, 384, 1, 1), (384, 1, 384, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf197 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf195
        buf199 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf200 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf201 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf202 = buf198; del buf198  # reuse
        buf204 = empty_strided_cpu((1, 384, 4, 4), (6144, 4, 1536, 1), torch.float32)
        buf205 = empty_strided_cpu((1, 384, 4, 4), (6144, 16, 4, 1), torch.float32)
        assert_size_stride(primals_188, (384, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_14(buf202, buf196, convolution_31, getitem_63, rsqrt_31, primals_192, buf199, buf200, buf201, buf204, buf205)
        del buf196
        del buf202
        del buf204
        del convolution_31
        del getitem_63
        del primals_192
        del rsqrt_31
        # Topologically Sorted Source Nodes: [full_default, le_13, ge_13, bitwise_or_13, where_13, input_91, unsqueeze_448, unsqueeze_449, unsqueeze_450, sub_132, mul_549, unsqueeze_451, unsqueeze_452, unsqueeze_453, mul_550, mul_551, mul_552, unsqueeze_454, unsqueeze_455, unsqueeze_456, mul_553, unsqueeze_457, unsqueeze_458, unsqueeze_459, mul_554, sub_134, sub_135, mul_555, convolution_backward_20], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf206 = torch.ops.aten.convolution_backward.default(buf205, buf203, primals_188, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 384, [True, True, False])
        del buf203
        del primals_188
        buf207 = buf206[0]
        assert_tensor_metadata(buf207, (1, 384, 4, 4), (6144, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf207 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf208 = buf206[1]
        assert_tensor_metadata(buf208, (384, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf208 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf206
        buf210 = buf200; del buf200  # reuse
        buf211 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf212 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf213 = buf209; del buf209  # reuse
        assert_size_stride_grouped((add_155, primals_182), ((1, 64, 4, 4), (384, 64, 1, 1)), ((1024, 1, 256, 64), (64, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_15(buf213, buf207, convolution_30, getitem_61, rsqrt_30, primals_186, buf210, buf211, buf212)
        del buf207
        del convolution_30
        del getitem_61
        del primals_186
        del rsqrt_30
        # Topologically Sorted Source Nodes: [full_default, le_14, ge_14, bitwise_or_14, where_14, input_88, unsqueeze_460, unsqueeze_461, unsqueeze_462, sub_136, mul_558, unsqueeze_463, unsqueeze_464, unsqueeze_465, mul_559, mul_560, mul_561, unsqueeze_466, unsqueeze_467, unsqueeze_468, mul_562, unsqueeze_469, unsqueeze_470, unsqueeze_471, mul_563, sub_138, sub_139, mul_564, convolution_backward_21], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf214 = torch.ops.aten.convolution_backward.default(buf213, add_155, primals_182, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_155
        del primals_182
        buf215 = buf214[0]
        assert_tensor_metadata(buf215, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf215 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf216 = buf214[1]
        assert_tensor_metadata(buf216, (384, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf216 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf214
        assert_size_stride_grouped((convolution_29, unsqueeze_474, squeeze_88), ((1, 64, 4, 4), (1, 64, 1, 1), (64, )), ((1024, 1, 256, 64), (64, 1, 1, 1), (1, )), 'input')
        buf217 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf218 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf219 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_180, (64, ), (1, ), 'input')
        buf220 = convolution_29; del convolution_29  # reuse
        assert_size_stride_grouped((clamp_max_19, primals_176), ((1, 384, 4, 4), (64, 384, 1, 1)), ((6144, 1, 1536, 384), (384, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_16(buf220, buf215, unsqueeze_474, squeeze_88, primals_180, buf217, buf218, buf219)
        del primals_180
        del squeeze_88
        del unsqueeze_474
        # Topologically Sorted Source Nodes: [sub_140, mul_567, unsqueeze_475, unsqueeze_476, unsqueeze_477, mul_568, mul_569, mul_570, unsqueeze_478, unsqueeze_479, unsqueeze_480, mul_571, unsqueeze_481, unsqueeze_482, unsqueeze_483, mul_572, sub_142, sub_143, mul_573, convolution_backward_22], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf221 = torch.ops.aten.convolution_backward.default(buf220, clamp_max_19, primals_176, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf220
        del clamp_max_19
        del primals_176
        buf222 = buf221[0]
        assert_tensor_metadata(buf222, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf222 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf223 = buf221[1]
        assert_tensor_metadata(buf223, (64, 384, 1, 1), (384, 1, 384, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf223 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf221
        buf225 = buf211; del buf211  # reuse
        buf226 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf227 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf228 = buf224; del buf224  # reuse
        buf230 = reinterpret_tensor(buf213, (1, 384, 4, 4), (6144, 4, 1536, 1), 0); del buf213  # reuse
        buf231 = buf205; del buf205  # reuse
        assert_size_stride(primals_170, (384, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_14(buf228, buf222, convolution_28, getitem_57, rsqrt_28, primals_174, buf225, buf226, buf227, buf230, buf231)
        del buf222
        del buf228
        del buf230
        del convolution_28
        del getitem_57
        del primals_174
        del rsqrt_28
        # Topologically Sorted Source Nodes: [full_default, le_15, ge_15, bitwise_or_15, where_15, input_82, unsqueeze_484, unsqueeze_485, unsqueeze_486, sub_144, mul_576, unsqueeze_487, unsqueeze_488, unsqueeze_489, mul_577, mul_578, mul_579, unsqueeze_490, unsqueeze_491, unsqueeze_492, mul_580, unsqueeze_493, unsqueeze_494, unsqueeze_495, mul_581, sub_146, sub_147, mul_582, convolution_backward_23], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf232 = torch.ops.aten.convolution_backward.default(buf231, buf229, primals_170, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 384, [True, True, False])
        del buf229
        del primals_170
        buf233 = buf232[0]
        assert_tensor_metadata(buf233, (1, 384, 4, 4), (6144, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf233 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf234 = buf232[1]
        assert_tensor_metadata(buf234, (384, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf234 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf232
        buf236 = buf226; del buf226  # reuse
        buf237 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf238 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf239 = buf235; del buf235  # reuse
        assert_size_stride_grouped((add_139, primals_164), ((1, 64, 4, 4), (384, 64, 1, 1)), ((1024, 1, 256, 64), (64, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_15(buf239, buf233, convolution_27, getitem_55, rsqrt_27, primals_168, buf236, buf237, buf238)
        del buf233
        del convolution_27
        del getitem_55
        del primals_168
        del rsqrt_27
        # Topologically Sorted Source Nodes: [full_default, le_16, ge_16, bitwise_or_16, where_16, input_79, unsqueeze_496, unsqueeze_497, unsqueeze_498, sub_148, mul_585, unsqueeze_499, unsqueeze_500, unsqueeze_501, mul_586, mul_587, mul_588, unsqueeze_502, unsqueeze_503, unsqueeze_504, mul_589, unsqueeze_505, unsqueeze_506, unsqueeze_507, mul_590, sub_150, sub_151, mul_591, convolution_backward_24], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf240 = torch.ops.aten.convolution_backward.default(buf239, add_139, primals_164, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_139
        del primals_164
        buf241 = buf240[0]
        assert_tensor_metadata(buf241, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf241 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf242 = buf240[1]
        assert_tensor_metadata(buf242, (384, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf242 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf240
        assert_size_stride_grouped((convolution_26, unsqueeze_510, squeeze_79), ((1, 64, 4, 4), (1, 64, 1, 1), (64, )), ((1024, 1, 256, 64), (64, 1, 1, 1), (1, )), 'input')
        buf243 = buf218; del buf218  # reuse
        buf244 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf245 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_162, (64, ), (1, ), 'input')
        buf246 = convolution_26; del convolution_26  # reuse
        assert_size_stride_grouped((clamp_max_17, primals_158), ((1, 384, 4, 4), (64, 384, 1, 1)), ((6144, 1, 1536, 384), (384, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_17(buf246, buf215, buf241, unsqueeze_510, squeeze_79, primals_162, buf243, buf244, buf245)
        del primals_162
        del squeeze_79
        del unsqueeze_510
        # Topologically Sorted Source Nodes: [add_274, sub_152, mul_594, unsqueeze_511, unsqueeze_512, unsqueeze_513, mul_595, mul_596, mul_597, unsqueeze_514, unsqueeze_515, unsqueeze_516, mul_598, unsqueeze_517, unsqueeze_518, unsqueeze_519, mul_599, sub_154, sub_155, mul_600, convolution_backward_25], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf247 = torch.ops.aten.convolution_backward.default(buf246, clamp_max_17, primals_158, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf246
        del clamp_max_17
        del primals_158
        buf248 = buf247[0]
        assert_tensor_metadata(buf248, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf248 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf249 = buf247[1]
        assert_tensor_metadata(buf249, (64, 384, 1, 1), (384, 1, 384, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf249 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf247
        buf251 = buf237; del buf237  # reuse
        buf252 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf253 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf254 = buf250; del buf250  # reuse
        buf256 = reinterpret_tensor(buf239, (1, 384, 4, 4), (6144, 4, 1536, 1), 0); del buf239  # reuse
        buf257 = buf231; del buf231  # reuse
        assert_size_stride(primals_152, (384, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_14(buf254, buf248, convolution_25, getitem_51, rsqrt_25, primals_156, buf251, buf252, buf253, buf256, buf257)
        del buf248
        del buf254
        del buf256
        del convolution_25
        del getitem_51
        del primals_156
        del rsqrt_25
        # Topologically Sorted Source Nodes: [full_default, le_17, ge_17, bitwise_or_17, where_17, input_73, unsqueeze_520, unsqueeze_521, unsqueeze_522, sub_156, mul_603, unsqueeze_523, unsqueeze_524, unsqueeze_525, mul_604, mul_605, mul_606, unsqueeze_526, unsqueeze_527, unsqueeze_528, mul_607, unsqueeze_529, unsqueeze_530, unsqueeze_531, mul_608, sub_158, sub_159, mul_609, convolution_backward_26], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf258 = torch.ops.aten.convolution_backward.default(buf257, buf255, primals_152, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 384, [True, True, False])
        del buf255
        del primals_152
        buf259 = buf258[0]
        assert_tensor_metadata(buf259, (1, 384, 4, 4), (6144, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf259 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf260 = buf258[1]
        assert_tensor_metadata(buf260, (384, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf260 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf258
        buf262 = buf252; del buf252  # reuse
        buf263 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf264 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf265 = buf261; del buf261  # reuse
        assert_size_stride_grouped((add_123, primals_146), ((1, 64, 4, 4), (384, 64, 1, 1)), ((1024, 1, 256, 64), (64, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_15(buf265, buf259, convolution_24, getitem_49, rsqrt_24, primals_150, buf262, buf263, buf264)
        del buf259
        del convolution_24
        del getitem_49
        del primals_150
        del rsqrt_24
        # Topologically Sorted Source Nodes: [full_default, le_18, ge_18, bitwise_or_18, where_18, input_70, unsqueeze_532, unsqueeze_533, unsqueeze_534, sub_160, mul_612, unsqueeze_535, unsqueeze_536, unsqueeze_537, mul_613, mul_614, mul_615, unsqueeze_538, unsqueeze_539, unsqueeze_540, mul_616, unsqueeze_541, unsqueeze_542, unsqueeze_543, mul_617, sub_162, sub_163, mul_618, convolution_backward_27], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf266 = torch.ops.aten.convolution_backward.default(buf265, add_123, primals_146, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_123
        del primals_146
        buf267 = buf266[0]
        assert_tensor_metadata(buf267, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf267 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf268 = buf266[1]
        assert_tensor_metadata(buf268, (384, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf268 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf266
        assert_size_stride_grouped((convolution_23, unsqueeze_546, squeeze_70), ((1, 64, 4, 4), (1, 64, 1, 1), (64, )), ((1024, 1, 256, 64), (64, 1, 1, 1), (1, )), 'input')
        buf269 = buf244; del buf244  # reuse
        buf270 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf271 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_144, (64, ), (1, ), 'input')
        buf272 = convolution_23; del convolution_23  # reuse
        assert_size_stride_grouped((clamp_max_15, primals_140), ((1, 384, 4, 4), (64, 384, 1, 1)), ((6144, 1, 1536, 384), (384, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_18(buf272, buf215, buf241, buf267, unsqueeze_546, squeeze_70, primals_144, buf269, buf270, buf271)
        del primals_144
        del squeeze_70
        del unsqueeze_546
        # Topologically Sorted Source Nodes: [add_274, add_275, sub_164, mul_621, unsqueeze_547, unsqueeze_548, unsqueeze_549, mul_622, mul_623, mul_624, unsqueeze_550, unsqueeze_551, unsqueeze_552, mul_625, unsqueeze_553, unsqueeze_554, unsqueeze_555, mul_626, sub_166, sub_167, mul_627, convolution_backward_28], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf273 = torch.ops.aten.convolution_backward.default(buf272, clamp_max_15, primals_140, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf272
        del clamp_max_15
        del primals_140
        buf274 = buf273[0]
        assert_tensor_metadata(buf274, (1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf274 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf275 = buf273[1]
        assert_tensor_metadata(buf275, (64, 384, 1, 1), (384, 1, 384, 384), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf275 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf273
        buf277 = buf263; del buf263  # reuse
        buf278 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf279 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf280 = buf276; del buf276  # reuse
        buf282 = reinterpret_tensor(buf265, (1, 384, 4, 4), (6144, 4, 1536, 1), 0); del buf265  # reuse
        buf283 = buf257; del buf257  # reuse
        assert_size_stride(primals_134, (384, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_14(buf280, buf274, convolution_22, getitem_45, rsqrt_22, primals_138, buf277, buf278, buf279, buf282, buf283)
        del buf274
        del buf280
        del buf282
        del convolution_22
        del getitem_45
        del primals_138
        del rsqrt_22
        # Topologically Sorted Source Nodes: [full_default, le_19, ge_19, bitwise_or_19, where_19, input_64, unsqueeze_556, unsqueeze_557, unsqueeze_558, sub_168, mul_630, unsqueeze_559, unsqueeze_560, unsqueeze_561, mul_631, mul_632, mul_633, unsqueeze_562, unsqueeze_563, unsqueeze_564, mul_634, unsqueeze_565, unsqueeze_566, unsqueeze_567, mul_635, sub_170, sub_171, mul_636, convolution_backward_29], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf284 = torch.ops.aten.convolution_backward.default(buf283, buf281, primals_134, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 384, [True, True, False])
        del buf281
        del buf283
        del primals_134
        buf285 = buf284[0]
        assert_tensor_metadata(buf285, (1, 384, 4, 4), (6144, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf285 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf286 = buf284[1]
        assert_tensor_metadata(buf286, (384, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf286 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf284
        buf288 = buf278; del buf278  # reuse
        buf289 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf290 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf291 = buf287; del buf287  # reuse
        assert_size_stride_grouped((add_107, primals_128), ((1, 64, 4, 4), (384, 64, 1, 1)), ((1024, 1, 256, 64), (64, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_15(buf291, buf285, convolution_21, getitem_43, rsqrt_21, primals_132, buf288, buf289, buf290)
        del buf285
        del buf289
        del convolution_21
        del getitem_43
        del primals_132
        del rsqrt_21
        # Topologically Sorted Source Nodes: [full_default, le_20, ge_20, bitwise_or_20, where_20, input_61, unsqueeze_568, unsqueeze_569, unsqueeze_570, sub_172, mul_639, unsqueeze_571, unsqueeze_572, unsqueeze_573, mul_640, mul_641, mul_642, unsqueeze_574, unsqueeze_575, unsqueeze_576, mul_643, unsqueeze_577, unsqueeze_578, unsqueeze_579, mul_644, sub_174, sub_175, mul_645, convolution_backward_30], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf292 = torch.ops.aten.convolution_backward.default(buf291, add_107, primals_128, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_107
        del buf291
        del primals_128
        buf293 = buf292[0]
        assert_tensor_metadata(buf293, (1, 64, 4, 4), (1024, 1, 256, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf293 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf294 = buf292[1]
        assert_tensor_metadata(buf294, (384, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf294 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf292
        assert_size_stride_grouped((convolution_20, unsqueeze_582, squeeze_61), ((1, 64, 4, 4), (1, 64, 1, 1), (64, )), ((1024, 1, 256, 64), (64, 1, 1, 1), (1, )), 'input')
        buf295 = buf270; del buf270  # reuse
        buf296 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf297 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_126, (64, ), (1, ), 'input')
        buf298 = buf215; del buf215  # reuse
        assert_size_stride_grouped((clamp_max_13, primals_122), ((1, 192, 4, 4), (64, 192, 1, 1)), ((3072, 1, 768, 192), (192, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_19(buf298, buf241, buf267, buf293, convolution_20, unsqueeze_582, squeeze_61, primals_126, buf295, buf296, buf297)
        del buf241
        del buf267
        del buf293
        del buf296
        del convolution_20
        del primals_126
        del squeeze_61
        del unsqueeze_582
        # Topologically Sorted Source Nodes: [add_274, add_275, add_276, sub_176, mul_648, unsqueeze_583, unsqueeze_584, unsqueeze_585, mul_649, mul_650, mul_651, unsqueeze_586, unsqueeze_587, unsqueeze_588, mul_652, unsqueeze_589, unsqueeze_590, unsqueeze_591, mul_653, sub_178, sub_179, mul_654, convolution_backward_31], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf299 = torch.ops.aten.convolution_backward.default(buf298, clamp_max_13, primals_122, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf298
        del clamp_max_13
        del primals_122
        buf300 = buf299[0]
        assert_tensor_metadata(buf300, (1, 192, 4, 4), (3072, 1, 768, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf300 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf301 = buf299[1]
        assert_tensor_metadata(buf301, (64, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf301 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf299
        buf303 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf304 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf305 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf306 = buf302; del buf302  # reuse
        buf308 = empty_strided_cpu((1, 192, 4, 4), (3072, 4, 768, 1), torch.float32)
        buf309 = empty_strided_cpu((1, 192, 4, 4), (3072, 16, 4, 1), torch.float32)
        assert_size_stride(primals_116, (192, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_20(buf306, buf300, convolution_19, getitem_39, rsqrt_19, primals_120, buf303, buf304, buf305, buf308, buf309)
        del buf300
        del buf306
        del buf308
        del convolution_19
        del getitem_39
        del primals_120
        del rsqrt_19
        # Topologically Sorted Source Nodes: [full_default, le_21, ge_21, bitwise_or_21, where_21, input_56, unsqueeze_592, unsqueeze_593, unsqueeze_594, sub_180, mul_657, unsqueeze_595, unsqueeze_596, unsqueeze_597, mul_658, mul_659, mul_660, unsqueeze_598, unsqueeze_599, unsqueeze_600, mul_661, unsqueeze_601, unsqueeze_602, unsqueeze_603, mul_662, sub_182, sub_183, mul_663, convolution_backward_32], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf310 = torch.ops.aten.convolution_backward.default(buf309, buf307, primals_116, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 192, [True, True, False])
        del buf309
        del primals_116
        buf311 = buf310[0]
        assert_tensor_metadata(buf311, (1, 192, 8, 8), (12288, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf311 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf312 = buf310[1]
        assert_tensor_metadata(buf312, (192, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf312 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf310
        buf314 = buf304; del buf304  # reuse
        buf315 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf316 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf317 = buf313; del buf313  # reuse
        assert_size_stride_grouped((add_92, primals_110), ((1, 32, 8, 8), (192, 32, 1, 1)), ((2048, 1, 256, 32), (32, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_21(buf317, buf311, convolution_18, getitem_37, rsqrt_18, primals_114, buf314, buf315, buf316)
        del buf311
        del convolution_18
        del getitem_37
        del primals_114
        del rsqrt_18
        # Topologically Sorted Source Nodes: [full_default, le_22, ge_22, bitwise_or_22, where_22, input_53, unsqueeze_604, unsqueeze_605, unsqueeze_606, sub_184, mul_666, unsqueeze_607, unsqueeze_608, unsqueeze_609, mul_667, mul_668, mul_669, unsqueeze_610, unsqueeze_611, unsqueeze_612, mul_670, unsqueeze_613, unsqueeze_614, unsqueeze_615, mul_671, sub_186, sub_187, mul_672, convolution_backward_33], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf318 = torch.ops.aten.convolution_backward.default(buf317, add_92, primals_110, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_92
        del primals_110
        buf319 = buf318[0]
        assert_tensor_metadata(buf319, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf319 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf320 = buf318[1]
        assert_tensor_metadata(buf320, (192, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf320 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf318
        assert_size_stride_grouped((convolution_17, unsqueeze_618, squeeze_52), ((1, 32, 8, 8), (1, 32, 1, 1), (32, )), ((2048, 1, 256, 32), (32, 1, 1, 1), (1, )), 'input')
        buf321 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf322 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf323 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_108, (32, ), (1, ), 'input')
        buf324 = convolution_17; del convolution_17  # reuse
        assert_size_stride_grouped((clamp_max_11, primals_104), ((1, 192, 8, 8), (32, 192, 1, 1)), ((12288, 1, 1536, 192), (192, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_22(buf324, buf319, unsqueeze_618, squeeze_52, primals_108, buf321, buf322, buf323)
        del primals_108
        del squeeze_52
        del unsqueeze_618
        # Topologically Sorted Source Nodes: [sub_188, mul_675, unsqueeze_619, unsqueeze_620, unsqueeze_621, mul_676, mul_677, mul_678, unsqueeze_622, unsqueeze_623, unsqueeze_624, mul_679, unsqueeze_625, unsqueeze_626, unsqueeze_627, mul_680, sub_190, sub_191, mul_681, convolution_backward_34], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf325 = torch.ops.aten.convolution_backward.default(buf324, clamp_max_11, primals_104, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf324
        del clamp_max_11
        del primals_104
        buf326 = buf325[0]
        assert_tensor_metadata(buf326, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf326 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf327 = buf325[1]
        assert_tensor_metadata(buf327, (32, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf327 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf325
        buf329 = buf315; del buf315  # reuse
        buf330 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf331 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf332 = buf328; del buf328  # reuse
        buf334 = reinterpret_tensor(buf317, (1, 192, 8, 8), (12288, 8, 1536, 1), 0); del buf317  # reuse
        buf335 = reinterpret_tensor(buf307, (1, 192, 8, 8), (12288, 64, 8, 1), 0); del buf307  # reuse
        assert_size_stride(primals_98, (192, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_23(buf332, buf326, convolution_16, getitem_33, rsqrt_16, primals_102, buf329, buf330, buf331, buf334, buf335)
        del buf326
        del buf332
        del buf334
        del convolution_16
        del getitem_33
        del primals_102
        del rsqrt_16
        # Topologically Sorted Source Nodes: [full_default, le_23, ge_23, bitwise_or_23, where_23, input_47, unsqueeze_628, unsqueeze_629, unsqueeze_630, sub_192, mul_684, unsqueeze_631, unsqueeze_632, unsqueeze_633, mul_685, mul_686, mul_687, unsqueeze_634, unsqueeze_635, unsqueeze_636, mul_688, unsqueeze_637, unsqueeze_638, unsqueeze_639, mul_689, sub_194, sub_195, mul_690, convolution_backward_35], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf336 = torch.ops.aten.convolution_backward.default(buf335, buf333, primals_98, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 192, [True, True, False])
        del buf333
        del primals_98
        buf337 = buf336[0]
        assert_tensor_metadata(buf337, (1, 192, 8, 8), (12288, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf337 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf338 = buf336[1]
        assert_tensor_metadata(buf338, (192, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf338 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf336
        buf340 = buf330; del buf330  # reuse
        buf341 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf342 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf343 = buf339; del buf339  # reuse
        assert_size_stride_grouped((add_76, primals_92), ((1, 32, 8, 8), (192, 32, 1, 1)), ((2048, 1, 256, 32), (32, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_21(buf343, buf337, convolution_15, getitem_31, rsqrt_15, primals_96, buf340, buf341, buf342)
        del buf337
        del convolution_15
        del getitem_31
        del primals_96
        del rsqrt_15
        # Topologically Sorted Source Nodes: [full_default, le_24, ge_24, bitwise_or_24, where_24, input_44, unsqueeze_640, unsqueeze_641, unsqueeze_642, sub_196, mul_693, unsqueeze_643, unsqueeze_644, unsqueeze_645, mul_694, mul_695, mul_696, unsqueeze_646, unsqueeze_647, unsqueeze_648, mul_697, unsqueeze_649, unsqueeze_650, unsqueeze_651, mul_698, sub_198, sub_199, mul_699, convolution_backward_36], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf344 = torch.ops.aten.convolution_backward.default(buf343, add_76, primals_92, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_76
        del primals_92
        buf345 = buf344[0]
        assert_tensor_metadata(buf345, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf345 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf346 = buf344[1]
        assert_tensor_metadata(buf346, (192, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf346 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf344
        assert_size_stride_grouped((convolution_14, unsqueeze_654, squeeze_43), ((1, 32, 8, 8), (1, 32, 1, 1), (32, )), ((2048, 1, 256, 32), (32, 1, 1, 1), (1, )), 'input')
        buf347 = buf322; del buf322  # reuse
        buf348 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf349 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_90, (32, ), (1, ), 'input')
        buf350 = convolution_14; del convolution_14  # reuse
        assert_size_stride_grouped((clamp_max_9, primals_86), ((1, 192, 8, 8), (32, 192, 1, 1)), ((12288, 1, 1536, 192), (192, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_24(buf350, buf319, buf345, unsqueeze_654, squeeze_43, primals_90, buf347, buf348, buf349)
        del primals_90
        del squeeze_43
        del unsqueeze_654
        # Topologically Sorted Source Nodes: [add_277, sub_200, mul_702, unsqueeze_655, unsqueeze_656, unsqueeze_657, mul_703, mul_704, mul_705, unsqueeze_658, unsqueeze_659, unsqueeze_660, mul_706, unsqueeze_661, unsqueeze_662, unsqueeze_663, mul_707, sub_202, sub_203, mul_708, convolution_backward_37], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf351 = torch.ops.aten.convolution_backward.default(buf350, clamp_max_9, primals_86, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf350
        del clamp_max_9
        del primals_86
        buf352 = buf351[0]
        assert_tensor_metadata(buf352, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf352 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf353 = buf351[1]
        assert_tensor_metadata(buf353, (32, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf353 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf351
        buf355 = buf341; del buf341  # reuse
        buf356 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf357 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf358 = buf354; del buf354  # reuse
        buf360 = reinterpret_tensor(buf343, (1, 192, 8, 8), (12288, 8, 1536, 1), 0); del buf343  # reuse
        buf361 = buf335; del buf335  # reuse
        assert_size_stride(primals_80, (192, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_23(buf358, buf352, convolution_13, getitem_27, rsqrt_13, primals_84, buf355, buf356, buf357, buf360, buf361)
        del buf352
        del buf358
        del buf360
        del convolution_13
        del getitem_27
        del primals_84
        del rsqrt_13
        # Topologically Sorted Source Nodes: [full_default, le_25, ge_25, bitwise_or_25, where_25, input_38, unsqueeze_664, unsqueeze_665, unsqueeze_666, sub_204, mul_711, unsqueeze_667, unsqueeze_668, unsqueeze_669, mul_712, mul_713, mul_714, unsqueeze_670, unsqueeze_671, unsqueeze_672, mul_715, unsqueeze_673, unsqueeze_674, unsqueeze_675, mul_716, sub_206, sub_207, mul_717, convolution_backward_38], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf362 = torch.ops.aten.convolution_backward.default(buf361, buf359, primals_80, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 192, [True, True, False])
        del buf359
        del buf361
        del primals_80
        buf363 = buf362[0]
        assert_tensor_metadata(buf363, (1, 192, 8, 8), (12288, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf363 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf364 = buf362[1]
        assert_tensor_metadata(buf364, (192, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf364 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf362
        buf366 = buf356; del buf356  # reuse
        buf367 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf368 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf369 = buf365; del buf365  # reuse
        assert_size_stride_grouped((add_60, primals_74), ((1, 32, 8, 8), (192, 32, 1, 1)), ((2048, 1, 256, 32), (32, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_21(buf369, buf363, convolution_12, getitem_25, rsqrt_12, primals_78, buf366, buf367, buf368)
        del buf363
        del buf367
        del convolution_12
        del getitem_25
        del primals_78
        del rsqrt_12
        # Topologically Sorted Source Nodes: [full_default, le_26, ge_26, bitwise_or_26, where_26, input_35, unsqueeze_676, unsqueeze_677, unsqueeze_678, sub_208, mul_720, unsqueeze_679, unsqueeze_680, unsqueeze_681, mul_721, mul_722, mul_723, unsqueeze_682, unsqueeze_683, unsqueeze_684, mul_724, unsqueeze_685, unsqueeze_686, unsqueeze_687, mul_725, sub_210, sub_211, mul_726, convolution_backward_39], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf370 = torch.ops.aten.convolution_backward.default(buf369, add_60, primals_74, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_60
        del buf369
        del primals_74
        buf371 = buf370[0]
        assert_tensor_metadata(buf371, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf371 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf372 = buf370[1]
        assert_tensor_metadata(buf372, (192, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf372 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf370
        assert_size_stride_grouped((convolution_11, unsqueeze_690, squeeze_34), ((1, 32, 8, 8), (1, 32, 1, 1), (32, )), ((2048, 1, 256, 32), (32, 1, 1, 1), (1, )), 'input')
        buf373 = buf348; del buf348  # reuse
        buf374 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf375 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_72, (32, ), (1, ), 'input')
        buf376 = buf319; del buf319  # reuse
        assert_size_stride_grouped((clamp_max_7, primals_68), ((1, 144, 8, 8), (32, 144, 1, 1)), ((9216, 1, 1152, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_25(buf376, buf345, buf371, convolution_11, unsqueeze_690, squeeze_34, primals_72, buf373, buf374, buf375)
        del buf345
        del buf371
        del convolution_11
        del primals_72
        del squeeze_34
        del unsqueeze_690
        # Topologically Sorted Source Nodes: [add_277, add_278, sub_212, mul_729, unsqueeze_691, unsqueeze_692, unsqueeze_693, mul_730, mul_731, mul_732, unsqueeze_694, unsqueeze_695, unsqueeze_696, mul_733, unsqueeze_697, unsqueeze_698, unsqueeze_699, mul_734, sub_214, sub_215, mul_735, convolution_backward_40], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf377 = torch.ops.aten.convolution_backward.default(buf376, clamp_max_7, primals_68, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf376
        del clamp_max_7
        del primals_68
        buf378 = buf377[0]
        assert_tensor_metadata(buf378, (1, 144, 8, 8), (9216, 1, 1152, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf378 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf379 = buf377[1]
        assert_tensor_metadata(buf379, (32, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf379 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf377
        buf381 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf382 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf383 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf384 = buf380; del buf380  # reuse
        buf386 = reinterpret_tensor(buf187, (1, 144, 8, 8), (9216, 8, 1152, 1), 0); del buf187  # reuse
        buf387 = reinterpret_tensor(buf179, (1, 144, 8, 8), (9216, 64, 8, 1), 0); del buf179  # reuse
        assert_size_stride(primals_62, (144, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_26(buf384, buf378, convolution_10, getitem_21, rsqrt_10, primals_66, buf381, buf382, buf383, buf386, buf387)
        del buf378
        del buf384
        del buf386
        del convolution_10
        del getitem_21
        del primals_66
        del rsqrt_10
        # Topologically Sorted Source Nodes: [full_default, le_27, ge_27, bitwise_or_27, where_27, input_30, unsqueeze_700, unsqueeze_701, unsqueeze_702, sub_216, mul_738, unsqueeze_703, unsqueeze_704, unsqueeze_705, mul_739, mul_740, mul_741, unsqueeze_706, unsqueeze_707, unsqueeze_708, mul_742, unsqueeze_709, unsqueeze_710, unsqueeze_711, mul_743, sub_218, sub_219, mul_744, convolution_backward_41], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf388 = torch.ops.aten.convolution_backward.default(buf387, buf385, primals_62, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 144, [True, True, False])
        del buf387
        del primals_62
        buf389 = buf388[0]
        assert_tensor_metadata(buf389, (1, 144, 16, 16), (36864, 256, 16, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf389 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf390 = buf388[1]
        assert_tensor_metadata(buf390, (144, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf390 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf388
        buf392 = buf382; del buf382  # reuse
        buf393 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf394 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf395 = buf391; del buf391  # reuse
        assert_size_stride_grouped((add_45, primals_56), ((1, 24, 16, 16), (144, 24, 1, 1)), ((6144, 1, 384, 24), (24, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_27(buf395, buf389, convolution_9, getitem_19, rsqrt_9, primals_60, buf392, buf393, buf394)
        del buf389
        del convolution_9
        del getitem_19
        del primals_60
        del rsqrt_9
        # Topologically Sorted Source Nodes: [full_default, le_28, ge_28, bitwise_or_28, where_28, input_27, unsqueeze_712, unsqueeze_713, unsqueeze_714, sub_220, mul_747, unsqueeze_715, unsqueeze_716, unsqueeze_717, mul_748, mul_749, mul_750, unsqueeze_718, unsqueeze_719, unsqueeze_720, mul_751, unsqueeze_721, unsqueeze_722, unsqueeze_723, mul_752, sub_222, sub_223, mul_753, convolution_backward_42], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf396 = torch.ops.aten.convolution_backward.default(buf395, add_45, primals_56, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_45
        del primals_56
        buf397 = buf396[0]
        assert_tensor_metadata(buf397, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf397 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf398 = buf396[1]
        assert_tensor_metadata(buf398, (144, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf398 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf396
        assert_size_stride_grouped((convolution_8, unsqueeze_726, squeeze_25), ((1, 24, 16, 16), (1, 24, 1, 1), (24, )), ((6144, 1, 384, 24), (24, 1, 1, 1), (1, )), 'input')
        buf399 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf400 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf401 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_54, (24, ), (1, ), 'input')
        buf402 = convolution_8; del convolution_8  # reuse
        assert_size_stride_grouped((clamp_max_5, primals_50), ((1, 144, 16, 16), (24, 144, 1, 1)), ((36864, 1, 2304, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_28(buf402, buf397, unsqueeze_726, squeeze_25, primals_54, buf399, buf400, buf401)
        del primals_54
        del squeeze_25
        del unsqueeze_726
        # Topologically Sorted Source Nodes: [sub_224, mul_756, unsqueeze_727, unsqueeze_728, unsqueeze_729, mul_757, mul_758, mul_759, unsqueeze_730, unsqueeze_731, unsqueeze_732, mul_760, unsqueeze_733, unsqueeze_734, unsqueeze_735, mul_761, sub_226, sub_227, mul_762, convolution_backward_43], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf403 = torch.ops.aten.convolution_backward.default(buf402, clamp_max_5, primals_50, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf402
        del clamp_max_5
        del primals_50
        buf404 = buf403[0]
        assert_tensor_metadata(buf404, (1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf404 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf405 = buf403[1]
        assert_tensor_metadata(buf405, (24, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf405 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf403
        buf407 = buf393; del buf393  # reuse
        buf408 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf409 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf410 = buf406; del buf406  # reuse
        buf412 = reinterpret_tensor(buf395, (1, 144, 16, 16), (36864, 16, 2304, 1), 0); del buf395  # reuse
        buf413 = reinterpret_tensor(buf385, (1, 144, 16, 16), (36864, 256, 16, 1), 0); del buf385  # reuse
        assert_size_stride(primals_44, (144, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_29(buf410, buf404, convolution_7, getitem_15, rsqrt_7, primals_48, buf407, buf408, buf409, buf412, buf413)
        del buf404
        del buf410
        del buf412
        del convolution_7
        del getitem_15
        del primals_48
        del rsqrt_7
        # Topologically Sorted Source Nodes: [full_default, le_29, ge_29, bitwise_or_29, where_29, input_21, unsqueeze_736, unsqueeze_737, unsqueeze_738, sub_228, mul_765, unsqueeze_739, unsqueeze_740, unsqueeze_741, mul_766, mul_767, mul_768, unsqueeze_742, unsqueeze_743, unsqueeze_744, mul_769, unsqueeze_745, unsqueeze_746, unsqueeze_747, mul_770, sub_230, sub_231, mul_771, convolution_backward_44], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf414 = torch.ops.aten.convolution_backward.default(buf413, buf411, primals_44, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 144, [True, True, False])
        del buf411
        del buf413
        del primals_44
        buf415 = buf414[0]
        assert_tensor_metadata(buf415, (1, 144, 16, 16), (36864, 256, 16, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf415 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf416 = buf414[1]
        assert_tensor_metadata(buf416, (144, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf416 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf414
        buf418 = buf408; del buf408  # reuse
        buf419 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf420 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf421 = buf417; del buf417  # reuse
        assert_size_stride_grouped((add_29, primals_38), ((1, 24, 16, 16), (144, 24, 1, 1)), ((6144, 1, 384, 24), (24, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_27(buf421, buf415, convolution_6, getitem_13, rsqrt_6, primals_42, buf418, buf419, buf420)
        del buf415
        del buf419
        del convolution_6
        del getitem_13
        del primals_42
        del rsqrt_6
        # Topologically Sorted Source Nodes: [full_default, le_30, ge_30, bitwise_or_30, where_30, input_18, unsqueeze_748, unsqueeze_749, unsqueeze_750, sub_232, mul_774, unsqueeze_751, unsqueeze_752, unsqueeze_753, mul_775, mul_776, mul_777, unsqueeze_754, unsqueeze_755, unsqueeze_756, mul_778, unsqueeze_757, unsqueeze_758, unsqueeze_759, mul_779, sub_234, sub_235, mul_780, convolution_backward_45], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf422 = torch.ops.aten.convolution_backward.default(buf421, add_29, primals_38, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_29
        del buf421
        del primals_38
        buf423 = buf422[0]
        assert_tensor_metadata(buf423, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf423 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf424 = buf422[1]
        assert_tensor_metadata(buf424, (144, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf424 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf422
        assert_size_stride_grouped((convolution_5, unsqueeze_762, squeeze_16), ((1, 24, 16, 16), (1, 24, 1, 1), (24, )), ((6144, 1, 384, 24), (24, 1, 1, 1), (1, )), 'input')
        buf425 = buf400; del buf400  # reuse
        buf426 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf427 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_36, (24, ), (1, ), 'input')
        buf428 = buf397; del buf397  # reuse
        assert_size_stride_grouped((clamp_max_3, primals_32), ((1, 96, 16, 16), (24, 96, 1, 1)), ((24576, 1, 1536, 96), (96, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_30(buf428, buf423, convolution_5, unsqueeze_762, squeeze_16, primals_36, buf425, buf426, buf427)
        del buf423
        del buf426
        del convolution_5
        del primals_36
        del squeeze_16
        del unsqueeze_762
        # Topologically Sorted Source Nodes: [add_279, sub_236, mul_783, unsqueeze_763, unsqueeze_764, unsqueeze_765, mul_784, mul_785, mul_786, unsqueeze_766, unsqueeze_767, unsqueeze_768, mul_787, unsqueeze_769, unsqueeze_770, unsqueeze_771, mul_788, sub_238, sub_239, mul_789, convolution_backward_46], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf429 = torch.ops.aten.convolution_backward.default(buf428, clamp_max_3, primals_32, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf428
        del clamp_max_3
        del primals_32
        buf430 = buf429[0]
        assert_tensor_metadata(buf430, (1, 96, 16, 16), (24576, 1, 1536, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf430 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf431 = buf429[1]
        assert_tensor_metadata(buf431, (24, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf431 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf429
        buf433 = buf192; del buf192  # reuse
        buf434 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf435 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf436 = buf432; del buf432  # reuse
        buf438 = empty_strided_cpu((1, 96, 16, 16), (24576, 16, 1536, 1), torch.float32)
        buf439 = empty_strided_cpu((1, 96, 16, 16), (24576, 256, 16, 1), torch.float32)
        assert_size_stride(primals_26, (96, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_31(buf436, buf430, convolution_4, getitem_9, rsqrt_4, primals_30, buf433, buf434, buf435, buf438, buf439)
        del buf430
        del buf436
        del buf438
        del convolution_4
        del getitem_9
        del primals_30
        del rsqrt_4
        # Topologically Sorted Source Nodes: [full_default, le_31, ge_31, bitwise_or_31, where_31, input_13, unsqueeze_772, unsqueeze_773, unsqueeze_774, sub_240, mul_792, unsqueeze_775, unsqueeze_776, unsqueeze_777, mul_793, mul_794, mul_795, unsqueeze_778, unsqueeze_779, unsqueeze_780, mul_796, unsqueeze_781, unsqueeze_782, unsqueeze_783, mul_797, sub_242, sub_243, mul_798, convolution_backward_47], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf440 = torch.ops.aten.convolution_backward.default(buf439, buf437, primals_26, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 96, [True, True, False])
        del buf437
        del buf439
        del primals_26
        buf441 = buf440[0]
        assert_tensor_metadata(buf441, (1, 96, 32, 32), (98304, 1024, 32, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf441 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf442 = buf440[1]
        assert_tensor_metadata(buf442, (96, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf442 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf440
        buf444 = buf434; del buf434  # reuse
        buf445 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf446 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf447 = buf443; del buf443  # reuse
        assert_size_stride_grouped((add_14, primals_20), ((1, 16, 32, 32), (96, 16, 1, 1)), ((16384, 1, 512, 16), (16, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_32(buf447, buf441, convolution_3, getitem_7, rsqrt_3, primals_24, buf444, buf445, buf446)
        del buf441
        del buf445
        del convolution_3
        del getitem_7
        del primals_24
        del rsqrt_3
        # Topologically Sorted Source Nodes: [full_default, le_32, ge_32, bitwise_or_32, where_32, input_10, unsqueeze_784, unsqueeze_785, unsqueeze_786, sub_244, mul_801, unsqueeze_787, unsqueeze_788, unsqueeze_789, mul_802, mul_803, mul_804, unsqueeze_790, unsqueeze_791, unsqueeze_792, mul_805, unsqueeze_793, unsqueeze_794, unsqueeze_795, mul_806, sub_246, sub_247, mul_807, convolution_backward_48], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf448 = torch.ops.aten.convolution_backward.default(buf447, add_14, primals_20, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_14
        del buf447
        del primals_20
        buf449 = buf448[0]
        assert_tensor_metadata(buf449, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf449 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf450 = buf448[1]
        assert_tensor_metadata(buf450, (96, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf450 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf448
        assert_size_stride_grouped((convolution_2, unsqueeze_798, squeeze_7), ((1, 16, 32, 32), (1, 16, 1, 1), (16, )), ((16384, 1, 512, 16), (16, 1, 1, 1), (1, )), 'input')
        buf451 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf452 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf453 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(primals_18, (16, ), (1, ), 'input')
        buf454 = buf449; del buf449  # reuse
        assert_size_stride_grouped((clamp_max_1, primals_14), ((1, 32, 32, 32), (16, 32, 1, 1)), ((32768, 1, 1024, 32), (32, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_33(buf454, convolution_2, unsqueeze_798, squeeze_7, primals_18, buf451, buf452, buf453)
        del buf452
        del convolution_2
        del primals_18
        del squeeze_7
        del unsqueeze_798
        # Topologically Sorted Source Nodes: [sub_248, mul_810, unsqueeze_799, unsqueeze_800, unsqueeze_801, mul_811, mul_812, mul_813, unsqueeze_802, unsqueeze_803, unsqueeze_804, mul_814, unsqueeze_805, unsqueeze_806, unsqueeze_807, mul_815, sub_250, sub_251, mul_816, convolution_backward_49], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf455 = torch.ops.aten.convolution_backward.default(buf454, clamp_max_1, primals_14, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf454
        del clamp_max_1
        del primals_14
        buf456 = buf455[0]
        assert_tensor_metadata(buf456, (1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf456 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf457 = buf455[1]
        assert_tensor_metadata(buf457, (16, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf457 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf455
        buf459 = buf374; del buf374  # reuse
        buf460 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf461 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf462 = buf458; del buf458  # reuse
        buf464 = empty_strided_cpu((1, 32, 32, 32), (32768, 32, 1024, 1), torch.float32)
        buf465 = empty_strided_cpu((1, 32, 32, 32), (32768, 1024, 32, 1), torch.float32)
        assert_size_stride(primals_8, (32, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_34(buf462, buf456, convolution_1, getitem_3, rsqrt_1, primals_12, buf459, buf460, buf461, buf464, buf465)
        del buf456
        del buf462
        del buf464
        del convolution_1
        del getitem_3
        del primals_12
        del rsqrt_1
        # Topologically Sorted Source Nodes: [full_default, le_33, ge_33, bitwise_or_33, where_33, input_5, unsqueeze_808, unsqueeze_809, unsqueeze_810, sub_252, mul_819, unsqueeze_811, unsqueeze_812, unsqueeze_813, mul_820, mul_821, mul_822, unsqueeze_814, unsqueeze_815, unsqueeze_816, mul_823, unsqueeze_817, unsqueeze_818, unsqueeze_819, mul_824, sub_254, sub_255, mul_825, convolution_backward_50], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf466 = torch.ops.aten.convolution_backward.default(buf465, buf463, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 32, [True, True, False])
        del buf463
        del buf465
        del primals_8
        buf467 = buf466[0]
        assert_tensor_metadata(buf467, (1, 32, 32, 32), (32768, 1024, 32, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf467 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf468 = buf466[1]
        assert_tensor_metadata(buf468, (32, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf468 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf466
        buf470 = buf460; del buf460  # reuse
        buf471 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf472 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf473 = buf469; del buf469  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((1, 3, 64, 64), (32, 3, 3, 3)), ((12288, 1, 192, 3), (27, 1, 9, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardtanh_backward_native_batch_norm_backward_35(buf473, buf467, convolution, getitem_1, rsqrt, primals_6, buf470, buf471, buf472)
        del buf467
        del buf471
        del convolution
        del getitem_1
        del primals_6
        del rsqrt
        # Topologically Sorted Source Nodes: [full_default, le_34, ge_34, bitwise_or_34, where_34, input_2, unsqueeze_820, unsqueeze_821, unsqueeze_822, sub_256, mul_828, unsqueeze_823, unsqueeze_824, unsqueeze_825, mul_829, mul_830, mul_831, unsqueeze_826, unsqueeze_827, unsqueeze_828, mul_832, unsqueeze_829, unsqueeze_830, unsqueeze_831, mul_833, sub_258, sub_259, mul_834, convolution_backward_51], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf474 = torch.ops.aten.convolution_backward.default(buf473, primals_2, primals_1, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf473
        del primals_1
        del primals_2
        buf475 = buf474[1]
        assert_tensor_metadata(buf475, (32, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf475 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf474
        assert_size_stride(mul_365, (1, 1280), (1280, 1), 'input')
        buf1 = empty_strided_cpu((1000, 1280), (1280, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 1), (1, 1000), 0), mul_365, out=buf1)
        del mul_365
        del tangents_1
        return (buf475, None, None, None, None, buf472, buf470, reinterpret_tensor(buf468, (32, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf461, buf459, buf457, None, None, None, buf453, buf451, buf450, None, None, None, buf446, buf444, reinterpret_tensor(buf442, (96, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf435, buf433, buf431, None, None, None, buf427, buf425, buf424, None, None, None, buf420, buf418, reinterpret_tensor(buf416, (144, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf409, buf407, buf405, None, None, None, buf401, buf399, buf398, None, None, None, buf394, buf392, reinterpret_tensor(buf390, (144, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf383, buf381, buf379, None, None, None, buf375, buf373, buf372, None, None, None, buf368, buf366, reinterpret_tensor(buf364, (192, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf357, buf355, buf353, None, None, None, buf349, buf347, buf346, None, None, None, buf342, buf340, reinterpret_tensor(buf338, (192, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf331, buf329, buf327, None, None, None, buf323, buf321, buf320, None, None, None, buf316, buf314, reinterpret_tensor(buf312, (192, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf305, buf303, buf301, None, None, None, buf297, buf295, buf294, None, None, None, buf290, buf288, reinterpret_tensor(buf286, (384, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf279, buf277, buf275, None, None, None, buf271, buf269, buf268, None, None, None, buf264, buf262, reinterpret_tensor(buf260, (384, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf253, buf251, buf249, None, None, None, buf245, buf243, buf242, None, None, None, buf238, buf236, reinterpret_tensor(buf234, (384, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf227, buf225, buf223, None, None, None, buf219, buf217, buf216, None, None, None, buf212, buf210, reinterpret_tensor(buf208, (384, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf201, buf199, buf197, None, None, None, buf193, buf191, buf190, None, None, None, buf186, buf184, reinterpret_tensor(buf182, (576, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf175, buf173, buf171, None, None, None, buf167, buf165, buf164, None, None, None, buf160, buf158, reinterpret_tensor(buf156, (576, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf149, buf147, buf145, None, None, None, buf141, buf139, buf138, None, None, None, buf134, buf132, reinterpret_tensor(buf130, (576, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf123, buf121, buf117, None, None, None, buf113, buf110, buf108, None, None, None, buf104, buf102, reinterpret_tensor(buf98, (960, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf91, buf89, buf85, None, None, None, buf81, buf78, buf76, None, None, None, buf72, buf70, reinterpret_tensor(buf66, (960, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf59, buf57, buf53, None, None, None, buf49, buf46, buf44, None, None, None, buf40, buf38, reinterpret_tensor(buf34, (960, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf27, buf25, buf21, None, None, None, buf17, buf14, buf12, None, None, None, buf8, buf6, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((16, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((96, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((96, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((24, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((32, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((192, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((192, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((32, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((192, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((192, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((32, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((192, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((192, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((384, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_151 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((384, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_157 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((384, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((64, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((384, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_187 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((384, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_193 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((96, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_205 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((576, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_211 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_223 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((576, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_229 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((576, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_246 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_247 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((160, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_252 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_259 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((960, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_265 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((160, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_277 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((960, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_283 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_284 = rand_strided((160, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_290 = rand_strided((960, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_295 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_296 = rand_strided((960, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_301 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((320, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_306 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((1280, 320, 1, 1), (320, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_312 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    primals_313 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((1000, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((1, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    clamp_max = rand_strided((1, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((1, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    clamp_max_1 = rand_strided((1, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((1, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    add_14 = rand_strided((1, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((1, 96, 32, 32), (98304, 1, 3072, 96), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    clamp_max_2 = rand_strided((1, 96, 32, 32), (98304, 1, 3072, 96), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((1, 96, 16, 16), (24576, 1, 1536, 96), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    clamp_max_3 = rand_strided((1, 96, 16, 16), (24576, 1, 1536, 96), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    squeeze_16 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    add_29 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    getitem_13 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    clamp_max_4 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    clamp_max_5 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    add_45 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    getitem_19 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_9 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    clamp_max_6 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((1, 144, 8, 8), (9216, 1, 1152, 144), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_10 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    clamp_max_7 = rand_strided((1, 144, 8, 8), (9216, 1, 1152, 144), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    add_60 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    getitem_25 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_12 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    clamp_max_8 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    getitem_27 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_13 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    clamp_max_9 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    add_76 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    getitem_31 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_15 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    clamp_max_10 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    getitem_33 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_16 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    clamp_max_11 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_52 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    add_92 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    getitem_37 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_18 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    clamp_max_12 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((1, 192, 4, 4), (3072, 1, 768, 192), device='cpu', dtype=torch.float32)
    getitem_39 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_19 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    clamp_max_13 = rand_strided((1, 192, 4, 4), (3072, 1, 768, 192), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_61 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    add_107 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    getitem_43 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    rsqrt_21 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    clamp_max_14 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    getitem_45 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    rsqrt_22 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    clamp_max_15 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    convolution_23 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_70 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    add_123 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    getitem_49 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    rsqrt_24 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    clamp_max_16 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    getitem_51 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    rsqrt_25 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    clamp_max_17 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    convolution_26 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_79 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    add_139 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    getitem_55 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    rsqrt_27 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    clamp_max_18 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    convolution_28 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    getitem_57 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    rsqrt_28 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    clamp_max_19 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    squeeze_88 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    add_155 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    getitem_61 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    rsqrt_30 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    clamp_max_20 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    getitem_63 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    rsqrt_31 = rand_strided((1, 384, 1, 1), (384, 1, 384, 384), device='cpu', dtype=torch.float32)
    clamp_max_21 = rand_strided((1, 384, 4, 4), (6144, 1, 1536, 384), device='cpu', dtype=torch.float32)
    convolution_32 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    squeeze_97 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    add_170 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    convolution_33 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    getitem_67 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_33 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    clamp_max_22 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    getitem_69 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_34 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    clamp_max_23 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    squeeze_106 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    add_186 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    getitem_73 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_36 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    clamp_max_24 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    getitem_75 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_37 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    clamp_max_25 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    convolution_38 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    squeeze_115 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    add_202 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    getitem_79 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    rsqrt_39 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    clamp_max_26 = rand_strided((1, 576, 4, 4), (9216, 1, 2304, 576), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    clamp_max_27 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((1, 160, 2, 2), (640, 1, 320, 160), device='cpu', dtype=torch.float32)
    add_217 = rand_strided((1, 160, 2, 2), (640, 1, 320, 160), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    clamp_max_28 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    convolution_43 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    clamp_max_29 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    convolution_44 = rand_strided((1, 160, 2, 2), (640, 1, 320, 160), device='cpu', dtype=torch.float32)
    add_233 = rand_strided((1, 160, 2, 2), (640, 1, 320, 160), device='cpu', dtype=torch.float32)
    convolution_45 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    clamp_max_30 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    clamp_max_31 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((1, 160, 2, 2), (640, 1, 320, 160), device='cpu', dtype=torch.float32)
    add_249 = rand_strided((1, 160, 2, 2), (640, 1, 320, 160), device='cpu', dtype=torch.float32)
    convolution_48 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    clamp_max_32 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    clamp_max_33 = rand_strided((1, 960, 2, 2), (3840, 1, 1920, 960), device='cpu', dtype=torch.float32)
    convolution_50 = rand_strided((1, 320, 2, 2), (1280, 1, 640, 320), device='cpu', dtype=torch.float32)
    add_264 = rand_strided((1, 320, 2, 2), (1280, 1, 640, 320), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((1, 1280, 2, 2), (5120, 1, 2560, 1280), device='cpu', dtype=torch.float32)
    gt = rand_strided((1, 1280), (1280, 1), device='cpu', dtype=torch.bool)
    mul_365 = rand_strided((1, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    unsqueeze_366 = rand_strided((1, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_402 = rand_strided((1, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_438 = rand_strided((1, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_474 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_510 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_546 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_582 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_618 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_654 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_690 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_726 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_762 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_798 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, primals_18, primals_20, primals_24, primals_25, primals_26, primals_30, primals_31, primals_32, primals_36, primals_38, primals_42, primals_43, primals_44, primals_48, primals_49, primals_50, primals_54, primals_56, primals_60, primals_61, primals_62, primals_66, primals_67, primals_68, primals_72, primals_74, primals_78, primals_79, primals_80, primals_84, primals_85, primals_86, primals_90, primals_92, primals_96, primals_97, primals_98, primals_102, primals_103, primals_104, primals_108, primals_110, primals_114, primals_115, primals_116, primals_120, primals_121, primals_122, primals_126, primals_128, primals_132, primals_133, primals_134, primals_138, primals_139, primals_140, primals_144, primals_146, primals_150, primals_151, primals_152, primals_156, primals_157, primals_158, primals_162, primals_164, primals_168, primals_169, primals_170, primals_174, primals_175, primals_176, primals_180, primals_182, primals_186, primals_187, primals_188, primals_192, primals_193, primals_194, primals_198, primals_200, primals_204, primals_205, primals_206, primals_210, primals_211, primals_212, primals_216, primals_218, primals_222, primals_223, primals_224, primals_228, primals_229, primals_230, primals_234, primals_236, primals_240, primals_241, primals_242, primals_246, primals_247, primals_248, primals_252, primals_254, primals_258, primals_259, primals_260, primals_264, primals_265, primals_266, primals_270, primals_272, primals_276, primals_277, primals_278, primals_282, primals_283, primals_284, primals_288, primals_290, primals_294, primals_295, primals_296, primals_300, primals_301, primals_302, primals_306, primals_308, primals_312, primals_313, primals_314, convolution, getitem_1, rsqrt, clamp_max, convolution_1, getitem_3, rsqrt_1, clamp_max_1, convolution_2, squeeze_7, add_14, convolution_3, getitem_7, rsqrt_3, clamp_max_2, convolution_4, getitem_9, rsqrt_4, clamp_max_3, convolution_5, squeeze_16, add_29, convolution_6, getitem_13, rsqrt_6, clamp_max_4, convolution_7, getitem_15, rsqrt_7, clamp_max_5, convolution_8, squeeze_25, add_45, convolution_9, getitem_19, rsqrt_9, clamp_max_6, convolution_10, getitem_21, rsqrt_10, clamp_max_7, convolution_11, squeeze_34, add_60, convolution_12, getitem_25, rsqrt_12, clamp_max_8, convolution_13, getitem_27, rsqrt_13, clamp_max_9, convolution_14, squeeze_43, add_76, convolution_15, getitem_31, rsqrt_15, clamp_max_10, convolution_16, getitem_33, rsqrt_16, clamp_max_11, convolution_17, squeeze_52, add_92, convolution_18, getitem_37, rsqrt_18, clamp_max_12, convolution_19, getitem_39, rsqrt_19, clamp_max_13, convolution_20, squeeze_61, add_107, convolution_21, getitem_43, rsqrt_21, clamp_max_14, convolution_22, getitem_45, rsqrt_22, clamp_max_15, convolution_23, squeeze_70, add_123, convolution_24, getitem_49, rsqrt_24, clamp_max_16, convolution_25, getitem_51, rsqrt_25, clamp_max_17, convolution_26, squeeze_79, add_139, convolution_27, getitem_55, rsqrt_27, clamp_max_18, convolution_28, getitem_57, rsqrt_28, clamp_max_19, convolution_29, squeeze_88, add_155, convolution_30, getitem_61, rsqrt_30, clamp_max_20, convolution_31, getitem_63, rsqrt_31, clamp_max_21, convolution_32, squeeze_97, add_170, convolution_33, getitem_67, rsqrt_33, clamp_max_22, convolution_34, getitem_69, rsqrt_34, clamp_max_23, convolution_35, squeeze_106, add_186, convolution_36, getitem_73, rsqrt_36, clamp_max_24, convolution_37, getitem_75, rsqrt_37, clamp_max_25, convolution_38, squeeze_115, add_202, convolution_39, getitem_79, rsqrt_39, clamp_max_26, convolution_40, clamp_max_27, convolution_41, add_217, convolution_42, clamp_max_28, convolution_43, clamp_max_29, convolution_44, add_233, convolution_45, clamp_max_30, convolution_46, clamp_max_31, convolution_47, add_249, convolution_48, clamp_max_32, convolution_49, clamp_max_33, convolution_50, add_264, convolution_51, gt, mul_365, unsqueeze_366, unsqueeze_402, unsqueeze_438, unsqueeze_474, unsqueeze_510, unsqueeze_546, unsqueeze_582, unsqueeze_618, unsqueeze_654, unsqueeze_690, unsqueeze_726, unsqueeze_762, unsqueeze_798, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
