"""docs/rules.md "Clearing the pile at once": 2s (3s reversed), every Eight stop row, who
leads next."""

from __future__ import annotations

import pytest
from rulecase import last

ES = {"eight_stop": True}
REV = {"revolution": True}


def cleared_by(hands: list[str], actions: list[str], **rules: object) -> dict:
    """The last action's line, which must be legal and clear the pile."""
    line = last(hands, actions, **rules)
    assert line["legal"], line
    assert line["cleared"] is True, line
    return line


def not_cleared(hands: list[str], actions: list[str], **rules: object) -> dict:
    line = last(hands, actions, **rules)
    assert line["legal"], line
    assert line["cleared"] is False, line
    return line


# -- 2s, and 3s under a revolution --------------------------------------------------------------


def test_a_set_of_twos_clears_and_the_same_player_leads() -> None:
    for rules in [{}, ES]:
        assert cleared_by(["7S 3C", "2S 4D", "4C"], ["0 7S", "1 2S"], **rules)["next"] == 1
        line = cleared_by(["7S 7H 3C", "2S 2H 4D", "4C"], ["0 7S 7H", "1 2S 2H"], **rules)
        assert line["next"] == 1
    assert cleared_by(["2S 3C", "4D", "4C"], ["0 2S"])["next"] == 0  # also when leading


def test_a_joker_standing_for_a_two_counts() -> None:
    line = cleared_by(["7S 7H 3C", "2S X1 4D", "4C"], ["0 7S 7H", "1 2S X1"], jokers=1)
    assert line["next"] == 1


def test_a_run_ending_in_a_two_does_not_clear() -> None:
    not_cleared(["9H TH JH 3C", "QS KS AS 2S 4D", "4C"], ["0 9H TH JH", "1 KS AS 2S"], runs=True)


def test_under_a_revolution_threes_clear_instead_of_twos() -> None:
    revolt = ["0 9C 9D 9H 9S", "1 pass", "2 pass"]
    hands = ["9C 9D 9H 9S 5S 2H", "3S 2D 4D", "2C"]
    line = cleared_by(hands, [*revolt, "0 5S", "1 3S"], **REV)
    assert line["revolution"] and line["next"] == 1
    line = not_cleared(hands, [*revolt, "0 2H"], **REV)  # 2s are lowest now: no clear
    assert line["next"] == 1
    hands = ["9C 9D 9H 9S 5S 5C 6C", "3S X1 4D", "2C"]
    cleared_by(hands, [*revolt, "0 5S 5C", "1 3S X1"], jokers=1, **REV)


# -- Eight stop: every row of docs/rules.md -------------------------------------------------------


def test_eight_stop_single_eight() -> None:
    line = cleared_by(["7S 3C", "8S 4D", "4C"], ["0 7S", "1 8S"], **ES)
    assert line["next"] == 1
    assert cleared_by(["8S 3C", "4D", "4C"], ["0 8S"], **ES)["next"] == 0  # leading an 8
    not_cleared(["7S 3C", "8S 4D", "4C"], ["0 7S", "1 8S"])  # option off: an ordinary card


def test_eight_stop_set_of_eights() -> None:
    cleared_by(["6S 6H 3C", "8S 8H 4D", "4C"], ["0 6S 6H", "1 8S 8H"], **ES)
    cleared_by(["6S 6H 6D 3C", "8S 8H 8D 4D", "4C"], ["0 6S 6H 6D", "1 8S 8H 8D"], **ES)


def test_eight_stop_set_where_a_joker_stands_for_the_eight() -> None:
    cleared_by(["6S 6H 3C", "8S X1 4D", "4C"], ["0 6S 6H", "1 8S X1"], jokers=1, **ES)
    cleared_by(["6S 6H 3C", "8S X1 4D", "4C"], ["0 6S 6H", "1 8S X1=8"], jokers=1, **ES)


@pytest.mark.parametrize("run", ["6H 7H 8H", "7H 8H 9H", "8H 9H TH", "5H 6H 7H 8H 9H"])
def test_eight_stop_run_through_the_eight(run: str) -> None:
    cleared_by([f"{run} 3C", "4D", "4C"], [f"0 {run}"], runs=True, **ES)


@pytest.mark.parametrize("run", ["5H 6H 7H", "9H TH JH"])
def test_eight_stop_run_without_an_eight_does_not_clear(run: str) -> None:
    not_cleared(["4D 5D 6D 3C", f"{run} 4C", "5C"], ["0 4D 5D 6D", f"1 {run}"], runs=True, **ES)


@pytest.mark.parametrize("run", ["7H X1 9H", "6H 7H X1=8H", "X1=8H 9H TH"])
def test_eight_stop_run_where_a_joker_stands_for_the_eight(run: str) -> None:
    hand = " ".join(c.split("=")[0] for c in run.split())
    cleared_by([f"{hand} 3C", "4D", "4C"], [f"0 {run}"], runs=True, jokers=1, **ES)


def test_eight_stop_joker_standing_for_another_card_beside_the_eight_is_not_needed() -> None:
    # 6H 7H X1=5H has no 8 at all: no clear.
    not_cleared(["6H 7H X1 3C", "4D", "4C"], ["0 6H 7H X1=5H"], runs=True, jokers=1, **ES)


