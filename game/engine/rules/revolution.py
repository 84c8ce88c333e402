"""Revolution: a set of four or more (with ``run_revolution``, a run of five or more) flips
the rank order until another one flips it back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.options import Rules
from game.engine.plays import SET, Play

if TYPE_CHECKING:
    from game.engine.state import State
    from game.engine.transition import Sink

SIZE = 4  # no smaller play revolts


def revolts(play: Play, rules: Rules) -> bool:
    if play.kind == SET:
        return play.size >= 4
    return rules.run_revolution and rules.runs and play.size >= 5


def on_land(s: State, seat: int, play: Play, before: Play | None, clear: str | None,
            sink: Sink | None) -> None:
    if play.size >= 4 and revolts(play, s.rules):  # the size first: most plays are small
        s.revolution = not s.revolution
        if sink is not None:
            sink.emit(ev.Revolution(seat, s.revolution))
