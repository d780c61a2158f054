/* test_cpus.c - the default thread count's cgroup v2 quota, read from a
 * made-up /proc/self/cgroup and cgroup tree (src/core/cpus.c). */
#define _GNU_SOURCE
#include "testutil.h"
#include "core/cpus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/stat.h>

static char root[256], self[300];

static void put(const char *rel, const char *text)
{
    char path[512];
    snprintf(path, sizeof path, "%s%s", root, rel);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

static void tree(const char *group_line)
{
    char cmd[600];
    snprintf(root, sizeof root, "/tmp/bee-cgroup-XXXXXX");
    assert_non_null(mkdtemp(root));
    snprintf(cmd, sizeof cmd, "mkdir -p %s/a/b", root);
    assert_int_equal(system(cmd), 0);
    snprintf(self, sizeof self, "%s/self", root);
    FILE *f = fopen(self, "w");
    assert_non_null(f);
    fprintf(f, "%s", group_line);
    fclose(f);
}

static void untree(void)
{
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", root);
    assert_int_equal(system(cmd), 0);
}

static void quota_rounds_up_and_the_smallest_level_wins(void **state)
{
    (void)state;
    tree("4:memory:/x\n0::/a/b\n");
    put("/a/b/cpu.max", "max 100000\n"); /* no quota here */
    assert_int_equal(bee_cgroup_quota(self, root), 0);
    put("/a/cpu.max", "150000 100000\n"); /* 1.5 CPUs above: 2 */
    assert_int_equal(bee_cgroup_quota(self, root), 2);
    put("/a/b/cpu.max", "50000 100000\n"); /* half a CPU here: 1 */
    assert_int_equal(bee_cgroup_quota(self, root), 1);
    put("/a/b/cpu.max", "400000 100000\n"); /* 4 here, but 2 above */
    assert_int_equal(bee_cgroup_quota(self, root), 2);
    untree();
}

static void no_v2_group_or_no_file_means_no_quota(void **state)
{
    (void)state;
    tree("4:cpu:/x\n"); /* cgroup v1 only */
    put("/cpu.max", "100000 100000\n");
    assert_int_equal(bee_cgroup_quota(self, root), 0);
    untree();
    tree("0::/a\n");
    assert_int_equal(bee_cgroup_quota(self, root), 0); /* no cpu.max anywhere */
    put("/a/cpu.max", "garbage\n");
    assert_int_equal(bee_cgroup_quota(self, root), 0);
    untree();
    assert_int_equal(bee_cgroup_quota("/nonexistent/cgroup", "/nonexistent"), 0);
}

static int all_sink(void *ctx, int worker, size_t chunk, const bee_all_puzzle *p, size_t n)
{
    (void)ctx, (void)worker, (void)chunk, (void)p, (void)n;
    return 0;
}

static void cpus_are_at_least_one(void **state)
{
    (void)state;
    int n = bee_cpu_count();
    assert_true(n >= 1 && n <= BEE_CPU_COUNT_MAX);
}

/* The affinity mask counts, not the machine's CPUs; and `all`'s default
 * threads follow the same rule (one rule for the library and the program). */
static void affinity_narrows_the_count_everywhere(void **state)
{
    (void)state;
    cpu_set_t saved, one;
    assert_int_equal(sched_getaffinity(0, sizeof saved, &saved), 0);
    CPU_ZERO(&one);
    for (int c = 0; c < CPU_SETSIZE; c++)
        if (CPU_ISSET(c, &saved)) {
            CPU_SET(c, &one);
            break;
        }
    assert_int_equal(sched_setaffinity(0, sizeof one, &one), 0);
    assert_int_equal(bee_cpu_count(), 1);
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    assert_int_equal(bee_index_load_default(&d, &ix, &err), BEE_OK);
    bee_all_options o;
    bee_all_options_init(&o);
    bee_all_stats st;
    assert_int_equal(bee_all_each(ix, &o, all_sink, NULL, &st, &err), BEE_OK);
    assert_int_equal(st.threads, 1);
    bee_index_free(ix);
    bee_dict_free(d);
    assert_int_equal(sched_setaffinity(0, sizeof saved, &saved), 0);
    assert_true(bee_cpu_count() >= 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(quota_rounds_up_and_the_smallest_level_wins),
        cmocka_unit_test(no_v2_group_or_no_file_means_no_quota),
        cmocka_unit_test(cpus_are_at_least_one),
        cmocka_unit_test(affinity_narrows_the_count_everywhere),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
