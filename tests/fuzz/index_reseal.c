/* index_reseal.c - fuzz target: index files edited the way a hostile writer
 * would, field by field, and resealed with right checksums.
 * Input: byte 0 the index options (as index_file's), byte 1 the block
 * size, byte 2 the edit count (bits 0-3, at most MAX_EDITS), the record
 * format (bits 4-5), the writer's word rendering (bit 6) and count-only
 * solves too (bit 7); then the edits, EDIT_BYTES each: a part (0 to 18 in
 * the file's order, 19 the header's fields), an element within it (2
 * bytes), a kind of value and its argument (2 bytes); then SEED_BYTES of
 * puzzle letters; then the word list.
 * The edits are typed: an element is what the part holds (a byte of word
 * text or a length, a u32 offset, letter set, id, start, key or set record
 * field, a u64 bag key or summary, a bag header field), and its new value is
 * one a build could have written nearby: another element of the part, the
 * old value plus or minus 1, 0, the part's count or count - 1, a word id, a
 * letter or a set of letters, or two elements swapped.  So the edits pass
 * the load's bounds checks (docs/index-format.md) and reach the solvers.
 * Invariant: a file that loads answers every puzzle by every plan with a
 * whole result (bee_result_count ids, each below bee_dict_size,
 * non-decreasing, the pangrams below it too), words and counts alike; every
 * word listed prints as its length says; its record writes; its bag index,
 * when it loads, answers and sorts bags with ids below the size; `all` runs
 * over its pangram sets.  A file that bee_index_verify also passes answers
 * like bee_solve_reference by every plan, and so does its bag index when
 * bee_bag_index_verify passes it.  An unedited file loads and verifies.
 * The one-off reader (bee_index_load_filtered_file) reads every file, loaded
 * or refused, without harm, and answers a verified one as the reference. */
#define _GNU_SOURCE /* getpid */
#include "fuzz_index.h"
#include "output/format.h"
#include "../support/index_image.c"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { MAX_EDITS = 12, EDIT_BYTES = 6, SEED_BYTES = 8, HEAD = 3, N_TARGETS = IMG_N_PARTS + 1 };

/* One group of like elements: `count` of `width` bytes from byte `at`. */
typedef struct group {
    size_t at, width, count;
} group;

/* The header's fields a hostile file could change (the part table aside:
 * its offsets and sizes are fixed by the counts, which are here). */
static const group header_fields[] = {
    {IMG_MIN_LEN, 4, 1},        {IMG_BLOCK_SIZE, 4, 1},      {IMG_SORT, 4, 1},
    {IMG_BAG_BLOCK_SIZE, 4, 1}, {IMG_DICT_WORDS, 8, 1},      {IMG_TEXT_BYTES, 8, 1},
    {IMG_N_MASKS, 8, 1},        {IMG_N_NARROW, 8, 1},        {IMG_N_WORDS, 8, 1},
    {IMG_N_BLOCKS, 8, 1},       {IMG_N_NARROW_BLOCKS, 8, 1}, {IMG_STATS, 8, 8},
    {IMG_RANK, 1, 26},          {IMG_ALPHABET, 16, 1},       {IMG_CURATION, 8, 2},
};
#define N_HEADER_FIELDS (sizeof header_fields / sizeof *header_fields)

/* The bag header (part 11): n_exact, shortest, longest, n_letters; the
 * levels; the key bits of each (letter, count). */
static const group bag_header[] = {{0, 4, 4}, {16, 1, 32}, {48, 8, 32 * 9}};

static uint64_t get(const uint8_t *file, size_t at, size_t width)
{
    uint64_t v = 0;
    if (width == 1)
        v = file[at];
    else if (width == 4) {
        uint32_t x;
        memcpy(&x, file + at, 4);
        v = x;
    } else
        memcpy(&v, file + at, 8);
    return v;
}

