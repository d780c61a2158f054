/*
 * cmd_bag.c - `bee-simd bag [options] BAG...` and `bee-simd bag --stdin`:
 * the words that can be spelled from bags of letter tiles.
 *
 * --stdin is a plain sequential loop over lines for now; each line goes
 * through bag_format_line, which a shared multi-threaded line engine can call
 * instead.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli/opt_table.h"
#include "output/bag_format.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Answer one bag; on a bad one report it (with its line if from stdin). */
static int answer(out *o, const bag_job *job, const char *text, size_t len, bee_result *r)
{
    bee_error err;
    if (bag_format_line(o, job, text, len, r, &err) == BEE_OK)
        return EXIT_OK;
    out_flush(o); /* keep stdout and stderr in order on a terminal */
    cli_error("%s", err.message);
    return EXIT_REFUSED;
}

/* bag's own options (answer_option_fn) */
typedef struct bag_args {
    bag_job *job;
    bee_bag_index_options *io;
    const char *must; /* --must-use: read once the list's alphabet is known */
} bag_args;

static int bag_option(void *cmd, int opt, const char *arg)
{
    bag_args *b = cmd;
    long v;
    switch (opt) {
    case OPT_BAG_MIN_LEN:
        if ((v = cli_number("min-len", arg, 1, BEE_MAX_WORD_LEN)) < 0)
            return EXIT_USAGE;
        b->job->opt.min_len = (uint32_t)v;
        return 0;
    case OPT_BAG_MAX_LEN:
        if ((v = cli_number("max-len", arg, 1, BEE_MAX_WORD_LEN)) < 0)
            return EXIT_USAGE;
        b->job->opt.max_len = (uint32_t)v;
        return 0;
    case OPT_BAG_BLOCK_SIZE:
        if ((v = cli_number("block-size", arg, 1, 1 << 24)) < 0)
            return EXIT_USAGE;
        b->io->block_size = (uint32_t)v;
        return 0;
    case OPT_MUST_USE: b->must = arg; return 0;
    case OPT_SORT:
        if (strcmp(arg, "length") == 0)
            b->job->order = BEE_BAG_ORDER_LENGTH;
        else if (strcmp(arg, "alpha") == 0)
            b->job->order = BEE_BAG_ORDER_ALPHA;
        else {
            cli_error("--sort: unknown order '%s' (length or alpha)", arg);
            return EXIT_USAGE;
        }
        return 0;
    case OPT_TOP:
        if ((v = cli_number("top", arg, 1, 1L << 30)) < 0)
            return EXIT_USAGE;
        b->job->top = (size_t)v;
        return 0;
    }
    return -1;
}

int cmd_bag(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    bag_job job;
    memset(&job, 0, sizeof job);
    bee_bag_options_init(&job.opt);
    job.order = BEE_BAG_ORDER_LENGTH;
    bee_bag_index_options io;
    bee_bag_index_options_init(&io);
    answer_args a;
    answer_args_init(&a, &c);
    bag_args own = {&job, &io, NULL};
    int done = answer_args_parse(&a, argc, argv, cli_spec_named("bag"), bag_option, &own);
    if (done >= 0)
        return done;
    int from_stdin = a.from_stdin;
    /* English's a-z are known now (the order of messages as it was); an
     * index file's alphabet once it is loaded */
    if (own.must && !c.index_path && bag_parse_must_use_in(c.alphabet, own.must, job.opt.must))
        return EXIT_USAGE;
    if (job.opt.min_len > job.opt.max_len) {
        cli_error("--min-len %u is above --max-len %u", job.opt.min_len, job.opt.max_len);
        return EXIT_USAGE;
    }
    if (answer_args_inputs(&a, argc, argv,
                           "no bag given (try 'bee-simd bag ovrkqlwislrecrtgmvpfprzey')") ||
        stream_options_finish(&a.stream))
        return EXIT_USAGE;
    job.format = c.format;
    job.count_only = c.count_only;
    job.opt.want_words = !c.count_only;
    io.kernel = c.index.kernel;

    int rc = cli_output_open(a.output);
    if (rc)
        return rc;
    if (!from_stdin && !c.alphabet && bag_oneshot_fits(&c, argv + optind, argc - optind))
        return bag_oneshot(&c, &job, argv + optind, argc - optind);
    bee_dict *d;
    rc = cli_load_dict(&c, &d);
    if (rc)
        return rc;
    bee_bag_index *bx;
    bee_error err;
    /* an index file (and the built-in list's image) holds a ready bag index */
    int ready = (c.index_path || (!cli_dict_path(&c) && !c.fold_case)) &&
                io.block_size == BEE_BAG_DEFAULT_BLOCK;
    if ((ready ? bee_bag_index_load(d, &bx, &err) : bee_bag_index_build(d, &io, &bx, &err)) !=
            BEE_OK ||
        (ready && bee_bag_index_set_kernel(bx, io.kernel, &err) != BEE_OK)) {
        cli_error("%s", err.message);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    job.bx = bx;
    if (own.must && c.index_path &&
        bag_parse_must_use_in(bee_dict_alphabet(d), own.must, job.opt.must)) {
        bee_bag_index_free(bx);
        bee_dict_free(d);
        return EXIT_USAGE;
    }
    if (from_stdin) {
        rc = bag_stdin(&job, &a.stream);
        bee_bag_index_free(bx);
        bee_dict_free(d);
        return rc;
    }
    bee_result *r = bee_result_new();
    out o;
    if (!r || out_open(&o, STDOUT_FILENO, 1 << 16)) {
        cli_error("out of memory");
        bee_result_free(r);
        bee_bag_index_free(bx);
        bee_dict_free(d);
        return EXIT_REFUSED;
    }
    bag_format_header(&o, &job);
    for (int i = optind; i < argc; i++)
        if (answer(&o, &job, argv[i], strlen(argv[i]), r))
            rc = EXIT_REFUSED;
    rc = cli_out_close(&o, rc);
    bee_result_free(r);
    bee_bag_index_free(bx);
    bee_dict_free(d);
    return rc;
}
