/*
 * cpus.h - the library's rule for "the CPUs this process may use"
 * (bee_cpu_count, bee.h), and the piece of it the tests drive with a
 * made-up cgroup tree.
 */
#ifndef BEE_CORE_CPUS_H
#define BEE_CORE_CPUS_H

/* The cgroup v2 cpu.max quota, in CPUs rounded up, of the group named in
 * `self_cgroup` (as /proc/self/cgroup) and the groups above it under `root`
 * (/sys/fs/cgroup); the smallest applies.  0 if none does. */
long bee_cgroup_quota(const char *self_cgroup, const char *root);

#endif
