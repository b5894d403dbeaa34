# AOT ID: ['16_inference']
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


cpp_fused_add_embedding_mean_mul_pow_rsqrt_0 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 32128L), "index out of bounds: 0 <= tmp2 < 32128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp5 = tmp4 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 32128L), "index out of bounds: 0 <= tmp3 < 32128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp1), static_cast<int64_t>(8));
                        auto tmp7 = static_cast<float>(512.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 * tmp13;
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_abs_add_arange_div_embedding_full_like_gt_log_lt_minimum_mul_permute_sub_unsqueeze_view_where_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = x1 + ((-1L)*x0);
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(0);
                            auto tmp3 = tmp1 > tmp2;
                            auto tmp4 = c10::convert<int64_t>(tmp3);
                            auto tmp5 = static_cast<int64_t>(16);
                            auto tmp6 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp4) * static_cast<std::make_unsigned_t<int64_t>>(tmp5));
                            auto tmp7 = std::abs(x0 + ((-1L)*x1));
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = static_cast<int64_t>(8);
                            auto tmp10 = tmp8 < tmp9;
                            auto tmp11 = c10::convert<float>(tmp7);
                            auto tmp12 = static_cast<float>(8.0);
                            auto tmp13 = tmp11 / tmp12;
                            auto tmp14 = std::log(tmp13);
                            auto tmp15 = static_cast<float>(2.772588722239781);
                            auto tmp16 = tmp14 / tmp15;
                            auto tmp17 = float(tmp16 * tmp12);
                            auto tmp18 = c10::convert<int64_t>(tmp17);
                            auto tmp19 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp18) + static_cast<std::make_unsigned_t<int64_t>>(tmp9));
                            auto tmp20 = static_cast<int64_t>(15);
                            auto tmp21 = min_propagate_nan(tmp19, tmp20);
                            auto tmp22 = tmp10 ? tmp8 : tmp21;
                            auto tmp23 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp6) + static_cast<std::make_unsigned_t<int64_t>>(tmp22));
                            auto tmp24 = tmp23;
                            auto tmp25 = c10::convert<int64_t>(tmp24);
                            TORCH_CHECK((0 <= tmp25) & (tmp25 < 32L), "index out of bounds: 0 <= tmp25 < 32L");
                            auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 8L*tmp23), static_cast<int64_t>(8));
                            tmp27.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 512L*x0));
                        }
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(4096L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            tmp1.store(out_ptr1 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner));
                            tmp1.store(out_ptr2 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner));
                            tmp1.store(out_ptr3 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner));
                            tmp1.store(out_ptr4 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner));
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


cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_2 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 32128L), "index out of bounds: 0 <= tmp2 < 32128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 32128L), "index out of bounds: 0 <= tmp3 < 32128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp1), static_cast<int64_t>(8));
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = static_cast<float>(512.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp0 * tmp15;
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_relu_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131072L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(131072L)))
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


cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_4 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 32128L), "index out of bounds: 0 <= tmp2 < 32128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = tmp8 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp9;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp10 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 32128L), "index out of bounds: 0 <= tmp3 < 32128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp1), static_cast<int64_t>(8));
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp11 = static_cast<float>(512.0);
                        auto tmp12 = tmp10 / tmp11;
                        auto tmp13 = static_cast<float>(1e-06);
                        auto tmp14 = float(tmp12 + tmp13);
                        auto tmp15 = 1 / std::sqrt(tmp14);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp9 * tmp16;
                        auto tmp18 = tmp0 * tmp17;
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_5 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 32128L), "index out of bounds: 0 <= tmp2 < 32128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp11 = tmp10 * tmp10;
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = static_cast<float>(512.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 * tmp11;
                        tmp12.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = tmp4 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = static_cast<float>(512.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 * tmp13;
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = static_cast<float>(512.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp0 * tmp15;
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp8 = tmp6 + tmp7;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_abs_add_arange_div_embedding_full_like_gt_log_lt_minimum_mul_permute_sub_unsqueeze_view_where_10 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4096L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(4096L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x0 + 8L*x1), static_cast<int64_t>(8L), tmp0, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            tmp1.store(out_ptr0 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner));
                            tmp1.store(out_ptr1 + static_cast<int64_t>(x1 + 4096L*x0 + 4096L*x0_inner));
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


cpp_fused_add_embedding_mean_mul_pow_rsqrt_11 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 32128L), "index out of bounds: 0 <= tmp2 < 32128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp5 = tmp4 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 32128L), "index out of bounds: 0 <= tmp3 < 32128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp1), static_cast<int64_t>(8));
                        auto tmp7 = static_cast<float>(512.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 * tmp13;
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax__to_copy_add_arange_div_embedding_expand_full_like_le_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_unsqueeze_where_zeros_zeros_like_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr1 = in_out_ptr0;
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
                            auto tmp0 = (-1L)*std::min(static_cast<int64_t>(0L), static_cast<int64_t>(x1 + ((-1L)*x0)));
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = static_cast<int64_t>(16);
                            auto tmp3 = tmp1 < tmp2;
                            auto tmp4 = c10::convert<float>(tmp0);
                            auto tmp5 = static_cast<float>(16.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = std::log(tmp6);
                            auto tmp8 = static_cast<float>(2.0794415416798357);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = float(tmp9 * tmp5);
                            auto tmp11 = c10::convert<int64_t>(tmp10);
                            auto tmp12 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp11) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                            auto tmp13 = static_cast<int64_t>(31);
                            auto tmp14 = min_propagate_nan(tmp12, tmp13);
                            auto tmp15 = tmp3 ? tmp1 : tmp14;
                            auto tmp16 = tmp15;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            TORCH_CHECK(0 <= tmp17, "index out of bounds: 0 <= tmp17");
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 8L*tmp15), static_cast<int64_t>(8));
                            tmp19.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 256L*x0));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0), static_cast<int64_t>(8));
                                auto tmp1 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = out_ptr0[static_cast<int64_t>(x0 + 8L*x2 + 8L*x2_inner + 256L*x1)];
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp3 = x2;
                                auto tmp4 = c10::convert<int64_t>(tmp3);
                                auto tmp5 = at::vec::VectorizedN<int64_t,2>::arange(tmp4, 1);
                                auto tmp6 = x1;
                                auto tmp7 = c10::convert<int64_t>(tmp6);
                                auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                                auto tmp9 = at::vec::VecMask<int64_t,2>(tmp5 <= tmp8);
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp12 = at::vec::Vectorized<float>(tmp10);
                                auto tmp13 = at::vec::Vectorized<float>(tmp11);
                                auto tmp14 = decltype(tmp12)::blendv(tmp13, tmp12, tmp9.template cast<float,1>());
                                auto tmp15 = tmp2 + tmp14;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp15);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr1[static_cast<int64_t>(x1 + 32L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0), static_cast<int64_t>(8));
                            auto tmp1 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = out_ptr0[static_cast<int64_t>(x0 + 8L*x2 + 8L*x2_inner + 256L*x1)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp16 = out_ptr1[static_cast<int64_t>(x1 + 32L*x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = x2;
                            auto tmp4 = c10::convert<int64_t>(tmp3);
                            auto tmp5 = at::vec::VectorizedN<int64_t,2>::arange(tmp4, 1);
                            auto tmp6 = x1;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                            auto tmp9 = at::vec::VecMask<int64_t,2>(tmp5 <= tmp8);
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = static_cast<float>(-3.4028234663852886e+38);
                            auto tmp12 = at::vec::Vectorized<float>(tmp10);
                            auto tmp13 = at::vec::Vectorized<float>(tmp11);
                            auto tmp14 = decltype(tmp12)::blendv(tmp13, tmp12, tmp9.template cast<float,1>());
                            auto tmp15 = tmp2 + tmp14;
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 - tmp17;
                            auto tmp19 = tmp18.exp();
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0));
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr2[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_clone_transpose_view_13 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 64L*x0 + 2048L*x1), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 512L*x0));
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


cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_14 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 32128L), "index out of bounds: 0 <= tmp2 < 32128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 32128L), "index out of bounds: 0 <= tmp3 < 32128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp1), static_cast<int64_t>(8));
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = static_cast<float>(512.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp0 * tmp15;
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = static_cast<float>(512.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 * tmp11;
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 32128L), "index out of bounds: 0 <= tmp2 < 32128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp9 = tmp8 * tmp8;
                            tmp_acc0_vec = tmp_acc0_vec + tmp9;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp10 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1;
                        auto tmp3 = c10::convert<int64_t>(tmp2);
                        TORCH_CHECK((0 <= tmp3) & (tmp3 < 32128L), "index out of bounds: 0 <= tmp3 < 32128L");
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp1), static_cast<int64_t>(8));
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp11 = static_cast<float>(512.0);
                        auto tmp12 = tmp10 / tmp11;
                        auto tmp13 = static_cast<float>(1e-06);
                        auto tmp14 = float(tmp12 + tmp13);
                        auto tmp15 = 1 / std::sqrt(tmp14);
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp9 * tmp16;
                        auto tmp18 = tmp0 * tmp17;
                        tmp18.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_relu_17 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(65536L)))
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


cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_18 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 32128L), "index out of bounds: 0 <= tmp2 < 32128L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*tmp0), static_cast<int64_t>(8));
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            auto tmp11 = tmp10 * tmp10;
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp11;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__softmax__to_copy_add_arange_div_embedding_expand_full_like_le_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_unsqueeze_where_zeros_zeros_like_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0), static_cast<int64_t>(8));
                                auto tmp1 =
                                [&]
                                {
                                    __at_align__ std::array<float, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = in_ptr1[static_cast<int64_t>(x0 + 8L*x2 + 8L*x2_inner + 256L*x1)];
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp3 = x2;
                                auto tmp4 = c10::convert<int64_t>(tmp3);
                                auto tmp5 = at::vec::VectorizedN<int64_t,2>::arange(tmp4, 1);
                                auto tmp6 = x1;
                                auto tmp7 = c10::convert<int64_t>(tmp6);
                                auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                                auto tmp9 = at::vec::VecMask<int64_t,2>(tmp5 <= tmp8);
                                auto tmp10 = static_cast<float>(0.0);
                                auto tmp11 = static_cast<float>(-3.4028234663852886e+38);
                                auto tmp12 = at::vec::Vectorized<float>(tmp10);
                                auto tmp13 = at::vec::Vectorized<float>(tmp11);
                                auto tmp14 = decltype(tmp12)::blendv(tmp13, tmp12, tmp9.template cast<float,1>());
                                auto tmp15 = tmp2 + tmp14;
                                tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp15);
                            }
                        }
                    }
                    tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x1 + 32L*x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0), static_cast<int64_t>(8));
                            auto tmp1 =
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                {
                                    tmpbuf[x2_inner] = in_ptr1[static_cast<int64_t>(x0 + 8L*x2 + 8L*x2_inner + 256L*x1)];
                                }
                                return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            auto tmp16 = out_ptr0[static_cast<int64_t>(x1 + 32L*x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = x2;
                            auto tmp4 = c10::convert<int64_t>(tmp3);
                            auto tmp5 = at::vec::VectorizedN<int64_t,2>::arange(tmp4, 1);
                            auto tmp6 = x1;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                            auto tmp9 = at::vec::VecMask<int64_t,2>(tmp5 <= tmp8);
                            auto tmp10 = static_cast<float>(0.0);
                            auto tmp11 = static_cast<float>(-3.4028234663852886e+38);
                            auto tmp12 = at::vec::Vectorized<float>(tmp10);
                            auto tmp13 = at::vec::Vectorized<float>(tmp11);
                            auto tmp14 = decltype(tmp12)::blendv(tmp13, tmp12, tmp9.template cast<float,1>());
                            auto tmp15 = tmp2 + tmp14;
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 - tmp17;
                            auto tmp19 = tmp18.exp();
                            tmp19.store(in_out_ptr0 + static_cast<int64_t>(x2 + 32L*x1 + 1024L*x0));
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
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_20 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp3 = tmp2 * tmp2;
                            tmp_acc0_vec = tmp_acc0_vec + tmp3;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = static_cast<float>(512.0);
                        auto tmp6 = tmp4 / tmp5;
                        auto tmp7 = static_cast<float>(1e-06);
                        auto tmp8 = float(tmp6 + tmp7);
                        auto tmp9 = 1 / std::sqrt(tmp8);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp3 * tmp10;
                        auto tmp12 = tmp0 * tmp11;
                        tmp12.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_21 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp5 = tmp4 * tmp4;
                            tmp_acc0_vec = tmp_acc0_vec + tmp5;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = static_cast<float>(512.0);
                        auto tmp8 = tmp6 / tmp7;
                        auto tmp9 = static_cast<float>(1e-06);
                        auto tmp10 = float(tmp8 + tmp9);
                        auto tmp11 = 1 / std::sqrt(tmp10);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp5 * tmp12;
                        auto tmp14 = tmp0 * tmp13;
                        tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_22 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = static_cast<float>(512.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp0 * tmp15;
                        tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_23 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp8 = tmp6 + tmp7;
                    tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = tmp0 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = static_cast<float>(512.0);
                        auto tmp4 = tmp2 / tmp3;
                        auto tmp5 = static_cast<float>(1e-06);
                        auto tmp6 = float(tmp4 + tmp5);
                        auto tmp7 = 1 / std::sqrt(tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp1 * tmp8;
                        auto tmp10 = tmp0 * tmp9;
                        tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_24 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = tmp6 * tmp6;
                            tmp_acc0_vec = tmp_acc0_vec + tmp7;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(8));
                        auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp3 = tmp1 + tmp2;
                        auto tmp5 = tmp3 + tmp4;
                        auto tmp7 = tmp5 + tmp6;
                        auto tmp9 = static_cast<float>(512.0);
                        auto tmp10 = tmp8 / tmp9;
                        auto tmp11 = static_cast<float>(1e-06);
                        auto tmp12 = float(tmp10 + tmp11);
                        auto tmp13 = 1 / std::sqrt(tmp12);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp7 * tmp14;
                        auto tmp16 = tmp0 * tmp15;
                        auto tmp17 = static_cast<float>(0.04419417382415922);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        tmp19.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1), ((1, 64), (32128, 512), (512, )), ((64, 1), (512, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((1, 64, 1), (64, 1, 64), torch.float32)
        buf1 = empty_strided_cpu((1, 64, 512), (32768, 512, 1), torch.float32)
        assert_size_stride(arg3_1, (512, 512), (512, 1), 'input')
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_0(arg0_1, arg1_1, arg2_1, buf0, buf1)
        del arg2_1
        buf2 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, pow_1, variance, add, rsqrt, hidden_states_1, normed_hidden_states, linear], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 512), (512, 1), 0), reinterpret_tensor(arg3_1, (512, 512), (1, 512), 0), out=buf2)
        del arg3_1
        assert_size_stride(arg4_1, (512, 512), (512, 1), 'input')
        buf3 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 512), (512, 1), 0), reinterpret_tensor(arg4_1, (512, 512), (1, 512), 0), out=buf3)
        del arg4_1
        assert_size_stride(arg5_1, (512, 512), (512, 1), 'input')
        buf4 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 512), (512, 1), 0), reinterpret_tensor(arg5_1, (512, 512), (1, 512), 0), out=buf4)
        del arg5_1
        assert_size_stride(arg6_1, (32, 8), (8, 1), 'input')
        buf5 = reinterpret_tensor(buf1, (64, 64, 8), (512, 8, 1), 0); del buf1  # reuse
        buf6 = empty_strided_cpu((1, 8, 64, 64), (32768, 4096, 64, 1), torch.float32)
        buf21 = empty_strided_cpu((1, 8, 64, 64), (32768, 4096, 64, 1), torch.float32)
        buf37 = empty_strided_cpu((1, 8, 64, 64), (32768, 4096, 64, 1), torch.float32)
        buf52 = empty_strided_cpu((1, 8, 64, 64), (32768, 4096, 64, 1), torch.float32)
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_abs_add_arange_div_embedding_full_like_gt_log_lt_minimum_mul_permute_sub_unsqueeze_view_where_1(arg6_1, buf5, buf6, buf21, buf37, buf52)
        del arg6_1
        # Topologically Sorted Source Nodes: [linear, view, linear_1, view_1, linear_2, view_2, arange_1, memory_position, arange, context_position, relative_position, gt, to_1, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.gt, aten._to_copy, aten.abs, aten.lt, aten.div, aten.log, aten.mul, aten.full_like, aten.minimum, aten.where, aten.embedding, aten._scaled_dot_product_flash_attention_for_cpu]
        buf7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf2, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf3, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf4, (1, 8, 64, 64), (32768, 64, 512, 1), 0), attn_mask=buf6, scale=1.0)
        buf8 = buf7[0]
        assert_tensor_metadata(buf8, (1, 8, 64, 64), (32768, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf7
        assert_size_stride(arg7_1, (512, 512), (512, 1), 'input')
        buf10 = reinterpret_tensor(buf6, (64, 512), (512, 1), 0); del buf6  # reuse
        # Topologically Sorted Source Nodes: [transpose_4, reshape, attn_output_3], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf8, (64, 512), (512, 1), 0), reinterpret_tensor(arg7_1, (512, 512), (1, 512), 0), out=buf10)
        del arg7_1
        assert_size_stride(arg8_1, (512, ), (1, ), 'input')
        buf11 = buf0; del buf0  # reuse
        buf12 = reinterpret_tensor(buf8, (1, 64, 512), (32768, 512, 1), 0); del buf8  # reuse
        assert_size_stride(arg9_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_2(arg0_1, arg1_1, buf10, arg8_1, buf11, buf12)
        del arg8_1
        buf13 = empty_strided_cpu((64, 2048), (2048, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds, attn_output_3, attention_output, pow_2, variance_1, add_6, rsqrt_1, hidden_states_2, forwarded_states, hidden_states_3], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf12, (64, 512), (512, 1), 0), reinterpret_tensor(arg9_1, (512, 2048), (1, 512), 0), out=buf13)
        del arg9_1
        buf14 = reinterpret_tensor(buf13, (1, 64, 2048), (131072, 2048, 1), 0); del buf13  # reuse
        assert_size_stride(arg10_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_3(buf14)
        buf15 = reinterpret_tensor(buf12, (64, 512), (512, 1), 0); del buf12  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_3, hidden_states_4, hidden_states_6], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf14, (64, 2048), (2048, 1), 0), reinterpret_tensor(arg10_1, (2048, 512), (1, 2048), 0), out=buf15)
        del arg10_1
        assert_size_stride(arg11_1, (512, ), (1, ), 'input')
        buf16 = buf11; del buf11  # reuse
        buf17 = reinterpret_tensor(buf4, (1, 64, 512), (32768, 512, 1), 0); del buf4  # reuse
        assert_size_stride(arg12_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_4(arg0_1, arg1_1, buf10, buf15, arg11_1, buf16, buf17)
        del arg11_1
        buf18 = buf3; del buf3  # reuse
        # Topologically Sorted Source Nodes: [linear_6], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (64, 512), (512, 1), 0), reinterpret_tensor(arg12_1, (512, 512), (1, 512), 0), out=buf18)
        del arg12_1
        assert_size_stride(arg13_1, (512, 512), (512, 1), 'input')
        buf19 = buf2; del buf2  # reuse
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (64, 512), (512, 1), 0), reinterpret_tensor(arg13_1, (512, 512), (1, 512), 0), out=buf19)
        del arg13_1
        assert_size_stride(arg14_1, (512, 512), (512, 1), 'input')
        buf20 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf17, (64, 512), (512, 1), 0), reinterpret_tensor(arg14_1, (512, 512), (1, 512), 0), out=buf20)
        del arg14_1
        del buf17
        # Topologically Sorted Source Nodes: [arange_1, memory_position, arange, context_position, relative_position, gt, to_1, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, linear_6, view_3, linear_7, view_4, linear_8, view_5], Original ATen: [aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.gt, aten._to_copy, aten.abs, aten.lt, aten.div, aten.log, aten.mul, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten._unsafe_view, aten.view, aten._scaled_dot_product_flash_attention_for_cpu]
        buf22 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf18, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf19, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf20, (1, 8, 64, 64), (32768, 64, 512, 1), 0), attn_mask=buf21, scale=1.0)
        del buf18
        buf23 = buf22[0]
        assert_tensor_metadata(buf23, (1, 8, 64, 64), (32768, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf23, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf22
        assert_size_stride(arg15_1, (512, 512), (512, 1), 'input')
        buf25 = reinterpret_tensor(buf21, (64, 512), (512, 1), 0); del buf21  # reuse
        # Topologically Sorted Source Nodes: [transpose_9, reshape_1, attn_output_7], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf23, (64, 512), (512, 1), 0), reinterpret_tensor(arg15_1, (512, 512), (1, 512), 0), out=buf25)
        del arg15_1
        assert_size_stride(arg16_1, (512, ), (1, ), 'input')
        buf26 = reinterpret_tensor(buf10, (1, 64, 512), (32768, 512, 1), 0); del buf10  # reuse
        buf27 = buf16; del buf16  # reuse
        buf28 = reinterpret_tensor(buf23, (1, 64, 512), (32768, 512, 1), 0); del buf23  # reuse
        assert_size_stride(arg17_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_5(buf26, arg0_1, arg1_1, buf15, buf25, arg16_1, buf27, buf28)
        del arg0_1
        del arg16_1
        buf29 = reinterpret_tensor(buf14, (64, 2048), (2048, 1), 0); del buf14  # reuse
        # Topologically Sorted Source Nodes: [pow_4, variance_3, add_11, rsqrt_3, hidden_states_9, forwarded_states_1, hidden_states_10], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf28, (64, 512), (512, 1), 0), reinterpret_tensor(arg17_1, (512, 2048), (1, 512), 0), out=buf29)
        del arg17_1
        buf30 = reinterpret_tensor(buf29, (1, 64, 2048), (131072, 2048, 1), 0); del buf29  # reuse
        assert_size_stride(arg18_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_3(buf30)
        buf31 = reinterpret_tensor(buf28, (64, 512), (512, 1), 0); del buf28  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_10, hidden_states_11, hidden_states_13], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf30, (64, 2048), (2048, 1), 0), reinterpret_tensor(arg18_1, (2048, 512), (1, 2048), 0), out=buf31)
        del arg18_1
        assert_size_stride(arg19_1, (512, ), (1, ), 'input')
        buf32 = buf27; del buf27  # reuse
        buf33 = reinterpret_tensor(buf25, (1, 64, 512), (32768, 512, 1), 0); del buf25  # reuse
        assert_size_stride(arg20_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_6(buf26, buf31, arg19_1, buf32, buf33)
        del arg19_1
        buf34 = buf15; del buf15  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_14, pow_5, variance_4, add_13, rsqrt_4, hidden_states_15, normed_hidden_states_2, linear_12], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (64, 512), (512, 1), 0), reinterpret_tensor(arg20_1, (512, 512), (1, 512), 0), out=buf34)
        del arg20_1
        assert_size_stride(arg21_1, (512, 512), (512, 1), 'input')
        buf35 = buf20; del buf20  # reuse
        # Topologically Sorted Source Nodes: [linear_13], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (64, 512), (512, 1), 0), reinterpret_tensor(arg21_1, (512, 512), (1, 512), 0), out=buf35)
        del arg21_1
        assert_size_stride(arg22_1, (512, 512), (512, 1), 'input')
        buf36 = buf19; del buf19  # reuse
        # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf33, (64, 512), (512, 1), 0), reinterpret_tensor(arg22_1, (512, 512), (1, 512), 0), out=buf36)
        del arg22_1
        # Topologically Sorted Source Nodes: [arange_1, memory_position, arange, context_position, relative_position, gt, to_1, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, linear_12, view_6, linear_13, view_7, linear_14, view_8], Original ATen: [aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.gt, aten._to_copy, aten.abs, aten.lt, aten.div, aten.log, aten.mul, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten._unsafe_view, aten.view, aten._scaled_dot_product_flash_attention_for_cpu]
        buf38 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf34, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf35, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf36, (1, 8, 64, 64), (32768, 64, 512, 1), 0), attn_mask=buf37, scale=1.0)
        buf39 = buf38[0]
        assert_tensor_metadata(buf39, (1, 8, 64, 64), (32768, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf39, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf38
        assert_size_stride(arg23_1, (512, 512), (512, 1), 'input')
        buf41 = reinterpret_tensor(buf37, (64, 512), (512, 1), 0); del buf37  # reuse
        # Topologically Sorted Source Nodes: [transpose_14, reshape_2, attn_output_11], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf39, (64, 512), (512, 1), 0), reinterpret_tensor(arg23_1, (512, 512), (1, 512), 0), out=buf41)
        del arg23_1
        assert_size_stride(arg24_1, (512, ), (1, ), 'input')
        buf42 = buf32; del buf32  # reuse
        buf43 = reinterpret_tensor(buf39, (1, 64, 512), (32768, 512, 1), 0); del buf39  # reuse
        assert_size_stride(arg25_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_7(buf26, buf31, buf41, arg24_1, buf42, buf43)
        del arg24_1
        buf44 = reinterpret_tensor(buf30, (64, 2048), (2048, 1), 0); del buf30  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_13, hidden_states_14, attn_output_11, attention_output_2, pow_6, variance_5, add_16, rsqrt_5, hidden_states_16, forwarded_states_2, hidden_states_17], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf43, (64, 512), (512, 1), 0), reinterpret_tensor(arg25_1, (512, 2048), (1, 512), 0), out=buf44)
        del arg25_1
        buf45 = reinterpret_tensor(buf44, (1, 64, 2048), (131072, 2048, 1), 0); del buf44  # reuse
        assert_size_stride(arg26_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_3(buf45)
        buf46 = reinterpret_tensor(buf43, (64, 512), (512, 1), 0); del buf43  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_17, hidden_states_18, hidden_states_20], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf45, (64, 2048), (2048, 1), 0), reinterpret_tensor(arg26_1, (2048, 512), (1, 2048), 0), out=buf46)
        del arg26_1
        assert_size_stride(arg27_1, (512, ), (1, ), 'input')
        buf47 = buf42; del buf42  # reuse
        buf48 = reinterpret_tensor(buf36, (1, 64, 512), (32768, 512, 1), 0); del buf36  # reuse
        assert_size_stride(arg28_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_8(buf26, buf31, buf41, buf46, arg27_1, buf47, buf48)
        del arg27_1
        buf49 = buf35; del buf35  # reuse
        # Topologically Sorted Source Nodes: [linear_18], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (64, 512), (512, 1), 0), reinterpret_tensor(arg28_1, (512, 512), (1, 512), 0), out=buf49)
        del arg28_1
        assert_size_stride(arg29_1, (512, 512), (512, 1), 'input')
        buf50 = buf34; del buf34  # reuse
        # Topologically Sorted Source Nodes: [linear_19], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (64, 512), (512, 1), 0), reinterpret_tensor(arg29_1, (512, 512), (1, 512), 0), out=buf50)
        del arg29_1
        assert_size_stride(arg30_1, (512, 512), (512, 1), 'input')
        buf51 = reinterpret_tensor(buf33, (64, 512), (512, 1), 0); del buf33  # reuse
        # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf48, (64, 512), (512, 1), 0), reinterpret_tensor(arg30_1, (512, 512), (1, 512), 0), out=buf51)
        del arg30_1
        del buf48
        # Topologically Sorted Source Nodes: [arange_1, memory_position, arange, context_position, relative_position, gt, to_1, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, linear_18, view_9, linear_19, view_10, linear_20, view_11], Original ATen: [aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.gt, aten._to_copy, aten.abs, aten.lt, aten.div, aten.log, aten.mul, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten._unsafe_view, aten.view, aten._scaled_dot_product_flash_attention_for_cpu]
        buf53 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf49, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf50, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf51, (1, 8, 64, 64), (32768, 64, 512, 1), 0), attn_mask=buf52, scale=1.0)
        del buf49
        del buf50
        buf54 = buf53[0]
        assert_tensor_metadata(buf54, (1, 8, 64, 64), (32768, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf54, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf53
        assert_size_stride(arg31_1, (512, 512), (512, 1), 'input')
        buf56 = reinterpret_tensor(buf52, (64, 512), (512, 1), 0); del buf52  # reuse
        # Topologically Sorted Source Nodes: [transpose_19, reshape_3, attn_output_15], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf54, (64, 512), (512, 1), 0), reinterpret_tensor(arg31_1, (512, 512), (1, 512), 0), out=buf56)
        del arg31_1
        buf57 = buf26; del buf26  # reuse
        assert_size_stride(arg32_1, (512, ), (1, ), 'input')
        buf58 = buf47; del buf47  # reuse
        buf59 = reinterpret_tensor(buf54, (1, 64, 512), (32768, 512, 1), 0); del buf54  # reuse
        assert_size_stride(arg33_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_9(buf57, buf31, buf41, buf46, buf56, arg32_1, buf58, buf59)
        del arg32_1
        buf60 = reinterpret_tensor(buf45, (64, 2048), (2048, 1), 0); del buf45  # reuse
        # Topologically Sorted Source Nodes: [pow_8, variance_7, add_21, rsqrt_7, hidden_states_23, forwarded_states_3, hidden_states_24], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf59, (64, 512), (512, 1), 0), reinterpret_tensor(arg33_1, (512, 2048), (1, 512), 0), out=buf60)
        del arg33_1
        buf61 = reinterpret_tensor(buf60, (1, 64, 2048), (131072, 2048, 1), 0); del buf60  # reuse
        assert_size_stride(arg34_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_3(buf61)
        buf62 = reinterpret_tensor(buf59, (64, 512), (512, 1), 0); del buf59  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_24, hidden_states_25, hidden_states_27], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf61, (64, 2048), (2048, 1), 0), reinterpret_tensor(arg34_1, (2048, 512), (1, 2048), 0), out=buf62)
        del arg34_1
        assert_size_stride(arg35_1, (512, ), (1, ), 'input')
        buf63 = buf58; del buf58  # reuse
        buf64 = reinterpret_tensor(buf56, (1, 64, 512), (32768, 512, 1), 0); del buf56  # reuse
        assert_size_stride(arg36_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_6(buf57, buf62, arg35_1, buf63, buf64)
        del arg35_1
        buf65 = buf46; del buf46  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28, pow_9, variance_8, add_23, rsqrt_8, hidden_states_29, normed_hidden_states_4, linear_24], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (64, 512), (512, 1), 0), reinterpret_tensor(arg36_1, (512, 512), (1, 512), 0), out=buf65)
        del arg36_1
        assert_size_stride(arg37_1, (512, 512), (512, 1), 'input')
        buf66 = buf41; del buf41  # reuse
        # Topologically Sorted Source Nodes: [linear_25], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (64, 512), (512, 1), 0), reinterpret_tensor(arg37_1, (512, 512), (1, 512), 0), out=buf66)
        del arg37_1
        assert_size_stride(arg38_1, (512, 512), (512, 1), 'input')
        buf67 = buf31; del buf31  # reuse
        # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf64, (64, 512), (512, 1), 0), reinterpret_tensor(arg38_1, (512, 512), (1, 512), 0), out=buf67)
        del arg38_1
        buf68 = reinterpret_tensor(buf64, (1, 8, 64, 64), (32768, 4096, 64, 1), 0); del buf64  # reuse
        buf83 = reinterpret_tensor(buf51, (1, 8, 64, 64), (32768, 4096, 64, 1), 0); del buf51  # reuse
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__to_copy__unsafe_view_abs_add_arange_div_embedding_full_like_gt_log_lt_minimum_mul_permute_sub_unsqueeze_view_where_10(buf5, buf68, buf83)
        # Topologically Sorted Source Nodes: [arange_1, memory_position, arange, context_position, relative_position, gt, to_1, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, linear_24, view_12, linear_25, view_13, linear_26, view_14], Original ATen: [aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.gt, aten._to_copy, aten.abs, aten.lt, aten.div, aten.log, aten.mul, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten._unsafe_view, aten.view, aten._scaled_dot_product_flash_attention_for_cpu]
        buf69 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf65, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf66, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf67, (1, 8, 64, 64), (32768, 64, 512, 1), 0), attn_mask=buf68, scale=1.0)
        buf70 = buf69[0]
        assert_tensor_metadata(buf70, (1, 8, 64, 64), (32768, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf70, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf69
        assert_size_stride(arg39_1, (512, 512), (512, 1), 'input')
        buf72 = reinterpret_tensor(buf68, (64, 512), (512, 1), 0); del buf68  # reuse
        # Topologically Sorted Source Nodes: [transpose_24, reshape_4, attn_output_19], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf70, (64, 512), (512, 1), 0), reinterpret_tensor(arg39_1, (512, 512), (1, 512), 0), out=buf72)
        del arg39_1
        assert_size_stride(arg40_1, (512, ), (1, ), 'input')
        buf73 = buf63; del buf63  # reuse
        buf74 = reinterpret_tensor(buf70, (1, 64, 512), (32768, 512, 1), 0); del buf70  # reuse
        assert_size_stride(arg41_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_7(buf57, buf62, buf72, arg40_1, buf73, buf74)
        del arg40_1
        buf75 = reinterpret_tensor(buf61, (64, 2048), (2048, 1), 0); del buf61  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_27, hidden_states_28, attn_output_19, attention_output_4, pow_10, variance_9, add_26, rsqrt_9, hidden_states_30, forwarded_states_4, hidden_states_31], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf74, (64, 512), (512, 1), 0), reinterpret_tensor(arg41_1, (512, 2048), (1, 512), 0), out=buf75)
        del arg41_1
        buf76 = reinterpret_tensor(buf75, (1, 64, 2048), (131072, 2048, 1), 0); del buf75  # reuse
        assert_size_stride(arg42_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_3(buf76)
        buf77 = reinterpret_tensor(buf74, (64, 512), (512, 1), 0); del buf74  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_31, hidden_states_32, hidden_states_34], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf76, (64, 2048), (2048, 1), 0), reinterpret_tensor(arg42_1, (2048, 512), (1, 2048), 0), out=buf77)
        del arg42_1
        assert_size_stride(arg43_1, (512, ), (1, ), 'input')
        buf78 = buf73; del buf73  # reuse
        buf79 = reinterpret_tensor(buf67, (1, 64, 512), (32768, 512, 1), 0); del buf67  # reuse
        assert_size_stride(arg44_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_8(buf57, buf62, buf72, buf77, arg43_1, buf78, buf79)
        del arg43_1
        buf80 = buf66; del buf66  # reuse
        # Topologically Sorted Source Nodes: [linear_30], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf79, (64, 512), (512, 1), 0), reinterpret_tensor(arg44_1, (512, 512), (1, 512), 0), out=buf80)
        del arg44_1
        assert_size_stride(arg45_1, (512, 512), (512, 1), 'input')
        buf81 = buf65; del buf65  # reuse
        # Topologically Sorted Source Nodes: [linear_31], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf79, (64, 512), (512, 1), 0), reinterpret_tensor(arg45_1, (512, 512), (1, 512), 0), out=buf81)
        del arg45_1
        assert_size_stride(arg46_1, (512, 512), (512, 1), 'input')
        buf82 = reinterpret_tensor(buf5, (64, 512), (512, 1), 0); del buf5  # reuse
        # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf79, (64, 512), (512, 1), 0), reinterpret_tensor(arg46_1, (512, 512), (1, 512), 0), out=buf82)
        del arg46_1
        del buf79
        # Topologically Sorted Source Nodes: [arange_1, memory_position, arange, context_position, relative_position, gt, to_1, relative_buckets, relative_position_1, is_small, float_1, truediv, log, truediv_1, mul_3, to_2, relative_position_if_large, full_like, relative_position_if_large_1, where, relative_buckets_1, values, permute, values_1, linear_30, view_15, linear_31, view_16, linear_32, view_17], Original ATen: [aten.arange, aten.unsqueeze, aten.add, aten.sub, aten.gt, aten._to_copy, aten.abs, aten.lt, aten.div, aten.log, aten.mul, aten.full_like, aten.minimum, aten.where, aten.embedding, aten.permute, aten._unsafe_view, aten.view, aten._scaled_dot_product_flash_attention_for_cpu]
        buf84 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf80, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf81, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf82, (1, 8, 64, 64), (32768, 64, 512, 1), 0), attn_mask=buf83, scale=1.0)
        del buf80
        del buf81
        del buf82
        buf85 = buf84[0]
        assert_tensor_metadata(buf85, (1, 8, 64, 64), (32768, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf85, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf84
        assert_size_stride_grouped((arg52_1, arg53_1), ((1, 32), (512, )), ((32, 1), (1, )), 'input')
        buf87 = empty_strided_cpu((1, 32, 1), (32, 1, 32), torch.float32)
        buf88 = empty_strided_cpu((1, 32, 512), (16384, 512, 1), torch.float32)
        assert_size_stride(arg54_1, (512, 512), (512, 1), 'input')
        cpp_fused_add_embedding_mean_mul_pow_rsqrt_11(arg52_1, arg1_1, arg53_1, buf87, buf88)
        del arg53_1
        buf89 = empty_strided_cpu((32, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds_1, pow_14, variance_13, add_36, rsqrt_13, hidden_states_47, normed_hidden_states_6, linear_36], Original ATen: [aten.embedding, aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf88, (32, 512), (512, 1), 0), reinterpret_tensor(arg54_1, (512, 512), (1, 512), 0), out=buf89)
        del arg54_1
        assert_size_stride(arg55_1, (512, 512), (512, 1), 'input')
        buf90 = empty_strided_cpu((32, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_37], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf88, (32, 512), (512, 1), 0), reinterpret_tensor(arg55_1, (512, 512), (1, 512), 0), out=buf90)
        del arg55_1
        buf91 = empty_strided_cpu((8, 32, 32), (1024, 32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_36, view_18, query_states_6, matmul_12, linear_37, view_19, key_states_6, transpose_33], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf89, (8, 32, 64), (64, 512, 1), 0), reinterpret_tensor(buf90, (8, 64, 32), (64, 1, 512), 0), out=buf91)
        assert_size_stride(arg57_1, (32, 8), (8, 1), 'input')
        buf92 = empty_strided_cpu((32, 32, 8), (256, 8, 1), torch.float32)
        buf93 = empty_strided_cpu((1, 8, 32, 1), (256, 32, 1, 256), torch.float32)
        buf94 = reinterpret_tensor(buf91, (1, 8, 32, 32), (8192, 1024, 32, 1), 0); del buf91  # reuse
        buf95 = empty_strided_cpu((1, 8, 32, 1), (256, 32, 1, 256), torch.float32)
        buf97 = buf94; del buf94  # reuse
        assert_size_stride(arg56_1, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__to_copy_add_arange_div_embedding_expand_full_like_le_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_unsqueeze_where_zeros_zeros_like_12(buf97, arg57_1, buf92, buf93, buf95)
        del arg57_1
        buf96 = buf90; del buf90  # reuse
        # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf88, (32, 512), (512, 1), 0), reinterpret_tensor(arg56_1, (512, 512), (1, 512), 0), out=buf96)
        del arg56_1
        buf98 = reinterpret_tensor(buf88, (8, 32, 64), (2048, 64, 1), 0); del buf88  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_27, attn_output_24, linear_38, view_20, value_states_6], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf97, (8, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf96, (8, 32, 64), (64, 512, 1), 0), out=buf98)
        buf99 = reinterpret_tensor(buf96, (1, 32, 8, 64), (16384, 512, 64, 1), 0); del buf96  # reuse
        assert_size_stride(arg58_1, (512, 512), (512, 1), 'input')
        cpp_fused_clone_transpose_view_13(buf98, buf99)
        buf100 = reinterpret_tensor(buf98, (32, 512), (512, 1), 0); del buf98  # reuse
        # Topologically Sorted Source Nodes: [attn_output_24, transpose_34, attn_output_25, reshape_6, attn_output_27], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf99, (32, 512), (512, 1), 0), reinterpret_tensor(arg58_1, (512, 512), (1, 512), 0), out=buf100)
        del arg58_1
        assert_size_stride(arg59_1, (512, ), (1, ), 'input')
        buf101 = buf87; del buf87  # reuse
        buf102 = reinterpret_tensor(buf99, (1, 32, 512), (16384, 512, 1), 0); del buf99  # reuse
        assert_size_stride(arg60_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_14(arg52_1, arg1_1, buf100, arg59_1, buf101, buf102)
        del arg59_1
        buf103 = buf89; del buf89  # reuse
        # Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_27, attention_output_6, pow_15, variance_14, add_43, rsqrt_14, hidden_states_48, normed_hidden_states_7, linear_40], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf102, (32, 512), (512, 1), 0), reinterpret_tensor(arg60_1, (512, 512), (1, 512), 0), out=buf103)
        del arg60_1
        assert_size_stride(arg47_1, (512, 512), (512, 1), 'input')
        buf104 = reinterpret_tensor(buf83, (64, 512), (512, 1), 0); del buf83  # reuse
        # Topologically Sorted Source Nodes: [transpose_29, reshape_5, attn_output_23], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf85, (64, 512), (512, 1), 0), reinterpret_tensor(arg47_1, (512, 512), (1, 512), 0), out=buf104)
        del arg47_1
        buf105 = buf57; del buf57  # reuse
        assert_size_stride(arg48_1, (512, ), (1, ), 'input')
        buf106 = buf78; del buf78  # reuse
        buf107 = reinterpret_tensor(buf85, (1, 64, 512), (32768, 512, 1), 0); del buf85  # reuse
        assert_size_stride(arg49_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_9(buf105, buf62, buf72, buf77, buf104, arg48_1, buf106, buf107)
        del arg48_1
        del buf104
        del buf62
        del buf72
        buf108 = reinterpret_tensor(buf76, (64, 2048), (2048, 1), 0); del buf76  # reuse
        # Topologically Sorted Source Nodes: [pow_12, variance_11, add_31, rsqrt_11, hidden_states_37, forwarded_states_5, hidden_states_38], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf107, (64, 512), (512, 1), 0), reinterpret_tensor(arg49_1, (512, 2048), (1, 512), 0), out=buf108)
        del arg49_1
        buf109 = reinterpret_tensor(buf108, (1, 64, 2048), (131072, 2048, 1), 0); del buf108  # reuse
        assert_size_stride(arg50_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_3(buf109)
        buf110 = reinterpret_tensor(buf107, (64, 512), (512, 1), 0); del buf107  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_38, hidden_states_39, hidden_states_41], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf109, (64, 2048), (2048, 1), 0), reinterpret_tensor(arg50_1, (2048, 512), (1, 2048), 0), out=buf110)
        del arg50_1
        del buf109
        assert_size_stride(arg51_1, (512, ), (1, ), 'input')
        buf111 = buf106; del buf106  # reuse
        buf112 = buf105; del buf105  # reuse
        assert_size_stride(arg61_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_15(buf112, buf110, arg51_1, buf111)
        del arg51_1
        del buf111
        buf113 = buf110; del buf110  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_41, hidden_states_42, pow_13, variance_12, add_33, rsqrt_12, hidden_states_43, hidden_states_44, linear_41], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg61_1, (512, 512), (1, 512), 0), out=buf113)
        del arg61_1
        assert_size_stride(arg62_1, (512, 512), (512, 1), 'input')
        buf114 = buf77; del buf77  # reuse
        # Topologically Sorted Source Nodes: [linear_42], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg62_1, (512, 512), (1, 512), 0), out=buf114)
        del arg62_1
        # Topologically Sorted Source Nodes: [linear_40, view_21, linear_41, view_22, key_states_7, linear_42, view_23, value_states_7], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf115 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf103, (1, 8, 32, 64), (16384, 64, 512, 1), 0), reinterpret_tensor(buf113, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf114, (1, 8, 64, 64), (32768, 64, 512, 1), 0), scale=1.0)
        buf116 = buf115[0]
        assert_tensor_metadata(buf116, (1, 8, 32, 64), (16384, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf116, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf115
        assert_size_stride(arg63_1, (512, 512), (512, 1), 'input')
        buf118 = buf103; del buf103  # reuse
        # Topologically Sorted Source Nodes: [transpose_39, reshape_7, attn_output_31], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf116, (32, 512), (512, 1), 0), reinterpret_tensor(arg63_1, (512, 512), (1, 512), 0), out=buf118)
        del arg63_1
        assert_size_stride(arg64_1, (512, ), (1, ), 'input')
        buf119 = buf101; del buf101  # reuse
        buf120 = reinterpret_tensor(buf116, (1, 32, 512), (16384, 512, 1), 0); del buf116  # reuse
        assert_size_stride(arg65_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_16(arg52_1, arg1_1, buf100, buf118, arg64_1, buf119, buf120)
        del arg64_1
        buf121 = empty_strided_cpu((32, 2048), (2048, 1), torch.float32)
        # Topologically Sorted Source Nodes: [inputs_embeds_1, attn_output_27, attention_output_6, attn_output_31, layer_output, pow_16, variance_15, add_46, rsqrt_15, hidden_states_49, forwarded_states_6, hidden_states_50], Original ATen: [aten.embedding, aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf120, (32, 512), (512, 1), 0), reinterpret_tensor(arg65_1, (512, 2048), (1, 512), 0), out=buf121)
        del arg65_1
        buf122 = reinterpret_tensor(buf121, (1, 32, 2048), (65536, 2048, 1), 0); del buf121  # reuse
        assert_size_stride(arg66_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_17(buf122)
        buf123 = reinterpret_tensor(buf120, (32, 512), (512, 1), 0); del buf120  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_50, hidden_states_51, hidden_states_53], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf122, (32, 2048), (2048, 1), 0), reinterpret_tensor(arg66_1, (2048, 512), (1, 2048), 0), out=buf123)
        del arg66_1
        assert_size_stride(arg67_1, (512, ), (1, ), 'input')
        buf124 = reinterpret_tensor(buf100, (1, 32, 512), (16384, 512, 1), 0); del buf100  # reuse
        buf125 = buf119; del buf119  # reuse
        buf126 = buf102; del buf102  # reuse
        assert_size_stride(arg68_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_embedding_mean_mul_pow_rsqrt_18(buf124, arg52_1, arg1_1, buf118, buf123, arg67_1, buf125, buf126)
        del arg52_1
        del arg67_1
        buf127 = buf123; del buf123  # reuse
        # Topologically Sorted Source Nodes: [pow_17, variance_16, add_48, rsqrt_16, hidden_states_55, normed_hidden_states_8, linear_46], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf126, (32, 512), (512, 1), 0), reinterpret_tensor(arg68_1, (512, 512), (1, 512), 0), out=buf127)
        del arg68_1
        assert_size_stride(arg69_1, (512, 512), (512, 1), 'input')
        buf128 = buf118; del buf118  # reuse
        # Topologically Sorted Source Nodes: [linear_47], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf126, (32, 512), (512, 1), 0), reinterpret_tensor(arg69_1, (512, 512), (1, 512), 0), out=buf128)
        del arg69_1
        buf129 = reinterpret_tensor(buf97, (8, 32, 32), (1024, 32, 1), 0); del buf97  # reuse
        # Topologically Sorted Source Nodes: [linear_46, view_24, query_states_8, matmul_16, linear_47, view_25, key_states_8, transpose_43], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf127, (8, 32, 64), (64, 512, 1), 0), reinterpret_tensor(buf128, (8, 64, 32), (64, 1, 512), 0), out=buf129)
        buf130 = buf95; del buf95  # reuse
        buf131 = reinterpret_tensor(buf129, (1, 8, 32, 32), (8192, 1024, 32, 1), 0); del buf129  # reuse
        buf132 = buf93; del buf93  # reuse
        buf134 = buf131; del buf131  # reuse
        assert_size_stride(arg70_1, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__to_copy_add_arange_div_embedding_expand_full_like_le_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_unsqueeze_where_zeros_zeros_like_19(buf134, buf92, buf130, buf132)
        buf133 = buf128; del buf128  # reuse
        # Topologically Sorted Source Nodes: [linear_48], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf126, (32, 512), (512, 1), 0), reinterpret_tensor(arg70_1, (512, 512), (1, 512), 0), out=buf133)
        del arg70_1
        buf135 = reinterpret_tensor(buf126, (8, 32, 64), (2048, 64, 1), 0); del buf126  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_36, attn_output_32, linear_48, view_26, value_states_8], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf134, (8, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf133, (8, 32, 64), (64, 512, 1), 0), out=buf135)
        buf136 = reinterpret_tensor(buf133, (1, 32, 8, 64), (16384, 512, 64, 1), 0); del buf133  # reuse
        assert_size_stride(arg71_1, (512, 512), (512, 1), 'input')
        cpp_fused_clone_transpose_view_13(buf135, buf136)
        buf137 = reinterpret_tensor(buf135, (32, 512), (512, 1), 0); del buf135  # reuse
        # Topologically Sorted Source Nodes: [attn_output_32, transpose_44, attn_output_33, reshape_8, attn_output_35], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf136, (32, 512), (512, 1), 0), reinterpret_tensor(arg71_1, (512, 512), (1, 512), 0), out=buf137)
        del arg71_1
        assert_size_stride(arg72_1, (512, ), (1, ), 'input')
        buf138 = buf125; del buf125  # reuse
        buf139 = reinterpret_tensor(buf136, (1, 32, 512), (16384, 512, 1), 0); del buf136  # reuse
        assert_size_stride(arg73_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_20(buf124, buf137, arg72_1, buf138, buf139)
        del arg72_1
        buf140 = buf127; del buf127  # reuse
        # Topologically Sorted Source Nodes: [attn_output_35, attention_output_7, pow_18, variance_17, add_52, rsqrt_17, hidden_states_56, normed_hidden_states_9, linear_50], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf139, (32, 512), (512, 1), 0), reinterpret_tensor(arg73_1, (512, 512), (1, 512), 0), out=buf140)
        del arg73_1
        assert_size_stride(arg74_1, (512, 512), (512, 1), 'input')
        buf141 = buf114; del buf114  # reuse
        # Topologically Sorted Source Nodes: [linear_51], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg74_1, (512, 512), (1, 512), 0), out=buf141)
        del arg74_1
        assert_size_stride(arg75_1, (512, 512), (512, 1), 'input')
        buf142 = buf113; del buf113  # reuse
        # Topologically Sorted Source Nodes: [linear_52], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg75_1, (512, 512), (1, 512), 0), out=buf142)
        del arg75_1
        # Topologically Sorted Source Nodes: [linear_50, view_27, linear_51, view_28, key_states_9, linear_52, view_29, value_states_9], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf143 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf140, (1, 8, 32, 64), (16384, 64, 512, 1), 0), reinterpret_tensor(buf141, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf142, (1, 8, 64, 64), (32768, 64, 512, 1), 0), scale=1.0)
        buf144 = buf143[0]
        assert_tensor_metadata(buf144, (1, 8, 32, 64), (16384, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf144, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf143
        assert_size_stride(arg76_1, (512, 512), (512, 1), 'input')
        buf146 = buf140; del buf140  # reuse
        # Topologically Sorted Source Nodes: [transpose_49, reshape_9, attn_output_39], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf144, (32, 512), (512, 1), 0), reinterpret_tensor(arg76_1, (512, 512), (1, 512), 0), out=buf146)
        del arg76_1
        assert_size_stride(arg77_1, (512, ), (1, ), 'input')
        buf147 = buf138; del buf138  # reuse
        buf148 = reinterpret_tensor(buf144, (1, 32, 512), (16384, 512, 1), 0); del buf144  # reuse
        assert_size_stride(arg78_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_21(buf124, buf137, buf146, arg77_1, buf147, buf148)
        del arg77_1
        buf149 = reinterpret_tensor(buf122, (32, 2048), (2048, 1), 0); del buf122  # reuse
        # Topologically Sorted Source Nodes: [attn_output_35, attention_output_7, attn_output_39, layer_output_1, pow_19, variance_18, add_55, rsqrt_18, hidden_states_57, forwarded_states_7, hidden_states_58], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf148, (32, 512), (512, 1), 0), reinterpret_tensor(arg78_1, (512, 2048), (1, 512), 0), out=buf149)
        del arg78_1
        buf150 = reinterpret_tensor(buf149, (1, 32, 2048), (65536, 2048, 1), 0); del buf149  # reuse
        assert_size_stride(arg79_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_17(buf150)
        buf151 = reinterpret_tensor(buf148, (32, 512), (512, 1), 0); del buf148  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_58, hidden_states_59, hidden_states_61], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf150, (32, 2048), (2048, 1), 0), reinterpret_tensor(arg79_1, (2048, 512), (1, 2048), 0), out=buf151)
        del arg79_1
        assert_size_stride(arg80_1, (512, ), (1, ), 'input')
        buf152 = buf147; del buf147  # reuse
        buf153 = buf139; del buf139  # reuse
        assert_size_stride(arg81_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_22(buf124, buf137, buf146, buf151, arg80_1, buf152, buf153)
        del arg80_1
        buf154 = empty_strided_cpu((32, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf153, (32, 512), (512, 1), 0), reinterpret_tensor(arg81_1, (512, 512), (1, 512), 0), out=buf154)
        del arg81_1
        assert_size_stride(arg82_1, (512, 512), (512, 1), 'input')
        buf155 = empty_strided_cpu((32, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_57], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf153, (32, 512), (512, 1), 0), reinterpret_tensor(arg82_1, (512, 512), (1, 512), 0), out=buf155)
        del arg82_1
        buf156 = reinterpret_tensor(buf134, (8, 32, 32), (1024, 32, 1), 0); del buf134  # reuse
        # Topologically Sorted Source Nodes: [linear_56, view_30, query_states_10, matmul_20, linear_57, view_31, key_states_10, transpose_53], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf154, (8, 32, 64), (64, 512, 1), 0), reinterpret_tensor(buf155, (8, 64, 32), (64, 1, 512), 0), out=buf156)
        del buf154
        buf157 = buf132; del buf132  # reuse
        buf158 = reinterpret_tensor(buf156, (1, 8, 32, 32), (8192, 1024, 32, 1), 0); del buf156  # reuse
        buf159 = buf130; del buf130  # reuse
        buf161 = buf158; del buf158  # reuse
        assert_size_stride(arg83_1, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__to_copy_add_arange_div_embedding_expand_full_like_le_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_unsqueeze_where_zeros_zeros_like_19(buf161, buf92, buf157, buf159)
        buf160 = buf155; del buf155  # reuse
        # Topologically Sorted Source Nodes: [linear_58], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf153, (32, 512), (512, 1), 0), reinterpret_tensor(arg83_1, (512, 512), (1, 512), 0), out=buf160)
        del arg83_1
        buf162 = reinterpret_tensor(buf153, (8, 32, 64), (2048, 64, 1), 0); del buf153  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_45, attn_output_40, linear_58, view_32, value_states_10], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf161, (8, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf160, (8, 32, 64), (64, 512, 1), 0), out=buf162)
        buf163 = reinterpret_tensor(buf160, (1, 32, 8, 64), (16384, 512, 64, 1), 0); del buf160  # reuse
        assert_size_stride(arg84_1, (512, 512), (512, 1), 'input')
        cpp_fused_clone_transpose_view_13(buf162, buf163)
        buf164 = reinterpret_tensor(buf162, (32, 512), (512, 1), 0); del buf162  # reuse
        # Topologically Sorted Source Nodes: [attn_output_40, transpose_54, attn_output_41, reshape_10, attn_output_43], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf163, (32, 512), (512, 1), 0), reinterpret_tensor(arg84_1, (512, 512), (1, 512), 0), out=buf164)
        del arg84_1
        buf165 = buf124; del buf124  # reuse
        assert_size_stride(arg85_1, (512, ), (1, ), 'input')
        buf166 = buf152; del buf152  # reuse
        buf167 = reinterpret_tensor(buf163, (1, 32, 512), (16384, 512, 1), 0); del buf163  # reuse
        assert_size_stride(arg86_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_23(buf165, buf137, buf146, buf151, buf164, arg85_1, buf166, buf167)
        del arg85_1
        del buf137
        buf168 = buf164; del buf164  # reuse
        # Topologically Sorted Source Nodes: [pow_21, variance_20, add_61, rsqrt_20, hidden_states_64, normed_hidden_states_11, linear_60], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf167, (32, 512), (512, 1), 0), reinterpret_tensor(arg86_1, (512, 512), (1, 512), 0), out=buf168)
        del arg86_1
        assert_size_stride(arg87_1, (512, 512), (512, 1), 'input')
        buf169 = buf142; del buf142  # reuse
        # Topologically Sorted Source Nodes: [linear_61], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg87_1, (512, 512), (1, 512), 0), out=buf169)
        del arg87_1
        assert_size_stride(arg88_1, (512, 512), (512, 1), 'input')
        buf170 = buf141; del buf141  # reuse
        # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg88_1, (512, 512), (1, 512), 0), out=buf170)
        del arg88_1
        # Topologically Sorted Source Nodes: [linear_60, view_33, linear_61, view_34, key_states_11, linear_62, view_35, value_states_11], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf171 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf168, (1, 8, 32, 64), (16384, 64, 512, 1), 0), reinterpret_tensor(buf169, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf170, (1, 8, 64, 64), (32768, 64, 512, 1), 0), scale=1.0)
        buf172 = buf171[0]
        assert_tensor_metadata(buf172, (1, 8, 32, 64), (16384, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf172, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf171
        assert_size_stride(arg89_1, (512, 512), (512, 1), 'input')
        buf174 = buf168; del buf168  # reuse
        # Topologically Sorted Source Nodes: [transpose_59, reshape_11, attn_output_47], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf172, (32, 512), (512, 1), 0), reinterpret_tensor(arg89_1, (512, 512), (1, 512), 0), out=buf174)
        del arg89_1
        assert_size_stride(arg90_1, (512, ), (1, ), 'input')
        buf175 = buf166; del buf166  # reuse
        buf176 = reinterpret_tensor(buf172, (1, 32, 512), (16384, 512, 1), 0); del buf172  # reuse
        assert_size_stride(arg91_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_20(buf165, buf174, arg90_1, buf175, buf176)
        del arg90_1
        buf177 = reinterpret_tensor(buf150, (32, 2048), (2048, 1), 0); del buf150  # reuse
        # Topologically Sorted Source Nodes: [attn_output_47, layer_output_2, pow_22, variance_21, add_64, rsqrt_21, hidden_states_65, forwarded_states_8, hidden_states_66], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf176, (32, 512), (512, 1), 0), reinterpret_tensor(arg91_1, (512, 2048), (1, 512), 0), out=buf177)
        del arg91_1
        buf178 = reinterpret_tensor(buf177, (1, 32, 2048), (65536, 2048, 1), 0); del buf177  # reuse
        assert_size_stride(arg92_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_17(buf178)
        buf179 = reinterpret_tensor(buf176, (32, 512), (512, 1), 0); del buf176  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_66, hidden_states_67, hidden_states_69], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf178, (32, 2048), (2048, 1), 0), reinterpret_tensor(arg92_1, (2048, 512), (1, 2048), 0), out=buf179)
        del arg92_1
        assert_size_stride(arg93_1, (512, ), (1, ), 'input')
        buf180 = buf175; del buf175  # reuse
        buf181 = buf167; del buf167  # reuse
        assert_size_stride(arg94_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_21(buf165, buf174, buf179, arg93_1, buf180, buf181)
        del arg93_1
        buf182 = buf151; del buf151  # reuse
        # Topologically Sorted Source Nodes: [linear_66], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf181, (32, 512), (512, 1), 0), reinterpret_tensor(arg94_1, (512, 512), (1, 512), 0), out=buf182)
        del arg94_1
        assert_size_stride(arg95_1, (512, 512), (512, 1), 'input')
        buf183 = buf146; del buf146  # reuse
        # Topologically Sorted Source Nodes: [linear_67], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf181, (32, 512), (512, 1), 0), reinterpret_tensor(arg95_1, (512, 512), (1, 512), 0), out=buf183)
        del arg95_1
        buf184 = reinterpret_tensor(buf161, (8, 32, 32), (1024, 32, 1), 0); del buf161  # reuse
        # Topologically Sorted Source Nodes: [linear_66, view_36, query_states_12, matmul_24, linear_67, view_37, key_states_12, transpose_63], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf182, (8, 32, 64), (64, 512, 1), 0), reinterpret_tensor(buf183, (8, 64, 32), (64, 1, 512), 0), out=buf184)
        buf185 = buf159; del buf159  # reuse
        buf186 = reinterpret_tensor(buf184, (1, 8, 32, 32), (8192, 1024, 32, 1), 0); del buf184  # reuse
        buf187 = buf157; del buf157  # reuse
        buf189 = buf186; del buf186  # reuse
        assert_size_stride(arg96_1, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__to_copy_add_arange_div_embedding_expand_full_like_le_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_unsqueeze_where_zeros_zeros_like_19(buf189, buf92, buf185, buf187)
        buf188 = buf183; del buf183  # reuse
        # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf181, (32, 512), (512, 1), 0), reinterpret_tensor(arg96_1, (512, 512), (1, 512), 0), out=buf188)
        del arg96_1
        buf190 = reinterpret_tensor(buf181, (8, 32, 64), (2048, 64, 1), 0); del buf181  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_54, attn_output_48, linear_68, view_38, value_states_12], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf189, (8, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf188, (8, 32, 64), (64, 512, 1), 0), out=buf190)
        buf191 = reinterpret_tensor(buf188, (1, 32, 8, 64), (16384, 512, 64, 1), 0); del buf188  # reuse
        assert_size_stride(arg97_1, (512, 512), (512, 1), 'input')
        cpp_fused_clone_transpose_view_13(buf190, buf191)
        buf192 = reinterpret_tensor(buf190, (32, 512), (512, 1), 0); del buf190  # reuse
        # Topologically Sorted Source Nodes: [attn_output_48, transpose_64, attn_output_49, reshape_12, attn_output_51], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf191, (32, 512), (512, 1), 0), reinterpret_tensor(arg97_1, (512, 512), (1, 512), 0), out=buf192)
        del arg97_1
        assert_size_stride(arg98_1, (512, ), (1, ), 'input')
        buf193 = buf180; del buf180  # reuse
        buf194 = reinterpret_tensor(buf191, (1, 32, 512), (16384, 512, 1), 0); del buf191  # reuse
        assert_size_stride(arg99_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_22(buf165, buf174, buf179, buf192, arg98_1, buf193, buf194)
        del arg98_1
        buf195 = buf182; del buf182  # reuse
        # Topologically Sorted Source Nodes: [attn_output_47, layer_output_2, hidden_states_69, hidden_states_70, attn_output_51, attention_output_9, pow_24, variance_23, add_70, rsqrt_23, hidden_states_72, normed_hidden_states_13, linear_70], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf194, (32, 512), (512, 1), 0), reinterpret_tensor(arg99_1, (512, 512), (1, 512), 0), out=buf195)
        del arg99_1
        del buf194
        assert_size_stride(arg100_1, (512, 512), (512, 1), 'input')
        buf196 = buf170; del buf170  # reuse
        # Topologically Sorted Source Nodes: [linear_71], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg100_1, (512, 512), (1, 512), 0), out=buf196)
        del arg100_1
        assert_size_stride(arg101_1, (512, 512), (512, 1), 'input')
        buf197 = buf169; del buf169  # reuse
        # Topologically Sorted Source Nodes: [linear_72], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg101_1, (512, 512), (1, 512), 0), out=buf197)
        del arg101_1
        # Topologically Sorted Source Nodes: [linear_70, view_39, linear_71, view_40, key_states_13, linear_72, view_41, value_states_13], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf198 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf195, (1, 8, 32, 64), (16384, 64, 512, 1), 0), reinterpret_tensor(buf196, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf197, (1, 8, 64, 64), (32768, 64, 512, 1), 0), scale=1.0)
        buf199 = buf198[0]
        assert_tensor_metadata(buf199, (1, 8, 32, 64), (16384, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf199, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf198
        assert_size_stride(arg102_1, (512, 512), (512, 1), 'input')
        buf201 = buf195; del buf195  # reuse
        # Topologically Sorted Source Nodes: [transpose_69, reshape_13, attn_output_55], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf199, (32, 512), (512, 1), 0), reinterpret_tensor(arg102_1, (512, 512), (1, 512), 0), out=buf201)
        del arg102_1
        buf202 = buf165; del buf165  # reuse
        assert_size_stride(arg103_1, (512, ), (1, ), 'input')
        buf203 = buf193; del buf193  # reuse
        buf204 = reinterpret_tensor(buf199, (1, 32, 512), (16384, 512, 1), 0); del buf199  # reuse
        assert_size_stride(arg104_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_23(buf202, buf174, buf179, buf192, buf201, arg103_1, buf203, buf204)
        del arg103_1
        del buf174
        buf205 = reinterpret_tensor(buf178, (32, 2048), (2048, 1), 0); del buf178  # reuse
        # Topologically Sorted Source Nodes: [pow_25, variance_24, add_73, rsqrt_24, hidden_states_73, forwarded_states_9, hidden_states_74], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf204, (32, 512), (512, 1), 0), reinterpret_tensor(arg104_1, (512, 2048), (1, 512), 0), out=buf205)
        del arg104_1
        buf206 = reinterpret_tensor(buf205, (1, 32, 2048), (65536, 2048, 1), 0); del buf205  # reuse
        assert_size_stride(arg105_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_17(buf206)
        buf207 = reinterpret_tensor(buf204, (32, 512), (512, 1), 0); del buf204  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_74, hidden_states_75, hidden_states_77], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf206, (32, 2048), (2048, 1), 0), reinterpret_tensor(arg105_1, (2048, 512), (1, 2048), 0), out=buf207)
        del arg105_1
        assert_size_stride(arg106_1, (512, ), (1, ), 'input')
        buf208 = buf203; del buf203  # reuse
        buf209 = reinterpret_tensor(buf201, (1, 32, 512), (16384, 512, 1), 0); del buf201  # reuse
        assert_size_stride(arg107_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_20(buf202, buf207, arg106_1, buf208, buf209)
        del arg106_1
        buf210 = buf192; del buf192  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_77, hidden_states_78, pow_26, variance_25, add_75, rsqrt_25, hidden_states_79, normed_hidden_states_14, linear_76], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf209, (32, 512), (512, 1), 0), reinterpret_tensor(arg107_1, (512, 512), (1, 512), 0), out=buf210)
        del arg107_1
        assert_size_stride(arg108_1, (512, 512), (512, 1), 'input')
        buf211 = buf179; del buf179  # reuse
        # Topologically Sorted Source Nodes: [linear_77], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf209, (32, 512), (512, 1), 0), reinterpret_tensor(arg108_1, (512, 512), (1, 512), 0), out=buf211)
        del arg108_1
        buf212 = reinterpret_tensor(buf189, (8, 32, 32), (1024, 32, 1), 0); del buf189  # reuse
        # Topologically Sorted Source Nodes: [linear_76, view_42, query_states_14, matmul_28, linear_77, view_43, key_states_14, transpose_73], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf210, (8, 32, 64), (64, 512, 1), 0), reinterpret_tensor(buf211, (8, 64, 32), (64, 1, 512), 0), out=buf212)
        buf213 = buf187; del buf187  # reuse
        buf214 = reinterpret_tensor(buf212, (1, 8, 32, 32), (8192, 1024, 32, 1), 0); del buf212  # reuse
        buf215 = buf185; del buf185  # reuse
        buf217 = buf214; del buf214  # reuse
        assert_size_stride(arg109_1, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__to_copy_add_arange_div_embedding_expand_full_like_le_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_unsqueeze_where_zeros_zeros_like_19(buf217, buf92, buf213, buf215)
        buf216 = buf211; del buf211  # reuse
        # Topologically Sorted Source Nodes: [linear_78], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf209, (32, 512), (512, 1), 0), reinterpret_tensor(arg109_1, (512, 512), (1, 512), 0), out=buf216)
        del arg109_1
        buf218 = reinterpret_tensor(buf209, (8, 32, 64), (2048, 64, 1), 0); del buf209  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_63, attn_output_56, linear_78, view_44, value_states_14], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf217, (8, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf216, (8, 32, 64), (64, 512, 1), 0), out=buf218)
        buf219 = reinterpret_tensor(buf216, (1, 32, 8, 64), (16384, 512, 64, 1), 0); del buf216  # reuse
        assert_size_stride(arg110_1, (512, 512), (512, 1), 'input')
        cpp_fused_clone_transpose_view_13(buf218, buf219)
        buf220 = reinterpret_tensor(buf218, (32, 512), (512, 1), 0); del buf218  # reuse
        # Topologically Sorted Source Nodes: [attn_output_56, transpose_74, attn_output_57, reshape_14, attn_output_59], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf219, (32, 512), (512, 1), 0), reinterpret_tensor(arg110_1, (512, 512), (1, 512), 0), out=buf220)
        del arg110_1
        assert_size_stride(arg111_1, (512, ), (1, ), 'input')
        buf221 = buf208; del buf208  # reuse
        buf222 = reinterpret_tensor(buf219, (1, 32, 512), (16384, 512, 1), 0); del buf219  # reuse
        assert_size_stride(arg112_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_21(buf202, buf207, buf220, arg111_1, buf221, buf222)
        del arg111_1
        buf223 = buf210; del buf210  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_77, hidden_states_78, attn_output_59, attention_output_10, pow_27, variance_26, add_79, rsqrt_26, hidden_states_80, normed_hidden_states_15, linear_80], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf222, (32, 512), (512, 1), 0), reinterpret_tensor(arg112_1, (512, 512), (1, 512), 0), out=buf223)
        del arg112_1
        assert_size_stride(arg113_1, (512, 512), (512, 1), 'input')
        buf224 = buf197; del buf197  # reuse
        # Topologically Sorted Source Nodes: [linear_81], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg113_1, (512, 512), (1, 512), 0), out=buf224)
        del arg113_1
        assert_size_stride(arg114_1, (512, 512), (512, 1), 'input')
        buf225 = buf196; del buf196  # reuse
        # Topologically Sorted Source Nodes: [linear_82], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg114_1, (512, 512), (1, 512), 0), out=buf225)
        del arg114_1
        # Topologically Sorted Source Nodes: [linear_80, view_45, linear_81, view_46, key_states_15, linear_82, view_47, value_states_15], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf226 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf223, (1, 8, 32, 64), (16384, 64, 512, 1), 0), reinterpret_tensor(buf224, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf225, (1, 8, 64, 64), (32768, 64, 512, 1), 0), scale=1.0)
        buf227 = buf226[0]
        assert_tensor_metadata(buf227, (1, 8, 32, 64), (16384, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf227, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf226
        assert_size_stride(arg115_1, (512, 512), (512, 1), 'input')
        buf229 = buf223; del buf223  # reuse
        # Topologically Sorted Source Nodes: [transpose_79, reshape_15, attn_output_63], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf227, (32, 512), (512, 1), 0), reinterpret_tensor(arg115_1, (512, 512), (1, 512), 0), out=buf229)
        del arg115_1
        assert_size_stride(arg116_1, (512, ), (1, ), 'input')
        buf230 = buf221; del buf221  # reuse
        buf231 = reinterpret_tensor(buf227, (1, 32, 512), (16384, 512, 1), 0); del buf227  # reuse
        assert_size_stride(arg117_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_22(buf202, buf207, buf220, buf229, arg116_1, buf230, buf231)
        del arg116_1
        buf232 = reinterpret_tensor(buf206, (32, 2048), (2048, 1), 0); del buf206  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_77, hidden_states_78, attn_output_59, attention_output_10, attn_output_63, layer_output_4, pow_28, variance_27, add_82, rsqrt_27, hidden_states_81, forwarded_states_10, hidden_states_82], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf231, (32, 512), (512, 1), 0), reinterpret_tensor(arg117_1, (512, 2048), (1, 512), 0), out=buf232)
        del arg117_1
        buf233 = reinterpret_tensor(buf232, (1, 32, 2048), (65536, 2048, 1), 0); del buf232  # reuse
        assert_size_stride(arg118_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_17(buf233)
        buf234 = reinterpret_tensor(buf231, (32, 512), (512, 1), 0); del buf231  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_82, hidden_states_83, hidden_states_85], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf233, (32, 2048), (2048, 1), 0), reinterpret_tensor(arg118_1, (2048, 512), (1, 2048), 0), out=buf234)
        del arg118_1
        buf235 = buf202; del buf202  # reuse
        assert_size_stride(arg119_1, (512, ), (1, ), 'input')
        buf236 = buf230; del buf230  # reuse
        buf237 = buf222; del buf222  # reuse
        assert_size_stride(arg120_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_23(buf235, buf207, buf220, buf229, buf234, arg119_1, buf236, buf237)
        del arg119_1
        del buf207
        del buf220
        buf238 = buf234; del buf234  # reuse
        # Topologically Sorted Source Nodes: [pow_29, variance_28, add_84, rsqrt_28, hidden_states_87, normed_hidden_states_16, linear_86], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf237, (32, 512), (512, 1), 0), reinterpret_tensor(arg120_1, (512, 512), (1, 512), 0), out=buf238)
        del arg120_1
        assert_size_stride(arg121_1, (512, 512), (512, 1), 'input')
        buf239 = buf229; del buf229  # reuse
        # Topologically Sorted Source Nodes: [linear_87], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf237, (32, 512), (512, 1), 0), reinterpret_tensor(arg121_1, (512, 512), (1, 512), 0), out=buf239)
        del arg121_1
        buf240 = reinterpret_tensor(buf217, (8, 32, 32), (1024, 32, 1), 0); del buf217  # reuse
        # Topologically Sorted Source Nodes: [linear_86, view_48, query_states_16, matmul_32, linear_87, view_49, key_states_16, transpose_83], Original ATen: [aten._unsafe_view, aten.view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf238, (8, 32, 64), (64, 512, 1), 0), reinterpret_tensor(buf239, (8, 64, 32), (64, 1, 512), 0), out=buf240)
        buf241 = buf215; del buf215  # reuse
        buf242 = reinterpret_tensor(buf240, (1, 8, 32, 32), (8192, 1024, 32, 1), 0); del buf240  # reuse
        buf243 = buf213; del buf213  # reuse
        buf245 = buf242; del buf242  # reuse
        assert_size_stride(arg122_1, (512, 512), (512, 1), 'input')
        cpp_fused__softmax__to_copy_add_arange_div_embedding_expand_full_like_le_log_lt_minimum_mul_neg_permute_scalar_tensor_sub_unsqueeze_where_zeros_zeros_like_19(buf245, buf92, buf241, buf243)
        del buf241
        del buf243
        del buf92
        buf244 = buf239; del buf239  # reuse
        # Topologically Sorted Source Nodes: [linear_88], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf237, (32, 512), (512, 1), 0), reinterpret_tensor(arg122_1, (512, 512), (1, 512), 0), out=buf244)
        del arg122_1
        buf246 = reinterpret_tensor(buf237, (8, 32, 64), (2048, 64, 1), 0); del buf237  # reuse
        # Topologically Sorted Source Nodes: [attn_weights_72, attn_output_64, linear_88, view_50, value_states_16], Original ATen: [aten._softmax, aten.view, aten._unsafe_view, aten.transpose, aten.bmm]
        extern_kernels.bmm(reinterpret_tensor(buf245, (8, 32, 32), (1024, 32, 1), 0), reinterpret_tensor(buf244, (8, 32, 64), (64, 512, 1), 0), out=buf246)
        del buf245
        buf247 = reinterpret_tensor(buf244, (1, 32, 8, 64), (16384, 512, 64, 1), 0); del buf244  # reuse
        assert_size_stride(arg123_1, (512, 512), (512, 1), 'input')
        cpp_fused_clone_transpose_view_13(buf246, buf247)
        buf248 = reinterpret_tensor(buf246, (32, 512), (512, 1), 0); del buf246  # reuse
        # Topologically Sorted Source Nodes: [attn_output_64, transpose_84, attn_output_65, reshape_16, attn_output_67], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf247, (32, 512), (512, 1), 0), reinterpret_tensor(arg123_1, (512, 512), (1, 512), 0), out=buf248)
        del arg123_1
        assert_size_stride(arg124_1, (512, ), (1, ), 'input')
        buf249 = buf236; del buf236  # reuse
        buf250 = reinterpret_tensor(buf247, (1, 32, 512), (16384, 512, 1), 0); del buf247  # reuse
        assert_size_stride(arg125_1, (512, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_20(buf235, buf248, arg124_1, buf249, buf250)
        del arg124_1
        buf251 = buf238; del buf238  # reuse
        # Topologically Sorted Source Nodes: [attn_output_67, attention_output_11, pow_30, variance_29, add_88, rsqrt_29, hidden_states_88, normed_hidden_states_17, linear_90], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf250, (32, 512), (512, 1), 0), reinterpret_tensor(arg125_1, (512, 512), (1, 512), 0), out=buf251)
        del arg125_1
        del buf250
        assert_size_stride(arg126_1, (512, 512), (512, 1), 'input')
        buf252 = buf225; del buf225  # reuse
        # Topologically Sorted Source Nodes: [linear_91], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg126_1, (512, 512), (1, 512), 0), out=buf252)
        del arg126_1
        assert_size_stride(arg127_1, (512, 512), (512, 1), 'input')
        buf253 = buf224; del buf224  # reuse
        # Topologically Sorted Source Nodes: [linear_92], Original ATen: [aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf112, (64, 512), (512, 1), 0), reinterpret_tensor(arg127_1, (512, 512), (1, 512), 0), out=buf253)
        del arg127_1
        del buf112
        # Topologically Sorted Source Nodes: [linear_90, view_51, linear_91, view_52, key_states_17, linear_92, view_53, value_states_17], Original ATen: [aten._unsafe_view, aten.view, aten.permute, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        buf254 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf251, (1, 8, 32, 64), (16384, 64, 512, 1), 0), reinterpret_tensor(buf252, (1, 8, 64, 64), (32768, 64, 512, 1), 0), reinterpret_tensor(buf253, (1, 8, 64, 64), (32768, 64, 512, 1), 0), scale=1.0)
        del buf252
        del buf253
        buf255 = buf254[0]
        assert_tensor_metadata(buf255, (1, 8, 32, 64), (16384, 64, 512, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf255, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf254
        assert_size_stride(arg128_1, (512, 512), (512, 1), 'input')
        buf257 = buf251; del buf251  # reuse
        # Topologically Sorted Source Nodes: [transpose_89, reshape_17, attn_output_71], Original ATen: [aten.transpose, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf255, (32, 512), (512, 1), 0), reinterpret_tensor(arg128_1, (512, 512), (1, 512), 0), out=buf257)
        del arg128_1
        assert_size_stride(arg129_1, (512, ), (1, ), 'input')
        buf258 = buf249; del buf249  # reuse
        buf259 = reinterpret_tensor(buf255, (1, 32, 512), (16384, 512, 1), 0); del buf255  # reuse
        assert_size_stride(arg130_1, (2048, 512), (512, 1), 'input')
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_21(buf235, buf248, buf257, arg129_1, buf258, buf259)
        del arg129_1
        buf260 = reinterpret_tensor(buf233, (32, 2048), (2048, 1), 0); del buf233  # reuse
        # Topologically Sorted Source Nodes: [attn_output_67, attention_output_11, attn_output_71, layer_output_5, pow_31, variance_30, add_91, rsqrt_30, hidden_states_89, forwarded_states_11, hidden_states_90], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf259, (32, 512), (512, 1), 0), reinterpret_tensor(arg130_1, (512, 2048), (1, 512), 0), out=buf260)
        del arg130_1
        buf261 = reinterpret_tensor(buf260, (1, 32, 2048), (65536, 2048, 1), 0); del buf260  # reuse
        assert_size_stride(arg131_1, (512, 2048), (2048, 1), 'input')
        cpp_fused__unsafe_view_relu_17(buf261)
        buf262 = reinterpret_tensor(buf259, (32, 512), (512, 1), 0); del buf259  # reuse
        # Topologically Sorted Source Nodes: [hidden_states_90, hidden_states_91, hidden_states_93], Original ATen: [aten._unsafe_view, aten.relu, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf261, (32, 2048), (2048, 1), 0), reinterpret_tensor(arg131_1, (2048, 512), (1, 2048), 0), out=buf262)
        del arg131_1
        del buf261
        assert_size_stride(arg132_1, (512, ), (1, ), 'input')
        buf263 = buf258; del buf258  # reuse
        buf264 = buf235; del buf235  # reuse
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_24(buf264, buf248, buf257, buf262, arg132_1, buf263)
        del arg132_1
        del buf248
        del buf257
        del buf262
        del buf263
        buf265 = empty_strided_cpu((32, 32128), (32128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [attn_output_67, attention_output_11, attn_output_71, layer_output_5, hidden_states_93, hidden_states_94, pow_32, variance_31, add_93, rsqrt_31, hidden_states_95, hidden_states_96, sequence_output, lm_logits], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(buf264, (32, 512), (512, 1), 0), reinterpret_tensor(arg1_1, (512, 32128), (1, 512), 0), out=buf265)
        del arg1_1
        return (reinterpret_tensor(buf265, (1, 32, 32128), (1028096, 32128, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((1, 64), (64, 1), device='cpu', dtype=torch.int64)
    arg1_1 = rand_strided((32128, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((32, 8), (8, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((1, 32), (32, 1), device='cpu', dtype=torch.int64)
    arg53_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((32, 8), (8, 1), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((2048, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((512, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
