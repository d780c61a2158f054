"""CFFI (API mode) build script of the extension module ``bee._bee``.

The module's declarations are generated, not written: ``_shim.h`` (the
package's C helpers, which includes ``bee.h``) goes through the C
preprocessor, and what comes from those two headers, cleaned of what CFFI
cannot parse, is the cdef; the integer ``#define`` constants, which the
preprocessor consumes, are read from the same headers beside it.  The
helpers themselves are ``_shim.c``, compiled into the module.  Run this
file to print the cdef (``python3 bee/_build.py --cdef``) or to build the
module in place.

Where libbee is found, the one rule: ``BEE_BUILD_DIR`` if set, else the
build tree ``../build`` beside this package's directory if it holds
``libbee.so.1``, else the installed library that ``pkg-config bee``
describes (``BEE_BUILD_DIR=installed`` asks for that one whatever
``../build`` holds: the Debian package is built so).  A build tree is
linked with an rpath to it, so that the module uses that very library
wherever it is imported from.
"""
import glob
import os
import re
import shlex
import subprocess
import sys
import sysconfig

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))  # the checkout's top
SHIM_H = os.path.join(HERE, "_shim.h")
SHIM_C = os.path.join(HERE, "_shim.c")
# The headers whose declarations the module gets, by file name (bee.h is
# wherever the include path finds it: the checkout's, or the installed one).
HEADERS = ("bee.h", "_shim.h")

# A line marker of the preprocessor's output: # LINE "FILE" FLAGS...
LINE_MARKER = re.compile(r'#\s*(?:line\s+)?\d+\s+"((?:[^"\\]|\\.)*)"')
# GNU spellings CFFI does not parse, dropped with their (balanced) arguments.
EXTENSIONS = re.compile(r"\b(?:__attribute__|__declspec|_Static_assert|"
                        r"static_assert|__asm__)\s*(?=\()")
KEYWORDS = re.compile(r"\b(?:__extension__|__restrict|__restrict__|"
                      r"restrict|__inline__|__inline|_Noreturn)\b")
# An object-like macro: name, then its value (function-like macros, whose
# name is followed by "(", are calls CFFI cannot declare, so left out).
DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+(.*)$",
                    re.M)
INTEGER_TYPES = {"char", "short", "int", "long", "signed", "unsigned",
                 "size_t", "ptrdiff_t", "int8_t", "int16_t", "int32_t",
                 "int64_t", "uint8_t", "uint16_t", "uint32_t", "uint64_t"}


def _compiler():
    """The C compiler setuptools builds with: $CC, else Python's own."""
    return shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC")
                       or "cc")


