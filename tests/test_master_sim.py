"""Master's play-out engine is a second engine: step by step it must do what the engine does,
under every option combination (the legal plays, and the whole state after each action)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.master.movegen import legal_plays
from game.ai.master.sim import Sim
from game.engine.match import Match
from game.engine.options import ALL_ON, PRESETS, Rules
from game.engine.plays import generate
from game.engine.round import Round
from tests.option_space import every_rules, rules_strategy


def _state(x: Round | Sim) -> tuple:
    last = x.last_player if isinstance(x, Round) else x.last
    top = None if x.top is None else x.top.key()
    return (
        [sorted(h) for h in x.hands], x.turn, top, last, list(x.passed), x.revolution,
        x.jack_back, x.lock, list(x.skipped), list(x.finished), list(x.fallen), x.owes,
        len(x.discarded) if isinstance(x, Round) else x.discarded,
    )


def _keys(plays: list) -> list:
    return sorted(p.key() for p in plays)


def lockstep(rules: Rules, seed: int) -> int:
    """Play one round on both engines with the same random actions; returns the steps."""
    rng = random.Random(seed)
    hands = Match(rules, seed=seed).deal(1)
    president = rng.choice([None, *range(rules.players)])
    r = Round(rules, hands, rng.randrange(rules.players), 2, president=president)
    s = Sim.of_round(r)
    steps = 0
    while not r.over:
        assert _state(s) == _state(r)
        seat = r.turn
        assert seat is not None
        if r.owes is not None:
            cards = rng.sample(r.hands[seat], r.owes[1])
            r.hand_over(seat, cards)
            s.hand_over(seat, cards)
        else:
            plays = r.legal_plays()
            assert _keys(s.moves()) == _keys(plays)
            assert s.can_pass() == r.can_pass()
            passing = r.can_pass() and (not plays or rng.random() < 0.4)
            action = None if passing else rng.choice(plays)
            r.act(seat, action)
            s.act(seat, action)
        steps += 1
    assert _state(s) == _state(r)
    assert s.turn is None
    return steps


@settings(max_examples=150, deadline=None)
@given(rules_strategy(), st.integers(0, 10_000))
def test_the_sim_follows_the_engine_under_any_rules(rules: Rules, seed: int) -> None:
    assert lockstep(rules, seed) > rules.players


def test_the_sim_follows_the_engine_under_every_house_rule_combination() -> None:
    # Every combination of the house options, over the classic options of Daifugō.
    base = {k: getattr(PRESETS["daifugo"], k) for k in
            ("eight_stop", "jokers", "runs", "revolution", "exchange", "pass_is_final")}
    done = 0
    for i, rules in enumerate(every_rules(players=4, rounds=1, **base)):
        if i % 7 == 0:  # a fixed seventh of them keeps it quick; every option varies within
            lockstep(rules, i)
            done += 1
    assert done > 50


def test_every_preset_and_all_on_at_every_table_size() -> None:
    for name, rules in {**PRESETS, "all-on": ALL_ON}.items():
        for players in range(3, 7):
            for seed in range(3):
                lockstep(rules.with_(players=players), seed * 31 + len(name))


@settings(max_examples=300, deadline=None)
@given(rules_strategy(), st.integers(0, 10_000))
def test_fast_generation_lists_the_engine_plays(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    hands = Match(rules, seed=seed).deal(1)
    hand = hands[0]
    for top_hand in hands[1:]:
        tops = generate(top_hand, None, False, rules.runs)
        top = rng.choice(tops)
        for rev in (False, True):
            lock = rng.choice([None, frozenset({top.suit & 3}), frozenset({0, 2})])
            want = generate(hand, top, rev, rules.runs, rules.strict, lock, rules.spade_three)
            got = legal_plays(hand, top, rev, rules.runs, rules.strict, lock, rules.spade_three)
            assert _keys(got) == _keys(want)
    assert _keys(legal_plays(hand, None, False, rules.runs)) == _keys(
        generate(hand, None, False, rules.runs))
