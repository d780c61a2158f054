/*
 * word_file.c - a word list's first bytes looked at before it is loaded: a
 * compressed file, an index file, UTF-16 or other binary data is refused
 * with a message saying what it is, instead of loading as a list in which
 * no line is a word.  Only regular files are looked at (a pipe's bytes would
 * be used up).
 */
#include "frontend/frontend.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The hint is the command before the file's name and what follows it. */
static const struct kind {
    const char *magic;
    size_t len;
    const char *what, *hint, *tail;
} kinds[] = {
    /* laid out by hand: clang-format splits the xz magic over three lines */
    // clang-format off
    {"\x1f\x8b",          2, "gzip-compressed",       "decompress it first: gzip -dc",  " > words.txt"},
    {"\x28\xb5\x2f\xfd",  4, "zstd-compressed",       "decompress it first: zstd -dc",  " > words.txt"},
    {"\xfd" "7zXZ\0",      6, "xz-compressed",         "decompress it first: xz -dc",    " > words.txt"},
    {"BZh",               3, "bzip2-compressed",      "decompress it first: bzip2 -dc", " > words.txt"},
    {"BEEINDEX",          8, "a bee-simd index file", "load it with --index",           ""},
    {"\xff\xfe",          2, "UTF-16 text",  "convert it first: iconv -f UTF-16 -t UTF-8", " > words.txt"},
    {"\xfe\xff",          2, "UTF-16 text",  "convert it first: iconv -f UTF-16 -t UTF-8", " > words.txt"},
    // clang-format on
};

int cli_check_word_file(const char *path, const char *what)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) { /* as the loader would say it, naming the variable if need be */
        cli_error("%s%s: cannot open: %s", what, path, strerror(errno));
        return EXIT_REFUSED;
    }
    struct stat st;
    unsigned char head[4096];
    /* regular files only, and within the size limit (the loader refuses
     * larger ones, saying so) */
    ssize_t n =
        fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (uint64_t)st.st_size <= BEE_MAX_DICT_BYTES
            ? read(fd, head, sizeof head)
            : 0;
    close(fd);
    if (n <= 0)
        return EXIT_OK;
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if ((size_t)n >= kinds[i].len && memcmp(head, kinds[i].magic, kinds[i].len) == 0) {
            cli_error("%s%s: is %s, not a word list; %s %s%s", what, path, kinds[i].what,
                      kinds[i].hint, path, kinds[i].tail);
            return EXIT_REFUSED;
        }
    const unsigned char *nul = memchr(head, 0, (size_t)n);
    if (nul) {
        cli_error("%s%s: binary data (a NUL byte at offset %zu), not a word list of text lines",
                  what, path, (size_t)(nul - head));
        return EXIT_REFUSED;
    }
    return EXIT_OK;
}
