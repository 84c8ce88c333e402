"""Easy's choice (``game.ai.easy.easy_play``) on bit masks, for the play-outs: a feature of the
play-out policy (the move Easy would make) and the benchmark's like-for-like play-out.

Easy keeps its groups whole: a set takes every card of its rank and none of a run; a run is a
whole same-suit sequence of 3 or more whose ranks it holds once. So its candidates are read
straight off the hand's masks, the weakest first in the engine's order, and only the rare
lead where no group is whole lists every play. A test holds it to ``easy_play`` move for move
under every option combination (Must beat, the suit lock and the spade 3 included).
"""

from __future__ import annotations

from game.ai.master.movegen import VALUES, legal_plays, part_runs, part_sets
from game.ai.master.sim import Sim
from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS, THREE
from game.engine.house import is_spade_three_on_joker
from game.engine.order import order_of
from game.engine.plays import SET, SPADE_THREE, Play, fits_lock

# The ranks weakest first in each order (index: reversed), from the engine's Order.
WEAKEST_FIRST = (order_of(False).ranks(), order_of(True).ranks())


class _Hand:
    """A hand's masks: all cards, the jokers, each suit's ranks, the ranks with a card in a
    same-suit run of 3 or more, the ranks held more than once."""

    __slots__ = ("mask", "jk", "suits", "in_runs", "multi")

    def __init__(self, hand: list[int], runs: bool) -> None:
        mask = 0
        for c in hand:
            mask |= 1 << c
        self.mask = mask
        self.jk = mask >> 52
        self.in_runs = self.multi = 0
        self.suits = suits = [0, 0, 0, 0]
        if not runs:
            return
        for c in hand:
            if c < FIRST_JOKER:
                suits[c & 3] |= 1 << (c >> 2)
        a, b, c_, d = suits
        self.multi = a & b | a & c_ | a & d | b & c_ | b & d | c_ & d
        for x in suits:
            starts = x & x >> 1 & x >> 2  # the lowest ranks of three in a row
            self.in_runs |= starts | starts << 1 | starts << 2

    def whole_set(self, rank: int) -> Play | None:
        """The set of every card of ``rank``, unless one of them is in a run."""
        suits = self.mask >> 4 * rank & 15
        if not suits or self.in_runs >> rank & 1:
            return None
        return part_sets(rank, suits, 0)[0][0][suits.bit_count()][0]

    def whole_runs(self) -> list[Play]:
        """Every same-suit sequence of 3 or more held whole, its ranks held once."""
        out = []
        for s, x in enumerate(self.suits):
            while x:
                lo = (x & -x).bit_length() - 1
                y = x >> lo
                length = (~y & (y + 1)).bit_length() - 1
                window = ((1 << length) - 1) << lo
                x &= ~window
                if length >= 3 and not window & self.multi:
                    out.append(part_runs(s, window, 0)[0][0][length][0])
        return out


def easy_choice(hand: list[int], top: Play | None, rev: bool, runs: bool, strict: bool = False,
                lock: frozenset[int] | None = None, spade: bool = False) -> Play | None:
    """What ``easy_play`` plays from ``hand`` (jokers taken in card order) on ``top`` in the
    order in force (``rev``: reversed), under Must beat, the ``lock`` and the spade 3."""
    h = _Hand(hand, runs)
    if top is None:
        return _lead(h, hand, rev, runs)
    need = top.value(rev) + strict
    values = VALUES[rev]
    if top.kind == SET:
        for r in WEAKEST_FIRST[rev]:
            if values[r] < need:
                continue
            p = h.whole_set(r)
            if p is not None and p.size == top.size and (lock is None or fits_lock(p, lock)):
                return p
        three = h.whole_set(THREE) if spade else None
        if three is not None and three.cards == (SPADE_THREE,) and is_spade_three_on_joker(
                three, top):
            return three
        nj = h.jk.bit_count()
        if nj >= top.size and not (strict and top.rank == JOKER_RANK):
            return part_sets(NUM_RANKS, 0, h.jk)[0][0][top.size][0]
        return None
    fit = [p for p in (h.whole_runs() if runs else ()) if p.size == top.size
           and p.value(rev) >= need and (lock is None or fits_lock(p, lock))]
    return min(fit, key=lambda p: p.value(rev)) if fit else None


def _lead(h: _Hand, hand: list[int], rev: bool, runs: bool) -> Play | None:
    if not h.mask & (1 << FIRST_JOKER) - 1:
        return part_sets(NUM_RANKS, 0, h.jk)[0][1][-1] if h.jk else None
    whole = [p for p in (h.whole_set(r) for r in range(NUM_RANKS)) if p is not None]
    if runs:
        whole.extend(h.whole_runs())
    if not whole:  # every group is broken somewhere: the longest play, weakest first
        whole = legal_plays([c for c in hand if c < FIRST_JOKER], None, rev, runs)
    return min(whole, key=lambda p: (-p.size, p.value(rev)))


def easy_move(sim: Sim) -> Play | None:
    """Easy's choice for the seat to act in ``sim``."""
    seat = sim.turn
    assert seat is not None
    r = sim.rules
    return easy_choice(sim.hands[seat], sim.top, sim.revolution != sim.jack_back, r.runs,
                       r.strict, sim.lock, r.spade_three)

