"""Jack back: a play with a jack flips the order in force until the pile clears; a second
one in the same trick flips it back."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev
from game.engine.cards import JACK
from game.engine.house import count_of
from game.engine.plays import Play

if TYPE_CHECKING:
    from game.engine.state import State
    from game.engine.transition import Sink

MARK = (JACK, "jack_back")


def on_land(s: State, seat: int, play: Play, before: Play | None, clear: str | None,
            sink: Sink | None) -> None:
    if clear is None and count_of(play, JACK):
        s.jack_back = not s.jack_back
        if sink is not None:
            sink.emit(ev.JackBack(seat, s.jack_back))
