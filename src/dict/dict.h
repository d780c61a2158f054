/*
 * dict.h - the layout of a dictionary, shared by the library's rooms above
 * dict/ (not installed): flat arrays behind const pointers, so that a
 * persisted index can point them straight into a mapped file; and dict/'s
 * functions for them.
 */
#ifndef BEE_DICT_DICT_H
#define BEE_DICT_DICT_H

#include "core/internal.h"
#include "dict/alphabet.h"

struct bee_dict {
    size_t n;                  /* words, sorted, distinct */
    const char *text;          /* each word NUL-terminated, in id order */
    const uint32_t *offset;    /* n: start of word i in text */
    const uint32_t *mask;      /* n: letter set of word i */
    const uint8_t *len;        /* n: length of word i, in bytes */
    uint8_t *letters;          /* n: its length in letters (malloc'd), or NULL:
                               the same as len (English) */
    const bee_alphabet *alpha; /* NULL: English, a-z bytes */
    /* n: each word's first letters and length (hints/word_starts.h), made
     * there on demand (calloc'd), or NULL; freed with the dictionary */
    _Atomic(_Atomic uint32_t *) starts;
    bee_dict_stats stats;
    void *owned;      /* one allocation holding the arrays above, or NULL */
    size_t arena_len; /* owned came from bee_arena_new (this many
                                  bytes), or 0: from malloc */
    void *map;        /* the index file mapping the arrays live in
                                  (unmapped on free), or NULL */
    size_t map_len;
    const void *image;       /* the checked index file (or built-in image)
                                  the arrays point into, or NULL */
    int image_built_in;      /* image is the built-in one: no checksums */
    size_t image_text_bytes; /* the bytes of its word text */
    char image_name[256];    /* its name, for messages */
};

/* The same under a dictionary's alphabet: word i's length in letters, its
 * base points, and a puzzle's score with the alphabet's pangram bonus
 * (English: exactly the functions above). */
static inline const uint8_t *bee_dict_letters_column(const bee_dict *d) /* by word id */
{
    return d->letters ? d->letters : d->len;
}
static inline uint32_t bee_dict_letters(const bee_dict *d, size_t i)
{
    return bee_dict_letters_column(d)[i];
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

/* The error for a word list over BEE_MAX_DICT_BYTES (text.c). */
bee_status bee_text_too_large(const char *name, bee_error *err);
/* Open a word list file for reading, and read from it (EINTR retried; 0
 * bytes at the end), with text.c's messages. */
bee_status bee_text_open_fd(const char *path, int *fd, bee_error *err);
bee_status bee_text_read(int fd, const char *path, char *buf, size_t cap, size_t *got,
                         bee_error *err);

/* bee_text_open, a regular file's mapping pre-faulted (MAP_POPULATE) or
 * not: a one-off's single pass over the file costs less unfaulted, a few
 * faults mapping 16 or more pages each (bench/README.md, "Floors"). */
bee_status bee_text_open_mapped(const char *path, int populate, bee_text **out, bee_error *err);

/* A dictionary of no word (dict.c), or NULL if out of memory. */
bee_dict *bee_dict_new_empty(void);
/* A new dictionary's columns, writable by the one who fills them (the
 * struct holds them const for every reader). */
typedef struct bee_dict_columns {
    uint32_t *offset, *mask;
    uint8_t *len;
    char *text;
} bee_dict_columns;
/* An empty dictionary with room for `words` words of `text` bytes in all
 * (NULs included), n 0: the caller fills it through `cols` (dict_alpha.c). */
bee_dict *bee_dict_new_sized(size_t words, size_t text, bee_dict_columns *cols);
/* The same as room for at most `words` words of `text` bytes, filled as
 * they come (bag/bag_oneshot.c): only the pages written are ever made
 * resident, so the bound may be far above the need. */
bee_dict *bee_dict_new_reserved(size_t words, size_t text, bee_dict_columns *cols);
/* Whether the n words its filler wrote to a bee_dict_new_sized dictionary
 * (word i: len[i] bytes at text + offset[i], each followed by its NUL) are
 * words a loader would keep all of in that order: a-z, strictly increasing
 * (a one-off's answers read from an index file: no judging, no sorting, no
 * copy).  1 and the masks filled if so; 0 if not (the caller frees d and
 * loads the words the usual way, bee_picked_dict). */
int bee_dict_take_sorted_words(bee_dict *d, const bee_dict_columns *cols, size_t n);
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
/* The loader's rules for a line (dict.c), for code that judges lines one
 * at a time (a bag one-off, solve/oneshot.c): a class a byte (a letter's
 * bit, or a flag) and the byte a word stores (A-Z lowered when folding). */
typedef struct bee_line_rules {
    uint32_t of[256];
    unsigned char lower[256];
} bee_line_rules;
void bee_line_rules_make(bee_line_rules *r, int fold);
/* 1 if line[0, len) (no newline) is a word by the loader's rules: then the
 * word the loader keeps (a final CR dropped, lowered when folding) is in
 * word[0, *word_len) (room for BEE_MAX_WORD_LEN bytes); 0 if skipped. */
int bee_line_word(const bee_line_rules *r, const char *line, size_t len, char *word,
                  size_t *word_len);

/* 1 if some line of the text is a usable word (dict.c's rules), stopping at
 * the first one. */
int bee_text_has_word(const char *data, size_t len, int fold);

/* For code that trusts the word list's order (a rebuild, a bag index
 * build, the research methods): a dictionary loaded from an index file has
 * its words contiguous, a-z, strictly sorted, each letter set its letters;
 * BEE_OK at once for other dictionaries. */
bee_status bee_dict_check_words(const bee_dict *d, bee_error *err);
/* Bytes of p[0, n) that are a-z: 8-bit counts over runs of 255 bytes, which
 * the compiler turns into byte-wide vector compares. */
static inline size_t bee_count_az(const unsigned char *p, size_t n)
{
    size_t total = 0;
    for (size_t i = 0; i < n; i += 255) {
        size_t run = n - i < 255 ? n - i : 255;
        uint8_t count = 0;
        for (size_t j = 0; j < run; j++)
            count += (uint8_t)(p[i + j] - 'a') < 26;
        total += count;
    }
    return total;
}

/* The words of d (text_bytes of text, as its index file says) as a build
 * makes them: one after the other filling the text, English bytes a-z,
 * strictly sorted, each letter set its letters (`words`: the kernel's word
 * check).  *eligible gets the number of words of at least min_len letters.
 * BEE_ERR_FORMAT "NAME: damaged index file (...)" naming the first bad
 * word (dict_check.c). */
bee_status bee_dict_check_text(const bee_dict *d, size_t text_bytes, uint32_t min_len,
                               bee_words_fn words, size_t *eligible, const char *name,
                               bee_error *err);
/* BEE_ERR_FORMAT with the message "NAME: damaged index file (WHAT)". */
bee_status bee_damaged(bee_error *err, const char *name, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
#endif
