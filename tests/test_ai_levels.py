"""What each level does in positions that show its style."""

from __future__ import annotations

import random

import pytest

from game.ai import AGENTS, LEVELS, hint, make_opponent
from game.ai.easy import EasyOpponent
from game.ai.hard import HardOpponent
from game.ai.normal import NormalOpponent
from game.engine.cards import EIGHT, TWO, parse_card
from game.engine.history import Turn
from game.engine.options import Rules, preset
from game.engine.plays import interpretations
from game.engine.view import PublicView


def cards(text: str) -> tuple[int, ...]:
    return tuple(sorted(parse_card(c) for c in text.split()))


def view(hand: str, top: str = "", played: str = "", counts: tuple[int, ...] | None = None,
         rules: Rules | None = None) -> PublicView:
    rules = rules or preset("eight-stop")
    h = cards(hand)
    top_play = interpretations(list(cards(top)), rules.runs)[0] if top else None
    counts = counts or (len(h), 10, 10, 10)
    # The cards gone before, each led alone by seat 1, then the pile's top by seat 3.
    gone = [interpretations([c], rules.runs)[0] for c in (cards(played) if played else ())]
    history = [Turn(1, p, None, False, None, 13) for p in gone]
    if top_play is not None:
        history.append(Turn(3, top_play, None, False, None, 13))
    return PublicView(
        seat=0, hand=h, counts=counts, top=top_play, last_player=3 if top else None,
        passed=(False,) * len(counts), revolution=False, history=tuple(history),
        finished=(), turn=0, rules=rules,
    )


def shown(play) -> str:
    return "pass" if play is None else " ".join(play.notation())


def hard() -> HardOpponent:
    return HardOpponent(seed=2, work=600, max_ms=10_000)


def test_levels_and_unknown_level() -> None:
    assert LEVELS == ("easy", "normal", "hard", "master", "random")
    for level in AGENTS:
        assert make_opponent(level, 1).name == level
    with pytest.raises(ValueError, match="Unknown opponent level 'expert'.*easy, normal"):
        make_opponent("expert", 1)


def test_easy_leads_its_longest_combination_lowest_first() -> None:
    assert shown(EasyOpponent().choose_play(view("3C 5C 5D 9H 9S 9D KC"))) == "9D 9H 9S"
    assert shown(EasyOpponent().choose_play(view("3C 5C 5D KC"))) == "5C 5D"


def test_easy_follows_low_without_breaking_a_set() -> None:
    assert shown(EasyOpponent().choose_play(view("5C 5D 9H KC", top="4S"))) == "9H"
    assert shown(EasyOpponent().choose_play(view("5C 5D 9H 9S", top="4S"))) == "pass"


def test_easy_gives_its_lowest_cards() -> None:
    assert EasyOpponent().choose_gift(view("2C 9H 4D 3S KC"), 2) == list(cards("3S 4D"))


def test_normal_leads_a_weak_combination_and_keeps_its_king() -> None:
    ranked = NormalOpponent().ranked(view("3C 5C 5D 9H 9S 9D KC"))
    assert shown(ranked[0][1]) == "9D 9H 9S"  # the most cards in one go
    assert shown(ranked[-1][1]) == "KC"


def test_normal_plays_the_eight_first_to_finish() -> None:
    assert shown(NormalOpponent().choose_play(view("8H 4C"))) == "8H"
    # The copy that treats 8s as ordinary cards leads its lowest card and loses the lead.
    assert shown(make_opponent("normal-no8", 0).choose_play(view("8H 4C"))) == "4C"


def test_normal_takes_the_lead_with_an_eight_on_a_low_pile() -> None:
    assert shown(NormalOpponent().choose_play(view("4C 4D 8H 5S JD JS", top="6C"))) == "8H"


def test_normal_holds_a_two_on_a_low_pile_and_spends_it_on_a_high_one() -> None:
    hand = "2S 4C 4D 6H 6S 7C 7D 9C 9D TC TH"
    assert shown(NormalOpponent().choose_play(view(hand, top="5C"))) == "pass"
    assert shown(EasyOpponent().choose_play(view(hand, top="5C"))) == "2S"
    assert shown(NormalOpponent().choose_play(view(hand, top="KC"))) == "2S"


def test_normal_starts_a_revolution_with_a_weak_hand() -> None:
    v = view("3C 3D 3H 3S 4C 5D 6H 7S 9C TD", rules=preset("daifugo"))
    assert shown(NormalOpponent().choose_play(v)) == "3C 3D 3H 3S"


def test_normal_never_gives_eights_twos_or_jokers() -> None:
    rng = random.Random(4)
    rules = preset("daifugo")
    deck = list(range(54))
    for _ in range(300):
        rng.shuffle(deck)
        hand = " ".join(("X1" if c == 52 else "X2" if c == 53 else "") or
                        "3456789TJQKA2"[c >> 2] + "CDHS"[c & 3] for c in deck[:13])
        gift = NormalOpponent().choose_gift(view(hand, rules=rules), 2)
        assert len(set(gift)) == 2 and set(gift) <= set(cards(hand))
        for c in gift:
            assert c < 52 and c >> 2 not in (EIGHT, TWO), hand


def test_hard_counts_cards_to_see_an_unbeatable_king() -> None:
    v = view("KH 5C", played="AC AD AH AS 2C 2D 2H 2S KC KD KS", counts=(2, 5, 5, 5))
    assert shown(hard().choose_play(v)) == "KH"  # then 5C goes out on its own lead
    assert shown(NormalOpponent().choose_play(v)) == "5C"


def test_hard_blocks_a_player_about_to_go_out() -> None:
    def scores(hand: str, rival: int, top: str = "") -> dict[str, float]:
        v = view(hand, top=top, counts=(len(hand.split()), rival, 8, 8))
        assert hard().near_out(v, 1) == (rival == 1)
        return {shown(p): s for s, p in hard().ranked(v)}

    # Leading: a low single, which a last card would likely beat, rates lower; a pair does not.
    near, far = scores("4C 9D 9S", 1), scores("4C 9D 9S", 5)
    assert near["4C"] < far["4C"] and near["9D 9S"] == far["9D 9S"]
    # Following a single: the 2 that stops the trick rates higher, passing no higher.
    near, far = scores("2S 5C 9D 9S", 1, top="7C"), scores("2S 5C 9D 9S", 5, top="7C")
    assert near["2S"] > far["2S"] and near["pass"] == far["pass"]
    v = view("2S 5C 9D 9S", top="7C", counts=(4, 1, 8, 8))
    assert shown(hard().choose_play(v)) == "2S"


def test_hint_is_what_normal_would_play() -> None:
    v = view("3C 5C 5D 9H 9S 9D KC", top="4S")
    assert hint(v) == NormalOpponent().choose_play(v)
    assert hint(v) in v.legal_plays()
