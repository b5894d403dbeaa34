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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(4L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1024L*x0 + 1024L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 4L*x1), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(12288L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(12288L)))
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


cpp_fused_add_convolution_backward_slice_3 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 20L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_4 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0 + 8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8L*x0 + 8L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = 9L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp6 = static_cast<int64_t>(0);
                            auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                            auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                            auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                            auto tmp10 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                return tmpbuf;
                            }
                            ()
                            ;
                            auto tmp11 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>(tmp10[x1_inner]);
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                            auto tmp13 =
                            [&]
                            {
                                __at_align__ std::array<int64_t, 8> tmpbuf;
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    tmpbuf[x1_inner] = static_cast<int64_t>((-33L) + tmp10[x1_inner] + x0 + x0_inner + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))));
                                }
                                return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                            }
                            ()
                            ;
                            TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp13) & (tmp13 < at::vec::VectorizedN<int64_t,2>(1024L)))).all_masked(), "index out of bounds: 0 <= tmp13 < 1024L");
                            [&]
                            {
                                __at_align__ std::array<float, 8> tmpbuf;
                                tmp15.store(tmpbuf.data(), static_cast<int64_t>(8));
                                #pragma GCC unroll 8
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    out_ptr0[static_cast<int64_t>((-33L) + tmp10[x1_inner] + x0 + x0_inner + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x1_inner]), static_cast<int64_t>(3L))) + 1024L*x1 + 1024L*x1_inner)] += tmpbuf[x1_inner];
                                }
                            }
                            ()
                            ;
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
        primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, getitem, getitem_1, convolution_1, relu, relu_1, relu_2, relu_3, relu_4, cat, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (1, 4, 32, 32), (4096, 1024, 32, 1), 'input')
        buf0 = empty_strided_cpu((1, 4, 32, 32), (4096, 1, 128, 4), torch.float32)
        assert_size_stride_grouped((cat, primals_18), ((1, 20, 32, 32), (4, 20, 1, 1)), ((20480, 1, 640, 20), (20, 1, 1, 1)), 'input')
        cpp_fused_convolution_backward_0(tangents_1, buf0)
        del tangents_1
        # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
        buf1 = torch.ops.aten.convolution_backward.default(buf0, cat, primals_18, [4], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf0
        del cat
        del primals_18
        buf2 = buf1[0]
        assert_tensor_metadata(buf2, (1, 20, 32, 32), (20480, 1, 640, 20), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf2 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf3 = buf1[1]
        assert_tensor_metadata(buf3, (4, 20, 1, 1), (20, 1, 20, 20), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf3 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf4 = buf1[2]
        assert_tensor_metadata(buf4, (4, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf1
        assert_size_stride_grouped((relu_4, primals_16), ((1, 48, 16, 16), (48, 4, 2, 2)), ((12288, 1, 768, 48), (16, 1, 8, 4)), 'input')
        # Topologically Sorted Source Nodes: [slice_2, convolution_backward_1], Original ATen: [aten.slice, aten.convolution_backward]
        buf5 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf2, (1, 4, 32, 32), (20480, 1, 640, 20), 16), relu_4, primals_16, [4], (2, 2), (0, 0), (1, 1), True, (0, 0), 1, [True, True, True])
        del primals_16
        buf6 = buf5[0]
        assert_tensor_metadata(buf6, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf6 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf7 = buf5[1]
        assert_tensor_metadata(buf7, (48, 4, 2, 2), (16, 1, 8, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf8 = buf5[2]
        assert_tensor_metadata(buf8, (4, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf5
        buf9 = relu_4; del relu_4  # reuse
        assert_size_stride_grouped((relu_3, primals_14), ((1, 48, 16, 16), (48, 48, 3, 3)), ((12288, 1, 768, 48), (432, 1, 144, 48)), 'input')
        cpp_fused_threshold_backward_1(buf9, buf6)
        del buf6
        # Topologically Sorted Source Nodes: [convolution_backward_2], Original ATen: [aten.convolution_backward]
        buf10 = torch.ops.aten.convolution_backward.default(buf9, relu_3, primals_14, [48], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_14
        buf11 = buf10[0]
        assert_tensor_metadata(buf11, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf11 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf12 = buf10[1]
        assert_tensor_metadata(buf12, (48, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf13 = buf10[2]
        assert_tensor_metadata(buf13, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf10
        buf14 = relu_3; del relu_3  # reuse
        assert_size_stride_grouped((relu_2, primals_12), ((1, 48, 16, 16), (48, 48, 3, 3)), ((12288, 1, 768, 48), (432, 1, 144, 48)), 'input')
        cpp_fused_threshold_backward_1(buf14, buf11)
        del buf11
        # Topologically Sorted Source Nodes: [full_default, le_1, where_1, convolution_backward_3], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf15 = torch.ops.aten.convolution_backward.default(buf14, relu_2, primals_12, [48], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf14
        del primals_12
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf17 = buf15[1]
        assert_tensor_metadata(buf17, (48, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf18 = buf15[2]
        assert_tensor_metadata(buf18, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf15
        buf19 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((relu_1, primals_10), ((1, 48, 16, 16), (48, 48, 3, 3)), ((12288, 1, 768, 48), (432, 1, 144, 48)), 'input')
        cpp_fused_add_threshold_backward_2(buf19, buf9, buf16)
        del buf16
        del buf9
        # Topologically Sorted Source Nodes: [convolution_backward_4], Original ATen: [aten.convolution_backward]
        buf20 = torch.ops.aten.convolution_backward.default(buf19, relu_1, primals_10, [48], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del primals_10
        buf21 = buf20[0]
        assert_tensor_metadata(buf21, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf21 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf22 = buf20[1]
        assert_tensor_metadata(buf22, (48, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf23 = buf20[2]
        assert_tensor_metadata(buf23, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf20
        buf24 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((relu, primals_8), ((1, 48, 16, 16), (48, 48, 3, 3)), ((12288, 1, 768, 48), (432, 1, 144, 48)), 'input')
        cpp_fused_threshold_backward_1(buf24, buf21)
        del buf21
        # Topologically Sorted Source Nodes: [full_default, le_3, where_3, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        buf25 = torch.ops.aten.convolution_backward.default(buf24, relu, primals_8, [48], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf24
        del primals_8
        buf26 = buf25[0]
        assert_tensor_metadata(buf26, (1, 48, 16, 16), (12288, 1, 768, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf26 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf27 = buf25[1]
        assert_tensor_metadata(buf27, (48, 48, 3, 3), (432, 1, 144, 48), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf27 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf28 = buf25[2]
        assert_tensor_metadata(buf28, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf28 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf25
        buf29 = relu; del relu  # reuse
        assert_size_stride_grouped((convolution_1, primals_6), ((1, 16, 32, 32), (48, 16, 3, 3)), ((16384, 1, 512, 16), (144, 1, 48, 16)), 'input')
        cpp_fused_add_threshold_backward_2(buf29, buf19, buf26)
        del buf19
        del buf26
        # Topologically Sorted Source Nodes: [full_default, add_3, le_4, where_4, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.add, aten.convolution_backward]
        buf30 = torch.ops.aten.convolution_backward.default(buf29, convolution_1, primals_6, [48], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf29
        del convolution_1
        del primals_6
        buf31 = buf30[0]
        assert_tensor_metadata(buf31, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf31 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf32 = buf30[1]
        assert_tensor_metadata(buf32, (48, 16, 3, 3), (144, 1, 48, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf33 = buf30[2]
        assert_tensor_metadata(buf33, (48, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf30
        buf34 = buf31; del buf31  # reuse
        assert_size_stride_grouped((getitem, primals_4), ((1, 8, 32, 32), (16, 8, 1, 1)), ((8192, 1, 256, 8), (8, 1, 1, 1)), 'input')
        cpp_fused_add_convolution_backward_slice_3(buf34, buf2)
        del buf2
        # Topologically Sorted Source Nodes: [slice_1, add_4, convolution_backward_7], Original ATen: [aten.slice, aten.add, aten.convolution_backward]
        buf35 = torch.ops.aten.convolution_backward.default(buf34, getitem, primals_4, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf34
        del getitem
        del primals_4
        buf36 = buf35[0]
        assert_tensor_metadata(buf36, (1, 8, 32, 32), (8192, 1, 256, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf36 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf37 = buf35[1]
        assert_tensor_metadata(buf37, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf37 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf38 = buf35[2]
        assert_tensor_metadata(buf38, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf38 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf35
        buf39 = empty_strided_cpu((8, 1024), (1024, 1), torch.float32)
        assert_size_stride(getitem_1, (1, 8, 32, 32), (8192, 1, 256, 8), 'input')
        assert_size_stride_grouped((primals_3, primals_1), ((1, 1, 32, 32), (8, 1, 3, 3)), ((1024, 1024, 32, 1), (9, 9, 3, 1)), 'input')
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_4(getitem_1, buf36, buf39)
        del buf36
        del getitem_1
        # Topologically Sorted Source Nodes: [view_2, convolution_backward_8], Original ATen: [aten.max_pool2d_with_indices_backward, aten.convolution_backward]
        buf41 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf39, (1, 8, 32, 32), (8192, 1024, 32, 1), 0), primals_3, primals_1, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf39
        del primals_1
        del primals_3
        buf42 = buf41[1]
        assert_tensor_metadata(buf42, (8, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf42 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf43 = buf41[2]
        assert_tensor_metadata(buf43, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf43 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf42, buf43, None, buf37, buf38, buf32, buf33, buf27, buf28, buf22, buf23, buf17, buf18, buf12, buf13, buf7, buf8, buf3, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((1, 1, 32, 32), (1024, 1024, 32, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((48, 16, 3, 3), (144, 1, 48, 16), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((48, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((48, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((48, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((48, 48, 3, 3), (432, 1, 144, 48), device='cpu', dtype=torch.float32)
    primals_16 = rand_strided((48, 4, 2, 2), (16, 1, 8, 4), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((4, 20, 1, 1), (20, 1, 1, 1), device='cpu', dtype=torch.float32)
    getitem = rand_strided((1, 8, 32, 32), (8192, 1, 256, 8), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 8, 32, 32), (8192, 1, 256, 8), device='cpu', dtype=torch.int8)
    convolution_1 = rand_strided((1, 16, 32, 32), (16384, 1, 512, 16), device='cpu', dtype=torch.float32)
    relu = rand_strided((1, 48, 16, 16), (12288, 1, 768, 48), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((1, 48, 16, 16), (12288, 1, 768, 48), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((1, 48, 16, 16), (12288, 1, 768, 48), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((1, 48, 16, 16), (12288, 1, 768, 48), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((1, 48, 16, 16), (12288, 1, 768, 48), device='cpu', dtype=torch.float32)
    cat = rand_strided((1, 20, 32, 32), (20480, 1, 640, 20), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((1, 4, 32, 32), (4096, 1024, 32, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, getitem, getitem_1, convolution_1, relu, relu_1, relu_2, relu_3, relu_4, cat, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
