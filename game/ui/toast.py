"""Short messages drawn by the app over whatever scene is on top, for a few seconds.

A save that fails in the middle of a match must be told without stopping the match, and
without the table (or any scene) knowing about it: the app polls game.storage for notices
each frame and shows each one here once.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import wrap

SHOW_SECONDS = 9.0
FADE_SECONDS = 1.0
MOST = 3  # toasts on screen at once; older ones make way


@dataclass
class Toast:
    text: str
    left: float  # seconds still to show


class Toasts:
    """The toasts showing now, newest at the bottom of the stack."""

    def __init__(self) -> None:
        self.items: list[Toast] = []

    @property
    def texts(self) -> list[str]:
        return [item.text for item in self.items]

    def show(self, text: str) -> None:
        self.items.append(Toast(text, SHOW_SECONDS))
        del self.items[:-MOST]

    def update(self, dt: float) -> None:
        for item in self.items:
            item.left -= dt
        self.items = [item for item in self.items if item.left > 0]

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.items:
            return
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        size = max(14, round(18 * s))
        pad = max(8, round(12 * s))
        width = min(w - 2 * pad, max(360, round(640 * s)))
        font = fonts(size)
        y = pad
        for item in self.items:
            lines = wrap(font, item.text, width - 2 * pad)
            box = pygame.Rect(0, y, width, len(lines) * font.get_linesize() + 2 * pad)
            box.centerx = w // 2
            box.h = min(box.h, h - y)
            alpha = round(255 * min(1.0, item.left / FADE_SECONDS))
            card = pygame.Surface(box.size, pygame.SRCALPHA)
            theme.panel(card, card.get_rect(), (60, 20, 16, 235), max(6, round(10 * s)),
                        theme.GOLD)
            for i, line in enumerate(lines):
                card.blit(fonts.render(line, size, theme.WHITE),
                          (pad, pad + i * font.get_linesize()))
            card.set_alpha(alpha)
            surface.blit(card, box.topleft)
            y = box.bottom + pad // 2
            if y >= h:
                break
