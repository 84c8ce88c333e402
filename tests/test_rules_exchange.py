"""docs/rules.md `exchange`: from round 2 the Scum (and Vice-Scum) give their highest cards
first."""

from __future__ import annotations

import pytest
from rulecase import one_card_each, record, replay, round_

from game.engine.cards import cards_str

EX = {"exchange": True, "rounds": 2}
# Round 1 of three players: seat 0 is President, seat 1 Citizen, seat 2 Scum.
FIRST3 = one_card_each(3, [0, 1, 2])
HANDS3 = ["3C 4C 5C", "6C 7C 8C", "9C TC 2S AH"]
# Round 1 of four: seat 0 President, 1 Vice-President, 2 Vice-Scum, 3 Scum.
FIRST4 = one_card_each(4, [0, 1, 2, 3])
HANDS4 = ["3C 4C 5C", "6C 7C 8C", "9C TC JC", "QC KC 2S AH"]


def second(
    hands: list[str], gifts: list[tuple[int, int, str]] | None, actions: list[str] = (),
    first: dict = FIRST3, **rules: object,
) -> dict:
    """The checker's last line for a two-round record (round 1 decides the titles)."""
    report = replay(record(first, round_(hands, actions, None, gifts), **{**EX, **rules}))
    return report.lines[-1]


def test_three_players_scum_gives_two_highest_and_president_gives_any_two_back() -> None:
    gifts = [(2, 0, "2S AH"), (0, 2, "3C 4C")]
    line = second(HANDS3, gifts, ["2 3C"])  # the Scum leads, with a card just received
    assert line["legal"] and line["round"] == 2 and line["next"] == 0
    report = replay(record(FIRST3, round_(HANDS3, ["2 3C"], None, gifts), **EX))
    hands = [cards_str(h) for h in report.match.round.hands]
    assert hands == ["5C AH 2S", "6C 7C 8C", "4C 9C TC"]


def test_president_may_give_back_what_was_just_received() -> None:
    line = second(HANDS3, [(2, 0, "2S AH"), (0, 2, "2S AH")], ["2 AH"])
    assert line["legal"]


def test_equal_highest_ranks_may_be_given_in_any_suit() -> None:
    hands = ["3C 4C 5C", "6C 7C 8C", "9C 2S AH AD"]
    for gift in ["2S AH", "2S AD"]:
        assert second(hands, [(2, 0, gift), (0, 2, "3C 4C")], ["2 9C"])["legal"], gift


def test_jokers_are_the_highest_cards() -> None:
    hands = ["3C 4C 5C", "6C 7C 8C", "9C X1 2S AH"]
    line = second(hands, [(2, 0, "2S AH")], jokers=1)
    assert line["error"] == "Seat 2 must give their highest card(s): X1 2S."
    assert second(hands, [(2, 0, "X1 2S"), (0, 2, "3C 4C")], ["2 9C"], jokers=1)["legal"]


@pytest.mark.parametrize(
    ("gifts", "error"),
    [
        ([(2, 0, "9C TC")], "Seat 2 must give their highest card(s): 2S AH."),
        ([(2, 0, "2S")], "Seat 2 must give 2 card(s)."),
        ([(2, 0, "2S AH 9C")], "Seat 2 must give 2 card(s)."),
        ([(2, 0, "2S 2S")], "Seat 2 must give 2 card(s)."),
        ([(0, 2, "3C 4C")], "Seat 0 is not the one to give cards now (seat 2 is)."),
        ([(1, 0, "6C 7C")], "Seat 1 is not the one to give cards now (seat 2 is)."),
        ([(2, 1, "2S AH")], "Seat 2 must give to seat 0, not seat 1."),
        ([(2, 0, "2S AH"), (0, 2, "3C 9C")], "Seat 0 does not hold 9C."),
        ([(2, 0, "2S AH"), (0, 2, "3C")], "Seat 0 must give 2 card(s)."),
        ([(2, 0, "2S AH"), (0, 2, "3C 4C"), (0, 2, "5C 2S")], "No card exchange is due now."),
    ],
)
def test_wrong_gifts_are_rejected(gifts: list, error: str) -> None:
    line = second(HANDS3, gifts, ["2 3C"])
    assert line["legal"] is False and line["error"] == error
    assert line["action"] is None and line["exchange"] == len(gifts) - 1


