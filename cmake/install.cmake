# install.cmake - what `cmake --install` puts where, the pkg-config file, the
# CMake package (find_package(bee) -> bee::bee, bee::bee_static) and the .deb
# that CPack makes of the same files.  Every path is relative to the prefix,
# so an install can be moved (--prefix at install time, the .deb's /usr).
include(CMakePackageConfigHelpers)

set(BEE_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/bee)
set(BEE_PKGCONFIG_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

install(TARGETS bee-simd)
install(TARGETS bee_shared bee EXPORT bee-targets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} NAMELINK_SKIP
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS bee_shared EXPORT bee-targets   # the libbee.so link, for -lbee
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} NAMELINK_ONLY)
install(FILES include/bee.h include/bee_experimental.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(FILES docs/bee-simd.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
# share/doc/bee-simd/copyright: both licences, where Debian looks for them.
file(READ ${CMAKE_CURRENT_SOURCE_DIR}/LICENSE BEE_LICENSE_TEXT)
file(READ ${CMAKE_CURRENT_SOURCE_DIR}/LICENSE.wordlist BEE_WORDLIST_TEXT)
file(WRITE ${CMAKE_CURRENT_BINARY_DIR}/copyright
     "bee-simd\n\n${BEE_LICENSE_TEXT}\n\n${BEE_WORDLIST_TEXT}")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS LICENSE LICENSE.wordlist)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/copyright README.md CHANGELOG.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES examples/solve.c examples/stream.c examples/bag.c examples/CMakeLists.txt
        DESTINATION ${CMAKE_INSTALL_DOCDIR}/examples)
install(FILES scripts/completion/bee-simd.bash RENAME bee-simd
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES scripts/completion/_bee-simd
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES scripts/completion/bee-simd.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)

# bee.pc finds its prefix from where it lies (${pcfiledir}), not from the
# prefix given at configure time.
file(RELATIVE_PATH BEE_PC_TO_PREFIX "/prefix/${BEE_PKGCONFIG_DIR}" "/prefix")
configure_file(cmake/bee.pc.in ${CMAKE_CURRENT_BINARY_DIR}/bee.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/bee.pc DESTINATION ${BEE_PKGCONFIG_DIR})

install(EXPORT bee-targets NAMESPACE bee:: DESTINATION ${BEE_CMAKE_DIR})
configure_package_config_file(cmake/bee-config.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/bee-config.cmake
                              INSTALL_DESTINATION ${BEE_CMAKE_DIR})
# From 1.0 a minor release only adds to bee.h (the soname is the major):
# any later release of the same major matches.
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/bee-config-version.cmake
                                 COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/bee-config.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/bee-config-version.cmake
        DESTINATION ${BEE_CMAKE_DIR})

# ---------------------------------------------------------------- .deb
# One package with everything: `cpack -G DEB` in the build directory.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME bee-simd)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "bee-simd maintainers <bee-simd@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Spelling Bee solver: SIMD letter-set index, library and command-line tool")
set(CPACK_PACKAGE_DESCRIPTION "bee-simd answers New York Times Spelling Bee puzzles and \
letter-bag games (Letterpress, Scrabble racks) with a blocked letter-set index and SIMD \
kernels chosen at run time. The package holds the bee-simd program, the libbee library \
(shared and static), its header, pkg-config file and CMake package, the man page and \
shell completion for bash, zsh and fish.")
set(CPACK_RESOURCE_FILE_LICENSE ${CMAKE_CURRENT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)   # dpkg-shlibdeps fills Depends (libc6)
# `serve` opens libmicrohttpd with dlopen (src/serve/serve_mhd.c): not seen by shlibdeps
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libmicrohttpd12 | libmicrohttpd12t64")
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
# ldconfig scripts that also work in another root (CPack's own would not)
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${CMAKE_CURRENT_SOURCE_DIR}/cmake/deb/postinst
                                       ${CMAKE_CURRENT_SOURCE_DIR}/cmake/deb/postrm)
include(CPack)