static void put(uint8_t *file, size_t at, size_t width, uint64_t v)
{
    if (width == 1)
        file[at] = (uint8_t)v;
    else if (width == 4) {
        uint32_t x = (uint32_t)v;
        memcpy(file + at, &x, 4);
    } else
        memcpy(file + at, &v, 8);
}

/* The group element `e` of target `t` lies in, and its index there: 0 if
 * the target is empty. */
static int locate(const index_image *im, int t, size_t e, group *g, size_t *i)
{
    if (t == IMG_N_PARTS) {
        *g = header_fields[e % N_HEADER_FIELDS];
        *i = (e / N_HEADER_FIELDS) % g->count;
        return 1;
    }
    size_t at = (size_t)index_image_part(im, t);
    size_t bytes = (size_t)index_image_get64(im, index_image_part_entry(t) + 8);
    if (t == IMG_BAG_INFO) {
        *g = bag_header[e % 3];
        g->at += at;
        *i = (e / 3) % g->count;
        return 1;
    }
    g->at = at;
    g->width = t == IMG_TEXT || t == IMG_LEN                              ? 1
               : t == IMG_BAG_KEYS || t == IMG_BAG_AND || t == IMG_BAG_OR ? 8
                                                                          : 4;
    g->count = bytes / g->width;
    if (g->count == 0)
        return 0;
    *i = e % g->count;
    return 1;
}

/* Apply one typed edit (ed[0..EDIT_BYTES)) to the image; n is the word count. */
static void edit(index_image *im, const uint8_t *ed, uint64_t n)
{
    int t = ed[0] % N_TARGETS;
    size_t e = ed[1] | (size_t)ed[2] << 8;
    unsigned kind = ed[3] % 10, arg = ed[4] | (unsigned)ed[5] << 8;
    group g;
    size_t i;
    if (!locate(im, t, e, &g, &i))
        return;
    uint8_t *file = im->data;
    size_t at = g.at + i * g.width;
    if (t == IMG_N_PARTS && g.width == 16) { /* the alphabet's code */
        static const char *const codes[] = {"", "ca", "es", "de", "fr", "pt", "it", "en", "xx"};
        memset(file + at, 0, 16);
        memcpy(file + at, codes[arg % 9], strlen(codes[arg % 9]));
        return;
    }
    uint64_t old = get(file, at, g.width), v = old;
    switch (kind) {
    case 0: /* another element; a lone header field: another count */
        if (g.count > 1) {
            v = get(file, g.at + (arg % g.count) * g.width, g.width);
        } else {
            const group *h = &header_fields[arg % N_HEADER_FIELDS];
            v = h->width <= 8 ? get(file, h->at, h->width) : old;
        }
        break;
    case 1: v = old + 1; break;
    case 2: v = old - 1; break;
    case 3: v = 0; break;
    case 4: v = g.count; break;
    case 5: v = g.count - 1; break;
    case 6: v = n ? arg % n : 0; break; /* a word id */
    case 7:                             /* a letter in or out */
        v = g.width == 1 ? (uint64_t)('a' + arg % 26)
                         : old ^ (uint64_t)1 << (arg % (g.width == 8 ? 63 : 26));
        break;
    case 8: { /* swapped with another element */
        size_t j = g.at + (arg % g.count) * g.width;
        v = get(file, j, g.width);
        put(file, j, g.width, old);
        break;
    }
    default: /* a set of letters of the alphabet */
        v = g.width == 1 ? (uint64_t)('a' + arg % 26) : (uint64_t)(arg * 2654435761u) & 0x3ffffff;
        break;
    }
    put(file, at, g.width, v);
}

/* Every id of r is a word of d that prints whole: below the size, in order,
 * its text as long as its length says; the pangrams likewise. */
