"""A lean copy of the round's state machine for play-outs.

``Sim`` plays a round the way ``game.engine.round.Round`` does, in RULES.md's order of
effects, without events, checks or the records' bookkeeping: its actions are trusted to be
legal (they come from ``moves``). Every rule answer (which plays are legal, which clear, which
revolt, what a play stands for, what it locks) is the engine's own function; only the turn
sequence is repeated here, and a test holds it equal to the engine step by step over every
option combination.
"""

from __future__ import annotations

from game.ai.master.movegen import hand_mask, plays_of
from game.engine.cards import FIVE, JACK, SEVEN, TEN
from game.engine.house import count_of, lock_after
from game.engine.options import Rules
from game.engine.order import Order, clear_reason, order_of, revolts
from game.engine.plays import Play
from game.engine.round import Round
from game.engine.view import PublicView


class Sim:
    """One round in play; copy it with ``copy`` before playing it out."""

    __slots__ = (
        "rules", "hands", "turn", "top", "last", "passed", "revolution", "jack_back", "lock",
        "skipped", "finished", "fallen", "president", "owes", "pending", "discarded", "n",
        "masks",
    )

    def __init__(self, rules: Rules, hands: list[list[int]], pos: Round | PublicView) -> None:
        self.rules = rules
        self.hands = [list(h) for h in hands]
        self.masks = [hand_mask(h) for h in hands]  # each hand as card bits, kept with it
        self.n = len(hands)
        self.turn: int | None = pos.turn
        self.top: Play | None = pos.top
        self.last: int | None = pos.last_player
        self.passed = list(pos.passed)
        self.revolution = pos.revolution
        self.jack_back = pos.jack_back
        self.lock = pos.lock
        self.skipped = list(pos.skipped) if pos.skipped else [False] * self.n
        self.finished = list(pos.finished)
        self.fallen = list(pos.fallen)
        self.president = pos.president
        self.owes = pos.owes
        # (play, the play it followed, its clear, discards after the gift)
        p = pos.pending
        self.pending = None if p is None else (p.play, p.before, p.clear, p.discard)
        self.discarded = len(pos.discarded)

    @staticmethod
    def of_round(r: Round) -> Sim:
        return Sim(r.rules, r.hands, r)

    def copy(self) -> Sim:
        s = Sim.__new__(Sim)
        s.rules = self.rules
        s.hands = [list(h) for h in self.hands]
        s.masks = list(self.masks)
        s.n = self.n
        s.turn = self.turn
        s.top = self.top
        s.last = self.last
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
        s.discarded = self.discarded
        return s

    # -- queries -----------------------------------------------------------------------------
    @property
    def order(self) -> Order:
        """The order in force."""
        return order_of(self.revolution != self.jack_back)

    def moves(self) -> list[Play]:
        """The legal plays of the seat to act (empty while it owes a gift or discard)."""
        return self._plays(False)

    def shapes(self) -> list[Play]:
        """``moves`` keeping the first play of each shape (what the policy chooses among)."""
        return self._plays(True)

    def _plays(self, firsts: bool) -> list[Play]:
        seat = self.turn
        if seat is None or self.owes is not None:
            return []
        r = self.rules
        return plays_of(self.masks[seat], self.hands[seat], self.top,
                        self.revolution != self.jack_back, r.runs, r.strict, self.lock,
                        r.spade_three, firsts)

    def can_pass(self) -> bool:
        return self.turn is not None and self.top is not None and self.owes is None

    def key(self) -> tuple:
        """The position, for remembering it in a search (the hands as their card bits)."""
        return (tuple(self.masks), self.top, self.turn, tuple(self.passed), self.revolution,
                self.jack_back, self.lock, tuple(self.skipped), self.owes,
                tuple(self.finished))

    def left(self) -> int:
        return sum(1 for h in self.hands if h)

    def place(self, seat: int) -> int | None:
        """``seat``'s finishing place, once it is known."""
        if seat in self.finished:
            return self.finished.index(seat) + 1
        return None

    # -- actions -----------------------------------------------------------------------------
    def act(self, seat: int, play: Play | None) -> None:
        if play is None:
            self._pass(seat)
        else:
            self._play(seat, play)

    def hand_over(self, seat: int, cards: list[int]) -> None:
        """Give (7 pass) or discard (10 discard) ``cards``, whichever ``seat`` owes."""
        assert self.owes is not None and self.pending is not None
        hand = self.hands[seat]
        bits = 0
        for c in cards:
            hand.remove(c)
            bits |= 1 << c
        self.masks[seat] &= ~bits
        if self.owes[0] == "discard":
            self.discarded += len(cards)
            self._resolve(seat)
            return
        receiver = self._next_in(seat, False)
        self.hands[receiver].extend(cards)
        self.masks[receiver] |= bits
        left = min(self.pending[3], len(hand))
        if left:
            self.owes = ("discard", left)
        else:
            self._resolve(seat)

    def _play(self, seat: int, play: Play) -> None:
        hand = self.hands[seat]
        mask = self.masks[seat]
        for c in play.cards:
            hand.remove(c)
            mask ^= 1 << c
        self.masks[seat] = mask
        before = self.top
        self.top = play
        self.last = seat
        n = self.n
        if not self.rules.pass_is_final and True in self.passed:
            self.passed = [False] * n
        if True in self.skipped:
            self.skipped = [False] * n
        r = self.rules
        clear = clear_reason(play, r, self.order, before)
        gifts = count_of(play, SEVEN) if r.seven_pass else 0
        discards = count_of(play, TEN) if r.ten_discard else 0
        self.pending = (play, before, clear, discards)
        if gifts and hand:
            self.owes = ("give", min(gifts, len(hand)))
        elif discards and hand:
            self.owes = ("discard", min(discards, len(hand)))
        else:
            self._resolve(seat)

    def _resolve(self, seat: int) -> None:
        pending = self.pending
        assert pending is not None
        self.pending = None
        self.owes = None
        play, before, clear, _ = pending
        r = self.rules
        if not self.hands[seat]:
            self._go_out(seat)
        if r.revolution and revolts(play, r):
            self.revolution = not self.revolution
        if clear is None:
            if r.jack_back and count_of(play, JACK):
                self.jack_back = not self.jack_back
            if r.suit_lock:
                self.lock = lock_after(before, play, self.lock)
        if self.left() <= 1:
            self._end(seat)
        elif clear is not None:
            self._clear(seat)
        elif r.five_skip and count_of(play, FIVE):
            self._skip(seat, count_of(play, FIVE))
        elif self._others_all_passed(seat):
            self._clear(seat)
        else:
            self.turn = self._next_in(seat, r.pass_is_final)

    def _go_out(self, seat: int) -> None:
        self.finished.append(seat)
        fallen = self.president
        if (self.rules.capital_fall and fallen is not None and len(self.finished) == 1
                and fallen != seat and self.hands[fallen]):
            self.discarded += len(self.hands[fallen])
            self.hands[fallen] = []
            self.masks[fallen] = 0
            self.fallen.append(fallen)

    def _skip(self, seat: int, fives: int) -> None:
        final = self.rules.pass_is_final
        n, hands, passed = self.n, self.hands, self.passed
        could = []
        s = seat
        for _ in range(n - 1):
            s = (s + 1) % n
            if hands[s] and not (final and passed[s]):
                could.append(s)
        victims = could[:fives]
        for v in victims:
            self.skipped[v] = True
        if not could or len(victims) == len(could):
            self._clear(seat)
        else:
            self.turn = could[len(victims)]

    def _pass(self, seat: int) -> None:
        self.passed[seat] = True
        last = self.last
        assert last is not None
        if self._others_all_passed(last):
            self._clear(last)
        else:
            self.turn = self._next_in(seat, self.rules.pass_is_final)

    def _others_all_passed(self, last: int) -> bool:
        passed, skipped, hands = self.passed, self.skipped, self.hands
        for s in range(self.n):
            if s != last and hands[s] and not (passed[s] or skipped[s]):
                return False
        return True

    def _next_in(self, seat: int, skip_passed: bool) -> int:
        n, hands, passed = self.n, self.hands, self.passed
        s = seat
        for _ in range(n):
            s = (s + 1) % n
            if hands[s] and not (skip_passed and passed[s]):
                return s
        raise AssertionError("no player left to act")

    def _clear(self, seat: int) -> None:
        self.turn = seat if self.hands[seat] else self._next_in(seat, False)
        self.top = None
        self.last = None
        self.passed = [False] * self.n
        self.skipped = [False] * self.n
        self.lock = None
        self.jack_back = False

    def _end(self, seat: int) -> None:
        for s in range(self.n):
            if self.hands[s]:
                self.finished.append(s)
        self.finished.extend(self.fallen)
        self.turn = None
        self.top = None
