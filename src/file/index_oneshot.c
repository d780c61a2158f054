/*
 * index_oneshot.c - a few puzzles straight from an index file: only the
 * chunks their answers lie in are read and checked, not the whole file.
 *
 * Workload: `bee-simd solve --index F raegint`, one process for one puzzle.
 * A load (index_file.c) sums and bounds-checks the 4.9 MB of ENABLE's file a
 * solve may read before the first answer, which cost more than reading the
 * word list's text.  Here a puzzle reads the block summaries, the letter
 * sets of the blocks that can hold an answer, then for each set inside its
 * letters that holds the center, its set record, its word list and each
 * word's offset and text: a few hundred of the file's 1 KiB chunks.  Each chunk is checked against its checksum in the
 * chunk table the first time it is read (an accident refused, named by its
 * part), and every value used as an index is checked before it is used (a
 * hostile file kept harmless, as a load keeps it).  The words found are
 * then loaded by the ordinary loader as a word list of their own, so
 * judging, sorting, scores and pangrams are the normal path's code, as for
 * bee_dict_load_filtered_file.
 */
#include "dict/dict.h"
#include "file/index_layout.h"
#include "file/load_passes.h"

#include <stdio.h>
#include <string.h>

typedef struct chunked_view {
    const unsigned char *base; /* the mapped file */
    const file_header *h;
    const unsigned char *sums;                          /* the chunk table: u64 each */
    uint64_t first[CHUNKED_PARTS];                      /* each part's first entry in the table */
    uint64_t *checked;                                  /* a bit a chunk */
    uint64_t (*checksum)(const void *data, size_t len); /* the CPU's build (load_passes.h) */
    const char *name;
} chunked_view;

static uint64_t align_up(uint64_t n)
{
    return (n + ALIGN - 1) & ~(uint64_t)(ALIGN - 1);
}

static bee_status damaged(bee_error *err, const char *name, const char *what)
{
    return bee_fail(err, BEE_ERR_FORMAT, "%s: damaged index file (%s)", name, what);
}

/* need() past its common case: the chunks not checked yet. */
static const unsigned char *check_chunks(chunked_view *v, int k, uint64_t at, uint64_t len,
                                         bee_error *err)
{
    const file_part *p = &v->h->parts[k];
    const unsigned char *part = v->base + p->offset;
    uint64_t extent = align_up(p->size);
    for (uint64_t c = at / CHUNK; len && c <= (at + len - 1) / CHUNK; c++) {
        uint64_t e = v->first[k] + c;
        if (v->checked[e / 64] >> (e % 64) & 1)
            continue;
        uint64_t bytes = extent - c * CHUNK < CHUNK ? extent - c * CHUNK : CHUNK;
        uint64_t want;
        memcpy(&want, v->sums + 8 * e, 8);
        if (v->checksum(part + c * CHUNK, (size_t)bytes) != want) {
            char what[160];
            snprintf(what, sizeof what, "%s: checksum mismatch at byte %llu",
                     bee_index_part_names[k], (unsigned long long)(c * CHUNK));
            damaged(err, v->name, what);
            return NULL;
        }
        v->checked[e / 64] |= 1ull << (e % 64);
    }
    return part + at;
}

/* Bytes [at, at + len) of part k (inside it: the caller checked), each of
 * their chunks checked against the table the first time; NULL if one
 * differs.  Most reads lie in one chunk read before: that test inline. */
static inline const unsigned char *need(chunked_view *v, int k, uint64_t at, uint64_t len,
                                        bee_error *err)
{
    uint64_t c = at / CHUNK, e = v->first[k] + c;
    if (len && c == (at + len - 1) / CHUNK && (v->checked[e / 64] >> (e % 64) & 1))
        return v->base + v->h->parts[k].offset + at;
    return check_chunks(v, k, at, len, err);
}

static uint32_t get32(const unsigned char *p)
{
    uint32_t x;
    memcpy(&x, p, 4);
    return x;
}

/* The ids of the words a puzzle finds (n), in the order found, and room to
 * sort them (tmp): a few hundred ids, where a bit a word of the list took
 * 21 KiB of fresh pages for ENABLE. */
