"""Hard: Normal's plan, with card counting, blocking and a light look-ahead.

Card counting rates a group by the combinations the unseen cards could still form against it,
so "unbeatable" is exact and the forced-win sequence (every group but one unbeatable: play them
first, the last one last) falls out of Normal's scoring. A player about to go out is blocked.
When several plays score close, each is played out in deals of the unseen cards consistent with
the view, and the one that finishes best on average is chosen.
"""

from __future__ import annotations

import random
import time

from game.ai.lookahead import mean_places
from game.ai.normal import FINISH, NormalOpponent, Style
from game.ai.strength import counted_strength, rank_counts
from game.engine.plays import Play
from game.engine.view import PublicView

ENGINE_COST = 4


class HardOpponent(NormalOpponent):
    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        style: Style | None = None,
        work: int = 10_000,
        max_ms: float = 100.0,
        top_k: int = 10,
        margin: float = 5.0,
        min_worlds: int = 12,
        block_weight: float = 0.5,
        prior: float = 0.02,
    ) -> None:
        super().__init__(seed, style=style)
        self.rng = random.Random(seed)
        self.work = work  # look-ahead effort: cards played out per decision
        self.max_ms = max_ms  # a safety stop on a slow machine
        self.top_k = top_k
        self.margin = margin
        self.min_worlds = min_worlds  # fewer candidates rather than fewer deals each
        self.block_weight = block_weight
        self.prior = prior  # place handicap per step down Normal's ranking

    def make_rater(self, view: PublicView, revolution: bool):
        eight = self.eight_stop(view)
        unseen = view.unseen()
        counts, jokers = rank_counts(unseen)
        info = (counts, jokers, set(unseen))
        rivals = sum(1 for s, n in enumerate(view.counts) if n and s != view.seat)

        def rate(play: Play) -> float:
            return counted_strength(play, revolution, eight, info, rivals)

        return rate, ("counted", eight, tuple(unseen), rivals)

    # -- blocking --------------------------------------------------------------------------
    def near_out(self, view: PublicView, size: int) -> bool:
        """Could a rival go out with one play of ``size`` cards (and still be in the trick)?"""
        final = view.rules.pass_is_final and not view.leading
        return any(
            n == size and s != view.seat and not (final and view.passed[s])
            for s, n in enumerate(view.counts)
        )

    def score(self, view: PublicView, play: Play, v0: float, groups: tuple[Play, ...]) -> float:
        s = super().score(view, play, v0, groups)
        if s >= FINISH - 1 or not self.near_out(view, play.size):
            return s
        rate, _ = self.rater(view, view.revolution)
        sure = play.clear_reason(view.revolution, self.eight_stop(view)) or rate(play) >= 1.0
        return s if sure else s - self.block_weight

    def pass_score(self, view: PublicView) -> float:
        top = view.top
        assert top is not None
        return -self.block_weight if self.near_out(view, top.size) else 0.0

    # -- look-ahead ------------------------------------------------------------------------
    def choose_play(self, view: PublicView) -> Play | None:
        ranked = self.ranked(view)
        best_score, best = ranked[0]
        if len(ranked) == 1 or best_score >= FINISH - 1:
            return best
        # A play-out costs about one unit per card left; the engine's (with runs) about four.
        cost = sum(view.counts) * (ENGINE_COST if view.rules.runs else 1)
        room = max(1, self.work // (cost * self.min_worlds))
        cands = [p for s, p in ranked[: min(self.top_k, room)] if s >= best_score - self.margin]
        if len(cands) < 2:
            return best
        worlds = max(self.min_worlds, self.work // (cost * len(cands)))
        deadline = time.perf_counter() + self.max_ms / 1000
        means = mean_places(view, cands, self.rng, worlds, deadline)
        pick = min(range(len(cands)), key=lambda i: means[i] + self.prior * i)
        return cands[pick]
