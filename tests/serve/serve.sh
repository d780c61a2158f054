# serve.sh - `bee-simd serve` over HTTP on loopback: every endpoint against
# the command line's own bytes, every error status with its message, caching
# and CORS headers, a slow client, 500 idle connections, floods of 150 and
# 2,000 connections (flood.py, python3), malformed HTTP and
# huge headers while another client is served, the body limits, SIGHUP
# reloading an index file, and SIGTERM with a request in flight.
# Usage: bash serve.sh path/to/bee-simd   (needs curl and jq; 127.0.0.1 only)
# Every wait is bounded; the whole script takes some 20 seconds.
here=$(dirname "$0")
source "$here/../cli/lib/harness.sh"
if ! "${BEE[@]}" serve --help >/dev/null 2>&1; then
    echo "bee-simd was built without serve (no libmicrohttpd): nothing to test" >&2
    exit 1
fi
servers=()
stop_servers() {
    for p in "${servers[@]}"; do kill -9 "$p" 2>/dev/null; wait "$p" 2>/dev/null; done
    rm -rf "$tmp"
}
trap stop_servers EXIT

# start NAME ARGS...: run a server on a free port; sets $url and $pid
start() {
    local name=$1
    shift
    "${BEE[@]}" serve --listen 127.0.0.1:0 "$@" 2>"$tmp/$name.err" &
    pid=$!
    servers+=("$pid")
    for _ in $(seq 100); do
        grep -q '^bee-simd: listening on ' "$tmp/$name.err" && break
        sleep 0.05
    done
    url=$(sed -n 's/^bee-simd: listening on //p' "$tmp/$name.err")
    [ -n "$url" ] || { echo "server $name did not start: $(cat "$tmp/$name.err")" >&2; exit 1; }
}

# get PATH [curl args]: $status, $body (into $tmp/out for the harness), $headers
get() {
    local path=$1
    shift
    current="GET $path"
    : >"$tmp/out"
    status=$(curl -s -o "$tmp/out" -D "$tmp/headers" -w '%{http_code}' --max-time 10 "$@" "$url$path")
    body=$(cat "$tmp/out")
    out=$body
    headers=$(tr -d '\r' <"$tmp/headers")
    : >"$tmp/err"
}
post() {   # post PATH FILE [curl args]
    local path=$1 file=$2
    shift 2
    current="POST $path < $file"
    : >"$tmp/out"
    status=$(curl -s -o "$tmp/out" -D "$tmp/headers" -w '%{http_code}' --max-time 20 \
             --data-binary @"$file" -H 'Content-Type: text/plain' "$@" "$url$path")
    body=$(cat "$tmp/out")
    out=$body
    headers=$(tr -d '\r' <"$tmp/headers")
    : >"$tmp/err"
}
expect_status() { if [ "$status" == "$1" ]; then ok; else bad "status $status, expected $1"; fi; }
expect_body() { if [ "$body" == "$1" ]; then ok; else bad "body differs from: $1"; fi; }
expect_header() { if grep -qi "^$1" <<<"$headers"; then ok; else bad "no header $1"; fi; }
# same_as ARGS...: the body is byte for byte what `bee-simd ARGS` prints
same_as() {
    "${BEE[@]}" "$@" >"$tmp/cli" 2>/dev/null
    if cmp -s "$tmp/cli" "$tmp/out"; then ok; else bad "body differs from 'bee-simd $*'"; fi
}
same_as_stdin() {   # same_as_stdin FILE ARGS...
    local file=$1
    shift
    "${BEE[@]}" "$@" <"$file" >"$tmp/cli" 2>/dev/null
    if cmp -s "$tmp/cli" "$tmp/out"; then ok; else bad "body differs from 'bee-simd $* < $file'"; fi
}

start main --threads 2 --max-body 200000 --max-batch 3000 --cors https://puzzles.example
main_pid=$pid
main_url=$url
expect_same "$(wc -l <"$tmp/main.err")" 1 "the ready line is the only line on stderr"

