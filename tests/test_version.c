/* test_version.c - the version macros agree with each other and with the
 * library's bee_version(). */
#include "testutil.h"

#include <stdio.h>

static void macros_and_library_agree(void **state)
{
    (void)state;
    char text[32];
    snprintf(text, sizeof text, "%d.%d.%d", BEE_VERSION_MAJOR, BEE_VERSION_MINOR,
             BEE_VERSION_PATCH);
    assert_string_equal(text, BEE_VERSION);
    assert_string_equal(bee_version(), BEE_VERSION);
    assert_int_equal(BEE_VERSION_NUMBER,
                     BEE_VERSION_MAJOR * 10000 + BEE_VERSION_MINOR * 100 + BEE_VERSION_PATCH);
    assert_true(BEE_VERSION_NUMBER >= 200); /* 0.2.0 brought the macros */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(macros_and_library_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
