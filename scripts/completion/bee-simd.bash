# bash completion for bee-simd.  The commands and each command's options come
# from the program's own --help, so they never fall behind it; only the
# values of a few options are listed here.
_bee_simd() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    local bin=${COMP_WORDS[0]} cmd=${COMP_WORDS[1]}
    COMPREPLY=()
    [[ $cmd == -* ]] && cmd=solve   # options without a command go to solve
    case $prev in
    --lang) COMPREPLY=($(compgen -W "list $("$bin" solve --lang list 2>/dev/null | cut -f 1)" -- "$cur")); return ;;
    --dict|--index|-o|--output|--alphabet|--add-words|--remove-words|--found-file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --svg) COMPREPLY=($(compgen -d -- "$cur")); return ;;
    --format) COMPREPLY=($(compgen -W "text json tsv" -- "$cur")); return ;;
    --kernel) COMPREPLY=($(compgen -W "auto scalar avx2 avx512 neon" -- "$cur")); return ;;
    --scoring) COMPREPLY=($(compgen -W "nyt simple" -- "$cur")); return ;;
    --method) COMPREPLY=($(compgen -W "auto subsets zeta" -- "$cur")); return ;;
    --sort)
        if [[ $cmd == bag ]]; then COMPREPLY=($(compgen -W "length alpha" -- "$cur"))
        else COMPREPLY=($(compgen -W "letters score words" -- "$cur")); fi
        return ;;
    --algo) COMPREPLY=($(compgen -W "list $("$bin" bench --algo list 2>/dev/null)" -- "$cur")); return ;;
    esac
    if [[ $cur == -* ]]; then
        # the options a help line defines (it starts with "  -"), not those
        # its prose mentions; first on the line: the program's and solve's
        local helps
        if [ "$COMP_CWORD" -eq 1 ]; then helps=$("$bin" --help 2>/dev/null; "$bin" solve --help 2>/dev/null)
        else helps=$("$bin" $cmd --help 2>/dev/null); fi
        COMPREPLY=($(compgen -W "$(grep -E '^  -' <<<"$helps" |
                                   grep -oE -- '--[a-z][a-z-]*[a-z]' | sort -u)" -- "$cur"))
    elif [ "$COMP_CWORD" -eq 1 ] || { [ "$COMP_CWORD" -eq 2 ] && [ "$cmd" == help ]; }; then
        COMPREPLY=($(compgen -W "$("$bin" --help 2>/dev/null |
                                   awk '/^Commands:/ { on = 1; next } on && !NF { exit } on { print $1 }')" -- "$cur"))
    elif [ "$cmd" == index ]; then
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -F _bee_simd bee-simd