# ------------------------------------------------------------ /v1/solve
get '/v1/solve?puzzle=raegint'
expect_status 200
same_as solve --format json raegint
expect_header 'Content-Type: application/json'
expect_header 'ETag: "bee-'
expect_header 'Cache-Control: public'
expect_header 'Access-Control-Allow-Origin: https://puzzles.example'
etag=$(sed -n 's/^ETag: //Ip' <<<"$headers")
get '/v1/solve?puzzle=aeginRt&min_len=5&scoring=simple'
same_as solve --format json --min-len 5 --scoring simple aeginRt
get '/v1/solve?puzzle=raegint&count=1'
same_as solve --format json --count raegint
get '/v1/solve?puzzle=raegintl&size=8&format=tsv'
expect_header 'Content-Type: text/tab-separated-values'
same_as solve --format tsv --size 8 raegintl
get '/v1/solve?puzzle=xyzqvjk'
same_as solve --format json xyzqvjk
# /v1/hints: the `hints` record, byte for byte
get '/v1/hints?puzzle=raegint'
expect_status 200
same_as hints --format json raegint
get '/v1/hints?puzzle=aeginRt&found=rating,GRANITE,gnat&min_len=5'
same_as hints --format json --found rating,GRANITE,gnat --min-len 5 aeginRt
get '/v1/hints?puzzle=raegint&format=tsv'
same_as hints --format tsv raegint
get '/v1/hints?puzzle=bad'
expect_status 400
expect_body '{"error":"puzzle '"'"'bad'"'"': has 3 letters, expected 7 (use size=N for other sizes)"}'
get '/v1/hints?puzzle=raegint&count=1'
expect_status 400
# /v1/random: each pick a puzzle with a pangram and 20-80 answers, as
# `bee-simd solve` counts them; never cached; no parameters
picks=()
for _ in 1 2 3 4 5 6 7 8; do
    get '/v1/random'
    expect_status 200
    expect_header 'Cache-Control: no-store'
    p=$(jq -r .puzzle "$tmp/out")
    picks+=("$p")
    [[ "$p" =~ ^[a-z]{7}$ ]] && ok || bad "not a puzzle: $p"
    "${BEE[@]}" solve --format json "$p" >"$tmp/cli" 2>/dev/null
    expect_same "$(jq -r '.puzzle' "$tmp/cli")" "$p" "$p: not in the center-first spelling solve gives"
    expect_same "$(jq '.count >= 20 and .count <= 80 and .pangram_count >= 1' "$tmp/cli")" true \
        "$p: $(jq -c '{count, pangram_count}' "$tmp/cli"), not 20-80 answers with a pangram"
done
# (some 29,000 puzzles to pick from on ENABLE: 8 picks all alike is no chance)
[ "$(printf '%s\n' "${picks[@]}" | sort -u | wc -l)" -ge 2 ] && ok || bad "8 picks, one puzzle: ${picks[*]}"
get '/v1/random?top=1'
expect_status 400
expect_body '{"error":"/v1/random takes no parameters ('"'"'top'"'"' given)"}'
# /v1/daily: the `daily --format json` record; today's (UTC) without a date,
# never cached then; a dated one cacheable; bad dates and parameters 400
get '/v1/daily?date=2026-11-28'
expect_status 200
same_as daily --date 2026-11-28 --format json
expect_header 'Cache-Control: public'
get '/v1/daily?date=2026-11-28'   # the kept answer: the same bytes
same_as daily --date 2026-11-28 --format json
get '/v1/daily'
expect_status 200
expect_header 'Cache-Control: no-store'
d=$(jq -r .date "$tmp/out")
same_as daily --date "$d" --format json
[ "$d" = "$(date -u +%F)" ] || [ "$d" = "$(date -u -d '1 minute ago' +%F)" ] && ok || bad "today is not $d"
get '/v1/daily?date=2026-02-30'
expect_status 400
expect_body '{"error":"date '"'"'2026-02-30'"'"': no day 30 in 2026-02 (it has 28 days)"}'
get '/v1/daily?puzzle=raegint'
expect_status 400
expect_body '{"error":"/v1/daily takes only date=YYYY-MM-DD ('"'"'puzzle'"'"' given)"}'
get '/v1/solve?puzzle=raegint' -H "If-None-Match: $etag"
expect_status 304
expect_body ""
get '/v1/solve?puzzle=raegin'
expect_status 400
# the command line's message, its hint in the query's terms (size=N)
expect_body "$(printf '{"error":"%s"}' "$("${BEE[@]}" solve raegin 2>&1 | head -n 1 | sed 's/^bee-simd [a-z]*: //; s/use --size N/use size=N/')")"
get '/v1/solve?puzzle=raegint&min_len=0'
expect_status 400
expect_body '{"error":"min_len: '"'"'0'"'"' is not a number from 1 to 255"}'
get '/v1/solve?puzzle=raegint&scoring=odd'
expect_body '{"error":"scoring: unknown rule '"'"'odd'"'"' (nyt or simple)"}'
get '/v1/solve?puzzle=raegint&count=maybe'
expect_body '{"error":"count: '"'"'maybe'"'"' is not a flag value (1, true, 0 or false)"}'
get '/v1/solve?puzzle=raegint&colour=red'
expect_status 400
expect_body '{"error":"unknown parameter '"'"'colour'"'"'"}'
get '/v1/solve?puzzle=raegint&scorng=nyt'
expect_status 400
expect_body '{"error":"unknown parameter '"'"'scorng'"'"' (did you mean '"'"'scoring'"'"'?)"}'
# a name given twice: refused, not the last value kept silently
get '/v1/solve?puzzle=raegint&puzzle=nhoytpa'
expect_status 400
expect_body '{"error":"puzzle: given more than once"}'
# %00 (a NUL) in a value or a name: refused, never cut short (issue 27 item 4)
get '/v1/solve?puzzle=raegint%00xx'
expect_status 400
expect_body '{"error":"puzzle: a NUL byte (%00) in the value"}'
get '/v1/bag?letters=cat%00zzzzz'
expect_status 400
expect_body '{"error":"letters: a NUL byte (%00) in the value"}'
get '/v1/solve?puzzle=raegint&min_len=4%00'
expect_status 400
get '/v1/solve?puzzle=raegint&min%00_len=4'
expect_status 400
expect_body '{"error":"min: a NUL byte (%00) in the name"}'
get '/v1/solve'
expect_status 400
expect_body '{"error":"no puzzle given (try /v1/solve?puzzle=raegint)"}'