static void check_whole(const bee_dict *d, const bee_result *r, int sorted, const char *what)
{
    size_t n, np;
    const uint32_t *ids = bee_result_words(r, &n);
    const uint32_t *pan = bee_result_pangram_words(r, &np);
    size_t size = bee_dict_size(d);
    FUZZ_CHECK(n == bee_result_count(r), "%s: %zu ids, the count %zu", what, n,
               bee_result_count(r));
    for (size_t i = 0; i < n; i++) {
        FUZZ_CHECK(ids[i] < size, "%s: id %u of %zu words", what, ids[i], size);
        FUZZ_CHECK(!sorted || i == 0 || ids[i] >= ids[i - 1], "%s: ids out of order", what);
        const char *w = bee_dict_word(d, ids[i]);
        FUZZ_CHECK(strlen(w) == bee_dict_word_len(d, ids[i]), "%s: word %u prints %zu bytes of %u",
                   what, ids[i], strlen(w), bee_dict_word_len(d, ids[i]));
    }
    FUZZ_CHECK(pan == NULL || np == bee_result_pangrams(r), "%s: %zu pangram ids of %zu", what, np,
               bee_result_pangrams(r));
    for (size_t i = 0; i < np; i++) {
        FUZZ_CHECK(pan[i] < size, "%s: pangram %u of %zu words", what, pan[i], size);
        FUZZ_CHECK(strlen(bee_dict_word(d, pan[i])) == bee_dict_word_len(d, pan[i]),
                   "%s: pangram %u", what, pan[i]);
    }
}

/* Puzzles from the seed, from the first and last words and from the middle
 * one with exactly its own letters (set lists answer those). */
static int puzzles(const bee_dict *d, const uint8_t *seed, bee_puzzle *p)
{
    int k = 0;
    if (fuzz_puzzle(seed, SEED_BYTES, 7, &p[k]))
        k++;
    if (fuzz_puzzle(seed + 4, SEED_BYTES - 4, 2 + seed[0] % 11, &p[k]))
        k++;
    uint32_t n = (uint32_t)bee_dict_size(d), ids[] = {0, n - 1, n / 2};
    for (int j = 0; j < 3; j++) {
        const char *w = bee_dict_word(d, ids[j]);
        int letters = __builtin_popcount(bee_dict_word_mask(d, ids[j]) & 0x3ffffff);
        if (fuzz_puzzle((const uint8_t *)w, strlen(w),
                        j < 2         ? 7
                        : letters < 2 ? 2
                                      : letters,
                        &p[k]))
            k++;
    }
    return k;
}

typedef struct all_check {
    int size;
    size_t puzzles;
} all_check;

static int all_sink(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n)
{
    all_check *c = ctx;
    (void)worker;
    (void)chunk;
    for (size_t i = 0; i < n; i++) {
        FUZZ_CHECK(__builtin_popcount(p[i].letters) == c->size &&
                       __builtin_popcount(p[i].center) == 1 && (p[i].center & p[i].letters),
                   "all: puzzle %#x center %#x", p[i].letters, p[i].center);
        FUZZ_CHECK(p[i].pangrams <= p[i].count, "all: %u pangrams of %u", p[i].pangrams,
                   p[i].count);
    }
    c->puzzles += n;
    return 0;
}

/* `all` over a few small puzzle sizes, one thread, the subsets method (the
 * zeta table costs milliseconds); a verified file's counts are bee_solve's. */
