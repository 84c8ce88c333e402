"""One round of play: turns, following, passing, clearing, revolution and going out, and the
house rules' effects (jack back, suit lock, skips, gifts and discards, capital fall).

``Round`` is the rules' state machine for the play phase. It is cheap to copy (``clone``) so
the AI can play rounds out many times, and it appends events to ``events`` unless that is None.
A play's effects come in RULES.md's order: the cards go down; a gift for 7s, then a discard for
10s (the seat ``owes`` them before anything else happens); going out; a revolution; a jack back
or a lock; a clear or the skips for 5s; then the next turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.cards import FIVE, JACK, RANKS, SEVEN, TEN, card_str
from game.engine.errors import IllegalAction, Reason
from game.engine.house import count_of, is_spade_three_on_joker, lock_after, suit_letters
from game.engine.options import Rules
from game.engine.order import Order, clear_reason, order_of, revolts
from game.engine.plays import RUN, SET, Play, fits_lock, generate, interpretations

if TYPE_CHECKING:
    from game.engine.view import PublicView


@dataclass(frozen=True, slots=True)
class Outcome:
    """What an action does when it lands (``Round.outcome``)."""

    clears: str | None  # a reason of order.CLEAR_REASONS, or None
    revolution: bool  # a revolution is on afterwards
    reversed: bool  # the order in force afterwards is reversed
    goes_out: bool  # the seat plays its last card
    round_over: bool
    turn: int | None  # who acts next (the next leader after a clear); None: round over
    jack_back: bool = False  # the play turns a jack back on or off
    lock: frozenset[int] | None = None  # the suits the pile is locked to afterwards
    skips: int = 0  # players the play skips
    owes: tuple[str, int] | None = None  # ("give" | "discard", count) the seat must hand over


@dataclass(frozen=True, slots=True)
class Pending:
    """A play whose gift or discard is still owed: the rest of its effects wait for it."""

    play: Play
    before: Play | None  # the play it followed
    clear: str | None  # judged when the cards went down
    discard: int  # cards to discard after the gift


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
class Turn:
    """A play or a pass on the pile, all public: who, what (None: a pass), on what (None: a
    lead), in which order and lock, and how many cards the player held before it. With the
    cards it has played since and the handovers (a 7 pass, a 10 discard), a guess of its hand
    now gives its hand then."""

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
    view shows only to its giver and receiver (None to the others). With the turns, it lets a
    guess of a hand now be taken back past the cards that came or went."""

    at: int
    seat: int
    to: int | None
    count: int
    cards: tuple[int, ...] | None
    reversed: bool


def declines_of(turns: list[Turn] | tuple[Turn, ...]) -> list[Decline]:
    """The passes among ``turns``."""
    return [Decline(t.seat, t.top, t.reversed, t.lock) for t in turns
            if t.play is None and t.top is not None]


