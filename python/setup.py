"""Build the ``bee-simd`` distribution (imported as ``bee``): pure Python
plus the CFFI module bee._bee."""
import re
from pathlib import Path

from setuptools import setup

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
