"""Shared fixtures: the build tree's bee-simd, puzzles, the built-in index."""
import json
import os
import random
import string
import subprocess
from pathlib import Path

import pytest

import bee

HERE = Path(__file__).resolve().parent
BUILD = Path(os.environ.get("BEE_BUILD_DIR", HERE.parent.parent / "build"))


def cli(args, stdin=""):
    """Run build/bee-simd ARGS on stdin; its stdout, stderr and status."""
    exe = BUILD / "bee-simd"
    if not exe.exists():
        pytest.fail(f"{exe} not found (set BEE_BUILD_DIR)")
    p = subprocess.run([str(exe), *args], input=stdin, capture_output=True,
                       text=True, timeout=300)
    return p.stdout, p.stderr, p.returncode


def cli_json(puzzles, *args):
    """bee-simd --stdin --format json on puzzles: one dict a puzzle."""
    out, err, rc = cli(["--stdin", "--format", "json", "--no-progress",
                        *args], "\n".join(puzzles) + "\n")
    assert rc == 0, err
    return [json.loads(line) for line in out.splitlines()]


def random_puzzles(n, seed):
    """n puzzles: half NYT-like (build/gen_puzzles), half random letters."""
    gen = BUILD / "gen_puzzles"
    if not gen.exists():
        pytest.fail(f"{gen} not found (set BEE_BUILD_DIR)")
    half = n // 2
    out = subprocess.run([str(gen), "--seed", str(seed), str(half)],
                         capture_output=True, text=True, check=True).stdout
    puzzles = out.split()
    assert len(puzzles) == half
    rng = random.Random(seed)
    for i in range(n - half):
        letters = rng.sample(string.ascii_lowercase, 7)
        if i % 3 == 0:  # the other spelling: the uppercase center
            letters[0] = letters[0].upper()
            rng.shuffle(letters)
        puzzles.append("".join(letters))
    rng.shuffle(puzzles)
    return puzzles


@pytest.fixture(scope="session")
def idx():
    """The built-in word list's index."""
    return bee.Index.build()


@pytest.fixture(scope="session")
def puzzles():
    """500 random puzzles."""
    return random_puzzles(500, 25)


@pytest.fixture(scope="session")
def expected(puzzles):
    """The CLI's answers to ``puzzles`` on the built-in list."""
    return cli_json(puzzles)
