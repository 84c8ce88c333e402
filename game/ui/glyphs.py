"""Which characters a TrueType font can draw, read from its character map ('cmap' table).

pygame's Font.metrics() reports the .notdef box for a missing character instead of None, so
the catalogs' test and the name field ask the font file itself. Pure Python; reads cmap
subtables of format 4 (Basic Multilingual Plane) and 12 (all planes).
"""

from __future__ import annotations

import struct
from functools import cache
from pathlib import Path

from game.resources import asset


@cache
def coverage(path: Path) -> frozenset[int]:
    """The code points ``path`` maps to a real glyph."""
    data = Path(path).read_bytes()
    cmap = _table(data, b"cmap")
    (count,) = struct.unpack_from(">H", cmap, 2)
    points: set[int] = set()
    for i in range(count):
        _platform, _encoding, offset = struct.unpack_from(">HHI", cmap, 4 + 8 * i)
        (fmt,) = struct.unpack_from(">H", cmap, offset)
        if fmt == 4:
            points |= _format4(cmap, offset)
        elif fmt == 12:
            points |= _format12(cmap, offset)
    return frozenset(points)


def _table(data: bytes, tag: bytes) -> bytes:
    (count,) = struct.unpack_from(">H", data, 4)
    for i in range(count):
        name, _checksum, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        if name == tag:
            return data[offset:offset + length]
    raise ValueError(f"the font has no {tag.decode()} table")


def _format4(cmap: bytes, offset: int) -> set[int]:
    (seg_x2,) = struct.unpack_from(">H", cmap, offset + 6)
    n = seg_x2 // 2
    ends = struct.unpack_from(f">{n}H", cmap, offset + 14)
    starts = struct.unpack_from(f">{n}H", cmap, offset + 16 + seg_x2)
    deltas = struct.unpack_from(f">{n}h", cmap, offset + 16 + 2 * seg_x2)
    range_at = offset + 16 + 3 * seg_x2
    ranges = struct.unpack_from(f">{n}H", cmap, range_at)
    out = set()
    for k in range(n):
        for c in range(starts[k], ends[k] + 1):
            if c == 0xFFFF:
                continue
            if ranges[k] == 0:
                glyph = (c + deltas[k]) & 0xFFFF
            else:
                where = range_at + 2 * k + ranges[k] + 2 * (c - starts[k])
                (glyph,) = struct.unpack_from(">H", cmap, where)
                glyph = (glyph + deltas[k]) & 0xFFFF if glyph else 0
            if glyph:
                out.add(c)
    return out


def _format12(cmap: bytes, offset: int) -> set[int]:
    (groups,) = struct.unpack_from(">I", cmap, offset + 12)
    out: set[int] = set()
    for g in range(groups):
        start, end, glyph = struct.unpack_from(">III", cmap, offset + 16 + 12 * g)
        out.update(range(start + (glyph == 0), end + 1))
    return out


def missing(text: str, font: str = "DejaVuSans.ttf") -> list[str]:
    """The characters of ``text`` the bundled ``font`` cannot draw (line breaks are fine)."""
    have = coverage(asset("fonts", font))
    return sorted({ch for ch in text if ord(ch) not in have and ch not in "\n\t"})


def drawable(text: str, font: str = "DejaVuSans.ttf") -> str:
    """``text`` without the characters the font cannot draw (for typed-in names)."""
    have = coverage(asset("fonts", font))
    return "".join(ch for ch in text if ord(ch) in have)
