# AOT ID: ['20_backward']
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


cpp_fused__log_softmax_backward_data__unsafe_view_add_arange_cat_clone_cumsum_eq_expand_ne_nll_loss_backward_scalar_tensor_slice_slice_backward_sub_unsqueeze_view_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'int64_t*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const int64_t* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3,
                       int64_t* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1016L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                CascadeSumHelper<float, 4096> scalar_cascade_helper0(static_cast<int64_t>(50257L));
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(50257L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(1L + 128L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(127L))) + ((static_cast<int64_t>(x0) % static_cast<int64_t>(127L))))];
                            auto tmp11 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp12 = in_ptr2[static_cast<int64_t>(0L)];
                            auto tmp1 = static_cast<int64_t>(-100);
                            auto tmp2 = tmp0 != tmp1;
                            auto tmp3 = static_cast<int64_t>(0);
                            auto tmp4 = tmp2 ? tmp0 : tmp3;
                            auto tmp5 = x1;
                            auto tmp6 = c10::convert<int64_t>(tmp5);
                            auto tmp7 = tmp4 == tmp6;
                            auto tmp8 = static_cast<float>(-1.0);
                            auto tmp9 = static_cast<float>(0.0);
                            auto tmp10 = tmp7 ? tmp8 : tmp9;
                            auto tmp13 = tmp11 / tmp12;
                            auto tmp14 = tmp2 ? tmp13 : tmp9;
                            auto tmp15 = float(tmp10 * tmp14);
                            tmp_acc0 = cascade_sum_combine(tmp15, &scalar_cascade_helper0);
                        }
                    }
                }
                tmp_acc0 = cascade_sum_final(&scalar_cascade_helper0);
                out_ptr0[static_cast<int64_t>(x0)] = tmp_acc0;
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(50257L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(50256L)))
                        {
                            auto tmp0 = x1;
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(127);
                            auto tmp3 = tmp1 < tmp2;
                            auto tmp4 = [&]
                            {
                                auto tmp5 = in_ptr0[static_cast<int64_t>(1L + 128L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))))];
                                auto tmp6 = static_cast<int64_t>(-100);
                                auto tmp7 = tmp5 != tmp6;
                                auto tmp8 = static_cast<int64_t>(0);
                                auto tmp9 = tmp7 ? tmp5 : tmp8;
                                auto tmp10 = x2;
                                auto tmp11 = c10::convert<int64_t>(tmp10);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>::arange(tmp11, 1);
                                auto tmp13 = at::vec::VectorizedN<int64_t,2>(tmp9);
                                auto tmp14 = at::vec::VecMask<int64_t,2>(tmp13 == tmp12);
                                auto tmp15 = static_cast<float>(-1.0);
                                auto tmp16 = static_cast<float>(0.0);
                                auto tmp17 = at::vec::Vectorized<float>(tmp15);
                                auto tmp18 = at::vec::Vectorized<float>(tmp16);
                                auto tmp19 = decltype(tmp17)::blendv(tmp18, tmp17, tmp14.template cast<float,1>());
                                auto tmp20 = in_ptr1[static_cast<int64_t>(0L)];
                                auto tmp21 = in_ptr2[static_cast<int64_t>(0L)];
                                auto tmp22 = tmp20 / tmp21;
                                auto tmp23 = tmp7 ? tmp22 : tmp16;
                                auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                auto tmp25 = tmp19 * tmp24;
                                auto tmp26 = at::vec::VecMask<float,1>::from(tmp3).template loadu<float,1>(in_ptr3 + static_cast<int64_t>(x2 + 50257L*x1 + 6382639L*x0));
                                auto tmp27 = tmp26.exp();
                                auto tmp28 = out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                auto tmp30 = tmp27 * tmp29;
                                auto tmp31 = tmp25 - tmp30;
                                return tmp31;
                            }
                            ;
                            auto tmp32 = tmp3 ? tmp4() : at::vec::Vectorized<float>(static_cast<float>(0.0));
                            auto tmp33 = static_cast<float>(0.0);
                            auto tmp34 = at::vec::VecMask<float,1>::from(tmp3);
                            auto tmp35 = at::vec::Vectorized<float>(tmp33);
                            auto tmp36 = decltype(tmp32)::blendv(tmp35, tmp32, tmp34.template cast<float,1>());
                            tmp36.store(out_ptr1 + static_cast<int64_t>(x2 + 50257L*x1 + 6432896L*x0));
                        }
                        if(C10_UNLIKELY(x2 >= static_cast<int64_t>(50256L) && x2 < static_cast<int64_t>(50257L)))
                        {
                            for (int64_t x2_tail = static_cast<int64_t>(50256L);x2_tail < static_cast<int64_t>(50257L); x2_tail++)
                            {
                                auto tmp0 = x1;
                                auto tmp1 = c10::convert<int64_t>(tmp0);
                                auto tmp2 = static_cast<int64_t>(127);
                                auto tmp3 = tmp1 < tmp2;
                                auto tmp4 = [&]
                                {
                                    auto tmp5 = in_ptr0[static_cast<int64_t>(1L + 128L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1 + 127L*x0), static_cast<int64_t>(127L))) % static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(127L))))];
                                    auto tmp6 = static_cast<int64_t>(-100);
                                    auto tmp7 = tmp5 != tmp6;
                                    auto tmp8 = static_cast<int64_t>(0);
                                    auto tmp9 = tmp7 ? tmp5 : tmp8;
                                    auto tmp10 = x2_tail;
                                    auto tmp11 = c10::convert<int64_t>(tmp10);
                                    auto tmp12 = tmp9 == tmp11;
                                    auto tmp13 = static_cast<float>(-1.0);
                                    auto tmp14 = static_cast<float>(0.0);
                                    auto tmp15 = tmp12 ? tmp13 : tmp14;
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(0L)];
                                    auto tmp17 = in_ptr2[static_cast<int64_t>(0L)];
                                    auto tmp18 = tmp16 / tmp17;
                                    auto tmp19 = tmp7 ? tmp18 : tmp14;
                                    auto tmp20 = float(tmp15 * tmp19);
                                    auto tmp21 = in_ptr3[static_cast<int64_t>(x2_tail + 50257L*x1 + 6382639L*x0)];
                                    auto tmp22 = std::exp(tmp21);
                                    auto tmp23 = out_ptr0[static_cast<int64_t>(x1 + 127L*x0)];
                                    auto tmp24 = float(tmp22 * tmp23);
                                    auto tmp25 = float(tmp20 - tmp24);
                                    return tmp25;
                                }
                                ;
                                auto tmp26 = tmp3 ? tmp4() : static_cast<decltype(tmp4())>(0.0);
                                auto tmp27 = static_cast<float>(0.0);
                                auto tmp28 = tmp3 ? tmp26 : tmp27;
                                out_ptr1[static_cast<int64_t>(x2_tail + 50257L*x1 + 6432896L*x0)] = tmp28;
                            }
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
            {
                {
                    auto tmp0 = static_cast<int64_t>(-1);
                    out_ptr2[static_cast<int64_t>(129L*x0)] = tmp0;
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = x1;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                        tmp2.store(out_ptr3 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr4 + static_cast<int64_t>(1L + x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 129L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 - tmp1;
                        auto tmp3 = static_cast<int64_t>(1);
                        auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                        auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 != tmp4);
                        auto tmp6 = tmp5.to<int64_t,2>();
                        tmp6.store(out_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_native_layer_norm_unsqueeze_1 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                                auto tmp6 = tmp4 + tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp1 = tmp0;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 - tmp8;
                                auto tmp10 = tmp9 * tmp9;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp7 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 50257L), "index out of bounds: 0 <= tmp2 < 50257L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 - tmp8;
                            auto tmp11 = static_cast<float>(768.0);
                            auto tmp12 = tmp10 / tmp11;
                            auto tmp13 = static_cast<float>(1e-05);
                            auto tmp14 = float(tmp12 + tmp13);
                            auto tmp15 = 1 / std::sqrt(tmp14);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp9 * tmp16;
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 * tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_split_transpose_view_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
                            }
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(768L + x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(2304L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 98304L*x0));
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


cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_3 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = x3;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                    auto tmp7 = x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                    auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                    auto tmp11 = static_cast<bool>(true);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp10.template cast<int32_t,1>();
                                    auto tmp15 = tmp13 & tmp14;
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                    auto tmp20 = tmp15.template cast<int32_t,1>();
                                    auto tmp21 = tmp19.template cast<int32_t,1>();
                                    auto tmp22 = tmp20 & tmp21;
                                    auto tmp23 = static_cast<float>(0.0);
                                    auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                    auto tmp28 = tmp3 + tmp27;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp28);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x3;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<bool>(true);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp10.template cast<int32_t,1>();
                                auto tmp15 = tmp13 & tmp14;
                                auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                auto tmp20 = tmp15.template cast<int32_t,1>();
                                auto tmp21 = tmp19.template cast<int32_t,1>();
                                auto tmp22 = tmp20 & tmp21;
                                auto tmp23 = static_cast<float>(0.0);
                                auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                auto tmp28 = tmp3 + tmp27;
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = tmp31.exp();
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_transpose_view_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 8192L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 768L*x1 + 98304L*x0));
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


cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_5 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr1[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 768L*tmp1), static_cast<int64_t>(8));
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp4 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = tmp8 + tmp9;
                        tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_6 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = x3;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                    auto tmp7 = x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                    auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                    auto tmp11 = static_cast<bool>(true);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp10.template cast<int32_t,1>();
                                    auto tmp15 = tmp13 & tmp14;
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                    auto tmp20 = tmp15.template cast<int32_t,1>();
                                    auto tmp21 = tmp19.template cast<int32_t,1>();
                                    auto tmp22 = tmp20 & tmp21;
                                    auto tmp23 = static_cast<float>(0.0);
                                    auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                    auto tmp28 = tmp3 + tmp27;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp28);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x3;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<bool>(true);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp10.template cast<int32_t,1>();
                                auto tmp15 = tmp13 & tmp14;
                                auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                auto tmp20 = tmp15.template cast<int32_t,1>();
                                auto tmp21 = tmp19.template cast<int32_t,1>();
                                auto tmp22 = tmp20 & tmp21;
                                auto tmp23 = static_cast<float>(0.0);
                                auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                auto tmp28 = tmp3 + tmp27;
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = tmp31.exp();
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused_add_native_layer_norm_view_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = in_ptr3[static_cast<int64_t>(x0)];
                        auto tmp8 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 - tmp6;
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 * tmp9;
                        auto tmp12 = tmp10 * tmp11;
                        auto tmp14 = tmp12 + tmp13;
                        tmp10.store(out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_8 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = x3;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                    auto tmp7 = x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                    auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                    auto tmp11 = static_cast<bool>(true);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp10.template cast<int32_t,1>();
                                    auto tmp15 = tmp13 & tmp14;
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                    auto tmp20 = tmp15.template cast<int32_t,1>();
                                    auto tmp21 = tmp19.template cast<int32_t,1>();
                                    auto tmp22 = tmp20 & tmp21;
                                    auto tmp23 = static_cast<float>(0.0);
                                    auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                    auto tmp28 = tmp3 + tmp27;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp28);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x3;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<bool>(true);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp10.template cast<int32_t,1>();
                                auto tmp15 = tmp13 & tmp14;
                                auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                auto tmp20 = tmp15.template cast<int32_t,1>();
                                auto tmp21 = tmp19.template cast<int32_t,1>();
                                auto tmp22 = tmp20 & tmp21;
                                auto tmp23 = static_cast<float>(0.0);
                                auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                auto tmp28 = tmp3 + tmp27;
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = tmp31.exp();
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1536L + x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_9 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const float* in_ptr0,
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
                       const float* in_ptr15,
                       const float* in_ptr16,
                       const float* in_ptr17,
                       const float* in_ptr18,
                       const float* in_ptr19,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = tmp0 + tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            tmp_acc1_vec = tmp_acc1_vec + tmp3;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp3 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp12 = in_ptr7[static_cast<int64_t>(x0)];
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_out_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp19 = in_ptr9[static_cast<int64_t>(x0)];
                            auto tmp22 = in_ptr10[static_cast<int64_t>(x0)];
                            auto tmp26 = in_ptr11[static_cast<int64_t>(x0)];
                            auto tmp29 = in_ptr12[static_cast<int64_t>(x0)];
                            auto tmp35 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp37 = at::vec::Vectorized<float>::loadu(in_ptr14 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp39 = at::vec::Vectorized<float>::loadu(in_ptr15 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp41 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp43 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr18 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp47 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = tmp0 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp6 - tmp10;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 + tmp8;
                            auto tmp18 = tmp16 + tmp17;
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 - tmp20;
                            auto tmp23 = 1 / std::sqrt(tmp22);
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp21 * tmp24;
                            auto tmp27 = at::vec::Vectorized<float>(tmp26);
                            auto tmp28 = tmp16 - tmp27;
                            auto tmp30 = static_cast<float>(1e-05);
                            auto tmp31 = float(tmp29 + tmp30);
                            auto tmp32 = 1 / std::sqrt(tmp31);
                            auto tmp33 = at::vec::Vectorized<float>(tmp32);
                            auto tmp34 = tmp28 * tmp33;
                            auto tmp36 = tmp34 * tmp35;
                            auto tmp38 = tmp36 + tmp37;
                            auto tmp40 = tmp14 * tmp39;
                            auto tmp42 = tmp40 + tmp41;
                            auto tmp44 = tmp25 * tmp43;
                            auto tmp46 = tmp44 + tmp45;
                            auto tmp48 = tmp47 * tmp43;
                            auto tmp49 = tmp48 * tmp25;
                            tmp8.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp14.store(out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp25.store(in_out_ptr3 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp38.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp42.store(out_ptr5 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp46.store(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp48;
                            tmp_acc1_vec = tmp_acc1_vec + tmp49;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr7[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr8[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = in_ptr10[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr7[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_out_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr8[static_cast<int64_t>(x0)];
                        auto tmp1 = 1 / std::sqrt(tmp0);
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp11 - tmp15;
                        auto tmp17 = at::vec::Vectorized<float>(tmp3);
                        auto tmp18 = tmp17 * tmp16;
                        tmp18.store(out_ptr9 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr19 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_10 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
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


cpp_fused_add_mul_pow_tanh_tanh_backward_view_11 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3145728L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3145728L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0 * tmp0;
                    auto tmp2 = tmp1 * tmp0;
                    auto tmp3 = static_cast<float>(0.044715);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp0 + tmp5;
                    auto tmp7 = static_cast<float>(0.7978845608028654);
                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                    auto tmp9 = tmp6 * tmp8;
                    auto tmp10 = tmp9.tanh();
                    auto tmp12 = static_cast<float>(0.5);
                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                    auto tmp14 = tmp0 * tmp13;
                    auto tmp15 = tmp11 * tmp14;
                    auto tmp16 = tmp10 * tmp10;
                    auto tmp17 = static_cast<float>(1.0);
                    auto tmp18 = at::vec::Vectorized<float>(tmp17);
                    auto tmp19 = tmp18 - tmp16;
                    auto tmp20 = tmp15 * tmp19;
                    auto tmp21 = tmp20 * tmp8;
                    auto tmp22 = tmp21 * tmp4;
                    auto tmp23 = static_cast<float>(3.0);
                    auto tmp24 = at::vec::Vectorized<float>(tmp23);
                    auto tmp25 = tmp1 * tmp24;
                    auto tmp26 = tmp22 * tmp25;
                    auto tmp27 = tmp21 + tmp26;
                    auto tmp28 = tmp10 + tmp18;
                    auto tmp29 = tmp11 * tmp28;
                    auto tmp30 = tmp29 * tmp13;
                    auto tmp31 = tmp27 + tmp30;
                    tmp31.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_12 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
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
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 3072L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = static_cast<float>(1e-05);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp8 * tmp13;
                            auto tmp15 = tmp2 * tmp14;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp15;
                            tmp_acc2_vec = tmp_acc2_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                tmp_acc2 = tmp_acc2 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc2_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc2);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp12 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp18 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp23 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp30 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp33 = in_ptr7[static_cast<int64_t>(x0)];
                        auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp38 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(1e-05);
                        auto tmp3 = float(tmp1 + tmp2);
                        auto tmp4 = 1 / std::sqrt(tmp3);
                        auto tmp5 = static_cast<float>(768.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp9 = tmp7 * tmp8;
                        auto tmp10 = at::vec::Vectorized<float>(tmp5);
                        auto tmp11 = tmp9 * tmp10;
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 - tmp13;
                        auto tmp17 = tmp15 + tmp16;
                        auto tmp19 = at::vec::Vectorized<float>(tmp18);
                        auto tmp20 = tmp17 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp4);
                        auto tmp22 = tmp20 * tmp21;
                        auto tmp24 = at::vec::Vectorized<float>(tmp23);
                        auto tmp25 = tmp22 * tmp24;
                        auto tmp26 = tmp14 - tmp25;
                        auto tmp27 = at::vec::Vectorized<float>(tmp6);
                        auto tmp28 = tmp27 * tmp26;
                        auto tmp29 = tmp0 + tmp28;
                        auto tmp31 = at::vec::Vectorized<float>(tmp30);
                        auto tmp32 = tmp16 - tmp31;
                        auto tmp34 = at::vec::Vectorized<float>(tmp33);
                        auto tmp35 = tmp32 * tmp34;
                        auto tmp37 = tmp35 * tmp36;
                        auto tmp39 = tmp37 + tmp38;
                        tmp29.store(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0));
                        tmp39.store(out_ptr4 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_split_transpose_view_13 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(768L + x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(2304L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 128L*x1 + 128L*x1_inner + 98304L*x0));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_14 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                    auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = static_cast<float>(0.125);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = x3;
                                    auto tmp5 = c10::convert<int64_t>(tmp4);
                                    auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                    auto tmp7 = x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                    auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                    auto tmp11 = static_cast<bool>(true);
                                    auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                    auto tmp13 = tmp12.template cast<int32_t,1>();
                                    auto tmp14 = tmp10.template cast<int32_t,1>();
                                    auto tmp15 = tmp13 & tmp14;
                                    auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                    auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                    auto tmp20 = tmp15.template cast<int32_t,1>();
                                    auto tmp21 = tmp19.template cast<int32_t,1>();
                                    auto tmp22 = tmp20 & tmp21;
                                    auto tmp23 = static_cast<float>(0.0);
                                    auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                    auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                    auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                    auto tmp28 = tmp3 + tmp27;
                                    tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp28);
                                }
                            }
                        }
                        tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                        out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)] = static_cast<float>(tmp_acc0);
                    }
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(128L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0), static_cast<int64_t>(8));
                                auto tmp16 = in_ptr1[static_cast<int64_t>(x2 + 128L*x0)];
                                auto tmp17 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 128L*x0), static_cast<int64_t>(8));
                                auto tmp29 = out_ptr0[static_cast<int64_t>(x2 + 128L*x1 + 1536L*x0)];
                                auto tmp1 = static_cast<float>(0.125);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 * tmp2;
                                auto tmp4 = x3;
                                auto tmp5 = c10::convert<int64_t>(tmp4);
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::arange(tmp5, 1);
                                auto tmp7 = x2;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = at::vec::VecMask<int64_t,2>(tmp6 <= tmp9);
                                auto tmp11 = static_cast<bool>(true);
                                auto tmp12 = at::vec::VecMask<float,1>::from(tmp11);
                                auto tmp13 = tmp12.template cast<int32_t,1>();
                                auto tmp14 = tmp10.template cast<int32_t,1>();
                                auto tmp15 = tmp13 & tmp14;
                                auto tmp18 = at::vec::VectorizedN<int64_t,2>(tmp16);
                                auto tmp19 = at::vec::VecMask<int64_t,2>(tmp18 == tmp17);
                                auto tmp20 = tmp15.template cast<int32_t,1>();
                                auto tmp21 = tmp19.template cast<int32_t,1>();
                                auto tmp22 = tmp20 & tmp21;
                                auto tmp23 = static_cast<float>(0.0);
                                auto tmp24 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp25 = at::vec::Vectorized<float>(tmp23);
                                auto tmp26 = at::vec::Vectorized<float>(tmp24);
                                auto tmp27 = decltype(tmp25)::blendv(tmp26, tmp25, tmp22.template cast<float,1>());
                                auto tmp28 = tmp3 + tmp27;
                                auto tmp30 = at::vec::Vectorized<float>(tmp29);
                                auto tmp31 = tmp28 - tmp30;
                                auto tmp32 = tmp31.exp();
                                tmp32.store(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 16384L*x1 + 196608L*x0));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(1536L + x3 + 64L*x1 + 2304L*x2 + 294912L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused_clone_transpose_view_15 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused__softmax__softmax_backward_data_mul_view_16 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    auto in_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp5 = tmp4 * tmp3;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp4 = tmp3 * tmp0;
                        auto tmp5 = at::vec::Vectorized<float>(tmp2);
                        auto tmp6 = fmadd(tmp1, tmp5, tmp4);
                        auto tmp7 = static_cast<float>(0.125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp9.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_clone_transpose_view_17 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*x1 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(64L))) + 98304L*x0 + ((static_cast<int64_t>(x2) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 2304L*x1 + 294912L*x0));
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


