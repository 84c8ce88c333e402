"""A remote seat's table: what the host said, turned so the seat sits at 0, and the answers the
table's controller asks of a match, given by the engine from the seat's own view.

The table (game.ui.table) is drawn from seat 0, the player's. ``Mirror`` turns the host's seat
numbers round by the client's seat (``turned``: host seat s is table seat s - k), so the same
table, director and controller play a remote seat as they play a local one. Nothing here knows
a rule: the questions the controller asks of ``round`` are the engine's ``Round`` built from
the view (``Round.at_position``, as game.ai builds its look-ahead), with cards the seat has
not seen standing in for the others' hands (no answer about seat 0 depends on them: that is
what the information test checks of the host). The exchange's gift is judged by the engine's
``Match.check_gift`` at the ask the host made. An action goes to the host through ``send``;
the next state is what makes it happen.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from game.engine import events as ev
from game.engine.errors import IllegalAction, Reason
from game.engine.history import Entry, Handover, Turn
from game.engine.match import ExchangeStep, Match
from game.engine.options import Rules
from game.engine.round import Round
from game.engine.view import PublicView
from game.net import codec
from game.net.answers import CheckedAnswers

T = TypeVar("T")
Send = Callable[[str, Any], None]  # ("play", Play) | ("pass", None) | ("cards", [..])
PLAYING = ("play", "round_over", "match_over")  # the phases with a round on the table


class Turner:
    """Host seats to table seats and back: the client's seat ``me`` sits at 0."""

    def __init__(self, me: int, players: int) -> None:
        self.me, self.n = me, players

    def seat(self, s: int) -> int:
        return (s - self.me) % self.n

    def opt(self, s: int | None) -> int | None:
        return None if s is None else self.seat(s)

    def host_seat(self, s: int) -> int:
        return (s + self.me) % self.n

    def per_seat(self, values: Sequence[T]) -> tuple[T, ...]:
        """One value a seat, in table order (empty stays empty)."""
        if not values:
            return tuple(values)
        return tuple(values[self.host_seat(i)] for i in range(self.n))

    def seats(self, seats: Sequence[int]) -> tuple[int, ...]:
        return tuple(self.seat(s) for s in seats)

    def entry(self, e: Entry) -> Entry:
        if type(e) is Turn:
            return dataclasses.replace(e, seat=self.seat(e.seat))
        assert type(e) is Handover
        return dataclasses.replace(e, seat=self.seat(e.seat), to=self.opt(e.to))

    def view(self, v: PublicView) -> PublicView:
        return dataclasses.replace(
            v, seat=self.seat(v.seat), counts=self.per_seat(v.counts),
            last_player=self.opt(v.last_player), passed=self.per_seat(v.passed),
            finished=self.seats(v.finished), turn=self.opt(v.turn),
            titles=None if v.titles is None else self.per_seat(v.titles),
            totals=self.per_seat(v.totals),
            gifts=tuple((self.seat(g), self.seat(r), c) for g, r, c in v.gifts),
            skipped=self.per_seat(v.skipped), president=self.opt(v.president),
            seating=self.seats(v.seating),
            history=tuple(self.entry(e) for e in v.history))

    def event(self, e: Any) -> Any:
        """An event of the host's seats in the table's (the fields' kinds: codec.EVENT_FIELDS)."""
        changes: dict[str, Any] = {}
        for name, kind in codec.EVENT_FIELDS[type(e)]:
            value = getattr(e, name)
            if kind == "seat":
                changes[name] = self.seat(value)
            elif kind == "oseat":
                changes[name] = self.opt(value)
            elif kind == "seats":
                changes[name] = self.seats(value)
            elif kind in ("per", "hands"):
                changes[name] = self.per_seat(value)
        return dataclasses.replace(e, **changes) if changes else e


def stand_in_hands(view: PublicView) -> list[list[int]]:
    """The seat's own hand and, for every other seat, as many cards it has not seen."""
    pool = sorted(view.unseen())
    hands: list[list[int]] = []
    for s, count in enumerate(view.counts):
        if s == view.seat:
            hands.append(sorted(view.hand))
        else:
            hands.append(sorted(pool[:count]))
            pool = pool[count:]
    return hands