static void check_all(const bee_index *ix, int size, int verified)
{
    bee_all_options o;
    bee_all_options_init(&o);
    o.size = size;
    o.threads = 1;
    o.method = BEE_ALL_SUBSETS;
    o.top = 64;
    bee_all_result *res;
    bee_error err;
    if (bee_all_solve(ix, &o, &res, &err) != BEE_OK) {
        FUZZ_CHECK(err.code == BEE_ERR_ARG, "all: %s", err.message);
        return;
    }
    all_check c = {size, 0};
    all_sink(&c, 0, 0, res->puzzles, res->count);
    if (verified) {
        bee_result *r = bee_result_new();
        bee_solve_options so;
        bee_solve_options_init(&so);
        so.want_words = 0;
        for (size_t i = 0; i < res->count && i < 8; i++) {
            const bee_all_puzzle *ap = &res->puzzles[i];
            char text[27];
            int k = 0;
            text[k++] = (char)('a' + __builtin_ctz(ap->center));
            for (int b = 0; b < 26; b++)
                if ((ap->letters >> b & 1) && (1u << b) != ap->center)
                    text[k++] = (char)('a' + b);
            bee_puzzle p;
            FUZZ_CHECK(bee_puzzle_parse(NULL, text, (size_t)k, size, &p, NULL) == BEE_OK,
                       "all: puzzle %.*s", k, text);
            FUZZ_CHECK(bee_solve(ix, &p, &so, r, NULL) == BEE_OK, "solve");
            FUZZ_CHECK(bee_result_count(r) == ap->count && bee_result_pangrams(r) == ap->pangrams &&
                           bee_result_score(r) == ap->score,
                       "all: %.*s has %u words %u pangrams %u points, bee_solve %zu %zu %llu", k,
                       text, ap->count, ap->pangrams, ap->score, bee_result_count(r),
                       bee_result_pangrams(r), (unsigned long long)bee_result_score(r));
        }
        bee_result_free(r);
    }
    bee_all_result_free(res);
    c.puzzles = 0;
    o.top = 0;
    bee_status s = bee_all_each(ix, &o, all_sink, &c, NULL, &err);
    FUZZ_CHECK(s == BEE_OK, "all_each: %s", err.message);
}

/* Bags of the seed's letters and a word's, with blanks: ids below the size,
 * in every order; a verified bag index answers like the reference. */
static void check_bags(const bee_dict *d, const uint8_t *seed)
{
    bee_bag_index *bx;
    bee_error err;
    if (bee_bag_index_load(d, &bx, &err) != BEE_OK) {
        FUZZ_CHECK(err.code == BEE_ERR_FORMAT, "bag load: %s", err.message);
        return;
    }
    int verified = bee_bag_index_verify(bx, NULL) == BEE_OK;
    bee_result *r = bee_result_new(), *want = bee_result_new();
    char text[BEE_MAX_WORD_LEN + 12];
    const char *w = bee_dict_word(d, (uint32_t)bee_dict_size(d) / 3);
    size_t l = strlen(w) < BEE_MAX_WORD_LEN ? strlen(w) : BEE_MAX_WORD_LEN;
    memcpy(text, w, l);
    for (int k = 0; k < SEED_BYTES; k++)
        text[l++] = seed[k] % 27 == 26 ? '?' : (char)('a' + seed[k] % 27);
    bee_bag bag;
    if (bee_bag_parse(NULL, text, l, &bag, NULL) == BEE_OK) {
        bee_bag_options bo;
        bee_bag_options_init(&bo);
        bo.min_len = 1;
        FUZZ_CHECK(bee_bag_solve(bx, &bag, &bo, r, &err) == BEE_OK, "bag: %s", err.message);
        check_whole(d, r, 0, "bag");
        size_t n = bee_result_count(r);
        for (int order = BEE_BAG_ORDER_LENGTH; order <= BEE_BAG_ORDER_NONE; order++) {
            FUZZ_CHECK(bee_bag_sort(bx, r, (bee_bag_order)order, &err) == BEE_OK, "bag sort: %s",
                       err.message);
            FUZZ_CHECK(bee_result_count(r) == n, "bag sort: %zu answers of %zu",
                       bee_result_count(r), n);
            check_whole(d, r, order == BEE_BAG_ORDER_ALPHA, "bag sorted");
        }
        if (verified) {
            FUZZ_CHECK(bee_bag_solve_reference(d, &bag, &bo, want, NULL) == BEE_OK, "bag ref");
            bee_result_sort(r);
            size_t ng, nw;
            const uint32_t *gw = bee_result_words(r, &ng), *ww = bee_result_words(want, &nw);
            FUZZ_CHECK(ng == nw && (ng == 0 || memcmp(gw, ww, 4 * ng) == 0),
                       "verified bag index: %zu answers, the reference %zu", ng, nw);
        }
    }
    bee_result_free(want);
    bee_result_free(r);
    bee_bag_index_free(bx);
}

