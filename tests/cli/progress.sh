# progress.sh - stream progress: with a file as input its size is known, so
# the report gives the percent done (and, while running, the time left); from
# a pipe it gives records and rate only.  `all` reports the letter sets done
# out of those the run selected.
# Usage: bash progress.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ncats\n' >"$dict"
printf 'raegint\n# a comment\nnhoytpa\n' >"$tmp/puzzles.txt"
printf 'cats\ntacs\n' >"$tmp/bags.txt"

current="--stdin --progress < file"
"${BEE[@]}" --stdin --dict "$dict" --count --format tsv --progress <"$tmp/puzzles.txt" >/dev/null 2>"$tmp/err"
rc=$? err=$(cat "$tmp/err")
expect_rc 0
# (a count stream keeps its records: the share found kept, none of 2 here)
[[ $err =~ ^"bee-simd solve: 100%, 2 records in "[0-9.]+" s, "[0-9]+"/s, 0% kept records"$ ]] && ok ||
    bad "progress from a file: '$err'"

current="bag --stdin --progress < file"
"${BEE[@]}" bag --stdin --dict "$dict" --count --progress <"$tmp/bags.txt" >/dev/null 2>"$tmp/err"
rc=$? err=$(cat "$tmp/err")
expect_rc 0
[[ $err =~ ^"bee-simd bag: 100%, 2 records in " ]] && ok || bad "bag progress from a file: '$err'"

# a file read from the middle: the percent counts what is left
current="--stdin --progress < file, after a skipped line"
{ read -r _; "${BEE[@]}" --stdin --dict "$dict" --count --progress >/dev/null 2>"$tmp/err"; } <"$tmp/puzzles.txt"
err=$(cat "$tmp/err")
[[ $err =~ ^"bee-simd solve: 100%, 1 records in " ]] && ok || bad "progress from the middle of a file: '$err'"

run_in $'raegint\nnhoytpa\n' --stdin --dict "$dict" --count --progress
expect_rc 0
[[ $err =~ ^"bee-simd solve: 2 records in " ]] && ok || bad "progress from a pipe: '$err'"
current="all --progress"
"${BEE[@]}" all --dict "$dict" --count --format tsv --progress >"$tmp/out" 2>"$tmp/err"
rc=$? err=$(cat "$tmp/err")
expect_rc 0
[[ $err =~ ^"bee-simd all: 100%, "[0-9]+" sets in "[0-9.]+" s, "[0-9]+/s$ ]] && ok || bad "all progress: '$err'"
expect_same "$(cat "$tmp/out")" "$("${BEE[@]}" all --dict "$dict" --count --format tsv --no-progress)" "all records with progress"
"${BEE[@]}" all --dict "$dict" --count --no-progress >/dev/null 2>"$tmp/err"
expect_same "$(cat "$tmp/err")" "" "all --no-progress"
finish
