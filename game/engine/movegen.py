"""Legal plays, fast: the hand as card bits (a suit mask per rank, and its jokers).

A set uses the cards of one rank (and jokers) and a run the cards of one suit, so the plays of
a hand are the plays of its one-rank and one-suit parts. Each part's plays are the engine's
own (``game.engine.plays.generate`` asked once for that part on an empty pile, grouped by
size); which of them may follow the pile is the engine's comparison (``Play.value``), lock
(``fits_lock``) and spade 3 rule. There are few parts (13 ranks x 16 suit masks x 4 sets of
jokers for sets; a suit's clusters of ranks for runs), so they are remembered; the whole hand
is never a key. A test holds the answer equal to the engine's ``generate``, in its order part
by part, over every option combination.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS, THREE
from game.engine.house import is_spade_three_on_joker
from game.engine.order import order_of
from game.engine.plays import RUN, SET, SPADE_THREE, Play, bump, fits_lock, generate

Group = tuple[Play, ...]
# A part's plays by size (index: size) and all in the engine's order; a part is that for
# every play and for the first play of each shape (what the policy chooses among).
Side = tuple[tuple[Group, ...], Group]
Part = tuple[Side, Side]

JOKER_CARDS = ((), (FIRST_JOKER,), (FIRST_JOKER + 1,), (FIRST_JOKER, FIRST_JOKER + 1))
SPADE_THREE_PLAY = Play(SET, (SPADE_THREE,), THREE, THREE)
# A rank's strength in each order (index: reversed), from the engine's Order.
VALUES = tuple(tuple(order_of(rev).rank_value(r) for r in range(NUM_RANKS + 1))
               for rev in (False, True))
# Per order, per strength needed to follow (0 to 14), the ranks at least that strong.
STRONG_ENOUGH = tuple(tuple(tuple(r for r in range(NUM_RANKS) if VALUES[rev][r] >= need)
                            for need in range(NUM_RANKS + 2))
                      for rev in (0, 1))


def hand_mask(hand: list[int]) -> int:
    """The hand as one bit per card: rank r's suits are bits 4r to 4r+3, the jokers 52, 53."""
    mask = 0
    for c in hand:
        mask |= 1 << c
    return mask


def shape(p: Play) -> tuple:
    """What tells plays apart for the policy: kind, ranks, size, jokers, a run's suit (not
    which suits of a set go down)."""
    return (p.kind, p.rank, p.high, p.size, p.suit, len(p.meanings))


def first_of_each_shape(plays: Sequence[Play]) -> Group:
    seen: set[tuple] = set()
    out = []
    for p in plays:
        key = shape(p)
        if key not in seen:
            seen.add(key)
            out.append(p)
    return tuple(out)


def _part(plays: list[Play], longest: int) -> Part:
    sized: list[list[Play]] = [[] for _ in range(longest + 1)]
    for p in plays:
        sized[p.size].append(p)
    groups = tuple(tuple(g) for g in sized)
    firsts = tuple(first_of_each_shape(g) if len(g) > 1 else g for g in groups)
    return (groups, tuple(plays)), (firsts, first_of_each_shape(plays))


# Sets of one rank, index (rank << 6) | (suit mask << 2) | jokers, and jokers alone at rank
# NUM_RANKS: at most 13 * 64 + 4 parts, filled as met.
_SETS: list[Part | None] = [None] * ((NUM_RANKS + 1) << 6)
LONGEST_SET = 6


def _sets(index: int) -> Part:
    got = _SETS[index]
    if got is None:
        rank, suits, jk = index >> 6, index >> 2 & 15, index & 3
        jokers = list(JOKER_CARDS[jk])
        cards = [rank * 4 + s for s in range(4) if suits >> s & 1] if rank < NUM_RANKS else []
        # The engine's plays of this part on an empty pile; jokers alone are their own part.
        plays = [p for p in generate(cards + jokers, None, False, False)
                 if (p.rank == JOKER_RANK) == (rank == NUM_RANKS)]
        got = _SETS[index] = _part(plays, LONGEST_SET)
    return got


def part_sets(rank: int, suits: int, jk: int) -> Part:
    """The sets of ``rank`` (NUM_RANKS: jokers alone) from the ``suits`` held and ``jk``."""
    return _sets(rank << 6 | suits << 2 | jk)


# Runs of one suit, from its clusters: held ranks no more than the jokers apart. A run holds
# a natural card, so it lies in one cluster (and the jokers it may stretch by), and the
# clusters' runs, lowest cluster first, are the suit's runs in the engine's order. Both
# caches are bounded by a plain reset: the garbage collector's full passes over big caches
# made the slowest decisions slow.
_CLUSTERS: dict[int, Part] = {}
_RUNS: dict[int, tuple[Part, ...]] = {}
_LOCKED: dict[tuple, Group] = {}
_LIMIT = 20_000


def part_runs(suit: int, ranks: int, jk: int) -> Part:
    """The runs of ``suit`` from one cluster of ``ranks`` held (a 13-bit mask) and the jokers
    ``jk``, as the engine lists them."""
    key = ranks << 4 | suit << 2 | jk
    got = _CLUSTERS.get(key)
    if got is None:
        cards = [r * 4 + suit for r in range(NUM_RANKS) if ranks >> r & 1]
        plays = [p for p in generate(cards + list(JOKER_CARDS[jk]), None, False, True)
                 if p.kind == RUN]
        if len(_CLUSTERS) >= _LIMIT:
            _CLUSTERS.clear()
        got = _CLUSTERS[key] = _part(plays, NUM_RANKS)
    return got


