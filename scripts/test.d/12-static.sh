#!/usr/bin/env bash
# Stage: the habits every change keeps.  The C sources as .clang-format lays
# them out (clang-format 14), then cppcheck's warnings over every object the
# build compiles (library, kernels, program, server, research), none allowed
# (a finding that is wrong is suppressed where it stands, saying why), and
# commit subjects of at most 72 characters since the rule began
# (CONTRIBUTING.md).  The builds compile with -Werror (stages 10, 11 and 60).
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

# Subjects since `base`, the commit before the rule (CONTRIBUTING.md): a
# clone without it (shallow, or an export without .git) skips the check.
base=a08c911
echo "== commit subjects (at most 72 characters since $base)"
if git rev-parse -q --verify "$base^{commit}" >/dev/null 2>&1; then
    long=0
    LC_ALL=C.UTF-8   # ${#subject} in characters, not bytes
    while IFS= read -r line; do
        subject=${line#* }
        if [ "${#subject}" -gt 72 ]; then
            echo "${line%% *}: $subject" >&2
            long=$((long + 1))
        fi
    done < <(git log --format='%h %s' "$base..HEAD")
    if [ "$long" -gt 0 ]; then
        echo "static: $long commit subjects over 72 characters (figures and reasons go in the body)" >&2
        exit 1
    fi
else
    echo "SKIP: commit subjects: no commit $base in this clone"
    exit 77
fi
