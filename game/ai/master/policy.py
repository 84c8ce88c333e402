"""The learned play-out policy: a linear softmax over the move features.

``Policy.choose`` samples a move with probability proportional to ``exp(w . f / temperature)``
(the play-outs), or takes the best (temperature 0). A move that goes out is always taken: no
play-out throws a forced win away.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.ai import base
from game.ai.master.features import SIZE, Context, Scorer, features
from game.engine.plays import Play
from game.engine.state import State


class Policy:
    def __init__(self, weights: Sequence[float], temperature: float = 1.0) -> None:
        if len(weights) != SIZE:
            raise ValueError(f"{len(weights)} weights for {SIZE} features")
        self.weights = tuple(float(w) for w in weights)
        self.temperature = temperature
        self.scorer = Scorer(self.weights)

    def options(self, sim: State) -> list[Play | None]:
        """The moves it chooses among: one play per shape, and the pass when allowed."""
        out: list[Play | None] = list(sim.shapes())
        if sim.can_pass():
            out.append(None)
        return out

    def scores(self, sim: State, seat: int, options: list[Play | None]) -> list[float]:
        return self.scorer.scores(sim, seat, options)

    def slow_scores(self, sim: State, seat: int, options: Sequence[Play | None]) -> list[float]:
        """The same scores from the feature vectors (what training fits)."""
        ctx = Context(sim, seat)
        w = self.weights
        return [sum(a * b for a, b in zip(w, features(sim, ctx, p))) for p in options]

    def choose(self, sim: State, rng: random.Random) -> Play | None:
        seat = sim.turn
        assert seat is not None
        options = self.options(sim)
        if len(options) == 1:
            return options[0]
        scores, out = self.scorer.rate(sim, seat, options)
        if out >= 0:
            return options[out]  # going out: always
        if self.temperature <= 0:
            return options[max(range(len(options)), key=scores.__getitem__)]
        top = max(scores)
        t = self.temperature
        exp = math.exp
        # (a temperature of 1 divides nothing: the same weights, sooner)
        weights = ([exp(s - top) for s in scores] if t == 1.0
                   else [exp((s - top) / t) for s in scores])
        x = rng.random() * sum(weights)
        for p, wt in zip(options, weights):
            x -= wt
            if x <= 0:
                return p
        return options[-1]


def weakest(sim: State, seat: int, count: int) -> list[int]:
    """What a play-out hands over for a 7 pass or a 10 discard: the weakest cards."""
    return base.weakest(sim.hands[seat], sim.order_in_force, count)


def play_out(sim: State, me: int, policy: Policy, rng: random.Random) -> int:
    """``me``'s finishing place when every seat plays on by ``policy`` (``sim`` is consumed)."""
    while sim.turn is not None:
        if me in sim.finished:
            break
        seat = sim.turn
        if sim.owes is not None:
            sim.hand_over(seat, weakest(sim, seat, sim.owes[1]))
        else:
            sim.act(seat, policy.choose(sim, rng))
    return sim.finished.index(me) + 1
