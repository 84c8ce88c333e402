"""Continue resumes exactly under every preset and every house rule, also while a gift or a
discard is owed, and a finished match's record checks legal."""

from __future__ import annotations

import json
import random

import pytest
from test_saves import step

from game import saves, storage
from game.engine import Match
from game.engine.options import ALL_ON, PRESETS, Rules
from game.record import check, parse_record, record_of

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


def state(match: Match) -> tuple:
    r = match.round
    return (match.phase, match.round_no, match.totals, match.titles, match.hands, r and (
        r.turn, r.top, r.revolution, r.passed, r.finished, r.jack_back, r.lock, r.skipped,
        r.owes, r.pending, r.discarded, r.fallen, r.president, r.passes, r.declines))


RULES = {**PRESETS, "all-on": ALL_ON, "all-on-6": ALL_ON.with_(players=6)}


@pytest.mark.parametrize("name", sorted(RULES))
def test_continue_resumes_exactly_at_every_point(name: str) -> None:
    rules: Rules = RULES[name]
    match = Match(rules, seed=5)
    match.start_round()
    rng = random.Random(5)
    resumed_while_owing = 0
    for moves in range(400):
        if match.over:
            break
        if moves % 7 == 0 or (match.round is not None and match.round.owes is not None):
            resumed_while_owing += bool(match.round is not None and match.round.owes)
            assert saves.autosave(match)
            back = saves.load_autosave()
            assert back is not None and state(back.match) == state(match), moves
            assert record_of(back.match) == record_of(match)
        step(match, rng)
    if rules.seven_pass or rules.ten_discard:
        assert resumed_while_owing > 0
    assert storage.take_notices() == []


@pytest.mark.parametrize("name", sorted(RULES))
def test_a_finished_match_with_every_option_checks_legal(name: str) -> None:
    match = Match(RULES[name], seed=9)
    rng = random.Random(9)
    match.start_round()
    while not match.over:
        step(match, rng)
    report = check(parse_record(json.loads(json.dumps(record_of(match)))), with_legal=True)
    assert report.legal and report.match.totals == match.totals
    kinds = {k for r in record_of(match)["rounds"] for a in r["actions"] for k in a} - {"seat"}
    if RULES[name].seven_pass:
        assert "give" in kinds
    if RULES[name].ten_discard:
        assert "discard" in kinds
