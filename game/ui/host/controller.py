"""The table's controller at the host's own seat: the same decisions as at home, read off the
host's match; the player's actions go to the host through its LOCAL seat (``Host.submit``)
and the computer seats are the host's to play.

``HostedMatch`` stands for the match at the table: every question is the host's match's own,
and the actions (play, pass, give, hand over) are checked by the engine as at home, then
handed to the host and taken in at once (one turn of its loop, on this thread)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from game.engine.errors import IllegalAction, Reason
from game.engine.match import Match
from game.engine.round import Round
from game.net.answers import CheckedAnswers
from game.net.host import Host, ask_of
from game.ui.table.controller import TableController

ME = 0  # the host's player sits at seat 0


class HostedMatch(CheckedAnswers):
    """The host's match as the table's controller uses it: reads are the match's, the
    player's actions are the host's LOCAL seat's."""

    def __init__(self, host: Host, poll: Callable[[], None] | None = None) -> None:
        self._host = host
        self._poll = poll or (lambda: host.poll(0))  # one turn of the loop, never waiting

    def __getattr__(self, name: str) -> Any:
        return getattr(self._host.match, name)

    # -- the player's actions: checked by the engine, then handed to the host ----------------
    def give(self, seat: int, cards: list[int]) -> None:
        match = self._host.match
        if match.phase != "exchange":
            self.hand_over(seat, cards)
            return
        self._asked("gift")
        _, reason = match.check_gift(seat, sorted(cards))
        if reason is not None:
            raise IllegalAction(reason)
        self._answer("cards", sorted(cards))

    def hand_over(self, seat: int, cards: list[int]) -> None:
        rnd = self._my_turn("give", "discard")
        assert rnd.owes is not None
        reason = rnd.check_handover(seat, rnd.owes[0], sorted(cards))
        if reason is not None:
            raise IllegalAction(reason)
        self._answer("cards", sorted(cards))

    def start_round(self, *args: Any, **kwargs: Any) -> None:
        """The host deals."""

    def _asked(self, *asks: str) -> None:
        seat, asked, _ = ask_of(self._host.match)
        if seat != ME or asked not in asks or not self._host.started:
            raise IllegalAction(Reason("not_your_turn", {"seat": ME, "turn": seat}))

    def _my_turn(self, *asks: str) -> Round:
        self._asked(*asks)
        rnd = self._host.match.round
        assert rnd is not None  # an ask to play or hand over is made in a round
        return rnd

    def _answer(self, kind: str, value: Any) -> None:
        self._host.submit(ME, kind, value)
        self._poll()  # taken in now: the table shows it from this frame


class HostController(TableController):
    def __init__(self, session: Any, autoplay: bool = False) -> None:
        super().__init__(session, autoplay)
        self.hosting = session
        self.match = cast(Match, HostedMatch(session.host, session.poll))

    def drive(self, dt: float, delay: float) -> None:
        """The host plays the other seats; the screen only tells it that it is caught up."""
        self.hosting.wait(dt, delay)

    def hurry(self, delay: float) -> None:
        self.hosting.hurry()
