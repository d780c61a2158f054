#!/usr/bin/env bash
# ssh_parallel.sh - the README's scale-out recipe, GNU parallel --pipe -k
# --sshlogin, across two "hosts": two sshd instances of this user on
# 127.0.0.2 and 127.0.0.3 (a throw-away host key and client key, no
# password, their own config; nothing of the user's ~/.ssh is read or
# written), each running bee-simd from its PATH on the same index file.  The
# output must be byte for byte that of one process, for JSON and for TSV,
# and both hosts must have run shards.  The recipe is the README's: its
# lines (placeholders HOSTS, BLOCK, INDEX for host1,host2, 10M and
# /srv/bee/words.beeidx) must appear in README.md as this script runs them.
# Every wait is bounded; the daemons are stopped at the end (trap).
# Usage: bash ssh_parallel.sh SRC_DIR BUILD_DIR
# Exits 77 (skipped) when sshd, ssh or GNU parallel is missing.
set -euo pipefail
src=$(cd "$1" && pwd) build=$(cd "$2" && pwd)
skip() { echo "SKIP: $*"; exit 77; }
die() { echo "ssh_parallel: $*" >&2; exit 1; }
sshd=$(command -v sshd || echo /usr/sbin/sshd)
[ -x "$sshd" ] || skip "the cross-host parallel test: no sshd (Debian's openssh-server)"
command -v ssh >/dev/null || skip "the cross-host parallel test: no ssh (openssh-client)"
command -v ssh-keygen >/dev/null || skip "the cross-host parallel test: no ssh-keygen"
command -v parallel >/dev/null || skip "the cross-host parallel test: no GNU parallel"

tmp=$(mktemp -d)
pids=()
cleanup() {
    local p
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    for p in "${pids[@]}"; do timeout 10 tail --pid="$p" -f /dev/null 2>/dev/null || kill -9 "$p" 2>/dev/null || true; done
    rm -rf "$tmp"
}
trap cleanup EXIT
chmod 700 "$tmp"
hosts=(127.0.0.2 127.0.0.3)

# the "installed" bee-simd the remote shells find on their PATH
mkdir "$tmp/bin"
ln -s "$build/bee-simd" "$tmp/bin/bee-simd"

# keys: the daemons' host key and the client's, no passphrase
ssh-keygen -q -t ed25519 -N '' -C bee-test-host -f "$tmp/host_key"
ssh-keygen -q -t ed25519 -N '' -C bee-test-client -f "$tmp/client_key"
cp "$tmp/client_key.pub" "$tmp/authorized_keys"
chmod 600 "$tmp/authorized_keys"
# privilege separation (sshd as root) needs its empty directory
if [ "$(id -u)" -eq 0 ] && [ ! -d /run/sshd ]; then mkdir -p /run/sshd && chmod 755 /run/sshd; fi

# Without PAM, sshd refuses an account whose password field starts with '!'
# (locked; Debian's root has '*', which is fine): then let PAM judge it.
use_pam=no
if [ -r /etc/shadow ] &&
    awk -F: -v u="$(id -un)" '$1 == u && $2 ~ /^!/ { f = 1 } END { exit !f }' /etc/shadow; then
    use_pam=yes
fi

start_sshd() {   # start_sshd HOST PORT: its pid in $!
    local host=$1 port=$2 cfg="$tmp/sshd_$1.conf"
    cat >"$cfg" <<EOF
ListenAddress $host:$port
HostKey $tmp/host_key
PidFile $tmp/sshd_$host.pid
AuthorizedKeysFile $tmp/authorized_keys
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
AllowUsers $(id -un)
UsePAM $use_pam
StrictModes no
PrintMotd no
Subsystem sftp internal-sftp
SetEnv PATH=$tmp/bin:/usr/local/bin:/usr/bin:/bin
LogLevel ERROR
MaxStartups 50:30:100
MaxSessions 50
EOF
    "$sshd" -t -f "$cfg" || die "sshd refuses its config $cfg"
    "$sshd" -D -e -f "$cfg" 2>>"$tmp/sshd_$host.log" &
}

# a free port: try a few at random (both daemons on the same one)
port=
for _ in 1 2 3 4 5 6 7 8; do
    try=$((20000 + RANDOM % 30000))
    ok=1
    started=()
    for h in "${hosts[@]}"; do
        start_sshd "$h" "$try"
        pids+=($!)
        started+=($!)
    done
    # listening?  at most 10 s
    for _ in $(seq 100); do
        ok=1
        for h in "${hosts[@]}"; do
            (exec 3<>"/dev/tcp/$h/$try") 2>/dev/null || ok=0
        done
        [ "$ok" -eq 1 ] && break
        alive=1
        for p in "${started[@]}"; do kill -0 "$p" 2>/dev/null || alive=0; done
        [ "$alive" -eq 1 ] || break
        sleep 0.1
    done
    if [ "$ok" -eq 1 ]; then port=$try; break; fi
    for p in "${started[@]}"; do kill "$p" 2>/dev/null || true; done
    for p in "${started[@]}"; do timeout 10 tail --pid="$p" -f /dev/null 2>/dev/null || true; done
