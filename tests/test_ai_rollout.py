"""The count play-out is a second, faster engine: it must finish every seat where the engine
does, under every option combination it is used for (rules without runs)."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai.hard import HardOpponent
from game.ai.lookahead import places
from game.ai.rollout import (
    count_playout,
    count_rules,
    counts_suffice,
    engine_playout,
    playout,
    sim_playout,
)
from game.ai.sampling import Dealer
from game.engine.events import CardsGiven, Discarded
from game.engine.match import Match
from game.engine.options import Rules, preset
from game.engine.order import NORMAL, REVERSED
from game.engine.plays import Play
from game.engine.round import Round
from game.engine.view import view_of
from tests.option_space import rules_strategy

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


def dealt_round(rules: Rules, seed: int) -> Round:
    """A match's first round, dealt and its exchange done (the weakest cards given)."""
    match = Match(rules, seed=seed)
    match.start_round()
    while match.phase == "exchange":
        step = match.pending_gift()
        assert step is not None
        match.give(step.giver, sorted(match.hands[step.giver])[: step.count])
    assert match.round is not None
    return match.round


def test_engine_playout_hands_over_what_7s_and_10s_call_for() -> None:
    """Under the House rules preset the play-out gives and discards through the Round's own
    actions: the seat gets its place, and no card is lost or made."""
    rules = preset("house", rounds=1)
    handed = 0
    for seed in range(6):
        r = dealt_round(rules, seed)
        for me in range(rules.players):
            trial = r.clone()
            trial.events = []
            place = engine_playout(trial, me)
            handed += sum(1 for e in trial.events if isinstance(e, (CardsGiven, Discarded)))
            assert place == trial.finished.index(me) + 1
            assert sorted(trial.played + trial.discarded + [c for h in trial.hands for c in h]) \
                == sorted(c for h in r.hands for c in h)
    assert handed > 0


def _any_positions(rules: Rules, seed: int) -> list[Round]:
    """Seeded positions of a round under any rules: random plays and passes, and the weakest
    cards for whatever a 7 or a 10 calls for."""
    rng = random.Random(seed)
    r = dealt_round(rules, seed)
    out = []
    for k in range(rng.randrange(1, 40)):
        seat = r.turn
        if seat is None:
            break
        if r.owes is not None:
            r.hand_over(seat, sorted(r.hands[seat], key=r.order_in_force.card_key)[
                : r.owes[1]])
            continue
        plays = r.legal_plays()
        action = (None if r.top is not None and (not plays or rng.random() < 0.5)
                  else rng.choice(plays))
        trial = r.clone()
        trial.act(seat, action)
        if trial.turn is None:
            break
        r.act(seat, action)
        if k % 7 == 0:
            out.append(r.clone())
    out.append(r.clone())
    return out


@settings(max_examples=80, deadline=None)
@given(rules_strategy(rounds=1), st.integers(0, 10_000))
def test_the_lean_playout_finishes_every_seat_where_the_engine_does(rules: Rules,
                                                                   seed: int) -> None:
    """Under any rules, with and without a plan for the seat, and after a first move as the
    look-ahead makes it: the same place on the lean copy as on the engine."""
    hard = HardOpponent(seed)
    rng = random.Random(seed)
    for r in _any_positions(rules, seed):
        if r.turn is None:
            continue
        for me in range(rules.players):
            if not r.hands[me] or me in r.finished:
                continue
            plan = hard.plan_after(view_of(r, me), None)
            for p in (None, plan):
                assert sim_playout(r.copy(), me, p) == engine_playout(r.clone(), me, p)
        me = r.turn
        if r.owes is None and r.legal_plays():
            first = rng.choice(r.legal_plays())
            s, e = r.copy(), r.clone()
            s.act(me, first)
            e.act(me, first)
            plan = hard.plan_after(view_of(r, me), first)
            assert sim_playout(s, me, plan) == engine_playout(e, me, plan)


def test_the_look_ahead_places_are_the_engines_under_the_house_rules() -> None:
    """``places`` plays the engine's path on the lean copy: deal for deal, candidate for
    candidate, the places are those of the engine's play-out."""
    rules = preset("house", rounds=1)
    for seed in range(4):
        match = Match(rules, seed=seed)
        match.start_round()
        r = match.round
        assert r is not None
        view = view_of(r, r.turn)
        cands: list[Play | None] = list(view.legal_plays())[:3]
        got = places(view, cands, random.Random(seed), 8, float("inf"))
        rng, dealer = random.Random(seed), Dealer(view)
        want: list[list[int]] = [[] for _ in cands]
        for _ in range(8):
            base = view.to_round(dealer.deal(rng))
            for i, play in enumerate(cands):
                trial = base.clone()
                trial.act(view.seat, play)
                want[i].append(engine_playout(trial, view.seat))
        assert got == want
