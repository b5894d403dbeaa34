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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr2 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr3 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr3 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 32L*x0), static_cast<int64_t>(4L));
                                tmp0.store(tmp1 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 32L*x0), static_cast<int64_t>(8L));
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr5 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr5 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
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


cpp_fused_max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       int8_t* out_ptr1)
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
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(136L + x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                            auto tmp4 = at::vec::maximum(tmp1, tmp3);
                            auto tmp6 = at::vec::clamp_min(tmp5, decltype(tmp5)(0));
                            auto tmp7 = at::vec::maximum(tmp4, tmp6);
                            auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                            auto tmp10 = at::vec::maximum(tmp7, tmp9);
                            auto tmp11 = at::vec::VecMask<float,1>(tmp1 > tmp3);
                            auto tmp12 = at::vec::VecMask<float,1>(tmp1 == tmp3);
                            auto tmp13 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                            auto tmp14 = at::vec::VecMask<float,1>(tmp3 != tmp3);
                            auto tmp15 = (tmp13 > tmp14);
                            auto tmp16 = tmp11.template cast<int32_t,1>();
                            auto tmp17 = tmp15.template cast<int32_t,1>();
                            auto tmp18 = tmp16 | tmp17;
                            auto tmp19 = tmp13.template cast<int32_t,1>();
                            auto tmp20 = tmp14.template cast<int32_t,1>();
                            auto tmp21 = tmp19 & tmp20;
                            auto tmp22 = tmp12.template cast<int32_t,1>();
                            auto tmp23 = tmp21.template cast<int32_t,1>();
                            auto tmp24 = tmp22 | tmp23;
                            auto tmp25 = static_cast<int64_t>(0);
                            auto tmp26 = static_cast<int64_t>(1);
                            auto tmp27 = tmp25 < tmp26;
                            auto tmp28 = at::vec::VecMask<float,1>::from(tmp27);
                            auto tmp29 = tmp24.template cast<int32_t,1>();
                            auto tmp30 = tmp28.template cast<int32_t,1>();
                            auto tmp31 = tmp29 & tmp30;
                            auto tmp32 = tmp18.template cast<int32_t,1>();
                            auto tmp33 = tmp31.template cast<int32_t,1>();
                            auto tmp34 = tmp32 | tmp33;
                            auto tmp35 = decltype(tmp1)::blendv(tmp3, tmp1, tmp34.template cast<float,1>());
                            auto tmp36 = at::vec::VectorizedN<int64_t,2>(tmp25);
                            auto tmp37 = at::vec::VectorizedN<int64_t,2>(tmp26);
                            auto tmp38 = decltype(tmp36)::blendv(tmp37, tmp36, tmp34.template cast<int64_t,2>());
                            auto tmp39 = at::vec::VecMask<float,1>(tmp35 > tmp6);
                            auto tmp40 = at::vec::VecMask<float,1>(tmp35 == tmp6);
                            auto tmp41 = at::vec::VecMask<float,1>(tmp35 != tmp35);
                            auto tmp42 = at::vec::VecMask<float,1>(tmp6 != tmp6);
                            auto tmp43 = (tmp41 > tmp42);
                            auto tmp44 = tmp39.template cast<int32_t,1>();
                            auto tmp45 = tmp43.template cast<int32_t,1>();
                            auto tmp46 = tmp44 | tmp45;
                            auto tmp47 = tmp41.template cast<int32_t,1>();
                            auto tmp48 = tmp42.template cast<int32_t,1>();
                            auto tmp49 = tmp47 & tmp48;
                            auto tmp50 = tmp40.template cast<int32_t,1>();
                            auto tmp51 = tmp49.template cast<int32_t,1>();
                            auto tmp52 = tmp50 | tmp51;
                            auto tmp53 = static_cast<int64_t>(2);
                            auto tmp54 = at::vec::VectorizedN<int64_t,2>(tmp53);
                            auto tmp55 = at::vec::VecMask<int64_t,2>(tmp38 < tmp54);
                            auto tmp56 = tmp52.template cast<int32_t,1>();
                            auto tmp57 = tmp55.template cast<int32_t,1>();
                            auto tmp58 = tmp56 & tmp57;
                            auto tmp59 = tmp46.template cast<int32_t,1>();
                            auto tmp60 = tmp58.template cast<int32_t,1>();
                            auto tmp61 = tmp59 | tmp60;
                            auto tmp62 = decltype(tmp35)::blendv(tmp6, tmp35, tmp61.template cast<float,1>());
                            auto tmp63 = decltype(tmp38)::blendv(tmp54, tmp38, tmp61.template cast<int64_t,2>());
                            auto tmp64 = at::vec::VecMask<float,1>(tmp62 > tmp9);
                            auto tmp65 = at::vec::VecMask<float,1>(tmp62 == tmp9);
                            auto tmp66 = at::vec::VecMask<float,1>(tmp62 != tmp62);
                            auto tmp67 = at::vec::VecMask<float,1>(tmp9 != tmp9);
                            auto tmp68 = (tmp66 > tmp67);
                            auto tmp69 = tmp64.template cast<int32_t,1>();
                            auto tmp70 = tmp68.template cast<int32_t,1>();
                            auto tmp71 = tmp69 | tmp70;
                            auto tmp72 = tmp66.template cast<int32_t,1>();
                            auto tmp73 = tmp67.template cast<int32_t,1>();
                            auto tmp74 = tmp72 & tmp73;
                            auto tmp75 = tmp65.template cast<int32_t,1>();
                            auto tmp76 = tmp74.template cast<int32_t,1>();
                            auto tmp77 = tmp75 | tmp76;
                            auto tmp78 = static_cast<int64_t>(3);
                            auto tmp79 = at::vec::VectorizedN<int64_t,2>(tmp78);
                            auto tmp80 = at::vec::VecMask<int64_t,2>(tmp63 < tmp79);
                            auto tmp81 = tmp77.template cast<int32_t,1>();
                            auto tmp82 = tmp80.template cast<int32_t,1>();
                            auto tmp83 = tmp81 & tmp82;
                            auto tmp84 = tmp71.template cast<int32_t,1>();
                            auto tmp85 = tmp83.template cast<int32_t,1>();
                            auto tmp86 = tmp84 | tmp85;
                            auto tmp87 = decltype(tmp62)::blendv(tmp9, tmp62, tmp86.template cast<float,1>());
                            auto tmp88 = decltype(tmp63)::blendv(tmp79, tmp63, tmp86.template cast<int64_t,2>());
                            auto tmp89 = at::vec::convert<int8_t,1,int64_t,2>(tmp88);
                            tmp10.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0));
                            tmp89.store(out_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0), static_cast<int64_t>(8));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
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


