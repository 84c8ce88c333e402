"""Flat Monte Carlo over deals of the unseen cards: every move played out in every deal, every
seat playing on by Easy's rule, on the compiled core where it is built (a batch of deals and
moves a call), else on the Python fast path (``sim_playout``: the same places, far fewer in the
same time). The move with the best mean place wins; ties go to the earlier move.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.ai import core
from game.ai.rollout import sim_playout
from game.ai.sampling import Dealer
from game.engine.plays import Play
from game.engine.state import State
from game.engine.view import PublicView


@dataclass
class Tally:
    """Per move, the sum of its places; the deals and play-outs they came from."""

    totals: list[int]
    deals: int = 0
    playouts: int = 0

    def best(self) -> int:
        return min(range(len(self.totals)), key=lambda i: (self.totals[i], i))


def python_grid(states: Sequence[State], me: int, moves: Sequence[Play | None]
                ) -> list[list[int]]:
    """``core.grid`` on the Python fast path."""
    out = []
    for s in states:
        row = []
        for m in moves:
            sim = s.copy()
            sim.act(me, m)
            row.append(sim_playout(sim, me))
        out.append(row)
    return out


def flat_search(view: PublicView, moves: Sequence[Play | None], dealer: Dealer,
                rng: random.Random, deadline: float, most: int, batch: int = 8,
                clock: Callable[[], float] = time.perf_counter,
                compiled: bool | None = None) -> Tally:
    """Deals in batches of ``batch`` until ``deadline`` (after one batch at the least) or
    ``most`` deals; ``compiled``: on the core (by default where it is built)."""
    use_core = core.available() if compiled is None else compiled
    tally = Tally([0] * len(moves))
    me = view.seat
    while tally.deals < most and (tally.deals == 0 or clock() < deadline):
        k = min(batch, most - tally.deals)
        states = [State(view.rules, dealer.deal(rng), view) for _ in range(k)]
        rows = (core.grid(view.rules, states, me, moves) if use_core
                else python_grid(states, me, moves))
        for row in rows:
            for i, place in enumerate(row):
                tally.totals[i] += place
        tally.deals += k
        tally.playouts += k * len(moves)
    return tally
