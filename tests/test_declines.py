"""Passes on a pile are public: the round keeps them, the view shows them, and Master's deals
weigh them (a player who passed seldom held a play that beats the pile)."""

from __future__ import annotations

import random
from dataclasses import replace

from game.ai.sampling import Dealer
from game.engine.cards import parse_card
from game.engine.options import Rules
from game.engine.plays import SET, Play, generate, interpretations
from game.engine.round import Decline, Handover, Round, Turn
from game.engine.view import view_of

RULES = Rules(players=3, rounds=1, jokers=0)


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def single(text: str) -> Play:
    [play] = [p for p in interpretations(cards(text), True) if p.kind == SET]
    return play


def test_a_pass_on_a_pile_is_kept_with_its_order_and_lock() -> None:
    r = Round(RULES, [cards("KC 4D 5D"), cards("3H 6H 9H"), cards("3S 7S 8S")], leader=0)
    r.play(0, single("KC"))
    r.pass_turn(1)
    assert r.declines == [Decline(1, single("KC"), False, None)]
    assert view_of(r, 2).declines == [Decline(1, single("KC"), False, None)]


def test_the_passes_stay_on_record_after_the_pile_clears() -> None:
    r = Round(RULES, [cards("4C 4D 5D"), cards("3H 6H 9H"), cards("3S 7S 8S")], leader=0)
    r.play(0, single("4C"))
    r.play(1, single("6H"))
    r.pass_turn(2)
    r.pass_turn(0)  # seat 1 leads again: the earlier passes stay on record
    assert [d.seat for d in r.declines] == [2, 0]
    assert r.top is None


def dealt(lead: str, mine: str) -> tuple[Round, Play]:
    """A whole deck dealt to 3 seats: seat 0 holds ``mine`` and leads ``lead``, seat 1 passes
    on it (seat 2 holds every 2, seat 1 the rest)."""
    own = cards(mine)
    twos = [c for c in range(52) if c >> 2 == 12 and c not in own]
    rest = [c for c in range(52) if c not in own and c not in twos]
    hands = [own, rest[:17], twos + rest[17:]]
    assert sorted(hands[0] + hands[1] + hands[2]) == list(range(52))
    r = Round(RULES, hands, leader=0)
    top = single(lead)
    r.play(0, top)
    r.pass_turn(1)
    return r, top


MINE = "QC QD QH QS KC KD KH KS AC AD AH AS 3C 3D 3H 4C 4D"


def beats(hand: list[int], top: Play) -> bool:
    return bool(generate(hand, top, False, False))


def test_without_weighing_the_passer_is_often_dealt_a_play_that_beats() -> None:
    r, top = dealt("QC", MINE)
    dealer = Dealer(view_of(r, 0))
    rng = random.Random(1)
    got = [beats(dealer.deal(rng)[1], top) for _ in range(200)]
    assert sum(got) > 150  # 17 of the 34 unseen cards go to it, 4 of them are 2s


def test_with_no_chance_of_holding_back_the_passer_is_never_dealt_a_beater() -> None:
    r, top = dealt("QC", MINE)
    view = view_of(r, 0)
    dealer = Dealer(view, hold=0.0, tries=500)
    rng = random.Random(1)
    for _ in range(50):
        hands = dealer.deal(rng)
        assert not beats(hands[1], top)
        assert sorted(hands[1] + hands[2]) == sorted(view.unseen())


def test_a_pass_that_cannot_be_honoured_still_deals_the_fewest_against() -> None:
    # On a 3, every hand of 17 of the unseen cards holds a play that beats it.
    r, top = dealt("3C", MINE)
    view = view_of(r, 0)
    dealer = Dealer(view, hold=0.0, tries=5)
    rng = random.Random(2)
    for _ in range(10):
        hands = dealer.deal(rng)
        assert sorted(hands[1] + hands[2]) == sorted(view.unseen())
        assert dealer.against(hands) == 1


def seven_pass(giver: int, receiver: int, card: int) -> Handover:
    return Handover(0, giver, receiver, 1, (card,), False)


def test_a_card_given_passed_back_and_given_again_is_known_held_once() -> None:
    # The crash this pins: 4C went 0 -> 3 in the exchange, 3 -> 0 and 0 -> 3 by 7 passes, and
    # the guess of the hidden hands dealt it twice.
    r, _ = dealt("QC", MINE)
    four = parse_card("4C")
    seen = view_of(r, 0)
    back_to_me, on_again = seven_pass(2, 0, four), seven_pass(0, 2, four)
    view = replace(seen, gifts=((0, 2, (four,)),), history=(back_to_me, on_again),
                   hand=tuple(c for c in seen.hand if c != four))
    assert view.known_held() == {2: [four]}
    back = replace(view, history=(back_to_me,))
    assert back.known_held() == {}
    hands = Dealer(view).deal(random.Random(3))
    dealt_cards = [c for h in hands for c in h]
    assert len(dealt_cards) == len(set(dealt_cards))
    assert four in hands[2]


def test_every_play_and_pass_is_kept_with_the_pile_and_the_cards_held_before_it() -> None:
    r = Round(RULES, [cards("4C 4D 5D"), cards("3H 6H 9H"), cards("3S 7S 8S")], leader=0)
    r.play(0, single("5D"))
    r.play(1, single("9H"))
    r.pass_turn(2)
    assert view_of(r, 2).turns == (
        Turn(0, single("5D"), None, False, None, 3),
        Turn(1, single("9H"), single("5D"), False, None, 3),
        Turn(2, None, single("9H"), False, None, 3),
    )


def test_7_passes_and_10_discards_are_kept_a_pass_showing_cards_to_its_two_seats() -> None:
    rules = Rules(players=3, rounds=1, jokers=0, seven_pass=True, ten_discard=True)
    r = Round(rules, [cards("7C TD 4D 5D"), cards("3H 6H 9H QH"), cards("3S 8S JS KS")],
              leader=0)
    r.play(0, single("7C"))
    r.hand_over(0, cards("4D"))  # the 7 pass, to seat 1
    r.play(1, single("9H"))
    r.pass_turn(2)
    r.play(0, single("TD"))
    r.hand_over(0, cards("5D"))  # the 10 discard: seat 0 is out
    given = Handover(1, 0, 1, 1, tuple(cards("4D")), False)
    discarded = Handover(4, 0, None, 1, tuple(cards("5D")), False)
    assert view_of(r, 1).handovers == (given, discarded)
    assert view_of(r, 0).handovers == (given, discarded)
    assert view_of(r, 2).handovers == (replace(given, cards=None), discarded)
