// headers.cpp - bee.h and bee_experimental.h compile as C++ (tests/build/cxx.sh):
// a C++ program includes them as they are, so no C-only construct (a
// designated initializer, a flexible array in a macro, an implicit void *
// conversion, a keyword such as `new` or `class` as a name) may creep in.
// Only compiled, never linked: the declarations are what is tested.
#include "bee.h"
#include "bee_experimental.h"

#include <cstring>

static_assert(sizeof(bee_puzzle().text) == BEE_PUZZLE_TEXT_SIZE, "a puzzle's text");
static_assert(BEE_ERR_STOPPED == 8 && BEE_ERR_LIMIT == 9 && BEE_ERR_BAG == 10, "status values");

int uses(const bee_index *ix, bee_result *r);
int uses(const bee_index *ix, bee_result *r)
{
    bee_error err;
    bee_puzzle p;
    std::memset(&p, 0, sizeof p);
    if (bee_puzzle_parse(nullptr, "raegint", 7, 7, &p, &err) != BEE_OK)
        return 1;
    bee_solve_options o;
    bee_solve_options_init(&o);
    o.want_words = 0;
    if (bee_solve_plan(ix, &p, &o, BEE_PLAN_SET_LISTS, r, &err) != BEE_OK)
        return 1;
    bee_all_options a;
    bee_all_options_init(&a);
    if (bee_all_check_options(bee_alphabet_builtin("ca"), &a, &err) != BEE_OK)
        return 1;
    bee_batch_options b;
    bee_batch_options_init(&b);
    bee_bag bag;
    if (bee_bag_parse(nullptr, "ab?", 3, &bag, &err) != BEE_ERR_BAG)
        return 1;
    bee_bag_order order = BEE_BAG_ORDER_NONE;
    (void)order;
    size_t n = 0;
    const uint32_t *words = bee_result_words(r, &n);
    return words && n && bee_status_name(BEE_ERR_LIMIT) ? 0 : 1;
}
