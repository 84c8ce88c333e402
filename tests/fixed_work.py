"""Master on a fixed amount of work and no clock, for the tests that check what it may see, that
it plays legally or that it repeats itself, not how well it plays.

A decision stopped by the clock depends on the machine and its load, so these stop by counts
only (play-outs, solved deals, positions, swaps, the guide's cards played out); the small ones
also keep the suite fast. The tests of its strength and its exact choices set their own.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from game.ai.base import Opponent
from game.ai.master.opponent import MasterOpponent
from game.ai.master.search import Budget

NO_CLOCK = 1e9  # seconds (the search) or milliseconds (the guide's look-ahead): never reached


def clockless(op: Opponent) -> Opponent:
    """``op`` (a Master, or any other unchanged) with no time stop, its work counts kept."""
    if isinstance(op, MasterOpponent):
        op.budget = replace(op.budget, seconds=NO_CLOCK)
        op.guide.max_ms = NO_CLOCK
    return op


def small(op: Opponent) -> Opponent:
    """``op`` (a Master, or any other unchanged) on a little fixed work: each branch of its
    decision still runs (the guide's look-ahead, the mended deals, the solved search, the
    play-outs when told not to solve), only on fewer deals and positions."""
    if isinstance(op, MasterOpponent):
        op.budget = Budget(seconds=NO_CLOCK, max_playouts=16)
        op.solve_deals, op.solve_nodes = (2, 2), 50
        op.reading = min(op.reading, 20)  # none stays none (the arena's unread variant)
        op.guide.work, op.guide.max_ms = 600, NO_CLOCK
    return op


def small_master(seed: int = 0, **options: Any) -> MasterOpponent:
    """A new Master (``options``: its constructor's) on a little fixed work."""
    op = MasterOpponent(seed, **options)
    small(op)
    return op
