"""What the play-out policy sees of a move: a few numbers about the hand and the move.

The features are read from a ``State`` (a determinised world in the play-outs, the view's own
position at the root and in training) and only ever about the seat to act, its hand, the pile
and the card counts, the things a player at the table knows or has guessed. The rule answers
(what clears, revolts, skips, locks) come from the engine's functions.
"""

from __future__ import annotations

from game.ai.master.greedy import REAL, easy_move, held_twice, in_runs
from game.engine.cards import FIRST_JOKER, FIVE, JACK, JOKER_RANK, SEVEN, TEN
from game.engine.house import count_of, lock_after
from game.engine.movegen import VALUES, first_of_each_shape, shape
from game.engine.options import Rules
from game.engine.order import clear_reason, order_of, revolts
from game.engine.plays import RUN, SET, Play
from game.engine.state import State

__all__ = ["NAMES", "SIZE", "Context", "Scorer", "distinct", "features", "shape"]

NAMES = (
    "pass", "pass_top_value", "pass_rival_near_out", "pass_hand_size",
    "value", "value_leading", "size", "size_leading", "run", "jokers", "jokers_big_hand",
    "clears", "clears_leading", "revolts", "goes_out", "breaks", "leaves_single",
    "top_rank", "margin", "hand_after", "unbeatable", "rival_near_out_lead", "five", "seven",
    "ten", "jack", "locks", "strongest_left", "easy",
)
SIZE = len(NAMES)


def distinct(moves: list[Play]) -> list[Play]:
    """One play per shape (kind, ranks, size, jokers, suit of a run): the rest differ only in
    which suits of a set go down, which the policy does not weigh."""
    return list(first_of_each_shape(moves))


def best_value(mask: int, rev: bool) -> int:
    """The strength of the best card of the hand ``mask`` (card bits) in the order in force,
    -1 for no card. A card's bit grows with its rank and the jokers (bits 52, 53) are rank 13,
    so the best card is the highest bit in the normal order, a joker or the lowest bit
    reversed."""
    if not mask:
        return -1
    if rev and not mask >> FIRST_JOKER:
        mask &= -mask
    return VALUES[rev][mask.bit_length() - 1 >> 2]


def rivals(sim: State, seat: int, rev: bool) -> tuple[int, bool]:
    """The best card any other seat holds (its strength) and whether one is near out."""
    others = 0
    near = False
    hands, masks = sim.hands, sim.masks
    for s in range(sim.n):
        if s != seat:
            others |= masks[s]
            if 0 < len(hands[s]) <= 2:
                near = True
    return best_value(others, rev), near


class Context:
    """What every move of one decision shares, worked out once."""

    __slots__ = ("counts", "hand_size", "leading", "rev", "top_value", "near_out",
                 "best_other", "best_mine", "easy")

    def __init__(self, sim: State, seat: int) -> None:
        hand = sim.hands[seat]
        rev = sim.revolution != sim.jack_back
        counts = [0] * 14
        for c in hand:
            counts[c >> 2] += 1  # the jokers (52, 53) at JOKER_RANK
        self.counts = counts
        self.hand_size = len(hand)
        self.leading = sim.top is None
        self.rev = rev
        self.top_value = -1 if sim.top is None else sim.top.value(rev)
        self.best_other, self.near_out = rivals(sim, seat, rev)
        self.best_mine = best_value(sim.masks[seat], rev)
        easy = easy_move(sim) if sim.turn == seat else None
        # Easy's move as a shape (None: it would pass).
        self.easy = None if easy is None else shape(easy)


