"""The opponents under the house rules: what they choose in positions where a rule matters."""

from __future__ import annotations

from game.ai.base import Opponent
from game.ai.easy import EasyOpponent
from game.ai.hard import HardOpponent
from game.ai.normal import NormalOpponent
from game.engine.cards import parse_card
from game.engine.options import Rules
from game.engine.plays import Play
from game.engine.round import Round
from game.engine.view import PublicView, view_of


def cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def play_of(r: Round, seat: int, text: str) -> Play:
    plays, reason = r.explain(seat, cards(text))
    assert reason is None and len(plays) == 1, (text, reason, plays)
    return plays[0]


def position(rules: Rules, hands: list[str], leader: int, moves: list[str | None],
             **round_args: int) -> Round:
    """A round from ``hands`` after ``moves`` (cards played in turn, None a pass)."""
    r = Round(rules, [cards(h) for h in hands], leader, **round_args)
    for move in moves:
        assert r.turn is not None
        r.act(r.turn, None if move is None else play_of(r, r.turn, move))
    return r


def view(r: Round) -> PublicView:
    assert r.turn is not None
    return view_of(r, r.turn)


def chosen(opponent: Opponent, r: Round) -> list[str]:
    play = opponent.choose_play(view(r))
    return [] if play is None else sorted(play.notation())


# -- the 7 pass and the 10 discard ------------------------------------------------------------


def test_easy_gives_its_weakest_card_for_a_7() -> None:
    rules = Rules(players=3, seven_pass=True)
    r = position(rules, ["7C 9H 4D KS", "3C 5C 6C", "3D 5D 6D"], 0, ["7C"])
    assert r.owes == ("give", 1)
    gift = EasyOpponent(0).choose_handover(view(r), "give", 1)
    assert gift == cards("4D")
    assert r.check_handover(0, "give", gift) is None


def test_normal_keeps_a_pair_when_discarding_for_a_10() -> None:
    rules = Rules(players=3, ten_discard=True)
    r = position(rules, ["TC 3C 3D 6S KH AH", "4C 5C 6C", "4D 5D 6D"], 0, ["TC"])
    assert r.owes == ("discard", 1)
    assert Opponent.choose_handover(NormalOpponent(0), view(r), "discard", 1) == cards("3C")
    assert NormalOpponent(0).choose_handover(view(r), "discard", 1) == cards("6S")


def test_normal_gives_no_2_or_joker_for_a_7_while_a_weak_card_will_do() -> None:
    rules = Rules(players=3, jokers=1, seven_pass=True)
    r = position(rules, ["7C 2S X1 9D 9H", "4C 5C 6C", "4D 5D 6D"], 0, ["7C"])
    gift = NormalOpponent(0).choose_handover(view(r), "give", 1)
    assert len(gift) == 1 and gift[0] in cards("9D 9H")


def test_normal_hands_over_two_cards_for_two_10s_keeping_its_run() -> None:
    rules = Rules(players=3, runs=True, ten_discard=True)
    r = position(rules, ["TC TD 4H 5H 6H 9S QC", "3C 5C 6C", "3D 5D 6D"], 0, ["TC TD"])
    assert r.owes == ("discard", 2)
    assert sorted(NormalOpponent(0).choose_handover(view(r), "discard", 2)) == cards("9S QC")


# -- locks, skips, the spade 3, the jack back -------------------------------------------------


def test_normal_follows_in_the_suit_of_the_pile_to_lock_it() -> None:
    rules = Rules(players=3, suit_lock=True)
    r = position(rules, ["6S 3C", "9H TS 4C KC", "3D 5D 7D"], 0, ["6S"])
    assert chosen(NormalOpponent(0), r) == ["TS"]
    assert chosen(NormalOpponent(0, house_aware=False), r) == ["9H"]


def test_hard_follows_a_locked_pile_in_its_suits() -> None:
    rules = Rules(players=3, suit_lock=True)
    r = position(rules, ["4S 3C 5C", "6S 3D 4D", "9S 9H QD 7C"], 0, ["4S", "6S"])
    assert r.lock == frozenset({3}) and r.turn == 2
    assert chosen(HardOpponent(0, work=300, max_ms=1e9), r) == ["9S"]


def test_normal_skips_a_player_about_to_go_out_with_a_5() -> None:
    rules = Rules(players=3, five_skip=True)
    r = position(rules, ["4S 5D KH QC", "9D", "3C 6D 7D 8H"], 2, ["3C"])
    assert r.turn == 0
    assert chosen(NormalOpponent(0), r) == ["5D"]
    assert chosen(NormalOpponent(0, house_aware=False), r) == ["4S"]


def test_normal_answers_a_lone_joker_with_the_spade_three() -> None:
    rules = Rules(players=3, jokers=1, spade_three=True)
    r = position(rules, ["3S 9H QD KC", "4C 5C 6C", "X1 4D 5D 6D"], 2, ["X1"])
    assert chosen(NormalOpponent(0), r) == ["3S"]


def test_normal_plays_a_jack_back_that_its_3s_take_back() -> None:
    rules = Rules(players=3, jack_back=True)
    r = position(rules, ["JD TH 3H KC", "4C 5C 6C", "9C 5D 6D"], 2, ["9C"])
    assert chosen(NormalOpponent(0), r) == ["JD"]
    assert chosen(NormalOpponent(0, house_aware=False), r) == ["TH"]


# -- capital fall -------------------------------------------------------------------------


def test_a_president_facing_a_capital_fall_goes_out_first() -> None:
    rules = Rules(players=3, capital_fall=True)
    r = position(rules, ["2S 6C", "9D", "3D 4D 5D 7H 8H"], 0, [], number=2, president=0)
    for opponent in (NormalOpponent(0), HardOpponent(0, work=300, max_ms=1e9)):
        assert chosen(opponent, r) == ["2S"]


def test_master_hands_over_as_its_guide_does_not_its_weakest_cards() -> None:
    from game.ai.master.opponent import MasterOpponent

    rules = Rules(players=3, ten_discard=True)
    r = position(rules, ["TC 3C 3D 6S KH AH", "4C 5C 6C", "4D 5D 6D"], 0, ["TC"])
    assert MasterOpponent(0).choose_handover(view(r), "discard", 1) == cards("6S")
