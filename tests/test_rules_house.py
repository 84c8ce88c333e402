"""docs/rules.md "House rules", sentence by sentence, through the record checker (with Eight stop in
each rule's scenarios)."""

from __future__ import annotations

import pytest
from rulecase import last, legal_plays, lines_of, plays, record, replay, round_

from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.match import Match
from game.engine.options import HOUSE, OPTIONS, PRESETS, UECDA, Rules
from game.engine.plays import interpretations

ES = {"eight_stop": True}


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def ok(line: dict) -> dict:
    assert line["legal"], line
    return line


def refused(line: dict, words: str) -> dict:
    assert line["legal"] is False and words in line["error"], line
    return line


# -- Each is an option, default off, and each combines with every other option -------------------

HOUSE_KEYS = ("strict", "diamond_start", "jack_back", "suit_lock", "spade_three",
              "run_revolution", "five_skip", "seven_pass", "ten_discard", "capital_fall")


def test_each_house_rule_is_an_option_default_off() -> None:
    declared = {o.key: o for o in OPTIONS}
    for key in HOUSE_KEYS:
        assert declared[key].group == "house" and declared[key].default is False
        assert getattr(Rules(), key) is False


def test_the_presets_of_the_rulebook() -> None:
    daifugo = PRESETS["daifugo"]
    assert daifugo.with_(strict=True, jack_back=True, suit_lock=True, spade_three=True,
                                  five_skip=True, seven_pass=True, ten_discard=True,
                                  capital_fall=True, diamond_start=True) == HOUSE
    assert Rules(players=5, jokers=1, runs=True, revolution=True, run_revolution=True,
                          exchange=True, eight_stop=True, pass_is_final=True, strict=True,
                          suit_lock=True, spade_three=True, diamond_start=True, twos_stay=True,
                          diamond_every=True, run_above=True, joker_suit=True,
                          owner_again=True, leader_pass=True,
                          reseat=True) == UECDA


# -- The order of effects in one play -----------------------------------------------------------


def kinds(match: Match, start: int) -> list[str]:
    assert match.events is not None
    return [type(e).__name__ for e in match.events[start:]]


def test_a_run_seven_to_ten_gives_then_discards_then_clears_on_its_eight() -> None:
    rules = Rules(players=3, rounds=1, runs=True, eight_stop=True, seven_pass=True,
                  ten_discard=True)
    match = Match(rules, events=[])
    hand = cards("7H 8H 9H TH 3C 4C 5C")
    match.start_round([hand, [parse_card("6D")], [parse_card("6S")]], leader=0)
    [run] = [p for p in interpretations(hand[:4], True) if p.kind == 1]
    mark = len(match.events or [])
    match.play(0, run)
    assert match.round is not None and match.round.owes == ("give", 1)
    match.give(0, [parse_card("3C")])
    assert match.round.owes == ("discard", 1)
    match.discard(0, [parse_card("4C")])
    assert kinds(match, mark) == ["Played", "Owes", "CardsGiven", "Owes", "Discarded",
                                  "Cleared", "TurnStarted"]
    assert match.round.hands[1] == [parse_card("3C"), parse_card("6D")]
    assert match.round.discarded == [parse_card("4C")] and match.round.turn == 0


def test_a_last_card_goes_out_before_the_revolution_and_the_clear() -> None:
    rules = Rules(players=3, rounds=1, revolution=True, eight_stop=True)
    match = Match(rules, events=[])
    eights = cards("8C 8D 8H 8S")
    match.start_round([eights, [parse_card("3D"), parse_card("4D")], [parse_card("6S")]],
                      leader=0)
    mark = len(match.events or [])
    [four] = interpretations(eights, False)
    match.play(0, four)
    order = kinds(match, mark)
    assert order.index("WentOut") < order.index("Revolution") < order.index("Cleared")


def test_four_jacks_under_jack_back_revolt_first_then_jack_back() -> None:
    rules = Rules(players=3, rounds=1, revolution=True, jack_back=True)
    match = Match(rules, events=[])
    jacks = cards("JC JD JH JS")
    match.start_round([jacks + [parse_card("3C")], [parse_card("3D")], [parse_card("6S")]],
                      leader=0)
    mark = len(match.events or [])
    match.play(0, interpretations(jacks, False)[0])
    order = kinds(match, mark)
    assert order.index("Revolution") < order.index("JackBack")
    assert "OrderChanged" not in order  # both flips: the order in force stays


