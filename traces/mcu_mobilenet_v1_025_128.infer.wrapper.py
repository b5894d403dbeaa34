# AOT ID: ['5_inference']
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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16384L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16384L*x0 + 16384L*x0_inner), static_cast<int64_t>(8));
                            tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                    }
                }
            }
        }
    }
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
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(1L));
                                tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
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


cpp_fused_relu_1 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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


cpp_fused_relu_2 = async_compile.cpp_pybinding(['float*'], r'''
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


cpp_fused_relu_3 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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


cpp_fused_relu_4 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
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


cpp_fused_relu_5 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
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


cpp_fused_relu_6 = async_compile.cpp_pybinding(['float*'], r'''
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


cpp_fused_mean_relu_7 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(16.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1 = args
        args.clear()
        assert_size_stride(arg2_1, (1, 3, 128, 128), (49152, 16384, 128, 1), 'input')
        buf0 = empty_strided_cpu((1, 3, 128, 128), (49152, 1, 384, 3), torch.float32)
        assert_size_stride(arg0_1, (8, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf1 = empty_strided_cpu((8, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(arg1_1, (8, ), (1, ), 'input')
        cpp_fused_convolution_0(arg2_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg2_1
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf2 = extern_kernels.convolution(buf0, buf1, arg1_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (1, 8, 64, 64), (32768, 1, 512, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg1_1
        del buf0
        del buf1
        buf3 = buf2; del buf2  # reuse
        assert_size_stride_grouped((arg3_1, arg4_1), ((8, 1, 3, 3), (8, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_1(buf3)
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.relu, aten.convolution]
        buf4 = extern_kernels.convolution(buf3, arg3_1, arg4_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=8)
        assert_tensor_metadata(buf4, (1, 8, 64, 64), (32768, 1, 512, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del arg3_1
        del arg4_1
        del buf3
        buf5 = buf4; del buf4  # reuse
        assert_size_stride_grouped((arg5_1, arg6_1), ((16, 8, 1, 1), (16, )), ((8, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_1(buf5)
        # Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.relu, aten.convolution]
        buf6 = extern_kernels.convolution(buf5, arg5_1, arg6_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf6, (1, 16, 64, 64), (65536, 1, 1024, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg5_1
        del arg6_1
        del buf5
        buf7 = buf6; del buf6  # reuse
        assert_size_stride_grouped((arg7_1, arg8_1), ((16, 1, 3, 3), (16, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_2(buf7)
        # Topologically Sorted Source Nodes: [input_6, input_7], Original ATen: [aten.relu, aten.convolution]
        buf8 = extern_kernels.convolution(buf7, arg7_1, arg8_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16)
        assert_tensor_metadata(buf8, (1, 16, 32, 32), (16384, 1, 512, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del arg7_1
        del arg8_1
        del buf7
        buf9 = buf8; del buf8  # reuse
        assert_size_stride_grouped((arg9_1, arg10_1), ((32, 16, 1, 1), (32, )), ((16, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_3(buf9)
        # Topologically Sorted Source Nodes: [input_8, input_9], Original ATen: [aten.relu, aten.convolution]
        buf10 = extern_kernels.convolution(buf9, arg9_1, arg10_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf10, (1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del arg9_1
        del buf9
        buf11 = buf10; del buf10  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((32, 1, 3, 3), (32, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_1(buf11)
        # Topologically Sorted Source Nodes: [input_10, input_11], Original ATen: [aten.relu, aten.convolution]
        buf12 = extern_kernels.convolution(buf11, arg11_1, arg12_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=32)
        assert_tensor_metadata(buf12, (1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del arg12_1
        del buf11
        buf13 = buf12; del buf12  # reuse
        assert_size_stride_grouped((arg13_1, arg14_1), ((32, 32, 1, 1), (32, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_1(buf13)
        # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.relu, aten.convolution]
        buf14 = extern_kernels.convolution(buf13, arg13_1, arg14_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf14, (1, 32, 32, 32), (32768, 1, 1024, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg13_1
        del arg14_1
        del buf13
        buf15 = buf14; del buf14  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((32, 1, 3, 3), (32, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_1(buf15)
        # Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten.relu, aten.convolution]
        buf16 = extern_kernels.convolution(buf15, arg15_1, arg16_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=32)
        assert_tensor_metadata(buf16, (1, 32, 16, 16), (8192, 1, 512, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del arg16_1
        del buf15
        buf17 = buf16; del buf16  # reuse
        assert_size_stride_grouped((arg17_1, arg18_1), ((64, 32, 1, 1), (64, )), ((32, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_4(buf17)
        # Topologically Sorted Source Nodes: [input_16, input_17], Original ATen: [aten.relu, aten.convolution]
        buf18 = extern_kernels.convolution(buf17, arg17_1, arg18_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf18, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg17_1
        del arg18_1
        del buf17
        buf19 = buf18; del buf18  # reuse
        assert_size_stride_grouped((arg19_1, arg20_1), ((64, 1, 3, 3), (64, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_3(buf19)
        # Topologically Sorted Source Nodes: [input_18, input_19], Original ATen: [aten.relu, aten.convolution]
        buf20 = extern_kernels.convolution(buf19, arg19_1, arg20_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=64)
        assert_tensor_metadata(buf20, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg19_1
        del arg20_1
        del buf19
        buf21 = buf20; del buf20  # reuse
        assert_size_stride_grouped((arg21_1, arg22_1), ((64, 64, 1, 1), (64, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_3(buf21)
        # Topologically Sorted Source Nodes: [input_20, input_21], Original ATen: [aten.relu, aten.convolution]
        buf22 = extern_kernels.convolution(buf21, arg21_1, arg22_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf22, (1, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        del arg22_1
        del buf21
        buf23 = buf22; del buf22  # reuse
        assert_size_stride_grouped((arg23_1, arg24_1), ((64, 1, 3, 3), (64, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_3(buf23)
        # Topologically Sorted Source Nodes: [input_22, input_23], Original ATen: [aten.relu, aten.convolution]
        buf24 = extern_kernels.convolution(buf23, arg23_1, arg24_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=64)
        assert_tensor_metadata(buf24, (1, 64, 8, 8), (4096, 1, 512, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg23_1
        del arg24_1
        del buf23
        buf25 = buf24; del buf24  # reuse
        assert_size_stride_grouped((arg25_1, arg26_1), ((128, 64, 1, 1), (128, )), ((64, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_5(buf25)
        # Topologically Sorted Source Nodes: [input_24, input_25], Original ATen: [aten.relu, aten.convolution]
        buf26 = extern_kernels.convolution(buf25, arg25_1, arg26_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf26, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg25_1
        del arg26_1
        del buf25
        buf27 = buf26; del buf26  # reuse
        assert_size_stride_grouped((arg27_1, arg28_1), ((128, 1, 3, 3), (128, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_4(buf27)
        # Topologically Sorted Source Nodes: [input_26, input_27], Original ATen: [aten.relu, aten.convolution]
        buf28 = extern_kernels.convolution(buf27, arg27_1, arg28_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=128)
        assert_tensor_metadata(buf28, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg27_1
        del arg28_1
        del buf27
        buf29 = buf28; del buf28  # reuse
        assert_size_stride_grouped((arg29_1, arg30_1), ((128, 128, 1, 1), (128, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_4(buf29)
        # Topologically Sorted Source Nodes: [input_28, input_29], Original ATen: [aten.relu, aten.convolution]
        buf30 = extern_kernels.convolution(buf29, arg29_1, arg30_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf30, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg29_1
        del arg30_1
        del buf29
        buf31 = buf30; del buf30  # reuse
        assert_size_stride_grouped((arg31_1, arg32_1), ((128, 1, 3, 3), (128, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_4(buf31)
        # Topologically Sorted Source Nodes: [input_30, input_31], Original ATen: [aten.relu, aten.convolution]
        buf32 = extern_kernels.convolution(buf31, arg31_1, arg32_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=128)
        assert_tensor_metadata(buf32, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg31_1
        del arg32_1
        del buf31
        buf33 = buf32; del buf32  # reuse
        assert_size_stride_grouped((arg33_1, arg34_1), ((128, 128, 1, 1), (128, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_4(buf33)
        # Topologically Sorted Source Nodes: [input_32, input_33], Original ATen: [aten.relu, aten.convolution]
        buf34 = extern_kernels.convolution(buf33, arg33_1, arg34_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf34, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg33_1
        del arg34_1
        del buf33
        buf35 = buf34; del buf34  # reuse
        assert_size_stride_grouped((arg35_1, arg36_1), ((128, 1, 3, 3), (128, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_4(buf35)
        # Topologically Sorted Source Nodes: [input_34, input_35], Original ATen: [aten.relu, aten.convolution]
        buf36 = extern_kernels.convolution(buf35, arg35_1, arg36_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=128)
        assert_tensor_metadata(buf36, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg35_1
        del arg36_1
        del buf35
        buf37 = buf36; del buf36  # reuse
        assert_size_stride_grouped((arg37_1, arg38_1), ((128, 128, 1, 1), (128, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_4(buf37)
        # Topologically Sorted Source Nodes: [input_36, input_37], Original ATen: [aten.relu, aten.convolution]
        buf38 = extern_kernels.convolution(buf37, arg37_1, arg38_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf38, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg37_1
        del arg38_1
        del buf37
        buf39 = buf38; del buf38  # reuse
        assert_size_stride_grouped((arg39_1, arg40_1), ((128, 1, 3, 3), (128, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_4(buf39)
        # Topologically Sorted Source Nodes: [input_38, input_39], Original ATen: [aten.relu, aten.convolution]
        buf40 = extern_kernels.convolution(buf39, arg39_1, arg40_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=128)
        assert_tensor_metadata(buf40, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg39_1
        del arg40_1
        del buf39
        buf41 = buf40; del buf40  # reuse
        assert_size_stride_grouped((arg41_1, arg42_1), ((128, 128, 1, 1), (128, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_4(buf41)
        # Topologically Sorted Source Nodes: [input_40, input_41], Original ATen: [aten.relu, aten.convolution]
        buf42 = extern_kernels.convolution(buf41, arg41_1, arg42_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf42, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        del arg42_1
        del buf41
        buf43 = buf42; del buf42  # reuse
        assert_size_stride_grouped((arg43_1, arg44_1), ((128, 1, 3, 3), (128, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_4(buf43)
        # Topologically Sorted Source Nodes: [input_42, input_43], Original ATen: [aten.relu, aten.convolution]
        buf44 = extern_kernels.convolution(buf43, arg43_1, arg44_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=128)
        assert_tensor_metadata(buf44, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg43_1
        del arg44_1
        del buf43
        buf45 = buf44; del buf44  # reuse
        assert_size_stride_grouped((arg45_1, arg46_1), ((128, 128, 1, 1), (128, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_4(buf45)
        # Topologically Sorted Source Nodes: [input_44, input_45], Original ATen: [aten.relu, aten.convolution]
        buf46 = extern_kernels.convolution(buf45, arg45_1, arg46_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf46, (1, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg45_1
        del arg46_1
        del buf45
        buf47 = buf46; del buf46  # reuse
        assert_size_stride_grouped((arg47_1, arg48_1), ((128, 1, 3, 3), (128, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_4(buf47)
        # Topologically Sorted Source Nodes: [input_46, input_47], Original ATen: [aten.relu, aten.convolution]
        buf48 = extern_kernels.convolution(buf47, arg47_1, arg48_1, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=128)
        assert_tensor_metadata(buf48, (1, 128, 4, 4), (2048, 1, 512, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg47_1
        del arg48_1
        del buf47
        buf49 = buf48; del buf48  # reuse
        assert_size_stride_grouped((arg49_1, arg50_1), ((256, 128, 1, 1), (256, )), ((128, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_6(buf49)
        # Topologically Sorted Source Nodes: [input_48, input_49], Original ATen: [aten.relu, aten.convolution]
        buf50 = extern_kernels.convolution(buf49, arg49_1, arg50_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf50, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg49_1
        del arg50_1
        del buf49
        buf51 = buf50; del buf50  # reuse
        assert_size_stride_grouped((arg51_1, arg52_1), ((256, 1, 3, 3), (256, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_5(buf51)
        # Topologically Sorted Source Nodes: [input_50, input_51], Original ATen: [aten.relu, aten.convolution]
        buf52 = extern_kernels.convolution(buf51, arg51_1, arg52_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=256)
        assert_tensor_metadata(buf52, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del arg52_1
        del buf51
        buf53 = buf52; del buf52  # reuse
        assert_size_stride_grouped((arg53_1, arg54_1), ((256, 256, 1, 1), (256, )), ((256, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_5(buf53)
        # Topologically Sorted Source Nodes: [input_52, input_53], Original ATen: [aten.relu, aten.convolution]
        buf54 = extern_kernels.convolution(buf53, arg53_1, arg54_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf54, (1, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg53_1
        del arg54_1
        del buf53
        buf55 = empty_strided_cpu((1, 256, 1, 1), (256, 1, 256, 256), torch.float32)
        buf56 = buf55; del buf55  # reuse
        assert_size_stride_grouped((arg56_1, arg55_1), ((1000, ), (1000, 256)), ((1, ), (256, 1)), 'input')
        cpp_fused_mean_relu_7(buf56, buf54)
        del buf54
        buf57 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_54, adaptive_avg_pool2d, flatten, linear], Original ATen: [aten.relu, aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg56_1, reinterpret_tensor(buf56, (1, 256), (0, 1), 0), reinterpret_tensor(arg55_1, (256, 1000), (1, 256), 0), alpha=1, beta=1, out=buf57)
        del arg55_1
        del arg56_1
        return (buf57, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1, 3, 128, 128), (49152, 16384, 128, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((8, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((16, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((16, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((32, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((32, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, 32, 1, 1), (32, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((64, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((64, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((64, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((128, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((128, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((128, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((128, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((128, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((128, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((128, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((128, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((128, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((128, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((128, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((256, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((256, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((1000, 256), (256, 1), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('mcu_ad_autoencoder', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
