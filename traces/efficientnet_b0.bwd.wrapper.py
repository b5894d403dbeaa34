# AOT ID: ['7_backward']
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_view_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3840L + x0), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1280L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1280L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1280L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp8)(1)/(decltype(tmp8)(1) + tmp8.neg().exp());
                        tmp8.store(out_ptr2 + static_cast<int64_t>(x1 + 1280L*x0));
                        tmp9.store(out_ptr3 + static_cast<int64_t>(x1 + 1280L*x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(8));
                    auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(3840L + x0), static_cast<int64_t>(8));
                    auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(3840L + x0), static_cast<int64_t>(8));
                    auto tmp42 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp43 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp46 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1280L + x0), static_cast<int64_t>(8));
                    auto tmp50 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2560L + x0), static_cast<int64_t>(8));
                    auto tmp54 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3840L + x0), static_cast<int64_t>(8));
                    auto tmp58 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(0.8);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = tmp0 * tmp4;
                    auto tmp6 = static_cast<float>(4.0);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 / tmp7;
                    auto tmp10 = tmp8 * tmp9;
                    auto tmp12 = static_cast<float>(1.0);
                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                    auto tmp14 = tmp13 - tmp9;
                    auto tmp15 = tmp11 * tmp14;
                    auto tmp16 = tmp15 + tmp13;
                    auto tmp17 = tmp10 * tmp16;
                    auto tmp19 = tmp8 * tmp18;
                    auto tmp21 = tmp13 - tmp18;
                    auto tmp22 = tmp20 * tmp21;
                    auto tmp23 = tmp22 + tmp13;
                    auto tmp24 = tmp19 * tmp23;
                    auto tmp25 = tmp17 + tmp24;
                    auto tmp27 = tmp8 * tmp26;
                    auto tmp29 = tmp13 - tmp26;
                    auto tmp30 = tmp28 * tmp29;
                    auto tmp31 = tmp30 + tmp13;
                    auto tmp32 = tmp27 * tmp31;
                    auto tmp33 = tmp25 + tmp32;
                    auto tmp35 = tmp8 * tmp34;
                    auto tmp37 = tmp13 - tmp34;
                    auto tmp38 = tmp36 * tmp37;
                    auto tmp39 = tmp38 + tmp13;
                    auto tmp40 = tmp35 * tmp39;
                    auto tmp41 = tmp33 + tmp40;
                    auto tmp44 = tmp42 - tmp43;
                    auto tmp45 = tmp17 * tmp44;
                    auto tmp47 = tmp46 - tmp43;
                    auto tmp48 = tmp24 * tmp47;
                    auto tmp49 = tmp45 + tmp48;
                    auto tmp51 = tmp50 - tmp43;
                    auto tmp52 = tmp32 * tmp51;
                    auto tmp53 = tmp49 + tmp52;
                    auto tmp55 = tmp54 - tmp43;
                    auto tmp56 = tmp40 * tmp55;
                    auto tmp57 = tmp53 + tmp56;
                    auto tmp59 = tmp57 * tmp58;
                    tmp41.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp57.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp59.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1280L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1280L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp36[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 1280L*x0 + 1280L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 1280L*x0 + 1280L*x0_inner), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1280L*x0 + 1280L*x0_inner), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(0.8);
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 / tmp3;
                            auto tmp5 = tmp0 * tmp4;
                            auto tmp6 = static_cast<float>(4.0);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 / tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = static_cast<float>(1.0);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp13 - tmp9;
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 + tmp13;
                            auto tmp17 = tmp10 * tmp16;
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
                            tmp35.store(tmp36 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp36, static_cast<int64_t>(8), out_ptr7 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr8 + static_cast<int64_t>(x0 + 1280L*x1), static_cast<int64_t>(1280L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr2 + static_cast<int64_t>(x1 + 1152L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp4 = tmp3.neg();
                    auto tmp5 = tmp4.exp();
                    auto tmp6 = static_cast<float>(1.0);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 + tmp7;
                    auto tmp9 = tmp3 / tmp8;
                    auto tmp10 = tmp2 * tmp9;
                    auto tmp13 = tmp12.neg();
                    auto tmp14 = tmp13.exp();
                    auto tmp15 = tmp14 + tmp7;
                    auto tmp16 = tmp12 / tmp15;
                    auto tmp17 = tmp11 * tmp16;
                    auto tmp18 = tmp10 + tmp17;
                    auto tmp21 = tmp20.neg();
                    auto tmp22 = tmp21.exp();
                    auto tmp23 = tmp22 + tmp7;
                    auto tmp24 = tmp20 / tmp23;
                    auto tmp25 = tmp19 * tmp24;
                    auto tmp26 = tmp18 + tmp25;
                    auto tmp29 = tmp28.neg();
                    auto tmp30 = tmp29.exp();
                    auto tmp31 = tmp30 + tmp7;
                    auto tmp32 = tmp28 / tmp31;
                    auto tmp33 = tmp27 * tmp32;
                    auto tmp34 = tmp26 + tmp33;
                    auto tmp35 = tmp7 - tmp1;
                    auto tmp36 = tmp1 * tmp35;
                    auto tmp37 = tmp34 * tmp36;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp37.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_silu_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 1152L*x2 + 2304L*x0), static_cast<int64_t>(1152L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 2304L*x0), static_cast<int64_t>(2L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(4.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x2 + 2304L*x0), static_cast<int64_t>(1152L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 2304L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 2L*x0 + 2304L*x1), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1152L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp8)(1)/(decltype(tmp8)(1) + tmp8.neg().exp());
                        tmp8.store(out_ptr2 + static_cast<int64_t>(x1 + 1152L*x0));
                        tmp9.store(out_ptr3 + static_cast<int64_t>(x1 + 1152L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                {
                    auto tmp0 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(1L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp19 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(2L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp28 =
                    [&]
                    {
                        __at_align__ std::array<float, 8> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(3L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
                    auto tmp31 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
                    auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp38 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp41 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1152L + x0), static_cast<int64_t>(8));
                    auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2304L + x0), static_cast<int64_t>(8));
                    auto tmp49 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3456L + x0), static_cast<int64_t>(8));
                    auto tmp53 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp3 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp2 * tmp8;
                    auto tmp12 = tmp10 * tmp11;
                    auto tmp14 = tmp5 - tmp11;
                    auto tmp15 = tmp13 * tmp14;
                    auto tmp16 = tmp15 + tmp5;
                    auto tmp17 = tmp12 * tmp16;
                    auto tmp18 = tmp9 + tmp17;
                    auto tmp21 = tmp19 * tmp20;
                    auto tmp23 = tmp5 - tmp20;
                    auto tmp24 = tmp22 * tmp23;
                    auto tmp25 = tmp24 + tmp5;
                    auto tmp26 = tmp21 * tmp25;
                    auto tmp27 = tmp18 + tmp26;
                    auto tmp30 = tmp28 * tmp29;
                    auto tmp32 = tmp5 - tmp29;
                    auto tmp33 = tmp31 * tmp32;
                    auto tmp34 = tmp33 + tmp5;
                    auto tmp35 = tmp30 * tmp34;
                    auto tmp36 = tmp27 + tmp35;
                    auto tmp39 = tmp37 - tmp38;
                    auto tmp40 = tmp9 * tmp39;
                    auto tmp42 = tmp41 - tmp38;
                    auto tmp43 = tmp17 * tmp42;
                    auto tmp44 = tmp40 + tmp43;
                    auto tmp46 = tmp45 - tmp38;
                    auto tmp47 = tmp26 * tmp46;
                    auto tmp48 = tmp44 + tmp47;
                    auto tmp50 = tmp49 - tmp38;
                    auto tmp51 = tmp35 * tmp50;
                    auto tmp52 = tmp48 + tmp51;
                    auto tmp54 = tmp52 * tmp53;
                    tmp36.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp52.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp54.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1152L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1152L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr3 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 1152L*x0 + 1152L*x0_inner), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 1152L*x0 + 1152L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1152L*x0 + 1152L*x0_inner), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp5 = static_cast<float>(1.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 - tmp2;
                            auto tmp8 = tmp4 * tmp7;
                            auto tmp9 = tmp8 + tmp6;
                            auto tmp10 = tmp3 * tmp9;
                            auto tmp13 = tmp11 - tmp12;
                            auto tmp15 = static_cast<float>(0.25);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp19 = tmp18 * tmp18;
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp13 * tmp20;
                            auto tmp22 = tmp10 - tmp21;
                            auto tmp24 = tmp23 * tmp16;
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = tmp18 * tmp26;
                            auto tmp28 = tmp25 * tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1152L*x0 + 1152L*x0_inner));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_mul_native_batch_norm_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(0.825);
                    auto tmp3 = tmp1 / tmp2;
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp0 * tmp4;
                    auto tmp7 = tmp6 * tmp4;
                    auto tmp8 = tmp5 + tmp7;
                    auto tmp10 = tmp9 * tmp4;
                    auto tmp11 = tmp8 + tmp10;
                    auto tmp13 = tmp12 * tmp4;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp17 = tmp15 + tmp16;
                    auto tmp19 = tmp17 + tmp18;
                    auto tmp21 = tmp19 + tmp20;
                    auto tmp22 = static_cast<float>(4.0);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 / tmp23;
                    auto tmp25 = tmp15 - tmp24;
                    auto tmp26 = tmp5 * tmp25;
                    auto tmp27 = tmp16 - tmp24;
                    auto tmp28 = tmp7 * tmp27;
                    auto tmp29 = tmp26 + tmp28;
                    auto tmp30 = tmp18 - tmp24;
                    auto tmp31 = tmp10 * tmp30;
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = tmp20 - tmp24;
                    auto tmp34 = tmp13 * tmp33;
                    auto tmp35 = tmp32 + tmp34;
                    auto tmp36 = tmp25 * tmp25;
                    auto tmp37 = tmp27 * tmp27;
                    auto tmp38 = tmp36 + tmp37;
                    auto tmp39 = tmp30 * tmp30;
                    auto tmp40 = tmp38 + tmp39;
                    auto tmp41 = tmp33 * tmp33;
                    auto tmp42 = tmp40 + tmp41;
                    auto tmp43 = tmp42 / tmp23;
                    auto tmp44 = static_cast<float>(1e-05);
                    auto tmp45 = at::vec::Vectorized<float>(tmp44);
                    auto tmp46 = tmp43 + tmp45;
                    auto tmp47 = tmp46.rsqrt();
                    auto tmp48 = tmp35 * tmp47;
                    tmp14.store(out_ptr0 + static_cast<int64_t>(x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.825);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp0 * tmp4;
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_mul_native_batch_norm_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp13 = in_ptr3[static_cast<int64_t>(0L)];
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp14 = static_cast<float>(0.8375);
                    auto tmp15 = tmp13 / tmp14;
                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                    auto tmp17 = tmp12 * tmp16;
                    auto tmp20 = tmp18 + tmp19;
                    auto tmp21 = tmp20 * tmp16;
                    auto tmp22 = tmp17 + tmp21;
                    auto tmp25 = tmp23 + tmp24;
                    auto tmp26 = tmp25 * tmp16;
                    auto tmp27 = tmp22 + tmp26;
                    auto tmp30 = tmp28 + tmp29;
                    auto tmp31 = tmp30 * tmp16;
                    auto tmp32 = tmp27 + tmp31;
                    auto tmp33 = tmp0 - tmp9;
                    auto tmp34 = tmp17 * tmp33;
                    auto tmp35 = tmp1 - tmp9;
                    auto tmp36 = tmp21 * tmp35;
                    auto tmp37 = tmp34 + tmp36;
                    auto tmp38 = tmp3 - tmp9;
                    auto tmp39 = tmp26 * tmp38;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_ptr3[static_cast<int64_t>(0L)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = static_cast<float>(0.8375);
                        auto tmp5 = tmp3 / tmp4;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp2 * tmp6;
                        auto tmp10 = tmp8 - tmp9;
                        auto tmp12 = static_cast<float>(0.25);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp10 * tmp17;
                        auto tmp19 = tmp7 - tmp18;
                        auto tmp21 = tmp20 * tmp13;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_mul_native_batch_norm_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(192L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp15 = in_ptr4[static_cast<int64_t>(0L)];
                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp35 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp14 = tmp12 + tmp13;
                    auto tmp16 = static_cast<float>(0.85);
                    auto tmp17 = tmp15 / tmp16;
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp14 * tmp18;
                    auto tmp22 = tmp20 + tmp21;
                    auto tmp24 = tmp22 + tmp23;
                    auto tmp25 = tmp24 * tmp18;
                    auto tmp26 = tmp19 + tmp25;
                    auto tmp29 = tmp27 + tmp28;
                    auto tmp31 = tmp29 + tmp30;
                    auto tmp32 = tmp31 * tmp18;
                    auto tmp33 = tmp26 + tmp32;
                    auto tmp36 = tmp34 + tmp35;
                    auto tmp38 = tmp36 + tmp37;
                    auto tmp39 = tmp38 * tmp18;
                    auto tmp40 = tmp33 + tmp39;
                    auto tmp41 = tmp0 - tmp9;
                    auto tmp42 = tmp19 * tmp41;
                    auto tmp43 = tmp1 - tmp9;
                    auto tmp44 = tmp25 * tmp43;
                    auto tmp45 = tmp42 + tmp44;
                    auto tmp46 = tmp3 - tmp9;
                    auto tmp47 = tmp32 * tmp46;
                    auto tmp48 = tmp45 + tmp47;
                    auto tmp49 = tmp5 - tmp9;
                    auto tmp50 = tmp39 * tmp49;
                    auto tmp51 = tmp48 + tmp50;
                    auto tmp52 = tmp41 * tmp41;
                    auto tmp53 = tmp43 * tmp43;
                    auto tmp54 = tmp52 + tmp53;
                    auto tmp55 = tmp46 * tmp46;
                    auto tmp56 = tmp54 + tmp55;
                    auto tmp57 = tmp49 * tmp49;
                    auto tmp58 = tmp56 + tmp57;
                    auto tmp59 = tmp58 / tmp8;
                    auto tmp60 = static_cast<float>(1e-05);
                    auto tmp61 = at::vec::Vectorized<float>(tmp60);
                    auto tmp62 = tmp59 + tmp61;
                    auto tmp63 = tmp62.rsqrt();
                    auto tmp64 = tmp51 * tmp63;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp40.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp51.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp63.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp64.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp5 = in_ptr4[static_cast<int64_t>(0L)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = static_cast<float>(0.85);
                        auto tmp7 = tmp5 / tmp6;
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp4 * tmp8;
                        auto tmp12 = tmp10 - tmp11;
                        auto tmp14 = static_cast<float>(0.25);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 * tmp15;
                        auto tmp18 = tmp17 * tmp17;
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp12 * tmp19;
                        auto tmp21 = tmp9 - tmp20;
                        auto tmp23 = tmp22 * tmp15;
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = tmp17 * tmp25;
                        auto tmp27 = tmp24 * tmp26;
                        tmp27.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(192L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(384L + x0), static_cast<int64_t>(8));
                    auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp38 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(576L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp14 = tmp12 + tmp13;
                    auto tmp16 = tmp14 + tmp15;
                    auto tmp19 = tmp17 + tmp18;
                    auto tmp21 = tmp19 + tmp20;
                    auto tmp23 = tmp21 + tmp22;
                    auto tmp24 = tmp16 + tmp23;
                    auto tmp27 = tmp25 + tmp26;
                    auto tmp29 = tmp27 + tmp28;
                    auto tmp31 = tmp29 + tmp30;
                    auto tmp32 = tmp24 + tmp31;
                    auto tmp35 = tmp33 + tmp34;
                    auto tmp37 = tmp35 + tmp36;
                    auto tmp39 = tmp37 + tmp38;
                    auto tmp40 = tmp32 + tmp39;
                    auto tmp41 = tmp0 - tmp9;
                    auto tmp42 = tmp16 * tmp41;
                    auto tmp43 = tmp1 - tmp9;
                    auto tmp44 = tmp23 * tmp43;
                    auto tmp45 = tmp42 + tmp44;
                    auto tmp46 = tmp3 - tmp9;
                    auto tmp47 = tmp31 * tmp46;
                    auto tmp48 = tmp45 + tmp47;
                    auto tmp49 = tmp5 - tmp9;
                    auto tmp50 = tmp39 * tmp49;
                    auto tmp51 = tmp48 + tmp50;
                    auto tmp52 = tmp41 * tmp41;
                    auto tmp53 = tmp43 * tmp43;
                    auto tmp54 = tmp52 + tmp53;
                    auto tmp55 = tmp46 * tmp46;
                    auto tmp56 = tmp54 + tmp55;
                    auto tmp57 = tmp49 * tmp49;
                    auto tmp58 = tmp56 + tmp57;
                    auto tmp59 = tmp58 / tmp8;
                    auto tmp60 = static_cast<float>(1e-05);
                    auto tmp61 = at::vec::Vectorized<float>(tmp60);
                    auto tmp62 = tmp59 + tmp61;
                    auto tmp63 = tmp62.rsqrt();
                    auto tmp64 = tmp51 * tmp63;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp40.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp51.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp63.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp64.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
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
                        tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(672L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1344L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2016L + x0), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr2 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(672L + x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(672L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(1344L + x0), static_cast<int64_t>(8));
                    auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(1344L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(2016L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(2016L + x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp4 = tmp3.neg();
                    auto tmp5 = tmp4.exp();
                    auto tmp6 = static_cast<float>(1.0);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 + tmp7;
                    auto tmp9 = tmp3 / tmp8;
                    auto tmp10 = tmp2 * tmp9;
                    auto tmp13 = tmp12.neg();
                    auto tmp14 = tmp13.exp();
                    auto tmp15 = tmp14 + tmp7;
                    auto tmp16 = tmp12 / tmp15;
                    auto tmp17 = tmp11 * tmp16;
                    auto tmp18 = tmp10 + tmp17;
                    auto tmp21 = tmp20.neg();
                    auto tmp22 = tmp21.exp();
                    auto tmp23 = tmp22 + tmp7;
                    auto tmp24 = tmp20 / tmp23;
                    auto tmp25 = tmp19 * tmp24;
                    auto tmp26 = tmp18 + tmp25;
                    auto tmp29 = tmp28.neg();
                    auto tmp30 = tmp29.exp();
                    auto tmp31 = tmp30 + tmp7;
                    auto tmp32 = tmp28 / tmp31;
                    auto tmp33 = tmp27 * tmp32;
                    auto tmp34 = tmp26 + tmp33;
                    auto tmp35 = tmp7 - tmp1;
                    auto tmp36 = tmp1 * tmp35;
                    auto tmp37 = tmp34 * tmp36;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp37.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_silu_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(28L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(24L) && x0 < static_cast<int64_t>(28L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(4.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(672L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(1344L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(2016L + x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(672L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(1344L + x0), static_cast<int64_t>(8));
                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(2016L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x2 + 1344L*x0), static_cast<int64_t>(672L), tmp0, static_cast<int64_t>(2L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(2L*x1_inner), static_cast<int64_t>(2L));
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 2L*x1 + 2L*x1_inner + 1344L*x0), static_cast<int64_t>(2L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2 + 2L*x0 + 1344L*x1), static_cast<int64_t>(2L));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x2 + 2L*x1 + 4L*x0), static_cast<int64_t>(2L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr7 + static_cast<int64_t>(x1 + 672L*x2 + 2688L*x0), static_cast<int64_t>(672L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2688L*x0), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp8)(1)/(decltype(tmp8)(1) + tmp8.neg().exp());
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 672L*x1 + 672L*x1_inner), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 672L*x1 + 672L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 672L*x1 + 672L*x1_inner), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = static_cast<float>(1.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp6 - tmp2;
                                auto tmp8 = tmp4 * tmp7;
                                auto tmp9 = tmp8 + tmp6;
                                auto tmp10 = tmp3 * tmp9;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp14 = tmp10 * tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp14;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 672L*x0 + 672L*x0_inner), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 672L*x0 + 672L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 672L*x0 + 672L*x0_inner), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp5 = static_cast<float>(1.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 - tmp2;
                            auto tmp8 = tmp4 * tmp7;
                            auto tmp9 = tmp8 + tmp6;
                            auto tmp10 = tmp3 * tmp9;
                            auto tmp13 = tmp11 - tmp12;
                            auto tmp15 = static_cast<float>(0.0625);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp19 = tmp18 * tmp18;
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp13 * tmp20;
                            auto tmp22 = tmp10 - tmp21;
                            auto tmp24 = tmp23 * tmp16;
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = tmp18 * tmp26;
                            auto tmp28 = tmp25 * tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0 + 672L*x0_inner));
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


cpp_fused_convolution_backward_div_mul_native_batch_norm_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(0.875);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp0 * tmp4;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.875);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp0 * tmp4;
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_15 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 672L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 672L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.neg();
                            auto tmp3 = tmp2.exp();
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp1 / tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp1;
                    auto tmp6 = tmp1 * tmp5;
                    auto tmp7 = tmp2 * tmp6;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 672L*x2 + 2688L*x0), static_cast<int64_t>(672L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2688L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(16.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 672L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 672L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(672L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(672L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 672L*x2 + 2688L*x0), static_cast<int64_t>(672L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2688L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(672L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 4L*x0 + 2688L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
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


cpp_fused_add_convolution_backward_div_mul_native_batch_norm_backward_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp3 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = static_cast<float>(0.8875);
                            auto tmp5 = tmp3 / tmp4;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp2 * tmp6;
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp11 = tmp7 * tmp10;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                            tmp_acc1_vec = tmp_acc1_vec + tmp11;
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = static_cast<float>(0.8875);
                        auto tmp5 = tmp3 / tmp4;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp2 * tmp6;
                        auto tmp10 = tmp8 - tmp9;
                        auto tmp12 = static_cast<float>(0.0625);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp10 * tmp17;
                        auto tmp19 = tmp7 - tmp18;
                        auto tmp21 = tmp20 * tmp13;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 112L*x1), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(112L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 112L*x0), static_cast<int64_t>(8));
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
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 112L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_19 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 480L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 480L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.neg();
                            auto tmp3 = tmp2.exp();
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp1 / tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp1;
                    auto tmp6 = tmp1 * tmp5;
                    auto tmp7 = tmp2 * tmp6;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_silu_backward_20 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(16L) && x0 < static_cast<int64_t>(20L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 480L*x2 + 1920L*x0), static_cast<int64_t>(480L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1920L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(16.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 480L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 480L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x2 + 1920L*x0), static_cast<int64_t>(480L), tmp0, static_cast<int64_t>(4L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 1920L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 4L*x0 + 1920L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_22 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp8)(1)/(decltype(tmp8)(1) + tmp8.neg().exp());
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(480L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 480L*x1 + 480L*x1_inner), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 480L*x1 + 480L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 480L*x1 + 480L*x1_inner), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = static_cast<float>(1.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp6 - tmp2;
                                auto tmp8 = tmp4 * tmp7;
                                auto tmp9 = tmp8 + tmp6;
                                auto tmp10 = tmp3 * tmp9;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp14 = tmp10 * tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp14;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(480L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp5 = static_cast<float>(1.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 - tmp2;
                            auto tmp8 = tmp4 * tmp7;
                            auto tmp9 = tmp8 + tmp6;
                            auto tmp10 = tmp3 * tmp9;
                            auto tmp13 = tmp11 - tmp12;
                            auto tmp15 = static_cast<float>(0.0625);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp19 = tmp18 * tmp18;
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp13 * tmp20;
                            auto tmp22 = tmp10 - tmp21;
                            auto tmp24 = tmp23 * tmp16;
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = tmp18 * tmp26;
                            auto tmp28 = tmp25 * tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 480L*x0 + 480L*x0_inner));
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


cpp_fused_convolution_backward_div_mul_native_batch_norm_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(80L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(0.9125);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp0 * tmp4;
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            tmp_acc1_vec = tmp_acc1_vec + tmp9;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(80L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.9125);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp0 * tmp4;
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_div_mul_native_batch_norm_backward_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(80L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
                            auto tmp3 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = static_cast<float>(0.925);
                            auto tmp5 = tmp3 / tmp4;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp2 * tmp6;
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp11 = tmp7 * tmp10;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                            tmp_acc1_vec = tmp_acc1_vec + tmp11;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(80L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_ptr2[static_cast<int64_t>(0L)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = static_cast<float>(0.925);
                        auto tmp5 = tmp3 / tmp4;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp2 * tmp6;
                        auto tmp10 = tmp8 - tmp9;
                        auto tmp12 = static_cast<float>(0.0625);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp14 * tmp16;
                        auto tmp18 = tmp10 * tmp17;
                        auto tmp19 = tmp7 - tmp18;
                        auto tmp21 = tmp20 * tmp13;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(80L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 80L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(80L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(80L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(80L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 80L*x0), static_cast<int64_t>(8));
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
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x1 + 80L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_26 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.neg();
                            auto tmp3 = tmp2.exp();
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp1 / tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp1;
                    auto tmp6 = tmp1 * tmp5;
                    auto tmp7 = tmp2 * tmp6;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_silu_backward_27 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(16.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
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
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 960L*x0), static_cast<int64_t>(4L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2 + 4L*x0 + 960L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 16L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr7 + static_cast<int64_t>(x1 + 240L*x2 + 1920L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1920L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp8)(1)/(decltype(tmp8)(1) + tmp8.neg().exp());
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 240L*x1 + 240L*x1_inner), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 240L*x1 + 240L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x1 + 240L*x1_inner), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = static_cast<float>(1.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp6 - tmp2;
                                auto tmp8 = tmp4 * tmp7;
                                auto tmp9 = tmp8 + tmp6;
                                auto tmp10 = tmp3 * tmp9;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp14 = tmp10 * tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp14;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 240L*x0 + 240L*x0_inner), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 240L*x0 + 240L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x0 + 240L*x0_inner), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp5 = static_cast<float>(1.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 - tmp2;
                            auto tmp8 = tmp4 * tmp7;
                            auto tmp9 = tmp8 + tmp6;
                            auto tmp10 = tmp3 * tmp9;
                            auto tmp13 = tmp11 - tmp12;
                            auto tmp15 = static_cast<float>(0.015625);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp19 = tmp18 * tmp18;
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp13 * tmp20;
                            auto tmp22 = tmp10 - tmp21;
                            auto tmp24 = tmp23 * tmp16;
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = tmp18 * tmp26;
                            auto tmp28 = tmp25 * tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0 + 240L*x0_inner));
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


cpp_fused_convolution_backward_div_mul_native_batch_norm_backward_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(0.95);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp0 * tmp4;
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            tmp_acc1_vec = tmp_acc1_vec + tmp9;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.95);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp0 * tmp4;
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_31 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.neg();
                            auto tmp3 = tmp2.exp();
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp1 / tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp1;
                    auto tmp6 = tmp1 * tmp5;
                    auto tmp7 = tmp2 * tmp6;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 240L*x2 + 1920L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1920L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(64.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x2 + 1920L*x0), static_cast<int64_t>(240L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1920L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 8L*x0 + 1920L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_34 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.neg();
                            auto tmp3 = tmp2.exp();
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp1 / tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp1;
                    auto tmp6 = tmp1 * tmp5;
                    auto tmp7 = tmp2 * tmp6;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_silu_backward_35 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(6L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(64.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
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
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1152L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2 + 8L*x0 + 1152L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr7 + static_cast<int64_t>(x1 + 144L*x2 + 2304L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 2304L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp8)(1)/(decltype(tmp8)(1) + tmp8.neg().exp());
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
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
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 144L*x1 + 144L*x1_inner), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 144L*x1 + 144L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1 + 144L*x1_inner), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = static_cast<float>(1.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp6 - tmp2;
                                auto tmp8 = tmp4 * tmp7;
                                auto tmp9 = tmp8 + tmp6;
                                auto tmp10 = tmp3 * tmp9;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp14 = tmp10 * tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp14;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp5 = static_cast<float>(1.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 - tmp2;
                            auto tmp8 = tmp4 * tmp7;
                            auto tmp9 = tmp8 + tmp6;
                            auto tmp10 = tmp3 * tmp9;
                            auto tmp13 = tmp11 - tmp12;
                            auto tmp15 = static_cast<float>(0.00390625);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp19 = tmp18 * tmp18;
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp13 * tmp20;
                            auto tmp22 = tmp10 - tmp21;
                            auto tmp24 = tmp23 * tmp16;
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = tmp18 * tmp26;
                            auto tmp28 = tmp25 * tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0 + 144L*x0_inner));
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


cpp_fused_convolution_backward_div_mul_native_batch_norm_backward_38 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(0.975);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp0 * tmp4;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(0L)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.975);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp0 * tmp4;
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_39 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.neg();
                            auto tmp3 = tmp2.exp();
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp1 / tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp1;
                    auto tmp6 = tmp1 * tmp5;
                    auto tmp7 = tmp2 * tmp6;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_40 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 2304L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 2304L*x0));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(256.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
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
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 2304L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 16L*x0 + 2304L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_41 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_42 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.neg();
                            auto tmp3 = tmp2.exp();
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp1 / tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp1;
                    auto tmp6 = tmp1 * tmp5;
                    auto tmp7 = tmp2 * tmp6;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_silu_backward_43 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_44 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(256.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr3 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
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
                                tmp1.store(out_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 16L*x1_inner + 1536L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2 + 16L*x0 + 1536L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr7 + static_cast<int64_t>(x1 + 96L*x2 + 3072L*x0), static_cast<int64_t>(96L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr6 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 3072L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_45 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp8)(1)/(decltype(tmp8)(1) + tmp8.neg().exp());
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 96L*x1 + 96L*x1_inner), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 96L*x1 + 96L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1 + 96L*x1_inner), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = static_cast<float>(1.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp6 - tmp2;
                                auto tmp8 = tmp4 * tmp7;
                                auto tmp9 = tmp8 + tmp6;
                                auto tmp10 = tmp3 * tmp9;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp14 = tmp10 * tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp14;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp5 = static_cast<float>(1.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 - tmp2;
                            auto tmp8 = tmp4 * tmp7;
                            auto tmp9 = tmp8 + tmp6;
                            auto tmp10 = tmp3 * tmp9;
                            auto tmp13 = tmp11 - tmp12;
                            auto tmp15 = static_cast<float>(0.0009765625);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp19 = tmp18 * tmp18;
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp13 * tmp20;
                            auto tmp22 = tmp10 - tmp21;
                            auto tmp24 = tmp23 * tmp16;
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = tmp18 * tmp26;
                            auto tmp28 = tmp25 * tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0 + 96L*x0_inner));
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


cpp_fused_convolution_backward_native_batch_norm_backward_46 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_47 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp1.neg();
                            auto tmp3 = tmp2.exp();
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp1 / tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = static_cast<float>(1.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp4 - tmp1;
                    auto tmp6 = tmp1 * tmp5;
                    auto tmp7 = tmp2 * tmp6;
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_silu_backward_48 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                    auto tmp3 = tmp2 * tmp1;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp5 - tmp1;
                    auto tmp7 = tmp0 * tmp6;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp3 * tmp8;
                    tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_49 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 32L*x2 + 1024L*x0), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 1024L*x0));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = static_cast<float>(1024.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 / tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp9 * tmp1;
                        auto tmp11 = static_cast<float>(1.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp12 - tmp1;
                        auto tmp14 = tmp0 * tmp13;
                        auto tmp15 = tmp14 + tmp12;
                        auto tmp16 = tmp10 * tmp15;
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
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
                                tmp1.store(out_ptr5 + static_cast<int64_t>(x2 + 32L*x1 + 32L*x1_inner + 1024L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 32L*x0 + 1024L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr6 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_50 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp8)(1)/(decltype(tmp8)(1) + tmp8.neg().exp());
                        tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 32L*x1 + 32L*x1_inner), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 32L*x1 + 32L*x1_inner), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1 + 32L*x1_inner), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = tmp1 * tmp2;
                                auto tmp5 = static_cast<float>(1.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp6 - tmp2;
                                auto tmp8 = tmp4 * tmp7;
                                auto tmp9 = tmp8 + tmp6;
                                auto tmp10 = tmp3 * tmp9;
                                auto tmp13 = tmp11 - tmp12;
                                auto tmp14 = tmp10 * tmp13;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp14;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 * tmp2;
                            auto tmp5 = static_cast<float>(1.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 - tmp2;
                            auto tmp8 = tmp4 * tmp7;
                            auto tmp9 = tmp8 + tmp6;
                            auto tmp10 = tmp3 * tmp9;
                            auto tmp13 = tmp11 - tmp12;
                            auto tmp15 = static_cast<float>(0.0009765625);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp19 = tmp18 * tmp18;
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp13 * tmp20;
                            auto tmp22 = tmp10 - tmp21;
                            auto tmp24 = tmp23 * tmp16;
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp27 = tmp18 * tmp26;
                            auto tmp28 = tmp25 * tmp27;
                            tmp28.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0 + 32L*x0_inner));
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


cpp_fused_sum_51 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, primals_16, primals_18, primals_22, primals_24, primals_28, primals_29, primals_30, primals_34, primals_35, primals_36, primals_38, primals_40, primals_44, primals_46, primals_50, primals_51, primals_52, primals_56, primals_57, primals_58, primals_60, primals_62, primals_66, primals_68, primals_72, primals_73, primals_74, primals_78, primals_79, primals_80, primals_82, primals_84, primals_88, primals_90, primals_94, primals_95, primals_96, primals_100, primals_101, primals_102, primals_104, primals_106, primals_110, primals_112, primals_116, primals_117, primals_118, primals_122, primals_123, primals_124, primals_126, primals_128, primals_132, primals_134, primals_138, primals_139, primals_140, primals_144, primals_145, primals_146, primals_148, primals_150, primals_154, primals_156, primals_160, primals_161, primals_162, primals_166, primals_167, primals_168, primals_170, primals_172, primals_176, primals_178, primals_182, primals_183, primals_184, primals_188, primals_189, primals_190, primals_192, primals_194, primals_198, primals_200, primals_204, primals_205, primals_206, primals_210, primals_211, primals_212, primals_214, primals_216, primals_220, primals_222, primals_226, primals_227, primals_228, primals_232, primals_233, primals_234, primals_236, primals_238, primals_242, primals_244, primals_248, primals_249, primals_250, primals_254, primals_255, primals_256, primals_258, primals_260, primals_264, primals_266, primals_270, primals_271, primals_272, primals_276, primals_277, primals_278, primals_280, primals_282, primals_286, primals_288, primals_292, primals_293, primals_294, primals_298, primals_299, primals_300, primals_302, primals_304, primals_308, primals_310, primals_314, primals_315, primals_316, primals_320, primals_321, primals_322, primals_324, primals_326, primals_330, primals_332, primals_336, primals_337, primals_338, primals_342, primals_343, primals_344, primals_346, primals_348, primals_352, primals_354, primals_358, primals_359, primals_360, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, mean, convolution_2, div_2, convolution_3, mul_14, convolution_4, squeeze_7, add_17, convolution_5, getitem_7, rsqrt_3, div_3, convolution_6, getitem_9, rsqrt_4, mean_1, convolution_7, div_5, convolution_8, mul_36, convolution_9, squeeze_16, add_35, convolution_10, getitem_13, rsqrt_6, div_6, convolution_11, getitem_15, rsqrt_7, mean_2, convolution_12, div_8, convolution_13, mul_58, convolution_14, squeeze_25, bernoulli, add_54, convolution_15, getitem_19, rsqrt_9, div_10, convolution_16, getitem_21, rsqrt_10, mean_3, convolution_17, div_12, convolution_18, mul_81, convolution_19, squeeze_34, add_72, convolution_20, getitem_25, rsqrt_12, div_13, convolution_21, getitem_27, rsqrt_13, mean_4, convolution_22, div_15, convolution_23, mul_103, convolution_24, squeeze_43, bernoulli_1, add_91, convolution_25, getitem_31, rsqrt_15, div_17, convolution_26, getitem_33, rsqrt_16, mean_5, convolution_27, div_19, convolution_28, mul_126, convolution_29, squeeze_52, add_109, convolution_30, getitem_37, rsqrt_18, div_20, convolution_31, getitem_39, rsqrt_19, mean_6, convolution_32, div_22, convolution_33, mul_148, convolution_34, squeeze_61, bernoulli_2, add_128, convolution_35, getitem_43, rsqrt_21, div_24, convolution_36, getitem_45, rsqrt_22, mean_7, convolution_37, div_26, convolution_38, mul_171, convolution_39, squeeze_70, bernoulli_3, add_147, convolution_40, getitem_49, rsqrt_24, div_28, convolution_41, getitem_51, rsqrt_25, mean_8, convolution_42, div_30, convolution_43, mul_194, convolution_44, squeeze_79, add_165, convolution_45, getitem_55, rsqrt_27, div_31, convolution_46, getitem_57, rsqrt_28, mean_9, convolution_47, div_33, convolution_48, mul_216, convolution_49, squeeze_88, bernoulli_4, add_184, convolution_50, getitem_61, rsqrt_30, div_35, convolution_51, getitem_63, rsqrt_31, mean_10, convolution_52, div_37, convolution_53, mul_239, convolution_54, squeeze_97, bernoulli_5, add_203, convolution_55, getitem_67, rsqrt_33, div_39, convolution_56, mean_11, convolution_57, div_41, convolution_58, mul_262, convolution_59, add_221, convolution_60, div_42, convolution_61, mean_12, convolution_62, div_44, convolution_63, mul_284, convolution_64, bernoulli_6, add_240, convolution_65, div_46, convolution_66, mean_13, convolution_67, div_48, convolution_68, mul_307, convolution_69, bernoulli_7, add_259, convolution_70, div_50, convolution_71, mean_14, convolution_72, div_52, convolution_73, mul_330, convolution_74, bernoulli_8, add_278, convolution_75, div_54, convolution_76, mean_15, convolution_77, div_56, convolution_78, mul_353, convolution_79, add_296, convolution_80, bernoulli_9, mul_368, unsqueeze_390, unsqueeze_426, unsqueeze_462, unsqueeze_498, unsqueeze_534, unsqueeze_570, unsqueeze_606, unsqueeze_642, unsqueeze_678, unsqueeze_714, unsqueeze_750, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_360), ((1, 1000), (1000, 1280)), ((1000, 1), (1280, 1)), 'input')
        buf0 = empty_strided_cpu((1, 1280), (1280, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_149, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_360, out=buf0)
        del primals_360
        assert_size_stride(convolution_80, (1, 1280, 2, 2), (5120, 1, 2560, 1280), 'input')
        buf3 = empty_strided_cpu((1, 1280, 1, 1), (1280, 1, 1280, 1280), torch.float32)
        buf4 = empty_strided_cpu((1, 1280, 1, 1), (1280, 1, 1280, 1280), torch.float32)
        assert_size_stride_grouped((primals_358, primals_359), ((1280, ), (1280, )), ((1, ), (1, )), 'input')
        buf5 = empty_strided_cpu((1, 1280, 2, 2), (5120, 1, 2560, 1280), torch.float32)
        buf6 = empty_strided_cpu((1, 1280, 2, 2), (5120, 1, 2560, 1280), torch.float32)
        assert_size_stride(bernoulli_9, (1, 1280), (1280, 1), 'input')
        buf7 = empty_strided_cpu((1280, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((1280, ), (1, ), torch.float32)
        buf9 = empty_strided_cpu((1280, ), (1, ), torch.float32)
        buf10 = empty_strided_cpu((1, 1280, 2, 2), (5120, 4, 2, 1), torch.float32)
        buf11 = empty_strided_cpu((1, 1280, 2, 2), (5120, 1, 2560, 1280), torch.float32)
        assert_size_stride_grouped((add_296, primals_354), ((1, 320, 2, 2), (1280, 320, 1, 1)), ((1280, 1, 640, 320), (320, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_view_0(convolution_80, primals_358, primals_359, buf0, bernoulli_9, buf3, buf4, buf5, buf6, buf7, buf8, buf9, buf10, buf11)
        del bernoulli_9
        del buf0
        del buf10
        del buf3
        del buf4
        del buf5
        del buf6
        del buf8
        del convolution_80
        del primals_358
        del primals_359
        # Topologically Sorted Source Nodes: [view_5, view_7, input_148, mul_369, view_8, expand_1, div_59, mul_370, sub_49, mul_371, add_303, mul_372, input_146, unsqueeze_196, unsqueeze_197, unsqueeze_198, sub_50, mul_374, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_375, mul_376, mul_377, unsqueeze_202, unsqueeze_203, unsqueeze_204, mul_378, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_379, sub_52, sub_53, mul_380, convolution_backward], Original ATen: [aten.view, aten.div, aten.mul, aten.expand, aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf12 = torch.ops.aten.convolution_backward.default(buf11, add_296, primals_354, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_296
        del buf11
        del primals_354
        buf13 = buf12[0]
        assert_tensor_metadata(buf13, (1, 320, 2, 2), (1280, 1, 640, 320), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf14 = buf12[1]
        assert_tensor_metadata(buf14, (1280, 320, 1, 1), (320, 1, 320, 320), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf14 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf12
        assert_size_stride(convolution_79, (1, 320, 2, 2), (1280, 1, 640, 320), 'input')
        buf16 = empty_strided_cpu((320, ), (1, ), torch.float32)
        buf15 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf17 = empty_strided_cpu((320, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((1, 320, 1, 1), (320, 1, 320, 320), torch.float32)
        buf19 = empty_strided_cpu((320, ), (1, ), torch.float32)
        assert_size_stride(primals_352, (320, ), (1, ), 'input')
        buf20 = buf13; del buf13  # reuse
        assert_size_stride_grouped((mul_353, primals_348), ((1, 1152, 2, 2), (320, 1152, 1, 1)), ((4608, 1, 2304, 1152), (1152, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_1(buf20, convolution_79, primals_352, buf16, buf15, buf17, buf18, buf19)
        del buf15
        del buf17
        del buf18
        del convolution_79
        del primals_352
        # Topologically Sorted Source Nodes: [input_144, unsqueeze_208, unsqueeze_209, unsqueeze_210, sub_54, mul_383, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_384, mul_385, mul_386, unsqueeze_214, unsqueeze_215, unsqueeze_216, mul_387, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_388, sub_56, sub_57, mul_389, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf21 = torch.ops.aten.convolution_backward.default(buf20, mul_353, primals_348, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf20
        del mul_353
        del primals_348
        buf22 = buf21[0]
        assert_tensor_metadata(buf22, (1, 1152, 2, 2), (4608, 1, 2304, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf23 = buf21[1]
        assert_tensor_metadata(buf23, (320, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf21
        assert_size_stride(convolution_76, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf25 = empty_strided_cpu((1, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32)
        buf26 = empty_strided_cpu((1, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32)
        assert_size_stride_grouped((primals_342, primals_343), ((1152, ), (1152, )), ((1, ), (1, )), 'input')
        buf27 = empty_strided_cpu((1, 1152, 2, 2), (4608, 1, 2304, 1152), torch.float32)
        assert_size_stride(convolution_78, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 'input')
        buf24 = convolution_78; del convolution_78  # reuse
        buf28 = empty_strided_cpu((1, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32)
        assert_size_stride_grouped((div_56, primals_346), ((1, 48, 1, 1), (1152, 48, 1, 1)), ((48, 1, 48, 48), (48, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_2(buf24, convolution_76, primals_342, primals_343, buf22, buf25, buf26, buf27, buf28)
        del primals_343
        # Topologically Sorted Source Nodes: [input_141, mul_392, sum_6, sub_58, mul_393, mul_394, convolution_backward_2], Original ATen: [aten.silu, aten.mul, aten.sum, aten.sigmoid_backward, aten.convolution_backward]
        buf29 = torch.ops.aten.convolution_backward.default(buf28, div_56, primals_346, [1152], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_56
        del primals_346
        buf30 = buf29[0]
        assert_tensor_metadata(buf30, (1, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf31 = buf29[1]
        assert_tensor_metadata(buf31, (1152, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf32 = buf29[2]
        assert_tensor_metadata(buf32, (1152, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf29
        assert_size_stride(convolution_77, (1, 48, 1, 1), (48, 1, 48, 48), 'input')
        buf34 = buf30; del buf30  # reuse
        assert_size_stride_grouped((mean_15, primals_344), ((1, 1152, 1, 1), (48, 1152, 1, 1)), ((1152, 1, 1152, 1152), (1152, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_3(buf34, convolution_77)
        del convolution_77
        # Topologically Sorted Source Nodes: [mul_395, sub_59, mul_396, add_304, mul_397, convolution_backward_3], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf35 = torch.ops.aten.convolution_backward.default(buf34, mean_15, primals_344, [48], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf34
        del mean_15
        del primals_344
        buf36 = buf35[0]
        assert_tensor_metadata(buf36, (1, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf37 = buf35[1]
        assert_tensor_metadata(buf37, (48, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf38 = buf35[2]
        assert_tensor_metadata(buf38, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf35
        assert_size_stride(div_54, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf45 = empty_strided_cpu((1, 1152, 2, 2), (4608, 2, 2304, 1), torch.float32)
        buf40 = buf22; del buf22  # reuse
        buf41 = reinterpret_tensor(buf28, (1152, ), (1, ), 0); del buf28  # reuse
        buf42 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf43 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf44 = buf40; del buf40  # reuse
        buf46 = empty_strided_cpu((1, 1152, 2, 2), (4608, 2, 2304, 1), torch.float32)
        buf47 = empty_strided_cpu((1, 1152, 2, 2), (4608, 4, 2, 1), torch.float32)
        assert_size_stride(primals_338, (1152, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_4(buf44, div_54, buf27, buf24, buf36, convolution_76, buf25, buf26, primals_342, buf45, buf41, buf42, buf43, buf46, buf47)
        del buf24
        del buf36
        del buf44
        del convolution_76
        del div_54
        del primals_342
        # Topologically Sorted Source Nodes: [input_140, unsqueeze_220, unsqueeze_221, unsqueeze_222, sub_61, mul_402, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_403, mul_404, mul_405, unsqueeze_226, unsqueeze_227, unsqueeze_228, mul_406, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_407, sub_63, sub_64, mul_408, convolution_backward_4], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf48 = torch.ops.aten.convolution_backward.default(buf47, buf45, primals_338, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1152, [True, True, False])
        del primals_338
        buf49 = buf48[0]
        assert_tensor_metadata(buf49, (1, 1152, 2, 2), (4608, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf49 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf50 = buf48[1]
        assert_tensor_metadata(buf50, (1152, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf50 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf48
        assert_size_stride(convolution_75, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf51 = reinterpret_tensor(buf42, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf42  # reuse
        buf52 = buf26; del buf26  # reuse
        assert_size_stride_grouped((primals_336, primals_337), ((1152, ), (1152, )), ((1, ), (1, )), 'input')
        buf53 = reinterpret_tensor(buf47, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 0); del buf47  # reuse
        buf54 = reinterpret_tensor(buf45, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 0); del buf45  # reuse
        buf55 = reinterpret_tensor(buf25, (1152, ), (1, ), 0); del buf25  # reuse
        buf56 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf57 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf58 = buf54; del buf54  # reuse
        assert_size_stride_grouped((add_278, primals_332), ((1, 192, 2, 2), (1152, 192, 1, 1)), ((768, 1, 384, 192), (192, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_5(buf58, convolution_75, primals_336, primals_337, buf49, buf51, buf52, buf53, buf55, buf56, buf57)
        del buf49
        del convolution_75
        del primals_336
        del primals_337
        # Topologically Sorted Source Nodes: [mul_410, sub_65, mul_411, add_307, mul_412, input_137, unsqueeze_232, unsqueeze_233, unsqueeze_234, sub_66, mul_414, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_415, mul_416, mul_417, unsqueeze_238, unsqueeze_239, unsqueeze_240, mul_418, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_419, sub_68, sub_69, mul_420, convolution_backward_5], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf59 = torch.ops.aten.convolution_backward.default(buf58, add_278, primals_332, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_278
        del primals_332
        buf60 = buf59[0]
        assert_tensor_metadata(buf60, (1, 192, 2, 2), (768, 1, 384, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf60 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf61 = buf59[1]
        assert_tensor_metadata(buf61, (1152, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf61 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf59
        assert_size_stride_grouped((bernoulli_8, convolution_74), ((1, 1, 1, 1), (1, 192, 2, 2)), ((1, 1, 1, 1), (768, 1, 384, 192)), 'input')
        buf63 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf62 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf64 = empty_strided_cpu((192, ), (1, ), torch.float32)
        buf65 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf66 = empty_strided_cpu((192, ), (1, ), torch.float32)
        assert_size_stride(primals_330, (192, ), (1, ), 'input')
        buf67 = convolution_74; del convolution_74  # reuse
        assert_size_stride_grouped((mul_330, primals_326), ((1, 1152, 2, 2), (192, 1152, 1, 1)), ((4608, 1, 2304, 1152), (1152, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_mul_native_batch_norm_backward_6(buf67, buf60, bernoulli_8, primals_330, buf63, buf62, buf64, buf65, buf66)
        del bernoulli_8
        del primals_330
        # Topologically Sorted Source Nodes: [div__8, mul_422, input_135, unsqueeze_244, unsqueeze_245, unsqueeze_246, sub_70, mul_424, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_425, mul_426, mul_427, unsqueeze_250, unsqueeze_251, unsqueeze_252, mul_428, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_429, sub_72, sub_73, mul_430, convolution_backward_6], Original ATen: [aten.div, aten.mul, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf68 = torch.ops.aten.convolution_backward.default(buf67, mul_330, primals_326, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf67
        del mul_330
        del primals_326
        buf69 = buf68[0]
        assert_tensor_metadata(buf69, (1, 1152, 2, 2), (4608, 1, 2304, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf69 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf70 = buf68[1]
        assert_tensor_metadata(buf70, (192, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf70 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf68
        assert_size_stride(convolution_71, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf72 = reinterpret_tensor(buf56, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf56  # reuse
        buf73 = buf52; del buf52  # reuse
        assert_size_stride_grouped((primals_320, primals_321), ((1152, ), (1152, )), ((1, ), (1, )), 'input')
        buf74 = buf58; del buf58  # reuse
        assert_size_stride(convolution_73, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 'input')
        buf71 = convolution_73; del convolution_73  # reuse
        buf75 = buf51; del buf51  # reuse
        assert_size_stride_grouped((div_52, primals_324), ((1, 48, 1, 1), (1152, 48, 1, 1)), ((48, 1, 48, 48), (48, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_2(buf71, convolution_71, primals_320, primals_321, buf69, buf72, buf73, buf74, buf75)
        del primals_321
        # Topologically Sorted Source Nodes: [input_132, mul_433, sum_13, sub_74, mul_434, mul_435, convolution_backward_7], Original ATen: [aten.silu, aten.mul, aten.sum, aten.sigmoid_backward, aten.convolution_backward]
        buf76 = torch.ops.aten.convolution_backward.default(buf75, div_52, primals_324, [1152], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_52
        del primals_324
        buf77 = buf76[0]
        assert_tensor_metadata(buf77, (1, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf77 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf78 = buf76[1]
        assert_tensor_metadata(buf78, (1152, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf78 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf79 = buf76[2]
        assert_tensor_metadata(buf79, (1152, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf79 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf76
        assert_size_stride(convolution_72, (1, 48, 1, 1), (48, 1, 48, 48), 'input')
        buf81 = buf77; del buf77  # reuse
        assert_size_stride_grouped((mean_14, primals_322), ((1, 1152, 1, 1), (48, 1152, 1, 1)), ((1152, 1, 1152, 1152), (1152, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_3(buf81, convolution_72)
        del convolution_72
        # Topologically Sorted Source Nodes: [mul_436, sub_75, mul_437, add_308, mul_438, convolution_backward_8], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf82 = torch.ops.aten.convolution_backward.default(buf81, mean_14, primals_322, [48], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf81
        del mean_14
        del primals_322
        buf83 = buf82[0]
        assert_tensor_metadata(buf83, (1, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf83 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf84 = buf82[1]
        assert_tensor_metadata(buf84, (48, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf84 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf85 = buf82[2]
        assert_tensor_metadata(buf85, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf85 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf82
        assert_size_stride(div_50, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf92 = reinterpret_tensor(buf53, (1, 1152, 2, 2), (4608, 2, 2304, 1), 0); del buf53  # reuse
        buf87 = buf69; del buf69  # reuse
        buf88 = reinterpret_tensor(buf75, (1152, ), (1, ), 0); del buf75  # reuse
        buf89 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf90 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf91 = buf87; del buf87  # reuse
        buf93 = buf46; del buf46  # reuse
        buf94 = reinterpret_tensor(buf27, (1, 1152, 2, 2), (4608, 4, 2, 1), 0); del buf27  # reuse
        assert_size_stride(primals_316, (1152, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_4(buf91, div_50, buf74, buf71, buf83, convolution_71, buf72, buf73, primals_320, buf92, buf88, buf89, buf90, buf93, buf94)
        del buf71
        del buf83
        del buf91
        del convolution_71
        del div_50
        del primals_320
        # Topologically Sorted Source Nodes: [input_131, unsqueeze_256, unsqueeze_257, unsqueeze_258, sub_77, mul_443, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_444, mul_445, mul_446, unsqueeze_262, unsqueeze_263, unsqueeze_264, mul_447, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_448, sub_79, sub_80, mul_449, convolution_backward_9], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf95 = torch.ops.aten.convolution_backward.default(buf94, buf92, primals_316, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 1152, [True, True, False])
        del primals_316
        buf96 = buf95[0]
        assert_tensor_metadata(buf96, (1, 1152, 2, 2), (4608, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf96 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf97 = buf95[1]
        assert_tensor_metadata(buf97, (1152, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf97 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf95
        assert_size_stride(convolution_70, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf98 = reinterpret_tensor(buf89, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf89  # reuse
        buf99 = buf73; del buf73  # reuse
        assert_size_stride_grouped((primals_314, primals_315), ((1152, ), (1152, )), ((1, ), (1, )), 'input')
        buf100 = reinterpret_tensor(buf94, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 0); del buf94  # reuse
        buf101 = reinterpret_tensor(buf92, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 0); del buf92  # reuse
        buf102 = reinterpret_tensor(buf72, (1152, ), (1, ), 0); del buf72  # reuse
        buf103 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf104 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf105 = buf101; del buf101  # reuse
        assert_size_stride_grouped((add_259, primals_310), ((1, 192, 2, 2), (1152, 192, 1, 1)), ((768, 1, 384, 192), (192, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_5(buf105, convolution_70, primals_314, primals_315, buf96, buf98, buf99, buf100, buf102, buf103, buf104)
        del buf96
        del convolution_70
        del primals_314
        del primals_315
        # Topologically Sorted Source Nodes: [mul_451, sub_81, mul_452, add_311, mul_453, input_128, unsqueeze_268, unsqueeze_269, unsqueeze_270, sub_82, mul_455, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_456, mul_457, mul_458, unsqueeze_274, unsqueeze_275, unsqueeze_276, mul_459, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_460, sub_84, sub_85, mul_461, convolution_backward_10], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf106 = torch.ops.aten.convolution_backward.default(buf105, add_259, primals_310, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_259
        del primals_310
        buf107 = buf106[0]
        assert_tensor_metadata(buf107, (1, 192, 2, 2), (768, 1, 384, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf107 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf108 = buf106[1]
        assert_tensor_metadata(buf108, (1152, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf108 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf106
        assert_size_stride_grouped((convolution_69, bernoulli_7), ((1, 192, 2, 2), (1, 1, 1, 1)), ((768, 1, 384, 192), (1, 1, 1, 1)), 'input')
        buf109 = buf65; del buf65  # reuse
        buf110 = buf64; del buf64  # reuse
        buf111 = reinterpret_tensor(buf62, (192, ), (1, ), 0); del buf62  # reuse
        buf112 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf113 = empty_strided_cpu((192, ), (1, ), torch.float32)
        assert_size_stride(primals_308, (192, ), (1, ), 'input')
        buf114 = convolution_69; del convolution_69  # reuse
        assert_size_stride_grouped((mul_307, primals_304), ((1, 1152, 2, 2), (192, 1152, 1, 1)), ((4608, 1, 2304, 1152), (1152, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_mul_native_batch_norm_backward_7(buf114, buf60, buf107, bernoulli_7, primals_308, buf109, buf110, buf111, buf112, buf113)
        del bernoulli_7
        del primals_308
        # Topologically Sorted Source Nodes: [add_312, div__7, mul_463, input_126, unsqueeze_280, unsqueeze_281, unsqueeze_282, sub_86, mul_465, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_466, mul_467, mul_468, unsqueeze_286, unsqueeze_287, unsqueeze_288, mul_469, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_470, sub_88, sub_89, mul_471, convolution_backward_11], Original ATen: [aten.add, aten.div, aten.mul, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf115 = torch.ops.aten.convolution_backward.default(buf114, mul_307, primals_304, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf114
        del mul_307
        del primals_304
        buf116 = buf115[0]
        assert_tensor_metadata(buf116, (1, 1152, 2, 2), (4608, 1, 2304, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf116 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf117 = buf115[1]
        assert_tensor_metadata(buf117, (192, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf117 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf115
        assert_size_stride(convolution_66, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf119 = buf99; del buf99  # reuse
        buf120 = buf98; del buf98  # reuse
        assert_size_stride_grouped((primals_298, primals_299), ((1152, ), (1152, )), ((1, ), (1, )), 'input')
        buf121 = buf105; del buf105  # reuse
        assert_size_stride(convolution_68, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 'input')
        buf118 = convolution_68; del convolution_68  # reuse
        buf122 = reinterpret_tensor(buf103, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf103  # reuse
        assert_size_stride_grouped((div_48, primals_302), ((1, 48, 1, 1), (1152, 48, 1, 1)), ((48, 1, 48, 48), (48, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_2(buf118, convolution_66, primals_298, primals_299, buf116, buf119, buf120, buf121, buf122)
        del primals_299
        # Topologically Sorted Source Nodes: [input_123, mul_474, sum_20, sub_90, mul_475, mul_476, convolution_backward_12], Original ATen: [aten.silu, aten.mul, aten.sum, aten.sigmoid_backward, aten.convolution_backward]
        buf123 = torch.ops.aten.convolution_backward.default(buf122, div_48, primals_302, [1152], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_48
        del primals_302
        buf124 = buf123[0]
        assert_tensor_metadata(buf124, (1, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf124 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf125 = buf123[1]
        assert_tensor_metadata(buf125, (1152, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf125 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf126 = buf123[2]
        assert_tensor_metadata(buf126, (1152, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf126 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf123
        assert_size_stride(convolution_67, (1, 48, 1, 1), (48, 1, 48, 48), 'input')
        buf128 = buf124; del buf124  # reuse
        assert_size_stride_grouped((mean_13, primals_300), ((1, 1152, 1, 1), (48, 1152, 1, 1)), ((1152, 1, 1152, 1152), (1152, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_3(buf128, convolution_67)
        del convolution_67
        # Topologically Sorted Source Nodes: [mul_477, sub_91, mul_478, add_313, mul_479, convolution_backward_13], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf129 = torch.ops.aten.convolution_backward.default(buf128, mean_13, primals_300, [48], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf128
        del mean_13
        del primals_300
        buf130 = buf129[0]
        assert_tensor_metadata(buf130, (1, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf130 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf131 = buf129[1]
        assert_tensor_metadata(buf131, (48, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf131 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf132 = buf129[2]
        assert_tensor_metadata(buf132, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf132 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf129
        assert_size_stride(div_46, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf139 = reinterpret_tensor(buf100, (1, 1152, 2, 2), (4608, 2, 2304, 1), 0); del buf100  # reuse
        buf134 = buf116; del buf116  # reuse
        buf135 = reinterpret_tensor(buf122, (1152, ), (1, ), 0); del buf122  # reuse
        buf136 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf137 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf138 = buf134; del buf134  # reuse
        buf140 = buf93; del buf93  # reuse
        buf141 = reinterpret_tensor(buf74, (1, 1152, 2, 2), (4608, 4, 2, 1), 0); del buf74  # reuse
        assert_size_stride(primals_294, (1152, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_4(buf138, div_46, buf121, buf118, buf130, convolution_66, buf119, buf120, primals_298, buf139, buf135, buf136, buf137, buf140, buf141)
        del buf118
        del buf130
        del buf138
        del convolution_66
        del div_46
        del primals_298
        # Topologically Sorted Source Nodes: [input_122, unsqueeze_292, unsqueeze_293, unsqueeze_294, sub_93, mul_484, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_485, mul_486, mul_487, unsqueeze_298, unsqueeze_299, unsqueeze_300, mul_488, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_489, sub_95, sub_96, mul_490, convolution_backward_14], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf142 = torch.ops.aten.convolution_backward.default(buf141, buf139, primals_294, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 1152, [True, True, False])
        del primals_294
        buf143 = buf142[0]
        assert_tensor_metadata(buf143, (1, 1152, 2, 2), (4608, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf143 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf144 = buf142[1]
        assert_tensor_metadata(buf144, (1152, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf144 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf142
        assert_size_stride(convolution_65, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf145 = reinterpret_tensor(buf136, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf136  # reuse
        buf146 = buf120; del buf120  # reuse
        assert_size_stride_grouped((primals_292, primals_293), ((1152, ), (1152, )), ((1, ), (1, )), 'input')
        buf147 = reinterpret_tensor(buf141, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 0); del buf141  # reuse
        buf148 = reinterpret_tensor(buf139, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 0); del buf139  # reuse
        buf149 = reinterpret_tensor(buf119, (1152, ), (1, ), 0); del buf119  # reuse
        buf150 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf151 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf152 = buf148; del buf148  # reuse
        assert_size_stride_grouped((add_240, primals_288), ((1, 192, 2, 2), (1152, 192, 1, 1)), ((768, 1, 384, 192), (192, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_5(buf152, convolution_65, primals_292, primals_293, buf143, buf145, buf146, buf147, buf149, buf150, buf151)
        del buf143
        del convolution_65
        del primals_292
        del primals_293
        # Topologically Sorted Source Nodes: [mul_492, sub_97, mul_493, add_316, mul_494, input_119, unsqueeze_304, unsqueeze_305, unsqueeze_306, sub_98, mul_496, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_497, mul_498, mul_499, unsqueeze_310, unsqueeze_311, unsqueeze_312, mul_500, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_501, sub_100, sub_101, mul_502, convolution_backward_15], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf153 = torch.ops.aten.convolution_backward.default(buf152, add_240, primals_288, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_240
        del primals_288
        buf154 = buf153[0]
        assert_tensor_metadata(buf154, (1, 192, 2, 2), (768, 1, 384, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf154 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf155 = buf153[1]
        assert_tensor_metadata(buf155, (1152, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf155 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf153
        assert_size_stride_grouped((convolution_64, bernoulli_6), ((1, 192, 2, 2), (1, 1, 1, 1)), ((768, 1, 384, 192), (1, 1, 1, 1)), 'input')
        buf156 = buf112; del buf112  # reuse
        buf157 = buf111; del buf111  # reuse
        buf158 = reinterpret_tensor(buf109, (192, ), (1, ), 0); del buf109  # reuse
        buf159 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf160 = empty_strided_cpu((192, ), (1, ), torch.float32)
        assert_size_stride(primals_286, (192, ), (1, ), 'input')
        buf161 = convolution_64; del convolution_64  # reuse
        assert_size_stride_grouped((mul_284, primals_282), ((1, 1152, 2, 2), (192, 1152, 1, 1)), ((4608, 1, 2304, 1152), (1152, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_mul_native_batch_norm_backward_8(buf161, buf60, buf107, buf154, bernoulli_6, primals_286, buf156, buf157, buf158, buf159, buf160)
        del bernoulli_6
        del primals_286
        # Topologically Sorted Source Nodes: [add_312, add_317, div__6, mul_504, input_117, unsqueeze_316, unsqueeze_317, unsqueeze_318, sub_102, mul_506, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_507, mul_508, mul_509, unsqueeze_322, unsqueeze_323, unsqueeze_324, mul_510, unsqueeze_325, unsqueeze_326, unsqueeze_327, mul_511, sub_104, sub_105, mul_512, convolution_backward_16], Original ATen: [aten.add, aten.div, aten.mul, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf162 = torch.ops.aten.convolution_backward.default(buf161, mul_284, primals_282, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf161
        del mul_284
        del primals_282
        buf163 = buf162[0]
        assert_tensor_metadata(buf163, (1, 1152, 2, 2), (4608, 1, 2304, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf163 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf164 = buf162[1]
        assert_tensor_metadata(buf164, (192, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf164 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf162
        assert_size_stride(convolution_61, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf166 = reinterpret_tensor(buf150, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf150  # reuse
        buf167 = buf146; del buf146  # reuse
        assert_size_stride_grouped((primals_276, primals_277), ((1152, ), (1152, )), ((1, ), (1, )), 'input')
        buf168 = buf152; del buf152  # reuse
        assert_size_stride(convolution_63, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 'input')
        buf165 = convolution_63; del convolution_63  # reuse
        buf169 = buf145; del buf145  # reuse
        assert_size_stride_grouped((div_44, primals_280), ((1, 48, 1, 1), (1152, 48, 1, 1)), ((48, 1, 48, 48), (48, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_2(buf165, convolution_61, primals_276, primals_277, buf163, buf166, buf167, buf168, buf169)
        del primals_277
        # Topologically Sorted Source Nodes: [input_114, mul_515, sum_27, sub_106, mul_516, mul_517, convolution_backward_17], Original ATen: [aten.silu, aten.mul, aten.sum, aten.sigmoid_backward, aten.convolution_backward]
        buf170 = torch.ops.aten.convolution_backward.default(buf169, div_44, primals_280, [1152], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_44
        del primals_280
        buf171 = buf170[0]
        assert_tensor_metadata(buf171, (1, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf171 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf172 = buf170[1]
        assert_tensor_metadata(buf172, (1152, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf172 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf173 = buf170[2]
        assert_tensor_metadata(buf173, (1152, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf173 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf170
        assert_size_stride(convolution_62, (1, 48, 1, 1), (48, 1, 48, 48), 'input')
        buf175 = buf171; del buf171  # reuse
        assert_size_stride_grouped((mean_12, primals_278), ((1, 1152, 1, 1), (48, 1152, 1, 1)), ((1152, 1, 1152, 1152), (1152, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_3(buf175, convolution_62)
        del convolution_62
        # Topologically Sorted Source Nodes: [mul_518, sub_107, mul_519, add_318, mul_520, convolution_backward_18], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf176 = torch.ops.aten.convolution_backward.default(buf175, mean_12, primals_278, [48], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf175
        del mean_12
        del primals_278
        buf177 = buf176[0]
        assert_tensor_metadata(buf177, (1, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf177 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf178 = buf176[1]
        assert_tensor_metadata(buf178, (48, 1152, 1, 1), (1152, 1, 1152, 1152), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf178 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf179 = buf176[2]
        assert_tensor_metadata(buf179, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf179 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf176
        assert_size_stride(div_42, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf186 = reinterpret_tensor(buf147, (1, 1152, 2, 2), (4608, 2, 2304, 1), 0); del buf147  # reuse
        buf181 = buf163; del buf163  # reuse
        buf182 = reinterpret_tensor(buf169, (1152, ), (1, ), 0); del buf169  # reuse
        buf183 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf184 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf185 = buf181; del buf181  # reuse
        buf187 = buf140; del buf140  # reuse
        buf188 = reinterpret_tensor(buf121, (1, 1152, 2, 2), (4608, 4, 2, 1), 0); del buf121  # reuse
        assert_size_stride(primals_272, (1152, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_4(buf185, div_42, buf168, buf165, buf177, convolution_61, buf166, buf167, primals_276, buf186, buf182, buf183, buf184, buf187, buf188)
        del buf165
        del buf168
        del buf177
        del buf185
        del buf187
        del convolution_61
        del div_42
        del primals_276
        # Topologically Sorted Source Nodes: [input_113, unsqueeze_328, unsqueeze_329, unsqueeze_330, sub_109, mul_525, unsqueeze_331, unsqueeze_332, unsqueeze_333, mul_526, mul_527, mul_528, unsqueeze_334, unsqueeze_335, unsqueeze_336, mul_529, unsqueeze_337, unsqueeze_338, unsqueeze_339, mul_530, sub_111, sub_112, mul_531, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf189 = torch.ops.aten.convolution_backward.default(buf188, buf186, primals_272, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 1152, [True, True, False])
        del primals_272
        buf190 = buf189[0]
        assert_tensor_metadata(buf190, (1, 1152, 2, 2), (4608, 4, 2, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf190 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf191 = buf189[1]
        assert_tensor_metadata(buf191, (1152, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf191 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf189
        assert_size_stride(convolution_60, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 'input')
        buf192 = reinterpret_tensor(buf183, (1, 1152, 1, 1), (1152, 1, 1152, 1152), 0); del buf183  # reuse
        buf193 = buf167; del buf167  # reuse
        assert_size_stride_grouped((primals_270, primals_271), ((1152, ), (1152, )), ((1, ), (1, )), 'input')
        buf194 = reinterpret_tensor(buf188, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 0); del buf188  # reuse
        buf195 = reinterpret_tensor(buf186, (1, 1152, 2, 2), (4608, 1, 2304, 1152), 0); del buf186  # reuse
        buf196 = reinterpret_tensor(buf166, (1152, ), (1, ), 0); del buf166  # reuse
        buf197 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf198 = empty_strided_cpu((1152, ), (1, ), torch.float32)
        buf199 = buf195; del buf195  # reuse
        assert_size_stride_grouped((add_221, primals_266), ((1, 192, 2, 2), (1152, 192, 1, 1)), ((768, 1, 384, 192), (192, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_5(buf199, convolution_60, primals_270, primals_271, buf190, buf192, buf193, buf194, buf196, buf197, buf198)
        del buf190
        del buf192
        del buf193
        del buf194
        del buf197
        del convolution_60
        del primals_270
        del primals_271
        # Topologically Sorted Source Nodes: [mul_533, sub_113, mul_534, add_321, mul_535, input_110, unsqueeze_340, unsqueeze_341, unsqueeze_342, sub_114, mul_537, unsqueeze_343, unsqueeze_344, unsqueeze_345, mul_538, mul_539, mul_540, unsqueeze_346, unsqueeze_347, unsqueeze_348, mul_541, unsqueeze_349, unsqueeze_350, unsqueeze_351, mul_542, sub_116, sub_117, mul_543, convolution_backward_20], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf200 = torch.ops.aten.convolution_backward.default(buf199, add_221, primals_266, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_221
        del buf199
        del primals_266
        buf201 = buf200[0]
        assert_tensor_metadata(buf201, (1, 192, 2, 2), (768, 1, 384, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf201 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf202 = buf200[1]
        assert_tensor_metadata(buf202, (1152, 192, 1, 1), (192, 1, 192, 192), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf202 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf200
        assert_size_stride(convolution_59, (1, 192, 2, 2), (768, 1, 384, 192), 'input')
        buf203 = buf159; del buf159  # reuse
        buf204 = buf158; del buf158  # reuse
        buf205 = reinterpret_tensor(buf156, (192, ), (1, ), 0); del buf156  # reuse
        buf206 = empty_strided_cpu((1, 192, 1, 1), (192, 1, 192, 192), torch.float32)
        buf207 = empty_strided_cpu((192, ), (1, ), torch.float32)
        assert_size_stride(primals_264, (192, ), (1, ), 'input')
        buf208 = buf60; del buf60  # reuse
        assert_size_stride_grouped((mul_262, primals_260), ((1, 672, 2, 2), (192, 672, 1, 1)), ((2688, 1, 1344, 672), (672, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_native_batch_norm_backward_9(buf208, convolution_59, buf107, buf154, buf201, primals_264, buf203, buf204, buf205, buf206, buf207)
        del buf107
        del buf154
        del buf201
        del buf203
        del buf205
        del buf206
        del convolution_59
        del primals_264
        # Topologically Sorted Source Nodes: [add_312, add_317, add_322, input_108, unsqueeze_352, unsqueeze_353, unsqueeze_354, sub_118, mul_546, unsqueeze_355, unsqueeze_356, unsqueeze_357, mul_547, mul_548, mul_549, unsqueeze_358, unsqueeze_359, unsqueeze_360, mul_550, unsqueeze_361, unsqueeze_362, unsqueeze_363, mul_551, sub_120, sub_121, mul_552, convolution_backward_21], Original ATen: [aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf209 = torch.ops.aten.convolution_backward.default(buf208, mul_262, primals_260, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf208
        del mul_262
        del primals_260
        buf210 = buf209[0]
        assert_tensor_metadata(buf210, (1, 672, 2, 2), (2688, 1, 1344, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf210 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf211 = buf209[1]
        assert_tensor_metadata(buf211, (192, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf211 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf209
        assert_size_stride(convolution_56, (1, 672, 2, 2), (2688, 1, 1344, 672), 'input')
        buf213 = empty_strided_cpu((1, 672, 1, 1), (672, 1, 672, 672), torch.float32)
        buf214 = empty_strided_cpu((1, 672, 1, 1), (672, 1, 672, 672), torch.float32)
        assert_size_stride_grouped((primals_254, primals_255), ((672, ), (672, )), ((1, ), (1, )), 'input')
        buf215 = empty_strided_cpu((1, 672, 2, 2), (2688, 1, 1344, 672), torch.float32)
        assert_size_stride(convolution_58, (1, 672, 1, 1), (672, 1, 672, 672), 'input')
        buf212 = convolution_58; del convolution_58  # reuse
        buf216 = empty_strided_cpu((1, 672, 1, 1), (672, 1, 672, 672), torch.float32)
        assert_size_stride_grouped((div_41, primals_258), ((1, 28, 1, 1), (672, 28, 1, 1)), ((28, 1, 28, 28), (28, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_10(buf212, convolution_56, primals_254, primals_255, buf210, buf213, buf214, buf215, buf216)
        del primals_255
        # Topologically Sorted Source Nodes: [input_105, mul_555, sum_34, sub_122, mul_556, mul_557, convolution_backward_22], Original ATen: [aten.silu, aten.mul, aten.sum, aten.sigmoid_backward, aten.convolution_backward]
        buf217 = torch.ops.aten.convolution_backward.default(buf216, div_41, primals_258, [672], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_41
        del primals_258
        buf218 = buf217[0]
        assert_tensor_metadata(buf218, (1, 28, 1, 1), (28, 1, 28, 28), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf218 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf219 = buf217[1]
        assert_tensor_metadata(buf219, (672, 28, 1, 1), (28, 1, 28, 28), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf219 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf220 = buf217[2]
        assert_tensor_metadata(buf220, (672, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf220 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf217
        assert_size_stride(convolution_57, (1, 28, 1, 1), (28, 1, 28, 28), 'input')
        buf222 = buf218; del buf218  # reuse
        assert_size_stride_grouped((mean_11, primals_256), ((1, 672, 1, 1), (28, 672, 1, 1)), ((672, 1, 672, 672), (672, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_11(buf222, convolution_57)
        del convolution_57
        # Topologically Sorted Source Nodes: [mul_558, sub_123, mul_559, add_323, mul_560, convolution_backward_23], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf223 = torch.ops.aten.convolution_backward.default(buf222, mean_11, primals_256, [28], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf222
        del mean_11
        del primals_256
        buf224 = buf223[0]
        assert_tensor_metadata(buf224, (1, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf224 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf225 = buf223[1]
        assert_tensor_metadata(buf225, (28, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf225 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf226 = buf223[2]
        assert_tensor_metadata(buf226, (28, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf226 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf223
        buf228 = buf210; del buf210  # reuse
        buf229 = reinterpret_tensor(buf216, (672, ), (1, ), 0); del buf216  # reuse
        buf230 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf231 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf232 = buf228; del buf228  # reuse
        buf234 = empty_strided_cpu((1, 672, 2, 2), (2688, 2, 1344, 1), torch.float32)
        buf235 = empty_strided_cpu((1, 672, 2, 2), (2688, 4, 2, 1), torch.float32)
        assert_size_stride(div_39, (1, 672, 4, 4), (10752, 1, 2688, 672), 'input')
        buf233 = empty_strided_cpu((1, 672, 4, 4), (10752, 4, 2688, 1), torch.float32)
        assert_size_stride(primals_250, (672, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_12(buf232, buf215, buf212, buf224, convolution_56, buf213, buf214, primals_254, div_39, buf229, buf230, buf231, buf234, buf235, buf233)
        del buf212
        del buf215
        del buf224
        del buf232
        del buf234
        del convolution_56
        del div_39
        del primals_254
        # Topologically Sorted Source Nodes: [input_104, unsqueeze_364, unsqueeze_365, unsqueeze_366, sub_125, mul_565, unsqueeze_367, unsqueeze_368, unsqueeze_369, mul_566, mul_567, mul_568, unsqueeze_370, unsqueeze_371, unsqueeze_372, mul_569, unsqueeze_373, unsqueeze_374, unsqueeze_375, mul_570, sub_127, sub_128, mul_571, convolution_backward_24], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf236 = torch.ops.aten.convolution_backward.default(buf235, buf233, primals_250, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 672, [True, True, False])
        del buf235
        del primals_250
        buf237 = buf236[0]
        assert_tensor_metadata(buf237, (1, 672, 4, 4), (10752, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf237 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf238 = buf236[1]
        assert_tensor_metadata(buf238, (672, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf238 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf236
        assert_size_stride_grouped((convolution_55, getitem_67, rsqrt_33, primals_248, primals_249), ((1, 672, 4, 4), (1, 672, 1, 1), (1, 672, 1, 1), (672, ), (672, )), ((10752, 1, 2688, 672), (672, 1, 672, 672), (672, 1, 672, 672), (1, ), (1, )), 'input')
        buf239 = reinterpret_tensor(buf233, (1, 672, 4, 4), (10752, 1, 2688, 672), 0); del buf233  # reuse
        buf240 = empty_strided_cpu((1, 672, 4, 4), (10752, 1, 2688, 672), torch.float32)
        buf241 = buf230; del buf230  # reuse
        buf242 = reinterpret_tensor(buf214, (672, ), (1, ), 0); del buf214  # reuse
        buf243 = reinterpret_tensor(buf213, (672, ), (1, ), 0); del buf213  # reuse
        buf244 = buf240; del buf240  # reuse
        assert_size_stride_grouped((add_203, primals_244), ((1, 112, 4, 4), (672, 112, 1, 1)), ((1792, 1, 448, 112), (112, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_13(buf244, convolution_55, getitem_67, rsqrt_33, primals_248, primals_249, buf237, buf239, buf241, buf242, buf243)
        del buf237
        del convolution_55
        del getitem_67
        del primals_248
        del primals_249
        del rsqrt_33
        # Topologically Sorted Source Nodes: [mul_573, sub_129, mul_574, add_326, mul_575, input_101, unsqueeze_376, unsqueeze_377, unsqueeze_378, sub_130, mul_577, unsqueeze_379, unsqueeze_380, unsqueeze_381, mul_578, mul_579, mul_580, unsqueeze_382, unsqueeze_383, unsqueeze_384, mul_581, unsqueeze_385, unsqueeze_386, unsqueeze_387, mul_582, sub_132, sub_133, mul_583, convolution_backward_25], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf245 = torch.ops.aten.convolution_backward.default(buf244, add_203, primals_244, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_203
        del primals_244
        buf246 = buf245[0]
        assert_tensor_metadata(buf246, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf246 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf247 = buf245[1]
        assert_tensor_metadata(buf247, (672, 112, 1, 1), (112, 1, 112, 112), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf247 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf245
        assert_size_stride_grouped((bernoulli_5, convolution_54, unsqueeze_390, squeeze_97), ((1, 1, 1, 1), (1, 112, 4, 4), (1, 112, 1, 1), (112, )), ((1, 1, 1, 1), (1792, 1, 448, 112), (112, 1, 1, 1), (1, )), 'input')
        buf248 = empty_strided_cpu((112, ), (1, ), torch.float32)
        buf249 = empty_strided_cpu((112, ), (1, ), torch.float32)
        buf250 = empty_strided_cpu((112, ), (1, ), torch.float32)
        assert_size_stride(primals_242, (112, ), (1, ), 'input')
        buf251 = convolution_54; del convolution_54  # reuse
        assert_size_stride_grouped((mul_239, primals_238), ((1, 672, 4, 4), (112, 672, 1, 1)), ((10752, 1, 2688, 672), (672, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_div_mul_native_batch_norm_backward_14(buf251, buf246, bernoulli_5, unsqueeze_390, squeeze_97, primals_242, buf248, buf249, buf250)
        del bernoulli_5
        del primals_242
        del squeeze_97
        del unsqueeze_390
        # Topologically Sorted Source Nodes: [div__5, mul_585, sub_134, mul_587, unsqueeze_391, unsqueeze_392, unsqueeze_393, mul_588, mul_589, mul_590, unsqueeze_394, unsqueeze_395, unsqueeze_396, mul_591, unsqueeze_397, unsqueeze_398, unsqueeze_399, mul_592, sub_136, sub_137, mul_593, convolution_backward_26], Original ATen: [aten.div, aten.mul, aten.native_batch_norm_backward, aten.convolution_backward]
        buf252 = torch.ops.aten.convolution_backward.default(buf251, mul_239, primals_238, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf251
        del mul_239
        del primals_238
        buf253 = buf252[0]
        assert_tensor_metadata(buf253, (1, 672, 4, 4), (10752, 1, 2688, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf253 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf254 = buf252[1]
        assert_tensor_metadata(buf254, (112, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf254 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf252
        assert_size_stride_grouped((convolution_51, getitem_63, rsqrt_31, primals_232, primals_233), ((1, 672, 4, 4), (1, 672, 1, 1), (1, 672, 1, 1), (672, ), (672, )), ((10752, 1, 2688, 672), (672, 1, 672, 672), (672, 1, 672, 672), (1, ), (1, )), 'input')
        buf256 = buf244; del buf244  # reuse
        assert_size_stride(convolution_53, (1, 672, 1, 1), (672, 1, 672, 672), 'input')
        buf257 = reinterpret_tensor(buf242, (1, 672, 1, 1), (672, 1, 672, 672), 0); del buf242  # reuse
        buf255 = convolution_53; del convolution_53  # reuse
        buf258 = buf257; del buf257  # reuse
        assert_size_stride_grouped((div_37, primals_236), ((1, 28, 1, 1), (672, 28, 1, 1)), ((28, 1, 28, 28), (28, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_15(buf255, buf258, convolution_51, getitem_63, rsqrt_31, primals_232, primals_233, buf253, buf256)
        del primals_233
        # Topologically Sorted Source Nodes: [sub_138, mul_597, mul_598, convolution_backward_27], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf259 = torch.ops.aten.convolution_backward.default(buf258, div_37, primals_236, [672], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_37
        del primals_236
        buf260 = buf259[0]
        assert_tensor_metadata(buf260, (1, 28, 1, 1), (28, 1, 28, 28), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf260 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf261 = buf259[1]
        assert_tensor_metadata(buf261, (672, 28, 1, 1), (28, 1, 28, 28), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf261 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf262 = buf259[2]
        assert_tensor_metadata(buf262, (672, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf262 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf259
        assert_size_stride(convolution_52, (1, 28, 1, 1), (28, 1, 28, 28), 'input')
        buf264 = buf260; del buf260  # reuse
        assert_size_stride_grouped((mean_10, primals_234), ((1, 672, 1, 1), (28, 672, 1, 1)), ((672, 1, 672, 672), (672, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_11(buf264, convolution_52)
        del convolution_52
        # Topologically Sorted Source Nodes: [mul_599, sub_139, mul_600, add_327, mul_601, convolution_backward_28], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf265 = torch.ops.aten.convolution_backward.default(buf264, mean_10, primals_234, [28], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf264
        del mean_10
        del primals_234
        buf266 = buf265[0]
        assert_tensor_metadata(buf266, (1, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf266 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf267 = buf265[1]
        assert_tensor_metadata(buf267, (28, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf267 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf268 = buf265[2]
        assert_tensor_metadata(buf268, (28, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf268 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf265
        assert_size_stride(div_35, (1, 672, 4, 4), (10752, 1, 2688, 672), 'input')
        buf275 = reinterpret_tensor(buf239, (1, 672, 4, 4), (10752, 4, 2688, 1), 0); del buf239  # reuse
        buf270 = buf253; del buf253  # reuse
        buf271 = reinterpret_tensor(buf258, (672, ), (1, ), 0); del buf258  # reuse
        buf272 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf273 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf274 = buf270; del buf270  # reuse
        buf276 = empty_strided_cpu((1, 672, 4, 4), (10752, 4, 2688, 1), torch.float32)
        buf277 = empty_strided_cpu((1, 672, 4, 4), (10752, 16, 4, 1), torch.float32)
        assert_size_stride(primals_228, (672, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_16(buf274, div_35, buf256, buf255, buf266, convolution_51, getitem_63, rsqrt_31, primals_232, buf275, buf271, buf272, buf273, buf276, buf277)
        del buf255
        del buf266
        del buf274
        del convolution_51
        del div_35
        del getitem_63
        del primals_232
        del rsqrt_31
        # Topologically Sorted Source Nodes: [input_95, unsqueeze_400, unsqueeze_401, unsqueeze_402, sub_141, mul_606, unsqueeze_403, unsqueeze_404, unsqueeze_405, mul_607, mul_608, mul_609, unsqueeze_406, unsqueeze_407, unsqueeze_408, mul_610, unsqueeze_409, unsqueeze_410, unsqueeze_411, mul_611, sub_143, sub_144, mul_612, convolution_backward_29], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf278 = torch.ops.aten.convolution_backward.default(buf277, buf275, primals_228, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 672, [True, True, False])
        del primals_228
        buf279 = buf278[0]
        assert_tensor_metadata(buf279, (1, 672, 4, 4), (10752, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf279 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf280 = buf278[1]
        assert_tensor_metadata(buf280, (672, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf280 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf278
        assert_size_stride_grouped((convolution_50, getitem_61, rsqrt_30, primals_226, primals_227), ((1, 672, 4, 4), (1, 672, 1, 1), (1, 672, 1, 1), (672, ), (672, )), ((10752, 1, 2688, 672), (672, 1, 672, 672), (672, 1, 672, 672), (1, ), (1, )), 'input')
        buf281 = reinterpret_tensor(buf277, (1, 672, 4, 4), (10752, 1, 2688, 672), 0); del buf277  # reuse
        buf282 = reinterpret_tensor(buf275, (1, 672, 4, 4), (10752, 1, 2688, 672), 0); del buf275  # reuse
        buf283 = buf272; del buf272  # reuse
        buf284 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf285 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf286 = buf282; del buf282  # reuse
        assert_size_stride_grouped((add_184, primals_222), ((1, 112, 4, 4), (672, 112, 1, 1)), ((1792, 1, 448, 112), (112, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_13(buf286, convolution_50, getitem_61, rsqrt_30, primals_226, primals_227, buf279, buf281, buf283, buf284, buf285)
        del buf279
        del convolution_50
        del getitem_61
        del primals_226
        del primals_227
        del rsqrt_30
        # Topologically Sorted Source Nodes: [mul_614, sub_145, mul_615, add_330, mul_616, input_92, unsqueeze_412, unsqueeze_413, unsqueeze_414, sub_146, mul_618, unsqueeze_415, unsqueeze_416, unsqueeze_417, mul_619, mul_620, mul_621, unsqueeze_418, unsqueeze_419, unsqueeze_420, mul_622, unsqueeze_421, unsqueeze_422, unsqueeze_423, mul_623, sub_148, sub_149, mul_624, convolution_backward_30], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf287 = torch.ops.aten.convolution_backward.default(buf286, add_184, primals_222, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_184
        del primals_222
        buf288 = buf287[0]
        assert_tensor_metadata(buf288, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf288 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf289 = buf287[1]
        assert_tensor_metadata(buf289, (672, 112, 1, 1), (112, 1, 112, 112), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf289 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf287
        assert_size_stride_grouped((bernoulli_4, convolution_49, unsqueeze_426, squeeze_88), ((1, 1, 1, 1), (1, 112, 4, 4), (1, 112, 1, 1), (112, )), ((1, 1, 1, 1), (1792, 1, 448, 112), (112, 1, 1, 1), (1, )), 'input')
        buf290 = buf249; del buf249  # reuse
        buf291 = empty_strided_cpu((112, ), (1, ), torch.float32)
        buf292 = empty_strided_cpu((112, ), (1, ), torch.float32)
        assert_size_stride(primals_220, (112, ), (1, ), 'input')
        buf293 = convolution_49; del convolution_49  # reuse
        assert_size_stride_grouped((mul_216, primals_216), ((1, 672, 4, 4), (112, 672, 1, 1)), ((10752, 1, 2688, 672), (672, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_div_mul_native_batch_norm_backward_17(buf293, buf246, buf288, bernoulli_4, unsqueeze_426, squeeze_88, primals_220, buf290, buf291, buf292)
        del bernoulli_4
        del primals_220
        del squeeze_88
        del unsqueeze_426
        # Topologically Sorted Source Nodes: [add_331, div__4, mul_626, sub_150, mul_628, unsqueeze_427, unsqueeze_428, unsqueeze_429, mul_629, mul_630, mul_631, unsqueeze_430, unsqueeze_431, unsqueeze_432, mul_632, unsqueeze_433, unsqueeze_434, unsqueeze_435, mul_633, sub_152, sub_153, mul_634, convolution_backward_31], Original ATen: [aten.add, aten.div, aten.mul, aten.native_batch_norm_backward, aten.convolution_backward]
        buf294 = torch.ops.aten.convolution_backward.default(buf293, mul_216, primals_216, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf293
        del mul_216
        del primals_216
        buf295 = buf294[0]
        assert_tensor_metadata(buf295, (1, 672, 4, 4), (10752, 1, 2688, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf295 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf296 = buf294[1]
        assert_tensor_metadata(buf296, (112, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf296 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf294
        assert_size_stride_grouped((convolution_46, getitem_57, rsqrt_28, primals_210, primals_211), ((1, 672, 4, 4), (1, 672, 1, 1), (1, 672, 1, 1), (672, ), (672, )), ((10752, 1, 2688, 672), (672, 1, 672, 672), (672, 1, 672, 672), (1, ), (1, )), 'input')
        buf298 = buf286; del buf286  # reuse
        assert_size_stride(convolution_48, (1, 672, 1, 1), (672, 1, 672, 672), 'input')
        buf299 = reinterpret_tensor(buf284, (1, 672, 1, 1), (672, 1, 672, 672), 0); del buf284  # reuse
        buf297 = convolution_48; del convolution_48  # reuse
        buf300 = buf299; del buf299  # reuse
        assert_size_stride_grouped((div_33, primals_214), ((1, 28, 1, 1), (672, 28, 1, 1)), ((28, 1, 28, 28), (28, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_15(buf297, buf300, convolution_46, getitem_57, rsqrt_28, primals_210, primals_211, buf295, buf298)
        del primals_211
        # Topologically Sorted Source Nodes: [sub_154, mul_638, mul_639, convolution_backward_32], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf301 = torch.ops.aten.convolution_backward.default(buf300, div_33, primals_214, [672], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_33
        del primals_214
        buf302 = buf301[0]
        assert_tensor_metadata(buf302, (1, 28, 1, 1), (28, 1, 28, 28), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf302 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf303 = buf301[1]
        assert_tensor_metadata(buf303, (672, 28, 1, 1), (28, 1, 28, 28), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf303 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf304 = buf301[2]
        assert_tensor_metadata(buf304, (672, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf304 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf301
        assert_size_stride(convolution_47, (1, 28, 1, 1), (28, 1, 28, 28), 'input')
        buf306 = buf302; del buf302  # reuse
        assert_size_stride_grouped((mean_9, primals_212), ((1, 672, 1, 1), (28, 672, 1, 1)), ((672, 1, 672, 672), (672, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_11(buf306, convolution_47)
        del convolution_47
        # Topologically Sorted Source Nodes: [mul_640, sub_155, mul_641, add_332, mul_642, convolution_backward_33], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf307 = torch.ops.aten.convolution_backward.default(buf306, mean_9, primals_212, [28], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf306
        del mean_9
        del primals_212
        buf308 = buf307[0]
        assert_tensor_metadata(buf308, (1, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf308 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf309 = buf307[1]
        assert_tensor_metadata(buf309, (28, 672, 1, 1), (672, 1, 672, 672), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf309 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf310 = buf307[2]
        assert_tensor_metadata(buf310, (28, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf310 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf307
        assert_size_stride(div_31, (1, 672, 4, 4), (10752, 1, 2688, 672), 'input')
        buf317 = reinterpret_tensor(buf281, (1, 672, 4, 4), (10752, 4, 2688, 1), 0); del buf281  # reuse
        buf312 = buf295; del buf295  # reuse
        buf313 = reinterpret_tensor(buf300, (672, ), (1, ), 0); del buf300  # reuse
        buf314 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf315 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf316 = buf312; del buf312  # reuse
        buf318 = buf276; del buf276  # reuse
        buf319 = reinterpret_tensor(buf256, (1, 672, 4, 4), (10752, 16, 4, 1), 0); del buf256  # reuse
        assert_size_stride(primals_206, (672, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_16(buf316, div_31, buf298, buf297, buf308, convolution_46, getitem_57, rsqrt_28, primals_210, buf317, buf313, buf314, buf315, buf318, buf319)
        del buf297
        del buf298
        del buf308
        del buf316
        del buf318
        del convolution_46
        del div_31
        del getitem_57
        del primals_210
        del rsqrt_28
        # Topologically Sorted Source Nodes: [input_86, unsqueeze_436, unsqueeze_437, unsqueeze_438, sub_157, mul_647, unsqueeze_439, unsqueeze_440, unsqueeze_441, mul_648, mul_649, mul_650, unsqueeze_442, unsqueeze_443, unsqueeze_444, mul_651, unsqueeze_445, unsqueeze_446, unsqueeze_447, mul_652, sub_159, sub_160, mul_653, convolution_backward_34], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf320 = torch.ops.aten.convolution_backward.default(buf319, buf317, primals_206, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 672, [True, True, False])
        del primals_206
        buf321 = buf320[0]
        assert_tensor_metadata(buf321, (1, 672, 4, 4), (10752, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf321 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf322 = buf320[1]
        assert_tensor_metadata(buf322, (672, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf322 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf320
        assert_size_stride_grouped((convolution_45, getitem_55, rsqrt_27, primals_204, primals_205), ((1, 672, 4, 4), (1, 672, 1, 1), (1, 672, 1, 1), (672, ), (672, )), ((10752, 1, 2688, 672), (672, 1, 672, 672), (672, 1, 672, 672), (1, ), (1, )), 'input')
        buf323 = reinterpret_tensor(buf319, (1, 672, 4, 4), (10752, 1, 2688, 672), 0); del buf319  # reuse
        buf324 = reinterpret_tensor(buf317, (1, 672, 4, 4), (10752, 1, 2688, 672), 0); del buf317  # reuse
        buf325 = buf314; del buf314  # reuse
        buf326 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf327 = empty_strided_cpu((672, ), (1, ), torch.float32)
        buf328 = buf324; del buf324  # reuse
        assert_size_stride_grouped((add_165, primals_200), ((1, 112, 4, 4), (672, 112, 1, 1)), ((1792, 1, 448, 112), (112, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_13(buf328, convolution_45, getitem_55, rsqrt_27, primals_204, primals_205, buf321, buf323, buf325, buf326, buf327)
        del buf321
        del buf323
        del buf326
        del convolution_45
        del getitem_55
        del primals_204
        del primals_205
        del rsqrt_27
        # Topologically Sorted Source Nodes: [mul_655, sub_161, mul_656, add_335, mul_657, input_83, unsqueeze_448, unsqueeze_449, unsqueeze_450, sub_162, mul_659, unsqueeze_451, unsqueeze_452, unsqueeze_453, mul_660, mul_661, mul_662, unsqueeze_454, unsqueeze_455, unsqueeze_456, mul_663, unsqueeze_457, unsqueeze_458, unsqueeze_459, mul_664, sub_164, sub_165, mul_665, convolution_backward_35], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf329 = torch.ops.aten.convolution_backward.default(buf328, add_165, primals_200, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_165
        del buf328
        del primals_200
        buf330 = buf329[0]
        assert_tensor_metadata(buf330, (1, 112, 4, 4), (1792, 1, 448, 112), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf330 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf331 = buf329[1]
        assert_tensor_metadata(buf331, (672, 112, 1, 1), (112, 1, 112, 112), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf331 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf329
        assert_size_stride_grouped((convolution_44, unsqueeze_462, squeeze_79), ((1, 112, 4, 4), (1, 112, 1, 1), (112, )), ((1792, 1, 448, 112), (112, 1, 1, 1), (1, )), 'input')
        buf332 = buf291; del buf291  # reuse
        buf333 = empty_strided_cpu((112, ), (1, ), torch.float32)
        buf334 = empty_strided_cpu((112, ), (1, ), torch.float32)
        assert_size_stride(primals_198, (112, ), (1, ), 'input')
        buf335 = buf246; del buf246  # reuse
        assert_size_stride_grouped((mul_194, primals_194), ((1, 480, 4, 4), (112, 480, 1, 1)), ((7680, 1, 1920, 480), (480, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_18(buf335, buf288, buf330, convolution_44, unsqueeze_462, squeeze_79, primals_198, buf332, buf333, buf334)
        del buf288
        del buf330
        del buf333
        del convolution_44
        del primals_198
        del squeeze_79
        del unsqueeze_462
        # Topologically Sorted Source Nodes: [add_331, add_336, sub_166, mul_668, unsqueeze_463, unsqueeze_464, unsqueeze_465, mul_669, mul_670, mul_671, unsqueeze_466, unsqueeze_467, unsqueeze_468, mul_672, unsqueeze_469, unsqueeze_470, unsqueeze_471, mul_673, sub_168, sub_169, mul_674, convolution_backward_36], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf336 = torch.ops.aten.convolution_backward.default(buf335, mul_194, primals_194, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf335
        del mul_194
        del primals_194
        buf337 = buf336[0]
        assert_tensor_metadata(buf337, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf337 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf338 = buf336[1]
        assert_tensor_metadata(buf338, (112, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf338 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf336
        assert_size_stride_grouped((convolution_41, getitem_51, rsqrt_25, primals_188, primals_189), ((1, 480, 4, 4), (1, 480, 1, 1), (1, 480, 1, 1), (480, ), (480, )), ((7680, 1, 1920, 480), (480, 1, 480, 480), (480, 1, 480, 480), (1, ), (1, )), 'input')
        buf340 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32)
        assert_size_stride(convolution_43, (1, 480, 1, 1), (480, 1, 480, 480), 'input')
        buf341 = empty_strided_cpu((1, 480, 1, 1), (480, 1, 480, 480), torch.float32)
        buf339 = convolution_43; del convolution_43  # reuse
        buf342 = buf341; del buf341  # reuse
        assert_size_stride_grouped((div_30, primals_192), ((1, 20, 1, 1), (480, 20, 1, 1)), ((20, 1, 20, 20), (20, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_19(buf339, buf342, convolution_41, getitem_51, rsqrt_25, primals_188, primals_189, buf337, buf340)
        del primals_189
        # Topologically Sorted Source Nodes: [sub_170, mul_678, mul_679, convolution_backward_37], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf343 = torch.ops.aten.convolution_backward.default(buf342, div_30, primals_192, [480], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_30
        del primals_192
        buf344 = buf343[0]
        assert_tensor_metadata(buf344, (1, 20, 1, 1), (20, 1, 20, 20), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf344 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf345 = buf343[1]
        assert_tensor_metadata(buf345, (480, 20, 1, 1), (20, 1, 20, 20), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf345 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf346 = buf343[2]
        assert_tensor_metadata(buf346, (480, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf346 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf343
        assert_size_stride(convolution_42, (1, 20, 1, 1), (20, 1, 20, 20), 'input')
        buf348 = buf344; del buf344  # reuse
        assert_size_stride_grouped((mean_8, primals_190), ((1, 480, 1, 1), (20, 480, 1, 1)), ((480, 1, 480, 480), (480, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_20(buf348, convolution_42)
        del convolution_42
        # Topologically Sorted Source Nodes: [mul_680, sub_171, mul_681, add_337, mul_682, convolution_backward_38], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf349 = torch.ops.aten.convolution_backward.default(buf348, mean_8, primals_190, [20], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf348
        del mean_8
        del primals_190
        buf350 = buf349[0]
        assert_tensor_metadata(buf350, (1, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf350 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf351 = buf349[1]
        assert_tensor_metadata(buf351, (20, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf351 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf352 = buf349[2]
        assert_tensor_metadata(buf352, (20, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf352 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf349
        assert_size_stride(div_28, (1, 480, 4, 4), (7680, 1, 1920, 480), 'input')
        buf359 = empty_strided_cpu((1, 480, 4, 4), (7680, 4, 1920, 1), torch.float32)
        buf354 = buf337; del buf337  # reuse
        buf355 = reinterpret_tensor(buf342, (480, ), (1, ), 0); del buf342  # reuse
        buf356 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf357 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf358 = buf354; del buf354  # reuse
        buf360 = empty_strided_cpu((1, 480, 4, 4), (7680, 4, 1920, 1), torch.float32)
        buf361 = empty_strided_cpu((1, 480, 4, 4), (7680, 16, 4, 1), torch.float32)
        assert_size_stride(primals_184, (480, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_21(buf358, div_28, buf340, buf339, buf350, convolution_41, getitem_51, rsqrt_25, primals_188, buf359, buf355, buf356, buf357, buf360, buf361)
        del buf339
        del buf350
        del buf358
        del convolution_41
        del div_28
        del getitem_51
        del primals_188
        del rsqrt_25
        # Topologically Sorted Source Nodes: [input_77, unsqueeze_472, unsqueeze_473, unsqueeze_474, sub_173, mul_687, unsqueeze_475, unsqueeze_476, unsqueeze_477, mul_688, mul_689, mul_690, unsqueeze_478, unsqueeze_479, unsqueeze_480, mul_691, unsqueeze_481, unsqueeze_482, unsqueeze_483, mul_692, sub_175, sub_176, mul_693, convolution_backward_39], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf362 = torch.ops.aten.convolution_backward.default(buf361, buf359, primals_184, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 480, [True, True, False])
        del primals_184
        buf363 = buf362[0]
        assert_tensor_metadata(buf363, (1, 480, 4, 4), (7680, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf363 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf364 = buf362[1]
        assert_tensor_metadata(buf364, (480, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf364 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf362
        assert_size_stride_grouped((convolution_40, getitem_49, rsqrt_24, primals_182, primals_183), ((1, 480, 4, 4), (1, 480, 1, 1), (1, 480, 1, 1), (480, ), (480, )), ((7680, 1, 1920, 480), (480, 1, 480, 480), (480, 1, 480, 480), (1, ), (1, )), 'input')
        buf365 = reinterpret_tensor(buf361, (1, 480, 4, 4), (7680, 1, 1920, 480), 0); del buf361  # reuse
        buf366 = reinterpret_tensor(buf359, (1, 480, 4, 4), (7680, 1, 1920, 480), 0); del buf359  # reuse
        buf367 = buf356; del buf356  # reuse
        buf368 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf369 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf370 = buf366; del buf366  # reuse
        assert_size_stride_grouped((add_147, primals_178), ((1, 80, 4, 4), (480, 80, 1, 1)), ((1280, 1, 320, 80), (80, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_22(buf370, convolution_40, getitem_49, rsqrt_24, primals_182, primals_183, buf363, buf365, buf367, buf368, buf369)
        del buf363
        del convolution_40
        del getitem_49
        del primals_182
        del primals_183
        del rsqrt_24
        # Topologically Sorted Source Nodes: [mul_695, sub_177, mul_696, add_340, mul_697, input_74, unsqueeze_484, unsqueeze_485, unsqueeze_486, sub_178, mul_699, unsqueeze_487, unsqueeze_488, unsqueeze_489, mul_700, mul_701, mul_702, unsqueeze_490, unsqueeze_491, unsqueeze_492, mul_703, unsqueeze_493, unsqueeze_494, unsqueeze_495, mul_704, sub_180, sub_181, mul_705, convolution_backward_40], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf371 = torch.ops.aten.convolution_backward.default(buf370, add_147, primals_178, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_147
        del primals_178
        buf372 = buf371[0]
        assert_tensor_metadata(buf372, (1, 80, 4, 4), (1280, 1, 320, 80), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf372 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf373 = buf371[1]
        assert_tensor_metadata(buf373, (480, 80, 1, 1), (80, 1, 80, 80), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf373 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf371
        assert_size_stride_grouped((bernoulli_3, convolution_39, unsqueeze_498, squeeze_70), ((1, 1, 1, 1), (1, 80, 4, 4), (1, 80, 1, 1), (80, )), ((1, 1, 1, 1), (1280, 1, 320, 80), (80, 1, 1, 1), (1, )), 'input')
        buf374 = empty_strided_cpu((80, ), (1, ), torch.float32)
        buf375 = empty_strided_cpu((80, ), (1, ), torch.float32)
        buf376 = empty_strided_cpu((80, ), (1, ), torch.float32)
        assert_size_stride(primals_176, (80, ), (1, ), 'input')
        buf377 = convolution_39; del convolution_39  # reuse
        assert_size_stride_grouped((mul_171, primals_172), ((1, 480, 4, 4), (80, 480, 1, 1)), ((7680, 1, 1920, 480), (480, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_div_mul_native_batch_norm_backward_23(buf377, buf372, bernoulli_3, unsqueeze_498, squeeze_70, primals_176, buf374, buf375, buf376)
        del bernoulli_3
        del primals_176
        del squeeze_70
        del unsqueeze_498
        # Topologically Sorted Source Nodes: [div__3, mul_707, sub_182, mul_709, unsqueeze_499, unsqueeze_500, unsqueeze_501, mul_710, mul_711, mul_712, unsqueeze_502, unsqueeze_503, unsqueeze_504, mul_713, unsqueeze_505, unsqueeze_506, unsqueeze_507, mul_714, sub_184, sub_185, mul_715, convolution_backward_41], Original ATen: [aten.div, aten.mul, aten.native_batch_norm_backward, aten.convolution_backward]
        buf378 = torch.ops.aten.convolution_backward.default(buf377, mul_171, primals_172, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf377
        del mul_171
        del primals_172
        buf379 = buf378[0]
        assert_tensor_metadata(buf379, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf379 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf380 = buf378[1]
        assert_tensor_metadata(buf380, (80, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf380 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf378
        assert_size_stride_grouped((convolution_36, getitem_45, rsqrt_22, primals_166, primals_167), ((1, 480, 4, 4), (1, 480, 1, 1), (1, 480, 1, 1), (480, ), (480, )), ((7680, 1, 1920, 480), (480, 1, 480, 480), (480, 1, 480, 480), (1, ), (1, )), 'input')
        buf382 = buf370; del buf370  # reuse
        assert_size_stride(convolution_38, (1, 480, 1, 1), (480, 1, 480, 480), 'input')
        buf383 = reinterpret_tensor(buf368, (1, 480, 1, 1), (480, 1, 480, 480), 0); del buf368  # reuse
        buf381 = convolution_38; del convolution_38  # reuse
        buf384 = buf383; del buf383  # reuse
        assert_size_stride_grouped((div_26, primals_170), ((1, 20, 1, 1), (480, 20, 1, 1)), ((20, 1, 20, 20), (20, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_19(buf381, buf384, convolution_36, getitem_45, rsqrt_22, primals_166, primals_167, buf379, buf382)
        del primals_167
        # Topologically Sorted Source Nodes: [sub_186, mul_719, mul_720, convolution_backward_42], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf385 = torch.ops.aten.convolution_backward.default(buf384, div_26, primals_170, [480], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_26
        del primals_170
        buf386 = buf385[0]
        assert_tensor_metadata(buf386, (1, 20, 1, 1), (20, 1, 20, 20), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf386 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf387 = buf385[1]
        assert_tensor_metadata(buf387, (480, 20, 1, 1), (20, 1, 20, 20), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf387 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf388 = buf385[2]
        assert_tensor_metadata(buf388, (480, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf388 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf385
        assert_size_stride(convolution_37, (1, 20, 1, 1), (20, 1, 20, 20), 'input')
        buf390 = buf386; del buf386  # reuse
        assert_size_stride_grouped((mean_7, primals_168), ((1, 480, 1, 1), (20, 480, 1, 1)), ((480, 1, 480, 480), (480, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_20(buf390, convolution_37)
        del convolution_37
        # Topologically Sorted Source Nodes: [mul_721, sub_187, mul_722, add_341, mul_723, convolution_backward_43], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf391 = torch.ops.aten.convolution_backward.default(buf390, mean_7, primals_168, [20], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf390
        del mean_7
        del primals_168
        buf392 = buf391[0]
        assert_tensor_metadata(buf392, (1, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf392 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf393 = buf391[1]
        assert_tensor_metadata(buf393, (20, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf393 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf394 = buf391[2]
        assert_tensor_metadata(buf394, (20, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf394 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf391
        assert_size_stride(div_24, (1, 480, 4, 4), (7680, 1, 1920, 480), 'input')
        buf401 = reinterpret_tensor(buf365, (1, 480, 4, 4), (7680, 4, 1920, 1), 0); del buf365  # reuse
        buf396 = buf379; del buf379  # reuse
        buf397 = reinterpret_tensor(buf384, (480, ), (1, ), 0); del buf384  # reuse
        buf398 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf399 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf400 = buf396; del buf396  # reuse
        buf402 = buf360; del buf360  # reuse
        buf403 = reinterpret_tensor(buf340, (1, 480, 4, 4), (7680, 16, 4, 1), 0); del buf340  # reuse
        assert_size_stride(primals_162, (480, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_21(buf400, div_24, buf382, buf381, buf392, convolution_36, getitem_45, rsqrt_22, primals_166, buf401, buf397, buf398, buf399, buf402, buf403)
        del buf381
        del buf392
        del buf400
        del convolution_36
        del div_24
        del getitem_45
        del primals_166
        del rsqrt_22
        # Topologically Sorted Source Nodes: [input_68, unsqueeze_508, unsqueeze_509, unsqueeze_510, sub_189, mul_728, unsqueeze_511, unsqueeze_512, unsqueeze_513, mul_729, mul_730, mul_731, unsqueeze_514, unsqueeze_515, unsqueeze_516, mul_732, unsqueeze_517, unsqueeze_518, unsqueeze_519, mul_733, sub_191, sub_192, mul_734, convolution_backward_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf404 = torch.ops.aten.convolution_backward.default(buf403, buf401, primals_162, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 480, [True, True, False])
        del primals_162
        buf405 = buf404[0]
        assert_tensor_metadata(buf405, (1, 480, 4, 4), (7680, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf405 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf406 = buf404[1]
        assert_tensor_metadata(buf406, (480, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf406 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf404
        assert_size_stride_grouped((convolution_35, getitem_43, rsqrt_21, primals_160, primals_161), ((1, 480, 4, 4), (1, 480, 1, 1), (1, 480, 1, 1), (480, ), (480, )), ((7680, 1, 1920, 480), (480, 1, 480, 480), (480, 1, 480, 480), (1, ), (1, )), 'input')
        buf407 = reinterpret_tensor(buf403, (1, 480, 4, 4), (7680, 1, 1920, 480), 0); del buf403  # reuse
        buf408 = reinterpret_tensor(buf401, (1, 480, 4, 4), (7680, 1, 1920, 480), 0); del buf401  # reuse
        buf409 = buf398; del buf398  # reuse
        buf410 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf411 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf412 = buf408; del buf408  # reuse
        assert_size_stride_grouped((add_128, primals_156), ((1, 80, 4, 4), (480, 80, 1, 1)), ((1280, 1, 320, 80), (80, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_22(buf412, convolution_35, getitem_43, rsqrt_21, primals_160, primals_161, buf405, buf407, buf409, buf410, buf411)
        del buf405
        del convolution_35
        del getitem_43
        del primals_160
        del primals_161
        del rsqrt_21
        # Topologically Sorted Source Nodes: [mul_736, sub_193, mul_737, add_344, mul_738, input_65, unsqueeze_520, unsqueeze_521, unsqueeze_522, sub_194, mul_740, unsqueeze_523, unsqueeze_524, unsqueeze_525, mul_741, mul_742, mul_743, unsqueeze_526, unsqueeze_527, unsqueeze_528, mul_744, unsqueeze_529, unsqueeze_530, unsqueeze_531, mul_745, sub_196, sub_197, mul_746, convolution_backward_45], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf413 = torch.ops.aten.convolution_backward.default(buf412, add_128, primals_156, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_128
        del primals_156
        buf414 = buf413[0]
        assert_tensor_metadata(buf414, (1, 80, 4, 4), (1280, 1, 320, 80), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf414 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf415 = buf413[1]
        assert_tensor_metadata(buf415, (480, 80, 1, 1), (80, 1, 80, 80), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf415 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf413
        assert_size_stride_grouped((bernoulli_2, convolution_34, unsqueeze_534, squeeze_61), ((1, 1, 1, 1), (1, 80, 4, 4), (1, 80, 1, 1), (80, )), ((1, 1, 1, 1), (1280, 1, 320, 80), (80, 1, 1, 1), (1, )), 'input')
        buf416 = buf375; del buf375  # reuse
        buf417 = empty_strided_cpu((80, ), (1, ), torch.float32)
        buf418 = empty_strided_cpu((80, ), (1, ), torch.float32)
        assert_size_stride(primals_154, (80, ), (1, ), 'input')
        buf419 = convolution_34; del convolution_34  # reuse
        assert_size_stride_grouped((mul_148, primals_150), ((1, 480, 4, 4), (80, 480, 1, 1)), ((7680, 1, 1920, 480), (480, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_div_mul_native_batch_norm_backward_24(buf419, buf372, buf414, bernoulli_2, unsqueeze_534, squeeze_61, primals_154, buf416, buf417, buf418)
        del bernoulli_2
        del primals_154
        del squeeze_61
        del unsqueeze_534
        # Topologically Sorted Source Nodes: [add_345, div__2, mul_748, sub_198, mul_750, unsqueeze_535, unsqueeze_536, unsqueeze_537, mul_751, mul_752, mul_753, unsqueeze_538, unsqueeze_539, unsqueeze_540, mul_754, unsqueeze_541, unsqueeze_542, unsqueeze_543, mul_755, sub_200, sub_201, mul_756, convolution_backward_46], Original ATen: [aten.add, aten.div, aten.mul, aten.native_batch_norm_backward, aten.convolution_backward]
        buf420 = torch.ops.aten.convolution_backward.default(buf419, mul_148, primals_150, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf419
        del mul_148
        del primals_150
        buf421 = buf420[0]
        assert_tensor_metadata(buf421, (1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf421 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf422 = buf420[1]
        assert_tensor_metadata(buf422, (80, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf422 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf420
        assert_size_stride_grouped((convolution_31, getitem_39, rsqrt_19, primals_144, primals_145), ((1, 480, 4, 4), (1, 480, 1, 1), (1, 480, 1, 1), (480, ), (480, )), ((7680, 1, 1920, 480), (480, 1, 480, 480), (480, 1, 480, 480), (1, ), (1, )), 'input')
        buf424 = buf412; del buf412  # reuse
        assert_size_stride(convolution_33, (1, 480, 1, 1), (480, 1, 480, 480), 'input')
        buf425 = reinterpret_tensor(buf410, (1, 480, 1, 1), (480, 1, 480, 480), 0); del buf410  # reuse
        buf423 = convolution_33; del convolution_33  # reuse
        buf426 = buf425; del buf425  # reuse
        assert_size_stride_grouped((div_22, primals_148), ((1, 20, 1, 1), (480, 20, 1, 1)), ((20, 1, 20, 20), (20, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_19(buf423, buf426, convolution_31, getitem_39, rsqrt_19, primals_144, primals_145, buf421, buf424)
        del primals_145
        # Topologically Sorted Source Nodes: [sub_202, mul_760, mul_761, convolution_backward_47], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf427 = torch.ops.aten.convolution_backward.default(buf426, div_22, primals_148, [480], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_22
        del primals_148
        buf428 = buf427[0]
        assert_tensor_metadata(buf428, (1, 20, 1, 1), (20, 1, 20, 20), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf428 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf429 = buf427[1]
        assert_tensor_metadata(buf429, (480, 20, 1, 1), (20, 1, 20, 20), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf429 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf430 = buf427[2]
        assert_tensor_metadata(buf430, (480, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf430 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf427
        assert_size_stride(convolution_32, (1, 20, 1, 1), (20, 1, 20, 20), 'input')
        buf432 = buf428; del buf428  # reuse
        assert_size_stride_grouped((mean_6, primals_146), ((1, 480, 1, 1), (20, 480, 1, 1)), ((480, 1, 480, 480), (480, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_20(buf432, convolution_32)
        del convolution_32
        # Topologically Sorted Source Nodes: [mul_762, sub_203, mul_763, add_346, mul_764, convolution_backward_48], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf433 = torch.ops.aten.convolution_backward.default(buf432, mean_6, primals_146, [20], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf432
        del mean_6
        del primals_146
        buf434 = buf433[0]
        assert_tensor_metadata(buf434, (1, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf434 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf435 = buf433[1]
        assert_tensor_metadata(buf435, (20, 480, 1, 1), (480, 1, 480, 480), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf435 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf436 = buf433[2]
        assert_tensor_metadata(buf436, (20, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf436 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf433
        assert_size_stride(div_20, (1, 480, 4, 4), (7680, 1, 1920, 480), 'input')
        buf443 = reinterpret_tensor(buf407, (1, 480, 4, 4), (7680, 4, 1920, 1), 0); del buf407  # reuse
        buf438 = buf421; del buf421  # reuse
        buf439 = reinterpret_tensor(buf426, (480, ), (1, ), 0); del buf426  # reuse
        buf440 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf441 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf442 = buf438; del buf438  # reuse
        buf444 = buf402; del buf402  # reuse
        buf445 = reinterpret_tensor(buf382, (1, 480, 4, 4), (7680, 16, 4, 1), 0); del buf382  # reuse
        assert_size_stride(primals_140, (480, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_21(buf442, div_20, buf424, buf423, buf434, convolution_31, getitem_39, rsqrt_19, primals_144, buf443, buf439, buf440, buf441, buf444, buf445)
        del buf423
        del buf424
        del buf434
        del buf442
        del buf444
        del convolution_31
        del div_20
        del getitem_39
        del primals_144
        del rsqrt_19
        # Topologically Sorted Source Nodes: [input_59, unsqueeze_544, unsqueeze_545, unsqueeze_546, sub_205, mul_769, unsqueeze_547, unsqueeze_548, unsqueeze_549, mul_770, mul_771, mul_772, unsqueeze_550, unsqueeze_551, unsqueeze_552, mul_773, unsqueeze_553, unsqueeze_554, unsqueeze_555, mul_774, sub_207, sub_208, mul_775, convolution_backward_49], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf446 = torch.ops.aten.convolution_backward.default(buf445, buf443, primals_140, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 480, [True, True, False])
        del primals_140
        buf447 = buf446[0]
        assert_tensor_metadata(buf447, (1, 480, 4, 4), (7680, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf447 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf448 = buf446[1]
        assert_tensor_metadata(buf448, (480, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf448 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf446
        assert_size_stride_grouped((convolution_30, getitem_37, rsqrt_18, primals_138, primals_139), ((1, 480, 4, 4), (1, 480, 1, 1), (1, 480, 1, 1), (480, ), (480, )), ((7680, 1, 1920, 480), (480, 1, 480, 480), (480, 1, 480, 480), (1, ), (1, )), 'input')
        buf449 = reinterpret_tensor(buf445, (1, 480, 4, 4), (7680, 1, 1920, 480), 0); del buf445  # reuse
        buf450 = reinterpret_tensor(buf443, (1, 480, 4, 4), (7680, 1, 1920, 480), 0); del buf443  # reuse
        buf451 = buf440; del buf440  # reuse
        buf452 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf453 = empty_strided_cpu((480, ), (1, ), torch.float32)
        buf454 = buf450; del buf450  # reuse
        assert_size_stride_grouped((add_109, primals_134), ((1, 80, 4, 4), (480, 80, 1, 1)), ((1280, 1, 320, 80), (80, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_22(buf454, convolution_30, getitem_37, rsqrt_18, primals_138, primals_139, buf447, buf449, buf451, buf452, buf453)
        del buf447
        del buf449
        del buf452
        del convolution_30
        del getitem_37
        del primals_138
        del primals_139
        del rsqrt_18
        # Topologically Sorted Source Nodes: [mul_777, sub_209, mul_778, add_349, mul_779, input_56, unsqueeze_556, unsqueeze_557, unsqueeze_558, sub_210, mul_781, unsqueeze_559, unsqueeze_560, unsqueeze_561, mul_782, mul_783, mul_784, unsqueeze_562, unsqueeze_563, unsqueeze_564, mul_785, unsqueeze_565, unsqueeze_566, unsqueeze_567, mul_786, sub_212, sub_213, mul_787, convolution_backward_50], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf455 = torch.ops.aten.convolution_backward.default(buf454, add_109, primals_134, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_109
        del buf454
        del primals_134
        buf456 = buf455[0]
        assert_tensor_metadata(buf456, (1, 80, 4, 4), (1280, 1, 320, 80), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf456 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf457 = buf455[1]
        assert_tensor_metadata(buf457, (480, 80, 1, 1), (80, 1, 80, 80), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf457 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf455
        assert_size_stride_grouped((convolution_29, unsqueeze_570, squeeze_52), ((1, 80, 4, 4), (1, 80, 1, 1), (80, )), ((1280, 1, 320, 80), (80, 1, 1, 1), (1, )), 'input')
        buf458 = buf417; del buf417  # reuse
        buf459 = empty_strided_cpu((80, ), (1, ), torch.float32)
        buf460 = empty_strided_cpu((80, ), (1, ), torch.float32)
        assert_size_stride(primals_132, (80, ), (1, ), 'input')
        buf461 = buf372; del buf372  # reuse
        assert_size_stride_grouped((mul_126, primals_128), ((1, 240, 4, 4), (80, 240, 1, 1)), ((3840, 1, 960, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_25(buf461, buf414, buf456, convolution_29, unsqueeze_570, squeeze_52, primals_132, buf458, buf459, buf460)
        del buf414
        del buf456
        del buf459
        del convolution_29
        del primals_132
        del squeeze_52
        del unsqueeze_570
        # Topologically Sorted Source Nodes: [add_345, add_350, sub_214, mul_790, unsqueeze_571, unsqueeze_572, unsqueeze_573, mul_791, mul_792, mul_793, unsqueeze_574, unsqueeze_575, unsqueeze_576, mul_794, unsqueeze_577, unsqueeze_578, unsqueeze_579, mul_795, sub_216, sub_217, mul_796, convolution_backward_51], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf462 = torch.ops.aten.convolution_backward.default(buf461, mul_126, primals_128, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf461
        del mul_126
        del primals_128
        buf463 = buf462[0]
        assert_tensor_metadata(buf463, (1, 240, 4, 4), (3840, 1, 960, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf463 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf464 = buf462[1]
        assert_tensor_metadata(buf464, (80, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf464 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf462
        assert_size_stride_grouped((convolution_26, getitem_33, rsqrt_16, primals_122, primals_123), ((1, 240, 4, 4), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((3840, 1, 960, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf466 = empty_strided_cpu((1, 240, 4, 4), (3840, 1, 960, 240), torch.float32)
        assert_size_stride(convolution_28, (1, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf467 = empty_strided_cpu((1, 240, 1, 1), (240, 1, 240, 240), torch.float32)
        buf465 = convolution_28; del convolution_28  # reuse
        buf468 = buf467; del buf467  # reuse
        assert_size_stride_grouped((div_19, primals_126), ((1, 10, 1, 1), (240, 10, 1, 1)), ((10, 1, 10, 10), (10, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_26(buf465, buf468, convolution_26, getitem_33, rsqrt_16, primals_122, primals_123, buf463, buf466)
        del primals_123
        # Topologically Sorted Source Nodes: [sub_218, mul_800, mul_801, convolution_backward_52], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf469 = torch.ops.aten.convolution_backward.default(buf468, div_19, primals_126, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_19
        del primals_126
        buf470 = buf469[0]
        assert_tensor_metadata(buf470, (1, 10, 1, 1), (10, 1, 10, 10), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf470 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf471 = buf469[1]
        assert_tensor_metadata(buf471, (240, 10, 1, 1), (10, 1, 10, 10), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf471 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf472 = buf469[2]
        assert_tensor_metadata(buf472, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf472 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf469
        assert_size_stride(convolution_27, (1, 10, 1, 1), (10, 1, 10, 10), 'input')
        buf474 = buf470; del buf470  # reuse
        assert_size_stride_grouped((mean_5, primals_124), ((1, 240, 1, 1), (10, 240, 1, 1)), ((240, 1, 240, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_27(buf474, convolution_27)
        del convolution_27
        # Topologically Sorted Source Nodes: [mul_802, sub_219, mul_803, add_351, mul_804, convolution_backward_53], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf475 = torch.ops.aten.convolution_backward.default(buf474, mean_5, primals_124, [10], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf474
        del mean_5
        del primals_124
        buf476 = buf475[0]
        assert_tensor_metadata(buf476, (1, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf476 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf477 = buf475[1]
        assert_tensor_metadata(buf477, (10, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf477 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf478 = buf475[2]
        assert_tensor_metadata(buf478, (10, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf478 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf475
        buf480 = buf463; del buf463  # reuse
        buf481 = reinterpret_tensor(buf468, (240, ), (1, ), 0); del buf468  # reuse
        buf482 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf483 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf484 = buf480; del buf480  # reuse
        buf486 = empty_strided_cpu((1, 240, 4, 4), (3840, 4, 960, 1), torch.float32)
        buf487 = empty_strided_cpu((1, 240, 4, 4), (3840, 16, 4, 1), torch.float32)
        assert_size_stride(div_17, (1, 240, 8, 8), (15360, 1, 1920, 240), 'input')
        buf485 = empty_strided_cpu((1, 240, 8, 8), (15360, 8, 1920, 1), torch.float32)
        assert_size_stride(primals_118, (240, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_28(buf484, buf466, buf465, buf476, convolution_26, getitem_33, rsqrt_16, primals_122, div_17, buf481, buf482, buf483, buf486, buf487, buf485)
        del buf465
        del buf466
        del buf476
        del buf484
        del buf486
        del convolution_26
        del div_17
        del getitem_33
        del primals_122
        del rsqrt_16
        # Topologically Sorted Source Nodes: [input_50, unsqueeze_580, unsqueeze_581, unsqueeze_582, sub_221, mul_809, unsqueeze_583, unsqueeze_584, unsqueeze_585, mul_810, mul_811, mul_812, unsqueeze_586, unsqueeze_587, unsqueeze_588, mul_813, unsqueeze_589, unsqueeze_590, unsqueeze_591, mul_814, sub_223, sub_224, mul_815, convolution_backward_54], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf488 = torch.ops.aten.convolution_backward.default(buf487, buf485, primals_118, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 240, [True, True, False])
        del buf487
        del primals_118
        buf489 = buf488[0]
        assert_tensor_metadata(buf489, (1, 240, 8, 8), (15360, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf489 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf490 = buf488[1]
        assert_tensor_metadata(buf490, (240, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf490 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf488
        assert_size_stride_grouped((convolution_25, getitem_31, rsqrt_15, primals_116, primals_117), ((1, 240, 8, 8), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((15360, 1, 1920, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf491 = reinterpret_tensor(buf485, (1, 240, 8, 8), (15360, 1, 1920, 240), 0); del buf485  # reuse
        buf492 = empty_strided_cpu((1, 240, 8, 8), (15360, 1, 1920, 240), torch.float32)
        buf493 = buf482; del buf482  # reuse
        buf494 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf495 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf496 = buf492; del buf492  # reuse
        assert_size_stride_grouped((add_91, primals_112), ((1, 40, 8, 8), (240, 40, 1, 1)), ((2560, 1, 320, 40), (40, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_29(buf496, convolution_25, getitem_31, rsqrt_15, primals_116, primals_117, buf489, buf491, buf493, buf494, buf495)
        del buf489
        del convolution_25
        del getitem_31
        del primals_116
        del primals_117
        del rsqrt_15
        # Topologically Sorted Source Nodes: [mul_817, sub_225, mul_818, add_354, mul_819, input_47, unsqueeze_592, unsqueeze_593, unsqueeze_594, sub_226, mul_821, unsqueeze_595, unsqueeze_596, unsqueeze_597, mul_822, mul_823, mul_824, unsqueeze_598, unsqueeze_599, unsqueeze_600, mul_825, unsqueeze_601, unsqueeze_602, unsqueeze_603, mul_826, sub_228, sub_229, mul_827, convolution_backward_55], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf497 = torch.ops.aten.convolution_backward.default(buf496, add_91, primals_112, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_91
        del primals_112
        buf498 = buf497[0]
        assert_tensor_metadata(buf498, (1, 40, 8, 8), (2560, 1, 320, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf498 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf499 = buf497[1]
        assert_tensor_metadata(buf499, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf499 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf497
        assert_size_stride_grouped((bernoulli_1, convolution_24, unsqueeze_606, squeeze_43), ((1, 1, 1, 1), (1, 40, 8, 8), (1, 40, 1, 1), (40, )), ((1, 1, 1, 1), (2560, 1, 320, 40), (40, 1, 1, 1), (1, )), 'input')
        buf500 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf501 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf502 = empty_strided_cpu((40, ), (1, ), torch.float32)
        assert_size_stride(primals_110, (40, ), (1, ), 'input')
        buf503 = convolution_24; del convolution_24  # reuse
        assert_size_stride_grouped((mul_103, primals_106), ((1, 240, 8, 8), (40, 240, 1, 1)), ((15360, 1, 1920, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_div_mul_native_batch_norm_backward_30(buf503, buf498, bernoulli_1, unsqueeze_606, squeeze_43, primals_110, buf500, buf501, buf502)
        del bernoulli_1
        del primals_110
        del squeeze_43
        del unsqueeze_606
        # Topologically Sorted Source Nodes: [div__1, mul_829, sub_230, mul_831, unsqueeze_607, unsqueeze_608, unsqueeze_609, mul_832, mul_833, mul_834, unsqueeze_610, unsqueeze_611, unsqueeze_612, mul_835, unsqueeze_613, unsqueeze_614, unsqueeze_615, mul_836, sub_232, sub_233, mul_837, convolution_backward_56], Original ATen: [aten.div, aten.mul, aten.native_batch_norm_backward, aten.convolution_backward]
        buf504 = torch.ops.aten.convolution_backward.default(buf503, mul_103, primals_106, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf503
        del mul_103
        del primals_106
        buf505 = buf504[0]
        assert_tensor_metadata(buf505, (1, 240, 8, 8), (15360, 1, 1920, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf505 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf506 = buf504[1]
        assert_tensor_metadata(buf506, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf506 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf504
        assert_size_stride_grouped((convolution_21, getitem_27, rsqrt_13, primals_100, primals_101), ((1, 240, 8, 8), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((15360, 1, 1920, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf508 = buf496; del buf496  # reuse
        assert_size_stride(convolution_23, (1, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf509 = reinterpret_tensor(buf494, (1, 240, 1, 1), (240, 1, 240, 240), 0); del buf494  # reuse
        buf507 = convolution_23; del convolution_23  # reuse
        buf510 = buf509; del buf509  # reuse
        assert_size_stride_grouped((div_15, primals_104), ((1, 10, 1, 1), (240, 10, 1, 1)), ((10, 1, 10, 10), (10, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_31(buf507, buf510, convolution_21, getitem_27, rsqrt_13, primals_100, primals_101, buf505, buf508)
        del primals_101
        # Topologically Sorted Source Nodes: [sub_234, mul_841, mul_842, convolution_backward_57], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf511 = torch.ops.aten.convolution_backward.default(buf510, div_15, primals_104, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_15
        del primals_104
        buf512 = buf511[0]
        assert_tensor_metadata(buf512, (1, 10, 1, 1), (10, 1, 10, 10), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf512 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf513 = buf511[1]
        assert_tensor_metadata(buf513, (240, 10, 1, 1), (10, 1, 10, 10), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf513 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf514 = buf511[2]
        assert_tensor_metadata(buf514, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf514 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf511
        assert_size_stride(convolution_22, (1, 10, 1, 1), (10, 1, 10, 10), 'input')
        buf516 = buf512; del buf512  # reuse
        assert_size_stride_grouped((mean_4, primals_102), ((1, 240, 1, 1), (10, 240, 1, 1)), ((240, 1, 240, 240), (240, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_27(buf516, convolution_22)
        del convolution_22
        # Topologically Sorted Source Nodes: [mul_843, sub_235, mul_844, add_355, mul_845, convolution_backward_58], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf517 = torch.ops.aten.convolution_backward.default(buf516, mean_4, primals_102, [10], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf516
        del mean_4
        del primals_102
        buf518 = buf517[0]
        assert_tensor_metadata(buf518, (1, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf518 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf519 = buf517[1]
        assert_tensor_metadata(buf519, (10, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf519 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf520 = buf517[2]
        assert_tensor_metadata(buf520, (10, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf520 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf517
        assert_size_stride(div_13, (1, 240, 8, 8), (15360, 1, 1920, 240), 'input')
        buf527 = reinterpret_tensor(buf491, (1, 240, 8, 8), (15360, 8, 1920, 1), 0); del buf491  # reuse
        buf522 = buf505; del buf505  # reuse
        buf523 = reinterpret_tensor(buf510, (240, ), (1, ), 0); del buf510  # reuse
        buf524 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf525 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf526 = buf522; del buf522  # reuse
        buf528 = empty_strided_cpu((1, 240, 8, 8), (15360, 8, 1920, 1), torch.float32)
        buf529 = empty_strided_cpu((1, 240, 8, 8), (15360, 64, 8, 1), torch.float32)
        assert_size_stride(primals_96, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_32(buf526, div_13, buf508, buf507, buf518, convolution_21, getitem_27, rsqrt_13, primals_100, buf527, buf523, buf524, buf525, buf528, buf529)
        del buf507
        del buf508
        del buf518
        del buf526
        del buf528
        del convolution_21
        del div_13
        del getitem_27
        del primals_100
        del rsqrt_13
        # Topologically Sorted Source Nodes: [input_41, unsqueeze_616, unsqueeze_617, unsqueeze_618, sub_237, mul_850, unsqueeze_619, unsqueeze_620, unsqueeze_621, mul_851, mul_852, mul_853, unsqueeze_622, unsqueeze_623, unsqueeze_624, mul_854, unsqueeze_625, unsqueeze_626, unsqueeze_627, mul_855, sub_239, sub_240, mul_856, convolution_backward_59], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf530 = torch.ops.aten.convolution_backward.default(buf529, buf527, primals_96, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del primals_96
        buf531 = buf530[0]
        assert_tensor_metadata(buf531, (1, 240, 8, 8), (15360, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf531 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf532 = buf530[1]
        assert_tensor_metadata(buf532, (240, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf532 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf530
        assert_size_stride_grouped((convolution_20, getitem_25, rsqrt_12, primals_94, primals_95), ((1, 240, 8, 8), (1, 240, 1, 1), (1, 240, 1, 1), (240, ), (240, )), ((15360, 1, 1920, 240), (240, 1, 240, 240), (240, 1, 240, 240), (1, ), (1, )), 'input')
        buf533 = reinterpret_tensor(buf529, (1, 240, 8, 8), (15360, 1, 1920, 240), 0); del buf529  # reuse
        buf534 = reinterpret_tensor(buf527, (1, 240, 8, 8), (15360, 1, 1920, 240), 0); del buf527  # reuse
        buf535 = buf524; del buf524  # reuse
        buf536 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf537 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf538 = buf534; del buf534  # reuse
        assert_size_stride_grouped((add_72, primals_90), ((1, 40, 8, 8), (240, 40, 1, 1)), ((2560, 1, 320, 40), (40, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_29(buf538, convolution_20, getitem_25, rsqrt_12, primals_94, primals_95, buf531, buf533, buf535, buf536, buf537)
        del buf531
        del buf533
        del buf536
        del convolution_20
        del getitem_25
        del primals_94
        del primals_95
        del rsqrt_12
        # Topologically Sorted Source Nodes: [mul_858, sub_241, mul_859, add_358, mul_860, input_38, unsqueeze_628, unsqueeze_629, unsqueeze_630, sub_242, mul_862, unsqueeze_631, unsqueeze_632, unsqueeze_633, mul_863, mul_864, mul_865, unsqueeze_634, unsqueeze_635, unsqueeze_636, mul_866, unsqueeze_637, unsqueeze_638, unsqueeze_639, mul_867, sub_244, sub_245, mul_868, convolution_backward_60], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf539 = torch.ops.aten.convolution_backward.default(buf538, add_72, primals_90, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_72
        del buf538
        del primals_90
        buf540 = buf539[0]
        assert_tensor_metadata(buf540, (1, 40, 8, 8), (2560, 1, 320, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf540 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf541 = buf539[1]
        assert_tensor_metadata(buf541, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf541 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf539
        assert_size_stride_grouped((convolution_19, unsqueeze_642, squeeze_34), ((1, 40, 8, 8), (1, 40, 1, 1), (40, )), ((2560, 1, 320, 40), (40, 1, 1, 1), (1, )), 'input')
        buf542 = buf501; del buf501  # reuse
        buf543 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf544 = empty_strided_cpu((40, ), (1, ), torch.float32)
        assert_size_stride(primals_88, (40, ), (1, ), 'input')
        buf545 = buf498; del buf498  # reuse
        assert_size_stride_grouped((mul_81, primals_84), ((1, 144, 8, 8), (40, 144, 1, 1)), ((9216, 1, 1152, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_33(buf545, buf540, convolution_19, unsqueeze_642, squeeze_34, primals_88, buf542, buf543, buf544)
        del buf540
        del buf543
        del convolution_19
        del primals_88
        del squeeze_34
        del unsqueeze_642
        # Topologically Sorted Source Nodes: [add_359, sub_246, mul_871, unsqueeze_643, unsqueeze_644, unsqueeze_645, mul_872, mul_873, mul_874, unsqueeze_646, unsqueeze_647, unsqueeze_648, mul_875, unsqueeze_649, unsqueeze_650, unsqueeze_651, mul_876, sub_248, sub_249, mul_877, convolution_backward_61], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf546 = torch.ops.aten.convolution_backward.default(buf545, mul_81, primals_84, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf545
        del mul_81
        del primals_84
        buf547 = buf546[0]
        assert_tensor_metadata(buf547, (1, 144, 8, 8), (9216, 1, 1152, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf547 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf548 = buf546[1]
        assert_tensor_metadata(buf548, (40, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf548 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf546
        assert_size_stride_grouped((convolution_16, getitem_21, rsqrt_10, primals_78, primals_79), ((1, 144, 8, 8), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((9216, 1, 1152, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf550 = empty_strided_cpu((1, 144, 8, 8), (9216, 1, 1152, 144), torch.float32)
        assert_size_stride(convolution_18, (1, 144, 1, 1), (144, 1, 144, 144), 'input')
        buf551 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        buf549 = convolution_18; del convolution_18  # reuse
        buf552 = buf551; del buf551  # reuse
        assert_size_stride_grouped((div_12, primals_82), ((1, 6, 1, 1), (144, 6, 1, 1)), ((6, 1, 6, 6), (6, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_34(buf549, buf552, convolution_16, getitem_21, rsqrt_10, primals_78, primals_79, buf547, buf550)
        del primals_79
        # Topologically Sorted Source Nodes: [sub_250, mul_881, mul_882, convolution_backward_62], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf553 = torch.ops.aten.convolution_backward.default(buf552, div_12, primals_82, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_12
        del primals_82
        buf554 = buf553[0]
        assert_tensor_metadata(buf554, (1, 6, 1, 1), (6, 1, 6, 6), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf554 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf555 = buf553[1]
        assert_tensor_metadata(buf555, (144, 6, 1, 1), (6, 1, 6, 6), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf555 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf556 = buf553[2]
        assert_tensor_metadata(buf556, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf556 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf553
        assert_size_stride(convolution_17, (1, 6, 1, 1), (6, 1, 6, 6), 'input')
        buf558 = buf554; del buf554  # reuse
        assert_size_stride_grouped((mean_3, primals_80), ((1, 144, 1, 1), (6, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_35(buf558, convolution_17)
        del convolution_17
        # Topologically Sorted Source Nodes: [mul_883, sub_251, mul_884, add_360, mul_885, convolution_backward_63], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf559 = torch.ops.aten.convolution_backward.default(buf558, mean_3, primals_80, [6], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf558
        del mean_3
        del primals_80
        buf560 = buf559[0]
        assert_tensor_metadata(buf560, (1, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf560 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf561 = buf559[1]
        assert_tensor_metadata(buf561, (6, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf561 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf562 = buf559[2]
        assert_tensor_metadata(buf562, (6, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf562 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf559
        buf564 = buf547; del buf547  # reuse
        buf565 = reinterpret_tensor(buf552, (144, ), (1, ), 0); del buf552  # reuse
        buf566 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf567 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf568 = buf564; del buf564  # reuse
        buf570 = empty_strided_cpu((1, 144, 8, 8), (9216, 8, 1152, 1), torch.float32)
        buf571 = empty_strided_cpu((1, 144, 8, 8), (9216, 64, 8, 1), torch.float32)
        assert_size_stride(div_10, (1, 144, 16, 16), (36864, 1, 2304, 144), 'input')
        buf569 = empty_strided_cpu((1, 144, 16, 16), (36864, 16, 2304, 1), torch.float32)
        assert_size_stride(primals_74, (144, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_36(buf568, buf550, buf549, buf560, convolution_16, getitem_21, rsqrt_10, primals_78, div_10, buf565, buf566, buf567, buf570, buf571, buf569)
        del buf549
        del buf550
        del buf560
        del buf568
        del buf570
        del convolution_16
        del div_10
        del getitem_21
        del primals_78
        del rsqrt_10
        # Topologically Sorted Source Nodes: [input_32, unsqueeze_652, unsqueeze_653, unsqueeze_654, sub_253, mul_890, unsqueeze_655, unsqueeze_656, unsqueeze_657, mul_891, mul_892, mul_893, unsqueeze_658, unsqueeze_659, unsqueeze_660, mul_894, unsqueeze_661, unsqueeze_662, unsqueeze_663, mul_895, sub_255, sub_256, mul_896, convolution_backward_64], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf572 = torch.ops.aten.convolution_backward.default(buf571, buf569, primals_74, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 144, [True, True, False])
        del buf571
        del primals_74
        buf573 = buf572[0]
        assert_tensor_metadata(buf573, (1, 144, 16, 16), (36864, 256, 16, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf573 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf574 = buf572[1]
        assert_tensor_metadata(buf574, (144, 1, 5, 5), (25, 25, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf574 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf572
        assert_size_stride_grouped((convolution_15, getitem_19, rsqrt_9, primals_72, primals_73), ((1, 144, 16, 16), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((36864, 1, 2304, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf575 = reinterpret_tensor(buf569, (1, 144, 16, 16), (36864, 1, 2304, 144), 0); del buf569  # reuse
        buf576 = empty_strided_cpu((1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32)
        buf577 = buf566; del buf566  # reuse
        buf578 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf579 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf580 = buf576; del buf576  # reuse
        assert_size_stride_grouped((add_54, primals_68), ((1, 24, 16, 16), (144, 24, 1, 1)), ((6144, 1, 384, 24), (24, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_37(buf580, convolution_15, getitem_19, rsqrt_9, primals_72, primals_73, buf573, buf575, buf577, buf578, buf579)
        del buf573
        del convolution_15
        del getitem_19
        del primals_72
        del primals_73
        del rsqrt_9
        # Topologically Sorted Source Nodes: [mul_898, sub_257, mul_899, add_363, mul_900, input_29, unsqueeze_664, unsqueeze_665, unsqueeze_666, sub_258, mul_902, unsqueeze_667, unsqueeze_668, unsqueeze_669, mul_903, mul_904, mul_905, unsqueeze_670, unsqueeze_671, unsqueeze_672, mul_906, unsqueeze_673, unsqueeze_674, unsqueeze_675, mul_907, sub_260, sub_261, mul_908, convolution_backward_65], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf581 = torch.ops.aten.convolution_backward.default(buf580, add_54, primals_68, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_54
        del primals_68
        buf582 = buf581[0]
        assert_tensor_metadata(buf582, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf582 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf583 = buf581[1]
        assert_tensor_metadata(buf583, (144, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf583 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf581
        assert_size_stride_grouped((bernoulli, convolution_14, unsqueeze_678, squeeze_25), ((1, 1, 1, 1), (1, 24, 16, 16), (1, 24, 1, 1), (24, )), ((1, 1, 1, 1), (6144, 1, 384, 24), (24, 1, 1, 1), (1, )), 'input')
        buf584 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf585 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf586 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_66, (24, ), (1, ), 'input')
        buf587 = convolution_14; del convolution_14  # reuse
        assert_size_stride_grouped((mul_58, primals_62), ((1, 144, 16, 16), (24, 144, 1, 1)), ((36864, 1, 2304, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_div_mul_native_batch_norm_backward_38(buf587, buf582, bernoulli, unsqueeze_678, squeeze_25, primals_66, buf584, buf585, buf586)
        del bernoulli
        del primals_66
        del squeeze_25
        del unsqueeze_678
        # Topologically Sorted Source Nodes: [div_, mul_910, sub_262, mul_912, unsqueeze_679, unsqueeze_680, unsqueeze_681, mul_913, mul_914, mul_915, unsqueeze_682, unsqueeze_683, unsqueeze_684, mul_916, unsqueeze_685, unsqueeze_686, unsqueeze_687, mul_917, sub_264, sub_265, mul_918, convolution_backward_66], Original ATen: [aten.div, aten.mul, aten.native_batch_norm_backward, aten.convolution_backward]
        buf588 = torch.ops.aten.convolution_backward.default(buf587, mul_58, primals_62, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf587
        del mul_58
        del primals_62
        buf589 = buf588[0]
        assert_tensor_metadata(buf589, (1, 144, 16, 16), (36864, 1, 2304, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf589 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf590 = buf588[1]
        assert_tensor_metadata(buf590, (24, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf590 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf588
        assert_size_stride_grouped((convolution_11, getitem_15, rsqrt_7, primals_56, primals_57), ((1, 144, 16, 16), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((36864, 1, 2304, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf592 = buf580; del buf580  # reuse
        assert_size_stride(convolution_13, (1, 144, 1, 1), (144, 1, 144, 144), 'input')
        buf593 = reinterpret_tensor(buf578, (1, 144, 1, 1), (144, 1, 144, 144), 0); del buf578  # reuse
        buf591 = convolution_13; del convolution_13  # reuse
        buf594 = buf593; del buf593  # reuse
        assert_size_stride_grouped((div_8, primals_60), ((1, 6, 1, 1), (144, 6, 1, 1)), ((6, 1, 6, 6), (6, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_39(buf591, buf594, convolution_11, getitem_15, rsqrt_7, primals_56, primals_57, buf589, buf592)
        del primals_57
        # Topologically Sorted Source Nodes: [sub_266, mul_922, mul_923, convolution_backward_67], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf595 = torch.ops.aten.convolution_backward.default(buf594, div_8, primals_60, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_8
        del primals_60
        buf596 = buf595[0]
        assert_tensor_metadata(buf596, (1, 6, 1, 1), (6, 1, 6, 6), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf596 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf597 = buf595[1]
        assert_tensor_metadata(buf597, (144, 6, 1, 1), (6, 1, 6, 6), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf597 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf598 = buf595[2]
        assert_tensor_metadata(buf598, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf598 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf595
        assert_size_stride(convolution_12, (1, 6, 1, 1), (6, 1, 6, 6), 'input')
        buf600 = buf596; del buf596  # reuse
        assert_size_stride_grouped((mean_2, primals_58), ((1, 144, 1, 1), (6, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_35(buf600, convolution_12)
        del convolution_12
        # Topologically Sorted Source Nodes: [mul_924, sub_267, mul_925, add_364, mul_926, convolution_backward_68], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf601 = torch.ops.aten.convolution_backward.default(buf600, mean_2, primals_58, [6], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf600
        del mean_2
        del primals_58
        buf602 = buf601[0]
        assert_tensor_metadata(buf602, (1, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf602 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf603 = buf601[1]
        assert_tensor_metadata(buf603, (6, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf603 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf604 = buf601[2]
        assert_tensor_metadata(buf604, (6, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf604 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf601
        assert_size_stride(div_6, (1, 144, 16, 16), (36864, 1, 2304, 144), 'input')
        buf611 = reinterpret_tensor(buf575, (1, 144, 16, 16), (36864, 16, 2304, 1), 0); del buf575  # reuse
        buf606 = buf589; del buf589  # reuse
        buf607 = reinterpret_tensor(buf594, (144, ), (1, ), 0); del buf594  # reuse
        buf608 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf609 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf610 = buf606; del buf606  # reuse
        buf612 = empty_strided_cpu((1, 144, 16, 16), (36864, 16, 2304, 1), torch.float32)
        buf613 = empty_strided_cpu((1, 144, 16, 16), (36864, 256, 16, 1), torch.float32)
        assert_size_stride(primals_52, (144, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_40(buf610, div_6, buf592, buf591, buf602, convolution_11, getitem_15, rsqrt_7, primals_56, buf611, buf607, buf608, buf609, buf612, buf613)
        del buf591
        del buf592
        del buf602
        del buf610
        del buf612
        del convolution_11
        del div_6
        del getitem_15
        del primals_56
        del rsqrt_7
        # Topologically Sorted Source Nodes: [input_23, unsqueeze_688, unsqueeze_689, unsqueeze_690, sub_269, mul_931, unsqueeze_691, unsqueeze_692, unsqueeze_693, mul_932, mul_933, mul_934, unsqueeze_694, unsqueeze_695, unsqueeze_696, mul_935, unsqueeze_697, unsqueeze_698, unsqueeze_699, mul_936, sub_271, sub_272, mul_937, convolution_backward_69], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf614 = torch.ops.aten.convolution_backward.default(buf613, buf611, primals_52, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 144, [True, True, False])
        del primals_52
        buf615 = buf614[0]
        assert_tensor_metadata(buf615, (1, 144, 16, 16), (36864, 256, 16, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf615 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf616 = buf614[1]
        assert_tensor_metadata(buf616, (144, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf616 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf614
        assert_size_stride_grouped((convolution_10, getitem_13, rsqrt_6, primals_50, primals_51), ((1, 144, 16, 16), (1, 144, 1, 1), (1, 144, 1, 1), (144, ), (144, )), ((36864, 1, 2304, 144), (144, 1, 144, 144), (144, 1, 144, 144), (1, ), (1, )), 'input')
        buf617 = reinterpret_tensor(buf613, (1, 144, 16, 16), (36864, 1, 2304, 144), 0); del buf613  # reuse
        buf618 = reinterpret_tensor(buf611, (1, 144, 16, 16), (36864, 1, 2304, 144), 0); del buf611  # reuse
        buf619 = buf608; del buf608  # reuse
        buf620 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf621 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf622 = buf618; del buf618  # reuse
        assert_size_stride_grouped((add_35, primals_46), ((1, 24, 16, 16), (144, 24, 1, 1)), ((6144, 1, 384, 24), (24, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_37(buf622, convolution_10, getitem_13, rsqrt_6, primals_50, primals_51, buf615, buf617, buf619, buf620, buf621)
        del buf615
        del buf617
        del buf620
        del convolution_10
        del getitem_13
        del primals_50
        del primals_51
        del rsqrt_6
        # Topologically Sorted Source Nodes: [mul_939, sub_273, mul_940, add_367, mul_941, input_20, unsqueeze_700, unsqueeze_701, unsqueeze_702, sub_274, mul_943, unsqueeze_703, unsqueeze_704, unsqueeze_705, mul_944, mul_945, mul_946, unsqueeze_706, unsqueeze_707, unsqueeze_708, mul_947, unsqueeze_709, unsqueeze_710, unsqueeze_711, mul_948, sub_276, sub_277, mul_949, convolution_backward_70], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf623 = torch.ops.aten.convolution_backward.default(buf622, add_35, primals_46, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_35
        del buf622
        del primals_46
        buf624 = buf623[0]
        assert_tensor_metadata(buf624, (1, 24, 16, 16), (6144, 1, 384, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf624 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf625 = buf623[1]
        assert_tensor_metadata(buf625, (144, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf625 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf623
        assert_size_stride_grouped((convolution_9, unsqueeze_714, squeeze_16), ((1, 24, 16, 16), (1, 24, 1, 1), (24, )), ((6144, 1, 384, 24), (24, 1, 1, 1), (1, )), 'input')
        buf626 = buf585; del buf585  # reuse
        buf627 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf628 = empty_strided_cpu((24, ), (1, ), torch.float32)
        assert_size_stride(primals_44, (24, ), (1, ), 'input')
        buf629 = buf582; del buf582  # reuse
        assert_size_stride_grouped((mul_36, primals_40), ((1, 96, 16, 16), (24, 96, 1, 1)), ((24576, 1, 1536, 96), (96, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_41(buf629, buf624, convolution_9, unsqueeze_714, squeeze_16, primals_44, buf626, buf627, buf628)
        del buf624
        del buf627
        del convolution_9
        del primals_44
        del squeeze_16
        del unsqueeze_714
        # Topologically Sorted Source Nodes: [add_368, sub_278, mul_952, unsqueeze_715, unsqueeze_716, unsqueeze_717, mul_953, mul_954, mul_955, unsqueeze_718, unsqueeze_719, unsqueeze_720, mul_956, unsqueeze_721, unsqueeze_722, unsqueeze_723, mul_957, sub_280, sub_281, mul_958, convolution_backward_71], Original ATen: [aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf630 = torch.ops.aten.convolution_backward.default(buf629, mul_36, primals_40, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf629
        del mul_36
        del primals_40
        buf631 = buf630[0]
        assert_tensor_metadata(buf631, (1, 96, 16, 16), (24576, 1, 1536, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf631 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf632 = buf630[1]
        assert_tensor_metadata(buf632, (24, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf632 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf630
        assert_size_stride_grouped((convolution_6, getitem_9, rsqrt_4, primals_34, primals_35), ((1, 96, 16, 16), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((24576, 1, 1536, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf634 = empty_strided_cpu((1, 96, 16, 16), (24576, 1, 1536, 96), torch.float32)
        assert_size_stride(convolution_8, (1, 96, 1, 1), (96, 1, 96, 96), 'input')
        buf635 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf633 = convolution_8; del convolution_8  # reuse
        buf636 = buf635; del buf635  # reuse
        assert_size_stride_grouped((div_5, primals_38), ((1, 4, 1, 1), (96, 4, 1, 1)), ((4, 1, 4, 4), (4, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_42(buf633, buf636, convolution_6, getitem_9, rsqrt_4, primals_34, primals_35, buf631, buf634)
        del primals_35
        # Topologically Sorted Source Nodes: [sub_282, mul_962, mul_963, convolution_backward_72], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf637 = torch.ops.aten.convolution_backward.default(buf636, div_5, primals_38, [96], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_5
        del primals_38
        buf638 = buf637[0]
        assert_tensor_metadata(buf638, (1, 4, 1, 1), (4, 1, 4, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf638 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf639 = buf637[1]
        assert_tensor_metadata(buf639, (96, 4, 1, 1), (4, 1, 4, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf639 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf640 = buf637[2]
        assert_tensor_metadata(buf640, (96, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf640 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf637
        assert_size_stride(convolution_7, (1, 4, 1, 1), (4, 1, 4, 4), 'input')
        buf642 = buf638; del buf638  # reuse
        assert_size_stride_grouped((mean_1, primals_36), ((1, 96, 1, 1), (4, 96, 1, 1)), ((96, 1, 96, 96), (96, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_43(buf642, convolution_7)
        del convolution_7
        # Topologically Sorted Source Nodes: [mul_964, sub_283, mul_965, add_369, mul_966, convolution_backward_73], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf643 = torch.ops.aten.convolution_backward.default(buf642, mean_1, primals_36, [4], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf642
        del mean_1
        del primals_36
        buf644 = buf643[0]
        assert_tensor_metadata(buf644, (1, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf644 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf645 = buf643[1]
        assert_tensor_metadata(buf645, (4, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf645 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf646 = buf643[2]
        assert_tensor_metadata(buf646, (4, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf646 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf643
        buf648 = buf631; del buf631  # reuse
        buf649 = reinterpret_tensor(buf636, (96, ), (1, ), 0); del buf636  # reuse
        buf650 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf651 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf652 = buf648; del buf648  # reuse
        buf654 = empty_strided_cpu((1, 96, 16, 16), (24576, 16, 1536, 1), torch.float32)
        buf655 = empty_strided_cpu((1, 96, 16, 16), (24576, 256, 16, 1), torch.float32)
        assert_size_stride(div_3, (1, 96, 32, 32), (98304, 1, 3072, 96), 'input')
        buf653 = empty_strided_cpu((1, 96, 32, 32), (98304, 32, 3072, 1), torch.float32)
        assert_size_stride(primals_30, (96, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_44(buf652, buf634, buf633, buf644, convolution_6, getitem_9, rsqrt_4, primals_34, div_3, buf649, buf650, buf651, buf654, buf655, buf653)
        del buf633
        del buf634
        del buf644
        del buf652
        del buf654
        del convolution_6
        del div_3
        del getitem_9
        del primals_34
        del rsqrt_4
        # Topologically Sorted Source Nodes: [input_14, unsqueeze_724, unsqueeze_725, unsqueeze_726, sub_285, mul_971, unsqueeze_727, unsqueeze_728, unsqueeze_729, mul_972, mul_973, mul_974, unsqueeze_730, unsqueeze_731, unsqueeze_732, mul_975, unsqueeze_733, unsqueeze_734, unsqueeze_735, mul_976, sub_287, sub_288, mul_977, convolution_backward_74], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf656 = torch.ops.aten.convolution_backward.default(buf655, buf653, primals_30, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 96, [True, True, False])
        del buf655
        del primals_30
        buf657 = buf656[0]
        assert_tensor_metadata(buf657, (1, 96, 32, 32), (98304, 1024, 32, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf657 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf658 = buf656[1]
        assert_tensor_metadata(buf658, (96, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf658 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf656
        assert_size_stride_grouped((convolution_5, getitem_7, rsqrt_3, primals_28, primals_29), ((1, 96, 32, 32), (1, 96, 1, 1), (1, 96, 1, 1), (96, ), (96, )), ((98304, 1, 3072, 96), (96, 1, 96, 96), (96, 1, 96, 96), (1, ), (1, )), 'input')
        buf659 = reinterpret_tensor(buf653, (1, 96, 32, 32), (98304, 1, 3072, 96), 0); del buf653  # reuse
        buf660 = empty_strided_cpu((1, 96, 32, 32), (98304, 1, 3072, 96), torch.float32)
        buf661 = buf650; del buf650  # reuse
        buf662 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf663 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf664 = buf660; del buf660  # reuse
        assert_size_stride_grouped((add_17, primals_24), ((1, 16, 32, 32), (96, 16, 1, 1)), ((16384, 1, 512, 16), (16, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_45(buf664, convolution_5, getitem_7, rsqrt_3, primals_28, primals_29, buf657, buf659, buf661, buf662, buf663)
        del buf657
        del buf659
        del buf662
        del convolution_5
        del getitem_7
        del primals_28
        del primals_29
        del rsqrt_3
        # Topologically Sorted Source Nodes: [mul_979, sub_289, mul_980, add_372, mul_981, input_11, unsqueeze_736, unsqueeze_737, unsqueeze_738, sub_290, mul_983, unsqueeze_739, unsqueeze_740, unsqueeze_741, mul_984, mul_985, mul_986, unsqueeze_742, unsqueeze_743, unsqueeze_744, mul_987, unsqueeze_745, unsqueeze_746, unsqueeze_747, mul_988, sub_292, sub_293, mul_989, convolution_backward_75], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf665 = torch.ops.aten.convolution_backward.default(buf664, add_17, primals_24, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del add_17
        del buf664
        del primals_24
        buf666 = buf665[0]
        assert_tensor_metadata(buf666, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf666 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf667 = buf665[1]
        assert_tensor_metadata(buf667, (96, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf667 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf665
        assert_size_stride_grouped((convolution_4, unsqueeze_750, squeeze_7), ((1, 16, 32, 32), (1, 16, 1, 1), (16, )), ((16384, 1, 512, 16), (16, 1, 1, 1), (1, )), 'input')
        buf668 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf669 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf670 = empty_strided_cpu((16, ), (1, ), torch.float32)
        assert_size_stride(primals_22, (16, ), (1, ), 'input')
        buf671 = buf666; del buf666  # reuse
        assert_size_stride_grouped((mul_14, primals_18), ((1, 32, 32, 32), (16, 32, 1, 1)), ((32768, 1, 1024, 32), (32, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_46(buf671, convolution_4, unsqueeze_750, squeeze_7, primals_22, buf668, buf669, buf670)
        del buf669
        del convolution_4
        del primals_22
        del squeeze_7
        del unsqueeze_750
        # Topologically Sorted Source Nodes: [sub_294, mul_992, unsqueeze_751, unsqueeze_752, unsqueeze_753, mul_993, mul_994, mul_995, unsqueeze_754, unsqueeze_755, unsqueeze_756, mul_996, unsqueeze_757, unsqueeze_758, unsqueeze_759, mul_997, sub_296, sub_297, mul_998, convolution_backward_76], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf672 = torch.ops.aten.convolution_backward.default(buf671, mul_14, primals_18, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf671
        del mul_14
        del primals_18
        buf673 = buf672[0]
        assert_tensor_metadata(buf673, (1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf673 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf674 = buf672[1]
        assert_tensor_metadata(buf674, (16, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf674 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf672
        assert_size_stride_grouped((convolution_1, getitem_3, rsqrt_1, primals_12, primals_13), ((1, 32, 32, 32), (1, 32, 1, 1), (1, 32, 1, 1), (32, ), (32, )), ((32768, 1, 1024, 32), (32, 1, 32, 32), (32, 1, 32, 32), (1, ), (1, )), 'input')
        buf676 = empty_strided_cpu((1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32)
        assert_size_stride(convolution_3, (1, 32, 1, 1), (32, 1, 32, 32), 'input')
        buf677 = empty_strided_cpu((1, 32, 1, 1), (32, 1, 32, 32), torch.float32)
        buf675 = convolution_3; del convolution_3  # reuse
        buf678 = buf677; del buf677  # reuse
        assert_size_stride_grouped((div_2, primals_16), ((1, 8, 1, 1), (32, 8, 1, 1)), ((8, 1, 8, 8), (8, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_mul_sigmoid_sigmoid_backward_silu_sum_47(buf675, buf678, convolution_1, getitem_3, rsqrt_1, primals_12, primals_13, buf673, buf676)
        del primals_13
        # Topologically Sorted Source Nodes: [sub_298, mul_1002, mul_1003, convolution_backward_77], Original ATen: [aten.sigmoid_backward, aten.convolution_backward]
        buf679 = torch.ops.aten.convolution_backward.default(buf678, div_2, primals_16, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del div_2
        del primals_16
        buf680 = buf679[0]
        assert_tensor_metadata(buf680, (1, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf680 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf681 = buf679[1]
        assert_tensor_metadata(buf681, (32, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf681 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf682 = buf679[2]
        assert_tensor_metadata(buf682, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf682 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf679
        assert_size_stride(convolution_2, (1, 8, 1, 1), (8, 1, 8, 8), 'input')
        buf684 = buf680; del buf680  # reuse
        assert_size_stride_grouped((mean, primals_14), ((1, 32, 1, 1), (8, 32, 1, 1)), ((32, 1, 32, 32), (32, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_silu_backward_48(buf684, convolution_2)
        del convolution_2
        # Topologically Sorted Source Nodes: [mul_1004, sub_299, mul_1005, add_373, mul_1006, convolution_backward_78], Original ATen: [aten.silu_backward, aten.convolution_backward]
        buf685 = torch.ops.aten.convolution_backward.default(buf684, mean, primals_14, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf684
        del mean
        del primals_14
        buf686 = buf685[0]
        assert_tensor_metadata(buf686, (1, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf686 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf687 = buf685[1]
        assert_tensor_metadata(buf687, (8, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf687 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf688 = buf685[2]
        assert_tensor_metadata(buf688, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf688 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf685
        assert_size_stride(div, (1, 32, 32, 32), (32768, 1, 1024, 32), 'input')
        buf695 = empty_strided_cpu((1, 32, 32, 32), (32768, 32, 1024, 1), torch.float32)
        buf690 = buf673; del buf673  # reuse
        buf691 = reinterpret_tensor(buf678, (32, ), (1, ), 0); del buf678  # reuse
        buf692 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf693 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf694 = buf690; del buf690  # reuse
        buf696 = empty_strided_cpu((1, 32, 32, 32), (32768, 32, 1024, 1), torch.float32)
        buf697 = empty_strided_cpu((1, 32, 32, 32), (32768, 1024, 32, 1), torch.float32)
        assert_size_stride(primals_8, (32, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_mul_native_batch_norm_backward_silu_backward_49(buf694, div, buf676, buf675, buf686, convolution_1, getitem_3, rsqrt_1, primals_12, buf695, buf691, buf692, buf693, buf696, buf697)
        del buf675
        del buf676
        del buf686
        del buf694
        del buf696
        del convolution_1
        del div
        del getitem_3
        del primals_12
        del rsqrt_1
        # Topologically Sorted Source Nodes: [input_5, unsqueeze_760, unsqueeze_761, unsqueeze_762, sub_301, mul_1011, unsqueeze_763, unsqueeze_764, unsqueeze_765, mul_1012, mul_1013, mul_1014, unsqueeze_766, unsqueeze_767, unsqueeze_768, mul_1015, unsqueeze_769, unsqueeze_770, unsqueeze_771, mul_1016, sub_303, sub_304, mul_1017, convolution_backward_79], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf698 = torch.ops.aten.convolution_backward.default(buf697, buf695, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 32, [True, True, False])
        del primals_8
        buf699 = buf698[0]
        assert_tensor_metadata(buf699, (1, 32, 32, 32), (32768, 1024, 32, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf699 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf700 = buf698[1]
        assert_tensor_metadata(buf700, (32, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf700 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf698
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((1, 32, 32, 32), (1, 32, 1, 1), (1, 32, 1, 1), (32, ), (32, )), ((32768, 1, 1024, 32), (32, 1, 32, 32), (32, 1, 32, 32), (1, ), (1, )), 'input')
        buf701 = reinterpret_tensor(buf697, (1, 32, 32, 32), (32768, 1, 1024, 32), 0); del buf697  # reuse
        buf702 = reinterpret_tensor(buf695, (1, 32, 32, 32), (32768, 1, 1024, 32), 0); del buf695  # reuse
        buf703 = buf692; del buf692  # reuse
        buf704 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf705 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf706 = buf702; del buf702  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((1, 3, 64, 64), (32, 3, 3, 3)), ((12288, 1, 192, 3), (27, 1, 9, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_silu_backward_50(buf706, convolution, getitem_1, rsqrt, primals_6, primals_7, buf699, buf701, buf703, buf704, buf705)
        del buf699
        del buf701
        del buf704
        del convolution
        del getitem_1
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [mul_1019, sub_305, mul_1020, add_376, mul_1021, input_2, unsqueeze_772, unsqueeze_773, unsqueeze_774, sub_306, mul_1023, unsqueeze_775, unsqueeze_776, unsqueeze_777, mul_1024, mul_1025, mul_1026, unsqueeze_778, unsqueeze_779, unsqueeze_780, mul_1027, unsqueeze_781, unsqueeze_782, unsqueeze_783, mul_1028, sub_308, sub_309, mul_1029, convolution_backward_80], Original ATen: [aten.silu_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf707 = torch.ops.aten.convolution_backward.default(buf706, primals_2, primals_1, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf706
        del primals_1
        del primals_2
        buf708 = buf707[1]
        assert_tensor_metadata(buf708, (32, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf708 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf707
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(mul_368, (1, 1280), (1280, 1), 'input')
        cpp_fused_sum_51(tangents_1, buf2)
        buf1 = empty_strided_cpu((1000, 1280), (1280, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 1), (1, 1000), 0), mul_368, out=buf1)
        del mul_368
        del tangents_1
        return (buf708, None, None, None, None, buf705, buf703, reinterpret_tensor(buf700, (32, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf693, buf691, buf687, buf688, buf681, buf682, buf674, None, None, None, buf670, buf668, buf667, None, None, None, buf663, buf661, reinterpret_tensor(buf658, (96, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf651, buf649, buf645, buf646, buf639, buf640, buf632, None, None, None, buf628, buf626, buf625, None, None, None, buf621, buf619, reinterpret_tensor(buf616, (144, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf609, buf607, buf603, buf604, buf597, buf598, buf590, None, None, None, buf586, buf584, buf583, None, None, None, buf579, buf577, reinterpret_tensor(buf574, (144, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf567, buf565, buf561, buf562, buf555, buf556, buf548, None, None, None, buf544, buf542, buf541, None, None, None, buf537, buf535, reinterpret_tensor(buf532, (240, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf525, buf523, buf519, buf520, buf513, buf514, buf506, None, None, None, buf502, buf500, buf499, None, None, None, buf495, buf493, reinterpret_tensor(buf490, (240, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf483, buf481, buf477, buf478, buf471, buf472, buf464, None, None, None, buf460, buf458, buf457, None, None, None, buf453, buf451, reinterpret_tensor(buf448, (480, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf441, buf439, buf435, buf436, buf429, buf430, buf422, None, None, None, buf418, buf416, buf415, None, None, None, buf411, buf409, reinterpret_tensor(buf406, (480, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf399, buf397, buf393, buf394, buf387, buf388, buf380, None, None, None, buf376, buf374, buf373, None, None, None, buf369, buf367, reinterpret_tensor(buf364, (480, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf357, buf355, buf351, buf352, buf345, buf346, buf338, None, None, None, buf334, buf332, buf331, None, None, None, buf327, buf325, reinterpret_tensor(buf322, (672, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf315, buf313, buf309, buf310, buf303, buf304, buf296, None, None, None, buf292, buf290, buf289, None, None, None, buf285, buf283, reinterpret_tensor(buf280, (672, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf273, buf271, buf267, buf268, buf261, buf262, buf254, None, None, None, buf250, buf248, buf247, None, None, None, buf243, buf241, reinterpret_tensor(buf238, (672, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf231, buf229, buf225, buf226, buf219, buf220, buf211, None, None, None, buf207, buf204, buf202, None, None, None, buf198, buf196, reinterpret_tensor(buf191, (1152, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf184, buf182, buf178, buf179, buf172, buf173, buf164, None, None, None, buf160, buf157, buf155, None, None, None, buf151, buf149, reinterpret_tensor(buf144, (1152, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf137, buf135, buf131, buf132, buf125, buf126, buf117, None, None, None, buf113, buf110, buf108, None, None, None, buf104, buf102, reinterpret_tensor(buf97, (1152, 1, 5, 5), (25, 1, 5, 1), 0), None, None, None, buf90, buf88, buf84, buf85, buf78, buf79, buf70, None, None, None, buf66, buf63, buf61, None, None, None, buf57, buf55, reinterpret_tensor(buf50, (1152, 1, 3, 3), (9, 1, 3, 1), 0), None, None, None, buf43, buf41, buf37, buf38, buf31, buf32, buf23, None, None, None, buf19, buf16, buf14, None, None, None, buf9, buf7, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

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
    primals_14 = rand_strided((8, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((32, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((96, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((96, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((4, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((96, 4, 1, 1), (4, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((144, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((6, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((144, 6, 1, 1), (6, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((24, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((144, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((144, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((6, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((144, 6, 1, 1), (6, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((40, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_100 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((10, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((240, 10, 1, 1), (10, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((240, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((10, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((240, 10, 1, 1), (10, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((80, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((480, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((80, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_154 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_160 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_161 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((480, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_166 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_167 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_172 = rand_strided((80, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    primals_178 = rand_strided((480, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_183 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_184 = rand_strided((480, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_189 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    primals_190 = rand_strided((20, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((480, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((112, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_205 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_211 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_214 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((112, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_220 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_226 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_227 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_232 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_233 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_238 = rand_strided((112, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    primals_244 = rand_strided((672, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_249 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_250 = rand_strided((672, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_255 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    primals_256 = rand_strided((28, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((672, 28, 1, 1), (28, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((192, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_271 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_277 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_280 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_286 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_292 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_293 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_298 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_299 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_304 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_310 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_315 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_316 = rand_strided((1152, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_320 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_321 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_322 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_324 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_326 = rand_strided((192, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_330 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    primals_332 = rand_strided((1152, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_336 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_337 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_338 = rand_strided((1152, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_342 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_343 = rand_strided((1152, ), (1, ), device='cpu', dtype=torch.float32)
    primals_344 = rand_strided((48, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_346 = rand_strided((1152, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_348 = rand_strided((320, 1152, 1, 1), (1152, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_352 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    primals_354 = rand_strided((1280, 320, 1, 1), (320, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_358 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    primals_359 = rand_strided((1280, ), (1, ), device='cpu', dtype=torch.float32)
    primals_360 = rand_strided((1000, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((1, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    div = rand_strided((1, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((1, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    mean = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((1, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.float32)
    div_2 = rand_strided((1, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    mul_14 = rand_strided((1, 32, 32, 32), (32768, 1, 1024, 32), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((1, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    add_17 = rand_strided((1, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((1, 96, 32, 32), (98304, 1, 3072, 96), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    div_3 = rand_strided((1, 96, 32, 32), (98304, 1, 3072, 96), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((1, 96, 16, 16), (24576, 1, 1536, 96), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    mean_1 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((1, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    div_5 = rand_strided((1, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    mul_36 = rand_strided((1, 96, 16, 16), (24576, 1, 1536, 96), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    squeeze_16 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    add_35 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    getitem_13 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    div_6 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    mean_2 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((1, 6, 1, 1), (6, 1, 6, 6), device='cpu', dtype=torch.float32)
    div_8 = rand_strided((1, 6, 1, 1), (6, 1, 6, 6), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    mul_58 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    bernoulli = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_54 = rand_strided((1, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    getitem_19 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_9 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    div_10 = rand_strided((1, 144, 16, 16), (36864, 1, 2304, 144), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((1, 144, 8, 8), (9216, 1, 1152, 144), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    rsqrt_10 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    mean_3 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((1, 6, 1, 1), (6, 1, 6, 6), device='cpu', dtype=torch.float32)
    div_12 = rand_strided((1, 6, 1, 1), (6, 1, 6, 6), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((1, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    mul_81 = rand_strided((1, 144, 8, 8), (9216, 1, 1152, 144), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((1, 40, 8, 8), (2560, 1, 320, 40), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    add_72 = rand_strided((1, 40, 8, 8), (2560, 1, 320, 40), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((1, 240, 8, 8), (15360, 1, 1920, 240), device='cpu', dtype=torch.float32)
    getitem_25 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_12 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    div_13 = rand_strided((1, 240, 8, 8), (15360, 1, 1920, 240), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((1, 240, 8, 8), (15360, 1, 1920, 240), device='cpu', dtype=torch.float32)
    getitem_27 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_13 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mean_4 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((1, 10, 1, 1), (10, 1, 10, 10), device='cpu', dtype=torch.float32)
    div_15 = rand_strided((1, 10, 1, 1), (10, 1, 10, 10), device='cpu', dtype=torch.float32)
    convolution_23 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mul_103 = rand_strided((1, 240, 8, 8), (15360, 1, 1920, 240), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((1, 40, 8, 8), (2560, 1, 320, 40), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    bernoulli_1 = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_91 = rand_strided((1, 40, 8, 8), (2560, 1, 320, 40), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((1, 240, 8, 8), (15360, 1, 1920, 240), device='cpu', dtype=torch.float32)
    getitem_31 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_15 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    div_17 = rand_strided((1, 240, 8, 8), (15360, 1, 1920, 240), device='cpu', dtype=torch.float32)
    convolution_26 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    getitem_33 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    rsqrt_16 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mean_5 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((1, 10, 1, 1), (10, 1, 10, 10), device='cpu', dtype=torch.float32)
    div_19 = rand_strided((1, 10, 1, 1), (10, 1, 10, 10), device='cpu', dtype=torch.float32)
    convolution_28 = rand_strided((1, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    mul_126 = rand_strided((1, 240, 4, 4), (3840, 1, 960, 240), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((1, 80, 4, 4), (1280, 1, 320, 80), device='cpu', dtype=torch.float32)
    squeeze_52 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    add_109 = rand_strided((1, 80, 4, 4), (1280, 1, 320, 80), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    getitem_37 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    rsqrt_18 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    div_20 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    getitem_39 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    rsqrt_19 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    mean_6 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    convolution_32 = rand_strided((1, 20, 1, 1), (20, 1, 20, 20), device='cpu', dtype=torch.float32)
    div_22 = rand_strided((1, 20, 1, 1), (20, 1, 20, 20), device='cpu', dtype=torch.float32)
    convolution_33 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    mul_148 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((1, 80, 4, 4), (1280, 1, 320, 80), device='cpu', dtype=torch.float32)
    squeeze_61 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    bernoulli_2 = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_128 = rand_strided((1, 80, 4, 4), (1280, 1, 320, 80), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    getitem_43 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    rsqrt_21 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    div_24 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    getitem_45 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    rsqrt_22 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    mean_7 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((1, 20, 1, 1), (20, 1, 20, 20), device='cpu', dtype=torch.float32)
    div_26 = rand_strided((1, 20, 1, 1), (20, 1, 20, 20), device='cpu', dtype=torch.float32)
    convolution_38 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    mul_171 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((1, 80, 4, 4), (1280, 1, 320, 80), device='cpu', dtype=torch.float32)
    squeeze_70 = rand_strided((80, ), (1, ), device='cpu', dtype=torch.float32)
    bernoulli_3 = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_147 = rand_strided((1, 80, 4, 4), (1280, 1, 320, 80), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    getitem_49 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    rsqrt_24 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    div_28 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    getitem_51 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    rsqrt_25 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    mean_8 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((1, 20, 1, 1), (20, 1, 20, 20), device='cpu', dtype=torch.float32)
    div_30 = rand_strided((1, 20, 1, 1), (20, 1, 20, 20), device='cpu', dtype=torch.float32)
    convolution_43 = rand_strided((1, 480, 1, 1), (480, 1, 480, 480), device='cpu', dtype=torch.float32)
    mul_194 = rand_strided((1, 480, 4, 4), (7680, 1, 1920, 480), device='cpu', dtype=torch.float32)
    convolution_44 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    squeeze_79 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    add_165 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    convolution_45 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    getitem_55 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    rsqrt_27 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    div_31 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    getitem_57 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    rsqrt_28 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    mean_9 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((1, 28, 1, 1), (28, 1, 28, 28), device='cpu', dtype=torch.float32)
    div_33 = rand_strided((1, 28, 1, 1), (28, 1, 28, 28), device='cpu', dtype=torch.float32)
    convolution_48 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    mul_216 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    squeeze_88 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    bernoulli_4 = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_184 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    convolution_50 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    getitem_61 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    rsqrt_30 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    div_35 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    getitem_63 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    rsqrt_31 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    mean_10 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    convolution_52 = rand_strided((1, 28, 1, 1), (28, 1, 28, 28), device='cpu', dtype=torch.float32)
    div_37 = rand_strided((1, 28, 1, 1), (28, 1, 28, 28), device='cpu', dtype=torch.float32)
    convolution_53 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    mul_239 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    convolution_54 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    squeeze_97 = rand_strided((112, ), (1, ), device='cpu', dtype=torch.float32)
    bernoulli_5 = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_203 = rand_strided((1, 112, 4, 4), (1792, 1, 448, 112), device='cpu', dtype=torch.float32)
    convolution_55 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    getitem_67 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    rsqrt_33 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    div_39 = rand_strided((1, 672, 4, 4), (10752, 1, 2688, 672), device='cpu', dtype=torch.float32)
    convolution_56 = rand_strided((1, 672, 2, 2), (2688, 1, 1344, 672), device='cpu', dtype=torch.float32)
    mean_11 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    convolution_57 = rand_strided((1, 28, 1, 1), (28, 1, 28, 28), device='cpu', dtype=torch.float32)
    div_41 = rand_strided((1, 28, 1, 1), (28, 1, 28, 28), device='cpu', dtype=torch.float32)
    convolution_58 = rand_strided((1, 672, 1, 1), (672, 1, 672, 672), device='cpu', dtype=torch.float32)
    mul_262 = rand_strided((1, 672, 2, 2), (2688, 1, 1344, 672), device='cpu', dtype=torch.float32)
    convolution_59 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    add_221 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    convolution_60 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    div_42 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    convolution_61 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    mean_12 = rand_strided((1, 1152, 1, 1), (1152, 1, 1152, 1152), device='cpu', dtype=torch.float32)
    convolution_62 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    div_44 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    convolution_63 = rand_strided((1, 1152, 1, 1), (1152, 1, 1152, 1152), device='cpu', dtype=torch.float32)
    mul_284 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    convolution_64 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    bernoulli_6 = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_240 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    convolution_65 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    div_46 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    convolution_66 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    mean_13 = rand_strided((1, 1152, 1, 1), (1152, 1, 1152, 1152), device='cpu', dtype=torch.float32)
    convolution_67 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    div_48 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    convolution_68 = rand_strided((1, 1152, 1, 1), (1152, 1, 1152, 1152), device='cpu', dtype=torch.float32)
    mul_307 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    convolution_69 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    bernoulli_7 = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_259 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    convolution_70 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    div_50 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    convolution_71 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    mean_14 = rand_strided((1, 1152, 1, 1), (1152, 1, 1152, 1152), device='cpu', dtype=torch.float32)
    convolution_72 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    div_52 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    convolution_73 = rand_strided((1, 1152, 1, 1), (1152, 1, 1152, 1152), device='cpu', dtype=torch.float32)
    mul_330 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    convolution_74 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    bernoulli_8 = rand_strided((1, 1, 1, 1), (1, 1, 1, 1), device='cpu', dtype=torch.float32)
    add_278 = rand_strided((1, 192, 2, 2), (768, 1, 384, 192), device='cpu', dtype=torch.float32)
    convolution_75 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    div_54 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    convolution_76 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    mean_15 = rand_strided((1, 1152, 1, 1), (1152, 1, 1152, 1152), device='cpu', dtype=torch.float32)
    convolution_77 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    div_56 = rand_strided((1, 48, 1, 1), (48, 1, 48, 48), device='cpu', dtype=torch.float32)
    convolution_78 = rand_strided((1, 1152, 1, 1), (1152, 1, 1152, 1152), device='cpu', dtype=torch.float32)
    mul_353 = rand_strided((1, 1152, 2, 2), (4608, 1, 2304, 1152), device='cpu', dtype=torch.float32)
    convolution_79 = rand_strided((1, 320, 2, 2), (1280, 1, 640, 320), device='cpu', dtype=torch.float32)
    add_296 = rand_strided((1, 320, 2, 2), (1280, 1, 640, 320), device='cpu', dtype=torch.float32)
    convolution_80 = rand_strided((1, 1280, 2, 2), (5120, 1, 2560, 1280), device='cpu', dtype=torch.float32)
    bernoulli_9 = rand_strided((1, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    mul_368 = rand_strided((1, 1280), (1280, 1), device='cpu', dtype=torch.float32)
    unsqueeze_390 = rand_strided((1, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_426 = rand_strided((1, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_462 = rand_strided((1, 112, 1, 1), (112, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_498 = rand_strided((1, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_534 = rand_strided((1, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_570 = rand_strided((1, 80, 1, 1), (80, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_606 = rand_strided((1, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_642 = rand_strided((1, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_678 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_714 = rand_strided((1, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_750 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, primals_16, primals_18, primals_22, primals_24, primals_28, primals_29, primals_30, primals_34, primals_35, primals_36, primals_38, primals_40, primals_44, primals_46, primals_50, primals_51, primals_52, primals_56, primals_57, primals_58, primals_60, primals_62, primals_66, primals_68, primals_72, primals_73, primals_74, primals_78, primals_79, primals_80, primals_82, primals_84, primals_88, primals_90, primals_94, primals_95, primals_96, primals_100, primals_101, primals_102, primals_104, primals_106, primals_110, primals_112, primals_116, primals_117, primals_118, primals_122, primals_123, primals_124, primals_126, primals_128, primals_132, primals_134, primals_138, primals_139, primals_140, primals_144, primals_145, primals_146, primals_148, primals_150, primals_154, primals_156, primals_160, primals_161, primals_162, primals_166, primals_167, primals_168, primals_170, primals_172, primals_176, primals_178, primals_182, primals_183, primals_184, primals_188, primals_189, primals_190, primals_192, primals_194, primals_198, primals_200, primals_204, primals_205, primals_206, primals_210, primals_211, primals_212, primals_214, primals_216, primals_220, primals_222, primals_226, primals_227, primals_228, primals_232, primals_233, primals_234, primals_236, primals_238, primals_242, primals_244, primals_248, primals_249, primals_250, primals_254, primals_255, primals_256, primals_258, primals_260, primals_264, primals_266, primals_270, primals_271, primals_272, primals_276, primals_277, primals_278, primals_280, primals_282, primals_286, primals_288, primals_292, primals_293, primals_294, primals_298, primals_299, primals_300, primals_302, primals_304, primals_308, primals_310, primals_314, primals_315, primals_316, primals_320, primals_321, primals_322, primals_324, primals_326, primals_330, primals_332, primals_336, primals_337, primals_338, primals_342, primals_343, primals_344, primals_346, primals_348, primals_352, primals_354, primals_358, primals_359, primals_360, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, mean, convolution_2, div_2, convolution_3, mul_14, convolution_4, squeeze_7, add_17, convolution_5, getitem_7, rsqrt_3, div_3, convolution_6, getitem_9, rsqrt_4, mean_1, convolution_7, div_5, convolution_8, mul_36, convolution_9, squeeze_16, add_35, convolution_10, getitem_13, rsqrt_6, div_6, convolution_11, getitem_15, rsqrt_7, mean_2, convolution_12, div_8, convolution_13, mul_58, convolution_14, squeeze_25, bernoulli, add_54, convolution_15, getitem_19, rsqrt_9, div_10, convolution_16, getitem_21, rsqrt_10, mean_3, convolution_17, div_12, convolution_18, mul_81, convolution_19, squeeze_34, add_72, convolution_20, getitem_25, rsqrt_12, div_13, convolution_21, getitem_27, rsqrt_13, mean_4, convolution_22, div_15, convolution_23, mul_103, convolution_24, squeeze_43, bernoulli_1, add_91, convolution_25, getitem_31, rsqrt_15, div_17, convolution_26, getitem_33, rsqrt_16, mean_5, convolution_27, div_19, convolution_28, mul_126, convolution_29, squeeze_52, add_109, convolution_30, getitem_37, rsqrt_18, div_20, convolution_31, getitem_39, rsqrt_19, mean_6, convolution_32, div_22, convolution_33, mul_148, convolution_34, squeeze_61, bernoulli_2, add_128, convolution_35, getitem_43, rsqrt_21, div_24, convolution_36, getitem_45, rsqrt_22, mean_7, convolution_37, div_26, convolution_38, mul_171, convolution_39, squeeze_70, bernoulli_3, add_147, convolution_40, getitem_49, rsqrt_24, div_28, convolution_41, getitem_51, rsqrt_25, mean_8, convolution_42, div_30, convolution_43, mul_194, convolution_44, squeeze_79, add_165, convolution_45, getitem_55, rsqrt_27, div_31, convolution_46, getitem_57, rsqrt_28, mean_9, convolution_47, div_33, convolution_48, mul_216, convolution_49, squeeze_88, bernoulli_4, add_184, convolution_50, getitem_61, rsqrt_30, div_35, convolution_51, getitem_63, rsqrt_31, mean_10, convolution_52, div_37, convolution_53, mul_239, convolution_54, squeeze_97, bernoulli_5, add_203, convolution_55, getitem_67, rsqrt_33, div_39, convolution_56, mean_11, convolution_57, div_41, convolution_58, mul_262, convolution_59, add_221, convolution_60, div_42, convolution_61, mean_12, convolution_62, div_44, convolution_63, mul_284, convolution_64, bernoulli_6, add_240, convolution_65, div_46, convolution_66, mean_13, convolution_67, div_48, convolution_68, mul_307, convolution_69, bernoulli_7, add_259, convolution_70, div_50, convolution_71, mean_14, convolution_72, div_52, convolution_73, mul_330, convolution_74, bernoulli_8, add_278, convolution_75, div_54, convolution_76, mean_15, convolution_77, div_56, convolution_78, mul_353, convolution_79, add_296, convolution_80, bernoulli_9, mul_368, unsqueeze_390, unsqueeze_426, unsqueeze_462, unsqueeze_498, unsqueeze_534, unsqueeze_570, unsqueeze_606, unsqueeze_642, unsqueeze_678, unsqueeze_714, unsqueeze_750, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
