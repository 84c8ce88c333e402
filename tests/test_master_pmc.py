"""Master's policy search (``game.ai.master.pmc``): the same decisions and tallies with the
compiled core as without it for a fixed number of deals, the model of each rival from this
match's evidence, and the confidence-aware pick."""

from __future__ import annotations

import math
import random

import pytest

from game.ai import core, make_opponent
from game.ai.driver import play_round
from game.ai.hard import HardOpponent
from game.ai.master.opponent import MasterOpponent
from game.ai.master.pmc import EASY, RivalModel, Tally, core_rows, python_rows
from game.ai.master.search import Budget
from game.ai.master.weights import policy
from game.ai.sampling import Dealer
from game.engine.match import Match
from game.engine.options import PRESETS
from game.engine.state import State
from tests.test_core_searches import RULES, views, without_core


def deciding(vs: list) -> list[tuple[object, tuple[list[list[int]], list[int]] | None]]:
    """Each view's play by a policy-search Master with no clock, 3 deals of 2 play-outs per
    candidate, and the tally it chose from."""
    out = []
    for i, v in enumerate(vs):
        m = MasterOpponent(i, budget=Budget(seconds=1e9), pmc=True, pmc_deals=3, pmc_reps=2)
        play = m.choose_play(v)
        tally = m.pmc_tally
        out.append((play, None if tally is None else (tally.rows, tally.counts)))
    return out


@pytest.mark.parametrize("name", sorted(RULES))
def test_policy_search_decides_the_same_with_and_without_the_core(
        name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert core.available(), core.why_missing()
    vs = views(RULES[name], 5, len(name) + 2)
    with_core = deciding(vs)
    searched = [t for _, t in with_core if t is not None]
    assert searched  # the search ran
    assert all(counts == [2] * 3 for _, counts in searched)
    # the candidates placed differently somewhere: the rows are real play-outs
    assert any(len(set(row)) > 1 for rows, _ in searched for row in rows)
    without_core(monkeypatch)
    assert deciding(vs) == with_core


def test_core_rows_are_the_python_rows_play_out_by_play_out() -> None:
    rules = PRESETS["daifugo"]
    weights = policy().weights
    rng = random.Random(4)
    v = views(rules, 3, 11)[0]
    states = [State(v.rules, Dealer(v).deal(rng), v) for _ in range(3)]
    moves = [*v.legal_plays()[:3], None] if v.top is not None else v.legal_plays()[:3]
    temps = [2.0, EASY, 1.0, 0.5][: v.players]
    seeds = [[rng.getrandbits(63) for _ in range(3)] for _ in states]
    got = core_rows(states, v.seat, moves, weights, temps, seeds)
    assert got == python_rows(states, v.seat, moves, weights, temps, seeds)
    # three play-outs of places 1..4 each
    assert all(3 <= x <= 12 for row in got for x in row)


# -- the rivals' model ---------------------------------------------------------------------


def test_the_model_needs_enough_looks_and_a_high_enough_share() -> None:
    m = RivalModel(min_looks=2, threshold=0.5)
    m.observe(1, 0.9)
    assert m.easy_share(1) is None and not m.plays_easy(1)  # one look is not enough
    m.observe(1, 0.5)
    assert m.easy_share(1) == pytest.approx(0.7) and m.plays_easy(1)
    m.observe(2, 0.1)
    m.observe(2, 0.3)
    assert not m.plays_easy(2)
    assert m.temps(4, 0, 2.0, 1.5) == [2.0, EASY, 1.5, 1.5]


def test_the_model_forgets_at_a_new_match() -> None:
    m = RivalModel(min_looks=1)
    v = views(PRESETS["eight-stop"], 1, 3)[0]
    m.start(v)
    m.observe(1, 1.0)
    m.round_number = 3  # as after the third round of a match
    m.start(v)  # round 1 again: a new match
    assert m.easy_share(1) is None


def _watched_round(rival: str, seed: int) -> RivalModel:
    """The model a policy-search Master in seat 0 builds over one round against three
    ``rival``s; no clock anywhere (6 deals a decision, the guides' look-ahead unbounded)."""
    rules = PRESETS["eight-stop"]
    master = MasterOpponent(seed, budget=Budget(seconds=1e9), pmc=True, pmc_deals=6,
                            pmc_reps=1)
    master.guide.max_ms = 1e9
    make = (lambda s: HardOpponent(s, max_ms=1e9)) if rival == "hard" else (
        lambda s: make_opponent(rival, s))
    ops = [master] + [make(seed * 10 + s) for s in range(1, rules.players)]
    match = Match(rules, seed=seed)
    play_round(match, ops)
    return master.rivals


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_model_tells_easy_rivals_from_hard_ones(seed: int) -> None:
    easy = _watched_round("easy", seed)
    hard = _watched_round("hard", seed)
    shares = {}
    for name, model in (("easy", easy), ("hard", hard)):
        got = [model.easy_share(s) for s in range(1, 4)]
        shares[name] = [x for x in got if x is not None]
        assert shares[name], "no rival was read often enough"
    # every Easy rival is explained more often than every Hard one, and most are told right
    assert min(shares["easy"]) > max(shares["hard"]), shares
    told = [easy.plays_easy(s) for s in range(1, 4)] + [not hard.plays_easy(s)
                                                         for s in range(1, 4)]
    assert sum(told) >= 5, shares


# -- the pick ------------------------------------------------------------------------------


def test_the_pick_keeps_the_first_unless_the_best_is_clearly_better() -> None:
    close = Tally(2, 1, [[2, 1], [2, 3], [2, 1], [3, 3]], [1] * 4)  # the second a little better
    assert close.best() == 1 and close.pick(2.0) == 0
    clear = Tally(2, 1, [[3, 1], [4, 2], [3, 2], [4, 1], [3, 1]], [1] * 5)
    gain, se = clear.paired(0, 1)
    assert gain == pytest.approx(-2.0) and se < 0.5
    assert clear.pick(2.0) == 1
    cut = Tally(2, 4)  # a deal the clock cut short weighs by its own play-outs
    cut.add([8, 4], 4)
    cut.add([3, 1], 1)
    assert cut.means() == pytest.approx([11 / 5, 5 / 5]) and cut.playouts == 10
    assert cut.paired(0, 1)[0] == pytest.approx(-1.5)
    assert Tally(2, 4, [[8, 4]], [4]).paired(0, 1) == (-1.0, math.inf)
