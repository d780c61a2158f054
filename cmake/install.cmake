# install.cmake - what `cmake --install` puts where, the pkg-config file, the
# CMake package (find_package(bee) -> bee::bee, bee::bee_static), and the
# three Debian packages CPack makes of the same files, one a component:
#   libs     libbee1      the shared library, soname libbee.so.1
#   dev      libbee-dev   headers, libbee.a, the libbee.so link, bee.pc, the
#                         CMake package, the examples
#   program  bee-simd     the program (libbee linked in statically: it
#                         needs no libbee1) and bee-simd-serve, which
#                         `bee-simd serve` runs; the man page, completions
#                         and docs
# (python3-bee-simd, the Python package, is scripts/package_python.sh's.)
# Every path is relative to the prefix, so an install can be moved (--prefix
# at install time).  The packages: scripts/package.sh.
include(CMakePackageConfigHelpers)

set(BEE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/bee)
set(BEE_PKGCONFIG_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
set(BEE_LIB_PACKAGE libbee${PROJECT_VERSION_MAJOR})

install(TARGETS bee-simd COMPONENT program)
if(BEE_SERVE)   # `bee-simd serve` runs it from beside bee-simd (src/cli/handover.c)
  install(TARGETS bee-simd-serve COMPONENT program)
endif()
# bee-bench, the research program (src/bench_cli), is not installed: the
# research is a build-tree tool (bench/regenerate.sh), not the product; an
# installed `bee-simd bench` says it cannot run it.
install(TARGETS bee_shared EXPORT bee-targets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT libs NAMELINK_SKIP)
install(TARGETS bee_shared EXPORT bee-targets   # the libbee.so link, for -lbee
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev NAMELINK_ONLY)
install(TARGETS bee EXPORT bee-targets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
install(FILES include/bee.h include/bee_experimental.h
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT dev)
install(FILES examples/solve.c examples/stream.c examples/bag.c examples/batch.c
              examples/CMakeLists.txt
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/libbee-dev/examples COMPONENT dev)

# Made by the program from its option table (src/cli/opt_table.c): the man
# page (docs/bee-simd.1.in with its SYNOPSIS and option entries filled in)
# and the bash, zsh and fish completions.  A cross build runs the program
# through CMAKE_CROSSCOMPILING_EMULATOR (qemu-user).
set(BEE_MAN_PAGE ${CMAKE_CURRENT_BINARY_DIR}/bee-simd.1)
set(BEE_COMPLETION_DIR ${CMAKE_CURRENT_BINARY_DIR}/completion)
file(MAKE_DIRECTORY ${BEE_COMPLETION_DIR})
function(bee_generate what out)
  add_custom_command(OUTPUT ${out}
                     COMMAND ${CMAKE_COMMAND} -DBIN=$<TARGET_FILE:bee-simd>
                             "-DEMULATOR=${CMAKE_CROSSCOMPILING_EMULATOR}" -DWHAT=${what}
                             -DTEMPLATE=${CMAKE_CURRENT_SOURCE_DIR}/docs/bee-simd.1.in
                             -DOUT=${out} -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/generate.cmake
                     DEPENDS bee-simd cmake/generate.cmake docs/bee-simd.1.in
                     COMMENT "bee-simd --generate ${what}" VERBATIM)
endfunction()
bee_generate(man ${BEE_MAN_PAGE})
bee_generate(complete-bash ${BEE_COMPLETION_DIR}/bee-simd.bash)
bee_generate(complete-zsh ${BEE_COMPLETION_DIR}/_bee-simd)
bee_generate(complete-fish ${BEE_COMPLETION_DIR}/bee-simd.fish)
add_custom_target(bee_generated ALL
                  DEPENDS ${BEE_MAN_PAGE} ${BEE_COMPLETION_DIR}/bee-simd.bash
                          ${BEE_COMPLETION_DIR}/_bee-simd ${BEE_COMPLETION_DIR}/bee-simd.fish)

# Compressed as Debian ships them (gzip -9, no name or time stored).
function(bee_gzip in out)
  add_custom_command(OUTPUT ${out} COMMAND gzip -9nc ${in} > ${out} DEPENDS ${in} VERBATIM)
endfunction()
set(gz ${CMAKE_CURRENT_BINARY_DIR}/gz)
file(MAKE_DIRECTORY ${gz})
bee_gzip(${BEE_MAN_PAGE} ${gz}/bee-simd.1.gz)
bee_gzip(${CMAKE_CURRENT_SOURCE_DIR}/CHANGELOG.md ${gz}/changelog.gz)
# the packages' own changelog (SOURCE_DATE_EPOCH, if set, fixes its date)
string(TIMESTAMP bee_date "%a, %d %b %Y %H:%M:%S +0000" UTC)
configure_file(cmake/deb/changelog.Debian.in ${gz}/changelog.Debian @ONLY)
bee_gzip(${gz}/changelog.Debian ${gz}/changelog.Debian.gz)
add_custom_target(bee_compressed_docs ALL
                  DEPENDS ${gz}/bee-simd.1.gz ${gz}/changelog.gz ${gz}/changelog.Debian.gz)
# the man page is bee_generated's: one target owns its rule, else a parallel
# make may run it twice at once (two writers of bee-simd.1.tmp)
add_dependencies(bee_compressed_docs bee_generated)
install(FILES ${gz}/bee-simd.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT program)
if(BEE_SERVE)   # bee-simd-serve's page is bee-simd's (its serve section): a link, as Debian makes them
  file(CREATE_LINK bee-simd.1.gz ${gz}/bee-simd-serve.1.gz SYMBOLIC)
  install(FILES ${gz}/bee-simd-serve.1.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT program)
endif()
# The library's pages (man 3), made from its headers' comments.
set(man3 ${CMAKE_CURRENT_BINARY_DIR}/man3)
add_custom_command(OUTPUT ${man3}/libbee.3.gz
                   COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/scripts/man3.sh ${man3}
                           ${CMAKE_CURRENT_SOURCE_DIR}/include/bee.h
                           ${CMAKE_CURRENT_SOURCE_DIR}/include/bee_experimental.h
                   DEPENDS scripts/man3.sh include/bee.h include/bee_experimental.h
                   COMMENT "Making the library's man pages")
add_custom_target(bee_man3 ALL DEPENDS ${man3}/libbee.3.gz)
install(DIRECTORY ${man3}/ DESTINATION ${CMAKE_INSTALL_MANDIR}/man3 COMPONENT dev)

# Each package's share/doc/PACKAGE: the copyright (both licences, where
# Debian looks for them) and the changelog.
file(READ ${CMAKE_CURRENT_SOURCE_DIR}/LICENSE BEE_LICENSE_TEXT)
file(READ ${CMAKE_CURRENT_SOURCE_DIR}/LICENSE.wordlist BEE_WORDLIST_TEXT)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/copyright
     "bee-simd\n\n${BEE_LICENSE_TEXT}\n\n${BEE_WORDLIST_TEXT}")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS LICENSE LICENSE.wordlist)
