"""Seats reshuffled every 3 rounds (the computer Daifugō contest's rule): from round 4, 7, …
the order of play round the table is drawn again, from the match's seed and the round's
number only, so a match rebuilt from its record seats everyone the same.

What is drawn is who sits next to whom: a seat keeps its number (and its titles, its totals
and its part in the exchange: they follow the player); the turn, a 7 pass, the 5s' skips and
the next leader after a clear go round the table in the drawn order (``State.seating``)."""

from __future__ import annotations

import random
from functools import lru_cache

EVERY = 3  # rounds in a row with one seating


def seating(seed: int, round_no: int, players: int) -> tuple[int, ...]:
    """The seats in their order of play in round ``round_no`` (a ring, written from seat 0):
    the seat numbers in order for the first ``EVERY`` rounds, then drawn again every
    ``EVERY`` rounds."""
    block = (max(round_no, 1) - 1) // EVERY
    rest = list(range(1, players))
    if block:
        random.Random(f"{seed}/seating/{block}").shuffle(rest)
    return (0, *rest)


@lru_cache(maxsize=512)
def ring(order: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each seat's next seat in ``order`` (a ring) and its previous one, indexed by seat."""
    n = len(order)
    after, before = [0] * n, [0] * n
    for i, seat in enumerate(order):
        after[seat] = order[(i + 1) % n]
        before[seat] = order[i - 1]
    return tuple(after), tuple(before)
