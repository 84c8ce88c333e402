"""The policy play-outs' Python path, step for step the compiled core's (``_core.c``
``policy_playout``): the same random numbers (splitmix64), the same scores (the features'
dot product with the weights, ``Policy.slow_scores``) and so the same moves. It is far slower
than the core: the tests hold the two equal, and Master's policy search runs on it only where
the core is missing and a fixed number of play-outs is asked (``pmc``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.ai.master.features import Context, features
from game.ai.master.greedy import easy_move
from game.ai.master.policy import weakest
from game.engine.plays import Play
from game.engine.state import State

MASK = (1 << 64) - 1


class Stream:
    """splitmix64: ``random()`` in [0, 1), as the core draws them."""

    def __init__(self, seed: int) -> None:
        self.x = seed & MASK

    def random(self) -> float:
        self.x = (self.x + 0x9E3779B97F4A7C15) & MASK
        z = self.x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        z ^= z >> 31
        return (z >> 11) * (1.0 / 9007199254740992.0)


def options(sim: State) -> list[Play | None]:
    out: list[Play | None] = list(sim.shapes())
    if sim.can_pass():
        out.append(None)
    return out


def pick(sim: State, weights: Sequence[float], temperature: float, rng: Stream) -> Play | None:
    """The policy's move as the core takes it: a lone option, the first that goes out, the
    best (temperature 0) or a draw from the softmax."""
    seat = sim.turn
    assert seat is not None
    opts = options(sim)
    if len(opts) == 1:
        return opts[0]
    hs = len(sim.hands[seat])
    for o in opts:
        if o is not None and o.size == hs:
            return o
    ctx = Context(sim, seat)
    scores = []
    for o in opts:
        total = 0.0
        for w, f in zip(weights, features(sim, ctx, o)):
            total += w * f
        scores.append(total)
    top = max(scores)
    if temperature <= 0:
        return opts[scores.index(top)]
    exp = math.exp
    ws = [exp(s - top) if temperature == 1.0 else exp((s - top) / temperature) for s in scores]
    total = 0.0
    for w in ws:
        total += w
    x = rng.random() * total
    for o, w in zip(opts, ws):
        x -= w
        if x <= 0:
            return o
    return opts[-1]


def mixed_playout(state: State, me: int, move: Play | None, weights: Sequence[float],
                  temps: Sequence[float], seed: int) -> int:
    """``me``'s place after it makes ``move`` in ``state`` and every seat plays on by its
    model: ``temps[seat]`` below 0 Easy's rule, else the policy at that temperature."""
    sim = state.copy()
    sim.act(me, move)
    rng = Stream(seed)
    while sim.turn is not None and me not in sim.finished:
        seat = sim.turn
        if sim.owes is not None:
            sim.hand_over(seat, weakest(sim, seat, sim.owes[1]))
        elif temps[seat] < 0:
            sim.act(seat, easy_move(sim))
        else:
            sim.act(seat, pick(sim, weights, temps[seat], rng))
    return sim.finished.index(me) + 1
