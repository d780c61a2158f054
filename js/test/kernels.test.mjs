// kernels.test.mjs - the wasm simd128 kernel against the scalar kernel, in
// the SIMD module and against the scalar module: every record the same on
// random puzzles, on adversarial ones (no answer, one letter's set, every
// answer a pangram, the largest puzzles of the list) and on bags, through
// each path of the index (the set lists, the block scan, the bag scan).
import { test } from "node:test";
import assert from "node:assert/strict";
import { bee, randomPuzzles, random } from "./helpers.mjs";

const { loadBee, simdSupported, toJSON } = bee;

test("this Node runs WebAssembly SIMD (the kernel under test)", () => {
  assert.equal(simdSupported(), true);
});

const simd = await loadBee({ simd: true });
const scalar = await loadBee({ simd: false });
const bySimd = await simd.builtin();
const byScalar = await scalar.builtin();

test("the SIMD module picks the wasm kernel, the scalar module the scalar one", () => {
  assert.equal(simd.simd, true);
  assert.equal(bySimd.kernel, "wasm");
  assert.equal(byScalar.kernel, "scalar");
  assert.equal(scalar.simd, false);
});

// the same index with its kernel forced: the SIMD module's scalar kernel
const forced = await simd.builtin();
forced.setKernel("scalar");

function same(puzzles, what) {
  for (const p of puzzles) {
    let want;
    try {
      want = toJSON(byScalar.solve(p));
    } catch (e) {
      assert.throws(() => bySimd.solve(p), { message: e.message }, `${what} ${p}`);
      continue;
    }
    assert.equal(toJSON(bySimd.solve(p)), want, `${what} ${p}`);
    assert.equal(toJSON(forced.solve(p)), want, `${what} ${p} (scalar kernel in the SIMD module)`);
  }
}

test("1,000 random puzzles: the same records", () => {
  same(randomPuzzles(byScalar, 1000, 39), "puzzle");
});

test("adversarial puzzles: none, one-letter sets, every answer a pangram, the biggest", () => {
  const biggest = byScalar.all({ sort: "words", top: 20 }).map((r) => r.puzzle);
  const pangramOnly = byScalar.all({ minPangrams: 1, maxWords: 1, top: 20 }).map((r) => r.puzzle);
  same(["qxzjvkw", "zqxjvkw", "aeiouyq", "xyzqjkv", ...biggest, ...pangramOnly], "adversarial");
  // puzzles of other sizes: 2 letters up to 12
  const next = random(7);
  for (let size = 2; size <= 12; size++)
    for (let k = 0; k < 10; k++) {
      const pool = [..."abcdefghijklmnopqrstuvwxyz"];
      let p = "";
      for (let i = 0; i < size; i++) p += pool.splice(Math.floor(next() * pool.length), 1)[0];
      const want = toJSON(byScalar.solve(p, { size }));
      assert.equal(toJSON(bySimd.solve(p, { size })), want, `size ${size} ${p}`);
    }
});

test("hints and every puzzle at once: the same", () => {
  for (const p of randomPuzzles(byScalar, 50, 3))
    assert.equal(toJSON(bySimd.hints(p, { found: ["rage"] })), toJSON(byScalar.hints(p, { found: ["rage"] })));
  assert.deepEqual(bySimd.all({ sort: "score", top: 100 }), byScalar.all({ sort: "score", top: 100 }));
});

test("bags: the same words (the bag scan)", () => {
  const next = random(11);
  const bags = ["ovrkqlwislrecrtgmvpfprzey", "a", "??", "zzzzqqqq?", "etaoinshrdlucmfwyp????"];
  for (let i = 0; i < 60; i++) {
    let b = "";
    const n = 1 + Math.floor(next() * 30);
    for (let k = 0; k < n; k++) b += "abcdefghijklmnopqrstuvwxyz?"[Math.floor(next() * 27)];
    bags.push(b.replace(/(\?.*){9,}/, ""));
  }
  for (const b of bags.filter((b) => (b.match(/\?/g) ?? []).length <= 8 && b.length))
    for (const sort of ["length", "alpha"])
      assert.equal(toJSON(bySimd.bag(b, { sort })), toJSON(byScalar.bag(b, { sort })), `bag ${b}`);
});

test("word lists indexed in the module: the same answers by both kernels", () => {
  const words = [];
  const next = random(5);
  for (let i = 0; i < 3000; i++) {
    let w = "";
    const n = 4 + Math.floor(next() * 12);
    for (let k = 0; k < n; k++) w += "abcdefghijklmnopqrstuvwxyz"[Math.floor(next() * 12)];
    words.push(w);
  }
  const text = words.join("\n") + "\n";
  const a = simd.fromWords(text), b = scalar.fromWords(text);
  for (const p of ["abcdefg", "ghijkla", "lkjihgf", "acegikb", "bdfhjla"])
    assert.equal(toJSON(a.solve(p)), toJSON(b.solve(p)), p);
  a.free();
  b.free();
});