# -- strict (Must beat) ------------------------------------------------------------------------


def test_must_beat_refuses_an_equal_rank() -> None:
    hands = ["5C 9C", "5D 6D", "KH KS"]
    refused(last(hands, ["0 5C", "1 5D"], strict=True), "must be higher than 5")
    ok(last(hands, ["0 5C", "1 5D"]))  # without the rule an equal rank follows
    ok(last(hands, ["0 5C", "1 6D"], strict=True, **ES))


def test_must_beat_in_the_reversed_order_is_strictly_lower() -> None:
    hands = ["9C 9D 9H 9S 6C 3C", "6D 5D", "KH"]
    revolt = ["0 9C 9D 9H 9S", "1 pass", "2 pass"]
    refused(last(hands, [*revolt, "0 6C", "1 6D"], strict=True, revolution=True),
            "must be lower than 6")
    ok(last(hands, [*revolt, "0 6C", "1 5D"], strict=True, revolution=True))


def test_must_beat_a_lone_joker_cannot_follow_a_lone_joker() -> None:
    hands = ["X1 4C", "X2 5D", "KH"]
    refused(last(hands, ["0 X1", "1 X2"], jokers=2, strict=True), "Only jokers")
    ok(last(hands, ["0 X1", "1 X2"], jokers=2))


def test_must_beat_a_run_with_the_same_top_card_is_refused() -> None:
    hands = ["4H 5H 6H 3C", "4S 5S 6S 7S", "KH"]
    refused(last(hands, ["0 4H 5H 6H", "1 4S 5S 6S"], runs=True, strict=True), "higher than 6")
    ok(last(hands, ["0 4H 5H 6H", "1 5S 6S 7S"], runs=True, strict=True))


# -- diamond_start (3♦ starts) -----------------------------------------------------------------


def test_the_holder_of_the_three_of_diamonds_leads_round_one() -> None:
    hands = ["3C 9C", "3D 9D", "4H 9H"]
    line = last(hands, ["1 9D"], leader=None, diamond_start=True)
    assert ok(line)["seat"] == 1
    refused(last(hands, ["0 9C"], leader=None, diamond_start=True), "seat 1's turn")
    ok(last(hands, ["0 9C"], leader=None))  # without the rule the 3♣ leads


def test_later_rounds_are_still_led_by_the_scum() -> None:
    r1 = round_(["3D", "4D", "5D"], ["0 3D", "1 4D"], leader=None)
    r2 = round_(["3C 6C", "3D 6D", "4H 6H"], ["2 4H"], leader=None)
    report = replay(record(r1, r2, players=3, rounds=2, diamond_start=True))
    assert report.legal and report.lines[-1]["seat"] == 2


def test_a_round_one_without_the_three_of_diamonds_and_no_leader_is_not_a_record() -> None:
    from game.record import RecordError, parse_record

    data = record(round_(["3C", "4D", "5D"], [], leader=None), players=3, diamond_start=True)
    with pytest.raises(RecordError):
        replay(data) if parse_record(data) else None


# -- jack_back (Jack back) ---------------------------------------------------------------------


JB = {"jack_back": True}


def test_a_jack_reverses_the_order_until_the_pile_is_cleared() -> None:
    hands = ["JC 3C 9C", "TD QD 4D", "KH KS"]
    line = ok(last(hands, ["0 JC"], **JB))
    assert line["reversed"] is True and line["revolution"] is False
    assert legal_plays(hands, ["0 JC"], **JB) == plays("TD", "4D")  # the queen may not
    line = ok(last(hands, ["0 JC", "1 TD", "2 pass", "0 pass"], **JB))
    assert line["cleared"] and line["reversed"] is False


def test_a_jack_back_is_once_per_play_however_many_jacks() -> None:
    for jacks in (["JC JD"], ["JC JD JH"]):
        hands = [jacks[0] + " 3C", "QD QS QH 4D", "KH"]
        assert ok(last(hands, ["0 " + jacks[0]], **JB))["reversed"] is True


