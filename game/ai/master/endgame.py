"""Sure things: a play that goes out, an unbeatable play before going out, and the exact
two-player endgame.

With two players left every hidden card is in the one rival's hand, so the position is one of
perfect information and small enough to solve: ``solve`` searches it exhaustively (with a node
limit) for a move after which ``me`` goes out first whatever the rival does.
"""

from __future__ import annotations

from itertools import combinations

from game.engine.errors import IllegalAction
from game.engine.movegen import legal_plays
from game.engine.plays import Play
from game.engine.round import Round
from game.engine.state import State


class TooBig(Exception):
    """The endgame has more positions than the node limit allows."""


def goes_out(options: list[Play | None], hand_size: int) -> Play | None:
    return next((p for p in options if p is not None and p.size == hand_size), None)


def unbeatable_then_out(r: Round, seat: int, options: list[Play | None],
                        pool: list[int]) -> Play | None:
    """A play no rival can follow (it clears, or nothing in the unseen cards beats it in the
    order and lock it leaves) whose rest is one play: a forced win in two moves."""
    hand = r.hands[seat]
    rules = r.rules
    for p in options:
        if p is None:
            continue
        rest = [c for c in hand if c not in p.cards]
        if not any(q.size == len(rest) for q in legal_plays(rest, None, False, rules.runs)):
            continue
        try:
            out = r.outcome(seat, p)
        except IllegalAction:
            continue
        if out.owes is not None or out.round_over:
            continue
        if out.clears is None and legal_plays(pool, p, out.reversed, rules.runs, rules.strict,
                                              out.lock, rules.spade_three, rules.run_above):
            continue
        return p  # nobody can follow: this seat leads again and goes out
    return None


def _handovers(hand: list[int], count: int) -> list[list[int]]:
    seen = set()
    out = []
    for combo in combinations(sorted(hand), count):
        if combo not in seen:
            seen.add(combo)
            out.append(list(combo))
    return out


def solve(sim: State, me: int, limit: int = 20_000) -> tuple[bool, Play | None]:
    """With two players left: (True, a move of ``me`` that wins for sure: a Play, or None for
    the pass), or (False, None) when every move can lose. Raises TooBig past ``limit``
    positions."""
    memo: dict[tuple, bool] = {}
    nodes = [0]
    assert sim.turn == me and sim.owes is None
    rival = next(s for s in range(sim.n) if s != me and sim.hands[s])
    options: list[Play | None] = list(sim.moves())
    if sim.can_pass():
        options.append(None)
    for move in options:
        s = sim.copy()
        s.act(me, move)
        if _wins(s, me, rival, memo, nodes, limit):
            return True, move
    return False, None


def _wins(s: State, me: int, rival: int, memo: dict[tuple, bool], nodes: list[int],
          limit: int) -> bool:
    if me in s.finished or rival in s.finished:
        return me in s.finished and (rival not in s.finished
                                     or s.finished.index(me) < s.finished.index(rival))
    key = s.key()
    got = memo.get(key)
    if got is not None:
        return got
    nodes[0] += 1
    if nodes[0] > limit:
        raise TooBig
    seat = s.turn
    assert seat is not None  # the round goes on while neither of the two is out
    children: list[State] = []
    if s.owes is not None:
        for cards in _handovers(s.hands[seat], s.owes[1]):
            c = s.copy()
            c.hand_over(seat, cards)
            children.append(c)
    else:
        moves: list[Play | None] = list(s.moves())
        if s.can_pass():
            moves.append(None)
        for m in moves:
            c = s.copy()
            c.act(seat, m)
            children.append(c)
    results = (_wins(c, me, rival, memo, nodes, limit) for c in children)
    value = any(results) if seat == me else all(results)
    memo[key] = value
    return value
