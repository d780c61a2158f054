"""The package's version (that of the library it was written for)."""
__version__ = "1.0.0"
