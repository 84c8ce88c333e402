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

Plans = Sequence[Sequence[Play]] | None


@dataclass
class Tally:
    """Per move, the sum of its places; the deals and play-outs they came from."""

    totals: list[int]
    deals: int = 0
    playouts: int = 0

    def best(self) -> int:
        return min(range(len(self.totals)), key=lambda i: (self.totals[i], i))


def python_row(state: State, me: int, moves: Sequence[Play | None], deadline: float,
               clock: Callable[[], float], plans: Plans = None) -> list[int] | None:
    """One deal's places on the Python fast path; None once ``deadline`` passes mid-deal."""
    row = []
    for i, m in enumerate(moves):
        if clock() > deadline:
            return None
        sim = state.copy()
        sim.act(me, m)
        row.append(sim_playout(sim, me, plans[i] if plans is not None else None))
    return row


def flat_search(view: PublicView, moves: Sequence[Play | None], dealer: Dealer,
                rng: random.Random, deadline: float, most: int, batch: int = 8,
                clock: Callable[[], float] = time.perf_counter,
                compiled: bool | None = None, plans: Plans = None) -> Tally:
    """Deals until ``deadline`` (one at the least, whole) or ``most`` deals, the clock read
    before every deal; on the core (``compiled``, by default where it is built) ``batch``
    deals a call, else a deal at a time, the clock read before every play-out too (a deal cut
    short is not counted). ``plans``: per move, the split of the hand it leaves, which ``me``
    plays on along (while it covers the hand), as Hard's look-ahead does."""
    use_core = core.usable(view.rules) if compiled is None else compiled
    tally = Tally([0] * len(moves))
    me = view.seat
    dealt: list[State] = []

    def add(rows: list[list[int]]) -> None:
        for row in rows:
            for i, place in enumerate(row):
                tally.totals[i] += place
        tally.deals += len(rows)
        tally.playouts += len(rows) * len(moves)

    while tally.deals + len(dealt) < most:
        if (tally.deals or dealt) and clock() > deadline:
            break
        state = State(view.rules, dealer.deal(rng), view)
        if use_core:
            dealt.append(state)
            if len(dealt) == batch:
                add(core.grid(view.rules, dealt, me, moves, plans))
                dealt = []
            continue
        row = python_row(state, me, moves, deadline if tally.deals else float("inf"), clock,
                         plans)
        if row is None:
            break
        add([row])
    if dealt:
        add(core.grid(view.rules, dealt, me, moves, plans))
    return tally
