// page-time.mjs - the offline page's time from navigation to its first
// answer (window.beeOffline.firstAnswerMs, web/offline.js), in headless
// Chromium driven over the DevTools pipe as tests/serve/page.js drives it.
// Loads URL `runs` times (fresh cache each time); prints one line:
// "min median max loadMs(median) simd".
//   node page-time.mjs URL RUNS
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";

const [url, runs = "5"] = process.argv.slice(2);
const profile = mkdtempSync(tmpdir() + "/bee-time-");
const browser = spawn("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
  "--disable-background-networking", "--remote-debugging-pipe", "--user-data-dir=" + profile, "about:blank"],
  { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
const [to, from] = [browser.stdio[3], browser.stdio[4]];
let id = 1, buf = "", session;
const pending = new Map();
from.on("data", (chunk) => {
  buf += chunk.toString("utf8");
  for (let end; (end = buf.indexOf("\0")) >= 0; buf = buf.slice(end + 1)) {
    const msg = JSON.parse(buf.slice(0, end));
    pending.get(msg.id)?.(msg);
    pending.delete(msg.id);
  }
});
const send = (method, params = {}) => new Promise((resolve) => {
  const msg = { id: id++, method, params, ...(session ? { sessionId: session } : {}) };
  pending.set(msg.id, (m) => resolve(m.result));
  to.write(JSON.stringify(msg) + "\0");
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
try {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  session = (await send("Target.attachToTarget", { targetId, flatten: true })).sessionId;
  await send("Page.enable");
  await send("Network.enable");
  await send("Network.setCacheDisabled", { cacheDisabled: true });
  const times = [], loads = [];
  let simd = null;
  for (let r = 0; r < Number(runs); r++) {
    await send("Page.navigate", { url });
    let v = null;
    for (let i = 0; i < 200 && !v; i++) {
      await sleep(25);
      const res = await send("Runtime.evaluate", { expression: "JSON.stringify(window.beeOffline ?? null)", returnByValue: true });
      const o = JSON.parse(res?.result?.value ?? "null");
      if (o && o.firstAnswerMs) v = o;
    }
    if (!v) throw new Error("the page gave no answer in 5 s");
    times.push(v.firstAnswerMs);
    loads.push(v.loadMs);
    simd = v.simd;
  }
  const sorted = (a) => [...a].sort((x, y) => x - y);
  const t = sorted(times), l = sorted(loads);
  console.log([t[0], t[t.length >> 1], t[t.length - 1], l[l.length >> 1]].map((x) => x.toFixed(1)).join(" ") + ` simd=${simd}`);
} finally {
  browser.kill();
  await sleep(200); // the browser's last writes to its profile
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