typedef struct word_ids {
    uint32_t *id, *tmp;
    size_t n, cap, tmp_cap;
} word_ids;

/* Add to `found` the words of set j, their ids checked. */
static bee_status mark_set(chunked_view *v, uint64_t j, word_ids *found, bee_error *err)
{
    const file_header *h = v->h;
    char what[160];
    const unsigned char *rec = need(v, PART_SET_INFO, 16 * j, 8, err);
    if (!rec)
        return BEE_ERR_FORMAT;
    uint64_t first = get32(rec), count = get32(rec + 4);
    if (count > h->n_words || first > h->n_words - count) {
        snprintf(what, sizeof what, "set %llu: word list out of bounds", (unsigned long long)j);
        return damaged(err, v->name, what);
    }
    const unsigned char *ids = need(v, PART_WORD_IDS, 4 * first, 4 * count, err);
    if (!ids)
        return BEE_ERR_FORMAT;
    if (!bee_grow_u32(&found->id, &found->cap, found->n + count))
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the index", v->name);
    for (uint64_t w = 0; w < count; w++) {
        uint64_t id = get32(ids + 4 * w);
        if (id >= h->dict_words) {
            snprintf(what, sizeof what, "word id %llu out of bounds", (unsigned long long)id);
            return damaged(err, v->name, what);
        }
        found->id[found->n++] = (uint32_t)id;
    }
    return BEE_OK;
}

/* Word `id`'s text: *word, n bytes.  Words lie one after the other in id
 * order, each ended by its NUL, so the next word's offset gives the length
 * from the same chunk of offsets, and the lengths part is never read; both
 * offsets checked, and the NUL. */
static bee_status word_of_id(chunked_view *v, uint64_t id, const unsigned char **word, size_t *n,
                             bee_error *err)
{
    char what[160];
    int last = id + 1 == v->h->dict_words;
    const unsigned char *off = need(v, PART_OFFSET, 4 * id, last ? 4 : 8, err);
    if (!off)
        return BEE_ERR_FORMAT;
    uint64_t at = get32(off), next = last ? v->h->text_bytes : get32(off + 4);
    if (next <= at + 1 || next > v->h->text_bytes || next - at - 1 > BEE_MAX_WORD_LEN) {
        snprintf(what, sizeof what, "word %llu: offset or length out of bounds",
                 (unsigned long long)id);
        return damaged(err, v->name, what);
    }
    *n = (size_t)(next - at - 1);
    if (!(*word = need(v, PART_TEXT, at, *n + 1, err)))
        return BEE_ERR_FORMAT;
    if ((*word)[*n] != '\0' || memchr(*word, '\0', *n)) {
        snprintf(what, sizeof what, "word %llu: not ended by its NUL", (unsigned long long)id);
        return damaged(err, v->name, what);
    }
    return BEE_OK;
}

/* Add to `found` the words of every set inside `letters` holding `center`:
 * the blocks whose summaries allow one (every set of a block has the
 * letters of its AND, some set the letters of its OR), then their sets. */
static bee_status mark_puzzle(chunked_view *v, uint32_t letters, uint32_t center, word_ids *found,
                              bee_error *err)
{
    const file_header *h = v->h;
    /* sets of more letters than the puzzle's cannot be inside them */
    int narrow = bee_popcount32(letters) <= 7;
    uint64_t sets = narrow ? h->n_narrow : h->n_masks;
    uint64_t blocks = narrow ? h->n_narrow_blocks : h->n_blocks;
    const unsigned char *all = need(v, PART_AND, 0, 4 * blocks, err);
    const unsigned char *some = all ? need(v, PART_OR, 0, 4 * blocks, err) : NULL;
    const unsigned char *start = some ? need(v, PART_BLOCK_START, 0, 4 * (blocks + 1), err) : NULL;
    if (!start)
        return BEE_ERR_FORMAT;
    for (uint64_t k = 0; k < blocks; k++) {
        if ((get32(all + 4 * k) & ~letters) || !(get32(some + 4 * k) & center))
            continue;
        uint64_t from = get32(start + 4 * k), to = get32(start + 4 * k + 4);
        if (from > to || to > sets)
            return damaged(err, v->name, "block starts out of order or out of bounds");
        const unsigned char *column = need(v, PART_SETS, 4 * from, 4 * (to - from), err);
        if (!column)
            return BEE_ERR_FORMAT;
        for (uint64_t j = from; j < to; j++) {
            uint32_t m = get32(column + 4 * (j - from));
            bee_status s = !(m & ~letters) && (m & center) ? mark_set(v, j, found, err) : BEE_OK;
            if (s != BEE_OK)
                return s;
        }
    }
    return BEE_OK;
}

