// bee.mjs - bee-simd in WebAssembly: the engine (libbee built for wasm32,
// scripts/build-wasm.sh) in Node and in browsers, with no server.
//
//   import { loadBee } from "bee-simd";
//   const bee = await loadBee();            // the SIMD module where it runs
//   const index = await bee.builtin();      // the built-in word list
//   index.solve("raegint");                 // { puzzle, center, count, ... }
//   index.free();                           // or `using index = ...`
//
// Every answer is the record `bee-simd ... --format json` prints, as an
// object; toJSON(record) gives its bytes.  Errors are BeeError, with the
// library's message.  The C side (glue/bee_js.c) only calls the public API.

const here = new URL(".", import.meta.url);

// The smallest module using a simd128 instruction: an engine without SIMD
// refuses to validate it.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
]);

/** Whether this engine runs WebAssembly SIMD (simd128). */
export function simdSupported() {
  return WebAssembly.validate(SIMD_PROBE);
}

/** An error of the library: `status` is its status's description (bee_status_name). */
export class BeeError extends Error {
  constructor(message, status) {
    super(message);
    this.name = "BeeError";
    this.status = status;
  }
}

const isNode = typeof process !== "undefined" && !!process.versions?.node;

async function fetchAsset(name) {
  const res = await fetch(new URL(name, here));
  if (!res.ok) throw new BeeError(`${res.url}: ${res.status} ${res.statusText}`, "io");
  return res;
}

async function readAsset(name) {
  const url = new URL(name, here);
  if (isNode && url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return new Uint8Array(await readFile(url));
  }
  return new Uint8Array(await (await fetchAsset(name)).arrayBuffer());
}

// The module compiled as its bytes arrive where the host serves it as
// application/wasm; else from the bytes.
async function compileAsset(name) {
  const url = new URL(name, here);
  if (!(isNode && url.protocol === "file:") && WebAssembly.compileStreaming) {
    const res = await fetchAsset(name);
    if (res.headers.get("Content-Type") === "application/wasm") return WebAssembly.compileStreaming(res);
    return WebAssembly.compile(await res.arrayBuffer());
  }
  return WebAssembly.compile(await readAsset(name));
}

// The few WASI calls the library makes, answered without a file system:
// the environment (BEE_KERNEL), and messages to the console.
function wasiImports(env, memory) {
  const enc = new TextEncoder();
  const vars = Object.entries(env).map(([k, v]) => enc.encode(`${k}=${v}\0`));
  let pending = "";
  return {
    environ_sizes_get(countPtr, sizePtr) {
      const view = new DataView(memory().buffer);
      view.setUint32(countPtr, vars.length, true);
      view.setUint32(sizePtr, vars.reduce((n, v) => n + v.length, 0), true);
      return 0;
    },
    environ_get(ptrs, buf) {
      const view = new DataView(memory().buffer);
      const bytes = new Uint8Array(memory().buffer);
      for (const [i, v] of vars.entries()) {
        view.setUint32(ptrs + 4 * i, buf, true);
        bytes.set(v, buf);
        buf += v.length;
      }
      return 0;
    },
    fd_write(fd, iovs, n, written) {
      const view = new DataView(memory().buffer);
      let total = 0;
      for (let i = 0; i < n; i++) {
        const ptr = view.getUint32(iovs + 8 * i, true), len = view.getUint32(iovs + 8 * i + 4, true);
        pending += new TextDecoder().decode(new Uint8Array(memory().buffer, ptr, len));
        total += len;
      }
      const lines = pending.split("\n");
      pending = lines.pop();
      for (const line of lines) console.error(line);
      view.setUint32(written, total, true);
      return 0;
    },
    proc_exit(code) {
      throw new BeeError(`the module exited (${code})`, "internal");
    },
  };
}

/**
 * Load the engine: the SIMD module where the engine validates it, else the
 * scalar one.  options.simd: true or false forces one (true where SIMD is
 * missing fails); options.env: environment the library sees (BEE_KERNEL).
 */
export async function loadBee(options = {}) {
  const simd = options.simd ?? simdSupported();
  const module = await compileAsset(simd ? "bee-simd.wasm" : "bee-scalar.wasm");
  let memory = null;
  const wasi = wasiImports(options.env ?? {}, () => memory);
  // any other call fails: no descriptor (EBADF: also how the start-up
  // learns there are no preopened directories), else ENOSYS
  for (const { module: from, name } of WebAssembly.Module.imports(module))
    if (from === "wasi_snapshot_preview1" && !wasi[name]) wasi[name] = () => (name.startsWith("fd_") ? 8 : 52);
  const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi });
  memory = instance.exports.memory;
  instance.exports._initialize();
  return new Bee(instance.exports, simd);
}

