"""docs/rules.md "House rules", the computer Daifugō contest's rules: each sentence as a case
through the record checker's replay (tests/rulecase.py) or the engine's round."""

from __future__ import annotations

from rulecase import last, legal_plays, plays

from game.engine.cards import parse_card
from game.engine.options import STANDARD, UECDA
from game.engine.plays import RUN, Play, interpretations
from game.engine.round import Round

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
        [parse_card(c) for c in "9H TH JH 3C".split()],
        [parse_card(c) for c in "6S 7S 8S 5D 6D 7D 8D".split()], [parse_card("KC")]], 0)
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
