/*
 * index_file.c - index files: the dictionary and index arrays dumped behind
 * a header, and loaded back by mapping the file and pointing into it.
 *
 * Load is pointer fix-up plus validation.  Safety never rests on the
 * checksums (a hostile file can carry right ones): every part must lie where
 * its counts put it with exactly the size they imply, every value later used
 * as an index (word offsets, word ids, block and word-list bounds) is
 * checked, and every word byte is a-z (index_check.c), so no solve, lookup
 * or print can read outside the mapping.  The checksums, one for the header
 * and one per part, catch accidents (a copy cut short, a flipped bit): a load
 * sums the header and the parts a solve reads (0 to 10) before using them,
 * the bag parts (nearly half of ENABLE's 9.2 MB file) being left to
 * bee_bag_index_load (bag_file.c).  That the content is what a build makes
 * (sorted words, each in its own set, exact summaries) is no longer checked
 * at every load, which made a load three times the cost of reading the
 * text: bee_index_verify does it, and bee_dict_check_words checks the words
 * for the code that trusts their order (a rebuild, the research methods).
 * The layout is described in docs/index-format.md.
 */
#define _GNU_SOURCE /* O_CLOEXEC, getpid, MADV_POPULATE_READ */
#include "bag/bag_internal.h"
#include "file/index_check.h"
#include "file/index_layout.h"
#include "file/load_passes.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

const char *const bee_index_part_names[N_PARTS] = {
    "word text",
    "word offsets",
    "word letter sets",
    "word lengths",
    "letter sets",
    "block AND summaries",
    "block OR summaries",
    "block starts",
    "block keys",
    "set records",
    "word lists",
    "bag header",
    "bag keys",
    "bag block AND summaries",
    "bag block OR summaries",
    "bag block starts",
    "bag word ids",
    "bag length order",
    "bag length ranks",
    "7-letter set totals",
};

static uint64_t bag_blocks(uint64_t n, uint64_t bag_block_size)
{
    return (n + bag_block_size - 1) / bag_block_size;
}

/* Expected size in bytes of each part, from the counts. */
static void part_sizes(const file_header *h, uint64_t size[N_PARTS])
{
    uint64_t n = h->dict_words, nm = h->n_masks, nw = h->n_words, nb = h->n_blocks;
    uint64_t bb = bag_blocks(n, h->bag_block_size);
    const uint64_t s[N_PARTS] = {
        h->text_bytes,
        4 * n,
        4 * n,
        n,
        4 * (nm + BEE_COLUMN_PAD),
        4 * (nb + BEE_COLUMN_PAD),
        4 * (nb + BEE_COLUMN_PAD),
        4 * (nb + 1),
        4 * h->n_narrow_blocks,
        16 * nm,
        4 * (nw + BEE_WORD_PAD),
        sizeof(bee_bag_file_info),
        8 * (n + BEE_BAG_PAD),
        8 * (bb + BEE_BAG_PAD),
        8 * (bb + BEE_BAG_PAD),
        4 * (bb + 1),
        4 * n,
        4 * n,
        4 * n,
        sizeof(bee_set_totals) * h->n_sevens,
    };
    memcpy(size, s, sizeof s);
}

static uint64_t align_up(uint64_t n)
{
    return (n + ALIGN - 1) & ~(uint64_t)(ALIGN - 1);
}

/* The chunks of the parts a solve reads, parts of these sizes: one entry
 * each in the chunk table. */
static uint64_t n_chunks(const uint64_t size[N_PARTS])
{
    uint64_t n = 0;
    for (int k = 0; k < CHUNKED_PARTS; k++)
        n += (align_up(size[k]) + CHUNK - 1) / CHUNK;
    return n;
}

/* Where each part starts, the parts one after the other from the end of the
 * header, each aligned, then the chunk table; returns the file size.  The
 * only layout a file may have, so that the header, the part extents and the
 * table tile the file and their checksums cover every byte. */
static uint64_t layout(const uint64_t size[N_PARTS], uint64_t offset[N_PARTS])
{
    uint64_t at = sizeof(file_header);
    for (int k = 0; k < N_PARTS; k++) {
        offset[k] = at;
        at += align_up(size[k]);
    }
    return at + align_up(8 * n_chunks(size));
}

uint64_t bee_index_file_chunks(const file_header *h, uint64_t *at)
{
    uint64_t size[N_PARTS];
    for (int k = 0; k < N_PARTS; k++)
        size[k] = h->parts[k].size;
    *at = h->parts[N_PARTS - 1].offset + align_up(size[N_PARTS - 1]);
    return n_chunks(size);
}

/* ---------------------------------------------------------- checksum */

