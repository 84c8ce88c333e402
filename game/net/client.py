"""Joining a table: the connection to a host, and a computer level playing through it.

``Client`` says hello with the table code, then reads the host's messages (each checked
against ``schema.HOST``) and answers the asks addressed to it. ``play_bot`` plays a whole match
with one of the game's levels; the table screen uses ``Client`` the same way with a person
choosing.
"""

from __future__ import annotations

import contextlib
import socket
import time
from collections.abc import Callable
from typing import Any

from game.ai.base import Opponent
from game.engine.plays import Play
from game.engine.view import PublicView
from game.net import codec, schema, wire
from game.net.limits import Limits


class Closed(Exception):
    """The host closed the connection; ``reason`` is its bye's code ("" if it just went)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason or "connection closed")
        self.reason = reason
        self.detail = detail


class Client:
    def __init__(self, host: str, port: int, code: str, name: str = "",
                 timeout: float = 10.0, limits: Limits | None = None) -> None:
        self.limits = limits or Limits()
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.framer = wire.Framer(self.limits.max_host_body)
        self._inbox: list[dict[str, Any]] = []
        self.seat: int | None = None
        self.names: list[str] = []
        self.rules: dict[str, Any] = {}
        self.send({"t": "hello", "code": code, "name": name})
        welcome = self.expect("welcome")
        self.seat = welcome["seat"]
        self.names = welcome["names"]
        self.rules = welcome["rules"]

    def send(self, message: dict[str, Any]) -> None:
        self.sock.sendall(wire.encode(message))

    def recv(self) -> dict[str, Any]:
        """The next message from the host; Closed when the host said bye or went away."""
        while not self._inbox:
            try:
                data = self.sock.recv(65536)
            except ConnectionError:
                data = b""
            if not data:
                raise Closed("")
            self._inbox.extend(schema.validate(m, schema.HOST) for m in self.framer.feed(data))
        msg = self._inbox.pop(0)
        if msg["t"] == "bye":
            raise Closed(msg["reason"], msg["detail"])
        return msg

    def expect(self, kind: str) -> dict[str, Any]:
        msg = self.recv()
        if msg["t"] != kind:
            raise wire.ProtocolError("bad_message", f"expected {kind}, got {msg['t']}")
        return msg

    # -- answers -----------------------------------------------------------------------------
    def play(self, seq: int, play: Play | None) -> None:
        if play is None:
            self.send({"t": "pass", "seq": seq})
        else:
            self.send({"t": "play", "seq": seq, "play": codec.encode_play(play)})

    def cards(self, seq: int, cards: list[int]) -> None:
        self.send({"t": "cards", "seq": seq, "cards": list(cards)})

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.send({"t": "bye"})
        self.sock.close()


def answer(opponent: Opponent, msg: dict[str, Any]) -> tuple[str, Any]:
    """What ``opponent`` answers to an ask: ("play", Play | None) or ("cards", [...])."""
    view = codec.decode_view(msg["view"])
    ask, count = msg["ask"], msg["count"]
    if ask == "gift":
        return "cards", opponent.choose_gift(view, count)
    if ask == "play":
        return "play", opponent.choose_play(view)
    return "cards", opponent.choose_handover(view, ask, count)


def play_bot(client: Client, opponent: Opponent,
             on_message: Callable[[dict[str, Any], float], None] | None = None) -> dict[str, Any]:
    """Answer every ask with ``opponent`` until the match is over; the match_over message.
    ``on_message`` hears each message with the time it arrived (the latency benchmark)."""
    while True:
        msg = client.recv()
        if on_message is not None:
            on_message(msg, time.monotonic())
        if msg["t"] == "match_over":
            return msg
        if msg["t"] != "state" or msg["ask"] is None:
            continue
        kind, value = answer(opponent, msg)
        if kind == "play":
            client.play(msg["seq"], value)
        else:
            client.cards(msg["seq"], value)


def view_of_state(msg: dict[str, Any]) -> PublicView:
    return codec.decode_view(msg["view"])
