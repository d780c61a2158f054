"""``bee.dask``: ``solve_many`` over the partitions of a puzzle file, on Dask.

Each partition (a block of a puzzle file's lines, or a partition of a dask
dataframe column) is answered by one ``Index.solve_many`` call on the
worker that holds it, against an index file every worker maps itself
(``bee-simd index`` or ``Index.save``, at the same path on every worker):
each worker process loads it once and keeps it (``load_index``, a cache
keyed by the file's path and identity).  Partitions keep their order, so
the rows are those one process gives, in the same order.

    import bee.dask
    from distributed import Client
    client = Client("tcp://scheduler:8786")          # or a LocalCluster
    parts = bee.dask.solve_file("puzzles.txt", "words.beeidx")  # lazy
    rows = bee.dask.to_numpy(parts)                  # = idx.solve_many(...)
    df = bee.dask.to_frame(parts)                    # or a dask dataframe

    # a dask dataframe column: one answer frame per partition, same index
    ans = bee.dask.solve_column(ddf["puzzle"], "words.beeidx")

``solve_file`` and ``solve_bag`` give a list of ``dask.delayed`` NumPy
arrays, one a partition in order (each ``solve_many``'s rows): NumPy rows
travel back to the client as flat buffers, and ``to_numpy`` joins them.

Lines are read as ``bee-simd --stdin`` reads them: spaces and tabs around a
line dropped, blank lines and lines starting with '#' passed over.  A bad
puzzle raises ``bee.PuzzleError`` (its ``index`` counts within its
partition, its ``partition`` says which) unless ``errors="mark"``.
``threads`` is each partition's ``solve_many`` threads (default 1: Dask
already runs a task a worker thread).

Needs dask (and dask.dataframe: pandas); ``distributed`` for a cluster.
"""
import os
import threading
from typing import Any, Dict, List, Optional, Sequence, Union

import numpy as np

from ._errors import PuzzleError
from ._index import Index, _dtype

try:
    import dask
    import dask.bag as db
    import dask.dataframe as dd
    import pandas as pd
except ImportError as e:  # pragma: no cover - stated when used
    raise ImportError(f"bee.dask needs dask, dask.dataframe and pandas "
                      f"(Debian: python3-dask python3-pandas "
                      f"python3-distributed): {e}") from None

_cache = {}
_cache_lock = threading.Lock()
_loads = 0


