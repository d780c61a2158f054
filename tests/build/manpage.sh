# manpage.sh - the man page the build made (bee-simd --generate man, from
# docs/bee-simd.1.in and the option table) keeps up with the program: every
# command that `bee-simd --help` lists has a .SS entry, every long option
# that a command's --help prints is in the page (written \-\-name, hyphens
# escaped), every command has a SYNOPSIS line, every option an entry of the page describes (.TP) is accepted by
# some command, and groff renders the page without a warning.
# Usage: bash manpage.sh path/to/bee-simd.1 path/to/bee-simd
page=$1 bin=$2
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

if [ ! -r "$page" ] || [ ! -x "$bin" ]; then
    echo "usage: bash manpage.sh PAGE BINARY (cannot read '$page' or run '$bin')"
    echo "0 passed, 1 failed"
    exit 1
fi

top=$("$bin" --help) || { fail "'bee-simd --help' exited with status $?"; top=; }
# The commands: the indented names under "Commands:", up to the blank line.
commands=$(awk '/^Commands:/ { on = 1; next } on && /^[[:space:]]*$/ { exit }
                on && /^  [a-z]/ { print $1 }' <<<"$top")
[ -n "$commands" ] || fail "no commands found under 'Commands:' in 'bee-simd --help'"

# The page's options, one a line: \-\-name written as --name.
page_opts=$(grep -oE '\\-\\-[a-z]([a-z]|\\-)*' "$page" | sed 's/\\-/-/g' | sort -u)

check_options() {   # $1: where the help came from, $2: the help text
    local opt
    for opt in $(grep -oE -- '--[a-z][a-z-]*' <<<"$2" | sed 's/-*$//' | sort -u); do
        if grep -qxF -- "$opt" <<<"$page_opts"; then
            pass
        else
            fail "$1: option $opt is not in the man page (as $(sed 's/-/\\-/g' <<<"$opt"))"
        fi
    done
}

check_options "bee-simd --help" "$top"
# The .SS titles of the COMMANDS section, \- written as -, quotes dropped.
sections=$(awk '/^\.SH/ { on = $2 == "COMMANDS" || $2 == "\"COMMANDS\""; next }
                on && /^\.SS/ { sub(/^\.SS[[:space:]]+/, ""); gsub(/"/, ""); gsub(/\\-/, "-"); print }' "$page")
for cmd in $commands; do
    # An entry naming the command under COMMANDS: .SS solve, .SS "bee\-simd solve", ...
    if grep -qE "^(bee-simd[[:space:]]+)?$cmd([[:space:]]|\$)" <<<"$sections"; then
        pass
    else
        fail "command $cmd has no .SS entry under COMMANDS in the man page"
    fi
    if help=$("$bin" "$cmd" --help); then
        check_options "bee-simd $cmd --help" "$help"
    else
        fail "'bee-simd $cmd --help' exited with status $?"
    fi
done

# The SYNOPSIS has a line for each command (from the option table's usage
# lines, so a new command appears by itself): bee\-simd then the command.
synopsis=$(awk '/^\.SH/ { on = $2 == "SYNOPSIS"; next } on' "$page" | sed 's/\\f[BIR]//g; s/\\-/-/g')
for cmd in $commands; do
    if grep -qE "^(\.B )?bee-simd \[?$cmd([] ]|\$)" <<<"$synopsis"; then
        pass
    else
        fail "command $cmd has no line in the man page's SYNOPSIS"
    fi
done

# Every option an entry (the line after .TP) names is one that some command
# accepts: with --help first, a known option prints the help or wants its
# value, an unknown one is an error naming it.
entry_opts=$(awk 'prev == ".TP" { print } { prev = $0 }' "$page" |
             grep -oE '\\-\\-[a-z]([a-z]|\\-)*[a-z]' | sed 's/\\-/-/g' | sort -u)
[ -n "$entry_opts" ] || fail "no option entries (.TP) in the page"
for opt in $entry_opts; do
    ok=
    for cmd in $commands; do
        [ "$cmd" = help ] && continue   # help --help OPTION is the program's help
        "$bin" "$cmd" --help "$opt" 2>&1 >/dev/null | grep -q 'unknown option' || { ok=1; break; }
    done
    if [ -n "$ok" ]; then pass; else fail "the page describes $opt, which no command accepts"; fi
done

# The page's version (.TH) is the program's.
version=$("$bin" --version | awk '{ print $2 }')
if grep -qE "^\.TH .*\"bee-simd $version\"" "$page"; then pass; else
    fail "the .TH line does not say \"bee-simd $version\" (bee-simd --version)"; fi

if command -v groff >/dev/null 2>&1; then
    warnings=$(groff -man -ww -z "$page" 2>&1)
    if [ -z "$warnings" ]; then
        pass
    else
        while IFS= read -r line; do fail "groff: $line"; done <<<"$warnings"
    fi
else
    skipped=1
    echo "SKIP: the page's rendering: groff is not installed (Debian's groff)" >&2
fi

echo "$passed passed, $failed failed, ${skipped:-0} skipped"
[ "$failed" -eq 0 ]
