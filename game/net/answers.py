"""A play or pass made at a table whose match is refereed elsewhere (the host's own seat, a
remote seat): the engine's round checks it as at home, then it goes to the referee."""

from __future__ import annotations

from typing import Any

from game.engine.errors import IllegalAction, Reason
from game.engine.plays import Play
from game.engine.round import Round


class CheckedAnswers:
    """``play``, ``pass_turn`` and ``act`` as a ``Round`` has them; the class says which round
    the seat answers in (``_my_turn``, IllegalAction when nothing of that kind is asked) and
    how an answer reaches the referee (``_answer``)."""

    def _my_turn(self, *asks: str) -> Round:
        raise NotImplementedError

    def _answer(self, kind: str, value: Any) -> None:
        raise NotImplementedError

    def play(self, seat: int, play: Play) -> None:
        self._checked(self._my_turn("play").check_play(seat, play))
        self._answer("play", play)

    def pass_turn(self, seat: int) -> None:
        self._checked(self._my_turn("play").check_pass(seat))
        self._answer("pass", None)

    def act(self, seat: int, play: Play | None) -> None:
        if play is None:
            self.pass_turn(seat)
        else:
            self.play(seat, play)

    @staticmethod
    def _checked(reason: Reason | None) -> None:
        if reason is not None:
            raise IllegalAction(reason)
