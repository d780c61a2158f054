/*
 * internal.h - the layout of dictionaries and indexes, shared by the library's
 * sources (not installed).  Both are flat arrays behind const pointers so that
 * a persisted index can point them straight into a mapped file.
 */
#ifndef BEE_INTERNAL_H
#define BEE_INTERNAL_H

#include "core/private_api.h"

#include "bee.h"
#include "bee_experimental.h"
#include "core/alloc.h"
#include "dict/alphabet.h"
#include "result.h"
#include "../../kernels/bag_kernel.h" /* and kernel.h */
#include "../../kernels/lines_kernel.h"
#include "../../kernels/words_kernel.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

struct bee_dict {
    size_t n;                  /* words, sorted, distinct */
    const char *text;          /* each word NUL-terminated, in id order */
    const uint32_t *offset;    /* n: start of word i in text */
    const uint32_t *mask;      /* n: letter set of word i */
    const uint8_t *len;        /* n: length of word i, in bytes */
    uint8_t *letters;          /* n: its length in letters (malloc'd), or NULL:
                               the same as len (English) */
    const bee_alphabet *alpha; /* NULL: English, a-z bytes */
    bee_dict_stats stats;
    void *owned;      /* one allocation holding the arrays above, or NULL */
    size_t arena_len; /* owned came from bee_arena_new (this many
                                  bytes), or 0: from malloc */
    void *map;        /* the index file mapping the arrays live in
                                  (unmapped on free), or NULL */
    size_t map_len;
    const void *image;    /* the checked index file (or built-in image)
                                  the arrays point into, or NULL */
    int image_built_in;   /* image is the built-in one: no checksums */
    char image_name[256]; /* its name, for messages */
};

/*
 * The index: distinct letter sets of the words of at least min_len letters,
 * sorted, then cut into blocks.  Sets of at most 7 letters ("narrow") come
 * first so that a 7-letter puzzle never looks at the rest.
 *
 * Per set i: scan.masks[i] (the hot column, padded with BEE_PAD_MASK), and
 * cold data in one 16-byte record, so that an answer costs one cache line
 * besides its words: sets[i].count words word_ids[sets[i].first ...], worth
 * sets[i].points (NYT rule, pangram bonus not included).
 * word_ids is followed by BEE_WORD_PAD readable entries (solve copies word
 * lists in fixed-size chunks).
 */
#define BEE_WORD_PAD 8

/* Sets of at most this many letters are "narrow": they come first in the
 * index, and a puzzle of at most this many letters scans only them. */
#define BEE_NARROW_LETTERS 7

typedef struct bee_set_info {
    uint32_t first;    /* first of its words in word_ids */
    uint32_t count;    /* number of words */
    uint32_t points;   /* NYT base points of those words */
    uint32_t reserved; /* 0; pads the record to 16 bytes */
} bee_set_info;
struct bee_solve_parts; /* engine.h */

struct bee_index {
    const bee_dict *dict;
    bee_index_options opt;
    bee_kernel_id kernel;
    bee_scan_fn scan;
    bee_filter_fn filter; /* the set-lists plan's center filter */

    bee_blocks scan_data; /* masks, block summaries (kernels/kernel.h) */
    size_t n_masks, n_narrow, n_words;
    size_t n_narrow_blocks;

    /* Narrow sets are sorted by their letters renamed through rank[] (a
     * permutation of 0..25; see index.c).  Answers are subsets of the puzzle
     * holding the center, so their keys lie between the renamed center and
     * the renamed puzzle: solve only scans the blocks overlapping that range.
     * block_key[k] is the key of narrow block k's first set. */
    uint8_t rank[32];          /* 26..31: themselves (letters past z, other alphabets) */
    int ranged;                /* 0 for BEE_SORT_ALPHA: keys not by value */
    const uint32_t *block_key; /* n_narrow_blocks */

    const bee_set_info *sets; /* n_masks */
    const uint32_t *word_ids; /* n_words + BEE_WORD_PAD */
    size_t bytes;
    void *owned;
    size_t arena_len; /* owned came from bee_arena_new, or 0: malloc */
    /* built on first use by bee_solve (engine.h), freed with the index */
    _Atomic(struct bee_solve_parts *) parts;
    atomic_int parts_building; /* a thread is building them for auto */
};

