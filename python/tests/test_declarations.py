"""The module's generated declarations: nothing the package calls, and no
function of bee.h, lost on the way (bee/_build.py generates them from the
preprocessed headers; a generation that silently dropped a declaration would
otherwise show only when that call is made)."""
import importlib.util
import re
from pathlib import Path

import pytest

import bee
from bee._bee import ffi, lib

CHECKOUT = Path(__file__).resolve().parent.parent.parent
PACKAGE = Path(bee.__file__).resolve().parent   # the installed modules


@pytest.fixture(scope="module")
def build():
    """The checkout's generator, bee/_build.py (its functions only)."""
    spec = importlib.util.spec_from_file_location(
        "bee_build", CHECKOUT / "python" / "bee" / "_build.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _sources():
    return [p.read_text() for p in PACKAGE.glob("*.py")
            if p.name != "_build.py"]


def test_every_name_the_package_uses_is_declared():
    used = set()
    for text in _sources():
        used |= set(re.findall(r"\blib\.((?:bee|BEE)_\w+)", text))
    assert len(used) > 50   # the scan found the calls
    assert sorted(n for n in used if not hasattr(lib, n)) == []


def test_every_type_the_package_allocates_is_declared():
    types = set()
    for text in _sources():
        types |= set(re.findall(r"ffi\.new\(\"([^\"]+)\"", text))
    assert "bee_py_ctx *" in types
    for t in types:
        ffi.typeof(t)   # raises ffi.error if the type was not declared


def test_every_function_of_bee_h_is_in_the_module():
    """Read from the header's text, not through the preprocessor: each
    prototype's name (comments and macros removed) is a function of lib."""
    text = (CHECKOUT / "include" / "bee.h").read_text()
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"^[ \t]*#.*(?:\\\n.*)*", "", text, flags=re.M)
    names = set(re.findall(r"\b(bee_\w+)\s*\(", text))
    # a static inline function is the caller's, not the library's
    names -= set(re.findall(r"\bstatic\s+inline\b[^;{]*?\b(bee_\w+)\s*\(",
                            text))
    assert "bee_solve" in names and "bee_version" in names
    assert sorted(n for n in names if not hasattr(lib, n)) == []


def test_integer_defines_are_constants(build):
    assert lib.BEE_ALL_MAX_SIZE == 10 and lib.BEE_BAG_MAX_TILES == 255
    header = "\n".join([
        "#ifndef X_H", "#define X_H",
        "#define X_A 7 /* a comment */",
        "#define X_B ((size_t)256 << 20)",
        "#define X_C \\", "    32",
        "#define X_D (X_A * 2 + X_C)",
        '#define X_VERSION "1.0.0"',
        "#define x_init(o) x_init_sized((o), sizeof *(o))",
        "#define X_API __attribute__((visibility(default)))",
        "#define X_E (X_UNKNOWN + 1)",
    ])
    assert build.integer_constants(header) == [
        "#define X_A ...", "#define X_B ...", "#define X_C ...",
        "#define X_D ..."]


def test_clean_keeps_declarations_and_drops_the_rest(build):
    text = """
typedef struct s { int a; struct { int b; } inner; } s;
__attribute__((visibility("default"))) int f(const s *x);
static inline int twice(int v) { if (v) { return 2 * v; } return 0; }
_Static_assert(sizeof(int) == 4, "int");
int g(int *__restrict p) __attribute__((nonnull(1)));
typedef enum e { E_A = 0, E_B } e;
"""
    out = build.clean(text)
    flat = " ".join(out.split())
    assert "int f(const s *x);" in flat and "int g(int * p) ;" in flat
    assert "struct { int b; } inner;" in out and "E_B } e;" in out
    assert "twice" not in out and "__" not in out and "Assert" not in out
    # what CFFI parses
    import cffi
    cffi.FFI().cdef(out)


def test_generated_declarations_name_what_the_package_calls(build):
    include = build.library_flags()["include_dirs"]
    cdef = build.make_cdef(include)
    assert build.undeclared(cdef, build.used_names()) == []
    # the check itself fails on a declaration taken out
    cut = re.sub(r"\n[^\n]*\bbee_hints_grid\s*\([^;]*;", "\n", cdef)
    assert build.undeclared(cut, {"bee_hints_grid", "bee_hints_new"}) == \
        ["bee_hints_grid"]
