"""What makes the table readable for everyone: marks that tell by shape what colour also
tells, so nothing at the table is told by colour alone."""

from __future__ import annotations

import pygame

from game.engine.cards import is_joker
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


FOUR_COLOURS = ((120, 220, 130), (130, 180, 255), (255, 130, 120), (245, 245, 240))  # C D H S
JOKER_COLOUR = (236, 196, 92)


def suit_color(card: int) -> tuple[int, int, int]:
    """A card's text colour with the four-colour deck (clubs green, diamonds blue)."""
    return JOKER_COLOUR if is_joker(card) else FOUR_COLOURS[card & 3]


# -- high contrast ------------------------------------------------------------------------------

CONTRAST = {  # the theme's colours in the high-contrast table (every text WCAG AA or better)
    "FELT": (14, 40, 26), "FELT_DARK": (0, 0, 0), "MUTED": (236, 240, 236),
    "DIM": (206, 212, 208), "GOLD": (255, 212, 60), "RED": (255, 110, 100),
    "HIGHLIGHT": (255, 236, 120), "PANEL": (0, 0, 0, 235), "PANEL_LIGHT": (20, 30, 24, 240),
    "BUTTON_OFF": (70, 76, 72),
}
_NORMAL = {name: getattr(theme, name) for name in CONTRAST}
PANEL_ALPHA = 225  # a dark panel is at least this opaque, so text on it stands out


def set_high_contrast(on: bool) -> None:
    """Switch the theme's colours (everything draws with ``theme.NAME`` when it draws)."""
    if on == theme.HIGH_CONTRAST:
        return
    for name, value in (CONTRAST if on else _NORMAL).items():
        setattr(theme, name, value)
    theme.HIGH_CONTRAST = on
    theme.felt.cache_clear()


def luminance(color: tuple[int, ...]) -> float:
    """Relative luminance (WCAG 2)."""
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in color[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)
