#!/usr/bin/env bash
# Stage: the Python package (python/).  Build the library, install the
# package with Debian's python3 into a throwaway venv that sees Debian's
# cffi, numpy, dask and distributed (--system-site-packages, nothing from
# any other registry), linked against this build tree's libbee.so.1, and
# run its pytest suite: answers against bee-simd's on random puzzles (solve,
# solve_many, hints, all, bag, lang=), error paths, the GIL released during
# solve_many, no leak over 100k solves, bee.dask on a LocalCluster of 2
# worker processes on loopback, the API's edges, and every ```python block
# of python/README.md and README.md run as a script (tests/test_readme.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build.sh build -DBEE_TESTS=ON   # a no-op after the optimized stage
py=/usr/bin/python3   # Debian's: its dist-packages hold cffi and numpy
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export BEE_BUILD_DIR=$PWD/build PIP_DISABLE_PIP_VERSION_CHECK=1
"$py" -m venv --system-site-packages "$tmp/venv"
log=$tmp/pip.log
"$tmp/venv/bin/python" -m pip install --no-build-isolation --no-index python/ >"$log" 2>&1 ||
    { cat "$log" >&2; echo "python: pip install failed (log above)" >&2; exit 1; }
ver=$(cd "$tmp" && "$tmp/venv/bin/python" -c 'import bee; print(bee.library_version())')
[ "$ver" == "$(./build/bee-simd --version | awk '{ print $2 }')" ] ||
    { echo "python: bee.library_version() says '$ver'" >&2; exit 1; }
# ldd's whole output first: `ldd | grep -q` under pipefail fails at random
# when grep exits before ldd has written everything (SIGPIPE)
libs=$(ldd "$(cd "$tmp" && "$tmp/venv/bin/python" -c 'import bee._bee as m; print(m.__file__)')")
grep -q "$BEE_BUILD_DIR/libbee.so.1" <<<"$libs" || { echo "python: bee._bee does not use build/libbee.so.1" >&2; exit 1; }
echo "== python: package installed in a venv (libbee $ver)"
# a venv that does not see Debian's packages (nor would pyenv's python3):
# the build stops naming what it lacks and the command that works, not
# pip's "invalid command 'bdist_wheel'"
"$py" -m venv "$tmp/plain"
if "$tmp/plain/bin/python" -m pip install --no-build-isolation --no-index python/ >"$log" 2>&1 ||
    ! grep -q "has no .* to build with. On Debian use its python3" "$log"; then
    cat "$log" >&2; echo "python: a plain venv's pip install did not stop with setup.py's message" >&2; exit 1
fi
echo "== python: a plain venv is refused, saying what it lacks: $(grep -o 'has no [a-z ]* to build with' "$log")"
"$tmp/venv/bin/python" -m pytest -q -p no:cacheprovider python/tests
# the example, on the built-in list (ENABLE is not needed)
out=$("$tmp/venv/bin/python" python/examples/honeycomb.py) || { echo "python: honeycomb.py failed" >&2; exit 1; }
[[ "$out" == *" letter sets, "*" puzzles: best "*" points, "* ]] || { echo "python: honeycomb.py printed '$out'" >&2; exit 1; }
echo "== python: examples/honeycomb.py: $out"
