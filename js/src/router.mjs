// router.mjs - the server's GET /v1/... answers made in the page itself:
// path and query -> one call of the engine (bee.mjs) -> the JSON `bee-simd
// serve` sends (docs/serve.md), so that the game page runs from static
// files with no server (docs/wasm.md).  Parameters are those of the page's
// requests: puzzle and size (solve, hints), found (hints), letters, sort,
// min_len, max_len and top (bag), top and sort (all), date (daily);
// /v1/random picks among the puzzles the server
// picks from (a pangram, 20 to 80 answers).
import { BeeError, toJSON } from "./bee.mjs";

const RANDOM_MIN_WORDS = 20; // serve.h: SERVE_RANDOM_MIN_WORDS, _MAX_WORDS
const RANDOM_MAX_WORDS = 80;
const MAX_TOP = 1000;

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

// A number parameter in [lo, hi], with the server's message (serve_query.c).
function number(params, key, fallback, lo, hi) {
  const v = params.get(key);
  if (v === null) return fallback;
  if (!/^[0-9]+$/.test(v) || Number(v) < lo || Number(v) > hi)
    throw new HttpError(400, `${key}: '${v}' is not a number from ${lo} to ${hi}`);
  return Number(v);
}

function choice(params, key, fallback, what, names) {
  const v = params.get(key) ?? fallback;
  if (!names.includes(v))
    throw new HttpError(400, `${key}: unknown ${what} '${v}' (${names.slice(0, -1).join(", ")} or ${names.at(-1)})`);
  return v;
}

// The server tells how to ask for another size where the letters are too few or many.
function solving(f) {
  try {
    return f();
  } catch (e) {
    if (e instanceof BeeError && /has \d+ letters, expected \d+$/.test(e.message))
      throw new HttpError(400, e.message + " (use size=N for other sizes)");
    throw e;
  }
}

function required(params, key, what, example) {
  const v = params.get(key);
  if (v === null) throw new HttpError(400, `no ${what} given (try ${example})`);
  return v;
}

/** A router over one loaded Index: route(url) -> { status, body }. */
export function createRouter(bee, index) {
  let playable = null; // /v1/random's pool, made on first use
  const size = (q) => number(q, "size", 7, 2, index.alphabet().letters.length);
  const routes = {
    "/healthz": () => ({ status: "ok" }),
    "/v1/info": () => ({
      version: bee.version,
      words: index.words,
      indexed_words: index.indexedWords,
      min_len: index.minLen,
      kernel: index.kernel,
      offline: true,
      alphabet: index.alphabet(),
    }),
    "/v1/solve": (q) => {
      const puzzle = required(q, "puzzle", "puzzle", "/v1/solve?puzzle=raegint");
      return solving(() => index.solve(puzzle, { size: size(q) }));
    },
    "/v1/hints": (q) => {
      const puzzle = required(q, "puzzle", "puzzle", "/v1/hints?puzzle=raegint"), found = q.get("found");
      const options = { size: size(q), found: found === null ? null : found.split(",").filter((w) => w !== "") };
      return solving(() => index.hints(puzzle, options));
    },
    "/v1/bag": (q) => {
      const letters = required(q, "letters", "bag", "/v1/bag?letters=ovrkqlwislrecrtgmvpfprzey");
      return index.bag(letters, {
        sort: choice(q, "sort", "length", "order", ["length", "alpha"]),
        minLen: number(q, "min_len", 0, 1, 255),
        maxLen: number(q, "max_len", 0, 1, 255),
        top: number(q, "top", 0, 1, 1 << 30),
      });
    },
    "/v1/all": (q) => {
      const top = number(q, "top", 0, 1, MAX_TOP);
      if (!top) throw new HttpError(400, `top is required (1 to ${MAX_TOP})`);
      return index.all({ top, sort: choice(q, "sort", "letters", "key", ["letters", "score", "words"]) });
    },
    // The daily puzzle, bee_daily (no candidate puzzle in the list: 404, as
    // the server says it)
    "/v1/daily": (q) => {
      try {
        return index.daily(q.get("date") ?? undefined);
      } catch (e) {
        if (e instanceof BeeError && e.status === "no usable word") throw new HttpError(404, e.message);
        throw e;
      }
    },
    "/v1/random": (q) => {
      for (const key of q.keys()) throw new HttpError(400, `/v1/random takes no parameters ('${key}' given)`);
      playable ??= index.all({ minWords: RANDOM_MIN_WORDS, maxWords: RANDOM_MAX_WORDS, minPangrams: 1 });
      if (!playable.length) throw new HttpError(404, "the word list has no playable puzzle");
      return { puzzle: playable[Math.floor(Math.random() * playable.length)].puzzle };
    },
  };
  return function route(url) {
    const u = new URL(url, "http://offline/");
    const handler = routes[u.pathname];
    try {
      if (!handler) throw new HttpError(404, `no such endpoint '${u.pathname}' (see GET /)`);
      const answer = handler(u.searchParams);
      // /v1/all is one record a line, as the server streams it
      const body = Array.isArray(answer) ? answer.map((r) => toJSON(r) + "\n").join("") : toJSON(answer) + "\n";
      return { status: 200, body };
    } catch (e) {
      if (!(e instanceof HttpError || e instanceof BeeError)) throw e;
      return { status: e.status === undefined || typeof e.status === "string" ? 400 : e.status, body: toJSON({ error: e.message }) + "\n" };
    }
  };
}

/** A fetch() for the page: the /v1/... answers as Response objects. */
export function offlineFetch(route) {
  return async (url) => {
    const { status, body } = route(url);
    return new Response(body, { status, headers: { "Content-Type": "application/json" } });
  };
}