static uint64_t header_checksum(const file_header *h)
{
    file_header c = *h;
    c.checksum = 0;
    return bee_index_file_checksum(&c, sizeof c);
}

/* `sum`: bee_index_file_checksum, or the same compiled for the CPU
 * (load_passes.h). */
typedef uint64_t (*checksum_fn)(const void *data, size_t len);

static uint64_t part_checksum(checksum_fn sum, const void *file, const file_part *p)
{
    return sum((const char *)file + p->offset, (size_t)align_up(p->size));
}

/* The chunk table of a file of `len` bytes in memory, and its checksum in
 * *h, if the table lies inside the file (a chunk outside it sums as 0). */
static void seal_chunks(unsigned char *file, size_t len, file_header *h)
{
    uint64_t at, n = bee_index_file_chunks(h, &at);
    if (at > len || n > (len - at) / 8 || align_up(8 * n) > len - at)
        return;
    uint64_t e = 0;
    for (int k = 0; k < CHUNKED_PARTS && e < n; k++) {
        const file_part *p = &h->parts[k];
        uint64_t extent = align_up(p->size);
        for (uint64_t off = 0; off < extent && e < n; off += CHUNK) {
            uint64_t c = extent - off < CHUNK ? extent - off : CHUNK;
            uint64_t sum = p->offset <= len && off + c <= len - p->offset
                               ? bee_index_file_checksum(file + p->offset + off, (size_t)c)
                               : 0;
            memcpy(file + at + 8 * e++, &sum, 8);
        }
    }
    h->chunk_sums_checksum = bee_index_file_checksum(file + at, (size_t)align_up(8 * n));
}

void bee_index_file_seal(void *file, size_t len)
{
    file_header h;
    if (len < sizeof h)
        return;
    memcpy(&h, file, sizeof h);
    seal_chunks(file, len, &h);
    for (int k = 0; k < N_PARTS; k++) {
        file_part *p = &h.parts[k];
        if (p->offset <= len && p->size <= len - p->offset && align_up(p->size) <= len - p->offset)
            p->checksum = part_checksum(bee_index_file_checksum, file, p);
    }
    h.checksum = header_checksum(&h);
    memcpy(file, &h, sizeof h);
}

/* BEE_OK if parts [from, to) carry their checksums. */
static bee_status check_sums(const file_header *h, int from, int to, checksum_fn sum,
                             const char *name, bee_error *err)
{
    for (int k = from; k < to; k++)
        if (part_checksum(sum, h, &h->parts[k]) != h->parts[k].checksum)
            return bee_fail(err, BEE_ERR_FORMAT, "%s: damaged index file (%s: checksum mismatch)",
                            name, bee_index_part_names[k]);
    return BEE_OK;
}

/* BEE_OK if the chunk table carries its checksum (the header's checks put
 * it inside the file). */
static bee_status check_chunk_table(const file_header *h, checksum_fn sum, const char *name,
                                    bee_error *err)
{
    uint64_t at, n = bee_index_file_chunks(h, &at);
    if (sum((const char *)h + at, (size_t)align_up(8 * n)) != h->chunk_sums_checksum)
        return bee_fail(err, BEE_ERR_FORMAT,
                        "%s: damaged index file (chunk checksums: checksum mismatch)", name);
    return BEE_OK;
}

/* -------------------------------------------------------------- save */

