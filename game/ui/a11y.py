"""What makes the table readable for everyone: marks that tell by shape what colour also
tells, so nothing at the table is told by colour alone."""

from __future__ import annotations

import pygame

from game.ui import theme


def turn_marker(rect: pygame.Rect, s: float) -> list[tuple[int, int]]:
    """A triangle on the left edge of a seat's panel pointing in: whose turn it is, by shape
    as well as by the gold frame."""
    size = max(7, int(12 * s))
    x, y = rect.x - size // 3, rect.centery
    return [(x - size // 2, y - size), (x + size, y), (x - size // 2, y + size)]


def draw_turn_marker(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    points = turn_marker(rect, s)
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.BLACK, points, width=max(1, int(2 * s)))
