/* stream.c - fuzz target: the library's batch engine (bee_solve_batch),
 * which `solve --stdin` and the server's batches answer through, called
 * directly.
 * Input: byte 0 the puzzle size (bits 0-3: 2 + n mod 12), word lists (bit
 * 4), the read size (bits 5-7: 1, 7, 64, 4095, 4096, 4097, 16384 bytes a
 * read, or all asked); then the lines.
 * Invariant: read through a callback in pieces of that size on 1 thread,
 * and on 3 threads, and from a file descriptor on 2, the batch hands over
 * the same items in the same order as the plain reference gives them (the
 * lines cut by the rules by hand, each answered by bee_solve in a loop),
 * chunks in order, counts right, and the call returns BEE_OK. */
#define _GNU_SOURCE /* memfd_create */
#include "fuzz.h"
#include "../support/batch_check.h"

#include <sys/mman.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char words[] =
    "ant\nbee\nbees\nknees\nraeging\ntangier\ngainer\nearring\ntearing\ngrain\nrain\n"
    "train\nzebra\nquiz\nabcdefghijklmnopqrstuvwxyz\njigsaw\ngiant\ntiara\nregattaing\n"
    "letterpress\npress\nmississippi\nkeep\n";
static bee_dict *dict;
static bee_index *ix;

static void run(const bee_batch_input *in, const bee_batch_options *base, int threads,
                const bee_batch_buf *want, uint64_t items, const char *what)
{
    bc_gather g;
    memset(&g, 0, sizeof g);
    bee_batch_options o = *base;
    o.threads = threads;
    o.sink_ctx = &g;
    bee_batch_stats st;
    bee_error err;
    bee_status s = bee_solve_batch(ix, in, &o, &st, &err);
    FUZZ_CHECK(s == BEE_OK, "%s: %s", what, err.message);
    FUZZ_CHECK(!g.out_of_order, "%s: chunks out of order", what);
    FUZZ_CHECK(g.all.len == want->len &&
                   (want->len == 0 || memcmp(g.all.data, want->data, want->len) == 0),
               "%s: the items differ from the reference's", what);
    FUZZ_CHECK(g.items == items && st.items == items, "%s: %llu items, the reference %llu", what,
               (unsigned long long)st.items, (unsigned long long)items);
    free(g.all.data);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    bee_error err;
    if (!ix) {
        FUZZ_CHECK(bee_dict_load_memory(words, sizeof words - 1, "words", NULL, &dict, &err) ==
                       BEE_OK,
                   "%s", err.message);
        FUZZ_CHECK(bee_index_build(dict, NULL, &ix, &err) == BEE_OK, "%s", err.message);
    }
    if (size < 1 || size > 65536)
        return 0;
    static const size_t steps[] = {1, 7, 64, 4095, 4096, 4097, 16384, 0};
    const char *text = (const char *)data + 1;
    size_t n = size - 1;
    bee_batch_options o;
    bee_batch_options_init(&o);
    o.size = 2 + (data[0] & 15) % 12;
    o.want_words = data[0] >> 4 & 1;
    o.record = bc_record;
    o.sink = bc_sink;

    bee_batch_buf want = {0};
    bc_reference(ix, text, n, o.size, o.want_words, &want);
    uint64_t items = 0;
    for (size_t i = 0; i < want.len; i++)
        items += want.data[i] == '\n';

    bc_mem m = {text, n, 0, steps[data[0] >> 5], 0, 0};
    bee_batch_input in = {.source = BEE_BATCH_READER, .read = bc_read, .read_ctx = &m};
    run(&in, &o, 1, &want, items, "reader, 1 thread");
    m.at = 0;
    run(&in, &o, 3, &want, items, "reader, 3 threads");
    int fd = memfd_create("in", 0);
    FUZZ_CHECK(fd >= 0 && write(fd, text, n) == (ssize_t)n && lseek(fd, 0, SEEK_SET) == 0, "memfd");
    bee_batch_input fin = {.source = BEE_BATCH_FD, .fd = fd};
    run(&fin, &o, 2, &want, items, "fd, 2 threads");
    close(fd);
    free(want.data);
    return 0;
}
