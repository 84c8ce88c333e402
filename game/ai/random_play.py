"""Random legal play: the floor of the ladder."""

from __future__ import annotations

import random

from game.ai.base import Opponent
from game.engine.plays import Play
from game.engine.view import PublicView


class RandomOpponent(Opponent):
    """Picks uniformly among the legal plays, and passing when passing is allowed."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose_play(self, view: PublicView) -> Play | None:
        options: list[Play | None] = list(view.legal_plays())
        if not view.leading:
            options.append(None)
        return self.rng.choice(options)

    def reason(self, view: PublicView, play: Play | None) -> str:
        return "random"

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        return self.rng.sample(list(view.hand), min(count, len(view.hand)))
