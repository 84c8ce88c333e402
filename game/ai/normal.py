"""Normal: a heuristic player that plans its hand as a split into combinations.

Each candidate play is scored by how it changes the worth of the rest of the hand (see
groups.py), plus the value of winning the lead with it. Control groups (2s, jokers, 8s under
Eight stop, 3s under a revolution) are held back to win leads later, except when the hand is
nearly out. A revolution is judged by the hand's worth in the reversed order, discounted by the
chance of a counter.

Under the house rules each candidate's effects come from the engine (see foresight.py): the
order it leaves in force for the trick (a jack back) and after the clear, a lock that keeps
others out, the players its 5s skip, the cards its 7s or 10s hand over (the worst the hand can
spare, chosen as for the handover itself). A President facing a capital fall races a rival
close to going out.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from game.ai import reasons
from game.ai.base import Opponent
from game.ai.foresight import Foresight
from game.ai.groups import Rate, Splitter
from game.ai.reasons import Tally
from game.ai.strength import clears, rank_counts, static_strength
from game.engine.cards import FIRST_JOKER, JOKER_RANK
from game.engine.options import OPTIONS, Rules
from game.engine.order import Order, clear_reason, order_after, order_of, rank_marks, revolts
from game.engine.plays import SET, SPADE_THREE, Play
from game.engine.round import Outcome
from game.engine.view import PublicView

# The exchange comes before a round's first lead, when the order is always the normal one.
EXCHANGE_ORDER = order_of(False)
GO_OUT = 100.0
FINISH = 10.0
HOUSE_KEYS = tuple(o.key for o in OPTIONS if o.group == "house")
# The house rules whose effects a play's score asks the engine for.
FORESEEN = ("jack_back", "suit_lock", "spade_three", "five_skip", "seven_pass", "ten_discard")
# The marks of the ranks that clear: never given away in the exchange.
CLEARING = ("two", "three", "eight")


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
    # The house rules.
    lock_keep: float = 0.5  # share of the followers a lock keeps out
    skip_block: float = 0.4  # skipping a rival who could go out on this trick
    fall_block: float = 0.5  # a President facing a capital fall: winning the trick
    fall_count: int = 3  # a rival this close to going out makes the President race
    lone_joker: float = 0.75  # a lone joker's strength while the 3♠ may answer it
    comeback: float = 0.6  # after a jack back, taking the trick back with a group kept


def remove(hand: tuple[int, ...], cards: tuple[int, ...]) -> tuple[int, ...]:
    gone = set(cards)
    return tuple(c for c in hand if c not in gone)


def shape(play: Play) -> tuple[int, int]:
    return play.kind, play.size


class NormalOpponent(Opponent):
    name = "normal"

    def __init__(
        self, seed: int = 0, eight_aware: bool = True, style: Style | None = None,
        house_aware: bool = True,
    ) -> None:
        self.seed = seed
        self.eight_aware = eight_aware
        self.house_aware = house_aware
        self.style = style or Style()
        self.splitters = {False: Splitter(False), True: Splitter(True)}
        self._raters: tuple[PublicView | None, dict] = (None, {})  # this decision's raters
        self._foresight: Foresight | None = None
        self._handovers: dict[tuple, tuple[int, ...]] = {}  # this decision's chosen handovers
        self._beliefs: tuple[Rules | None, Rules | None] = (None, None)
        if not eight_aware:
            self.name = "normal-no8"
        if not house_aware:
            self.name = "normal-nohouse"

    # -- what the player believes ------------------------------------------------------------
    def beliefs(self, view: PublicView) -> Rules:
        """The rules as this player reckons with them: the table's, except that the arena's
        ``normal-no8`` variant plays as if Eight stop were off, and ``normal-nohouse`` as if
        every house rule were (their plays still obey them)."""
        rules = view.rules
        off: dict[str, bool] = {}
        if not self.eight_aware and rules.eight_stop:
            off["eight_stop"] = False
        if not self.house_aware:
            off.update({k: False for k in HOUSE_KEYS if getattr(rules, k)})
        if not off:
            return rules
        if self._beliefs[0] is not rules:
            self._beliefs = (rules, rules.with_(**off))
        believed = self._beliefs[1]
        assert believed is not None
        return believed

    def base_order(self, view: PublicView) -> Order:
        """The order the hand is judged in: the revolution's (a jack back ends with the
        trick)."""
        return order_of(view.revolution)

    def trick_order(self, view: PublicView) -> Order:
        """The order plays on this pile are compared in, as this player reckons with it."""
        return view.order_in_force if self.house_aware else self.base_order(view)

    def foresees(self, view: PublicView) -> bool:
        rules = self.beliefs(view)
        return any(getattr(rules, k) for k in FORESEEN)

    def foresight(self, view: PublicView) -> Foresight:
        if self._foresight is None or self._foresight.view is not view:
            self._foresight = Foresight(view)
            self._handovers = {}
        return self._foresight

    def rater(self, view: PublicView, order: Order) -> tuple[Rate, object]:
        """The strength function in an order, and a key naming it for the split cache."""
        if self._raters[0] is not view:
            self._raters = (view, {})
        made = self._raters[1].get(order)
        if made is None:
            rate, key = self.make_rater(view, order)
            if self.beliefs(view).spade_three:
                rate, key = self.make_rate(view, order), ("spade_three", key)
            made = self._raters[1][order] = (rate, key)
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

    def make_rate(self, view: PublicView, order: Order) -> Rate:
        """``make_rater``'s strengths, with a lone joker weaker while the 3♠ may answer it."""
        rate, _ = self.make_rater(view, order)
        if not (self.beliefs(view).spade_three and SPADE_THREE in view.unseen()):
            return rate
        lone = self.style.lone_joker

        def answered(play: Play) -> float:
            if play.kind == SET and play.size == 1 and play.rank == JOKER_RANK:
                return min(lone, rate(play))
            return rate(play)

        return answered

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
        v0, groups = self.worth(view, view.hand, self.base_order(view))
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
        # With runs a set's suits matter (a card may belong to a run), and with a suit lock.
        suits = view.rules.runs or (self.house_aware and view.rules.suit_lock)
        for p in plays:
            k = (p.kind, p.rank, p.high, p.suit, p.jokers, p.cards if suits else ())
            if k not in seen:
                seen[k] = p
        return list(seen.values())

    # -- why ------------------------------------------------------------------------------
    def reason(self, view: PublicView, play: Play | None) -> str:
        return reasons.explain(self, view, play)

    def tallied(self, view: PublicView, also: Play | None) -> list[tuple[Tally, Play | None]]:
        """``ranked`` with each score as its terms, and ``also`` among the plays (one the
        ranking leaves out, as a recorded play may be)."""
        v0, groups = self.worth(view, view.hand, self.base_order(view))
        cands = self.candidates(view, view.legal_plays(), groups)
        if also is not None and also not in cands:
            cands.append(also)
        out: list[tuple[Tally, Play | None]] = [
            (self.tally(view, p, v0, groups), p) for p in cands]
        if not view.leading:
            out.append((Tally().add("pass", self.pass_score(view)), None))
        out.sort(key=lambda tp: (-tp[0].total, tp[1] is not None))
        return out

    def term_code(self, view: PublicView, play: Play | None, term: str, chosen: Tally,
                  other: tuple[Tally, Play | None]) -> str:
        return reasons.term_code(self, view, play, term, chosen, other)

    def is_control(self, view: PublicView, play: Play | None) -> bool:
        """Is ``play`` strong enough to count as a control group (a 2, a joker...)?"""
        if play is None:
            return False
        return self.rater(view, self.trick_order(view))[0](play) >= self.style.control_level

    def pass_score(self, view: PublicView) -> float:
        return 0.0

    def score(
        self, view: PublicView, play: Play, v0: float, groups: tuple[Play, ...]
    ) -> float:
        return self.tally(view, play, v0, groups).total

    def tally(
        self, view: PublicView, play: Play, v0: float, groups: tuple[Play, ...]
    ) -> Tally:
        """``play``'s score as its named terms (the reason for a play is the term that
        decided it, see reasons.py)."""
        st = self.style
        t = Tally()
        after = remove(view.hand, play.cards)
        if not after:
            return t.add("goes_out", GO_OUT)
        fx = self.foresight(view).outcome(play) if self.foresees(view) else None
        if fx is not None and fx.owes is not None:
            after = remove(after, self.handover(view, after, *fx.owes))
            if not after:
                return t.add("goes_out", GO_OUT)
        rules = self.beliefs(view)
        order = self.trick_order(view)
        base = self.base_order(view)
        order2 = order_of(fx.revolution) if fx is not None else order_after(play, view.rules, base)
        v1, g1 = self.worth(view, after, order2)
        gain = v1 - v0
        if order2 != base:
            risk = self.counter_risk(view)
            gain = (1 - risk) * gain + risk * (self.worth(view, after, base)[0] - v0)
        rate, _ = self.rater(view, order)
        win = self.win(view, play, fx)
        rate2 = self.rater(view, order2)[0]
        if fx is not None and fx.jack_back and win < 1.0:
            back = self.comeback(view, play, g1, fx)
            t.comeback = back > win
            win = max(win, back)
        t.add("split", gain).add("lead", win * st.lead_value)
        t.add("house", self.house_bonus(view, play, fx, win))
        t.win, t.groups, t.turns = win, len(g1), order2 != base
        loose = sum(1 for g in g1 if rate2(g) < 1.0)
        if win >= 1.0 and loose <= 1:
            return t.add("finish", FINISH).add("loose", -loose)
        if view.leading:
            same = sum(1 for g in groups if shape(g) == shape(play))
            t.add("shape", st.shape_bonus * same).add("size", st.size_bonus * (play.size - 1))
            return t.add("low", -(0.001 * order.play_value(play)))
        if loose > st.loose_to_spend and not self.fears_fall(view):
            if clear_reason(play, rules, order) == "eight":
                t.add("eight_cost", -st.eight_cost)
            elif win >= st.control_level:
                assert view.top is not None  # following
                t.add("control", -(st.control_cost + st.waste * (1.0 - rate(view.top))))
        return t

    def win(self, view: PublicView, play: Play, fx: Outcome | None) -> float:
        """How likely ``play`` is to win the trick (1.0: it clears the pile itself)."""
        order = self.trick_order(view)
        if clears(play, self.beliefs(view), order):
            return 1.0
        if fx is None:
            return self.rater(view, order)[0](play)
        if fx.clears in ("spade_three", "skips"):
            return 1.0
        trick = order_of(fx.reversed) if fx.jack_back else order
        win = self.rater(view, trick)[0](play)
        if fx.lock is not None:
            win = self.locked_win(view, play, win, fx.lock, trick)
        if fx.skips:
            rivals = sum(1 for s, n in enumerate(view.counts) if n and s != view.seat
                         and not (view.rules.pass_is_final and view.passed[s]))
            win += (1.0 - win) * min(1.0, fx.skips / max(1, rivals))
        return win

    def comeback(self, view: PublicView, play: Play, kept: tuple[Play, ...], fx: Outcome) -> float:
        """After a jack back, the order flips for the trick: a kept group of the same shape
        that is strong in the flipped order (the 3s, say) may take the trick back."""
        trick = self.rater(view, order_of(fx.reversed))[0]
        same = [trick(g) for g in kept if shape(g) == shape(play)]
        return self.style.comeback * max(same, default=0.0)

    def locked_win(
        self, view: PublicView, play: Play, win: float, lock: frozenset[int], order: Order
    ) -> float:
        """A play's chance in a pile locked to ``lock``: most followers are kept out."""
        return win + (1.0 - win) * self.style.lock_keep

    def house_bonus(self, view: PublicView, play: Play, fx: Outcome | None, win: float) -> float:
        """Skipping a rival about to go out; for a President facing a capital fall, taking
        the trick from a rival close to going out."""
        bonus = 0.0
        if fx is not None and fx.skips:
            near = [s for s in self.foresight(view).skipped(play) if view.counts[s] <= 2]
            bonus += self.style.skip_block * len(near)
        if self.fears_fall(view):
            if not view.leading:
                bonus += self.style.fall_block * win
            elif self.near_out(view, play.size):
                bonus -= self.style.fall_block * (1.0 - win)
        return bonus

    def fears_fall(self, view: PublicView) -> bool:
        """Is this seat a President who falls if a rival close to going out goes out first?"""
        if not (self.beliefs(view).capital_fall and view.president == view.seat
                and not view.finished):
            return False
        return any(0 < n <= self.style.fall_count for s, n in enumerate(view.counts)
                   if s != view.seat)

    def near_out(self, view: PublicView, size: int) -> bool:
        """Could a rival go out with one play of ``size`` cards (and still be in the trick)?"""
        final = view.rules.pass_is_final and not view.leading
        return any(
            n == size and s != view.seat and not (final and view.passed[s])
            for s, n in enumerate(view.counts)
        )

    # -- the 7 pass and the 10 discard -----------------------------------------------------
    def choose_handover(self, view: PublicView, kind: str, count: int) -> list[int]:
        if not self.house_aware:
            return super().choose_handover(view, kind, count)
        return list(self.handover(view, tuple(view.hand), kind, count))

    def handover(
        self, view: PublicView, hand: tuple[int, ...], kind: str, count: int
    ) -> tuple[int, ...]:
        """The ``count`` cards of ``hand`` whose loss costs its split least: never a joker
        or a rank that clears (nor the 3♠ that answers a joker) while weaker cards will do,
        and pairs and runs kept together where singles can go."""
        self.foresight(view)  # a new decision starts a new memo
        key = (hand, kind, count)
        hit = self._handovers.get(key)
        if hit is not None:
            return hit
        count = min(count, len(hand))
        order = self.base_order(view)
        keep = self.keepers(view, hand, order)
        spare = sorted((c for c in hand if c not in keep), key=order.card_key)
        width = 7 if count <= 2 else 6
        pool = spare[:width]
        if len(pool) < count:
            pool = sorted(hand, key=lambda c: (c in keep, order.card_key(c)))[: max(count, width)]
        best = self.least_missed(view, hand, pool, count, order)
        self._handovers[key] = best
        return best

    def least_missed(self, view: PublicView, hand: tuple[int, ...], pool: list[int], count: int,
                     order: Order) -> tuple[int, ...]:
        """The ``count`` cards of ``pool`` whose loss leaves the hand worth most (first found
        among equals): what to give away or discard."""
        best: tuple[float, tuple[int, ...]] | None = None
        for gift in combinations(pool, count):
            v = self.worth(view, remove(hand, gift), order)[0]
            if best is None or v > best[0]:
                best = (v, gift)
        assert best is not None
        return best[1]

    def keepers(self, view: PublicView, hand: tuple[int, ...], order: Order) -> set[int]:
        marked = {r for r, m in rank_marks(self.beliefs(view), order).items() if m in CLEARING}
        keep = {c for c in hand if c >= FIRST_JOKER or c >> 2 in marked}
        if self.beliefs(view).spade_three and any(c >= FIRST_JOKER for c in view.unseen()):
            keep.add(SPADE_THREE)
        return keep & set(hand)

    # -- the exchange ----------------------------------------------------------------------
    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        hand = tuple(view.hand)
        count = min(count, len(hand))
        keep = self.precious(view)
        pool = [c for c in hand if c not in keep][:6]
        order = EXCHANGE_ORDER
        if len(pool) < count:
            pool = sorted(hand, key=lambda c: (c in keep, c))[: max(count, 6)]
        return list(self.least_missed(view, hand, pool, count, order))

    def precious(self, view: PublicView) -> set[int]:
        """Cards never given away: jokers and the ranks that clear (2s and, under Eight stop,
        8s), as the engine marks them in the order of the exchange."""
        marked = {r for r, m in rank_marks(self.beliefs(view), EXCHANGE_ORDER).items()
                  if m in CLEARING}
        return {c for c in view.hand if c >= FIRST_JOKER or c >> 2 in marked}


def _some_set(size: int) -> Play:
    """A set of ``size`` cards, to ask the engine whether a set that big revolts."""
    return Play(SET, tuple(range(size)), 0, 0)

