/*
 * cmd_bag.c - `bee-simd bag [options] BAG...` and `bee-simd bag --stdin`:
 * the words that can be spelled from bags of letter tiles.
 *
 * --stdin is a plain sequential loop over lines for now; each line goes
 * through bag_format_line, which a shared multi-threaded line engine can call
 * instead.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli/answer_args.h"
#include "output/bag_format.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* printf'd with the blanks and tiles a bag may hold, the stream options'
 * help and the default block size. */
static const char bag_usage[] =
    "Usage: bee-simd bag [options] BAG...\n"
    "       bee-simd bag [options] --stdin [FILE...]\n"
    "Print every dictionary word that can be spelled from each bag of tiles\n"
    "(a Letterpress board, a Scrabble rack): a word may use each tile once.\n"
    "\n"
    "A bag is its tiles, letters of the list's alphabet (a-z for English; repeat\n"
    "a letter for more tiles) and up to %d blanks '?', each standing for any one\n"
    "letter; at most %d tiles.\n"
    "\n"
    "Words:\n"
    "  --min-len N        shortest word, in letters (default 2)\n"
    "  --max-len N        longest word (default: no limit)\n"
    "  --must-use LETTERS every word must contain these letters (repeat a letter\n"
    "                     to require it more than once); a blank may supply them\n"
    "Output:\n"
    "  --sort ORDER       length (default: longest first, then alphabetical) or alpha\n"
    "  --top N            show the first N words of each bag (the count is still\n"
    "                     every word)\n"
    "  -c, --count        counts only, no word lists\n"
    "  -f, --format FMT   text (default), json (one object a line: bag, count,\n"
    "                     words) or tsv (bag, count, words comma-separated)\n"
    "  --stdin            read bags from standard input, or from each FILE in\n"
    "                     turn ('-' is standard input), one a line (blank lines\n"
    "                     and lines starting with '#' are passed over); answers in\n"
    "                     input order; a bad line gets an error record in its\n"
    "                     place and a report on stderr\n"
    "%s"
    "Dictionary and index:\n"
    "  -d, --dict PATH    word list, one word a line ('-': standard input; default:\n"
    "                     $BEE_DICT, else the built-in list from Debian's wamerican)\n"
    "  --fold-case        lowercase A-Z in the word list first\n"
    "  --lang CODE        the list's alphabet: en (default), ca, es, de, fr, pt, it;\n"
    "                     'list' lists them (UTF-8 lists; without --dict, the\n"
    "                     Debian list of that language); bags take its letters\n"
    "  --alphabet FILE    an alphabet of your own, described in FILE (with --dict;\n"
    "                     docs/alphabets.md)\n"
    "  -i, --index FILE   the word list of an index file (bee-simd index)\n"
    "  --block-size N     words per index block (default %d)\n"
    "  --kernel NAME      scalar, avx2, avx512, neon or auto (default auto;\n"
    "                     also $BEE_KERNEL)\n";

enum {
    OPT_BAG_MIN_LEN = ANSWER_OPT_END,
    OPT_BAG_MAX_LEN,
    OPT_MUST_USE,
    OPT_SORT,
    OPT_TOP,
    OPT_BAG_BLOCK_SIZE
};

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

/* After the options, as every command's help ends. */
static const char bag_epilogue[] =
    "\nExit status: 0 success, 1 some bag refused or an error, 2 usage error.\n"
    "Example: bee-simd bag --top 10 ovrkqlwislrecrtgmvpfprzey\n";

static void bag_help(void)
{
    printf(bag_usage, BEE_BAG_MAX_BLANKS, BEE_BAG_MAX_TILES, stream_options_help,
           BEE_BAG_DEFAULT_BLOCK);
    printf("%s%s%s", cli_output_help, cli_help_footer, bag_epilogue);
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
    static const struct option longopts[] = {
        {"dict", required_argument, 0, OPT_DICT},
        {"index", required_argument, 0, OPT_INDEX},
        {"fold-case", no_argument, 0, OPT_FOLD_CASE},
        {"lang", required_argument, 0, OPT_LANG},
        {"alphabet", required_argument, 0, OPT_ALPHABET},
        {"kernel", required_argument, 0, OPT_KERNEL},
        {"format", required_argument, 0, OPT_FORMAT},
        {"count", no_argument, 0, OPT_COUNT},
        {"min-len", required_argument, 0, OPT_BAG_MIN_LEN},
        {"max-len", required_argument, 0, OPT_BAG_MAX_LEN},
        {"must-use", required_argument, 0, OPT_MUST_USE},
        {"sort", required_argument, 0, OPT_SORT},
        {"top", required_argument, 0, OPT_TOP},
        {"stdin", no_argument, 0, OPT_STDIN},
        {"block-size", required_argument, 0, OPT_BAG_BLOCK_SIZE},
        STREAM_OPTIONS,
        CLI_OUTPUT_OPTION,
        {"help", no_argument, 0, 'h'},
        {0, 0, 0, 0},
    };
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
    int done = answer_args_parse(&a, argc, argv, longopts, bag_help, bag_option, &own);
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