def features(sim: State, ctx: Context, play: Play | None) -> list[float]:
    """The feature vector of ``play`` (None: a pass), in the order of ``NAMES``."""
    f = [0.0] * SIZE
    if play is None:
        f[0] = 1.0
        f[1] = ctx.top_value / 13
        f[2] = 1.0 if ctx.near_out else 0.0
        f[3] = ctx.hand_size / 13
        f[28] = 1.0 if ctx.easy is None else 0.0
        return f
    rules = sim.rules
    lead = 1.0 if ctx.leading else 0.0
    value = play.value(ctx.rev) / 13
    size = play.size
    f[4] = value
    f[5] = value * lead
    f[6] = size / 4
    f[7] = size / 4 * lead
    f[8] = 1.0 if play.kind == RUN else 0.0
    jokers = len(play.meanings) if play.rank != JOKER_RANK else size
    f[9] = jokers
    f[10] = jokers * ctx.hand_size / 13
    clears = clear_reason(play, rules, sim.order_in_force, sim.top) is not None
    f[11] = 1.0 if clears else 0.0
    f[12] = f[11] * lead
    f[13] = 1.0 if revolts(play, rules) else 0.0
    f[14] = 1.0 if size == ctx.hand_size else 0.0
    if play.kind != RUN and play.rank != JOKER_RANK:
        held = ctx.counts[play.rank]
        natural = size - jokers
        f[15] = 1.0 if natural < held else 0.0
        f[16] = 1.0 if held - natural == 1 else 0.0
    f[17] = 1.0 if play.kind != RUN and play.rank == sim.order_in_force.top_rank else 0.0
    if not ctx.leading:
        f[18] = (play.value(ctx.rev) - ctx.top_value) / 13
    f[19] = (ctx.hand_size - size) / 13
    f[20] = 1.0 if play.value(ctx.rev) >= ctx.best_other else 0.0
    f[21] = 1.0 if ctx.near_out and ctx.leading else 0.0
    if rules.five_skip and count_of(play, FIVE):
        f[22] = 1.0
    if rules.seven_pass and count_of(play, SEVEN):
        f[23] = 1.0
    if rules.ten_discard and count_of(play, TEN):
        f[24] = 1.0
    if rules.jack_back and count_of(play, JACK):
        f[25] = 1.0
    if rules.suit_lock and sim.lock is None and lock_after(sim.top, play, None) is not None:
        f[26] = 1.0
    f[27] = 1.0 if play.value(ctx.rev) >= ctx.best_mine else 0.0
    f[28] = 1.0 if ctx.easy is not None and shape(play) == ctx.easy else 0.0
    return f


