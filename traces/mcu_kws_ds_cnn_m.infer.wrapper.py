# AOT ID: ['2_inference']
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


cpp_fused_relu_0 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(172L); x0+=static_cast<int64_t>(8L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(225L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(168L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            tmp1.store(tmp2 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 172L*x1), static_cast<int64_t>(172L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(168L) && x1 >= static_cast<int64_t>(224L) && x1 < static_cast<int64_t>(225L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(8); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(1L));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            tmp1.store(tmp2 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp2, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x0 + 172L*x1), static_cast<int64_t>(172L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(168L) && x0 < static_cast<int64_t>(172L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(224L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            tmp1.store(tmp2 + static_cast<int64_t>(8L*x0_inner));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp2, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 172L*x1), static_cast<int64_t>(172L));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(168L) && x0 < static_cast<int64_t>(172L) && x1 >= static_cast<int64_t>(224L) && x1 < static_cast<int64_t>(225L)))
                    {
                        alignas(std::max(std::size_t(8), alignof(float))) float tmp2[8*8];
                        for (long x0_inner = 0; x0_inner < static_cast<int64_t>(4L); x0_inner++)
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 225L*x0 + 225L*x0_inner), static_cast<int64_t>(1L));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            tmp1.store(tmp2 + static_cast<int64_t>(x0_inner), static_cast<int64_t>(1L));
                        }
                        transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(1L),false>(tmp2, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x0 + 172L*x1), static_cast<int64_t>(172L));
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(38700L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(38696L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(38696L) && x0 < static_cast<int64_t>(38700L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_mean_relu_2 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(172L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(225L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(168L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 172L*x1), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(168L) && x0 < static_cast<int64_t>(172L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 172L*x1), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(4L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(168L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(168L) && x0 < static_cast<int64_t>(172L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                }
            }
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(168L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = static_cast<float>(225.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(168L) && x0 < static_cast<int64_t>(172L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    auto tmp1 = static_cast<float>(225.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1 = args
        args.clear()
        assert_size_stride_grouped((arg2_1, arg0_1, arg1_1), ((1, 1, 49, 10), (172, 1, 10, 4), (172, )), ((490, 490, 10, 1), (40, 40, 4, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        buf0 = extern_kernels.convolution(arg2_1, arg0_1, arg1_1, stride=(2, 1), padding=(5, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf0, (1, 172, 25, 9), (38700, 225, 9, 1), torch.float32, 'torch.ops.aten.convolution.default')
        del arg0_1
        del arg1_1
        del arg2_1
        buf1 = empty_strided_cpu((1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32)
        assert_size_stride_grouped((arg3_1, arg4_1), ((172, 1, 3, 3), (172, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_0(buf0, buf1)
        del buf0
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.relu, aten.convolution]
        buf2 = extern_kernels.convolution(buf1, arg3_1, arg4_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=172)
        assert_tensor_metadata(buf2, (1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32, 'torch.ops.aten.convolution.default')
        del arg3_1
        del arg4_1
        del buf1
        buf3 = buf2; del buf2  # reuse
        assert_size_stride_grouped((arg5_1, arg6_1), ((172, 172, 1, 1), (172, )), ((172, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_1(buf3)
        # Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.relu, aten.convolution]
        buf4 = extern_kernels.convolution(buf3, arg5_1, arg6_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf4, (1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32, 'torch.ops.aten.convolution.default')
        del arg5_1
        del arg6_1
        del buf3
        buf5 = buf4; del buf4  # reuse
        assert_size_stride_grouped((arg7_1, arg8_1), ((172, 1, 3, 3), (172, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_1(buf5)
        # Topologically Sorted Source Nodes: [input_6, input_7], Original ATen: [aten.relu, aten.convolution]
        buf6 = extern_kernels.convolution(buf5, arg7_1, arg8_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=172)
        assert_tensor_metadata(buf6, (1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32, 'torch.ops.aten.convolution.default')
        del arg7_1
        del arg8_1
        del buf5
        buf7 = buf6; del buf6  # reuse
        assert_size_stride_grouped((arg9_1, arg10_1), ((172, 172, 1, 1), (172, )), ((172, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_1(buf7)
        # Topologically Sorted Source Nodes: [input_8, input_9], Original ATen: [aten.relu, aten.convolution]
        buf8 = extern_kernels.convolution(buf7, arg9_1, arg10_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf8, (1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32, 'torch.ops.aten.convolution.default')
        del arg10_1
        del arg9_1
        del buf7
        buf9 = buf8; del buf8  # reuse
        assert_size_stride_grouped((arg11_1, arg12_1), ((172, 1, 3, 3), (172, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_1(buf9)
        # Topologically Sorted Source Nodes: [input_10, input_11], Original ATen: [aten.relu, aten.convolution]
        buf10 = extern_kernels.convolution(buf9, arg11_1, arg12_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=172)
        assert_tensor_metadata(buf10, (1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32, 'torch.ops.aten.convolution.default')
        del arg11_1
        del arg12_1
        del buf9
        buf11 = buf10; del buf10  # reuse
        assert_size_stride_grouped((arg13_1, arg14_1), ((172, 172, 1, 1), (172, )), ((172, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_1(buf11)
        # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.relu, aten.convolution]
        buf12 = extern_kernels.convolution(buf11, arg13_1, arg14_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf12, (1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32, 'torch.ops.aten.convolution.default')
        del arg13_1
        del arg14_1
        del buf11
        buf13 = buf12; del buf12  # reuse
        assert_size_stride_grouped((arg15_1, arg16_1), ((172, 1, 3, 3), (172, )), ((9, 9, 3, 1), (1, )), 'input')
        cpp_fused_relu_1(buf13)
        # Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten.relu, aten.convolution]
        buf14 = extern_kernels.convolution(buf13, arg15_1, arg16_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=172)
        assert_tensor_metadata(buf14, (1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32, 'torch.ops.aten.convolution.default')
        del arg15_1
        del arg16_1
        del buf13
        buf15 = buf14; del buf14  # reuse
        assert_size_stride_grouped((arg17_1, arg18_1), ((172, 172, 1, 1), (172, )), ((172, 1, 1, 1), (1, )), 'input')
        cpp_fused_relu_1(buf15)
        # Topologically Sorted Source Nodes: [input_16, input_17], Original ATen: [aten.relu, aten.convolution]
        buf16 = extern_kernels.convolution(buf15, arg17_1, arg18_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf16, (1, 172, 25, 9), (38700, 1, 1548, 172), torch.float32, 'torch.ops.aten.convolution.default')
        del arg17_1
        del arg18_1
        del buf15
        buf17 = empty_strided_cpu((1, 172, 1, 1), (172, 1, 172, 172), torch.float32)
        buf18 = buf17; del buf17  # reuse
        assert_size_stride_grouped((arg20_1, arg19_1), ((12, ), (12, 172)), ((1, ), (172, 1)), 'input')
        cpp_fused_mean_relu_2(buf18, buf16)
        del buf16
        buf19 = empty_strided_cpu((1, 12), (12, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_18, adaptive_avg_pool2d, flatten, linear], Original ATen: [aten.relu, aten.mean, aten.view, aten.t, aten.addmm]
        extern_kernels.addmm(arg20_1, reinterpret_tensor(buf18, (1, 172), (0, 1), 0), reinterpret_tensor(arg19_1, (172, 12), (1, 172), 0), alpha=1, beta=1, out=buf19)
        del arg19_1
        del arg20_1
        return (buf19, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((172, 1, 10, 4), (40, 40, 4, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1, 1, 49, 10), (490, 490, 10, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((172, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((172, 172, 1, 1), (172, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((172, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((172, 172, 1, 1), (172, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((172, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((172, 172, 1, 1), (172, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((172, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((172, 172, 1, 1), (172, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((172, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((12, 172), (172, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((12, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('mcu_ad_autoencoder', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
