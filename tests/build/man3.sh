# man3.sh - the library's man pages (scripts/man3.sh) are made from the
# headers without a complaint (every function has a comment), each renders
# with groff without a warning, and every function that bee.h or
# bee_experimental.h declares has a page of its own name.
# Usage: bash man3.sh SRC_DIR OUT_DIR
src=$1 out=$2
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

if bash "$src/scripts/man3.sh" "$out" "$src/include/bee.h" "$src/include/bee_experimental.h"; then
    pass
else
    fail "scripts/man3.sh refused the headers (above)"
fi
if command -v groff >/dev/null; then
    for page in "$out"/libbee*.3.gz; do
        warnings=$(zcat "$page" | groff -man -ww -z 2>&1)
        [ -z "$warnings" ] && pass || fail "$(basename "$page"): $warnings"
    done
else
    echo "SKIP: groff: not installed (Debian's groff-base)"
fi
declared=$(cat "$src/include/bee.h" "$src/include/bee_experimental.h" | grep -vE '^(#|[[:space:]]*(/?\*))' |
           grep -oE '(^|[ *])bee_[a-z0-9_]+\(' | grep -oE 'bee_[a-z0-9_]+' | sort -u)
for name in $declared; do
    [ -e "$out/$name.3.gz" ] && pass || fail "no page for $name"
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