# POST: the --stdin stream over the body, bad lines as error records in place
printf 'raegint\n# a comment\n\nxx\naeginRt\r\n  lmopcua  \nabcdefghijk\nRAEGINT' >"$tmp/batch.txt"
post /v1/solve "$tmp/batch.txt"
expect_status 200
expect_header 'Content-Type: application/x-ndjson'
same_as_stdin "$tmp/batch.txt" --stdin --format json
post '/v1/solve?count=1&min_len=6' "$tmp/batch.txt"
same_as_stdin "$tmp/batch.txt" --stdin --format json --count --min-len 6
"${BEE[@]}" all --top 2000 --sort words | cut -d: -f1 >"$tmp/many.txt"   # aeginRt: ...
post /v1/solve "$tmp/many.txt"
same_as_stdin "$tmp/many.txt" --stdin --format json
post '/v1/solve?puzzle=raegint' "$tmp/batch.txt"
expect_status 400
expect_body '{"error":"puzzle: given in the body of a POST, one a line"}'

# ------------------------------------------------------------ /v1/bag
get '/v1/bag?letters=ovrkqlwislrecrtgmvpfprzey&top=10'
expect_status 200
same_as bag --format json --top 10 ovrkqlwislrecrtgmvpfprzey
get '/v1/bag?letters=cat%3F&sort=alpha&min_len=3&max_len=4&must_use=t'
same_as bag --format json --sort alpha --min-len 3 --max-len 4 --must-use t 'cat?'
get '/v1/bag?letters=stack&count=true'
same_as bag --format json --count stack
get '/v1/bag?letters=ab1'
expect_status 400
expect_body "$(printf '{"error":"%s"}' "$("${BEE[@]}" bag ab1 2>&1 | head -n 1 | sed 's/^bee-simd [a-z]*: //')")"
get '/v1/bag?letters=abc&must_use=A'
expect_body '{"error":"must_use: '"'"'A'"'"': character 1 is not a letter a-z"}'
get '/v1/bag?letters=abc&min_len=5&max_len=3'
expect_body '{"error":"--min-len 5 is above --max-len 3"}'
printf 'stack\n\nab1\ncat?\n' >"$tmp/bags.txt"
post '/v1/bag?top=3' "$tmp/bags.txt"
expect_status 200
same_as_stdin "$tmp/bags.txt" bag --stdin --format json --top 3

