"""The contest's three rules on the compiled core, each met head on: a run on a run
(run_above), a set with a joker on a set (joker_suit) and the turn back to the pile's owner
(owner_again). The core must leave the states, make the choices and finish the play-outs the
Python fast path does there; each test also checks that its rule changed what happened in
some of its positions, so that it fails where the core ignores the rule."""

from __future__ import annotations

import random

from game.ai import core
from game.ai.master.greedy import easy_move
from game.ai.master.policy import Policy, weakest
from game.ai.master.weights import policy
from game.engine.options import PRESETS, Rules
from game.engine.plays import RUN, SET, Play, generate
from game.engine.state import State
from tests.test_core import _moves, _python_grid, _round

UECDA = PRESETS["uecda"]  # all three on, with runs and the suit lock
SHIPPED = policy().weights


def test_the_core_covers_the_contest_rules() -> None:
    assert core.covers(UECDA)
    assert UECDA.run_above and UECDA.joker_suit and UECDA.owner_again


def _run_tops(rules: Rules, count: int) -> list[State]:
    """Positions with a run just led on the pile and the next seat to act."""
    out: list[State] = []
    seed = 0
    while len(out) < count:
        seed += 1
        rng, s = _round(rules, seed)
        runs = [p for p in s.moves() if p.kind == RUN]
        if not runs:
            continue
        assert s.turn is not None
        s.act(s.turn, rng.choice(runs))
        if s.turn is not None and s.owes is None and s.top is not None:
            out.append(s)
    return out


def _run_split(rng: random.Random, hand: list[int]) -> list[Play]:
    """A random split of ``hand`` into plays, its runs first (plans that meet runs on runs)."""
    left, out = sorted(hand), []
    while left:
        plays = generate(left, None, False, True)
        runs = [p for p in plays if p.kind == RUN]
        p = rng.choice(runs or plays)
        out.append(p)
        left = [c for c in left if c not in p.cards]
    return out


def test_runs_on_a_run_follow_wholly_above_on_the_core() -> None:
    rng = random.Random(1)
    mattered = 0
    for rules in (UECDA, UECDA.with_(strict=False, pass_is_final=False), UECDA.with_(players=3)):
        for s in _run_tops(rules, 60):
            overlapping = s.copy()
            overlapping.rules = rules.with_(run_above=False)
            mattered += overlapping.moves() != s.moves()
            assert s.turn is not None
            assert core.easy(s) == core.pack_play(easy_move(s))
            assert core.options(s) == [core.pack_play(o) for o in Policy(SHIPPED).options(s)]
            moves = _moves(s)
            me = s.turn
            plans = [_run_split(rng, [c for c in s.hands[me] if m is None or c not in m.cards])
                     for m in moves]
            assert core.grid(rules, [s], me, moves) == _python_grid([s], me, moves)
            assert core.grid(rules, [s], me, moves, plans) == _python_grid([s], me, moves, plans)
    assert mattered >= 12  # the rule took runs away in many of them


def _joker_on_set(play: Play, top: Play | None) -> bool:
    return (top is not None and top.kind == SET and play.kind == SET and play.size >= 2
            and 0 < play.jokers < play.size)


def test_a_joker_in_a_set_keeps_its_suit_on_the_core() -> None:
    """Rounds where a set with a joker goes on a set whenever one may: after every action the
    core's state (its lock and kept suits among it) is the fast path's."""
    locked_by_a_joker = kept = 0
    for rules in (UECDA, UECDA.with_(jokers=2, strict=False)):
        for seed in range(80):
            rng, s = _round(rules, seed)
            while s.turn is not None:
                seat, before = s.turn, s.copy()
                action: Play | list[int] | None
                if s.owes is not None:
                    action = weakest(s, seat, s.owes[1])
                    s.hand_over(seat, action)
                else:
                    plays = s.moves()
                    joker_sets = [p for p in plays if _joker_on_set(p, s.top)]
                    if joker_sets:
                        action = rng.choice(joker_sets)
                    elif s.can_pass() and (not plays or rng.random() < 0.3):
                        action = None
                    else:
                        action = rng.choice(plays)
                    s.act(seat, action)
                    if isinstance(action, Play) and _joker_on_set(action, before.top):
                        kept += s.suits is not None
                        locked_by_a_joker += before.lock is None and s.lock is not None
                assert core.apply(before, [action]) == core.pack(s)
    assert kept >= 20 and locked_by_a_joker >= 12


def test_the_turn_comes_back_to_the_owner_on_the_core() -> None:
    """Rounds of Easy's play (random at times): where all others passed, the core hands the
    turn back to the pile's owner with its play still on the pile, as the fast path does; the
    owner's pass then clears the pile and it leads."""
    came_back = 0
    house = PRESETS["house"].with_(owner_again=True)  # with 5 skips, 7 passes and 10 discards
    for rules in (UECDA, UECDA.with_(pass_is_final=False), house):
        assert core.covers(rules)
        for seed in range(30):
            rng, s = _round(rules, seed)
            while s.turn is not None:
                seat, before = s.turn, s.copy()
                if s.owes is not None:
                    s.hand_over(seat, weakest(s, seat, s.owes[1]))
                    continue
                plays = s.moves()
                action = (None if s.can_pass() and (not plays or rng.random() < 0.4)
                          else easy_move(s) if rng.random() < 0.6 else rng.choice(plays))
                s.act(seat, action)
                packed = core.apply(before, [action])
                assert packed == core.pack(s)
                owner = s.last_player
                if s.turn is not None and s.turn == owner and s.top is not None:
                    came_back += 1
                    assert packed[1] == owner and packed[2] == core.pack_play(s.top)
                    cleared = core.apply(s, [None])  # the owner passes: it leads a new trick
                    assert cleared[1] == owner and cleared[2] is None and cleared[3] == -1
    assert came_back >= 300
