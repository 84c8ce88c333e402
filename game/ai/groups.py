"""Splitting a hand into combinations, and how much each combination is worth.

A hand's worth is the sum over its groups of ``strength - 1``: every group costs a turn to get
rid of, and a strong group (one that wins its trick) pays that turn back by winning the lead.
The split maximises that sum, so it is the fewest groups, weak cards first to go.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.cards import FIRST_JOKER, NUM_RANKS
from game.engine.plays import RUN, SET, Play, generate

Rate = Callable[[Play], float]


def _sets_split(
    by_rank: list[list[int]], jokers: tuple[int, ...], rate: Rate
) -> tuple[float, list[Play]]:
    """Best split of rank sets plus jokers: each rank one set; jokers alone or padding a set."""
    groups = [Play(SET, tuple(cards), r, r) for r, cards in enumerate(by_rank) if cards]
    base = sum(rate(g) - 1.0 for g in groups)
    if not jokers:
        return base, groups
    best_val = -1e9
    best: list[Play] = []
    for alone, padded in _joker_options(groups, jokers, rate):
        val = base + sum(rate(g) - 1.0 for g in alone)
        out = groups
        if padded is not None:
            idx, play = padded
            val += rate(play) - rate(groups[idx])
            out = groups[:idx] + [play] + groups[idx + 1:]
        if val > best_val:
            best_val, best = val, out + alone
    return best_val, best


def _joker_options(groups: list[Play], jokers: tuple[int, ...], rate: Rate):
    """Ways to place the jokers: all alone (as one set or singles), or some padding one set."""
    from game.engine.cards import JOKER_RANK

    yield [Play(SET, jokers, JOKER_RANK, JOKER_RANK)], None
    if len(jokers) == 2:
        yield [Play(SET, (j,), JOKER_RANK, JOKER_RANK) for j in jokers], None
    for i, g in enumerate(groups):
        for k in range(1, len(jokers) + 1):
            used = jokers[:k]
            padded = Play(SET, g.cards + used, g.rank, g.rank, -1, tuple((j, g.rank) for j in used))
            rest = jokers[k:]
            alone = [Play(SET, rest, JOKER_RANK, JOKER_RANK)] if rest else []
            yield alone, (i, padded)


def _candidate_runs(hand: list[int], revolution: bool) -> list[Play]:
    """Runs worth considering in a split: jokers only fill gaps, never replace a held card."""
    held = set(hand)
    out = []
    for p in generate(hand, None, revolution, True):
        if p.kind == RUN and all(m not in held for _, m in p.meanings):
            out.append(p)
    return out


class Splitter:
    """Best splits of hands, cached; ``rate`` gives a group's strength in 0..1."""

    def __init__(self, runs: bool, max_runs: int = 24) -> None:
        self.runs = runs
        self.max_runs = max_runs
        self.cache: dict[tuple, tuple[float, tuple[Play, ...]]] = {}

    def split(
        self, hand: tuple[int, ...], revolution: bool, rate: Rate, key: object = None
    ) -> tuple[float, tuple[Play, ...]]:
        """(worth, groups) of the best split of ``hand``; ``key`` names ``rate`` for the cache."""
        ck = (hand, revolution, key)
        hit = self.cache.get(ck)
        if hit is not None:
            return hit
        if len(self.cache) > 200_000:
            self.cache.clear()
        result = self._split(list(hand), revolution, rate)
        self.cache[ck] = result
        return result

    def _split(self, hand: list[int], revolution: bool, rate: Rate) -> tuple[float, tuple]:
        if not hand:
            return 0.0, ()
        runs = _candidate_runs(hand, revolution) if self.runs and len(hand) >= 3 else []
        if not runs:
            val, groups = _sets_split(_by_rank(hand), _jokers(hand), rate)
            return val, tuple(groups)
        runs = runs[: self.max_runs]
        best: list = [-1e9, ()]

        def search(start: int, left: set[int], chosen: list[Play], val: float) -> None:
            rest = sorted(left)
            sv, sg = _sets_split(_by_rank(rest), _jokers(rest), rate)
            if val + sv > best[0]:
                best[0], best[1] = val + sv, tuple(chosen) + tuple(sg)
            for i in range(start, len(runs)):
                run = runs[i]
                if all(c in left for c in run.cards):
                    chosen.append(run)
                    search(i + 1, left - set(run.cards), chosen, val + rate(run) - 1.0)
                    chosen.pop()

        search(0, set(hand), [], 0.0)
        return best[0], best[1]


def _by_rank(hand: list[int]) -> list[list[int]]:
    by_rank: list[list[int]] = [[] for _ in range(NUM_RANKS)]
    for c in hand:
        if c < FIRST_JOKER:
            by_rank[c >> 2].append(c)
    return by_rank


def _jokers(hand: list[int]) -> tuple[int, ...]:
    return tuple(c for c in hand if c >= FIRST_JOKER)
