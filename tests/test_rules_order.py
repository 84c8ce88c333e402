"""docs/rules.md "Table and cards" and "Leading and following": rank order, following, passing."""

from __future__ import annotations

import pytest
from rulecase import last, lines_of

RANKS = "3456789TJQKA2"
REVOLT = ["0 5C 5D 5H 5S", "1 pass", "2 pass"]  # seat 0 starts a revolution and leads again


def test_rank_order_low_to_high_and_suits_do_not_count() -> None:
    for i, low in enumerate(RANKS[:-1]):  # a 2 clears at once, so nothing follows it
        for j, high in enumerate(RANKS):
            line = last([f"{low}S 3C", f"{high}H 3D", "4C"], [f"0 {low}S", f"1 {high}H"])
            assert line["legal"] == (j >= i), (low, high)
            if j < i:
                assert line["error"] == f"The play must be {low} or higher."


def test_revolution_reverses_3_to_2_order() -> None:
    others = [r for r in RANKS if r not in "35"]  # 3s clear under a revolution; 5s revolt
    for low in others:
        for high in [r for r in RANKS if r != "5"]:
            hands = [f"5C 5D 5H 5S {low}S 3C", f"{high}H 3D", "4C"]
            line = last(hands, [*REVOLT, f"0 {low}S", f"1 {high}H"], revolution=True)
            assert line["revolution"] is True
            assert line["legal"] == (RANKS.index(high) <= RANKS.index(low)), (low, high)
            if not line["legal"]:
                assert line["error"] == f"The play must be {low} or lower."


def test_lone_joker_is_above_every_rank_in_both_orders() -> None:
    assert last(["2S 3C", "X1 4D", "4C"], ["0 2S", "1 X1"], jokers=1)["legal"] is False  # cleared
    line = last(["AS 3C", "X1 4D", "4C"], ["0 AS", "1 X1"], jokers=1)
    assert line["legal"] and line["next"] == 2
    hands = ["5C 5D 5H 5S 4S 3C", "X1 4D", "6C"]
    assert last(hands, [*REVOLT, "0 4S", "1 X1"], revolution=True, jokers=1)["legal"]
    # ...and nothing but a joker goes on a lone joker, not even a 2 (or a 3 when reversed).
    line = last(["X1 3C", "2S 4D", "4C"], ["0 X1", "1 2S"], jokers=1)
    assert line["error"] == "Only jokers can follow jokers."
    assert last(["X1 3C", "X2 4D", "4C"], ["0 X1", "1 X2"], jokers=2)["legal"]


def test_joker_pair_is_above_a_pair_of_twos() -> None:
    hands = ["AS AH 3C", "X1 X2 4D", "4C"]
    assert last(hands, ["0 AS AH", "1 X1 X2"], jokers=2)["legal"]


def test_following_needs_the_same_kind() -> None:
    hands = ["4H 5H 6H 3C", "9S 4D", "4C"]
    line = last(hands, ["0 4H 5H 6H", "1 9S"], runs=True)
    assert line["error"] == "The trick is played with runs; this play is not a run."
    hands = ["9S 9H 9D 3C", "4H 5H 6H 4D", "4C"]
    line = last(hands, ["0 9S 9H 9D", "1 4H 5H 6H"], runs=True)
    assert line["error"] == "The trick is played with sets; this play is not a set."


def test_following_needs_the_same_number_of_cards() -> None:
    line = last(["7S 3C", "9S 9H 4D", "4C"], ["0 7S", "1 9S 9H"])
    assert line["error"] == "The trick needs 1 card(s) per play."
    line = last(["7S 7H 3C", "9S 4D", "4C"], ["0 7S 7H", "1 9S"])
    assert line["error"] == "The trick needs 2 card(s) per play."
    line = last(["4H 5H 6H 3C", "7D 8D 9D TD 4D", "4C"], ["0 4H 5H 6H", "1 7D 8D 9D TD"], runs=True)
    assert line["error"] == "The trick needs 3 card(s) per play."


def test_equal_rank_may_follow() -> None:
    assert last(["7S 7H 3C", "7D 7C 4D", "4C"], ["0 7S 7H", "1 7D 7C"])["legal"]


