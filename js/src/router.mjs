// router.mjs - the server's GET /v1/... answers made in the page itself:
// path and query -> one call of the engine (bee.mjs) -> the JSON `bee-simd
// serve` sends (docs/serve.md), so that the game page runs from static
// files with no server (docs/wasm.md).  Parameters are those of the page's
// requests: puzzle and size (solve, hints), found (hints), letters, sort,
// min_len, max_len and top (bag), top and sort (all), date (daily, where
// the library has bee_daily); /v1/random picks among the puzzles the server
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

function number(params, key, fallback) {
  const v = params.get(key);
  if (v === null) return fallback;
  if (!/^[0-9]+$/.test(v)) throw new HttpError(400, `${key}: '${v}' is not a number`);
  return Number(v);
}

function required(params, key, example) {
  const v = params.get(key);
  if (v === null) throw new HttpError(400, `no ${key} given (try ${example})`);
  return v;
}

/** A router over one loaded Index: route(url) -> { status, body }. */
export function createRouter(bee, index) {
  let playable = null; // /v1/random's pool, made on first use
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
    "/v1/solve": (q) =>
      index.solve(required(q, "puzzle", "/v1/solve?puzzle=raegint"), { size: number(q, "size", 7) }),
    "/v1/hints": (q) => {
      const found = q.get("found");
      return index.hints(required(q, "puzzle", "/v1/hints?puzzle=raegint"), {
        size: number(q, "size", 7),
        found: found === null ? null : found.split(",").filter((w) => w !== ""),
      });
    },
    "/v1/bag": (q) =>
      index.bag(required(q, "letters", "/v1/bag?letters=ovrkqlwislrecrtgmvpfprzey"), {
        sort: q.get("sort") ?? "length",
        minLen: number(q, "min_len", 0),
        maxLen: number(q, "max_len", 0),
        top: number(q, "top", 0),
      }),
    "/v1/all": (q) => {
      const top = number(q, "top", 0);
      if (top < 1 || top > MAX_TOP) throw new HttpError(400, `top is required (1 to ${MAX_TOP})`);
      return index.all({ top, sort: q.get("sort") ?? "letters" });
    },
    // The daily puzzle: the library's bee_daily where this build has it
    "/v1/daily": (q) => {
      const answer = index.daily(q.get("date") ?? undefined);
      if (!answer) throw new HttpError(404, "no daily puzzle in this build of the library");
      return answer;
    },
    "/v1/random": () => {
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
