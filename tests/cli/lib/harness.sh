# harness.sh - a tiny assertion kit for the command-line tests.
# Usage: source it, then: run ARGS... (sets $out, $err, $rc), expect_rc N,
# expect_out TEXT, expect_err TEXT, expect_out_has TEXT, and finish at the end.
# skip WHAT WHY: a check that cannot run here (a missing tool or facility),
# reported and counted apart from passes.
# The command under test is "$@" of the script (maybe an emulator + binary).
set -u
BEE=()
for arg in "$@"; do   # paths made absolute: a test may run it from elsewhere
    [[ $arg != /* && -e $arg ]] && arg=$PWD/$arg
    BEE+=("$arg")
done
passed=0
failed=0
skipped=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
current=""

run() {
    current="$*"
    "${BEE[@]}" "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    out=$(cat "$tmp/out")
    err=$(cat "$tmp/err")
}

# run with standard input from a string
run_in() {
    local input=$1
    shift
    current="$* <<< input"
    printf '%s' "$input" | "${BEE[@]}" "$@" >"$tmp/out" 2>"$tmp/err"
    rc=$?
    out=$(cat "$tmp/out")
    err=$(cat "$tmp/err")
}

# run_serve ARGS...: `bee-simd serve ARGS`, which runs bee-simd-serve from
# beside bee-simd; through an emulator bee-simd-serve ARGS itself (qemu-user
# cannot start the foreign program bee-simd hands over to)
run_serve() {
    if [ ${#BEE[@]} -eq 1 ]; then
        run serve "$@"
        return
    fi
    local simd=("${BEE[@]}")
    BEE[-1]=$(dirname "${BEE[-1]}")/bee-simd-serve
    run "$@"
    BEE=("${simd[@]}")
}

ok() { passed=$((passed + 1)); }
bad() {
    failed=$((failed + 1))
    echo "FAIL: bee-simd $current: $1" >&2
    echo "  stdout: $(head -c 600 "$tmp/out")" >&2
    echo "  stderr: $(head -c 600 "$tmp/err")" >&2
}

skip() {
    skipped=$((skipped + 1))
    echo "SKIP: $1: $2" >&2
}

expect_rc() { if [ "$rc" -eq "$1" ]; then ok; else bad "exit status $rc, expected $1"; fi; }
expect_out() { if [ "$out" == "$1" ]; then ok; else bad "stdout differs from: $1"; fi; }
expect_err() { if [ "$err" == "$1" ]; then ok; else bad "stderr differs from: $1"; fi; }
expect_out_has() { if [[ "$out" == *"$1"* ]]; then ok; else bad "stdout lacks: $1"; fi; }
expect_err_has() { if [[ "$err" == *"$1"* ]]; then ok; else bad "stderr lacks: $1"; fi; }
expect_same() { if [ "$1" == "$2" ]; then ok; else bad "${3:-values differ}"; fi; }

finish() {
    echo "$passed passed, $failed failed, $skipped skipped"
    [ "$failed" -eq 0 ]
}
