# completion.sh - the bash, zsh and fish completion scripts the program made
# of its option table (bee-simd --generate complete-*) complete commands,
# each command's own options and option values, and agree with the program:
# every option a command's --help lists is completed, and every option
# completed is one the command accepts.  zsh's completion system is stood in
# for by stubs of compadd and _files; fish and zsh checks are skipped (with
# a note) where the shell is not installed.
# Usage: bash completion.sh DIR-OF-SCRIPTS path/to/bee-simd
dir=$(cd "$1" && pwd) bin=$2
passed=0 failed=0
check() {   # $1: what, $2: the completions (one a line), $3...: words that must be there
    local what=$1 got=$2 w
    shift 2
    for w in "$@"; do
        if grep -qxF -- "$w" <<<"$got"; then passed=$((passed + 1)); else
            failed=$((failed + 1)); echo "FAIL: $what: '$w' not offered (got: $(tr '\n' ' ' <<<"$got"))"; fi
    done
}
lacks() {   # $1: what, $2: the completions, $3...: words that must not be there
    local what=$1 got=$2 w
    shift 2
    for w in "$@"; do
        if grep -qxF -- "$w" <<<"$got"; then
            failed=$((failed + 1)); echo "FAIL: $what: '$w' offered"; else passed=$((passed + 1)); fi
    done
}

# bash: the words of the command line so far, the last one being completed
bash_complete() {
    bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _bee_simd; printf "%s\n" "${COMPREPLY[@]}"' \
        _ "$dir/bee-simd.bash" "$bin" "$@"
}
check "bash: commands" "$(bash_complete '')" solve bag all index info bench
check "bash: help COMMAND" "$(bash_complete help s)" solve
check "bash: solve options" "$(bash_complete solve --)" --stdin --format --dict
lacks "bash: solve options" "$(bash_complete solve --)" --must-use --any
check "bash: bag options" "$(bash_complete bag --m)" --must-use --max-len --min-len
check "bash: options without a command" "$(bash_complete --st)" --stdin
# only options a help line defines: serve's help mentions all's --format in prose
lacks "bash: serve options" "$(bash_complete serve --)" --format
check "bash: serve options" "$(bash_complete serve --)" --access-log --listen
check "bash: --format values" "$(bash_complete solve --format '')" text json tsv
check "bash: bag --sort values" "$(bash_complete bag --sort '')" length alpha
check "bash: all --sort values" "$(bash_complete all --sort '')" letters score words
check "bash: --lang values" "$(bash_complete solve --lang '')" list en ca es de fr pt it
check "bash: all --bingo" "$(bash_complete all --bin)" --bingo
check "bash: --dict files" "$(cd "$dir" && bash_complete solve --dict bee-simd.b)" bee-simd.bash
check "bash: -f values" "$(bash_complete solve -f '')" text json tsv
check "bash: index DICT files" "$(cd "$dir" && bash_complete index bee-simd.b)" bee-simd.bash

# Against the program: each command's completed options are those its
# --help lists (on an option line, or all's line of bounds) and those it
# accepts: with --help first, an option it does not know is still an error
# ("unknown option"), one it knows prints the help or wants its value.
commands=$("$bin" --help | awk '/^Commands:/ { on = 1; next } on && !NF { exit } on { print $1 }')
check "bash: commands as --help lists them" "$(bash_complete '')" $commands help
for cmd in $commands; do
    [ "$cmd" = help ] && continue
    offered=$(bash_complete "$cmd" --)
    listed=$("$bin" "$cmd" --help | grep -E '^  -' | grep -oE -- '--[a-z][a-z-]*[a-z]' | sort -u)
    check "bash: $cmd options its --help lists" "$offered" $listed
    for opt in $offered; do
        if "$bin" "$cmd" --help "$opt" 2>&1 >/dev/null | grep -q 'unknown option'; then
            failed=$((failed + 1)); echo "FAIL: bash: $cmd $opt is completed but not accepted"
        else passed=$((passed + 1)); fi
    done
done
lacks "bash: a made-up option" "$(bash_complete solve --)" --no-such-option

if command -v zsh >/dev/null; then
    zsh_complete() {   # CURRENT is the last word
        zsh -c 'compadd() { if [[ $1 == -a ]]; then print -rl -- ${(P)2}; else print -rl -- "$@"; fi }
                _files() { print FILES }
                words=("${@:2}"); CURRENT=$#words; PREFIX=${words[CURRENT]}
                source "$1"' _ "$dir/_bee-simd" "$bin" "$@" | grep -F -- "${*: -1}"
    }
    check "zsh: commands" "$(zsh_complete '')" solve bag all index info bench
    check "zsh: solve options" "$(zsh_complete solve --)" --stdin --format --dict
    lacks "zsh: solve options" "$(zsh_complete solve --)" --must-use
    check "zsh: --kernel values" "$(zsh_complete solve --kernel '')" auto scalar avx2
    check "zsh: --lang values" "$(zsh_complete solve --lang '')" list en ca de
    check "zsh: --dict files" "$(zsh -c 'compadd() { :; }; _files() { print FILES }
        words=("$2" solve --dict ""); CURRENT=4; PREFIX=; source "$1"' _ "$dir/_bee-simd" "$bin")" FILES
else
    skipped=$((skipped + 1))
    echo "SKIP: zsh completion: zsh is not installed (Debian's zsh)" >&2
fi

if command -v fish >/dev/null; then
    fish_complete() { fish -c "source $dir/bee-simd.fish; complete -C '$bin $*'" | cut -f1; }
    check "fish: commands" "$(fish_complete '')" solve bag all index info bench
    check "fish: solve options" "$(fish_complete solve --)" --stdin --format --dict
    lacks "fish: solve options" "$(fish_complete solve --)" --must-use
    check "fish: bag options" "$(fish_complete bag --mu)" --must-use
    check "fish: --scoring values" "$(fish_complete solve --scoring '')" nyt simple
    check "fish: --lang values" "$(fish_complete solve --lang '')" list en ca de
    # options come with their help's description
    desc=$(fish -c "source $dir/bee-simd.fish; complete -C '$bin solve --dic'")
    [[ $desc == *$'--dict\t'*word\ list* ]] && passed=$((passed + 1)) ||
        { failed=$((failed + 1)); echo "FAIL: fish: --dict without its description: $desc"; }
    lacks "fish: serve options" "$(fish_complete serve --)" --format
else
    skipped=$((skipped + 1))
    echo "SKIP: fish completion: fish is not installed (Debian's fish)" >&2
fi
echo "$passed passed, $failed failed, ${skipped:-0} skipped"
[ "$failed" -eq 0 ]
