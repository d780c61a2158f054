"""What one puzzle's solve gives (``Index.solve``)."""
from dataclasses import dataclass
from typing import List, NamedTuple, Optional


class Solution(NamedTuple):
    """One puzzle's answers (a named tuple: immutable, cheap to make).

    ``puzzle`` is its letters as the library reads them (center first,
    lowercase); ``words`` and ``pangram_words`` are alphabetical lists, or
    None when the solve was asked for no words.
    """

    puzzle: str
    count: int
    pangrams: int
    score: int
    words: Optional[List[str]] = None
    pangram_words: Optional[List[str]] = None

    @property
    def center(self):
        """The center letter."""
        return self.puzzle[0]


@dataclass(frozen=True)
class BagAnswer:
    """The words one bag of tiles spells (``Index.bag``): ``bag`` as given,
    ``count`` (every word, whatever the order), ``words`` in the order
    asked for, or None when only counted."""

    bag: str
    count: int
    words: Optional[List[str]] = None