/* The whole file in memory: *out (free it), *len bytes. */
static bee_status file_bytes(const bee_index *ix, unsigned char **out, size_t *len, bee_error *err)
{
    const bee_dict *d = ix->dict;
    size_t nb = ix->scan_data.n_blocks;
    bee_bag_index *bx = NULL; /* saved too, so that bags need no rebuild */
    bee_bag_index_options bo;
    bee_bag_index_options_init(&bo);
    bo.kernel = BEE_KERNEL_SCALAR; /* any will do: the kernel is not saved */
    size_t n_sevens;
    bee_set_totals *totals = bee_set_totals_make(ix, &n_sevens, err);
    if (!totals)
        return BEE_ERR_NOMEM;
    if (bee_bag_index_build(d, &bo, &bx, err) != BEE_OK) {
        bee_free(totals);
        return err ? err->code : BEE_ERR_NOMEM;
    }
    bee_bag_file_info bag_info;
    bee_bag_file_info_of(bx, &bag_info);
    const bee_bag_blocks *bb = &bx->scan_data;
    const void *src[N_PARTS] = {
        d->text,
        d->offset,
        d->mask,
        d->len,
        ix->scan_data.masks,
        ix->scan_data.block_and,
        ix->scan_data.block_or,
        ix->scan_data.block_start,
        ix->block_key,
        ix->sets,
        ix->word_ids,
        &bag_info,
        bb->keys,
        bb->block_and,
        bb->block_or,
        bb->block_start,
        bx->word_ids,
        bx->by_length,
        bx->length_rank,
        totals,
    };
    file_header h;
    memset(&h, 0, sizeof h);
    memcpy(h.magic, FILE_MAGIC, 8);
    h.version = BEE_INDEX_FILE_VERSION;
    h.byte_order = BYTE_ORDER_MARK;
    h.header_size = sizeof h;
    h.min_len = ix->opt.min_len;
    h.block_size = ix->opt.block_size;
    h.sort = (uint32_t)ix->opt.sort;
    h.bag_block_size = bo.block_size;
    h.dict_words = d->n;
    h.text_bytes = d->offset[d->n - 1] + d->len[d->n - 1] + 1;
    h.n_masks = ix->n_masks;
    h.n_narrow = ix->n_narrow;
    h.n_words = ix->n_words;
    h.n_blocks = nb;
    h.n_narrow_blocks = ix->n_narrow_blocks;
    h.n_sevens = n_sevens;
    const bee_dict_stats *st = &d->stats;
    uint64_t stats[8] = {st->lines,     st->words,     st->duplicates, st->blank,
                         st->uppercase, st->non_ascii, st->other,      st->too_long};
    memcpy(h.stats, stats, sizeof stats);
    h.added = st->added;
    h.removed = st->removed;
    memcpy(h.rank, ix->rank, sizeof h.rank);
    if (d->alpha)
        snprintf(h.alphabet, sizeof h.alphabet, "%s", d->alpha->code);
    uint64_t sizes[N_PARTS], offsets[N_PARTS];
    part_sizes(&h, sizes);
    uint64_t at = layout(sizes, offsets);
    for (int k = 0; k < N_PARTS; k++)
        h.parts[k] = (file_part){offsets[k], sizes[k], 0};
    h.file_size = at;

    unsigned char *file = bee_calloc(1, (size_t)at);
    if (!file) {
        bee_bag_index_free(bx);
        bee_free(totals);
        return bee_fail(err, BEE_ERR_NOMEM, "out of memory writing the index file");
    }
    for (int k = 0; k < N_PARTS; k++)
        memcpy(file + h.parts[k].offset, src[k], (size_t)sizes[k]);
    bee_bag_index_free(bx);
    bee_free(totals);
    memcpy(file, &h, sizeof h);
    bee_index_file_seal(file, (size_t)at);
    *out = file;
    *len = (size_t)at;
    return BEE_OK;
}

/* `what` says what failed in a message: "PATH: write error" */
static bee_status write_all(int fd, const unsigned char *data, size_t len, const char *what,
                            bee_error *err)
{
    for (size_t done = 0; done < len;) {
        ssize_t w = write(fd, data + done, len - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0)
            return bee_fail(err, BEE_ERR_IO, "%s: %s", what, strerror(errno));
        done += (size_t)w;
    }
    return BEE_OK;
}

static bee_status write_index(const bee_index *ix, int fd, const char *what, bee_error *err)
{
    unsigned char *file;
    size_t len;
    bee_status s = file_bytes(ix, &file, &len, err);
    if (s == BEE_OK) {
        s = write_all(fd, file, len, what, err);
        bee_free(file);
    }
    return s;
}

/* A file records its alphabet by code, so only the built-in ones (an
 * alphabet of one's own would need its whole description saved). */
static bee_status english_only(const bee_index *ix, bee_error *err)
{
    const bee_alphabet *a = ix->dict->alpha;
    if (!a || a == bee_alphabet_builtin(a->code))
        return BEE_OK;
    return bee_fail(err, BEE_ERR_ARG,
                    "index files record built-in alphabets only; alphabet '%s' (from a "
                    "description) cannot be saved",
                    a->code);
}

bee_status bee_index_write(const bee_index *ix, int fd, bee_error *err)
{
    if (english_only(ix, err) != BEE_OK)
        return BEE_ERR_ARG;
    return write_index(ix, fd, "cannot write the index file", err);
}

