#!/usr/bin/env bash
# cxx.sh - the public headers compile as C++ (tests/build/headers.cpp) with
# every warning an error, in the oldest C++ a binding is likely to use
# (C++11) and the newest this compiler knows: a C-only construct in bee.h or
# bee_experimental.h fails here before it reaches a C++ program.
# Usage: bash cxx.sh SRC_DIR [C++ compiler]
src=$1 cxx=${2:-${CXX:-c++}}
if ! command -v "$cxx" >/dev/null; then
    echo "SKIP: no C++ compiler ($cxx)"
    exit 77
fi
passed=0 failed=0
for std in c++11 c++17 c++20; do
    if out=$("$cxx" -x c++ -std=$std -fsyntax-only -Wall -Wextra -pedantic -Werror \
             -I "$src/include" "$src/tests/build/headers.cpp" 2>&1); then
        passed=$((passed + 1))
    elif [ "$std" != c++11 ] && printf '%s' "$out" | grep -q "unrecognized.*-std=\|invalid value.*-std="; then
        echo "SKIP: $cxx knows no -std=$std"
    else
        echo "FAIL: -std=$std:"
        printf '%s\n' "$out"
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
