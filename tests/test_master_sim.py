"""Master's play-out engine is a second engine: step by step it must do what the engine does,
under every option combination (the legal plays, and the whole state after each action), and
Easy's choice on it must be Easy's own, move for move."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.easy import easy_play
from game.ai.master.features import distinct
from game.ai.master.greedy import easy_choice, easy_move
from game.engine.cards import JOKERS, THREE
from game.engine.match import Match
from game.engine.movegen import distinct_plays, hand_mask, legal_plays
from game.engine.options import ALL_ON, PRESETS, Rules
from game.engine.order import order_of
from game.engine.plays import JOKER_RANK, RUN, SET, SPADE_THREE, Play, generate
from game.engine.round import Round
from game.engine.state import State
from tests.option_space import every_rules, rules_strategy


def _state(x: Round | State) -> tuple:
    top = None if x.top is None else x.top.key()
    return (
        [sorted(h) for h in x.hands], x.turn, top, x.last_player, list(x.passed), x.revolution,
        x.jack_back, x.lock, list(x.skipped), list(x.finished), list(x.fallen), x.owes,
        list(x.discarded), x.pending,
    )


def _keys(plays: list) -> list:
    return sorted(p.key() for p in plays)


def _easy_key(play: Play | None) -> tuple | None:
    return None if play is None else play.key()


def lockstep(rules: Rules, seed: int) -> int:
    """Play one round on both engines with the same random actions; returns the steps."""
    rng = random.Random(seed)
    hands = Match(rules, seed=seed).deal(1)
    president = rng.choice([None, *range(rules.players)])
    r = Round(rules, hands, rng.randrange(rules.players), 2, president=president)
    s = r.copy()
    steps = 0
    while not r.over:
        assert _state(s) == _state(r)
        assert s.masks == [hand_mask(h) for h in s.hands]
        seat = r.turn
        assert seat is not None
        if r.owes is None:
            assert _easy_key(easy_move(s)) == _easy_key(easy_play(
                r.hands[seat], r.top, r.order_in_force, rules.runs, rules.strict, r.lock,
                rules.spade_three, rules.run_above))
        if r.owes is not None:
            cards = rng.sample(r.hands[seat], r.owes[1])
            r.hand_over(seat, cards)
            s.hand_over(seat, cards)
        else:
            plays = r.legal_plays()
            assert _keys(s.moves()) == _keys(plays)
            assert [p.key() for p in s.shapes()] == [p.key() for p in distinct(s.moves())]
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
    assert lockstep(rules, seed) >= rules.players  # (every leader passing: a stall, n passes)


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


def _part(p: Play) -> tuple[int, int]:
    """Sets by rank (jokers alone last), then runs by suit."""
    return (p.kind, p.rank if p.kind == SET else p.suit)


def _tops(rng: random.Random, hand: list[int], runs: bool) -> list[Play]:
    """Piles to follow: plays from another hand (runs with jokers among them), and a lone
    joker and a pair of jokers (the spade 3's and Must beat's cases)."""
    plays = generate(hand, None, False, runs)
    jokers = [Play(SET, (JOKERS[0],), JOKER_RANK, JOKER_RANK),
              Play(SET, JOKERS, JOKER_RANK, JOKER_RANK)]
    return rng.sample(plays, min(6, len(plays))) + jokers


def _hands(rng: random.Random, rules: Rules, seed: int) -> tuple[list[int], list[int]]:
    """A hand of any size (at times with the spade 3 and both jokers), and a rival's."""
    hands = Match(rules, seed=seed).deal(1)
    hand = rng.sample(hands[0], rng.randrange(1, len(hands[0]) + 1))
    if rng.random() < 0.3:
        hand = sorted(set(hand) | {SPADE_THREE, *JOKERS[: rules.jokers]})
    return hand, hands[1]


@settings(max_examples=300, deadline=None)
@given(rules_strategy(), st.integers(0, 10_000))
def test_every_play_and_the_first_of_each_shape_in_the_engines_order(rules: Rules,
                                                                      seed: int) -> None:
    rng = random.Random(seed)
    hand, other = _hands(rng, rules, seed)
    for top in [None, *_tops(rng, other, rules.runs)]:
        for rev in (False, True):
            for lock in (None, frozenset({max(top.suit, 0)}), frozenset({0, 2}),
                         frozenset({1, 2, 3})) if top is not None else (None,):
                args = (top, rev, rules.runs, rules.strict, lock, rules.spade_three)
                every = legal_plays(hand, *args)
                # The engine's plays, part by part (the policy samples in this order).
                assert [p.key() for p in every] == [
                    p.key() for p in sorted(generate(hand, *args), key=_part)]
                # The policy's options: the first of each shape, in the same order.
                assert [p.key() for p in distinct_plays(hand, *args)] == [
                    p.key() for p in distinct(every)]


@settings(max_examples=300, deadline=None)
@given(rules_strategy(), st.booleans(), st.booleans(), st.integers(0, 10_000))
def test_easy_on_card_bits_chooses_what_easy_chooses(rules: Rules, strict: bool, spade: bool,
                                                     seed: int) -> None:
    # Must beat and the spade 3 drawn again on their own: they matter on every pile.
    rng = random.Random(seed)
    hand, other = _hands(rng, rules, seed)
    for top in [None, *_tops(rng, other, rules.runs)]:
        for rev in (False, True):
            lock = None if top is None else rng.choice(
                [None, frozenset({max(top.suit, 0)}), frozenset({0, 2}), frozenset({1, 2, 3})])
            want = easy_play(sorted(hand), top, order_of(rev), rules.runs, strict, lock, spade)
            got = easy_choice(hand_mask(hand), top, rev, rules.runs, strict, lock, spade)
            assert _easy_key(got) == _easy_key(want)


def test_easy_keeps_runs_and_sets_whole_and_breaks_them_only_when_it_must() -> None:
    # 3-4-5 of hearts is a run; the 5 of clubs makes the 5s a pair that breaks it.
    c = lambda rank, suit: rank * 4 + suit  # noqa: E731
    run = [c(0, 2), c(1, 2), c(2, 2)]
    led = easy_choice(hand_mask(run + [c(6, 0)]), None, False, True)
    assert led is not None and led.kind == RUN and led.size == 3
    broken = easy_choice(hand_mask(run + [c(2, 0)]), None, False, True)
    # No group is whole: the longest play (the run), though it breaks the pair of 5s.
    assert broken is not None and broken.kind == RUN
    lone_joker = Play(SET, (JOKERS[0],), JOKER_RANK, JOKER_RANK)
    three = easy_choice(hand_mask([SPADE_THREE, c(5, 1)]), lone_joker, False, False,
                        spade=True)
    assert three is not None and three.cards == (SPADE_THREE,) and three.rank == THREE
