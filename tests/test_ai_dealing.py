"""Deals of the unseen cards: the forced gift's cap on what the Scum kept, and the cards a 7 pass
the viewer did not see may have moved."""

from __future__ import annotations

import random

from game.ai.sampling import Dealer
from game.engine.cards import deck, parse_card
from game.engine.options import Rules
from game.engine.plays import SET, Play, interpretations
from game.engine.round import Round
from game.engine.view import PublicView, view_of


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def single(text: str) -> Play:
    [play] = [p for p in interpretations(cards(text), True) if p.kind == SET]
    return play


TITLES = ("president", "vice_president", "vice_scum", "scum")
# After the exchange: the Scum (seat 3) gave its two highest, the 2S and the AH, to the
# President (seat 0, the viewer), who gave back the 3C and 4C. The Scum kept an ace (the AC, as
# high as the cap) but no 2; the other 2s and aces are with seats 1 and 2.
HANDS = ["2S AH 3D 3H 3S 4D 4H 4S 5C 5D 5H 5S 6C", "2C 2D 8H 8S 9C 9D 9H 9S TC TD TH TS JC",
         "2H AD AS KD KH KS QC QD QH QS JD JH 7S", "3C 4C 6D 6H 6S 7C 7D 7H JS 8C 8D AC KC"]
GIFTS = ((3, 0, tuple(cards("2S AH"))), (0, 3, tuple(cards("3C 4C"))))
TWOS = set(cards("2C 2D 2H"))
ACES = set(cards("AC AD AS"))


def after_exchange(pass_a_two: bool = False) -> PublicView:
    """The President's view as play starts (the Vice-Scum to lead); with ``pass_a_two``, after
    the Vice-Scum led the 7S and passed the 2H on to the Scum, unseen by the President."""
    rules = Rules(players=4, jokers=0, exchange=True, rounds=2, eight_stop=False,
                  seven_pass=pass_a_two)
    r = Round(rules, [cards(h) for h in HANDS], 2, 2)
    if pass_a_two:
        r.play(2, single("7S"))
        r.hand_over(2, cards("2H"))
    return view_of(r, 0, titles=TITLES, gifts=GIFTS)


def scums_hands(view: PublicView, deals: int = 300) -> list[set[int]]:
    dealer, rng = Dealer(view), random.Random(4)
    return [set(dealer.deal(rng)[3]) for _ in range(deals)]


def test_the_scum_is_dealt_nothing_above_the_lower_card_it_gave() -> None:
    hands = scums_hands(after_exchange())
    assert all(set(cards("3C 4C")) <= h for h in hands)  # given back by the viewer
    assert not any(h & TWOS for h in hands)  # above the AH: it would have given a 2
    # As high as the AH it may hold: the cap is the lower card given, not the higher one.
    assert sum(bool(h & ACES) for h in hands) > len(hands) // 4


def test_a_7_pass_unseen_lets_the_scum_hold_as_many_cards_above_the_cap() -> None:
    view = after_exchange(pass_a_two=True)
    assert view.handovers[0].cards is None and view.counts[3] == 14
    hands = scums_hands(view)
    assert all(len(h & TWOS) <= 1 for h in hands)  # one card came, so one 2 at the most
    assert sum(len(h & TWOS) == 1 for h in hands) > len(hands) // 10  # as it truly holds
    # The mended deals' swaps ask the same of a whole hand.
    scum = cards("3C 4C 6D 6H 6S 7C 7D 7H JS 8C 8D AC KC")
    dealer = Dealer(view)
    assert dealer.may_hold(3, scum + cards("2H")) and dealer.may_hold(3, scum + cards("AD"))
    assert not dealer.may_hold(3, scum[1:] + cards("2H 2C"))
    assert not Dealer(after_exchange()).may_hold(3, scum[1:] + cards("2H"))


def test_a_card_given_by_a_7_pass_may_have_gone_on_by_one_unseen() -> None:
    # The viewer passes the 9H to seat 1, which later passes a card (the 9H) on to seat 2
    # unseen: the 9H may be with either.
    rules = Rules(players=4, jokers=0, exchange=False, rounds=1, eight_stop=False,
                  seven_pass=True)
    rest = [c for c in deck(0) if c not in cards("7H 9H 7S 8S")]  # the whole deck is dealt
    hands = [cards("7H 9H") + rest[:11], cards("7S 8S") + rest[11:22], rest[22:35], rest[35:]]
    r = Round(rules, hands, leader=0)
    r.play(0, single("7H"))
    r.hand_over(0, cards("9H"))
    r.play(1, single("8S"))
    for seat in (2, 3, 0):
        r.pass_turn(seat)
    r.play(1, single("7S"))
    r.hand_over(1, cards("9H"))
    view = view_of(r, 0)
    assert view.known_held() == {1: cards("9H")}  # where the viewer last saw it go
    dealer, rng = Dealer(view), random.Random(1)
    holders = [next(s for s, h in enumerate(dealer.deal(rng)) if parse_card("9H") in h)
               for _ in range(100)]
    assert set(holders) == {1, 2, 3}  # seat 2 truly holds it
