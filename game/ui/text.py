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
    """How many leading characters of ``word`` fit in ``width`` (at least one)."""
    n = len(word)
    while n > 1 and font.size(word[:n])[0] > width:
        n -= 1
    return n


def fit_size(font_for: object, text: str, size: int, width: int, smallest: int = 10) -> int:
    """The largest font size up to ``size`` at which ``text`` fits in ``width`` on one line."""
    while size > smallest and font_for(size).size(text)[0] > width:  # type: ignore[operator]
        size -= 1
    return size
