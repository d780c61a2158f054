#!/usr/bin/env bash
# symbols.sh - libbee.so exports exactly the functions its installed headers
# declare, each in its header's symbol version (src/libbee.map): bee.h, the
# stable API, in BEE_1.x; bee_experimental.h, no promise, in
# BEE_EXPERIMENTAL.  Nothing else leaks (no internal for the program, which
# links libbee.a; not the scan kernels, the embedded word list, helpers),
# no other version node is defined (src/libbee.map), every name is bee_*,
# and the soname is libbee.so.MAJOR.
# Usage: bash symbols.sh path/to/libbee.so SRC_DIR path/to/bee.h path/to/bee_experimental.h
lib=$1 src=$2 stable=$3 experimental=$4
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

# name@@VERSION of each defined function (the version nodes themselves are
# absolute symbols: left out)
exported=$(nm -D --defined-only "$lib" | awk '$2 ~ /^[A-Z]$/ && $2 != "A" { print $3 }' | sort -u)
# A declaration: a bee_ name followed by '(' at the start of a line or after a
# type; not a function-like macro (#define bee_x_init(o) ...) nor a comment line.
declared_in() { grep -vE '^(#|[[:space:]]*(/?\*))' "$1" | grep -oE '(^|[ *])bee_[a-z0-9_]+\(' | grep -oE 'bee_[a-z0-9_]+' | sort -u; }
stable_names=$(declared_in "$stable")
experimental_names=$(declared_in "$experimental")
for set in stable_names experimental_names; do
    [ -n "${!set}" ] && pass || fail "no function found for $set"
done
dup=$(printf '%s\n' "$stable_names" "$experimental_names" | sort | uniq -d)
[ -z "$dup" ] && pass || fail "declared in two places: $dup"

version_of() {   # the version node NAME belongs in
    if grep -qx "$1" <<<"$stable_names"; then echo "BEE_1.[0-9]+"
    elif grep -qx "$1" <<<"$experimental_names"; then echo BEE_EXPERIMENTAL
    fi
}
[ -n "$exported" ] && pass || fail "$lib exports nothing"
while read -r s; do
    [ -z "$s" ] && continue
    name=${s%%@*} version=${s##*@}
    want=$(version_of "$name")
    if [[ $name != bee_* ]]; then fail "exported outside bee_*: $s"
    elif [ -z "$want" ]; then fail "exported but declared nowhere: $s"
    elif [[ $s != *@@* ]] || ! [[ $version =~ ^$want$ ]]; then fail "$name has version '$version', expected $want"
    else pass; fi
done <<<"$exported"
names=$(sed 's/@.*//' <<<"$exported")
while read -r s; do
    grep -qx "$s" <<<"$names" && pass || fail "declared but not exported: $s"
done < <(printf '%s\n' "$stable_names" "$experimental_names")
# the version nodes: BEE_1.x and BEE_EXPERIMENTAL only (an absolute symbol each)
nodes=$(nm -D "$lib" | awk '$2 == "A" { print $3 }' | sed 's/@.*//' | sort -u)
while read -r v; do
    [[ $v =~ ^(BEE_1\.[0-9]+|BEE_EXPERIMENTAL)$ ]] && pass || fail "version node '$v' is neither BEE_1.x nor BEE_EXPERIMENTAL"
done <<<"$nodes"
grep -q BEE_PRIVATE "$src/libbee.map" && fail "src/libbee.map still has a BEE_PRIVATE node"
[ -z "$(grep -rl BEE_PRIVATE "$src" --include='*.[ch]')" ] && pass || fail "BEE_PRIVATE marks left in $src: $(grep -rl BEE_PRIVATE "$src" --include='*.[ch]' | tr '\n' ' ')"
soname=$(objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }')
[[ $soname =~ ^libbee\.so\.[0-9]+$ ]] && pass || fail "soname is '$soname', expected libbee.so.MAJOR"
major=$(awk '$1 == "#define" && $2 == "BEE_VERSION_MAJOR" { print $3 }' "$stable")
[ "$soname" = "libbee.so.$major" ] && pass || fail "soname is '$soname', bee.h says major $major"
echo "$(wc -l <<<"$exported") functions exported, soname $soname"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
