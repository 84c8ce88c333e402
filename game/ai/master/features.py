"""What the play-out policy sees of a move: a few numbers about the hand and the move.

The features are read from a ``Sim`` (a determinised world in the play-outs, the view's own
position at the root and in training) and only ever about the seat to act, its hand, the pile
and the card counts, the things a player at the table knows or has guessed. The rule answers
(what clears, revolts, skips, locks) come from the engine's functions.
"""

from __future__ import annotations

from game.ai.master.greedy import easy_move
from game.ai.master.sim import Sim
from game.engine.cards import FIRST_JOKER, FIVE, JACK, JOKER_RANK, SEVEN, TEN
from game.engine.house import count_of, lock_after
from game.engine.order import clear_reason, revolts
from game.engine.plays import RUN, Play

NAMES = (
    "pass", "pass_top_value", "pass_rival_near_out", "pass_hand_size",
    "value", "value_leading", "size", "size_leading", "run", "jokers", "jokers_big_hand",
    "clears", "clears_leading", "revolts", "goes_out", "breaks", "leaves_single",
    "top_rank", "margin", "hand_after", "unbeatable", "rival_near_out_lead", "five", "seven",
    "ten", "jack", "locks", "strongest_left", "easy",
)
SIZE = len(NAMES)


def shape(p: Play) -> tuple:
    return (p.kind, p.rank, p.high, p.size, p.suit, len(p.meanings))


def distinct(moves: list[Play]) -> list[Play]:
    """One play per shape (kind, ranks, size, jokers, suit of a run): the rest differ only in
    which suits of a set go down, which the policy does not weigh."""
    seen: set[tuple] = set()
    out = []
    for p in moves:
        key = shape(p)
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


class Context:
    """What every move of one decision shares, worked out once."""

    __slots__ = ("counts", "hand_size", "leading", "rev", "top_value", "near_out",
                 "best_other", "best_mine", "easy")

    def __init__(self, sim: Sim, seat: int) -> None:
        hand = sim.hands[seat]
        rev = sim.revolution != sim.jack_back
        counts = [0] * 14
        best_mine = -1
        for c in hand:
            r = JOKER_RANK if c >= FIRST_JOKER else c >> 2
            counts[r] += 1
            v = r if r == JOKER_RANK or not rev else 12 - r
            if v > best_mine:
                best_mine = v
        best_other = -1
        near = False
        for s, h in enumerate(sim.hands):
            if s == seat or not h:
                continue
            if len(h) <= 2:
                near = True
            for c in h:
                r = JOKER_RANK if c >= FIRST_JOKER else c >> 2
                v = r if r == JOKER_RANK or not rev else 12 - r
                if v > best_other:
                    best_other = v
        self.counts = counts
        self.hand_size = len(hand)
        self.leading = sim.top is None
        self.rev = rev
        self.top_value = -1 if sim.top is None else sim.top.value(rev)
        self.near_out = near
        self.best_other = best_other
        self.best_mine = best_mine
        easy = easy_move(sim) if sim.turn == seat else None
        # Easy's move as a shape (None: it would pass); Easy ignores some house rules, so
        # its move may match no legal option.
        self.easy = None if easy is None else shape(easy)


def features(sim: Sim, ctx: Context, play: Play | None) -> list[float]:
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
    clears = clear_reason(play, rules, sim.order, sim.top) is not None
    f[11] = 1.0 if clears else 0.0
    f[12] = f[11] * lead
    f[13] = 1.0 if revolts(play, rules) else 0.0
    f[14] = 1.0 if size == ctx.hand_size else 0.0
    if play.kind != RUN and play.rank != JOKER_RANK:
        held = ctx.counts[play.rank]
        natural = size - jokers
        f[15] = 1.0 if natural < held else 0.0
        f[16] = 1.0 if held - natural == 1 else 0.0
    f[17] = 1.0 if play.kind != RUN and play.rank == sim.order.top_rank else 0.0
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


# Indices of the features that depend on the play and the order alone (and the rules).
STATIC = (4, 6, 8, 9, 13, 17, 22, 23, 24, 25)


class Scorer:
    """``w . features(...)`` for play-outs, fast: the part that depends on the play, the order
    and the rules alone is remembered per play (the generator hands out the same objects)."""

    def __init__(self, weights: tuple[float, ...]) -> None:
        self.w = weights
        self.cache: dict[tuple[int, bool], tuple[float, Play, bool]] = {}
        self.rules: object = None  # the rules the remembered parts were worked out under

    def static(self, sim: Sim, play: Play, rev: bool) -> tuple[float, bool]:
        key = (id(play), rev)
        got = self.cache.get(key)
        if got is not None and got[1] is play:
            return got[0], got[2]
        rules = sim.rules
        w = self.w
        size = play.size
        jokers = len(play.meanings) if play.rank != JOKER_RANK else size
        s = w[4] * play.value(rev) / 13 + w[6] * size / 4 + w[9] * jokers
        if play.kind == RUN:
            s += w[8]
        if revolts(play, rules):
            s += w[13]
        if play.kind != RUN and play.rank == (0 if rev else 12):
            s += w[17]
        if rules.five_skip and count_of(play, FIVE):
            s += w[22]
        if rules.seven_pass and count_of(play, SEVEN):
            s += w[23]
        if rules.ten_discard and count_of(play, TEN):
            s += w[24]
        if rules.jack_back and count_of(play, JACK):
            s += w[25]
        clears = (rules.eight_stop and play.has_eight) or (
            play.kind != RUN and play.rank == (0 if rev else 12))
        if len(self.cache) > 100_000:
            self.cache.clear()
        self.cache[key] = (s, play, clears)
        return s, clears

    def scores(self, sim: Sim, ctx: Context, options: list[Play | None]) -> list[float]:
        if sim.rules is not self.rules:
            self.cache.clear()
            self.rules = sim.rules
        w = self.w
        rev = ctx.rev
        lead = ctx.leading
        hs = ctx.hand_size
        counts = ctx.counts
        top = sim.top
        rules = sim.rules
        easy = ctx.easy
        out = []
        for play in options:
            if play is None:
                out.append(w[0] + w[1] * ctx.top_value / 13 + (w[2] if ctx.near_out else 0.0)
                           + w[3] * hs / 13 + (w[28] if easy is None else 0.0))
                continue
            s, clears = self.static(sim, play, rev)
            size = play.size
            value = play.value(rev)
            if not clears and rules.spade_three and top is not None:
                clears = clear_reason(play, rules, sim.order, top) is not None
            jokers = len(play.meanings) if play.rank != JOKER_RANK else size
            s += w[10] * jokers * hs / 13 + w[19] * (hs - size) / 13
            if clears:
                s += w[11] + (w[12] if lead else 0.0)
            if lead:
                s += w[5] * value / 13 + w[7] * size / 4 + (w[21] if ctx.near_out else 0.0)
            else:
                s += w[18] * (value - ctx.top_value) / 13
            if size == hs:
                s += w[14]
            if play.kind != RUN and play.rank != JOKER_RANK:
                left = counts[play.rank] - (size - jokers)
                if left > 0:
                    s += w[15] + (w[16] if left == 1 else 0.0)
            if value >= ctx.best_other:
                s += w[20]
            if value >= ctx.best_mine:
                s += w[27]
            if rules.suit_lock and sim.lock is None and lock_after(top, play, None) is not None:
                s += w[26]
            if easy is not None and shape(play) == easy:
                s += w[28]
            out.append(s)
        return out
