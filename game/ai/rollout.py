"""Fast play-outs of a round with the Easy policy for every seat, for Hard's look-ahead.

Under the classic rules without runs a card's suit never matters, so ``count_playout`` plays
the round on counts per rank, several times faster than the engine. It models only those
rules: with runs, or a house rule that changes play (suits, skips, gifts, the jack back...),
``sim_playout`` plays the same moves as ``engine_playout`` (a Round driven through its public
actions, handing over what a 7 or a 10 calls for) on the engine's fast path (``State``: no
events, history or checks), about three times as fast; ``engine_playout`` stays as the
reference the tests and the benchmark hold it to. The count play-out takes every rule answer
(rank strengths, which sets clear, which revolt) from the engine once per rule set, and a test
holds it to the engine over every option combination it is used for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.ai import base
from game.ai.easy import easy_play
from game.ai.master.greedy import easy_move
from game.ai.master.policy import weakest
from game.engine.cards import FIRST_JOKER, JOKER_RANK, NUM_RANKS
from game.engine.options import OPTIONS, Rules
from game.engine.order import Order, clear_reason, order_of, revolts
from game.engine.plays import SET, Play, fits_lock
from game.engine.round import Round
from game.engine.state import State

# House rules the count play-out models exactly: 3♦ starts only picks round 1's first leader,
# and Run revolution needs runs, which the count play-out never has.
COUNT_SAFE = frozenset(("diamond_start", "run_revolution"))
HOUSE_KEYS = tuple(o.key for o in OPTIONS if o.group == "house")


def playout(round_: Round, me: int, plan: Sequence[Play] | None = None) -> int:
    """``me``'s finishing place when everyone plays on greedily from ``round_`` (consumed).

    With runs, ``plan`` (a split of ``me``'s hand into plays) is how ``me`` plays on.
    """
    if me in round_.finished:
        return round_.finished.index(me) + 1
    if counts_suffice(round_.rules):
        return count_playout(round_, me)
    return sim_playout(round_.copy(), me, plan)


@lru_cache(maxsize=64)
def counts_suffice(rules: Rules) -> bool:
    """Does the count play-out model ``rules`` exactly (no runs, no house rule that changes
    play)?"""
    return not rules.runs and not any(
        getattr(rules, k) for k in HOUSE_KEYS if k not in COUNT_SAFE)


def plan_play(
    plan: list[Play], top: Play | None, rules: Rules, order: Order,
    lock: frozenset[int] | None = None,
) -> Play | None:
    """The next play of a planned split: weak groups first when leading (clearing ones first
    when all but one clear), the lowest group that follows (and fits the ``lock``)
    otherwise."""
    if top is None:
        loose = [g for g in plan
                 if g.rank != JOKER_RANK and clear_reason(g, rules, order) is None]
        pool = loose if len(loose) > 1 else [g for g in plan if g not in loose] or plan
        return min(pool, key=lambda g: (-g.size, order.play_value(g)))
    fits = [g for g in plan if g.follows(top, order.reversed, rules.strict, rules.run_above)
            and (lock is None or fits_lock(g, lock))]
    return min(fits, key=order.play_value) if fits else None


def engine_playout(r: Round, me: int, plan: Sequence[Play] | None = None) -> int:
    """The play-out on the engine itself: every action goes through ``Round.act`` or, for
    what a 7 or a 10 calls for, ``Round.hand_over`` (the weakest cards).

    ``me`` plays on along ``plan`` while it still covers the hand exactly; once cards have
    come or gone by a 7 pass or a 10 discard, greedily like everyone else.
    """
    mine = list(plan) if plan is not None else None
    rules = r.rules
    while r.turn is not None:
        seat = r.turn
        order = r.order_in_force
        if r.owes is not None:
            r.hand_over(seat, base.weakest(r.hands[seat], order, r.owes[1]))
            continue
        if mine is not None and seat == me and not _covers(mine, r.hands[seat]):
            mine = None
        if seat == me and mine is not None:
            play = plan_play(mine, r.top, rules, order, r.lock)
            if play is not None:
                mine.remove(play)
        else:
            play = easy_play(r.hands[seat], r.top, order, rules.runs, rules.strict, r.lock,
                             rules.spade_three, rules.run_above)
        r.act(seat, play)
        if me in r.finished:
            return r.finished.index(me) + 1
    return r.finished.index(me) + 1


def sim_playout(s: State, me: int, plan: Sequence[Play] | None = None) -> int:
    """``engine_playout`` on the engine's fast path (``game.engine.state``): the same
    moves, the same hand-overs, the same place, about three times as fast (``s`` is consumed).
    A test holds the two equal over every option combination, with and without a plan."""
    mine = list(plan) if plan is not None else None
    rules = s.rules
    while s.turn is not None and me not in s.finished:
        seat = s.turn
        if s.owes is not None:
            s.hand_over(seat, weakest(s, seat, s.owes[1]))
            continue
        if mine is not None and seat == me and not _covers(mine, s.hands[seat]):
            mine = None
        if seat == me and mine is not None:
            play = plan_play(mine, s.top, rules, s.order_in_force, s.lock)
            if play is not None:
                mine.remove(play)
        else:
            play = easy_move(s)
        s.act(seat, play)
    return s.finished.index(me) + 1


def _covers(plan: list[Play], hand: list[int]) -> bool:
    """Do the plan's groups hold exactly the cards of ``hand``?"""
    if sum(g.size for g in plan) != len(hand):
        return False
    return {c for g in plan for c in g.cards} == set(hand)


# -- the same play-out on rank counts ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CountRules:
    """The engine's answers a count play-out needs, per order (index: reversed or not).

    ``value[rev][rank]`` is a rank's strength (joker rank included), ``ranks[rev]`` the ranks
    weakest first and ``start[rev][rank]`` a rank's place in it; ``clears[rev][rank]`` says
    whether a set of that rank clears; ``revolts[size]`` whether a set of that size revolts.
    """

    value: tuple[tuple[int, ...], ...]
    ranks: tuple[tuple[int, ...], ...]
    start: tuple[tuple[int, ...], ...]
    clears: tuple[tuple[bool, ...], ...]
    revolts: tuple[bool, ...]
    pass_is_final: bool


def _sample_set(rank: int, size: int) -> Play:
    """A set of ``size`` cards of ``rank`` (jokers fill past four; jokers alone: joker rank)."""
    if rank == JOKER_RANK:
        return Play(SET, tuple(range(FIRST_JOKER, FIRST_JOKER + size)), rank, rank)
    natural = tuple(rank * 4 + s for s in range(min(size, 4)))
    jokers = tuple(range(FIRST_JOKER, FIRST_JOKER + size - len(natural)))
    return Play(SET, natural + jokers, rank, rank, -1, tuple((j, rank) for j in jokers))


@lru_cache(maxsize=64)
def count_rules(rules: Rules) -> CountRules:
    """Ask the engine, once per rule set, what the count play-out needs to know."""
    orders = (order_of(False), order_of(True))
    every_rank = range(NUM_RANKS + 1)  # the 13 ranks and joker rank
    ranks = tuple(o.ranks() for o in orders)
    return CountRules(
        value=tuple(tuple(o.rank_value(r) for r in every_rank) for o in orders),
        ranks=ranks,
        start=tuple(tuple(rs.index(r) for r in range(NUM_RANKS)) for rs in ranks),
        clears=tuple(
            tuple(clear_reason(_sample_set(r, 1), rules, o) is not None for r in every_rank)
            for o in orders
        ),
        revolts=tuple(revolts(_sample_set(0, k), rules) for k in range(4 + rules.jokers + 1)),
        pass_is_final=rules.pass_is_final,
    )


def count_playout(r: Round, me: int) -> int:
    """The same play-out on rank counts (only for rules ``counts_suffice`` for)."""
    n = r.players
    counts = [[0] * NUM_RANKS for _ in range(n)]
    jokers = [0] * n
    left = [len(h) for h in r.hands]
    for s, hand in enumerate(r.hands):
        row = counts[s]
        for c in hand:
            if c >= FIRST_JOKER:
                jokers[s] += 1
            else:
                row[c >> 2] += 1
    top = r.top
    return _run(
        counts, jokers, left, r.turn, None if top is None else top.rank,
        0 if top is None else top.size, r.last_player, list(r.passed),
        r.order_in_force.reversed, len(r.finished), count_rules(r.rules), me,
    )


def _next(seat: int, n: int, left: list[int], passed: list[bool], skip: bool) -> int:
    s = seat
    for _ in range(n):
        s = (s + 1) % n
        if left[s] and not (skip and passed[s]):
            return s
    raise AssertionError("no player left to act")


def _lead(row: list[int], value: tuple[int, ...]) -> tuple[int, int]:
    """Easy's lead: the rank held most, weakest first; (joker rank, 0) with no natural card."""
    best, best_n, best_v = JOKER_RANK, 0, 99
    for rank in range(NUM_RANKS):
        k = row[rank]
        if k:
            v = value[rank]
            if k > best_n or (k == best_n and v < best_v):
                best, best_n, best_v = rank, k, v
    return best, best_n


def _follow(row: list[int], jokers: int, top_rank: int, size: int, rules: CountRules,
            rev: int) -> int:
    """Easy's follow: the weakest whole set that follows, else jokers alone, else -1 (pass)."""
    if top_rank != JOKER_RANK:
        ranks = rules.ranks[rev]
        for i in range(rules.start[rev][top_rank], len(ranks)):
            rank = ranks[i]
            if row[rank] == size:
                return rank
    return JOKER_RANK if jokers >= size else -1


def _run(
    counts: list[list[int]], jokers: list[int], left: list[int], turn: int | None,
    top: int | None, size: int, last: int | None, passed: list[bool], rev: bool, out: int,
    rules: CountRules, me: int,
) -> int:
    n = len(counts)
    pass_final = rules.pass_is_final
    players_left = sum(1 for x in left if x)
    while turn is not None:
        row = counts[turn]
        if top is None:
            rank, k = _lead(row, rules.value[rev])
            if not k:
                k = jokers[turn]
        else:
            rank = _follow(row, jokers[turn], top, size, rules, rev)
            k = size
        if top is not None and rank < 0:  # pass
            passed[turn] = True
            assert last is not None  # someone played on this pile
            if all(passed[s] for s in range(n) if s != last and left[s]):
                turn, top, last, passed = _cleared(last, n, left)
            else:
                turn = _next(turn, n, left, passed, pass_final)
            continue
        if rank == JOKER_RANK:
            jokers[turn] -= k
        else:
            row[rank] -= k
        left[turn] -= k
        top, size, last = rank, k, turn
        if not pass_final:
            passed = [False] * n
        clear = rules.clears[rev][rank]  # judged in the order in force when it is played
        if rules.revolts[k]:
            rev = not rev
        if not left[turn]:
            out += 1
            if turn == me:
                return out
            players_left -= 1
            if players_left <= 1:
                return n
        if clear or all(passed[s] for s in range(n) if s != turn and left[s]):
            turn, top, last, passed = _cleared(turn, n, left)
        else:
            turn = _next(turn, n, left, passed, pass_final)
    return n


def _cleared(seat: int, n: int, left: list[int]) -> tuple[int, None, None, list[bool]]:
    passed = [False] * n
    leader = seat if left[seat] else _next(seat, n, left, passed, False)
    return leader, None, None, passed
