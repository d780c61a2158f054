#!/usr/bin/env python3
"""flood.py PORT FLOOD PROBES - a connection flood on 127.0.0.1:PORT, and how
long a client arriving during it waits.

Opens FLOOD connections that send nothing (idle, as a flood of slow clients
leaves them), then, while they are all open, PROBES clients one after the
other each connect, send `GET /healthz` and wait for the first line of the
answer, or for the server to refuse or close the connection.  Prints one
line a probe: the milliseconds it took and what it got ("200", "503
Retry-After: 1", "refused" (refused, reset or closed without an answer),
"timeout"), then a summary line
"flood N open, M refused" (connections the server refused or closed at once
during the flood are counted, not retried).  Every wait is bounded: a
connect or an answer by 3 s, the whole run by about 30 s.
"""
import errno
import resource
import selectors
import socket
import sys
import time

port, n_flood, n_probes = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
want = n_flood + 64
if soft < want:
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(want, hard), hard))

# The flood: non-blocking connects, all of them, then wait (bounded) until
# each is connected or failed.
sel = selectors.DefaultSelector()
pending, flood, refused = {}, [], 0
for _ in range(n_flood):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setblocking(False)
    rc = s.connect_ex(("127.0.0.1", port))
    if rc in (0, errno.EINPROGRESS):
        pending[s.fileno()] = s
        sel.register(s, selectors.EVENT_WRITE)
    else:
        refused += 1
        s.close()
until = time.monotonic() + 10
while pending and time.monotonic() < until:
    for key, _ in sel.select(timeout=0.5):
        s = pending.pop(key.fd)
        sel.unregister(s)
        if s.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR) == 0:
            flood.append(s)
        else:
            refused += 1
            s.close()
for s in pending.values():  # still connecting (a full backlog): they count as open
    flood.append(s)
time.sleep(0.3)  # let the server take in what it will


def probe():
    t0 = time.monotonic()
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.settimeout(3)
    try:
        s.connect(("127.0.0.1", port))
        s.sendall(b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        data = b""
        while b"\r\n\r\n" not in data:
            got = s.recv(4096)
            if not got:
                break
            data += got
        if not data:
            what = "refused"  # closed without an answer
        else:
            head = data.split(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
            what = head[0].split(" ")[1] if " " in head[0] else head[0]
            what += "".join(" " + h for h in head[1:] if h.lower().startswith("retry-after:"))
    except socket.timeout:
        what = "timeout"
    except (ConnectionRefusedError, ConnectionResetError, BrokenPipeError):
        what = "refused"
    finally:
        s.close()
    return (time.monotonic() - t0) * 1000, what


for _ in range(n_probes):
    ms, what = probe()
    print("%.1f %s" % (ms, what), flush=True)
    time.sleep(0.05)
# How many flood connections the server has closed meanwhile (refused after
# the handshake): a read that returns at once with nothing or an error.
closed = 0
for s in flood:
    s.setblocking(False)
    try:
        if s.recv(1) == b"":
            closed += 1
    except BlockingIOError:
        pass
    except OSError:
        closed += 1
    s.close()
print("flood %d open, %d refused at connect, %d closed by the server" % (len(flood), refused, closed))
