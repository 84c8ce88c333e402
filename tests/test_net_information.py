"""Nothing a client receives leads to a hidden hand: the bytes the host sends a seat are the
same whichever way the cards it cannot see lie."""

from __future__ import annotations

import copy
import random

import pytest

from game.ai import make_opponent
from game.ai.driver import exchange_view, play_view, step
from game.engine.match import Match
from game.engine.options import preset
from game.engine.round import Round
from game.net import wire
from game.net.host import state_message


def _redealt(match: Match, seat: int, rng: random.Random) -> Match:
    """``match`` with the cards ``seat`` cannot know dealt again among the other seats (each
    keeps its count and the cards ``seat`` knows it holds)."""
    twin = copy.deepcopy(match)
    view = play_view(match, seat) if match.round is not None else exchange_view(match, seat)
    known = view.known_held()
    hands = match.round.hands if match.round is not None else match.hands
    others = [s for s in range(len(hands)) if s != seat]
    pool = [c for s in others for c in hands[s] if c not in known.get(s, [])]
    rng.shuffle(pool)
    new = [list(h) for h in hands]
    for s in others:
        keep = [c for c in hands[s] if c in known.get(s, [])]
        take = len(hands[s]) - len(keep)
        new[s], pool = sorted(keep + pool[:take]), pool[take:]
    if match.round is not None:
        twin.round = Round.at_position(match.round, new, match.round.number)
    else:
        twin.hands = new
    return twin


@pytest.mark.parametrize("name", ["house", "uecda"])
def test_a_seats_messages_do_not_depend_on_the_hidden_cards(name: str) -> None:
    rules = preset(name).with_(rounds=2)
    match = Match(rules, seed=13)
    ops = [make_opponent("easy", s) for s in range(rules.players)]
    rng = random.Random(2)
    compared = differs = 0
    while not match.over:
        match.start_round()
        while match.phase in ("exchange", "play"):
            for seat in range(rules.players):
                twin = _redealt(match, seat, rng)
                mine = wire.encode(state_message(match, seat, 1))
                assert wire.encode(state_message(twin, seat, 1)) == mine
                compared += 1
                other = (seat + 1) % rules.players
                differs += wire.encode(state_message(twin, other, 1)) != \
                    wire.encode(state_message(match, other, 1))
            step(match, ops)
    assert compared > 200
    assert differs > compared // 4  # the redeal did move cards another seat would see