bee_status bee_index_save(const bee_index *ix, const char *path, bee_error *err)
{
    struct stat st;
    if (english_only(ix, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) /* e.g. /dev/null: never replaced */
        return bee_fail(err, BEE_ERR_IO, "%s: not a regular file, not replaced", path);
    size_t tmp_len = strlen(path) + 32;
    char *tmp = bee_malloc(tmp_len);
    if (!tmp)
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory writing the index file", path);
    snprintf(tmp, tmp_len, "%s.tmp.%ld", path, (long)getpid());
    bee_status s;
    int fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0) {
        s = bee_fail(err, BEE_ERR_IO, "%s: cannot create: %s", tmp, strerror(errno));
        bee_free(tmp);
        return s;
    }
    char what[PATH_MAX + 16];
    snprintf(what, sizeof what, "%s: write error", path);
    s = write_index(ix, fd, what, err);
    if (close(fd) != 0 && s == BEE_OK)
        s = bee_fail(err, BEE_ERR_IO, "%s: write error: %s", path, strerror(errno));
    if (s == BEE_OK && rename(tmp, path) != 0)
        s = bee_fail(err, BEE_ERR_IO, "%s: cannot rename %s to it: %s", path, tmp, strerror(errno));
    if (s != BEE_OK)
        unlink(tmp);
    bee_free(tmp);
    return s;
}

/* -------------------------------------------------------------- load */

static bee_status damaged(bee_error *err, const char *name, const char *what)
{
    return bee_fail(err, BEE_ERR_FORMAT, "%s: damaged index file (%s)", name, what);
}

bee_status bee_index_file_check_header(const file_header *h, size_t len, const char *name,
                                       int built_in, bee_error *err)
{
    char what[160];
    if (h->byte_order != BYTE_ORDER_MARK)
        return bee_fail(err, BEE_ERR_FORMAT,
                        "%s: index file written on a machine of another byte order", name);
    if (h->version != BEE_INDEX_FILE_VERSION)
        return bee_fail(err, BEE_ERR_FORMAT,
                        "%s: index file version %u; this program reads version %d "
                        "(rebuild it with 'bee-simd index')",
                        name, h->version, BEE_INDEX_FILE_VERSION);
    if (h->header_size != sizeof *h)
        return damaged(err, name, "wrong header size");
    if (h->file_size > len)
        return bee_fail(err, BEE_ERR_FORMAT,
                        "%s: truncated index file (%zu bytes, the header says %llu)", name, len,
                        (unsigned long long)h->file_size);
    if (h->file_size != len || len % ALIGN)
        return bee_fail(err, BEE_ERR_FORMAT,
                        "%s: damaged index file (%zu bytes, the header says %llu)", name, len,
                        (unsigned long long)h->file_size);
    if (!built_in && header_checksum(h) != h->checksum)
        return damaged(err, name, "header: checksum mismatch");
    if (h->min_len < 1 || h->min_len > BEE_MAX_WORD_LEN || h->block_size < 1 ||
        h->block_size > BEE_MAX_BLOCK_SIZE || h->sort > BEE_SORT_ALPHA || h->bag_block_size < 1 ||
        h->bag_block_size > BEE_MAX_BLOCK_SIZE)
        return damaged(err, name, "index options out of range");
    static const uint8_t zeros[sizeof h->reserved]; /* the largest zero field */
    if (memcmp(h->padding, zeros, sizeof h->padding) != 0 ||
        memcmp(h->reserved, zeros, sizeof h->reserved) != 0)
        return damaged(err, name, "header: reserved bytes not zero");
    const uint64_t max = UINT32_MAX;
    if (h->dict_words < 1 || h->dict_words > max || h->text_bytes < 2 || h->text_bytes > max ||
        h->n_words > h->dict_words || h->n_masks > h->n_words || h->n_narrow > h->n_masks ||
        h->n_blocks > h->n_masks || h->n_narrow_blocks > h->n_blocks || h->n_sevens > h->n_narrow ||
        (h->n_masks == 0) != (h->n_words == 0))
        return damaged(err, name, "counts out of range");
    size_t code_len = strnlen(h->alphabet, sizeof h->alphabet);
    if (code_len == sizeof h->alphabet ||
        memcmp(h->alphabet + code_len, zeros, sizeof h->alphabet - code_len) != 0)
        return damaged(err, name, "header: alphabet code not NUL-padded");
    const bee_alphabet *file_alphabet = bee_alphabet_builtin(h->alphabet);
    if (code_len && (!file_alphabet || bee_alphabet_is_english(file_alphabet))) {
        char q[48];
        bee_quote(h->alphabet, code_len, q, sizeof q);
        snprintf(what, sizeof what, "header: unknown alphabet '%s'", q);
        return damaged(err, name, what);
    }
    uint32_t letters = 0;
    for (int a = 0; a < 26; a++)
        letters |= h->rank[a] < 26 ? 1u << h->rank[a] : 0;
    if (letters != (1u << 26) - 1)
        return damaged(err, name, "letter ranks are not a permutation");
    uint64_t want[N_PARTS], at[N_PARTS];
    part_sizes(h, want); /* the counts are below 2^32: no overflow */
    uint64_t end = layout(want, at);
    for (int k = 0; k < N_PARTS; k++) {
        const file_part *p = &h->parts[k];
        if (p->size != want[k])
            snprintf(what, sizeof what, "%s: %llu bytes, the counts say %llu",
                     bee_index_part_names[k], (unsigned long long)p->size,
                     (unsigned long long)want[k]);
        else if (p->offset != at[k])
            snprintf(what, sizeof what, "%s: at byte %llu, the counts put it at %llu",
                     bee_index_part_names[k], (unsigned long long)p->offset,
                     (unsigned long long)at[k]);
        else
            continue;
        return damaged(err, name, what);
    }
    if (end != len)
        return bee_fail(err, BEE_ERR_FORMAT,
                        "%s: damaged index file (%zu bytes, the counts say %llu)", name, len,
                        (unsigned long long)end);
    return BEE_OK;
}

