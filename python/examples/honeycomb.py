#!/usr/bin/env python3
"""Norvig's best Spelling Bee honeycomb, with the bee package.

    python3 honeycomb.py [WORD_LIST]

Every letter set of seven letters without S that some word uses (so the
puzzle has a pangram), with each of its letters as the center, solved in
one ``solve_many`` call; prints the best and the time.  On ENABLE
(enable1.txt) it is AEGINRT with center R: 3,898 points (Peter Norvig,
"Spelling Bee", pytudes).  Without WORD_LIST: the built-in list.
"""
import sys
import time

import numpy as np

import bee


def main(argv):
    t0 = time.perf_counter()
    idx = bee.Index.build(path=argv[1] if len(argv) > 1 else None)
    sets = {frozenset(w) for w in idx.words if len(w) >= 4}
    sets = sorted("".join(sorted(s)) for s in sets
                  if len(s) == 7 and "s" not in s)
    puzzles = [c + s.replace(c, "") for s in sets for c in s]
    rows = idx.solve_many(puzzles)
    best = rows[np.argmax(rows["score"])]
    t1 = time.perf_counter()
    p = str(best["puzzle"])
    print(f"{len(sets)} letter sets, {len(puzzles)} puzzles: best "
          f"{''.join(sorted(p)).upper()} center {p[0].upper()}: "
          f"{best['score']} points, {best['count']} words, "
          f"{best['pangrams']} pangrams ({t1 - t0:.3f} s)")


if __name__ == "__main__":
    main(sys.argv)
