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


cpp_fused_convolution_backward_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65536L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(65536L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 65536L*x1 + 65536L*x1_inner + 131072L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 2L*x2 + 131072L*x0), static_cast<int64_t>(2L));
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


cpp_fused__native_batch_norm_legit_functional_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp7 = at::vec::clamp_min(tmp6, decltype(tmp6)(0));
                        tmp7.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
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
    auto in_ptr0 = in_out_ptr1;
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(262144L); x1+=static_cast<int64_t>(1L))
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(3.814697265625e-06);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = tmp12 * tmp13;
                        auto tmp15 = tmp8 * tmp14;
                        auto tmp16 = tmp5 - tmp15;
                        auto tmp18 = tmp17 * tmp11;
                        auto tmp19 = tmp16 - tmp18;
                        auto tmp21 = tmp19 * tmp20;
                        tmp21.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(262144L); x1+=static_cast<int64_t>(1L))
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(3.814697265625e-06);
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


cpp_fused__native_batch_norm_legit_functional_relu_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(65536L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(65536L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(65536.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_relu_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(65536L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(65536L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp9.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_relu_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(65536L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(65536L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_relu_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(65536L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(65536L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, masked_tmp_acc0_vec);
                    tmp_acc0_vec.mean.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(1L))
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(1.52587890625e-05);
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(1L))
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(1.52587890625e-05);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(1e-05);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 + tmp15;
                        auto tmp17 = tmp16.rsqrt();
                        auto tmp18 = tmp17 * tmp17;
                        auto tmp19 = tmp12 * tmp18;
                        auto tmp20 = tmp8 * tmp19;
                        auto tmp21 = tmp5 - tmp20;
                        auto tmp23 = tmp22 * tmp11;
                        auto tmp24 = tmp21 - tmp23;
                        auto tmp26 = tmp17 * tmp25;
                        auto tmp27 = tmp24 * tmp26;
                        tmp27.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_native_batch_norm_backward_threshold_backward_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 256L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(128L + x2 + 256L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(16384L + x2 + 256L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(16512L + x2 + 256L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::maximum(tmp0, tmp1);
                            auto tmp4 = at::vec::maximum(tmp2, tmp3);
                            auto tmp6 = at::vec::maximum(tmp4, tmp5);
                            tmp6.store(out_ptr3 + static_cast<int64_t>(x2 + 128L*x1 + 8192L*x0));
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


cpp_fused__native_batch_norm_legit_functional_relu_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(16384L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(16384L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                        }
                    }
                }
                tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16384.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_relu_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_14 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_threshold_backward_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(6.103515625e-05);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(6.103515625e-05);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_threshold_backward_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.000244140625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_native_batch_norm_backward_threshold_backward_18 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 512L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(256L + x2 + 512L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(16384L + x2 + 512L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(16640L + x2 + 512L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::maximum(tmp0, tmp1);
                            auto tmp4 = at::vec::maximum(tmp2, tmp3);
                            auto tmp6 = at::vec::maximum(tmp4, tmp5);
                            tmp6.store(out_ptr3 + static_cast<int64_t>(x2 + 256L*x1 + 8192L*x0));
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


cpp_fused__native_batch_norm_legit_functional_relu_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_relu_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr2 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_native_batch_norm_backward_threshold_backward_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.000244140625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_native_batch_norm_backward_threshold_backward_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 1024L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(512L + x2 + 1024L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(16384L + x2 + 1024L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(16896L + x2 + 1024L*x1 + 32768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::maximum(tmp0, tmp1);
                            auto tmp4 = at::vec::maximum(tmp2, tmp3);
                            auto tmp6 = at::vec::maximum(tmp4, tmp5);
                            tmp6.store(out_ptr3 + static_cast<int64_t>(x2 + 512L*x1 + 8192L*x0));
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_threshold_backward_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(0.0009765625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.0009765625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_slice_threshold_backward_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2097152L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2097152L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1024L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + 524288L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(512L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(512L)))), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(512L + 1024L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + 524288L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(512L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(512L)))), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16384L + 1024L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + 524288L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(512L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(512L)))), static_cast<int64_t>(8));
                        auto tmp56 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16896L + 1024L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + 524288L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(512L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(512L)))), static_cast<int64_t>(8));
                        auto tmp93 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(512L*x0 + 131072L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(512L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(512L)))), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::VecMask<float,1>(tmp0 > tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 == tmp1);
                        auto tmp4 = at::vec::VecMask<float,1>(tmp0 != tmp0);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                        auto tmp6 = (tmp4 > tmp5);
                        auto tmp7 = tmp2.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp10 = tmp4.template cast<int32_t,1>();
                        auto tmp11 = tmp5.template cast<int32_t,1>();
                        auto tmp12 = tmp10 & tmp11;
                        auto tmp13 = tmp3.template cast<int32_t,1>();
                        auto tmp14 = tmp12.template cast<int32_t,1>();
                        auto tmp15 = tmp13 | tmp14;
                        auto tmp16 = static_cast<int64_t>(0);
                        auto tmp17 = static_cast<int64_t>(1);
                        auto tmp18 = tmp16 < tmp17;
                        auto tmp19 = at::vec::VecMask<float,1>::from(tmp18);
                        auto tmp20 = tmp15.template cast<int32_t,1>();
                        auto tmp21 = tmp19.template cast<int32_t,1>();
                        auto tmp22 = tmp20 & tmp21;
                        auto tmp23 = tmp9.template cast<int32_t,1>();
                        auto tmp24 = tmp22.template cast<int32_t,1>();
                        auto tmp25 = tmp23 | tmp24;
                        auto tmp26 = decltype(tmp0)::blendv(tmp1, tmp0, tmp25.template cast<float,1>());
                        auto tmp27 = at::vec::VectorizedN<int64_t,2>(tmp16);
                        auto tmp28 = at::vec::VectorizedN<int64_t,2>(tmp17);
                        auto tmp29 = decltype(tmp27)::blendv(tmp28, tmp27, tmp25.template cast<int64_t,2>());
                        auto tmp31 = at::vec::VecMask<float,1>(tmp26 > tmp30);
                        auto tmp32 = at::vec::VecMask<float,1>(tmp26 == tmp30);
                        auto tmp33 = at::vec::VecMask<float,1>(tmp26 != tmp26);
                        auto tmp34 = at::vec::VecMask<float,1>(tmp30 != tmp30);
                        auto tmp35 = (tmp33 > tmp34);
                        auto tmp36 = tmp31.template cast<int32_t,1>();
                        auto tmp37 = tmp35.template cast<int32_t,1>();
                        auto tmp38 = tmp36 | tmp37;
                        auto tmp39 = tmp33.template cast<int32_t,1>();
                        auto tmp40 = tmp34.template cast<int32_t,1>();
                        auto tmp41 = tmp39 & tmp40;
                        auto tmp42 = tmp32.template cast<int32_t,1>();
                        auto tmp43 = tmp41.template cast<int32_t,1>();
                        auto tmp44 = tmp42 | tmp43;
                        auto tmp45 = static_cast<int64_t>(2);
                        auto tmp46 = at::vec::VectorizedN<int64_t,2>(tmp45);
                        auto tmp47 = at::vec::VecMask<int64_t,2>(tmp29 < tmp46);
                        auto tmp48 = tmp44.template cast<int32_t,1>();
                        auto tmp49 = tmp47.template cast<int32_t,1>();
                        auto tmp50 = tmp48 & tmp49;
                        auto tmp51 = tmp38.template cast<int32_t,1>();
                        auto tmp52 = tmp50.template cast<int32_t,1>();
                        auto tmp53 = tmp51 | tmp52;
                        auto tmp54 = decltype(tmp26)::blendv(tmp30, tmp26, tmp53.template cast<float,1>());
                        auto tmp55 = decltype(tmp29)::blendv(tmp46, tmp29, tmp53.template cast<int64_t,2>());
                        auto tmp57 = at::vec::VecMask<float,1>(tmp54 > tmp56);
                        auto tmp58 = at::vec::VecMask<float,1>(tmp54 == tmp56);
                        auto tmp59 = at::vec::VecMask<float,1>(tmp54 != tmp54);
                        auto tmp60 = at::vec::VecMask<float,1>(tmp56 != tmp56);
                        auto tmp61 = (tmp59 > tmp60);
                        auto tmp62 = tmp57.template cast<int32_t,1>();
                        auto tmp63 = tmp61.template cast<int32_t,1>();
                        auto tmp64 = tmp62 | tmp63;
                        auto tmp65 = tmp59.template cast<int32_t,1>();
                        auto tmp66 = tmp60.template cast<int32_t,1>();
                        auto tmp67 = tmp65 & tmp66;
                        auto tmp68 = tmp58.template cast<int32_t,1>();
                        auto tmp69 = tmp67.template cast<int32_t,1>();
                        auto tmp70 = tmp68 | tmp69;
                        auto tmp71 = static_cast<int64_t>(3);
                        auto tmp72 = at::vec::VectorizedN<int64_t,2>(tmp71);
                        auto tmp73 = at::vec::VecMask<int64_t,2>(tmp55 < tmp72);
                        auto tmp74 = tmp70.template cast<int32_t,1>();
                        auto tmp75 = tmp73.template cast<int32_t,1>();
                        auto tmp76 = tmp74 & tmp75;
                        auto tmp77 = tmp64.template cast<int32_t,1>();
                        auto tmp78 = tmp76.template cast<int32_t,1>();
                        auto tmp79 = tmp77 | tmp78;
                        auto tmp80 = decltype(tmp54)::blendv(tmp56, tmp54, tmp79.template cast<float,1>());
                        auto tmp81 = decltype(tmp55)::blendv(tmp72, tmp55, tmp79.template cast<int64_t,2>());
                        auto tmp82 = at::vec::convert<int8_t,1,int64_t,2>(tmp81);
                        auto tmp83 = 4L;
                        auto tmp84 = c10::convert<int64_t>(tmp83);
                        auto tmp85 = at::vec::convert<int64_t,2,int8_t,1>(tmp82);
                        auto tmp86 = at::vec::VectorizedN<int64_t,2>(tmp84);
                        auto tmp87 = tmp85 + tmp86;
                        auto tmp88 = at::vec::VecMask<int64_t,2>(tmp85 < tmp27);
                        auto tmp89 = decltype(tmp87)::blendv(tmp85, tmp87, tmp88.template cast<int64_t,2>());
                        auto tmp90 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            tmp89.store(tmpbuf.data(), static_cast<int64_t>(8));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp91 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp90[x1_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp91) & (tmp91 < at::vec::VectorizedN<int64_t,2>(4L)))).all_masked(), "index out of bounds: 0 <= tmp91 < 4L");
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            tmp93.store(tmpbuf.data(), static_cast<int64_t>(8));
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                out_ptr0[static_cast<int64_t>(tmp90[x1_inner] + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 30L*(c10::div_floor_integer(static_cast<int64_t>(tmp90[x1_inner]), static_cast<int64_t>(2L))) + 64L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + 1024L*x1 + 1024L*x1_inner)] += tmpbuf[x1_inner];
                            }
                        }
                        ()
                        ;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x0 + 524288L*x1), static_cast<int64_t>(1024L), tmp5, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x0 + 524288L*x1), static_cast<int64_t>(1024L), tmp5, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x2 + 512L*x2_inner + 524288L*x1), static_cast<int64_t>(8));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 1024L*x2 + 1024L*x2_inner + 1048576L*x1), static_cast<int64_t>(8));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(tmp5 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x2 + 512L*x2_inner + 524288L*x1), static_cast<int64_t>(8));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp7 = tmp4 + tmp6;
                                    auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                                    auto tmp11 = tmp9 - tmp10;
                                    auto tmp12 = tmp8 * tmp11;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp8;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp12;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x2 + 524288L*x0), static_cast<int64_t>(1024L), tmp5, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 524288L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 1024L*x1 + 1024L*x1_inner + 1048576L*x0), static_cast<int64_t>(8));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(tmp5 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 524288L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp7 = tmp4 + tmp6;
                                auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                                auto tmp11 = tmp9 - tmp10;
                                auto tmp13 = static_cast<float>(0.000244140625);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 * tmp14;
                                auto tmp17 = tmp16 * tmp16;
                                auto tmp18 = tmp15 * tmp17;
                                auto tmp19 = tmp11 * tmp18;
                                auto tmp20 = tmp8 - tmp19;
                                auto tmp22 = tmp21 * tmp14;
                                auto tmp23 = tmp20 - tmp22;
                                auto tmp25 = tmp16 * tmp24;
                                auto tmp26 = tmp23 * tmp25;
                                tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 524288L*x0));
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(0.000244140625);
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
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_slice_threshold_backward_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4194304L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4194304L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(512L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 1048576L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(256L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(256L)))), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L + 512L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 1048576L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(256L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(256L)))), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16384L + 512L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 1048576L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(256L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(256L)))), static_cast<int64_t>(8));
                        auto tmp56 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16640L + 512L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 1048576L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(256L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(256L)))), static_cast<int64_t>(8));
                        auto tmp93 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(256L*x0 + 262144L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(256L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(256L)))), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::VecMask<float,1>(tmp0 > tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 == tmp1);
                        auto tmp4 = at::vec::VecMask<float,1>(tmp0 != tmp0);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                        auto tmp6 = (tmp4 > tmp5);
                        auto tmp7 = tmp2.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp10 = tmp4.template cast<int32_t,1>();
                        auto tmp11 = tmp5.template cast<int32_t,1>();
                        auto tmp12 = tmp10 & tmp11;
                        auto tmp13 = tmp3.template cast<int32_t,1>();
                        auto tmp14 = tmp12.template cast<int32_t,1>();
                        auto tmp15 = tmp13 | tmp14;
                        auto tmp16 = static_cast<int64_t>(0);
                        auto tmp17 = static_cast<int64_t>(1);
                        auto tmp18 = tmp16 < tmp17;
                        auto tmp19 = at::vec::VecMask<float,1>::from(tmp18);
                        auto tmp20 = tmp15.template cast<int32_t,1>();
                        auto tmp21 = tmp19.template cast<int32_t,1>();
                        auto tmp22 = tmp20 & tmp21;
                        auto tmp23 = tmp9.template cast<int32_t,1>();
                        auto tmp24 = tmp22.template cast<int32_t,1>();
                        auto tmp25 = tmp23 | tmp24;
                        auto tmp26 = decltype(tmp0)::blendv(tmp1, tmp0, tmp25.template cast<float,1>());
                        auto tmp27 = at::vec::VectorizedN<int64_t,2>(tmp16);
                        auto tmp28 = at::vec::VectorizedN<int64_t,2>(tmp17);
                        auto tmp29 = decltype(tmp27)::blendv(tmp28, tmp27, tmp25.template cast<int64_t,2>());
                        auto tmp31 = at::vec::VecMask<float,1>(tmp26 > tmp30);
                        auto tmp32 = at::vec::VecMask<float,1>(tmp26 == tmp30);
                        auto tmp33 = at::vec::VecMask<float,1>(tmp26 != tmp26);
                        auto tmp34 = at::vec::VecMask<float,1>(tmp30 != tmp30);
                        auto tmp35 = (tmp33 > tmp34);
                        auto tmp36 = tmp31.template cast<int32_t,1>();
                        auto tmp37 = tmp35.template cast<int32_t,1>();
                        auto tmp38 = tmp36 | tmp37;
                        auto tmp39 = tmp33.template cast<int32_t,1>();
                        auto tmp40 = tmp34.template cast<int32_t,1>();
                        auto tmp41 = tmp39 & tmp40;
                        auto tmp42 = tmp32.template cast<int32_t,1>();
                        auto tmp43 = tmp41.template cast<int32_t,1>();
                        auto tmp44 = tmp42 | tmp43;
                        auto tmp45 = static_cast<int64_t>(2);
                        auto tmp46 = at::vec::VectorizedN<int64_t,2>(tmp45);
                        auto tmp47 = at::vec::VecMask<int64_t,2>(tmp29 < tmp46);
                        auto tmp48 = tmp44.template cast<int32_t,1>();
                        auto tmp49 = tmp47.template cast<int32_t,1>();
                        auto tmp50 = tmp48 & tmp49;
                        auto tmp51 = tmp38.template cast<int32_t,1>();
                        auto tmp52 = tmp50.template cast<int32_t,1>();
                        auto tmp53 = tmp51 | tmp52;
                        auto tmp54 = decltype(tmp26)::blendv(tmp30, tmp26, tmp53.template cast<float,1>());
                        auto tmp55 = decltype(tmp29)::blendv(tmp46, tmp29, tmp53.template cast<int64_t,2>());
                        auto tmp57 = at::vec::VecMask<float,1>(tmp54 > tmp56);
                        auto tmp58 = at::vec::VecMask<float,1>(tmp54 == tmp56);
                        auto tmp59 = at::vec::VecMask<float,1>(tmp54 != tmp54);
                        auto tmp60 = at::vec::VecMask<float,1>(tmp56 != tmp56);
                        auto tmp61 = (tmp59 > tmp60);
                        auto tmp62 = tmp57.template cast<int32_t,1>();
                        auto tmp63 = tmp61.template cast<int32_t,1>();
                        auto tmp64 = tmp62 | tmp63;
                        auto tmp65 = tmp59.template cast<int32_t,1>();
                        auto tmp66 = tmp60.template cast<int32_t,1>();
                        auto tmp67 = tmp65 & tmp66;
                        auto tmp68 = tmp58.template cast<int32_t,1>();
                        auto tmp69 = tmp67.template cast<int32_t,1>();
                        auto tmp70 = tmp68 | tmp69;
                        auto tmp71 = static_cast<int64_t>(3);
                        auto tmp72 = at::vec::VectorizedN<int64_t,2>(tmp71);
                        auto tmp73 = at::vec::VecMask<int64_t,2>(tmp55 < tmp72);
                        auto tmp74 = tmp70.template cast<int32_t,1>();
                        auto tmp75 = tmp73.template cast<int32_t,1>();
                        auto tmp76 = tmp74 & tmp75;
                        auto tmp77 = tmp64.template cast<int32_t,1>();
                        auto tmp78 = tmp76.template cast<int32_t,1>();
                        auto tmp79 = tmp77 | tmp78;
                        auto tmp80 = decltype(tmp54)::blendv(tmp56, tmp54, tmp79.template cast<float,1>());
                        auto tmp81 = decltype(tmp55)::blendv(tmp72, tmp55, tmp79.template cast<int64_t,2>());
                        auto tmp82 = at::vec::convert<int8_t,1,int64_t,2>(tmp81);
                        auto tmp83 = 4L;
                        auto tmp84 = c10::convert<int64_t>(tmp83);
                        auto tmp85 = at::vec::convert<int64_t,2,int8_t,1>(tmp82);
                        auto tmp86 = at::vec::VectorizedN<int64_t,2>(tmp84);
                        auto tmp87 = tmp85 + tmp86;
                        auto tmp88 = at::vec::VecMask<int64_t,2>(tmp85 < tmp27);
                        auto tmp89 = decltype(tmp87)::blendv(tmp85, tmp87, tmp88.template cast<int64_t,2>());
                        auto tmp90 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            tmp89.store(tmpbuf.data(), static_cast<int64_t>(8));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp91 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp90[x1_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp91) & (tmp91 < at::vec::VectorizedN<int64_t,2>(4L)))).all_masked(), "index out of bounds: 0 <= tmp91 < 4L");
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            tmp93.store(tmpbuf.data(), static_cast<int64_t>(8));
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                out_ptr0[static_cast<int64_t>(tmp90[x1_inner] + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L))) + 62L*(c10::div_floor_integer(static_cast<int64_t>(tmp90[x1_inner]), static_cast<int64_t>(2L))) + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 4096L*x1 + 4096L*x1_inner)] += tmpbuf[x1_inner];
                            }
                        }
                        ()
                        ;
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4096L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(4096L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x2 + 4096L*x0 + 1048576L*x1), static_cast<int64_t>(4096L), tmp5, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x2 + 4096L*x0 + 1048576L*x1), static_cast<int64_t>(4096L), tmp5, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x2 + 256L*x2_inner + 1048576L*x1), static_cast<int64_t>(8));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x2 + 512L*x2_inner + 2097152L*x1), static_cast<int64_t>(8));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(tmp5 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x2 + 256L*x2_inner + 1048576L*x1), static_cast<int64_t>(8));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp7 = tmp4 + tmp6;
                                    auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                                    auto tmp11 = tmp9 - tmp10;
                                    auto tmp12 = tmp8 * tmp11;
                                    tmp_acc0_vec = cascade_sum_combine(tmp8, &cascade_helper0);
                                    tmp_acc1_vec = cascade_sum_combine(tmp12, &cascade_helper1);
                                }
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(4096L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x1 + 4096L*x2 + 1048576L*x0), static_cast<int64_t>(4096L), tmp5, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 1048576L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2097152L*x0), static_cast<int64_t>(8));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(tmp5 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 1048576L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp7 = tmp4 + tmp6;
                                auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                                auto tmp11 = tmp9 - tmp10;
                                auto tmp13 = static_cast<float>(6.103515625e-05);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 * tmp14;
                                auto tmp17 = tmp16 * tmp16;
                                auto tmp18 = tmp15 * tmp17;
                                auto tmp19 = tmp11 * tmp18;
                                auto tmp20 = tmp8 - tmp19;
                                auto tmp22 = tmp21 * tmp14;
                                auto tmp23 = tmp20 - tmp22;
                                auto tmp25 = tmp16 * tmp24;
                                auto tmp26 = tmp23 * tmp25;
                                tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 1048576L*x0));
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(16384L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(16384.0);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
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
                        auto tmp10 = static_cast<float>(6.103515625e-05);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(16384.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(1e-05);
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
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_slice_threshold_backward_29 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8388608L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8388608L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L))) + 2097152L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(128L)))), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L))) + 2097152L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(128L)))), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16384L + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L))) + 2097152L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(128L)))), static_cast<int64_t>(8));
                        auto tmp56 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16512L + 256L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L))) + 2097152L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(128L)))), static_cast<int64_t>(8));
                        auto tmp93 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(128L*x0 + 524288L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(128L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(128L)))), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::VecMask<float,1>(tmp0 > tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 == tmp1);
                        auto tmp4 = at::vec::VecMask<float,1>(tmp0 != tmp0);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                        auto tmp6 = (tmp4 > tmp5);
                        auto tmp7 = tmp2.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp10 = tmp4.template cast<int32_t,1>();
                        auto tmp11 = tmp5.template cast<int32_t,1>();
                        auto tmp12 = tmp10 & tmp11;
                        auto tmp13 = tmp3.template cast<int32_t,1>();
                        auto tmp14 = tmp12.template cast<int32_t,1>();
                        auto tmp15 = tmp13 | tmp14;
                        auto tmp16 = static_cast<int64_t>(0);
                        auto tmp17 = static_cast<int64_t>(1);
                        auto tmp18 = tmp16 < tmp17;
                        auto tmp19 = at::vec::VecMask<float,1>::from(tmp18);
                        auto tmp20 = tmp15.template cast<int32_t,1>();
                        auto tmp21 = tmp19.template cast<int32_t,1>();
                        auto tmp22 = tmp20 & tmp21;
                        auto tmp23 = tmp9.template cast<int32_t,1>();
                        auto tmp24 = tmp22.template cast<int32_t,1>();
                        auto tmp25 = tmp23 | tmp24;
                        auto tmp26 = decltype(tmp0)::blendv(tmp1, tmp0, tmp25.template cast<float,1>());
                        auto tmp27 = at::vec::VectorizedN<int64_t,2>(tmp16);
                        auto tmp28 = at::vec::VectorizedN<int64_t,2>(tmp17);
                        auto tmp29 = decltype(tmp27)::blendv(tmp28, tmp27, tmp25.template cast<int64_t,2>());
                        auto tmp31 = at::vec::VecMask<float,1>(tmp26 > tmp30);
                        auto tmp32 = at::vec::VecMask<float,1>(tmp26 == tmp30);
                        auto tmp33 = at::vec::VecMask<float,1>(tmp26 != tmp26);
                        auto tmp34 = at::vec::VecMask<float,1>(tmp30 != tmp30);
                        auto tmp35 = (tmp33 > tmp34);
                        auto tmp36 = tmp31.template cast<int32_t,1>();
                        auto tmp37 = tmp35.template cast<int32_t,1>();
                        auto tmp38 = tmp36 | tmp37;
                        auto tmp39 = tmp33.template cast<int32_t,1>();
                        auto tmp40 = tmp34.template cast<int32_t,1>();
                        auto tmp41 = tmp39 & tmp40;
                        auto tmp42 = tmp32.template cast<int32_t,1>();
                        auto tmp43 = tmp41.template cast<int32_t,1>();
                        auto tmp44 = tmp42 | tmp43;
                        auto tmp45 = static_cast<int64_t>(2);
                        auto tmp46 = at::vec::VectorizedN<int64_t,2>(tmp45);
                        auto tmp47 = at::vec::VecMask<int64_t,2>(tmp29 < tmp46);
                        auto tmp48 = tmp44.template cast<int32_t,1>();
                        auto tmp49 = tmp47.template cast<int32_t,1>();
                        auto tmp50 = tmp48 & tmp49;
                        auto tmp51 = tmp38.template cast<int32_t,1>();
                        auto tmp52 = tmp50.template cast<int32_t,1>();
                        auto tmp53 = tmp51 | tmp52;
                        auto tmp54 = decltype(tmp26)::blendv(tmp30, tmp26, tmp53.template cast<float,1>());
                        auto tmp55 = decltype(tmp29)::blendv(tmp46, tmp29, tmp53.template cast<int64_t,2>());
                        auto tmp57 = at::vec::VecMask<float,1>(tmp54 > tmp56);
                        auto tmp58 = at::vec::VecMask<float,1>(tmp54 == tmp56);
                        auto tmp59 = at::vec::VecMask<float,1>(tmp54 != tmp54);
                        auto tmp60 = at::vec::VecMask<float,1>(tmp56 != tmp56);
                        auto tmp61 = (tmp59 > tmp60);
                        auto tmp62 = tmp57.template cast<int32_t,1>();
                        auto tmp63 = tmp61.template cast<int32_t,1>();
                        auto tmp64 = tmp62 | tmp63;
                        auto tmp65 = tmp59.template cast<int32_t,1>();
                        auto tmp66 = tmp60.template cast<int32_t,1>();
                        auto tmp67 = tmp65 & tmp66;
                        auto tmp68 = tmp58.template cast<int32_t,1>();
                        auto tmp69 = tmp67.template cast<int32_t,1>();
                        auto tmp70 = tmp68 | tmp69;
                        auto tmp71 = static_cast<int64_t>(3);
                        auto tmp72 = at::vec::VectorizedN<int64_t,2>(tmp71);
                        auto tmp73 = at::vec::VecMask<int64_t,2>(tmp55 < tmp72);
                        auto tmp74 = tmp70.template cast<int32_t,1>();
                        auto tmp75 = tmp73.template cast<int32_t,1>();
                        auto tmp76 = tmp74 & tmp75;
                        auto tmp77 = tmp64.template cast<int32_t,1>();
                        auto tmp78 = tmp76.template cast<int32_t,1>();
                        auto tmp79 = tmp77 | tmp78;
                        auto tmp80 = decltype(tmp54)::blendv(tmp56, tmp54, tmp79.template cast<float,1>());
                        auto tmp81 = decltype(tmp55)::blendv(tmp72, tmp55, tmp79.template cast<int64_t,2>());
                        auto tmp82 = at::vec::convert<int8_t,1,int64_t,2>(tmp81);
                        auto tmp83 = 4L;
                        auto tmp84 = c10::convert<int64_t>(tmp83);
                        auto tmp85 = at::vec::convert<int64_t,2,int8_t,1>(tmp82);
                        auto tmp86 = at::vec::VectorizedN<int64_t,2>(tmp84);
                        auto tmp87 = tmp85 + tmp86;
                        auto tmp88 = at::vec::VecMask<int64_t,2>(tmp85 < tmp27);
                        auto tmp89 = decltype(tmp87)::blendv(tmp85, tmp87, tmp88.template cast<int64_t,2>());
                        auto tmp90 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            tmp89.store(tmpbuf.data(), static_cast<int64_t>(8));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp91 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp90[x1_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp91) & (tmp91 < at::vec::VectorizedN<int64_t,2>(4L)))).all_masked(), "index out of bounds: 0 <= tmp91 < 4L");
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            tmp93.store(tmpbuf.data(), static_cast<int64_t>(8));
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                out_ptr0[static_cast<int64_t>(tmp90[x1_inner] + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 126L*(c10::div_floor_integer(static_cast<int64_t>(tmp90[x1_inner]), static_cast<int64_t>(2L))) + 256L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L))) + 16384L*x1 + 16384L*x1_inner)] += tmpbuf[x1_inner];
                            }
                        }
                        ()
                        ;
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16384L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16384L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x2 + 16384L*x0 + 2097152L*x1), static_cast<int64_t>(16384L), tmp5, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x2 + 16384L*x0 + 2097152L*x1), static_cast<int64_t>(16384L), tmp5, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x2 + 128L*x2_inner + 2097152L*x1), static_cast<int64_t>(8));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x2 + 256L*x2_inner + 4194304L*x1), static_cast<int64_t>(8));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(tmp5 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 128L*x2 + 128L*x2_inner + 2097152L*x1), static_cast<int64_t>(8));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp7 = tmp4 + tmp6;
                                    auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                                    auto tmp11 = tmp9 - tmp10;
                                    auto tmp12 = tmp8 * tmp11;
                                    tmp_acc0_vec = cascade_sum_combine(tmp8, &cascade_helper0);
                                    tmp_acc1_vec = cascade_sum_combine(tmp12, &cascade_helper1);
                                }
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16384L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x1 + 16384L*x2 + 2097152L*x0), static_cast<int64_t>(16384L), tmp5, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 2097152L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 4194304L*x0), static_cast<int64_t>(8));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(tmp5 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 2097152L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp7 = tmp4 + tmp6;
                                auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                                auto tmp11 = tmp9 - tmp10;
                                auto tmp13 = static_cast<float>(1.52587890625e-05);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 * tmp14;
                                auto tmp17 = tmp16 * tmp16;
                                auto tmp18 = tmp15 * tmp17;
                                auto tmp19 = tmp11 * tmp18;
                                auto tmp20 = tmp8 - tmp19;
                                auto tmp22 = tmp21 * tmp14;
                                auto tmp23 = tmp20 - tmp22;
                                auto tmp25 = tmp16 * tmp24;
                                auto tmp26 = tmp23 * tmp25;
                                tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 2097152L*x0));
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(65536L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(1L))
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(65536.0);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(1.52587890625e-05);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(65536.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(1e-05);
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
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_relu_31 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(262144L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(262144L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(262144L); x1+=static_cast<int64_t>(1L))
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
                    tmp_acc0_vec.m2.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(262144.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = at::vec::clamp_min(tmp15, decltype(tmp15)(0));
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_32 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                Welford<float> tmp_acc0 = Welford<float>();
                Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(262144L));
                WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(262144L));
                static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(262144L); x1+=static_cast<int64_t>(1L))
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
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16777216L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16777216L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(128L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + 4194304L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(64L + 128L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + 4194304L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp30 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(16384L + 128L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + 4194304L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp56 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(16448L + 128L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 32768L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + 4194304L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp93 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(64L*x0 + 1048576L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::VecMask<float,1>(tmp0 > tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 == tmp1);
                        auto tmp4 = at::vec::VecMask<float,1>(tmp0 != tmp0);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                        auto tmp6 = (tmp4 > tmp5);
                        auto tmp7 = tmp2.template cast<int32_t,1>();
                        auto tmp8 = tmp6.template cast<int32_t,1>();
                        auto tmp9 = tmp7 | tmp8;
                        auto tmp10 = tmp4.template cast<int32_t,1>();
                        auto tmp11 = tmp5.template cast<int32_t,1>();
                        auto tmp12 = tmp10 & tmp11;
                        auto tmp13 = tmp3.template cast<int32_t,1>();
                        auto tmp14 = tmp12.template cast<int32_t,1>();
                        auto tmp15 = tmp13 | tmp14;
                        auto tmp16 = static_cast<int64_t>(0);
                        auto tmp17 = static_cast<int64_t>(1);
                        auto tmp18 = tmp16 < tmp17;
                        auto tmp19 = at::vec::VecMask<float,1>::from(tmp18);
                        auto tmp20 = tmp15.template cast<int32_t,1>();
                        auto tmp21 = tmp19.template cast<int32_t,1>();
                        auto tmp22 = tmp20 & tmp21;
                        auto tmp23 = tmp9.template cast<int32_t,1>();
                        auto tmp24 = tmp22.template cast<int32_t,1>();
                        auto tmp25 = tmp23 | tmp24;
                        auto tmp26 = decltype(tmp0)::blendv(tmp1, tmp0, tmp25.template cast<float,1>());
                        auto tmp27 = at::vec::VectorizedN<int64_t,2>(tmp16);
                        auto tmp28 = at::vec::VectorizedN<int64_t,2>(tmp17);
                        auto tmp29 = decltype(tmp27)::blendv(tmp28, tmp27, tmp25.template cast<int64_t,2>());
                        auto tmp31 = at::vec::VecMask<float,1>(tmp26 > tmp30);
                        auto tmp32 = at::vec::VecMask<float,1>(tmp26 == tmp30);
                        auto tmp33 = at::vec::VecMask<float,1>(tmp26 != tmp26);
                        auto tmp34 = at::vec::VecMask<float,1>(tmp30 != tmp30);
                        auto tmp35 = (tmp33 > tmp34);
                        auto tmp36 = tmp31.template cast<int32_t,1>();
                        auto tmp37 = tmp35.template cast<int32_t,1>();
                        auto tmp38 = tmp36 | tmp37;
                        auto tmp39 = tmp33.template cast<int32_t,1>();
                        auto tmp40 = tmp34.template cast<int32_t,1>();
                        auto tmp41 = tmp39 & tmp40;
                        auto tmp42 = tmp32.template cast<int32_t,1>();
                        auto tmp43 = tmp41.template cast<int32_t,1>();
                        auto tmp44 = tmp42 | tmp43;
                        auto tmp45 = static_cast<int64_t>(2);
                        auto tmp46 = at::vec::VectorizedN<int64_t,2>(tmp45);
                        auto tmp47 = at::vec::VecMask<int64_t,2>(tmp29 < tmp46);
                        auto tmp48 = tmp44.template cast<int32_t,1>();
                        auto tmp49 = tmp47.template cast<int32_t,1>();
                        auto tmp50 = tmp48 & tmp49;
                        auto tmp51 = tmp38.template cast<int32_t,1>();
                        auto tmp52 = tmp50.template cast<int32_t,1>();
                        auto tmp53 = tmp51 | tmp52;
                        auto tmp54 = decltype(tmp26)::blendv(tmp30, tmp26, tmp53.template cast<float,1>());
                        auto tmp55 = decltype(tmp29)::blendv(tmp46, tmp29, tmp53.template cast<int64_t,2>());
                        auto tmp57 = at::vec::VecMask<float,1>(tmp54 > tmp56);
                        auto tmp58 = at::vec::VecMask<float,1>(tmp54 == tmp56);
                        auto tmp59 = at::vec::VecMask<float,1>(tmp54 != tmp54);
                        auto tmp60 = at::vec::VecMask<float,1>(tmp56 != tmp56);
                        auto tmp61 = (tmp59 > tmp60);
                        auto tmp62 = tmp57.template cast<int32_t,1>();
                        auto tmp63 = tmp61.template cast<int32_t,1>();
                        auto tmp64 = tmp62 | tmp63;
                        auto tmp65 = tmp59.template cast<int32_t,1>();
                        auto tmp66 = tmp60.template cast<int32_t,1>();
                        auto tmp67 = tmp65 & tmp66;
                        auto tmp68 = tmp58.template cast<int32_t,1>();
                        auto tmp69 = tmp67.template cast<int32_t,1>();
                        auto tmp70 = tmp68 | tmp69;
                        auto tmp71 = static_cast<int64_t>(3);
                        auto tmp72 = at::vec::VectorizedN<int64_t,2>(tmp71);
                        auto tmp73 = at::vec::VecMask<int64_t,2>(tmp55 < tmp72);
                        auto tmp74 = tmp70.template cast<int32_t,1>();
                        auto tmp75 = tmp73.template cast<int32_t,1>();
                        auto tmp76 = tmp74 & tmp75;
                        auto tmp77 = tmp64.template cast<int32_t,1>();
                        auto tmp78 = tmp76.template cast<int32_t,1>();
                        auto tmp79 = tmp77 | tmp78;
                        auto tmp80 = decltype(tmp54)::blendv(tmp56, tmp54, tmp79.template cast<float,1>());
                        auto tmp81 = decltype(tmp55)::blendv(tmp72, tmp55, tmp79.template cast<int64_t,2>());
                        auto tmp82 = at::vec::convert<int8_t,1,int64_t,2>(tmp81);
                        auto tmp83 = 4L;
                        auto tmp84 = c10::convert<int64_t>(tmp83);
                        auto tmp85 = at::vec::convert<int64_t,2,int8_t,1>(tmp82);
                        auto tmp86 = at::vec::VectorizedN<int64_t,2>(tmp84);
                        auto tmp87 = tmp85 + tmp86;
                        auto tmp88 = at::vec::VecMask<int64_t,2>(tmp85 < tmp27);
                        auto tmp89 = decltype(tmp87)::blendv(tmp85, tmp87, tmp88.template cast<int64_t,2>());
                        auto tmp90 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            tmp89.store(tmpbuf.data(), static_cast<int64_t>(8));
                            return tmpbuf;
                        }
                        ()
                        ;
                        auto tmp91 =
                        [&]
                        {
                            __at_align__ std::array<int64_t, 8> tmpbuf;
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                tmpbuf[x1_inner] = static_cast<int64_t>(tmp90[x1_inner]);
                            }
                            return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                        }
                        ()
                        ;
                        TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp91) & (tmp91 < at::vec::VectorizedN<int64_t,2>(4L)))).all_masked(), "index out of bounds: 0 <= tmp91 < 4L");
                        [&]
                        {
                            __at_align__ std::array<float, 8> tmpbuf;
                            tmp93.store(tmpbuf.data(), static_cast<int64_t>(8));
                            #pragma GCC unroll 8
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                out_ptr2[static_cast<int64_t>(tmp90[x1_inner] + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(128L))) + 254L*(c10::div_floor_integer(static_cast<int64_t>(tmp90[x1_inner]), static_cast<int64_t>(2L))) + 512L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(128L))) + 65536L*x1 + 65536L*x1_inner)] += tmpbuf[x1_inner];
                            }
                        }
                        ()
                        ;
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(65536L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(65536L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr2 + static_cast<int64_t>(x2 + 65536L*x0 + 4194304L*x1), static_cast<int64_t>(65536L), tmp5, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr2 + static_cast<int64_t>(x2 + 65536L*x0 + 4194304L*x1), static_cast<int64_t>(65536L), tmp5, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 64L*x2 + 64L*x2_inner + 4194304L*x1), static_cast<int64_t>(8));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 128L*x2 + 128L*x2_inner + 8388608L*x1), static_cast<int64_t>(8));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(tmp5 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x2 + 64L*x2_inner + 4194304L*x1), static_cast<int64_t>(8));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp7 = tmp4 + tmp6;
                                    auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                                    auto tmp11 = tmp9 - tmp10;
                                    auto tmp12 = tmp8 * tmp11;
                                    tmp_acc0_vec = cascade_sum_combine(tmp8, &cascade_helper0);
                                    tmp_acc1_vec = cascade_sum_combine(tmp12, &cascade_helper1);
                                }
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(65536L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(65536L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr2 + static_cast<int64_t>(x1 + 65536L*x2 + 4194304L*x0), static_cast<int64_t>(65536L), tmp5, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 4194304L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 8388608L*x0), static_cast<int64_t>(8));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(tmp5 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 4194304L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp7 = tmp4 + tmp6;
                                auto tmp8 = decltype(tmp2)::blendv(tmp7, tmp2, tmp3.template cast<float,1>());
                                auto tmp11 = tmp9 - tmp10;
                                auto tmp13 = static_cast<float>(3.814697265625e-06);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 * tmp14;
                                auto tmp17 = tmp16 * tmp16;
                                auto tmp18 = tmp15 * tmp17;
                                auto tmp19 = tmp11 * tmp18;
                                auto tmp20 = tmp8 - tmp19;
                                auto tmp22 = tmp21 * tmp14;
                                auto tmp23 = tmp20 - tmp22;
                                auto tmp25 = tmp16 * tmp24;
                                auto tmp26 = tmp23 * tmp25;
                                tmp26.store(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 4194304L*x0));
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


cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_33 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(262144L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(262144L); x1+=static_cast<int64_t>(1L))
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(262144.0);
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        auto tmp8 = tmp6 - tmp7;
                        auto tmp10 = static_cast<float>(3.814697265625e-06);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp14 = static_cast<float>(262144.0);
                        auto tmp15 = at::vec::Vectorized<float>(tmp14);
                        auto tmp16 = tmp13 / tmp15;
                        auto tmp17 = static_cast<float>(1e-05);
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
                        tmp30.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
        primals_2, primals_1, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, primals_18, primals_19, primals_20, primals_24, primals_25, primals_26, primals_30, primals_31, primals_32, primals_36, primals_37, primals_38, primals_42, primals_43, primals_44, primals_48, primals_49, primals_50, primals_54, primals_55, primals_60, primals_61, primals_62, primals_63, primals_68, primals_69, primals_74, primals_75, primals_76, primals_77, primals_78, primals_82, primals_83, primals_88, primals_89, primals_90, primals_91, primals_92, primals_96, primals_97, primals_98, primals_102, primals_103, primals_106, primals_110, primals_111, primals_112, primals_118, primals_104, primals_84, primals_70, primals_64, primals_56, getitem_1, rsqrt_1, getitem_4, rsqrt_3, getitem_15, rsqrt_5, getitem_19, rsqrt_6, getitem_21, rsqrt_7, getitem_25, rsqrt_8, convolution_9, getitem_27, rsqrt_9, convolution_11, getitem_29, rsqrt_10, convolution_12, getitem_31, rsqrt_11, getitem_33, rsqrt_12, convolution_15, getitem_35, rsqrt_13, getitem_36, rsqrt_15, cat_3, getitem_41, rsqrt_16, sub_16, getitem_43, rsqrt_17, relu_17, mul_129, mul_131, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (4, 2, 256, 256), (131072, 65536, 256, 1), 'input')
        buf0 = empty_strided_cpu((4, 2, 256, 256), (131072, 1, 512, 2), torch.float32)
        assert_size_stride_grouped((relu_17, primals_118), ((4, 64, 256, 256), (2, 64, 1, 1)), ((4194304, 1, 16384, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_0(tangents_1, buf0)
        del tangents_1
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf1 = torch.ops.aten.convolution_backward.default(buf0, relu_17, primals_118, [2], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_118
        buf2 = buf1[0]
        assert_tensor_metadata(buf2, (4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf2 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf3 = buf1[1]
        assert_tensor_metadata(buf3, (2, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf3 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf4 = buf1[2]
        assert_tensor_metadata(buf4, (2, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf1
        assert_size_stride_grouped((sub_16, rsqrt_16, primals_110, primals_111), ((4, 64, 256, 256), (1, 64, 1, 1), (64, ), (64, )), ((4194304, 1, 16384, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf6 = sub_16; del sub_16  # reuse
        assert_size_stride(primals_112, (64, 64, 3, 3), (576, 1, 192, 64), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_1(buf6, rsqrt_16, primals_110, primals_111)
        del primals_111
        # Topologically Sorted Source Nodes: [input_52], Original ATen: [aten.convolution]
        buf7 = extern_kernels.convolution(buf6, primals_112, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf7, (4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_43, rsqrt_17), ((1, 64, 1, 1), (1, 64, 1, 1)), ((64, 1, 64, 64), (64, 1, 64, 64)), 'input')
        buf5 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf9 = reinterpret_tensor(rsqrt_17, (64, ), (1, ), 0); del rsqrt_17  # reuse
        assert_size_stride_grouped((mul_129, mul_131), ((64, ), (64, )), ((1, ), (1, )), 'input')
        buf10 = relu_17; del relu_17  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_2(buf9, buf10, buf2, buf7, getitem_43, mul_129, mul_131, buf5, buf8)
        del buf2
        del buf7
        del getitem_43
        del mul_129
        del mul_131
        # Topologically Sorted Source Nodes: [le, full_default, where, input_53, unsqueeze_72, unsqueeze_73, unsqueeze_74, sub_18, mul_127, unsqueeze_75, unsqueeze_76, unsqueeze_77, mul_128, mul_130, unsqueeze_78, unsqueeze_79, unsqueeze_80, unsqueeze_81, unsqueeze_82, unsqueeze_83, mul_132, sub_20, sub_21, mul_133, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf11 = torch.ops.aten.convolution_backward.default(buf10, buf6, primals_112, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf10
        del primals_112
        buf12 = buf11[0]
        assert_tensor_metadata(buf12, (4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf13 = buf11[1]
        assert_tensor_metadata(buf13, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf11
        assert_size_stride_grouped((cat_3, primals_106), ((4, 128, 256, 256), (64, 128, 3, 3)), ((8388608, 1, 32768, 128), (1152, 1, 384, 128)), 'input')
        # Topologically Sorted Source Nodes: [input_49], Original ATen: [aten.convolution]
        buf15 = extern_kernels.convolution(cat_3, primals_106, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf15, (4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride(getitem_41, (1, 64, 1, 1), (64, 1, 64, 64), 'input')
        buf14 = buf8; del buf8  # reuse
        buf16 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf17 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf18 = buf6; del buf6  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_3(buf18, buf12, buf15, getitem_41, rsqrt_16, primals_110, buf14, buf16, buf17)
        del buf12
        del getitem_41
        del primals_110
        del rsqrt_16
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, input_50, unsqueeze_84, unsqueeze_85, unsqueeze_86, sub_22, mul_136, unsqueeze_87, unsqueeze_88, unsqueeze_89, mul_137, mul_138, mul_139, unsqueeze_90, unsqueeze_91, unsqueeze_92, mul_140, unsqueeze_93, unsqueeze_94, unsqueeze_95, mul_141, sub_24, sub_25, mul_142, convolution_backward_2], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf19 = torch.ops.aten.convolution_backward.default(buf18, cat_3, primals_106, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf18
        del cat_3
        del primals_106
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (4, 128, 256, 256), (8388608, 1, 32768, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (64, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf19
        assert_size_stride_grouped((getitem_4, primals_14), ((4, 64, 128, 128), (128, 64, 3, 3)), ((1048576, 1, 8192, 64), (576, 1, 192, 64)), 'input')
        # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.convolution]
        buf22 = extern_kernels.convolution(getitem_4, primals_14, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf22, (4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        buf23 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        buf24 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((primals_18, primals_19), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf26 = empty_strided_cpu((4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32)
        assert_size_stride(primals_20, (128, 128, 3, 3), (1152, 1, 384, 128), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_4(buf22, primals_18, primals_19, buf23, buf24, buf26)
        del primals_19
        # Topologically Sorted Source Nodes: [input_10], Original ATen: [aten.convolution]
        buf27 = extern_kernels.convolution(buf26, primals_20, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf27, (4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        buf28 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((rsqrt_3, primals_24, primals_25), ((1, 128, 1, 1), (128, ), (128, )), ((128, 1, 128, 128), (1, ), (1, )), 'input')
        buf31 = empty_strided_cpu((4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32)
        buf36 = reinterpret_tensor(buf15, (4, 256, 128, 128), (4194304, 1, 32768, 256), 0); del buf15  # reuse
        buf34 = reinterpret_tensor(buf36, (4, 128, 128, 128), (4194304, 1, 32768, 256), 0)  # alias
        assert_size_stride_grouped((convolution_15, getitem_35, rsqrt_13, primals_88, primals_89), ((4, 256, 64, 64), (1, 256, 1, 1), (1, 256, 1, 1), (256, ), (256, )), ((1048576, 1, 16384, 256), (256, 1, 256, 256), (256, 1, 256, 256), (1, ), (1, )), 'input')
        buf32 = empty_strided_cpu((4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32)
        assert_size_stride_grouped((primals_90, primals_91), ((256, 128, 2, 2), (128, )), ((512, 1, 256, 128), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_relu_5(buf27, rsqrt_3, primals_24, primals_25, convolution_15, getitem_35, rsqrt_13, primals_88, primals_89, buf28, buf31, buf34, buf32)
        del primals_25
        del primals_89
        # Topologically Sorted Source Nodes: [conv_transpose2d_2], Original ATen: [aten.convolution]
        buf33 = extern_kernels.convolution(buf32, primals_90, primals_91, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf33, (4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_91
        buf35 = reinterpret_tensor(buf36, (4, 128, 128, 128), (4194304, 1, 32768, 256), 128)  # alias
        assert_size_stride(primals_92, (128, 256, 3, 3), (2304, 1, 768, 256), 'input')
        cpp_fused_cat_6(buf33, buf35)
        del buf34
        del buf35
        # Topologically Sorted Source Nodes: [input_43], Original ATen: [aten.convolution]
        buf37 = extern_kernels.convolution(buf36, primals_92, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf37, (4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        buf38 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((getitem_36, primals_96, primals_97), ((1, 128, 1, 1), (128, ), (128, )), ((128, 1, 128, 128), (1, ), (1, )), 'input')
        buf41 = buf33; del buf33  # reuse
        assert_size_stride(primals_98, (128, 128, 3, 3), (1152, 1, 384, 128), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_7(buf37, getitem_36, primals_96, primals_97, buf38, buf41)
        del primals_97
        # Topologically Sorted Source Nodes: [input_46], Original ATen: [aten.convolution]
        buf42 = extern_kernels.convolution(buf41, primals_98, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf42, (4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution.default')
        buf43 = empty_strided_cpu((1, 128, 1, 1), (128, 1, 128, 128), torch.float32)
        assert_size_stride_grouped((rsqrt_15, primals_102, primals_103), ((1, 128, 1, 1), (128, ), (128, )), ((128, 1, 128, 128), (1, ), (1, )), 'input')
        buf46 = empty_strided_cpu((4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32)
        assert_size_stride(primals_104, (128, 64, 2, 2), (256, 1, 128, 64), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_8(buf42, rsqrt_15, primals_102, primals_103, buf43, buf46)
        del primals_103
        # Topologically Sorted Source Nodes: [slice_2, convolution_backward_3], Original ATen: [aten.slice, aten.convolution_backward]
        buf47 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf20, (4, 64, 256, 256), (8388608, 1, 32768, 128), 64), buf46, primals_104, [64], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_104
        buf48 = buf47[0]
        assert_tensor_metadata(buf48, (4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf48 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf49 = buf47[1]
        assert_tensor_metadata(buf49, (128, 64, 2, 2), (256, 1, 128, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf49 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf50 = buf47[2]
        assert_tensor_metadata(buf50, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf50 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf47
        buf51 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf52 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf53 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf54 = buf46; del buf46  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_9(buf54, buf48, buf42, buf43, rsqrt_15, primals_102, buf51, buf52, buf53)
        del buf42
        del buf48
        del primals_102
        del rsqrt_15
        # Topologically Sorted Source Nodes: [full_default, le_2, where_2, input_47, unsqueeze_96, unsqueeze_97, unsqueeze_98, sub_26, mul_145, unsqueeze_99, unsqueeze_100, unsqueeze_101, mul_146, mul_147, mul_148, unsqueeze_102, unsqueeze_103, unsqueeze_104, mul_149, unsqueeze_105, unsqueeze_106, unsqueeze_107, mul_150, sub_28, sub_29, mul_151, convolution_backward_4], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf55 = torch.ops.aten.convolution_backward.default(buf54, buf41, primals_98, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf54
        del primals_98
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf56 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf57 = buf55[1]
        assert_tensor_metadata(buf57, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf57 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf55
        buf58 = buf52; del buf52  # reuse
        buf59 = reinterpret_tensor(buf43, (128, ), (1, ), 0); del buf43  # reuse
        buf60 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf61 = buf41; del buf41  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_10(buf61, buf56, buf37, buf38, getitem_36, primals_96, buf58, buf59, buf60)
        del buf37
        del buf56
        del getitem_36
        del primals_96
        # Topologically Sorted Source Nodes: [full_default, input_44, le_3, where_3, unsqueeze_108, unsqueeze_109, unsqueeze_110, sub_30, mul_154, unsqueeze_111, unsqueeze_112, unsqueeze_113, mul_155, mul_156, mul_157, unsqueeze_114, unsqueeze_115, unsqueeze_116, mul_158, unsqueeze_117, unsqueeze_118, unsqueeze_119, mul_159, sub_32, sub_33, mul_160, convolution_backward_5], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf62 = torch.ops.aten.convolution_backward.default(buf61, buf36, primals_92, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf36
        del primals_92
        buf63 = buf62[0]
        assert_tensor_metadata(buf63, (4, 256, 128, 128), (4194304, 1, 32768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf63 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf64 = buf62[1]
        assert_tensor_metadata(buf64, (128, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf64 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf62
        # Topologically Sorted Source Nodes: [slice_4, convolution_backward_6], Original ATen: [aten.slice, aten.convolution_backward]
        buf65 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf63, (4, 128, 128, 128), (4194304, 1, 32768, 256), 128), buf32, primals_90, [128], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_90
        buf66 = buf65[0]
        assert_tensor_metadata(buf66, (4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf66 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf67 = buf65[1]
        assert_tensor_metadata(buf67, (256, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf67 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf68 = buf65[2]
        assert_tensor_metadata(buf68, (128, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf68 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf65
        buf69 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf70 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf71 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf72 = empty_strided_cpu((4, 128, 64, 64), (524288, 1, 8192, 128), torch.float32)
        assert_size_stride(primals_26, (256, 128, 3, 3), (1152, 1, 384, 128), 'input')
        cpp_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_native_batch_norm_backward_threshold_backward_11(buf32, buf66, convolution_15, getitem_35, rsqrt_13, buf31, buf69, buf70, buf71, buf72)
        # Topologically Sorted Source Nodes: [input_13], Original ATen: [aten.convolution]
        buf73 = extern_kernels.convolution(buf72, primals_26, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf73, (4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        buf74 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf75 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        assert_size_stride_grouped((primals_30, primals_31), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf77 = empty_strided_cpu((4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32)
        assert_size_stride(primals_32, (256, 256, 3, 3), (2304, 1, 768, 256), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_12(buf73, primals_30, primals_31, buf74, buf75, buf77)
        del primals_31
        # Topologically Sorted Source Nodes: [input_16], Original ATen: [aten.convolution]
        buf78 = extern_kernels.convolution(buf77, primals_32, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf78, (4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_15, rsqrt_5, primals_36, primals_37), ((1, 256, 1, 1), (1, 256, 1, 1), (256, ), (256, )), ((256, 1, 256, 256), (256, 1, 256, 256), (1, ), (1, )), 'input')
        buf79 = empty_strided_cpu((4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32)
        buf84 = reinterpret_tensor(buf61, (4, 512, 64, 64), (2097152, 1, 32768, 512), 0); del buf61  # reuse
        buf82 = reinterpret_tensor(buf84, (4, 256, 64, 64), (2097152, 1, 32768, 512), 0)  # alias
        assert_size_stride_grouped((convolution_12, getitem_31, rsqrt_11, primals_74, primals_75), ((4, 512, 32, 32), (1, 512, 1, 1), (1, 512, 1, 1), (512, ), (512, )), ((524288, 1, 16384, 512), (512, 1, 512, 512), (512, 1, 512, 512), (1, ), (1, )), 'input')
        buf80 = empty_strided_cpu((4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32)
        assert_size_stride_grouped((primals_76, primals_77), ((512, 256, 2, 2), (256, )), ((1024, 1, 512, 256), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_relu_13(buf78, getitem_15, rsqrt_5, primals_36, primals_37, convolution_12, getitem_31, rsqrt_11, primals_74, primals_75, buf79, buf82, buf80)
        del primals_37
        del primals_75
        # Topologically Sorted Source Nodes: [conv_transpose2d_1], Original ATen: [aten.convolution]
        buf81 = extern_kernels.convolution(buf80, primals_76, primals_77, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf81, (4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_77
        buf83 = reinterpret_tensor(buf84, (4, 256, 64, 64), (2097152, 1, 32768, 512), 256)  # alias
        assert_size_stride(primals_78, (256, 512, 3, 3), (4608, 1, 1536, 512), 'input')
        cpp_fused_cat_14(buf81, buf83)
        del buf82
        del buf83
        # Topologically Sorted Source Nodes: [input_37], Original ATen: [aten.convolution]
        buf85 = extern_kernels.convolution(buf84, primals_78, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf85, (4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_33, rsqrt_12, primals_82, primals_83), ((1, 256, 1, 1), (1, 256, 1, 1), (256, ), (256, )), ((256, 1, 256, 256), (256, 1, 256, 256), (1, ), (1, )), 'input')
        buf86 = buf81; del buf81  # reuse
        buf87 = buf32; del buf32  # reuse
        assert_size_stride(primals_84, (256, 256, 3, 3), (2304, 1, 768, 256), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_threshold_backward_15(buf87, buf85, getitem_33, rsqrt_12, primals_82, primals_83, buf66, convolution_15, getitem_35, buf70, rsqrt_13, buf69, primals_88, buf86)
        del buf66
        del convolution_15
        del getitem_35
        del primals_83
        del primals_88
        del rsqrt_13
        # Topologically Sorted Source Nodes: [full_default, le_4, where_4, input_41, unsqueeze_120, unsqueeze_121, unsqueeze_122, sub_34, mul_163, unsqueeze_123, unsqueeze_124, unsqueeze_125, mul_164, mul_165, mul_166, unsqueeze_126, unsqueeze_127, unsqueeze_128, mul_167, unsqueeze_129, unsqueeze_130, unsqueeze_131, mul_168, sub_36, sub_37, mul_169, convolution_backward_7], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf88 = torch.ops.aten.convolution_backward.default(buf87, buf86, primals_84, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf87
        del primals_84
        buf89 = buf88[0]
        assert_tensor_metadata(buf89, (4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf89 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf90 = buf88[1]
        assert_tensor_metadata(buf90, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf90 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf88
        buf91 = buf70; del buf70  # reuse
        buf92 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf93 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf94 = buf86; del buf86  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_16(buf94, buf89, buf85, getitem_33, rsqrt_12, primals_82, buf91, buf92, buf93)
        del buf85
        del buf89
        del getitem_33
        del primals_82
        del rsqrt_12
        # Topologically Sorted Source Nodes: [full_default, le_5, where_5, input_38, unsqueeze_132, unsqueeze_133, unsqueeze_134, sub_38, mul_172, unsqueeze_135, unsqueeze_136, unsqueeze_137, mul_173, mul_174, mul_175, unsqueeze_138, unsqueeze_139, unsqueeze_140, mul_176, unsqueeze_141, unsqueeze_142, unsqueeze_143, mul_177, sub_40, sub_41, mul_178, convolution_backward_8], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf95 = torch.ops.aten.convolution_backward.default(buf94, buf84, primals_78, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf84
        del primals_78
        buf96 = buf95[0]
        assert_tensor_metadata(buf96, (4, 512, 64, 64), (2097152, 1, 32768, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf96 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf97 = buf95[1]
        assert_tensor_metadata(buf97, (256, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf97 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf95
        # Topologically Sorted Source Nodes: [slice_6, convolution_backward_9], Original ATen: [aten.slice, aten.convolution_backward]
        buf98 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf96, (4, 256, 64, 64), (2097152, 1, 32768, 512), 256), buf80, primals_76, [256], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_76
        buf99 = buf98[0]
        assert_tensor_metadata(buf99, (4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf99 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf100 = buf98[1]
        assert_tensor_metadata(buf100, (512, 256, 2, 2), (1024, 1, 512, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf100 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf101 = buf98[2]
        assert_tensor_metadata(buf101, (256, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf101 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf98
        buf102 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf103 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf104 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride_grouped((convolution_11, getitem_29, rsqrt_10, primals_68, primals_69), ((4, 512, 32, 32), (1, 512, 1, 1), (1, 512, 1, 1), (512, ), (512, )), ((524288, 1, 16384, 512), (512, 1, 512, 512), (512, 1, 512, 512), (1, ), (1, )), 'input')
        buf105 = empty_strided_cpu((4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32)
        buf106 = buf80; del buf80  # reuse
        assert_size_stride(primals_70, (512, 512, 3, 3), (4608, 1, 1536, 512), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_threshold_backward_17(buf106, buf99, convolution_12, getitem_31, rsqrt_11, convolution_11, getitem_29, rsqrt_10, primals_68, primals_69, primals_74, buf102, buf103, buf104, buf105)
        del buf99
        del convolution_12
        del getitem_31
        del primals_69
        del primals_74
        del rsqrt_11
        # Topologically Sorted Source Nodes: [full_default, le_6, where_6, input_35, unsqueeze_144, unsqueeze_145, unsqueeze_146, sub_42, mul_181, unsqueeze_147, unsqueeze_148, unsqueeze_149, mul_182, mul_183, mul_184, unsqueeze_150, unsqueeze_151, unsqueeze_152, mul_185, unsqueeze_153, unsqueeze_154, unsqueeze_155, mul_186, sub_44, sub_45, mul_187, convolution_backward_10], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf107 = torch.ops.aten.convolution_backward.default(buf106, buf105, primals_70, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del primals_70
        buf108 = buf107[0]
        assert_tensor_metadata(buf108, (4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf108 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf109 = buf107[1]
        assert_tensor_metadata(buf109, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf109 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf107
        buf110 = buf103; del buf103  # reuse
        buf111 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf112 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf113 = empty_strided_cpu((4, 256, 32, 32), (262144, 1, 8192, 256), torch.float32)
        assert_size_stride(primals_38, (512, 256, 3, 3), (2304, 1, 768, 256), 'input')
        cpp_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_native_batch_norm_backward_threshold_backward_18(buf105, buf108, convolution_11, getitem_29, rsqrt_10, buf79, buf110, buf111, buf112, buf113)
        # Topologically Sorted Source Nodes: [input_19], Original ATen: [aten.convolution]
        buf114 = extern_kernels.convolution(buf113, primals_38, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf114, (4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_19, rsqrt_6, primals_42, primals_43), ((1, 512, 1, 1), (1, 512, 1, 1), (512, ), (512, )), ((512, 1, 512, 512), (512, 1, 512, 512), (1, ), (1, )), 'input')
        buf115 = buf106; del buf106  # reuse
        assert_size_stride(primals_44, (512, 512, 3, 3), (4608, 1, 1536, 512), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_19(buf114, getitem_19, rsqrt_6, primals_42, primals_43, buf115)
        del primals_43
        # Topologically Sorted Source Nodes: [input_22], Original ATen: [aten.convolution]
        buf116 = extern_kernels.convolution(buf115, primals_44, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf116, (4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_21, rsqrt_7, primals_48, primals_49), ((1, 512, 1, 1), (1, 512, 1, 1), (512, ), (512, )), ((512, 1, 512, 512), (512, 1, 512, 512), (1, ), (1, )), 'input')
        buf117 = empty_strided_cpu((4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32)
        buf122 = reinterpret_tensor(buf94, (4, 1024, 32, 32), (1048576, 1, 32768, 1024), 0); del buf94  # reuse
        buf120 = reinterpret_tensor(buf122, (4, 512, 32, 32), (1048576, 1, 32768, 1024), 0)  # alias
        assert_size_stride_grouped((convolution_9, getitem_27, rsqrt_9, primals_60, primals_61), ((4, 1024, 16, 16), (1, 1024, 1, 1), (1, 1024, 1, 1), (1024, ), (1024, )), ((262144, 1, 16384, 1024), (1024, 1, 1024, 1024), (1024, 1, 1024, 1024), (1, ), (1, )), 'input')
        buf118 = empty_strided_cpu((4, 1024, 16, 16), (262144, 1, 16384, 1024), torch.float32)
        assert_size_stride_grouped((primals_62, primals_63), ((1024, 512, 2, 2), (512, )), ((2048, 1, 1024, 512), (1, )), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_relu_20(buf116, getitem_21, rsqrt_7, primals_48, primals_49, convolution_9, getitem_27, rsqrt_9, primals_60, primals_61, buf117, buf120, buf118)
        del primals_49
        del primals_61
        # Topologically Sorted Source Nodes: [conv_transpose2d], Original ATen: [aten.convolution]
        buf119 = extern_kernels.convolution(buf118, primals_62, primals_63, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf119, (4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_63
        buf121 = reinterpret_tensor(buf122, (4, 512, 32, 32), (1048576, 1, 32768, 1024), 512)  # alias
        buf123 = buf105; del buf105  # reuse
        assert_size_stride(primals_64, (512, 1024, 3, 3), (9216, 1, 3072, 1024), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_native_batch_norm_backward_threshold_backward_21(buf123, buf119, buf108, convolution_11, getitem_29, buf111, rsqrt_10, buf110, primals_68, buf121)
        del buf108
        del buf119
        del buf120
        del buf121
        del convolution_11
        del getitem_29
        del primals_68
        del rsqrt_10
        # Topologically Sorted Source Nodes: [full_default, le_7, where_7, input_32, unsqueeze_156, unsqueeze_157, unsqueeze_158, sub_46, mul_190, unsqueeze_159, unsqueeze_160, unsqueeze_161, mul_191, mul_192, mul_193, unsqueeze_162, unsqueeze_163, unsqueeze_164, mul_194, unsqueeze_165, unsqueeze_166, unsqueeze_167, mul_195, sub_48, sub_49, mul_196, convolution_backward_11], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf124 = torch.ops.aten.convolution_backward.default(buf123, buf122, primals_64, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del primals_64
        buf125 = buf124[0]
        assert_tensor_metadata(buf125, (4, 1024, 32, 32), (1048576, 1, 32768, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf125 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf126 = buf124[1]
        assert_tensor_metadata(buf126, (512, 1024, 3, 3), (9216, 1, 3072, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf126 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf124
        # Topologically Sorted Source Nodes: [slice_8, convolution_backward_12], Original ATen: [aten.slice, aten.convolution_backward]
        buf127 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf125, (4, 512, 32, 32), (1048576, 1, 32768, 1024), 512), buf118, primals_62, [512], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_62
        buf128 = buf127[0]
        assert_tensor_metadata(buf128, (4, 1024, 16, 16), (262144, 1, 16384, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf128 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf129 = buf127[1]
        assert_tensor_metadata(buf129, (1024, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf129 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf130 = buf127[2]
        assert_tensor_metadata(buf130, (512, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf130 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf127
        buf131 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf132 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf133 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf134 = reinterpret_tensor(buf0, (4, 512, 16, 16), (131072, 1, 8192, 512), 0); del buf0  # reuse
        assert_size_stride(primals_50, (1024, 512, 3, 3), (4608, 1, 1536, 512), 'input')
        cpp_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_native_batch_norm_backward_threshold_backward_22(buf118, buf128, convolution_9, getitem_27, rsqrt_9, buf117, buf131, buf132, buf133, buf134)
        # Topologically Sorted Source Nodes: [input_25], Original ATen: [aten.convolution]
        buf135 = extern_kernels.convolution(buf134, primals_50, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf135, (4, 1024, 16, 16), (262144, 1, 16384, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((getitem_25, rsqrt_8, primals_54, primals_55), ((1, 1024, 1, 1), (1, 1024, 1, 1), (1024, ), (1024, )), ((1024, 1, 1024, 1024), (1024, 1, 1024, 1024), (1, ), (1, )), 'input')
        buf136 = empty_strided_cpu((4, 1024, 16, 16), (262144, 1, 16384, 1024), torch.float32)
        buf137 = buf118; del buf118  # reuse
        assert_size_stride(primals_56, (1024, 1024, 3, 3), (9216, 1, 3072, 1024), 'input')
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_relu_threshold_backward_23(buf137, buf135, getitem_25, rsqrt_8, primals_54, primals_55, buf128, convolution_9, getitem_27, buf132, rsqrt_9, buf131, primals_60, buf136)
        del buf128
        del convolution_9
        del getitem_27
        del primals_55
        del primals_60
        del rsqrt_9
        # Topologically Sorted Source Nodes: [full_default, le_8, where_8, input_29, unsqueeze_168, unsqueeze_169, unsqueeze_170, sub_50, mul_199, unsqueeze_171, unsqueeze_172, unsqueeze_173, mul_200, mul_201, mul_202, unsqueeze_174, unsqueeze_175, unsqueeze_176, mul_203, unsqueeze_177, unsqueeze_178, unsqueeze_179, mul_204, sub_52, sub_53, mul_205, convolution_backward_13], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf138 = torch.ops.aten.convolution_backward.default(buf137, buf136, primals_56, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf137
        del primals_56
        buf139 = buf138[0]
        assert_tensor_metadata(buf139, (4, 1024, 16, 16), (262144, 1, 16384, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf139 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf140 = buf138[1]
        assert_tensor_metadata(buf140, (1024, 1024, 3, 3), (9216, 1, 3072, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf140 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf138
        buf141 = buf132; del buf132  # reuse
        buf142 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf143 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf144 = buf136; del buf136  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_24(buf144, buf139, buf135, getitem_25, rsqrt_8, primals_54, buf141, buf142, buf143)
        del buf135
        del buf139
        del buf142
        del getitem_25
        del primals_54
        del rsqrt_8
        # Topologically Sorted Source Nodes: [full_default, le_9, where_9, input_26, unsqueeze_180, unsqueeze_181, unsqueeze_182, sub_54, mul_208, unsqueeze_183, unsqueeze_184, unsqueeze_185, mul_209, mul_210, mul_211, unsqueeze_186, unsqueeze_187, unsqueeze_188, mul_212, unsqueeze_189, unsqueeze_190, unsqueeze_191, mul_213, sub_56, sub_57, mul_214, convolution_backward_14], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf145 = torch.ops.aten.convolution_backward.default(buf144, buf134, primals_50, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf134
        del buf144
        del primals_50
        buf146 = buf145[0]
        assert_tensor_metadata(buf146, (4, 512, 16, 16), (131072, 1, 8192, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf146 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf147 = buf145[1]
        assert_tensor_metadata(buf147, (1024, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf147 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf145
        buf148 = reinterpret_tensor(buf123, (2048, 1024), (1024, 1), 0); del buf123  # reuse
        buf150 = buf111; del buf111  # reuse
        buf151 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf152 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf153 = buf117; del buf117  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_slice_threshold_backward_25(buf153, buf146, buf125, buf116, getitem_21, rsqrt_7, primals_48, buf148, buf150, buf151, buf152)
        del buf116
        del buf125
        del buf146
        del buf148
        del getitem_21
        del primals_48
        del rsqrt_7
        # Topologically Sorted Source Nodes: [full_default, slice_7, view_2, add_90, le_10, where_10, input_23, unsqueeze_192, unsqueeze_193, unsqueeze_194, sub_58, mul_217, unsqueeze_195, unsqueeze_196, unsqueeze_197, mul_218, mul_219, mul_220, unsqueeze_198, unsqueeze_199, unsqueeze_200, mul_221, unsqueeze_201, unsqueeze_202, unsqueeze_203, mul_222, sub_60, sub_61, mul_223, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.slice, aten.max_pool2d_with_indices_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf154 = torch.ops.aten.convolution_backward.default(buf153, buf115, primals_44, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf153
        del primals_44
        buf155 = buf154[0]
        assert_tensor_metadata(buf155, (4, 512, 32, 32), (524288, 1, 16384, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf155 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf156 = buf154[1]
        assert_tensor_metadata(buf156, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf156 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf154
        buf157 = buf151; del buf151  # reuse
        buf158 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf159 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf160 = buf115; del buf115  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_26(buf160, buf155, buf114, getitem_19, rsqrt_6, primals_42, buf157, buf158, buf159)
        del buf114
        del buf155
        del buf158
        del getitem_19
        del primals_42
        del rsqrt_6
        # Topologically Sorted Source Nodes: [full_default, le_11, where_11, input_20, unsqueeze_204, unsqueeze_205, unsqueeze_206, sub_62, mul_226, unsqueeze_207, unsqueeze_208, unsqueeze_209, mul_227, mul_228, mul_229, unsqueeze_210, unsqueeze_211, unsqueeze_212, mul_230, unsqueeze_213, unsqueeze_214, unsqueeze_215, mul_231, sub_64, sub_65, mul_232, convolution_backward_16], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf161 = torch.ops.aten.convolution_backward.default(buf160, buf113, primals_38, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf113
        del buf160
        del primals_38
        buf162 = buf161[0]
        assert_tensor_metadata(buf162, (4, 256, 32, 32), (262144, 1, 8192, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf162 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf163 = buf161[1]
        assert_tensor_metadata(buf163, (512, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf163 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf161
        buf164 = reinterpret_tensor(buf122, (1024, 4096), (4096, 1), 0); del buf122  # reuse
        buf166 = buf92; del buf92  # reuse
        buf167 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf168 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf169 = buf79; del buf79  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_slice_threshold_backward_27(buf169, buf162, buf96, buf78, getitem_15, rsqrt_5, primals_36, buf164, buf166, buf167, buf168)
        del buf162
        del buf164
        del buf78
        del buf96
        del getitem_15
        del primals_36
        del rsqrt_5
        # Topologically Sorted Source Nodes: [full_default, slice_5, view_5, add_91, le_12, where_12, input_17, unsqueeze_216, unsqueeze_217, unsqueeze_218, sub_66, mul_235, unsqueeze_219, unsqueeze_220, unsqueeze_221, mul_236, mul_237, mul_238, unsqueeze_222, unsqueeze_223, unsqueeze_224, mul_239, unsqueeze_225, unsqueeze_226, unsqueeze_227, mul_240, sub_68, sub_69, mul_241, convolution_backward_17], Original ATen: [aten.threshold_backward, aten.slice, aten.max_pool2d_with_indices_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf170 = torch.ops.aten.convolution_backward.default(buf169, buf77, primals_32, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf169
        del primals_32
        buf171 = buf170[0]
        assert_tensor_metadata(buf171, (4, 256, 64, 64), (1048576, 1, 16384, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf171 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf172 = buf170[1]
        assert_tensor_metadata(buf172, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf172 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf170
        buf173 = buf167; del buf167  # reuse
        buf174 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf175 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf176 = buf77; del buf77  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_28(buf176, buf171, buf73, buf74, buf75, primals_30, buf173, buf174, buf175)
        del buf171
        del buf174
        del buf73
        del buf74
        del buf75
        del primals_30
        # Topologically Sorted Source Nodes: [full_default, input_14, le_13, where_13, unsqueeze_228, unsqueeze_229, unsqueeze_230, sub_70, mul_244, unsqueeze_231, unsqueeze_232, unsqueeze_233, mul_245, mul_246, mul_247, unsqueeze_234, unsqueeze_235, unsqueeze_236, mul_248, unsqueeze_237, unsqueeze_238, unsqueeze_239, mul_249, sub_72, sub_73, mul_250, convolution_backward_18], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf177 = torch.ops.aten.convolution_backward.default(buf176, buf72, primals_26, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf176
        del buf72
        del primals_26
        buf178 = buf177[0]
        assert_tensor_metadata(buf178, (4, 128, 64, 64), (524288, 1, 8192, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf178 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf179 = buf177[1]
        assert_tensor_metadata(buf179, (256, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf179 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf177
        buf180 = empty_strided_cpu((512, 16384), (16384, 1), torch.float32)
        buf182 = buf59; del buf59  # reuse
        buf183 = reinterpret_tensor(buf38, (128, ), (1, ), 0); del buf38  # reuse
        buf184 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf185 = buf31; del buf31  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_slice_threshold_backward_29(buf185, buf178, buf63, buf27, buf28, rsqrt_3, primals_24, buf180, buf182, buf183, buf184)
        del buf178
        del buf180
        del buf27
        del buf63
        del primals_24
        del rsqrt_3
        # Topologically Sorted Source Nodes: [full_default, slice_3, view_8, add_92, le_14, where_14, input_11, unsqueeze_240, unsqueeze_241, unsqueeze_242, sub_74, mul_253, unsqueeze_243, unsqueeze_244, unsqueeze_245, mul_254, mul_255, mul_256, unsqueeze_246, unsqueeze_247, unsqueeze_248, mul_257, unsqueeze_249, unsqueeze_250, unsqueeze_251, mul_258, sub_76, sub_77, mul_259, convolution_backward_19], Original ATen: [aten.threshold_backward, aten.slice, aten.max_pool2d_with_indices_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf186 = torch.ops.aten.convolution_backward.default(buf185, buf26, primals_20, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf185
        del primals_20
        buf187 = buf186[0]
        assert_tensor_metadata(buf187, (4, 128, 128, 128), (2097152, 1, 16384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf187 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf188 = buf186[1]
        assert_tensor_metadata(buf188, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf188 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf186
        buf189 = reinterpret_tensor(buf28, (128, ), (1, ), 0); del buf28  # reuse
        buf190 = buf183; del buf183  # reuse
        buf191 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf192 = buf26; del buf26  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_30(buf192, buf187, buf22, buf23, buf24, primals_18, buf189, buf190, buf191)
        del buf187
        del buf190
        del buf22
        del buf23
        del buf24
        del primals_18
        # Topologically Sorted Source Nodes: [full_default, input_8, le_15, where_15, unsqueeze_252, unsqueeze_253, unsqueeze_254, sub_78, mul_262, unsqueeze_255, unsqueeze_256, unsqueeze_257, mul_263, mul_264, mul_265, unsqueeze_258, unsqueeze_259, unsqueeze_260, mul_266, unsqueeze_261, unsqueeze_262, unsqueeze_263, mul_267, sub_80, sub_81, mul_268, convolution_backward_20], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf193 = torch.ops.aten.convolution_backward.default(buf192, getitem_4, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf192
        del getitem_4
        del primals_14
        buf194 = buf193[0]
        assert_tensor_metadata(buf194, (4, 64, 128, 128), (1048576, 1, 8192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf194 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf195 = buf193[1]
        assert_tensor_metadata(buf195, (128, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf195 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf193
        assert_size_stride_grouped((primals_2, primals_1), ((4, 3, 256, 256), (64, 3, 3, 3)), ((196608, 1, 768, 3), (27, 1, 9, 3)), 'input')
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf196 = extern_kernels.convolution(primals_2, primals_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf196, (4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        buf198 = reinterpret_tensor(buf16, (1, 64, 1, 1), (64, 1, 64, 64), 0); del buf16  # reuse
        assert_size_stride_grouped((getitem_1, primals_6, primals_7), ((1, 64, 1, 1), (64, ), (64, )), ((64, 1, 64, 64), (1, ), (1, )), 'input')
        buf200 = empty_strided_cpu((4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32)
        assert_size_stride(primals_8, (64, 64, 3, 3), (576, 1, 192, 64), 'input')
        cpp_fused__native_batch_norm_legit_functional_relu_31(buf196, getitem_1, primals_6, primals_7, buf198, buf200)
        del primals_7
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf201 = extern_kernels.convolution(buf200, primals_8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf201, (4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution.default')
        buf202 = empty_strided_cpu((1, 64, 1, 1), (64, 1, 64, 64), torch.float32)
        assert_size_stride_grouped((rsqrt_1, primals_12, primals_13), ((1, 64, 1, 1), (64, ), (64, )), ((64, 1, 64, 64), (1, ), (1, )), 'input')
        buf205 = empty_strided_cpu((4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32)
        buf206 = empty_strided_cpu((256, 65536), (65536, 1), torch.float32)
        buf208 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf209 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf210 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf211 = buf205; del buf205  # reuse
        cpp_fused__native_batch_norm_legit_functional_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_32(buf211, buf201, rsqrt_1, primals_12, primals_13, buf194, buf20, buf202, buf206, buf208, buf209, buf210)
        del buf194
        del buf20
        del buf201
        del buf206
        del primals_12
        del primals_13
        del rsqrt_1
        # Topologically Sorted Source Nodes: [full_default, slice_1, view_11, add_93, le_16, where_16, input_5, unsqueeze_264, unsqueeze_265, unsqueeze_266, sub_82, mul_271, unsqueeze_267, unsqueeze_268, unsqueeze_269, mul_272, mul_273, mul_274, unsqueeze_270, unsqueeze_271, unsqueeze_272, mul_275, unsqueeze_273, unsqueeze_274, unsqueeze_275, mul_276, sub_84, sub_85, mul_277, convolution_backward_21], Original ATen: [aten.threshold_backward, aten.slice, aten.max_pool2d_with_indices_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf212 = torch.ops.aten.convolution_backward.default(buf211, buf200, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf211
        del primals_8
        buf213 = buf212[0]
        assert_tensor_metadata(buf213, (4, 64, 256, 256), (4194304, 1, 16384, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf213 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf214 = buf212[1]
        assert_tensor_metadata(buf214, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf214 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf212
        buf215 = buf209; del buf209  # reuse
        buf216 = reinterpret_tensor(buf202, (64, ), (1, ), 0); del buf202  # reuse
        buf217 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf218 = buf200; del buf200  # reuse
        cpp_fused__native_batch_norm_legit_functional_native_batch_norm_backward_threshold_backward_33(buf218, buf213, buf196, getitem_1, buf198, primals_6, buf215, buf216, buf217)
        del buf196
        del buf198
        del buf213
        del buf216
        del getitem_1
        del primals_6
        # Topologically Sorted Source Nodes: [full_default, input_2, le_17, where_17, unsqueeze_276, unsqueeze_277, unsqueeze_278, sub_86, mul_280, unsqueeze_279, unsqueeze_280, unsqueeze_281, mul_281, mul_282, mul_283, unsqueeze_282, unsqueeze_283, unsqueeze_284, mul_284, unsqueeze_285, unsqueeze_286, unsqueeze_287, mul_285, sub_88, sub_89, mul_286, convolution_backward_22], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf219 = torch.ops.aten.convolution_backward.default(buf218, primals_2, primals_1, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf218
        del primals_1
        del primals_2
        buf220 = buf219[1]
        assert_tensor_metadata(buf220, (64, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf220 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf220, None, None, None, None, buf217, buf215, buf214, None, None, None, buf210, buf208, buf195, None, None, None, buf191, buf189, buf188, None, None, None, buf184, buf182, buf179, None, None, None, buf175, buf173, buf172, None, None, None, buf168, buf166, buf163, None, None, None, buf159, buf157, buf156, None, None, None, buf152, buf150, buf147, None, None, None, buf143, buf141, buf140, None, None, None, buf133, buf131, buf129, buf130, buf126, None, None, None, buf112, buf110, buf109, None, None, None, buf104, buf102, buf100, buf101, buf97, None, None, None, buf93, buf91, buf90, None, None, None, buf71, buf69, buf67, buf68, buf64, None, None, None, buf60, buf58, buf57, None, None, None, buf53, buf51, buf49, buf50, buf21, None, None, None, buf17, buf14, buf13, None, None, None, buf9, buf5, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = rand_strided((4, 3, 256, 256), (196608, 1, 768, 3), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((64, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((1024, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((1024, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((512, 256, 2, 2), (1024, 1, 512, 256), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((256, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((256, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((128, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((64, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((2, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((128, 64, 2, 2), (256, 1, 128, 64), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((512, 1024, 3, 3), (9216, 1, 3072, 1024), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((1024, 1024, 3, 3), (9216, 1, 3072, 1024), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_4 = rand_strided((4, 64, 128, 128), (1048576, 1, 8192, 64), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    getitem_19 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    getitem_25 = rand_strided((1, 1024, 1, 1), (1024, 1, 1024, 1024), device='cpu', dtype=torch.float32)
    rsqrt_8 = rand_strided((1, 1024, 1, 1), (1024, 1, 1024, 1024), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((4, 1024, 16, 16), (262144, 1, 16384, 1024), device='cpu', dtype=torch.float32)
    getitem_27 = rand_strided((1, 1024, 1, 1), (1024, 1, 1024, 1024), device='cpu', dtype=torch.float32)
    rsqrt_9 = rand_strided((1, 1024, 1, 1), (1024, 1, 1024, 1024), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((4, 512, 32, 32), (524288, 1, 16384, 512), device='cpu', dtype=torch.float32)
    getitem_29 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    rsqrt_10 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((4, 512, 32, 32), (524288, 1, 16384, 512), device='cpu', dtype=torch.float32)
    getitem_31 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    rsqrt_11 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    getitem_33 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    rsqrt_12 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((4, 256, 64, 64), (1048576, 1, 16384, 256), device='cpu', dtype=torch.float32)
    getitem_35 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    rsqrt_13 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    getitem_36 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    rsqrt_15 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    cat_3 = rand_strided((4, 128, 256, 256), (8388608, 1, 32768, 128), device='cpu', dtype=torch.float32)
    getitem_41 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_16 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    sub_16 = rand_strided((4, 64, 256, 256), (4194304, 1, 16384, 64), device='cpu', dtype=torch.float32)
    getitem_43 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_17 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    relu_17 = rand_strided((4, 64, 256, 256), (4194304, 1, 16384, 64), device='cpu', dtype=torch.float32)
    mul_129 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    mul_131 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((4, 2, 256, 256), (131072, 65536, 256, 1), device='cpu', dtype=torch.float32)
    return [primals_2, primals_1, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, primals_18, primals_19, primals_20, primals_24, primals_25, primals_26, primals_30, primals_31, primals_32, primals_36, primals_37, primals_38, primals_42, primals_43, primals_44, primals_48, primals_49, primals_50, primals_54, primals_55, primals_60, primals_61, primals_62, primals_63, primals_68, primals_69, primals_74, primals_75, primals_76, primals_77, primals_78, primals_82, primals_83, primals_88, primals_89, primals_90, primals_91, primals_92, primals_96, primals_97, primals_98, primals_102, primals_103, primals_106, primals_110, primals_111, primals_112, primals_118, primals_104, primals_84, primals_70, primals_64, primals_56, getitem_1, rsqrt_1, getitem_4, rsqrt_3, getitem_15, rsqrt_5, getitem_19, rsqrt_6, getitem_21, rsqrt_7, getitem_25, rsqrt_8, convolution_9, getitem_27, rsqrt_9, convolution_11, getitem_29, rsqrt_10, convolution_12, getitem_31, rsqrt_11, getitem_33, rsqrt_12, convolution_15, getitem_35, rsqrt_13, getitem_36, rsqrt_15, cat_3, getitem_41, rsqrt_16, sub_16, getitem_43, rsqrt_17, relu_17, mul_129, mul_131, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
