/*
 * internal.h - what every room of the library shares from core/ (not
 * installed): errors, options, arenas and stores, the kernel table, bit
 * counts, the scoring rule, radix sorts.  The dictionary's layout is in
 * dict/dict.h, the index's in solve/index.h, index files' in file/file.h.
 */
#ifndef BEE_INTERNAL_H
#define BEE_INTERNAL_H

#include "bee.h"
#include "bee_experimental.h"
#include "core/alloc.h"
#include "core/utf8.h"
#include "result.h"
#include "../../kernels/bag_kernel.h" /* and kernel.h */
#include "../../kernels/lines_kernel.h"
#include "../../kernels/words_kernel.h"
#include "../../kernels/ranks_kernel.h"
#include "../../kernels/select_kernel.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

/* Bits set in x without a call to libgcc's __popcountdi2: the library core
 * is built for the baseline CPU, which has no popcnt instruction. */
static inline uint32_t bee_popcount64(uint64_t x)
{
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    return (uint32_t)((x * 0x0101010101010101ull) >> 56);
}

static inline uint32_t bee_popcount32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (x * 0x01010101u) >> 24;
}

/* The scoring rule, the one place it is written (bee_alphabet_score is its
 * public face): a word's NYT points before the pangram bonus (shorter words
 * only with a minimum length under 4), and a puzzle's score from the totals
 * of its answers, `base_points` being the sum of their bee_base_points. */
static inline uint32_t bee_base_points(uint32_t len)
{
    return len <= 4 ? 1 : len;
}

static inline uint64_t bee_total_score(bee_scoring s, uint64_t base_points, uint64_t count,
                                       uint64_t pangrams)
{
    return s == BEE_SCORING_SIMPLE ? count + 2 * pangrams : base_points + 7 * pangrams;
}

/* n rounded up to whole 64-byte cache lines: each column of an arena (an
 * index's, a dictionary's) starts on a line of its own. */
static inline size_t bee_align64(size_t n)
{
    return (n + 63) & ~(size_t)63;
}

/* The block sizes an index takes, puzzle or bag (index files are checked
 * against the same bound). */
#define BEE_MAX_BLOCK_SIZE (1u << 24)
/* The option checks every builder shares (util.c): BEE_OK if `size` is from
 * 1 to BEE_MAX_BLOCK_SIZE, or `min_len` from 1 to BEE_MAX_WORD_LEN; else
 * BEE_ERR_ARG saying which is out of range. */
bee_status bee_check_block_size(uint32_t size, bee_error *err);
bee_status bee_check_min_len(uint32_t min_len, bee_error *err);

