# AOT ID: ['0_forward']
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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr3 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr4 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr4 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(48L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 16L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr5 + static_cast<int64_t>(x1 + 4L*x2 + 16L*x0), static_cast<int64_t>(4L));
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


cpp_fused_max_pool2d_with_indices_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       int8_t* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = (-1L) + x0;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 >= tmp2;
                            auto tmp4 = static_cast<int64_t>(32);
                            auto tmp5 = tmp1 < tmp4;
                            auto tmp6 = tmp3 & tmp5;
                            auto tmp7 = (-1L) + x1;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = tmp8 >= tmp2;
                            auto tmp10 = tmp8 < tmp4;
                            auto tmp11 = tmp9 & tmp10;
                            auto tmp12 = tmp6 & tmp11;
                            auto tmp13 = [&]
                            {
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-264L) + x2 + 8L*x1 + 256L*x0));
                                return tmp14;
                            }
                            ;
                            auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp16 = x1;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            auto tmp18 = tmp17 >= tmp2;
                            auto tmp19 = tmp17 < tmp4;
                            auto tmp20 = tmp18 & tmp19;
                            auto tmp21 = tmp6 & tmp20;
                            auto tmp22 = [&]
                            {
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-256L) + x2 + 8L*x1 + 256L*x0));
                                return tmp23;
                            }
                            ;
                            auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp25 = at::vec::maximum(tmp15, tmp24);
                            auto tmp26 = 1L + x1;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = tmp27 >= tmp2;
                            auto tmp29 = tmp27 < tmp4;
                            auto tmp30 = tmp28 & tmp29;
                            auto tmp31 = tmp6 & tmp30;
                            auto tmp32 = [&]
                            {
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-248L) + x2 + 8L*x1 + 256L*x0));
                                return tmp33;
                            }
                            ;
                            auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp35 = at::vec::maximum(tmp25, tmp34);
                            auto tmp36 = x0;
                            auto tmp37 = c10::convert<int64_t>(tmp36);
                            auto tmp38 = tmp37 >= tmp2;
                            auto tmp39 = tmp37 < tmp4;
                            auto tmp40 = tmp38 & tmp39;
                            auto tmp41 = tmp40 & tmp11;
                            auto tmp42 = [&]
                            {
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-8L) + x2 + 8L*x1 + 256L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 256L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(8L + x2 + 8L*x1 + 256L*x0));
                                return tmp53;
                            }
                            ;
                            auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp55 = at::vec::maximum(tmp50, tmp54);
                            auto tmp56 = 1L + x0;
                            auto tmp57 = c10::convert<int64_t>(tmp56);
                            auto tmp58 = tmp57 >= tmp2;
                            auto tmp59 = tmp57 < tmp4;
                            auto tmp60 = tmp58 & tmp59;
                            auto tmp61 = tmp60 & tmp11;
                            auto tmp62 = [&]
                            {
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(248L + x2 + 8L*x1 + 256L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(256L + x2 + 8L*x1 + 256L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(264L + x2 + 8L*x1 + 256L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-264L) + x2 + 8L*x1 + 256L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-256L) + x2 + 8L*x1 + 256L*x0));
                                return tmp80;
                            }
                            ;
                            auto tmp81 = tmp21 ? tmp79() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp82 = at::vec::VecMask<float,1>(tmp78 > tmp81);
                            auto tmp83 = at::vec::VecMask<float,1>(tmp78 == tmp81);
                            auto tmp84 = at::vec::VecMask<float,1>(tmp78 != tmp78);
                            auto tmp85 = at::vec::VecMask<float,1>(tmp81 != tmp81);
                            auto tmp86 = (tmp84 > tmp85);
                            auto tmp87 = tmp82.template cast<int32_t,1>();
                            auto tmp88 = tmp86.template cast<int32_t,1>();
                            auto tmp89 = tmp87 | tmp88;
                            auto tmp90 = tmp84.template cast<int32_t,1>();
                            auto tmp91 = tmp85.template cast<int32_t,1>();
                            auto tmp92 = tmp90 & tmp91;
                            auto tmp93 = tmp83.template cast<int32_t,1>();
                            auto tmp94 = tmp92.template cast<int32_t,1>();
                            auto tmp95 = tmp93 | tmp94;
                            auto tmp96 = static_cast<int64_t>(1);
                            auto tmp97 = tmp2 < tmp96;
                            auto tmp98 = at::vec::VecMask<float,1>::from(tmp97);
                            auto tmp99 = tmp95.template cast<int32_t,1>();
                            auto tmp100 = tmp98.template cast<int32_t,1>();
                            auto tmp101 = tmp99 & tmp100;
                            auto tmp102 = tmp89.template cast<int32_t,1>();
                            auto tmp103 = tmp101.template cast<int32_t,1>();
                            auto tmp104 = tmp102 | tmp103;
                            auto tmp105 = decltype(tmp78)::blendv(tmp81, tmp78, tmp104.template cast<float,1>());
                            auto tmp106 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp107 = at::vec::VectorizedN<int64_t,2>(tmp96);
                            auto tmp108 = decltype(tmp106)::blendv(tmp107, tmp106, tmp104.template cast<int64_t,2>());
                            auto tmp109 = [&]
                            {
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-248L) + x2 + 8L*x1 + 256L*x0));
                                return tmp110;
                            }
                            ;
                            auto tmp111 = tmp31 ? tmp109() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp112 = at::vec::VecMask<float,1>(tmp105 > tmp111);
                            auto tmp113 = at::vec::VecMask<float,1>(tmp105 == tmp111);
                            auto tmp114 = at::vec::VecMask<float,1>(tmp105 != tmp105);
                            auto tmp115 = at::vec::VecMask<float,1>(tmp111 != tmp111);
                            auto tmp116 = (tmp114 > tmp115);
                            auto tmp117 = tmp112.template cast<int32_t,1>();
                            auto tmp118 = tmp116.template cast<int32_t,1>();
                            auto tmp119 = tmp117 | tmp118;
                            auto tmp120 = tmp114.template cast<int32_t,1>();
                            auto tmp121 = tmp115.template cast<int32_t,1>();
                            auto tmp122 = tmp120 & tmp121;
                            auto tmp123 = tmp113.template cast<int32_t,1>();
                            auto tmp124 = tmp122.template cast<int32_t,1>();
                            auto tmp125 = tmp123 | tmp124;
                            auto tmp126 = static_cast<int64_t>(2);
                            auto tmp127 = at::vec::VectorizedN<int64_t,2>(tmp126);
                            auto tmp128 = at::vec::VecMask<int64_t,2>(tmp108 < tmp127);
                            auto tmp129 = tmp125.template cast<int32_t,1>();
                            auto tmp130 = tmp128.template cast<int32_t,1>();
                            auto tmp131 = tmp129 & tmp130;
                            auto tmp132 = tmp119.template cast<int32_t,1>();
                            auto tmp133 = tmp131.template cast<int32_t,1>();
                            auto tmp134 = tmp132 | tmp133;
                            auto tmp135 = decltype(tmp105)::blendv(tmp111, tmp105, tmp134.template cast<float,1>());
                            auto tmp136 = decltype(tmp108)::blendv(tmp127, tmp108, tmp134.template cast<int64_t,2>());
                            auto tmp137 = [&]
                            {
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-8L) + x2 + 8L*x1 + 256L*x0));
                                return tmp138;
                            }
                            ;
                            auto tmp139 = tmp41 ? tmp137() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp140 = at::vec::VecMask<float,1>(tmp135 > tmp139);
                            auto tmp141 = at::vec::VecMask<float,1>(tmp135 == tmp139);
                            auto tmp142 = at::vec::VecMask<float,1>(tmp135 != tmp135);
                            auto tmp143 = at::vec::VecMask<float,1>(tmp139 != tmp139);
                            auto tmp144 = (tmp142 > tmp143);
                            auto tmp145 = tmp140.template cast<int32_t,1>();
                            auto tmp146 = tmp144.template cast<int32_t,1>();
                            auto tmp147 = tmp145 | tmp146;
                            auto tmp148 = tmp142.template cast<int32_t,1>();
                            auto tmp149 = tmp143.template cast<int32_t,1>();
                            auto tmp150 = tmp148 & tmp149;
                            auto tmp151 = tmp141.template cast<int32_t,1>();
                            auto tmp152 = tmp150.template cast<int32_t,1>();
                            auto tmp153 = tmp151 | tmp152;
                            auto tmp154 = static_cast<int64_t>(3);
                            auto tmp155 = at::vec::VectorizedN<int64_t,2>(tmp154);
                            auto tmp156 = at::vec::VecMask<int64_t,2>(tmp136 < tmp155);
                            auto tmp157 = tmp153.template cast<int32_t,1>();
                            auto tmp158 = tmp156.template cast<int32_t,1>();
                            auto tmp159 = tmp157 & tmp158;
                            auto tmp160 = tmp147.template cast<int32_t,1>();
                            auto tmp161 = tmp159.template cast<int32_t,1>();
                            auto tmp162 = tmp160 | tmp161;
                            auto tmp163 = decltype(tmp135)::blendv(tmp139, tmp135, tmp162.template cast<float,1>());
                            auto tmp164 = decltype(tmp136)::blendv(tmp155, tmp136, tmp162.template cast<int64_t,2>());
                            auto tmp165 = [&]
                            {
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 256L*x0));
                                return tmp166;
                            }
                            ;
                            auto tmp167 = tmp46 ? tmp165() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp168 = at::vec::VecMask<float,1>(tmp163 > tmp167);
                            auto tmp169 = at::vec::VecMask<float,1>(tmp163 == tmp167);
                            auto tmp170 = at::vec::VecMask<float,1>(tmp163 != tmp163);
                            auto tmp171 = at::vec::VecMask<float,1>(tmp167 != tmp167);
                            auto tmp172 = (tmp170 > tmp171);
                            auto tmp173 = tmp168.template cast<int32_t,1>();
                            auto tmp174 = tmp172.template cast<int32_t,1>();
                            auto tmp175 = tmp173 | tmp174;
                            auto tmp176 = tmp170.template cast<int32_t,1>();
                            auto tmp177 = tmp171.template cast<int32_t,1>();
                            auto tmp178 = tmp176 & tmp177;
                            auto tmp179 = tmp169.template cast<int32_t,1>();
                            auto tmp180 = tmp178.template cast<int32_t,1>();
                            auto tmp181 = tmp179 | tmp180;
                            auto tmp182 = static_cast<int64_t>(4);
                            auto tmp183 = at::vec::VectorizedN<int64_t,2>(tmp182);
                            auto tmp184 = at::vec::VecMask<int64_t,2>(tmp164 < tmp183);
                            auto tmp185 = tmp181.template cast<int32_t,1>();
                            auto tmp186 = tmp184.template cast<int32_t,1>();
                            auto tmp187 = tmp185 & tmp186;
                            auto tmp188 = tmp175.template cast<int32_t,1>();
                            auto tmp189 = tmp187.template cast<int32_t,1>();
                            auto tmp190 = tmp188 | tmp189;
                            auto tmp191 = decltype(tmp163)::blendv(tmp167, tmp163, tmp190.template cast<float,1>());
                            auto tmp192 = decltype(tmp164)::blendv(tmp183, tmp164, tmp190.template cast<int64_t,2>());
                            auto tmp193 = [&]
                            {
                                auto tmp194 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(8L + x2 + 8L*x1 + 256L*x0));
                                return tmp194;
                            }
                            ;
                            auto tmp195 = tmp51 ? tmp193() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp196 = at::vec::VecMask<float,1>(tmp191 > tmp195);
                            auto tmp197 = at::vec::VecMask<float,1>(tmp191 == tmp195);
                            auto tmp198 = at::vec::VecMask<float,1>(tmp191 != tmp191);
                            auto tmp199 = at::vec::VecMask<float,1>(tmp195 != tmp195);
                            auto tmp200 = (tmp198 > tmp199);
                            auto tmp201 = tmp196.template cast<int32_t,1>();
                            auto tmp202 = tmp200.template cast<int32_t,1>();
                            auto tmp203 = tmp201 | tmp202;
                            auto tmp204 = tmp198.template cast<int32_t,1>();
                            auto tmp205 = tmp199.template cast<int32_t,1>();
                            auto tmp206 = tmp204 & tmp205;
                            auto tmp207 = tmp197.template cast<int32_t,1>();
                            auto tmp208 = tmp206.template cast<int32_t,1>();
                            auto tmp209 = tmp207 | tmp208;
                            auto tmp210 = static_cast<int64_t>(5);
                            auto tmp211 = at::vec::VectorizedN<int64_t,2>(tmp210);
                            auto tmp212 = at::vec::VecMask<int64_t,2>(tmp192 < tmp211);
                            auto tmp213 = tmp209.template cast<int32_t,1>();
                            auto tmp214 = tmp212.template cast<int32_t,1>();
                            auto tmp215 = tmp213 & tmp214;
                            auto tmp216 = tmp203.template cast<int32_t,1>();
                            auto tmp217 = tmp215.template cast<int32_t,1>();
                            auto tmp218 = tmp216 | tmp217;
                            auto tmp219 = decltype(tmp191)::blendv(tmp195, tmp191, tmp218.template cast<float,1>());
                            auto tmp220 = decltype(tmp192)::blendv(tmp211, tmp192, tmp218.template cast<int64_t,2>());
                            auto tmp221 = [&]
                            {
                                auto tmp222 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(248L + x2 + 8L*x1 + 256L*x0));
                                return tmp222;
                            }
                            ;
                            auto tmp223 = tmp61 ? tmp221() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp224 = at::vec::VecMask<float,1>(tmp219 > tmp223);
                            auto tmp225 = at::vec::VecMask<float,1>(tmp219 == tmp223);
                            auto tmp226 = at::vec::VecMask<float,1>(tmp219 != tmp219);
                            auto tmp227 = at::vec::VecMask<float,1>(tmp223 != tmp223);
                            auto tmp228 = (tmp226 > tmp227);
                            auto tmp229 = tmp224.template cast<int32_t,1>();
                            auto tmp230 = tmp228.template cast<int32_t,1>();
                            auto tmp231 = tmp229 | tmp230;
                            auto tmp232 = tmp226.template cast<int32_t,1>();
                            auto tmp233 = tmp227.template cast<int32_t,1>();
                            auto tmp234 = tmp232 & tmp233;
                            auto tmp235 = tmp225.template cast<int32_t,1>();
                            auto tmp236 = tmp234.template cast<int32_t,1>();
                            auto tmp237 = tmp235 | tmp236;
                            auto tmp238 = static_cast<int64_t>(6);
                            auto tmp239 = at::vec::VectorizedN<int64_t,2>(tmp238);
                            auto tmp240 = at::vec::VecMask<int64_t,2>(tmp220 < tmp239);
                            auto tmp241 = tmp237.template cast<int32_t,1>();
                            auto tmp242 = tmp240.template cast<int32_t,1>();
                            auto tmp243 = tmp241 & tmp242;
                            auto tmp244 = tmp231.template cast<int32_t,1>();
                            auto tmp245 = tmp243.template cast<int32_t,1>();
                            auto tmp246 = tmp244 | tmp245;
                            auto tmp247 = decltype(tmp219)::blendv(tmp223, tmp219, tmp246.template cast<float,1>());
                            auto tmp248 = decltype(tmp220)::blendv(tmp239, tmp220, tmp246.template cast<int64_t,2>());
                            auto tmp249 = [&]
                            {
                                auto tmp250 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(256L + x2 + 8L*x1 + 256L*x0));
                                return tmp250;
                            }
                            ;
                            auto tmp251 = tmp66 ? tmp249() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp252 = at::vec::VecMask<float,1>(tmp247 > tmp251);
                            auto tmp253 = at::vec::VecMask<float,1>(tmp247 == tmp251);
                            auto tmp254 = at::vec::VecMask<float,1>(tmp247 != tmp247);
                            auto tmp255 = at::vec::VecMask<float,1>(tmp251 != tmp251);
                            auto tmp256 = (tmp254 > tmp255);
                            auto tmp257 = tmp252.template cast<int32_t,1>();
                            auto tmp258 = tmp256.template cast<int32_t,1>();
                            auto tmp259 = tmp257 | tmp258;
                            auto tmp260 = tmp254.template cast<int32_t,1>();
                            auto tmp261 = tmp255.template cast<int32_t,1>();
                            auto tmp262 = tmp260 & tmp261;
                            auto tmp263 = tmp253.template cast<int32_t,1>();
                            auto tmp264 = tmp262.template cast<int32_t,1>();
                            auto tmp265 = tmp263 | tmp264;
                            auto tmp266 = static_cast<int64_t>(7);
                            auto tmp267 = at::vec::VectorizedN<int64_t,2>(tmp266);
                            auto tmp268 = at::vec::VecMask<int64_t,2>(tmp248 < tmp267);
                            auto tmp269 = tmp265.template cast<int32_t,1>();
                            auto tmp270 = tmp268.template cast<int32_t,1>();
                            auto tmp271 = tmp269 & tmp270;
                            auto tmp272 = tmp259.template cast<int32_t,1>();
                            auto tmp273 = tmp271.template cast<int32_t,1>();
                            auto tmp274 = tmp272 | tmp273;
                            auto tmp275 = decltype(tmp247)::blendv(tmp251, tmp247, tmp274.template cast<float,1>());
                            auto tmp276 = decltype(tmp248)::blendv(tmp267, tmp248, tmp274.template cast<int64_t,2>());
                            auto tmp277 = [&]
                            {
                                auto tmp278 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_ptr0 + static_cast<int64_t>(264L + x2 + 8L*x1 + 256L*x0));
                                return tmp278;
                            }
                            ;
                            auto tmp279 = tmp71 ? tmp277() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp280 = at::vec::VecMask<float,1>(tmp275 > tmp279);
                            auto tmp281 = at::vec::VecMask<float,1>(tmp275 == tmp279);
                            auto tmp282 = at::vec::VecMask<float,1>(tmp275 != tmp275);
                            auto tmp283 = at::vec::VecMask<float,1>(tmp279 != tmp279);
                            auto tmp284 = (tmp282 > tmp283);
                            auto tmp285 = tmp280.template cast<int32_t,1>();
                            auto tmp286 = tmp284.template cast<int32_t,1>();
                            auto tmp287 = tmp285 | tmp286;
                            auto tmp288 = tmp282.template cast<int32_t,1>();
                            auto tmp289 = tmp283.template cast<int32_t,1>();
                            auto tmp290 = tmp288 & tmp289;
                            auto tmp291 = tmp281.template cast<int32_t,1>();
                            auto tmp292 = tmp290.template cast<int32_t,1>();
                            auto tmp293 = tmp291 | tmp292;
                            auto tmp294 = static_cast<int64_t>(8);
                            auto tmp295 = at::vec::VectorizedN<int64_t,2>(tmp294);
                            auto tmp296 = at::vec::VecMask<int64_t,2>(tmp276 < tmp295);
                            auto tmp297 = tmp293.template cast<int32_t,1>();
                            auto tmp298 = tmp296.template cast<int32_t,1>();
                            auto tmp299 = tmp297 & tmp298;
                            auto tmp300 = tmp287.template cast<int32_t,1>();
                            auto tmp301 = tmp299.template cast<int32_t,1>();
                            auto tmp302 = tmp300 | tmp301;
                            auto tmp303 = decltype(tmp275)::blendv(tmp279, tmp275, tmp302.template cast<float,1>());
                            auto tmp304 = decltype(tmp276)::blendv(tmp295, tmp276, tmp302.template cast<int64_t,2>());
                            auto tmp305 = at::vec::convert<int8_t,1,int64_t,2>(tmp304);
                            tmp75.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 256L*x0));
                            tmp305.store(out_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 256L*x0), static_cast<int64_t>(8));
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


