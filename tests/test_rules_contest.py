"""docs/rules.md "House rules", the computer Daifugō contest's rules: each sentence as a case
through the record checker's replay (tests/rulecase.py) or the engine's round."""

from __future__ import annotations

import pytest
from rulecase import last, legal_plays, plays

from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.errors import IllegalAction
from game.engine.match import PRESIDENT, SCUM, Match
from game.engine.options import STANDARD, UECDA, Rules
from game.engine.plays import RUN, Play, interpretations
from game.engine.round import Round
from game.engine.view import view_of
from game.net.codec import decode_view, encode_view

RUNS = {"runs": True}


def _run(text: str) -> Play:
    return next(p for p in interpretations([parse_card(c) for c in text.split()], True)
                if p.kind == RUN)


# -- run_above: a run lies wholly above the run on the pile ---------------------------------

def test_without_run_above_a_run_follows_by_its_top_card() -> None:
    hands = ["3H 4H 5H 9C", "4S 5S 6S TC", "JC"]
    assert last(hands, ["0 3H 4H 5H", "1 4S 5S 6S"], **RUNS)["legal"]


def test_with_run_above_a_run_overlapping_the_pile_is_refused() -> None:
    hands = ["3H 4H 5H 9C", "4S 5S 6S 7D 8D 9D TC", "JC"]
    line = last(hands, ["0 3H 4H 5H", "1 4S 5S 6S"], run_above=True, **RUNS)
    assert not line["legal"] and "higher than 5" in line["error"]
    # 5-6-7 on 3-4-5 overlaps at the 5: refused too; 6-7-8 is wholly above.
    hands = ["3H 4H 5H 9C", "5S 6S 7S 8S TC", "JC"]
    assert not last(hands, ["0 3H 4H 5H", "1 5S 6S 7S"], run_above=True, **RUNS)["legal"]
    assert last(hands, ["0 3H 4H 5H", "1 6S 7S 8S"], run_above=True, **RUNS)["legal"]


def test_the_legal_follows_of_a_run_are_those_wholly_above() -> None:
    hands = ["3H 4H 5H 9C", "4S 5S 6S 7S 8S 9S", "JC"]
    got = legal_plays(hands, ["0 3H 4H 5H"], run_above=True, **RUNS)
    assert got == plays("6S 7S 8S", "7S 8S 9S")
    got = legal_plays(hands, ["0 3H 4H 5H"], **RUNS)
    assert got == plays("4S 5S 6S", "5S 6S 7S", "6S 7S 8S", "7S 8S 9S")


def test_under_a_revolution_a_run_lies_wholly_below() -> None:
    r = Round(STANDARD.with_(players=3, runs=True, run_above=True), [
        [parse_card(c) for c in ["9H", "TH", "JH", "3C"]],
        [parse_card(c) for c in ["6S", "7S", "8S", "5D", "6D", "7D", "8D"]], [parse_card("KC")]], 0)
    r.revolution = True
    r.play(0, _run("9H TH JH"))
    legal = {p.cards for p in r.legal_plays() if p.kind == RUN}
    assert legal == {_run("6S 7S 8S").cards, _run("5D 6D 7D").cards, _run("6D 7D 8D").cards}
    assert r.check_play(1, _run("6S 7S 8S")) is None
    assert r.check_play(1, Play(RUN, _run("7S 8S 9S").cards, 5, 7, 3)) is not None


def test_run_above_leaves_sets_alone_and_is_in_the_uecda_preset() -> None:
    hands = ["5H 5D 9C", "6S 6C TC", "JC"]
    assert last(hands, ["0 5H 5D", "1 6S 6C"], run_above=True, **RUNS)["legal"]
    assert UECDA.run_above and UECDA.runs


# -- joker_suit: a joker in a set counts for the suit it stands for in the suit lock --------

LOCK = {"suit_lock": True, "jokers": 1}


def test_without_joker_suit_a_set_with_a_joker_starts_no_lock() -> None:
    hands = ["5H 5S 3C", "9S X1 4D", "JC JD QH"]
    line = last(hands, ["0 5H 5S", "1 9S X1", "2 JC JD"], legal=True, **LOCK)
    assert line["legal"]


