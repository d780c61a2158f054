"""Exceptions: one ``bee.Error`` subclass per library status code."""
from ._bee import ffi, lib


class Error(Exception):
    """A libbee call failed; ``message`` is the library's own message."""

    def __init__(self, message, code=None):
        super().__init__(message)
        self.message = message
        self.code = code

    def __reduce__(self):
        # pickled whole (Dask hands a worker's exception to the client)
        return (self.__class__, (self.message, self.code), self.__dict__)


class FileError(Error, OSError):
    """BEE_ERR_IO: a file could not be opened, read, written or mapped."""


class OutOfMemory(Error, MemoryError):
    """BEE_ERR_NOMEM: an allocation failed."""


class EmptyError(Error, ValueError):
    """BEE_ERR_EMPTY: a word list had no usable word."""


class PuzzleError(Error, ValueError):
    """BEE_ERR_PUZZLE: a puzzle was malformed.

    From ``solve_many``, ``index`` is the puzzle's position in the input.
    """

    def __init__(self, message, code=None, index=None):
        super().__init__(message, code)
        self.index = index


class ArgumentError(Error, ValueError):
    """BEE_ERR_ARG: an argument was out of range."""


class KernelError(Error):
    """BEE_ERR_KERNEL: the kernel asked for cannot run here."""


class FormatError(Error):
    """BEE_ERR_FORMAT: an index file was damaged, truncated or foreign."""


class StoppedError(Error):
    """BEE_ERR_STOPPED: a callback stopped the run."""


class LimitError(ArgumentError):
    """BEE_ERR_LIMIT: over a documented limit (a word list's size, a run's
    memory); an ``ArgumentError`` as before the code had its own class."""


class BagError(PuzzleError):
    """BEE_ERR_BAG: a letter bag was malformed; a ``PuzzleError`` as before
    the code had its own class."""


_BY_CODE = {
    lib.BEE_ERR_IO: FileError,
    lib.BEE_ERR_NOMEM: OutOfMemory,
    lib.BEE_ERR_EMPTY: EmptyError,
    lib.BEE_ERR_PUZZLE: PuzzleError,
    lib.BEE_ERR_ARG: ArgumentError,
    lib.BEE_ERR_KERNEL: KernelError,
    lib.BEE_ERR_FORMAT: FormatError,
    lib.BEE_ERR_STOPPED: StoppedError,
    lib.BEE_ERR_LIMIT: LimitError,
    lib.BEE_ERR_BAG: BagError,
}


def error_of(status, message, **extra):
    """The exception for a status code and a message (bytes or str)."""
    if isinstance(message, bytes):
        message = message.decode("utf-8", "replace")
    if not message:
        message = ffi.string(lib.bee_status_name(status)).decode()
    return _BY_CODE.get(status, Error)(message, int(status), **extra)


def check(status, err):
    """Raise the exception for ``status`` unless it is BEE_OK."""
    if status != lib.BEE_OK:
        raise error_of(status, ffi.string(err.message))
