"""Light look-ahead: play candidate moves out in sampled deals and compare finishing places."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.ai import core
from game.ai.rollout import counts_suffice, playout, sim_playout
from game.ai.sampling import Dealer
from game.engine.plays import Play
from game.engine.view import PublicView


def places(
    view: PublicView,
    candidates: Sequence[Play | None],
    rng: random.Random,
    worlds: int,
    deadline: float,
    plans: Sequence[Sequence[Play]] | None = None,
) -> list[list[int]]:
    """Per candidate, its finishing place in each of up to ``worlds`` sampled deals.

    Every candidate is tried on the same deals, so their difference is not deal luck. Stops
    early at ``deadline`` (a ``time.perf_counter`` value), after at least one deal. ``plans``:
    per candidate, the split of the hand it leaves, which the seat plays on with (with runs).
    """
    dealer = Dealer(view)
    lean = not counts_suffice(view.rules)  # the engine's path, run on its fast path
    compiled = core.usable(view.rules)  # the same places, from the compiled core
    out: list[list[int]] = [[] for _ in candidates]
    for done in range(worlds):
        if done and time.perf_counter() > deadline:
            break
        base = view.to_round(dealer.deal(rng))
        if compiled:
            row = core.grid(view.rules, [base], view.seat, candidates, plans)[0]
            for i, got in enumerate(row):
                out[i].append(got)
            continue
        # One plain state a deal, copied per candidate: a Round cloned and copied again per
        # candidate made Hard's decisions about a third slower.
        sim = base.copy() if lean else None
        for i, play in enumerate(candidates):
            plan = plans[i] if plans else None
            if sim is None:
                r = base.clone()
                r.act(view.seat, play)
                out[i].append(playout(r, view.seat, plan))
            else:
                s = sim.copy()
                s.act(view.seat, play)
                out[i].append(sim_playout(s, view.seat, plan))
    return out


def paired_gain(first: list[int], other: list[int]) -> tuple[float, float]:
    """Mean and standard error of ``other - first``, deal by deal (negative: other is better)."""
    n = len(first)
    diffs = [b - a for a, b in zip(first, other)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, float("inf")
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, (var / n) ** 0.5
