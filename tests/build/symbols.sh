# symbols.sh - libbee.so exports exactly the functions its installed headers
# declare (bee.h, the stable API; bee_experimental.h, no promise), each in
# one of them only: no internal helper (they are bee_* too: bee_fail, the
# scan kernels, the embedded word list) leaks, nothing outside bee_*, and the
# soname is libbee.so.MAJOR.
# Usage: bash symbols.sh path/to/libbee.so path/to/bee.h [path/to/bee_experimental.h ...]
lib=$1
shift
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

exported=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[A-Z]$/ { print $3 }' | sort -u)
# A declaration: a bee_ name followed by '(' at the start of a line or after a
# type; not a function-like macro (#define bee_x_init(o) ...) nor a comment line.
declared_in() { grep -vE '^(#|[[:space:]]*(/?\*))' "$1" | grep -oE '(^|[ *])bee_[a-z0-9_]+\(' | grep -oE 'bee_[a-z0-9_]+' | sort -u; }
declared=
for header in "$@"; do
    names=$(declared_in "$header")
    [ -n "$names" ] && pass || fail "no function found in $header"
    while read -r s; do   # one header each
        [ -n "$s" ] && grep -qx "$s" <<<"$declared" && fail "$s declared in two headers (also $header)"
    done <<<"$names"
    declared=$(printf '%s\n%s\n' "$declared" "$names" | sed '/^$/d' | sort -u)
done
[ -n "$exported" ] && pass || fail "$lib exports nothing"
while read -r s; do
    [ -z "$s" ] && continue
    if [[ $s != bee_* ]]; then fail "exported outside bee_*: $s"
    elif ! grep -qx "$s" <<<"$declared"; then fail "exported but in no header ($*): $s"
    else pass; fi
done <<<"$exported"
while read -r s; do
    grep -qx "$s" <<<"$exported" && pass || fail "declared but not exported: $s"
done <<<"$declared"
soname=$(objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }')
[[ $soname =~ ^libbee\.so\.[0-9]+$ ]] && pass || fail "soname is '$soname', expected libbee.so.MAJOR"
major=$(awk '$1 == "#define" && $2 == "BEE_VERSION_MAJOR" { print $3 }' "$1")
[ "$soname" = "libbee.so.$major" ] && pass || fail "soname is '$soname', bee.h says major $major"
echo "$(wc -l <<<"$exported") symbols exported, soname $soname"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
