# removals.sh - `bee-simd serve` over the README's own recipe
# (`bee-simd index /usr/share/dict/words -o words.beeidx`, `serve --index
# words.beeidx`): the reviewed removals (src/builtin/removed-words.txt, the
# words the built-in list is made without) are taken out of an English list
# by default, which stderr says at start, and --all-words serves every word.
# Debian's words list holds a racial slur among raegint's answers: by
# default it is absent from /v1/solve, /v1/hints and /v1/bag; with
# --all-words it is there.  The words are never written here: they are what
# the removal file and the list have in common.
# Usage: bash removals.sh path/to/bee-simd   (needs curl and jq; 127.0.0.1 only)
here=$(dirname "$0")
source "$here/../cli/lib/harness.sh"
removed_file="$here/../../src/builtin/removed-words.txt"
: >"$tmp/out"
: >"$tmp/err"
servers=()
stop_servers() {
    for p in "${servers[@]}"; do kill -9 "$p" 2>/dev/null; wait "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap stop_servers EXIT

# start NAME ARGS...: run a server on a free port; sets $url
start() {
    local name=$1
    shift
    : >"$tmp/$name.err"
    "${BEE[@]}" serve --listen 127.0.0.1:0 "$@" 2>"$tmp/$name.err" &
    servers+=("$!")
    for _ in $(seq 100); do
        grep -q '^bee-simd: listening on ' "$tmp/$name.err" && break
        sleep 0.05
    done
    url=$(sed -n 's/^bee-simd: listening on //p' "$tmp/$name.err")
    [ -n "$url" ] || { echo "server $name did not start: $(cat "$tmp/$name.err")" >&2; exit 1; }
}
# answers PATH: the words of the answer at PATH, one a line, sorted
answers() { curl -s --max-time 10 "$url$1" | jq -r '(.words // [])[]' | LC_ALL=C sort; }

words=/usr/share/dict/words
if [ ! -r "$words" ]; then
    skip "the README's serve recipe" "no $words (Debian: apt install wamerican)"
    finish
fi
grep -v '^#' "$removed_file" | grep . | LC_ALL=C sort -u >"$tmp/removed"
"${BEE[@]}" index "$words" -o "$tmp/words.beeidx" 2>/dev/null
"${BEE[@]}" solve --index "$tmp/words.beeidx" --format json raegint | jq -r '.words[]' |
    LC_ALL=C sort >"$tmp/cli"
LC_ALL=C comm -12 "$tmp/cli" "$tmp/removed" >"$tmp/bad"
current="solve --index words.beeidx raegint"
[ -s "$tmp/bad" ] && ok || bad "$words has none of the removals among raegint's answers: the check below would prove nothing"

start default --index "$tmp/words.beeidx"
current="serve --index words.beeidx (stderr)"
n=$(grep -cxFf "$tmp/removed" <(grep -E '^[a-z]+$' "$words"))
expect_same "$(head -1 "$tmp/default.err")" \
    "bee-simd: $tmp/words.beeidx: $n words of the reviewed removals taken out (slurs, obscenities, numerals, abbreviations); --all-words serves every word" \
    "the first line on stderr says what was taken out"
current="serve --index words.beeidx: GET /v1/solve?puzzle=raegint"
answers '/v1/solve?puzzle=raegint' >"$tmp/served"
expect_same "$(LC_ALL=C comm -12 "$tmp/served" "$tmp/bad")" "" "a removed word is served"
expect_same "$(cat "$tmp/served")" "$(LC_ALL=C comm -23 "$tmp/cli" "$tmp/bad")" \
    "not the list's answers less the removed ones"
current="serve --index words.beeidx: GET /v1/bag?letters=raegint"
answers "/v1/bag?letters=raegintrgein" >"$tmp/bag"
[ -s "$tmp/bag" ] && ok || bad "no words from /v1/bag"
expect_same "$(LC_ALL=C comm -12 "$tmp/bag" "$tmp/bad")" "" \
    "a removed word is served by /v1/bag"
current="serve --index words.beeidx: GET /v1/hints?puzzle=raegint"
expect_same "$(curl -s "$url/v1/hints?puzzle=raegint" | jq .count)" "$(wc -l <"$tmp/served")" \
    "the hints count other words than /v1/solve"

start all --index "$tmp/words.beeidx" --all-words
current="serve --index words.beeidx --all-words"
expect_same "$(cat "$tmp/all.err")" "bee-simd: listening on $url" "the ready line is the only line"
expect_same "$(answers '/v1/solve?puzzle=raegint')" "$(cat "$tmp/cli")" "not every word of the list"

# the same through --dict; the built-in list (made without them) says nothing
start dict --dict "$words"
current="serve --dict $words"
expect_same "$(answers '/v1/solve?puzzle=raegint' | LC_ALL=C comm -12 - "$tmp/bad")" "" "a removed word is served"
start builtin
current="serve (the built-in list)"
expect_same "$(cat "$tmp/builtin.err")" "bee-simd: listening on $url" "the ready line is the only line"
finish
