"""Hard's look-ahead parts: play-outs that follow the rules, deals that fit what was seen."""

from __future__ import annotations

import random

from game.ai.driver import exchange_view, play_view
from game.ai.easy import easy_play
from game.ai.rollout import count_playout, engine_playout
from game.ai.sampling import Dealer, caps, rank_key
from game.engine.match import Match
from game.engine.options import Rules, preset
from game.engine.order import NORMAL
from game.engine.round import Round


def random_position(rng: random.Random, rules: Rules, seed: int) -> Round:
    r = Round(rules, Match(rules, seed=seed).deal(1), 0)
    for _ in range(rng.randrange(60)):
        if r.over:
            break
        plays = r.legal_plays()
        if r.top is not None and (not plays or rng.random() < 0.4):
            r.pass_turn(r.turn)
        else:
            r.play(r.turn, rng.choice(plays))
    return r


def test_count_playout_matches_the_engine_with_easy_play() -> None:
    rng = random.Random(9)
    compared = 0
    for i in range(1500):
        rules = Rules(players=rng.randrange(3, 7), jokers=rng.randrange(3),
                      revolution=rng.random() < 0.5, eight_stop=rng.random() < 0.5,
                      pass_is_final=rng.random() < 0.5)
        r = random_position(rng, rules, i)
        if r.over:
            continue
        me = rng.choice([s for s in range(rules.players) if r.hands[s]])
        assert count_playout(r.clone(), me) == engine_playout(r.clone(), me)
        compared += 1
    assert compared > 1000


def test_engine_playout_plays_easy_moves_to_the_end() -> None:
    rules = preset("daifugo")
    r = Round(rules, Match(rules, seed=4).deal(1), 0)
    place = engine_playout(r, 2)
    assert 1 <= place <= 4 and r.finished.index(2) + 1 == place
    assert easy_play(list(range(8)), None, NORMAL, True) is not None


def _after_exchange(seed: int) -> Match:
    """A match in round 2, after the exchange, with Easy-like plays in round 1."""
    m = Match(preset("eight-stop"), seed=seed)
    m.start_round()
    while m.phase == "play":
        r = m.round
        m.act(r.turn, easy_play(r.hands[r.turn], r.top, r.order_in_force, False))
    m.start_round()
    while m.phase == "exchange":
        step = m.pending_gift()
        hand = exchange_view(m, step.giver).hand
        m.give(step.giver, list(hand[:step.count]))
    return m


def test_dealer_respects_counts_gifts_and_forced_gift_caps() -> None:
    for seed in range(6):
        m = _after_exchange(seed)
        president = m.titles.index("president")
        scum = m.titles.index("scum")
        view = play_view(m, president)
        cap = caps(view)
        assert scum in cap
        assert all(rank_key(c) <= cap[scum] for c in m.round.hands[scum]
                   if c not in view.known_held().get(scum, []))
        dealer = Dealer(view)
        rng = random.Random(seed)
        for _ in range(20):
            hands = dealer.deal(rng)
            assert [len(h) for h in hands] == list(view.counts)
            assert hands[president] == list(view.hand)
            assert sorted(c for h in hands for c in h) == sorted(m.round.hands[0] +
                   m.round.hands[1] + m.round.hands[2] + m.round.hands[3])
            for c in view.known_held().get(scum, []):
                assert c in hands[scum]
            assert all(rank_key(c) <= cap[scum] for c in hands[scum]
                       if c not in view.known_held().get(scum, []))
