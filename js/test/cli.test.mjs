// cli.test.mjs - the package's records byte for byte as `bee-simd ...
// --format json` prints them: 1,000 random puzzles of the built-in list and
// of ENABLE (when /work/shared/data/enable1.txt or $BEE_ENABLE is there),
// and Catalan (/usr/share/dict/catalan, --lang ca); hints with found words;
// bags; every puzzle at once.  Needs the native program (BEE_SIMD).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { bee, cli, haveCli, beeSimd, randomPuzzles } from "./helpers.mjs";

const { loadBee, toJSON } = bee;
const skip = haveCli ? false : `no native bee-simd at ${beeSimd} (set BEE_SIMD)`;
const engine = await loadBee();

// Solve `puzzles` both ways: the program reads them one a line.
function compare(index, puzzles, dictArgs) {
  const want = cli(["solve", ...dictArgs, "--stdin", "--format", "json"], puzzles.join("\n") + "\n");
  assert.equal(want.length, puzzles.length);
  puzzles.forEach((p, i) => assert.equal(toJSON(index.solve(p)), want[i], `puzzle ${p}`));
}

test("the built-in list: 1,000 random puzzles, byte for byte", { skip }, async () => {
  const index = await engine.builtin();
  compare(index, randomPuzzles(index, 1000, 41), []);
  index.free();
});

const enable = process.env.BEE_ENABLE ?? "/work/shared/data/enable1.txt";
test("ENABLE: 1,000 random puzzles, byte for byte", {
  skip: skip || (existsSync(enable) ? false : `no ENABLE list at ${enable} (set BEE_ENABLE)`),
}, () => {
  const index = engine.fromWords(readFileSync(enable));
  compare(index, randomPuzzles(index, 1000, 42), ["--dict", enable]);
  index.free();
});

const catalan = "/usr/share/dict/catalan";
test("Catalan (--lang ca): the alphabet's letters, folds and points", {
  skip: skip || (existsSync(catalan) ? false : `no ${catalan} (Debian's wcatalan)`),
}, () => {
  const index = engine.fromWords(readFileSync(catalan), { lang: "ca" });
  assert.equal(index.alphabet().code, "ca");
  const puzzles = [...randomPuzzles(index, 200, 43), "çadefln", "ÇADEFLN", "adeflnÇ"];
  compare(index, puzzles, ["--lang", "ca"]);
  const found = ["cel", "fals", "xyz"];
  const want = cli(["hints", "--lang", "ca", "--format", "json", "--found", found.join(","), "çadefln"]);
  assert.equal(toJSON(index.hints("çadefln", { found })), want[0]);
  const bag = cli(["bag", "--lang", "ca", "--format", "json", "colleccio"]);
  assert.equal(toJSON(index.bag("colleccio")), bag[0]);
  index.free();
});

test("hints, with and without found words, byte for byte", { skip }, async () => {
  const index = await engine.builtin();
  for (const p of randomPuzzles(index, 40, 44)) {
    assert.equal(toJSON(index.hints(p)), cli(["hints", "--format", "json", p])[0], p);
    const answers = index.solve(p).words;
    const found = [...answers.slice(0, 3), "xxxx", answers[0] ?? "rage"];
    const want = cli(["hints", "--format", "json", "--found", found.join(","), p])[0];
    assert.equal(toJSON(index.hints(p, { found })), want, `${p} found ${found}`);
  }
  index.free();
});

test("bags and every puzzle at once, byte for byte", { skip }, async () => {
  const index = await engine.builtin();
  for (const [b, sort] of [["ovrkqlwislrecrtgmvpfprzey", "length"], ["retains??", "alpha"], ["qzx", "length"]])
    assert.equal(toJSON(index.bag(b, { sort })), cli(["bag", "--format", "json", "--sort", sort, b])[0], b);
  const all = cli(["all", "--format", "json", "--sort", "score", "--top", "50", "--min-pangrams", "2"]);
  assert.deepEqual(index.all({ sort: "score", top: 50, minPangrams: 2 }).map(toJSON), all);
  const some = cli(["all", "--format", "json", "--exclude", "s", "--center", "q", "--min-words", "10"]);
  assert.deepEqual(index.all({ exclude: "s", centers: "q", minWords: 10 }).map(toJSON), some);
  index.free();
});

test("an index file's bytes (bee-simd index): the same answers as the list it holds", { skip }, async () => {
  const { mkdtempSync, rmSync } = await import("node:fs");
  const dir = mkdtempSync("/tmp/bee-js-");
  try {
    const words = "rage\ngear\ngreat\ngranite\ntangier\nregatta\nzzzz\n";
    const file = `${dir}/small.bee`, list = `${dir}/small.txt`;
    (await import("node:fs")).writeFileSync(list, words);
    cli(["index", "--dict", list, "-o", file]);
    const index = engine.fromFile(readFileSync(file));
    assert.equal(toJSON(index.solve("raegint")), cli(["solve", "--index", file, "--format", "json", "raegint"])[0]);
    assert.equal(index.words, 7);
    index.free();
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test("the daily puzzle (bee-simd daily) of a week and of bad dates", { skip }, async () => {
  const index = await engine.builtin();
  if (!index.daily("2026-11-28")) return; // a library without bee_daily
  for (const date of ["1970-01-01", "2026-11-28", "2026-11-29", "2026-12-31", "2028-02-29", "9999-12-31"])
    assert.equal(toJSON(index.daily(date)), cli(["daily", "--format", "json", "--date", date])[0], date);
  assert.throws(() => index.daily("2026-02-30"), /2026-02-30/);
  index.free();
});
