"""One round of play, checked: the facade the match, the table and the records use.

``Round`` is a ``State`` (``game.engine.state``) that refuses what is illegal without changing
itself (``game.engine.checks``), then applies the action through the one transition
(``game.engine.transition``), hearing its events (appended to ``events`` unless that is None)
and keeping the round's one history (``game.engine.history``), which everything else a seat or
a record wants to know of the past is read from. ``copy`` gives the plain state for the
opponents' searches; ``clone`` a Round with its history.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine import checks
from game.engine import events as ev
from game.engine.checks import follow_reason, is_reading, shape_reason
from game.engine.errors import IllegalAction, Reason
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
from game.engine.plays import Play, generate
from game.engine.state import State
from game.engine.transition import apply_hand_over, apply_pass, apply_play

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
    skipped: tuple[int, ...] = ()  # who they are, in the order the turn would have reached them
    owes: tuple[str, int] | None = None  # ("give" | "discard", count) the seat must hand over


class Round(State):
    __slots__ = ("number", "events", "history", "_turns")

    def __init__(
        self,
        rules: Rules,
        hands: list[list[int]],
        leader: int,
        number: int = 1,
        events: list | None = None,
        president: int | None = None,
        history: list[Entry] | None = None,
        seating: tuple[int, ...] | None = None,
    ) -> None:
        super().__init__(rules, [sorted(h) for h in hands], seating=seating)
        self.number = number
        self.events = events
        self.history: list[Entry] = [] if history is None else history
        self._turns = 0  # the turns in the history (a hand-over is logged after so many)
        self.president = president
        if not self.hands[leader]:
            raise ValueError(f"seat {leader} cannot lead: it holds no cards")
        self.turn = leader
        self.emit(ev.TurnStarted(leader, True))

    # -- the transition's sink ---------------------------------------------------------------
    def emit(self, event: object) -> None:
        if self.events is not None:
            self.events.append(event)

    def log(self, entry: Entry) -> None:
        self.history.append(entry)
        if type(entry) is Turn:
            self._turns += 1

    def turns_logged(self) -> int:
        return self._turns

    # -- what the history holds --------------------------------------------------------------
    @property
    def turns(self) -> list[Turn]:
        """Every play and pass on the pile this round (all public)."""
        return turns_of(self.history)

    @property
    def handovers(self) -> list[Handover]:
        """Every 7 pass and 10 discard, after which turn."""
        return handovers_of(self.history)

    @property
    def played(self) -> list[int]:
        """Every card played this round, in order."""
        return played_of(self.history)

    @property
    def trick(self) -> list[tuple[int, Play | None]]:
        """This trick: (seat, play or None for a pass)."""
        return trick_of(self.history, self.top is None and self.turn is not None)

    @property
    def passes(self) -> list[tuple[int, int, tuple[int, ...]]]:
        """The 7 passes: giver, receiver, cards."""
        return passes_of(self.history)

    @property
    def declines(self) -> list[Decline]:
        """Every pass on a pile this round."""
        return declines_of(self.history)

    @property
    def order(self) -> list[int]:
        """Finishing order; complete once the round is over (``order_in_force``: the rank
        order)."""
        return list(self.finished)

    # -- queries -----------------------------------------------------------------------------
    def in_round(self, seat: int) -> bool:
        return bool(self.hands[seat])

    def can_pass(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: whoever is to act) may pass now."""
        return (seat is None or seat == self.turn) and super().can_pass()

    def legal_plays(self, seat: int | None = None) -> list[Play]:
        """Every legal play for ``seat`` (default: whoever is to act); empty if not its turn
        or while it owes a gift or discard."""
        seat = self.turn if seat is None else seat
        if self.turn is None or seat != self.turn or self.owes is not None:
            return []
        r = self.rules
        return generate(self.hands[seat], self.top, self.revolution != self.jack_back, r.runs,
                        r.strict, self.lock, r.spade_three, r.run_above)

    def turn_reason(self, seat: int) -> Reason | None:
        """Why ``seat`` may not act now at all, or None when it is its turn."""
        return checks.turn_reason(self, seat)

    def owes_reason(self, seat: int) -> Reason | None:
        """Why ``seat`` may not play or pass now because it owes a gift or discard first."""
        return checks.owes_reason(self, seat)

    def check_play(self, seat: int, play: Play) -> Reason | None:
        """Why ``seat`` may not make ``play`` now, or None if it may."""
        return checks.play_reason(self, seat, play)

    def check_pass(self, seat: int) -> Reason | None:
        """Why ``seat`` may not pass now, or None if it may."""
        return checks.pass_reason(self, seat)

    def check_handover(self, seat: int, kind: str, cards: list[int]) -> Reason | None:
        """Why ``seat`` may not give (7 pass) or discard (10 discard) ``cards`` now."""
        return checks.handover_reason(self, seat, kind, cards)

    def explain(self, seat: int, cards: list[int]) -> tuple[list[Play], Reason | None]:
        """The legal plays a selection of cards can mean, or why it means none."""
        return checks.explain(self, seat, cards)

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
            skipped=tuple(e.seat for e in events if isinstance(e, ev.Skipped)),
            owes=trial.owes,
        )

    # -- actions: checked, then the one transition -------------------------------------------
    def play(self, seat: int, play: Play) -> None:
        reason = checks.play_reason(self, seat, play)
        if reason is not None:
            raise IllegalAction(reason)
        apply_play(self, seat, play, self)

    def pass_turn(self, seat: int) -> None:
        reason = checks.pass_reason(self, seat)
        if reason is not None:
            raise IllegalAction(reason)
        apply_pass(self, seat, self)

    def act(self, seat: int, play: Play | None) -> None:
        """Play ``play``, or pass when it is None."""
        if play is None:
            self.pass_turn(seat)
        else:
            self.play(seat, play)

    def give(self, seat: int, cards: list[int]) -> None:
        """The 7 pass: ``seat`` hands ``cards`` to the next player still in the round."""
        self._hand_over(seat, "give", cards)

    def discard(self, seat: int, cards: list[int]) -> None:
        """The 10 discard: ``cards`` leave the round face up."""
        self._hand_over(seat, "discard", cards)

    def hand_over(self, seat: int, cards: list[int]) -> None:
        """Give or discard, whichever ``seat`` owes."""
        kind = "discard" if self.owes is not None and self.owes[0] == "discard" else "give"
        self._hand_over(seat, kind, cards)

    def _hand_over(self, seat: int, kind: str, cards: list[int]) -> None:
        reason = checks.handover_reason(self, seat, kind, cards)
        if reason is not None:
            raise IllegalAction(reason)
        apply_hand_over(self, seat, list(cards), self)

    # -- copies for look-ahead ---------------------------------------------------------------
    def clone(self, hands: list[list[int]] | None = None) -> Round:
        """A copy sharing nothing mutable, with no event log; ``hands`` may replace the hands."""
        return Round.at_position(self, self.hands if hands is None else hands, self.number)

    @staticmethod
    def at_position(pos: Round | PublicView, hands: list[list[int]], number: int) -> Round:
        """A Round in the position of ``pos`` (a Round, or a seat's public view) with ``hands``
        as everyone's cards; it logs no events."""
        r = Round.__new__(Round)
        State.__init__(r, pos.rules, hands, pos)
        r.number = number
        r.events = None
        r.history = list(pos.history)
        r._turns = sum(1 for e in r.history if type(e) is Turn)
        return r


__all__ = [
    "Decline", "Handover", "Outcome", "Pending", "Round", "Turn", "declines_of",
    "follow_reason", "is_reading", "shape_reason",
]