/* Where the n words of ids[] lie in the text: at[i], and ids[i] becomes
 * word i's length; *len their bytes with their NULs.  Every chunk read
 * checked. */
static bee_status find_words(chunked_view *v, uint32_t *ids, uint32_t *at, size_t n, size_t *len,
                             bee_error *err)
{
    const unsigned char *text = v->base + v->h->parts[PART_TEXT].offset, *word = NULL;
    size_t wl = 0;
    *len = 0;
    for (size_t i = 0; i < n; i++) {
        bee_status s = word_of_id(v, ids[i], &word, &wl, err);
        if (s != BEE_OK)
            return s;
        at[i] = (uint32_t)(word - text);
        ids[i] = (uint32_t)wl;
        *len += wl + 1;
    }
    return BEE_OK;
}

/* The n words found (lens[i] bytes at text + at[i], len bytes with their
 * NULs), written straight into a dictionary sized to them (no buffer, no
 * copy: each fresh page costs) and taken as they are when they are sorted
 * a-z words (a file's are: index_check.c); 1 and *out if so, 0 if not (a
 * hostile file's), -1 if out of memory. */
static int sorted_words_dict(const unsigned char *text, const uint32_t *at, const uint32_t *lens,
                             size_t n, size_t len, bee_dict **out)
{
    bee_dict_columns c;
    bee_dict *d = n ? bee_dict_new_sized(n, len + 1, &c) : NULL;
    if (!d)
        return n ? -1 : 0;
    uint32_t to = 0;
    for (size_t i = 0; i < n; i++) {
        memcpy(c.text + to, text + at[i], lens[i] + 1); /* the word and its NUL */
        c.offset[i] = to;
        c.len[i] = (uint8_t)lens[i];
        to += lens[i] + 1;
    }
    if (!bee_dict_take_sorted_words(d, &c, n)) {
        bee_dict_free(d);
        return 0;
    }
    *out = d;
    return 1;
}

/* The words of every set inside `letters` holding `center`, in id order
 * (alphabetical, which the loader takes fastest), as a word list of their
 * own in *out; `ids` is scratch.  The sets' word lists are disjoint (a word
 * has one letter set); an id listed twice by a hostile file is one word
 * twice in a row, which the loader keeps once. */
static bee_status pick_puzzle(chunked_view *v, uint32_t letters, uint32_t center, word_ids *ids,
                              bee_dict **out, bee_error *err)
{
    ids->n = 0;
    bee_status s = mark_puzzle(v, letters, center, ids, err);
    if (s == BEE_OK && !bee_grow_u32(&ids->tmp, &ids->tmp_cap, ids->n))
        s = bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the index", v->name);
    if (s != BEE_OK)
        return s;
    uint32_t bits = (uint32_t)(64 - __builtin_clzll(v->h->dict_words | 1));
    uint32_t *lens = bee_sort_ids(ids->id, ids->tmp, ids->n, bits); /* the ids, then lengths */
    uint32_t *at = lens == ids->id ? ids->tmp : ids->id;
    const unsigned char *text = v->base + v->h->parts[PART_TEXT].offset;
    size_t len;
    if ((s = find_words(v, lens, at, ids->n, &len, err)) != BEE_OK)
        return s;
    int plain = sorted_words_dict(text, at, lens, ids->n, len, out);
    if (plain)
        return plain < 0
                   ? bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the index", v->name)
                   : BEE_OK;
    /* not sorted a-z words, or none: the loader as for a list (a hostile
     * file's: none kept) */
    bee_picked found = {NULL, 0, 0};
    for (size_t i = 0; i < ids->n && s == BEE_OK; i++)
        if (!bee_picked_add(&found, (const char *)text + at[i], lens[i]))
            s = bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the index", v->name);
    if (s == BEE_OK)
        s = bee_picked_dict(&found, NULL, 0, v->name, NULL, out, err);
    bee_free(found.text);
    return s;
}

