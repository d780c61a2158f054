/*
 * offline.js - the game page with no server: loaded before the page's own
 * script (scripts/build-wasm.sh puts it in OUT/web/index.html), it gives
 * the page's one request function (getJSON) a fetch that answers the
 * server's GET /v1/... from the engine in WebAssembly (router.mjs), with
 * the built-in word list beside it.  ?wasm=scalar or ?wasm=simd forces a
 * module; window.beeOffline tells which ran and how long loading took.
 */
"use strict";
window.beeFetch = (function () {
  const t0 = performance.now();
  const ready = (async function () {
    const { loadBee } = await import("./bee.mjs");
    const { createRouter, offlineFetch } = await import("./router.mjs");
    const forced = new URLSearchParams(location.search).get("wasm");
    const bee = await loadBee({ simd: forced ? forced === "simd" : undefined });
    const index = await bee.builtin();
    window.beeOffline = { simd: bee.simd, kernel: index.kernel, loadMs: performance.now() - t0 };
    return offlineFetch(createRouter(bee, index));
  })();
  return async function (url) {
    return (await ready)(url);
  };
})();
