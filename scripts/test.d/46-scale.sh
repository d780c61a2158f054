#!/usr/bin/env bash
# Stage: scale-out across hosts.  tests/scale/ssh_parallel.sh starts two
# sshd of this user on 127.0.0.2 and 127.0.0.3 (a throw-away host key and
# client key, no password, their own configs), runs the README's GNU
# parallel --pipe -k --sshlogin recipe over them and checks its JSON and
# TSV are byte for byte those of one process.  The build is the optimized
# stage's (same options: no rebuild).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/build.sh build -DBEE_TESTS=ON   # a no-op after the optimized stage
echo "== scale: GNU parallel across two sshd on loopback"
rc=0
timeout 300 bash tests/scale/ssh_parallel.sh . build || rc=$?
exit "$rc"   # 77 (no sshd, ssh or parallel): the stage is counted as skipped
