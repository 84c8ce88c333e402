"""The match's typed action log, the record written from it, and the one replayer."""

from __future__ import annotations

import copy
import logging
import random

import pytest

from game import saves, storage
from game.engine.actions import (
    DiscardAction,
    GiveAction,
    MatchLog,
    PassAction,
    PlayAction,
    RoundLog,
)
from game.engine.cards import parse_card
from game.engine.history import Handover
from game.engine.match import Match
from game.engine.options import Rules, preset
from game.record import RecordError, check, parse_record, record_of, replay_record, serialize


def played(rules: Rules, seed: int, moves: int = 10_000) -> Match:
    match = Match(rules, seed=seed)
    rng = random.Random(seed)
    match.start_round()
    for _ in range(moves):
        if match.over:
            break
        if match.phase == "round_over":
            match.start_round()
        elif match.phase == "exchange":
            step = match.pending_gift()
            assert step is not None
            match.give(step.giver, rng.sample(match.hands[step.giver], step.count))
        else:
            r = match.round
            assert r is not None
            plays = r.legal_plays()
            if r.can_pass() and (not plays or rng.random() < 0.3):
                match.pass_turn(r.turn)
            else:
                match.play(r.turn, rng.choice(plays))
    return match


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    storage.take_notices()
    yield tmp_path
    storage.take_notices()


def test_the_log_holds_typed_actions_in_order() -> None:
    match = played(preset("daifugo"), seed=3, moves=30)
    rounds = match.log.rounds
    assert match.log.seed == 3 and match.log.rules == match.rules
    assert len(rounds) == match.round_no
    kinds = {type(a) for r in rounds for a in r.actions}
    assert kinds <= {PlayAction, PassAction} and PlayAction in kinds
    assert rounds[0].hands[0] == tuple(match.deal(1)[0])
    assert match.gifts == [(g.giver, g.receiver, g.cards) for g in rounds[-1].exchange]


def test_the_record_keeps_the_keys_and_their_order() -> None:
    match = played(preset("daifugo").with_(rounds=2), seed=8)
    data = record_of(match)
    assert list(data) == ["format", "rules", "seed", "rounds"]
    assert data["format"] == "president-record/1" and data["rules"] == match.rules.to_dict()
    first, second = data["rounds"]
    assert list(first) == ["hands", "actions", "leader"]
    assert list(second) == ["hands", "actions", "exchange", "leader"]
    assert second["exchange"][0] == {"from": match.results[0][1].index("scum"),
                                     "to": match.results[0][1].index("president"),
                                     "cards": second["exchange"][0]["cards"]}
    assert {"seat", "play"} <= set(first["actions"][0])


@pytest.mark.parametrize("name", ["standard", "eight-stop", "daifugo"])
def test_record_and_replay_give_back_the_same_log(name: str) -> None:
    match = played(preset(name), seed=21)
    data = record_of(match)
    for seed in (None, 21):  # as the checker reads it, and as a save of that seed
        again = replay_record(parse_record(copy.deepcopy(data)), seed=seed)
        assert again.reason is None
        assert again.match.log == match.log
        assert record_of(again.match) == data
        assert again.match.totals == match.totals


def test_a_save_must_be_its_seeds_game() -> None:
    match = played(preset("eight-stop"), seed=4)
    data = record_of(match)
    swapped = copy.deepcopy(data)
    hands = swapped["rounds"][0]["hands"]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    with pytest.raises(RecordError, match="deal"):
        replay_record(parse_record(swapped), seed=4)
    assert check(parse_record(swapped)).lines  # the checker takes the deal as written
    leader = copy.deepcopy(data)
    leader["rounds"][0]["leader"] = (data["rounds"][0]["leader"] + 1) % 4
    with pytest.raises(RecordError, match="leader"):
        replay_record(parse_record(leader), seed=4)


def test_a_save_must_make_the_forced_gift_the_rules_make() -> None:
    match = played(preset("eight-stop"), seed=6)
    data = record_of(match)
    gift = data["rounds"][1]["exchange"][0]
    lowest = sorted(data["rounds"][1]["hands"][gift["from"]], key=parse_card)[:2]
    gift["cards"] = lowest
    with pytest.raises(RecordError, match="gift"):
        replay_record(parse_record(data), seed=6)
    with pytest.raises(storage.DamagedFile):
        saves.replay(data)


