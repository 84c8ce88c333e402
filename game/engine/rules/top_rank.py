"""Every game: a set of the order's top rank (2s; 3s while the order is reversed) clears."""

from __future__ import annotations

from game.engine.cards import THREE, TWO
from game.engine.plays import SET, Play


def clears(play: Play, rev: bool, top: Play | None) -> str | None:
    if play.kind == SET and play.rank == (THREE if rev else TWO):
        return "three" if rev else "two"
    return None
