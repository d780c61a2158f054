// page.js - plays the page of `bee-simd serve` in headless Chromium, driven
// through the DevTools protocol over --remote-debugging-pipe (fds 3 and 4,
// messages ended by NUL), so no package beyond Node itself is needed.
// Keys go in as real key events (Input.dispatchKeyEvent), the page is read
// back with Runtime.evaluate.  Prints "ok WHAT" / "FAIL WHAT: ..." lines;
// exits 1 if any check failed, 2 if the browser could not be driven.
// Usage: node page.js URL SOLVE.json HINTS.json BAD_PUZZLE_MESSAGE [SHOT_DIR]
//        node page.js --utf8 URL SOLVE.json   (a Catalan server: playUtf8)
"use strict";
const { spawn } = require("child_process");
const fs = require("fs");

const utf8 = process.argv[2] === "--utf8";
const [url, solveFile, hintsFile, badMessage, shotDir] = process.argv.slice(utf8 ? 3 : 2);
const solved = JSON.parse(fs.readFileSync(solveFile, "utf8"));
const hints = utf8 ? null : JSON.parse(fs.readFileSync(hintsFile, "utf8"));
const profile = fs.mkdtempSync(require("os").tmpdir() + "/bee-page-");

const browser = spawn("chromium", [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--hide-scrollbars", "--remote-debugging-pipe", "--user-data-dir=" + profile, "about:blank",
], { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] });
const toBrowser = browser.stdio[3], fromBrowser = browser.stdio[4];

let nextId = 1, pending = new Map(), buffered = "";
fromBrowser.on("data", chunk => {
  buffered += chunk.toString("utf8");
  let end;
  while ((end = buffered.indexOf("\0")) >= 0) {
    const msg = JSON.parse(buffered.slice(0, end));
    buffered = buffered.slice(end + 1);
    const p = msg.id && pending.get(msg.id);
    if (!p) continue;
    pending.delete(msg.id);
    if (msg.error) p.reject(new Error(JSON.stringify(msg.error))); else p.resolve(msg.result);
  }
});
let session;
function send(method, params = {}, toSession = true) {
  const id = nextId++;
  const msg = { id, method, params };
  if (toSession && session) msg.sessionId = session;
  toBrowser.write(JSON.stringify(msg) + "\0");
  return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
}

