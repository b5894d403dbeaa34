# AOT ID: ['6_backward']
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


cpp_fused__native_batch_norm_legit_functional_sum_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15,
                       float* out_ptr16)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(640L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
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
                    tmp9.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
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
                    tmp9.store(out_ptr12 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr13 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
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
                    tmp9.store(out_ptr14 + static_cast<int64_t>(x0));
                    tmp25.store(out_ptr15 + static_cast<int64_t>(x0));
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
                    tmp0.store(out_ptr16 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_native_dropout_backward_relu_slice_threshold_backward_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const bool* in_ptr6,
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
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
                       float* out_ptr22,
                       float* out_ptr23,
                       float* out_ptr24,
                       float* out_ptr25,
                       float* out_ptr26,
                       float* out_ptr27)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr4 = in_out_ptr1;
    auto out_ptr8 = in_out_ptr2;
    auto out_ptr9 = in_out_ptr3;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(896L + x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::VecMask<float,1>::from(in_ptr6 + static_cast<int64_t>(896L + x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp15 = tmp14.to<float,1>();
                        auto tmp16 = static_cast<float>(1.25);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp19 = tmp13 * tmp18;
                        auto tmp20 = static_cast<float>(4.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = decltype(tmp11)::blendv(tmp22, tmp11, tmp12.template cast<float,1>());
                        tmp23.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
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
                    tmp6.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(768L + x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::VecMask<float,1>::from(in_ptr6 + static_cast<int64_t>(768L + x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp15 = tmp14.to<float,1>();
                        auto tmp16 = static_cast<float>(1.25);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp19 = tmp13 * tmp18;
                        auto tmp20 = static_cast<float>(4.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = decltype(tmp11)::blendv(tmp22, tmp11, tmp12.template cast<float,1>());
                        tmp23.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
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
                    tmp6.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(384L + x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::VecMask<float,1>::from(in_ptr6 + static_cast<int64_t>(384L + x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp15 = tmp14.to<float,1>();
                        auto tmp16 = static_cast<float>(1.25);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp19 = tmp13 * tmp18;
                        auto tmp20 = static_cast<float>(4.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = decltype(tmp11)::blendv(tmp22, tmp11, tmp12.template cast<float,1>());
                        tmp23.store(out_ptr8 + static_cast<int64_t>(x1 + 384L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::VecMask<float,1>::from(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        auto tmp10 = static_cast<float>(0.0);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                        auto tmp15 = tmp14.to<float,1>();
                        auto tmp16 = static_cast<float>(1.25);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp19 = tmp13 * tmp18;
                        auto tmp20 = static_cast<float>(4.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = decltype(tmp11)::blendv(tmp22, tmp11, tmp12.template cast<float,1>());
                        tmp23.store(out_ptr9 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr2 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp6.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr14 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr15 + static_cast<int64_t>(x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr3 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3328L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3328L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr16 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3328L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3328L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr17 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7680L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(7680L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr18 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr19 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr20 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr21 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8448L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8448L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr22 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12288L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr23 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(13312L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(13312L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr24 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr25 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(30720L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(30720L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr26 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(49152L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(49152L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr27 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(144L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(48L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(144L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(144L + x0), static_cast<int64_t>(8));
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
                    auto tmp50 = static_cast<float>(0.001);
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.25);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(65536L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_4 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(832L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(832L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-3L) + tmp10[x1_inner] + x0 + x0_inner + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp13) & (tmp13 < at::vec::VectorizedN<int64_t,2>(4L)))).all_masked(), "index out of bounds: 0 <= tmp13 < 4L");
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp15.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-3L) + tmp10[x1_inner] + x0 + x0_inner + (-1L)*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 4L*x1 + 4L*x1_inner)] += tmpbuf[x1_inner];
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
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
                    auto tmp50 = static_cast<float>(0.001);
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.25);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr4 = in_out_ptr1;
    auto out_ptr8 = in_out_ptr2;
    auto out_ptr9 = in_out_ptr3;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(2816L + x0 + 4L*x1), static_cast<int64_t>(4L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(704L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(704L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(704L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
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
                    tmp6.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(2304L + x0 + 4L*x1), static_cast<int64_t>(4L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(576L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(576L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(576L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(128L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp6.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr8 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(320L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(320L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(1024L + x0 + 4L*x1), static_cast<int64_t>(4L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 320L*x0 + 320L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(256L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(256L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(256L + x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr9 + static_cast<int64_t>(x1 + 320L*x0 + 320L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(256L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(768L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(640L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(640L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(960L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp6.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr14 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr15 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 320L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 320L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr3 + static_cast<int64_t>(x1 + 320L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(32L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(64L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(64L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(96L + x0), static_cast<int64_t>(8));
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
                    auto tmp50 = static_cast<float>(0.001);
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.25);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(160L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(320L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(480L + x0), static_cast<int64_t>(8));
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
                    auto tmp50 = static_cast<float>(0.001);
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.25);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_9 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(832L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(832L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 832L*x0 + 832L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 4L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(4L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 4L");
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp20.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>(tmp10[x1_inner] + 2L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(2L))) + 2L*((static_cast<int64_t>(x0 + x0_inner) % static_cast<int64_t>(2L))) + 8L*(c10::div_floor_integer(static_cast<int64_t>(x0 + x0_inner), static_cast<int64_t>(2L))) + 16L*x1 + 16L*x1_inner)] += tmpbuf[x1_inner];
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_10 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
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
                       float* out_ptr15)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    auto in_ptr6 = in_out_ptr1;
    auto in_ptr16 = in_out_ptr2;
    auto in_ptr11 = in_out_ptr3;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(11264L + x1 + 16L*x0), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1 + 128L*x1_inner), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.0625);
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
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(9216L + x1 + 16L*x0), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 128L*x1 + 128L*x1_inner), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr4 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.0625);
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
                            tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0 + 256L*x1 + 256L*x1_inner), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr9 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(320L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(4096L + x1 + 16L*x0), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0 + 320L*x1 + 320L*x1_inner), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr12 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    tmp_acc0_vec.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr14 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(320L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr15 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(320L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(320L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr12 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 320L*x0 + 320L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.0625);
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
                            tmp19.store(in_out_ptr2 + static_cast<int64_t>(x1 + 320L*x0 + 320L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr8 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr3 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.0625);
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
                            tmp19.store(in_out_ptr3 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_12 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(528L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(528L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-5L) + tmp10[x1_inner] + x0 + x0_inner + (c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp13) & (tmp13 < at::vec::VectorizedN<int64_t,2>(16L)))).all_masked(), "index out of bounds: 0 <= tmp13 < 16L");
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp15.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-5L) + tmp10[x1_inner] + x0 + x0_inner + 16L*x1 + 16L*x1_inner + (c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))))] += tmpbuf[x1_inner];
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(160L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_14 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr4 = in_out_ptr1;
    auto out_ptr8 = in_out_ptr2;
    auto out_ptr9 = in_out_ptr3;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(7424L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(464L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(464L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(464L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(6400L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(400L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(400L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(400L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 112L*x0 + 112L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr8 + static_cast<int64_t>(x1 + 112L*x0 + 112L*x0_inner));
                        }
                    }
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
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(1792L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 288L*x0 + 288L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(112L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(112L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(112L + x1 + 528L*x0 + 528L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr9 + static_cast<int64_t>(x1 + 288L*x0 + 288L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(112L); x0+=static_cast<int64_t>(8L))
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr12 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr2 + static_cast<int64_t>(x1 + 112L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr14 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr15 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr3 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_15 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-5L) + tmp10[x1_inner] + x0 + x0_inner + (c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp13) & (tmp13 < at::vec::VectorizedN<int64_t,2>(16L)))).all_masked(), "index out of bounds: 0 <= tmp13 < 16L");
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp15.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-5L) + tmp10[x1_inner] + x0 + x0_inner + 16L*x1 + 16L*x1_inner + (c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))))] += tmpbuf[x1_inner];
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_17 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr4 = in_out_ptr1;
    auto out_ptr8 = in_out_ptr2;
    auto out_ptr9 = in_out_ptr3;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(7168L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(6144L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(384L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(384L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(384L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr8 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(2048L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(128L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(128L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(128L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr9 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr12 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr14 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr15 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_20 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr4 = in_out_ptr1;
    auto out_ptr8 = in_out_ptr2;
    auto out_ptr9 = in_out_ptr3;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(7168L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(6144L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(384L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(384L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(384L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 160L*x0 + 160L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr8 + static_cast<int64_t>(x1 + 160L*x0 + 160L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(224L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(2560L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 224L*x0 + 224L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(160L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(160L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(160L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr9 + static_cast<int64_t>(x1 + 224L*x0 + 224L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(160L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0 + 160L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    tmp_acc0_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(160L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr12 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr2 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(224L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0 + 224L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0 + 224L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                {
                    tmp_acc0_vec.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr14 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(224L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr15 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(224L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 224L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 224L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr3 + static_cast<int64_t>(x1 + 224L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(112L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_22 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr4 = in_out_ptr1;
    auto out_ptr8 = in_out_ptr2;
    auto out_ptr9 = in_out_ptr3;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(6400L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0 + 48L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(400L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(400L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(400L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0 + 48L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(7168L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(448L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr8 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(208L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(208L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(3072L + x0 + 16L*x1), static_cast<int64_t>(16L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 208L*x0 + 208L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr23 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(192L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(192L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(192L + x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr9 + static_cast<int64_t>(x1 + 208L*x0 + 208L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0 + 192L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr12 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr2 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(208L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0 + 208L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0 + 208L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                {
                    tmp_acc0_vec.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr14 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(208L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr15 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(208L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(208L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 208L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 208L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr21 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr3 + static_cast<int64_t>(x1 + 208L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_24 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-5L) + tmp10[x1_inner] + x0 + x0_inner + (c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp13) & (tmp13 < at::vec::VectorizedN<int64_t,2>(16L)))).all_masked(), "index out of bounds: 0 <= tmp13 < 16L");
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp15.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-5L) + tmp10[x1_inner] + x0 + x0_inner + 16L*x1 + 16L*x1_inner + (c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))))] += tmpbuf[x1_inner];
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_26 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp15[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp15, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(tmp15 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner] + 2L*((static_cast<int64_t>(x0 + x0_inner) % static_cast<int64_t>(4L))) + 5L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0 + x0_inner), static_cast<int64_t>(4L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>(tmp13 < at::vec::VectorizedN<int64_t,2>(64L))).all_masked(), "index out of bounds: tmp13 < 64L");
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp22 = tmp20 + tmp21;
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp22.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>(tmp10[x1_inner] + 2L*((static_cast<int64_t>(x0 + x0_inner) % static_cast<int64_t>(4L))) + 5L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0 + x0_inner), static_cast<int64_t>(4L))) + 64L*x1 + 64L*x1_inner)] += tmpbuf[x1_inner];
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_27 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
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
                       float* out_ptr15)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    auto in_ptr6 = in_out_ptr1;
    auto in_ptr16 = in_out_ptr2;
    auto in_ptr11 = in_out_ptr3;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(26624L + x1 + 64L*x0), static_cast<int64_t>(64L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1 + 64L*x1_inner), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.015625);
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
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(20480L + x1 + 64L*x0), static_cast<int64_t>(64L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 96L*x1 + 96L*x1_inner), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.015625);
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
                            tmp19.store(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0 + 128L*x1 + 128L*x1_inner), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr8 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr9 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
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
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(8192L + x1 + 64L*x0), static_cast<int64_t>(64L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0 + 192L*x1 + 192L*x1_inner), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr20 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr12 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr14 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr15 + static_cast<int64_t>(x0));
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
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr12 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.015625);
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
                            tmp19.store(in_out_ptr2 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr8 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr3 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.015625);
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
                            tmp19.store(in_out_ptr3 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
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


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_28 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-9L) + tmp10[x1_inner] + x0 + x0_inner + 5L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp13) & (tmp13 < at::vec::VectorizedN<int64_t,2>(64L)))).all_masked(), "index out of bounds: 0 <= tmp13 < 64L");
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp15.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-9L) + tmp10[x1_inner] + x0 + x0_inner + 5L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 64L*x1 + 64L*x1_inner)] += tmpbuf[x1_inner];
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
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
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_31 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr12,
                       const float* in_ptr13,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr4 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(14336L + x0 + 64L*x1), static_cast<int64_t>(64L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(224L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(224L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(224L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(12288L + x0 + 64L*x1), static_cast<int64_t>(64L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(192L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(192L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(192L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr4 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner));
                        }
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_33 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-9L) + tmp10[x1_inner] + x0 + x0_inner + 5L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp13) & (tmp13 < at::vec::VectorizedN<int64_t,2>(64L)))).all_masked(), "index out of bounds: 0 <= tmp13 < 64L");
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp15.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-9L) + tmp10[x1_inner] + x0 + x0_inner + 5L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 64L*x1 + 64L*x1_inner)] += tmpbuf[x1_inner];
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_34 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr12,
                       const float* in_ptr13,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(4096L + x0 + 64L*x1), static_cast<int64_t>(64L), tmp13, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(tmp13 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(64L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(64L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(64L + x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp9 <= tmp11);
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp21 = decltype(tmp11)::blendv(tmp20, tmp11, tmp12.template cast<float,1>());
                            tmp21.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr7 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_36 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp15[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp15, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(tmp15 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner] + 2L*((static_cast<int64_t>(x0 + x0_inner) % static_cast<int64_t>(8L))) + 13L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 32L*(c10::div_floor_integer(static_cast<int64_t>(x0 + x0_inner), static_cast<int64_t>(8L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>(tmp13 < at::vec::VectorizedN<int64_t,2>(256L))).all_masked(), "index out of bounds: tmp13 < 256L");
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = tmp18 + tmp19;
                            auto tmp22 = tmp20 + tmp21;
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp22.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>(tmp10[x1_inner] + 2L*((static_cast<int64_t>(x0 + x0_inner) % static_cast<int64_t>(8L))) + 13L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 32L*(c10::div_floor_integer(static_cast<int64_t>(x0 + x0_inner), static_cast<int64_t>(8L))) + 256L*x1 + 256L*x1_inner)] += tmpbuf[x1_inner];
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 192L*x1 + 192L*x1_inner), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp4 = tmp2 - tmp3;
                            auto tmp6 = static_cast<float>(0.00390625);
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
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0 + 192L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_38 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.00390625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_39 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp12 = in_ptr1[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp1 = 9L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 9L), "index out of bounds: 0 <= tmp7 < 9L");
                        auto tmp9 = tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 64L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)));
                        auto tmp10 = c10::convert<int64_t>(tmp9);
                        TORCH_CHECK(tmp10 < 1024L, "index out of bounds: tmp10 < 1024L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 64L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + 1024L*x1)] += tmp12;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_40 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1 + 64L*x1_inner), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
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
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_19, primals_20, primals_24, primals_25, primals_26, primals_30, primals_32, primals_36, primals_37, primals_38, primals_42, primals_44, primals_48, primals_49, primals_50, primals_54, primals_55, primals_56, primals_60, primals_61, primals_62, primals_66, primals_68, primals_72, primals_73, primals_74, primals_78, primals_80, primals_84, primals_85, primals_86, primals_90, primals_91, primals_92, primals_96, primals_97, primals_98, primals_102, primals_104, primals_108, primals_109, primals_110, primals_114, primals_116, primals_120, primals_121, primals_122, primals_126, primals_127, primals_128, primals_132, primals_133, primals_134, primals_138, primals_140, primals_144, primals_145, primals_146, primals_150, primals_152, primals_156, primals_157, primals_158, primals_162, primals_163, primals_164, primals_168, primals_169, primals_170, primals_174, primals_176, primals_180, primals_181, primals_182, primals_186, primals_188, primals_192, primals_193, primals_194, primals_198, primals_199, primals_200, primals_204, primals_205, primals_206, primals_210, primals_212, primals_216, primals_217, primals_218, primals_222, primals_224, primals_228, primals_229, primals_230, primals_234, primals_235, primals_236, primals_240, primals_241, primals_242, primals_246, primals_248, primals_252, primals_253, primals_254, primals_258, primals_260, primals_264, primals_265, primals_266, primals_270, primals_271, primals_272, primals_276, primals_277, primals_278, primals_282, primals_284, primals_288, primals_289, primals_290, primals_294, primals_296, primals_300, primals_301, primals_302, primals_306, primals_307, primals_308, primals_312, primals_313, primals_314, primals_318, primals_320, primals_324, primals_325, primals_326, primals_330, primals_332, primals_336, primals_337, primals_338, primals_342, primals_343, primals_344, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, getitem_7, rsqrt_2, getitem_8, getitem_9, convolution_3, getitem_11, rsqrt_3, convolution_4, squeeze_13, relu_4, convolution_5, getitem_15, rsqrt_5, convolution_6, squeeze_19, relu_6, convolution_7, getitem_19, rsqrt_7, getitem_20, getitem_21, convolution_8, getitem_23, rsqrt_8, cat, convolution_9, getitem_25, rsqrt_9, convolution_10, squeeze_31, relu_10, convolution_11, getitem_29, rsqrt_11, convolution_12, squeeze_37, relu_12, convolution_13, getitem_33, rsqrt_13, getitem_34, getitem_35, convolution_14, getitem_37, rsqrt_14, getitem_38, getitem_39, convolution_15, getitem_41, rsqrt_15, convolution_16, squeeze_49, relu_16, convolution_17, getitem_45, rsqrt_17, convolution_18, squeeze_55, relu_18, convolution_19, getitem_49, rsqrt_19, getitem_50, getitem_51, convolution_20, getitem_53, rsqrt_20, cat_2, convolution_21, getitem_55, rsqrt_21, convolution_22, squeeze_67, relu_22, convolution_23, getitem_59, rsqrt_23, convolution_24, squeeze_73, relu_24, convolution_25, getitem_63, rsqrt_25, getitem_64, getitem_65, convolution_26, getitem_67, rsqrt_26, cat_3, convolution_27, getitem_69, rsqrt_27, convolution_28, squeeze_85, relu_28, convolution_29, getitem_73, rsqrt_29, convolution_30, squeeze_91, relu_30, convolution_31, getitem_77, rsqrt_31, getitem_78, getitem_79, convolution_32, getitem_81, rsqrt_32, cat_4, convolution_33, getitem_83, rsqrt_33, convolution_34, squeeze_103, relu_34, convolution_35, getitem_87, rsqrt_35, convolution_36, squeeze_109, relu_36, convolution_37, getitem_91, rsqrt_37, getitem_92, getitem_93, convolution_38, getitem_95, rsqrt_38, cat_5, convolution_39, getitem_97, rsqrt_39, convolution_40, squeeze_121, relu_40, convolution_41, getitem_101, rsqrt_41, convolution_42, squeeze_127, relu_42, convolution_43, getitem_105, rsqrt_43, getitem_106, getitem_107, convolution_44, getitem_109, rsqrt_44, getitem_110, getitem_111, convolution_45, convolution_46, relu_46, convolution_47, convolution_48, relu_48, convolution_49, getitem_122, getitem_123, convolution_50, cat_7, convolution_51, convolution_52, relu_52, convolution_53, convolution_54, relu_54, convolution_55, getitem_136, getitem_137, convolution_56, gt, mul_400, unsqueeze_398, unsqueeze_422, unsqueeze_470, unsqueeze_494, unsqueeze_542, unsqueeze_566, unsqueeze_614, unsqueeze_638, unsqueeze_686, unsqueeze_710, unsqueeze_758, unsqueeze_782, unsqueeze_830, unsqueeze_854, unsqueeze_890, tangents_1 = args
        args.clear()
        assert_size_stride(convolution_56, (1, 128, 2, 2), (512, 1, 256, 128), 'input')
        buf3 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf4 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride(convolution_55, (1, 128, 2, 2), (512, 1, 256, 128), 'input')
        buf15 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf16 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride(convolution_50, (1, 128, 2, 2), (512, 1, 256, 128), 'input')
        buf63 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf64 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride(convolution_49, (1, 128, 2, 2), (512, 1, 256, 128), 'input')
        buf75 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf76 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride(convolution_45, (1, 256, 2, 2), (1024, 1, 512, 256), 'input')
        buf113 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf114 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        assert_size_stride(convolution_47, (1, 320, 2, 2), (1280, 1, 640, 320), 'input')
        buf94 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf95 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        assert_size_stride(convolution_53, (1, 384, 2, 2), (1536, 1, 768, 384), 'input')
        buf34 = empty_strided_cpu((1, 384, 1, 1), (384, 1, 384, 384), torch.float32)
        buf35 = empty_strided_cpu((1, 384, 1, 1), (384, 1, 384, 384), torch.float32)
        assert_size_stride(convolution_51, (1, 384, 2, 2), (1536, 1, 768, 384), 'input')
        buf53 = empty_strided_cpu((1, 384, 1, 1), (384, 1, 384, 384), torch.float32)
        buf54 = empty_strided_cpu((1, 384, 1, 1), (384, 1, 384, 384), torch.float32)
        assert_size_stride(tangents_1, (1, 1000), (1000, 1), 'input')
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(primals_344, (1000, 1024), (1024, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_sum_0(convolution_56, convolution_55, convolution_50, convolution_49, convolution_45, convolution_47, convolution_53, convolution_51, tangents_1, buf3, buf4, buf15, buf16, buf63, buf64, buf75, buf76, buf113, buf114, buf94, buf95, buf34, buf35, buf53, buf54, buf2)
        buf0 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_133, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_344, out=buf0)
        del primals_344
        assert_size_stride_grouped((primals_342, primals_343, gt), ((128, ), (128, ), (1, 1024)), ((1, ), (1, ), (1024, 1)), 'input')
        buf5 = empty_strided_cpu((1, 128, 2, 2), (512, 1, 256, 128), torch.float32)
        buf6 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf9 = buf5; del buf5  # reuse
        assert_size_stride_grouped((primals_336, primals_337), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf17 = empty_strided_cpu((1, 128, 2, 2), (512, 1, 256, 128), torch.float32)
        buf18 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf19 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf21 = buf17; del buf17  # reuse
        assert_size_stride_grouped((primals_324, primals_325), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf36 = empty_strided_cpu((1, 384, 2, 2), (1536, 1, 768, 384), torch.float32)
        assert_size_stride_grouped((primals_312, primals_313), ((384, ), (384, )), ((1, ), (1, )), 'input')
        buf55 = empty_strided_cpu((1, 384, 2, 2), (1536, 1, 768, 384), torch.float32)
        buf37 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf38 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf39 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf40 = buf36; del buf36  # reuse
        buf56 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf57 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf58 = empty_strided_cpu((384, ), (1, ), torch.float32)
        buf59 = buf55; del buf55  # reuse
        buf13 = empty_strided_cpu((832, 4), (4, 1), torch.float32)
        buf73 = empty_strided_cpu((832, 4), (4, 1), torch.float32)
        buf325 = empty_strided_cpu((480, 16), (16, 1), torch.float32)
        buf181 = empty_strided_cpu((512, 16), (16, 1), torch.float32)
        buf229 = empty_strided_cpu((512, 16), (16, 1), torch.float32)
        buf277 = empty_strided_cpu((512, 16), (16, 1), torch.float32)
        buf133 = empty_strided_cpu((528, 16), (16, 1), torch.float32)
        buf423 = empty_strided_cpu((192, 64), (64, 1), torch.float32)
        buf123 = empty_strided_cpu((832, 16), (16, 1), torch.float32)
        buf375 = empty_strided_cpu((256, 64), (64, 1), torch.float32)
        buf365 = empty_strided_cpu((480, 64), (64, 1), torch.float32)
        buf463 = empty_strided_cpu((192, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((relu_54, primals_332), ((1, 48, 2, 2), (128, 48, 3, 3)), ((192, 1, 96, 48), (432, 1, 144, 48)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_native_dropout_backward_relu_slice_threshold_backward_view_1(buf9, buf21, buf40, buf59, convolution_56, buf3, buf4, primals_342, primals_343, buf0, gt, convolution_55, buf15, buf16, primals_336, primals_337, convolution_53, buf34, buf35, primals_324, primals_325, convolution_51, buf53, buf54, primals_312, primals_313, buf6, buf7, buf8, buf18, buf19, buf20, buf37, buf38, buf39, buf56, buf57, buf58, buf13, buf73, buf325, buf181, buf229, buf277, buf133, buf423, buf123, buf375, buf365, buf463)
        del buf34
        del buf35
        del buf38
        del buf53
        del buf54
        del buf57
        del convolution_51
        del convolution_53
        del convolution_55
        del convolution_56
        del gt
        del primals_312
        del primals_313
        del primals_324
        del primals_325
        del primals_336
        del primals_337
        del primals_342
        del primals_343
        # Topologically Sorted Source Nodes: [x_126, unsqueeze_240, unsqueeze_241, unsqueeze_242, sub_61, mul_413, unsqueeze_243, unsqueeze_244, unsqueeze_245, mul_414, mul_415, mul_416, unsqueeze_246, unsqueeze_247, unsqueeze_248, mul_417, unsqueeze_249, unsqueeze_250, unsqueeze_251, mul_418, sub_63, sub_64, mul_419, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf22 = torch.ops.aten.convolution_backward.default(buf21, relu_54, primals_332, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del primals_332
        buf23 = buf22[0]
        assert_tensor_metadata(buf23, (1, 48, 2, 2), (192, 1, 96, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf24 = buf22[1]
        assert_tensor_metadata(buf24, (128, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf24 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf22
        assert_size_stride(convolution_54, (1, 48, 2, 2), (192, 1, 96, 48), 'input')
        buf25 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        buf26 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        buf29 = empty_strided_cpu((48, ), (1, ), torch.float32)
        assert_size_stride(primals_330, (48, ), (1, ), 'input')
        buf30 = relu_54; del relu_54  # reuse
        assert_size_stride_grouped((cat_7, primals_326), ((1, 832, 2, 2), (48, 832, 1, 1)), ((3328, 1, 1664, 832), (832, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_2(buf30, convolution_54, buf23, primals_330, buf25, buf26, buf27, buf28, buf29)
        del buf23
        del convolution_54
        del primals_330
        # Topologically Sorted Source Nodes: [full_default, le_2, where_2, x_124, unsqueeze_252, unsqueeze_253, unsqueeze_254, sub_65, mul_422, unsqueeze_255, unsqueeze_256, unsqueeze_257, mul_423, mul_424, mul_425, unsqueeze_258, unsqueeze_259, unsqueeze_260, mul_426, unsqueeze_261, unsqueeze_262, unsqueeze_263, mul_427, sub_67, sub_68, mul_428, convolution_backward_2], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf31 = torch.ops.aten.convolution_backward.default(buf30, cat_7, primals_326, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf30
        del primals_326
        buf32 = buf31[0]
        assert_tensor_metadata(buf32, (1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf33 = buf31[1]
        assert_tensor_metadata(buf33, (48, 832, 1, 1), (832, 1, 832, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf31
        buf480 = empty_strided_cpu((64, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((getitem_136, primals_338), ((1, 832, 2, 2), (128, 832, 1, 1)), ((3328, 1, 1664, 832), (832, 1, 1, 1)), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_3(buf480)
        # Topologically Sorted Source Nodes: [x_128, unsqueeze_228, unsqueeze_229, unsqueeze_230, sub_57, mul_404, unsqueeze_231, unsqueeze_232, unsqueeze_233, mul_405, mul_406, mul_407, unsqueeze_234, unsqueeze_235, unsqueeze_236, mul_408, unsqueeze_237, unsqueeze_238, unsqueeze_239, mul_409, sub_59, sub_60, mul_410, convolution_backward], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf10 = torch.ops.aten.convolution_backward.default(buf9, getitem_136, primals_338, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del getitem_136
        del primals_338
        buf11 = buf10[0]
        assert_tensor_metadata(buf11, (1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_137, (1, 832, 2, 2), (3328, 1, 1664, 832), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_4(getitem_137, buf11, buf13)
        del buf11
        del getitem_137
        buf12 = buf10[1]
        assert_tensor_metadata(buf12, (128, 832, 1, 1), (832, 1, 832, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf10
        assert_size_stride(primals_308, (384, 832, 1, 1), (832, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_118, unsqueeze_288, unsqueeze_289, unsqueeze_290, sub_77, mul_449, unsqueeze_291, unsqueeze_292, unsqueeze_293, mul_450, mul_451, mul_452, unsqueeze_294, unsqueeze_295, unsqueeze_296, mul_453, unsqueeze_297, unsqueeze_298, unsqueeze_299, mul_454, sub_79, sub_80, mul_455, convolution_backward_5], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf60 = torch.ops.aten.convolution_backward.default(buf59, cat_7, primals_308, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf59
        del primals_308
        buf61 = buf60[0]
        assert_tensor_metadata(buf61, (1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf61 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf62 = buf60[1]
        assert_tensor_metadata(buf62, (384, 832, 1, 1), (832, 1, 832, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf62 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf60
        assert_size_stride_grouped((relu_52, primals_320), ((1, 192, 2, 2), (384, 192, 3, 3)), ((768, 1, 384, 192), (1728, 1, 576, 192)), 'input')
        # Topologically Sorted Source Nodes: [x_122, unsqueeze_264, unsqueeze_265, unsqueeze_266, sub_69, mul_431, unsqueeze_267, unsqueeze_268, unsqueeze_269, mul_432, mul_433, mul_434, unsqueeze_270, unsqueeze_271, unsqueeze_272, mul_435, unsqueeze_273, unsqueeze_274, unsqueeze_275, mul_436, sub_71, sub_72, mul_437, convolution_backward_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf41 = torch.ops.aten.convolution_backward.default(buf40, relu_52, primals_320, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf40
        del primals_320
        buf42 = buf41[0]
        assert_tensor_metadata(buf42, (1, 192, 2, 2), (768, 1, 384, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf42 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf43 = buf41[1]
        assert_tensor_metadata(buf43, (384, 192, 3, 3), (1728, 1, 576, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf43 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf41
        assert_size_stride(convolution_52, (1, 192, 2, 2), (768, 1, 384, 192), 'input')
        buf44 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf45 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf46 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf47 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf48 = empty_strided_cpu((192, ), (1, ), torch.float32)
        assert_size_stride(primals_318, (192, ), (1, ), 'input')
        buf49 = relu_52; del relu_52  # reuse
        assert_size_stride(primals_314, (192, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_5(buf49, convolution_52, buf42, primals_318, buf44, buf45, buf46, buf47, buf48)
        del buf42
        del convolution_52
        del primals_318
        # Topologically Sorted Source Nodes: [full_default, le_4, where_4, x_120, unsqueeze_276, unsqueeze_277, unsqueeze_278, sub_73, mul_440, unsqueeze_279, unsqueeze_280, unsqueeze_281, mul_441, mul_442, mul_443, unsqueeze_282, unsqueeze_283, unsqueeze_284, mul_444, unsqueeze_285, unsqueeze_286, unsqueeze_287, mul_445, sub_75, sub_76, mul_446, convolution_backward_4], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf50 = torch.ops.aten.convolution_backward.default(buf49, cat_7, primals_314, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf49
        del cat_7
        del primals_314
        buf51 = buf50[0]
        assert_tensor_metadata(buf51, (1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf51 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf52 = buf50[1]
        assert_tensor_metadata(buf52, (192, 832, 1, 1), (832, 1, 832, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf52 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf50
        assert_size_stride_grouped((primals_306, primals_307), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf65 = buf9; del buf9  # reuse
        buf66 = buf7; del buf7  # reuse
        buf67 = reinterpret_tensor(buf4, (128, ), (1, ), 0); del buf4  # reuse
        buf68 = reinterpret_tensor(buf3, (128, ), (1, ), 0); del buf3  # reuse
        buf69 = buf65; del buf65  # reuse
        assert_size_stride_grouped((primals_300, primals_301), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf77 = buf21; del buf21  # reuse
        buf78 = buf19; del buf19  # reuse
        buf79 = reinterpret_tensor(buf16, (128, ), (1, ), 0); del buf16  # reuse
        buf80 = reinterpret_tensor(buf15, (128, ), (1, ), 0); del buf15  # reuse
        buf81 = buf77; del buf77  # reuse
        assert_size_stride_grouped((primals_276, primals_277), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf115 = reinterpret_tensor(buf0, (1, 256, 2, 2), (1024, 1, 512, 256), 0); del buf0  # reuse
        assert_size_stride_grouped((primals_288, primals_289), ((320, ), (320, )), ((1, ), (1, )), 'input')
        buf96 = empty_strided_cpu((1, 320, 2, 2), (1280, 1, 640, 320), torch.float32)
        buf116 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf117 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf118 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf119 = buf115; del buf115  # reuse
        buf97 = empty_strided_cpu((320, ), (1, ), torch.float32)
        buf98 = empty_strided_cpu((320, ), (1, ), torch.float32)
        buf99 = empty_strided_cpu((320, ), (1, ), torch.float32)
        buf100 = buf96; del buf96  # reuse
        assert_size_stride_grouped((relu_48, primals_296), ((1, 32, 2, 2), (128, 32, 3, 3)), ((128, 1, 64, 32), (288, 1, 96, 32)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_6(buf69, buf81, buf119, buf100, convolution_50, buf63, buf64, primals_306, primals_307, buf13, buf32, buf51, buf61, convolution_49, buf75, buf76, primals_300, primals_301, convolution_45, buf113, buf114, primals_276, primals_277, convolution_47, buf94, buf95, primals_288, primals_289, buf66, buf67, buf68, buf78, buf79, buf80, buf116, buf117, buf118, buf97, buf98, buf99)
        del buf13
        del buf32
        del buf51
        del buf61
        del convolution_45
        del convolution_47
        del convolution_49
        del convolution_50
        del primals_276
        del primals_277
        del primals_288
        del primals_289
        del primals_300
        del primals_301
        del primals_306
        del primals_307
        # Topologically Sorted Source Nodes: [x_113, unsqueeze_312, unsqueeze_313, unsqueeze_314, sub_85, mul_467, unsqueeze_315, unsqueeze_316, unsqueeze_317, mul_468, mul_469, mul_470, unsqueeze_318, unsqueeze_319, unsqueeze_320, mul_471, unsqueeze_321, unsqueeze_322, unsqueeze_323, mul_472, sub_87, sub_88, mul_473, convolution_backward_7], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf82 = torch.ops.aten.convolution_backward.default(buf81, relu_48, primals_296, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf81
        del primals_296
        buf83 = buf82[0]
        assert_tensor_metadata(buf83, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf83 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf84 = buf82[1]
        assert_tensor_metadata(buf84, (128, 32, 3, 3), (288, 1, 96, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf84 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf82
        assert_size_stride(convolution_48, (1, 32, 2, 2), (128, 1, 64, 32), 'input')
        buf85 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf86 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf87 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf88 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf89 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_294, (32, ), (1, ), 'input')
        buf90 = relu_48; del relu_48  # reuse
        assert_size_stride_grouped((getitem_110, primals_290), ((1, 832, 2, 2), (32, 832, 1, 1)), ((3328, 1, 1664, 832), (832, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf90, convolution_48, buf83, primals_294, buf85, buf86, buf87, buf88, buf89)
        del buf83
        del convolution_48
        del primals_294
        # Topologically Sorted Source Nodes: [full_default, le_8, where_8, x_111, unsqueeze_324, unsqueeze_325, unsqueeze_326, sub_89, mul_476, unsqueeze_327, unsqueeze_328, unsqueeze_329, mul_477, mul_478, mul_479, unsqueeze_330, unsqueeze_331, unsqueeze_332, mul_480, unsqueeze_333, unsqueeze_334, unsqueeze_335, mul_481, sub_91, sub_92, mul_482, convolution_backward_8], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf91 = torch.ops.aten.convolution_backward.default(buf90, getitem_110, primals_290, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf90
        del primals_290
        buf92 = buf91[0]
        assert_tensor_metadata(buf92, (1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf92 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf93 = buf91[1]
        assert_tensor_metadata(buf93, (32, 832, 1, 1), (832, 1, 832, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf93 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf91
        assert_size_stride_grouped((getitem_122, primals_302), ((1, 832, 2, 2), (128, 832, 1, 1)), ((3328, 1, 1664, 832), (832, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [x_115, unsqueeze_300, unsqueeze_301, unsqueeze_302, sub_81, mul_458, unsqueeze_303, unsqueeze_304, unsqueeze_305, mul_459, mul_460, mul_461, unsqueeze_306, unsqueeze_307, unsqueeze_308, mul_462, unsqueeze_309, unsqueeze_310, unsqueeze_311, mul_463, sub_83, sub_84, mul_464, convolution_backward_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf70 = torch.ops.aten.convolution_backward.default(buf69, getitem_122, primals_302, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf69
        del getitem_122
        del primals_302
        buf71 = buf70[0]
        assert_tensor_metadata(buf71, (1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf71 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_123, (1, 832, 2, 2), (3328, 1, 1664, 832), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_4(getitem_123, buf71, buf73)
        del buf71
        del getitem_123
        buf72 = buf70[1]
        assert_tensor_metadata(buf72, (128, 832, 1, 1), (832, 1, 832, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf72 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf70
        assert_size_stride(primals_272, (256, 832, 1, 1), (832, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_105, unsqueeze_360, unsqueeze_361, unsqueeze_362, sub_101, mul_503, unsqueeze_363, unsqueeze_364, unsqueeze_365, mul_504, mul_505, mul_506, unsqueeze_366, unsqueeze_367, unsqueeze_368, mul_507, unsqueeze_369, unsqueeze_370, unsqueeze_371, mul_508, sub_103, sub_104, mul_509, convolution_backward_11], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf120 = torch.ops.aten.convolution_backward.default(buf119, getitem_110, primals_272, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del primals_272
        buf121 = buf120[0]
        assert_tensor_metadata(buf121, (1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf121 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf122 = buf120[1]
        assert_tensor_metadata(buf122, (256, 832, 1, 1), (832, 1, 832, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf122 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf120
        assert_size_stride_grouped((relu_46, primals_284), ((1, 160, 2, 2), (320, 160, 3, 3)), ((640, 1, 320, 160), (1440, 1, 480, 160)), 'input')
        # Topologically Sorted Source Nodes: [x_109, unsqueeze_336, unsqueeze_337, unsqueeze_338, sub_93, mul_485, unsqueeze_339, unsqueeze_340, unsqueeze_341, mul_486, mul_487, mul_488, unsqueeze_342, unsqueeze_343, unsqueeze_344, mul_489, unsqueeze_345, unsqueeze_346, unsqueeze_347, mul_490, sub_95, sub_96, mul_491, convolution_backward_9], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf101 = torch.ops.aten.convolution_backward.default(buf100, relu_46, primals_284, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf100
        del primals_284
        buf102 = buf101[0]
        assert_tensor_metadata(buf102, (1, 160, 2, 2), (640, 1, 320, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf102 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf103 = buf101[1]
        assert_tensor_metadata(buf103, (320, 160, 3, 3), (1440, 1, 480, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf103 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf101
        assert_size_stride(convolution_46, (1, 160, 2, 2), (640, 1, 320, 160), 'input')
        buf104 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf105 = empty_strided_cpu((160, ), (1, ), torch.float32)
        buf106 = empty_strided_cpu((160, ), (1, ), torch.float32)
        buf107 = empty_strided_cpu((1, 160, 1, 1), (160, 1, 160, 160), torch.float32)
        buf108 = empty_strided_cpu((160, ), (1, ), torch.float32)
        assert_size_stride(primals_282, (160, ), (1, ), 'input')
        buf109 = relu_46; del relu_46  # reuse
        assert_size_stride(primals_278, (160, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_8(buf109, convolution_46, buf102, primals_282, buf104, buf105, buf106, buf107, buf108)
        del buf102
        del convolution_46
        del primals_282
        # Topologically Sorted Source Nodes: [full_default, le_10, where_10, x_107, unsqueeze_348, unsqueeze_349, unsqueeze_350, sub_97, mul_494, unsqueeze_351, unsqueeze_352, unsqueeze_353, mul_495, mul_496, mul_497, unsqueeze_354, unsqueeze_355, unsqueeze_356, mul_498, unsqueeze_357, unsqueeze_358, unsqueeze_359, mul_499, sub_99, sub_100, mul_500, convolution_backward_10], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf110 = torch.ops.aten.convolution_backward.default(buf109, getitem_110, primals_278, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf109
        del getitem_110
        del primals_278
        buf111 = buf110[0]
        assert_tensor_metadata(buf111, (1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf111 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_111, (1, 832, 2, 2), (3328, 1, 1664, 832), 'input')
        cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_9(getitem_111, buf73, buf92, buf111, buf121, buf123)
        del buf111
        del buf121
        del buf92
        del getitem_111
        buf112 = buf110[1]
        assert_tensor_metadata(buf112, (160, 832, 1, 1), (832, 1, 832, 832), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf112 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf110
        assert_size_stride_grouped((convolution_44, getitem_109, rsqrt_44, primals_270, primals_271), ((1, 128, 4, 4), (1, 128, 1, 1), (1, 128, 1, 1), (128, ), (128, )), ((2048, 1, 512, 128), (128, 1, 128, 128), (128, 1, 128, 128), (1, ), (1, )), 'input')
        buf125 = empty_strided_cpu((1, 128, 4, 4), (2048, 16, 4, 1), torch.float32)
        buf126 = buf79; del buf79  # reuse
        buf127 = reinterpret_tensor(buf76, (128, ), (1, ), 0); del buf76  # reuse
        buf128 = reinterpret_tensor(buf75, (128, ), (1, ), 0); del buf75  # reuse
        buf129 = convolution_44; del convolution_44  # reuse
        assert_size_stride_grouped((convolution_43, getitem_105, rsqrt_43, primals_264, primals_265), ((1, 128, 4, 4), (1, 128, 1, 1), (1, 128, 1, 1), (128, ), (128, )), ((2048, 1, 512, 128), (128, 1, 128, 128), (128, 1, 128, 128), (1, ), (1, )), 'input')
        buf135 = empty_strided_cpu((1, 128, 4, 4), (2048, 16, 4, 1), torch.float32)
        buf136 = buf67; del buf67  # reuse
        buf137 = reinterpret_tensor(buf64, (128, ), (1, ), 0); del buf64  # reuse
        buf138 = reinterpret_tensor(buf63, (128, ), (1, ), 0); del buf63  # reuse
        buf139 = convolution_43; del convolution_43  # reuse
        assert_size_stride_grouped((convolution_39, getitem_97, rsqrt_39, primals_240, primals_241), ((1, 256, 4, 4), (1, 256, 1, 1), (1, 256, 1, 1), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 256, 256), (256, 1, 256, 256), (1, ), (1, )), 'input')
        buf165 = empty_strided_cpu((1, 256, 4, 4), (4096, 16, 4, 1), torch.float32)
        buf166 = buf117; del buf117  # reuse
        buf167 = reinterpret_tensor(buf114, (256, ), (1, ), 0); del buf114  # reuse
        buf168 = reinterpret_tensor(buf113, (256, ), (1, ), 0); del buf113  # reuse
        assert_size_stride_grouped((convolution_41, getitem_101, rsqrt_41, primals_252, primals_253), ((1, 320, 4, 4), (1, 320, 1, 1), (1, 320, 1, 1), (320, ), (320, )), ((5120, 1, 1280, 320), (320, 1, 320, 320), (320, 1, 320, 320), (1, ), (1, )), 'input')
        buf150 = empty_strided_cpu((1, 320, 4, 4), (5120, 16, 4, 1), torch.float32)
        buf151 = buf98; del buf98  # reuse
        buf152 = reinterpret_tensor(buf95, (320, ), (1, ), 0); del buf95  # reuse
        buf153 = reinterpret_tensor(buf94, (320, ), (1, ), 0); del buf94  # reuse
        buf154 = convolution_41; del convolution_41  # reuse
        buf169 = convolution_39; del convolution_39  # reuse
        assert_size_stride_grouped((relu_42, primals_260), ((1, 32, 4, 4), (128, 32, 3, 3)), ((512, 1, 128, 32), (288, 1, 96, 32)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_10(buf129, buf139, buf154, buf169, getitem_109, rsqrt_44, primals_270, primals_271, buf123, getitem_105, rsqrt_43, primals_264, primals_265, getitem_97, rsqrt_39, primals_240, primals_241, getitem_101, rsqrt_41, primals_252, primals_253, buf125, buf126, buf127, buf128, buf135, buf136, buf137, buf138, buf165, buf166, buf167, buf168, buf150, buf151, buf152, buf153)
        del buf123
        del buf150
        del buf152
        del getitem_101
        del getitem_105
        del getitem_109
        del getitem_97
        del primals_240
        del primals_241
        del primals_252
        del primals_253
        del primals_264
        del primals_265
        del primals_270
        del primals_271
        del rsqrt_39
        del rsqrt_41
        del rsqrt_43
        del rsqrt_44
        # Topologically Sorted Source Nodes: [x_99, unsqueeze_384, unsqueeze_385, unsqueeze_386, sub_109, mul_521, unsqueeze_387, unsqueeze_388, unsqueeze_389, mul_522, mul_523, mul_524, unsqueeze_390, unsqueeze_391, unsqueeze_392, mul_525, unsqueeze_393, unsqueeze_394, unsqueeze_395, mul_526, sub_111, sub_112, mul_527, convolution_backward_13], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf140 = torch.ops.aten.convolution_backward.default(buf139, relu_42, primals_260, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf139
        del primals_260
        buf141 = buf140[0]
        assert_tensor_metadata(buf141, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf141 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf142 = buf140[1]
        assert_tensor_metadata(buf142, (128, 32, 3, 3), (288, 1, 96, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf142 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf140
        assert_size_stride_grouped((convolution_42, unsqueeze_398, squeeze_127), ((1, 32, 4, 4), (1, 32, 1, 1), (32, )), ((512, 1, 128, 32), (32, 1, 1, 1), (1, )), 'input')
        buf143 = reinterpret_tensor(buf88, (32, ), (1, ), 0); del buf88  # reuse
        buf144 = buf87; del buf87  # reuse
        buf145 = reinterpret_tensor(buf85, (32, ), (1, ), 0); del buf85  # reuse
        assert_size_stride(primals_258, (32, ), (1, ), 'input')
        buf146 = relu_42; del relu_42  # reuse
        assert_size_stride_grouped((cat_5, primals_254), ((1, 528, 4, 4), (32, 528, 1, 1)), ((8448, 1, 2112, 528), (528, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf146, buf141, convolution_42, unsqueeze_398, squeeze_127, primals_258, buf143, buf144, buf145)
        del buf141
        del convolution_42
        del primals_258
        del squeeze_127
        del unsqueeze_398
        # Topologically Sorted Source Nodes: [full_default, le_14, where_14, sub_113, mul_530, unsqueeze_399, unsqueeze_400, unsqueeze_401, mul_531, mul_532, mul_533, unsqueeze_402, unsqueeze_403, unsqueeze_404, mul_534, unsqueeze_405, unsqueeze_406, unsqueeze_407, mul_535, sub_115, sub_116, mul_536, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf147 = torch.ops.aten.convolution_backward.default(buf146, cat_5, primals_254, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf146
        del primals_254
        buf148 = buf147[0]
        assert_tensor_metadata(buf148, (1, 528, 4, 4), (8448, 1, 2112, 528), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf148 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf149 = buf147[1]
        assert_tensor_metadata(buf149, (32, 528, 1, 1), (528, 1, 528, 528), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf149 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf147
        assert_size_stride_grouped((getitem_106, primals_266), ((1, 528, 4, 4), (128, 528, 1, 1)), ((8448, 1, 2112, 528), (528, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [x_101, unsqueeze_372, unsqueeze_373, unsqueeze_374, sub_105, mul_512, unsqueeze_375, unsqueeze_376, unsqueeze_377, mul_513, mul_514, mul_515, unsqueeze_378, unsqueeze_379, unsqueeze_380, mul_516, unsqueeze_381, unsqueeze_382, unsqueeze_383, mul_517, sub_107, sub_108, mul_518, convolution_backward_12], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf130 = torch.ops.aten.convolution_backward.default(buf129, getitem_106, primals_266, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf129
        del getitem_106
        del primals_266
        buf131 = buf130[0]
        assert_tensor_metadata(buf131, (1, 528, 4, 4), (8448, 1, 2112, 528), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf131 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_107, (1, 528, 4, 4), (8448, 1, 2112, 528), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_12(getitem_107, buf131, buf133)
        del buf131
        del getitem_107
        buf132 = buf130[1]
        assert_tensor_metadata(buf132, (128, 528, 1, 1), (528, 1, 528, 528), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf132 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf130
        assert_size_stride(primals_236, (256, 528, 1, 1), (528, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_91, unsqueeze_432, unsqueeze_433, unsqueeze_434, sub_125, mul_557, unsqueeze_435, unsqueeze_436, unsqueeze_437, mul_558, mul_559, mul_560, unsqueeze_438, unsqueeze_439, unsqueeze_440, mul_561, unsqueeze_441, unsqueeze_442, unsqueeze_443, mul_562, sub_127, sub_128, mul_563, convolution_backward_17], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf170 = torch.ops.aten.convolution_backward.default(buf169, cat_5, primals_236, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf169
        del primals_236
        buf171 = buf170[0]
        assert_tensor_metadata(buf171, (1, 528, 4, 4), (8448, 1, 2112, 528), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf171 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf172 = buf170[1]
        assert_tensor_metadata(buf172, (256, 528, 1, 1), (528, 1, 528, 528), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf172 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf170
        assert_size_stride_grouped((relu_40, primals_248), ((1, 160, 4, 4), (320, 160, 3, 3)), ((2560, 1, 640, 160), (1440, 1, 480, 160)), 'input')
        # Topologically Sorted Source Nodes: [x_95, unsqueeze_408, unsqueeze_409, unsqueeze_410, sub_117, mul_539, unsqueeze_411, unsqueeze_412, unsqueeze_413, mul_540, mul_541, mul_542, unsqueeze_414, unsqueeze_415, unsqueeze_416, mul_543, unsqueeze_417, unsqueeze_418, unsqueeze_419, mul_544, sub_119, sub_120, mul_545, convolution_backward_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf155 = torch.ops.aten.convolution_backward.default(buf154, relu_40, primals_248, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf154
        del primals_248
        buf156 = buf155[0]
        assert_tensor_metadata(buf156, (1, 160, 4, 4), (2560, 1, 640, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf156 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf157 = buf155[1]
        assert_tensor_metadata(buf157, (320, 160, 3, 3), (1440, 1, 480, 160), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf157 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf155
        assert_size_stride_grouped((convolution_40, unsqueeze_422, squeeze_121), ((1, 160, 4, 4), (1, 160, 1, 1), (160, )), ((2560, 1, 640, 160), (160, 1, 1, 1), (1, )), 'input')
        buf158 = reinterpret_tensor(buf107, (160, ), (1, ), 0); del buf107  # reuse
        buf159 = buf106; del buf106  # reuse
        buf160 = reinterpret_tensor(buf104, (160, ), (1, ), 0); del buf104  # reuse
        assert_size_stride(primals_246, (160, ), (1, ), 'input')
        buf161 = relu_40; del relu_40  # reuse
        assert_size_stride(primals_242, (160, 528, 1, 1), (528, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_13(buf161, buf156, convolution_40, unsqueeze_422, squeeze_121, primals_246, buf158, buf159, buf160)
        del buf156
        del convolution_40
        del primals_246
        del squeeze_121
        del unsqueeze_422
        # Topologically Sorted Source Nodes: [full_default, le_16, where_16, sub_121, mul_548, unsqueeze_423, unsqueeze_424, unsqueeze_425, mul_549, mul_550, mul_551, unsqueeze_426, unsqueeze_427, unsqueeze_428, mul_552, unsqueeze_429, unsqueeze_430, unsqueeze_431, mul_553, sub_123, sub_124, mul_554, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf162 = torch.ops.aten.convolution_backward.default(buf161, cat_5, primals_242, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf161
        del cat_5
        del primals_242
        buf163 = buf162[0]
        assert_tensor_metadata(buf163, (1, 528, 4, 4), (8448, 1, 2112, 528), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf163 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf164 = buf162[1]
        assert_tensor_metadata(buf164, (160, 528, 1, 1), (528, 1, 528, 528), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf164 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf162
        assert_size_stride_grouped((convolution_38, getitem_95, rsqrt_38, primals_234, primals_235), ((1, 64, 4, 4), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((1024, 1, 256, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf173 = reinterpret_tensor(buf119, (1, 64, 4, 4), (1024, 1, 256, 64), 0); del buf119  # reuse
        buf174 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf175 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf176 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf177 = buf173; del buf173  # reuse
        assert_size_stride_grouped((convolution_37, getitem_91, rsqrt_37, primals_228, primals_229), ((1, 64, 4, 4), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((1024, 1, 256, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf183 = empty_strided_cpu((1, 64, 4, 4), (1024, 1, 256, 64), torch.float32)
        buf184 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf185 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf186 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf187 = buf183; del buf183  # reuse
        assert_size_stride_grouped((convolution_33, getitem_83, rsqrt_33, primals_204, primals_205), ((1, 112, 4, 4), (1, 112, 1, 1), (1, 112, 1, 1), (112, ), (112, )), ((1792, 1, 448, 112), (112, 1, 112, 112), (112, 1, 112, 112), (1, ), (1, )), 'input')
        buf213 = empty_strided_cpu((1, 112, 4, 4), (1792, 1, 448, 112), torch.float32)
        assert_size_stride_grouped((convolution_35, getitem_87, rsqrt_35, primals_216, primals_217), ((1, 288, 4, 4), (1, 288, 1, 1), (1, 288, 1, 1), (288, ), (288, )), ((4608, 1, 1152, 288), (288, 1, 288, 288), (288, 1, 288, 288), (1, ), (1, )), 'input')
        buf198 = empty_strided_cpu((1, 288, 4, 4), (4608, 1, 1152, 288), torch.float32)
        buf214 = empty_strided_cpu((112, ), (1, ), torch.float32)
        buf215 = empty_strided_cpu((112, ), (1, ), torch.float32)
        buf216 = empty_strided_cpu((112, ), (1, ), torch.float32)
        buf217 = buf213; del buf213  # reuse
        buf199 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf200 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf201 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf202 = buf198; del buf198  # reuse
        assert_size_stride_grouped((relu_36, primals_224), ((1, 32, 4, 4), (64, 32, 3, 3)), ((512, 1, 128, 32), (288, 1, 96, 32)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_14(buf177, buf187, buf217, buf202, convolution_38, getitem_95, rsqrt_38, primals_234, primals_235, buf133, buf148, buf163, buf171, convolution_37, getitem_91, rsqrt_37, primals_228, primals_229, convolution_33, getitem_83, rsqrt_33, primals_204, primals_205, convolution_35, getitem_87, rsqrt_35, primals_216, primals_217, buf174, buf175, buf176, buf184, buf185, buf186, buf214, buf215, buf216, buf199, buf200, buf201)
        del buf133
        del buf148
        del buf163
        del buf171
        del buf200
        del convolution_33
        del convolution_35
        del convolution_37
        del convolution_38
        del getitem_83
        del getitem_87
        del getitem_91
        del getitem_95
        del primals_204
        del primals_205
        del primals_216
        del primals_217
        del primals_228
        del primals_229
        del primals_234
        del primals_235
        del rsqrt_33
        del rsqrt_35
        del rsqrt_37
        del rsqrt_38
        # Topologically Sorted Source Nodes: [x_86, unsqueeze_456, unsqueeze_457, unsqueeze_458, sub_133, mul_575, unsqueeze_459, unsqueeze_460, unsqueeze_461, mul_576, mul_577, mul_578, unsqueeze_462, unsqueeze_463, unsqueeze_464, mul_579, unsqueeze_465, unsqueeze_466, unsqueeze_467, mul_580, sub_135, sub_136, mul_581, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf188 = torch.ops.aten.convolution_backward.default(buf187, relu_36, primals_224, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del primals_224
        buf189 = buf188[0]
        assert_tensor_metadata(buf189, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf189 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf190 = buf188[1]
        assert_tensor_metadata(buf190, (64, 32, 3, 3), (288, 1, 96, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf190 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf188
        assert_size_stride_grouped((convolution_36, unsqueeze_470, squeeze_109), ((1, 32, 4, 4), (1, 32, 1, 1), (32, )), ((512, 1, 128, 32), (32, 1, 1, 1), (1, )), 'input')
        buf191 = buf144; del buf144  # reuse
        buf192 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf193 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_222, (32, ), (1, ), 'input')
        buf194 = relu_36; del relu_36  # reuse
        assert_size_stride_grouped((cat_4, primals_218), ((1, 512, 4, 4), (32, 512, 1, 1)), ((8192, 1, 2048, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf194, buf189, convolution_36, unsqueeze_470, squeeze_109, primals_222, buf191, buf192, buf193)
        del buf189
        del convolution_36
        del primals_222
        del squeeze_109
        del unsqueeze_470
        # Topologically Sorted Source Nodes: [full_default, le_20, where_20, sub_137, mul_584, unsqueeze_471, unsqueeze_472, unsqueeze_473, mul_585, mul_586, mul_587, unsqueeze_474, unsqueeze_475, unsqueeze_476, mul_588, unsqueeze_477, unsqueeze_478, unsqueeze_479, mul_589, sub_139, sub_140, mul_590, convolution_backward_20], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf195 = torch.ops.aten.convolution_backward.default(buf194, cat_4, primals_218, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf194
        del primals_218
        buf196 = buf195[0]
        assert_tensor_metadata(buf196, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf196 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf197 = buf195[1]
        assert_tensor_metadata(buf197, (32, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf197 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf195
        assert_size_stride_grouped((getitem_92, primals_230), ((1, 512, 4, 4), (64, 512, 1, 1)), ((8192, 1, 2048, 512), (512, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [x_88, unsqueeze_444, unsqueeze_445, unsqueeze_446, sub_129, mul_566, unsqueeze_447, unsqueeze_448, unsqueeze_449, mul_567, mul_568, mul_569, unsqueeze_450, unsqueeze_451, unsqueeze_452, mul_570, unsqueeze_453, unsqueeze_454, unsqueeze_455, mul_571, sub_131, sub_132, mul_572, convolution_backward_18], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf178 = torch.ops.aten.convolution_backward.default(buf177, getitem_92, primals_230, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del getitem_92
        del primals_230
        buf179 = buf178[0]
        assert_tensor_metadata(buf179, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf179 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_93, (1, 512, 4, 4), (8192, 1, 2048, 512), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_15(getitem_93, buf179, buf181)
        del buf179
        del getitem_93
        buf180 = buf178[1]
        assert_tensor_metadata(buf180, (64, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf180 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf178
        assert_size_stride(primals_200, (112, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_78, unsqueeze_504, unsqueeze_505, unsqueeze_506, sub_149, mul_611, unsqueeze_507, unsqueeze_508, unsqueeze_509, mul_612, mul_613, mul_614, unsqueeze_510, unsqueeze_511, unsqueeze_512, mul_615, unsqueeze_513, unsqueeze_514, unsqueeze_515, mul_616, sub_151, sub_152, mul_617, convolution_backward_23], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf218 = torch.ops.aten.convolution_backward.default(buf217, cat_4, primals_200, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf217
        del primals_200
        buf219 = buf218[0]
        assert_tensor_metadata(buf219, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf219 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf220 = buf218[1]
        assert_tensor_metadata(buf220, (112, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf220 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf218
        assert_size_stride_grouped((relu_34, primals_212), ((1, 144, 4, 4), (288, 144, 3, 3)), ((2304, 1, 576, 144), (1296, 1, 432, 144)), 'input')
        # Topologically Sorted Source Nodes: [x_82, unsqueeze_480, unsqueeze_481, unsqueeze_482, sub_141, mul_593, unsqueeze_483, unsqueeze_484, unsqueeze_485, mul_594, mul_595, mul_596, unsqueeze_486, unsqueeze_487, unsqueeze_488, mul_597, unsqueeze_489, unsqueeze_490, unsqueeze_491, mul_598, sub_143, sub_144, mul_599, convolution_backward_21], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf203 = torch.ops.aten.convolution_backward.default(buf202, relu_34, primals_212, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf202
        del primals_212
        buf204 = buf203[0]
        assert_tensor_metadata(buf204, (1, 144, 4, 4), (2304, 1, 576, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf204 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf205 = buf203[1]
        assert_tensor_metadata(buf205, (288, 144, 3, 3), (1296, 1, 432, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf205 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf203
        assert_size_stride_grouped((convolution_34, unsqueeze_494, squeeze_103), ((1, 144, 4, 4), (1, 144, 1, 1), (144, )), ((2304, 1, 576, 144), (144, 1, 1, 1), (1, )), 'input')
        buf206 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf207 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf208 = empty_strided_cpu((144, ), (1, ), torch.float32)
        assert_size_stride(primals_210, (144, ), (1, ), 'input')
        buf209 = relu_34; del relu_34  # reuse
        assert_size_stride(primals_206, (144, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf209, buf204, convolution_34, unsqueeze_494, squeeze_103, primals_210, buf206, buf207, buf208)
        del buf204
        del buf207
        del convolution_34
        del primals_210
        del squeeze_103
        del unsqueeze_494
        # Topologically Sorted Source Nodes: [full_default, le_22, where_22, sub_145, mul_602, unsqueeze_495, unsqueeze_496, unsqueeze_497, mul_603, mul_604, mul_605, unsqueeze_498, unsqueeze_499, unsqueeze_500, mul_606, unsqueeze_501, unsqueeze_502, unsqueeze_503, mul_607, sub_147, sub_148, mul_608, convolution_backward_22], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf210 = torch.ops.aten.convolution_backward.default(buf209, cat_4, primals_206, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf209
        del cat_4
        del primals_206
        buf211 = buf210[0]
        assert_tensor_metadata(buf211, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf211 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf212 = buf210[1]
        assert_tensor_metadata(buf212, (144, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf212 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf210
        assert_size_stride_grouped((convolution_32, getitem_81, rsqrt_32, primals_198, primals_199), ((1, 64, 4, 4), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((1024, 1, 256, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf221 = buf177; del buf177  # reuse
        buf222 = buf185; del buf185  # reuse
        buf223 = buf175; del buf175  # reuse
        buf224 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf225 = buf221; del buf221  # reuse
        assert_size_stride_grouped((convolution_31, getitem_77, rsqrt_31, primals_192, primals_193), ((1, 64, 4, 4), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((1024, 1, 256, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf231 = buf187; del buf187  # reuse
        buf232 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf233 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf234 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf235 = buf231; del buf231  # reuse
        assert_size_stride_grouped((convolution_27, getitem_69, rsqrt_27, primals_168, primals_169), ((1, 128, 4, 4), (1, 128, 1, 1), (1, 128, 1, 1), (128, ), (128, )), ((2048, 1, 512, 128), (128, 1, 128, 128), (128, 1, 128, 128), (1, ), (1, )), 'input')
        buf261 = reinterpret_tensor(buf135, (1, 128, 4, 4), (2048, 1, 512, 128), 0); del buf135  # reuse
        assert_size_stride_grouped((convolution_29, getitem_73, rsqrt_29, primals_180, primals_181), ((1, 256, 4, 4), (1, 256, 1, 1), (1, 256, 1, 1), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 256, 256), (256, 1, 256, 256), (1, ), (1, )), 'input')
        buf246 = reinterpret_tensor(buf165, (1, 256, 4, 4), (4096, 1, 1024, 256), 0); del buf165  # reuse
        buf262 = buf137; del buf137  # reuse
        buf263 = buf127; del buf127  # reuse
        buf264 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf265 = buf261; del buf261  # reuse
        buf247 = buf167; del buf167  # reuse
        buf248 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf249 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf250 = buf246; del buf246  # reuse
        assert_size_stride_grouped((relu_30, primals_188), ((1, 24, 4, 4), (64, 24, 3, 3)), ((384, 1, 96, 24), (216, 1, 72, 24)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_17(buf225, buf235, buf265, buf250, convolution_32, getitem_81, rsqrt_32, primals_198, primals_199, buf181, buf196, buf211, buf219, convolution_31, getitem_77, rsqrt_31, primals_192, primals_193, convolution_27, getitem_69, rsqrt_27, primals_168, primals_169, convolution_29, getitem_73, rsqrt_29, primals_180, primals_181, buf222, buf223, buf224, buf232, buf233, buf234, buf262, buf263, buf264, buf247, buf248, buf249)
        del buf181
        del buf196
        del buf211
        del buf219
        del buf248
        del convolution_27
        del convolution_29
        del convolution_31
        del convolution_32
        del getitem_69
        del getitem_73
        del getitem_77
        del getitem_81
        del primals_168
        del primals_169
        del primals_180
        del primals_181
        del primals_192
        del primals_193
        del primals_198
        del primals_199
        del rsqrt_27
        del rsqrt_29
        del rsqrt_31
        del rsqrt_32
        # Topologically Sorted Source Nodes: [x_73, unsqueeze_528, unsqueeze_529, unsqueeze_530, sub_157, mul_629, unsqueeze_531, unsqueeze_532, unsqueeze_533, mul_630, mul_631, mul_632, unsqueeze_534, unsqueeze_535, unsqueeze_536, mul_633, unsqueeze_537, unsqueeze_538, unsqueeze_539, mul_634, sub_159, sub_160, mul_635, convolution_backward_25], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf236 = torch.ops.aten.convolution_backward.default(buf235, relu_30, primals_188, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del primals_188
        buf237 = buf236[0]
        assert_tensor_metadata(buf237, (1, 24, 4, 4), (384, 1, 96, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf237 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf238 = buf236[1]
        assert_tensor_metadata(buf238, (64, 24, 3, 3), (216, 1, 72, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf238 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf236
        assert_size_stride_grouped((convolution_30, unsqueeze_542, squeeze_91), ((1, 24, 4, 4), (1, 24, 1, 1), (24, )), ((384, 1, 96, 24), (24, 1, 1, 1), (1, )), 'input')
        buf239 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf240 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf241 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_186, (24, ), (1, ), 'input')
        buf242 = relu_30; del relu_30  # reuse
        assert_size_stride_grouped((cat_3, primals_182), ((1, 512, 4, 4), (24, 512, 1, 1)), ((8192, 1, 2048, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_18(buf242, buf237, convolution_30, unsqueeze_542, squeeze_91, primals_186, buf239, buf240, buf241)
        del buf237
        del convolution_30
        del primals_186
        del squeeze_91
        del unsqueeze_542
        # Topologically Sorted Source Nodes: [full_default, le_26, where_26, sub_161, mul_638, unsqueeze_543, unsqueeze_544, unsqueeze_545, mul_639, mul_640, mul_641, unsqueeze_546, unsqueeze_547, unsqueeze_548, mul_642, unsqueeze_549, unsqueeze_550, unsqueeze_551, mul_643, sub_163, sub_164, mul_644, convolution_backward_26], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf243 = torch.ops.aten.convolution_backward.default(buf242, cat_3, primals_182, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf242
        del primals_182
        buf244 = buf243[0]
        assert_tensor_metadata(buf244, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf244 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf245 = buf243[1]
        assert_tensor_metadata(buf245, (24, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf245 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf243
        assert_size_stride_grouped((getitem_78, primals_194), ((1, 512, 4, 4), (64, 512, 1, 1)), ((8192, 1, 2048, 512), (512, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [x_75, unsqueeze_516, unsqueeze_517, unsqueeze_518, sub_153, mul_620, unsqueeze_519, unsqueeze_520, unsqueeze_521, mul_621, mul_622, mul_623, unsqueeze_522, unsqueeze_523, unsqueeze_524, mul_624, unsqueeze_525, unsqueeze_526, unsqueeze_527, mul_625, sub_155, sub_156, mul_626, convolution_backward_24], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf226 = torch.ops.aten.convolution_backward.default(buf225, getitem_78, primals_194, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del getitem_78
        del primals_194
        buf227 = buf226[0]
        assert_tensor_metadata(buf227, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf227 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_79, (1, 512, 4, 4), (8192, 1, 2048, 512), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_15(getitem_79, buf227, buf229)
        del buf227
        del getitem_79
        buf228 = buf226[1]
        assert_tensor_metadata(buf228, (64, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf228 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf226
        assert_size_stride(primals_164, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_65, unsqueeze_576, unsqueeze_577, unsqueeze_578, sub_173, mul_665, unsqueeze_579, unsqueeze_580, unsqueeze_581, mul_666, mul_667, mul_668, unsqueeze_582, unsqueeze_583, unsqueeze_584, mul_669, unsqueeze_585, unsqueeze_586, unsqueeze_587, mul_670, sub_175, sub_176, mul_671, convolution_backward_29], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf266 = torch.ops.aten.convolution_backward.default(buf265, cat_3, primals_164, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del primals_164
        buf267 = buf266[0]
        assert_tensor_metadata(buf267, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf267 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf268 = buf266[1]
        assert_tensor_metadata(buf268, (128, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf268 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf266
        assert_size_stride_grouped((relu_28, primals_176), ((1, 128, 4, 4), (256, 128, 3, 3)), ((2048, 1, 512, 128), (1152, 1, 384, 128)), 'input')
        # Topologically Sorted Source Nodes: [x_69, unsqueeze_552, unsqueeze_553, unsqueeze_554, sub_165, mul_647, unsqueeze_555, unsqueeze_556, unsqueeze_557, mul_648, mul_649, mul_650, unsqueeze_558, unsqueeze_559, unsqueeze_560, mul_651, unsqueeze_561, unsqueeze_562, unsqueeze_563, mul_652, sub_167, sub_168, mul_653, convolution_backward_27], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf251 = torch.ops.aten.convolution_backward.default(buf250, relu_28, primals_176, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del primals_176
        buf252 = buf251[0]
        assert_tensor_metadata(buf252, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf252 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf253 = buf251[1]
        assert_tensor_metadata(buf253, (256, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf253 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf251
        assert_size_stride_grouped((convolution_28, unsqueeze_566, squeeze_85), ((1, 128, 4, 4), (1, 128, 1, 1), (128, )), ((2048, 1, 512, 128), (128, 1, 1, 1), (1, )), 'input')
        buf254 = buf263; del buf263  # reuse
        buf255 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf256 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_174, (128, ), (1, ), 'input')
        buf257 = relu_28; del relu_28  # reuse
        assert_size_stride(primals_170, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_19(buf257, buf252, convolution_28, unsqueeze_566, squeeze_85, primals_174, buf254, buf255, buf256)
        del buf252
        del convolution_28
        del primals_174
        del squeeze_85
        del unsqueeze_566
        # Topologically Sorted Source Nodes: [full_default, le_28, where_28, sub_169, mul_656, unsqueeze_567, unsqueeze_568, unsqueeze_569, mul_657, mul_658, mul_659, unsqueeze_570, unsqueeze_571, unsqueeze_572, mul_660, unsqueeze_573, unsqueeze_574, unsqueeze_575, mul_661, sub_171, sub_172, mul_662, convolution_backward_28], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf258 = torch.ops.aten.convolution_backward.default(buf257, cat_3, primals_170, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf257
        del cat_3
        del primals_170
        buf259 = buf258[0]
        assert_tensor_metadata(buf259, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf259 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf260 = buf258[1]
        assert_tensor_metadata(buf260, (128, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf260 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf258
        assert_size_stride_grouped((convolution_26, getitem_67, rsqrt_26, primals_162, primals_163), ((1, 64, 4, 4), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((1024, 1, 256, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf269 = buf225; del buf225  # reuse
        buf270 = buf233; del buf233  # reuse
        buf271 = buf223; del buf223  # reuse
        buf272 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf273 = buf269; del buf269  # reuse
        assert_size_stride_grouped((convolution_25, getitem_63, rsqrt_25, primals_156, primals_157), ((1, 64, 4, 4), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((1024, 1, 256, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf279 = buf235; del buf235  # reuse
        buf280 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf281 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf282 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf283 = buf279; del buf279  # reuse
        assert_size_stride_grouped((convolution_21, getitem_55, rsqrt_21, primals_132, primals_133), ((1, 160, 4, 4), (1, 160, 1, 1), (1, 160, 1, 1), (160, ), (160, )), ((2560, 1, 640, 160), (160, 1, 160, 160), (160, 1, 160, 160), (1, ), (1, )), 'input')
        buf309 = empty_strided_cpu((1, 160, 4, 4), (2560, 1, 640, 160), torch.float32)
        assert_size_stride_grouped((convolution_23, getitem_59, rsqrt_23, primals_144, primals_145), ((1, 224, 4, 4), (1, 224, 1, 1), (1, 224, 1, 1), (224, ), (224, )), ((3584, 1, 896, 224), (224, 1, 224, 224), (224, 1, 224, 224), (1, ), (1, )), 'input')
        buf294 = empty_strided_cpu((1, 224, 4, 4), (3584, 1, 896, 224), torch.float32)
        buf310 = buf159; del buf159  # reuse
        buf311 = empty_strided_cpu((160, ), (1, ), torch.float32)
        buf312 = empty_strided_cpu((160, ), (1, ), torch.float32)
        buf313 = buf309; del buf309  # reuse
        buf295 = empty_strided_cpu((224, ), (1, ), torch.float32)
        buf296 = empty_strided_cpu((224, ), (1, ), torch.float32)
        buf297 = empty_strided_cpu((224, ), (1, ), torch.float32)
        buf298 = buf294; del buf294  # reuse
        assert_size_stride_grouped((relu_24, primals_152), ((1, 24, 4, 4), (64, 24, 3, 3)), ((384, 1, 96, 24), (216, 1, 72, 24)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_20(buf273, buf283, buf313, buf298, convolution_26, getitem_67, rsqrt_26, primals_162, primals_163, buf229, buf244, buf259, buf267, convolution_25, getitem_63, rsqrt_25, primals_156, primals_157, convolution_21, getitem_55, rsqrt_21, primals_132, primals_133, convolution_23, getitem_59, rsqrt_23, primals_144, primals_145, buf270, buf271, buf272, buf280, buf281, buf282, buf310, buf311, buf312, buf295, buf296, buf297)
        del buf229
        del buf244
        del buf259
        del buf267
        del buf296
        del buf311
        del convolution_21
        del convolution_23
        del convolution_25
        del convolution_26
        del getitem_55
        del getitem_59
        del getitem_63
        del getitem_67
        del primals_132
        del primals_133
        del primals_144
        del primals_145
        del primals_156
        del primals_157
        del primals_162
        del primals_163
        del rsqrt_21
        del rsqrt_23
        del rsqrt_25
        del rsqrt_26
        # Topologically Sorted Source Nodes: [x_60, unsqueeze_600, unsqueeze_601, unsqueeze_602, sub_181, mul_683, unsqueeze_603, unsqueeze_604, unsqueeze_605, mul_684, mul_685, mul_686, unsqueeze_606, unsqueeze_607, unsqueeze_608, mul_687, unsqueeze_609, unsqueeze_610, unsqueeze_611, mul_688, sub_183, sub_184, mul_689, convolution_backward_31], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf284 = torch.ops.aten.convolution_backward.default(buf283, relu_24, primals_152, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf283
        del primals_152
        buf285 = buf284[0]
        assert_tensor_metadata(buf285, (1, 24, 4, 4), (384, 1, 96, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf285 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf286 = buf284[1]
        assert_tensor_metadata(buf286, (64, 24, 3, 3), (216, 1, 72, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf286 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf284
        assert_size_stride_grouped((convolution_24, unsqueeze_614, squeeze_73), ((1, 24, 4, 4), (1, 24, 1, 1), (24, )), ((384, 1, 96, 24), (24, 1, 1, 1), (1, )), 'input')
        buf287 = buf240; del buf240  # reuse
        buf288 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf289 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_150, (24, ), (1, ), 'input')
        buf290 = relu_24; del relu_24  # reuse
        assert_size_stride_grouped((cat_2, primals_146), ((1, 512, 4, 4), (24, 512, 1, 1)), ((8192, 1, 2048, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_18(buf290, buf285, convolution_24, unsqueeze_614, squeeze_73, primals_150, buf287, buf288, buf289)
        del buf285
        del buf288
        del convolution_24
        del primals_150
        del squeeze_73
        del unsqueeze_614
        # Topologically Sorted Source Nodes: [full_default, le_32, where_32, sub_185, mul_692, unsqueeze_615, unsqueeze_616, unsqueeze_617, mul_693, mul_694, mul_695, unsqueeze_618, unsqueeze_619, unsqueeze_620, mul_696, unsqueeze_621, unsqueeze_622, unsqueeze_623, mul_697, sub_187, sub_188, mul_698, convolution_backward_32], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf291 = torch.ops.aten.convolution_backward.default(buf290, cat_2, primals_146, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf290
        del primals_146
        buf292 = buf291[0]
        assert_tensor_metadata(buf292, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf292 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf293 = buf291[1]
        assert_tensor_metadata(buf293, (24, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf293 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf291
        assert_size_stride_grouped((getitem_64, primals_158), ((1, 512, 4, 4), (64, 512, 1, 1)), ((8192, 1, 2048, 512), (512, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [x_62, unsqueeze_588, unsqueeze_589, unsqueeze_590, sub_177, mul_674, unsqueeze_591, unsqueeze_592, unsqueeze_593, mul_675, mul_676, mul_677, unsqueeze_594, unsqueeze_595, unsqueeze_596, mul_678, unsqueeze_597, unsqueeze_598, unsqueeze_599, mul_679, sub_179, sub_180, mul_680, convolution_backward_30], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf274 = torch.ops.aten.convolution_backward.default(buf273, getitem_64, primals_158, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del getitem_64
        del primals_158
        buf275 = buf274[0]
        assert_tensor_metadata(buf275, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf275 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_65, (1, 512, 4, 4), (8192, 1, 2048, 512), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_15(getitem_65, buf275, buf277)
        del buf275
        del getitem_65
        buf276 = buf274[1]
        assert_tensor_metadata(buf276, (64, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf276 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf274
        assert_size_stride(primals_128, (160, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_52, unsqueeze_648, unsqueeze_649, unsqueeze_650, sub_197, mul_719, unsqueeze_651, unsqueeze_652, unsqueeze_653, mul_720, mul_721, mul_722, unsqueeze_654, unsqueeze_655, unsqueeze_656, mul_723, unsqueeze_657, unsqueeze_658, unsqueeze_659, mul_724, sub_199, sub_200, mul_725, convolution_backward_35], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf314 = torch.ops.aten.convolution_backward.default(buf313, cat_2, primals_128, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf313
        del primals_128
        buf315 = buf314[0]
        assert_tensor_metadata(buf315, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf315 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf316 = buf314[1]
        assert_tensor_metadata(buf316, (160, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf316 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf314
        assert_size_stride_grouped((relu_22, primals_140), ((1, 112, 4, 4), (224, 112, 3, 3)), ((1792, 1, 448, 112), (1008, 1, 336, 112)), 'input')
        # Topologically Sorted Source Nodes: [x_56, unsqueeze_624, unsqueeze_625, unsqueeze_626, sub_189, mul_701, unsqueeze_627, unsqueeze_628, unsqueeze_629, mul_702, mul_703, mul_704, unsqueeze_630, unsqueeze_631, unsqueeze_632, mul_705, unsqueeze_633, unsqueeze_634, unsqueeze_635, mul_706, sub_191, sub_192, mul_707, convolution_backward_33], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf299 = torch.ops.aten.convolution_backward.default(buf298, relu_22, primals_140, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf298
        del primals_140
        buf300 = buf299[0]
        assert_tensor_metadata(buf300, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf300 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf301 = buf299[1]
        assert_tensor_metadata(buf301, (224, 112, 3, 3), (1008, 1, 336, 112), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf301 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf299
        assert_size_stride_grouped((convolution_22, unsqueeze_638, squeeze_67), ((1, 112, 4, 4), (1, 112, 1, 1), (112, )), ((1792, 1, 448, 112), (112, 1, 1, 1), (1, )), 'input')
        buf302 = buf215; del buf215  # reuse
        buf303 = empty_strided_cpu((112, ), (1, ), torch.float32)
        buf304 = empty_strided_cpu((112, ), (1, ), torch.float32)
        assert_size_stride(primals_138, (112, ), (1, ), 'input')
        buf305 = relu_22; del relu_22  # reuse
        assert_size_stride(primals_134, (112, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_21(buf305, buf300, convolution_22, unsqueeze_638, squeeze_67, primals_138, buf302, buf303, buf304)
        del buf300
        del buf303
        del convolution_22
        del primals_138
        del squeeze_67
        del unsqueeze_638
        # Topologically Sorted Source Nodes: [full_default, le_34, where_34, sub_193, mul_710, unsqueeze_639, unsqueeze_640, unsqueeze_641, mul_711, mul_712, mul_713, unsqueeze_642, unsqueeze_643, unsqueeze_644, mul_714, unsqueeze_645, unsqueeze_646, unsqueeze_647, mul_715, sub_195, sub_196, mul_716, convolution_backward_34], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf306 = torch.ops.aten.convolution_backward.default(buf305, cat_2, primals_134, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf305
        del cat_2
        del primals_134
        buf307 = buf306[0]
        assert_tensor_metadata(buf307, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf307 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf308 = buf306[1]
        assert_tensor_metadata(buf308, (112, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf308 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf306
        assert_size_stride_grouped((convolution_19, getitem_49, rsqrt_19, primals_120, primals_121), ((1, 48, 4, 4), (1, 48, 1, 1), (1, 48, 1, 1), (48, ), (48, )), ((768, 1, 192, 48), (48, 1, 48, 48), (48, 1, 48, 48), (1, ), (1, )), 'input')
        buf327 = empty_strided_cpu((1, 48, 4, 4), (768, 1, 192, 48), torch.float32)
        buf328 = reinterpret_tensor(buf28, (48, ), (1, ), 0); del buf28  # reuse
        buf329 = buf27; del buf27  # reuse
        buf330 = reinterpret_tensor(buf25, (48, ), (1, ), 0); del buf25  # reuse
        buf331 = buf327; del buf327  # reuse
        assert_size_stride_grouped((convolution_20, getitem_53, rsqrt_20, primals_126, primals_127), ((1, 64, 4, 4), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((1024, 1, 256, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf317 = buf273; del buf273  # reuse
        buf318 = buf281; del buf281  # reuse
        buf319 = buf271; del buf271  # reuse
        buf320 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf321 = buf317; del buf317  # reuse
        assert_size_stride_grouped((convolution_15, getitem_41, rsqrt_15, primals_96, primals_97), ((1, 192, 4, 4), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((3072, 1, 768, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf357 = empty_strided_cpu((1, 192, 4, 4), (3072, 1, 768, 192), torch.float32)
        assert_size_stride_grouped((convolution_17, getitem_45, rsqrt_17, primals_108, primals_109), ((1, 208, 4, 4), (1, 208, 1, 1), (1, 208, 1, 1), (208, ), (208, )), ((3328, 1, 832, 208), (208, 1, 208, 208), (208, 1, 208, 208), (1, ), (1, )), 'input')
        buf342 = reinterpret_tensor(buf73, (1, 208, 4, 4), (3328, 1, 832, 208), 0); del buf73  # reuse
        buf358 = reinterpret_tensor(buf47, (192, ), (1, ), 0); del buf47  # reuse
        buf359 = buf46; del buf46  # reuse
        buf360 = reinterpret_tensor(buf44, (192, ), (1, ), 0); del buf44  # reuse
        buf361 = buf357; del buf357  # reuse
        buf343 = empty_strided_cpu((208, ), (1, ), torch.float32)
        buf344 = empty_strided_cpu((208, ), (1, ), torch.float32)
        buf345 = empty_strided_cpu((208, ), (1, ), torch.float32)
        buf346 = buf342; del buf342  # reuse
        assert_size_stride_grouped((relu_18, primals_116), ((1, 16, 4, 4), (48, 16, 3, 3)), ((256, 1, 64, 16), (144, 1, 48, 16)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_22(buf331, buf321, buf361, buf346, convolution_19, getitem_49, rsqrt_19, primals_120, primals_121, buf277, buf292, buf307, buf315, convolution_20, getitem_53, rsqrt_20, primals_126, primals_127, convolution_15, getitem_41, rsqrt_15, primals_96, primals_97, convolution_17, getitem_45, rsqrt_17, primals_108, primals_109, buf328, buf329, buf330, buf318, buf319, buf320, buf358, buf359, buf360, buf343, buf344, buf345)
        del buf292
        del buf307
        del buf315
        del buf329
        del buf344
        del convolution_15
        del convolution_17
        del convolution_19
        del convolution_20
        del getitem_41
        del getitem_45
        del getitem_49
        del getitem_53
        del primals_108
        del primals_109
        del primals_120
        del primals_121
        del primals_126
        del primals_127
        del primals_96
        del primals_97
        del rsqrt_15
        del rsqrt_17
        del rsqrt_19
        del rsqrt_20
        # Topologically Sorted Source Nodes: [x_47, unsqueeze_672, unsqueeze_673, unsqueeze_674, sub_205, mul_737, unsqueeze_675, unsqueeze_676, unsqueeze_677, mul_738, mul_739, mul_740, unsqueeze_678, unsqueeze_679, unsqueeze_680, mul_741, unsqueeze_681, unsqueeze_682, unsqueeze_683, mul_742, sub_207, sub_208, mul_743, convolution_backward_37], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf332 = torch.ops.aten.convolution_backward.default(buf331, relu_18, primals_116, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf331
        del primals_116
        buf333 = buf332[0]
        assert_tensor_metadata(buf333, (1, 16, 4, 4), (256, 1, 64, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf333 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf334 = buf332[1]
        assert_tensor_metadata(buf334, (48, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf334 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf332
        assert_size_stride_grouped((convolution_18, unsqueeze_686, squeeze_55), ((1, 16, 4, 4), (1, 16, 1, 1), (16, )), ((256, 1, 64, 16), (16, 1, 1, 1), (1, )), 'input')
        buf335 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf336 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf337 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(primals_114, (16, ), (1, ), 'input')
        buf338 = relu_18; del relu_18  # reuse
        assert_size_stride_grouped((getitem_38, primals_110), ((1, 480, 4, 4), (16, 480, 1, 1)), ((7680, 1, 1920, 480), (480, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_23(buf338, buf333, convolution_18, unsqueeze_686, squeeze_55, primals_114, buf335, buf336, buf337)
        del buf333
        del convolution_18
        del primals_114
        del squeeze_55
        del unsqueeze_686
        # Topologically Sorted Source Nodes: [full_default, le_38, where_38, sub_209, mul_746, unsqueeze_687, unsqueeze_688, unsqueeze_689, mul_747, mul_748, mul_749, unsqueeze_690, unsqueeze_691, unsqueeze_692, mul_750, unsqueeze_693, unsqueeze_694, unsqueeze_695, mul_751, sub_211, sub_212, mul_752, convolution_backward_38], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf339 = torch.ops.aten.convolution_backward.default(buf338, getitem_38, primals_110, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf338
        del primals_110
        buf340 = buf339[0]
        assert_tensor_metadata(buf340, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf340 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf341 = buf339[1]
        assert_tensor_metadata(buf341, (16, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf341 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf339
        assert_size_stride_grouped((getitem_50, primals_122), ((1, 480, 4, 4), (64, 480, 1, 1)), ((7680, 1, 1920, 480), (480, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [x_49, unsqueeze_660, unsqueeze_661, unsqueeze_662, sub_201, mul_728, unsqueeze_663, unsqueeze_664, unsqueeze_665, mul_729, mul_730, mul_731, unsqueeze_666, unsqueeze_667, unsqueeze_668, mul_732, unsqueeze_669, unsqueeze_670, unsqueeze_671, mul_733, sub_203, sub_204, mul_734, convolution_backward_36], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf322 = torch.ops.aten.convolution_backward.default(buf321, getitem_50, primals_122, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf321
        del getitem_50
        del primals_122
        buf323 = buf322[0]
        assert_tensor_metadata(buf323, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf323 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_51, (1, 480, 4, 4), (7680, 1, 1920, 480), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_24(getitem_51, buf323, buf325)
        del buf323
        del getitem_51
        buf324 = buf322[1]
        assert_tensor_metadata(buf324, (64, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf324 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf322
        assert_size_stride(primals_92, (192, 480, 1, 1), (480, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_39, unsqueeze_720, unsqueeze_721, unsqueeze_722, sub_221, mul_773, unsqueeze_723, unsqueeze_724, unsqueeze_725, mul_774, mul_775, mul_776, unsqueeze_726, unsqueeze_727, unsqueeze_728, mul_777, unsqueeze_729, unsqueeze_730, unsqueeze_731, mul_778, sub_223, sub_224, mul_779, convolution_backward_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf362 = torch.ops.aten.convolution_backward.default(buf361, getitem_38, primals_92, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf361
        del primals_92
        buf363 = buf362[0]
        assert_tensor_metadata(buf363, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf363 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf364 = buf362[1]
        assert_tensor_metadata(buf364, (192, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf364 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf362
        assert_size_stride_grouped((relu_16, primals_104), ((1, 96, 4, 4), (208, 96, 3, 3)), ((1536, 1, 384, 96), (864, 1, 288, 96)), 'input')
        # Topologically Sorted Source Nodes: [x_43, unsqueeze_696, unsqueeze_697, unsqueeze_698, sub_213, mul_755, unsqueeze_699, unsqueeze_700, unsqueeze_701, mul_756, mul_757, mul_758, unsqueeze_702, unsqueeze_703, unsqueeze_704, mul_759, unsqueeze_705, unsqueeze_706, unsqueeze_707, mul_760, sub_215, sub_216, mul_761, convolution_backward_39], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf347 = torch.ops.aten.convolution_backward.default(buf346, relu_16, primals_104, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf346
        del primals_104
        buf348 = buf347[0]
        assert_tensor_metadata(buf348, (1, 96, 4, 4), (1536, 1, 384, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf348 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf349 = buf347[1]
        assert_tensor_metadata(buf349, (208, 96, 3, 3), (864, 1, 288, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf349 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf347
        assert_size_stride_grouped((convolution_16, unsqueeze_710, squeeze_49), ((1, 96, 4, 4), (1, 96, 1, 1), (96, )), ((1536, 1, 384, 96), (96, 1, 1, 1), (1, )), 'input')
        buf350 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf351 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf352 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(primals_102, (96, ), (1, ), 'input')
        buf353 = relu_16; del relu_16  # reuse
        assert_size_stride(primals_98, (96, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_25(buf353, buf348, convolution_16, unsqueeze_710, squeeze_49, primals_102, buf350, buf351, buf352)
        del buf348
        del convolution_16
        del primals_102
        del squeeze_49
        del unsqueeze_710
        # Topologically Sorted Source Nodes: [full_default, le_40, where_40, sub_217, mul_764, unsqueeze_711, unsqueeze_712, unsqueeze_713, mul_765, mul_766, mul_767, unsqueeze_714, unsqueeze_715, unsqueeze_716, mul_768, unsqueeze_717, unsqueeze_718, unsqueeze_719, mul_769, sub_219, sub_220, mul_770, convolution_backward_40], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf354 = torch.ops.aten.convolution_backward.default(buf353, getitem_38, primals_98, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf353
        del getitem_38
        del primals_98
        buf355 = buf354[0]
        assert_tensor_metadata(buf355, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf355 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_39, (1, 480, 4, 4), (7680, 1, 1920, 480), 'input')
        cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_26(getitem_39, buf325, buf340, buf355, buf363, buf365)
        del buf325
        del buf340
        del buf355
        del buf363
        del getitem_39
        buf356 = buf354[1]
        assert_tensor_metadata(buf356, (96, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf356 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf354
        assert_size_stride_grouped((convolution_14, getitem_37, rsqrt_14, primals_90, primals_91), ((1, 64, 8, 8), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((4096, 1, 512, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf367 = reinterpret_tensor(buf250, (1, 64, 8, 8), (4096, 64, 8, 1), 0); del buf250  # reuse
        buf368 = buf319; del buf319  # reuse
        buf369 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf370 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf371 = convolution_14; del convolution_14  # reuse
        assert_size_stride_grouped((convolution_13, getitem_33, rsqrt_13, primals_84, primals_85), ((1, 96, 8, 8), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((6144, 1, 768, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf377 = empty_strided_cpu((1, 96, 8, 8), (6144, 64, 8, 1), torch.float32)
        buf378 = buf351; del buf351  # reuse
        buf379 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf380 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf381 = convolution_13; del convolution_13  # reuse
        assert_size_stride_grouped((convolution_9, getitem_25, rsqrt_9, primals_60, primals_61), ((1, 128, 8, 8), (1, 128, 1, 1), (1, 128, 1, 1), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 128, 128), (128, 1, 128, 128), (1, ), (1, )), 'input')
        buf407 = reinterpret_tensor(buf277, (1, 128, 8, 8), (8192, 64, 8, 1), 0); del buf277  # reuse
        buf408 = buf255; del buf255  # reuse
        buf409 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf410 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride_grouped((convolution_11, getitem_29, rsqrt_11, primals_72, primals_73), ((1, 192, 8, 8), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((12288, 1, 1536, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf392 = empty_strided_cpu((1, 192, 8, 8), (12288, 64, 8, 1), torch.float32)
        buf393 = buf359; del buf359  # reuse
        buf394 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf395 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf396 = convolution_11; del convolution_11  # reuse
        buf411 = convolution_9; del convolution_9  # reuse
        assert_size_stride_grouped((getitem_34, primals_86), ((1, 256, 8, 8), (64, 256, 1, 1)), ((16384, 1, 2048, 256), (256, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_27(buf371, buf381, buf396, buf411, getitem_37, rsqrt_14, primals_90, primals_91, buf365, getitem_33, rsqrt_13, primals_84, primals_85, getitem_25, rsqrt_9, primals_60, primals_61, getitem_29, rsqrt_11, primals_72, primals_73, buf367, buf368, buf369, buf370, buf377, buf378, buf379, buf380, buf407, buf408, buf409, buf410, buf392, buf393, buf394, buf395)
        del buf365
        del buf377
        del buf392
        del getitem_25
        del getitem_29
        del getitem_33
        del getitem_37
        del primals_60
        del primals_61
        del primals_72
        del primals_73
        del primals_84
        del primals_85
        del primals_90
        del primals_91
        del rsqrt_11
        del rsqrt_13
        del rsqrt_14
        del rsqrt_9
        # Topologically Sorted Source Nodes: [x_35, unsqueeze_732, unsqueeze_733, unsqueeze_734, sub_225, mul_782, unsqueeze_735, unsqueeze_736, unsqueeze_737, mul_783, mul_784, mul_785, unsqueeze_738, unsqueeze_739, unsqueeze_740, mul_786, unsqueeze_741, unsqueeze_742, unsqueeze_743, mul_787, sub_227, sub_228, mul_788, convolution_backward_42], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf372 = torch.ops.aten.convolution_backward.default(buf371, getitem_34, primals_86, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf371
        del getitem_34
        del primals_86
        buf373 = buf372[0]
        assert_tensor_metadata(buf373, (1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf373 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_35, (1, 256, 8, 8), (16384, 1, 2048, 256), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_28(getitem_35, buf373, buf375)
        del buf373
        del getitem_35
        buf374 = buf372[1]
        assert_tensor_metadata(buf374, (64, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf374 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf372
        assert_size_stride_grouped((relu_12, primals_80), ((1, 32, 8, 8), (96, 32, 3, 3)), ((2048, 1, 256, 32), (288, 1, 96, 32)), 'input')
        # Topologically Sorted Source Nodes: [x_33, unsqueeze_744, unsqueeze_745, unsqueeze_746, sub_229, mul_791, unsqueeze_747, unsqueeze_748, unsqueeze_749, mul_792, mul_793, mul_794, unsqueeze_750, unsqueeze_751, unsqueeze_752, mul_795, unsqueeze_753, unsqueeze_754, unsqueeze_755, mul_796, sub_231, sub_232, mul_797, convolution_backward_43], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf382 = torch.ops.aten.convolution_backward.default(buf381, relu_12, primals_80, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf381
        del primals_80
        buf383 = buf382[0]
        assert_tensor_metadata(buf383, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf383 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf384 = buf382[1]
        assert_tensor_metadata(buf384, (96, 32, 3, 3), (288, 1, 96, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf384 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf382
        assert_size_stride_grouped((convolution_12, unsqueeze_758, squeeze_37), ((1, 32, 8, 8), (1, 32, 1, 1), (32, )), ((2048, 1, 256, 32), (32, 1, 1, 1), (1, )), 'input')
        buf385 = buf192; del buf192  # reuse
        buf386 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf387 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_78, (32, ), (1, ), 'input')
        buf388 = relu_12; del relu_12  # reuse
        assert_size_stride_grouped((cat, primals_74), ((1, 256, 8, 8), (32, 256, 1, 1)), ((16384, 1, 2048, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_29(buf388, buf383, convolution_12, unsqueeze_758, squeeze_37, primals_78, buf385, buf386, buf387)
        del buf383
        del convolution_12
        del primals_78
        del squeeze_37
        del unsqueeze_758
        # Topologically Sorted Source Nodes: [full_default, le_44, where_44, sub_233, mul_800, unsqueeze_759, unsqueeze_760, unsqueeze_761, mul_801, mul_802, mul_803, unsqueeze_762, unsqueeze_763, unsqueeze_764, mul_804, unsqueeze_765, unsqueeze_766, unsqueeze_767, mul_805, sub_235, sub_236, mul_806, convolution_backward_44], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf389 = torch.ops.aten.convolution_backward.default(buf388, cat, primals_74, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf388
        del primals_74
        buf390 = buf389[0]
        assert_tensor_metadata(buf390, (1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf390 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf391 = buf389[1]
        assert_tensor_metadata(buf391, (32, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf391 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf389
        assert_size_stride(primals_56, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_25, unsqueeze_792, unsqueeze_793, unsqueeze_794, sub_245, mul_827, unsqueeze_795, unsqueeze_796, unsqueeze_797, mul_828, mul_829, mul_830, unsqueeze_798, unsqueeze_799, unsqueeze_800, mul_831, unsqueeze_801, unsqueeze_802, unsqueeze_803, mul_832, sub_247, sub_248, mul_833, convolution_backward_47], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf412 = torch.ops.aten.convolution_backward.default(buf411, cat, primals_56, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf411
        del primals_56
        buf413 = buf412[0]
        assert_tensor_metadata(buf413, (1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf413 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf414 = buf412[1]
        assert_tensor_metadata(buf414, (128, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf414 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf412
        assert_size_stride_grouped((relu_10, primals_68), ((1, 128, 8, 8), (192, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        # Topologically Sorted Source Nodes: [x_29, unsqueeze_768, unsqueeze_769, unsqueeze_770, sub_237, mul_809, unsqueeze_771, unsqueeze_772, unsqueeze_773, mul_810, mul_811, mul_812, unsqueeze_774, unsqueeze_775, unsqueeze_776, mul_813, unsqueeze_777, unsqueeze_778, unsqueeze_779, mul_814, sub_239, sub_240, mul_815, convolution_backward_45], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf397 = torch.ops.aten.convolution_backward.default(buf396, relu_10, primals_68, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf396
        del primals_68
        buf398 = buf397[0]
        assert_tensor_metadata(buf398, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf398 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf399 = buf397[1]
        assert_tensor_metadata(buf399, (192, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf399 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf397
        assert_size_stride_grouped((convolution_10, unsqueeze_782, squeeze_31), ((1, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf400 = buf409; del buf409  # reuse
        buf401 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf402 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_66, (128, ), (1, ), 'input')
        buf403 = relu_10; del relu_10  # reuse
        assert_size_stride(primals_62, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_30(buf403, buf398, convolution_10, unsqueeze_782, squeeze_31, primals_66, buf400, buf401, buf402)
        del buf398
        del convolution_10
        del primals_66
        del squeeze_31
        del unsqueeze_782
        # Topologically Sorted Source Nodes: [full_default, le_46, where_46, sub_241, mul_818, unsqueeze_783, unsqueeze_784, unsqueeze_785, mul_819, mul_820, mul_821, unsqueeze_786, unsqueeze_787, unsqueeze_788, mul_822, unsqueeze_789, unsqueeze_790, unsqueeze_791, mul_823, sub_243, sub_244, mul_824, convolution_backward_46], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf404 = torch.ops.aten.convolution_backward.default(buf403, cat, primals_62, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf403
        del cat
        del primals_62
        buf405 = buf404[0]
        assert_tensor_metadata(buf405, (1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf405 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf406 = buf404[1]
        assert_tensor_metadata(buf406, (128, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf406 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf404
        assert_size_stride_grouped((convolution_8, getitem_23, rsqrt_8, primals_54, primals_55), ((1, 32, 8, 8), (1, 32, 1, 1), (1, 32, 1, 1), (32, ), (32, )), ((2048, 1, 256, 32), (32, 1, 32, 32), (32, 1, 32, 32), (1, ), (1, )), 'input')
        buf415 = reinterpret_tensor(buf265, (1, 32, 8, 8), (2048, 1, 256, 32), 0); del buf265  # reuse
        buf416 = buf386; del buf386  # reuse
        buf417 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf418 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf419 = buf415; del buf415  # reuse
        assert_size_stride_grouped((convolution_7, getitem_19, rsqrt_7, primals_48, primals_49), ((1, 32, 8, 8), (1, 32, 1, 1), (1, 32, 1, 1), (32, ), (32, )), ((2048, 1, 256, 32), (32, 1, 32, 32), (32, 1, 32, 32), (1, ), (1, )), 'input')
        buf425 = reinterpret_tensor(buf125, (1, 32, 8, 8), (2048, 1, 256, 32), 0); del buf125  # reuse
        buf426 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf427 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf428 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf429 = buf425; del buf425  # reuse
        assert_size_stride_grouped((relu_6, primals_44), ((1, 16, 8, 8), (32, 16, 3, 3)), ((1024, 1, 128, 16), (144, 1, 48, 16)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_31(buf419, buf429, convolution_8, getitem_23, rsqrt_8, primals_54, primals_55, buf375, buf390, buf405, buf413, convolution_7, getitem_19, rsqrt_7, primals_48, primals_49, buf416, buf417, buf418, buf426, buf427, buf428)
        del buf417
        del buf427
        del convolution_7
        del convolution_8
        del getitem_19
        del getitem_23
        del primals_48
        del primals_49
        del primals_54
        del primals_55
        del rsqrt_7
        del rsqrt_8
        # Topologically Sorted Source Nodes: [x_20, unsqueeze_816, unsqueeze_817, unsqueeze_818, sub_253, mul_845, unsqueeze_819, unsqueeze_820, unsqueeze_821, mul_846, mul_847, mul_848, unsqueeze_822, unsqueeze_823, unsqueeze_824, mul_849, unsqueeze_825, unsqueeze_826, unsqueeze_827, mul_850, sub_255, sub_256, mul_851, convolution_backward_49], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf430 = torch.ops.aten.convolution_backward.default(buf429, relu_6, primals_44, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf429
        del primals_44
        buf431 = buf430[0]
        assert_tensor_metadata(buf431, (1, 16, 8, 8), (1024, 1, 128, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf431 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf432 = buf430[1]
        assert_tensor_metadata(buf432, (32, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf432 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf430
        assert_size_stride_grouped((convolution_6, unsqueeze_830, squeeze_19), ((1, 16, 8, 8), (1, 16, 1, 1), (16, )), ((1024, 1, 128, 16), (16, 1, 1, 1), (1, )), 'input')
        buf433 = buf336; del buf336  # reuse
        buf434 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf435 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(primals_42, (16, ), (1, ), 'input')
        buf436 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((getitem_20, primals_50), ((1, 192, 8, 8), (32, 192, 1, 1)), ((12288, 1, 1536, 192), (192, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_32(buf436, buf431, convolution_6, unsqueeze_830, squeeze_19, primals_42, buf433, buf434, buf435)
        del buf431
        del buf434
        del convolution_6
        del primals_42
        del squeeze_19
        del unsqueeze_830
        # Topologically Sorted Source Nodes: [x_22, unsqueeze_804, unsqueeze_805, unsqueeze_806, sub_249, mul_836, unsqueeze_807, unsqueeze_808, unsqueeze_809, mul_837, mul_838, mul_839, unsqueeze_810, unsqueeze_811, unsqueeze_812, mul_840, unsqueeze_813, unsqueeze_814, unsqueeze_815, mul_841, sub_251, sub_252, mul_842, convolution_backward_48], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf420 = torch.ops.aten.convolution_backward.default(buf419, getitem_20, primals_50, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf419
        del getitem_20
        del primals_50
        buf421 = buf420[0]
        assert_tensor_metadata(buf421, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf421 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_21, (1, 192, 8, 8), (12288, 1, 1536, 192), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_33(getitem_21, buf421, buf423)
        del buf421
        del getitem_21
        buf422 = buf420[1]
        assert_tensor_metadata(buf422, (32, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf422 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf420
        assert_size_stride_grouped((convolution_3, getitem_11, rsqrt_3, primals_24, primals_25), ((1, 64, 8, 8), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((4096, 1, 512, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf455 = reinterpret_tensor(buf367, (1, 64, 8, 8), (4096, 1, 512, 64), 0); del buf367  # reuse
        assert_size_stride_grouped((convolution_5, getitem_15, rsqrt_5, primals_36, primals_37), ((1, 128, 8, 8), (1, 128, 1, 1), (1, 128, 1, 1), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 128, 128), (128, 1, 128, 128), (1, ), (1, )), 'input')
        buf440 = reinterpret_tensor(buf407, (1, 128, 8, 8), (8192, 1, 1024, 128), 0); del buf407  # reuse
        buf456 = buf369; del buf369  # reuse
        buf457 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf458 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf459 = buf455; del buf455  # reuse
        buf441 = buf401; del buf401  # reuse
        buf442 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf443 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf444 = buf440; del buf440  # reuse
        assert_size_stride_grouped((getitem_8, primals_38), ((1, 192, 8, 8), (16, 192, 1, 1)), ((12288, 1, 1536, 192), (192, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_34(buf459, buf444, convolution_3, getitem_11, rsqrt_3, primals_24, primals_25, buf375, buf390, buf405, buf413, convolution_5, getitem_15, rsqrt_5, primals_36, primals_37, buf456, buf457, buf458, buf441, buf442, buf443)
        del buf375
        del buf390
        del buf405
        del buf413
        del buf442
        del convolution_3
        del convolution_5
        del getitem_11
        del getitem_15
        del primals_24
        del primals_25
        del primals_36
        del primals_37
        del rsqrt_3
        del rsqrt_5
        # Topologically Sorted Source Nodes: [full_default, le_50, where_50, sub_257, mul_854, unsqueeze_831, unsqueeze_832, unsqueeze_833, mul_855, mul_856, mul_857, unsqueeze_834, unsqueeze_835, unsqueeze_836, mul_858, unsqueeze_837, unsqueeze_838, unsqueeze_839, mul_859, sub_259, sub_260, mul_860, convolution_backward_50], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf437 = torch.ops.aten.convolution_backward.default(buf436, getitem_8, primals_38, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf436
        del primals_38
        buf438 = buf437[0]
        assert_tensor_metadata(buf438, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf438 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf439 = buf437[1]
        assert_tensor_metadata(buf439, (16, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf439 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf437
        assert_size_stride(primals_20, (64, 192, 1, 1), (192, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_12, unsqueeze_864, unsqueeze_865, unsqueeze_866, sub_269, mul_881, unsqueeze_867, unsqueeze_868, unsqueeze_869, mul_882, mul_883, mul_884, unsqueeze_870, unsqueeze_871, unsqueeze_872, mul_885, unsqueeze_873, unsqueeze_874, unsqueeze_875, mul_886, sub_271, sub_272, mul_887, convolution_backward_53], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf460 = torch.ops.aten.convolution_backward.default(buf459, getitem_8, primals_20, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf459
        del primals_20
        buf461 = buf460[0]
        assert_tensor_metadata(buf461, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf461 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf462 = buf460[1]
        assert_tensor_metadata(buf462, (64, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf462 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf460
        assert_size_stride_grouped((relu_4, primals_32), ((1, 96, 8, 8), (128, 96, 3, 3)), ((6144, 1, 768, 96), (864, 1, 288, 96)), 'input')
        # Topologically Sorted Source Nodes: [x_16, unsqueeze_840, unsqueeze_841, unsqueeze_842, sub_261, mul_863, unsqueeze_843, unsqueeze_844, unsqueeze_845, mul_864, mul_865, mul_866, unsqueeze_846, unsqueeze_847, unsqueeze_848, mul_867, unsqueeze_849, unsqueeze_850, unsqueeze_851, mul_868, sub_263, sub_264, mul_869, convolution_backward_51], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf445 = torch.ops.aten.convolution_backward.default(buf444, relu_4, primals_32, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf444
        del primals_32
        buf446 = buf445[0]
        assert_tensor_metadata(buf446, (1, 96, 8, 8), (6144, 1, 768, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf446 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf447 = buf445[1]
        assert_tensor_metadata(buf447, (128, 96, 3, 3), (864, 1, 288, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf447 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf445
        assert_size_stride_grouped((convolution_4, unsqueeze_854, squeeze_13), ((1, 96, 8, 8), (1, 96, 1, 1), (96, )), ((6144, 1, 768, 96), (96, 1, 1, 1), (1, )), 'input')
        buf448 = buf379; del buf379  # reuse
        buf449 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf450 = empty_strided_cpu((96, ), (1, ), torch.float32)
        assert_size_stride(primals_30, (96, ), (1, ), 'input')
        buf451 = relu_4; del relu_4  # reuse
        assert_size_stride(primals_26, (96, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_35(buf451, buf446, convolution_4, unsqueeze_854, squeeze_13, primals_30, buf448, buf449, buf450)
        del buf446
        del buf449
        del convolution_4
        del primals_30
        del squeeze_13
        del unsqueeze_854
        # Topologically Sorted Source Nodes: [full_default, le_52, where_52, sub_265, mul_872, unsqueeze_855, unsqueeze_856, unsqueeze_857, mul_873, mul_874, mul_875, unsqueeze_858, unsqueeze_859, unsqueeze_860, mul_876, unsqueeze_861, unsqueeze_862, unsqueeze_863, mul_877, sub_267, sub_268, mul_878, convolution_backward_52], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf452 = torch.ops.aten.convolution_backward.default(buf451, getitem_8, primals_26, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf451
        del getitem_8
        del primals_26
        buf453 = buf452[0]
        assert_tensor_metadata(buf453, (1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf453 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_9, (1, 192, 8, 8), (12288, 1, 1536, 192), 'input')
        cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_36(getitem_9, buf423, buf438, buf453, buf461, buf463)
        del buf423
        del buf438
        del buf453
        del buf461
        del getitem_9
        buf454 = buf452[1]
        assert_tensor_metadata(buf454, (96, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf454 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf452
        assert_size_stride_grouped((convolution_2, getitem_7, rsqrt_2, primals_18, primals_19), ((1, 192, 16, 16), (1, 192, 1, 1), (1, 192, 1, 1), (192, ), (192, )), ((49152, 1, 3072, 192), (192, 1, 192, 192), (192, 1, 192, 192), (1, ), (1, )), 'input')
        buf465 = empty_strided_cpu((1, 192, 16, 16), (49152, 256, 16, 1), torch.float32)
        buf466 = buf394; del buf394  # reuse
        buf467 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf468 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf469 = convolution_2; del convolution_2  # reuse
        assert_size_stride_grouped((relu_1, primals_14), ((1, 64, 16, 16), (192, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_37(buf469, getitem_7, rsqrt_2, primals_18, primals_19, buf463, buf465, buf466, buf467, buf468)
        del buf463
        del buf465
        del buf467
        del getitem_7
        del primals_18
        del primals_19
        del rsqrt_2
        # Topologically Sorted Source Nodes: [x_8, unsqueeze_876, unsqueeze_877, unsqueeze_878, sub_273, mul_890, unsqueeze_879, unsqueeze_880, unsqueeze_881, mul_891, mul_892, mul_893, unsqueeze_882, unsqueeze_883, unsqueeze_884, mul_894, unsqueeze_885, unsqueeze_886, unsqueeze_887, mul_895, sub_275, sub_276, mul_896, convolution_backward_54], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf470 = torch.ops.aten.convolution_backward.default(buf469, relu_1, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf469
        del primals_14
        buf471 = buf470[0]
        assert_tensor_metadata(buf471, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf471 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf472 = buf470[1]
        assert_tensor_metadata(buf472, (192, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf472 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf470
        assert_size_stride_grouped((convolution_1, unsqueeze_890, squeeze_4), ((1, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf473 = buf457; del buf457  # reuse
        buf474 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf475 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_12, (64, ), (1, ), 'input')
        buf476 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((getitem_2, primals_8), ((1, 64, 16, 16), (64, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_38(buf476, buf471, convolution_1, unsqueeze_890, squeeze_4, primals_12, buf473, buf474, buf475)
        del buf471
        del convolution_1
        del primals_12
        del squeeze_4
        del unsqueeze_890
        # Topologically Sorted Source Nodes: [full_default, le_55, where_55, sub_277, mul_899, unsqueeze_891, unsqueeze_892, unsqueeze_893, mul_900, mul_901, mul_902, unsqueeze_894, unsqueeze_895, unsqueeze_896, mul_903, unsqueeze_897, unsqueeze_898, unsqueeze_899, mul_904, sub_279, sub_280, mul_905, convolution_backward_55], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf477 = torch.ops.aten.convolution_backward.default(buf476, getitem_2, primals_8, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf476
        del getitem_2
        del primals_8
        buf478 = buf477[0]
        assert_tensor_metadata(buf478, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf478 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        assert_size_stride(getitem_3, (1, 64, 16, 16), (16384, 1, 1024, 64), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_39(getitem_3, buf478, buf480)
        del buf478
        del getitem_3
        buf479 = buf477[1]
        assert_tensor_metadata(buf479, (64, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf479 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf477
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((1, 64, 32, 32), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((65536, 1, 2048, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf482 = empty_strided_cpu((1, 64, 32, 32), (65536, 1024, 32, 1), torch.float32)
        buf483 = buf474; del buf474  # reuse
        buf484 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf485 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf486 = convolution; del convolution  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((1, 3, 64, 64), (64, 3, 7, 7)), ((12288, 1, 192, 3), (147, 1, 21, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_40(buf486, getitem_1, rsqrt, primals_6, primals_7, buf480, buf482, buf483, buf484, buf485)
        del buf480
        del buf482
        del buf484
        del getitem_1
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [x_1, unsqueeze_900, unsqueeze_901, unsqueeze_902, sub_281, mul_908, unsqueeze_903, unsqueeze_904, unsqueeze_905, mul_909, mul_910, mul_911, unsqueeze_906, unsqueeze_907, unsqueeze_908, mul_912, unsqueeze_909, unsqueeze_910, unsqueeze_911, mul_913, sub_283, sub_284, mul_914, convolution_backward_56], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf487 = torch.ops.aten.convolution_backward.default(buf486, primals_2, primals_1, [0], (2, 2), (3, 3), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf486
        del primals_1
        del primals_2
        buf488 = buf487[1]
        assert_tensor_metadata(buf488, (64, 3, 7, 7), (147, 1, 21, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf488 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf487
        assert_size_stride(mul_400, (1, 1024), (1024, 1), 'input')
        buf1 = empty_strided_cpu((1000, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 1), (1, 1000), 0), mul_400, out=buf1)
        del mul_400
        del tangents_1
        return (buf488, None, None, None, None, buf485, buf483, buf479, None, None, None, buf475, buf473, buf472, None, None, None, buf468, buf466, buf462, None, None, None, buf458, buf456, buf454, None, None, None, buf450, buf448, buf447, None, None, None, buf443, buf441, buf439, None, None, None, buf435, buf433, buf432, None, None, None, buf428, buf426, buf422, None, None, None, buf418, buf416, buf414, None, None, None, buf410, buf408, buf406, None, None, None, buf402, buf400, buf399, None, None, None, buf395, buf393, buf391, None, None, None, buf387, buf385, buf384, None, None, None, buf380, buf378, buf374, None, None, None, buf370, buf368, buf364, None, None, None, buf360, buf358, buf356, None, None, None, buf352, buf350, buf349, None, None, None, buf345, buf343, buf341, None, None, None, buf337, buf335, buf334, None, None, None, buf330, buf328, buf324, None, None, None, buf320, buf318, buf316, None, None, None, buf312, buf310, buf308, None, None, None, buf304, buf302, buf301, None, None, None, buf297, buf295, buf293, None, None, None, buf289, buf287, buf286, None, None, None, buf282, buf280, buf276, None, None, None, buf272, buf270, buf268, None, None, None, buf264, buf262, buf260, None, None, None, buf256, buf254, buf253, None, None, None, buf249, buf247, buf245, None, None, None, buf241, buf239, buf238, None, None, None, buf234, buf232, buf228, None, None, None, buf224, buf222, buf220, None, None, None, buf216, buf214, buf212, None, None, None, buf208, buf206, buf205, None, None, None, buf201, buf199, buf197, None, None, None, buf193, buf191, buf190, None, None, None, buf186, buf184, buf180, None, None, None, buf176, buf174, buf172, None, None, None, buf168, buf166, buf164, None, None, None, buf160, buf158, buf157, None, None, None, buf153, buf151, buf149, None, None, None, buf145, buf143, buf142, None, None, None, buf138, buf136, buf132, None, None, None, buf128, buf126, buf122, None, None, None, buf118, buf116, buf112, None, None, None, buf108, buf105, buf103, None, None, None, buf99, buf97, buf93, None, None, None, buf89, buf86, buf84, None, None, None, buf80, buf78, buf72, None, None, None, buf68, buf66, buf62, None, None, None, buf58, buf56, buf52, None, None, None, buf48, buf45, buf43, None, None, None, buf39, buf37, buf33, None, None, None, buf29, buf26, buf24, None, None, None, buf20, buf18, buf12, None, None, None, buf8, buf6, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((192, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((96, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((128, 96, 3, 3), (864, 1, 288, 96), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((16, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((32, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((32, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((192, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((32, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((96, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((64, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((192, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((96, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((208, 96, 3, 3), (864, 1, 288, 96), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((208, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((16, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((48, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((64, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((160, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((112, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((224, 112, 3, 3), (1008, 1, 336, 112), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((24, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((64, 24, 3, 3), (216, 1, 72, 24), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_157 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_163 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((24, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((64, 24, 3, 3), (216, 1, 72, 24), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_193 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_199 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((112, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_205 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((144, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((288, 144, 3, 3), (1296, 1, 432, 144), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_217 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((32, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((64, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_229 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((64, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_235 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((256, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((160, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_246 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((320, 160, 3, 3), (1440, 1, 480, 160), device='cpu', dtype=torch.float32)
    primals_252 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_253 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((32, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((128, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_265 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((128, 528, 1, 1), (528, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_271 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((256, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_277 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((160, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    primals_284 = rand_strided((320, 160, 3, 3), (1440, 1, 480, 160), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_289 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_290 = rand_strided((32, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_296 = rand_strided((128, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_301 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((128, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_306 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_307 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((384, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_312 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_313 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((192, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_318 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_320 = rand_strided((384, 192, 3, 3), (1728, 1, 576, 192), device='cpu', dtype=torch.float32)
    primals_324 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_325 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    primals_326 = rand_strided((48, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_330 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_332 = rand_strided((128, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    primals_336 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_337 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_338 = rand_strided((128, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_342 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_343 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_344 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((1, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.int8)
    convolution_1 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((1, 192, 16, 16), (49152, 1, 3072, 192), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    getitem_8 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.int8)
    convolution_3 = rand_strided((1, 64, 8, 8), (4096, 1, 512, 64), device='cpu', dtype=torch.float32)
    getitem_11 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((1, 96, 8, 8), (6144, 1, 768, 96), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((1, 96, 8, 8), (6144, 1, 768, 96), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((1, 16, 8, 8), (1024, 1, 128, 16), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((1, 16, 8, 8), (1024, 1, 128, 16), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    getitem_19 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    getitem_20 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.int8)
    convolution_8 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    getitem_23 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    cat = rand_strided((1, 256, 8, 8), (16384, 1, 2048, 256), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    getitem_25 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    rsqrt_9 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_31 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((1, 192, 8, 8), (12288, 1, 1536, 192), device='cpu', dtype=torch.float32)
    getitem_29 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_11 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    squeeze_37 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((1, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((1, 96, 8, 8), (6144, 1, 768, 96), device='cpu', dtype=torch.float32)
    getitem_33 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_13 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    getitem_34 = rand_strided((1, 256, 8, 8), (16384, 1, 2048, 256), device='cpu', dtype=torch.float32)
    getitem_35 = rand_strided((1, 256, 8, 8), (16384, 1, 2048, 256), device='cpu', dtype=torch.int8)
    convolution_14 = rand_strided((1, 64, 8, 8), (4096, 1, 512, 64), device='cpu', dtype=torch.float32)
    getitem_37 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_14 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_38 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    getitem_39 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.int8)
    convolution_15 = rand_strided((1, 192, 4, 4), (3072, 1, 768, 192), device='cpu', dtype=torch.float32)
    getitem_41 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    rsqrt_15 = rand_strided((1, 192, 1, 1), (192, 1, 192, 192), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    squeeze_49 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    relu_16 = rand_strided((1, 96, 4, 4), (1536, 1, 384, 96), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((1, 208, 4, 4), (3328, 1, 832, 208), device='cpu', dtype=torch.float32)
    getitem_45 = rand_strided((1, 208, 1, 1), (208, 1, 208, 208), device='cpu', dtype=torch.float32)
    rsqrt_17 = rand_strided((1, 208, 1, 1), (208, 1, 208, 208), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((1, 16, 4, 4), (256, 1, 64, 16), device='cpu', dtype=torch.float32)
    squeeze_55 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    relu_18 = rand_strided((1, 16, 4, 4), (256, 1, 64, 16), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((1, 48, 4, 4), (768, 1, 192, 48), device='cpu', dtype=torch.float32)
    getitem_49 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    rsqrt_19 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    getitem_50 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    getitem_51 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.int8)
    convolution_20 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    getitem_53 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_20 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    cat_2 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((1, 160, 4, 4), (2560, 1, 640, 160), device='cpu', dtype=torch.float32)
    getitem_55 = rand_strided((1, 160, 1, 1), (160, 1, 160, 160), device='cpu', dtype=torch.float32)
    rsqrt_21 = rand_strided((1, 160, 1, 1), (160, 1, 160, 160), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    squeeze_67 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    relu_22 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    convolution_23 = rand_strided((1, 224, 4, 4), (3584, 1, 896, 224), device='cpu', dtype=torch.float32)
    getitem_59 = rand_strided((1, 224, 1, 1), (224, 1, 224, 224), device='cpu', dtype=torch.float32)
    rsqrt_23 = rand_strided((1, 224, 1, 1), (224, 1, 224, 224), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((1, 24, 4, 4), (384, 1, 96, 24), device='cpu', dtype=torch.float32)
    squeeze_73 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    relu_24 = rand_strided((1, 24, 4, 4), (384, 1, 96, 24), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    getitem_63 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_25 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_64 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.float32)
    getitem_65 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.int8)
    convolution_26 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    getitem_67 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_26 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    cat_3 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((1, 128, 4, 4), (2048, 1, 512, 128), device='cpu', dtype=torch.float32)
    getitem_69 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    rsqrt_27 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    convolution_28 = rand_strided((1, 128, 4, 4), (2048, 1, 512, 128), device='cpu', dtype=torch.float32)
    squeeze_85 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_28 = rand_strided((1, 128, 4, 4), (2048, 1, 512, 128), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    getitem_73 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    rsqrt_29 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((1, 24, 4, 4), (384, 1, 96, 24), device='cpu', dtype=torch.float32)
    squeeze_91 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    relu_30 = rand_strided((1, 24, 4, 4), (384, 1, 96, 24), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    getitem_77 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_31 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_78 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.float32)
    getitem_79 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.int8)
    convolution_32 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    getitem_81 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_32 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    cat_4 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.float32)
    convolution_33 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    getitem_83 = rand_strided((1, 112, 1, 1), (112, 1, 112, 112), device='cpu', dtype=torch.float32)
    rsqrt_33 = rand_strided((1, 112, 1, 1), (112, 1, 112, 112), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((1, 144, 4, 4), (2304, 1, 576, 144), device='cpu', dtype=torch.float32)
    squeeze_103 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    relu_34 = rand_strided((1, 144, 4, 4), (2304, 1, 576, 144), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((1, 288, 4, 4), (4608, 1, 1152, 288), device='cpu', dtype=torch.float32)
    getitem_87 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    rsqrt_35 = rand_strided((1, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((1, 32, 4, 4), (512, 1, 128, 32), device='cpu', dtype=torch.float32)
    squeeze_109 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_36 = rand_strided((1, 32, 4, 4), (512, 1, 128, 32), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    getitem_91 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_37 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_92 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.float32)
    getitem_93 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.int8)
    convolution_38 = rand_strided((1, 64, 4, 4), (1024, 1, 256, 64), device='cpu', dtype=torch.float32)
    getitem_95 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_38 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    cat_5 = rand_strided((1, 528, 4, 4), (8448, 1, 2112, 528), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    getitem_97 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    rsqrt_39 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((1, 160, 4, 4), (2560, 1, 640, 160), device='cpu', dtype=torch.float32)
    squeeze_121 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    relu_40 = rand_strided((1, 160, 4, 4), (2560, 1, 640, 160), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((1, 320, 4, 4), (5120, 1, 1280, 320), device='cpu', dtype=torch.float32)
    getitem_101 = rand_strided((1, 320, 1, 1), (320, 1, 320, 320), device='cpu', dtype=torch.float32)
    rsqrt_41 = rand_strided((1, 320, 1, 1), (320, 1, 320, 320), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((1, 32, 4, 4), (512, 1, 128, 32), device='cpu', dtype=torch.float32)
    squeeze_127 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    relu_42 = rand_strided((1, 32, 4, 4), (512, 1, 128, 32), device='cpu', dtype=torch.float32)
    convolution_43 = rand_strided((1, 128, 4, 4), (2048, 1, 512, 128), device='cpu', dtype=torch.float32)
    getitem_105 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    rsqrt_43 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    getitem_106 = rand_strided((1, 528, 4, 4), (8448, 1, 2112, 528), device='cpu', dtype=torch.float32)
    getitem_107 = rand_strided((1, 528, 4, 4), (8448, 1, 2112, 528), device='cpu', dtype=torch.int8)
    convolution_44 = rand_strided((1, 128, 4, 4), (2048, 1, 512, 128), device='cpu', dtype=torch.float32)
    getitem_109 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    rsqrt_44 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    getitem_110 = rand_strided((1, 832, 2, 2), (3328, 1, 1664, 832), device='cpu', dtype=torch.float32)
    getitem_111 = rand_strided((1, 832, 2, 2), (3328, 1, 1664, 832), device='cpu', dtype=torch.int8)
    convolution_45 = rand_strided((1, 256, 2, 2), (1024, 1, 512, 256), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((1, 160, 2, 2), (640, 1, 320, 160), device='cpu', dtype=torch.float32)
    relu_46 = rand_strided((1, 160, 2, 2), (640, 1, 320, 160), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((1, 320, 2, 2), (1280, 1, 640, 320), device='cpu', dtype=torch.float32)
    convolution_48 = rand_strided((1, 32, 2, 2), (128, 1, 64, 32), device='cpu', dtype=torch.float32)
    relu_48 = rand_strided((1, 32, 2, 2), (128, 1, 64, 32), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((1, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    getitem_122 = rand_strided((1, 832, 2, 2), (3328, 1, 1664, 832), device='cpu', dtype=torch.float32)
    getitem_123 = rand_strided((1, 832, 2, 2), (3328, 1, 1664, 832), device='cpu', dtype=torch.int8)
    convolution_50 = rand_strided((1, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    cat_7 = rand_strided((1, 832, 2, 2), (3328, 1, 1664, 832), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((1, 384, 2, 2), (1536, 1, 768, 384), device='cpu', dtype=torch.float32)
    convolution_52 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    relu_52 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    convolution_53 = rand_strided((1, 384, 2, 2), (1536, 1, 768, 384), device='cpu', dtype=torch.float32)
    convolution_54 = rand_strided((1, 48, 2, 2), (192, 1, 96, 48), device='cpu', dtype=torch.float32)
    relu_54 = rand_strided((1, 48, 2, 2), (192, 1, 96, 48), device='cpu', dtype=torch.float32)
    convolution_55 = rand_strided((1, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    getitem_136 = rand_strided((1, 832, 2, 2), (3328, 1, 1664, 832), device='cpu', dtype=torch.float32)
    getitem_137 = rand_strided((1, 832, 2, 2), (3328, 1, 1664, 832), device='cpu', dtype=torch.int8)
    convolution_56 = rand_strided((1, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    gt = rand_strided((1, 1024), (1024, 1), device='cpu', dtype=torch.bool)
    mul_400 = rand_strided((1, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    unsqueeze_398 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_422 = rand_strided((1, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_470 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_494 = rand_strided((1, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_542 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_566 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_614 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_638 = rand_strided((1, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_686 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_710 = rand_strided((1, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_758 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_782 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_830 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_854 = rand_strided((1, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_890 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_19, primals_20, primals_24, primals_25, primals_26, primals_30, primals_32, primals_36, primals_37, primals_38, primals_42, primals_44, primals_48, primals_49, primals_50, primals_54, primals_55, primals_56, primals_60, primals_61, primals_62, primals_66, primals_68, primals_72, primals_73, primals_74, primals_78, primals_80, primals_84, primals_85, primals_86, primals_90, primals_91, primals_92, primals_96, primals_97, primals_98, primals_102, primals_104, primals_108, primals_109, primals_110, primals_114, primals_116, primals_120, primals_121, primals_122, primals_126, primals_127, primals_128, primals_132, primals_133, primals_134, primals_138, primals_140, primals_144, primals_145, primals_146, primals_150, primals_152, primals_156, primals_157, primals_158, primals_162, primals_163, primals_164, primals_168, primals_169, primals_170, primals_174, primals_176, primals_180, primals_181, primals_182, primals_186, primals_188, primals_192, primals_193, primals_194, primals_198, primals_199, primals_200, primals_204, primals_205, primals_206, primals_210, primals_212, primals_216, primals_217, primals_218, primals_222, primals_224, primals_228, primals_229, primals_230, primals_234, primals_235, primals_236, primals_240, primals_241, primals_242, primals_246, primals_248, primals_252, primals_253, primals_254, primals_258, primals_260, primals_264, primals_265, primals_266, primals_270, primals_271, primals_272, primals_276, primals_277, primals_278, primals_282, primals_284, primals_288, primals_289, primals_290, primals_294, primals_296, primals_300, primals_301, primals_302, primals_306, primals_307, primals_308, primals_312, primals_313, primals_314, primals_318, primals_320, primals_324, primals_325, primals_326, primals_330, primals_332, primals_336, primals_337, primals_338, primals_342, primals_343, primals_344, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, getitem_7, rsqrt_2, getitem_8, getitem_9, convolution_3, getitem_11, rsqrt_3, convolution_4, squeeze_13, relu_4, convolution_5, getitem_15, rsqrt_5, convolution_6, squeeze_19, relu_6, convolution_7, getitem_19, rsqrt_7, getitem_20, getitem_21, convolution_8, getitem_23, rsqrt_8, cat, convolution_9, getitem_25, rsqrt_9, convolution_10, squeeze_31, relu_10, convolution_11, getitem_29, rsqrt_11, convolution_12, squeeze_37, relu_12, convolution_13, getitem_33, rsqrt_13, getitem_34, getitem_35, convolution_14, getitem_37, rsqrt_14, getitem_38, getitem_39, convolution_15, getitem_41, rsqrt_15, convolution_16, squeeze_49, relu_16, convolution_17, getitem_45, rsqrt_17, convolution_18, squeeze_55, relu_18, convolution_19, getitem_49, rsqrt_19, getitem_50, getitem_51, convolution_20, getitem_53, rsqrt_20, cat_2, convolution_21, getitem_55, rsqrt_21, convolution_22, squeeze_67, relu_22, convolution_23, getitem_59, rsqrt_23, convolution_24, squeeze_73, relu_24, convolution_25, getitem_63, rsqrt_25, getitem_64, getitem_65, convolution_26, getitem_67, rsqrt_26, cat_3, convolution_27, getitem_69, rsqrt_27, convolution_28, squeeze_85, relu_28, convolution_29, getitem_73, rsqrt_29, convolution_30, squeeze_91, relu_30, convolution_31, getitem_77, rsqrt_31, getitem_78, getitem_79, convolution_32, getitem_81, rsqrt_32, cat_4, convolution_33, getitem_83, rsqrt_33, convolution_34, squeeze_103, relu_34, convolution_35, getitem_87, rsqrt_35, convolution_36, squeeze_109, relu_36, convolution_37, getitem_91, rsqrt_37, getitem_92, getitem_93, convolution_38, getitem_95, rsqrt_38, cat_5, convolution_39, getitem_97, rsqrt_39, convolution_40, squeeze_121, relu_40, convolution_41, getitem_101, rsqrt_41, convolution_42, squeeze_127, relu_42, convolution_43, getitem_105, rsqrt_43, getitem_106, getitem_107, convolution_44, getitem_109, rsqrt_44, getitem_110, getitem_111, convolution_45, convolution_46, relu_46, convolution_47, convolution_48, relu_48, convolution_49, getitem_122, getitem_123, convolution_50, cat_7, convolution_51, convolution_52, relu_52, convolution_53, convolution_54, relu_54, convolution_55, getitem_136, getitem_137, convolution_56, gt, mul_400, unsqueeze_398, unsqueeze_422, unsqueeze_470, unsqueeze_494, unsqueeze_542, unsqueeze_566, unsqueeze_614, unsqueeze_638, unsqueeze_686, unsqueeze_710, unsqueeze_758, unsqueeze_782, unsqueeze_830, unsqueeze_854, unsqueeze_890, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
