"""The log of a resumed round, written again: the round's events so far (from the record
replayed through the engine) shown by a director on a stage nobody sees, with no animation,
so a table picked up with Continue keeps the lines of the round in play."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine import events as ev
from game.ui.table.director import Director
from game.ui.table.layout import TableLayout
from game.ui.table.needs import Stage
from game.ui.table.state import Shown
from game.ui.wording import LogLine


@dataclass
class _Unseen:
    """A stage with nothing drawn: the director writes the log; the table says what the
    player's view holds of the cards handed over."""

    table: Stage
    shown: Shown
    layout: TableLayout
    events: list[object] = field(default_factory=list)
    animation_speed: float = 0.0  # everything lands at once

    def sound(self, name: str) -> None:
        """Silent: this is the past."""

    def seen_handover(self, round_no: int, index: int) -> tuple[int, ...] | None:
        return self.table.seen_handover(round_no, index)

    def seen_gift(self, round_no: int, giver: int, receiver: int) -> tuple[int, ...] | None:
        return self.table.seen_gift(round_no, giver, receiver)


def round_log(table: Stage, earlier: list[object], players: int) -> list[LogLine]:
    """The log lines the round in play had written so far (from its deal on)."""
    deals = [i for i, e in enumerate(earlier) if isinstance(e, ev.Dealt)]
    if not deals:
        return []
    stage = _Unseen(table, Shown(players), table.layout, list(earlier[deals[-1]:]))
    director = Director(stage)
    for _ in range(len(stage.events) + 1):
        if director.idle:
            break
        director.skip()
        director.update(0.0)
    return list(stage.shown.log)
