# algo.sh - `bee-bench solve --algo` (bee-bench beside bee-simd): the list of
# methods, and every method giving the very same bytes as `bee-simd solve`;
# errors for bad names; bee-simd itself has no --algo.
# Usage: bash algo.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"
simd=("${BEE[@]}")
bench=("${BEE[@]}")
bench[-1]=$(dirname "${BEE[-1]}")/bee-bench
algo() { # run bee-bench solve ARGS...
    BEE=("${bench[@]}")
    run solve "$@"
    BEE=("${simd[@]}")
}

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ntang\ntangy\nGreta\nit'"'"'s\nart\n' >"$dict"

algo --algo list
expect_rc 0
methods=$out
for m in naive trie bitmask blocked index-scalar adaptive superblock subsets; do
    if grep -qx "$m" <<<"$methods"; then ok; else bad "--algo list lacks $m"; fi
done
expect_same "$(grep -c . <<<"$methods")" "$(sort -u <<<"$methods" | grep -c .)" "names repeat"

# every method: the same output as the index, on a small list and the built-in one
run solve --dict "$dict" --format json raegint aegintr zaegint
want_small=$out
run solve --format json --min-len 5 raegint nhoytpa ZBACEHI
want_builtin=$out
for m in $methods; do
    algo --algo "$m" --dict "$dict" --format json raegint aegintr zaegint
    expect_rc 0
    expect_same "$out" "$want_small" "method $m differs on the small list"
    algo --algo "$m" --format json --min-len 5 raegint nhoytpa ZBACEHI
    expect_same "$out" "$want_builtin" "method $m differs on the built-in list"
done

# the text format and --count go through the same path
algo --algo trie --dict "$dict" --count raegint
expect_out "raegint (center r)
5 words, 2 pangrams, 40 points"

# bad puzzles are still refused one by one
algo --algo subsets --dict "$dict" --format tsv --count raegin raegint
expect_rc 1
expect_out "puzzle	count	pangram_count	score
raegint	5	2	40"
expect_err "bee-bench solve: puzzle 'raegin': has 6 letters, expected 7 (use --size N for other sizes)"

# unknown and unrunnable methods: usage errors
algo --algo quantum raegint
expect_rc 2
expect_err "bee-bench solve: --algo: unknown method 'quantum' (try --algo list)
Try 'bee-bench solve --help' for more information."
for m in index-avx2 index-avx512 index-neon; do
    grep -qx "$m" <<<"$methods" && continue
    algo --algo "$m" raegint
    expect_rc 2
    expect_err_has "bee-bench solve: --algo: method '$m' cannot run on this CPU (features: "
done
algo --help
expect_out_has "--algo NAME"
algo raegint
expect_rc 2
expect_err "bee-bench solve: which method? --algo NAME (try --algo list)
Try 'bee-bench solve --help' for more information."

# bee-simd solve has no --algo: the research methods are not in the product
run solve --algo trie raegint
expect_rc 2
expect_err_has "bee-simd solve: unknown option '--algo'"
run solve --help
if [[ $out == *--algo* ]]; then bad "solve --help still lists --algo"; else ok; fi

finish
