"""The solver on the compiled core is the Python Solver once more: for the same position,
moves and limit it must count the same positions and reach the same places, cut short or
not, under any rules; and Master's solved search must decide the same with and without it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import core
from game.ai.master import solver as solver_module
from game.ai.master.endgame import TooBig
from game.ai.master.greedy import easy_move
from game.ai.master.opponent import MasterOpponent
from game.ai.master.solver import Solver, best_move, options, solve_moves
from game.ai.sampling import Dealer
from game.engine.match import Match
from game.engine.options import PRESETS, Rules
from game.engine.state import State
from game.engine.view import view_of
from tests.option_space import rules_strategy
from tests.test_core import _positions

LIMITS = (25, 300, 4000)


def python_after(s: State, me: int, limit: int, anytime: bool) -> tuple[list[int] | None, int]:
    solver = Solver(me, limit, easy_move, anytime=anytime)
    try:
        return [solver.after(s, m) for m in options(s)], solver.nodes
    except TooBig:
        return None, solver.nodes


def check_position(s: State, me: int) -> int:
    """Both solvers at each limit, anytime and not; the number of answers cut short."""
    short = 0
    moves = options(s)
    for limit in LIMITS:
        for anytime in (True, False):
            want = python_after(s, me, limit, anytime)
            assert core.solve(s, me, moves, limit, None, anytime) == want, (limit, anytime)
            short += want[0] is None or want[1] > limit
    return short


@settings(max_examples=60, deadline=None)
@given(rules_strategy().filter(core.covers), st.integers(0, 10_000))
def test_the_core_solves_as_the_python_solver_under_any_rules(rules: Rules, seed: int) -> None:
    for s, me in _positions(rules, seed, 2):
        check_position(s, me)


def test_the_presets_are_solved_alike_cut_short_and_not() -> None:
    short = whole = 0
    for i, rules in enumerate(r for r in PRESETS.values() if core.covers(r)):
        for seed in range(3):
            for s, me in _positions(rules, 100 * i + seed, 3):
                got = check_position(s, me)
                short += got
                whole += 2 * len(LIMITS) - got
    # Both kinds of answer were compared: searches cut short by the limit and whole ones.
    assert short > 20 and whole > 20


def test_the_best_move_is_the_python_solvers() -> None:
    told = 0
    for i, rules in enumerate(r for r in PRESETS.values() if core.covers(r)):
        for s, me in _positions(rules, 7 + i, 3):
            try:
                want = Solver(me, 4000).best(s)
            except TooBig:
                with pytest.raises(TooBig):
                    best_move(s, me, 4000)
                continue
            assert best_move(s, me, 4000) == want
            told += 1
    assert told > 10


def test_a_deadline_past_stops_the_search() -> None:
    rules = PRESETS["daifugo"]
    match = Match(rules, seed=4)
    match.start_round()
    assert match.round is not None
    s = match.round.copy()
    me = s.turn
    assert me is not None
    places, nodes = core.solve(s, me, options(s), 10**6, 0.0, True)
    assert places is None and nodes == 32  # the clock is read every 32 positions
    whole, _ = core.solve(s, me, options(s)[:1], 200, None, True)
    assert whole is not None and 1 <= whole[0] <= rules.players


def test_not_me_to_act_is_refused() -> None:
    match = Match(PRESETS["standard"], seed=1)
    match.start_round()
    assert match.round is not None
    s = match.round.copy()
    assert s.turn is not None
    with pytest.raises(ValueError):
        core.solve(s, (s.turn + 1) % s.n, [None], 100, None, True)


def test_masters_solved_search_decides_alike_with_and_without_the_core(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A fixed number of deals (no clock in the way): the same moves, tallies and all."""
    decided = 0
    for i, name in enumerate(("eight-stop", "daifugo", "house", "uecda")):
        rules = PRESETS[name]
        match = Match(rules, seed=20 + i)
        match.start_round()
        assert match.round is not None
        for _ in range(8):
            r = match.round
            seat = r.turn
            assert seat is not None
            if r.owes is None and len(options(r.copy())) > 2:
                view = view_of(r, seat)
                moves = options(r.copy())
                got = []
                for compiled in (True, False):
                    monkeypatch.setattr(solver_module.core, "usable", lambda _r, c=compiled: c)
                    master = MasterOpponent(3, solve_deals=(5, 5))
                    got.append(master.solved_search(view, moves, Dealer(view), 1e18, 1e18))
                assert got[0] == got[1] and got[0] is not None
                decided += 1
            plays = r.legal_plays() if r.owes is None else []
            if r.owes is not None:
                r.hand_over(seat, sorted(r.hands[seat])[: r.owes[1]])
            else:
                r.act(seat, plays[0] if plays else None)
            if r.turn is None:
                break
    assert decided >= 8


def test_solve_moves_falls_back_to_the_python_path(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = PRESETS["house"]
    for s, me in _positions(rules, 11, 3):
        moves = options(s)
        monkeypatch.setattr(solver_module.core, "usable", lambda _r: True)
        compiled = solve_moves(s, me, moves, 500, 1e18)
        monkeypatch.setattr(solver_module.core, "usable", lambda _r: False)
        assert solve_moves(s, me, moves, 500, 1e18) == compiled
        assert compiled is not None and all(1 <= p <= rules.players for p in compiled[0])


def test_a_position_is_told_apart_by_the_piles_owner() -> None:
    """Two positions alike but for who played the pile lead differently once the others
    pass, so the search must not take one for the other."""
    rules = PRESETS["standard"]
    for s, _ in _positions(rules, 3, 10):
        if s.top is None or s.last_player is None:
            continue
        other = s.copy()
        other.last_player = (s.last_player + 1) % s.n
        assert other.key() != s.key()
        return
    raise AssertionError("no position with a pile was met")