def suit_runs(suit: int, ranks: int, jk: int) -> tuple[Part, ...]:
    """The runs of ``suit`` from all the ``ranks`` held, cluster by cluster."""
    key = ranks << 4 | suit << 2 | jk
    got = _RUNS.get(key)
    if got is None:
        nj = jk.bit_count()
        reach = ranks
        for k in range(1, nj + 1):
            reach |= ranks << k  # a gap the jokers can fill
        parts = []
        while reach:
            low = reach & -reach
            span = (reach + low & ~reach) - low  # the lowest stretch of consecutive bits
            reach &= ~span
            cluster = ranks & span
            if cluster.bit_count() + nj >= 3:
                parts.append(part_runs(suit, cluster, jk))
        if len(_RUNS) >= _LIMIT:
            _RUNS.clear()
        got = _RUNS[key] = tuple(parts)
    return got


def _locked(index: int, size: int, lock: frozenset[int], which: int) -> Group:
    """A set part's plays of ``size`` that fit ``lock`` (``which``: 1, the first of each
    shape among those)."""
    key = (index, size, lock, which)
    got = _LOCKED.get(key)
    if got is None:
        fit = [p for p in _sets(index)[0][0][size] if fits_lock(p, lock)]
        got = first_of_each_shape(fit) if which else tuple(fit)
        if len(_LOCKED) >= _LIMIT:
            _LOCKED.clear()
        _LOCKED[key] = got
    return got


def plays_of(mask: int, hand: list[int], top: Play | None, rev: bool, runs: bool,
             strict: bool, lock: frozenset[int] | None, spade: bool,
             firsts: bool, above: bool = False) -> list[Play]:
    """The legal plays of ``hand`` (``mask``: its card bits; ``firsts``: only the first of
    each shape; ``above``: runs wholly above), sets by rank, then jokers alone, then runs by
    suit: each part in the order the engine lists it."""
    which = 1 if firsts else 0
    jk = mask >> FIRST_JOKER
    out: list[Play] = []
    if top is None:
        for r in range(NUM_RANKS):
            suits = mask >> 4 * r & 15
            if suits:
                index = r << 6 | suits << 2 | jk
                out.extend((_SETS[index] or _sets(index))[which][1])
        if jk:
            out.extend(_sets(NUM_RANKS << 6 | jk)[which][1])
        if runs:
            _lead_runs(hand, jk, which, out)
        return out
    size = top.size
    need = top.value(rev) + bump(top, strict, above)
    if top.kind == SET:
        if size <= LONGEST_SET:
            _follow_sets(mask, jk, size, need, rev, lock, which, out)
        if spade and mask >> SPADE_THREE & 1 and is_spade_three_on_joker(SPADE_THREE_PLAY, top):
            out.insert(0, SPADE_THREE_PLAY)  # in the 3s' place, before the jokers
    elif runs:
        _follow_runs(hand, jk, size, need, rev, lock, which, out)
    return out


def _follow_sets(mask: int, jk: int, size: int, need: int, rev: bool,
                 lock: frozenset[int] | None, which: int, out: list[Play]) -> None:
    for r in STRONG_ENOUGH[rev][need]:
        suits = mask >> 4 * r & 15
        if suits:
            index = r << 6 | suits << 2 | jk
            out.extend((_SETS[index] or _sets(index))[which][0][size] if lock is None
                       else _locked(index, size, lock, which))
    if jk and VALUES[rev][JOKER_RANK] >= need:
        index = NUM_RANKS << 6 | jk
        out.extend(_sets(index)[which][0][size] if lock is None
                   else _locked(index, size, lock, which))


def _suit_ranks(hand: list[int]) -> list[int]:
    """Per suit, the ranks held as a 13-bit mask."""
    out = [0, 0, 0, 0]
    for c in hand:
        if c < FIRST_JOKER:
            out[c & 3] |= 1 << (c >> 2)
    return out


def _lead_runs(hand: list[int], jk: int, which: int, out: list[Play]) -> None:
    spare = jk.bit_count()
    for suit, ranks in enumerate(_suit_ranks(hand)):
        if ranks and ranks.bit_count() + spare >= 3:
            for part in suit_runs(suit, ranks, jk):
                out.extend(part[which][1])


def _follow_runs(hand: list[int], jk: int, size: int, need: int, rev: bool,
                 lock: frozenset[int] | None, which: int, out: list[Play]) -> None:
    spare = jk.bit_count()
    for suit, ranks in enumerate(_suit_ranks(hand)):
        if ranks and ranks.bit_count() + spare >= size:
            for part in suit_runs(suit, ranks, jk):
                out.extend(p for p in part[which][0][size]
                           if p.value(rev) >= need and (lock is None or fits_lock(p, lock)))


def legal_plays(hand: list[int], top: Play | None, rev: bool, runs: bool, strict: bool = False,
                lock: frozenset[int] | None = None, spade: bool = False,
                above: bool = False) -> list[Play]:
    """The same plays as ``generate`` with these arguments, sets by rank (jokers alone last),
    then runs by suit, each part in the engine's order."""
    return plays_of(hand_mask(hand), hand, top, rev, runs, strict, lock, spade, False, above)


def distinct_plays(hand: list[int], top: Play | None, rev: bool, runs: bool,
                   strict: bool = False, lock: frozenset[int] | None = None,
                   spade: bool = False, above: bool = False) -> list[Play]:
    """``legal_plays`` keeping the first play of each shape, in the same order."""
    return plays_of(hand_mask(hand), hand, top, rev, runs, strict, lock, spade, True, above)


def forget() -> None:
    """Drop every remembered part (the benchmark starts cold)."""
    _SETS[:] = [None] * len(_SETS)
    _CLUSTERS.clear()
    _RUNS.clear()
    _LOCKED.clear()
