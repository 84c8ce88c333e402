"""Card faces and the back, loaded from assets/cards/<style>/ and scaled on demand."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.engine.cards import card_str
from game.resources import asset, damaged

STYLES = ("large2", "large4", "classic2")
DEFAULT_STYLE = "large2"
ASPECT = 245 / 175  # height / width of the card images
BACK = -1
SCALED_LIMIT = 200  # scaled images kept, least recently used dropped first


def card_width(height: int) -> int:
    return max(1, round(height / ASPECT))


class CardImages:
    """Scaled card images keyed by (style, card, height); ``BACK`` (-1) is the back."""

    def __init__(self, style: str = DEFAULT_STYLE) -> None:
        self.style = style if style in STYLES else DEFAULT_STYLE
        self._raw: dict[tuple[str, int], pygame.Surface] = {}
        self._scaled: OrderedDict[tuple[str, int, int, bool], pygame.Surface] = OrderedDict()

    def set_style(self, style: str) -> None:
        self.style = style if style in STYLES else DEFAULT_STYLE

    def _load(self, card: int) -> pygame.Surface:
        key = (self.style, card)
        img = self._raw.get(key)
        if img is None:
            name = "back" if card == BACK else card_str(card)
            path = asset("cards", self.style, f"{name}.png")
            try:
                img = pygame.image.load(str(path))
            except (pygame.error, OSError, ValueError) as exc:
                raise damaged(path, "not a readable picture") from exc
            if pygame.display.get_surface() is not None:
                img = img.convert_alpha()
            self._raw[key] = img
        return img

    def get(self, card: int, height: int, dim: bool = False) -> pygame.Surface:
        """The face of ``card`` (or the back for ``BACK``) at ``height`` pixels tall."""
        height = max(8, int(height))
        key = (self.style, card, height, dim)
        surf = self._scaled.get(key)
        if surf is not None:
            self._scaled.move_to_end(key)
        else:
            if len(self._scaled) >= SCALED_LIMIT:
                self._scaled.popitem(last=False)
            if dim:
                surf = self.get(card, height).copy()
                surf.fill((150, 150, 150), special_flags=pygame.BLEND_RGB_MULT)
            else:
                surf = pygame.transform.smoothscale(self._load(card), (card_width(height), height))
            self._scaled[key] = surf
        return surf

    def back(self, height: int) -> pygame.Surface:
        return self.get(BACK, height)

    def preload(self, height: int) -> None:
        """Scale every face at ``height`` now, so the first deal does not stutter."""
        for card in range(54):
            self.get(card, height)
        self.back(height)
