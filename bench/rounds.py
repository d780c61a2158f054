"""rounds.py - the summary of hyperfine runs made in rounds (floors.sh,
stream_floors.sh): for each task NAME, the files WORK/NAME.R.json of rounds
R = 1..ROUNDS, every command's median of its round medians, its minimum over
all runs, its ratio to the task's first command and each round's median, in
ms with DIGITS decimals (the round medians with ROUND_DIGITS).

    python3 bench/rounds.py WORK ROUNDS DIGITS ROUND_DIGITS NAME...
"""
import json
import statistics
import sys

work, rounds = sys.argv[1], int(sys.argv[2])
digits, round_digits, names = int(sys.argv[3]), int(sys.argv[4]), sys.argv[5:]
for name in names:
    per = {}
    for r in range(1, rounds + 1):
        for res in json.load(open(f"{work}/{name}.{r}.json"))["results"]:
            d = per.setdefault(res["command"], {"med": [], "min": []})
            d["med"].append(res["median"] * 1e3)
            d["min"].append(res["min"] * 1e3)
    print(f"== {name}: median of {rounds} round medians (min of all runs), ms; ratio to the first")
    first = None
    for cmd, d in per.items():
        m = statistics.median(d["med"])
        first = first or m
        rs = " ".join(f"{x:.{round_digits}f}" for x in d["med"])
        print(f"  {m:8.{digits}f} ({min(d['min']):7.{digits}f})  x{m / first:5.2f}  [{rs}]  {cmd.replace(work + '/', '')}")
