#!/usr/bin/env bash
# Stage: install the optimized build to a temporary prefix and build the
# examples against it as a user would, with pkg-config and with CMake's
# find_package, and run them; then make the packages, lint them (the
# -dbgsym ones too), install them into a throwaway root with dpkg, run,
# import and build against what they installed, and remove them; and make
# and lint them again from `git archive` output, as a release tarball is.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build.sh build -DBEE_TESTS=ON   # a no-op after the optimized stage
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install: $*" >&2; exit 1; }
expect=$(./build/bee-simd solve --format tsv --count raegint |
         awk -F'\t' 'NR == 2 { print $2 " words, " $3 " pangrams, " $4 " points" }')
check_solve() {   # $1: an example solve program, built one way or another
    local got
    got=$("$1" raegint | tail -n 1) || fail "$1 raegint failed"
    [ "$got" == "$expect (libbee 1.0.0)" ] || [ "${got% (libbee*}" == "$expect" ] ||
        fail "$1 raegint printed '$got', expected '$expect'"
    printf 'raegint\nnhoytpa\n' | "$2" >/dev/null || fail "$2 failed"
    "$3" ovrkqlwislrecrtgmvpfprzey 3 >/dev/null || fail "$3 failed"
}

prefix=$tmp/prefix
cmake --install build --prefix "$prefix" >/dev/null
libdir=$(dirname "$(find "$prefix" -name libbee.so.1 | head -n 1)")
[ -n "$libdir" ] || fail "no libbee.so.1 installed under $prefix"
for f in bin/bee-simd bin/bee-simd-serve include/bee.h include/bee_experimental.h share/man/man1/bee-simd.1.gz share/man/man3/libbee.3.gz share/man/man3/bee_solve.3.gz share/doc/bee-simd/copyright \
         share/bash-completion/completions/bee-simd share/zsh/vendor-completions/_bee-simd \
         share/fish/vendor_completions.d/bee-simd.fish share/man/man1/bee-simd-serve.1.gz; do
    [ -e "$prefix/$f" ] || fail "$f is not installed"
done
# the program holds libbee.a: no libbee.so to find, wherever the prefix is
if ldd "$prefix/bin/bee-simd" | grep libbee; then fail "the installed bee-simd loads libbee (above)"; fi
# the research program is not installed: `bee-simd bench` says it cannot run it
[ -e "$prefix/bin/bee-bench" ] && fail "bee-bench is installed"
if PATH=/nonexistent "$prefix/bin/bee-simd" bench --algo list 2>"$tmp/bench.err" ||
    ! grep -q "cannot run bee-bench" "$tmp/bench.err"; then
    fail "the installed bee-simd bench did not refuse plainly: $(cat "$tmp/bench.err")"
fi
# `bee-simd serve` runs the bee-simd-serve beside it, PATH or not
PATH=/nonexistent "$prefix/bin/bee-simd" serve --help 2>&1 | grep "^Usage: bee-simd serve" >/dev/null ||
    fail "the installed bee-simd serve does not reach bee-simd-serve"
# the man page and completions installed are those the program made of its
# option table, not the template
gzip -dc "$prefix/share/man/man1/bee-simd.1.gz" | grep -q '^\.\\" @' &&
    fail "the installed man page still holds the template's markers"
cmp -s "$prefix/share/bash-completion/completions/bee-simd" build/completion/bee-simd.bash ||
    fail "the installed bash completion is not build/completion/bee-simd.bash"
echo "== installed to a prefix: $(cd "$prefix" && find . -type f | wc -l) files"

# pkg-config: the .pc file finds the prefix from where it lies
export PKG_CONFIG_PATH=$libdir/pkgconfig
[ "$(pkg-config --modversion bee)" == "$(./build/bee-simd --version | awk '{ print $2 }')" ] ||
    fail "pkg-config --modversion bee says $(pkg-config --modversion bee)"
for ex in solve stream bag; do
    # shellcheck disable=SC2046
    cc -std=c11 -Wall -Wextra -Werror examples/$ex.c $(pkg-config --cflags --libs bee) \
       -Wl,-rpath,"$libdir" -o "$tmp/pc-$ex"