# ------------------------------------------------------------ /v1/all
get '/v1/all?top=5&sort=score'
expect_status 200
expect_header 'Content-Type: application/x-ndjson'
same_as all --format json --top 5 --sort score
get '/v1/all?top=3&words=1&exclude=s&center=a&min_words=20'
same_as all --format json --top 3 --words --exclude s --center a --min-words 20
get '/v1/all?top=2&any&size=5&letters=qu&min_len=3'
same_as all --format json --top 2 --any --size 5 --letters qu --min-len 3
get '/v1/all?top=3&sort=score&exclude=s&min_words=20&bingo=1&min_perfect=1'
same_as all --format json --top 3 --sort score --exclude s --min-words 20 --bingo --min-perfect 1
get '/v1/all?top=3&min_perfect=x'
expect_status 400
expect_body '{"error":"min_perfect: '"'"'x'"'"' is not a number from 0 to 4294967295"}'
get '/v1/all?top=3&bingo=maybe'
expect_status 400
expect_body '{"error":"bingo: '"'"'maybe'"'"' is not a flag value (1, true, 0 or false)"}'
get '/v1/all?sort=score'
expect_status 400
expect_body '{"error":"top is required (1 to 1000)"}'
get '/v1/all?top=1001'
expect_body '{"error":"top: '"'"'1001'"'"' is not a number from 1 to 1000"}'
get '/v1/all?top=5&letters=abcdefgh'
expect_status 400
expect_body "$(printf '{"error":"%s"}' "$("${BEE[@]}" all --top 5 --letters abcdefgh 2>&1 | head -n 1 | sed 's/^bee-simd [a-z]*: //')")"

# ------------------------------------------------- the rest, and errors
get /healthz
expect_body '{"status":"ok"}'
expect_header 'Cache-Control: no-store'
get /v1/info
expect_same "$(jq -r .words <<<"$body")" "$("${BEE[@]}" info | sed -n "s/.*, words \([0-9]*\),.*/\1/p")" \
    "/v1/info words"
expect_same "$(jq -r .max_batch <<<"$body")" 3000 "/v1/info max_batch"
get /
expect_status 200
expect_header 'Content-Type: text/html'
expect_out_has '<title>bee-simd: Spelling Bee</title>'
expect_out_has 'id="hive"'
get /nowhere
expect_status 404
expect_body '{"error":"no such endpoint '"'"'/nowhere'"'"' (see GET /)"}'
get /v1/solve -X DELETE
expect_status 405
expect_header 'Allow: GET, HEAD, POST'
expect_body '{"error":"method DELETE not allowed on /v1/solve (GET, HEAD, POST)"}'
get /v1/all -X POST
expect_status 405
expect_header 'Allow: GET, HEAD'
get /v1/solve -X OPTIONS
expect_status 204
expect_header 'Access-Control-Allow-Methods: GET, HEAD, POST'
get "/v1/solve?puzzle=$(head -c 5000 /dev/zero | tr '\0' a)"
expect_status 414
expect_body '{"error":"query parameters over 4096 bytes"}'
get "/v1/solve?puzzle=$(head -c 100000 /dev/zero | tr '\0' a)"
expect_status 414   # past the connection's memory: libmicrohttpd's own 414
get /v1/solve?puzzle=raegint -H "X-Huge: $(head -c 100000 /dev/zero | tr '\0' a)"
expect_status 431

# Bodies over --max-body (declared, and chunked with no length) and --max-batch
head -c 300000 /dev/zero | tr '\0' a >"$tmp/big.txt"
post /v1/solve "$tmp/big.txt"
expect_status 413
expect_body '{"error":"request body over 200000 bytes (--max-body)"}'
post /v1/solve "$tmp/big.txt" -H 'Transfer-Encoding: chunked'
expect_status 413
expect_body '{"error":"request body over 200000 bytes (--max-body)"}'
head -c 3001 /dev/zero | tr '\0' '\n' >"$tmp/lines.txt"
post /v1/bag "$tmp/lines.txt"
expect_status 413
expect_body '{"error":"request body over 3000 lines (--max-batch)"}'
head -c 3000 /dev/zero | tr '\0' '\n' >"$tmp/lines.txt"
post /v1/bag "$tmp/lines.txt"
expect_status 200

# ------------------------------------------- others go on being served
# 500 idle connections, a client sending its headers a byte at a time,
# malformed HTTP: a plain request must still be answered at once.
idle=()
for i in $(seq 500); do
    exec {fd}<>"/dev/tcp/127.0.0.1/${url##*:}" && idle+=("$fd")