def test_no_exchange_in_round_1_or_without_the_option() -> None:
    data = record(round_(HANDS3, [], 0, [(2, 0, "2S AH")]), exchange=True)
    assert replay(data).lines[-1]["error"] == "No card exchange is due now."
    line = second(HANDS3, [(2, 0, "2S AH")], exchange=False)
    assert line["error"] == "No card exchange is due now."
    assert second(HANDS3, None, ["2 9C"], exchange=False)["legal"]  # Scum still leads


def test_play_waits_for_the_exchange() -> None:
    line = replay(record(FIRST3, round_(HANDS3, ["2 9C"], None), **EX), legal=True).lines[-1]
    assert line["error"] == "The card exchange is not finished."
    assert line["next"] == 2 and line["legal_plays"] == [] and line["can_pass"] is False
    line = second(HANDS3, [(2, 0, "2S AH")], ["2 9C"])
    assert line["error"] == "The card exchange is not finished." and line["next"] == 0


def test_a_player_with_fewer_cards_than_asked_gives_all_they_have() -> None:
    hands = ["3C 4C 5C", "6C 7C 8C", "2S"]
    line = second(hands, [(2, 0, "2S"), (0, 2, "3C 4C")], ["2 3C"])
    assert line["legal"], line
    line = second(hands, [(2, 0, "2S"), (0, 2, "3C")], ["2 3C"])
    assert line["error"] == "Seat 0 must give 2 card(s)."


FOUR_GIFTS = [(3, 0, "2S AH"), (2, 1, "JC"), (0, 3, "3C 4C"), (1, 2, "6C")]


@pytest.mark.parametrize("order", [[0, 1, 2, 3], [1, 0, 3, 2], [0, 2, 1, 3]])
def test_four_players_two_pairs_exchange_lower_player_first(order: list[int]) -> None:
    gifts = [FOUR_GIFTS[i] for i in order]
    line = second(HANDS4, gifts, ["3 3C"], first=FIRST4)
    assert line["legal"], line
    report = replay(record(FIRST4, round_(HANDS4, ["3 3C"], None, gifts), **EX))
    hands = [cards_str(h) for h in report.match.round.hands]
    assert hands == ["5C AH 2S", "7C 8C JC", "6C 9C TC", "4C QC KC"]


@pytest.mark.parametrize(
    ("gifts", "error"),
    [
        ([(1, 2, "6C")], "Seat 1 is not the one to give cards now (seat 3 is)."),
        ([(2, 1, "9C")], "Seat 2 must give their highest card(s): JC."),
        ([(2, 1, "JC TC")], "Seat 2 must give 1 card(s)."),
        ([(2, 1, "JC"), (1, 2, "6C 7C")], "Seat 1 must give 1 card(s)."),
        ([(2, 0, "JC")], "Seat 2 must give to seat 1, not seat 0."),
    ],
)
def test_four_players_wrong_gifts(gifts: list, error: str) -> None:
    assert second(HANDS4, gifts, first=FIRST4)["error"] == error


@pytest.mark.parametrize("seats", [5, 6])
def test_citizens_take_no_part_in_the_exchange(seats: int) -> None:
    first = one_card_each(seats, list(range(seats)))
    hands = [f"{r}C {r}D" for r in "3456789TJ"[:seats]]
    scum, vscum = seats - 1, seats - 2
    citizen_gift = [(2, 0, "5C")]
    line = second(hands, citizen_gift, first=first)
    assert line["error"] == f"Seat 2 is not the one to give cards now (seat {scum} is)."
    gifts = [(scum, 0, hands[scum]), (vscum, 1, hands[vscum].split()[1]),
             (0, scum, "3C 3D"), (1, vscum, "4C")]
    line = second(hands, gifts, [f"{scum} 3C"], first=first)
    assert line["legal"], line
