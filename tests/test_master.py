"""Master's parts: the fast scores equal the features' dot product, the weights file is read
or refused plainly, sure wins and the two-player endgame are found, the bandit spends its
play-outs as told, and Easy plays the same on the simulator as on the engine."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import ai
from game.ai.master import weights
from game.ai.master.endgame import solve, unbeatable_then_out
from game.ai.master.features import NAMES, Context, distinct, features
from game.ai.master.policy import Policy, play_out, weakest
from game.ai.master.search import Arm, Budget, best, clear_winner, search
from game.ai.rollout import engine_playout, sim_playout
from game.ai.sampling import Dealer
from game.ai.train import fit, record_match
from game.engine.cards import parse_card
from game.engine.match import Match
from game.engine.options import ALL_ON, PRESETS, Rules
from game.engine.plays import RUN, SET, Play
from game.engine.round import Round
from game.engine.state import State
from game.engine.view import view_of
from tests.fixed_work import small
from tests.option_space import rules_strategy


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def single(text: str) -> Play:
    c = parse_card(text)
    return Play(SET, (c,), c >> 2, c >> 2)


def test_fast_scores_are_the_weights_times_the_features() -> None:
    rng = random.Random(3)
    policy = Policy([rng.uniform(-2, 2) for _ in NAMES])
    compared = 0
    for name, rules in PRESETS.items():
        for seed in range(4):
            m = Match(rules, seed=seed)
            m.start_round()
            assert m.round is not None
            sim = m.round.copy()
            while sim.turn is not None and compared < 400 * (1 + list(PRESETS).index(name)):
                if sim.owes is not None:
                    sim.hand_over(sim.turn, sim.hands[sim.turn][: sim.owes[1]])
                    continue
                options = policy.options(sim)
                fast = policy.scores(sim, sim.turn, options)
                slow = policy.slow_scores(sim, sim.turn, options)
                assert fast == pytest.approx(slow, abs=1e-9)
                compared += len(options)
                sim.act(sim.turn, rng.choice(options))
    assert compared > 1000


def _positions(rules: Rules, seed: int, steps: int) -> list[State]:
    """Positions met when every seat plays at random from a dealt round."""
    rng = random.Random(seed)
    m = Match(rules, seed=seed)
    m.start_round()
    assert m.round is not None
    sim = m.round.copy()
    out = []
    while sim.turn is not None and len(out) < steps:
        if sim.owes is not None:
            sim.hand_over(sim.turn, sim.hands[sim.turn][: sim.owes[1]])
            continue
        out.append(sim.copy())
        options: list[Play | None] = list(sim.moves())
        if sim.can_pass():
            options.append(None)
        sim.act(sim.turn, rng.choice(options))
    return out


@settings(max_examples=60, deadline=None)
@given(rules_strategy(), st.integers(0, 10_000))
def test_fast_scores_are_the_weights_times_the_features_under_any_rules(rules: Rules,
                                                                        seed: int) -> None:
    policy = Policy([random.Random(seed).uniform(-2, 2) for _ in NAMES])
    for sim in _positions(rules, seed, 40):
        assert sim.turn is not None
        options = policy.options(sim)
        fast = policy.scores(sim, sim.turn, options)
        assert fast == pytest.approx(policy.slow_scores(sim, sim.turn, options), abs=1e-9)


def test_the_easy_feature_marks_easys_move_when_every_group_is_broken() -> None:
    # 3-4-5 of hearts and the 5 of clubs: no group is whole, so Easy leads its longest play.
    rules = PRESETS["daifugo"]
    r = Round(rules, [cards("3H 4H 5H 5C"), cards("9D TD"), cards("6C 7C"), cards("QH KS")], 0)
    sim = r.copy()
    policy = Policy([1.0 if n == "easy" else 0.0 for n in NAMES])
    options = policy.options(sim)
    fast = policy.scores(sim, 0, options)
    assert fast == policy.slow_scores(sim, 0, options)
    marked = [p for p, s in zip(options, fast) if s == 1.0]
    assert len(marked) == 1 and marked[0] is not None and marked[0].kind == RUN


def _reference_choice(policy: Policy, sim: State, rng: random.Random) -> Play | None:
    """The policy's choice from the engine's plays and the feature vectors, step by step."""
    options: list[Play | None] = list(distinct(sim.moves()))
    if sim.can_pass():
        options.append(None)
    seat = sim.turn
    assert seat is not None
    for p in options:
        if p is not None and p.size == len(sim.hands[seat]):
            return p
    if len(options) == 1:
        return options[0]
    scores = policy.slow_scores(sim, seat, options)
    top = max(scores)
    weights = [math.exp((s - top) / policy.temperature) for s in scores]
    x = rng.random() * sum(weights)
    for p, wt in zip(options, weights):
        x -= wt
        if x <= 0:
            return p
    return options[-1]


@pytest.mark.parametrize("name", [*PRESETS, "all-on"])
def test_a_fast_playout_makes_the_choices_of_the_features(name: str) -> None:
    rules = ALL_ON if name == "all-on" else PRESETS[name]
    policy = weights.policy()
    for seed in range(6):
        m = Match(rules, seed=seed)
        m.start_round()
        assert m.round is not None
        fast, slow = m.round.copy(), m.round.copy()
        rng_fast, rng_slow = random.Random(seed), random.Random(seed)
        while fast.turn is not None:
            seat = fast.turn
            if fast.owes is not None:
                cards = weakest(fast, seat, fast.owes[1])
                fast.hand_over(seat, cards)
                slow.hand_over(seat, cards)
                continue
            a, b = policy.choose(fast, rng_fast), _reference_choice(policy, slow, rng_slow)
            assert (a and a.key()) == (b and b.key())
            fast.act(seat, a)
            slow.act(seat, b)
        assert fast.finished == slow.finished


def test_a_pass_and_a_play_differ_in_their_features() -> None:
    rules = PRESETS["eight-stop"]
    r = Round(rules, [cards("4C 9D"), cards("5H KS"), cards("6C 7C"), cards("3D QH")], 0)
    r.play(0, single("4C"))
    sim = r.copy()
    ctx = Context(sim, 1)
    passing, playing = features(sim, ctx, None), features(sim, ctx, single("KS"))
    assert passing[NAMES.index("pass")] == 1 and playing[NAMES.index("pass")] == 0
    assert playing[NAMES.index("margin")] == pytest.approx((10 - 1) / 13)


def test_the_shipped_weights_load_and_are_small() -> None:
    path = Path(__file__).parents[1] / "assets" / "ai" / "master-policy.json"
    assert path.stat().st_size < 100_000
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == weights.VERSION and data["features"] == list(NAMES)
    assert weights.unavailable() is None
    assert len(weights.policy().weights) == len(NAMES)


@pytest.mark.parametrize("content,words", [
    ("not json", "could not be read"),
    ('{"format": "something else"}', "not a Master policy file"),
    ('{"format": "president-master-policy", "version": 99}', "version 99"),
    ('{"format": "president-master-policy", "version": 1, "features": ["x"]}', "features"),
])
def test_a_damaged_weights_file_is_refused_with_its_reason(tmp_path: Path, content: str,
                                                           words: str) -> None:
    bad = tmp_path / "w.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(weights.WeightsError, match=words):
        weights.read(bad)


def test_weights_of_the_wrong_count_are_refused() -> None:
    doc = weights.document([0.0] * len(NAMES), {})
    doc["weights"] = doc["weights"][:-1]
    with pytest.raises(weights.WeightsError, match="one number per feature"):
        weights.parse(doc)
    assert weights.parse(weights.document([0.5] * len(NAMES), {})) == [0.5] * len(NAMES)


def test_without_its_weights_master_cannot_be_chosen(monkeypatch: pytest.MonkeyPatch,
                                                     caplog: pytest.LogCaptureFixture) -> None:
    from game.resources import MissingAsset
    from game.ui import opponents

    def missing(*parts: str) -> Path:
        raise MissingAsset("A game file is missing: ai/master-policy.json")

    monkeypatch.setattr(weights, "asset", missing)
    weights._loaded.cache_clear()
    try:
        with caplog.at_level("ERROR"):
            reason = ai.master_unavailable()
            assert ai.master_unavailable() == reason  # decided once
        assert reason is not None and "missing" in reason
        assert sum("Master cannot be chosen" in r.message for r in caplog.records) == 1
        with pytest.raises(ValueError, match="missing"):
            ai.make_opponent("master", 1)
        assert opponents.make_opponent("master", 1).name == "hard"
    finally:
        monkeypatch.undo()
        weights._loaded.cache_clear()
    assert ai.master_unavailable() is None


def test_an_unbeatable_play_then_the_last_play_is_a_sure_win() -> None:
    rules = Rules()
    # Holding every 2, the A cannot be beaten; after it the four 2s go out at once.
    sure = Round(rules, [cards("AS 2C 2D 2H 2S"), cards("5C 6C"), cards("KD KH")], 0)
    view = view_of(sure, 0)
    found = unbeatable_then_out(sure, 0, list(view.legal_plays()), view.unseen())
    assert found is not None and found.cards in (
        (parse_card("AS"),), tuple(cards("2C 2D 2H 2S")))
    # With a 2 unseen the A can be beaten, and no other play leaves one play behind.
    open_ = Round(rules, [cards("AS KS"), cards("5C 6C"), cards("KD KH")], 0)
    view = view_of(open_, 0)
    assert unbeatable_then_out(open_, 0, list(view.legal_plays()), view.unseen()) is None


def test_the_two_player_endgame_is_solved() -> None:
    rules = Rules()
    r = Round(rules, [cards("2S 3C"), cards("AH")], 0)
    sim = r.copy()
    won, move = solve(sim, 0)
    assert won and move == single("2S")  # the 2 clears, then the 3 goes out
    lost = Round(rules, [cards("3C 4C"), cards("AH KH")], 0).copy()
    assert solve(lost, 0) == (False, None)


def test_the_bandit_tries_every_candidate_first_and_spends_the_playouts() -> None:
    rules = PRESETS["eight-stop"]
    m = Match(rules, seed=4)
    m.start_round()
    assert m.round is not None
    view = view_of(m.round, m.round.turn)
    moves: list[Play | None] = list(view.legal_plays())[:5]
    budget = Budget(seconds=1e9, max_playouts=60, min_tries=3)
    arms = search(view, moves, weights.policy(), random.Random(1), budget)
    assert sum(a.n for a in arms) <= 60 and all(a.n >= 3 for a in arms)
    again = search(view, moves, weights.policy(), random.Random(1), budget)
    assert [(a.n, a.total) for a in arms] == [(a.n, a.total) for a in again]


def test_the_bandit_stops_once_one_candidate_is_clearly_best() -> None:
    good, bad = Arm(None, 400, 380.0), Arm(None, 400, 40.0)
    assert clear_winner([good, bad], 800, 0.6)
    assert not clear_winner([Arm(None, 4, 3.0), Arm(None, 4, 2.0)], 8, 0.6)
    assert best([bad, good]) is good.move


def test_a_playout_finishes_the_round_and_gives_a_place() -> None:
    for name, rules in PRESETS.items():
        m = Match(rules, seed=2)
        m.start_round()
        assert m.round is not None
        sim = m.round.copy()
        place = play_out(sim, 1, weights.policy(), random.Random(2))
        assert 1 <= place <= rules.players and sim.place(1) == place, name


@pytest.mark.parametrize("name", list(PRESETS))
def test_easy_finishes_where_the_engine_does_on_the_simulator(name: str) -> None:
    rng = random.Random(5)
    for players in range(3, 7):
        rules = PRESETS[name].with_(players=players)
        for seed in range(4):
            m = Match(rules, seed=seed)
            m.start_round()
            assert m.round is not None
            me = seed % players
            view = view_of(m.round, me)
            r = view.to_round(Dealer(view).deal(rng))
            assert sim_playout(r.copy(), me) == engine_playout(r.clone(), me)


def test_training_is_reproducible_from_its_seed() -> None:
    runs = []
    for _ in range(2):
        data: list = []
        record_match("daifugo", 3, 11, data)
        runs.append((len(data), fit(data, 1, seed=3)))
    assert runs[0] == runs[1] and runs[0][0] > 20
    assert any(abs(w) > 1e-3 for w in runs[0][1])


def test_the_table_gives_master_its_time_from_the_opponent_delay() -> None:
    from game.ui import opponents

    master = opponents.make_opponent("master", 3)
    match = Match(PRESETS["eight-stop"], seed=2)
    match.start_round()
    seat = match.whose_move()
    assert seat is not None
    answer = opponents.think(master, match, seat, delay=0.5).result(timeout=30)
    assert master.budget.seconds == pytest.approx(0.5 * opponents.THINK_SHARE)
    assert opponents.checked_play(match, seat, answer) == answer  # a legal play
    opponents.think(master, match, seat, delay=0.0).result(timeout=30)
    assert master.budget.seconds == opponents.MIN_THINK


def test_hint_can_ask_master() -> None:
    match = Match(PRESETS["daifugo"], seed=6)
    match.start_round()
    assert match.round is not None
    view = view_of(match.round, match.round.turn)
    play = ai.hint(view, "master")
    assert play is not None and match.round.check_play(view.seat, play) is None


@pytest.mark.parametrize("level", ["master-no8", "master-nohouse"])
def test_the_ablations_play_legal_matches_under_the_house_rules(level: str) -> None:
    rules = PRESETS["house"].with_(rounds=2)
    for seed in range(3):
        # On a little fixed work: legal play is asked for, not strength.
        ops = [small(ai.make_opponent(lv, s)) for lv, s in (
            (level, seed), ("master", seed + 1), (level, seed + 2), ("normal", seed))]
        assert ai.play_match(rules, ops, seed=seed * 7 + 1).over
