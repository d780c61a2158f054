// router.test.mjs - the page's offline answers (router.mjs) against
// `bee-simd serve` itself: status and body byte for byte for every GET the
// page makes and the parameters' refusals; /v1/info's shared fields.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { bee, router, haveCli, beeSimd } from "./helpers.mjs";

const skip = haveCli ? false : `no native bee-simd at ${beeSimd} (set BEE_SIMD)`;
let server = null, base = null;
if (haveCli) {
  server = spawn(beeSimd, ["serve", "--listen", "127.0.0.1:0", "--threads", "1"], { stdio: ["ignore", "ignore", "pipe"] });
  base = await new Promise((resolve, reject) => {
    let err = "";
    server.stderr.on("data", (d) => {
      err += d;
      const m = err.match(/listening on (http:\/\/\S+)/);
      if (m) resolve(m[1]);
    });
    server.on("exit", () => reject(new Error("bee-simd serve exited: " + err)));
  });
  after(() => server.kill());
}
const engine = await bee.loadBee();
const index = await engine.builtin();
const route = router.createRouter(engine, index);

const urls = [
  "/healthz",
  "/v1/solve?puzzle=raegint", "/v1/solve?puzzle=RAEGINT", "/v1/solve?puzzle=aeginRt",
  "/v1/solve?puzzle=abcdefgh&size=8", "/v1/solve?puzzle=qxzjvkw", "/v1/solve?puzzle=raegin",
  "/v1/solve?puzzle=raegina", "/v1/solve?puzzle=raeg1nt", "/v1/solve", "/v1/solve?puzzle=raegint&size=x",
  "/v1/hints?puzzle=raegint", "/v1/hints?puzzle=raegint&found=", "/v1/hints?puzzle=raegint&found=rage,,GEAR,xxxx",
  "/v1/hints?puzzle=nhoytpa&found=python,typhoon", "/v1/hints", "/v1/hints?puzzle=xyz",
  "/v1/bag?letters=ovrkqlwislrecrtgmvpfprzey&sort=length&top=500", "/v1/bag?letters=retains%3F%3F&sort=alpha",
  "/v1/bag?letters=qzx", "/v1/bag?letters=ab1c", "/v1/bag", "/v1/bag?letters=abc&sort=sideways",
  "/v1/bag?letters=abc&min_len=x", "/v1/bag?letters=etaoinshrd&min_len=5&max_len=6",
  "/v1/all?top=5", "/v1/all?top=5&sort=score", "/v1/all?top=3&sort=words", "/v1/all", "/v1/all?top=0",
  "/v1/all?top=3&sort=bad", "/v1/random?x=1", "/v1/nothing",
  "/v1/daily?date=2026-11-28", "/v1/daily?date=1970-01-01", "/v1/daily?date=2026-13-01", "/v1/daily?date=tomorrow",
];

test("every answer the page can ask for: the server's status and bytes", { skip }, async () => {
  for (const url of urls) {
    const res = await fetch(base + url);
    const mine = route(url);
    assert.equal(mine.status, res.status, url);
    assert.equal(mine.body, await res.text(), url);
  }
});

test("/v1/info: the server's version, words, alphabet", { skip }, async () => {
  const theirs = await (await fetch(base + "/v1/info")).json();
  const mine = JSON.parse(route("/v1/info").body);
  for (const key of ["version", "words", "indexed_words", "min_len", "alphabet"])
    assert.deepEqual(mine[key], theirs[key], key);
  assert.equal(mine.kernel, index.kernel);
});

test("/v1/random: one of the playable puzzles, as the server's are", { skip }, async () => {
  for (let i = 0; i < 5; i++) {
    const { puzzle } = JSON.parse(route("/v1/random").body);
    const r = index.solve(puzzle);
    assert.ok(r.count >= 20 && r.count <= 80 && r.pangram_count >= 1, puzzle);
  }
});
