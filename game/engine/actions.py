"""A match's typed action log: per round the deal, the leader, the exchange and each action.

``Match.log`` is the one account of what happened in a match; ``game.record`` alone turns it
into the record format (docs/record-format.md) and replays a record back into a match. Actions are
small frozen values; a round's lists only grow.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.history import Entry, Turn
from game.engine.options import Rules
from game.engine.plays import Play


@dataclass(frozen=True, slots=True)
class PlayAction:
    seat: int
    play: Play


@dataclass(frozen=True, slots=True)
class PassAction:
    seat: int


@dataclass(frozen=True, slots=True)
class GiveAction:
    """House rule ``seven_pass``: cards handed to the next player after a play of 7s."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DiscardAction:
    """House rule ``ten_discard``: cards put out of the round after a play of 10s."""

    seat: int
    cards: tuple[int, ...]


RoundAction = PlayAction | PassAction | GiveAction | DiscardAction


@dataclass(frozen=True, slots=True)
class Gift:
    """One gift of the card exchange before a round's first lead."""

    giver: int
    receiver: int
    cards: tuple[int, ...]


@dataclass
class RoundLog:
    hands: tuple[tuple[int, ...], ...]  # as dealt, before the exchange
    leader: int | None = None  # known once play begins
    exchange: list[Gift] = field(default_factory=list)
    history: list[Entry] = field(default_factory=list)  # the round's own, shared with it

    @property
    def actions(self) -> list[RoundAction]:
        """Each action of the play, read off the round's history."""
        return [action_of(e) for e in self.history]


def action_of(entry: Entry) -> RoundAction:
    """The action a history entry records."""
    if isinstance(entry, Turn):
        return PassAction(entry.seat) if entry.play is None else PlayAction(entry.seat,
                                                                            entry.play)
    assert entry.cards is not None  # the match's own history hides no card
    if entry.to is None:
        return DiscardAction(entry.seat, entry.cards)
    return GiveAction(entry.seat, entry.cards)


@dataclass
class MatchLog:
    rules: Rules
    seed: int
    rounds: list[RoundLog] = field(default_factory=list)
