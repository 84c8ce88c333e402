"""The learned play-out policy on the compiled core, held to the Python: its options (the
first legal play of each shape, in order), every option's 29 features, the move it takes at
its best and for a given random draw, and whole play-outs with each seat on its own model,
under hypothesis-drawn rules and positions."""

from __future__ import annotations

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import core
from game.ai.master.features import Context, features
from game.ai.master.greedy import easy_move
from game.ai.master.policy import Policy, weakest
from game.ai.master.stream import Stream, mixed_playout
from game.ai.master.weights import policy
from game.engine.match import Match
from game.engine.options import PRESETS, Rules
from game.engine.round import Round
from game.engine.state import State
from tests.option_space import rules_strategy

SHIPPED = policy().weights


def _positions(rules: Rules, seed: int, count: int) -> list[State]:
    """Positions along a round of mixed play (Easy's, random, sometimes the jokers' plays),
    with a seat to act that owes nothing (with reseat, in a round of a drawn seating)."""
    rng = random.Random(seed)
    match = Match(rules, seed=seed)
    hands = match.deal(1)
    president = rng.choice([None, *range(rules.players)])
    number = 4 + seed % 6 if rules.reseat else 2
    s = Round(rules, hands, rng.randrange(rules.players), number, president=president,
              seating=match.seating(number)).copy()
    out = []
    while s.turn is not None and len(out) < count:
        seat = s.turn
        if s.owes is not None:
            s.hand_over(seat, weakest(s, seat, s.owes[1]))
            continue
        if rng.random() < 0.4:
            out.append(s.copy())
        plays = s.moves()
        if s.can_pass() and (not plays or rng.random() < 0.25):
            s.act(seat, None)
        else:
            s.act(seat, easy_move(s) if rng.random() < 0.5 else rng.choice(plays))
    return out


def _weights(rng: random.Random) -> tuple[float, ...]:
    return tuple(rng.uniform(-3, 3) for _ in range(len(SHIPPED)))


def _slow(s: State, weights: tuple[float, ...]) -> tuple[list, list[list[float]], list[float]]:
    p = Policy(weights)
    opts = p.options(s)
    assert s.turn is not None
    ctx = Context(s, s.turn)
    feats = [features(s, ctx, o) for o in opts]
    return opts, feats, p.slow_scores(s, s.turn, opts)


class Fixed(random.Random):
    """A generator whose every draw is ``u``."""

    def __init__(self, u: float) -> None:
        super().__init__(0)
        self.u = u

    def random(self) -> float:
        return self.u


def check(s: State, weights: tuple[float, ...], rng: random.Random) -> None:
    opts, feats, scores = _slow(s, weights)
    assert core.options(s) == [core.pack_play(o) for o in opts]
    assert core.features(s) == feats
    best = core.choose(s, weights, 0.0)
    hs = len(s.hands[s.turn or 0])
    out = [i for i, o in enumerate(opts) if o is not None and o.size == hs]
    if len(opts) == 1:
        assert best == 0
    elif out:
        assert best == out[0]
    else:
        assert best == max(range(len(opts)), key=scores.__getitem__)
    u = rng.random()
    t = rng.choice([0.5, 1.0, 2.0])
    want = Policy(weights, t).choose(s, Fixed(u))
    got = opts[core.choose(s, weights, t, u)]
    # The Python path's fast scores may round apart from the features' dot product: a draw
    # landing exactly on a boundary is the only way the two differ.
    if got != want:
        top = max(scores)
        ws = [math.exp((x - top) / t) for x in scores]
        edges = [sum(ws[: i + 1]) / sum(ws) for i in range(len(ws))]
        assert min(abs(u - e) for e in edges) < 1e-9


@settings(max_examples=150, deadline=None)
@given(rules_strategy().filter(core.covers), st.integers(0, 10_000))
def test_the_core_policy_is_the_python_policy_under_any_rules(rules: Rules, seed: int) -> None:
    rng = random.Random(seed)
    weights = SHIPPED if seed % 2 else _weights(rng)
    for s in _positions(rules, seed, 6):
        check(s, weights, rng)


def test_the_streams_draw_the_same_numbers() -> None:
    for seed in (0, 1, 12345, (1 << 64) - 1):
        s = Stream(seed)
        assert [s.random() for _ in range(50)] == core.unit_stream(seed, 50)


@settings(max_examples=60, deadline=None)
@given(rules_strategy().filter(core.covers), st.integers(0, 10_000))
def test_policy_playouts_on_the_core_finish_where_the_python_ones_do(rules: Rules,
                                                                     seed: int) -> None:
    rng = random.Random(seed)
    for s in _positions(rules, seed, 3):
        me = s.turn
        assert me is not None
        temps = [rng.choice([-1.0, 0.0, 0.0, 1.0, 2.0]) for _ in range(rules.players)]
        moves = list(Policy(SHIPPED).options(s))[:4]
        seeds = [rng.getrandbits(64)]
        want = [[mixed_playout(s, me, m, SHIPPED, temps, seeds[0]) for m in moves]]
        assert core.policy_grid(rules, [s], me, moves, SHIPPED, temps, seeds) == want


def test_the_presets_play_out_alike() -> None:
    rng = random.Random(5)
    for name, rules in PRESETS.items():
        if not core.covers(rules):
            continue
        for s in _positions(rules, len(name), 3):
            me = s.turn
            assert me is not None
            temps = [0.0] * rules.players
            temps[me] = 2.0
            moves = list(Policy(SHIPPED).options(s))[:3]
            seeds = [rng.getrandbits(64), rng.getrandbits(64)]
            want = [[mixed_playout(s, me, m, SHIPPED, temps, x) for m in moves] for x in seeds]
            assert core.policy_grid(rules, [s, s], me, moves, SHIPPED, temps, seeds) == want
