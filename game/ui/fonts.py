"""The bundled DejaVu Sans (it has ♠♥♦♣ and æøå; pygame's default font lacks the suits)."""

from __future__ import annotations

import pygame

from game.resources import asset, damaged

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
_TEXT_CACHE_LIMIT = 600
SMALLEST = 12  # no text is drawn smaller, at any window size or scale


class Fonts:
    """Fonts by pixel size and weight, and a cache of rendered text (text is costly to draw)."""

    def __init__(self) -> None:
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._text: dict[tuple, pygame.Surface] = {}

    def get(self, size: int, bold: bool = False) -> pygame.font.Font:
        size = max(SMALLEST, int(size))
        key = (size, bold)
        font = self._fonts.get(key)
        if font is None:
            path = asset("fonts", BOLD if bold else REGULAR)
            try:
                font = pygame.font.Font(str(path), size)
                font.render("Ag♠æ", True, (0, 0, 0))  # a font cut short loads, then fails here
            except (pygame.error, OSError, ValueError) as exc:
                raise damaged(path, exc) from exc
            self._fonts[key] = font
        return font

    __call__ = get

    def render(
        self, text: str, size: int, color: tuple[int, ...], bold: bool = False
    ) -> pygame.Surface:
        """``text`` drawn once and kept: the same label costs nothing on later frames."""
        size = max(SMALLEST, int(size))
        key = (text, size, tuple(color), bold)
        surf = self._text.get(key)
        if surf is None:
            if len(self._text) > _TEXT_CACHE_LIMIT:
                self._text.clear()
            surf = self.get(size, bold).render(text, True, color)
            self._text[key] = surf
        return surf