def test_with_joker_suit_the_joker_stands_for_the_missing_suit_and_the_pair_locks() -> None:
    # On 5♥ 5♠ the joker with the 9♠ stands for the 9♥: hearts and spades are locked.
    hands = ["5H 5S 3C", "9S X1 4D", "JC JD JH JS"]
    line = last(hands, ["0 5H 5S", "1 9S X1", "2 JC JD"], **LOCK, joker_suit=True)
    assert not line["legal"] and "locked to HS" in line["error"]
    assert legal_plays(hands, ["0 5H 5S", "1 9S X1"], **LOCK, joker_suit=True) == plays(
        "JH JS")


def test_a_joker_that_cannot_match_stands_for_the_first_suit_lacking() -> None:
    # 9♦ + joker on 5♥ 5♠ cannot match: the joker stands for the ♠ (♠ ♥ ♦ ♣ order), so the
    # set's suits are ♦♠, and a pair of ♦♠ on it locks those.
    hands = ["5H 5S QD QS QH", "9D X1 4D", "JD JS JH"]
    after = ["0 5H 5S", "1 9D X1", "2 JD JS"]
    assert legal_plays(hands, after, **LOCK, joker_suit=True) == plays("QD QS")
    assert len(legal_plays(hands, after, **LOCK)) == 3  # without it: no lock


def test_a_lone_joker_has_no_suit_and_a_locked_pile_keeps_its_suits() -> None:
    hands = ["5S 3C", "X1 4D", "JS 9D"]
    # The lone joker on 5♠ starts no lock: the 9♦ may not follow it (the joker is above it),
    # but nothing refuses a suit.
    r = Round(STANDARD.with_(players=3, jokers=1, suit_lock=True, joker_suit=True),
              [[parse_card(c) for c in h.split()] for h in hands], 0)
    r.play(0, next(p for p in r.legal_plays() if p.cards == (parse_card("5S"),)))
    r.play(1, next(p for p in r.legal_plays() if p.cards == (parse_card("X1"),)))
    assert r.lock is None and r.suits is None


def test_joker_suit_is_in_the_uecda_preset() -> None:
    assert UECDA.joker_suit and UECDA.suit_lock and UECDA.jokers


# -- owner_again: the turn comes back to the owner of the pile ------------------------------

def _round(hands: list[str], **rules: object) -> Round:
    return Round(STANDARD.with_(players=len(hands), **rules),
                 [[parse_card(c) for c in h.split()] for h in hands], 0)


def _single(r: Round, card: str) -> Play:
    return next(p for p in r.legal_plays() if p.cards == (parse_card(card),))


def test_without_owner_again_the_pile_clears_when_all_others_pass() -> None:
    r = _round(["KS 4C", "5D 6D", "7H 8H"])
    r.play(0, _single(r, "KS"))
    r.pass_turn(1)
    r.pass_turn(2)
    assert r.top is None and r.turn == 0


def test_with_owner_again_the_turn_comes_back_with_the_play_on_the_pile() -> None:
    r = _round(["KS AD 4C", "5D 6D", "7H 8H"], owner_again=True)
    king = _single(r, "KS")
    r.play(0, king)
    r.pass_turn(1)
    r.pass_turn(2)
    assert r.top == king and r.turn == 0 and r.can_pass()
    # It may play over its own play again: the ace on its king.
    assert [p.cards for p in r.legal_plays()] == [(parse_card("AD"),)]
    r.play(0, _single(r, "AD"))
    assert r.turn == 1 and r.top is not None


def test_the_owner_passing_clears_the_pile_and_leads() -> None:
    r = _round(["KS AD 4C", "5D 6D", "7H 8H"], owner_again=True)
    r.events = []
    r.play(0, _single(r, "KS"))
    r.pass_turn(1)
    r.pass_turn(2)
    r.pass_turn(0)
    assert r.top is None and r.turn == 0
    assert r.history[-1].play is None and r.history[-1].seat == 0


def test_with_pass_is_final_the_others_stay_out_while_the_owner_plays_on() -> None:
    r = _round(["KS AD 2C 4C", "5D 6D", "7H 8H"], owner_again=True, pass_is_final=True)
    r.play(0, _single(r, "KS"))
    r.pass_turn(1)
    r.pass_turn(2)
    r.play(0, _single(r, "AD"))
    assert r.turn == 0  # everyone else passed for good: back to the owner at once
    r.pass_turn(0)
    assert r.top is None and r.turn == 0


def test_an_owner_who_went_out_hands_the_lead_on_as_usual() -> None:
    r = _round(["KS", "5D 6D", "7H 8H"], owner_again=True)
    r.play(0, _single(r, "KS"))  # its last card
    r.pass_turn(1)
    r.pass_turn(2)
    assert r.top is None and r.turn == 1


