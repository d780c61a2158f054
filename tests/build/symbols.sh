# symbols.sh - libbee.so exports exactly the functions bee.h declares: no
# internal helper (they are bee_* too: bee_fail, the scan kernels, the
# embedded word list) leaks, nothing outside bee_*, and the soname is
# libbee.so.MAJOR.
# Usage: bash symbols.sh path/to/libbee.so path/to/bee.h
lib=$1 header=$2
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

exported=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[A-Z]$/ { print $3 }' | sort -u)
# A declaration: a bee_ name followed by '(' at the start of a line or after a type.
declared=$(grep -oE '(^|[ *])bee_[a-z0-9_]+\(' "$header" | grep -oE 'bee_[a-z0-9_]+' | sort -u)
[ -n "$exported" ] && pass || fail "$lib exports nothing"
[ -n "$declared" ] && pass || fail "no function found in $header"
while read -r s; do
    [ -z "$s" ] && continue
    if [[ $s != bee_* ]]; then fail "exported outside bee_*: $s"
    elif ! grep -qx "$s" <<<"$declared"; then fail "exported but not in bee.h: $s"
    else pass; fi
done <<<"$exported"
while read -r s; do
    grep -qx "$s" <<<"$exported" && pass || fail "declared in bee.h but not exported: $s"
done <<<"$declared"
soname=$(objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }')
[[ $soname =~ ^libbee\.so\.[0-9]+$ ]] && pass || fail "soname is '$soname', expected libbee.so.MAJOR"
echo "$(wc -l <<<"$exported") symbols exported, soname $soname"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
