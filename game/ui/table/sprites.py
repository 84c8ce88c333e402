"""Card sprites: a card with a position, angle, size and face, moved by tweens.

Drawing a rotated card is costly, so every (card, size, angle, shade) is drawn once, with its
shadow, and kept; a card at rest costs one blit a frame.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

import pygame

from game.ui.card_images import BACK, CardImages

_CACHE_LIMIT = 200  # drawn cards kept, least recently used dropped first
_SIZE_STEP = 3  # a card in flight is drawn at sizes rounded to this many pixels


def _height(sprite: CardSprite) -> int:
    return max(8, round(sprite.height / _SIZE_STEP) * _SIZE_STEP)


@dataclass(eq=False)
class CardSprite:
    card: int  # the card int, or BACK for a card whose face is hidden
    x: float = 0.0
    y: float = 0.0
    angle: float = 0.0
    height: float = 100.0
    face_up: bool = True
    alpha: float = 255.0
    flip: float = 1.0  # 1 = flat; 0 = edge-on (half-way through turning over)
    lift: float = 0.0  # pixels up (hover, selection); tweened
    dim: bool = False
    glow: bool = False  # outline (selected)

    @property
    def shown(self) -> int:
        return self.card if self.face_up else BACK

    def pos(self) -> tuple[float, float]:
        return (self.x, self.y - self.lift)


class SpriteRenderer:
    def __init__(self, images: CardImages) -> None:
        self.images = images
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def clear(self) -> None:
        self._cache.clear()

    def image(self, sprite: CardSprite) -> pygame.Surface:
        h = _height(sprite)
        angle = round(sprite.angle)
        flip = round(sprite.flip, 1)
        key = (self.images.style, sprite.shown, h, angle, sprite.dim, sprite.glow, flip)
        img = self._cache.get(key)
        if img is None:
            if len(self._cache) >= _CACHE_LIMIT:
                self._cache.popitem(last=False)
            img = self._make(sprite.shown, h, angle, sprite.dim, sprite.glow, flip)
            self._cache[key] = img
        else:
            self._cache.move_to_end(key)
        return img

    def _make(self, card: int, h: int, angle: int, dim: bool, glow: bool,
              flip: float) -> pygame.Surface:
        face = self.images.get(card, h, dim)
        if flip < 1:
            fw = max(1, round(face.get_width() * flip))
            face = pygame.transform.smoothscale(face, (fw, h))
        pad = max(3, h // 18)
        w = face.get_width()
        surf = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
        radius = max(3, h // 16)
        shadow = pygame.Rect(pad + pad // 3, pad + pad // 2, w, h)
        for i, a in enumerate((28, 40, 60)):
            pygame.draw.rect(surf, (0, 0, 0, a), shadow.inflate(pad - i * pad // 3,
                                                                pad - i * pad // 3),
                             border_radius=radius + 2)
        surf.blit(face, (pad, pad))
        if glow:
            pygame.draw.rect(surf, (255, 214, 90), pygame.Rect(pad, pad, w, h).inflate(4, 4),
                             width=max(2, h // 50), border_radius=radius)
        if angle:
            surf = pygame.transform.rotozoom(surf, angle, 1.0)
        return surf

    def draw(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        img = self.image(sprite)
        x, y = sprite.pos()
        rect = img.get_rect(center=(round(x), round(y)))
        if sprite.alpha < 255:
            img = img.copy()
            img.set_alpha(max(0, int(sprite.alpha)))
        surface.blit(img, rect)

    def hit_rect(self, sprite: CardSprite) -> pygame.Rect:
        """The card's upright rectangle, for the mouse (angles in a hand are small)."""
        face = self.images.get(sprite.shown, _height(sprite))
        x, y = sprite.pos()
        return face.get_rect(center=(round(x), round(y)))
