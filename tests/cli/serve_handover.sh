# serve_handover.sh - `bee-simd serve` runs bee-simd-serve in its place
# (src/cli/handover.c): found beside bee-simd, else on PATH, else a clear
# refusal; its messages and help read as bee-simd serve's.  The serving
# itself is tests/serve/serve.sh's (stage 40).
# Usage: bash serve_handover.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"
serve=$(dirname "${BEE[-1]}")/bee-simd-serve
if [ ! -x "$serve" ]; then
    skip "serve" "built without libmicrohttpd: no bee-simd-serve"
    finish
    exit
fi

# from the build tree: bee-simd-serve beside bee-simd (through an emulator,
# bee-simd-serve itself: run_serve)
run_serve --help
expect_rc 0
expect_out_has "Usage: bee-simd serve [options]"
run_serve --bogus
expect_rc 2
expect_err "bee-simd serve: unknown option '--bogus'
Try 'bee-simd serve --help' for more information."

if [ ${#BEE[@]} -eq 1 ]; then # not through an emulator: the hand-over itself
    run help serve
    expect_rc 0
    expect_out_has "Usage: bee-simd serve [options]"
    # bee-simd without bee-simd-serve beside it or on PATH: a clear refusal
    mkdir "$tmp/alone" "$tmp/beside" "$tmp/path"
    cp "${BEE[0]}" "$tmp/alone/bee-simd"
    PATH=$tmp/alone "$tmp/alone/bee-simd" serve --help >"$tmp/out" 2>"$tmp/err"
    rc=$? out=$(cat "$tmp/out") err=$(cat "$tmp/err") current="serve, no bee-simd-serve"
    expect_rc 1
    expect_err "bee-simd serve: cannot run bee-simd-serve (No such file or directory): the server is its own program; build it beside bee-simd (target bee-simd-serve) or put it on PATH"
    # beside bee-simd, PATH empty of it (as installed)
    cp "${BEE[0]}" "$serve" "$tmp/beside/"
    PATH=$tmp/alone "$tmp/beside/bee-simd" serve --help >"$tmp/out" 2>"$tmp/err"
    rc=$? out=$(cat "$tmp/out") err=$(cat "$tmp/err") current="serve, bee-simd-serve beside"
    expect_rc 0
    expect_out_has "Usage: bee-simd serve [options]"
    # only on PATH
    cp "$serve" "$tmp/path/"
    PATH=$tmp/path:$PATH "$tmp/alone/bee-simd" serve --help >"$tmp/out" 2>"$tmp/err"
    rc=$? out=$(cat "$tmp/out") err=$(cat "$tmp/err") current="serve, bee-simd-serve on PATH"
    expect_rc 0
    expect_out_has "Usage: bee-simd serve [options]"
fi

finish
