/* test_cpus.c - the default thread count's cgroup v2 quota, read from a
 * made-up /proc/self/cgroup and cgroup tree (src/cli/cpus.c). */
#define _GNU_SOURCE
#include "testutil.h"
#include "cli/cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
    put("/a/b/cpu.max", "max 100000\n");     /* no quota here */
    assert_int_equal(cli_cgroup_quota(self, root), 0);
    put("/a/cpu.max", "150000 100000\n");    /* 1.5 CPUs above: 2 */
    assert_int_equal(cli_cgroup_quota(self, root), 2);
    put("/a/b/cpu.max", "50000 100000\n");   /* half a CPU here: 1 */
    assert_int_equal(cli_cgroup_quota(self, root), 1);
    put("/a/b/cpu.max", "400000 100000\n");  /* 4 here, but 2 above */
    assert_int_equal(cli_cgroup_quota(self, root), 2);
    untree();
}

static void no_v2_group_or_no_file_means_no_quota(void **state)
{
    (void)state;
    tree("4:cpu:/x\n");   /* cgroup v1 only */
    put("/cpu.max", "100000 100000\n");
    assert_int_equal(cli_cgroup_quota(self, root), 0);
    untree();
    tree("0::/a\n");
    assert_int_equal(cli_cgroup_quota(self, root), 0);   /* no cpu.max anywhere */
    put("/a/cpu.max", "garbage\n");
    assert_int_equal(cli_cgroup_quota(self, root), 0);
    untree();
    assert_int_equal(cli_cgroup_quota("/nonexistent/cgroup", "/nonexistent"), 0);
}

static void cpus_are_at_least_one(void **state)
{
    (void)state;
    int n = cli_cpus();
    assert_true(n >= 1 && n <= CLI_MAX_THREADS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(quota_rounds_up_and_the_smallest_level_wins),
        cmocka_unit_test(no_v2_group_or_no_file_means_no_quota),
        cmocka_unit_test(cpus_are_at_least_one),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