def _balanced(text, i):
    """The index just past the parenthesis that closes the one at text[i]."""
    depth = 0
    for j in range(i, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            return j + 1
    raise ValueError("unbalanced parentheses in the preprocessed headers")


def _drop_bodies(text):
    """Top-level declarations without the function definitions (static
    inline ones, whose body CFFI cannot parse and the library does not
    export); structs, enums and prototypes stay."""
    out, start, depth, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == "{" and depth == 0 and text[start:i].rstrip().endswith(")"):
            j, inner = i + 1, 1
            while inner:
                if j == len(text):
                    raise ValueError("unbalanced braces in the headers")
                inner += {"{": 1, "}": -1}.get(text[j], 0)
                j += 1
            out.append(text[:start].rstrip() + "\n")  # up to the definition
            text, i, start = text[j:], 0, 0
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        elif c == ";" and depth == 0:
            start = i + 1
        i += 1
    out.append(text)
    return "".join(out)


def clean(text):
    """Preprocessed declarations as CFFI's parser takes them."""
    for m in reversed(list(EXTENSIONS.finditer(text))):
        end = _balanced(text, m.end())
        if text[m.start():m.end()].strip() in ("_Static_assert",
                                              "static_assert"):
            end = text.index(";", end) + 1  # the whole statement
        text = text[:m.start()] + text[end:]
    text = KEYWORDS.sub("", text)
    text = _drop_bodies(text)
    return "\n".join(line for line in text.splitlines() if line.strip())


def integer_constants(header_text):
    """``#define NAME ...`` for each object-like macro of the header whose
    value is an integer expression (literals, casts to integer types, other
    such constants): CFFI takes its value from the compiled module.  Include
    guards (no value), strings and the rest are left out."""
    text = header_text.replace("\\\n", " ")
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    known, out = set(), []
    for name, value in DEFINE.findall(text):
        value = value.strip()
        if not re.fullmatch(r"[\w\s()+\-*/%<>&|^~]+", value):
            continue
        words = set(re.findall(r"\b[A-Za-z_]\w*", value))
        if words <= INTEGER_TYPES | known:
            known.add(name)
            out.append(f"#define {name} ...")
    return out


def preprocess(include_dirs):
    """_shim.h, and bee.h which it includes, through the C preprocessor:
    the lines that come from those two headers (system headers left out;
    CFFI knows stdint.h's and stddef.h's types) and each header's path."""
    cmd = [*_compiler(), "-E", "-x", "c", "-std=c11",
           *(f"-I{d}" for d in [HERE, *include_dirs]), SHIM_H]
    out = subprocess.run(cmd, check=True, capture_output=True,
                         text=True).stdout
    lines, paths, keep = [], {}, False
    for line in out.splitlines():
        m = LINE_MARKER.match(line)
        if m:
            path = m.group(1)
            keep = os.path.basename(path) in HEADERS
            if keep:
                paths.setdefault(os.path.basename(path), path)
        elif keep and not line.startswith("#"):  # #pragma and the like
            lines.append(line)
    missing = [h for h in HEADERS if h not in paths]
    if missing:
        raise RuntimeError(f"{' '.join(cmd)}: read no {', '.join(missing)}")
    return "\n".join(lines), paths


def make_cdef(include_dirs):
    """The module's declarations, generated as the module docstring says."""
    text, paths = preprocess(include_dirs)
    defines = []
    for h in HEADERS:
        with open(paths[h], encoding="utf-8") as f:
            defines += integer_constants(f.read())
    return clean(text) + "\n" + "\n".join(defines) + "\n"


def used_names():
    """The ``lib.bee_*`` and ``lib.BEE_*`` names the package's modules use."""
    names = set()
    for path in glob.glob(os.path.join(HERE, "*.py")):
        if os.path.basename(path) != os.path.basename(__file__):
            with open(path, encoding="utf-8") as f:
                names |= set(re.findall(r"\blib\.((?:bee|BEE)_\w+)",
                                        f.read()))
    return names


def undeclared(cdef, names):
    """The names the cdef does not declare: a function as NAME( (a
    prototype), a constant as #define NAME or an enumerator NAME =/,/}."""
    return sorted(n for n in names if not re.search(
        rf"\b{n}\s*\(|#define {n}\b|\b{n}\s*[=,}}]", cdef))


def _pkg_config(*args):
    """The words ``pkg-config ARGS bee`` prints."""
    out = subprocess.run(["pkg-config", *args, "bee"], check=True,
                         capture_output=True, text=True).stdout
    return shlex.split(out)


def library_flags():
    """Compiler and linker keywords for libbee, by the rule above."""
    build = os.environ.get("BEE_BUILD_DIR")
    if build == "installed":
        build = None
    elif not build:
        candidate = os.path.join(SOURCE, "build")
        if os.path.exists(os.path.join(candidate, "libbee.so.1")):
            build = candidate
    if build:
        build = os.path.abspath(build)
        if not os.path.exists(os.path.join(build, "libbee.so.1")):
            raise RuntimeError(f"BEE_BUILD_DIR={build} holds no libbee.so.1")
        return dict(include_dirs=[os.path.join(SOURCE, "include")],
                    library_dirs=[build], runtime_library_dirs=[build],
                    libraries=["bee"])
    cflags = _pkg_config("--cflags")
    libs = _pkg_config("--libs")
    return dict(include_dirs=[f[2:] for f in cflags if f.startswith("-I")],
                library_dirs=[f[2:] for f in libs if f.startswith("-L")],
                libraries=[f[2:] for f in libs if f.startswith("-l")])


def ffibuilder():
    """The FFI of bee._bee (setup.py's cffi_modules calls this)."""
    from cffi import FFI

    flags = library_flags()
    cdef = make_cdef(flags["include_dirs"])
    missing = undeclared(cdef, used_names())
    if missing:
        raise RuntimeError("the generated declarations lack what the package "
                           f"calls: {', '.join(missing)}")
    ffi = FFI()
    ffi.cdef(cdef)
    ffi.set_source("bee._bee", '#include "_shim.h"',
                   sources=[os.path.relpath(SHIM_C)],
                   include_dirs=[HERE, *flags.pop("include_dirs")],
                   extra_compile_args=["-std=c11", "-pthread"],
                   extra_link_args=["-pthread"], **flags)
    return ffi


if __name__ == "__main__":
    if sys.argv[1:] == ["--cdef"]:
        print(make_cdef(library_flags()["include_dirs"]), end="")
    else:
        ffibuilder().compile(verbose=True)
