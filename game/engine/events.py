"""What happened, in order: the stream the UI animates and logs read.

The engine appends these to a list as it applies actions; nothing here has behaviour.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.plays import Play


@dataclass(frozen=True, slots=True)
class Dealt:
    round: int
    hands: tuple[tuple[int, ...], ...]
    order: tuple[int, ...]  # the deck order the cards were dealt in, seat by seat in turn


@dataclass(frozen=True, slots=True)
class ExchangeGiven:
    giver: int
    receiver: int
    cards: tuple[int, ...]
    # every seat's card count after the gift (empty where not told); not part of equality
    counts: tuple[int, ...] = field(default=(), compare=False)


@dataclass(frozen=True, slots=True)
class RoundStarted:
    round: int
    leader: int


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int
    leading: bool


@dataclass(frozen=True, slots=True)
class Played:
    seat: int
    play: Play
    cards_left: int


@dataclass(frozen=True, slots=True)
class Passed:
    seat: int


@dataclass(frozen=True, slots=True)
class Revolution:
    seat: int
    active: bool  # the reversed order is in force after this play


@dataclass(frozen=True, slots=True)
class OrderChanged:
    reversed: bool  # the order in force after this play (a revolution, later a jack back)


@dataclass(frozen=True, slots=True)
class PassesReset:
    """Everyone who had passed may play again (a play lands while pass_is_final is off)."""


@dataclass(frozen=True, slots=True)
class JackBack:
    seat: int
    active: bool  # a jack back holds after this play (a second one in the trick ends it)


@dataclass(frozen=True, slots=True)
class Locked:
    seat: int  # whose play locked the pile
    suits: tuple[str, ...]  # suit letters, e.g. ("H", "S")


@dataclass(frozen=True, slots=True)
class Owes:
    """After a play of 7s (give) or 10s (discard) the seat hands over cards before anything
    else happens."""

    seat: int
    kind: str  # "give" or "discard"
    count: int


@dataclass(frozen=True, slots=True)
class CardsGiven:
    """The 7 pass: cards handed to the next player still in the round."""

    giver: int
    receiver: int
    cards: tuple[int, ...]
    counts: tuple[int, ...] = field(default=(), compare=False)  # every seat's, after the pass


@dataclass(frozen=True, slots=True)
class Discarded:
    """The 10 discard: cards out of the round, face up."""

    seat: int
    cards: tuple[int, ...]
    counts: tuple[int, ...] = field(default=(), compare=False)  # every seat's, after it


@dataclass(frozen=True, slots=True)
class Skipped:
    seat: int  # who loses this turn
    by: int  # whose 5s skipped them


@dataclass(frozen=True, slots=True)
class CapitalFall:
    """The last round's President is out of the round in last place; their cards leave play."""

    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RuleEffect:
    """A rule's effect that has no event class of its own (its hook module emits this): the
    table shows and logs it by the rule's key, worded by the catalogs (``banner.rule.KEY``,
    ``log.rule.KEY``), so a new rule needs no change at the table."""

    rule: str  # the option's key
    seat: int  # whose play it was
    target: int | None = None  # a seat the effect is aimed at, if any


@dataclass(frozen=True, slots=True)
class WentOut:
    seat: int
    place: int  # 1 is first out


@dataclass(frozen=True, slots=True)
class Cleared:
    reason: str  # "eight", "two", "three", "spade_three" (clearing plays), "passes" (everyone
    # passed) or "skips" (the 5s skipped everyone else)
    seat: int  # who made the last play
    leader: int | None  # who leads next; None when the round is over


@dataclass(frozen=True, slots=True)
class RoundOver:
    round: int
    order: tuple[int, ...]  # seats in finishing order
    titles: tuple[str, ...]  # per seat: president, vice_president, citizen, vice_scum, scum
    points: tuple[int, ...]  # per seat, this round
    totals: tuple[int, ...]  # per seat, after this round


@dataclass(frozen=True, slots=True)
class MatchOver:
    standings: tuple[int, ...]  # seats, winner first
    totals: tuple[int, ...]


Event = (
    Dealt | ExchangeGiven | RoundStarted | TurnStarted | Played | Passed | Revolution
    | OrderChanged | PassesReset | JackBack | Locked | Owes | CardsGiven | Discarded | Skipped
    | CapitalFall | RuleEffect | WentOut | Cleared | RoundOver | MatchOver
)
