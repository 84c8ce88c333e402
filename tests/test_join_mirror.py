"""The remote seat's stand-in for the match answers as the engine does at home.

Whole matches under every preset and table size; at every position, for every seat, a
``Mirror`` fed only the host's messages to that seat (its view and its events, as bytes on the
wire) is asked what the table's controller asks of a match: whose move, the legal plays, the
pass, what a selection means, what a play will do, the 7 pass or 10 discard, the exchange's
gift, the view Hint plays from. Each answer must be the local engine's for that seat, with the
seats turned so the player sits at 0.
"""

from __future__ import annotations

import json
import random

import pytest

from game.ai import make_opponent
from game.ai.driver import step
from game.engine import events as ev
from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.options import PRESETS, preset
from game.engine.plays import Play
from game.engine.round import Outcome
from game.net import codec, schema, wire
from game.net.host import state_message
from game.net.mirror import Mirror
from game.net.wire import ProtocolError
from game.ui.opponents import seat_view


def over_the_wire(msg: dict) -> dict:
    """The message as the client reads it: framed, read back and checked."""
    framer = wire.Framer(1 << 22)
    (back,) = framer.feed(wire.encode(msg))
    return schema.validate(back, schema.HOST)


def code(reason) -> str | None:
    return None if reason is None else reason.code


def same_outcome(mirror: Mirror, local: Outcome, remote: Outcome) -> None:
    t = mirror.turner
    assert remote.clears == local.clears and remote.revolution == local.revolution
    assert remote.reversed == local.reversed and remote.goes_out == local.goes_out
    assert remote.round_over == local.round_over and remote.jack_back == local.jack_back
    assert remote.lock == local.lock and remote.skips == local.skips
    assert remote.owes == local.owes
    assert remote.turn == t.opt(local.turn)
    assert remote.skipped == t.seats(local.skipped)


def selections(hand: list[int], legal: list[Play], rng: random.Random) -> list[list[int]]:
    picks = [sorted(p.cards) for p in legal[:6]]
    for size in (1, 2, 3, 4):
        if len(hand) >= size:
            picks.append(sorted(rng.sample(hand, size)))
    return picks


def compare(match: Match, seat: int, mirror: Mirror, rng: random.Random) -> int:
    """Ask the mirror and the engine the controller's questions; how many were compared."""
    t = mirror.turner
    mine = match.whose_move() == seat
    assert mirror.whose_move() == (0 if mine else t.opt(match.whose_move()))
    assert seat_view(mirror, 0) == t.view(seat_view(match, seat))  # what Hint plays from
    asked = 0
    if match.phase == "exchange" and mine:
        gift = match.pending_gift()
        remote = mirror.pending_gift()
        assert gift is not None and remote is not None
        assert (remote.giver, remote.receiver, remote.count, remote.forced) == (
            0, t.seat(gift.receiver), gift.count, gift.forced)
        hand = sorted(match.hands[seat])
        for cards in selections(hand, [], rng) + [hand[:gift.count]]:
            assert code(mirror.check_gift(0, cards)[1]) == code(match.check_gift(seat, cards)[1])
            asked += 1
    rnd, remote_rnd = match.round, mirror.round
    if rnd is None or match.phase != "play":
        return asked
    assert remote_rnd is not None
    assert remote_rnd.turn == t.opt(rnd.turn) and remote_rnd.owes == rnd.owes
    if not mine:
        assert remote_rnd.legal_plays(0) == [] and not remote_rnd.can_pass(0)
        return asked
    legal = rnd.legal_plays(seat)
    assert remote_rnd.legal_plays(0) == legal
    assert remote_rnd.can_pass(0) == rnd.can_pass(seat)
    hand = sorted(rnd.hands[seat])
    for cards in selections(hand, legal, rng):
        plays, why = remote_rnd.explain(0, cards)
        local_plays, local_why = rnd.explain(seat, cards)
        assert plays == local_plays and code(why) == code(local_why)
        asked += 1
    for play in legal[:8]:
        same_outcome(mirror, rnd.outcome(seat, play), remote_rnd.outcome(0, play))
        asked += 1
    if rnd.can_pass(seat):
        same_outcome(mirror, rnd.outcome(seat, None), remote_rnd.outcome(0, None))
    if rnd.owes is not None:
        kind, count = rnd.owes
        assert remote_rnd.receiver(0) == t.seat(rnd.receiver(seat))
        for cards in selections(hand, [], rng) + [hand[:count]]:
            assert code(remote_rnd.check_handover(0, kind, cards)) == \
                code(rnd.check_handover(seat, kind, cards))
            asked += 1
    return asked


