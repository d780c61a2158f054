"""``bee.Index``: a dictionary and the index over it, and its queries."""
import os
import re
import threading
from typing import (Any, Iterable, List, Optional, Sequence, Union)

import numpy as np

from ._bee import ffi, lib
from ._errors import ArgumentError, Error, check, error_of
from ._hints import Hints
from ._solution import BagAnswer, Solution


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
        fields += [("valid", "?"), ("error", "O")]
    if words:
        fields.append(("words", "O"))
    return np.dtype(fields)


PathLike = Union[str, bytes, "os.PathLike[str]", "os.PathLike[bytes]"]
Puzzle = Union[str, bytes]


class Index:
    """A word list and the index over it (read-only, shared by threads).

    ``Index()`` is the built-in word list; ``Index(words=...)``,
    ``Index(path=...)`` (the keywords of ``build``) or ``Index.load``
    another.  Its C side is freed by ``close()``, at the end of a ``with``
    block, or when the object is collected.
    """

    def __init__(self, words: Optional[Iterable[str]] = None,
                 path: Optional[PathLike] = None,
                 min_len: Optional[int] = None, fold_case: bool = False,
                 lang: Optional[str] = None) -> None:
        self._adopt(_build_handle(words, path, min_len, fold_case, lang))

    def _adopt(self, handle):
        self._h = handle
        self._ix = handle.ix  # owned by handle, which this keeps
        self._local = threading.local()
        self._words = None
        self._lock = threading.Lock()

    @classmethod
    def _of(cls, handle):
        """An Index around a handle already made (``load``)."""
        obj = cls.__new__(cls)
        obj._adopt(handle)
        return obj

    def close(self) -> None:
        """Free the C side now (the index, its word list, a mapped file).
        Any later use raises ``ValueError``; a second close does nothing.
        Close an index no other thread is using."""
        h, self._h = self._h, None
        if h is not None:
            ffi.release(h)

    @property
    def closed(self) -> bool:
        """Whether ``close()`` was called."""
        return self._h is None

    def __enter__(self) -> "Index":
        self._live()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        if self._h is None:
            return "<bee.Index closed>"
        return f"<bee.Index {self.lang}: {len(self)} words>"

    def _live(self):
        """The C handle; ValueError once closed."""
        h = self._h
        if h is None:
            raise ValueError("this bee.Index is closed")
        return h

    # ------------------------------------------------------------ making

    @classmethod
    def build(cls, words: Optional[Iterable[str]] = None,
              path: Optional[PathLike] = None, min_len: Optional[int] = None,
              fold_case: bool = False, lang: Optional[str] = None
              ) -> "Index":
        """Index a word list: ``words`` (an iterable of str), the file
        ``path`` (one word a line, UTF-8), or neither: the built-in
        (English) list.

        ``lang`` is the list's alphabet and rules, a built-in code (``en``,
        the default, ``ca``, ``es``, ``de``, ``fr``, ``pt``, ``it``; see
        ``bee.languages()``): English keeps words of lowercase a-z, the
        others their own letters, with accents folded as the alphabet says.
        With ``fold_case``, uppercase lines are lowercased first.
        ``min_len`` is the shortest answer in letters (default: the
        alphabet's, 4 for English, 3 for Catalan).
        """
        return cls(words=words, path=path, min_len=min_len,
                   fold_case=fold_case, lang=lang)

    @classmethod
    def load(cls, path: PathLike) -> "Index":
        """Map an index file saved by ``save`` or ``bee-simd index``."""
        h = ffi.gc(lib.bee_py_index_new(), lib.bee_py_index_free)
        if h == ffi.NULL:
            raise MemoryError
        err = ffi.new("bee_error *")
        check(lib.bee_py_load(h, _path(path), err), err)
        return cls._of(h)

    def save(self, path: PathLike) -> None:
        """Write the index and its word list to ``path`` (replaced whole)."""
        err = ffi.new("bee_error *")
        check(lib.bee_index_save(self._live().ix, _path(path), err), err)

    # ------------------------------------------------------------- words

    @property
    def lang(self) -> str:
        """The code of the word list's alphabet ("en", "ca", ...)."""
        return ffi.string(lib.bee_alphabet_code(self._alphabet())).decode()

    @property
    def letters(self) -> List[str]:
        """The alphabet's letters, in the order of the mask bits."""
        a = self._alphabet()
        buf = ffi.new("char[5]")
        out = []
        for i in range(lib.bee_alphabet_size(a)):
            n = lib.bee_alphabet_letter(a, i, buf)
            out.append(ffi.buffer(buf, n)[:].decode("utf-8"))
        return out

    def _alphabet(self):
        return lib.bee_dict_alphabet(self._live().dict)

    def __len__(self) -> int:
        """The number of words in the dictionary (all lengths)."""
        return lib.bee_dict_size(self._live().dict)

    @property
    def words(self) -> np.ndarray:
        """Every word of the dictionary, as a NumPy array of str (by id)."""
        if self._words is None:
            with self._lock:
                if self._words is None:
                    d = self._live().dict
                    need = lib.bee_py_dict_text(d, ffi.NULL, 0)
                    buf = ffi.new("char[]", need)
                    lib.bee_py_dict_text(d, buf, need)
                    text = ffi.buffer(buf, need)[:].decode("utf-8")
                    self._words = np.array(text.split("\n")[:-1],
                                           dtype=object)
        return self._words

    def _context(self):
        """This thread's solve context (its own bee_result)."""
        r = self._result()
        c = ffi.new("bee_py_ctx *")
        c.ix = self._ix
        c.r = r  # kept alive by self._local.result
        self._local.ctx = c
        return c

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
            self._local.ans = ffi.new("bee_py_answer *")
        return r

    # ------------------------------------------------------------ solving

    def solve(self, puzzle: Puzzle, words: bool = True, size: int = 7
              ) -> Solution:
        """Answer one puzzle ("raegint": the first letter is the center,
        or "aeginRt": the one uppercase letter is) -> ``Solution``."""
        if self._h is None:
            self._live()
        loc = self._local
        c = getattr(loc, "ctx", None) or self._context()
        if type(puzzle) is str:
            text = puzzle.encode("utf-8", "surrogateescape")
            # already as the library writes it: center first, lowercase
            name = puzzle if puzzle.islower() and puzzle.isalpha() else None
        else:
            text, name = _text(puzzle), None
        status = lib.bee_py_solve1(c, text, len(text), size,
                                   1 if words else 0)
        if status:
            check(status, c.err)
        if name is None:
            name = ffi.string(c.p.text).decode("utf-8")
        if not words:
            return _new_solution(Solution, (name, c.count, c.pangrams,
                                            c.score, None, None))
        count = c.count
        r = c.r
        all_words = self.words
        ids = lib.bee_result_words(r, loc.count)
        word_list = all_words[np.frombuffer(
            ffi.buffer(ids, 4 * loc.count[0]), dtype=np.uint32)].tolist()
        pids = lib.bee_result_pangram_words(r, loc.count)
        if pids != ffi.NULL:
            pangram_list = [all_words[pids[i]] for i in range(loc.count[0])]
        else:
            d, want = self._live().dict, c.p.letters
            pangram_list = [all_words[ids[i]] for i in range(count)
                            if lib.bee_dict_word_mask(d, ids[i]) == want]
        return Solution(name, count, c.pangrams, c.score, word_list,
                        pangram_list)

    def solve_many(self, puzzles: Union[Sequence[Puzzle], np.ndarray],
                   threads: int = 0, words: bool = False,
                   errors: str = "raise", size: int = 7) -> np.ndarray:
        """Answer many puzzles on ``threads`` threads (0: every CPU this
        process may use) with the GIL released -> a NumPy structured array,
        one row a puzzle in input order: ``puzzle`` (as the library reads
        it), ``count``, ``pangrams``, ``score``, then ``valid`` and ``error``
        with ``errors="mark"`` and ``words`` (lists of str) with
        ``words=True``.

        ``puzzles`` is a sequence of str (or of bytes, UTF-8), or a NumPy
        array of str or bytes.
        A bad puzzle raises ``PuzzleError`` (its ``index`` is its position)
        with ``errors="raise"``; with ``errors="mark"`` its row has
        ``valid`` False, zeros and in ``error`` the library's message ("" in
        a good row).
        """
        if errors not in ("raise", "mark"):
            raise ValueError('errors is "raise" or "mark"')
        if not isinstance(threads, int) or threads < 0:
            raise ValueError("threads is an int >= 0")
        if not isinstance(puzzles, (np.ndarray, list, tuple, str, bytes)):
            puzzles = list(puzzles)  # read twice with errors="mark"
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
        status = lib.bee_py_solve_many(self._live().ix, data, len(data), n, width,
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
        if errors == "mark":
            out["error"] = ""
            for i in np.flatnonzero(~out["valid"]) if res.refused else ():
                out["puzzle"][i], out["error"][i] = self._refusal(
                    puzzles[i], size)
        return out

    def _refusal(self, puzzle, size):
        """A refused puzzle as given (str) and the library's message for
        it, from the same parse one ``solve`` makes."""
        if isinstance(puzzle, np.generic):
            puzzle = puzzle.item()
        try:
            self.solve(puzzle, words=False, size=size)
        except Error as e:
            message = e.message
        else:  # pragma: no cover - the batch and solve disagree
            message = "refused"
        if isinstance(puzzle, bytes):
            puzzle = puzzle.decode("utf-8", "replace")
        return puzzle, message

    def hints(self, puzzle: Puzzle,
              found: Union[str, Iterable[str]] = (), size: int = 7
              ) -> Hints:
        """What a player's hint page shows of ``puzzle`` (``Hints``), with
        the words already ``found`` (any case) taken off what is left:
        an iterable of words, or one str of words separated by commas,
        spaces or new lines (as ``bee-simd hints --found`` takes them).
        Empty words are passed over, as the command does."""
        text = _text(puzzle)
        found = [_text(w) for w in _found_words(found)]
        c_found = [ffi.new("char[]", w) for w in found]
        arr = ffi.new("const char *[]", c_found) if found else ffi.NULL
        lens = ffi.new("size_t[]", [len(w) for w in found]) if found \
            else ffi.NULL
        h = ffi.gc(lib.bee_hints_new(), lib.bee_hints_free)
        if h == ffi.NULL:
            raise MemoryError
        err = ffi.new("bee_error *")
        p = ffi.new("bee_puzzle *")
        check(lib.bee_py_hints(self._live().ix, text, len(text), size, arr, lens,
                               len(found), p, h, err), err)
        return Hints.from_c(h, p.letters,
                            [w.decode("utf-8", "replace") for w in found],
                            self.letters)


    # -------------------------------------------------------- every puzzle

    def all(self, size: int = 7, any: bool = False, exclude: str = "",
            letters: str = "", center: str = "", scoring: str = "nyt",
            min_words: Optional[int] = None, max_words: Optional[int] = None,
            min_score: Optional[int] = None, max_score: Optional[int] = None,
            min_pangrams: Optional[int] = None, sort: str = "letters",
            top: int = 0, threads: int = 0, method: str = "auto",
            bingo: bool = False, min_perfect: Optional[int] = None,
            max_memory: Optional[int] = None) -> np.ndarray:
        """Every puzzle at once (``bee-simd all``, the library's
        ``bee_all_solve``) -> a NumPy structured array, one row a puzzle:
        ``puzzle`` (center first, then the other letters alphabetically),
        ``letters`` (the set, alphabetically), ``center``, ``count``,
        ``pangrams`` (int32) and ``score`` (int64).

        Which puzzles: letter sets of ``size`` letters that some word uses
        exactly (they have a pangram), or every set with ``any``; sets
        holding none of ``exclude`` and all of ``letters``; centers among
        ``center`` (empty: any).  Filters (bounds included): ``min_words``,
        ``max_words``, ``min_score``, ``max_score``, ``min_pangrams``.
        ``sort`` is "letters" (then center), "score" or "words" (highest
        first); ``top`` keeps the first N (0: all).  ``scoring`` is "nyt"
        or "simple"; ``threads`` 0 uses every CPU; ``method`` "auto",
        "subsets" or "zeta" (same rows).  Puzzle makers' filters, each
        solving the puzzles the bounds keep: ``bingo`` (every letter starts
        an answer), ``min_perfect`` (at least N pangrams of exactly ``size``
        letters).  ``max_memory``: bytes the run may take (None: the
        library's default, 4 GiB), estimated first; beyond it
        ``bee.ArgumentError`` names the estimate.  Runs with the GIL
        released.
        """
        o = ffi.new("bee_all_options *")
        lib.bee_all_options_init_sized(o, ffi.sizeof("bee_all_options"))
        if not isinstance(size, int) or isinstance(size, bool):
            raise TypeError("size is an int")
        o.size = size
        o.any = bool(any)
        o.exclude = self._mask(exclude, "exclude")
        o.require = self._mask(letters, "letters")
        o.centers = self._mask(center, "center")
        o.scoring = _choice(scoring, "scoring", _SCORING)
        for name, value in (("min_words", min_words),
                            ("max_words", max_words),
                            ("min_score", min_score),
                            ("max_score", max_score),
                            ("min_pangrams", min_pangrams),
                            ("min_perfect", min_perfect)):
            if value is not None:
                if not isinstance(value, int) or isinstance(value, bool):
                    raise TypeError(f"{name} is an int")
                if not 0 <= value <= 0xFFFFFFFF:
                    raise ValueError(f"{name} is 0..4294967295")
                setattr(o, name, value)
        o.order = _choice(sort, "sort", _ALL_ORDER)
        if not isinstance(top, int) or top < 0:
            raise ValueError("top is an int >= 0")
        o.top = top
        if not isinstance(threads, int) or threads < 0:
            raise ValueError("threads is an int >= 0")
        o.threads = threads
        o.method = _choice(method, "method", _ALL_METHOD)
        o.bingo = bool(bingo)
        if max_memory is not None:
            if not isinstance(max_memory, int) or isinstance(max_memory, bool):
                raise TypeError("max_memory is an int (bytes)")
            if not 1 <= max_memory < 2**64:
                raise ValueError("max_memory is 1..2**64-1 bytes")
            o.max_memory = max_memory
        _check_satisfiable(min_words, max_words, min_score, max_score,
                           o.require, o.centers, size)
        err = ffi.new("bee_error *")
        res = ffi.new("bee_all_result **")
        check(lib.bee_all_solve(self._live().ix, o, res, err), err)
        r = ffi.gc(res[0], lib.bee_all_result_free)
        width = max(1, min(size, lib.BEE_ALL_MAX_SIZE))
        out = np.empty(r.count, dtype=[
            ("puzzle", f"U{width}"), ("letters", f"U{width}"),
            ("center", "U1"), ("count", "i4"), ("pangrams", "i4"),
            ("score", "i8")])
        dt = out.dtype
        rows = ffi.new("bee_py_all_rows *")
        rows.base = ffi.cast("char *", out.ctypes.data)
        rows.stride = dt.itemsize
        rows.width = width
        for f in ("puzzle", "letters", "center", "count", "pangrams",
                  "score"):
            setattr(rows, "off_" + f, dt.fields[f][1])
        lib.bee_py_all_fill(self._alphabet(), r, rows)
        del r  # frees the library's array now
        return out

    def _mask(self, text, name):
        """A str of letters of the alphabet as a letter-set mask."""
        if not isinstance(text, str):
            raise TypeError(f"{name} is a str of letters")
        if not text:
            return 0
        b = text.lower().encode("utf-8")
        mask = ffi.new("uint32_t *")
        err = ffi.new("bee_error *")
        check(lib.bee_py_mask(self._alphabet(), b, len(b), mask, err), err)
        return mask[0]

    # --------------------------------------------------------- letter bags

    def bag(self, bag: Puzzle, min_len: int = 2,
            max_len: Optional[int] = None, must_use: str = "",
            sort: str = "length", words: bool = True) -> BagAnswer:
        """The words that can be spelled from a bag of tiles (``bee-simd
        bag``): letters of the list's alphabet (a-z for English; ``Ç`` is
        ``ç``, a folded ``à`` is refused), repeated for more tiles, and up to 8 blanks
        ``?`` (each any one letter) -> ``BagAnswer`` (``bag``, ``count``,
        ``words``).

        Words of ``min_len`` to ``max_len`` letters (None: no limit) that
        contain every letter of ``must_use`` (repeated: that many times; a
        blank may supply them), sorted by ``sort``: "length" (longest
        first, then alphabetically) or "alpha".  ``words=False`` counts
        only.  The bag index is made on the first call (loaded from the
        index file when there is one) and kept.  Words are counted in
        their alphabet's letters (Catalan ``col·lecció``: c o l l e c c i o).
        """
        text = _text(bag)
        must = _text(must_use)
        for name, value in (("min_len", min_len), ("max_len", max_len)):
            if value is not None and (not isinstance(value, int)
                                      or isinstance(value, bool)):
                raise TypeError(f"{name} is an int")
        if max_len is None:
            max_len = 255
        if not 0 <= min_len <= 255 or not 0 <= max_len <= 255:
            raise ValueError("min_len and max_len are 0..255")
        order = _choice(sort, "sort", _BAG_ORDER)
        err = ffi.new("bee_error *")
        h = self._live()
        if h.bx == ffi.NULL:
            with self._lock:
                if h.bx == ffi.NULL:
                    check(lib.bee_py_bag_index(h, err), err)
        r = self._result()
        check(lib.bee_py_bag(h, text, len(text), min_len, max_len,
                             must, len(must), bool(words), order, r, err),
              err)
        count = lib.bee_result_count(r)
        word_list = None
        if words:
            n = self._local.count
            ids = lib.bee_result_words(r, n)
            word_list = self.words[np.frombuffer(
                ffi.buffer(ids, 4 * n[0]), dtype=np.uint32)].tolist() \
                if n[0] else []
        return BagAnswer(text.decode("utf-8", "replace"), count, word_list)


def _build_handle(words, path, min_len, fold_case, lang):
    """The C handle of a new index (``Index(...)``, ``Index.build``)."""
    if words is not None and path is not None:
        raise TypeError("give words or path, not both")
    if isinstance(words, (str, bytes)):
        raise TypeError("words is an iterable of words, not one string")
    if min_len is not None:
        if not isinstance(min_len, int) or isinstance(min_len, bool):
            raise TypeError("min_len is an int")
        if not 1 <= min_len <= 255:
            raise ValueError("min_len is 1..255")
    if lang is not None and not isinstance(lang, str):
        raise TypeError("lang is a str, such as 'ca'")
    c_lang = lang.encode() if lang is not None else ffi.NULL
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
                           c_lang, min_len or 0, err), err)
    return h


