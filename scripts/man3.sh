#!/usr/bin/env bash
# man3.sh OUTDIR HEADER... - the library's man pages, made from its headers'
# comments: libbee(3) from bee.h's opening comment, then one page a section
# of each header (libbee-solve(3), ...) holding the section's comments and
# declarations in order, and a link named after every function declared
# there (bee_solve(3) -> libbee-solve(3)).  Fails, naming it, on a function
# declared without a comment before it.  Pages are gzip -9n'ed as Debian
# installs them.
set -euo pipefail
out=$1
shift
version=$(awk '$1 == "#define" && $2 == "BEE_VERSION" { gsub(/"/, "", $3); print $3 }' "$1")
rm -rf "$out"
mkdir -p "$out"
for header in "$@"; do
    awk -v out="$out" -v version="$version" -v header="$(basename "$header")" '
    function esc(s) {   # text as roff: backslashes, and a leading . or quote
        gsub(/\\/, "\\e", s)
        if (s ~ /^[.\047]/) s = "\\&" s
        return s
    }
    function start(slug, title) {
        close_page()
        page = out "/" slug ".3"
        names = ""
        body = ""
        pending_comment = 0
        this_slug = slug
        this_title = title
    }
    function close_page() {
        if (page == "") return
        head = ".TH " toupper(this_slug) " 3 \"\" \"libbee " version "\" \"libbee manual\"\n"
        head = head ".SH NAME\n" (names == "" ? this_slug : this_slug ", " names) " \\- " esc(this_title) "\n"
        head = head ".SH SYNOPSIS\n.nf\n.B #include <" header ">\n.fi\n.SH DESCRIPTION\n"
        printf "%s%s.SH SEE ALSO\n.BR libbee (3),\n.BR bee\\-simd (1)\n", head, body > page
        close(page)
        n = split(links, l, " ")
        for (i = 1; i <= n; i++) print l[i] " " this_slug >> (out "/links")
        links = ""
        page = ""
    }
    function text(s) { body = body s "\n" }
    function code(s) {
        if (!in_code) { text(".PP\n.RS\n.nf"); in_code = 1 }
        text(esc(s))
        # a function (or function-like macro) declared here
        if ((s ~ /^[a-z]/ || s ~ /^#define bee_/) && match(s, /(^|[ *(])bee_[a-z0-9_]+\(/)) {
            name = substr(s, RSTART, RLENGTH - 1)
            sub(/^[ *(]/, "", name)
            if (s !~ /^#define/ && !pending_comment_seen) {
                printf "%s: %s is declared without a comment before it\n", header, name > "/dev/stderr"
                bad = 1
            }
            if (!(name in seen)) { seen[name] = 1; names = names (names == "" ? "" : ", ") name; links = links " " name }
        }
    }
    function end_code() { if (in_code) { text(".fi\n.RE"); in_code = 0 } }
    BEGIN { page = ""; in_code = 0; bad = 0 }
    # the opening comment: libbee(3) (bee.h) or the header page
    NR == 1 && /^\/\*/ { intro = 1; if (header == "bee.h") start("libbee", "Spelling Bee puzzles answered with a SIMD letter-set index"); else start("libbee-" substr(header, 5, length(header) - 6), "what bee_experimental.h holds, with no promise between releases"); next }
    intro && /\*\// { intro = 0; end_code(); next }
    intro { line = $0; sub(/^ \*+ ?/, "", line); if (line == "" || line == "*") text(".PP"); else text(esc(line)); next }
    /^\/\* =+ \*\/$/ { next }
    /^\/\* -+ .* \*\/$/ {
        title = $0
        sub(/^\/\* -+ /, "", title); sub(/ \*\/$/, "", title)
        if (title ~ /^end of/) next
        slug = title
        if (slug ~ /\(.*\)/) { sub(/^[^(]*\(/, "", slug); sub(/\).*$/, "", slug) }
        gsub(/ /, "-", slug)
        end_code()
        start("libbee-" slug, title)
        section_commented = 0
        next
    }
    page == "" { next }
    /^#(ifndef|ifdef|if|endif|else|pragma|include)/ || /^extern "C"/ || /^}$/ && prev_extern { next }
    /^#define BEE_(H|EXPERIMENTAL_H)$/ { next }
    # a comment block at the start of a line documents what follows
    /^\/\*/ {
        end_code()
        in_comment = 1
        pending_comment_seen = 1
        text(".PP")
    }
    in_comment {
        line = $0
        done = (line ~ /\*\//)
        sub(/[ \t]*\*\/.*$/, "", line)
        sub(/^\/\*+ ?/, "", line); sub(/^ \*+ ?/, "", line); sub(/^ *\*$/, "", line)
        if (line != "") { text(esc(line)); said = 1 }
        else if (said) text(".PP")
        if (done) { in_comment = 0; said = 0 }
        next
    }
    /^[ \t]*$/ { end_code(); pending_comment_seen = 0; next }
    { code($0) }
    END { end_code(); close_page(); exit bad }
    ' "$header"
done
# a link a function: its own name, the section page's content (.so)
while read -r name slug; do
    printf '.so man3/%s.3\n' "$slug" >"$out/$name.3"
done <"$out/links"
rm "$out/links"
for f in "$out"/*.3; do gzip -9n "$f"; done
