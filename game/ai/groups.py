"""Splitting a hand into combinations, and how much each combination is worth.

A hand's worth is the sum over its groups of ``strength - 1``: every group costs a turn to get
rid of, and a strong group (one that wins its trick) pays that turn back by winning the lead.
The split maximises that sum, so it is the fewest groups, weak cards first to go.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS
from game.engine.order import Order
from game.engine.plays import RUN, SET, Play

Rate = Callable[[Play], float]


class SetWorth:
    """``rate(set) - 1`` by rank and size, computed once per split (a set's cards do not matter
    to its strength, only its rank and size)."""

    def __init__(self, rate: Rate) -> None:
        self.rate = rate
        self.memo: dict[tuple[int, int], float] = {}

    def __call__(self, rank: int, size: int) -> float:
        key = (rank, size)
        val = self.memo.get(key)
        if val is None:
            dummy = Play(SET, tuple(range(size)), rank, rank)
            val = self.memo[key] = self.rate(dummy) - 1.0
        return val


def _sets_split(by_rank: list[list[int]], jokers: tuple[int, ...], worth: SetWorth):
    """Best split of rank sets plus jokers: each rank one set; jokers alone or padding a set.

    Returns (worth, plan): ``plan`` is (rank padded or -1, jokers padding it, jokers alone as
    one set, jokers alone as singles); ``groups`` turns it into plays.
    """
    base = sum(worth(r, len(cards)) for r, cards in enumerate(by_rank) if cards)
    nj = len(jokers)
    if not nj:
        return base, (-1, 0, False)
    best = base + worth(JOKER_RANK, nj)
    plan = (-1, 0, False)
    if nj == 2:
        singles = base + 2 * worth(JOKER_RANK, 1)
        if singles > best:
            best, plan = singles, (-1, 0, True)
    for r, cards in enumerate(by_rank):
        n = len(cards)
        if not n:
            continue
        for k in range(1, nj + 1):
            val = base + worth(r, n + k) - worth(r, n)
            if k < nj:
                val += worth(JOKER_RANK, nj - k)
            if val > best:
                best, plan = val, (r, k, False)
    return best, plan


def groups(by_rank: list[list[int]], jokers: tuple[int, ...], plan) -> list[Play]:
    """The plays of a ``_sets_split`` plan."""
    padded, k, singles = plan
    out = []
    for r, cards in enumerate(by_rank):
        if not cards:
            continue
        if r == padded:
            used = jokers[:k]
            out.append(Play(SET, tuple(cards) + used, r, r, -1, tuple((j, r) for j in used)))
        else:
            out.append(Play(SET, tuple(cards), r, r))
    rest = jokers[k:] if padded >= 0 else jokers
    if rest and singles:
        out.extend(Play(SET, (j,), JOKER_RANK, JOKER_RANK) for j in rest)
    elif rest:
        out.append(Play(SET, rest, JOKER_RANK, JOKER_RANK))
    return out


def _candidate_runs(hand: list[int]) -> list[tuple[Play, int]]:
    """Runs worth considering in a split, with their card masks, most real cards first.

    Jokers only fill gaps (never replace a held card), and a run is mostly real cards: one
    joker, or two in a run of five or more.
    """
    jokers = _jokers(hand)
    held = [0, 0, 0, 0]
    for c in hand:
        if c < FIRST_JOKER:
            held[c & 3] |= 1 << (c >> 2)
    out: list[tuple[Play, int]] = []
    for suit in range(4):
        for lo in range(NUM_RANKS - 2):
            if held[suit] >> lo & 1 or jokers:
                _windows(suit, lo, held[suit], jokers, out)
    out.sort(key=lambda pm: (pm[0].jokers - pm[0].size, pm[0].rank, pm[0].suit))
    return out


def _windows(suit: int, lo: int, mask: int, jokers: tuple[int, ...], out: list) -> None:
    """Runs of ``suit`` from ``lo`` up, with jokers in the gaps (see _candidate_runs)."""
    gaps: list[int] = []
    for hi in range(lo, NUM_RANKS):
        if not mask >> hi & 1:
            gaps.append(hi)
            if len(gaps) > len(jokers):
                return
        size = hi - lo + 1
        j = len(gaps)
        if size < 3 or j == size or not (j <= 1 or size - j >= 3):
            continue
        used = jokers[:j]
        real = tuple(r * 4 + suit for r in range(lo, hi + 1) if r not in gaps)
        meanings = tuple((jk, r * 4 + suit) for jk, r in zip(used, gaps))
        play = Play(RUN, real + used, lo, hi, suit, meanings)
        out.append((play, _mask(play.cards)))


def _mask(cards: tuple[int, ...] | list[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Splitter:
    """Best splits of hands, cached; ``rate`` gives a group's strength in 0..1.

    With runs the split tries sets of non-overlapping runs, longest runs first, up to
    ``max_nodes`` of them: enough for real hands, and a bound on the time a decision takes.
    """

    def __init__(self, runs: bool, max_nodes: int = 60) -> None:
        self.runs = runs
        self.max_nodes = max_nodes
        self.cache: dict[tuple, tuple[float, tuple[Play, ...]]] = {}

    def split(
        self, hand: tuple[int, ...], order: Order, rate: Rate, key: object = None
    ) -> tuple[float, tuple[Play, ...]]:
        """(worth, groups) of the best split of ``hand``, with ``rate`` giving the strengths in
        ``order``; ``key`` names ``rate`` for the cache."""
        ck = (hand, order.reversed, key)
        hit = self.cache.get(ck)
        if hit is not None:
            return hit
        if len(self.cache) > 200_000:
            self.cache.clear()
        result = self._split(list(hand), rate)
        self.cache[ck] = result
        return result

    def _split(self, hand: list[int], rate: Rate) -> tuple[float, tuple]:
        if not hand:
            return 0.0, ()
        worth = SetWorth(rate)
        runs = _candidate_runs(hand) if self.runs and len(hand) >= 3 else []
        if not runs:
            by_rank, jokers = _by_rank(hand), _jokers(hand)
            val, plan = _sets_split(by_rank, jokers, worth)
            return val, tuple(groups(by_rank, jokers, plan))
        best = _Best()
        budget = [self.max_nodes]

        def search(start: int, left: int, chosen: list[Play], val: float) -> None:
            budget[0] -= 1
            rest = cards_of(left)
            sv, plan = _sets_split(_by_rank(rest), _jokers(rest), worth)
            if val + sv > best.val:
                best.val, best.runs, best.rest, best.plan = val + sv, tuple(chosen), rest, plan
            for i in range(start, len(runs)):
                if budget[0] <= 0:
                    return
                run, mask = runs[i]
                if left & mask == mask:
                    chosen.append(run)
                    search(i + 1, left ^ mask, chosen, val + rate(run) - 1.0)
                    chosen.pop()

        search(0, _mask(hand), [], 0.0)
        rest = best.rest
        return best.val, best.runs + tuple(groups(_by_rank(rest), _jokers(rest), best.plan))


class _Best:
    """The best split found so far in a search."""

    def __init__(self) -> None:
        self.val = -1e9
        self.runs: tuple[Play, ...] = ()
        self.rest: list[int] = []
        self.plan: tuple = (-1, 0, False)


def _by_rank(hand: list[int]) -> list[list[int]]:
    by_rank: list[list[int]] = [[] for _ in range(NUM_RANKS)]
    for c in hand:
        if c < FIRST_JOKER:
            by_rank[c >> 2].append(c)
    return by_rank


def _jokers(hand: list[int]) -> tuple[int, ...]:
    return tuple(c for c in hand if c >= FIRST_JOKER)