def test_eight_stop_an_eight_cannot_go_on_a_nine_or_higher() -> None:
    for top in ["9S", "TS", "AS"]:
        line = last([f"{top} 3C", "8S 4D", "4C"], [f"0 {top}", "1 8S"], **ES)
        assert line["legal"] is False
        assert line["error"] == f"The play must be {top[0]} or higher."
    line = last(["9S 9H 3C", "8S X1 4D", "4C"], ["0 9S 9H", "1 8S X1"], jokers=1, **ES)
    assert line["error"] == "The play must be 9 or higher."
    cleared_by(["8D 3C", "8S 4D", "4C"], ["0 8D"], **ES)  # an 8 on an 8 never arises: it cleared


def test_eight_stop_under_a_revolution() -> None:
    revolt = ["0 5C 5D 5H 5S", "1 pass", "2 pass"]
    hands = ["5C 5D 5H 5S 9S 7S 6S 3C", "8S 4D", "4C"]
    line = cleared_by(hands, [*revolt, "0 9S", "1 8S"], **REV, **ES)  # the 8s still clear
    assert line["revolution"] and line["next"] == 1
    for top in ["7S", "6S"]:  # ...but an 8 cannot go on a 7 or lower
        line = last(hands, [*revolt, f"0 {top}", "1 8S"], **REV, **ES)
        assert line["error"] == f"The play must be {top[0]} or lower."


def test_four_eights_both_clear_and_revolt() -> None:
    line = cleared_by(["8S 8H 8D 8C 3C", "4D", "4C"], ["0 8S 8H 8D 8C"], **REV, **ES)
    assert line["revolution"] is True and line["next"] == 0
    # On four 9s (which started a revolution) four 8s follow, clear, and end the revolution.
    hands = ["9S 9H 9D 9C 3C", "8S 8H 8D 8C 4D", "4C"]
    line = cleared_by(hands, ["0 9S 9H 9D 9C", "1 8S 8H 8D 8C"], **REV, **ES)
    assert line["revolution"] is False and line["next"] == 1


# -- who leads after a clear ----------------------------------------------------------------------


def test_after_a_trick_ends_by_passing_the_last_player_leads() -> None:
    line = cleared_by(["7S 3C", "9S 4D", "4C"], ["0 7S", "1 9S", "2 pass", "0 pass"])
    assert line["next"] == 1


FOUR = ["4S 3C", "5H", "6H 9C", "7H 9D"]  # seat 1 goes out on its only card


@pytest.mark.parametrize(
    ("card", "rules"),
    [("8H", ES), ("2H", {}), ("X1", {"jokers": 1})],
    ids=["eight", "two", "joker"],
)
def test_going_out_on_a_clearing_card_passes_the_lead_on(card: str, rules: dict) -> None:
    hands = ["4S 3C", card, "6H 9C", "7H 9D"]
    line = last(hands, ["0 4S", f"1 {card}"], **rules)
    assert line["finished"] == [1]
    if card == "X1":  # a lone joker does not clear: the others pass, then seat 2 leads
        line = cleared_by(hands, ["0 4S", "1 X1", "2 pass", "3 pass", "0 pass"], **rules)
    assert line["cleared"] and line["next"] == 2


def test_going_out_with_a_joker_standing_for_a_clearing_rank() -> None:
    hands = ["4S 4H 3C", "8S X1", "6H 9C", "7H 9D"]
    line = cleared_by(hands, ["0 4S 4H", "1 8S X1"], jokers=1, **ES)
    assert line["finished"] == [1] and line["next"] == 2
    hands = ["4S 4H 3C", "2S X1", "6H 9C", "7H 9D"]
    line = cleared_by(hands, ["0 4S 4H", "1 2S X1"], jokers=1)
    assert line["finished"] == [1] and line["next"] == 2


def test_the_lead_skips_seats_that_have_gone_out() -> None:
    hands = ["4S 5S 3C", "5H", "6H", "7H 8H 9D"]
    actions = ["0 4S", "1 5H", "2 6H", "3 7H", "0 pass"]  # seats 1 and 2 are out
    line = cleared_by(hands, actions)
    assert line["finished"] == [1, 2] and line["next"] == 3
    line = cleared_by(hands, ["0 4S", "1 5H", "2 6H", "3 8H"], **ES)
    assert line["next"] == 3
    hands = ["4S 5S 3C", "5H", "8S", "7H 9D"]
    line = cleared_by(hands, ["0 4S", "1 5H", "2 8S"], **ES)
    assert line["finished"] == [1, 2] and line["next"] == 3


@pytest.mark.parametrize("final", [False, True])
def test_going_out_then_everyone_passes_the_next_player_in_leads(final: bool) -> None:
    hands = ["4S 3C", "6H 9C", "5H", "7H 9D"]
    actions = ["0 4S", "1 pass", "2 5H", "3 pass", "0 pass"]
    if not final:
        actions.append("1 pass")  # without pass_is_final seat 1 may play again, so it passes
    line = cleared_by(hands, actions, pass_is_final=final)
    assert line["finished"] == [2] and line["next"] == 3  # even though seat 3 passed
