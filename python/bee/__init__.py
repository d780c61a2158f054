"""bee: Spelling Bee puzzles answered by libbee, the bee-simd library.

    >>> import bee
    >>> idx = bee.Index()                # the built-in word list
    >>> s = idx.solve("raegint")
    >>> s.count, s.score                 # doctest: +SKIP
    >>> rows = idx.solve_many(["raegint", "nhoytpa"])   # NumPy rows

See python/README.md for the whole API.
"""
from typing import List

from ._bee import ffi as _ffi, lib as _lib
from ._errors import (ArgumentError, BagError, EmptyError, Error, FileError,
                      FormatError, KernelError, LimitError, OutOfMemory,
                      PuzzleError, StoppedError)
from ._hints import Hints
from ._index import Index
from ._solution import BagAnswer, Solution
from ._version import __version__


def library_version() -> str:
    """The version of the libbee actually loaded (bee_version())."""
    return _ffi.string(_lib.bee_version()).decode()


def languages() -> List[str]:
    """The codes of the built-in alphabets ("en" first), for ``lang=``."""
    out, i = [], 0
    while True:
        c = _lib.bee_alphabet_builtin_code(i)
        if c == _ffi.NULL:
            return out
        out.append(_ffi.string(c).decode())
        i += 1


def cpu_count() -> int:
    """The CPUs this process may use (solve_many's default threads)."""
    return _lib.bee_cpu_count()


__all__ = ["Index", "Solution", "BagAnswer", "Hints", "Error", "FileError",
           "OutOfMemory", "EmptyError", "PuzzleError", "ArgumentError",
           "KernelError", "FormatError", "StoppedError", "LimitError",
           "BagError", "library_version", "languages",
           "cpu_count", "__version__"]
