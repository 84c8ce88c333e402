"""The options the UECda preset adds for the computer Daifugō contest's rules: 2s that stay on
the pile, and the 3♦ holder leading every round."""

from __future__ import annotations

from game.ai import make_opponent
from game.ai.driver import play_round
from game.engine.cards import THREE_OF_DIAMONDS, parse_card
from game.engine.match import SCUM, Match
from game.engine.options import STANDARD, UECDA
from game.engine.plays import SET, Play
from game.engine.round import Round


def _cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def _twos() -> Play:
    cards = tuple(sorted(_cards("2C 2D")))
    return Play(SET, cards, 12, 12)


def _after_twos(rules) -> Round:
    hands = [_cards("2C 2D 4C"), _cards("5C 6D 7H"), _cards("8C 9D TH")]
    r = Round(rules.with_(players=3), hands, 0)
    r.play(0, _twos())
    return r


def test_without_the_option_a_pair_of_2s_clears_and_its_player_leads() -> None:
    r = _after_twos(STANDARD)
    assert r.top is None and r.turn == 0


def test_with_twos_stay_the_2s_stay_on_the_pile_for_the_next_player() -> None:
    r = _after_twos(STANDARD.with_(twos_stay=True))
    assert r.top == _twos() and r.turn == 1
    r.pass_turn(1)
    r.pass_turn(2)
    assert r.top is None and r.turn == 0  # passed round: the pile clears as after any play


def _second_round_leader(rules, seed: int) -> tuple[int, int, int]:
    """(the round-2 leader, the 3♦ holder in round 2, the round-1 Scum)."""
    match = Match(rules.with_(rounds=2), seed=seed)
    ops = [make_opponent("easy", s) for s in range(rules.players)]
    play_round(match, ops)
    scum = match.titles.index(SCUM)
    match.start_round()
    while match.phase == "exchange":
        seat = match.whose_move()
        step = match.pending_gift()
        match.give(seat, sorted(match.hands[seat])[: step.count])
    holder = next(s for s, h in enumerate(match.round.hands) if THREE_OF_DIAMONDS in h)
    return match.log.rounds[-1].leader, holder, scum


def test_the_3_of_diamonds_leads_every_round_under_uecda() -> None:
    apart = 0
    for seed in range(6):
        leader, holder, scum = _second_round_leader(UECDA, seed)
        assert leader == holder
        apart += holder != scum
        leader, holder, scum = _second_round_leader(UECDA.with_(diamond_every=False), seed)
        assert leader == scum
    assert apart  # some deal gave the 3♦ to another than the Scum


def test_the_uecda_preset_holds_the_contest_options() -> None:
    assert UECDA.twos_stay and UECDA.diamond_every and UECDA.diamond_start
    assert UECDA.players == 5 and UECDA.jokers == 1
