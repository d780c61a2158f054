/*
 * serve_mhd.c - libmicrohttpd, loaded when `serve` runs.
 *
 * Linked in, libmicrohttpd brings gnutls and eight more shared libraries
 * (p11-kit, idn2, unistring, tasn1, nettle, hogweed, gmp, ffi) that the
 * dynamic loader maps, relocates and initializes at every start of every
 * command: most of a one-off `bee-simd solve`.  So the program is built
 * against the header but opens the library (BEE_MHD_SONAME, from the build;
 * $BEE_MICROHTTPD names another file) only here, and calls it through `mhd`.
 */
#include "serve/serve.h"

#include <dlfcn.h>
#include <stdlib.h>

serve_mhd_table mhd;

int serve_mhd_load(void)
{
    const char *file = getenv("BEE_MICROHTTPD");
    if (!file || !*file)
        file = BEE_MHD_SONAME;
    void *lib = dlopen(file, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        cli_error("cannot load libmicrohttpd, which serving needs (Debian: apt install "
                  "libmicrohttpd12): %s",
                  dlerror());
        return -1;
    }
    /* A data pointer into a function pointer: POSIX's way for dlsym. */
#define SERVE_MHD_LOOK_UP(f)                                                     \
    if (!(*(void **)&mhd.f = dlsym(lib, "MHD_" #f))) {                           \
        cli_error("%s has no MHD_%s (not libmicrohttpd, or too old)", file, #f); \
        dlclose(lib);                                                            \
        return -1;                                                               \
    }
    SERVE_MHD_FUNCTIONS(SERVE_MHD_LOOK_UP)
#undef SERVE_MHD_LOOK_UP
    return 0; /* the library stays loaded until the process ends */
}
