"""The searches decide the same with the compiled core as without it, for the same number of
play-outs: the core only makes each play-out cheaper."""

from __future__ import annotations

import random

import pytest

from game.ai import core
from game.ai.hard import HardOpponent
from game.ai.master.greedy import easy_move
from game.engine.match import Match
from game.engine.options import ALL_ON, PRESETS, Rules
from game.engine.view import PublicView, view_of


def views(rules: Rules, count: int, seed: int) -> list[PublicView]:
    """Views of the seat to act along rounds played by Easy's rule."""
    out: list[PublicView] = []
    rng = random.Random(seed)
    for k in range(count):
        m = Match(rules, seed=seed * 100 + k)
        m.start_round()
        r = m.round
        assert r is not None
        for _ in range(rng.randrange(0, 12)):
            if r.turn is None:
                break
            if r.owes is not None:
                r.hand_over(r.turn, sorted(r.hands[r.turn])[: r.owes[1]])
            else:
                r.act(r.turn, easy_move(r.copy()))
        if r.turn is not None and r.owes is None:
            out.append(view_of(r, r.turn))
    return out


def without_core(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core, "_CORE", None)
    monkeypatch.setattr(core, "_WHY", "left out for the test")


RULES = {k: r for k, r in {**PRESETS, "all-on": ALL_ON}.items() if core.covers(r)}


@pytest.mark.parametrize("name", sorted(RULES))
def test_hard_decides_the_same_with_and_without_the_core(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert core.available(), core.why_missing()
    vs = views(RULES[name], 6, len(name))
    with_core = [HardOpponent(i, max_ms=1e9).choose_play(v) for i, v in enumerate(vs)]
    without_core(monkeypatch)
    assert [HardOpponent(i, max_ms=1e9).choose_play(v) for i, v in enumerate(vs)] == with_core


@pytest.mark.parametrize("plans", [False, True])
@pytest.mark.parametrize("name", sorted(RULES))
def test_master_decides_the_same_with_and_without_the_core(
        name: str, plans: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ai.master.opponent import MasterOpponent
    from game.ai.master.search import Budget

    assert core.available(), core.why_missing()
    vs = views(RULES[name], 5, len(name) + 1)

    def decide() -> list[tuple[object, list[int] | None]]:
        out = []
        for i, v in enumerate(vs):
            m = MasterOpponent(i, budget=Budget(seconds=1e9), flat=12, flat_plans=plans)
            play = m.choose_play(v)
            out.append((play, None if m.tally is None else list(m.tally.totals)))
        return out

    with_core = decide()
    assert any(t is not None and len(set(t)) > 1 for _, t in with_core)  # the searches ran
    without_core(monkeypatch)
    assert decide() == with_core


@pytest.mark.parametrize("name", sorted(RULES))
def test_reading_the_turns_on_the_core_answers_as_in_python(name: str) -> None:
    from game.ai.master.reading import Reading
    from game.ai.sampling import Dealer

    rng = random.Random(len(name))
    answers = set()
    for v in views(RULES[name], 8, 5):
        fast = Reading(v)
        assert fast.packed is not None
        slow = Reading(v)
        slow.packed = None
        dealer = Dealer(v)
        for _ in range(20):
            hands = dealer.deal(rng)
            for seat in fast.turns:
                got = fast.easy_like(seat, hands[seat])
                assert got == slow.easy_like(seat, hands[seat])
                answers.add(got)
    assert answers == {True, False}
