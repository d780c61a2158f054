// bee.d.mts - the types of bee.mjs (bee-simd in WebAssembly).

/** Whether this engine runs WebAssembly SIMD (simd128). */
export function simdSupported(): boolean;

/** An error of the library, with its message; status: bee_status_name's text. */
export class BeeError extends Error {
  status: string;
}

export interface LoadOptions {
  /** true: the SIMD module, false: the scalar one; default: SIMD where it validates. */
  simd?: boolean;
  /** The environment the library sees, e.g. { BEE_KERNEL: "scalar" }. */
  env?: Record<string, string>;
}

/** Load the engine (once; then make any number of indexes). */
export function loadBee(options?: LoadOptions): Promise<Bee>;

export interface Bee {
  /** Whether the SIMD module was loaded. */
  readonly simd: boolean;
  /** libbee's version, e.g. "1.0.0". */
  readonly version: string;
  /** The built-in word list (bee-words.bee beside bee.mjs). */
  builtin(): Promise<Index>;
  /** A word list's text, one word a line; lang: "en" (default), "ca", "es", "de", "fr", "pt", "it". */
  fromWords(text: string | Uint8Array, options?: { lang?: string; minLen?: number }): Index;
  /** An index file's bytes (`bee-simd index -o FILE`). */
  fromFile(bytes: ArrayBuffer | Uint8Array): Index;
}

/** `solve --format json`'s record. */
export interface SolveRecord {
  puzzle: string;
  center: string;
  count: number;
  pangram_count: number;
  score: number;
  pangrams: string[];
  words: string[];
}

/** `hints --format json`'s record. */
export interface HintsRecord {
  puzzle: string;
  center: string;
  count: number;
  score: number;
  pangram_count: number;
  perfect_pangram_count: number;
  bingo: boolean;
  /** letter -> word length -> answers still to find */
  grid: Record<string, Record<string, number>>;
  /** first two letters -> answers still to find */
  two_letter: Record<string, number>;
  ranks: { name: string; score: number }[];
  found?: { count: number; score: number; rank: string; not_answers: string[] };
}

/** `bag --format json`'s record. */
export interface BagRecord {
  bag: string;
  count: number;
  words: string[];
}

/** One of `all --format json`'s records. */
export interface AllRecord {
  puzzle: string;
  center: string;
  count: number;
  pangram_count: number;
  score: number;
}

export interface AllOptions {
  minWords?: number;
  maxWords?: number;
  minScore?: number;
  maxScore?: number;
  minPangrams?: number;
  sort?: "letters" | "score" | "words";
  /** the first N puzzles in that order; 0 (default): all */
  top?: number;
  /** letters no puzzle holds, letters every puzzle holds, allowed centers */
  exclude?: string;
  require?: string;
  centers?: string;
}

/** `daily --format json`'s record (and /v1/daily's). */
export interface DailyRecord {
  date: string;
  /** days since 1970-01-01 */
  day: number;
  puzzle: string;
  count: number;
  pangram_count: number;
  score: number;
  /** letter sets the list offers: days before one comes back */
  eligible: number;
}

export interface Alphabet {
  code: string;
  name: string;
  letters: string[];
  min_len: number;
  points: number[];
  bonus: number;
  folds: Record<string, string>;
}

/** A word list and its index.  free() it (or `using`) when done. */
export class Index {
  readonly kernel: string;
  readonly words: number;
  readonly indexedWords: number;
  readonly minLen: number;
  setKernel(name: "auto" | "scalar" | "wasm"): void;
  word(id: number): string;
  alphabet(): Alphabet;
  solve(puzzle: string, options?: { size?: number }): SolveRecord;
  hints(puzzle: string, options?: { size?: number; found?: string[] | null }): HintsRecord;
  bag(letters: string, options?: { sort?: "length" | "alpha" | "none"; minLen?: number; maxLen?: number; top?: number }): BagRecord;
  all(options?: AllOptions): AllRecord[];
  /** The day's puzzle (bee_daily); date "YYYY-MM-DD", default today (UTC). */
  daily(date?: string): DailyRecord;
  free(): void;
  [Symbol.dispose](): void;
}

/** The bytes `bee-simd` prints for a record (without the newline). */
export function toJSON(record: object): string;