def test_a_joker_for_a_jack_and_a_run_through_the_jack_jack_back() -> None:
    assert last(["JC X1 3C", "4D", "KH"], ["0 JC X1=J"], jokers=1, **JB)["reversed"] is True
    line = last(["9H TH JH 3C", "4D", "KH"], ["0 9H TH JH"], runs=True, **JB)
    assert line["reversed"] is True
    assert last(["9H TH X1 3C", "4D", "KH"], ["0 9H TH X1=JH"], runs=True, jokers=1,
                **JB)["reversed"] is True
    assert last(["8H 9H TH 3C", "4D", "KH"], ["0 8H 9H TH"], runs=True, **JB)["reversed"] is False


def test_a_second_jack_back_in_the_trick_turns_it_back() -> None:
    hands = ["JC 3C", "JD 4D", "QH KS"]
    line = ok(last(hands, ["0 JC", "1 JD"], **JB))  # an equal rank may follow
    assert line["reversed"] is False
    assert legal_plays(hands, ["0 JC", "1 JD"], **JB) == plays("QH", "KS")


def test_under_must_beat_only_a_ten_or_lower_goes_on_a_jack_back() -> None:
    hands = ["JC 3C", "JD TD 4D", "QH"]
    assert legal_plays(hands, ["0 JC"], strict=True, **JB) == plays("TD", "4D")
    refused(last(hands, ["0 JC", "1 JD"], strict=True, **JB), "lower than J")


def test_a_jack_back_during_a_revolution_makes_the_order_normal_again() -> None:
    hands = ["9C 9D 9H 9S JC 3C", "QD 4D", "KH"]
    revolt = ["0 9C 9D 9H 9S", "1 pass", "2 pass"]
    line = ok(last(hands, [*revolt, "0 JC"], revolution=True, **JB))
    assert line["revolution"] is True and line["reversed"] is False
    assert legal_plays(hands, [*revolt, "0 JC"], revolution=True, **JB) == plays("QD")


def test_four_jacks_with_revolution_keep_the_order_for_the_trick() -> None:
    hands = ["JC JD JH JS 3C", "QC QD QH QS", "4C 4D 4H 4S"]
    rules = {"revolution": True, **JB}
    line = ok(last(hands, ["0 JC JD JH JS"], **rules))
    assert line["revolution"] is True and line["reversed"] is False
    assert legal_plays(hands, ["0 JC JD JH JS"], **rules) == plays("QC QD QH QS")
    line = ok(last(hands, ["0 JC JD JH JS", "1 pass", "2 pass"], **rules))
    assert line["cleared"] and line["reversed"] is True  # the revolution's order from the clear


def test_four_jacks_under_a_revolution_end_it_but_the_trick_stays_reversed() -> None:
    hands = ["9C 9D 9H 9S JC JD JH JS 3C", "4C 4D 4H 4S 5D", "KH"]
    revolt = ["0 9C 9D 9H 9S", "1 pass", "2 pass"]
    rules = {"revolution": True, **JB}
    line = ok(last(hands, [*revolt, "0 JC JD JH JS"], **rules))
    assert line["revolution"] is False and line["reversed"] is True
    line = ok(last(hands, [*revolt, "0 JC JD JH JS", "1 4C 4D 4H 4S"], **rules))
    assert line["revolution"] is True  # four 4s revolt again
    assert line["reversed"] is False  # ... inside the jack back


def test_a_jack_play_that_also_clears_clears_and_its_jack_back_ends() -> None:
    hands = ["8H 9H TH JH 3C", "4D", "KH"]
    line = ok(last(hands, ["0 8H 9H TH JH"], runs=True, **ES, **JB))
    assert line["cleared"] and line["reversed"] is False and line["next"] == 0


def test_an_eight_under_a_jack_back_is_a_lower_card_and_clears() -> None:
    hands = ["JC 3C", "8D 4D", "QH"]
    line = ok(last(hands, ["0 JC", "1 8D"], **ES, **JB))
    assert line["cleared"] and line["reversed"] is False and line["next"] == 1


def test_under_a_jack_back_threes_clear_as_the_top_rank() -> None:
    hands = ["JC 3C", "3D 4D", "QH"]
    line = ok(last(hands, ["0 JC", "1 3D"], **JB))
    assert line["cleared"] and line["next"] == 1


