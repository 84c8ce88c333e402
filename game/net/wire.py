"""Frames: a 7-byte header (magic ``PR``, the protocol version, the body's length as a
32-bit big-endian int) and a UTF-8 JSON object.

``Framer`` takes bytes as they arrive and gives whole messages; anything that is not a frame
of this version, or longer than the reader allows, raises ``ProtocolError`` with a reason code
the host logs and tells the other side.
"""

from __future__ import annotations

import json
import struct
from typing import Any

MAGIC = b"PR"
VERSION = 2  # 2: a state carries the seat's events, who is to act and to whom a gift goes
HEADER = struct.Struct(">2sBI")


class ProtocolError(Exception):
    """The other side broke the protocol; ``code`` says how (docs/network.md lists them)."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


def encode(message: dict[str, Any]) -> bytes:
    """One frame holding ``message``."""
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=True).encode("ascii")
    return HEADER.pack(MAGIC, VERSION, len(body)) + body


class Framer:
    """Whole messages out of a byte stream, refusing frames longer than ``max_body``."""

    def __init__(self, max_body: int) -> None:
        self.max_body = max_body
        self._buf = bytearray()

    @property
    def partial(self) -> bool:
        """Bytes of an unfinished frame are waiting (the slow-drip check reads this)."""
        return bool(self._buf)

    def feed(self, data: bytes) -> list[Any]:
        """The messages completed by ``data``, in order."""
        self._buf += data
        out = []
        while len(self._buf) >= HEADER.size:
            magic, version, length = HEADER.unpack_from(self._buf)
            if magic != MAGIC:
                raise ProtocolError("bad_magic")
            if version != VERSION:
                raise ProtocolError("bad_version", f"version {version}, this game speaks "
                                                   f"{VERSION}")
            if length > self.max_body:
                raise ProtocolError("too_long", f"{length} bytes, at most {self.max_body}")
            end = HEADER.size + length
            if len(self._buf) < end:
                break
            body = bytes(self._buf[HEADER.size:end])
            del self._buf[:end]
            out.append(_decode(body))
        return out


def _decode(body: bytes) -> Any:
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ProtocolError("bad_json", str(exc)[:80]) from None
