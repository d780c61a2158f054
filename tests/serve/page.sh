# page.sh - the game `bee-simd serve` shows at GET /, played in headless
# Chromium through the DevTools protocol (page.js, Node, no npm package):
# load /?p=raegint, type a valid word, one without the center, a too-short
# one, click a pangram; check the messages, score, rank and found words
# against /v1/solve and /v1/hints; reload and find the words kept; open the
# hints; reveal.  With SHOT_DIR, the same run writes SHOT_DIR/serve-page.png
# (1200 px) and SHOT_DIR/serve-page-phone.png (375 px).
# Usage: bash page.sh path/to/bee-simd [SHOT_DIR]
# Needs chromium (Debian), node, curl, jq; 127.0.0.1 only; about 10 seconds.
# Exit 77 (skipped) when a tool is missing or Chromium cannot be driven.
set -u
bee=$1
shots=${2:-}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; rm -rf "$tmp"; }
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
node "$here/page.js" "$url" "$tmp/solve.json" "$tmp/hints.json" "$bad" $shots >"$tmp/out" 2>&1 || rc=$?
cat "$tmp/out"
passed=$(grep -c '^ok ' "$tmp/out") failed=$(grep -c '^FAIL' "$tmp/out")
echo "$passed passed, $failed failed"
if [ "$rc" -eq 2 ] && [ "$passed" -eq 0 ]; then   # the browser never ran a check
    echo "SKIP: the page in Chromium: the browser could not be driven" >&2
    exit 77
fi
[ "$rc" -eq 0 ] && [ "$failed" -eq 0 ]
