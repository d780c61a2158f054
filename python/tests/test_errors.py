"""Error paths: bad puzzles, files, damaged index files, wrong types."""
import numpy as np
import pytest

import bee


def test_bad_puzzle_solve(idx):
    with pytest.raises(bee.PuzzleError) as e:
        idx.solve("bad")
    assert "puzzle 'bad'" in e.value.message and "3 letters" in str(e.value)
    assert isinstance(e.value, ValueError) and isinstance(e.value, bee.Error)
    with pytest.raises(bee.PuzzleError, match="uppercase"):
        idx.solve("aeGInRt")
    with pytest.raises(bee.PuzzleError):
        idx.solve("raegin1")


def test_bad_puzzle_solve_many_raises_first(idx, puzzles):
    ps = list(puzzles[:300])
    ps[123] = "toolong"   # repeated letters
    ps[77] = "abc"
    ps[250] = "xyz"
    with pytest.raises(bee.PuzzleError) as e:
        idx.solve_many(ps, threads=2)
    assert e.value.index == 77
    assert "puzzle 'abc'" in e.value.message


def test_bad_puzzle_solve_many_marks(idx, puzzles, expected):
    ps = list(puzzles[:300])
    bad = {5: "abc", 150: "", 299: "r\u00e9gint1"}
    for i, p in bad.items():
        ps[i] = p
    rows = idx.solve_many(ps, errors="mark", threads=2)
    assert rows.dtype.names[-2:] == ("valid", "error")
    assert np.flatnonzero(~rows["valid"]).tolist() == sorted(bad)
    for i, p in bad.items():
        assert rows["count"][i] == 0 and rows["score"][i] == 0
        # the reason is the library's, as one solve gives it
        with pytest.raises(bee.Error) as e:
            idx.solve(p)
        assert rows["error"][i] == e.value.message != ""
    assert rows["puzzle"][5] == "abc"
    assert set(rows["error"][rows["valid"]]) == {""}
    good = [i for i in range(300) if i not in bad]
    assert rows["score"][good].tolist() == \
        [expected[i]["score"] for i in good]


def test_missing_file(tmp_path):
    missing = tmp_path / "no-such.bee"
    with pytest.raises(bee.FileError) as e:
        bee.Index.load(missing)
    assert isinstance(e.value, OSError)
    assert "no-such.bee" in e.value.message
    with pytest.raises(bee.FileError):
        bee.Index.build(path=tmp_path / "no-such.txt")
    idx = bee.Index.build(words=["gear", "rage"])
    with pytest.raises(bee.FileError):
        idx.save(tmp_path / "no-dir" / "x.bee")


def test_damaged_index_file(tmp_path):
    idx = bee.Index.build(words=["gear", "rage", "great", "grate", "tiger"])
    f = tmp_path / "ok.bee"
    idx.save(f)
    data = bytearray(f.read_bytes())
    assert bee.Index.load(f).solve("raegint").count == 5
    cut = tmp_path / "cut.bee"
    cut.write_bytes(data[: len(data) // 2])
    with pytest.raises(bee.FormatError):
        bee.Index.load(cut)
    header = bytearray(data)
    header[40] ^= 0xFF
    (tmp_path / "header.bee").write_bytes(header)
    with pytest.raises(bee.FormatError, match="damaged"):
        bee.Index.load(tmp_path / "header.bee")
    word = bytearray(data)
    at = word.find(b"grate")
    assert at > 0
    word[at + 2] = ord("x")
    (tmp_path / "word.bee").write_bytes(word)
    with pytest.raises(bee.FormatError, match="damaged"):
        bee.Index.load(tmp_path / "word.bee")
    text = tmp_path / "words.txt"
    text.write_text("gear\nrage\n")
    with pytest.raises(bee.FormatError):
        bee.Index.load(text)


def test_empty_word_list():
    with pytest.raises(bee.EmptyError, match="uppercase"):
        bee.Index.build(words=["GEAR", "RAGE"])
    with pytest.raises(bee.EmptyError):
        bee.Index.build(words=[])


def test_wrong_types(idx):
    with pytest.raises(TypeError):
        idx.solve(123)
    with pytest.raises(TypeError):
        idx.solve_many(["raegint", 5])
    with pytest.raises(TypeError):
        idx.solve_many("raegint")
    with pytest.raises(TypeError):
        idx.solve_many(np.arange(3))
    with pytest.raises(TypeError):
        bee.Index.build(words="gear")
    with pytest.raises(TypeError):
        bee.Index.build(words=["gear", 3])
    with pytest.raises(TypeError):
        bee.Index.load(None)
    with pytest.raises(TypeError):
        bee.Index.build(min_len="4")
    with pytest.raises(ValueError):
        idx.solve_many(["raegint"], errors="ignore")
    with pytest.raises(ValueError):
        idx.solve_many(["raegint"], threads=-1)
    with pytest.raises(ValueError):
        bee.Index.build(min_len=0)
    with pytest.raises(ValueError):
        idx.solve_many(["raeg\0int"])
