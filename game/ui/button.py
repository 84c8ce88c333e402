"""A clickable button with a hotkey, drawn in the game's gold style."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.wording import Say, word


@dataclass
class Button:
    words: str | Say  # a Say is worded when drawn, so a language switch shows at once
    on_click: Callable[[], object]  # what it returns is ignored (scenes.pop returns the scene)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 10, 10))
    enabled: bool = True
    visible: bool = True
    key: int | None = None  # keyboard shortcut
    hovered: bool = False
    primary: bool = True

    @property
    def label(self) -> str:
        """The text on the button, in the current language."""
        return word(self.words)

    @label.setter
    def label(self, value: str | Say) -> None:
        self.words = value

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to ``event``; True when the button used it."""
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.rect.collidepoint(event.pos)):
            if self.enabled:
                self.on_click()
            return True
        if (event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key
                and self.enabled):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        r = self.rect
        if not self.enabled:
            color, text_color = theme.BUTTON_OFF, (200, 206, 200)
        elif not self.primary:
            color = (60, 110, 80) if not self.hovered else (80, 140, 100)
            text_color = theme.WHITE
        else:
            color = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
            text_color = theme.TEXT_ON_BUTTON
        radius = max(4, r.h // 4)
        surface.blit(theme.shadow(r.size, radius, 70), (r.x - radius, r.y - radius + 3))
        pygame.draw.rect(surface, color, r, border_radius=radius)
        edge = theme.GOLD_DARK if self.enabled and self.primary else (40, 60, 48)
        pygame.draw.rect(surface, edge, r, width=2, border_radius=radius)
        size = max(10, int(r.h * 0.42))
        label = self.label
        text = fonts.render(label, size, text_color, bold=True)
        if text.get_width() > r.w - 8:
            size = max(8, int(size * (r.w - 8) / text.get_width()))
            text = fonts.render(label, size, text_color, bold=True)
        theme.blit_center(surface, text, r.center)


def layout_column(buttons: list[Button], center_x: int, top: int, width: int, height: int,
                  gap: int) -> None:
    """Stack the visible ``buttons`` in a column."""
    y = top
    for b in buttons:
        if not b.visible:
            continue
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (center_x, y)
        y += height + gap
