#!/usr/bin/env python3
"""nyt_check.py - how closely a word list plays like NYT's Spelling Bee:
its answers to NYT's own past puzzles against the answers NYT published.

Usage: nyt_check.py [--bee PATH] [--show N] ANSWERS [LIST...]

ANSWERS is NYT's published answers, which this repository does not ship: a
JSON file of one puzzle or a list of puzzles, or a directory of such files,
each puzzle an object with "centerLetter", "outerLetters", "answers" and
"pangrams" (the form the NYT page embeds, kept by public archives such as
github.com/tedmiston/spelling-bee-answers, days/*.json).  Without ANSWERS the
check prints SKIP and exits 0.

Each LIST is a word list given to bee-simd as --dict, or "builtin" (the
default) for the list built into the program; --bee picks the program
(default build/bee-simd; a command line, so an emulator can run it), so another build's built-in list can be measured.
bee-simd answers every puzzle (solve --stdin); over all puzzles at once:
  precision  our answers NYT accepted / our answers
  recall     NYT's answers we give / NYT's answers
  pangram    puzzles where we give at least one of NYT's pangrams / puzzles
--show N lists the N answers we miss and the N we add most often.
"""
import argparse
import collections
import glob
import json
import os
import shlex
import subprocess
import sys


def load_puzzles(path):
    files = sorted(glob.glob(os.path.join(path, "*.json"))) if os.path.isdir(path) else [path]
    puzzles = []
    for name in files:
        with open(name, encoding="utf-8") as f:
            data = json.load(f)
        for p in data if isinstance(data, list) else [data]:
            puzzles.append({
                "letters": p["centerLetter"] + "".join(p["outerLetters"]),
                "answers": set(p["answers"]),
                "pangrams": set(p["pangrams"]),
            })
    return puzzles


def solve_all(bee, word_list, puzzles):
    """Our answers to each puzzle, keyed by its letters (center first)."""
    cmd = shlex.split(bee) + ["solve", "--stdin", "--format", "json"]
    if word_list != "builtin":
        cmd += ["--dict", word_list]
    text = "".join(p["letters"] + "\n" for p in puzzles)
    out = subprocess.run(cmd, input=text, capture_output=True, text=True, check=True).stdout
    return {r["puzzle"]: set(r["words"]) for r in map(json.loads, out.splitlines())}


def measure(ours, puzzles):
    given = accepted = nyt = pangram_found = 0
    missed, added = collections.Counter(), collections.Counter()
    for p in puzzles:
        words = ours[p["letters"]]
        given += len(words)
        accepted += len(words & p["answers"])
        nyt += len(p["answers"])
        pangram_found += bool(words & p["pangrams"])
        missed.update(p["answers"] - words)
        added.update(words - p["answers"])
    return dict(precision=accepted / given if given else 0.0, recall=accepted / nyt,
                pangram=pangram_found / len(puzzles), given=given, accepted=accepted, nyt=nyt,
                no_pangram=len(puzzles) - pangram_found, missed=missed, added=added)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bee", default=os.path.join("build", "bee-simd"))
    ap.add_argument("--show", type=int, default=0, metavar="N")
    ap.add_argument("answers", nargs="?")
    ap.add_argument("lists", nargs="*", default=["builtin"])
    args = ap.parse_args()
    if not args.answers:
        print("SKIP: no NYT answers file given (see nyt_check.py --help)")
        return 0
    puzzles = load_puzzles(args.answers)
    print(f"{len(puzzles)} puzzles, {sum(len(p['answers']) for p in puzzles)} NYT answers")
    width = max(len(name) for name in args.lists + ["list"])
    print(f"{'list':<{width}} {'precision':>9} {'recall':>7} {'pangram':>8} {'none':>5} {'ours':>7}")
    for word_list in args.lists:
        m = measure(solve_all(args.bee, word_list, puzzles), puzzles)
        print(f"{word_list:<{width}} {m['precision']:>9.3f} {m['recall']:>7.3f} {m['pangram']:>8.3f}"
              f" {m['no_pangram']:>5} {m['given']:>7}")
        if args.show:
            for label, counts in (("missed", m["missed"]), ("added", m["added"])):
                common = sorted(counts.items(), key=lambda wn: (-wn[1], wn[0]))[:args.show]
                print(f"  {label}: " + " ".join(f"{w}:{n}" for w, n in common))
    return 0


if __name__ == "__main__":
    sys.exit(main())