done
ldd "$tmp/pc-solve" | grep "$libdir/libbee.so.1" >/dev/null || fail "pc-solve does not use the installed libbee.so.1"
check_solve "$tmp/pc-solve" "$tmp/pc-stream" "$tmp/pc-bag"
# the README's library example, as written
awk '/^## Library/ { on = 1 } on && /^```c/ { code = 1; next } code && /^```/ { exit } code' README.md >"$tmp/readme.c"
cc -std=c11 -Wall -Wextra -Werror "$tmp/readme.c" $(pkg-config --cflags --libs bee) -Wl,-rpath,"$libdir" -o "$tmp/readme" ||
    fail "the README's library example does not build"
[ "$("$tmp/readme" | wc -l)" == "${expect%% *}" ] || fail "the README's library example printed other than ${expect%% *} words"
# static: libbee.a and its private libraries
cc -std=c11 examples/solve.c $(pkg-config --cflags bee) "$libdir/libbee.a" $(pkg-config --static --libs-only-l bee | sed 's/-lbee//') \
   -pthread -o "$tmp/static-solve"
check_solve "$tmp/static-solve" "$tmp/pc-stream" "$tmp/pc-bag"
echo "== examples built with pkg-config (shared and static) and run"

# CMake: find_package(bee) from the installed prefix
unset PKG_CONFIG_PATH
cmake -S examples -B "$tmp/ex" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$tmp/ex" >/dev/null
check_solve "$tmp/ex/bee-example-solve" "$tmp/ex/bee-example-stream" "$tmp/ex/bee-example-bag"
echo "== examples built with find_package(bee) and run"

# The packages (scripts/package.sh): lintian finds no error (its warnings
# are explained in cmake/install.cmake); then all four into a throwaway
# root with its own dpkg database, run, imported and built against, and
# removed.
lint() {   # $1: what was packaged; then the package files
    local what=$1
    shift
    lintian --tag-display-limit 0 "$@" >"$tmp/lintian.log" 2>&1 || true
    if grep -E '^E: ' "$tmp/lintian.log" >&2; then fail "lintian errors in the packages from $what (above)"; fi
    echo "== lintian on the packages from $what ($(basename -a "$@" | cut -d_ -f1 | tr '\n' ' ')): no error, $(grep -c '^W: ' "$tmp/lintian.log") warnings:"
    grep '^W: ' "$tmp/lintian.log" | sed 's/ \[.*//' | sort | uniq -c
}
packages=$(bash scripts/package.sh build-deb) || fail "scripts/package.sh failed"
debs=$(grep '\.deb$' <<<"$packages")
[ "$(wc -l <<<"$debs")" == 4 ] || fail "expected four packages, got: $debs"
[ "$(grep -c 'dbgsym.*\.ddeb$' <<<"$packages")" == 2 ] || fail "expected two -dbgsym packages, got: $packages"
# shellcheck disable=SC2086
lint "this tree" $packages
root=$tmp/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/etc"
touch "$root/var/lib/dpkg/status"
# The root has no libc or shell: its dependencies are not there, and the
# packages' scripts run with the host's shell.
dpkg_root() { dpkg --root="$root" --force-depends --force-script-chrootless "$@"; }
# shellcheck disable=SC2086
dpkg_root -i $debs >/dev/null 2>"$tmp/dpkg.log" || { cat "$tmp/dpkg.log" >&2; fail "dpkg -i failed"; }
for p in libbee1 libbee-dev bee-simd python3-bee-simd; do
    dpkg --root="$root" -s $p | grep '^Status: install ok installed' >/dev/null || fail "$p not installed"
done
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
libdir=$root/usr/lib/$multiarch
for f in usr/bin/bee-simd usr/bin/bee-simd-serve "usr/lib/$multiarch/libbee.so.1" "usr/lib/$multiarch/libbee.so" \
         "usr/lib/$multiarch/libbee.a" "usr/lib/$multiarch/pkgconfig/bee.pc" \
         "usr/lib/$multiarch/cmake/bee/bee-config.cmake" usr/include/bee.h \
         usr/share/man/man1/bee-simd.1.gz usr/share/man/man3/bee_solve.3.gz \
         usr/share/bash-completion/completions/bee-simd; do
    [ -e "$root/$f" ] || fail "the packages lack /$f"
done
for p in libbee1 libbee-dev bee-simd python3-bee-simd; do
    [ -e "$root/usr/share/doc/$p/copyright" ] || fail "$p has no copyright file"
