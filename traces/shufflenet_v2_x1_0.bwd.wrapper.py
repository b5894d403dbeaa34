# AOT ID: ['4_backward']
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_sum_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr13)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 232L*x2 + 464L*x0), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr10 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 464L*x0), static_cast<int64_t>(2L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x1 + 232L*x2 + 464L*x0), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr11 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 464L*x0), static_cast<int64_t>(2L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr7 + static_cast<int64_t>(x1 + 232L*x2 + 464L*x0), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr12 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 464L*x0), static_cast<int64_t>(2L));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr13 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_unsqueeze_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
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
                       float* out_ptr22)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr9 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr2 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr3 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr3 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr4 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr4 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_ptr6 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(3072L + x0), static_cast<int64_t>(8));
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
                    tmp9.store(out_ptr7 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr8 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = static_cast<float>(4.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = decltype(tmp11)::blendv(tmp16, tmp11, tmp12.template cast<float,1>());
                        tmp17.store(out_ptr9 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(3072L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(3072L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp9 = tmp7 - tmp8;
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp12 = tmp11 - tmp8;
                    auto tmp13 = tmp1 * tmp12;
                    auto tmp14 = tmp10 + tmp13;
                    auto tmp16 = tmp15 - tmp8;
                    auto tmp17 = tmp3 * tmp16;
                    auto tmp18 = tmp14 + tmp17;
                    auto tmp20 = tmp19 - tmp8;
                    auto tmp21 = tmp5 * tmp20;
                    auto tmp22 = tmp18 + tmp21;
                    auto tmp24 = tmp22 * tmp23;
                    tmp6.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr11 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr12 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr11 + static_cast<int64_t>(x1 + 232L*x2 + 928L*x0), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr13 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 928L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr12 + static_cast<int64_t>(x1 + 232L*x2 + 928L*x0), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr14 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 928L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr13 + static_cast<int64_t>(x1 + 58L*x2 + 464L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr15 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 464L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr13 + static_cast<int64_t>(x1 + 58L*x2 + 464L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr15 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 464L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr14 + static_cast<int64_t>(x1 + 58L*x2 + 464L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr16 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 464L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr14 + static_cast<int64_t>(x1 + 58L*x2 + 464L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr16 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 464L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr15 + static_cast<int64_t>(x1 + 58L*x2 + 464L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr17 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 464L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr15 + static_cast<int64_t>(x1 + 58L*x2 + 464L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr17 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 464L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr16 + static_cast<int64_t>(x1 + 24L*x2 + 384L*x0), static_cast<int64_t>(24L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr18 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 384L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr17 + static_cast<int64_t>(x1 + 116L*x2 + 928L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr19 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 928L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr17 + static_cast<int64_t>(x1 + 116L*x2 + 928L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr19 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 928L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr18 + static_cast<int64_t>(x1 + 116L*x2 + 928L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr20 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 928L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr18 + static_cast<int64_t>(x1 + 116L*x2 + 928L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr20 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 928L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr19 + static_cast<int64_t>(x1 + 58L*x2 + 928L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr21 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 928L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr19 + static_cast<int64_t>(x1 + 58L*x2 + 928L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr21 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 928L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24576L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24576L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr22 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 464L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr5[static_cast<int64_t>(2L*x1 + 464L*x0)];
                        out_ptr1[static_cast<int64_t>(x1 + 464L*x0)] = tmp0;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp9 = tmp7 - tmp8;
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp12 = tmp11 - tmp8;
                    auto tmp13 = tmp1 * tmp12;
                    auto tmp14 = tmp10 + tmp13;
                    auto tmp16 = tmp15 - tmp8;
                    auto tmp17 = tmp3 * tmp16;
                    auto tmp18 = tmp14 + tmp17;
                    auto tmp20 = tmp19 - tmp8;
                    auto tmp21 = tmp5 * tmp20;
                    auto tmp22 = tmp18 + tmp21;
                    auto tmp24 = tmp22 * tmp23;
                    tmp6.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x2 + 464L*x0), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 464L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 2L*x0 + 464L*x1), static_cast<int64_t>(2L));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x2 + 2L*x1 + 4L*x0), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp14 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr2[static_cast<int64_t>(4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp18 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr2[static_cast<int64_t>(1L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp23 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr2[static_cast<int64_t>(2L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp28 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr2[static_cast<int64_t>(3L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp11 = static_cast<float>(0.0);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = at::vec::VecMask<float,1>(tmp10 <= tmp12);
                    auto tmp15 = decltype(tmp12)::blendv(tmp14, tmp12, tmp13.template cast<float,1>());
                    auto tmp17 = at::vec::VecMask<float,1>(tmp16 <= tmp12);
                    auto tmp19 = decltype(tmp12)::blendv(tmp18, tmp12, tmp17.template cast<float,1>());
                    auto tmp20 = tmp15 + tmp19;
                    auto tmp22 = at::vec::VecMask<float,1>(tmp21 <= tmp12);
                    auto tmp24 = decltype(tmp12)::blendv(tmp23, tmp12, tmp22.template cast<float,1>());
                    auto tmp25 = tmp20 + tmp24;
                    auto tmp27 = at::vec::VecMask<float,1>(tmp26 <= tmp12);
                    auto tmp29 = decltype(tmp12)::blendv(tmp28, tmp12, tmp27.template cast<float,1>());
                    auto tmp30 = tmp25 + tmp29;
                    auto tmp31 = tmp0 - tmp9;
                    auto tmp32 = tmp15 * tmp31;
                    auto tmp33 = tmp1 - tmp9;
                    auto tmp34 = tmp19 * tmp33;
                    auto tmp35 = tmp32 + tmp34;
                    auto tmp36 = tmp3 - tmp9;
                    auto tmp37 = tmp24 * tmp36;
                    auto tmp38 = tmp35 + tmp37;
                    auto tmp39 = tmp5 - tmp9;
                    auto tmp40 = tmp29 * tmp39;
                    auto tmp41 = tmp38 + tmp40;
                    auto tmp42 = tmp31 * tmp31;
                    auto tmp43 = tmp33 * tmp33;
                    auto tmp44 = tmp42 + tmp43;
                    auto tmp45 = tmp36 * tmp36;
                    auto tmp46 = tmp44 + tmp45;
                    auto tmp47 = tmp39 * tmp39;
                    auto tmp48 = tmp46 + tmp47;
                    auto tmp49 = tmp48 / tmp8;
                    auto tmp50 = static_cast<float>(1e-05);
                    auto tmp51 = at::vec::Vectorized<float>(tmp50);
                    auto tmp52 = tmp49 + tmp51;
                    auto tmp53 = tmp52.rsqrt();
                    auto tmp54 = tmp41 * tmp53;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp30.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp41.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp53.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp54.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr2 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0 + 232L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 232L*x0 + 232L*x0_inner), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
                            auto tmp9 = tmp7 - tmp8;
                            auto tmp11 = static_cast<float>(0.25);
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0 + 232L*x0_inner));
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


cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 464L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 464L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(2L*x1 + 464L*x0)];
                        out_ptr2[static_cast<int64_t>(x1 + 464L*x0)] = tmp0;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp9 = tmp7 - tmp8;
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp12 = tmp11 - tmp8;
                    auto tmp13 = tmp1 * tmp12;
                    auto tmp14 = tmp10 + tmp13;
                    auto tmp16 = tmp15 - tmp8;
                    auto tmp17 = tmp3 * tmp16;
                    auto tmp18 = tmp14 + tmp17;
                    auto tmp20 = tmp19 - tmp8;
                    auto tmp21 = tmp5 * tmp20;
                    auto tmp22 = tmp18 + tmp21;
                    auto tmp24 = tmp22 * tmp23;
                    tmp6.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 464L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 464L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(2L*x1 + 2L*x1_inner + 464L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp9 = tmp7 - tmp8;
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp12 = tmp11 - tmp8;
                    auto tmp13 = tmp1 * tmp12;
                    auto tmp14 = tmp10 + tmp13;
                    auto tmp16 = tmp15 - tmp8;
                    auto tmp17 = tmp3 * tmp16;
                    auto tmp18 = tmp14 + tmp17;
                    auto tmp20 = tmp19 - tmp8;
                    auto tmp21 = tmp5 * tmp20;
                    auto tmp22 = tmp18 + tmp21;
                    auto tmp24 = tmp22 * tmp23;
                    tmp6.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp9 = tmp7 - tmp8;
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp12 = tmp11 - tmp8;
                    auto tmp13 = tmp1 * tmp12;
                    auto tmp14 = tmp10 + tmp13;
                    auto tmp16 = tmp15 - tmp8;
                    auto tmp17 = tmp3 * tmp16;
                    auto tmp18 = tmp14 + tmp17;
                    auto tmp20 = tmp19 - tmp8;
                    auto tmp21 = tmp5 * tmp20;
                    auto tmp22 = tmp18 + tmp21;
                    auto tmp24 = tmp22 * tmp23;
                    tmp6.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr7 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr8 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
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
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp4, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 232L*x1 + 232L*x1_inner), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 232L*x1 + 232L*x1_inner), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0 + 232L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 232L*x0 + 232L*x0_inner), static_cast<int64_t>(8));
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0 + 232L*x0_inner));
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


cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp14[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(16L + x0 + 32L*x1), static_cast<int64_t>(32L), tmp14, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 232L*x0 + 232L*x0_inner)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp15 = at::vec::Vectorized<float>::loadu(tmp14 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = decltype(tmp11)::blendv(tmp16, tmp11, tmp12.template cast<float,1>());
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp14[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(16L + x0 + 32L*x1), static_cast<int64_t>(32L), tmp14, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 232L*x0 + 232L*x0_inner)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                            }
                            ()
                            ;
                            auto tmp15 = at::vec::Vectorized<float>::loadu(tmp14 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = decltype(tmp11)::blendv(tmp16, tmp11, tmp12.template cast<float,1>());
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp1, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(2L*x1 + 2L*x1_inner + 232L*x0 + 232L*x0_inner)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = tmp0 + tmp2;
                            tmp3.store(out_ptr1 + static_cast<int64_t>(x1 + 232L*x0 + 232L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(32L), tmp1, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(2L*x1 + 2L*x1_inner + 232L*x0 + 232L*x0_inner)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                            }
                            ()
                            ;
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp3 = tmp0 + tmp2;
                            tmp3.store(out_ptr1 + static_cast<int64_t>(x1 + 232L*x0 + 232L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
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
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x2 + 464L*x0), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 464L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 4L*x0 + 464L*x1), static_cast<int64_t>(4L));
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
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
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp4, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1 + 116L*x1_inner), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 116L*x1 + 116L*x1_inner), static_cast<int64_t>(8));
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
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                        {
                            for (int64_t x0_tail = static_cast<int64_t>(112L);x0_tail < static_cast<int64_t>(116L); x0_tail++)
                            {
                                for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(16L); x1_tail++)
                                {
                                    auto tmp0 = in_ptr0[static_cast<int64_t>(x0_tail + 116L*x1_tail)];
                                    auto tmp3 = in_ptr1[static_cast<int64_t>(x1_tail + 16L*x0_tail)];
                                    auto tmp5 = in_ptr2[static_cast<int64_t>(x0_tail + 116L*x1_tail)];
                                    auto tmp6 = in_ptr3[static_cast<int64_t>(x0_tail)];
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = tmp0 <= tmp1;
                                    auto tmp4 = tmp2 ? tmp1 : tmp3;
                                    auto tmp7 = float(tmp5 - tmp6);
                                    auto tmp8 = float(tmp4 * tmp7);
                                    tmp_acc0_arr[x0_tail - static_cast<int64_t>(112L)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(112L)] + tmp4;
                                    tmp_acc1_arr[x0_tail - static_cast<int64_t>(112L)] = tmp_acc1_arr[x0_tail - static_cast<int64_t>(112L)] + tmp8;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    for (int64_t x0_tail = static_cast<int64_t>(112L);x0_tail < static_cast<int64_t>(116L); x0_tail++)
                    {
                        out_ptr0[static_cast<int64_t>(x0_tail)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(112L)];
                        out_ptr1[static_cast<int64_t>(x0_tail)] = tmp_acc1_arr[x0_tail - static_cast<int64_t>(112L)];
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(8));
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp4, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = decltype(tmp2)::blendv(tmp5, tmp2, tmp3.template cast<float,1>());
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 232L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(112L);x1_tail < static_cast<int64_t>(116L); x1_tail++)
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x1_tail + 116L*x0)];
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x1_tail)];
                            auto tmp3 = in_ptr3[static_cast<int64_t>(x1_tail)];
                            auto tmp5 = in_ptr4[static_cast<int64_t>(x1_tail)];
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x1_tail)];
                            auto tmp12 = in_ptr6[static_cast<int64_t>(1L + 2L*x1_tail + 232L*x0)];
                            auto tmp2 = float(tmp0 - tmp1);
                            auto tmp4 = float(tmp2 * tmp3);
                            auto tmp6 = float(tmp4 * tmp5);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = std::max(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = tmp9 <= tmp10;
                            auto tmp13 = tmp11 ? tmp10 : tmp12;
                            out_ptr1[static_cast<int64_t>(x1_tail + 116L*x0)] = tmp13;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(2L*x1 + 232L*x0)];
                        out_ptr2[static_cast<int64_t>(x1 + 232L*x0)] = tmp0;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 232L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(112L);x1_tail < static_cast<int64_t>(116L); x1_tail++)
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x1_tail + 116L*x0)];
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x1_tail)];
                            auto tmp3 = in_ptr3[static_cast<int64_t>(x1_tail)];
                            auto tmp5 = in_ptr4[static_cast<int64_t>(x1_tail)];
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x1_tail)];
                            auto tmp12 = in_ptr6[static_cast<int64_t>(1L + 2L*x1_tail + 232L*x0)];
                            auto tmp2 = float(tmp0 - tmp1);
                            auto tmp4 = float(tmp2 * tmp3);
                            auto tmp6 = float(tmp4 * tmp5);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = std::max(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = tmp9 <= tmp10;
                            auto tmp13 = tmp11 ? tmp10 : tmp12;
                            out_ptr1[static_cast<int64_t>(x1_tail + 116L*x0)] = tmp13;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(2L*x1 + 2L*x1_inner + 232L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(112L);x1_tail < static_cast<int64_t>(116L); x1_tail++)
                        {
                            auto tmp0 = in_ptr7[static_cast<int64_t>(x1_tail + 116L*x0)];
                            auto tmp1 = in_ptr8[static_cast<int64_t>(x1_tail)];
                            auto tmp3 = in_ptr9[static_cast<int64_t>(x1_tail)];
                            auto tmp5 = in_ptr10[static_cast<int64_t>(x1_tail)];
                            auto tmp7 = in_ptr11[static_cast<int64_t>(x1_tail)];
                            auto tmp12 = in_ptr6[static_cast<int64_t>(2L*x1_tail + 232L*x0)];
                            auto tmp2 = float(tmp0 - tmp1);
                            auto tmp4 = float(tmp2 * tmp3);
                            auto tmp6 = float(tmp4 * tmp5);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = std::max(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = tmp9 <= tmp10;
                            auto tmp13 = tmp11 ? tmp10 : tmp12;
                            out_ptr2[static_cast<int64_t>(x1_tail + 116L*x0)] = tmp13;
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp_acc1_vec.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr8 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
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
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1 + 116L*x1_inner), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 116L*x1 + 116L*x1_inner), static_cast<int64_t>(8));
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
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                        {
                            for (int64_t x0_tail = static_cast<int64_t>(112L);x0_tail < static_cast<int64_t>(116L); x0_tail++)
                            {
                                for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(64L); x1_tail++)
                                {
                                    auto tmp0 = in_ptr0[static_cast<int64_t>(x0_tail + 116L*x1_tail)];
                                    auto tmp3 = in_ptr1[static_cast<int64_t>(x1_tail + 64L*x0_tail)];
                                    auto tmp5 = in_ptr2[static_cast<int64_t>(x0_tail + 116L*x1_tail)];
                                    auto tmp6 = in_ptr3[static_cast<int64_t>(x0_tail)];
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = tmp0 <= tmp1;
                                    auto tmp4 = tmp2 ? tmp1 : tmp3;
                                    auto tmp7 = float(tmp5 - tmp6);
                                    auto tmp8 = float(tmp4 * tmp7);
                                    tmp_acc0_arr[x0_tail - static_cast<int64_t>(112L)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(112L)] + tmp4;
                                    tmp_acc1_arr[x0_tail - static_cast<int64_t>(112L)] = tmp_acc1_arr[x0_tail - static_cast<int64_t>(112L)] + tmp8;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    for (int64_t x0_tail = static_cast<int64_t>(112L);x0_tail < static_cast<int64_t>(116L); x0_tail++)
                    {
                        out_ptr0[static_cast<int64_t>(x0_tail)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(112L)];
                        out_ptr1[static_cast<int64_t>(x0_tail)] = tmp_acc1_arr[x0_tail - static_cast<int64_t>(112L)];
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(8));
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp14[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(64L + x0 + 128L*x1), static_cast<int64_t>(128L), tmp14, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 116L*x0 + 116L*x0_inner)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp15 = at::vec::Vectorized<float>::loadu(tmp14 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = decltype(tmp11)::blendv(tmp16, tmp11, tmp12.template cast<float,1>());
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp14[8*8];
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(64L + x0 + 128L*x1), static_cast<int64_t>(128L), tmp14, static_cast<int64_t>(2L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 116L*x0 + 116L*x0_inner)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(2L));
                            }
                            ()
                            ;
                            auto tmp15 = at::vec::Vectorized<float>::loadu(tmp14 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = decltype(tmp11)::blendv(tmp16, tmp11, tmp12.template cast<float,1>());
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(2L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp1, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(2L*x1 + 2L*x1_inner + 116L*x0 + 116L*x0_inner)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = tmp0 + tmp2;
                            tmp3.store(out_ptr1 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr6 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(128L), tmp1, static_cast<int64_t>(2L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = in_ptr5[static_cast<int64_t>(2L*x1 + 2L*x1_inner + 116L*x0 + 116L*x0_inner)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(2L));
                            }
                            ()
                            ;
                            auto tmp2 = at::vec::Vectorized<float>::loadu(tmp1 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp3 = tmp0 + tmp2;
                            tmp3.store(out_ptr1 + static_cast<int64_t>(x1 + 116L*x0 + 116L*x0_inner), static_cast<int64_t>(2L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
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
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x2 + 464L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 464L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x2 + 464L*x0), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 464L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 8L*x0 + 464L*x1), static_cast<int64_t>(8));
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
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
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1 + 58L*x1_inner), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 58L*x1 + 58L*x1_inner), static_cast<int64_t>(8));
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
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                        {
                            for (int64_t x0_tail = static_cast<int64_t>(56L);x0_tail < static_cast<int64_t>(58L); x0_tail++)
                            {
                                for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(64L); x1_tail++)
                                {
                                    auto tmp0 = in_ptr0[static_cast<int64_t>(x0_tail + 58L*x1_tail)];
                                    auto tmp3 = in_ptr1[static_cast<int64_t>(x1_tail + 64L*x0_tail)];
                                    auto tmp5 = in_ptr2[static_cast<int64_t>(x0_tail + 58L*x1_tail)];
                                    auto tmp6 = in_ptr3[static_cast<int64_t>(x0_tail)];
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = tmp0 <= tmp1;
                                    auto tmp4 = tmp2 ? tmp1 : tmp3;
                                    auto tmp7 = float(tmp5 - tmp6);
                                    auto tmp8 = float(tmp4 * tmp7);
                                    tmp_acc0_arr[x0_tail - static_cast<int64_t>(56L)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(56L)] + tmp4;
                                    tmp_acc1_arr[x0_tail - static_cast<int64_t>(56L)] = tmp_acc1_arr[x0_tail - static_cast<int64_t>(56L)] + tmp8;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    for (int64_t x0_tail = static_cast<int64_t>(56L);x0_tail < static_cast<int64_t>(58L); x0_tail++)
                    {
                        out_ptr0[static_cast<int64_t>(x0_tail)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(56L)];
                        out_ptr1[static_cast<int64_t>(x0_tail)] = tmp_acc1_arr[x0_tail - static_cast<int64_t>(56L)];
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(8));
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp4, static_cast<int64_t>(2L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 116L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(56L);x1_tail < static_cast<int64_t>(58L); x1_tail++)
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x1_tail + 58L*x0)];
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x1_tail)];
                            auto tmp3 = in_ptr3[static_cast<int64_t>(x1_tail)];
                            auto tmp5 = in_ptr4[static_cast<int64_t>(x1_tail)];
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x1_tail)];
                            auto tmp12 = in_ptr6[static_cast<int64_t>(1L + 2L*x1_tail + 116L*x0)];
                            auto tmp2 = float(tmp0 - tmp1);
                            auto tmp4 = float(tmp2 * tmp3);
                            auto tmp6 = float(tmp4 * tmp5);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = std::max(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = tmp9 <= tmp10;
                            auto tmp13 = tmp11 ? tmp10 : tmp12;
                            out_ptr1[static_cast<int64_t>(x1_tail + 58L*x0)] = tmp13;
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr6[static_cast<int64_t>(2L*x1 + 116L*x0)];
                        out_ptr2[static_cast<int64_t>(x1 + 116L*x0)] = tmp0;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(1L + 2L*x1 + 2L*x1_inner + 116L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(56L);x1_tail < static_cast<int64_t>(58L); x1_tail++)
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(x1_tail + 58L*x0)];
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x1_tail)];
                            auto tmp3 = in_ptr3[static_cast<int64_t>(x1_tail)];
                            auto tmp5 = in_ptr4[static_cast<int64_t>(x1_tail)];
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x1_tail)];
                            auto tmp12 = in_ptr6[static_cast<int64_t>(1L + 2L*x1_tail + 116L*x0)];
                            auto tmp2 = float(tmp0 - tmp1);
                            auto tmp4 = float(tmp2 * tmp3);
                            auto tmp6 = float(tmp4 * tmp5);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = std::max(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = tmp9 <= tmp10;
                            auto tmp13 = tmp11 ? tmp10 : tmp12;
                            out_ptr1[static_cast<int64_t>(x1_tail + 58L*x0)] = tmp13;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 =
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = in_ptr6[static_cast<int64_t>(2L*x1 + 2L*x1_inner + 116L*x0)];
                            }
                            return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp14 = decltype(tmp11)::blendv(tmp13, tmp11, tmp12.template cast<float,1>());
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        for (int64_t x1_tail = static_cast<int64_t>(56L);x1_tail < static_cast<int64_t>(58L); x1_tail++)
                        {
                            auto tmp0 = in_ptr7[static_cast<int64_t>(x1_tail + 58L*x0)];
                            auto tmp1 = in_ptr8[static_cast<int64_t>(x1_tail)];
                            auto tmp3 = in_ptr9[static_cast<int64_t>(x1_tail)];
                            auto tmp5 = in_ptr10[static_cast<int64_t>(x1_tail)];
                            auto tmp7 = in_ptr11[static_cast<int64_t>(x1_tail)];
                            auto tmp12 = in_ptr6[static_cast<int64_t>(2L*x1_tail + 116L*x0)];
                            auto tmp2 = float(tmp0 - tmp1);
                            auto tmp4 = float(tmp2 * tmp3);
                            auto tmp6 = float(tmp4 * tmp5);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = std::max(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = tmp9 <= tmp10;
                            auto tmp13 = tmp11 ? tmp10 : tmp12;
                            out_ptr2[static_cast<int64_t>(x1_tail + 58L*x0)] = tmp13;
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
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
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp4, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1 + 58L*x1_inner), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 58L*x1 + 58L*x1_inner), static_cast<int64_t>(8));
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
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1)))
                        {
                            for (int64_t x0_tail = static_cast<int64_t>(56L);x0_tail < static_cast<int64_t>(58L); x0_tail++)
                            {
                                for (int64_t x1_tail = static_cast<int64_t>(0);x1_tail < static_cast<int64_t>(256L); x1_tail++)
                                {
                                    auto tmp0 = in_ptr0[static_cast<int64_t>(x0_tail + 58L*x1_tail)];
                                    auto tmp3 = in_ptr1[static_cast<int64_t>(x1_tail + 256L*x0_tail)];
                                    auto tmp5 = in_ptr2[static_cast<int64_t>(x0_tail + 58L*x1_tail)];
                                    auto tmp6 = in_ptr3[static_cast<int64_t>(x0_tail)];
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = tmp0 <= tmp1;
                                    auto tmp4 = tmp2 ? tmp1 : tmp3;
                                    auto tmp7 = float(tmp5 - tmp6);
                                    auto tmp8 = float(tmp4 * tmp7);
                                    tmp_acc0_arr[x0_tail - static_cast<int64_t>(56L)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(56L)] + tmp4;
                                    tmp_acc1_arr[x0_tail - static_cast<int64_t>(56L)] = tmp_acc1_arr[x0_tail - static_cast<int64_t>(56L)] + tmp8;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    for (int64_t x0_tail = static_cast<int64_t>(56L);x0_tail < static_cast<int64_t>(58L); x0_tail++)
                    {
                        out_ptr0[static_cast<int64_t>(x0_tail)] = tmp_acc0_arr[x0_tail - static_cast<int64_t>(56L)];
                        out_ptr1[static_cast<int64_t>(x0_tail)] = tmp_acc1_arr[x0_tail - static_cast<int64_t>(56L)];
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(8));
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp4[8*8];
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp4, static_cast<int64_t>(2L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(tmp4 + static_cast<int64_t>(2L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(2L));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
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
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0 + 58L*x0_inner), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                            tmp_acc1_vec = sum_masked_reduce(tmp_acc1_vec, tmp4, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x2 + 192L*x0), static_cast<int64_t>(24L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr3 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 192L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 8L*x0 + 192L*x1), static_cast<int64_t>(8));
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


cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_22 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(int8_t))) int8_t tmp0[8*8];
                        transpose_mxn<int8_t,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(24L), tmp0, static_cast<int64_t>(8));
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(24L), tmp16, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<int8_t>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(tmp16 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = 9L;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            auto tmp4 = at::vec::convert<int64_t,2,int8_t,1>(tmp1);
                            auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = static_cast<int64_t>(0);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                            auto tmp9 = at::vec::VecMask<int64_t,2>(tmp4 < tmp8);
                            auto tmp10 = decltype(tmp6)::blendv(tmp4, tmp6, tmp9.template cast<int64_t,2>());
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp10.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp12 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp11[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp12) & (tmp12 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp12 < 9L");
                            auto tmp14 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-33L) + tmp11[x1_inner] + 2L*((static_cast<int64_t>(x1 + x1_inner) % static_cast<int64_t>(16L))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp11[x1_inner]), static_cast<int64_t>(3L))) + 64L*(c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(16L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>(at::vec::VectorizedN<int64_t,2>(0) <= tmp14)).all_masked(), "index out of bounds: 0 <= tmp14");
                            auto tmp19 = tmp17 + tmp18;
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp19.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-33L) + tmp11[x1_inner] + 2L*((static_cast<int64_t>(x1 + x1_inner) % static_cast<int64_t>(16L))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp11[x1_inner]), static_cast<int64_t>(3L))) + 64L*(c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(16L))) + 1024L*x0 + 1024L*x0_inner)] += tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1 + 24L*x1_inner), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp4 = tmp2 * tmp3;
                                auto tmp6 = tmp4 * tmp5;
                                auto tmp8 = tmp6 + tmp7;
                                auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                                auto tmp15 = decltype(tmp11)::blendv(tmp14, tmp11, tmp12.template cast<float,1>());
                                auto tmp17 = tmp15 * tmp2;
                                tmp15.store(tmp16 + static_cast<int64_t>(8L*x1_inner));
                                tmp_acc0_vec = tmp_acc0_vec + tmp15;
                                tmp_acc1_vec = tmp_acc1_vec + tmp17;
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0 + 24L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.0009765625);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = tmp9 * tmp9;
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp4 * tmp11;
                            auto tmp13 = tmp1 - tmp12;
                            auto tmp15 = tmp14 * tmp7;
                            auto tmp16 = tmp13 - tmp15;
                            auto tmp18 = tmp9 * tmp17;
                            auto tmp19 = tmp16 * tmp18;
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0 + 24L*x0_inner));
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_19, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_37, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_55, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_73, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_91, primals_92, primals_96, primals_98, primals_102, primals_103, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_121, primals_122, primals_126, primals_128, primals_132, primals_134, primals_138, primals_139, primals_140, primals_144, primals_146, primals_150, primals_152, primals_156, primals_157, primals_158, primals_162, primals_164, primals_168, primals_170, primals_174, primals_175, primals_176, primals_180, primals_182, primals_186, primals_188, primals_192, primals_193, primals_194, primals_198, primals_200, primals_204, primals_206, primals_210, primals_211, primals_212, primals_216, primals_218, primals_222, primals_224, primals_228, primals_229, primals_230, primals_234, primals_236, primals_240, primals_242, primals_246, primals_247, primals_248, primals_252, primals_254, primals_258, primals_259, primals_260, primals_264, primals_266, primals_270, primals_272, primals_276, primals_277, primals_278, primals_282, primals_284, primals_288, primals_290, primals_294, primals_295, primals_296, primals_300, primals_302, primals_306, primals_308, primals_312, primals_313, primals_314, primals_318, primals_320, primals_324, primals_326, primals_330, primals_331, primals_332, primals_336, primals_337, primals_338, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, add_9, convolution_2, getitem_7, rsqrt_2, convolution_3, squeeze_10, relu_2, convolution_4, squeeze_13, add_24, convolution_5, getitem_13, rsqrt_5, getitem_15, convolution_6, squeeze_19, relu_4, convolution_7, squeeze_22, add_39, convolution_8, getitem_21, rsqrt_8, getitem_23, convolution_9, squeeze_28, relu_6, convolution_10, squeeze_31, add_54, convolution_11, getitem_29, rsqrt_11, getitem_31, convolution_12, squeeze_37, relu_8, convolution_13, squeeze_40, add_69, convolution_14, getitem_37, rsqrt_14, view_7, convolution_15, squeeze_46, add_79, convolution_16, getitem_41, rsqrt_16, convolution_17, squeeze_52, relu_11, convolution_18, squeeze_55, add_94, convolution_19, getitem_47, rsqrt_19, getitem_49, convolution_20, squeeze_61, relu_13, convolution_21, squeeze_64, add_109, convolution_22, getitem_55, rsqrt_22, getitem_57, convolution_23, squeeze_70, relu_15, convolution_24, squeeze_73, add_124, convolution_25, getitem_63, rsqrt_25, getitem_65, convolution_26, squeeze_79, relu_17, convolution_27, squeeze_82, add_139, convolution_28, getitem_71, rsqrt_28, getitem_73, convolution_29, squeeze_88, relu_19, convolution_30, squeeze_91, add_154, convolution_31, getitem_79, rsqrt_31, getitem_81, convolution_32, squeeze_97, relu_21, convolution_33, squeeze_100, add_169, convolution_34, getitem_87, rsqrt_34, getitem_89, convolution_35, squeeze_106, relu_23, convolution_36, squeeze_109, add_184, convolution_37, getitem_95, rsqrt_37, getitem_97, convolution_38, squeeze_115, relu_25, convolution_39, squeeze_118, add_199, convolution_40, getitem_103, rsqrt_40, view_23, convolution_41, add_209, convolution_42, convolution_43, squeeze_130, relu_28, convolution_44, add_224, convolution_45, getitem_115, convolution_46, relu_30, convolution_47, add_239, convolution_48, getitem_123, convolution_49, relu_32, convolution_50, add_254, convolution_51, getitem_131, convolution_52, relu_34, convolution_53, add_269, convolution_54, view_31, convolution_55, mean, unsqueeze_372, unsqueeze_420, unsqueeze_432, unsqueeze_456, unsqueeze_468, unsqueeze_492, unsqueeze_504, unsqueeze_528, unsqueeze_540, unsqueeze_564, unsqueeze_576, unsqueeze_600, unsqueeze_612, unsqueeze_636, unsqueeze_648, unsqueeze_672, unsqueeze_684, unsqueeze_708, unsqueeze_732, unsqueeze_744, unsqueeze_768, unsqueeze_780, unsqueeze_804, unsqueeze_816, unsqueeze_840, unsqueeze_852, unsqueeze_876, tangents_1 = args
        args.clear()
        assert_size_stride(convolution_54, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf13 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf14 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        assert_size_stride(convolution_51, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf47 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf48 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        assert_size_stride(convolution_48, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf81 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf82 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        assert_size_stride(convolution_45, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf115 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf116 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        assert_size_stride(convolution_42, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf144 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf145 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        assert_size_stride(relu_34, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf29 = empty_strided_cpu((1, 232, 2, 2), (928, 2, 464, 1), torch.float32)
        assert_size_stride(relu_32, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf63 = empty_strided_cpu((1, 232, 2, 2), (928, 2, 464, 1), torch.float32)
        assert_size_stride(relu_30, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf97 = empty_strided_cpu((1, 232, 2, 2), (928, 2, 464, 1), torch.float32)
        assert_size_stride(tangents_1, (1, 1000), (1000, 1), 'input')
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(primals_338, (1000, 1024), (1024, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_sum_0(convolution_54, convolution_51, convolution_48, convolution_45, convolution_42, relu_34, relu_32, relu_30, tangents_1, buf13, buf14, buf47, buf48, buf81, buf82, buf115, buf116, buf144, buf145, buf29, buf63, buf97, buf2)
        buf0 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_50, permute_17, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_338, out=buf0)
        del primals_338
        assert_size_stride(relu_25, (1, 116, 4, 4), (1856, 1, 464, 116), 'input')
        buf178 = empty_strided_cpu((1, 116, 4, 4), (1856, 4, 464, 1), torch.float32)
        assert_size_stride(relu_23, (1, 116, 4, 4), (1856, 1, 464, 116), 'input')
        buf206 = empty_strided_cpu((1, 116, 4, 4), (1856, 4, 464, 1), torch.float32)
        assert_size_stride(relu_21, (1, 116, 4, 4), (1856, 1, 464, 116), 'input')
        buf234 = empty_strided_cpu((1, 116, 4, 4), (1856, 4, 464, 1), torch.float32)
        assert_size_stride(relu_19, (1, 116, 4, 4), (1856, 1, 464, 116), 'input')
        buf262 = empty_strided_cpu((1, 116, 4, 4), (1856, 4, 464, 1), torch.float32)
        assert_size_stride(relu_17, (1, 116, 4, 4), (1856, 1, 464, 116), 'input')
        buf290 = empty_strided_cpu((1, 116, 4, 4), (1856, 4, 464, 1), torch.float32)
        assert_size_stride(relu_15, (1, 116, 4, 4), (1856, 1, 464, 116), 'input')
        buf318 = empty_strided_cpu((1, 116, 4, 4), (1856, 4, 464, 1), torch.float32)
        assert_size_stride(relu_13, (1, 116, 4, 4), (1856, 1, 464, 116), 'input')
        buf346 = empty_strided_cpu((1, 116, 4, 4), (1856, 4, 464, 1), torch.float32)
        assert_size_stride(convolution_55, (1, 1024, 2, 2), (4096, 1, 2048, 1024), 'input')
        buf3 = empty_strided_cpu((1, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32)
        buf4 = empty_strided_cpu((1, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32)
        assert_size_stride_grouped((primals_336, primals_337), ((1024, ), (1024, )), ((1, ), (1, )), 'input')
        buf5 = empty_strided_cpu((1, 1024, 2, 2), (4096, 1, 2048, 1024), torch.float32)
        buf6 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf9 = buf5; del buf5  # reuse
        assert_size_stride(relu_28, (1, 232, 4, 4), (3712, 1, 928, 232), 'input')
        buf131 = empty_strided_cpu((1, 232, 4, 4), (3712, 4, 928, 1), torch.float32)
        assert_size_stride(view_23, (1, 232, 4, 4), (3712, 1, 928, 232), 'input')
        buf160 = empty_strided_cpu((1, 232, 4, 4), (3712, 4, 928, 1), torch.float32)
        assert_size_stride(relu_8, (1, 58, 8, 8), (3712, 1, 464, 58), 'input')
        buf417 = empty_strided_cpu((1, 58, 8, 8), (3712, 8, 464, 1), torch.float32)
        assert_size_stride(relu_6, (1, 58, 8, 8), (3712, 1, 464, 58), 'input')
        buf445 = empty_strided_cpu((1, 58, 8, 8), (3712, 8, 464, 1), torch.float32)
        assert_size_stride(relu_4, (1, 58, 8, 8), (3712, 1, 464, 58), 'input')
        buf473 = empty_strided_cpu((1, 58, 8, 8), (3712, 8, 464, 1), torch.float32)
        assert_size_stride(getitem_2, (1, 24, 16, 16), (6144, 1, 384, 24), 'input')
        buf526 = empty_strided_cpu((1, 24, 16, 16), (6144, 16, 384, 1), torch.float32)
        assert_size_stride(relu_11, (1, 116, 8, 8), (7424, 1, 928, 116), 'input')
        buf374 = empty_strided_cpu((1, 116, 8, 8), (7424, 8, 928, 1), torch.float32)
        assert_size_stride(view_7, (1, 116, 8, 8), (7424, 1, 928, 116), 'input')
        buf399 = empty_strided_cpu((1, 116, 8, 8), (7424, 8, 928, 1), torch.float32)
        assert_size_stride(relu_2, (1, 58, 16, 16), (14848, 1, 928, 58), 'input')
        buf501 = empty_strided_cpu((1, 58, 16, 16), (14848, 16, 928, 1), torch.float32)
        buf532 = empty_strided_cpu((24, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((view_31, primals_332), ((1, 464, 2, 2), (1024, 464, 1, 1)), ((1856, 1, 928, 464), (464, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_unsqueeze_1(buf9, relu_25, relu_23, relu_21, relu_19, relu_17, relu_15, relu_13, convolution_55, primals_336, primals_337, buf0, relu_28, view_23, relu_8, relu_6, relu_4, getitem_2, relu_11, view_7, relu_2, buf178, buf206, buf234, buf262, buf290, buf318, buf346, buf3, buf4, buf6, buf7, buf8, buf131, buf160, buf417, buf445, buf473, buf526, buf374, buf399, buf501, buf532)
        del buf0
        del buf3
        del buf4
        del buf7
        del convolution_55
        del primals_336
        del primals_337
        # Topologically Sorted Source Nodes: [input_148, unsqueeze_226, unsqueeze_227, unsqueeze_228, sub_56, mul_393, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_394, mul_395, mul_396, unsqueeze_232, unsqueeze_233, unsqueeze_234, mul_397, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_398, sub_58, sub_59, mul_399, convolution_backward], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf10 = torch.ops.aten.convolution_backward.default(buf9, view_31, primals_332, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf9
        del primals_332
        del view_31
        buf11 = buf10[0]
        assert_tensor_metadata(buf11, (1, 464, 2, 2), (1856, 1, 928, 464), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf12 = buf10[1]
        assert_tensor_metadata(buf12, (1024, 464, 1, 1), (464, 1, 464, 464), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf10
        assert_size_stride_grouped((primals_330, primals_331), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf15 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        buf46 = empty_strided_cpu((1, 464, 2, 2), (1856, 1, 928, 464), torch.float32)
        buf44 = reinterpret_tensor(buf46, (1, 232, 2, 2), (1856, 1, 928, 464), 0)  # alias
        buf16 = empty_strided_cpu((232, ), (1, ), torch.float32)
        buf17 = empty_strided_cpu((232, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((232, ), (1, ), torch.float32)
        buf19 = buf15; del buf15  # reuse
        assert_size_stride_grouped((add_269, primals_326), ((1, 232, 2, 2), (232, 232, 1, 1)), ((928, 1, 464, 232), (232, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_2(buf19, convolution_54, buf13, buf14, primals_330, primals_331, buf11, buf44, buf16, buf17, buf18)
        del buf11
        del convolution_54
        del primals_330
        del primals_331
        # Topologically Sorted Source Nodes: [input_145, unsqueeze_238, unsqueeze_239, unsqueeze_240, sub_60, mul_402, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_403, mul_404, mul_405, unsqueeze_244, unsqueeze_245, unsqueeze_246, mul_406, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_407, sub_62, sub_63, mul_408, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf20 = torch.ops.aten.convolution_backward.default(buf19, add_269, primals_326, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_269
        del primals_326
        buf21 = buf20[0]
        assert_tensor_metadata(buf21, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf22 = buf20[1]
        assert_tensor_metadata(buf22, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf20
        assert_size_stride(convolution_53, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf24 = buf17; del buf17  # reuse
        buf23 = buf14; del buf14  # reuse
        buf25 = reinterpret_tensor(buf13, (232, ), (1, ), 0); del buf13  # reuse
        buf26 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf27 = empty_strided_cpu((232, ), (1, ), torch.float32)
        assert_size_stride(primals_324, (232, ), (1, ), 'input')
        buf28 = buf21; del buf21  # reuse
        buf30 = reinterpret_tensor(buf19, (1, 232, 2, 2), (928, 2, 464, 1), 0); del buf19  # reuse
        buf31 = empty_strided_cpu((1, 232, 2, 2), (928, 4, 2, 1), torch.float32)
        assert_size_stride(primals_320, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3(buf28, convolution_53, primals_324, buf24, buf23, buf25, buf26, buf27, buf30, buf31)
        del buf28
        del buf30
        del convolution_53
        del primals_324
        # Topologically Sorted Source Nodes: [input_143, unsqueeze_250, unsqueeze_251, unsqueeze_252, sub_64, mul_411, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_412, mul_413, mul_414, unsqueeze_256, unsqueeze_257, unsqueeze_258, mul_415, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_416, sub_66, sub_67, mul_417, convolution_backward_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf32 = torch.ops.aten.convolution_backward.default(buf31, buf29, primals_320, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 232, [True, True, False])
        del primals_320
        buf33 = buf32[0]
        assert_tensor_metadata(buf33, (1, 232, 2, 2), (928, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf34 = buf32[1]
        assert_tensor_metadata(buf34, (232, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf34 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf32
        assert_size_stride(convolution_52, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf35 = buf26; del buf26  # reuse
        buf36 = buf25; del buf25  # reuse
        buf37 = reinterpret_tensor(buf23, (232, ), (1, ), 0); del buf23  # reuse
        buf38 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf39 = empty_strided_cpu((232, ), (1, ), torch.float32)
        assert_size_stride(primals_318, (232, ), (1, ), 'input')
        buf40 = relu_34; del relu_34  # reuse
        assert_size_stride_grouped((getitem_131, primals_314), ((1, 232, 2, 2), (232, 232, 1, 1)), ((928, 1, 464, 232), (232, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf40, convolution_52, buf33, primals_318, buf35, buf36, buf37, buf38, buf39)
        del buf33
        del convolution_52
        del primals_318
        # Topologically Sorted Source Nodes: [full_default, le_2, where_2, input_140, unsqueeze_262, unsqueeze_263, unsqueeze_264, sub_68, mul_420, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_421, mul_422, mul_423, unsqueeze_268, unsqueeze_269, unsqueeze_270, mul_424, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_425, sub_70, sub_71, mul_426, convolution_backward_3], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf41 = torch.ops.aten.convolution_backward.default(buf40, getitem_131, primals_314, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf40
        del getitem_131
        del primals_314
        buf42 = buf41[0]
        assert_tensor_metadata(buf42, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf42 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf43 = buf41[1]
        assert_tensor_metadata(buf43, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf43 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf41
        buf45 = reinterpret_tensor(buf46, (1, 232, 2, 2), (1856, 1, 928, 464), 232)  # alias
        assert_size_stride_grouped((primals_312, primals_313), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf49 = reinterpret_tensor(buf31, (1, 232, 2, 2), (928, 1, 464, 232), 0); del buf31  # reuse
        buf80 = empty_strided_cpu((1, 464, 2, 2), (1856, 1, 928, 464), torch.float32)
        buf78 = reinterpret_tensor(buf80, (1, 232, 2, 2), (1856, 1, 928, 464), 0)  # alias
        buf50 = reinterpret_tensor(buf38, (232, ), (1, ), 0); del buf38  # reuse
        buf51 = buf37; del buf37  # reuse
        buf52 = reinterpret_tensor(buf35, (232, ), (1, ), 0); del buf35  # reuse
        buf53 = buf49; del buf49  # reuse
        assert_size_stride_grouped((add_254, primals_308), ((1, 232, 2, 2), (232, 232, 1, 1)), ((928, 1, 464, 232), (232, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_5(buf53, buf42, convolution_51, buf47, buf48, primals_312, primals_313, buf46, buf45, buf78, buf50, buf51, buf52)
        del buf42
        del buf44
        del buf45
        del convolution_51
        del primals_312
        del primals_313
        # Topologically Sorted Source Nodes: [input_137, unsqueeze_274, unsqueeze_275, unsqueeze_276, sub_72, mul_429, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_430, mul_431, mul_432, unsqueeze_280, unsqueeze_281, unsqueeze_282, mul_433, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_434, sub_74, sub_75, mul_435, convolution_backward_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf54 = torch.ops.aten.convolution_backward.default(buf53, add_254, primals_308, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_254
        del primals_308
        buf55 = buf54[0]
        assert_tensor_metadata(buf55, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf55 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf56 = buf54[1]
        assert_tensor_metadata(buf56, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf56 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf54
        assert_size_stride(convolution_50, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf58 = buf51; del buf51  # reuse
        buf57 = buf48; del buf48  # reuse
        buf59 = reinterpret_tensor(buf47, (232, ), (1, ), 0); del buf47  # reuse
        buf60 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf61 = empty_strided_cpu((232, ), (1, ), torch.float32)
        assert_size_stride(primals_306, (232, ), (1, ), 'input')
        buf62 = buf55; del buf55  # reuse
        buf64 = reinterpret_tensor(buf53, (1, 232, 2, 2), (928, 2, 464, 1), 0); del buf53  # reuse
        buf65 = reinterpret_tensor(buf29, (1, 232, 2, 2), (928, 4, 2, 1), 0); del buf29  # reuse
        assert_size_stride(primals_302, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3(buf62, convolution_50, primals_306, buf58, buf57, buf59, buf60, buf61, buf64, buf65)
        del buf62
        del buf64
        del convolution_50
        del primals_306
        # Topologically Sorted Source Nodes: [input_135, unsqueeze_286, unsqueeze_287, unsqueeze_288, sub_76, mul_438, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_439, mul_440, mul_441, unsqueeze_292, unsqueeze_293, unsqueeze_294, mul_442, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_443, sub_78, sub_79, mul_444, convolution_backward_5], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf66 = torch.ops.aten.convolution_backward.default(buf65, buf63, primals_302, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 232, [True, True, False])
        del primals_302
        buf67 = buf66[0]
        assert_tensor_metadata(buf67, (1, 232, 2, 2), (928, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf67 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf68 = buf66[1]
        assert_tensor_metadata(buf68, (232, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf68 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf66
        assert_size_stride(convolution_49, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf69 = buf60; del buf60  # reuse
        buf70 = buf59; del buf59  # reuse
        buf71 = reinterpret_tensor(buf57, (232, ), (1, ), 0); del buf57  # reuse
        buf72 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf73 = empty_strided_cpu((232, ), (1, ), torch.float32)
        assert_size_stride(primals_300, (232, ), (1, ), 'input')
        buf74 = relu_32; del relu_32  # reuse
        assert_size_stride_grouped((getitem_123, primals_296), ((1, 232, 2, 2), (232, 232, 1, 1)), ((928, 1, 464, 232), (232, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf74, convolution_49, buf67, primals_300, buf69, buf70, buf71, buf72, buf73)
        del buf67
        del convolution_49
        del primals_300
        # Topologically Sorted Source Nodes: [full_default, le_4, where_4, input_132, unsqueeze_298, unsqueeze_299, unsqueeze_300, sub_80, mul_447, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_448, mul_449, mul_450, unsqueeze_304, unsqueeze_305, unsqueeze_306, mul_451, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_452, sub_82, sub_83, mul_453, convolution_backward_6], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf75 = torch.ops.aten.convolution_backward.default(buf74, getitem_123, primals_296, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf74
        del getitem_123
        del primals_296
        buf76 = buf75[0]
        assert_tensor_metadata(buf76, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf76 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf77 = buf75[1]
        assert_tensor_metadata(buf77, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf77 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf75
        buf79 = reinterpret_tensor(buf80, (1, 232, 2, 2), (1856, 1, 928, 464), 232)  # alias
        assert_size_stride_grouped((primals_294, primals_295), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf83 = reinterpret_tensor(buf65, (1, 232, 2, 2), (928, 1, 464, 232), 0); del buf65  # reuse
        buf114 = buf46; del buf46  # reuse
        buf112 = reinterpret_tensor(buf114, (1, 232, 2, 2), (1856, 1, 928, 464), 0)  # alias
        buf84 = reinterpret_tensor(buf72, (232, ), (1, ), 0); del buf72  # reuse
        buf85 = buf71; del buf71  # reuse
        buf86 = reinterpret_tensor(buf69, (232, ), (1, ), 0); del buf69  # reuse
        buf87 = buf83; del buf83  # reuse
        assert_size_stride_grouped((add_239, primals_290), ((1, 232, 2, 2), (232, 232, 1, 1)), ((928, 1, 464, 232), (232, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_5(buf87, buf76, convolution_48, buf81, buf82, primals_294, primals_295, buf80, buf79, buf112, buf84, buf85, buf86)
        del buf76
        del buf78
        del buf79
        del convolution_48
        del primals_294
        del primals_295
        # Topologically Sorted Source Nodes: [input_129, unsqueeze_310, unsqueeze_311, unsqueeze_312, sub_84, mul_456, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_457, mul_458, mul_459, unsqueeze_316, unsqueeze_317, unsqueeze_318, mul_460, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_461, sub_86, sub_87, mul_462, convolution_backward_7], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf88 = torch.ops.aten.convolution_backward.default(buf87, add_239, primals_290, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_239
        del primals_290
        buf89 = buf88[0]
        assert_tensor_metadata(buf89, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf89 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf90 = buf88[1]
        assert_tensor_metadata(buf90, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf90 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf88
        assert_size_stride(convolution_47, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf92 = buf85; del buf85  # reuse
        buf91 = buf82; del buf82  # reuse
        buf93 = reinterpret_tensor(buf81, (232, ), (1, ), 0); del buf81  # reuse
        buf94 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf95 = empty_strided_cpu((232, ), (1, ), torch.float32)
        assert_size_stride(primals_288, (232, ), (1, ), 'input')
        buf96 = buf89; del buf89  # reuse
        buf98 = reinterpret_tensor(buf87, (1, 232, 2, 2), (928, 2, 464, 1), 0); del buf87  # reuse
        buf99 = reinterpret_tensor(buf63, (1, 232, 2, 2), (928, 4, 2, 1), 0); del buf63  # reuse
        assert_size_stride(primals_284, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3(buf96, convolution_47, primals_288, buf92, buf91, buf93, buf94, buf95, buf98, buf99)
        del buf96
        del convolution_47
        del primals_288
        # Topologically Sorted Source Nodes: [input_127, unsqueeze_322, unsqueeze_323, unsqueeze_324, sub_88, mul_465, unsqueeze_325, unsqueeze_326, unsqueeze_327, mul_466, mul_467, mul_468, unsqueeze_328, unsqueeze_329, unsqueeze_330, mul_469, unsqueeze_331, unsqueeze_332, unsqueeze_333, mul_470, sub_90, sub_91, mul_471, convolution_backward_8], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf100 = torch.ops.aten.convolution_backward.default(buf99, buf97, primals_284, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 232, [True, True, False])
        del primals_284
        buf101 = buf100[0]
        assert_tensor_metadata(buf101, (1, 232, 2, 2), (928, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf101 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf102 = buf100[1]
        assert_tensor_metadata(buf102, (232, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf102 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf100
        assert_size_stride(convolution_46, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf103 = buf94; del buf94  # reuse
        buf104 = buf93; del buf93  # reuse
        buf105 = reinterpret_tensor(buf91, (232, ), (1, ), 0); del buf91  # reuse
        buf106 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf107 = empty_strided_cpu((232, ), (1, ), torch.float32)
        assert_size_stride(primals_282, (232, ), (1, ), 'input')
        buf108 = relu_30; del relu_30  # reuse
        assert_size_stride_grouped((getitem_115, primals_278), ((1, 232, 2, 2), (232, 232, 1, 1)), ((928, 1, 464, 232), (232, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf108, convolution_46, buf101, primals_282, buf103, buf104, buf105, buf106, buf107)
        del buf101
        del convolution_46
        del primals_282
        # Topologically Sorted Source Nodes: [full_default, le_6, where_6, input_124, unsqueeze_334, unsqueeze_335, unsqueeze_336, sub_92, mul_474, unsqueeze_337, unsqueeze_338, unsqueeze_339, mul_475, mul_476, mul_477, unsqueeze_340, unsqueeze_341, unsqueeze_342, mul_478, unsqueeze_343, unsqueeze_344, unsqueeze_345, mul_479, sub_94, sub_95, mul_480, convolution_backward_9], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf109 = torch.ops.aten.convolution_backward.default(buf108, getitem_115, primals_278, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf108
        del getitem_115
        del primals_278
        buf110 = buf109[0]
        assert_tensor_metadata(buf110, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf110 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf111 = buf109[1]
        assert_tensor_metadata(buf111, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf111 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf109
        buf113 = reinterpret_tensor(buf114, (1, 232, 2, 2), (1856, 1, 928, 464), 232)  # alias
        assert_size_stride_grouped((primals_276, primals_277), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf117 = reinterpret_tensor(buf99, (1, 232, 2, 2), (928, 1, 464, 232), 0); del buf99  # reuse
        assert_size_stride_grouped((primals_258, primals_259), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf146 = reinterpret_tensor(buf97, (1, 232, 2, 2), (928, 1, 464, 232), 0); del buf97  # reuse
        buf118 = reinterpret_tensor(buf106, (232, ), (1, ), 0); del buf106  # reuse
        buf119 = buf105; del buf105  # reuse
        buf120 = reinterpret_tensor(buf103, (232, ), (1, ), 0); del buf103  # reuse
        buf121 = buf117; del buf117  # reuse
        buf147 = empty_strided_cpu((232, ), (1, ), torch.float32)
        buf148 = empty_strided_cpu((232, ), (1, ), torch.float32)
        buf149 = empty_strided_cpu((232, ), (1, ), torch.float32)
        buf150 = buf146; del buf146  # reuse
        assert_size_stride_grouped((add_224, primals_272), ((1, 232, 2, 2), (232, 232, 1, 1)), ((928, 1, 464, 232), (232, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_6(buf121, buf150, buf110, convolution_45, buf115, buf116, primals_276, primals_277, buf114, convolution_42, buf144, buf145, primals_258, primals_259, buf113, buf118, buf119, buf120, buf147, buf148, buf149)
        del buf110
        del buf112
        del buf113
        del convolution_42
        del convolution_45
        del primals_258
        del primals_259
        del primals_276
        del primals_277
        # Topologically Sorted Source Nodes: [input_121, unsqueeze_346, unsqueeze_347, unsqueeze_348, sub_96, mul_483, unsqueeze_349, unsqueeze_350, unsqueeze_351, mul_484, mul_485, mul_486, unsqueeze_352, unsqueeze_353, unsqueeze_354, mul_487, unsqueeze_355, unsqueeze_356, unsqueeze_357, mul_488, sub_98, sub_99, mul_489, convolution_backward_10], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf122 = torch.ops.aten.convolution_backward.default(buf121, add_224, primals_272, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_224
        del primals_272
        buf123 = buf122[0]
        assert_tensor_metadata(buf123, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf123 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf124 = buf122[1]
        assert_tensor_metadata(buf124, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf124 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf122
        assert_size_stride(convolution_44, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf126 = buf148; del buf148  # reuse
        buf125 = buf145; del buf145  # reuse
        buf127 = reinterpret_tensor(buf144, (232, ), (1, ), 0); del buf144  # reuse
        buf128 = reinterpret_tensor(buf119, (1, 232, 1, 1), (232, 1, 232, 232), 0); del buf119  # reuse
        buf129 = reinterpret_tensor(buf116, (232, ), (1, ), 0); del buf116  # reuse
        assert_size_stride(primals_270, (232, ), (1, ), 'input')
        buf130 = buf123; del buf123  # reuse
        buf132 = reinterpret_tensor(buf121, (1, 232, 2, 2), (928, 2, 464, 1), 0); del buf121  # reuse
        buf133 = reinterpret_tensor(buf98, (1, 232, 2, 2), (928, 4, 2, 1), 0); del buf98  # reuse
        assert_size_stride(primals_266, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3(buf130, convolution_44, primals_270, buf126, buf125, buf127, buf128, buf129, buf132, buf133)
        del buf130
        del buf132
        del convolution_44
        del primals_270
        # Topologically Sorted Source Nodes: [input_119, unsqueeze_358, unsqueeze_359, unsqueeze_360, sub_100, mul_492, unsqueeze_361, unsqueeze_362, unsqueeze_363, mul_493, mul_494, mul_495, unsqueeze_364, unsqueeze_365, unsqueeze_366, mul_496, unsqueeze_367, unsqueeze_368, unsqueeze_369, mul_497, sub_102, sub_103, mul_498, convolution_backward_11], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf134 = torch.ops.aten.convolution_backward.default(buf133, buf131, primals_266, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 232, [True, True, False])
        del primals_266
        buf135 = buf134[0]
        assert_tensor_metadata(buf135, (1, 232, 4, 4), (3712, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf135 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf136 = buf134[1]
        assert_tensor_metadata(buf136, (232, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf136 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf134
        assert_size_stride_grouped((convolution_43, unsqueeze_372, squeeze_130), ((1, 232, 4, 4), (1, 232, 1, 1), (232, )), ((3712, 1, 928, 232), (232, 1, 1, 1), (1, )), 'input')
        buf137 = reinterpret_tensor(buf128, (232, ), (1, ), 0); del buf128  # reuse
        buf138 = buf127; del buf127  # reuse
        buf139 = reinterpret_tensor(buf125, (232, ), (1, ), 0); del buf125  # reuse
        assert_size_stride(primals_264, (232, ), (1, ), 'input')
        buf140 = relu_28; del relu_28  # reuse
        assert_size_stride(primals_260, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf140, buf135, convolution_43, unsqueeze_372, squeeze_130, primals_264, buf137, buf138, buf139)
        del buf135
        del convolution_43
        del primals_264
        del squeeze_130
        del unsqueeze_372
        # Topologically Sorted Source Nodes: [full_default, le_8, where_8, sub_104, mul_501, unsqueeze_373, unsqueeze_374, unsqueeze_375, mul_502, mul_503, mul_504, unsqueeze_376, unsqueeze_377, unsqueeze_378, mul_505, unsqueeze_379, unsqueeze_380, unsqueeze_381, mul_506, sub_106, sub_107, mul_507, convolution_backward_12], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf141 = torch.ops.aten.convolution_backward.default(buf140, view_23, primals_260, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf140
        del primals_260
        del view_23
        buf142 = buf141[0]
        assert_tensor_metadata(buf142, (1, 232, 4, 4), (3712, 1, 928, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf142 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf143 = buf141[1]
        assert_tensor_metadata(buf143, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf143 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf141
        assert_size_stride_grouped((add_209, primals_254), ((1, 232, 2, 2), (232, 232, 1, 1)), ((928, 1, 464, 232), (232, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [input_113, unsqueeze_382, unsqueeze_383, unsqueeze_384, sub_108, mul_510, unsqueeze_385, unsqueeze_386, unsqueeze_387, mul_511, mul_512, mul_513, unsqueeze_388, unsqueeze_389, unsqueeze_390, mul_514, unsqueeze_391, unsqueeze_392, unsqueeze_393, mul_515, sub_110, sub_111, mul_516, convolution_backward_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf151 = torch.ops.aten.convolution_backward.default(buf150, add_209, primals_254, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_209
        del primals_254
        buf152 = buf151[0]
        assert_tensor_metadata(buf152, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf152 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf153 = buf151[1]
        assert_tensor_metadata(buf153, (232, 232, 1, 1), (232, 1, 232, 232), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf153 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf151
        assert_size_stride(convolution_41, (1, 232, 2, 2), (928, 1, 464, 232), 'input')
        buf155 = buf138; del buf138  # reuse
        buf154 = buf115; del buf115  # reuse
        buf156 = empty_strided_cpu((232, ), (1, ), torch.float32)
        buf157 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf158 = empty_strided_cpu((232, ), (1, ), torch.float32)
        assert_size_stride(primals_252, (232, ), (1, ), 'input')
        buf159 = buf152; del buf152  # reuse
        buf161 = reinterpret_tensor(buf150, (1, 232, 2, 2), (928, 2, 464, 1), 0); del buf150  # reuse
        buf162 = buf133; del buf133  # reuse
        assert_size_stride(primals_248, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3(buf159, convolution_41, primals_252, buf155, buf154, buf156, buf157, buf158, buf161, buf162)
        del buf154
        del buf156
        del buf157
        del buf159
        del buf161
        del convolution_41
        del primals_252
        # Topologically Sorted Source Nodes: [input_111, unsqueeze_394, unsqueeze_395, unsqueeze_396, sub_112, mul_519, unsqueeze_397, unsqueeze_398, unsqueeze_399, mul_520, mul_521, mul_522, unsqueeze_400, unsqueeze_401, unsqueeze_402, mul_523, unsqueeze_403, unsqueeze_404, unsqueeze_405, mul_524, sub_114, sub_115, mul_525, convolution_backward_14], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf163 = torch.ops.aten.convolution_backward.default(buf162, buf160, primals_248, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 232, [True, True, False])
        del buf162
        del primals_248
        buf164 = buf163[0]
        assert_tensor_metadata(buf164, (1, 232, 4, 4), (3712, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf164 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf165 = buf163[1]
        assert_tensor_metadata(buf165, (232, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf165 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf163
        assert_size_stride_grouped((convolution_40, getitem_103, rsqrt_40, primals_246, primals_247), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf166 = reinterpret_tensor(buf114, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf114  # reuse
        buf193 = reinterpret_tensor(buf160, (1, 232, 4, 4), (3712, 1, 928, 232), 0); del buf160  # reuse
        buf191 = reinterpret_tensor(buf193, (1, 116, 4, 4), (3712, 1, 928, 232), 0)  # alias
        buf167 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf168 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf169 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf170 = buf166; del buf166  # reuse
        assert_size_stride_grouped((add_199, primals_242), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_8(buf170, convolution_40, getitem_103, rsqrt_40, primals_246, primals_247, buf142, buf164, buf191, buf167, buf168, buf169)
        del buf142
        del buf164
        del convolution_40
        del getitem_103
        del primals_246
        del primals_247
        del rsqrt_40
        # Topologically Sorted Source Nodes: [input_108, unsqueeze_406, unsqueeze_407, unsqueeze_408, sub_116, mul_528, unsqueeze_409, unsqueeze_410, unsqueeze_411, mul_529, mul_530, mul_531, unsqueeze_412, unsqueeze_413, unsqueeze_414, mul_532, unsqueeze_415, unsqueeze_416, unsqueeze_417, mul_533, sub_118, sub_119, mul_534, convolution_backward_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf171 = torch.ops.aten.convolution_backward.default(buf170, add_199, primals_242, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_199
        del primals_242
        buf172 = buf171[0]
        assert_tensor_metadata(buf172, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf172 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf173 = buf171[1]
        assert_tensor_metadata(buf173, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf173 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf171
        assert_size_stride_grouped((convolution_39, unsqueeze_420, squeeze_118), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf174 = buf168; del buf168  # reuse
        buf175 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf176 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_240, (116, ), (1, ), 'input')
        buf177 = buf172; del buf172  # reuse
        buf179 = reinterpret_tensor(buf170, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf170  # reuse
        buf180 = reinterpret_tensor(buf80, (1, 116, 4, 4), (1856, 16, 4, 1), 0); del buf80  # reuse
        assert_size_stride(primals_236, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf177, convolution_39, unsqueeze_420, squeeze_118, primals_240, buf174, buf175, buf176, buf179, buf180)
        del buf177
        del buf179
        del convolution_39
        del primals_240
        del squeeze_118
        del unsqueeze_420
        # Topologically Sorted Source Nodes: [sub_120, mul_537, unsqueeze_421, unsqueeze_422, unsqueeze_423, mul_538, mul_539, mul_540, unsqueeze_424, unsqueeze_425, unsqueeze_426, mul_541, unsqueeze_427, unsqueeze_428, unsqueeze_429, mul_542, sub_122, sub_123, mul_543, convolution_backward_16], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf181 = torch.ops.aten.convolution_backward.default(buf180, buf178, primals_236, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del primals_236
        buf182 = buf181[0]
        assert_tensor_metadata(buf182, (1, 116, 4, 4), (1856, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf182 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf183 = buf181[1]
        assert_tensor_metadata(buf183, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf183 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf181
        assert_size_stride_grouped((convolution_38, unsqueeze_432, squeeze_115), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf184 = buf175; del buf175  # reuse
        buf185 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf186 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_234, (116, ), (1, ), 'input')
        buf187 = relu_25; del relu_25  # reuse
        assert_size_stride_grouped((getitem_97, primals_230), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf187, buf182, convolution_38, unsqueeze_432, squeeze_115, primals_234, buf184, buf185, buf186)
        del buf182
        del convolution_38
        del primals_234
        del squeeze_115
        del unsqueeze_432
        # Topologically Sorted Source Nodes: [full_default, le_11, where_11, sub_124, mul_546, unsqueeze_433, unsqueeze_434, unsqueeze_435, mul_547, mul_548, mul_549, unsqueeze_436, unsqueeze_437, unsqueeze_438, mul_550, unsqueeze_439, unsqueeze_440, unsqueeze_441, mul_551, sub_126, sub_127, mul_552, convolution_backward_17], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf188 = torch.ops.aten.convolution_backward.default(buf187, getitem_97, primals_230, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf187
        del getitem_97
        del primals_230
        buf189 = buf188[0]
        assert_tensor_metadata(buf189, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf189 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf190 = buf188[1]
        assert_tensor_metadata(buf190, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf190 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf188
        buf192 = reinterpret_tensor(buf193, (1, 116, 4, 4), (3712, 1, 928, 232), 116)  # alias
        assert_size_stride_grouped((convolution_37, getitem_95, rsqrt_37, primals_228, primals_229), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf194 = reinterpret_tensor(buf180, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf180  # reuse
        buf221 = reinterpret_tensor(buf131, (1, 232, 4, 4), (3712, 1, 928, 232), 0); del buf131  # reuse
        buf219 = reinterpret_tensor(buf221, (1, 116, 4, 4), (3712, 1, 928, 232), 0)  # alias
        buf195 = buf185; del buf185  # reuse
        buf196 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf197 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf198 = buf194; del buf194  # reuse
        assert_size_stride_grouped((add_184, primals_224), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_11(buf198, buf189, convolution_37, getitem_95, rsqrt_37, primals_228, primals_229, buf193, buf192, buf219, buf195, buf196, buf197)
        del buf189
        del buf191
        del buf192
        del convolution_37
        del getitem_95
        del primals_228
        del primals_229
        del rsqrt_37
        # Topologically Sorted Source Nodes: [input_100, unsqueeze_442, unsqueeze_443, unsqueeze_444, sub_128, mul_555, unsqueeze_445, unsqueeze_446, unsqueeze_447, mul_556, mul_557, mul_558, unsqueeze_448, unsqueeze_449, unsqueeze_450, mul_559, unsqueeze_451, unsqueeze_452, unsqueeze_453, mul_560, sub_130, sub_131, mul_561, convolution_backward_18], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf199 = torch.ops.aten.convolution_backward.default(buf198, add_184, primals_224, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_184
        del primals_224
        buf200 = buf199[0]
        assert_tensor_metadata(buf200, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf200 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf201 = buf199[1]
        assert_tensor_metadata(buf201, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf201 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf199
        assert_size_stride_grouped((convolution_36, unsqueeze_456, squeeze_109), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf202 = buf196; del buf196  # reuse
        buf203 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf204 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_222, (116, ), (1, ), 'input')
        buf205 = buf200; del buf200  # reuse
        buf207 = reinterpret_tensor(buf198, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf198  # reuse
        buf208 = reinterpret_tensor(buf178, (1, 116, 4, 4), (1856, 16, 4, 1), 0); del buf178  # reuse
        assert_size_stride(primals_218, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf205, convolution_36, unsqueeze_456, squeeze_109, primals_222, buf202, buf203, buf204, buf207, buf208)
        del buf205
        del buf207
        del convolution_36
        del primals_222
        del squeeze_109
        del unsqueeze_456
        # Topologically Sorted Source Nodes: [sub_132, mul_564, unsqueeze_457, unsqueeze_458, unsqueeze_459, mul_565, mul_566, mul_567, unsqueeze_460, unsqueeze_461, unsqueeze_462, mul_568, unsqueeze_463, unsqueeze_464, unsqueeze_465, mul_569, sub_134, sub_135, mul_570, convolution_backward_19], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf209 = torch.ops.aten.convolution_backward.default(buf208, buf206, primals_218, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del primals_218
        buf210 = buf209[0]
        assert_tensor_metadata(buf210, (1, 116, 4, 4), (1856, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf210 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf211 = buf209[1]
        assert_tensor_metadata(buf211, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf211 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf209
        assert_size_stride_grouped((convolution_35, unsqueeze_468, squeeze_106), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf212 = buf203; del buf203  # reuse
        buf213 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf214 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_216, (116, ), (1, ), 'input')
        buf215 = relu_23; del relu_23  # reuse
        assert_size_stride_grouped((getitem_89, primals_212), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf215, buf210, convolution_35, unsqueeze_468, squeeze_106, primals_216, buf212, buf213, buf214)
        del buf210
        del convolution_35
        del primals_216
        del squeeze_106
        del unsqueeze_468
        # Topologically Sorted Source Nodes: [full_default, le_13, where_13, sub_136, mul_573, unsqueeze_469, unsqueeze_470, unsqueeze_471, mul_574, mul_575, mul_576, unsqueeze_472, unsqueeze_473, unsqueeze_474, mul_577, unsqueeze_475, unsqueeze_476, unsqueeze_477, mul_578, sub_138, sub_139, mul_579, convolution_backward_20], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf216 = torch.ops.aten.convolution_backward.default(buf215, getitem_89, primals_212, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf215
        del getitem_89
        del primals_212
        buf217 = buf216[0]
        assert_tensor_metadata(buf217, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf217 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf218 = buf216[1]
        assert_tensor_metadata(buf218, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf218 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf216
        buf220 = reinterpret_tensor(buf221, (1, 116, 4, 4), (3712, 1, 928, 232), 116)  # alias
        assert_size_stride_grouped((convolution_34, getitem_87, rsqrt_34, primals_210, primals_211), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf222 = reinterpret_tensor(buf208, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf208  # reuse
        buf249 = buf193; del buf193  # reuse
        buf247 = reinterpret_tensor(buf249, (1, 116, 4, 4), (3712, 1, 928, 232), 0)  # alias
        buf223 = buf213; del buf213  # reuse
        buf224 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf225 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf226 = buf222; del buf222  # reuse
        assert_size_stride_grouped((add_169, primals_206), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_11(buf226, buf217, convolution_34, getitem_87, rsqrt_34, primals_210, primals_211, buf221, buf220, buf247, buf223, buf224, buf225)
        del buf217
        del buf219
        del buf220
        del convolution_34
        del getitem_87
        del primals_210
        del primals_211
        del rsqrt_34
        # Topologically Sorted Source Nodes: [input_92, unsqueeze_478, unsqueeze_479, unsqueeze_480, sub_140, mul_582, unsqueeze_481, unsqueeze_482, unsqueeze_483, mul_583, mul_584, mul_585, unsqueeze_484, unsqueeze_485, unsqueeze_486, mul_586, unsqueeze_487, unsqueeze_488, unsqueeze_489, mul_587, sub_142, sub_143, mul_588, convolution_backward_21], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf227 = torch.ops.aten.convolution_backward.default(buf226, add_169, primals_206, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_169
        del primals_206
        buf228 = buf227[0]
        assert_tensor_metadata(buf228, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf228 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf229 = buf227[1]
        assert_tensor_metadata(buf229, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf229 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf227
        assert_size_stride_grouped((convolution_33, unsqueeze_492, squeeze_100), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf230 = buf224; del buf224  # reuse
        buf231 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf232 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_204, (116, ), (1, ), 'input')
        buf233 = buf228; del buf228  # reuse
        buf235 = reinterpret_tensor(buf226, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf226  # reuse
        buf236 = reinterpret_tensor(buf206, (1, 116, 4, 4), (1856, 16, 4, 1), 0); del buf206  # reuse
        assert_size_stride(primals_200, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf233, convolution_33, unsqueeze_492, squeeze_100, primals_204, buf230, buf231, buf232, buf235, buf236)
        del buf233
        del buf235
        del convolution_33
        del primals_204
        del squeeze_100
        del unsqueeze_492
        # Topologically Sorted Source Nodes: [sub_144, mul_591, unsqueeze_493, unsqueeze_494, unsqueeze_495, mul_592, mul_593, mul_594, unsqueeze_496, unsqueeze_497, unsqueeze_498, mul_595, unsqueeze_499, unsqueeze_500, unsqueeze_501, mul_596, sub_146, sub_147, mul_597, convolution_backward_22], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf237 = torch.ops.aten.convolution_backward.default(buf236, buf234, primals_200, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del primals_200
        buf238 = buf237[0]
        assert_tensor_metadata(buf238, (1, 116, 4, 4), (1856, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf238 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf239 = buf237[1]
        assert_tensor_metadata(buf239, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf239 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf237
        assert_size_stride_grouped((convolution_32, unsqueeze_504, squeeze_97), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf240 = buf231; del buf231  # reuse
        buf241 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf242 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_198, (116, ), (1, ), 'input')
        buf243 = relu_21; del relu_21  # reuse
        assert_size_stride_grouped((getitem_81, primals_194), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf243, buf238, convolution_32, unsqueeze_504, squeeze_97, primals_198, buf240, buf241, buf242)
        del buf238
        del convolution_32
        del primals_198
        del squeeze_97
        del unsqueeze_504
        # Topologically Sorted Source Nodes: [full_default, le_15, where_15, sub_148, mul_600, unsqueeze_505, unsqueeze_506, unsqueeze_507, mul_601, mul_602, mul_603, unsqueeze_508, unsqueeze_509, unsqueeze_510, mul_604, unsqueeze_511, unsqueeze_512, unsqueeze_513, mul_605, sub_150, sub_151, mul_606, convolution_backward_23], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf244 = torch.ops.aten.convolution_backward.default(buf243, getitem_81, primals_194, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf243
        del getitem_81
        del primals_194
        buf245 = buf244[0]
        assert_tensor_metadata(buf245, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf245 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf246 = buf244[1]
        assert_tensor_metadata(buf246, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf246 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf244
        buf248 = reinterpret_tensor(buf249, (1, 116, 4, 4), (3712, 1, 928, 232), 116)  # alias
        assert_size_stride_grouped((convolution_31, getitem_79, rsqrt_31, primals_192, primals_193), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf250 = reinterpret_tensor(buf236, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf236  # reuse
        buf277 = buf221; del buf221  # reuse
        buf275 = reinterpret_tensor(buf277, (1, 116, 4, 4), (3712, 1, 928, 232), 0)  # alias
        buf251 = buf241; del buf241  # reuse
        buf252 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf253 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf254 = buf250; del buf250  # reuse
        assert_size_stride_grouped((add_154, primals_188), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_11(buf254, buf245, convolution_31, getitem_79, rsqrt_31, primals_192, primals_193, buf249, buf248, buf275, buf251, buf252, buf253)
        del buf245
        del buf247
        del buf248
        del convolution_31
        del getitem_79
        del primals_192
        del primals_193
        del rsqrt_31
        # Topologically Sorted Source Nodes: [input_84, unsqueeze_514, unsqueeze_515, unsqueeze_516, sub_152, mul_609, unsqueeze_517, unsqueeze_518, unsqueeze_519, mul_610, mul_611, mul_612, unsqueeze_520, unsqueeze_521, unsqueeze_522, mul_613, unsqueeze_523, unsqueeze_524, unsqueeze_525, mul_614, sub_154, sub_155, mul_615, convolution_backward_24], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf255 = torch.ops.aten.convolution_backward.default(buf254, add_154, primals_188, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_154
        del primals_188
        buf256 = buf255[0]
        assert_tensor_metadata(buf256, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf256 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf257 = buf255[1]
        assert_tensor_metadata(buf257, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf257 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf255
        assert_size_stride_grouped((convolution_30, unsqueeze_528, squeeze_91), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf258 = buf252; del buf252  # reuse
        buf259 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf260 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_186, (116, ), (1, ), 'input')
        buf261 = buf256; del buf256  # reuse
        buf263 = reinterpret_tensor(buf254, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf254  # reuse
        buf264 = reinterpret_tensor(buf234, (1, 116, 4, 4), (1856, 16, 4, 1), 0); del buf234  # reuse
        assert_size_stride(primals_182, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf261, convolution_30, unsqueeze_528, squeeze_91, primals_186, buf258, buf259, buf260, buf263, buf264)
        del buf261
        del buf263
        del convolution_30
        del primals_186
        del squeeze_91
        del unsqueeze_528
        # Topologically Sorted Source Nodes: [sub_156, mul_618, unsqueeze_529, unsqueeze_530, unsqueeze_531, mul_619, mul_620, mul_621, unsqueeze_532, unsqueeze_533, unsqueeze_534, mul_622, unsqueeze_535, unsqueeze_536, unsqueeze_537, mul_623, sub_158, sub_159, mul_624, convolution_backward_25], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf265 = torch.ops.aten.convolution_backward.default(buf264, buf262, primals_182, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del primals_182
        buf266 = buf265[0]
        assert_tensor_metadata(buf266, (1, 116, 4, 4), (1856, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf266 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf267 = buf265[1]
        assert_tensor_metadata(buf267, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf267 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf265
        assert_size_stride_grouped((convolution_29, unsqueeze_540, squeeze_88), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf268 = buf259; del buf259  # reuse
        buf269 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf270 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_180, (116, ), (1, ), 'input')
        buf271 = relu_19; del relu_19  # reuse
        assert_size_stride_grouped((getitem_73, primals_176), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf271, buf266, convolution_29, unsqueeze_540, squeeze_88, primals_180, buf268, buf269, buf270)
        del buf266
        del convolution_29
        del primals_180
        del squeeze_88
        del unsqueeze_540
        # Topologically Sorted Source Nodes: [full_default, le_17, where_17, sub_160, mul_627, unsqueeze_541, unsqueeze_542, unsqueeze_543, mul_628, mul_629, mul_630, unsqueeze_544, unsqueeze_545, unsqueeze_546, mul_631, unsqueeze_547, unsqueeze_548, unsqueeze_549, mul_632, sub_162, sub_163, mul_633, convolution_backward_26], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf272 = torch.ops.aten.convolution_backward.default(buf271, getitem_73, primals_176, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf271
        del getitem_73
        del primals_176
        buf273 = buf272[0]
        assert_tensor_metadata(buf273, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf273 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf274 = buf272[1]
        assert_tensor_metadata(buf274, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf274 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf272
        buf276 = reinterpret_tensor(buf277, (1, 116, 4, 4), (3712, 1, 928, 232), 116)  # alias
        assert_size_stride_grouped((convolution_28, getitem_71, rsqrt_28, primals_174, primals_175), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf278 = reinterpret_tensor(buf264, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf264  # reuse
        buf305 = buf249; del buf249  # reuse
        buf303 = reinterpret_tensor(buf305, (1, 116, 4, 4), (3712, 1, 928, 232), 0)  # alias
        buf279 = buf269; del buf269  # reuse
        buf280 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf281 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf282 = buf278; del buf278  # reuse
        assert_size_stride_grouped((add_139, primals_170), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_11(buf282, buf273, convolution_28, getitem_71, rsqrt_28, primals_174, primals_175, buf277, buf276, buf303, buf279, buf280, buf281)
        del buf273
        del buf275
        del buf276
        del convolution_28
        del getitem_71
        del primals_174
        del primals_175
        del rsqrt_28
        # Topologically Sorted Source Nodes: [input_76, unsqueeze_550, unsqueeze_551, unsqueeze_552, sub_164, mul_636, unsqueeze_553, unsqueeze_554, unsqueeze_555, mul_637, mul_638, mul_639, unsqueeze_556, unsqueeze_557, unsqueeze_558, mul_640, unsqueeze_559, unsqueeze_560, unsqueeze_561, mul_641, sub_166, sub_167, mul_642, convolution_backward_27], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf283 = torch.ops.aten.convolution_backward.default(buf282, add_139, primals_170, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_139
        del primals_170
        buf284 = buf283[0]
        assert_tensor_metadata(buf284, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf284 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf285 = buf283[1]
        assert_tensor_metadata(buf285, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf285 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf283
        assert_size_stride_grouped((convolution_27, unsqueeze_564, squeeze_82), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf286 = buf280; del buf280  # reuse
        buf287 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf288 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_168, (116, ), (1, ), 'input')
        buf289 = buf284; del buf284  # reuse
        buf291 = reinterpret_tensor(buf282, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf282  # reuse
        buf292 = reinterpret_tensor(buf262, (1, 116, 4, 4), (1856, 16, 4, 1), 0); del buf262  # reuse
        assert_size_stride(primals_164, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf289, convolution_27, unsqueeze_564, squeeze_82, primals_168, buf286, buf287, buf288, buf291, buf292)
        del buf289
        del buf291
        del convolution_27
        del primals_168
        del squeeze_82
        del unsqueeze_564
        # Topologically Sorted Source Nodes: [sub_168, mul_645, unsqueeze_565, unsqueeze_566, unsqueeze_567, mul_646, mul_647, mul_648, unsqueeze_568, unsqueeze_569, unsqueeze_570, mul_649, unsqueeze_571, unsqueeze_572, unsqueeze_573, mul_650, sub_170, sub_171, mul_651, convolution_backward_28], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf293 = torch.ops.aten.convolution_backward.default(buf292, buf290, primals_164, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del primals_164
        buf294 = buf293[0]
        assert_tensor_metadata(buf294, (1, 116, 4, 4), (1856, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf294 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf295 = buf293[1]
        assert_tensor_metadata(buf295, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf295 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf293
        assert_size_stride_grouped((convolution_26, unsqueeze_576, squeeze_79), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf296 = buf287; del buf287  # reuse
        buf297 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf298 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_162, (116, ), (1, ), 'input')
        buf299 = relu_17; del relu_17  # reuse
        assert_size_stride_grouped((getitem_65, primals_158), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf299, buf294, convolution_26, unsqueeze_576, squeeze_79, primals_162, buf296, buf297, buf298)
        del buf294
        del convolution_26
        del primals_162
        del squeeze_79
        del unsqueeze_576
        # Topologically Sorted Source Nodes: [full_default, le_19, where_19, sub_172, mul_654, unsqueeze_577, unsqueeze_578, unsqueeze_579, mul_655, mul_656, mul_657, unsqueeze_580, unsqueeze_581, unsqueeze_582, mul_658, unsqueeze_583, unsqueeze_584, unsqueeze_585, mul_659, sub_174, sub_175, mul_660, convolution_backward_29], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf300 = torch.ops.aten.convolution_backward.default(buf299, getitem_65, primals_158, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf299
        del getitem_65
        del primals_158
        buf301 = buf300[0]
        assert_tensor_metadata(buf301, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf301 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf302 = buf300[1]
        assert_tensor_metadata(buf302, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf302 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf300
        buf304 = reinterpret_tensor(buf305, (1, 116, 4, 4), (3712, 1, 928, 232), 116)  # alias
        assert_size_stride_grouped((convolution_25, getitem_63, rsqrt_25, primals_156, primals_157), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf306 = reinterpret_tensor(buf292, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf292  # reuse
        buf333 = buf277; del buf277  # reuse
        buf331 = reinterpret_tensor(buf333, (1, 116, 4, 4), (3712, 1, 928, 232), 0)  # alias
        buf307 = buf297; del buf297  # reuse
        buf308 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf309 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf310 = buf306; del buf306  # reuse
        assert_size_stride_grouped((add_124, primals_152), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_11(buf310, buf301, convolution_25, getitem_63, rsqrt_25, primals_156, primals_157, buf305, buf304, buf331, buf307, buf308, buf309)
        del buf301
        del buf303
        del buf304
        del convolution_25
        del getitem_63
        del primals_156
        del primals_157
        del rsqrt_25
        # Topologically Sorted Source Nodes: [input_68, unsqueeze_586, unsqueeze_587, unsqueeze_588, sub_176, mul_663, unsqueeze_589, unsqueeze_590, unsqueeze_591, mul_664, mul_665, mul_666, unsqueeze_592, unsqueeze_593, unsqueeze_594, mul_667, unsqueeze_595, unsqueeze_596, unsqueeze_597, mul_668, sub_178, sub_179, mul_669, convolution_backward_30], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf311 = torch.ops.aten.convolution_backward.default(buf310, add_124, primals_152, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_124
        del primals_152
        buf312 = buf311[0]
        assert_tensor_metadata(buf312, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf312 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf313 = buf311[1]
        assert_tensor_metadata(buf313, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf313 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf311
        assert_size_stride_grouped((convolution_24, unsqueeze_600, squeeze_73), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf314 = buf308; del buf308  # reuse
        buf315 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf316 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_150, (116, ), (1, ), 'input')
        buf317 = buf312; del buf312  # reuse
        buf319 = reinterpret_tensor(buf310, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf310  # reuse
        buf320 = reinterpret_tensor(buf290, (1, 116, 4, 4), (1856, 16, 4, 1), 0); del buf290  # reuse
        assert_size_stride(primals_146, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf317, convolution_24, unsqueeze_600, squeeze_73, primals_150, buf314, buf315, buf316, buf319, buf320)
        del buf317
        del buf319
        del convolution_24
        del primals_150
        del squeeze_73
        del unsqueeze_600
        # Topologically Sorted Source Nodes: [sub_180, mul_672, unsqueeze_601, unsqueeze_602, unsqueeze_603, mul_673, mul_674, mul_675, unsqueeze_604, unsqueeze_605, unsqueeze_606, mul_676, unsqueeze_607, unsqueeze_608, unsqueeze_609, mul_677, sub_182, sub_183, mul_678, convolution_backward_31], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf321 = torch.ops.aten.convolution_backward.default(buf320, buf318, primals_146, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del primals_146
        buf322 = buf321[0]
        assert_tensor_metadata(buf322, (1, 116, 4, 4), (1856, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf322 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf323 = buf321[1]
        assert_tensor_metadata(buf323, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf323 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf321
        assert_size_stride_grouped((convolution_23, unsqueeze_612, squeeze_70), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf324 = buf315; del buf315  # reuse
        buf325 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf326 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_144, (116, ), (1, ), 'input')
        buf327 = relu_15; del relu_15  # reuse
        assert_size_stride_grouped((getitem_57, primals_140), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf327, buf322, convolution_23, unsqueeze_612, squeeze_70, primals_144, buf324, buf325, buf326)
        del buf322
        del convolution_23
        del primals_144
        del squeeze_70
        del unsqueeze_612
        # Topologically Sorted Source Nodes: [full_default, le_21, where_21, sub_184, mul_681, unsqueeze_613, unsqueeze_614, unsqueeze_615, mul_682, mul_683, mul_684, unsqueeze_616, unsqueeze_617, unsqueeze_618, mul_685, unsqueeze_619, unsqueeze_620, unsqueeze_621, mul_686, sub_186, sub_187, mul_687, convolution_backward_32], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf328 = torch.ops.aten.convolution_backward.default(buf327, getitem_57, primals_140, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf327
        del getitem_57
        del primals_140
        buf329 = buf328[0]
        assert_tensor_metadata(buf329, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf329 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf330 = buf328[1]
        assert_tensor_metadata(buf330, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf330 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf328
        buf332 = reinterpret_tensor(buf333, (1, 116, 4, 4), (3712, 1, 928, 232), 116)  # alias
        assert_size_stride_grouped((convolution_22, getitem_55, rsqrt_22, primals_138, primals_139), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf334 = reinterpret_tensor(buf320, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf320  # reuse
        buf361 = buf305; del buf305  # reuse
        buf359 = reinterpret_tensor(buf361, (1, 116, 4, 4), (3712, 1, 928, 232), 0)  # alias
        buf335 = buf325; del buf325  # reuse
        buf336 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf337 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf338 = buf334; del buf334  # reuse
        assert_size_stride_grouped((add_109, primals_134), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_11(buf338, buf329, convolution_22, getitem_55, rsqrt_22, primals_138, primals_139, buf333, buf332, buf359, buf335, buf336, buf337)
        del buf329
        del buf331
        del buf332
        del convolution_22
        del getitem_55
        del primals_138
        del primals_139
        del rsqrt_22
        # Topologically Sorted Source Nodes: [input_60, unsqueeze_622, unsqueeze_623, unsqueeze_624, sub_188, mul_690, unsqueeze_625, unsqueeze_626, unsqueeze_627, mul_691, mul_692, mul_693, unsqueeze_628, unsqueeze_629, unsqueeze_630, mul_694, unsqueeze_631, unsqueeze_632, unsqueeze_633, mul_695, sub_190, sub_191, mul_696, convolution_backward_33], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf339 = torch.ops.aten.convolution_backward.default(buf338, add_109, primals_134, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_109
        del primals_134
        buf340 = buf339[0]
        assert_tensor_metadata(buf340, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf340 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf341 = buf339[1]
        assert_tensor_metadata(buf341, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf341 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf339
        assert_size_stride_grouped((convolution_21, unsqueeze_636, squeeze_64), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf342 = buf336; del buf336  # reuse
        buf343 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf344 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_132, (116, ), (1, ), 'input')
        buf345 = buf340; del buf340  # reuse
        buf347 = reinterpret_tensor(buf338, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf338  # reuse
        buf348 = reinterpret_tensor(buf318, (1, 116, 4, 4), (1856, 16, 4, 1), 0); del buf318  # reuse
        assert_size_stride(primals_128, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf345, convolution_21, unsqueeze_636, squeeze_64, primals_132, buf342, buf343, buf344, buf347, buf348)
        del buf345
        del convolution_21
        del primals_132
        del squeeze_64
        del unsqueeze_636
        # Topologically Sorted Source Nodes: [sub_192, mul_699, unsqueeze_637, unsqueeze_638, unsqueeze_639, mul_700, mul_701, mul_702, unsqueeze_640, unsqueeze_641, unsqueeze_642, mul_703, unsqueeze_643, unsqueeze_644, unsqueeze_645, mul_704, sub_194, sub_195, mul_705, convolution_backward_34], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf349 = torch.ops.aten.convolution_backward.default(buf348, buf346, primals_128, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del primals_128
        buf350 = buf349[0]
        assert_tensor_metadata(buf350, (1, 116, 4, 4), (1856, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf350 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf351 = buf349[1]
        assert_tensor_metadata(buf351, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf351 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf349
        assert_size_stride_grouped((convolution_20, unsqueeze_648, squeeze_61), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf352 = buf343; del buf343  # reuse
        buf353 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf354 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_126, (116, ), (1, ), 'input')
        buf355 = relu_13; del relu_13  # reuse
        assert_size_stride_grouped((getitem_49, primals_122), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf355, buf350, convolution_20, unsqueeze_648, squeeze_61, primals_126, buf352, buf353, buf354)
        del buf350
        del convolution_20
        del primals_126
        del squeeze_61
        del unsqueeze_648
        # Topologically Sorted Source Nodes: [full_default, le_23, where_23, sub_196, mul_708, unsqueeze_649, unsqueeze_650, unsqueeze_651, mul_709, mul_710, mul_711, unsqueeze_652, unsqueeze_653, unsqueeze_654, mul_712, unsqueeze_655, unsqueeze_656, unsqueeze_657, mul_713, sub_198, sub_199, mul_714, convolution_backward_35], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf356 = torch.ops.aten.convolution_backward.default(buf355, getitem_49, primals_122, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf355
        del getitem_49
        del primals_122
        buf357 = buf356[0]
        assert_tensor_metadata(buf357, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf357 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf358 = buf356[1]
        assert_tensor_metadata(buf358, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf358 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf356
        buf360 = reinterpret_tensor(buf361, (1, 116, 4, 4), (3712, 1, 928, 232), 116)  # alias
        assert_size_stride_grouped((convolution_19, getitem_47, rsqrt_19, primals_120, primals_121), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf362 = reinterpret_tensor(buf348, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf348  # reuse
        assert_size_stride_grouped((convolution_16, getitem_41, rsqrt_16, primals_102, primals_103), ((1, 116, 4, 4), (1, 116, 1, 1), (1, 116, 1, 1), (116, ), (116, )), ((1856, 1, 464, 116), (116, 1, 116, 116), (116, 1, 116, 116), (1, ), (1, )), 'input')
        buf387 = reinterpret_tensor(buf346, (1, 116, 4, 4), (1856, 1, 464, 116), 0); del buf346  # reuse
        buf363 = buf353; del buf353  # reuse
        buf364 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf365 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf366 = buf362; del buf362  # reuse
        buf388 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf389 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf390 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf391 = buf387; del buf387  # reuse
        assert_size_stride_grouped((add_94, primals_116), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_12(buf366, buf391, buf357, convolution_19, getitem_47, rsqrt_19, primals_120, primals_121, buf361, convolution_16, getitem_41, rsqrt_16, primals_102, primals_103, buf360, buf363, buf364, buf365, buf388, buf389, buf390)
        del buf357
        del buf359
        del buf360
        del convolution_16
        del convolution_19
        del getitem_41
        del getitem_47
        del primals_102
        del primals_103
        del primals_120
        del primals_121
        del rsqrt_16
        del rsqrt_19
        # Topologically Sorted Source Nodes: [input_52, unsqueeze_658, unsqueeze_659, unsqueeze_660, sub_200, mul_717, unsqueeze_661, unsqueeze_662, unsqueeze_663, mul_718, mul_719, mul_720, unsqueeze_664, unsqueeze_665, unsqueeze_666, mul_721, unsqueeze_667, unsqueeze_668, unsqueeze_669, mul_722, sub_202, sub_203, mul_723, convolution_backward_36], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf367 = torch.ops.aten.convolution_backward.default(buf366, add_94, primals_116, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_94
        del primals_116
        buf368 = buf367[0]
        assert_tensor_metadata(buf368, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf368 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf369 = buf367[1]
        assert_tensor_metadata(buf369, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf369 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf367
        assert_size_stride_grouped((convolution_18, unsqueeze_672, squeeze_55), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf370 = buf389; del buf389  # reuse
        buf371 = buf364; del buf364  # reuse
        buf372 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_114, (116, ), (1, ), 'input')
        buf373 = buf368; del buf368  # reuse
        buf375 = reinterpret_tensor(buf366, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf366  # reuse
        buf376 = reinterpret_tensor(buf347, (1, 116, 4, 4), (1856, 16, 4, 1), 0); del buf347  # reuse
        assert_size_stride(primals_110, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf373, convolution_18, unsqueeze_672, squeeze_55, primals_114, buf370, buf371, buf372, buf375, buf376)
        del buf373
        del buf375
        del convolution_18
        del primals_114
        del squeeze_55
        del unsqueeze_672
        # Topologically Sorted Source Nodes: [sub_204, mul_726, unsqueeze_673, unsqueeze_674, unsqueeze_675, mul_727, mul_728, mul_729, unsqueeze_676, unsqueeze_677, unsqueeze_678, mul_730, unsqueeze_679, unsqueeze_680, unsqueeze_681, mul_731, sub_206, sub_207, mul_732, convolution_backward_37], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf377 = torch.ops.aten.convolution_backward.default(buf376, buf374, primals_110, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del primals_110
        buf378 = buf377[0]
        assert_tensor_metadata(buf378, (1, 116, 8, 8), (7424, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf378 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf379 = buf377[1]
        assert_tensor_metadata(buf379, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf379 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf377
        assert_size_stride_grouped((convolution_17, unsqueeze_684, squeeze_52), ((1, 116, 8, 8), (1, 116, 1, 1), (116, )), ((7424, 1, 928, 116), (116, 1, 1, 1), (1, )), 'input')
        buf380 = buf371; del buf371  # reuse
        buf381 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf382 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_108, (116, ), (1, ), 'input')
        buf383 = relu_11; del relu_11  # reuse
        assert_size_stride(primals_104, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_13(buf383, buf378, convolution_17, unsqueeze_684, squeeze_52, primals_108, buf380, buf381, buf382)
        del buf378
        del convolution_17
        del primals_108
        del squeeze_52
        del unsqueeze_684
        # Topologically Sorted Source Nodes: [full_default, le_25, where_25, sub_208, mul_735, unsqueeze_685, unsqueeze_686, unsqueeze_687, mul_736, mul_737, mul_738, unsqueeze_688, unsqueeze_689, unsqueeze_690, mul_739, unsqueeze_691, unsqueeze_692, unsqueeze_693, mul_740, sub_210, sub_211, mul_741, convolution_backward_38], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf384 = torch.ops.aten.convolution_backward.default(buf383, view_7, primals_104, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf383
        del primals_104
        del view_7
        buf385 = buf384[0]
        assert_tensor_metadata(buf385, (1, 116, 8, 8), (7424, 1, 928, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf385 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf386 = buf384[1]
        assert_tensor_metadata(buf386, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf386 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf384
        assert_size_stride_grouped((add_79, primals_98), ((1, 116, 4, 4), (116, 116, 1, 1)), ((1856, 1, 464, 116), (116, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [input_44, unsqueeze_694, unsqueeze_695, unsqueeze_696, sub_212, mul_744, unsqueeze_697, unsqueeze_698, unsqueeze_699, mul_745, mul_746, mul_747, unsqueeze_700, unsqueeze_701, unsqueeze_702, mul_748, unsqueeze_703, unsqueeze_704, unsqueeze_705, mul_749, sub_214, sub_215, mul_750, convolution_backward_39], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf392 = torch.ops.aten.convolution_backward.default(buf391, add_79, primals_98, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_79
        del primals_98
        buf393 = buf392[0]
        assert_tensor_metadata(buf393, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf393 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf394 = buf392[1]
        assert_tensor_metadata(buf394, (116, 116, 1, 1), (116, 1, 116, 116), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf394 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf392
        assert_size_stride_grouped((convolution_15, unsqueeze_708, squeeze_46), ((1, 116, 4, 4), (1, 116, 1, 1), (116, )), ((1856, 1, 464, 116), (116, 1, 1, 1), (1, )), 'input')
        buf395 = buf381; del buf381  # reuse
        buf396 = empty_strided_cpu((116, ), (1, ), torch.float32)
        buf397 = empty_strided_cpu((116, ), (1, ), torch.float32)
        assert_size_stride(primals_96, (116, ), (1, ), 'input')
        buf398 = buf393; del buf393  # reuse
        buf400 = reinterpret_tensor(buf391, (1, 116, 4, 4), (1856, 4, 464, 1), 0); del buf391  # reuse
        buf401 = buf376; del buf376  # reuse
        assert_size_stride(primals_92, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_9(buf398, convolution_15, unsqueeze_708, squeeze_46, primals_96, buf395, buf396, buf397, buf400, buf401)
        del buf396
        del buf398
        del buf400
        del convolution_15
        del primals_96
        del squeeze_46
        del unsqueeze_708
        # Topologically Sorted Source Nodes: [sub_216, mul_753, unsqueeze_709, unsqueeze_710, unsqueeze_711, mul_754, mul_755, mul_756, unsqueeze_712, unsqueeze_713, unsqueeze_714, mul_757, unsqueeze_715, unsqueeze_716, unsqueeze_717, mul_758, sub_218, sub_219, mul_759, convolution_backward_40], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf402 = torch.ops.aten.convolution_backward.default(buf401, buf399, primals_92, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 116, [True, True, False])
        del buf401
        del primals_92
        buf403 = buf402[0]
        assert_tensor_metadata(buf403, (1, 116, 8, 8), (7424, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf403 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf404 = buf402[1]
        assert_tensor_metadata(buf404, (116, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf404 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf402
        assert_size_stride_grouped((convolution_14, getitem_37, rsqrt_14, primals_90, primals_91), ((1, 58, 8, 8), (1, 58, 1, 1), (1, 58, 1, 1), (58, ), (58, )), ((3712, 1, 464, 58), (58, 1, 58, 58), (58, 1, 58, 58), (1, ), (1, )), 'input')
        buf405 = reinterpret_tensor(buf361, (1, 58, 8, 8), (3712, 1, 464, 58), 0); del buf361  # reuse
        buf432 = reinterpret_tensor(buf399, (1, 116, 8, 8), (7424, 1, 928, 116), 0); del buf399  # reuse
        buf430 = reinterpret_tensor(buf432, (1, 58, 8, 8), (7424, 1, 928, 116), 0)  # alias
        buf406 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf407 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf408 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf409 = buf405; del buf405  # reuse
        assert_size_stride_grouped((add_69, primals_86), ((1, 58, 8, 8), (58, 58, 1, 1)), ((3712, 1, 464, 58), (58, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_14(buf409, convolution_14, getitem_37, rsqrt_14, primals_90, primals_91, buf385, buf403, buf430, buf406, buf407, buf408)
        del buf385
        del buf403
        del convolution_14
        del getitem_37
        del primals_90
        del primals_91
        del rsqrt_14
        # Topologically Sorted Source Nodes: [input_39, unsqueeze_718, unsqueeze_719, unsqueeze_720, sub_220, mul_762, unsqueeze_721, unsqueeze_722, unsqueeze_723, mul_763, mul_764, mul_765, unsqueeze_724, unsqueeze_725, unsqueeze_726, mul_766, unsqueeze_727, unsqueeze_728, unsqueeze_729, mul_767, sub_222, sub_223, mul_768, convolution_backward_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf410 = torch.ops.aten.convolution_backward.default(buf409, add_69, primals_86, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_69
        del primals_86
        buf411 = buf410[0]
        assert_tensor_metadata(buf411, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf411 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf412 = buf410[1]
        assert_tensor_metadata(buf412, (58, 58, 1, 1), (58, 1, 58, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf412 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf410
        assert_size_stride_grouped((convolution_13, unsqueeze_732, squeeze_40), ((1, 58, 8, 8), (1, 58, 1, 1), (58, )), ((3712, 1, 464, 58), (58, 1, 1, 1), (1, )), 'input')
        buf413 = buf407; del buf407  # reuse
        buf414 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf415 = empty_strided_cpu((58, ), (1, ), torch.float32)
        assert_size_stride(primals_84, (58, ), (1, ), 'input')
        buf416 = buf411; del buf411  # reuse
        buf418 = reinterpret_tensor(buf409, (1, 58, 8, 8), (3712, 8, 464, 1), 0); del buf409  # reuse
        buf419 = reinterpret_tensor(buf333, (1, 58, 8, 8), (3712, 64, 8, 1), 0); del buf333  # reuse
        assert_size_stride(primals_80, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_15(buf416, convolution_13, unsqueeze_732, squeeze_40, primals_84, buf413, buf414, buf415, buf418, buf419)
        del buf416
        del buf418
        del convolution_13
        del primals_84
        del squeeze_40
        del unsqueeze_732
        # Topologically Sorted Source Nodes: [sub_224, mul_771, unsqueeze_733, unsqueeze_734, unsqueeze_735, mul_772, mul_773, mul_774, unsqueeze_736, unsqueeze_737, unsqueeze_738, mul_775, unsqueeze_739, unsqueeze_740, unsqueeze_741, mul_776, sub_226, sub_227, mul_777, convolution_backward_42], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf420 = torch.ops.aten.convolution_backward.default(buf419, buf417, primals_80, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 58, [True, True, False])
        del primals_80
        buf421 = buf420[0]
        assert_tensor_metadata(buf421, (1, 58, 8, 8), (3712, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf421 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf422 = buf420[1]
        assert_tensor_metadata(buf422, (58, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf422 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf420
        assert_size_stride_grouped((convolution_12, unsqueeze_744, squeeze_37), ((1, 58, 8, 8), (1, 58, 1, 1), (58, )), ((3712, 1, 464, 58), (58, 1, 1, 1), (1, )), 'input')
        buf423 = buf414; del buf414  # reuse
        buf424 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf425 = empty_strided_cpu((58, ), (1, ), torch.float32)
        assert_size_stride(primals_78, (58, ), (1, ), 'input')
        buf426 = relu_8; del relu_8  # reuse
        assert_size_stride_grouped((getitem_31, primals_74), ((1, 58, 8, 8), (58, 58, 1, 1)), ((3712, 1, 464, 58), (58, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf426, buf421, convolution_12, unsqueeze_744, squeeze_37, primals_78, buf423, buf424, buf425)
        del buf421
        del convolution_12
        del primals_78
        del squeeze_37
        del unsqueeze_744
        # Topologically Sorted Source Nodes: [full_default, le_28, where_28, sub_228, mul_780, unsqueeze_745, unsqueeze_746, unsqueeze_747, mul_781, mul_782, mul_783, unsqueeze_748, unsqueeze_749, unsqueeze_750, mul_784, unsqueeze_751, unsqueeze_752, unsqueeze_753, mul_785, sub_230, sub_231, mul_786, convolution_backward_43], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf427 = torch.ops.aten.convolution_backward.default(buf426, getitem_31, primals_74, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf426
        del getitem_31
        del primals_74
        buf428 = buf427[0]
        assert_tensor_metadata(buf428, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf428 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf429 = buf427[1]
        assert_tensor_metadata(buf429, (58, 58, 1, 1), (58, 1, 58, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf429 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf427
        buf431 = reinterpret_tensor(buf432, (1, 58, 8, 8), (7424, 1, 928, 116), 58)  # alias
        assert_size_stride_grouped((convolution_11, getitem_29, rsqrt_11, primals_72, primals_73), ((1, 58, 8, 8), (1, 58, 1, 1), (1, 58, 1, 1), (58, ), (58, )), ((3712, 1, 464, 58), (58, 1, 58, 58), (58, 1, 58, 58), (1, ), (1, )), 'input')
        buf433 = reinterpret_tensor(buf419, (1, 58, 8, 8), (3712, 1, 464, 58), 0); del buf419  # reuse
        buf460 = reinterpret_tensor(buf374, (1, 116, 8, 8), (7424, 1, 928, 116), 0); del buf374  # reuse
        buf458 = reinterpret_tensor(buf460, (1, 58, 8, 8), (7424, 1, 928, 116), 0)  # alias
        buf434 = buf424; del buf424  # reuse
        buf435 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf436 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf437 = buf433; del buf433  # reuse
        assert_size_stride_grouped((add_54, primals_68), ((1, 58, 8, 8), (58, 58, 1, 1)), ((3712, 1, 464, 58), (58, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_17(buf437, buf428, convolution_11, getitem_29, rsqrt_11, primals_72, primals_73, buf432, buf431, buf458, buf434, buf435, buf436)
        del buf428
        del buf430
        del buf431
        del convolution_11
        del getitem_29
        del primals_72
        del primals_73
        del rsqrt_11
        # Topologically Sorted Source Nodes: [input_31, unsqueeze_754, unsqueeze_755, unsqueeze_756, sub_232, mul_789, unsqueeze_757, unsqueeze_758, unsqueeze_759, mul_790, mul_791, mul_792, unsqueeze_760, unsqueeze_761, unsqueeze_762, mul_793, unsqueeze_763, unsqueeze_764, unsqueeze_765, mul_794, sub_234, sub_235, mul_795, convolution_backward_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf438 = torch.ops.aten.convolution_backward.default(buf437, add_54, primals_68, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_54
        del primals_68
        buf439 = buf438[0]
        assert_tensor_metadata(buf439, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf439 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf440 = buf438[1]
        assert_tensor_metadata(buf440, (58, 58, 1, 1), (58, 1, 58, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf440 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf438
        assert_size_stride_grouped((convolution_10, unsqueeze_768, squeeze_31), ((1, 58, 8, 8), (1, 58, 1, 1), (58, )), ((3712, 1, 464, 58), (58, 1, 1, 1), (1, )), 'input')
        buf441 = buf435; del buf435  # reuse
        buf442 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf443 = empty_strided_cpu((58, ), (1, ), torch.float32)
        assert_size_stride(primals_66, (58, ), (1, ), 'input')
        buf444 = buf439; del buf439  # reuse
        buf446 = reinterpret_tensor(buf437, (1, 58, 8, 8), (3712, 8, 464, 1), 0); del buf437  # reuse
        buf447 = reinterpret_tensor(buf417, (1, 58, 8, 8), (3712, 64, 8, 1), 0); del buf417  # reuse
        assert_size_stride(primals_62, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_15(buf444, convolution_10, unsqueeze_768, squeeze_31, primals_66, buf441, buf442, buf443, buf446, buf447)
        del buf444
        del buf446
        del convolution_10
        del primals_66
        del squeeze_31
        del unsqueeze_768
        # Topologically Sorted Source Nodes: [sub_236, mul_798, unsqueeze_769, unsqueeze_770, unsqueeze_771, mul_799, mul_800, mul_801, unsqueeze_772, unsqueeze_773, unsqueeze_774, mul_802, unsqueeze_775, unsqueeze_776, unsqueeze_777, mul_803, sub_238, sub_239, mul_804, convolution_backward_45], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf448 = torch.ops.aten.convolution_backward.default(buf447, buf445, primals_62, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 58, [True, True, False])
        del primals_62
        buf449 = buf448[0]
        assert_tensor_metadata(buf449, (1, 58, 8, 8), (3712, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf449 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf450 = buf448[1]
        assert_tensor_metadata(buf450, (58, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf450 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf448
        assert_size_stride_grouped((convolution_9, unsqueeze_780, squeeze_28), ((1, 58, 8, 8), (1, 58, 1, 1), (58, )), ((3712, 1, 464, 58), (58, 1, 1, 1), (1, )), 'input')
        buf451 = buf442; del buf442  # reuse
        buf452 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf453 = empty_strided_cpu((58, ), (1, ), torch.float32)
        assert_size_stride(primals_60, (58, ), (1, ), 'input')
        buf454 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((getitem_23, primals_56), ((1, 58, 8, 8), (58, 58, 1, 1)), ((3712, 1, 464, 58), (58, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf454, buf449, convolution_9, unsqueeze_780, squeeze_28, primals_60, buf451, buf452, buf453)
        del buf449
        del convolution_9
        del primals_60
        del squeeze_28
        del unsqueeze_780
        # Topologically Sorted Source Nodes: [full_default, le_30, where_30, sub_240, mul_807, unsqueeze_781, unsqueeze_782, unsqueeze_783, mul_808, mul_809, mul_810, unsqueeze_784, unsqueeze_785, unsqueeze_786, mul_811, unsqueeze_787, unsqueeze_788, unsqueeze_789, mul_812, sub_242, sub_243, mul_813, convolution_backward_46], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf455 = torch.ops.aten.convolution_backward.default(buf454, getitem_23, primals_56, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf454
        del getitem_23
        del primals_56
        buf456 = buf455[0]
        assert_tensor_metadata(buf456, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf456 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf457 = buf455[1]
        assert_tensor_metadata(buf457, (58, 58, 1, 1), (58, 1, 58, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf457 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf455
        buf459 = reinterpret_tensor(buf460, (1, 58, 8, 8), (7424, 1, 928, 116), 58)  # alias
        assert_size_stride_grouped((convolution_8, getitem_21, rsqrt_8, primals_54, primals_55), ((1, 58, 8, 8), (1, 58, 1, 1), (1, 58, 1, 1), (58, ), (58, )), ((3712, 1, 464, 58), (58, 1, 58, 58), (58, 1, 58, 58), (1, ), (1, )), 'input')
        buf461 = reinterpret_tensor(buf447, (1, 58, 8, 8), (3712, 1, 464, 58), 0); del buf447  # reuse
        buf488 = buf432; del buf432  # reuse
        buf486 = reinterpret_tensor(buf488, (1, 58, 8, 8), (7424, 1, 928, 116), 0)  # alias
        buf462 = buf452; del buf452  # reuse
        buf463 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf464 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf465 = buf461; del buf461  # reuse
        assert_size_stride_grouped((add_39, primals_50), ((1, 58, 8, 8), (58, 58, 1, 1)), ((3712, 1, 464, 58), (58, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_add_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_17(buf465, buf456, convolution_8, getitem_21, rsqrt_8, primals_54, primals_55, buf460, buf459, buf486, buf462, buf463, buf464)
        del buf456
        del buf458
        del buf459
        del buf460
        del convolution_8
        del getitem_21
        del primals_54
        del primals_55
        del rsqrt_8
        # Topologically Sorted Source Nodes: [input_23, unsqueeze_790, unsqueeze_791, unsqueeze_792, sub_244, mul_816, unsqueeze_793, unsqueeze_794, unsqueeze_795, mul_817, mul_818, mul_819, unsqueeze_796, unsqueeze_797, unsqueeze_798, mul_820, unsqueeze_799, unsqueeze_800, unsqueeze_801, mul_821, sub_246, sub_247, mul_822, convolution_backward_47], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf466 = torch.ops.aten.convolution_backward.default(buf465, add_39, primals_50, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_39
        del primals_50
        buf467 = buf466[0]
        assert_tensor_metadata(buf467, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf467 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf468 = buf466[1]
        assert_tensor_metadata(buf468, (58, 58, 1, 1), (58, 1, 58, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf468 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf466
        assert_size_stride_grouped((convolution_7, unsqueeze_804, squeeze_22), ((1, 58, 8, 8), (1, 58, 1, 1), (58, )), ((3712, 1, 464, 58), (58, 1, 1, 1), (1, )), 'input')
        buf469 = buf463; del buf463  # reuse
        buf470 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf471 = empty_strided_cpu((58, ), (1, ), torch.float32)
        assert_size_stride(primals_48, (58, ), (1, ), 'input')
        buf472 = buf467; del buf467  # reuse
        buf474 = reinterpret_tensor(buf465, (1, 58, 8, 8), (3712, 8, 464, 1), 0); del buf465  # reuse
        buf475 = reinterpret_tensor(buf445, (1, 58, 8, 8), (3712, 64, 8, 1), 0); del buf445  # reuse
        assert_size_stride(primals_44, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_15(buf472, convolution_7, unsqueeze_804, squeeze_22, primals_48, buf469, buf470, buf471, buf474, buf475)
        del buf472
        del convolution_7
        del primals_48
        del squeeze_22
        del unsqueeze_804
        # Topologically Sorted Source Nodes: [sub_248, mul_825, unsqueeze_805, unsqueeze_806, unsqueeze_807, mul_826, mul_827, mul_828, unsqueeze_808, unsqueeze_809, unsqueeze_810, mul_829, unsqueeze_811, unsqueeze_812, unsqueeze_813, mul_830, sub_250, sub_251, mul_831, convolution_backward_48], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf476 = torch.ops.aten.convolution_backward.default(buf475, buf473, primals_44, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 58, [True, True, False])
        del primals_44
        buf477 = buf476[0]
        assert_tensor_metadata(buf477, (1, 58, 8, 8), (3712, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf477 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf478 = buf476[1]
        assert_tensor_metadata(buf478, (58, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf478 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf476
        assert_size_stride_grouped((convolution_6, unsqueeze_816, squeeze_19), ((1, 58, 8, 8), (1, 58, 1, 1), (58, )), ((3712, 1, 464, 58), (58, 1, 1, 1), (1, )), 'input')
        buf479 = buf470; del buf470  # reuse
        buf480 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf481 = empty_strided_cpu((58, ), (1, ), torch.float32)
        assert_size_stride(primals_42, (58, ), (1, ), 'input')
        buf482 = relu_4; del relu_4  # reuse
        assert_size_stride_grouped((getitem_15, primals_38), ((1, 58, 8, 8), (58, 58, 1, 1)), ((3712, 1, 464, 58), (58, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf482, buf477, convolution_6, unsqueeze_816, squeeze_19, primals_42, buf479, buf480, buf481)
        del buf477
        del convolution_6
        del primals_42
        del squeeze_19
        del unsqueeze_816
        # Topologically Sorted Source Nodes: [full_default, le_32, where_32, sub_252, mul_834, unsqueeze_817, unsqueeze_818, unsqueeze_819, mul_835, mul_836, mul_837, unsqueeze_820, unsqueeze_821, unsqueeze_822, mul_838, unsqueeze_823, unsqueeze_824, unsqueeze_825, mul_839, sub_254, sub_255, mul_840, convolution_backward_49], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf483 = torch.ops.aten.convolution_backward.default(buf482, getitem_15, primals_38, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf482
        del getitem_15
        del primals_38
        buf484 = buf483[0]
        assert_tensor_metadata(buf484, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf484 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf485 = buf483[1]
        assert_tensor_metadata(buf485, (58, 58, 1, 1), (58, 1, 58, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf485 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf483
        buf487 = reinterpret_tensor(buf488, (1, 58, 8, 8), (7424, 1, 928, 116), 58)  # alias
        assert_size_stride_grouped((convolution_5, getitem_13, rsqrt_5, primals_36, primals_37), ((1, 58, 8, 8), (1, 58, 1, 1), (1, 58, 1, 1), (58, ), (58, )), ((3712, 1, 464, 58), (58, 1, 58, 58), (58, 1, 58, 58), (1, ), (1, )), 'input')
        buf489 = reinterpret_tensor(buf475, (1, 58, 8, 8), (3712, 1, 464, 58), 0); del buf475  # reuse
        assert_size_stride_grouped((convolution_2, getitem_7, rsqrt_2, primals_18, primals_19), ((1, 58, 8, 8), (1, 58, 1, 1), (1, 58, 1, 1), (58, ), (58, )), ((3712, 1, 464, 58), (58, 1, 58, 58), (58, 1, 58, 58), (1, ), (1, )), 'input')
        buf514 = reinterpret_tensor(buf473, (1, 58, 8, 8), (3712, 1, 464, 58), 0); del buf473  # reuse
        buf490 = buf480; del buf480  # reuse
        buf491 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf492 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf493 = buf489; del buf489  # reuse
        assert_size_stride_grouped((add_24, primals_32), ((1, 58, 8, 8), (58, 58, 1, 1)), ((3712, 1, 464, 58), (58, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional__unsafe_view_cat_clone_convolution_backward_native_batch_norm_backward_relu_slice_threshold_backward_transpose_view_18(buf493, buf484, convolution_5, getitem_13, rsqrt_5, primals_36, primals_37, buf488, convolution_2, getitem_7, rsqrt_2, primals_18, primals_19, buf487, buf514, buf490, buf491, buf492)
        del buf484
        del buf486
        del buf487
        del buf488
        del convolution_5
        del getitem_13
        del primals_19
        del primals_36
        del primals_37
        del rsqrt_5
        # Topologically Sorted Source Nodes: [input_15, unsqueeze_826, unsqueeze_827, unsqueeze_828, sub_256, mul_843, unsqueeze_829, unsqueeze_830, unsqueeze_831, mul_844, mul_845, mul_846, unsqueeze_832, unsqueeze_833, unsqueeze_834, mul_847, unsqueeze_835, unsqueeze_836, unsqueeze_837, mul_848, sub_258, sub_259, mul_849, convolution_backward_50], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf494 = torch.ops.aten.convolution_backward.default(buf493, add_24, primals_32, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_24
        del primals_32
        buf495 = buf494[0]
        assert_tensor_metadata(buf495, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf495 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf496 = buf494[1]
        assert_tensor_metadata(buf496, (58, 58, 1, 1), (58, 1, 58, 58), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf496 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf494
        assert_size_stride_grouped((convolution_4, unsqueeze_840, squeeze_13), ((1, 58, 8, 8), (1, 58, 1, 1), (58, )), ((3712, 1, 464, 58), (58, 1, 1, 1), (1, )), 'input')
        buf497 = buf491; del buf491  # reuse
        buf498 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf499 = empty_strided_cpu((58, ), (1, ), torch.float32)
        assert_size_stride(primals_30, (58, ), (1, ), 'input')
        buf500 = buf495; del buf495  # reuse
        buf502 = reinterpret_tensor(buf493, (1, 58, 8, 8), (3712, 8, 464, 1), 0); del buf493  # reuse
        buf503 = reinterpret_tensor(buf474, (1, 58, 8, 8), (3712, 64, 8, 1), 0); del buf474  # reuse
        assert_size_stride(primals_26, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_15(buf500, convolution_4, unsqueeze_840, squeeze_13, primals_30, buf497, buf498, buf499, buf502, buf503)
        del buf500
        del buf502
        del convolution_4
        del primals_30
        del squeeze_13
        del unsqueeze_840
        # Topologically Sorted Source Nodes: [sub_260, mul_852, unsqueeze_841, unsqueeze_842, unsqueeze_843, mul_853, mul_854, mul_855, unsqueeze_844, unsqueeze_845, unsqueeze_846, mul_856, unsqueeze_847, unsqueeze_848, unsqueeze_849, mul_857, sub_262, sub_263, mul_858, convolution_backward_51], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf504 = torch.ops.aten.convolution_backward.default(buf503, buf501, primals_26, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 58, [True, True, False])
        del buf501
        del buf503
        del primals_26
        buf505 = buf504[0]
        assert_tensor_metadata(buf505, (1, 58, 16, 16), (14848, 256, 16, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf505 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf506 = buf504[1]
        assert_tensor_metadata(buf506, (58, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf506 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf504
        assert_size_stride_grouped((convolution_3, unsqueeze_852, squeeze_10), ((1, 58, 16, 16), (1, 58, 1, 1), (58, )), ((14848, 1, 928, 58), (58, 1, 1, 1), (1, )), 'input')
        buf507 = buf498; del buf498  # reuse
        buf508 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf509 = empty_strided_cpu((58, ), (1, ), torch.float32)
        assert_size_stride(primals_24, (58, ), (1, ), 'input')
        buf510 = relu_2; del relu_2  # reuse
        assert_size_stride(primals_20, (58, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_19(buf510, buf505, convolution_3, unsqueeze_852, squeeze_10, primals_24, buf507, buf508, buf509)
        del buf505
        del convolution_3
        del primals_24
        del squeeze_10
        del unsqueeze_852
        # Topologically Sorted Source Nodes: [full_default, le_34, where_34, sub_264, mul_861, unsqueeze_853, unsqueeze_854, unsqueeze_855, mul_862, mul_863, mul_864, unsqueeze_856, unsqueeze_857, unsqueeze_858, mul_865, unsqueeze_859, unsqueeze_860, unsqueeze_861, mul_866, sub_266, sub_267, mul_867, convolution_backward_52], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf511 = torch.ops.aten.convolution_backward.default(buf510, getitem_2, primals_20, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf510
        del getitem_2
        del primals_20
        buf512 = buf511[0]
        assert_tensor_metadata(buf512, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf512 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf513 = buf511[1]
        assert_tensor_metadata(buf513, (58, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf513 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf511
        buf515 = buf508; del buf508  # reuse
        buf516 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf517 = empty_strided_cpu((58, ), (1, ), torch.float32)
        buf518 = buf514; del buf514  # reuse
        assert_size_stride_grouped((add_9, primals_14), ((1, 24, 8, 8), (58, 24, 1, 1)), ((1536, 1, 192, 24), (24, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_20(buf518, convolution_2, getitem_7, rsqrt_2, primals_18, buf515, buf516, buf517)
        del buf516
        del convolution_2
        del getitem_7
        del primals_18
        del rsqrt_2
        # Topologically Sorted Source Nodes: [input_7, unsqueeze_862, unsqueeze_863, unsqueeze_864, sub_268, mul_870, unsqueeze_865, unsqueeze_866, unsqueeze_867, mul_871, mul_872, mul_873, unsqueeze_868, unsqueeze_869, unsqueeze_870, mul_874, unsqueeze_871, unsqueeze_872, unsqueeze_873, mul_875, sub_270, sub_271, mul_876, convolution_backward_53], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf519 = torch.ops.aten.convolution_backward.default(buf518, add_9, primals_14, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_9
        del buf518
        del primals_14
        buf520 = buf519[0]
        assert_tensor_metadata(buf520, (1, 24, 8, 8), (1536, 1, 192, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf520 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf521 = buf519[1]
        assert_tensor_metadata(buf521, (58, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf521 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf519
        assert_size_stride_grouped((convolution_1, unsqueeze_876, squeeze_4), ((1, 24, 8, 8), (1, 24, 1, 1), (24, )), ((1536, 1, 192, 24), (24, 1, 1, 1), (1, )), 'input')
        buf522 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf523 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf524 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_12, (24, ), (1, ), 'input')
        buf525 = buf520; del buf520  # reuse
        buf527 = empty_strided_cpu((1, 24, 8, 8), (1536, 8, 192, 1), torch.float32)
        buf528 = empty_strided_cpu((1, 24, 8, 8), (1536, 64, 8, 1), torch.float32)
        assert_size_stride(primals_8, (24, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_21(buf525, convolution_1, unsqueeze_876, squeeze_4, primals_12, buf522, buf523, buf524, buf527, buf528)
        del buf525
        del buf527
        del convolution_1
        del primals_12
        del squeeze_4
        del unsqueeze_876
        # Topologically Sorted Source Nodes: [sub_272, mul_879, unsqueeze_877, unsqueeze_878, unsqueeze_879, mul_880, mul_881, mul_882, unsqueeze_880, unsqueeze_881, unsqueeze_882, mul_883, unsqueeze_883, unsqueeze_884, unsqueeze_885, mul_884, sub_274, sub_275, mul_885, convolution_backward_54], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf529 = torch.ops.aten.convolution_backward.default(buf528, buf526, primals_8, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 24, [True, True, False])
        del buf526
        del buf528
        del primals_8
        buf530 = buf529[0]
        assert_tensor_metadata(buf530, (1, 24, 16, 16), (6144, 256, 16, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf530 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_3, (1, 24, 16, 16), (6144, 1, 384, 24), 'input')
        cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_22(getitem_3, buf512, buf530, buf532)
        del buf512
        del buf530
        del getitem_3
        buf531 = buf529[1]
        assert_tensor_metadata(buf531, (24, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf531 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf529
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((1, 24, 32, 32), (1, 24, 1, 1), (1, 24, 1, 1), (24, ), (24, )), ((24576, 1, 768, 24), (24, 1, 24, 24), (24, 1, 24, 24), (1, ), (1, )), 'input')
        buf534 = empty_strided_cpu((1, 24, 32, 32), (24576, 1024, 32, 1), torch.float32)
        buf535 = buf523; del buf523  # reuse
        buf536 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf537 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf538 = convolution; del convolution  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((1, 3, 64, 64), (24, 3, 3, 3)), ((12288, 1, 192, 3), (27, 1, 9, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_23(buf538, getitem_1, rsqrt, primals_6, primals_7, buf532, buf534, buf535, buf536, buf537)
        del buf532
        del buf534
        del buf536
        del getitem_1
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [input_2, unsqueeze_886, unsqueeze_887, unsqueeze_888, sub_276, mul_888, unsqueeze_889, unsqueeze_890, unsqueeze_891, mul_889, mul_890, mul_891, unsqueeze_892, unsqueeze_893, unsqueeze_894, mul_892, unsqueeze_895, unsqueeze_896, unsqueeze_897, mul_893, sub_278, sub_279, mul_894, convolution_backward_55], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf539 = torch.ops.aten.convolution_backward.default(buf538, primals_2, primals_1, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf538
        del primals_1
        del primals_2
        buf540 = buf539[1]
        assert_tensor_metadata(buf540, (24, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf540 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf539
        assert_size_stride(mean, (1, 1024), (1024, 1), 'input')
        buf1 = empty_strided_cpu((1000, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_18, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 1), (1, 1000), 0), mean, out=buf1)
        del mean
        del tangents_1
        return (buf540, None, None, None, None, buf537, buf535, reinterpret_tensor(buf531, (24, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf524, buf522, buf521, None, None, None, buf517, buf515, buf513, None, None, None, buf509, buf507, reinterpret_tensor(buf506, (58, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf499, buf497, buf496, None, None, None, buf492, buf490, buf485, None, None, None, buf481, buf479, reinterpret_tensor(buf478, (58, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf471, buf469, buf468, None, None, None, buf464, buf462, buf457, None, None, None, buf453, buf451, reinterpret_tensor(buf450, (58, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf443, buf441, buf440, None, None, None, buf436, buf434, buf429, None, None, None, buf425, buf423, reinterpret_tensor(buf422, (58, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf415, buf413, buf412, None, None, None, buf408, buf406, reinterpret_tensor(buf404, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf397, buf395, buf394, None, None, None, buf390, buf388, buf386, None, None, None, buf382, buf380, reinterpret_tensor(buf379, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf372, buf370, buf369, None, None, None, buf365, buf363, buf358, None, None, None, buf354, buf352, reinterpret_tensor(buf351, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf344, buf342, buf341, None, None, None, buf337, buf335, buf330, None, None, None, buf326, buf324, reinterpret_tensor(buf323, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf316, buf314, buf313, None, None, None, buf309, buf307, buf302, None, None, None, buf298, buf296, reinterpret_tensor(buf295, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf288, buf286, buf285, None, None, None, buf281, buf279, buf274, None, None, None, buf270, buf268, reinterpret_tensor(buf267, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf260, buf258, buf257, None, None, None, buf253, buf251, buf246, None, None, None, buf242, buf240, reinterpret_tensor(buf239, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf232, buf230, buf229, None, None, None, buf225, buf223, buf218, None, None, None, buf214, buf212, reinterpret_tensor(buf211, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf204, buf202, buf201, None, None, None, buf197, buf195, buf190, None, None, None, buf186, buf184, reinterpret_tensor(buf183, (116, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf176, buf174, buf173, None, None, None, buf169, buf167, reinterpret_tensor(buf165, (232, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf158, buf155, buf153, None, None, None, buf149, buf147, buf143, None, None, None, buf139, buf137, reinterpret_tensor(buf136, (232, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf129, buf126, buf124, None, None, None, buf120, buf118, buf111, None, None, None, buf107, buf104, reinterpret_tensor(buf102, (232, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf95, buf92, buf90, None, None, None, buf86, buf84, buf77, None, None, None, buf73, buf70, reinterpret_tensor(buf68, (232, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf61, buf58, buf56, None, None, None, buf52, buf50, buf43, None, None, None, buf39, buf36, reinterpret_tensor(buf34, (232, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf27, buf24, buf22, None, None, None, buf18, buf16, buf12, None, None, None, buf8, buf6, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((24, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((24, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((58, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((58, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_157 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_193 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_211 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_229 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_246 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_247 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_252 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_259 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_277 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_284 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_290 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_295 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_296 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_306 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_312 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_313 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_318 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_320 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_324 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_326 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_330 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_331 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_332 = rand_strided((1024, 464, 1, 1), (464, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_336 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_337 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_338 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((1, 24, 32, 32), (24576, 1, 768, 24), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.int8)
    convolution_1 = rand_strided((1, 24, 8, 8), (1536, 1, 192, 24), device='cpu', dtype=torch.float32)
    squeeze_4 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    add_9 = rand_strided((1, 24, 8, 8), (1536, 1, 192, 24), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((1, 58, 16, 16), (14848, 1, 928, 58), device='cpu', dtype=torch.float32)
    squeeze_10 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((1, 58, 16, 16), (14848, 1, 928, 58), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    add_24 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    getitem_13 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    squeeze_22 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    add_39 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    getitem_23 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    squeeze_28 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    squeeze_31 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    add_54 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    getitem_29 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    rsqrt_11 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    getitem_31 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    squeeze_37 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    squeeze_40 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    add_69 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((1, 58, 8, 8), (3712, 1, 464, 58), device='cpu', dtype=torch.float32)
    getitem_37 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    rsqrt_14 = rand_strided((1, 58, 1, 1), (58, 1, 58, 58), device='cpu', dtype=torch.float32)
    view_7 = rand_strided((1, 116, 8, 8), (7424, 1, 928, 116), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_46 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_79 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_41 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_16 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((1, 116, 8, 8), (7424, 1, 928, 116), device='cpu', dtype=torch.float32)
    squeeze_52 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((1, 116, 8, 8), (7424, 1, 928, 116), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_55 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_94 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_47 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_19 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    getitem_49 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_61 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_64 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_109 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_55 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_22 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    getitem_57 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_23 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_70 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    relu_15 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_73 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_124 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_63 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_25 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    getitem_65 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_26 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_79 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    relu_17 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_82 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_139 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_28 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_71 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_28 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    getitem_73 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_88 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    relu_19 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_91 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_154 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_79 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_31 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    getitem_81 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_32 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_97 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    relu_21 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_33 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_100 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_169 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_87 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_34 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    getitem_89 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_106 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    relu_23 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_109 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_184 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_95 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_37 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    getitem_97 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_38 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_115 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    relu_25 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    squeeze_118 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    add_199 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((1, 116, 4, 4), (1856, 1, 464, 116), device='cpu', dtype=torch.float32)
    getitem_103 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    rsqrt_40 = rand_strided((1, 116, 1, 1), (116, 1, 116, 116), device='cpu', dtype=torch.float32)
    view_23 = rand_strided((1, 232, 4, 4), (3712, 1, 928, 232), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    add_209 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_43 = rand_strided((1, 232, 4, 4), (3712, 1, 928, 232), device='cpu', dtype=torch.float32)
    squeeze_130 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    relu_28 = rand_strided((1, 232, 4, 4), (3712, 1, 928, 232), device='cpu', dtype=torch.float32)
    convolution_44 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    add_224 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_45 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    getitem_115 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    relu_30 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    add_239 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_48 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    getitem_123 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    relu_32 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_50 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    add_254 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    getitem_131 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_52 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    relu_34 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_53 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    add_269 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    convolution_54 = rand_strided((1, 232, 2, 2), (928, 1, 464, 232), device='cpu', dtype=torch.float32)
    view_31 = rand_strided((1, 464, 2, 2), (1856, 1, 928, 464), device='cpu', dtype=torch.float32)
    convolution_55 = rand_strided((1, 1024, 2, 2), (4096, 1, 2048, 1024), device='cpu', dtype=torch.float32)
    mean = rand_strided((1, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    unsqueeze_372 = rand_strided((1, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_420 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_432 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_456 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_468 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_492 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_504 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_528 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_540 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_564 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_576 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_600 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_612 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_636 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_648 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_672 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_684 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_708 = rand_strided((1, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_732 = rand_strided((1, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_744 = rand_strided((1, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_768 = rand_strided((1, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_780 = rand_strided((1, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_804 = rand_strided((1, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_816 = rand_strided((1, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_840 = rand_strided((1, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_852 = rand_strided((1, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_876 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_19, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_37, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_55, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_73, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_91, primals_92, primals_96, primals_98, primals_102, primals_103, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_121, primals_122, primals_126, primals_128, primals_132, primals_134, primals_138, primals_139, primals_140, primals_144, primals_146, primals_150, primals_152, primals_156, primals_157, primals_158, primals_162, primals_164, primals_168, primals_170, primals_174, primals_175, primals_176, primals_180, primals_182, primals_186, primals_188, primals_192, primals_193, primals_194, primals_198, primals_200, primals_204, primals_206, primals_210, primals_211, primals_212, primals_216, primals_218, primals_222, primals_224, primals_228, primals_229, primals_230, primals_234, primals_236, primals_240, primals_242, primals_246, primals_247, primals_248, primals_252, primals_254, primals_258, primals_259, primals_260, primals_264, primals_266, primals_270, primals_272, primals_276, primals_277, primals_278, primals_282, primals_284, primals_288, primals_290, primals_294, primals_295, primals_296, primals_300, primals_302, primals_306, primals_308, primals_312, primals_313, primals_314, primals_318, primals_320, primals_324, primals_326, primals_330, primals_331, primals_332, primals_336, primals_337, primals_338, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, add_9, convolution_2, getitem_7, rsqrt_2, convolution_3, squeeze_10, relu_2, convolution_4, squeeze_13, add_24, convolution_5, getitem_13, rsqrt_5, getitem_15, convolution_6, squeeze_19, relu_4, convolution_7, squeeze_22, add_39, convolution_8, getitem_21, rsqrt_8, getitem_23, convolution_9, squeeze_28, relu_6, convolution_10, squeeze_31, add_54, convolution_11, getitem_29, rsqrt_11, getitem_31, convolution_12, squeeze_37, relu_8, convolution_13, squeeze_40, add_69, convolution_14, getitem_37, rsqrt_14, view_7, convolution_15, squeeze_46, add_79, convolution_16, getitem_41, rsqrt_16, convolution_17, squeeze_52, relu_11, convolution_18, squeeze_55, add_94, convolution_19, getitem_47, rsqrt_19, getitem_49, convolution_20, squeeze_61, relu_13, convolution_21, squeeze_64, add_109, convolution_22, getitem_55, rsqrt_22, getitem_57, convolution_23, squeeze_70, relu_15, convolution_24, squeeze_73, add_124, convolution_25, getitem_63, rsqrt_25, getitem_65, convolution_26, squeeze_79, relu_17, convolution_27, squeeze_82, add_139, convolution_28, getitem_71, rsqrt_28, getitem_73, convolution_29, squeeze_88, relu_19, convolution_30, squeeze_91, add_154, convolution_31, getitem_79, rsqrt_31, getitem_81, convolution_32, squeeze_97, relu_21, convolution_33, squeeze_100, add_169, convolution_34, getitem_87, rsqrt_34, getitem_89, convolution_35, squeeze_106, relu_23, convolution_36, squeeze_109, add_184, convolution_37, getitem_95, rsqrt_37, getitem_97, convolution_38, squeeze_115, relu_25, convolution_39, squeeze_118, add_199, convolution_40, getitem_103, rsqrt_40, view_23, convolution_41, add_209, convolution_42, convolution_43, squeeze_130, relu_28, convolution_44, add_224, convolution_45, getitem_115, convolution_46, relu_30, convolution_47, add_239, convolution_48, getitem_123, convolution_49, relu_32, convolution_50, add_254, convolution_51, getitem_131, convolution_52, relu_34, convolution_53, add_269, convolution_54, view_31, convolution_55, mean, unsqueeze_372, unsqueeze_420, unsqueeze_432, unsqueeze_456, unsqueeze_468, unsqueeze_492, unsqueeze_504, unsqueeze_528, unsqueeze_540, unsqueeze_564, unsqueeze_576, unsqueeze_600, unsqueeze_612, unsqueeze_636, unsqueeze_648, unsqueeze_672, unsqueeze_684, unsqueeze_708, unsqueeze_732, unsqueeze_744, unsqueeze_768, unsqueeze_780, unsqueeze_804, unsqueeze_816, unsqueeze_840, unsqueeze_852, unsqueeze_876, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