/* The view of a mapped file whose header checks (its magic checked). */
static bee_status open_view(const void *map, size_t len, const char *name, chunked_view *v,
                            bee_error *err)
{
    const file_header *h = map;
    bee_status s = bee_index_file_check_header(h, len, name, 0, err);
    if (s != BEE_OK)
        return s;
    if (h->alphabet[0])
        return bee_fail(err, BEE_ERR_ARG,
                        "%s: an index file of alphabet '%s': load it whole (bee_index_load)", name,
                        h->alphabet);
    uint64_t at, n = bee_index_file_chunks(h, &at);
    v->base = map;
    v->h = h;
    v->sums = v->base + at;
    v->name = name;
    bee_kernel_id kernel = BEE_KERNEL_SCALAR; /* a wrong BEE_KERNEL: the portable sums */
    (void)bee_kernel_resolve(BEE_KERNEL_AUTO, &kernel, NULL);
    v->checksum = bee_load_passes_for(kernel)->checksum;
    /* the table's own checksum is not summed here (the load sums it): a
     * damaged entry can only refuse its chunk, never pass a damaged one */
    uint64_t e = 0;
    for (int k = 0; k < CHUNKED_PARTS; k++) {
        v->first[k] = e;
        e += (align_up(h->parts[k].size) + CHUNK - 1) / CHUNK;
    }
    v->checked = bee_calloc(n / 64 + 1, 8);
    return v->checked ? BEE_OK
                      : bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory reading the index", name);
}

bee_status bee_index_load_filtered_memory(const void *data, size_t len, const char *name, size_t n,
                                          const uint32_t *letters, const uint32_t *centers,
                                          bee_dict **out, unsigned *min_len, bee_error *err)
{
    for (size_t i = 0; i < n; i++)
        out[i] = NULL;
    if ((uintptr_t)data % ALIGN) /* as bee_index_load_image refuses it */
        return bee_fail(err, BEE_ERR_ARG, "%s: index data is not aligned to %d bytes", name, ALIGN);
    if (len < 8 || memcmp(data, FILE_MAGIC, 8) != 0)
        return bee_fail(err, BEE_ERR_FORMAT, "%s: not a bee-simd index file (no magic number)",
                        name);
    if (len < sizeof(file_header))
        return bee_fail(err, BEE_ERR_FORMAT, "%s: truncated index file (%zu bytes)", name, len);
    chunked_view v = {0};
    bee_status s = open_view(data, len, name, &v, err);
    word_ids ids = {NULL, NULL, 0, 0, 0};
    for (size_t i = 0; i < n && s == BEE_OK; i++)
        s = pick_puzzle(&v, letters[i], centers[i] & letters[i], &ids, &out[i], err);
    bee_free(ids.id);
    bee_free(ids.tmp);
    if (s == BEE_OK)
        *min_len = v.h->min_len;
    for (size_t i = 0; i < n && s != BEE_OK; i++) {
        bee_dict_free(out[i]);
        out[i] = NULL;
    }
    bee_free(v.checked);
    return s;
}

bee_status bee_index_load_filtered_file(const char *path, size_t n, const uint32_t *letters,
                                        const uint32_t *centers, bee_dict **out, unsigned *min_len,
                                        bee_error *err)
{
    for (size_t i = 0; i < n; i++)
        out[i] = NULL;
    void *map;
    size_t len;
    bee_status s = bee_index_file_map(path, &map, &len, err);
    if (s != BEE_OK)
        return s;
    s = bee_index_load_filtered_memory(map, len, path, n, letters, centers, out, min_len, err);
    bee_unmap(map, len);
    return s;
}