# -- suit_lock (Suit lock) ---------------------------------------------------------------------


SL = {"suit_lock": True}


def test_a_follow_in_exactly_the_same_suits_locks_the_pile() -> None:
    hands = ["5H 3C", "7H 4D", "9H 9S", "KD"]
    line = ok(last(hands, ["0 5H", "1 7H"], **SL))
    assert line["lock"] == ["H"]
    assert legal_plays(hands, ["0 5H", "1 7H"], **SL) == plays("9H")
    refused(last(hands, ["0 5H", "1 7H", "2 9S"], **SL), "locked to H")
    assert "lock" not in last(hands, ["0 5H", "1 7H"])  # the key only with the rule


def test_a_pair_locks_to_both_suits() -> None:
    hands = ["5H 5S 3C", "7H 7S 4D", "9H 9S 9D 9C", "KD"]
    assert ok(last(hands, ["0 5H 5S", "1 7H 7S"], **SL))["lock"] == ["H", "S"]
    assert legal_plays(hands, ["0 5H 5S", "1 7H 7S"], **SL) == plays("9H 9S")
    assert ok(last(["5H 5S 3C", "7H 7D 4D", "KD"], ["0 5H 5S", "1 7H 7D"], **SL))["lock"] is None


def test_the_lock_lasts_until_the_pile_is_cleared() -> None:
    hands = ["5H 9H 3C 4C", "7H 4D 6D", "8S KD"]
    line = ok(last(hands, ["0 5H", "1 7H", "2 pass", "0 9H", "1 pass", "2 pass"], **SL))
    assert line["cleared"] and line["lock"] is None
    line = ok(last(hands, ["0 5H", "1 7H", "2 pass", "0 9H", "1 pass", "2 pass", "0 3C", "1 4D",
                           "2 8S"], **SL))
    assert line["lock"] is None


def test_a_joker_in_a_set_is_suitless_and_never_starts_a_lock() -> None:
    hands = ["5H 5S 3C", "7H X1 4D", "9H 9D", "KD"]
    assert ok(last(hands, ["0 5H 5S", "1 7H X1=7"], jokers=1, **SL))["lock"] is None
    hands = ["5H X1 3C", "7H 7S 4D", "9H 9D", "KD"]
    assert ok(last(hands, ["0 5H X1=5", "1 7H 7S"], jokers=1, **SL))["lock"] is None


def test_a_joker_in_a_run_has_the_runs_suit() -> None:
    hands = ["3H 4H 5H 3C", "6H X1 8H 4D", "9D TD JD", "KD"]
    line = ok(last(hands, ["0 3H 4H 5H", "1 6H X1=7H 8H"], jokers=1, runs=True, **SL))
    assert line["lock"] == ["H"]


def test_in_a_locked_pile_a_joker_stands_for_a_missing_suit() -> None:
    hands = ["5H 5S 3C", "7H 7S 4D", "9H X1 9D", "KD"]
    assert legal_plays(hands, ["0 5H 5S", "1 7H 7S"], jokers=1, **SL) == plays("9H X1=9")
    refused(last(hands, ["0 5H 5S", "1 7H 7S", "2 9H 9D"], jokers=1, **SL), "locked to HS")


def test_a_lone_joker_may_follow_a_locked_single() -> None:
    hands = ["5H 3C", "7H 4D", "X1 9S", "KD"]
    assert legal_plays(hands, ["0 5H", "1 7H"], jokers=1, **SL) == plays("X1")


def test_an_eight_in_a_locked_pile_must_be_in_suit_and_clears() -> None:
    hands = ["5H 3C", "6H 4D", "8H 8S", "KD"]
    assert legal_plays(hands, ["0 5H", "1 6H"], **ES, **SL) == plays("8H")
    line = ok(last(hands, ["0 5H", "1 6H", "2 8H"], **ES, **SL))
    assert line["cleared"] and line["lock"] is None


# -- spade_three (Spade 3) ---------------------------------------------------------------------


S3 = {"spade_three": True, "jokers": 1}


