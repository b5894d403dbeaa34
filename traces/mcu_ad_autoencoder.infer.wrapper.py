# AOT ID: ['0_inference']
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


cpp_fused_relu_0 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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


cpp_fused_relu_1 = async_compile.cpp_pybinding(['float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
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
        assert_size_stride_grouped((arg1_1, arg2_1, arg0_1), ((128, ), (1, 640), (128, 640)), ((1, ), (640, 1), (640, 1)), 'input')
        buf0 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.t, aten.addmm]
        extern_kernels.addmm(arg1_1, arg2_1, reinterpret_tensor(arg0_1, (640, 128), (1, 640), 0), alpha=1, beta=1, out=buf0)
        del arg0_1
        del arg1_1
        del arg2_1
        buf1 = buf0; del buf0  # reuse
        assert_size_stride_grouped((arg4_1, arg3_1), ((128, ), (128, 128)), ((1, ), (128, 1)), 'input')
        cpp_fused_relu_0(buf1)
        buf2 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg4_1, buf1, reinterpret_tensor(arg3_1, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf2)
        del arg3_1
        del arg4_1
        buf3 = buf2; del buf2  # reuse
        assert_size_stride_grouped((arg6_1, arg5_1), ((128, ), (128, 128)), ((1, ), (128, 1)), 'input')
        cpp_fused_relu_0(buf3)
        buf4 = buf1; del buf1  # reuse
        # Topologically Sorted Source Nodes: [input_4, input_5], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg6_1, buf3, reinterpret_tensor(arg5_1, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf4)
        del arg5_1
        del arg6_1
        buf5 = buf4; del buf4  # reuse
        assert_size_stride_grouped((arg8_1, arg7_1), ((128, ), (128, 128)), ((1, ), (128, 1)), 'input')
        cpp_fused_relu_0(buf5)
        buf6 = buf3; del buf3  # reuse
        # Topologically Sorted Source Nodes: [input_6, input_7], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg8_1, buf5, reinterpret_tensor(arg7_1, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf6)
        del arg7_1
        del arg8_1
        buf7 = buf6; del buf6  # reuse
        assert_size_stride_grouped((arg10_1, arg9_1), ((8, ), (8, 128)), ((1, ), (128, 1)), 'input')
        cpp_fused_relu_0(buf7)
        buf8 = empty_strided_cpu((1, 8), (8, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_8, input_9], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg10_1, buf7, reinterpret_tensor(arg9_1, (128, 8), (1, 128), 0), alpha=1, beta=1, out=buf8)
        del arg10_1
        del arg9_1
        buf9 = buf8; del buf8  # reuse
        assert_size_stride_grouped((arg12_1, arg11_1), ((128, ), (128, 8)), ((1, ), (8, 1)), 'input')
        cpp_fused_relu_1(buf9)
        buf10 = buf7; del buf7  # reuse
        # Topologically Sorted Source Nodes: [input_10, input_11], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg12_1, buf9, reinterpret_tensor(arg11_1, (8, 128), (1, 8), 0), alpha=1, beta=1, out=buf10)
        del arg11_1
        del arg12_1
        del buf9
        buf11 = buf10; del buf10  # reuse
        assert_size_stride_grouped((arg14_1, arg13_1), ((128, ), (128, 128)), ((1, ), (128, 1)), 'input')
        cpp_fused_relu_0(buf11)
        buf12 = buf5; del buf5  # reuse
        # Topologically Sorted Source Nodes: [input_12, input_13], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg14_1, buf11, reinterpret_tensor(arg13_1, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf12)
        del arg13_1
        del arg14_1
        buf13 = buf12; del buf12  # reuse
        assert_size_stride_grouped((arg16_1, arg15_1), ((128, ), (128, 128)), ((1, ), (128, 1)), 'input')
        cpp_fused_relu_0(buf13)
        buf14 = buf11; del buf11  # reuse
        # Topologically Sorted Source Nodes: [input_14, input_15], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg16_1, buf13, reinterpret_tensor(arg15_1, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf14)
        del arg15_1
        del arg16_1
        buf15 = buf14; del buf14  # reuse
        assert_size_stride_grouped((arg18_1, arg17_1), ((128, ), (128, 128)), ((1, ), (128, 1)), 'input')
        cpp_fused_relu_0(buf15)
        buf16 = buf13; del buf13  # reuse
        # Topologically Sorted Source Nodes: [input_16, input_17], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg18_1, buf15, reinterpret_tensor(arg17_1, (128, 128), (1, 128), 0), alpha=1, beta=1, out=buf16)
        del arg17_1
        del arg18_1
        del buf15
        buf17 = buf16; del buf16  # reuse
        assert_size_stride_grouped((arg20_1, arg19_1), ((640, ), (640, 128)), ((1, ), (128, 1)), 'input')
        cpp_fused_relu_0(buf17)
        buf18 = empty_strided_cpu((1, 640), (640, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_18, input_19], Original ATen: [aten.relu, aten.t, aten.addmm]
        extern_kernels.addmm(arg20_1, buf17, reinterpret_tensor(arg19_1, (128, 640), (1, 128), 0), alpha=1, beta=1, out=buf18)
        del arg19_1
        del arg20_1
        return (buf18, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((128, 640), (640, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((1, 640), (640, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((128, 8), (8, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((640, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((640, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('mcu_ad_autoencoder', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
