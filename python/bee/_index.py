"""``bee.Index``: a dictionary and the index over it, and its queries."""
import os
import threading

import numpy as np

from ._bee import ffi, lib
from ._errors import check, error_of
from ._hints import Hints
from ._solution import Solution


def _path(path):
    """A file name as bytes for C (str, bytes or os.PathLike)."""
    path = os.fsencode(path)
    if b"\0" in path:
        raise ValueError("path contains a NUL byte")
    return path


def _text(puzzle):
    """A puzzle string as ASCII-ish bytes for C."""
    if isinstance(puzzle, bytes):
        return puzzle
    if not isinstance(puzzle, str):
        raise TypeError(f"a puzzle is a str, not {type(puzzle).__name__}")
    return puzzle.encode("utf-8", "surrogateescape")


def _dtype(size, mark, words):
    """The row type of ``solve_many``'s answer."""
    fields = [("puzzle", f"U{size}"), ("count", "i4"), ("pangrams", "i4"),
              ("score", "i8")]
    if mark:
        fields.append(("valid", "?"))
    if words:
        fields.append(("words", "O"))
    return np.dtype(fields)


class Index:
    """A word list and the index over it (read-only, shared by threads).

    Make one with ``Index.build`` or ``Index.load``; its C side is freed
    when the object is collected.
    """

    def __init__(self, _handle):
        self._h = _handle
        self._local = threading.local()
        self._words = None
        self._lock = threading.Lock()

    # ------------------------------------------------------------ making

    @classmethod
    def build(cls, words=None, path=None, min_len=4, fold_case=False):
        """Index a word list: ``words`` (an iterable of str), the file
        ``path`` (one word a line), or neither: the built-in list.

        Words of lowercase a-z are kept (with ``fold_case``, A-Z is
        lowercased first); ``min_len`` is the shortest answer.
        """
        if words is not None and path is not None:
            raise TypeError("give words or path, not both")
        if isinstance(words, (str, bytes)):
            raise TypeError("words is an iterable of words, not one string")
        if not isinstance(min_len, int) or isinstance(min_len, bool):
            raise TypeError("min_len is an int")
        if not 1 <= min_len <= 255:
            raise ValueError("min_len is 1..255")
        h = ffi.gc(lib.bee_py_index_new(), lib.bee_py_index_free)
        if h == ffi.NULL:
            raise MemoryError
        err = ffi.new("bee_error *")
        c_path, text = ffi.NULL, ffi.NULL
        size = 0
        if path is not None:
            c_path = _path(path)
        elif words is not None:
            text = "\n".join(words).encode("utf-8", "surrogateescape")
            size = len(text)
        check(lib.bee_py_build(h, c_path, text, size, bool(fold_case),
                               min_len, err), err)
        return cls(h)

    @classmethod
    def load(cls, path):
        """Map an index file saved by ``save`` or ``bee-simd index``."""
        h = ffi.gc(lib.bee_py_index_new(), lib.bee_py_index_free)
        if h == ffi.NULL:
            raise MemoryError
        err = ffi.new("bee_error *")
        check(lib.bee_py_load(h, _path(path), err), err)
        return cls(h)

    def save(self, path):
        """Write the index and its word list to ``path`` (replaced whole)."""
        err = ffi.new("bee_error *")
        check(lib.bee_index_save(self._h.ix, _path(path), err), err)

    # ------------------------------------------------------------- words

    def __len__(self):
        """The number of words in the dictionary (all lengths)."""
        return lib.bee_dict_size(self._h.dict)

    @property
    def words(self):
        """Every word of the dictionary, as a NumPy array of str (by id)."""
        if self._words is None:
            with self._lock:
                if self._words is None:
                    d = self._h.dict
                    need = lib.bee_py_dict_text(d, ffi.NULL, 0)
                    buf = ffi.new("char[]", need)
                    lib.bee_py_dict_text(d, buf, need)
                    text = ffi.buffer(buf, need)[:].decode("ascii")
                    self._words = np.array(text.split("\n")[:-1],
                                           dtype=object)
        return self._words

    def _result(self):
        """This thread's reusable bee_result."""
        r = getattr(self._local, "result", None)
        if r is None:
            r = ffi.gc(lib.bee_result_new(), lib.bee_result_free)
            if r == ffi.NULL:
                raise MemoryError
            self._local.result = r
            self._local.puzzle = ffi.new("bee_puzzle *")
            self._local.err = ffi.new("bee_error *")
            self._local.count = ffi.new("size_t *")
        return r

    # ------------------------------------------------------------ solving

    def solve(self, puzzle, words=True, size=7):
        """Answer one puzzle ("raegint": the first letter is the center,
        or "aeginRt": the one uppercase letter is) -> ``Solution``."""
        text = _text(puzzle)
        r = self._result()
        loc = self._local
        status = lib.bee_py_solve(self._h.ix, text, len(text), size,
                                  bool(words), loc.puzzle, r, loc.err)
        if status != lib.BEE_OK:
            check(status, loc.err)
        name = ffi.string(loc.puzzle.text).decode()
        count = lib.bee_result_count(r)
        pangrams = lib.bee_result_pangrams(r)
        score = lib.bee_result_score(r)
        if not words:
            return Solution(name, count, pangrams, score)
        all_words = self.words
        ids = lib.bee_result_words(r, loc.count)
        word_list = all_words[np.frombuffer(
            ffi.buffer(ids, 4 * loc.count[0]), dtype=np.uint32)].tolist()
        pids = lib.bee_result_pangram_words(r, loc.count)
        if pids != ffi.NULL:
            pangram_list = [all_words[pids[i]] for i in range(loc.count[0])]
        else:
            letters = set(name)
            pangram_list = [w for w in word_list if set(w) == letters]
        return Solution(name, count, pangrams, score, word_list, pangram_list)

    def solve_many(self, puzzles, threads=0, words=False, errors="raise",
                   size=7):
        """Answer many puzzles on ``threads`` threads (0: every CPU this
        process may use) with the GIL released -> a NumPy structured array,
        one row a puzzle in input order: ``puzzle`` (as the library reads
        it), ``count``, ``pangrams``, ``score``, then ``valid`` with
        ``errors="mark"`` and ``words`` (lists of str) with ``words=True``.

        ``puzzles`` is a sequence of str, or a NumPy array of str or bytes.
        A bad puzzle raises ``PuzzleError`` (its ``index`` is its position)
        with ``errors="raise"``; with ``errors="mark"`` its row has
        ``valid`` False and zeros.
        """
        if errors not in ("raise", "mark"):
            raise ValueError('errors is "raise" or "mark"')
        if not isinstance(threads, int) or threads < 0:
            raise ValueError("threads is an int >= 0")
        data, n, width = _pack(puzzles)
        out = np.empty(n, dtype=_dtype(size, errors == "mark", words))
        dt = out.dtype
        rows = ffi.new("bee_py_rows *")
        rows.base = ffi.cast("char *", out.ctypes.data)
        rows.stride = dt.itemsize
        rows.off_puzzle = dt.fields["puzzle"][1]
        rows.puzzle_width = size
        rows.off_count = dt.fields["count"][1]
        rows.off_pangrams = dt.fields["pangrams"][1]
        rows.off_score = dt.fields["score"][1]
        rows.off_valid = dt.fields["valid"][1] if errors == "mark" else -1
        res = ffi.new("bee_py_many_out *")
        err = ffi.new("bee_error *")
        status = lib.bee_py_solve_many(self._h.ix, data, len(data), n, width,
                                       size, threads, bool(words), rows,
                                       res, err)
        try:
            check(status, err)
            if res.refused and errors == "raise":
                i = res.first_bad
                raise error_of(res.first_status, ffi.string(
                    res.first_message), **({"index": i} if
                    res.first_status == lib.BEE_ERR_PUZZLE else {}))
            if words:
                _fill_words(out, res, self.words)
        finally:
            lib.bee_py_many_out_free(res)
        if res.refused and errors == "mark":
            bad = np.flatnonzero(~out["valid"])
            src = puzzles if isinstance(puzzles, np.ndarray) else None
            for i in bad:
                p = src[i] if src is not None else puzzles[i]
                if isinstance(p, bytes):
                    p = p.decode("utf-8", "replace")
                out["puzzle"][i] = p
        return out

    def hints(self, puzzle, found=(), size=7):
        """What a player's hint page shows of ``puzzle`` (``Hints``), with
        the words already ``found`` (any case) taken off what is left."""
        text = _text(puzzle)
        found = [_text(w) for w in found]
        c_found = [ffi.new("char[]", w) for w in found]
        arr = ffi.new("const char *[]", c_found) if found else ffi.NULL
        lens = ffi.new("size_t[]", [len(w) for w in found]) if found \
            else ffi.NULL
        h = ffi.gc(lib.bee_hints_new(), lib.bee_hints_free)
        if h == ffi.NULL:
            raise MemoryError
        err = ffi.new("bee_error *")
        p = ffi.new("bee_puzzle *")
        check(lib.bee_py_hints(self._h.ix, text, len(text), size, arr, lens,
                               len(found), p, h, err), err)
        return Hints.from_c(h, p.letters,
                            [w.decode("utf-8", "replace") for w in found])


