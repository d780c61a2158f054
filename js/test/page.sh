# page.sh - the game page as static files (scripts/build-wasm.sh's OUT/web),
# played in headless Chromium with no bee-simd server: the page test of
# `bee-simd serve` (tests/serve/page.js: hive, words typed and clicked,
# score, ranks, found words kept over a reload, hints, reveal, a bad
# puzzle's message, a new puzzle, the letter bag, the daily puzzle) against
# a static host (js/tools/static-serve.mjs) that gives a browser no /v1/...
# at all and logs every request it cannot serve: the log must stay empty.
# The expected records come from the native program (page.js's own
# reference requests go to a `bee-simd serve` behind the host).
# Usage: bash page.sh WEB_DIR path/to/bee-simd
# Exit 77 (skipped) when chromium or node is missing or cannot be driven.
set -u
web=$1 bee=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
pid= ref_pid=
cleanup() {
    for p in $pid $ref_pid; do kill "$p" 2>/dev/null && wait "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap cleanup EXIT
for tool in chromium node; do
    command -v "$tool" >/dev/null || { echo "SKIP: the offline page: $tool is not installed (Debian's $tool)" >&2; exit 77; }
done
: >"$tmp/misses"
"$bee" serve --listen 127.0.0.1:0 --threads 1 2>"$tmp/ref.err" &
ref_pid=$!
for _ in $(seq 100); do grep -q 'listening on' "$tmp/ref.err" && break; sleep 0.05; done
ref=$(sed -n 's/^bee-simd: listening on //p' "$tmp/ref.err")
[ -n "$ref" ] || { echo "page.sh: the reference server did not start" >&2; exit 1; }
node "$root/js/tools/static-serve.mjs" "$web" "$tmp/misses" "$ref" >"$tmp/serve.out" &
pid=$!
for _ in $(seq 100); do grep -q 'listening on' "$tmp/serve.out" && break; sleep 0.05; done
url=$(sed -n 's/^listening on //p' "$tmp/serve.out")
[ -n "$url" ] || { echo "page.sh: the static host did not start" >&2; exit 1; }

puzzle=raegint board=ovrkqlwislrecrtgmvpfprzey
"$bee" solve --format json "$puzzle" >"$tmp/solve.json"
"$bee" hints --format json "$puzzle" >"$tmp/hints.json"
"$bee" bag --format json --sort length --top 500 "$board" >"$tmp/bag.json"
# the library's messages, as the server gives them (the program adds how to
# ask for other sizes, which the server does not)
bad=$("$bee" solve "${puzzle:0:6}${puzzle:1:1}" 2>&1 | sed 's/^bee-simd solve: //; s/ (use --size N for other sizes)//')
bag_bad=$("$bee" bag ab1c 2>&1 | sed 's/^bee-simd bag: //')
rc=0
BAG_JSON=$tmp/bag.json BAG_BAD_MESSAGE=$bag_bad \
    node "$root/tests/serve/page.js" "$url" "$tmp/solve.json" "$tmp/hints.json" "$bad" >"$tmp/out" 2>&1 || rc=$?
cat "$tmp/out"
passed=$(grep -c '^ok ' "$tmp/out") failed=$(grep -c '^FAIL' "$tmp/out")
if [ -s "$tmp/misses" ]; then
    echo "FAIL the page asked its host for what only a server has:"; sed 's/^/  /' "$tmp/misses"
    failed=$((failed + 1))
else
    echo "ok no request left the static files"; passed=$((passed + 1))
fi
echo "$passed passed, $failed failed"
if [ "$rc" -eq 2 ] && [ "$passed" -le 1 ]; then
    echo "SKIP: the offline page: the browser could not be driven" >&2
    exit 77
fi
[ "$rc" -eq 0 ] && [ "$failed" -eq 0 ]
