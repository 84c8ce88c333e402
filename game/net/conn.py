"""One client connection on the host: its bytes in and out, its limits, its seat."""

from __future__ import annotations

import contextlib
import socket
import time
from typing import Any

from game.net import wire
from game.net.limits import Bucket, Limits


class Conn:
    """A non-blocking socket with a frame reader, an output buffer and its rate bucket."""

    def __init__(self, sock: socket.socket, addr: Any, limits: Limits) -> None:
        self.sock = sock
        self.addr = addr
        self.limits = limits
        self.framer = wire.Framer(limits.max_client_body)
        self.out = bytearray()
        self.born = time.monotonic()
        self.frame_since: float | None = None  # when the unfinished frame began
        self.bucket = Bucket(limits.rate, limits.burst)
        self.seat: int | None = None
        self.name = ""
        self.closed = False

    def __repr__(self) -> str:
        return f"<Conn {self.addr} seat={self.seat}>"

    def receive(self, data: bytes) -> list[Any]:
        """The messages ``data`` completes; ProtocolError when it breaks a limit."""
        messages = self.framer.feed(data)
        for _ in messages:
            if not self.bucket.take():
                raise wire.ProtocolError("too_fast", "too many messages a second")
        if not self.framer.partial:
            self.frame_since = None
        elif messages or self.frame_since is None:  # a new frame has begun
            self.frame_since = time.monotonic()
        return messages

    def overdue(self, now: float) -> str | None:
        """Why the connection has waited too long on its side, or None."""
        if self.seat is None and now - self.born > self.limits.hello_seconds:
            return "no_hello"
        if self.frame_since is not None and now - self.frame_since > self.limits.frame_seconds:
            return "too_slow"
        return None

    def queue(self, message: dict[str, Any]) -> bool:
        """Add a message to send; False when the client has let too much pile up unread."""
        self.out += wire.encode(message)
        return len(self.out) <= self.limits.max_out

    def flush(self) -> None:
        """Send what the socket takes now (the rest waits for the socket to be writable)."""
        while self.out:
            try:
                sent = self.sock.send(self.out)
            except (BlockingIOError, InterruptedError):
                return
            if sent <= 0:
                return
            del self.out[:sent]

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        with contextlib.suppress(OSError):
            self.sock.close()
