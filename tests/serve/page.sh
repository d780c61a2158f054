# page.sh - the page `bee-simd serve` shows at GET /, in headless Chromium:
# a puzzle given to the page (/?puzzle=aeginRt fills the letters box and
# fires its input event, as typing does; the uppercase letter picks the
# center) must show the words, pangrams and score that /v1/solve gives.
# Usage: bash page.sh path/to/bee-simd [SCREENSHOT.png]
# Needs chromium (Debian), curl, jq; 127.0.0.1 only; about 15 seconds.
set -u
bee=$1
shot=${2:-}
tmp=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
for tool in chromium curl jq; do   # exit 77: skipped, the stage counts it apart
    command -v "$tool" >/dev/null || { echo "SKIP: the page in Chromium: $tool is not installed (Debian's $tool)" >&2; exit 77; }
done
passed=0 failed=0
check() {   # check WHAT EXPECTED ACTUAL
    if [ "$2" == "$3" ]; then passed=$((passed + 1)); else
        failed=$((failed + 1))
        echo "FAIL: page: $1: expected '$(head -c 300 <<<"$2")', got '$(head -c 300 <<<"$3")'" >&2
    fi
}

"$bee" serve --listen 127.0.0.1:0 --threads 2 2>"$tmp/serve.err" &
pid=$!
for _ in $(seq 100); do grep -q 'listening on' "$tmp/serve.err" && break; sleep 0.05; done
url=$(sed -n 's/^bee-simd: listening on //p' "$tmp/serve.err")
[ -n "$url" ] || { echo "page.sh: the server did not start" >&2; exit 1; }

browse() {   # browse WHAT...: headless Chromium on the page, scripts run
    timeout 90 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$tmp/profile" --virtual-time-budget=10000 --window-size=900,640 \
        "$@" 2>>"$tmp/chromium.log"
}

puzzle=aeginRt
curl -sf "$url/v1/solve?puzzle=$puzzle" >"$tmp/api.json"
browse --dump-dom "$url/?puzzle=$puzzle" >"$tmp/dom.html"
dom=$(tr -d '\n' <"$tmp/dom.html")
list() {   # the items of <ul id="$1">, one a line
    sed -n "s|.*<ul id=\"$1\"[^>]*>\\(.*\\)|\\1|p" <<<"$dom" | sed 's|</ul>.*||' |
        sed 's|</li>|\n|g; s|<li>||g' | sed '/^$/d'
}
summary=$(sed -n 's|.*<div id="summary">\([^<]*\)</div>.*|\1|p' <<<"$dom")
check "summary" "$(jq -r '"\(.count) words, \(.pangram_count) pangrams, score \(.score) (center \(.center))"' "$tmp/api.json")" "$summary"
check "pangrams" "$(jq -r '.pangrams[]' "$tmp/api.json")" "$(list pangrams)"
check "words" "$(jq -r '.words[]' "$tmp/api.json")" "$(list words)"
check "the center button" "r" "$(sed -n 's|.*<button type="button" class="center"[^>]*>\([a-z]\)</button>.*|\1|p' <<<"$dom")"
# a bad puzzle shows the server's message (the page sends it center first)
browse --dump-dom "$url/?puzzle=aeginRr" >"$tmp/bad.html"
check "error shown" "$(curl -s "$url/v1/solve?puzzle=raeginr" | jq -r .error)" \
    "$(tr -d '\n' <"$tmp/bad.html" | sed -n 's|.*<div id="error" role="alert">\([^<]*\)</div>.*|\1|p' | sed 's/&#39;/'"'"'/g')"
if [ -n "$shot" ]; then
    browse --screenshot="$shot" "$url/?puzzle=${SHOT_PUZZLE:-$puzzle}" >/dev/null
    [ -s "$shot" ] && passed=$((passed + 1)) || { failed=$((failed + 1)); echo "FAIL: no screenshot" >&2; }
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
