"""A game record read into plain values: rules, and per round the deal, gifts and actions."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.actions import Gift
from game.engine.options import Rules

FORMAT = "president-record/1"


__all__ = ["FORMAT", "Action", "Gift", "Meaning", "Record", "RecordError", "RoundRecord"]


class RecordError(ValueError):
    """The data is not a valid record (docs/record-format.md); the message is one sentence."""


@dataclass(frozen=True)
class Meaning:
    """What a joker in a play says it stands for: a rank (in a set) or a card (in a run)."""

    joker: int
    value: int  # a rank 0..12 when ``is_card`` is false, else a card 0..51
    is_card: bool
    text: str  # as written, e.g. "X1=8H", for messages


@dataclass(frozen=True)
class Action:
    """One turn: ``cards`` played (None for a pass), with any joker meanings written; or, with
    ``kind`` "give" or "discard", the cards a play of 7s or 10s called for."""

    seat: int
    cards: tuple[int, ...] | None
    meanings: tuple[Meaning, ...] = ()
    kind: str = "play"  # "play", "pass", "give" or "discard"

    @property
    def is_pass(self) -> bool:
        return self.cards is None


@dataclass(frozen=True)
class RoundRecord:
    hands: tuple[tuple[int, ...], ...]
    actions: tuple[Action, ...]
    leader: int | None = None
    exchange: tuple[Gift, ...] = ()


@dataclass(frozen=True)
class Record:
    rules: Rules
    rounds: tuple[RoundRecord, ...] = field(default_factory=tuple)
    seed: int | None = None  # the seed the game wrote, if any (the deal of later rounds)
