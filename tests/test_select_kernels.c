/* test_select_kernels.c - the byte-select kernels (bee_select_bytes_fn,
 * kernels/select_kernel.h), each forced, against a plain byte loop: random
 * text of 0, 1, 2, 17 and 1000 blocks under masks of every kind (none, all,
 * alternating, one bit a block, random densities, and runs of 4-15 kept
 * bytes between gaps, as a letter set's words are kept for a center), from
 * unaligned text, masks and output.  The bytes kept and their count must be
 * the reference's exactly, and nothing may be written past the 64 bytes of
 * room after them.  (An advance off by one in the scalar step, the 8-byte
 * table step or the vpcompressb step fails both random tests: tried.) */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_BLOCKS = 1000, ROOM = 64, GUARD = 64, SKEW = 8 };

static size_t reference(char *to, const char *text, const uint64_t *keep, size_t blocks)
{
    size_t n = 0;
    for (size_t i = 0; i < 64 * blocks; i++)
        if (keep[i / 64] >> (i % 64) & 1)
            to[n++] = text[i];
    return n;
}

typedef enum mask_kind {
    NONE,
    ALL,
    ALTERNATE,
    ONE_BIT,
    SPARSE, /* 1 bit in 16 */
    QUARTER,
    HALF,
    DENSE, /* 15 bits in 16 */
    WORDS, /* runs of 4-15 kept bytes, gaps of 1-40 */
    KINDS
} mask_kind;

static const char *const kind_name[KINDS] = {"none",    "all",  "alternate", "one bit", "sparse",
                                             "quarter", "half", "dense",     "words"};

/* Each bit set with probability num / 16. */
static uint64_t random_bits(tu_rng *r, unsigned num)
{
    uint64_t k = 0;
    for (int i = 0; i < 64; i++)
        k |= (uint64_t)(tu_below(r, 16) < num) << i;
    return k;
}

static void make_masks(tu_rng *r, mask_kind kind, uint64_t *keep, size_t blocks)
{
    memset(keep, 0, blocks * sizeof *keep);
    if (kind == WORDS) {
        size_t i = tu_below(r, 20);
        while (i < 64 * blocks) {
            for (size_t end = i + 4 + tu_below(r, 12); i < end && i < 64 * blocks; i++)
                keep[i / 64] |= 1ull << (i % 64);
            i += 1 + tu_below(r, 40);
        }
        return;
    }
    for (size_t b = 0; b < blocks; b++)
        switch (kind) {
        case ALL: keep[b] = ~0ull; break;
        case ALTERNATE: keep[b] = b % 2 ? 0xaaaaaaaaaaaaaaaaull : 0x5555555555555555ull; break;
        case ONE_BIT: keep[b] = 1ull << (b < 2 ? 63 * b : tu_below(r, 64)); break;
        case SPARSE: keep[b] = random_bits(r, 1); break;
        case QUARTER: keep[b] = random_bits(r, 4); break;
        case HALF: keep[b] = random_bits(r, 8); break;
        case DENSE: keep[b] = random_bits(r, 15); break;
        case NONE:
        case WORDS: /* above */
        case KINDS: break;
        }
}

typedef struct buffers {
    char text[64 * MAX_BLOCKS + SKEW];
    unsigned char keep[8 * MAX_BLOCKS + SKEW];
    char to[64 * MAX_BLOCKS + ROOM + GUARD + SKEW];
    char want[64 * MAX_BLOCKS];
    uint64_t masks[MAX_BLOCKS];
} buffers;

/* Kernel k on `blocks` blocks of b->text from the given skews against the
 * reference. */
