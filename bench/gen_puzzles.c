/*
 * gen_puzzles.c - write N seeded puzzles, one a line, for the throughput
 * benchmark of `bee-simd --stdin` (bench/stream.sh).
 *
 *   gen_puzzles [--dict PATH] [--seed S] [--with-s | --random] N
 *
 * Default: NYT-like puzzles.  Each takes the letters of a dictionary word with
 * exactly 7 distinct letters and no S (the game never uses S), so every
 * puzzle has a pangram, and a random center, written center first.  --with-s
 * lets S in (more answers: plurals).  --random: 7 distinct letters drawn
 * uniformly (far fewer answers).  The same seed always gives the same lines.
 */
#include "bee.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t next(uint64_t *s) /* splitmix64 */
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static void usage(void)
{
    fprintf(stderr, "usage: gen_puzzles [--dict PATH] [--seed S] [--with-s | --random] N\n");
    exit(2);
}

int main(int argc, char **argv)
{
    const char *dict_path = NULL;
    uint64_t seed = 1;
    int random_letters = 0, with_s = 0;
    long long n = -1;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--dict") == 0 && i + 1 < argc)
            dict_path = argv[++i];
        else if (strcmp(argv[i], "--seed") == 0 && i + 1 < argc)
            seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--random") == 0)
            random_letters = 1;
        else if (strcmp(argv[i], "--with-s") == 0)
            with_s = 1;
        else if (n < 0 && argv[i][0] >= '0' && argv[i][0] <= '9')
            n = atoll(argv[i]);
        else
            usage();
    }
    if (n < 0)
        usage();

    /* the distinct 7-letter sets of the dictionary */
    uint32_t *sets = NULL;
    size_t n_sets = 0;
    if (!random_letters) {
        bee_dict *d;
        bee_error err;
        bee_status s = dict_path ? bee_dict_load_file(dict_path, NULL, &d, &err)
                                 : bee_dict_load_default(NULL, &d, &err);
        if (s != BEE_OK) {
            fprintf(stderr, "gen_puzzles: %s\n", err.message);
            return 1;
        }
        sets = malloc(bee_dict_size(d) * sizeof *sets);
        for (uint32_t i = 0; i < bee_dict_size(d); i++) {
            uint32_t m = bee_dict_word_mask(d, i);
            if (__builtin_popcount(m) == 7 && (with_s || !(m & 1u << ('s' - 'a'))))
                sets[n_sets++] = m;
        }
        bee_dict_free(d);
        if (n_sets == 0) {
            fprintf(stderr, "gen_puzzles: no word with 7 distinct letters\n");
            return 1;
        }
    }

    static char buf[1 << 16];
    size_t len = 0;
    for (long long k = 0; k < n; k++) {
        uint32_t letters = 0;
        if (random_letters) {
            while (__builtin_popcount(letters) < 7)
                letters |= 1u << (next(&seed) % 26);
        } else {
            letters = sets[next(&seed) % n_sets];
        }
        int center = (int)(next(&seed) % 7);
        char line[8];
        int j = 1;
        for (int i = 0, seen = 0; i < 26; i++) {
            if (!(letters >> i & 1))
                continue;
            if (seen++ == center)
                line[0] = (char)('a' + i);
            else
                line[j++] = (char)('a' + i);
        }
        line[7] = '\n';
        if (len + 8 > sizeof buf) {
            fwrite(buf, 1, len, stdout);
            len = 0;
        }
        memcpy(buf + len, line, 8);
        len += 8;
    }
    fwrite(buf, 1, len, stdout);
    free(sets);
    return fflush(stdout) != 0;
}
