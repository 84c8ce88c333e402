"""docs/rules.md "Plays": sets and runs, jokers in them, and a selection that means several
plays."""

from __future__ import annotations

from rulecase import last, legal_plays, plays

LEAD_AGAIN = ["0 3C", "1 pass", "2 pass"]  # seat 0 wins a trick and leads with the rest


def lead(hand: str, play: str, **rules: object) -> dict:
    """Seat 0 leads ``play`` from ``hand`` (after winning a first trick with its 3C)."""
    return last([f"3C {hand}", "4C KC", "5C KD"], [*LEAD_AGAIN, f"0 {play}"], **rules)


def leads(hand: str, **rules: object) -> set:
    """Every play seat 0 may lead from ``hand``."""
    return legal_plays([f"3C {hand}", "4C KC", "5C KD"], LEAD_AGAIN, **rules)


def test_sets_of_one_to_four_cards_of_one_rank() -> None:
    for play in ["9S", "9S 9H", "9S 9H 9D", "9S 9H 9D 9C"]:
        assert lead("9S 9H 9D 9C 6H", play)["legal"], play
    line = lead("9S TH 6H", "9S TH")
    assert line["error"] == "Those cards are not one rank (runs are not in play)."


def test_jokers_make_larger_sets_and_stand_for_the_sets_rank() -> None:
    assert lead("9S 9H 9D 9C X1 6H", "9S 9H 9D 9C X1", jokers=1)["legal"]
    assert lead("9S 9H 9D 9C X1 X2 6H", "9S 9H 9D 9C X1 X2", jokers=2)["legal"]
    # [7S X1] is a pair of 7s: it follows a pair of 6s, and a pair of 8s does not go on it.
    hands = ["6S 6H 3C", "7S X1 4D", "8S 8H 4C"]
    assert last(hands, ["0 6S 6H", "1 7S X1=7"], jokers=1)["legal"]
    line = last(["8S 8H 3C", "7S X1 4D", "4C"], ["0 8S 8H", "1 7S X1"], jokers=1)
    assert line["error"] == "The play must be 8 or higher."
    line = last(hands, ["0 6S 6H", "1 7S X1=6"], jokers=1)
    assert line["error"] == "A joker's meaning (X1=6) does not fit this play."


def test_every_set_is_listed_with_the_jokers_meaning() -> None:
    assert leads("5S 5H X1", jokers=1) == plays(
        "5S", "5H", "X1", "5S 5H", "5S X1=5", "5H X1=5", "5S 5H X1=5"
    )


def test_jokers_alone_are_a_set_of_joker_rank() -> None:
    assert leads("X1 X2", jokers=2) == plays("X1", "X1 X2")
    hands = ["2S 2H 3C", "X1 X2 4D", "4C"]
    line = last(["AS AH 3C", "X1 X2 4D", "2C 2D"], ["0 AS AH", "1 X1 X2", "2 2C 2D"], jokers=2)
    assert line["error"] == "Only jokers can follow jokers."
    assert last(hands, ["0 2S 2H"], jokers=2)["next"] == 0  # 2s clear; jokers never follow


def test_runs_of_three_or_more_consecutive_cards_of_one_suit() -> None:
    assert lead("4H 5H 6H 7H", "4H 5H 6H", runs=True)["legal"]
    assert lead("4H 5H 6H 7H", "4H 5H 6H 7H", runs=True)["legal"]
    assert lead("4H 5H", "4H 5H", runs=True)["error"] == "A run needs at least 3 cards."
    line = lead("4H 5D 6H", "4H 5D 6H", runs=True)
    assert line["error"] == "Those cards are not one rank, and they do not form a run."
    line = lead("4H 5H 7H", "4H 5H 7H", runs=True)
    assert line["error"] == "Those cards are not consecutive, and the jokers cannot fill the gaps."
    line = lead("4H 5H 6H", "4H 5H 6H")
    assert line["error"] == "Those cards are not one rank (runs are not in play)."