cpp_fused_add_relu_threshold_backward_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       bool* out_ptr1)
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
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    auto tmp3 = tmp1 + tmp2;
                    auto tmp4 = static_cast<float>(0.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = at::vec::VecMask<float,1>(tmp1 <= tmp5);
                    tmp3.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp6.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_relu_threshold_backward_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       bool* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0));
                        tmp4.store(out_ptr2 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_5 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x0 + 2L*x1), static_cast<int64_t>(2L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13 = args
        args.clear()
        assert_size_stride(primals_1, (8, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((8, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(primals_3, (1, 3, 16, 16), (768, 256, 16, 1), 'input')
        buf1 = empty_strided_cpu((1, 3, 16, 16), (768, 1, 48, 3), torch.float32)
        assert_size_stride(primals_4, (16, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((16, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_6, (16, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf3 = empty_strided_cpu((16, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_8, (16, 8, 2, 2), (32, 4, 2, 1), 'input')
        buf4 = empty_strided_cpu((16, 8, 2, 2), (32, 1, 16, 8), torch.float32)
        assert_size_stride(primals_10, (8, 16, 3, 3), (144, 9, 3, 1), 'input')
        buf5 = empty_strided_cpu((8, 16, 3, 3), (144, 1, 48, 16), torch.float32)
        assert_size_stride(primals_2, (8, ), (1, ), 'input')
        cpp_fused_0(primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, buf0, buf1, buf2, buf3, buf4, buf5)
        del primals_1
        del primals_10
        del primals_3
        del primals_4
        del primals_6
        del primals_8
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        buf6 = extern_kernels.convolution(buf1, buf0, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf6, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_2
        buf7 = empty_strided_cpu((1, 8, 8, 8), (512, 1, 64, 8), torch.float32)
        buf8 = empty_strided_cpu((1, 8, 8, 8), (512, 1, 64, 8), torch.int8)
        assert_size_stride(primals_5, (16, ), (1, ), 'input')
        cpp_fused_max_pool2d_with_indices_relu_1(buf6, buf7, buf8)
        # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
        buf9 = extern_kernels.convolution(buf7, buf2, primals_5, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf9, (1, 16, 8, 8), (1024, 1, 128, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_5
        buf10 = buf9; del buf9  # reuse
        assert_size_stride(primals_7, (16, ), (1, ), 'input')
        cpp_fused_relu_2(buf10)
        # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
        buf11 = extern_kernels.convolution(buf10, buf3, primals_7, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf11, (1, 16, 8, 8), (1024, 1, 128, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_7
        buf12 = empty_strided_cpu((1, 16, 8, 8), (1024, 1, 128, 16), torch.float32)
        buf21 = empty_strided_cpu((1, 16, 8, 8), (1024, 1, 128, 16), torch.bool)
        assert_size_stride(primals_9, (8, ), (1, ), 'input')
        cpp_fused_add_relu_threshold_backward_3(buf11, buf10, buf12, buf21)
        del buf11
        # Topologically Sorted Source Nodes: [u], Original ATen: [aten.convolution]
        buf13 = extern_kernels.convolution(buf12, buf4, primals_9, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=True, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf13, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_9
        buf16 = empty_strided_cpu((1, 16, 16, 16), (4096, 1, 256, 16), torch.float32)
        buf14 = reinterpret_tensor(buf16, (1, 8, 16, 16), (4096, 1, 256, 16), 0)  # alias
        buf15 = reinterpret_tensor(buf16, (1, 8, 16, 16), (4096, 1, 256, 16), 8)  # alias
        buf22 = empty_strided_cpu((1, 8, 16, 16), (2048, 1, 128, 8), torch.bool)
        assert_size_stride(primals_11, (8, ), (1, ), 'input')
        cpp_fused_cat_relu_threshold_backward_4(buf13, buf6, buf14, buf15, buf22)
        del buf13
        del buf6
        # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten.convolution]
        buf17 = extern_kernels.convolution(buf16, buf5, primals_11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf17, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_11
        buf18 = buf17; del buf17  # reuse
        assert_size_stride_grouped((primals_12, primals_13), ((2, 8, 1, 1), (2, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_5(buf18)
        # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten.convolution]
        buf19 = extern_kernels.convolution(buf18, reinterpret_tensor(primals_12, (2, 8, 1, 1), (8, 1, 8, 8), 0), primals_13, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf19, (1, 2, 16, 16), (512, 1, 32, 2), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_13
        buf20 = empty_strided_cpu((1, 2, 16, 16), (512, 256, 16, 1), torch.float32)
        cpp_fused_convolution_6(buf19, buf20)
        return (buf20, buf0, buf1, buf2, buf3, buf4, buf5, primals_12, buf7, buf8, buf10, buf12, buf16, buf18, buf21, buf22, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((1, 3, 16, 16), (768, 256, 16, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, 8, 2, 2), (32, 4, 2, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((2, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
