# fish completion for bee-simd.  The commands and each command's options come
# from the program's own --help, so they never fall behind it; only the
# values of a few options are listed here.
function __bee_simd_command   # the command being completed: solve if none is named
    set -l words (commandline -opc)
    if set -q words[2]; and not string match -q -- '-*' $words[2]
        echo $words[2]
    else
        echo solve
    end
end
function __bee_simd_commands
    set -l bin (commandline -opc)[1]
    $bin --help 2>/dev/null | awk '/^Commands:/ { on = 1; next } on && !NF { exit } on { print $1 }'
end
function __bee_simd_options   # each option a help line defines, with its description
    set -l words (commandline -opc)
    set -l cmd (__bee_simd_command)
    # first on the line: the program's own options and solve's
    begin; set -q words[2]; and $words[1] $cmd --help 2>/dev/null; or begin
            $words[1] --help 2>/dev/null; $words[1] solve --help 2>/dev/null; end; end | awk '/^  -/ {
        desc = substr($0, 22); sub(/^ +/, "", desc)
        n = split($0, w, /[ ,]+/)
        for (i = 1; i <= n; i++)
            if (w[i] ~ /^--[a-z][a-z-]*[a-z]$/ && !(w[i] in seen)) { seen[w[i]]; print w[i] "\t" desc }
    }'
end
function __bee_simd_langs
    set -l bin (commandline -opc)[1]
    echo list
    $bin solve --lang list 2>/dev/null | string split -f 1 \t
end

function __bee_simd_algos
    set -l bin (commandline -opc)[1]
    echo list
    $bin bench --algo list 2>/dev/null
end
function __bee_simd_after   # the word before the cursor is one of $argv
    contains -- (commandline -opc)[-1] $argv
end
function __bee_simd_needs_command
    set -l words (commandline -opc)
    test (count $words) -eq 1; or test (count $words) -eq 2 -a "$words[2]" = help
end

complete -c bee-simd -f
complete -c bee-simd -n __bee_simd_needs_command -a '(__bee_simd_commands)'
complete -c bee-simd -n 'string match -q -- "-*" (commandline -ct)' -a '(__bee_simd_options)'
complete -c bee-simd -n '__bee_simd_after --dict --index -o --output --alphabet --add-words --remove-words --found-file; or test (__bee_simd_command) = index' -F
complete -c bee-simd -x -n '__bee_simd_after --lang' -a '(__bee_simd_langs)'
complete -c bee-simd -x -n '__bee_simd_after --svg' -a '(__fish_complete_directories)'
complete -c bee-simd -x -n '__bee_simd_after --format' -a 'text json tsv'
complete -c bee-simd -x -n '__bee_simd_after --kernel' -a 'auto scalar avx2 avx512 neon'
complete -c bee-simd -x -n '__bee_simd_after --scoring' -a 'nyt simple'
complete -c bee-simd -x -n '__bee_simd_after --method' -a 'auto subsets zeta'
complete -c bee-simd -x -n '__bee_simd_after --sort; and test (__bee_simd_command) = bag' -a 'length alpha'
complete -c bee-simd -x -n '__bee_simd_after --sort; and test (__bee_simd_command) = all' -a 'letters score words'
complete -c bee-simd -x -n '__bee_simd_after --algo' -a '(__bee_simd_algos)'
