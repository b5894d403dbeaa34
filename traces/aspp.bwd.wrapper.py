# AOT ID: ['0_backward']
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


cpp_fused_convolution_backward_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_sum_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const bool* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L + x0 + 40L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(0.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                    tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_3 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(24L + x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_4 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16L + x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_5 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(8L + x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_slice_threshold_backward_6 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
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
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_div_expand_threshold_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = static_cast<float>(256.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 / tmp6;
                        auto tmp9 = tmp7 + tmp8;
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp13 = tmp11 + tmp12;
                        auto tmp15 = tmp13 + tmp14;
                        auto tmp16 = decltype(tmp2)::blendv(tmp15, tmp2, tmp3.template cast<float,1>());
                        tmp16.store(in_out_ptr0 + static_cast<int64_t>(x1 + 8L*x0));
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
        primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, relu, mean, cat, relu_6, le_1, le_2, le_3, le_4, le_5, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (1, 3, 16, 16), (768, 256, 16, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 16, 16), (768, 1, 48, 3), torch.float32)
        assert_size_stride_grouped((relu_6, primals_16), ((1, 8, 16, 16), (3, 8, 1, 1)), ((2048, 1, 128, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_0(tangents_1, buf0)
        del tangents_1
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf1 = torch.ops.aten.convolution_backward.default(buf0, relu_6, primals_16, [3], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf0
        del primals_16
        buf2 = buf1[0]
        assert_tensor_metadata(buf2, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf2 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf3 = buf1[1]
        assert_tensor_metadata(buf3, (3, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf3 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf4 = buf1[2]
        assert_tensor_metadata(buf4, (3, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf1
        buf5 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((cat, primals_14), ((1, 40, 16, 16), (8, 40, 1, 1)), ((10240, 1, 640, 40), (40, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_threshold_backward_1(buf5, buf2)
        del buf2
        # Topologically Sorted Source Nodes: [le, full_default, where, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf6 = torch.ops.aten.convolution_backward.default(buf5, cat, primals_14, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf5
        del cat
        del primals_14
        buf7 = buf6[0]
        assert_tensor_metadata(buf7, (1, 40, 16, 16), (10240, 1, 640, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf8 = buf6[1]
        assert_tensor_metadata(buf8, (8, 40, 1, 1), (40, 1, 40, 40), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf9 = buf6[2]
        assert_tensor_metadata(buf9, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf9 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf6
        assert_size_stride(le_1, (1, 8, 1, 1), (8, 1, 8, 8), 'input')
        buf10 = empty_strided_cpu((1, 8, 1, 1), (8, 1, 8, 8), torch.float32)
        buf11 = buf10; del buf10  # reuse
        assert_size_stride_grouped((mean, primals_12), ((1, 8, 1, 1), (8, 8, 1, 1)), ((8, 1, 8, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_slice_sum_threshold_backward_2(buf11, buf7, le_1)
        del le_1
        # Topologically Sorted Source Nodes: [full_default, where_1, convolution_backward_2], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf12 = torch.ops.aten.convolution_backward.default(buf11, mean, primals_12, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf11
        del mean
        del primals_12
        buf13 = buf12[0]
        assert_tensor_metadata(buf13, (1, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf14 = buf12[1]
        assert_tensor_metadata(buf14, (8, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf14 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf15 = buf12[2]
        assert_tensor_metadata(buf15, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf15 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf12
        assert_size_stride(le_2, (1, 8, 16, 16), (2048, 1, 128, 8), 'input')
        buf16 = empty_strided_cpu((1, 8, 16, 16), (2048, 1, 128, 8), torch.float32)
        assert_size_stride_grouped((relu, primals_10), ((1, 8, 16, 16), (8, 8, 3, 3)), ((2048, 1, 128, 8), (72, 1, 24, 8)), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_3(le_2, buf7, buf16)
        del le_2
        # Topologically Sorted Source Nodes: [full_default, slice_4, where_2, convolution_backward_3], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf17 = torch.ops.aten.convolution_backward.default(buf16, relu, primals_10, [8], (1, 1), (6, 6), (6, 6), False, (0, 0), 1, [True, True, True])
        del primals_10
        buf18 = buf17[0]
        assert_tensor_metadata(buf18, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf19 = buf17[1]
        assert_tensor_metadata(buf19, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf19 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf20 = buf17[2]
        assert_tensor_metadata(buf20, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf17
        assert_size_stride(le_3, (1, 8, 16, 16), (2048, 1, 128, 8), 'input')
        buf21 = buf16; del buf16  # reuse
        assert_size_stride(primals_8, (8, 8, 3, 3), (72, 1, 24, 8), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_4(le_3, buf7, buf21)
        del le_3
        # Topologically Sorted Source Nodes: [full_default, slice_3, where_3, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf22 = torch.ops.aten.convolution_backward.default(buf21, relu, primals_8, [8], (1, 1), (4, 4), (4, 4), False, (0, 0), 1, [True, True, True])
        del primals_8
        buf23 = buf22[0]
        assert_tensor_metadata(buf23, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf24 = buf22[1]
        assert_tensor_metadata(buf24, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf24 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf25 = buf22[2]
        assert_tensor_metadata(buf25, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf25 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf22
        assert_size_stride(le_4, (1, 8, 16, 16), (2048, 1, 128, 8), 'input')
        buf26 = buf21; del buf21  # reuse
        assert_size_stride(primals_6, (8, 8, 3, 3), (72, 1, 24, 8), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_5(le_4, buf7, buf26)
        del le_4
        # Topologically Sorted Source Nodes: [full_default, slice_2, where_4, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf27 = torch.ops.aten.convolution_backward.default(buf26, relu, primals_6, [8], (1, 1), (2, 2), (2, 2), False, (0, 0), 1, [True, True, True])
        del primals_6
        buf28 = buf27[0]
        assert_tensor_metadata(buf28, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf28 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf29 = buf27[1]
        assert_tensor_metadata(buf29, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf29 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf30 = buf27[2]
        assert_tensor_metadata(buf30, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf30 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf27
        assert_size_stride(le_5, (1, 8, 16, 16), (2048, 1, 128, 8), 'input')
        buf31 = buf26; del buf26  # reuse
        assert_size_stride(primals_4, (8, 8, 1, 1), (8, 1, 1, 1), 'input')
        cpp_fused_convolution_backward_slice_threshold_backward_6(le_5, buf7, buf31)
        del buf7
        del le_5
        # Topologically Sorted Source Nodes: [full_default, slice_1, where_5, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.slice, aten.convolution_backward]
        buf32 = torch.ops.aten.convolution_backward.default(buf31, relu, primals_4, [8], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf31
        del primals_4
        buf33 = buf32[0]
        assert_tensor_metadata(buf33, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf34 = buf32[1]
        assert_tensor_metadata(buf34, (8, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf34 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf35 = buf32[2]
        assert_tensor_metadata(buf35, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf35 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf32
        buf36 = relu; del relu  # reuse
        assert_size_stride_grouped((primals_1, primals_2), ((1, 3, 16, 16), (8, 3, 3, 3)), ((768, 1, 48, 3), (27, 1, 9, 3)), 'input')
        cpp_fused_add_convolution_backward_div_expand_threshold_backward_7(buf36, buf13, buf18, buf23, buf28, buf33)
        del buf13
        del buf18
        del buf23
        del buf28
        del buf33
        # Topologically Sorted Source Nodes: [full_default, expand_1, div, add, add_1, add_2, add_3, le_6, where_6, convolution_backward_7], Original ATen: [aten.threshold_backward, aten.expand, aten.div, aten.add, aten.convolution_backward]
        buf37 = torch.ops.aten.convolution_backward.default(buf36, primals_1, primals_2, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf36
        del primals_1
        del primals_2
        buf38 = buf37[1]
        assert_tensor_metadata(buf38, (8, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf39 = buf37[2]
        assert_tensor_metadata(buf39, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf39 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (None, buf38, buf39, buf34, buf35, buf29, buf30, buf24, buf25, buf19, buf20, buf14, buf15, buf8, buf9, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1, 3, 16, 16), (768, 1, 48, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((8, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((8, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((8, 40, 1, 1), (40, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((3, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    relu = rand_strided((1, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.float32)
    mean = rand_strided((1, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.float32)
    cat = rand_strided((1, 40, 16, 16), (10240, 1, 640, 40), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((1, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.float32)
    le_1 = rand_strided((1, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.bool)
    le_2 = rand_strided((1, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.bool)
    le_3 = rand_strided((1, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.bool)
    le_4 = rand_strided((1, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.bool)
    le_5 = rand_strided((1, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((1, 3, 16, 16), (768, 256, 16, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, relu, mean, cat, relu_6, le_1, le_2, le_3, le_4, le_5, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
