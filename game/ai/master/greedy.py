"""Easy's choice (``game.ai.easy.easy_play``) on card bits, for the play-outs: a feature of the
play-out policy (the move Easy would make) and the benchmark's like-for-like play-out.

Easy keeps its groups whole: a set takes every card of its rank and none of a run; a run is a
whole same-suit sequence of 3 or more whose ranks it holds once. So its candidates are read
straight off the hand's bits, the weakest first in the engine's order, and only the rare
lead where no group is whole lists every play. A test holds it to ``easy_play`` move for move
under every option combination (Must beat, the suit lock and the spade 3 included).
"""

from __future__ import annotations

from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS, THREE
from game.engine.house import is_spade_three_on_joker
from game.engine.movegen import VALUES, legal_plays, part_runs, part_sets
from game.engine.order import order_of
from game.engine.plays import SET, SPADE_THREE, Play, bump, fits_lock
from game.engine.state import State

REAL = (1 << FIRST_JOKER) - 1  # the natural cards' bits
NIBBLES = sum(1 << 4 * r for r in range(NUM_RANKS))  # the lowest bit of every rank's four
# Per order, per strength needed (0 to 14), the ranks at least that strong, weakest first.
FOLLOWERS = tuple(tuple(tuple(r for r in order_of(rev).ranks() if VALUES[rev][r] >= need)
                        for need in range(NUM_RANKS + 2)) for rev in (False, True))


def in_runs(real: int) -> int:
    """The natural cards ``real`` (card bits: a rank's suits are 4 bits, the same suit's next
    rank 4 bits up) that are in a same-suit run of 3 or more."""
    starts = real & real >> 4 & real >> 8
    return starts | starts << 4 | starts << 8


def held_twice(real: int) -> int:
    """The ranks of ``real`` held more than once, flagged at their lowest bit."""
    pairs = (real & real >> 1 & NIBBLES * 7 | real & real >> 2 & NIBBLES * 3
             | real & real >> 3 & NIBBLES)
    return (pairs | pairs >> 1 | pairs >> 2) & NIBBLES


def _whole_set(real: int, runs_bits: int, rank: int) -> Play | None:
    """The set of every card of ``rank``, unless one of them is in a run (``runs_bits``)."""
    suits = real >> 4 * rank & 15
    if not suits or runs_bits >> 4 * rank & 15:
        return None
    return part_sets(rank, suits, 0)[0][0][suits.bit_count()][0]


def _whole_runs(real: int, multi: int) -> list[Play]:
    """Every same-suit sequence of 3 or more held whole, none of its ranks held twice."""
    out = []
    firsts = real & ~(real << 4)  # a card with no card of its suit just below
    while firsts:
        low = firsts & -firsts
        firsts ^= low
        c = low.bit_length() - 1
        ranks, r = 0, c >> 2
        while real >> 4 * r + (c & 3) & 1:
            ranks |= 1 << r
            r += 1
        length = r - (c >> 2)
        window = ((1 << 4 * length) - 1) << (c & ~3)
        if length >= 3 and not multi & window:
            out.append(part_runs(c & 3, ranks, 0)[0][0][length][0])
    return out


def easy_choice(mask: int, top: Play | None, rev: bool, runs: bool, strict: bool = False,
                lock: frozenset[int] | None = None, spade: bool = False,
                above: bool = False) -> Play | None:
    """What ``easy_play`` plays from the hand ``mask`` (card bits) on ``top`` in the order in
    force (``rev``: reversed), under Must beat, the ``lock``, the spade 3 and runs wholly
    ``above``."""
    real = mask & REAL
    jk = mask >> FIRST_JOKER
    runs_bits, multi = (in_runs(real), held_twice(real)) if runs else (0, 0)
    if top is None:
        return _lead(real, jk, runs_bits, multi, rev, runs)
    need = top.value(rev) + bump(top, strict, above)
    if top.kind == SET:
        for r in FOLLOWERS[rev][need]:
            p = _whole_set(real, runs_bits, r)
            if p is not None and p.size == top.size and (lock is None or fits_lock(p, lock)):
                return p
        three = _whole_set(real, runs_bits, THREE) if spade else None
        if three is not None and three.cards == (SPADE_THREE,) and is_spade_three_on_joker(
                three, top):
            return three
        if jk.bit_count() >= top.size and not (strict and top.rank == JOKER_RANK):
            return part_sets(NUM_RANKS, 0, jk)[0][0][top.size][0]
        return None
    fit = [p for p in (_whole_runs(real, multi) if runs else ()) if p.size == top.size
           and p.value(rev) >= need and (lock is None or fits_lock(p, lock))]
    return min(fit, key=lambda p: p.value(rev)) if fit else None


def _lead(real: int, jk: int, runs_bits: int, multi: int, rev: bool,
          runs: bool) -> Play | None:
    if not real:
        return part_sets(NUM_RANKS, 0, jk)[0][1][-1] if jk else None
    whole = [p for p in (_whole_set(real, runs_bits, r) for r in range(NUM_RANKS))
             if p is not None]
    if runs:
        whole.extend(_whole_runs(real, multi))
    if not whole:  # every group is broken somewhere: the longest play, weakest first
        cards = [c for c in range(FIRST_JOKER) if real >> c & 1]
        whole = legal_plays(cards, None, rev, runs)
    return min(whole, key=lambda p: (-p.size, p.value(rev)))


def easy_move(sim: State) -> Play | None:
    """Easy's choice for the seat to act in ``sim``."""
    seat = sim.turn
    assert seat is not None
    r = sim.rules
    return easy_choice(sim.masks[seat], sim.top, sim.revolution != sim.jack_back, r.runs,
                       r.strict, sim.lock, r.spade_three, r.run_above)