/* The first word that does not lie right after the one before it, inside
 * the text and ended by its NUL, for the message (slow: only after
 * words_laid_out failed). */
static bee_status word_layout_error(const bee_dict *d, uint64_t text_bytes, const char *name,
                                    bee_error *err)
{
    char what[160];
    uint64_t at = 0;
    for (size_t i = 0; i < d->n; at += d->len[i] + 1u, i++) {
        uint64_t end = at + d->len[i];
        if (d->offset[i] != at)
            snprintf(what, sizeof what,
                     "word offsets: word %zu starts at %u, not right after the word before it", i,
                     (unsigned)d->offset[i]);
        else if (d->len[i] == 0 || end >= text_bytes || d->text[end] != '\0')
            snprintf(what, sizeof what, "word %zu: offset or length out of bounds", i);
        else
            continue;
        return damaged(err, name, what);
    }
    snprintf(what, sizeof what, "word text: %llu bytes, the words fill %llu",
             (unsigned long long)text_bytes, (unsigned long long)at);
    return damaged(err, name, what);
}

/* The values used as indexes: each must point inside its target. */
static bee_status check_parts(const file_header *h, const bee_dict *d, const bee_index *ix,
                              const bee_load_passes *passes, const char *name, bee_error *err)
{
    char what[160];
    if (d->text[h->text_bytes - 1] != '\0')
        return damaged(err, name, "word text not terminated");
    if (!passes->words_laid_out(d->offset, d->len, d->n, (const unsigned char *)d->text,
                                h->text_bytes))
        return word_layout_error(d, h->text_bytes, name, err);
    const bee_blocks *b = &ix->scan_data;
    for (size_t i = ix->n_masks; i < ix->n_masks + BEE_COLUMN_PAD; i++)
        if (b->masks[i] != BEE_PAD_MASK)
            return damaged(err, name, "letter set column padding");
    for (size_t k = b->n_blocks; k < b->n_blocks + BEE_COLUMN_PAD; k++)
        if (b->block_and[k] != ~0u || b->block_or[k] != 0)
            return damaged(err, name, "block summary padding");
    int blocks_ok = b->block_start[0] == 0 && b->block_start[b->n_blocks] == ix->n_masks &&
                    b->block_start[ix->n_narrow_blocks] == ix->n_narrow;
    for (size_t k = 0; k < b->n_blocks && blocks_ok; k++)
        blocks_ok = b->block_start[k] < b->block_start[k + 1];
    if (!blocks_ok)
        return damaged(err, name, "block starts out of order or out of bounds");
    for (size_t k = 1; ix->ranged && k < ix->n_narrow_blocks; k++) /* searched */
        if (ix->block_key[k] < ix->block_key[k - 1])
            return damaged(err, name, "block keys out of order");
    if (ix->n_masks && !passes->sets_tile(ix->sets, ix->n_masks, ix->n_words)) {
        uint64_t next = 0; /* the first set out of place, for the message */
        size_t i = 0;
        for (; i < ix->n_masks; next += ix->sets[i].count, i++) {
            const bee_set_info *si = &ix->sets[i];
            if (si->first != next || si->count == 0 || si->count > ix->n_words - next)
                break;
        }
        snprintf(what, sizeof what, "set %zu: word list out of order or out of bounds",
                 i < ix->n_masks ? i : ix->n_masks - 1);
        return damaged(err, name, what);
    }
    /* every id below n, and each set's list strictly ascending: the solvers
     * hand on a lone set's list as it is, and promise alphabetical answers.
     * Two passes with no branch a word (a loop a set mispredicts at each
     * set's end: sets hold two or three words): the places where the lists
     * do not rise, counted over all of them (the compiler's vector compares),
     * must all be places where a set starts, counted over the sets (which
     * tile the lists, checked above, so every later set starts past 0) */
    const uint32_t *ids = ix->word_ids;
    uint32_t n = (uint32_t)d->n, falls;
    uint32_t out = passes->ids_out(ids, ix->n_words, n, &falls);
    unsigned down = falls != passes->starts_lower(ids, ix->sets, ix->n_masks);
    if (out) {
        size_t k = 0; /* the first out of bounds, for the message */
        while (ids[k] < n)
            k++;
        snprintf(what, sizeof what, "word id %u out of bounds", ids[k]);
        return damaged(err, name, what);
    }
    if (down) {
        size_t i = 0; /* the first set out of order (there is one), for the message */
        for (;; i++) {
            const uint32_t *w = ix->word_ids + ix->sets[i].first;
            size_t k = 1;
            while (k < ix->sets[i].count && w[k] > w[k - 1])
                k++;
            if (k < ix->sets[i].count)
                break;
        }
        snprintf(what, sizeof what, "word lists: set %zu's words are not in increasing order", i);
        return damaged(err, name, what);
    }
    return BEE_OK;
}