def test_a_joker_meaning_is_needed_where_it_matters() -> None:
    rules = Rules(players=3, jokers=1, runs=True, rounds=1)
    hands = [["6H", "7H", "X1", "3C"], ["4D", "5D"], ["9S", "TS"]]
    base = {"format": "president-record/1", "rules": rules.to_dict(),
            "rounds": [{"hands": hands, "leader": 0, "actions": []}]}

    def first_play(tokens: list[str]) -> object:
        data = copy.deepcopy(base)
        data["rounds"][0]["actions"] = [{"seat": 0, "play": tokens}]
        return replay_record(parse_record(data))

    written = first_play(["6H", "7H", "X1=8H"])
    assert written.reason is None
    top = written.match.round.top
    assert (top.rank, top.high) == (parse_card("6H") >> 2, parse_card("8H") >> 2)
    assert first_play(["6H", "7H", "X1"]).reason.code == "ambiguous"  # 5-6-7 or 6-7-8
    assert first_play(["X1"]).match.round.top.cards == (52,)


def test_a_damaged_save_is_logged_and_set_aside(caplog: pytest.LogCaptureFixture) -> None:
    match = played(preset("standard"), seed=2, moves=25)
    saves.autosave(match)
    data = storage.read_json(saves.autosave_path())
    data["record"]["rounds"][0]["actions"].insert(0, {"seat": 9, "pass": True})
    storage.try_write_json(saves.autosave_path(), data)
    with caplog.at_level(logging.WARNING, logger="game.saves"):
        assert saves.load_autosave() is None
    assert any("malformed" in r.getMessage() for r in caplog.records if r.name == "game.saves")
    assert [n.kind for n in storage.take_notices()] == ["autosave"]
    assert not saves.has_autosave()


def test_an_illegal_save_is_logged_with_the_rule(caplog: pytest.LogCaptureFixture) -> None:
    match = played(preset("standard"), seed=2, moves=25)
    data = record_of(match)
    data["rounds"][0]["actions"].append({"seat": data["rounds"][0]["actions"][0]["seat"],
                                         "play": ["3C", "3C"]})
    with caplog.at_level(logging.WARNING, logger="game.saves"), \
            pytest.raises(storage.DamagedFile, match="rules do not allow"):
        saves.replay(data)
    assert any("breaks the rules" in r.getMessage() for r in caplog.records)


def test_a_leaders_pass_is_refused_by_the_checker_and_changes_nothing() -> None:
    rules = Rules(players=3, pass_is_final=True, rounds=1)
    data = {"format": "president-record/1", "rules": rules.to_dict(),
            "rounds": [{"hands": [["3C", "9D"], ["4D", "KS"], ["5H", "AS"]], "leader": 0,
                        "actions": [{"seat": 0, "play": ["9D"]}, {"seat": 1, "pass": True},
                                    {"seat": 2, "play": ["AS"]}, {"seat": 0, "pass": True},
                                    {"seat": 2, "pass": True}]}]}
    report = check(parse_record(data))
    assert [line["legal"] for line in report.lines] == [True, True, True, True, False]
    assert report.reason is not None and report.reason.code == "must_lead"
    round_ = report.match.round
    assert round_ is not None
    assert round_.turn == 2 and round_.top is None and round_.passed == [False] * 3


def test_the_house_rules_actions_have_their_place_in_the_record() -> None:
    log = MatchLog(Rules(players=3), seed=1)
    log.rounds.append(RoundLog(((0,), (1,), (2,)), leader=0,
                               history=[Handover(0, 0, 1, 2, (4, 5), False),
                                        Handover(0, 0, None, 1, (8,), False)]))
    assert log.rounds[0].actions == [GiveAction(0, (4, 5)), DiscardAction(0, (8,))]
    assert serialize(log)["rounds"][0]["actions"] == [
        {"seat": 0, "give": ["4C", "4D"]}, {"seat": 0, "discard": ["5C"]}]
