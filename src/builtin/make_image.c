/*
 * make_image.c - the build's generator of the built-in index image: load a
 * word list, build the index with the default options, save it as an index
 * file.  default_dict.c embeds the result, so that `bee-simd solve raegint`
 * maps a ready index and parses nothing at start.
 *
 * Linked with the library's core (everything but default_dict.c, which
 * needs this program's output).  In a cross build it runs through
 * CMAKE_CROSSCOMPILING_EMULATOR, so the image is the target's own.
 *
 * Usage: make_image WORDS.txt OUT.idx
 */
#include "bee.h"

#include <stdio.h>

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: make_image WORDS.txt OUT.idx\n");
        return 2;
    }
    bee_dict *d;
    bee_index *ix;
    bee_error err;
    bee_index_options o;
    bee_index_options_init(&o);
    o.kernel = BEE_KERNEL_SCALAR; /* any will do: the kernel is not saved */
    if (bee_dict_load_file(argv[1], NULL, &d, &err) != BEE_OK) {
        fprintf(stderr, "make_image: %s\n", err.message);
        return 1;
    }
    int rc = 0;
    if (bee_index_build(d, &o, &ix, &err) != BEE_OK) {
        fprintf(stderr, "make_image: %s\n", err.message);
        rc = 1;
    } else {
        if (bee_index_save(ix, argv[2], &err) != BEE_OK) {
            fprintf(stderr, "make_image: %s\n", err.message);
            rc = 1;
        }
        bee_index_free(ix);
    }
    bee_dict_free(d);
    return rc;
}
