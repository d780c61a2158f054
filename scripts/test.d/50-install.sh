#!/usr/bin/env bash
# Stage: install the optimized build to a temporary prefix and build the
# examples against it as a user would, with pkg-config and with CMake's
# find_package, and run them; then make the .deb, install it into a throwaway
# root with dpkg, run what it installed, and remove it.
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
for f in bin/bee-simd include/bee.h include/bee_experimental.h share/man/man1/bee-simd.1 share/doc/bee-simd/copyright \
         share/bash-completion/completions/bee-simd share/zsh/vendor-completions/_bee-simd \
         share/fish/vendor_completions.d/bee-simd.fish; do
    [ -e "$prefix/$f" ] || fail "$f is not installed"
done
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

# The .deb: into a throwaway root (its own dpkg database), run, remove.
(cd build && cpack -G DEB >/dev/null 2>&1) || fail "cpack -G DEB failed"
deb=$(ls build/bee-simd_*.deb | head -n 1)
root=$tmp/root
mkdir -p "$root/var/lib/dpkg/info" "$root/var/lib/dpkg/updates" "$root/etc"
touch "$root/var/lib/dpkg/status"
# The root has no libc or shell: its dependencies are not there, and the
# package's scripts run with the host's shell (they honour $DPKG_ROOT).
dpkg_root() { dpkg --root="$root" --force-depends --force-script-chrootless "$@"; }
dpkg_root -i "$deb" >/dev/null 2>"$tmp/dpkg.log" || { cat "$tmp/dpkg.log" >&2; fail "dpkg -i $deb failed"; }
dpkg --root="$root" -s bee-simd | grep '^Status: install ok installed' >/dev/null || fail "bee-simd not installed"
"$root/usr/bin/bee-simd" solve raegint | grep "^${expect%%,*}," >/dev/null || fail "the installed bee-simd does not solve"
for f in usr/include/bee.h usr/share/man/man1/bee-simd.1.gz usr/share/doc/bee-simd/copyright \
         usr/share/bash-completion/completions/bee-simd; do
    [ -e "$root/$f" ] || [ -e "$root/${f%.gz}" ] || fail "the .deb lacks /$f"
done
debroot_lib=$(dirname "$(find "$root/usr" -name libbee.so.1 | head -n 1)")
PKG_CONFIG_PATH=$debroot_lib/pkgconfig \
    cc -std=c11 examples/solve.c $(PKG_CONFIG_PATH=$debroot_lib/pkgconfig pkg-config --cflags --libs bee) \
       -Wl,-rpath,"$debroot_lib" -o "$tmp/deb-solve"
check_solve "$tmp/deb-solve" "$tmp/pc-stream" "$tmp/pc-bag"
dpkg_root -r bee-simd >/dev/null 2>"$tmp/dpkg.log" || { cat "$tmp/dpkg.log" >&2; fail "dpkg -r failed"; }
[ ! -e "$root/usr/bin/bee-simd" ] || fail "dpkg -r left /usr/bin/bee-simd"
echo "== $(basename "$deb"): installed with dpkg, ran, removed"
