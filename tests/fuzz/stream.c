/* stream.c - fuzz target: the line streams (`solve --stdin`, `bag --stdin`),
 * driven through the commands themselves with standard input, output and
 * error redirected to memory files.
 * Input: byte 0 the command (bit 0: solve or bag), the format (bits 1-2:
 * text, json, tsv), --count (bit 3), the puzzle size (bits 4-7: 2 + n mod 12,
 * solve only); then the lines.
 * Invariant: 1 thread and 3 threads write the same bytes to stdout and to
 * stderr and exit the same way; the exit status is 0 or 1 (1 only if a line
 * was refused: then stderr says so). */
#define _GNU_SOURCE   /* memfd_create, getpid */
#include "fuzz.h"
#include "cli/cli.h"

#include <getopt.h>
#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char words[] =
    "ant\nbee\nbees\nknees\nraeging\ntangier\ngainer\nearring\ntearing\ngrain\nrain\n"
    "train\nzebra\nquiz\nabcdefghijklmnopqrstuvwxyz\njigsaw\ngiant\ntiara\nregattaing\n"
    "letterpress\npress\nmississippi\nkeep\n";
static char dict_path[64];

typedef struct run_result {
    int rc;
    char *out, *err;   /* malloc'd, NUL-terminated */
    size_t out_len, err_len;
} run_result;

static char *slurp(int fd, size_t *len)
{
    off_t n = lseek(fd, 0, SEEK_END);
    char *buf = malloc((size_t)n + 1);
    FUZZ_CHECK(buf && pread(fd, buf, (size_t)n, 0) == n, "read back");
    buf[n] = '\0';
    *len = (size_t)n;
    close(fd);
    return buf;
}

static run_result run(int (*cmd)(int, char **), char **argv, const uint8_t *in, size_t in_len)
{
    int argc = 0;
    while (argv[argc])
        argc++;
    int fin = memfd_create("in", 0), fout = memfd_create("out", 0), ferr = memfd_create("err", 0);
    FUZZ_CHECK(fin >= 0 && fout >= 0 && ferr >= 0, "memfd");
    FUZZ_CHECK(write(fin, in, in_len) == (ssize_t)in_len && lseek(fin, 0, SEEK_SET) == 0, "input");
    fflush(stdout);
    fflush(stderr);
    int saved[3] = {dup(0), dup(1), dup(2)};
    dup2(fin, 0);
    dup2(fout, 1);
    dup2(ferr, 2);
    optind = 0;   /* glibc: start getopt afresh */
    run_result r;
    r.rc = cmd(argc, argv);
    fflush(stdout);
    fflush(stderr);
    for (int k = 0; k < 3; k++) {
        dup2(saved[k], k);
        close(saved[k]);
    }
    close(fin);
    r.out = slurp(fout, &r.out_len);
    r.err = slurp(ferr, &r.err_len);
    return r;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!dict_path[0]) {
        snprintf(dict_path, sizeof dict_path, "/tmp/bee-fuzz-stream-%ld.words", (long)getpid());
        FILE *f = fopen(dict_path, "w");
        FUZZ_CHECK(f && fputs(words, f) >= 0 && fclose(f) == 0, "%s", dict_path);
    }
    if (size < 1 || size > 65536)
        return 0;
    static const char *const formats[] = {"text", "json", "tsv", "json"};
    int bag = data[0] & 1;
    char size_arg[8];
    snprintf(size_arg, sizeof size_arg, "%d", 2 + (data[0] >> 4) % 12);
    char *argv[16];
    int argc = 0;
    argv[argc++] = bag ? "bag" : "solve";
    argv[argc++] = "--stdin";
    argv[argc++] = "--no-progress";
    argv[argc++] = "--dict";
    argv[argc++] = dict_path;
    argv[argc++] = "--format";
    argv[argc++] = (char *)formats[data[0] >> 1 & 3];
    if (data[0] & 8)
        argv[argc++] = "--count";
    if (!bag) {
        argv[argc++] = "--size";
        argv[argc++] = size_arg;
    }
    argv[argc++] = "--threads";
    int threads_at = argc;
    argv[argc++] = "1";
    argv[argc] = NULL;
    int (*cmd)(int, char **) = bag ? cmd_bag : cmd_solve;

    run_result one = run(cmd, argv, data + 1, size - 1);
    argv[threads_at] = "3";
    run_result many = run(cmd, argv, data + 1, size - 1);
    FUZZ_CHECK(one.rc == many.rc, "exit %d with 1 thread, %d with 3", one.rc, many.rc);
    FUZZ_CHECK(one.rc == EXIT_OK || one.rc == EXIT_REFUSED, "exit %d: %s", one.rc, one.err);
    FUZZ_CHECK(one.out_len == many.out_len && memcmp(one.out, many.out, one.out_len) == 0,
               "stdout differs between 1 and 3 threads");
    FUZZ_CHECK(one.err_len == many.err_len && memcmp(one.err, many.err, one.err_len) == 0,
               "stderr differs between 1 and 3 threads");
    FUZZ_CHECK((one.rc == EXIT_REFUSED) == (one.err_len > 0), "exit %d, stderr: %s", one.rc, one.err);
    free(one.out);
    free(one.err);
    free(many.out);
    free(many.err);
    return 0;
}
