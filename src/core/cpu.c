/*
 * cpu.c - the one kernel table and the one check of whether this CPU runs a
 * kernel, decided once.
 *
 * Each row names a kernel, the CPU features it needs and its entry points
 * (the puzzle block scan, the set-lists center filter, the bag scan, the
 * one-shot line steps, the word check, the rank walk and sort, and the byte
 * select of bee_select_bytes_fn).  The feature list of a row is generated
 * by CMake from the very list of flags that kernel's objects are compiled
 * with (BEE_FEATURES_<KERNEL>: "-mavx2 -mbmi" becomes "avx2 bmi"), and
 * tests/test_dispatch.c checks it against the objects' compile options, so
 * a kernel can never use an instruction its row does not ask the CPU for.
 *
 * x86: a feature is there when cpuid reports it and, for the AVX families,
 * the OS saves the wider registers (XGETBV: XCR0 bits 1-2 for AVX state,
 * 5-7 for the AVX-512 opmask and upper registers), as gcc's
 * __builtin_cpu_supports checks.  Read here, once and only when asked: gcc's
 * version runs a constructor at every start making about nine cpuid calls,
 * and on a virtual machine each traps to the hypervisor (~7 us), 60 us of
 * a 3 ms command that may need no kernel at all; this makes three.  AArch64: Advanced SIMD is
 * architectural, and the kernel still asks the OS (HWCAP_ASIMD).  Elsewhere
 * the NEON kernel runs through SIMDe's portable translation (slow but
 * exact), which is how the tests exercise it on x86.
 */
#include "core/internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if (defined(__AVX__) || defined(__AVX2__)) && !defined(BEE_ALLOW_WIDE_BASELINE)
#error "cpu.c dispatches and must be compiled for the baseline CPU"
#endif

#ifndef BEE_FEATURES_SCALAR
#define BEE_FEATURES_SCALAR ""
#endif
#ifndef BEE_FEATURES_NEON
#define BEE_FEATURES_NEON "" /* through SIMDe on x86; asimd checked apart on Arm */
#endif
#ifndef BEE_FEATURES_WASM
#define BEE_FEATURES_WASM "" /* through SIMDe natively; "simd128" in the wasm32 build */
#endif

typedef struct kernel_row {
    const char *name;
    const char *features; /* CPU features needed, space-separated */
    bee_scan_fn scan;
    bee_filter_fn filter;
    bee_bag_scan_fn bag_scan;
    bee_lines_fn lines;           /* the one-shot line filter (lines_kernel.h) */
    bee_line_fits_fn line_fits;   /* the bag one-off's line count (the same) */
    bee_words_fn words;           /* an index file's word check (words_kernel.h) */
    bee_ranks_walk_fn ranks_walk; /* the subsets plan's rank walk (ranks_kernel.h) */
    bee_ranks_sort_fn ranks_sort;
    bee_select_fn select; /* bytes kept by a bit mask (select_kernel.h) */
} kernel_row;

