# AOT ID: ['8_backward']
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


cpp_fused_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(bool))) bool tmp0[8*8];
                                transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x2 + 49L*x0 + 100352L*x1), static_cast<int64_t>(49L), tmp0, static_cast<int64_t>(8));
                                transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x2 + 49L*x0 + 100352L*x1), static_cast<int64_t>(49L), tmp0, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp1 = at::vec::VecMask<float,1>::from(tmp0 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 2048L*x1), static_cast<int64_t>(8));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 2048L*x2 + 2048L*x2_inner + 100352L*x1), static_cast<int64_t>(8));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp3 = static_cast<float>(49.0);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp2 / tmp4;
                                    auto tmp6 = static_cast<float>(0.0);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = decltype(tmp7)::blendv(tmp5, tmp7, tmp1.template cast<float,1>());
                                    auto tmp11 = tmp9 - tmp10;
                                    auto tmp12 = tmp8 * tmp11;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp8;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp12;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(48L);x2_tail < static_cast<int64_t>(49L); x2_tail++)
                                {
                                    auto tmp0 =
                                    [&]
                                    {
                                        __at_align__ std::array<bool, 32> tmpbuf;
                                        #pragma GCC unroll 8
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                        {
                                            tmpbuf[x0_inner] = in_ptr0[static_cast<int64_t>(x2_tail + 49L*x0 + 49L*x0_inner + 100352L*x1)];
                                        }
                                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                                    }
                                    ()
                                    ;
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 2048L*x1), static_cast<int64_t>(8));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 2048L*x2_tail + 100352L*x1), static_cast<int64_t>(8));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp2 = static_cast<float>(49.0);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = tmp1 / tmp3;
                                    auto tmp5 = static_cast<float>(0.0);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = decltype(tmp6)::blendv(tmp4, tmp6, tmp0.template cast<float,1>());
                                    auto tmp10 = tmp8 - tmp9;
                                    auto tmp11 = tmp7 * tmp10;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp11;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp8[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x1 + 2048L*x2 + 100352L*x0), static_cast<int64_t>(2048L), tmp8, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp30[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x1 + x1_inner + 2048L*x0)];
                                auto tmp9 = at::vec::Vectorized<float>::loadu(tmp8 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp10 = in_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp13 = out_ptr1[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp16 = in_ptr4[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp22 = out_ptr0[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp26 = in_ptr5[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp2 = static_cast<float>(49.0);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::Vectorized<float>(tmp3);
                                auto tmp7 = decltype(tmp5)::blendv(tmp6, tmp5, tmp0.template cast<float,1>());
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 - tmp11;
                                auto tmp14 = static_cast<float>(0.002551020408163265);
                                auto tmp15 = float(tmp13 * tmp14);
                                auto tmp17 = float(tmp16 * tmp16);
                                auto tmp18 = float(tmp15 * tmp17);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp12 * tmp19;
                                auto tmp21 = tmp7 - tmp20;
                                auto tmp23 = float(tmp22 * tmp14);
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp21 - tmp24;
                                auto tmp27 = float(tmp16 * tmp26);
                                auto tmp28 = at::vec::Vectorized<float>(tmp27);
                                auto tmp29 = tmp25 * tmp28;
                                tmp29.store(tmp30 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp30, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 2048L*x2 + 100352L*x0), static_cast<int64_t>(2048L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp8[8*8];
                            transpose_mxn<float,static_cast<int64_t>(1L),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x1 + 2048L*x2 + 100352L*x0), static_cast<int64_t>(2048L), tmp8, static_cast<int64_t>(1L));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp30[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 100352L*x0), static_cast<int64_t>(1L));
                                auto tmp1 = in_ptr1[static_cast<int64_t>(x1 + x1_inner + 2048L*x0)];
                                auto tmp9 = at::vec::Vectorized<float>::loadu(tmp8 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                auto tmp10 = in_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp13 = out_ptr1[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp16 = in_ptr4[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp22 = out_ptr0[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp26 = in_ptr5[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp2 = static_cast<float>(49.0);
                                auto tmp3 = tmp1 / tmp2;
                                auto tmp4 = static_cast<float>(0.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::Vectorized<float>(tmp3);
                                auto tmp7 = decltype(tmp5)::blendv(tmp6, tmp5, tmp0.template cast<float,1>());
                                auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                auto tmp12 = tmp9 - tmp11;
                                auto tmp14 = static_cast<float>(0.002551020408163265);
                                auto tmp15 = float(tmp13 * tmp14);
                                auto tmp17 = float(tmp16 * tmp16);
                                auto tmp18 = float(tmp15 * tmp17);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp12 * tmp19;
                                auto tmp21 = tmp7 - tmp20;
                                auto tmp23 = float(tmp22 * tmp14);
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp21 - tmp24;
                                auto tmp27 = float(tmp16 * tmp26);
                                auto tmp28 = at::vec::Vectorized<float>(tmp27);
                                auto tmp29 = tmp25 * tmp28;
                                tmp29.store(tmp30 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp30, static_cast<int64_t>(1L), out_ptr4 + static_cast<int64_t>(x1 + 2048L*x2 + 100352L*x0), static_cast<int64_t>(2048L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(392L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(392L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(0.002551020408163265);
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


cpp_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(bool))) bool tmp4[8*8];
                                transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 49L*x0 + 100352L*x1), static_cast<int64_t>(49L), tmp4, static_cast<int64_t>(8));
                                transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 49L*x0 + 100352L*x1), static_cast<int64_t>(49L), tmp4, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 2048L*x2 + 2048L*x2_inner + 100352L*x1), static_cast<int64_t>(8));
                                    auto tmp5 = at::vec::VecMask<float,1>::from(tmp4 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 2048L*x1), static_cast<int64_t>(8));
                                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 2048L*x2 + 2048L*x2_inner + 100352L*x1), static_cast<int64_t>(8));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 2048L*x2 + 2048L*x2_inner + 100352L*x1), static_cast<int64_t>(8));
                                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp7 = static_cast<float>(49.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 / tmp8;
                                    auto tmp10 = decltype(tmp2)::blendv(tmp9, tmp2, tmp5.template cast<float,1>());
                                    auto tmp12 = tmp10 + tmp11;
                                    auto tmp13 = decltype(tmp2)::blendv(tmp12, tmp2, tmp3.template cast<float,1>());
                                    auto tmp16 = tmp14 - tmp15;
                                    auto tmp17 = tmp13 * tmp16;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp13;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp17;
                                }
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(48L);x2_tail < static_cast<int64_t>(49L); x2_tail++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 2048L*x2_tail + 100352L*x1), static_cast<int64_t>(8));
                                    auto tmp4 =
                                    [&]
                                    {
                                        __at_align__ std::array<bool, 32> tmpbuf;
                                        #pragma GCC unroll 8
                                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                                        {
                                            tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(x2_tail + 49L*x0 + 49L*x0_inner + 100352L*x1)];
                                        }
                                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                                    }
                                    ()
                                    ;
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 2048L*x1), static_cast<int64_t>(8));
                                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 2048L*x2_tail + 100352L*x1), static_cast<int64_t>(8));
                                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 2048L*x2_tail + 100352L*x1), static_cast<int64_t>(8));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp6 = static_cast<float>(49.0);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp5 / tmp7;
                                    auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp4.template cast<float,1>());
                                    auto tmp11 = tmp9 + tmp10;
                                    auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                                    auto tmp15 = tmp13 - tmp14;
                                    auto tmp16 = tmp12 * tmp15;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                    tmp_acc1_vec = tmp_acc1_vec + tmp16;
                                }
                            }
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2048L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(2048L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(bool))) bool tmp4[8*8];
                            transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 49L*x2 + 100352L*x0), static_cast<int64_t>(49L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 2048L*x0), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp26 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp7 = static_cast<float>(49.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 / tmp8;
                                auto tmp10 = decltype(tmp2)::blendv(tmp9, tmp2, tmp5.template cast<float,1>());
                                auto tmp12 = tmp10 + tmp11;
                                auto tmp13 = decltype(tmp2)::blendv(tmp12, tmp2, tmp3.template cast<float,1>());
                                auto tmp16 = tmp14 - tmp15;
                                auto tmp18 = static_cast<float>(0.002551020408163265);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 * tmp19;
                                auto tmp22 = tmp21 * tmp21;
                                auto tmp23 = tmp20 * tmp22;
                                auto tmp24 = tmp16 * tmp23;
                                auto tmp25 = tmp13 - tmp24;
                                auto tmp27 = tmp26 * tmp19;
                                auto tmp28 = tmp25 - tmp27;
                                auto tmp30 = tmp21 * tmp29;
                                auto tmp31 = tmp28 * tmp30;
                                tmp31.store(in_out_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(48L) && x1 < static_cast<int64_t>(49L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(2048L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(bool))) bool tmp4[8*8];
                            transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(in_ptr1 + static_cast<int64_t>(x1 + 49L*x2 + 100352L*x0), static_cast<int64_t>(49L), tmp4, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(1L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::VecMask<float,1>::from(tmp4 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 2048L*x0), static_cast<int64_t>(8));
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp26 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp7 = static_cast<float>(49.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 / tmp8;
                                auto tmp10 = decltype(tmp2)::blendv(tmp9, tmp2, tmp5.template cast<float,1>());
                                auto tmp12 = tmp10 + tmp11;
                                auto tmp13 = decltype(tmp2)::blendv(tmp12, tmp2, tmp3.template cast<float,1>());
                                auto tmp16 = tmp14 - tmp15;
                                auto tmp18 = static_cast<float>(0.002551020408163265);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 * tmp19;
                                auto tmp22 = tmp21 * tmp21;
                                auto tmp23 = tmp20 * tmp22;
                                auto tmp24 = tmp16 * tmp23;
                                auto tmp25 = tmp13 - tmp24;
                                auto tmp27 = tmp26 * tmp19;
                                auto tmp28 = tmp25 - tmp27;
                                auto tmp30 = tmp21 * tmp29;
                                auto tmp31 = tmp28 * tmp30;
                                tmp31.store(in_out_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0));
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


cpp_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr5 = in_out_ptr1;
    auto in_ptr7 = in_out_ptr2;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(49L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2048L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(2048L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(bool))) bool tmp6[8*8];
                            transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 49L*x2 + 100352L*x0), static_cast<int64_t>(49L), tmp6, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::VecMask<float,1>::from(tmp6 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 2048L*x0), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0), static_cast<int64_t>(8));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                                auto tmp9 = static_cast<float>(49.0);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 / tmp10;
                                auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp7.template cast<float,1>());
                                auto tmp14 = tmp12 + tmp13;
                                auto tmp15 = decltype(tmp2)::blendv(tmp14, tmp2, tmp5.template cast<float,1>());
                                auto tmp17 = tmp15 + tmp16;
                                auto tmp18 = decltype(tmp2)::blendv(tmp17, tmp2, tmp3.template cast<float,1>());
                                tmp18.store(in_out_ptr0 + static_cast<int64_t>(x2 + 2048L*x1 + 2048L*x1_inner + 100352L*x0));
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(48L) && x1 < static_cast<int64_t>(49L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1)))
                        {
                            for (int64_t x1_tail = static_cast<int64_t>(48L);x1_tail < static_cast<int64_t>(49L); x1_tail++)
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(0);x2_tail < static_cast<int64_t>(2048L); x2_tail++)
                                {
                                    auto tmp0 = in_out_ptr0[static_cast<int64_t>(x2_tail + 2048L*x1_tail + 100352L*x0)];
                                    auto tmp3 = in_ptr0[static_cast<int64_t>(x2_tail + 2048L*x1_tail + 100352L*x0)];
                                    auto tmp5 = in_ptr1[static_cast<int64_t>(x1_tail + 49L*x2_tail + 100352L*x0)];
                                    auto tmp6 = in_ptr2[static_cast<int64_t>(x2_tail + 2048L*x0)];
                                    auto tmp10 = in_ptr3[static_cast<int64_t>(x2_tail + 2048L*x1_tail + 100352L*x0)];
                                    auto tmp13 = in_ptr4[static_cast<int64_t>(x2_tail + 2048L*x1_tail + 100352L*x0)];
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = tmp0 <= tmp1;
                                    auto tmp4 = tmp3 <= tmp1;
                                    auto tmp7 = static_cast<float>(49.0);
                                    auto tmp8 = tmp6 / tmp7;
                                    auto tmp9 = tmp5 ? tmp1 : tmp8;
                                    auto tmp11 = float(tmp9 + tmp10);
                                    auto tmp12 = tmp4 ? tmp1 : tmp11;
                                    auto tmp14 = float(tmp12 + tmp13);
                                    auto tmp15 = tmp2 ? tmp1 : tmp14;
                                    in_out_ptr0[static_cast<int64_t>(x2_tail + 2048L*x1_tail + 100352L*x0)] = tmp15;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(392L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 2048L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 2048L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0 + 2048L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            auto tmp7 = tmp5 - tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            tmp_acc2_vec = tmp_acc2_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(392L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.002551020408163265);
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
                        auto tmp21 = tmp19 - tmp20;
                        auto tmp23 = tmp22 * tmp6;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp21 * tmp26;
                        auto tmp28 = tmp0 - tmp27;
                        auto tmp30 = tmp29 * tmp6;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 2048L*x0));
                        tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 2048L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1568L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(0.0006377551020408163);
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1568L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp11 = tmp7 * tmp10;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                            tmp_acc1_vec = tmp_acc1_vec + tmp11;
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                        auto tmp10 = tmp8 - tmp9;
                        auto tmp12 = static_cast<float>(0.0006377551020408163);
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
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1568L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(0.0006377551020408163);
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1605632L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1605632L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                    auto tmp8 = tmp6 + tmp7;
                    auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                    auto tmp11 = tmp9 + tmp10;
                    auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1568L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0006377551020408163);
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    auto in_ptr6 = in_out_ptr2;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1605632L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1605632L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                    auto tmp8 = tmp6 + tmp7;
                    auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                    auto tmp11 = tmp9 + tmp10;
                    auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1568L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            auto tmp7 = tmp5 - tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            tmp_acc2_vec = tmp_acc2_vec + tmp8;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.0006377551020408163);
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
                        auto tmp21 = tmp19 - tmp20;
                        auto tmp23 = tmp22 * tmp6;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp21 * tmp26;
                        auto tmp28 = tmp0 - tmp27;
                        auto tmp30 = tmp29 * tmp6;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0));
                        tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6272L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(0.00015943877551020407);
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6272L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp11 = tmp7 * tmp10;
                            tmp_acc0_vec = cascade_sum_combine(tmp7, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp11, &cascade_helper1);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                        auto tmp10 = tmp8 - tmp9;
                        auto tmp12 = static_cast<float>(0.00015943877551020407);
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
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6272L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(0.00015943877551020407);
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3211264L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3211264L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                    auto tmp8 = tmp6 + tmp7;
                    auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                    auto tmp11 = tmp9 + tmp10;
                    auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6272L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.00015943877551020407);
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_13 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    auto in_ptr6 = in_out_ptr2;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3211264L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3211264L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                    auto tmp8 = tmp6 + tmp7;
                    auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                    auto tmp11 = tmp9 + tmp10;
                    auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc2_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper2(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper2(static_cast<int64_t>(6272L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper2(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(6272L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp4 = tmp0 * tmp3;
                            auto tmp7 = tmp5 - tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            tmp_acc0_vec = cascade_sum_combine(tmp0, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp4, &cascade_helper1);
                            tmp_acc2_vec = cascade_sum_combine(tmp8, &cascade_helper2);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                tmp_acc2 = cascade_sum_final(&scalar_cascade_helper2);
                tmp_acc2_vec = cascade_sum_final(&cascade_helper2);
                masked_tmp_acc2_vec = cascade_sum_final(&masked_cascade_helper2);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc2_vec = tmp_acc2_vec + masked_tmp_acc2_vec;
                    tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(0.00015943877551020407);
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
                        auto tmp21 = tmp19 - tmp20;
                        auto tmp23 = tmp22 * tmp6;
                        auto tmp25 = tmp24 * tmp24;
                        auto tmp26 = tmp23 * tmp25;
                        auto tmp27 = tmp21 * tmp26;
                        auto tmp28 = tmp0 - tmp27;
                        auto tmp30 = tmp29 * tmp6;
                        auto tmp31 = tmp28 - tmp30;
                        auto tmp33 = tmp24 * tmp32;
                        auto tmp34 = tmp31 * tmp33;
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25088L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(25088L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(3.985969387755102e-05);
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25088L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp11 = tmp7 * tmp10;
                            tmp_acc0_vec = cascade_sum_combine(tmp7, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp11, &cascade_helper1);
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(25088L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                        auto tmp10 = tmp8 - tmp9;
                        auto tmp12 = static_cast<float>(3.985969387755102e-05);
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
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25088L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(25088L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp10 = static_cast<float>(3.985969387755102e-05);
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_17 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6422528L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6422528L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                    auto tmp8 = tmp6 + tmp7;
                    auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                    auto tmp11 = tmp9 + tmp10;
                    auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                    tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25088L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(25088L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = tmp1 - tmp2;
                        auto tmp5 = static_cast<float>(3.985969387755102e-05);
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_18 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
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
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    auto in_ptr5 = in_out_ptr1;
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
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc2_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper2(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper2(static_cast<int64_t>(25088L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper2(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(25088L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp11 = tmp7 * tmp10;
                            auto tmp14 = tmp12 - tmp13;
                            auto tmp15 = tmp7 * tmp14;
                            tmp_acc0_vec = cascade_sum_combine(tmp7, &cascade_helper0);
                            tmp_acc1_vec = cascade_sum_combine(tmp11, &cascade_helper1);
                            tmp_acc2_vec = cascade_sum_combine(tmp15, &cascade_helper2);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                tmp_acc0_vec = cascade_sum_final(&cascade_helper0);
                masked_tmp_acc0_vec = cascade_sum_final(&masked_cascade_helper0);
                tmp_acc1 = cascade_sum_final(&scalar_cascade_helper1);
                tmp_acc1_vec = cascade_sum_final(&cascade_helper1);
                masked_tmp_acc1_vec = cascade_sum_final(&masked_cascade_helper1);
                tmp_acc2 = cascade_sum_final(&scalar_cascade_helper2);
                tmp_acc2_vec = cascade_sum_final(&cascade_helper2);
                masked_tmp_acc2_vec = cascade_sum_final(&masked_cascade_helper2);
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec = tmp_acc0_vec + masked_tmp_acc0_vec;
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc2_vec = tmp_acc2_vec + masked_tmp_acc2_vec;
                    tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(25088L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp26 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp31 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp36 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                        auto tmp10 = tmp8 - tmp9;
                        auto tmp12 = static_cast<float>(3.985969387755102e-05);
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
                        auto tmp28 = tmp26 - tmp27;
                        auto tmp30 = tmp29 * tmp13;
                        auto tmp32 = tmp31 * tmp31;
                        auto tmp33 = tmp30 * tmp32;
                        auto tmp34 = tmp28 * tmp33;
                        auto tmp35 = tmp7 - tmp34;
                        auto tmp37 = tmp36 * tmp13;
                        auto tmp38 = tmp35 - tmp37;
                        auto tmp40 = tmp31 * tmp39;
                        auto tmp41 = tmp38 * tmp40;
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp41.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_19 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
    auto in_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6422528L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(6422528L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3136L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(64L*x0 + 200704L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L))))];
                        auto tmp12 = in_ptr1[static_cast<int64_t>(64L*x0 + 200704L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L))))];
                        auto tmp13 = in_ptr2[static_cast<int64_t>(64L*x0 + 200704L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L))))];
                        auto tmp1 = 9L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 9L), "index out of bounds: 0 <= tmp7 < 9L");
                        auto tmp9 = (-113L) + tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(56L))) + 109L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 224L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(56L)));
                        auto tmp10 = c10::convert<int64_t>(tmp9);
                        TORCH_CHECK(0 <= tmp10, "index out of bounds: 0 <= tmp10");
                        auto tmp14 = float(tmp12 + tmp13);
                        out_ptr0[static_cast<int64_t>((-113L) + tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(56L))) + 109L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 224L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(56L))) + 12544L*x1)] += tmp14;
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12544L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(12544L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr3 + static_cast<int64_t>(x1 + 64L*x2 + 802816L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = in_ptr4[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp5 = in_ptr5[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp8 = in_ptr6[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp11 = in_ptr7[static_cast<int64_t>(x1 + x1_inner)];
                                auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 12544L*x1 + 12544L*x1_inner + 802816L*x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 - tmp3;
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp4 * tmp6;
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = tmp7 * tmp9;
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 + tmp12;
                                auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                                auto tmp15 = static_cast<float>(0.0);
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = at::vec::VecMask<float,1>(tmp14 <= tmp16);
                                auto tmp19 = decltype(tmp16)::blendv(tmp18, tmp16, tmp17.template cast<float,1>());
                                tmp19.store(out_ptr1 + static_cast<int64_t>(x2 + 12544L*x1 + 12544L*x1_inner + 802816L*x0));
                            }
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
                at::vec::Vectorized<float> masked_tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                at::vec::Vectorized<float> masked_tmp_acc1_vec = at::vec::Vectorized<float>(0);
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(100352L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper0(static_cast<int64_t>(100352L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper0(static_cast<int64_t>(0L));
                CascadeSumHelper<float, 4096> scalar_cascade_helper1(static_cast<int64_t>(100352L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> cascade_helper1(static_cast<int64_t>(100352L));
                CascadeSumHelper<at::vec::Vectorized<float>, 4096> masked_cascade_helper1(static_cast<int64_t>(0L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12544L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(12544L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x2 + 12544L*x0 + 802816L*x1), static_cast<int64_t>(12544L), tmp0, static_cast<int64_t>(8));
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x2 + 12544L*x0 + 802816L*x1), static_cast<int64_t>(12544L), tmp0, static_cast<int64_t>(8));
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x2 + 64L*x2_inner + 802816L*x1), static_cast<int64_t>(8));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                    auto tmp4 = tmp2 - tmp3;
                                    auto tmp5 = tmp1 * tmp4;
                                    tmp_acc0_vec = cascade_sum_combine(tmp1, &cascade_helper0);
                                    tmp_acc1_vec = cascade_sum_combine(tmp5, &cascade_helper1);
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
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc1_vec = tmp_acc1_vec + masked_tmp_acc1_vec;
                    tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12544L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(12544L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x1 + 12544L*x2 + 802816L*x0), static_cast<int64_t>(12544L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 802816L*x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp4 = tmp2 - tmp3;
                                auto tmp6 = static_cast<float>(9.964923469387754e-06);
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
                                tmp19.store(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 802816L*x0));
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


cpp_fused_sum_20 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_126, primals_128, primals_132, primals_134, primals_138, primals_140, primals_144, primals_146, primals_150, primals_152, primals_156, primals_158, primals_162, primals_164, primals_168, primals_170, primals_174, primals_176, primals_180, primals_182, primals_186, primals_188, primals_192, primals_194, primals_198, primals_200, primals_204, primals_206, primals_210, primals_212, primals_216, primals_218, primals_222, primals_224, primals_228, primals_230, primals_234, primals_236, primals_240, primals_242, primals_246, primals_248, primals_252, primals_254, primals_258, primals_260, primals_264, primals_266, primals_270, primals_272, primals_276, primals_278, primals_282, primals_284, primals_288, primals_290, primals_294, primals_296, primals_300, primals_302, primals_306, primals_308, primals_312, primals_314, primals_318, primals_320, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, convolution_4, squeeze_13, relu_3, convolution_5, squeeze_16, relu_4, convolution_6, squeeze_19, relu_5, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, relu_10, convolution_12, squeeze_37, relu_11, convolution_13, squeeze_40, convolution_14, squeeze_43, relu_12, convolution_15, squeeze_46, relu_13, convolution_16, squeeze_49, relu_14, convolution_17, squeeze_52, relu_15, convolution_18, squeeze_55, relu_16, convolution_19, squeeze_58, relu_17, convolution_20, squeeze_61, relu_18, convolution_21, squeeze_64, relu_19, convolution_22, squeeze_67, relu_20, convolution_23, squeeze_70, relu_21, convolution_24, squeeze_73, relu_22, convolution_25, squeeze_76, relu_23, convolution_26, squeeze_79, convolution_27, squeeze_82, relu_24, convolution_28, squeeze_85, relu_25, convolution_29, squeeze_88, relu_26, convolution_30, squeeze_91, relu_27, convolution_31, squeeze_94, relu_28, convolution_32, squeeze_97, relu_29, convolution_33, squeeze_100, relu_30, convolution_34, squeeze_103, relu_31, convolution_35, squeeze_106, relu_32, convolution_36, squeeze_109, relu_33, convolution_37, squeeze_112, relu_34, convolution_38, squeeze_115, relu_35, convolution_39, squeeze_118, relu_36, convolution_40, squeeze_121, relu_37, convolution_41, squeeze_124, relu_38, convolution_42, squeeze_127, relu_39, convolution_43, squeeze_130, relu_40, convolution_44, squeeze_133, relu_41, convolution_45, squeeze_136, convolution_46, squeeze_139, relu_42, convolution_47, squeeze_142, relu_43, convolution_48, squeeze_145, relu_44, convolution_49, squeeze_148, relu_45, convolution_50, squeeze_151, relu_46, convolution_51, squeeze_154, relu_47, convolution_52, squeeze_157, view, le, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, unsqueeze_310, unsqueeze_322, unsqueeze_334, unsqueeze_346, unsqueeze_358, unsqueeze_370, unsqueeze_382, unsqueeze_394, unsqueeze_406, unsqueeze_418, unsqueeze_430, unsqueeze_442, unsqueeze_454, unsqueeze_466, unsqueeze_478, unsqueeze_490, unsqueeze_502, unsqueeze_514, unsqueeze_526, unsqueeze_538, unsqueeze_550, unsqueeze_562, unsqueeze_574, unsqueeze_586, unsqueeze_598, unsqueeze_610, unsqueeze_622, unsqueeze_634, unsqueeze_646, unsqueeze_658, unsqueeze_670, unsqueeze_682, unsqueeze_694, unsqueeze_706, unsqueeze_718, unsqueeze_730, unsqueeze_742, unsqueeze_754, unsqueeze_766, unsqueeze_778, unsqueeze_790, unsqueeze_802, unsqueeze_814, unsqueeze_826, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_320), ((8, 1000), (1000, 2048)), ((1000, 1), (2048, 1)), 'input')
        buf0 = empty_strided_cpu((8, 2048), (2048, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_6, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_320, out=buf0)
        del primals_320
        assert_size_stride_grouped((le, convolution_52, unsqueeze_214, squeeze_157), ((8, 2048, 7, 7), (8, 2048, 7, 7), (1, 2048, 1, 1), (2048, )), ((100352, 49, 7, 1), (100352, 1, 14336, 2048), (2048, 1, 1, 1), (1, )), 'input')
        buf3 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        buf4 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        buf5 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        assert_size_stride(primals_318, (2048, ), (1, ), 'input')
        buf7 = empty_strided_cpu((8, 2048, 7, 7), (100352, 1, 14336, 2048), torch.float32)
        assert_size_stride_grouped((relu_47, primals_314), ((8, 512, 7, 7), (2048, 512, 1, 1)), ((25088, 1, 3584, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0(le, buf0, convolution_52, unsqueeze_214, squeeze_157, primals_318, buf3, buf4, buf5, buf7)
        del convolution_52
        del primals_318
        del squeeze_157
        del unsqueeze_214
        # Topologically Sorted Source Nodes: [view_2, expand, div, full_default, where, sub_53, mul_372, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_373, mul_374, mul_375, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_376, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_377, sub_55, sub_56, mul_378, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf8 = torch.ops.aten.convolution_backward.default(buf7, relu_47, primals_314, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf7
        del primals_314
        buf9 = buf8[0]
        assert_tensor_metadata(buf9, (8, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf9 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf10 = buf8[1]
        assert_tensor_metadata(buf10, (2048, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf10 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf8
        assert_size_stride_grouped((convolution_51, unsqueeze_226, squeeze_154), ((8, 512, 7, 7), (1, 512, 1, 1), (512, )), ((25088, 1, 3584, 512), (512, 1, 1, 1), (1, )), 'input')
        buf11 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf12 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_312, (512, ), (1, ), 'input')
        buf14 = relu_47; del relu_47  # reuse
        assert_size_stride_grouped((relu_46, primals_308), ((8, 512, 7, 7), (512, 512, 3, 3)), ((25088, 1, 3584, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf14, buf9, convolution_51, unsqueeze_226, squeeze_154, primals_312, buf11, buf12, buf13)
        del buf9
        del convolution_51
        del primals_312
        del squeeze_154
        del unsqueeze_226
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, sub_57, mul_381, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_382, mul_383, mul_384, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_385, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_386, sub_59, sub_60, mul_387, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf15 = torch.ops.aten.convolution_backward.default(buf14, relu_46, primals_308, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf14
        del primals_308
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (8, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf17 = buf15[1]
        assert_tensor_metadata(buf17, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf15
        assert_size_stride_grouped((convolution_50, unsqueeze_238, squeeze_151), ((8, 512, 7, 7), (1, 512, 1, 1), (512, )), ((25088, 1, 3584, 512), (512, 1, 1, 1), (1, )), 'input')
        buf18 = buf12; del buf12  # reuse
        buf19 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_306, (512, ), (1, ), 'input')
        buf21 = relu_46; del relu_46  # reuse
        assert_size_stride_grouped((relu_45, primals_302), ((8, 2048, 7, 7), (512, 2048, 1, 1)), ((100352, 1, 14336, 2048), (2048, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf21, buf16, convolution_50, unsqueeze_238, squeeze_151, primals_306, buf18, buf19, buf20)
        del buf16
        del convolution_50
        del primals_306
        del squeeze_151
        del unsqueeze_238
        # Topologically Sorted Source Nodes: [full_default, le_2, where_2, sub_61, mul_390, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_391, mul_392, mul_393, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_394, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_395, sub_63, sub_64, mul_396, convolution_backward_2], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf22 = torch.ops.aten.convolution_backward.default(buf21, relu_45, primals_302, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf21
        del primals_302
        buf23 = buf22[0]
        assert_tensor_metadata(buf23, (8, 2048, 7, 7), (100352, 1, 14336, 2048), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf24 = buf22[1]
        assert_tensor_metadata(buf24, (512, 2048, 1, 1), (2048, 1, 2048, 2048), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf24 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf22
        assert_size_stride_grouped((convolution_49, unsqueeze_250, squeeze_148), ((8, 2048, 7, 7), (1, 2048, 1, 1), (2048, )), ((100352, 1, 14336, 2048), (2048, 1, 1, 1), (1, )), 'input')
        buf25 = buf4; del buf4  # reuse
        buf26 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        assert_size_stride(primals_300, (2048, ), (1, ), 'input')
        buf28 = convolution_49; del convolution_49  # reuse
        assert_size_stride_grouped((relu_44, primals_296), ((8, 512, 7, 7), (2048, 512, 1, 1)), ((25088, 1, 3584, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2(buf28, relu_45, le, buf0, buf23, unsqueeze_250, squeeze_148, primals_300, buf25, buf26, buf27)
        del primals_300
        del squeeze_148
        del unsqueeze_250
        # Topologically Sorted Source Nodes: [view_2, expand, div, full_default, where, add_281, le_3, where_3, sub_65, mul_399, unsqueeze_251, unsqueeze_252, unsqueeze_253, mul_400, mul_401, mul_402, unsqueeze_254, unsqueeze_255, unsqueeze_256, mul_403, unsqueeze_257, unsqueeze_258, unsqueeze_259, mul_404, sub_67, sub_68, mul_405, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf29 = torch.ops.aten.convolution_backward.default(buf28, relu_44, primals_296, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf28
        del primals_296
        buf30 = buf29[0]
        assert_tensor_metadata(buf30, (8, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf31 = buf29[1]
        assert_tensor_metadata(buf31, (2048, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf29
        assert_size_stride_grouped((convolution_48, unsqueeze_262, squeeze_145), ((8, 512, 7, 7), (1, 512, 1, 1), (512, )), ((25088, 1, 3584, 512), (512, 1, 1, 1), (1, )), 'input')
        buf32 = buf19; del buf19  # reuse
        buf33 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf34 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_294, (512, ), (1, ), 'input')
        buf35 = relu_44; del relu_44  # reuse
        assert_size_stride_grouped((relu_43, primals_290), ((8, 512, 7, 7), (512, 512, 3, 3)), ((25088, 1, 3584, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf35, buf30, convolution_48, unsqueeze_262, squeeze_145, primals_294, buf32, buf33, buf34)
        del buf30
        del convolution_48
        del primals_294
        del squeeze_145
        del unsqueeze_262
        # Topologically Sorted Source Nodes: [full_default, le_4, where_4, sub_69, mul_408, unsqueeze_263, unsqueeze_264, unsqueeze_265, mul_409, mul_410, mul_411, unsqueeze_266, unsqueeze_267, unsqueeze_268, mul_412, unsqueeze_269, unsqueeze_270, unsqueeze_271, mul_413, sub_71, sub_72, mul_414, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf36 = torch.ops.aten.convolution_backward.default(buf35, relu_43, primals_290, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf35
        del primals_290
        buf37 = buf36[0]
        assert_tensor_metadata(buf37, (8, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf38 = buf36[1]
        assert_tensor_metadata(buf38, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf36
        assert_size_stride_grouped((convolution_47, unsqueeze_274, squeeze_142), ((8, 512, 7, 7), (1, 512, 1, 1), (512, )), ((25088, 1, 3584, 512), (512, 1, 1, 1), (1, )), 'input')
        buf39 = buf33; del buf33  # reuse
        buf40 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf41 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_288, (512, ), (1, ), 'input')
        buf42 = relu_43; del relu_43  # reuse
        assert_size_stride_grouped((relu_42, primals_284), ((8, 2048, 7, 7), (512, 2048, 1, 1)), ((100352, 1, 14336, 2048), (2048, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf42, buf37, convolution_47, unsqueeze_274, squeeze_142, primals_288, buf39, buf40, buf41)
        del buf37
        del convolution_47
        del primals_288
        del squeeze_142
        del unsqueeze_274
        # Topologically Sorted Source Nodes: [full_default, le_5, where_5, sub_73, mul_417, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_418, mul_419, mul_420, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_421, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_422, sub_75, sub_76, mul_423, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf43 = torch.ops.aten.convolution_backward.default(buf42, relu_42, primals_284, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf42
        del primals_284
        buf44 = buf43[0]
        assert_tensor_metadata(buf44, (8, 2048, 7, 7), (100352, 1, 14336, 2048), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf44 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf45 = buf43[1]
        assert_tensor_metadata(buf45, (512, 2048, 1, 1), (2048, 1, 2048, 2048), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf45 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf43
        buf46 = relu_42; del relu_42  # reuse
        assert_size_stride_grouped((convolution_46, unsqueeze_286, convolution_45, unsqueeze_298, squeeze_139, squeeze_136), ((8, 2048, 7, 7), (1, 2048, 1, 1), (8, 2048, 7, 7), (1, 2048, 1, 1), (2048, ), (2048, )), ((100352, 1, 14336, 2048), (2048, 1, 1, 1), (100352, 1, 14336, 2048), (2048, 1, 1, 1), (1, ), (1, )), 'input')
        buf47 = buf26; del buf26  # reuse
        buf48 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        buf54 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        buf55 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        buf49 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        buf56 = empty_strided_cpu((2048, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_282, primals_276), ((2048, ), (2048, )), ((1, ), (1, )), 'input')
        buf50 = convolution_46; del convolution_46  # reuse
        buf57 = convolution_45; del convolution_45  # reuse
        assert_size_stride_grouped((relu_39, primals_278), ((8, 1024, 14, 14), (2048, 1024, 1, 1)), ((200704, 1, 14336, 1024), (1024, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_3(buf46, buf50, buf57, relu_45, le, buf0, buf23, buf44, unsqueeze_286, unsqueeze_298, squeeze_139, squeeze_136, primals_282, primals_276, buf47, buf48, buf54, buf55, buf49, buf56)
        del buf0
        del buf23
        del buf44
        del buf46
        del buf48
        del buf55
        del le
        del primals_276
        del primals_282
        del relu_45
        del squeeze_136
        del squeeze_139
        del unsqueeze_286
        del unsqueeze_298
        # Topologically Sorted Source Nodes: [sub_77, mul_426, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_427, mul_428, mul_429, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_430, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_431, sub_79, sub_80, mul_432, convolution_backward_6], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf51 = torch.ops.aten.convolution_backward.default(buf50, relu_39, primals_278, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf50
        del primals_278
        buf52 = buf51[0]
        assert_tensor_metadata(buf52, (8, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf52 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf53 = buf51[1]
        assert_tensor_metadata(buf53, (2048, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf53 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf51
        assert_size_stride_grouped((relu_41, primals_272), ((8, 512, 7, 7), (2048, 512, 1, 1)), ((25088, 1, 3584, 512), (512, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [sub_81, mul_435, unsqueeze_299, unsqueeze_300, unsqueeze_301, mul_436, mul_437, mul_438, unsqueeze_302, unsqueeze_303, unsqueeze_304, mul_439, unsqueeze_305, unsqueeze_306, unsqueeze_307, mul_440, sub_83, sub_84, mul_441, convolution_backward_7], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf58 = torch.ops.aten.convolution_backward.default(buf57, relu_41, primals_272, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf57
        del primals_272
        buf59 = buf58[0]
        assert_tensor_metadata(buf59, (8, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf59 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf60 = buf58[1]
        assert_tensor_metadata(buf60, (2048, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf60 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf58
        assert_size_stride_grouped((convolution_44, unsqueeze_310, squeeze_133), ((8, 512, 7, 7), (1, 512, 1, 1), (512, )), ((25088, 1, 3584, 512), (512, 1, 1, 1), (1, )), 'input')
        buf61 = buf40; del buf40  # reuse
        buf62 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf63 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_270, (512, ), (1, ), 'input')
        buf64 = relu_41; del relu_41  # reuse
        assert_size_stride_grouped((relu_40, primals_266), ((8, 512, 14, 14), (512, 512, 3, 3)), ((100352, 1, 7168, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf64, buf59, convolution_44, unsqueeze_310, squeeze_133, primals_270, buf61, buf62, buf63)
        del buf59
        del convolution_44
        del primals_270
        del squeeze_133
        del unsqueeze_310
        # Topologically Sorted Source Nodes: [full_default, le_7, where_7, sub_85, mul_444, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_445, mul_446, mul_447, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_448, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_449, sub_87, sub_88, mul_450, convolution_backward_8], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf65 = torch.ops.aten.convolution_backward.default(buf64, relu_40, primals_266, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf64
        del primals_266
        buf66 = buf65[0]
        assert_tensor_metadata(buf66, (8, 512, 14, 14), (100352, 1, 7168, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf66 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf67 = buf65[1]
        assert_tensor_metadata(buf67, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf67 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf65
        assert_size_stride_grouped((convolution_43, unsqueeze_322, squeeze_130), ((8, 512, 14, 14), (1, 512, 1, 1), (512, )), ((100352, 1, 7168, 512), (512, 1, 1, 1), (1, )), 'input')
        buf68 = buf62; del buf62  # reuse
        buf69 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf70 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_264, (512, ), (1, ), 'input')
        buf71 = relu_40; del relu_40  # reuse
        assert_size_stride(primals_260, (512, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf71, buf66, convolution_43, unsqueeze_322, squeeze_130, primals_264, buf68, buf69, buf70)
        del buf66
        del buf69
        del convolution_43
        del primals_264
        del squeeze_130
        del unsqueeze_322
        # Topologically Sorted Source Nodes: [full_default, le_8, where_8, sub_89, mul_453, unsqueeze_323, unsqueeze_324, unsqueeze_325, mul_454, mul_455, mul_456, unsqueeze_326, unsqueeze_327, unsqueeze_328, mul_457, unsqueeze_329, unsqueeze_330, unsqueeze_331, mul_458, sub_91, sub_92, mul_459, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf72 = torch.ops.aten.convolution_backward.default(buf71, relu_39, primals_260, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf71
        del primals_260
        buf73 = buf72[0]
        assert_tensor_metadata(buf73, (8, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf73 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf74 = buf72[1]
        assert_tensor_metadata(buf74, (512, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf74 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf72
        assert_size_stride_grouped((convolution_42, unsqueeze_334, squeeze_127), ((8, 1024, 14, 14), (1, 1024, 1, 1), (1024, )), ((200704, 1, 14336, 1024), (1024, 1, 1, 1), (1, )), 'input')
        buf75 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf76 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf77 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride(primals_258, (1024, ), (1, ), 'input')
        buf78 = convolution_42; del convolution_42  # reuse
        assert_size_stride_grouped((relu_38, primals_254), ((8, 256, 14, 14), (1024, 256, 1, 1)), ((50176, 1, 3584, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5(buf78, relu_39, buf52, buf73, unsqueeze_334, squeeze_127, primals_258, buf75, buf76, buf77)
        del primals_258
        del squeeze_127
        del unsqueeze_334
        # Topologically Sorted Source Nodes: [full_default, add_283, le_9, where_9, sub_93, mul_462, unsqueeze_335, unsqueeze_336, unsqueeze_337, mul_463, mul_464, mul_465, unsqueeze_338, unsqueeze_339, unsqueeze_340, mul_466, unsqueeze_341, unsqueeze_342, unsqueeze_343, mul_467, sub_95, sub_96, mul_468, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf79 = torch.ops.aten.convolution_backward.default(buf78, relu_38, primals_254, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf78
        del primals_254
        buf80 = buf79[0]
        assert_tensor_metadata(buf80, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf80 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf81 = buf79[1]
        assert_tensor_metadata(buf81, (1024, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf81 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf79
        assert_size_stride_grouped((convolution_41, unsqueeze_346, squeeze_124), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf82 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf83 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf84 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_252, (256, ), (1, ), 'input')
        buf85 = relu_38; del relu_38  # reuse
        assert_size_stride_grouped((relu_37, primals_248), ((8, 256, 14, 14), (256, 256, 3, 3)), ((50176, 1, 3584, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf85, buf80, convolution_41, unsqueeze_346, squeeze_124, primals_252, buf82, buf83, buf84)
        del buf80
        del convolution_41
        del primals_252
        del squeeze_124
        del unsqueeze_346
        # Topologically Sorted Source Nodes: [full_default, le_10, where_10, sub_97, mul_471, unsqueeze_347, unsqueeze_348, unsqueeze_349, mul_472, mul_473, mul_474, unsqueeze_350, unsqueeze_351, unsqueeze_352, mul_475, unsqueeze_353, unsqueeze_354, unsqueeze_355, mul_476, sub_99, sub_100, mul_477, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf86 = torch.ops.aten.convolution_backward.default(buf85, relu_37, primals_248, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf85
        del primals_248
        buf87 = buf86[0]
        assert_tensor_metadata(buf87, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf87 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf88 = buf86[1]
        assert_tensor_metadata(buf88, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf88 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf86
        assert_size_stride_grouped((convolution_40, unsqueeze_358, squeeze_121), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf89 = buf83; del buf83  # reuse
        buf90 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf91 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_246, (256, ), (1, ), 'input')
        buf92 = relu_37; del relu_37  # reuse
        assert_size_stride_grouped((relu_36, primals_242), ((8, 1024, 14, 14), (256, 1024, 1, 1)), ((200704, 1, 14336, 1024), (1024, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf92, buf87, convolution_40, unsqueeze_358, squeeze_121, primals_246, buf89, buf90, buf91)
        del buf87
        del convolution_40
        del primals_246
        del squeeze_121
        del unsqueeze_358
        # Topologically Sorted Source Nodes: [full_default, le_11, where_11, sub_101, mul_480, unsqueeze_359, unsqueeze_360, unsqueeze_361, mul_481, mul_482, mul_483, unsqueeze_362, unsqueeze_363, unsqueeze_364, mul_484, unsqueeze_365, unsqueeze_366, unsqueeze_367, mul_485, sub_103, sub_104, mul_486, convolution_backward_12], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf93 = torch.ops.aten.convolution_backward.default(buf92, relu_36, primals_242, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf92
        del primals_242
        buf94 = buf93[0]
        assert_tensor_metadata(buf94, (8, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf94 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf95 = buf93[1]
        assert_tensor_metadata(buf95, (256, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf95 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf93
        buf96 = relu_36; del relu_36  # reuse
        assert_size_stride_grouped((convolution_39, unsqueeze_370, squeeze_118), ((8, 1024, 14, 14), (1, 1024, 1, 1), (1024, )), ((200704, 1, 14336, 1024), (1024, 1, 1, 1), (1, )), 'input')
        buf97 = buf76; del buf76  # reuse
        buf98 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf99 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride(primals_240, (1024, ), (1, ), 'input')
        buf100 = convolution_39; del convolution_39  # reuse
        assert_size_stride_grouped((relu_35, primals_236), ((8, 256, 14, 14), (1024, 256, 1, 1)), ((50176, 1, 3584, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf96, buf100, relu_39, buf52, buf73, buf94, unsqueeze_370, squeeze_118, primals_240, buf97, buf98, buf99)
        del buf52
        del buf73
        del buf94
        del primals_240
        del relu_39
        del squeeze_118
        del unsqueeze_370
        # Topologically Sorted Source Nodes: [sub_105, mul_489, unsqueeze_371, unsqueeze_372, unsqueeze_373, mul_490, mul_491, mul_492, unsqueeze_374, unsqueeze_375, unsqueeze_376, mul_493, unsqueeze_377, unsqueeze_378, unsqueeze_379, mul_494, sub_107, sub_108, mul_495, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf101 = torch.ops.aten.convolution_backward.default(buf100, relu_35, primals_236, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf100
        del primals_236
        buf102 = buf101[0]
        assert_tensor_metadata(buf102, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf102 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf103 = buf101[1]
        assert_tensor_metadata(buf103, (1024, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf103 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf101
        assert_size_stride_grouped((convolution_38, unsqueeze_382, squeeze_115), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf104 = buf90; del buf90  # reuse
        buf105 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf106 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_234, (256, ), (1, ), 'input')
        buf107 = relu_35; del relu_35  # reuse
        assert_size_stride_grouped((relu_34, primals_230), ((8, 256, 14, 14), (256, 256, 3, 3)), ((50176, 1, 3584, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf107, buf102, convolution_38, unsqueeze_382, squeeze_115, primals_234, buf104, buf105, buf106)
        del buf102
        del convolution_38
        del primals_234
        del squeeze_115
        del unsqueeze_382
        # Topologically Sorted Source Nodes: [full_default, le_13, where_13, sub_109, mul_498, unsqueeze_383, unsqueeze_384, unsqueeze_385, mul_499, mul_500, mul_501, unsqueeze_386, unsqueeze_387, unsqueeze_388, mul_502, unsqueeze_389, unsqueeze_390, unsqueeze_391, mul_503, sub_111, sub_112, mul_504, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf108 = torch.ops.aten.convolution_backward.default(buf107, relu_34, primals_230, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf107
        del primals_230
        buf109 = buf108[0]
        assert_tensor_metadata(buf109, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf109 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf110 = buf108[1]
        assert_tensor_metadata(buf110, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf110 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf108
        assert_size_stride_grouped((convolution_37, unsqueeze_394, squeeze_112), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf111 = buf105; del buf105  # reuse
        buf112 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf113 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_228, (256, ), (1, ), 'input')
        buf114 = relu_34; del relu_34  # reuse
        assert_size_stride_grouped((relu_33, primals_224), ((8, 1024, 14, 14), (256, 1024, 1, 1)), ((200704, 1, 14336, 1024), (1024, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf114, buf109, convolution_37, unsqueeze_394, squeeze_112, primals_228, buf111, buf112, buf113)
        del buf109
        del convolution_37
        del primals_228
        del squeeze_112
        del unsqueeze_394
        # Topologically Sorted Source Nodes: [full_default, le_14, where_14, sub_113, mul_507, unsqueeze_395, unsqueeze_396, unsqueeze_397, mul_508, mul_509, mul_510, unsqueeze_398, unsqueeze_399, unsqueeze_400, mul_511, unsqueeze_401, unsqueeze_402, unsqueeze_403, mul_512, sub_115, sub_116, mul_513, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf115 = torch.ops.aten.convolution_backward.default(buf114, relu_33, primals_224, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf114
        del primals_224
        buf116 = buf115[0]
        assert_tensor_metadata(buf116, (8, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf116 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf117 = buf115[1]
        assert_tensor_metadata(buf117, (256, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf117 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf115
        assert_size_stride_grouped((convolution_36, unsqueeze_406, squeeze_109), ((8, 1024, 14, 14), (1, 1024, 1, 1), (1024, )), ((200704, 1, 14336, 1024), (1024, 1, 1, 1), (1, )), 'input')
        buf118 = buf98; del buf98  # reuse
        buf119 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf120 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride(primals_222, (1024, ), (1, ), 'input')
        buf121 = convolution_36; del convolution_36  # reuse
        assert_size_stride_grouped((relu_32, primals_218), ((8, 256, 14, 14), (1024, 256, 1, 1)), ((50176, 1, 3584, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5(buf121, relu_33, buf96, buf116, unsqueeze_406, squeeze_109, primals_222, buf118, buf119, buf120)
        del primals_222
        del squeeze_109
        del unsqueeze_406
        # Topologically Sorted Source Nodes: [full_default, add_285, le_15, where_15, sub_117, mul_516, unsqueeze_407, unsqueeze_408, unsqueeze_409, mul_517, mul_518, mul_519, unsqueeze_410, unsqueeze_411, unsqueeze_412, mul_520, unsqueeze_413, unsqueeze_414, unsqueeze_415, mul_521, sub_119, sub_120, mul_522, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf122 = torch.ops.aten.convolution_backward.default(buf121, relu_32, primals_218, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf121
        del primals_218
        buf123 = buf122[0]
        assert_tensor_metadata(buf123, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf123 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf124 = buf122[1]
        assert_tensor_metadata(buf124, (1024, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf124 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf122
        assert_size_stride_grouped((convolution_35, unsqueeze_418, squeeze_106), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf125 = buf112; del buf112  # reuse
        buf126 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf127 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_216, (256, ), (1, ), 'input')
        buf128 = relu_32; del relu_32  # reuse
        assert_size_stride_grouped((relu_31, primals_212), ((8, 256, 14, 14), (256, 256, 3, 3)), ((50176, 1, 3584, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf128, buf123, convolution_35, unsqueeze_418, squeeze_106, primals_216, buf125, buf126, buf127)
        del buf123
        del convolution_35
        del primals_216
        del squeeze_106
        del unsqueeze_418
        # Topologically Sorted Source Nodes: [full_default, le_16, where_16, sub_121, mul_525, unsqueeze_419, unsqueeze_420, unsqueeze_421, mul_526, mul_527, mul_528, unsqueeze_422, unsqueeze_423, unsqueeze_424, mul_529, unsqueeze_425, unsqueeze_426, unsqueeze_427, mul_530, sub_123, sub_124, mul_531, convolution_backward_17], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf129 = torch.ops.aten.convolution_backward.default(buf128, relu_31, primals_212, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf128
        del primals_212
        buf130 = buf129[0]
        assert_tensor_metadata(buf130, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf130 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf131 = buf129[1]
        assert_tensor_metadata(buf131, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf131 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf129
        assert_size_stride_grouped((convolution_34, unsqueeze_430, squeeze_103), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf132 = buf126; del buf126  # reuse
        buf133 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf134 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_210, (256, ), (1, ), 'input')
        buf135 = relu_31; del relu_31  # reuse
        assert_size_stride_grouped((relu_30, primals_206), ((8, 1024, 14, 14), (256, 1024, 1, 1)), ((200704, 1, 14336, 1024), (1024, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf135, buf130, convolution_34, unsqueeze_430, squeeze_103, primals_210, buf132, buf133, buf134)
        del buf130
        del convolution_34
        del primals_210
        del squeeze_103
        del unsqueeze_430
        # Topologically Sorted Source Nodes: [full_default, le_17, where_17, sub_125, mul_534, unsqueeze_431, unsqueeze_432, unsqueeze_433, mul_535, mul_536, mul_537, unsqueeze_434, unsqueeze_435, unsqueeze_436, mul_538, unsqueeze_437, unsqueeze_438, unsqueeze_439, mul_539, sub_127, sub_128, mul_540, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf136 = torch.ops.aten.convolution_backward.default(buf135, relu_30, primals_206, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf135
        del primals_206
        buf137 = buf136[0]
        assert_tensor_metadata(buf137, (8, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf137 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf138 = buf136[1]
        assert_tensor_metadata(buf138, (256, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf138 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf136
        buf139 = relu_30; del relu_30  # reuse
        assert_size_stride_grouped((convolution_33, unsqueeze_442, squeeze_100), ((8, 1024, 14, 14), (1, 1024, 1, 1), (1024, )), ((200704, 1, 14336, 1024), (1024, 1, 1, 1), (1, )), 'input')
        buf140 = buf119; del buf119  # reuse
        buf141 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf142 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride(primals_204, (1024, ), (1, ), 'input')
        buf143 = convolution_33; del convolution_33  # reuse
        assert_size_stride_grouped((relu_29, primals_200), ((8, 256, 14, 14), (1024, 256, 1, 1)), ((50176, 1, 3584, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf139, buf143, relu_33, buf96, buf116, buf137, unsqueeze_442, squeeze_100, primals_204, buf140, buf141, buf142)
        del buf116
        del buf137
        del buf96
        del primals_204
        del relu_33
        del squeeze_100
        del unsqueeze_442
        # Topologically Sorted Source Nodes: [sub_129, mul_543, unsqueeze_443, unsqueeze_444, unsqueeze_445, mul_544, mul_545, mul_546, unsqueeze_446, unsqueeze_447, unsqueeze_448, mul_547, unsqueeze_449, unsqueeze_450, unsqueeze_451, mul_548, sub_131, sub_132, mul_549, convolution_backward_19], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf144 = torch.ops.aten.convolution_backward.default(buf143, relu_29, primals_200, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf143
        del primals_200
        buf145 = buf144[0]
        assert_tensor_metadata(buf145, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf145 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf146 = buf144[1]
        assert_tensor_metadata(buf146, (1024, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf146 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf144
        assert_size_stride_grouped((convolution_32, unsqueeze_454, squeeze_97), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf147 = buf133; del buf133  # reuse
        buf148 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf149 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_198, (256, ), (1, ), 'input')
        buf150 = relu_29; del relu_29  # reuse
        assert_size_stride_grouped((relu_28, primals_194), ((8, 256, 14, 14), (256, 256, 3, 3)), ((50176, 1, 3584, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf150, buf145, convolution_32, unsqueeze_454, squeeze_97, primals_198, buf147, buf148, buf149)
        del buf145
        del convolution_32
        del primals_198
        del squeeze_97
        del unsqueeze_454
        # Topologically Sorted Source Nodes: [full_default, le_19, where_19, sub_133, mul_552, unsqueeze_455, unsqueeze_456, unsqueeze_457, mul_553, mul_554, mul_555, unsqueeze_458, unsqueeze_459, unsqueeze_460, mul_556, unsqueeze_461, unsqueeze_462, unsqueeze_463, mul_557, sub_135, sub_136, mul_558, convolution_backward_20], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf151 = torch.ops.aten.convolution_backward.default(buf150, relu_28, primals_194, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf150
        del primals_194
        buf152 = buf151[0]
        assert_tensor_metadata(buf152, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf152 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf153 = buf151[1]
        assert_tensor_metadata(buf153, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf153 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf151
        assert_size_stride_grouped((convolution_31, unsqueeze_466, squeeze_94), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf154 = buf148; del buf148  # reuse
        buf155 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf156 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_192, (256, ), (1, ), 'input')
        buf157 = relu_28; del relu_28  # reuse
        assert_size_stride_grouped((relu_27, primals_188), ((8, 1024, 14, 14), (256, 1024, 1, 1)), ((200704, 1, 14336, 1024), (1024, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf157, buf152, convolution_31, unsqueeze_466, squeeze_94, primals_192, buf154, buf155, buf156)
        del buf152
        del convolution_31
        del primals_192
        del squeeze_94
        del unsqueeze_466
        # Topologically Sorted Source Nodes: [full_default, le_20, where_20, sub_137, mul_561, unsqueeze_467, unsqueeze_468, unsqueeze_469, mul_562, mul_563, mul_564, unsqueeze_470, unsqueeze_471, unsqueeze_472, mul_565, unsqueeze_473, unsqueeze_474, unsqueeze_475, mul_566, sub_139, sub_140, mul_567, convolution_backward_21], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf158 = torch.ops.aten.convolution_backward.default(buf157, relu_27, primals_188, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf157
        del primals_188
        buf159 = buf158[0]
        assert_tensor_metadata(buf159, (8, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf159 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf160 = buf158[1]
        assert_tensor_metadata(buf160, (256, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf160 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf158
        assert_size_stride_grouped((convolution_30, unsqueeze_478, squeeze_91), ((8, 1024, 14, 14), (1, 1024, 1, 1), (1024, )), ((200704, 1, 14336, 1024), (1024, 1, 1, 1), (1, )), 'input')
        buf161 = buf141; del buf141  # reuse
        buf162 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf163 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride(primals_186, (1024, ), (1, ), 'input')
        buf164 = convolution_30; del convolution_30  # reuse
        assert_size_stride_grouped((relu_26, primals_182), ((8, 256, 14, 14), (1024, 256, 1, 1)), ((50176, 1, 3584, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5(buf164, relu_27, buf139, buf159, unsqueeze_478, squeeze_91, primals_186, buf161, buf162, buf163)
        del primals_186
        del squeeze_91
        del unsqueeze_478
        # Topologically Sorted Source Nodes: [full_default, add_287, le_21, where_21, sub_141, mul_570, unsqueeze_479, unsqueeze_480, unsqueeze_481, mul_571, mul_572, mul_573, unsqueeze_482, unsqueeze_483, unsqueeze_484, mul_574, unsqueeze_485, unsqueeze_486, unsqueeze_487, mul_575, sub_143, sub_144, mul_576, convolution_backward_22], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf165 = torch.ops.aten.convolution_backward.default(buf164, relu_26, primals_182, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf164
        del primals_182
        buf166 = buf165[0]
        assert_tensor_metadata(buf166, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf166 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf167 = buf165[1]
        assert_tensor_metadata(buf167, (1024, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf167 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf165
        assert_size_stride_grouped((convolution_29, unsqueeze_490, squeeze_88), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf168 = buf155; del buf155  # reuse
        buf169 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf170 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_180, (256, ), (1, ), 'input')
        buf171 = relu_26; del relu_26  # reuse
        assert_size_stride_grouped((relu_25, primals_176), ((8, 256, 14, 14), (256, 256, 3, 3)), ((50176, 1, 3584, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf171, buf166, convolution_29, unsqueeze_490, squeeze_88, primals_180, buf168, buf169, buf170)
        del buf166
        del convolution_29
        del primals_180
        del squeeze_88
        del unsqueeze_490
        # Topologically Sorted Source Nodes: [full_default, le_22, where_22, sub_145, mul_579, unsqueeze_491, unsqueeze_492, unsqueeze_493, mul_580, mul_581, mul_582, unsqueeze_494, unsqueeze_495, unsqueeze_496, mul_583, unsqueeze_497, unsqueeze_498, unsqueeze_499, mul_584, sub_147, sub_148, mul_585, convolution_backward_23], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf172 = torch.ops.aten.convolution_backward.default(buf171, relu_25, primals_176, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf171
        del primals_176
        buf173 = buf172[0]
        assert_tensor_metadata(buf173, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf173 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf174 = buf172[1]
        assert_tensor_metadata(buf174, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf174 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf172
        assert_size_stride_grouped((convolution_28, unsqueeze_502, squeeze_85), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf175 = buf169; del buf169  # reuse
        buf176 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf177 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_174, (256, ), (1, ), 'input')
        buf178 = relu_25; del relu_25  # reuse
        assert_size_stride_grouped((relu_24, primals_170), ((8, 1024, 14, 14), (256, 1024, 1, 1)), ((200704, 1, 14336, 1024), (1024, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf178, buf173, convolution_28, unsqueeze_502, squeeze_85, primals_174, buf175, buf176, buf177)
        del buf173
        del convolution_28
        del primals_174
        del squeeze_85
        del unsqueeze_502
        # Topologically Sorted Source Nodes: [full_default, le_23, where_23, sub_149, mul_588, unsqueeze_503, unsqueeze_504, unsqueeze_505, mul_589, mul_590, mul_591, unsqueeze_506, unsqueeze_507, unsqueeze_508, mul_592, unsqueeze_509, unsqueeze_510, unsqueeze_511, mul_593, sub_151, sub_152, mul_594, convolution_backward_24], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf179 = torch.ops.aten.convolution_backward.default(buf178, relu_24, primals_170, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf178
        del primals_170
        buf180 = buf179[0]
        assert_tensor_metadata(buf180, (8, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf180 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf181 = buf179[1]
        assert_tensor_metadata(buf181, (256, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf181 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf179
        buf182 = relu_24; del relu_24  # reuse
        assert_size_stride_grouped((convolution_27, unsqueeze_514, convolution_26, unsqueeze_526, squeeze_82, squeeze_79), ((8, 1024, 14, 14), (1, 1024, 1, 1), (8, 1024, 14, 14), (1, 1024, 1, 1), (1024, ), (1024, )), ((200704, 1, 14336, 1024), (1024, 1, 1, 1), (200704, 1, 14336, 1024), (1024, 1, 1, 1), (1, ), (1, )), 'input')
        buf183 = buf162; del buf162  # reuse
        buf184 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf190 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf191 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf185 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf192 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_168, primals_162), ((1024, ), (1024, )), ((1, ), (1, )), 'input')
        buf186 = convolution_27; del convolution_27  # reuse
        buf193 = convolution_26; del convolution_26  # reuse
        assert_size_stride_grouped((relu_21, primals_164), ((8, 512, 28, 28), (1024, 512, 1, 1)), ((401408, 1, 14336, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8(buf182, buf186, buf193, relu_27, buf139, buf159, buf180, unsqueeze_514, unsqueeze_526, squeeze_82, squeeze_79, primals_168, primals_162, buf183, buf184, buf190, buf191, buf185, buf192)
        del buf139
        del buf159
        del buf180
        del buf182
        del buf184
        del buf191
        del primals_162
        del primals_168
        del relu_27
        del squeeze_79
        del squeeze_82
        del unsqueeze_514
        del unsqueeze_526
        # Topologically Sorted Source Nodes: [sub_153, mul_597, unsqueeze_515, unsqueeze_516, unsqueeze_517, mul_598, mul_599, mul_600, unsqueeze_518, unsqueeze_519, unsqueeze_520, mul_601, unsqueeze_521, unsqueeze_522, unsqueeze_523, mul_602, sub_155, sub_156, mul_603, convolution_backward_25], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf187 = torch.ops.aten.convolution_backward.default(buf186, relu_21, primals_164, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf186
        del primals_164
        buf188 = buf187[0]
        assert_tensor_metadata(buf188, (8, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf188 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf189 = buf187[1]
        assert_tensor_metadata(buf189, (1024, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf189 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf187
        assert_size_stride_grouped((relu_23, primals_158), ((8, 256, 14, 14), (1024, 256, 1, 1)), ((50176, 1, 3584, 256), (256, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [sub_157, mul_606, unsqueeze_527, unsqueeze_528, unsqueeze_529, mul_607, mul_608, mul_609, unsqueeze_530, unsqueeze_531, unsqueeze_532, mul_610, unsqueeze_533, unsqueeze_534, unsqueeze_535, mul_611, sub_159, sub_160, mul_612, convolution_backward_26], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf194 = torch.ops.aten.convolution_backward.default(buf193, relu_23, primals_158, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf193
        del primals_158
        buf195 = buf194[0]
        assert_tensor_metadata(buf195, (8, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf195 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf196 = buf194[1]
        assert_tensor_metadata(buf196, (1024, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf196 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf194
        assert_size_stride_grouped((convolution_25, unsqueeze_538, squeeze_76), ((8, 256, 14, 14), (1, 256, 1, 1), (256, )), ((50176, 1, 3584, 256), (256, 1, 1, 1), (1, )), 'input')
        buf197 = buf176; del buf176  # reuse
        buf198 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf199 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_156, (256, ), (1, ), 'input')
        buf200 = relu_23; del relu_23  # reuse
        assert_size_stride_grouped((relu_22, primals_152), ((8, 256, 28, 28), (256, 256, 3, 3)), ((200704, 1, 7168, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf200, buf195, convolution_25, unsqueeze_538, squeeze_76, primals_156, buf197, buf198, buf199)
        del buf195
        del convolution_25
        del primals_156
        del squeeze_76
        del unsqueeze_538
        # Topologically Sorted Source Nodes: [full_default, le_25, where_25, sub_161, mul_615, unsqueeze_539, unsqueeze_540, unsqueeze_541, mul_616, mul_617, mul_618, unsqueeze_542, unsqueeze_543, unsqueeze_544, mul_619, unsqueeze_545, unsqueeze_546, unsqueeze_547, mul_620, sub_163, sub_164, mul_621, convolution_backward_27], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf201 = torch.ops.aten.convolution_backward.default(buf200, relu_22, primals_152, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf200
        del primals_152
        buf202 = buf201[0]
        assert_tensor_metadata(buf202, (8, 256, 28, 28), (200704, 1, 7168, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf202 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf203 = buf201[1]
        assert_tensor_metadata(buf203, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf203 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf201
        assert_size_stride_grouped((convolution_24, unsqueeze_550, squeeze_73), ((8, 256, 28, 28), (1, 256, 1, 1), (256, )), ((200704, 1, 7168, 256), (256, 1, 1, 1), (1, )), 'input')
        buf204 = buf198; del buf198  # reuse
        buf205 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf206 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_150, (256, ), (1, ), 'input')
        buf207 = relu_22; del relu_22  # reuse
        assert_size_stride(primals_146, (256, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_9(buf207, buf202, convolution_24, unsqueeze_550, squeeze_73, primals_150, buf204, buf205, buf206)
        del buf202
        del convolution_24
        del primals_150
        del squeeze_73
        del unsqueeze_550
        # Topologically Sorted Source Nodes: [full_default, le_26, where_26, sub_165, mul_624, unsqueeze_551, unsqueeze_552, unsqueeze_553, mul_625, mul_626, mul_627, unsqueeze_554, unsqueeze_555, unsqueeze_556, mul_628, unsqueeze_557, unsqueeze_558, unsqueeze_559, mul_629, sub_167, sub_168, mul_630, convolution_backward_28], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf208 = torch.ops.aten.convolution_backward.default(buf207, relu_21, primals_146, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf207
        del primals_146
        buf209 = buf208[0]
        assert_tensor_metadata(buf209, (8, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf209 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf210 = buf208[1]
        assert_tensor_metadata(buf210, (256, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf210 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf208
        assert_size_stride_grouped((convolution_23, unsqueeze_562, squeeze_70), ((8, 512, 28, 28), (1, 512, 1, 1), (512, )), ((401408, 1, 14336, 512), (512, 1, 1, 1), (1, )), 'input')
        buf211 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf212 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf213 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_144, (512, ), (1, ), 'input')
        buf214 = convolution_23; del convolution_23  # reuse
        assert_size_stride_grouped((relu_20, primals_140), ((8, 128, 28, 28), (512, 128, 1, 1)), ((100352, 1, 3584, 128), (128, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf214, relu_21, buf188, buf209, unsqueeze_562, squeeze_70, primals_144, buf211, buf212, buf213)
        del primals_144
        del squeeze_70
        del unsqueeze_562
        # Topologically Sorted Source Nodes: [full_default, add_289, le_27, where_27, sub_169, mul_633, unsqueeze_563, unsqueeze_564, unsqueeze_565, mul_634, mul_635, mul_636, unsqueeze_566, unsqueeze_567, unsqueeze_568, mul_637, unsqueeze_569, unsqueeze_570, unsqueeze_571, mul_638, sub_171, sub_172, mul_639, convolution_backward_29], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf215 = torch.ops.aten.convolution_backward.default(buf214, relu_20, primals_140, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf214
        del primals_140
        buf216 = buf215[0]
        assert_tensor_metadata(buf216, (8, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf216 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf217 = buf215[1]
        assert_tensor_metadata(buf217, (512, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf217 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf215
        assert_size_stride_grouped((convolution_22, unsqueeze_574, squeeze_67), ((8, 128, 28, 28), (1, 128, 1, 1), (128, )), ((100352, 1, 3584, 128), (128, 1, 1, 1), (1, )), 'input')
        buf218 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf219 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf220 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_138, (128, ), (1, ), 'input')
        buf221 = relu_20; del relu_20  # reuse
        assert_size_stride_grouped((relu_19, primals_134), ((8, 128, 28, 28), (128, 128, 3, 3)), ((100352, 1, 3584, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf221, buf216, convolution_22, unsqueeze_574, squeeze_67, primals_138, buf218, buf219, buf220)
        del buf216
        del convolution_22
        del primals_138
        del squeeze_67
        del unsqueeze_574
        # Topologically Sorted Source Nodes: [full_default, le_28, where_28, sub_173, mul_642, unsqueeze_575, unsqueeze_576, unsqueeze_577, mul_643, mul_644, mul_645, unsqueeze_578, unsqueeze_579, unsqueeze_580, mul_646, unsqueeze_581, unsqueeze_582, unsqueeze_583, mul_647, sub_175, sub_176, mul_648, convolution_backward_30], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf222 = torch.ops.aten.convolution_backward.default(buf221, relu_19, primals_134, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf221
        del primals_134
        buf223 = buf222[0]
        assert_tensor_metadata(buf223, (8, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf223 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf224 = buf222[1]
        assert_tensor_metadata(buf224, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf224 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf222
        assert_size_stride_grouped((convolution_21, unsqueeze_586, squeeze_64), ((8, 128, 28, 28), (1, 128, 1, 1), (128, )), ((100352, 1, 3584, 128), (128, 1, 1, 1), (1, )), 'input')
        buf225 = buf219; del buf219  # reuse
        buf226 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf227 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_132, (128, ), (1, ), 'input')
        buf228 = relu_19; del relu_19  # reuse
        assert_size_stride_grouped((relu_18, primals_128), ((8, 512, 28, 28), (128, 512, 1, 1)), ((401408, 1, 14336, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf228, buf223, convolution_21, unsqueeze_586, squeeze_64, primals_132, buf225, buf226, buf227)
        del buf223
        del convolution_21
        del primals_132
        del squeeze_64
        del unsqueeze_586
        # Topologically Sorted Source Nodes: [full_default, le_29, where_29, sub_177, mul_651, unsqueeze_587, unsqueeze_588, unsqueeze_589, mul_652, mul_653, mul_654, unsqueeze_590, unsqueeze_591, unsqueeze_592, mul_655, unsqueeze_593, unsqueeze_594, unsqueeze_595, mul_656, sub_179, sub_180, mul_657, convolution_backward_31], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf229 = torch.ops.aten.convolution_backward.default(buf228, relu_18, primals_128, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf228
        del primals_128
        buf230 = buf229[0]
        assert_tensor_metadata(buf230, (8, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf230 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf231 = buf229[1]
        assert_tensor_metadata(buf231, (128, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf231 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf229
        buf232 = relu_18; del relu_18  # reuse
        assert_size_stride_grouped((convolution_20, unsqueeze_598, squeeze_61), ((8, 512, 28, 28), (1, 512, 1, 1), (512, )), ((401408, 1, 14336, 512), (512, 1, 1, 1), (1, )), 'input')
        buf233 = buf212; del buf212  # reuse
        buf234 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf235 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_126, (512, ), (1, ), 'input')
        buf236 = convolution_20; del convolution_20  # reuse
        assert_size_stride_grouped((relu_17, primals_122), ((8, 128, 28, 28), (512, 128, 1, 1)), ((100352, 1, 3584, 128), (128, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_12(buf232, buf236, relu_21, buf188, buf209, buf230, unsqueeze_598, squeeze_61, primals_126, buf233, buf234, buf235)
        del buf188
        del buf209
        del buf230
        del primals_126
        del relu_21
        del squeeze_61
        del unsqueeze_598
        # Topologically Sorted Source Nodes: [sub_181, mul_660, unsqueeze_599, unsqueeze_600, unsqueeze_601, mul_661, mul_662, mul_663, unsqueeze_602, unsqueeze_603, unsqueeze_604, mul_664, unsqueeze_605, unsqueeze_606, unsqueeze_607, mul_665, sub_183, sub_184, mul_666, convolution_backward_32], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf237 = torch.ops.aten.convolution_backward.default(buf236, relu_17, primals_122, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf236
        del primals_122
        buf238 = buf237[0]
        assert_tensor_metadata(buf238, (8, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf238 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf239 = buf237[1]
        assert_tensor_metadata(buf239, (512, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf239 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf237
        assert_size_stride_grouped((convolution_19, unsqueeze_610, squeeze_58), ((8, 128, 28, 28), (1, 128, 1, 1), (128, )), ((100352, 1, 3584, 128), (128, 1, 1, 1), (1, )), 'input')
        buf240 = buf226; del buf226  # reuse
        buf241 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf242 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_120, (128, ), (1, ), 'input')
        buf243 = relu_17; del relu_17  # reuse
        assert_size_stride_grouped((relu_16, primals_116), ((8, 128, 28, 28), (128, 128, 3, 3)), ((100352, 1, 3584, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf243, buf238, convolution_19, unsqueeze_610, squeeze_58, primals_120, buf240, buf241, buf242)
        del buf238
        del convolution_19
        del primals_120
        del squeeze_58
        del unsqueeze_610
        # Topologically Sorted Source Nodes: [full_default, le_31, where_31, sub_185, mul_669, unsqueeze_611, unsqueeze_612, unsqueeze_613, mul_670, mul_671, mul_672, unsqueeze_614, unsqueeze_615, unsqueeze_616, mul_673, unsqueeze_617, unsqueeze_618, unsqueeze_619, mul_674, sub_187, sub_188, mul_675, convolution_backward_33], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf244 = torch.ops.aten.convolution_backward.default(buf243, relu_16, primals_116, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf243
        del primals_116
        buf245 = buf244[0]
        assert_tensor_metadata(buf245, (8, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf245 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf246 = buf244[1]
        assert_tensor_metadata(buf246, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf246 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf244
        assert_size_stride_grouped((convolution_18, unsqueeze_622, squeeze_55), ((8, 128, 28, 28), (1, 128, 1, 1), (128, )), ((100352, 1, 3584, 128), (128, 1, 1, 1), (1, )), 'input')
        buf247 = buf241; del buf241  # reuse
        buf248 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf249 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_114, (128, ), (1, ), 'input')
        buf250 = relu_16; del relu_16  # reuse
        assert_size_stride_grouped((relu_15, primals_110), ((8, 512, 28, 28), (128, 512, 1, 1)), ((401408, 1, 14336, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf250, buf245, convolution_18, unsqueeze_622, squeeze_55, primals_114, buf247, buf248, buf249)
        del buf245
        del convolution_18
        del primals_114
        del squeeze_55
        del unsqueeze_622
        # Topologically Sorted Source Nodes: [full_default, le_32, where_32, sub_189, mul_678, unsqueeze_623, unsqueeze_624, unsqueeze_625, mul_679, mul_680, mul_681, unsqueeze_626, unsqueeze_627, unsqueeze_628, mul_682, unsqueeze_629, unsqueeze_630, unsqueeze_631, mul_683, sub_191, sub_192, mul_684, convolution_backward_34], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf251 = torch.ops.aten.convolution_backward.default(buf250, relu_15, primals_110, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf250
        del primals_110
        buf252 = buf251[0]
        assert_tensor_metadata(buf252, (8, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf252 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf253 = buf251[1]
        assert_tensor_metadata(buf253, (128, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf253 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf251
        assert_size_stride_grouped((convolution_17, unsqueeze_634, squeeze_52), ((8, 512, 28, 28), (1, 512, 1, 1), (512, )), ((401408, 1, 14336, 512), (512, 1, 1, 1), (1, )), 'input')
        buf254 = buf234; del buf234  # reuse
        buf255 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf256 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_108, (512, ), (1, ), 'input')
        buf257 = convolution_17; del convolution_17  # reuse
        assert_size_stride_grouped((relu_14, primals_104), ((8, 128, 28, 28), (512, 128, 1, 1)), ((100352, 1, 3584, 128), (128, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf257, relu_15, buf232, buf252, unsqueeze_634, squeeze_52, primals_108, buf254, buf255, buf256)
        del primals_108
        del squeeze_52
        del unsqueeze_634
        # Topologically Sorted Source Nodes: [full_default, add_291, le_33, where_33, sub_193, mul_687, unsqueeze_635, unsqueeze_636, unsqueeze_637, mul_688, mul_689, mul_690, unsqueeze_638, unsqueeze_639, unsqueeze_640, mul_691, unsqueeze_641, unsqueeze_642, unsqueeze_643, mul_692, sub_195, sub_196, mul_693, convolution_backward_35], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf258 = torch.ops.aten.convolution_backward.default(buf257, relu_14, primals_104, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf257
        del primals_104
        buf259 = buf258[0]
        assert_tensor_metadata(buf259, (8, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf259 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf260 = buf258[1]
        assert_tensor_metadata(buf260, (512, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf260 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf258
        assert_size_stride_grouped((convolution_16, unsqueeze_646, squeeze_49), ((8, 128, 28, 28), (1, 128, 1, 1), (128, )), ((100352, 1, 3584, 128), (128, 1, 1, 1), (1, )), 'input')
        buf261 = buf248; del buf248  # reuse
        buf262 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf263 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_102, (128, ), (1, ), 'input')
        buf264 = relu_14; del relu_14  # reuse
        assert_size_stride_grouped((relu_13, primals_98), ((8, 128, 28, 28), (128, 128, 3, 3)), ((100352, 1, 3584, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf264, buf259, convolution_16, unsqueeze_646, squeeze_49, primals_102, buf261, buf262, buf263)
        del buf259
        del convolution_16
        del primals_102
        del squeeze_49
        del unsqueeze_646
        # Topologically Sorted Source Nodes: [full_default, le_34, where_34, sub_197, mul_696, unsqueeze_647, unsqueeze_648, unsqueeze_649, mul_697, mul_698, mul_699, unsqueeze_650, unsqueeze_651, unsqueeze_652, mul_700, unsqueeze_653, unsqueeze_654, unsqueeze_655, mul_701, sub_199, sub_200, mul_702, convolution_backward_36], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf265 = torch.ops.aten.convolution_backward.default(buf264, relu_13, primals_98, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf264
        del primals_98
        buf266 = buf265[0]
        assert_tensor_metadata(buf266, (8, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf266 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf267 = buf265[1]
        assert_tensor_metadata(buf267, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf267 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf265
        assert_size_stride_grouped((convolution_15, unsqueeze_658, squeeze_46), ((8, 128, 28, 28), (1, 128, 1, 1), (128, )), ((100352, 1, 3584, 128), (128, 1, 1, 1), (1, )), 'input')
        buf268 = buf262; del buf262  # reuse
        buf269 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf270 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_96, (128, ), (1, ), 'input')
        buf271 = relu_13; del relu_13  # reuse
        assert_size_stride_grouped((relu_12, primals_92), ((8, 512, 28, 28), (128, 512, 1, 1)), ((401408, 1, 14336, 512), (512, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf271, buf266, convolution_15, unsqueeze_658, squeeze_46, primals_96, buf268, buf269, buf270)
        del buf266
        del convolution_15
        del primals_96
        del squeeze_46
        del unsqueeze_658
        # Topologically Sorted Source Nodes: [full_default, le_35, where_35, sub_201, mul_705, unsqueeze_659, unsqueeze_660, unsqueeze_661, mul_706, mul_707, mul_708, unsqueeze_662, unsqueeze_663, unsqueeze_664, mul_709, unsqueeze_665, unsqueeze_666, unsqueeze_667, mul_710, sub_203, sub_204, mul_711, convolution_backward_37], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf272 = torch.ops.aten.convolution_backward.default(buf271, relu_12, primals_92, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf271
        del primals_92
        buf273 = buf272[0]
        assert_tensor_metadata(buf273, (8, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf273 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf274 = buf272[1]
        assert_tensor_metadata(buf274, (128, 512, 1, 1), (512, 1, 512, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf274 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf272
        buf275 = relu_12; del relu_12  # reuse
        assert_size_stride_grouped((convolution_14, unsqueeze_670, convolution_13, unsqueeze_682, squeeze_43, squeeze_40), ((8, 512, 28, 28), (1, 512, 1, 1), (8, 512, 28, 28), (1, 512, 1, 1), (512, ), (512, )), ((401408, 1, 14336, 512), (512, 1, 1, 1), (401408, 1, 14336, 512), (512, 1, 1, 1), (1, ), (1, )), 'input')
        buf276 = buf255; del buf255  # reuse
        buf277 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf283 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf284 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf278 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf285 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_90, primals_84), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf279 = convolution_14; del convolution_14  # reuse
        buf286 = convolution_13; del convolution_13  # reuse
        assert_size_stride_grouped((relu_9, primals_86), ((8, 256, 56, 56), (512, 256, 1, 1)), ((802816, 1, 14336, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_13(buf275, buf279, buf286, relu_15, buf232, buf252, buf273, unsqueeze_670, unsqueeze_682, squeeze_43, squeeze_40, primals_90, primals_84, buf276, buf277, buf283, buf284, buf278, buf285)
        del buf232
        del buf252
        del buf273
        del buf275
        del buf277
        del buf284
        del primals_84
        del primals_90
        del relu_15
        del squeeze_40
        del squeeze_43
        del unsqueeze_670
        del unsqueeze_682
        # Topologically Sorted Source Nodes: [sub_205, mul_714, unsqueeze_671, unsqueeze_672, unsqueeze_673, mul_715, mul_716, mul_717, unsqueeze_674, unsqueeze_675, unsqueeze_676, mul_718, unsqueeze_677, unsqueeze_678, unsqueeze_679, mul_719, sub_207, sub_208, mul_720, convolution_backward_38], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf280 = torch.ops.aten.convolution_backward.default(buf279, relu_9, primals_86, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf279
        del primals_86
        buf281 = buf280[0]
        assert_tensor_metadata(buf281, (8, 256, 56, 56), (802816, 1, 14336, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf281 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf282 = buf280[1]
        assert_tensor_metadata(buf282, (512, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf282 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf280
        assert_size_stride_grouped((relu_11, primals_80), ((8, 128, 28, 28), (512, 128, 1, 1)), ((100352, 1, 3584, 128), (128, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [sub_209, mul_723, unsqueeze_683, unsqueeze_684, unsqueeze_685, mul_724, mul_725, mul_726, unsqueeze_686, unsqueeze_687, unsqueeze_688, mul_727, unsqueeze_689, unsqueeze_690, unsqueeze_691, mul_728, sub_211, sub_212, mul_729, convolution_backward_39], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf287 = torch.ops.aten.convolution_backward.default(buf286, relu_11, primals_80, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf286
        del primals_80
        buf288 = buf287[0]
        assert_tensor_metadata(buf288, (8, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf288 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf289 = buf287[1]
        assert_tensor_metadata(buf289, (512, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf289 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf287
        assert_size_stride_grouped((convolution_12, unsqueeze_694, squeeze_37), ((8, 128, 28, 28), (1, 128, 1, 1), (128, )), ((100352, 1, 3584, 128), (128, 1, 1, 1), (1, )), 'input')
        buf290 = buf269; del buf269  # reuse
        buf291 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf292 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_78, (128, ), (1, ), 'input')
        buf293 = relu_11; del relu_11  # reuse
        assert_size_stride_grouped((relu_10, primals_74), ((8, 128, 56, 56), (128, 128, 3, 3)), ((401408, 1, 7168, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf293, buf288, convolution_12, unsqueeze_694, squeeze_37, primals_78, buf290, buf291, buf292)
        del buf288
        del convolution_12
        del primals_78
        del squeeze_37
        del unsqueeze_694
        # Topologically Sorted Source Nodes: [full_default, le_37, where_37, sub_213, mul_732, unsqueeze_695, unsqueeze_696, unsqueeze_697, mul_733, mul_734, mul_735, unsqueeze_698, unsqueeze_699, unsqueeze_700, mul_736, unsqueeze_701, unsqueeze_702, unsqueeze_703, mul_737, sub_215, sub_216, mul_738, convolution_backward_40], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf294 = torch.ops.aten.convolution_backward.default(buf293, relu_10, primals_74, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf293
        del primals_74
        buf295 = buf294[0]
        assert_tensor_metadata(buf295, (8, 128, 56, 56), (401408, 1, 7168, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf295 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf296 = buf294[1]
        assert_tensor_metadata(buf296, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf296 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf294
        assert_size_stride_grouped((convolution_11, unsqueeze_706, squeeze_34), ((8, 128, 56, 56), (1, 128, 1, 1), (128, )), ((401408, 1, 7168, 128), (128, 1, 1, 1), (1, )), 'input')
        buf297 = buf291; del buf291  # reuse
        buf298 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf299 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_72, (128, ), (1, ), 'input')
        buf300 = relu_10; del relu_10  # reuse
        assert_size_stride(primals_68, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14(buf300, buf295, convolution_11, unsqueeze_706, squeeze_34, primals_72, buf297, buf298, buf299)
        del buf295
        del buf298
        del convolution_11
        del primals_72
        del squeeze_34
        del unsqueeze_706
        # Topologically Sorted Source Nodes: [full_default, le_38, where_38, sub_217, mul_741, unsqueeze_707, unsqueeze_708, unsqueeze_709, mul_742, mul_743, mul_744, unsqueeze_710, unsqueeze_711, unsqueeze_712, mul_745, unsqueeze_713, unsqueeze_714, unsqueeze_715, mul_746, sub_219, sub_220, mul_747, convolution_backward_41], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf301 = torch.ops.aten.convolution_backward.default(buf300, relu_9, primals_68, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf300
        del primals_68
        buf302 = buf301[0]
        assert_tensor_metadata(buf302, (8, 256, 56, 56), (802816, 1, 14336, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf302 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf303 = buf301[1]
        assert_tensor_metadata(buf303, (128, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf303 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf301
        assert_size_stride_grouped((convolution_10, unsqueeze_718, squeeze_31), ((8, 256, 56, 56), (1, 256, 1, 1), (256, )), ((802816, 1, 14336, 256), (256, 1, 1, 1), (1, )), 'input')
        buf304 = buf205; del buf205  # reuse
        buf305 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf306 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_66, (256, ), (1, ), 'input')
        buf307 = convolution_10; del convolution_10  # reuse
        assert_size_stride_grouped((relu_8, primals_62), ((8, 64, 56, 56), (256, 64, 1, 1)), ((200704, 1, 3584, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_15(buf307, relu_9, buf281, buf302, unsqueeze_718, squeeze_31, primals_66, buf304, buf305, buf306)
        del primals_66
        del squeeze_31
        del unsqueeze_718
        # Topologically Sorted Source Nodes: [full_default, add_293, le_39, where_39, sub_221, mul_750, unsqueeze_719, unsqueeze_720, unsqueeze_721, mul_751, mul_752, mul_753, unsqueeze_722, unsqueeze_723, unsqueeze_724, mul_754, unsqueeze_725, unsqueeze_726, unsqueeze_727, mul_755, sub_223, sub_224, mul_756, convolution_backward_42], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf308 = torch.ops.aten.convolution_backward.default(buf307, relu_8, primals_62, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf307
        del primals_62
        buf309 = buf308[0]
        assert_tensor_metadata(buf309, (8, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf309 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf310 = buf308[1]
        assert_tensor_metadata(buf310, (256, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf310 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf308
        assert_size_stride_grouped((convolution_9, unsqueeze_730, squeeze_28), ((8, 64, 56, 56), (1, 64, 1, 1), (64, )), ((200704, 1, 3584, 64), (64, 1, 1, 1), (1, )), 'input')
        buf311 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf312 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf313 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_60, (64, ), (1, ), 'input')
        buf314 = relu_8; del relu_8  # reuse
        assert_size_stride_grouped((relu_7, primals_56), ((8, 64, 56, 56), (64, 64, 3, 3)), ((200704, 1, 3584, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf314, buf309, convolution_9, unsqueeze_730, squeeze_28, primals_60, buf311, buf312, buf313)
        del buf309
        del convolution_9
        del primals_60
        del squeeze_28
        del unsqueeze_730
        # Topologically Sorted Source Nodes: [full_default, le_40, where_40, sub_225, mul_759, unsqueeze_731, unsqueeze_732, unsqueeze_733, mul_760, mul_761, mul_762, unsqueeze_734, unsqueeze_735, unsqueeze_736, mul_763, unsqueeze_737, unsqueeze_738, unsqueeze_739, mul_764, sub_227, sub_228, mul_765, convolution_backward_43], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf315 = torch.ops.aten.convolution_backward.default(buf314, relu_7, primals_56, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf314
        del primals_56
        buf316 = buf315[0]
        assert_tensor_metadata(buf316, (8, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf316 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf317 = buf315[1]
        assert_tensor_metadata(buf317, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf317 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf315
        assert_size_stride_grouped((convolution_8, unsqueeze_742, squeeze_25), ((8, 64, 56, 56), (1, 64, 1, 1), (64, )), ((200704, 1, 3584, 64), (64, 1, 1, 1), (1, )), 'input')
        buf318 = buf312; del buf312  # reuse
        buf319 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf320 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_54, (64, ), (1, ), 'input')
        buf321 = relu_7; del relu_7  # reuse
        assert_size_stride_grouped((relu_6, primals_50), ((8, 256, 56, 56), (64, 256, 1, 1)), ((802816, 1, 14336, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf321, buf316, convolution_8, unsqueeze_742, squeeze_25, primals_54, buf318, buf319, buf320)
        del buf316
        del convolution_8
        del primals_54
        del squeeze_25
        del unsqueeze_742
        # Topologically Sorted Source Nodes: [full_default, le_41, where_41, sub_229, mul_768, unsqueeze_743, unsqueeze_744, unsqueeze_745, mul_769, mul_770, mul_771, unsqueeze_746, unsqueeze_747, unsqueeze_748, mul_772, unsqueeze_749, unsqueeze_750, unsqueeze_751, mul_773, sub_231, sub_232, mul_774, convolution_backward_44], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf322 = torch.ops.aten.convolution_backward.default(buf321, relu_6, primals_50, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf321
        del primals_50
        buf323 = buf322[0]
        assert_tensor_metadata(buf323, (8, 256, 56, 56), (802816, 1, 14336, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf323 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf324 = buf322[1]
        assert_tensor_metadata(buf324, (64, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf324 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf322
        buf325 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((convolution_7, unsqueeze_754, squeeze_22), ((8, 256, 56, 56), (1, 256, 1, 1), (256, )), ((802816, 1, 14336, 256), (256, 1, 1, 1), (1, )), 'input')
        buf326 = buf305; del buf305  # reuse
        buf327 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf328 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_48, (256, ), (1, ), 'input')
        buf329 = convolution_7; del convolution_7  # reuse
        assert_size_stride_grouped((relu_5, primals_44), ((8, 64, 56, 56), (256, 64, 1, 1)), ((200704, 1, 3584, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_17(buf325, buf329, relu_9, buf281, buf302, buf323, unsqueeze_754, squeeze_22, primals_48, buf326, buf327, buf328)
        del buf281
        del buf302
        del buf323
        del primals_48
        del relu_9
        del squeeze_22
        del unsqueeze_754
        # Topologically Sorted Source Nodes: [sub_233, mul_777, unsqueeze_755, unsqueeze_756, unsqueeze_757, mul_778, mul_779, mul_780, unsqueeze_758, unsqueeze_759, unsqueeze_760, mul_781, unsqueeze_761, unsqueeze_762, unsqueeze_763, mul_782, sub_235, sub_236, mul_783, convolution_backward_45], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf330 = torch.ops.aten.convolution_backward.default(buf329, relu_5, primals_44, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf329
        del primals_44
        buf331 = buf330[0]
        assert_tensor_metadata(buf331, (8, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf331 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf332 = buf330[1]
        assert_tensor_metadata(buf332, (256, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf332 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf330
        assert_size_stride_grouped((convolution_6, unsqueeze_766, squeeze_19), ((8, 64, 56, 56), (1, 64, 1, 1), (64, )), ((200704, 1, 3584, 64), (64, 1, 1, 1), (1, )), 'input')
        buf333 = buf319; del buf319  # reuse
        buf334 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf335 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_42, (64, ), (1, ), 'input')
        buf336 = relu_5; del relu_5  # reuse
        assert_size_stride_grouped((relu_4, primals_38), ((8, 64, 56, 56), (64, 64, 3, 3)), ((200704, 1, 3584, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf336, buf331, convolution_6, unsqueeze_766, squeeze_19, primals_42, buf333, buf334, buf335)
        del buf331
        del convolution_6
        del primals_42
        del squeeze_19
        del unsqueeze_766
        # Topologically Sorted Source Nodes: [full_default, le_43, where_43, sub_237, mul_786, unsqueeze_767, unsqueeze_768, unsqueeze_769, mul_787, mul_788, mul_789, unsqueeze_770, unsqueeze_771, unsqueeze_772, mul_790, unsqueeze_773, unsqueeze_774, unsqueeze_775, mul_791, sub_239, sub_240, mul_792, convolution_backward_46], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf337 = torch.ops.aten.convolution_backward.default(buf336, relu_4, primals_38, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf336
        del primals_38
        buf338 = buf337[0]
        assert_tensor_metadata(buf338, (8, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf338 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf339 = buf337[1]
        assert_tensor_metadata(buf339, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf339 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf337
        assert_size_stride_grouped((convolution_5, unsqueeze_778, squeeze_16), ((8, 64, 56, 56), (1, 64, 1, 1), (64, )), ((200704, 1, 3584, 64), (64, 1, 1, 1), (1, )), 'input')
        buf340 = buf334; del buf334  # reuse
        buf341 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf342 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_36, (64, ), (1, ), 'input')
        buf343 = relu_4; del relu_4  # reuse
        assert_size_stride_grouped((relu_3, primals_32), ((8, 256, 56, 56), (64, 256, 1, 1)), ((802816, 1, 14336, 256), (256, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf343, buf338, convolution_5, unsqueeze_778, squeeze_16, primals_36, buf340, buf341, buf342)
        del buf338
        del convolution_5
        del primals_36
        del squeeze_16
        del unsqueeze_778
        # Topologically Sorted Source Nodes: [full_default, le_44, where_44, sub_241, mul_795, unsqueeze_779, unsqueeze_780, unsqueeze_781, mul_796, mul_797, mul_798, unsqueeze_782, unsqueeze_783, unsqueeze_784, mul_799, unsqueeze_785, unsqueeze_786, unsqueeze_787, mul_800, sub_243, sub_244, mul_801, convolution_backward_47], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf344 = torch.ops.aten.convolution_backward.default(buf343, relu_3, primals_32, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf343
        del primals_32
        buf345 = buf344[0]
        assert_tensor_metadata(buf345, (8, 256, 56, 56), (802816, 1, 14336, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf345 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf346 = buf344[1]
        assert_tensor_metadata(buf346, (64, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf346 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf344
        assert_size_stride_grouped((convolution_4, unsqueeze_790, convolution_3, unsqueeze_802, squeeze_13, squeeze_10), ((8, 256, 56, 56), (1, 256, 1, 1), (8, 256, 56, 56), (1, 256, 1, 1), (256, ), (256, )), ((802816, 1, 14336, 256), (256, 1, 1, 1), (802816, 1, 14336, 256), (256, 1, 1, 1), (1, ), (1, )), 'input')
        buf347 = buf327; del buf327  # reuse
        buf348 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf354 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf355 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf349 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf356 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_30, primals_24), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf350 = convolution_4; del convolution_4  # reuse
        buf357 = convolution_3; del convolution_3  # reuse
        assert_size_stride_grouped((getitem_2, primals_26), ((8, 64, 56, 56), (256, 64, 1, 1)), ((200704, 1, 3584, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_18(buf350, buf357, relu_3, buf325, buf345, unsqueeze_790, unsqueeze_802, squeeze_13, squeeze_10, primals_30, primals_24, buf347, buf348, buf354, buf355, buf349, buf356)
        del buf325
        del buf345
        del buf348
        del buf355
        del primals_24
        del primals_30
        del relu_3
        del squeeze_10
        del squeeze_13
        del unsqueeze_790
        del unsqueeze_802
        # Topologically Sorted Source Nodes: [full_default, add_295, le_45, where_45, sub_245, mul_804, unsqueeze_791, unsqueeze_792, unsqueeze_793, mul_805, mul_806, mul_807, unsqueeze_794, unsqueeze_795, unsqueeze_796, mul_808, unsqueeze_797, unsqueeze_798, unsqueeze_799, mul_809, sub_247, sub_248, mul_810, convolution_backward_48], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf351 = torch.ops.aten.convolution_backward.default(buf350, getitem_2, primals_26, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf350
        del primals_26
        buf352 = buf351[0]
        assert_tensor_metadata(buf352, (8, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf352 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf353 = buf351[1]
        assert_tensor_metadata(buf353, (256, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf353 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf351
        assert_size_stride_grouped((relu_2, primals_20), ((8, 64, 56, 56), (256, 64, 1, 1)), ((200704, 1, 3584, 64), (64, 1, 1, 1)), 'input')
        # Topologically Sorted Source Nodes: [full_default, add_295, le_45, where_45, sub_249, mul_813, unsqueeze_803, unsqueeze_804, unsqueeze_805, mul_814, mul_815, mul_816, unsqueeze_806, unsqueeze_807, unsqueeze_808, mul_817, unsqueeze_809, unsqueeze_810, unsqueeze_811, mul_818, sub_251, sub_252, mul_819, convolution_backward_49], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf358 = torch.ops.aten.convolution_backward.default(buf357, relu_2, primals_20, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf357
        del primals_20
        buf359 = buf358[0]
        assert_tensor_metadata(buf359, (8, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf359 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf360 = buf358[1]
        assert_tensor_metadata(buf360, (256, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf360 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf358
        assert_size_stride_grouped((convolution_2, unsqueeze_814, squeeze_7), ((8, 64, 56, 56), (1, 64, 1, 1), (64, )), ((200704, 1, 3584, 64), (64, 1, 1, 1), (1, )), 'input')
        buf361 = buf341; del buf341  # reuse
        buf362 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf363 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_18, (64, ), (1, ), 'input')
        buf364 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((relu_1, primals_14), ((8, 64, 56, 56), (64, 64, 3, 3)), ((200704, 1, 3584, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf364, buf359, convolution_2, unsqueeze_814, squeeze_7, primals_18, buf361, buf362, buf363)
        del buf359
        del convolution_2
        del primals_18
        del squeeze_7
        del unsqueeze_814
        # Topologically Sorted Source Nodes: [full_default, le_46, where_46, sub_253, mul_822, unsqueeze_815, unsqueeze_816, unsqueeze_817, mul_823, mul_824, mul_825, unsqueeze_818, unsqueeze_819, unsqueeze_820, mul_826, unsqueeze_821, unsqueeze_822, unsqueeze_823, mul_827, sub_255, sub_256, mul_828, convolution_backward_50], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf365 = torch.ops.aten.convolution_backward.default(buf364, relu_1, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf364
        del primals_14
        buf366 = buf365[0]
        assert_tensor_metadata(buf366, (8, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf366 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf367 = buf365[1]
        assert_tensor_metadata(buf367, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf367 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf365
        assert_size_stride_grouped((convolution_1, unsqueeze_826, squeeze_4), ((8, 64, 56, 56), (1, 64, 1, 1), (64, )), ((200704, 1, 3584, 64), (64, 1, 1, 1), (1, )), 'input')
        buf368 = buf362; del buf362  # reuse
        buf369 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf370 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_12, (64, ), (1, ), 'input')
        buf371 = relu_1; del relu_1  # reuse
        assert_size_stride(primals_8, (64, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_16(buf371, buf366, convolution_1, unsqueeze_826, squeeze_4, primals_12, buf368, buf369, buf370)
        del buf366
        del convolution_1
        del primals_12
        del squeeze_4
        del unsqueeze_826
        # Topologically Sorted Source Nodes: [full_default, le_47, where_47, sub_257, mul_831, unsqueeze_827, unsqueeze_828, unsqueeze_829, mul_832, mul_833, mul_834, unsqueeze_830, unsqueeze_831, unsqueeze_832, mul_835, unsqueeze_833, unsqueeze_834, unsqueeze_835, mul_836, sub_259, sub_260, mul_837, convolution_backward_51], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf372 = torch.ops.aten.convolution_backward.default(buf371, getitem_2, primals_8, [0], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf371
        del getitem_2
        del primals_8
        buf373 = buf372[0]
        assert_tensor_metadata(buf373, (8, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf373 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf374 = buf372[1]
        assert_tensor_metadata(buf374, (64, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf374 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf372
        buf375 = empty_strided_cpu((512, 12544), (12544, 1), torch.float32)
        assert_size_stride(getitem_3, (8, 64, 56, 56), (200704, 1, 3584, 64), 'input')
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((8, 64, 112, 112), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((802816, 1, 7168, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf377 = empty_strided_cpu((8, 64, 112, 112), (802816, 12544, 112, 1), torch.float32)
        buf378 = buf369; del buf369  # reuse
        buf379 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf380 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf381 = convolution; del convolution  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((8, 3, 224, 224), (64, 3, 7, 7)), ((150528, 1, 672, 3), (147, 1, 21, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_19(buf381, getitem_3, buf352, buf373, getitem_1, rsqrt, primals_6, primals_7, buf375, buf377, buf378, buf379, buf380)
        del buf352
        del buf373
        del buf375
        del buf377
        del buf379
        del getitem_1
        del getitem_3
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [x_1, unsqueeze_836, unsqueeze_837, unsqueeze_838, sub_261, mul_840, unsqueeze_839, unsqueeze_840, unsqueeze_841, mul_841, mul_842, mul_843, unsqueeze_842, unsqueeze_843, unsqueeze_844, mul_844, unsqueeze_845, unsqueeze_846, unsqueeze_847, mul_845, sub_263, sub_264, mul_846, convolution_backward_52], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf382 = torch.ops.aten.convolution_backward.default(buf381, primals_2, primals_1, [0], (2, 2), (3, 3), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf381
        del primals_1
        del primals_2
        buf383 = buf382[1]
        assert_tensor_metadata(buf383, (64, 3, 7, 7), (147, 1, 21, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf383 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf382
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(view, (8, 2048), (2048, 1), 'input')
        cpp_fused_sum_20(tangents_1, buf2)
        buf1 = empty_strided_cpu((1000, 2048), (2048, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 8), (1, 1000), 0), view, out=buf1)
        del tangents_1
        del view
        return (buf383, None, None, None, None, buf380, buf378, buf374, None, None, None, buf370, buf368, buf367, None, None, None, buf363, buf361, buf360, None, None, None, buf356, buf354, buf353, None, None, None, buf349, buf347, buf346, None, None, None, buf342, buf340, buf339, None, None, None, buf335, buf333, buf332, None, None, None, buf328, buf326, buf324, None, None, None, buf320, buf318, buf317, None, None, None, buf313, buf311, buf310, None, None, None, buf306, buf304, buf303, None, None, None, buf299, buf297, buf296, None, None, None, buf292, buf290, buf289, None, None, None, buf285, buf283, buf282, None, None, None, buf278, buf276, buf274, None, None, None, buf270, buf268, buf267, None, None, None, buf263, buf261, buf260, None, None, None, buf256, buf254, buf253, None, None, None, buf249, buf247, buf246, None, None, None, buf242, buf240, buf239, None, None, None, buf235, buf233, buf231, None, None, None, buf227, buf225, buf224, None, None, None, buf220, buf218, buf217, None, None, None, buf213, buf211, buf210, None, None, None, buf206, buf204, buf203, None, None, None, buf199, buf197, buf196, None, None, None, buf192, buf190, buf189, None, None, None, buf185, buf183, buf181, None, None, None, buf177, buf175, buf174, None, None, None, buf170, buf168, buf167, None, None, None, buf163, buf161, buf160, None, None, None, buf156, buf154, buf153, None, None, None, buf149, buf147, buf146, None, None, None, buf142, buf140, buf138, None, None, None, buf134, buf132, buf131, None, None, None, buf127, buf125, buf124, None, None, None, buf120, buf118, buf117, None, None, None, buf113, buf111, buf110, None, None, None, buf106, buf104, buf103, None, None, None, buf99, buf97, buf95, None, None, None, buf91, buf89, buf88, None, None, None, buf84, buf82, buf81, None, None, None, buf77, buf75, buf74, None, None, None, buf70, buf68, buf67, None, None, None, buf63, buf61, buf60, None, None, None, buf56, buf54, buf53, None, None, None, buf49, buf47, buf45, None, None, None, buf41, buf39, buf38, None, None, None, buf34, buf32, buf31, None, None, None, buf27, buf25, buf24, None, None, None, buf20, buf18, buf17, None, None, None, buf13, buf11, buf10, None, None, None, buf5, buf3, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, 3, 224, 224), (150528, 1, 672, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((64, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((64, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((512, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((512, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((512, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((512, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((256, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((1024, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_246 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_252 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((512, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((2048, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((2048, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    primals_284 = rand_strided((512, 2048, 1, 1), (2048, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_290 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_296 = rand_strided((2048, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((512, 2048, 1, 1), (2048, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_306 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_312 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((2048, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_318 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    primals_320 = rand_strided((1000, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((8, 64, 112, 112), (802816, 1, 7168, 64), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.int8)
    convolution_1 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((8, 256, 56, 56), (802816, 1, 14336, 256), device='cpu', dtype=torch.float32)
    squeeze_10 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((8, 256, 56, 56), (802816, 1, 14336, 256), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((8, 256, 56, 56), (802816, 1, 14336, 256), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    squeeze_16 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_5 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((8, 256, 56, 56), (802816, 1, 14336, 256), device='cpu', dtype=torch.float32)
    squeeze_22 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((8, 256, 56, 56), (802816, 1, 14336, 256), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_7 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    squeeze_28 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((8, 64, 56, 56), (200704, 1, 3584, 64), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((8, 256, 56, 56), (802816, 1, 14336, 256), device='cpu', dtype=torch.float32)
    squeeze_31 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((8, 256, 56, 56), (802816, 1, 14336, 256), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((8, 128, 56, 56), (401408, 1, 7168, 128), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((8, 128, 56, 56), (401408, 1, 7168, 128), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    squeeze_37 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    squeeze_40 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    squeeze_46 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    squeeze_49 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_14 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    squeeze_52 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_15 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    squeeze_55 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_16 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    squeeze_58 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_17 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    convolution_20 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    squeeze_61 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_18 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    convolution_21 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    squeeze_64 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_19 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    convolution_22 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    squeeze_67 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_20 = rand_strided((8, 128, 28, 28), (100352, 1, 3584, 128), device='cpu', dtype=torch.float32)
    convolution_23 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    squeeze_70 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_21 = rand_strided((8, 512, 28, 28), (401408, 1, 14336, 512), device='cpu', dtype=torch.float32)
    convolution_24 = rand_strided((8, 256, 28, 28), (200704, 1, 7168, 256), device='cpu', dtype=torch.float32)
    squeeze_73 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_22 = rand_strided((8, 256, 28, 28), (200704, 1, 7168, 256), device='cpu', dtype=torch.float32)
    convolution_25 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_76 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_23 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_26 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    squeeze_79 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_27 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    squeeze_82 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    relu_24 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    convolution_28 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_85 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_25 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_29 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_88 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_26 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_30 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    squeeze_91 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    relu_27 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    convolution_31 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_94 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_28 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_32 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_97 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_29 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_33 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    squeeze_100 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    relu_30 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    convolution_34 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_103 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_31 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_35 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_106 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_32 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_36 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    squeeze_109 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    relu_33 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    convolution_37 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_112 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_34 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_38 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_115 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_35 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_39 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    squeeze_118 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    relu_36 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    convolution_40 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_121 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_37 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_41 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    squeeze_124 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_38 = rand_strided((8, 256, 14, 14), (50176, 1, 3584, 256), device='cpu', dtype=torch.float32)
    convolution_42 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    squeeze_127 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    relu_39 = rand_strided((8, 1024, 14, 14), (200704, 1, 14336, 1024), device='cpu', dtype=torch.float32)
    convolution_43 = rand_strided((8, 512, 14, 14), (100352, 1, 7168, 512), device='cpu', dtype=torch.float32)
    squeeze_130 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_40 = rand_strided((8, 512, 14, 14), (100352, 1, 7168, 512), device='cpu', dtype=torch.float32)
    convolution_44 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    squeeze_133 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_41 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    convolution_45 = rand_strided((8, 2048, 7, 7), (100352, 1, 14336, 2048), device='cpu', dtype=torch.float32)
    squeeze_136 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_46 = rand_strided((8, 2048, 7, 7), (100352, 1, 14336, 2048), device='cpu', dtype=torch.float32)
    squeeze_139 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    relu_42 = rand_strided((8, 2048, 7, 7), (100352, 1, 14336, 2048), device='cpu', dtype=torch.float32)
    convolution_47 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    squeeze_142 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_43 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    convolution_48 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    squeeze_145 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_44 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    convolution_49 = rand_strided((8, 2048, 7, 7), (100352, 1, 14336, 2048), device='cpu', dtype=torch.float32)
    squeeze_148 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    relu_45 = rand_strided((8, 2048, 7, 7), (100352, 1, 14336, 2048), device='cpu', dtype=torch.float32)
    convolution_50 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    squeeze_151 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_46 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    convolution_51 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    squeeze_154 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    relu_47 = rand_strided((8, 512, 7, 7), (25088, 1, 3584, 512), device='cpu', dtype=torch.float32)
    convolution_52 = rand_strided((8, 2048, 7, 7), (100352, 1, 14336, 2048), device='cpu', dtype=torch.float32)
    squeeze_157 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    view = rand_strided((8, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    le = rand_strided((8, 2048, 7, 7), (100352, 49, 7, 1), device='cpu', dtype=torch.bool)
    unsqueeze_214 = rand_strided((1, 2048, 1, 1), (2048, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_226 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_238 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_250 = rand_strided((1, 2048, 1, 1), (2048, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_262 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_274 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_286 = rand_strided((1, 2048, 1, 1), (2048, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_298 = rand_strided((1, 2048, 1, 1), (2048, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_310 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_322 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_334 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_346 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_358 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_370 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_382 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_394 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_406 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_418 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_430 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_442 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_454 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_466 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_478 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_490 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_502 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_514 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_526 = rand_strided((1, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_538 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_550 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_562 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_574 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_586 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_598 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_610 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_622 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_634 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_646 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_658 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_670 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_682 = rand_strided((1, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_694 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_706 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_718 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_730 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_742 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_754 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_766 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_778 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_790 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_802 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_814 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_826 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((8, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_126, primals_128, primals_132, primals_134, primals_138, primals_140, primals_144, primals_146, primals_150, primals_152, primals_156, primals_158, primals_162, primals_164, primals_168, primals_170, primals_174, primals_176, primals_180, primals_182, primals_186, primals_188, primals_192, primals_194, primals_198, primals_200, primals_204, primals_206, primals_210, primals_212, primals_216, primals_218, primals_222, primals_224, primals_228, primals_230, primals_234, primals_236, primals_240, primals_242, primals_246, primals_248, primals_252, primals_254, primals_258, primals_260, primals_264, primals_266, primals_270, primals_272, primals_276, primals_278, primals_282, primals_284, primals_288, primals_290, primals_294, primals_296, primals_300, primals_302, primals_306, primals_308, primals_312, primals_314, primals_318, primals_320, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, convolution_4, squeeze_13, relu_3, convolution_5, squeeze_16, relu_4, convolution_6, squeeze_19, relu_5, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, relu_10, convolution_12, squeeze_37, relu_11, convolution_13, squeeze_40, convolution_14, squeeze_43, relu_12, convolution_15, squeeze_46, relu_13, convolution_16, squeeze_49, relu_14, convolution_17, squeeze_52, relu_15, convolution_18, squeeze_55, relu_16, convolution_19, squeeze_58, relu_17, convolution_20, squeeze_61, relu_18, convolution_21, squeeze_64, relu_19, convolution_22, squeeze_67, relu_20, convolution_23, squeeze_70, relu_21, convolution_24, squeeze_73, relu_22, convolution_25, squeeze_76, relu_23, convolution_26, squeeze_79, convolution_27, squeeze_82, relu_24, convolution_28, squeeze_85, relu_25, convolution_29, squeeze_88, relu_26, convolution_30, squeeze_91, relu_27, convolution_31, squeeze_94, relu_28, convolution_32, squeeze_97, relu_29, convolution_33, squeeze_100, relu_30, convolution_34, squeeze_103, relu_31, convolution_35, squeeze_106, relu_32, convolution_36, squeeze_109, relu_33, convolution_37, squeeze_112, relu_34, convolution_38, squeeze_115, relu_35, convolution_39, squeeze_118, relu_36, convolution_40, squeeze_121, relu_37, convolution_41, squeeze_124, relu_38, convolution_42, squeeze_127, relu_39, convolution_43, squeeze_130, relu_40, convolution_44, squeeze_133, relu_41, convolution_45, squeeze_136, convolution_46, squeeze_139, relu_42, convolution_47, squeeze_142, relu_43, convolution_48, squeeze_145, relu_44, convolution_49, squeeze_148, relu_45, convolution_50, squeeze_151, relu_46, convolution_51, squeeze_154, relu_47, convolution_52, squeeze_157, view, le, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, unsqueeze_310, unsqueeze_322, unsqueeze_334, unsqueeze_346, unsqueeze_358, unsqueeze_370, unsqueeze_382, unsqueeze_394, unsqueeze_406, unsqueeze_418, unsqueeze_430, unsqueeze_442, unsqueeze_454, unsqueeze_466, unsqueeze_478, unsqueeze_490, unsqueeze_502, unsqueeze_514, unsqueeze_526, unsqueeze_538, unsqueeze_550, unsqueeze_562, unsqueeze_574, unsqueeze_586, unsqueeze_598, unsqueeze_610, unsqueeze_622, unsqueeze_634, unsqueeze_646, unsqueeze_658, unsqueeze_670, unsqueeze_682, unsqueeze_694, unsqueeze_706, unsqueeze_718, unsqueeze_730, unsqueeze_742, unsqueeze_754, unsqueeze_766, unsqueeze_778, unsqueeze_790, unsqueeze_802, unsqueeze_814, unsqueeze_826, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