static void check_loaded(const bee_dict *d, const bee_index *ix, const uint8_t *data,
                         const uint8_t *seed, int verified)
{
    bee_puzzle p[5];
    int np = puzzles(d, seed, p);
    bee_index_info info;
    bee_index_get_info(ix, &info);
    cli_common c;
    cli_common_init(&c);
    c.format = (cli_format)(data[2] >> 4 & 3) % 3;
    record_writer *w = record_writer_new(&c, d, data[2] >> 6 & 1);
    FUZZ_CHECK(w != NULL, "memory");
    out o;
    FUZZ_CHECK(out_open(&o, -1, 4096) == 0, "memory");
    bee_result *r = bee_result_new(), *want = bee_result_new();
    for (int k = 0; k < np; k++) {
        bee_solve_options so;
        bee_solve_options_init(&so);
        if (verified)
            FUZZ_CHECK(bee_solve_reference(d, info.min_len, &p[k], &so, want, NULL) == BEE_OK,
                       "reference");
        for (int plan = BEE_PLAN_AUTO; plan <= BEE_PLAN_SUBSETS; plan++) {
            so.want_words = 1;
            FUZZ_CHECK(bee_solve_plan(ix, &p[k], &so, (bee_plan)plan, r, NULL) == BEE_OK, "plan");
            check_whole(d, r, 1, bee_plan_name((bee_plan)plan));
            format_result(&o, w, &p[k], r);
            FUZZ_CHECK(o.error == 0, "record: error %d", o.error);
            o.len = 0;
            if (verified)
                fuzz_same(want, r, bee_plan_name((bee_plan)plan));
            if (data[2] >> 7) {
                so.want_words = 0;
                FUZZ_CHECK(bee_solve_plan(ix, &p[k], &so, (bee_plan)plan, r, NULL) == BEE_OK,
                           "plan, count only");
                FUZZ_CHECK(!verified || (bee_result_count(r) == bee_result_count(want) &&
                                         bee_result_score(r) == bee_result_score(want)),
                           "%s, count only: %zu words, the reference %zu",
                           bee_plan_name((bee_plan)plan), bee_result_count(r),
                           bee_result_count(want));
            }
        }
    }
    out_close(&o);
    record_writer_free(w);
    bee_result_free(want);
    bee_result_free(r);
    check_bags(d, seed);
    check_all(ix, 2 + seed[1] % 6, verified);
}

/* The one-off reader (bee_index_load_filtered_file) on the same file, for
 * the np puzzles p: it fails only with BEE_ERR_FORMAT naming the file (or
 * BEE_ERR_ARG for a file of another alphabet), never reading outside the
 * file, and its words answer whole; on a file that verifies (d: the loaded
 * file) it succeeds and answers as the reference, word for word. */
