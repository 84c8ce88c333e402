"""The compiled core is a third copy of the round's fast path: action by action it must leave
the state the Python fast path leaves, Easy's choice on it must be Easy's own, and its
play-outs must finish every seat where the Python play-outs do, under every option
combination. Where the core is missing these fail (it is built wherever a compiler is)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import core
from game.ai.master.greedy import easy_move
from game.ai.master.policy import weakest
from game.ai.rollout import sim_playout
from game.engine.match import Match
from game.engine.options import ALL_ON, PRESETS, Rules
from game.engine.plays import Play
from game.engine.round import Round
from game.engine.state import State
from tests.option_space import every_rules, rules_strategy

# The core declines a rule set with an option it was not written for (core.covers); where it
# plays, it must play exactly.
COVERED = {k: r for k, r in {**PRESETS, "all-on": ALL_ON}.items() if core.covers(r)}


def test_the_core_is_built_here() -> None:
    assert core.available(), core.why_missing()
    assert core.why_missing() == ""


def _round(rules: Rules, seed: int) -> tuple[random.Random, State]:
    """A round's start; with reseat, in round 4 + seed % 6: its seating drawn, not by number."""
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    hands = match.deal(1)
    president = rng.choice([None, *range(rules.players)])
    number = 4 + seed % 6 if rules.reseat else 2
    r = Round(rules, hands, rng.randrange(rules.players), number, president=president,
              seating=match.seating(number))
    return rng, r.copy()


def lockstep(rules: Rules, seed: int) -> int:
    """One round on the Python fast path with random actions (Easy's at times), each also
    applied on the core to the state before it: the states must match after every action."""
    rng, s = _round(rules, seed)
    steps = 0
    while s.turn is not None:
        seat = s.turn
        before = s.copy()
        action: Play | list[int] | None
        if s.owes is not None:
            count = s.owes[1]
            action = (weakest(s, seat, count) if rng.random() < 0.5
                      else rng.sample(s.hands[seat], count))
            s.hand_over(seat, action)
        else:
            assert core.easy(s) == core.pack_play(easy_move(s))
            plays = s.moves()
            passing = s.can_pass() and (not plays or rng.random() < 0.3)
            if passing:
                action = None
            elif rng.random() < 0.4 and (easy := easy_move(s)) is not None:
                action = easy
            else:
                action = rng.choice(plays)
            s.act(seat, action)
        assert core.apply(before, [action]) == core.pack(s)
        steps += 1
    return steps


def test_weakest_is_the_base_rule() -> None:
    rng = random.Random(3)
    for _ in range(200):
        hand = sorted(rng.sample(range(54), rng.randrange(1, 20)))
        rev = rng.random() < 0.5
        count = rng.randrange(1, len(hand) + 1)
        s = State(Rules(), [hand, [0]])
        s.revolution = rev
        want = sum(1 << c for c in weakest(s, 0, count))
        assert core.core().weakest(sum(1 << c for c in hand), rev, count) == want


@settings(max_examples=150, deadline=None)
@given(rules_strategy().filter(core.covers), st.integers(0, 10_000))
def test_the_core_follows_the_fast_path_under_any_rules(rules: Rules, seed: int) -> None:
    assert lockstep(rules, seed) >= rules.players  # (every leader passing: a stall, n passes)


def test_the_core_follows_the_fast_path_under_every_house_rule_combination() -> None:
    base = {k: getattr(PRESETS["daifugo"], k) for k in
            ("eight_stop", "jokers", "runs", "revolution", "exchange", "pass_is_final")}
    done = 0
    for i, rules in enumerate(every_rules(players=4, rounds=1, **base)):
        if i % 5 == 0 and core.covers(rules):  # (a rule the core was not written for: not)
            lockstep(rules, i)
            done += 1
    assert done > 80


def test_a_whole_round_in_one_call_ends_where_the_fast_path_ends() -> None:
    for name, rules in COVERED.items():
        for players in range(3, 7):
            rng, s = _round(rules.with_(players=players), players * 7 + len(name))
            start = s.copy()
            actions: list[Play | list[int] | None] = []
            while s.turn is not None:
                if s.owes is not None:
                    a: Play | list[int] | None = rng.sample(s.hands[s.turn], s.owes[1])
                    s.hand_over(s.turn, a)
                else:
                    plays = s.moves()
                    a = (None if s.can_pass() and (not plays or rng.random() < 0.3)
                         else rng.choice(plays))
                    s.act(s.turn, a)
                actions.append(a)
            assert core.apply(start, actions) == core.pack(s)


def _positions(rules: Rules, seed: int, count: int) -> list[tuple[State, int]]:
    """Positions met along a round played by Easy, each with the seat to act."""
    rng, s = _round(rules, seed)
    out = []
    while s.turn is not None:
        seat = s.turn
        if s.owes is not None:
            s.hand_over(seat, weakest(s, seat, s.owes[1]))
            continue
        if rng.random() < 0.3:
            out.append((s.copy(), seat))
        plays = s.moves()
        s.act(seat, easy_move(s) if rng.random() < 0.7 or not plays else rng.choice(plays))
    return out[:count]


def _python_grid(states: list[State], me: int, moves: list[Play | None],
                 plans: list[list[Play]] | None = None) -> list[list[int]]:
    out = []
    for s in states:
        row = []
        for i, m in enumerate(moves):
            sim = s.copy()
            sim.act(me, m)
            row.append(sim_playout(sim, me, plans[i] if plans else None))
        out.append(row)
    return out


def _moves(s: State) -> list[Play | None]:
    out: list[Play | None] = list(s.shapes())[:5]
    if s.can_pass():
        out.append(None)
    return out


@settings(max_examples=120, deadline=None)
@given(rules_strategy().filter(core.covers), st.integers(0, 10_000))
def test_easy_playouts_on_the_core_finish_where_the_fast_paths_do(rules: Rules,
                                                                  seed: int) -> None:
    for s, me in _positions(rules, seed, 4):
        moves = _moves(s)
        assert core.grid(rules, [s], me, moves) == _python_grid([s], me, moves)


def _split(rng: random.Random, rules: Rules, hand: list[int]) -> list[Play]:
    """A random split of ``hand`` into plays (what Hard's plans are)."""
    from game.engine.plays import generate

    left, out = sorted(hand), []
    while left:
        p = rng.choice(generate(left, None, False, rules.runs))
        out.append(p)
        left = [c for c in left if c not in p.cards]
    return out


@settings(max_examples=80, deadline=None)
@given(rules_strategy(runs=True).filter(core.covers), st.integers(0, 10_000))
def test_planned_playouts_on_the_core_finish_where_the_fast_paths_do(rules: Rules,
                                                                     seed: int) -> None:
    rng = random.Random(seed)
    for s, me in _positions(rules, seed, 3):
        moves = _moves(s)
        plans = [_split(rng, rules, [c for c in s.hands[me] if m is None or c not in m.cards])
                 for m in moves]
        assert core.grid(rules, [s], me, moves, plans) == _python_grid([s], me, moves, plans)


def test_a_bad_state_is_refused_not_crashed_on() -> None:
    _, s = _round(PRESETS["daifugo"], 1)
    packed = core.pack(s)
    with pytest.raises(ValueError):
        core.core().apply(core.flags(s.rules), (packed[0][:1],) + packed[1:], [])
    with pytest.raises(ValueError):
        core.core().grid(core.flags(s.rules), [packed], (s.turn + 1) % 4, [None], None)
