#!/usr/bin/env bash
# rooms.sh - the rooms of src/ (and kernels/) use only the rooms below them,
# as src/ROOMS lists them bottom up (README.md, "How it works"):
#   (a) the #include "..." lines: no header of a later room (an arrow up), no
#       circle of rooms or of files, and a room above the library includes the
#       public headers plus at most the one internal header ROOMS declares;
#   (b) the built objects' symbols: an undefined symbol of an object of room A
#       defined by an object of room B is an arrow A -> B; no arrow up, no
#       circle.
# Each failure names the file or object and the arrow.
# Usage: bash rooms.sh SOURCE_DIR [BUILD_DIR]   (no BUILD_DIR: (a) only)
root=$1 build=${2:-}
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }

rooms_file=$root/src/ROOMS
[ -r "$rooms_file" ] || { echo "FAIL: no $rooms_file"; exit 1; }
declare -A rank kind declared
n=0
while read -r room k header _; do
    case $room in '' | '#'*) continue ;; esac
    rank[$room]=$n kind[$room]=$k declared[$room]=${header:--}
    n=$((n + 1))
done <"$rooms_file"
[ "$n" -gt 0 ] && pass || fail "$rooms_file lists no room"

# The room of a path relative to the root: src/ROOM/..., kernels/...;
# include/bee_research.h is research's public header, the other public
# headers belong to no room ("").
# (set in $room: no subshell, the loops below call it for every line)
room_of() {
    case $1 in
    include/bee_research.h) room=research ;;
    src/*/*) room=${1#src/} room=${room%%/*} ;;
    kernels/*) room=kernels ;;
    *) room="" ;;
    esac
}

# Every #include "name" edge "from to" between files (paths relative to the
# root), each name resolved as the compiler would with the include paths the
# build gives: the file's folder, src/, src/research/, kernels/, include/.
edges=$(cd "$root" && find src kernels include -name '*.[ch]' | sort | awk '
    function norm(p,   n, i, parts, out, k) {   # a/b/../c -> a/c
        n = split(p, parts, "/"); k = 0
        for (i = 1; i <= n; i++) {
            if (parts[i] == "." || parts[i] == "") continue
            if (parts[i] == ".." && k > 0) { k--; continue }
            out[++k] = parts[i]
        }
        p = out[1]; for (i = 2; i <= k; i++) p = p "/" out[i]
        return p
    }
    { files[NR] = $0; have[$0] = 1 }
    END {
        n = split("src src/research kernels include", paths, " ")
        for (i = 1; i <= NR; i++) {
            f = files[i]; dir = f; sub(/\/[^\/]*$/, "", dir)
            while ((getline line < f) > 0) {
                if (line !~ /^[ \t]*#[ \t]*include[ \t]*"/) continue
                name = line; sub(/^[^"]*"/, "", name); sub(/".*/, "", name)
                to = norm(dir "/" name)
                for (j = 1; !(to in have) && j <= n; j++) to = norm(paths[j] "/" name)
                if (to in have && f !~ /^include\//) print f, to
            }
            close(f)
        }
    }')
[ -n "$edges" ] && pass || fail "no #include line found under $root/src"

declare -A room_edge
while read -r from to; do
    [ -z "$from" ] && continue
    room_of "$from"; a=$room
    room_of "$to"; b=$room
    [ -z "$a" ] || [ -z "$b" ] || [ "$a" = "$b" ] && continue
    if [ -z "${rank[$a]+x}" ] || [ -z "${rank[$b]+x}" ]; then
        fail "$from includes $to: room ${a:-?} or ${b:-?} not in src/ROOMS"
        continue
    fi
    room_edge["$a $b"]=1
    if [ "${rank[$b]}" -gt "${rank[$a]}" ]; then
        fail "arrow up: $from includes $to ($a -> $b; $b comes after $a)"
        continue
    fi
    if [ "${kind[$a]}" = above ] && [ "${kind[$b]}" = library ]; then
        if [ "$to" != "src/${declared[$a]}" ]; then
            allowed="the public headers"
            [ "${declared[$a]}" != - ] && allowed="$allowed and src/${declared[$a]}"
            fail "$from includes $to: $a is above the library and may include only $allowed"
        fi
    fi
done <<<"$edges"
pass

# circles: tsort names the files or rooms of a loop
circle() {   # $1: what, stdin: edges
    local out
    out=$(tsort 2>&1 >/dev/null | sed 's/^tsort: -: input contains a loop:/;/; s/^tsort: //' | tr '\n' ' ' | sed 's/^; //')
    if [ -n "$out" ]; then fail "$1 circle: $out"; else pass; fi
}
grep -v '^$' <<<"$edges" | circle "include"
for e in "${!room_edge[@]}"; do echo "$e"; done | circle "room (includes)"

# (b) the objects' symbols: one nm over every object; an object's source is
# its path less CMakeFiles/TARGET.dir/ and .o (BUILD/src/CMakeFiles/bee_core.dir/core/util.c.o:
# src/core/util.c)
if [ -n "$build" ]; then
    # (an object whose source is gone, left by an earlier build, is not counted)
    objs=$(cd "$build" && find src kernels -name '*.c.o' 2>/dev/null | sort | awk -v root="$root" '
        { s = $0; sub(/CMakeFiles\/[^\/]+\.dir\//, "", s); sub(/\.o$/, "", s)
          if ((getline line < (root "/" s)) >= 0) print; close(root "/" s) }')
    [ -n "$objs" ] && pass || fail "no object under $build/src or $build/kernels"
    rooms_list=$(for r in "${!rank[@]}"; do echo "$r ${rank[$r]}"; done)
    arrows=$(cd "$build" && { nm -A --defined-only -g $objs | sed 's/^/D /; s/:[0-9a-f]* / /'; nm -A -u $objs | sed 's/^/U /; s/: *U / U /'; } | awk -v rooms="$rooms_list" '
        BEGIN { n = split(rooms, rl, "\n"); for (i = 1; i <= n; i++) { split(rl[i], f, " "); rank[f[1]] = f[2] } }
        function room(o,   s, p) {
            s = o; sub(/CMakeFiles\/[^\/]+\.dir\//, "", s); sub(/\.o$/, "", s)
            if (s ~ /^kernels\//) return "kernels"
            if (s ~ /^src\/[^\/]+\//) { split(s, p, "/"); return p[2] }
            return ""
        }
        function src(o,   s) { s = o; sub(/CMakeFiles\/[^\/]+\.dir\//, "", s); sub(/\.o$/, "", s); return s }
        $1 == "D" && NF == 4 && $3 ~ /^[A-TV-Z]$/ { d = room($2); if (d != "") def[$4] = def[$4] " " d; next }
        $1 == "U" { o = $2; sym = $NF; a = room(o); if (a == "" || !(sym in def)) next
            if (!(a in rank)) { print "unknown", src(o), a; next }
            if (index(def[sym] " ", " " a " ")) next   # its own room defines it
            m = split(def[sym], b, " ")
            for (i = 1; i <= m; i++) {
                print "edge", a, b[i]
                if (rank[b[i]] > rank[a]) print "up", src(o), a, sym, b[i]
            }
        }')
    while read -r what a b c d; do
        [ "$what" = up ] && fail "arrow up: $a ($b) calls $c, defined in $d ($b -> $d)"
        [ "$what" = unknown ] && fail "$a: room $b not in src/ROOMS"
    done <<<"$arrows"
    pass
    awk '$1 == "edge" { print $2, $3 }' <<<"$arrows" | sort -u | circle "room (symbols)"
fi

echo "rooms: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
