"""Spade 3: a lone 3 of spades follows a lone joker and clears the pile (that it may follow
is the comparison's part, ``game.engine.house.is_spade_three_on_joker``)."""

from __future__ import annotations

from game.engine.cards import JOKER_RANK
from game.engine.house import is_spade_three_on_joker
from game.engine.plays import Play


def clears(play: Play, rev: bool, top: Play | None) -> str | None:
    # A lone joker on the pile first: the one case that can clear, and a cheap test.
    if top is None or top.rank != JOKER_RANK or top.size != 1:
        return None
    return "spade_three" if is_spade_three_on_joker(play, top) else None
