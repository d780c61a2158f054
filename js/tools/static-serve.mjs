// static-serve.mjs - a plain static file server for the offline page's
// tests and timings: files of one folder (index.html at /), nothing else.
// Every request of a browser for anything else (the server's /v1/...
// included) is a 404 and a line in LOG, which the page test requires to
// stay empty: the page must answer itself.  With UPSTREAM (a `bee-simd
// serve`), the test's own reference requests (not a browser's: no
// "Mozilla" in their User-Agent) for /v1/... are passed to it.
// Prints "listening on http://127.0.0.1:PORT".
//   node static-serve.mjs DIR LOG [UPSTREAM]
import { createServer } from "node:http";
import { readFile, appendFile } from "node:fs/promises";
import path from "node:path";

const [dir, log, upstream] = process.argv.slice(2);
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".bee": "application/octet-stream",
};
const server = createServer(async (req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (upstream && url.pathname.startsWith("/v1/") && !/Mozilla/.test(req.headers["user-agent"] ?? "")) {
    const answer = await fetch(upstream + req.url);
    res.writeHead(answer.status, { "Content-Type": answer.headers.get("Content-Type") });
    res.end(Buffer.from(await answer.arrayBuffer()));
    return;
  }
  const name = url.pathname === "/" ? "index.html" : url.pathname.slice(1);
  try {
    if (name.includes("/") || name.startsWith(".")) throw new Error("not a file here");
    const body = await readFile(path.join(dir, name));
    res.writeHead(200, { "Content-Type": types[path.extname(name)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    if (url.pathname !== "/favicon.ico") await appendFile(log, `${req.method} ${req.url}\n`); // asked by every browser
    res.writeHead(404, { "Content-Type": "application/json" });
    res.end('{"error":"a static host: no such file"}\n');
  }
});
server.listen(0, "127.0.0.1", () => console.log(`listening on http://127.0.0.1:${server.address().port}`));
