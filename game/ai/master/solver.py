"""The best place one seat can reach when it sees every hand and every rival plays by a known
rule: a search of its own moves alone.

With the rivals' moves a fixed function of the position (``model``, Easy's choice by default),
a deal is a puzzle for one player: ``Solver.place`` tries ``me``'s moves depth first, rivals'
turns played by the model, and stops at the first line that reaches the best place still
open. Positions already met are remembered. It raises ``TooBig`` past its deadline, and past its
node limit unless it is asked for the best line found so far.

Master asks it in deals of the unseen cards (``MasterOpponent.solved_search``), and the
perfect-information bound of the targets (``game.ai.master.bound``) asks it with the true
hands. With Easy's rule as the model both go to the compiled core where it is here
(``solve_moves``, ``best_move``): the same search in C, position for position
(tests/test_core_solver.py).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from game.ai import core
from game.ai.master.endgame import TooBig
from game.ai.master.features import distinct
from game.ai.master.greedy import easy_move
from game.ai.master.policy import weakest
from game.engine.plays import Play
from game.engine.state import State

Model = Callable[[State], Play | None]


def remembering_easy() -> Model:
    """Easy's choice, remembered by hand, pile, order and lock: a search meets the same rival
    hand on the same pile again and again (the rules must stay those of the first ask)."""
    seen: dict[tuple, Play | None] = {}

    def move(s: State) -> Play | None:
        seat = s.turn
        assert seat is not None
        rev = s.revolution != s.jack_back
        key = (s.masks[seat], s.top, rev, s.lock)
        if key not in seen:
            seen[key] = easy_move(s)
        return seen[key]

    return move


def options(s: State) -> list[Play | None]:
    """The seat to act's moves: one play per distinct card set, and the pass when allowed."""
    out: list[Play | None] = list(distinct(s.moves()))
    if s.can_pass():
        out.append(None)
    return out


class Solver:
    """One search's memory and node count (positions are shared between its questions)."""

    def __init__(self, me: int, limit: int, model: Model = easy_move,
                 deadline: float | None = None, anytime: bool = False) -> None:
        self.me, self.limit, self.model = me, limit, model
        self.deadline = deadline  # a time.perf_counter() reading it must not run past
        # Past the limit: raise TooBig, or (anytime) play every new position out by the
        # model, ``me`` too, so each answer is still a place some line of ``me``'s reaches.
        # Past the deadline: raise TooBig whatever.
        self.anytime = anytime
        self.nodes = 0
        self.memo: dict[tuple, int] = {}

    def after(self, s: State, move: Play | None) -> int:
        """``me``'s best place after playing ``move`` in ``s`` (``s`` is kept)."""
        c = s.copy()
        c.act(self.me, move)
        return self.place(c)

    def place(self, s: State) -> int:
        """``me``'s best place from ``s`` (consumed)."""
        me = self.me
        self.advance(s)
        if me in s.finished:
            return s.finished.index(me) + 1
        key = s.key()
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        if (self.deadline is not None and not self.nodes & 31
                and time.perf_counter() > self.deadline):
            raise TooBig  # out of time: the answer is not wanted any more
        if self.nodes > self.limit:
            if not self.anytime:
                raise TooBig
            return self.model_line(s)
        _, best = self.best(s)
        self.memo[key] = best
        return best

    def best(self, s: State) -> tuple[Play | None, int]:
        """``me``'s move in ``s`` that reaches its best place, and that place (``s`` is
        kept): the first move found that reaches the best place still open."""
        floor = len(s.finished) + 1  # nobody out yet can be overtaken
        found: tuple[Play | None, int] = (None, s.n + 1)
        for move in self.ordered(s):
            got = self.after(s, move)
            if got < found[1]:
                found = (move, got)
                if got == floor:
                    break
        return found

    def model_line(self, s: State) -> int:
        """``me``'s place when ``me`` too plays by the model from ``s`` (consumed)."""
        me, model = self.me, self.model
        while me not in s.finished:
            self.advance(s)
            if me in s.finished:
                break
            s.act(me, model(s))
        return s.finished.index(me) + 1

    def ordered(self, s: State) -> list[Play | None]:
        """``me``'s moves, the model's own choice first (the likeliest good line), the pass
        last."""
        first = self.model(s)
        return sorted(options(s), key=lambda p: (p != first, p is None))

    def advance(self, s: State) -> None:
        """Play the rivals' turns (and every hand-over: the weakest cards) up to ``me``'s
        next move or the end of ``me``'s round."""
        me, model = self.me, self.model
        while s.turn is not None and me not in s.finished:
            seat = s.turn
            if s.owes is not None:
                s.hand_over(seat, weakest(s, seat, s.owes[1]))
            elif seat == me:
                return
            else:
                s.act(seat, model(s))


def best_move(s: State, me: int, limit: int, model: Model = easy_move
              ) -> tuple[Play | None, int]:
    """``me``'s move to act in ``s`` that reaches its best place, and that place (past
    ``limit`` positions: TooBig)."""
    if model is easy_move and core.usable(s.rules):
        got, _ = core.solve_best(s, me, limit)
        if got is None:
            raise TooBig
        packed, place = got
        return next(m for m in options(s) if core.pack_play(m) == packed), place
    return Solver(me, limit, model).best(s)


def solve_moves(s: State, me: int, moves: Sequence[Play | None], limit: int,
                deadline: float, model: Model | None = None
                ) -> tuple[list[int], bool] | None:
    """``me``'s best place after each of ``moves`` in ``s`` (``Solver.after``, one memory
    for all; past ``limit`` positions the model's line), the rivals playing Easy's rule, and
    whether the limit cut the search short; None when ``deadline`` (a ``time.perf_counter``
    reading) comes first. On the core where it is here; ``model``: Easy's rule remembered
    across calls, for the Python path."""
    if core.usable(s.rules):
        places, nodes = core.solve(s, me, moves, limit, deadline - time.perf_counter(), True)
        return None if places is None else (places, nodes > limit)
    solver = Solver(me, limit, model or remembering_easy(), deadline=deadline, anytime=True)
    try:
        return [solver.after(s, m) for m in moves], solver.nodes > limit
    except TooBig:
        return None
