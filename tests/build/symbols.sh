#!/usr/bin/env bash
# symbols.sh - libbee.so exports exactly the functions its installed headers
# declare, each in its header's symbol version (src/libbee.map): bee.h, the
# stable API, in BEE_1.x; bee_experimental.h, no promise, in
# BEE_EXPERIMENTAL; and the internals marked BEE_PRIVATE in the library's
# sources (what the program and the research methods call) in BEE_PRIVATE.
# Nothing else leaks (the scan kernels, the embedded word list, helpers),
# every name is bee_*, and the soname is libbee.so.MAJOR.
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
private_names=$(grep -rhoE 'BEE_PRIVATE [^(;]*\bbee_[a-z0-9_]+\(' "$src" | grep -oE 'bee_[a-z0-9_]+\($' | tr -d '(' | sort -u)
for set in stable_names experimental_names private_names; do
    [ -n "${!set}" ] && pass || fail "no function found for $set"
done
dup=$(printf '%s\n' "$stable_names" "$experimental_names" "$private_names" | sort | uniq -d)
[ -z "$dup" ] && pass || fail "declared in two places: $dup"

version_of() {   # the version node NAME belongs in
    if grep -qx "$1" <<<"$stable_names"; then echo "BEE_1.[0-9]+"
    elif grep -qx "$1" <<<"$experimental_names"; then echo BEE_EXPERIMENTAL
    elif grep -qx "$1" <<<"$private_names"; then echo BEE_PRIVATE
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
done < <(printf '%s\n' "$stable_names" "$experimental_names" "$private_names")
soname=$(objdump -p "$lib" | awk '$1 == "SONAME" { print $2 }')
[[ $soname =~ ^libbee\.so\.[0-9]+$ ]] && pass || fail "soname is '$soname', expected libbee.so.MAJOR"
major=$(awk '$1 == "#define" && $2 == "BEE_VERSION_MAJOR" { print $3 }' "$stable")
[ "$soname" = "libbee.so.$major" ] && pass || fail "soname is '$soname', bee.h says major $major"
echo "$(wc -l <<<"$exported") functions exported, soname $soname"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