/* Rename the letters of a set through rank[]. */
static inline uint32_t bee_permute(uint32_t m, const uint8_t *rank)
{
    uint32_t out = 0;
    for (; m; m &= m - 1)
        out |= 1u << rank[__builtin_ctz(m)];
    return out;
}

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

/* The scoring rule, the one place it is written (bee_word_score is its
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

/* The same under a dictionary's alphabet: word i's length in letters, its
 * base points, and a puzzle's score with the alphabet's pangram bonus
 * (English: exactly the functions above). */
static inline uint32_t bee_dict_letters(const bee_dict *d, size_t i)
{
    return d->letters ? d->letters[i] : d->len[i];
}
static inline uint32_t bee_dict_points(const bee_dict *d, uint32_t letters)
{
    return d->alpha ? bee_alpha_base_points(d->alpha, letters) : bee_base_points(letters);
}
static inline uint64_t bee_dict_score(const bee_dict *d, bee_scoring s, uint64_t base_points,
                                      uint64_t count, uint64_t pangrams)
{
    if (!d->alpha || s == BEE_SCORING_SIMPLE)
        return bee_total_score(s, base_points, count, pangrams);
    return base_points + (uint64_t)d->alpha->bonus * pangrams;
}

/* A word's letters in order (indices: mask bits) after the alphabet's folds
 * and drops, into key: how many, or 0 if the loader would skip s. */
size_t bee_alpha_key(const bee_alphabet *a, const char *s, size_t len,
                     uint8_t key[BEE_MAX_WORD_LEN]);
/* The same for a word a player typed: in any case, as English's found words
 * are, so an uppercase letter is its letter (its lowercase under the
 * alphabet's own case map, then its folds) even where the alphabet's lists
 * keep case and skip uppercase lines. */
size_t bee_alpha_key_any_case(const bee_alphabet *a, const char *s, size_t len,
                              uint8_t key[BEE_MAX_WORD_LEN]);
/* Word `id`'s length in letters and its first two letters (mask bits;
 * second -1 for a word of one letter): English's bytes (lowercase a-z, as
 * the loader keeps them), or another alphabet's letters after its folds. */
