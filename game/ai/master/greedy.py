"""Easy's choice (the contests' greedy sample client) on the simulator's fast plays: a
feature of the play-out policy (the move Easy would make), and the benchmark's like-for-like
play-out."""

from __future__ import annotations

from game.ai.easy import breaks_group, run_cards
from game.ai.master.movegen import legal_plays
from game.ai.master.sim import Sim
from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS
from game.engine.plays import SET, Play


def easy_move(sim: Sim) -> Play | None:
    """Easy's choice (game.ai.easy.easy_play) on the simulator's fast plays."""
    seat = sim.turn
    assert seat is not None
    hand = sim.hands[seat]
    top = sim.top
    rev = sim.revolution != sim.jack_back
    runs = sim.rules.runs
    real = [c for c in hand if c < FIRST_JOKER]
    jokers = tuple(sorted(c for c in hand if c >= FIRST_JOKER))
    plays = legal_plays(real, top, rev, runs) if real else []
    counts = [0] * NUM_RANKS
    for c in real:
        counts[c >> 2] += 1
    in_runs = run_cards(real) if runs else set()
    whole = [p for p in plays if not breaks_group(p, counts, in_runs)]
    if top is None:
        if not plays:
            return Play(SET, jokers, JOKER_RANK, JOKER_RANK) if jokers else None
        # The generator's order breaks Easy's ties: sets before runs, runs by suit.
        return min(whole or plays, key=lambda p: (-p.size, p.value(rev), p.kind, p.suit,
                                                   p.cards))
    if whole:
        return min(whole, key=lambda p: (p.value(rev), p.kind, p.suit, p.cards))
    if top.kind == SET and len(jokers) >= top.size:
        return Play(SET, jokers[: top.size], JOKER_RANK, JOKER_RANK)
    return None