class Scorer:
    """``w . features(...)`` for play-outs, fast: what depends on the play, the order and the
    rules alone is worked out once per play (the generator hands out the same objects), the
    rest once per decision, and Easy's move is found among the options as they are scored
    (``easy_play``'s choice: its lowest group kept whole, leading its longest; else leading
    its longest play, else jokers alone, else a pass)."""

    def __init__(self, weights: tuple[float, ...]) -> None:
        self.w = weights
        # Per order (index: reversed): id(play) -> what ``_static`` works out for it.
        self.cache: tuple[dict[int, tuple], dict[int, tuple]] = ({}, {})
        self.rules: object = None  # the rules the remembered parts were worked out under

    def _static(self, play: Play, rev: bool, rules: Rules) -> tuple:
        """(play, its value, score leading, score following, score per card in hand, its
        rank's bit offset (a set of natural cards and jokers) or -1, its natural cards, whether
        it clears on its own, whether Easy may play it (no joker), and for a run the card bits
        Easy must not hold to keep it whole: a rank twice, or a card just below or above)."""
        w = self.w
        size = play.size
        value = play.value(rev)
        jokers = len(play.meanings) if play.rank != JOKER_RANK else size
        s = w[4] * value / 13 + w[6] * size / 4 + w[9] * jokers - w[19] * size / 13
        if play.kind == RUN:
            s += w[8]
        if revolts(play, rules):
            s += w[13]
        order = order_of(rev)
        if play.kind != RUN and play.rank == order.top_rank:
            s += w[17]
        for on, rank, i in ((rules.five_skip, FIVE, 22), (rules.seven_pass, SEVEN, 23),
                            (rules.ten_discard, TEN, 24), (rules.jack_back, JACK, 25)):
            if on and count_of(play, rank):
                s += w[i]
        clears = clear_reason(play, rules, order) is not None
        lead = s + w[5] * value / 13 + w[7] * size / 4 + (w[11] + w[12] if clears else 0.0)
        follow = s + w[18] * value / 13 + (w[11] if clears else 0.0)
        shift = 4 * play.rank if play.kind != RUN and play.rank != JOKER_RANK else -1
        plain = jokers == 0
        window = neighbours = 0
        if play.kind == RUN:
            lo, hi, suit = play.rank, play.high, play.suit
            window = ((1 << 4 * (hi - lo + 1)) - 1) << 4 * lo
            neighbours = (1 << 4 * (lo - 1) + suit if lo else 0) | 1 << 4 * (hi + 1) + suit
        return (play, value, lead, follow, (w[10] * jokers + w[19]) / 13, shift,
                size - jokers, clears, plain, window, neighbours & REAL)

    def scores(self, sim: State, seat: int, options: list[Play | None]) -> list[float]:
        """The scores of ``options``, the policy's options for ``seat`` to act (as
        ``Policy.options`` lists them)."""
        return self.rate(sim, seat, options)[0]

    def rate(self, sim: State, seat: int, options: list[Play | None]) -> tuple[list[float], int]:
        """``scores``, and the first option that goes out (-1: none)."""
        rules = sim.rules
        if rules is not self.rules:
            self.cache[0].clear()
            self.cache[1].clear()
            self.rules = rules
        w = self.w
        mask = sim.masks[seat]
        rev = sim.revolution != sim.jack_back
        top = sim.top
        lead = top is None
        hs = len(sim.hands[seat])
        best_other, near = rivals(sim, seat, rev)
        best_mine = best_value(mask, rev)
        top_value = -1 if top is None else top.value(rev)
        extra = (w[21] if near else 0.0) if lead else -w[18] * top_value / 13
        # The house rules whose terms depend on the pile as well as the play.
        dynamic = top is not None and (rules.spade_three or rules.suit_lock and sim.lock is None)
        cache = self.cache[rev]
        w15, w16, w20, w27 = w[15], w[16], w[20], w[27]
        real = mask & REAL
        runs_bits = in_runs(real) if rules.runs else 0
        multi = -1  # the ranks held twice, worked out for the first run
        # Easy's candidates, by (longest first when leading) weakest first: kept whole, any;
        # and the last set of jokers alone and the pass.
        whole_i = any_i = jokers_i = pass_i = -1
        whole_key = any_key = 1 << 20
        goes_out = -1
        out: list[float] = []
        for play in options:
            if play is None:
                pass_i = len(out)
                out.append(w[0] + w[1] * top_value / 13 + (w[2] if near else 0.0)
                           + w[3] * hs / 13)
                continue
            d = cache.get(id(play))
            if d is None or d[0] is not play:
                if len(cache) > 50_000:
                    cache.clear()
                d = cache[id(play)] = self._static(play, rev, rules)
            _, v, on_lead, on_follow, per_card, shift, natural, clears, plain, window, near_by = d
            s = (on_lead if lead else on_follow) + hs * per_card + extra
            if v >= best_other:
                s += w20
            if v >= best_mine:
                s += w27
            left = 0
            if shift >= 0:
                left = (mask >> shift & 15).bit_count() - natural
                if left > 0:
                    s += w15 + (w16 if left == 1 else 0.0)
            size = play.size
            if size == hs:
                s += w[14]
                if goes_out < 0:
                    goes_out = len(out)
            if dynamic:
                s += self._with_pile(sim, play, clears)
            if plain:
                key = v - 100 * size if lead else v
                if key < any_key:
                    any_i, any_key = len(out), key
                if key < whole_key:
                    if shift >= 0:
                        whole = not left and not runs_bits >> shift & 15
                    else:
                        if multi < 0:
                            multi = held_twice(real)
                        whole = not (multi & window or real & near_by)
                    if whole:
                        whole_i, whole_key = len(out), key
            elif play.rank == JOKER_RANK:
                jokers_i = len(out)
            out.append(s)
        if sim.turn == seat:
            i = _easy_index(top, whole_i, any_i, jokers_i, pass_i)
            if i >= 0:
                out[i] += w[28]
        return out, goes_out

    def _with_pile(self, sim: State, play: Play, clears: bool) -> float:
        """The spade 3's clear on a joker, and a lock this play starts."""
        w = self.w
        rules = sim.rules
        s = 0.0
        if not clears and rules.spade_three and clear_reason(
                play, rules, sim.order_in_force, sim.top) is not None:
            s += w[11]
        if rules.suit_lock and sim.lock is None and lock_after(sim.top, play, None) is not None:
            s += w[26]
        return s


def _easy_index(top: Play | None, whole: int, any_: int, jokers: int, pass_: int) -> int:
    """Which option Easy plays: its best kept whole, else leading its best play, else jokers
    alone (leading: all of them, the last such option), else the pass (-1: not an option)."""
    if whole >= 0:
        return whole
    if top is None and any_ >= 0:
        return any_
    if jokers >= 0 and (top is None or top.kind == SET):
        return jokers
    return pass_