def _pack(puzzles):
    """Puzzles as one buffer for C: (bytes, count, record width or 0)."""
    if isinstance(puzzles, np.ndarray):
        if puzzles.ndim != 1:
            raise ValueError("puzzles is one-dimensional")
        if puzzles.dtype.kind == "U":
            try:
                width = max(puzzles.dtype.itemsize // 4, 1)
                puzzles = puzzles.astype(f"S{width}")
            except UnicodeEncodeError:
                puzzles = puzzles.tolist()
        elif puzzles.dtype.kind == "O":
            puzzles = puzzles.tolist()
        elif puzzles.dtype.kind != "S":
            raise TypeError(f"puzzles of dtype {puzzles.dtype} (str wanted)")
        if isinstance(puzzles, np.ndarray):
            a = np.ascontiguousarray(puzzles)
            width = a.dtype.itemsize
            if width == 0:
                a = np.zeros(len(a), dtype="S1")
                width = 1
            return a.tobytes(), len(a), width
    if isinstance(puzzles, (str, bytes)):
        raise TypeError("puzzles is a sequence of puzzles, not one string")
    if not isinstance(puzzles, (list, tuple)):
        puzzles = list(puzzles)
    try:
        joined = "\0".join(puzzles)
    except TypeError:
        bad = next(p for p in puzzles if not isinstance(p, str))
        raise TypeError(f"a puzzle is a str, not {type(bad).__name__}") \
            from None
    # a NUL inside a puzzle is refused by the C side (ArgumentError)
    return joined.encode("utf-8", "surrogateescape"), len(puzzles), 0


def _fill_words(out, res, all_words):
    """The ``words`` column from the answers' ids, in row order."""
    ids = np.frombuffer(ffi.buffer(res.ids, 4 * res.n_ids), dtype=np.uint32) \
        if res.n_ids else np.zeros(0, dtype=np.uint32)
    words = all_words[ids]
    ends = np.cumsum(out["count"], dtype=np.int64)
    starts = ends - out["count"]
    col = out["words"]
    for i in range(len(out)):
        col[i] = words[starts[i]:ends[i]].tolist()
