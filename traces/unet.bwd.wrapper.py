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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(2L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(2L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0 + 256L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(2L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 2L*x1), static_cast<int64_t>(2L));
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


cpp_fused_convolution_backward_threshold_backward_2 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
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
                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = static_cast<float>(0.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                    tmp4.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
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
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(0.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                    auto tmp6 = tmp4 + tmp5;
                    auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                    tmp7.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_slice_threshold_backward_4 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'const bool*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 8L*x0)];
                        auto tmp9 = in_ptr1[static_cast<int64_t>(x1 + 8L*x0)];
                        auto tmp1 = 4L;
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = tmp0 < 0;
                        auto tmp5 = tmp4 ? tmp3 : tmp0;
                        auto tmp6 = tmp5;
                        auto tmp7 = c10::convert<int64_t>(tmp6);
                        TORCH_CHECK((0 <= tmp7) & (tmp7 < 4L), "index out of bounds: 0 <= tmp7 < 4L");
                        out_ptr0[static_cast<int64_t>(tmp5 + 2L*((static_cast<int64_t>(x0) % static_cast<int64_t>(8L))) + 14L*(c10::div_floor_integer(static_cast<int64_t>(tmp5), static_cast<int64_t>(2L))) + 32L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(8L))) + 256L*x1)] += tmp9;
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(256L), tmp2, static_cast<int64_t>(8));
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x1 + 8L*x0 + 8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(8L + x1 + 16L*x0 + 16L*x0_inner), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(tmp2 + static_cast<int64_t>(8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp4 = tmp1 + tmp3;
                            auto tmp5 = static_cast<float>(0.0);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = decltype(tmp6)::blendv(tmp4, tmp6, tmp0.template cast<float,1>());
                            tmp7.store(out_ptr1 + static_cast<int64_t>(x1 + 8L*x0 + 8L*x0_inner));
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
        primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, getitem, getitem_1, relu_1, add, cat, relu_3, le_1, le_3, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (1, 2, 16, 16), (512, 256, 16, 1), 'input')
        buf0 = empty_strided_cpu((1, 2, 16, 16), (512, 1, 32, 2), torch.float32)
        assert_size_stride_grouped((relu_3, primals_12), ((1, 8, 16, 16), (2, 8, 1, 1)), ((2048, 1, 128, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_0(tangents_1, buf0)
        del tangents_1
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf1 = torch.ops.aten.convolution_backward.default(buf0, relu_3, primals_12, [2], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf0
        del primals_12
        buf2 = buf1[0]
        assert_tensor_metadata(buf2, (1, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf2 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf3 = buf1[1]
        assert_tensor_metadata(buf3, (2, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf3 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf4 = buf1[2]
        assert_tensor_metadata(buf4, (2, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf1
        buf5 = relu_3; del relu_3  # reuse
        assert_size_stride_grouped((cat, primals_10), ((1, 16, 16, 16), (8, 16, 3, 3)), ((4096, 1, 256, 16), (144, 1, 48, 16)), 'input')
        cpp_fused_convolution_backward_threshold_backward_1(buf5, buf2)
        del buf2
        # Topologically Sorted Source Nodes: [le, full_default, where, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf6 = torch.ops.aten.convolution_backward.default(buf5, cat, primals_10, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf5
        del cat
        del primals_10
        buf7 = buf6[0]
        assert_tensor_metadata(buf7, (1, 16, 16, 16), (4096, 1, 256, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf8 = buf6[1]
        assert_tensor_metadata(buf8, (8, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf9 = buf6[2]
        assert_tensor_metadata(buf9, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf9 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf6
        assert_size_stride_grouped((add, primals_8), ((1, 16, 8, 8), (16, 8, 2, 2)), ((1024, 1, 128, 16), (32, 1, 16, 8)), 'input')
        # Topologically Sorted Source Nodes: [slice_1, convolution_backward_2], Original ATen: [aten.slice, aten.convolution_backward]
        buf10 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf7, (1, 8, 16, 16), (4096, 1, 256, 16), 0), add, primals_8, [8], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del add
        del primals_8
        buf11 = buf10[0]
        assert_tensor_metadata(buf11, (1, 16, 8, 8), (1024, 1, 128, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf12 = buf10[1]
        assert_tensor_metadata(buf12, (16, 8, 2, 2), (32, 1, 16, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf13 = buf10[2]
        assert_tensor_metadata(buf13, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf10
        assert_size_stride(le_1, (1, 16, 8, 8), (1024, 1, 128, 16), 'input')
        buf14 = empty_strided_cpu((1, 16, 8, 8), (1024, 1, 128, 16), torch.float32)
        assert_size_stride_grouped((relu_1, primals_6), ((1, 16, 8, 8), (16, 16, 3, 3)), ((1024, 1, 128, 16), (144, 1, 48, 16)), 'input')
        cpp_fused_convolution_backward_threshold_backward_2(le_1, buf11, buf14)
        del le_1
        # Topologically Sorted Source Nodes: [full_default, where_1, convolution_backward_3], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf15 = torch.ops.aten.convolution_backward.default(buf14, relu_1, primals_6, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf14
        del primals_6
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (1, 16, 8, 8), (1024, 1, 128, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf17 = buf15[1]
        assert_tensor_metadata(buf17, (16, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf18 = buf15[2]
        assert_tensor_metadata(buf18, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf15
        buf19 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((getitem, primals_4), ((1, 8, 8, 8), (16, 8, 3, 3)), ((512, 1, 64, 8), (72, 1, 24, 8)), 'input')
        cpp_fused_add_convolution_backward_threshold_backward_3(buf19, buf11, buf16)
        del buf11
        del buf16
        # Topologically Sorted Source Nodes: [full_default, add_1, le_2, where_2, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf20 = torch.ops.aten.convolution_backward.default(buf19, getitem, primals_4, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf19
        del getitem
        del primals_4
        buf21 = buf20[0]
        assert_tensor_metadata(buf21, (1, 8, 8, 8), (512, 1, 64, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf22 = buf20[1]
        assert_tensor_metadata(buf22, (16, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf23 = buf20[2]
        assert_tensor_metadata(buf23, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf20
        buf24 = empty_strided_cpu((8, 256), (256, 1), torch.float32)
        assert_size_stride(getitem_1, (1, 8, 8, 8), (512, 1, 64, 8), 'input')
        assert_size_stride(le_3, (1, 8, 16, 16), (2048, 1, 128, 8), 'input')
        buf26 = empty_strided_cpu((1, 8, 16, 16), (2048, 1, 128, 8), torch.float32)
        assert_size_stride_grouped((primals_3, primals_1), ((1, 3, 16, 16), (8, 3, 3, 3)), ((768, 1, 48, 3), (27, 1, 9, 3)), 'input')
        cpp_fused_add_convolution_backward_max_pool2d_with_indices_max_pool2d_with_indices_backward_slice_threshold_backward_4(getitem_1, buf21, le_3, buf7, buf24, buf26)
        del buf21
        del buf24
        del buf7
        del getitem_1
        del le_3
        # Topologically Sorted Source Nodes: [full_default, slice_2, view_2, add_2, where_3, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.slice, aten.max_pool2d_with_indices_backward, aten.add, aten.convolution_backward]
        buf27 = torch.ops.aten.convolution_backward.default(buf26, primals_3, primals_1, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf26
        del primals_1
        del primals_3
        buf28 = buf27[1]
        assert_tensor_metadata(buf28, (8, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf28 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf29 = buf27[2]
        assert_tensor_metadata(buf29, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf29 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf28, buf29, None, buf22, buf23, buf17, buf18, buf12, buf13, buf8, buf9, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((1, 3, 16, 16), (768, 1, 48, 3), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, 8, 2, 2), (32, 1, 16, 8), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((8, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    getitem = rand_strided((1, 8, 8, 8), (512, 1, 64, 8), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 8, 8, 8), (512, 1, 64, 8), device='cpu', dtype=torch.int8)
    relu_1 = rand_strided((1, 16, 8, 8), (1024, 1, 128, 16), device='cpu', dtype=torch.float32)
    add = rand_strided((1, 16, 8, 8), (1024, 1, 128, 16), device='cpu', dtype=torch.float32)
    cat = rand_strided((1, 16, 16, 16), (4096, 1, 256, 16), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((1, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.float32)
    le_1 = rand_strided((1, 16, 8, 8), (1024, 1, 128, 16), device='cpu', dtype=torch.bool)
    le_3 = rand_strided((1, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((1, 2, 16, 16), (512, 256, 16, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, getitem, getitem_1, relu_1, add, cat, relu_3, le_1, le_3, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