static inline uint32_t bee_dict_first_letters(const bee_dict *d, uint32_t id, int *first,
                                              int *second)
{
    const char *w = d->text + d->offset[id];
    uint32_t len = d->len[id];
    if (!d->alpha) {
        *first = (unsigned char)w[0] - 'a';
        *second = len >= 2 ? (unsigned char)w[1] - 'a' : -1;
        return len;
    }
    uint8_t key[BEE_MAX_WORD_LEN];
    size_t n = bee_alpha_key(d->alpha, w, len, key);
    *first = n ? key[0] : 0; /* a stored word is one the loader kept: n >= 1 */
    *second = n >= 2 ? key[1] : -1;
    return (uint32_t)n;
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
BEE_PRIVATE bee_status bee_check_block_size(uint32_t size, bee_error *err);
BEE_PRIVATE bee_status bee_check_min_len(uint32_t min_len, bee_error *err);

/* Format a message into err (if not NULL) and return its code. */
BEE_PRIVATE bee_status bee_fail(bee_error *err, bee_status code, const char *fmt, ...)
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
BEE_PRIVATE bee_status bee_options_take(void *full, size_t full_size, size_t min_size,
                                        const void *given, const char *type, bee_error *err);
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

/* The error for a word list over BEE_MAX_DICT_BYTES (text.c). */
bee_status bee_text_too_large(const char *name, bee_error *err);
/* Open a word list file for reading, and read from it (EINTR retried; 0
 * bytes at the end), with text.c's messages. */
bee_status bee_text_open_fd(const char *path, int *fd, bee_error *err);
bee_status bee_text_read(int fd, const char *path, char *buf, size_t cap, size_t *got,
                         bee_error *err);

/* Index files (index_file.c): the checksum of `len` bytes (a multiple of
 * 64), as the header and each part carry it (docs/index-format.md). */
uint64_t bee_index_file_checksum(const void *data, size_t len);
/* Refresh the checksums of an index file of `len` bytes held in memory: each
 * part's (those inside the file), then the header's. */
void bee_index_file_seal(void *file, size_t len);
#include "file/verify.h" /* bee_index_verify, bee_bag_index_verify */
/* For code that trusts the word list's order (a rebuild, a bag index
 * build, the research methods): a dictionary loaded from an index file has
 * its words contiguous, a-z, strictly sorted, each letter set its letters;
 * BEE_OK at once for other dictionaries. */
BEE_PRIVATE bee_status bee_dict_check_words(const bee_dict *d, bee_error *err);
/* Show at most 40 bytes of bad input in a message, in valid UTF-8 whatever
 * the bytes: valid UTF-8 as it is, a control character or any other byte
 * as \xHH, and "..." if cut; `out` should hold 48 bytes (more for bytes
 * shown as escapes: up to 4 each). */
void bee_quote(const char *text, size_t len, char *out, size_t cap);
/* Characters in text[0 .. n) counted as UTF-8 (continuation bytes not). */
size_t bee_utf8_chars(const char *text, size_t n);
/* Make *buf hold at least `need` entries (doubling); 0 if out of memory. */
BEE_PRIVATE int bee_grow_u32(uint32_t **buf, size_t *cap, size_t need);

/* Fill r (count, pangrams, score, and word ids if asked) from the sets of ix
 * listed in r->hits[0 .. n_sets); leaves the counters alone.  Shared by
 * bee_solve and the research solvers built over an index (src/research/solve/). */
BEE_PRIVATE bee_status bee_result_from_sets(const bee_index *ix, const bee_puzzle *p,
                                            const bee_solve_options *opt, size_t n_sets,
                                            bee_result *r, bee_error *err);

/* The kernel table: scan function of kernel k, NULL where not built. */
BEE_PRIVATE bee_scan_fn bee_kernel_scan_fn(bee_kernel_id k);
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
/* BEE_SORT_FREQ's letter ranks over the distinct letter sets sets[0 .. n):
 * by falling frequency, ties by letter (the rarest letter gets 25). */
void bee_frequency_ranks(const uint32_t *sets, size_t n, uint8_t rank[26]);
/* Its index-file word check column (index_check.c). */
bee_words_fn bee_kernel_words_fn(bee_kernel_id k);

/* bee_index_load_memory, but for the built-in image (`built_in`) without
 * the checksum: it guards copies of files against accidents, and the image
 * is the program's own read-only data; every other check still runs. */
bee_status bee_index_load_image(const void *data, size_t len, const char *name, int built_in,
                                bee_dict **dict, bee_index **ix, bee_error *err);

/* The built-in word list's text as embedded (default_dict.c). */
const char *bee_default_text(size_t *len);

/* A dictionary of no word (dict.c), or NULL if out of memory. */
bee_dict *bee_dict_new_empty(void);
/* An empty dictionary with room for `words` words of `text` bytes in all
 * (NULs included), n 0: the caller fills it (dict_alpha.c). */
bee_dict *bee_dict_new_sized(size_t words, size_t text);
/* The BEE_ERR_EMPTY message: how many lines were skipped, and why. */
bee_status bee_dict_empty_error(const char *name, const bee_dict_stats *st, const char *data,
                                size_t len, bee_error *err);
/* 1 if s[0..len) is a word of the alphabet (dict_alpha.c's rules), with its
 * length in letters and its mask; 0 if the loader would skip it. */
int bee_alpha_word(const bee_alphabet *a, const char *s, size_t len, uint32_t *letters,
                   uint32_t *mask);
/* bee_dict_load_memory over an alphabet other than English (dict_alpha.c). */
bee_status bee_dict_load_alpha(const char *data, size_t len, const char *name,
                               const bee_alphabet *a, bee_dict **out, bee_error *err);
/* 1 if some line of the text is a usable word (dict.c's rules), stopping at
 * the first one. */
int bee_text_has_word(const char *data, size_t len, int fold);

/* Stable LSD radix sort of a[0..n) by bits [lo, hi) of each value; tmp holds
 * n values (radix_sort.c: the one radix sort of radix_sort.h). */
void bee_sort_u64(uint64_t *a, uint64_t *tmp, size_t n, int lo, int hi);
/* Word ids: sort a[0..n) by the low `bits` bits of each entry (higher bits ride
 * along); tmp holds n entries.  Returns a or tmp, whichever holds the
 * result.  Stable. */
uint32_t *bee_sort_ids(uint32_t *a, uint32_t *tmp, size_t n, uint32_t bits);

#endif