def test_a_lone_spade_three_follows_a_lone_joker_and_clears() -> None:
    hands = ["X1 4C", "3S 5D", "KH"]
    assert legal_plays(hands, ["0 X1"], **S3) == plays("3S")
    line = ok(last(hands, ["0 X1", "1 3S"], **S3, **ES))
    assert line["cleared"] and line["next"] == 1
    refused(last(hands, ["0 X1", "1 3S"], jokers=1), "Only jokers")  # not without the rule


def test_the_spade_three_works_in_either_order_and_under_must_beat() -> None:
    hands = ["9C 9D 9H 9S X1 4C", "3S 5D", "KH"]
    revolt = ["0 9C 9D 9H 9S", "1 pass", "2 pass"]
    ok(last(hands, [*revolt, "0 X1", "1 3S"], revolution=True, strict=True, **S3))


def test_the_spade_three_follows_a_joker_in_a_locked_pile() -> None:
    hands = ["5H 3C", "7H 4D", "X1 9S", "3S KD"]
    line = ok(last(hands, ["0 5H", "1 7H", "2 X1", "3 3S"], suit_lock=True, **S3))
    assert line["cleared"] and line["lock"] is None


def test_the_spade_three_does_not_beat_a_joker_in_a_set() -> None:
    hands = ["5H X1 3C", "3S 4S", "KH"]
    refused(last(hands, ["0 5H", "1 3S"], **S3), "must be 5 or higher")
    assert "3S" not in {c for p in legal_plays(hands, ["0 5H"], **S3) for c in p}
    refused(last(["7C X1 4C", "3S 5D", "KH"], ["0 X1", "1 3S 5D"], **S3), "one rank")


# -- run_revolution (Run revolution) -----------------------------------------------------------


RR = {"run_revolution": True, "runs": True, "revolution": True}


def test_a_run_of_five_revolts_as_a_set_of_four() -> None:
    hands = ["4D 5D 6D 7D 9D 3C", "4C", "KH"]
    assert last(hands, ["0 4D 5D 6D 7D 9D"], **RR)["legal"] is False  # not a run (gap)
    hands = ["4D 5D 6D 7D 8D 3C", "4C", "KH"]
    assert ok(last(hands, ["0 4D 5D 6D 7D 8D"], **RR))["revolution"] is True
    assert ok(last(hands, ["0 4D 5D 6D 7D"], **RR))["revolution"] is False  # four is not five


def test_run_revolution_does_nothing_without_revolution() -> None:
    hands = ["4D 5D 6D 7D 8D 3C", "4C", "KH"]
    line = ok(last(hands, ["0 4D 5D 6D 7D 8D"], run_revolution=True, runs=True))
    assert line["revolution"] is False


def test_a_run_of_five_through_the_eight_both_clears_and_revolts() -> None:
    hands = ["6D 7D 8D 9D TD 3C", "4C", "KH"]
    line = ok(last(hands, ["0 6D 7D 8D 9D TD"], **RR, **ES))
    assert line["cleared"] and line["revolution"] is True


# -- five_skip (5 skip) ------------------------------------------------------------------------


FS = {"five_skip": True}
FOUR = ["5C 5D 3C", "6C 6D 4D", "7C 7D 4H", "9C 9D 4S"]


def test_each_five_skips_the_next_player() -> None:
    assert ok(last(FOUR, ["0 5C"], **FS))["next"] == 2
    assert ok(last(FOUR, ["0 5C 5D"], **FS))["next"] == 3
    assert ok(last(FOUR, ["0 5C"]))["next"] == 1  # without the rule


def test_a_joker_for_a_five_counts_and_a_run_holds_one_five() -> None:
    hands = ["5C X1 3C", "6C 4D", "7C 4H", "9C 4S"]
    assert ok(last(hands, ["0 5C X1=5"], jokers=1, **FS))["next"] == 3
    hands = ["4H 5H 6H 3C", "6C 4D", "7C 4S", "9C 3S"]
    assert ok(last(hands, ["0 4H 5H 6H"], runs=True, **FS))["next"] == 2


def test_a_skipped_player_loses_this_turn_only() -> None:
    line = ok(last(FOUR, ["0 5C", "2 7C", "3 9C", "0 pass"], **FS))
    assert line["next"] == 1  # the turn comes back to the skipped player


