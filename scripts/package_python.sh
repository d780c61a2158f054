#!/usr/bin/env bash
# package_python.sh DIR - the Debian package python3-bee-simd (python/, the
# distribution bee-simd, `import bee`) for Debian's python3, built against
# the libbee1 and libbee-dev packages scripts/package.sh has just made in DIR
# (unpacked into a scratch root, found through their bee.pc: the module
# loads /usr/lib/<multiarch>/libbee.so.1 as installed, no rpath).  The wheel
# pip builds offline with Debian's setuptools, wheel and cffi is unpacked
# into /usr/lib/python3/dist-packages, its extension stripped; Depends from
# dpkg-shlibdeps (libc6, and libbee1 from its shlibs file) plus the Python
# packages it imports.  Prints the .deb's path.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(realpath "$1")
py=/usr/bin/python3   # Debian's: the package is for its dist-packages
fail() { echo "package_python: $*" >&2; exit 1; }
one() {   # the one file a glob names
    if [ $# != 1 ] || [ ! -e "$1" ]; then fail "not one such file: $*"; fi
    echo "$1"
}
lib_deb=$(one "$dir"/libbee1_*.deb)
dev_deb=$(one "$dir"/libbee-dev_*.deb)
work=$dir/python-deb
rm -rf "$work" "$dir"/python3-bee-simd_*.deb
mkdir -p "$work/debian/libbee1" "$work/wheel"
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
arch=$(dpkg --print-architecture)

# libbee1 as dpkg-shlibdeps finds a package being built (its shlibs file in
# debian/libbee1/DEBIAN), and libbee-dev beside it for the headers and bee.pc
dpkg-deb -R "$lib_deb" "$work/debian/libbee1"
dpkg-deb -x "$dev_deb" "$work/debian/libbee1"

# the wheel, from a copy of python/ (pip builds in the tree it is given)
cp -r python "$work/src"
rm -rf "$work/src/build" "$work/src"/*.egg-info
(BEE_BUILD_DIR=installed PKG_CONFIG_PATH=$work/debian/libbee1/usr/lib/$multiarch/pkgconfig \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    "$py" -m pip wheel --no-build-isolation --no-index --no-deps -w "$work/wheel" "$work/src" \
    >"$work/pip.log" 2>&1) || { cat "$work/pip.log" >&2; fail "pip wheel failed (log above)"; }
wheel=$(ls "$work"/wheel/bee_simd-*.whl)
version=$(basename "$wheel" | cut -d- -f2)

root=$work/root
site=$root/usr/lib/python3/dist-packages
mkdir -p "$site"
"$py" -m zipfile -e "$wheel" "$site"
# the wheel's RECORD lists hashes of the unstripped module; dpkg keeps its own
rm -f "$site"/bee_simd-*.dist-info/RECORD
ext=$(ls "$site"/bee/_bee.*.so)
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$ext"
doc=$root/usr/share/doc/python3-bee-simd
mkdir -p "$doc"
cp "$dir/copyright" "$dir/gz/changelog.gz" "$dir/gz/changelog.Debian.gz" "$doc/"

# Depends: what the module loads (dpkg-shlibdeps, in a folder shaped as a
# source package) and the Python it was built for and imports
touch "$work/debian/control"
shlibs=$(cd "$work" && dpkg-shlibdeps -O -l"$work/debian/libbee1/usr/lib/$multiarch" \
    "${ext#"$work"/}" 2>"$work/shlibdeps.log") || { cat "$work/shlibdeps.log" >&2; fail "dpkg-shlibdeps failed"; }
shlibs=${shlibs#shlibs:Depends=}
# CFFI builds the module for the stable ABI (_bee.abi3.so): any python3 the
# package's code runs on (setup.py's python_requires); else this one only
pyver=$("$py" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
pynext=$("$py" -c 'import sys; print("%d.%d" % (sys.version_info[0], sys.version_info[1] + 1))')
if [[ $ext == *.abi3.so ]]; then
    least=$(sed -n 's/.*python_requires=">=\([0-9.]*\)".*/\1/p' python/setup.py)
    [ -n "$least" ] || fail "no python_requires in python/setup.py"
    python="python3 (>= $least)"
else
    python="python3 (>= $pyver~), python3 (<< $pynext)"
fi
depends="$python, python3-cffi-backend, python3-numpy, $shlibs"
grep -q 'libbee1' <<<"$depends" || fail "dpkg-shlibdeps gave no libbee1: $depends"

# modes set here, not inherited: a tree from `git archive` is 0664/0775
find "$root" -type d -exec chmod 0755 {} +
find "$root" -type f -exec chmod 0644 {} +
mkdir -p "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
maintainer=$(sed -n 's/^Maintainer: //p' <(dpkg-deb -f "$lib_deb"))
cat >"$root/DEBIAN/control" <<EOF
Package: python3-bee-simd
Source: bee-simd
Version: $version-1
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: python
Priority: optional
Description: Spelling Bee puzzles answered with a SIMD letter-set index (Python)
 bee-simd answers New York Times Spelling Bee puzzles and letter-bag games
 from a blocked letter-set index with SIMD kernels chosen at run time.
 .
 This package holds the Python 3 module bee (the distribution bee-simd):
 libbee's API through CFFI, with NumPy rows for many puzzles at once.
EOF
chmod 0644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
out=$dir/python3-bee-simd_${version}-1_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$out" >/dev/null
echo "$out"
