"""Every refusal of the engine, through Match and Round: the right reason, and nothing changed.

Each reason code in game.engine.errors has a case here that brings the refusal about; a new code
without a case fails ``test_every_reason_code_has_a_refusal_case``.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

import pytest

from game.engine.cards import TWO, deck, parse_card
from game.engine.errors import SENTENCES, IllegalAction, Reason
from game.engine.match import Match
from game.engine.options import Rules
from game.engine.plays import RUN, SET, Play, generate, interpretations
from game.engine.round import is_reading
from game.record import Action, Meaning, record_of, resolve

Attempt = Callable[[], Reason | None]

# Seat 0 leads. Jokers: X1 is card 52, X2 is card 53.
TABLE = ["3C 4C 5C 7C 9D 6H 7H X1", "4D 5D KS KH X2", "3D AS AH QC 8S"]
TABLE_RULES = Rules(players=3, jokers=2, runs=True, pass_is_final=True, rounds=1)


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def play_of(text: str, kind: int = SET) -> Play:
    """The one reading of ``text`` of that kind."""
    [play] = [p for p in interpretations(cards(text), True) if p.kind == kind]
    return play


def table(*moves: str) -> Match:
    """The table match after ``moves`` ("0 9D", "1 pass"), every one legal."""
    match = Match(TABLE_RULES, events=[])
    match.start_round([cards(h) for h in TABLE], leader=0)
    for move in moves:
        seat, what = move.split(" ", 1)
        if what == "pass":
            match.pass_turn(int(seat))
        else:
            kind = RUN if what.endswith("run") else SET
            match.play(int(seat), play_of(what.removesuffix(" run"), kind))
    return match


def tiny(*hands: str, **rules: object) -> Match:
    match = Match(Rules(players=len(hands), rounds=1, **rules), events=[])  # type: ignore[arg-type]
    match.start_round([cards(h) for h in hands], leader=0)
    return match


def exchanging() -> Match:
    """Round 2 of a 4-player match with the exchange, no gift made yet.

    Round 1 leaves seat 0 President, 1 Vice-President, 2 Vice-Scum and 3 Scum."""
    match = Match(Rules(players=4, exchange=True, rounds=2), events=[], auto_forced=False)
    match.start_round([cards("3C"), cards("4C"), cards("5C"), cards("6C")], leader=0)
    for seat, card in enumerate(["3C", "4C", "5C"]):
        match.play(seat, play_of(card))
    assert match.titles == ["president", "vice_president", "vice_scum", "scum"]
    match.start_round([cards("3C 4C 5C"), cards("3D 4D 5D"), cards("6C 7C 8C"),
                       cards("9C TC KC AC")])
    return match


def raised(action: Callable[[], object]) -> Attempt:
    def attempt() -> Reason | None:
        try:
            action()
        except IllegalAction as exc:
            return exc.reason
        return None
    return attempt


def case_round_over() -> tuple[Match, Attempt]:
    match = tiny("3C", "4D", "5H")
    match.play(0, play_of("3C"))
    match.play(1, play_of("4D"))
    assert match.over
    return match, raised(lambda: match.play(2, play_of("5H")))


def case_round_over_pass() -> tuple[Match, Attempt]:
    match, _ = case_round_over()
    return match, raised(lambda: match.pass_turn(2))


def case_round_over_new_round() -> tuple[Match, Attempt]:
    match, _ = case_round_over()
    return match, raised(lambda: match.start_round())


def case_gone_out() -> tuple[Match, Attempt]:
    match = tiny("3C", "4D 5D", "6H 7H")
    match.play(0, play_of("3C"))
    return match, raised(lambda: match.play(0, play_of("4D")))


CASES: dict[str, list[Callable[[], tuple[Match, Attempt]]]] = {
    "round_over": [case_round_over, case_round_over_pass, case_round_over_new_round],
    "gone_out": [case_gone_out],
}


def case(code: str) -> Callable[[Callable[[], tuple[Match, Attempt]]], None]:
    def add(factory: Callable[[], tuple[Match, Attempt]]) -> None:
        CASES.setdefault(code, []).append(factory)
    return add


def on_table(code: str, moves: tuple[str, ...], attempt: Callable[[Match], object]) -> None:
    """A case on the table match after ``moves``: ``attempt`` raises or returns a Reason."""
    def factory() -> tuple[Match, Attempt]:
        match = table(*moves)

        def run() -> Reason | None:
            try:
                result = attempt(match)
            except IllegalAction as exc:
                return exc.reason
            return result if isinstance(result, Reason) else None
        return match, run
    case(code)(factory)


on_table("not_your_turn", (), lambda m: m.play(1, play_of("KS")))
on_table("not_your_turn", (), lambda m: m.pass_turn(2))
on_table("not_in_hand", (), lambda m: m.play(0, play_of("4D")))
on_table("duplicate_card", (), lambda m: m.play(0, Play(SET, (0, 0), 0, 0)))
on_table("empty", (), lambda m: m.play(0, Play(SET, (), 0, 0)))
on_table("must_lead", (), lambda m: m.pass_turn(0))
on_table("must_lead", ("0 9D", "1 pass", "2 pass"), lambda m: m.pass_turn(0))
# A 3 that calls itself a 2, which would clear the pile.
on_table("not_a_reading", (), lambda m: m.play(0, Play(SET, (0,), TWO, TWO)))
# A run whose joker claims a card the run does not need.
on_table("not_a_reading", (), lambda m: m.play(
    0, Play(RUN, (parse_card("6H"), parse_card("7H"), 52), 4, 6, 2, ((52, parse_card("KH")),))))
# Right cards and ranks, but called a run though it is a set.
on_table("not_a_reading", ("0 9D",), lambda m: m.play(
    1, Play(RUN, tuple(cards("KS KH")), 11, 11, 3)))
on_table("mixed_ranks", (), lambda m: m.round.explain(0, cards("3C 9D"))[1])
on_table("run_short", (), lambda m: m.round.explain(0, cards("3C 4C"))[1])
on_table("run_gap", (), lambda m: m.round.explain(0, cards("3C 4C 7C"))[1])
on_table("wrong_kind", ("0 3C 4C 5C run",), lambda m: m.play(1, play_of("KS")))
on_table("wrong_count", ("0 9D",), lambda m: m.play(1, play_of("KS KH")))
on_table("too_low", ("0 9D",), lambda m: m.play(1, play_of("4D")))
on_table("needs_jokers", ("0 9D", "1 X2"), lambda m: m.play(2, play_of("AS")))
on_table("passed_out", ("0 9D", "1 pass", "2 QC"), lambda m: m.play(1, play_of("KS")))
on_table("passed_out", ("0 9D", "1 pass", "2 QC"), lambda m: m.pass_turn(1))
on_table("ambiguous", (), lambda m: resolve(m, Action(0, tuple(cards("6H 7H X1"))))[1])
on_table("bad_joker_meaning", (), lambda m: resolve(m, Action(
    0, tuple(cards("6H 7H X1")), (Meaning(52, parse_card("KH"), True, "X1=KH"),)))[1])


@case("runs_off")
def case_runs_off() -> tuple[Match, Attempt]:
    match = tiny("3C 4C 5C", "4D", "5H")
    return match, raised(lambda: match.play(0, play_of("3C 4C 5C", RUN)))


@case("runs_off")
def case_runs_off_selection() -> tuple[Match, Attempt]:
    match = tiny("3C 4C 5C", "4D", "5H")
    assert match.round is not None
    round_ = match.round
    return match, lambda: round_.explain(0, cards("3C 4C"))[1]


def on_exchange(code: str, attempt: Callable[[Match], object]) -> None:
    def factory() -> tuple[Match, Attempt]:
        match = exchanging()
        return match, raised(lambda: attempt(match))
    case(code)(factory)


on_exchange("exchange_pending", lambda m: m.play(3, play_of("9C")))
on_exchange("exchange_pending", lambda m: m.pass_turn(3))
on_exchange("exchange_wrong_seat", lambda m: m.give(0, cards("3C 4C")))  # before the Scum
on_exchange("exchange_wrong_seat", lambda m: m.give(1, cards("3D")))  # before the Vice-Scum
on_exchange("exchange_count", lambda m: m.give(3, cards("AC")))
on_exchange("exchange_count", lambda m: m.give(3, cards("AC AC")))
on_exchange("not_in_hand", lambda m: m.give(3, cards("AC 2S")))
on_exchange("exchange_not_highest", lambda m: m.give(3, cards("9C TC")))
on_exchange("exchange_not_highest", lambda m: m.give(2, cards("6C")))
on_exchange("exchange_wrong_receiver", lambda m: m.give(3, cards("KC AC"), to=1))


@case("exchange_wrong_receiver")
def case_choice_to_the_wrong_seat() -> tuple[Match, Attempt]:
    match = exchanging()
    match.give(3, cards("KC AC"))
    return match, raised(lambda: match.give(0, cards("3C 4C"), to=2))


@case("nothing_owed")
def case_gift_in_play() -> tuple[Match, Attempt]:
    match = table()
    return match, raised(lambda: match.give(0, cards("3C")))


@case("no_exchange")
def case_gift_before_any_round() -> tuple[Match, Attempt]:
    match = Match(Rules(players=3, exchange=True, rounds=2), events=[])
    return match, raised(lambda: match.give(0, cards("3C")))


@case("nothing_owed")
def case_gift_after_the_exchange() -> tuple[Match, Attempt]:
    match = exchanging()
    for seat, gift in ((3, "KC AC"), (0, "3C 4C"), (2, "8C"), (1, "3D")):
        match.give(seat, cards(gift))
    assert match.phase == "play"
    return match, raised(lambda: match.give(2, cards("3D")))


# -- the house rules ---------------------------------------------------------------------------


@case("must_beat")
def case_equal_rank_under_must_beat() -> tuple[Match, Attempt]:
    match = tiny("5C 9C", "5D 9D", "6H 9H", strict=True)
    match.play(0, play_of("5C"))
    return match, raised(lambda: match.play(1, play_of("5D")))


@case("locked")
def case_off_suit_in_a_locked_pile() -> tuple[Match, Attempt]:
    match = tiny("5H 9C", "7H 9D", "9S 3C", suit_lock=True)
    match.play(0, play_of("5H"))
    match.play(1, play_of("7H"))
    return match, raised(lambda: match.play(2, play_of("9S")))


@case("owes")
def case_play_while_a_gift_is_owed() -> tuple[Match, Attempt]:
    match = tiny("7C 9C 4D", "5D 9D", "6H 9H", seven_pass=True)
    match.play(0, play_of("7C"))
    return match, raised(lambda: match.play(0, play_of("9C")))


@case("owes")
def case_pass_while_a_discard_is_owed() -> tuple[Match, Attempt]:
    match = tiny("3C 9C 4D", "TD 9D 4S", "6H 9H", ten_discard=True)
    match.play(0, play_of("3C"))
    match.play(1, play_of("TD"))
    return match, raised(lambda: match.pass_turn(1))


@case("owe_count")
def case_gift_of_too_many_cards() -> tuple[Match, Attempt]:
    match = tiny("7C 9C 4D", "5D 9D", "6H 9H", seven_pass=True)
    match.play(0, play_of("7C"))
    return match, raised(lambda: match.give(0, cards("9C 4D")))


@case("nothing_owed")
def case_discard_when_a_gift_is_owed() -> tuple[Match, Attempt]:
    match = tiny("7C 9C 4D", "5D 9D", "6H 9H", seven_pass=True, ten_discard=True)
    match.play(0, play_of("7C"))
    return match, raised(lambda: match.discard(0, cards("9C")))


@case("not_in_hand")
def case_gift_of_a_card_not_held() -> tuple[Match, Attempt]:
    match = tiny("7C 9C 4D", "5D 9D", "6H 9H", seven_pass=True)
    match.play(0, play_of("7C"))
    return match, raised(lambda: match.give(0, cards("9D")))


def state(match: Match) -> tuple:
    """Everything an action could change, deep-copied."""
    r = match.round
    played = None if r is None else (
        copy.deepcopy(r.hands), r.turn, r.top, r.last_player, list(r.passed), r.revolution,
        list(r.finished), list(r.played), list(r.trick), r.jack_back, r.lock, list(r.skipped),
        r.owes, r.pending, list(r.discarded), list(r.fallen),
    )
    steps = [(s.giver, s.receiver, s.count, s.forced, s.after, s.done) for s in match.steps]
    return (match.phase, match.round_no, copy.deepcopy(match.hands), list(match.totals),
            match.titles, match.over, steps, record_of(match), played,
            len(match.events or ()))


ALL = [(code, factory) for code, factories in CASES.items() for factory in factories]


@pytest.mark.parametrize(("code", "factory"), ALL,
                         ids=[f"{c}-{i}" for i, (c, _) in enumerate(ALL)])
def test_a_refusal_names_its_rule_and_changes_nothing(
    code: str, factory: Callable[[], tuple[Match, Attempt]]
) -> None:
    match, attempt = factory()
    before = state(match)
    reason = attempt()
    assert reason is not None and reason.code == code
    assert reason.sentence()  # every code has its sentence, and its parameters fill it
    assert state(match) == before


def test_every_reason_code_has_a_refusal_case() -> None:
    assert set(CASES) == set(SENTENCES)


def test_a_mislabelled_play_does_not_clear_the_pile() -> None:
    match = table()
    with pytest.raises(IllegalAction):
        match.play(0, Play(SET, (0,), TWO, TWO))
    match.play(0, play_of("3C"))  # the same card as what it is
    assert match.round is not None and match.round.top == play_of("3C")


def test_every_generated_play_is_a_reading_of_its_cards() -> None:
    rng = random.Random(5)
    for _ in range(300):
        hand = sorted(rng.sample(deck(2), rng.randint(1, 14)))
        for play in generate(hand, None, rng.random() < 0.5, True):
            assert is_reading(play), play