def test_a_skipped_player_counts_as_passed_for_the_end_of_the_trick() -> None:
    line = ok(last(FOUR, ["0 5C", "2 pass", "3 pass"], **FS))
    assert line["cleared"] and line["next"] == 0


def test_with_pass_is_final_a_skipped_player_may_still_play() -> None:
    rules = {"pass_is_final": True, **FS}
    hands = ["5C 3C", "6C KD 4D", "7C 4H", "9C 4S"]
    line = ok(last(hands, ["0 5C", "2 7C", "3 pass", "0 pass"], **rules))
    assert line["next"] == 1  # skipped, not passed: the turn comes round to them
    ok(last(hands, ["0 5C", "2 7C", "3 pass", "0 pass", "1 KD"], **rules))


def test_skips_that_reach_everyone_end_the_trick_and_the_player_leads() -> None:
    hands = ["5C 5D 5H 9H", "6C 4D", "7C 4H", "9C 4S"]
    line = ok(last(hands, ["0 5C 5D 5H"], **FS))
    assert line["cleared"] and line["next"] == 0
    many = ["5C 5D 5H 5S 9H", "6C 4D", "7C 4H"]
    assert ok(last(many, ["0 5C 5D 5H 5S"], **FS))["next"] == 0  # more skips than players


def test_skips_that_reach_everyone_on_a_last_card_pass_the_lead_on() -> None:
    hands = ["5C 5D", "6C 4D", "7C 4H"]
    line = ok(last(hands, ["0 5C 5D"], **FS))
    assert line["cleared"] and line["next"] == 1 and line["finished"] == [0]


def test_skips_pass_over_players_who_sat_out_under_pass_is_final() -> None:
    hands = ["4C 3C", "6C 4D", "5C 4H", "9C 4S"]
    rules = {"pass_is_final": True, **FS}
    line = ok(last(hands, ["0 4C", "1 pass", "2 5C"], **rules))  # 1 sits out: 3 is skipped
    assert not line["cleared"] and line["next"] == 0


def test_a_play_that_clears_skips_no_one() -> None:
    hands = ["5H 6H 7H 8H 3C", "6C 4D", "7C 4H", "9C 4S"]
    line = ok(last(hands, ["0 5H 6H 7H 8H"], runs=True, **FS, **ES))
    assert line["cleared"] and line["next"] == 0


def test_five_to_eight_with_skips_and_a_gift_gives_then_clears() -> None:
    hands = ["5H 6H 7H 8H 3C KC", "6C 4D", "7C 4H", "9C 4S"]
    rules = {"runs": True, "seven_pass": True, **FS, **ES}
    lines = lines_of(hands, ["0 5H 6H 7H 8H", "0 give 3C"], **rules)
    assert lines[0]["owes"] == {"give": 1} and lines[0]["cleared"] is False
    assert lines[0]["next"] == 0
    assert lines[1]["cleared"] and lines[1]["next"] == 0 and "owes" not in lines[1]


# -- seven_pass (7 pass) -----------------------------------------------------------------------


SP = {"seven_pass": True}


def test_a_play_of_sevens_owes_one_card_per_seven_to_the_next_player() -> None:
    hands = ["7C 7D 3C 4C 9C", "6C 4D", "8C 4H"]
    lines = lines_of(hands, ["0 7C 7D", "0 give 3C 4C"], legal=True, **SP)
    assert lines[0]["owes"] == {"give": 2} and lines[0]["legal_plays"] == []
    assert lines[0]["can_pass"] is False and lines[0]["next"] == 0
    assert lines[1]["next"] == 1 and "owes" not in lines[1]
    report = replay(record(round_(hands, ["0 7C 7D", "0 give 3C 4C"]), **SP))
    assert report.match.round is not None
    assert sorted(report.match.round.hands[1]) == sorted(cards("3C 4C 6C 4D"))


def test_a_joker_for_a_seven_counts() -> None:
    hands = ["7C X1 3C 4C 9C", "6C 4D", "8C 4H"]
    line = lines_of(hands, ["0 7C X1=7"], jokers=1, **SP)[0]
    assert line["owes"] == {"give": 2}


