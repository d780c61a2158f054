// wasi-run.mjs - run a wasm32-wasi program under Node's WASI (preview1),
// with the whole file system at / : how the wasm build runs the programs it
// builds (the built-in list's image maker, cmake/wasm32-wasi.cmake).
//   node js/tools/wasi-run.mjs PROGRAM.wasm ARGS...
import { readFile } from "node:fs/promises";
import { WASI } from "node:wasi";

const [program, ...args] = process.argv.slice(2);
const wasi = new WASI({
  version: "preview1",
  args: [program, ...args],
  env: process.env,
  preopens: { "/": "/" },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(program));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
