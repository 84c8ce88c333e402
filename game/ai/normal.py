"""Normal: a heuristic player that plans its hand as a split into combinations.

Each candidate play is scored by how it changes the worth of the rest of the hand (see
groups.py), plus the value of winning the lead with it. Control groups (2s, jokers, 8s under
Eight stop, 3s under a revolution) are held back to win leads later, except when the hand is
nearly out. A revolution is judged by the hand's worth in the reversed order, discounted by the
chance of a counter.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.ai.base import Opponent
from game.ai.groups import Rate, Splitter
from game.ai.strength import clears, rank_counts, static_strength
from game.engine.cards import EIGHT, FIRST_JOKER, TWO
from game.engine.plays import Play
from game.engine.view import PublicView

GO_OUT = 100.0
FINISH = 10.0


@dataclass(frozen=True)
class Style:
    """The weights of the heuristic (tuned in the arena)."""

    lead_value: float = 0.9  # worth of winning the lead
    control_cost: float = 0.3  # holding back a control group while the hand is long
    eight_cost: float = 0.2  # spending an 8 to take the lead
    control_level: float = 0.8  # strength from which a group counts as control
    loose_to_spend: int = 2  # controls are spent freely once this few weak groups remain
    shape_bonus: float = 0.1  # leading: prefer the shape the hand holds most of
    counter_risk: float = 0.3  # chance a revolution is answered, when one is possible
    size_bonus: float = 0.15  # leading: prefer combinations of more cards
    waste: float = 0.7  # spending a control on a low pile, which a lower card could take


def remove(hand: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...]:
    gone = set(cards)
    return tuple(c for c in hand if c not in gone)


def shape(play: Play) -> tuple[int, int]:
    return play.kind, play.size


class NormalOpponent(Opponent):
    name = "normal"

    def __init__(self, seed: int = 0, eight_aware: bool = True, style: Style | None = None) -> None:
        self.seed = seed
        self.eight_aware = eight_aware
        self.style = style or Style()
        self.splitters = {False: Splitter(False), True: Splitter(True)}
        self._raters: tuple[PublicView | None, dict] = (None, {})  # this decision's raters
        if not eight_aware:
            self.name = "normal-no8"

    # -- what the player believes ------------------------------------------------------------
    def eight_stop(self, view: PublicView) -> bool:
        return view.rules.eight_stop and self.eight_aware

    def rater(self, view: PublicView, revolution: bool) -> tuple[Rate, object]:
        """The strength function in an order, and a key naming it for the split cache."""
        if self._raters[0] is not view:
            self._raters = (view, {})
        made = self._raters[1].get(revolution)
        if made is None:
            made = self._raters[1][revolution] = self.make_rater(view, revolution)
        return made

    def make_rater(self, view: PublicView, revolution: bool) -> tuple[Rate, object]:
        eight = self.eight_stop(view)
        gone = sum(1 for c in view.hand if c >= FIRST_JOKER)
        gone += sum(1 for c in view.played if c >= FIRST_JOKER)
        jokers_out = view.rules.jokers - gone

        def rate(play: Play) -> float:
            return static_strength(play, revolution, eight, jokers_out)

        return rate, ("static", eight, jokers_out)

    def worth(
        self, view: PublicView, hand: tuple[int, ...], revolution: bool
    ) -> tuple[float, tuple[Play, ...]]:
        rate, key = self.rater(view, revolution)
        return self.splitters[view.rules.runs].split(hand, revolution, rate, key)

    def counter_risk(self, view: PublicView) -> float:
        """Chance that a revolution is answered: none if no four of a rank can be unseen."""
        counts, jokers = rank_counts(view.unseen())
        possible = any(n + jokers >= 4 and n > 0 for n in counts) or jokers >= 4
        return self.style.counter_risk if possible else 0.0

    # -- decisions -------------------------------------------------------------------------
    def choose_play(self, view: PublicView) -> Play | None:
        ranked = self.ranked(view)
        return ranked[0][1]

    def ranked(self, view: PublicView) -> list[tuple[float, Play | None]]:
        """Candidate plays (and the pass, when allowed) with their scores, best first."""
        plays = view.legal_plays()
        v0, groups = self.worth(view, view.hand, view.revolution)
        cands = self.candidates(view, plays, groups)
        scored = [(self.score(view, p, v0, groups), p) for p in cands]
        if not view.leading:
            scored.append((self.pass_score(view), None))
        scored.sort(key=lambda sp: (-sp[0], sp[1] is not None))  # ties: pass, keep options
        return scored

    def candidates(
        self, view: PublicView, plays: list[Play], groups: tuple[Play, ...]
    ) -> list[Play]:
        """Plays worth scoring: when leading, the split's groups (and revolts); when following,
        one play per rank and joker count."""
        if view.leading:
            wanted = {tuple(sorted(g.cards)) for g in groups}
            out = [p for p in plays if tuple(sorted(p.cards)) in wanted
                   or p.revolts(view.rules.revolution) or p.size == len(view.hand)]
            return out or plays
        seen: dict[tuple, Play] = {}
        runs = view.rules.runs  # with runs a set's suits matter: a card may belong to a run
        for p in plays:
            k = (p.kind, p.rank, p.high, p.suit, p.jokers, p.cards if runs else ())
            if k not in seen:
                seen[k] = p
        return list(seen.values())

    def pass_score(self, view: PublicView) -> float:
        return 0.0

    def score(
        self, view: PublicView, play: Play, v0: float, groups: tuple[Play, ...]
    ) -> float:
        st = self.style
        after = remove(view.hand, play.cards)
        if not after:
            return GO_OUT
        rev = view.revolution
        rev2 = rev != play.revolts(view.rules.revolution)
        v1, g1 = self.worth(view, after, rev2)
        gain = v1 - v0
        if rev2 != rev:
            risk = self.counter_risk(view)
            gain = (1 - risk) * gain + risk * (self.worth(view, after, rev)[0] - v0)
        rate, _ = self.rater(view, rev)
        eight = self.eight_stop(view)
        win = 1.0 if clears(play, rev, eight) else rate(play)
        s = gain + win * st.lead_value
        rate2 = rate if rev2 == rev else self.rater(view, rev2)[0]
        loose = sum(1 for g in g1 if rate2(g) < 1.0)
        if win >= 1.0 and loose <= 1:
            return s + FINISH - loose
        if view.leading:
            same = sum(1 for g in groups if shape(g) == shape(play))
            return (s + st.shape_bonus * same + st.size_bonus * (play.size - 1)
                    - 0.001 * play.value(rev))
        if loose > st.loose_to_spend:
            if eight and play.has_eight:
                s -= st.eight_cost
            elif win >= st.control_level:
                s -= st.control_cost + st.waste * (1.0 - rate(view.top))
        return s

    # -- the exchange ----------------------------------------------------------------------
    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        hand = tuple(view.hand)
        count = min(count, len(hand))
        keep = self.precious(view)
        pool = [c for c in hand if c not in keep][:6]
        if len(pool) < count:
            pool = sorted(hand, key=lambda c: (c in keep, c))[: max(count, 6)]
        best: tuple[float, tuple[int, ...]] | None = None
        for gift in combinations(pool, count):
            v = self.worth(view, remove(hand, gift), False)[0]
            if best is None or v > best[0]:
                best = (v, gift)
        assert best is not None
        return list(best[1])

    def precious(self, view: PublicView) -> set[int]:
        """Cards never given away: jokers, 2s and, under Eight stop, 8s."""
        out = set()
        for c in view.hand:
            if c >= FIRST_JOKER or c >> 2 == TWO or (self.eight_stop(view) and c >> 2 == EIGHT):
                out.add(c)
        return out

