/* TEMPORARY stand-in for the library's bee_select_bytes_fn (select9). */
#include "bee_experimental.h"
#include <immintrin.h>
#include <string.h>
__attribute__((target("avx512f,avx512bw,avx512vbmi2,popcnt"))) static size_t
select_vbmi2(char *to, const char *text, const uint64_t *keep, size_t blocks)
{
    char *q = to;
    for (size_t b = 0; b < blocks; b++) {
        __m512i v = _mm512_loadu_si512(text + b * 64);
        _mm512_storeu_si512(q, _mm512_maskz_compress_epi8(keep[b], v));
        q += __builtin_popcountll(keep[b]);
    }
    return (size_t)(q - to);
}
bee_select_fn bee_select_bytes_fn(bee_kernel_id k)
{
    (void)k;
    return select_vbmi2;
}