static void check(bee_kernel_id k, buffers *b, size_t blocks, size_t text_at, size_t keep_at,
                  size_t to_at, const char *what)
{
    bee_select_fn select_fn = bee_select_bytes_fn(k);
    assert_non_null(select_fn);
    const char *text = b->text + text_at;
    size_t want = reference(b->want, text, b->masks, blocks);
    memcpy(b->keep + keep_at, b->masks, blocks * sizeof *b->masks);
    memset(b->to, 0x5a, sizeof b->to);
    char *to = b->to + to_at;
    size_t got = select_fn(to, text, (const uint64_t *)(const void *)(b->keep + keep_at), blocks);
    if (got != want || memcmp(to, b->want, want) != 0) {
        size_t at = 0;
        while (at < want && at < got && to[at] == b->want[at])
            at++;
        fail_msg("kernel %s, %s, %zu blocks, skews %zu/%zu/%zu: %zu bytes kept, expected %zu; "
                 "first difference at byte %zu",
                 bee_kernel_name(k), what, blocks, text_at, keep_at, to_at, got, want, at);
    }
    for (size_t i = to_at + want + ROOM; i < sizeof b->to; i++)
        if (b->to[i] != 0x5a)
            fail_msg("kernel %s, %s, %zu blocks: byte %zu past the kept ones written",
                     bee_kernel_name(k), what, blocks, i - to_at - want);
}

/* The buffers, their text random bytes. */
static buffers *random_buffers(tu_rng *r)
{
    static buffers b;
    for (size_t i = 0; i < sizeof b.text; i++)
        b.text[i] = (char)tu_next(r);
    return &b;
}

static void every_kernel_every_mask(void **state)
{
    (void)state;
    tu_rng r = {41};
    buffers *b = random_buffers(&r);
    static const size_t sizes[] = {0, 1, 2, 17, MAX_BLOCKS};
    int kernels = 0;
    for (int k = 0; k < BEE_KERNEL_COUNT; k++) {
        if (!bee_kernel_runnable((bee_kernel_id)k))
            continue;
        kernels++;
        for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
            for (int kind = 0; kind < KINDS; kind++) {
                make_masks(&r, (mask_kind)kind, b->masks, sizes[s]);
                check((bee_kernel_id)k, b, sizes[s], 0, 0, 0, kind_name[kind]);
                /* every pointer off its alignment */
                check((bee_kernel_id)k, b, sizes[s], 1 + tu_below(&r, SKEW - 1),
                      1 + tu_below(&r, SKEW - 1), 1 + tu_below(&r, SKEW - 1), kind_name[kind]);
            }
    }
    assert_true(kernels >= 2); /* scalar, and at least NEON through SIMDe */
}

/* Many short runs of random masks, mixing kinds block by block. */
static void random_mixes(void **state)
{
    (void)state;
    tu_rng r = {7};
    buffers *b = random_buffers(&r);
    for (int round = 0; round < 300; round++) {
        size_t blocks = 1 + tu_below(&r, 40);
        for (size_t i = 0; i < blocks; i++) {
            uint64_t one;
            make_masks(&r, (mask_kind)tu_below(&r, KINDS), &one, 1);
            b->masks[i] = one;
        }
        size_t text_at = tu_below(&r, SKEW), keep_at = tu_below(&r, SKEW);
        size_t to_at = tu_below(&r, SKEW);
        for (int k = 0; k < BEE_KERNEL_COUNT; k++)
            if (bee_kernel_runnable((bee_kernel_id)k))
                check((bee_kernel_id)k, b, blocks, text_at, keep_at, to_at, "mixed");
    }
}

/* AUTO is the kernel bee_kernel_best() picks; a kernel not built or not
 * runnable here, or no kernel at all, gives NULL. */
static void the_choice(void **state)
{
    (void)state;
    assert_non_null(bee_select_bytes_fn(BEE_KERNEL_AUTO));
    assert_ptr_equal(bee_select_bytes_fn(BEE_KERNEL_AUTO), bee_select_bytes_fn(bee_kernel_best()));
    for (int k = 0; k < BEE_KERNEL_COUNT; k++)
        assert_int_equal(bee_select_bytes_fn((bee_kernel_id)k) != NULL,
                         bee_kernel_runnable((bee_kernel_id)k));
    assert_null(bee_select_bytes_fn(BEE_KERNEL_COUNT));
    assert_null(bee_select_bytes_fn((bee_kernel_id)-2));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(every_kernel_every_mask),
        cmocka_unit_test(random_mixes),
        cmocka_unit_test(the_choice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
