/*
 * isa/x86_select8.h - bytes kept by a bit mask, 8 a step by a pshufb
 * (SSSE3, in SIMDe's 128-bit code) over select_bytes8.h's table: the AVX2
 * kernel's select, and the AVX-512 kernel's where it is compiled without
 * VBMI2 (never by CMake; static analysers see the file that way).
 */
#ifndef BEE_ISA_X86_SELECT8_H
#define BEE_ISA_X86_SELECT8_H

#include <simde/x86/ssse3.h>

static inline void select8_store(char *to, const char *p, uint64_t row)
{
    simde__m128i x = simde_mm_loadl_epi64((const void *)p);
    simde__m128i idx = simde_mm_cvtsi64_si128((int64_t)row);
    simde_mm_storel_epi64((void *)to, simde_mm_shuffle_epi8(x, idx));
}
#include "select_bytes8.h"

#endif