/* The zeros after each of parts 1 to 10, up to the next multiple of 64:
 * only their checksums covered them. */
static bee_status zero_padding(const file_header *h, const char *name, bee_error *err)
{
    const unsigned char *base = (const unsigned char *)h;
    for (int k = PART_OFFSET; k < PART_BAG_INFO; k++) {
        const file_part *p = &h->parts[k];
        unsigned char any = 0;
        for (uint64_t at = p->offset + p->size; at < p->offset + align_up(p->size); at++)
            any |= base[at];
        if (any) {
            char what[160];
            snprintf(what, sizeof what, "%s: padding not zero", bee_index_part_names[k]);
            return damaged(err, name, what);
        }
    }
    return BEE_OK;
}

bee_status bee_index_load_memory(const void *data, size_t len, const char *name, bee_dict **dict,
                                 bee_index **out, bee_error *err)
{
    return bee_index_load_image(data, len, name, 0, dict, out, err);
}

bee_status bee_index_load_image(const void *data, size_t len, const char *name, int built_in,
                                bee_dict **dict, bee_index **out, bee_error *err)
{
    *dict = NULL;
    *out = NULL;
    if (!name)
        name = "(memory)";
    if ((uintptr_t)data % ALIGN)
        return bee_fail(err, BEE_ERR_ARG, "%s: index data is not aligned to %d bytes", name, ALIGN);
    const file_header *h = data;
    if (len < 8 || memcmp(h->magic, FILE_MAGIC, 8) != 0)
        return bee_fail(err, BEE_ERR_FORMAT, "%s: not a bee-simd index file (no magic number)",
                        name);
    if (len < sizeof *h)
        return bee_fail(err, BEE_ERR_FORMAT, "%s: truncated index file (%zu bytes)", name, len);
    bee_status s = bee_index_file_check_header(h, len, name, built_in, err);
    /* the checksums of every part a solve reads (0 to 10), before any of
     * their bytes is used: an accident (a flipped bit, a copy cut short) is
     * refused here, named by its part.  The bag parts when asked for
     * (bee_bag_index_load).  The content checks (index_check.c) no longer
     * run here: they cost three passes over the file and a hostile file is
     * kept harmless by the bounds checks below (bee_index_verify runs them) */
    bee_kernel_id kernel = BEE_KERNEL_SCALAR;
    bee_error kernel_err;
    bee_status ks = bee_kernel_resolve(BEE_KERNEL_AUTO, &kernel, &kernel_err);
    const bee_load_passes *passes = bee_load_passes_for(ks == BEE_OK ? kernel : BEE_KERNEL_SCALAR);
    if (s == BEE_OK && !built_in)
        s = check_sums(h, PART_TEXT, PART_BAG_INFO, passes->checksum, name, err);
    if (s == BEE_OK && !built_in)
        s = check_chunk_table(h, passes->checksum, name, err);
    if (s == BEE_OK && !built_in) /* counts read them (the one-off never does) */
        s = check_sums(h, PART_SET_TOTALS, N_PARTS, passes->checksum, name, err);
    if (s == BEE_OK && ks != BEE_OK) /* the file's errors first, as before */
        s = bee_kernel_resolve(BEE_KERNEL_AUTO, &kernel, err);
    if (s != BEE_OK)
        return s;

    const char *base = data;
#define PART(k, type) ((const type *)(base + h->parts[k].offset))
    bee_dict *d = bee_calloc(1, sizeof *d);
    bee_index *ix = bee_calloc(1, sizeof *ix);
    if (!d || !ix) {
        bee_free(d);
        bee_free(ix);
        return bee_fail(err, BEE_ERR_NOMEM, "%s: out of memory loading the index", name);
    }
    ix->cache = &ix->cache_slot;
    d->n = h->dict_words;
    d->text = PART(PART_TEXT, char);
    d->offset = PART(PART_OFFSET, uint32_t);
    d->mask = PART(PART_MASK, uint32_t);
    d->len = PART(PART_LEN, uint8_t);
    bee_dict_stats *st = &d->stats;
    size_t *fields[8] = {&st->lines,     &st->words,     &st->duplicates, &st->blank,
                         &st->uppercase, &st->non_ascii, &st->other,      &st->too_long};
    for (int k = 0; k < 8; k++)
        *fields[k] = (size_t)h->stats[k];
    st->added = (size_t)h->added;
    st->removed = (size_t)h->removed;
    d->owned = d;
    if (h->alphabet[0]) /* checked: a built-in code; its words' letters are counted below */
        d->alpha = bee_alphabet_builtin(h->alphabet);

    ix->dict = d;
    bee_index_options_init(&ix->opt);
    ix->opt.min_len = h->min_len;
    ix->opt.block_size = h->block_size;
    ix->opt.sort = (bee_sort)h->sort;
    bee_index_use_kernel(ix, kernel);
    ix->scan_data =
        (bee_blocks){PART(PART_SETS, uint32_t), PART(PART_AND, uint32_t), PART(PART_OR, uint32_t),
                     PART(PART_BLOCK_START, uint32_t), h->n_blocks};
    ix->n_masks = h->n_masks;
    ix->n_narrow = h->n_narrow;
    ix->n_words = h->n_words;
    ix->n_narrow_blocks = h->n_narrow_blocks;
    memcpy(ix->rank, h->rank, sizeof h->rank);
    for (size_t a = sizeof h->rank; a < sizeof ix->rank; a++)
        ix->rank[a] = (uint8_t)a;
    ix->ranged = ix->opt.sort != BEE_SORT_ALPHA;
    ix->block_key = PART(PART_BLOCK_KEY, uint32_t);
    ix->sets = PART(PART_SET_INFO, bee_set_info);
    ix->word_ids = PART(PART_WORD_IDS, uint32_t);
    ix->totals = PART(PART_SET_TOTALS, bee_set_totals);
    ix->n_sevens = h->n_sevens;
    ix->bytes = 0;
    for (int k = PART_SETS; k < N_PARTS; k++)
        ix->bytes += h->parts[k].size;
    ix->owned = ix;
#undef PART

    s = check_parts(h, d, ix, passes, name, err);
    if (s == BEE_OK && d->alpha) /* each word judged again: its letters, mask and length */
        s = bee_index_alpha_words(d, (size_t)h->text_bytes, name, err);
    if (s == BEE_OK && !built_in) /* bytes a-z, letter sets of the alphabet */
        s = bee_index_check_bytes(d, (size_t)h->text_bytes, ix, name, err);
    if (s != BEE_OK) {
        bee_free(ix);
        bee_free(d->letters);
        bee_free(d);
        return s;
    }
    d->image = data;
    d->image_built_in = built_in;
    d->image_text_bytes = (size_t)h->text_bytes;
    snprintf(d->image_name, sizeof d->image_name, "%s", name);
    *dict = d;
    *out = ix;
    return BEE_OK;
}

