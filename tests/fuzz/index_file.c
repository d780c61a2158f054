/* index_file.c - fuzz target: the index file loader.
 * Byte 0 picks how the rest becomes a file:
 *   0  as it is (the checksum almost never matches: the header checks);
 *   1  padded to 64 bytes, with its size field and checksums refreshed,
 *      so that mutations reach the part and content checks;
 *   2  a word list (after byte 1 options, byte 2 block size, byte 3 an edit
 *      count and that many edits of 4 bytes: a 3-byte offset and a byte to
 *      XOR in)
 *      built into an index and saved, then edited and resealed: hostile
 *      files that are nearly right.
 * Invariant: a file that loads answers puzzles and bags without harm (a
 * load checks checksums and bounds only); one that bee_index_verify also
 * passes answers like an index freshly built from its own word list, and
 * like the reference; the bag index, the trie and a rebuild with another
 * min_len over its word list answer like theirs; a file that loads but is
 * not verified has its rebuild refused when its words are wrong; an
 * unedited saved file always loads and verifies. */
#define _GNU_SOURCE /* getpid */
#include "fuzz_index.h"
#include "bee_research.h"
#include "file/file.h" /* bee_index_file_seal */

/* A loaded file not yet verified: puzzles and a bag from the seed, its
 * own bag index, and a rebuild, each either refused or answering, never
 * reading outside the file (the sanitizers watch). */