foreach(pair libs:${BEE_LIB_PACKAGE} dev:libbee-dev program:bee-simd)
  string(REPLACE ":" ";" pair ${pair})
  list(GET pair 0 component)
  list(GET pair 1 package)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/copyright ${gz}/changelog.gz ${gz}/changelog.Debian.gz
          DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${package} COMPONENT ${component})
endforeach()
install(FILES README.md DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/bee-simd COMPONENT program)
install(FILES ${BEE_COMPLETION_DIR}/bee-simd.bash RENAME bee-simd
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions COMPONENT program)
install(FILES ${BEE_COMPLETION_DIR}/_bee-simd
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions COMPONENT program)
install(FILES ${BEE_COMPLETION_DIR}/bee-simd.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d COMPONENT program)

# bee.pc finds its prefix from where it lies (${pcfiledir}), not from the
# prefix given at configure time.
file(RELATIVE_PATH BEE_PC_TO_PREFIX "/prefix/${BEE_PKGCONFIG_DIR}" "/prefix")
configure_file(cmake/bee.pc.in ${CMAKE_CURRENT_BINARY_DIR}/bee.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/bee.pc DESTINATION ${BEE_PKGCONFIG_DIR} COMPONENT dev)

install(EXPORT bee-targets NAMESPACE bee:: DESTINATION ${BEE_CMAKE_DIR} COMPONENT dev)
configure_package_config_file(cmake/bee-config.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/bee-config.cmake
                              INSTALL_DESTINATION ${BEE_CMAKE_DIR})
