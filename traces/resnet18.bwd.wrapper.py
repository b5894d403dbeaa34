# AOT ID: ['1_backward']
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 =
                    [&]
                    {
                        __at_align__ std::array<bool, 32> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr0[static_cast<int64_t>(4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp8 =
                    [&]
                    {
                        __at_align__ std::array<bool, 32> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr0[static_cast<int64_t>(1L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp11 =
                    [&]
                    {
                        __at_align__ std::array<bool, 32> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr0[static_cast<int64_t>(2L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp14 =
                    [&]
                    {
                        __at_align__ std::array<bool, 32> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr0[static_cast<int64_t>(3L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1536L + x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(4.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = static_cast<float>(0.0);
                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                    auto tmp7 = decltype(tmp6)::blendv(tmp4, tmp6, tmp0.template cast<float,1>());
                    auto tmp9 = decltype(tmp6)::blendv(tmp4, tmp6, tmp8.template cast<float,1>());
                    auto tmp10 = tmp7 + tmp9;
                    auto tmp12 = decltype(tmp6)::blendv(tmp4, tmp6, tmp11.template cast<float,1>());
                    auto tmp13 = tmp10 + tmp12;
                    auto tmp15 = decltype(tmp6)::blendv(tmp4, tmp6, tmp14.template cast<float,1>());
                    auto tmp16 = tmp13 + tmp15;
                    auto tmp19 = tmp17 + tmp18;
                    auto tmp21 = tmp19 + tmp20;
                    auto tmp23 = tmp21 + tmp22;
                    auto tmp24 = tmp23 / tmp3;
                    auto tmp25 = tmp17 - tmp24;
                    auto tmp26 = tmp7 * tmp25;
                    auto tmp27 = tmp18 - tmp24;
                    auto tmp28 = tmp9 * tmp27;
                    auto tmp29 = tmp26 + tmp28;
                    auto tmp30 = tmp20 - tmp24;
                    auto tmp31 = tmp12 * tmp30;
                    auto tmp32 = tmp29 + tmp31;
                    auto tmp33 = tmp22 - tmp24;
                    auto tmp34 = tmp15 * tmp33;
                    auto tmp35 = tmp32 + tmp34;
                    auto tmp36 = tmp25 * tmp25;
                    auto tmp37 = tmp27 * tmp27;
                    auto tmp38 = tmp36 + tmp37;
                    auto tmp39 = tmp30 * tmp30;
                    auto tmp40 = tmp38 + tmp39;
                    auto tmp41 = tmp33 * tmp33;
                    auto tmp42 = tmp40 + tmp41;
                    auto tmp43 = tmp42 / tmp3;
                    auto tmp44 = static_cast<float>(1e-05);
                    auto tmp45 = at::vec::Vectorized<float>(tmp44);
                    auto tmp46 = tmp43 + tmp45;
                    auto tmp47 = tmp46.rsqrt();
                    auto tmp48 = tmp35 * tmp47;
                    tmp16.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp35.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp47.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp48.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp8[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L), tmp8, static_cast<int64_t>(4L));
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp30[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(tmp8 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp13 = out_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp16 = out_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp22 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp26 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp2 = static_cast<float>(4.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(0.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp3);
                            auto tmp7 = decltype(tmp5)::blendv(tmp6, tmp5, tmp0.template cast<float,1>());
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 - tmp11;
                            auto tmp14 = static_cast<float>(0.25);
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
                            tmp29.store(tmp30 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp30, static_cast<int64_t>(4L), out_ptr6 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(512L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1536L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1536L + x0), static_cast<int64_t>(8));
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr2,
                       const bool* in_ptr3,
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
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(1536L + x0), static_cast<int64_t>(8));
                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp22 =
                    [&]
                    {
                        __at_align__ std::array<bool, 32> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp31 =
                    [&]
                    {
                        __at_align__ std::array<bool, 32> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(1L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp33 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(512L + x0), static_cast<int64_t>(8));
                    auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp39 =
                    [&]
                    {
                        __at_align__ std::array<bool, 32> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(2L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp41 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1536L + x0), static_cast<int64_t>(8));
                    auto tmp47 =
                    [&]
                    {
                        __at_align__ std::array<bool, 32> tmpbuf;
                        #pragma GCC unroll 8
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(3L + 4L*x0 + 4L*x0_inner)];
                        }
                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(8));
                    }
                    ()
                    ;
                    auto tmp49 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(1536L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp14 = tmp12 + tmp13;
                    auto tmp16 = tmp14 + tmp15;
                    auto tmp17 = tmp16 / tmp8;
                    auto tmp19 = static_cast<float>(0.0);
                    auto tmp20 = at::vec::Vectorized<float>(tmp19);
                    auto tmp21 = at::vec::VecMask<float,1>(tmp18 <= tmp20);
                    auto tmp24 = tmp23 / tmp8;
                    auto tmp25 = decltype(tmp20)::blendv(tmp24, tmp20, tmp22.template cast<float,1>());
                    auto tmp27 = tmp25 + tmp26;
                    auto tmp28 = decltype(tmp20)::blendv(tmp27, tmp20, tmp21.template cast<float,1>());
                    auto tmp30 = at::vec::VecMask<float,1>(tmp29 <= tmp20);
                    auto tmp32 = decltype(tmp20)::blendv(tmp24, tmp20, tmp31.template cast<float,1>());
                    auto tmp34 = tmp32 + tmp33;
                    auto tmp35 = decltype(tmp20)::blendv(tmp34, tmp20, tmp30.template cast<float,1>());
                    auto tmp36 = tmp28 + tmp35;
                    auto tmp38 = at::vec::VecMask<float,1>(tmp37 <= tmp20);
                    auto tmp40 = decltype(tmp20)::blendv(tmp24, tmp20, tmp39.template cast<float,1>());
                    auto tmp42 = tmp40 + tmp41;
                    auto tmp43 = decltype(tmp20)::blendv(tmp42, tmp20, tmp38.template cast<float,1>());
                    auto tmp44 = tmp36 + tmp43;
                    auto tmp46 = at::vec::VecMask<float,1>(tmp45 <= tmp20);
                    auto tmp48 = decltype(tmp20)::blendv(tmp24, tmp20, tmp47.template cast<float,1>());
                    auto tmp50 = tmp48 + tmp49;
                    auto tmp51 = decltype(tmp20)::blendv(tmp50, tmp20, tmp46.template cast<float,1>());
                    auto tmp52 = tmp44 + tmp51;
                    auto tmp53 = tmp10 - tmp17;
                    auto tmp54 = tmp28 * tmp53;
                    auto tmp55 = tmp11 - tmp17;
                    auto tmp56 = tmp35 * tmp55;
                    auto tmp57 = tmp54 + tmp56;
                    auto tmp58 = tmp13 - tmp17;
                    auto tmp59 = tmp43 * tmp58;
                    auto tmp60 = tmp57 + tmp59;
                    auto tmp61 = tmp15 - tmp17;
                    auto tmp62 = tmp51 * tmp61;
                    auto tmp63 = tmp60 + tmp62;
                    auto tmp64 = tmp0 - tmp9;
                    auto tmp65 = tmp28 * tmp64;
                    auto tmp66 = tmp1 - tmp9;
                    auto tmp67 = tmp35 * tmp66;
                    auto tmp68 = tmp65 + tmp67;
                    auto tmp69 = tmp3 - tmp9;
                    auto tmp70 = tmp43 * tmp69;
                    auto tmp71 = tmp68 + tmp70;
                    auto tmp72 = tmp5 - tmp9;
                    auto tmp73 = tmp51 * tmp72;
                    auto tmp74 = tmp71 + tmp73;
                    auto tmp75 = tmp53 * tmp53;
                    auto tmp76 = tmp55 * tmp55;
                    auto tmp77 = tmp75 + tmp76;
                    auto tmp78 = tmp58 * tmp58;
                    auto tmp79 = tmp77 + tmp78;
                    auto tmp80 = tmp61 * tmp61;
                    auto tmp81 = tmp79 + tmp80;
                    auto tmp82 = tmp81 / tmp8;
                    auto tmp83 = static_cast<float>(1e-05);
                    auto tmp84 = at::vec::Vectorized<float>(tmp83);
                    auto tmp85 = tmp82 + tmp84;
                    auto tmp86 = tmp85.rsqrt();
                    auto tmp87 = tmp64 * tmp64;
                    auto tmp88 = tmp66 * tmp66;
                    auto tmp89 = tmp87 + tmp88;
                    auto tmp90 = tmp69 * tmp69;
                    auto tmp91 = tmp89 + tmp90;
                    auto tmp92 = tmp72 * tmp72;
                    auto tmp93 = tmp91 + tmp92;
                    auto tmp94 = tmp93 / tmp8;
                    auto tmp95 = tmp94 + tmp84;
                    auto tmp96 = tmp95.rsqrt();
                    auto tmp97 = tmp63 * tmp86;
                    auto tmp98 = tmp74 * tmp96;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp17.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp52.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp63.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp52.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp74.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp86.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp96.store(out_ptr7 + static_cast<int64_t>(x0));
                    tmp97.store(out_ptr8 + static_cast<int64_t>(x0));
                    tmp98.store(out_ptr9 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(bool))) bool tmp4[8*8];
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr3 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp4, static_cast<int64_t>(8));
                        transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr3 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp4, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::VecMask<float,1>::from(tmp4 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner), static_cast<int64_t>(8));
                            auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp35 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp7 = static_cast<float>(4.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 / tmp8;
                            auto tmp10 = decltype(tmp2)::blendv(tmp9, tmp2, tmp5.template cast<float,1>());
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = decltype(tmp2)::blendv(tmp12, tmp2, tmp3.template cast<float,1>());
                            auto tmp16 = tmp14 - tmp15;
                            auto tmp18 = static_cast<float>(0.25);
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
                            auto tmp34 = tmp32 - tmp33;
                            auto tmp36 = tmp35 * tmp19;
                            auto tmp38 = tmp37 * tmp37;
                            auto tmp39 = tmp36 * tmp38;
                            auto tmp40 = tmp34 * tmp39;
                            auto tmp41 = tmp13 - tmp40;
                            auto tmp43 = tmp42 * tmp19;
                            auto tmp44 = tmp41 - tmp43;
                            auto tmp46 = tmp37 * tmp45;
                            auto tmp47 = tmp44 * tmp46;
                            tmp31.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner));
                            tmp47.store(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0 + 512L*x0_inner));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                            tmp_acc1_vec = tmp_acc1_vec + tmp11;
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
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
                        auto tmp12 = static_cast<float>(0.015625);
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
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
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
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
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
                        auto tmp12 = static_cast<float>(0.00390625);
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
                        tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_11 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_12 = async_compile.cpp_pybinding(['float*', 'const int8_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp12 = in_ptr1[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp13 = in_ptr2[static_cast<int64_t>(x1 + 64L*x0)];
                        auto tmp1 = 9L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 9L), "index out of bounds: 0 <= tmp7 < 9L");
                        auto tmp9 = (-33L) + tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 64L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L)));
                        auto tmp10 = c10::convert<int64_t>(tmp9);
                        TORCH_CHECK(0 <= tmp10, "index out of bounds: 0 <= tmp10");
                        auto tmp14 = float(tmp12 + tmp13);
                        out_ptr0[static_cast<int64_t>((-33L) + tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(16L))) + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(3L))) + 64L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(16L))) + 1024L*x1)] += tmp14;
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp13[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L), tmp13, static_cast<int64_t>(8));
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp16[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1 + 64L*x1_inner), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp16, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(1024L));
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 * tmp1;
                    tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
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
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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