class Bee {
  constructor(exports, simd) {
    this.c = exports;
    this.simd = simd;
    this.decoder = new TextDecoder();
    this.encoder = new TextEncoder();
  }
  get memory() {
    return new Uint8Array(this.c.memory.buffer);
  }
  get version() {
    return this.string(this.c.bee_js_version());
  }
  // A NUL-terminated string of the module's memory.
  string(ptr) {
    const m = this.memory;
    let end = ptr;
    while (m[end]) end++;
    return this.decoder.decode(m.subarray(ptr, end));
  }
  // `bytes` (a Uint8Array) copied into the module, NUL after: [ptr, len].
  copyIn(bytes) {
    const ptr = this.c.bee_js_alloc(bytes.length + 1);
    if (!ptr) throw new BeeError("out of memory", "nomem");
    this.memory.set(bytes, ptr);
    this.memory[ptr + bytes.length] = 0;
    return [ptr, bytes.length];
  }
  // Run f over strings copied in, then free them.
  withStrings(strings, f) {
    const held = strings.map((s) => this.copyIn(typeof s === "string" ? this.encoder.encode(s) : s));
    try {
      return f(...held);
    } finally {
      for (const [ptr] of held) this.c.bee_js_free(ptr);
    }
  }
  // The library's last error as an exception.
  fail() {
    throw new BeeError(this.string(this.c.bee_js_error()), this.string(this.c.bee_js_error_status()));
  }
  check(status) {
    if (status !== 0) this.fail();
  }

  /** The built-in word list (its index image, bee-words.bee beside this file). */
  async builtin() {
    return this.fromFile(await readAsset("bee-words.bee"), "built-in word list");
  }
  /** An index of a word list's text, one word a line; lang: "en", "ca", ... */
  fromWords(text, { lang = "", minLen = 0 } = {}) {
    return this.withStrings([text, lang], ([t, n], [l]) =>
      this.indexOrThrow(this.c.bee_js_index_words(t, n, l, minLen)),
    );
  }
  /** An index file's bytes (`bee-simd index --save`), e.g. a Uint8Array. */
  fromFile(bytes) {
    const [ptr, len] = this.copyIn(new Uint8Array(bytes)); // the index keeps and frees them
    return this.indexOrThrow(this.c.bee_js_index_file(ptr, len));
  }
  indexOrThrow(ptr) {
    if (!ptr) this.fail();
    return new Index(this, ptr);
  }
}

const NO_BOUND = 0xffffffff;
const ORDERS = { letters: 0, score: 1, words: 2 };
const BAG_ORDERS = { length: 0, alpha: 1, none: 2 };

/** A word list and its index: puzzles, hints, bags, every puzzle. */
export class Index {
  constructor(bee, ptr) {
    this.bee = bee;
    this.ptr = ptr;
  }
  get c() {
    if (!this.ptr) throw new BeeError("this index was freed", "arg");
    return this.bee.c;
  }
  /** Free the index (and its word list); using it after is an error. */
  free() {
    if (this.ptr) this.bee.c.bee_js_index_free(this.ptr);
    this.ptr = 0;
  }
  [Symbol.dispose ?? Symbol.for("Symbol.dispose")]() {
    this.free();
  }

  /** The kernel in use ("wasm", "scalar"); setKernel("auto"|"scalar"|"wasm"). */
  get kernel() {
    return this.bee.string(this.c.bee_js_kernel(this.ptr));
  }
  setKernel(name) {
    this.bee.withStrings([name], ([n]) => this.bee.check(this.c.bee_js_set_kernel(this.ptr, n)));
  }
  get words() {
    return this.c.bee_js_words(this.ptr);
  }
  get indexedWords() {
    return this.c.bee_js_indexed_words(this.ptr);
  }
  get minLen() {
    return this.c.bee_js_min_len(this.ptr);
  }
  word(id) {
    return this.bee.string(this.c.bee_js_word(this.ptr, id));
  }
  wordsAt(ptr, n) {
    const ids = new Uint32Array(this.bee.c.memory.buffer, ptr, n).slice();
    return Array.from(ids, (id) => this.word(id));
  }