cpp_fused_relu_2 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12288L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 20L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 20L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0 + 1024L*x0_inner));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19 = args
        args.clear()
        assert_size_stride(primals_6, (48, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((48, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_8, (48, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((48, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        assert_size_stride(primals_10, (48, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((48, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        assert_size_stride(primals_12, (48, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((48, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        assert_size_stride(primals_14, (48, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf4 = empty_strided_cpu((48, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        assert_size_stride(primals_16, (48, 4, 2, 2), (16, 4, 2, 1), 'input')
        buf5 = empty_strided_cpu((48, 4, 2, 2), (16, 1, 8, 4), torch.float32)
        assert_size_stride_grouped((primals_3, primals_1, primals_2), ((1, 1, 32, 32), (8, 1, 3, 3), (8, )), ((1024, 1024, 32, 1), (9, 9, 3, 1), (1, )), 'input')
        cpp_fused_0(primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, buf0, buf1, buf2, buf3, buf4, buf5)
        del primals_10
        del primals_12
        del primals_14
        del primals_16
        del primals_6
        del primals_8
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        buf6 = extern_kernels.convolution(reinterpret_tensor(primals_3, (1, 1, 32, 32), (1024, 1, 32, 1), 0), reinterpret_tensor(primals_1, (8, 1, 3, 3), (9, 1, 3, 1), 0), primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf6, (1, 8, 32, 32), (8192, 1, 256, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_2
        buf7 = empty_strided_cpu((1, 8, 32, 32), (8192, 1, 256, 8), torch.float32)
        buf8 = empty_strided_cpu((1, 8, 32, 32), (8192, 1, 256, 8), torch.int8)
        assert_size_stride_grouped((primals_4, primals_5), ((16, 8, 1, 1), (16, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_max_pool2d_with_indices_1(buf6, buf7, buf8)
        del buf6
        # Topologically Sorted Source Nodes: [s], Original ATen: [aten.convolution]
        buf9 = extern_kernels.convolution(buf7, reinterpret_tensor(primals_4, (16, 8, 1, 1), (8, 1, 8, 8), 0), primals_5, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf9, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_5
        assert_size_stride(primals_7, (48, ), (1, ), 'input')
        # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
        buf10 = extern_kernels.convolution(buf9, buf0, primals_7, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_7
        buf11 = buf10; del buf10  # reuse
        assert_size_stride(primals_9, (48, ), (1, ), 'input')
        cpp_fused_relu_2(buf11)
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf12 = extern_kernels.convolution(buf11, buf1, primals_9, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf12, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_9
        buf13 = buf12; del buf12  # reuse
        assert_size_stride(primals_11, (48, ), (1, ), 'input')
        cpp_fused_relu_2(buf13)
        # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
        buf14 = extern_kernels.convolution(buf13, buf2, primals_11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf14, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_11
        buf15 = buf14; del buf14  # reuse
        assert_size_stride(primals_13, (48, ), (1, ), 'input')
        cpp_fused_add_relu_3(buf15, buf11)
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf16 = extern_kernels.convolution(buf15, buf3, primals_13, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf16, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_13
        buf17 = buf16; del buf16  # reuse
        assert_size_stride(primals_15, (48, ), (1, ), 'input')
        cpp_fused_relu_2(buf17)
        # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.convolution]
        buf18 = extern_kernels.convolution(buf17, buf4, primals_15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf18, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_15
        buf19 = buf18; del buf18  # reuse
        assert_size_stride(primals_17, (4, ), (1, ), 'input')
        cpp_fused_add_relu_3(buf19, buf15)
        # Topologically Sorted Source Nodes: [conv_transpose2d], Original ATen: [aten.convolution]
        buf20 = extern_kernels.convolution(buf19, buf5, primals_17, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf20, (1, 4, 32, 32), (4096, 1, 128, 4), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_17
        buf23 = empty_strided_cpu((1, 20, 32, 32), (20480, 1, 640, 20), torch.float32)
        buf21 = reinterpret_tensor(buf23, (1, 16, 32, 32), (20480, 1, 640, 20), 0)  # alias
        buf22 = reinterpret_tensor(buf23, (1, 4, 32, 32), (20480, 1, 640, 20), 16)  # alias
        assert_size_stride_grouped((primals_18, primals_19), ((4, 20, 1, 1), (4, )), ((20, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_4(buf9, buf20, buf21, buf22)
        # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten.convolution]
        buf24 = extern_kernels.convolution(buf23, reinterpret_tensor(primals_18, (4, 20, 1, 1), (20, 1, 20, 20), 0), primals_19, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf24, (1, 4, 32, 32), (4096, 1, 128, 4), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_19
        buf25 = reinterpret_tensor(buf20, (1, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf20  # reuse
        cpp_fused_convolution_5(buf24, buf25)
        return (buf25, primals_1, primals_3, primals_4, buf0, buf1, buf2, buf3, buf4, buf5, primals_18, buf7, buf8, buf9, buf11, buf13, buf15, buf17, buf19, buf23, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((1, 1, 32, 32), (1024, 1024, 32, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((48, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((48, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((48, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((48, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((48, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((48, 4, 2, 2), (16, 4, 2, 1), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((4, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
