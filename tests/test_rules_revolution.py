"""docs/rules.md `revolution`, and the presets worth offering."""

from __future__ import annotations

import pytest
from rulecase import last, record, replay, round_

from game.engine.options import DAIFUGO, EIGHT_STOP, EVERYTHING, STANDARD, OptionError, preset

REV = {"revolution": True}


@pytest.mark.parametrize(
    ("play", "jokers"),
    [("5C 5D 5H 5S", 0), ("5C 5D 5H X1", 1), ("5C 5D X1 X2", 2), ("5C 5D 5H 5S X1", 1)],
)
def test_a_set_of_four_or_more_revolts_jokers_may_fill(play: str, jokers: int) -> None:
    line = last([f"{play} 3C", "4D", "4C"], [f"0 {play}"], jokers=jokers, **REV)
    assert line["legal"] and line["revolution"] is True


def test_without_the_option_or_with_fewer_cards_no_revolution() -> None:
    assert last(["5C 5D 5H 5S 3C", "4D", "4C"], ["0 5C 5D 5H 5S"])["revolution"] is False
    assert last(["5C 5D 5H 3C", "4D", "4C"], ["0 5C 5D 5H"], **REV)["revolution"] is False
    line = last(["5H 6H 7H 8H 3C", "4D", "4C"], ["0 5H 6H 7H 8H"], runs=True, **REV)
    assert line["revolution"] is False  # a run is not a set


def test_the_next_such_set_turns_the_order_back() -> None:
    hands = ["5C 5D 5H 5S 3C", "4C 4D 4H 4S 7D", "6S"]
    line = last(hands, ["0 5C 5D 5H 5S", "1 4C 4D 4H 4S"], **REV)  # 4s beat 5s reversed
    assert line["legal"] and line["revolution"] is False


def test_four_twos_clear_and_start_the_revolution() -> None:
    line = last(["2C 2D 2H 2S 3C", "4D", "4C"], ["0 2C 2D 2H 2S"], **REV)
    assert line["cleared"] is True and line["revolution"] is True and line["next"] == 0


def test_four_threes_do_not_clear_in_the_normal_order() -> None:
    line = last(["3C 3D 3H 3S 9C", "4D", "4C"], ["0 3C 3D 3H 3S"], **REV)
    assert line["cleared"] is False and line["revolution"] is True and line["next"] == 1
    # Under a revolution four 3s are the top set: they clear, and end the revolution.
    hands = ["5C 5D 5H 5S 3C 3D 3H 3S 9C", "4D", "4C"]
    line = last(hands, ["0 5C 5D 5H 5S", "1 pass", "2 pass", "0 3C 3D 3H 3S"], **REV)
    assert line["cleared"] is True and line["revolution"] is False and line["next"] == 0
    # ...and four 2s then do not clear.
    hands = ["5C 5D 5H 5S 2C 2D 2H 2S 9C", "4D", "4C"]
    line = last(hands, ["0 5C 5D 5H 5S", "1 pass", "2 pass", "0 2C 2D 2H 2S"], **REV)
    assert line["cleared"] is False and line["revolution"] is False


def test_the_order_is_normal_again_every_round() -> None:
    hands = ["5C 5D 5H 5S", "6S 3C", "7S 4C"]
    actions = ["0 5C 5D 5H 5S", "1 pass", "2 pass", "1 6S"]
    assert last(hands, [*actions, "2 7S"], **REV)["error"] == "The play must be 6 or lower."
    first = round_(hands, [*actions, "2 4C", "1 3C"])  # the 3 clears while reversed
    report = replay(record(first, rounds=2, **REV))
    assert report.legal and report.lines[-1]["revolution"] is True
    assert report.lines[-1]["finished"] == [0, 1, 2] and report.lines[-1]["next"] is None
    second = round_(["3S 4S", "5S", "6D 9S"], ["2 6D", "0 3S"], leader=None)  # Scum 2 leads
    line = replay(record(first, second, rounds=2, **REV)).lines[-1]
    assert line["round"] == 2 and line["revolution"] is False
    assert line["error"] == "The play must be 6 or higher."


def test_presets() -> None:
    assert preset("standard") == STANDARD
    assert not any(
        getattr(STANDARD, k) for k in ["runs", "revolution", "exchange", "eight_stop",
                                       "pass_is_final"]
    )
    assert STANDARD.jokers == 0 and STANDARD.players == 4 and STANDARD.rounds == 3
    assert preset("eight-stop") == EIGHT_STOP == STANDARD.with_(eight_stop=True, exchange=True)
    assert preset("daifugo") == DAIFUGO == STANDARD.with_(
        jokers=2, runs=True, revolution=True, exchange=True, eight_stop=True, pass_is_final=True
    )
    assert DAIFUGO.with_(pass_is_final=False) == EVERYTHING
    assert preset("daifugo", players=6).players == 6
    assert DAIFUGO.with_(players=5, rounds=7).preset_name == "daifugo"
    assert STANDARD.with_(jokers=1).preset_name is None
    with pytest.raises(OptionError, match="Unknown preset 'x'"):
        preset("x")
