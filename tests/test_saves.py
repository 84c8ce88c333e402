"""The autosave and Continue, finished-match records, statistics, and damaged save files."""

from __future__ import annotations

import copy
import json
import random

import pytest

from game import saves, storage
from game.engine import Match, preset
from game.engine.match import PRESIDENT
from game.record import record_of
from game.settings import MAX_NAME

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


def step(match: Match, rng: random.Random) -> None:
    """One random legal move of whoever is to move (the exchange and hand-overs included)."""
    if match.phase == "round_over":
        match.start_round()
    elif match.phase == "exchange":
        gift = match.pending_gift()
        hand = match.hands[gift.giver]
        match.give(gift.giver, rng.sample(hand, min(gift.count, len(hand))))
    else:
        r = match.round
        if r.owes is not None:  # a gift or discard the house rules call for
            match.hand_over(r.turn, rng.sample(r.hands[r.turn], r.owes[1]))
            return
        plays = r.legal_plays()
        if r.can_pass() and (not plays or rng.random() < 0.3):
            match.pass_turn(r.turn)
        else:
            match.play(r.turn, rng.choice(plays))


def played(rules_name: str, seed: int, moves: int) -> Match:
    match = Match(preset(rules_name), seed=seed)
    match.start_round()
    rng = random.Random(seed)
    for _ in range(moves):
        if match.over:
            break
        step(match, rng)
    return match


def finished(rules_name: str, seed: int) -> Match:
    return played(rules_name, seed, 10_000)


def state(match: Match) -> tuple:
    r = match.round
    return (match.phase, match.round_no, match.totals, match.titles, match.hands,
            r and (r.turn, r.top, r.revolution, r.passed, r.finished))


@pytest.mark.parametrize("rules_name", ["standard", "eight-stop", "daifugo"])
@pytest.mark.parametrize("moves", [0, 1, 37, 120, 200])
def test_continue_resumes_exactly_where_the_match_was(rules_name: str, moves: int) -> None:
    match = played(rules_name, seed=moves + 11, moves=moves)
    assert saves.autosave(match, {"names": ["Bo", "Ida"]})
    resumed = saves.load_autosave()
    assert resumed is not None
    assert resumed.extra == {"names": ["Bo", "Ida"]}
    assert record_of(resumed.match) == record_of(match)
    assert state(resumed.match) == state(match)
    assert storage.take_notices() == []


def test_the_resumed_match_plays_on_and_reports_events() -> None:
    match = played("daifugo", seed=3, moves=50)
    saves.autosave(match)
    events: list = []
    resumed = saves.load_autosave(events).match
    rng1, rng2 = random.Random(9), random.Random(9)
    while not match.over:
        step(match, rng1)
        step(resumed, rng2)
    assert record_of(resumed) == record_of(match) and resumed.standings() == match.standings()
    assert events  # the new moves were reported, not the replay's


def test_no_autosave_means_nothing_to_continue() -> None:
    assert not saves.has_autosave()
    assert saves.load_autosave() is None
    assert storage.take_notices() == []


def test_a_finished_match_is_not_kept_as_autosave() -> None:
    match = played("eight-stop", seed=1, moves=30)
    saves.autosave(match)
    assert saves.has_autosave()
    saves.autosave(finished("eight-stop", 2))
    assert not saves.has_autosave()


def saved_data(moves: int = 60) -> dict:
    saves.autosave(played("daifugo", seed=5, moves=moves), {"k": 1})
    return json.loads(saves.autosave_path().read_text(encoding="utf-8"))


def first_play(data: dict) -> dict:
    return next(a for a in data["record"]["rounds"][0]["actions"] if "play" in a)


def damage_cases() -> dict:
    def cheat_hands(d):
        h = d["record"]["rounds"][0]["hands"]
        h[0], h[1] = h[1], h[0]

    def illegal_play(d):
        first_play(d)["play"] = ["2S", "2H", "2D", "2C", "3C"]

    def wrong_seat(d):
        first_play(d)["seat"] = (first_play(d)["seat"] + 1) % 4

    def unknown_card(d):
        first_play(d)["play"] = ["1Z"]

    def bad_rules(d):
        d["record"]["rules"]["players"] = 40

    def rule_as_text(d):
        d["record"]["rules"] = "daifugo"

    def too_many_rounds(d):
        d["record"]["rounds"] *= 20

    def wrong_format(d):
        d["format"] = "something-else/9"

    def seed_as_text(d):
        d["record"]["seed"] = "5"

    def actions_not_list(d):
        d["record"]["rounds"][0]["actions"] = {"seat": 0}

    def extra_not_mapping(d):
        d["extra"] = [1, 2]

    def no_record(d):
        del d["record"]

    def bad_leader(d):
        d["record"]["rounds"][0]["leader"] = -1

    return {f.__name__: f for f in (
        cheat_hands, illegal_play, wrong_seat, unknown_card, bad_rules, rule_as_text,
        too_many_rounds, wrong_format, seed_as_text, actions_not_list, extra_not_mapping,
        no_record, bad_leader,
    )}


