#!/usr/bin/env bash
# package.sh [DIR] - the Debian packages built in DIR (build-deb), as Debian
# builds them: libbee1, libbee-dev and bee-simd from CPack (prefix /usr, so
# the library goes to the multiarch directory; the optimized flags plus -g,
# split off into libbee1-dbgsym and bee-simd-dbgsym), then python3-bee-simd
# against the first two (scripts/package_python.sh).  Lintian-clean from a
# clone or from `git archive` output (whose files are 0664/0775: every mode
# in a package is set, none inherited).  Prints the paths of the packages.
# bee-simd is linked against libc dynamically here (BEE_STATIC_PROGRAM=OFF),
# as Debian links its programs: a libc6 security update then reaches it
# without a rebuild, and the archive's tools (dpkg-shlibdeps, the security
# tracker's binary rebuilds) see its libc.  The upstream build links it
# -static-pie (~0.2 ms sooner a run, bench/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build-deb}
bash scripts/build.sh "$dir" -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_C_FLAGS=-g \
    -DBEE_TESTS=OFF -DBEE_BENCH=OFF -DBEE_STATIC_PROGRAM=OFF
rm -f "$dir"/*.deb "$dir"/*.ddeb
(cd "$dir" && cpack -G DEB >cpack.log 2>&1) || { cat "$dir/cpack.log" >&2; exit 1; }

# CPack's -dbgsym packages (CMake 3.25) list their files in md5sums by the
# absolute path CPack staged them at, and have no copyright or changelog:
# each is rebuilt with md5sums of its own paths, 0644 .debug files and, as
# Debian's dbgsym packages have, its doc folder a link to that of the
# package it depends on (which holds the copyright and changelog).
mend_dbgsym() {
    local deb=$1 tree pkg base
    tree=$(mktemp -d)
    dpkg-deb -R "$deb" "$tree"
    pkg=$(sed -n 's/^Package: //p' "$tree/DEBIAN/control")
    base=${pkg%-dbgsym}
    mkdir -p "$tree/usr/share/doc"
    ln -s "$base" "$tree/usr/share/doc/$pkg"
    find "$tree" -path "$tree/DEBIAN" -prune -o -type d -exec chmod 0755 {} + -o -type f -exec chmod 0644 {} +
    (cd "$tree" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$tree/DEBIAN/md5sums"
    chmod 0644 "$tree/DEBIAN/md5sums" "$tree/DEBIAN/control"
    dpkg-deb --root-owner-group -Zxz --build "$tree" "$deb" >/dev/null
    rm -rf "$tree"
}
for deb in "$dir"/*.ddeb; do
    [ -e "$deb" ] && mend_dbgsym "$deb"
done
bash scripts/package_python.sh "$dir" >/dev/null
ls "$dir"/*.deb "$dir"/*.ddeb 2>/dev/null
