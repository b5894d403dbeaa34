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
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 768L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 768L*x0), static_cast<int64_t>(3L));
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


cpp_fused_max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(8L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(8L)))
                            {
                                auto tmp85 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 128L*x1 + 2048L*x0), static_cast<int64_t>(8));
                                auto tmp0 = (-1L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = static_cast<int64_t>(16);
                                auto tmp5 = tmp1 < tmp4;
                                auto tmp6 = tmp3 & tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = tmp8 >= tmp2;
                                auto tmp10 = tmp8 < tmp4;
                                auto tmp11 = tmp9 & tmp10;
                                auto tmp12 = tmp6 & tmp11;
                                auto tmp13 = [&]
                                {
                                    auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-136L) + x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                                    return tmp15;
                                }
                                ;
                                auto tmp16 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp17 = x2;
                                auto tmp18 = c10::convert<int64_t>(tmp17);
                                auto tmp19 = tmp18 >= tmp2;
                                auto tmp20 = tmp18 < tmp4;
                                auto tmp21 = tmp19 & tmp20;
                                auto tmp22 = tmp6 & tmp21;
                                auto tmp23 = [&]
                                {
                                    auto tmp24 = at::vec::VecMask<float,1>::from(tmp22).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-128L) + x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                                    return tmp25;
                                }
                                ;
                                auto tmp26 = tmp22 ? tmp23() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp27 = at::vec::maximum(tmp16, tmp26);
                                auto tmp28 = 1L + x2;
                                auto tmp29 = c10::convert<int64_t>(tmp28);
                                auto tmp30 = tmp29 >= tmp2;
                                auto tmp31 = tmp29 < tmp4;
                                auto tmp32 = tmp30 & tmp31;
                                auto tmp33 = tmp6 & tmp32;
                                auto tmp34 = [&]
                                {
                                    auto tmp35 = at::vec::VecMask<float,1>::from(tmp33).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-120L) + x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp36 = at::vec::clamp_min(tmp35, decltype(tmp35)(0));
                                    return tmp36;
                                }
                                ;
                                auto tmp37 = tmp33 ? tmp34() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp38 = at::vec::maximum(tmp27, tmp37);
                                auto tmp39 = x1;
                                auto tmp40 = c10::convert<int64_t>(tmp39);
                                auto tmp41 = tmp40 >= tmp2;
                                auto tmp42 = tmp40 < tmp4;
                                auto tmp43 = tmp41 & tmp42;
                                auto tmp44 = tmp43 & tmp11;
                                auto tmp45 = [&]
                                {
                                    auto tmp46 = at::vec::VecMask<float,1>::from(tmp44).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-8L) + x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp47 = at::vec::clamp_min(tmp46, decltype(tmp46)(0));
                                    return tmp47;
                                }
                                ;
                                auto tmp48 = tmp44 ? tmp45() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp49 = at::vec::maximum(tmp38, tmp48);
                                auto tmp50 = tmp43 & tmp21;
                                auto tmp51 = [&]
                                {
                                    auto tmp52 = at::vec::VecMask<float,1>::from(tmp50).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp53 = at::vec::clamp_min(tmp52, decltype(tmp52)(0));
                                    return tmp53;
                                }
                                ;
                                auto tmp54 = tmp50 ? tmp51() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp55 = at::vec::maximum(tmp49, tmp54);
                                auto tmp56 = tmp43 & tmp32;
                                auto tmp57 = [&]
                                {
                                    auto tmp58 = at::vec::VecMask<float,1>::from(tmp56).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(8L + x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp59 = at::vec::clamp_min(tmp58, decltype(tmp58)(0));
                                    return tmp59;
                                }
                                ;
                                auto tmp60 = tmp56 ? tmp57() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp61 = at::vec::maximum(tmp55, tmp60);
                                auto tmp62 = 1L + x1;
                                auto tmp63 = c10::convert<int64_t>(tmp62);
                                auto tmp64 = tmp63 >= tmp2;
                                auto tmp65 = tmp63 < tmp4;
                                auto tmp66 = tmp64 & tmp65;
                                auto tmp67 = tmp66 & tmp11;
                                auto tmp68 = [&]
                                {
                                    auto tmp69 = at::vec::VecMask<float,1>::from(tmp67).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(120L + x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp70 = at::vec::clamp_min(tmp69, decltype(tmp69)(0));
                                    return tmp70;
                                }
                                ;
                                auto tmp71 = tmp67 ? tmp68() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp72 = at::vec::maximum(tmp61, tmp71);
                                auto tmp73 = tmp66 & tmp21;
                                auto tmp74 = [&]
                                {
                                    auto tmp75 = at::vec::VecMask<float,1>::from(tmp73).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(128L + x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp76 = at::vec::clamp_min(tmp75, decltype(tmp75)(0));
                                    return tmp76;
                                }
                                ;
                                auto tmp77 = tmp73 ? tmp74() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp78 = at::vec::maximum(tmp72, tmp77);
                                auto tmp79 = tmp66 & tmp32;
                                auto tmp80 = [&]
                                {
                                    auto tmp81 = at::vec::VecMask<float,1>::from(tmp79).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(136L + x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                    auto tmp82 = at::vec::clamp_min(tmp81, decltype(tmp81)(0));
                                    return tmp82;
                                }
                                ;
                                auto tmp83 = tmp79 ? tmp80() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                auto tmp84 = at::vec::maximum(tmp78, tmp83);
                                auto tmp86 = at::vec::clamp_min(tmp85, decltype(tmp85)(0));
                                tmp84.store(out_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 128L*x1 + 2048L*x0));
                                tmp86.store(out_ptr1 + static_cast<int64_t>(x3 + 8L*x2 + 128L*x1 + 2048L*x0));
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


cpp_fused_convolution_relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
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
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 36L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 36L*x0), static_cast<int64_t>(4L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 36L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 36L*x0), static_cast<int64_t>(4L));
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


cpp_fused_convolution_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
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
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(25L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(24L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 25L*x1 + 25L*x1_inner + 100L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 100L*x0), static_cast<int64_t>(4L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(24L) && x2 < static_cast<int64_t>(25L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 25L*x1 + 25L*x1_inner + 100L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 100L*x0), static_cast<int64_t>(4L));
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


cpp_fused_convolution_relu_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 4096L*x0), static_cast<int64_t>(16L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                                tmp2.store(out_ptr0 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 16384L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 32L*x2 + 8192L*x0), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                                tmp2.store(out_ptr1 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 16384L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr2 + static_cast<int64_t>(x1 + 8L*x2 + 2048L*x0), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                                tmp2.store(out_ptr2 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 16384L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr3 + static_cast<int64_t>(x1 + 8L*x2 + 2048L*x0), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                                tmp2.store(out_ptr3 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 16384L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 16384L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 64L*x2 + 16384L*x0), static_cast<int64_t>(64L));
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


cpp_fused_mean_5 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 1024L*x0), static_cast<int64_t>(4L));
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                            }
                        }
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1 = args
        args.clear()
        assert_size_stride(arg2_1, (2, 3, 16, 16), (768, 256, 16, 1), 'input')
        buf0 = empty_strided_cpu((2, 3, 16, 16), (768, 1, 48, 3), torch.float32)
        assert_size_stride(arg0_1, (8, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((8, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(arg1_1, (8, ), (1, ), 'input')
        cpp_fused_convolution_0(arg2_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg2_1
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, arg1_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg1_1
        del buf0
        del buf1
        buf3 = empty_strided_cpu((2, 8, 16, 16), (2048, 1, 128, 8), torch.float32)
        buf4 = empty_strided_cpu((2, 8, 16, 16), (2048, 1, 128, 8), torch.float32)
        assert_size_stride_grouped((arg3_1, arg4_1), ((16, 8, 1, 1), (16, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_max_pool2d_with_indices_relu_1(buf2, buf3, buf4)
        del buf2
        # Topologically Sorted Source Nodes: [x, conv2d_1], Original ATen: [aten.relu, aten.convolution]
        buf5 = extern_kernels.convolution(buf4, arg3_1, arg4_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf5, (2, 16, 16, 16), (4096, 1, 256, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg3_1
        del arg4_1
        assert_size_stride_grouped((arg5_1, arg6_1), ((4, 8, 1, 1), (4, )), ((8, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf6 = extern_kernels.convolution(buf4, arg5_1, arg6_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf6, (2, 4, 16, 16), (1024, 1, 64, 4), torch.float32, 'torch.ops.aten.convolution.default')
        del arg5_1
        del arg6_1
        buf7 = buf6; del buf6  # reuse
        assert_size_stride(arg7_1, (32, 4, 3, 3), (36, 9, 3, 1), 'input')
        buf8 = empty_strided_cpu((32, 4, 3, 3), (36, 1, 12, 4), torch.float32)
        assert_size_stride(arg8_1, (32, ), (1, ), 'input')
        cpp_fused_convolution_relu_2(buf7, arg7_1, buf8)
        del arg7_1
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.relu, aten.convolution]
        buf9 = extern_kernels.convolution(buf7, buf8, arg8_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf9, (2, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg8_1
        del buf7
        del buf8
        assert_size_stride_grouped((arg9_1, arg10_1), ((4, 8, 1, 1), (4, )), ((8, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf10 = extern_kernels.convolution(buf4, arg9_1, arg10_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (2, 4, 16, 16), (1024, 1, 64, 4), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del arg9_1
        del buf4
        buf11 = buf10; del buf10  # reuse
        assert_size_stride(arg11_1, (8, 4, 5, 5), (100, 25, 5, 1), 'input')
        buf12 = empty_strided_cpu((8, 4, 5, 5), (100, 1, 20, 4), torch.float32)
        assert_size_stride(arg12_1, (8, ), (1, ), 'input')
        cpp_fused_convolution_relu_3(buf11, arg11_1, buf12)
        del arg11_1
        # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.relu, aten.convolution]
        buf13 = extern_kernels.convolution(buf11, buf12, arg12_1, stride=(1, 1), padding=(2, 2), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf13, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg12_1
        del buf11
        del buf12
        assert_size_stride_grouped((arg13_1, arg14_1), ((8, 8, 1, 1), (8, )), ((8, 1, 1, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_8], Original ATen: [aten.convolution]
        buf14 = extern_kernels.convolution(buf3, arg13_1, arg14_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf14, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg13_1
        del arg14_1
        del buf3
        buf19 = empty_strided_cpu((2, 64, 16, 16), (16384, 256, 16, 1), torch.float32)
        buf15 = reinterpret_tensor(buf19, (2, 16, 16, 16), (16384, 256, 16, 1), 0)  # alias
        buf16 = reinterpret_tensor(buf19, (2, 32, 16, 16), (16384, 256, 16, 1), 4096)  # alias
        buf17 = reinterpret_tensor(buf19, (2, 8, 16, 16), (16384, 256, 16, 1), 12288)  # alias
        buf18 = reinterpret_tensor(buf19, (2, 8, 16, 16), (16384, 256, 16, 1), 14336)  # alias
        buf20 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32)
        assert_size_stride_grouped((arg15_1, arg16_1), ((4, 64, 1, 1), (4, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_convolution_relu_4(buf5, buf9, buf13, buf14, buf19, buf15, buf16, buf17, buf18, buf20)
        del buf13
        del buf14
        del buf15
        del buf16
        del buf17
        del buf18
        del buf19
        del buf5
        del buf9
        # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten.convolution]
        buf21 = extern_kernels.convolution(buf20, arg15_1, arg16_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf21, (2, 4, 16, 16), (1024, 1, 64, 4), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del arg16_1
        del buf20
        buf22 = empty_strided_cpu((2, 4), (4, 1), torch.float32)
        buf23 = buf22; del buf22  # reuse
        cpp_fused_mean_5(buf23, buf21)
        return (buf23, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((2, 3, 16, 16), (768, 256, 16, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((4, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((32, 4, 3, 3), (36, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((4, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((8, 4, 5, 5), (100, 25, 5, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((8, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((4, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
