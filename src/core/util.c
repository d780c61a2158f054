/* util.c - small helpers shared by the library's sources (see internal.h). */
#include "core/internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void bee_quote(const char *text, size_t len, char *out, size_t cap)
{
    const unsigned char *t = (const unsigned char *)text;
    size_t n = len < 40 ? len : 40, j = 0, i = 0;
    for (; i < n && j + 8 < cap; i++) {
        uint32_t cp;
        size_t k = t[i] >= 0x80 ? bee_utf8_decode(t + i, len - i, &cp) : 0;
        if (k) { /* a letter of another script, shown as it is */
            memcpy(out + j, t + i, k);
            j += k;
            i += k - 1;
            continue;
        }
        if (t[i] >= 0x20 && t[i] < 0x7f)
            out[j++] = (char)t[i];
        else /* a control character or a byte outside UTF-8: an escape */
            j += (size_t)snprintf(out + j, 5, "\\x%02x", t[i]);
    }
    if (i < len && j + 4 < cap) { /* cut: at 40 bytes, or where out is full */
        memcpy(out + j, "...", 3);
        j += 3;
    }
    out[j] = '\0';
}

int bee_grow_u32_slow(uint32_t **buf, size_t *cap, size_t need)
{
    size_t n = *cap ? *cap : 256;
    while (n < need)
        n *= 2;
    uint32_t *p = bee_realloc(*buf, n * sizeof *p);
    if (!p)
        return 0;
    *buf = p;
    *cap = n;
    return 1;
}

bee_status bee_check_block_size(uint32_t size, bee_error *err)
{
    if (size < 1 || size > BEE_MAX_BLOCK_SIZE)
        return bee_fail(err, BEE_ERR_ARG, "block size %u is out of range (1 to %u)", size,
                        BEE_MAX_BLOCK_SIZE);
    return BEE_OK;
}

bee_status bee_check_min_len(uint32_t min_len, bee_error *err)
{
    if (min_len < 1 || min_len > BEE_MAX_WORD_LEN)
        return bee_fail(err, BEE_ERR_ARG, "minimum word length %u is out of range (1 to %d)",
                        min_len, BEE_MAX_WORD_LEN);
    return BEE_OK;
}

bee_status bee_options_take(void *full, size_t full_size, size_t min_size, const void *given,
                            const char *type, bee_error *err)
{
    if (!given)
        return BEE_OK;
    size_t n;
    memcpy(&n, given, sizeof n);
    if (n < min_size)
        return bee_fail(err, BEE_ERR_ARG,
                        "%s: struct_size %zu is under %zu: set the options up with %s_init", type,
                        n, min_size, type);
    n = n < full_size ? n : full_size;
    memcpy((char *)full + sizeof n, (const char *)given + sizeof n, n - sizeof n);
    return BEE_OK;
}
