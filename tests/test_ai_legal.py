"""Every decision of every level is legal, under every combination of rule options.

96 option combinations x 3 to 6 players x 6 rounds: 2304 rounds of Easy, Normal and random
play, and a smaller number of Hard decisions with a small look-ahead budget.
"""

from __future__ import annotations

import itertools
import random

import pytest

from game.ai import exchange_view, make_opponent, play_view
from game.ai.hard import HardOpponent
from game.engine.match import Match
from game.engine.options import Rules


def all_rules() -> list[Rules]:
    out = []
    flags = itertools.product((False, True), repeat=5)
    for jokers, (runs, rev, exch, eight, final) in itertools.product((0, 1, 2), flags):
        out.append(Rules(players=4, jokers=jokers, runs=runs, revolution=rev, exchange=exch,
                         eight_stop=eight, pass_is_final=final, rounds=6))
    return out


def play_checked(match: Match, opponents: list) -> int:
    """Play ``match`` to the end, checking each decision against the rules; count decisions."""
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
        ops[0] = HardOpponent(seed=rng.randrange(1000), work=300, max_ms=20)
        assert play_checked(Match(rules, seed=rng.randrange(10**6)), ops) > 0