/* Format a message into err (if not NULL) and return its code. */
bee_status bee_fail(bee_error *err, bee_status code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Options as the library reads them (bee.h, "Options"): `full` (full_size
 * bytes, set up by its init) takes the fields of the caller's `given` that
 * fit in given->struct_size; the rest keep their defaults.  NULL given: the
 * defaults.  BEE_ERR_ARG naming `type` if given->struct_size is under
 * `min_size`, the struct's size in 1.0.0 (offsetof its last field then, plus
 * that field's size): options not set up by their init. */
bee_status bee_options_take(void *full, size_t full_size, size_t min_size, const void *given,
                            const char *type, bee_error *err);
/* An options init (bee_*_options_init_sized): the caller's `size` bytes at
 * `o` get the first of the library's defaults (full_size bytes), zeros
 * past them, and struct_size = size.  Inline: full_size is a constant, so
 * the common case is one fixed-size copy. */
static inline void bee_options_give(void *o, size_t size, const void *defaults, size_t full_size)
{
    if (!o || size < sizeof size)
        return;
    if (size == full_size) {
        memcpy(o, defaults, full_size);
        return;
    }
    size_t n = size < full_size ? size : full_size;
    memcpy(o, defaults, n);
    memset((char *)o + n, 0, size - n);
    memcpy(o, &size, sizeof size);
}
/* The same for a `type` (bee_solve_options, ...) into `local`: the defaults
 * of its init, then the caller's fields over them; `last` is its last field
 * in 1.0.0. */
#define BEE_OPTIONS_TAKE(type, local, given, last, err)                                    \
    (type##_init(&(local)),                                                                \
     bee_options_take(&(local), sizeof(type), offsetof(type, last) + sizeof((local).last), \
                      (given), #type, (err)))

/* One block for arrays built once and freed whole (arena.c): 2 MiB aligned
 * and marked for transparent huge pages when large, else malloc'd.  Free it
 * with the `reserved` it gave.  NULL if out of memory. */
void *bee_arena_new(size_t bytes, size_t *reserved);
void bee_arena_free(void *p, size_t reserved);

/* A zeroed allocation of whole cache lines (free it with free): for what
 * one thread writes at every puzzle (a bee_result) and what every thread
 * reads at every puzzle (an index's solve parts).  From calloc, a result and
 * the parts could share a line: one thread's writes then evicted the line
 * from the other's cache at each puzzle, and two stream threads each ran at
 * half speed. */
void *bee_calloc_lines(size_t bytes);

/* A store: small pieces built on first use by any thread (the set lists,
 * their texts) and freed only all together.  Blocks from bee_arena_new, from
 * 64 KiB growing to 4 MiB (huge pages), handed out in order under a lock,
 * instead of a malloc each, whose fresh 4 KiB pages cost a fault apiece
 * (10-30 us on a virtual machine, as much as building the piece). */
typedef struct bee_store {
    pthread_mutex_t lock;
    char *block;       /* the newest block, NULL before the first piece */
    size_t used, size; /* of the newest block */
} bee_store;

void bee_store_init(bee_store *st);
/* Room for `bytes`, 64-byte aligned, living as long as the store; NULL if
 * out of memory.  Safe from any thread. */
void *bee_store_take(bee_store *st, size_t bytes);
void bee_store_free(bee_store *st);

/* Make *buf hold at least `need` entries (doubling); 0 if out of memory.
 * Inline for the usual case, room already there: every solve asks a few
 * times, and a call each time was ~30 instructions of a 1,200-instruction
 * NYT puzzle. */
int bee_grow_u32_slow(uint32_t **buf, size_t *cap, size_t need);
static inline int bee_grow_u32(uint32_t **buf, size_t *cap, size_t need)
{
    return need <= *cap || bee_grow_u32_slow(buf, cap, need);
}

/* The kernel table: scan function of kernel k, NULL where not built. */
bee_scan_fn bee_kernel_scan_fn(bee_kernel_id k);
/* The center filter of kernel k, NULL where not built. */
bee_filter_fn bee_kernel_filter_fn(bee_kernel_id k);
/* The bag scan of kernel k, NULL where not built. */
bee_bag_scan_fn bee_kernel_bag_scan_fn(bee_kernel_id k);
/* The CPU features kernel k needs, space-separated ("" for none). */
const char *bee_kernel_features(bee_kernel_id k);
/* The kernel to use for a request of `k`: BEE_KERNEL_AUTO means $BEE_KERNEL if
 * set (an error if it names no kernel, or one this CPU cannot run), else the
 * best runnable.  BEE_OK with *out, or BEE_ERR_KERNEL with the one message of
 * bee_kernel_check. */
bee_status bee_kernel_resolve(bee_kernel_id k, bee_kernel_id *out, bee_error *err);

/* The kernel table's line-filter column (the one-shot plan). */
bee_lines_fn bee_kernel_lines_fn(bee_kernel_id k);
/* Its bag one-off line count column (bag_oneshot.c). */
bee_line_fits_fn bee_kernel_line_fits_fn(bee_kernel_id k);
/* Its index-file word check column (index_check.c). */
bee_words_fn bee_kernel_words_fn(bee_kernel_id k);
/* Its subsets-plan rank walk columns (ranks_kernel.h). */
bee_ranks_walk_fn bee_kernel_ranks_walk_fn(bee_kernel_id k);
bee_ranks_sort_fn bee_kernel_ranks_sort_fn(bee_kernel_id k);

/* Stable LSD radix sort of a[0..n) by bits [lo, hi) of each value; tmp holds
 * n values (radix_sort.c: the one radix sort of radix_sort.h). */
void bee_sort_u64(uint64_t *a, uint64_t *tmp, size_t n, int lo, int hi);
/* Word ids: sort a[0..n) by the low `bits` bits of each entry (higher bits ride
 * along); tmp holds n entries.  Returns a or tmp, whichever holds the
 * result.  Stable. */
uint32_t *bee_sort_ids(uint32_t *a, uint32_t *tmp, size_t n, uint32_t bits);

#endif
