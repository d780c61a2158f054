"""Answers against the command line's on random puzzles."""
import numpy as np
import pytest

import bee
from conftest import cli, cli_json, random_puzzles


def test_versions():
    out, _, rc = cli(["--version"])
    assert rc == 0
    assert bee.library_version() == out.split()[1]
    assert bee.__version__.count(".") == 2
    assert bee.__version__.split(".")[0] == bee.library_version().split(".")[0]


def test_solve_matches_cli(idx, puzzles, expected):
    assert len(expected) == len(puzzles) == 500
    nonzero = 0
    for p, e in zip(puzzles, expected):
        s = idx.solve(p)
        assert s.puzzle == e["puzzle"]
        assert s.center == e["center"]
        assert (s.count, s.pangrams, s.score) == \
            (e["count"], e["pangram_count"], e["score"]), p
        assert s.words == e["words"], p
        assert s.pangram_words == e["pangrams"], p
        nonzero += s.count > 0
    assert nonzero > 200  # the NYT-like half has answers


def test_solve_without_words(idx, puzzles, expected):
    for p, e in zip(puzzles[:100], expected):
        s = idx.solve(p, words=False)
        assert (s.count, s.pangrams, s.score) == \
            (e["count"], e["pangram_count"], e["score"])
        assert s.words is None and s.pangram_words is None


@pytest.mark.parametrize("threads", [0, 1, 2])
def test_solve_many_matches_cli(idx, puzzles, expected, threads):
    rows = idx.solve_many(puzzles, threads=threads)
    assert rows.dtype.names == ("puzzle", "count", "pangrams", "score")
    assert rows["puzzle"].tolist() == [e["puzzle"] for e in expected]
    assert rows["count"].tolist() == [e["count"] for e in expected]
    assert rows["pangrams"].tolist() == [e["pangram_count"] for e in expected]
    assert rows["score"].tolist() == [e["score"] for e in expected]


def test_solve_many_words(idx, puzzles, expected):
    rows = idx.solve_many(puzzles, words=True, threads=2)
    assert rows["words"].tolist() == [e["words"] for e in expected]


@pytest.mark.parametrize("kind", ["U", "S", "O"])
def test_solve_many_numpy_input(idx, puzzles, expected, kind):
    arr = np.array(puzzles, dtype=object if kind == "O" else kind)
    rows = idx.solve_many(arr)
    assert rows["score"].tolist() == [e["score"] for e in expected]
    assert rows["count"].tolist() == [e["count"] for e in expected]


def test_solve_many_large_chunks(idx):
    # more than one batch chunk of words, in order
    ps = random_puzzles(6000, 3)
    rows = idx.solve_many(ps, words=True, threads=2)
    for i in range(0, 6000, 397):
        assert rows["words"][i] == idx.solve(ps[i]).words


def test_solve_many_empty(idx):
    rows = idx.solve_many([])
    assert len(rows) == 0 and rows.dtype.names[0] == "puzzle"


def test_min_len_and_words_list(tmp_path):
    words = ["gear", "grate", "great", "tear", "tee", "granite", "zebra",
             "Upper", "it's", "ragtag", "rag"]
    dict_file = tmp_path / "words.txt"
    dict_file.write_text("\n".join(words) + "\n")
    ps = ["raegint", "graetin", "tagerin", "abezrqx"]
    for min_len in (3, 4, 5):
        a = bee.Index.build(words=words, min_len=min_len)
        b = bee.Index.build(path=dict_file, min_len=min_len)
        exp = cli_json(ps, "--dict", str(dict_file), "--min-len",
                       str(min_len))
        for p, e in zip(ps, exp):
            assert a.solve(p).words == e["words"]
            assert b.solve(p).words == e["words"]
        assert len(a) == len(b) == 9  # "Upper" and "it's" left out


def test_save_load_matches_cli(tmp_path, puzzles):
    idx = bee.Index.build(min_len=5)
    f = tmp_path / "five.bee"
    idx.save(f)
    loaded = bee.Index.load(str(f))
    exp = cli_json(puzzles[:200], "--index", str(f))
    rows = loaded.solve_many(puzzles[:200])
    assert rows["score"].tolist() == [e["score"] for e in exp]
    for p, e in zip(puzzles[:50], exp):
        assert loaded.solve(p).words == e["words"]
    assert len(loaded) == len(idx)


def test_hints_match_cli(idx, puzzles):
    import json
    found = ["train", "Grate", "zzzz"]
    for p in puzzles[:30]:
        out, err, rc = cli(["hints", "--format", "json", "--found",
                            ",".join(found), p])
        assert rc == 0, err
        e = json.loads(out)
        h = idx.hints(p, found=found)
        assert (h.count, h.score, h.pangrams, h.perfect_pangrams, h.bingo) \
            == (e["count"], e["score"], e["pangram_count"],
                e["perfect_pangram_count"], e["bingo"])
        assert h.ranks == [(r["name"], r["score"]) for r in e["ranks"]]
        assert {k: {str(n): c for n, c in v.items()}
                for k, v in h.grid.items()} == e["grid"]
        assert h.two_letter == e["two_letter"]
        assert (h.found_count, h.found_score, h.found_rank,
                h.not_answers) == (e["found"]["count"], e["found"]["score"],
                                   e["found"]["rank"],
                                   e["found"]["not_answers"])
