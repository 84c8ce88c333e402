"""10 discard: after a play of 10s (and any 7 pass) its player puts as many cards (at most
what is left) out of the round face up, before the play's other effects."""

from __future__ import annotations

from game.engine.cards import TEN
from game.engine.house import count_of
from game.engine.plays import Play

MARK = (TEN, "ten_discard")


def owes(play: Play) -> tuple[str, int] | None:
    k = count_of(play, TEN)
    return ("discard", k) if k else None
