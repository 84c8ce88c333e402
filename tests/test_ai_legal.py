"""Every decision of every level is legal, under every combination of rule options.

96 combinations of the classic options x 3 to 6 players x 6 rounds: 2304 rounds of Easy,
Normal and random play, and a smaller number of Hard decisions with a small look-ahead budget.
Then samples of every option combination (the house rules too, 3 to 6 players), each level
at most of the seats, its plays, passes, gifts and discards all checked.
"""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai import exchange_view, make_opponent, play_view
from game.ai.hard import HardOpponent
from game.engine.match import Match
from game.engine.options import ALL_ON, HOUSE, UECDA, Rules
from tests.option_space import rules_strategy


def all_rules() -> list[Rules]:
    out = []
    flags = itertools.product((False, True), repeat=5)
    for jokers, (runs, rev, exch, eight, final) in itertools.product((0, 1, 2), flags):
        out.append(Rules(players=4, jokers=jokers, runs=runs, revolution=rev, exchange=exch,
                         eight_stop=eight, pass_is_final=final, rounds=6))
    return out


def play_checked(match: Match, opponents: list, counts: dict | None = None) -> int:
    """Play ``match`` to the end, checking each decision against the rules; count decisions
    (and, in ``counts``, the gifts and discards handed over during play)."""
    decisions = 0
    while not match.over:
        match.start_round()
        while match.phase in ("exchange", "play"):
            seat = match.whose_move()
            decisions += 1
            if match.phase == "exchange":
                step = match.pending_gift()
                cards = opponents[seat].choose_gift(exchange_view(match, seat), step.count)
                assert match.check_gift(seat, cards)[1] is None, (seat, cards)
                match.give(seat, cards)
                continue
            r = match.round
            if r.owes is not None:
                kind, count = r.owes
                cards = opponents[seat].choose_handover(play_view(match, seat), kind, count)
                assert r.check_handover(seat, kind, cards) is None, (kind, count, cards)
                if counts is not None:
                    counts[kind] = counts.get(kind, 0) + 1
                match.hand_over(seat, cards)
                continue
            play = opponents[seat].choose_play(play_view(match, seat))
            if play is None:
                assert r.can_pass(seat), "passed while leading"
            else:
                assert r.check_play(seat, play) is None, play
                assert play in r.legal_plays(seat)
            match.act(seat, play)
    return decisions


@pytest.mark.parametrize("rules", all_rules(), ids=lambda r: "-".join(
    f"{k}{int(v)}" for k, v in r.to_dict().items() if k not in ("players", "rounds")))
def test_easy_normal_random_play_legally(rules: Rules) -> None:
    rng = random.Random(str(rules))
    for players in (3, 4, 5, 6):
        r = rules.with_(players=players)
        levels = [rng.choice(("easy", "normal", "random", "normal-no8")) for _ in range(players)]
        levels[rng.randrange(players)] = "normal"
        ops = [make_opponent(lv, rng.randrange(10**6)) for lv in levels]
        assert play_checked(Match(r, seed=rng.randrange(10**6)), ops) > 0


@pytest.mark.parametrize("jokers", (0, 1, 2))
@pytest.mark.parametrize("runs", (False, True))
def test_hard_plays_legally(jokers: int, runs: bool) -> None:
    rng = random.Random(jokers * 2 + runs)
    for rev, final, players in ((True, True, 4), (False, False, 3), (True, False, 5)):
        rules = Rules(players=players, jokers=jokers, runs=runs, revolution=rev, exchange=True,
                      eight_stop=rng.random() < 0.5, pass_is_final=final, rounds=2)
        ops = [make_opponent(rng.choice(("easy", "normal")), s) for s in range(players)]
        ops[0] = HardOpponent(seed=rng.randrange(1000), work=300, max_ms=1e9)
        assert play_checked(Match(rules, seed=rng.randrange(10**6)), ops) > 0


FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow],
                derandomize=True)


def _table(level: str, players: int, seed: int) -> list:
    """``level`` at most seats, the rest Normal and random play (so every kind of pile comes
    up); Hard with a small look-ahead budget."""
    rng = random.Random(seed)
    levels = [level] * players
    levels[rng.randrange(players)] = rng.choice(("normal", "random", "normal-nohouse"))
    return [HardOpponent(seed=seed + s, work=300, max_ms=1e9) if lv == "hard"
            else make_opponent(lv, seed + s) for s, lv in enumerate(levels)]


@pytest.mark.parametrize("level", ("easy", "normal", "random", "normal-nohouse"))
@FAST
@given(rules=rules_strategy(rounds=2), seed=st.integers(0, 10**6))
def test_every_level_plays_legally_under_every_option(level: str, rules: Rules, seed: int) -> None:
    assert play_checked(Match(rules, seed=seed), _table(level, rules.players, seed)) > 0


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow],
          derandomize=True)
@given(rules=rules_strategy(rounds=1), seed=st.integers(0, 10**6))
def test_hard_plays_legally_under_every_option(rules: Rules, seed: int) -> None:
    assert play_checked(Match(rules, seed=seed), _table("hard", rules.players, seed)) > 0


@pytest.mark.parametrize("level", ("easy", "normal", "hard", "random"))
@pytest.mark.parametrize("rules", (HOUSE, UECDA, ALL_ON.with_(players=6, rounds=2)),
                         ids=("house", "uecda", "all-on"))
def test_levels_hand_over_legally_under_the_house_presets(level: str, rules: Rules) -> None:
    """With 7 pass and 10 discard on, gifts and discards come up and each is legal."""
    counts: dict[str, int] = {}
    rules = rules.with_(rounds=1)
    for seed in range(2):
        play_checked(Match(rules, seed=seed), _table(level, rules.players, seed), counts)
    if rules.seven_pass:
        assert counts.get("give", 0) > 0 and counts.get("discard", 0) > 0