done
expect_same "${#idle[@]}" 500 "500 idle connections opened"
(
    exec 3<>"/dev/tcp/127.0.0.1/${url##*:}"
    req="GET /v1/solve?puzzle=raegint HTTP/1.1"
    for ((i = 0; i < ${#req}; i++)); do printf '%s' "${req:i:1}" >&3 || exit 0; sleep 0.2; done
) &
slow=$!
exec {junk}<>"/dev/tcp/127.0.0.1/${url##*:}"
(printf 'NONSENSE \x01\x02 HTTP/9.9\r\nthis is: not http\r\n\r\n' >&"$junk") 2>/dev/null   # a subshell: SIGPIPE if it is closed already
sleep 0.5
start_t=$(date +%s%N)
get '/v1/solve?puzzle=raegint' --max-time 3
elapsed_ms=$((($(date +%s%N) - start_t) / 1000000))
expect_status 200
same_as solve --format json raegint
current="malformed HTTP"
if read -r -t 2 line <&"$junk"; then
    [[ "$line" == "HTTP/1.1 "[45]* ]] && ok || bad "malformed HTTP answered '$line'"
elif [ $? -gt 128 ]; then
    bad "malformed HTTP left the connection hanging"
else
    ok   # closed without an answer
fi
echo "(answered in $elapsed_ms ms beside 500 idle connections and a slow client)"
kill "$slow" 2>/dev/null
wait "$slow" 2>/dev/null
for fd in "${idle[@]}" "$junk"; do exec {fd}>&-; done

# --max-connections: past it, 503 (and the server still answers afterwards)
start small --max-connections 3
small_pid=$pid
held=()
for i in 1 2 3; do exec {fd}<>"/dev/tcp/127.0.0.1/${url##*:}" && held+=("$fd"); done
sleep 0.2
get /healthz
expect_status 503
expect_body '{"error":"too many connections; try again"}'
expect_header 'Retry-After: 1'
for fd in "${held[@]}"; do exec {fd}>&-; done
sleep 0.3
get /healthz
expect_status 200

# Floods (issue 27): past --max-connections a new client gets 503 with
# Retry-After, past the spare ones it is refused at once; either within
# 100 ms, however many connections the flood holds (tests/serve/flood.py:
# idle connections, then clients one after the other; every wait bounded).
# libmicrohttpd at its own limit stops accepting, and a client waited in the
# listen backlog until idle connections timed out (--timeout, 10 s).
flood_check() {   # flood_check PORT CONNECTIONS PROBES EXPECTED
    local port=$1 n=$2 probes=$3 want=$4 ms what slow=0 others=0
    current="a flood of $n connections"
    timeout 60 python3 "$here/flood.py" "$port" "$n" "$probes" >"$tmp/flood" 2>&1
    while read -r ms what; do
        [ "$ms" = flood ] && continue
        [ "${ms%.*}" -lt 100 ] || slow=$((slow + 1))
        [ "$what" = "$want" ] || others=$((others + 1))
    done <"$tmp/flood"
    expect_same "$(grep -c '^[0-9]' "$tmp/flood")" "$probes" "$current: every probe ended ($(tr '\n' ';' <"$tmp/flood"))"
    expect_same "$slow" 0 "$current: a client waited 100 ms or more ($(tr '\n' ';' <"$tmp/flood"))"
    expect_same "$others" 0 "$current: a client got other than '$want' ($(tr '\n' ';' <"$tmp/flood"))"
    expect_same "$(sed -n 's/^flood \([0-9]*\) open.*/\1/p' "$tmp/flood")" "$n" "$current: the flood was not all opened"
    echo "(a flood of $n connections: $(grep -v '^flood' "$tmp/flood" | tr '\n' ';'))"
}
if command -v python3 >/dev/null; then
    start flood --max-connections 100 --threads 2
    flood_check "${url##*:}" 150 5 "503 Retry-After: 1"   # 100 + 64 spare: 503
    flood_check "${url##*:}" 2000 5 refused
    get /healthz   # and answers once the flood is gone
    expect_status 200
    kill -TERM "$pid"
    wait "$pid"
    expect_same $? 0 "exit status after SIGTERM after the floods"
    start flood-default --threads 2   # --max-connections 1024 and the open-file limit
    flood_check "${url##*:}" 2000 5 refused
    kill -TERM "$pid"
    wait "$pid"
else
    echo "SKIP: no python3: the flood checks" >&2
    skipped=$((skipped + 1))
fi

# --timeout: an idle connection is closed after it
start brief --timeout 1
exec {fd}<>"/dev/tcp/127.0.0.1/${url##*:}"
if read -r -t 4 line <&"$fd"; then bad "an idle connection got data"; else
    if [ $? -gt 128 ]; then bad "an idle connection was not closed after --timeout"; else ok; fi
fi
exec {fd}>&-
kill -TERM "$small_pid" "$pid"
wait "$small_pid"
expect_same $? 0 "exit status after SIGTERM"

# -------------------------------------------------------------- SIGHUP
printf 'granite\ningrate\ntearing\n' >"$tmp/w1.txt"
printf 'granite\ntearing\n' >"$tmp/w2.txt"
"${BEE[@]}" index "$tmp/w1.txt" -o "$tmp/words.idx"
start reload --index "$tmp/words.idx"
reload_pid=$pid
get '/v1/solve?puzzle=raegint&count=1'
first_etag=$(sed -n 's/^ETag: //Ip' <<<"$headers")
expect_body '{"puzzle":"raegint","center":"r","count":3,"pangram_count":3,"score":42}'
get '/v1/random'   # three words: no puzzle has 20 answers
expect_status 404
expect_body '{"error":"the word list has no puzzle with a pangram and 20 to 80 answers"}'
get '/v1/daily?date=2026-11-28'   # nor a daily one
expect_status 404
"${BEE[@]}" index "$tmp/w2.txt" -o "$tmp/words.idx"
kill -HUP "$reload_pid"
for _ in $(seq 100); do grep -q reloaded "$tmp/reload.err" && break; sleep 0.05; done
get '/v1/solve?puzzle=raegint&count=1'
expect_body '{"puzzle":"raegint","center":"r","count":2,"pangram_count":2,"score":28}'
expect_same "$(sed -n 's/^ETag: //Ip' <<<"$headers" | grep -c "$first_etag")" 0 "a new ETag after a reload"
echo 'not an index' >"$tmp/broken.idx"
mv "$tmp/broken.idx" "$tmp/words.idx"   # replaced, as `bee-simd index` does: never rewritten in place
kill -HUP "$reload_pid"
for _ in $(seq 100); do grep -q 'reload failed' "$tmp/reload.err" && break; sleep 0.05; done
get '/v1/solve?puzzle=raegint&count=1'
expect_body '{"puzzle":"raegint","center":"r","count":2,"pangram_count":2,"score":28}'
kill -TERM "$reload_pid"
wait "$reload_pid"
expect_same $? 0 "exit status after SIGTERM (reload)"

# --------------------------------------------- SIGTERM with requests in flight
# A batch read slowly by its client is in flight when SIGTERM comes: it
# finishes whole, no new connection is taken, and the server exits 0.
url=$main_url
for i in $(seq 8); do cat "$tmp/many.txt"; done | head -n 3000 >"$tmp/flight.txt"
"${BEE[@]}" --stdin --format json <"$tmp/flight.txt" >"$tmp/flight.cli" 2>/dev/null
curl -s --max-time 30 --limit-rate 1M --data-binary @"$tmp/flight.txt" "$url/v1/solve" \
    -o "$tmp/flight.out" &
client=$!
sleep 0.5
kill -TERM "$main_pid"
sleep 0.2
current="GET after SIGTERM"
if curl -s --max-time 2 "$url/healthz" >/dev/null; then bad "a new request was served after SIGTERM"; else ok; fi
wait "$client"
current="the batch in flight at SIGTERM"
if cmp -s "$tmp/flight.cli" "$tmp/flight.out"; then ok; else
    bad "the batch in flight was cut short ($(wc -c <"$tmp/flight.out") of $(wc -c <"$tmp/flight.cli") bytes)"
fi
wait "$main_pid"
expect_same $? 0 "exit status after draining"
expect_same "$(wc -l <"$tmp/main.err")" 1 "nothing more on stderr"

# ----------------------------------------------- /v1/bag over a Catalan index
# UTF-8 letters percent-encoded; a folded character refused by name, as the
# command line refuses it; must_use in the alphabet's letters; POST batches
printf 'col·lecció\ncol·leccions\nsol\nsols\nlloc\nçel\nçels\ncoll\nlleó\n' >"$tmp/ca.txt"
"${BEE[@]}" index --lang ca --dict "$tmp/ca.txt" -o "$tmp/ca.idx" >/dev/null 2>&1
start catalan --index "$tmp/ca.idx"
get '/v1/bag?letters=%C3%87EL%3F'
expect_status 200
same_as bag --index "$tmp/ca.idx" --format json 'ÇEL?'
get '/v1/bag?letters=colleccio&must_use=%C3%A7'
expect_status 200
same_as bag --index "$tmp/ca.idx" --format json --must-use ç colleccio
get '/v1/bag?letters=s%C3%B2l'
expect_status 400
expect_body '{"error":"bag '"'"'sòl'"'"': '"'"'ò'"'"' is not a letter of the alphabet '"'"'ca'"'"' or a blank '"'"'?'"'"'"}'
printf 'colleccions\nsòl\nçels?\n' >"$tmp/ca_bags.txt"
post '/v1/bag' "$tmp/ca_bags.txt"
same_as_stdin "$tmp/ca_bags.txt" bag --index "$tmp/ca.idx" --format json --stdin

# ------------------------------------------------------------ --access-log
# a line a request: host, date, the request line as sent (query included),
# the status, no size, the microseconds taken
start logged --access-log "$tmp/access.log"
get '/v1/solve?puzzle=raegint&count=1'
get '/nope'
printf 'raegint\n' >"$tmp/one.txt"
post '/v1/solve?count=1' "$tmp/one.txt"
for _ in $(seq 50); do [ "$(wc -l <"$tmp/access.log")" -ge 3 ] && break; sleep 0.05; done
current="--access-log"
expect_same "$(wc -l <"$tmp/access.log")" 3 "three requests, three lines"
re='^127\.0\.0\.1 - - \[[0-9]{2}/[A-Z][a-z]{2}/[0-9]{4}:[0-9:]{8} [-+][0-9]{4}\] "'
grep -Eq "$re"'GET /v1/solve\?puzzle=raegint&count=1 HTTP/1\.1" 200 - [0-9]+$' "$tmp/access.log" && ok || bad "no line for the GET: $(cat "$tmp/access.log")"
grep -Eq "$re"'GET /nope HTTP/1\.1" 404 - [0-9]+$' "$tmp/access.log" && ok || bad "no line for the 404"
grep -Eq "$re"'POST /v1/solve\?count=1 HTTP/1\.1" 200 - [0-9]+$' "$tmp/access.log" && ok || bad "no line for the POST"
run serve --listen 127.0.0.1:0 --access-log /nonexistent/dir/access.log
expect_rc 1
expect_err "bee-simd serve: --access-log /nonexistent/dir/access.log: cannot open: No such file or directory"

# ------------------------------------------------ other alphabets, in UTF-8
# ca-words.txt: the 182 words of Debian's Catalan list made of the letters
# ç a d e f l n after folds (`fal·laç`, `deçà`; its one pangram `defallença`):
# its playable puzzles (a pangram, 20-80 answers) are çadefln and fadelnç.
# ca26.alphabet: Catalan with ç for w, 26 letters (what `all` takes today).
get '/v1/info'   # English, on the main server
expect_same "$(jq -c '.alphabet | {code, min_len, points, bonus, folds}' "$tmp/out")" \
    '{"code":"en","min_len":4,"points":[1,1,1,1,5,6,7],"bonus":7,"folds":{}}' "/v1/info: English's alphabet"
expect_same "$(jq -r '.alphabet.letters | join("")' "$tmp/out")" abcdefghijklmnopqrstuvwxyz "/v1/info: a-z"
start ca26 --alphabet "$here/ca26.alphabet" --dict "$here/ca-words.txt" --threads 2
ca26=(--alphabet "$here/ca26.alphabet" --dict "$here/ca-words.txt")
get '/v1/info'
expect_same "$(jq -c '.alphabet | {code, name, min_len, points, bonus}' "$tmp/out")" \
    '{"code":"ca26","name":"Catalan without w","min_len":3,"points":[1,1,1,2,5,6,7],"bonus":10}' "/v1/info: the file's alphabet"
expect_same "$(jq -r '.alphabet.letters | join(" ")' "$tmp/out")" "a b c d e f g h i j k l m n o p q r s t u v x y z ç" \
    "/v1/info: the letters in mask order"
expect_same "$(jq -c '.alphabet.folds | [.["à"], .["ü"], .["·"], length]' "$tmp/out")" '["a","u","",11]' "/v1/info: folds and the drop"
picks=()
for _ in 1 2 3 4 5 6; do
    get '/v1/random'
    expect_status 200
    p=$(jq -r .puzzle "$tmp/out")
    picks+=("$p")
    # raw UTF-8 in the body, not \u escapes; center first, then mask order
    case "$body" in '{"puzzle":"çadefln"}' | '{"puzzle":"fadelnç"}') ok ;; *) bad "not a playable puzzle: $body" ;; esac
    "${BEE[@]}" solve "${ca26[@]}" --format json "$p" >"$tmp/cli" 2>/dev/null
    expect_same "$(jq -r '.puzzle' "$tmp/cli")" "$p" "$p: not in the center-first spelling solve gives"
    expect_same "$(jq '.count >= 20 and .count <= 80 and .pangram_count >= 1' "$tmp/cli")" true "$p: not playable"
done
get '/v1/solve?puzzle=%C3%A7adefln'   # percent-encoded UTF-8
expect_status 200
same_as solve "${ca26[@]}" --format json çadefln
# the Catalan built-in (27 letters) from an index file
"${BEE[@]}" index --lang ca --dict "$here/ca-words.txt" -o "$tmp/ca.idx" 2>/dev/null
start ca --index "$tmp/ca.idx" --threads 2
get '/v1/info'
expect_same "$(jq -c '.alphabet | {code, min_len, points, bonus, n: (.letters | length), last: .letters[26], l: .folds["·"]}' "$tmp/out")" \
    '{"code":"ca","min_len":3,"points":[1,1,1,2,5,6,7],"bonus":10,"n":27,"last":"ç","l":""}' "/v1/info: Catalan"
get '/v1/solve?puzzle=%C3%A7adefln'
expect_status 200
same_as solve --index "$tmp/ca.idx" --format json çadefln
expect_same "$(jq -r '.center, (.words | index("fal·laç") != null), .pangrams[0]' "$tmp/out" | tr '\n' ' ')" \
    "ç true defallença " "the list's spellings"
# /v1/all's letters in the file's alphabet (the server was given no --lang)
get '/v1/all?top=3&center=%C3%A7&exclude=%C3%A0&sort=score'
expect_status 400
grep -q "'à', not a letter of alphabet 'ca'" "$tmp/out" && ok || bad "exclude=à: $(cat "$tmp/out")"
get '/v1/all?top=3&center=%C3%A7&sort=score'
expect_status 200
same_as all --index "$tmp/ca.idx" --format json --top 3 --center ç --sort score
get '/v1/solve?puzzle=adeflnÇ'   # the center in capitals, unencoded UTF-8
same_as solve --index "$tmp/ca.idx" --format json adeflnÇ
# found by their letters (fallaç is fal·laç; fallac is not: ç is a letter),
# scored by Catalan points (6 letters 6; the pangram 10 + 10)
get '/v1/hints?puzzle=%C3%A7adefln&found=falla%C3%A7,defallen%C3%A7a,fal%C2%B7la%C3%A7,fallac'
expect_status 200
same_as hints --index "$tmp/ca.idx" --format json --found fallaç,defallença,fal·laç,fallac çadefln
expect_same "$(jq -c '[.center, .found.count, .found.score, .found.not_answers]' "$tmp/out")" \
    '["ç",2,26,["fallac"]]' "/v1/hints: found by letters, scored by Catalan points"
get '/v1/solve?puzzle=%C3%B1adefln'   # ñ: not a Catalan letter
expect_status 400
expect_body '{"error":"puzzle '"'"'ñadefln'"'"': '"'"'ñ'"'"' is not a letter of the alphabet '"'"'ca'"'"'"}'
get '/v1/solve?puzzle=%C3%A0dlnefc'   # à: a fold, not a letter
expect_status 400
grep -q "'à'" "$tmp/out" && ok || bad "the refusal does not name 'à'"
get '/v1/random'
expect_status 200   # 27 letters: bee_all_solve's playable puzzles over Catalan
case "$body" in '{"puzzle":"çadefln"}' | '{"puzzle":"fadelnç"}') ok ;; *) bad "not a playable puzzle: $body" ;; esac

# ------------------------------------------- libmicrohttpd is opened by serve
# Not linked (every other command would load it and its dependencies at
# start): opened by `serve`, which says so when it cannot.
BEE_MICROHTTPD=/nonexistent/libmicrohttpd.so.12 run serve --listen 127.0.0.1:0
expect_rc 1
expect_err "bee-simd serve: cannot load libmicrohttpd, which serving needs (Debian: apt install libmicrohttpd12): /nonexistent/libmicrohttpd.so.12: cannot open shared object file: No such file or directory"
BEE_MICROHTTPD=libc.so.6 run serve --listen 127.0.0.1:0
expect_rc 1
expect_err "bee-simd serve: libc.so.6 has no MHD_start_daemon (not libmicrohttpd, or too old)"

finish
