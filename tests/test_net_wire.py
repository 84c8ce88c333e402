"""The protocol's frames, schemas and view codec, without sockets."""

from __future__ import annotations

import struct

import pytest

from game.ai import make_opponent
from game.ai.driver import exchange_view, play_view, step
from game.engine.match import Match
from game.engine.options import preset
from game.net import codec, schema, wire
from game.net.limits import Bucket


def test_frames_split_anywhere_come_out_whole() -> None:
    msgs = [{"t": "ping", "n": i} for i in range(5)]
    data = b"".join(wire.encode(m) for m in msgs)
    framer = wire.Framer(4096)
    got = []
    for i in range(0, len(data), 3):  # three bytes at a time
        got.extend(framer.feed(data[i:i + 3]))
    assert got == msgs
    assert not framer.partial


@pytest.mark.parametrize("data, code", [
    (b"GET / HTTP/1.1\r\n\r\n", "bad_magic"),
    (struct.pack(">2sBI", b"PR", 9, 2) + b"{}", "bad_version"),
    (struct.pack(">2sBI", b"PR", wire.VERSION, 1 << 31), "too_long"),
    (struct.pack(">2sBI", b"PR", wire.VERSION, 3) + b"\xff\xfe{", "bad_json"),
])
def test_bad_frames_are_refused_with_their_reason(data: bytes, code: str) -> None:
    with pytest.raises(wire.ProtocolError) as err:
        wire.Framer(4096).feed(data)
    assert err.value.code == code


GOOD_PLAY = {"kind": 0, "cards": [4, 5], "rank": 1, "high": 1, "suit": -1, "meanings": []}


@pytest.mark.parametrize("msg", [
    [], "hello", {"t": "nope"}, {"t": "hello", "code": "ABC"},
    {"t": "hello", "code": "ABC", "name": "x", "extra": 1},
    {"t": "hello", "code": "", "name": "x"},
    {"t": "hello", "code": "A" * 17, "name": "x"},
    {"t": "hello", "code": "ABC", "name": "a\nb"},
    {"t": "pass", "seq": -1}, {"t": "pass", "seq": True}, {"t": "pass", "seq": 1.5},
    {"t": "cards", "seq": 1, "cards": [54]}, {"t": "cards", "seq": 1, "cards": [3, 3]},
    {"t": "play", "seq": 1, "play": {**GOOD_PLAY, "cards": []}},
    {"t": "play", "seq": 1, "play": {**GOOD_PLAY, "rank": 99}},
    {"t": "play", "seq": 1, "play": {**GOOD_PLAY, "meanings": [[52, 1]] * 3}},
    {"t": "play", "seq": 1, "play": {k: v for k, v in GOOD_PLAY.items() if k != "suit"}},
])
def test_malformed_client_messages_fail_the_schema(msg: object) -> None:
    with pytest.raises(wire.ProtocolError) as err:
        schema.validate(msg, schema.CLIENT)
    assert err.value.code == "bad_message"


def test_well_formed_client_messages_pass() -> None:
    for msg in ({"t": "hello", "code": "ABC234", "name": "Ann"}, {"t": "pass", "seq": 3},
                {"t": "play", "seq": 4, "play": GOOD_PLAY}, {"t": "cards", "seq": 5,
                                                              "cards": [0, 53]}):
        assert schema.validate(msg, schema.CLIENT) is msg


def test_a_bucket_refuses_a_flood_and_refills() -> None:
    now = [0.0]
    bucket = Bucket(rate=10.0, burst=5, clock=lambda: now[0])
    assert all(bucket.take() for _ in range(5))
    assert not bucket.take()
    now[0] += 0.25  # 2.5 tokens back
    assert bucket.take() and bucket.take() and not bucket.take()


@pytest.mark.parametrize("name", ["house", "daifugo", "uecda"])
def test_every_view_of_a_match_comes_back_equal(name: str) -> None:
    """Each view a seat decides from, written to the wire and read back, is the same view
    (so a level over the wire decides as it does at home)."""
    rules = preset(name).with_(rounds=2)
    match = Match(rules, seed=4)
    ops = [make_opponent("normal", s) for s in range(rules.players)]
    checked = 0
    while not match.over:
        match.start_round()
        while match.phase in ("exchange", "play"):
            for seat in range(rules.players):
                view = (play_view(match, seat) if match.round is not None
                        else exchange_view(match, seat))
                wire_data = wire.Framer(1 << 20).feed(wire.encode(codec.encode_view(view)))[0]
                assert codec.decode_view(wire_data) == view
                checked += 1
            step(match, ops)
    assert checked > 100


def test_a_damaged_view_is_a_protocol_error() -> None:
    match = Match(preset("daifugo"), seed=1)
    match.start_round()
    data = codec.encode_view(play_view(match, 0))
    del data["hand"]
    with pytest.raises(wire.ProtocolError) as err:
        codec.decode_view(data)
    assert err.value.code == "bad_view"
