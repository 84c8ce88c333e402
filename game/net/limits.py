"""What a connection must keep to: sizes, times and rates (docs/network.md)."""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    max_client_body: int = 4096  # a client's messages are short: a hello or an action
    max_host_body: int = 1 << 20  # a view with a long round's history stays far below this
    hello_seconds: float = 3.0  # a new connection must say hello (with the code) this soon
    frame_seconds: float = 3.0  # a frame once begun must be finished this soon (slow drip)
    # Messages a second a client may keep up, with this many at once: far above what a
    # computer level answering every ask sends, far below a flood.
    rate: float = 200.0
    burst: int = 400
    max_pending: int = 64  # connections that have not said hello yet
    max_out: int = 4 << 20  # bytes waiting to go to one client that does not read


class Bucket:
    """A token bucket: ``take`` is False once a client sends faster than the rate allows."""

    def __init__(self, rate: float, burst: int, clock=time.monotonic) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.clock = clock
        self.at = clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True
