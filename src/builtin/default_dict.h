/*
 * default_dict.h - the built-in list as embedded (default_dict.c; not
 * installed).
 */
#ifndef BEE_BUILTIN_DEFAULT_DICT_H
#define BEE_BUILTIN_DEFAULT_DICT_H

#include <stddef.h>

/* The built-in word list's text as embedded (default_dict.c). */
const char *bee_default_text(size_t *len);

#endif