# From 1.0 a minor release only adds to bee.h (the soname is the major):
# any later release of the same major matches.
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/bee-config-version.cmake
                                 COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/bee-config.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/bee-config-version.cmake
        DESTINATION ${BEE_CMAKE_DIR} COMPONENT dev)


# ---------------------------------------------------------------- packages
# `cpack -G DEB` in a build configured with CMAKE_INSTALL_PREFIX=/usr (the
# multiarch library directory then follows): one .deb a component.  Lintian
# (the 50-install stage) finds no error; its warnings, each for a reason:
# maintainer-script-empty (CPack writes an ldconfig call into any library
# package without postinst/postrm of its own; the triggers file does it
# instead, also in another root) and initial-upload-closes-no-bugs (the
# archive's rule for a first upload; nothing to close here).
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL libs dev program)
set(CPACK_PACKAGE_NAME bee-simd)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${BEE_MAINTAINER}")
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_CURRENT_SOURCE_DIR}/LICENSE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)   # 1.0.0-1: upstream's changelog.gz, the package's changelog.Debian.gz
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)   # dpkg-shlibdeps fills Depends (libc6)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)   # libbee1's shlibs file
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${CMAKE_BINARY_DIR})   # libbee.so.1 itself
# Split debug symbols (-dbgsym packages) when the build has them, else stripped.
if(CMAKE_BUILD_TYPE MATCHES "Deb|RelWithDebInfo" OR CMAKE_C_FLAGS MATCHES "(^| )-g")
  set(CPACK_DEBIAN_DEBUGINFO_PACKAGE ON)
else()
  set(CPACK_STRIP_FILES ON)
endif()
set(bee_summary "Spelling Bee puzzles answered with a SIMD letter-set index")
set(bee_about "bee-simd answers New York Times Spelling Bee puzzles and letter-bag games
(Letterpress, Scrabble racks) from a blocked letter-set index with SIMD
kernels chosen at run time: one puzzle, millions from a stream, or all
4,604,600 at once.")

set(CPACK_DEBIAN_LIBS_PACKAGE_NAME ${BEE_LIB_PACKAGE})
set(CPACK_DEBIAN_LIBS_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_LIBS_DESCRIPTION "${bee_summary} (library)\n${bee_about}\n\nThis package holds the shared library, libbee.")
set(CPACK_DEBIAN_LIBS_PACKAGE_CONTROL_EXTRA ${CMAKE_CURRENT_SOURCE_DIR}/cmake/deb/triggers
    ${CMAKE_CURRENT_SOURCE_DIR}/cmake/deb/postinst ${CMAKE_CURRENT_SOURCE_DIR}/cmake/deb/postrm)
# 0755 scripts and 0644 triggers whatever the source tree's modes (a tree
# from `git archive` holds 0664/0775 files; lintian refuses those)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libbee-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_DESCRIPTION "${bee_summary} (development files)\n${bee_about}\n\nThis package holds the headers, the static library, the pkg-config file,\nthe CMake package and examples.")
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "${BEE_LIB_PACKAGE} (= ${PROJECT_VERSION})")
set(CPACK_DEBIAN_DEV_PACKAGE_SHLIBDEPS OFF)

set(CPACK_DEBIAN_PROGRAM_PACKAGE_NAME bee-simd)
set(CPACK_DEBIAN_PROGRAM_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PROGRAM_DESCRIPTION "${bee_summary} (command-line tool)\n${bee_about}\n\nThis package holds the bee-simd program (and bee-simd-serve, which its\nserve command runs), its man page and shell completion for bash, zsh\nand fish.")
# No libbee1: the program links libbee.a (src/cli/CMakeLists.txt), so it
# reaches the internals it uses without exports and runs with any libbee1 or
# none; shlibdeps fills Depends with what it does load (libc6).
# `serve` (bee-simd-serve) opens libmicrohttpd with dlopen (src/serve/serve_mhd.c): not seen by shlibdeps
set(CPACK_DEBIAN_PROGRAM_PACKAGE_RECOMMENDS "libmicrohttpd12 | libmicrohttpd12t64")
include(CPack)
