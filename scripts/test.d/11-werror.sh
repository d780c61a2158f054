#!/usr/bin/env bash
# Stage: every target (library, kernels, program, server, research, tests,
# benchmarks, examples) compiled with -Werror by gcc and clang, Debug and
# Release.  Stage 10 builds gcc Release with BEE_WERROR and runs it; this
# builds the other three without running them (stages 20 and 60 run the
# tests under each compiler's sanitizers), each in a build tree of its own,
# removed after.  clang Release is the command a new user would try
# (README), -Werror given through CMAKE_C_FLAGS rather than BEE_WERROR.
set -euo pipefail
cd "$(dirname "$0")/../.."
build() {   # build CC DIR cmake-options...
    local cc=$1 dir=$2 start=$SECONDS
    shift 2
    CC=$cc bash scripts/build.sh "$dir" -DBEE_TESTS=ON "$@"
    rm -rf "$dir"
    echo "== -Werror: $cc $* built in $((SECONDS - start)) s"
}
build gcc build-werror -DCMAKE_BUILD_TYPE=Debug -DBEE_WERROR=ON
build clang-14 build-werror -DCMAKE_BUILD_TYPE=Debug -DBEE_WERROR=ON
build clang-14 build-werror -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS=-Werror
