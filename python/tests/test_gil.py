"""solve_many releases the GIL: another Python thread runs meanwhile."""
import threading
import time

from conftest import random_puzzles


def test_counter_ticks_during_solve_many(idx):
    ps = random_puzzles(200000, 11) * 2
    idx.solve_many(ps[:1000], threads=1)   # warm up
    ticks = []
    stop = threading.Event()

    def ticker():
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.001)

    t = threading.Thread(target=ticker)
    t.start()
    time.sleep(0.05)
    t0 = time.perf_counter()
    idx.solve_many(ps, threads=1, words=True)
    t1 = time.perf_counter()
    stop.set()
    t.join()
    inside = [x for x in ticks if t0 <= x <= t1]
    gaps = [b - a for a, b in zip([t0] + inside, inside + [t1])]
    # Held through the C call, the ticker would stand still for most of
    # the call; released, it ticks every millisecond or so throughout.
    assert t1 - t0 > 0.2, "too little work to tell"
    assert max(gaps) < 0.5 * (t1 - t0), (max(gaps), t1 - t0)
    assert len(inside) > 50


def test_two_threads_solve_many(idx):
    ps = random_puzzles(100000, 12)
    want = idx.solve_many(ps, threads=1)
    got = [None, None]

    def run(k):
        got[k] = idx.solve_many(ps, threads=1)

    ts = [threading.Thread(target=run, args=(k,)) for k in range(2)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    for g in got:
        assert (g == want).all()