def test_run_is_compared_by_its_top_card_in_the_current_order() -> None:
    hands = ["4H 5H 6H 3C", "5D 6D 7D 3D 4D", "4C"]
    assert last(hands, ["0 4H 5H 6H", "1 5D 6D 7D"], runs=True)["legal"]
    hands = ["5H 6H 7H 3C", "4D 5D 6D 3D", "4C"]
    line = last(hands, ["0 5H 6H 7H", "1 4D 5D 6D"], runs=True)
    assert line["error"] == "The play must be 7 or higher."
    hands = ["5H 6H 7H 3C", "5D 6D 7D 3D", "4C"]
    assert last(hands, ["0 5H 6H 7H", "1 5D 6D 7D"], runs=True)["legal"]  # equal
    # Under a revolution the run's highest card in force is its lowest rank.
    hands = ["9C 9D 9H 9S 5H 6H 7H 3C", "4D 5D 6D 3D", "4C"]
    rev = ["0 9C 9D 9H 9S", "1 pass", "2 pass"]
    assert last(hands, [*rev, "0 5H 6H 7H", "1 4D 5D 6D"], runs=True, revolution=True)["legal"]
    hands = ["9C 9D 9H 9S 4H 5H 6H 3C", "5D 6D 7D 3D", "4C"]
    line = last(hands, [*rev, "0 4H 5H 6H", "1 5D 6D 7D"], runs=True, revolution=True)
    assert line["error"] == "The play must be 4 or lower."


def test_the_leader_must_play() -> None:
    line = last(["7S 3C", "9S", "4C"], ["0 pass"])
    assert line["legal"] is False and line["next"] == 0
    assert line["error"] == "The leader of a trick must play; passing is not allowed."
    # ...also the leader of a later trick.
    line = last(["7S 3C", "9S 4D", "4C"], ["0 7S", "1 pass", "2 pass", "0 pass"])
    assert line["error"] == "The leader of a trick must play; passing is not allowed."


def test_anyone_else_may_pass_even_when_able_to_play() -> None:
    line = last(["7S 3C", "9S 4D", "4C"], ["0 7S", "1 pass"])
    assert line["legal"] and line["next"] == 2


def test_only_the_seat_in_turn_acts() -> None:
    line = last(["7S 3C", "9S 4D", "TC 4C"], ["0 7S", "2 TC"])
    assert line["error"] == "It is seat 1's turn, not seat 2's."
    assert line["next"] == 1


@pytest.mark.parametrize("final", [False, True])
def test_a_player_who_passed_plays_again_only_without_pass_is_final(final: bool) -> None:
    hands = ["4S 3C", "6S 3D", "5S 3H", "7S 3S"]
    actions = ["0 4S", "1 pass", "2 5S", "3 pass", "0 pass"]
    line = last(hands, actions, pass_is_final=final)
    # Off: seat 1 gets the turn back. On: seat 1 sits out, so it is seat 2's turn... and the
    # trick is over, since everyone else has passed.
    assert line["next"] == (2 if final else 1)
    assert line["cleared"] is final
    line = last(hands, [*actions, "1 6S"], pass_is_final=final)
    assert line["legal"] is not final


def test_with_pass_is_final_a_passed_player_sits_out_until_the_pile_is_cleared() -> None:
    hands = ["4S 3C", "6S 3D", "5S 3H", "7S 8S 3S"]
    actions = ["0 4S", "1 pass", "2 5S", "3 7S", "0 pass"]
    line = last(hands, actions, pass_is_final=True)
    assert line["next"] == 2  # seat 1 is skipped
    line = last(hands, [*actions, "1 6S"], pass_is_final=True)
    assert line["error"] == "Seat 1 has passed and sits out until the pile is cleared."
    # Once the pile is cleared, seat 1 plays again.
    line = last(hands, [*actions, "2 pass"], pass_is_final=True)
    assert line["cleared"] and line["next"] == 3
    line = last(hands, [*actions, "2 pass", "3 3S", "0 3C", "1 3D"], pass_is_final=True)
    assert line["legal"]


@pytest.mark.parametrize("final", [False, True])
def test_trick_ends_when_everyone_else_has_passed_since_the_last_play(final: bool) -> None:
    hands = ["4S 3C", "6S 3D", "5S 3H", "7S 3S"]
    lines = lines_of(hands, ["0 4S", "1 pass", "2 5S", "3 pass", "0 pass"], pass_is_final=final)
    if final:  # seat 1's earlier pass still counts: it sits out
        assert lines[-1]["cleared"] and lines[-1]["next"] == 2
        return
    assert not lines[-1]["cleared"]
    line = last(hands, ["0 4S", "1 pass", "2 5S", "3 pass", "0 pass", "1 pass"])
    assert line["cleared"] and line["next"] == 2  # passes in a row since 5S
    assert line["finished"] == []
