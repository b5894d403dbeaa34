# AOT ID: ['35_backward']
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


cpp_fused__native_batch_norm_legit_functional_add_0 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    auto out_ptr4 = in_out_ptr2;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp1 = static_cast<float>(800.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
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
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(800.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(800.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp18 = tmp16 - tmp17;
                        auto tmp20 = tmp19 / tmp5;
                        auto tmp21 = tmp20 + tmp8;
                        auto tmp22 = tmp21.rsqrt();
                        auto tmp23 = tmp18 * tmp22;
                        auto tmp25 = tmp23 * tmp24;
                        auto tmp27 = tmp25 + tmp26;
                        auto tmp28 = tmp27 + tmp15;
                        auto tmp31 = tmp29 - tmp30;
                        auto tmp33 = tmp32 / tmp5;
                        auto tmp34 = tmp33 + tmp8;
                        auto tmp35 = tmp34.rsqrt();
                        auto tmp36 = tmp31 * tmp35;
                        auto tmp38 = tmp36 * tmp37;
                        auto tmp40 = tmp38 + tmp39;
                        auto tmp41 = tmp40 + tmp28;
                        tmp15.store(out_ptr6 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp28.store(out_ptr7 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp41.store(out_ptr8 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_bernoulli_1 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                {
                    auto tmp0 = std::numeric_limits<float>::quiet_NaN();
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


cpp_fused_div_hardswish_hardswish_backward_mul_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(3.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 + tmp2;
                    auto tmp4 = static_cast<float>(0.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::maximum(tmp3, tmp5);
                    auto tmp7 = static_cast<float>(6.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = at::vec::minimum(tmp6, tmp8);
                    auto tmp10 = tmp0 * tmp9;
                    auto tmp11 = tmp10 / tmp8;
                    auto tmp13 = static_cast<float>(0.8);
                    auto tmp14 = at::vec::Vectorized<float>(tmp13);
                    auto tmp15 = tmp12 / tmp14;
                    auto tmp16 = tmp11 * tmp15;
                    auto tmp17 = static_cast<float>(-3.0);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = at::vec::VecMask<float,1>(tmp0 <= tmp18);
                    auto tmp20 = at::vec::VecMask<float,1>(tmp0 < tmp2);
                    auto tmp22 = tmp21 * tmp15;
                    auto tmp23 = tmp0 / tmp2;
                    auto tmp24 = static_cast<float>(0.5);
                    auto tmp25 = at::vec::Vectorized<float>(tmp24);
                    auto tmp26 = tmp23 + tmp25;
                    auto tmp27 = tmp22 * tmp26;
                    auto tmp28 = decltype(tmp27)::blendv(tmp22, tmp27, tmp20.template cast<float,1>());
                    auto tmp29 = decltype(tmp5)::blendv(tmp28, tmp5, tmp19.template cast<float,1>());
                    tmp16.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp29.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_div_expand_hardswish_backward_native_batch_norm_backward_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(800.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                                auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp8 = static_cast<float>(25.0);
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
                                auto tmp23 = tmp19 * tmp22;
                                tmp_acc0_vec = tmp_acc0_vec + tmp19;
                                tmp_acc1_vec = tmp_acc1_vec + tmp23;
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp27 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp39 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = static_cast<float>(25.0);
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
                            auto tmp24 = static_cast<float>(0.00125);
                            auto tmp25 = at::vec::Vectorized<float>(tmp24);
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp28 = static_cast<float>(800.0);
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 / tmp29;
                            auto tmp31 = static_cast<float>(0.001);
                            auto tmp32 = at::vec::Vectorized<float>(tmp31);
                            auto tmp33 = tmp30 + tmp32;
                            auto tmp34 = tmp33.rsqrt();
                            auto tmp35 = tmp34 * tmp34;
                            auto tmp36 = tmp26 * tmp35;
                            auto tmp37 = tmp22 * tmp36;
                            auto tmp38 = tmp19 - tmp37;
                            auto tmp40 = tmp39 * tmp25;
                            auto tmp41 = tmp38 - tmp40;
                            auto tmp43 = tmp34 * tmp42;
                            auto tmp44 = tmp41 * tmp43;
                            tmp44.store(in_out_ptr1 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_4 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp2 = static_cast<float>(800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.00125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(800.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(0.001);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = tmp14.rsqrt();
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp18 = tmp3 * tmp17;
                        auto tmp19 = tmp0 - tmp18;
                        auto tmp21 = tmp20 * tmp6;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(800.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 576L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp11 + tmp2;
                            auto tmp13 = at::vec::maximum(tmp12, tmp5);
                            auto tmp14 = at::vec::minimum(tmp13, tmp8);
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 / tmp8;
                            auto tmp17 = tmp10 * tmp16;
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 576L*x2 + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 576L*x2 + 14400L*x0), static_cast<int64_t>(8));
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
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(18432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(18432L)))
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


cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(18432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(18432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(25.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr3 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(800.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(3.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::maximum(tmp18, tmp20);
                        auto tmp22 = static_cast<float>(6.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = at::vec::minimum(tmp21, tmp23);
                        auto tmp25 = tmp15 * tmp24;
                        auto tmp26 = tmp25 / tmp23;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp26.store(out_ptr3 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 576L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                                auto tmp19 = static_cast<float>(25.0);
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
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp49 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp52 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            auto tmp19 = static_cast<float>(25.0);
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
                            auto tmp34 = static_cast<float>(0.00125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = static_cast<float>(800.0);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp37 / tmp39;
                            auto tmp41 = static_cast<float>(0.001);
                            auto tmp42 = at::vec::Vectorized<float>(tmp41);
                            auto tmp43 = tmp40 + tmp42;
                            auto tmp44 = tmp43.rsqrt();
                            auto tmp45 = tmp44 * tmp44;
                            auto tmp46 = tmp36 * tmp45;
                            auto tmp47 = tmp32 * tmp46;
                            auto tmp48 = tmp29 - tmp47;
                            auto tmp50 = tmp49 * tmp35;
                            auto tmp51 = tmp48 - tmp50;
                            auto tmp53 = tmp44 * tmp52;
                            auto tmp54 = tmp51 * tmp53;
                            tmp54.store(in_out_ptr1 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
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
                    auto tmp2 = static_cast<float>(800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.00125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = static_cast<float>(800.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 / tmp26;
                        auto tmp28 = static_cast<float>(0.001);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp27 + tmp29;
                        auto tmp31 = tmp30.rsqrt();
                        auto tmp32 = tmp31 * tmp31;
                        auto tmp33 = tmp23 * tmp32;
                        auto tmp34 = tmp19 * tmp33;
                        auto tmp35 = tmp16 - tmp34;
                        auto tmp37 = tmp36 * tmp22;
                        auto tmp38 = tmp35 - tmp37;
                        auto tmp40 = tmp31 * tmp39;
                        auto tmp41 = tmp38 * tmp40;
                        tmp41.store(in_out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_9 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr2 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp2 = static_cast<float>(800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.00125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(800.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 / tmp12;
                        auto tmp14 = static_cast<float>(0.001);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 + tmp15;
                        auto tmp17 = tmp16.rsqrt();
                        auto tmp18 = tmp17 * tmp17;
                        auto tmp19 = tmp9 * tmp18;
                        auto tmp20 = tmp5 * tmp19;
                        auto tmp21 = tmp2 - tmp20;
                        auto tmp23 = tmp22 * tmp8;
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = tmp17 * tmp25;
                        auto tmp27 = tmp24 * tmp26;
                        tmp27.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(576L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(800.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 576L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(576L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 576L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 576L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp11 + tmp2;
                            auto tmp13 = at::vec::maximum(tmp12, tmp5);
                            auto tmp14 = at::vec::minimum(tmp13, tmp8);
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 / tmp8;
                            auto tmp17 = tmp10 * tmp16;
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x2 + 576L*x1 + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_10 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    auto out_ptr3 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp2 = static_cast<float>(800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = tmp5 - tmp6;
                        auto tmp9 = static_cast<float>(0.00125);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = static_cast<float>(800.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 / tmp14;
                        auto tmp16 = static_cast<float>(0.001);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = tmp18.rsqrt();
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp11 * tmp20;
                        auto tmp22 = tmp7 * tmp21;
                        auto tmp23 = tmp4 - tmp22;
                        auto tmp25 = tmp24 * tmp10;
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
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
                    auto tmp1 = static_cast<float>(800.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 288L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(288L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 288L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp11 + tmp2;
                            auto tmp13 = at::vec::maximum(tmp12, tmp5);
                            auto tmp14 = at::vec::minimum(tmp13, tmp8);
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 / tmp8;
                            auto tmp17 = tmp10 * tmp16;
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 288L*x2 + 7200L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 288L*x2 + 7200L*x0), static_cast<int64_t>(8));
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
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9216L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9216L)))
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


cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9216L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9216L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(25.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 288L*x2 + 7200L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 288L*x2 + 7200L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 288L*x2 + 7200L*x1), static_cast<int64_t>(8));
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
                                auto tmp19 = static_cast<float>(25.0);
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(288L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 288L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 288L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp49 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp52 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            auto tmp19 = static_cast<float>(25.0);
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
                            auto tmp34 = static_cast<float>(0.00125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = static_cast<float>(800.0);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp37 / tmp39;
                            auto tmp41 = static_cast<float>(0.001);
                            auto tmp42 = at::vec::Vectorized<float>(tmp41);
                            auto tmp43 = tmp40 + tmp42;
                            auto tmp44 = tmp43.rsqrt();
                            auto tmp45 = tmp44 * tmp44;
                            auto tmp46 = tmp36 * tmp45;
                            auto tmp47 = tmp32 * tmp46;
                            auto tmp48 = tmp29 - tmp47;
                            auto tmp50 = tmp49 * tmp35;
                            auto tmp51 = tmp48 - tmp50;
                            auto tmp53 = tmp44 * tmp52;
                            auto tmp54 = tmp51 * tmp53;
                            tmp54.store(in_out_ptr0 + static_cast<int64_t>(x2 + 288L*x1 + 7200L*x0));
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
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(3.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::maximum(tmp18, tmp20);
                        auto tmp22 = static_cast<float>(6.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = at::vec::minimum(tmp21, tmp23);
                        auto tmp25 = tmp15 * tmp24;
                        auto tmp26 = tmp25 / tmp23;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp26.store(out_ptr6 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
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
    auto in_ptr6 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 48L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(48L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp18 = tmp16 - tmp17;
                        auto tmp20 = tmp19 / tmp5;
                        auto tmp21 = tmp20 + tmp8;
                        auto tmp22 = tmp21.rsqrt();
                        auto tmp23 = tmp18 * tmp22;
                        auto tmp25 = tmp23 * tmp24;
                        auto tmp27 = tmp25 + tmp26;
                        auto tmp28 = tmp27 + tmp15;
                        tmp15.store(out_ptr4 + static_cast<int64_t>(x1 + 48L*x0));
                        tmp28.store(out_ptr5 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 288L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr8 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.0003125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = static_cast<float>(3200.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 / tmp26;
                        auto tmp28 = static_cast<float>(0.001);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp27 + tmp29;
                        auto tmp31 = tmp30.rsqrt();
                        auto tmp32 = tmp31 * tmp31;
                        auto tmp33 = tmp23 * tmp32;
                        auto tmp34 = tmp19 * tmp33;
                        auto tmp35 = tmp16 - tmp34;
                        auto tmp37 = tmp36 * tmp22;
                        auto tmp38 = tmp35 - tmp37;
                        auto tmp40 = tmp31 * tmp39;
                        auto tmp41 = tmp38 * tmp40;
                        tmp41.store(in_out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr6)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0003125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(3200.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(0.001);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = tmp14.rsqrt();
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp18 = tmp3 * tmp17;
                        auto tmp19 = tmp0 - tmp18;
                        auto tmp21 = tmp20 * tmp6;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 144L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 144L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp11 + tmp2;
                            auto tmp13 = at::vec::maximum(tmp12, tmp5);
                            auto tmp14 = at::vec::minimum(tmp13, tmp8);
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 / tmp8;
                            auto tmp17 = tmp10 * tmp16;
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x2 + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x2 + 14400L*x0), static_cast<int64_t>(8));
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
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
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


cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_17 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4608L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(100.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(144L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(3.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::maximum(tmp18, tmp20);
                        auto tmp22 = static_cast<float>(6.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = at::vec::minimum(tmp21, tmp23);
                        auto tmp25 = tmp15 * tmp24;
                        auto tmp26 = tmp25 / tmp23;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 144L*x0));
                        tmp26.store(out_ptr3 + static_cast<int64_t>(x1 + 144L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 144L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 144L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 144L*x2 + 14400L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                                auto tmp19 = static_cast<float>(100.0);
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
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 144L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 144L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp49 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp52 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            auto tmp19 = static_cast<float>(100.0);
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
                            auto tmp34 = static_cast<float>(0.0003125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = static_cast<float>(3200.0);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp37 / tmp39;
                            auto tmp41 = static_cast<float>(0.001);
                            auto tmp42 = at::vec::Vectorized<float>(tmp41);
                            auto tmp43 = tmp40 + tmp42;
                            auto tmp44 = tmp43.rsqrt();
                            auto tmp45 = tmp44 * tmp44;
                            auto tmp46 = tmp36 * tmp45;
                            auto tmp47 = tmp32 * tmp46;
                            auto tmp48 = tmp29 - tmp47;
                            auto tmp50 = tmp49 * tmp35;
                            auto tmp51 = tmp48 - tmp50;
                            auto tmp53 = tmp44 * tmp52;
                            auto tmp54 = tmp51 * tmp53;
                            tmp54.store(in_out_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 14400L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 144L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
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
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.0003125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = static_cast<float>(3200.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 / tmp26;
                        auto tmp28 = static_cast<float>(0.001);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp27 + tmp29;
                        auto tmp31 = tmp30.rsqrt();
                        auto tmp32 = tmp31 * tmp31;
                        auto tmp33 = tmp23 * tmp32;
                        auto tmp34 = tmp19 * tmp33;
                        auto tmp35 = tmp16 - tmp34;
                        auto tmp37 = tmp36 * tmp22;
                        auto tmp38 = tmp35 - tmp37;
                        auto tmp40 = tmp31 * tmp39;
                        auto tmp41 = tmp38 * tmp40;
                        tmp41.store(in_out_ptr0 + static_cast<int64_t>(x1 + 144L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.0003125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(3200.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 / tmp12;
                        auto tmp14 = static_cast<float>(0.001);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 + tmp15;
                        auto tmp17 = tmp16.rsqrt();
                        auto tmp18 = tmp17 * tmp17;
                        auto tmp19 = tmp9 * tmp18;
                        auto tmp20 = tmp5 * tmp19;
                        auto tmp21 = tmp2 - tmp20;
                        auto tmp23 = tmp22 * tmp8;
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = tmp17 * tmp25;
                        auto tmp27 = tmp24 * tmp26;
                        tmp27.store(in_out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 120L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(120L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 120L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp11 + tmp2;
                            auto tmp13 = at::vec::maximum(tmp12, tmp5);
                            auto tmp14 = at::vec::minimum(tmp13, tmp8);
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 / tmp8;
                            auto tmp17 = tmp10 * tmp16;
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 120L*x2 + 12000L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 120L*x2 + 12000L*x0), static_cast<int64_t>(8));
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
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3840L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3840L)))
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


cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_22 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0)
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3840L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3840L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(100.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(3.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::maximum(tmp18, tmp20);
                        auto tmp22 = static_cast<float>(6.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = at::vec::minimum(tmp21, tmp23);
                        auto tmp25 = tmp15 * tmp24;
                        auto tmp26 = tmp25 / tmp23;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 120L*x0));
                        tmp26.store(out_ptr3 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(120L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 120L*x2 + 12000L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 120L*x2 + 12000L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 120L*x2 + 12000L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                                auto tmp19 = static_cast<float>(100.0);
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
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(120L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 120L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 120L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp49 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp52 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            auto tmp19 = static_cast<float>(100.0);
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
                            auto tmp34 = static_cast<float>(0.0003125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = static_cast<float>(3200.0);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp37 / tmp39;
                            auto tmp41 = static_cast<float>(0.001);
                            auto tmp42 = at::vec::Vectorized<float>(tmp41);
                            auto tmp43 = tmp40 + tmp42;
                            auto tmp44 = tmp43.rsqrt();
                            auto tmp45 = tmp44 * tmp44;
                            auto tmp46 = tmp36 * tmp45;
                            auto tmp47 = tmp32 * tmp46;
                            auto tmp48 = tmp29 - tmp47;
                            auto tmp50 = tmp49 * tmp35;
                            auto tmp51 = tmp48 - tmp50;
                            auto tmp53 = tmp44 * tmp52;
                            auto tmp54 = tmp51 * tmp53;
                            tmp54.store(in_out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 12000L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
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
    auto in_ptr9 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp18 = tmp16 - tmp17;
                        auto tmp20 = tmp19 / tmp5;
                        auto tmp21 = tmp20 + tmp8;
                        auto tmp22 = tmp21.rsqrt();
                        auto tmp23 = tmp18 * tmp22;
                        auto tmp25 = tmp23 * tmp24;
                        auto tmp27 = tmp25 + tmp26;
                        auto tmp28 = tmp27 + tmp15;
                        auto tmp31 = tmp29 - tmp30;
                        auto tmp33 = tmp32 / tmp5;
                        auto tmp34 = tmp33 + tmp8;
                        auto tmp35 = tmp34.rsqrt();
                        auto tmp36 = tmp31 * tmp35;
                        auto tmp38 = tmp36 * tmp37;
                        auto tmp40 = tmp38 + tmp39;
                        auto tmp41 = tmp40 + tmp28;
                        tmp15.store(out_ptr6 + static_cast<int64_t>(x1 + 40L*x0));
                        tmp28.store(out_ptr7 + static_cast<int64_t>(x1 + 40L*x0));
                        tmp41.store(out_ptr8 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0 + 120L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    tmp_acc0_vec.store(out_ptr9 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(120L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(120L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(120L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1 + 120L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.0003125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = static_cast<float>(3200.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 / tmp26;
                        auto tmp28 = static_cast<float>(0.001);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp27 + tmp29;
                        auto tmp31 = tmp30.rsqrt();
                        auto tmp32 = tmp31 * tmp31;
                        auto tmp33 = tmp23 * tmp32;
                        auto tmp34 = tmp19 * tmp33;
                        auto tmp35 = tmp16 - tmp34;
                        auto tmp37 = tmp36 * tmp22;
                        auto tmp38 = tmp35 - tmp37;
                        auto tmp40 = tmp31 * tmp39;
                        auto tmp41 = tmp38 * tmp40;
                        tmp41.store(in_out_ptr0 + static_cast<int64_t>(x1 + 120L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr6)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0003125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(3200.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(0.001);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = tmp14.rsqrt();
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp18 = tmp3 * tmp17;
                        auto tmp19 = tmp0 - tmp18;
                        auto tmp21 = tmp20 * tmp6;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 240L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(240L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp11 + tmp2;
                            auto tmp13 = at::vec::maximum(tmp12, tmp5);
                            auto tmp14 = at::vec::minimum(tmp13, tmp8);
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 / tmp8;
                            auto tmp17 = tmp10 * tmp16;
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0));
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


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x2 + 24000L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 240L*x2 + 24000L*x0), static_cast<int64_t>(8));
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
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x1 + 240L*x0));
                    }
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


cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_27 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7680L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(7680L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(100.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(3.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::maximum(tmp18, tmp20);
                        auto tmp22 = static_cast<float>(6.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = at::vec::minimum(tmp21, tmp23);
                        auto tmp25 = tmp15 * tmp24;
                        auto tmp26 = tmp25 / tmp23;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 240L*x0));
                        tmp26.store(out_ptr3 + static_cast<int64_t>(x1 + 240L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 240L*x2 + 24000L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 240L*x2 + 24000L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 240L*x2 + 24000L*x1), static_cast<int64_t>(8));
                                auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                                auto tmp19 = static_cast<float>(100.0);
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
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(240L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp49 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp52 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            auto tmp19 = static_cast<float>(100.0);
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
                            auto tmp34 = static_cast<float>(0.0003125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = static_cast<float>(3200.0);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp37 / tmp39;
                            auto tmp41 = static_cast<float>(0.001);
                            auto tmp42 = at::vec::Vectorized<float>(tmp41);
                            auto tmp43 = tmp40 + tmp42;
                            auto tmp44 = tmp43.rsqrt();
                            auto tmp45 = tmp44 * tmp44;
                            auto tmp46 = tmp36 * tmp45;
                            auto tmp47 = tmp32 * tmp46;
                            auto tmp48 = tmp29 - tmp47;
                            auto tmp50 = tmp49 * tmp35;
                            auto tmp51 = tmp48 - tmp50;
                            auto tmp53 = tmp44 * tmp52;
                            auto tmp54 = tmp51 * tmp53;
                            tmp54.store(in_out_ptr0 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = tmp_acc0_vec + tmp16;
                            tmp_acc1_vec = tmp_acc1_vec + tmp20;
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
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(0.0003125);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = static_cast<float>(3200.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 / tmp26;
                        auto tmp28 = static_cast<float>(0.001);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp27 + tmp29;
                        auto tmp31 = tmp30.rsqrt();
                        auto tmp32 = tmp31 * tmp31;
                        auto tmp33 = tmp23 * tmp32;
                        auto tmp34 = tmp19 * tmp33;
                        auto tmp35 = tmp16 - tmp34;
                        auto tmp37 = tmp36 * tmp22;
                        auto tmp38 = tmp35 - tmp37;
                        auto tmp40 = tmp31 * tmp39;
                        auto tmp41 = tmp38 * tmp40;
                        tmp41.store(in_out_ptr0 + static_cast<int64_t>(x1 + 240L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
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
    auto in_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(0.0003125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(3200.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 / tmp12;
                        auto tmp14 = static_cast<float>(0.001);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 + tmp15;
                        auto tmp17 = tmp16.rsqrt();
                        auto tmp18 = tmp17 * tmp17;
                        auto tmp19 = tmp9 * tmp18;
                        auto tmp20 = tmp5 * tmp19;
                        auto tmp21 = tmp2 - tmp20;
                        auto tmp23 = tmp22 * tmp8;
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = tmp17 * tmp25;
                        auto tmp27 = tmp24 * tmp26;
                        tmp27.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(240L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 240L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(240L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(240L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(240L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 240L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 240L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(240L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(240L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x2 + 240L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp11 + tmp2;
                            auto tmp13 = at::vec::maximum(tmp12, tmp5);
                            auto tmp14 = at::vec::minimum(tmp13, tmp8);
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 / tmp8;
                            auto tmp17 = tmp10 * tmp16;
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x2 + 240L*x1 + 24000L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_31 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(3200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(3200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(96L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 96L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp11 + tmp2;
                            auto tmp13 = at::vec::maximum(tmp12, tmp5);
                            auto tmp14 = at::vec::minimum(tmp13, tmp8);
                            auto tmp15 = tmp11 * tmp14;
                            auto tmp16 = tmp15 / tmp8;
                            auto tmp17 = tmp10 * tmp16;
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(40L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 40L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(40L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp7 = tmp5 - tmp6;
                        auto tmp9 = static_cast<float>(0.0003125);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp13 = static_cast<float>(3200.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 / tmp14;
                        auto tmp16 = static_cast<float>(0.001);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = tmp18.rsqrt();
                        auto tmp20 = tmp19 * tmp19;
                        auto tmp21 = tmp11 * tmp20;
                        auto tmp22 = tmp7 * tmp21;
                        auto tmp23 = tmp4 - tmp22;
                        auto tmp25 = tmp24 * tmp10;
                        auto tmp26 = tmp23 - tmp25;
                        auto tmp28 = tmp19 * tmp27;
                        auto tmp29 = tmp26 * tmp28;
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x2 + 9600L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x2 + 9600L*x0), static_cast<int64_t>(8));
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
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
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


cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_33 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(100.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_34 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
                       float* out_ptr6)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(100L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x2 + 9600L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 96L*x2 + 9600L*x1), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                                auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 96L*x2 + 9600L*x1), static_cast<int64_t>(8));
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
                                auto tmp19 = static_cast<float>(100.0);
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
                    auto tmp2 = static_cast<float>(3200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(100L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(96L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 96L*x0), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 96L*x0), static_cast<int64_t>(8));
                            auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0), static_cast<int64_t>(8));
                            auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp49 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp52 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            auto tmp19 = static_cast<float>(100.0);
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
                            auto tmp34 = static_cast<float>(0.0003125);
                            auto tmp35 = at::vec::Vectorized<float>(tmp34);
                            auto tmp36 = tmp33 * tmp35;
                            auto tmp38 = static_cast<float>(3200.0);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp37 / tmp39;
                            auto tmp41 = static_cast<float>(0.001);
                            auto tmp42 = at::vec::Vectorized<float>(tmp41);
                            auto tmp43 = tmp40 + tmp42;
                            auto tmp44 = tmp43.rsqrt();
                            auto tmp45 = tmp44 * tmp44;
                            auto tmp46 = tmp36 * tmp45;
                            auto tmp47 = tmp32 * tmp46;
                            auto tmp48 = tmp29 - tmp47;
                            auto tmp50 = tmp49 * tmp35;
                            auto tmp51 = tmp48 - tmp50;
                            auto tmp53 = tmp44 * tmp52;
                            auto tmp54 = tmp51 * tmp53;
                            tmp54.store(in_out_ptr0 + static_cast<int64_t>(x2 + 96L*x1 + 9600L*x0));
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
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(12800L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12800L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(12800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(3.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::maximum(tmp18, tmp20);
                        auto tmp22 = static_cast<float>(6.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = at::vec::minimum(tmp21, tmp23);
                        auto tmp25 = tmp15 * tmp24;
                        auto tmp26 = tmp25 / tmp23;
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp26.store(out_ptr6 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_35 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
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
    auto in_ptr6 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(12800L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12800L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(12800L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12800L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(12800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp18 = tmp16 - tmp17;
                        auto tmp20 = tmp19 / tmp5;
                        auto tmp21 = tmp20 + tmp8;
                        auto tmp22 = tmp21.rsqrt();
                        auto tmp23 = tmp18 * tmp22;
                        auto tmp25 = tmp23 * tmp24;
                        auto tmp27 = tmp25 + tmp26;
                        auto tmp28 = tmp27 + tmp15;
                        tmp15.store(out_ptr4 + static_cast<int64_t>(x1 + 24L*x0));
                        tmp28.store(out_ptr5 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = cascade_sum_combine(tmp16, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp20, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(12800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr8 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(7.8125e-05);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = static_cast<float>(12800.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 / tmp26;
                        auto tmp28 = static_cast<float>(0.001);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp27 + tmp29;
                        auto tmp31 = tmp30.rsqrt();
                        auto tmp32 = tmp31 * tmp31;
                        auto tmp33 = tmp23 * tmp32;
                        auto tmp34 = tmp19 * tmp33;
                        auto tmp35 = tmp16 - tmp34;
                        auto tmp37 = tmp36 * tmp22;
                        auto tmp38 = tmp35 - tmp37;
                        auto tmp40 = tmp31 * tmp39;
                        auto tmp41 = tmp38 * tmp40;
                        tmp41.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_36 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5)
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = cascade_sum_combine(tmp0, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp4, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(12800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(7.8125e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(12800.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(0.001);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = tmp14.rsqrt();
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp18 = tmp3 * tmp17;
                        auto tmp19 = tmp0 - tmp18;
                        auto tmp21 = tmp20 * tmp6;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(88L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(12800L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12800L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(12800.0);
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
                        tmp16.store(out_ptr5 + static_cast<int64_t>(x1 + 88L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_37 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(88L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(12800L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12800L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(12800.0);
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
                        tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 88L*x0));
                    }
                }
            }
        }
    }
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 88L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = cascade_sum_combine(tmp5, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp9, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(12800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(88L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(88L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 88L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(7.8125e-05);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(12800.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(0.001);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp19.rsqrt();
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp8 * tmp22;
                        auto tmp24 = tmp5 - tmp23;
                        auto tmp26 = tmp25 * tmp11;
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = tmp20 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_38 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
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
                            tmp_acc0_vec = cascade_sum_combine(tmp5, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp9, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(88L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(12800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(7.8125e-05);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(12800.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(0.001);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp19.rsqrt();
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp8 * tmp22;
                        auto tmp24 = tmp5 - tmp23;
                        auto tmp26 = tmp25 * tmp11;
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = tmp20 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 88L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_relu_39 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
                       float* out_ptr5)
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
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
                            tmp_acc0_vec = cascade_sum_combine(tmp2, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp6, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(12800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp5 = tmp3 - tmp4;
                        auto tmp7 = static_cast<float>(7.8125e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(12800.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 / tmp12;
                        auto tmp14 = static_cast<float>(0.001);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 + tmp15;
                        auto tmp17 = tmp16.rsqrt();
                        auto tmp18 = tmp17 * tmp17;
                        auto tmp19 = tmp9 * tmp18;
                        auto tmp20 = tmp5 * tmp19;
                        auto tmp21 = tmp2 - tmp20;
                        auto tmp23 = tmp22 * tmp8;
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = tmp17 * tmp25;
                        auto tmp27 = tmp24 * tmp26;
                        tmp27.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(12800L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(12800L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(12800.0);
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
                        tmp16.store(out_ptr5 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_40 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
                       float* out_ptr5)
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(12800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12800L); x1+=static_cast<int64_t>(1L))
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
                            tmp_acc0_vec = cascade_sum_combine(tmp5, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp9, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(12800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12800L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(7.8125e-05);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(12800.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(0.001);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp19.rsqrt();
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp8 * tmp22;
                        auto tmp24 = tmp5 - tmp23;
                        auto tmp26 = tmp25 * tmp11;
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = tmp20 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(51200L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(51200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(51200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(51200.0);
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
                        tmp16.store(out_ptr5 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_41 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(51200L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(51200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(51200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(51200.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(51200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 72L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp9 = tmp5 * tmp8;
                            tmp_acc0_vec = cascade_sum_combine(tmp5, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp9, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(72L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(72L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(51200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(72L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(1.953125e-05);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(51200.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(0.001);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 + tmp18;
                        auto tmp20 = tmp19.rsqrt();
                        auto tmp21 = tmp20 * tmp20;
                        auto tmp22 = tmp12 * tmp21;
                        auto tmp23 = tmp8 * tmp22;
                        auto tmp24 = tmp5 - tmp23;
                        auto tmp26 = tmp25 * tmp11;
                        auto tmp27 = tmp24 - tmp26;
                        auto tmp29 = tmp20 * tmp28;
                        auto tmp30 = tmp27 * tmp29;
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardswish_42 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(204800L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(204800L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(204800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(204800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(204800.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(0.001);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(3.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 + tmp17;
                        auto tmp19 = static_cast<float>(0.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::maximum(tmp18, tmp20);
                        auto tmp22 = static_cast<float>(6.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = at::vec::minimum(tmp21, tmp23);
                        auto tmp25 = tmp15 * tmp24;
                        auto tmp26 = tmp25 / tmp23;
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
                        tmp26.store(out_ptr3 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardsigmoid_mul_native_batch_norm_backward_relu_43 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(51200L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(51200L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(51200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(51200.0);
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
                        tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1600L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::maximum(tmp3, tmp5);
                            auto tmp7 = static_cast<float>(6.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = at::vec::minimum(tmp6, tmp8);
                            auto tmp10 = tmp9 / tmp8;
                            auto tmp12 = tmp10 * tmp11;
                            tmp12.store(out_ptr3 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(51200L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = cascade_sum_combine(tmp0, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp4, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(51200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(51200L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(1.953125e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(51200.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(0.001);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 + tmp13;
                        auto tmp15 = tmp14.rsqrt();
                        auto tmp16 = tmp15 * tmp15;
                        auto tmp17 = tmp7 * tmp16;
                        auto tmp18 = tmp3 * tmp17;
                        auto tmp19 = tmp0 - tmp18;
                        auto tmp21 = tmp20 * tmp6;
                        auto tmp22 = tmp19 - tmp21;
                        auto tmp24 = tmp15 * tmp23;
                        auto tmp25 = tmp22 * tmp24;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardsigmoid_backward_hardswish_backward_mean_mul_sum_44 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1600L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 25600L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 25600L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp1;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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


cpp_fused_hardswish_backward_mean_threshold_backward_45 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1600.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_threshold_backward_46 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(51200L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1600L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x2 + 25600L*x1), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x2 + 25600L*x1), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 16L*x2 + 25600L*x1), static_cast<int64_t>(8));
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
                                auto tmp16 = static_cast<float>(1600.0);
                                auto tmp17 = at::vec::Vectorized<float>(tmp16);
                                auto tmp18 = tmp15 / tmp17;
                                auto tmp19 = tmp14 + tmp18;
                                auto tmp20 = decltype(tmp2)::blendv(tmp19, tmp2, tmp3.template cast<float,1>());
                                auto tmp23 = tmp21 - tmp22;
                                auto tmp24 = tmp20 * tmp23;
                                tmp_acc0_vec = cascade_sum_combine(tmp20, &cascade_helper0);
                                tmp_acc1_vec = cascade_sum_combine(tmp24, &cascade_helper1);
                            }
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(51200.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1600L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp40 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp43 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
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
                            auto tmp16 = static_cast<float>(1600.0);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 / tmp17;
                            auto tmp19 = tmp14 + tmp18;
                            auto tmp20 = decltype(tmp2)::blendv(tmp19, tmp2, tmp3.template cast<float,1>());
                            auto tmp23 = tmp21 - tmp22;
                            auto tmp25 = static_cast<float>(1.953125e-05);
                            auto tmp26 = at::vec::Vectorized<float>(tmp25);
                            auto tmp27 = tmp24 * tmp26;
                            auto tmp29 = static_cast<float>(51200.0);
                            auto tmp30 = at::vec::Vectorized<float>(tmp29);
                            auto tmp31 = tmp28 / tmp30;
                            auto tmp32 = static_cast<float>(0.001);
                            auto tmp33 = at::vec::Vectorized<float>(tmp32);
                            auto tmp34 = tmp31 + tmp33;
                            auto tmp35 = tmp34.rsqrt();
                            auto tmp36 = tmp35 * tmp35;
                            auto tmp37 = tmp27 * tmp36;
                            auto tmp38 = tmp23 * tmp37;
                            auto tmp39 = tmp20 - tmp38;
                            auto tmp41 = tmp40 * tmp26;
                            auto tmp42 = tmp39 - tmp41;
                            auto tmp44 = tmp35 * tmp43;
                            auto tmp45 = tmp42 * tmp44;
                            tmp45.store(in_out_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 25600L*x0));
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


cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_47 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(204800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(204800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(204800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(204800L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(204800L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp20 = tmp16 * tmp19;
                            tmp_acc0_vec = cascade_sum_combine(tmp16, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp20, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(204800.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.001);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(204800L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(-3.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(3.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                        auto tmp8 = tmp0 / tmp5;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 + tmp10;
                        auto tmp12 = tmp7 * tmp11;
                        auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                        auto tmp19 = tmp17 - tmp18;
                        auto tmp21 = static_cast<float>(4.8828125e-06);
                        auto tmp22 = at::vec::Vectorized<float>(tmp21);
                        auto tmp23 = tmp20 * tmp22;
                        auto tmp25 = static_cast<float>(204800.0);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 / tmp26;
                        auto tmp28 = static_cast<float>(0.001);
                        auto tmp29 = at::vec::Vectorized<float>(tmp28);
                        auto tmp30 = tmp27 + tmp29;
                        auto tmp31 = tmp30.rsqrt();
                        auto tmp32 = tmp31 * tmp31;
                        auto tmp33 = tmp23 * tmp32;
                        auto tmp34 = tmp19 * tmp33;
                        auto tmp35 = tmp16 - tmp34;
                        auto tmp37 = tmp36 * tmp22;
                        auto tmp38 = tmp35 - tmp37;
                        auto tmp40 = tmp31 * tmp39;
                        auto tmp41 = tmp38 * tmp40;
                        tmp41.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_hardswish_mean_sum_48 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1000L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1000L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x2 + 14400L*x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 + tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::maximum(tmp3, tmp5);
                                auto tmp7 = static_cast<float>(6.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = at::vec::minimum(tmp6, tmp8);
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp11 = tmp10 / tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(18432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(18432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(25.0);
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
        primals_6, primals_7, primals_8, primals_12, primals_13, primals_22, primals_23, primals_28, primals_29, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_52, primals_53, primals_58, primals_59, primals_64, primals_65, primals_70, primals_71, primals_80, primals_81, primals_86, primals_87, primals_92, primals_93, primals_102, primals_103, primals_108, primals_109, primals_114, primals_115, primals_124, primals_125, primals_130, primals_131, primals_136, primals_137, primals_146, primals_147, primals_152, primals_153, primals_158, primals_159, primals_168, primals_169, primals_174, primals_175, primals_180, primals_181, primals_190, primals_191, primals_196, primals_197, primals_202, primals_203, primals_212, primals_213, primals_218, primals_219, primals_224, primals_225, primals_234, primals_235, primals_240, primals_241, primals_242, primals_244, primals_236, primals_230, primals_228, primals_226, primals_220, primals_214, primals_208, primals_206, primals_204, primals_198, primals_192, primals_186, primals_184, primals_182, primals_176, primals_170, primals_164, primals_162, primals_160, primals_154, primals_148, primals_142, primals_140, primals_138, primals_132, primals_126, primals_120, primals_118, primals_116, primals_110, primals_104, primals_98, primals_96, primals_94, primals_88, primals_82, primals_76, primals_74, primals_72, primals_66, primals_60, primals_54, primals_48, primals_42, primals_36, primals_30, primals_24, primals_18, primals_16, primals_14, primals_2, primals_1, convolution, relu_1, convolution_3, convolution_4, convolution_5, convolution_6, convolution_7, convolution_8, convolution_9, convolution_10, convolution_11, convolution_12, relu_6, convolution_14, convolution_15, convolution_16, convolution_17, relu_7, convolution_19, convolution_20, convolution_21, convolution_22, relu_8, convolution_24, convolution_25, convolution_26, convolution_27, relu_9, convolution_29, convolution_30, convolution_31, convolution_32, relu_10, convolution_34, convolution_35, convolution_36, convolution_37, relu_11, convolution_39, convolution_40, convolution_41, convolution_42, relu_12, convolution_44, convolution_45, convolution_46, convolution_47, relu_13, convolution_49, convolution_50, convolution_51, addmm, tangents_1 = args
        args.clear()
        assert_size_stride(convolution_40, (32, 96, 5, 5), (2400, 1, 480, 96), 'input')
        buf20 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf21 = buf20; del buf20  # reuse
        buf22 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        assert_size_stride(convolution_45, (32, 96, 5, 5), (2400, 1, 480, 96), 'input')
        buf24 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf25 = buf24; del buf24  # reuse
        buf26 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        assert_size_stride(convolution_50, (32, 96, 5, 5), (2400, 1, 480, 96), 'input')
        buf28 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf29 = buf28; del buf28  # reuse
        buf30 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        assert_size_stride_grouped((primals_190, primals_191, primals_212, primals_213, primals_234, primals_235), ((96, ), (96, ), (96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf23 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        buf27 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        buf31 = empty_strided_cpu((32, 96, 5, 5), (2400, 1, 480, 96), torch.float32)
        assert_size_stride_grouped((tangents_1, primals_244), ((32, 1000), (1000, 1024)), ((1000, 1), (1024, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_0(buf21, buf25, buf29, convolution_40, convolution_45, convolution_50, primals_190, primals_191, primals_212, primals_213, primals_234, primals_235, buf22, buf26, buf30, buf23, buf27, buf31)
        del primals_191
        del primals_213
        del primals_235
        buf0 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_104, permute_2, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_244, out=buf0)
        del primals_244
        buf2 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        cpp_fused_bernoulli_1(buf2)
        torch.ops.aten.bernoulli_.float(buf2, 0.8)
        assert_size_stride(addmm, (32, 1024), (1024, 1), 'input')
        buf4 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        buf7 = buf0; del buf0  # reuse
        assert_size_stride(primals_242, (1024, 576), (576, 1), 'input')
        cpp_fused_div_hardswish_hardswish_backward_mul_2(buf7, addmm, buf2, buf4)
        del addmm
        del buf2
        buf8 = empty_strided_cpu((32, 576), (576, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_101, permute_6, mm_2], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(buf7, primals_242, out=buf8)
        del primals_242
        assert_size_stride(convolution_51, (32, 576, 5, 5), (14400, 1, 2880, 576), 'input')
        buf9 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        buf10 = buf9; del buf9  # reuse
        buf11 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride_grouped((primals_240, primals_241), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf12 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        buf17 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf19 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf32 = convolution_51; del convolution_51  # reuse
        assert_size_stride(primals_236, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_div_expand_hardswish_backward_native_batch_norm_backward_view_3(buf10, buf32, primals_240, primals_241, buf8, buf11, buf12, buf17, buf18, buf19)
        del primals_240
        del primals_241
        # Topologically Sorted Source Nodes: [full_default, input_99, view_3, expand, div_30, le_1, lt_1, div_31, add_205, mul_269, where_2, where_3, unsqueeze_136, unsqueeze_137, unsqueeze_138, sub_34, mul_271, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_272, mul_273, mul_274, unsqueeze_142, unsqueeze_143, unsqueeze_144, mul_275, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_276, sub_36, sub_37, mul_277, input_97, result_5, convolution_backward], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.view, aten.expand, aten.div, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf33 = torch.ops.aten.convolution_backward.default(buf32, buf31, primals_236, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf31
        del buf32
        del primals_236
        buf34 = buf33[0]
        assert_tensor_metadata(buf34, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf34 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf35 = buf33[1]
        assert_tensor_metadata(buf35, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf35 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf33
        buf36 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf37 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf38 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf44 = convolution_50; del convolution_50  # reuse
        assert_size_stride(convolution_47, (32, 576, 5, 5), (14400, 1, 2880, 576), 'input')
        buf39 = reinterpret_tensor(buf18, (1, 576, 1, 1), (576, 1, 576, 576), 0); del buf18  # reuse
        buf40 = buf39; del buf39  # reuse
        buf41 = buf11; del buf11  # reuse
        assert_size_stride_grouped((primals_224, primals_225), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf42 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        assert_size_stride(convolution_49, (32, 576, 1, 1), (576, 1, 576, 576), 'input')
        buf43 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        assert_size_stride(primals_230, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_4(buf44, buf40, buf34, buf29, buf30, primals_234, convolution_47, primals_224, primals_225, convolution_49, buf36, buf37, buf38, buf41, buf42, buf43)
        del buf29
        del buf30
        del buf37
        del primals_225
        del primals_234
        # Topologically Sorted Source Nodes: [input_97, unsqueeze_148, unsqueeze_149, unsqueeze_150, sub_38, mul_280, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_281, mul_282, mul_283, unsqueeze_154, unsqueeze_155, unsqueeze_156, mul_284, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_285, sub_40, sub_41, mul_286, input_94, scale_44, input_95, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf45 = torch.ops.aten.convolution_backward.default(buf44, buf43, primals_230, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf44
        del primals_230
        buf46 = buf45[0]
        assert_tensor_metadata(buf46, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf46 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf47 = buf45[1]
        assert_tensor_metadata(buf47, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf47 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf45
        buf48 = reinterpret_tensor(buf8, (32, 576, 1, 1), (576, 1, 18432, 18432), 0); del buf8  # reuse
        buf54 = empty_strided_cpu((32, 576, 1, 1), (576, 1, 18432, 18432), torch.float32)
        buf49 = reinterpret_tensor(buf48, (32, 576, 1, 1), (576, 1, 1, 1), 0); del buf48  # reuse
        assert_size_stride_grouped((relu_13, primals_228), ((32, 144, 1, 1), (576, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_5(buf49, buf46, buf42, convolution_49, buf54)
        # Topologically Sorted Source Nodes: [full_default, gt, lt_2, bitwise_and, mul_290, where_4, convolution_backward_2], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf50 = torch.ops.aten.convolution_backward.default(buf49, relu_13, primals_228, [576], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf49
        del primals_228
        buf51 = buf50[0]
        assert_tensor_metadata(buf51, (32, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf51 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf52 = buf50[1]
        assert_tensor_metadata(buf52, (576, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf52 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf53 = buf50[2]
        assert_tensor_metadata(buf53, (576, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf53 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf50
        buf56 = reinterpret_tensor(relu_13, (32, 144, 1, 1), (144, 1, 1, 1), 0); del relu_13  # reuse
        buf55 = reinterpret_tensor(buf54, (32, 576, 1, 1), (576, 1, 1, 1), 0); del buf54  # reuse
        assert_size_stride(primals_226, (144, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_6(buf56, buf55, buf51)
        del buf51
        # Topologically Sorted Source Nodes: [full_default, input_94, le_2, where_5, scale_40, convolution_backward_3], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf57 = torch.ops.aten.convolution_backward.default(buf56, buf55, primals_226, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf55
        del buf56
        del primals_226
        buf58 = buf57[0]
        assert_tensor_metadata(buf58, (32, 576, 1, 1), (576, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf58 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf59 = buf57[1]
        assert_tensor_metadata(buf59, (144, 576, 1, 1), (576, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf59 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf60 = buf57[2]
        assert_tensor_metadata(buf60, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf60 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf57
        assert_size_stride(convolution_46, (32, 576, 5, 5), (14400, 1, 2880, 576), 'input')
        buf64 = buf10; del buf10  # reuse
        buf65 = buf64; del buf64  # reuse
        buf66 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride_grouped((primals_218, primals_219), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf67 = buf43; del buf43  # reuse
        buf68 = empty_strided_cpu((32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32)
        buf61 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf62 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf63 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf69 = buf42; del buf42  # reuse
        assert_size_stride(primals_220, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_7(buf65, buf69, convolution_46, primals_218, primals_219, buf46, convolution_49, buf58, convolution_47, buf40, buf41, primals_224, buf66, buf67, buf68, buf61, buf62, buf63)
        del buf46
        del buf58
        del convolution_47
        del convolution_49
        del primals_219
        del primals_224
        # Topologically Sorted Source Nodes: [full_default, input_93, scale_44, mul_288, expand_1, div_32, add_206, le_3, lt_3, div_33, add_207, mul_291, where_6, where_7, unsqueeze_160, unsqueeze_161, unsqueeze_162, sub_42, mul_293, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_294, mul_295, mul_296, unsqueeze_166, unsqueeze_167, unsqueeze_168, mul_297, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_298, sub_44, sub_45, mul_299, input_91, convolution_backward_4], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf70 = torch.ops.aten.convolution_backward.default(buf69, buf68, primals_220, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 576, [True, True, False])
        del primals_220
        buf71 = buf70[0]
        assert_tensor_metadata(buf71, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf71 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf72 = buf70[1]
        assert_tensor_metadata(buf72, (576, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf72 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf70
        buf73 = buf62; del buf62  # reuse
        buf74 = reinterpret_tensor(buf41, (576, ), (1, ), 0); del buf41  # reuse
        buf75 = reinterpret_tensor(buf40, (576, ), (1, ), 0); del buf40  # reuse
        buf76 = buf67; del buf67  # reuse
        assert_size_stride(primals_214, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8(buf76, buf71, convolution_46, buf65, buf66, primals_218, buf73, buf74, buf75)
        del buf71
        del convolution_46
        del primals_218
        # Topologically Sorted Source Nodes: [full_default, input_90, le_4, lt_4, div_34, add_208, mul_301, where_8, where_9, unsqueeze_172, unsqueeze_173, unsqueeze_174, sub_46, mul_303, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_304, mul_305, mul_306, unsqueeze_178, unsqueeze_179, unsqueeze_180, mul_307, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_308, sub_48, sub_49, mul_309, convolution_backward_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf77 = torch.ops.aten.convolution_backward.default(buf76, buf27, primals_214, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf27
        del primals_214
        buf78 = buf77[0]
        assert_tensor_metadata(buf78, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf78 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf79 = buf77[1]
        assert_tensor_metadata(buf79, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf79 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf77
        buf80 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf81 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf82 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf88 = convolution_45; del convolution_45  # reuse
        assert_size_stride(convolution_42, (32, 576, 5, 5), (14400, 1, 2880, 576), 'input')
        buf83 = reinterpret_tensor(buf74, (1, 576, 1, 1), (576, 1, 576, 576), 0); del buf74  # reuse
        buf84 = buf83; del buf83  # reuse
        buf85 = buf66; del buf66  # reuse
        assert_size_stride_grouped((primals_202, primals_203), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf86 = buf76; del buf76  # reuse
        assert_size_stride(convolution_44, (32, 576, 1, 1), (576, 1, 576, 576), 'input')
        buf87 = buf69; del buf69  # reuse
        assert_size_stride(primals_208, (96, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_9(buf88, buf84, buf34, buf78, buf25, buf26, primals_212, convolution_42, primals_202, primals_203, convolution_44, buf80, buf81, buf82, buf85, buf86, buf87)
        del primals_203
        del primals_212
        # Topologically Sorted Source Nodes: [input_88, add_209, unsqueeze_184, unsqueeze_185, unsqueeze_186, sub_50, mul_312, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_313, mul_314, mul_315, unsqueeze_190, unsqueeze_191, unsqueeze_192, mul_316, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_317, sub_52, sub_53, mul_318, input_85, scale_39, input_86, convolution_backward_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf89 = torch.ops.aten.convolution_backward.default(buf88, buf87, primals_208, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf88
        del primals_208
        buf90 = buf89[0]
        assert_tensor_metadata(buf90, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf90 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf91 = buf89[1]
        assert_tensor_metadata(buf91, (96, 576, 1, 1), (576, 1, 576, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf91 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf89
        buf92 = empty_strided_cpu((32, 576, 1, 1), (576, 1, 18432, 18432), torch.float32)
        buf98 = empty_strided_cpu((32, 576, 1, 1), (576, 1, 18432, 18432), torch.float32)
        buf93 = reinterpret_tensor(buf92, (32, 576, 1, 1), (576, 1, 1, 1), 0); del buf92  # reuse
        assert_size_stride_grouped((relu_12, primals_206), ((32, 144, 1, 1), (576, 144, 1, 1)), ((144, 1, 144, 144), (144, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_5(buf93, buf90, buf86, convolution_44, buf98)
        # Topologically Sorted Source Nodes: [full_default, gt_1, lt_5, bitwise_and_1, mul_322, where_10, convolution_backward_7], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf94 = torch.ops.aten.convolution_backward.default(buf93, relu_12, primals_206, [576], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf93
        del primals_206
        buf95 = buf94[0]
        assert_tensor_metadata(buf95, (32, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf95 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf96 = buf94[1]
        assert_tensor_metadata(buf96, (576, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf96 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf97 = buf94[2]
        assert_tensor_metadata(buf97, (576, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf97 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf94
        buf100 = reinterpret_tensor(relu_12, (32, 144, 1, 1), (144, 1, 1, 1), 0); del relu_12  # reuse
        buf99 = reinterpret_tensor(buf98, (32, 576, 1, 1), (576, 1, 1, 1), 0); del buf98  # reuse
        assert_size_stride(primals_204, (144, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_6(buf100, buf99, buf95)
        del buf95
        # Topologically Sorted Source Nodes: [full_default, input_85, le_5, where_11, scale_35, convolution_backward_8], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf101 = torch.ops.aten.convolution_backward.default(buf100, buf99, primals_204, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf100
        del primals_204
        buf102 = buf101[0]
        assert_tensor_metadata(buf102, (32, 576, 1, 1), (576, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf102 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf103 = buf101[1]
        assert_tensor_metadata(buf103, (144, 576, 1, 1), (576, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf103 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf104 = buf101[2]
        assert_tensor_metadata(buf104, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf104 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf101
        assert_size_stride(convolution_41, (32, 576, 5, 5), (14400, 1, 2880, 576), 'input')
        buf108 = buf65; del buf65  # reuse
        buf109 = buf108; del buf108  # reuse
        buf110 = empty_strided_cpu((1, 576, 1, 1), (576, 1, 576, 576), torch.float32)
        assert_size_stride_grouped((primals_196, primals_197), ((576, ), (576, )), ((1, ), (1, )), 'input')
        buf111 = buf87; del buf87  # reuse
        buf112 = buf68; del buf68  # reuse
        buf105 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf106 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf107 = empty_strided_cpu((576, ), (1, ), torch.float32)
        buf113 = buf86; del buf86  # reuse
        assert_size_stride(primals_198, (576, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_7(buf109, buf113, convolution_41, primals_196, primals_197, buf90, convolution_44, buf102, convolution_42, buf84, buf85, primals_202, buf110, buf111, buf112, buf105, buf106, buf107)
        del buf102
        del buf90
        del convolution_42
        del convolution_44
        del primals_197
        del primals_202
        # Topologically Sorted Source Nodes: [full_default, input_84, scale_39, mul_320, expand_2, div_35, add_210, le_6, lt_6, div_36, add_211, mul_323, where_12, where_13, unsqueeze_196, unsqueeze_197, unsqueeze_198, sub_54, mul_325, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_326, mul_327, mul_328, unsqueeze_202, unsqueeze_203, unsqueeze_204, mul_329, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_330, sub_56, sub_57, mul_331, input_82, convolution_backward_9], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf114 = torch.ops.aten.convolution_backward.default(buf113, buf112, primals_198, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 576, [True, True, False])
        del buf112
        del primals_198
        buf115 = buf114[0]
        assert_tensor_metadata(buf115, (32, 576, 5, 5), (14400, 1, 2880, 576), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf115 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf116 = buf114[1]
        assert_tensor_metadata(buf116, (576, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf116 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf114
        buf117 = reinterpret_tensor(buf85, (576, ), (1, ), 0); del buf85  # reuse
        buf118 = reinterpret_tensor(buf84, (576, ), (1, ), 0); del buf84  # reuse
        buf119 = buf106; del buf106  # reuse
        buf120 = buf111; del buf111  # reuse
        assert_size_stride(primals_192, (576, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8(buf120, buf115, convolution_41, buf109, buf110, primals_196, buf117, buf118, buf119)
        del buf109
        del buf110
        del buf115
        del buf118
        del convolution_41
        del primals_196
        # Topologically Sorted Source Nodes: [full_default, input_81, le_7, lt_7, div_37, add_212, mul_333, where_14, where_15, unsqueeze_208, unsqueeze_209, unsqueeze_210, sub_58, mul_335, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_336, mul_337, mul_338, unsqueeze_214, unsqueeze_215, unsqueeze_216, mul_339, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_340, sub_60, sub_61, mul_341, convolution_backward_10], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf121 = torch.ops.aten.convolution_backward.default(buf120, buf23, primals_192, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf23
        del primals_192
        buf122 = buf121[0]
        assert_tensor_metadata(buf122, (32, 96, 5, 5), (2400, 1, 480, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf122 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf123 = buf121[1]
        assert_tensor_metadata(buf123, (576, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf123 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf121
        buf124 = buf81; del buf81  # reuse
        buf125 = reinterpret_tensor(buf26, (96, ), (1, ), 0); del buf26  # reuse
        buf126 = reinterpret_tensor(buf25, (96, ), (1, ), 0); del buf25  # reuse
        buf132 = buf34; del buf34  # reuse
        assert_size_stride(convolution_37, (32, 288, 5, 5), (7200, 1, 1440, 288), 'input')
        buf127 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        buf128 = buf127; del buf127  # reuse
        buf129 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        assert_size_stride_grouped((primals_180, primals_181), ((288, ), (288, )), ((1, ), (1, )), 'input')
        buf130 = empty_strided_cpu((32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32)
        assert_size_stride(convolution_39, (32, 288, 1, 1), (288, 1, 288, 288), 'input')
        buf131 = empty_strided_cpu((32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32)
        assert_size_stride(primals_186, (96, 288, 1, 1), (288, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_10(buf132, buf128, buf78, buf122, convolution_40, buf21, buf22, primals_190, convolution_37, primals_180, primals_181, convolution_39, buf124, buf125, buf126, buf129, buf130, buf131)
        del buf122
        del buf78
        del convolution_40
        del primals_181
        del primals_190
        # Topologically Sorted Source Nodes: [input_79, add_209, add_213, unsqueeze_220, unsqueeze_221, unsqueeze_222, sub_62, mul_344, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_345, mul_346, mul_347, unsqueeze_226, unsqueeze_227, unsqueeze_228, mul_348, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_349, sub_64, sub_65, mul_350, input_76, scale_34, input_77, convolution_backward_11], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf133 = torch.ops.aten.convolution_backward.default(buf132, buf131, primals_186, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf131
        del buf132
        del primals_186
        buf134 = buf133[0]
        assert_tensor_metadata(buf134, (32, 288, 5, 5), (7200, 1, 1440, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf134 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf135 = buf133[1]
        assert_tensor_metadata(buf135, (96, 288, 1, 1), (288, 1, 288, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf135 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf133
        buf136 = empty_strided_cpu((32, 288, 1, 1), (288, 1, 9216, 9216), torch.float32)
        buf142 = empty_strided_cpu((32, 288, 1, 1), (288, 1, 9216, 9216), torch.float32)
        buf137 = reinterpret_tensor(buf136, (32, 288, 1, 1), (288, 1, 1, 1), 0); del buf136  # reuse
        assert_size_stride_grouped((relu_11, primals_184), ((32, 72, 1, 1), (288, 72, 1, 1)), ((72, 1, 72, 72), (72, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_11(buf137, buf134, buf130, convolution_39, buf142)
        # Topologically Sorted Source Nodes: [full_default, gt_2, lt_8, bitwise_and_2, mul_354, where_16, convolution_backward_12], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf138 = torch.ops.aten.convolution_backward.default(buf137, relu_11, primals_184, [288], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf137
        del primals_184
        buf139 = buf138[0]
        assert_tensor_metadata(buf139, (32, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf139 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf140 = buf138[1]
        assert_tensor_metadata(buf140, (288, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf140 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf141 = buf138[2]
        assert_tensor_metadata(buf141, (288, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf141 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf138
        buf144 = reinterpret_tensor(relu_11, (32, 72, 1, 1), (72, 1, 1, 1), 0); del relu_11  # reuse
        buf143 = reinterpret_tensor(buf142, (32, 288, 1, 1), (288, 1, 1, 1), 0); del buf142  # reuse
        assert_size_stride(primals_182, (72, 288, 1, 1), (288, 1, 1, 1), 'input')
        cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_12(buf144, buf143, buf139)
        del buf139
        # Topologically Sorted Source Nodes: [full_default, input_76, le_8, where_17, scale_30, convolution_backward_13], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf145 = torch.ops.aten.convolution_backward.default(buf144, buf143, primals_182, [72], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf143
        del buf144
        del primals_182
        buf146 = buf145[0]
        assert_tensor_metadata(buf146, (32, 288, 1, 1), (288, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf146 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf147 = buf145[1]
        assert_tensor_metadata(buf147, (72, 288, 1, 1), (288, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf147 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf148 = buf145[2]
        assert_tensor_metadata(buf148, (72, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf148 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf145
        buf149 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf150 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf151 = empty_strided_cpu((288, ), (1, ), torch.float32)
        buf157 = buf130; del buf130  # reuse
        assert_size_stride(convolution_36, (32, 288, 10, 10), (28800, 1, 2880, 288), 'input')
        buf152 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        buf153 = empty_strided_cpu((1, 288, 1, 1), (288, 1, 288, 288), torch.float32)
        assert_size_stride_grouped((primals_174, primals_175), ((288, ), (288, )), ((1, ), (1, )), 'input')
        buf155 = empty_strided_cpu((32, 288, 10, 10), (28800, 1, 2880, 288), torch.float32)
        buf156 = empty_strided_cpu((32, 288, 10, 10), (28800, 1, 2880, 288), torch.float32)
        assert_size_stride(primals_176, (288, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_13(buf157, buf134, convolution_39, buf146, convolution_37, buf128, buf129, primals_180, convolution_36, primals_174, primals_175, buf149, buf150, buf151, buf152, buf153, buf155, buf156)
        del buf134
        del buf146
        del convolution_37
        del convolution_39
        del primals_175
        del primals_180
        # Topologically Sorted Source Nodes: [full_default, input_75, scale_34, mul_352, expand_3, div_38, add_214, le_9, lt_9, div_39, add_215, mul_355, where_18, where_19, unsqueeze_232, unsqueeze_233, unsqueeze_234, sub_66, mul_357, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_358, mul_359, mul_360, unsqueeze_238, unsqueeze_239, unsqueeze_240, mul_361, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_362, sub_68, sub_69, mul_363, input_73, convolution_backward_14], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf158 = torch.ops.aten.convolution_backward.default(buf157, buf156, primals_176, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 288, [True, True, False])
        del buf156
        del buf157
        del primals_176
        buf159 = buf158[0]
        assert_tensor_metadata(buf159, (32, 288, 10, 10), (28800, 1, 2880, 288), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf159 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf160 = buf158[1]
        assert_tensor_metadata(buf160, (288, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf160 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf158
        assert_size_stride(convolution_30, (32, 48, 10, 10), (4800, 1, 480, 48), 'input')
        buf164 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        buf165 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        assert_size_stride(convolution_35, (32, 48, 10, 10), (4800, 1, 480, 48), 'input')
        buf168 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        buf169 = empty_strided_cpu((1, 48, 1, 1), (48, 1, 48, 48), torch.float32)
        assert_size_stride_grouped((primals_146, primals_147, primals_168, primals_169), ((48, ), (48, ), (48, ), (48, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf167 = empty_strided_cpu((32, 48, 10, 10), (4800, 1, 480, 48), torch.float32)
        buf171 = empty_strided_cpu((32, 48, 10, 10), (4800, 1, 480, 48), torch.float32)
        buf161 = buf150; del buf150  # reuse
        buf162 = reinterpret_tensor(buf129, (288, ), (1, ), 0); del buf129  # reuse
        buf163 = reinterpret_tensor(buf128, (288, ), (1, ), 0); del buf128  # reuse
        buf172 = buf155; del buf155  # reuse
        assert_size_stride(primals_170, (288, 48, 1, 1), (48, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_14(buf172, convolution_30, convolution_35, primals_146, primals_147, primals_168, primals_169, buf159, convolution_36, buf152, buf153, primals_174, buf164, buf165, buf168, buf169, buf167, buf171, buf161, buf162, buf163)
        del buf152
        del buf153
        del buf159
        del buf162
        del convolution_36
        del primals_147
        del primals_169
        del primals_174
        # Topologically Sorted Source Nodes: [full_default, input_72, le_10, lt_10, div_40, add_216, mul_365, where_20, where_21, unsqueeze_244, unsqueeze_245, unsqueeze_246, sub_70, mul_367, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_368, mul_369, mul_370, unsqueeze_250, unsqueeze_251, unsqueeze_252, mul_371, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_372, sub_72, sub_73, mul_373, input_70, result_3, convolution_backward_15], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf173 = torch.ops.aten.convolution_backward.default(buf172, buf171, primals_170, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf171
        del primals_170
        buf174 = buf173[0]
        assert_tensor_metadata(buf174, (32, 48, 10, 10), (4800, 1, 480, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf174 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf175 = buf173[1]
        assert_tensor_metadata(buf175, (288, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf175 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf173
        buf176 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf177 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf178 = empty_strided_cpu((48, ), (1, ), torch.float32)
        buf184 = convolution_35; del convolution_35  # reuse
        assert_size_stride(convolution_32, (32, 144, 10, 10), (14400, 1, 1440, 144), 'input')
        buf179 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        buf180 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        assert_size_stride_grouped((primals_158, primals_159), ((144, ), (144, )), ((1, ), (1, )), 'input')
        buf182 = reinterpret_tensor(buf120, (32, 144, 10, 10), (14400, 1, 1440, 144), 0); del buf120  # reuse
        assert_size_stride(convolution_34, (32, 144, 1, 1), (144, 1, 144, 144), 'input')
        buf183 = reinterpret_tensor(buf113, (32, 144, 10, 10), (14400, 1, 1440, 144), 0); del buf113  # reuse
        assert_size_stride(primals_164, (48, 144, 1, 1), (144, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_15(buf184, buf174, buf168, buf169, primals_168, convolution_32, primals_158, primals_159, convolution_34, buf176, buf177, buf178, buf179, buf180, buf182, buf183)
        del primals_159
        del primals_168
        # Topologically Sorted Source Nodes: [input_70, unsqueeze_256, unsqueeze_257, unsqueeze_258, sub_74, mul_376, unsqueeze_259, unsqueeze_260, unsqueeze_261, mul_377, mul_378, mul_379, unsqueeze_262, unsqueeze_263, unsqueeze_264, mul_380, unsqueeze_265, unsqueeze_266, unsqueeze_267, mul_381, sub_76, sub_77, mul_382, input_67, scale_29, input_68, convolution_backward_16], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf185 = torch.ops.aten.convolution_backward.default(buf184, buf183, primals_164, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf184
        del primals_164
        buf186 = buf185[0]
        assert_tensor_metadata(buf186, (32, 144, 10, 10), (14400, 1, 1440, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf186 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf187 = buf185[1]
        assert_tensor_metadata(buf187, (48, 144, 1, 1), (144, 1, 144, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf187 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf185
        buf188 = empty_strided_cpu((32, 144, 1, 1), (144, 1, 4608, 4608), torch.float32)
        buf194 = empty_strided_cpu((32, 144, 1, 1), (144, 1, 4608, 4608), torch.float32)
        buf189 = reinterpret_tensor(buf188, (32, 144, 1, 1), (144, 1, 1, 1), 0); del buf188  # reuse
        assert_size_stride_grouped((relu_10, primals_162), ((32, 40, 1, 1), (144, 40, 1, 1)), ((40, 1, 40, 40), (40, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_16(buf189, buf186, buf182, convolution_34, buf194)
        # Topologically Sorted Source Nodes: [full_default, gt_3, lt_11, bitwise_and_3, mul_386, where_22, convolution_backward_17], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf190 = torch.ops.aten.convolution_backward.default(buf189, relu_10, primals_162, [144], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf189
        del primals_162
        buf191 = buf190[0]
        assert_tensor_metadata(buf191, (32, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf191 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf192 = buf190[1]
        assert_tensor_metadata(buf192, (144, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf192 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf193 = buf190[2]
        assert_tensor_metadata(buf193, (144, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf193 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf190
        buf196 = reinterpret_tensor(relu_10, (32, 40, 1, 1), (40, 1, 1, 1), 0); del relu_10  # reuse
        buf195 = reinterpret_tensor(buf194, (32, 144, 1, 1), (144, 1, 1, 1), 0); del buf194  # reuse
        assert_size_stride(primals_160, (40, 144, 1, 1), (144, 1, 1, 1), 'input')
        cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_17(buf196, buf195, buf191)
        del buf191
        # Topologically Sorted Source Nodes: [full_default, input_67, le_11, where_23, scale_25, convolution_backward_18], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf197 = torch.ops.aten.convolution_backward.default(buf196, buf195, primals_160, [40], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf195
        del buf196
        del primals_160
        buf198 = buf197[0]
        assert_tensor_metadata(buf198, (32, 144, 1, 1), (144, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf198 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf199 = buf197[1]
        assert_tensor_metadata(buf199, (40, 144, 1, 1), (144, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf199 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf200 = buf197[2]
        assert_tensor_metadata(buf200, (40, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf200 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf197
        assert_size_stride(convolution_31, (32, 144, 10, 10), (14400, 1, 1440, 144), 'input')
        buf204 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        buf205 = empty_strided_cpu((1, 144, 1, 1), (144, 1, 144, 144), torch.float32)
        assert_size_stride_grouped((primals_152, primals_153), ((144, ), (144, )), ((1, ), (1, )), 'input')
        buf207 = buf183; del buf183  # reuse
        buf208 = empty_strided_cpu((32, 144, 10, 10), (14400, 1, 1440, 144), torch.float32)
        buf201 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf202 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf203 = empty_strided_cpu((144, ), (1, ), torch.float32)
        buf209 = buf182; del buf182  # reuse
        assert_size_stride(primals_154, (144, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_18(buf209, convolution_31, primals_152, primals_153, buf186, convolution_34, buf198, convolution_32, buf179, buf180, primals_158, buf204, buf205, buf207, buf208, buf201, buf202, buf203)
        del buf186
        del buf198
        del convolution_32
        del convolution_34
        del primals_153
        del primals_158
        # Topologically Sorted Source Nodes: [full_default, input_66, scale_29, mul_384, expand_4, div_41, add_217, le_12, lt_12, div_42, add_218, mul_387, where_24, where_25, unsqueeze_268, unsqueeze_269, unsqueeze_270, sub_78, mul_389, unsqueeze_271, unsqueeze_272, unsqueeze_273, mul_390, mul_391, mul_392, unsqueeze_274, unsqueeze_275, unsqueeze_276, mul_393, unsqueeze_277, unsqueeze_278, unsqueeze_279, mul_394, sub_80, sub_81, mul_395, input_64, convolution_backward_19], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf210 = torch.ops.aten.convolution_backward.default(buf209, buf208, primals_154, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 144, [True, True, False])
        del buf208
        del buf209
        del primals_154
        buf211 = buf210[0]
        assert_tensor_metadata(buf211, (32, 144, 10, 10), (14400, 1, 1440, 144), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf211 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf212 = buf210[1]
        assert_tensor_metadata(buf212, (144, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf212 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf210
        buf213 = buf202; del buf202  # reuse
        buf214 = reinterpret_tensor(buf180, (144, ), (1, ), 0); del buf180  # reuse
        buf215 = reinterpret_tensor(buf179, (144, ), (1, ), 0); del buf179  # reuse
        buf216 = buf207; del buf207  # reuse
        assert_size_stride(primals_148, (144, 48, 1, 1), (48, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_19(buf216, buf211, convolution_31, buf204, buf205, primals_152, buf213, buf214, buf215)
        del buf204
        del buf205
        del buf211
        del buf214
        del convolution_31
        del primals_152
        # Topologically Sorted Source Nodes: [full_default, input_63, le_13, lt_13, div_43, add_219, mul_397, where_26, where_27, unsqueeze_280, unsqueeze_281, unsqueeze_282, sub_82, mul_399, unsqueeze_283, unsqueeze_284, unsqueeze_285, mul_400, mul_401, mul_402, unsqueeze_286, unsqueeze_287, unsqueeze_288, mul_403, unsqueeze_289, unsqueeze_290, unsqueeze_291, mul_404, sub_84, sub_85, mul_405, convolution_backward_20], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf217 = torch.ops.aten.convolution_backward.default(buf216, buf167, primals_148, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf167
        del buf216
        del primals_148
        buf218 = buf217[0]
        assert_tensor_metadata(buf218, (32, 48, 10, 10), (4800, 1, 480, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf218 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf219 = buf217[1]
        assert_tensor_metadata(buf219, (144, 48, 1, 1), (48, 1, 48, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf219 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf217
        buf220 = buf177; del buf177  # reuse
        buf221 = reinterpret_tensor(buf169, (48, ), (1, ), 0); del buf169  # reuse
        buf222 = reinterpret_tensor(buf168, (48, ), (1, ), 0); del buf168  # reuse
        buf228 = buf174; del buf174  # reuse
        assert_size_stride(convolution_27, (32, 120, 10, 10), (12000, 1, 1200, 120), 'input')
        buf223 = empty_strided_cpu((1, 120, 1, 1), (120, 1, 120, 120), torch.float32)
        buf224 = empty_strided_cpu((1, 120, 1, 1), (120, 1, 120, 120), torch.float32)
        assert_size_stride_grouped((primals_136, primals_137), ((120, ), (120, )), ((1, ), (1, )), 'input')
        buf226 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        assert_size_stride(convolution_29, (32, 120, 1, 1), (120, 1, 120, 120), 'input')
        buf227 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        assert_size_stride(primals_142, (48, 120, 1, 1), (120, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_20(buf228, buf218, convolution_30, buf164, buf165, primals_146, convolution_27, primals_136, primals_137, convolution_29, buf220, buf221, buf222, buf223, buf224, buf226, buf227)
        del buf164
        del buf165
        del buf218
        del buf221
        del convolution_30
        del primals_137
        del primals_146
        # Topologically Sorted Source Nodes: [input_61, add_220, unsqueeze_292, unsqueeze_293, unsqueeze_294, sub_86, mul_408, unsqueeze_295, unsqueeze_296, unsqueeze_297, mul_409, mul_410, mul_411, unsqueeze_298, unsqueeze_299, unsqueeze_300, mul_412, unsqueeze_301, unsqueeze_302, unsqueeze_303, mul_413, sub_88, sub_89, mul_414, input_58, scale_24, input_59, convolution_backward_21], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf229 = torch.ops.aten.convolution_backward.default(buf228, buf227, primals_142, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf228
        del primals_142
        buf230 = buf229[0]
        assert_tensor_metadata(buf230, (32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf230 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf231 = buf229[1]
        assert_tensor_metadata(buf231, (48, 120, 1, 1), (120, 1, 120, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf231 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf229
        buf232 = empty_strided_cpu((32, 120, 1, 1), (120, 1, 3840, 3840), torch.float32)
        buf238 = empty_strided_cpu((32, 120, 1, 1), (120, 1, 3840, 3840), torch.float32)
        buf233 = reinterpret_tensor(buf232, (32, 120, 1, 1), (120, 1, 1, 1), 0); del buf232  # reuse
        assert_size_stride_grouped((relu_9, primals_140), ((32, 32, 1, 1), (120, 32, 1, 1)), ((32, 1, 32, 32), (32, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_21(buf233, buf230, buf226, convolution_29, buf238)
        # Topologically Sorted Source Nodes: [full_default, gt_4, lt_14, bitwise_and_4, mul_418, where_28, convolution_backward_22], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf234 = torch.ops.aten.convolution_backward.default(buf233, relu_9, primals_140, [120], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf233
        del primals_140
        buf235 = buf234[0]
        assert_tensor_metadata(buf235, (32, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf235 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf236 = buf234[1]
        assert_tensor_metadata(buf236, (120, 32, 1, 1), (32, 1, 32, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf236 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf237 = buf234[2]
        assert_tensor_metadata(buf237, (120, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf237 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf234
        buf240 = reinterpret_tensor(relu_9, (32, 32, 1, 1), (32, 1, 1, 1), 0); del relu_9  # reuse
        buf239 = reinterpret_tensor(buf238, (32, 120, 1, 1), (120, 1, 1, 1), 0); del buf238  # reuse
        assert_size_stride(primals_138, (32, 120, 1, 1), (120, 1, 1, 1), 'input')
        cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_22(buf240, buf239, buf235)
        del buf235
        # Topologically Sorted Source Nodes: [full_default, input_58, le_14, where_29, scale_20, convolution_backward_23], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf241 = torch.ops.aten.convolution_backward.default(buf240, buf239, primals_138, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf239
        del buf240
        del primals_138
        buf242 = buf241[0]
        assert_tensor_metadata(buf242, (32, 120, 1, 1), (120, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf242 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf243 = buf241[1]
        assert_tensor_metadata(buf243, (32, 120, 1, 1), (120, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf243 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf244 = buf241[2]
        assert_tensor_metadata(buf244, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf244 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf241
        assert_size_stride(convolution_26, (32, 120, 10, 10), (12000, 1, 1200, 120), 'input')
        buf248 = empty_strided_cpu((1, 120, 1, 1), (120, 1, 120, 120), torch.float32)
        buf249 = empty_strided_cpu((1, 120, 1, 1), (120, 1, 120, 120), torch.float32)
        assert_size_stride_grouped((primals_130, primals_131), ((120, ), (120, )), ((1, ), (1, )), 'input')
        buf251 = buf227; del buf227  # reuse
        buf252 = empty_strided_cpu((32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32)
        buf245 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf246 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf247 = empty_strided_cpu((120, ), (1, ), torch.float32)
        buf253 = buf226; del buf226  # reuse
        assert_size_stride(primals_132, (120, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_23(buf253, convolution_26, primals_130, primals_131, buf230, convolution_29, buf242, convolution_27, buf223, buf224, primals_136, buf248, buf249, buf251, buf252, buf245, buf246, buf247)
        del buf230
        del buf242
        del convolution_27
        del convolution_29
        del primals_131
        del primals_136
        # Topologically Sorted Source Nodes: [full_default, input_57, scale_24, mul_416, expand_5, div_44, add_221, le_15, lt_15, div_45, add_222, mul_419, where_30, where_31, unsqueeze_304, unsqueeze_305, unsqueeze_306, sub_90, mul_421, unsqueeze_307, unsqueeze_308, unsqueeze_309, mul_422, mul_423, mul_424, unsqueeze_310, unsqueeze_311, unsqueeze_312, mul_425, unsqueeze_313, unsqueeze_314, unsqueeze_315, mul_426, sub_92, sub_93, mul_427, input_55, convolution_backward_24], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf254 = torch.ops.aten.convolution_backward.default(buf253, buf252, primals_132, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 120, [True, True, False])
        del buf252
        del buf253
        del primals_132
        buf255 = buf254[0]
        assert_tensor_metadata(buf255, (32, 120, 10, 10), (12000, 1, 1200, 120), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf255 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf256 = buf254[1]
        assert_tensor_metadata(buf256, (120, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf256 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf254
        assert_size_stride(convolution_15, (32, 40, 10, 10), (4000, 1, 400, 40), 'input')
        buf260 = empty_strided_cpu((1, 40, 1, 1), (40, 1, 40, 40), torch.float32)
        buf261 = empty_strided_cpu((1, 40, 1, 1), (40, 1, 40, 40), torch.float32)
        assert_size_stride(convolution_20, (32, 40, 10, 10), (4000, 1, 400, 40), 'input')
        buf264 = empty_strided_cpu((1, 40, 1, 1), (40, 1, 40, 40), torch.float32)
        buf265 = empty_strided_cpu((1, 40, 1, 1), (40, 1, 40, 40), torch.float32)
        assert_size_stride(convolution_25, (32, 40, 10, 10), (4000, 1, 400, 40), 'input')
        buf268 = empty_strided_cpu((1, 40, 1, 1), (40, 1, 40, 40), torch.float32)
        buf269 = empty_strided_cpu((1, 40, 1, 1), (40, 1, 40, 40), torch.float32)
        assert_size_stride_grouped((primals_80, primals_81, primals_102, primals_103, primals_124, primals_125), ((40, ), (40, ), (40, ), (40, ), (40, ), (40, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf263 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf267 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf271 = empty_strided_cpu((32, 40, 10, 10), (4000, 1, 400, 40), torch.float32)
        buf257 = buf246; del buf246  # reuse
        buf258 = reinterpret_tensor(buf224, (120, ), (1, ), 0); del buf224  # reuse
        buf259 = reinterpret_tensor(buf223, (120, ), (1, ), 0); del buf223  # reuse
        buf272 = buf251; del buf251  # reuse
        assert_size_stride(primals_126, (120, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_24(buf272, convolution_15, convolution_20, convolution_25, primals_80, primals_81, primals_102, primals_103, primals_124, primals_125, buf255, convolution_26, buf248, buf249, primals_130, buf260, buf261, buf264, buf265, buf268, buf269, buf263, buf267, buf271, buf257, buf258, buf259)
        del buf248
        del buf249
        del buf255
        del buf258
        del convolution_26
        del primals_103
        del primals_125
        del primals_130
        del primals_81
        # Topologically Sorted Source Nodes: [full_default, input_54, le_16, lt_16, div_46, add_223, mul_429, where_32, where_33, unsqueeze_316, unsqueeze_317, unsqueeze_318, sub_94, mul_431, unsqueeze_319, unsqueeze_320, unsqueeze_321, mul_432, mul_433, mul_434, unsqueeze_322, unsqueeze_323, unsqueeze_324, mul_435, unsqueeze_325, unsqueeze_326, unsqueeze_327, mul_436, sub_96, sub_97, mul_437, input_52, result_2, convolution_backward_25], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf273 = torch.ops.aten.convolution_backward.default(buf272, buf271, primals_126, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf271
        del buf272
        del primals_126
        buf274 = buf273[0]
        assert_tensor_metadata(buf274, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf274 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf275 = buf273[1]
        assert_tensor_metadata(buf275, (120, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf275 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf273
        buf276 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf277 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf278 = empty_strided_cpu((40, ), (1, ), torch.float32)
        buf284 = convolution_25; del convolution_25  # reuse
        assert_size_stride(convolution_22, (32, 240, 10, 10), (24000, 1, 2400, 240), 'input')
        buf279 = empty_strided_cpu((1, 240, 1, 1), (240, 1, 240, 240), torch.float32)
        buf280 = empty_strided_cpu((1, 240, 1, 1), (240, 1, 240, 240), torch.float32)
        assert_size_stride_grouped((primals_114, primals_115), ((240, ), (240, )), ((1, ), (1, )), 'input')
        buf282 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        assert_size_stride(convolution_24, (32, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf283 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        assert_size_stride(primals_120, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardsigmoid_hardswish_mul_native_batch_norm_backward_25(buf284, buf274, buf268, buf269, primals_124, convolution_22, primals_114, primals_115, convolution_24, buf276, buf277, buf278, buf279, buf280, buf282, buf283)
        del primals_115
        del primals_124
        # Topologically Sorted Source Nodes: [input_52, unsqueeze_328, unsqueeze_329, unsqueeze_330, sub_98, mul_440, unsqueeze_331, unsqueeze_332, unsqueeze_333, mul_441, mul_442, mul_443, unsqueeze_334, unsqueeze_335, unsqueeze_336, mul_444, unsqueeze_337, unsqueeze_338, unsqueeze_339, mul_445, sub_100, sub_101, mul_446, input_49, scale_19, input_50, convolution_backward_26], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf285 = torch.ops.aten.convolution_backward.default(buf284, buf283, primals_120, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf284
        del primals_120
        buf286 = buf285[0]
        assert_tensor_metadata(buf286, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf286 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf287 = buf285[1]
        assert_tensor_metadata(buf287, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf287 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf285
        buf288 = empty_strided_cpu((32, 240, 1, 1), (240, 1, 7680, 7680), torch.float32)
        buf294 = empty_strided_cpu((32, 240, 1, 1), (240, 1, 7680, 7680), torch.float32)
        buf289 = reinterpret_tensor(buf288, (32, 240, 1, 1), (240, 1, 1, 1), 0); del buf288  # reuse
        assert_size_stride_grouped((relu_8, primals_118), ((32, 64, 1, 1), (240, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_26(buf289, buf286, buf282, convolution_24, buf294)
        # Topologically Sorted Source Nodes: [full_default, gt_5, lt_17, bitwise_and_5, mul_450, where_34, convolution_backward_27], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf290 = torch.ops.aten.convolution_backward.default(buf289, relu_8, primals_118, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_118
        buf291 = buf290[0]
        assert_tensor_metadata(buf291, (32, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf291 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf292 = buf290[1]
        assert_tensor_metadata(buf292, (240, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf292 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf293 = buf290[2]
        assert_tensor_metadata(buf293, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf293 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf290
        buf296 = reinterpret_tensor(relu_8, (32, 64, 1, 1), (64, 1, 1, 1), 0); del relu_8  # reuse
        buf295 = reinterpret_tensor(buf294, (32, 240, 1, 1), (240, 1, 1, 1), 0); del buf294  # reuse
        assert_size_stride(primals_116, (64, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_27(buf296, buf295, buf291)
        del buf291
        # Topologically Sorted Source Nodes: [full_default, input_49, le_17, where_35, scale_15, convolution_backward_28], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf297 = torch.ops.aten.convolution_backward.default(buf296, buf295, primals_116, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf296
        del primals_116
        buf298 = buf297[0]
        assert_tensor_metadata(buf298, (32, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf298 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf299 = buf297[1]
        assert_tensor_metadata(buf299, (64, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf299 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf300 = buf297[2]
        assert_tensor_metadata(buf300, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf300 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf297
        assert_size_stride(convolution_21, (32, 240, 10, 10), (24000, 1, 2400, 240), 'input')
        buf304 = empty_strided_cpu((1, 240, 1, 1), (240, 1, 240, 240), torch.float32)
        buf305 = empty_strided_cpu((1, 240, 1, 1), (240, 1, 240, 240), torch.float32)
        assert_size_stride_grouped((primals_108, primals_109), ((240, ), (240, )), ((1, ), (1, )), 'input')
        buf307 = buf283; del buf283  # reuse
        buf308 = empty_strided_cpu((32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32)
        buf301 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf302 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf303 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf309 = buf282; del buf282  # reuse
        assert_size_stride(primals_110, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_28(buf309, convolution_21, primals_108, primals_109, buf286, convolution_24, buf298, convolution_22, buf279, buf280, primals_114, buf304, buf305, buf307, buf308, buf301, buf302, buf303)
        del buf286
        del buf298
        del convolution_22
        del convolution_24
        del primals_109
        del primals_114
        # Topologically Sorted Source Nodes: [full_default, input_48, scale_19, mul_448, expand_6, div_47, add_224, le_18, lt_18, div_48, add_225, mul_451, where_36, where_37, unsqueeze_340, unsqueeze_341, unsqueeze_342, sub_102, mul_453, unsqueeze_343, unsqueeze_344, unsqueeze_345, mul_454, mul_455, mul_456, unsqueeze_346, unsqueeze_347, unsqueeze_348, mul_457, unsqueeze_349, unsqueeze_350, unsqueeze_351, mul_458, sub_104, sub_105, mul_459, input_46, convolution_backward_29], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf310 = torch.ops.aten.convolution_backward.default(buf309, buf308, primals_110, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del primals_110
        buf311 = buf310[0]
        assert_tensor_metadata(buf311, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf311 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf312 = buf310[1]
        assert_tensor_metadata(buf312, (240, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf312 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf310
        buf313 = buf302; del buf302  # reuse
        buf314 = reinterpret_tensor(buf280, (240, ), (1, ), 0); del buf280  # reuse
        buf315 = reinterpret_tensor(buf279, (240, ), (1, ), 0); del buf279  # reuse
        buf316 = buf307; del buf307  # reuse
        assert_size_stride(primals_104, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_29(buf316, buf311, convolution_21, buf304, buf305, primals_108, buf313, buf314, buf315)
        del buf311
        del convolution_21
        del primals_108
        # Topologically Sorted Source Nodes: [full_default, input_45, le_19, lt_19, div_49, add_226, mul_461, where_38, where_39, unsqueeze_352, unsqueeze_353, unsqueeze_354, sub_106, mul_463, unsqueeze_355, unsqueeze_356, unsqueeze_357, mul_464, mul_465, mul_466, unsqueeze_358, unsqueeze_359, unsqueeze_360, mul_467, unsqueeze_361, unsqueeze_362, unsqueeze_363, mul_468, sub_108, sub_109, mul_469, convolution_backward_30], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf317 = torch.ops.aten.convolution_backward.default(buf316, buf267, primals_104, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf267
        del primals_104
        buf318 = buf317[0]
        assert_tensor_metadata(buf318, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf318 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf319 = buf317[1]
        assert_tensor_metadata(buf319, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf319 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf317
        buf320 = buf277; del buf277  # reuse
        buf321 = reinterpret_tensor(buf269, (40, ), (1, ), 0); del buf269  # reuse
        buf322 = reinterpret_tensor(buf268, (40, ), (1, ), 0); del buf268  # reuse
        buf328 = convolution_20; del convolution_20  # reuse
        assert_size_stride(convolution_17, (32, 240, 10, 10), (24000, 1, 2400, 240), 'input')
        buf323 = reinterpret_tensor(buf314, (1, 240, 1, 1), (240, 1, 240, 240), 0); del buf314  # reuse
        buf324 = buf305; del buf305  # reuse
        assert_size_stride_grouped((primals_92, primals_93), ((240, ), (240, )), ((1, ), (1, )), 'input')
        buf326 = buf316; del buf316  # reuse
        assert_size_stride(convolution_19, (32, 240, 1, 1), (240, 1, 240, 240), 'input')
        buf327 = buf309; del buf309  # reuse
        assert_size_stride(primals_98, (40, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_30(buf328, buf274, buf318, buf264, buf265, primals_102, convolution_17, primals_92, primals_93, convolution_19, buf320, buf321, buf322, buf323, buf324, buf326, buf327)
        del primals_102
        del primals_93
        # Topologically Sorted Source Nodes: [input_43, add_227, unsqueeze_364, unsqueeze_365, unsqueeze_366, sub_110, mul_472, unsqueeze_367, unsqueeze_368, unsqueeze_369, mul_473, mul_474, mul_475, unsqueeze_370, unsqueeze_371, unsqueeze_372, mul_476, unsqueeze_373, unsqueeze_374, unsqueeze_375, mul_477, sub_112, sub_113, mul_478, input_40, scale_14, input_41, convolution_backward_31], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf329 = torch.ops.aten.convolution_backward.default(buf328, buf327, primals_98, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf328
        del primals_98
        buf330 = buf329[0]
        assert_tensor_metadata(buf330, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf330 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf331 = buf329[1]
        assert_tensor_metadata(buf331, (40, 240, 1, 1), (240, 1, 240, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf331 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf329
        buf332 = reinterpret_tensor(buf295, (32, 240, 1, 1), (240, 1, 7680, 7680), 0); del buf295  # reuse
        buf338 = reinterpret_tensor(buf289, (32, 240, 1, 1), (240, 1, 7680, 7680), 0); del buf289  # reuse
        buf333 = reinterpret_tensor(buf332, (32, 240, 1, 1), (240, 1, 1, 1), 0); del buf332  # reuse
        assert_size_stride_grouped((relu_7, primals_96), ((32, 64, 1, 1), (240, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_26(buf333, buf330, buf326, convolution_19, buf338)
        # Topologically Sorted Source Nodes: [full_default, gt_6, lt_20, bitwise_and_6, mul_482, where_40, convolution_backward_32], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf334 = torch.ops.aten.convolution_backward.default(buf333, relu_7, primals_96, [240], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf333
        del primals_96
        buf335 = buf334[0]
        assert_tensor_metadata(buf335, (32, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf335 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf336 = buf334[1]
        assert_tensor_metadata(buf336, (240, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf336 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf337 = buf334[2]
        assert_tensor_metadata(buf337, (240, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf337 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf334
        buf340 = reinterpret_tensor(relu_7, (32, 64, 1, 1), (64, 1, 1, 1), 0); del relu_7  # reuse
        buf339 = reinterpret_tensor(buf338, (32, 240, 1, 1), (240, 1, 1, 1), 0); del buf338  # reuse
        assert_size_stride(primals_94, (64, 240, 1, 1), (240, 1, 1, 1), 'input')
        cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_27(buf340, buf339, buf335)
        del buf335
        # Topologically Sorted Source Nodes: [full_default, input_40, le_20, where_41, scale_10, convolution_backward_33], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf341 = torch.ops.aten.convolution_backward.default(buf340, buf339, primals_94, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf339
        del buf340
        del primals_94
        buf342 = buf341[0]
        assert_tensor_metadata(buf342, (32, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf342 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf343 = buf341[1]
        assert_tensor_metadata(buf343, (64, 240, 1, 1), (240, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf343 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf344 = buf341[2]
        assert_tensor_metadata(buf344, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf344 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf341
        assert_size_stride(convolution_16, (32, 240, 10, 10), (24000, 1, 2400, 240), 'input')
        buf348 = buf304; del buf304  # reuse
        buf349 = empty_strided_cpu((1, 240, 1, 1), (240, 1, 240, 240), torch.float32)
        assert_size_stride_grouped((primals_86, primals_87), ((240, ), (240, )), ((1, ), (1, )), 'input')
        buf351 = buf327; del buf327  # reuse
        buf352 = buf308; del buf308  # reuse
        buf345 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf346 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf347 = empty_strided_cpu((240, ), (1, ), torch.float32)
        buf353 = buf326; del buf326  # reuse
        assert_size_stride(primals_88, (240, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_28(buf353, convolution_16, primals_86, primals_87, buf330, convolution_19, buf342, convolution_17, buf323, buf324, primals_92, buf348, buf349, buf351, buf352, buf345, buf346, buf347)
        del buf330
        del buf342
        del convolution_17
        del convolution_19
        del primals_87
        del primals_92
        # Topologically Sorted Source Nodes: [full_default, input_39, scale_14, mul_480, expand_7, div_50, add_228, le_21, lt_21, div_51, add_229, mul_483, where_42, where_43, unsqueeze_376, unsqueeze_377, unsqueeze_378, sub_114, mul_485, unsqueeze_379, unsqueeze_380, unsqueeze_381, mul_486, mul_487, mul_488, unsqueeze_382, unsqueeze_383, unsqueeze_384, mul_489, unsqueeze_385, unsqueeze_386, unsqueeze_387, mul_490, sub_116, sub_117, mul_491, input_37, convolution_backward_34], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf354 = torch.ops.aten.convolution_backward.default(buf353, buf352, primals_88, [0], (1, 1), (2, 2), (1, 1), False, (0, 0), 240, [True, True, False])
        del buf352
        del buf353
        del primals_88
        buf355 = buf354[0]
        assert_tensor_metadata(buf355, (32, 240, 10, 10), (24000, 1, 2400, 240), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf355 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf356 = buf354[1]
        assert_tensor_metadata(buf356, (240, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf356 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf354
        buf357 = buf346; del buf346  # reuse
        buf358 = reinterpret_tensor(buf324, (240, ), (1, ), 0); del buf324  # reuse
        buf359 = reinterpret_tensor(buf323, (240, ), (1, ), 0); del buf323  # reuse
        buf360 = buf351; del buf351  # reuse
        assert_size_stride(primals_82, (240, 40, 1, 1), (40, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_29(buf360, buf355, convolution_16, buf348, buf349, primals_86, buf357, buf358, buf359)
        del buf348
        del buf349
        del buf355
        del buf358
        del convolution_16
        del primals_86
        # Topologically Sorted Source Nodes: [full_default, input_36, le_22, lt_22, div_52, add_230, mul_493, where_44, where_45, unsqueeze_388, unsqueeze_389, unsqueeze_390, sub_118, mul_495, unsqueeze_391, unsqueeze_392, unsqueeze_393, mul_496, mul_497, mul_498, unsqueeze_394, unsqueeze_395, unsqueeze_396, mul_499, unsqueeze_397, unsqueeze_398, unsqueeze_399, mul_500, sub_120, sub_121, mul_501, convolution_backward_35], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf361 = torch.ops.aten.convolution_backward.default(buf360, buf263, primals_82, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf263
        del buf360
        del primals_82
        buf362 = buf361[0]
        assert_tensor_metadata(buf362, (32, 40, 10, 10), (4000, 1, 400, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf362 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf363 = buf361[1]
        assert_tensor_metadata(buf363, (240, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf363 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf361
        assert_size_stride(convolution_12, (32, 96, 10, 10), (9600, 1, 960, 96), 'input')
        buf367 = buf22; del buf22  # reuse
        buf368 = buf21; del buf21  # reuse
        assert_size_stride_grouped((primals_70, primals_71), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf370 = empty_strided_cpu((32, 96, 10, 10), (9600, 1, 960, 96), torch.float32)
        assert_size_stride(convolution_14, (32, 96, 1, 1), (96, 1, 96, 96), 'input')
        buf371 = empty_strided_cpu((32, 96, 10, 10), (9600, 1, 960, 96), torch.float32)
        buf364 = buf321; del buf321  # reuse
        buf365 = reinterpret_tensor(buf265, (40, ), (1, ), 0); del buf265  # reuse
        buf366 = reinterpret_tensor(buf264, (40, ), (1, ), 0); del buf264  # reuse
        buf372 = buf274; del buf274  # reuse
        assert_size_stride(primals_76, (40, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardsigmoid_hardswish_mul_native_batch_norm_backward_31(buf372, convolution_12, primals_70, primals_71, convolution_14, buf318, buf362, convolution_15, buf260, buf261, primals_80, buf367, buf368, buf370, buf371, buf364, buf365, buf366)
        del buf260
        del buf261
        del buf318
        del buf362
        del buf365
        del convolution_15
        del primals_71
        del primals_80
        # Topologically Sorted Source Nodes: [input_34, add_227, add_231, unsqueeze_400, unsqueeze_401, unsqueeze_402, sub_122, mul_504, unsqueeze_403, unsqueeze_404, unsqueeze_405, mul_505, mul_506, mul_507, unsqueeze_406, unsqueeze_407, unsqueeze_408, mul_508, unsqueeze_409, unsqueeze_410, unsqueeze_411, mul_509, sub_124, sub_125, mul_510, input_31, scale_9, input_32, convolution_backward_36], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf373 = torch.ops.aten.convolution_backward.default(buf372, buf371, primals_76, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf372
        del primals_76
        buf374 = buf373[0]
        assert_tensor_metadata(buf374, (32, 96, 10, 10), (9600, 1, 960, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf374 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf375 = buf373[1]
        assert_tensor_metadata(buf375, (40, 96, 1, 1), (96, 1, 96, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf375 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf373
        buf376 = empty_strided_cpu((32, 96, 1, 1), (96, 1, 3072, 3072), torch.float32)
        buf382 = empty_strided_cpu((32, 96, 1, 1), (96, 1, 3072, 3072), torch.float32)
        buf377 = reinterpret_tensor(buf376, (32, 96, 1, 1), (96, 1, 1, 1), 0); del buf376  # reuse
        assert_size_stride_grouped((relu_6, primals_74), ((32, 24, 1, 1), (96, 24, 1, 1)), ((24, 1, 24, 24), (24, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_hardswish_backward_mean_mul_sum_32(buf377, buf374, buf370, convolution_14, buf382)
        # Topologically Sorted Source Nodes: [full_default, gt_7, lt_23, bitwise_and_7, mul_514, where_46, convolution_backward_37], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf378 = torch.ops.aten.convolution_backward.default(buf377, relu_6, primals_74, [96], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf377
        del primals_74
        buf379 = buf378[0]
        assert_tensor_metadata(buf379, (32, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf379 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf380 = buf378[1]
        assert_tensor_metadata(buf380, (96, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf380 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf381 = buf378[2]
        assert_tensor_metadata(buf381, (96, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf381 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf378
        buf384 = reinterpret_tensor(relu_6, (32, 24, 1, 1), (24, 1, 1, 1), 0); del relu_6  # reuse
        buf383 = reinterpret_tensor(buf382, (32, 96, 1, 1), (96, 1, 1, 1), 0); del buf382  # reuse
        assert_size_stride(primals_72, (24, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused_hardswish_hardswish_backward_mean_threshold_backward_33(buf384, buf383, buf379)
        del buf379
        # Topologically Sorted Source Nodes: [full_default, input_31, le_23, where_47, scale_5, convolution_backward_38], Original ATen: [aten.hardswish_backward, aten.hardswish, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf385 = torch.ops.aten.convolution_backward.default(buf384, buf383, primals_72, [24], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf383
        del buf384
        del primals_72
        buf386 = buf385[0]
        assert_tensor_metadata(buf386, (32, 96, 1, 1), (96, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf386 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf387 = buf385[1]
        assert_tensor_metadata(buf387, (24, 96, 1, 1), (96, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf387 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf388 = buf385[2]
        assert_tensor_metadata(buf388, (24, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf388 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf385
        buf389 = buf125; del buf125  # reuse
        buf390 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf391 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf397 = buf370; del buf370  # reuse
        assert_size_stride(convolution_11, (32, 96, 20, 20), (38400, 1, 1920, 96), 'input')
        buf392 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf393 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        assert_size_stride_grouped((primals_64, primals_65), ((96, ), (96, )), ((1, ), (1, )), 'input')
        buf395 = empty_strided_cpu((32, 96, 20, 20), (38400, 1, 1920, 96), torch.float32)
        buf396 = empty_strided_cpu((32, 96, 20, 20), (38400, 1, 1920, 96), torch.float32)
        assert_size_stride(primals_66, (96, 1, 5, 5), (25, 25, 5, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_hardswish_backward_mul_native_batch_norm_backward_34(buf397, buf374, convolution_14, buf386, convolution_12, buf367, buf368, primals_70, convolution_11, primals_64, primals_65, buf389, buf390, buf391, buf392, buf393, buf395, buf396)
        del buf374
        del buf386
        del convolution_12
        del convolution_14
        del primals_65
        del primals_70
        # Topologically Sorted Source Nodes: [full_default, input_30, scale_9, mul_512, expand_8, div_53, add_232, le_24, lt_24, div_54, add_233, mul_515, where_48, where_49, unsqueeze_412, unsqueeze_413, unsqueeze_414, sub_126, mul_517, unsqueeze_415, unsqueeze_416, unsqueeze_417, mul_518, mul_519, mul_520, unsqueeze_418, unsqueeze_419, unsqueeze_420, mul_521, unsqueeze_421, unsqueeze_422, unsqueeze_423, mul_522, sub_128, sub_129, mul_523, input_28, convolution_backward_39], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.native_batch_norm_backward, aten.hardswish, aten.convolution_backward]
        buf398 = torch.ops.aten.convolution_backward.default(buf397, buf396, primals_66, [0], (2, 2), (2, 2), (1, 1), False, (0, 0), 96, [True, True, False])
        del buf396
        del primals_66
        buf399 = buf398[0]
        assert_tensor_metadata(buf399, (32, 96, 20, 20), (38400, 1, 1920, 96), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf399 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf400 = buf398[1]
        assert_tensor_metadata(buf400, (96, 1, 5, 5), (25, 1, 5, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf400 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf398
        assert_size_stride(convolution_7, (32, 24, 20, 20), (9600, 1, 480, 24), 'input')
        buf404 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf405 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        assert_size_stride(convolution_10, (32, 24, 20, 20), (9600, 1, 480, 24), 'input')
        buf408 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf409 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        assert_size_stride_grouped((primals_40, primals_41, primals_58, primals_59), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf407 = reinterpret_tensor(buf397, (32, 24, 20, 20), (9600, 1, 480, 24), 0); del buf397  # reuse
        buf411 = reinterpret_tensor(buf371, (32, 24, 20, 20), (9600, 1, 480, 24), 0); del buf371  # reuse
        buf401 = buf390; del buf390  # reuse
        buf402 = reinterpret_tensor(buf368, (96, ), (1, ), 0); del buf368  # reuse
        buf403 = reinterpret_tensor(buf367, (96, ), (1, ), 0); del buf367  # reuse
        buf412 = buf395; del buf395  # reuse
        assert_size_stride(primals_60, (96, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardswish_backward_native_batch_norm_backward_35(buf412, convolution_7, convolution_10, primals_40, primals_41, primals_58, primals_59, buf399, convolution_11, buf392, buf393, primals_64, buf404, buf405, buf408, buf409, buf407, buf411, buf401, buf402, buf403)
        del buf392
        del buf393
        del buf399
        del buf402
        del convolution_11
        del primals_41
        del primals_59
        del primals_64
        # Topologically Sorted Source Nodes: [full_default, input_27, le_25, lt_25, div_55, add_234, mul_525, where_50, where_51, unsqueeze_424, unsqueeze_425, unsqueeze_426, sub_130, mul_527, unsqueeze_427, unsqueeze_428, unsqueeze_429, mul_528, mul_529, mul_530, unsqueeze_430, unsqueeze_431, unsqueeze_432, mul_531, unsqueeze_433, unsqueeze_434, unsqueeze_435, mul_532, sub_132, sub_133, mul_533, input_25, result, convolution_backward_40], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf413 = torch.ops.aten.convolution_backward.default(buf412, buf411, primals_60, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf411
        del buf412
        del primals_60
        buf414 = buf413[0]
        assert_tensor_metadata(buf414, (32, 24, 20, 20), (9600, 1, 480, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf414 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf415 = buf413[1]
        assert_tensor_metadata(buf415, (96, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf415 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf413
        buf416 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf417 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf418 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf423 = convolution_10; del convolution_10  # reuse
        assert_size_stride(convolution_9, (32, 88, 20, 20), (35200, 1, 1760, 88), 'input')
        buf419 = empty_strided_cpu((1, 88, 1, 1), (88, 1, 88, 88), torch.float32)
        buf420 = empty_strided_cpu((1, 88, 1, 1), (88, 1, 88, 88), torch.float32)
        assert_size_stride_grouped((primals_52, primals_53), ((88, ), (88, )), ((1, ), (1, )), 'input')
        buf422 = empty_strided_cpu((32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32)
        assert_size_stride(primals_54, (24, 88, 1, 1), (88, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_36(buf423, buf414, buf408, buf409, primals_58, convolution_9, primals_52, primals_53, buf416, buf417, buf418, buf419, buf420, buf422)
        del primals_53
        del primals_58
        # Topologically Sorted Source Nodes: [input_25, unsqueeze_436, unsqueeze_437, unsqueeze_438, sub_134, mul_536, unsqueeze_439, unsqueeze_440, unsqueeze_441, mul_537, mul_538, mul_539, unsqueeze_442, unsqueeze_443, unsqueeze_444, mul_540, unsqueeze_445, unsqueeze_446, unsqueeze_447, mul_541, sub_136, sub_137, mul_542, convolution_backward_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf424 = torch.ops.aten.convolution_backward.default(buf423, buf422, primals_54, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf423
        del primals_54
        buf425 = buf424[0]
        assert_tensor_metadata(buf425, (32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf425 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf426 = buf424[1]
        assert_tensor_metadata(buf426, (24, 88, 1, 1), (88, 1, 88, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf426 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf424
        assert_size_stride(convolution_8, (32, 88, 20, 20), (35200, 1, 1760, 88), 'input')
        buf430 = empty_strided_cpu((1, 88, 1, 1), (88, 1, 88, 88), torch.float32)
        buf431 = empty_strided_cpu((1, 88, 1, 1), (88, 1, 88, 88), torch.float32)
        assert_size_stride_grouped((primals_46, primals_47), ((88, ), (88, )), ((1, ), (1, )), 'input')
        buf433 = empty_strided_cpu((32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32)
        buf427 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf428 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf429 = empty_strided_cpu((88, ), (1, ), torch.float32)
        buf434 = buf422; del buf422  # reuse
        assert_size_stride(primals_48, (88, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_37(buf434, convolution_8, primals_46, primals_47, buf425, convolution_9, buf419, buf420, primals_52, buf430, buf431, buf433, buf427, buf428, buf429)
        del buf425
        del convolution_9
        del primals_47
        del primals_52
        # Topologically Sorted Source Nodes: [full_default, input_22, le_26, where_52, unsqueeze_448, unsqueeze_449, unsqueeze_450, sub_138, mul_545, unsqueeze_451, unsqueeze_452, unsqueeze_453, mul_546, mul_547, mul_548, unsqueeze_454, unsqueeze_455, unsqueeze_456, mul_549, unsqueeze_457, unsqueeze_458, unsqueeze_459, mul_550, sub_140, sub_141, mul_551, convolution_backward_42], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf435 = torch.ops.aten.convolution_backward.default(buf434, buf433, primals_48, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 88, [True, True, False])
        del buf434
        del primals_48
        buf436 = buf435[0]
        assert_tensor_metadata(buf436, (32, 88, 20, 20), (35200, 1, 1760, 88), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf436 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf437 = buf435[1]
        assert_tensor_metadata(buf437, (88, 1, 3, 3), (9, 1, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf437 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf435
        buf438 = buf428; del buf428  # reuse
        buf439 = reinterpret_tensor(buf420, (88, ), (1, ), 0); del buf420  # reuse
        buf440 = reinterpret_tensor(buf419, (88, ), (1, ), 0); del buf419  # reuse
        buf441 = buf433; del buf433  # reuse
        assert_size_stride(primals_42, (88, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_38(buf441, buf436, convolution_8, buf430, buf431, primals_46, buf438, buf439, buf440)
        del buf430
        del buf431
        del buf436
        del buf439
        del convolution_8
        del primals_46
        # Topologically Sorted Source Nodes: [full_default, input_19, le_27, where_53, unsqueeze_460, unsqueeze_461, unsqueeze_462, sub_142, mul_554, unsqueeze_463, unsqueeze_464, unsqueeze_465, mul_555, mul_556, mul_557, unsqueeze_466, unsqueeze_467, unsqueeze_468, mul_558, unsqueeze_469, unsqueeze_470, unsqueeze_471, mul_559, sub_144, sub_145, mul_560, convolution_backward_43], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf442 = torch.ops.aten.convolution_backward.default(buf441, buf407, primals_42, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf407
        del buf441
        del primals_42
        buf443 = buf442[0]
        assert_tensor_metadata(buf443, (32, 24, 20, 20), (9600, 1, 480, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf443 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf444 = buf442[1]
        assert_tensor_metadata(buf444, (88, 24, 1, 1), (24, 1, 24, 24), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf444 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf442
        buf445 = buf417; del buf417  # reuse
        buf446 = reinterpret_tensor(buf409, (24, ), (1, ), 0); del buf409  # reuse
        buf447 = reinterpret_tensor(buf408, (24, ), (1, ), 0); del buf408  # reuse
        buf452 = buf414; del buf414  # reuse
        assert_size_stride(convolution_6, (32, 72, 20, 20), (28800, 1, 1440, 72), 'input')
        buf448 = empty_strided_cpu((1, 72, 1, 1), (72, 1, 72, 72), torch.float32)
        buf449 = empty_strided_cpu((1, 72, 1, 1), (72, 1, 72, 72), torch.float32)
        assert_size_stride_grouped((primals_34, primals_35), ((72, ), (72, )), ((1, ), (1, )), 'input')
        buf451 = reinterpret_tensor(buf172, (32, 72, 20, 20), (28800, 1, 1440, 72), 0); del buf172  # reuse
        assert_size_stride(primals_36, (24, 72, 1, 1), (72, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_native_batch_norm_backward_relu_39(buf452, buf443, convolution_7, buf404, buf405, primals_40, convolution_6, primals_34, primals_35, buf445, buf446, buf447, buf448, buf449, buf451)
        del buf404
        del buf405
        del buf443
        del buf446
        del convolution_7
        del primals_35
        del primals_40
        # Topologically Sorted Source Nodes: [input_17, add_235, unsqueeze_472, unsqueeze_473, unsqueeze_474, sub_146, mul_563, unsqueeze_475, unsqueeze_476, unsqueeze_477, mul_564, mul_565, mul_566, unsqueeze_478, unsqueeze_479, unsqueeze_480, mul_567, unsqueeze_481, unsqueeze_482, unsqueeze_483, mul_568, sub_148, sub_149, mul_569, convolution_backward_44], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf453 = torch.ops.aten.convolution_backward.default(buf452, buf451, primals_36, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf452
        del primals_36
        buf454 = buf453[0]
        assert_tensor_metadata(buf454, (32, 72, 20, 20), (28800, 1, 1440, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf454 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf455 = buf453[1]
        assert_tensor_metadata(buf455, (24, 72, 1, 1), (72, 1, 72, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf455 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf453
        buf456 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf457 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf458 = empty_strided_cpu((72, ), (1, ), torch.float32)
        buf463 = buf451; del buf451  # reuse
        assert_size_stride(convolution_5, (32, 72, 40, 40), (115200, 1, 2880, 72), 'input')
        buf459 = empty_strided_cpu((1, 72, 1, 1), (72, 1, 72, 72), torch.float32)
        buf460 = empty_strided_cpu((1, 72, 1, 1), (72, 1, 72, 72), torch.float32)
        assert_size_stride_grouped((primals_28, primals_29), ((72, ), (72, )), ((1, ), (1, )), 'input')
        buf462 = empty_strided_cpu((32, 72, 40, 40), (115200, 1, 2880, 72), torch.float32)
        assert_size_stride(primals_30, (72, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_relu_threshold_backward_40(buf463, buf454, convolution_6, buf448, buf449, primals_34, convolution_5, primals_28, primals_29, buf456, buf457, buf458, buf459, buf460, buf462)
        del buf454
        del convolution_6
        del primals_29
        del primals_34
        # Topologically Sorted Source Nodes: [full_default, input_14, le_28, where_54, unsqueeze_484, unsqueeze_485, unsqueeze_486, sub_150, mul_572, unsqueeze_487, unsqueeze_488, unsqueeze_489, mul_573, mul_574, mul_575, unsqueeze_490, unsqueeze_491, unsqueeze_492, mul_576, unsqueeze_493, unsqueeze_494, unsqueeze_495, mul_577, sub_152, sub_153, mul_578, convolution_backward_45], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf464 = torch.ops.aten.convolution_backward.default(buf463, buf462, primals_30, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 72, [True, True, False])
        del buf463
        del primals_30
        buf465 = buf464[0]
        assert_tensor_metadata(buf465, (32, 72, 40, 40), (115200, 1, 2880, 72), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf465 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf466 = buf464[1]
        assert_tensor_metadata(buf466, (72, 1, 3, 3), (9, 1, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf466 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf464
        assert_size_stride(convolution_4, (32, 16, 40, 40), (25600, 1, 640, 16), 'input')
        buf470 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf471 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        assert_size_stride_grouped((primals_22, primals_23), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf473 = empty_strided_cpu((32, 16, 40, 40), (25600, 1, 640, 16), torch.float32)
        buf467 = buf457; del buf457  # reuse
        buf468 = reinterpret_tensor(buf449, (72, ), (1, ), 0); del buf449  # reuse
        buf469 = reinterpret_tensor(buf448, (72, ), (1, ), 0); del buf448  # reuse
        buf474 = buf462; del buf462  # reuse
        assert_size_stride(primals_24, (72, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_threshold_backward_41(buf474, convolution_4, primals_22, primals_23, buf465, convolution_5, buf459, buf460, primals_28, buf470, buf471, buf473, buf467, buf468, buf469)
        del buf459
        del buf460
        del buf465
        del buf468
        del convolution_5
        del primals_23
        del primals_28
        # Topologically Sorted Source Nodes: [full_default, input_11, le_29, where_55, unsqueeze_496, unsqueeze_497, unsqueeze_498, sub_154, mul_581, unsqueeze_499, unsqueeze_500, unsqueeze_501, mul_582, mul_583, mul_584, unsqueeze_502, unsqueeze_503, unsqueeze_504, mul_585, unsqueeze_505, unsqueeze_506, unsqueeze_507, mul_586, sub_156, sub_157, mul_587, input_9, convolution_backward_46], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf475 = torch.ops.aten.convolution_backward.default(buf474, buf473, primals_24, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf474
        del primals_24
        buf476 = buf475[0]
        assert_tensor_metadata(buf476, (32, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf476 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf477 = buf475[1]
        assert_tensor_metadata(buf477, (72, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf477 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf475
        assert_size_stride(convolution, (32, 16, 80, 80), (102400, 1, 1280, 16), 'input')
        buf481 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf482 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        assert_size_stride_grouped((primals_6, primals_7), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf484 = empty_strided_cpu((32, 16, 80, 80), (102400, 1, 1280, 16), torch.float32)
        buf485 = empty_strided_cpu((32, 16, 80, 80), (102400, 1, 1280, 16), torch.float32)
        assert_size_stride(primals_8, (16, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_42(convolution, primals_6, primals_7, buf481, buf482, buf484, buf485)
        del primals_7
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf486 = extern_kernels.convolution(buf485, primals_8, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16, bias=None)
        assert_tensor_metadata(buf486, (32, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution.default')
        buf487 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf488 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        assert_size_stride_grouped((primals_12, primals_13), ((16, ), (16, )), ((1, ), (1, )), 'input')
        buf490 = buf473; del buf473  # reuse
        assert_size_stride(convolution_3, (32, 16, 1, 1), (16, 1, 16, 16), 'input')
        buf491 = empty_strided_cpu((32, 16, 40, 40), (25600, 1, 640, 16), torch.float32)
        buf478 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf479 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf480 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf492 = buf476; del buf476  # reuse
        assert_size_stride(primals_18, (16, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardsigmoid_mul_native_batch_norm_backward_relu_43(buf492, buf486, primals_12, primals_13, convolution_3, convolution_4, buf470, buf471, primals_22, buf487, buf488, buf490, buf491, buf478, buf479, buf480)
        del convolution_4
        del primals_13
        del primals_22
        # Topologically Sorted Source Nodes: [input_9, unsqueeze_508, unsqueeze_509, unsqueeze_510, sub_158, mul_590, unsqueeze_511, unsqueeze_512, unsqueeze_513, mul_591, mul_592, mul_593, unsqueeze_514, unsqueeze_515, unsqueeze_516, mul_594, unsqueeze_517, unsqueeze_518, unsqueeze_519, mul_595, sub_160, sub_161, mul_596, scale_4, input_7, convolution_backward_47], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardsigmoid, aten.mul, aten.convolution_backward]
        buf493 = torch.ops.aten.convolution_backward.default(buf492, buf491, primals_18, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf491
        del buf492
        del primals_18
        buf494 = buf493[0]
        assert_tensor_metadata(buf494, (32, 16, 40, 40), (25600, 1, 640, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf494 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf495 = buf493[1]
        assert_tensor_metadata(buf495, (16, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf495 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf493
        buf496 = empty_strided_cpu((32, 16, 1, 1), (16, 1, 512, 512), torch.float32)
        buf502 = empty_strided_cpu((32, 16, 1, 1), (16, 1, 512, 512), torch.float32)
        buf497 = reinterpret_tensor(buf496, (32, 16, 1, 1), (16, 1, 1, 1), 0); del buf496  # reuse
        assert_size_stride_grouped((relu_1, primals_16), ((32, 8, 1, 1), (16, 8, 1, 1)), ((8, 1, 8, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_hardsigmoid_backward_hardswish_backward_mean_mul_sum_44(buf497, buf494, buf490, convolution_3, buf502)
        # Topologically Sorted Source Nodes: [full_default, gt_8, lt_26, bitwise_and_8, mul_600, where_56, convolution_backward_48], Original ATen: [aten.hardswish_backward, aten.hardsigmoid_backward, aten.convolution_backward]
        buf498 = torch.ops.aten.convolution_backward.default(buf497, relu_1, primals_16, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf497
        del primals_16
        buf499 = buf498[0]
        assert_tensor_metadata(buf499, (32, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf499 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf500 = buf498[1]
        assert_tensor_metadata(buf500, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf500 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf501 = buf498[2]
        assert_tensor_metadata(buf501, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf501 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf498
        buf504 = reinterpret_tensor(relu_1, (32, 8, 1, 1), (8, 1, 1, 1), 0); del relu_1  # reuse
        buf503 = reinterpret_tensor(buf502, (32, 16, 1, 1), (16, 1, 1, 1), 0); del buf502  # reuse
        assert_size_stride(primals_14, (8, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused_hardswish_backward_mean_threshold_backward_45(buf504, buf503, buf499)
        del buf499
        # Topologically Sorted Source Nodes: [full_default, le_30, where_57, scale, convolution_backward_49], Original ATen: [aten.hardswish_backward, aten.threshold_backward, aten.mean, aten.convolution_backward]
        buf505 = torch.ops.aten.convolution_backward.default(buf504, buf503, primals_14, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf503
        del buf504
        del primals_14
        buf506 = buf505[0]
        assert_tensor_metadata(buf506, (32, 16, 1, 1), (16, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf506 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf507 = buf505[1]
        assert_tensor_metadata(buf507, (8, 16, 1, 1), (16, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf507 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf508 = buf505[2]
        assert_tensor_metadata(buf508, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf508 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf505
        buf509 = buf479; del buf479  # reuse
        buf510 = reinterpret_tensor(buf471, (16, ), (1, ), 0); del buf471  # reuse
        buf511 = reinterpret_tensor(buf470, (16, ), (1, ), 0); del buf470  # reuse
        buf512 = buf490; del buf490  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardsigmoid_hardswish_backward_mul_native_batch_norm_backward_threshold_backward_46(buf512, buf494, convolution_3, buf506, buf486, buf487, buf488, primals_12, buf509, buf510, buf511)
        del buf486
        del buf494
        del buf506
        del convolution_3
        del primals_12
        # Topologically Sorted Source Nodes: [full_default, input_5, scale_4, mul_598, expand_9, div_56, add_236, le_31, where_58, unsqueeze_520, unsqueeze_521, unsqueeze_522, sub_162, mul_602, unsqueeze_523, unsqueeze_524, unsqueeze_525, mul_603, mul_604, mul_605, unsqueeze_526, unsqueeze_527, unsqueeze_528, mul_606, unsqueeze_529, unsqueeze_530, unsqueeze_531, mul_607, sub_164, sub_165, mul_608, convolution_backward_50], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.hardsigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf513 = torch.ops.aten.convolution_backward.default(buf512, buf485, primals_8, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 16, [True, True, False])
        del buf485
        del buf512
        del primals_8
        buf514 = buf513[0]
        assert_tensor_metadata(buf514, (32, 16, 80, 80), (102400, 1, 1280, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf514 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf515 = buf513[1]
        assert_tensor_metadata(buf515, (16, 1, 3, 3), (9, 1, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf515 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf513
        buf516 = buf510; del buf510  # reuse
        buf517 = reinterpret_tensor(buf488, (16, ), (1, ), 0); del buf488  # reuse
        buf518 = reinterpret_tensor(buf487, (16, ), (1, ), 0); del buf487  # reuse
        buf519 = buf484; del buf484  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((32, 3, 160, 160), (16, 3, 3, 3)), ((76800, 1, 480, 3), (27, 1, 9, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_47(buf519, buf514, convolution, buf481, buf482, primals_6, buf516, buf517, buf518)
        del buf481
        del buf482
        del buf514
        del buf517
        del convolution
        del primals_6
        # Topologically Sorted Source Nodes: [full_default, input_2, le_32, lt_27, div_57, add_237, mul_610, where_59, where_60, unsqueeze_532, unsqueeze_533, unsqueeze_534, sub_166, mul_612, unsqueeze_535, unsqueeze_536, unsqueeze_537, mul_613, mul_614, mul_615, unsqueeze_538, unsqueeze_539, unsqueeze_540, mul_616, unsqueeze_541, unsqueeze_542, unsqueeze_543, mul_617, sub_168, sub_169, mul_618, convolution_backward_51], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf520 = torch.ops.aten.convolution_backward.default(buf519, primals_2, primals_1, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf519
        del primals_1
        del primals_2
        buf521 = buf520[1]
        assert_tensor_metadata(buf521, (16, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf521 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf520
        buf6 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        buf16 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        buf13 = reinterpret_tensor(buf99, (32, 576, 1, 1), (576, 1, 18432, 18432), 0); del buf99  # reuse
        buf14 = buf13; del buf13  # reuse
        cpp_fused_hardswish_mean_sum_48(buf14, tangents_1, buf7, buf12, buf6, buf16)
        del buf12
        buf15 = empty_strided_cpu((1024, 576), (576, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_7, input_100, x, x_1, mm_3], Original ATen: [aten.t, aten.hardswish, aten.mean, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf7, (1024, 32), (1, 1024), 0), reinterpret_tensor(buf14, (32, 576), (576, 1), 0), out=buf15)
        del buf14
        del buf7
        buf5 = empty_strided_cpu((1000, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_3, input_102, input_103, mm_1], Original ATen: [aten.t, aten.hardswish, aten.div, aten.mul, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 32), (1, 1000), 0), buf4, out=buf5)
        del buf4
        del tangents_1
        return (buf521, None, None, None, None, buf518, buf516, buf515, None, None, None, buf511, buf509, buf507, buf508, buf500, buf501, buf495, None, None, None, buf480, buf478, buf477, None, None, None, buf469, buf467, buf466, None, None, None, buf458, buf456, buf455, None, None, None, buf447, buf445, buf444, None, None, None, buf440, buf438, buf437, None, None, None, buf429, buf427, buf426, None, None, None, buf418, buf416, buf415, None, None, None, buf403, buf401, buf400, None, None, None, buf391, buf389, buf387, buf388, buf380, buf381, buf375, None, None, None, buf366, buf364, buf363, None, None, None, buf359, buf357, buf356, None, None, None, buf347, buf345, buf343, buf344, buf336, buf337, buf331, None, None, None, buf322, buf320, buf319, None, None, None, buf315, buf313, buf312, None, None, None, buf303, buf301, buf299, buf300, buf292, buf293, buf287, None, None, None, buf278, buf276, buf275, None, None, None, buf259, buf257, buf256, None, None, None, buf247, buf245, buf243, buf244, buf236, buf237, buf231, None, None, None, buf222, buf220, buf219, None, None, None, buf215, buf213, buf212, None, None, None, buf203, buf201, buf199, buf200, buf192, buf193, buf187, None, None, None, buf178, buf176, buf175, None, None, None, buf163, buf161, buf160, None, None, None, buf151, buf149, buf147, buf148, buf140, buf141, buf135, None, None, None, buf126, buf124, buf123, None, None, None, buf119, buf117, buf116, None, None, None, buf107, buf105, buf103, buf104, buf96, buf97, buf91, None, None, None, buf82, buf80, buf79, None, None, None, buf75, buf73, buf72, None, None, None, buf63, buf61, buf59, buf60, buf52, buf53, buf47, None, None, None, buf38, buf36, buf35, None, None, None, buf19, buf17, buf15, reinterpret_tensor(buf16, (1024, ), (1, ), 0), buf5, reinterpret_tensor(buf6, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_6 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((72, ), (1, ), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((88, ), (1, ), device='cpu', dtype=torch.float32)
    primals_58 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((240, ), (1, ), device='cpu', dtype=torch.float32)
    primals_124 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((40, ), (1, ), device='cpu', dtype=torch.float32)
    primals_130 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_136 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((120, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_159 = rand_strided((144, ), (1, ), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    primals_190 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_191 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_196 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_197 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_202 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_203 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_213 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_219 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_225 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_235 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((1024, 576), (576, 1), device='cpu', dtype=torch.float32)
    primals_244 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_226 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_220 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_214 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_208 = rand_strided((96, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((576, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((144, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((576, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((576, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((96, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_184 = rand_strided((288, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((72, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((288, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((288, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((48, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((144, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_160 = rand_strided((40, 144, 1, 1), (144, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_154 = rand_strided((144, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_148 = rand_strided((144, 48, 1, 1), (48, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_142 = rand_strided((48, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((120, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((32, 120, 1, 1), (120, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((120, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((120, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((40, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((240, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_94 = rand_strided((64, 240, 1, 1), (240, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((240, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((240, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((40, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((96, 1, 5, 5), (25, 25, 5, 1), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((24, 88, 1, 1), (88, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((88, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((88, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((24, 72, 1, 1), (72, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((72, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((72, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((16, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((8, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((32, 3, 160, 160), (76800, 1, 480, 3), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    convolution = rand_strided((32, 16, 80, 80), (102400, 1, 1280, 16), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((32, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((32, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((32, 16, 40, 40), (25600, 1, 640, 16), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((32, 72, 40, 40), (115200, 1, 2880, 72), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((32, 72, 20, 20), (28800, 1, 1440, 72), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((32, 24, 20, 20), (9600, 1, 480, 24), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((32, 88, 20, 20), (35200, 1, 1760, 88), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((32, 88, 20, 20), (35200, 1, 1760, 88), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((32, 24, 20, 20), (9600, 1, 480, 24), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((32, 96, 20, 20), (38400, 1, 1920, 96), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((32, 96, 10, 10), (9600, 1, 960, 96), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((32, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((32, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((32, 40, 10, 10), (4000, 1, 400, 40), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((32, 240, 10, 10), (24000, 1, 2400, 240), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((32, 240, 10, 10), (24000, 1, 2400, 240), device='cpu', dtype=torch.float32)
    relu_7 = rand_strided((32, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((32, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((32, 40, 10, 10), (4000, 1, 400, 40), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((32, 240, 10, 10), (24000, 1, 2400, 240), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((32, 240, 10, 10), (24000, 1, 2400, 240), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((32, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((32, 240, 1, 1), (240, 1, 240, 240), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((32, 40, 10, 10), (4000, 1, 400, 40), device='cpu', dtype=torch.float32)
    convolution_26 = rand_strided((32, 120, 10, 10), (12000, 1, 1200, 120), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((32, 120, 10, 10), (12000, 1, 1200, 120), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((32, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((32, 120, 1, 1), (120, 1, 120, 120), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((32, 48, 10, 10), (4800, 1, 480, 48), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((32, 144, 10, 10), (14400, 1, 1440, 144), device='cpu', dtype=torch.float32)
    convolution_32 = rand_strided((32, 144, 10, 10), (14400, 1, 1440, 144), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((32, 40, 1, 1), (40, 1, 40, 40), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((32, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((32, 48, 10, 10), (4800, 1, 480, 48), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((32, 288, 10, 10), (28800, 1, 2880, 288), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((32, 288, 5, 5), (7200, 1, 1440, 288), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((32, 72, 1, 1), (72, 1, 72, 72), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((32, 288, 1, 1), (288, 1, 288, 288), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((32, 96, 5, 5), (2400, 1, 480, 96), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((32, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_44 = rand_strided((32, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    convolution_45 = rand_strided((32, 96, 5, 5), (2400, 1, 480, 96), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((32, 144, 1, 1), (144, 1, 144, 144), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((32, 576, 1, 1), (576, 1, 576, 576), device='cpu', dtype=torch.float32)
    convolution_50 = rand_strided((32, 96, 5, 5), (2400, 1, 480, 96), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((32, 576, 5, 5), (14400, 1, 2880, 576), device='cpu', dtype=torch.float32)
    addmm = rand_strided((32, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_6, primals_7, primals_8, primals_12, primals_13, primals_22, primals_23, primals_28, primals_29, primals_34, primals_35, primals_40, primals_41, primals_46, primals_47, primals_52, primals_53, primals_58, primals_59, primals_64, primals_65, primals_70, primals_71, primals_80, primals_81, primals_86, primals_87, primals_92, primals_93, primals_102, primals_103, primals_108, primals_109, primals_114, primals_115, primals_124, primals_125, primals_130, primals_131, primals_136, primals_137, primals_146, primals_147, primals_152, primals_153, primals_158, primals_159, primals_168, primals_169, primals_174, primals_175, primals_180, primals_181, primals_190, primals_191, primals_196, primals_197, primals_202, primals_203, primals_212, primals_213, primals_218, primals_219, primals_224, primals_225, primals_234, primals_235, primals_240, primals_241, primals_242, primals_244, primals_236, primals_230, primals_228, primals_226, primals_220, primals_214, primals_208, primals_206, primals_204, primals_198, primals_192, primals_186, primals_184, primals_182, primals_176, primals_170, primals_164, primals_162, primals_160, primals_154, primals_148, primals_142, primals_140, primals_138, primals_132, primals_126, primals_120, primals_118, primals_116, primals_110, primals_104, primals_98, primals_96, primals_94, primals_88, primals_82, primals_76, primals_74, primals_72, primals_66, primals_60, primals_54, primals_48, primals_42, primals_36, primals_30, primals_24, primals_18, primals_16, primals_14, primals_2, primals_1, convolution, relu_1, convolution_3, convolution_4, convolution_5, convolution_6, convolution_7, convolution_8, convolution_9, convolution_10, convolution_11, convolution_12, relu_6, convolution_14, convolution_15, convolution_16, convolution_17, relu_7, convolution_19, convolution_20, convolution_21, convolution_22, relu_8, convolution_24, convolution_25, convolution_26, convolution_27, relu_9, convolution_29, convolution_30, convolution_31, convolution_32, relu_10, convolution_34, convolution_35, convolution_36, convolution_37, relu_11, convolution_39, convolution_40, convolution_41, convolution_42, relu_12, convolution_44, convolution_45, convolution_46, convolution_47, relu_13, convolution_49, convolution_50, convolution_51, addmm, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