bee_status bee_index_verify(const bee_index *ix, bee_error *err)
{
    const bee_dict *d = ix->dict;
    if (!d->image || d->image_built_in) /* built here, or by this build */
        return BEE_OK;
    bee_status s = zero_padding(d->image, d->image_name, err);
    return s == BEE_OK ? bee_index_check_content(d, d->image_text_bytes, ix, d->image_name, err)
                       : s;
}

/* Map the pages of [p, p + len) of a file mapping in one call, where
 * touching them would fault once per 16 pages or so (the checks read them
 * all anyway).  Only a hint: without MADV_POPULATE_READ (Linux 5.14) the
 * pages fault in as they are read. */
static void populate(const void *p, size_t len)
{
#ifdef MADV_POPULATE_READ
    uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE), start = (uintptr_t)p & ~(page - 1);
    (void)madvise((void *)start, len + ((uintptr_t)p - start), MADV_POPULATE_READ);
#else
    (void)p;
    (void)len;
#endif
}

/* The bag index of a loaded file; every field checked if `full`, else
 * bounds only (bee_bag_index_from_parts). */
static bee_status bag_load(const bee_dict *d, int full, bee_bag_index **out, bee_error *err)
{
    *out = NULL;
    if (!d->image)
        return bee_fail(err, BEE_ERR_ARG, "the dictionary was not loaded from an index file");
    const file_header *h = d->image;
    const char *base = d->image;
    if (d->map)
        populate(base + h->parts[PART_BAG_INFO].offset,
                 h->parts[PART_SET_TOTALS].offset - h->parts[PART_BAG_INFO].offset);
    if (!d->image_built_in) {
        bee_kernel_id kernel = BEE_KERNEL_SCALAR; /* a wrong BEE_KERNEL: the portable sums */
        (void)bee_kernel_resolve(BEE_KERNEL_AUTO, &kernel, NULL);
        bee_status s = check_sums(h, PART_BAG_INFO, PART_SET_TOTALS,
                                  bee_load_passes_for(kernel)->checksum, d->image_name, err);
        if (s != BEE_OK)
            return s;
    }
#define PART(k, type) ((const type *)(base + h->parts[k].offset))
    bee_bag_parts p = {
        PART(PART_BAG_INFO, bee_bag_file_info),
        PART(PART_BAG_KEYS, uint64_t),
        PART(PART_BAG_AND, uint64_t),
        PART(PART_BAG_OR, uint64_t),
        PART(PART_BAG_START, uint32_t),
        PART(PART_BAG_IDS, uint32_t),
        PART(PART_BAG_BY_LENGTH, uint32_t),
        PART(PART_BAG_LENGTH_RANK, uint32_t),
        (size_t)bag_blocks(h->dict_words, h->bag_block_size),
        h->bag_block_size,
        0,
    };
#undef PART
    for (int k = PART_BAG_INFO; k < PART_SET_TOTALS; k++)
        p.bytes += h->parts[k].size;
    return bee_bag_index_from_parts(d, &p, full && !d->image_built_in, d->image_name, out, err);
}

