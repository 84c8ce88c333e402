"""The plain state of one round in play: slots and a cheap ``copy``, nothing else.

``game.engine.transition`` applies one action to a ``State``; with no sink that is the fast
path the opponents' searches and play-outs run on (no events, no history, no checks: the
actions are trusted to come from ``moves``). ``game.engine.round.Round`` is the checked
facade over the same state, the one the match, the table and the records use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.movegen import hand_mask, plays_of
from game.engine.options import Rules
from game.engine.order import Order, order_of
from game.engine.rules import Hooks, hooks_for
from game.engine.rules.reseat import ring
from game.engine.transition import apply_hand_over, apply_pass, apply_play, next_in

if TYPE_CHECKING:
    from game.engine.history import Pending
    from game.engine.plays import Play


class State:
    """Who holds what, whose turn it is, what is on the pile and what the house rules hold."""

    __slots__ = (
        "rules", "hooks", "hands", "masks", "n", "turn", "top", "last_player", "passed",
        "revolution", "jack_back", "lock", "skipped", "finished", "fallen", "president",
        "owes", "pending", "discarded", "direction", "suits", "seating", "ring",
    )

    def __init__(self, rules: Rules, hands: list[list[int]], pos: Any = None,
                 seating: tuple[int, ...] | None = None) -> None:
        """A state with ``hands``, in the position of ``pos`` (a State, a Round or a seat's
        public view); with no ``pos``, before the first lead (set ``turn`` to start).
        ``seating``: the seats in their order of play (``pos``'s, or the seat numbers')."""
        n = len(hands)
        self.rules = rules
        self.hooks: Hooks = hooks_for(rules)
        self.hands = [list(h) for h in hands]
        self.masks = [hand_mask(h) for h in hands]  # each hand as card bits, kept with it
        self.n = n
        if seating is None and pos is not None:
            seating = tuple(pos.seating)
        # The order of play round the table (reseat draws it), and each seat's next and
        # previous seat in it: what the turn follows.
        self.seating: tuple[int, ...] = seating or tuple(range(n))
        self.ring = ring(self.seating)
        if pos is None:
            self.turn: int | None = None
            self.top: Play | None = None
            self.last_player: int | None = None
            self.passed = [False] * n
            self.revolution = False
            self.jack_back = False  # a jack back holds in this trick (flips the order)
            self.lock: frozenset[int] | None = None  # suits the pile is locked to
            self.skipped = [False] * n  # skipped by 5s since the last play
            self.finished: list[int] = []
            self.fallen: list[int] = []  # seats a capital fall put out, in order
            self.president: int | None = None  # the last round's President (capital fall)
            self.owes: tuple[str, int] | None = None  # what the seat to act hands over first
            self.pending: Pending | None = None  # the play whose hand-over is owed
            self.discarded: list[int] = []  # face up out of play: discards, a fallen hand
            self.direction = 1  # the way the turn goes round the table: +1 or -1
            # The suits of the play on the pile, its jokers where they stand (joker_suit).
            self.suits: frozenset[int] | None = None
            return
        self.turn = pos.turn
        self.top = pos.top
        self.last_player = pos.last_player
        self.passed = list(pos.passed)
        self.revolution = pos.revolution
        self.jack_back = pos.jack_back
        self.lock = pos.lock
        self.skipped = list(pos.skipped) if pos.skipped else [False] * n
        self.finished = list(pos.finished)
        self.fallen = list(pos.fallen)
        self.president = pos.president
        self.owes = pos.owes
        self.pending = pos.pending
        self.discarded = list(pos.discarded)
        self.direction = pos.direction
        self.suits = pos.suits

    def copy(self) -> State:
        """A plain copy sharing nothing mutable (a Round's copy is a plain State too)."""
        s = State.__new__(State)
        s.rules = self.rules
        s.hooks = self.hooks
        s.hands = [list(h) for h in self.hands]
        s.masks = list(self.masks)
        s.n = self.n
        s.turn = self.turn
        s.top = self.top
        s.last_player = self.last_player
        s.passed = list(self.passed)
        s.revolution = self.revolution
        s.jack_back = self.jack_back
        s.lock = self.lock
        s.skipped = list(self.skipped)
        s.finished = list(self.finished)
        s.fallen = list(self.fallen)
        s.president = self.president
        s.owes = self.owes
        s.pending = self.pending
        s.discarded = list(self.discarded)
        s.direction = self.direction
        s.suits = self.suits
        s.seating = self.seating
        s.ring = self.ring
        return s

    # -- queries -----------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return self.n

    @property
    def over(self) -> bool:
        return self.turn is None

    @property
    def order_in_force(self) -> Order:
        """The rank order plays are compared and cleared in right now: reversed by a
        revolution, and once more by a jack back."""
        return order_of(self.revolution != self.jack_back)

    def moves(self) -> list[Play]:
        """The legal plays of the seat to act (empty while it owes a gift or discard)."""
        return self._plays(False)

    def shapes(self) -> list[Play]:
        """``moves`` keeping the first play of each shape (what a policy chooses among)."""
        return self._plays(True)

    def _plays(self, firsts: bool) -> list[Play]:
        seat = self.turn
        if seat is None or self.owes is not None:
            return []
        r = self.rules
        return plays_of(self.masks[seat], self.hands[seat], self.top,
                        self.revolution != self.jack_back, r.runs, r.strict, self.lock,
                        r.spade_three, firsts, r.run_above)

    def can_pass(self) -> bool:
        """A pass is open: on a pile, or on the empty pile too with ``leader_pass``."""
        return (self.turn is not None and (self.top is not None or self.rules.leader_pass)
                and self.owes is None)

    def key(self) -> tuple:
        """The position, for remembering it in a search (the hands as their card bits; the
        pile's owner too, who leads when the others pass)."""
        return (tuple(self.masks), self.top, self.turn, self.last_player, tuple(self.passed),
                self.revolution, self.jack_back, self.lock, tuple(self.skipped), self.owes,
                tuple(self.finished), self.direction, self.suits)

    def counts(self) -> tuple[int, ...]:
        """How many cards each seat holds."""
        return tuple(len(h) for h in self.hands)

    def left(self) -> int:
        """How many players still hold cards."""
        return self.n - self.hands.count([])

    def place(self, seat: int) -> int | None:
        """``seat``'s finishing place, once it is known."""
        if seat in self.finished:
            return self.finished.index(seat) + 1
        return None

    def receiver(self, seat: int) -> int:
        """Who receives ``seat``'s 7 pass: the next player still in the round."""
        return next_in(self, seat, False)

    def next_seats(self, seat: int) -> list[int]:
        """The other seats in the order the turn reaches them from ``seat``."""
        step = self.ring[0] if self.direction == 1 else self.ring[1]
        out = []
        for _ in range(self.n - 1):
            seat = step[seat]
            out.append(seat)
        return out

    # -- the fast path -----------------------------------------------------------------------
    def act(self, seat: int, play: Play | None) -> None:
        """Play ``play`` (None: pass), trusted to be legal: no checks, events or history."""
        if play is None:
            apply_pass(self, seat, None)
        else:
            apply_play(self, seat, play, None)

    def hand_over(self, seat: int, cards: list[int]) -> None:
        """Give or discard ``cards``, whichever ``seat`` owes, trusted to be legal."""
        apply_hand_over(self, seat, cards, None)
