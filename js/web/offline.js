/*
 * offline.js - the game page with no server: loaded before the page's own
 * script (scripts/build-wasm.sh puts it in OUT/web/index.html), it gives
 * the page's one request function (getJSON) a fetch that answers the
 * server's GET /v1/... from the engine in WebAssembly (router.mjs), with
 * the built-in word list beside it.  ?wasm=scalar or ?wasm=simd forces a
 * module; window.beeOffline tells which ran, how long loading took and when
 * (ms since the page's navigation began) the first answer was given.
 */
"use strict";
window.beeFetch = (function () {
  const t0 = performance.now();
  // the list (3.5 MB), the modules and the engine fetched at once
  const list = fetch("bee-words.bee").then(function (res) {
    if (!res.ok) throw new Error("bee-words.bee: " + res.status);
    return res.arrayBuffer();
  });
  const ready = (async function () {
    const [{ loadBee }, { createRouter, offlineFetch }] = await Promise.all([
      import("./bee.mjs"),
      import("./router.mjs"),
    ]);
    const forced = new URLSearchParams(location.search).get("wasm");
    const bee = await loadBee({ simd: forced ? forced === "simd" : undefined });
    const index = bee.fromFile(await list);
    window.beeOffline = { simd: bee.simd, kernel: index.kernel, loadMs: performance.now() - t0 };
    return offlineFetch(createRouter(bee, index));
  })();
  return async function (url) {
    const answer = await (await ready)(url);
    window.beeOffline.firstAnswerMs ??= performance.now();
    return answer;
  };
})();
