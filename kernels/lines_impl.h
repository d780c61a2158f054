/*
 * lines_impl.h - the line-filter loop, written once (see lines_kernel.h).
 * An ISA file defines LINES_FN (the symbol), a type lines_vectors, and
 *   static void lines_setup(const bee_line_filter *f, lines_vectors *v);
 *   static void lines_classify(const char *p, const lines_vectors *v,
 *                              uint64_t *nl, uint64_t *bad, uint64_t *ctr);
 * (64 bytes at p into newline, disallowed and center bit masks), then
 * includes this file.
 */
size_t LINES_FN(const char *text, size_t n, const bee_line_filter *f, bee_line_carry *carry,
                uint32_t *ends)
{
    lines_vectors v;
    lines_setup(f, &v);
    size_t k = 0;
    for (size_t i = 0; i < n; i += 64) {
        uint64_t nl, bad, ctr;
        lines_classify(text + i, &v, &nl, &bad, &ctr);
        k = bee_lines_emit(nl, bad, ctr, carry, (uint32_t)i, ends, k);
    }
    return k;
}
