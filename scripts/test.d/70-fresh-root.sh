#!/usr/bin/env bash
# Stage: the README's first command on a fresh machine.  A new Debian root
# (debootstrap --variant=minbase, plus git as a user who cloned has it) with
# this machine's apt sources, /proc, /dev and /dev/pts bound in; a clone of
# this checkout's HEAD in it; the first command of the README's Quick start,
# read from the README, run there as root: it must exit 0 and print answers.
# Then the optimized test stage in the same root (bootstrap.sh installs what
# it needs).  Every mount is undone and the root removed at the end, whatever
# happened; nothing is cached, so every package comes from apt afresh.
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "$(id -u)" -eq 0 ] || { echo "SKIP: fresh root: needs root (debootstrap, chroot, mount)" >&2; exit 77; }
for tool in debootstrap git chroot mount; do
    command -v "$tool" >/dev/null || { echo "fresh-root: $tool is missing" >&2; exit 1; }
done

. /etc/os-release
suite=${VERSION_CODENAME:?/etc/os-release names no codename}
root=$(mktemp -d /var/tmp/bee-fresh-root.XXXXXX)
log=$root.log
mounts=()
cleanup() {
    local i ok=1
    for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
        umount "${mounts[i]}" 2>/dev/null || umount -l "${mounts[i]}" || ok=0
    done
    # never remove a tree that still has the host's /dev or /proc in it
    if [ "$ok" -eq 1 ] && ! findmnt -rn -o TARGET | grep -q "^$root/"; then
        rm -rf "$root" "$log"
    else
        echo "fresh-root: $root still has mounts; left in place" >&2
    fi
}
trap cleanup EXIT
fail() { echo "fresh-root: $1 (log: last 40 lines)" >&2; tail -n 40 "$log" >&2; exit 1; }

# The Debian mirror this machine uses (the first http source of its suite):
# a snapshot or proxy here is what the fresh root must use too.
sources=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
mirror=$(awk -v suite="$suite" '
    /^deb / && $3 == suite && $2 ~ /^http:/ { print $2; exit }
    /^URIs:/ { uri = $2 } /^Suites:/ && uri ~ /^http:/ { for (i = 2; i <= NF; i++) if ($i == suite) { print uri; exit } }
' <<<"$sources")
mirror=${mirror:-http://deb.debian.org/debian}

echo "== fresh root: debootstrap --variant=minbase $suite from $mirror"
debootstrap --variant=minbase --include=git "$suite" "$root" "$mirror" >"$log" 2>&1 ||
    fail "debootstrap could not make the root"
# the machine's apt sources: those a minimal root can read (https needs
# ca-certificates, which a fresh minbase root lacks)
rm -f "$root/etc/apt/sources.list"
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    if grep -q 'https://' "$f"; then echo "== fresh root: not copied (https source): $f"; continue; fi
    cp "$f" "$root$f"
done
for dir in proc dev dev/pts; do
    mount --bind "/$dir" "$root/$dir"
    mounts+=("$root/$dir")
done
git clone -q "file://$PWD" "$root/root/bee-simd"

# The README's first command: the first line of the first sh block of Quick start.
first=$(awk '/^## Quick start/ { q = 1 } q && /^```sh/ { b = 1; next } b { print; exit }' README.md)
[ -n "$first" ] || { echo "fresh-root: no command found in the README's Quick start" >&2; exit 1; }
in_root() { chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
                PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
                bash -c "cd /root/bee-simd && $1"; }

echo "== fresh root: $first"
in_root "$first" >"$log" 2>&1 || fail "'$first' failed in the fresh root"
tail -n 1 "$log"
tail -n 1 "$log" | grep -Eq '^[1-9][0-9]* words, [0-9]+ pangrams' ||
    fail "'$first' exited 0 but printed no answers"

echo "== fresh root: the optimized test stage"
rc=0
in_root "bash scripts/bootstrap.sh test 10-optimized" >"$log" 2>&1 || rc=$?
grep -E '^(== |stages:|SKIP:)' "$log" || true
[ "$rc" -eq 0 ] || fail "the optimized test stage failed in the fresh root"
