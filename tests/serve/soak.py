#!/usr/bin/env python3
"""soak.py BEE-SIMD PORT SECONDS [PUZZLES-FILE] - `bee-simd serve` under mixed
traffic for SECONDS, its memory sampled all along: does it level off?

Starts `BEE-SIMD serve --listen 127.0.0.1:PORT` on the built-in list, then
four client threads loop over a mix of requests (GET solve, hints and bag,
a POST batch of 20,000 puzzles from PUZZLES-FILE, or 20,000 made here,
GET /v1/all?top=10 by score) while the main thread sends SIGHUP (a reload)
every 3 s and reads the server's RSS from /proc every 0.5 s.

Prints a line every tenth of the run (seconds, RSS in MB, requests so far),
then the verdict: the run is cut in thirds; the first is warm-up (the index's
lazily built parts, the allocator's arenas); memory has levelled off when the
highest RSS of the last third is at most 10% + 4 MB above the highest of the
middle third.  Any answer other than 200 (or 503 with Retry-After, a shed
request) fails the run too.  Exit 0 if both hold, 1 if not.  Every wait is
bounded: a request by 60 s, start-up by 10 s.
"""
import os
import random
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

bee, port, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
rng = random.Random(27)
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def puzzle():
    return "".join(rng.sample(LETTERS, 7))


if len(sys.argv) > 4:
    with open(sys.argv[4], "rb") as f:
        batch = b"".join(f.readlines()[:20000])
else:
    batch = "".join(puzzle() + "\n" for _ in range(20000)).encode()

server = subprocess.Popen([bee, "serve", "--listen", "127.0.0.1:%d" % port],
                          stderr=subprocess.PIPE, text=True)
base = "http://127.0.0.1:%d" % port
for _ in range(100):
    try:
        urllib.request.urlopen(base + "/healthz", timeout=1).read()
        break
    except OSError:
        time.sleep(0.1)
else:
    server.kill()
    sys.exit("soak: the server did not start: " + server.stderr.read()[:300])

stop = threading.Event()
lock = threading.Lock()
counts = {"requests": 0, "bad": 0}
bad_examples = []


def one(kind, r):
    if kind == "solve":
        return urllib.request.urlopen("%s/v1/solve?puzzle=%s" % (base, puzzle()), timeout=60)
    if kind == "hints":
        return urllib.request.urlopen("%s/v1/hints?puzzle=%s" % (base, puzzle()), timeout=60)
    if kind == "bag":
        bag = "".join(r.choice(LETTERS) for _ in range(16))
        return urllib.request.urlopen("%s/v1/bag?letters=%s&count=1" % (base, bag), timeout=60)
    if kind == "batch":
        return urllib.request.urlopen(base + "/v1/solve?count=1", data=batch, timeout=60)
    return urllib.request.urlopen(base + "/v1/all?top=10&sort=score", timeout=60)


def client(seed):
    r = random.Random(seed)
    kinds = ["solve"] * 40 + ["hints"] * 20 + ["bag"] * 20 + ["batch"] * 3 + ["all"] * 2
    while not stop.is_set():
        kind = r.choice(kinds)
        status = None
        try:
            with one(kind, r) as resp:
                resp.read()
                status = resp.status
        except urllib.error.HTTPError as e:
            status = e.code if e.code != 503 or e.headers.get("Retry-After") else -503
        except OSError as e:
            status = str(e)
        with lock:
            counts["requests"] += 1
            if status not in (200, 503):
                counts["bad"] += 1
                if len(bad_examples) < 3:
                    bad_examples.append("%s: %s" % (kind, status))


def rss_mb():
    with open("/proc/%d/status" % server.pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(4)]
for t in threads:
    t.start()
samples = []  # (seconds, MB)
t0 = time.monotonic()
next_hup, next_print = 3.0, seconds / 10
while True:
    now = time.monotonic() - t0
    if now >= seconds or server.poll() is not None:
        break
    samples.append((now, rss_mb()))
    if now >= next_hup:
        server.send_signal(signal.SIGHUP)
        next_hup += 3
    if now >= next_print:
        print("%6.1f s  RSS %6.1f MB  %d requests" % (now, samples[-1][1], counts["requests"]),
              flush=True)
        next_print += seconds / 10
    time.sleep(0.5)
stop.set()
for t in threads:
    t.join(timeout=70)
alive = server.poll() is None
server.send_signal(signal.SIGTERM)
try:
    server.wait(timeout=10)
except subprocess.TimeoutExpired:
    server.kill()

third = seconds / 3
middle = max(mb for s, mb in samples if third <= s < 2 * third)
last = max(mb for s, mb in samples if s >= 2 * third)
levelled = last <= middle * 1.10 + 4
print("soak: %.0f s, %d requests (%d bad%s); RSS peak %.1f MB in the middle third, "
      "%.1f MB in the last: %s" % (seconds, counts["requests"], counts["bad"],
                                   ": " + "; ".join(bad_examples) if bad_examples else "",
                                   middle, last, "levelled off" if levelled else "STILL RISING"))
if not alive:
    print("soak: the server died during the run")
sys.exit(0 if levelled and alive and counts["bad"] == 0 else 1)
