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

from game.ai.groups import Rate
from game.ai.lookahead import paired_gain, places
from game.ai.normal import FINISH, NormalOpponent, Style, remove
from game.ai.reasons import Tally
from game.ai.strength import counted_strength, rank_counts
from game.engine.cards import FIRST_JOKER
from game.engine.order import Order, order_after, order_of
from game.engine.plays import Play
from game.engine.view import PublicView

ENGINE_COST = 4
# Counted strengths are sharper than Normal's rank-based ones, so the lead is worth less on top
# (measured in the arena against both Easy and Normal tables).
HARD_STYLE = Style(lead_value=0.5)


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
        block_weight: float = 0.3,
        prior: float = 0.02,
        confidence: tuple[float, float] = (0.5, 1.5),
        counting: bool = True,
        block_groups: int = 3,
        plans: bool = True,
    ) -> None:
        super().__init__(seed, style=style or HARD_STYLE)
        self.rng = random.Random(seed)
        self.work = work  # look-ahead effort: cards played out per decision
        self.max_ms = max_ms  # a safety stop on a slow machine
        self.top_k = top_k
        self.margin = margin
        self.min_worlds = min_worlds  # fewer candidates rather than fewer deals each
        self.block_weight = block_weight
        self.prior = prior  # place handicap per step down Normal's ranking
        self.counting = counting
        self.plans = plans  # with runs, play on along the split in play-outs, not greedily
        self.block_groups = block_groups  # block only with this few groups left
        # Standard errors a gain must clear to leave Normal's pick, without and with runs: with
        # runs play-outs are dearer, so fewer deals and more noise to guard against.
        self.confidence = confidence

    def make_rater(self, view: PublicView, order: Order) -> tuple[Rate, object]:
        if not self.counting:
            return super().make_rater(view, order)
        rules = self.beliefs(view)
        unseen = view.unseen()
        counts, jokers = rank_counts(unseen)
        info = (counts, jokers, set(unseen))
        rivals = sum(1 for s, n in enumerate(view.counts) if n and s != view.seat)

        def rate(play: Play) -> float:
            return counted_strength(play, rules, order, info, rivals)

        return rate, ("counted", rules.eight_stop, tuple(unseen), rivals)

    def locked_win(
        self, view: PublicView, play: Play, win: float, lock: frozenset[int], order: Order
    ) -> float:
        """Counted again with only the unseen cards of the locked suits (and the jokers)."""
        if not self.counting:
            return super().locked_win(view, play, win, lock, order)
        unseen = [c for c in view.unseen() if c >= FIRST_JOKER or c & 3 in lock]
        counts, jokers = rank_counts(unseen)
        rivals = sum(1 for s, n in enumerate(view.counts) if n and s != view.seat)
        locked = counted_strength(play, self.beliefs(view), order, (counts, jokers, set(unseen)),
                                  rivals)
        return max(win, locked)

    # -- blocking --------------------------------------------------------------------------
    def racing(self, groups: tuple[Play, ...]) -> bool:
        """Is this hand close enough to going out that a rival going out first costs a place?"""
        return len(groups) <= self.block_groups

    def tally(self, view: PublicView, play: Play, v0: float, groups: tuple[Play, ...]) -> Tally:
        t = super().tally(view, play, v0, groups)
        if t.total >= FINISH - 1 or not self.racing(groups):
            return t
        fx = self.foresight(view).outcome(play) if self.foresees(view) else None
        win = self.win(view, play, fx)
        if view.leading:
            # A lead a rival can finish on: as bad as it is likely to be beaten.
            return t.add("block", -(self.block_weight * (1 - win))) \
                if self.near_out(view, play.size) else t
        # Following: stopping the trick keeps a rival from finishing on it.
        assert view.top is not None
        return t.add("block", self.block_weight * win) if self.near_out(view, view.top.size) else t

    def plan_after(self, view: PublicView, play: Play | None) -> tuple[Play, ...]:
        """The split of the hand ``play`` leaves, in the order it leaves in force."""
        order = self.base_order(view)
        if play is None:
            return self.worth(view, view.hand, order)[1]
        if self.foresees(view):
            fx = self.foresight(view).outcome(play)
            if fx.owes is not None:  # the play-out plays on greedily once cards change hands
                return ()
            after = order_of(fx.revolution)
        else:
            after = order_after(play, view.rules, order)
        return self.worth(view, remove(view.hand, play.cards), after)[1]

    # -- look-ahead ------------------------------------------------------------------------
    def choose_play(self, view: PublicView) -> Play | None:
        return self.choose_among(view, self.ranked(view))

    def choose_among(self, view: PublicView, ranked: list[tuple[float, Play | None]]
                     ) -> Play | None:
        """The pick from Normal's ``ranked`` plays: its first, unless the look-ahead finds a
        close one that finishes better (Master hands in the ranking it already has)."""
        cands = self.contenders(view, ranked)
        if len(cands) < 2:
            return ranked[0][1]
        cost = self.playout_cost(view)
        worlds = max(self.min_worlds, self.work // (cost * len(cands)))
        deadline = time.perf_counter() + self.max_ms / 1000
        runs = view.rules.runs
        plans = [self.plan_after(view, p) for p in cands] if runs and self.plans else None
        results = places(view, cands, self.rng, worlds, deadline, plans)
        return cands[self.pick(results, self.confidence[runs])]

    def playout_cost(self, view: PublicView) -> int:
        """A play-out costs about one unit per card left; the engine's (with runs) about four."""
        return sum(view.counts) * (ENGINE_COST if view.rules.runs else 1)

    def contenders(self, view: PublicView, ranked: list[tuple[float, Play | None]]
                   ) -> list[Play | None]:
        """The plays the look-ahead compares, Normal's favourite first; fewer than two: it
        does not look ahead (a sure finish, or nothing scores close)."""
        best_score = ranked[0][0]
        if len(ranked) == 1 or best_score >= FINISH - 1:
            return []
        room = max(1, self.work // (self.playout_cost(view) * self.min_worlds))
        return [p for s, p in ranked[: min(self.top_k, room)] if s >= best_score - self.margin]

    # -- why ------------------------------------------------------------------------------
    def reason(self, view: PublicView, play: Play | None) -> str:
        """Normal's terms, except where the look-ahead overruled them: a play among those
        it compares that is not Normal's favourite can only have won the play-outs."""
        if play is None and not view.legal_plays():
            return "no_play"
        ranked = self.ranked(view)
        if play != ranked[0][1] and play in self.contenders(view, ranked):
            return "playouts"
        return super().reason(view, play)

    def term_code(self, view: PublicView, play: Play | None, term: str, chosen: Tally,
                  other: tuple[Tally, Play | None]) -> str:
        """With the cards counted, a finish is forced and a sure trick unbeatable."""
        if term in ("finish", "loose"):
            return "forced_win"
        code = super().term_code(view, play, term, chosen, other)
        return "unbeatable" if code == "takes_lead" and chosen.win >= 1.0 else code

    def pick(self, results: list[list[int]], z: float) -> int:
        """The candidate to play: Normal's first, unless another beats it beyond ``z`` standard
        errors (and the small handicap per step down Normal's ranking)."""
        pick, pick_gain = 0, 0.0
        for i in range(1, len(results)):
            gain, se = paired_gain(results[0], results[i])
            gain += self.prior * i
            if gain + z * se < 0 and gain < pick_gain:
                pick, pick_gain = i, gain
        return pick