cpp_fused__unsafe_view_cat_clone_transpose_view_18 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 98304L*x0), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 2304L*x1 + 2304L*x1_inner + 294912L*x0));
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_19 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                float tmp_acc3 = 0;
                at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp15 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp18 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = static_cast<float>(1e-05);
                            auto tmp9 = float(tmp7 + tmp8);
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp6 * tmp11;
                            auto tmp13 = tmp0 * tmp12;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp2 - tmp16;
                            auto tmp19 = at::vec::Vectorized<float>(tmp18);
                            auto tmp20 = tmp17 * tmp19;
                            auto tmp21 = tmp14 * tmp20;
                            tmp_acc0_vec = tmp_acc0_vec + tmp13;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp21;
                            tmp_acc3_vec = tmp_acc3_vec + tmp14;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 2304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp7 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp2 * tmp9;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp10;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp18 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp16 = at::vec::Vectorized<float>(tmp1);
                        auto tmp17 = tmp15 * tmp16;
                        auto tmp19 = at::vec::Vectorized<float>(tmp18);
                        auto tmp20 = tmp17 * tmp19;
                        auto tmp21 = tmp11 - tmp20;
                        auto tmp22 = at::vec::Vectorized<float>(tmp3);
                        auto tmp23 = tmp22 * tmp21;
                        auto tmp24 = tmp0 + tmp23;
                        tmp24.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 3072L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp11 - tmp15;
                        auto tmp17 = at::vec::Vectorized<float>(tmp3);
                        auto tmp18 = tmp17 * tmp16;
                        auto tmp19 = tmp0 + tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_sum_transpose_view_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x1 + 768L*x2 + 98304L*x0), static_cast<int64_t>(8));
                                tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 8192L*x1 + 98304L*x0));
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


cpp_fused__softmax_backward_data_mul_view_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp4 = tmp3 * tmp0;
                        auto tmp5 = at::vec::Vectorized<float>(tmp2);
                        auto tmp6 = fmadd(tmp1, tmp5, tmp4);
                        auto tmp7 = static_cast<float>(0.125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp9.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_cat_clone_transpose_view_24 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L*x1 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(64L))) + 98304L*x0 + ((static_cast<int64_t>(x2) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 2304L*x1 + 294912L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x1 + 128L*x2 + 98304L*x0), static_cast<int64_t>(128L), tmp0, static_cast<int64_t>(8));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                tmp1.store(out_ptr1 + static_cast<int64_t>(x2 + 2304L*x1 + 2304L*x1_inner + 294912L*x0));
                            }
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(64L*x1 + 8192L*(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(64L))) + 98304L*x0 + ((static_cast<int64_t>(x2) % static_cast<int64_t>(64L)))), static_cast<int64_t>(8));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x2 + 2304L*x1 + 294912L*x0));
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


