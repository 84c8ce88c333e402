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
from game.engine.cards import FIRST_JOKER
from game.engine.options import Rules
from game.engine.order import Order, clear_reason, order_after, order_of, rank_marks, revolts
from game.engine.plays import SET, Play
from game.engine.view import PublicView

# The exchange comes before a round's first lead, when the order is always the normal one.
EXCHANGE_ORDER = order_of(False)
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
        self._beliefs: tuple[Rules | None, Rules | None] = (None, None)
        if not eight_aware:
            self.name = "normal-no8"

    # -- what the player believes ------------------------------------------------------------
    def beliefs(self, view: PublicView) -> Rules:
        """The rules as this player reckons with them: the table's, except that the arena's
        ``normal-no8`` variant plays as if Eight stop were off (its plays still obey it)."""
        rules = view.rules
        if self.eight_aware or not rules.eight_stop:
            return rules
        if self._beliefs[0] is not rules:
            self._beliefs = (rules, rules.with_(eight_stop=False))
        believed = self._beliefs[1]
        assert believed is not None
        return believed

    def rater(self, view: PublicView, order: Order) -> tuple[Rate, object]:
        """The strength function in an order, and a key naming it for the split cache."""
        if self._raters[0] is not view:
            self._raters = (view, {})
        made = self._raters[1].get(order)
        if made is None:
            made = self._raters[1][order] = self.make_rater(view, order)
        return made

    def make_rater(self, view: PublicView, order: Order) -> tuple[Rate, object]:
        rules = self.beliefs(view)
        gone = sum(1 for c in view.hand if c >= FIRST_JOKER)
        gone += sum(1 for c in view.played if c >= FIRST_JOKER)
        jokers_out = view.rules.jokers - gone

        def rate(play: Play) -> float:
            return static_strength(play, rules, order, jokers_out)

        return rate, ("static", rules.eight_stop, jokers_out)

    def worth(
        self, view: PublicView, hand: tuple[int, ...], order: Order
    ) -> tuple[float, tuple[Play, ...]]:
        rate, key = self.rater(view, order)
        return self.splitters[view.rules.runs].split(hand, order, rate, key)

    def counter_risk(self, view: PublicView) -> float:
        """Chance that a revolution is answered: none if the unseen cards cannot form a set
        that revolts."""
        counts, jokers = rank_counts(view.unseen())
        biggest = max([n + jokers for n in counts if n] + [jokers])
        possible = biggest > 0 and revolts(_some_set(biggest), view.rules)
        return self.style.counter_risk if possible else 0.0

    # -- decisions -------------------------------------------------------------------------
    def choose_play(self, view: PublicView) -> Play | None:
        ranked = self.ranked(view)
        return ranked[0][1]

    def ranked(self, view: PublicView) -> list[tuple[float, Play | None]]:
        """Candidate plays (and the pass, when allowed) with their scores, best first."""
        plays = view.legal_plays()
        v0, groups = self.worth(view, view.hand, view.order_in_force)
        cands = self.candidates(view, plays, groups)
        scored: list[tuple[float, Play | None]] = [
            (self.score(view, p, v0, groups), p) for p in cands
        ]
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
                   or revolts(p, view.rules) or p.size == len(view.hand)]
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
        rules = self.beliefs(view)
        order = view.order_in_force
        order2 = order_after(play, view.rules, order)
        v1, g1 = self.worth(view, after, order2)
        gain = v1 - v0
        if order2 != order:
            risk = self.counter_risk(view)
            gain = (1 - risk) * gain + risk * (self.worth(view, after, order)[0] - v0)
        rate, _ = self.rater(view, order)
        win = 1.0 if clears(play, rules, order) else rate(play)
        s = gain + win * st.lead_value
        rate2 = rate if order2 == order else self.rater(view, order2)[0]
        loose = sum(1 for g in g1 if rate2(g) < 1.0)
        if win >= 1.0 and loose <= 1:
            return s + FINISH - loose
        if view.leading:
            same = sum(1 for g in groups if shape(g) == shape(play))
            return (s + st.shape_bonus * same + st.size_bonus * (play.size - 1)
                    - 0.001 * order.play_value(play))
        if loose > st.loose_to_spend:
            if clear_reason(play, rules, order) == "eight":
                s -= st.eight_cost
            elif win >= st.control_level:
                assert view.top is not None  # following
                s -= st.control_cost + st.waste * (1.0 - rate(view.top))
        return s

    # -- the exchange ----------------------------------------------------------------------
    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        hand = tuple(view.hand)
        count = min(count, len(hand))
        keep = self.precious(view)
        pool = [c for c in hand if c not in keep][:6]
        order = EXCHANGE_ORDER
        if len(pool) < count:
            pool = sorted(hand, key=lambda c: (c in keep, c))[: max(count, 6)]
        best: tuple[float, tuple[int, ...]] | None = None
        for gift in combinations(pool, count):
            v = self.worth(view, remove(hand, gift), order)[0]
            if best is None or v > best[0]:
                best = (v, gift)
        assert best is not None
        return list(best[1])

    def precious(self, view: PublicView) -> set[int]:
        """Cards never given away: jokers and the ranks that clear (2s and, under Eight stop,
        8s), as the engine marks them in the order of the exchange."""
        marked = rank_marks(self.beliefs(view), EXCHANGE_ORDER)
        return {c for c in view.hand if c >= FIRST_JOKER or c >> 2 in marked}


def _some_set(size: int) -> Play:
    """A set of ``size`` cards, to ask the engine whether a set that big revolts."""
    return Play(SET, tuple(range(size)), 0, 0)

