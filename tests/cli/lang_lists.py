"""lang_lists.py - `solve --lang X` on Debian's own word lists against a plain
reference written here from the rules of docs/alphabets.md (a second,
independent reading of them): random puzzles of each list (7-letter sets of
its words, any center), their counts, pangrams, scores and, where case is
kept, the answers' spellings.

Usage: python3 lang_lists.py BEE-SIMD [LANG...]   (default: every list
installed; prints one line a language and exits 1 on the first difference)
"""
import json
import os
import random
import subprocess
import sys

AZ = "abcdefghijklmnopqrstuvwxyz"
LATIN1 = {  # every Latin-1 diacritic onto its letter (fr, pt, it)
    "a": "àáâãäå", "c": "ç", "e": "èéêë", "i": "ìíîï", "n": "ñ",
    "o": "òóôõöø", "u": "ùúûü", "y": "ýÿ",
}


def folds(table):
    return {ch: to for to, chars in table.items() for ch in chars}


RULES = {
    "ca": dict(letters=AZ + "ç", path="catalan", shortest=3, bonus=10, case=False,
               points={3: 1, 4: 2}, drop="·",
               folds=folds({"a": "à", "e": "èé", "i": "íï", "o": "òóö", "u": "úü"})),
    "es": dict(letters=AZ + "ñ", path="spanish", shortest=4, bonus=7, case=False,
               folds=folds({"a": "á", "e": "é", "i": "í", "o": "ó", "u": "úü"})),
    "de": dict(letters=AZ + "äöüß", path="ngerman", shortest=4, bonus=7, case=True,
               folds=folds({"a": "àáâãå", "c": "ç", "e": "èéêë", "i": "ìíîï", "n": "ñ",
                            "o": "òóôõ", "u": "ùúû"})),
}
for code, path in (("fr", "french"), ("pt", "portuguese"), ("it", "italian")):
    f = folds(LATIN1)
    f.update({"œ": "oe", "æ": "ae"})
    RULES[code] = dict(letters=AZ, path=path, shortest=4, bonus=7, case=False, folds=f)


def key_of(line, r):
    """The word's letters in order, or None when the rules skip the line."""
    if r["case"]:
        line = line.lower()
    elif line != line.lower():
        return None
    key = []
    for ch in line:
        if ch in r["letters"]:
            key.append(ch)
        elif ch in r["folds"]:
            key.extend(r["folds"][ch])
        elif ch in r.get("drop", ""):
            continue
        else:
            return None
    return tuple(key) or None


def points(n, r, pangram):
    table = r.get("points")  # Catalan's short words; else NYT's
    base = table.get(n, n) if table else (1 if n <= 4 else n)
    return base + (r["bonus"] if pangram else 0)


def check(bee, code, rng):
    r = RULES[code]
    path = "/usr/share/dict/" + r["path"]
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        lines = f.read().split("\n")
    first = {}  # key -> the spelling that sorts first
    for line in lines:
        line = line.rstrip("\r")
        if not line:
            continue
        k = key_of(line, r)
        if k is not None and (k not in first or line < first[k]):
            first[k] = line
    words = [(k, set(k), s) for k, s in first.items() if len(k) >= r["shortest"]]
    sets = sorted({frozenset(k) for k, ks, s in words if len(ks) == 7}, key=sorted)
    puzzles = []
    for letters in rng.sample(sets, min(40, len(sets))):
        center = rng.choice(sorted(letters))
        puzzles.append((center, letters))
    text = "".join(c + "".join(sorted(ls - {c})) + "\n" for c, ls in puzzles)
    run = subprocess.run([bee, "solve", "--lang", code, "--dict", path, "--stdin",
                          "--format", "json"], input=text.encode(), capture_output=True)
    if run.returncode != 0:
        return "exit %d: %s" % (run.returncode, run.stderr.decode()[:300])
    got = [json.loads(l) for l in run.stdout.decode().splitlines()]
    if len(got) != len(puzzles):
        return "%d records for %d puzzles" % (len(got), len(puzzles))
    for (center, letters), g in zip(puzzles, got):
        answers = [(k, s) for k, ks, s in words if ks <= letters and center in ks]
        want_words = sorted(s for k, s in answers)
        want = (len(answers), sum(len(set(k)) == 7 for k, s in answers),
                sum(points(len(k), r, set(k) == letters) for k, s in answers))
        have = (g["count"], g["pangram_count"], g["score"])
        puzzle = center + "".join(sorted(letters - {center}))
        if want != have:
            return "%s: count, pangrams, score %s, reference %s" % (puzzle, have, want)
        # a folded list shows its own spelling of a word (e.g. a noun's
        # capital): only where case is kept are the spellings compared
        if not r["case"] and sorted(g["words"]) != want_words:
            extra = set(g["words"]) ^ set(want_words)
            return "%s: the words differ: %s" % (puzzle, sorted(extra)[:5])
    return "%d puzzles agree (%d words)" % (len(puzzles), len(first))


def main():
    bee, codes = sys.argv[1], sys.argv[2:] or list(RULES)
    rng = random.Random(23)
    failed = 0
    for code in codes:
        if not os.path.exists("/usr/share/dict/" + RULES[code]["path"]):
            print("SKIP %s: /usr/share/dict/%s is not installed" % (code, RULES[code]["path"]))
            continue
        result = check(bee, code, rng)
        ok = "agree" in result
        failed += not ok
        print("%s %s: %s" % ("ok" if ok else "FAIL", code, result))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
