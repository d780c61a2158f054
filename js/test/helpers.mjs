// helpers.mjs - what the package's tests share: the built package (BEE_JS_DIR,
// default build-wasm/js, from scripts/build-wasm.sh), the native program to
// compare with (BEE_SIMD, default build/bee-simd), seeded random puzzles.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const packageDir = path.resolve(process.env.BEE_JS_DIR ?? path.join(root, "build-wasm/js"));
export const beeSimd = path.resolve(process.env.BEE_SIMD ?? path.join(root, "build/bee-simd"));
export const bee = await import(pathToFileURL(path.join(packageDir, "bee.mjs")));
export const router = await import(pathToFileURL(path.join(packageDir, "router.mjs")));

/** `bee-simd ARGS` with `input` on stdin: its stdout lines (throws on failure). */
export function cli(args, input = "") {
  const r = spawnSync(beeSimd, args, { input, encoding: "utf8", maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`bee-simd ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.split("\n").filter((l) => l !== "");
}
export const haveCli = existsSync(beeSimd);

/** A seeded generator (mulberry32): the same puzzles on every run. */
export function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * n puzzles of an index: half picked from its puzzles with a pangram (the
 * game's), half any 7 of its alphabet's letters (mostly few answers), the
 * center first.
 */
export function randomPuzzles(index, n, seed) {
  const next = random(seed);
  const letters = index.alphabet().letters;
  const playable = index.all({});
  const out = [];
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0 && playable.length) {
      out.push(playable[Math.floor(next() * playable.length)].puzzle);
      continue;
    }
    const pool = [...letters];
    let p = "";
    for (let k = 0; k < 7; k++) p += pool.splice(Math.floor(next() * pool.length), 1)[0];
    out.push(p);
  }
  return out;
}
