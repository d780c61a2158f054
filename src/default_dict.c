/*
 * default_dict.c - the word list built into the program, so that an installed
 * bee-simd needs no file at run time.  The build points BEE_DEFAULT_DICT_PATH
 * at Debian's wamerican list; the assembler copies its bytes in (.incbin).
 */
#include "internal.h"

#ifndef BEE_DEFAULT_DICT_PATH
#error "BEE_DEFAULT_DICT_PATH must name the word list to embed"
#endif

#if defined(__APPLE__)
#define BEE_SYM(x) "_" #x
#else
#define BEE_SYM(x) #x
#endif

/* global but hidden: a plain local label is resolved wrongly through the GOT
 * on AArch64 PIE builds (seen with gcc 12: the list came out empty) */
__asm__(".section .rodata\n"
        ".balign 16\n"
        ".globl " BEE_SYM(bee_default_words) "\n"
        ".hidden " BEE_SYM(bee_default_words) "\n"
        ".globl " BEE_SYM(bee_default_words_end) "\n"
        ".hidden " BEE_SYM(bee_default_words_end) "\n"
        BEE_SYM(bee_default_words) ":\n"
        ".incbin \"" BEE_DEFAULT_DICT_PATH "\"\n"
        BEE_SYM(bee_default_words_end) ":\n"
        ".byte 0\n"
        ".previous\n");

extern const char bee_default_words[] __attribute__((visibility("hidden")));
extern const char bee_default_words_end[] __attribute__((visibility("hidden")));

bee_status bee_dict_load_default(const bee_dict_options *opt, bee_dict **out, bee_error *err)
{
    return bee_dict_load_memory(bee_default_words,
                                (size_t)(bee_default_words_end - bee_default_words),
                                "(built-in word list)", opt, out, err);
}