done
[ -n "$port" ] || { cat "$tmp"/sshd_*.log >&2 2>/dev/null; die "no sshd would listen on ${hosts[*]}"; }
echo "== scale: sshd on ${hosts[0]}:$port and ${hosts[1]}:$port (this user, a throw-away key)"

# the client's own config: this key, no host key checks, no known_hosts
cat >"$tmp/ssh_config" <<EOF
Host ${hosts[*]}
    Port $port
    User $(id -un)
    IdentityFile $tmp/client_key
    IdentitiesOnly yes
    StrictHostKeyChecking no
    UserKnownHostsFile /dev/null
    GlobalKnownHostsFile /dev/null
    PasswordAuthentication no
    BatchMode yes
    ConnectTimeout 10
    ServerAliveInterval 5
    ServerAliveCountMax 3
    LogLevel ERROR
EOF
export PARALLEL_SSH="ssh -F $tmp/ssh_config"   # parallel's ssh command
export PARALLEL_HOME="$tmp/parallel"            # nothing in ~/.parallel
mkdir -p "$PARALLEL_HOME"
for h in "${hosts[@]}"; do
    got=$(timeout 30 ssh -F "$tmp/ssh_config" "$h" 'command -v bee-simd') ||
        { cat "$tmp"/sshd_*.log >&2 2>/dev/null; die "ssh to $h failed"; }
    [ "$got" == "$tmp/bin/bee-simd" ] || die "on $h, bee-simd is '$got'"
done

# the inputs: an index file (the same path on every host) and puzzles
index=$tmp/words.beeidx
"$build/bee-simd" index -o "$index" >/dev/null || die "could not write an index file"   # the built-in list
"$build/gen_puzzles" --seed 46 6000 >"$tmp/puzzles.txt"

# The README's recipe, as this test runs it (HOSTS, BLOCK, INDEX filled in)
json_recipe='parallel --pipe -k --block BLOCK --sshlogin HOSTS bee-simd --stdin --format json --threads 1 --index INDEX < puzzles.txt > answers.jsonl'
tsv_recipe1="( printf 'puzzle\\tcount\\tpangram_count\\tscore\\twords\\n'"
tsv_recipe2='parallel --pipe -k --block BLOCK --sshlogin HOSTS bee-simd --stdin --format tsv --no-header --threads 1 --index INDEX < puzzles.txt ) > answers.tsv'
readme=$(awk '{ if (sub(/\\$/, "")) { sub(/^ +/, " ", $0); printf "%s", $0 } else { sub(/^ +/, " ", $0); print } }' "$src/README.md" |
    sed 's/^ *//; s/  */ /g')
for r in "$json_recipe" "$tsv_recipe1" "$tsv_recipe2"; do
    want=$(printf '%s' "$r" | sed 's/HOSTS/host1,host2/; s/BLOCK/10M/; s#INDEX#/srv/bee/words.beeidx#')
    grep -qxF -- "$want" <<<"$readme" || die "README.md no longer shows the recipe line: $want"
done
echo "== scale: README's recipe lines found"

fill() {   # the recipe with this test's hosts, block and index
    printf '%s' "$1" | sed "s/HOSTS/${hosts[0]},${hosts[1]}/; s/BLOCK/8k/; s#INDEX#$index#"
}
cd "$tmp"
run() {   # run RECIPE: bounded, with a job log
    timeout 90 bash -o pipefail -c "$1" || die "the recipe failed or timed out: $1"
}
# JSON
"$build/bee-simd" --stdin --format json --index "$index" <puzzles.txt >single.jsonl
cmd=$(fill "$json_recipe")
run "${cmd/parallel /parallel --joblog jobs.json.log }"
cmp single.jsonl answers.jsonl || die "JSON across hosts differs from one process"
# TSV: one header, shards without theirs
"$build/bee-simd" --stdin --format tsv --index "$index" <puzzles.txt >single.tsv
cmd="$(fill "$tsv_recipe1")
$(fill "$tsv_recipe2")"
run "${cmd/parallel /parallel --joblog jobs.tsv.log }"
cmp single.tsv answers.tsv || die "TSV across hosts differs from one process"
# both hosts ran shards, every shard exited 0
for log in jobs.json.log jobs.tsv.log; do
    shards=$(awk 'NR > 1' "$log" | wc -l)
    [ "$shards" -ge 4 ] || die "$log: $shards shards (the input was not split)"
    awk 'NR > 1 && $7 != 0 { bad = 1 } END { exit bad }' "$log" || die "$log: a shard failed"
    for h in "${hosts[@]}"; do
        awk -v h="$h" 'NR > 1 && $2 ~ h { found = 1 } END { exit !found }' "$log" ||
            die "$log: no shard ran on $h"
    done
done
echo "== scale: parallel --pipe -k --sshlogin ${hosts[0]},${hosts[1]}: JSON ($(wc -c <answers.jsonl) bytes) and TSV ($(wc -c <answers.tsv) bytes) identical to one process, $shards shards on both hosts"
