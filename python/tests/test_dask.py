"""bee.dask on a distributed LocalCluster of 2 worker processes (loopback):
the same rows in the same order as one process, the index file loaded
once per worker.  Every wait is bounded."""
import pickle

import numpy as np
import pytest

import bee
from conftest import random_puzzles

distributed = pytest.importorskip(
    "distributed", reason="python3-distributed is not installed "
    "(apt-get install python3-distributed python3-pandas): the Dask tests "
    "need it")
pytest.importorskip("pandas", reason="python3-pandas is not installed")
import bee.dask as bdask  # noqa: E402
import dask.bag as db  # noqa: E402
import dask.dataframe as dd  # noqa: E402
import pandas as pd  # noqa: E402

WAIT = 120  # seconds: the bound on every wait
# Debian's distributed 2022.12 on its tornado: a warning of theirs, not ours
pytestmark = pytest.mark.filterwarnings(
    "ignore:make_current is deprecated:DeprecationWarning")


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(
        n_workers=2, processes=True, threads_per_worker=1, host="127.0.0.1",
        dashboard_address=":0", worker_dashboard_address=None,
        silence_logs=40)
    c = distributed.Client(cluster, timeout=WAIT)
    try:
        c.wait_for_workers(2, timeout=WAIT)
        yield c
    finally:
        c.close(timeout=WAIT)
        cluster.close(timeout=WAIT)


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    d = tmp_path_factory.mktemp("dask")
    index = d / "words.beeidx"
    bee.Index.build().save(index)
    puzzles = random_puzzles(20000, 9)
    text = d / "puzzles.txt"
    # the stream's conventions: comments, blank lines, spaces, CRLF
    lines = []
    for i, p in enumerate(puzzles):
        if i % 1000 == 0:
            lines.append("# a comment")
            lines.append("")
        lines.append(f"  {p}\r" if i % 777 == 0 else p)
    text.write_text("\n".join(lines) + "\n")
    return index, text, puzzles


def same(a, b):
    assert a.dtype == b.dtype and len(a) == len(b)
    for name in a.dtype.names:
        assert a[name].tolist() == b[name].tolist(), name


def test_without_a_cluster(files):
    # the same calls on dask's local scheduler (no client yet: this test
    # runs before the first that asks for the cluster)
    index, text, puzzles = files
    with dask_config_sync():
        parts = bdask.solve_file(str(text), index, blocksize=64 * 1024)
        same(bdask.to_numpy(parts),
             bee.Index.load(index).solve_many(puzzles))
        lines = db.read_text(str(text), blocksize=64 * 1024)
        same(bdask.to_numpy(bdask.solve_bag(lines, index)),
             bee.Index.load(index).solve_many(puzzles))


def test_errors_pickle_whole():
    e = bee.PuzzleError("puzzle 'abc': 3 letters", 4, index=7)
    e.partition = 2
    f = pickle.loads(pickle.dumps(e))
    assert (type(f), f.message, f.code, f.index, f.partition) == \
        (bee.PuzzleError, e.message, 4, 7, 2)
    g = pickle.loads(pickle.dumps(bee.FileError("no such file", 1)))
    assert isinstance(g, OSError) and g.message == "no such file"


def test_file_partitions_match_one_process(client, files):
    index, text, puzzles = files
    want = bee.Index.load(index).solve_many(puzzles)
    lines = db.read_text(str(text), blocksize=16 * 1024)
    assert lines.npartitions > 8
    parts = bdask.solve_bag(lines, index)
    assert len(parts) == lines.npartitions
    same(bdask.to_numpy(parts, timeout=WAIT), want)
    # the file read in blocks of bytes, with words and marked errors
    parts = bdask.solve_file(str(text), index, blocksize=32 * 1024,
                             words=True, errors="mark")
    assert len(parts) >= 4
    got = bdask.to_numpy(parts, timeout=WAIT)
    same(got, bee.Index.load(index).solve_many(puzzles, words=True,
                                                errors="mark"))
    # as a dask dataframe
    df = bdask.to_frame(bdask.solve_file(str(text), index,
                                         blocksize=64 * 1024))
    pdf = client.compute(df).result(timeout=WAIT)
    assert pdf["puzzle"].tolist() == want["puzzle"].tolist()
    assert pdf["score"].tolist() == want["score"].tolist()
    same(bdask.to_numpy(df, timeout=WAIT), want)
    # each worker mapped the index file once, however many partitions
    info = client.run(bdask.cache_info, wait=True)
    assert len(info) == 2
    assert all(v["loads"] <= 1 for v in info.values()), info
    assert sum(v["loads"] for v in info.values()) >= 1


def test_dataframe_column(client, files):
    index, _, puzzles = files
    pdf = pd.DataFrame({"puzzle": puzzles[:5000],
                        "n": np.arange(5000)})
    ddf = dd.from_pandas(pdf, npartitions=7)
    ans = bdask.solve_column(ddf["puzzle"], index)
    got = client.compute(ans).result(timeout=WAIT)
    want = bee.Index.load(index).solve_many(puzzles[:5000])
    assert got.index.tolist() == list(range(5000))
    assert got["score"].tolist() == want["score"].tolist()
    assert got["count"].tolist() == want["count"].tolist()
    assert got["puzzle"].tolist() == want["puzzle"].tolist()
    joined = client.compute(ddf.join(ans[["score"]])).result(timeout=WAIT)
    assert joined["score"].tolist() == want["score"].tolist()
    info = client.run(bdask.cache_info, wait=True)
    assert all(v["loads"] <= 1 for v in info.values()), info


def test_bad_puzzle_raises_with_partition(client, files, tmp_path):
    index, _, puzzles = files
    f = tmp_path / "bad.txt"
    ps = list(puzzles[:3000])
    ps[2500] = "abc"
    f.write_text("\n".join(ps) + "\n")
    parts = bdask.solve_file(str(f), index, blocksize=8 * 1024)
    with pytest.raises(bee.PuzzleError) as e:
        bdask.to_numpy(parts, timeout=WAIT)
    assert "puzzle 'abc'" in e.value.message
    assert e.value.partition > 0 and e.value.index < 2500


def dask_config_sync():
    import dask
    return dask.config.set(scheduler="sync")