const sleep = ms => new Promise(r => setTimeout(r, ms));
async function evaluate(expr) {
  const r = await send("Runtime.evaluate", { expression: expr, returnByValue: true, awaitPromise: true });
  if (r.exceptionDetails) throw new Error("page script: " + JSON.stringify(r.exceptionDetails));
  return r.result.value;
}
// Whether expr becomes true within 5 s (a check, where waitFor would stop the run).
async function becomes(expr) {
  for (let i = 0; i < 100; i++) {
    if (await evaluate(expr)) return true;
    await sleep(50);
  }
  return false;
}
// A look that reaches the page being left (a navigation under way) is a
// "not yet": the browser refuses it with code -32000.
const leaving = e => /"code":-32000/.test(e.message);
async function waitFor(expr, what) {
  for (let i = 0; i < 100; i++) {
    if (await evaluate(expr).catch(e => { if (leaving(e)) return false; throw e; })) return;
    await sleep(50);
  }
  throw new Error("timed out waiting for " + what);
}
async function key(k) {
  const named = { Enter: 13, Backspace: 8, " ": 32 };
  const code = named[k] || k.toUpperCase().charCodeAt(0);
  const text = k === "Enter" ? "\r" : k.length === 1 ? k : undefined;
  await send("Input.dispatchKeyEvent", { type: "keyDown", key: k, windowsVirtualKeyCode: code, text });
  await send("Input.dispatchKeyEvent", { type: "keyUp", key: k, windowsVirtualKeyCode: code });
}
// A real mouse click (pressed, released) at the middle of the element `expr`
// gives: unlike el.click(), it moves focus as a player's click would.
async function click(expr) {
  const [x, y] = await evaluate(`(() => { const e = ${expr}; e.scrollIntoView({ block: "center" });
    const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`);
  for (const type of ["mousePressed", "mouseReleased"])
    await send("Input.dispatchMouseEvent", { type, x, y, button: "left", buttons: 1, clickCount: 1 });
}
const hiveLetter = c => `[...document.querySelectorAll('#hive button')].find(b => b.textContent === '${c}')`;
async function typeWord(w) {
  for (const c of w) await key(c);
  await key("Enter");
}
async function open(path, ready = "document.querySelectorAll('#hive button').length === 7", what = "the hive") {
  await send("Page.navigate", { url: url + path });
  await waitFor("document.readyState === 'complete' && " + ready, what);
}
async function shoot(file, width, height) {
  await send("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: width < 500 });
  await sleep(300);
  const full = await evaluate("document.documentElement.scrollHeight");
  await send("Emulation.setDeviceMetricsOverride", { width, height: Math.max(height, full), deviceScaleFactor: 1, mobile: width < 500 });
  await sleep(200);
  const shot = await send("Page.captureScreenshot", { format: "png" });
  fs.writeFileSync(file, Buffer.from(shot.data, "base64"));
}

let failed = 0;
function check(what, expected, actual) {
  const e = JSON.stringify(expected), a = JSON.stringify(actual);
  if (e === a) console.log("ok " + what);
  else { failed++; console.log("FAIL " + what + ": expected " + e.slice(0, 300) + ", got " + a.slice(0, 300)); }
}
const message = () => evaluate("$('message').textContent");
const found = () => evaluate("[...document.querySelectorAll('#found li')].map(li => li.textContent)");
const score = () => evaluate("Number($('score').textContent)");
const rank = () => evaluate("$('rank').textContent");

// the expected figures, from the server's own records
const nyt = w => (w.length === 4 ? 1 : w.length) + (solved.pangrams.includes(w) ? 7 : 0);
const rankOf = points => hints.ranks.filter(r => points >= r.score).pop().name;

async function attach() {
  const target = await send("Target.createTarget", { url: "about:blank" }, false);
  session = (await send("Target.attachToTarget", { targetId: target.targetId, flatten: true }, false)).sessionId;
  await send("Page.enable");
  await send("Runtime.enable");
  await send("Emulation.setDeviceMetricsOverride", { width: 1200, height: 900, deviceScaleFactor: 1, mobile: false });
}

// The server's own /v1/hints record for the puzzle with these words found:
// what the page's score and rank must be (the alphabet's points, not restated here).
async function serverHints(found) {
  const res = await fetch(url + "/v1/hints?puzzle=" + encodeURIComponent(solved.puzzle) +
                          "&found=" + encodeURIComponent(found.join(",")));
  return res.json();
}

// A list of another alphabet (Catalan: ç a letter, accents folded, the
// middle dot dropped, 3 letters the shortest, its points), loaded by URL
// with the center in capitals; words typed as real key events.
async function playUtf8() {
  await attach();
  const ps = [...solved.puzzle], center = solved.center;
  const given = [...ps.slice(1), center.toUpperCase()].join("");   // "adeflnÇ"
  await open("/?p=" + encodeURIComponent(given));
  await evaluate("localStorage.clear()");
  await open("/?p=" + encodeURIComponent(given));
  check("utf8: the puzzle, center first", solved.puzzle, await evaluate("game.puzzle"));
  check("utf8: center marked", center, await evaluate("document.querySelector('#hive button.center').textContent"));
  check("utf8: center shown in capitals", center.toUpperCase(), await evaluate("document.querySelector('#hive button.center').innerText"));
  check("utf8: letters by code point: NFD read as NFC, the dot dropped, ñ outside, ß kept in capitals",
        [["c", "o", "l", "l", "e", "c", "c", "i", "o"], null, "STRAßE", "çadefln"],
        await evaluate("[lettersOf('col\u00b7lecci\u00f3'.normalize('NFD')), lettersOf('\u00f1'), upper('straße'), centerFirst('adeflnÇ')]"));
  check("utf8: hive letters", [...ps].sort(), await evaluate("[...document.querySelectorAll('#hive button')].map(b => b.textContent).sort()"));

  // a word with a middle dot, typed without it (the answer's letters)
  const dotted = solved.words.find(w => w.includes("\u00b7") && w.includes(center));
  const letters = w => [...w.normalize("NFD").replace(/[\u0300-\u0302\u0308\u00b7]/g, "").normalize("NFC")];
  const typed = letters(dotted).join("");
  let h = await serverHints([typed]);
  check("utf8: the server finds " + typed + " as " + dotted, 1, h.found.count);
  for (const c of typed) await key(c);
  check("utf8: typed letters shown", typed, await evaluate("$('entry').textContent"));
  await key("Enter");
  check("utf8: " + typed + " accepted, the server's points", "Good! +" + h.found.score, await message());
  check("utf8: found in the list's spelling", [dotted], await found());
  // the pangram typed with a folded accent (an e with grave for each e) and the middle dot
  const pangram = solved.pangrams[0];
  const accented = pangram.replace(/e/g, "\u00e8");
  for (const c of accented) await key(c);
  check("utf8: folded letters shown as the alphabet's", letters(pangram).join(""), await evaluate("$('entry').textContent"));
  await key("Enter");
  h = await serverHints([dotted, pangram]);
  const first = await serverHints([dotted]);
  check("utf8: a pangram, the server's points", "Pangram! +" + (h.found.score - first.found.score), await message());
  // a 4-letter word: 2 points in Catalan (1 in English)
  const four = solved.words.find(w => letters(w).length === 4 && w !== dotted);
  for (const c of four) await key(c);
  await key("Enter");
  const three = await serverHints([dotted, pangram, four]);
  check("utf8: a 4-letter word, the server's points", "Good! +" + (three.found.score - h.found.score), await message());
  h = three;
  check("utf8: score, as the server's hints count it", h.found.score, await score());
  check("utf8: rank, as the server's hints give it", h.found.rank, await rank());
  check("utf8: found words", [dotted, pangram, four].sort(), await found());
  for (const c of dotted) await key(c);   // with the dot this time: the same word
  await key("Enter");
  check("utf8: already found (typed with the dot)", "already found", await message());
  const wrong = center.repeat(2) + ps[1] + center + ps[1];
  if (!solved.words.some(w => letters(w).join("") === wrong)) {
    for (const c of wrong) await key(c);
    await key("Enter");
    check("utf8: a wrong word refused", "not in word list", await message());
  }
  const noCenter = ps.slice(1, 5).join("");
  for (const c of noCenter) await key(c);
  await key("Enter");
  check("utf8: no center refused", "missing center letter", await message());
  await key(center); await key(center.toUpperCase()); await key("Backspace");
  check("utf8: a capital typed is the letter; Backspace deletes one letter", center, await evaluate("$('entry').textContent"));
  await key("Backspace");
  let shuffled = false;
  const hive = "[...document.querySelectorAll('#hive button')].map(b => b.textContent).join('')";
  const before = await evaluate(hive);
  for (let i = 0; i < 5 && !shuffled; i++) {
    await key(" ");
    shuffled = before !== await evaluate(hive);
  }
  check("utf8: space shuffles, center kept", [true, center], [shuffled, await evaluate("$('hive').firstChild.textContent")]);
  await evaluate("$('hints-button').click()");
  await waitFor("$('grid').querySelectorAll('tr').length > 0", "the hints grid");
  check("utf8: hints: a row for the center, in capitals", true,
        await evaluate(`[...$('grid').querySelectorAll('th')].some(th => th.textContent === '${center.toUpperCase()}')`));
  const total = await evaluate("[...$('grid').querySelectorAll('tr')].pop().lastChild.textContent");
  check("utf8: hints: grid total = words still to find", String(solved.count - 3), total);
  await evaluate("$('reveal-button').click()");
  check("utf8: reveal: every answer", [...solved.words].sort(), await evaluate("[...document.querySelectorAll('#answers li')].map(li => li.textContent)"));
  await open("/?p=" + encodeURIComponent(solved.puzzle));
  check("utf8: reload: words kept", [dotted, pangram, four].sort(), await found());
}

async function play() {
  await attach();

  await open("/?p=" + solved.puzzle);
  await evaluate("localStorage.clear()");
  await open("/?p=" + solved.puzzle);
  check("center marked", solved.center, await evaluate("document.querySelector('#hive button.center').textContent"));
  check("hive letters", [...solved.puzzle].sort().join(""),
        await evaluate("[...document.querySelectorAll('#hive button')].map(b => b.textContent).sort().join('')"));
  check("ranks: the server's, one dot each", hints.ranks.length, await evaluate("$('rankbar').children.length"));
  check("start: rank", hints.ranks[0].name, await rank());

  const pangram = solved.pangrams[0];
  const word = solved.words.find(w => w.length >= 5 && !solved.pangrams.includes(w));
  const noCenter = [...solved.puzzle.slice(1)].slice(0, 4).join("");
  await typeWord(word);
  check("a valid word: message", "Good! +" + nyt(word), await message());
  check("a valid word: score", nyt(word), await score());
  await typeWord(noCenter);
  check("no center: message", "missing center letter", await message());
  await typeWord(solved.center + solved.puzzle[1]);
  check("too short: message", "too short", await message());
  await typeWord(word);
  check("already found: message", "already found", await message());
  const notWord = solved.center.repeat(5);
  if (!solved.words.includes(notWord)) {
    await typeWord(notWord);
    check("not in word list: message", "not in word list", await message());
  }
  // the pangram by clicks: each hive letter's button, then the Enter button
  for (const c of pangram)
    await evaluate(`[...document.querySelectorAll('#hive button')].find(b => b.textContent === '${c}').click()`);
  check("clicked letters shown", pangram, await evaluate("$('entry').textContent"));
  await evaluate("$('enter').click()");
  check("a pangram: message", "Pangram! +" + nyt(pangram), await message());
  const points = nyt(word) + nyt(pangram);
  check("score", points, await score());
  check("rank", rankOf(points), await rank());
  const next = hints.ranks.find(r => r.score > points);
  check("points to the next rank", (next.score - points) + " to " + next.name, await evaluate("$('next').textContent"));
  check("found words, alphabetical", [pangram, word].sort(), await found());
  check("pangram marked", ["pangram"], await evaluate("[...document.querySelectorAll('#found li.pangram')].map(li => li.className)"));
  await key("Backspace"); // Backspace on an empty word: nothing breaks
  await key("x"); await key("Backspace");
  check("backspace", "", await evaluate("$('entry').textContent"));
  const before = await evaluate("[...document.querySelectorAll('#hive button')].map(b => b.textContent).join('')");
  let shuffled = false;
  for (let i = 0; i < 5 && !shuffled; i++) {
    await key(" ");
    shuffled = before !== await evaluate("[...document.querySelectorAll('#hive button')].map(b => b.textContent).join('')");
  }
  check("space shuffles, center kept", [true, solved.center], [shuffled, await evaluate("$('hive').firstChild.textContent")]);

  await open("/?p=" + solved.puzzle);
  check("reload: words kept", [pangram, word].sort(), await found());
  check("reload: score kept", points, await score());

  await evaluate("$('hints-button').click()");
  await waitFor("$('grid').querySelectorAll('tr').length > 0", "the hints grid");
  const total = await evaluate("[...$('grid').querySelectorAll('tr')].pop().lastChild.textContent");
  check("hints: grid total = words still to find", String(solved.count - 2), total);
  check("hints: expanded", "true", await evaluate("$('hints-button').getAttribute('aria-expanded')"));
  const firstTwo = word.slice(0, 2).toUpperCase() + "-";
  check("hints: two-letter list shown", true, await evaluate(`$('two').textContent.includes('${firstTwo}')`));

  await evaluate("$('reveal-button').click()");
  check("reveal: every answer", [...solved.words].sort(), await evaluate("[...document.querySelectorAll('#answers li')].map(li => li.textContent)"));
  check("reveal: missed words marked", solved.count - 2, await evaluate("document.querySelectorAll('#answers li.missed').length"));

  const bad = solved.puzzle.slice(0, 6) + solved.puzzle[1];   // a letter twice
  await open("/?p=" + bad, "$('error').textContent !== ''", "the error");
  check("bad puzzle: the server's message shown", badMessage, await evaluate("$('error').textContent"));

  await open("/?p=" + solved.puzzle);
  await evaluate("$('new').click()");
  await waitFor("location.search !== '?p=" + solved.puzzle + "' && document.querySelectorAll('#hive button').length === 7", "a new puzzle");
  check("new puzzle: /v1/random's, played", true,
        await evaluate("/^\\?p=[a-z]{7}$/.test(location.search) && $('hive').firstChild.textContent === location.search[3]"));

  await playEdges();
  await playDaily();
  await playKeys();

  if (process.env.BAG_JSON) await playBag(JSON.parse(fs.readFileSync(process.env.BAG_JSON, "utf8")),
                                           process.env.BAG_BAD_MESSAGE);

  if (shotDir) {
    await open("/?p=" + solved.puzzle);
    await evaluate("$('hints-button').click()");
    await waitFor("$('grid').querySelectorAll('tr').length > 0", "the hints grid");
    await shoot(shotDir + "/serve-page.png", 1200, 800);
    await evaluate("$('hints-button').click()");
    await shoot(shotDir + "/serve-page-phone.png", 375, 740);
    check("screenshots", true, fs.statSync(shotDir + "/serve-page.png").size > 0 && fs.statSync(shotDir + "/serve-page-phone.png").size > 0);
  }
}

// The keys play whatever has focus, mouse and keys mixed (issue 40): letters
// clicked then Enter; Enter after a click on Shuffle; Space and Enter on a
// focused letter; Enter after Reveal; a control reached with Tab keeps Enter.
async function playKeys() {
  await evaluate("localStorage.clear()");
  await open("/?p=" + solved.puzzle);
  const entry = () => evaluate("$('entry').textContent");
  const hive = "[...document.querySelectorAll('#hive button')].map(b => b.textContent).join('')";
  const words = solved.words.filter(w => w.length >= 5).slice(0, 5);
  // letters clicked, then the Enter key: submitted once, not the last letter again
  for (const c of words[0]) await click(hiveLetter(c));
  check("keys: clicked letters shown", words[0], await entry());
  await key("Enter");
  check("keys: clicked letters, then Enter: submitted", ["", [words[0]]], [await entry(), await found()]);
  // Shuffle clicked, then a word typed and Enter
  await click("$('shuffle')");
  await typeWord(words[1]);
  check("keys: after a click on Shuffle, a word typed and Enter: submitted",
        ["", [words[0], words[1]].sort()], [await entry(), await found()]);
  // a letter focused (as Tab leaves it): Space shuffles, Enter submits, neither types it
  let shuffled = false, typed = "";
  for (let i = 0; i < 5 && !shuffled; i++) {
    const before = await evaluate(hive);
    await evaluate(hiveLetter(solved.center) + ".focus()");
    await key(" ");
    shuffled = before !== await evaluate(hive);
    typed += await entry();
  }
  check("keys: Space on a focused letter shuffles, adds nothing", [true, ""], [shuffled, typed]);
  await evaluate(hiveLetter(solved.center) + ".focus()");
  await typeWord(words[2]);
  check("keys: Enter on a focused letter submits the word", ["", true],
        [await entry(), (await found()).includes(words[2])]);
  // Reveal clicked, then a word typed and Enter
  await click("$('reveal-button')");
  check("keys: Reveal opened by a click", false, await evaluate("$('reveal').hidden"));
  await typeWord(words[3]);
  check("keys: after Reveal, Enter submits (and Reveal stays open)",
        ["Good! +" + nyt(words[3]), "", false], [await message(), await entry(), await evaluate("$('reveal').hidden")]);
  // Backspace after a click on Delete
  await key(solved.center);
  await key(solved.center);
  await click("$('delete')");
  await key("Backspace");
  check("keys: Delete clicked, then Backspace", "", await entry());
  // a control reached with Tab keeps Enter for itself (keyboard users)
  await evaluate("$('hints-button').focus()");
  await key("Enter");
  check("keys: Enter on Hints reached with Tab opens it", true, await becomes("$('grid').querySelectorAll('tr').length > 0"));
}

// The edges: letters without an answer, a puzzle of the wrong size, a phone.
async function playEdges() {
  await open("/?p=qwxyzvb");
  const page = await evaluate("document.body.innerText");
  check("edges: no answers: no rank reached, nothing 'all found'", [false, false, true],
        [/Queen Bee/.test(await rank()), /all found/.test(page), /no word of the list/.test(page)]);
  await open("/?p=abc", "$('error').textContent !== ''", "the error for abc");
  const err = await evaluate("$('error').textContent");
  check("edges: a puzzle of 3 letters: the game's words, not the API's", [false, true],
        [/size=/.test(err), /7 different letters/.test(err)]);

  await send("Emulation.setDeviceMetricsOverride", { width: 390, height: 844, deviceScaleFactor: 1, mobile: true });
  await open("/?p=" + solved.puzzle);
  await sleep(200);
  const hiveTop = "$('hive').getBoundingClientRect().top + scrollY";
  const before = await evaluate(hiveTop);
  await click("$('hints-button')");
  await waitFor("$('grid').querySelectorAll('tr').length > 0", "the hints grid on a phone");
  const moved = await evaluate(hiveTop) - before;
  check("edges: phone: Hints opened below the hive (it moved " + Math.round(moved) + " px)", true, Math.abs(moved) < 40);
  // (the phone's 390 px: a mobile viewport widens to hold what overflows it)
  const [right, wide] = await evaluate("[$('grid').getBoundingClientRect().right, document.documentElement.scrollWidth]");
  check("edges: phone: the hints table fits (its right edge at " + Math.round(right) + " px, the page " + wide +
        " px wide, of 390)", [true, true], [right <= 390, wide <= 390]);
  await send("Emulation.setDeviceMetricsOverride", { width: 1200, height: 900, deviceScaleFactor: 1, mobile: false });
}

// The daily puzzle: / plays the player's date's, progress kept per day
// across a reload, apart from another day's; the share text has the rank,
// score and words found, and no answer.
async function playDaily() {
  const daily = async date => (await fetch(url + "/v1/daily?date=" + date)).json();
  await open("/");
  const today = new Date(Date.now() - new Date().getTimezoneOffset() * 60000).toISOString().slice(0, 10);
  check("daily: / plays the day's puzzle of the player's date", [today, (await daily(today)).puzzle],
        await evaluate("[game.date, game.puzzle]"));
  const day = await daily("2026-11-28");
  const answers = await (await fetch(url + "/v1/solve?puzzle=" + day.puzzle)).json();
  await open("/?date=2026-11-28");
  check("daily: /?date= plays that day's", day.puzzle, await evaluate("game.puzzle"));
  check("daily: says which day", "The daily puzzle of 2026-11-28", await evaluate("($('daily') || {}).textContent"));
  const word = answers.words.find(w => !answers.pangrams.includes(w));
  for (const c of word.slice(0, 2)) await click(hiveLetter(c));
  for (const c of word.slice(2)) await key(c);
  await key("Enter");
  check("daily: a word found", [word], await found());
  await open("/?date=2026-11-28");
  check("daily: reload: the day's words kept", [word], await found());
  check("daily: kept under the date and puzzle", true,
        await evaluate(`localStorage.getItem('bee-simd:2026-11-28:${day.puzzle}') !== null`));
  await open("/?p=" + day.puzzle);
  check("daily: the same letters outside the daily: their own progress", [], await found());
  await open("/?date=2026-11-29");
  check("daily: another day, another puzzle, nothing found", [true, []],
        [(await evaluate("game.puzzle")) !== day.puzzle, await found()]);
  await open("/?date=2026-11-28");
  const shared = await evaluate("$('share-button') !== null");
  check("share: a Share button", true, shared);
  if (!shared) return;
  await click("$('share-button')");
  await waitFor("!$('share-text').hidden", "the share text");
  const text = await evaluate("$('share-text').textContent");
  const tokens = text.toLowerCase().split(/[^a-z]+/);
  check("share: the day, rank, score, words found", true,
        text.includes("2026-11-28") && text.includes(await rank()) && text.includes(nytOf(answers, word) + " point") &&
        text.includes("1 word"));
  check("share: no answer in it", [], answers.words.filter(w => tokens.includes(w)));
  check("share: shown in the page or copied, said so", true, await becomes("/Copied|Copy the text/.test($('message').textContent)"));
}
const nytOf = (s, w) => (w.length === 4 ? 1 : w.length) + (s.pangrams.includes(w) ? 7 : 0);

// The letter bag below the game: `bag` is /v1/bag's answer for its board,
// longest first, at most 500 words (what the page asks); `badMessage` the
// server's error for a board with a digit.
async function playBag(bag, badMessage) {
  const words = "[...document.querySelectorAll('#bag-words li')].map(li => li.textContent)";
  await open("/?p=" + solved.puzzle);
  await evaluate("$('bag-letters').focus()");
  for (const c of bag.bag) await key(c);
  check("bag: tiles typed go to the bag, not the hive", [bag.bag, ""],
        [await evaluate("$('bag-letters').value"), await evaluate("$('entry').textContent")]);
  await key("Enter");
  await waitFor(words + ".length > 0", "the bag's words");
  check("bag: the server's words, longest first", bag.words, await evaluate(words));
  const shown = bag.count > bag.words.length ? ", the first " + bag.words.length + " shown" : "";
  check("bag: how many", bag.count + " words" + shown, await evaluate("$('bag-summary').textContent"));
  await evaluate("$('bag-sort').value = 'alpha'; $('bag-form').requestSubmit()");
  await waitFor(words + ".join() !== " + JSON.stringify(bag.words.join()), "the bag in alphabetical order");
  const alpha = await evaluate(words);
  check("bag: alphabetical order", [...alpha].sort(), alpha);
  await open("/?bag=" + encodeURIComponent(bag.bag), words + ".length > 0", "the bag from ?bag=");
  check("bag: /?bag= opens it spelled", bag.words, await evaluate(words));
  await evaluate("$('bag-letters').value = 'ab1c'; $('bag-form').requestSubmit()");
  await waitFor("$('bag-summary').textContent.startsWith('bag: ')", "the bag's error");
  check("bag: the server's message for a bad board", "bag: " + badMessage,
        await evaluate("$('bag-summary').textContent"));
  check("bag: no words for a bad board", 0, await evaluate("document.querySelectorAll('#bag-words li').length"));
}

const deadline = setTimeout(() => { console.log("FAIL timed out"); finish(2); }, 60000);
function finish(code) {
  clearTimeout(deadline);
  browser.on("exit", () => {   // the profile once the browser stopped writing it
    try {   // its helper processes may still be closing files
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch (e) { console.error("page.js: " + profile + " left: " + e.message); }
    process.exit(code);
  });
  browser.kill();
}
browser.on("error", e => { console.log("FAIL chromium: " + e.message); finish(2); });
(utf8 ? playUtf8 : play)().then(() => finish(failed ? 1 : 0), e => { console.log("FAIL " + e.message); finish(2); });