def play_and_compare(name: str, players: int, seed: int) -> int:
    rules = preset(name).with_(players=players, rounds=2)
    match = Match(rules, seed=seed, events=[])
    ops = [make_opponent("easy", s) for s in range(players)]
    mirrors = [Mirror(rules, s, [""] * players, lambda kind, value: None) for s in range(players)]
    heard = [0] * players
    rng = random.Random(seed)
    asked, seq = 0, 0
    while not match.over:
        match.start_round()
        while True:
            seq += 1
            assert match.events is not None
            for seat, mirror in enumerate(mirrors):
                msg = state_message(match, seat, seq, match.events[heard[seat]:])
                heard[seat] = len(match.events)
                mirror.receive(over_the_wire(msg))
                asked += compare(match, seat, mirror, rng)
            if match.phase not in ("exchange", "play"):
                break
            step(match, ops)
    for seat, mirror in enumerate(mirrors):
        t = mirror.turner
        assert mirror.over and [t.host_seat(s) for s in mirror.standings()] == match.standings()
        assert [[t.host_seat(s) for s in order] for order, _, _ in mirror.results] == \
            [list(order) for order, _, _ in match.results]
        # Every event the seat heard is the engine's, turned, with only unseen cards hidden.
        assert len(mirror.events) == len(match.events)
        for local, remote in zip(match.events, mirror.events):
            assert type(remote) is type(local)
            assert remote == t.event(codec.decode_event(codec.encode_event(local, seat)))
    return asked


@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_mirror_answers_as_the_engine_does(name: str, players: int) -> None:
    assert play_and_compare(name, players, seed=players * 7 + len(name)) > 100


def test_an_event_reads_back_as_the_engine_made_it_with_unseen_cards_hidden() -> None:
    deal = ev.Dealt(1, ((1, 2), (3, 4, 5), (6,)), (1, 2, 3, 4, 5, 6))
    data = codec.encode_event(deal, 1)
    assert json.loads(json.dumps(data)) == {"e": "Dealt", "round": 1,
                                            "hands": [2, [3, 4, 5], 1]}
    assert codec.decode_event(data) == ev.Dealt(
        1, ((codec.HIDDEN,) * 2, (3, 4, 5), (codec.HIDDEN,)), ())
    gift = ev.CardsGiven(0, 2, (7, 8), (3, 4, 5))
    assert codec.encode_event(gift, 1)["cards"] == 2
    assert codec.encode_event(gift, 2)["cards"] == [7, 8]
    assert codec.decode_event(codec.encode_event(gift, 1)).cards == (codec.HIDDEN,) * 2
    turned = Mirror(preset("daifugo").with_(players=3), 1, ["", "", ""],
                    lambda k, v: None).turner.event(ev.Cleared("eight", 2, 0))
    assert turned == ev.Cleared("eight", 1, 2)


@pytest.mark.parametrize("bad", [
    {"e": "Nope"}, {"e": "Passed"}, {"e": "Passed", "seat": 9}, {"e": "Passed", "seat": True},
    {"e": "Passed", "seat": 1, "extra": 2}, {"e": "Played", "seat": 1, "play": None,
                                             "cards_left": 3},
    {"e": "CardsGiven", "giver": 0, "receiver": 1, "cards": 99, "counts": []}, [], "x",
])
def test_a_malformed_event_is_refused(bad: object) -> None:
    with pytest.raises(ProtocolError) as err:
        codec.decode_event(bad)
    assert err.value.code == "bad_event"


def test_an_action_out_of_turn_at_a_remote_seat_is_refused_in_words() -> None:
    """Before the host asks, the mirror refuses with the engine's reason (worded, not a
    KeyError from a sentence short of its fields) and sends nothing."""
    sent: list[object] = []
    mirror = Mirror(preset("daifugo", players=3), 1, ["A", "B", "C"],
                    lambda kind, value: sent.append(kind))
    with pytest.raises(IllegalAction, match="turn"):
        mirror.pass_turn(0)
    assert sent == []
