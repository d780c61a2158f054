"""``bee.Hints``: what a player's hint page shows of one puzzle."""
from dataclasses import dataclass, field
from typing import Dict, List, Tuple

from ._bee import ffi, lib

RANKS = 10  # BEE_HINTS_RANKS: Beginner .. Queen Bee


@dataclass(frozen=True)
class Hints:
    """A puzzle's totals, ranks and what is still to find.

    ``ranks`` is a list of (name, least score); ``grid`` maps each letter
    of the puzzle to {length: answers left} (no zeros); ``two_letter``
    maps the first two letters to answers left; ``not_answers`` are the
    found words that are no answer; ``found_rank`` is the name of the rank
    the found words reach.
    """

    count: int
    score: int
    pangrams: int
    perfect_pangrams: int
    bingo: bool
    ranks: List[Tuple[str, int]]
    found_count: int
    found_score: int
    found_rank: str
    not_answers: List[str]
    grid: Dict[str, Dict[int, int]] = field(default_factory=dict)
    two_letter: Dict[str, int] = field(default_factory=dict)

    @classmethod
    def from_c(cls, h, letters, found, alphabet=None):
        """Read a filled bee_hints of a puzzle of ``letters`` (a mask;
        ``found``: the words given, as str; ``alphabet``: the letters by
        bit, English's a-z if None)."""
        if alphabet is None:
            alphabet = [chr(97 + i) for i in range(26)]
        ranks = [(ffi.string(lib.bee_hints_rank_name(i)).decode(),
                  lib.bee_hints_rank_score(h, i)) for i in range(RANKS)]
        n = ffi.new("size_t *")
        idx = lib.bee_hints_not_answers(h, n)
        not_answers = [found[idx[i]] for i in range(n[0])]
        shortest, longest = lib.bee_hints_shortest(h), lib.bee_hints_longest(h)
        grid = {}
        for letter in range(len(alphabet)):
            if not letters >> letter & 1:
                continue
            row = {}
            for length in range(shortest, longest + 1):
                k = lib.bee_hints_grid(h, letter, length)
                if k:
                    row[length] = k
            grid[alphabet[letter]] = row
        first, second = ffi.new("int *"), ffi.new("int *")
        two = {}
        for i in range(lib.bee_hints_two_letter_count(h)):
            k = lib.bee_hints_two_letter(h, i, first, second)
            two[alphabet[first[0]] + alphabet[second[0]]] = k
        return cls(count=lib.bee_hints_count(h), score=lib.bee_hints_score(h),
                   pangrams=lib.bee_hints_pangrams(h),
                   perfect_pangrams=lib.bee_hints_perfect_pangrams(h),
                   bingo=bool(lib.bee_hints_bingo(h)), ranks=ranks,
                   found_count=lib.bee_hints_found_count(h),
                   found_score=lib.bee_hints_found_score(h),
                   found_rank=ranks[lib.bee_hints_found_rank(h)][0],
                   not_answers=not_answers, grid=grid, two_letter=two)
