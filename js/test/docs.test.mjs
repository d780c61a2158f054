// docs.test.mjs - the JavaScript the docs show (docs/wasm.md, README.md:
// every ```js block) runs against the built package, and prints what its
// "// → ..." comments say: each, cut at "...", on the output line of the
// same console.log, in order.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";
import { packageDir } from "./helpers.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const blocks = [];
for (const doc of ["docs/wasm.md", "README.md"]) {
  const text = readFileSync(path.join(root, doc), "utf8");
  for (const m of text.matchAll(/^```js\n([\s\S]*?)^```/gm)) blocks.push([doc, m[1]]);
}

test("the docs show JavaScript", () => assert.ok(blocks.length >= 2));

const dir = mkdtempSync("/tmp/bee-docs-");
process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
const bee = pathToFileURL(path.join(packageDir, "bee.mjs")).href;

for (const [i, [doc, code]] of blocks.entries())
  test(`${doc}: block ${i + 1} runs and prints what it says`, () => {
    const file = path.join(dir, `block${i}.mjs`);
    writeFileSync(file, code.replaceAll('from "bee-simd"', `from "${bee}"`));
    const r = spawnSync(process.execPath, [file], { encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
    // "// → X" after a statement, or alone on the next line
    const wanted = [...code.matchAll(/\/\/ → (.*)$/gm)].map((m) => m[1].trim());
    const lines = r.stdout.split("\n");
    let at = 0;
    for (const want of wanted) {
      const pieces = want.split(/\s*\.\.\.\s*/).filter((p) => p);
      const found = lines.slice(at).findIndex((l) => {
        let from = 0;
        return pieces.every((p) => (from = l.indexOf(p, from)) >= 0 && (from += p.length));
      });
      assert.ok(found >= 0, `${doc}: no line prints "${want}" (output:\n${r.stdout})`);
      at += found + 1;
    }
  });
