"""The ``tflite-micro`` wheel: TFLM's flatbuffer schema module and its host interpreter, or one line naming the extra.

formal reads ``.tflite`` files with the schema module the wheel ships
(``tflite_micro.tensorflow.lite.micro.python.schema_py_generated``), not with the ``tflite``
package: it is generated from the schema TFLM itself is built with, so the reader and the
interpreter formal measures with agree on every field by construction, and it comes with the
interpreter, which ``plan-tflite`` needs anyway. Only its lazy accessors are used (the object API
unpacks every weight into Python objects), behind the bounds in :mod:`formal.tflite.flatbuffer`.
"""

from __future__ import annotations

from typing import Any

from formal.base.errors import FormalError

EXTRA = "pip install 'formal-scheduler[tflite]'"


def schema() -> Any:
    """The wheel's flatbuffer schema module (``schema_py_generated``)."""
    try:
        from tflite_micro.tensorflow.lite.micro.python import schema_py_generated
    except ImportError:
        raise FormalError(f"TensorFlow Lite Micro's wheel is not installed: {EXTRA}") from None
    return schema_py_generated


def version() -> str:
    """The wheel's version (the nightly build): what every measurement names."""
    try:
        from importlib.metadata import version as installed
    except ImportError:  # pragma: no cover - the standard library has it
        return "unknown"
    try:
        return installed("tflite-micro")
    except Exception:
        return "unknown"


def available() -> bool:
    try:
        schema()
    except FormalError:
        return False
    return True