  /** The alphabet as /v1/info gives it: code, name, letters, points, folds. */
  alphabet() {
    const c = this.c, b = this.bee, a = c.bee_js_alphabet(this.ptr);
    return b.withStrings(["\0\0\0\0", "\0\0\0\0\0\0\0\0"], ([from], [to]) => {
      const letters = [];
      for (let i = 0; i < c.bee_js_alphabet_size(a); i++) {
        c.bee_js_alphabet_letter(a, i, from);
        letters.push(b.string(from));
      }
      const points = [1, 2, 3, 4, 5, 6, 7].map((n) => c.bee_js_alphabet_score(a, n, 0));
      const folds = {};
      for (let i = 0; c.bee_js_alphabet_fold(a, i, from, to); i++) folds[b.string(from)] = b.string(to);
      return {
        code: b.string(c.bee_js_alphabet_code(a)),
        name: b.string(c.bee_js_alphabet_name(a)),
        letters,
        min_len: c.bee_js_alphabet_min_len(a),
        points,
        bonus: c.bee_js_alphabet_score(a, 7, 1) - c.bee_js_alphabet_score(a, 7, 0),
        folds,
      };
    });
  }
  /** Letter i of the alphabet (mask bit i). */
  letter(i) {
    this.letters ??= this.alphabet().letters;
    return this.letters[i];
  }

  /** A puzzle's answers: the `solve --format json` record. */
  solve(puzzle, { size = 7 } = {}) {
    const c = this.c;
    this.bee.withStrings([puzzle], ([p, n]) => this.bee.check(c.bee_js_solve(this.ptr, p, n, size)));
    const text = this.bee.string(c.bee_js_puzzle_text(this.ptr));
    const count = c.bee_js_count(this.ptr), pangrams = c.bee_js_pangrams(this.ptr);
    return {
      puzzle: text,
      center: [...text][0],
      count,
      pangram_count: pangrams,
      score: c.bee_js_score(this.ptr),
      pangrams: this.wordsAt(c.bee_js_result_pangram_words(this.ptr), pangrams),
      words: this.wordsAt(c.bee_js_result_words(this.ptr), count),
    };
  }

  /** A puzzle's hints (`hints --format json`), with the words found so far. */
  hints(puzzle, { size = 7, found = null } = {}) {
    const c = this.c, b = this.bee;
    const words = found ?? [];
    const packed = words.map((w) => w + "\0").join("");
    b.withStrings([puzzle, packed], ([p, n], [f]) =>
      b.check(c.bee_js_hints(this.ptr, p, n, size, f, words.length)),
    );
    const h = (field, x = 0, y = 0) => c.bee_js_hint(this.ptr, field, x, y);
    const text = b.string(c.bee_js_puzzle_text(this.ptr));
    const record = {
      puzzle: text,
      center: [...text][0],
      count: h(0),
      score: h(1),
      pangram_count: h(2),
      perfect_pangram_count: h(3),
      bingo: h(4) !== 0,
      grid: {},
      two_letter: {},
      ranks: [],
    };
    const rows = this.puzzleLetters(text);
    for (const i of rows) {
      const row = {};
      for (let len = h(9); len <= h(10); len++) if (h(11, i, len)) row[len] = h(11, i, len);
      record.grid[this.letter(i)] = row;
    }
    for (let i = 0; i < h(12); i++) {
      const v = h(13, i);
      record.two_letter[this.letter(Math.floor(v / 64) % 64) + this.letter(v % 64)] = Math.floor(v / 4096);
    }
    for (let i = 0; i < 10; i++) record.ranks.push({ name: b.string(c.bee_js_rank_name(i)), score: h(5, i) });
    if (found) {
      const [na, n] = b.withStrings(["\0\0\0\0"], ([cnt]) => {
        const ptr = c.bee_js_not_answers(this.ptr, cnt);
        return [ptr, new DataView(c.memory.buffer).getUint32(cnt, true)];
      });
      const idx = n ? new Uint32Array(c.memory.buffer, na, n).slice() : [];
      record.found = {
        count: h(6),
        score: h(7),
        rank: b.string(c.bee_js_rank_name(h(8))),
        not_answers: Array.from(idx, (i) => words[i]),
      };
    }
    return record;
  }
  // The bits of the puzzle's letters, ascending (from its text).
  puzzleLetters(text) {
    this.letters ??= this.alphabet().letters;
    return [...new Set([...text].map((ch) => this.letters.indexOf(ch)))].sort((x, y) => x - y);
  }

