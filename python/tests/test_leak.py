"""No memory grows over many calls (resident set size bound)."""
import gc
import resource

import bee


def rss_kib():
    """This process's resident set size now, in KiB."""
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * resource.getpagesize() // 1024


def test_no_leak_over_100k_solves(idx, puzzles):
    def run(n):
        for i in range(n):
            p = puzzles[i % len(puzzles)]
            idx.solve(p, words=i % 2 == 0)
            if i % 1000 == 0:
                try:
                    idx.solve("bad")
                except bee.PuzzleError:
                    pass
    run(20000)  # warm up: caches, the words array, set lists
    gc.collect()
    before = rss_kib()
    run(100000)
    gc.collect()
    grown = rss_kib() - before
    assert grown < 4096, f"RSS grew {grown} KiB over 100k solves"


def test_no_leak_over_indexes_and_batches(puzzles):
    def run(n):
        for _ in range(n):
            idx = bee.Index.build()
            idx.solve_many(puzzles, words=True, threads=2)
            idx.solve_many(puzzles + ["bad"], errors="mark")
            idx.hints("raegint", found=["train"])
            del idx
    run(30)
    gc.collect()
    before = rss_kib()
    run(300)
    gc.collect()
    grown = rss_kib() - before
    assert grown < 8192, f"RSS grew {grown} KiB over 300 indexes"
