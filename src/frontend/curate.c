/*
 * curate.c - --add-words and --remove-words: a word list curated as it is
 * loaded.  The loaded list's words less those removed, plus those added, are
 * loaded again as one list (the loader sorts, dedups and judges each line
 * by its rules), so a curated list is a list like any other.  A removed
 * word the list lacks, or an added one its rules skip, is reported with its
 * file and line, and the run goes on, ending with status 1.  The files are
 * read as --dict reads a list: refused whole if compressed, an index file
 * or binary (cli_check_word_file), at most BEE_MAX_DICT_BYTES, lines split
 * at LF with one CR before it dropped, and every other byte of a line part
 * of its word (a NUL, a lone CR, a space is a character the rules skip,
 * never an end that cuts the word short).  Blank lines and '#' comments
 * are left out.
 */
#include "frontend/frontend.h"
#include "core/utf8.h" /* bee_quote: a line shown in valid UTF-8 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The id of the word w[0..n) in d, or -1 (ids are in strcmp order; a line
 * with a NUL byte is no word of any list). */
static long find_word(const bee_dict *d, const char *w, size_t n)
{
    if (memchr(w, '\0', n))
        return -1;
    size_t lo = 0, hi = bee_dict_size(d);
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *x = bee_dict_word(d, (uint32_t)mid);
        size_t xn = bee_dict_word_len(d, (uint32_t)mid);
        int c = memcmp(x, w, xn < n ? xn : n);
        c = c ? c : (xn > n) - (xn < n);
        if (c == 0)
            return (long)mid;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

/* Why the list's rules would skip w[0..n) (as bee_dict_load_* judge a
 * line), or NULL: lowercase a-z (A-Z too with --fold-case), at most
 * BEE_MAX_WORD_LEN. */
static const char *skipped_because(const char *w, size_t n, int fold_case)
{
    if (n > BEE_MAX_WORD_LEN)
        return "longer than 255 bytes";
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)w[i];
        if (ch >= 'a' && ch <= 'z')
            continue;
        if (ch >= 'A' && ch <= 'Z')
            return fold_case ? NULL : "has an uppercase letter (try --fold-case)";
        return "has a character other than a-z";
    }
    return NULL;
}

/* The same for another alphabet: its rules are the loader's, so the word is
 * loaded alone as a list and judged by what the loader keeps (a few words a
 * run: the cost does not matter). */
static const char *skipped_by_alphabet(const char *w, size_t n, const bee_alphabet *a,
                                       int fold_case)
{
    bee_dict_options o;
    bee_dict_options_init(&o);
    o.fold_case = fold_case;
    o.alphabet = a;
    bee_dict *one = NULL;
    bee_error err;
    int kept =
        bee_dict_load_memory(w, n, "a word", &o, &one, &err) == BEE_OK && bee_dict_size(one) == 1;
    bee_dict_free(one);
    return kept ? NULL : "is not a word of the alphabet's rules";
}

typedef void take_fn(void *ctx, const char *path, long line, const char *w, size_t n);

/* Each word line of the text at[0..end) to `take` (blank lines and '#'
 * comments left out). */
static void each_text_line(const char *at, const char *end, const char *path, take_fn *take,
                           void *ctx)
{
    for (long line = 1; at < end; line++) {
        const char *lf = memchr(at, '\n', (size_t)(end - at));
        size_t n = (size_t)((lf ? lf : end) - at);
        if (lf && n && at[n - 1] == '\r')
            n--; /* CRLF */
        if (n && at[0] != '#')
            take(ctx, path, line, at, n);
        at = lf ? lf + 1 : end;
    }
}

/* The same for the lines of the file path; EXIT_REFUSED after a message if
 * it is no word list or cannot be read. */
static int each_line(const char *path, const char *option, take_fn *take, void *ctx)
{
    char what[64];
    snprintf(what, sizeof what, "--%s ", option);
    if (cli_check_word_file(path, what) != EXIT_OK)
        return EXIT_REFUSED;
    bee_text *t;
    bee_error err;
    if (bee_text_open(path, &t, &err) != BEE_OK) {
        cli_error("--%s %s", option, err.message);
        return EXIT_REFUSED;
    }
    each_text_line(bee_text_data(t), bee_text_data(t) + bee_text_size(t), path, take, ctx);
    bee_text_free(t);
    return EXIT_OK;
}

typedef struct curation {
    const bee_dict *d;
    const bee_alphabet *alphabet;
    int fold_case;
    unsigned char *removed; /* per word of d */
    char *added;            /* the added words, one a line */
    size_t added_len, added_cap;
    int out_of_memory;
    int quiet; /* a removal the list lacks is no error (the reviewed list) */
} curation;

static void take_removal(void *ctx, const char *path, long line, const char *w, size_t n)
{
    curation *k = ctx;
    long id = find_word(k->d, w, n);
    if (id < 0 && k->quiet)
        return;
    if (id < 0) {
        char q[64];
        bee_quote(w, n, q, sizeof q);
        cli_error("--remove-words %s line %ld: '%s' is not in the word list", path, line, q);
        cli_note_refused();
        return;
    }
    k->removed[id] = 1;
}

