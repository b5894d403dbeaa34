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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
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


cpp_fused__native_batch_norm_legit_functional_div_expand_hardtanh_native_batch_norm_backward_view_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr9,
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
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x2 + 2048L*x1), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(64.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 / tmp2;
                                auto tmp6 = tmp4 - tmp5;
                                auto tmp7 = tmp3 * tmp6;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                tmp_acc1_vec = tmp_acc1_vec + tmp7;
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(1e-05);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 + tmp3;
                    auto tmp5 = tmp4.rsqrt();
                    auto tmp6 = tmp0 * tmp5;
                    tmp6.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 2048L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp6 = tmp4 - tmp5;
                            auto tmp8 = static_cast<float>(0.001953125);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = static_cast<float>(1e-05);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 + tmp13;
                            auto tmp15 = tmp14.rsqrt();
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp10 * tmp16;
                            auto tmp18 = tmp6 * tmp17;
                            auto tmp19 = tmp3 - tmp18;
                            auto tmp21 = tmp20 * tmp9;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 2048L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = static_cast<float>(0.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = at::vec::maximum(tmp12, tmp14);
                        auto tmp16 = static_cast<float>(6.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::minimum(tmp15, tmp17);
                        tmp12.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp18.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
                    auto tmp2 = static_cast<float>(1e-05);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 + tmp3;
                    auto tmp5 = tmp4.rsqrt();
                    auto tmp6 = tmp0 * tmp5;
                    tmp6.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        auto tmp16 = static_cast<float>(0.001953125);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = static_cast<float>(1e-05);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 + tmp21;
                        auto tmp23 = tmp22.rsqrt();
                        auto tmp24 = tmp23 * tmp23;
                        auto tmp25 = tmp18 * tmp24;
                        auto tmp26 = tmp14 * tmp25;
                        auto tmp27 = tmp11 - tmp26;
                        auto tmp29 = tmp28 * tmp17;
                        auto tmp30 = tmp27 - tmp29;
                        auto tmp32 = tmp23 * tmp31;
                        auto tmp33 = tmp30 * tmp32;
                        tmp33.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_2 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
                    auto tmp1 = static_cast<float>(512.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(512.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = at::vec::VecMask<float,1>(tmp13 <= tmp15);
                        auto tmp17 = static_cast<float>(6.0);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = at::vec::VecMask<float,1>(tmp13 >= tmp18);
                        auto tmp20 = tmp16.template cast<int32_t,1>();
                        auto tmp21 = tmp19.template cast<int32_t,1>();
                        auto tmp22 = tmp20 | tmp21;
                        auto tmp24 = decltype(tmp15)::blendv(tmp23, tmp15, tmp22.template cast<float,1>());
                        tmp24.store(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(512.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.001953125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(512.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(1e-05);
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
                        tmp25.store(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardtanh_native_batch_norm_backward_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
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
    auto in_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x2 + 2048L*x1), static_cast<int64_t>(8));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 32L*x2 + 2048L*x1), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(64.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 / tmp2;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
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
                    auto tmp2 = tmp1.rsqrt();
                    auto tmp3 = tmp0 * tmp2;
                    tmp3.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 2048L*x0), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 32L*x1 + 2048L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(64.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.001953125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13.rsqrt();
                            auto tmp15 = tmp14 * tmp14;
                            auto tmp16 = tmp12 * tmp15;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp5 - tmp17;
                            auto tmp20 = tmp19 * tmp11;
                            auto tmp21 = tmp18 - tmp20;
                            auto tmp23 = tmp14 * tmp22;
                            auto tmp24 = tmp21 * tmp23;
                            tmp24.store(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 2048L*x0));
                        }
                    }
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(6.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::minimum(tmp0, tmp2);
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp4 = static_cast<float>(2048.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp21.store(out_ptr3 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_5 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp1 = static_cast<float>(512.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(512.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(512.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        auto tmp16 = static_cast<float>(0.001953125);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = static_cast<float>(512.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = static_cast<float>(1e-05);
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 + tmp24;
                        auto tmp26 = tmp25.rsqrt();
                        auto tmp27 = tmp26 * tmp26;
                        auto tmp28 = tmp18 * tmp27;
                        auto tmp29 = tmp14 * tmp28;
                        auto tmp30 = tmp11 - tmp29;
                        auto tmp32 = tmp31 * tmp17;
                        auto tmp33 = tmp30 - tmp32;
                        auto tmp35 = tmp26 * tmp34;
                        auto tmp36 = tmp33 * tmp35;
                        tmp36.store(in_out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr7 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
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
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
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
                    tmp_acc0_vec.mean.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.m2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(2048.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp18 = tmp16 - tmp17;
                        auto tmp20 = tmp18 * tmp19;
                        auto tmp22 = tmp20 * tmp21;
                        auto tmp24 = tmp22 + tmp23;
                        auto tmp25 = tmp15 + tmp24;
                        tmp15.store(out_ptr3 + static_cast<int64_t>(x1 + 24L*x0));
                        tmp25.store(out_ptr4 + static_cast<int64_t>(x1 + 24L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(2048.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = tmp4 + tmp6;
                    auto tmp8 = tmp7.rsqrt();
                    auto tmp9 = tmp0 * tmp8;
                    tmp9.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        auto tmp16 = static_cast<float>(0.00048828125);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = static_cast<float>(2048.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = static_cast<float>(1e-05);
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 + tmp24;
                        auto tmp26 = tmp25.rsqrt();
                        auto tmp27 = tmp26 * tmp26;
                        auto tmp28 = tmp18 * tmp27;
                        auto tmp29 = tmp14 * tmp28;
                        auto tmp30 = tmp11 - tmp29;
                        auto tmp32 = tmp31 * tmp17;
                        auto tmp33 = tmp30 - tmp32;
                        auto tmp35 = tmp26 * tmp34;
                        auto tmp36 = tmp33 * tmp35;
                        tmp36.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_native_batch_norm_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp5 = static_cast<float>(0.00048828125);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(2048.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = at::vec::maximum(tmp13, tmp15);
                        auto tmp17 = static_cast<float>(6.0);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = at::vec::minimum(tmp16, tmp18);
                        tmp19.store(out_ptr5 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_hardtanh_backward_native_batch_norm_backward_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
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
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = static_cast<float>(0.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = at::vec::maximum(tmp8, tmp10);
                        auto tmp12 = static_cast<float>(6.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::minimum(tmp11, tmp13);
                        tmp8.store(out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(2048.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp14 = static_cast<float>(0.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = at::vec::VecMask<float,1>(tmp13 <= tmp15);
                        auto tmp17 = static_cast<float>(6.0);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = at::vec::VecMask<float,1>(tmp13 >= tmp18);
                        auto tmp20 = tmp16.template cast<int32_t,1>();
                        auto tmp21 = tmp19.template cast<int32_t,1>();
                        auto tmp22 = tmp20 | tmp21;
                        auto tmp24 = decltype(tmp15)::blendv(tmp23, tmp15, tmp22.template cast<float,1>());
                        tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(2048.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(96L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(96L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.00048828125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(2048.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(1e-05);
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp16 = static_cast<float>(0.00048828125);
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardtanh_native_batch_norm_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr5,
                       float* out_ptr6)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
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
                    auto tmp2 = static_cast<float>(2048.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp7 = static_cast<float>(0.00048828125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp11 = static_cast<float>(2048.0);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 / tmp12;
                        auto tmp14 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(2048L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(2048.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0));
                        tmp21.store(out_ptr6 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_hardtanh_backward_native_batch_norm_backward_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr5)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
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
                    auto tmp2 = static_cast<float>(2048.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        auto tmp16 = static_cast<float>(0.00048828125);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = static_cast<float>(2048.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = static_cast<float>(1e-05);
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 + tmp24;
                        auto tmp26 = tmp25.rsqrt();
                        auto tmp27 = tmp26 * tmp26;
                        auto tmp28 = tmp18 * tmp27;
                        auto tmp29 = tmp14 * tmp28;
                        auto tmp30 = tmp11 - tmp29;
                        auto tmp32 = tmp31 * tmp17;
                        auto tmp33 = tmp30 - tmp32;
                        auto tmp35 = tmp26 * tmp34;
                        auto tmp36 = tmp33 * tmp35;
                        tmp36.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8192L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8192L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = static_cast<float>(0.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = at::vec::maximum(tmp8, tmp10);
                        auto tmp12 = static_cast<float>(6.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = at::vec::minimum(tmp11, tmp13);
                        tmp8.store(out_ptr4 + static_cast<int64_t>(x1 + 64L*x0));
                        tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
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
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8192L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8192L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(8192.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 / tmp6;
                        auto tmp8 = static_cast<float>(1e-05);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp10.rsqrt();
                        auto tmp12 = tmp3 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp16 = tmp14 + tmp15;
                        auto tmp17 = tmp0 + tmp16;
                        tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            tmp_acc0_vec = cascade_sum_combine(tmp11, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp15, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        auto tmp16 = static_cast<float>(0.0001220703125);
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
                        tmp29.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_native_batch_norm_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(8192.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0001220703125);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 * tmp6;
                        auto tmp9 = static_cast<float>(8192.0);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 / tmp10;
                        auto tmp12 = static_cast<float>(1e-05);
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
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8192L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8192L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(8192.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0));
                        tmp21.store(out_ptr6 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_hardtanh_backward_native_batch_norm_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8192L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8192L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(8192.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::maximum(tmp15, tmp17);
                        auto tmp19 = static_cast<float>(6.0);
                        auto tmp20 = at::vec::Vectorized<float>(tmp19);
                        auto tmp21 = at::vec::minimum(tmp18, tmp20);
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0));
                        tmp21.store(out_ptr3 + static_cast<int64_t>(x1 + 64L*x0));
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            tmp_acc0_vec = cascade_sum_combine(tmp11, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp15, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(8192.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        auto tmp16 = static_cast<float>(0.0001220703125);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = static_cast<float>(8192.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = static_cast<float>(1e-05);
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 + tmp24;
                        auto tmp26 = tmp25.rsqrt();
                        auto tmp27 = tmp26 * tmp26;
                        auto tmp28 = tmp18 * tmp27;
                        auto tmp29 = tmp14 * tmp28;
                        auto tmp30 = tmp11 - tmp29;
                        auto tmp32 = tmp31 * tmp17;
                        auto tmp33 = tmp30 - tmp32;
                        auto tmp35 = tmp26 * tmp34;
                        auto tmp36 = tmp33 * tmp35;
                        tmp36.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
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
                            tmp_acc0_vec = cascade_sum_combine(tmp11, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp15, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(8192.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp34 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        auto tmp16 = static_cast<float>(0.0001220703125);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = tmp15 * tmp17;
                        auto tmp20 = static_cast<float>(8192.0);
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 / tmp21;
                        auto tmp23 = static_cast<float>(1e-05);
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 + tmp24;
                        auto tmp26 = tmp25.rsqrt();
                        auto tmp27 = tmp26 * tmp26;
                        auto tmp28 = tmp18 * tmp27;
                        auto tmp29 = tmp14 * tmp28;
                        auto tmp30 = tmp11 - tmp29;
                        auto tmp32 = tmp31 * tmp17;
                        auto tmp33 = tmp30 - tmp32;
                        auto tmp35 = tmp26 * tmp34;
                        auto tmp36 = tmp33 * tmp35;
                        tmp36.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr2 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(8192L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(8192L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp4 = static_cast<float>(8192.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(8192L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8192L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(6.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                            auto tmp7 = tmp3.template cast<int32_t,1>();
                            auto tmp8 = tmp6.template cast<int32_t,1>();
                            auto tmp9 = tmp7 | tmp8;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = decltype(tmp2)::blendv(tmp12, tmp2, tmp9.template cast<float,1>());
                            auto tmp16 = tmp14 - tmp15;
                            auto tmp17 = tmp13 * tmp16;
                            tmp_acc0_vec = cascade_sum_combine(tmp13, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp17, &cascade_helper1);
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
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(8192.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(1e-05);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp4 = static_cast<float>(6.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp0 >= tmp5);
                        auto tmp7 = tmp3.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = decltype(tmp2)::blendv(tmp12, tmp2, tmp9.template cast<float,1>());
                        auto tmp16 = tmp14 - tmp15;
                        auto tmp18 = static_cast<float>(0.0001220703125);
                        auto tmp19 = at::vec::Vectorized<float>(tmp18);
                        auto tmp20 = tmp17 * tmp19;
                        auto tmp22 = static_cast<float>(8192.0);
                        auto tmp23 = at::vec::Vectorized<float>(tmp22);
                        auto tmp24 = tmp21 / tmp23;
                        auto tmp25 = static_cast<float>(1e-05);
                        auto tmp26 = at::vec::Vectorized<float>(tmp25);
                        auto tmp27 = tmp24 + tmp26;
                        auto tmp28 = tmp27.rsqrt();
                        auto tmp29 = tmp28 * tmp28;
                        auto tmp30 = tmp20 * tmp29;
                        auto tmp31 = tmp16 * tmp30;
                        auto tmp32 = tmp13 - tmp31;
                        auto tmp34 = tmp33 * tmp19;
                        auto tmp35 = tmp32 - tmp34;
                        auto tmp37 = tmp28 * tmp36;
                        auto tmp38 = tmp35 * tmp37;
                        tmp38.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_17 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
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
        primals_6, primals_7, primals_12, primals_13, primals_18, primals_19, primals_24, primals_25, primals_30, primals_31, primals_36, primals_37, primals_42, primals_43, primals_48, primals_49, primals_54, primals_55, primals_60, primals_61, primals_66, primals_67, primals_68, primals_72, primals_73, primals_78, primals_79, primals_84, primals_85, primals_90, primals_91, primals_96, primals_98, primals_92, primals_86, primals_80, primals_74, primals_62, primals_56, primals_50, primals_44, primals_38, primals_32, primals_26, primals_20, primals_14, primals_8, primals_2, primals_1, convolution, clamp_max, convolution_1, convolution_2, convolution_3, convolution_4, rsqrt_4, convolution_5, convolution_6, convolution_7, rsqrt_7, convolution_8, sub_8, convolution_9, rsqrt_9, convolution_10, clamp_min_8, convolution_12, getitem_25, add_63, mul_90, convolution_13, sub_13, clamp_max_9, convolution_14, getitem_28, getitem_29, convolution_15, getitem_30, getitem_31, mean, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (8, 10), (10, 1), 'input')
        assert_size_stride(primals_98, (10, 32), (32, 1), 'input')
        buf0 = empty_strided_cpu((8, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_49, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_98, out=buf0)
        del primals_98
        assert_size_stride(convolution_15, (8, 32, 8, 8), (2048, 1, 256, 32), 'input')
        assert_size_stride(getitem_31, (1, 32, 1, 1), (32, 1, 1, 1), 'input')
        assert_size_stride(getitem_30, (1, 32, 1, 1), (32, 1, 1, 1), 'input')
        buf3 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf4 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf5 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_96, (32, ), (1, ), 'input')
        buf8 = convolution_15; del convolution_15  # reuse
        assert_size_stride(convolution_14, (8, 128, 8, 8), (8192, 1, 1024, 128), 'input')
        assert_size_stride(getitem_29, (1, 128, 1, 1), (128, 1, 128, 128), 'input')
        assert_size_stride(getitem_28, (1, 128, 1, 1), (128, 1, 128, 128), 'input')
        assert_size_stride(primals_90, (128, ), (1, ), 'input')
        assert_size_stride(primals_91, (128, ), (1, ), 'input')
        buf6 = empty_strided_cpu((8, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        buf7 = empty_strided_cpu((8, 128, 8, 8), (8192, 1, 1024, 128), torch.float32)
        assert_size_stride(primals_92, (32, 128, 1, 1), (128, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_div_expand_hardtanh_native_batch_norm_backward_view_0(buf8, buf0, getitem_31, getitem_30, primals_96, convolution_14, getitem_29, getitem_28, primals_90, primals_91, buf3, buf4, buf5, buf6, buf7)
        del getitem_30
        del getitem_31
        del primals_91
        del primals_96
        # Topologically Sorted Source Nodes: [view_2, expand, div, input_45, unsqueeze_64, unsqueeze_65, unsqueeze_66, sub_16, mul_113, unsqueeze_67, unsqueeze_68, unsqueeze_69, mul_114, mul_115, mul_116, unsqueeze_70, unsqueeze_71, unsqueeze_72, mul_117, unsqueeze_73, unsqueeze_74, unsqueeze_75, mul_118, sub_18, sub_19, mul_119, input_43, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardtanh, aten.convolution_backward]
        buf9 = torch.ops.aten.convolution_backward.default(buf8, buf7, primals_92, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf7
        del buf8
        del primals_92
        buf10 = buf9[0]
        assert_size_stride(buf10, (8, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf10 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf11 = buf9[1]
        assert_size_stride(buf11, (32, 128, 1, 1), (128, 1, 128, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf9
        buf12 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf14 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf15 = buf6; del buf6  # reuse
        assert_size_stride(clamp_max_9, (8, 128, 8, 8), (8192, 1, 1024, 128), 'input')
        assert_size_stride(primals_86, (128, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_1(buf15, buf10, convolution_14, getitem_29, getitem_28, primals_90, buf12, buf13, buf14)
        del buf10
        del convolution_14
        del getitem_28
        del getitem_29
        del primals_90
        # Topologically Sorted Source Nodes: [input_42, le, ge, bitwise_or, full_default, where, unsqueeze_76, unsqueeze_77, unsqueeze_78, sub_20, mul_122, unsqueeze_79, unsqueeze_80, unsqueeze_81, mul_123, mul_124, mul_125, unsqueeze_82, unsqueeze_83, unsqueeze_84, mul_126, unsqueeze_85, unsqueeze_86, unsqueeze_87, mul_127, sub_22, sub_23, mul_128, convolution_backward_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardtanh_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf16 = torch.ops.aten.convolution_backward.default(buf15, clamp_max_9, primals_86, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 128, [True, True, False])
        del buf15
        del clamp_max_9
        del primals_86
        buf17 = buf16[0]
        assert_size_stride(buf17, (8, 128, 8, 8), (8192, 1, 1024, 128), 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf18 = buf16[1]
        assert_size_stride(buf18, (128, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf16
        assert_size_stride(mul_90, (8, 32, 8, 8), (2048, 1, 256, 32), 'input')
        assert_size_stride(primals_79, (32, ), (1, ), 'input')
        buf26 = mul_90; del mul_90  # reuse
        assert_size_stride(convolution_13, (8, 128, 8, 8), (8192, 1, 1024, 128), 'input')
        buf19 = reinterpret_tensor(buf13, (1, 128, 1, 1), (128, 1, 128, 128), 0); del buf13  # reuse
        buf20 = buf19; del buf19  # reuse
        buf21 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride(sub_13, (8, 128, 8, 8), (8192, 1, 1024, 128), 'input')
        assert_size_stride(primals_84, (128, ), (1, ), 'input')
        assert_size_stride(primals_85, (128, ), (1, ), 'input')
        buf22 = sub_13; del sub_13  # reuse
        buf23 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf24 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf25 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf27 = buf22; del buf22  # reuse
        assert_size_stride(primals_80, (128, 32, 1, 1), (32, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_2(buf26, buf20, buf27, primals_79, convolution_13, primals_84, primals_85, buf17, buf21, buf23, buf24, buf25)
        del buf17
        del buf20
        del buf21
        del buf24
        del convolution_13
        del primals_79
        del primals_84
        del primals_85
        # Topologically Sorted Source Nodes: [input_39, unsqueeze_88, unsqueeze_89, unsqueeze_90, sub_24, mul_131, unsqueeze_91, unsqueeze_92, unsqueeze_93, mul_132, mul_133, mul_134, unsqueeze_94, unsqueeze_95, unsqueeze_96, mul_135, unsqueeze_97, unsqueeze_98, unsqueeze_99, mul_136, sub_26, sub_27, mul_137, input_37, convolution_backward_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf28 = torch.ops.aten.convolution_backward.default(buf27, buf26, primals_80, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf26
        del buf27
        del primals_80
        buf29 = buf28[0]
        assert_size_stride(buf29, (8, 32, 8, 8), (2048, 1, 256, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf29 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf30 = buf28[1]
        assert_size_stride(buf30, (128, 32, 1, 1), (32, 1, 32, 32), 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf28
        assert_size_stride(convolution_12, (8, 32, 8, 8), (2048, 1, 256, 32), 'input')
        assert_size_stride(getitem_25, (1, 32, 1, 1), (32, 1, 32, 32), 'input')
        assert_size_stride(add_63, (1, 32, 1, 1), (32, 1, 32, 32), 'input')
        buf31 = buf4; del buf4  # reuse
        buf32 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf33 = empty_strided_cpu((32, ), (1, ), torch.float32)
        assert_size_stride(primals_78, (32, ), (1, ), 'input')
        buf35 = buf29; del buf29  # reuse
        assert_size_stride(clamp_min_8, (8, 96, 8, 8), (6144, 1, 768, 96), 'input')
        buf34 = clamp_min_8; del clamp_min_8  # reuse
        assert_size_stride(primals_74, (32, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_div_expand_hardtanh_native_batch_norm_backward_view_3(buf35, buf34, buf0, convolution_12, getitem_25, add_63, primals_78, buf31, buf32, buf33)
        del add_63
        del buf0
        del buf32
        del convolution_12
        del getitem_25
        del primals_78
        # Topologically Sorted Source Nodes: [view_2, expand, div, add_83, input_37, unsqueeze_100, unsqueeze_101, unsqueeze_102, sub_28, mul_140, unsqueeze_103, unsqueeze_104, unsqueeze_105, mul_141, mul_142, mul_143, unsqueeze_106, unsqueeze_107, unsqueeze_108, mul_144, unsqueeze_109, unsqueeze_110, unsqueeze_111, mul_145, sub_30, sub_31, mul_146, input_35, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardtanh, aten.convolution_backward]
        buf36 = torch.ops.aten.convolution_backward.default(buf35, buf34, primals_74, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf34
        del buf35
        del primals_74
        buf37 = buf36[0]
        assert_size_stride(buf37, (8, 96, 8, 8), (6144, 1, 768, 96), 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf38 = buf36[1]
        assert_size_stride(buf38, (32, 96, 1, 1), (96, 1, 96, 96), 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf36
        assert_size_stride(convolution_10, (8, 96, 16, 16), (24576, 1, 1536, 96), 'input')
        buf39 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf40 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        assert_size_stride(primals_66, (96, ), (1, ), 'input')
        assert_size_stride(primals_67, (96, ), (1, ), 'input')
        buf42 = empty_strided_cpu((8, 96, 16, 16), (24576, 1, 1536, 96), torch.float32)
        buf43 = empty_strided_cpu((8, 96, 16, 16), (24576, 1, 1536, 96), torch.float32)
        assert_size_stride(primals_68, (96, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_4(convolution_10, primals_66, primals_67, buf39, buf40, buf42, buf43)
        del primals_67
        # Topologically Sorted Source Nodes: [input_33], Original ATen: [aten.convolution]
        buf44 = extern_kernels.convolution(buf43, primals_68, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=96, bias=None)
        assert_size_stride(buf44, (8, 96, 8, 8), (6144, 1, 768, 96), 'torch.ops.aten.convolution.default')
        buf45 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        buf46 = buf45; del buf45  # reuse
        buf47 = empty_strided_cpu((1, 96, 1, 1), (96, 1, 96, 96), torch.float32)
        assert_size_stride(primals_72, (96, ), (1, ), 'input')
        assert_size_stride(primals_73, (96, ), (1, ), 'input')
        buf48 = empty_strided_cpu((8, 96, 8, 8), (6144, 1, 768, 96), torch.float32)
        buf49 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf50 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf51 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf52 = buf48; del buf48  # reuse
        cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_5(buf46, buf52, buf44, primals_72, primals_73, buf37, buf47, buf49, buf50, buf51)
        del buf37
        del primals_72
        del primals_73
        # Topologically Sorted Source Nodes: [full_default, input_34, le_2, ge_2, bitwise_or_2, where_2, unsqueeze_112, unsqueeze_113, unsqueeze_114, sub_32, mul_149, unsqueeze_115, unsqueeze_116, unsqueeze_117, mul_150, mul_151, mul_152, unsqueeze_118, unsqueeze_119, unsqueeze_120, mul_153, unsqueeze_121, unsqueeze_122, unsqueeze_123, mul_154, sub_34, sub_35, mul_155, convolution_backward_4], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf53 = torch.ops.aten.convolution_backward.default(buf52, buf43, primals_68, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 96, [True, True, False])
        del primals_68
        buf54 = buf53[0]
        assert_size_stride(buf54, (8, 96, 16, 16), (24576, 1, 1536, 96), 'torch.ops.aten.convolution_backward.default')
        # buffer buf54 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf55 = buf53[1]
        assert_size_stride(buf55, (96, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
        # buffer buf55 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf53
        assert_size_stride(convolution_9, (8, 24, 16, 16), (6144, 1, 384, 24), 'input')
        buf63 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        assert_size_stride(convolution_6, (8, 24, 16, 16), (6144, 1, 384, 24), 'input')
        buf59 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf60 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        assert_size_stride(primals_42, (24, ), (1, ), 'input')
        assert_size_stride(primals_43, (24, ), (1, ), 'input')
        assert_size_stride(rsqrt_9, (1, 24, 1, 1), (24, 1, 24, 24), 'input')
        assert_size_stride(primals_60, (24, ), (1, ), 'input')
        assert_size_stride(primals_61, (24, ), (1, ), 'input')
        buf62 = reinterpret_tensor(buf52, (8, 24, 16, 16), (6144, 1, 384, 24), 0); del buf52  # reuse
        buf66 = reinterpret_tensor(buf44, (8, 24, 16, 16), (6144, 1, 384, 24), 0); del buf44  # reuse
        buf56 = buf50; del buf50  # reuse
        buf57 = reinterpret_tensor(buf47, (96, ), (1, ), 0); del buf47  # reuse
        buf58 = reinterpret_tensor(buf46, (96, ), (1, ), 0); del buf46  # reuse
        buf67 = buf42; del buf42  # reuse
        assert_size_stride(primals_62, (96, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_6(buf67, convolution_9, convolution_6, primals_42, primals_43, rsqrt_9, primals_60, primals_61, buf54, convolution_10, buf39, buf40, primals_66, buf63, buf59, buf60, buf62, buf66, buf56, buf57, buf58)
        del buf54
        del convolution_10
        del primals_43
        del primals_61
        del primals_66
        # Topologically Sorted Source Nodes: [full_default, input_31, le_3, ge_3, bitwise_or_3, where_3, unsqueeze_124, unsqueeze_125, unsqueeze_126, sub_36, mul_158, unsqueeze_127, unsqueeze_128, unsqueeze_129, mul_159, mul_160, mul_161, unsqueeze_130, unsqueeze_131, unsqueeze_132, mul_162, unsqueeze_133, unsqueeze_134, unsqueeze_135, mul_163, sub_38, sub_39, mul_164, input_28, input_29, convolution_backward_5], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf68 = torch.ops.aten.convolution_backward.default(buf67, buf66, primals_62, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf66
        del primals_62
        buf69 = buf68[0]
        assert_size_stride(buf69, (8, 24, 16, 16), (6144, 1, 384, 24), 'torch.ops.aten.convolution_backward.default')
        # buffer buf69 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf70 = buf68[1]
        assert_size_stride(buf70, (96, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
        # buffer buf70 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf68
        buf71 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf72 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf73 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf78 = convolution_9; del convolution_9  # reuse
        assert_size_stride(convolution_8, (8, 96, 16, 16), (24576, 1, 1536, 96), 'input')
        buf74 = reinterpret_tensor(buf57, (1, 96, 1, 1), (96, 1, 1, 1), 0); del buf57  # reuse
        buf75 = buf40; del buf40  # reuse
        assert_size_stride(sub_8, (8, 96, 16, 16), (24576, 1, 1536, 96), 'input')
        assert_size_stride(primals_54, (96, ), (1, ), 'input')
        assert_size_stride(primals_55, (96, ), (1, ), 'input')
        buf77 = buf67; del buf67  # reuse
        assert_size_stride(primals_56, (24, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_native_batch_norm_backward_7(buf78, buf69, buf63, rsqrt_9, primals_60, convolution_8, sub_8, primals_54, primals_55, buf71, buf72, buf73, buf74, buf75, buf77)
        del primals_60
        del rsqrt_9
        # Topologically Sorted Source Nodes: [input_28, unsqueeze_136, unsqueeze_137, unsqueeze_138, sub_40, mul_167, unsqueeze_139, unsqueeze_140, unsqueeze_141, mul_168, mul_169, mul_170, unsqueeze_142, unsqueeze_143, unsqueeze_144, mul_171, unsqueeze_145, unsqueeze_146, unsqueeze_147, mul_172, sub_42, sub_43, mul_173, input_25, input_26, convolution_backward_6], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardtanh, aten.convolution_backward]
        buf79 = torch.ops.aten.convolution_backward.default(buf78, buf77, primals_56, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf78
        del primals_56
        buf80 = buf79[0]
        assert_size_stride(buf80, (8, 96, 16, 16), (24576, 1, 1536, 96), 'torch.ops.aten.convolution_backward.default')
        # buffer buf80 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf81 = buf79[1]
        assert_size_stride(buf81, (24, 96, 1, 1), (96, 1, 96, 96), 'torch.ops.aten.convolution_backward.default')
        # buffer buf81 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf79
        assert_size_stride(convolution_7, (8, 96, 16, 16), (24576, 1, 1536, 96), 'input')
        buf86 = buf39; del buf39  # reuse
        assert_size_stride(rsqrt_7, (1, 96, 1, 1), (96, 1, 96, 96), 'input')
        assert_size_stride(primals_48, (96, ), (1, ), 'input')
        assert_size_stride(primals_49, (96, ), (1, ), 'input')
        buf89 = buf77; del buf77  # reuse
        buf90 = buf43; del buf43  # reuse
        buf82 = sub_8; del sub_8  # reuse
        buf83 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf84 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf85 = empty_strided_cpu((96, ), (1, ), torch.float32)
        buf91 = buf82; del buf82  # reuse
        assert_size_stride(primals_50, (96, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_hardtanh_backward_native_batch_norm_backward_8(buf91, convolution_7, rsqrt_7, primals_48, primals_49, buf75, primals_54, primals_55, buf80, convolution_8, buf74, buf86, buf89, buf90, buf83, buf84, buf85)
        del buf80
        del convolution_8
        del primals_49
        del primals_54
        del primals_55
        # Topologically Sorted Source Nodes: [input_25, unsqueeze_148, unsqueeze_149, unsqueeze_150, sub_44, mul_176, unsqueeze_151, unsqueeze_152, unsqueeze_153, mul_177, mul_178, mul_179, unsqueeze_154, unsqueeze_155, unsqueeze_156, mul_180, unsqueeze_157, unsqueeze_158, unsqueeze_159, mul_181, sub_46, sub_47, mul_182, input_23, convolution_backward_7], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardtanh, aten.convolution_backward]
        buf92 = torch.ops.aten.convolution_backward.default(buf91, buf90, primals_50, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 96, [True, True, False])
        del buf90
        del buf91
        del primals_50
        buf93 = buf92[0]
        assert_size_stride(buf93, (8, 96, 16, 16), (24576, 1, 1536, 96), 'torch.ops.aten.convolution_backward.default')
        # buffer buf93 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf94 = buf92[1]
        assert_size_stride(buf94, (96, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
        # buffer buf94 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf92
        buf95 = buf84; del buf84  # reuse
        buf96 = reinterpret_tensor(buf75, (96, ), (1, ), 0); del buf75  # reuse
        buf97 = reinterpret_tensor(buf74, (96, ), (1, ), 0); del buf74  # reuse
        buf98 = buf89; del buf89  # reuse
        assert_size_stride(primals_44, (96, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_9(buf98, buf93, convolution_7, buf86, rsqrt_7, primals_48, buf95, buf96, buf97)
        del buf86
        del buf93
        del buf96
        del convolution_7
        del primals_48
        del rsqrt_7
        # Topologically Sorted Source Nodes: [full_default, le_5, ge_5, bitwise_or_5, where_5, input_22, unsqueeze_160, unsqueeze_161, unsqueeze_162, sub_48, mul_185, unsqueeze_163, unsqueeze_164, unsqueeze_165, mul_186, mul_187, mul_188, unsqueeze_166, unsqueeze_167, unsqueeze_168, mul_189, unsqueeze_169, unsqueeze_170, unsqueeze_171, mul_190, sub_50, sub_51, mul_191, convolution_backward_8], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf99 = torch.ops.aten.convolution_backward.default(buf98, buf62, primals_44, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf62
        del buf98
        del primals_44
        buf100 = buf99[0]
        assert_size_stride(buf100, (8, 24, 16, 16), (6144, 1, 384, 24), 'torch.ops.aten.convolution_backward.default')
        # buffer buf100 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf101 = buf99[1]
        assert_size_stride(buf101, (96, 24, 1, 1), (24, 1, 24, 24), 'torch.ops.aten.convolution_backward.default')
        # buffer buf101 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf99
        buf102 = buf72; del buf72  # reuse
        buf103 = reinterpret_tensor(buf63, (24, ), (1, ), 0); del buf63  # reuse
        buf104 = empty_strided_cpu((24, ), (1, ), torch.float32)
        buf110 = buf69; del buf69  # reuse
        assert_size_stride(convolution_5, (8, 64, 16, 16), (16384, 1, 1024, 64), 'input')
        buf105 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf106 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride(primals_36, (64, ), (1, ), 'input')
        assert_size_stride(primals_37, (64, ), (1, ), 'input')
        buf108 = empty_strided_cpu((8, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        buf109 = empty_strided_cpu((8, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        assert_size_stride(primals_38, (24, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardtanh_native_batch_norm_backward_10(buf110, buf100, convolution_6, buf59, buf60, primals_42, convolution_5, primals_36, primals_37, buf102, buf103, buf104, buf105, buf106, buf108, buf109)
        del buf100
        del buf103
        del buf59
        del buf60
        del convolution_6
        del primals_37
        del primals_42
        # Topologically Sorted Source Nodes: [input_20, add_84, unsqueeze_172, unsqueeze_173, unsqueeze_174, sub_52, mul_194, unsqueeze_175, unsqueeze_176, unsqueeze_177, mul_195, mul_196, mul_197, unsqueeze_178, unsqueeze_179, unsqueeze_180, mul_198, unsqueeze_181, unsqueeze_182, unsqueeze_183, mul_199, sub_54, sub_55, mul_200, input_18, convolution_backward_9], Original ATen: [aten._native_batch_norm_legit_functional, aten.add, aten.native_batch_norm_backward, aten.hardtanh, aten.convolution_backward]
        buf111 = torch.ops.aten.convolution_backward.default(buf110, buf109, primals_38, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf109
        del buf110
        del primals_38
        buf112 = buf111[0]
        assert_size_stride(buf112, (8, 64, 16, 16), (16384, 1, 1024, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf112 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf113 = buf111[1]
        assert_size_stride(buf113, (24, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf113 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf111
        buf114 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf115 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf116 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf122 = buf108; del buf108  # reuse
        assert_size_stride(convolution_4, (8, 64, 32, 32), (65536, 1, 2048, 64), 'input')
        buf117 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride(rsqrt_4, (1, 64, 1, 1), (64, 1, 64, 64), 'input')
        assert_size_stride(primals_30, (64, ), (1, ), 'input')
        assert_size_stride(primals_31, (64, ), (1, ), 'input')
        buf120 = empty_strided_cpu((8, 64, 32, 32), (65536, 1, 2048, 64), torch.float32)
        buf121 = empty_strided_cpu((8, 64, 32, 32), (65536, 1, 2048, 64), torch.float32)
        assert_size_stride(primals_32, (64, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_hardtanh_backward_native_batch_norm_backward_11(buf122, buf112, convolution_5, buf105, buf106, primals_36, convolution_4, rsqrt_4, primals_30, primals_31, buf114, buf115, buf116, buf117, buf120, buf121)
        del buf112
        del convolution_5
        del primals_31
        del primals_36
        # Topologically Sorted Source Nodes: [full_default, input_17, le_6, ge_6, bitwise_or_6, where_6, unsqueeze_184, unsqueeze_185, unsqueeze_186, sub_56, mul_203, unsqueeze_187, unsqueeze_188, unsqueeze_189, mul_204, mul_205, mul_206, unsqueeze_190, unsqueeze_191, unsqueeze_192, mul_207, unsqueeze_193, unsqueeze_194, unsqueeze_195, mul_208, sub_58, sub_59, mul_209, input_15, convolution_backward_10], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardtanh, aten.convolution_backward]
        buf123 = torch.ops.aten.convolution_backward.default(buf122, buf121, primals_32, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 64, [True, True, False])
        del buf121
        del primals_32
        buf124 = buf123[0]
        assert_size_stride(buf124, (8, 64, 32, 32), (65536, 1, 2048, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf124 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf125 = buf123[1]
        assert_size_stride(buf125, (64, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
        # buffer buf125 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf123
        assert_size_stride(convolution_3, (8, 16, 32, 32), (16384, 1, 512, 16), 'input')
        buf129 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf130 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        assert_size_stride(clamp_max, (8, 16, 32, 32), (16384, 1, 512, 16), 'input')
        assert_size_stride(primals_24, (16, ), (1, ), 'input')
        assert_size_stride(primals_25, (16, ), (1, ), 'input')
        buf132 = reinterpret_tensor(buf122, (8, 16, 32, 32), (16384, 1, 512, 16), 0); del buf122  # reuse
        buf126 = buf115; del buf115  # reuse
        buf127 = reinterpret_tensor(buf106, (64, ), (1, ), 0); del buf106  # reuse
        buf128 = reinterpret_tensor(buf105, (64, ), (1, ), 0); del buf105  # reuse
        buf133 = buf120; del buf120  # reuse
        assert_size_stride(primals_26, (64, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_12(buf133, convolution_3, clamp_max, primals_24, primals_25, buf124, convolution_4, buf117, rsqrt_4, primals_30, buf129, buf130, buf132, buf126, buf127, buf128)
        del buf124
        del convolution_4
        del primals_25
        del primals_30
        del rsqrt_4
        # Topologically Sorted Source Nodes: [full_default, le_7, ge_7, bitwise_or_7, where_7, input_14, unsqueeze_196, unsqueeze_197, unsqueeze_198, sub_60, mul_212, unsqueeze_199, unsqueeze_200, unsqueeze_201, mul_213, mul_214, mul_215, unsqueeze_202, unsqueeze_203, unsqueeze_204, mul_216, unsqueeze_205, unsqueeze_206, unsqueeze_207, mul_217, sub_62, sub_63, mul_218, input_11, input_12, convolution_backward_11], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.add, aten.convolution_backward]
        buf134 = torch.ops.aten.convolution_backward.default(buf133, buf132, primals_26, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf132
        del primals_26
        buf135 = buf134[0]
        assert_size_stride(buf135, (8, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf135 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf136 = buf134[1]
        assert_size_stride(buf136, (64, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf136 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf134
        buf137 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf138 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf139 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf145 = convolution_3; del convolution_3  # reuse
        assert_size_stride(convolution_2, (8, 64, 32, 32), (65536, 1, 2048, 64), 'input')
        buf140 = reinterpret_tensor(buf127, (1, 64, 1, 1), (64, 1, 64, 64), 0); del buf127  # reuse
        buf141 = buf117; del buf117  # reuse
        assert_size_stride(primals_18, (64, ), (1, ), 'input')
        assert_size_stride(primals_19, (64, ), (1, ), 'input')
        buf143 = buf133; del buf133  # reuse
        buf144 = empty_strided_cpu((8, 64, 32, 32), (65536, 1, 2048, 64), torch.float32)
        assert_size_stride(primals_20, (16, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_native_batch_norm_backward_13(buf145, buf135, buf129, buf130, primals_24, convolution_2, primals_18, primals_19, buf137, buf138, buf139, buf140, buf141, buf143, buf144)
        del buf129
        del buf130
        del buf138
        del primals_19
        del primals_24
        # Topologically Sorted Source Nodes: [input_11, unsqueeze_208, unsqueeze_209, unsqueeze_210, sub_64, mul_221, unsqueeze_211, unsqueeze_212, unsqueeze_213, mul_222, mul_223, mul_224, unsqueeze_214, unsqueeze_215, unsqueeze_216, mul_225, unsqueeze_217, unsqueeze_218, unsqueeze_219, mul_226, sub_66, sub_67, mul_227, input_9, convolution_backward_12], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardtanh, aten.convolution_backward]
        buf146 = torch.ops.aten.convolution_backward.default(buf145, buf144, primals_20, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf145
        del primals_20
        buf147 = buf146[0]
        assert_size_stride(buf147, (8, 64, 32, 32), (65536, 1, 2048, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf147 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf148 = buf146[1]
        assert_size_stride(buf148, (16, 64, 1, 1), (64, 1, 64, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf148 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf146
        assert_size_stride(convolution_1, (8, 64, 32, 32), (65536, 1, 2048, 64), 'input')
        buf152 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        buf153 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride(primals_12, (64, ), (1, ), 'input')
        assert_size_stride(primals_13, (64, ), (1, ), 'input')
        buf155 = buf144; del buf144  # reuse
        buf156 = empty_strided_cpu((8, 64, 32, 32), (65536, 1, 2048, 64), torch.float32)
        buf149 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf150 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf151 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf157 = buf143; del buf143  # reuse
        assert_size_stride(primals_14, (64, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_hardtanh_backward_native_batch_norm_backward_14(buf157, convolution_1, primals_12, primals_13, buf147, convolution_2, buf140, buf141, primals_18, buf152, buf153, buf155, buf156, buf149, buf150, buf151)
        del buf147
        del convolution_2
        del primals_13
        del primals_18
        # Topologically Sorted Source Nodes: [full_default, input_8, le_8, ge_8, bitwise_or_8, where_8, unsqueeze_220, unsqueeze_221, unsqueeze_222, sub_68, mul_230, unsqueeze_223, unsqueeze_224, unsqueeze_225, mul_231, mul_232, mul_233, unsqueeze_226, unsqueeze_227, unsqueeze_228, mul_234, unsqueeze_229, unsqueeze_230, unsqueeze_231, mul_235, sub_70, sub_71, mul_236, input_6, convolution_backward_13], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.hardtanh, aten.convolution_backward]
        buf158 = torch.ops.aten.convolution_backward.default(buf157, buf156, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 64, [True, True, False])
        del buf156
        del buf157
        del primals_14
        buf159 = buf158[0]
        assert_size_stride(buf159, (8, 64, 32, 32), (65536, 1, 2048, 64), 'torch.ops.aten.convolution_backward.default')
        # buffer buf159 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf160 = buf158[1]
        assert_size_stride(buf160, (64, 1, 3, 3), (9, 1, 3, 1), 'torch.ops.aten.convolution_backward.default')
        # buffer buf160 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf158
        buf161 = buf150; del buf150  # reuse
        buf162 = reinterpret_tensor(buf141, (64, ), (1, ), 0); del buf141  # reuse
        buf163 = reinterpret_tensor(buf140, (64, ), (1, ), 0); del buf140  # reuse
        buf164 = buf155; del buf155  # reuse
        assert_size_stride(primals_8, (64, 16, 1, 1), (16, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_hardtanh_backward_native_batch_norm_backward_15(buf164, buf159, convolution_1, buf152, buf153, primals_12, buf161, buf162, buf163)
        del buf152
        del buf153
        del buf159
        del buf162
        del convolution_1
        del primals_12
        # Topologically Sorted Source Nodes: [full_default, input_5, le_9, ge_9, bitwise_or_9, where_9, unsqueeze_232, unsqueeze_233, unsqueeze_234, sub_72, mul_239, unsqueeze_235, unsqueeze_236, unsqueeze_237, mul_240, mul_241, mul_242, unsqueeze_238, unsqueeze_239, unsqueeze_240, mul_243, unsqueeze_241, unsqueeze_242, unsqueeze_243, mul_244, sub_74, sub_75, mul_245, convolution_backward_14], Original ATen: [aten.hardtanh_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf165 = torch.ops.aten.convolution_backward.default(buf164, clamp_max, primals_8, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf164
        del clamp_max
        del primals_8
        buf166 = buf165[0]
        assert_size_stride(buf166, (8, 16, 32, 32), (16384, 1, 512, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf166 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf167 = buf165[1]
        assert_size_stride(buf167, (64, 16, 1, 1), (16, 1, 16, 16), 'torch.ops.aten.convolution_backward.default')
        # buffer buf167 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf165
        assert_size_stride(convolution, (8, 16, 32, 32), (16384, 1, 512, 16), 'input')
        buf168 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        buf169 = empty_strided_cpu((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
        assert_size_stride(primals_6, (16, ), (1, ), 'input')
        assert_size_stride(primals_7, (16, ), (1, ), 'input')
        buf171 = empty_strided_cpu((8, 16, 32, 32), (16384, 1, 512, 16), torch.float32)
        buf172 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf173 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf174 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf175 = buf171; del buf171  # reuse
        assert_size_stride(primals_2, (8, 3, 64, 64), (12288, 1, 192, 3), 'input')
        assert_size_stride(primals_1, (16, 3, 3, 3), (27, 1, 9, 3), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_hardtanh_backward_native_batch_norm_backward_16(buf175, convolution, primals_6, primals_7, buf135, buf166, buf168, buf169, buf172, buf173, buf174)
        del buf135
        del buf166
        del buf168
        del buf169
        del buf173
        del convolution
        del primals_6
        del primals_7
        # Topologically Sorted Source Nodes: [full_default, add_85, input_2, le_10, ge_10, bitwise_or_10, where_10, unsqueeze_244, unsqueeze_245, unsqueeze_246, sub_76, mul_248, unsqueeze_247, unsqueeze_248, unsqueeze_249, mul_249, mul_250, mul_251, unsqueeze_250, unsqueeze_251, unsqueeze_252, mul_252, unsqueeze_253, unsqueeze_254, unsqueeze_255, mul_253, sub_78, sub_79, mul_254, convolution_backward_15], Original ATen: [aten.hardtanh_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf176 = torch.ops.aten.convolution_backward.default(buf175, primals_2, primals_1, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf175
        del primals_1
        del primals_2
        buf177 = buf176[1]
        assert_size_stride(buf177, (16, 3, 3, 3), (27, 1, 9, 3), 'torch.ops.aten.convolution_backward.default')
        # buffer buf177 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf176
        buf2 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        assert_size_stride(mean, (8, 32, 1, 1), (32, 1, 1, 1), 'input')
        cpp_fused_sum_17(tangents_1, buf2)
        buf1 = empty_strided_cpu((10, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, input_48, mm_1], Original ATen: [aten.t, aten.view, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 8), (1, 10), 0), reinterpret_tensor(mean, (8, 32), (32, 1), 0), out=buf1)
        del mean
        del tangents_1
        return (buf177, None, None, None, None, buf174, buf172, buf167, None, None, None, buf163, buf161, buf160, None, None, None, buf151, buf149, buf148, None, None, None, buf139, buf137, buf136, None, None, None, buf128, buf126, buf125, None, None, None, buf116, buf114, buf113, None, None, None, buf104, buf102, buf101, None, None, None, buf97, buf95, buf94, None, None, None, buf85, buf83, buf81, None, None, None, buf73, buf71, buf70, None, None, None, buf58, buf56, buf55, None, None, None, buf51, buf49, buf38, None, None, None, buf33, buf31, buf30, None, None, None, buf25, buf23, buf18, None, None, None, buf14, buf12, buf11, None, None, None, buf5, buf3, buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_6 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((96, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((10, 32), (32, 1), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((32, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((128, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((128, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((32, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((24, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((96, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((96, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((24, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((64, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((16, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((16, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    convolution = rand_strided((8, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    clamp_max = rand_strided((8, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((8, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((8, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((8, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((8, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((8, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((8, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((8, 96, 16, 16), (24576, 1, 1536, 96), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((1, 96, 1, 1), (96, 1, 96, 96), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((8, 96, 16, 16), (24576, 1, 1536, 96), device='cpu', dtype=torch.float32)
    sub_8 = rand_strided((8, 96, 16, 16), (24576, 1, 1536, 96), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((8, 24, 16, 16), (6144, 1, 384, 24), device='cpu', dtype=torch.float32)
    rsqrt_9 = rand_strided((1, 24, 1, 1), (24, 1, 24, 24), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((8, 96, 16, 16), (24576, 1, 1536, 96), device='cpu', dtype=torch.float32)
    clamp_min_8 = rand_strided((8, 96, 8, 8), (6144, 1, 768, 96), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((8, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    getitem_25 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    add_63 = rand_strided((1, 32, 1, 1), (32, 1, 32, 32), device='cpu', dtype=torch.float32)
    mul_90 = rand_strided((8, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((8, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    sub_13 = rand_strided((8, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    clamp_max_9 = rand_strided((8, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((8, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    getitem_28 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    getitem_29 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((8, 32, 8, 8), (2048, 1, 256, 32), device='cpu', dtype=torch.float32)
    getitem_30 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    getitem_31 = rand_strided((1, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    mean = rand_strided((8, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((8, 10), (10, 1), device='cpu', dtype=torch.float32)
    return [primals_6, primals_7, primals_12, primals_13, primals_18, primals_19, primals_24, primals_25, primals_30, primals_31, primals_36, primals_37, primals_42, primals_43, primals_48, primals_49, primals_54, primals_55, primals_60, primals_61, primals_66, primals_67, primals_68, primals_72, primals_73, primals_78, primals_79, primals_84, primals_85, primals_90, primals_91, primals_96, primals_98, primals_92, primals_86, primals_80, primals_74, primals_62, primals_56, primals_50, primals_44, primals_38, primals_32, primals_26, primals_20, primals_14, primals_8, primals_2, primals_1, convolution, clamp_max, convolution_1, convolution_2, convolution_3, convolution_4, rsqrt_4, convolution_5, convolution_6, convolution_7, rsqrt_7, convolution_8, sub_8, convolution_9, rsqrt_9, convolution_10, clamp_min_8, convolution_12, getitem_25, add_63, mul_90, convolution_13, sub_13, clamp_max_9, convolution_14, getitem_28, getitem_29, convolution_15, getitem_30, getitem_31, mean, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
