"""7 pass: after a play of 7s its player gives as many cards (at most what is left) to the
next player still in the round, before the play's other effects."""

from __future__ import annotations

from game.engine.cards import SEVEN
from game.engine.house import count_of
from game.engine.plays import Play

MARK = (SEVEN, "seven_pass")


def owes(play: Play) -> tuple[str, int] | None:
    k = count_of(play, SEVEN)
    return ("give", k) if k else None
