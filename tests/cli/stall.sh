# stall.sh - a stream whose input pauses writes the records of the lines it
# has at once, not when a chunk fills or input ends: bee-simd --stdin and
# bag --stdin as co-processes, one line in, one record out, before the next
# line is written.  (The 20 s bound only keeps a broken build from hanging;
# a record comes back in milliseconds.)
# Usage: bash stall.sh [EMULATOR...] path/to/bee-simd
here=$(dirname "$0")
source "$here/lib/harness.sh"

dict="$tmp/words.txt"
printf 'grant\nrating\ngranite\ntearing\nrang\ncats\ncast\n' >"$dict"

# $1: what; then the command (json records); each line in, its record read
# back before the next line is written
converse() {
    local what=$1 threads line reply pid
    shift
    for threads in 1 3; do
        current="$what --threads $threads (as a co-process)"
        coproc BEE_PROC { "${BEE[@]}" "$@" --threads "$threads" --format json --count 2>"$tmp/err"; }
        pid=$BEE_PROC_PID
        for line in "${lines[@]}"; do
            printf '%s\n' "$line" >&"${BEE_PROC[1]}"
            if IFS= read -r -t 20 reply <&"${BEE_PROC[0]}"; then
                [[ $reply == *"\"$line\""* ]] && ok || bad "the record for '$line' is not the next one out: $reply"
            else
                bad "no record for '$line' while the input is open"
                break
            fi
        done
        eval "exec ${BEE_PROC[1]}>&-"
        wait "$pid"
        rc=$?
        expect_rc 0
    done
}

lines=(raegint nhoytpa taeginr)
converse "solve --stdin" --stdin --dict "$dict"
lines=(cats tacs)
converse "bag --stdin" bag --stdin --dict "$dict"
finish
