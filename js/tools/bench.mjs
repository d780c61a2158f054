// bench.mjs - the wasm side of bench/wasm.sh: the glue's benchmark loop
// (bee_js_bench_run) in the SIMD or the scalar module, over an index file
// and puzzles, the best of ROUNDS runs in ns a puzzle, as bench-native.c,
// after WARM_MS (default 500) ms of runs not timed.
//   node bench.mjs PACKAGE_DIR simd|scalar INDEX.bee PUZZLES.txt PLAN REPEAT ROUNDS
// The warm-up is by time, not by runs: V8 runs a module first in its
// baseline compiler (Liftoff, about 2x slower here) and moves the hot
// functions to its optimizing one (TurboFan) after some use, 100-150 ms
// into the loop on this machine; a run of 200 puzzles is 0.05-0.2 ms, so
// the best of a few runs timed Liftoff's code (bench/README.md, "WebAssembly").
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
  const warm = performance.now() + Number(process.env.WARM_MS ?? 500);
  do c.bee_js_bench_run(index.ptr, p, Number(repeat));
  while (performance.now() < warm);
  let best = Infinity, found = 0;
  for (let r = 0; r < Number(rounds); r++) {
    const t0 = performance.now();
    found = c.bee_js_bench_run(index.ptr, p, Number(repeat));
    best = Math.min(best, performance.now() - t0);
  }
  return [best, found];
});
console.log(`${((answers[0] * 1e6) / (n * Number(repeat))).toFixed(1)} ${answers[1]}`);
