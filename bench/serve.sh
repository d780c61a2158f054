#!/usr/bin/env bash
# serve.sh - load figures for `bee-simd serve` (a benchmark, not a test).
#
#   bash bench/serve.sh [BEE_SIMD] [ROUNDS]
#
# 1. wrk on loopback, keep-alive, 64 connections, GET /v1/solve?puzzle=raegint,
#    against nginx serving the same response bytes as a static file, in the
#    same run: the two servers run alternately ROUNDS times (default 5) and the
#    medians are reported (the machine is shared: single runs are noisy).
# 2. The batch endpoint (POST /v1/solve) against `bee-simd --stdin` on the
#    same puzzles: puzzles per second, median of ROUNDS.
# Needs wrk, nginx (Debian nginx-light), curl; only 127.0.0.1 is used.
set -euo pipefail
cd "$(dirname "$0")/.."
bee=${1:-build/bee-simd}
rounds=${2:-5}
secs=${BENCH_SECONDS:-10}
tmp=$(mktemp -d)
chmod 755 "$tmp"   # nginx workers run as another user
pids=()
cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; wait "$p" 2>/dev/null || true; done
    rm -rf "$tmp"
}
trap cleanup EXIT


# --- bee-simd serve
"$bee" serve --listen 127.0.0.1:0 2>"$tmp/serve.err" &
pids+=($!)
for _ in $(seq 50); do grep -q listening "$tmp/serve.err" && break; sleep 0.1; done
bee_url=$(sed -n 's/^bee-simd: listening on //p' "$tmp/serve.err")
[ -n "$bee_url" ] || { cat "$tmp/serve.err" >&2; exit 1; }

# --- nginx with the same bytes as a static file
mkdir -p "$tmp/www/v1" "$tmp/nginx"
curl -sf "$bee_url/v1/solve?puzzle=raegint" >"$tmp/www/v1/solve"
# nginx takes a port number: try a few below the ephemeral range until one binds
for nport in $(shuf -i 20000-32000 -n 10); do
    cat >"$tmp/nginx/nginx.conf" <<CONF
worker_processes $(nproc);
daemon off;
pid $tmp/nginx/nginx.pid;
error_log $tmp/nginx/error.log;
events { worker_connections 1024; }
http {
    access_log off;
    keepalive_requests 100000000;
    server {
        listen 127.0.0.1:$nport;
        root $tmp/www;
        default_type application/json;
    }
}
CONF
    nginx -c "$tmp/nginx/nginx.conf" -p "$tmp/nginx" 2>/dev/null &
    npid=$!
    for _ in $(seq 30); do
        curl -sf "http://127.0.0.1:$nport/v1/solve" -o /dev/null && break
        kill -0 "$npid" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$npid" 2>/dev/null; then pids+=("$npid"); break; fi
done
curl -sf "http://127.0.0.1:$nport/v1/solve?puzzle=raegint" | cmp - "$tmp/www/v1/solve"

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
ms() {   # wrk's latency (e.g. 1.23ms, 850.00us, 1.02s) in ms
    awk '{v=$1; if (v ~ /us$/) {sub(/us/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else if (v ~ /s$/) {sub(/s/,"",v); v*=1000}; print v}'
}
run_wrk() {   # URL NAME: one wrk run, its figures appended to $tmp/NAME.*
    local out
    out=$(wrk -t2 -c64 -d"${secs}s" --latency "$1")
    echo "$out" | awk '/Requests\/sec/ {print $2}' >>"$tmp/$2.rps"
    echo "$out" | awk '$1 == "50%" {print $2}' | ms >>"$tmp/$2.p50"
    echo "$out" | awk '$1 == "99%" {print $2}' | ms >>"$tmp/$2.p99"
    echo "$out" | grep -q "Non-2xx" && { echo "$out" >&2; echo "bench/serve.sh: errors from $2" >&2; exit 1; }
    return 0
}
for r in $(seq "$rounds"); do
    run_wrk "http://127.0.0.1:$nport/v1/solve?puzzle=raegint" nginx
    run_wrk "$bee_url/v1/solve?puzzle=raegint" bee
    echo "round $r: nginx $(tail -1 "$tmp/nginx.rps") req/s, bee-simd $(tail -1 "$tmp/bee.rps") req/s" >&2
done
printf '%-10s %12s %9s %9s\n' server 'req/s' 'p50 ms' 'p99 ms'
for s in nginx bee; do
    printf '%-10s %12s %9s %9s\n' "$([ $s = bee ] && echo bee-simd || echo nginx)" \
        "$(median <"$tmp/$s.rps")" "$(median <"$tmp/$s.p50")" "$(median <"$tmp/$s.p99")"
done
echo "bee-simd / nginx: $(echo "$(median <"$tmp/bee.rps") $(median <"$tmp/nginx.rps")" | awk '{printf "%.2f", $1 / $2}')"

# --- batch: POST /v1/solve against --stdin, same puzzles
n=${BATCH_PUZZLES:-200000}
gen=$(dirname "$bee")/gen_puzzles
if [ -x "$gen" ]; then
    "$gen" "$n" >"$tmp/puzzles.txt" 2>/dev/null || true
fi
if [ ! -s "$tmp/puzzles.txt" ]; then   # NYT-like: the letter sets of 7-letter pangram words
    "$bee" all --format tsv --top "$n" --sort words | awk -F'\t' 'NR > 1 {print $1}' >"$tmp/puzzles.txt"
fi
lines=$(wc -l <"$tmp/puzzles.txt")
for r in $(seq "$rounds"); do
    t0=$(date +%s.%N)
    "$bee" --stdin --format json <"$tmp/puzzles.txt" >"$tmp/stdin.out"
    t1=$(date +%s.%N)
    curl -sf --data-binary @"$tmp/puzzles.txt" -H 'Content-Type: text/plain' "$bee_url/v1/solve" >"$tmp/post.out"
    t2=$(date +%s.%N)
    echo "$t0 $t1" | awk -v n="$lines" '{print n / ($2 - $1)}' >>"$tmp/stdin.pps"
    echo "$t1 $t2" | awk -v n="$lines" '{print n / ($2 - $1)}' >>"$tmp/post.pps"
done
cmp "$tmp/stdin.out" "$tmp/post.out"
echo "batch of $lines puzzles (same bytes out): --stdin $(median <"$tmp/stdin.pps" | awk '{printf "%.0f", $1}') puzzles/s," \
     "POST /v1/solve $(median <"$tmp/post.pps" | awk '{printf "%.0f", $1}') puzzles/s (medians of $rounds)"
