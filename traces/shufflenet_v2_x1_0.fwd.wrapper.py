# AOT ID: ['4_forward']
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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(4096L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       int8_t* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1024.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1024.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(1024.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0009775171065494);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = tmp2 * tmp3;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                        tmp9.store(out_ptr7 + static_cast<int64_t>(x1 + 24L*x0));
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
                                auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-792L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-768L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-744L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-24L) + x2 + 48L*x1 + 1536L*x0));
                                return tmp43;
                            }
                            ;
                            auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp45 = at::vec::maximum(tmp35, tmp44);
                            auto tmp46 = tmp40 & tmp20;
                            auto tmp47 = [&]
                            {
                                auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x2 + 48L*x1 + 1536L*x0));
                                return tmp48;
                            }
                            ;
                            auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp50 = at::vec::maximum(tmp45, tmp49);
                            auto tmp51 = tmp40 & tmp30;
                            auto tmp52 = [&]
                            {
                                auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(24L + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(744L + x2 + 48L*x1 + 1536L*x0));
                                return tmp63;
                            }
                            ;
                            auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp65 = at::vec::maximum(tmp55, tmp64);
                            auto tmp66 = tmp60 & tmp20;
                            auto tmp67 = [&]
                            {
                                auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(768L + x2 + 48L*x1 + 1536L*x0));
                                return tmp68;
                            }
                            ;
                            auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp70 = at::vec::maximum(tmp65, tmp69);
                            auto tmp71 = tmp60 & tmp30;
                            auto tmp72 = [&]
                            {
                                auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(792L + x2 + 48L*x1 + 1536L*x0));
                                return tmp73;
                            }
                            ;
                            auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp75 = at::vec::maximum(tmp70, tmp74);
                            auto tmp76 = [&]
                            {
                                auto tmp77 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-792L) + x2 + 48L*x1 + 1536L*x0));
                                return tmp77;
                            }
                            ;
                            auto tmp78 = tmp12 ? tmp76() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                            auto tmp79 = [&]
                            {
                                auto tmp80 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-768L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp110 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-744L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp138 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(out_ptr7 + static_cast<int64_t>((-24L) + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp166 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp194 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(24L + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp222 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(744L + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp250 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(768L + x2 + 48L*x1 + 1536L*x0));
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
                                auto tmp278 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(out_ptr7 + static_cast<int64_t>(792L + x2 + 48L*x1 + 1536L*x0));
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
                            tmp75.store(out_ptr8 + static_cast<int64_t>(x2 + 24L*x1 + 384L*x0));
                            tmp305.store(out_ptr9 + static_cast<int64_t>(x2 + 24L*x1 + 384L*x0), static_cast<int64_t>(8));
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


cpp_fused__native_batch_norm_legit_functional_copy__2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(24L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 24L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(24L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr7 + static_cast<int64_t>(x1 + 24L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
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
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.003921568627451);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(256.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.003921568627451);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(256.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(256.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr7 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr7 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_clone_copy__relu_split_transpose_view_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
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
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 64L*x0 + 3712L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr8 + static_cast<int64_t>(x2 + 64L*x1 + 128L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(3712L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr9 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(3712L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr9 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(58L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 58L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(56L) && x1 < static_cast<int64_t>(58L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 58L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
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
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3712L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3712L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr8 + static_cast<int64_t>(x0));
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
                            tmp0.store(out_ptr9 + static_cast<int64_t>(x2 + 64L*x1 + 128L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(3712L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(3712L + x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(58L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(2L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
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
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x0 + 58L*x1), static_cast<int64_t>(58L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(58L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3712L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3712L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr8 + static_cast<int64_t>(x0));
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
                            tmp0.store(out_ptr9 + static_cast<int64_t>(x2 + 64L*x1 + 128L*x0));
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
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 64L*x0 + 64L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr7 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 / tmp5;
                        auto tmp7 = static_cast<float>(1e-05);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 + tmp8;
                        auto tmp10 = tmp9.rsqrt();
                        auto tmp11 = tmp2 * tmp10;
                        auto tmp13 = tmp11 * tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        tmp15.store(out_ptr7 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
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
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(64.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0158730158730158);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(64.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_clone_copy__relu_split_transpose_view_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
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
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 16L*x0 + 1856L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr8 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(1856L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr9 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(1856L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr9 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(116L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(112L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 116L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(112L) && x1 < static_cast<int64_t>(116L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 116L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
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
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1856L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1856L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr8 + static_cast<int64_t>(x0));
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
                            tmp0.store(out_ptr9 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(1856L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(1856L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(116L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
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
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr0 + static_cast<int64_t>(x0 + 116L*x1), static_cast<int64_t>(116L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp2 = in_out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr4[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp8 = in_ptr2[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp11 = in_ptr3[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 + tmp12;
                            auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                            tmp14.store(out_ptr5 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner));
                        }
                    }
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(112L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(112L) && x0 < static_cast<int64_t>(116L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1856L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1856L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr8 + static_cast<int64_t>(x0));
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
                            tmp0.store(out_ptr9 + static_cast<int64_t>(x2 + 16L*x1 + 32L*x0));
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
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr10 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__17 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(out_ptr6 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_18 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
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
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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


cpp_fused__native_batch_norm_legit_functional_copy__relu_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6,
                       float* out_ptr7)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(0.1);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp8 = static_cast<float>(0.9);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    tmp11.store(out_ptr2 + static_cast<int64_t>(x0));
                }
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1.0666666666666667);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 * tmp5;
                    auto tmp7 = static_cast<float>(0.1);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp11 = static_cast<float>(0.9);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp9 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(16.0);
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
                        tmp16.store(out_ptr7 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_clone_copy__relu_split_transpose_view_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
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
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 4L*x0 + 928L*x1), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr7 + static_cast<int64_t>(x2 + 4L*x1 + 8L*x0), static_cast<int64_t>(4L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(928L + x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr8 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__relu_21 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(232L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(232L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 232L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 + tmp5;
                        auto tmp7 = tmp6.rsqrt();
                        auto tmp8 = tmp2 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                        tmp13.store(out_ptr6 + static_cast<int64_t>(x1 + 232L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
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
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(928L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(928L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr7 + static_cast<int64_t>(x0));
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
                            tmp0.store(out_ptr8 + static_cast<int64_t>(x2 + 4L*x1 + 8L*x0), static_cast<int64_t>(4L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(928L + x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr9 + static_cast<int64_t>(x0 + 232L*x1), static_cast<int64_t>(232L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_23 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(232L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(232L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(232L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(464L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(696L + x0), static_cast<int64_t>(8));
                    auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp34 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(0.1);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp9 * tmp23;
                    auto tmp26 = static_cast<float>(0.9);
                    auto tmp27 = at::vec::Vectorized<float>(tmp26);
                    auto tmp28 = tmp25 * tmp27;
                    auto tmp29 = tmp24 + tmp28;
                    auto tmp30 = static_cast<float>(1.3333333333333333);
                    auto tmp31 = at::vec::Vectorized<float>(tmp30);
                    auto tmp32 = tmp21 * tmp31;
                    auto tmp33 = tmp32 * tmp23;
                    auto tmp35 = tmp34 * tmp27;
                    auto tmp36 = tmp33 + tmp35;
                    tmp9.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp21.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp29.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
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
                            auto tmp2 = out_ptr0[static_cast<int64_t>(x0 + x0_inner)];
                            auto tmp5 = out_ptr1[static_cast<int64_t>(x0 + x0_inner)];
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
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(928L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(928L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    tmp0.store(out_ptr7 + static_cast<int64_t>(x0));
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
                            tmp0.store(out_ptr8 + static_cast<int64_t>(x2 + 4L*x1 + 8L*x0), static_cast<int64_t>(4L));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x1 + 4L*x0 + 4L*x0_inner), static_cast<int64_t>(4L));
                            tmp0.store(tmp1 + static_cast<int64_t>(4L*x0_inner), static_cast<int64_t>(4L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(tmp1, static_cast<int64_t>(4L), out_ptr9 + static_cast<int64_t>(x0 + 464L*x1), static_cast<int64_t>(464L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__native_batch_norm_legit_functional_copy__mean_relu_24 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr2,
                       float* out_ptr4,
                       float* out_ptr6)
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
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1024L + x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(2048L + x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(3072L + x0), static_cast<int64_t>(8));
                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp29 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp51 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp60 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = static_cast<float>(4.0);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 / tmp8;
                    auto tmp10 = tmp0 - tmp9;
                    auto tmp11 = tmp10 * tmp10;
                    auto tmp12 = tmp1 - tmp9;
                    auto tmp13 = tmp12 * tmp12;
                    auto tmp14 = tmp11 + tmp13;
                    auto tmp15 = tmp3 - tmp9;
                    auto tmp16 = tmp15 * tmp15;
                    auto tmp17 = tmp14 + tmp16;
                    auto tmp18 = tmp5 - tmp9;
                    auto tmp19 = tmp18 * tmp18;
                    auto tmp20 = tmp17 + tmp19;
                    auto tmp21 = tmp20 / tmp8;
                    auto tmp22 = static_cast<float>(1e-05);
                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                    auto tmp24 = tmp21 + tmp23;
                    auto tmp25 = tmp24.rsqrt();
                    auto tmp26 = tmp10 * tmp25;
                    auto tmp28 = tmp26 * tmp27;
                    auto tmp30 = tmp28 + tmp29;
                    auto tmp31 = at::vec::clamp_min(tmp30, decltype(tmp30)(0));
                    auto tmp32 = tmp12 * tmp25;
                    auto tmp33 = tmp32 * tmp27;
                    auto tmp34 = tmp33 + tmp29;
                    auto tmp35 = at::vec::clamp_min(tmp34, decltype(tmp34)(0));
                    auto tmp36 = tmp31 + tmp35;
                    auto tmp37 = tmp15 * tmp25;
                    auto tmp38 = tmp37 * tmp27;
                    auto tmp39 = tmp38 + tmp29;
                    auto tmp40 = at::vec::clamp_min(tmp39, decltype(tmp39)(0));
                    auto tmp41 = tmp36 + tmp40;
                    auto tmp42 = tmp18 * tmp25;
                    auto tmp43 = tmp42 * tmp27;
                    auto tmp44 = tmp43 + tmp29;
                    auto tmp45 = at::vec::clamp_min(tmp44, decltype(tmp44)(0));
                    auto tmp46 = tmp41 + tmp45;
                    auto tmp47 = tmp46 / tmp8;
                    auto tmp48 = static_cast<float>(0.1);
                    auto tmp49 = at::vec::Vectorized<float>(tmp48);
                    auto tmp50 = tmp9 * tmp49;
                    auto tmp52 = static_cast<float>(0.9);
                    auto tmp53 = at::vec::Vectorized<float>(tmp52);
                    auto tmp54 = tmp51 * tmp53;
                    auto tmp55 = tmp50 + tmp54;
                    auto tmp56 = static_cast<float>(1.3333333333333333);
                    auto tmp57 = at::vec::Vectorized<float>(tmp56);
                    auto tmp58 = tmp21 * tmp57;
                    auto tmp59 = tmp58 * tmp49;
                    auto tmp61 = tmp60 * tmp53;
                    auto tmp62 = tmp59 + tmp61;
                    tmp47.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp55.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp62.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_copy__25 = async_compile.cpp_pybinding(['const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const int64_t* in_ptr4,
                       const int64_t* in_ptr5,
                       const int64_t* in_ptr6,
                       const int64_t* in_ptr7,
                       const int64_t* in_ptr8,
                       const int64_t* in_ptr9,
                       const int64_t* in_ptr10,
                       const int64_t* in_ptr11,
                       const int64_t* in_ptr12,
                       const int64_t* in_ptr13,
                       const int64_t* in_ptr14,
                       const int64_t* in_ptr15,
                       const int64_t* in_ptr16,
                       const int64_t* in_ptr17,
                       const int64_t* in_ptr18,
                       const int64_t* in_ptr19,
                       const int64_t* in_ptr20,
                       const int64_t* in_ptr21,
                       const int64_t* in_ptr22,
                       const int64_t* in_ptr23,
                       const int64_t* in_ptr24,
                       const int64_t* in_ptr25,
                       const int64_t* in_ptr26,
                       const int64_t* in_ptr27,
                       const int64_t* in_ptr28,
                       const int64_t* in_ptr29,
                       const int64_t* in_ptr30,
                       const int64_t* in_ptr31,
                       const int64_t* in_ptr32,
                       const int64_t* in_ptr33,
                       const int64_t* in_ptr34,
                       const int64_t* in_ptr35,
                       const int64_t* in_ptr36,
                       const int64_t* in_ptr37,
                       const int64_t* in_ptr38,
                       const int64_t* in_ptr39,
                       const int64_t* in_ptr40,
                       const int64_t* in_ptr41,
                       const int64_t* in_ptr42,
                       const int64_t* in_ptr43,
                       const int64_t* in_ptr44,
                       const int64_t* in_ptr45,
                       const int64_t* in_ptr46,
                       const int64_t* in_ptr47,
                       const int64_t* in_ptr48,
                       const int64_t* in_ptr49,
                       const int64_t* in_ptr50,
                       const int64_t* in_ptr51,
                       const int64_t* in_ptr52,
                       const int64_t* in_ptr53,
                       const int64_t* in_ptr54,
                       const int64_t* in_ptr55,
                       int64_t* out_ptr1,
                       int64_t* out_ptr3,
                       int64_t* out_ptr5,
                       int64_t* out_ptr7,
                       int64_t* out_ptr9,
                       int64_t* out_ptr11,
                       int64_t* out_ptr13,
                       int64_t* out_ptr15,
                       int64_t* out_ptr17,
                       int64_t* out_ptr19,
                       int64_t* out_ptr21,
                       int64_t* out_ptr23,
                       int64_t* out_ptr25,
                       int64_t* out_ptr27,
                       int64_t* out_ptr29,
                       int64_t* out_ptr31,
                       int64_t* out_ptr33,
                       int64_t* out_ptr35,
                       int64_t* out_ptr37,
                       int64_t* out_ptr39,
                       int64_t* out_ptr41,
                       int64_t* out_ptr43,
                       int64_t* out_ptr45,
                       int64_t* out_ptr47,
                       int64_t* out_ptr49,
                       int64_t* out_ptr51,
                       int64_t* out_ptr53,
                       int64_t* out_ptr55,
                       int64_t* out_ptr57,
                       int64_t* out_ptr59,
                       int64_t* out_ptr61,
                       int64_t* out_ptr63,
                       int64_t* out_ptr65,
                       int64_t* out_ptr67,
                       int64_t* out_ptr69,
                       int64_t* out_ptr71,
                       int64_t* out_ptr73,
                       int64_t* out_ptr75,
                       int64_t* out_ptr77,
                       int64_t* out_ptr79,
                       int64_t* out_ptr81,
                       int64_t* out_ptr83,
                       int64_t* out_ptr85,
                       int64_t* out_ptr87,
                       int64_t* out_ptr89,
                       int64_t* out_ptr91,
                       int64_t* out_ptr93,
                       int64_t* out_ptr95,
                       int64_t* out_ptr97,
                       int64_t* out_ptr99,
                       int64_t* out_ptr101,
                       int64_t* out_ptr103,
                       int64_t* out_ptr105,
                       int64_t* out_ptr107,
                       int64_t* out_ptr109,
                       int64_t* out_ptr111)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr3[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr5[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr7[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr9[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr5[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr11[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr6[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr13[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr7[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr15[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr8[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr17[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr9[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr19[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr10[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr21[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr11[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr23[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr12[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr25[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr13[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr27[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr14[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr29[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr15[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr31[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr16[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr33[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr17[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr35[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr18[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr37[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr19[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr39[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr20[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr41[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr21[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr43[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr22[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr45[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr23[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr47[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr24[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr49[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr25[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr51[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr26[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr53[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr27[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr55[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr28[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr57[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr29[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr59[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr30[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr61[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr31[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr63[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr32[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr65[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr33[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr67[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr34[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr69[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr35[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr71[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr36[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr73[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr37[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr75[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr38[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr77[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr39[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr79[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr40[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr81[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr41[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr83[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr42[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr85[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr43[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr87[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr44[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr89[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr45[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr91[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr46[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr93[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr47[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr95[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr48[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr97[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr49[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr99[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr50[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr101[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr51[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr103[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr52[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr105[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr53[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr107[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr54[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr109[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr55[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr111[static_cast<int64_t>(0L)] = tmp2;
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279, primals_280, primals_281, primals_282, primals_283, primals_284, primals_285, primals_286, primals_287, primals_288, primals_289, primals_290, primals_291, primals_292, primals_293, primals_294, primals_295, primals_296, primals_297, primals_298, primals_299, primals_300, primals_301, primals_302, primals_303, primals_304, primals_305, primals_306, primals_307, primals_308, primals_309, primals_310, primals_311, primals_312, primals_313, primals_314, primals_315, primals_316, primals_317, primals_318, primals_319, primals_320, primals_321, primals_322, primals_323, primals_324, primals_325, primals_326, primals_327, primals_328, primals_329, primals_330, primals_331, primals_332, primals_333, primals_334, primals_335, primals_336, primals_337, primals_338, primals_339 = args
        args.clear()
        assert_size_stride(primals_1, (24, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((24, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(primals_2, (1, 3, 64, 64), (12288, 4096, 64, 1), 'input')
        buf1 = empty_strided_cpu((1, 3, 64, 64), (12288, 1, 192, 3), torch.float32)
        cpp_fused_0(primals_1, primals_2, buf0, buf1)
        del primals_1
        del primals_2
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf1, buf0, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (1, 24, 32, 32), (24576, 1, 768, 24), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_4, primals_5), ((24, ), (24, )), ((1, ), (1, )), 'input')
        buf3 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf4 = buf3; del buf3  # reuse
        buf5 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf6 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        assert_size_stride_grouped((primals_6, primals_7), ((24, ), (24, )), ((1, ), (1, )), 'input')
        buf7 = empty_strided_cpu((1, 24, 32, 32), (24576, 1, 768, 24), torch.float32)
        buf8 = empty_strided_cpu((1, 24, 16, 16), (6144, 1, 384, 24), torch.float32)
        buf9 = empty_strided_cpu((1, 24, 16, 16), (6144, 1, 384, 24), torch.int8)
        assert_size_stride(primals_8, (24, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__max_pool2d_with_indices_relu_1(buf4, buf2, primals_4, primals_5, primals_6, primals_7, primals_4, buf5, buf6, primals_5, buf7, buf8, buf9)
        del buf7
        del primals_4
        del primals_5
        # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
        buf10 = extern_kernels.convolution(buf8, reinterpret_tensor(primals_8, (24, 1, 3, 3), (9, 1, 3, 1), 0), stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=24, bias=None)
        assert_tensor_metadata(buf10, (1, 24, 8, 8), (1536, 1, 192, 24), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_10, primals_11), ((24, ), (24, )), ((1, ), (1, )), 'input')
        buf11 = buf5; del buf5  # reuse
        buf12 = buf11; del buf11  # reuse
        buf13 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        buf14 = empty_strided_cpu((1, 24, 1, 1), (24, 1, 24, 24), torch.float32)
        assert_size_stride_grouped((primals_12, primals_13), ((24, ), (24, )), ((1, ), (1, )), 'input')
        buf15 = empty_strided_cpu((1, 24, 8, 8), (1536, 1, 192, 24), torch.float32)
        assert_size_stride(primals_14, (58, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__2(buf12, buf10, primals_10, primals_11, primals_12, primals_13, primals_10, buf13, buf14, primals_11, buf15)
        del buf13
        del primals_10
        del primals_11
        del primals_13
        # Topologically Sorted Source Nodes: [input_6], Original ATen: [aten.convolution]
        buf16 = extern_kernels.convolution(buf15, reinterpret_tensor(primals_14, (58, 24, 1, 1), (24, 1, 24, 24), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf16, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_16, primals_18, primals_19, primals_17), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf17 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf18 = buf17; del buf17  # reuse
        buf19 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf20 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf40 = empty_strided_cpu((1, 116, 8, 8), (7424, 64, 8, 1), torch.float32)
        buf38 = reinterpret_tensor(buf40, (1, 58, 8, 8), (7424, 64, 8, 1), 0)  # alias
        assert_size_stride(primals_20, (58, 24, 1, 1), (24, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_3(buf18, buf16, primals_16, primals_18, primals_19, primals_17, primals_16, buf19, buf20, buf38, primals_17)
        del primals_16
        del primals_17
        # Topologically Sorted Source Nodes: [input_9], Original ATen: [aten.convolution]
        buf21 = extern_kernels.convolution(buf8, reinterpret_tensor(primals_20, (58, 24, 1, 1), (24, 1, 24, 24), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf21, (1, 58, 16, 16), (14848, 1, 928, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_22, primals_23), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf22 = buf19; del buf19  # reuse
        buf23 = buf22; del buf22  # reuse
        buf24 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf25 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        assert_size_stride_grouped((primals_24, primals_25), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf26 = empty_strided_cpu((1, 58, 16, 16), (14848, 1, 928, 58), torch.float32)
        assert_size_stride(primals_26, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_4(buf23, buf21, primals_22, primals_23, primals_24, primals_25, primals_22, buf24, buf25, primals_23, buf26)
        del primals_22
        del primals_23
        del primals_25
        # Topologically Sorted Source Nodes: [input_12], Original ATen: [aten.convolution]
        buf27 = extern_kernels.convolution(buf26, reinterpret_tensor(primals_26, (58, 1, 3, 3), (9, 1, 3, 1), 0), stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=58, bias=None)
        assert_tensor_metadata(buf27, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_28, primals_29), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf28 = buf24; del buf24  # reuse
        buf29 = buf28; del buf28  # reuse
        buf30 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf31 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        assert_size_stride_grouped((primals_30, primals_31), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf32 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_32, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__5(buf29, buf27, primals_28, primals_29, primals_30, primals_31, primals_28, buf30, buf31, primals_29, buf32)
        del primals_28
        del primals_29
        del primals_31
        # Topologically Sorted Source Nodes: [input_14], Original ATen: [aten.convolution]
        buf33 = extern_kernels.convolution(buf32, reinterpret_tensor(primals_32, (58, 58, 1, 1), (58, 1, 58, 58), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf33, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_34, primals_36, primals_37, primals_35), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf34 = buf30; del buf30  # reuse
        buf35 = buf34; del buf34  # reuse
        buf36 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf37 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf39 = reinterpret_tensor(buf40, (1, 58, 8, 8), (7424, 64, 8, 1), 3712)  # alias
        buf41 = empty_strided_cpu((1, 58, 2, 8, 8), (7424, 128, 64, 8, 1), torch.float32)
        buf42 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_38, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_clone_copy__relu_split_transpose_view_6(buf35, buf33, primals_34, primals_36, primals_37, primals_35, buf40, primals_34, buf36, buf37, buf39, primals_35, buf41, buf42)
        del buf38
        del buf39
        del primals_34
        del primals_35
        # Topologically Sorted Source Nodes: [input_17], Original ATen: [aten.convolution]
        buf43 = extern_kernels.convolution(buf42, reinterpret_tensor(primals_38, (58, 58, 1, 1), (58, 1, 58, 58), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf43, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_40, primals_41), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf44 = buf36; del buf36  # reuse
        buf45 = buf44; del buf44  # reuse
        buf46 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf47 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        assert_size_stride_grouped((primals_42, primals_43), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf48 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_44, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf45, buf43, primals_40, primals_41, primals_42, primals_43, primals_40, buf46, buf47, primals_41, buf48)
        del primals_40
        del primals_41
        del primals_43
        # Topologically Sorted Source Nodes: [input_20], Original ATen: [aten.convolution]
        buf49 = extern_kernels.convolution(buf48, reinterpret_tensor(primals_44, (58, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=58, bias=None)
        assert_tensor_metadata(buf49, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_46, primals_47), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf50 = buf46; del buf46  # reuse
        buf51 = buf50; del buf50  # reuse
        buf52 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf53 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        assert_size_stride_grouped((primals_48, primals_49), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf54 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_50, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__5(buf51, buf49, primals_46, primals_47, primals_48, primals_49, primals_46, buf52, buf53, primals_47, buf54)
        del primals_46
        del primals_47
        del primals_49
        # Topologically Sorted Source Nodes: [input_22], Original ATen: [aten.convolution]
        buf55 = extern_kernels.convolution(buf54, reinterpret_tensor(primals_50, (58, 58, 1, 1), (58, 1, 58, 58), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf55, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_52, primals_54, primals_55, primals_53), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf56 = buf52; del buf52  # reuse
        buf57 = buf56; del buf56  # reuse
        buf58 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf59 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf62 = buf40; del buf40  # reuse
        buf61 = reinterpret_tensor(buf62, (1, 58, 8, 8), (7424, 64, 8, 1), 3712)  # alias
        buf60 = reinterpret_tensor(buf62, (1, 58, 8, 8), (7424, 64, 8, 1), 0)  # alias
        buf63 = empty_strided_cpu((1, 58, 2, 8, 8), (7424, 128, 64, 8, 1), torch.float32)
        buf64 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_56, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_8(buf57, buf55, primals_52, primals_54, primals_55, primals_53, buf41, buf62, primals_52, buf58, buf59, buf61, primals_53, buf60, buf63, buf64)
        del buf60
        del buf61
        del primals_52
        del primals_53
        # Topologically Sorted Source Nodes: [input_25], Original ATen: [aten.convolution]
        buf65 = extern_kernels.convolution(buf64, reinterpret_tensor(primals_56, (58, 58, 1, 1), (58, 1, 58, 58), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf65, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_58, primals_59), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf66 = buf58; del buf58  # reuse
        buf67 = buf66; del buf66  # reuse
        buf68 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf69 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        assert_size_stride_grouped((primals_60, primals_61), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf70 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_62, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf67, buf65, primals_58, primals_59, primals_60, primals_61, primals_58, buf68, buf69, primals_59, buf70)
        del primals_58
        del primals_59
        del primals_61
        # Topologically Sorted Source Nodes: [input_28], Original ATen: [aten.convolution]
        buf71 = extern_kernels.convolution(buf70, reinterpret_tensor(primals_62, (58, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=58, bias=None)
        assert_tensor_metadata(buf71, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_64, primals_65), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf72 = buf68; del buf68  # reuse
        buf73 = buf72; del buf72  # reuse
        buf74 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf75 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        assert_size_stride_grouped((primals_66, primals_67), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf76 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_68, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__5(buf73, buf71, primals_64, primals_65, primals_66, primals_67, primals_64, buf74, buf75, primals_65, buf76)
        del primals_64
        del primals_65
        del primals_67
        # Topologically Sorted Source Nodes: [input_30], Original ATen: [aten.convolution]
        buf77 = extern_kernels.convolution(buf76, reinterpret_tensor(primals_68, (58, 58, 1, 1), (58, 1, 58, 58), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf77, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_70, primals_72, primals_73, primals_71), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf78 = buf74; del buf74  # reuse
        buf79 = buf78; del buf78  # reuse
        buf80 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf81 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf84 = buf62; del buf62  # reuse
        buf83 = reinterpret_tensor(buf84, (1, 58, 8, 8), (7424, 64, 8, 1), 3712)  # alias
        buf82 = reinterpret_tensor(buf84, (1, 58, 8, 8), (7424, 64, 8, 1), 0)  # alias
        buf85 = buf41; del buf41  # reuse
        buf86 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_74, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_8(buf79, buf77, primals_70, primals_72, primals_73, primals_71, buf63, buf84, primals_70, buf80, buf81, buf83, primals_71, buf82, buf85, buf86)
        del buf82
        del buf83
        del primals_70
        del primals_71
        # Topologically Sorted Source Nodes: [input_33], Original ATen: [aten.convolution]
        buf87 = extern_kernels.convolution(buf86, reinterpret_tensor(primals_74, (58, 58, 1, 1), (58, 1, 58, 58), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf87, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_76, primals_77), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf88 = buf80; del buf80  # reuse
        buf89 = buf88; del buf88  # reuse
        buf90 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf91 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        assert_size_stride_grouped((primals_78, primals_79), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf92 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_80, (58, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_7(buf89, buf87, primals_76, primals_77, primals_78, primals_79, primals_76, buf90, buf91, primals_77, buf92)
        del primals_76
        del primals_77
        del primals_79
        # Topologically Sorted Source Nodes: [input_36], Original ATen: [aten.convolution]
        buf93 = extern_kernels.convolution(buf92, reinterpret_tensor(primals_80, (58, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=58, bias=None)
        assert_tensor_metadata(buf93, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_82, primals_83), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf94 = buf90; del buf90  # reuse
        buf95 = buf94; del buf94  # reuse
        buf96 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf97 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        assert_size_stride_grouped((primals_84, primals_85), ((58, ), (58, )), ((1, ), (1, )), 'input')
        buf98 = empty_strided_cpu((1, 58, 8, 8), (3712, 1, 464, 58), torch.float32)
        assert_size_stride(primals_86, (58, 58, 1, 1), (58, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__5(buf95, buf93, primals_82, primals_83, primals_84, primals_85, primals_82, buf96, buf97, primals_83, buf98)
        del primals_82
        del primals_83
        del primals_85
        # Topologically Sorted Source Nodes: [input_38], Original ATen: [aten.convolution]
        buf99 = extern_kernels.convolution(buf98, reinterpret_tensor(primals_86, (58, 58, 1, 1), (58, 1, 58, 58), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf99, (1, 58, 8, 8), (3712, 1, 464, 58), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_88, primals_90, primals_91, primals_89), ((58, ), (58, ), (58, ), (58, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf100 = buf96; del buf96  # reuse
        buf101 = buf100; del buf100  # reuse
        buf102 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf103 = empty_strided_cpu((1, 58, 1, 1), (58, 1, 58, 58), torch.float32)
        buf106 = buf84; del buf84  # reuse
        buf105 = reinterpret_tensor(buf106, (1, 58, 8, 8), (7424, 64, 8, 1), 3712)  # alias
        buf104 = reinterpret_tensor(buf106, (1, 58, 8, 8), (7424, 64, 8, 1), 0)  # alias
        buf107 = buf63; del buf63  # reuse
        buf108 = empty_strided_cpu((1, 116, 8, 8), (7424, 1, 928, 116), torch.float32)
        assert_size_stride(primals_92, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_9(buf101, buf99, primals_88, primals_90, primals_91, primals_89, buf85, buf106, primals_88, buf102, buf103, buf105, primals_89, buf104, buf107, buf108)
        del buf102
        del buf104
        del buf105
        del buf106
        del buf107
        del primals_88
        del primals_89
        # Topologically Sorted Source Nodes: [input_41], Original ATen: [aten.convolution]
        buf109 = extern_kernels.convolution(buf108, reinterpret_tensor(primals_92, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf109, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_94, primals_95), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf110 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf111 = buf110; del buf110  # reuse
        buf112 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf113 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_96, primals_97), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf114 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_98, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf111, buf109, primals_94, primals_95, primals_96, primals_97, primals_94, buf112, buf113, primals_95, buf114)
        del primals_94
        del primals_95
        del primals_97
        # Topologically Sorted Source Nodes: [input_43], Original ATen: [aten.convolution]
        buf115 = extern_kernels.convolution(buf114, reinterpret_tensor(primals_98, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf115, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_100, primals_102, primals_103, primals_101), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf116 = buf112; del buf112  # reuse
        buf117 = buf116; del buf116  # reuse
        buf118 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf119 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf139 = empty_strided_cpu((1, 232, 4, 4), (3712, 16, 4, 1), torch.float32)
        buf137 = reinterpret_tensor(buf139, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        assert_size_stride(primals_104, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_11(buf117, buf115, primals_100, primals_102, primals_103, primals_101, primals_100, buf118, buf119, buf137, primals_101)
        del primals_100
        del primals_101
        # Topologically Sorted Source Nodes: [input_46], Original ATen: [aten.convolution]
        buf120 = extern_kernels.convolution(buf108, reinterpret_tensor(primals_104, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf120, (1, 116, 8, 8), (7424, 1, 928, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_106, primals_107), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf121 = buf118; del buf118  # reuse
        buf122 = buf121; del buf121  # reuse
        buf123 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf124 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_108, primals_109), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf125 = reinterpret_tensor(buf85, (1, 116, 8, 8), (7424, 1, 928, 116), 0); del buf85  # reuse
        assert_size_stride(primals_110, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_12(buf122, buf120, primals_106, primals_107, primals_108, primals_109, primals_106, buf123, buf124, primals_107, buf125)
        del primals_106
        del primals_107
        del primals_109
        # Topologically Sorted Source Nodes: [input_49], Original ATen: [aten.convolution]
        buf126 = extern_kernels.convolution(buf125, reinterpret_tensor(primals_110, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf126, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_112, primals_113), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf127 = buf123; del buf123  # reuse
        buf128 = buf127; del buf127  # reuse
        buf129 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf130 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_114, primals_115), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf131 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_116, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf128, buf126, primals_112, primals_113, primals_114, primals_115, primals_112, buf129, buf130, primals_113, buf131)
        del primals_112
        del primals_113
        del primals_115
        # Topologically Sorted Source Nodes: [input_51], Original ATen: [aten.convolution]
        buf132 = extern_kernels.convolution(buf131, reinterpret_tensor(primals_116, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf132, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_118, primals_120, primals_121, primals_119), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf133 = buf129; del buf129  # reuse
        buf134 = buf133; del buf133  # reuse
        buf135 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf136 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf138 = reinterpret_tensor(buf139, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf140 = empty_strided_cpu((1, 116, 2, 4, 4), (3712, 32, 16, 4, 1), torch.float32)
        buf141 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_122, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_clone_copy__relu_split_transpose_view_13(buf134, buf132, primals_118, primals_120, primals_121, primals_119, buf139, primals_118, buf135, buf136, buf138, primals_119, buf140, buf141)
        del buf137
        del buf138
        del primals_118
        del primals_119
        # Topologically Sorted Source Nodes: [input_54], Original ATen: [aten.convolution]
        buf142 = extern_kernels.convolution(buf141, reinterpret_tensor(primals_122, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf142, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_124, primals_125), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf143 = buf135; del buf135  # reuse
        buf144 = buf143; del buf143  # reuse
        buf145 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf146 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_126, primals_127), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf147 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_128, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf144, buf142, primals_124, primals_125, primals_126, primals_127, primals_124, buf145, buf146, primals_125, buf147)
        del primals_124
        del primals_125
        del primals_127
        # Topologically Sorted Source Nodes: [input_57], Original ATen: [aten.convolution]
        buf148 = extern_kernels.convolution(buf147, reinterpret_tensor(primals_128, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf148, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_130, primals_131), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf149 = buf145; del buf145  # reuse
        buf150 = buf149; del buf149  # reuse
        buf151 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf152 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_132, primals_133), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf153 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_134, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf150, buf148, primals_130, primals_131, primals_132, primals_133, primals_130, buf151, buf152, primals_131, buf153)
        del primals_130
        del primals_131
        del primals_133
        # Topologically Sorted Source Nodes: [input_59], Original ATen: [aten.convolution]
        buf154 = extern_kernels.convolution(buf153, reinterpret_tensor(primals_134, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf154, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_136, primals_138, primals_139, primals_137), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf155 = buf151; del buf151  # reuse
        buf156 = buf155; del buf155  # reuse
        buf157 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf158 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf161 = buf139; del buf139  # reuse
        buf160 = reinterpret_tensor(buf161, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf159 = reinterpret_tensor(buf161, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        buf162 = empty_strided_cpu((1, 116, 2, 4, 4), (3712, 32, 16, 4, 1), torch.float32)
        buf163 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_140, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_15(buf156, buf154, primals_136, primals_138, primals_139, primals_137, buf140, buf161, primals_136, buf157, buf158, buf160, primals_137, buf159, buf162, buf163)
        del buf159
        del buf160
        del primals_136
        del primals_137
        # Topologically Sorted Source Nodes: [input_62], Original ATen: [aten.convolution]
        buf164 = extern_kernels.convolution(buf163, reinterpret_tensor(primals_140, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf164, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_142, primals_143), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf165 = buf157; del buf157  # reuse
        buf166 = buf165; del buf165  # reuse
        buf167 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf168 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_144, primals_145), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf169 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_146, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf166, buf164, primals_142, primals_143, primals_144, primals_145, primals_142, buf167, buf168, primals_143, buf169)
        del primals_142
        del primals_143
        del primals_145
        # Topologically Sorted Source Nodes: [input_65], Original ATen: [aten.convolution]
        buf170 = extern_kernels.convolution(buf169, reinterpret_tensor(primals_146, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf170, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_148, primals_149), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf171 = buf167; del buf167  # reuse
        buf172 = buf171; del buf171  # reuse
        buf173 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf174 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_150, primals_151), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf175 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_152, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf172, buf170, primals_148, primals_149, primals_150, primals_151, primals_148, buf173, buf174, primals_149, buf175)
        del primals_148
        del primals_149
        del primals_151
        # Topologically Sorted Source Nodes: [input_67], Original ATen: [aten.convolution]
        buf176 = extern_kernels.convolution(buf175, reinterpret_tensor(primals_152, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf176, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_154, primals_156, primals_157, primals_155), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf177 = buf173; del buf173  # reuse
        buf178 = buf177; del buf177  # reuse
        buf179 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf180 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf183 = buf161; del buf161  # reuse
        buf182 = reinterpret_tensor(buf183, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf181 = reinterpret_tensor(buf183, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        buf184 = buf140; del buf140  # reuse
        buf185 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_158, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_15(buf178, buf176, primals_154, primals_156, primals_157, primals_155, buf162, buf183, primals_154, buf179, buf180, buf182, primals_155, buf181, buf184, buf185)
        del buf181
        del buf182
        del primals_154
        del primals_155
        # Topologically Sorted Source Nodes: [input_70], Original ATen: [aten.convolution]
        buf186 = extern_kernels.convolution(buf185, reinterpret_tensor(primals_158, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf186, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_160, primals_161), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf187 = buf179; del buf179  # reuse
        buf188 = buf187; del buf187  # reuse
        buf189 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf190 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_162, primals_163), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf191 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_164, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf188, buf186, primals_160, primals_161, primals_162, primals_163, primals_160, buf189, buf190, primals_161, buf191)
        del primals_160
        del primals_161
        del primals_163
        # Topologically Sorted Source Nodes: [input_73], Original ATen: [aten.convolution]
        buf192 = extern_kernels.convolution(buf191, reinterpret_tensor(primals_164, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf192, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_166, primals_167), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf193 = buf189; del buf189  # reuse
        buf194 = buf193; del buf193  # reuse
        buf195 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf196 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_168, primals_169), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf197 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_170, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf194, buf192, primals_166, primals_167, primals_168, primals_169, primals_166, buf195, buf196, primals_167, buf197)
        del primals_166
        del primals_167
        del primals_169
        # Topologically Sorted Source Nodes: [input_75], Original ATen: [aten.convolution]
        buf198 = extern_kernels.convolution(buf197, reinterpret_tensor(primals_170, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf198, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_172, primals_174, primals_175, primals_173), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf199 = buf195; del buf195  # reuse
        buf200 = buf199; del buf199  # reuse
        buf201 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf202 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf205 = buf183; del buf183  # reuse
        buf204 = reinterpret_tensor(buf205, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf203 = reinterpret_tensor(buf205, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        buf206 = buf162; del buf162  # reuse
        buf207 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_176, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_15(buf200, buf198, primals_172, primals_174, primals_175, primals_173, buf184, buf205, primals_172, buf201, buf202, buf204, primals_173, buf203, buf206, buf207)
        del buf203
        del buf204
        del primals_172
        del primals_173
        # Topologically Sorted Source Nodes: [input_78], Original ATen: [aten.convolution]
        buf208 = extern_kernels.convolution(buf207, reinterpret_tensor(primals_176, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf208, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_178, primals_179), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf209 = buf201; del buf201  # reuse
        buf210 = buf209; del buf209  # reuse
        buf211 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf212 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_180, primals_181), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf213 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_182, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf210, buf208, primals_178, primals_179, primals_180, primals_181, primals_178, buf211, buf212, primals_179, buf213)
        del primals_178
        del primals_179
        del primals_181
        # Topologically Sorted Source Nodes: [input_81], Original ATen: [aten.convolution]
        buf214 = extern_kernels.convolution(buf213, reinterpret_tensor(primals_182, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf214, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_184, primals_185), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf215 = buf211; del buf211  # reuse
        buf216 = buf215; del buf215  # reuse
        buf217 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf218 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_186, primals_187), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf219 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_188, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf216, buf214, primals_184, primals_185, primals_186, primals_187, primals_184, buf217, buf218, primals_185, buf219)
        del primals_184
        del primals_185
        del primals_187
        # Topologically Sorted Source Nodes: [input_83], Original ATen: [aten.convolution]
        buf220 = extern_kernels.convolution(buf219, reinterpret_tensor(primals_188, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf220, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_190, primals_192, primals_193, primals_191), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf221 = buf217; del buf217  # reuse
        buf222 = buf221; del buf221  # reuse
        buf223 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf224 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf227 = buf205; del buf205  # reuse
        buf226 = reinterpret_tensor(buf227, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf225 = reinterpret_tensor(buf227, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        buf228 = buf184; del buf184  # reuse
        buf229 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_194, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_15(buf222, buf220, primals_190, primals_192, primals_193, primals_191, buf206, buf227, primals_190, buf223, buf224, buf226, primals_191, buf225, buf228, buf229)
        del buf225
        del buf226
        del primals_190
        del primals_191
        # Topologically Sorted Source Nodes: [input_86], Original ATen: [aten.convolution]
        buf230 = extern_kernels.convolution(buf229, reinterpret_tensor(primals_194, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf230, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_196, primals_197), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf231 = buf223; del buf223  # reuse
        buf232 = buf231; del buf231  # reuse
        buf233 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf234 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_198, primals_199), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf235 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_200, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf232, buf230, primals_196, primals_197, primals_198, primals_199, primals_196, buf233, buf234, primals_197, buf235)
        del primals_196
        del primals_197
        del primals_199
        # Topologically Sorted Source Nodes: [input_89], Original ATen: [aten.convolution]
        buf236 = extern_kernels.convolution(buf235, reinterpret_tensor(primals_200, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf236, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_202, primals_203), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf237 = buf233; del buf233  # reuse
        buf238 = buf237; del buf237  # reuse
        buf239 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf240 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_204, primals_205), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf241 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_206, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf238, buf236, primals_202, primals_203, primals_204, primals_205, primals_202, buf239, buf240, primals_203, buf241)
        del primals_202
        del primals_203
        del primals_205
        # Topologically Sorted Source Nodes: [input_91], Original ATen: [aten.convolution]
        buf242 = extern_kernels.convolution(buf241, reinterpret_tensor(primals_206, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf242, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_208, primals_210, primals_211, primals_209), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf243 = buf239; del buf239  # reuse
        buf244 = buf243; del buf243  # reuse
        buf245 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf246 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf249 = buf227; del buf227  # reuse
        buf248 = reinterpret_tensor(buf249, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf247 = reinterpret_tensor(buf249, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        buf250 = buf206; del buf206  # reuse
        buf251 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_212, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_15(buf244, buf242, primals_208, primals_210, primals_211, primals_209, buf228, buf249, primals_208, buf245, buf246, buf248, primals_209, buf247, buf250, buf251)
        del buf247
        del buf248
        del primals_208
        del primals_209
        # Topologically Sorted Source Nodes: [input_94], Original ATen: [aten.convolution]
        buf252 = extern_kernels.convolution(buf251, reinterpret_tensor(primals_212, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf252, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_214, primals_215), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf253 = buf245; del buf245  # reuse
        buf254 = buf253; del buf253  # reuse
        buf255 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf256 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_216, primals_217), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf257 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_218, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf254, buf252, primals_214, primals_215, primals_216, primals_217, primals_214, buf255, buf256, primals_215, buf257)
        del primals_214
        del primals_215
        del primals_217
        # Topologically Sorted Source Nodes: [input_97], Original ATen: [aten.convolution]
        buf258 = extern_kernels.convolution(buf257, reinterpret_tensor(primals_218, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf258, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_220, primals_221), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf259 = buf255; del buf255  # reuse
        buf260 = buf259; del buf259  # reuse
        buf261 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf262 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_222, primals_223), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf263 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_224, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf260, buf258, primals_220, primals_221, primals_222, primals_223, primals_220, buf261, buf262, primals_221, buf263)
        del primals_220
        del primals_221
        del primals_223
        # Topologically Sorted Source Nodes: [input_99], Original ATen: [aten.convolution]
        buf264 = extern_kernels.convolution(buf263, reinterpret_tensor(primals_224, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf264, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_226, primals_228, primals_229, primals_227), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf265 = buf261; del buf261  # reuse
        buf266 = buf265; del buf265  # reuse
        buf267 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf268 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf271 = buf249; del buf249  # reuse
        buf270 = reinterpret_tensor(buf271, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf269 = reinterpret_tensor(buf271, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        buf272 = buf228; del buf228  # reuse
        buf273 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_230, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_15(buf266, buf264, primals_226, primals_228, primals_229, primals_227, buf250, buf271, primals_226, buf267, buf268, buf270, primals_227, buf269, buf272, buf273)
        del buf269
        del buf270
        del primals_226
        del primals_227
        # Topologically Sorted Source Nodes: [input_102], Original ATen: [aten.convolution]
        buf274 = extern_kernels.convolution(buf273, reinterpret_tensor(primals_230, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf274, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_232, primals_233), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf275 = buf267; del buf267  # reuse
        buf276 = buf275; del buf275  # reuse
        buf277 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf278 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_234, primals_235), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf279 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_236, (116, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_14(buf276, buf274, primals_232, primals_233, primals_234, primals_235, primals_232, buf277, buf278, primals_233, buf279)
        del primals_232
        del primals_233
        del primals_235
        # Topologically Sorted Source Nodes: [input_105], Original ATen: [aten.convolution]
        buf280 = extern_kernels.convolution(buf279, reinterpret_tensor(primals_236, (116, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=116, bias=None)
        assert_tensor_metadata(buf280, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_238, primals_239), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf281 = buf277; del buf277  # reuse
        buf282 = buf281; del buf281  # reuse
        buf283 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf284 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        assert_size_stride_grouped((primals_240, primals_241), ((116, ), (116, )), ((1, ), (1, )), 'input')
        buf285 = empty_strided_cpu((1, 116, 4, 4), (1856, 1, 464, 116), torch.float32)
        assert_size_stride(primals_242, (116, 116, 1, 1), (116, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__10(buf282, buf280, primals_238, primals_239, primals_240, primals_241, primals_238, buf283, buf284, primals_239, buf285)
        del primals_238
        del primals_239
        del primals_241
        # Topologically Sorted Source Nodes: [input_107], Original ATen: [aten.convolution]
        buf286 = extern_kernels.convolution(buf285, reinterpret_tensor(primals_242, (116, 116, 1, 1), (116, 1, 116, 116), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf286, (1, 116, 4, 4), (1856, 1, 464, 116), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_244, primals_246, primals_247, primals_245), ((116, ), (116, ), (116, ), (116, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf287 = buf283; del buf283  # reuse
        buf288 = buf287; del buf287  # reuse
        buf289 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf290 = empty_strided_cpu((1, 116, 1, 1), (116, 1, 116, 116), torch.float32)
        buf293 = buf271; del buf271  # reuse
        buf292 = reinterpret_tensor(buf293, (1, 116, 4, 4), (3712, 16, 4, 1), 1856)  # alias
        buf291 = reinterpret_tensor(buf293, (1, 116, 4, 4), (3712, 16, 4, 1), 0)  # alias
        buf294 = buf250; del buf250  # reuse
        buf295 = empty_strided_cpu((1, 232, 4, 4), (3712, 1, 928, 232), torch.float32)
        assert_size_stride(primals_248, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_16(buf288, buf286, primals_244, primals_246, primals_247, primals_245, buf272, buf293, primals_244, buf289, buf290, buf292, primals_245, buf291, buf294, buf295)
        del buf272
        del buf289
        del buf291
        del buf292
        del buf293
        del primals_244
        del primals_245
        # Topologically Sorted Source Nodes: [input_110], Original ATen: [aten.convolution]
        buf296 = extern_kernels.convolution(buf295, reinterpret_tensor(primals_248, (232, 1, 3, 3), (9, 1, 3, 1), 0), stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf296, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_250, primals_251), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf297 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        buf298 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        assert_size_stride_grouped((primals_252, primals_253), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf299 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_254, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__17(buf296, primals_250, primals_251, primals_252, primals_253, buf297, buf298, primals_250, primals_251, buf299)
        del primals_250
        del primals_251
        del primals_253
        # Topologically Sorted Source Nodes: [input_112], Original ATen: [aten.convolution]
        buf300 = extern_kernels.convolution(buf299, reinterpret_tensor(primals_254, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf300, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_256, primals_257, primals_258, primals_259), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf301 = buf298; del buf298  # reuse
        buf302 = buf297; del buf297  # reuse
        buf318 = empty_strided_cpu((1, 464, 2, 2), (1856, 4, 2, 1), torch.float32)
        buf316 = reinterpret_tensor(buf318, (1, 232, 2, 2), (1856, 4, 2, 1), 0)  # alias
        assert_size_stride(primals_260, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_18(buf300, primals_256, primals_257, primals_258, primals_259, buf301, buf302, primals_256, primals_257, buf316)
        del primals_256
        del primals_257
        # Topologically Sorted Source Nodes: [input_115], Original ATen: [aten.convolution]
        buf303 = extern_kernels.convolution(buf295, reinterpret_tensor(primals_260, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf303, (1, 232, 4, 4), (3712, 1, 928, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_262, primals_263), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf304 = buf302; del buf302  # reuse
        buf305 = buf304; del buf304  # reuse
        buf306 = buf301; del buf301  # reuse
        buf307 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        assert_size_stride_grouped((primals_264, primals_265), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf308 = reinterpret_tensor(buf294, (1, 232, 4, 4), (3712, 1, 928, 232), 0); del buf294  # reuse
        assert_size_stride(primals_266, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_19(buf305, buf303, primals_262, primals_263, primals_264, primals_265, primals_262, buf306, buf307, primals_263, buf308)
        del primals_262
        del primals_263
        del primals_265
        # Topologically Sorted Source Nodes: [input_118], Original ATen: [aten.convolution]
        buf309 = extern_kernels.convolution(buf308, reinterpret_tensor(primals_266, (232, 1, 3, 3), (9, 1, 3, 1), 0), stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf309, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_268, primals_269), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf310 = buf306; del buf306  # reuse
        buf311 = empty_strided_cpu((1, 232, 1, 1), (232, 1, 232, 232), torch.float32)
        assert_size_stride_grouped((primals_270, primals_271), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf312 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_272, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__17(buf309, primals_268, primals_269, primals_270, primals_271, buf310, buf311, primals_268, primals_269, buf312)
        del primals_268
        del primals_269
        del primals_271
        # Topologically Sorted Source Nodes: [input_120], Original ATen: [aten.convolution]
        buf313 = extern_kernels.convolution(buf312, reinterpret_tensor(primals_272, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf313, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_274, primals_275, primals_276, primals_277), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf314 = buf311; del buf311  # reuse
        buf315 = buf310; del buf310  # reuse
        buf317 = reinterpret_tensor(buf318, (1, 232, 2, 2), (1856, 4, 2, 1), 928)  # alias
        buf319 = empty_strided_cpu((1, 232, 2, 2, 2), (1856, 8, 4, 2, 1), torch.float32)
        buf320 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_278, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_clone_copy__relu_split_transpose_view_20(buf313, primals_274, primals_275, primals_276, primals_277, buf318, buf314, buf315, primals_274, primals_275, buf317, buf319, buf320)
        del buf316
        del buf317
        del primals_274
        del primals_275
        # Topologically Sorted Source Nodes: [input_123], Original ATen: [aten.convolution]
        buf321 = extern_kernels.convolution(buf320, reinterpret_tensor(primals_278, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf321, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_280, primals_281), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf322 = buf315; del buf315  # reuse
        buf323 = buf314; del buf314  # reuse
        assert_size_stride_grouped((primals_282, primals_283), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf324 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_284, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_21(buf321, primals_280, primals_281, primals_282, primals_283, buf322, buf323, primals_280, primals_281, buf324)
        del primals_280
        del primals_281
        del primals_283
        # Topologically Sorted Source Nodes: [input_126], Original ATen: [aten.convolution]
        buf325 = extern_kernels.convolution(buf324, reinterpret_tensor(primals_284, (232, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf325, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_286, primals_287), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf326 = buf323; del buf323  # reuse
        buf327 = buf322; del buf322  # reuse
        assert_size_stride_grouped((primals_288, primals_289), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf328 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_290, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__17(buf325, primals_286, primals_287, primals_288, primals_289, buf326, buf327, primals_286, primals_287, buf328)
        del primals_286
        del primals_287
        del primals_289
        # Topologically Sorted Source Nodes: [input_128], Original ATen: [aten.convolution]
        buf329 = extern_kernels.convolution(buf328, reinterpret_tensor(primals_290, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf329, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_292, primals_293, primals_294, primals_295), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf330 = buf327; del buf327  # reuse
        buf331 = buf326; del buf326  # reuse
        buf334 = buf318; del buf318  # reuse
        buf333 = reinterpret_tensor(buf334, (1, 232, 2, 2), (1856, 4, 2, 1), 928)  # alias
        buf332 = reinterpret_tensor(buf334, (1, 232, 2, 2), (1856, 4, 2, 1), 0)  # alias
        buf335 = empty_strided_cpu((1, 232, 2, 2, 2), (1856, 8, 4, 2, 1), torch.float32)
        buf336 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_296, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_22(buf329, primals_292, primals_293, primals_294, primals_295, buf319, buf334, buf330, buf331, primals_292, primals_293, buf333, buf332, buf335, buf336)
        del buf332
        del buf333
        del primals_292
        del primals_293
        # Topologically Sorted Source Nodes: [input_131], Original ATen: [aten.convolution]
        buf337 = extern_kernels.convolution(buf336, reinterpret_tensor(primals_296, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf337, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_298, primals_299), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf338 = buf331; del buf331  # reuse
        buf339 = buf330; del buf330  # reuse
        assert_size_stride_grouped((primals_300, primals_301), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf340 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_302, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_21(buf337, primals_298, primals_299, primals_300, primals_301, buf338, buf339, primals_298, primals_299, buf340)
        del primals_298
        del primals_299
        del primals_301
        # Topologically Sorted Source Nodes: [input_134], Original ATen: [aten.convolution]
        buf341 = extern_kernels.convolution(buf340, reinterpret_tensor(primals_302, (232, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf341, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_304, primals_305), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf342 = buf339; del buf339  # reuse
        buf343 = buf338; del buf338  # reuse
        assert_size_stride_grouped((primals_306, primals_307), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf344 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_308, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__17(buf341, primals_304, primals_305, primals_306, primals_307, buf342, buf343, primals_304, primals_305, buf344)
        del primals_304
        del primals_305
        del primals_307
        # Topologically Sorted Source Nodes: [input_136], Original ATen: [aten.convolution]
        buf345 = extern_kernels.convolution(buf344, reinterpret_tensor(primals_308, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf345, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_310, primals_311, primals_312, primals_313), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf346 = buf343; del buf343  # reuse
        buf347 = buf342; del buf342  # reuse
        buf350 = buf334; del buf334  # reuse
        buf349 = reinterpret_tensor(buf350, (1, 232, 2, 2), (1856, 4, 2, 1), 928)  # alias
        buf348 = reinterpret_tensor(buf350, (1, 232, 2, 2), (1856, 4, 2, 1), 0)  # alias
        buf351 = buf319; del buf319  # reuse
        buf352 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_314, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_22(buf345, primals_310, primals_311, primals_312, primals_313, buf335, buf350, buf346, buf347, primals_310, primals_311, buf349, buf348, buf351, buf352)
        del buf348
        del buf349
        del primals_310
        del primals_311
        # Topologically Sorted Source Nodes: [input_139], Original ATen: [aten.convolution]
        buf353 = extern_kernels.convolution(buf352, reinterpret_tensor(primals_314, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf353, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_316, primals_317), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf354 = buf347; del buf347  # reuse
        buf355 = buf346; del buf346  # reuse
        assert_size_stride_grouped((primals_318, primals_319), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf356 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_320, (232, 1, 3, 3), (9, 9, 3, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__relu_21(buf353, primals_316, primals_317, primals_318, primals_319, buf354, buf355, primals_316, primals_317, buf356)
        del primals_316
        del primals_317
        del primals_319
        # Topologically Sorted Source Nodes: [input_142], Original ATen: [aten.convolution]
        buf357 = extern_kernels.convolution(buf356, reinterpret_tensor(primals_320, (232, 1, 3, 3), (9, 1, 3, 1), 0), stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=232, bias=None)
        assert_tensor_metadata(buf357, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_322, primals_323), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf358 = buf355; del buf355  # reuse
        buf359 = buf354; del buf354  # reuse
        assert_size_stride_grouped((primals_324, primals_325), ((232, ), (232, )), ((1, ), (1, )), 'input')
        buf360 = empty_strided_cpu((1, 232, 2, 2), (928, 1, 464, 232), torch.float32)
        assert_size_stride(primals_326, (232, 232, 1, 1), (232, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__17(buf357, primals_322, primals_323, primals_324, primals_325, buf358, buf359, primals_322, primals_323, buf360)
        del primals_322
        del primals_323
        del primals_325
        # Topologically Sorted Source Nodes: [input_144], Original ATen: [aten.convolution]
        buf361 = extern_kernels.convolution(buf360, reinterpret_tensor(primals_326, (232, 232, 1, 1), (232, 1, 232, 232), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf361, (1, 232, 2, 2), (928, 1, 464, 232), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_328, primals_329, primals_330, primals_331), ((232, ), (232, ), (232, ), (232, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf362 = buf359; del buf359  # reuse
        buf363 = buf358; del buf358  # reuse
        buf366 = buf350; del buf350  # reuse
        buf365 = reinterpret_tensor(buf366, (1, 232, 2, 2), (1856, 4, 2, 1), 928)  # alias
        buf364 = reinterpret_tensor(buf366, (1, 232, 2, 2), (1856, 4, 2, 1), 0)  # alias
        buf367 = buf335; del buf335  # reuse
        buf368 = empty_strided_cpu((1, 464, 2, 2), (1856, 1, 928, 464), torch.float32)
        assert_size_stride(primals_332, (1024, 464, 1, 1), (464, 1, 1, 1), 'input')
        cpp_fused__native_batch_norm_legit_functional_cat_clone_copy__relu_split_transpose_view_23(buf361, primals_328, primals_329, primals_330, primals_331, buf351, buf366, buf362, buf363, primals_328, primals_329, buf365, buf364, buf367, buf368)
        del buf351
        del buf362
        del buf363
        del buf364
        del buf365
        del buf366
        del buf367
        del primals_328
        del primals_329
        # Topologically Sorted Source Nodes: [input_147], Original ATen: [aten.convolution]
        buf369 = extern_kernels.convolution(buf368, reinterpret_tensor(primals_332, (1024, 464, 1, 1), (464, 1, 464, 464), 0), stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf369, (1, 1024, 2, 2), (4096, 1, 2048, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        assert_size_stride_grouped((primals_336, primals_337, primals_334, primals_335), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf372 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        assert_size_stride_grouped((primals_339, primals_338), ((1000, ), (1000, 1024)), ((1, ), (1024, 1)), 'input')
        cpp_fused__native_batch_norm_legit_functional_copy__mean_relu_24(buf369, primals_336, primals_337, primals_334, primals_335, buf372, primals_334, primals_335)
        del primals_334
        del primals_335
        buf373 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_50], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(primals_339, buf372, reinterpret_tensor(primals_338, (1024, 1000), (1, 1024), 0), alpha=1, beta=1, out=buf373)
        del primals_339
        assert_size_stride(primals_3, (), (), 'input')
        assert_size_stride(primals_9, (), (), 'input')
        assert_size_stride(primals_15, (), (), 'input')
        assert_size_stride(primals_21, (), (), 'input')
        assert_size_stride(primals_27, (), (), 'input')
        assert_size_stride(primals_33, (), (), 'input')
        assert_size_stride(primals_39, (), (), 'input')
        assert_size_stride(primals_45, (), (), 'input')
        assert_size_stride(primals_51, (), (), 'input')
        assert_size_stride(primals_57, (), (), 'input')
        assert_size_stride(primals_63, (), (), 'input')
        assert_size_stride(primals_69, (), (), 'input')
        assert_size_stride(primals_75, (), (), 'input')
        assert_size_stride(primals_81, (), (), 'input')
        assert_size_stride(primals_87, (), (), 'input')
        assert_size_stride(primals_93, (), (), 'input')
        assert_size_stride(primals_99, (), (), 'input')
        assert_size_stride(primals_105, (), (), 'input')
        assert_size_stride(primals_111, (), (), 'input')
        assert_size_stride(primals_117, (), (), 'input')
        assert_size_stride(primals_123, (), (), 'input')
        assert_size_stride(primals_129, (), (), 'input')
        assert_size_stride(primals_135, (), (), 'input')
        assert_size_stride(primals_141, (), (), 'input')
        assert_size_stride(primals_147, (), (), 'input')
        assert_size_stride(primals_153, (), (), 'input')
        assert_size_stride(primals_159, (), (), 'input')
        assert_size_stride(primals_165, (), (), 'input')
        assert_size_stride(primals_171, (), (), 'input')
        assert_size_stride(primals_177, (), (), 'input')
        assert_size_stride(primals_183, (), (), 'input')
        assert_size_stride(primals_189, (), (), 'input')
        assert_size_stride(primals_195, (), (), 'input')
        assert_size_stride(primals_201, (), (), 'input')
        assert_size_stride(primals_207, (), (), 'input')
        assert_size_stride(primals_213, (), (), 'input')
        assert_size_stride(primals_219, (), (), 'input')
        assert_size_stride(primals_225, (), (), 'input')
        assert_size_stride(primals_231, (), (), 'input')
        assert_size_stride(primals_237, (), (), 'input')
        assert_size_stride(primals_243, (), (), 'input')
        assert_size_stride(primals_249, (), (), 'input')
        assert_size_stride(primals_255, (), (), 'input')
        assert_size_stride(primals_261, (), (), 'input')
        assert_size_stride(primals_267, (), (), 'input')
        assert_size_stride(primals_273, (), (), 'input')
        assert_size_stride(primals_279, (), (), 'input')
        assert_size_stride(primals_285, (), (), 'input')
        assert_size_stride(primals_291, (), (), 'input')
        assert_size_stride(primals_297, (), (), 'input')
        assert_size_stride(primals_303, (), (), 'input')
        assert_size_stride(primals_309, (), (), 'input')
        assert_size_stride(primals_315, (), (), 'input')
        assert_size_stride(primals_321, (), (), 'input')
        assert_size_stride(primals_327, (), (), 'input')
        assert_size_stride(primals_333, (), (), 'input')
        cpp_fused_add_copy__25(primals_3, primals_9, primals_15, primals_21, primals_27, primals_33, primals_39, primals_45, primals_51, primals_57, primals_63, primals_69, primals_75, primals_81, primals_87, primals_93, primals_99, primals_105, primals_111, primals_117, primals_123, primals_129, primals_135, primals_141, primals_147, primals_153, primals_159, primals_165, primals_171, primals_177, primals_183, primals_189, primals_195, primals_201, primals_207, primals_213, primals_219, primals_225, primals_231, primals_237, primals_243, primals_249, primals_255, primals_261, primals_267, primals_273, primals_279, primals_285, primals_291, primals_297, primals_303, primals_309, primals_315, primals_321, primals_327, primals_333, primals_3, primals_9, primals_15, primals_21, primals_27, primals_33, primals_39, primals_45, primals_51, primals_57, primals_63, primals_69, primals_75, primals_81, primals_87, primals_93, primals_99, primals_105, primals_111, primals_117, primals_123, primals_129, primals_135, primals_141, primals_147, primals_153, primals_159, primals_165, primals_171, primals_177, primals_183, primals_189, primals_195, primals_201, primals_207, primals_213, primals_219, primals_225, primals_231, primals_237, primals_243, primals_249, primals_255, primals_261, primals_267, primals_273, primals_279, primals_285, primals_291, primals_297, primals_303, primals_309, primals_315, primals_321, primals_327, primals_333)
        del primals_105
        del primals_111
        del primals_117
        del primals_123
        del primals_129
        del primals_135
        del primals_141
        del primals_147
        del primals_15
        del primals_153
        del primals_159
        del primals_165
        del primals_171
        del primals_177
        del primals_183
        del primals_189
        del primals_195
        del primals_201
        del primals_207
        del primals_21
        del primals_213
        del primals_219
        del primals_225
        del primals_231
        del primals_237
        del primals_243
        del primals_249
        del primals_255
        del primals_261
        del primals_267
        del primals_27
        del primals_273
        del primals_279
        del primals_285
        del primals_291
        del primals_297
        del primals_3
        del primals_303
        del primals_309
        del primals_315
        del primals_321
        del primals_327
        del primals_33
        del primals_333
        del primals_39
        del primals_45
        del primals_51
        del primals_57
        del primals_63
        del primals_69
        del primals_75
        del primals_81
        del primals_87
        del primals_9
        del primals_93
        del primals_99
        return (buf373, buf0, buf1, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_19, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_37, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_55, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_73, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_91, primals_92, primals_96, primals_98, primals_102, primals_103, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_121, primals_122, primals_126, primals_128, primals_132, primals_134, primals_138, primals_139, primals_140, primals_144, primals_146, primals_150, primals_152, primals_156, primals_157, primals_158, primals_162, primals_164, primals_168, primals_170, primals_174, primals_175, primals_176, primals_180, primals_182, primals_186, primals_188, primals_192, primals_193, primals_194, primals_198, primals_200, primals_204, primals_206, primals_210, primals_211, primals_212, primals_216, primals_218, primals_222, primals_224, primals_228, primals_229, primals_230, primals_234, primals_236, primals_240, primals_242, primals_246, primals_247, primals_248, primals_252, primals_254, primals_258, primals_259, primals_260, primals_264, primals_266, primals_270, primals_272, primals_276, primals_277, primals_278, primals_282, primals_284, primals_288, primals_290, primals_294, primals_295, primals_296, primals_300, primals_302, primals_306, primals_308, primals_312, primals_313, primals_314, primals_318, primals_320, primals_324, primals_326, primals_330, primals_331, primals_332, primals_336, primals_337, primals_338, buf2, buf4, buf6, buf8, buf9, buf10, reinterpret_tensor(buf14, (24, ), (1, ), 0), buf15, buf16, buf18, buf20, buf21, reinterpret_tensor(buf25, (58, ), (1, ), 0), buf26, buf27, reinterpret_tensor(buf31, (58, ), (1, ), 0), buf32, buf33, buf35, buf37, buf42, buf43, reinterpret_tensor(buf47, (58, ), (1, ), 0), buf48, buf49, reinterpret_tensor(buf53, (58, ), (1, ), 0), buf54, buf55, buf57, buf59, buf64, buf65, reinterpret_tensor(buf69, (58, ), (1, ), 0), buf70, buf71, reinterpret_tensor(buf75, (58, ), (1, ), 0), buf76, buf77, buf79, buf81, buf86, buf87, reinterpret_tensor(buf91, (58, ), (1, ), 0), buf92, buf93, reinterpret_tensor(buf97, (58, ), (1, ), 0), buf98, buf99, buf101, buf103, buf108, buf109, reinterpret_tensor(buf113, (116, ), (1, ), 0), buf114, buf115, buf117, buf119, buf120, reinterpret_tensor(buf124, (116, ), (1, ), 0), buf125, buf126, reinterpret_tensor(buf130, (116, ), (1, ), 0), buf131, buf132, buf134, buf136, buf141, buf142, reinterpret_tensor(buf146, (116, ), (1, ), 0), buf147, buf148, reinterpret_tensor(buf152, (116, ), (1, ), 0), buf153, buf154, buf156, buf158, buf163, buf164, reinterpret_tensor(buf168, (116, ), (1, ), 0), buf169, buf170, reinterpret_tensor(buf174, (116, ), (1, ), 0), buf175, buf176, buf178, buf180, buf185, buf186, reinterpret_tensor(buf190, (116, ), (1, ), 0), buf191, buf192, reinterpret_tensor(buf196, (116, ), (1, ), 0), buf197, buf198, buf200, buf202, buf207, buf208, reinterpret_tensor(buf212, (116, ), (1, ), 0), buf213, buf214, reinterpret_tensor(buf218, (116, ), (1, ), 0), buf219, buf220, buf222, buf224, buf229, buf230, reinterpret_tensor(buf234, (116, ), (1, ), 0), buf235, buf236, reinterpret_tensor(buf240, (116, ), (1, ), 0), buf241, buf242, buf244, buf246, buf251, buf252, reinterpret_tensor(buf256, (116, ), (1, ), 0), buf257, buf258, reinterpret_tensor(buf262, (116, ), (1, ), 0), buf263, buf264, buf266, buf268, buf273, buf274, reinterpret_tensor(buf278, (116, ), (1, ), 0), buf279, buf280, reinterpret_tensor(buf284, (116, ), (1, ), 0), buf285, buf286, buf288, buf290, buf295, buf296, buf299, buf300, buf303, reinterpret_tensor(buf307, (232, ), (1, ), 0), buf308, buf309, buf312, buf313, buf320, buf321, buf324, buf325, buf328, buf329, buf336, buf337, buf340, buf341, buf344, buf345, buf352, buf353, buf356, buf357, buf360, buf361, buf368, buf369, buf372, reinterpret_tensor(buf305, (1, 232, 1, 1), (232, 1, 1, 1), 0), reinterpret_tensor(buf282, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf276, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf260, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf254, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf238, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf232, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf216, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf210, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf194, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf188, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf172, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf166, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf150, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf144, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf128, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf122, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf111, (1, 116, 1, 1), (116, 1, 1, 1), 0), reinterpret_tensor(buf95, (1, 58, 1, 1), (58, 1, 1, 1), 0), reinterpret_tensor(buf89, (1, 58, 1, 1), (58, 1, 1, 1), 0), reinterpret_tensor(buf73, (1, 58, 1, 1), (58, 1, 1, 1), 0), reinterpret_tensor(buf67, (1, 58, 1, 1), (58, 1, 1, 1), 0), reinterpret_tensor(buf51, (1, 58, 1, 1), (58, 1, 1, 1), 0), reinterpret_tensor(buf45, (1, 58, 1, 1), (58, 1, 1, 1), 0), reinterpret_tensor(buf29, (1, 58, 1, 1), (58, 1, 1, 1), 0), reinterpret_tensor(buf23, (1, 58, 1, 1), (58, 1, 1, 1), 0), reinterpret_tensor(buf12, (1, 24, 1, 1), (24, 1, 1, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((24, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((1, 3, 64, 64), (12288, 4096, 64, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_4 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((24, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_10 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((24, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((58, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_16 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((58, 24, 1, 1), (24, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_22 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_28 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_34 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_40 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_46 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_52 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_55 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_57 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_58 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_59 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_61 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_63 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_64 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_65 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_67 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_69 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_70 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_71 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_73 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_75 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_76 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_77 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_79 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((58, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_81 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_82 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_83 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_85 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((58, 58, 1, 1), (58, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_87 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_88 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_89 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_91 = rand_strided((58, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_93 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_94 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_95 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_97 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_99 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_100 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_101 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_103 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_105 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_106 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_107 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_109 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_111 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_112 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_113 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_115 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_117 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_118 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_119 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_121 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_123 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_124 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_125 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_126 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_127 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_128 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_129 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_130 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_131 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_132 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_133 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_134 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_135 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_136 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_137 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_138 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_139 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_140 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_141 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_142 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_143 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_144 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_145 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_146 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_147 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_148 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_149 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_150 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_151 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_152 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_153 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_154 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_155 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_156 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_157 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_158 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_159 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_160 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_161 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_162 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_163 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_164 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_165 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_166 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_167 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_168 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_169 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_170 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_171 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_172 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_173 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_174 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_175 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_176 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_177 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_178 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_179 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_180 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_181 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_182 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_183 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_184 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_185 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_186 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_187 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_188 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_189 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_190 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_191 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_192 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_193 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_194 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_195 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_196 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_197 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_198 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_199 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_200 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_201 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_202 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_203 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_204 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_205 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_206 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_207 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_208 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_209 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_210 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_211 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_212 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_213 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_214 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_215 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_216 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_217 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_218 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_219 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_220 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_221 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_222 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_223 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_224 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_225 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_226 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_227 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_228 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_229 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_230 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_231 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_232 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_233 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_234 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_235 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_236 = rand_strided((116, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_237 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_238 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_239 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_240 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_241 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_242 = rand_strided((116, 116, 1, 1), (116, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_243 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_244 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_245 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_246 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_247 = rand_strided((116, ), (1, ), device='cpu', dtype=torch.float32)
    primals_248 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_249 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_250 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_251 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_252 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_253 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_254 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_255 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_256 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_257 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_258 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_259 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_260 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_261 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_262 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_263 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_264 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_265 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_266 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_267 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_268 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_269 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_270 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_271 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_272 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_273 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_274 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_275 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_276 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_277 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_278 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_279 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_280 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_281 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_282 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_283 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_284 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_285 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_286 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_287 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_288 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_289 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_290 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_291 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_292 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_293 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_294 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_295 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_296 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_297 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_298 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_299 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_300 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_301 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_302 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_303 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_304 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_305 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_306 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_307 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_308 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_309 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_310 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_311 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_312 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_313 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_314 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_315 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_316 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_317 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_318 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_319 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_320 = rand_strided((232, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_321 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_322 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_323 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_324 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_325 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_326 = rand_strided((232, 232, 1, 1), (232, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_327 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_328 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_329 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_330 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_331 = rand_strided((232, ), (1, ), device='cpu', dtype=torch.float32)
    primals_332 = rand_strided((1024, 464, 1, 1), (464, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_333 = rand_strided((), (), device='cpu', dtype=torch.int64)
    primals_334 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_335 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_336 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_337 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_338 = rand_strided((1000, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_339 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279, primals_280, primals_281, primals_282, primals_283, primals_284, primals_285, primals_286, primals_287, primals_288, primals_289, primals_290, primals_291, primals_292, primals_293, primals_294, primals_295, primals_296, primals_297, primals_298, primals_299, primals_300, primals_301, primals_302, primals_303, primals_304, primals_305, primals_306, primals_307, primals_308, primals_309, primals_310, primals_311, primals_312, primals_313, primals_314, primals_315, primals_316, primals_317, primals_318, primals_319, primals_320, primals_321, primals_322, primals_323, primals_324, primals_325, primals_326, primals_327, primals_328, primals_329, primals_330, primals_331, primals_332, primals_333, primals_334, primals_335, primals_336, primals_337, primals_338, primals_339]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('squeezenet1_1.train', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
