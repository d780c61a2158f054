# doc_commands.sh - every bee-simd (and bee-bench) command line the README and docs/*.md show
# runs as written and exits 0, and where a doc quotes its output ("$ cmd"
# then lines), the program still prints that: each quoted line, cut at "...",
# must appear in the output with its pieces in order, and the quoted lines
# in the output's order (a line "..." alone skips any number of lines).  A line that ends in
# "# exits N" must exit N (a refusal shown on purpose).
# The commands run in a scratch folder holding the inputs the docs name
# (words.txt and enable1.txt: the built-in list's text; puzzles.txt: NYT-like
# puzzles; words.beeidx and words.idx: its index; catalan.txt and
# german.txt: a few lines for the alphabets' examples), with bee-simd,
# bee-bench and gen_puzzles on PATH.  `curl` lines ask a `bee-simd serve` this script
# starts on the docs' address, 127.0.0.1:8080 (skipped, saying so, when that
# port is taken or curl is missing).  Left out, each for its reason: the
# docs' own `bee-simd serve` lines (they run until stopped) and `bash ...`
# scripts (the set-up commands, and bench/regenerate.sh: minutes).
# Usage: bash doc_commands.sh SRC_DIR BUILD_DIR
src=$1 build=$2
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin"
ln -s "$build/bee-simd" "$work/bin/bee-simd"
ln -s "$build/bee-bench" "$work/bin/bee-bench"
ln -s "$build/gen_puzzles" "$work/bin/gen_puzzles"
ln -s "$build" "$work/build" # the docs' build/gen_puzzles
export PATH="$work/bin:$PATH"
cd "$work" || exit 1
awk '/^[a-z]+$/' /usr/share/dict/american-english >words.txt
cp words.txt enable1.txt
gen_puzzles --dict words.txt --seed 1 200 >puzzles.txt
bee-simd index words.txt -o words.beeidx >/dev/null
cp words.beeidx words.idx
# the alphabets' examples: a few lines of Catalan and German lists
printf '%s\n' col·lecció col·leccions lleó cel sol olis colls alçada balç dama >catalan.txt
printf '%s\n' Straße Haar Ersatz Tee >german.txt

# The commands: "$ cmd" lines (docs), or every line of a ```sh block
# (README); a line ending in \ goes on on the next.  Printed one a record:
# FILE<TAB>COMMAND<TAB>QUOTED-OUTPUT-LINES (joined with \x1f).
extract() {
    awk -v file="$1" '
    function flush() { if (cmd != "") printf "%s\t%s\t%s\n", file, cmd, quoted; cmd = ""; quoted = "" }
    function take(line) { cmd = line; cont = (cmd ~ /\\$/); if (cont) sub(/\\$/, "", cmd) }
    /^```/ {
        if (kind != "") { flush(); kind = "" }      # a block ends
        else kind = ($0 ~ /^```sh/) ? "sh" : "plain" # one begins
        next
    }
    kind == "" { next }
    cont { line = $0; cont = (line ~ /\\$/); if (cont) sub(/\\$/, "", line); cmd = cmd " " line; next }
    /^\$ / { flush(); take(substr($0, 3)); kind = "plain"; next } # prompts: the rest is output
    kind == "sh" && !/^#/ && !/^[ \t]*$/ { flush(); take($0); next }
    kind == "plain" && cmd != "" && !/^[ \t]*$/ { quoted = quoted (quoted == "" ? "" : "\037") $0 }
    END { flush() }' "$2"
}

server=
if command -v curl >/dev/null && ! curl -s -o /dev/null --max-time 1 http://127.0.0.1:8080/; then
    bee-simd serve --listen 127.0.0.1:8080 2>"$work/serve.err" &
    server=$!
    trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$work"' EXIT
    for _ in $(seq 100); do grep -q listening "$work/serve.err" && break; sleep 0.05; done
else
    echo "SKIP: the docs' curl lines: port 8080 is taken or curl is missing"
fi

for doc in "$src/README.md" "$src"/docs/*.md; do
    extract "$(basename "$doc")" "$doc"
done >"$work/commands.tsv"

while IFS=$'\t' read -r file cmd quoted; do
    case "$cmd" in
    *"bee-simd serve"* | "bash "* | "("* | "  "*) continue ;;
    *curl*) [ -n "$server" ] || continue ;;
    *bee-simd*) ;;
    *) continue ;;
    esac
    want_rc=0 # a line ending "# exits N" shows a refusal on purpose
    [[ $cmd =~ \#\ exits\ ([0-9]+)[[:space:]]*$ ]] && want_rc=${BASH_REMATCH[1]}
    out=$(timeout 120 bash -o pipefail -c "$cmd" 2>"$work/err" </dev/null)
    rc=$?
    if [ $rc -ne "$want_rc" ]; then
        fail "$file: '$cmd' exited $rc, not $want_rc: $(head -c 300 "$work/err")"
        continue
    fi
    pass
    [ -z "$quoted" ] && continue
    at=0 # the output line the last quoted line matched: the next one is below
    while IFS= read -r -d $'\x1f' want || [ -n "$want" ]; do
        [ "$want" == "..." ] && continue
        # the quoted line's pieces between "..." in order on one output line
        pattern=$(printf '%s' "$want" | sed 's/[][\.*^$/]/\\&/g; s/ *\\\.\\\.\\\. */.*/g')
        if line=$(tail -n +$((at + 1)) <<<"$out" | grep -n -m1 -- "$pattern"); then
            at=$((at + ${line%%:*}))
            pass
        elif grep -q -- "$pattern" <<<"$out"; then
            fail "$file: '$cmd' prints this line before the one quoted above it: $want"
        else
            fail "$file: '$cmd' no longer prints: $want"
        fi
    done <<<"$quoted"
done <"$work/commands.tsv"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