class Mirror(CheckedAnswers):
    """The match as a remote seat knows it, in the table's seats; the controller reads it as
    it reads a ``Match``."""

    def __init__(self, rules: Rules, me: int, names: list[str], send: Send) -> None:
        self.rules = rules
        self.turner = Turner(me, rules.players)
        self.names = list(self.turner.per_seat(names))
        self.connected = [True] * rules.players
        self.send = send
        self.events: list[object] = []  # the table's events, turned: the director plays them
        self.view: PublicView | None = None
        self.phase = "dealing"
        self.seq = 0
        self.ask: str | None = None
        self.count = 0
        self.who: int | None = None
        self.to: int | None = None
        self.round: Round | None = None
        self.hands: list[list[int]] = []
        self.results: list[tuple[list[int], list[str], list[int]]] = []
        self.final: tuple[int, ...] | None = None  # the standings, once the match is over
        self.states = 0
        self._exchange: Match | None = None

    # -- what the host says ------------------------------------------------------------------
    def receive(self, msg: dict[str, Any]) -> None:
        """Take one message from the host (already checked against schema.HOST)."""
        kind = msg["t"]
        if kind == "state":
            self._state(msg)
        elif kind == "seats":
            self.names = list(self.turner.per_seat(msg["names"]))
            self.connected = list(self.turner.per_seat(msg["connected"]))
        elif kind == "match_over":
            self.final = self.turner.seats(msg["standings"])

    def _state(self, msg: dict[str, Any]) -> None:
        t = self.turner
        view = t.view(codec.decode_view(msg["view"]))
        events = [t.event(codec.decode_event(e)) for e in msg["events"]]
        self.view, self.phase, self.seq = view, msg["phase"], msg["seq"]
        self.ask, self.count = msg["ask"], msg["count"]
        self.who, self.to = t.opt(msg["who"]), t.opt(msg["to"])
        self.hands = stand_in_hands(view)
        self.round = None
        if self.phase in PLAYING:
            self.round = view.to_round(self.hands)
            self.hands = self.round.hands
        self._exchange = self._exchange_at(view) if self.ask == "gift" else None
        for e in events:
            if isinstance(e, ev.RoundOver):
                self.results.append((list(e.order), list(e.titles), list(e.points)))
            elif isinstance(e, ev.MatchOver):
                self.final = tuple(e.standings)
        self.events.extend(events)
        self.states += 1

    def _exchange_at(self, view: PublicView) -> Match:
        """The engine's match at the exchange's ask: the seat's own step open, the rest done."""
        m = Match(self.rules)
        m.round_no = view.round_number
        m.titles = None if view.titles is None else list(view.titles)
        m.hands = [list(h) for h in self.hands]
        assert self.to is not None
        m.steps = [ExchangeStep(0, self.to, self.count, False)]
        return m

    # -- what the controller reads of a match ------------------------------------------------
    @property
    def round_no(self) -> int:
        return self.view.round_number if self.view is not None else 0

    @property
    def over(self) -> bool:
        return self.final is not None

    @property
    def titles(self) -> list[str] | None:
        titles = self.view.titles if self.view is not None else None
        return None if titles is None else list(titles)

    @property
    def totals(self) -> list[int]:
        if self.view is None or not self.view.totals:
            return [0] * self.rules.players
        return list(self.view.totals)

    @property
    def gifts(self) -> list[tuple[int, int, tuple[int, ...]]]:
        return list(self.view.gifts) if self.view is not None else []

    def whose_move(self) -> int | None:
        """0 while the host's ask waits for this seat; else who the host says is to act."""
        if self.ask is not None:
            return 0
        return None if self.who == 0 else self.who

    def pending_gift(self) -> ExchangeStep | None:
        return self._exchange.pending_gift() if self._exchange is not None else None

    def check_gift(self, seat: int, cards: list[int]) -> tuple[ExchangeStep | None,
                                                                 Reason | None]:
        if self._exchange is None:
            return None, Reason("no_exchange")
        return self._exchange.check_gift(seat, cards)

    def standings(self) -> list[int]:
        return list(self.final) if self.final is not None else list(range(self.rules.players))

    def start_round(self) -> None:
        """The host deals: nothing to do at this end."""

    # -- the player's actions: checked by the engine, then sent ------------------------------
    def give(self, seat: int, cards: list[int]) -> None:
        if self.ask == "gift":
            _, reason = self.check_gift(seat, cards)
            if reason is not None:
                raise IllegalAction(reason)
            self._answer("cards", sorted(cards))
            return
        self.hand_over(seat, cards)

    def hand_over(self, seat: int, cards: list[int]) -> None:
        rnd = self._my_turn("give", "discard")
        assert rnd.owes is not None
        reason = rnd.check_handover(seat, rnd.owes[0], cards)
        if reason is not None:
            raise IllegalAction(reason)
        self._answer("cards", sorted(cards))

    def _my_turn(self, *asks: str) -> Round:
        if self.ask not in asks or self.round is None:
            raise IllegalAction(Reason("not_your_turn", {"seat": 0, "turn": self.who}))
        return self.round

    def _answer(self, kind: str, value: Any) -> None:
        """The answer goes to the host; until its next state nothing more is asked here."""
        self.ask = None
        self.send(kind, value)
