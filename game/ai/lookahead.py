"""Light look-ahead: play candidate moves out in sampled deals and compare finishing places."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from game.ai.rollout import playout
from game.ai.sampling import Dealer
from game.engine.plays import Play
from game.engine.view import PublicView


def mean_places(
    view: PublicView,
    candidates: Sequence[Play | None],
    rng: random.Random,
    worlds: int,
    deadline: float,
) -> list[float]:
    """Mean finishing place of each candidate over up to ``worlds`` sampled deals.

    Every candidate is tried on the same deals, so their difference is not deal luck. Stops
    early at ``deadline`` (a ``time.perf_counter`` value), after at least one deal.
    """
    dealer = Dealer(view)
    totals = [0.0] * len(candidates)
    done = 0
    for _ in range(worlds):
        if done and time.perf_counter() > deadline:
            break
        base = view.to_round(dealer.deal(rng))
        for i, play in enumerate(candidates):
            r = base.clone()
            r.act(view.seat, play)
            totals[i] += playout(r, view.seat)
        done += 1
    return [t / done for t in totals]
