"""The connection to a host for a screen: a reader thread feeding a queue, so the window never
waits on the network.

``Link`` connects, says hello and then reads every message in its own thread; the screen calls
``poll()`` each frame for what has come (never blocking) and ``send`` for the player's answers.
What ends the connection comes as one ``Gone`` with a ``why`` a screen can word
(game.ui.remote.words): the host's bye reason, or "address", "no_answer", "lost".
"""

from __future__ import annotations

import contextlib
import logging
import queue
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any

from game.engine.plays import Play
from game.net.client import Client, Closed
from game.net.wire import ProtocolError

log = logging.getLogger(__name__)

PING_AFTER = 4.0  # seconds of silence before asking the host whether it is still there
LOST_AFTER = 15.0  # seconds of silence (pings unanswered) before the host counts as gone


@dataclass(frozen=True)
class Welcome:
    seat: int
    names: list[str]
    rules: dict[str, Any]


@dataclass(frozen=True)
class Gone:
    why: str  # a bye reason (wrong_code, table_full, ...), or address, no_answer, lost, left
    detail: str = ""
    joined: bool = False  # it ended after the host had welcomed us


def connect_failure(exc: BaseException) -> Gone:
    """Why a connection could not be made, as a ``Gone`` reason."""
    if isinstance(exc, Closed):
        return Gone(exc.reason or "no_answer", exc.detail)
    if isinstance(exc, ProtocolError):
        return Gone("bad_version" if exc.code == "bad_version" else "bad_message", exc.detail)
    if isinstance(exc, (socket.gaierror, UnicodeError, ValueError, OverflowError)):
        return Gone("address", str(exc)[:100])
    return Gone("no_answer", str(exc)[:100])


class Link:
    def __init__(self, host: str, port: int, code: str, name: str,
                 timeout: float = 5.0) -> None:
        self.inbox: queue.Queue[Welcome | Gone | dict[str, Any]] = queue.Queue()
        self._client: Client | None = None
        self._closing = False
        self._thread = threading.Thread(target=self._run, args=(host, port, code, name, timeout),
                                        name="link", daemon=True)
        self._thread.start()

    # -- the screen's side -------------------------------------------------------------------
    def next(self) -> Welcome | Gone | dict[str, Any] | None:
        """The next thing that has arrived, or None (at once: never waits)."""
        try:
            return self.inbox.get_nowait()
        except queue.Empty:
            return None

    def poll(self) -> list[Welcome | Gone | dict[str, Any]]:
        """Everything that has arrived since the last call (at once: never waits)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, seq: int, kind: str, value: Any) -> None:
        """Answer the ask ``seq``: "play" (a Play), "pass" or "cards" (a list of cards)."""
        client = self._client
        if client is None:
            return
        try:
            if kind == "cards":
                client.cards(seq, list(value))
            else:
                client.play(seq, value if isinstance(value, Play) else None)
        except OSError as exc:  # the reader hears the end too and says so
            log.info("sending to the host failed: %s", exc)

    def close(self) -> None:
        """Leave the table (says bye); the reader thread ends."""
        self._closing = True
        if self._client is not None:
            self._client.close()

    def wait_closed(self, timeout: float = 2.0) -> None:
        self._thread.join(timeout)

    # -- the reader thread -------------------------------------------------------------------
    def _run(self, host: str, port: int, code: str, name: str, timeout: float) -> None:
        try:
            client = Client(host, port, code, name, timeout=timeout)
        except (OSError, Closed, ProtocolError, ValueError, UnicodeError, OverflowError) as exc:
            self.inbox.put(connect_failure(exc))
            return
        assert client.seat is not None
        self._client = client
        self.inbox.put(Welcome(client.seat, list(client.names), dict(client.rules)))
        if self._closing:
            client.close()
        self.inbox.put(self._read(client))

    def _read(self, client: Client) -> Gone:
        """Read until the connection ends; how it ended."""
        client.sock.settimeout(1.0)
        heard = pinged = time.monotonic()
        pings = 0
        while True:
            try:
                msg = client.recv()
            except TimeoutError:
                now = time.monotonic()
                if now - heard > LOST_AFTER:
                    self._drop(client)
                    return Gone("lost", "", True)
                if now - max(heard, pinged) > PING_AFTER:
                    pings += 1
                    pinged = now
                    with contextlib.suppress(OSError):
                        client.send({"t": "ping", "n": pings})
                continue
            except Closed as exc:
                why = "left" if self._closing else exc.reason or "lost"
                return Gone(why, exc.detail, True)
            except ProtocolError as exc:
                self._drop(client)
                return Gone("bad_message", exc.detail, True)
            except OSError as exc:
                return Gone("left" if self._closing else "lost", str(exc)[:100], True)
            heard = time.monotonic()
            if msg["t"] != "pong":
                self.inbox.put(msg)

    def _drop(self, client: Client) -> None:
        with contextlib.suppress(OSError):
            client.sock.close()
