# AOT ID: ['3_backward']
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_sum_threshold_backward_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr10,
                       float* out_ptr11)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 576L*x2 + 1152L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 1152L*x0), static_cast<int64_t>(2L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 576L*x2 + 1152L*x0), static_cast<int64_t>(576L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 1152L*x0), static_cast<int64_t>(2L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x1 + 288L*x2 + 1152L*x0), static_cast<int64_t>(288L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1152L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr3 + static_cast<int64_t>(x1 + 144L*x2 + 576L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 576L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr4 + static_cast<int64_t>(x1 + 120L*x2 + 480L*x0), static_cast<int64_t>(120L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 480L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 240L*x2 + 960L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 960L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x1 + 240L*x2 + 960L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 960L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr7 + static_cast<int64_t>(x1 + 96L*x2 + 768L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr7 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 768L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr8 + static_cast<int64_t>(x1 + 16L*x2 + 512L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr8 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 512L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(864L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(0.001);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    tmp9.store(out_ptr9 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr10 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_div_hardswish_backward_mul_sum_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp9 = static_cast<float>(0.8);
                    auto tmp10 = at::vec::Vectorized<float>(tmp9);
                    auto tmp11 = tmp8 / tmp10;
                    auto tmp12 = tmp7 * tmp11;
                    auto tmp13 = tmp0 / tmp5;
                    auto tmp14 = static_cast<float>(0.5);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = tmp13 + tmp15;
                    auto tmp17 = tmp12 * tmp16;
                    auto tmp18 = decltype(tmp17)::blendv(tmp12, tmp17, tmp6.template cast<float,1>());
                    auto tmp19 = static_cast<float>(0.0);
                    auto tmp20 = at::vec::Vectorized<float>(tmp19);
                    auto tmp21 = decltype(tmp20)::blendv(tmp18, tmp20, tmp3.template cast<float,1>());
                    tmp21.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr32,
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
                       float* out_ptr15,
                       float* out_ptr16,
                       float* out_ptr17,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr20,
                       float* out_ptr21,
                       float* out_ptr22,
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
                       float* out_ptr33)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr14 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(0.001);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(0.001);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(0.001);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(0.001);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
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
                    auto tmp22 = static_cast<float>(0.001);
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr10 + static_cast<int64_t>(x1 + 288L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr11 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr12 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr24 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr13 + static_cast<int64_t>(x1 + 120L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr25 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr26 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr14 + static_cast<int64_t>(x1 + 576L*x0));
                    }
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr27 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp38 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp47 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp48 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp51 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp55 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp59 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp63 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp8 = static_cast<float>(4.0);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 / tmp9;
                    auto tmp11 = tmp0 / tmp5;
                    auto tmp12 = static_cast<float>(0.5);
                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp10 * tmp14;
                    auto tmp16 = decltype(tmp15)::blendv(tmp10, tmp15, tmp6.template cast<float,1>());
                    auto tmp17 = static_cast<float>(0.0);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = decltype(tmp18)::blendv(tmp16, tmp18, tmp3.template cast<float,1>());
                    auto tmp21 = at::vec::VecMask<float,1>(tmp20 <= tmp2);
                    auto tmp22 = at::vec::VecMask<float,1>(tmp20 < tmp5);
                    auto tmp23 = tmp20 / tmp5;
                    auto tmp24 = tmp23 + tmp13;
                    auto tmp25 = tmp10 * tmp24;
                    auto tmp26 = decltype(tmp25)::blendv(tmp10, tmp25, tmp22.template cast<float,1>());
                    auto tmp27 = decltype(tmp18)::blendv(tmp26, tmp18, tmp21.template cast<float,1>());
                    auto tmp28 = tmp19 + tmp27;
                    auto tmp30 = at::vec::VecMask<float,1>(tmp29 <= tmp2);
                    auto tmp31 = at::vec::VecMask<float,1>(tmp29 < tmp5);
                    auto tmp32 = tmp29 / tmp5;
                    auto tmp33 = tmp32 + tmp13;
                    auto tmp34 = tmp10 * tmp33;
                    auto tmp35 = decltype(tmp34)::blendv(tmp10, tmp34, tmp31.template cast<float,1>());
                    auto tmp36 = decltype(tmp18)::blendv(tmp35, tmp18, tmp30.template cast<float,1>());
                    auto tmp37 = tmp28 + tmp36;
                    auto tmp39 = at::vec::VecMask<float,1>(tmp38 <= tmp2);
                    auto tmp40 = at::vec::VecMask<float,1>(tmp38 < tmp5);
                    auto tmp41 = tmp38 / tmp5;
                    auto tmp42 = tmp41 + tmp13;
                    auto tmp43 = tmp10 * tmp42;
                    auto tmp44 = decltype(tmp43)::blendv(tmp10, tmp43, tmp40.template cast<float,1>());
                    auto tmp45 = decltype(tmp18)::blendv(tmp44, tmp18, tmp39.template cast<float,1>());
                    auto tmp46 = tmp37 + tmp45;
                    auto tmp49 = tmp47 - tmp48;
                    auto tmp50 = tmp19 * tmp49;
                    auto tmp52 = tmp51 - tmp48;
                    auto tmp53 = tmp27 * tmp52;
                    auto tmp54 = tmp50 + tmp53;
                    auto tmp56 = tmp55 - tmp48;
                    auto tmp57 = tmp36 * tmp56;
                    auto tmp58 = tmp54 + tmp57;
                    auto tmp60 = tmp59 - tmp48;
                    auto tmp61 = tmp45 * tmp60;
                    auto tmp62 = tmp58 + tmp61;
                    auto tmp64 = tmp62 * tmp63;
                    tmp46.store(out_ptr15 + static_cast<int64_t>(x0));
                    tmp62.store(out_ptr16 + static_cast<int64_t>(x0));
                    tmp64.store(out_ptr17 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr27 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(out_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp35 = at::vec::Vectorized<float>::loadu(in_ptr25 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = static_cast<float>(4.0);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 / tmp9;
                        auto tmp11 = tmp0 / tmp5;
                        auto tmp12 = static_cast<float>(0.5);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = tmp10 * tmp14;
                        auto tmp16 = decltype(tmp15)::blendv(tmp10, tmp15, tmp6.template cast<float,1>());
                        auto tmp17 = static_cast<float>(0.0);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = decltype(tmp18)::blendv(tmp16, tmp18, tmp3.template cast<float,1>());
                        auto tmp22 = tmp20 - tmp21;
                        auto tmp24 = static_cast<float>(0.25);
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp28 = tmp27 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        auto tmp30 = tmp22 * tmp29;
                        auto tmp31 = tmp19 - tmp30;
                        auto tmp33 = tmp32 * tmp25;
                        auto tmp34 = tmp31 - tmp33;
                        auto tmp36 = tmp27 * tmp35;
                        auto tmp37 = tmp34 * tmp36;
                        tmp37.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr28 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr29 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr18 + static_cast<int64_t>(x1 + 576L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr30 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr31 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr19 + static_cast<int64_t>(x1 + 576L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr32 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr33 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr20 + static_cast<int64_t>(x1 + 576L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr34 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr35 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr21 + static_cast<int64_t>(x1 + 576L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr36 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr37 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr38 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr39 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr40 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr22 + static_cast<int64_t>(x1 + 144L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr41 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr42 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr43 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr44 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr45 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr23 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr46 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr47 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr48 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr49 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr50 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr24 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr51 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr52 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr53 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr54 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr55 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr25 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr56 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr57 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr58 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr59 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr60 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr26 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr61 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr62 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr63 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr64 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr65 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr27 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr66 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr67 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr68 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr69 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr70 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr28 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr71 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr72 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr73 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr74 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr75 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr29 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr76 + static_cast<int64_t>(x1 + 88L*x2 + 704L*x0), static_cast<int64_t>(88L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr30 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 704L*x0));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr77 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr78 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr79 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr80 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr81 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr31 + static_cast<int64_t>(x1 + 96L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr82 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr83 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr84 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr85 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr86 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr32 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr87 + static_cast<int64_t>(x1 + 72L*x2 + 1152L*x0), static_cast<int64_t>(72L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr33 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 1152L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
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
                    auto tmp36 = static_cast<float>(0.001);
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp41 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp12 = tmp11 + tmp5;
                    auto tmp13 = static_cast<float>(0.0);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = at::vec::maximum(tmp12, tmp14);
                    auto tmp16 = static_cast<float>(6.0);
                    auto tmp17 = at::vec::Vectorized<float>(tmp16);
                    auto tmp18 = at::vec::minimum(tmp15, tmp17);
                    auto tmp19 = tmp11 * tmp18;
                    auto tmp20 = tmp19 / tmp17;
                    auto tmp21 = tmp10 * tmp20;
                    auto tmp24 = tmp23 + tmp5;
                    auto tmp25 = at::vec::maximum(tmp24, tmp14);
                    auto tmp26 = at::vec::minimum(tmp25, tmp17);
                    auto tmp27 = tmp23 * tmp26;
                    auto tmp28 = tmp27 / tmp17;
                    auto tmp29 = tmp22 * tmp28;
                    auto tmp30 = tmp21 + tmp29;
                    auto tmp33 = tmp32 + tmp5;
                    auto tmp34 = at::vec::maximum(tmp33, tmp14);
                    auto tmp35 = at::vec::minimum(tmp34, tmp17);
                    auto tmp36 = tmp32 * tmp35;
                    auto tmp37 = tmp36 / tmp17;
                    auto tmp38 = tmp31 * tmp37;
                    auto tmp39 = tmp30 + tmp38;
                    auto tmp42 = tmp41 + tmp5;
                    auto tmp43 = at::vec::maximum(tmp42, tmp14);
                    auto tmp44 = at::vec::minimum(tmp43, tmp17);
                    auto tmp45 = tmp41 * tmp44;
                    auto tmp46 = tmp45 / tmp17;
                    auto tmp47 = tmp40 * tmp46;
                    auto tmp48 = tmp39 + tmp47;
                    auto tmp49 = static_cast<float>(0.16666666666666666);
                    auto tmp50 = at::vec::Vectorized<float>(tmp49);
                    auto tmp51 = tmp48 * tmp50;
                    auto tmp52 = decltype(tmp51)::blendv(tmp14, tmp51, tmp9.template cast<float,1>());
                    tmp52.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp42 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp54 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp57 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp66 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp67 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp70 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp74 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp78 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(1728L + x0), static_cast<int64_t>(8));
                    auto tmp82 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp9 = tmp8 + tmp5;
                    auto tmp10 = static_cast<float>(0.0);
                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                    auto tmp12 = at::vec::maximum(tmp9, tmp11);
                    auto tmp13 = static_cast<float>(6.0);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = at::vec::minimum(tmp12, tmp14);
                    auto tmp16 = tmp15 / tmp14;
                    auto tmp17 = tmp7 * tmp16;
                    auto tmp19 = static_cast<float>(4.0);
                    auto tmp20 = at::vec::Vectorized<float>(tmp19);
                    auto tmp21 = tmp18 / tmp20;
                    auto tmp22 = tmp17 + tmp21;
                    auto tmp23 = tmp0 / tmp5;
                    auto tmp24 = static_cast<float>(0.5);
                    auto tmp25 = at::vec::Vectorized<float>(tmp24);
                    auto tmp26 = tmp23 + tmp25;
                    auto tmp27 = tmp22 * tmp26;
                    auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                    auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                    auto tmp31 = at::vec::VecMask<float,1>(tmp30 <= tmp2);
                    auto tmp32 = at::vec::VecMask<float,1>(tmp30 < tmp5);
                    auto tmp34 = tmp33 * tmp16;
                    auto tmp35 = tmp34 + tmp21;
                    auto tmp36 = tmp30 / tmp5;
                    auto tmp37 = tmp36 + tmp25;
                    auto tmp38 = tmp35 * tmp37;
                    auto tmp39 = decltype(tmp38)::blendv(tmp35, tmp38, tmp32.template cast<float,1>());
                    auto tmp40 = decltype(tmp11)::blendv(tmp39, tmp11, tmp31.template cast<float,1>());
                    auto tmp41 = tmp29 + tmp40;
                    auto tmp43 = at::vec::VecMask<float,1>(tmp42 <= tmp2);
                    auto tmp44 = at::vec::VecMask<float,1>(tmp42 < tmp5);
                    auto tmp46 = tmp45 * tmp16;
                    auto tmp47 = tmp46 + tmp21;
                    auto tmp48 = tmp42 / tmp5;
                    auto tmp49 = tmp48 + tmp25;
                    auto tmp50 = tmp47 * tmp49;
                    auto tmp51 = decltype(tmp50)::blendv(tmp47, tmp50, tmp44.template cast<float,1>());
                    auto tmp52 = decltype(tmp11)::blendv(tmp51, tmp11, tmp43.template cast<float,1>());
                    auto tmp53 = tmp41 + tmp52;
                    auto tmp55 = at::vec::VecMask<float,1>(tmp54 <= tmp2);
                    auto tmp56 = at::vec::VecMask<float,1>(tmp54 < tmp5);
                    auto tmp58 = tmp57 * tmp16;
                    auto tmp59 = tmp58 + tmp21;
                    auto tmp60 = tmp54 / tmp5;
                    auto tmp61 = tmp60 + tmp25;
                    auto tmp62 = tmp59 * tmp61;
                    auto tmp63 = decltype(tmp62)::blendv(tmp59, tmp62, tmp56.template cast<float,1>());
                    auto tmp64 = decltype(tmp11)::blendv(tmp63, tmp11, tmp55.template cast<float,1>());
                    auto tmp65 = tmp53 + tmp64;
                    auto tmp68 = tmp66 - tmp67;
                    auto tmp69 = tmp29 * tmp68;
                    auto tmp71 = tmp70 - tmp67;
                    auto tmp72 = tmp40 * tmp71;
                    auto tmp73 = tmp69 + tmp72;
                    auto tmp75 = tmp74 - tmp67;
                    auto tmp76 = tmp52 * tmp75;
                    auto tmp77 = tmp73 + tmp76;
                    auto tmp79 = tmp78 - tmp67;
                    auto tmp80 = tmp64 * tmp79;
                    auto tmp81 = tmp77 + tmp80;
                    auto tmp83 = tmp81 * tmp82;
                    tmp65.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp81.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp83.store(out_ptr2 + static_cast<int64_t>(x0));
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
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp9 = tmp8 + tmp5;
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::maximum(tmp9, tmp11);
                        auto tmp13 = static_cast<float>(6.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::minimum(tmp12, tmp14);
                        auto tmp16 = tmp15 / tmp14;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp19 = static_cast<float>(4.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 / tmp20;
                        auto tmp22 = tmp17 + tmp21;
                        auto tmp23 = tmp0 / tmp5;
                        auto tmp24 = static_cast<float>(0.5);
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 + tmp25;
                        auto tmp27 = tmp22 * tmp26;
                        auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                        auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                        auto tmp32 = tmp30 - tmp31;
                        auto tmp34 = static_cast<float>(0.25);
                        auto tmp35 = at::vec::Vectorized<float>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp38 = tmp37 * tmp37;
                        auto tmp39 = tmp36 * tmp38;
                        auto tmp40 = tmp32 * tmp39;
                        auto tmp41 = tmp29 - tmp40;
                        auto tmp43 = tmp42 * tmp35;
                        auto tmp44 = tmp41 - tmp43;
                        auto tmp46 = tmp37 * tmp45;
                        auto tmp47 = tmp44 * tmp46;
                        tmp47.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(1L))
        {
            {
                {
                    auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                    auto tmp5 = in_ptr1[static_cast<int64_t>(4L*x0)];
                    auto tmp13 = in_ptr0[static_cast<int64_t>(576L + x0)];
                    auto tmp16 = in_ptr1[static_cast<int64_t>(1L + 4L*x0)];
                    auto tmp23 = in_ptr0[static_cast<int64_t>(1152L + x0)];
                    auto tmp26 = in_ptr1[static_cast<int64_t>(2L + 4L*x0)];
                    auto tmp33 = in_ptr0[static_cast<int64_t>(1728L + x0)];
                    auto tmp36 = in_ptr1[static_cast<int64_t>(3L + 4L*x0)];
                    auto tmp43 = in_ptr2[static_cast<int64_t>(x0)];
                    auto tmp44 = in_ptr3[static_cast<int64_t>(x0)];
                    auto tmp47 = in_ptr2[static_cast<int64_t>(576L + x0)];
                    auto tmp51 = in_ptr2[static_cast<int64_t>(1152L + x0)];
                    auto tmp55 = in_ptr2[static_cast<int64_t>(1728L + x0)];
                    auto tmp59 = in_ptr4[static_cast<int64_t>(x0)];
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = tmp0 <= tmp1;
                    auto tmp3 = static_cast<float>(3.0);
                    auto tmp4 = tmp0 < tmp3;
                    auto tmp6 = tmp0 / tmp3;
                    auto tmp7 = static_cast<float>(0.5);
                    auto tmp8 = float(tmp6 + tmp7);
                    auto tmp9 = float(tmp5 * tmp8);
                    auto tmp10 = tmp4 ? tmp9 : tmp5;
                    auto tmp11 = static_cast<float>(0.0);
                    auto tmp12 = tmp2 ? tmp11 : tmp10;
                    auto tmp14 = tmp13 <= tmp1;
                    auto tmp15 = tmp13 < tmp3;
                    auto tmp17 = tmp13 / tmp3;
                    auto tmp18 = float(tmp17 + tmp7);
                    auto tmp19 = float(tmp16 * tmp18);
                    auto tmp20 = tmp15 ? tmp19 : tmp16;
                    auto tmp21 = tmp14 ? tmp11 : tmp20;
                    auto tmp22 = float(tmp12 + tmp21);
                    auto tmp24 = tmp23 <= tmp1;
                    auto tmp25 = tmp23 < tmp3;
                    auto tmp27 = tmp23 / tmp3;
                    auto tmp28 = float(tmp27 + tmp7);
                    auto tmp29 = float(tmp26 * tmp28);
                    auto tmp30 = tmp25 ? tmp29 : tmp26;
                    auto tmp31 = tmp24 ? tmp11 : tmp30;
                    auto tmp32 = float(tmp22 + tmp31);
                    auto tmp34 = tmp33 <= tmp1;
                    auto tmp35 = tmp33 < tmp3;
                    auto tmp37 = tmp33 / tmp3;
                    auto tmp38 = float(tmp37 + tmp7);
                    auto tmp39 = float(tmp36 * tmp38);
                    auto tmp40 = tmp35 ? tmp39 : tmp36;
                    auto tmp41 = tmp34 ? tmp11 : tmp40;
                    auto tmp42 = float(tmp32 + tmp41);
                    auto tmp45 = float(tmp43 - tmp44);
                    auto tmp46 = float(tmp12 * tmp45);
                    auto tmp48 = float(tmp47 - tmp44);
                    auto tmp49 = float(tmp21 * tmp48);
                    auto tmp50 = float(tmp46 + tmp49);
                    auto tmp52 = float(tmp51 - tmp44);
                    auto tmp53 = float(tmp31 * tmp52);
                    auto tmp54 = float(tmp50 + tmp53);
                    auto tmp56 = float(tmp55 - tmp44);
                    auto tmp57 = float(tmp41 * tmp56);
                    auto tmp58 = float(tmp54 + tmp57);
                    auto tmp60 = float(tmp58 * tmp59);
                    out_ptr0[static_cast<int64_t>(x0)] = tmp42;
                    out_ptr1[static_cast<int64_t>(x0)] = tmp58;
                    out_ptr2[static_cast<int64_t>(x0)] = tmp60;
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp7, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp7, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0 + 576L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x0 + 576L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp0 / tmp5;
                            auto tmp10 = static_cast<float>(0.5);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp8 * tmp12;
                            auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                            auto tmp15 = static_cast<float>(0.0);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                            auto tmp20 = tmp18 - tmp19;
                            auto tmp22 = static_cast<float>(0.25);
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp26 = tmp25 * tmp25;
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp28 = tmp20 * tmp27;
                            auto tmp29 = tmp17 - tmp28;
                            auto tmp31 = tmp30 * tmp23;
                            auto tmp32 = tmp29 - tmp31;
                            auto tmp34 = tmp25 * tmp33;
                            auto tmp35 = tmp32 * tmp34;
                            tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0 + 576L*x0_inner));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
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
                    auto tmp44 = static_cast<float>(0.001);
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
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
                    auto tmp52 = static_cast<float>(0.001);
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_10 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(864L + x0), static_cast<int64_t>(8));
                    auto tmp41 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(864L + x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp12 = tmp11 + tmp5;
                    auto tmp13 = static_cast<float>(0.0);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = at::vec::maximum(tmp12, tmp14);
                    auto tmp16 = static_cast<float>(6.0);
                    auto tmp17 = at::vec::Vectorized<float>(tmp16);
                    auto tmp18 = at::vec::minimum(tmp15, tmp17);
                    auto tmp19 = tmp11 * tmp18;
                    auto tmp20 = tmp19 / tmp17;
                    auto tmp21 = tmp10 * tmp20;
                    auto tmp24 = tmp23 + tmp5;
                    auto tmp25 = at::vec::maximum(tmp24, tmp14);
                    auto tmp26 = at::vec::minimum(tmp25, tmp17);
                    auto tmp27 = tmp23 * tmp26;
                    auto tmp28 = tmp27 / tmp17;
                    auto tmp29 = tmp22 * tmp28;
                    auto tmp30 = tmp21 + tmp29;
                    auto tmp33 = tmp32 + tmp5;
                    auto tmp34 = at::vec::maximum(tmp33, tmp14);
                    auto tmp35 = at::vec::minimum(tmp34, tmp17);
                    auto tmp36 = tmp32 * tmp35;
                    auto tmp37 = tmp36 / tmp17;
                    auto tmp38 = tmp31 * tmp37;
                    auto tmp39 = tmp30 + tmp38;
                    auto tmp42 = tmp41 + tmp5;
                    auto tmp43 = at::vec::maximum(tmp42, tmp14);
                    auto tmp44 = at::vec::minimum(tmp43, tmp17);
                    auto tmp45 = tmp41 * tmp44;
                    auto tmp46 = tmp45 / tmp17;
                    auto tmp47 = tmp40 * tmp46;
                    auto tmp48 = tmp39 + tmp47;
                    auto tmp49 = static_cast<float>(0.16666666666666666);
                    auto tmp50 = at::vec::Vectorized<float>(tmp49);
                    auto tmp51 = tmp48 * tmp50;
                    auto tmp52 = decltype(tmp51)::blendv(tmp14, tmp51, tmp9.template cast<float,1>());
                    tmp52.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp42 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp54 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(864L + x0), static_cast<int64_t>(8));
                    auto tmp57 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(864L + x0), static_cast<int64_t>(8));
                    auto tmp66 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp67 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp70 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(288L + x0), static_cast<int64_t>(8));
                    auto tmp74 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp78 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(864L + x0), static_cast<int64_t>(8));
                    auto tmp82 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp9 = tmp8 + tmp5;
                    auto tmp10 = static_cast<float>(0.0);
                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                    auto tmp12 = at::vec::maximum(tmp9, tmp11);
                    auto tmp13 = static_cast<float>(6.0);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = at::vec::minimum(tmp12, tmp14);
                    auto tmp16 = tmp15 / tmp14;
                    auto tmp17 = tmp7 * tmp16;
                    auto tmp19 = static_cast<float>(4.0);
                    auto tmp20 = at::vec::Vectorized<float>(tmp19);
                    auto tmp21 = tmp18 / tmp20;
                    auto tmp22 = tmp17 + tmp21;
                    auto tmp23 = tmp0 / tmp5;
                    auto tmp24 = static_cast<float>(0.5);
                    auto tmp25 = at::vec::Vectorized<float>(tmp24);
                    auto tmp26 = tmp23 + tmp25;
                    auto tmp27 = tmp22 * tmp26;
                    auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                    auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                    auto tmp31 = at::vec::VecMask<float,1>(tmp30 <= tmp2);
                    auto tmp32 = at::vec::VecMask<float,1>(tmp30 < tmp5);
                    auto tmp34 = tmp33 * tmp16;
                    auto tmp35 = tmp34 + tmp21;
                    auto tmp36 = tmp30 / tmp5;
                    auto tmp37 = tmp36 + tmp25;
                    auto tmp38 = tmp35 * tmp37;
                    auto tmp39 = decltype(tmp38)::blendv(tmp35, tmp38, tmp32.template cast<float,1>());
                    auto tmp40 = decltype(tmp11)::blendv(tmp39, tmp11, tmp31.template cast<float,1>());
                    auto tmp41 = tmp29 + tmp40;
                    auto tmp43 = at::vec::VecMask<float,1>(tmp42 <= tmp2);
                    auto tmp44 = at::vec::VecMask<float,1>(tmp42 < tmp5);
                    auto tmp46 = tmp45 * tmp16;
                    auto tmp47 = tmp46 + tmp21;
                    auto tmp48 = tmp42 / tmp5;
                    auto tmp49 = tmp48 + tmp25;
                    auto tmp50 = tmp47 * tmp49;
                    auto tmp51 = decltype(tmp50)::blendv(tmp47, tmp50, tmp44.template cast<float,1>());
                    auto tmp52 = decltype(tmp11)::blendv(tmp51, tmp11, tmp43.template cast<float,1>());
                    auto tmp53 = tmp41 + tmp52;
                    auto tmp55 = at::vec::VecMask<float,1>(tmp54 <= tmp2);
                    auto tmp56 = at::vec::VecMask<float,1>(tmp54 < tmp5);
                    auto tmp58 = tmp57 * tmp16;
                    auto tmp59 = tmp58 + tmp21;
                    auto tmp60 = tmp54 / tmp5;
                    auto tmp61 = tmp60 + tmp25;
                    auto tmp62 = tmp59 * tmp61;
                    auto tmp63 = decltype(tmp62)::blendv(tmp59, tmp62, tmp56.template cast<float,1>());
                    auto tmp64 = decltype(tmp11)::blendv(tmp63, tmp11, tmp55.template cast<float,1>());
                    auto tmp65 = tmp53 + tmp64;
                    auto tmp68 = tmp66 - tmp67;
                    auto tmp69 = tmp29 * tmp68;
                    auto tmp71 = tmp70 - tmp67;
                    auto tmp72 = tmp40 * tmp71;
                    auto tmp73 = tmp69 + tmp72;
                    auto tmp75 = tmp74 - tmp67;
                    auto tmp76 = tmp52 * tmp75;
                    auto tmp77 = tmp73 + tmp76;
                    auto tmp79 = tmp78 - tmp67;
                    auto tmp80 = tmp64 * tmp79;
                    auto tmp81 = tmp77 + tmp80;
                    auto tmp83 = tmp81 * tmp82;
                    tmp65.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp81.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp83.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp9 = tmp8 + tmp5;
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::maximum(tmp9, tmp11);
                        auto tmp13 = static_cast<float>(6.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::minimum(tmp12, tmp14);
                        auto tmp16 = tmp15 / tmp14;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp19 = static_cast<float>(4.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 / tmp20;
                        auto tmp22 = tmp17 + tmp21;
                        auto tmp23 = tmp0 / tmp5;
                        auto tmp24 = static_cast<float>(0.5);
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 + tmp25;
                        auto tmp27 = tmp22 * tmp26;
                        auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                        auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                        auto tmp32 = tmp30 - tmp31;
                        auto tmp34 = static_cast<float>(0.25);
                        auto tmp35 = at::vec::Vectorized<float>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp38 = tmp37 * tmp37;
                        auto tmp39 = tmp36 * tmp38;
                        auto tmp40 = tmp32 * tmp39;
                        auto tmp41 = tmp29 - tmp40;
                        auto tmp43 = tmp42 * tmp35;
                        auto tmp44 = tmp41 - tmp43;
                        auto tmp46 = tmp37 * tmp45;
                        auto tmp47 = tmp44 * tmp46;
                        tmp47.store(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x2 + 576L*x0), static_cast<int64_t>(288L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 576L*x0), static_cast<int64_t>(2L));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 2L*x0 + 576L*x1), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 288L*x1 + 288L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 288L*x1 + 288L*x1_inner), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp21 = tmp17 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0 + 288L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 288L*x0 + 288L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp0 / tmp5;
                            auto tmp10 = static_cast<float>(0.5);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp8 * tmp12;
                            auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                            auto tmp15 = static_cast<float>(0.0);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                            auto tmp20 = tmp18 - tmp19;
                            auto tmp22 = static_cast<float>(0.0625);
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp26 = tmp25 * tmp25;
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp28 = tmp20 * tmp27;
                            auto tmp29 = tmp17 - tmp28;
                            auto tmp31 = tmp30 * tmp23;
                            auto tmp32 = tmp29 - tmp31;
                            auto tmp34 = tmp25 * tmp33;
                            auto tmp35 = tmp32 * tmp34;
                            tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0 + 288L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(3.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = at::vec::maximum(tmp4, tmp6);
                            auto tmp8 = static_cast<float>(6.0);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = at::vec::minimum(tmp7, tmp9);
                            auto tmp11 = tmp1 * tmp10;
                            auto tmp12 = tmp11 / tmp9;
                            auto tmp13 = tmp0 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(16.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp33 = tmp29 * tmp32;
                            tmp_acc0_vec = tmp_acc0_vec + tmp29;
                            tmp_acc1_vec = tmp_acc1_vec + tmp33;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp9 = tmp8 + tmp5;
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::maximum(tmp9, tmp11);
                        auto tmp13 = static_cast<float>(6.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::minimum(tmp12, tmp14);
                        auto tmp16 = tmp15 / tmp14;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp19 = static_cast<float>(16.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 / tmp20;
                        auto tmp22 = tmp17 + tmp21;
                        auto tmp23 = tmp0 / tmp5;
                        auto tmp24 = static_cast<float>(0.5);
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 + tmp25;
                        auto tmp27 = tmp22 * tmp26;
                        auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                        auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                        auto tmp32 = tmp30 - tmp31;
                        auto tmp34 = static_cast<float>(0.0625);
                        auto tmp35 = at::vec::Vectorized<float>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp38 = tmp37 * tmp37;
                        auto tmp39 = tmp36 * tmp38;
                        auto tmp40 = tmp32 * tmp39;
                        auto tmp41 = tmp29 - tmp40;
                        auto tmp43 = tmp42 * tmp35;
                        auto tmp44 = tmp41 - tmp43;
                        auto tmp46 = tmp37 * tmp45;
                        auto tmp47 = tmp44 * tmp46;
                        tmp47.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 576L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 576L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 4L*x0 + 576L*x1), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1 + 144L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x1 + 144L*x1_inner), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp21 = tmp17 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp0 / tmp5;
                            auto tmp10 = static_cast<float>(0.5);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp8 * tmp12;
                            auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                            auto tmp15 = static_cast<float>(0.0);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                            auto tmp20 = tmp18 - tmp19;
                            auto tmp22 = static_cast<float>(0.0625);
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp26 = tmp25 * tmp25;
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp28 = tmp20 * tmp27;
                            auto tmp29 = tmp17 - tmp28;
                            auto tmp31 = tmp30 * tmp23;
                            auto tmp32 = tmp29 - tmp31;
                            auto tmp34 = tmp25 * tmp33;
                            auto tmp35 = tmp32 * tmp34;
                            tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
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
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(3.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = at::vec::maximum(tmp4, tmp6);
                            auto tmp8 = static_cast<float>(6.0);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = at::vec::minimum(tmp7, tmp9);
                            auto tmp11 = tmp1 * tmp10;
                            auto tmp12 = tmp11 / tmp9;
                            auto tmp13 = tmp0 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_21 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_22 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(16.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp33 = tmp29 * tmp32;
                            tmp_acc0_vec = tmp_acc0_vec + tmp29;
                            tmp_acc1_vec = tmp_acc1_vec + tmp33;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp9 = tmp8 + tmp5;
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::maximum(tmp9, tmp11);
                        auto tmp13 = static_cast<float>(6.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::minimum(tmp12, tmp14);
                        auto tmp16 = tmp15 / tmp14;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp19 = static_cast<float>(16.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 / tmp20;
                        auto tmp22 = tmp17 + tmp21;
                        auto tmp23 = tmp0 / tmp5;
                        auto tmp24 = static_cast<float>(0.5);
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 + tmp25;
                        auto tmp27 = tmp22 * tmp26;
                        auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                        auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                        auto tmp32 = tmp30 - tmp31;
                        auto tmp34 = static_cast<float>(0.0625);
                        auto tmp35 = at::vec::Vectorized<float>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp38 = tmp37 * tmp37;
                        auto tmp39 = tmp36 * tmp38;
                        auto tmp40 = tmp32 * tmp39;
                        auto tmp41 = tmp29 - tmp40;
                        auto tmp43 = tmp42 * tmp35;
                        auto tmp44 = tmp41 - tmp43;
                        auto tmp46 = tmp37 * tmp45;
                        auto tmp47 = tmp44 * tmp46;
                        tmp47.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x2 + 480L*x0), static_cast<int64_t>(120L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 480L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 4L*x0 + 480L*x1), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 120L*x1 + 120L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 120L*x1 + 120L*x1_inner), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp21 = tmp17 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0 + 120L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 120L*x0 + 120L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp0 / tmp5;
                            auto tmp10 = static_cast<float>(0.5);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp8 * tmp12;
                            auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                            auto tmp15 = static_cast<float>(0.0);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                            auto tmp20 = tmp18 - tmp19;
                            auto tmp22 = static_cast<float>(0.0625);
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp26 = tmp25 * tmp25;
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp28 = tmp20 * tmp27;
                            auto tmp29 = tmp17 - tmp28;
                            auto tmp31 = tmp30 * tmp23;
                            auto tmp32 = tmp29 - tmp31;
                            auto tmp34 = tmp25 * tmp33;
                            auto tmp35 = tmp32 * tmp34;
                            tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0 + 120L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(3.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = at::vec::maximum(tmp4, tmp6);
                            auto tmp8 = static_cast<float>(6.0);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = at::vec::minimum(tmp7, tmp9);
                            auto tmp11 = tmp1 * tmp10;
                            auto tmp12 = tmp11 / tmp9;
                            auto tmp13 = tmp0 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_26 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(16.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp33 = tmp29 * tmp32;
                            tmp_acc0_vec = tmp_acc0_vec + tmp29;
                            tmp_acc1_vec = tmp_acc1_vec + tmp33;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp9 = tmp8 + tmp5;
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::maximum(tmp9, tmp11);
                        auto tmp13 = static_cast<float>(6.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::minimum(tmp12, tmp14);
                        auto tmp16 = tmp15 / tmp14;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp19 = static_cast<float>(16.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 / tmp20;
                        auto tmp22 = tmp17 + tmp21;
                        auto tmp23 = tmp0 / tmp5;
                        auto tmp24 = static_cast<float>(0.5);
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 + tmp25;
                        auto tmp27 = tmp22 * tmp26;
                        auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                        auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                        auto tmp32 = tmp30 - tmp31;
                        auto tmp34 = static_cast<float>(0.0625);
                        auto tmp35 = at::vec::Vectorized<float>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp38 = tmp37 * tmp37;
                        auto tmp39 = tmp36 * tmp38;
                        auto tmp40 = tmp32 * tmp39;
                        auto tmp41 = tmp29 - tmp40;
                        auto tmp43 = tmp42 * tmp35;
                        auto tmp44 = tmp41 - tmp43;
                        auto tmp46 = tmp37 * tmp45;
                        auto tmp47 = tmp44 * tmp46;
                        tmp47.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x2 + 960L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 960L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 4L*x0 + 960L*x1), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x1 + 240L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 240L*x1 + 240L*x1_inner), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp21 = tmp17 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp7, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0 + 240L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 240L*x0 + 240L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp0 / tmp5;
                            auto tmp10 = static_cast<float>(0.5);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp8 * tmp12;
                            auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                            auto tmp15 = static_cast<float>(0.0);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                            auto tmp20 = tmp18 - tmp19;
                            auto tmp22 = static_cast<float>(0.0625);
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp26 = tmp25 * tmp25;
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp28 = tmp20 * tmp27;
                            auto tmp29 = tmp17 - tmp28;
                            auto tmp31 = tmp30 * tmp23;
                            auto tmp32 = tmp29 - tmp31;
                            auto tmp34 = tmp25 * tmp33;
                            auto tmp35 = tmp32 * tmp34;
                            tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0 + 240L*x0_inner));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp5 = tmp3 - tmp4;
                            auto tmp6 = tmp2 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp6;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
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
                        tmp20.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
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
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(3.0);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = at::vec::maximum(tmp4, tmp6);
                            auto tmp8 = static_cast<float>(6.0);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = at::vec::minimum(tmp7, tmp9);
                            auto tmp11 = tmp1 * tmp10;
                            auto tmp12 = tmp11 / tmp9;
                            auto tmp13 = tmp0 * tmp12;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_32 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp8 + tmp5;
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::maximum(tmp9, tmp11);
                            auto tmp13 = static_cast<float>(6.0);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = at::vec::minimum(tmp12, tmp14);
                            auto tmp16 = tmp15 / tmp14;
                            auto tmp17 = tmp7 * tmp16;
                            auto tmp19 = static_cast<float>(16.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 / tmp20;
                            auto tmp22 = tmp17 + tmp21;
                            auto tmp23 = tmp0 / tmp5;
                            auto tmp24 = static_cast<float>(0.5);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 + tmp25;
                            auto tmp27 = tmp22 * tmp26;
                            auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                            auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                            auto tmp32 = tmp30 - tmp31;
                            auto tmp33 = tmp29 * tmp32;
                            tmp_acc0_vec = tmp_acc0_vec + tmp29;
                            tmp_acc1_vec = tmp_acc1_vec + tmp33;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp9 = tmp8 + tmp5;
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::maximum(tmp9, tmp11);
                        auto tmp13 = static_cast<float>(6.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::minimum(tmp12, tmp14);
                        auto tmp16 = tmp15 / tmp14;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp19 = static_cast<float>(16.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = tmp18 / tmp20;
                        auto tmp22 = tmp17 + tmp21;
                        auto tmp23 = tmp0 / tmp5;
                        auto tmp24 = static_cast<float>(0.5);
                        auto tmp25 = at::vec::Vectorized<float>(tmp24);
                        auto tmp26 = tmp23 + tmp25;
                        auto tmp27 = tmp22 * tmp26;
                        auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp6.template cast<float,1>());
                        auto tmp29 = decltype(tmp11)::blendv(tmp28, tmp11, tmp3.template cast<float,1>());
                        auto tmp32 = tmp30 - tmp31;
                        auto tmp34 = static_cast<float>(0.0625);
                        auto tmp35 = at::vec::Vectorized<float>(tmp34);
                        auto tmp36 = tmp33 * tmp35;
                        auto tmp38 = tmp37 * tmp37;
                        auto tmp39 = tmp36 * tmp38;
                        auto tmp40 = tmp32 * tmp39;
                        auto tmp41 = tmp29 - tmp40;
                        auto tmp43 = tmp42 * tmp35;
                        auto tmp44 = tmp41 - tmp43;
                        auto tmp46 = tmp37 * tmp45;
                        auto tmp47 = tmp44 * tmp46;
                        tmp47.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x2 + 384L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 384L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 4L*x0 + 384L*x1), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1 + 96L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1 + 96L*x1_inner), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp21 = tmp17 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp7, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp7, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp0 / tmp5;
                            auto tmp10 = static_cast<float>(0.5);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp8 * tmp12;
                            auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                            auto tmp15 = static_cast<float>(0.0);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                            auto tmp20 = tmp18 - tmp19;
                            auto tmp22 = static_cast<float>(0.015625);
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp26 = tmp25 * tmp25;
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp28 = tmp20 * tmp27;
                            auto tmp29 = tmp17 - tmp28;
                            auto tmp31 = tmp30 * tmp23;
                            auto tmp32 = tmp29 - tmp31;
                            auto tmp34 = tmp25 * tmp33;
                            auto tmp35 = tmp32 * tmp34;
                            tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(88L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            tmp_acc1_vec = tmp_acc1_vec + tmp9;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.015625);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = tmp13 * tmp13;
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp8 * tmp15;
                        auto tmp17 = tmp5 - tmp16;
                        auto tmp19 = tmp18 * tmp11;
                        auto tmp20 = tmp17 - tmp19;
                        auto tmp22 = tmp13 * tmp21;
                        auto tmp23 = tmp20 * tmp22;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x2 + 704L*x0), static_cast<int64_t>(88L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 704L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(88L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 8L*x0 + 704L*x1), static_cast<int64_t>(8));
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


cpp_fused_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(88L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 88L*x1 + 88L*x1_inner), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 88L*x1 + 88L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                                auto tmp9 = tmp7 - tmp8;
                                auto tmp10 = tmp6 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                                tmp_acc1_vec = tmp_acc1_vec + tmp10;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0 + 88L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 88L*x0 + 88L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                            auto tmp9 = tmp7 - tmp8;
                            auto tmp11 = static_cast<float>(0.015625);
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0 + 88L*x0_inner));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_38 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_39 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            tmp_acc1_vec = tmp_acc1_vec + tmp9;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.015625);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = tmp13 * tmp13;
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp8 * tmp15;
                        auto tmp17 = tmp5 - tmp16;
                        auto tmp19 = tmp18 * tmp11;
                        auto tmp20 = tmp17 - tmp19;
                        auto tmp22 = tmp13 * tmp21;
                        auto tmp23 = tmp20 * tmp22;
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x2 + 576L*x0), static_cast<int64_t>(72L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 576L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 8L*x0 + 576L*x1), static_cast<int64_t>(8));
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


cpp_fused_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_40 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp4, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 72L*x1 + 72L*x1_inner), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 72L*x1 + 72L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                                auto tmp9 = tmp7 - tmp8;
                                auto tmp10 = tmp6 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                                tmp_acc1_vec = tmp_acc1_vec + tmp10;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0 + 72L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 72L*x0 + 72L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                            auto tmp9 = tmp7 - tmp8;
                            auto tmp11 = static_cast<float>(0.00390625);
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0 + 72L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_41 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_backward_mul_sum_42 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(-3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 > tmp2);
                    auto tmp4 = static_cast<float>(3.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                    auto tmp7 = tmp3.template cast<int32_t,1>();
                    auto tmp8 = tmp6.template cast<int32_t,1>();
                    auto tmp9 = tmp7 & tmp8;
                    auto tmp11 = static_cast<float>(0.16666666666666666);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = static_cast<float>(0.0);
                    auto tmp15 = at::vec::Vectorized<float>(tmp14);
                    auto tmp16 = decltype(tmp13)::blendv(tmp15, tmp13, tmp9.template cast<float,1>());
                    tmp16.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_hardswish_backward_threshold_backward_43 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_threshold_backward_44 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = static_cast<float>(3.0);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 + tmp7;
                            auto tmp9 = at::vec::maximum(tmp8, tmp2);
                            auto tmp10 = static_cast<float>(6.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::minimum(tmp9, tmp11);
                            auto tmp13 = tmp12 / tmp11;
                            auto tmp14 = tmp4 * tmp13;
                            auto tmp16 = static_cast<float>(256.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 / tmp17;
                            auto tmp19 = tmp14 + tmp18;
                            auto tmp20 = decltype(tmp2)::blendv(tmp19, tmp2, tmp3.template cast<float,1>());
                            auto tmp23 = tmp21 - tmp22;
                            auto tmp24 = tmp20 * tmp23;
                            tmp_acc0_vec = tmp_acc0_vec + tmp20;
                            tmp_acc1_vec = tmp_acc1_vec + tmp24;
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp6 = static_cast<float>(3.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = at::vec::maximum(tmp8, tmp2);
                        auto tmp10 = static_cast<float>(6.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::minimum(tmp9, tmp11);
                        auto tmp13 = tmp12 / tmp11;
                        auto tmp14 = tmp4 * tmp13;
                        auto tmp16 = static_cast<float>(256.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 / tmp17;
                        auto tmp19 = tmp14 + tmp18;
                        auto tmp20 = decltype(tmp2)::blendv(tmp19, tmp2, tmp3.template cast<float,1>());
                        auto tmp23 = tmp21 - tmp22;
                        auto tmp25 = static_cast<float>(0.00390625);
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
                        tmp38.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 256L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 256L*x0));
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 16L*x0 + 256L*x1), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_45 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc0_arr[i] = 0;
                }
                float tmp_acc1_arr[8];
                for (int i = 0; i < 8; i++)
                {
                    tmp_acc1_arr[i] = 0;
                }
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp7, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp7, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1 + 16L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1 + 16L*x1_inner), static_cast<int64_t>(8));
                                auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp9 = tmp0 / tmp5;
                                auto tmp10 = static_cast<float>(0.5);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 + tmp11;
                                auto tmp13 = tmp8 * tmp12;
                                auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                                auto tmp20 = tmp18 - tmp19;
                                auto tmp21 = tmp17 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp7[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp7, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp7, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(tmp7 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp9 = tmp0 / tmp5;
                            auto tmp10 = static_cast<float>(0.5);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 + tmp11;
                            auto tmp13 = tmp8 * tmp12;
                            auto tmp14 = decltype(tmp13)::blendv(tmp8, tmp13, tmp6.template cast<float,1>());
                            auto tmp15 = static_cast<float>(0.0);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = decltype(tmp16)::blendv(tmp14, tmp16, tmp3.template cast<float,1>());
                            auto tmp20 = tmp18 - tmp19;
                            auto tmp22 = static_cast<float>(0.0009765625);
                            auto tmp23 = at::vec::Vectorized<float>(tmp22);
                            auto tmp24 = tmp21 * tmp23;
                            auto tmp26 = tmp25 * tmp25;
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp28 = tmp20 * tmp27;
                            auto tmp29 = tmp17 - tmp28;
                            auto tmp31 = tmp30 * tmp23;
                            auto tmp32 = tmp29 - tmp31;
                            auto tmp34 = tmp25 * tmp33;
                            auto tmp35 = tmp32 * tmp34;
                            tmp35.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, primals_16, primals_18, primals_22, primals_24, primals_28, primals_30, primals_34, primals_36, primals_40, primals_42, primals_46, primals_48, primals_52, primals_54, primals_58, primals_60, primals_64, primals_65, primals_66, primals_70, primals_71, primals_72, primals_74, primals_76, primals_80, primals_82, primals_86, primals_87, primals_88, primals_92, primals_93, primals_94, primals_96, primals_98, primals_102, primals_104, primals_108, primals_109, primals_110, primals_114, primals_115, primals_116, primals_118, primals_120, primals_124, primals_126, primals_130, primals_131, primals_132, primals_136, primals_137, primals_138, primals_140, primals_142, primals_146, primals_148, primals_152, primals_153, primals_154, primals_158, primals_159, primals_160, primals_162, primals_164, primals_168, primals_170, primals_174, primals_175, primals_176, primals_180, primals_181, primals_182, primals_184, primals_186, primals_190, primals_192, primals_196, primals_197, primals_198, primals_202, primals_203, primals_204, primals_206, primals_208, primals_212, primals_214, primals_218, primals_219, primals_220, primals_224, primals_225, primals_226, primals_228, primals_230, primals_234, primals_236, primals_240, primals_241, primals_242, primals_244, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, mean, relu_1, convolution_3, mul_15, convolution_4, squeeze_7, add_16, convolution_5, squeeze_10, relu_2, convolution_6, squeeze_13, relu_3, convolution_7, squeeze_16, add_31, convolution_8, squeeze_19, relu_4, convolution_9, squeeze_22, relu_5, convolution_10, squeeze_25, add_47, convolution_11, getitem_19, rsqrt_9, div_2, convolution_12, getitem_21, rsqrt_10, mean_1, relu_6, convolution_14, mul_81, convolution_15, squeeze_34, add_65, convolution_16, getitem_25, rsqrt_12, div_5, convolution_17, getitem_27, rsqrt_13, mean_2, relu_7, convolution_19, mul_105, convolution_20, squeeze_43, add_84, convolution_21, getitem_31, rsqrt_15, div_8, convolution_22, getitem_33, rsqrt_16, mean_3, relu_8, convolution_24, mul_129, convolution_25, squeeze_52, add_103, convolution_26, getitem_37, rsqrt_18, div_11, convolution_27, getitem_39, rsqrt_19, mean_4, relu_9, convolution_29, mul_153, convolution_30, squeeze_61, add_121, convolution_31, getitem_43, rsqrt_21, div_14, convolution_32, getitem_45, rsqrt_22, mean_5, relu_10, convolution_34, mul_177, convolution_35, squeeze_70, add_140, convolution_36, getitem_49, rsqrt_24, div_17, convolution_37, mean_6, relu_11, convolution_39, mul_201, convolution_40, add_158, convolution_41, div_20, convolution_42, mean_7, relu_12, convolution_44, mul_225, convolution_45, add_177, convolution_46, div_23, convolution_47, mean_8, relu_13, convolution_49, mul_249, convolution_50, add_196, convolution_51, view, addmm, bernoulli, mul_266, unsqueeze_258, unsqueeze_294, unsqueeze_330, unsqueeze_366, unsqueeze_402, unsqueeze_438, unsqueeze_450, unsqueeze_462, unsqueeze_474, unsqueeze_486, unsqueeze_498, unsqueeze_510, tangents_1 = args
        args.clear()
        assert_size_stride(div_23, (1, 576, 2, 2), (2304, 1, 1152, 576), 'input')
        buf43 = empty_strided_cpu((1, 576, 2, 2), (2304, 2, 1152, 1), torch.float32)
        assert_size_stride(div_20, (1, 576, 2, 2), (2304, 1, 1152, 576), 'input')
        buf85 = empty_strided_cpu((1, 576, 2, 2), (2304, 2, 1152, 1), torch.float32)
        assert_size_stride(div_17, (1, 288, 4, 4), (4608, 1, 1152, 288), 'input')
        buf127 = empty_strided_cpu((1, 288, 4, 4), (4608, 4, 1152, 1), torch.float32)
        assert_size_stride(div_14, (1, 144, 4, 4), (2304, 1, 576, 144), 'input')
        buf164 = empty_strided_cpu((1, 144, 4, 4), (2304, 4, 576, 1), torch.float32)
        assert_size_stride(div_11, (1, 120, 4, 4), (1920, 1, 480, 120), 'input')
        buf201 = empty_strided_cpu((1, 120, 4, 4), (1920, 4, 480, 1), torch.float32)
        assert_size_stride(div_8, (1, 240, 4, 4), (3840, 1, 960, 240), 'input')
        buf238 = empty_strided_cpu((1, 240, 4, 4), (3840, 4, 960, 1), torch.float32)
        assert_size_stride(div_5, (1, 240, 4, 4), (3840, 1, 960, 240), 'input')
        buf275 = empty_strided_cpu((1, 240, 4, 4), (3840, 4, 960, 1), torch.float32)
        assert_size_stride(div_2, (1, 96, 8, 8), (6144, 1, 768, 96), 'input')
        buf312 = empty_strided_cpu((1, 96, 8, 8), (6144, 8, 768, 1), torch.float32)
        assert_size_stride(div, (1, 16, 32, 32), (16384, 1, 512, 16), 'input')
        buf397 = empty_strided_cpu((1, 16, 32, 32), (16384, 32, 512, 1), torch.float32)
        assert_size_stride(convolution_37, (1, 288, 2, 2), (1152, 1, 576, 288), 'input')
        buf110 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        buf111 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        assert_size_stride(tangents_1, (1, 1000), (1000, 1), 'input')
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(primals_244, (1000, 1024), (1024, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_sum_threshold_backward_0(div_23, div_20, div_17, div_14, div_11, div_8, div_5, div_2, div, convolution_37, tangents_1, buf43, buf85, buf127, buf164, buf201, buf238, buf275, buf312, buf397, buf110, buf111, buf2)
        del div
        del div_11
        del div_14
        del div_17
        del div_2
        del div_20
        del div_23
        del div_5
        del div_8
        buf0 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_104, permute_2, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_244, out=buf0)
        del primals_244
        assert_size_stride_grouped((addmm, bernoulli), ((1, 1024), (1, 1024)), ((1024, 1), (1024, 1)), 'input')
        buf3 = addmm; del addmm  # reuse
        buf6 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride(primals_242, (1024, 576), (576, 1), 'input')
        cpp_fused_div_hardswish_backward_mul_sum_1(buf3, buf0, bernoulli, buf6)
        del bernoulli
        del buf0
        buf4 = empty_strided_cpu((1, 576), (576, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_101, permute_6, mm_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf3, primals_242, out=buf4)
        del primals_242
        assert_size_stride(convolution_51, (1, 576, 2, 2), (2304, 1, 1152, 576), 'input')
        buf7 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        buf8 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride(convolution_47, (1, 576, 2, 2), (2304, 1, 1152, 576), 'input')
        buf26 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        buf27 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride(convolution_46, (1, 576, 2, 2), (2304, 1, 1152, 576), 'input')
        buf49 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        buf50 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride(convolution_42, (1, 576, 2, 2), (2304, 1, 1152, 576), 'input')
        buf68 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        buf69 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride(convolution_41, (1, 576, 2, 2), (2304, 1, 1152, 576), 'input')
        buf91 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        buf92 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride_grouped((primals_180, primals_181), ((288, ), (288, )), ((1, ), (1, )), 'input')
        buf112 = empty_strided_cpu((1, 288, 2, 2), (1152, 1, 576, 288), torch.float32)
        assert_size_stride_grouped((convolution_12, getitem_21, rsqrt_10, primals_70, primals_71), ((1, 96, 4, 4), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((1536, 1, 384, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf296 = empty_strided_cpu((1, 96, 4, 4), (1536, 1, 384, 96), torch.float32)
        assert_size_stride_grouped((convolution_27, getitem_39, rsqrt_19, primals_136, primals_137), ((1, 120, 4, 4), (1, 120, 1, 1), (1, 120, 1, 1), (120, ), (120, )), ((1920, 1, 480, 120), (120, 1, 120, 120), (120, 1, 120, 120), (1, ), (1, )), 'input')
        buf185 = empty_strided_cpu((1, 120, 4, 4), (1920, 1, 480, 120), torch.float32)
        assert_size_stride_grouped((convolution_26, getitem_37, rsqrt_18, primals_130, primals_131), ((1, 120, 4, 4), (1, 120, 1, 1), (1, 120, 1, 1), (120, ), (120, )), ((1920, 1, 480, 120), (120, 1, 120, 120), (120, 1, 120, 120), (1, ), (1, )), 'input')
        buf207 = empty_strided_cpu((1, 120, 4, 4), (1920, 1, 480, 120), torch.float32)
        assert_size_stride_grouped((primals_240, primals_241), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf9 = empty_strided_cpu((1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32)
        buf10 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf11 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf12 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf13 = buf9; del buf9  # reuse
        assert_size_stride_grouped((primals_224, primals_225), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf28 = empty_strided_cpu((1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32)
        assert_size_stride_grouped((primals_218, primals_219), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf51 = empty_strided_cpu((1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32)
        assert_size_stride_grouped((primals_202, primals_203), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf70 = empty_strided_cpu((1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32)
        assert_size_stride_grouped((primals_196, primals_197), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf93 = empty_strided_cpu((1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32)
        assert_size_stride_grouped((convolution_32, getitem_45, rsqrt_22, primals_158, primals_159), ((1, 144, 4, 4), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((2304, 1, 576, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf148 = empty_strided_cpu((1, 144, 4, 4), (2304, 1, 576, 144), torch.float32)
        assert_size_stride_grouped((convolution_31, getitem_43, rsqrt_21, primals_152, primals_153), ((1, 144, 4, 4), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((2304, 1, 576, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf170 = empty_strided_cpu((1, 144, 4, 4), (2304, 1, 576, 144), torch.float32)
        assert_size_stride_grouped((convolution_22, getitem_33, rsqrt_16, primals_114, primals_115), ((1, 240, 4, 4), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((3840, 1, 960, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf222 = empty_strided_cpu((1, 240, 4, 4), (3840, 1, 960, 240), torch.float32)
        assert_size_stride_grouped((convolution_21, getitem_31, rsqrt_15, primals_108, primals_109), ((1, 240, 4, 4), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((3840, 1, 960, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf244 = empty_strided_cpu((1, 240, 4, 4), (3840, 1, 960, 240), torch.float32)
        assert_size_stride_grouped((convolution_17, getitem_27, rsqrt_13, primals_92, primals_93), ((1, 240, 4, 4), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((3840, 1, 960, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf259 = empty_strided_cpu((1, 240, 4, 4), (3840, 1, 960, 240), torch.float32)
        assert_size_stride_grouped((convolution_16, getitem_25, rsqrt_12, primals_86, primals_87), ((1, 240, 4, 4), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((3840, 1, 960, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf281 = empty_strided_cpu((1, 240, 4, 4), (3840, 1, 960, 240), torch.float32)
        assert_size_stride_grouped((convolution_1, getitem_3, rsqrt_1, primals_12, primals_13), ((1, 16, 16, 16), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((4096, 1, 256, 16), (16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf381 = empty_strided_cpu((1, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        assert_size_stride_grouped((convolution_36, getitem_49, rsqrt_24, primals_174, primals_175), ((1, 288, 4, 4), (1, 288, 1, 1), (1, 288, 1, 1), (288, ), (288, )), ((4608, 1, 1152, 288), (288, 1, 288, 288), (288, 1, 288, 288), (1, ), (1, )), 'input')
        buf133 = empty_strided_cpu((1, 288, 4, 4), (4608, 1, 1152, 288), torch.float32)
        assert_size_stride(relu_4, (1, 88, 8, 8), (5632, 1, 704, 88), 'input')
        buf337 = empty_strided_cpu((1, 88, 8, 8), (5632, 8, 704, 1), torch.float32)
        assert_size_stride_grouped((convolution_11, getitem_19, rsqrt_9, primals_64, primals_65), ((1, 96, 8, 8), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((6144, 1, 768, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf318 = empty_strided_cpu((1, 96, 8, 8), (6144, 1, 768, 96), torch.float32)
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((1, 16, 32, 32), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((16384, 1, 512, 16), (16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf403 = empty_strided_cpu((1, 16, 32, 32), (16384, 1, 512, 16), torch.float32)
        assert_size_stride(relu_2, (1, 72, 16, 16), (18432, 1, 1152, 72), 'input')
        buf361 = empty_strided_cpu((1, 72, 16, 16), (18432, 16, 1152, 1), torch.float32)
        assert_size_stride_grouped((add_196, primals_236), ((1, 96, 2, 2), (576, 96, 1, 1)), ((384, 1, 192, 96), (96, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_view_2(buf13, convolution_51, convolution_47, convolution_46, convolution_42, convolution_41, convolution_37, buf110, buf111, primals_180, primals_181, convolution_12, getitem_21, rsqrt_10, primals_70, primals_71, convolution_27, getitem_39, rsqrt_19, primals_136, primals_137, convolution_26, getitem_37, rsqrt_18, primals_130, primals_131, primals_240, primals_241, buf4, primals_224, primals_225, primals_218, primals_219, primals_202, primals_203, primals_196, primals_197, convolution_32, getitem_45, rsqrt_22, primals_158, primals_159, convolution_31, getitem_43, rsqrt_21, primals_152, primals_153, convolution_22, getitem_33, rsqrt_16, primals_114, primals_115, convolution_21, getitem_31, rsqrt_15, primals_108, primals_109, convolution_17, getitem_27, rsqrt_13, primals_92, primals_93, convolution_16, getitem_25, rsqrt_12, primals_86, primals_87, convolution_1, getitem_3, rsqrt_1, primals_12, primals_13, convolution_36, getitem_49, rsqrt_24, primals_174, primals_175, relu_4, convolution_11, getitem_19, rsqrt_9, primals_64, primals_65, convolution, getitem_1, rsqrt, primals_6, primals_7, relu_2, buf7, buf8, buf26, buf27, buf49, buf50, buf68, buf69, buf91, buf92, buf112, buf296, buf185, buf207, buf10, buf11, buf12, buf28, buf51, buf70, buf93, buf148, buf170, buf222, buf244, buf259, buf281, buf381, buf133, buf337, buf318, buf403, buf361)
        del buf11
        del convolution_51
        del primals_109
        del primals_115
        del primals_13
        del primals_131
        del primals_137
        del primals_153
        del primals_159
        del primals_175
        del primals_181
        del primals_197
        del primals_203
        del primals_219
        del primals_225
        del primals_240
        del primals_241
        del primals_65
        del primals_7
        del primals_71
        del primals_87
        del primals_93
        # Topologically Sorted Source Nodes: [full_default, view_3, expand, div_30, le_1, lt_1, div_31, add_205, mul_269, where_2, where_3, input_99, unsqueeze_136, unsqueeze_137, unsqueeze_138, sub_34, mul_271, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_272, mul_273, mul_274, unsqueeze_142, unsqueeze_143, unsqueeze_144, mul_275, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_276, sub_36, sub_37, mul_277, convolution_backward], Original ATen: [aten.hardswish_backward, aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf14 = torch.ops.aten.convolution_backward.default(buf13, add_196, primals_236, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_196
        del primals_236
        buf15 = buf14[0]
        assert_tensor_metadata(buf15, (1, 96, 2, 2), (384, 1, 192, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf15 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf16 = buf14[1]
        assert_tensor_metadata(buf16, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf14
        assert_size_stride(convolution_50, (1, 96, 2, 2), (384, 1, 192, 96), 'input')
        buf18 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf17 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf19 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf21 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(primals_234, (96, ), (1, ), 'input')
        buf22 = convolution_50; del convolution_50  # reuse
        assert_size_stride_grouped((mul_249, primals_230), ((1, 576, 2, 2), (96, 576, 1, 1)), ((2304, 1, 1152, 576), (576, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3(buf22, buf15, primals_234, buf18, buf17, buf19, buf20, buf21)
        del primals_234
        # Topologically Sorted Source Nodes: [input_97, unsqueeze_148, unsqueeze_149, unsqueeze_150, sub_38, mul_280, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_281, mul_282, mul_283, unsqueeze_154, unsqueeze_155, unsqueeze_156, mul_284, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_285, sub_40, sub_41, mul_286, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf23 = torch.ops.aten.convolution_backward.default(buf22, mul_249, primals_230, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf22
        del mul_249
        del primals_230
        buf24 = buf23[0]
        assert_tensor_metadata(buf24, (1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf24 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf25 = buf23[1]
        assert_tensor_metadata(buf25, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf25 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf23
        assert_size_stride(convolution_49, (1, 576, 1, 1), (576, 1, 576, 576), 'input')
        buf29 = buf8; del buf8  # reuse
        assert_size_stride_grouped((relu_13, primals_228), ((1, 144, 1, 1), (576, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_4(convolution_49, buf24, buf28, buf29)
        # Topologically Sorted Source Nodes: [full_default, input_94, mul_289, sum_7, gt, lt_2, bitwise_and, mul_290, where_4, convolution_backward_2], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.mul, aten.sum, aten.hardsigmoid_backward, aten.convolution_backward]
        buf30 = torch.ops.aten.convolution_backward.default(buf29, relu_13, primals_228, [576], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_228
        buf31 = buf30[0]
        assert_tensor_metadata(buf31, (1, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf34 = relu_13; del relu_13  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_5(buf34, buf31)
        del buf31
        buf32 = buf30[1]
        assert_tensor_metadata(buf32, (576, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf33 = buf30[2]
        assert_tensor_metadata(buf33, (576, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf30
        assert_size_stride_grouped((mean_8, primals_226), ((1, 576, 1, 1), (144, 576, 1, 1)), ((576, 1, 576, 576), (576, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_2, where_5, convolution_backward_3], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf35 = torch.ops.aten.convolution_backward.default(buf34, mean_8, primals_226, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf34
        del mean_8
        del primals_226
        buf36 = buf35[0]
        assert_tensor_metadata(buf36, (1, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf37 = buf35[1]
        assert_tensor_metadata(buf37, (144, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf38 = buf35[2]
        assert_tensor_metadata(buf38, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf35
        buf39 = reinterpret_tensor(buf29, (576, ), (1, ), 0); del buf29  # reuse
        buf40 = reinterpret_tensor(buf7, (576, ), (1, ), 0); del buf7  # reuse
        buf41 = reinterpret_tensor(buf4, (576, ), (1, ), 0); del buf4  # reuse
        buf42 = buf28; del buf28  # reuse
        buf44 = reinterpret_tensor(buf13, (1, 576, 2, 2), (2304, 2, 1152, 1), 0); del buf13  # reuse
        buf45 = empty_strided_cpu((1, 576, 2, 2), (2304, 4, 2, 1), torch.float32)
        assert_size_stride(primals_220, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_6(buf42, buf24, convolution_49, buf36, convolution_47, buf26, buf27, primals_224, buf39, buf40, buf41, buf44, buf45)
        del buf24
        del buf36
        del buf42
        del buf44
        del convolution_47
        del convolution_49
        del primals_224
        # Topologically Sorted Source Nodes: [full_default, scale_44, mul_288, expand_1, div_32, add_206, le_3, lt_3, div_33, add_207, mul_291, where_6, where_7, input_93, unsqueeze_160, unsqueeze_161, unsqueeze_162, sub_42, mul_293, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_294, mul_295, mul_296, unsqueeze_166, unsqueeze_167, unsqueeze_168, mul_297, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_298, sub_44, sub_45, mul_299, convolution_backward_4], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf46 = torch.ops.aten.convolution_backward.default(buf45, buf43, primals_220, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 576, [True, True, False])
        del buf43
        del primals_220
        buf47 = buf46[0]
        assert_tensor_metadata(buf47, (1, 576, 2, 2), (2304, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf47 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf48 = buf46[1]
        assert_tensor_metadata(buf48, (576, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf48 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf46
        buf52 = buf40; del buf40  # reuse
        buf53 = reinterpret_tensor(buf27, (576, ), (1, ), 0); del buf27  # reuse
        buf54 = reinterpret_tensor(buf26, (576, ), (1, ), 0); del buf26  # reuse
        buf55 = buf51; del buf51  # reuse
        assert_size_stride_grouped((add_177, primals_214), ((1, 96, 2, 2), (576, 96, 1, 1)), ((384, 1, 192, 96), (96, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_7(buf55, buf47, convolution_46, buf49, buf50, primals_218, buf52, buf53, buf54)
        del buf47
        del convolution_46
        del primals_218
        # Topologically Sorted Source Nodes: [full_default, le_4, lt_4, div_34, add_208, mul_301, where_8, where_9, input_90, unsqueeze_172, unsqueeze_173, unsqueeze_174, sub_46, mul_303, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_304, mul_305, mul_306, unsqueeze_178, unsqueeze_179, unsqueeze_180, mul_307, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_308, sub_48, sub_49, mul_309, convolution_backward_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf56 = torch.ops.aten.convolution_backward.default(buf55, add_177, primals_214, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_177
        del primals_214
        buf57 = buf56[0]
        assert_tensor_metadata(buf57, (1, 96, 2, 2), (384, 1, 192, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf57 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf58 = buf56[1]
        assert_tensor_metadata(buf58, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf58 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf56
        assert_size_stride(convolution_45, (1, 96, 2, 2), (384, 1, 192, 96), 'input')
        buf59 = buf20; del buf20  # reuse
        buf60 = buf19; del buf19  # reuse
        buf61 = reinterpret_tensor(buf17, (96, ), (1, ), 0); del buf17  # reuse
        buf62 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf63 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(primals_212, (96, ), (1, ), 'input')
        buf64 = convolution_45; del convolution_45  # reuse
        assert_size_stride_grouped((mul_225, primals_208), ((1, 576, 2, 2), (96, 576, 1, 1)), ((2304, 1, 1152, 576), (576, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_8(buf64, buf15, buf57, primals_212, buf59, buf60, buf61, buf62, buf63)
        del primals_212
        # Topologically Sorted Source Nodes: [add_209, input_88, unsqueeze_184, unsqueeze_185, unsqueeze_186, sub_50, mul_312, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_313, mul_314, mul_315, unsqueeze_190, unsqueeze_191, unsqueeze_192, mul_316, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_317, sub_52, sub_53, mul_318, convolution_backward_6], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf65 = torch.ops.aten.convolution_backward.default(buf64, mul_225, primals_208, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf64
        del mul_225
        del primals_208
        buf66 = buf65[0]
        assert_tensor_metadata(buf66, (1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf66 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf67 = buf65[1]
        assert_tensor_metadata(buf67, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf67 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf65
        assert_size_stride(convolution_44, (1, 576, 1, 1), (576, 1, 576, 576), 'input')
        buf71 = reinterpret_tensor(buf53, (1, 576, 1, 1), (576, 1, 576, 576), 0); del buf53  # reuse
        assert_size_stride_grouped((relu_12, primals_206), ((1, 144, 1, 1), (576, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_4(convolution_44, buf66, buf70, buf71)
        # Topologically Sorted Source Nodes: [full_default, input_85, mul_321, sum_14, gt_1, lt_5, bitwise_and_1, mul_322, where_10, convolution_backward_7], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.mul, aten.sum, aten.hardsigmoid_backward, aten.convolution_backward]
        buf72 = torch.ops.aten.convolution_backward.default(buf71, relu_12, primals_206, [576], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_206
        buf73 = buf72[0]
        assert_tensor_metadata(buf73, (1, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf73 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf76 = relu_12; del relu_12  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_5(buf76, buf73)
        del buf73
        buf74 = buf72[1]
        assert_tensor_metadata(buf74, (576, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf74 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf75 = buf72[2]
        assert_tensor_metadata(buf75, (576, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf75 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf72
        assert_size_stride_grouped((mean_7, primals_204), ((1, 576, 1, 1), (144, 576, 1, 1)), ((576, 1, 576, 576), (576, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_5, where_11, convolution_backward_8], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf77 = torch.ops.aten.convolution_backward.default(buf76, mean_7, primals_204, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf76
        del mean_7
        del primals_204
        buf78 = buf77[0]
        assert_tensor_metadata(buf78, (1, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf78 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf79 = buf77[1]
        assert_tensor_metadata(buf79, (144, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf79 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf80 = buf77[2]
        assert_tensor_metadata(buf80, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf80 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf77
        buf81 = reinterpret_tensor(buf71, (576, ), (1, ), 0); del buf71  # reuse
        buf82 = reinterpret_tensor(buf50, (576, ), (1, ), 0); del buf50  # reuse
        buf83 = reinterpret_tensor(buf49, (576, ), (1, ), 0); del buf49  # reuse
        buf84 = buf70; del buf70  # reuse
        buf86 = reinterpret_tensor(buf55, (1, 576, 2, 2), (2304, 2, 1152, 1), 0); del buf55  # reuse
        buf87 = buf45; del buf45  # reuse
        assert_size_stride(primals_198, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_6(buf84, buf66, convolution_44, buf78, convolution_42, buf68, buf69, primals_202, buf81, buf82, buf83, buf86, buf87)
        del buf66
        del buf78
        del buf84
        del buf86
        del convolution_42
        del convolution_44
        del primals_202
        # Topologically Sorted Source Nodes: [full_default, scale_39, mul_320, expand_2, div_35, add_210, le_6, lt_6, div_36, add_211, mul_323, where_12, where_13, input_84, unsqueeze_196, unsqueeze_197, unsqueeze_198, sub_54, mul_325, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_326, mul_327, mul_328, unsqueeze_202, unsqueeze_203, unsqueeze_204, mul_329, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_330, sub_56, sub_57, mul_331, convolution_backward_9], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf88 = torch.ops.aten.convolution_backward.default(buf87, buf85, primals_198, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 576, [True, True, False])
        del buf85
        del primals_198
        buf89 = buf88[0]
        assert_tensor_metadata(buf89, (1, 576, 2, 2), (2304, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf89 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf90 = buf88[1]
        assert_tensor_metadata(buf90, (576, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf90 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf88
        buf94 = buf82; del buf82  # reuse
        buf95 = reinterpret_tensor(buf69, (576, ), (1, ), 0); del buf69  # reuse
        buf96 = reinterpret_tensor(buf68, (576, ), (1, ), 0); del buf68  # reuse
        buf97 = buf93; del buf93  # reuse
        assert_size_stride_grouped((add_158, primals_192), ((1, 96, 2, 2), (576, 96, 1, 1)), ((384, 1, 192, 96), (96, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_7(buf97, buf89, convolution_41, buf91, buf92, primals_196, buf94, buf95, buf96)
        del buf89
        del buf91
        del buf92
        del buf95
        del convolution_41
        del primals_196
        # Topologically Sorted Source Nodes: [full_default, le_7, lt_7, div_37, add_212, mul_333, where_14, where_15, input_81, unsqueeze_208, unsqueeze_209, unsqueeze_210, sub_58, mul_335, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_336, mul_337, mul_338, unsqueeze_214, unsqueeze_215, unsqueeze_216, mul_339, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_340, sub_60, sub_61, mul_341, convolution_backward_10], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf98 = torch.ops.aten.convolution_backward.default(buf97, add_158, primals_192, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_158
        del primals_192
        buf99 = buf98[0]
        assert_tensor_metadata(buf99, (1, 96, 2, 2), (384, 1, 192, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf99 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf100 = buf98[1]
        assert_tensor_metadata(buf100, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf100 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf98
        assert_size_stride(convolution_40, (1, 96, 2, 2), (384, 1, 192, 96), 'input')
        buf101 = buf62; del buf62  # reuse
        buf102 = buf61; del buf61  # reuse
        buf103 = reinterpret_tensor(buf59, (96, ), (1, ), 0); del buf59  # reuse
        buf104 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf105 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(primals_190, (96, ), (1, ), 'input')
        buf106 = buf15; del buf15  # reuse
        assert_size_stride_grouped((mul_201, primals_186), ((1, 288, 2, 2), (96, 288, 1, 1)), ((1152, 1, 576, 288), (288, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_9(buf106, convolution_40, buf57, buf99, primals_190, buf101, buf102, buf103, buf104, buf105)
        del buf57
        del buf99
        del convolution_40
        del primals_190
        # Topologically Sorted Source Nodes: [add_209, add_213, input_79, unsqueeze_220, unsqueeze_221, unsqueeze_222, sub_62, mul_344, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_345, mul_346, mul_347, unsqueeze_226, unsqueeze_227, unsqueeze_228, mul_348, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_349, sub_64, sub_65, mul_350, convolution_backward_11], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf107 = torch.ops.aten.convolution_backward.default(buf106, mul_201, primals_186, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf106
        del mul_201
        del primals_186
        buf108 = buf107[0]
        assert_tensor_metadata(buf108, (1, 288, 2, 2), (1152, 1, 576, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf108 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf109 = buf107[1]
        assert_tensor_metadata(buf109, (96, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf109 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf107
        assert_size_stride(convolution_39, (1, 288, 1, 1), (288, 1, 288, 288), 'input')
        buf113 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        assert_size_stride_grouped((relu_11, primals_184), ((1, 72, 1, 1), (288, 72, 1, 1)), ((72, 1, 72, 72), (72, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_10(convolution_39, buf108, buf112, buf113)
        # Topologically Sorted Source Nodes: [full_default, input_76, mul_353, sum_21, gt_2, lt_8, bitwise_and_2, mul_354, where_16, convolution_backward_12], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.mul, aten.sum, aten.hardsigmoid_backward, aten.convolution_backward]
        buf114 = torch.ops.aten.convolution_backward.default(buf113, relu_11, primals_184, [288], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_184
        buf115 = buf114[0]
        assert_tensor_metadata(buf115, (1, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf115 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf118 = relu_11; del relu_11  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_11(buf118, buf115)
        del buf115
        buf116 = buf114[1]
        assert_tensor_metadata(buf116, (288, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf116 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf117 = buf114[2]
        assert_tensor_metadata(buf117, (288, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf117 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf114
        assert_size_stride_grouped((mean_6, primals_182), ((1, 288, 1, 1), (72, 288, 1, 1)), ((288, 1, 288, 288), (288, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_8, where_17, convolution_backward_13], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf119 = torch.ops.aten.convolution_backward.default(buf118, mean_6, primals_182, [72], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf118
        del mean_6
        del primals_182
        buf120 = buf119[0]
        assert_tensor_metadata(buf120, (1, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf120 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf121 = buf119[1]
        assert_tensor_metadata(buf121, (72, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf121 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf122 = buf119[2]
        assert_tensor_metadata(buf122, (72, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf122 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf119
        buf123 = reinterpret_tensor(buf113, (288, ), (1, ), 0); del buf113  # reuse
        buf124 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf125 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf126 = buf112; del buf112  # reuse
        buf128 = empty_strided_cpu((1, 288, 2, 2), (1152, 2, 576, 1), torch.float32)
        buf129 = empty_strided_cpu((1, 288, 2, 2), (1152, 4, 2, 1), torch.float32)
        assert_size_stride(primals_176, (288, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_12(buf126, buf108, convolution_39, buf120, convolution_37, buf110, buf111, primals_180, buf123, buf124, buf125, buf128, buf129)
        del buf108
        del buf120
        del buf126
        del buf128
        del convolution_37
        del convolution_39
        del primals_180
        # Topologically Sorted Source Nodes: [full_default, scale_34, mul_352, expand_3, div_38, add_214, le_9, lt_9, div_39, add_215, mul_355, where_18, where_19, input_75, unsqueeze_232, unsqueeze_233, unsqueeze_234, sub_66, mul_357, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_358, mul_359, mul_360, unsqueeze_238, unsqueeze_239, unsqueeze_240, mul_361, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_362, sub_68, sub_69, mul_363, convolution_backward_14], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf130 = torch.ops.aten.convolution_backward.default(buf129, buf127, primals_176, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 288, [True, True, False])
        del buf129
        del primals_176
        buf131 = buf130[0]
        assert_tensor_metadata(buf131, (1, 288, 4, 4), (4608, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf131 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf132 = buf130[1]
        assert_tensor_metadata(buf132, (288, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf132 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf130
        buf134 = buf124; del buf124  # reuse
        buf135 = reinterpret_tensor(buf111, (288, ), (1, ), 0); del buf111  # reuse
        buf136 = reinterpret_tensor(buf110, (288, ), (1, ), 0); del buf110  # reuse
        buf137 = buf133; del buf133  # reuse
        assert_size_stride_grouped((add_140, primals_170), ((1, 48, 4, 4), (288, 48, 1, 1)), ((768, 1, 192, 48), (48, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_13(buf137, buf131, convolution_36, getitem_49, rsqrt_24, primals_174, buf134, buf135, buf136)
        del buf131
        del buf135
        del convolution_36
        del getitem_49
        del primals_174
        del rsqrt_24
        # Topologically Sorted Source Nodes: [full_default, le_10, lt_10, div_40, add_216, mul_365, where_20, where_21, input_72, unsqueeze_244, unsqueeze_245, unsqueeze_246, sub_70, mul_367, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_368, mul_369, mul_370, unsqueeze_250, unsqueeze_251, unsqueeze_252, mul_371, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_372, sub_72, sub_73, mul_373, convolution_backward_15], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf138 = torch.ops.aten.convolution_backward.default(buf137, add_140, primals_170, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_140
        del primals_170
        buf139 = buf138[0]
        assert_tensor_metadata(buf139, (1, 48, 4, 4), (768, 1, 192, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf139 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf140 = buf138[1]
        assert_tensor_metadata(buf140, (288, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf140 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf138
        assert_size_stride_grouped((convolution_35, unsqueeze_258, squeeze_70), ((1, 48, 4, 4), (1, 48, 1, 1), (48, )), ((768, 1, 192, 48), (48, 1, 1, 1), (1, )), 'input')
        buf141 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf142 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf143 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(primals_168, (48, ), (1, ), 'input')
        buf144 = convolution_35; del convolution_35  # reuse
        assert_size_stride_grouped((mul_177, primals_164), ((1, 144, 4, 4), (48, 144, 1, 1)), ((2304, 1, 576, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_14(buf144, buf139, unsqueeze_258, squeeze_70, primals_168, buf141, buf142, buf143)
        del primals_168
        del squeeze_70
        del unsqueeze_258
        # Topologically Sorted Source Nodes: [sub_74, mul_376, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_377, mul_378, mul_379, unsqueeze_262, unsqueeze_263, unsqueeze_264, mul_380, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_381, sub_76, sub_77, mul_382, convolution_backward_16], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf145 = torch.ops.aten.convolution_backward.default(buf144, mul_177, primals_164, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf144
        del mul_177
        del primals_164
        buf146 = buf145[0]
        assert_tensor_metadata(buf146, (1, 144, 4, 4), (2304, 1, 576, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf146 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf147 = buf145[1]
        assert_tensor_metadata(buf147, (48, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf147 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf145
        assert_size_stride(convolution_34, (1, 144, 1, 1), (144, 1, 144, 144), 'input')
        buf149 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        buf150 = buf149; del buf149  # reuse
        assert_size_stride_grouped((relu_10, primals_162), ((1, 40, 1, 1), (144, 40, 1, 1)), ((40, 1, 40, 40), (40, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_15(buf150, buf146, buf148, convolution_34)
        # Topologically Sorted Source Nodes: [full_default, gt_3, lt_11, bitwise_and_3, mul_386, where_22, convolution_backward_17], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf151 = torch.ops.aten.convolution_backward.default(buf150, relu_10, primals_162, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_162
        buf152 = buf151[0]
        assert_tensor_metadata(buf152, (1, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf152 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf155 = relu_10; del relu_10  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_16(buf155, buf152)
        del buf152
        buf153 = buf151[1]
        assert_tensor_metadata(buf153, (144, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf153 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf154 = buf151[2]
        assert_tensor_metadata(buf154, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf154 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf151
        assert_size_stride_grouped((mean_5, primals_160), ((1, 144, 1, 1), (40, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_11, where_23, convolution_backward_18], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf156 = torch.ops.aten.convolution_backward.default(buf155, mean_5, primals_160, [40], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf155
        del mean_5
        del primals_160
        buf157 = buf156[0]
        assert_tensor_metadata(buf157, (1, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf157 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf158 = buf156[1]
        assert_tensor_metadata(buf158, (40, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf158 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf159 = buf156[2]
        assert_tensor_metadata(buf159, (40, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf159 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf156
        buf160 = reinterpret_tensor(buf150, (144, ), (1, ), 0); del buf150  # reuse
        buf161 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf162 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf163 = buf148; del buf148  # reuse
        buf165 = reinterpret_tensor(buf97, (1, 144, 4, 4), (2304, 4, 576, 1), 0); del buf97  # reuse
        buf166 = reinterpret_tensor(buf87, (1, 144, 4, 4), (2304, 16, 4, 1), 0); del buf87  # reuse
        assert_size_stride(primals_154, (144, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_17(buf163, buf146, convolution_34, buf157, convolution_32, getitem_45, rsqrt_22, primals_158, buf160, buf161, buf162, buf165, buf166)
        del buf146
        del buf157
        del buf163
        del buf165
        del convolution_32
        del convolution_34
        del getitem_45
        del primals_158
        del rsqrt_22
        # Topologically Sorted Source Nodes: [full_default, scale_29, mul_384, expand_4, div_41, add_217, le_12, lt_12, div_42, add_218, mul_387, where_24, where_25, input_66, unsqueeze_268, unsqueeze_269, unsqueeze_270, sub_78, mul_389, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_390, mul_391, mul_392, unsqueeze_274, unsqueeze_275, unsqueeze_276, mul_393, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_394, sub_80, sub_81, mul_395, convolution_backward_19], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf167 = torch.ops.aten.convolution_backward.default(buf166, buf164, primals_154, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 144, [True, True, False])
        del buf164
        del buf166
        del primals_154
        buf168 = buf167[0]
        assert_tensor_metadata(buf168, (1, 144, 4, 4), (2304, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf168 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf169 = buf167[1]
        assert_tensor_metadata(buf169, (144, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf169 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf167
        buf171 = buf161; del buf161  # reuse
        buf172 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf173 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf174 = buf170; del buf170  # reuse
        assert_size_stride_grouped((add_121, primals_148), ((1, 48, 4, 4), (144, 48, 1, 1)), ((768, 1, 192, 48), (48, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_18(buf174, buf168, convolution_31, getitem_43, rsqrt_21, primals_152, buf171, buf172, buf173)
        del buf168
        del buf172
        del convolution_31
        del getitem_43
        del primals_152
        del rsqrt_21
        # Topologically Sorted Source Nodes: [full_default, le_13, lt_13, div_43, add_219, mul_397, where_26, where_27, input_63, unsqueeze_280, unsqueeze_281, unsqueeze_282, sub_82, mul_399, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_400, mul_401, mul_402, unsqueeze_286, unsqueeze_287, unsqueeze_288, mul_403, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_404, sub_84, sub_85, mul_405, convolution_backward_20], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf175 = torch.ops.aten.convolution_backward.default(buf174, add_121, primals_148, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_121
        del buf174
        del primals_148
        buf176 = buf175[0]
        assert_tensor_metadata(buf176, (1, 48, 4, 4), (768, 1, 192, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf176 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf177 = buf175[1]
        assert_tensor_metadata(buf177, (144, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf177 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf175
        assert_size_stride_grouped((convolution_30, unsqueeze_294, squeeze_61), ((1, 48, 4, 4), (1, 48, 1, 1), (48, )), ((768, 1, 192, 48), (48, 1, 1, 1), (1, )), 'input')
        buf178 = buf142; del buf142  # reuse
        buf179 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf180 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(primals_146, (48, ), (1, ), 'input')
        buf181 = buf139; del buf139  # reuse
        assert_size_stride_grouped((mul_153, primals_142), ((1, 120, 4, 4), (48, 120, 1, 1)), ((1920, 1, 480, 120), (120, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_19(buf181, buf176, convolution_30, unsqueeze_294, squeeze_61, primals_146, buf178, buf179, buf180)
        del buf176
        del buf179
        del convolution_30
        del primals_146
        del squeeze_61
        del unsqueeze_294
        # Topologically Sorted Source Nodes: [add_220, sub_86, mul_408, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_409, mul_410, mul_411, unsqueeze_298, unsqueeze_299, unsqueeze_300, mul_412, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_413, sub_88, sub_89, mul_414, convolution_backward_21], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf182 = torch.ops.aten.convolution_backward.default(buf181, mul_153, primals_142, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf181
        del mul_153
        del primals_142
        buf183 = buf182[0]
        assert_tensor_metadata(buf183, (1, 120, 4, 4), (1920, 1, 480, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf183 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf184 = buf182[1]
        assert_tensor_metadata(buf184, (48, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf184 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf182
        assert_size_stride(convolution_29, (1, 120, 1, 1), (120, 1, 120, 120), 'input')
        buf186 = empty_strided_cpu((1, 120, 1, 1), (120, 1, 120, 120), torch.float32)
        buf187 = buf186; del buf186  # reuse
        assert_size_stride_grouped((relu_9, primals_140), ((1, 32, 1, 1), (120, 32, 1, 1)), ((32, 1, 32, 32), (32, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_20(buf187, buf183, buf185, convolution_29)
        # Topologically Sorted Source Nodes: [full_default, gt_4, lt_14, bitwise_and_4, mul_418, where_28, convolution_backward_22], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf188 = torch.ops.aten.convolution_backward.default(buf187, relu_9, primals_140, [120], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_140
        buf189 = buf188[0]
        assert_tensor_metadata(buf189, (1, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf189 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf192 = relu_9; del relu_9  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_21(buf192, buf189)
        del buf189
        buf190 = buf188[1]
        assert_tensor_metadata(buf190, (120, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf190 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf191 = buf188[2]
        assert_tensor_metadata(buf191, (120, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf191 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf188
        assert_size_stride_grouped((mean_4, primals_138), ((1, 120, 1, 1), (32, 120, 1, 1)), ((120, 1, 120, 120), (120, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_14, where_29, convolution_backward_23], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf193 = torch.ops.aten.convolution_backward.default(buf192, mean_4, primals_138, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf192
        del mean_4
        del primals_138
        buf194 = buf193[0]
        assert_tensor_metadata(buf194, (1, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf194 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf195 = buf193[1]
        assert_tensor_metadata(buf195, (32, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf195 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf196 = buf193[2]
        assert_tensor_metadata(buf196, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf196 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf193
        buf197 = reinterpret_tensor(buf187, (120, ), (1, ), 0); del buf187  # reuse
        buf198 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf199 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf200 = buf185; del buf185  # reuse
        buf202 = empty_strided_cpu((1, 120, 4, 4), (1920, 4, 480, 1), torch.float32)
        buf203 = empty_strided_cpu((1, 120, 4, 4), (1920, 16, 4, 1), torch.float32)
        assert_size_stride(primals_132, (120, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_22(buf200, buf183, convolution_29, buf194, convolution_27, getitem_39, rsqrt_19, primals_136, buf197, buf198, buf199, buf202, buf203)
        del buf183
        del buf194
        del buf200
        del buf202
        del convolution_27
        del convolution_29
        del getitem_39
        del primals_136
        del rsqrt_19
        # Topologically Sorted Source Nodes: [full_default, scale_24, mul_416, expand_5, div_44, add_221, le_15, lt_15, div_45, add_222, mul_419, where_30, where_31, input_57, unsqueeze_304, unsqueeze_305, unsqueeze_306, sub_90, mul_421, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_422, mul_423, mul_424, unsqueeze_310, unsqueeze_311, unsqueeze_312, mul_425, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_426, sub_92, sub_93, mul_427, convolution_backward_24], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf204 = torch.ops.aten.convolution_backward.default(buf203, buf201, primals_132, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 120, [True, True, False])
        del buf201
        del buf203
        del primals_132
        buf205 = buf204[0]
        assert_tensor_metadata(buf205, (1, 120, 4, 4), (1920, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf205 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf206 = buf204[1]
        assert_tensor_metadata(buf206, (120, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf206 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf204
        buf208 = buf198; del buf198  # reuse
        buf209 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf210 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf211 = buf207; del buf207  # reuse
        assert_size_stride_grouped((add_103, primals_126), ((1, 40, 4, 4), (120, 40, 1, 1)), ((640, 1, 160, 40), (40, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_23(buf211, buf205, convolution_26, getitem_37, rsqrt_18, primals_130, buf208, buf209, buf210)
        del buf205
        del buf209
        del convolution_26
        del getitem_37
        del primals_130
        del rsqrt_18
        # Topologically Sorted Source Nodes: [full_default, le_16, lt_16, div_46, add_223, mul_429, where_32, where_33, input_54, unsqueeze_316, unsqueeze_317, unsqueeze_318, sub_94, mul_431, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_432, mul_433, mul_434, unsqueeze_322, unsqueeze_323, unsqueeze_324, mul_435, unsqueeze_325, unsqueeze_326, unsqueeze_327, mul_436, sub_96, sub_97, mul_437, convolution_backward_25], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf212 = torch.ops.aten.convolution_backward.default(buf211, add_103, primals_126, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_103
        del buf211
        del primals_126
        buf213 = buf212[0]
        assert_tensor_metadata(buf213, (1, 40, 4, 4), (640, 1, 160, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf213 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf214 = buf212[1]
        assert_tensor_metadata(buf214, (120, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf214 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf212
        assert_size_stride_grouped((convolution_25, unsqueeze_330, squeeze_52), ((1, 40, 4, 4), (1, 40, 1, 1), (40, )), ((640, 1, 160, 40), (40, 1, 1, 1), (1, )), 'input')
        buf215 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf216 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf217 = empty_strided_cpu((40, ), (1, ), torch.float32)
        assert_size_stride(primals_124, (40, ), (1, ), 'input')
        buf218 = convolution_25; del convolution_25  # reuse
        assert_size_stride_grouped((mul_129, primals_120), ((1, 240, 4, 4), (40, 240, 1, 1)), ((3840, 1, 960, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_24(buf218, buf213, unsqueeze_330, squeeze_52, primals_124, buf215, buf216, buf217)
        del primals_124
        del squeeze_52
        del unsqueeze_330
        # Topologically Sorted Source Nodes: [sub_98, mul_440, unsqueeze_331, unsqueeze_332, unsqueeze_333, mul_441, mul_442, mul_443, unsqueeze_334, unsqueeze_335, unsqueeze_336, mul_444, unsqueeze_337, unsqueeze_338, unsqueeze_339, mul_445, sub_100, sub_101, mul_446, convolution_backward_26], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf219 = torch.ops.aten.convolution_backward.default(buf218, mul_129, primals_120, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf218
        del mul_129
        del primals_120
        buf220 = buf219[0]
        assert_tensor_metadata(buf220, (1, 240, 4, 4), (3840, 1, 960, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf220 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf221 = buf219[1]
        assert_tensor_metadata(buf221, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf221 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf219
        assert_size_stride(convolution_24, (1, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf223 = empty_strided_cpu((1, 240, 1, 1), (240, 1, 240, 240), torch.float32)
        buf224 = buf223; del buf223  # reuse
        assert_size_stride_grouped((relu_8, primals_118), ((1, 64, 1, 1), (240, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_25(buf224, buf220, buf222, convolution_24)
        # Topologically Sorted Source Nodes: [full_default, gt_5, lt_17, bitwise_and_5, mul_450, where_34, convolution_backward_27], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf225 = torch.ops.aten.convolution_backward.default(buf224, relu_8, primals_118, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_118
        buf226 = buf225[0]
        assert_tensor_metadata(buf226, (1, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf226 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf229 = relu_8; del relu_8  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_26(buf229, buf226)
        del buf226
        buf227 = buf225[1]
        assert_tensor_metadata(buf227, (240, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf227 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf228 = buf225[2]
        assert_tensor_metadata(buf228, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf228 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf225
        assert_size_stride_grouped((mean_3, primals_116), ((1, 240, 1, 1), (64, 240, 1, 1)), ((240, 1, 240, 240), (240, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_17, where_35, convolution_backward_28], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf230 = torch.ops.aten.convolution_backward.default(buf229, mean_3, primals_116, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf229
        del mean_3
        del primals_116
        buf231 = buf230[0]
        assert_tensor_metadata(buf231, (1, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf231 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf232 = buf230[1]
        assert_tensor_metadata(buf232, (64, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf232 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf233 = buf230[2]
        assert_tensor_metadata(buf233, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf233 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf230
        buf234 = reinterpret_tensor(buf224, (240, ), (1, ), 0); del buf224  # reuse
        buf235 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf236 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf237 = buf222; del buf222  # reuse
        buf239 = empty_strided_cpu((1, 240, 4, 4), (3840, 4, 960, 1), torch.float32)
        buf240 = empty_strided_cpu((1, 240, 4, 4), (3840, 16, 4, 1), torch.float32)
        assert_size_stride(primals_110, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_27(buf237, buf220, convolution_24, buf231, convolution_22, getitem_33, rsqrt_16, primals_114, buf234, buf235, buf236, buf239, buf240)
        del buf220
        del buf231
        del buf237
        del buf239
        del convolution_22
        del convolution_24
        del getitem_33
        del primals_114
        del rsqrt_16
        # Topologically Sorted Source Nodes: [full_default, scale_19, mul_448, expand_6, div_47, add_224, le_18, lt_18, div_48, add_225, mul_451, where_36, where_37, input_48, unsqueeze_340, unsqueeze_341, unsqueeze_342, sub_102, mul_453, unsqueeze_343, unsqueeze_344, unsqueeze_345, mul_454, mul_455, mul_456, unsqueeze_346, unsqueeze_347, unsqueeze_348, mul_457, unsqueeze_349, unsqueeze_350, unsqueeze_351, mul_458, sub_104, sub_105, mul_459, convolution_backward_29], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf241 = torch.ops.aten.convolution_backward.default(buf240, buf238, primals_110, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del buf238
        del primals_110
        buf242 = buf241[0]
        assert_tensor_metadata(buf242, (1, 240, 4, 4), (3840, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf242 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf243 = buf241[1]
        assert_tensor_metadata(buf243, (240, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf243 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf241
        buf245 = buf235; del buf235  # reuse
        buf246 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf247 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf248 = buf244; del buf244  # reuse
        assert_size_stride_grouped((add_84, primals_104), ((1, 40, 4, 4), (240, 40, 1, 1)), ((640, 1, 160, 40), (40, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_28(buf248, buf242, convolution_21, getitem_31, rsqrt_15, primals_108, buf245, buf246, buf247)
        del buf242
        del convolution_21
        del getitem_31
        del primals_108
        del rsqrt_15
        # Topologically Sorted Source Nodes: [full_default, le_19, lt_19, div_49, add_226, mul_461, where_38, where_39, input_45, unsqueeze_352, unsqueeze_353, unsqueeze_354, sub_106, mul_463, unsqueeze_355, unsqueeze_356, unsqueeze_357, mul_464, mul_465, mul_466, unsqueeze_358, unsqueeze_359, unsqueeze_360, mul_467, unsqueeze_361, unsqueeze_362, unsqueeze_363, mul_468, sub_108, sub_109, mul_469, convolution_backward_30], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf249 = torch.ops.aten.convolution_backward.default(buf248, add_84, primals_104, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_84
        del primals_104
        buf250 = buf249[0]
        assert_tensor_metadata(buf250, (1, 40, 4, 4), (640, 1, 160, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf250 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf251 = buf249[1]
        assert_tensor_metadata(buf251, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf251 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf249
        assert_size_stride_grouped((convolution_20, unsqueeze_366, squeeze_43), ((1, 40, 4, 4), (1, 40, 1, 1), (40, )), ((640, 1, 160, 40), (40, 1, 1, 1), (1, )), 'input')
        buf252 = buf216; del buf216  # reuse
        buf253 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf254 = empty_strided_cpu((40, ), (1, ), torch.float32)
        assert_size_stride(primals_102, (40, ), (1, ), 'input')
        buf255 = convolution_20; del convolution_20  # reuse
        assert_size_stride_grouped((mul_105, primals_98), ((1, 240, 4, 4), (40, 240, 1, 1)), ((3840, 1, 960, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_29(buf255, buf213, buf250, unsqueeze_366, squeeze_43, primals_102, buf252, buf253, buf254)
        del primals_102
        del squeeze_43
        del unsqueeze_366
        # Topologically Sorted Source Nodes: [add_227, sub_110, mul_472, unsqueeze_367, unsqueeze_368, unsqueeze_369, mul_473, mul_474, mul_475, unsqueeze_370, unsqueeze_371, unsqueeze_372, mul_476, unsqueeze_373, unsqueeze_374, unsqueeze_375, mul_477, sub_112, sub_113, mul_478, convolution_backward_31], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf256 = torch.ops.aten.convolution_backward.default(buf255, mul_105, primals_98, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf255
        del mul_105
        del primals_98
        buf257 = buf256[0]
        assert_tensor_metadata(buf257, (1, 240, 4, 4), (3840, 1, 960, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf257 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf258 = buf256[1]
        assert_tensor_metadata(buf258, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf258 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf256
        assert_size_stride(convolution_19, (1, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf260 = reinterpret_tensor(buf246, (1, 240, 1, 1), (240, 1, 240, 240), 0); del buf246  # reuse
        buf261 = buf260; del buf260  # reuse
        assert_size_stride_grouped((relu_7, primals_96), ((1, 64, 1, 1), (240, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_25(buf261, buf257, buf259, convolution_19)
        # Topologically Sorted Source Nodes: [full_default, gt_6, lt_20, bitwise_and_6, mul_482, where_40, convolution_backward_32], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf262 = torch.ops.aten.convolution_backward.default(buf261, relu_7, primals_96, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_96
        buf263 = buf262[0]
        assert_tensor_metadata(buf263, (1, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf263 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf266 = relu_7; del relu_7  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_26(buf266, buf263)
        del buf263
        buf264 = buf262[1]
        assert_tensor_metadata(buf264, (240, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf264 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf265 = buf262[2]
        assert_tensor_metadata(buf265, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf265 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf262
        assert_size_stride_grouped((mean_2, primals_94), ((1, 240, 1, 1), (64, 240, 1, 1)), ((240, 1, 240, 240), (240, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_20, where_41, convolution_backward_33], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf267 = torch.ops.aten.convolution_backward.default(buf266, mean_2, primals_94, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf266
        del mean_2
        del primals_94
        buf268 = buf267[0]
        assert_tensor_metadata(buf268, (1, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf268 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf269 = buf267[1]
        assert_tensor_metadata(buf269, (64, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf269 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf270 = buf267[2]
        assert_tensor_metadata(buf270, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf270 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf267
        buf271 = reinterpret_tensor(buf261, (240, ), (1, ), 0); del buf261  # reuse
        buf272 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf273 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf274 = buf259; del buf259  # reuse
        buf276 = reinterpret_tensor(buf248, (1, 240, 4, 4), (3840, 4, 960, 1), 0); del buf248  # reuse
        buf277 = buf240; del buf240  # reuse
        assert_size_stride(primals_88, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_27(buf274, buf257, convolution_19, buf268, convolution_17, getitem_27, rsqrt_13, primals_92, buf271, buf272, buf273, buf276, buf277)
        del buf257
        del buf268
        del buf274
        del buf276
        del convolution_17
        del convolution_19
        del getitem_27
        del primals_92
        del rsqrt_13
        # Topologically Sorted Source Nodes: [full_default, scale_14, mul_480, expand_7, div_50, add_228, le_21, lt_21, div_51, add_229, mul_483, where_42, where_43, input_39, unsqueeze_376, unsqueeze_377, unsqueeze_378, sub_114, mul_485, unsqueeze_379, unsqueeze_380, unsqueeze_381, mul_486, mul_487, mul_488, unsqueeze_382, unsqueeze_383, unsqueeze_384, mul_489, unsqueeze_385, unsqueeze_386, unsqueeze_387, mul_490, sub_116, sub_117, mul_491, convolution_backward_34], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf278 = torch.ops.aten.convolution_backward.default(buf277, buf275, primals_88, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del buf275
        del buf277
        del primals_88
        buf279 = buf278[0]
        assert_tensor_metadata(buf279, (1, 240, 4, 4), (3840, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf279 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf280 = buf278[1]
        assert_tensor_metadata(buf280, (240, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf280 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf278
        buf282 = buf272; del buf272  # reuse
        buf283 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf284 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf285 = buf281; del buf281  # reuse
        assert_size_stride_grouped((add_65, primals_82), ((1, 40, 4, 4), (240, 40, 1, 1)), ((640, 1, 160, 40), (40, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_28(buf285, buf279, convolution_16, getitem_25, rsqrt_12, primals_86, buf282, buf283, buf284)
        del buf279
        del buf283
        del convolution_16
        del getitem_25
        del primals_86
        del rsqrt_12
        # Topologically Sorted Source Nodes: [full_default, le_22, lt_22, div_52, add_230, mul_493, where_44, where_45, input_36, unsqueeze_388, unsqueeze_389, unsqueeze_390, sub_118, mul_495, unsqueeze_391, unsqueeze_392, unsqueeze_393, mul_496, mul_497, mul_498, unsqueeze_394, unsqueeze_395, unsqueeze_396, mul_499, unsqueeze_397, unsqueeze_398, unsqueeze_399, mul_500, sub_120, sub_121, mul_501, convolution_backward_35], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf286 = torch.ops.aten.convolution_backward.default(buf285, add_65, primals_82, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_65
        del buf285
        del primals_82
        buf287 = buf286[0]
        assert_tensor_metadata(buf287, (1, 40, 4, 4), (640, 1, 160, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf287 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf288 = buf286[1]
        assert_tensor_metadata(buf288, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf288 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf286
        assert_size_stride_grouped((convolution_15, unsqueeze_402, squeeze_34), ((1, 40, 4, 4), (1, 40, 1, 1), (40, )), ((640, 1, 160, 40), (40, 1, 1, 1), (1, )), 'input')
        buf289 = buf253; del buf253  # reuse
        buf290 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf291 = empty_strided_cpu((40, ), (1, ), torch.float32)
        assert_size_stride(primals_80, (40, ), (1, ), 'input')
        buf292 = buf213; del buf213  # reuse
        assert_size_stride_grouped((mul_81, primals_76), ((1, 96, 4, 4), (40, 96, 1, 1)), ((1536, 1, 384, 96), (96, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_30(buf292, buf250, buf287, convolution_15, unsqueeze_402, squeeze_34, primals_80, buf289, buf290, buf291)
        del buf250
        del buf287
        del buf290
        del convolution_15
        del primals_80
        del squeeze_34
        del unsqueeze_402
        # Topologically Sorted Source Nodes: [add_227, add_231, sub_122, mul_504, unsqueeze_403, unsqueeze_404, unsqueeze_405, mul_505, mul_506, mul_507, unsqueeze_406, unsqueeze_407, unsqueeze_408, mul_508, unsqueeze_409, unsqueeze_410, unsqueeze_411, mul_509, sub_124, sub_125, mul_510, convolution_backward_36], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf293 = torch.ops.aten.convolution_backward.default(buf292, mul_81, primals_76, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf292
        del mul_81
        del primals_76
        buf294 = buf293[0]
        assert_tensor_metadata(buf294, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf294 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf295 = buf293[1]
        assert_tensor_metadata(buf295, (40, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf295 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf293
        assert_size_stride(convolution_14, (1, 96, 1, 1), (96, 1, 96, 96), 'input')
        buf297 = buf104; del buf104  # reuse
        buf298 = buf297; del buf297  # reuse
        assert_size_stride_grouped((relu_6, primals_74), ((1, 24, 1, 1), (96, 24, 1, 1)), ((24, 1, 24, 24), (24, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_hardswish_backward_mul_sum_31(buf298, buf294, buf296, convolution_14)
        # Topologically Sorted Source Nodes: [full_default, gt_7, lt_23, bitwise_and_7, mul_514, where_46, convolution_backward_37], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf299 = torch.ops.aten.convolution_backward.default(buf298, relu_6, primals_74, [96], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_74
        buf300 = buf299[0]
        assert_tensor_metadata(buf300, (1, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf300 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf303 = relu_6; del relu_6  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_32(buf303, buf300)
        del buf300
        buf301 = buf299[1]
        assert_tensor_metadata(buf301, (96, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf301 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf302 = buf299[2]
        assert_tensor_metadata(buf302, (96, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf302 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf299
        assert_size_stride_grouped((mean_1, primals_72), ((1, 96, 1, 1), (24, 96, 1, 1)), ((96, 1, 96, 96), (96, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_23, where_47, convolution_backward_38], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf304 = torch.ops.aten.convolution_backward.default(buf303, mean_1, primals_72, [24], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf303
        del mean_1
        del primals_72
        buf305 = buf304[0]
        assert_tensor_metadata(buf305, (1, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf305 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf306 = buf304[1]
        assert_tensor_metadata(buf306, (24, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf306 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf307 = buf304[2]
        assert_tensor_metadata(buf307, (24, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf307 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf304
        buf308 = reinterpret_tensor(buf298, (96, ), (1, ), 0); del buf298  # reuse
        buf309 = buf103; del buf103  # reuse
        buf310 = reinterpret_tensor(buf101, (96, ), (1, ), 0); del buf101  # reuse
        buf311 = buf296; del buf296  # reuse
        buf313 = empty_strided_cpu((1, 96, 4, 4), (1536, 4, 384, 1), torch.float32)
        buf314 = empty_strided_cpu((1, 96, 4, 4), (1536, 16, 4, 1), torch.float32)
        assert_size_stride(primals_66, (96, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_33(buf311, buf294, convolution_14, buf305, convolution_12, getitem_21, rsqrt_10, primals_70, buf308, buf309, buf310, buf313, buf314)
        del buf294
        del buf305
        del buf311
        del buf313
        del convolution_12
        del convolution_14
        del getitem_21
        del primals_70
        del rsqrt_10
        # Topologically Sorted Source Nodes: [full_default, scale_9, mul_512, expand_8, div_53, add_232, le_24, lt_24, div_54, add_233, mul_515, where_48, where_49, input_30, unsqueeze_412, unsqueeze_413, unsqueeze_414, sub_126, mul_517, unsqueeze_415, unsqueeze_416, unsqueeze_417, mul_518, mul_519, mul_520, unsqueeze_418, unsqueeze_419, unsqueeze_420, mul_521, unsqueeze_421, unsqueeze_422, unsqueeze_423, mul_522, sub_128, sub_129, mul_523, convolution_backward_39], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf315 = torch.ops.aten.convolution_backward.default(buf314, buf312, primals_66, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 96, [True, True, False])
        del buf312
        del buf314
        del primals_66
        buf316 = buf315[0]
        assert_tensor_metadata(buf316, (1, 96, 8, 8), (6144, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf316 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf317 = buf315[1]
        assert_tensor_metadata(buf317, (96, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf317 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf315
        buf319 = buf309; del buf309  # reuse
        buf320 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf321 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf322 = buf318; del buf318  # reuse
        assert_size_stride_grouped((add_47, primals_60), ((1, 24, 8, 8), (96, 24, 1, 1)), ((1536, 1, 192, 24), (24, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_34(buf322, buf316, convolution_11, getitem_19, rsqrt_9, primals_64, buf319, buf320, buf321)
        del buf316
        del buf320
        del convolution_11
        del getitem_19
        del primals_64
        del rsqrt_9
        # Topologically Sorted Source Nodes: [full_default, le_25, lt_25, div_55, add_234, mul_525, where_50, where_51, input_27, unsqueeze_424, unsqueeze_425, unsqueeze_426, sub_130, mul_527, unsqueeze_427, unsqueeze_428, unsqueeze_429, mul_528, mul_529, mul_530, unsqueeze_430, unsqueeze_431, unsqueeze_432, mul_531, unsqueeze_433, unsqueeze_434, unsqueeze_435, mul_532, sub_132, sub_133, mul_533, convolution_backward_40], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf323 = torch.ops.aten.convolution_backward.default(buf322, add_47, primals_60, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_47
        del buf322
        del primals_60
        buf324 = buf323[0]
        assert_tensor_metadata(buf324, (1, 24, 8, 8), (1536, 1, 192, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf324 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf325 = buf323[1]
        assert_tensor_metadata(buf325, (96, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf325 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf323
        assert_size_stride_grouped((convolution_10, unsqueeze_438, squeeze_25), ((1, 24, 8, 8), (1, 24, 1, 1), (24, )), ((1536, 1, 192, 24), (24, 1, 1, 1), (1, )), 'input')
        buf326 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf327 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf328 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_58, (24, ), (1, ), 'input')
        buf329 = convolution_10; del convolution_10  # reuse
        assert_size_stride_grouped((relu_5, primals_54), ((1, 88, 8, 8), (24, 88, 1, 1)), ((5632, 1, 704, 88), (88, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_35(buf329, buf324, unsqueeze_438, squeeze_25, primals_58, buf326, buf327, buf328)
        del primals_58
        del squeeze_25
        del unsqueeze_438
        # Topologically Sorted Source Nodes: [sub_134, mul_536, unsqueeze_439, unsqueeze_440, unsqueeze_441, mul_537, mul_538, mul_539, unsqueeze_442, unsqueeze_443, unsqueeze_444, mul_540, unsqueeze_445, unsqueeze_446, unsqueeze_447, mul_541, sub_136, sub_137, mul_542, convolution_backward_41], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf330 = torch.ops.aten.convolution_backward.default(buf329, relu_5, primals_54, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf329
        del primals_54
        buf331 = buf330[0]
        assert_tensor_metadata(buf331, (1, 88, 8, 8), (5632, 1, 704, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf331 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf332 = buf330[1]
        assert_tensor_metadata(buf332, (24, 88, 1, 1), (88, 1, 88, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf332 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf330
        assert_size_stride_grouped((convolution_9, unsqueeze_450, squeeze_22), ((1, 88, 8, 8), (1, 88, 1, 1), (88, )), ((5632, 1, 704, 88), (88, 1, 1, 1), (1, )), 'input')
        buf333 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf334 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf335 = empty_strided_cpu((88, ), (1, ), torch.float32)
        assert_size_stride(primals_52, (88, ), (1, ), 'input')
        buf336 = relu_5; del relu_5  # reuse
        buf338 = empty_strided_cpu((1, 88, 8, 8), (5632, 8, 704, 1), torch.float32)
        buf339 = empty_strided_cpu((1, 88, 8, 8), (5632, 64, 8, 1), torch.float32)
        assert_size_stride(primals_48, (88, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_36(buf336, buf331, convolution_9, unsqueeze_450, squeeze_22, primals_52, buf333, buf334, buf335, buf338, buf339)
        del buf331
        del buf336
        del buf338
        del convolution_9
        del primals_52
        del squeeze_22
        del unsqueeze_450
        # Topologically Sorted Source Nodes: [full_default, le_26, where_52, sub_138, mul_545, unsqueeze_451, unsqueeze_452, unsqueeze_453, mul_546, mul_547, mul_548, unsqueeze_454, unsqueeze_455, unsqueeze_456, mul_549, unsqueeze_457, unsqueeze_458, unsqueeze_459, mul_550, sub_140, sub_141, mul_551, convolution_backward_42], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf340 = torch.ops.aten.convolution_backward.default(buf339, buf337, primals_48, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 88, [True, True, False])
        del buf337
        del buf339
        del primals_48
        buf341 = buf340[0]
        assert_tensor_metadata(buf341, (1, 88, 8, 8), (5632, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf341 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf342 = buf340[1]
        assert_tensor_metadata(buf342, (88, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf342 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf340
        assert_size_stride_grouped((convolution_8, unsqueeze_462, squeeze_19), ((1, 88, 8, 8), (1, 88, 1, 1), (88, )), ((5632, 1, 704, 88), (88, 1, 1, 1), (1, )), 'input')
        buf343 = buf334; del buf334  # reuse
        buf344 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf345 = empty_strided_cpu((88, ), (1, ), torch.float32)
        assert_size_stride(primals_46, (88, ), (1, ), 'input')
        buf346 = relu_4; del relu_4  # reuse
        assert_size_stride_grouped((add_31, primals_42), ((1, 24, 8, 8), (88, 24, 1, 1)), ((1536, 1, 192, 24), (24, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_37(buf346, buf341, convolution_8, unsqueeze_462, squeeze_19, primals_46, buf343, buf344, buf345)
        del buf341
        del buf344
        del convolution_8
        del primals_46
        del squeeze_19
        del unsqueeze_462
        # Topologically Sorted Source Nodes: [full_default, le_27, where_53, sub_142, mul_554, unsqueeze_463, unsqueeze_464, unsqueeze_465, mul_555, mul_556, mul_557, unsqueeze_466, unsqueeze_467, unsqueeze_468, mul_558, unsqueeze_469, unsqueeze_470, unsqueeze_471, mul_559, sub_144, sub_145, mul_560, convolution_backward_43], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf347 = torch.ops.aten.convolution_backward.default(buf346, add_31, primals_42, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_31
        del buf346
        del primals_42
        buf348 = buf347[0]
        assert_tensor_metadata(buf348, (1, 24, 8, 8), (1536, 1, 192, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf348 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf349 = buf347[1]
        assert_tensor_metadata(buf349, (88, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf349 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf347
        assert_size_stride_grouped((convolution_7, unsqueeze_474, squeeze_16), ((1, 24, 8, 8), (1, 24, 1, 1), (24, )), ((1536, 1, 192, 24), (24, 1, 1, 1), (1, )), 'input')
        buf350 = buf327; del buf327  # reuse
        buf351 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf352 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_40, (24, ), (1, ), 'input')
        buf353 = buf324; del buf324  # reuse
        assert_size_stride_grouped((relu_3, primals_36), ((1, 72, 8, 8), (24, 72, 1, 1)), ((4608, 1, 576, 72), (72, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_38(buf353, buf348, convolution_7, unsqueeze_474, squeeze_16, primals_40, buf350, buf351, buf352)
        del buf348
        del buf351
        del convolution_7
        del primals_40
        del squeeze_16
        del unsqueeze_474
        # Topologically Sorted Source Nodes: [add_235, sub_146, mul_563, unsqueeze_475, unsqueeze_476, unsqueeze_477, mul_564, mul_565, mul_566, unsqueeze_478, unsqueeze_479, unsqueeze_480, mul_567, unsqueeze_481, unsqueeze_482, unsqueeze_483, mul_568, sub_148, sub_149, mul_569, convolution_backward_44], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf354 = torch.ops.aten.convolution_backward.default(buf353, relu_3, primals_36, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf353
        del primals_36
        buf355 = buf354[0]
        assert_tensor_metadata(buf355, (1, 72, 8, 8), (4608, 1, 576, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf355 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf356 = buf354[1]
        assert_tensor_metadata(buf356, (24, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf356 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf354
        assert_size_stride_grouped((convolution_6, unsqueeze_486, squeeze_13), ((1, 72, 8, 8), (1, 72, 1, 1), (72, )), ((4608, 1, 576, 72), (72, 1, 1, 1), (1, )), 'input')
        buf357 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf358 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf359 = empty_strided_cpu((72, ), (1, ), torch.float32)
        assert_size_stride(primals_34, (72, ), (1, ), 'input')
        buf360 = relu_3; del relu_3  # reuse
        buf362 = reinterpret_tensor(buf137, (1, 72, 8, 8), (4608, 8, 576, 1), 0); del buf137  # reuse
        buf363 = reinterpret_tensor(buf127, (1, 72, 8, 8), (4608, 64, 8, 1), 0); del buf127  # reuse
        assert_size_stride(primals_30, (72, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_39(buf360, buf355, convolution_6, unsqueeze_486, squeeze_13, primals_34, buf357, buf358, buf359, buf362, buf363)
        del buf355
        del buf360
        del buf362
        del convolution_6
        del primals_34
        del squeeze_13
        del unsqueeze_486
        # Topologically Sorted Source Nodes: [full_default, le_28, where_54, sub_150, mul_572, unsqueeze_487, unsqueeze_488, unsqueeze_489, mul_573, mul_574, mul_575, unsqueeze_490, unsqueeze_491, unsqueeze_492, mul_576, unsqueeze_493, unsqueeze_494, unsqueeze_495, mul_577, sub_152, sub_153, mul_578, convolution_backward_45], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf364 = torch.ops.aten.convolution_backward.default(buf363, buf361, primals_30, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 72, [True, True, False])
        del buf361
        del buf363
        del primals_30
        buf365 = buf364[0]
        assert_tensor_metadata(buf365, (1, 72, 16, 16), (18432, 256, 16, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf365 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf366 = buf364[1]
        assert_tensor_metadata(buf366, (72, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf366 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf364
        assert_size_stride_grouped((convolution_5, unsqueeze_498, squeeze_10), ((1, 72, 16, 16), (1, 72, 1, 1), (72, )), ((18432, 1, 1152, 72), (72, 1, 1, 1), (1, )), 'input')
        buf367 = buf358; del buf358  # reuse
        buf368 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf369 = empty_strided_cpu((72, ), (1, ), torch.float32)
        assert_size_stride(primals_28, (72, ), (1, ), 'input')
        buf370 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((add_16, primals_24), ((1, 16, 16, 16), (72, 16, 1, 1)), ((4096, 1, 256, 16), (16, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardswish_backward_native_batch_norm_backward_threshold_backward_40(buf370, buf365, convolution_5, unsqueeze_498, squeeze_10, primals_28, buf367, buf368, buf369)
        del buf365
        del buf368
        del convolution_5
        del primals_28
        del squeeze_10
        del unsqueeze_498
        # Topologically Sorted Source Nodes: [full_default, le_29, where_55, sub_154, mul_581, unsqueeze_499, unsqueeze_500, unsqueeze_501, mul_582, mul_583, mul_584, unsqueeze_502, unsqueeze_503, unsqueeze_504, mul_585, unsqueeze_505, unsqueeze_506, unsqueeze_507, mul_586, sub_156, sub_157, mul_587, convolution_backward_46], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf371 = torch.ops.aten.convolution_backward.default(buf370, add_16, primals_24, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_16
        del buf370
        del primals_24
        buf372 = buf371[0]
        assert_tensor_metadata(buf372, (1, 16, 16, 16), (4096, 1, 256, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf372 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf373 = buf371[1]
        assert_tensor_metadata(buf373, (72, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf373 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf371
        assert_size_stride_grouped((convolution_4, unsqueeze_510, squeeze_7), ((1, 16, 16, 16), (1, 16, 1, 1), (16, )), ((4096, 1, 256, 16), (16, 1, 1, 1), (1, )), 'input')
        buf374 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf375 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf376 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(primals_22, (16, ), (1, ), 'input')
        buf377 = buf372; del buf372  # reuse
        assert_size_stride_grouped((mul_15, primals_18), ((1, 16, 16, 16), (16, 16, 1, 1)), ((4096, 1, 256, 16), (16, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_41(buf377, convolution_4, unsqueeze_510, squeeze_7, primals_22, buf374, buf375, buf376)
        del convolution_4
        del primals_22
        del squeeze_7
        del unsqueeze_510
        # Topologically Sorted Source Nodes: [sub_158, mul_590, unsqueeze_511, unsqueeze_512, unsqueeze_513, mul_591, mul_592, mul_593, unsqueeze_514, unsqueeze_515, unsqueeze_516, mul_594, unsqueeze_517, unsqueeze_518, unsqueeze_519, mul_595, sub_160, sub_161, mul_596, convolution_backward_47], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf378 = torch.ops.aten.convolution_backward.default(buf377, mul_15, primals_18, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf377
        del mul_15
        del primals_18
        buf379 = buf378[0]
        assert_tensor_metadata(buf379, (1, 16, 16, 16), (4096, 1, 256, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf379 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf380 = buf378[1]
        assert_tensor_metadata(buf380, (16, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf380 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf378
        assert_size_stride(convolution_3, (1, 16, 1, 1), (16, 1, 16, 16), 'input')
        buf382 = reinterpret_tensor(buf375, (1, 16, 1, 1), (16, 1, 16, 16), 0); del buf375  # reuse
        buf383 = buf382; del buf382  # reuse
        assert_size_stride_grouped((relu_1, primals_16), ((1, 8, 1, 1), (16, 8, 1, 1)), ((8, 1, 8, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_hardsigmoid_backward_hardswish_backward_mul_sum_42(buf383, buf379, buf381, convolution_3)
        # Topologically Sorted Source Nodes: [full_default, gt_8, lt_26, bitwise_and_8, mul_600, where_56, convolution_backward_48], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf384 = torch.ops.aten.convolution_backward.default(buf383, relu_1, primals_16, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_16
        buf385 = buf384[0]
        assert_tensor_metadata(buf385, (1, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf385 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf388 = relu_1; del relu_1  # reuse
        cpp_fused_convolution_backward_hardswish_backward_threshold_backward_43(buf388, buf385)
        del buf385
        buf386 = buf384[1]
        assert_tensor_metadata(buf386, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf386 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf387 = buf384[2]
        assert_tensor_metadata(buf387, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf387 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf384
        assert_size_stride_grouped((mean, primals_14), ((1, 16, 1, 1), (8, 16, 1, 1)), ((16, 1, 16, 16), (16, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, le_30, where_57, convolution_backward_49], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.convolution_backward]
        buf389 = torch.ops.aten.convolution_backward.default(buf388, mean, primals_14, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf388
        del mean
        del primals_14
        buf390 = buf389[0]
        assert_tensor_metadata(buf390, (1, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf390 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf391 = buf389[1]
        assert_tensor_metadata(buf391, (8, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf391 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf392 = buf389[2]
        assert_tensor_metadata(buf392, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf392 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf389
        buf393 = reinterpret_tensor(buf383, (16, ), (1, ), 0); del buf383  # reuse
        buf394 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf395 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf396 = buf381; del buf381  # reuse
        buf398 = empty_strided_cpu((1, 16, 16, 16), (4096, 16, 256, 1), torch.float32)
        buf399 = empty_strided_cpu((1, 16, 16, 16), (4096, 256, 16, 1), torch.float32)
        assert_size_stride(primals_8, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_threshold_backward_44(buf396, buf379, convolution_3, buf390, convolution_1, getitem_3, rsqrt_1, primals_12, buf393, buf394, buf395, buf398, buf399)
        del buf379
        del buf390
        del buf396
        del buf398
        del convolution_1
        del convolution_3
        del getitem_3
        del primals_12
        del rsqrt_1
        # Topologically Sorted Source Nodes: [full_default, scale_4, mul_598, expand_9, div_56, add_236, le_31, where_58, input_5, unsqueeze_520, unsqueeze_521, unsqueeze_522, sub_162, mul_602, unsqueeze_523, unsqueeze_524, unsqueeze_525, mul_603, mul_604, mul_605, unsqueeze_526, unsqueeze_527, unsqueeze_528, mul_606, unsqueeze_529, unsqueeze_530, unsqueeze_531, mul_607, sub_164, sub_165, mul_608, convolution_backward_50], Original ATen: [aten.hardswish_backward, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf400 = torch.ops.aten.convolution_backward.default(buf399, buf397, primals_8, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 16, [True, True, False])
        del buf397
        del buf399
        del primals_8
        buf401 = buf400[0]
        assert_tensor_metadata(buf401, (1, 16, 32, 32), (16384, 1024, 32, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf401 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf402 = buf400[1]
        assert_tensor_metadata(buf402, (16, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf402 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf400
        buf404 = buf394; del buf394  # reuse
        buf405 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf406 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf407 = buf403; del buf403  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((1, 3, 64, 64), (16, 3, 3, 3)), ((12288, 1, 192, 3), (27, 1, 9, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_45(buf407, buf401, convolution, getitem_1, rsqrt, primals_6, buf404, buf405, buf406)
        del buf401
        del buf405
        del convolution
        del getitem_1
        del primals_6
        del rsqrt
        # Topologically Sorted Source Nodes: [full_default, le_32, lt_27, div_57, add_237, mul_610, where_59, where_60, input_2, unsqueeze_532, unsqueeze_533, unsqueeze_534, sub_166, mul_612, unsqueeze_535, unsqueeze_536, unsqueeze_537, mul_613, mul_614, mul_615, unsqueeze_538, unsqueeze_539, unsqueeze_540, mul_616, unsqueeze_541, unsqueeze_542, unsqueeze_543, mul_617, sub_168, sub_169, mul_618, convolution_backward_51], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf408 = torch.ops.aten.convolution_backward.default(buf407, primals_2, primals_1, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf407
        del primals_1
        del primals_2
        buf409 = buf408[1]
        assert_tensor_metadata(buf409, (16, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf409 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf408
        assert_size_stride(view, (1, 576), (576, 1), 'input')
        buf5 = empty_strided_cpu((1024, 576), (576, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_7, mm_3], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf3, (1024, 1), (1, 1024), 0), view, out=buf5)
        del buf3
        del view
        assert_size_stride(mul_266, (1, 1024), (1024, 1), 'input')
        buf1 = empty_strided_cpu((1000, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_3, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 1), (1, 1000), 0), mul_266, out=buf1)
        del mul_266
        del tangents_1
        return (buf409, None, None, None, None, buf406, buf404, reinterpret_tensor(buf402, (16, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf395, buf393, buf391, buf392, buf386, buf387, buf380, None, None, None, buf376, buf374, buf373, None, None, None, buf369, buf367, reinterpret_tensor(buf366, (72, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf359, buf357, buf356, None, None, None, buf352, buf350, buf349, None, None, None, buf345, buf343, reinterpret_tensor(buf342, (88, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf335, buf333, buf332, None, None, None, buf328, buf326, buf325, None, None, None, buf321, buf319, reinterpret_tensor(buf317, (96, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf310, buf308, buf306, buf307, buf301, buf302, buf295, None, None, None, buf291, buf289, buf288, None, None, None, buf284, buf282, reinterpret_tensor(buf280, (240, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf273, buf271, buf269, buf270, buf264, buf265, buf258, None, None, None, buf254, buf252, buf251, None, None, None, buf247, buf245, reinterpret_tensor(buf243, (240, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf236, buf234, buf232, buf233, buf227, buf228, buf221, None, None, None, buf217, buf215, buf214, None, None, None, buf210, buf208, reinterpret_tensor(buf206, (120, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf199, buf197, buf195, buf196, buf190, buf191, buf184, None, None, None, buf180, buf178, buf177, None, None, None, buf173, buf171, reinterpret_tensor(buf169, (144, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf162, buf160, buf158, buf159, buf153, buf154, buf147, None, None, None, buf143, buf141, buf140, None, None, None, buf136, buf134, reinterpret_tensor(buf132, (288, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf125, buf123, buf121, buf122, buf116, buf117, buf109, None, None, None, buf105, buf102, buf100, None, None, None, buf96, buf94, reinterpret_tensor(buf90, (576, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf83, buf81, buf79, buf80, buf74, buf75, buf67, None, None, None, buf63, buf60, buf58, None, None, None, buf54, buf52, reinterpret_tensor(buf48, (576, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf41, buf39, buf37, buf38, buf32, buf33, buf25, None, None, None, buf21, buf18, buf16, None, None, None, buf12, buf10, buf5, reinterpret_tensor(buf6, (1024, ), (1, ), 0), buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((8, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((72, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((72, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((88, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((88, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((24, 88, 1, 1), (88, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((40, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((120, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((120, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((32, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((120, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((48, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((144, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_154 = rand_strided((144, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_159 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_160 = rand_strided((40, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((144, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((48, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((288, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((288, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((72, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_184 = rand_strided((288, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((96, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_190 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_196 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_197 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_202 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_203 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_208 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_214 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_219 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_220 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_225 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_226 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((1024, 576), (576, 1), device='cpu', dtype=torch.float32)
    primals_244 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((1, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    div = rand_strided((1, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((1, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    mean = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((1, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    mul_15 = rand_strided((1, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((1, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    add_16 = rand_strided((1, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((1, 72, 16, 16), (18432, 1, 1152, 72), device='cpu', dtype=torch.float32)
    squeeze_10 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((1, 72, 16, 16), (18432, 1, 1152, 72), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((1, 72, 8, 8), (4608, 1, 576, 72), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((1, 72, 8, 8), (4608, 1, 576, 72), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((1, 24, 8, 8), (1536, 1, 192, 24), device='cpu', dtype=torch.float32)
    squeeze_16 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    add_31 = rand_strided((1, 24, 8, 8), (1536, 1, 192, 24), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((1, 88, 8, 8), (5632, 1, 704, 88), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((1, 88, 8, 8), (5632, 1, 704, 88), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((1, 88, 8, 8), (5632, 1, 704, 88), device='cpu', dtype=torch.float32)
    squeeze_22 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    relu_5 = rand_strided((1, 88, 8, 8), (5632, 1, 704, 88), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((1, 24, 8, 8), (1536, 1, 192, 24), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    add_47 = rand_strided((1, 24, 8, 8), (1536, 1, 192, 24), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((1, 96, 8, 8), (6144, 1, 768, 96), device='cpu', dtype=torch.float32)
    getitem_19 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_9 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((1, 96, 8, 8), (6144, 1, 768, 96), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_10 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    mean_1 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    mul_81 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((1, 40, 4, 4), (640, 1, 160, 40), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    add_65 = rand_strided((1, 40, 4, 4), (640, 1, 160, 40), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    getitem_25 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_12 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    div_5 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    getitem_27 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_13 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mean_2 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    relu_7 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mul_105 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((1, 40, 4, 4), (640, 1, 160, 40), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    add_84 = rand_strided((1, 40, 4, 4), (640, 1, 160, 40), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    getitem_31 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_15 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    getitem_33 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_16 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mean_3 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mul_129 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((1, 40, 4, 4), (640, 1, 160, 40), device='cpu', dtype=torch.float32)
    squeeze_52 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    add_103 = rand_strided((1, 40, 4, 4), (640, 1, 160, 40), device='cpu', dtype=torch.float32)
    convolution_26 = rand_strided((1, 120, 4, 4), (1920, 1, 480, 120), device='cpu', dtype=torch.float32)
    getitem_37 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    rsqrt_18 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    div_11 = rand_strided((1, 120, 4, 4), (1920, 1, 480, 120), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((1, 120, 4, 4), (1920, 1, 480, 120), device='cpu', dtype=torch.float32)
    getitem_39 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    rsqrt_19 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    mean_4 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((1, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    mul_153 = rand_strided((1, 120, 4, 4), (1920, 1, 480, 120), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((1, 48, 4, 4), (768, 1, 192, 48), device='cpu', dtype=torch.float32)
    squeeze_61 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    add_121 = rand_strided((1, 48, 4, 4), (768, 1, 192, 48), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((1, 144, 4, 4), (2304, 1, 576, 144), device='cpu', dtype=torch.float32)
    getitem_43 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_21 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    div_14 = rand_strided((1, 144, 4, 4), (2304, 1, 576, 144), device='cpu', dtype=torch.float32)
    convolution_32 = rand_strided((1, 144, 4, 4), (2304, 1, 576, 144), device='cpu', dtype=torch.float32)
    getitem_45 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_22 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    mean_5 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((1, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    mul_177 = rand_strided((1, 144, 4, 4), (2304, 1, 576, 144), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((1, 48, 4, 4), (768, 1, 192, 48), device='cpu', dtype=torch.float32)
    squeeze_70 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    add_140 = rand_strided((1, 48, 4, 4), (768, 1, 192, 48), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((1, 288, 4, 4), (4608, 1, 1152, 288), device='cpu', dtype=torch.float32)
    getitem_49 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    rsqrt_24 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    div_17 = rand_strided((1, 288, 4, 4), (4608, 1, 1152, 288), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((1, 288, 2, 2), (1152, 1, 576, 288), device='cpu', dtype=torch.float32)
    mean_6 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((1, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    mul_201 = rand_strided((1, 288, 2, 2), (1152, 1, 576, 288), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((1, 96, 2, 2), (384, 1, 192, 96), device='cpu', dtype=torch.float32)
    add_158 = rand_strided((1, 96, 2, 2), (384, 1, 192, 96), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    div_20 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    mean_7 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_44 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    mul_225 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    convolution_45 = rand_strided((1, 96, 2, 2), (384, 1, 192, 96), device='cpu', dtype=torch.float32)
    add_177 = rand_strided((1, 96, 2, 2), (384, 1, 192, 96), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    div_23 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    mean_8 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((1, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    mul_249 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    convolution_50 = rand_strided((1, 96, 2, 2), (384, 1, 192, 96), device='cpu', dtype=torch.float32)
    add_196 = rand_strided((1, 96, 2, 2), (384, 1, 192, 96), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((1, 576, 2, 2), (2304, 1, 1152, 576), device='cpu', dtype=torch.float32)
    view = rand_strided((1, 576), (576, 1), device='cpu', dtype=torch.float32)
    addmm = rand_strided((1, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    bernoulli = rand_strided((1, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    mul_266 = rand_strided((1, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    unsqueeze_258 = rand_strided((1, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_294 = rand_strided((1, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_330 = rand_strided((1, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_366 = rand_strided((1, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_402 = rand_strided((1, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_438 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_450 = rand_strided((1, 88, 1, 1), (88, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_462 = rand_strided((1, 88, 1, 1), (88, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_474 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_486 = rand_strided((1, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_498 = rand_strided((1, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_510 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, primals_16, primals_18, primals_22, primals_24, primals_28, primals_30, primals_34, primals_36, primals_40, primals_42, primals_46, primals_48, primals_52, primals_54, primals_58, primals_60, primals_64, primals_65, primals_66, primals_70, primals_71, primals_72, primals_74, primals_76, primals_80, primals_82, primals_86, primals_87, primals_88, primals_92, primals_93, primals_94, primals_96, primals_98, primals_102, primals_104, primals_108, primals_109, primals_110, primals_114, primals_115, primals_116, primals_118, primals_120, primals_124, primals_126, primals_130, primals_131, primals_132, primals_136, primals_137, primals_138, primals_140, primals_142, primals_146, primals_148, primals_152, primals_153, primals_154, primals_158, primals_159, primals_160, primals_162, primals_164, primals_168, primals_170, primals_174, primals_175, primals_176, primals_180, primals_181, primals_182, primals_184, primals_186, primals_190, primals_192, primals_196, primals_197, primals_198, primals_202, primals_203, primals_204, primals_206, primals_208, primals_212, primals_214, primals_218, primals_219, primals_220, primals_224, primals_225, primals_226, primals_228, primals_230, primals_234, primals_236, primals_240, primals_241, primals_242, primals_244, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, mean, relu_1, convolution_3, mul_15, convolution_4, squeeze_7, add_16, convolution_5, squeeze_10, relu_2, convolution_6, squeeze_13, relu_3, convolution_7, squeeze_16, add_31, convolution_8, squeeze_19, relu_4, convolution_9, squeeze_22, relu_5, convolution_10, squeeze_25, add_47, convolution_11, getitem_19, rsqrt_9, div_2, convolution_12, getitem_21, rsqrt_10, mean_1, relu_6, convolution_14, mul_81, convolution_15, squeeze_34, add_65, convolution_16, getitem_25, rsqrt_12, div_5, convolution_17, getitem_27, rsqrt_13, mean_2, relu_7, convolution_19, mul_105, convolution_20, squeeze_43, add_84, convolution_21, getitem_31, rsqrt_15, div_8, convolution_22, getitem_33, rsqrt_16, mean_3, relu_8, convolution_24, mul_129, convolution_25, squeeze_52, add_103, convolution_26, getitem_37, rsqrt_18, div_11, convolution_27, getitem_39, rsqrt_19, mean_4, relu_9, convolution_29, mul_153, convolution_30, squeeze_61, add_121, convolution_31, getitem_43, rsqrt_21, div_14, convolution_32, getitem_45, rsqrt_22, mean_5, relu_10, convolution_34, mul_177, convolution_35, squeeze_70, add_140, convolution_36, getitem_49, rsqrt_24, div_17, convolution_37, mean_6, relu_11, convolution_39, mul_201, convolution_40, add_158, convolution_41, div_20, convolution_42, mean_7, relu_12, convolution_44, mul_225, convolution_45, add_177, convolution_46, div_23, convolution_47, mean_8, relu_13, convolution_49, mul_249, convolution_50, add_196, convolution_51, view, addmm, bernoulli, mul_266, unsqueeze_258, unsqueeze_294, unsqueeze_330, unsqueeze_366, unsqueeze_402, unsqueeze_438, unsqueeze_450, unsqueeze_462, unsqueeze_474, unsqueeze_486, unsqueeze_498, unsqueeze_510, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
