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


cpp_fused_convolution_backward_div_expand_threshold_backward_unsqueeze_0 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                        auto tmp1 = in_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(64.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp4 = static_cast<float>(0.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::Vectorized<float>(tmp3);
                        auto tmp7 = decltype(tmp5)::blendv(tmp6, tmp5, tmp0.template cast<float,1>());
                        tmp7.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 1024L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                                tmp0.store(tmp2 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 1024L*x0), static_cast<int64_t>(16L));
                            transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x1 + 16L*x2 + 1024L*x0), static_cast<int64_t>(16L));
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


cpp_fused_add_threshold_backward_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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


cpp_fused_convolution_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
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


cpp_fused_sum_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(10L + x0), static_cast<int64_t>(2L));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
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
        primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, relu, relu_1, relu_2, relu_3, mean, le, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_14), ((2, 10), (10, 16)), ((10, 1), (16, 1)), 'input')
        buf0 = empty_strided_cpu((2, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_1, mm], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(tangents_1, primals_14, out=buf0)
        del primals_14
        assert_size_stride(le, (2, 16, 8, 8), (1024, 64, 8, 1), 'input')
        buf3 = empty_strided_cpu((2, 16, 8, 8), (1024, 64, 8, 1), torch.float32)
        buf4 = empty_strided_cpu((2, 16, 8, 8), (1024, 1, 128, 16), torch.float32)
        buf14 = empty_strided_cpu((2, 16, 8, 8), (1024, 1, 128, 16), torch.float32)
        assert_size_stride_grouped((relu_3, primals_12), ((2, 16, 8, 8), (16, 16, 3, 3)), ((1024, 1, 128, 16), (144, 1, 48, 16)), 'input')
        cpp_fused_convolution_backward_div_expand_threshold_backward_unsqueeze_0(le, buf0, buf3, buf4, buf14)
        del buf0
        del buf3
        del le
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf5 = torch.ops.aten.convolution_backward.default(buf4, relu_3, primals_12, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf4
        del primals_12
        buf6 = buf5[0]
        assert_tensor_metadata(buf6, (2, 16, 8, 8), (1024, 1, 128, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf6 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf7 = buf5[1]
        assert_tensor_metadata(buf7, (16, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf8 = buf5[2]
        assert_tensor_metadata(buf8, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf5
        buf9 = relu_3; del relu_3  # reuse
        assert_size_stride_grouped((relu_2, primals_10), ((2, 8, 16, 16), (16, 8, 3, 3)), ((2048, 1, 128, 8), (72, 1, 24, 8)), 'input')
        cpp_fused_convolution_backward_threshold_backward_1(buf9, buf6)
        del buf6
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf10 = torch.ops.aten.convolution_backward.default(buf9, relu_2, primals_10, [16], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf9
        del primals_10
        buf11 = buf10[0]
        assert_tensor_metadata(buf11, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf12 = buf10[1]
        assert_tensor_metadata(buf12, (16, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf13 = buf10[2]
        assert_tensor_metadata(buf13, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf10
        assert_size_stride(primals_8, (16, 8, 1, 1), (8, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [convolution_backward_2], Original ATen: [aten.convolution_backward]
        buf15 = torch.ops.aten.convolution_backward.default(buf14, relu_2, primals_8, [16], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf14
        del primals_8
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf17 = buf15[1]
        assert_tensor_metadata(buf17, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf18 = buf15[2]
        assert_tensor_metadata(buf18, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf15
        buf19 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((relu_1, primals_6), ((2, 8, 16, 16), (8, 8, 3, 3)), ((2048, 1, 128, 8), (72, 1, 24, 8)), 'input')
        cpp_fused_add_threshold_backward_2(buf19, buf11, buf16)
        del buf11
        del buf16
        # Topologically Sorted Source Nodes: [convolution_backward_3], Original ATen: [aten.convolution_backward]
        buf20 = torch.ops.aten.convolution_backward.default(buf19, relu_1, primals_6, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_6
        buf21 = buf20[0]
        assert_tensor_metadata(buf21, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf22 = buf20[1]
        assert_tensor_metadata(buf22, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf23 = buf20[2]
        assert_tensor_metadata(buf23, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf20
        buf24 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((relu, primals_4), ((2, 8, 16, 16), (8, 8, 3, 3)), ((2048, 1, 128, 8), (72, 1, 24, 8)), 'input')
        cpp_fused_convolution_backward_threshold_backward_3(buf24, buf21)
        del buf21
        # Topologically Sorted Source Nodes: [full_default, le_3, where_3, convolution_backward_4], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf25 = torch.ops.aten.convolution_backward.default(buf24, relu, primals_4, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf24
        del primals_4
        buf26 = buf25[0]
        assert_tensor_metadata(buf26, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf26 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf27 = buf25[1]
        assert_tensor_metadata(buf27, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf27 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf28 = buf25[2]
        assert_tensor_metadata(buf28, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf28 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf25
        buf29 = relu; del relu  # reuse
        assert_size_stride_grouped((primals_3, primals_1), ((2, 3, 16, 16), (8, 3, 3, 3)), ((768, 1, 48, 3), (27, 1, 9, 3)), 'input')
        cpp_fused_add_threshold_backward_2(buf29, buf19, buf26)
        del buf19
        del buf26
        # Topologically Sorted Source Nodes: [full_default, add_3, le_4, where_4, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf30 = torch.ops.aten.convolution_backward.default(buf29, primals_3, primals_1, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf29
        del primals_1
        del primals_3
        buf31 = buf30[1]
        assert_tensor_metadata(buf31, (8, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf32 = buf30[2]
        assert_tensor_metadata(buf32, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf30
        buf2 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        assert_size_stride(mean, (2, 16), (16, 1), 'input')
        cpp_fused_sum_4(tangents_1, buf2)
        buf1 = empty_strided_cpu((10, 16), (16, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, mm_1], Original ATen: [aten.t, aten.mm]
        extern_kernels.mm(reinterpret_tensor(tangents_1, (10, 2), (1, 10), 0), mean, out=buf1)
        del mean
        del tangents_1
        return (buf31, buf32, None, buf27, buf28, buf22, buf23, buf17, buf18, buf12, buf13, buf7, buf8, buf1, reinterpret_tensor(buf2, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 3, 16, 16), (768, 1, 48, 3), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((16, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((16, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((10, 16), (16, 1), device='cpu', dtype=torch.float32)
    relu = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((2, 16, 8, 8), (1024, 1, 128, 16), device='cpu', dtype=torch.float32)
    mean = rand_strided((2, 16), (16, 1), device='cpu', dtype=torch.float32)
    le = rand_strided((2, 16, 8, 8), (1024, 64, 8, 1), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((2, 10), (10, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, relu, relu_1, relu_2, relu_3, mean, le, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