cpp_fused_sum_13 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, relu_13, convolution_16, convolution_17, relu_14, convolution_18, relu_15, convolution_19, view, le, unsqueeze_142, unsqueeze_154, unsqueeze_166, unsqueeze_178, unsqueeze_190, unsqueeze_202, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_122), ((1, 1000), (1000, 512)), ((1000, 1), (512, 1)), 'input')
        buf0 = empty_strided_cpu((1, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_6, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_122, out=buf0)
        del primals_122
        assert_size_stride_grouped((le, convolution_19, primals_120), ((1, 512, 2, 2), (1, 512, 2, 2), (512, )), ((2048, 4, 2, 1), (2048, 1, 1024, 512), (1, )), 'input')
        buf4 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf3 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf5 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf6 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf7 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf9 = empty_strided_cpu((1, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        assert_size_stride_grouped((relu_15, primals_116), ((1, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0(le, buf0, convolution_19, primals_120, buf4, buf3, buf5, buf6, buf7, buf9)
        del convolution_19
        del primals_120
        # Topologically Sorted Source Nodes: [view_2, expand, div, full_default, where, out_53, unsqueeze_80, unsqueeze_81, unsqueeze_82, sub_20, mul_141, unsqueeze_83, unsqueeze_84, unsqueeze_85, mul_142, mul_143, mul_144, unsqueeze_86, unsqueeze_87, unsqueeze_88, mul_145, unsqueeze_89, unsqueeze_90, unsqueeze_91, mul_146, sub_22, sub_23, mul_147, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf10 = torch.ops.aten.convolution_backward.default(buf9, relu_15, primals_116, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf9
        del primals_116
        buf11 = buf10[0]
        assert_tensor_metadata(buf11, (1, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf12 = buf10[1]
        assert_tensor_metadata(buf12, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf10
        assert_size_stride(convolution_18, (1, 512, 2, 2), (2048, 1, 1024, 512), 'input')
        buf13 = buf6; del buf6  # reuse
        buf14 = buf5; del buf5  # reuse
        buf15 = reinterpret_tensor(buf3, (512, ), (1, ), 0); del buf3  # reuse
        buf16 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf17 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_114, (512, ), (1, ), 'input')
        buf18 = relu_15; del relu_15  # reuse
        assert_size_stride_grouped((relu_14, primals_110), ((1, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf18, convolution_18, buf11, primals_114, buf13, buf14, buf15, buf16, buf17)
        del buf11
        del convolution_18
        del primals_114
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, out_50, unsqueeze_92, unsqueeze_93, unsqueeze_94, sub_24, mul_150, unsqueeze_95, unsqueeze_96, unsqueeze_97, mul_151, mul_152, mul_153, unsqueeze_98, unsqueeze_99, unsqueeze_100, mul_154, unsqueeze_101, unsqueeze_102, unsqueeze_103, mul_155, sub_26, sub_27, mul_156, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf19 = torch.ops.aten.convolution_backward.default(buf18, relu_14, primals_110, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf18
        del primals_110
        buf20 = buf19[0]
        assert_tensor_metadata(buf20, (1, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf21 = buf19[1]
        assert_tensor_metadata(buf21, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf19
        assert_size_stride_grouped((convolution_16, convolution_17), ((1, 512, 2, 2), (1, 512, 2, 2)), ((2048, 1, 1024, 512), (2048, 1, 1024, 512)), 'input')
        buf31 = buf16; del buf16  # reuse
        buf22 = reinterpret_tensor(buf15, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf15  # reuse
        buf23 = reinterpret_tensor(buf13, (512, ), (1, ), 0); del buf13  # reuse
        buf24 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf32 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf33 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf25 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf34 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf26 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf35 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_108, primals_102), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf27 = convolution_17; del convolution_17  # reuse
        buf36 = convolution_16; del convolution_16  # reuse
        assert_size_stride_grouped((relu_12, primals_104), ((1, 256, 4, 4), (512, 256, 1, 1)), ((4096, 1, 1024, 256), (256, 1, 1, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2(buf27, buf36, relu_14, le, buf0, buf20, primals_108, primals_102, buf31, buf22, buf23, buf24, buf32, buf33, buf25, buf34, buf26, buf35)
        del buf0
        del buf20
        del buf22
        del le
        del primals_102
        del primals_108
        del relu_14
        # Topologically Sorted Source Nodes: [view_2, expand, div, full_default, where, add_108, le_2, where_2, input_6, unsqueeze_104, unsqueeze_105, unsqueeze_106, sub_28, mul_159, unsqueeze_107, unsqueeze_108, unsqueeze_109, mul_160, mul_161, mul_162, unsqueeze_110, unsqueeze_111, unsqueeze_112, mul_163, unsqueeze_113, unsqueeze_114, unsqueeze_115, mul_164, sub_30, sub_31, mul_165, convolution_backward_2], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf28 = torch.ops.aten.convolution_backward.default(buf27, relu_12, primals_104, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf27
        del primals_104
        buf29 = buf28[0]
        assert_tensor_metadata(buf29, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf29 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf30 = buf28[1]
        assert_tensor_metadata(buf30, (512, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf28
        assert_size_stride_grouped((relu_13, primals_98), ((1, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        # Topologically Sorted Source Nodes: [view_2, expand, div, full_default, where, add_108, le_2, where_2, out_46, unsqueeze_116, unsqueeze_117, unsqueeze_118, sub_32, mul_168, unsqueeze_119, unsqueeze_120, unsqueeze_121, mul_169, mul_170, mul_171, unsqueeze_122, unsqueeze_123, unsqueeze_124, mul_172, unsqueeze_125, unsqueeze_126, unsqueeze_127, mul_173, sub_34, sub_35, mul_174, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf37 = torch.ops.aten.convolution_backward.default(buf36, relu_13, primals_98, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf36
        del primals_98
        buf38 = buf37[0]
        assert_tensor_metadata(buf38, (1, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf39 = buf37[1]
        assert_tensor_metadata(buf39, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf39 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf37
        assert_size_stride(convolution_15, (1, 512, 2, 2), (2048, 1, 1024, 512), 'input')
        buf40 = buf34; del buf34  # reuse
        buf41 = buf33; del buf33  # reuse
        buf42 = reinterpret_tensor(buf31, (512, ), (1, ), 0); del buf31  # reuse
        buf43 = buf25; del buf25  # reuse
        buf44 = buf24; del buf24  # reuse
        assert_size_stride(primals_96, (512, ), (1, ), 'input')
        buf45 = relu_13; del relu_13  # reuse
        assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 1, 768, 256), 'input')
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf45, convolution_15, buf38, primals_96, buf40, buf41, buf42, buf43, buf44)
        del buf38
        del buf40
        del buf42
        del buf43
        del convolution_15
        del primals_96
        # Topologically Sorted Source Nodes: [full_default, le_3, where_3, out_43, unsqueeze_128, unsqueeze_129, unsqueeze_130, sub_36, mul_177, unsqueeze_131, unsqueeze_132, unsqueeze_133, mul_178, mul_179, mul_180, unsqueeze_134, unsqueeze_135, unsqueeze_136, mul_181, unsqueeze_137, unsqueeze_138, unsqueeze_139, mul_182, sub_38, sub_39, mul_183, convolution_backward_4], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf46 = torch.ops.aten.convolution_backward.default(buf45, relu_12, primals_92, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf45
        del primals_92
        buf47 = buf46[0]
        assert_tensor_metadata(buf47, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf47 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf48 = buf46[1]
        assert_tensor_metadata(buf48, (512, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf48 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf46
        assert_size_stride_grouped((convolution_14, unsqueeze_142, squeeze_43), ((1, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf49 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf50 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf51 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_90, (256, ), (1, ), 'input')
        buf52 = convolution_14; del convolution_14  # reuse
        assert_size_stride_grouped((relu_11, primals_86), ((1, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_3(buf52, relu_12, buf29, buf47, unsqueeze_142, squeeze_43, primals_90, buf49, buf50, buf51)
        del primals_90
        del squeeze_43
        del unsqueeze_142
        # Topologically Sorted Source Nodes: [full_default, add_109, le_4, where_4, sub_40, mul_186, unsqueeze_143, unsqueeze_144, unsqueeze_145, mul_187, mul_188, mul_189, unsqueeze_146, unsqueeze_147, unsqueeze_148, mul_190, unsqueeze_149, unsqueeze_150, unsqueeze_151, mul_191, sub_42, sub_43, mul_192, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf53 = torch.ops.aten.convolution_backward.default(buf52, relu_11, primals_86, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf52
        del primals_86
        buf54 = buf53[0]
        assert_tensor_metadata(buf54, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf54 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf55 = buf53[1]
        assert_tensor_metadata(buf55, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf55 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf53
        assert_size_stride_grouped((convolution_13, unsqueeze_154, squeeze_40), ((1, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf56 = buf50; del buf50  # reuse
        buf57 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf58 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_84, (256, ), (1, ), 'input')
        buf59 = relu_11; del relu_11  # reuse
        assert_size_stride_grouped((relu_10, primals_80), ((1, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf59, buf54, convolution_13, unsqueeze_154, squeeze_40, primals_84, buf56, buf57, buf58)
        del buf54
        del convolution_13
        del primals_84
        del squeeze_40
        del unsqueeze_154
        # Topologically Sorted Source Nodes: [full_default, le_5, where_5, sub_44, mul_195, unsqueeze_155, unsqueeze_156, unsqueeze_157, mul_196, mul_197, mul_198, unsqueeze_158, unsqueeze_159, unsqueeze_160, mul_199, unsqueeze_161, unsqueeze_162, unsqueeze_163, mul_200, sub_46, sub_47, mul_201, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf60 = torch.ops.aten.convolution_backward.default(buf59, relu_10, primals_80, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf59
        del primals_80
        buf61 = buf60[0]
        assert_tensor_metadata(buf61, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf61 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf62 = buf60[1]
        assert_tensor_metadata(buf62, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf62 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf60
        buf63 = relu_10; del relu_10  # reuse
        assert_size_stride_grouped((convolution_12, unsqueeze_166, convolution_11, unsqueeze_178, squeeze_37, squeeze_34), ((1, 256, 4, 4), (1, 256, 1, 1), (1, 256, 4, 4), (1, 256, 1, 1), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (4096, 1, 1024, 256), (256, 1, 1, 1), (1, ), (1, )), 'input')
        buf64 = buf57; del buf57  # reuse
        buf65 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf71 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf72 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf66 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf73 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_78, primals_72), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf67 = convolution_12; del convolution_12  # reuse
        buf74 = convolution_11; del convolution_11  # reuse
        assert_size_stride_grouped((relu_8, primals_74), ((1, 128, 8, 8), (256, 128, 1, 1)), ((8192, 1, 1024, 128), (128, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5(buf63, buf67, buf74, relu_12, buf29, buf47, buf61, unsqueeze_166, unsqueeze_178, squeeze_37, squeeze_34, primals_78, primals_72, buf64, buf65, buf71, buf72, buf66, buf73)
        del buf29
        del buf47
        del buf61
        del buf63
        del primals_72
        del primals_78
        del relu_12
        del squeeze_34
        del squeeze_37
        del unsqueeze_166
        del unsqueeze_178
        # Topologically Sorted Source Nodes: [sub_48, mul_204, unsqueeze_167, unsqueeze_168, unsqueeze_169, mul_205, mul_206, mul_207, unsqueeze_170, unsqueeze_171, unsqueeze_172, mul_208, unsqueeze_173, unsqueeze_174, unsqueeze_175, mul_209, sub_50, sub_51, mul_210, convolution_backward_7], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf68 = torch.ops.aten.convolution_backward.default(buf67, relu_8, primals_74, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf67
        del primals_74
        buf69 = buf68[0]
        assert_tensor_metadata(buf69, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf69 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf70 = buf68[1]
        assert_tensor_metadata(buf70, (256, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf70 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf68
        assert_size_stride_grouped((relu_9, primals_68), ((1, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        # Topologically Sorted Source Nodes: [sub_52, mul_213, unsqueeze_179, unsqueeze_180, unsqueeze_181, mul_214, mul_215, mul_216, unsqueeze_182, unsqueeze_183, unsqueeze_184, mul_217, unsqueeze_185, unsqueeze_186, unsqueeze_187, mul_218, sub_54, sub_55, mul_219, convolution_backward_8], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf75 = torch.ops.aten.convolution_backward.default(buf74, relu_9, primals_68, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf74
        del primals_68
        buf76 = buf75[0]
        assert_tensor_metadata(buf76, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf76 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf77 = buf75[1]
        assert_tensor_metadata(buf77, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf77 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf75
        assert_size_stride_grouped((convolution_10, unsqueeze_190, squeeze_31), ((1, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf78 = buf72; del buf72  # reuse
        buf79 = buf65; del buf65  # reuse
        buf80 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_66, (256, ), (1, ), 'input')
        buf81 = relu_9; del relu_9  # reuse
        assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 1, 384, 128), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf81, buf76, convolution_10, unsqueeze_190, squeeze_31, primals_66, buf78, buf79, buf80)
        del buf76
        del buf79
        del convolution_10
        del primals_66
        del squeeze_31
        del unsqueeze_190
        # Topologically Sorted Source Nodes: [full_default, le_7, where_7, sub_56, mul_222, unsqueeze_191, unsqueeze_192, unsqueeze_193, mul_223, mul_224, mul_225, unsqueeze_194, unsqueeze_195, unsqueeze_196, mul_226, unsqueeze_197, unsqueeze_198, unsqueeze_199, mul_227, sub_58, sub_59, mul_228, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf82 = torch.ops.aten.convolution_backward.default(buf81, relu_8, primals_62, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf81
        del primals_62
        buf83 = buf82[0]
        assert_tensor_metadata(buf83, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf83 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf84 = buf82[1]
        assert_tensor_metadata(buf84, (256, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf84 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf82
        assert_size_stride_grouped((convolution_9, unsqueeze_202, squeeze_28), ((1, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf85 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf86 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf87 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_60, (128, ), (1, ), 'input')
        buf88 = convolution_9; del convolution_9  # reuse
        assert_size_stride_grouped((relu_7, primals_56), ((1, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf88, relu_8, buf69, buf83, unsqueeze_202, squeeze_28, primals_60, buf85, buf86, buf87)
        del primals_60
        del squeeze_28
        del unsqueeze_202
        # Topologically Sorted Source Nodes: [full_default, add_111, le_8, where_8, sub_60, mul_231, unsqueeze_203, unsqueeze_204, unsqueeze_205, mul_232, mul_233, mul_234, unsqueeze_206, unsqueeze_207, unsqueeze_208, mul_235, unsqueeze_209, unsqueeze_210, unsqueeze_211, mul_236, sub_62, sub_63, mul_237, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf89 = torch.ops.aten.convolution_backward.default(buf88, relu_7, primals_56, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf88
        del primals_56
        buf90 = buf89[0]
        assert_tensor_metadata(buf90, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf90 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf91 = buf89[1]
        assert_tensor_metadata(buf91, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf91 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf89
        assert_size_stride_grouped((convolution_8, unsqueeze_214, squeeze_25), ((1, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf92 = buf86; del buf86  # reuse
        buf93 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf94 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_54, (128, ), (1, ), 'input')
        buf95 = relu_7; del relu_7  # reuse
        assert_size_stride_grouped((relu_6, primals_50), ((1, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf95, buf90, convolution_8, unsqueeze_214, squeeze_25, primals_54, buf92, buf93, buf94)
        del buf90
        del convolution_8
        del primals_54
        del squeeze_25
        del unsqueeze_214
        # Topologically Sorted Source Nodes: [full_default, le_9, where_9, sub_64, mul_240, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_241, mul_242, mul_243, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_244, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_245, sub_66, sub_67, mul_246, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf96 = torch.ops.aten.convolution_backward.default(buf95, relu_6, primals_50, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf95
        del primals_50
        buf97 = buf96[0]
        assert_tensor_metadata(buf97, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf97 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf98 = buf96[1]
        assert_tensor_metadata(buf98, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf98 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf96
        buf99 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((convolution_7, unsqueeze_226, convolution_6, unsqueeze_238, squeeze_22, squeeze_19), ((1, 128, 8, 8), (1, 128, 1, 1), (1, 128, 8, 8), (1, 128, 1, 1), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (8192, 1, 1024, 128), (128, 1, 1, 1), (1, ), (1, )), 'input')
        buf100 = buf93; del buf93  # reuse
        buf101 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf107 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf108 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf102 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf109 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_48, primals_42), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf103 = convolution_7; del convolution_7  # reuse
        buf110 = convolution_6; del convolution_6  # reuse
        assert_size_stride_grouped((relu_4, primals_44), ((1, 64, 16, 16), (128, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8(buf99, buf103, buf110, relu_8, buf69, buf83, buf97, unsqueeze_226, unsqueeze_238, squeeze_22, squeeze_19, primals_48, primals_42, buf100, buf101, buf107, buf108, buf102, buf109)
        del buf69
        del buf83
        del buf97
        del buf99
        del primals_42
        del primals_48
        del relu_8
        del squeeze_19
        del squeeze_22
        del unsqueeze_226
        del unsqueeze_238
        # Topologically Sorted Source Nodes: [sub_68, mul_249, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_250, mul_251, mul_252, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_253, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_254, sub_70, sub_71, mul_255, convolution_backward_12], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf104 = torch.ops.aten.convolution_backward.default(buf103, relu_4, primals_44, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf103
        del primals_44
        buf105 = buf104[0]
        assert_tensor_metadata(buf105, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf105 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf106 = buf104[1]
        assert_tensor_metadata(buf106, (128, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf106 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf104
        assert_size_stride_grouped((relu_5, primals_38), ((1, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        # Topologically Sorted Source Nodes: [sub_72, mul_258, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_259, mul_260, mul_261, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_262, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_263, sub_74, sub_75, mul_264, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf111 = torch.ops.aten.convolution_backward.default(buf110, relu_5, primals_38, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf110
        del primals_38
        buf112 = buf111[0]
        assert_tensor_metadata(buf112, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf112 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf113 = buf111[1]
        assert_tensor_metadata(buf113, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf113 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf111
        assert_size_stride_grouped((convolution_5, unsqueeze_250, squeeze_16), ((1, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf114 = buf108; del buf108  # reuse
        buf115 = buf101; del buf101  # reuse
        buf116 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_36, (128, ), (1, ), 'input')
        buf117 = relu_5; del relu_5  # reuse
        assert_size_stride(primals_32, (128, 64, 3, 3), (576, 1, 192, 64), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf117, buf112, convolution_5, unsqueeze_250, squeeze_16, primals_36, buf114, buf115, buf116)
        del buf112
        del buf115
        del convolution_5
        del primals_36
        del squeeze_16
        del unsqueeze_250
        # Topologically Sorted Source Nodes: [full_default, le_11, where_11, sub_76, mul_267, unsqueeze_251, unsqueeze_252, unsqueeze_253, mul_268, mul_269, mul_270, unsqueeze_254, unsqueeze_255, unsqueeze_256, mul_271, unsqueeze_257, unsqueeze_258, unsqueeze_259, mul_272, sub_78, sub_79, mul_273, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf118 = torch.ops.aten.convolution_backward.default(buf117, relu_4, primals_32, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf117
        del primals_32
        buf119 = buf118[0]
        assert_tensor_metadata(buf119, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf119 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf120 = buf118[1]
        assert_tensor_metadata(buf120, (128, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf120 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf118
        assert_size_stride_grouped((convolution_4, unsqueeze_262, squeeze_13), ((1, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf121 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf122 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf123 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_30, (64, ), (1, ), 'input')
        buf124 = convolution_4; del convolution_4  # reuse
        assert_size_stride_grouped((relu_3, primals_26), ((1, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_9(buf124, relu_4, buf105, buf119, unsqueeze_262, squeeze_13, primals_30, buf121, buf122, buf123)
        del primals_30
        del squeeze_13
        del unsqueeze_262
        # Topologically Sorted Source Nodes: [full_default, add_113, le_12, where_12, sub_80, mul_276, unsqueeze_263, unsqueeze_264, unsqueeze_265, mul_277, mul_278, mul_279, unsqueeze_266, unsqueeze_267, unsqueeze_268, mul_280, unsqueeze_269, unsqueeze_270, unsqueeze_271, mul_281, sub_82, sub_83, mul_282, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        buf125 = torch.ops.aten.convolution_backward.default(buf124, relu_3, primals_26, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf124
        del primals_26
        buf126 = buf125[0]
        assert_tensor_metadata(buf126, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf126 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf127 = buf125[1]
        assert_tensor_metadata(buf127, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf127 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf125
        assert_size_stride_grouped((convolution_3, unsqueeze_274, squeeze_10), ((1, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf128 = buf122; del buf122  # reuse
        buf129 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf130 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_24, (64, ), (1, ), 'input')
        buf131 = relu_3; del relu_3  # reuse
        assert_size_stride_grouped((relu_2, primals_20), ((1, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf131, buf126, convolution_3, unsqueeze_274, squeeze_10, primals_24, buf128, buf129, buf130)
        del buf126
        del convolution_3
        del primals_24
        del squeeze_10
        del unsqueeze_274
        # Topologically Sorted Source Nodes: [full_default, le_13, where_13, sub_84, mul_285, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_286, mul_287, mul_288, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_289, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_290, sub_86, sub_87, mul_291, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf132 = torch.ops.aten.convolution_backward.default(buf131, relu_2, primals_20, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf131
        del primals_20
        buf133 = buf132[0]
        assert_tensor_metadata(buf133, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf133 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf134 = buf132[1]
        assert_tensor_metadata(buf134, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf134 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf132
        buf135 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((convolution_2, unsqueeze_286, squeeze_7), ((1, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf136 = buf129; del buf129  # reuse
        buf137 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf138 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_18, (64, ), (1, ), 'input')
        buf139 = convolution_2; del convolution_2  # reuse
        assert_size_stride_grouped((relu_1, primals_14), ((1, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf135, buf139, relu_4, buf105, buf119, buf133, unsqueeze_286, squeeze_7, primals_18, buf136, buf137, buf138)
        del buf105
        del buf119
        del buf133
        del primals_18
        del relu_4
        del squeeze_7
        del unsqueeze_286
        # Topologically Sorted Source Nodes: [sub_88, mul_294, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_295, mul_296, mul_297, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_298, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_299, sub_90, sub_91, mul_300, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        buf140 = torch.ops.aten.convolution_backward.default(buf139, relu_1, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf139
        del primals_14
        buf141 = buf140[0]
        assert_tensor_metadata(buf141, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf141 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf142 = buf140[1]
        assert_tensor_metadata(buf142, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf142 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf140
        assert_size_stride_grouped((convolution_1, unsqueeze_298, squeeze_4), ((1, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf143 = buf137; del buf137  # reuse
        buf144 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf145 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_12, (64, ), (1, ), 'input')
        buf146 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((getitem_2, primals_8), ((1, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf146, buf141, convolution_1, unsqueeze_298, squeeze_4, primals_12, buf143, buf144, buf145)
        del buf141
        del convolution_1
        del primals_12
        del squeeze_4
        del unsqueeze_298
        # Topologically Sorted Source Nodes: [full_default, le_15, where_15, sub_92, mul_303, unsqueeze_299, unsqueeze_300, unsqueeze_301, mul_304, mul_305, mul_306, unsqueeze_302, unsqueeze_303, unsqueeze_304, mul_307, unsqueeze_305, unsqueeze_306, unsqueeze_307, mul_308, sub_94, sub_95, mul_309, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        buf147 = torch.ops.aten.convolution_backward.default(buf146, getitem_2, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf146
        del getitem_2
        del primals_8
        buf148 = buf147[0]
        assert_tensor_metadata(buf148, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf148 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf149 = buf147[1]
        assert_tensor_metadata(buf149, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf149 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf147
        buf150 = empty_strided_cpu((64, 1024), (1024, 1), torch.float32)
        assert_size_stride(getitem_3, (1, 64, 16, 16), (16384, 1, 1024, 64), 'input')
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((1, 64, 32, 32), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((65536, 1, 2048, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf152 = empty_strided_cpu((1, 64, 32, 32), (65536, 1024, 32, 1), torch.float32)
        buf153 = buf144; del buf144  # reuse
        buf154 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf155 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf156 = convolution; del convolution  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((1, 3, 64, 64), (64, 3, 7, 7)), ((12288, 1, 192, 3), (147, 1, 21, 3)), 'input')
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_12(buf156, getitem_3, buf135, buf148, getitem_1, rsqrt, primals_6, primals_7, buf150, buf152, buf153, buf154, buf155)
        del buf135
        del buf148
        del buf150
        del buf152
        del buf154
        del getitem_1
        del getitem_3
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sub_96, mul_312, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_313, mul_314, mul_315, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_316, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_317, sub_98, sub_99, mul_318, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        buf157 = torch.ops.aten.convolution_backward.default(buf156, primals_2, primals_1, [0], (2, 2), (3, 3), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf156
        del primals_1
        del primals_2
        buf158 = buf157[1]
        assert_tensor_metadata(buf158, (64, 3, 7, 7), (147, 1, 21, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf158 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf157
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(view, (1, 512), (512, 1), 'input')
        cpp_fused_sum_13(tangents_1, buf2)
        buf1 = empty_strided_cpu((1000, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 1), (1, 1000), 0), view, out=buf1)
        del tangents_1
        del view
        return (buf158, None, None, None, None, buf155, buf153, buf149, None, None, None, buf145, buf143, buf142, None, None, None, buf138, buf136, buf134, None, None, None, buf130, buf128, buf127, None, None, None, buf123, buf121, buf120, None, None, None, buf116, buf114, buf113, None, None, None, buf109, buf107, buf106, None, None, None, buf102, buf100, buf98, None, None, None, buf94, buf92, buf91, None, None, None, buf87, buf85, buf84, None, None, None, buf80, buf78, buf77, None, None, None, buf73, buf71, buf70, None, None, None, buf66, buf64, buf62, None, None, None, buf58, buf56, buf55, None, None, None, buf51, buf49, buf48, None, None, None, buf44, buf41, buf39, None, None, None, buf35, buf32, buf30, None, None, None, buf26, buf23, buf21, None, None, None, buf17, buf14, buf12, None, None, None, buf7, buf4, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((1000, 512), (512, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((1, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.int8)
    convolution_1 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((1, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_16 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_5 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_22 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_7 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_28 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((1, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_31 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_37 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_40 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((1, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((1, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((1, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((1, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((1, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_14 = rand_strided((1, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((1, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_15 = rand_strided((1, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((1, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    view = rand_strided((1, 512), (512, 1), device='cpu', dtype=torch.float32)
    le = rand_strided((1, 512, 2, 2), (2048, 4, 2, 1), device='cpu', dtype=torch.bool)
    unsqueeze_142 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_154 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_166 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_178 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_190 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_202 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_214 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_226 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_238 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_250 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_262 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_274 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_286 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_298 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, relu_13, convolution_16, convolution_17, relu_14, convolution_18, relu_15, convolution_19, view, le, unsqueeze_142, unsqueeze_154, unsqueeze_166, unsqueeze_178, unsqueeze_190, unsqueeze_202, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
