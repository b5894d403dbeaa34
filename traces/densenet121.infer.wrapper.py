# AOT ID: ['0_inference']
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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(4096L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
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


cpp_fused__native_batch_norm_legit_no_training_cat_max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = (-1L) + 2L*x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(32);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = (-1L) + 2L*x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-2112L) + x2 + 128L*x1 + 4096L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = 2L*x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-2048L) + x2 + 128L*x1 + 4096L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 1L + 2L*x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-1984L) + x2 + 128L*x1 + 4096L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = 2L*x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-64L) + x2 + 128L*x1 + 4096L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 4096L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(64L + x2 + 128L*x1 + 4096L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 1L + 2L*x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(1984L + x2 + 128L*x1 + 4096L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(2048L + x2 + 128L*x1 + 4096L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(2112L + x2 + 128L*x1 + 4096L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            tmp75.store(out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 1024L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 160L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 192L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_cat_relu_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 160L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 192L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 256L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 96L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 160L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 192L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 192L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr4 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr3 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(224L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 224L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr2 + static_cast<int64_t>(x1 + 224L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu_9 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x2 + 256L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x2 + 256L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2176L + x2 + 256L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = static_cast<float>(4.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 / tmp8;
                            auto tmp11 = tmp9 - tmp10;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = tmp15.rsqrt();
                            auto tmp17 = tmp11 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            auto tmp22 = at::vec::clamp_min(tmp21, decltype(tmp21)(0));
                            tmp22.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 1024L*x0));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 160L*x1 + 1280L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 160L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 192L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 352L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(160L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(160L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr7 + static_cast<int64_t>(x1 + 160L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_12 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
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
                       float* out_ptr12)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 192L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 352L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 192L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 352L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(192L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 192L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr12 + static_cast<int64_t>(x1 + 192L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 224L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(224L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 224L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 224L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 256L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_15 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 416L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_16 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 448L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(320L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(320L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 320L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 320L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(352L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(352L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 352L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 352L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_18 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 480L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 480L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 480L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr16 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(416L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(416L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 416L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr12 + static_cast<int64_t>(x1 + 416L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(448L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(448L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 448L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 448L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_21 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(480L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(480L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 480L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr4 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 160L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 512L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu_23 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(256L + x2 + 512L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x2 + 512L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2304L + x2 + 512L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = static_cast<float>(4.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 / tmp8;
                            auto tmp11 = tmp9 - tmp10;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = tmp15.rsqrt();
                            auto tmp17 = tmp11 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            auto tmp22 = at::vec::clamp_min(tmp21, decltype(tmp21)(0));
                            tmp22.store(out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 1024L*x0));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 288L*x1 + 1152L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu_25 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 288L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 480L*x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr7 + static_cast<int64_t>(x1 + 288L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_26 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
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
                       float* out_ptr12)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 480L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 320L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(320L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(320L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 320L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr12 + static_cast<int64_t>(x1 + 320L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_27 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 352L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(352L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(352L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 352L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 352L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_28 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 384L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 384L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 384L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_29 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 416L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 544L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(416L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(416L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 416L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 416L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_30 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 448L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(448L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(448L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 448L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 448L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_31 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 480L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 608L*x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 480L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_32 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 608L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 608L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 608L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 512L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 608L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr16 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_33 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 640L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 640L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 640L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(544L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(544L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 544L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr12 + static_cast<int64_t>(x1 + 544L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_34 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 672L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(576L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(576L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 576L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr8 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_35 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 704L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 704L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(608L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(608L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 608L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr8 + static_cast<int64_t>(x1 + 608L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_36 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr24)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 736L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 736L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 736L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 736L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr16 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr17 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr18 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr19 + static_cast<int64_t>(x1 + 736L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr20 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr21 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr22 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr23 + static_cast<int64_t>(x1 + 736L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(640L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(640L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 640L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr24 + static_cast<int64_t>(x1 + 640L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_37 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 768L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 768L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 768L*x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr16 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_38 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(704L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(704L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 704L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr9 + static_cast<int64_t>(x1 + 704L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_39 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 800L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 800L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 800L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(736L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(736L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 736L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr9 + static_cast<int64_t>(x1 + 736L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_40 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
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
                       float* out_ptr16,
                       float* out_ptr17,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr20,
                       float* out_ptr21)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 832L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 832L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 832L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 832L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 832L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr16 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr17 + static_cast<int64_t>(x1 + 832L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr18 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr19 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr20 + static_cast<int64_t>(x1 + 832L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr21 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_41 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
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
                       float* out_ptr16,
                       float* out_ptr17,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr20,
                       float* out_ptr21,
                       float* out_ptr22,
                       float* out_ptr23,
                       float* out_ptr24)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr16 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr17 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr18 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr19 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr20 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr21 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr22 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr23 + static_cast<int64_t>(x1 + 864L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(800L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 800L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr24 + static_cast<int64_t>(x1 + 800L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_42 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr12)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 896L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 896L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 896L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 896L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(832L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(832L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 832L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr12 + static_cast<int64_t>(x1 + 832L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_43 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
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
                       float* out_ptr16,
                       float* out_ptr17,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr20,
                       float* out_ptr21,
                       float* out_ptr22,
                       float* out_ptr23,
                       float* out_ptr24)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 928L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 928L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 928L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 928L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 928L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr16 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr17 + static_cast<int64_t>(x1 + 928L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr18 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr19 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr20 + static_cast<int64_t>(x1 + 928L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr21 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr22 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr23 + static_cast<int64_t>(x1 + 928L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(864L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(864L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 864L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr24 + static_cast<int64_t>(x1 + 864L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_44 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr16 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr17 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr18 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr19 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr20 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr21 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr22 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr23 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr24 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr25 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr26 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(896L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(896L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 896L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr27 + static_cast<int64_t>(x1 + 896L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_45 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 992L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(928L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(928L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 928L*x0), static_cast<int64_t>(8));
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
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr15 + static_cast<int64_t>(x1 + 928L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_46 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 288L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr16 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr17 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr18 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr19 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr20 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr21 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr22 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr23 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr24 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr25 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr26 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr27 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_47 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15,
                       float* out_ptr16,
                       float* out_ptr17,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr20)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr16 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr17 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr18 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr19 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(992L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(992L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1 + 992L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr20 + static_cast<int64_t>(x1 + 992L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_48 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu_49 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(512L + x2 + 1024L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x2 + 1024L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2560L + x2 + 1024L*x1 + 4096L*x0), static_cast<int64_t>(8));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = static_cast<float>(4.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 / tmp8;
                            auto tmp11 = tmp9 - tmp10;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 + tmp14;
                            auto tmp16 = tmp15.rsqrt();
                            auto tmp17 = tmp11 * tmp16;
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = tmp19 + tmp20;
                            auto tmp22 = at::vec::clamp_min(tmp21, decltype(tmp21)(0));
                            tmp22.store(out_ptr0 + static_cast<int64_t>(x2 + 512L*x1 + 1024L*x0));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 544L*x1 + 1088L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu_51 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 544L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 736L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(544L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(544L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 544L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr7 + static_cast<int64_t>(x1 + 544L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_52 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
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
                       float* out_ptr12)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 544L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 736L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 576L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 736L*x0));
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr12 + static_cast<int64_t>(x1 + 576L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_53 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 608L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(608L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(608L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 608L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 608L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_54 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 640L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(640L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(640L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 640L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 640L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_55 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 672L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 800L*x0));
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
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(672L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 672L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 672L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_56 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 704L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 832L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(704L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(704L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 704L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 704L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_57 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 736L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 864L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(736L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(736L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 736L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr5 + static_cast<int64_t>(x1 + 736L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_58 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 544L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 864L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 864L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr16 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_59 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 896L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 896L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 800L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 896L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(800L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(800L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 800L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr12 + static_cast<int64_t>(x1 + 800L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_60 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 928L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 832L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 928L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(832L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(832L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 832L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr8 + static_cast<int64_t>(x1 + 832L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_61 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 960L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 864L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(864L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(864L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 864L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr8 + static_cast<int64_t>(x1 + 864L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_62 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr24)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 544L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr16 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr17 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr18 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr19 + static_cast<int64_t>(x1 + 992L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr20 + static_cast<int64_t>(x1 + 896L*x0));
                        tmp0.store(out_ptr21 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr22 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr23 + static_cast<int64_t>(x1 + 992L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(896L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(896L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 896L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr24 + static_cast<int64_t>(x1 + 896L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_63 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr9 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr10 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr11 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr12 + static_cast<int64_t>(x1 + 928L*x0));
                        tmp0.store(out_ptr13 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr14 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr15 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(928L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(928L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 928L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr16 + static_cast<int64_t>(x1 + 928L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_64 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 960L*x0));
                        tmp0.store(out_ptr7 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr8 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(960L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(960L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 960L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr9 + static_cast<int64_t>(x1 + 960L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_relu_65 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 992L*x0));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(992L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(992L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 992L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 992L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu_66 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       const float* in_ptr11,
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
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 544L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 1024L*x0));
                    }
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr6 + static_cast<int64_t>(x1 + 1024L*x0));
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(3072L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 - tmp1;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    auto tmp8 = tmp2 * tmp7;
                    auto tmp10 = tmp8 * tmp9;
                    auto tmp12 = tmp10 + tmp11;
                    auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                    auto tmp15 = tmp14 - tmp1;
                    auto tmp16 = tmp15 * tmp7;
                    auto tmp17 = tmp16 * tmp9;
                    auto tmp18 = tmp17 + tmp11;
                    auto tmp19 = at::vec::clamp_min(tmp18, decltype(tmp18)(0));
                    auto tmp20 = tmp13 + tmp19;
                    auto tmp22 = tmp21 - tmp1;
                    auto tmp23 = tmp22 * tmp7;
                    auto tmp24 = tmp23 * tmp9;
                    auto tmp25 = tmp24 + tmp11;
                    auto tmp26 = at::vec::clamp_min(tmp25, decltype(tmp25)(0));
                    auto tmp27 = tmp20 + tmp26;
                    auto tmp29 = tmp28 - tmp1;
                    auto tmp30 = tmp29 * tmp7;
                    auto tmp31 = tmp30 * tmp9;
                    auto tmp32 = tmp31 + tmp11;
                    auto tmp33 = at::vec::clamp_min(tmp32, decltype(tmp32)(0));
                    auto tmp34 = tmp27 + tmp33;
                    auto tmp35 = static_cast<float>(4.0);
                    auto tmp36 = at::vec::Vectorized<float>(tmp35);
                    auto tmp37 = tmp34 / tmp36;
                    tmp37.store(out_ptr7 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1, arg312_1, arg313_1, arg314_1, arg315_1, arg316_1, arg317_1, arg318_1, arg319_1, arg320_1, arg321_1, arg322_1, arg323_1, arg324_1, arg325_1, arg326_1, arg327_1, arg328_1, arg329_1, arg330_1, arg331_1, arg332_1, arg333_1, arg334_1, arg335_1, arg336_1, arg337_1, arg338_1, arg339_1, arg340_1, arg341_1, arg342_1, arg343_1, arg344_1, arg345_1, arg346_1, arg347_1, arg348_1, arg349_1, arg350_1, arg351_1, arg352_1, arg353_1, arg354_1, arg355_1, arg356_1, arg357_1, arg358_1, arg359_1, arg360_1, arg361_1, arg362_1, arg363_1, arg364_1, arg365_1, arg366_1, arg367_1, arg368_1, arg369_1, arg370_1, arg371_1, arg372_1, arg373_1, arg374_1, arg375_1, arg376_1, arg377_1, arg378_1, arg379_1, arg380_1, arg381_1, arg382_1, arg383_1, arg384_1, arg385_1, arg386_1, arg387_1, arg388_1, arg389_1, arg390_1, arg391_1, arg392_1, arg393_1, arg394_1, arg395_1, arg396_1, arg397_1, arg398_1, arg399_1, arg400_1, arg401_1, arg402_1, arg403_1, arg404_1, arg405_1, arg406_1, arg407_1, arg408_1, arg409_1, arg410_1, arg411_1, arg412_1, arg413_1, arg414_1, arg415_1, arg416_1, arg417_1, arg418_1, arg419_1, arg420_1, arg421_1, arg422_1, arg423_1, arg424_1, arg425_1, arg426_1, arg427_1, arg428_1, arg429_1, arg430_1, arg431_1, arg432_1, arg433_1, arg434_1, arg435_1, arg436_1, arg437_1, arg438_1, arg439_1, arg440_1, arg441_1, arg442_1, arg443_1, arg444_1, arg445_1, arg446_1, arg447_1, arg448_1, arg449_1, arg450_1, arg451_1, arg452_1, arg453_1, arg454_1, arg455_1, arg456_1, arg457_1, arg458_1, arg459_1, arg460_1, arg461_1, arg462_1, arg463_1, arg464_1, arg465_1, arg466_1, arg467_1, arg468_1, arg469_1, arg470_1, arg471_1, arg472_1, arg473_1, arg474_1, arg475_1, arg476_1, arg477_1, arg478_1, arg479_1, arg480_1, arg481_1, arg482_1, arg483_1, arg484_1, arg485_1, arg486_1, arg487_1, arg488_1, arg489_1, arg490_1, arg491_1, arg492_1, arg493_1, arg494_1, arg495_1, arg496_1, arg497_1, arg498_1, arg499_1, arg500_1, arg501_1, arg502_1, arg503_1, arg504_1, arg505_1, arg506_1, arg507_1, arg508_1, arg509_1, arg510_1, arg511_1, arg512_1, arg513_1, arg514_1, arg515_1, arg516_1, arg517_1, arg518_1, arg519_1, arg520_1, arg521_1, arg522_1, arg523_1, arg524_1, arg525_1, arg526_1, arg527_1, arg528_1, arg529_1, arg530_1, arg531_1, arg532_1, arg533_1, arg534_1, arg535_1, arg536_1, arg537_1, arg538_1, arg539_1, arg540_1, arg541_1, arg542_1, arg543_1, arg544_1, arg545_1, arg546_1, arg547_1, arg548_1, arg549_1, arg550_1, arg551_1, arg552_1, arg553_1, arg554_1, arg555_1, arg556_1, arg557_1, arg558_1, arg559_1, arg560_1, arg561_1, arg562_1, arg563_1, arg564_1, arg565_1, arg566_1, arg567_1, arg568_1, arg569_1, arg570_1, arg571_1, arg572_1, arg573_1, arg574_1, arg575_1, arg576_1, arg577_1, arg578_1, arg579_1, arg580_1, arg581_1, arg582_1, arg583_1, arg584_1, arg585_1, arg586_1, arg587_1, arg588_1, arg589_1, arg590_1, arg591_1, arg592_1, arg593_1, arg594_1, arg595_1, arg596_1, arg597_1, arg598_1, arg599_1, arg600_1, arg601_1, arg602_1, arg603_1, arg604_1, arg605_1, arg606_1 = args
        args.clear()
        assert_size_stride(arg1_1, (1, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(arg0_1, (64, 3, 7, 7), (147, 49, 7, 1), 'input')
        buf1 = empty_strided_cpu((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
        cpp_fused_convolution_0(arg1_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (1, 64, 32, 32), (65536, 1, 2048, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        buf4 = empty_strided_cpu((1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        assert_size_stride_grouped((arg6_1, arg7_1, arg8_1, arg9_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf5 = empty_strided_cpu((1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        buf12 = empty_strided_cpu((1, 96, 16, 16), (24576, 1, 1536, 96), torch.float32)
        buf10 = reinterpret_tensor(buf12, (1, 64, 16, 16), (24576, 1, 1536, 96), 0)  # alias
        buf21 = empty_strided_cpu((1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32)
        buf18 = reinterpret_tensor(buf21, (1, 64, 16, 16), (32768, 1, 2048, 128), 0)  # alias
        buf31 = empty_strided_cpu((1, 160, 16, 16), (40960, 1, 2560, 160), torch.float32)
        buf27 = reinterpret_tensor(buf31, (1, 64, 16, 16), (40960, 1, 2560, 160), 0)  # alias
        buf42 = empty_strided_cpu((1, 192, 16, 16), (49152, 1, 3072, 192), torch.float32)
        buf37 = reinterpret_tensor(buf42, (1, 64, 16, 16), (49152, 1, 3072, 192), 0)  # alias
        buf54 = empty_strided_cpu((1, 224, 16, 16), (57344, 1, 3584, 224), torch.float32)
        buf48 = reinterpret_tensor(buf54, (1, 64, 16, 16), (57344, 1, 3584, 224), 0)  # alias
        buf67 = empty_strided_cpu((1, 256, 16, 16), (65536, 1, 4096, 256), torch.float32)
        buf60 = reinterpret_tensor(buf67, (1, 64, 16, 16), (65536, 1, 4096, 256), 0)  # alias
        assert_size_stride(arg10_1, (128, 64, 1, 1), (64, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_max_pool2d_with_indices_relu_1(buf3, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, buf4, buf5, buf10, buf18, buf27, buf37, buf48, buf60)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del arg8_1
        del arg9_1
        del buf3
        del buf4
        # Topologically Sorted Source Nodes: [batch_norm_1, relu_1, bottleneck_output], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf6 = extern_kernels.convolution(buf5, arg10_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf6, (1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del buf5
        assert_size_stride_grouped((arg11_1, arg12_1, arg13_1, arg14_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf7 = buf6; del buf6  # reuse
        assert_size_stride(arg15_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf8 = empty_strided_cpu((32, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf7, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, buf8)
        del arg11_1
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        # Topologically Sorted Source Nodes: [batch_norm_2, relu_2, new_features], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf9 = extern_kernels.convolution(buf7, buf8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf9, (1, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf7
        del buf8
        buf11 = reinterpret_tensor(buf12, (1, 32, 16, 16), (24576, 1, 1536, 96), 64)  # alias
        buf19 = reinterpret_tensor(buf21, (1, 32, 16, 16), (32768, 1, 2048, 128), 64)  # alias
        buf28 = reinterpret_tensor(buf31, (1, 32, 16, 16), (40960, 1, 2560, 160), 64)  # alias
        buf38 = reinterpret_tensor(buf42, (1, 32, 16, 16), (49152, 1, 3072, 192), 64)  # alias
        buf49 = reinterpret_tensor(buf54, (1, 32, 16, 16), (57344, 1, 3584, 224), 64)  # alias
        buf61 = reinterpret_tensor(buf67, (1, 32, 16, 16), (65536, 1, 4096, 256), 64)  # alias
        assert_size_stride_grouped((arg16_1, arg17_1, arg18_1, arg19_1), ((96, ), (96, ), (96, ), (96, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf13 = empty_strided_cpu((1, 96, 16, 16), (24576, 1, 1536, 96), torch.float32)
        assert_size_stride(arg20_1, (128, 96, 1, 1), (96, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_3(buf9, buf12, arg16_1, arg17_1, arg18_1, arg19_1, buf11, buf19, buf28, buf38, buf49, buf61, buf13)
        del arg16_1
        del arg17_1
        del arg18_1
        del arg19_1
        del buf10
        del buf11
        del buf12
        del buf9
        # Topologically Sorted Source Nodes: [batch_norm_3, relu_3, bottleneck_output_1], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf14 = extern_kernels.convolution(buf13, arg20_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf14, (1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg20_1
        del buf13
        assert_size_stride_grouped((arg21_1, arg22_1, arg23_1, arg24_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf15 = buf14; del buf14  # reuse
        assert_size_stride(arg25_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf16 = empty_strided_cpu((32, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf15, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, buf16)
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        # Topologically Sorted Source Nodes: [batch_norm_4, relu_4, new_features_1], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf17 = extern_kernels.convolution(buf15, buf16, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf17, (1, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf15
        del buf16
        buf20 = reinterpret_tensor(buf21, (1, 32, 16, 16), (32768, 1, 2048, 128), 96)  # alias
        buf29 = reinterpret_tensor(buf31, (1, 32, 16, 16), (40960, 1, 2560, 160), 96)  # alias
        buf39 = reinterpret_tensor(buf42, (1, 32, 16, 16), (49152, 1, 3072, 192), 96)  # alias
        buf50 = reinterpret_tensor(buf54, (1, 32, 16, 16), (57344, 1, 3584, 224), 96)  # alias
        buf62 = reinterpret_tensor(buf67, (1, 32, 16, 16), (65536, 1, 4096, 256), 96)  # alias
        assert_size_stride_grouped((arg26_1, arg27_1, arg28_1, arg29_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf22 = empty_strided_cpu((1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32)
        assert_size_stride(arg30_1, (128, 128, 1, 1), (128, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_4(buf17, buf21, arg26_1, arg27_1, arg28_1, arg29_1, buf20, buf29, buf39, buf50, buf62, buf22)
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        del buf17
        del buf18
        del buf19
        del buf20
        del buf21
        # Topologically Sorted Source Nodes: [batch_norm_5, relu_5, bottleneck_output_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf23 = extern_kernels.convolution(buf22, arg30_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf23, (1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg30_1
        del buf22
        assert_size_stride_grouped((arg31_1, arg32_1, arg33_1, arg34_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf24 = buf23; del buf23  # reuse
        assert_size_stride(arg35_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf25 = empty_strided_cpu((32, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf24, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, buf25)
        del arg31_1
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        # Topologically Sorted Source Nodes: [batch_norm_6, relu_6, new_features_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf26 = extern_kernels.convolution(buf24, buf25, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf26, (1, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf24
        del buf25
        buf30 = reinterpret_tensor(buf31, (1, 32, 16, 16), (40960, 1, 2560, 160), 128)  # alias
        buf40 = reinterpret_tensor(buf42, (1, 32, 16, 16), (49152, 1, 3072, 192), 128)  # alias
        buf51 = reinterpret_tensor(buf54, (1, 32, 16, 16), (57344, 1, 3584, 224), 128)  # alias
        buf63 = reinterpret_tensor(buf67, (1, 32, 16, 16), (65536, 1, 4096, 256), 128)  # alias
        assert_size_stride_grouped((arg36_1, arg37_1, arg38_1, arg39_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf32 = empty_strided_cpu((1, 160, 16, 16), (40960, 1, 2560, 160), torch.float32)
        assert_size_stride(arg40_1, (128, 160, 1, 1), (160, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_5(buf26, buf31, arg36_1, arg37_1, arg38_1, arg39_1, buf30, buf40, buf51, buf63, buf32)
        del arg36_1
        del arg37_1
        del arg38_1
        del arg39_1
        del buf26
        del buf27
        del buf28
        del buf29
        del buf30
        del buf31
        # Topologically Sorted Source Nodes: [batch_norm_7, relu_7, bottleneck_output_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf33 = extern_kernels.convolution(buf32, arg40_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf33, (1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg40_1
        del buf32
        assert_size_stride_grouped((arg41_1, arg42_1, arg43_1, arg44_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf34 = buf33; del buf33  # reuse
        assert_size_stride(arg45_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf35 = empty_strided_cpu((32, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf34, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, buf35)
        del arg41_1
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        # Topologically Sorted Source Nodes: [batch_norm_8, relu_8, new_features_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf36 = extern_kernels.convolution(buf34, buf35, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf36, (1, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf34
        del buf35
        buf41 = reinterpret_tensor(buf42, (1, 32, 16, 16), (49152, 1, 3072, 192), 160)  # alias
        buf52 = reinterpret_tensor(buf54, (1, 32, 16, 16), (57344, 1, 3584, 224), 160)  # alias
        buf64 = reinterpret_tensor(buf67, (1, 32, 16, 16), (65536, 1, 4096, 256), 160)  # alias
        assert_size_stride_grouped((arg46_1, arg47_1, arg48_1, arg49_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf43 = empty_strided_cpu((1, 192, 16, 16), (49152, 1, 3072, 192), torch.float32)
        assert_size_stride(arg50_1, (128, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_6(buf36, buf42, arg46_1, arg47_1, arg48_1, arg49_1, buf41, buf52, buf64, buf43)
        del arg46_1
        del arg47_1
        del arg48_1
        del arg49_1
        del buf36
        del buf37
        del buf38
        del buf39
        del buf40
        del buf41
        del buf42
        # Topologically Sorted Source Nodes: [batch_norm_9, relu_9, bottleneck_output_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf44 = extern_kernels.convolution(buf43, arg50_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf44, (1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg50_1
        del buf43
        assert_size_stride_grouped((arg51_1, arg52_1, arg53_1, arg54_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf45 = buf44; del buf44  # reuse
        assert_size_stride(arg55_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf46 = empty_strided_cpu((32, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf45, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, buf46)
        del arg51_1
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        # Topologically Sorted Source Nodes: [batch_norm_10, relu_10, new_features_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf47 = extern_kernels.convolution(buf45, buf46, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf47, (1, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf45
        buf53 = reinterpret_tensor(buf54, (1, 32, 16, 16), (57344, 1, 3584, 224), 192)  # alias
        buf65 = reinterpret_tensor(buf67, (1, 32, 16, 16), (65536, 1, 4096, 256), 192)  # alias
        assert_size_stride_grouped((arg56_1, arg57_1, arg58_1, arg59_1), ((224, ), (224, ), (224, ), (224, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf55 = empty_strided_cpu((1, 224, 16, 16), (57344, 1, 3584, 224), torch.float32)
        assert_size_stride(arg60_1, (128, 224, 1, 1), (224, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_7(buf47, buf54, arg56_1, arg57_1, arg58_1, arg59_1, buf53, buf65, buf55)
        del arg56_1
        del arg57_1
        del arg58_1
        del arg59_1
        del buf47
        del buf48
        del buf49
        del buf50
        del buf51
        del buf52
        del buf53
        del buf54
        # Topologically Sorted Source Nodes: [batch_norm_11, relu_11, bottleneck_output_5], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf56 = extern_kernels.convolution(buf55, arg60_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf56, (1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg60_1
        del buf55
        assert_size_stride_grouped((arg61_1, arg62_1, arg63_1, arg64_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf57 = buf56; del buf56  # reuse
        assert_size_stride(arg65_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf58 = buf46; del buf46  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf57, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, buf58)
        del arg61_1
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        # Topologically Sorted Source Nodes: [batch_norm_12, relu_12, new_features_5], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf59 = extern_kernels.convolution(buf57, buf58, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf59, (1, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf57
        buf66 = reinterpret_tensor(buf67, (1, 32, 16, 16), (65536, 1, 4096, 256), 224)  # alias
        assert_size_stride_grouped((arg66_1, arg67_1, arg68_1, arg69_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf68 = empty_strided_cpu((1, 256, 16, 16), (65536, 1, 4096, 256), torch.float32)
        assert_size_stride(arg70_1, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_8(buf59, buf67, arg66_1, arg67_1, arg68_1, arg69_1, buf66, buf68)
        del arg66_1
        del arg67_1
        del arg68_1
        del arg69_1
        del buf60
        del buf61
        del buf62
        del buf63
        del buf64
        del buf65
        del buf66
        del buf67
        # Topologically Sorted Source Nodes: [input_6, input_7, input_8], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf69 = extern_kernels.convolution(buf68, arg70_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf69, (1, 128, 16, 16), (32768, 1, 2048, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg70_1
        del buf68
        assert_size_stride_grouped((arg71_1, arg72_1, arg73_1, arg74_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf70 = reinterpret_tensor(buf59, (1, 128, 8, 8), (8192, 1, 1024, 128), 0); del buf59  # reuse
        buf77 = empty_strided_cpu((1, 160, 8, 8), (10240, 1, 1280, 160), torch.float32)
        buf75 = reinterpret_tensor(buf77, (1, 128, 8, 8), (10240, 1, 1280, 160), 0)  # alias
        assert_size_stride(arg75_1, (128, 128, 1, 1), (128, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu_9(buf69, arg71_1, arg72_1, arg73_1, arg74_1, buf70, buf75)
        del arg71_1
        del arg72_1
        del arg73_1
        del arg74_1
        # Topologically Sorted Source Nodes: [input_9, batch_norm_14, relu_14, bottleneck_output_6], Original ATen: [aten.avg_pool2d, aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf71 = extern_kernels.convolution(buf70, arg75_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf71, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg75_1
        del buf70
        assert_size_stride_grouped((arg76_1, arg77_1, arg78_1, arg79_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf72 = buf71; del buf71  # reuse
        assert_size_stride(arg80_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf73 = buf58; del buf58  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf72, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, buf73)
        del arg76_1
        del arg77_1
        del arg78_1
        del arg79_1
        del arg80_1
        # Topologically Sorted Source Nodes: [batch_norm_15, relu_15, new_features_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf74 = extern_kernels.convolution(buf72, buf73, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf74, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf72
        buf76 = reinterpret_tensor(buf77, (1, 32, 8, 8), (10240, 1, 1280, 160), 128)  # alias
        buf86 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        buf84 = reinterpret_tensor(buf86, (1, 32, 8, 8), (12288, 1, 1536, 192), 128)  # alias
        buf96 = empty_strided_cpu((1, 224, 8, 8), (14336, 1, 1792, 224), torch.float32)
        buf93 = reinterpret_tensor(buf96, (1, 32, 8, 8), (14336, 1, 1792, 224), 128)  # alias
        buf107 = empty_strided_cpu((1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32)
        buf103 = reinterpret_tensor(buf107, (1, 32, 8, 8), (16384, 1, 2048, 256), 128)  # alias
        buf119 = empty_strided_cpu((1, 288, 8, 8), (18432, 1, 2304, 288), torch.float32)
        buf114 = reinterpret_tensor(buf119, (1, 32, 8, 8), (18432, 1, 2304, 288), 128)  # alias
        buf132 = empty_strided_cpu((1, 320, 8, 8), (20480, 1, 2560, 320), torch.float32)
        buf126 = reinterpret_tensor(buf132, (1, 32, 8, 8), (20480, 1, 2560, 320), 128)  # alias
        buf146 = empty_strided_cpu((1, 352, 8, 8), (22528, 1, 2816, 352), torch.float32)
        buf139 = reinterpret_tensor(buf146, (1, 32, 8, 8), (22528, 1, 2816, 352), 128)  # alias
        assert_size_stride_grouped((arg81_1, arg82_1, arg83_1, arg84_1), ((160, ), (160, ), (160, ), (160, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf78 = empty_strided_cpu((1, 160, 8, 8), (10240, 1, 1280, 160), torch.float32)
        assert_size_stride(arg85_1, (128, 160, 1, 1), (160, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu_11(buf74, buf77, arg81_1, arg82_1, arg83_1, arg84_1, buf76, buf84, buf93, buf103, buf114, buf126, buf139, buf78)
        del arg81_1
        del arg82_1
        del arg83_1
        del arg84_1
        del buf76
        # Topologically Sorted Source Nodes: [batch_norm_16, relu_16, bottleneck_output_7], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf79 = extern_kernels.convolution(buf78, arg85_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf79, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg85_1
        assert_size_stride_grouped((arg86_1, arg87_1, arg88_1, arg89_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf80 = buf79; del buf79  # reuse
        assert_size_stride(arg90_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf81 = buf73; del buf73  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf80, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, buf81)
        del arg86_1
        del arg87_1
        del arg88_1
        del arg89_1
        del arg90_1
        # Topologically Sorted Source Nodes: [batch_norm_17, relu_17, new_features_7], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf82 = extern_kernels.convolution(buf80, buf81, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf82, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf80
        buf83 = reinterpret_tensor(buf86, (1, 128, 8, 8), (12288, 1, 1536, 192), 0)  # alias
        buf92 = reinterpret_tensor(buf96, (1, 128, 8, 8), (14336, 1, 1792, 224), 0)  # alias
        buf102 = reinterpret_tensor(buf107, (1, 128, 8, 8), (16384, 1, 2048, 256), 0)  # alias
        buf113 = reinterpret_tensor(buf119, (1, 128, 8, 8), (18432, 1, 2304, 288), 0)  # alias
        buf125 = reinterpret_tensor(buf132, (1, 128, 8, 8), (20480, 1, 2560, 320), 0)  # alias
        buf138 = reinterpret_tensor(buf146, (1, 128, 8, 8), (22528, 1, 2816, 352), 0)  # alias
        buf85 = reinterpret_tensor(buf86, (1, 32, 8, 8), (12288, 1, 1536, 192), 160)  # alias
        buf94 = reinterpret_tensor(buf96, (1, 32, 8, 8), (14336, 1, 1792, 224), 160)  # alias
        buf104 = reinterpret_tensor(buf107, (1, 32, 8, 8), (16384, 1, 2048, 256), 160)  # alias
        buf115 = reinterpret_tensor(buf119, (1, 32, 8, 8), (18432, 1, 2304, 288), 160)  # alias
        buf127 = reinterpret_tensor(buf132, (1, 32, 8, 8), (20480, 1, 2560, 320), 160)  # alias
        buf140 = reinterpret_tensor(buf146, (1, 32, 8, 8), (22528, 1, 2816, 352), 160)  # alias
        assert_size_stride_grouped((arg91_1, arg92_1, arg93_1, arg94_1), ((192, ), (192, ), (192, ), (192, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf87 = empty_strided_cpu((1, 192, 8, 8), (12288, 1, 1536, 192), torch.float32)
        assert_size_stride(arg95_1, (128, 192, 1, 1), (192, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_12(buf75, buf82, buf86, arg91_1, arg92_1, arg93_1, arg94_1, buf83, buf92, buf102, buf113, buf125, buf138, buf85, buf94, buf104, buf115, buf127, buf140, buf87)
        del arg91_1
        del arg92_1
        del arg93_1
        del arg94_1
        del buf83
        del buf84
        del buf85
        del buf86
        # Topologically Sorted Source Nodes: [batch_norm_18, relu_18, bottleneck_output_8], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf88 = extern_kernels.convolution(buf87, arg95_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf88, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg95_1
        del buf87
        assert_size_stride_grouped((arg96_1, arg97_1, arg98_1, arg99_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf89 = buf88; del buf88  # reuse
        assert_size_stride(arg100_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf90 = buf81; del buf81  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf89, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, buf90)
        del arg100_1
        del arg96_1
        del arg97_1
        del arg98_1
        del arg99_1
        # Topologically Sorted Source Nodes: [batch_norm_19, relu_19, new_features_8], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf91 = extern_kernels.convolution(buf89, buf90, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf91, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf89
        buf95 = reinterpret_tensor(buf96, (1, 32, 8, 8), (14336, 1, 1792, 224), 192)  # alias
        buf105 = reinterpret_tensor(buf107, (1, 32, 8, 8), (16384, 1, 2048, 256), 192)  # alias
        buf116 = reinterpret_tensor(buf119, (1, 32, 8, 8), (18432, 1, 2304, 288), 192)  # alias
        buf128 = reinterpret_tensor(buf132, (1, 32, 8, 8), (20480, 1, 2560, 320), 192)  # alias
        buf141 = reinterpret_tensor(buf146, (1, 32, 8, 8), (22528, 1, 2816, 352), 192)  # alias
        buf161 = empty_strided_cpu((1, 384, 8, 8), (24576, 1, 3072, 384), torch.float32)
        buf155 = reinterpret_tensor(buf161, (1, 32, 8, 8), (24576, 1, 3072, 384), 192)  # alias
        assert_size_stride_grouped((arg101_1, arg102_1, arg103_1, arg104_1), ((224, ), (224, ), (224, ), (224, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf97 = empty_strided_cpu((1, 224, 8, 8), (14336, 1, 1792, 224), torch.float32)
        assert_size_stride(arg105_1, (128, 224, 1, 1), (224, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_13(buf91, buf96, arg101_1, arg102_1, arg103_1, arg104_1, buf95, buf105, buf116, buf128, buf141, buf155, buf97)
        del arg101_1
        del arg102_1
        del arg103_1
        del arg104_1
        del buf92
        del buf93
        del buf94
        del buf95
        del buf96
        # Topologically Sorted Source Nodes: [batch_norm_20, relu_20, bottleneck_output_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf98 = extern_kernels.convolution(buf97, arg105_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf98, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg105_1
        del buf97
        assert_size_stride_grouped((arg106_1, arg107_1, arg108_1, arg109_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf99 = buf98; del buf98  # reuse
        assert_size_stride(arg110_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf100 = buf90; del buf90  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf99, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, buf100)
        del arg106_1
        del arg107_1
        del arg108_1
        del arg109_1
        del arg110_1
        # Topologically Sorted Source Nodes: [batch_norm_21, relu_21, new_features_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf101 = extern_kernels.convolution(buf99, buf100, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf101, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf99
        buf106 = reinterpret_tensor(buf107, (1, 32, 8, 8), (16384, 1, 2048, 256), 224)  # alias
        buf117 = reinterpret_tensor(buf119, (1, 32, 8, 8), (18432, 1, 2304, 288), 224)  # alias
        buf129 = reinterpret_tensor(buf132, (1, 32, 8, 8), (20480, 1, 2560, 320), 224)  # alias
        buf142 = reinterpret_tensor(buf146, (1, 32, 8, 8), (22528, 1, 2816, 352), 224)  # alias
        buf156 = reinterpret_tensor(buf161, (1, 32, 8, 8), (24576, 1, 3072, 384), 224)  # alias
        assert_size_stride_grouped((arg111_1, arg112_1, arg113_1, arg114_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf108 = empty_strided_cpu((1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32)
        assert_size_stride(arg115_1, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_14(buf101, buf107, arg111_1, arg112_1, arg113_1, arg114_1, buf106, buf117, buf129, buf142, buf156, buf108)
        del arg111_1
        del arg112_1
        del arg113_1
        del arg114_1
        del buf102
        del buf103
        del buf104
        del buf105
        del buf106
        del buf107
        # Topologically Sorted Source Nodes: [batch_norm_22, relu_22, bottleneck_output_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf109 = extern_kernels.convolution(buf108, arg115_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf109, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg115_1
        del buf108
        assert_size_stride_grouped((arg116_1, arg117_1, arg118_1, arg119_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf110 = buf109; del buf109  # reuse
        assert_size_stride(arg120_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf111 = buf100; del buf100  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf110, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, buf111)
        del arg116_1
        del arg117_1
        del arg118_1
        del arg119_1
        del arg120_1
        # Topologically Sorted Source Nodes: [batch_norm_23, relu_23, new_features_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf112 = extern_kernels.convolution(buf110, buf111, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf112, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf110
        buf118 = reinterpret_tensor(buf119, (1, 32, 8, 8), (18432, 1, 2304, 288), 256)  # alias
        buf130 = reinterpret_tensor(buf132, (1, 32, 8, 8), (20480, 1, 2560, 320), 256)  # alias
        buf143 = reinterpret_tensor(buf146, (1, 32, 8, 8), (22528, 1, 2816, 352), 256)  # alias
        buf157 = reinterpret_tensor(buf161, (1, 32, 8, 8), (24576, 1, 3072, 384), 256)  # alias
        buf177 = empty_strided_cpu((1, 416, 8, 8), (26624, 1, 3328, 416), torch.float32)
        buf172 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 256)  # alias
        assert_size_stride_grouped((arg121_1, arg122_1, arg123_1, arg124_1), ((288, ), (288, ), (288, ), (288, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf120 = empty_strided_cpu((1, 288, 8, 8), (18432, 1, 2304, 288), torch.float32)
        assert_size_stride(arg125_1, (128, 288, 1, 1), (288, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_15(buf112, buf119, arg121_1, arg122_1, arg123_1, arg124_1, buf118, buf130, buf143, buf157, buf172, buf120)
        del arg121_1
        del arg122_1
        del arg123_1
        del arg124_1
        del buf113
        del buf114
        del buf115
        del buf116
        del buf117
        del buf118
        del buf119
        # Topologically Sorted Source Nodes: [batch_norm_24, relu_24, bottleneck_output_11], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf121 = extern_kernels.convolution(buf120, arg125_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf121, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg125_1
        del buf120
        assert_size_stride_grouped((arg126_1, arg127_1, arg128_1, arg129_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf122 = buf121; del buf121  # reuse
        assert_size_stride(arg130_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf123 = buf111; del buf111  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf122, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, buf123)
        del arg126_1
        del arg127_1
        del arg128_1
        del arg129_1
        del arg130_1
        # Topologically Sorted Source Nodes: [batch_norm_25, relu_25, new_features_11], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf124 = extern_kernels.convolution(buf122, buf123, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf124, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf122
        buf131 = reinterpret_tensor(buf132, (1, 32, 8, 8), (20480, 1, 2560, 320), 288)  # alias
        buf144 = reinterpret_tensor(buf146, (1, 32, 8, 8), (22528, 1, 2816, 352), 288)  # alias
        buf158 = reinterpret_tensor(buf161, (1, 32, 8, 8), (24576, 1, 3072, 384), 288)  # alias
        buf173 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 288)  # alias
        buf194 = empty_strided_cpu((1, 448, 8, 8), (28672, 1, 3584, 448), torch.float32)
        buf189 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 288)  # alias
        assert_size_stride_grouped((arg131_1, arg132_1, arg133_1, arg134_1), ((320, ), (320, ), (320, ), (320, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf133 = empty_strided_cpu((1, 320, 8, 8), (20480, 1, 2560, 320), torch.float32)
        assert_size_stride(arg135_1, (128, 320, 1, 1), (320, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_16(buf124, buf132, arg131_1, arg132_1, arg133_1, arg134_1, buf131, buf144, buf158, buf173, buf189, buf133)
        del arg131_1
        del arg132_1
        del arg133_1
        del arg134_1
        del buf125
        del buf126
        del buf127
        del buf128
        del buf129
        del buf130
        del buf131
        del buf132
        # Topologically Sorted Source Nodes: [batch_norm_26, relu_26, bottleneck_output_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf134 = extern_kernels.convolution(buf133, arg135_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf134, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg135_1
        del buf133
        assert_size_stride_grouped((arg136_1, arg137_1, arg138_1, arg139_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf135 = buf134; del buf134  # reuse
        assert_size_stride(arg140_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf136 = buf123; del buf123  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf135, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, buf136)
        del arg136_1
        del arg137_1
        del arg138_1
        del arg139_1
        del arg140_1
        # Topologically Sorted Source Nodes: [batch_norm_27, relu_27, new_features_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf137 = extern_kernels.convolution(buf135, buf136, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf137, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf135
        buf145 = reinterpret_tensor(buf146, (1, 32, 8, 8), (22528, 1, 2816, 352), 320)  # alias
        buf159 = reinterpret_tensor(buf161, (1, 32, 8, 8), (24576, 1, 3072, 384), 320)  # alias
        buf174 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 320)  # alias
        buf190 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 320)  # alias
        buf212 = empty_strided_cpu((1, 480, 8, 8), (30720, 1, 3840, 480), torch.float32)
        buf207 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 320)  # alias
        assert_size_stride_grouped((arg141_1, arg142_1, arg143_1, arg144_1), ((352, ), (352, ), (352, ), (352, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf147 = empty_strided_cpu((1, 352, 8, 8), (22528, 1, 2816, 352), torch.float32)
        assert_size_stride(arg145_1, (128, 352, 1, 1), (352, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_17(buf137, buf146, arg141_1, arg142_1, arg143_1, arg144_1, buf145, buf159, buf174, buf190, buf207, buf147)
        del arg141_1
        del arg142_1
        del arg143_1
        del arg144_1
        del buf138
        del buf139
        del buf140
        del buf141
        del buf142
        del buf143
        del buf144
        del buf145
        del buf146
        # Topologically Sorted Source Nodes: [batch_norm_28, relu_28, bottleneck_output_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf148 = extern_kernels.convolution(buf147, arg145_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf148, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg145_1
        del buf147
        assert_size_stride_grouped((arg146_1, arg147_1, arg148_1, arg149_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf149 = buf148; del buf148  # reuse
        assert_size_stride(arg150_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf150 = buf136; del buf136  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf149, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, buf150)
        del arg146_1
        del arg147_1
        del arg148_1
        del arg149_1
        del arg150_1
        # Topologically Sorted Source Nodes: [batch_norm_29, relu_29, new_features_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf151 = extern_kernels.convolution(buf149, buf150, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf151, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf149
        buf152 = reinterpret_tensor(buf161, (1, 128, 8, 8), (24576, 1, 3072, 384), 0)  # alias
        buf167 = reinterpret_tensor(buf177, (1, 128, 8, 8), (26624, 1, 3328, 416), 0)  # alias
        buf183 = reinterpret_tensor(buf194, (1, 128, 8, 8), (28672, 1, 3584, 448), 0)  # alias
        buf200 = reinterpret_tensor(buf212, (1, 128, 8, 8), (30720, 1, 3840, 480), 0)  # alias
        buf153 = reinterpret_tensor(buf161, (1, 32, 8, 8), (24576, 1, 3072, 384), 128)  # alias
        buf168 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 128)  # alias
        buf184 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 128)  # alias
        buf201 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 128)  # alias
        buf154 = reinterpret_tensor(buf161, (1, 32, 8, 8), (24576, 1, 3072, 384), 160)  # alias
        buf169 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 160)  # alias
        buf185 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 160)  # alias
        buf202 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 160)  # alias
        buf160 = reinterpret_tensor(buf161, (1, 32, 8, 8), (24576, 1, 3072, 384), 352)  # alias
        buf175 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 352)  # alias
        buf191 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 352)  # alias
        buf208 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 352)  # alias
        assert_size_stride_grouped((arg151_1, arg152_1, arg153_1, arg154_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf162 = empty_strided_cpu((1, 384, 8, 8), (24576, 1, 3072, 384), torch.float32)
        assert_size_stride(arg155_1, (128, 384, 1, 1), (384, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_18(buf75, buf74, buf82, buf151, buf161, arg151_1, arg152_1, arg153_1, arg154_1, buf152, buf167, buf183, buf200, buf153, buf168, buf184, buf201, buf154, buf169, buf185, buf202, buf160, buf175, buf191, buf208, buf162)
        del arg151_1
        del arg152_1
        del arg153_1
        del arg154_1
        del buf152
        del buf153
        del buf154
        del buf155
        del buf156
        del buf157
        del buf158
        del buf159
        del buf160
        del buf161
        # Topologically Sorted Source Nodes: [batch_norm_30, relu_30, bottleneck_output_14], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf163 = extern_kernels.convolution(buf162, arg155_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf163, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg155_1
        del buf162
        assert_size_stride_grouped((arg156_1, arg157_1, arg158_1, arg159_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf164 = buf163; del buf163  # reuse
        assert_size_stride(arg160_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf165 = buf150; del buf150  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf164, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, buf165)
        del arg156_1
        del arg157_1
        del arg158_1
        del arg159_1
        del arg160_1
        # Topologically Sorted Source Nodes: [batch_norm_31, relu_31, new_features_14], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf166 = extern_kernels.convolution(buf164, buf165, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf166, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf164
        buf170 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 192)  # alias
        buf186 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 192)  # alias
        buf203 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 192)  # alias
        buf231 = reinterpret_tensor(buf69, (1, 512, 8, 8), (32768, 1, 4096, 512), 0); del buf69  # reuse
        buf221 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 192)  # alias
        buf171 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 224)  # alias
        buf187 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 224)  # alias
        buf204 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 224)  # alias
        buf222 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 224)  # alias
        buf176 = reinterpret_tensor(buf177, (1, 32, 8, 8), (26624, 1, 3328, 416), 384)  # alias
        buf192 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 384)  # alias
        buf209 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 384)  # alias
        buf227 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 384)  # alias
        assert_size_stride_grouped((arg161_1, arg162_1, arg163_1, arg164_1), ((416, ), (416, ), (416, ), (416, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf178 = empty_strided_cpu((1, 416, 8, 8), (26624, 1, 3328, 416), torch.float32)
        assert_size_stride(arg165_1, (128, 416, 1, 1), (416, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_19(buf91, buf101, buf166, buf177, arg161_1, arg162_1, arg163_1, arg164_1, buf170, buf186, buf203, buf221, buf171, buf187, buf204, buf222, buf176, buf192, buf209, buf227, buf178)
        del arg161_1
        del arg162_1
        del arg163_1
        del arg164_1
        del buf101
        del buf166
        del buf167
        del buf168
        del buf169
        del buf170
        del buf171
        del buf172
        del buf173
        del buf174
        del buf175
        del buf176
        del buf177
        del buf91
        # Topologically Sorted Source Nodes: [batch_norm_32, relu_32, bottleneck_output_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf179 = extern_kernels.convolution(buf178, arg165_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf179, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg165_1
        del buf178
        assert_size_stride_grouped((arg166_1, arg167_1, arg168_1, arg169_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf180 = buf179; del buf179  # reuse
        assert_size_stride(arg170_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf181 = buf165; del buf165  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf180, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, buf181)
        del arg166_1
        del arg167_1
        del arg168_1
        del arg169_1
        del arg170_1
        # Topologically Sorted Source Nodes: [batch_norm_33, relu_33, new_features_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf182 = extern_kernels.convolution(buf180, buf181, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf182, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf180
        buf188 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 256)  # alias
        buf205 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 256)  # alias
        buf223 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 256)  # alias
        buf193 = reinterpret_tensor(buf194, (1, 32, 8, 8), (28672, 1, 3584, 448), 416)  # alias
        buf210 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 416)  # alias
        buf228 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 416)  # alias
        assert_size_stride_grouped((arg171_1, arg172_1, arg173_1, arg174_1), ((448, ), (448, ), (448, ), (448, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf195 = empty_strided_cpu((1, 448, 8, 8), (28672, 1, 3584, 448), torch.float32)
        assert_size_stride(arg175_1, (128, 448, 1, 1), (448, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_20(buf112, buf182, buf194, arg171_1, arg172_1, arg173_1, arg174_1, buf188, buf205, buf223, buf193, buf210, buf228, buf195)
        del arg171_1
        del arg172_1
        del arg173_1
        del arg174_1
        del buf112
        del buf182
        del buf183
        del buf184
        del buf185
        del buf186
        del buf187
        del buf188
        del buf189
        del buf190
        del buf191
        del buf192
        del buf193
        del buf194
        # Topologically Sorted Source Nodes: [batch_norm_34, relu_34, bottleneck_output_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf196 = extern_kernels.convolution(buf195, arg175_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf196, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg175_1
        del buf195
        assert_size_stride_grouped((arg176_1, arg177_1, arg178_1, arg179_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf197 = buf196; del buf196  # reuse
        assert_size_stride(arg180_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf198 = buf181; del buf181  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf197, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, buf198)
        del arg176_1
        del arg177_1
        del arg178_1
        del arg179_1
        del arg180_1
        # Topologically Sorted Source Nodes: [batch_norm_35, relu_35, new_features_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf199 = extern_kernels.convolution(buf197, buf198, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf199, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        buf206 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 288)  # alias
        buf224 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 288)  # alias
        buf211 = reinterpret_tensor(buf212, (1, 32, 8, 8), (30720, 1, 3840, 480), 448)  # alias
        buf229 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 448)  # alias
        assert_size_stride_grouped((arg181_1, arg182_1, arg183_1, arg184_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf213 = empty_strided_cpu((1, 480, 8, 8), (30720, 1, 3840, 480), torch.float32)
        assert_size_stride(arg185_1, (128, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_21(buf124, buf199, buf212, arg181_1, arg182_1, arg183_1, arg184_1, buf206, buf224, buf211, buf229, buf213)
        del arg181_1
        del arg182_1
        del arg183_1
        del arg184_1
        del buf124
        del buf199
        del buf200
        del buf201
        del buf202
        del buf203
        del buf204
        del buf205
        del buf206
        del buf207
        del buf208
        del buf209
        del buf210
        del buf211
        del buf212
        # Topologically Sorted Source Nodes: [batch_norm_36, relu_36, bottleneck_output_17], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf214 = extern_kernels.convolution(buf213, arg185_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf214, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg185_1
        del buf213
        assert_size_stride_grouped((arg186_1, arg187_1, arg188_1, arg189_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf215 = buf214; del buf214  # reuse
        assert_size_stride(arg190_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf216 = buf198; del buf198  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_10(buf215, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, buf216)
        del arg186_1
        del arg187_1
        del arg188_1
        del arg189_1
        del arg190_1
        # Topologically Sorted Source Nodes: [batch_norm_37, relu_37, new_features_17], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf217 = extern_kernels.convolution(buf215, buf216, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf217, (1, 32, 8, 8), (2048, 1, 256, 32), torch.float32, 'torch.ops.aten.convolution.default')
        buf218 = reinterpret_tensor(buf231, (1, 128, 8, 8), (32768, 1, 4096, 512), 0)  # alias
        buf219 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 128)  # alias
        buf220 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 160)  # alias
        buf225 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 320)  # alias
        buf226 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 352)  # alias
        buf230 = reinterpret_tensor(buf231, (1, 32, 8, 8), (32768, 1, 4096, 512), 480)  # alias
        assert_size_stride_grouped((arg191_1, arg192_1, arg193_1, arg194_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf232 = empty_strided_cpu((1, 512, 8, 8), (32768, 1, 4096, 512), torch.float32)
        assert_size_stride(arg195_1, (256, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_22(buf75, buf74, buf82, buf137, buf151, buf217, buf231, arg191_1, arg192_1, arg193_1, arg194_1, buf218, buf219, buf220, buf225, buf226, buf230, buf232)
        del arg191_1
        del arg192_1
        del arg193_1
        del arg194_1
        del buf137
        del buf151
        del buf217
        del buf218
        del buf219
        del buf220
        del buf221
        del buf222
        del buf223
        del buf224
        del buf225
        del buf226
        del buf227
        del buf228
        del buf229
        del buf230
        del buf231
        del buf74
        del buf75
        del buf82
        # Topologically Sorted Source Nodes: [input_11, input_12, input_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf233 = extern_kernels.convolution(buf232, arg195_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf233, (1, 256, 8, 8), (16384, 1, 2048, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg195_1
        del buf232
        assert_size_stride_grouped((arg196_1, arg197_1, arg198_1, arg199_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf234 = empty_strided_cpu((1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32)
        buf241 = empty_strided_cpu((1, 288, 4, 4), (4608, 1, 1152, 288), torch.float32)
        buf239 = reinterpret_tensor(buf241, (1, 256, 4, 4), (4608, 1, 1152, 288), 0)  # alias
        assert_size_stride(arg200_1, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu_23(buf233, arg196_1, arg197_1, arg198_1, arg199_1, buf234, buf239)
        del arg196_1
        del arg197_1
        del arg198_1
        del arg199_1
        # Topologically Sorted Source Nodes: [input_14, batch_norm_39, relu_39, bottleneck_output_18], Original ATen: [aten.avg_pool2d, aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf235 = extern_kernels.convolution(buf234, arg200_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf235, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg200_1
        assert_size_stride_grouped((arg201_1, arg202_1, arg203_1, arg204_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf236 = buf235; del buf235  # reuse
        assert_size_stride(arg205_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf237 = buf216; del buf216  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf236, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, buf237)
        del arg201_1
        del arg202_1
        del arg203_1
        del arg204_1
        del arg205_1
        # Topologically Sorted Source Nodes: [batch_norm_40, relu_40, new_features_18], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf238 = extern_kernels.convolution(buf236, buf237, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf238, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf236
        buf240 = reinterpret_tensor(buf241, (1, 32, 4, 4), (4608, 1, 1152, 288), 256)  # alias
        buf250 = empty_strided_cpu((1, 320, 4, 4), (5120, 1, 1280, 320), torch.float32)
        buf248 = reinterpret_tensor(buf250, (1, 32, 4, 4), (5120, 1, 1280, 320), 256)  # alias
        buf260 = empty_strided_cpu((1, 352, 4, 4), (5632, 1, 1408, 352), torch.float32)
        buf257 = reinterpret_tensor(buf260, (1, 32, 4, 4), (5632, 1, 1408, 352), 256)  # alias
        buf271 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        buf267 = reinterpret_tensor(buf271, (1, 32, 4, 4), (6144, 1, 1536, 384), 256)  # alias
        buf283 = empty_strided_cpu((1, 416, 4, 4), (6656, 1, 1664, 416), torch.float32)
        buf278 = reinterpret_tensor(buf283, (1, 32, 4, 4), (6656, 1, 1664, 416), 256)  # alias
        buf296 = empty_strided_cpu((1, 448, 4, 4), (7168, 1, 1792, 448), torch.float32)
        buf290 = reinterpret_tensor(buf296, (1, 32, 4, 4), (7168, 1, 1792, 448), 256)  # alias
        buf310 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32)
        buf303 = reinterpret_tensor(buf310, (1, 32, 4, 4), (7680, 1, 1920, 480), 256)  # alias
        assert_size_stride_grouped((arg206_1, arg207_1, arg208_1, arg209_1), ((288, ), (288, ), (288, ), (288, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf242 = empty_strided_cpu((1, 288, 4, 4), (4608, 1, 1152, 288), torch.float32)
        assert_size_stride(arg210_1, (128, 288, 1, 1), (288, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu_25(buf238, buf241, arg206_1, arg207_1, arg208_1, arg209_1, buf240, buf248, buf257, buf267, buf278, buf290, buf303, buf242)
        del arg206_1
        del arg207_1
        del arg208_1
        del arg209_1
        del buf240
        # Topologically Sorted Source Nodes: [batch_norm_41, relu_41, bottleneck_output_19], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf243 = extern_kernels.convolution(buf242, arg210_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf243, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg210_1
        del buf242
        assert_size_stride_grouped((arg211_1, arg212_1, arg213_1, arg214_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf244 = buf243; del buf243  # reuse
        assert_size_stride(arg215_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf245 = buf237; del buf237  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf244, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, buf245)
        del arg211_1
        del arg212_1
        del arg213_1
        del arg214_1
        del arg215_1
        # Topologically Sorted Source Nodes: [batch_norm_42, relu_42, new_features_19], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf246 = extern_kernels.convolution(buf244, buf245, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf246, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf244
        buf247 = reinterpret_tensor(buf250, (1, 256, 4, 4), (5120, 1, 1280, 320), 0)  # alias
        buf256 = reinterpret_tensor(buf260, (1, 256, 4, 4), (5632, 1, 1408, 352), 0)  # alias
        buf266 = reinterpret_tensor(buf271, (1, 256, 4, 4), (6144, 1, 1536, 384), 0)  # alias
        buf277 = reinterpret_tensor(buf283, (1, 256, 4, 4), (6656, 1, 1664, 416), 0)  # alias
        buf289 = reinterpret_tensor(buf296, (1, 256, 4, 4), (7168, 1, 1792, 448), 0)  # alias
        buf302 = reinterpret_tensor(buf310, (1, 256, 4, 4), (7680, 1, 1920, 480), 0)  # alias
        buf249 = reinterpret_tensor(buf250, (1, 32, 4, 4), (5120, 1, 1280, 320), 288)  # alias
        buf258 = reinterpret_tensor(buf260, (1, 32, 4, 4), (5632, 1, 1408, 352), 288)  # alias
        buf268 = reinterpret_tensor(buf271, (1, 32, 4, 4), (6144, 1, 1536, 384), 288)  # alias
        buf279 = reinterpret_tensor(buf283, (1, 32, 4, 4), (6656, 1, 1664, 416), 288)  # alias
        buf291 = reinterpret_tensor(buf296, (1, 32, 4, 4), (7168, 1, 1792, 448), 288)  # alias
        buf304 = reinterpret_tensor(buf310, (1, 32, 4, 4), (7680, 1, 1920, 480), 288)  # alias
        assert_size_stride_grouped((arg216_1, arg217_1, arg218_1, arg219_1), ((320, ), (320, ), (320, ), (320, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf251 = empty_strided_cpu((1, 320, 4, 4), (5120, 1, 1280, 320), torch.float32)
        assert_size_stride(arg220_1, (128, 320, 1, 1), (320, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_26(buf239, buf246, buf250, arg216_1, arg217_1, arg218_1, arg219_1, buf247, buf256, buf266, buf277, buf289, buf302, buf249, buf258, buf268, buf279, buf291, buf304, buf251)
        del arg216_1
        del arg217_1
        del arg218_1
        del arg219_1
        del buf247
        del buf248
        del buf249
        del buf250
        # Topologically Sorted Source Nodes: [batch_norm_43, relu_43, bottleneck_output_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf252 = extern_kernels.convolution(buf251, arg220_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf252, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg220_1
        del buf251
        assert_size_stride_grouped((arg221_1, arg222_1, arg223_1, arg224_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf253 = buf252; del buf252  # reuse
        assert_size_stride(arg225_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf254 = buf245; del buf245  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf253, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, buf254)
        del arg221_1
        del arg222_1
        del arg223_1
        del arg224_1
        del arg225_1
        # Topologically Sorted Source Nodes: [batch_norm_44, relu_44, new_features_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf255 = extern_kernels.convolution(buf253, buf254, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf255, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf253
        buf259 = reinterpret_tensor(buf260, (1, 32, 4, 4), (5632, 1, 1408, 352), 320)  # alias
        buf269 = reinterpret_tensor(buf271, (1, 32, 4, 4), (6144, 1, 1536, 384), 320)  # alias
        buf280 = reinterpret_tensor(buf283, (1, 32, 4, 4), (6656, 1, 1664, 416), 320)  # alias
        buf292 = reinterpret_tensor(buf296, (1, 32, 4, 4), (7168, 1, 1792, 448), 320)  # alias
        buf305 = reinterpret_tensor(buf310, (1, 32, 4, 4), (7680, 1, 1920, 480), 320)  # alias
        buf325 = reinterpret_tensor(buf215, (1, 512, 4, 4), (8192, 1, 2048, 512), 0); del buf215  # reuse
        buf319 = reinterpret_tensor(buf325, (1, 32, 4, 4), (8192, 1, 2048, 512), 320)  # alias
        assert_size_stride_grouped((arg226_1, arg227_1, arg228_1, arg229_1), ((352, ), (352, ), (352, ), (352, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf261 = empty_strided_cpu((1, 352, 4, 4), (5632, 1, 1408, 352), torch.float32)
        assert_size_stride(arg230_1, (128, 352, 1, 1), (352, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_27(buf255, buf260, arg226_1, arg227_1, arg228_1, arg229_1, buf259, buf269, buf280, buf292, buf305, buf319, buf261)
        del arg226_1
        del arg227_1
        del arg228_1
        del arg229_1
        del buf256
        del buf257
        del buf258
        del buf259
        del buf260
        # Topologically Sorted Source Nodes: [batch_norm_45, relu_45, bottleneck_output_21], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf262 = extern_kernels.convolution(buf261, arg230_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf262, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg230_1
        del buf261
        assert_size_stride_grouped((arg231_1, arg232_1, arg233_1, arg234_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf263 = buf262; del buf262  # reuse
        assert_size_stride(arg235_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf264 = buf254; del buf254  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf263, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, buf264)
        del arg231_1
        del arg232_1
        del arg233_1
        del arg234_1
        del arg235_1
        # Topologically Sorted Source Nodes: [batch_norm_46, relu_46, new_features_21], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf265 = extern_kernels.convolution(buf263, buf264, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf265, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf263
        buf270 = reinterpret_tensor(buf271, (1, 32, 4, 4), (6144, 1, 1536, 384), 352)  # alias
        buf281 = reinterpret_tensor(buf283, (1, 32, 4, 4), (6656, 1, 1664, 416), 352)  # alias
        buf293 = reinterpret_tensor(buf296, (1, 32, 4, 4), (7168, 1, 1792, 448), 352)  # alias
        buf306 = reinterpret_tensor(buf310, (1, 32, 4, 4), (7680, 1, 1920, 480), 352)  # alias
        buf320 = reinterpret_tensor(buf325, (1, 32, 4, 4), (8192, 1, 2048, 512), 352)  # alias
        assert_size_stride_grouped((arg236_1, arg237_1, arg238_1, arg239_1), ((384, ), (384, ), (384, ), (384, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf272 = empty_strided_cpu((1, 384, 4, 4), (6144, 1, 1536, 384), torch.float32)
        assert_size_stride(arg240_1, (128, 384, 1, 1), (384, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_28(buf265, buf271, arg236_1, arg237_1, arg238_1, arg239_1, buf270, buf281, buf293, buf306, buf320, buf272)
        del arg236_1
        del arg237_1
        del arg238_1
        del arg239_1
        del buf266
        del buf267
        del buf268
        del buf269
        del buf270
        del buf271
        # Topologically Sorted Source Nodes: [batch_norm_47, relu_47, bottleneck_output_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf273 = extern_kernels.convolution(buf272, arg240_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf273, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg240_1
        del buf272
        assert_size_stride_grouped((arg241_1, arg242_1, arg243_1, arg244_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf274 = buf273; del buf273  # reuse
        assert_size_stride(arg245_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf275 = buf264; del buf264  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf274, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, buf275)
        del arg241_1
        del arg242_1
        del arg243_1
        del arg244_1
        del arg245_1
        # Topologically Sorted Source Nodes: [batch_norm_48, relu_48, new_features_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf276 = extern_kernels.convolution(buf274, buf275, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf276, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf274
        buf282 = reinterpret_tensor(buf283, (1, 32, 4, 4), (6656, 1, 1664, 416), 384)  # alias
        buf294 = reinterpret_tensor(buf296, (1, 32, 4, 4), (7168, 1, 1792, 448), 384)  # alias
        buf307 = reinterpret_tensor(buf310, (1, 32, 4, 4), (7680, 1, 1920, 480), 384)  # alias
        buf321 = reinterpret_tensor(buf325, (1, 32, 4, 4), (8192, 1, 2048, 512), 384)  # alias
        buf341 = empty_strided_cpu((1, 544, 4, 4), (8704, 1, 2176, 544), torch.float32)
        buf336 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 384)  # alias
        assert_size_stride_grouped((arg246_1, arg247_1, arg248_1, arg249_1), ((416, ), (416, ), (416, ), (416, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf284 = empty_strided_cpu((1, 416, 4, 4), (6656, 1, 1664, 416), torch.float32)
        assert_size_stride(arg250_1, (128, 416, 1, 1), (416, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_29(buf276, buf283, arg246_1, arg247_1, arg248_1, arg249_1, buf282, buf294, buf307, buf321, buf336, buf284)
        del arg246_1
        del arg247_1
        del arg248_1
        del arg249_1
        del buf277
        del buf278
        del buf279
        del buf280
        del buf281
        del buf282
        del buf283
        # Topologically Sorted Source Nodes: [batch_norm_49, relu_49, bottleneck_output_23], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf285 = extern_kernels.convolution(buf284, arg250_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf285, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg250_1
        del buf284
        assert_size_stride_grouped((arg251_1, arg252_1, arg253_1, arg254_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf286 = buf285; del buf285  # reuse
        assert_size_stride(arg255_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf287 = buf275; del buf275  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf286, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, buf287)
        del arg251_1
        del arg252_1
        del arg253_1
        del arg254_1
        del arg255_1
        # Topologically Sorted Source Nodes: [batch_norm_50, relu_50, new_features_23], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf288 = extern_kernels.convolution(buf286, buf287, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf288, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf286
        buf295 = reinterpret_tensor(buf296, (1, 32, 4, 4), (7168, 1, 1792, 448), 416)  # alias
        buf308 = reinterpret_tensor(buf310, (1, 32, 4, 4), (7680, 1, 1920, 480), 416)  # alias
        buf322 = reinterpret_tensor(buf325, (1, 32, 4, 4), (8192, 1, 2048, 512), 416)  # alias
        buf337 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 416)  # alias
        buf358 = empty_strided_cpu((1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32)
        buf353 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 416)  # alias
        assert_size_stride_grouped((arg256_1, arg257_1, arg258_1, arg259_1), ((448, ), (448, ), (448, ), (448, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf297 = empty_strided_cpu((1, 448, 4, 4), (7168, 1, 1792, 448), torch.float32)
        assert_size_stride(arg260_1, (128, 448, 1, 1), (448, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_30(buf288, buf296, arg256_1, arg257_1, arg258_1, arg259_1, buf295, buf308, buf322, buf337, buf353, buf297)
        del arg256_1
        del arg257_1
        del arg258_1
        del arg259_1
        del buf289
        del buf290
        del buf291
        del buf292
        del buf293
        del buf294
        del buf295
        del buf296
        # Topologically Sorted Source Nodes: [batch_norm_51, relu_51, bottleneck_output_24], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf298 = extern_kernels.convolution(buf297, arg260_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf298, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg260_1
        del buf297
        assert_size_stride_grouped((arg261_1, arg262_1, arg263_1, arg264_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf299 = buf298; del buf298  # reuse
        assert_size_stride(arg265_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf300 = buf287; del buf287  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf299, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, buf300)
        del arg261_1
        del arg262_1
        del arg263_1
        del arg264_1
        del arg265_1
        # Topologically Sorted Source Nodes: [batch_norm_52, relu_52, new_features_24], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf301 = extern_kernels.convolution(buf299, buf300, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf301, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf299
        buf309 = reinterpret_tensor(buf310, (1, 32, 4, 4), (7680, 1, 1920, 480), 448)  # alias
        buf323 = reinterpret_tensor(buf325, (1, 32, 4, 4), (8192, 1, 2048, 512), 448)  # alias
        buf338 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 448)  # alias
        buf354 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 448)  # alias
        buf376 = empty_strided_cpu((1, 608, 4, 4), (9728, 1, 2432, 608), torch.float32)
        buf371 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 448)  # alias
        assert_size_stride_grouped((arg266_1, arg267_1, arg268_1, arg269_1), ((480, ), (480, ), (480, ), (480, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf311 = empty_strided_cpu((1, 480, 4, 4), (7680, 1, 1920, 480), torch.float32)
        assert_size_stride(arg270_1, (128, 480, 1, 1), (480, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_31(buf301, buf310, arg266_1, arg267_1, arg268_1, arg269_1, buf309, buf323, buf338, buf354, buf371, buf311)
        del arg266_1
        del arg267_1
        del arg268_1
        del arg269_1
        del buf302
        del buf303
        del buf304
        del buf305
        del buf306
        del buf307
        del buf308
        del buf309
        del buf310
        # Topologically Sorted Source Nodes: [batch_norm_53, relu_53, bottleneck_output_25], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf312 = extern_kernels.convolution(buf311, arg270_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf312, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg270_1
        del buf311
        assert_size_stride_grouped((arg271_1, arg272_1, arg273_1, arg274_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf313 = buf312; del buf312  # reuse
        assert_size_stride(arg275_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf314 = buf300; del buf300  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf313, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, buf314)
        del arg271_1
        del arg272_1
        del arg273_1
        del arg274_1
        del arg275_1
        # Topologically Sorted Source Nodes: [batch_norm_54, relu_54, new_features_25], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf315 = extern_kernels.convolution(buf313, buf314, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf315, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf313
        buf316 = reinterpret_tensor(buf325, (1, 256, 4, 4), (8192, 1, 2048, 512), 0)  # alias
        buf331 = reinterpret_tensor(buf341, (1, 256, 4, 4), (8704, 1, 2176, 544), 0)  # alias
        buf347 = reinterpret_tensor(buf358, (1, 256, 4, 4), (9216, 1, 2304, 576), 0)  # alias
        buf364 = reinterpret_tensor(buf376, (1, 256, 4, 4), (9728, 1, 2432, 608), 0)  # alias
        buf317 = reinterpret_tensor(buf325, (1, 32, 4, 4), (8192, 1, 2048, 512), 256)  # alias
        buf332 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 256)  # alias
        buf348 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 256)  # alias
        buf365 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 256)  # alias
        buf318 = reinterpret_tensor(buf325, (1, 32, 4, 4), (8192, 1, 2048, 512), 288)  # alias
        buf333 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 288)  # alias
        buf349 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 288)  # alias
        buf366 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 288)  # alias
        buf324 = reinterpret_tensor(buf325, (1, 32, 4, 4), (8192, 1, 2048, 512), 480)  # alias
        buf339 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 480)  # alias
        buf355 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 480)  # alias
        buf372 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 480)  # alias
        assert_size_stride_grouped((arg276_1, arg277_1, arg278_1, arg279_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf326 = reinterpret_tensor(buf197, (1, 512, 4, 4), (8192, 1, 2048, 512), 0); del buf197  # reuse
        assert_size_stride(arg280_1, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_32(buf239, buf238, buf246, buf315, buf325, arg276_1, arg277_1, arg278_1, arg279_1, buf316, buf331, buf347, buf364, buf317, buf332, buf348, buf365, buf318, buf333, buf349, buf366, buf324, buf339, buf355, buf372, buf326)
        del arg276_1
        del arg277_1
        del arg278_1
        del arg279_1
        del buf316
        del buf317
        del buf318
        del buf319
        del buf320
        del buf321
        del buf322
        del buf323
        del buf324
        del buf325
        # Topologically Sorted Source Nodes: [batch_norm_55, relu_55, bottleneck_output_26], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf327 = extern_kernels.convolution(buf326, arg280_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf327, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg280_1
        del buf326
        assert_size_stride_grouped((arg281_1, arg282_1, arg283_1, arg284_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf328 = buf327; del buf327  # reuse
        assert_size_stride(arg285_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf329 = buf314; del buf314  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf328, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, buf329)
        del arg281_1
        del arg282_1
        del arg283_1
        del arg284_1
        del arg285_1
        # Topologically Sorted Source Nodes: [batch_norm_56, relu_56, new_features_26], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf330 = extern_kernels.convolution(buf328, buf329, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf330, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf328
        buf334 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 320)  # alias
        buf350 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 320)  # alias
        buf367 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 320)  # alias
        buf395 = reinterpret_tensor(buf77, (1, 640, 4, 4), (10240, 1, 2560, 640), 0); del buf77  # reuse
        buf385 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 320)  # alias
        buf335 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 352)  # alias
        buf351 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 352)  # alias
        buf368 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 352)  # alias
        buf386 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 352)  # alias
        buf340 = reinterpret_tensor(buf341, (1, 32, 4, 4), (8704, 1, 2176, 544), 512)  # alias
        buf356 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 512)  # alias
        buf373 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 512)  # alias
        buf391 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 512)  # alias
        assert_size_stride_grouped((arg286_1, arg287_1, arg288_1, arg289_1), ((544, ), (544, ), (544, ), (544, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf342 = empty_strided_cpu((1, 544, 4, 4), (8704, 1, 2176, 544), torch.float32)
        assert_size_stride(arg290_1, (128, 544, 1, 1), (544, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_33(buf255, buf265, buf330, buf341, arg286_1, arg287_1, arg288_1, arg289_1, buf334, buf350, buf367, buf385, buf335, buf351, buf368, buf386, buf340, buf356, buf373, buf391, buf342)
        del arg286_1
        del arg287_1
        del arg288_1
        del arg289_1
        del buf331
        del buf332
        del buf333
        del buf334
        del buf335
        del buf336
        del buf337
        del buf338
        del buf339
        del buf340
        del buf341
        # Topologically Sorted Source Nodes: [batch_norm_57, relu_57, bottleneck_output_27], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf343 = extern_kernels.convolution(buf342, arg290_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf343, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg290_1
        del buf342
        assert_size_stride_grouped((arg291_1, arg292_1, arg293_1, arg294_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf344 = buf343; del buf343  # reuse
        assert_size_stride(arg295_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf345 = buf329; del buf329  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf344, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, buf345)
        del arg291_1
        del arg292_1
        del arg293_1
        del arg294_1
        del arg295_1
        # Topologically Sorted Source Nodes: [batch_norm_58, relu_58, new_features_27], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf346 = extern_kernels.convolution(buf344, buf345, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf346, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf344
        buf352 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 384)  # alias
        buf369 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 384)  # alias
        buf387 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 384)  # alias
        buf415 = empty_strided_cpu((1, 672, 4, 4), (10752, 1, 2688, 672), torch.float32)
        buf406 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 384)  # alias
        buf357 = reinterpret_tensor(buf358, (1, 32, 4, 4), (9216, 1, 2304, 576), 544)  # alias
        buf374 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 544)  # alias
        buf392 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 544)  # alias
        buf411 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 544)  # alias
        assert_size_stride_grouped((arg296_1, arg297_1, arg298_1, arg299_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf359 = empty_strided_cpu((1, 576, 4, 4), (9216, 1, 2304, 576), torch.float32)
        assert_size_stride(arg300_1, (128, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_34(buf276, buf346, buf358, arg296_1, arg297_1, arg298_1, arg299_1, buf352, buf369, buf387, buf406, buf357, buf374, buf392, buf411, buf359)
        del arg296_1
        del arg297_1
        del arg298_1
        del arg299_1
        del buf347
        del buf348
        del buf349
        del buf350
        del buf351
        del buf352
        del buf353
        del buf354
        del buf355
        del buf356
        del buf357
        del buf358
        # Topologically Sorted Source Nodes: [batch_norm_59, relu_59, bottleneck_output_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf360 = extern_kernels.convolution(buf359, arg300_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf360, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg300_1
        del buf359
        assert_size_stride_grouped((arg301_1, arg302_1, arg303_1, arg304_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf361 = buf360; del buf360  # reuse
        assert_size_stride(arg305_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf362 = buf345; del buf345  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf361, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, buf362)
        del arg301_1
        del arg302_1
        del arg303_1
        del arg304_1
        del arg305_1
        # Topologically Sorted Source Nodes: [batch_norm_60, relu_60, new_features_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf363 = extern_kernels.convolution(buf361, buf362, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf363, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf361
        buf370 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 416)  # alias
        buf388 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 416)  # alias
        buf407 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 416)  # alias
        buf436 = empty_strided_cpu((1, 704, 4, 4), (11264, 1, 2816, 704), torch.float32)
        buf427 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 416)  # alias
        buf375 = reinterpret_tensor(buf376, (1, 32, 4, 4), (9728, 1, 2432, 608), 576)  # alias
        buf393 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 576)  # alias
        buf412 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 576)  # alias
        buf432 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 576)  # alias
        assert_size_stride_grouped((arg306_1, arg307_1, arg308_1, arg309_1), ((608, ), (608, ), (608, ), (608, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf377 = empty_strided_cpu((1, 608, 4, 4), (9728, 1, 2432, 608), torch.float32)
        assert_size_stride(arg310_1, (128, 608, 1, 1), (608, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_35(buf288, buf363, buf376, arg306_1, arg307_1, arg308_1, arg309_1, buf370, buf388, buf407, buf427, buf375, buf393, buf412, buf432, buf377)
        del arg306_1
        del arg307_1
        del arg308_1
        del arg309_1
        del buf364
        del buf365
        del buf366
        del buf367
        del buf368
        del buf369
        del buf370
        del buf371
        del buf372
        del buf373
        del buf374
        del buf375
        del buf376
        # Topologically Sorted Source Nodes: [batch_norm_61, relu_61, bottleneck_output_29], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf378 = extern_kernels.convolution(buf377, arg310_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf378, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg310_1
        del buf377
        assert_size_stride_grouped((arg311_1, arg312_1, arg313_1, arg314_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf379 = buf378; del buf378  # reuse
        assert_size_stride(arg315_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf380 = buf362; del buf362  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf379, arg311_1, arg312_1, arg313_1, arg314_1, arg315_1, buf380)
        del arg311_1
        del arg312_1
        del arg313_1
        del arg314_1
        del arg315_1
        # Topologically Sorted Source Nodes: [batch_norm_62, relu_62, new_features_29], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf381 = extern_kernels.convolution(buf379, buf380, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf381, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf379
        buf382 = reinterpret_tensor(buf395, (1, 256, 4, 4), (10240, 1, 2560, 640), 0)  # alias
        buf401 = reinterpret_tensor(buf415, (1, 256, 4, 4), (10752, 1, 2688, 672), 0)  # alias
        buf421 = reinterpret_tensor(buf436, (1, 256, 4, 4), (11264, 1, 2816, 704), 0)  # alias
        buf458 = empty_strided_cpu((1, 736, 4, 4), (11776, 1, 2944, 736), torch.float32)
        buf442 = reinterpret_tensor(buf458, (1, 256, 4, 4), (11776, 1, 2944, 736), 0)  # alias
        buf383 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 256)  # alias
        buf402 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 256)  # alias
        buf422 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 256)  # alias
        buf443 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 256)  # alias
        buf384 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 288)  # alias
        buf403 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 288)  # alias
        buf423 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 288)  # alias
        buf444 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 288)  # alias
        buf389 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 448)  # alias
        buf408 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 448)  # alias
        buf428 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 448)  # alias
        buf449 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 448)  # alias
        buf390 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 480)  # alias
        buf409 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 480)  # alias
        buf429 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 480)  # alias
        buf450 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 480)  # alias
        buf394 = reinterpret_tensor(buf395, (1, 32, 4, 4), (10240, 1, 2560, 640), 608)  # alias
        buf413 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 608)  # alias
        buf433 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 608)  # alias
        buf454 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 608)  # alias
        assert_size_stride_grouped((arg316_1, arg317_1, arg318_1, arg319_1), ((640, ), (640, ), (640, ), (640, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf396 = reinterpret_tensor(buf78, (1, 640, 4, 4), (10240, 1, 2560, 640), 0); del buf78  # reuse
        assert_size_stride(arg320_1, (128, 640, 1, 1), (640, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_36(buf239, buf238, buf246, buf301, buf315, buf381, buf395, arg316_1, arg317_1, arg318_1, arg319_1, buf382, buf401, buf421, buf442, buf383, buf402, buf422, buf443, buf384, buf403, buf423, buf444, buf389, buf408, buf428, buf449, buf390, buf409, buf429, buf450, buf394, buf413, buf433, buf454, buf396)
        del arg316_1
        del arg317_1
        del arg318_1
        del arg319_1
        del buf382
        del buf383
        del buf384
        del buf385
        del buf386
        del buf387
        del buf388
        del buf389
        del buf390
        del buf391
        del buf392
        del buf393
        del buf394
        del buf395
        # Topologically Sorted Source Nodes: [batch_norm_63, relu_63, bottleneck_output_30], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf397 = extern_kernels.convolution(buf396, arg320_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf397, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg320_1
        del buf396
        assert_size_stride_grouped((arg321_1, arg322_1, arg323_1, arg324_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf398 = buf397; del buf397  # reuse
        assert_size_stride(arg325_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf399 = buf380; del buf380  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf398, arg321_1, arg322_1, arg323_1, arg324_1, arg325_1, buf399)
        del arg321_1
        del arg322_1
        del arg323_1
        del arg324_1
        del arg325_1
        # Topologically Sorted Source Nodes: [batch_norm_64, relu_64, new_features_30], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf400 = extern_kernels.convolution(buf398, buf399, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf400, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf398
        buf404 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 320)  # alias
        buf424 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 320)  # alias
        buf445 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 320)  # alias
        buf481 = empty_strided_cpu((1, 768, 4, 4), (12288, 1, 3072, 768), torch.float32)
        buf467 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 320)  # alias
        buf405 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 352)  # alias
        buf425 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 352)  # alias
        buf446 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 352)  # alias
        buf468 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 352)  # alias
        buf410 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 512)  # alias
        buf430 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 512)  # alias
        buf451 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 512)  # alias
        buf473 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 512)  # alias
        buf414 = reinterpret_tensor(buf415, (1, 32, 4, 4), (10752, 1, 2688, 672), 640)  # alias
        buf434 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 640)  # alias
        buf455 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 640)  # alias
        buf477 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 640)  # alias
        assert_size_stride_grouped((arg326_1, arg327_1, arg328_1, arg329_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf416 = empty_strided_cpu((1, 672, 4, 4), (10752, 1, 2688, 672), torch.float32)
        assert_size_stride(arg330_1, (128, 672, 1, 1), (672, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_37(buf255, buf265, buf330, buf400, buf415, arg326_1, arg327_1, arg328_1, arg329_1, buf404, buf424, buf445, buf467, buf405, buf425, buf446, buf468, buf410, buf430, buf451, buf473, buf414, buf434, buf455, buf477, buf416)
        del arg326_1
        del arg327_1
        del arg328_1
        del arg329_1
        del buf401
        del buf402
        del buf403
        del buf404
        del buf405
        del buf406
        del buf407
        del buf408
        del buf409
        del buf410
        del buf411
        del buf412
        del buf413
        del buf414
        del buf415
        # Topologically Sorted Source Nodes: [batch_norm_65, relu_65, bottleneck_output_31], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf417 = extern_kernels.convolution(buf416, arg330_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf417, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg330_1
        del buf416
        assert_size_stride_grouped((arg331_1, arg332_1, arg333_1, arg334_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf418 = buf417; del buf417  # reuse
        assert_size_stride(arg335_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf419 = buf399; del buf399  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf418, arg331_1, arg332_1, arg333_1, arg334_1, arg335_1, buf419)
        del arg331_1
        del arg332_1
        del arg333_1
        del arg334_1
        del arg335_1
        # Topologically Sorted Source Nodes: [batch_norm_66, relu_66, new_features_31], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf420 = extern_kernels.convolution(buf418, buf419, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf420, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf418
        buf426 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 384)  # alias
        buf447 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 384)  # alias
        buf469 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 384)  # alias
        buf431 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 544)  # alias
        buf452 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 544)  # alias
        buf474 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 544)  # alias
        buf435 = reinterpret_tensor(buf436, (1, 32, 4, 4), (11264, 1, 2816, 704), 672)  # alias
        buf456 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 672)  # alias
        buf478 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 672)  # alias
        assert_size_stride_grouped((arg336_1, arg337_1, arg338_1, arg339_1), ((704, ), (704, ), (704, ), (704, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf437 = empty_strided_cpu((1, 704, 4, 4), (11264, 1, 2816, 704), torch.float32)
        assert_size_stride(arg340_1, (128, 704, 1, 1), (704, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_38(buf276, buf346, buf420, buf436, arg336_1, arg337_1, arg338_1, arg339_1, buf426, buf447, buf469, buf431, buf452, buf474, buf435, buf456, buf478, buf437)
        del arg336_1
        del arg337_1
        del arg338_1
        del arg339_1
        del buf421
        del buf422
        del buf423
        del buf424
        del buf425
        del buf426
        del buf427
        del buf428
        del buf429
        del buf430
        del buf431
        del buf432
        del buf433
        del buf434
        del buf435
        del buf436
        # Topologically Sorted Source Nodes: [batch_norm_67, relu_67, bottleneck_output_32], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf438 = extern_kernels.convolution(buf437, arg340_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf438, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg340_1
        del buf437
        assert_size_stride_grouped((arg341_1, arg342_1, arg343_1, arg344_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf439 = buf438; del buf438  # reuse
        assert_size_stride(arg345_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf440 = buf419; del buf419  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf439, arg341_1, arg342_1, arg343_1, arg344_1, arg345_1, buf440)
        del arg341_1
        del arg342_1
        del arg343_1
        del arg344_1
        del arg345_1
        # Topologically Sorted Source Nodes: [batch_norm_68, relu_68, new_features_32], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf441 = extern_kernels.convolution(buf439, buf440, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf441, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf439
        buf448 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 416)  # alias
        buf470 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 416)  # alias
        buf505 = empty_strided_cpu((1, 800, 4, 4), (12800, 1, 3200, 800), torch.float32)
        buf493 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 416)  # alias
        buf453 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 576)  # alias
        buf475 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 576)  # alias
        buf498 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 576)  # alias
        buf457 = reinterpret_tensor(buf458, (1, 32, 4, 4), (11776, 1, 2944, 736), 704)  # alias
        buf479 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 704)  # alias
        buf502 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 704)  # alias
        assert_size_stride_grouped((arg346_1, arg347_1, arg348_1, arg349_1), ((736, ), (736, ), (736, ), (736, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf459 = empty_strided_cpu((1, 736, 4, 4), (11776, 1, 2944, 736), torch.float32)
        assert_size_stride(arg350_1, (128, 736, 1, 1), (736, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_39(buf288, buf363, buf441, buf458, arg346_1, arg347_1, arg348_1, arg349_1, buf448, buf470, buf493, buf453, buf475, buf498, buf457, buf479, buf502, buf459)
        del arg346_1
        del arg347_1
        del arg348_1
        del arg349_1
        del buf442
        del buf443
        del buf444
        del buf445
        del buf446
        del buf447
        del buf448
        del buf449
        del buf450
        del buf451
        del buf452
        del buf453
        del buf454
        del buf455
        del buf456
        del buf457
        del buf458
        # Topologically Sorted Source Nodes: [batch_norm_69, relu_69, bottleneck_output_33], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf460 = extern_kernels.convolution(buf459, arg350_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf460, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg350_1
        del buf459
        assert_size_stride_grouped((arg351_1, arg352_1, arg353_1, arg354_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf461 = buf460; del buf460  # reuse
        assert_size_stride(arg355_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf462 = buf440; del buf440  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf461, arg351_1, arg352_1, arg353_1, arg354_1, arg355_1, buf462)
        del arg351_1
        del arg352_1
        del arg353_1
        del arg354_1
        del arg355_1
        # Topologically Sorted Source Nodes: [batch_norm_70, relu_70, new_features_33], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf463 = extern_kernels.convolution(buf461, buf462, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf463, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf461
        buf464 = reinterpret_tensor(buf481, (1, 256, 4, 4), (12288, 1, 3072, 768), 0)  # alias
        buf487 = reinterpret_tensor(buf505, (1, 256, 4, 4), (12800, 1, 3200, 800), 0)  # alias
        buf530 = empty_strided_cpu((1, 832, 4, 4), (13312, 1, 3328, 832), torch.float32)
        buf511 = reinterpret_tensor(buf530, (1, 256, 4, 4), (13312, 1, 3328, 832), 0)  # alias
        buf465 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 256)  # alias
        buf488 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 256)  # alias
        buf512 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 256)  # alias
        buf466 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 288)  # alias
        buf489 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 288)  # alias
        buf513 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 288)  # alias
        buf471 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 448)  # alias
        buf494 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 448)  # alias
        buf518 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 448)  # alias
        buf472 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 480)  # alias
        buf495 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 480)  # alias
        buf519 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 480)  # alias
        buf476 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 608)  # alias
        buf499 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 608)  # alias
        buf523 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 608)  # alias
        buf480 = reinterpret_tensor(buf481, (1, 32, 4, 4), (12288, 1, 3072, 768), 736)  # alias
        buf503 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 736)  # alias
        buf527 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 736)  # alias
        assert_size_stride_grouped((arg356_1, arg357_1, arg358_1, arg359_1), ((768, ), (768, ), (768, ), (768, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf482 = empty_strided_cpu((1, 768, 4, 4), (12288, 1, 3072, 768), torch.float32)
        assert_size_stride(arg360_1, (128, 768, 1, 1), (768, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_40(buf239, buf238, buf246, buf301, buf315, buf381, buf463, buf481, arg356_1, arg357_1, arg358_1, arg359_1, buf464, buf487, buf511, buf465, buf488, buf512, buf466, buf489, buf513, buf471, buf494, buf518, buf472, buf495, buf519, buf476, buf499, buf523, buf480, buf503, buf527, buf482)
        del arg356_1
        del arg357_1
        del arg358_1
        del arg359_1
        del buf464
        del buf465
        del buf466
        del buf467
        del buf468
        del buf469
        del buf470
        del buf471
        del buf472
        del buf473
        del buf474
        del buf475
        del buf476
        del buf477
        del buf478
        del buf479
        del buf480
        del buf481
        # Topologically Sorted Source Nodes: [batch_norm_71, relu_71, bottleneck_output_34], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf483 = extern_kernels.convolution(buf482, arg360_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf483, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg360_1
        del buf482
        assert_size_stride_grouped((arg361_1, arg362_1, arg363_1, arg364_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf484 = buf483; del buf483  # reuse
        assert_size_stride(arg365_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf485 = buf462; del buf462  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf484, arg361_1, arg362_1, arg363_1, arg364_1, arg365_1, buf485)
        del arg361_1
        del arg362_1
        del arg363_1
        del arg364_1
        del arg365_1
        # Topologically Sorted Source Nodes: [batch_norm_72, relu_72, new_features_34], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf486 = extern_kernels.convolution(buf484, buf485, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf486, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf484
        buf490 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 320)  # alias
        buf514 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 320)  # alias
        buf556 = empty_strided_cpu((1, 864, 4, 4), (13824, 1, 3456, 864), torch.float32)
        buf539 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 320)  # alias
        buf491 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 352)  # alias
        buf515 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 352)  # alias
        buf540 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 352)  # alias
        buf492 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 384)  # alias
        buf516 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 384)  # alias
        buf541 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 384)  # alias
        buf496 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 512)  # alias
        buf520 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 512)  # alias
        buf545 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 512)  # alias
        buf497 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 544)  # alias
        buf521 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 544)  # alias
        buf546 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 544)  # alias
        buf500 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 640)  # alias
        buf524 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 640)  # alias
        buf549 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 640)  # alias
        buf501 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 672)  # alias
        buf525 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 672)  # alias
        buf550 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 672)  # alias
        buf504 = reinterpret_tensor(buf505, (1, 32, 4, 4), (12800, 1, 3200, 800), 768)  # alias
        buf528 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 768)  # alias
        buf553 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 768)  # alias
        assert_size_stride_grouped((arg366_1, arg367_1, arg368_1, arg369_1), ((800, ), (800, ), (800, ), (800, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf506 = empty_strided_cpu((1, 800, 4, 4), (12800, 1, 3200, 800), torch.float32)
        assert_size_stride(arg370_1, (128, 800, 1, 1), (800, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_41(buf255, buf265, buf276, buf330, buf346, buf400, buf420, buf486, buf505, arg366_1, arg367_1, arg368_1, arg369_1, buf490, buf514, buf539, buf491, buf515, buf540, buf492, buf516, buf541, buf496, buf520, buf545, buf497, buf521, buf546, buf500, buf524, buf549, buf501, buf525, buf550, buf504, buf528, buf553, buf506)
        del arg366_1
        del arg367_1
        del arg368_1
        del arg369_1
        del buf487
        del buf488
        del buf489
        del buf490
        del buf491
        del buf492
        del buf493
        del buf494
        del buf495
        del buf496
        del buf497
        del buf498
        del buf499
        del buf500
        del buf501
        del buf502
        del buf503
        del buf504
        del buf505
        # Topologically Sorted Source Nodes: [batch_norm_73, relu_73, bottleneck_output_35], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf507 = extern_kernels.convolution(buf506, arg370_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf507, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg370_1
        del buf506
        assert_size_stride_grouped((arg371_1, arg372_1, arg373_1, arg374_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf508 = buf507; del buf507  # reuse
        assert_size_stride(arg375_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf509 = buf485; del buf485  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf508, arg371_1, arg372_1, arg373_1, arg374_1, arg375_1, buf509)
        del arg371_1
        del arg372_1
        del arg373_1
        del arg374_1
        del arg375_1
        # Topologically Sorted Source Nodes: [batch_norm_74, relu_74, new_features_35], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf510 = extern_kernels.convolution(buf508, buf509, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf510, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf508
        buf517 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 416)  # alias
        buf542 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 416)  # alias
        buf583 = empty_strided_cpu((1, 896, 4, 4), (14336, 1, 3584, 896), torch.float32)
        buf568 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 416)  # alias
        buf522 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 576)  # alias
        buf547 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 576)  # alias
        buf573 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 576)  # alias
        buf526 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 704)  # alias
        buf551 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 704)  # alias
        buf577 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 704)  # alias
        buf529 = reinterpret_tensor(buf530, (1, 32, 4, 4), (13312, 1, 3328, 832), 800)  # alias
        buf554 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 800)  # alias
        buf580 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 800)  # alias
        assert_size_stride_grouped((arg376_1, arg377_1, arg378_1, arg379_1), ((832, ), (832, ), (832, ), (832, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf531 = empty_strided_cpu((1, 832, 4, 4), (13312, 1, 3328, 832), torch.float32)
        assert_size_stride(arg380_1, (128, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_42(buf288, buf363, buf441, buf510, buf530, arg376_1, arg377_1, arg378_1, arg379_1, buf517, buf542, buf568, buf522, buf547, buf573, buf526, buf551, buf577, buf529, buf554, buf580, buf531)
        del arg376_1
        del arg377_1
        del arg378_1
        del arg379_1
        del buf511
        del buf512
        del buf513
        del buf514
        del buf515
        del buf516
        del buf517
        del buf518
        del buf519
        del buf520
        del buf521
        del buf522
        del buf523
        del buf524
        del buf525
        del buf526
        del buf527
        del buf528
        del buf529
        del buf530
        # Topologically Sorted Source Nodes: [batch_norm_75, relu_75, bottleneck_output_36], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf532 = extern_kernels.convolution(buf531, arg380_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf532, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg380_1
        del buf531
        assert_size_stride_grouped((arg381_1, arg382_1, arg383_1, arg384_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf533 = buf532; del buf532  # reuse
        assert_size_stride(arg385_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf534 = buf509; del buf509  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf533, arg381_1, arg382_1, arg383_1, arg384_1, arg385_1, buf534)
        del arg381_1
        del arg382_1
        del arg383_1
        del arg384_1
        del arg385_1
        # Topologically Sorted Source Nodes: [batch_norm_76, relu_76, new_features_36], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf535 = extern_kernels.convolution(buf533, buf534, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf535, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf533
        buf536 = reinterpret_tensor(buf556, (1, 256, 4, 4), (13824, 1, 3456, 864), 0)  # alias
        buf562 = reinterpret_tensor(buf583, (1, 256, 4, 4), (14336, 1, 3584, 896), 0)  # alias
        buf611 = empty_strided_cpu((1, 928, 4, 4), (14848, 1, 3712, 928), torch.float32)
        buf589 = reinterpret_tensor(buf611, (1, 256, 4, 4), (14848, 1, 3712, 928), 0)  # alias
        buf537 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 256)  # alias
        buf563 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 256)  # alias
        buf590 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 256)  # alias
        buf538 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 288)  # alias
        buf564 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 288)  # alias
        buf591 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 288)  # alias
        buf543 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 448)  # alias
        buf569 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 448)  # alias
        buf596 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 448)  # alias
        buf544 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 480)  # alias
        buf570 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 480)  # alias
        buf597 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 480)  # alias
        buf548 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 608)  # alias
        buf574 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 608)  # alias
        buf601 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 608)  # alias
        buf552 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 736)  # alias
        buf578 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 736)  # alias
        buf605 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 736)  # alias
        buf555 = reinterpret_tensor(buf556, (1, 32, 4, 4), (13824, 1, 3456, 864), 832)  # alias
        buf581 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 832)  # alias
        buf608 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 832)  # alias
        assert_size_stride_grouped((arg386_1, arg387_1, arg388_1, arg389_1), ((864, ), (864, ), (864, ), (864, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf557 = empty_strided_cpu((1, 864, 4, 4), (13824, 1, 3456, 864), torch.float32)
        assert_size_stride(arg390_1, (128, 864, 1, 1), (864, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_43(buf239, buf238, buf246, buf301, buf315, buf381, buf463, buf535, buf556, arg386_1, arg387_1, arg388_1, arg389_1, buf536, buf562, buf589, buf537, buf563, buf590, buf538, buf564, buf591, buf543, buf569, buf596, buf544, buf570, buf597, buf548, buf574, buf601, buf552, buf578, buf605, buf555, buf581, buf608, buf557)
        del arg386_1
        del arg387_1
        del arg388_1
        del arg389_1
        del buf536
        del buf537
        del buf538
        del buf539
        del buf540
        del buf541
        del buf542
        del buf543
        del buf544
        del buf545
        del buf546
        del buf547
        del buf548
        del buf549
        del buf550
        del buf551
        del buf552
        del buf553
        del buf554
        del buf555
        del buf556
        # Topologically Sorted Source Nodes: [batch_norm_77, relu_77, bottleneck_output_37], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf558 = extern_kernels.convolution(buf557, arg390_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf558, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg390_1
        del buf557
        assert_size_stride_grouped((arg391_1, arg392_1, arg393_1, arg394_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf559 = buf558; del buf558  # reuse
        assert_size_stride(arg395_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf560 = buf534; del buf534  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf559, arg391_1, arg392_1, arg393_1, arg394_1, arg395_1, buf560)
        del arg391_1
        del arg392_1
        del arg393_1
        del arg394_1
        del arg395_1
        # Topologically Sorted Source Nodes: [batch_norm_78, relu_78, new_features_37], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf561 = extern_kernels.convolution(buf559, buf560, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf561, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf559
        buf565 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 320)  # alias
        buf592 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 320)  # alias
        buf640 = empty_strided_cpu((1, 960, 4, 4), (15360, 1, 3840, 960), torch.float32)
        buf620 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 320)  # alias
        buf566 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 352)  # alias
        buf593 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 352)  # alias
        buf621 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 352)  # alias
        buf567 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 384)  # alias
        buf594 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 384)  # alias
        buf622 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 384)  # alias
        buf571 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 512)  # alias
        buf598 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 512)  # alias
        buf626 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 512)  # alias
        buf572 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 544)  # alias
        buf599 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 544)  # alias
        buf627 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 544)  # alias
        buf575 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 640)  # alias
        buf602 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 640)  # alias
        buf630 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 640)  # alias
        buf576 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 672)  # alias
        buf603 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 672)  # alias
        buf631 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 672)  # alias
        buf579 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 768)  # alias
        buf606 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 768)  # alias
        buf634 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 768)  # alias
        buf582 = reinterpret_tensor(buf583, (1, 32, 4, 4), (14336, 1, 3584, 896), 864)  # alias
        buf609 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 864)  # alias
        buf637 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 864)  # alias
        assert_size_stride_grouped((arg396_1, arg397_1, arg398_1, arg399_1), ((896, ), (896, ), (896, ), (896, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf584 = empty_strided_cpu((1, 896, 4, 4), (14336, 1, 3584, 896), torch.float32)
        assert_size_stride(arg400_1, (128, 896, 1, 1), (896, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_44(buf255, buf265, buf276, buf330, buf346, buf400, buf420, buf486, buf561, buf583, arg396_1, arg397_1, arg398_1, arg399_1, buf565, buf592, buf620, buf566, buf593, buf621, buf567, buf594, buf622, buf571, buf598, buf626, buf572, buf599, buf627, buf575, buf602, buf630, buf576, buf603, buf631, buf579, buf606, buf634, buf582, buf609, buf637, buf584)
        del arg396_1
        del arg397_1
        del arg398_1
        del arg399_1
        del buf562
        del buf563
        del buf564
        del buf565
        del buf566
        del buf567
        del buf568
        del buf569
        del buf570
        del buf571
        del buf572
        del buf573
        del buf574
        del buf575
        del buf576
        del buf577
        del buf578
        del buf579
        del buf580
        del buf581
        del buf582
        del buf583
        # Topologically Sorted Source Nodes: [batch_norm_79, relu_79, bottleneck_output_38], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf585 = extern_kernels.convolution(buf584, arg400_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf585, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg400_1
        del buf584
        assert_size_stride_grouped((arg401_1, arg402_1, arg403_1, arg404_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf586 = buf585; del buf585  # reuse
        assert_size_stride(arg405_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf587 = buf560; del buf560  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf586, arg401_1, arg402_1, arg403_1, arg404_1, arg405_1, buf587)
        del arg401_1
        del arg402_1
        del arg403_1
        del arg404_1
        del arg405_1
        # Topologically Sorted Source Nodes: [batch_norm_80, relu_80, new_features_38], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf588 = extern_kernels.convolution(buf586, buf587, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf588, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf586
        buf595 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 416)  # alias
        buf623 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 416)  # alias
        buf670 = empty_strided_cpu((1, 992, 4, 4), (15872, 1, 3968, 992), torch.float32)
        buf652 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 416)  # alias
        buf600 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 576)  # alias
        buf628 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 576)  # alias
        buf657 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 576)  # alias
        buf604 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 704)  # alias
        buf632 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 704)  # alias
        buf661 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 704)  # alias
        buf607 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 800)  # alias
        buf635 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 800)  # alias
        buf664 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 800)  # alias
        buf610 = reinterpret_tensor(buf611, (1, 32, 4, 4), (14848, 1, 3712, 928), 896)  # alias
        buf638 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 896)  # alias
        buf667 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 896)  # alias
        assert_size_stride_grouped((arg406_1, arg407_1, arg408_1, arg409_1), ((928, ), (928, ), (928, ), (928, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf612 = empty_strided_cpu((1, 928, 4, 4), (14848, 1, 3712, 928), torch.float32)
        assert_size_stride(arg410_1, (128, 928, 1, 1), (928, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_45(buf288, buf363, buf441, buf510, buf588, buf611, arg406_1, arg407_1, arg408_1, arg409_1, buf595, buf623, buf652, buf600, buf628, buf657, buf604, buf632, buf661, buf607, buf635, buf664, buf610, buf638, buf667, buf612)
        del arg406_1
        del arg407_1
        del arg408_1
        del arg409_1
        del buf589
        del buf590
        del buf591
        del buf592
        del buf593
        del buf594
        del buf595
        del buf596
        del buf597
        del buf598
        del buf599
        del buf600
        del buf601
        del buf602
        del buf603
        del buf604
        del buf605
        del buf606
        del buf607
        del buf608
        del buf609
        del buf610
        del buf611
        # Topologically Sorted Source Nodes: [batch_norm_81, relu_81, bottleneck_output_39], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf613 = extern_kernels.convolution(buf612, arg410_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf613, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg410_1
        del buf612
        assert_size_stride_grouped((arg411_1, arg412_1, arg413_1, arg414_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf614 = buf613; del buf613  # reuse
        assert_size_stride(arg415_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf615 = buf587; del buf587  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf614, arg411_1, arg412_1, arg413_1, arg414_1, arg415_1, buf615)
        del arg411_1
        del arg412_1
        del arg413_1
        del arg414_1
        del arg415_1
        # Topologically Sorted Source Nodes: [batch_norm_82, relu_82, new_features_39], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf616 = extern_kernels.convolution(buf614, buf615, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf616, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf614
        buf617 = reinterpret_tensor(buf640, (1, 256, 4, 4), (15360, 1, 3840, 960), 0)  # alias
        buf646 = reinterpret_tensor(buf670, (1, 256, 4, 4), (15872, 1, 3968, 992), 0)  # alias
        buf701 = reinterpret_tensor(buf233, (1, 1024, 4, 4), (16384, 1, 4096, 1024), 0); del buf233  # reuse
        buf676 = reinterpret_tensor(buf701, (1, 256, 4, 4), (16384, 1, 4096, 1024), 0)  # alias
        buf618 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 256)  # alias
        buf647 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 256)  # alias
        buf677 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 256)  # alias
        buf619 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 288)  # alias
        buf648 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 288)  # alias
        buf678 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 288)  # alias
        buf624 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 448)  # alias
        buf653 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 448)  # alias
        buf683 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 448)  # alias
        buf625 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 480)  # alias
        buf654 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 480)  # alias
        buf684 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 480)  # alias
        buf629 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 608)  # alias
        buf658 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 608)  # alias
        buf688 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 608)  # alias
        buf633 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 736)  # alias
        buf662 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 736)  # alias
        buf692 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 736)  # alias
        buf636 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 832)  # alias
        buf665 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 832)  # alias
        buf695 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 832)  # alias
        buf639 = reinterpret_tensor(buf640, (1, 32, 4, 4), (15360, 1, 3840, 960), 928)  # alias
        buf668 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 928)  # alias
        buf698 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 928)  # alias
        assert_size_stride_grouped((arg416_1, arg417_1, arg418_1, arg419_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf641 = empty_strided_cpu((1, 960, 4, 4), (15360, 1, 3840, 960), torch.float32)
        assert_size_stride(arg420_1, (128, 960, 1, 1), (960, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_46(buf239, buf238, buf246, buf301, buf315, buf381, buf463, buf535, buf616, buf640, arg416_1, arg417_1, arg418_1, arg419_1, buf617, buf646, buf676, buf618, buf647, buf677, buf619, buf648, buf678, buf624, buf653, buf683, buf625, buf654, buf684, buf629, buf658, buf688, buf633, buf662, buf692, buf636, buf665, buf695, buf639, buf668, buf698, buf641)
        del arg416_1
        del arg417_1
        del arg418_1
        del arg419_1
        del buf238
        del buf239
        del buf241
        del buf246
        del buf301
        del buf315
        del buf381
        del buf463
        del buf535
        del buf616
        del buf617
        del buf618
        del buf619
        del buf620
        del buf621
        del buf622
        del buf623
        del buf624
        del buf625
        del buf626
        del buf627
        del buf628
        del buf629
        del buf630
        del buf631
        del buf632
        del buf633
        del buf634
        del buf635
        del buf636
        del buf637
        del buf638
        del buf639
        del buf640
        # Topologically Sorted Source Nodes: [batch_norm_83, relu_83, bottleneck_output_40], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf642 = extern_kernels.convolution(buf641, arg420_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf642, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg420_1
        del buf641
        assert_size_stride_grouped((arg421_1, arg422_1, arg423_1, arg424_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf643 = buf642; del buf642  # reuse
        assert_size_stride(arg425_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf644 = buf615; del buf615  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf643, arg421_1, arg422_1, arg423_1, arg424_1, arg425_1, buf644)
        del arg421_1
        del arg422_1
        del arg423_1
        del arg424_1
        del arg425_1
        # Topologically Sorted Source Nodes: [batch_norm_84, relu_84, new_features_40], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf645 = extern_kernels.convolution(buf643, buf644, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf645, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf643
        buf649 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 320)  # alias
        buf679 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 320)  # alias
        buf650 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 352)  # alias
        buf680 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 352)  # alias
        buf651 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 384)  # alias
        buf681 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 384)  # alias
        buf655 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 512)  # alias
        buf685 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 512)  # alias
        buf656 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 544)  # alias
        buf686 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 544)  # alias
        buf659 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 640)  # alias
        buf689 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 640)  # alias
        buf660 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 672)  # alias
        buf690 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 672)  # alias
        buf663 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 768)  # alias
        buf693 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 768)  # alias
        buf666 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 864)  # alias
        buf696 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 864)  # alias
        buf669 = reinterpret_tensor(buf670, (1, 32, 4, 4), (15872, 1, 3968, 992), 960)  # alias
        buf699 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 960)  # alias
        assert_size_stride_grouped((arg426_1, arg427_1, arg428_1, arg429_1), ((992, ), (992, ), (992, ), (992, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf671 = empty_strided_cpu((1, 992, 4, 4), (15872, 1, 3968, 992), torch.float32)
        assert_size_stride(arg430_1, (128, 992, 1, 1), (992, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_47(buf255, buf265, buf276, buf330, buf346, buf400, buf420, buf486, buf561, buf645, buf670, arg426_1, arg427_1, arg428_1, arg429_1, buf649, buf679, buf650, buf680, buf651, buf681, buf655, buf685, buf656, buf686, buf659, buf689, buf660, buf690, buf663, buf693, buf666, buf696, buf669, buf699, buf671)
        del arg426_1
        del arg427_1
        del arg428_1
        del arg429_1
        del buf255
        del buf265
        del buf276
        del buf330
        del buf346
        del buf400
        del buf420
        del buf486
        del buf561
        del buf645
        del buf646
        del buf647
        del buf648
        del buf649
        del buf650
        del buf651
        del buf652
        del buf653
        del buf654
        del buf655
        del buf656
        del buf657
        del buf658
        del buf659
        del buf660
        del buf661
        del buf662
        del buf663
        del buf664
        del buf665
        del buf666
        del buf667
        del buf668
        del buf669
        del buf670
        # Topologically Sorted Source Nodes: [batch_norm_85, relu_85, bottleneck_output_41], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf672 = extern_kernels.convolution(buf671, arg430_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf672, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg430_1
        del buf671
        assert_size_stride_grouped((arg431_1, arg432_1, arg433_1, arg434_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf673 = buf672; del buf672  # reuse
        assert_size_stride(arg435_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf674 = buf644; del buf644  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_24(buf673, arg431_1, arg432_1, arg433_1, arg434_1, arg435_1, buf674)
        del arg431_1
        del arg432_1
        del arg433_1
        del arg434_1
        del arg435_1
        # Topologically Sorted Source Nodes: [batch_norm_86, relu_86, new_features_41], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf675 = extern_kernels.convolution(buf673, buf674, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf675, (1, 32, 4, 4), (512, 1, 128, 32), torch.float32, 'torch.ops.aten.convolution.default')
        buf682 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 416)  # alias
        buf687 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 576)  # alias
        buf691 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 704)  # alias
        buf694 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 800)  # alias
        buf697 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 896)  # alias
        buf700 = reinterpret_tensor(buf701, (1, 32, 4, 4), (16384, 1, 4096, 1024), 992)  # alias
        assert_size_stride_grouped((arg436_1, arg437_1, arg438_1, arg439_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf702 = empty_strided_cpu((1, 1024, 4, 4), (16384, 1, 4096, 1024), torch.float32)
        assert_size_stride(arg440_1, (512, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_48(buf288, buf363, buf441, buf510, buf588, buf675, buf701, arg436_1, arg437_1, arg438_1, arg439_1, buf682, buf687, buf691, buf694, buf697, buf700, buf702)
        del arg436_1
        del arg437_1
        del arg438_1
        del arg439_1
        del buf288
        del buf363
        del buf441
        del buf510
        del buf588
        del buf675
        del buf676
        del buf677
        del buf678
        del buf679
        del buf680
        del buf681
        del buf682
        del buf683
        del buf684
        del buf685
        del buf686
        del buf687
        del buf688
        del buf689
        del buf690
        del buf691
        del buf692
        del buf693
        del buf694
        del buf695
        del buf696
        del buf697
        del buf698
        del buf699
        del buf700
        del buf701
        # Topologically Sorted Source Nodes: [input_16, input_17, input_18], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf703 = extern_kernels.convolution(buf702, arg440_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf703, (1, 512, 4, 4), (8192, 1, 2048, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg440_1
        del buf702
        assert_size_stride_grouped((arg441_1, arg442_1, arg443_1, arg444_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf704 = reinterpret_tensor(buf673, (1, 512, 2, 2), (2048, 1, 1024, 512), 0); del buf673  # reuse
        buf711 = empty_strided_cpu((1, 544, 2, 2), (2176, 1, 1088, 544), torch.float32)
        buf709 = reinterpret_tensor(buf711, (1, 512, 2, 2), (2176, 1, 1088, 544), 0)  # alias
        assert_size_stride(arg445_1, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu_49(buf703, arg441_1, arg442_1, arg443_1, arg444_1, buf704, buf709)
        del arg441_1
        del arg442_1
        del arg443_1
        del arg444_1
        del buf703
        # Topologically Sorted Source Nodes: [input_19, batch_norm_88, relu_88, bottleneck_output_42], Original ATen: [aten.avg_pool2d, aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf705 = extern_kernels.convolution(buf704, arg445_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf705, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg445_1
        del buf704
        assert_size_stride_grouped((arg446_1, arg447_1, arg448_1, arg449_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf706 = buf705; del buf705  # reuse
        assert_size_stride(arg450_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf707 = buf674; del buf674  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf706, arg446_1, arg447_1, arg448_1, arg449_1, arg450_1, buf707)
        del arg446_1
        del arg447_1
        del arg448_1
        del arg449_1
        del arg450_1
        # Topologically Sorted Source Nodes: [batch_norm_89, relu_89, new_features_42], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf708 = extern_kernels.convolution(buf706, buf707, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf708, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf706
        buf710 = reinterpret_tensor(buf711, (1, 32, 2, 2), (2176, 1, 1088, 544), 512)  # alias
        buf720 = empty_strided_cpu((1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32)
        buf718 = reinterpret_tensor(buf720, (1, 32, 2, 2), (2304, 1, 1152, 576), 512)  # alias
        buf730 = empty_strided_cpu((1, 608, 2, 2), (2432, 1, 1216, 608), torch.float32)
        buf727 = reinterpret_tensor(buf730, (1, 32, 2, 2), (2432, 1, 1216, 608), 512)  # alias
        buf741 = empty_strided_cpu((1, 640, 2, 2), (2560, 1, 1280, 640), torch.float32)
        buf737 = reinterpret_tensor(buf741, (1, 32, 2, 2), (2560, 1, 1280, 640), 512)  # alias
        buf753 = empty_strided_cpu((1, 672, 2, 2), (2688, 1, 1344, 672), torch.float32)
        buf748 = reinterpret_tensor(buf753, (1, 32, 2, 2), (2688, 1, 1344, 672), 512)  # alias
        buf766 = empty_strided_cpu((1, 704, 2, 2), (2816, 1, 1408, 704), torch.float32)
        buf760 = reinterpret_tensor(buf766, (1, 32, 2, 2), (2816, 1, 1408, 704), 512)  # alias
        buf780 = empty_strided_cpu((1, 736, 2, 2), (2944, 1, 1472, 736), torch.float32)
        buf773 = reinterpret_tensor(buf780, (1, 32, 2, 2), (2944, 1, 1472, 736), 512)  # alias
        assert_size_stride_grouped((arg451_1, arg452_1, arg453_1, arg454_1), ((544, ), (544, ), (544, ), (544, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf712 = empty_strided_cpu((1, 544, 2, 2), (2176, 1, 1088, 544), torch.float32)
        assert_size_stride(arg455_1, (128, 544, 1, 1), (544, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu_51(buf708, buf711, arg451_1, arg452_1, arg453_1, arg454_1, buf710, buf718, buf727, buf737, buf748, buf760, buf773, buf712)
        del arg451_1
        del arg452_1
        del arg453_1
        del arg454_1
        del buf710
        # Topologically Sorted Source Nodes: [batch_norm_90, relu_90, bottleneck_output_43], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf713 = extern_kernels.convolution(buf712, arg455_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf713, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg455_1
        del buf712
        assert_size_stride_grouped((arg456_1, arg457_1, arg458_1, arg459_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf714 = buf713; del buf713  # reuse
        assert_size_stride(arg460_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf715 = buf707; del buf707  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf714, arg456_1, arg457_1, arg458_1, arg459_1, arg460_1, buf715)
        del arg456_1
        del arg457_1
        del arg458_1
        del arg459_1
        del arg460_1
        # Topologically Sorted Source Nodes: [batch_norm_91, relu_91, new_features_43], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf716 = extern_kernels.convolution(buf714, buf715, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf716, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf714
        buf717 = reinterpret_tensor(buf720, (1, 512, 2, 2), (2304, 1, 1152, 576), 0)  # alias
        buf726 = reinterpret_tensor(buf730, (1, 512, 2, 2), (2432, 1, 1216, 608), 0)  # alias
        buf736 = reinterpret_tensor(buf741, (1, 512, 2, 2), (2560, 1, 1280, 640), 0)  # alias
        buf747 = reinterpret_tensor(buf753, (1, 512, 2, 2), (2688, 1, 1344, 672), 0)  # alias
        buf759 = reinterpret_tensor(buf766, (1, 512, 2, 2), (2816, 1, 1408, 704), 0)  # alias
        buf772 = reinterpret_tensor(buf780, (1, 512, 2, 2), (2944, 1, 1472, 736), 0)  # alias
        buf719 = reinterpret_tensor(buf720, (1, 32, 2, 2), (2304, 1, 1152, 576), 544)  # alias
        buf728 = reinterpret_tensor(buf730, (1, 32, 2, 2), (2432, 1, 1216, 608), 544)  # alias
        buf738 = reinterpret_tensor(buf741, (1, 32, 2, 2), (2560, 1, 1280, 640), 544)  # alias
        buf749 = reinterpret_tensor(buf753, (1, 32, 2, 2), (2688, 1, 1344, 672), 544)  # alias
        buf761 = reinterpret_tensor(buf766, (1, 32, 2, 2), (2816, 1, 1408, 704), 544)  # alias
        buf774 = reinterpret_tensor(buf780, (1, 32, 2, 2), (2944, 1, 1472, 736), 544)  # alias
        assert_size_stride_grouped((arg461_1, arg462_1, arg463_1, arg464_1), ((576, ), (576, ), (576, ), (576, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf721 = empty_strided_cpu((1, 576, 2, 2), (2304, 1, 1152, 576), torch.float32)
        assert_size_stride(arg465_1, (128, 576, 1, 1), (576, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_52(buf709, buf716, buf720, arg461_1, arg462_1, arg463_1, arg464_1, buf717, buf726, buf736, buf747, buf759, buf772, buf719, buf728, buf738, buf749, buf761, buf774, buf721)
        del arg461_1
        del arg462_1
        del arg463_1
        del arg464_1
        del buf717
        del buf718
        del buf719
        del buf720
        # Topologically Sorted Source Nodes: [batch_norm_92, relu_92, bottleneck_output_44], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf722 = extern_kernels.convolution(buf721, arg465_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf722, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg465_1
        del buf721
        assert_size_stride_grouped((arg466_1, arg467_1, arg468_1, arg469_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf723 = buf722; del buf722  # reuse
        assert_size_stride(arg470_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf724 = buf715; del buf715  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf723, arg466_1, arg467_1, arg468_1, arg469_1, arg470_1, buf724)
        del arg466_1
        del arg467_1
        del arg468_1
        del arg469_1
        del arg470_1
        # Topologically Sorted Source Nodes: [batch_norm_93, relu_93, new_features_44], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf725 = extern_kernels.convolution(buf723, buf724, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf725, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf723
        buf729 = reinterpret_tensor(buf730, (1, 32, 2, 2), (2432, 1, 1216, 608), 576)  # alias
        buf739 = reinterpret_tensor(buf741, (1, 32, 2, 2), (2560, 1, 1280, 640), 576)  # alias
        buf750 = reinterpret_tensor(buf753, (1, 32, 2, 2), (2688, 1, 1344, 672), 576)  # alias
        buf762 = reinterpret_tensor(buf766, (1, 32, 2, 2), (2816, 1, 1408, 704), 576)  # alias
        buf775 = reinterpret_tensor(buf780, (1, 32, 2, 2), (2944, 1, 1472, 736), 576)  # alias
        buf795 = empty_strided_cpu((1, 768, 2, 2), (3072, 1, 1536, 768), torch.float32)
        buf789 = reinterpret_tensor(buf795, (1, 32, 2, 2), (3072, 1, 1536, 768), 576)  # alias
        assert_size_stride_grouped((arg471_1, arg472_1, arg473_1, arg474_1), ((608, ), (608, ), (608, ), (608, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf731 = empty_strided_cpu((1, 608, 2, 2), (2432, 1, 1216, 608), torch.float32)
        assert_size_stride(arg475_1, (128, 608, 1, 1), (608, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_53(buf725, buf730, arg471_1, arg472_1, arg473_1, arg474_1, buf729, buf739, buf750, buf762, buf775, buf789, buf731)
        del arg471_1
        del arg472_1
        del arg473_1
        del arg474_1
        del buf726
        del buf727
        del buf728
        del buf729
        del buf730
        # Topologically Sorted Source Nodes: [batch_norm_94, relu_94, bottleneck_output_45], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf732 = extern_kernels.convolution(buf731, arg475_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf732, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg475_1
        del buf731
        assert_size_stride_grouped((arg476_1, arg477_1, arg478_1, arg479_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf733 = buf732; del buf732  # reuse
        assert_size_stride(arg480_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf734 = buf724; del buf724  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf733, arg476_1, arg477_1, arg478_1, arg479_1, arg480_1, buf734)
        del arg476_1
        del arg477_1
        del arg478_1
        del arg479_1
        del arg480_1
        # Topologically Sorted Source Nodes: [batch_norm_95, relu_95, new_features_45], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf735 = extern_kernels.convolution(buf733, buf734, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf735, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf733
        buf740 = reinterpret_tensor(buf741, (1, 32, 2, 2), (2560, 1, 1280, 640), 608)  # alias
        buf751 = reinterpret_tensor(buf753, (1, 32, 2, 2), (2688, 1, 1344, 672), 608)  # alias
        buf763 = reinterpret_tensor(buf766, (1, 32, 2, 2), (2816, 1, 1408, 704), 608)  # alias
        buf776 = reinterpret_tensor(buf780, (1, 32, 2, 2), (2944, 1, 1472, 736), 608)  # alias
        buf790 = reinterpret_tensor(buf795, (1, 32, 2, 2), (3072, 1, 1536, 768), 608)  # alias
        assert_size_stride_grouped((arg481_1, arg482_1, arg483_1, arg484_1), ((640, ), (640, ), (640, ), (640, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf742 = empty_strided_cpu((1, 640, 2, 2), (2560, 1, 1280, 640), torch.float32)
        assert_size_stride(arg485_1, (128, 640, 1, 1), (640, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_54(buf735, buf741, arg481_1, arg482_1, arg483_1, arg484_1, buf740, buf751, buf763, buf776, buf790, buf742)
        del arg481_1
        del arg482_1
        del arg483_1
        del arg484_1
        del buf736
        del buf737
        del buf738
        del buf739
        del buf740
        del buf741
        # Topologically Sorted Source Nodes: [batch_norm_96, relu_96, bottleneck_output_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf743 = extern_kernels.convolution(buf742, arg485_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf743, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg485_1
        del buf742
        assert_size_stride_grouped((arg486_1, arg487_1, arg488_1, arg489_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf744 = buf743; del buf743  # reuse
        assert_size_stride(arg490_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf745 = buf734; del buf734  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf744, arg486_1, arg487_1, arg488_1, arg489_1, arg490_1, buf745)
        del arg486_1
        del arg487_1
        del arg488_1
        del arg489_1
        del arg490_1
        # Topologically Sorted Source Nodes: [batch_norm_97, relu_97, new_features_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf746 = extern_kernels.convolution(buf744, buf745, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf746, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf744
        buf752 = reinterpret_tensor(buf753, (1, 32, 2, 2), (2688, 1, 1344, 672), 640)  # alias
        buf764 = reinterpret_tensor(buf766, (1, 32, 2, 2), (2816, 1, 1408, 704), 640)  # alias
        buf777 = reinterpret_tensor(buf780, (1, 32, 2, 2), (2944, 1, 1472, 736), 640)  # alias
        buf791 = reinterpret_tensor(buf795, (1, 32, 2, 2), (3072, 1, 1536, 768), 640)  # alias
        buf811 = empty_strided_cpu((1, 800, 2, 2), (3200, 1, 1600, 800), torch.float32)
        buf806 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 640)  # alias
        assert_size_stride_grouped((arg491_1, arg492_1, arg493_1, arg494_1), ((672, ), (672, ), (672, ), (672, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf754 = empty_strided_cpu((1, 672, 2, 2), (2688, 1, 1344, 672), torch.float32)
        assert_size_stride(arg495_1, (128, 672, 1, 1), (672, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_55(buf746, buf753, arg491_1, arg492_1, arg493_1, arg494_1, buf752, buf764, buf777, buf791, buf806, buf754)
        del arg491_1
        del arg492_1
        del arg493_1
        del arg494_1
        del buf747
        del buf748
        del buf749
        del buf750
        del buf751
        del buf752
        del buf753
        # Topologically Sorted Source Nodes: [batch_norm_98, relu_98, bottleneck_output_47], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf755 = extern_kernels.convolution(buf754, arg495_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf755, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg495_1
        del buf754
        assert_size_stride_grouped((arg496_1, arg497_1, arg498_1, arg499_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf756 = buf755; del buf755  # reuse
        assert_size_stride(arg500_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf757 = buf745; del buf745  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf756, arg496_1, arg497_1, arg498_1, arg499_1, arg500_1, buf757)
        del arg496_1
        del arg497_1
        del arg498_1
        del arg499_1
        del arg500_1
        # Topologically Sorted Source Nodes: [batch_norm_99, relu_99, new_features_47], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf758 = extern_kernels.convolution(buf756, buf757, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf758, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf756
        buf765 = reinterpret_tensor(buf766, (1, 32, 2, 2), (2816, 1, 1408, 704), 672)  # alias
        buf778 = reinterpret_tensor(buf780, (1, 32, 2, 2), (2944, 1, 1472, 736), 672)  # alias
        buf792 = reinterpret_tensor(buf795, (1, 32, 2, 2), (3072, 1, 1536, 768), 672)  # alias
        buf807 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 672)  # alias
        buf828 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32)
        buf823 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 672)  # alias
        assert_size_stride_grouped((arg501_1, arg502_1, arg503_1, arg504_1), ((704, ), (704, ), (704, ), (704, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf767 = empty_strided_cpu((1, 704, 2, 2), (2816, 1, 1408, 704), torch.float32)
        assert_size_stride(arg505_1, (128, 704, 1, 1), (704, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_56(buf758, buf766, arg501_1, arg502_1, arg503_1, arg504_1, buf765, buf778, buf792, buf807, buf823, buf767)
        del arg501_1
        del arg502_1
        del arg503_1
        del arg504_1
        del buf759
        del buf760
        del buf761
        del buf762
        del buf763
        del buf764
        del buf765
        del buf766
        # Topologically Sorted Source Nodes: [batch_norm_100, relu_100, bottleneck_output_48], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf768 = extern_kernels.convolution(buf767, arg505_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf768, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg505_1
        del buf767
        assert_size_stride_grouped((arg506_1, arg507_1, arg508_1, arg509_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf769 = buf768; del buf768  # reuse
        assert_size_stride(arg510_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf770 = buf757; del buf757  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf769, arg506_1, arg507_1, arg508_1, arg509_1, arg510_1, buf770)
        del arg506_1
        del arg507_1
        del arg508_1
        del arg509_1
        del arg510_1
        # Topologically Sorted Source Nodes: [batch_norm_101, relu_101, new_features_48], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf771 = extern_kernels.convolution(buf769, buf770, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf771, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf769
        buf779 = reinterpret_tensor(buf780, (1, 32, 2, 2), (2944, 1, 1472, 736), 704)  # alias
        buf793 = reinterpret_tensor(buf795, (1, 32, 2, 2), (3072, 1, 1536, 768), 704)  # alias
        buf808 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 704)  # alias
        buf824 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 704)  # alias
        buf846 = empty_strided_cpu((1, 864, 2, 2), (3456, 1, 1728, 864), torch.float32)
        buf841 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 704)  # alias
        assert_size_stride_grouped((arg511_1, arg512_1, arg513_1, arg514_1), ((736, ), (736, ), (736, ), (736, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf781 = empty_strided_cpu((1, 736, 2, 2), (2944, 1, 1472, 736), torch.float32)
        assert_size_stride(arg515_1, (128, 736, 1, 1), (736, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_57(buf771, buf780, arg511_1, arg512_1, arg513_1, arg514_1, buf779, buf793, buf808, buf824, buf841, buf781)
        del arg511_1
        del arg512_1
        del arg513_1
        del arg514_1
        del buf772
        del buf773
        del buf774
        del buf775
        del buf776
        del buf777
        del buf778
        del buf779
        del buf780
        # Topologically Sorted Source Nodes: [batch_norm_102, relu_102, bottleneck_output_49], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf782 = extern_kernels.convolution(buf781, arg515_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf782, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg515_1
        del buf781
        assert_size_stride_grouped((arg516_1, arg517_1, arg518_1, arg519_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf783 = buf782; del buf782  # reuse
        assert_size_stride(arg520_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf784 = buf770; del buf770  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf783, arg516_1, arg517_1, arg518_1, arg519_1, arg520_1, buf784)
        del arg516_1
        del arg517_1
        del arg518_1
        del arg519_1
        del arg520_1
        # Topologically Sorted Source Nodes: [batch_norm_103, relu_103, new_features_49], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf785 = extern_kernels.convolution(buf783, buf784, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf785, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf783
        buf786 = reinterpret_tensor(buf795, (1, 512, 2, 2), (3072, 1, 1536, 768), 0)  # alias
        buf801 = reinterpret_tensor(buf811, (1, 512, 2, 2), (3200, 1, 1600, 800), 0)  # alias
        buf817 = reinterpret_tensor(buf828, (1, 512, 2, 2), (3328, 1, 1664, 832), 0)  # alias
        buf834 = reinterpret_tensor(buf846, (1, 512, 2, 2), (3456, 1, 1728, 864), 0)  # alias
        buf787 = reinterpret_tensor(buf795, (1, 32, 2, 2), (3072, 1, 1536, 768), 512)  # alias
        buf802 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 512)  # alias
        buf818 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 512)  # alias
        buf835 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 512)  # alias
        buf788 = reinterpret_tensor(buf795, (1, 32, 2, 2), (3072, 1, 1536, 768), 544)  # alias
        buf803 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 544)  # alias
        buf819 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 544)  # alias
        buf836 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 544)  # alias
        buf794 = reinterpret_tensor(buf795, (1, 32, 2, 2), (3072, 1, 1536, 768), 736)  # alias
        buf809 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 736)  # alias
        buf825 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 736)  # alias
        buf842 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 736)  # alias
        assert_size_stride_grouped((arg521_1, arg522_1, arg523_1, arg524_1), ((768, ), (768, ), (768, ), (768, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf796 = empty_strided_cpu((1, 768, 2, 2), (3072, 1, 1536, 768), torch.float32)
        assert_size_stride(arg525_1, (128, 768, 1, 1), (768, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_58(buf709, buf708, buf716, buf785, buf795, arg521_1, arg522_1, arg523_1, arg524_1, buf786, buf801, buf817, buf834, buf787, buf802, buf818, buf835, buf788, buf803, buf819, buf836, buf794, buf809, buf825, buf842, buf796)
        del arg521_1
        del arg522_1
        del arg523_1
        del arg524_1
        del buf786
        del buf787
        del buf788
        del buf789
        del buf790
        del buf791
        del buf792
        del buf793
        del buf794
        del buf795
        # Topologically Sorted Source Nodes: [batch_norm_104, relu_104, bottleneck_output_50], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf797 = extern_kernels.convolution(buf796, arg525_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf797, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg525_1
        del buf796
        assert_size_stride_grouped((arg526_1, arg527_1, arg528_1, arg529_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf798 = buf797; del buf797  # reuse
        assert_size_stride(arg530_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf799 = buf784; del buf784  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf798, arg526_1, arg527_1, arg528_1, arg529_1, arg530_1, buf799)
        del arg526_1
        del arg527_1
        del arg528_1
        del arg529_1
        del arg530_1
        # Topologically Sorted Source Nodes: [batch_norm_105, relu_105, new_features_50], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf800 = extern_kernels.convolution(buf798, buf799, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf800, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf798
        buf804 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 576)  # alias
        buf820 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 576)  # alias
        buf837 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 576)  # alias
        buf865 = empty_strided_cpu((1, 896, 2, 2), (3584, 1, 1792, 896), torch.float32)
        buf855 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 576)  # alias
        buf805 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 608)  # alias
        buf821 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 608)  # alias
        buf838 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 608)  # alias
        buf856 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 608)  # alias
        buf810 = reinterpret_tensor(buf811, (1, 32, 2, 2), (3200, 1, 1600, 800), 768)  # alias
        buf826 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 768)  # alias
        buf843 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 768)  # alias
        buf861 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 768)  # alias
        assert_size_stride_grouped((arg531_1, arg532_1, arg533_1, arg534_1), ((800, ), (800, ), (800, ), (800, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf812 = empty_strided_cpu((1, 800, 2, 2), (3200, 1, 1600, 800), torch.float32)
        assert_size_stride(arg535_1, (128, 800, 1, 1), (800, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_59(buf725, buf735, buf800, buf811, arg531_1, arg532_1, arg533_1, arg534_1, buf804, buf820, buf837, buf855, buf805, buf821, buf838, buf856, buf810, buf826, buf843, buf861, buf812)
        del arg531_1
        del arg532_1
        del arg533_1
        del arg534_1
        del buf801
        del buf802
        del buf803
        del buf804
        del buf805
        del buf806
        del buf807
        del buf808
        del buf809
        del buf810
        del buf811
        # Topologically Sorted Source Nodes: [batch_norm_106, relu_106, bottleneck_output_51], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf813 = extern_kernels.convolution(buf812, arg535_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf813, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg535_1
        del buf812
        assert_size_stride_grouped((arg536_1, arg537_1, arg538_1, arg539_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf814 = buf813; del buf813  # reuse
        assert_size_stride(arg540_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf815 = buf799; del buf799  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf814, arg536_1, arg537_1, arg538_1, arg539_1, arg540_1, buf815)
        del arg536_1
        del arg537_1
        del arg538_1
        del arg539_1
        del arg540_1
        # Topologically Sorted Source Nodes: [batch_norm_107, relu_107, new_features_51], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf816 = extern_kernels.convolution(buf814, buf815, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf816, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf814
        buf822 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 640)  # alias
        buf839 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 640)  # alias
        buf857 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 640)  # alias
        buf885 = empty_strided_cpu((1, 928, 2, 2), (3712, 1, 1856, 928), torch.float32)
        buf876 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 640)  # alias
        buf827 = reinterpret_tensor(buf828, (1, 32, 2, 2), (3328, 1, 1664, 832), 800)  # alias
        buf844 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 800)  # alias
        buf862 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 800)  # alias
        buf881 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 800)  # alias
        assert_size_stride_grouped((arg541_1, arg542_1, arg543_1, arg544_1), ((832, ), (832, ), (832, ), (832, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf829 = empty_strided_cpu((1, 832, 2, 2), (3328, 1, 1664, 832), torch.float32)
        assert_size_stride(arg545_1, (128, 832, 1, 1), (832, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_60(buf746, buf816, buf828, arg541_1, arg542_1, arg543_1, arg544_1, buf822, buf839, buf857, buf876, buf827, buf844, buf862, buf881, buf829)
        del arg541_1
        del arg542_1
        del arg543_1
        del arg544_1
        del buf817
        del buf818
        del buf819
        del buf820
        del buf821
        del buf822
        del buf823
        del buf824
        del buf825
        del buf826
        del buf827
        del buf828
        # Topologically Sorted Source Nodes: [batch_norm_108, relu_108, bottleneck_output_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf830 = extern_kernels.convolution(buf829, arg545_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf830, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg545_1
        del buf829
        assert_size_stride_grouped((arg546_1, arg547_1, arg548_1, arg549_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf831 = buf830; del buf830  # reuse
        assert_size_stride(arg550_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf832 = buf815; del buf815  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf831, arg546_1, arg547_1, arg548_1, arg549_1, arg550_1, buf832)
        del arg546_1
        del arg547_1
        del arg548_1
        del arg549_1
        del arg550_1
        # Topologically Sorted Source Nodes: [batch_norm_109, relu_109, new_features_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf833 = extern_kernels.convolution(buf831, buf832, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf833, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf831
        buf840 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 672)  # alias
        buf858 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 672)  # alias
        buf877 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 672)  # alias
        buf906 = empty_strided_cpu((1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32)
        buf897 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 672)  # alias
        buf845 = reinterpret_tensor(buf846, (1, 32, 2, 2), (3456, 1, 1728, 864), 832)  # alias
        buf863 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 832)  # alias
        buf882 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 832)  # alias
        buf902 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 832)  # alias
        assert_size_stride_grouped((arg551_1, arg552_1, arg553_1, arg554_1), ((864, ), (864, ), (864, ), (864, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf847 = empty_strided_cpu((1, 864, 2, 2), (3456, 1, 1728, 864), torch.float32)
        assert_size_stride(arg555_1, (128, 864, 1, 1), (864, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_61(buf758, buf833, buf846, arg551_1, arg552_1, arg553_1, arg554_1, buf840, buf858, buf877, buf897, buf845, buf863, buf882, buf902, buf847)
        del arg551_1
        del arg552_1
        del arg553_1
        del arg554_1
        del buf834
        del buf835
        del buf836
        del buf837
        del buf838
        del buf839
        del buf840
        del buf841
        del buf842
        del buf843
        del buf844
        del buf845
        del buf846
        # Topologically Sorted Source Nodes: [batch_norm_110, relu_110, bottleneck_output_53], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf848 = extern_kernels.convolution(buf847, arg555_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf848, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg555_1
        del buf847
        assert_size_stride_grouped((arg556_1, arg557_1, arg558_1, arg559_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf849 = buf848; del buf848  # reuse
        assert_size_stride(arg560_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf850 = buf832; del buf832  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf849, arg556_1, arg557_1, arg558_1, arg559_1, arg560_1, buf850)
        del arg556_1
        del arg557_1
        del arg558_1
        del arg559_1
        del arg560_1
        # Topologically Sorted Source Nodes: [batch_norm_111, relu_111, new_features_53], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf851 = extern_kernels.convolution(buf849, buf850, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf851, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf849
        buf852 = reinterpret_tensor(buf865, (1, 512, 2, 2), (3584, 1, 1792, 896), 0)  # alias
        buf871 = reinterpret_tensor(buf885, (1, 512, 2, 2), (3712, 1, 1856, 928), 0)  # alias
        buf891 = reinterpret_tensor(buf906, (1, 512, 2, 2), (3840, 1, 1920, 960), 0)  # alias
        buf928 = empty_strided_cpu((1, 992, 2, 2), (3968, 1, 1984, 992), torch.float32)
        buf912 = reinterpret_tensor(buf928, (1, 512, 2, 2), (3968, 1, 1984, 992), 0)  # alias
        buf853 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 512)  # alias
        buf872 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 512)  # alias
        buf892 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 512)  # alias
        buf913 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 512)  # alias
        buf854 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 544)  # alias
        buf873 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 544)  # alias
        buf893 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 544)  # alias
        buf914 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 544)  # alias
        buf859 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 704)  # alias
        buf878 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 704)  # alias
        buf898 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 704)  # alias
        buf919 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 704)  # alias
        buf860 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 736)  # alias
        buf879 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 736)  # alias
        buf899 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 736)  # alias
        buf920 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 736)  # alias
        buf864 = reinterpret_tensor(buf865, (1, 32, 2, 2), (3584, 1, 1792, 896), 864)  # alias
        buf883 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 864)  # alias
        buf903 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 864)  # alias
        buf924 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 864)  # alias
        assert_size_stride_grouped((arg561_1, arg562_1, arg563_1, arg564_1), ((896, ), (896, ), (896, ), (896, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf866 = empty_strided_cpu((1, 896, 2, 2), (3584, 1, 1792, 896), torch.float32)
        assert_size_stride(arg565_1, (128, 896, 1, 1), (896, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_62(buf709, buf708, buf716, buf771, buf785, buf851, buf865, arg561_1, arg562_1, arg563_1, arg564_1, buf852, buf871, buf891, buf912, buf853, buf872, buf892, buf913, buf854, buf873, buf893, buf914, buf859, buf878, buf898, buf919, buf860, buf879, buf899, buf920, buf864, buf883, buf903, buf924, buf866)
        del arg561_1
        del arg562_1
        del arg563_1
        del arg564_1
        del buf852
        del buf853
        del buf854
        del buf855
        del buf856
        del buf857
        del buf858
        del buf859
        del buf860
        del buf861
        del buf862
        del buf863
        del buf864
        del buf865
        # Topologically Sorted Source Nodes: [batch_norm_112, relu_112, bottleneck_output_54], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf867 = extern_kernels.convolution(buf866, arg565_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf867, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg565_1
        del buf866
        assert_size_stride_grouped((arg566_1, arg567_1, arg568_1, arg569_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf868 = buf867; del buf867  # reuse
        assert_size_stride(arg570_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf869 = buf850; del buf850  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf868, arg566_1, arg567_1, arg568_1, arg569_1, arg570_1, buf869)
        del arg566_1
        del arg567_1
        del arg568_1
        del arg569_1
        del arg570_1
        # Topologically Sorted Source Nodes: [batch_norm_113, relu_113, new_features_54], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf870 = extern_kernels.convolution(buf868, buf869, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf870, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf868
        buf874 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 576)  # alias
        buf894 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 576)  # alias
        buf915 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 576)  # alias
        buf951 = reinterpret_tensor(buf234, (1, 1024, 2, 2), (4096, 1, 2048, 1024), 0); del buf234  # reuse
        buf937 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 576)  # alias
        buf875 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 608)  # alias
        buf895 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 608)  # alias
        buf916 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 608)  # alias
        buf938 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 608)  # alias
        buf880 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 768)  # alias
        buf900 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 768)  # alias
        buf921 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 768)  # alias
        buf943 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 768)  # alias
        buf884 = reinterpret_tensor(buf885, (1, 32, 2, 2), (3712, 1, 1856, 928), 896)  # alias
        buf904 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 896)  # alias
        buf925 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 896)  # alias
        buf947 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 896)  # alias
        assert_size_stride_grouped((arg571_1, arg572_1, arg573_1, arg574_1), ((928, ), (928, ), (928, ), (928, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf886 = empty_strided_cpu((1, 928, 2, 2), (3712, 1, 1856, 928), torch.float32)
        assert_size_stride(arg575_1, (128, 928, 1, 1), (928, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_63(buf725, buf735, buf800, buf870, buf885, arg571_1, arg572_1, arg573_1, arg574_1, buf874, buf894, buf915, buf937, buf875, buf895, buf916, buf938, buf880, buf900, buf921, buf943, buf884, buf904, buf925, buf947, buf886)
        del arg571_1
        del arg572_1
        del arg573_1
        del arg574_1
        del buf725
        del buf735
        del buf800
        del buf870
        del buf871
        del buf872
        del buf873
        del buf874
        del buf875
        del buf876
        del buf877
        del buf878
        del buf879
        del buf880
        del buf881
        del buf882
        del buf883
        del buf884
        del buf885
        # Topologically Sorted Source Nodes: [batch_norm_114, relu_114, bottleneck_output_55], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf887 = extern_kernels.convolution(buf886, arg575_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf887, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg575_1
        del buf886
        assert_size_stride_grouped((arg576_1, arg577_1, arg578_1, arg579_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf888 = buf887; del buf887  # reuse
        assert_size_stride(arg580_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf889 = buf869; del buf869  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf888, arg576_1, arg577_1, arg578_1, arg579_1, arg580_1, buf889)
        del arg576_1
        del arg577_1
        del arg578_1
        del arg579_1
        del arg580_1
        # Topologically Sorted Source Nodes: [batch_norm_115, relu_115, new_features_55], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf890 = extern_kernels.convolution(buf888, buf889, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf890, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf888
        buf896 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 640)  # alias
        buf917 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 640)  # alias
        buf939 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 640)  # alias
        buf901 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 800)  # alias
        buf922 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 800)  # alias
        buf944 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 800)  # alias
        buf905 = reinterpret_tensor(buf906, (1, 32, 2, 2), (3840, 1, 1920, 960), 928)  # alias
        buf926 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 928)  # alias
        buf948 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 928)  # alias
        assert_size_stride_grouped((arg581_1, arg582_1, arg583_1, arg584_1), ((960, ), (960, ), (960, ), (960, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf907 = empty_strided_cpu((1, 960, 2, 2), (3840, 1, 1920, 960), torch.float32)
        assert_size_stride(arg585_1, (128, 960, 1, 1), (960, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_64(buf746, buf816, buf890, buf906, arg581_1, arg582_1, arg583_1, arg584_1, buf896, buf917, buf939, buf901, buf922, buf944, buf905, buf926, buf948, buf907)
        del arg581_1
        del arg582_1
        del arg583_1
        del arg584_1
        del buf746
        del buf816
        del buf890
        del buf891
        del buf892
        del buf893
        del buf894
        del buf895
        del buf896
        del buf897
        del buf898
        del buf899
        del buf900
        del buf901
        del buf902
        del buf903
        del buf904
        del buf905
        del buf906
        # Topologically Sorted Source Nodes: [batch_norm_116, relu_116, bottleneck_output_56], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf908 = extern_kernels.convolution(buf907, arg585_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf908, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg585_1
        del buf907
        assert_size_stride_grouped((arg586_1, arg587_1, arg588_1, arg589_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf909 = buf908; del buf908  # reuse
        assert_size_stride(arg590_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf910 = buf889; del buf889  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf909, arg586_1, arg587_1, arg588_1, arg589_1, arg590_1, buf910)
        del arg586_1
        del arg587_1
        del arg588_1
        del arg589_1
        del arg590_1
        # Topologically Sorted Source Nodes: [batch_norm_117, relu_117, new_features_56], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf911 = extern_kernels.convolution(buf909, buf910, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf911, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf909
        buf918 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 672)  # alias
        buf940 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 672)  # alias
        buf923 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 832)  # alias
        buf945 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 832)  # alias
        buf927 = reinterpret_tensor(buf928, (1, 32, 2, 2), (3968, 1, 1984, 992), 960)  # alias
        buf949 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 960)  # alias
        assert_size_stride_grouped((arg591_1, arg592_1, arg593_1, arg594_1), ((992, ), (992, ), (992, ), (992, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf929 = empty_strided_cpu((1, 992, 2, 2), (3968, 1, 1984, 992), torch.float32)
        assert_size_stride(arg595_1, (128, 992, 1, 1), (992, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_relu_65(buf758, buf833, buf911, buf928, arg591_1, arg592_1, arg593_1, arg594_1, buf918, buf940, buf923, buf945, buf927, buf949, buf929)
        del arg591_1
        del arg592_1
        del arg593_1
        del arg594_1
        del buf758
        del buf833
        del buf911
        del buf912
        del buf913
        del buf914
        del buf915
        del buf916
        del buf917
        del buf918
        del buf919
        del buf920
        del buf921
        del buf922
        del buf923
        del buf924
        del buf925
        del buf926
        del buf927
        del buf928
        # Topologically Sorted Source Nodes: [batch_norm_118, relu_118, bottleneck_output_57], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf930 = extern_kernels.convolution(buf929, arg595_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf930, (1, 128, 2, 2), (512, 1, 256, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg595_1
        del buf929
        assert_size_stride_grouped((arg596_1, arg597_1, arg598_1, arg599_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf931 = buf930; del buf930  # reuse
        assert_size_stride(arg600_1, (32, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf932 = buf910; del buf910  # reuse
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_50(buf931, arg596_1, arg597_1, arg598_1, arg599_1, arg600_1, buf932)
        del arg596_1
        del arg597_1
        del arg598_1
        del arg599_1
        del arg600_1
        # Topologically Sorted Source Nodes: [batch_norm_119, relu_119, new_features_57], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf933 = extern_kernels.convolution(buf931, buf932, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf933, (1, 32, 2, 2), (128, 1, 64, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del buf931
        del buf932
        buf934 = reinterpret_tensor(buf951, (1, 512, 2, 2), (4096, 1, 2048, 1024), 0)  # alias
        buf935 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 512)  # alias
        buf936 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 544)  # alias
        buf941 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 704)  # alias
        buf942 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 736)  # alias
        buf946 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 864)  # alias
        buf950 = reinterpret_tensor(buf951, (1, 32, 2, 2), (4096, 1, 2048, 1024), 992)  # alias
        assert_size_stride_grouped((arg601_1, arg602_1, arg603_1, arg604_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf952 = empty_strided_cpu((1, 1024, 1, 1), (1024, 1, 1024, 1024), torch.float32)
        assert_size_stride_grouped((arg606_1, arg605_1), ((1000, ), (1000, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu_66(buf709, buf708, buf716, buf771, buf785, buf851, buf933, buf951, arg601_1, arg602_1, arg603_1, arg604_1, buf934, buf935, buf936, buf941, buf942, buf946, buf950, buf952)
        del arg601_1
        del arg602_1
        del arg603_1
        del arg604_1
        del buf708
        del buf709
        del buf711
        del buf716
        del buf771
        del buf785
        del buf851
        del buf933
        del buf934
        del buf935
        del buf936
        del buf937
        del buf938
        del buf939
        del buf940
        del buf941
        del buf942
        del buf943
        del buf944
        del buf945
        del buf946
        del buf947
        del buf948
        del buf949
        del buf950
        del buf951
        buf953 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_21, out, out_1, out_2, out_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg606_1, reinterpret_tensor(buf952, (1, 1024), (0, 1), 0), reinterpret_tensor(arg605_1, (1024, 1000), (1, 1024), 0), alpha=1, beta=1, out=buf953)
        del arg605_1
        del arg606_1
        return (buf953, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((1, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((128, 96, 1, 1), (96, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((128, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((128, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((128, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((128, 224, 1, 1), (224, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((128, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((160, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((128, 160, 1, 1), (160, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((192, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((128, 192, 1, 1), (192, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((224, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((128, 224, 1, 1), (224, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((128, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((128, 320, 1, 1), (320, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((352, ), (1, ), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((352, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((352, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((352, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((128, 352, 1, 1), (352, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((128, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((416, ), (1, ), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((416, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((416, ), (1, ), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((416, ), (1, ), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((128, 416, 1, 1), (416, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((448, ), (1, ), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((448, ), (1, ), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((448, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((448, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((128, 448, 1, 1), (448, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((128, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((256, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg202_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg203_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg204_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg205_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg206_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg207_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg208_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg209_1 = rand_strided((288, ), (1, ), device='cpu', dtype=torch.float32)
    arg210_1 = rand_strided((128, 288, 1, 1), (288, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg211_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg212_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg213_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg214_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg215_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg216_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg217_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg218_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg219_1 = rand_strided((320, ), (1, ), device='cpu', dtype=torch.float32)
    arg220_1 = rand_strided((128, 320, 1, 1), (320, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg221_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg222_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg223_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg224_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg225_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg226_1 = rand_strided((352, ), (1, ), device='cpu', dtype=torch.float32)
    arg227_1 = rand_strided((352, ), (1, ), device='cpu', dtype=torch.float32)
    arg228_1 = rand_strided((352, ), (1, ), device='cpu', dtype=torch.float32)
    arg229_1 = rand_strided((352, ), (1, ), device='cpu', dtype=torch.float32)
    arg230_1 = rand_strided((128, 352, 1, 1), (352, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg231_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg232_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg233_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg234_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg235_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg236_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg237_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg238_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg239_1 = rand_strided((384, ), (1, ), device='cpu', dtype=torch.float32)
    arg240_1 = rand_strided((128, 384, 1, 1), (384, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg241_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg242_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg243_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg244_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg245_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg246_1 = rand_strided((416, ), (1, ), device='cpu', dtype=torch.float32)
    arg247_1 = rand_strided((416, ), (1, ), device='cpu', dtype=torch.float32)
    arg248_1 = rand_strided((416, ), (1, ), device='cpu', dtype=torch.float32)
    arg249_1 = rand_strided((416, ), (1, ), device='cpu', dtype=torch.float32)
    arg250_1 = rand_strided((128, 416, 1, 1), (416, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg251_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg252_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg253_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg254_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg255_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg256_1 = rand_strided((448, ), (1, ), device='cpu', dtype=torch.float32)
    arg257_1 = rand_strided((448, ), (1, ), device='cpu', dtype=torch.float32)
    arg258_1 = rand_strided((448, ), (1, ), device='cpu', dtype=torch.float32)
    arg259_1 = rand_strided((448, ), (1, ), device='cpu', dtype=torch.float32)
    arg260_1 = rand_strided((128, 448, 1, 1), (448, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg261_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg262_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg263_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg264_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg265_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg266_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg267_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg268_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg269_1 = rand_strided((480, ), (1, ), device='cpu', dtype=torch.float32)
    arg270_1 = rand_strided((128, 480, 1, 1), (480, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg271_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg272_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg273_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg274_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg275_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg276_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg277_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg278_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg279_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg280_1 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg281_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg282_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg283_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg284_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg285_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg286_1 = rand_strided((544, ), (1, ), device='cpu', dtype=torch.float32)
    arg287_1 = rand_strided((544, ), (1, ), device='cpu', dtype=torch.float32)
    arg288_1 = rand_strided((544, ), (1, ), device='cpu', dtype=torch.float32)
    arg289_1 = rand_strided((544, ), (1, ), device='cpu', dtype=torch.float32)
    arg290_1 = rand_strided((128, 544, 1, 1), (544, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg291_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg292_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg293_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg294_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg295_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg296_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg297_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg298_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg299_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg300_1 = rand_strided((128, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg301_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg302_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg303_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg304_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg305_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg306_1 = rand_strided((608, ), (1, ), device='cpu', dtype=torch.float32)
    arg307_1 = rand_strided((608, ), (1, ), device='cpu', dtype=torch.float32)
    arg308_1 = rand_strided((608, ), (1, ), device='cpu', dtype=torch.float32)
    arg309_1 = rand_strided((608, ), (1, ), device='cpu', dtype=torch.float32)
    arg310_1 = rand_strided((128, 608, 1, 1), (608, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg311_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg312_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg313_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg314_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg315_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg316_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    arg317_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    arg318_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    arg319_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    arg320_1 = rand_strided((128, 640, 1, 1), (640, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg321_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg322_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg323_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg324_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg325_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg326_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg327_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg328_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg329_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg330_1 = rand_strided((128, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg331_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg332_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg333_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg334_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg335_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg336_1 = rand_strided((704, ), (1, ), device='cpu', dtype=torch.float32)
    arg337_1 = rand_strided((704, ), (1, ), device='cpu', dtype=torch.float32)
    arg338_1 = rand_strided((704, ), (1, ), device='cpu', dtype=torch.float32)
    arg339_1 = rand_strided((704, ), (1, ), device='cpu', dtype=torch.float32)
    arg340_1 = rand_strided((128, 704, 1, 1), (704, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg341_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg342_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg343_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg344_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg345_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg346_1 = rand_strided((736, ), (1, ), device='cpu', dtype=torch.float32)
    arg347_1 = rand_strided((736, ), (1, ), device='cpu', dtype=torch.float32)
    arg348_1 = rand_strided((736, ), (1, ), device='cpu', dtype=torch.float32)
    arg349_1 = rand_strided((736, ), (1, ), device='cpu', dtype=torch.float32)
    arg350_1 = rand_strided((128, 736, 1, 1), (736, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg351_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg352_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg353_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg354_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg355_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg356_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg357_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg358_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg359_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg360_1 = rand_strided((128, 768, 1, 1), (768, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg361_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg362_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg363_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg364_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg365_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg366_1 = rand_strided((800, ), (1, ), device='cpu', dtype=torch.float32)
    arg367_1 = rand_strided((800, ), (1, ), device='cpu', dtype=torch.float32)
    arg368_1 = rand_strided((800, ), (1, ), device='cpu', dtype=torch.float32)
    arg369_1 = rand_strided((800, ), (1, ), device='cpu', dtype=torch.float32)
    arg370_1 = rand_strided((128, 800, 1, 1), (800, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg371_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg372_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg373_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg374_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg375_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg376_1 = rand_strided((832, ), (1, ), device='cpu', dtype=torch.float32)
    arg377_1 = rand_strided((832, ), (1, ), device='cpu', dtype=torch.float32)
    arg378_1 = rand_strided((832, ), (1, ), device='cpu', dtype=torch.float32)
    arg379_1 = rand_strided((832, ), (1, ), device='cpu', dtype=torch.float32)
    arg380_1 = rand_strided((128, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg381_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg382_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg383_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg384_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg385_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg386_1 = rand_strided((864, ), (1, ), device='cpu', dtype=torch.float32)
    arg387_1 = rand_strided((864, ), (1, ), device='cpu', dtype=torch.float32)
    arg388_1 = rand_strided((864, ), (1, ), device='cpu', dtype=torch.float32)
    arg389_1 = rand_strided((864, ), (1, ), device='cpu', dtype=torch.float32)
    arg390_1 = rand_strided((128, 864, 1, 1), (864, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg391_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg392_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg393_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg394_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg395_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg396_1 = rand_strided((896, ), (1, ), device='cpu', dtype=torch.float32)
    arg397_1 = rand_strided((896, ), (1, ), device='cpu', dtype=torch.float32)
    arg398_1 = rand_strided((896, ), (1, ), device='cpu', dtype=torch.float32)
    arg399_1 = rand_strided((896, ), (1, ), device='cpu', dtype=torch.float32)
    arg400_1 = rand_strided((128, 896, 1, 1), (896, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg401_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg402_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg403_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg404_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg405_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg406_1 = rand_strided((928, ), (1, ), device='cpu', dtype=torch.float32)
    arg407_1 = rand_strided((928, ), (1, ), device='cpu', dtype=torch.float32)
    arg408_1 = rand_strided((928, ), (1, ), device='cpu', dtype=torch.float32)
    arg409_1 = rand_strided((928, ), (1, ), device='cpu', dtype=torch.float32)
    arg410_1 = rand_strided((128, 928, 1, 1), (928, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg411_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg412_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg413_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg414_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg415_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg416_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg417_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg418_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg419_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg420_1 = rand_strided((128, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg421_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg422_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg423_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg424_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg425_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg426_1 = rand_strided((992, ), (1, ), device='cpu', dtype=torch.float32)
    arg427_1 = rand_strided((992, ), (1, ), device='cpu', dtype=torch.float32)
    arg428_1 = rand_strided((992, ), (1, ), device='cpu', dtype=torch.float32)
    arg429_1 = rand_strided((992, ), (1, ), device='cpu', dtype=torch.float32)
    arg430_1 = rand_strided((128, 992, 1, 1), (992, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg431_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg432_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg433_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg434_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg435_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg436_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg437_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg438_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg439_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg440_1 = rand_strided((512, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg441_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg442_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg443_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg444_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg445_1 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg446_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg447_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg448_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg449_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg450_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg451_1 = rand_strided((544, ), (1, ), device='cpu', dtype=torch.float32)
    arg452_1 = rand_strided((544, ), (1, ), device='cpu', dtype=torch.float32)
    arg453_1 = rand_strided((544, ), (1, ), device='cpu', dtype=torch.float32)
    arg454_1 = rand_strided((544, ), (1, ), device='cpu', dtype=torch.float32)
    arg455_1 = rand_strided((128, 544, 1, 1), (544, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg456_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg457_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg458_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg459_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg460_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg461_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg462_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg463_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg464_1 = rand_strided((576, ), (1, ), device='cpu', dtype=torch.float32)
    arg465_1 = rand_strided((128, 576, 1, 1), (576, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg466_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg467_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg468_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg469_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg470_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg471_1 = rand_strided((608, ), (1, ), device='cpu', dtype=torch.float32)
    arg472_1 = rand_strided((608, ), (1, ), device='cpu', dtype=torch.float32)
    arg473_1 = rand_strided((608, ), (1, ), device='cpu', dtype=torch.float32)
    arg474_1 = rand_strided((608, ), (1, ), device='cpu', dtype=torch.float32)
    arg475_1 = rand_strided((128, 608, 1, 1), (608, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg476_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg477_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg478_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg479_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg480_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg481_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    arg482_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    arg483_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    arg484_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    arg485_1 = rand_strided((128, 640, 1, 1), (640, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg486_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg487_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg488_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg489_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg490_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg491_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg492_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg493_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg494_1 = rand_strided((672, ), (1, ), device='cpu', dtype=torch.float32)
    arg495_1 = rand_strided((128, 672, 1, 1), (672, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg496_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg497_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg498_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg499_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg500_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg501_1 = rand_strided((704, ), (1, ), device='cpu', dtype=torch.float32)
    arg502_1 = rand_strided((704, ), (1, ), device='cpu', dtype=torch.float32)
    arg503_1 = rand_strided((704, ), (1, ), device='cpu', dtype=torch.float32)
    arg504_1 = rand_strided((704, ), (1, ), device='cpu', dtype=torch.float32)
    arg505_1 = rand_strided((128, 704, 1, 1), (704, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg506_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg507_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg508_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg509_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg510_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg511_1 = rand_strided((736, ), (1, ), device='cpu', dtype=torch.float32)
    arg512_1 = rand_strided((736, ), (1, ), device='cpu', dtype=torch.float32)
    arg513_1 = rand_strided((736, ), (1, ), device='cpu', dtype=torch.float32)
    arg514_1 = rand_strided((736, ), (1, ), device='cpu', dtype=torch.float32)
    arg515_1 = rand_strided((128, 736, 1, 1), (736, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg516_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg517_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg518_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg519_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg520_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg521_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg522_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg523_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg524_1 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    arg525_1 = rand_strided((128, 768, 1, 1), (768, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg526_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg527_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg528_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg529_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg530_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg531_1 = rand_strided((800, ), (1, ), device='cpu', dtype=torch.float32)
    arg532_1 = rand_strided((800, ), (1, ), device='cpu', dtype=torch.float32)
    arg533_1 = rand_strided((800, ), (1, ), device='cpu', dtype=torch.float32)
    arg534_1 = rand_strided((800, ), (1, ), device='cpu', dtype=torch.float32)
    arg535_1 = rand_strided((128, 800, 1, 1), (800, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg536_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg537_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg538_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg539_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg540_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg541_1 = rand_strided((832, ), (1, ), device='cpu', dtype=torch.float32)
    arg542_1 = rand_strided((832, ), (1, ), device='cpu', dtype=torch.float32)
    arg543_1 = rand_strided((832, ), (1, ), device='cpu', dtype=torch.float32)
    arg544_1 = rand_strided((832, ), (1, ), device='cpu', dtype=torch.float32)
    arg545_1 = rand_strided((128, 832, 1, 1), (832, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg546_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg547_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg548_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg549_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg550_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg551_1 = rand_strided((864, ), (1, ), device='cpu', dtype=torch.float32)
    arg552_1 = rand_strided((864, ), (1, ), device='cpu', dtype=torch.float32)
    arg553_1 = rand_strided((864, ), (1, ), device='cpu', dtype=torch.float32)
    arg554_1 = rand_strided((864, ), (1, ), device='cpu', dtype=torch.float32)
    arg555_1 = rand_strided((128, 864, 1, 1), (864, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg556_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg557_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg558_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg559_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg560_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg561_1 = rand_strided((896, ), (1, ), device='cpu', dtype=torch.float32)
    arg562_1 = rand_strided((896, ), (1, ), device='cpu', dtype=torch.float32)
    arg563_1 = rand_strided((896, ), (1, ), device='cpu', dtype=torch.float32)
    arg564_1 = rand_strided((896, ), (1, ), device='cpu', dtype=torch.float32)
    arg565_1 = rand_strided((128, 896, 1, 1), (896, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg566_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg567_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg568_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg569_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg570_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg571_1 = rand_strided((928, ), (1, ), device='cpu', dtype=torch.float32)
    arg572_1 = rand_strided((928, ), (1, ), device='cpu', dtype=torch.float32)
    arg573_1 = rand_strided((928, ), (1, ), device='cpu', dtype=torch.float32)
    arg574_1 = rand_strided((928, ), (1, ), device='cpu', dtype=torch.float32)
    arg575_1 = rand_strided((128, 928, 1, 1), (928, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg576_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg577_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg578_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg579_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg580_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg581_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg582_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg583_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg584_1 = rand_strided((960, ), (1, ), device='cpu', dtype=torch.float32)
    arg585_1 = rand_strided((128, 960, 1, 1), (960, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg586_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg587_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg588_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg589_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg590_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg591_1 = rand_strided((992, ), (1, ), device='cpu', dtype=torch.float32)
    arg592_1 = rand_strided((992, ), (1, ), device='cpu', dtype=torch.float32)
    arg593_1 = rand_strided((992, ), (1, ), device='cpu', dtype=torch.float32)
    arg594_1 = rand_strided((992, ), (1, ), device='cpu', dtype=torch.float32)
    arg595_1 = rand_strided((128, 992, 1, 1), (992, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg596_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg597_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg598_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg599_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg600_1 = rand_strided((32, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg601_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg602_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg603_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg604_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg605_1 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg606_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1, arg283_1, arg284_1, arg285_1, arg286_1, arg287_1, arg288_1, arg289_1, arg290_1, arg291_1, arg292_1, arg293_1, arg294_1, arg295_1, arg296_1, arg297_1, arg298_1, arg299_1, arg300_1, arg301_1, arg302_1, arg303_1, arg304_1, arg305_1, arg306_1, arg307_1, arg308_1, arg309_1, arg310_1, arg311_1, arg312_1, arg313_1, arg314_1, arg315_1, arg316_1, arg317_1, arg318_1, arg319_1, arg320_1, arg321_1, arg322_1, arg323_1, arg324_1, arg325_1, arg326_1, arg327_1, arg328_1, arg329_1, arg330_1, arg331_1, arg332_1, arg333_1, arg334_1, arg335_1, arg336_1, arg337_1, arg338_1, arg339_1, arg340_1, arg341_1, arg342_1, arg343_1, arg344_1, arg345_1, arg346_1, arg347_1, arg348_1, arg349_1, arg350_1, arg351_1, arg352_1, arg353_1, arg354_1, arg355_1, arg356_1, arg357_1, arg358_1, arg359_1, arg360_1, arg361_1, arg362_1, arg363_1, arg364_1, arg365_1, arg366_1, arg367_1, arg368_1, arg369_1, arg370_1, arg371_1, arg372_1, arg373_1, arg374_1, arg375_1, arg376_1, arg377_1, arg378_1, arg379_1, arg380_1, arg381_1, arg382_1, arg383_1, arg384_1, arg385_1, arg386_1, arg387_1, arg388_1, arg389_1, arg390_1, arg391_1, arg392_1, arg393_1, arg394_1, arg395_1, arg396_1, arg397_1, arg398_1, arg399_1, arg400_1, arg401_1, arg402_1, arg403_1, arg404_1, arg405_1, arg406_1, arg407_1, arg408_1, arg409_1, arg410_1, arg411_1, arg412_1, arg413_1, arg414_1, arg415_1, arg416_1, arg417_1, arg418_1, arg419_1, arg420_1, arg421_1, arg422_1, arg423_1, arg424_1, arg425_1, arg426_1, arg427_1, arg428_1, arg429_1, arg430_1, arg431_1, arg432_1, arg433_1, arg434_1, arg435_1, arg436_1, arg437_1, arg438_1, arg439_1, arg440_1, arg441_1, arg442_1, arg443_1, arg444_1, arg445_1, arg446_1, arg447_1, arg448_1, arg449_1, arg450_1, arg451_1, arg452_1, arg453_1, arg454_1, arg455_1, arg456_1, arg457_1, arg458_1, arg459_1, arg460_1, arg461_1, arg462_1, arg463_1, arg464_1, arg465_1, arg466_1, arg467_1, arg468_1, arg469_1, arg470_1, arg471_1, arg472_1, arg473_1, arg474_1, arg475_1, arg476_1, arg477_1, arg478_1, arg479_1, arg480_1, arg481_1, arg482_1, arg483_1, arg484_1, arg485_1, arg486_1, arg487_1, arg488_1, arg489_1, arg490_1, arg491_1, arg492_1, arg493_1, arg494_1, arg495_1, arg496_1, arg497_1, arg498_1, arg499_1, arg500_1, arg501_1, arg502_1, arg503_1, arg504_1, arg505_1, arg506_1, arg507_1, arg508_1, arg509_1, arg510_1, arg511_1, arg512_1, arg513_1, arg514_1, arg515_1, arg516_1, arg517_1, arg518_1, arg519_1, arg520_1, arg521_1, arg522_1, arg523_1, arg524_1, arg525_1, arg526_1, arg527_1, arg528_1, arg529_1, arg530_1, arg531_1, arg532_1, arg533_1, arg534_1, arg535_1, arg536_1, arg537_1, arg538_1, arg539_1, arg540_1, arg541_1, arg542_1, arg543_1, arg544_1, arg545_1, arg546_1, arg547_1, arg548_1, arg549_1, arg550_1, arg551_1, arg552_1, arg553_1, arg554_1, arg555_1, arg556_1, arg557_1, arg558_1, arg559_1, arg560_1, arg561_1, arg562_1, arg563_1, arg564_1, arg565_1, arg566_1, arg567_1, arg568_1, arg569_1, arg570_1, arg571_1, arg572_1, arg573_1, arg574_1, arg575_1, arg576_1, arg577_1, arg578_1, arg579_1, arg580_1, arg581_1, arg582_1, arg583_1, arg584_1, arg585_1, arg586_1, arg587_1, arg588_1, arg589_1, arg590_1, arg591_1, arg592_1, arg593_1, arg594_1, arg595_1, arg596_1, arg597_1, arg598_1, arg599_1, arg600_1, arg601_1, arg602_1, arg603_1, arg604_1, arg605_1, arg606_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('deeplabv3_resnet50.infer', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
