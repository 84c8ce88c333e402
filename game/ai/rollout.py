"""Fast play-outs of a round with the Easy policy for every seat, for Hard's look-ahead.

Without runs a card's suit never matters, so ``count_playout`` plays the round on counts per
rank, several times faster than the engine; with runs ``engine_playout`` drives a Round. Both
follow RULES.md and the Easy policy exactly (a test holds them to the engine).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.easy import easy_play
from game.engine.cards import EIGHT, FIRST_JOKER, JOKER_RANK, NUM_RANKS, THREE, TWO
from game.engine.plays import Play
from game.engine.round import Round


def playout(round_: Round, me: int, plan: Sequence[Play] | None = None) -> int:
    """``me``'s finishing place when everyone plays on greedily from ``round_`` (consumed).

    With runs, ``plan`` (a split of ``me``'s hand into plays) is how ``me`` plays on.
    """
    if me in round_.finished:
        return round_.finished.index(me) + 1
    if round_.rules.runs:
        return engine_playout(round_, me, plan)
    return count_playout(round_, me)


def plan_play(plan: list[Play], top: Play | None, revolution: bool, eight_stop: bool):
    """The next play of a planned split: weak groups first when leading (clearing ones first
    when all but one clear), the lowest group that follows otherwise."""
    if top is None:
        loose = [g for g in plan if g.rank != JOKER_RANK and not g.clear_reason(revolution,
                                                                                  eight_stop)]
        pool = loose if len(loose) > 1 else [g for g in plan if g not in loose] or plan
        return min(pool, key=lambda g: (-g.size, g.value(revolution)))
    fits = [g for g in plan if g.follows(top, revolution)]
    return min(fits, key=lambda g: g.value(revolution)) if fits else None


def engine_playout(r: Round, me: int, plan: Sequence[Play] | None = None) -> int:
    mine = list(plan) if plan is not None else None
    while r.turn is not None:
        seat = r.turn
        if seat == me and mine is not None:
            play = plan_play(mine, r.top, r.revolution, r.rules.eight_stop)
            if play is not None:
                mine.remove(play)
        else:
            play = easy_play(r.hands[seat], r.top, r.revolution, r.rules.runs)
        if play is None:
            r._apply_pass(seat)
        else:
            r._apply_play(seat, play)
        if me in r.finished:
            return r.finished.index(me) + 1
    return r.finished.index(me) + 1


def count_playout(r: Round, me: int) -> int:
    """The same play-out on rank counts (rules without runs only)."""
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
        0 if top is None else top.size, r.last_player, list(r.passed), r.revolution,
        len(r.finished), r.rules.eight_stop, r.rules.revolution, r.rules.pass_is_final, me,
    )


def _next(seat: int, n: int, left: list[int], passed: list[bool], skip: bool) -> int:
    s = seat
    for _ in range(n):
        s = (s + 1) % n
        if left[s] and not (skip and passed[s]):
            return s
    raise AssertionError("no player left to act")


def _lead(row: list[int], rev: bool) -> tuple[int, int]:
    best, best_n, best_v = JOKER_RANK, 0, 99
    for rank in range(NUM_RANKS):
        k = row[rank]
        if k:
            v = 12 - rank if rev else rank
            if k > best_n or (k == best_n and v < best_v):
                best, best_n, best_v = rank, k, v
    return best, best_n


def _follow(row: list[int], jokers: int, top_rank: int, size: int, rev: bool) -> int:
    if top_rank != JOKER_RANK:
        need = 12 - top_rank if rev else top_rank
        for v in range(need, NUM_RANKS):
            rank = 12 - v if rev else v
            if row[rank] == size:
                return rank
    return JOKER_RANK if jokers >= size else -1


def _run(
    counts: list[list[int]], jokers: list[int], left: list[int], turn: int | None,
    top: int | None, size: int, last: int | None, passed: list[bool], rev: bool, out: int,
    eight_stop: bool, revolution_rule: bool, pass_final: bool, me: int,
) -> int:
    n = len(counts)
    players_left = sum(1 for x in left if x)
    while turn is not None:
        row = counts[turn]
        if top is None:
            rank, k = _lead(row, rev)
            if not k:
                k = jokers[turn]
        else:
            rank = _follow(row, jokers[turn], top, size, rev)
            k = size
        if top is not None and rank < 0:  # pass
            passed[turn] = True
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
        clear = rank != JOKER_RANK and (
            (eight_stop and rank == EIGHT) or rank == (THREE if rev else TWO)
        )
        if revolution_rule and k >= 4:
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