_new_solution = tuple.__new__  # a Solution without its Python __new__
_SCORING = {"nyt": 0, "simple": 1}
_ALL_ORDER = {"letters": 0, "score": 1, "words": 2}
_ALL_METHOD = {"auto": 0, "subsets": 1, "zeta": 2}
_BAG_ORDER = {"length": 0, "alpha": 1}


def _found_words(found):
    """``hints``'s found words as a list of str or bytes: a str is split on
    commas and white space; empty words are left out (as the command
    does); anything but str or bytes is refused by name."""
    if isinstance(found, str):
        return [w for w in re.split(r"[,\s]+", found) if w]
    if isinstance(found, bytes):
        raise TypeError("found is a str of words or a list of str, "
                        "not bytes")
    out = []
    for w in found:
        if not isinstance(w, (str, bytes)):
            raise TypeError("found is a list of words (str), not of "
                            f"{type(w).__name__}")
        w = w.strip()
        if w:
            out.append(w)
    return out


def _check_satisfiable(min_words, max_words, min_score, max_score,
                       require, centers, size):
    """``all``'s filters that no puzzle can pass are a mistake to say so,
    not an empty answer (as ``bee-simd all`` refuses them; the library
    takes them and answers nothing)."""
    for what, low, high in (("words", min_words, max_words),
                            ("score", min_score, max_score)):
        if low is not None and high is not None and low > high:
            raise ArgumentError(f"no puzzle can pass: min_{what} {low} is "
                                f"above max_{what} {high}")
    if centers and bin(require).count("1") == size and not centers & require:
        raise ArgumentError("no puzzle can pass: no center letter is among "
                            "the letters")


def _choice(value, name, choices):
    """The C value of one of a few names."""
    try:
        return choices[value]
    except (KeyError, TypeError):
        raise ValueError(f"{name} is one of {', '.join(map(repr, choices))}"
                         f", not {value!r}") from None


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
        joined = "\0".join(puzzles).encode("utf-8", "surrogateescape")
    except TypeError:
        try:  # every one bytes (UTF-8)
            joined = b"\0".join(puzzles)
        except TypeError:
            bad = next(p for p in puzzles if not isinstance(p, str))
            raise TypeError(f"a puzzle is a str, not {type(bad).__name__}"
                            ) from None
    # a NUL inside a puzzle is refused by the C side (ArgumentError)
    return joined, len(puzzles), 0


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
