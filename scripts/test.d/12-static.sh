#!/usr/bin/env bash
# Stage: the habits every change keeps.  The C sources as .clang-format lays
# them out (clang-format 14), then cppcheck's warnings over every object the
# build compiles (library, kernels, program, server, research), none allowed
# (a finding that is wrong is suppressed where it stands, saying why).  The
# optimized and clang builds compile with -Werror (stages 10 and 60).
set -euo pipefail
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "== format (clang-format-14 --dry-run)"
mapfile -t sources < <(git ls-files '*.c' '*.h')
if ! clang-format-14 --dry-run --Werror "${sources[@]}" 2>"$tmp/format"; then
    grep -E '^[^ ].*: (error|warning):' "$tmp/format" | head -n 20 >&2
    echo "static: $(grep -c ': error:' "$tmp/format") lines are not as .clang-format lays them out" \
         "(clang-format-14 -i FILE...)" >&2
    exit 1
fi

echo "== cppcheck"
cmake -S . -B "$tmp/build" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -DBEE_TESTS=OFF -DBEE_BENCH=OFF \
    >"$tmp/cmake.log" 2>&1 || { cat "$tmp/cmake.log" >&2; exit 1; }
# generated sources (the embedded page) are not there before a build: left out
jq "[.[] | select(.file | startswith(\"$tmp\") | not)]" "$tmp/build/compile_commands.json" >"$tmp/db.json"
cppcheck --project="$tmp/db.json" -q --enable=warning,portability --inline-suppr \
    --suppress='*:/usr/*' --suppress='*:*/simde/*' --error-exitcode=1 -j "${BEE_JOBS:-2}" \
    --template='{file}:{line}: {severity}: {message} [{id}]'
