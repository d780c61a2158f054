# chart.awk - one line chart as SVG, for bench/regenerate.sh: one question a
# chart (time against dictionary size, say), one line a series, each with its
# own dash pattern and marker so the chart reads in greyscale.
#
#   awk -F'\t' -v title=T -v xlabel=X -v ylabel=Y [-v logx=1] [-v logy=1] \
#       [-v note=N] -f bench/chart.awk DATA.tsv > chart.svg
#
# DATA.tsv: series \t x \t y, one point a line, in the order to draw; a y of
# "-" is left out (a point not measured).
BEGIN { W = 720; H = 420; L = 80; R = 190; T = 40; B = 60 }
$3 == "-" || $3 == "" { next }
{
    s = $1
    if (!(s in seen)) { seen[s] = ++ns; name[ns] = s }
    k = seen[s]; np[k]++; px[k, np[k]] = $2 + 0; py[k, np[k]] = $3 + 0
    x = tx($2 + 0); y = ty($3 + 0)
    if (!init || x < x0) x0 = x; if (!init || x > x1) x1 = x
    if (!init || y < y0) y0 = y; if (!init || y > y1) y1 = y
    init = 1
}
function lg(v) { return log(v) / log(10) }
function tx(v) { return logx ? lg(v > 0 ? v : 1e-9) : v }
function ty(v) { return logy ? lg(v > 0 ? v : 1e-9) : v }
function sx(v) { return L + (tx(v) - x0) / (x1 - x0) * (W - L - R) }
function sy(v) { return H - B - (ty(v) - y0) / (y1 - y0) * (H - T - B) }
function human(v) {
    if (v >= 1e9) return sprintf("%gG", v / 1e9); if (v >= 1e6) return sprintf("%gM", v / 1e6)
    if (v >= 1e3) return sprintf("%gk", v / 1e3); return sprintf("%g", v)
}
function esc(t) { gsub(/&/, "\\&amp;", t); gsub(/</, "\\&lt;", t); return t }
function ticks(lo, hi, log_, axis,    v, e, step, n) {
    if (log_) {
        for (e = int(lo) - 1; e <= hi + 1; e++) {
            v = 10 ^ e
            if (e >= lo - 1e-9 && e <= hi + 1e-9) tick(v, axis)
        }
    } else {
        step = (hi - lo) / 5; e = 10 ^ int(lg(step)); step = int(step / e + 0.5) * e
        if (step <= 0) step = 1
        for (v = int(lo / step) * step; v <= hi + 1e-9; v += step) if (v >= lo - 1e-9) tick(v, axis)
    }
}
function tick(v, axis) {
    if (axis == "x")
        printf "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ccc\"/><text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", sx(v), T, sx(v), H - B, sx(v), H - B + 16, human(v)
    else
        printf "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ccc\"/><text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", L, sy(v), W - R, sy(v), L - 6, sy(v) + 4, human(v)
}
END {
    if (!init) { x0 = 0; x1 = 1; y0 = 0; y1 = 1 }
    if (x1 == x0) { x0 -= 0.5; x1 += 0.5 }
    if (y1 == y0) { y0 -= 0.5; y1 += 0.5 }
    pad = (y1 - y0) * 0.05; y0 -= pad; y1 += pad
    if (!logy && y0 < 0) y0 = 0
    split("0;6 3;2 2;8 3 2 3;12 4;1 3;4 2 1 2;10 2 2 2", dash, ";")
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"11\">\n", W, H
    printf "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H
    printf "<text x=\"%d\" y=\"20\" font-size=\"14\">%s</text>\n", L, esc(title)
    if (note != "") printf "<text x=\"%d\" y=\"%d\" fill=\"#555\">%s</text>\n", L, H - 8, esc(note)
    ticks(x0, x1, logx, "x"); ticks(y0, y1, logy, "y")
    printf "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"black\"/>\n", L, T, W - L - R, H - T - B
    printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", L + (W - L - R) / 2, H - B + 32, esc(xlabel)
    printf "<text transform=\"translate(16 %d) rotate(-90)\" text-anchor=\"middle\">%s</text>\n", T + (H - T - B) / 2, esc(ylabel)
    for (k = 1; k <= ns; k++) {
        d = dash[(k - 1) % 8 + 1]; pts = ""
        for (i = 1; i <= np[k]; i++) pts = pts sprintf("%.1f,%.1f ", sx(px[k, i]), sy(py[k, i]))
        printf "<polyline fill=\"none\" stroke=\"black\" stroke-width=\"1.5\"%s points=\"%s\"/>\n", d == "0" ? "" : " stroke-dasharray=\"" d "\"", pts
        for (i = 1; i <= np[k]; i++) marker(k, sx(px[k, i]), sy(py[k, i]))
        ly = T + 10 + (k - 1) * 18
        printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\" stroke-width=\"1.5\"%s/>\n", W - R + 10, ly, W - R + 40, ly, d == "0" ? "" : " stroke-dasharray=\"" d "\""
        marker(k, W - R + 25, ly)
        printf "<text x=\"%d\" y=\"%d\">%s</text>\n", W - R + 46, ly + 4, esc(name[k])
    }
    print "</svg>"
}
function marker(k, x, y,    m) {
    m = (k - 1) % 4
    if (m == 0) printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\"/>\n", x, y
    else if (m == 1) printf "<rect x=\"%.1f\" y=\"%.1f\" width=\"6\" height=\"6\" fill=\"white\" stroke=\"black\"/>\n", x - 3, y - 3
    else if (m == 2) printf "<path d=\"M%.1f %.1f l4 7 h-8 z\" fill=\"white\" stroke=\"black\"/>\n", x, y - 4
    else printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"white\" stroke=\"black\"/>\n", x, y
}