class Round:
    __slots__ = (
        "rules", "hands", "turn", "top", "last_player", "passed", "revolution", "finished",
        "played", "trick", "events", "number", "jack_back", "lock", "skipped", "owes",
        "pending", "discarded", "fallen", "president", "passes", "turns", "handovers",
    )

    def __init__(
        self,
        rules: Rules,
        hands: list[list[int]],
        leader: int,
        number: int = 1,
        events: list | None = None,
        president: int | None = None,
    ) -> None:
        self.rules = rules
        self.hands = [sorted(h) for h in hands]
        self.number = number
        self.turn: int | None = leader
        self.top: Play | None = None
        self.last_player: int | None = None
        self.passed = [False] * len(hands)
        self.revolution = False
        self.finished: list[int] = []
        self.played: list[int] = []  # every card played this round, in order
        self.trick: list[tuple[int, Play | None]] = []  # (seat, play or None for a pass)
        self.events = events
        self.jack_back = False  # a jack back holds in this trick (flips the order in force)
        self.lock: frozenset[int] | None = None  # suits the pile is locked to, until it clears
        self.skipped = [False] * len(hands)  # skipped by 5s since the last play
        self.owes: tuple[str, int] | None = None  # what the seat to act must hand over first
        self.pending: Pending | None = None
        self.discarded: list[int] = []  # out of play face up: 10 discards, a fallen hand
        self.fallen: list[int] = []  # seats a capital fall put out, in order
        self.president = president  # the last round's President, for capital_fall
        self.passes: list[tuple[int, int, tuple[int, ...]]] = []  # 7 passes: giver, receiver
        self.turns: list[Turn] = []  # every play and pass on the pile this round (all public)
        self.handovers: list[Handover] = []  # every 7 pass and 10 discard, after which turn
        if not self.hands[leader]:
            raise ValueError(f"seat {leader} cannot lead: it holds no cards")
        self._emit(ev.TurnStarted(leader, True))

    # -- queries -----------------------------------------------------------------------------
    @property
    def declines(self) -> list[Decline]:
        """Every pass on a pile this round."""
        return declines_of(self.turns)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def over(self) -> bool:
        return self.turn is None

    @property
    def order_in_force(self) -> Order:
        """The rank order plays are compared and cleared in right now: reversed by a
        revolution, and once more by a jack back."""
        return order_of(self.revolution != self.jack_back)

    def in_round(self, seat: int) -> bool:
        return bool(self.hands[seat])

    def can_pass(self, seat: int | None = None) -> bool:
        seat = self.turn if seat is None else seat
        return (self.turn is not None and seat == self.turn and self.top is not None
                and self.owes is None)

    def legal_plays(self, seat: int | None = None) -> list[Play]:
        """Every legal play for ``seat`` (default: whoever is to act); empty if not its turn
        or while it owes a gift or discard."""
        seat = self.turn if seat is None else seat
        if self.turn is None or seat != self.turn or self.owes is not None:
            return []
        r = self.rules
        return generate(self.hands[seat], self.top, self.revolution != self.jack_back, r.runs,
                        r.strict, self.lock, r.spade_three)

    def receiver(self, seat: int) -> int:
        """Who receives ``seat``'s 7 pass: the next player still in the round."""
        return self._next_in(seat, False)

    def turn_reason(self, seat: int) -> Reason | None:
        """Why ``seat`` may not act now at all, or None when it is its turn."""
        if self.turn is None:
            return Reason("round_over")
        if seat == self.turn:
            return None
        if not 0 <= seat < self.players:
            return Reason("not_your_turn", {"seat": seat, "turn": self.turn})
        if not self.hands[seat]:
            return Reason("gone_out", {"seat": seat})
        if self.rules.pass_is_final and self.passed[seat] and self.top is not None:
            return Reason("passed_out", {"seat": seat})
        return Reason("not_your_turn", {"seat": seat, "turn": self.turn})

    def check_play(self, seat: int, play: Play) -> Reason | None:
        """Why ``seat`` may not make ``play`` now, or None if it may."""
        if seat != self.turn or self.owes is not None:  # the common case skips both checks
            reason = self.turn_reason(seat) or self.owes_reason(seat)
            if reason is not None:
                return reason
        if not play.cards:
            return Reason("empty")
        hand = self.hands[seat]
        seen = set()
        for c in play.cards:
            if c in seen:
                return Reason("duplicate_card", {"card": card_str(c)})
            seen.add(c)
            if c not in hand:
                return Reason("not_in_hand", {"seat": seat, "card": card_str(c)})
        if play.kind == RUN and not self.rules.runs:
            return Reason("runs_off")
        if not is_reading(play):
            return Reason("not_a_reading", {"cards": " ".join(card_str(c) for c in play.cards)})
        return follow_reason(play, self.top, self.revolution != self.jack_back, self.rules,
                             self.lock, self.jack_back)

    def owes_reason(self, seat: int) -> Reason | None:
        """Why ``seat`` may not play or pass now because it owes a gift or discard first."""
        if self.owes is None:
            return None
        kind, count = self.owes
        return Reason("owes", {"seat": seat, "kind": kind, "count": count})

    def check_handover(self, seat: int, kind: str, cards: list[int]) -> Reason | None:
        """Why ``seat`` may not give (7 pass) or discard (10 discard) ``cards`` now."""
        if self.turn is None:
            return Reason("round_over")
        if self.owes is None or self.owes[0] != kind:
            return Reason("nothing_owed", {"seat": seat, "kind": kind})
        reason = self.turn_reason(seat)
        if reason is not None:
            return reason
        count = self.owes[1]
        if len(cards) != count:
            return Reason("owe_count", {"seat": seat, "kind": kind, "count": count})
        hand = self.hands[seat]
        seen = set()
        for c in cards:
            if c in seen:
                return Reason("duplicate_card", {"card": card_str(c)})
            seen.add(c)
            if c not in hand:
                return Reason("not_in_hand", {"seat": seat, "card": card_str(c)})
        return None

    def explain(self, seat: int, cards: list[int]) -> tuple[list[Play], Reason | None]:
        """The legal plays a selection of cards can mean, or why it means none.

        Used by the UI: one play means Play is enabled; several mean the player chooses.
        """
        reason = self.turn_reason(seat) or self.owes_reason(seat)
        if reason is not None:
            return [], reason
        if not cards:
            return [], Reason("empty")
        readings = interpretations(cards, self.rules.runs)
        if not readings:
            return [], shape_reason(cards, self.rules.runs)
        legal = [p for p in readings if self.check_play(seat, p) is None]
        if legal:
            return legal, None
        return [], self.check_play(seat, readings[0])

    def outcome(self, seat: int, play: Play | None) -> Outcome:
        """What ``play`` (None: a pass) would do if ``seat`` made it now, without doing it.

        Raises IllegalAction, as the action itself would, when it is not legal.
        """
        trial = self.clone()
        trial.events = []
        trial.act(seat, play)
        events = trial.events
        cleared = next((e for e in events if isinstance(e, ev.Cleared)), None)
        return Outcome(
            clears=cleared.reason if cleared else None,
            revolution=trial.revolution,
            reversed=trial.order_in_force.reversed,
            goes_out=seat in trial.finished and seat not in self.finished,
            round_over=trial.over,
            turn=trial.turn,
            jack_back=any(isinstance(e, ev.JackBack) for e in events),
            lock=trial.lock,
            skips=sum(1 for e in events if isinstance(e, ev.Skipped)),
            owes=trial.owes,
        )

    # -- actions -----------------------------------------------------------------------------
    def play(self, seat: int, play: Play) -> None:
        reason = self.check_play(seat, play)
        if reason is not None:
            raise IllegalAction(reason)
        self._apply_play(seat, play)

    def pass_turn(self, seat: int) -> None:
        reason = self.turn_reason(seat) or self.owes_reason(seat)
        if reason is not None:
            raise IllegalAction(reason)
        if self.top is None:
            raise IllegalAction(Reason("must_lead"))
        self._apply_pass(seat)

    def act(self, seat: int, play: Play | None) -> None:
        """Play ``play``, or pass when it is None."""
        if play is None:
            self.pass_turn(seat)
        else:
            self.play(seat, play)

    def give(self, seat: int, cards: list[int]) -> None:
        """The 7 pass: ``seat`` hands ``cards`` to the next player still in the round."""
        reason = self.check_handover(seat, "give", cards)
        if reason is not None:
            raise IllegalAction(reason)
        receiver = self.receiver(seat)
        self._log_handover(seat, receiver, cards)
        for c in cards:
            self.hands[seat].remove(c)
        self.hands[receiver] = sorted(self.hands[receiver] + list(cards))
        self.passes.append((seat, receiver, tuple(cards)))
        self._emit(ev.CardsGiven(seat, receiver, tuple(cards), self._counts()))
        pending = self.pending
        assert pending is not None
        left = min(pending.discard, len(self.hands[seat]))
        if left:
            self._owe(seat, "discard", left)
        else:
            self._resolve(seat)

    def discard(self, seat: int, cards: list[int]) -> None:
        """The 10 discard: ``cards`` leave the round face up."""
        reason = self.check_handover(seat, "discard", cards)
        if reason is not None:
            raise IllegalAction(reason)
        self._log_handover(seat, None, cards)
        for c in cards:
            self.hands[seat].remove(c)
        self.discarded.extend(cards)
        self._emit(ev.Discarded(seat, tuple(cards), self._counts()))
        self._resolve(seat)

    def hand_over(self, seat: int, cards: list[int]) -> None:
        """Give or discard, whichever ``seat`` owes."""
        if self.owes is not None and self.owes[0] == "discard":
            self.discard(seat, cards)
        else:
            self.give(seat, cards)

    def _log_handover(self, seat: int, to: int | None, cards: list[int]) -> None:
        self.handovers.append(Handover(len(self.turns), seat, to, len(cards), tuple(cards),
                                       self.order_in_force.reversed))

    # -- the rules' consequences -------------------------------------------------------------
    def _apply_play(self, seat: int, play: Play) -> None:
        hand = self.hands[seat]
        before = self.top
        self.turns.append(Turn(seat, play, before, self.order_in_force.reversed, self.lock,
                               len(hand)))
        for c in play.cards:
            hand.remove(c)
        self.played.extend(play.cards)
        self.trick.append((seat, play))
        self.top = play
        self.last_player = seat
        self._emit(ev.Played(seat, play, len(hand)))
        if not self.rules.pass_is_final and any(self.passed):
            self.passed = [False] * self.players
            self._emit(ev.PassesReset())
        r = self.rules
        if r.five_skip and any(self.skipped):
            self.skipped = [False] * self.players
        # Whether it clears is judged in the order in force when it is played.
        clear = clear_reason(play, r, self.order_in_force, before)
        if not (r.seven_pass or r.ten_discard) or not hand:
            self._land(seat, play, before, clear)
            return
        gifts = count_of(play, SEVEN) if r.seven_pass else 0
        discards = count_of(play, TEN) if r.ten_discard else 0
        if gifts or discards:
            self.pending = Pending(play, before, clear, discards)
            if gifts:
                self._owe(seat, "give", min(gifts, len(hand)))
            else:
                self._owe(seat, "discard", min(discards, len(hand)))
        else:
            self._land(seat, play, before, clear)

    def _owe(self, seat: int, kind: str, count: int) -> None:
        self.owes = (kind, count)
        self._emit(ev.Owes(seat, kind, count))

    def _resolve(self, seat: int) -> None:
        """The rest of a play's effects, once its gift and discard are made."""
        pending = self.pending
        assert pending is not None
        self.pending = None
        self.owes = None
        self._land(seat, pending.play, pending.before, pending.clear)

    def _land(self, seat: int, play: Play, before: Play | None, clear: str | None) -> None:
        """A play's effects after any gift and discard: going out, a revolution, a jack back
        or a lock, then a clear, the skips or the next turn."""
        r = self.rules
        if not self.hands[seat]:
            self._go_out(seat)
        reversed_before = self.revolution != self.jack_back
        if r.revolution and revolts(play, r):
            self.revolution = not self.revolution
            self._emit(ev.Revolution(seat, self.revolution))
        if clear is None:
            if r.jack_back and count_of(play, JACK):
                self.jack_back = not self.jack_back
                self._emit(ev.JackBack(seat, self.jack_back))
            if r.suit_lock:
                lock = lock_after(before, play, self.lock)
                if lock != self.lock:
                    self.lock = lock
                    self._emit(ev.Locked(seat, tuple(suit_letters(lock or frozenset()))))
        if (self.revolution != self.jack_back) != reversed_before:
            self._emit(ev.OrderChanged(not reversed_before))
        if self._players_left() <= 1:
            self._end_round(clear)
        elif clear is not None:
            self._clear(clear, seat)
        elif r.five_skip and count_of(play, FIVE):
            self._skip(seat, count_of(play, FIVE))
        elif self._others_all_passed(seat):
            self._clear("passes", seat)
        else:
            self._advance(seat)

    def _go_out(self, seat: int) -> None:
        self.finished.append(seat)
        self._emit(ev.WentOut(seat, len(self.finished)))
        fallen = self.president
        if (self.rules.capital_fall and fallen is not None and len(self.finished) == 1
                and fallen != seat and self.hands[fallen]):
            cards = tuple(self.hands[fallen])
            self.hands[fallen] = []
            self.discarded.extend(cards)
            self.fallen.append(fallen)
            self._emit(ev.CapitalFall(fallen, cards))

    def _skip(self, seat: int, fives: int) -> None:
        """5 skip: the next ``fives`` players who would have had the turn lose it."""
        final = self.rules.pass_is_final
        could = []
        s = seat
        for _ in range(self.players - 1):
            s = (s + 1) % self.players
            if self.hands[s] and not (final and self.passed[s]):
                could.append(s)
        victims = could[:fives]
        for v in victims:
            self.skipped[v] = True
            self._emit(ev.Skipped(v, seat))
        if victims and len(victims) == len(could):
            self._clear("skips", seat)
        elif not could:
            self._clear("passes", seat)
        else:
            self.turn = could[len(victims)]
            self._emit(ev.TurnStarted(self.turn, False))

    def _apply_pass(self, seat: int) -> None:
        self.passed[seat] = True
        assert self.top is not None
        self.turns.append(Turn(seat, None, self.top, self.order_in_force.reversed, self.lock,
                               len(self.hands[seat])))
        self.trick.append((seat, None))
        self._emit(ev.Passed(seat))
        assert self.last_player is not None
        if self._others_all_passed(self.last_player):
            self._clear("passes", self.last_player)
        else:
            self._advance(seat)

    def _others_all_passed(self, last: int) -> bool:
        """Every other player still in has passed (or been skipped) since the last play."""
        passed, hands = self.passed, self.hands
        if not self.rules.five_skip:
            return all(passed[s] for s in range(len(hands)) if s != last and hands[s])
        skipped = self.skipped
        return all(passed[s] or skipped[s] for s in range(len(hands)) if s != last and hands[s])

    def _next_in(self, seat: int, skip_passed: bool) -> int:
        n = self.players
        s = seat
        for _ in range(n):
            s = (s + 1) % n
            if self.hands[s] and not (skip_passed and self.passed[s]):
                return s
        raise AssertionError("no player left to act")  # the round would have ended

    def _advance(self, seat: int) -> None:
        self.turn = self._next_in(seat, self.rules.pass_is_final)
        self._emit(ev.TurnStarted(self.turn, False))

    def _clear(self, reason: str, seat: int) -> None:
        leader = seat if self.hands[seat] else self._next_in(seat, False)
        self.top = None
        self.last_player = None
        self.passed = [False] * self.players
        self.skipped = [False] * self.players
        self.trick = []
        self.turn = leader
        self.lock = None
        self._emit(ev.Cleared(reason, seat, leader))
        if self.jack_back:  # the jack back ends with the clear
            self.jack_back = False
            self._emit(ev.OrderChanged(self.order_in_force.reversed))
        self._emit(ev.TurnStarted(leader, True))

    def _players_left(self) -> int:
        return sum(1 for h in self.hands if h)

    def _end_round(self, clear: str | None) -> None:
        for s in range(self.players):
            if self.hands[s]:
                self.finished.append(s)  # the one still holding cards is last
        self.finished.extend(self.fallen)  # below them, whoever a capital fall put out
        if clear is not None and self.last_player is not None:
            self._emit(ev.Cleared(clear, self.last_player, None))
        self.turn = None
        self.top = None

    def _emit(self, event: object) -> None:
        if self.events is not None:
            self.events.append(event)

    def _counts(self) -> tuple[int, ...]:
        """Every seat's card count now (what a hand-over's event says they hold after it)."""
        return tuple(len(h) for h in self.hands)

    # -- copies for look-ahead ---------------------------------------------------------------
    def clone(self, hands: list[list[int]] | None = None) -> Round:
        """A copy sharing nothing mutable, with no event log; ``hands`` may replace the hands."""
        return Round.at_position(self, self.hands if hands is None else hands, self.number)

    @staticmethod
    def at_position(pos: Round | PublicView, hands: list[list[int]], number: int) -> Round:
        """A Round in the position of ``pos`` (a Round, or a seat's public view) with ``hands``
        as everyone's cards; it logs no events."""
        r = Round.__new__(Round)
        r.rules = pos.rules
        r.hands = [list(h) for h in hands]
        r.number = number
        r.turn = pos.turn
        r.top = pos.top
        r.last_player = pos.last_player
        r.passed = list(pos.passed)
        r.revolution = pos.revolution
        r.finished = list(pos.finished)
        r.played = list(pos.played)
        r.trick = list(pos.trick)
        r.events = None
        r.jack_back = pos.jack_back
        r.lock = pos.lock
        r.skipped = list(pos.skipped) if pos.skipped else [False] * len(hands)
        r.owes = pos.owes
        r.pending = pos.pending
        r.discarded = list(pos.discarded)
        r.fallen = list(pos.fallen)
        r.president = pos.president
        r.passes = list(pos.passes)
        r.turns = list(pos.turns)
        r.handovers = list(pos.handovers)
        return r

    @property
    def order(self) -> list[int]:
        """Finishing order; complete once the round is over."""
        return list(self.finished)


