"""A round's one history: every play, pass and hand-over, in order.

A checked ``Round`` appends an entry for each action it applies (the fast path keeps none).
Everything else a seat or a record wants to know of the past is read off that one list: the
cards played, the trick on the pile, the 7 passes, the passes on a pile (``declines``), the
turns, the hand-overs and the record's actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.plays import Play


@dataclass(frozen=True, slots=True)
class Turn:
    """A play or a pass on the pile, all public: who, what (None: a pass), on what (None: a
    lead), in which order and lock, and how many cards the player held before it. With the
    cards it has played since and the hand-overs, a guess of its hand now gives its hand
    then."""

    seat: int
    play: Play | None
    top: Play | None
    reversed: bool  # the order in force
    lock: frozenset[int] | None
    held: int


@dataclass(frozen=True, slots=True)
class Handover:
    """A 7 pass (``to``: the receiver) or a 10 discard (``to`` None), made after ``turns[at -
    1]``, in the order in force then (``reversed``). All public but a pass's cards, which a
    view shows only to its giver and receiver (None to the others)."""

    at: int
    seat: int
    to: int | None
    count: int
    cards: tuple[int, ...] | None
    reversed: bool


@dataclass(frozen=True, slots=True)
class Decline:
    """A pass on a pile: who passed, on what, in which order and lock. A player who passes
    usually holds nothing that beats the pile (or keeps it back), which is what the
    opponents' guesses of the hidden hands weigh."""

    seat: int
    top: Play
    reversed: bool  # the order in force when it passed
    lock: frozenset[int] | None


@dataclass(frozen=True, slots=True)
class Pending:
    """A play whose hand-overs are still owed: the rest of its effects wait for them."""

    play: Play
    before: Play | None  # the play it followed
    clear: str | None  # judged when the cards went down
    owed: tuple[tuple[str, int], ...]  # hand-overs still to come after the one owed now


Entry = Turn | Handover


def turns_of(history: Sequence[Entry]) -> list[Turn]:
    return [e for e in history if type(e) is Turn]


def handovers_of(history: Sequence[Entry]) -> list[Handover]:
    return [e for e in history if type(e) is Handover]


def played_of(history: Sequence[Entry]) -> list[int]:
    """Every card played, in order."""
    return [c for e in history if type(e) is Turn and e.play is not None for c in e.play.cards]


def trick_of(history: Sequence[Entry], cleared: bool) -> list[tuple[int, Play | None]]:
    """The trick on the pile, (seat, play or None for a pass): the turns since the last lead,
    or nothing once the pile is ``cleared`` (a round that ends keeps its last trick)."""
    if cleared:
        return []
    start = 0
    turns = turns_of(history)
    for i in range(len(turns) - 1, -1, -1):
        if turns[i].top is None:
            start = i
            break
    return [(t.seat, t.play) for t in turns[start:]]


def passes_of(history: Sequence[Entry]) -> list[tuple[int, int, tuple[int, ...]]]:
    """The 7 passes (giver, receiver, cards) whose cards are known in ``history``."""
    return [(h.seat, h.to, h.cards) for h in handovers_of(history)
            if h.to is not None and h.cards is not None]


def declines_of(turns: Sequence[Entry]) -> list[Decline]:
    """The passes on a pile among ``turns``."""
    return [Decline(t.seat, t.top, t.reversed, t.lock) for t in turns
            if type(t) is Turn and t.play is None and t.top is not None]
