"""Build the ``bee-simd`` distribution (imported as ``bee``): pure Python
plus the CFFI module bee._bee."""
import importlib.util
import re
import sys
from pathlib import Path

import setuptools
from setuptools import setup


def missing_build_tools():
    """What this Python lacks to build the package offline: the wheel
    package (setuptools before 70.1 makes wheels with it) and cffi.  pip
    would otherwise stop at "invalid command 'bdist_wheel'" or an import
    error deep in the build."""
    need = ["cffi"]
    if tuple(int(x) for x in re.findall(r"\d+",
                                        setuptools.__version__)[:2]) < (70, 1):
        need.append("wheel")
    return [m for m in need if importlib.util.find_spec(m) is None]


MISSING = missing_build_tools()
if MISSING:
    sys.exit(f"bee-simd: {sys.executable} has no {' or '.join(MISSING)} to "
             "build with. On Debian use its python3 (/usr/bin/python3, with "
             "python3-cffi python3-wheel python3-numpy installed): "
             "/usr/bin/python3 -m venv --system-site-packages VENV, then "
             "VENV/bin/python -m pip install --no-build-isolation "
             "--no-index python/ (python/README.md, Install)")

VERSION = re.search(r'__version__ = "([^"]+)"',
                    (Path(__file__).parent / "bee" / "_version.py")
                    .read_text()).group(1)

setup(
    name="bee-simd",
    version=VERSION,
    description="Spelling Bee puzzles answered by libbee (bee-simd)",
    license="MIT",
    packages=["bee"],
    package_data={"bee": ["py.typed"]},
    python_requires=">=3.9",
    install_requires=["cffi", "numpy"],
    setup_requires=["cffi"],
    cffi_modules=["bee/_build.py:ffibuilder"],
    zip_safe=False,
)
