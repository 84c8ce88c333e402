"""Text set to a width: word wrapping for the settings and rules screens."""

from __future__ import annotations

import pygame


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` (a word too long is cut)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            line = word
            while font.size(line)[0] > width and len(line) > 1:
                cut = _fit(font, line, width)
                lines.append(line[:cut])
                line = line[cut:]
        lines.append(line)
    return lines


def _fit(font: pygame.font.Font, word: str, width: int) -> int:
    """How many leading characters of ``word`` fit in ``width`` (at least one).

    A binary search: a hostile 5000-character folder name must not take minutes to wrap."""
    lo, hi = 1, len(word)  # word[:lo] is taken to fit; the answer lies in lo..hi
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if font.size(word[:mid])[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def fit_size(font_for: object, text: str, size: int, width: int, smallest: int = 10) -> int:
    """The largest font size up to ``size`` at which ``text`` fits in ``width`` on one line."""
    while size > smallest and font_for(size).size(text)[0] > width:  # type: ignore[operator]
        size -= 1
    return size


def fitted(fonts: object, text: str, size: int, color: tuple[int, ...], width: int,
           bold: bool = False, smallest: int = 12) -> pygame.Surface:
    """``text`` drawn in at most ``width`` pixels: smaller down to ``smallest``, then cut
    short with an ellipsis."""
    get = fonts.get  # type: ignore[attr-defined]
    size = fit_size(lambda n: get(n, bold), text, size, max(1, width), smallest)
    font = get(size, bold)
    while len(text) > 1 and font.size(text)[0] > width:
        text = text[:-2] + "…"
    return fonts.render(text, size, color, bold)  # type: ignore[attr-defined]
