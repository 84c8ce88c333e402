"""A friend at a hosted table, for the screenshots and the tests: a real client on the
loopback, in its own thread, played by a computer level (game.net.client.play_bot)."""

from __future__ import annotations

import contextlib
import socket
import threading
from typing import Any

from game.ai import make_opponent
from game.net.client import Client, Closed, play_bot
from game.net.wire import ProtocolError


class Friend:
    def __init__(self, port: int, code: str, name: str, level: str = "easy",
                 host: str = "127.0.0.1") -> None:
        self.client: Client | None = None
        self.over: dict[str, Any] | None = None  # the match_over message, at the end
        self.ended: str = ""  # why the connection ended before that
        self.seated = threading.Event()
        self._args = (host, port, code, name, level)
        self.thread = threading.Thread(target=self._run, name=f"friend-{name}", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        host, port, code, name, level = self._args
        try:
            self.client = Client(host, port, code, name, timeout=30)
            self.seated.set()
            self.over = play_bot(self.client, make_opponent(level, self.client.seat or 0))
        except Closed as exc:
            self.ended = exc.reason or "closed"
        except (OSError, ProtocolError) as exc:
            self.ended = type(exc).__name__
        finally:
            self.seated.set()

    @property
    def seat(self) -> int | None:
        return self.client.seat if self.client is not None else None

    def drop(self) -> None:
        """The friend's connection is cut (no bye): the host hears it go."""
        if self.client is not None:
            with contextlib.suppress(OSError):
                self.client.sock.shutdown(socket.SHUT_RDWR)
            with contextlib.suppress(OSError):
                self.client.sock.close()

    def join(self, timeout: float = 30.0) -> None:
        self.thread.join(timeout)
