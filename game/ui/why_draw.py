"""The "why that play" line on the table, just under the status line."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table.needs import TableLook
from game.ui.text import fit_size


def draw_why(surface: pygame.Surface, look: TableLook, text: str) -> None:
    lay = look.layout
    s = lay.s
    width = int(lay.hand_rect.w)
    size = fit_size(lambda n: look.fonts.get(n), text, max(12, int(15 * s)), width, 12)
    img = look.fonts.render(text, size, theme.WHITE)
    cx, cy = lay.status_center
    box = img.get_rect(center=(cx, cy + int(30 * s))).inflate(int(20 * s), int(8 * s))
    theme.panel(surface, box, (0, 0, 0, 170), radius=box.h // 2)
    theme.blit_center(surface, img, box.center)
