/*
 * indexed.c - the production index (src/solve/index.c) as a research solver, once
 * per kernel: distinct letter sets sorted with the rarest letters high, sets
 * of more than 7 letters after the rest, fixed blocks with AND/OR summaries,
 * solved by bee_solve itself with the block-scan plan forced, so what is timed
 * is exactly the library's scan.
 *
 * `product` is bee_solve as the program runs it (the plan it picks).
 *
 * Two more take the index apart, both with the scalar kernel, to show what its
 * order is worth: index-alpha keeps the sets in the order of their first word
 * (so it differs from `blocked` by deduplication and the narrow/wide split
 * alone), index-mask sorts them by plain mask value (z high, a low).
 */
#include "algo.h"

static bee_status build_sorted(const bee_dict *d, const bee_algo_options *o, bee_sort sort,
                               void **state, bee_error *err)
{
    bee_index_options io;
    bee_index_options_init(&io);
    io.min_len = o->min_len;
    io.block_size = o->block_size;
    io.kernel = o->kernel;
    io.sort = sort;
    bee_index *ix;
    bee_status s = bee_index_build(d, &io, &ix, err);
    if (s == BEE_OK)
        *state = ix;
    return s;
}

static bee_status indexed_build(const bee_dict *d, const bee_algo_options *o, void **state,
                                bee_error *err)
{
    return build_sorted(d, o, BEE_SORT_FREQ, state, err);
}

static bee_status alpha_build(const bee_dict *d, const bee_algo_options *o, void **state,
                              bee_error *err)
{
    return build_sorted(d, o, BEE_SORT_ALPHA, state, err);
}

static bee_status mask_build(const bee_dict *d, const bee_algo_options *o, void **state,
                             bee_error *err)
{
    return build_sorted(d, o, BEE_SORT_MASK, state, err);
}

static bee_status indexed_solve(const void *state, const bee_puzzle *p, const bee_solve_options *o,
                                bee_result *r, bee_algo_counters *c, bee_error *err)
{
    const bee_index *ix = state;
    /* the index's own plan, whatever the puzzle */
    bee_status s = bee_solve_plan(ix, p, o, BEE_PLAN_BLOCK_SCAN, r, err);
    if (s != BEE_OK)
        return s;
    size_t considered =
        p->size <= BEE_NARROW_LETTERS ? ix->n_narrow_blocks : ix->scan_data.n_blocks;
    c->blocks_entered = r->blocks_entered;
    c->masks_tested = r->masks_tested;
    c->bytes_touched = 8 * (uint64_t)considered + 8 * (uint64_t)r->blocks_entered +
                       4 * (uint64_t)r->masks_tested + 4 * (uint64_t)r->count;
    return BEE_OK;
}

static void indexed_free(void *state)
{
    bee_index_free(state);
}

static void indexed_info(const void *state, bee_algo_info *info)
{
    const bee_index *ix = state;
    info->bytes = ix->bytes;
    info->entries = ix->n_masks;
    info->blocks = ix->scan_data.n_blocks;
    info->block_size = ix->opt.block_size;
}

// clang-format off
#define INDEXED(kernel_id, kernel_name)                                                   \
    {{"index-" kernel_name, METHOD_ANY_ALPHABET, "index",                                 \
      "the production index: distinct sets, rare letters high, fixed blocks, "            \
      kernel_name " kernel", kernel_id},                                                  \
     BEE_DEFAULT_BLOCK, indexed_build, indexed_solve, indexed_free, indexed_info}
// clang-format on

const algo_method algo_index_scalar = INDEXED(BEE_KERNEL_SCALAR, "scalar");
const algo_method algo_index_avx2 = INDEXED(BEE_KERNEL_AVX2, "avx2");
const algo_method algo_index_avx512 = INDEXED(BEE_KERNEL_AVX512, "avx512");
const algo_method algo_index_neon = INDEXED(BEE_KERNEL_NEON, "neon");
const algo_method algo_index_wasm = INDEXED(BEE_KERNEL_WASM, "wasm");

const algo_method algo_index_alpha = {
    {"index-alpha", METHOD_ANY_ALPHABET, "blocks",
     "the index with its sets in alphabetical order of their first word, scalar",
     BEE_KERNEL_SCALAR},
    BEE_DEFAULT_BLOCK,
    alpha_build,
    indexed_solve,
    indexed_free,
    indexed_info,
};
const algo_method algo_index_mask = {
    {"index-mask", METHOD_ANY_ALPHABET, "blocks",
     "the index with its sets sorted by plain mask value, scalar", BEE_KERNEL_SCALAR},
    BEE_DEFAULT_BLOCK,
    mask_build,
    indexed_solve,
    indexed_free,
    indexed_info,
};

/* The product as users run it: bee_solve with the plan it picks (set lists
 * for NYT-like puzzles, the subsets plan for most random ones) and the best
 * kernel, so the comparison holds the figure the README quotes; and each of
 * its plans forced (bee_solve_plan, as bench/bench_solve forces them), so a
 * table shows what the choice is worth. */
static bee_status product_plan_solve(const void *state, const bee_puzzle *p,
                                     const bee_solve_options *o, bee_plan plan, bee_result *r,
                                     bee_algo_counters *c, bee_error *err)
{
    bee_status s = bee_solve_plan(state, p, o, plan, r, err);
    if (s != BEE_OK)
        return s;
    c->blocks_entered = r->blocks_entered;
    c->masks_tested = r->masks_tested;
    c->bytes_touched =
        8 * (uint64_t)r->blocks_entered + 4 * (uint64_t)r->masks_tested + 4 * (uint64_t)r->count;
    return BEE_OK;
}

// clang-format off
#define PRODUCT(fn, plan_id)                                                                  \
    static bee_status fn(const void *state, const bee_puzzle *p, const bee_solve_options *o,  \
                         bee_result *r, bee_algo_counters *c, bee_error *err)                 \
    {                                                                                         \
        return product_plan_solve(state, p, o, plan_id, r, c, err);                           \
    }
PRODUCT(product_solve, BEE_PLAN_AUTO)
PRODUCT(set_lists_solve, BEE_PLAN_SET_LISTS)
PRODUCT(block_scan_solve, BEE_PLAN_BLOCK_SCAN)
PRODUCT(subsets_plan_solve, BEE_PLAN_SUBSETS)
#define PRODUCT_METHOD(name, summary, solve)                                                  \
    {{name, METHOD_ANY_ALPHABET, "index", summary, BEE_KERNEL_AUTO},                          \
     BEE_DEFAULT_BLOCK, indexed_build, solve, indexed_free, indexed_info}
// clang-format on

const algo_method algo_product = PRODUCT_METHOD(
    "product", "bee_solve as the program runs it: the plan it picks, the best kernel",
    product_solve);
const algo_method algo_product_set_lists =
    PRODUCT_METHOD("product-set-lists", "bee_solve with its set-lists plan forced, the best kernel",
                   set_lists_solve);
const algo_method algo_product_block_scan =
    PRODUCT_METHOD("product-block-scan",
                   "bee_solve with its block-scan plan forced, the best kernel", block_scan_solve);
const algo_method algo_product_subsets =
    PRODUCT_METHOD("product-subsets", "bee_solve with its subsets plan forced (the one set map)",
                   subsets_plan_solve);
