"""Capital fall: when someone other than the last round's President goes out first, the
President is out of the round at once, in last place, their cards out of play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine import events as ev

if TYPE_CHECKING:
    from game.engine.state import State
    from game.engine.transition import Sink


def on_out(s: State, seat: int, sink: Sink | None) -> None:
    fallen = s.president
    if fallen is None or len(s.finished) != 1 or fallen == seat or not s.hands[fallen]:
        return
    cards = tuple(s.hands[fallen])
    s.hands[fallen] = []
    s.masks[fallen] = 0
    s.discarded.extend(cards)
    s.fallen.append(fallen)
    if sink is not None:
        sink.emit(ev.CapitalFall(fallen, cards))
