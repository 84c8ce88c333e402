"""docs/rules.md "Going out, titles and scoring", who leads each round, and the match's end."""

from __future__ import annotations

import pytest
from rulecase import last, lines_of, one_card_each, record, replay, round_

from game.engine.cards import deck
from game.engine.match import CITIZEN, PRESIDENT, SCUM, VICE_PRESIDENT, VICE_SCUM, Match
from game.engine.options import Rules


def test_round_1_is_led_by_the_holder_of_the_three_of_clubs() -> None:
    hands = ["4S 5S", "6S 7S", "3C 9S"]
    line = last(hands, ["2 9S"], leader=None)  # the lead need not contain the 3C
    assert line["legal"] and line["next"] == 0
    line = last(hands, ["0 4S"], leader=None)
    assert line["error"] == "It is seat 2's turn, not seat 0's."


def test_a_record_may_name_the_leader() -> None:
    assert last(["4S 5S", "6S 7S", "3C 9S"], ["1 6S"], leader=1)["legal"]


def test_going_out_and_the_last_player() -> None:
    lines = lines_of(["3S 5S", "4S", "6S 7S"], ["0 3S", "1 4S", "2 6S"])
    assert lines[1]["finished"] == [1] and lines[1]["next"] == 2
    # Seats 0 and 2 still hold cards, so the round goes on; now seat 0 goes out...
    lines = lines_of(["3S 5S", "4S", "6S 7S"], ["0 3S", "1 4S", "2 6S", "0 pass", "2 7S"])
    assert [line["legal"] for line in lines] == [True] * 5
    assert lines[-1]["finished"] == [1, 2, 0] and lines[-1]["next"] is None
    lines = lines_of(["3S 8S", "4S", "6S 7S"], ["0 3S", "1 4S", "2 6S", "0 8S"])
    assert lines[-1]["finished"] == [1, 0, 2]  # seat 2 still holds 7S: last
    assert lines[-1]["next"] is None


def test_no_action_after_the_round_is_over() -> None:
    lines = lines_of(["3S", "4S", "6S 7S"], ["0 3S", "1 4S", "2 7S"])
    assert lines[-1]["error"] == "The round is already over."


def test_a_player_who_has_gone_out_does_not_act() -> None:
    line = last(["3S", "4S 5S", "6S 7S"], ["0 3S", "1 4S", "2 6S", "0 pass"])
    assert line["error"] == "Seat 0 has already gone out."


@pytest.mark.parametrize(
    ("seats", "titles"),
    [
        (3, [PRESIDENT, CITIZEN, SCUM]),
        (4, [PRESIDENT, VICE_PRESIDENT, VICE_SCUM, SCUM]),
        (5, [PRESIDENT, VICE_PRESIDENT, CITIZEN, VICE_SCUM, SCUM]),
        (6, [PRESIDENT, VICE_PRESIDENT, CITIZEN, CITIZEN, VICE_SCUM, SCUM]),
    ],
)
def test_titles_and_points_by_finishing_place(seats: int, titles: list[str]) -> None:
    order = {3: [1, 0, 2], 4: [2, 0, 3, 1], 5: [4, 1, 3, 0, 2], 6: [5, 3, 1, 0, 2, 4]}[seats]
    report = replay(record(one_card_each(seats, order), rounds=1))
    assert report.legal
    match = report.match
    assert match.results[0][0] == order
    assert [match.titles[seat] for seat in order] == titles
    assert [match.results[0][2][seat] for seat in order] == list(range(seats - 1, -1, -1))
    assert match.over and match.phase == "match_over"


def test_scores_add_up_over_rounds_and_ties_go_to_the_better_last_place() -> None:
    rounds = [one_card_each(3, [0, 1, 2]), one_card_each(3, [2, 1, 0])]
    for r in rounds:
        r["leader"] = None  # later rounds: the previous Scum leads (seat 2 here)
    rounds[0]["leader"] = 0
    report = replay(record(*rounds, rounds=2))
    assert report.legal, report.lines
    match = report.match
    assert match.totals == [2, 2, 2]
    assert match.standings() == [2, 1, 0]  # all tied: the last round's places decide
    rounds.append(one_card_each(3, [0, 2, 1]))
    rounds[2]["leader"] = None
    match = replay(record(*rounds, rounds=3)).match
    assert match.totals == [4, 2, 3] and match.standings() == [0, 2, 1]


def test_later_rounds_are_led_by_the_previous_scum() -> None:
    first = one_card_each(4, [3, 0, 1, 2])  # seat 2 is Scum
    second = round_(["4S", "5S", "3S", "6S"], ["2 3S"], leader=None)
    assert replay(record(first, second, rounds=2)).legal
    second = round_(["3S", "5S", "4S", "6S"], ["0 3S"], leader=None)  # 3C's holder irrelevant
    line = replay(record(first, second, rounds=2)).lines[-1]
    assert line["error"] == "It is seat 2's turn, not seat 0's."


def test_the_match_plays_the_rules_number_of_rounds() -> None:
    rounds = [one_card_each(3, [0, 1, 2]) for _ in range(3)]
    report = replay(record(*rounds, rounds=3))
    assert report.legal and report.match.over
    assert [len(r[0]) for r in report.match.results] == [3, 3, 3]
    report = replay(record(*rounds[:2], rounds=3))
    assert not report.match.over and report.match.phase == "round_over"
    assert report.lines[-1]["next"] is None  # between rounds nobody acts


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("jokers", [0, 1, 2])
def test_the_whole_deck_is_dealt_one_card_at_a_time_from_seat_0(players: int, jokers: int) -> None:
    hands = Match(Rules(players=players, jokers=jokers), seed=players * 10 + jokers).deal(1)
    cards = sorted(c for h in hands for c in h)
    assert cards == deck(jokers)
    size = (52 + jokers) // players
    extra = (52 + jokers) % players
    assert [len(h) for h in hands] == [size + 1] * extra + [size] * (players - extra)