def test_with_eight_stop_an_8_clears_before_any_turn_comes_back_to_its_owner() -> None:
    r = _round(["8S 4C", "5D 6D", "7H 9H"], owner_again=True, eight_stop=True)
    r.play(0, _single(r, "8S"))
    assert r.top is None and r.turn == 0  # the 8 cleared: its owner leads, no one passed


def test_owner_again_is_in_the_uecda_preset() -> None:
    assert UECDA.owner_again


# -- leader_pass: a leader may pass; a round where everyone passes on the empty pile stalls --

def test_without_leader_pass_a_leader_must_play() -> None:
    r = _round(["KS 4C", "5D 6D", "7H 8H"])
    assert not r.can_pass()
    with pytest.raises(IllegalAction) as refused:
        r.pass_turn(0)
    assert refused.value.reason.code == "must_lead"
    assert r.turn == 0 and not any(r.passed)


def test_with_leader_pass_a_leader_may_pass_and_the_next_player_leads() -> None:
    r = _round(["KS 4C", "5D 6D", "7H 8H"], leader_pass=True)
    r.events = []
    assert r.can_pass()
    r.pass_turn(0)
    assert r.top is None and r.turn == 1 and r.passed == [True, False, False]
    assert ev.TurnStarted(1, True) in r.events
    # The next leader plays: the trick goes on round the table as usual, back to seat 0.
    r.play(1, _single(r, "5D"))
    assert r.turn == 2 and r.passed == [False, False, False]


def test_with_pass_is_final_a_pass_on_the_empty_pile_is_the_trick_s_pass() -> None:
    r = _round(["KS 4C", "5D 6D", "7H 8H"], leader_pass=True, pass_is_final=True)
    r.pass_turn(0)
    r.play(1, _single(r, "5D"))
    assert r.turn == 2
    r.pass_turn(2)  # seat 0 passed on the lead: out of this trick, so the pile clears
    assert r.top is None and r.turn == 1


def test_everyone_passing_on_the_empty_pile_ends_the_round_fewest_cards_first() -> None:
    r = _round(["KS 4C 9D", "5D", "7H 8H", "TC JC"], leader_pass=True)
    r.events = []
    for seat in (0, 1, 2, 3):
        assert not r.over
        r.pass_turn(seat)
    # 1 card, then the tie of 2 cards in the order of play from seat 0 (after seat 3's pass).
    assert r.over and r.order == [1, 2, 3, 0]
    assert ev.RuleEffect("leader_pass", 3) in r.events


def test_a_stall_places_below_those_already_out_and_a_tie_goes_to_the_next_leader() -> None:
    r = _round(["4C 9D", "5D", "7H 8H", "TC"], leader_pass=True)
    r.play(0, _single(r, "4C"))
    r.play(1, _single(r, "5D"))  # seat 1 goes out
    r.play(2, _single(r, "7H"))
    r.play(3, _single(r, "TC"))  # seat 3 goes out
    r.pass_turn(0)
    r.pass_turn(2)  # back to seat 3's play: gone out, so the pile clears; seat 0 leads
    assert r.top is None and r.turn == 0
    r.pass_turn(0)
    r.pass_turn(2)
    assert r.over and r.order == [1, 3, 0, 2]  # 0 and 2 hold one card each: 0 leads next


def test_a_play_after_passes_on_the_empty_pile_starts_them_again() -> None:
    r = _round(["KS 4C", "5D 6D", "7H 8H"], leader_pass=True)
    r.pass_turn(0)
    r.pass_turn(1)
    r.play(2, _single(r, "7H"))
    r.pass_turn(0)
    r.pass_turn(1)
    assert r.top is None and r.turn == 2 and not r.over


def test_a_record_with_a_pass_on_the_empty_pile_replays_legal() -> None:
    hands = ["KS 4C", "5D 6D", "7H 8H"]
    assert last(hands, ["0 pass"], leader_pass=True)["legal"]
    line = last(hands, ["0 pass"])
    assert not line["legal"]


def test_with_eight_stop_the_player_of_an_8_leads_again_and_may_pass_that_lead() -> None:
    r = _round(["5S 4C", "8D 6D", "7H 9H"], leader_pass=True, eight_stop=True)
    r.play(0, _single(r, "5S"))
    r.play(1, _single(r, "8D"))  # an 8 clears at once: seat 1 leads again
    assert r.top is None and r.turn == 1 and r.can_pass()
    r.pass_turn(1)
    assert r.top is None and r.turn == 2