@pytest.mark.parametrize("case", damage_cases())
def test_a_tampered_autosave_is_set_aside_and_told_once(case: str) -> None:
    data = saved_data()
    damage_cases()[case](data)
    saves.autosave_path().write_text(json.dumps(data), encoding="utf-8")
    assert saves.load_autosave() is None
    notices = storage.take_notices()
    assert [n.kind for n in notices] == ["autosave"]
    assert notices[0].aside is not None and not saves.has_autosave()
    assert saves.load_autosave() is None and storage.take_notices() == []


@pytest.mark.parametrize("cut", [1, 10, 200, -2])
def test_a_truncated_autosave_is_set_aside(cut: int) -> None:
    saved_data()
    text = saves.autosave_path().read_bytes()
    saves.autosave_path().write_bytes(text[:cut])
    assert saves.load_autosave() is None
    assert [n.kind for n in storage.take_notices()] == ["autosave"]


def test_binary_garbage_and_a_huge_autosave_are_set_aside() -> None:
    saves.autosave_path().parent.mkdir(parents=True)
    for content in (bytes(range(256)) * 50, b'{"pad": "' + b"x" * (storage.MAX_BYTES + 10)):
        saves.autosave_path().write_bytes(content)
        assert saves.load_autosave() is None
        assert [n.kind for n in storage.take_notices()] == ["autosave"]


def test_a_finished_match_is_recorded_and_counted_once() -> None:
    match = finished("eight-stop", 4)
    saves.autosave(played("eight-stop", 4, 20))
    stats = saves.match_finished(match)
    again = saves.match_finished(match)
    assert again == stats
    won = match.standings()[0] == 0
    presidents = sum(1 for _, titles, _ in match.results if titles[0] == PRESIDENT)
    assert (stats.played, stats.won, stats.president, stats.rounds) == (1, won, presidents, 3)
    [record_file] = saves.list_records()
    record = json.loads(record_file.read_text(encoding="utf-8"))
    assert record["format"] == "president-record/1" and len(record["rounds"]) == 3
    assert saves.replay(record).standings() == match.standings()
    assert not saves.has_autosave()


def test_statistics_add_up_across_runs() -> None:
    wins = 0
    for seed in range(3):
        match = finished("standard", seed)
        wins += match.standings()[0] == 0
        saves.match_finished(match)
    stats = saves.load_stats()
    assert stats.played == 3 and stats.won == wins and stats.rounds == 9
    assert len(saves.list_records()) == 3


def test_an_unfinished_match_cannot_be_counted() -> None:
    with pytest.raises(ValueError):
        saves.match_finished(played("standard", 1, 5))


@pytest.mark.parametrize("content, kind", [
    (b'{"played": 3, "won": 1', "stats"),  # truncated
    (b"\xff\xfe\x00garbage", "stats"),  # binary
    (b'[3, 1, 0]', "stats"),  # wrong structure
    (b'{"played": "three", "won": 1}', "stats"),  # wrong type, and won more than played
    (b'{"played": 2, "won": 5, "president": 1, "rounds": 6}', "stats_values"),  # impossible
    (b'{"played": -4}', "stats"),  # hostile
    (b'{"played": 1e400}', "stats"),  # overflow
    (b'null', "stats"),  # not a missing file
    (b'{}', "stats"),  # no counts at all
])
def test_damaged_statistics_start_again_with_one_notice(content: bytes, kind: str) -> None:
    saves.stats_path().parent.mkdir(parents=True)
    saves.stats_path().write_bytes(content)
    stats = saves.load_stats()
    assert stats.won <= stats.played and stats.played >= 0
    assert [n.kind for n in storage.take_notices()] == [kind]
    assert saves.load_stats() == stats and storage.take_notices() == []
    assert list(saves.stats_path().parent.glob("stats.json.corrupt-*"))


def test_only_the_bad_count_is_reset_and_the_notice_says_so() -> None:
    saves.stats_path().parent.mkdir(parents=True)
    saves.stats_path().write_text('{"played": 7, "won": 3, "president": "x", "rounds": 20}')
    stats = saves.load_stats()
    assert (stats.played, stats.won, stats.president, stats.rounds) == (7, 3, 0, 20)
    [notice] = storage.take_notices()
    assert notice.kind == "stats_values"


def test_old_records_are_pruned(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "KEEP_RECORDS", 2)
    record = copy.deepcopy(record_of(finished("standard", 1)))
    for _ in range(4):
        saves.save_record(record)
    assert len(saves.list_records()) == 2


def test_the_tables_data_in_a_save_is_cut_down_to_size() -> None:
    match = played("eight-stop", seed=2, moves=10)
    saves.autosave(match, {"player_name": "Bo\x00" + "x" * 100_000, "levels": ["hard"] * 10_000,
                           "seed": 2})
    extra = saves.load_autosave().extra
    assert extra["player_name"] == ("Bo" + "x" * 100)[:MAX_NAME]
    assert "levels" not in extra and extra["seed"] == 2
    saves.autosave(match, {"player_name": ["not", "text"], "levels": ["human", "easy"]})
    extra = saves.load_autosave().extra
    assert extra == {"player_name": "", "levels": ["human", "easy"]}
