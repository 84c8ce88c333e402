"""The count play-out is a second, faster engine: it must finish every seat where the engine
does, under every option combination it is used for (rules without runs)."""

from __future__ import annotations

import itertools
import random

import pytest

from game.ai.rollout import count_playout, count_rules, counts_suffice, engine_playout, playout
from game.engine.events import CardsGiven, Discarded
from game.engine.match import Match
from game.engine.options import Rules, preset
from game.engine.order import NORMAL, REVERSED
from game.engine.round import Round

COMBOS = list(itertools.product(range(3, 7), range(3), (False, True), (False, True),
                                (False, True), (False, True)))


def _random_moves(match: Match, rng: random.Random, moves: int) -> None:
    """Random legal plays and passes (at most ``moves``), leaving the round unfinished."""
    for _ in range(moves):
        r = match.round
        assert r is not None
        plays = r.legal_plays()
        if r.top is not None and (not plays or rng.random() < 0.6):
            action = None
        else:
            action = rng.choice(plays)
        trial = r.clone()
        trial.act(r.turn, action)
        if trial.over:
            return
        match.act(r.turn, action)


def positions(rules: Rules, seed: int) -> list[Round]:
    """Seeded positions of round 1 and, after its exchange when the rules have one, round 2."""
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    match.start_round()
    out = []
    for _ in range(3):
        _random_moves(match, rng, rng.randrange(1, 30))
        assert match.round is not None
        out.append(match.round.clone())
    while match.phase == "play":
        r = match.round
        assert r is not None
        plays = r.legal_plays()
        passing = r.top is not None and (not plays or rng.random() < 0.3)
        match.act(r.turn, None if passing else plays[0])
    match.start_round()
    while match.phase == "exchange":
        step = match.pending_gift()
        assert step is not None
        match.give(step.giver, sorted(match.hands[step.giver])[: step.count])
    for _ in range(3):
        _random_moves(match, rng, rng.randrange(0, 30))
        assert match.round is not None
        out.append(match.round.clone())
    return out


@pytest.mark.parametrize("players,jokers,revolution,exchange,eight_stop,pass_is_final", COMBOS)
def test_count_playout_finishes_every_seat_where_the_engine_does(
    players: int, jokers: int, revolution: bool, exchange: bool, eight_stop: bool,
    pass_is_final: bool,
) -> None:
    rules = Rules(players=players, jokers=jokers, revolution=revolution, exchange=exchange,
                  eight_stop=eight_stop, pass_is_final=pass_is_final, rounds=2)
    compared = 0
    for seed in range(2):
        for r in positions(rules, seed * 1000 + players * 10 + jokers):
            for me in range(players):
                if r.hands[me]:
                    assert count_playout(r.clone(), me) == engine_playout(r.clone(), me)
                    compared += 1
    assert compared >= 12 * 2


def test_positions_cover_revolutions_and_passes() -> None:
    """The positions above are not all fresh leads: some are under a revolution, some on a
    pile with passes, so the comparison reaches those branches."""
    rules = Rules(players=4, jokers=2, revolution=True, eight_stop=True, rounds=2,
                  exchange=True)
    seen = [r for seed in range(40) for r in positions(rules, seed)]
    assert any(r.order_in_force.reversed for r in seen)
    assert any(any(r.passed) for r in seen)
    assert any(r.top is not None for r in seen)
    assert any(r.number == 2 for r in seen)


def test_count_rules_are_the_engines_answers() -> None:
    """Spot values the engine gives for the Eight stop preset with a revolution."""
    rules = preset("eight-stop", revolution=True, jokers=2)
    cr = count_rules(rules)
    assert cr.ranks[0] == NORMAL.ranks() and cr.ranks[1] == REVERSED.ranks()
    two, three, eight, nine = 12, 0, 5, 6
    assert cr.clears[0][two] and cr.clears[1][three] and cr.clears[1][eight]
    assert not cr.clears[0][three] and not cr.clears[1][two] and not cr.clears[0][nine]
    assert not cr.clears[0][13]  # jokers alone never clear
    assert cr.revolts[4] and cr.revolts[6] and not cr.revolts[3]
    assert not count_rules(preset("standard")).revolts[4]


def test_playout_returns_the_place_of_a_seat_already_out() -> None:
    rules = preset("eight-stop")
    match = Match(rules, seed=3)
    match.start_round()
    while match.round is not None and not match.round.finished:
        r = match.round
        match.act(r.turn, None if r.top is not None else r.legal_plays()[0])
    r = match.round
    assert r is not None and r.finished
    first = r.finished[0]
    assert playout(r.clone(), first) == 1


def test_the_count_playout_is_used_only_for_rules_it_models() -> None:
    """Runs, or a house rule that changes play, send the play-out to the engine; 3♦ starts and
    Run revolution (which needs runs) change nothing the count play-out models."""
    classic = Rules(players=4, jokers=2, revolution=True, eight_stop=True)
    assert counts_suffice(classic)
    assert counts_suffice(classic.with_(diamond_start=True))
    assert not counts_suffice(classic.with_(runs=True))
    for key in ("strict", "jack_back", "suit_lock", "spade_three", "five_skip", "seven_pass",
                "ten_discard", "capital_fall"):
        assert not counts_suffice(classic.with_(**{key: True})), key


@pytest.mark.parametrize("players", (3, 5))
def test_count_playout_matches_the_engine_with_3_of_diamonds_starting(players: int) -> None:
    rules = Rules(players=players, jokers=1, revolution=True, eight_stop=True, exchange=True,
                  diamond_start=True, rounds=2)
    compared = 0
    for seed in range(2):
        for r in positions(rules, seed + players):
            for me in range(players):
                if r.hands[me]:
                    assert count_playout(r.clone(), me) == engine_playout(r.clone(), me)
                    compared += 1
    assert compared >= 12


def test_engine_playout_hands_over_what_7s_and_10s_call_for() -> None:
    """Under the House rules preset the play-out gives and discards through the Round's own
    actions: the seat gets its place, and no card is lost or made."""
    rules = preset("house", rounds=1)
    handed = 0
    for seed in range(6):
        match = Match(rules, seed=seed)
        match.start_round()
        while match.phase == "exchange":
            step = match.pending_gift()
            assert step is not None
            match.give(step.giver, sorted(match.hands[step.giver])[: step.count])
        r = match.round
        assert r is not None
        for me in range(rules.players):
            trial = r.clone()
            trial.events = []
            place = engine_playout(trial, me)
            handed += sum(1 for e in trial.events if isinstance(e, (CardsGiven, Discarded)))
            assert place == trial.finished.index(me) + 1
            assert sorted(trial.played + trial.discarded + [c for h in trial.hands for c in h]) \
                == sorted(c for h in r.hands for c in h)
    assert handed > 0