def test_leader_pass_is_in_the_uecda_preset() -> None:
    assert UECDA.leader_pass


# -- reseat: the order of play is drawn again every 3 rounds --------------------------------

def _seatings(rules: Rules, seed: int, rounds: int) -> list[tuple[int, ...]]:
    match = Match(rules.with_(rounds=rounds), seed=seed)
    return [match.seating(k) for k in range(1, rounds + 1)]


def test_without_reseat_the_order_of_play_is_by_seat_number() -> None:
    assert _seatings(UECDA.with_(reseat=False), 5, 10) == [(0, 1, 2, 3, 4)] * 10


def test_with_reseat_every_3_rounds_the_order_is_drawn_again_from_the_seed() -> None:
    for seed in range(20):
        got = _seatings(UECDA, seed, 9)
        assert got[0:3] == [(0, 1, 2, 3, 4)] * 3  # the first 3 rounds as seated
        assert got[3] == got[4] == got[5] and got[6] == got[7] == got[8]
        assert all(sorted(s) == [0, 1, 2, 3, 4] for s in got)
        assert got == _seatings(UECDA, seed, 9)  # the seed and the round's number only
    drawn = {s for seed in range(20) for s in _seatings(UECDA, seed, 9)[3:]}
    assert len(drawn) > 5  # drawn, not one fixed order


def test_the_turn_goes_round_the_table_in_the_order_of_play() -> None:
    hands = [[parse_card(c) for c in h.split()] for h in ("4C 9C", "5D 9D", "6H 9H", "7S 9S")]
    r = Round(STANDARD.with_(players=4), hands, 0, seating=(0, 2, 3, 1))
    r.play(0, _single(r, "4C"))
    assert r.turn == 2
    r.play(2, _single(r, "6H"))
    assert r.turn == 3
    r.play(3, _single(r, "7S"))
    assert r.turn == 1
    r.pass_turn(1)
    r.pass_turn(0)
    r.pass_turn(2)  # everyone passed on the 7♠: its player leads
    assert r.top is None and r.turn == 3


def test_a_7_pass_goes_to_the_next_player_in_the_order_of_play() -> None:
    hands = [[parse_card(c) for c in h.split()] for h in ("7C 4C 9C", "5D 9D", "6H 9H")]
    r = Round(STANDARD.with_(players=3, seven_pass=True), hands, 0, seating=(0, 2, 1))
    assert r.receiver(0) == 2
    r.play(0, _single(r, "7C"))
    r.give(0, [parse_card("4C")])
    assert parse_card("4C") in r.hands[2] and r.turn == 2


def test_reseated_the_titles_and_the_exchange_follow_the_players() -> None:
    match = Match(UECDA.with_(rounds=4, diamond_every=False, diamond_start=True), seed=3,
                  events=[])
    for _ in range(3):
        match.start_round()
        while match.phase in ("exchange", "play"):
            _any_move(match)
    scum, president = match.titles.index(SCUM), match.titles.index(PRESIDENT)
    match.start_round()
    assert match.seating() != (0, 1, 2, 3, 4)  # round 4: the players sit in a drawn order
    gifts = match.gifts
    assert (gifts[0][0], gifts[0][1]) == (scum, president)  # the seats keep their titles
    while match.phase == "exchange":
        _any_move(match)
    assert match.round.turn == scum and match.round.seating == match.seating(4)


def _any_move(match: Match) -> None:
    seat = match.whose_move()
    if match.phase == "exchange":
        match.give(seat, match.hands[seat][:match.pending_gift().count])
    else:
        r = match.round
        plays = r.legal_plays()
        match.act(seat, plays[0] if plays else None)


def test_a_seat_s_view_holds_the_order_of_play_and_the_wire_keeps_it() -> None:
    hands = [[parse_card(c) for c in h.split()] for h in ("4C 9C", "5D 9D", "6H 9H", "7S 9S")]
    r = Round(STANDARD.with_(players=4), hands, 0, seating=(0, 3, 1, 2))
    view = view_of(r, 1)
    assert view.seating == (0, 3, 1, 2)
    assert decode_view(encode_view(view)).seating == (0, 3, 1, 2)
    # A look-ahead from the view goes round in that order too.
    sim = Round.at_position(view, hands, 1)
    sim.play(0, _single(sim, "4C"))
    assert sim.turn == 3


def test_reseat_is_in_the_uecda_preset() -> None:
    assert UECDA.reseat
