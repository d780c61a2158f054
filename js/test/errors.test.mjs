// errors.test.mjs - every error path: exceptions (BeeError) carrying the
// library's own messages (those `bee-simd` prints after its "bee-simd
// solve: " prefix), the router's 400 and 404 answers, a freed index.
import { test } from "node:test";
import assert from "node:assert/strict";
import { bee, router, cli, haveCli } from "./helpers.mjs";

const { loadBee, BeeError } = bee;
const engine = await loadBee();
const index = await engine.builtin();

// The program's message for the same input, without its "bee-simd CMD: " prefix.
function cliError(args) {
  try {
    cli(args);
  } catch (e) {
    return e.message.split(": ").slice(2).join(": ").split("\n")[0].replace(/^bee-simd \w+: /, "");
  }
  throw new Error(`bee-simd ${args.join(" ")} succeeded`);
}

test("bad puzzles: BeeError with the library's message", () => {
  for (const p of ["xyz", "raegina", "raeg1nt", "", "aeGInRt", "raegintx"]) {
    assert.throws(() => index.solve(p), BeeError, p);
    if (haveCli && p) {
      // the program says the same, and how to ask for other sizes
      const want = cliError(["solve", "--format", "json", p]);
      assert.throws(() => index.solve(p), (e) => want.startsWith(e.message) && e.message.length > 10, p);
    }
  }
  assert.throws(() => index.hints("xyz"), BeeError);
  assert.throws(() => index.solve("raegint", { size: 99 }), BeeError);
});

test("bad bags, sorts and filters", () => {
  for (const b of ["ab1c", "", "?????????a"]) {
    assert.throws(() => index.bag(b), BeeError, b);
    if (haveCli && b) {
      const want = cliError(["bag", "--format", "json", b]);
      assert.throws(() => index.bag(b), (e) => want.startsWith(e.message) && e.message.length > 10, b);
    }
  }
  assert.throws(() => index.bag("abc", { sort: "sideways" }), /unknown sort 'sideways'/);
  assert.throws(() => index.bag("abc", { minLen: 9, maxLen: 3 }), BeeError);
  assert.throws(() => index.all({ sort: "sideways" }), /unknown sort/);
  assert.throws(() => index.all({ exclude: "1" }), /'1' is not a letter/);
});

test("bad word lists, index files, languages and kernels", () => {
  assert.throws(() => engine.fromWords("ABC\n123\n"), (e) => e instanceof BeeError && /lines skipped/.test(e.message));
  assert.throws(() => engine.fromWords("rage\n", { lang: "xx" }), /unknown language 'xx'/);
  assert.throws(() => engine.fromFile(new Uint8Array(100)), BeeError);
  assert.throws(() => engine.fromFile(new TextEncoder().encode("not an index file at all".repeat(10))), BeeError);
  assert.throws(() => index.setKernel("sse9"), /unknown kernel 'sse9'/);
  assert.throws(() => index.setKernel("avx2"), /kernel 'avx2' is not built/);
  const other = engine.fromWords("rage\ngear\n");
  other.setKernel("scalar");
  assert.equal(other.kernel, "scalar");
  other.free();
});

test("a freed index refuses every call, and frees once", () => {
  const small = engine.fromWords("rage\ngear\n");
  small.free();
  small.free();
  assert.throws(() => small.solve("raegint"), /freed/);
  const disposed = engine.fromWords("rage\ngear\n");
  disposed[Symbol.dispose ?? Symbol.for("Symbol.dispose")]();
  assert.throws(() => disposed.bag("rage"), /freed/);
});

test("the router: 400 with the message, 404 for no endpoint", () => {
  const route = router.createRouter(engine, index);
  const err = (url) => {
    const r = route(url);
    return [r.status, JSON.parse(r.body).error];
  };
  assert.deepEqual(err("/v1/solve?puzzle=xyz")[0], 400);
  assert.match(err("/v1/solve?puzzle=xyz")[1], /^puzzle 'xyz': has 3 letters/);
  assert.deepEqual(err("/v1/solve"), [400, "no puzzle given (try /v1/solve?puzzle=raegint)"]);
  assert.deepEqual(err("/v1/hints"), [400, "no puzzle given (try /v1/hints?puzzle=raegint)"]);
  assert.deepEqual(err("/v1/bag"), [400, "no bag given (try /v1/bag?letters=ovrkqlwislrecrtgmvpfprzey)"]);
  assert.deepEqual(err("/v1/bag?letters=abc&min_len=x"), [400, "min_len: 'x' is not a number from 1 to 255"]);
  assert.deepEqual(err("/v1/solve?puzzle=raegint&size=99"), [400, "size: '99' is not a number from 2 to 26"]);
  assert.deepEqual(err("/v1/solve?puzzle=raegin"), [400, "puzzle 'raegin': has 6 letters, expected 7 (use size=N for other sizes)"]);
  assert.deepEqual(err("/v1/bag?letters=abc&sort=sideways"), [400, "sort: unknown order 'sideways' (length or alpha)"]);
  assert.deepEqual(err("/v1/all?top=3&sort=bad"), [400, "sort: unknown key 'bad' (letters, score or words)"]);
  assert.deepEqual(err("/v1/all?top=0"), [400, "top: '0' is not a number from 1 to 1000"]);
  assert.deepEqual(err("/v1/random?x=1"), [400, "/v1/random takes no parameters ('x' given)"]);
  assert.deepEqual(err("/v1/all"), [400, "top is required (1 to 1000)"]);
  assert.deepEqual(err("/v1/nothing"), [404, "no such endpoint '/v1/nothing' (see GET /)"]);
  assert.equal(route("/v1/random").status, 200);
  assert.equal(route("/healthz").body, '{"status":"ok"}\n');
});

test("memory: 20,000 solves and hints, then every index freed, the module does not grow", () => {
  const round = () => {
    index.solve("raegint");
    index.hints("raegint", { found: ["rage"] });
    engine.fromWords("rage\ngear\ngreat\n").free();
  };
  // the heap's first growth: the index's letter-set map is built after the
  // first few dozen solves (bee.h), the hints' and lists' buffers on first use
  for (let i = 0; i < 200; i++) round();
  const before = engine.c.memory.buffer.byteLength;
  for (let i = 0; i < 20000; i++) {
    index.solve("raegint");
    if (i % 10 === 0) index.hints("raegint", { found: ["rage"] });
  }
  for (let i = 0; i < 200; i++) engine.fromWords("rage\ngear\ngreat\n").free();
  assert.equal(engine.c.memory.buffer.byteLength, before);
});
