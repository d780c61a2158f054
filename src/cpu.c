/*
 * cpu.c - which kernels this CPU and OS can run, decided once.
 *
 * x86: a tier needs every instruction its kernel file was compiled for
 * (cpuid) and the OS must save the wider registers (XGETBV: XCR0 bits 1-2 for
 * AVX state, 5-7 for the AVX-512 opmask and upper registers).  gcc's
 * __builtin_cpu_supports checks cpuid and XCR0 both.  AArch64: Advanced SIMD
 * is architectural, so NEON is always runnable there.  Elsewhere the NEON
 * kernel runs through SIMDe's portable translation (slow but exact), which
 * is how the tests exercise it on x86.
 */
#include "internal.h"

#include <stdlib.h>
#include <string.h>

#if (defined(__AVX__) || defined(__AVX2__)) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "cpu.c dispatches and must be compiled for the baseline CPU"
#endif

/* One row a kernel, one column a kernel family; NULL where not built. */
static const struct {
    const char *name;
    bee_scan_fn scan;       /* the index's set scan (kernel.h) */
    bee_filter_fn filter;   /* the center filter (kernel.h) */
    bee_lines_fn lines;     /* the one-shot line filter (lines_kernel.h) */
} kernel_table[BEE_KERNEL_COUNT] = {
    [BEE_KERNEL_SCALAR] = {"scalar", bee_scan_scalar, bee_filter_scalar, bee_lines_scalar},
#ifdef BEE_HAVE_AVX2
    [BEE_KERNEL_AVX2] = {"avx2", bee_scan_avx2, bee_filter_avx2, bee_lines_avx2},
#else
    [BEE_KERNEL_AVX2] = {"avx2", NULL, NULL, NULL},
#endif
#ifdef BEE_HAVE_AVX512
    [BEE_KERNEL_AVX512] = {"avx512", bee_scan_avx512, bee_filter_avx512, bee_lines_avx512},
#else
    [BEE_KERNEL_AVX512] = {"avx512", NULL, NULL, NULL},
#endif
#ifdef BEE_HAVE_NEON
    [BEE_KERNEL_NEON] = {"neon", bee_scan_neon, bee_filter_neon, bee_lines_neon},
#else
    [BEE_KERNEL_NEON] = {"neon", NULL, NULL, NULL},
#endif
};

const char *bee_kernel_name(bee_kernel_id k)
{
    if (k == BEE_KERNEL_AUTO)
        return "auto";
    if (k < 0 || k >= BEE_KERNEL_COUNT)
        return "unknown";
    return kernel_table[k].name;
}

int bee_kernel_from_name(const char *name)
{
    if (strcmp(name, "auto") == 0)
        return BEE_KERNEL_AUTO;
    for (int k = 0; k < BEE_KERNEL_COUNT; k++)
        if (strcmp(name, kernel_table[k].name) == 0)
            return k;
    return -2;
}

bee_scan_fn bee_kernel_scan_fn(bee_kernel_id k)
{
    return (k >= 0 && k < BEE_KERNEL_COUNT) ? kernel_table[k].scan : NULL;
}

bee_filter_fn bee_kernel_filter_fn(bee_kernel_id k)
{
    return (k >= 0 && k < BEE_KERNEL_COUNT) ? kernel_table[k].filter : NULL;
}

bee_lines_fn bee_kernel_lines_fn(bee_kernel_id k)
{
    return (k >= 0 && k < BEE_KERNEL_COUNT) ? kernel_table[k].lines : NULL;
}

int bee_kernel_built(bee_kernel_id k)
{
    return bee_kernel_scan_fn(k) != NULL;
}

#if defined(__x86_64__) || defined(__i386__)
static int x86_has_avx2(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
           __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt");
}

static int x86_has_avx512(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") &&
           __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq");
}
#endif

#if defined(__aarch64__)
#include <sys/auxv.h>
#include <asm/hwcap.h>
/* Advanced SIMD is architectural on AArch64; the kernel still asks the OS. */
static int aarch64_has_asimd(void)
{
    return (getauxval(AT_HWCAP) & HWCAP_ASIMD) != 0;
}
#endif

int bee_kernel_runnable(bee_kernel_id k)
{
    if (!bee_kernel_built(k))
        return 0;
    switch (k) {
    case BEE_KERNEL_SCALAR:
        return 1;
    case BEE_KERNEL_NEON:
#if defined(__aarch64__)
        return aarch64_has_asimd();
#else
        return 1;   /* SIMDe's portable translation: exact, not fast */
#endif
#if defined(__x86_64__) || defined(__i386__)
    case BEE_KERNEL_AVX2:
        return x86_has_avx2();
    case BEE_KERNEL_AVX512:
        return x86_has_avx512();
#endif
    default:
        return 0;
    }
}

bee_status bee_kernel_check(bee_kernel_id k, bee_error *err)
{
    if (!bee_kernel_built(k))
        return bee_fail(err, BEE_ERR_KERNEL, "kernel '%s' is not built into this program",
                        bee_kernel_name(k));
    if (!bee_kernel_runnable(k))
        return bee_fail(err, BEE_ERR_KERNEL, "kernel '%s' cannot run on this CPU (features: %s)",
                        bee_kernel_name(k), bee_cpu_features());
    return BEE_OK;
}

static bee_kernel_id detect_best(void)
{
    const char *forced = getenv("BEE_KERNEL");
    if (forced && *forced) {
        int k = bee_kernel_from_name(forced);
        if (k >= 0 && bee_kernel_runnable((bee_kernel_id)k))
            return (bee_kernel_id)k;
    }
#if defined(__aarch64__)
    if (bee_kernel_runnable(BEE_KERNEL_NEON))
        return BEE_KERNEL_NEON;
#endif
    if (bee_kernel_runnable(BEE_KERNEL_AVX512))
        return BEE_KERNEL_AVX512;
    if (bee_kernel_runnable(BEE_KERNEL_AVX2))
        return BEE_KERNEL_AVX2;
    return BEE_KERNEL_SCALAR;
}

/* The one piece of global state: written once; every writer computes the same
 * value, so a race between first callers is harmless. */
static _Atomic int best_kernel = -1;

bee_kernel_id bee_kernel_best(void)
{
    int k = best_kernel;
    if (k < 0) {
        k = detect_best();
        best_kernel = k;
    }
    return (bee_kernel_id)k;
}

const char *bee_cpu_features(void)
{
    static char text[256];
    static _Atomic int done;
    if (done)
        return text;
    char buf[256] = "";
#if defined(__x86_64__)
    strcat(buf, "x86_64");
    __builtin_cpu_init();
    /* __builtin_cpu_supports takes only string literals, hence the macro */
#define FEATURE(name) if (__builtin_cpu_supports(name)) strcat(buf, " " name)
    FEATURE("sse4.2"); FEATURE("popcnt"); FEATURE("bmi"); FEATURE("bmi2");
    FEATURE("avx"); FEATURE("avx2"); FEATURE("avx512f"); FEATURE("avx512vl");
    FEATURE("avx512bw"); FEATURE("avx512dq"); FEATURE("avx512vpopcntdq");
#undef FEATURE
#elif defined(__aarch64__)
    strcat(buf, aarch64_has_asimd() ? "aarch64 asimd" : "aarch64");
#else
    strcat(buf, "unknown-architecture");
#endif
    memcpy(text, buf, sizeof text);
    done = 1;
    return text;
}
