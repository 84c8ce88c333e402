"""Every play or pass each level chose in a few seeded matches, as short text.

The levels must keep choosing move for move what they chose when the expectations in
``recorded_choices.json`` were written (before they learned to give their reasons):
``PYTHONPATH=. python tests/choice_log.py`` writes that file again, which is only right after
a change meant to make a level play differently.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.ai.base import Opponent
from game.ai.driver import step
from game.ai.easy import EasyOpponent
from game.ai.hard import HardOpponent
from game.ai.normal import NormalOpponent
from game.engine.match import Match
from game.engine.options import preset
from game.engine.plays import Play

RECORDED = Path(__file__).with_name("recorded_choices.json")
PRESETS = ("eight-stop", "daifugo", "house", "uecda")
LEVELS = ("easy", "normal", "hard")


def opponent(level: str, seed: int) -> Opponent:
    """A level that decides the same on every machine: Hard without its clock."""
    if level == "easy":
        return EasyOpponent(seed)
    if level == "normal":
        return NormalOpponent(seed)
    return HardOpponent(seed, work=2_000, max_ms=1e9)


def text(play: Play | None) -> str:
    return "pass" if play is None else " ".join(play.notation())


class Logged(Opponent):
    """An opponent whose every play or pass is written down."""

    def __init__(self, inner: Opponent, log: list[str]) -> None:
        self.inner, self.log = inner, log

    def choose_play(self, view):
        play = self.inner.choose_play(view)
        self.log.append(text(play))
        return play

    def choose_gift(self, view, count):
        return self.inner.choose_gift(view, count)

    def choose_handover(self, view, kind, count):
        return self.inner.choose_handover(view, kind, count)


def choices(level: str, rules_name: str, seed: int = 5, rounds: int = 2) -> list[str]:
    """The plays and passes of a match of ``rounds`` rounds with ``level`` in every seat."""
    rules = preset(rules_name, rounds=rounds)
    log: list[str] = []
    seats = [Logged(opponent(level, seed * 7 + s), log) for s in range(rules.players)]
    match = Match(rules, seed=seed)
    while not match.over:
        match.start_round()
        while match.phase in ("exchange", "play"):
            step(match, seats)
    return log


SEEDS = (5, 6)


def all_choices() -> dict[str, list[str]]:
    return {f"{level}/{name}/{seed}": choices(level, name, seed, rounds=3)
            for level in LEVELS for name in PRESETS for seed in SEEDS}


if __name__ == "__main__":
    RECORDED.write_text(json.dumps(all_choices(), indent=0) + "\n", encoding="utf-8")
    print(f"wrote {RECORDED}")