def load_index(path: Union[str, "os.PathLike[str]"]) -> Index:
    """The index file at ``path``, mapped once per process and kept: the
    cache is keyed by the path and the file's device, inode, size and
    modification time, so a replaced file is loaded anew."""
    global _loads
    real = os.path.realpath(os.fspath(path))
    st = os.stat(real)
    key = (real, st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
    idx = _cache.get(key)
    if idx is None:
        with _cache_lock:
            idx = _cache.get(key)
            if idx is None:
                idx = Index.load(real)
                for k in [k for k in _cache if k[0] == real]:
                    del _cache[k]  # an older version of the file
                _cache[key] = idx
                _loads += 1
    return idx


def cache_info() -> Dict[str, Any]:
    """This process's cache: how many loads it made, and the paths held
    (``client.run(bee.dask.cache_info)`` asks every worker)."""
    return {"loads": _loads, "paths": sorted(k[0] for k in _cache),
            "pid": os.getpid()}


def _lines(text_lines):
    """Puzzle lines (str) as bee-simd --stdin takes them."""
    stripped = (line.strip(" \t\r\n") for line in text_lines)
    return [p for p in stripped if p and p[0] != "#"]


_PLAIN = (b" ", b"\t", b"#", b"\x0b", b"\x0c")


def _byte_lines(data):
    """The puzzle lines of a block of a file (bytes), the same way."""
    if not any(c in data for c in _PLAIN):
        return data.split()  # one word a line, LF or CRLF, blank lines
    stripped = (line.strip(b" \t\r") for line in data.split(b"\n"))
    return [p for p in stripped if p and p[:1] != b"#"]


def _meta(size, errors, words):
    """An empty frame of the answer's columns and types."""
    return _frame(np.empty(0, dtype=_dtype(size, errors == "mark", words)))


def _frame(rows, index=None):
    """NumPy rows as a pandas frame (puzzle as str objects)."""
    cols = {name: rows[name] for name in rows.dtype.names}
    cols["puzzle"] = rows["puzzle"].astype(object)
    return pd.DataFrame(cols, index=index)


def _solve(puzzles, index_path, threads, words, errors, size, partition):
    idx = load_index(index_path)
    try:
        return idx.solve_many(puzzles, threads=threads, words=words,
                              errors=errors, size=size)
    except PuzzleError as e:
        e.partition = partition
        e.message = f"partition {partition}: {e.message}"
        e.args = (e.message,)
        raise


def _solve_lines(lines, index_path, threads, words, errors, size, partition):
    return _solve(_lines(lines), index_path, threads, words, errors, size,
                  partition)


def _solve_block(data, index_path, threads, words, errors, size, partition):
    return _solve(_byte_lines(data), index_path, threads, words, errors,
                  size, partition)


def _solve_series(series, index_path, threads, words, errors, size,
                  partition_info=None):
    part = partition_info["number"] if partition_info else None
    rows = _solve(series.astype(str).tolist(), index_path, threads, words,
                  errors, size, part)
    return _frame(rows, index=series.index)


def _check_errors(errors):
    if errors not in ("raise", "mark"):
        raise ValueError('errors is "raise" or "mark"')


def solve_bag(lines: "db.Bag", index_path: Union[str, "os.PathLike[str]"],
              threads: int = 1, words: bool = False, errors: str = "raise",
              size: int = 7) -> List[Any]:
    """A ``dask.bag`` of puzzle lines (``dask.bag.read_text``, or any bag
    of str) -> a list of ``dask.delayed`` NumPy arrays, one a bag
    partition, in order: each ``solve_many``'s rows (``puzzle``, ``count``,
    ``pangrams``, ``score``; ``valid`` with ``errors="mark"``, ``words``
    with ``words=True``).  ``to_numpy`` computes and joins them,
    ``to_frame`` makes them a dask dataframe."""
    if not isinstance(lines, db.Bag):
        raise TypeError("lines is a dask.bag.Bag of puzzle lines")
    _check_errors(errors)
    path = os.path.realpath(os.fspath(index_path))
    solve = dask.delayed(_solve_lines, pure=True)
    return [solve(p, path, threads, words, errors, size, i)
            for i, p in enumerate(lines.to_delayed())]


def solve_file(path: Union[str, Sequence[str]],
               index_path: Union[str, "os.PathLike[str]"],
               blocksize: Union[str, int] = "4MiB", threads: int = 1,
               words: bool = False, errors: str = "raise", size: int = 7
               ) -> List[Any]:
    """The puzzle file(s) at ``path`` (one puzzle a line; a glob or list,
    as ``dask.bytes.read_bytes`` takes), in blocks of about ``blocksize``
    bytes cut at line ends, each block's lines read on its worker -> a list
    of ``dask.delayed`` NumPy arrays, one a block, in order (as
    ``solve_bag``)."""
    _check_errors(errors)
    from dask.bytes import read_bytes
    ipath = os.path.realpath(os.fspath(index_path))
    _, blocks = read_bytes(path, delimiter=b"\n", blocksize=blocksize,
                           sample=False)
    solve = dask.delayed(_solve_block, pure=True)
    flat = [b for per_file in blocks for b in per_file]
    return [solve(b, ipath, threads, words, errors, size, i)
            for i, b in enumerate(flat)]


def to_frame(parts: Sequence[Any], size: int = 7, errors: str = "raise",
             words: bool = False) -> "dd.DataFrame":
    """``solve_file``'s or ``solve_bag``'s partitions as a lazy dask
    dataframe (one partition each, in order; ``size``, ``errors`` and
    ``words`` as given to them, for the columns)."""
    conv = dask.delayed(_frame, pure=True)
    return dd.from_delayed([conv(p) for p in parts],
                           meta=_meta(size, errors, words),
                           verify_meta=False)


def solve_column(column: "dd.Series",
                 index_path: Union[str, "os.PathLike[str]"], threads: int = 1,
                 words: bool = False, errors: str = "raise", size: int = 7
                 ) -> "dd.DataFrame":
    """A dask dataframe column (a dask Series) of puzzles -> a lazy dask
    dataframe of their answers with the column's partitions and index
    (so it can be joined back): each value one puzzle, as it is."""
    if not isinstance(column, dd.Series):
        raise TypeError("column is a dask dataframe column (dd.Series)")
    _check_errors(errors)
    path = os.path.realpath(os.fspath(index_path))
    return column.map_partitions(_solve_series, path, threads, words, errors,
                                 size, meta=_meta(size, errors, words))


def _client():
    try:
        from distributed import default_client
        return default_client()
    except (ImportError, ValueError):
        return None


def to_numpy(parts: Union[Sequence[Any], "dd.DataFrame"], size: int = 7,
             timeout: Optional[float] = None) -> np.ndarray:
    """Compute ``solve_file``'s or ``solve_bag``'s partitions (or a dask
    dataframe of answers) on the current ``distributed`` client, if any,
    else dask's scheduler, and give the rows as one NumPy structured
    array, as ``solve_many`` does.  ``timeout`` (seconds) bounds the wait
    on a client."""
    client = _client()
    if isinstance(parts, dd.DataFrame):
        if client is not None:
            pdf = client.compute(parts).result(timeout=timeout)
        else:
            pdf = parts.compute()
        return _frame_rows(pdf, size)
    parts = list(parts)
    if not parts:
        return np.empty(0, dtype=_dtype(size, False, False))
    if client is not None:
        from distributed import wait
        futures = client.compute(parts)
        wait(futures, timeout=timeout)  # TimeoutError past it
        arrays = client.gather(futures)
    else:
        arrays = dask.compute(*parts)
    return np.concatenate(arrays)


def _frame_rows(pdf, size):
    """A pandas frame of answers back into solve_many's rows."""
    mark = "valid" in pdf.columns
    words = "words" in pdf.columns
    out = np.empty(len(pdf), dtype=_dtype(size, mark, words))
    for name in out.dtype.names:
        values = pdf[name].to_numpy()
        if name == "words":
            col = out[name]
            for i, v in enumerate(values):
                col[i] = v
        else:
            out[name] = values
    return out
