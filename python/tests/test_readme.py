"""The READMEs' Python blocks run as written: each ```python block of
python/README.md, and of the top README.md, is written to a file and run
as a script (as a user pastes it into one), in a folder holding the files
the blocks name, with a time limit (a Dask block that starts a cluster at
import would hang: it must not)."""
import re
import subprocess
import sys
from pathlib import Path

import pytest

import bee

from conftest import BUILD

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "python" / "README.md", ROOT / "README.md"]
CATALAN = ["col·lecció", "lleó", "cel", "sol", "olis", "colls", "alçada",
           "balç", "dama", "lliçons", "escoles", "cosins"]


def blocks(path):
    """(line number, code) of each ```python block of a Markdown file."""
    text = path.read_text(encoding="utf-8")
    return [(text.count("\n", 0, m.start()) + 2, m.group(1))
            for m in re.finditer(r"^```python\n(.*?)^```$", text,
                                 re.S | re.M)]


ALL = [(doc, line, code) for doc in DOCS for line, code in blocks(doc)]


def gen_puzzles(seed, n):
    return subprocess.run([str(BUILD / "gen_puzzles"), "--seed", str(seed),
                           str(n)], capture_output=True, text=True,
                          check=True).stdout


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """The files the blocks name."""
    d = tmp_path_factory.mktemp("readme")
    idx = bee.Index()
    (d / "enable1.txt").write_text("\n".join(idx.words) + "\n")
    (d / "catalan.txt").write_text("\n".join(CATALAN) + "\n",
                                   encoding="utf-8")
    (d / "puzzles.txt").write_text(gen_puzzles(1, 300))
    for i in (1, 2):
        (d / f"puzzles-{i}.txt").write_text(gen_puzzles(10 + i, 100))
        lines = gen_puzzles(20 + i, 50).split()
        (d / f"games-{i}.csv").write_text(
            "day,puzzle\n" + "".join(f"{k},{p}\n"
                                     for k, p in enumerate(lines)))
    idx.save(d / "words.beeidx")
    return d


def test_the_readmes_have_python_blocks():
    assert len(blocks(DOCS[0])) >= 2 and blocks(DOCS[1])


@pytest.mark.parametrize("doc,line,code", ALL,
                         ids=[f"{d.parent.name}/{d.name}:{n}"
                              for d, n, _ in ALL])
def test_block_runs_as_a_script(folder, doc, line, code):
    script = folder / f"block_{doc.parent.name}_{line}.py"
    script.write_text(code, encoding="utf-8")
    try:
        p = subprocess.run([sys.executable, script.name], cwd=folder,
                           capture_output=True, text=True, timeout=240)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{doc.name}:{line}: still running after 240 s")
    assert p.returncode == 0, f"{doc.name}:{line}:\n{p.stderr[-3000:]}"
    assert "Traceback" not in p.stderr, p.stderr[-3000:]
