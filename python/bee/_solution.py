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
    def center(self) -> str:
        """The center letter."""
        return self.puzzle[0]

    def __repr__(self) -> str:
        # a puzzle has hundreds of answers: the first few say what it is
        return (f"Solution(puzzle={self.puzzle!r}, count={self.count}, "
                f"pangrams={self.pangrams}, score={self.score}, "
                f"words={_summary(self.words)}, "
                f"pangram_words={_summary(self.pangram_words)})")


SHOWN = 5  # words a repr shows before "..."


def _summary(words: Optional[List[str]]) -> str:
    """A list of words for a repr: all of a short one, else the first few
    and how many."""
    if words is None or len(words) <= SHOWN:
        return repr(words)
    head = ", ".join(map(repr, words[:SHOWN]))
    return f"[{head}, ... {len(words)} words]"


@dataclass(frozen=True)
class BagAnswer:
    """The words one bag of tiles spells (``Index.bag``): ``bag`` as given,
    ``count`` (every word, whatever the order), ``words`` in the order
    asked for, or None when only counted."""

    bag: str
    count: int
    words: Optional[List[str]] = None