def is_reading(play: Play) -> bool:
    """Is ``play`` one of the readings of its cards (``interpretations``): its kind, ranks, suit
    and joker meanings what the cards can mean? A play built by hand may claim anything."""
    shape = (play.kind, play.rank, play.high, play.suit, play.meanings)
    return shape in _reading_shapes(play.cards)


@lru_cache(maxsize=1 << 14)
def _reading_shapes(cards: tuple[int, ...]) -> frozenset[tuple]:
    # Cached: the same few card tuples are checked again and again (the AI's look-ahead).
    return frozenset(
        (p.kind, p.rank, p.high, p.suit, p.meanings)
        for p in interpretations(list(cards), True)
        if p.cards == cards
    )


def follow_reason(
    play: Play, top: Play | None, revolution: bool, rules: Rules | None = None,
    lock: frozenset[int] | None = None, jack_back: bool = False,
) -> Reason | None:
    """Why ``play`` cannot go on ``top`` in the order in force (``revolution``: reversed), or
    None if it can; ``rules`` brings the house rules (must beat, spade 3), ``lock`` the suits
    the pile is locked to."""
    if top is None:
        return None
    strict = rules is not None and rules.strict
    if rules is not None and rules.spade_three and is_spade_three_on_joker(play, top):
        return None
    if not play.follows(top, revolution, strict):
        return _beat_reason(play, top, revolution, strict, jack_back)
    if lock is not None and not fits_lock(play, lock):
        letters = suit_letters(lock)
        return Reason("locked", {"suits": "".join(letters)})
    return None