def test_run_up_to_the_two_but_no_wrap_from_2_to_3() -> None:
    assert lead("KH AH 2H", "KH AH 2H", runs=True)["legal"]
    line = lead("AH 2H 3H", "AH 2H 3H", runs=True)
    assert line["error"] == "Those cards are not consecutive, and the jokers cannot fill the gaps."
    line = lead("2H 3H X1", "2H 3H X1", runs=True, jokers=1)
    assert line["error"] == "Those cards are not consecutive, and the jokers cannot fill the gaps."
    # With a joker, A 2 can only mean K A 2: unambiguous, and nothing above the 2.
    assert lead("AH 2H X1", "AH 2H X1", runs=True, jokers=1)["legal"]
    line = lead("AH 2H X1", "AH 2H X1=3H", runs=True, jokers=1)
    assert line["error"] == "A joker's meaning (X1=3H) does not fit this play."


def test_jokers_fill_gaps_and_ends_of_runs() -> None:
    assert lead("4H X1 6H", "4H X1 6H", runs=True, jokers=1)["legal"]  # only 4-5-6
    assert lead("4H X1 X2 7H", "4H X1 X2 7H", runs=True, jokers=2)["legal"]  # only 4-5-6-7
    for meaning in ["X1=4H", "X1=7H"]:
        assert lead("5H 6H X1", f"5H 6H {meaning}", runs=True, jokers=1)["legal"]
    assert lead("5H X1 X2", "5H X1=6H X2=7H", runs=True, jokers=2)["legal"]
    assert lead("5H X1 X2", "5H X1=3H X2=4H", runs=True, jokers=2)["legal"]
    # Jokers are interchangeable: the meanings may be given in either order.
    assert lead("5H X1 X2", "5H X1=7H X2=6H", runs=True, jokers=2)["legal"]


def test_a_joker_selection_with_several_meanings_is_several_plays() -> None:
    # docs/rules.md's example: 6H 7H and a joker is 5-6-7 or 6-7-8, and the player chooses.
    listed = leads("6H 7H X1", runs=True, jokers=1)
    assert plays("6H 7H X1=5H", "6H 7H X1=8H") <= listed
    line = lead("6H 7H X1", "6H 7H X1", runs=True, jokers=1)
    assert line["error"] == "The play can mean several things; say what each joker stands for."
    line = lead("5H X1 X2", "5H X1 X2", runs=True, jokers=2)  # a set of 5s or three runs
    assert line["legal"] is False
    assert lead("5H X1 X2", "5H X1=5 X2", runs=True, jokers=2)["legal"]  # the set
    line = lead("6H 7H X1", "6H 7H X1=9H", runs=True, jokers=1)
    assert line["error"] == "A joker's meaning (X1=9H) does not fit this play."


def test_a_selection_is_ambiguous_only_when_several_meanings_are_legal() -> None:
    # On 6-7-8, the 5-6-7 reading of 6H 7H X1 cannot follow, so the 6-7-8 reading is meant.
    hands = ["6D 7D 8D 3C", "6H 7H X1 4D", "4C"]
    assert last(hands, ["0 6D 7D 8D", "1 6H 7H X1"], runs=True, jokers=1)["legal"]
    line = last(hands, ["0 6D 7D 8D", "1 6H 7H X1=5H"], runs=True, jokers=1)
    assert line["error"] == "The play must be 8 or higher."


def test_a_lone_joker_never_stands_for_a_rank() -> None:
    line = lead("X1 6H", "X1=2", jokers=1)
    assert line["error"] == "A joker's meaning (X1=2) does not fit this play."
    line = lead("X1 X2 6H", "X1=8 X2=8", jokers=2, eight_stop=True)
    assert line["error"] == "A joker's meaning (X1=8) does not fit this play."
    # It clears neither as a 2 nor as an 8: the trick goes on.
    for rules in [{}, {"eight_stop": True}]:
        line = last(["AS 3C", "X1 4D", "5C"], ["0 AS", "1 X1"], jokers=1, **rules)
        assert line["cleared"] is False and line["next"] == 2
        line = last(["7S 3C", "X1 X2 4D", "5C"], ["0 7S", "1 X1"], jokers=2, **rules)
        assert line["cleared"] is False
