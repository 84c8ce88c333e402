"""Hostile clients against a host playing a match: each is closed with its reason, and the
match comes out exactly as it does in one process."""

from __future__ import annotations

import contextlib
import socket
import struct
import threading
import time

from game.ai import make_opponent
from game.engine.options import preset
from game.net import wire
from game.net.client import Client, play_bot
from game.net.host import REMOTE, Host, Seat
from game.net.limits import Limits
from tests.netkit import HostThread, host_record, reference

LIMITS = Limits(hello_seconds=1.0, frame_seconds=0.4)


def _bye(sock: socket.socket, wait: float = 15.0) -> str:
    """The reason of the bye the host sends before it closes (or "" if none came)."""
    sock.settimeout(wait)
    framer = wire.Framer(1 << 20)
    try:
        while True:
            data = sock.recv(65536)
            if not data:
                return ""
            for msg in framer.feed(data):
                if msg.get("t") == "bye":
                    return str(msg["reason"])
    except OSError:
        return ""
    finally:
        sock.close()


def _raw(port: int, payload: bytes) -> str:
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(payload)
    return _bye(sock)


def _drip(port: int) -> str:
    sock = socket.create_connection(("127.0.0.1", port))
    frame = wire.encode({"t": "hello", "code": "WHATEVER", "name": "drip"})
    try:
        for byte in frame:
            sock.send(bytes([byte]))
            time.sleep(0.2)
    except OSError:
        pass
    return _bye(sock)


def _seated(port: int, code: str) -> tuple[socket.socket, wire.Framer, dict]:
    sock = socket.create_connection(("127.0.0.1", port))
    sock.sendall(wire.encode({"t": "hello", "code": code, "name": "mallory"}))
    framer = wire.Framer(1 << 20)
    while True:
        for msg in framer.feed(sock.recv(65536)):
            if msg["t"] == "welcome":
                return sock, framer, msg


def _wrong_turn(port: int, code: str) -> str:
    sock, _, _ = _seated(port, code)
    sock.sendall(wire.encode({"t": "pass", "seq": 99999}))
    return _bye(sock)


def _flood(port: int, code: str) -> str:
    sock, _, _ = _seated(port, code)
    with contextlib.suppress(OSError):
        sock.sendall(b"".join(wire.encode({"t": "ping", "n": i}) for i in range(500)))
    return _bye(sock)


def _illegal(port: int, code: str) -> str:
    """Wait for its own ask, then play a card it does not hold."""
    sock, framer, _ = _seated(port, code)
    sock.settimeout(20)
    while True:
        for msg in framer.feed(sock.recv(65536)):
            if msg["t"] == "state" and msg["ask"] == "play":
                held = set(msg["view"]["hand"])
                card = next(c for c in range(52) if c not in held)
                play = {"kind": 0, "cards": [card], "rank": card >> 2, "high": card >> 2,
                        "suit": -1, "meanings": []}
                sock.sendall(wire.encode({"t": "play", "seq": msg["seq"], "play": play}))
                return _bye(sock)


def _crowd(port: int, count: int, hold: float) -> None:
    socks = []
    for _ in range(count):
        s = socket.socket()
        s.setblocking(False)
        s.connect_ex(("127.0.0.1", port))
        socks.append(s)
    time.sleep(hold)
    for s in socks:
        s.close()


def test_hostile_clients_leave_the_match_intact() -> None:
    rules = preset("daifugo").with_(rounds=5)
    # Paced, so the match lasts longer than the hostile clients' time limits.
    host = Host(rules, [Seat(REMOTE)] * 4, seed=8, limits=LIMITS, pace=0.03)
    served = HostThread(host, auto_start=False)
    port, code = served.port, host.code
    bots = []

    def bot() -> None:
        client = Client("127.0.0.1", port, code, "bot")
        assert client.seat is not None
        bots.append(play_bot(client, make_opponent("normal", client.seat)))

    threads = [threading.Thread(target=bot) for _ in range(3)]
    for t in threads:
        t.start()
    while sum(s.connected for s in host.status()) < 3:
        time.sleep(0.01)
    # Seat 3 is free: its computer level plays it whenever no client holds it.
    got: dict[str, str] = {}
    unseated = {
        "bad_magic": lambda: _raw(port, b"\x00garbage\xff" * 50),
        "too_long": lambda: _raw(port, struct.pack(">2sBI", b"PR", wire.VERSION, 1 << 30)),
        "bad_message": lambda: _raw(port, wire.encode({"t": "hello", "code": 7})),
        "wrong_code": lambda: _raw(port, wire.encode({"t": "hello", "code": "NOPE22",
                                                      "name": "x"})),
        "too_slow": lambda: _drip(port),
        "no_hello": lambda: _raw(port, b""),
    }
    # A thousand silent connections first: the oldest silent callers are turned away.
    _crowd(port, 1000, 2.0)
    deadline = time.monotonic() + 20
    while host.waiting() and time.monotonic() < deadline:  # the crowd timed out or hung up
        time.sleep(0.05)
    assert host.waiting() == 0
    workers = [threading.Thread(target=lambda k=k, f=f: got.__setitem__(k, f()))
               for k, f in unseated.items()]
    for w in workers:
        w.start()
    got["out_of_turn"] = _wrong_turn(port, code)
    got["too_fast"] = _flood(port, code)
    host.start()
    got["illegal"] = _illegal(port, code)
    for w in workers:
        w.join(30)
    for t in threads:
        t.join(60)
    served.join()
    assert got == {k: k for k in got}, got  # each was told why
    reasons = {reason for _, reason in host.dropped}
    assert {"busy", "no_hello", *got} <= reasons
    assert len(bots) == 3 and host.match.over
    assert host_record(host) == reference(rules, ["normal"] * 4, seed=8)
