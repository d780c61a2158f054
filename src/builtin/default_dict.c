/*
 * default_dict.c - the word list built into the program, so that an installed
 * bee-simd needs no file at run time.  The build points BEE_DEFAULT_DICT_PATH
 * at the list chosen from SCOWL (scowl_words.sh) less the removed words and
 * BEE_DEFAULT_IMAGE_PATH at the index file its generator
 * (src/builtin/make_image.c) made from it; the assembler copies
 * both in (.incbin).  The image is what a start uses: mapped as it is, no
 * parsing and no index build.  The text serves --fold-case (which keeps
 * other words) and the tests.
 */
#include "builtin/default_dict.h"
#include "file/file.h"

#ifndef BEE_DEFAULT_DICT_PATH
#error "BEE_DEFAULT_DICT_PATH must name the word list to embed"
#endif
#ifndef BEE_REMOVED_WORDS_PATH
#error "BEE_REMOVED_WORDS_PATH must name the reviewed removals (removed-words.txt)"
#endif
#ifndef BEE_DEFAULT_IMAGE_PATH
#error "BEE_DEFAULT_IMAGE_PATH must name the index image to embed"
#endif

#if defined(__APPLE__)
#define BEE_SYM(x) "_" #x
#else
#define BEE_SYM(x) #x
#endif

/* global but hidden: a plain local label is resolved wrongly through the GOT
 * on AArch64 PIE builds (seen with gcc 12: the list came out empty) */
// clang-format off
#define BEE_EMBED(name, path, align)                 \
    ".section .rodata\n"                             \
    ".balign " #align "\n"                           \
    ".globl " BEE_SYM(name) "\n"                     \
    ".hidden " BEE_SYM(name) "\n"                    \
    ".globl " BEE_SYM(name##_end) "\n"               \
    ".hidden " BEE_SYM(name##_end) "\n"              \
    BEE_SYM(name) ":\n"                              \
    ".incbin \"" path "\"\n"                         \
    BEE_SYM(name##_end) ":\n"                        \
    ".byte 0\n"                                      \
    ".previous\n"
// clang-format on

__asm__(BEE_EMBED(bee_default_words, BEE_DEFAULT_DICT_PATH, 16));
__asm__(BEE_EMBED(bee_default_image, BEE_DEFAULT_IMAGE_PATH, 64)); /* as loading needs */
/* the reviewed removals, for lists other than the built-in (serve applies
 * them to an English list) */
__asm__(BEE_EMBED(bee_removed_words, BEE_REMOVED_WORDS_PATH, 16));

extern const char bee_default_words[] __attribute__((visibility("hidden")));
extern const char bee_default_words_end[] __attribute__((visibility("hidden")));
extern const char bee_default_image[] __attribute__((visibility("hidden")));
extern const char bee_default_image_end[] __attribute__((visibility("hidden")));
extern const char bee_removed_words[] __attribute__((visibility("hidden")));
extern const char bee_removed_words_end[] __attribute__((visibility("hidden")));

static const char default_name[] = "(built-in word list)";

const char *bee_default_text(size_t *len)
{
    /* both symbols bound one .incbin object (BEE_EMBED above), which an
     * analyzer cannot see */
    // cppcheck-suppress comparePointers
    *len = (size_t)(bee_default_words_end - bee_default_words);
    return bee_default_words;
}

const char *bee_removed_words_text(size_t *len)
{
    // cppcheck-suppress comparePointers ; the ends of one object, as above
    *len = (size_t)(bee_removed_words_end - bee_removed_words);
    return bee_removed_words;
}

bee_status bee_index_load_default(bee_dict **dict, bee_index **ix, bee_error *err)
{
    // cppcheck-suppress comparePointers ; the ends of one object, as above
    size_t len = (size_t)(bee_default_image_end - bee_default_image);
    return bee_index_load_image(bee_default_image, len, default_name, 1, dict, ix, err);
}

bee_status bee_dict_load_default(const bee_dict_options *opt, bee_dict **out, bee_error *err)
{
    bee_dict_options o;
    *out = NULL;
    if (BEE_OPTIONS_TAKE(bee_dict_options, o, opt, fold_case, err) != BEE_OK)
        return BEE_ERR_ARG;
    if (o.fold_case) {
        size_t len;
        const char *text = bee_default_text(&len);
        return bee_dict_load_memory(text, len, default_name, opt, out, err);
    }
    bee_index *ix;
    bee_status s = bee_index_load_default(out, &ix, err);
    bee_index_free(ix); /* the dictionary view stays */
    return s;
}