static void check_oneshot(const index_image *im, const bee_puzzle *p, int np, const bee_dict *d,
                          int verified)
{
    char path[64];
    snprintf(path, sizeof path, "/tmp/bee-fuzz-oneshot-%ld.beeidx", (long)getpid());
    FUZZ_CHECK(index_image_write(im, path), "%s", path);
    uint32_t letters[5], centers[5];
    for (int k = 0; k < np; k++) {
        letters[k] = p[k].letters;
        centers[k] = p[k].center;
    }
    bee_dict *found[5];
    unsigned min_len;
    bee_error err;
    bee_status s =
        bee_index_load_filtered_file(path, (size_t)np, letters, centers, found, &min_len, &err);
    unlink(path);
    if (s != BEE_OK) {
        FUZZ_CHECK((s == BEE_ERR_FORMAT && strncmp(err.message, path, strlen(path)) == 0) ||
                       (s == BEE_ERR_ARG && strstr(err.message, "alphabet")),
                   "one-off: %s", err.message);
        FUZZ_CHECK(!verified || s == BEE_ERR_ARG, "one-off refuses a verified file: %s",
                   err.message);
        return;
    }
    bee_result *r = bee_result_new(), *want = bee_result_new();
    FUZZ_CHECK(r && want, "memory");
    for (int k = 0; k < np; k++) {
        FUZZ_CHECK(bee_solve_reference(found[k], min_len, &p[k], NULL, r, NULL) == BEE_OK,
                   "one-off answers");
        check_whole(found[k], r, 1, "one-off");
        if (verified) {
            FUZZ_CHECK(bee_solve_reference(d, min_len, &p[k], NULL, want, NULL) == BEE_OK,
                       "reference");
            size_t nr, nw;
            const uint32_t *wr = bee_result_words(r, &nr), *ww = bee_result_words(want, &nw);
            FUZZ_CHECK(nr == nw && bee_result_score(r) == bee_result_score(want),
                       "one-off: %zu words, the reference %zu", nr, nw);
            for (size_t i = 0; i < nr; i++)
                FUZZ_CHECK(strcmp(bee_dict_word(found[k], wr[i]), bee_dict_word(d, ww[i])) == 0,
                           "one-off word %zu differs", i);
        }
        bee_dict_free(found[k]);
    }
    bee_result_free(want);
    bee_result_free(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < HEAD || size > (1u << 16))
        return 0;
    size_t edits = (data[2] & 15) % (MAX_EDITS + 1);
    size_t skip = HEAD + EDIT_BYTES * edits + SEED_BYTES;
    if (size < skip)
        return 0;
    index_image im;
    im.data = fuzz_saved_index(data, (const char *)data + skip, size - skip, &im.len);
    if (!im.data)
        return 0;
    uint8_t *was = malloc(im.len);
    FUZZ_CHECK(was != NULL, "memory");
    memcpy(was, im.data, im.len);
    uint64_t n = index_image_get64(&im, IMG_DICT_WORDS);
    for (size_t e = 0; e < edits; e++)
        edit(&im, data + HEAD + EDIT_BYTES * e, n);
    index_image_reseal(&im);
    int edited = memcmp(im.data, was, im.len) != 0;
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    bee_status s = bee_index_load_memory(im.data, im.len, "fuzz", &d, &ix, &err);
    if (s == BEE_OK) {
        s = bee_index_verify(ix, &err);
        FUZZ_CHECK(s == BEE_OK || (s == BEE_ERR_FORMAT && strncmp(err.message, "fuzz: ", 6) == 0),
                   "verify: %s", err.message);
        FUZZ_CHECK(s == BEE_OK || edited, "an unedited file fails to verify: %s", err.message);
        check_loaded(d, ix, data, data + skip - SEED_BYTES, s == BEE_OK);
        bee_puzzle p[5];
        check_oneshot(&im, p, puzzles(d, data + skip - SEED_BYTES, p), d, s == BEE_OK);
        bee_index_free(ix);
        bee_dict_free(d);
    } else {
        FUZZ_CHECK(s == BEE_ERR_FORMAT && strncmp(err.message, "fuzz: ", 6) == 0, "%s",
                   err.message);
        FUZZ_CHECK(edited, "an unedited file refused: %s", err.message);
        const uint8_t *seed = data + skip - SEED_BYTES;
        bee_puzzle p[2];
        int np = 0;
        np += fuzz_puzzle(seed, SEED_BYTES, 7, &p[np]);
        np += fuzz_puzzle(seed + 4, SEED_BYTES - 4, 2 + seed[0] % 11, &p[np]);
        check_oneshot(&im, p, np, NULL, 0);
    }
    free(was);
    free(im.data);
    return 0;
}