cpp_fused_add_native_layer_norm_backward_sum_view_25 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 2304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp11 - tmp15;
                        auto tmp17 = at::vec::Vectorized<float>(tmp3);
                        auto tmp18 = tmp17 * tmp16;
                        auto tmp19 = tmp0 + tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_26 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 3072L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp9 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp15 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = tmp12 + tmp13;
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp18 = at::vec::Vectorized<float>(tmp1);
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp3);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp0 + tmp25;
                        tmp26.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax_backward_data_mul_view_27 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.neg();
                        auto tmp4 = tmp3 * tmp0;
                        auto tmp5 = at::vec::Vectorized<float>(tmp2);
                        auto tmp6 = fmadd(tmp1, tmp5, tmp4);
                        auto tmp7 = static_cast<float>(0.125);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        tmp9.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_28 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                float tmp_acc3 = 0;
                at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = tmp1 + tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 - tmp5;
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp0 * tmp9;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp2 - tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp11 * tmp17;
                            tmp_acc0_vec = tmp_acc0_vec + tmp10;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp18;
                            tmp_acc3_vec = tmp_acc3_vec + tmp11;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_unsqueeze_view_29 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const int64_t* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto in_ptr1 = in_out_ptr1;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3072L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 3072L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3072L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp1 = in_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp2 = tmp1;
                                auto tmp3 = c10::convert<int64_t>(tmp2);
                                TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*tmp1), static_cast<int64_t>(8));
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp0 + tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
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
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(768.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                                auto tmp1 = in_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                                auto tmp9 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                                auto tmp2 = tmp1;
                                auto tmp3 = c10::convert<int64_t>(tmp2);
                                TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*tmp1), static_cast<int64_t>(8));
                                auto tmp7 = tmp5 + tmp6;
                                auto tmp8 = tmp0 + tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 - tmp10;
                                auto tmp12 = tmp11 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr2[static_cast<int64_t>(x1 + 128L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(768L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0), static_cast<int64_t>(8));
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp9 = in_out_ptr0[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp12 = out_ptr2[static_cast<int64_t>(x1 + 128L*x0)];
                            auto tmp2 = tmp1;
                            auto tmp3 = c10::convert<int64_t>(tmp2);
                            TORCH_CHECK((0 <= tmp3) & (tmp3 < 50257L), "index out of bounds: 0 <= tmp3 < 50257L");
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 768L*tmp1), static_cast<int64_t>(8));
                            auto tmp7 = tmp5 + tmp6;
                            auto tmp8 = tmp0 + tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp13 = static_cast<float>(768.0);
                            auto tmp14 = tmp12 / tmp13;
                            auto tmp15 = static_cast<float>(1e-05);
                            auto tmp16 = float(tmp14 + tmp15);
                            auto tmp17 = 1 / std::sqrt(tmp16);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp11 * tmp18;
                            tmp19.store(in_out_ptr1 + static_cast<int64_t>(x2 + 768L*x1 + 98304L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr4[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = float(tmp3 + tmp4);
                        auto tmp6 = 1 / std::sqrt(tmp5);
                        auto tmp7 = tmp6 / tmp2;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp11 = at::vec::Vectorized<float>(tmp2);
                        auto tmp12 = tmp10 * tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp15 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp7);
                        auto tmp22 = tmp21 * tmp20;
                        auto tmp23 = tmp0 + tmp22;
                        tmp23.store(in_out_ptr2 + static_cast<int64_t>(x1 + 768L*x0));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_embedding_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_unsqueeze_view_30 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const int64_t*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const int64_t* in_ptr5,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 2304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2304L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(38597376L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(38597376L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr3[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp13 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp17 = out_ptr3[static_cast<int64_t>(x0)];
                        auto tmp24 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(768.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = static_cast<float>(1e-05);
                        auto tmp5 = float(tmp3 + tmp4);
                        auto tmp6 = 1 / std::sqrt(tmp5);
                        auto tmp7 = tmp6 / tmp2;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp11 = at::vec::Vectorized<float>(tmp2);
                        auto tmp12 = tmp10 * tmp11;
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 - tmp14;
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp15 - tmp19;
                        auto tmp21 = at::vec::Vectorized<float>(tmp7);
                        auto tmp22 = tmp21 * tmp20;
                        auto tmp23 = tmp0 + tmp22;
                        auto tmp25 = static_cast<int64_t>(50256);
                        auto tmp26 = min_propagate_nan(tmp25, tmp24);
                        auto tmp27 = static_cast<int64_t>(-50257);
                        auto tmp28 = max_propagate_nan(tmp27, tmp26);
                        auto tmp29 = 50257L;
                        auto tmp30 = c10::convert<int64_t>(tmp29);
                        auto tmp31 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp28) + static_cast<std::make_unsigned_t<int64_t>>(tmp30));
                        auto tmp32 = tmp28 < 0;
                        auto tmp33 = tmp32 ? tmp31 : tmp28;
                        auto tmp34 = static_cast<int64_t>(0);
                        auto tmp35 = tmp24 >= tmp34;
                        auto tmp36 = static_cast<int64_t>(50257);
                        auto tmp37 = tmp24 < tmp36;
                        auto tmp38 = decltype(tmp35)(tmp35 & tmp37);
                        auto tmp39 = static_cast<int64_t>(-1);
                        auto tmp40 = tmp24 != tmp39;
                        auto tmp41 = decltype(tmp38)(tmp38 & tmp40);
                        auto tmp42 = static_cast<float>(0.0);
                        auto tmp43 = at::vec::VecMask<float,1>::from(tmp41);
                        auto tmp44 = at::vec::Vectorized<float>(tmp42);
                        auto tmp45 = decltype(tmp23)::blendv(tmp44, tmp23, tmp43.template cast<float,1>());
                        tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 768L*x0));
                        (tmp45 + at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp33))).store(out_ptr1 + static_cast<int64_t>(x1 + 768L*tmp33));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(768L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 768L*x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 * tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(768L)))
                {
                    tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(98304L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 98304L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(98304L)))
                {
                    tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(786432L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(786432L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(768L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(768L)))
                    {
                        auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x1 + 768L*x0), static_cast<int64_t>(8));
                        auto tmp0 = x0;
                        auto tmp1 = c10::convert<int64_t>(tmp0);
                        auto tmp2 = static_cast<int64_t>(0);
                        auto tmp3 = tmp1 >= tmp2;
                        auto tmp4 = static_cast<int64_t>(1024);
                        auto tmp5 = tmp1 < tmp4;
                        auto tmp6 = decltype(tmp3)(tmp3 & tmp5);
                        auto tmp7 = static_cast<int64_t>(-1);
                        auto tmp8 = tmp1 != tmp7;
                        auto tmp9 = decltype(tmp6)(tmp6 & tmp8);
                        auto tmp11 = static_cast<float>(0.0);
                        auto tmp12 = at::vec::VecMask<float,1>::from(tmp9);
                        auto tmp13 = at::vec::Vectorized<float>(tmp11);
                        auto tmp14 = decltype(tmp10)::blendv(tmp13, tmp10, tmp12.template cast<float,1>());
                        (tmp14 + at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x1 + 768L*std::max(static_cast<int64_t>(-1024L), static_cast<int64_t>(std::min(static_cast<int64_t>(1023L), static_cast<int64_t>(x0))))))).store(out_ptr7 + static_cast<int64_t>(x1 + 768L*std::max(static_cast<int64_t>(-1024L), static_cast<int64_t>(std::min(static_cast<int64_t>(1023L), static_cast<int64_t>(x0))))));
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
        primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_12, primals_13, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_40, primals_41, primals_42, primals_43, primals_46, primals_47, primals_48, primals_49, primals_52, primals_53, primals_51, primals_45, primals_39, primals_27, primals_15, clone_2, add_9, mul_8, addmm_3, rsqrt_2, getitem_11, rsqrt_3, mul_17, addmm_7, getitem_15, rsqrt_4, rsqrt_5, mul_26, addmm_11, rsqrt_6, addmm_13, getitem_26, getitem_27, mul_35, addmm_15, getitem_29, add_40, sub_16, convert_element_type, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((primals_1, tangents_1, convert_element_type), ((8, 128), (), ()), ((128, 1), (), ()), 'input')
        buf0 = empty_strided_cpu((1016, 1), (1, 1016), torch.float32)
        assert_size_stride(sub_16, (1016, 50257), (50257, 1), 'input')
        buf1 = empty_strided_cpu((8, 128, 50257), (6432896, 50257, 1), torch.float32)
        buf4 = empty_strided_cpu((8, 129), (129, 1), torch.int64)
        buf2 = reinterpret_tensor(buf4, (8, 1), (129, 1), 0)  # alias
        buf3 = reinterpret_tensor(buf4, (8, 128), (129, 1), 1)  # alias
        buf5 = empty_strided_cpu((8, 128), (128, 1), torch.int64)
        cpp_fused__log_softmax_backward_data__unsafe_view_add_arange_cat_clone_cumsum_eq_expand_ne_nll_loss_backward_scalar_tensor_slice_slice_backward_sub_unsqueeze_view_0(primals_1, tangents_1, convert_element_type, sub_16, buf4, buf0, buf1, buf2, buf3, buf5)
        del buf0
        del buf2
        del buf3
        del buf4
        del convert_element_type
        del sub_16
        del tangents_1
        # Topologically Sorted Source Nodes: [position_diff, ne, packed_sequence_mask], Original ATen: [aten.slice, aten.sub, aten.ne, aten.cumsum]
        buf6 = torch.ops.aten.cumsum.default(buf5, dim=-1, dtype=torch.int64)
        assert_tensor_metadata(buf6, (8, 128), (128, 1), torch.int64, 'torch.ops.aten.cumsum.default')
        assert_alignment(buf6, 16, 'torch.ops.aten.cumsum.default')
        del buf5
        assert_size_stride_grouped((primals_2, primals_3), ((50257, 768), (1024, 768)), ((768, 1), (768, 1)), 'input')
        buf7 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf8 = buf7; del buf7  # reuse
        buf9 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf10 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_4, primals_5), ((768, ), (768, )), ((1, ), (1, )), 'input')
        buf11 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_6, primals_7), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_unsqueeze_1(buf8, primals_1, primals_2, primals_3, primals_4, primals_5, buf9, buf10, buf11)
        del primals_5
        buf12 = empty_strided_cpu((1024, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_2, view_1, x], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_6, reinterpret_tensor(buf11, (1024, 768), (768, 1), 0), primals_7, alpha=1, beta=1, out=buf12)
        del primals_6
        buf13 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        buf14 = empty_strided_cpu((8, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_2(buf12, buf13, buf14)
        buf15 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, view_5, query_states_1, transpose_3, matmul], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf13, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf14, (96, 64, 128), (8192, 128, 1), 0), out=buf15)
        buf16 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf17 = reinterpret_tensor(buf15, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf15  # reuse
        buf18 = empty_strided_cpu((8, 12, 128, 1), (1536, 128, 1, 12288), torch.float32)
        buf19 = buf17; del buf17  # reuse
        assert_size_stride(clone_2, (8, 12, 128, 64), (98304, 8192, 64, 1), 'input')
        cpp_fused__softmax_add_arange_bitwise_and_eq_expand_index_le_mul_new_ones_scalar_tensor_unsqueeze_view_where_zeros_3(buf19, buf6, buf16, buf18)
        buf20 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_weights_2, attn_output], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf19, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(clone_2, (96, 128, 64), (8192, 64, 1), 0), out=buf20)
        buf21 = empty_strided_cpu((8, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
        assert_size_stride_grouped((primals_8, primals_9), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_4(buf20, buf21)
        buf22 = reinterpret_tensor(buf20, (1024, 768), (768, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [attn_output, attn_output_1, reshape, view_6, x_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_8, reinterpret_tensor(buf21, (1024, 768), (768, 1), 0), primals_9, alpha=1, beta=1, out=buf22)
        del primals_8
        assert_size_stride(addmm_3, (1024, 768), (768, 1), 'input')
        buf23 = reinterpret_tensor(addmm_3, (8, 128, 768), (98304, 768, 1), 0); del addmm_3  # reuse
        assert_size_stride_grouped((rsqrt_2, primals_16, primals_17), ((8, 128, 1), (768, ), (768, )), ((128, 1, 1), (1, ), (1, )), 'input')
        buf24 = buf8; del buf8  # reuse
        buf25 = buf24; del buf24  # reuse
        buf27 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_18, primals_19), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_embedding_native_layer_norm_unsqueeze_view_5(buf23, buf25, buf22, primals_1, primals_2, primals_3, rsqrt_2, primals_16, primals_17, buf27)
        del primals_17
        buf28 = buf12; del buf12  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_8, view_12, x_8], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_18, reinterpret_tensor(buf27, (1024, 768), (768, 1), 0), primals_19, alpha=1, beta=1, out=buf28)
        del primals_18
        buf29 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        buf30 = empty_strided_cpu((8, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_2(buf28, buf29, buf30)
        buf31 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, view_16, query_states_3, transpose_8, matmul_2], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf29, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf30, (96, 64, 128), (8192, 128, 1), 0), out=buf31)
        buf32 = buf18; del buf18  # reuse
        buf33 = reinterpret_tensor(buf31, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf31  # reuse
        buf34 = buf16; del buf16  # reuse
        buf35 = buf33; del buf33  # reuse
        assert_size_stride(getitem_11, (8, 128, 768), (294912, 2304, 1), 'input')
        buf36 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_transpose_unsqueeze_view_where_zeros_6(buf35, buf6, getitem_11, buf32, buf34, buf36)
        del getitem_11
        buf37 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_15, value_states_3, attn_weights_7, attn_output_4], Original ATen: [aten.view, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf35, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf36, (96, 128, 64), (8192, 64, 1), 0), out=buf37)
        buf38 = empty_strided_cpu((8, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
        assert_size_stride_grouped((primals_20, primals_21), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_4(buf37, buf38)
        buf39 = reinterpret_tensor(buf37, (1024, 768), (768, 1), 0); del buf37  # reuse
        # Topologically Sorted Source Nodes: [attn_output_4, attn_output_5, reshape_1, view_17, x_10], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_20, reinterpret_tensor(buf38, (1024, 768), (768, 1), 0), primals_21, alpha=1, beta=1, out=buf39)
        del primals_20
        assert_size_stride_grouped((addmm_7, getitem_15, rsqrt_4, primals_28, primals_29), ((1024, 768), (8, 128, 1), (8, 128, 1), (768, ), (768, )), ((768, 1), (128, 1, 1), (128, 1, 1), (1, ), (1, )), 'input')
        buf40 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf41 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        assert_size_stride_grouped((primals_30, primals_31), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_native_layer_norm_view_7(buf39, buf23, addmm_7, getitem_15, rsqrt_4, primals_28, primals_29, buf40, buf41)
        del getitem_15
        del primals_29
        buf42 = buf28; del buf28  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_14, view_23, x_16], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_30, reinterpret_tensor(buf41, (1024, 768), (768, 1), 0), primals_31, alpha=1, beta=1, out=buf42)
        del primals_30
        buf43 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        buf44 = empty_strided_cpu((8, 12, 64, 128), (98304, 8192, 128, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_2(buf42, buf43, buf44)
        buf45 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, view_27, query_states_5, transpose_13, matmul_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf43, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf44, (96, 64, 128), (8192, 128, 1), 0), out=buf45)
        buf46 = buf34; del buf34  # reuse
        buf47 = reinterpret_tensor(buf45, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf45  # reuse
        buf48 = buf32; del buf32  # reuse
        buf49 = buf47; del buf47  # reuse
        buf50 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_8(buf49, buf6, buf42, buf46, buf48, buf50)
        buf51 = empty_strided_cpu((96, 128, 64), (8192, 64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_17, split_2, view_26, value_states_5, attn_weights_12, attn_output_8], Original ATen: [aten.view, aten.split, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf49, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf50, (96, 128, 64), (8192, 64, 1), 0), out=buf51)
        buf52 = empty_strided_cpu((8, 128, 12, 64), (98304, 768, 64, 1), torch.float32)
        assert_size_stride_grouped((primals_32, primals_33), ((768, ), (768, 768)), ((1, ), (768, 1)), 'input')
        cpp_fused_clone_transpose_view_4(buf51, buf52)
        buf53 = reinterpret_tensor(buf51, (1024, 768), (768, 1), 0); del buf51  # reuse
        # Topologically Sorted Source Nodes: [attn_output_8, attn_output_9, reshape_2, view_28, x_18], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.addmm]
        extern_kernels.addmm(primals_32, reinterpret_tensor(buf52, (1024, 768), (768, 1), 0), primals_33, alpha=1, beta=1, out=buf53)
        del primals_32
        buf56 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, reshape_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, logits, permute_23, mm_2], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (1024, 50257), (50257, 1), 0), primals_2, out=buf56)
        assert_size_stride_grouped((rsqrt_3, primals_22, primals_23, addmm_11, rsqrt_5, addmm_13, addmm_15, getitem_29, add_40, getitem_27, getitem_26, primals_46, primals_47, primals_34, primals_35, primals_52, primals_53), ((8, 128, 1), (768, ), (768, ), (1024, 768), (8, 128, 1), (1024, 768), (1024, 768), (8, 128, 1), (8, 128, 1), (8, 128, 1), (8, 128, 1), (768, ), (768, ), (768, ), (768, ), (768, ), (768, )), ((128, 1, 1), (1, ), (1, ), (768, 1), (128, 1, 1), (768, 1), (768, 1), (128, 1, 1), (128, 1, 1), (128, 1, 1), (128, 1, 1), (1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf117 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf158 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf118 = buf117; del buf117  # reuse
        buf159 = buf158; del buf158  # reuse
        buf161 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf54 = reinterpret_tensor(addmm_11, (8, 128, 768), (98304, 768, 1), 0); del addmm_11  # reuse
        buf120 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf55 = reinterpret_tensor(addmm_15, (8, 128, 768), (98304, 768, 1), 0); del addmm_15  # reuse
        buf65 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf121 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf240 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf57 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf58 = empty_strided_cpu((8, 128, 1), (128, 1, 1024), torch.float32)
        buf59 = empty_strided_cpu((8, 128, 768), (98304, 768, 1), torch.float32)
        buf60 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf61 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_51, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_9(buf118, buf159, buf54, buf55, buf53, buf39, buf23, addmm_7, rsqrt_3, primals_22, primals_23, rsqrt_5, addmm_13, getitem_29, add_40, getitem_27, getitem_26, primals_46, primals_47, primals_34, primals_35, primals_52, primals_53, buf56, buf161, buf120, buf65, buf121, buf240, buf57, buf58, buf59, buf60, buf61)
        del add_40
        del addmm_7
        del buf55
        del getitem_29
        del primals_23
        del primals_35
        del primals_47
        del primals_52
        del primals_53
        buf62 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_82, permute_25, mm_3], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_51, (768, 3072), (1, 768), 0), out=buf62)
        del primals_51
        assert_size_stride(mul_35, (8, 128, 3072), (393216, 3072, 1), 'input')
        buf63 = reinterpret_tensor(buf42, (3072, 768), (768, 1), 0); del buf42  # reuse
        # Topologically Sorted Source Nodes: [view_82, view_43, permute_26, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(mul_35, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf59, (1024, 768), (768, 1), 0), out=buf63)
        del mul_35
        buf64 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_48, primals_49), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_sum_view_10(buf59, buf64)
        buf66 = empty_strided_cpu((1024, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, hidden_states_22, view_41, x_28], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(primals_48, reinterpret_tensor(buf65, (1024, 768), (768, 1), 0), primals_49, alpha=1, beta=1, out=buf66)
        del primals_48
        buf68 = reinterpret_tensor(buf62, (8, 128, 3072), (393216, 3072, 1), 0); del buf62  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_11(buf68, buf66)
        buf69 = buf56; del buf56  # reuse
        # Topologically Sorted Source Nodes: [view_84, x_29, mul_16, mul_47, add_22, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, permute_27, mm_5], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf68, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_49, (3072, 768), (1, 3072), 0), out=buf69)
        del primals_49
        buf70 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_27, hidden_states_21, view_84, hidden_states_22, view_41, x_29, mul_16, mul_47, add_22, mul_48, mul_49, sub_21, mul_50, mul_51, mul_52, pow_5, mul_53, mul_54, add_42, mul_55, add_43, view_85, permute_28, mm_6], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.mul, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf65, (768, 1024), (1, 768), 0), reinterpret_tensor(buf68, (1024, 3072), (3072, 1), 0), out=buf70)
        buf71 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        assert_size_stride_grouped((rsqrt_6, primals_40, primals_41), ((8, 128, 1), (768, ), (768, )), ((128, 1, 1), (1, ), (1, )), 'input')
        buf72 = buf58; del buf58  # reuse
        buf73 = buf57; del buf57  # reuse
        buf78 = buf118; del buf118  # reuse
        buf79 = buf78; del buf78  # reuse
        buf76 = buf59; del buf59  # reuse
        buf81 = buf65; del buf65  # reuse
        assert_size_stride_grouped((primals_42, primals_43), ((2304, ), (768, 2304)), ((1, ), (2304, 1)), 'input')
        cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_12(buf79, buf76, buf68, buf69, primals_46, addmm_13, buf54, getitem_27, getitem_26, rsqrt_6, primals_40, primals_41, buf71, buf72, buf73, buf81)
        del primals_41
        del primals_46
        buf82 = empty_strided_cpu((1024, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_20, view_34, x_24], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_42, reinterpret_tensor(buf81, (1024, 768), (768, 1), 0), primals_43, alpha=1, beta=1, out=buf82)
        del primals_42
        buf84 = reinterpret_tensor(buf53, (8, 12, 64, 128), (98304, 8192, 128, 1), 0); del buf53  # reuse
        buf83 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused_clone_split_transpose_view_13(buf82, buf84, buf83)
        buf85 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, view_38, query_states_7, transpose_18, matmul_6], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf83, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf84, (96, 64, 128), (8192, 128, 1), 0), out=buf85)
        buf86 = buf48; del buf48  # reuse
        buf87 = reinterpret_tensor(buf85, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf85  # reuse
        buf90 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        assert_size_stride(primals_45, (768, 768), (768, 1), 'input')
        cpp_fused__softmax_add_arange_bitwise_and_clone_eq_expand_index_le_mul_new_ones_scalar_tensor_split_transpose_unsqueeze_view_where_zeros_14(buf87, buf6, buf82, buf86, buf90)
        del buf6
        buf77 = empty_strided_cpu((1024, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_88, permute_29, mm_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf76, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_45, (768, 768), (1, 768), 0), out=buf77)
        del primals_45
        buf95 = empty_strided_cpu((8, 12, 128, 64), (98304, 8192, 64, 1), torch.float32)
        cpp_fused_clone_transpose_view_15(buf77, buf95)
        buf97 = empty_strided_cpu((96, 128, 128), (16384, 128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_25, split_3, view_37, value_states_7, attn_output_12, view_90, view_91, permute_31, clone_18, view_92, permute_33, bmm_9], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf95, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf90, (96, 64, 128), (8192, 1, 64), 0), out=buf97)
        buf88 = buf86; del buf86  # reuse
        buf89 = buf87; del buf87  # reuse
        buf98 = buf46; del buf46  # reuse
        buf99 = reinterpret_tensor(buf97, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf97  # reuse
        cpp_fused__softmax__softmax_backward_data_mul_view_16(buf89, buf99, buf88, buf98)
        del buf88
        buf101 = reinterpret_tensor(buf77, (96, 128, 64), (8192, 64, 1), 0); del buf77  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_36, key_states_7, transpose_18, matmul_6, view_94, mul_63, neg_1, fma, mul_64, view_95, permute_35, bmm_11], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf99, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf84, (96, 128, 64), (8192, 1, 128), 0), out=buf101)
        del buf84
        buf105 = reinterpret_tensor(buf82, (8, 128, 2304), (294912, 2304, 1), 0); del buf82  # reuse
        buf102 = reinterpret_tensor(buf105, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_17(buf101, buf102)
        buf100 = reinterpret_tensor(buf101, (96, 64, 128), (8192, 128, 1), 0); del buf101  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_38, query_states_7, matmul_6, view_94, mul_63, neg_1, fma, mul_64, view_95, permute_34, bmm_10], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf83, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf99, (96, 128, 128), (16384, 128, 1), 0), out=buf100)
        del buf83
        del buf99
        buf103 = reinterpret_tensor(buf105, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_18(buf100, buf103)
        buf96 = reinterpret_tensor(buf100, (96, 128, 64), (8192, 64, 1), 0); del buf100  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_17, attn_output_12, view_90, view_91, permute_31, clone_18, view_92, permute_32, bmm_8], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf89, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf95, (96, 128, 64), (8192, 64, 1), 0), out=buf96)
        del buf95
        buf104 = reinterpret_tensor(buf105, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_17(buf96, buf104)
        del buf102
        del buf103
        del buf104
        buf106 = reinterpret_tensor(buf96, (1024, 768), (768, 1), 0); del buf96  # reuse
        # Topologically Sorted Source Nodes: [view_101, permute_40, mm_9], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf105, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_43, (2304, 768), (1, 2304), 0), out=buf106)
        del primals_43
        buf74 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf75 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf111 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf112 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_19(buf69, addmm_13, buf54, getitem_27, getitem_26, buf106, buf79, rsqrt_6, buf74, buf75, buf111, buf112)
        del addmm_13
        del getitem_26
        del getitem_27
        buf91 = reinterpret_tensor(buf69, (96, 128, 64), (8192, 64, 1), 0); del buf69  # reuse
        # Topologically Sorted Source Nodes: [x_25, split_3, view_37, value_states_7, attn_weights_17, attn_output_12], Original ATen: [aten.view, aten.split, aten.transpose, aten._softmax, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf89, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf90, (96, 128, 64), (8192, 64, 1), 0), out=buf91)
        buf92 = reinterpret_tensor(buf90, (8, 128, 12, 64), (98304, 768, 64, 1), 0); del buf90  # reuse
        cpp_fused_clone_transpose_view_4(buf91, buf92)
        del buf91
        buf93 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_88, attn_output_12, attn_output_13, reshape_3, view_39, permute_30, mm_8], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf92, (768, 1024), (1, 768), 0), reinterpret_tensor(buf76, (1024, 768), (768, 1), 0), out=buf93)
        del buf92
        buf94 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_10(buf76, buf94)
        buf107 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_20, view_34, view_101, permute_41, mm_10], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf81, (768, 1024), (1, 768), 0), reinterpret_tensor(buf105, (1024, 2304), (2304, 1), 0), out=buf107)
        del buf81
        buf108 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf109 = buf73; del buf73  # reuse
        buf110 = buf72; del buf72  # reuse
        buf113 = buf76; del buf76  # reuse
        assert_size_stride(primals_39, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_20(buf113, buf105, buf106, primals_40, buf54, buf79, rsqrt_6, buf108, buf109, buf110)
        del buf109
        del buf54
        del primals_40
        del rsqrt_6
        buf114 = reinterpret_tensor(buf68, (1024, 3072), (3072, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [view_104, permute_42, mm_11], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf113, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_39, (768, 3072), (1, 768), 0), out=buf114)
        del primals_39
        assert_size_stride(mul_26, (8, 128, 3072), (393216, 3072, 1), 'input')
        buf115 = reinterpret_tensor(buf105, (3072, 768), (768, 1), 0); del buf105  # reuse
        # Topologically Sorted Source Nodes: [view_104, view_32, permute_43, mm_12], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(mul_26, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf113, (1024, 768), (768, 1), 0), out=buf115)
        del mul_26
        buf116 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_36, primals_37), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_sum_view_10(buf113, buf116)
        buf122 = buf66; del buf66  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_16, view_30, x_20], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
        extern_kernels.addmm(primals_36, reinterpret_tensor(buf121, (1024, 768), (768, 1), 0), primals_37, alpha=1, beta=1, out=buf122)
        del primals_36
        buf124 = reinterpret_tensor(buf114, (8, 128, 3072), (393216, 3072, 1), 0); del buf114  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_11(buf124, buf122)
        buf125 = buf106; del buf106  # reuse
        # Topologically Sorted Source Nodes: [view_106, x_21, mul_11, mul_72, add_17, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, permute_44, mm_13], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf124, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_37, (3072, 768), (1, 3072), 0), out=buf125)
        del primals_37
        buf126 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_106, hidden_states_16, view_30, x_21, mul_11, mul_72, add_17, mul_73, mul_74, sub_28, mul_75, mul_76, mul_77, pow_6, mul_78, mul_79, add_46, mul_80, add_47, view_107, permute_45, mm_14], Original ATen: [aten.view, aten.native_layer_norm, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf121, (768, 1024), (1, 768), 0), reinterpret_tensor(buf124, (1024, 3072), (3072, 1), 0), out=buf126)
        del buf121
        buf127 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf128 = buf79; del buf79  # reuse
        buf129 = buf110; del buf110  # reuse
        buf132 = buf113; del buf113  # reuse
        buf130 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf131 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_mul_native_layer_norm_backward_pow_sum_tanh_backward_view_21(buf132, buf124, buf125, primals_34, buf120, rsqrt_5, buf127, buf128, buf129, buf130, buf131)
        del buf120
        del primals_34
        del rsqrt_5
        buf133 = buf125; del buf125  # reuse
        # Topologically Sorted Source Nodes: [view_110, permute_46, mm_15], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf132, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_33, (768, 768), (1, 768), 0), out=buf133)
        del primals_33
        buf134 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_8, attn_output_9, reshape_2, view_28, view_110, permute_47, mm_16], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf52, (768, 1024), (1, 768), 0), reinterpret_tensor(buf132, (1024, 768), (768, 1), 0), out=buf134)
        buf135 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf136 = reinterpret_tensor(buf52, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf52  # reuse
        cpp_fused_clone_sum_transpose_view_22(buf132, buf133, buf135, buf136)
        buf137 = reinterpret_tensor(buf133, (96, 128, 64), (8192, 64, 1), 0); del buf133  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_12, attn_output_8, view_112, view_113, permute_48, clone_21, view_114, permute_49, bmm_12], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf49, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf136, (96, 128, 64), (8192, 64, 1), 0), out=buf137)
        buf138 = reinterpret_tensor(buf89, (96, 128, 128), (16384, 128, 1), 0); del buf89  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_26, value_states_5, attn_output_8, view_112, view_113, permute_48, clone_21, view_114, permute_50, bmm_13], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf136, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf50, (96, 64, 128), (8192, 1, 64), 0), out=buf138)
        del buf136
        buf139 = buf98; del buf98  # reuse
        buf140 = buf49; del buf49  # reuse
        cpp_fused__softmax_backward_data_mul_view_23(buf140, buf138, buf139)
        del buf138
        buf141 = reinterpret_tensor(buf50, (96, 64, 128), (8192, 128, 1), 0); del buf50  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_27, query_states_5, matmul_4, view_116, mul_88, neg_2, fma_1, mul_89, view_117, permute_51, bmm_14], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf43, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf140, (96, 128, 128), (16384, 128, 1), 0), out=buf141)
        buf142 = reinterpret_tensor(buf43, (96, 128, 64), (8192, 64, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [x_17, split_2, view_25, key_states_5, transpose_13, matmul_4, view_116, mul_88, neg_2, fma_1, mul_89, view_117, permute_52, bmm_15], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf140, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf44, (96, 128, 64), (8192, 1, 128), 0), out=buf142)
        del buf44
        buf146 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf143 = reinterpret_tensor(buf146, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf144 = reinterpret_tensor(buf146, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf145 = reinterpret_tensor(buf146, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_24(buf142, buf141, buf137, buf143, buf144, buf145)
        del buf137
        del buf141
        del buf143
        del buf144
        del buf145
        buf147 = reinterpret_tensor(buf142, (1024, 768), (768, 1), 0); del buf142  # reuse
        # Topologically Sorted Source Nodes: [view_123, permute_57, mm_17], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf146, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_31, (2304, 768), (1, 2304), 0), out=buf147)
        del primals_31
        buf148 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_14, view_23, view_123, permute_58, mm_18], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf41, (768, 1024), (1, 768), 0), reinterpret_tensor(buf146, (1024, 2304), (2304, 1), 0), out=buf148)
        del buf41
        buf149 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf150 = buf129; del buf129  # reuse
        buf151 = buf128; del buf128  # reuse
        buf154 = buf132; del buf132  # reuse
        buf152 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf153 = empty_strided_cpu((768, ), (1, ), torch.float32)
        assert_size_stride(primals_27, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_backward_sum_view_25(buf154, buf146, buf147, primals_28, buf40, rsqrt_4, buf149, buf150, buf151, buf152, buf153)
        del primals_28
        del rsqrt_4
        buf155 = reinterpret_tensor(buf124, (1024, 3072), (3072, 1), 0); del buf124  # reuse
        # Topologically Sorted Source Nodes: [view_126, permute_59, mm_19], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf154, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_27, (768, 3072), (1, 768), 0), out=buf155)
        del primals_27
        assert_size_stride(mul_17, (8, 128, 3072), (393216, 3072, 1), 'input')
        buf156 = reinterpret_tensor(buf146, (3072, 768), (768, 1), 0); del buf146  # reuse
        # Topologically Sorted Source Nodes: [view_126, view_21, permute_60, mm_20], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(mul_17, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf154, (1024, 768), (768, 1), 0), out=buf156)
        del mul_17
        buf157 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_24, primals_25), ((3072, ), (768, 3072)), ((1, ), (3072, 1)), 'input')
        cpp_fused_sum_view_10(buf154, buf157)
        buf162 = buf122; del buf122  # reuse
        # Topologically Sorted Source Nodes: [x_11, hidden_states_9, hidden_states_10, view_19, x_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.addmm]
        extern_kernels.addmm(primals_24, reinterpret_tensor(buf161, (1024, 768), (768, 1), 0), primals_25, alpha=1, beta=1, out=buf162)
        del primals_24
        buf164 = reinterpret_tensor(buf155, (8, 128, 3072), (393216, 3072, 1), 0); del buf155  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_11(buf164, buf162)
        buf165 = reinterpret_tensor(buf40, (1024, 768), (768, 1), 0); del buf40  # reuse
        # Topologically Sorted Source Nodes: [view_128, x_13, mul_6, mul_97, add_12, mul_98, mul_99, sub_35, mul_100, mul_101, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, permute_61, mm_21], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf164, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_25, (3072, 768), (1, 3072), 0), out=buf165)
        del primals_25
        buf166 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_11, hidden_states_9, view_128, hidden_states_10, view_19, x_13, mul_6, mul_97, add_12, mul_98, mul_99, sub_35, mul_100, mul_101, mul_102, pow_7, mul_103, mul_104, add_50, mul_105, add_51, view_129, permute_62, mm_22], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.mul, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf161, (768, 1024), (1, 768), 0), reinterpret_tensor(buf164, (1024, 3072), (3072, 1), 0), out=buf166)
        buf167 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf168 = buf151; del buf151  # reuse
        buf169 = buf150; del buf150  # reuse
        buf172 = buf154; del buf154  # reuse
        cpp_fused_add_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_view_26(buf172, buf164, buf165, primals_22, buf39, buf23, buf159, rsqrt_3, buf167, buf168, buf169)
        del primals_22
        buf173 = reinterpret_tensor(buf161, (1024, 768), (768, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [view_132, permute_63, mm_23], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf172, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_21, (768, 768), (1, 768), 0), out=buf173)
        del primals_21
        buf176 = reinterpret_tensor(buf147, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf147  # reuse
        cpp_fused_clone_transpose_view_15(buf173, buf176)
        del buf173
        buf178 = reinterpret_tensor(buf140, (96, 128, 128), (16384, 128, 1), 0); del buf140  # reuse
        # Topologically Sorted Source Nodes: [view_15, value_states_3, attn_output_4, view_134, view_135, permute_65, clone_24, view_136, permute_67, bmm_17], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf176, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(buf36, (96, 64, 128), (8192, 1, 64), 0), out=buf178)
        buf179 = buf139; del buf139  # reuse
        buf180 = reinterpret_tensor(buf178, (8, 12, 128, 128), (196608, 16384, 128, 1), 0); del buf178  # reuse
        cpp_fused__softmax_backward_data_mul_view_27(buf180, buf35, buf179)
        buf182 = reinterpret_tensor(buf36, (96, 128, 64), (8192, 64, 1), 0); del buf36  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_14, key_states_3, transpose_8, matmul_2, view_138, mul_113, neg_3, fma_2, mul_114, view_139, permute_69, bmm_19], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf180, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf30, (96, 128, 64), (8192, 1, 128), 0), out=buf182)
        del buf30
        buf186 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf183 = reinterpret_tensor(buf186, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_17(buf182, buf183)
        buf181 = reinterpret_tensor(buf182, (96, 64, 128), (8192, 128, 1), 0); del buf182  # reuse
        # Topologically Sorted Source Nodes: [x_9, split_1, view_16, query_states_3, matmul_2, view_138, mul_113, neg_3, fma_2, mul_114, view_139, permute_68, bmm_18], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf29, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf180, (96, 128, 128), (16384, 128, 1), 0), out=buf181)
        del buf180
        del buf29
        buf184 = reinterpret_tensor(buf186, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_18(buf181, buf184)
        buf177 = reinterpret_tensor(buf181, (96, 128, 64), (8192, 64, 1), 0); del buf181  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_7, attn_output_4, view_134, view_135, permute_65, clone_24, view_136, permute_66, bmm_16], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf35, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf176, (96, 128, 64), (8192, 64, 1), 0), out=buf177)
        del buf176
        buf185 = reinterpret_tensor(buf186, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_17(buf177, buf185)
        del buf183
        del buf184
        del buf185
        buf187 = reinterpret_tensor(buf177, (1024, 768), (768, 1), 0); del buf177  # reuse
        # Topologically Sorted Source Nodes: [view_145, permute_74, mm_25], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf186, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_19, (2304, 768), (1, 2304), 0), out=buf187)
        del primals_19
        buf170 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf171 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf192 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf193 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_28(buf165, buf39, buf23, buf159, rsqrt_3, buf187, buf25, rsqrt_2, buf170, buf171, buf192, buf193)
        del buf165
        del buf39
        del rsqrt_3
        buf174 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_4, attn_output_5, reshape_1, view_17, view_132, permute_64, mm_24], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf38, (768, 1024), (1, 768), 0), reinterpret_tensor(buf172, (1024, 768), (768, 1), 0), out=buf174)
        del buf38
        buf175 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        cpp_fused_sum_view_10(buf172, buf175)
        buf188 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_8, view_12, view_145, permute_75, mm_26], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf27, (768, 1024), (1, 768), 0), reinterpret_tensor(buf186, (1024, 2304), (2304, 1), 0), out=buf188)
        del buf27
        buf189 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf190 = buf159; del buf159  # reuse
        buf191 = buf169; del buf169  # reuse
        buf194 = buf172; del buf172  # reuse
        assert_size_stride(primals_15, (3072, 768), (768, 1), 'input')
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_20(buf194, buf186, buf187, primals_16, buf23, buf25, rsqrt_2, buf189, buf190, buf191)
        del buf23
        del primals_16
        del rsqrt_2
        buf195 = reinterpret_tensor(buf164, (1024, 3072), (3072, 1), 0); del buf164  # reuse
        # Topologically Sorted Source Nodes: [view_148, permute_76, mm_27], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf194, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_15, (768, 3072), (1, 768), 0), out=buf195)
        del primals_15
        assert_size_stride(mul_8, (8, 128, 3072), (393216, 3072, 1), 'input')
        buf196 = reinterpret_tensor(buf186, (3072, 768), (768, 1), 0); del buf186  # reuse
        # Topologically Sorted Source Nodes: [view_148, view_10, permute_77, mm_28], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(mul_8, (3072, 1024), (1, 3072), 0), reinterpret_tensor(buf194, (1024, 768), (768, 1), 0), out=buf196)
        del mul_8
        buf197 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        assert_size_stride_grouped((primals_12, add_9, primals_13), ((3072, ), (8, 128, 768), (768, 3072)), ((1, ), (98304, 768, 1), (3072, 1)), 'input')
        cpp_fused_sum_view_10(buf194, buf197)
        buf198 = buf162; del buf162  # reuse
        # Topologically Sorted Source Nodes: [view_8, x_4], Original ATen: [aten.view, aten.addmm]
        extern_kernels.addmm(primals_12, reinterpret_tensor(add_9, (1024, 768), (768, 1), 0), primals_13, alpha=1, beta=1, out=buf198)
        del primals_12
        buf200 = reinterpret_tensor(buf195, (8, 128, 3072), (393216, 3072, 1), 0); del buf195  # reuse
        cpp_fused_add_mul_pow_tanh_tanh_backward_view_11(buf200, buf198)
        del buf198
        buf201 = buf187; del buf187  # reuse
        # Topologically Sorted Source Nodes: [view_150, x_5, mul_1, mul_122, add_7, mul_123, mul_124, sub_42, mul_125, mul_126, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, permute_78, mm_29], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf200, (1024, 3072), (3072, 1), 0), reinterpret_tensor(primals_13, (3072, 768), (1, 3072), 0), out=buf201)
        del primals_13
        buf202 = empty_strided_cpu((768, 3072), (3072, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_150, view_8, x_5, mul_1, mul_122, add_7, mul_123, mul_124, sub_42, mul_125, mul_126, mul_127, pow_8, mul_128, mul_129, add_54, mul_130, add_55, view_151, permute_79, mm_30], Original ATen: [aten.view, aten.mul, aten.add, aten.tanh_backward, aten.pow, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(add_9, (768, 1024), (1, 768), 0), reinterpret_tensor(buf200, (1024, 3072), (3072, 1), 0), out=buf202)
        del add_9
        buf203 = empty_strided_cpu((1, 3072), (3072, 1), torch.float32)
        buf205 = buf25; del buf25  # reuse
        buf206 = buf205; del buf205  # reuse
        buf207 = buf191; del buf191  # reuse
        buf208 = reinterpret_tensor(buf22, (8, 128, 768), (98304, 768, 1), 0); del buf22  # reuse
        assert_size_stride(primals_10, (768, ), (1, ), 'input')
        buf204 = buf190; del buf190  # reuse
        buf209 = buf168; del buf168  # reuse
        buf212 = buf194; del buf194  # reuse
        buf210 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf211 = empty_strided_cpu((768, ), (1, ), torch.float32)
        cpp_fused_add_embedding_mul_native_layer_norm_native_layer_norm_backward_pow_sum_tanh_backward_unsqueeze_view_29(buf206, buf208, buf212, buf200, primals_1, primals_2, primals_3, buf201, primals_10, buf203, buf207, buf204, buf209, buf210, buf211)
        del buf200
        del buf201
        del buf204
        del buf206
        del primals_10
        del primals_2
        del primals_3
        buf213 = reinterpret_tensor(buf208, (1024, 768), (768, 1), 0); del buf208  # reuse
        # Topologically Sorted Source Nodes: [view_154, permute_80, mm_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf212, (1024, 768), (768, 1), 0), reinterpret_tensor(primals_9, (768, 768), (1, 768), 0), out=buf213)
        del primals_9
        buf214 = empty_strided_cpu((768, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output, attn_output_1, reshape, view_6, view_154, permute_81, mm_32], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf21, (768, 1024), (1, 768), 0), reinterpret_tensor(buf212, (1024, 768), (768, 1), 0), out=buf214)
        buf215 = empty_strided_cpu((1, 768), (768, 1), torch.float32)
        buf216 = reinterpret_tensor(buf21, (8, 12, 128, 64), (98304, 8192, 64, 1), 0); del buf21  # reuse
        cpp_fused_clone_sum_transpose_view_22(buf212, buf213, buf215, buf216)
        buf217 = reinterpret_tensor(buf213, (96, 128, 64), (8192, 64, 1), 0); del buf213  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_2, attn_output, view_156, view_157, permute_82, clone_27, view_158, permute_83, bmm_20], Original ATen: [aten._softmax, aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf19, (96, 128, 128), (16384, 1, 128), 0), reinterpret_tensor(buf216, (96, 128, 64), (8192, 64, 1), 0), out=buf217)
        buf218 = reinterpret_tensor(buf35, (96, 128, 128), (16384, 128, 1), 0); del buf35  # reuse
        # Topologically Sorted Source Nodes: [attn_output, view_156, view_157, permute_82, clone_27, view_158, permute_84, bmm_21], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.clone, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf216, (96, 128, 64), (8192, 64, 1), 0), reinterpret_tensor(clone_2, (96, 64, 128), (8192, 1, 64), 0), out=buf218)
        del clone_2
        buf219 = buf179; del buf179  # reuse
        buf220 = buf19; del buf19  # reuse
        cpp_fused__softmax_backward_data_mul_view_23(buf220, buf218, buf219)
        del buf218
        del buf219
        buf221 = reinterpret_tensor(buf216, (96, 64, 128), (8192, 128, 1), 0); del buf216  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, view_5, query_states_1, matmul, view_160, mul_138, neg_4, fma_3, mul_139, view_161, permute_85, bmm_22], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf13, (96, 64, 128), (8192, 1, 64), 0), reinterpret_tensor(buf220, (96, 128, 128), (16384, 128, 1), 0), out=buf221)
        buf222 = reinterpret_tensor(buf13, (96, 128, 64), (8192, 64, 1), 0); del buf13  # reuse
        # Topologically Sorted Source Nodes: [x_1, split, view_3, key_states_1, transpose_3, matmul, view_160, mul_138, neg_4, fma_3, mul_139, view_161, permute_86, bmm_23], Original ATen: [aten.view, aten.split, aten.transpose, aten.clone, aten._unsafe_view, aten._softmax_backward_data, aten.mul, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf220, (96, 128, 128), (16384, 128, 1), 0), reinterpret_tensor(buf14, (96, 128, 64), (8192, 1, 128), 0), out=buf222)
        del buf14
        del buf220
        buf226 = empty_strided_cpu((8, 128, 2304), (294912, 2304, 1), torch.float32)
        buf223 = reinterpret_tensor(buf226, (8, 128, 768), (294912, 2304, 1), 0)  # alias
        buf224 = reinterpret_tensor(buf226, (8, 128, 768), (294912, 2304, 1), 768)  # alias
        buf225 = reinterpret_tensor(buf226, (8, 128, 768), (294912, 2304, 1), 1536)  # alias
        cpp_fused__unsafe_view_cat_clone_transpose_view_24(buf222, buf221, buf217, buf223, buf224, buf225)
        del buf217
        del buf221
        del buf223
        del buf224
        del buf225
        buf227 = reinterpret_tensor(buf222, (1024, 768), (768, 1), 0); del buf222  # reuse
        # Topologically Sorted Source Nodes: [view_167, permute_91, mm_33], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf226, (1024, 2304), (2304, 1), 0), reinterpret_tensor(primals_7, (2304, 768), (1, 2304), 0), out=buf227)
        del primals_7
        buf228 = empty_strided_cpu((768, 2304), (2304, 1), torch.float32)
        # Topologically Sorted Source Nodes: [hidden_states_2, view_1, view_167, permute_92, mm_34], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf11, (768, 1024), (1, 768), 0), reinterpret_tensor(buf226, (1024, 2304), (2304, 1), 0), out=buf228)
        buf229 = empty_strided_cpu((1, 2304), (2304, 1), torch.float32)
        buf238 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        buf230 = buf209; del buf209  # reuse
        buf231 = buf207; del buf207  # reuse
        buf234 = buf212; del buf212  # reuse
        buf232 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf233 = empty_strided_cpu((768, ), (1, ), torch.float32)
        buf235 = empty_strided_cpu((1, 128, 768), (98304, 768, 1), torch.float32)
        buf236 = reinterpret_tensor(buf11, (1024, 768), (768, 1), 0); del buf11  # reuse
        cpp_fused_add_embedding_embedding_dense_backward_native_layer_norm_native_layer_norm_backward_sum_unsqueeze_view_30(buf234, buf226, buf227, primals_4, buf10, buf9, primals_1, buf229, buf238, buf230, buf231, buf232, buf233, buf235, buf236)
        del buf10
        del buf226
        del buf227
        del buf230
        del buf231
        del buf234
        del buf235
        del buf9
        del primals_1
        del primals_4
        buf241 = empty_strided_cpu((50257, 768), (768, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div_5, getitem_23, reshape_5, unsqueeze_11, ne_4, full_default_5, where_3, where_self, full_default_7, where_4, mul_38, exp_5, mul_39, sub_17, view_78, full_default_8, view_79, permute_21, hidden_states_26, logits, addmm_default], Original ATen: [aten.nll_loss_backward, aten.slice, aten.clone, aten._unsafe_view, aten.arange, aten.view, aten.expand, aten.eq, aten.scalar_tensor, aten._log_softmax_backward_data, aten.slice_backward, aten.t, aten.native_layer_norm, aten.add]
        extern_kernels.addmm(buf238, reinterpret_tensor(buf1, (50257, 1024), (1, 50257), 0), reinterpret_tensor(buf240, (1024, 768), (768, 1), 0), alpha=1, beta=1, out=buf241)
        return (None, buf241, buf236, buf232, buf233, reinterpret_tensor(buf229, (2304, ), (1, ), 0), buf228, reinterpret_tensor(buf215, (768, ), (1, ), 0), buf214, buf210, buf211, reinterpret_tensor(buf203, (3072, ), (1, ), 0), buf202, reinterpret_tensor(buf197, (768, ), (1, ), 0), buf196, buf192, buf193, reinterpret_tensor(buf189, (2304, ), (1, ), 0), buf188, reinterpret_tensor(buf175, (768, ), (1, ), 0), buf174, buf170, buf171, reinterpret_tensor(buf167, (3072, ), (1, ), 0), buf166, reinterpret_tensor(buf157, (768, ), (1, ), 0), buf156, buf152, buf153, reinterpret_tensor(buf149, (2304, ), (1, ), 0), buf148, reinterpret_tensor(buf135, (768, ), (1, ), 0), buf134, buf130, buf131, reinterpret_tensor(buf127, (3072, ), (1, ), 0), buf126, reinterpret_tensor(buf116, (768, ), (1, ), 0), buf115, buf111, buf112, reinterpret_tensor(buf108, (2304, ), (1, ), 0), buf107, reinterpret_tensor(buf94, (768, ), (1, ), 0), buf93, buf74, buf75, reinterpret_tensor(buf71, (3072, ), (1, ), 0), buf70, reinterpret_tensor(buf64, (768, ), (1, ), 0), buf63, buf60, buf61, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_2 = rand_strided((50257, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.int64)
    primals_3 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_17 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_19 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_21 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_22 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_23 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_25 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_28 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_29 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_31 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_33 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_34 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_35 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_37 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_40 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_41 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((2304, ), (1, ), device='cpu', dtype=torch.float32)
    primals_43 = rand_strided((768, 2304), (2304, 1), device='cpu', dtype=torch.float32)
    primals_46 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_47 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((3072, ), (1, ), device='cpu', dtype=torch.float32)
    primals_49 = rand_strided((768, 3072), (3072, 1), device='cpu', dtype=torch.float32)
    primals_52 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_53 = rand_strided((768, ), (1, ), device='cpu', dtype=torch.float32)
    primals_51 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_45 = rand_strided((768, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_39 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_27 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((3072, 768), (768, 1), device='cpu', dtype=torch.float32)
    clone_2 = rand_strided((8, 12, 128, 64), (98304, 8192, 64, 1), device='cpu', dtype=torch.float32)
    add_9 = rand_strided((8, 128, 768), (98304, 768, 1), device='cpu', dtype=torch.float32)
    mul_8 = rand_strided((8, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    addmm_3 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    rsqrt_2 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    getitem_11 = rand_strided((8, 128, 768), (294912, 2304, 1), device='cpu', dtype=torch.float32)
    rsqrt_3 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_17 = rand_strided((8, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    addmm_7 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    getitem_15 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_4 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_5 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_26 = rand_strided((8, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    addmm_11 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    rsqrt_6 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    addmm_13 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    getitem_26 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    getitem_27 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    mul_35 = rand_strided((8, 128, 3072), (393216, 3072, 1), device='cpu', dtype=torch.float32)
    addmm_15 = rand_strided((1024, 768), (768, 1), device='cpu', dtype=torch.float32)
    getitem_29 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    add_40 = rand_strided((8, 128, 1), (128, 1, 1), device='cpu', dtype=torch.float32)
    sub_16 = rand_strided((1016, 50257), (50257, 1), device='cpu', dtype=torch.float32)
    convert_element_type = rand_strided((), (), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    return [primals_2, primals_1, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_12, primals_13, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_40, primals_41, primals_42, primals_43, primals_46, primals_47, primals_48, primals_49, primals_52, primals_53, primals_51, primals_45, primals_39, primals_27, primals_15, clone_2, add_9, mul_8, addmm_3, rsqrt_2, getitem_11, rsqrt_3, mul_17, addmm_7, getitem_15, rsqrt_4, rsqrt_5, mul_26, addmm_11, rsqrt_6, addmm_13, getitem_26, getitem_27, mul_35, addmm_15, getitem_29, add_40, sub_16, convert_element_type, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