def test_a_gift_of_the_wrong_count_or_a_play_before_it_is_refused() -> None:
    hands = ["7C 3C 4C 9C", "6C 4D", "8C 4H"]
    refused(last(hands, ["0 7C", "0 give 3C 4C"], **SP), "exactly 1")
    refused(last(hands, ["0 7C", "0 9C"], **SP), "must first give 1")
    refused(last(hands, ["0 7C", "1 6C"], **SP), "seat 0's turn")
    refused(last(hands, ["0 7C", "0 pass"], **SP), "must first give 1")


def test_a_gift_goes_to_the_next_player_still_in_even_one_who_passed() -> None:
    hands = ["4C 7C 3C 9C", "5C", "8C 4H 5H", "6S 6H"]
    line = last(hands, ["0 4C", "1 5C", "2 8C", "3 pass", "0 pass", "2 4H", "3 6S", "0 7C",
                        "0 give 3C"], pass_is_final=True, **SP)
    assert ok(line)["finished"] == [1]
    report = replay(record(round_(hands, ["0 4C", "1 5C", "2 8C", "3 pass", "0 pass", "2 4H",
                                          "3 6S", "0 7C", "0 give 3C"]), pass_is_final=True,
                           **SP))
    assert report.match.round is not None
    assert parse_card("3C") in report.match.round.hands[2]  # seat 1 is out: seat 2 gets it


def test_a_gift_goes_to_a_player_about_to_be_skipped() -> None:
    hands = ["5H 6H 7H 3C KC", "6C 4D", "8C 4H", "9C 4S"]
    report = replay(record(round_(hands, ["0 5H 6H 7H", "0 give 3C"]), runs=True, five_skip=True,
                           **SP))
    assert report.legal and report.lines[-1]["next"] == 2
    assert report.match.round is not None and parse_card("3C") in report.match.round.hands[1]


def test_all_held_is_given_when_fewer_and_an_empty_hand_goes_out() -> None:
    hands = ["7C 7D 3C", "6C 4D", "8C 4H"]
    lines = lines_of(hands, ["0 7C 7D", "0 give 3C"], **SP)
    assert lines[0]["owes"] == {"give": 1}
    assert lines[1]["finished"] == [0] and lines[1]["next"] == 1


def test_a_last_seven_that_empties_the_hand_owes_nothing() -> None:
    hands = ["7C", "6C 4D", "8C 4H"]
    line = ok(last(hands, ["0 7C"], **SP))
    assert "owes" not in line and line["finished"] == [0] and line["next"] == 1


# -- ten_discard (10 discard) ------------------------------------------------------------------


TD = {"ten_discard": True}


def test_a_play_of_tens_discards_one_card_per_ten_out_of_the_round() -> None:
    hands = ["TC TD 3C 4C 9C", "JC 4D", "8C 4H"]
    lines = lines_of(hands, ["0 TC TD", "0 discard 3C 4C"], **TD)
    assert lines[0]["owes"] == {"discard": 2} and lines[0]["cleared"] is False
    assert lines[1]["next"] == 1
    report = replay(record(round_(hands, ["0 TC TD", "0 discard 3C 4C"]), **TD))
    assert report.match.round is not None
    assert sorted(report.match.round.discarded) == [parse_card("3C"), parse_card("4C")]


def test_a_discard_that_empties_the_hand_goes_out_and_the_pile_waits() -> None:
    hands = ["TC 3C", "JC 4D", "8C 4H"]
    line = ok(last(hands, ["0 TC", "0 discard 3C"], **TD))
    assert line["finished"] == [0] and line["next"] == 1 and not line["cleared"]


def test_a_discard_of_a_card_not_held_is_refused() -> None:
    refused(last(["TC 3C", "JC 4D", "8C 4H"], ["0 TC", "0 discard 4D"], **TD), "does not hold")


def test_the_clear_of_a_discarding_play_shows_on_the_discard_line() -> None:
    hands = ["8H 9H TH 3C 5C", "4D", "KH"]
    lines = lines_of(hands, ["0 8H 9H TH", "0 discard 3C"], runs=True, **TD, **ES)
    assert lines[0]["cleared"] is False and lines[1]["cleared"] is True


# -- capital_fall (Capital fall) ---------------------------------------------------------------


CF = {"capital_fall": True, "rounds": 2}


