/*
 * writers.h - what the program's record writers (src/output/) take from the
 * library's core besides the public headers, in one declared place
 * (src/ROOMS): buffers in transparent huge pages (huge_pages.h) and the one
 * ordered writer (ordered.h), which the batch engine uses too.
 */
#ifndef BEE_CORE_WRITERS_H
#define BEE_CORE_WRITERS_H

#include "core/huge_pages.h"
#include "core/ordered.h"

#endif
