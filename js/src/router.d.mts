// router.d.mts - the types of router.mjs: the server's GET /v1/... answers.
import type { Bee, Index } from "./bee.mjs";

/** route(url) -> the status and body `bee-simd serve` would send. */
export function createRouter(bee: Bee, index: Index): (url: string) => { status: number; body: string };

/** A fetch() answering those URLs (the page's getJSON). */
export function offlineFetch(route: (url: string) => { status: number; body: string }): (url: string) => Promise<Response>;
