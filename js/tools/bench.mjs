// bench.mjs - the wasm side of bench/wasm.sh: the glue's benchmark loop
// (bee_js_bench_run) in the SIMD or the scalar module, over an index file
// and puzzles, the best of ROUNDS runs in ns a puzzle, as bench-native.c.
//   node bench.mjs PACKAGE_DIR simd|scalar INDEX.bee PUZZLES.txt PLAN REPEAT ROUNDS
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [dir, module, indexFile, puzzlesFile, plan, repeat, rounds] = process.argv.slice(2);
const { loadBee } = await import(pathToFileURL(`${dir}/bee.mjs`));
const bee = await loadBee({ simd: module === "simd" });
const index = bee.fromFile(readFileSync(indexFile));
const text = readFileSync(puzzlesFile);
const n = text.toString().split("\n").filter((l) => l).length;
const c = bee.c;
const answers = bee.withStrings([text, plan], ([t, len], [p]) => {
  bee.check(c.bee_js_bench_load(index.ptr, t, len));
  let best = Infinity, found = 0;
  for (let r = 0; r < Number(rounds); r++) {
    const t0 = performance.now();
    found = c.bee_js_bench_run(index.ptr, p, Number(repeat));
    best = Math.min(best, performance.now() - t0);
  }
  return [best, found];
});
console.log(`${((answers[0] * 1e6) / (n * Number(repeat))).toFixed(1)} ${answers[1]}`);
