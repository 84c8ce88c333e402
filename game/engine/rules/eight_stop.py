"""Eight stop: any play containing an 8 clears the pile, and its player leads again."""

from __future__ import annotations

from game.engine.cards import EIGHT
from game.engine.plays import Play

MARK = (EIGHT, "eight")


def clears(play: Play, rev: bool, top: Play | None) -> str | None:
    return "eight" if play.has_eight else None
