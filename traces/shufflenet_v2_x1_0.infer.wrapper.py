# AOT ID: ['4_inference']
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(24L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(24L)))
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
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-792L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-768L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-744L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-24L) + x2 + 48L*x1 + 1536L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1536L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(24L + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(744L + x2 + 48L*x1 + 1536L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(768L + x2 + 48L*x1 + 1536L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(792L + x2 + 48L*x1 + 1536L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            tmp75.store(out_ptr0 + static_cast<int64_t>(x2 + 24L*x1 + 384L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_clone_convolution_relu_split_transpose_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr5 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 64L*x0 + 3712L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 64L*x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(3712L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(3712L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3712L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3712L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 64L*x0 + 3712L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 64L*x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(3712L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(3712L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3712L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3712L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr1 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 64L*x0 + 3712L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 64L*x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp2 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp2 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_clone_convolution_relu_split_transpose_view_11 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr5 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 16L*x0 + 1856L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(1856L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(1856L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_13 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1856L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1856L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 16L*x0 + 1856L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(1856L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(1856L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_14 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1856L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1856L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 16L*x0 + 1856L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                            tmp0.store(tmp2 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_clone_convolution_relu_split_transpose_view_17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = in_ptr1[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr5 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = in_ptr6[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr7[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr8[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr9[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x2 + 4L*x0 + 928L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 8L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(928L + x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr3 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_relu_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(928L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(928L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 4L*x0 + 928L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 8L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(928L + x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr3 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(928L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(928L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L), tmp0, static_cast<int64_t>(4L));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp14 = in_ptr5[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = static_cast<float>(1e-05);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp4 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 4L*x0 + 928L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 4L*x1 + 8L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(464L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(464L) && x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr3 + static_cast<int64_t>(x0 + 464L*x1), static_cast<int64_t>(464L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_no_training_mean_relu_21 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(8));
                    auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3072L + x0), static_cast<int64_t>(8));
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
                    tmp37.store(out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1 = args
        args.clear()
        assert_size_stride(arg1_1, (1, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        assert_size_stride(arg0_1, (24, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((24, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        cpp_fused_convolution_0(arg1_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (1, 24, 32, 32), (24576, 1, 768, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        buf4 = empty_strided_cpu((1, 24, 16, 16), (6144, 1, 384, 24), torch.float32)
        assert_size_stride(arg6_1, (24, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1(buf3, arg2_1, arg3_1, arg4_1, arg5_1, buf4)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del buf3
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf5 = extern_kernels.convolution(buf4, arg6_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
        assert_tensor_metadata(buf5, (1, 24, 8, 8), (1536, 1, 192, 24), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((24, ), (24, ), (24, ), (24, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf6 = buf5; del buf5  # reuse
        assert_size_stride(arg11_1, (58, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_2(buf6, arg7_1, arg8_1, arg9_1, arg10_1)
        del arg10_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf7 = extern_kernels.convolution(buf6, arg11_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf7, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del buf6
        assert_size_stride(arg16_1, (58, 24, 1, 1), (24, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [input_9], Original ATen: [aten.convolution]
        buf8 = extern_kernels.convolution(buf4, arg16_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf8, (1, 58, 16, 16), (14848, 1, 928, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg16_1
        del buf4
        assert_size_stride_grouped((arg17_1, arg18_1, arg19_1, arg20_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf9 = buf8; del buf8  # reuse
        assert_size_stride(arg21_1, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_3(buf9, arg17_1, arg18_1, arg19_1, arg20_1)
        del arg17_1
        del arg18_1
        del arg19_1
        del arg20_1
        # Topologically Sorted Source Nodes: [input_10, input_11, input_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf10 = extern_kernels.convolution(buf9, arg21_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=58, bias=None)
        assert_tensor_metadata(buf10, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        del buf9
        assert_size_stride_grouped((arg22_1, arg23_1, arg24_1, arg25_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf11 = buf10; del buf10  # reuse
        assert_size_stride(arg26_1, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_4(buf11, arg22_1, arg23_1, arg24_1, arg25_1)
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        # Topologically Sorted Source Nodes: [input_13, input_14], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf12 = extern_kernels.convolution(buf11, arg26_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf12, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg26_1
        assert_size_stride_grouped((arg12_1, arg13_1, arg14_1, arg15_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf15 = empty_strided_cpu((1, 116, 8, 8), (7424, 64, 8, 1), torch.float32)
        buf13 = reinterpret_tensor(buf15, (1, 58, 8, 8), (7424, 64, 8, 1), 0)  # alias
        assert_size_stride_grouped((arg27_1, arg28_1, arg29_1, arg30_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf14 = reinterpret_tensor(buf15, (1, 58, 8, 8), (7424, 64, 8, 1), 3712)  # alias
        buf16 = empty_strided_cpu((1, 58, 2, 8, 8), (7424, 128, 64, 8, 1), torch.float32)
        buf17 = buf11; del buf11  # reuse
        assert_size_stride(arg31_1, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_clone_convolution_relu_split_transpose_view_5(buf7, arg12_1, arg13_1, arg14_1, arg15_1, buf12, arg27_1, arg28_1, arg29_1, arg30_1, buf15, buf13, buf14, buf16, buf17)
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        del buf12
        del buf13
        del buf14
        del buf7
        # Topologically Sorted Source Nodes: [x_1, transpose, x_2, x_3, chunk, input_17], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf18 = extern_kernels.convolution(buf17, arg31_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf18, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg31_1
        del buf17
        assert_size_stride_grouped((arg32_1, arg33_1, arg34_1, arg35_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf19 = buf18; del buf18  # reuse
        assert_size_stride(arg36_1, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_6(buf19, arg32_1, arg33_1, arg34_1, arg35_1)
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        # Topologically Sorted Source Nodes: [input_18, input_19, input_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf20 = extern_kernels.convolution(buf19, arg36_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=58, bias=None)
        assert_tensor_metadata(buf20, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg36_1
        del buf19
        assert_size_stride_grouped((arg37_1, arg38_1, arg39_1, arg40_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf21 = buf20; del buf20  # reuse
        assert_size_stride(arg41_1, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_4(buf21, arg37_1, arg38_1, arg39_1, arg40_1)
        del arg37_1
        del arg38_1
        del arg39_1
        del arg40_1
        # Topologically Sorted Source Nodes: [input_21, input_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf22 = extern_kernels.convolution(buf21, arg41_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf22, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        buf25 = buf15; del buf15  # reuse
        buf23 = reinterpret_tensor(buf25, (1, 58, 8, 8), (7424, 64, 8, 1), 0)  # alias
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf24 = reinterpret_tensor(buf25, (1, 58, 8, 8), (7424, 64, 8, 1), 3712)  # alias
        buf26 = empty_strided_cpu((1, 58, 2, 8, 8), (7424, 128, 64, 8, 1), torch.float32)
        buf27 = buf21; del buf21  # reuse
        assert_size_stride(arg46_1, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_7(buf16, buf22, arg42_1, arg43_1, arg44_1, arg45_1, buf25, buf23, buf24, buf26, buf27)
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del buf22
        del buf23
        del buf24
        # Topologically Sorted Source Nodes: [x_4, transpose_1, x_5, x_6, chunk_1, input_25], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf28 = extern_kernels.convolution(buf27, arg46_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf28, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg46_1
        del buf27
        assert_size_stride_grouped((arg47_1, arg48_1, arg49_1, arg50_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf29 = buf28; del buf28  # reuse
        assert_size_stride(arg51_1, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_6(buf29, arg47_1, arg48_1, arg49_1, arg50_1)
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        # Topologically Sorted Source Nodes: [input_26, input_27, input_28], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf30 = extern_kernels.convolution(buf29, arg51_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=58, bias=None)
        assert_tensor_metadata(buf30, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del buf29
        assert_size_stride_grouped((arg52_1, arg53_1, arg54_1, arg55_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf31 = buf30; del buf30  # reuse
        assert_size_stride(arg56_1, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_4(buf31, arg52_1, arg53_1, arg54_1, arg55_1)
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        # Topologically Sorted Source Nodes: [input_29, input_30], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf32 = extern_kernels.convolution(buf31, arg56_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf32, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg56_1
        buf35 = buf25; del buf25  # reuse
        buf33 = reinterpret_tensor(buf35, (1, 58, 8, 8), (7424, 64, 8, 1), 0)  # alias
        assert_size_stride_grouped((arg57_1, arg58_1, arg59_1, arg60_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf34 = reinterpret_tensor(buf35, (1, 58, 8, 8), (7424, 64, 8, 1), 3712)  # alias
        buf36 = buf16; del buf16  # reuse
        buf37 = buf31; del buf31  # reuse
        assert_size_stride(arg61_1, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_7(buf26, buf32, arg57_1, arg58_1, arg59_1, arg60_1, buf35, buf33, buf34, buf36, buf37)
        del arg57_1
        del arg58_1
        del arg59_1
        del arg60_1
        del buf33
        del buf34
        # Topologically Sorted Source Nodes: [x_7, transpose_2, x_8, x_9, chunk_2, input_33], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf38 = extern_kernels.convolution(buf37, arg61_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf38, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg61_1
        assert_size_stride_grouped((arg62_1, arg63_1, arg64_1, arg65_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf39 = buf38; del buf38  # reuse
        assert_size_stride(arg66_1, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_6(buf39, arg62_1, arg63_1, arg64_1, arg65_1)
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        # Topologically Sorted Source Nodes: [input_34, input_35, input_36], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf40 = extern_kernels.convolution(buf39, arg66_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=58, bias=None)
        assert_tensor_metadata(buf40, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg66_1
        assert_size_stride_grouped((arg67_1, arg68_1, arg69_1, arg70_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf41 = buf40; del buf40  # reuse
        assert_size_stride(arg71_1, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_4(buf41, arg67_1, arg68_1, arg69_1, arg70_1)
        del arg67_1
        del arg68_1
        del arg69_1
        del arg70_1
        # Topologically Sorted Source Nodes: [input_37, input_38], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf42 = extern_kernels.convolution(buf41, arg71_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf42, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        del arg71_1
        buf45 = buf35; del buf35  # reuse
        buf43 = reinterpret_tensor(buf45, (1, 58, 8, 8), (7424, 64, 8, 1), 0)  # alias
        assert_size_stride_grouped((arg72_1, arg73_1, arg74_1, arg75_1), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf44 = reinterpret_tensor(buf45, (1, 58, 8, 8), (7424, 64, 8, 1), 3712)  # alias
        buf46 = buf26; del buf26  # reuse
        buf47 = empty_strided_cpu((1, 116, 8, 8), (7424, 1, 928, 116), torch.float32)
        buf51 = empty_strided_cpu((1, 116, 8, 8), (7424, 1, 928, 116), torch.float32)
        assert_size_stride(arg76_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_8(buf36, buf42, arg72_1, arg73_1, arg74_1, arg75_1, buf45, buf43, buf44, buf46, buf47, buf51)
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        del buf36
        del buf43
        del buf44
        del buf45
        del buf46
        # Topologically Sorted Source Nodes: [x_10, transpose_3, x_11, x_12, input_41], Original ATen: [aten.view, aten.transpose, aten.clone, aten.convolution]
        buf48 = extern_kernels.convolution(buf47, arg76_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf48, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg76_1
        del buf47
        assert_size_stride_grouped((arg77_1, arg78_1, arg79_1, arg80_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf49 = buf48; del buf48  # reuse
        assert_size_stride(arg81_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf49, arg77_1, arg78_1, arg79_1, arg80_1)
        del arg77_1
        del arg78_1
        del arg79_1
        del arg80_1
        # Topologically Sorted Source Nodes: [input_42, input_43], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf50 = extern_kernels.convolution(buf49, arg81_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf50, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg81_1
        del buf49
        assert_size_stride(arg86_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_10, transpose_3, x_11, x_12, input_46], Original ATen: [aten.view, aten.transpose, aten.clone, aten.convolution]
        buf52 = extern_kernels.convolution(buf51, arg86_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf52, (1, 116, 8, 8), (7424, 1, 928, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg86_1
        del buf51
        assert_size_stride_grouped((arg87_1, arg88_1, arg89_1, arg90_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf53 = buf52; del buf52  # reuse
        assert_size_stride(arg91_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_10(buf53, arg87_1, arg88_1, arg89_1, arg90_1)
        del arg87_1
        del arg88_1
        del arg89_1
        del arg90_1
        # Topologically Sorted Source Nodes: [input_47, input_48, input_49], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf54 = extern_kernels.convolution(buf53, arg91_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf54, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg91_1
        del buf53
        assert_size_stride_grouped((arg92_1, arg93_1, arg94_1, arg95_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf55 = buf54; del buf54  # reuse
        assert_size_stride(arg96_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf55, arg92_1, arg93_1, arg94_1, arg95_1)
        del arg92_1
        del arg93_1
        del arg94_1
        del arg95_1
        # Topologically Sorted Source Nodes: [input_50, input_51], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf56 = extern_kernels.convolution(buf55, arg96_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf56, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg96_1
        assert_size_stride_grouped((arg82_1, arg83_1, arg84_1, arg85_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf59 = reinterpret_tensor(buf42, (1, 232, 4, 4), (3712, 16, 4, 1), 0); del buf42  # reuse
        buf57 = reinterpret_tensor(buf59, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg97_1, arg98_1, arg99_1, arg100_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf58 = reinterpret_tensor(buf59, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf60 = reinterpret_tensor(buf41, (1, 116, 2, 4, 4), (3712, 32, 16, 4, 1), 0); del buf41  # reuse
        buf61 = buf55; del buf55  # reuse
        assert_size_stride(arg101_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_clone_convolution_relu_split_transpose_view_11(buf50, arg82_1, arg83_1, arg84_1, arg85_1, buf56, arg97_1, arg98_1, arg99_1, arg100_1, buf59, buf57, buf58, buf60, buf61)
        del arg100_1
        del arg82_1
        del arg83_1
        del arg84_1
        del arg85_1
        del arg97_1
        del arg98_1
        del arg99_1
        del buf50
        del buf56
        del buf57
        del buf58
        # Topologically Sorted Source Nodes: [x_13, transpose_4, x_14, x_15, chunk_3, input_54], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf62 = extern_kernels.convolution(buf61, arg101_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf62, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg101_1
        del buf61
        assert_size_stride_grouped((arg102_1, arg103_1, arg104_1, arg105_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf63 = buf62; del buf62  # reuse
        assert_size_stride(arg106_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf63, arg102_1, arg103_1, arg104_1, arg105_1)
        del arg102_1
        del arg103_1
        del arg104_1
        del arg105_1
        # Topologically Sorted Source Nodes: [input_55, input_56, input_57], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf64 = extern_kernels.convolution(buf63, arg106_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf64, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg106_1
        del buf63
        assert_size_stride_grouped((arg107_1, arg108_1, arg109_1, arg110_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf65 = buf64; del buf64  # reuse
        assert_size_stride(arg111_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf65, arg107_1, arg108_1, arg109_1, arg110_1)
        del arg107_1
        del arg108_1
        del arg109_1
        del arg110_1
        # Topologically Sorted Source Nodes: [input_58, input_59], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf66 = extern_kernels.convolution(buf65, arg111_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf66, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg111_1
        buf69 = buf59; del buf59  # reuse
        buf67 = reinterpret_tensor(buf69, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg112_1, arg113_1, arg114_1, arg115_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf68 = reinterpret_tensor(buf69, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf70 = reinterpret_tensor(buf39, (1, 116, 2, 4, 4), (3712, 32, 16, 4, 1), 0); del buf39  # reuse
        buf71 = buf65; del buf65  # reuse
        assert_size_stride(arg116_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_13(buf60, buf66, arg112_1, arg113_1, arg114_1, arg115_1, buf69, buf67, buf68, buf70, buf71)
        del arg112_1
        del arg113_1
        del arg114_1
        del arg115_1
        del buf66
        del buf67
        del buf68
        # Topologically Sorted Source Nodes: [x_16, transpose_5, x_17, x_18, chunk_4, input_62], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf72 = extern_kernels.convolution(buf71, arg116_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf72, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg116_1
        del buf71
        assert_size_stride_grouped((arg117_1, arg118_1, arg119_1, arg120_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf73 = buf72; del buf72  # reuse
        assert_size_stride(arg121_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf73, arg117_1, arg118_1, arg119_1, arg120_1)
        del arg117_1
        del arg118_1
        del arg119_1
        del arg120_1
        # Topologically Sorted Source Nodes: [input_63, input_64, input_65], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf74 = extern_kernels.convolution(buf73, arg121_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf74, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg121_1
        del buf73
        assert_size_stride_grouped((arg122_1, arg123_1, arg124_1, arg125_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf75 = buf74; del buf74  # reuse
        assert_size_stride(arg126_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf75, arg122_1, arg123_1, arg124_1, arg125_1)
        del arg122_1
        del arg123_1
        del arg124_1
        del arg125_1
        # Topologically Sorted Source Nodes: [input_66, input_67], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf76 = extern_kernels.convolution(buf75, arg126_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf76, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg126_1
        buf79 = buf69; del buf69  # reuse
        buf77 = reinterpret_tensor(buf79, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg127_1, arg128_1, arg129_1, arg130_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf78 = reinterpret_tensor(buf79, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf80 = buf60; del buf60  # reuse
        buf81 = buf75; del buf75  # reuse
        assert_size_stride(arg131_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_13(buf70, buf76, arg127_1, arg128_1, arg129_1, arg130_1, buf79, buf77, buf78, buf80, buf81)
        del arg127_1
        del arg128_1
        del arg129_1
        del arg130_1
        del buf76
        del buf77
        del buf78
        # Topologically Sorted Source Nodes: [x_19, transpose_6, x_20, x_21, chunk_5, input_70], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf82 = extern_kernels.convolution(buf81, arg131_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf82, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg131_1
        del buf81
        assert_size_stride_grouped((arg132_1, arg133_1, arg134_1, arg135_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf83 = buf82; del buf82  # reuse
        assert_size_stride(arg136_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf83, arg132_1, arg133_1, arg134_1, arg135_1)
        del arg132_1
        del arg133_1
        del arg134_1
        del arg135_1
        # Topologically Sorted Source Nodes: [input_71, input_72, input_73], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf84 = extern_kernels.convolution(buf83, arg136_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf84, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg136_1
        del buf83
        assert_size_stride_grouped((arg137_1, arg138_1, arg139_1, arg140_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf85 = buf84; del buf84  # reuse
        assert_size_stride(arg141_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf85, arg137_1, arg138_1, arg139_1, arg140_1)
        del arg137_1
        del arg138_1
        del arg139_1
        del arg140_1
        # Topologically Sorted Source Nodes: [input_74, input_75], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf86 = extern_kernels.convolution(buf85, arg141_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf86, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg141_1
        buf89 = buf79; del buf79  # reuse
        buf87 = reinterpret_tensor(buf89, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg142_1, arg143_1, arg144_1, arg145_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf88 = reinterpret_tensor(buf89, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf90 = buf70; del buf70  # reuse
        buf91 = buf85; del buf85  # reuse
        assert_size_stride(arg146_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_13(buf80, buf86, arg142_1, arg143_1, arg144_1, arg145_1, buf89, buf87, buf88, buf90, buf91)
        del arg142_1
        del arg143_1
        del arg144_1
        del arg145_1
        del buf86
        del buf87
        del buf88
        # Topologically Sorted Source Nodes: [x_22, transpose_7, x_23, x_24, chunk_6, input_78], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf92 = extern_kernels.convolution(buf91, arg146_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf92, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg146_1
        del buf91
        assert_size_stride_grouped((arg147_1, arg148_1, arg149_1, arg150_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf93 = buf92; del buf92  # reuse
        assert_size_stride(arg151_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf93, arg147_1, arg148_1, arg149_1, arg150_1)
        del arg147_1
        del arg148_1
        del arg149_1
        del arg150_1
        # Topologically Sorted Source Nodes: [input_79, input_80, input_81], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf94 = extern_kernels.convolution(buf93, arg151_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf94, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg151_1
        del buf93
        assert_size_stride_grouped((arg152_1, arg153_1, arg154_1, arg155_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf95 = buf94; del buf94  # reuse
        assert_size_stride(arg156_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf95, arg152_1, arg153_1, arg154_1, arg155_1)
        del arg152_1
        del arg153_1
        del arg154_1
        del arg155_1
        # Topologically Sorted Source Nodes: [input_82, input_83], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf96 = extern_kernels.convolution(buf95, arg156_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf96, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg156_1
        buf99 = buf89; del buf89  # reuse
        buf97 = reinterpret_tensor(buf99, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg157_1, arg158_1, arg159_1, arg160_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf98 = reinterpret_tensor(buf99, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf100 = buf80; del buf80  # reuse
        buf101 = buf95; del buf95  # reuse
        assert_size_stride(arg161_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_13(buf90, buf96, arg157_1, arg158_1, arg159_1, arg160_1, buf99, buf97, buf98, buf100, buf101)
        del arg157_1
        del arg158_1
        del arg159_1
        del arg160_1
        del buf96
        del buf97
        del buf98
        # Topologically Sorted Source Nodes: [x_25, transpose_8, x_26, x_27, chunk_7, input_86], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf102 = extern_kernels.convolution(buf101, arg161_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf102, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg161_1
        del buf101
        assert_size_stride_grouped((arg162_1, arg163_1, arg164_1, arg165_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf103 = buf102; del buf102  # reuse
        assert_size_stride(arg166_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf103, arg162_1, arg163_1, arg164_1, arg165_1)
        del arg162_1
        del arg163_1
        del arg164_1
        del arg165_1
        # Topologically Sorted Source Nodes: [input_87, input_88, input_89], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf104 = extern_kernels.convolution(buf103, arg166_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf104, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg166_1
        del buf103
        assert_size_stride_grouped((arg167_1, arg168_1, arg169_1, arg170_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf105 = buf104; del buf104  # reuse
        assert_size_stride(arg171_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf105, arg167_1, arg168_1, arg169_1, arg170_1)
        del arg167_1
        del arg168_1
        del arg169_1
        del arg170_1
        # Topologically Sorted Source Nodes: [input_90, input_91], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf106 = extern_kernels.convolution(buf105, arg171_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf106, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg171_1
        buf109 = buf99; del buf99  # reuse
        buf107 = reinterpret_tensor(buf109, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg172_1, arg173_1, arg174_1, arg175_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf108 = reinterpret_tensor(buf109, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf110 = buf90; del buf90  # reuse
        buf111 = buf105; del buf105  # reuse
        assert_size_stride(arg176_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_13(buf100, buf106, arg172_1, arg173_1, arg174_1, arg175_1, buf109, buf107, buf108, buf110, buf111)
        del arg172_1
        del arg173_1
        del arg174_1
        del arg175_1
        del buf106
        del buf107
        del buf108
        # Topologically Sorted Source Nodes: [x_28, transpose_9, x_29, x_30, chunk_8, input_94], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf112 = extern_kernels.convolution(buf111, arg176_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf112, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg176_1
        del buf111
        assert_size_stride_grouped((arg177_1, arg178_1, arg179_1, arg180_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf113 = buf112; del buf112  # reuse
        assert_size_stride(arg181_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf113, arg177_1, arg178_1, arg179_1, arg180_1)
        del arg177_1
        del arg178_1
        del arg179_1
        del arg180_1
        # Topologically Sorted Source Nodes: [input_95, input_96, input_97], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf114 = extern_kernels.convolution(buf113, arg181_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf114, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg181_1
        del buf113
        assert_size_stride_grouped((arg182_1, arg183_1, arg184_1, arg185_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf115 = buf114; del buf114  # reuse
        assert_size_stride(arg186_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf115, arg182_1, arg183_1, arg184_1, arg185_1)
        del arg182_1
        del arg183_1
        del arg184_1
        del arg185_1
        # Topologically Sorted Source Nodes: [input_98, input_99], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf116 = extern_kernels.convolution(buf115, arg186_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf116, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg186_1
        buf119 = buf109; del buf109  # reuse
        buf117 = reinterpret_tensor(buf119, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg187_1, arg188_1, arg189_1, arg190_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf118 = reinterpret_tensor(buf119, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf120 = buf100; del buf100  # reuse
        buf121 = buf115; del buf115  # reuse
        assert_size_stride(arg191_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_13(buf110, buf116, arg187_1, arg188_1, arg189_1, arg190_1, buf119, buf117, buf118, buf120, buf121)
        del arg187_1
        del arg188_1
        del arg189_1
        del arg190_1
        del buf116
        del buf117
        del buf118
        # Topologically Sorted Source Nodes: [x_31, transpose_10, x_32, x_33, chunk_9, input_102], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf122 = extern_kernels.convolution(buf121, arg191_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf122, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg191_1
        assert_size_stride_grouped((arg192_1, arg193_1, arg194_1, arg195_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf123 = buf122; del buf122  # reuse
        assert_size_stride(arg196_1, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf123, arg192_1, arg193_1, arg194_1, arg195_1)
        del arg192_1
        del arg193_1
        del arg194_1
        del arg195_1
        # Topologically Sorted Source Nodes: [input_103, input_104, input_105], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf124 = extern_kernels.convolution(buf123, arg196_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf124, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg196_1
        assert_size_stride_grouped((arg197_1, arg198_1, arg199_1, arg200_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf125 = buf124; del buf124  # reuse
        assert_size_stride(arg201_1, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_9(buf125, arg197_1, arg198_1, arg199_1, arg200_1)
        del arg197_1
        del arg198_1
        del arg199_1
        del arg200_1
        # Topologically Sorted Source Nodes: [input_106, input_107], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf126 = extern_kernels.convolution(buf125, arg201_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf126, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        del arg201_1
        buf129 = buf119; del buf119  # reuse
        buf127 = reinterpret_tensor(buf129, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride_grouped((arg202_1, arg203_1, arg204_1, arg205_1), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf128 = reinterpret_tensor(buf129, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf130 = buf110; del buf110  # reuse
        buf131 = reinterpret_tensor(buf37, (1, 232, 4, 4), (3712, 1, 928, 232), 0); del buf37  # reuse
        buf135 = reinterpret_tensor(buf32, (1, 232, 4, 4), (3712, 1, 928, 232), 0); del buf32  # reuse
        assert_size_stride(arg206_1, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_14(buf120, buf126, arg202_1, arg203_1, arg204_1, arg205_1, buf129, buf127, buf128, buf130, buf131, buf135)
        del arg202_1
        del arg203_1
        del arg204_1
        del arg205_1
        del buf120
        del buf127
        del buf128
        del buf129
        del buf130
        # Topologically Sorted Source Nodes: [x_34, transpose_11, x_35, x_36, input_110], Original ATen: [aten.view, aten.transpose, aten.clone, aten.convolution]
        buf132 = extern_kernels.convolution(buf131, arg206_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf132, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg206_1
        del buf131
        assert_size_stride_grouped((arg207_1, arg208_1, arg209_1, arg210_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf133 = buf132; del buf132  # reuse
        assert_size_stride(arg211_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_15(buf133, arg207_1, arg208_1, arg209_1, arg210_1)
        del arg207_1
        del arg208_1
        del arg209_1
        del arg210_1
        # Topologically Sorted Source Nodes: [input_111, input_112], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf134 = extern_kernels.convolution(buf133, arg211_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf134, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg211_1
        del buf133
        assert_size_stride(arg216_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [x_34, transpose_11, x_35, x_36, input_115], Original ATen: [aten.view, aten.transpose, aten.clone, aten.convolution]
        buf136 = extern_kernels.convolution(buf135, arg216_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf136, (1, 232, 4, 4), (3712, 1, 928, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg216_1
        del buf135
        assert_size_stride_grouped((arg217_1, arg218_1, arg219_1, arg220_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf137 = buf136; del buf136  # reuse
        assert_size_stride(arg221_1, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_16(buf137, arg217_1, arg218_1, arg219_1, arg220_1)
        del arg217_1
        del arg218_1
        del arg219_1
        del arg220_1
        # Topologically Sorted Source Nodes: [input_116, input_117, input_118], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf138 = extern_kernels.convolution(buf137, arg221_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf138, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg221_1
        del buf137
        assert_size_stride_grouped((arg222_1, arg223_1, arg224_1, arg225_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf139 = buf138; del buf138  # reuse
        assert_size_stride(arg226_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_15(buf139, arg222_1, arg223_1, arg224_1, arg225_1)
        del arg222_1
        del arg223_1
        del arg224_1
        del arg225_1
        # Topologically Sorted Source Nodes: [input_119, input_120], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf140 = extern_kernels.convolution(buf139, arg226_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf140, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg226_1
        assert_size_stride_grouped((arg212_1, arg213_1, arg214_1, arg215_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf143 = reinterpret_tensor(buf126, (1, 464, 2, 2), (1856, 4, 2, 1), 0); del buf126  # reuse
        buf141 = reinterpret_tensor(buf143, (1, 232, 2, 2), (1856, 4, 2, 1), 0)  # alias
        assert_size_stride_grouped((arg227_1, arg228_1, arg229_1, arg230_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf142 = reinterpret_tensor(buf143, (1, 232, 2, 2), (1856, 4, 2, 1), 928)  # alias
        buf144 = reinterpret_tensor(buf125, (1, 232, 2, 2, 2), (1856, 8, 4, 2, 1), 0); del buf125  # reuse
        buf145 = buf139; del buf139  # reuse
        assert_size_stride(arg231_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_clone_convolution_relu_split_transpose_view_17(buf134, arg212_1, arg213_1, arg214_1, arg215_1, buf140, arg227_1, arg228_1, arg229_1, arg230_1, buf143, buf141, buf142, buf144, buf145)
        del arg212_1
        del arg213_1
        del arg214_1
        del arg215_1
        del arg227_1
        del arg228_1
        del arg229_1
        del arg230_1
        del buf134
        del buf140
        del buf141
        del buf142
        # Topologically Sorted Source Nodes: [x_37, transpose_12, x_38, x_39, chunk_10, input_123], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf146 = extern_kernels.convolution(buf145, arg231_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf146, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg231_1
        del buf145
        assert_size_stride_grouped((arg232_1, arg233_1, arg234_1, arg235_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf147 = buf146; del buf146  # reuse
        assert_size_stride(arg236_1, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_18(buf147, arg232_1, arg233_1, arg234_1, arg235_1)
        del arg232_1
        del arg233_1
        del arg234_1
        del arg235_1
        # Topologically Sorted Source Nodes: [input_124, input_125, input_126], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf148 = extern_kernels.convolution(buf147, arg236_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf148, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg236_1
        del buf147
        assert_size_stride_grouped((arg237_1, arg238_1, arg239_1, arg240_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf149 = buf148; del buf148  # reuse
        assert_size_stride(arg241_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_15(buf149, arg237_1, arg238_1, arg239_1, arg240_1)
        del arg237_1
        del arg238_1
        del arg239_1
        del arg240_1
        # Topologically Sorted Source Nodes: [input_127, input_128], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf150 = extern_kernels.convolution(buf149, arg241_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf150, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg241_1
        buf153 = buf143; del buf143  # reuse
        buf151 = reinterpret_tensor(buf153, (1, 232, 2, 2), (1856, 4, 2, 1), 0)  # alias
        assert_size_stride_grouped((arg242_1, arg243_1, arg244_1, arg245_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf152 = reinterpret_tensor(buf153, (1, 232, 2, 2), (1856, 4, 2, 1), 928)  # alias
        buf154 = reinterpret_tensor(buf123, (1, 232, 2, 2, 2), (1856, 8, 4, 2, 1), 0); del buf123  # reuse
        buf155 = buf149; del buf149  # reuse
        assert_size_stride(arg246_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_19(buf144, buf150, arg242_1, arg243_1, arg244_1, arg245_1, buf153, buf151, buf152, buf154, buf155)
        del arg242_1
        del arg243_1
        del arg244_1
        del arg245_1
        del buf150
        del buf151
        del buf152
        # Topologically Sorted Source Nodes: [x_40, transpose_13, x_41, x_42, chunk_11, input_131], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf156 = extern_kernels.convolution(buf155, arg246_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf156, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg246_1
        del buf155
        assert_size_stride_grouped((arg247_1, arg248_1, arg249_1, arg250_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf157 = buf156; del buf156  # reuse
        assert_size_stride(arg251_1, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_18(buf157, arg247_1, arg248_1, arg249_1, arg250_1)
        del arg247_1
        del arg248_1
        del arg249_1
        del arg250_1
        # Topologically Sorted Source Nodes: [input_132, input_133, input_134], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf158 = extern_kernels.convolution(buf157, arg251_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf158, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg251_1
        del buf157
        assert_size_stride_grouped((arg252_1, arg253_1, arg254_1, arg255_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf159 = buf158; del buf158  # reuse
        assert_size_stride(arg256_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_15(buf159, arg252_1, arg253_1, arg254_1, arg255_1)
        del arg252_1
        del arg253_1
        del arg254_1
        del arg255_1
        # Topologically Sorted Source Nodes: [input_135, input_136], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf160 = extern_kernels.convolution(buf159, arg256_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf160, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg256_1
        buf163 = buf153; del buf153  # reuse
        buf161 = reinterpret_tensor(buf163, (1, 232, 2, 2), (1856, 4, 2, 1), 0)  # alias
        assert_size_stride_grouped((arg257_1, arg258_1, arg259_1, arg260_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf162 = reinterpret_tensor(buf163, (1, 232, 2, 2), (1856, 4, 2, 1), 928)  # alias
        buf164 = buf144; del buf144  # reuse
        buf165 = buf159; del buf159  # reuse
        assert_size_stride(arg261_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_19(buf154, buf160, arg257_1, arg258_1, arg259_1, arg260_1, buf163, buf161, buf162, buf164, buf165)
        del arg257_1
        del arg258_1
        del arg259_1
        del arg260_1
        del buf160
        del buf161
        del buf162
        # Topologically Sorted Source Nodes: [x_43, transpose_14, x_44, x_45, chunk_12, input_139], Original ATen: [aten.view, aten.transpose, aten.clone, aten.split, aten.convolution]
        buf166 = extern_kernels.convolution(buf165, arg261_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf166, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg261_1
        del buf165
        assert_size_stride_grouped((arg262_1, arg263_1, arg264_1, arg265_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf167 = buf166; del buf166  # reuse
        assert_size_stride(arg266_1, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_relu_18(buf167, arg262_1, arg263_1, arg264_1, arg265_1)
        del arg262_1
        del arg263_1
        del arg264_1
        del arg265_1
        # Topologically Sorted Source Nodes: [input_140, input_141, input_142], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        buf168 = extern_kernels.convolution(buf167, arg266_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf168, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg266_1
        del buf167
        assert_size_stride_grouped((arg267_1, arg268_1, arg269_1, arg270_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf169 = buf168; del buf168  # reuse
        assert_size_stride(arg271_1, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_15(buf169, arg267_1, arg268_1, arg269_1, arg270_1)
        del arg267_1
        del arg268_1
        del arg269_1
        del arg270_1
        # Topologically Sorted Source Nodes: [input_143, input_144], Original ATen: [aten._native_batch_norm_legit_no_training, aten.convolution]
        buf170 = extern_kernels.convolution(buf169, arg271_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf170, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        del arg271_1
        del buf169
        buf173 = buf163; del buf163  # reuse
        buf171 = reinterpret_tensor(buf173, (1, 232, 2, 2), (1856, 4, 2, 1), 0)  # alias
        assert_size_stride_grouped((arg272_1, arg273_1, arg274_1, arg275_1), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf172 = reinterpret_tensor(buf173, (1, 232, 2, 2), (1856, 4, 2, 1), 928)  # alias
        buf174 = buf154; del buf154  # reuse
        buf175 = reinterpret_tensor(buf121, (1, 464, 2, 2), (1856, 1, 928, 464), 0); del buf121  # reuse
        assert_size_stride(arg276_1, (1024, 464, 1, 1), (464, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_no_training_cat_clone_convolution_relu_split_transpose_view_20(buf164, buf170, arg272_1, arg273_1, arg274_1, arg275_1, buf173, buf171, buf172, buf174, buf175)
        del arg272_1
        del arg273_1
        del arg274_1
        del arg275_1
        del buf164
        del buf170
        del buf171
        del buf172
        del buf173
        del buf174
        # Topologically Sorted Source Nodes: [x_46, transpose_15, x_47, x_48, input_147], Original ATen: [aten.view, aten.transpose, aten.clone, aten.convolution]
        buf176 = extern_kernels.convolution(buf175, arg276_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf176, (1, 1024, 2, 2), (4096, 1, 2048, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del arg276_1
        del buf175
        assert_size_stride_grouped((arg277_1, arg278_1, arg279_1, arg280_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf177 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((arg282_1, arg281_1), ((1000, ), (1000, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused__native_batch_norm_legit_no_training_mean_relu_21(buf176, arg277_1, arg278_1, arg279_1, arg280_1, buf177)
        del arg277_1
        del arg278_1
        del arg279_1
        del arg280_1
        del buf176
        buf178 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_148, input_149, x_49, x_50], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.mean, aten.t, aten.addmm]
        extern_kernels.addmm(arg282_1, buf177, reinterpret_tensor(arg281_1, (1024, 1000), (1, 1024), 0), alpha=1, beta=1, out=buf178)
        del arg281_1
        del arg282_1
        return (buf178, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((24, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((1, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((24, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((58, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((58, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg202_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg203_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg204_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg205_1 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    arg206_1 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg207_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg208_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg209_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg210_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg211_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg212_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg213_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg214_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg215_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg216_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg217_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg218_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg219_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg220_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg221_1 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg222_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg223_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg224_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg225_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg226_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg227_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg228_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg229_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg230_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg231_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg232_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg233_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg234_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg235_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg236_1 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg237_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg238_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg239_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg240_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg241_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg242_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg243_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg244_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg245_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg246_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg247_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg248_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg249_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg250_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg251_1 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg252_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg253_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg254_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg255_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg256_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg257_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg258_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg259_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg260_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg261_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg262_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg263_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg264_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg265_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg266_1 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg267_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg268_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg269_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg270_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg271_1 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg272_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg273_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg274_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg275_1 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    arg276_1 = rand_strided((1024, 464, 1, 1), (464, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg277_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg278_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg279_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg280_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg281_1 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    arg282_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1, arg268_1, arg269_1, arg270_1, arg271_1, arg272_1, arg273_1, arg274_1, arg275_1, arg276_1, arg277_1, arg278_1, arg279_1, arg280_1, arg281_1, arg282_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
