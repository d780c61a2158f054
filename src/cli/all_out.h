/*
 * all_out.h - output of `bee-simd all`: the puzzles arrive in numbered chunks
 * from the library's worker threads; each worker formats its chunk in its own
 * buffer, then writes it when every earlier chunk is written, so the output
 * is in order while formatting runs on every core.
 */
#ifndef BEE_CLI_ALL_OUT_H
#define BEE_CLI_ALL_OUT_H

#include "cli.h"

#include <pthread.h>

typedef struct all_buf {
    char *p;
    size_t len, cap;
    int failed;               /* an allocation failed */
} all_buf;

typedef struct all_out {
    int fd;
    cli_format format;
    int words;                /* add each puzzle's answers */
    int size;                 /* letters per puzzle */
    bee_scoring scoring;
    const bee_index *ix;
    const bee_dict *d;

    pthread_mutex_t lock;
    pthread_cond_t turn;
    size_t next;              /* the chunk whose turn it is to be written */
    int error;                /* errno of the first failed write, ENOMEM, ... */
    struct all_slot {         /* per worker */
        all_buf buf;
        bee_result *result;
    } slot[BEE_ALL_MAX_THREADS];
} all_out;

void all_out_init(all_out *w, int fd, const cli_common *c, int words, const bee_index *ix);
void all_out_free(all_out *w);
/* The header line (TSV); returns 0 or an errno. */
int all_out_header(all_out *w);
/* The bee_all_sink. */
int all_out_sink(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n);

/* Handle `all`'s own option called `name` (cmd_all.c; for the server's
 * /v1/all): 0, -1 after a message for a bad value, -2 if there is none. */
int all_option_named(bee_all_options *o, const char *name, const char *arg, int *words);

#endif
