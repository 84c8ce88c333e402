"""Master's reading of the rivals' turns: Easy's own hands always fit their turns, hands
that Easy would have played otherwise do not, and mended deals stay deals of the view."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import example, given, settings
from hypothesis import strategies as st

from game.ai.driver import play_view, step
from game.ai.easy import EasyOpponent
from game.ai.master.reading import Reading, ReadingDealer, checkable
from game.ai.sampling import Dealer, rank_key
from game.engine.cards import parse_card
from game.engine.match import Match
from game.engine.options import PRESETS, Rules
from game.engine.plays import SET, Play, interpretations
from game.engine.round import Round
from game.engine.view import PublicView, view_of
from tests.option_space import rules_strategy

RULES = Rules(players=3, jokers=0, exchange=False, rounds=1, eight_stop=False)


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def single(text: str) -> Play:
    [play] = [p for p in interpretations(cards(text), True) if p.kind == SET]
    return play


def easy_views(rules: Rules, seed: int) -> list[tuple[PublicView, list[list[int]]]]:
    """Every play-phase decision of a match of Easy players: the view and the true hands."""
    m = Match(rules, seed=seed)
    ops = [EasyOpponent(s) for s in range(rules.players)]
    out = []
    while not m.over:
        m.start_round()
        while m.phase in ("exchange", "play"):
            r = m.round
            if r is not None and r.owes is None and r.turn is not None:
                out.append((play_view(m, r.turn), [list(h) for h in r.hands]))
            step(m, ops)
    return out


@settings(max_examples=60, deadline=None)
@given(rules_strategy(rounds=1), st.integers(0, 10_000))
def test_easy_players_true_hands_fit_their_turns_under_every_option(rules: Rules,
                                                                    seed: int) -> None:
    checked = 0
    for view, hands in easy_views(rules, seed):
        # Every turn and handover is read back, unless a 7 pass the viewer did not see
        # stands between it and now.
        for s in range(view.players):
            if not unseen_pass(view, s):
                assert len(checkable(view, s)) == len(made(view, s))
        reading = Reading(view)
        for s in reading.turns:
            assert reading.easy_like(s, hands[s]), (s, view.turns)
            checked += len(reading.turns[s])
    assert checked > 0


def test_a_lead_of_a_lone_card_rules_out_a_pair_below_it() -> None:
    # Seat 1 led the 9 alone: Easy leads its longest play, so it held no pair then.
    r = Round(RULES, [cards("KC 4D 5D"), cards("9H 6H 6S"), cards("3S 7S 8S")], leader=1)
    r.play(1, single("9H"))
    view = view_of(r, 2)
    reading = Reading(view)
    assert reading.easy_like(1, cards("6H 6C")) is False  # it would have led the 6s
    assert reading.easy_like(1, cards("6H 7C")) is False  # it would have led the lone 6
    assert reading.easy_like(1, cards("TH JC")) is True  # the 9 was its lowest card
    assert reading.easy_like(1, cards("QH KC")) is True


def test_a_pass_rules_out_a_whole_card_that_beats() -> None:
    r = Round(RULES, [cards("4C 4D 5D"), cards("3H 6H 9H"), cards("3S 7S 8S")], leader=0)
    r.play(0, single("5D"))
    r.play(1, single("6H"))
    r.pass_turn(2)
    view = view_of(r, 0)
    reading = Reading(view)
    assert reading.easy_like(2, cards("3S 4S 4H")) is True  # nothing whole beats the 6
    assert reading.easy_like(2, cards("3S 4S 7S")) is False  # it would have played the 7


def made(view: PublicView, seat: int) -> list:
    """Every turn and handover ``seat`` made this round."""
    return [t for t in (*view.turns, *view.handovers) if t.seat == seat]


def unseen_pass(view: PublicView, seat: int) -> bool:
    """Did ``seat`` give or get a 7 pass this round whose cards the viewer did not see?"""
    return any(h.cards is None and seat in (h.seat, h.to) for h in view.handovers)


def seven_pass_round(viewer: int) -> PublicView:
    """Seat 1 leads the 3H, follows the 6D with the 7H and passes the 9H, its weakest card, to
    seat 2 (every move Easy's); the view of ``viewer``."""
    rules = Rules(players=4, jokers=0, exchange=False, rounds=1, eight_stop=False,
                  seven_pass=True)
    hands = ["KC 4D 6D TD", "3H 7H 9H JH", "4S 8S QS KS", "5S 9S JS AS"]
    r = Round(rules, [cards(h) for h in hands], leader=1)
    for seat, card in ((1, "3H"), (2, "4S"), (3, "5S"), (0, "6D"), (1, "7H")):
        r.play(seat, single(card))
    r.hand_over(1, cards("9H"))
    return view_of(r, viewer)


def test_turns_before_a_7_pass_the_viewer_did_not_see_are_not_checked() -> None:
    view = seven_pass_round(0)
    assert view.handovers[0].cards is None and view.handovers[0].count == 1
    assert checkable(view, 1) == []
    assert checkable(view, 2) == []
    assert [t.play for *_, t in checkable(view, 3)] == [single("5S")]
    assert Reading(view).easy_like(1, cards("KH KC")) is True  # nothing read: anything fits


def test_the_giver_of_a_7_pass_the_viewer_got_is_read_through_it() -> None:
    view = seven_pass_round(2)
    assert view.handovers[0].cards == tuple(cards("9H"))
    assert [getattr(t, "play", "pass 7") for *_, t in checkable(view, 1)] == [
        "pass 7", single("7H"), single("3H")]
    reading = Reading(view)
    assert reading.easy_like(1, cards("JH")) is True  # its true hand
    assert reading.easy_like(1, cards("KH")) is True
    assert reading.easy_like(1, cards("5C")) is False  # it would have given the 5
    # Only the lead, before the pass, rules the kings out: Easy would have led the pair.
    assert reading.easy_like(1, cards("KH KC")) is False


def test_the_receiver_of_a_7_pass_the_viewer_gave_is_read_without_the_card() -> None:
    view = seven_pass_round(1)
    reading = Reading(view)
    assert reading.easy_like(2, cards("8S 9H QS KS")) is True  # its true hand
    # The 9H came after its lead of the 4S; a 3 then would have been led instead.
    assert reading.easy_like(2, cards("3C 9H QS KS")) is False


def test_a_10_discard_is_read_as_the_weakest_card_and_read_through() -> None:
    rules = Rules(players=3, jokers=0, exchange=False, rounds=1, eight_stop=False,
                  ten_discard=True)
    r = Round(rules, [cards("4C 5D 6D"), cards("TH KH AH 2H"), cards("3S 7S 8S")], leader=1)
    r.play(1, single("TH"))
    r.hand_over(1, cards("KH"))  # face up: every other card it held was above the king
    view = view_of(r, 0)
    assert view.handovers[0].cards == tuple(cards("KH"))
    reading = Reading(view)
    assert reading.easy_like(1, cards("AH 2H")) is True  # its true hand
    assert reading.easy_like(1, cards("QH 2H")) is False  # it would have discarded the queen
    # Only the lead, before the discard, rules the aces out: Easy would have led the pair.
    assert reading.easy_like(1, cards("AH AC")) is False


def fits_what_is_known(dealer: Dealer, hands: list[list[int]]) -> bool:
    """Does every rival in ``hands`` hold the cards ``dealer`` knows it holds, and no more
    cards above its forced gift's cap than unseen 7 passes may have brought it?"""
    for s, known in dealer.known.items():
        if not set(known) <= set(hands[s]):
            return False
    for s, cap in dealer.caps.items():
        above = [c for c in hands[s] if c not in dealer.known.get(s, []) and rank_key(c) > cap]
        if len(above) > dealer.spare.get(s, 0):
            return False
    return True


# Seat 0 passed the 3S and 4S to seat 1, which passed them on to the Scum unseen: the cards were
# taken to be seat 1's, and the Scum, capped below the joker it never held, was dealt it.
SEVEN_PASSED_ON = Rules(eight_stop=True, players=3, rounds=2, jokers=2, runs=True,
                        revolution=False, exchange=True, pass_is_final=True, strict=True,
                        diamond_start=True, jack_back=False, suit_lock=False, spade_three=False,
                        run_revolution=False, five_skip=False, seven_pass=True,
                        ten_discard=False, capital_fall=True)


@settings(max_examples=40, deadline=None)
@given(rules_strategy(rounds=2), st.integers(0, 10_000))
@example(SEVEN_PASSED_ON, 2)
def test_mended_deals_are_deals_of_the_view(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    views = easy_views(rules, seed)
    for view, true in views:  # what a deal must keep to holds in the true hands
        assert fits_what_is_known(Dealer(view), true)
    for view, _ in views[:: max(1, len(views) // 6)]:
        plain = Dealer(view)
        hands = ReadingDealer(view, 0.3, steps=30).deal(rng)
        assert [len(h) for h in hands] == list(view.counts)
        assert sorted(hands[view.seat]) == sorted(view.hand)
        rest = [c for s, h in enumerate(hands) if s != view.seat for c in h]
        assert Counter(rest) == Counter(view.unseen())
        assert fits_what_is_known(plain, hands)


def misses(reading: Reading, hands: list[list[int]]) -> int:
    """How many rivals' turns ``hands`` does not explain by Easy's rule."""
    return sum(not reading.easy_like(s, hands[s]) for s in reading.turns)


def test_mending_finds_deals_that_fit_far_more_often_than_plain_dealing() -> None:
    rng = random.Random(3)
    fit_plain = fit_mended = total = 0
    for view, _ in easy_views(PRESETS["daifugo"].with_(rounds=1), 5)[8:40:4]:
        reading = Reading(view)
        plain, mended = Dealer(view), ReadingDealer(view, None, steps=60)
        for _ in range(20):
            fit_plain += misses(reading, plain.deal(rng)) == 0
            fit_mended += misses(reading, mended.deal(rng)) == 0
            total += 1
    assert fit_mended > 2 * fit_plain
    assert fit_mended > total // 3
