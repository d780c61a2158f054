# shellcheck shell=bash
# lib.sh - what the fault scripts share (sourced, not run): the sanitizers'
# exit codes, told apart from the program's own statuses, and inputs drawn
# from a fixed seed so that every run fails the same acquisitions.

# ASan/LSan/UBSan reports end a run with a status of their own (86-88), so
# a check can tell a report from the program's own exit 1.
export ASAN_OPTIONS=detect_leaks=1:exitcode=86:abort_on_error=0
export LSAN_OPTIONS=exitcode=87
export UBSAN_OPTIONS=halt_on_error=1:exitcode=88

# fault_puzzles SEED COUNT: COUNT puzzles of 7 distinct letters a-z, one a
# line (awk's own generator: the same bytes on every machine).
fault_puzzles() {
    awk -v s="$1" -v n="$2" 'BEGIN {
    for (i = 0; i < n; i++) { a = "abcdefghijklmnopqrstuvwxyz"; l = ""
        for (j = 0; j < 7; j++) { s = (s * 1103515245 + 12345) % 2147483648
            k = int(s / 65536) % length(a); l = l substr(a, k + 1, 1)
            a = substr(a, 1, k) substr(a, k + 2) }
        print l } }'
}

# fault_strings SEED COUNT LETTERS BASE SPAN: COUNT strings over LETTERS
# (repeats allowed), the i-th of BASE + i % SPAN letters: bags, or words.
fault_strings() {
    awk -v s="$1" -v n="$2" -v a="$3" -v base="$4" -v span="$5" 'BEGIN {
    for (i = 0; i < n; i++) { l = ""
        for (j = 0; j < base + i % span; j++) { s = (s * 1103515245 + 12345) % 2147483648
            l = l substr(a, int(s / 65536) % length(a) + 1, 1) }
        print l } }'
}
