/*
 * make_image.c - the build's generator of the built-in list: take the
 * removed words (removed-words.txt, which says what and why) out of a word
 * list, write what is left (every other line as it was, so the loader's
 * counts of skipped lines stay), and save the index built from it as an
 * index file.  default_dict.c embeds both, so that `bee-simd solve raegint`
 * maps a ready index and parses nothing at start.
 *
 * Linked with the library's core (everything but default_dict.c, which
 * needs this program's output).  In a cross build it runs through
 * CMAKE_CROSSCOMPILING_EMULATOR, so the image is the target's own.
 *
 * Usage: make_image WORDS.txt REMOVED.txt OUT.txt OUT.idx
 */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include "bee.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The lines of path that are words to remove (no blank, no '#'), sorted;
 * NULL after a message. */
static char **removed_words(const char *path, size_t *n)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "make_image: %s: cannot open\n", path);
        return NULL;
    }
    char line[512], **w = malloc(sizeof *w); /* not NULL, even for no word */
    size_t cap = 1;
    *n = 0;
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (!line[0] || line[0] == '#')
            continue;
        if (*n == cap) {
            char **more = realloc(w, (cap = cap ? 2 * cap : 256) * sizeof *w);
            if (!more)
                break;
            w = more;
        }
        if (!(w[*n] = strdup(line)))
            break;
        ++*n;
    }
    fclose(f);
    return w;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Copy words to out, the removed lines left out (how many in *taken_out);
 * 0, or 1 after a message. */
static int write_kept(const char *words, const char *out, char **removed, size_t n,
                      size_t *taken_out)
{
    FILE *in = fopen(words, "r"), *o = fopen(out, "w");
    if (!in || !o) {
        fprintf(stderr, "make_image: cannot open %s\n", !in ? words : out);
        if (in)
            fclose(in);
        if (o)
            fclose(o);
        return 1;
    }
    char line[4096];
    size_t taken = 0;
    while (fgets(line, sizeof line, in)) {
        char word[4096];
        memcpy(word, line, sizeof word);
        word[strcspn(word, "\r\n")] = '\0';
        char *key = word;
        if (bsearch(&key, removed, n, sizeof *removed, cmp_str)) {
            taken++;
            continue;
        }
        fputs(line, o);
    }
    int bad = ferror(in) || fclose(o) != 0;
    fclose(in);
    if (bad)
        fprintf(stderr, "make_image: writing %s failed\n", out);
    else
        fprintf(stderr, "make_image: %zu of %zu removed words taken out\n", taken, n);
    *taken_out = taken;
    return bad;
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: make_image WORDS.txt REMOVED.txt OUT.txt OUT.idx\n");
        return 2;
    }
    size_t n = 0;
    char **removed = removed_words(argv[2], &n);
    if (!removed)
        return 1;
    qsort(removed, n, sizeof *removed, cmp_str);
    size_t taken = 0;
    int rc = write_kept(argv[1], argv[3], removed, n, &taken);
    for (size_t i = 0; i < n; i++)
        free(removed[i]);
    free(removed);
    if (rc)
        return rc;
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    bee_index_options o;
    bee_index_options_init(&o);
    o.kernel = BEE_KERNEL_SCALAR; /* any will do: the kernel is not saved */
    if (bee_dict_load_file(argv[3], NULL, &d, &err) != BEE_OK) {
        fprintf(stderr, "make_image: %s\n", err.message);
        return 1;
    }
    bee_dict_note_curation(d, 0, taken); /* the image (and `info`) records them */
    if (bee_index_build(d, &o, &ix, &err) != BEE_OK) {
        fprintf(stderr, "make_image: %s\n", err.message);
        rc = 1;
    } else {
        if (bee_index_save(ix, argv[4], &err) != BEE_OK) {
            fprintf(stderr, "make_image: %s\n", err.message);
            rc = 1;
        }
        bee_index_free(ix);
    }
    bee_dict_free(d);
    return rc;
}