done
# python3-bee-simd: Debian's python3 imports it from the root's dist-packages
# and it loads the root's libbee.so.1 (no rpath to a build tree)
site=$root/usr/lib/python3/dist-packages
ext=$(ls "$site"/bee/_bee.*.so) || fail "python3-bee-simd has no bee/_bee.*.so"
if readelf -d "$ext" | grep -E 'RPATH|RUNPATH'; then fail "the module has a run path (above)"; fi
got=$(cd "$tmp" && PYTHONPATH=$site LD_LIBRARY_PATH=$libdir /usr/bin/python3 -c '
import bee, sys
from importlib import metadata
s = bee.Index().solve("raegint")
print(bee.__file__, metadata.version("bee-simd"), bee.library_version(),
      f"{s.count} words, {s.pangrams} pangrams, {s.score} points")') ||
    fail "python3-bee-simd does not import"
[[ "$got" == "$site/bee/__init__.py 1.0.0 "*" $expect" ]] || fail "python3-bee-simd printed '$got', expected '... $expect'"
libs=$(LD_LIBRARY_PATH=$libdir ldd "$ext")   # whole, then grep -q: no SIGPIPE under pipefail
grep -q "$libdir/libbee.so.1" <<<"$libs" || fail "the module does not load the package's libbee.so.1"
echo "== python3-bee-simd: imported from the root with Debian's python3: $got"
file -L "$root/usr/bin/bee-simd" "$root/usr/bin/bee-simd-serve" "$libdir/libbee.so.1" | grep -v ', stripped' && fail "not stripped (above)"
# the program holds libbee (libbee.a): it loads no libbee.so and needs no libbee1
if readelf -d "$root/usr/bin/bee-simd" | grep 'NEEDED.*libbee'; then fail "bee-simd links libbee.so (above)"; fi
dpkg-deb -f "$(grep '/bee-simd_' <<<"$debs")" Depends | grep libbee && fail "bee-simd depends on libbee1 (above)"
"$root/usr/bin/bee-simd" solve raegint | grep "^${expect%%,*}," >/dev/null ||
    fail "the installed bee-simd does not solve"
PATH=/nonexistent "$root/usr/bin/bee-simd" serve --help 2>&1 | grep "^Usage: bee-simd serve" >/dev/null ||
    fail "the packaged bee-simd serve does not reach bee-simd-serve"
# the package's bee-simd loads libc (scripts/package.sh says why), the
# upstream build's is -static-pie (src/cli/CMakeLists.txt)
readelf -d "$root/usr/bin/bee-simd" | grep "NEEDED.*libc\.so" >/dev/null || fail "the packaged bee-simd does not load libc"
file build/bee-simd | grep "static-pie linked" >/dev/null || fail "build/bee-simd is not -static-pie: $(file build/bee-simd)"
export PKG_CONFIG_PATH=$libdir/pkgconfig
# shellcheck disable=SC2046
cc -std=c11 examples/solve.c $(pkg-config --cflags --libs bee) -Wl,-rpath,"$libdir" -o "$tmp/deb-solve"
check_solve "$tmp/deb-solve" "$tmp/pc-stream" "$tmp/pc-bag"
unset PKG_CONFIG_PATH
cmake -S examples -B "$tmp/deb-ex" -DCMAKE_PREFIX_PATH="$root/usr" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$tmp/deb-ex" >/dev/null
LD_LIBRARY_PATH=$libdir check_solve "$tmp/deb-ex/bee-example-solve" "$tmp/deb-ex/bee-example-stream" \
    "$tmp/deb-ex/bee-example-bag"
dpkg_root -r python3-bee-simd bee-simd libbee-dev libbee1 >/dev/null 2>"$tmp/dpkg.log" || { cat "$tmp/dpkg.log" >&2; fail "dpkg -r failed"; }
left=$(find "$root" -path "$root/var" -prune -o -type f -print | head -n 5)
[ -z "$left" ] || fail "dpkg -r left files: $left"
echo "== $(wc -l <<<"$debs") packages: linted, installed with dpkg, ran, built against, removed"

# From `git archive` output, as a release tarball is (files 0664/0775 when
# tar keeps the modes, as root's does): the same packages, no lintian error
src=$tmp/archive
mkdir "$src"
git archive HEAD | tar -x -p -C "$src"
[ "$(stat -c %a "$src/cmake/deb/postinst")" == 775 ] || fail "git archive gave postinst mode $(stat -c %a "$src/cmake/deb/postinst"), not 775"
packages=$(bash "$src/scripts/package.sh" "$src/build-deb") || fail "scripts/package.sh failed in git archive output"
[ "$(wc -l <<<"$packages")" == 6 ] || fail "expected six packages from git archive output, got: $packages"
# shellcheck disable=SC2086
lint "git archive HEAD" $packages