// clang-format off
#define ROW(name, NAME, suffix)                                                    \
    {name, BEE_FEATURES_##NAME, bee_scan_##suffix, bee_filter_##suffix,            \
     bee_bag_scan_##suffix, bee_lines_##suffix, bee_line_fits_##suffix,           \
     bee_words_##suffix, bee_ranks_walk_##suffix, bee_ranks_sort_##suffix,        \
     bee_select_bytes_##suffix}
#define ABSENT(name) {name, "", NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL}
// clang-format on

static const kernel_row kernel_table[BEE_KERNEL_COUNT] = {
    [BEE_KERNEL_SCALAR] = ROW("scalar", SCALAR, scalar),
#ifdef BEE_HAVE_AVX2
    [BEE_KERNEL_AVX2] = ROW("avx2", AVX2, avx2),
#else
    [BEE_KERNEL_AVX2] = ABSENT("avx2"),
#endif
#ifdef BEE_HAVE_AVX512
    [BEE_KERNEL_AVX512] = ROW("avx512", AVX512, avx512),
#else
    [BEE_KERNEL_AVX512] = ABSENT("avx512"),
#endif
#ifdef BEE_HAVE_NEON
    [BEE_KERNEL_NEON] = ROW("neon", NEON, neon),
#else
    [BEE_KERNEL_NEON] = ABSENT("neon"),
#endif
#ifdef BEE_HAVE_WASM
    [BEE_KERNEL_WASM] = ROW("wasm", WASM, wasm),
#else
    [BEE_KERNEL_WASM] = ABSENT("wasm"),
#endif
};

static const kernel_row *row(bee_kernel_id k)
{
    return k >= 0 && k < BEE_KERNEL_COUNT ? &kernel_table[k] : NULL;
}

const char *bee_kernel_name(bee_kernel_id k)
{
    if (k == BEE_KERNEL_AUTO)
        return "auto";
    return row(k) ? row(k)->name : "unknown";
}

int bee_kernel_from_name(const char *name)
{
    if (strcmp(name, "auto") == 0)
        return BEE_KERNEL_AUTO;
    for (int k = 0; k < BEE_KERNEL_COUNT; k++)
        if (strcmp(name, kernel_table[k].name) == 0)
            return k;
    return BEE_UNKNOWN_NAME;
}

bee_scan_fn bee_kernel_scan_fn(bee_kernel_id k)
{
    return row(k) ? row(k)->scan : NULL;
}
bee_filter_fn bee_kernel_filter_fn(bee_kernel_id k)
{
    return row(k) ? row(k)->filter : NULL;
}
bee_bag_scan_fn bee_kernel_bag_scan_fn(bee_kernel_id k)
{
    return row(k) ? row(k)->bag_scan : NULL;
}
const char *bee_kernel_features(bee_kernel_id k)
{
    return row(k) ? row(k)->features : "";
}

bee_lines_fn bee_kernel_lines_fn(bee_kernel_id k)
{
    return row(k) ? row(k)->lines : NULL;
}
bee_line_fits_fn bee_kernel_line_fits_fn(bee_kernel_id k)
{
    return row(k) ? row(k)->line_fits : NULL;
}
bee_words_fn bee_kernel_words_fn(bee_kernel_id k)
{
    return row(k) ? row(k)->words : NULL;
}
bee_ranks_walk_fn bee_kernel_ranks_walk_fn(bee_kernel_id k)
{
    return row(k) ? row(k)->ranks_walk : NULL;
}
bee_ranks_sort_fn bee_kernel_ranks_sort_fn(bee_kernel_id k)
{
    return row(k) ? row(k)->ranks_sort : NULL;
}

int bee_kernel_built(bee_kernel_id k)
{
    const kernel_row *r = row(k);
    return r && r->scan && r->filter && r->bag_scan && r->lines && r->line_fits && r->words &&
           r->ranks_walk && r->ranks_sort && r->select;
}

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

/* The features bee_cpu_features lists, in its order; bits of x86_features. */
static const char *const x86_names[] = {
    "sse4.2",
    "popcnt",
    "bmi",
    "bmi2",
    "avx",
    "avx2",
    "avx512f",
    "avx512vl",
    "avx512bw",
    "avx512dq",
    "avx512vpopcntdq",
    "avx512vbmi2",
};
enum {
    SSE42,
    POPCNT,
    BMI,
    BMI2,
    AVX,
    AVX2,
    AVX512F,
    AVX512VL,
    AVX512BW,
    AVX512DQ,
    AVX512VPOPCNTDQ,
    AVX512VBMI2
};

#if defined(__GLIBC__) && __has_include(<sys/platform/x86.h>)
#include <sys/platform/x86.h>
#define FROM_GLIBC 1
/* CPU_FEATURE_ACTIVE(name), with an unsigned shift: glibc 2.36's inline one
 * shifts an int 1 by 31 for AVX512VL, undefined behaviour UBSan stops at. */
static int glibc_active(unsigned index)
{
    const unsigned per_leaf = 8 * sizeof(unsigned) * 4;
    const struct cpuid_feature *leaf = __x86_get_cpuid_feature_leaf(index / per_leaf);
    unsigned reg = index % per_leaf;
    return leaf->active_array[reg / 32] >> (reg % 32) & 1;
}
#define ACTIVE(name) glibc_active(x86_cpu_##name)
#else
#define FROM_GLIBC 0
#endif

/* The features read once.  With glibc (2.33 on), its own reading at start
 * (ld.so's, the CPU's and the OS's support, XCR0 included): no CPUID here,
 * which traps to the hypervisor on a virtual machine (3 of them cost a
 * one-off command 14 us, more than 1% of it: bench/README.md, "Floors"). */
static uint32_t x86_features(void)
{
    static _Atomic uint32_t cached; /* bit 31: read; racing readers agree */
    uint32_t f = cached;
    if (f)
        return f;
    f = 1u << 31;
#define SET(bit, feature, usable) f |= (uint32_t)((bit) && (usable)) << (feature)
#if FROM_GLIBC
    SET(ACTIVE(SSE4_2), SSE42, 1);
    SET(ACTIVE(POPCNT), POPCNT, 1);
    SET(ACTIVE(BMI1), BMI, 1);
    SET(ACTIVE(BMI2), BMI2, 1);
    SET(ACTIVE(AVX), AVX, 1);
    SET(ACTIVE(AVX2), AVX2, 1);
    SET(ACTIVE(AVX512F), AVX512F, 1);
    SET(ACTIVE(AVX512VL), AVX512VL, 1);
    SET(ACTIVE(AVX512BW), AVX512BW, 1);
    SET(ACTIVE(AVX512DQ), AVX512DQ, 1);
    SET(ACTIVE(AVX512_VPOPCNTDQ), AVX512VPOPCNTDQ, 1);
    SET(ACTIVE(AVX512_VBMI2), AVX512VBMI2, 1);
#else
    unsigned a, b, c, d, max = __get_cpuid_max(0, NULL);
    if (max >= 1) {
        __cpuid(1, a, b, c, d);
        unsigned xcr0 = 0;
        if (c >> 27 & 1) { /* OSXSAVE: XCR0 can be read */
            unsigned hi;
            __asm__ volatile("xgetbv" : "=a"(xcr0), "=d"(hi) : "c"(0));
        }
        int ymm = (xcr0 & 0x06) == 0x06, zmm = (xcr0 & 0xe6) == 0xe6;
        SET(c >> 20 & 1, SSE42, 1);
        SET(c >> 23 & 1, POPCNT, 1);
        SET(c >> 28 & 1, AVX, ymm);
        if (max >= 7) {
            __cpuid_count(7, 0, a, b, c, d);
            SET(b >> 3 & 1, BMI, 1);
            SET(b >> 8 & 1, BMI2, 1);
            SET(b >> 5 & 1, AVX2, ymm);
            SET(b >> 16 & 1, AVX512F, zmm);
            SET(b >> 31 & 1, AVX512VL, zmm);
            SET(b >> 30 & 1, AVX512BW, zmm);
            SET(b >> 17 & 1, AVX512DQ, zmm);
            SET(c >> 14 & 1, AVX512VPOPCNTDQ, zmm);
            SET(c >> 6 & 1, AVX512VBMI2, zmm);
        }
    }
#endif
#undef SET
    cached = f;
    return f;
}
#endif

/* 1 if this CPU and OS give feature `f` (a name of the -m flag it came
 * from), 0 if not or if the name is unknown here. */
static int has_feature(const char *f)
{
#if defined(__x86_64__) || defined(__i386__)
    for (size_t i = 0; i < sizeof x86_names / sizeof *x86_names; i++)
        if (strcmp(f, x86_names[i]) == 0)
            return x86_features() >> i & 1;
#endif
#if defined(__wasm__)
    /* a module holding simd128 code only instantiates where the engine runs
     * it: the page and the package pick the module by feature detection */
    if (strcmp(f, "simd128") == 0)
        return 1;
#endif
    (void)f;
    return 0;
}

/* The first feature of k's list this CPU lacks, into `missing` (empty if none). */
static void first_missing(bee_kernel_id k, char *missing, size_t cap)
{
    const char *p = bee_kernel_features(k);
    missing[0] = '\0';
    while (*p) {
        size_t n = strcspn(p, " ");
        char f[32];
        if (n && n < sizeof f) {
            memcpy(f, p, n);
            f[n] = '\0';
            if (!has_feature(f)) {
                snprintf(missing, cap, "%s", f);
                return;
            }
        }
        p += n;
        p += *p == ' ';
    }
}

#if defined(__aarch64__)
#include <sys/auxv.h>
#include <asm/hwcap.h>
static int aarch64_has_asimd(void)
{
    return (getauxval(AT_HWCAP) & HWCAP_ASIMD) != 0;
}
#endif

int bee_kernel_runnable(bee_kernel_id k)
{
    if (!bee_kernel_built(k))
        return 0;
#if defined(__aarch64__)
    if (k == BEE_KERNEL_NEON && !aarch64_has_asimd())
        return 0;
#endif
    char missing[32];
    first_missing(k, missing, sizeof missing);
    return missing[0] == '\0';
}

bee_status bee_kernel_check(bee_kernel_id k, bee_error *err)
{
    if (!bee_kernel_built(k))
        return bee_fail(err, BEE_ERR_KERNEL, "kernel '%s' is not built into this library",
                        bee_kernel_name(k));
    if (!bee_kernel_runnable(k))
        return bee_fail(err, BEE_ERR_KERNEL,
                        "kernel '%s' cannot run on this CPU: it needs %s (CPU features: %s)",
                        bee_kernel_name(k), bee_kernel_features(k), bee_cpu_features());
    return BEE_OK;
}

static bee_kernel_id detect_best(void)
{
#if defined(__aarch64__)
    if (bee_kernel_runnable(BEE_KERNEL_NEON))
        return BEE_KERNEL_NEON;
#endif
#if defined(__wasm__)
    if (bee_kernel_runnable(BEE_KERNEL_WASM))
        return BEE_KERNEL_WASM;
#endif
    if (bee_kernel_runnable(BEE_KERNEL_AVX512))
        return BEE_KERNEL_AVX512;
    if (bee_kernel_runnable(BEE_KERNEL_AVX2))
        return BEE_KERNEL_AVX2;
    return BEE_KERNEL_SCALAR;
}

/* BEE_KERNEL: BEE_OK with *k (AUTO when unset, empty or "auto"), or why not. */
static bee_status env_kernel(bee_kernel_id *k, bee_error *err)
{
    const char *forced = getenv("BEE_KERNEL");
    *k = BEE_KERNEL_AUTO;
    if (!forced || !*forced)
        return BEE_OK;
    int named = bee_kernel_from_name(forced);
    if (named == BEE_UNKNOWN_NAME) {
        char shown[48];
        bee_quote(forced, strlen(forced), shown, sizeof shown);
        return bee_fail(
            err, BEE_ERR_KERNEL,
            "BEE_KERNEL='%s' names no kernel (auto, scalar, avx2, avx512, neon or wasm)", shown);
    }
    *k = (bee_kernel_id)named;
    if (*k == BEE_KERNEL_AUTO)
        return BEE_OK;
    bee_status s = bee_kernel_check(*k, err);
    if (s != BEE_OK && err) { /* say where the kernel was asked for */
        char why[sizeof err->message];
        memcpy(why, err->message, sizeof why);
        bee_fail(err, s, "BEE_KERNEL=%s: %s", bee_kernel_name(*k), why);
    }
    return s;
}

/* The one piece of global state: written once; every writer computes the same
 * value, so a race between first callers is harmless. */
static _Atomic int best_kernel = -1;

bee_kernel_id bee_kernel_best(void)
{
    int k = best_kernel;
    if (k < 0) {
        bee_kernel_id forced;
        k = env_kernel(&forced, NULL) == BEE_OK && forced != BEE_KERNEL_AUTO ? forced
                                                                             : detect_best();
        best_kernel = k;
    }
    return (bee_kernel_id)k;
}

bee_status bee_kernel_resolve(bee_kernel_id k, bee_kernel_id *out, bee_error *err)
{
    if (k == BEE_KERNEL_AUTO) {
        bee_status s = env_kernel(&k, err);
        if (s != BEE_OK)
            return s;
        if (k == BEE_KERNEL_AUTO)
            k = bee_kernel_best();
    }
    *out = k;
    return bee_kernel_check(k, err);
}

bee_select_fn bee_select_bytes_fn(bee_kernel_id k)
{
    if (k == BEE_KERNEL_AUTO) /* decided once, always runnable */
        return row(bee_kernel_best())->select;
    return bee_kernel_runnable(k) ? row(k)->select : NULL;
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
    for (size_t i = 0; i < sizeof x86_names / sizeof *x86_names; i++)
        if (x86_features() >> i & 1) {
            strcat(buf, " ");
            strcat(buf, x86_names[i]);
        }
#elif defined(__aarch64__)
    strcat(buf, aarch64_has_asimd() ? "aarch64 asimd" : "aarch64");
#elif defined(__wasm__)
    strcat(buf, bee_kernel_built(BEE_KERNEL_WASM) ? "wasm32 simd128" : "wasm32");
#else
    strcat(buf, "unknown-architecture");
#endif
    memcpy(text, buf, sizeof text);
    done = 1;
    return text;
}
