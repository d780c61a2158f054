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
    df = bee.dask.solve_file("puzzles.txt", "words.beeidx")  # lazy
    rows = bee.dask.to_numpy(df)                     # = idx.solve_many(...)

    # a dask dataframe column: one answer frame per partition, same index
    ans = bee.dask.solve_column(ddf["puzzle"], "words.beeidx")

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


def load_index(path):
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


def cache_info():
    """This process's cache: how many loads it made, and the paths held
    (``client.run(bee.dask.cache_info)`` asks every worker)."""
    return {"loads": _loads, "paths": sorted(k[0] for k in _cache),
            "pid": os.getpid()}


def _lines(text_lines):
    """Puzzle lines as bee-simd --stdin takes them."""
    out = []
    for line in text_lines:
        p = line.strip(" \t\r\n")
        if p and not p.startswith("#"):
            out.append(p)
    return out


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
    rows = _solve(_lines(lines), index_path, threads, words, errors, size,
                  partition)
    return _frame(rows)


def _solve_series(series, index_path, threads, words, errors, size,
                  partition_info=None):
    part = partition_info["number"] if partition_info else None
    rows = _solve(series.astype(str).tolist(), index_path, threads, words,
                  errors, size, part)
    return _frame(rows, index=series.index)


def solve_bag(lines, index_path, threads=1, words=False, errors="raise",
              size=7):
    """A ``dask.bag`` of puzzle lines (``dask.bag.read_text``) -> a lazy
    dask dataframe of answers, one partition per bag partition, in order:
    ``puzzle``, ``count``, ``pangrams``, ``score`` (then ``valid`` with
    ``errors="mark"``, ``words`` with ``words=True``), as ``solve_many``.
    """
    if not isinstance(lines, db.Bag):
        raise TypeError("lines is a dask.bag.Bag of puzzle lines")
    path = os.path.realpath(os.fspath(index_path))
    parts = lines.to_delayed()
    solve = dask.delayed(_solve_lines, pure=True)
    frames = [solve(p, path, threads, words, errors, size, i)
              for i, p in enumerate(parts)]
    return dd.from_delayed(frames, meta=_meta(size, errors, words),
                           verify_meta=False)


def solve_file(path, index_path, blocksize="4MiB", **kw):
    """The puzzle file(s) at ``path`` (one puzzle a line; a glob or list
    as ``dask.bag.read_text`` takes) in blocks of ``blocksize`` bytes ->
    ``solve_bag`` of its lines."""
    return solve_bag(db.read_text(path, blocksize=blocksize), index_path,
                     **kw)


def solve_column(column, index_path, threads=1, words=False,
                 errors="raise", size=7):
    """A dask dataframe column (a dask Series) of puzzles -> a lazy dask
    dataframe of their answers with the column's partitions and index
    (so it can be joined back): each value one puzzle, as it is."""
    if not isinstance(column, dd.Series):
        raise TypeError("column is a dask dataframe column (dd.Series)")
    path = os.path.realpath(os.fspath(index_path))
    return column.map_partitions(_solve_series, path, threads, words, errors,
                                 size, meta=_meta(size, errors, words))


def to_numpy(frame, size=7, timeout=None):
    """Compute a ``solve_*`` answer (on the current client, if any) and
    give the rows as one NumPy structured array, as ``solve_many`` does.
    ``timeout`` (seconds) bounds the wait on a ``distributed`` client."""
    try:
        from distributed import default_client
        client = default_client()
    except (ImportError, ValueError):
        client = None
    if client is not None:
        pdf = client.compute(frame).result(timeout=timeout)
    else:
        pdf = frame.compute()
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
