"""What the house rules (docs/rules.md, "House rules") make of one play: the ranks it stands for,
its suits and the suit lock, the spade 3 on a joker.

Pure functions of plays, used by the generator, the round and the opponents alike.
"""

from __future__ import annotations

from game.engine.cards import FIRST_JOKER, JOKER_RANK
from game.engine.plays import RUN, SET, SPADE_THREE, Play, fits_lock


def count_of(play: Play, rank: int) -> int:
    """How many of the play's cards stand for ``rank`` (a joker counts as what it stands for;
    a run holds each rank at most once)."""
    if play.kind == RUN:
        return 1 if play.rank <= rank <= play.high else 0
    return play.size if play.rank == rank and rank != JOKER_RANK else 0


def suits_of(play: Play) -> frozenset[int] | None:
    """The play's suits, or None when it holds a suitless card (a joker in a set, a lone
    joker); a joker in a run has the run's suit."""
    if play.kind == RUN:
        return frozenset((play.suit,))
    if play.jokers:
        return None
    return frozenset(c & 3 for c in play.cards)


def lock_after(top: Play | None, play: Play, lock: frozenset[int] | None) -> frozenset[int] | None:
    """The lock once ``play`` follows ``top``: an existing lock stays; a play of exactly the
    suits of the play it follows starts one (never a play with a suitless card)."""
    if lock is not None or top is None:
        return lock
    mine = suits_of(play)
    if mine is not None and mine == suits_of(top):
        return mine
    return None


# Where a joker in a set stands when the play below says nothing: ♠ ♥ ♦ ♣ (the contest's rows).
SUIT_ORDER = (3, 2, 1, 0)


def joker_suits(play: Play, below: frozenset[int] | None) -> frozenset[int] | None:
    """The play's suits with each joker in a set standing for a suit the set lacks (with
    ``joker_suit``): the suits of the play below it (``below``) first, so that it matches
    that play when it can, then ♠ ♥ ♦ ♣. None for jokers alone (a lone joker has no suit)
    and for a set with more cards than there are suits."""
    if play.kind == RUN:
        return frozenset((play.suit,))
    natural = {c & 3 for c in play.cards if c < FIRST_JOKER}
    if not natural or play.size > 4:
        return None
    under = sorted(below or (), reverse=True)
    free = [x for x in under + [x for x in SUIT_ORDER if x not in under] if x not in natural]
    return frozenset(natural.union(free[: play.size - len(natural)]))


def is_spade_three_on_joker(play: Play, top: Play | None) -> bool:
    """A lone 3♠ on a lone joker (with ``spade_three`` it follows and clears)."""
    return (
        top is not None and top.kind == SET and top.size == 1 and top.rank == JOKER_RANK
        and play.kind == SET and play.cards == (SPADE_THREE,)
    )


def suit_letters(lock: frozenset[int]) -> list[str]:
    """A lock as record letters in suit order, e.g. ["H", "S"]."""
    return ["CDHS"[s] for s in sorted(lock)]


__all__ = [
    "SUIT_ORDER", "count_of", "fits_lock", "is_spade_three_on_joker", "joker_suits", "lock_after",
    "suit_letters", "suits_of",
]