static void answer_unverified(const bee_dict *d, const bee_index *ix, const uint8_t *seed, size_t n)
{
    bee_result *r = bee_result_new();
    bee_puzzle p;
    if (fuzz_puzzle(seed, n, 7, &p))
        (void)bee_solve(ix, &p, NULL, r, NULL);
    bee_bag_index *bx;
    bee_bag bag;
    if (bee_bag_index_load(d, &bx, NULL) == BEE_OK) {
        if (bee_bag_parse(NULL, "etaoinshrdlu?", 13, &bag, NULL) == BEE_OK)
            (void)bee_bag_solve(bx, &bag, NULL, r, NULL);
        bee_bag_index_free(bx);
    }
    bee_index *again;
    bee_error err;
    bee_status s = bee_index_build(d, NULL, &again, &err);
    FUZZ_CHECK(s == BEE_OK || (s == BEE_ERR_FORMAT && strncmp(err.message, "fuzz: ", 6) == 0),
               "rebuild: %s", s == BEE_OK ? "" : err.message);
    if (s == BEE_OK) {
        if (fuzz_puzzle(seed, n, 7, &p))
            (void)bee_solve(again, &p, NULL, r, NULL);
        bee_index_free(again);
    }
    bee_result_free(r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { AT_FILE_SIZE = 24, MAX_EDITS = 16 }; /* docs/index-format.md */

/* Options (data[0], data[1]), edits (data[2] of them) and a word list: build
 * the index, save it, read the file back. */
static uint8_t *built_file(const uint8_t *data, size_t size, size_t *len)
{
    size_t skip = 3 + 4 * (size_t)(size < 3 ? 0 : data[2] % (MAX_EDITS + 1));
    if (size < skip)
        return NULL;
    return fuzz_saved_index(data, (const char *)data + skip, size - skip, len);
}

/* Puzzles and bags from the loaded word list: its answers must be the
 * reference's, from the loaded index, a fresh one, and the other paths. */
static void check_loaded(const bee_dict *d, const bee_index *ix, const uint8_t *seed, size_t n)
{
    bee_index_info info;
    bee_index_get_info(ix, &info);
    bee_index_options o;
    bee_index_options_init(&o);
    o.min_len = info.min_len;
    o.block_size = info.block_size;
    o.sort = info.sort;
    bee_index *fresh, *other;
    bee_error err;
    FUZZ_CHECK(bee_index_build(d, &o, &fresh, &err) == BEE_OK, "%s", err.message);
    o.min_len = info.min_len % 5 + 1; /* another min_len: a rebuild */
    FUZZ_CHECK(bee_index_build(d, &o, &other, &err) == BEE_OK, "%s", err.message);
    bee_algo *trie;
    bee_algo_options ao;
    bee_algo_options_init(&ao);
    ao.min_len = info.min_len;
    FUZZ_CHECK(bee_algo_build("trie", d, &ao, &trie, &err) == BEE_OK, "%s", err.message);
    bee_bag_index *bx;
    FUZZ_CHECK(bee_bag_index_build(d, NULL, &bx, &err) == BEE_OK, "%s", err.message);

    bee_result *want = bee_result_new(), *got = bee_result_new();
    bee_solve_options so;
    bee_solve_options_init(&so);
    const char *w0 = bee_dict_word(d, 0), *wl = bee_dict_word(d, (uint32_t)bee_dict_size(d) - 1);
    const uint8_t *from[3] = {(const uint8_t *)w0, (const uint8_t *)wl, seed};
    size_t from_len[3] = {strlen(w0), strlen(wl), n};
    for (int k = 0; k < 3; k++) {
        bee_puzzle p;
        if (!fuzz_puzzle(from[k], from_len[k], 7, &p))
            continue;
        FUZZ_CHECK(bee_solve_reference(d, info.min_len, &p, &so, want, NULL) == BEE_OK, "ref");
        FUZZ_CHECK(bee_solve(ix, &p, &so, got, NULL) == BEE_OK, "loaded");
        fuzz_same(want, got, "loaded index");
        FUZZ_CHECK(bee_solve(fresh, &p, &so, got, NULL) == BEE_OK, "fresh");
        fuzz_same(want, got, "fresh index");
        FUZZ_CHECK(bee_algo_solve(trie, &p, &so, got, NULL, NULL) == BEE_OK, "trie");
        fuzz_same(want, got, "trie");
        FUZZ_CHECK(bee_solve_reference(d, o.min_len, &p, &so, want, NULL) == BEE_OK, "ref");
        FUZZ_CHECK(bee_solve(other, &p, &so, got, NULL) == BEE_OK, "rebuilt");
        fuzz_same(want, got, "rebuilt index");

        bee_bag bag; /* the word's letters and a blank */
        char text[BEE_MAX_WORD_LEN + 2];
        size_t l = from_len[k] < BEE_MAX_WORD_LEN ? from_len[k] : BEE_MAX_WORD_LEN;
        memcpy(text, from[k], l);
        text[l] = '?';
        if (k < 2 && bee_bag_parse(NULL, text, l + 1, &bag, NULL) == BEE_OK) {
            bee_bag_options bo;
            bee_bag_options_init(&bo);
            bo.want_words = 1;
            FUZZ_CHECK(bee_bag_solve_reference(d, &bag, &bo, want, NULL) == BEE_OK, "bag ref");
            FUZZ_CHECK(bee_bag_solve(bx, &bag, &bo, got, NULL) == BEE_OK, "bag");
            bee_result_sort(got);
            size_t ng, nw;
            const uint32_t *gw = bee_result_words(got, &ng), *ww = bee_result_words(want, &nw);
            FUZZ_CHECK(ng == nw && (ng == 0 || memcmp(gw, ww, 4 * ng) == 0), "bag answers");
        }
    }
    bee_result_free(want);
    bee_result_free(got);
    bee_bag_index_free(bx);
    bee_algo_free(trie);
    bee_index_free(other);
    bee_index_free(fresh);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > (1u << 20))
        return 0;
    int mode = data[0] % 3;
    size_t len = size - 1, edits = 0;
    uint8_t *file;
    if (mode == 2) {
        file = built_file(data + 1, size - 1, &len);
        if (!file)
            return 0;
        edits = data[3] % (MAX_EDITS + 1);
        for (size_t e = 0; e < edits; e++) {
            const uint8_t *ed = data + 4 + 4 * e;
            size_t at = (ed[0] | (size_t)ed[1] << 8 | (size_t)ed[2] << 16) % len;
            file[at] ^= ed[3];
        }
        bee_index_file_seal(file, len);
    } else {
        size_t cap = (len + 63) / 64 * 64 + 64;
        file = aligned_alloc(64, cap);
        FUZZ_CHECK(file != NULL, "memory");
        memset(file, 0, cap);
        memcpy(file, data + 1, len);
        if (mode == 1 && len >= AT_FILE_SIZE + 8) { /* (a short file is not sealed) */
            len = (len + 63) / 64 * 64;
            uint64_t n = len;
            memcpy(file + AT_FILE_SIZE, &n, 8);
            bee_index_file_seal(file, len);
        }
    }
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    bee_status s = bee_index_load_memory(file, len, "fuzz", &d, &ix, &err);
    if (s == BEE_OK) {
        answer_unverified(d, ix, data, size < 64 ? size : 64);
        s = bee_index_verify(ix, &err);
        if (s == BEE_OK)
            check_loaded(d, ix, data, size < 64 ? size : 64);
        else
            FUZZ_CHECK(s == BEE_ERR_FORMAT && strncmp(err.message, "fuzz: ", 6) == 0 &&
                           (mode != 2 || edits > 0),
                       "verify: %s", err.message);
        bee_index_free(ix);
        bee_dict_free(d);
    } else {
        FUZZ_CHECK(s == BEE_ERR_FORMAT && strncmp(err.message, "fuzz: ", 6) == 0, "%s",
                   err.message);
        FUZZ_CHECK(mode != 2 || edits > 0, "a saved file refused: %s", err.message);
    }
    free(file);
    return 0;
}
