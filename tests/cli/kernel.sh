# kernel.sh - choosing a kernel: BEE_KERNEL and --kernel name a kernel this
# library and CPU run, or the command stops with one exact message (a usage
# error); an unknown BEE_KERNEL is an error, never a silent fallback to auto.
# (The library's own refusal of a bad BEE_KERNEL is in test_dispatch.)
# Usage: bash kernel.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\n' >"$dict"

export BEE_KERNEL=bogus
run solve --dict "$dict" --count raegint
expect_rc 2
expect_err "bee-simd solve: BEE_KERNEL: unknown kernel 'bogus' (scalar, avx2, avx512, neon or auto)
Try 'bee-simd solve --help' for more information."
run --stdin --dict "$dict" --count --format tsv <<<""
expect_rc 2
expect_err "bee-simd solve: BEE_KERNEL: unknown kernel 'bogus' (scalar, avx2, avx512, neon or auto)
Try 'bee-simd solve --help' for more information."

for k in scalar auto; do
    export BEE_KERNEL=$k
    run solve --dict "$dict" --count --format tsv raegint
    expect_rc 0
    expect_out "puzzle	count	pangram_count	score
raegint	4	2	39"
done
unset BEE_KERNEL

run solve --dict "$dict" --kernel bogus raegint
expect_rc 2
expect_err "bee-simd solve: --kernel: unknown kernel 'bogus' (scalar, avx2, avx512, neon or auto)
Try 'bee-simd solve --help' for more information."
finish
