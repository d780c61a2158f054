/* cmd_info.c - `bee-simd info`: CPU features, kernels built and chosen, and
 * what the dictionary and index hold. */
#include "cli/opt_table.h"

#include <errno.h>
#include <stdio.h>

static const char *sort_name(bee_sort s)
{
    return s == BEE_SORT_FREQ ? "freq" : s == BEE_SORT_MASK ? "mask" : "alpha";
}

/* Every part of an index file as a build makes it (bee_index_verify, and
 * the bag parts' bee_bag_index_verify): a file from elsewhere, checked once,
 * where every load checks only what keeps it harmless (docs/index-format.md). */
static int verify_file(const char *path, const bee_dict *d, const bee_index *ix)
{
    bee_error err;
    bee_bag_index *bx = NULL;
    if (bee_index_verify(ix, &err) != BEE_OK || bee_bag_index_load(d, &bx, &err) != BEE_OK ||
        bee_bag_index_verify(bx, &err) != BEE_OK) {
        bee_bag_index_free(bx);
        cli_error("%s", err.message);
        return EXIT_REFUSED;
    }
    bee_bag_index_free(bx);
    printf("verified: %s holds what a build makes of its words\n", path);
    return EXIT_OK;
}

int cmd_info(int argc, char **argv)
{
    cli_common c;
    cli_common_init(&c);
    int opt, kernels_only = 0, verify = 0;
    cli_getopt g;
    cli_getopt_init(&g, cli_spec_named("info"));
    int done = cli_options(argc, argv, g.shortopts, g.longopts);
    if (done >= 0)
        return done;
    while ((opt = getopt_long(argc, argv, g.shortopts, g.longopts, NULL)) != -1) {
        opt = cli_getopt_id(&g, opt);
        if (opt == 'k' || opt == 'v') {
            *(opt == 'k' ? &kernels_only : &verify) = 1;
            continue;
        }
        if (opt == 'h') {
            cli_spec_help(g.spec);
            return EXIT_OK;
        }
        if (opt == '?' || cli_common_option(&c, opt, optarg))
            return EXIT_USAGE;
    }
    if (optind != argc) {
        cli_error("unexpected argument '%s'", argv[optind]);
        return EXIT_USAGE;
    }

    if (verify && !c.index_path) {
        cli_error("--verify checks an index file: give it with --index");
        return EXIT_USAGE;
    }
    if (kernels_only) {
        for (int k = 0; k < BEE_KERNEL_COUNT; k++)
            if (bee_kernel_runnable((bee_kernel_id)k))
                printf("%s\n", bee_kernel_name((bee_kernel_id)k));
        return fflush(stdout) ? cli_output_error(errno) : EXIT_OK;
    }
    printf("bee-simd %s\n", BEE_VERSION);
    printf("cpu features: %s\n", bee_cpu_features());
    printf("kernels built:");
    for (int k = 0; k < BEE_KERNEL_COUNT; k++)
        if (bee_kernel_built((bee_kernel_id)k))
            printf(" %s%s", bee_kernel_name((bee_kernel_id)k),
                   bee_kernel_runnable((bee_kernel_id)k) ? "" : "(cannot run here)");
    printf("\n");

    bee_dict *d;
    bee_index *ix;
    int rc = cli_load_index(&c, &d, &ix);
    if (rc)
        return rc;
    printf("kernel chosen: %s\n", bee_kernel_name(bee_index_kernel(ix)));
    printf("cpus usable: %d (default threads)\n", bee_cpu_count());
    const bee_dict_stats *st = bee_dict_get_stats(d);
    const char *list = cli_dict_path(&c); /* --dict, else $BEE_DICT, else NULL */
    printf("dictionary: %s\n", c.index_path ? c.index_path : list ? list : "(built-in)");
    printf("  lines %zu, words %zu, duplicates %zu\n", st->lines, st->words, st->duplicates);
    printf(
        "  skipped: uppercase %zu, non-ASCII %zu, other characters %zu, blank %zu, too long %zu\n",
        st->uppercase, st->non_ascii, st->other, st->blank, st->too_long);
    if (st->added || st->removed)
        printf("  curated: %zu words added, %zu removed\n", st->added, st->removed);
    bee_index_info info;
    bee_index_get_info(ix, &info);
    printf("index: min-len %u, block size %u, sort %s\n", info.min_len, info.block_size,
           sort_name(info.sort));
    printf("  words %zu, letter sets %zu (%zu of at most 7 letters)\n", info.words, info.masks,
           info.narrow_masks);
    printf("  blocks %zu (%zu narrow), %zu bytes\n", info.blocks, info.narrow_blocks, info.bytes);
    if (verify)
        rc = verify_file(c.index_path, d, ix);
    bee_index_free(ix);
    bee_dict_free(d);
    if (rc)
        return rc;
    if (fflush(stdout) != 0 || ferror(stdout))
        return cli_output_error(errno);
    return EXIT_OK;
}
