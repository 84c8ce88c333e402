"""The round's one state machine: its rule hooks, its one history, the fast path, and the
gaps a mutation run and an outside referee found (each test here failed under the mutant or
on the code before the fix)."""

from __future__ import annotations

import random

import pytest

from game.engine import events as ev
from game.engine.actions import DiscardAction, GiveAction, PassAction, PlayAction
from game.engine.cards import parse_card
from game.engine.errors import IllegalAction
from game.engine.history import Handover, Turn
from game.engine.options import ALL_ON, OPTIONS, PRESETS, Rules
from game.engine.plays import interpretations
from game.engine.round import Round
from game.engine.rules import ALWAYS, MODULES, NO_EFFECT, hooks_for
from game.engine.transition import apply
from game.record import parse_record, serialize
from tests.rulecase import last, record, replay, round_, simulate

JB = {"jack_back": True, "players": 3}


def hand(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def the(cards: str, rules: Rules):
    return interpretations(hand(cards), rules.runs)[0]


def snapshot(r: Round) -> tuple:
    return ([list(h) for h in r.hands], r.turn, r.top, r.last_player, list(r.passed),
            r.revolution, r.jack_back, r.lock, list(r.skipped), list(r.finished), r.owes,
            list(r.history), list(r.discarded))


# -- the hooks --------------------------------------------------------------------------------

def test_every_option_has_an_effect_module_or_is_declared_to_have_none() -> None:
    keys = {o.key for o in OPTIONS}
    assert set(MODULES) == (keys - NO_EFFECT) | set(ALWAYS)
    assert keys >= NO_EFFECT  # no stale name
    hook_names = ("clears", "revolts", "owes", "on_out", "on_land", "next_turn", "SILENCES")
    for key, module in MODULES.items():
        assert any(hasattr(module, h) for h in hook_names), key


def test_a_rule_that_is_off_has_no_hook_in_force() -> None:
    plain = hooks_for(Rules())
    assert (plain.owing, plain.going_out, plain.turning, plain.revolutions) == ((), (), (), ())
    assert len(plain.clears) == 1  # the top rank clears in every game
    every = hooks_for(ALL_ON)

    def rules_of(hooks: tuple) -> list[str]:
        return [f.__module__.rsplit(".", 1)[1] for f in hooks]

    assert rules_of(every.owing)[:2] == ["seven_pass", "ten_discard"]  # the 7s first
    assert "capital_fall" in rules_of(every.going_out)
    assert "five_skip" in rules_of(every.turning)
    landing = rules_of(every.landing)  # in the order the options are declared
    assert [k for k in landing if k in ("revolution", "jack_back", "suit_lock")] == [
        "revolution", "jack_back", "suit_lock"]


def test_an_eight_that_is_also_the_top_rank_clears_as_an_eight_stop() -> None:
    # Not reachable by a set (an 8 is never the top rank), but the order of the clear hooks
    # is the rule's: a rule's own reason before the top rank's.
    names = [f.__module__.rsplit(".", 1)[1]
             for f in hooks_for(ALL_ON.with_(twos_stay=False)).clears]
    assert names == ["eight_stop", "spade_three", "top_rank"]
    # 2s stay (on in ALL_ON): the top rank clears nothing.
    assert [f.__module__.rsplit(".", 1)[1] for f in hooks_for(ALL_ON).clears] == \
        ["eight_stop", "spade_three"]


# -- the gaps ---------------------------------------------------------------------------------

def test_a_lone_spade_three_is_refused_on_a_pair_of_jokers() -> None:
    rules = PRESETS["daifugo"].with_(spade_three=True, players=3, jokers=2)
    r = Round(rules, [hand("X1 X2 4C"), hand("3S 5C"), hand("6C 7C")], 0)
    r.play(0, the("X1 X2", rules))
    spade = the("3S", rules)
    before = snapshot(r)
    assert spade not in r.legal_plays()
    with pytest.raises(IllegalAction) as refused:
        r.play(1, spade)
    assert refused.value.reason.code == "wrong_count"
    assert snapshot(r) == before


def test_a_second_jack_under_a_revolution_and_a_jack_back_turns_the_order_back() -> None:
    rules = Rules(revolution=True, **JB)
    events: list = []
    r = Round(rules, [hand("9C 9D 9H 9S JC 3C"), hand("JD 4D"), hand("KH 5H")], 0, 1, events)
    for seat, cards in ((0, "9C 9D 9H 9S"), (1, None), (2, None), (0, "JC")):
        r.act(seat, None if cards is None else the(cards, rules))
    assert r.order_in_force.reversed is False  # the jack back undoes the revolution
    del events[:]
    r.act(1, the("JD", rules))
    assert ev.JackBack(1, False) in events
    assert ev.OrderChanged(True) in events
    assert events.index(ev.OrderChanged(True)) > events.index(ev.JackBack(1, False))
    assert r.order_in_force.reversed is True


def test_a_clear_that_ends_the_round_ends_its_jack_back_and_lock() -> None:
    rules = Rules(suit_lock=True, **JB)
    events: list = []
    r = Round(rules, [hand("JH 5C"), hand("3H"), hand("4H")], 2, 1, events)
    r.act(2, the("4H", rules))  # out
    r.act(0, the("JH", rules))  # a jack back (3s are now the top rank) in the hearts' lock
    assert r.jack_back and r.lock == frozenset({2})
    r.act(1, the("3H", rules))  # the top rank clears, and the round is over
    assert r.over and r.finished == [2, 1, 0]
    assert not r.jack_back and r.lock is None
    assert events[-2:] == [ev.Cleared("three", 1, None), ev.OrderChanged(False)]


def test_the_checker_prints_no_jack_back_or_lock_after_a_round_ending_clear() -> None:
    line = last(["JH 5C", "3H", "4H"], ["2 4H", "0 JH", "1 3H"], leader=2, suit_lock=True,
                **JB)
    assert line["legal"] and line["cleared"]
    assert line["reversed"] is False and line["lock"] is None


# -- the one history --------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["house", "daifugo", "eight-stop", "all-on"])
def test_everything_of_the_past_is_read_off_the_one_history(name: str) -> None:
    rules = PRESETS.get(name, ALL_ON)
    match = simulate(rules.with_(rounds=2), 11)
    for log in match.log.rounds:
        turns = [e for e in log.history if isinstance(e, Turn)]
        moves = [e for e in log.history if isinstance(e, Handover)]
        assert len(turns) + len(moves) == len(log.history) == len(log.actions)
        for entry, action in zip(log.history, log.actions):
            if isinstance(entry, Turn):
                want = PassAction if entry.play is None else PlayAction
            else:
                want = DiscardAction if entry.to is None else GiveAction
            assert type(action) is want and action.seat == entry.seat
    r = match.round
    assert r is not None and r.history is match.log.rounds[-1].history
    assert r.played == [c for t in r.turns if t.play for c in t.play.cards]
    assert r.declines == [d for d in r.declines if d.top is not None]
    # A pass on the empty pile (leader_pass) declines no play: it is no decline.
    passes = [t for t in r.turns if t.play is None]
    assert len(r.declines) == sum(1 for t in passes if t.top is not None)
    assert rules.leader_pass or all(t.top is not None for t in passes)


def test_a_record_of_the_history_replays_to_the_same_match() -> None:
    match = simulate(PRESETS["house"].with_(rounds=2), 5)
    data = serialize(match.log)
    report = replay(data)
    assert all(line["legal"] for line in report.lines)
    again = parse_record(data)
    assert [len(r.actions) for r in again.rounds] == [len(r.actions) for r in match.log.rounds]


def test_the_trick_is_the_turns_since_the_last_lead_and_empty_once_cleared() -> None:
    rules = Rules(players=3)
    r = Round(rules, [hand("4C 9C"), hand("5C TC"), hand("6C 2C")], 0)
    r.act(0, the("4C", rules))
    r.act(1, the("5C", rules))
    assert [s for s, _ in r.trick] == [0, 1]
    r.act(2, the("2C", rules))  # clears
    assert r.trick == [] and r.turn == 2


# -- the fast path ----------------------------------------------------------------------------

def test_the_fast_path_keeps_no_history_and_hears_no_event() -> None:
    rules = PRESETS["house"]
    r = Round(rules, simulate(rules, 3, rounds=0).deal(1), 0, 1, [])
    fast = r.copy()
    assert type(fast) is not Round and not hasattr(fast, "history")
    rng = random.Random(4)
    while not fast.over:
        seat = fast.turn
        assert seat is not None
        if fast.owes is not None:
            apply(fast, seat, fast.hands[seat][: fast.owes[1]])
            continue
        options = [*fast.moves(), *([None] if fast.can_pass() else [])]
        apply(fast, seat, rng.choice(options))
    assert sorted(fast.finished) == list(range(rules.players))
    assert r.history == [] and r.turn == 0  # the round it came from is untouched


def test_a_copy_shares_nothing_mutable() -> None:
    rules = PRESETS["house"]
    r = Round(rules, simulate(rules, 8, rounds=0).deal(1), 0)
    c = r.copy()
    c.act(0, c.moves()[0])
    assert r.turn == 0 and r.top is None and len(r.hands[0]) > len(c.hands[0])
    assert r.masks != c.masks


def test_a_hand_made_round_gives_the_same_record_as_its_rulecase() -> None:
    # The record's actions come from the history in the order they happened.
    data = record(round_(["4C 7C", "5C 9C", "6C 8C"], ["0 7C", "0 give 4C", "1 9C"]),
                  seven_pass=True, players=3)
    report = replay(data)
    assert [line["legal"] for line in report.lines] == [True, True, True]
