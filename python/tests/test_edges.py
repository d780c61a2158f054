"""The API's edges a new user meets (issue 40): each used to give a wrong
answer or a misleading message; here each is held to the command's
behaviour or to a message naming what is wrong."""
import gc
import subprocess
import sys
import typing
from pathlib import Path

import numpy as np
import pytest

import bee

from conftest import cli


def cli_not_answers(puzzle, found):
    """The found words bee-simd hints reports as no answer (its JSON)."""
    import json
    out, err, rc = cli(["hints", "--format", "json", "--found", found,
                        puzzle])
    assert rc == 0, err
    return json.loads(out)


def test_hints_found_as_one_string(idx):
    # a str is words separated by commas or spaces, as --found takes them,
    # not an iterable of letters
    h = idx.hints("raegint", found="rating,train")
    assert h.not_answers == [] and h.found_count == 2
    assert idx.hints("raegint", found="rating train\ngrate") == \
        idx.hints("raegint", found=["rating", "train", "grate"])
    cmd = cli_not_answers("raegint", "rating,train,zzzz")
    h = idx.hints("raegint", found="rating,train,zzzz")
    assert h.found_count == cmd["found"]["count"]
    assert h.found_score == cmd["found"]["score"]
    assert h.not_answers == ["zzzz"]


def test_hints_found_skips_empty_words(idx):
    h = idx.hints("raegint", found=["", "train", "  "])
    assert h.not_answers == [] and h.found_count == 1
    assert idx.hints("raegint", found=",train,,") == h


def test_hints_found_wrong_type_names_found(idx):
    with pytest.raises(TypeError, match="found is a list of words"):
        idx.hints("raegint", found=[1, 2])
    with pytest.raises(TypeError, match="found"):
        idx.hints("raegint", found=b"train")


def test_all_refuses_bounds_no_puzzle_can_pass(idx):
    _, err, rc = cli(["all", "--min-words", "50", "--max-words", "10"])
    assert rc != 0 and "no puzzle can pass" in err
    with pytest.raises(bee.ArgumentError,
                       match="min_words 50 is above max_words 10"):
        idx.all(min_words=50, max_words=10)
    with pytest.raises(bee.ArgumentError, match="min_score"):
        idx.all(min_score=100, max_score=99)
    with pytest.raises(bee.ArgumentError, match="center"):
        idx.all(letters="aeginrt", center="s")
    # equal bounds are a real filter
    rows = idx.all(min_words=50, max_words=50, top=3)
    assert (rows["count"] == 50).all()


def test_index_with_no_arguments_is_the_builtin_list(idx):
    plain = bee.Index()
    assert len(plain) == len(idx)
    assert plain.solve("raegint") == idx.solve("raegint")
    assert bee.Index(words=["gear", "rage"]).solve("gearbcd").count == 2
    with pytest.raises(TypeError, match="words or path"):
        bee.Index(words=["gear"], path="x.txt")


def test_repr_of_a_solution_is_short(idx):
    s = idx.solve("raegint")
    text = repr(s)
    assert len(text) < 400
    assert f"count={s.count}" in text and "'raegint'" in text
    assert f"{s.count} words" in text and s.words[0] in text
    assert s.words[-1] not in text
    small = bee.Index(words=["gear", "rage"]).solve("gearbcd")
    assert repr(small).endswith("words=['gear', 'rage'], pangram_words=[])")
    assert repr(idx.solve("raegint", words=False)).endswith(
        "words=None, pangram_words=None)")


def test_close_and_with():
    with bee.Index(words=["gear", "rage", "great"]) as idx:
        assert not idx.closed
        assert idx.solve("gearbct").count == 3
    assert idx.closed
    for use in (lambda: idx.solve("gearbct"), lambda: len(idx),
                lambda: idx.solve_many(["gearbct"]), lambda: idx.all(),
                lambda: idx.hints("gearbct"), lambda: idx.bag("gear"),
                lambda: idx.lang, lambda: idx.save("x.bee")):
        with pytest.raises(ValueError, match="closed"):
            use()
    idx.close()  # twice: nothing
    assert "closed" in repr(idx)
    gc.collect()  # the released handle's finalizer does not run again


def test_close_unmaps_a_loaded_file(tmp_path):
    path = tmp_path / "w.beeidx"
    bee.Index(words=["gear", "rage"]).save(path)
    idx = bee.Index.load(path)
    assert idx.solve("gearbcd").count == 2
    idx.close()
    maps = Path("/proc/self/maps")
    if maps.exists():
        assert str(path) not in maps.read_text()


def test_public_api_has_type_hints():
    pkg = Path(bee.__file__).parent
    assert (pkg / "py.typed").exists()
    for name in ("solve", "solve_many", "hints", "all", "bag", "build",
                 "load", "save", "__init__", "close"):
        hints = typing.get_type_hints(getattr(bee.Index, name))
        assert "return" in hints, name
    for f in (bee.library_version, bee.languages, bee.cpu_count):
        assert "return" in typing.get_type_hints(f)
    dask = pytest.importorskip("bee.dask")
    for name in ("load_index", "cache_info", "solve_bag", "solve_file",
                 "to_frame", "solve_column", "to_numpy"):
        assert "return" in getattr(dask, name).__annotations__, name


def test_distribution_name():
    from importlib import metadata
    assert metadata.version("bee-simd") == bee.__version__
    dist = metadata.distribution("bee-simd")
    assert any(str(f).endswith("py.typed") for f in dist.files)


def test_types_check_with_mypy_when_present(tmp_path):
    mypy = pytest.importorskip("mypy.api")
    code = tmp_path / "use.py"
    code.write_text("import bee\n"
                    "idx = bee.Index()\n"
                    "n: int = idx.solve('raegint').count\n"
                    "bad: str = idx.solve('raegint').count\n")
    out, _, rc = mypy.run([str(code)])
    assert rc == 1 and "use.py:4" in out and "use.py:3" not in out, out