bee_status bee_bag_index_load(const bee_dict *d, bee_bag_index **out, bee_error *err)
{
    return bag_load(d, 0, out, err);
}

bee_status bee_bag_index_verify(const bee_bag_index *bx, bee_error *err)
{
    const bee_dict *d = bx->dict;
    if (!d->image || d->image_built_in) /* built here, or by this build */
        return BEE_OK;
    bee_bag_index *full;
    bee_status s = bag_load(d, 1, &full, err);
    bee_bag_index_free(full);
    return s;
}

bee_status bee_index_file_map(const char *path, void **map, size_t *len, bee_error *err)
{
    *map = NULL;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return bee_fail(err, BEE_ERR_IO, "%s: cannot open: %s", path, strerror(errno));
    struct stat sb;
    if (fstat(fd, &sb) != 0) {
        int e = errno;
        close(fd);
        return bee_fail(err, BEE_ERR_IO, "%s: cannot read: %s", path, strerror(e));
    }
    if (!S_ISREG(sb.st_mode)) {
        close(fd);
        return bee_fail(err, BEE_ERR_IO, "%s: not a regular file", path);
    }
    *len = (size_t)sb.st_size;
    if (*len < sizeof(file_header)) { /* also too small to map usefully */
        char magic[8] = {0};
        ssize_t got = read(fd, magic, sizeof magic);
        close(fd);
        if (got < 8 || memcmp(magic, FILE_MAGIC, 8) != 0)
            return bee_fail(err, BEE_ERR_FORMAT, "%s: not a bee-simd index file (no magic number)",
                            path);
        return bee_fail(err, BEE_ERR_FORMAT, "%s: truncated index file (%zu bytes)", path, *len);
    }
    *map = bee_map_file(fd, *len, 0);
    int e = errno;
    close(fd);
    if (!*map)
        return bee_fail(err, BEE_ERR_IO, "%s: cannot map: %s", path, strerror(e));
    return BEE_OK;
}

bee_status bee_index_load(const char *path, bee_dict **dict, bee_index **ix, bee_error *err)
{
    *dict = NULL;
    *ix = NULL;
    void *map;
    size_t len;
    bee_status s = bee_index_file_map(path, &map, &len, err);
    if (s != BEE_OK)
        return s;
    /* the header and the parts a load reads (the bag parts are read when
     * asked for), whatever the header says: the load checks it */
    const file_header *h = map;
    populate(map, h->parts[PART_BAG_INFO].offset < len ? h->parts[PART_BAG_INFO].offset : len);
    s = bee_index_load_memory(map, len, path, dict, ix, err);
    if (s != BEE_OK) {
        bee_unmap(map, len);
        return s;
    }
    (*dict)->map = map;
    (*dict)->map_len = len;
    return BEE_OK;
}
