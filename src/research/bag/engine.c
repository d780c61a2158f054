/*
 * engine.c - bee-simd's own answer to the letter-bag task, for comparison
 * with the published methods: the bag index (count keys in blocks with AND/OR
 * summaries, bee_bag_solve) with each kernel.
 */
#include "bag_methods.h"

static bee_status index_build(const bee_dict *d, int kernel, void **state, bee_error *err)
{
    bee_bag_index_options o;
    bee_bag_index_options_init(&o);
    o.kernel = (bee_kernel_id)kernel;
    return bee_bag_index_build(d, &o, (bee_bag_index **)state, err);
}

static bee_status index_solve(const void *state, const bee_bag *bag, bee_result *r, bee_error *err)
{
    bee_bag_options o;
    bee_bag_options_init(&o);
    o.min_len = 1;
    o.want_words = 1;
    return bee_bag_solve(state, bag, &o, r, err);
}

static void index_free(void *state)
{
    bee_bag_index_free(state);
}

static size_t index_bytes(const void *state)
{
    bee_bag_info info;
    bee_bag_index_get_info(state, &info);
    return info.bytes;
}

#define BAG_INDEX_METHOD(ident, name, kernel)                                           \
    const bag_method ident = {                                                          \
        {name, METHOD_ANY_ALPHABET, "index",                                            \
         "the bag index (count keys, blocks with AND/OR summaries), " #kernel, kernel}, \
        index_build,                                                                    \
        index_solve,                                                                    \
        index_free,                                                                     \
        index_bytes,                                                                    \
    }

BAG_INDEX_METHOD(bag_index_scalar, "index-scalar", BEE_KERNEL_SCALAR);
BAG_INDEX_METHOD(bag_index_avx2, "index-avx2", BEE_KERNEL_AVX2);
BAG_INDEX_METHOD(bag_index_avx512, "index-avx512", BEE_KERNEL_AVX512);
BAG_INDEX_METHOD(bag_index_neon, "index-neon", BEE_KERNEL_NEON);
BAG_INDEX_METHOD(bag_index_wasm, "index-wasm", BEE_KERNEL_WASM);
