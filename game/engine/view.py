"""What one seat may know: the public view the opponents decide from.

A ``PublicView`` is a snapshot built from copies; it holds no reference to the round or the
match, so an opponent cannot reach the other hands through it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from game.engine.cards import deck
from game.engine.history import (
    Decline,
    Entry,
    Handover,
    Pending,
    Turn,
    declines_of,
    handovers_of,
    passes_of,
    played_of,
    trick_of,
    turns_of,
)
from game.engine.options import Rules
from game.engine.order import Order, order_of
from game.engine.plays import Play, generate
from game.engine.round import Round


@dataclass(frozen=True)
class PublicView:
    seat: int
    hand: tuple[int, ...]
    counts: tuple[int, ...]  # cards left per seat
    top: Play | None
    last_player: int | None
    passed: tuple[bool, ...]
    revolution: bool
    finished: tuple[int, ...]
    turn: int | None
    rules: Rules
    round_number: int = 1
    titles: tuple[str, ...] | None = None  # from the previous round
    totals: tuple[int, ...] = ()
    gifts: tuple[tuple[int, int, tuple[int, ...]], ...] = ()  # exchange gifts this seat saw
    # The house rules' state (all public).
    jack_back: bool = False
    lock: frozenset[int] | None = None
    skipped: tuple[bool, ...] = ()
    owes: tuple[str, int] | None = None  # what the seat to act must hand over first
    pending: Pending | None = None  # the play whose gift or discard is owed
    discarded: tuple[int, ...] = ()  # face up out of play (10 discards, a fallen hand)
    fallen: tuple[int, ...] = ()
    president: int | None = None  # the last round's President (capital_fall)
    direction: int = 1  # the way the turn goes round the table: +1 or -1
    suits: frozenset[int] | None = None  # the pile's play's suits, jokers as they stand
    seating: tuple[int, ...] = ()  # the seats in their order of play (empty: by number)
    # The round's one history as this seat sees it: every play and pass, every 7 pass and 10
    # discard (a pass between two others without its cards).
    history: tuple[Entry, ...] = ()

    # -- read off the history ----------------------------------------------------------------
    @cached_property
    def turns(self) -> tuple[Turn, ...]:
        """Every play and pass on the pile this round."""
        return tuple(turns_of(self.history))

    @cached_property
    def handovers(self) -> tuple[Handover, ...]:
        """Every 7 pass and 10 discard (others' passes: no cards)."""
        return tuple(handovers_of(self.history))

    @cached_property
    def played(self) -> tuple[int, ...]:
        """Every card played this round, in order."""
        return tuple(played_of(self.history))

    @cached_property
    def trick(self) -> tuple[tuple[int, Play | None], ...]:
        """This trick: (seat, play or None for a pass)."""
        return tuple(trick_of(self.history, self.top is None and self.turn is not None))

    @cached_property
    def passes(self) -> tuple[tuple[int, int, tuple[int, ...]], ...]:
        """The 7 passes this seat saw (gave or received)."""
        return tuple(passes_of(self.history))

    @property
    def players(self) -> int:
        return len(self.counts)

    @property
    def order_in_force(self) -> Order:
        """The rank order plays are compared and cleared in right now."""
        return order_of(self.revolution != self.jack_back)

    @property
    def declines(self) -> list[Decline]:
        """Every pass on a pile this round."""
        return declines_of(self.history)

    @property
    def leading(self) -> bool:
        return self.top is None

    def legal_plays(self) -> list[Play]:
        if self.owes is not None:
            return []
        r = self.rules
        return generate(list(self.hand), self.top, self.revolution != self.jack_back, r.runs,
                        r.strict, self.lock, r.spade_three, r.run_above)

    def unseen(self) -> list[int]:
        """Cards this seat has not seen: in other hands (the pool look-ahead samples from)."""
        gone = set(self.played) | set(self.hand) | set(self.discarded)
        return [c for c in deck(self.rules.jokers) if c not in gone]

    def known_held(self) -> dict[int, list[int]]:
        """Cards this seat gave (in the exchange, or by a 7 pass) that the receiver has not
        played yet, each where this seat last saw it go: a card given, passed back and given
        again is held once, by the last receiver."""
        gone = set(self.played) | set(self.hand) | set(self.discarded)
        where: dict[int, int] = {}
        for giver, receiver, cards in self.gifts + self.passes:  # in the order they happened
            for c in cards:
                if giver == self.seat:
                    where[c] = receiver
                elif receiver == self.seat:
                    where.pop(c, None)
        known: dict[int, list[int]] = {}
        for c, s in where.items():
            if c not in gone:
                known.setdefault(s, []).append(c)
        # Never more than the seat holds: a card may have moved on by a 7 pass not seen here.
        return {s: cards[: self.counts[s]] for s, cards in known.items() if self.counts[s]}

    def to_round(self, hands: list[list[int]]) -> Round:
        """A playable Round in this position, with ``hands`` standing for the hidden hands."""
        return Round.at_position(self, [sorted(h) for h in hands], self.round_number)


def view_of(round_: Round, seat: int, **extra: object) -> PublicView:
    """The public view of ``round_`` for ``seat`` (extra: titles, totals, gifts)."""
    return PublicView(
        seat=seat,
        hand=tuple(round_.hands[seat]),
        counts=round_.counts(),
        top=round_.top,
        last_player=round_.last_player,
        passed=tuple(round_.passed),
        revolution=round_.revolution,
        finished=tuple(round_.finished),
        turn=round_.turn,
        rules=round_.rules,
        round_number=round_.number,
        jack_back=round_.jack_back,
        lock=round_.lock,
        skipped=tuple(round_.skipped),
        owes=round_.owes,
        pending=round_.pending,
        discarded=tuple(round_.discarded),
        fallen=tuple(round_.fallen),
        president=round_.president,
        direction=round_.direction,
        suits=round_.suits,
        seating=round_.seating,
        history=tuple(_seen(e, seat) for e in round_.history),
        **extra,  # type: ignore[arg-type]
    )


def _seen(entry: Entry, seat: int) -> Entry:
    """``entry`` as ``seat`` sees it: a 7 pass between two others without its cards."""
    if type(entry) is Handover and entry.to is not None and seat not in (entry.seat, entry.to):
        return replace(entry, cards=None)
    return entry
