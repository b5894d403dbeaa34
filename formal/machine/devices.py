"""The devices a program can run on, and whether this machine has the one asked for."""

from __future__ import annotations

from formal.base.errors import FormalError

DEVICES = ("cpu", "cuda")


def require_device(device: str) -> None:
    """Refuse an unknown device, or CUDA where torch sees none (one line, exit 2)."""
    if device not in DEVICES:
        raise FormalError(f"--device: expected one of {', '.join(DEVICES)}, got {device!r}")
    if device == "cuda":
        import torch  # torch: loaded only when CUDA is asked for (the CPU check needs nothing)

        if not torch.cuda.is_available():
            build = "a CPU-only build" if torch.version.cuda is None else f"built for CUDA {torch.version.cuda}"
            raise FormalError(
                f"--device cuda: no CUDA device available (torch {torch.__version__}, {build}; "
                f"torch.cuda.is_available() is False)"
            )
