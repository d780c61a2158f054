#!/usr/bin/env bash
# package.sh [DIR] - the three Debian packages (libbee1, libbee-dev, bee-simd,
# with -dbgsym packages of their debug symbols) built in DIR (build-deb), as
# Debian builds them: prefix /usr, so the library goes to the multiarch
# directory; the optimized flags plus -g, split off into the -dbgsym packages.
# Prints the paths of the .deb files.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build-deb}
bash scripts/build.sh "$dir" -DCMAKE_INSTALL_PREFIX=/usr -DCMAKE_C_FLAGS=-g \
    -DBEE_TESTS=OFF -DBEE_BENCH=OFF
rm -f "$dir"/*.deb "$dir"/*.ddeb
(cd "$dir" && cpack -G DEB >cpack.log 2>&1) || { cat "$dir/cpack.log" >&2; exit 1; }
ls "$dir"/*.deb "$dir"/*.ddeb 2>/dev/null
