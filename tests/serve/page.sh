# page.sh - the game `bee-simd serve` shows at GET /, played in headless
# Chromium through the DevTools protocol (page.js, Node, no npm package):
# load /?p=raegint, type a valid word, one without the center, a too-short
# one, click a pangram; check the messages, score, rank and found words
# against /v1/solve and /v1/hints; reload and find the words kept; open the
# hints; reveal; the keys with mouse and keys mixed (letters clicked then
# Enter, Enter after Shuffle and Reveal, Space and Enter on a focused
# letter); no answers, a 3-letter puzzle, Hints on a 390 px phone; the
# daily puzzle (/ and /?date=), its progress per day, the share text.
# With SHOT_DIR, the same run writes SHOT_DIR/serve-page.png
# (1200 px) and SHOT_DIR/serve-page-phone.png (375 px).  Then a second server
# over a small Catalan list (ca-words.txt, --lang ca): /?p=adeflnÇ, words
# typed with ç, a folded accent and the middle dot, scored as /v1/hints says.
# Usage: bash page.sh path/to/bee-simd [SHOT_DIR]
# Needs chromium (Debian), node, curl, jq; 127.0.0.1 only; about 10 seconds.
# Exit 77 (skipped) when a tool is missing or Chromium cannot be driven.
set -u
bee=$1
shots=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
pid= ca_pid=
cleanup() {
    for p in $pid $ca_pid; do kill "$p" 2>/dev/null && wait "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap cleanup EXIT
for tool in chromium node curl jq; do   # exit 77: skipped, the stage counts it apart
    command -v "$tool" >/dev/null || { echo "SKIP: the page in Chromium: $tool is not installed (Debian's $tool)" >&2; exit 77; }
done

"$bee" serve --listen 127.0.0.1:0 --threads 2 2>"$tmp/serve.err" &
pid=$!
for _ in $(seq 100); do grep -q 'listening on' "$tmp/serve.err" && break; sleep 0.05; done
url=$(sed -n 's/^bee-simd: listening on //p' "$tmp/serve.err")
[ -n "$url" ] || { echo "page.sh: the server did not start" >&2; exit 1; }

puzzle=${PAGE_PUZZLE:-raegint}
curl -sf "$url/v1/solve?puzzle=$puzzle" >"$tmp/solve.json" &&
    curl -sf "$url/v1/hints?puzzle=$puzzle" >"$tmp/hints.json" || { echo "page.sh: $url does not answer" >&2; exit 1; }
bad=$(curl -s "$url/v1/solve?puzzle=${puzzle:0:6}${puzzle:1:1}" | jq -r .error)   # a letter twice
[ -n "$shots" ] && mkdir -p "$shots"
rc=0
board=ovrkqlwislrecrtgmvpfprzey   # the page's own question (longest first, top 500)
curl -sf "$url/v1/bag?letters=$board&sort=length&top=500" >"$tmp/bag.json" || { echo "page.sh: no /v1/bag" >&2; exit 1; }
bag_bad=$(curl -s "$url/v1/bag?letters=ab1c" | jq -r .error)
BAG_JSON=$tmp/bag.json BAG_BAD_MESSAGE=$bag_bad \
    node "$here/page.js" "$url" "$tmp/solve.json" "$tmp/hints.json" "$bad" $shots >"$tmp/out" 2>&1 || rc=$?
cat "$tmp/out"

# the page over another alphabet: Catalan
"$bee" serve --listen 127.0.0.1:0 --threads 2 --lang ca --dict "$here/ca-words.txt" 2>"$tmp/ca.err" &
ca_pid=$!
for _ in $(seq 100); do grep -q 'listening on' "$tmp/ca.err" && break; sleep 0.05; done
ca_url=$(sed -n 's/^bee-simd: listening on //p' "$tmp/ca.err")
[ -n "$ca_url" ] || { echo "page.sh: the Catalan server did not start: $(cat "$tmp/ca.err")" >&2; exit 1; }
curl -sf "$ca_url/v1/solve?puzzle=%C3%A7adefln" >"$tmp/ca-solve.json" || { echo "page.sh: $ca_url does not answer" >&2; exit 1; }
rc2=0
node "$here/page.js" --utf8 "$ca_url" "$tmp/ca-solve.json" >"$tmp/out2" 2>&1 || rc2=$?
cat "$tmp/out2"
[ "$rc" -eq 0 ] && rc=$rc2
cat "$tmp/out2" >>"$tmp/out"
passed=$(grep -c '^ok ' "$tmp/out") failed=$(grep -c '^FAIL' "$tmp/out")
echo "$passed passed, $failed failed"
if [ "$rc" -eq 2 ] && [ "$passed" -eq 0 ]; then   # the browser never ran a check
    echo "SKIP: the page in Chromium: the browser could not be driven" >&2
    exit 77
fi
[ "$rc" -eq 0 ] && [ "$failed" -eq 0 ]
