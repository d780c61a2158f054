/*
 * verify.h - the full checks of an index file, apart from its load (what a
 * load checks and what these add: docs/index-format.md, "What a loader
 * checks").  Internal, for the program's `info --verify` and the tests.
 */
#ifndef BEE_FILE_VERIFY_H
#define BEE_FILE_VERIFY_H

#include "bee.h"

/* A load checks checksums and bounds only (docs/index-format.md): enough
 * for a solve to stay inside the file, not for answers to be a build's.
 * bee_index_verify checks the rest: ix holds exactly what bee_index_build
 * makes of its word list (BEE_OK at once for an index not from a file, or
 * from the built-in image). */
bee_status bee_index_verify(const bee_index *ix, bee_error *err);
/* The same for a bag index (bee_bag_index_load checks bounds only): every
 * field what bee_bag_index_build makes (bag_file.c). */
bee_status bee_bag_index_verify(const bee_bag_index *bx, bee_error *err);

#endif
