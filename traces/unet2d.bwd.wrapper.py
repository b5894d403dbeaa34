# AOT ID: ['5_backward']
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(4096L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 2L*x1), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
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
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            tmp_acc1_vec = tmp_acc1_vec + tmp9;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 512L*x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 512L*x0)];
                        auto tmp1 = 4L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 4L), "index out of bounds: 0 <= tmp7 < 4L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(4L))) + 6L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(2L))) + 16L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(4L))) + 64L*x1)] += tmp9;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp14[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(64L), tmp14, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 1024L*x0 + 1024L*x0_inner), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner));
                        }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_7 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 256L*x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 256L*x0)];
                        auto tmp1 = 4L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 4L), "index out of bounds: 0 <= tmp7 < 4L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(8L))) + 14L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(2L))) + 32L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L))) + 256L*x1)] += tmp9;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp14[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp14, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_8 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131072L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(131072L)))
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                        auto tmp1 = 4L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 4L), "index out of bounds: 0 <= tmp7 < 4L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 30L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(2L))) + 64L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + 1024L*x1)] += tmp9;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp14[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp14, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_9 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(262144L)))
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp1 = 4L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 4L), "index out of bounds: 0 <= tmp7 < 4L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(32L))) + 62L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(2L))) + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(32L))) + 4096L*x1)] += tmp9;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp14[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 4096L*x1), static_cast<int64_t>(4096L), tmp14, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 128L*x0 + 128L*x0_inner), static_cast<int64_t>(8));
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
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.000244140625);
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
        primals_1, primals_2, primals_6, primals_8, primals_12, primals_13, primals_14, primals_18, primals_20, primals_24, primals_25, primals_26, primals_30, primals_32, primals_36, primals_37, primals_38, primals_42, primals_44, primals_48, primals_49, primals_50, primals_54, primals_56, primals_60, primals_62, primals_64, primals_68, primals_70, primals_74, primals_76, primals_78, primals_82, primals_84, primals_88, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_106, primals_110, primals_112, primals_116, primals_118, convolution, squeeze_1, relu, convolution_1, getitem_3, rsqrt_1, getitem_4, getitem_5, convolution_2, squeeze_7, relu_2, convolution_3, getitem_9, rsqrt_3, getitem_10, getitem_11, convolution_4, squeeze_13, relu_4, convolution_5, getitem_15, rsqrt_5, getitem_16, getitem_17, convolution_6, squeeze_19, relu_6, convolution_7, getitem_21, rsqrt_7, getitem_22, getitem_23, convolution_8, squeeze_25, relu_8, convolution_9, squeeze_28, relu_9, cat, convolution_11, squeeze_31, relu_10, convolution_12, squeeze_34, relu_11, cat_1, convolution_14, squeeze_37, relu_12, convolution_15, squeeze_40, relu_13, cat_2, convolution_17, squeeze_43, relu_14, convolution_18, squeeze_46, relu_15, cat_3, convolution_20, squeeze_49, relu_16, convolution_21, squeeze_52, relu_17, unsqueeze_74, unsqueeze_86, unsqueeze_98, unsqueeze_110, unsqueeze_122, unsqueeze_134, unsqueeze_146, unsqueeze_158, unsqueeze_170, unsqueeze_182, unsqueeze_206, unsqueeze_230, unsqueeze_254, unsqueeze_278, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (1, 2, 64, 64), (8192, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((1, 2, 64, 64), (8192, 1, 128, 2), torch.float32)
        assert_size_stride_grouped((relu_17, primals_118), ((1, 64, 64, 64), (2, 64, 1, 1)), ((262144, 1, 4096, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_0(tangents_1, buf0)
        del tangents_1
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf1 = torch.ops.aten.convolution_backward.default(buf0, relu_17, primals_118, [2], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf0
        del primals_118
        buf2 = buf1[0]
        assert_tensor_metadata(buf2, (1, 64, 64, 64), (262144, 1, 4096, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf2 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf3 = buf1[1]
        assert_tensor_metadata(buf3, (2, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf3 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf4 = buf1[2]
        assert_tensor_metadata(buf4, (2, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf1
        assert_size_stride_grouped((convolution_21, unsqueeze_74, squeeze_52), ((1, 64, 64, 64), (1, 64, 1, 1), (64, )), ((262144, 1, 4096, 64), (64, 1, 1, 1), (1, )), 'input')
        buf5 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf6 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_116, (64, ), (1, ), 'input')
        buf8 = relu_17; del relu_17  # reuse
        assert_size_stride_grouped((relu_16, primals_112), ((1, 64, 64, 64), (64, 64, 3, 3)), ((262144, 1, 4096, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf8, buf2, convolution_21, unsqueeze_74, squeeze_52, primals_116, buf5, buf6, buf7)
        del buf2
        del convolution_21
        del primals_116
        del squeeze_52
        del unsqueeze_74
        # Topologically Sorted Source Nodes: [le, full_default, where, sub_18, mul_127, unsqueeze_75, unsqueeze_76, unsqueeze_77, mul_128, mul_129, mul_130, unsqueeze_78, unsqueeze_79, unsqueeze_80, mul_131, unsqueeze_81, unsqueeze_82, unsqueeze_83, mul_132, sub_20, sub_21, mul_133, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf9 = torch.ops.aten.convolution_backward.default(buf8, relu_16, primals_112, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf8
        del primals_112
        buf10 = buf9[0]
        assert_tensor_metadata(buf10, (1, 64, 64, 64), (262144, 1, 4096, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf10 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf11 = buf9[1]
        assert_tensor_metadata(buf11, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf9
        assert_size_stride_grouped((convolution_20, unsqueeze_86, squeeze_49), ((1, 64, 64, 64), (1, 64, 1, 1), (64, )), ((262144, 1, 4096, 64), (64, 1, 1, 1), (1, )), 'input')
        buf12 = buf6; del buf6  # reuse
        buf13 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf14 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_110, (64, ), (1, ), 'input')
        buf15 = relu_16; del relu_16  # reuse
        assert_size_stride_grouped((cat_3, primals_106), ((1, 128, 64, 64), (64, 128, 3, 3)), ((524288, 1, 8192, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf15, buf10, convolution_20, unsqueeze_86, squeeze_49, primals_110, buf12, buf13, buf14)
        del buf10
        del buf13
        del convolution_20
        del primals_110
        del squeeze_49
        del unsqueeze_86
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, sub_22, mul_136, unsqueeze_87, unsqueeze_88, unsqueeze_89, mul_137, mul_138, mul_139, unsqueeze_90, unsqueeze_91, unsqueeze_92, mul_140, unsqueeze_93, unsqueeze_94, unsqueeze_95, mul_141, sub_24, sub_25, mul_142, convolution_backward_2], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf16 = torch.ops.aten.convolution_backward.default(buf15, cat_3, primals_106, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf15
        del cat_3
        del primals_106
        buf17 = buf16[0]
        assert_tensor_metadata(buf17, (1, 128, 64, 64), (524288, 1, 8192, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf18 = buf16[1]
        assert_tensor_metadata(buf18, (64, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf16
        assert_size_stride_grouped((relu_15, primals_104), ((1, 128, 32, 32), (128, 64, 2, 2)), ((131072, 1, 4096, 128), (256, 1, 128, 64)), 'input')
        # Topologically Sorted Source Nodes: [slice_2, convolution_backward_3], Original ATen: [aten.slice, aten.convolution_backward]
        buf19 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf17, (1, 64, 64, 64), (524288, 1, 8192, 128), 64), relu_15, primals_104, [64], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_104
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (1, 128, 32, 32), (131072, 1, 4096, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (128, 64, 2, 2), (256, 1, 128, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf22 = buf19[2]
        assert_tensor_metadata(buf22, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf19
        assert_size_stride_grouped((convolution_18, unsqueeze_98, squeeze_46), ((1, 128, 32, 32), (1, 128, 1, 1), (128, )), ((131072, 1, 4096, 128), (128, 1, 1, 1), (1, )), 'input')
        buf23 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf24 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf25 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_102, (128, ), (1, ), 'input')
        buf26 = relu_15; del relu_15  # reuse
        assert_size_stride_grouped((relu_14, primals_98), ((1, 128, 32, 32), (128, 128, 3, 3)), ((131072, 1, 4096, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_2(buf26, buf20, convolution_18, unsqueeze_98, squeeze_46, primals_102, buf23, buf24, buf25)
        del buf20
        del convolution_18
        del primals_102
        del squeeze_46
        del unsqueeze_98
        # Topologically Sorted Source Nodes: [full_default, le_2, where_2, sub_26, mul_145, unsqueeze_99, unsqueeze_100, unsqueeze_101, mul_146, mul_147, mul_148, unsqueeze_102, unsqueeze_103, unsqueeze_104, mul_149, unsqueeze_105, unsqueeze_106, unsqueeze_107, mul_150, sub_28, sub_29, mul_151, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf27 = torch.ops.aten.convolution_backward.default(buf26, relu_14, primals_98, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf26
        del primals_98
        buf28 = buf27[0]
        assert_tensor_metadata(buf28, (1, 128, 32, 32), (131072, 1, 4096, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf28 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf29 = buf27[1]
        assert_tensor_metadata(buf29, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf29 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf27
        assert_size_stride_grouped((convolution_17, unsqueeze_110, squeeze_43), ((1, 128, 32, 32), (1, 128, 1, 1), (128, )), ((131072, 1, 4096, 128), (128, 1, 1, 1), (1, )), 'input')
        buf30 = buf24; del buf24  # reuse
        buf31 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf32 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_96, (128, ), (1, ), 'input')
        buf33 = relu_14; del relu_14  # reuse
        assert_size_stride_grouped((cat_2, primals_92), ((1, 256, 32, 32), (128, 256, 3, 3)), ((262144, 1, 8192, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_2(buf33, buf28, convolution_17, unsqueeze_110, squeeze_43, primals_96, buf30, buf31, buf32)
        del buf28
        del buf31
        del convolution_17
        del primals_96
        del squeeze_43
        del unsqueeze_110
        # Topologically Sorted Source Nodes: [full_default, le_3, where_3, sub_30, mul_154, unsqueeze_111, unsqueeze_112, unsqueeze_113, mul_155, mul_156, mul_157, unsqueeze_114, unsqueeze_115, unsqueeze_116, mul_158, unsqueeze_117, unsqueeze_118, unsqueeze_119, mul_159, sub_32, sub_33, mul_160, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf34 = torch.ops.aten.convolution_backward.default(buf33, cat_2, primals_92, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf33
        del cat_2
        del primals_92
        buf35 = buf34[0]
        assert_tensor_metadata(buf35, (1, 256, 32, 32), (262144, 1, 8192, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf35 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf36 = buf34[1]
        assert_tensor_metadata(buf36, (128, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf34
        assert_size_stride_grouped((relu_13, primals_90), ((1, 256, 16, 16), (256, 128, 2, 2)), ((65536, 1, 4096, 256), (512, 1, 256, 128)), 'input')
        # Topologically Sorted Source Nodes: [slice_4, convolution_backward_6], Original ATen: [aten.slice, aten.convolution_backward]
        buf37 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf35, (1, 128, 32, 32), (262144, 1, 8192, 256), 128), relu_13, primals_90, [128], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_90
        buf38 = buf37[0]
        assert_tensor_metadata(buf38, (1, 256, 16, 16), (65536, 1, 4096, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf39 = buf37[1]
        assert_tensor_metadata(buf39, (256, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf39 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf40 = buf37[2]
        assert_tensor_metadata(buf40, (128, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf40 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf37
        assert_size_stride_grouped((convolution_15, unsqueeze_122, squeeze_40), ((1, 256, 16, 16), (1, 256, 1, 1), (256, )), ((65536, 1, 4096, 256), (256, 1, 1, 1), (1, )), 'input')
        buf41 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf42 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf43 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_88, (256, ), (1, ), 'input')
        buf44 = relu_13; del relu_13  # reuse
        assert_size_stride_grouped((relu_12, primals_84), ((1, 256, 16, 16), (256, 256, 3, 3)), ((65536, 1, 4096, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_3(buf44, buf38, convolution_15, unsqueeze_122, squeeze_40, primals_88, buf41, buf42, buf43)
        del buf38
        del convolution_15
        del primals_88
        del squeeze_40
        del unsqueeze_122
        # Topologically Sorted Source Nodes: [full_default, le_4, where_4, sub_34, mul_163, unsqueeze_123, unsqueeze_124, unsqueeze_125, mul_164, mul_165, mul_166, unsqueeze_126, unsqueeze_127, unsqueeze_128, mul_167, unsqueeze_129, unsqueeze_130, unsqueeze_131, mul_168, sub_36, sub_37, mul_169, convolution_backward_7], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf45 = torch.ops.aten.convolution_backward.default(buf44, relu_12, primals_84, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf44
        del primals_84
        buf46 = buf45[0]
        assert_tensor_metadata(buf46, (1, 256, 16, 16), (65536, 1, 4096, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf46 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf47 = buf45[1]
        assert_tensor_metadata(buf47, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf47 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf45
        assert_size_stride_grouped((convolution_14, unsqueeze_134, squeeze_37), ((1, 256, 16, 16), (1, 256, 1, 1), (256, )), ((65536, 1, 4096, 256), (256, 1, 1, 1), (1, )), 'input')
        buf48 = buf42; del buf42  # reuse
        buf49 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf50 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_82, (256, ), (1, ), 'input')
        buf51 = relu_12; del relu_12  # reuse
        assert_size_stride_grouped((cat_1, primals_78), ((1, 512, 16, 16), (256, 512, 3, 3)), ((131072, 1, 8192, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_3(buf51, buf46, convolution_14, unsqueeze_134, squeeze_37, primals_82, buf48, buf49, buf50)
        del buf46
        del convolution_14
        del primals_82
        del squeeze_37
        del unsqueeze_134
        # Topologically Sorted Source Nodes: [full_default, le_5, where_5, sub_38, mul_172, unsqueeze_135, unsqueeze_136, unsqueeze_137, mul_173, mul_174, mul_175, unsqueeze_138, unsqueeze_139, unsqueeze_140, mul_176, unsqueeze_141, unsqueeze_142, unsqueeze_143, mul_177, sub_40, sub_41, mul_178, convolution_backward_8], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf52 = torch.ops.aten.convolution_backward.default(buf51, cat_1, primals_78, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf51
        del cat_1
        del primals_78
        buf53 = buf52[0]
        assert_tensor_metadata(buf53, (1, 512, 16, 16), (131072, 1, 8192, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf53 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf54 = buf52[1]
        assert_tensor_metadata(buf54, (256, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf54 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf52
        assert_size_stride_grouped((relu_11, primals_76), ((1, 512, 8, 8), (512, 256, 2, 2)), ((32768, 1, 4096, 512), (1024, 1, 512, 256)), 'input')
        # Topologically Sorted Source Nodes: [slice_6, convolution_backward_9], Original ATen: [aten.slice, aten.convolution_backward]
        buf55 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf53, (1, 256, 16, 16), (131072, 1, 8192, 512), 256), relu_11, primals_76, [256], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_76
        buf56 = buf55[0]
        assert_tensor_metadata(buf56, (1, 512, 8, 8), (32768, 1, 4096, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf56 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf57 = buf55[1]
        assert_tensor_metadata(buf57, (512, 256, 2, 2), (1024, 1, 512, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf57 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf58 = buf55[2]
        assert_tensor_metadata(buf58, (256, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf58 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf55
        assert_size_stride_grouped((convolution_12, unsqueeze_146, squeeze_34), ((1, 512, 8, 8), (1, 512, 1, 1), (512, )), ((32768, 1, 4096, 512), (512, 1, 1, 1), (1, )), 'input')
        buf59 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf60 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf61 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_74, (512, ), (1, ), 'input')
        buf62 = relu_11; del relu_11  # reuse
        assert_size_stride_grouped((relu_10, primals_70), ((1, 512, 8, 8), (512, 512, 3, 3)), ((32768, 1, 4096, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf62, buf56, convolution_12, unsqueeze_146, squeeze_34, primals_74, buf59, buf60, buf61)
        del buf56
        del convolution_12
        del primals_74
        del squeeze_34
        del unsqueeze_146
        # Topologically Sorted Source Nodes: [full_default, le_6, where_6, sub_42, mul_181, unsqueeze_147, unsqueeze_148, unsqueeze_149, mul_182, mul_183, mul_184, unsqueeze_150, unsqueeze_151, unsqueeze_152, mul_185, unsqueeze_153, unsqueeze_154, unsqueeze_155, mul_186, sub_44, sub_45, mul_187, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf63 = torch.ops.aten.convolution_backward.default(buf62, relu_10, primals_70, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf62
        del primals_70
        buf64 = buf63[0]
        assert_tensor_metadata(buf64, (1, 512, 8, 8), (32768, 1, 4096, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf64 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf65 = buf63[1]
        assert_tensor_metadata(buf65, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf65 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf63
        assert_size_stride_grouped((convolution_11, unsqueeze_158, squeeze_31), ((1, 512, 8, 8), (1, 512, 1, 1), (512, )), ((32768, 1, 4096, 512), (512, 1, 1, 1), (1, )), 'input')
        buf66 = buf60; del buf60  # reuse
        buf67 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf68 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_68, (512, ), (1, ), 'input')
        buf69 = relu_10; del relu_10  # reuse
        assert_size_stride_grouped((cat, primals_64), ((1, 1024, 8, 8), (512, 1024, 3, 3)), ((65536, 1, 8192, 1024), (9216, 1, 3072, 1024)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf69, buf64, convolution_11, unsqueeze_158, squeeze_31, primals_68, buf66, buf67, buf68)
        del buf64
        del convolution_11
        del primals_68
        del squeeze_31
        del unsqueeze_158
        # Topologically Sorted Source Nodes: [full_default, le_7, where_7, sub_46, mul_190, unsqueeze_159, unsqueeze_160, unsqueeze_161, mul_191, mul_192, mul_193, unsqueeze_162, unsqueeze_163, unsqueeze_164, mul_194, unsqueeze_165, unsqueeze_166, unsqueeze_167, mul_195, sub_48, sub_49, mul_196, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf70 = torch.ops.aten.convolution_backward.default(buf69, cat, primals_64, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf69
        del cat
        del primals_64
        buf71 = buf70[0]
        assert_tensor_metadata(buf71, (1, 1024, 8, 8), (65536, 1, 8192, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf71 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf72 = buf70[1]
        assert_tensor_metadata(buf72, (512, 1024, 3, 3), (9216, 1, 3072, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf72 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf70
        assert_size_stride_grouped((relu_9, primals_62), ((1, 1024, 4, 4), (1024, 512, 2, 2)), ((16384, 1, 4096, 1024), (2048, 1, 1024, 512)), 'input')
        # Topologically Sorted Source Nodes: [slice_8, convolution_backward_12], Original ATen: [aten.slice, aten.convolution_backward]
        buf73 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf71, (1, 512, 8, 8), (65536, 1, 8192, 1024), 512), relu_9, primals_62, [512], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_62
        buf74 = buf73[0]
        assert_tensor_metadata(buf74, (1, 1024, 4, 4), (16384, 1, 4096, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf74 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf75 = buf73[1]
        assert_tensor_metadata(buf75, (1024, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf75 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf76 = buf73[2]
        assert_tensor_metadata(buf76, (512, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf76 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf73
        assert_size_stride_grouped((convolution_9, unsqueeze_170, squeeze_28), ((1, 1024, 4, 4), (1, 1024, 1, 1), (1024, )), ((16384, 1, 4096, 1024), (1024, 1, 1, 1), (1, )), 'input')
        buf77 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf78 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf79 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride(primals_60, (1024, ), (1, ), 'input')
        buf80 = relu_9; del relu_9  # reuse
        assert_size_stride_grouped((relu_8, primals_56), ((1, 1024, 4, 4), (1024, 1024, 3, 3)), ((16384, 1, 4096, 1024), (9216, 1, 3072, 1024)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_5(buf80, buf74, convolution_9, unsqueeze_170, squeeze_28, primals_60, buf77, buf78, buf79)
        del buf74
        del convolution_9
        del primals_60
        del squeeze_28
        del unsqueeze_170
        # Topologically Sorted Source Nodes: [full_default, le_8, where_8, sub_50, mul_199, unsqueeze_171, unsqueeze_172, unsqueeze_173, mul_200, mul_201, mul_202, unsqueeze_174, unsqueeze_175, unsqueeze_176, mul_203, unsqueeze_177, unsqueeze_178, unsqueeze_179, mul_204, sub_52, sub_53, mul_205, convolution_backward_13], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf81 = torch.ops.aten.convolution_backward.default(buf80, relu_8, primals_56, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf80
        del primals_56
        buf82 = buf81[0]
        assert_tensor_metadata(buf82, (1, 1024, 4, 4), (16384, 1, 4096, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf82 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf83 = buf81[1]
        assert_tensor_metadata(buf83, (1024, 1024, 3, 3), (9216, 1, 3072, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf83 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf81
        assert_size_stride_grouped((convolution_8, unsqueeze_182, squeeze_25), ((1, 1024, 4, 4), (1, 1024, 1, 1), (1024, )), ((16384, 1, 4096, 1024), (1024, 1, 1, 1), (1, )), 'input')
        buf84 = buf78; del buf78  # reuse
        buf85 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf86 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride(primals_54, (1024, ), (1, ), 'input')
        buf87 = relu_8; del relu_8  # reuse
        assert_size_stride_grouped((getitem_22, primals_50), ((1, 512, 4, 4), (1024, 512, 3, 3)), ((8192, 1, 2048, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_5(buf87, buf82, convolution_8, unsqueeze_182, squeeze_25, primals_54, buf84, buf85, buf86)
        del buf82
        del buf85
        del convolution_8
        del primals_54
        del squeeze_25
        del unsqueeze_182
        # Topologically Sorted Source Nodes: [full_default, le_9, where_9, sub_54, mul_208, unsqueeze_183, unsqueeze_184, unsqueeze_185, mul_209, mul_210, mul_211, unsqueeze_186, unsqueeze_187, unsqueeze_188, mul_212, unsqueeze_189, unsqueeze_190, unsqueeze_191, mul_213, sub_56, sub_57, mul_214, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf88 = torch.ops.aten.convolution_backward.default(buf87, getitem_22, primals_50, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf87
        del getitem_22
        del primals_50
        buf89 = buf88[0]
        assert_tensor_metadata(buf89, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf89 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf90 = buf88[1]
        assert_tensor_metadata(buf90, (1024, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf90 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf88
        buf91 = empty_strided_cpu((512, 64), (64, 1), torch.float32)
        assert_size_stride(getitem_23, (1, 512, 4, 4), (8192, 1, 2048, 512), 'input')
        assert_size_stride_grouped((convolution_7, getitem_21, rsqrt_7, primals_48, primals_49), ((1, 512, 8, 8), (1, 512, 1, 1), (1, 512, 1, 1), (512, ), (512, )), ((32768, 1, 4096, 512), (512, 1, 512, 512), (512, 1, 512, 512), (1, ), (1, )), 'input')
        buf93 = empty_strided_cpu((1, 512, 8, 8), (32768, 1, 4096, 512), torch.float32)
        buf94 = buf67; del buf67  # reuse
        buf95 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf96 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf97 = buf93; del buf93  # reuse
        assert_size_stride_grouped((relu_6, primals_44), ((1, 512, 8, 8), (512, 512, 3, 3)), ((32768, 1, 4096, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_6(buf97, getitem_23, buf89, convolution_7, getitem_21, rsqrt_7, primals_48, primals_49, buf71, buf91, buf94, buf95, buf96)
        del buf71
        del buf89
        del buf91
        del convolution_7
        del getitem_21
        del getitem_23
        del primals_48
        del primals_49
        del rsqrt_7
        # Topologically Sorted Source Nodes: [input_23, unsqueeze_192, unsqueeze_193, unsqueeze_194, sub_58, mul_217, unsqueeze_195, unsqueeze_196, unsqueeze_197, mul_218, mul_219, mul_220, unsqueeze_198, unsqueeze_199, unsqueeze_200, mul_221, unsqueeze_201, unsqueeze_202, unsqueeze_203, mul_222, sub_60, sub_61, mul_223, convolution_backward_15], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf98 = torch.ops.aten.convolution_backward.default(buf97, relu_6, primals_44, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf97
        del primals_44
        buf99 = buf98[0]
        assert_tensor_metadata(buf99, (1, 512, 8, 8), (32768, 1, 4096, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf99 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf100 = buf98[1]
        assert_tensor_metadata(buf100, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf100 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf98
        assert_size_stride_grouped((convolution_6, unsqueeze_206, squeeze_19), ((1, 512, 8, 8), (1, 512, 1, 1), (512, )), ((32768, 1, 4096, 512), (512, 1, 1, 1), (1, )), 'input')
        buf101 = buf95; del buf95  # reuse
        buf102 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf103 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_42, (512, ), (1, ), 'input')
        buf104 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((getitem_16, primals_38), ((1, 256, 8, 8), (512, 256, 3, 3)), ((16384, 1, 2048, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf104, buf99, convolution_6, unsqueeze_206, squeeze_19, primals_42, buf101, buf102, buf103)
        del buf102
        del buf99
        del convolution_6
        del primals_42
        del squeeze_19
        del unsqueeze_206
        # Topologically Sorted Source Nodes: [full_default, le_11, where_11, sub_62, mul_226, unsqueeze_207, unsqueeze_208, unsqueeze_209, mul_227, mul_228, mul_229, unsqueeze_210, unsqueeze_211, unsqueeze_212, mul_230, unsqueeze_213, unsqueeze_214, unsqueeze_215, mul_231, sub_64, sub_65, mul_232, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf105 = torch.ops.aten.convolution_backward.default(buf104, getitem_16, primals_38, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf104
        del getitem_16
        del primals_38
        buf106 = buf105[0]
        assert_tensor_metadata(buf106, (1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf106 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf107 = buf105[1]
        assert_tensor_metadata(buf107, (512, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf107 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf105
        buf108 = empty_strided_cpu((256, 256), (256, 1), torch.float32)
        assert_size_stride(getitem_17, (1, 256, 8, 8), (16384, 1, 2048, 256), 'input')
        assert_size_stride_grouped((convolution_5, getitem_15, rsqrt_5, primals_36, primals_37), ((1, 256, 16, 16), (1, 256, 1, 1), (1, 256, 1, 1), (256, ), (256, )), ((65536, 1, 4096, 256), (256, 1, 256, 256), (256, 1, 256, 256), (1, ), (1, )), 'input')
        buf110 = empty_strided_cpu((1, 256, 16, 16), (65536, 1, 4096, 256), torch.float32)
        buf111 = buf49; del buf49  # reuse
        buf112 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf113 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf114 = buf110; del buf110  # reuse
        assert_size_stride_grouped((relu_4, primals_32), ((1, 256, 16, 16), (256, 256, 3, 3)), ((65536, 1, 4096, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_7(buf114, getitem_17, buf106, convolution_5, getitem_15, rsqrt_5, primals_36, primals_37, buf53, buf108, buf111, buf112, buf113)
        del buf106
        del buf108
        del buf53
        del convolution_5
        del getitem_15
        del getitem_17
        del primals_36
        del primals_37
        del rsqrt_5
        # Topologically Sorted Source Nodes: [input_17, unsqueeze_216, unsqueeze_217, unsqueeze_218, sub_66, mul_235, unsqueeze_219, unsqueeze_220, unsqueeze_221, mul_236, mul_237, mul_238, unsqueeze_222, unsqueeze_223, unsqueeze_224, mul_239, unsqueeze_225, unsqueeze_226, unsqueeze_227, mul_240, sub_68, sub_69, mul_241, convolution_backward_17], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf115 = torch.ops.aten.convolution_backward.default(buf114, relu_4, primals_32, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf114
        del primals_32
        buf116 = buf115[0]
        assert_tensor_metadata(buf116, (1, 256, 16, 16), (65536, 1, 4096, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf116 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf117 = buf115[1]
        assert_tensor_metadata(buf117, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf117 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf115
        assert_size_stride_grouped((convolution_4, unsqueeze_230, squeeze_13), ((1, 256, 16, 16), (1, 256, 1, 1), (256, )), ((65536, 1, 4096, 256), (256, 1, 1, 1), (1, )), 'input')
        buf118 = buf112; del buf112  # reuse
        buf119 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf120 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_30, (256, ), (1, ), 'input')
        buf121 = relu_4; del relu_4  # reuse
        assert_size_stride_grouped((getitem_10, primals_26), ((1, 128, 16, 16), (256, 128, 3, 3)), ((32768, 1, 2048, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_3(buf121, buf116, convolution_4, unsqueeze_230, squeeze_13, primals_30, buf118, buf119, buf120)
        del buf116
        del buf119
        del convolution_4
        del primals_30
        del squeeze_13
        del unsqueeze_230
        # Topologically Sorted Source Nodes: [full_default, le_13, where_13, sub_70, mul_244, unsqueeze_231, unsqueeze_232, unsqueeze_233, mul_245, mul_246, mul_247, unsqueeze_234, unsqueeze_235, unsqueeze_236, mul_248, unsqueeze_237, unsqueeze_238, unsqueeze_239, mul_249, sub_72, sub_73, mul_250, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf122 = torch.ops.aten.convolution_backward.default(buf121, getitem_10, primals_26, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf121
        del getitem_10
        del primals_26
        buf123 = buf122[0]
        assert_tensor_metadata(buf123, (1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf123 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf124 = buf122[1]
        assert_tensor_metadata(buf124, (256, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf124 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf122
        buf125 = empty_strided_cpu((128, 1024), (1024, 1), torch.float32)
        assert_size_stride(getitem_11, (1, 128, 16, 16), (32768, 1, 2048, 128), 'input')
        assert_size_stride_grouped((convolution_3, getitem_9, rsqrt_3, primals_24, primals_25), ((1, 128, 32, 32), (1, 128, 1, 1), (1, 128, 1, 1), (128, ), (128, )), ((131072, 1, 4096, 128), (128, 1, 128, 128), (128, 1, 128, 128), (1, ), (1, )), 'input')
        buf127 = empty_strided_cpu((1, 128, 32, 32), (131072, 1, 4096, 128), torch.float32)
        buf128 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf129 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf130 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf131 = buf127; del buf127  # reuse
        assert_size_stride_grouped((relu_2, primals_20), ((1, 128, 32, 32), (128, 128, 3, 3)), ((131072, 1, 4096, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_8(buf131, getitem_11, buf123, convolution_3, getitem_9, rsqrt_3, primals_24, primals_25, buf35, buf125, buf128, buf129, buf130)
        del buf123
        del buf125
        del buf35
        del convolution_3
        del getitem_11
        del getitem_9
        del primals_24
        del primals_25
        del rsqrt_3
        # Topologically Sorted Source Nodes: [input_11, unsqueeze_240, unsqueeze_241, unsqueeze_242, sub_74, mul_253, unsqueeze_243, unsqueeze_244, unsqueeze_245, mul_254, mul_255, mul_256, unsqueeze_246, unsqueeze_247, unsqueeze_248, mul_257, unsqueeze_249, unsqueeze_250, unsqueeze_251, mul_258, sub_76, sub_77, mul_259, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf132 = torch.ops.aten.convolution_backward.default(buf131, relu_2, primals_20, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf131
        del primals_20
        buf133 = buf132[0]
        assert_tensor_metadata(buf133, (1, 128, 32, 32), (131072, 1, 4096, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf133 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf134 = buf132[1]
        assert_tensor_metadata(buf134, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf134 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf132
        assert_size_stride_grouped((convolution_2, unsqueeze_254, squeeze_7), ((1, 128, 32, 32), (1, 128, 1, 1), (128, )), ((131072, 1, 4096, 128), (128, 1, 1, 1), (1, )), 'input')
        buf135 = buf129; del buf129  # reuse
        buf136 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf137 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_18, (128, ), (1, ), 'input')
        buf138 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((getitem_4, primals_14), ((1, 64, 32, 32), (128, 64, 3, 3)), ((65536, 1, 2048, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_2(buf138, buf133, convolution_2, unsqueeze_254, squeeze_7, primals_18, buf135, buf136, buf137)
        del buf133
        del buf136
        del convolution_2
        del primals_18
        del squeeze_7
        del unsqueeze_254
        # Topologically Sorted Source Nodes: [full_default, le_15, where_15, sub_78, mul_262, unsqueeze_255, unsqueeze_256, unsqueeze_257, mul_263, mul_264, mul_265, unsqueeze_258, unsqueeze_259, unsqueeze_260, mul_266, unsqueeze_261, unsqueeze_262, unsqueeze_263, mul_267, sub_80, sub_81, mul_268, convolution_backward_20], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf139 = torch.ops.aten.convolution_backward.default(buf138, getitem_4, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf138
        del getitem_4
        del primals_14
        buf140 = buf139[0]
        assert_tensor_metadata(buf140, (1, 64, 32, 32), (65536, 1, 2048, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf140 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf141 = buf139[1]
        assert_tensor_metadata(buf141, (128, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf141 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf139
        buf142 = empty_strided_cpu((64, 4096), (4096, 1), torch.float32)
        assert_size_stride(getitem_5, (1, 64, 32, 32), (65536, 1, 2048, 64), 'input')
        assert_size_stride_grouped((convolution_1, getitem_3, rsqrt_1, primals_12, primals_13), ((1, 64, 64, 64), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((262144, 1, 4096, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf144 = empty_strided_cpu((1, 64, 64, 64), (262144, 1, 4096, 64), torch.float32)
        buf145 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf146 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf147 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf148 = buf144; del buf144  # reuse
        assert_size_stride_grouped((relu, primals_8), ((1, 64, 64, 64), (64, 64, 3, 3)), ((262144, 1, 4096, 64), (576, 1, 192, 64)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_slice_threshold_backward_9(buf148, getitem_5, buf140, convolution_1, getitem_3, rsqrt_1, primals_12, primals_13, buf17, buf142, buf145, buf146, buf147)
        del buf140
        del buf142
        del buf17
        del convolution_1
        del getitem_3
        del getitem_5
        del primals_12
        del primals_13
        del rsqrt_1
        # Topologically Sorted Source Nodes: [input_5, unsqueeze_264, unsqueeze_265, unsqueeze_266, sub_82, mul_271, unsqueeze_267, unsqueeze_268, unsqueeze_269, mul_272, mul_273, mul_274, unsqueeze_270, unsqueeze_271, unsqueeze_272, mul_275, unsqueeze_273, unsqueeze_274, unsqueeze_275, mul_276, sub_84, sub_85, mul_277, convolution_backward_21], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf149 = torch.ops.aten.convolution_backward.default(buf148, relu, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf148
        del primals_8
        buf150 = buf149[0]
        assert_tensor_metadata(buf150, (1, 64, 64, 64), (262144, 1, 4096, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf150 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf151 = buf149[1]
        assert_tensor_metadata(buf151, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf151 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf149
        assert_size_stride_grouped((convolution, unsqueeze_278, squeeze_1), ((1, 64, 64, 64), (1, 64, 1, 1), (64, )), ((262144, 1, 4096, 64), (64, 1, 1, 1), (1, )), 'input')
        buf152 = buf146; del buf146  # reuse
        buf153 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf154 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_6, (64, ), (1, ), 'input')
        buf155 = relu; del relu  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((1, 3, 64, 64), (64, 3, 3, 3)), ((12288, 1, 192, 3), (27, 1, 9, 3)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf155, buf150, convolution, unsqueeze_278, squeeze_1, primals_6, buf152, buf153, buf154)
        del buf150
        del buf153
        del convolution
        del primals_6
        del squeeze_1
        del unsqueeze_278
        # Topologically Sorted Source Nodes: [full_default, le_17, where_17, sub_86, mul_280, unsqueeze_279, unsqueeze_280, unsqueeze_281, mul_281, mul_282, mul_283, unsqueeze_282, unsqueeze_283, unsqueeze_284, mul_284, unsqueeze_285, unsqueeze_286, unsqueeze_287, mul_285, sub_88, sub_89, mul_286, convolution_backward_22], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf156 = torch.ops.aten.convolution_backward.default(buf155, primals_2, primals_1, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf155
        del primals_1
        del primals_2
        buf157 = buf156[1]
        assert_tensor_metadata(buf157, (64, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf157 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf157, None, None, None, None, buf154, buf152, buf151, None, None, None, buf147, buf145, buf141, None, None, None, buf137, buf135, buf134, None, None, None, buf130, buf128, buf124, None, None, None, buf120, buf118, buf117, None, None, None, buf113, buf111, buf107, None, None, None, buf103, buf101, buf100, None, None, None, buf96, buf94, buf90, None, None, None, buf86, buf84, buf83, None, None, None, buf79, buf77, buf75, buf76, buf72, None, None, None, buf68, buf66, buf65, None, None, None, buf61, buf59, buf57, buf58, buf54, None, None, None, buf50, buf48, buf47, None, None, None, buf43, buf41, buf39, buf40, buf36, None, None, None, buf32, buf30, buf29, None, None, None, buf25, buf23, buf21, buf22, buf18, None, None, None, buf14, buf12, buf11, None, None, None, buf7, buf5, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((1024, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((1024, 1024, 3, 3), (9216, 1, 3072, 1024), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((1024, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    primals_64 = rand_strided((512, 1024, 3, 3), (9216, 1, 3072, 1024), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_70 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_76 = rand_strided((512, 256, 2, 2), (1024, 1, 512, 256), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((256, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_82 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_88 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((256, 128, 2, 2), (512, 1, 256, 128), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((128, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((128, 64, 2, 2), (256, 1, 128, 64), device='cpu', dtype=torch.float32)
    primals_106 = rand_strided((64, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_112 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_118 = rand_strided((2, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((1, 64, 64, 64), (262144, 1, 4096, 64), device='cpu', dtype=torch.float32)
    squeeze_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu = rand_strided((1, 64, 64, 64), (262144, 1, 4096, 64), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((1, 64, 64, 64), (262144, 1, 4096, 64), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_4 = rand_strided((1, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.float32)
    getitem_5 = rand_strided((1, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.int8)
    convolution_2 = rand_strided((1, 128, 32, 32), (131072, 1, 4096, 128), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((1, 128, 32, 32), (131072, 1, 4096, 128), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((1, 128, 32, 32), (131072, 1, 4096, 128), device='cpu', dtype=torch.float32)
    getitem_9 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((1, 128, 1, 1), (128, 1, 128, 128), device='cpu', dtype=torch.float32)
    getitem_10 = rand_strided((1, 128, 16, 16), (32768, 1, 2048, 128), device='cpu', dtype=torch.float32)
    getitem_11 = rand_strided((1, 128, 16, 16), (32768, 1, 2048, 128), device='cpu', dtype=torch.int8)
    convolution_4 = rand_strided((1, 256, 16, 16), (65536, 1, 4096, 256), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((1, 256, 16, 16), (65536, 1, 4096, 256), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((1, 256, 16, 16), (65536, 1, 4096, 256), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((1, 256, 1, 1), (256, 1, 256, 256), device='cpu', dtype=torch.float32)
    getitem_16 = rand_strided((1, 256, 8, 8), (16384, 1, 2048, 256), device='cpu', dtype=torch.float32)
    getitem_17 = rand_strided((1, 256, 8, 8), (16384, 1, 2048, 256), device='cpu', dtype=torch.int8)
    convolution_6 = rand_strided((1, 512, 8, 8), (32768, 1, 4096, 512), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((1, 512, 8, 8), (32768, 1, 4096, 512), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((1, 512, 8, 8), (32768, 1, 4096, 512), device='cpu', dtype=torch.float32)
    getitem_21 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    rsqrt_7 = rand_strided((1, 512, 1, 1), (512, 1, 512, 512), device='cpu', dtype=torch.float32)
    getitem_22 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.float32)
    getitem_23 = rand_strided((1, 512, 4, 4), (8192, 1, 2048, 512), device='cpu', dtype=torch.int8)
    convolution_8 = rand_strided((1, 1024, 4, 4), (16384, 1, 4096, 1024), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((1, 1024, 4, 4), (16384, 1, 4096, 1024), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((1, 1024, 4, 4), (16384, 1, 4096, 1024), device='cpu', dtype=torch.float32)
    squeeze_28 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((1, 1024, 4, 4), (16384, 1, 4096, 1024), device='cpu', dtype=torch.float32)
    cat = rand_strided((1, 1024, 8, 8), (65536, 1, 8192, 1024), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((1, 512, 8, 8), (32768, 1, 4096, 512), device='cpu', dtype=torch.float32)
    squeeze_31 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((1, 512, 8, 8), (32768, 1, 4096, 512), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((1, 512, 8, 8), (32768, 1, 4096, 512), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((1, 512, 8, 8), (32768, 1, 4096, 512), device='cpu', dtype=torch.float32)
    cat_1 = rand_strided((1, 512, 16, 16), (131072, 1, 8192, 512), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((1, 256, 16, 16), (65536, 1, 4096, 256), device='cpu', dtype=torch.float32)
    squeeze_37 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((1, 256, 16, 16), (65536, 1, 4096, 256), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((1, 256, 16, 16), (65536, 1, 4096, 256), device='cpu', dtype=torch.float32)
    squeeze_40 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((1, 256, 16, 16), (65536, 1, 4096, 256), device='cpu', dtype=torch.float32)
    cat_2 = rand_strided((1, 256, 32, 32), (262144, 1, 8192, 256), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((1, 128, 32, 32), (131072, 1, 4096, 128), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_14 = rand_strided((1, 128, 32, 32), (131072, 1, 4096, 128), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((1, 128, 32, 32), (131072, 1, 4096, 128), device='cpu', dtype=torch.float32)
    squeeze_46 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_15 = rand_strided((1, 128, 32, 32), (131072, 1, 4096, 128), device='cpu', dtype=torch.float32)
    cat_3 = rand_strided((1, 128, 64, 64), (524288, 1, 8192, 128), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((1, 64, 64, 64), (262144, 1, 4096, 64), device='cpu', dtype=torch.float32)
    squeeze_49 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_16 = rand_strided((1, 64, 64, 64), (262144, 1, 4096, 64), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((1, 64, 64, 64), (262144, 1, 4096, 64), device='cpu', dtype=torch.float32)
    squeeze_52 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_17 = rand_strided((1, 64, 64, 64), (262144, 1, 4096, 64), device='cpu', dtype=torch.float32)
    unsqueeze_74 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_86 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_98 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_110 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_122 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_134 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_146 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_158 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_170 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_182 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_206 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_230 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_254 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_278 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 2, 64, 64), (8192, 4096, 64, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_8, primals_12, primals_13, primals_14, primals_18, primals_20, primals_24, primals_25, primals_26, primals_30, primals_32, primals_36, primals_37, primals_38, primals_42, primals_44, primals_48, primals_49, primals_50, primals_54, primals_56, primals_60, primals_62, primals_64, primals_68, primals_70, primals_74, primals_76, primals_78, primals_82, primals_84, primals_88, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_106, primals_110, primals_112, primals_116, primals_118, convolution, squeeze_1, relu, convolution_1, getitem_3, rsqrt_1, getitem_4, getitem_5, convolution_2, squeeze_7, relu_2, convolution_3, getitem_9, rsqrt_3, getitem_10, getitem_11, convolution_4, squeeze_13, relu_4, convolution_5, getitem_15, rsqrt_5, getitem_16, getitem_17, convolution_6, squeeze_19, relu_6, convolution_7, getitem_21, rsqrt_7, getitem_22, getitem_23, convolution_8, squeeze_25, relu_8, convolution_9, squeeze_28, relu_9, cat, convolution_11, squeeze_31, relu_10, convolution_12, squeeze_34, relu_11, cat_1, convolution_14, squeeze_37, relu_12, convolution_15, squeeze_40, relu_13, cat_2, convolution_17, squeeze_43, relu_14, convolution_18, squeeze_46, relu_15, cat_3, convolution_20, squeeze_49, relu_16, convolution_21, squeeze_52, relu_17, unsqueeze_74, unsqueeze_86, unsqueeze_98, unsqueeze_110, unsqueeze_122, unsqueeze_134, unsqueeze_146, unsqueeze_158, unsqueeze_170, unsqueeze_182, unsqueeze_206, unsqueeze_230, unsqueeze_254, unsqueeze_278, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
