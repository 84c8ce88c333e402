"""Colours and shared drawing: the felt, panels, shadows and text placement."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.fonts import Fonts

FELT = (22, 96, 56)
FELT_DARK = (10, 52, 30)
GOLD = (236, 196, 92)
GOLD_DARK = (150, 112, 40)
WHITE = (245, 245, 240)
MUTED = (196, 214, 200)
DIM = (140, 160, 146)
BLACK = (12, 16, 14)
RED = (214, 64, 56)
PANEL = (8, 30, 18, 190)
PANEL_LIGHT = (30, 70, 44, 220)
BUTTON = (236, 196, 92)
BUTTON_HOVER = (252, 220, 130)
BUTTON_OFF = (90, 104, 94)
TEXT_ON_BUTTON = (30, 24, 10)
HIGHLIGHT = (255, 226, 120)
SELECT = (90, 180, 255)
HIGH_CONTRAST = False  # game.ui.a11y.set_high_contrast swaps the colours above


def scale_for(size: tuple[int, int]) -> float:
    """One unit of layout: 1.0 at 1280x720, smaller or larger with the window."""
    return max(0.5, min(size[0] / 1280, size[1] / 720))


@lru_cache(maxsize=8)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table cloth at ``size``: a radial light in the middle and darker edges."""
    w, h = size
    small = pygame.Surface((64, 36))
    cx, cy = 32, 18
    for y in range(36):
        for x in range(64):
            d = min(1.0, (((x - cx) / 34) ** 2 + ((y - cy) / 22) ** 2) ** 0.5)
            k = d ** 1.6
            small.set_at((x, y), tuple(round(a + (b - a) * k) for a, b in zip(FELT, FELT_DARK)))
    surf = pygame.transform.smoothscale(small, (w, h))
    return surf.convert() if pygame.display.get_surface() is not None else surf


def panel(surface: pygame.Surface, rect: pygame.Rect, color: tuple[int, ...] = PANEL,
          radius: int = 12, border: tuple[int, ...] | None = None) -> None:
    """A translucent rounded box (nearly opaque in high contrast, so text on it reads)."""
    if HIGH_CONTRAST and sum(color[:3]) < 240 and len(color) == 4:
        color = (*color[:3], max(color[3], 225))
    box = _panel_surface(rect.size, tuple(color), radius, border)
    surface.blit(box, rect.topleft)


@lru_cache(maxsize=128)
def _panel_surface(size: tuple[int, int], color: tuple[int, ...], radius: int,
                   border: tuple[int, ...] | None) -> pygame.Surface:
    box = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(box, color, box.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(box, border, box.get_rect(), width=2, border_radius=radius)
    return box


@lru_cache(maxsize=64)
def shadow(size: tuple[int, int], radius: int, alpha: int = 90) -> pygame.Surface:
    """A soft dark blur to put under a card or a panel."""
    w, h = size
    pad = max(2, radius)
    surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    steps = 4
    for i in range(steps):
        inset = i * pad // steps
        a = alpha * (i + 1) // (steps * 2)
        pygame.draw.rect(surf, (0, 0, 0, a), surf.get_rect().inflate(-inset * 2, -inset * 2),
                         border_radius=radius + pad - inset)
    return surf


def blit_center(surface: pygame.Surface, img: pygame.Surface, center: tuple[float, float]) -> None:
    surface.blit(img, img.get_rect(center=(round(center[0]), round(center[1]))))


def dim_screen(surface: pygame.Surface, alpha: int = 150) -> None:
    veil = _veil(surface.get_size(), alpha)
    surface.blit(veil, (0, 0))


def dialog(surface: pygame.Surface, fonts: Fonts, box: pygame.Rect, title: str,
           title_size: int, title_y: int, dim: int) -> float:
    """A modal box over the dimmed screen, its title in gold at ``title_y`` (unscaled) from
    its top; returns the screen's scale for the rest of the drawing."""
    dim_screen(surface, dim)
    w, h = surface.get_size()
    s = scale_for((w, h))
    panel(surface, box, (10, 38, 24, 255), radius=16, border=GOLD)
    text = fonts.render(title, int(title_size * s), GOLD, True)
    blit_center(surface, text, (w / 2, box.y + int(title_y * s)))
    return s


def felt_box(surface: pygame.Surface, fonts: Fonts, box: pygame.Rect, title: str,
             s: float, title_y: int = 30) -> None:
    """A full-screen form: the felt, the box, its title in gold ``title_y`` (unscaled) below
    the box's top."""
    w, h = surface.get_size()
    surface.blit(felt((w, h)), (0, 0))
    panel(surface, box, (10, 38, 24, 235), radius=16, border=GOLD)
    text = fonts.render(title, round(30 * s), GOLD, True)
    blit_center(surface, text, (w / 2, box.y + round(title_y * s)))


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((0, 0, 0, alpha))
    return veil
