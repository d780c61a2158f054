# baseline.sh - the baseline fence: library code outside the vector kernels must
# not use wide registers (it runs before, and without, CPU detection), while the
# AVX2 and AVX-512 kernel objects must (else SIMDe fell back to emulation, e.g.
# because a kernel file lost its target flags), and nothing may call libgcc's
# software popcount.
# Usage: bash baseline.sh path/to/libbee.a
lib=$1
passed=0 failed=0
dis=$(objdump -d --no-show-raw-insn "$lib") || { echo "objdump failed"; exit 1; }
member() {   # disassembly of one archive member
    awk -v m="$1" '/file format/ { on = index($0, m ":") == 1 } on' <<<"$dis"
}
for m in scalar.c.o cpu.c.o solve.c.o index.c.o dict.c.o; do
    if member "$m" | grep -qE '%[yz]mm'; then
        echo "FAIL: $m uses ymm/zmm registers"; failed=$((failed + 1))
    else
        passed=$((passed + 1))
    fi
done
if member avx2.c.o | grep -q '%ymm'; then passed=$((passed + 1)); else echo "FAIL: avx2.c.o has no ymm code"; failed=$((failed + 1)); fi
if member avx512.c.o | grep -q '%zmm'; then passed=$((passed + 1)); else echo "FAIL: avx512.c.o has no zmm code"; failed=$((failed + 1)); fi
# popcount without the instruction is a call to libgcc: the baseline code
# counts bits with bee_popcount32/64 (src/core/internal.h) instead
if nm "$lib" 2>/dev/null | grep -q '__popcount'; then
    echo "FAIL: the library calls libgcc's __popcount*: $(nm -A "$lib" | grep __popcount | cut -d: -f2 | sort -u | tr '\n' ' ')"
    failed=$((failed + 1))
else
    passed=$((passed + 1))
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
