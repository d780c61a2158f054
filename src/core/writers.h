/*
 * writers.h - what the program's record writers (src/output/) take from the
 * library's core besides the public headers, in one declared place
 * (src/ROOMS): buffers in transparent huge pages (huge_pages.h), the one
 * ordered writer (ordered.h), which the batch engine uses too, and the one
 * UTF-8 decoder (utf8.h), by which JSON strings pass bytes through.
 */
#ifndef BEE_CORE_WRITERS_H
#define BEE_CORE_WRITERS_H

#include "core/huge_pages.h"
#include "core/ordered.h"
#include "core/utf8.h"

#endif