static void take_addition(void *ctx, const char *path, long line, const char *w, size_t n)
{
    curation *k = ctx;
    const char *why = k->alphabet ? skipped_by_alphabet(w, n, k->alphabet, k->fold_case)
                                  : skipped_because(w, n, k->fold_case);
    if (why) {
        char q[64];
        bee_quote(w, n, q, sizeof q);
        cli_error("--add-words %s line %ld: '%s' %s", path, line, q, why);
        cli_note_refused();
        return;
    }
    if (k->added_len + n + 1 > k->added_cap) {
        size_t cap = k->added_cap ? 2 * k->added_cap : 4096;
        while (cap < k->added_len + n + 1)
            cap *= 2;
        char *more = realloc(k->added, cap);
        if (!more) {
            k->out_of_memory = 1;
            return;
        }
        k->added = more;
        k->added_cap = cap;
    }
    memcpy(k->added + k->added_len, w, n);
    k->added[k->added_len + n] = '\n';
    k->added_len += n + 1;
}

/* d's words less k's removed, plus k's added, loaded again as one list
 * into *out (NULL if rc is not EXIT_OK); rc, or EXIT_REFUSED after a
 * message.  d is left as it is (an index may still point into it); k's
 * arrays are freed. */
static int apply(const cli_common *c, const bee_dict *d, curation k, int rc, bee_dict **out)
{
    *out = NULL;
    size_t n = bee_dict_size(d);
    /* the kept words and the added ones, as one list's text */
    size_t bytes = k.added_len + 1;
    for (size_t i = 0; i < n; i++)
        bytes += k.removed && !k.removed[i] ? bee_dict_word_len(d, (uint32_t)i) + 1 : 0;
    char *text = rc == EXIT_OK && !k.out_of_memory ? malloc(bytes) : NULL;
    if (rc == EXIT_OK && !text) {
        cli_error("out of memory");
        rc = EXIT_REFUSED;
    }
    if (text) {
        size_t at = 0;
        for (size_t i = 0; i < n; i++)
            if (!k.removed[i]) {
                uint32_t len = bee_dict_word_len(d, (uint32_t)i);
                memcpy(text + at, bee_dict_word(d, (uint32_t)i), len);
                text[at + len] = '\n';
                at += len + 1;
            }
        if (k.added_len)
            memcpy(text + at, k.added, k.added_len);
        at += k.added_len;
        bee_dict_options o;
        bee_dict_options_init(&o);
        o.fold_case = c->fold_case;
        o.alphabet = c->alphabet;
        bee_dict *curated;
        bee_error err;
        if (bee_dict_load_memory(text, at, "the curated word list", &o, &curated, &err) != BEE_OK) {
            cli_error("%s", err.message);
            rc = EXIT_REFUSED;
        } else {
            size_t removed = 0, kept, now = bee_dict_size(curated);
            for (size_t i = 0; i < n; i++)
                removed += k.removed[i];
            kept = n - removed; /* the added words are the rest (duplicates are one) */
            bee_dict_note_curation(curated, now > kept ? now - kept : 0, removed);
            *out = curated;
        }
        free(text);
    }
    free(k.removed);
    free(k.added);
    return rc;
}

int cli_curate(const cli_common *c, bee_dict **d)
{
    if (!c->n_add_words && !c->n_remove_words)
        return EXIT_OK;
    size_t n = bee_dict_size(*d);
    curation k = {*d, c->alphabet, c->fold_case, calloc(n ? n : 1, 1), NULL, 0, 0, 0, 0};
    int rc = k.removed ? EXIT_OK : EXIT_REFUSED;
    for (int i = 0; rc == EXIT_OK && i < c->n_remove_words; i++)
        rc = each_line(c->remove_words[i], "remove-words", take_removal, &k);
    for (int i = 0; rc == EXIT_OK && i < c->n_add_words; i++)
        rc = each_line(c->add_words[i], "add-words", take_addition, &k);
    bee_dict *curated;
    rc = apply(c, *d, k, rc, &curated);
    if (curated) {
        bee_dict_free(*d);
        *d = curated;
    }
    return rc;
}

int cli_remove_reviewed(const cli_common *c, const bee_dict *d, bee_dict **out, size_t *removed)
{
    *out = NULL;
    size_t n = bee_dict_size(d), len;
    const char *text = bee_removed_words_text(&len);
    curation k = {d, c->alphabet, c->fold_case, calloc(n ? n : 1, 1), NULL, 0, 0, 0, 1};
    if (!k.removed) {
        cli_error("out of memory");
        return EXIT_REFUSED;
    }
    each_text_line(text, text + len, "the reviewed removals", take_removal, &k);
    *removed = 0;
    for (size_t i = 0; i < n; i++)
        *removed += k.removed[i];
    if (!*removed) { /* nothing to take out: the list as it is */
        free(k.removed);
        return EXIT_OK;
    }
    return apply(c, d, k, EXIT_OK, out);
}
