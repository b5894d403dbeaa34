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


cpp_fused_max_pool2d_with_indices_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp102[8*8];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                            {
                                auto tmp0 = (-1L) + x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(0);
                                auto tmp3 = tmp1 >= tmp2;
                                auto tmp4 = static_cast<int64_t>(32);
                                auto tmp5 = tmp1 < tmp4;
                                auto tmp6 = tmp3 & tmp5;
                                auto tmp7 = (-1L) + x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>::arange(tmp8, 1);
                                auto tmp10 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp11 = at::vec::VecMask<int64_t,2>(tmp9 >= tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp4);
                                auto tmp13 = at::vec::VecMask<int64_t,2>(tmp9 < tmp12);
                                auto tmp14 = tmp11 & tmp13;
                                auto tmp15 = at::vec::VecMask<float,1>::from(tmp6);
                                auto tmp16 = tmp15 & tmp14;
                                auto tmp17 = [&]
                                {
                                    auto tmp18 = tmp16.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-33L) + x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp18;
                                }
                                ;
                                auto tmp21 =
                                [&]
                                {
                                    if (tmp16.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp19 = tmp17();
                                        auto tmp20 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp19)::blendv(tmp20, tmp19, tmp16.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp22 = x2;
                                auto tmp23 = c10::convert<int64_t>(tmp22);
                                auto tmp24 = at::vec::VectorizedN<int64_t,2>::arange(tmp23, 1);
                                auto tmp25 = at::vec::VecMask<int64_t,2>(tmp24 >= tmp10);
                                auto tmp26 = at::vec::VecMask<int64_t,2>(tmp24 < tmp12);
                                auto tmp27 = tmp25 & tmp26;
                                auto tmp28 = tmp15 & tmp27;
                                auto tmp29 = [&]
                                {
                                    auto tmp30 = tmp28.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-32L) + x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp30;
                                }
                                ;
                                auto tmp33 =
                                [&]
                                {
                                    if (tmp28.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp31 = tmp29();
                                        auto tmp32 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp31)::blendv(tmp32, tmp31, tmp28.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp34 = at::vec::maximum(tmp21, tmp33);
                                auto tmp35 = 1L + x2;
                                auto tmp36 = c10::convert<int64_t>(tmp35);
                                auto tmp37 = at::vec::VectorizedN<int64_t,2>::arange(tmp36, 1);
                                auto tmp38 = at::vec::VecMask<int64_t,2>(tmp37 >= tmp10);
                                auto tmp39 = at::vec::VecMask<int64_t,2>(tmp37 < tmp12);
                                auto tmp40 = tmp38 & tmp39;
                                auto tmp41 = tmp15 & tmp40;
                                auto tmp42 = [&]
                                {
                                    auto tmp43 = tmp41.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-31L) + x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp43;
                                }
                                ;
                                auto tmp46 =
                                [&]
                                {
                                    if (tmp41.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp44 = tmp42();
                                        auto tmp45 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp44)::blendv(tmp45, tmp44, tmp41.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp47 = at::vec::maximum(tmp34, tmp46);
                                auto tmp48 = x1;
                                auto tmp49 = c10::convert<int64_t>(tmp48);
                                auto tmp50 = tmp49 >= tmp2;
                                auto tmp51 = tmp49 < tmp4;
                                auto tmp52 = tmp50 & tmp51;
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp52);
                                auto tmp54 = tmp53 & tmp14;
                                auto tmp55 = [&]
                                {
                                    auto tmp56 = tmp54.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>((-1L) + x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp56;
                                }
                                ;
                                auto tmp59 =
                                [&]
                                {
                                    if (tmp54.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp57 = tmp55();
                                        auto tmp58 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp57)::blendv(tmp58, tmp57, tmp54.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp60 = at::vec::maximum(tmp47, tmp59);
                                auto tmp61 = tmp53 & tmp27;
                                auto tmp62 = [&]
                                {
                                    auto tmp63 = tmp61.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp63;
                                }
                                ;
                                auto tmp66 =
                                [&]
                                {
                                    if (tmp61.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp64 = tmp62();
                                        auto tmp65 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp64)::blendv(tmp65, tmp64, tmp61.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp67 = at::vec::maximum(tmp60, tmp66);
                                auto tmp68 = tmp53 & tmp40;
                                auto tmp69 = [&]
                                {
                                    auto tmp70 = tmp68.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>(1L + x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp70;
                                }
                                ;
                                auto tmp73 =
                                [&]
                                {
                                    if (tmp68.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp71 = tmp69();
                                        auto tmp72 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp71)::blendv(tmp72, tmp71, tmp68.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp74 = at::vec::maximum(tmp67, tmp73);
                                auto tmp75 = 1L + x1;
                                auto tmp76 = c10::convert<int64_t>(tmp75);
                                auto tmp77 = tmp76 >= tmp2;
                                auto tmp78 = tmp76 < tmp4;
                                auto tmp79 = tmp77 & tmp78;
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp79);
                                auto tmp81 = tmp80 & tmp14;
                                auto tmp82 = [&]
                                {
                                    auto tmp83 = tmp81.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>(31L + x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp83;
                                }
                                ;
                                auto tmp86 =
                                [&]
                                {
                                    if (tmp81.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp84 = tmp82();
                                        auto tmp85 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp84)::blendv(tmp85, tmp84, tmp81.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp87 = at::vec::maximum(tmp74, tmp86);
                                auto tmp88 = tmp80 & tmp27;
                                auto tmp89 = [&]
                                {
                                    auto tmp90 = tmp88.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>(32L + x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp90;
                                }
                                ;
                                auto tmp93 =
                                [&]
                                {
                                    if (tmp88.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp91 = tmp89();
                                        auto tmp92 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp91)::blendv(tmp92, tmp91, tmp88.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp94 = at::vec::maximum(tmp87, tmp93);
                                auto tmp95 = tmp80 & tmp40;
                                auto tmp96 = [&]
                                {
                                    auto tmp97 = tmp95.template cast<float,1>().template loadu<float,1>(in_ptr0 + static_cast<int64_t>(33L + x2 + 32L*x1 + 1024L*x0 + 1024L*x0_inner));
                                    return tmp97;
                                }
                                ;
                                auto tmp100 =
                                [&]
                                {
                                    if (tmp95.all_zero())
                                    {
                                        return at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    }
                                    else
                                    {
                                        auto tmp98 = tmp96();
                                        auto tmp99 = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                        return decltype(tmp98)::blendv(tmp99, tmp98, tmp95.template cast<float,1>());
                                    }
                                }
                                ()
                                ;
                                auto tmp101 = at::vec::maximum(tmp94, tmp100);
                                tmp101.store(tmp102 + static_cast<int64_t>(8L*x0_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp102, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 8L*x2 + 256L*x1), static_cast<int64_t>(8L));
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


cpp_fused_convolution_1 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
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


cpp_fused_add_convolution_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 432L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 48L*x2 + 432L*x0), static_cast<int64_t>(48L));
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


cpp_fused_add_convolution_relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 16L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 16L*x0), static_cast<int64_t>(4L));
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


cpp_fused_cat_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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


cpp_fused_convolution_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1 = args
        args.clear()
        assert_size_stride_grouped((arg2_1, arg0_1, arg1_1), ((1, 1, 32, 32), (8, 1, 3, 3), (8, )), ((1024, 1024, 32, 1), (9, 9, 3, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        buf0 = extern_kernels.convolution(arg2_1, arg0_1, arg1_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf0, (1, 8, 32, 32), (8192, 1024, 32, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg0_1
        del arg1_1
        del arg2_1
        buf1 = empty_strided_cpu((1, 8, 32, 32), (8192, 1, 256, 8), torch.float32)
        assert_size_stride_grouped((arg3_1, arg4_1), ((16, 8, 1, 1), (16, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_max_pool2d_with_indices_0(buf0, buf1)
        del buf0
        # Topologically Sorted Source Nodes: [s], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf1, arg3_1, arg4_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg3_1
        del arg4_1
        del buf1
        assert_size_stride(arg5_1, (48, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((48, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(arg6_1, (48, ), (1, ), 'input')
        cpp_fused_convolution_1(arg5_1, buf3)
        del arg5_1
        # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
        buf4 = extern_kernels.convolution(buf2, buf3, arg6_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf4, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        del buf3
        buf5 = buf4; del buf4  # reuse
        assert_size_stride(arg7_1, (48, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf6 = empty_strided_cpu((48, 48, 3, 3), (432, 1, 144, 48), torch.float32)
        assert_size_stride(arg8_1, (48, ), (1, ), 'input')
        cpp_fused_convolution_relu_2(buf5, arg7_1, buf6)
        del arg7_1
        # Topologically Sorted Source Nodes: [h, input_1], Original ATen: [aten.relu, aten.convolution]
        buf7 = extern_kernels.convolution(buf5, buf6, arg8_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf7, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg8_1
        buf8 = buf7; del buf7  # reuse
        assert_size_stride(arg9_1, (48, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf9 = buf6; del buf6  # reuse
        assert_size_stride(arg10_1, (48, ), (1, ), 'input')
        cpp_fused_convolution_relu_2(buf8, arg9_1, buf9)
        del arg9_1
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.relu, aten.convolution]
        buf10 = extern_kernels.convolution(buf8, buf9, arg10_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del buf8
        buf11 = buf5; del buf5  # reuse
        assert_size_stride(arg11_1, (48, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf12 = buf9; del buf9  # reuse
        assert_size_stride(arg12_1, (48, ), (1, ), 'input')
        cpp_fused_add_convolution_relu_3(buf11, buf10, arg11_1, buf12)
        del arg11_1
        del buf10
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf13 = extern_kernels.convolution(buf11, buf12, arg12_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf13, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg12_1
        buf14 = buf13; del buf13  # reuse
        assert_size_stride(arg13_1, (48, 48, 3, 3), (432, 9, 3, 1), 'input')
        buf15 = buf12; del buf12  # reuse
        assert_size_stride(arg14_1, (48, ), (1, ), 'input')
        cpp_fused_convolution_relu_2(buf14, arg13_1, buf15)
        del arg13_1
        # Topologically Sorted Source Nodes: [input_5, input_6], Original ATen: [aten.relu, aten.convolution]
        buf16 = extern_kernels.convolution(buf14, buf15, arg14_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf16, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution.default')
        del arg14_1
        del buf14
        del buf15
        buf17 = buf11; del buf11  # reuse
        assert_size_stride(arg15_1, (48, 4, 2, 2), (16, 4, 2, 1), 'input')
        buf18 = empty_strided_cpu((48, 4, 2, 2), (16, 1, 8, 4), torch.float32)
        assert_size_stride(arg16_1, (4, ), (1, ), 'input')
        cpp_fused_add_convolution_relu_4(buf17, buf16, arg15_1, buf18)
        del arg15_1
        del buf16
        # Topologically Sorted Source Nodes: [add_1, h_2, conv_transpose2d], Original ATen: [aten.add, aten.relu, aten.convolution]
        buf19 = extern_kernels.convolution(buf17, buf18, arg16_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf19, (1, 4, 32, 32), (4096, 1, 128, 4), torch.float32, 'torch.ops.aten.convolution.default')
        del arg16_1
        del buf17
        del buf18
        buf22 = empty_strided_cpu((1, 20, 32, 32), (20480, 1, 640, 20), torch.float32)
        buf20 = reinterpret_tensor(buf22, (1, 16, 32, 32), (20480, 1, 640, 20), 0)  # alias
        buf21 = reinterpret_tensor(buf22, (1, 4, 32, 32), (20480, 1, 640, 20), 16)  # alias
        assert_size_stride_grouped((arg17_1, arg18_1), ((4, 20, 1, 1), (4, )), ((20, 1, 1, 1), (1, )), 'input')
        cpp_fused_cat_5(buf2, buf19, buf20, buf21)
        del buf2
        del buf20
        del buf21
        # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten.convolution]
        buf23 = extern_kernels.convolution(buf22, arg17_1, arg18_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf23, (1, 4, 32, 32), (4096, 1, 128, 4), torch.float32, 'torch.ops.aten.convolution.default')
        del arg17_1
        del arg18_1
        del buf22
        buf24 = reinterpret_tensor(buf19, (1, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf19  # reuse
        cpp_fused_convolution_6(buf23, buf24)
        return (buf24, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1, 1, 32, 32), (1024, 1024, 32, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((48, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((48, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((48, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((48, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((48, 48, 3, 3), (432, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((48, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((48, 4, 2, 2), (16, 4, 2, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((4, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