  /**
   * The daily puzzle of `date` ("YYYY-MM-DD", UTC; default today): the
   * record of `bee-simd daily --format json` and /v1/daily.
   */
  daily(date = new Date().toISOString().slice(0, 10)) {
    const c = this.c, b = this.bee;
    const numbers = b.withStrings([date, new Uint8Array(40)], ([d], [out]) => {
      b.check(c.bee_js_daily(this.ptr, d, out));
      return new Float64Array(c.memory.buffer.slice(out, out + 40));
    });
    const text = b.string(c.bee_js_puzzle_text(this.ptr));
    const [day, count, pangrams, score, eligible] = numbers;
    return { date, day, puzzle: text, count, pangram_count: pangrams, score, eligible };
  }

  /** The words a bag of tiles spells (`bag --format json`); top: the first N words. */
  bag(letters, { sort = "length", minLen = 0, maxLen = 0, top = 0 } = {}) {
    const c = this.c;
    const order = BAG_ORDERS[sort];
    if (order === undefined) throw new BeeError(`unknown sort '${sort}' (length, alpha or none)`, "arg");
    this.bee.withStrings([letters], ([p, n]) =>
      this.bee.check(c.bee_js_bag(this.ptr, p, n, minLen, maxLen, order)),
    );
    const count = c.bee_js_count(this.ptr);
    const shown = top ? Math.min(top, count) : count;
    return { bag: letters, count, words: this.wordsAt(c.bee_js_result_words(this.ptr), shown) };
  }

  /**
   * Every puzzle at once (`all --format json`): filters minWords, maxWords,
   * minScore, maxScore, minPangrams; sort "letters", "score" or "words";
   * top N (0: all); exclude, require, centers: letters.
   */
  all(options = {}) {
    const c = this.c, b = this.bee;
    const order = ORDERS[options.sort ?? "letters"];
    if (order === undefined)
      throw new BeeError(`unknown sort '${options.sort}' (letters, score or words)`, "arg");
    const bounds = [
      options.minWords ?? 0,
      options.maxWords ?? NO_BOUND,
      options.minScore ?? 0,
      options.maxScore ?? NO_BOUND,
      options.minPangrams ?? 0,
    ];
    this.letters ??= this.alphabet().letters;
    const mask = (s) => {
      let m = 0;
      for (const ch of s ?? "") {
        const i = this.letters.indexOf(ch.toLowerCase());
        if (i < 0) throw new BeeError(`'${ch}' is not a letter of the alphabet`, "arg");
        m |= 1 << i;
      }
      return m >>> 0;
    };
    const [ex, rq, ce] = [mask(options.exclude), mask(options.require), mask(options.centers)];
    const raw = new Uint8Array(new Uint32Array(bounds).buffer);
    const puzzles = b.withStrings([raw, "\0\0\0\0"], ([bp], [cnt]) => {
      b.check(c.bee_js_all(this.ptr, bp, order, options.top ?? 0, ex, rq, ce));
      const ptr = c.bee_js_all_puzzles(this.ptr, cnt);
      const n = new DataView(c.memory.buffer).getUint32(cnt, true);
      return new Uint32Array(c.memory.buffer, ptr, 5 * n).slice();
    });
    const out = [];
    for (let i = 0; i < puzzles.length; i += 5) {
      const [letters, center, count, pangrams, score] = puzzles.subarray(i, i + 5);
      let text = this.letter(31 - Math.clz32(center));
      for (let bit = 0; bit < 32; bit++)
        if (letters & (1 << bit) && !(center & (1 << bit))) text += this.letter(bit);
      out.push({ puzzle: text, center: this.letter(31 - Math.clz32(center)), count, pangram_count: pangrams, score });
    }
    return out;
  }
}

// JSON as the program writes it: keys in order, no spaces, strings with
// '"', '\' and control characters (and DEL) escaped, the rest as it is.
function jsonString(s) {
  let out = '"';
  for (const ch of s) {
    const code = ch.codePointAt(0);
    if (ch === '"' || ch === "\\") out += "\\" + ch;
    else if (code < 0x20 || code === 0x7f) out += "\\u00" + code.toString(16).padStart(2, "0");
    else out += ch;
  }
  return out + '"';
}

/** The bytes `bee-simd` prints for a record (without the newline). */
export function toJSON(value) {
  if (typeof value === "string") return jsonString(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "[" + value.map(toJSON).join(",") + "]";
  return "{" + Object.entries(value).map(([k, v]) => jsonString(k) + ":" + toJSON(v)).join(",") + "}";
}