def round_one(n: int) -> dict:
    """Seat 0 goes out first (President), then 1, 2, ...; no cards left over to worry about."""
    hands = [["3C", "4C", "5C", "6C", "7C"][s] for s in range(n)]
    actions = [f"{s} {hands[s]}" for s in range(n - 1)]
    return round_(hands, actions, leader=0)


def test_the_president_falls_to_last_when_another_goes_out_first() -> None:
    r2 = round_(["8C 9C", "3D", "4D 5D", "6D 7D"], ["3 6D", "0 8C", "1 pass", "2 pass"],
                leader=None)
    report = replay(record(round_one(4), r2, players=4, **CF))
    assert report.legal
    r2 = round_(["8C 9C", "3D", "4D 5D", "6D 7D"], ["3 6D", "0 pass", "1 pass", "2 pass",
                                                    "3 7D"], leader=None)
    lines = replay(record(round_one(4), r2, players=4, **CF)).lines
    fall = lines[-1]
    assert fall["finished"] == [3] and fall["fallen"] == [0] and fall["next"] == 1


def test_the_rest_play_on_and_the_last_holder_ends_above_the_fallen() -> None:
    r2 = round_(["8C 9C", "3D 4S", "4D 5D", "6D"], ["3 6D"], leader=None)
    report = replay(record(round_one(4), r2, players=4, **CF))
    line = report.lines[-1]
    assert line["fallen"] == [0] and line["finished"] == [3] and line["next"] == 1
    r2 = round_(["8C 9C", "3D 4S", "4D 5D", "6D"], ["3 6D", "1 pass", "2 pass", "1 3D", "2 4D",
                                                    "1 4S"], leader=None)
    report = replay(record(round_one(4), r2, players=4, **CF))
    assert report.legal
    assert report.match.results[-1][0] == [3, 1, 2, 0]  # 2 above the fallen President
    assert report.match.results[-1][1][0] == "scum"


def test_with_three_players_one_left_ends_the_round_at_once() -> None:
    r2 = round_(["8C 9C", "3D", "4D 5D"], ["2 4D", "0 8C", "1 pass", "2 pass", "0 pass"],
                leader=None)
    report = replay(record(round_one(3), round_(["8C 9C", "3D 6D", "4D"], ["2 4D"], leader=None),
                           players=3, **CF))
    assert report.legal
    assert report.match.results[-1][0] == [2, 1, 0]
    assert r2  # the first record above is not needed further


def test_no_fall_in_round_one_or_when_the_president_goes_out_first() -> None:
    assert "fallen" in last(["3C", "4C 5C", "6C 7C"], ["0 3C"], players=3, **CF)
    assert last(["3C", "4C 5C", "6C 7C"], ["0 3C"], players=3, **CF)["fallen"] == []
    r2 = round_(["8C", "3D 5S", "4D 5D", "6D 7D"], ["3 6D", "0 8C"], leader=None)
    line = replay(record(round_one(4), r2, players=4, **CF)).lines[-1]
    assert line["fallen"] == [] and line["finished"] == [0]


def test_a_fallen_presidents_cards_leave_play() -> None:
    r2 = round_(["8C 9C", "3D 4S", "4D 5D", "6D"], ["3 6D"], leader=None)
    report = replay(record(round_one(4), r2, players=4, **CF))
    r = report.match.round
    assert r is not None and r.hands[0] == [] and sorted(r.discarded) == [
        parse_card("8C"), parse_card("9C")]


def test_without_the_rule_no_one_falls() -> None:
    r2 = round_(["8C 9C", "3D 4S", "4D 5D", "6D"], ["3 6D"], leader=None)
    line = replay(record(round_one(4), r2, players=4, rounds=2)).lines[-1]
    assert "fallen" not in line and line["next"] == 0


# -- events the table shows --------------------------------------------------------------------


def test_each_effect_has_its_event() -> None:
    rules = Rules(players=4, rounds=1, jack_back=True, suit_lock=True, five_skip=True)
    match = Match(rules, events=[])
    hands = [cards(h) for h in ("5H JH 3C", "6H 4D", "7C 4H", "9C 4S")]
    match.start_round(hands, leader=0)
    match.play(0, interpretations([parse_card("5H")], False)[0])
    assert any(isinstance(e, ev.Skipped) and e.seat == 1 for e in match.events or [])