def _beat_reason(play: Play, top: Play, revolution: bool, strict: bool, jack_back: bool
                 ) -> Reason:
    if play.kind != top.kind:
        return Reason("wrong_kind", {"kind": "set" if top.kind == SET else "run"})
    if play.size != top.size:
        return Reason("wrong_count", {"count": top.size})
    need = top.value(revolution)
    if top.kind == SET and top.rank >= 13:
        return Reason("needs_jokers")
    # A set is named by its rank; a run by its top card (by its bottom card when reversed).
    rank = top.high if top.kind == RUN and not revolution else top.rank
    params = {"rank": RANKS[rank], "direction": "lower" if revolution else "higher",
              "value": need, "kind": "set" if top.kind == SET else "run"}
    if jack_back:
        params["jack_back"] = True
    return Reason("must_beat" if strict else "too_low", params)


def shape_reason(cards: list[int], runs: bool) -> Reason:
    """Why a selection forms no set or run at all."""
    real = [c for c in cards if c < 52]
    if len(set(cards)) != len(cards):
        return Reason("duplicate_card", {"card": card_str(cards[0])})
    if not runs:
        return Reason("runs_off")
    if len({c & 3 for c in real}) > 1:
        return Reason("mixed_ranks")
    if len(cards) < 3:
        return Reason("run_short")
    return Reason("run_gap")
