"""Keyboard focus over a screen's buttons, and the ring that shows it.

Tab and Shift+Tab (and, where a screen allows, Up and Down) move the focus; Enter or Space
presses the focused button. The ring shows once the keys are used, in two tones (dark outside,
light inside) so it stands out on the felt, on a panel and on a gold button alike.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.button import Button

PRESS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, s: float = 1.0) -> None:
    """A focus ring around ``rect``."""
    width = max(2, round(3 * s))
    outer = rect.inflate(4 * width, 4 * width)
    radius = max(6, rect.h // 4 + 2 * width)
    pygame.draw.rect(surface, theme.BLACK, outer, width=width, border_radius=radius)
    pygame.draw.rect(surface, theme.WHITE, outer.inflate(-2 * width, -2 * width), width=width,
                     border_radius=radius)


class ButtonFocus:
    """Which of ``buttons()`` has the keyboard's focus (None until a key moves it)."""

    def __init__(self, buttons: Callable[[], list[Button]], arrows: bool = False) -> None:
        self.buttons = buttons
        self.arrows = arrows  # Up and Down move the focus too
        self.index: int | None = None

    def usable(self) -> list[Button]:
        return [b for b in self.buttons() if b.visible and b.enabled]

    @property
    def focused(self) -> Button | None:
        usable = self.usable()
        if self.index is None or not usable:
            return None
        return usable[self.index % len(usable)]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event moved the focus or pressed the focused button."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.index = None  # the mouse is in use: no ring
            return False
        if event.type != pygame.KEYDOWN:
            return False
        back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
        forward = event.key == pygame.K_TAB and not back
        if self.arrows:
            back = back or event.key == pygame.K_UP
            forward = forward or event.key == pygame.K_DOWN
        if back or forward:
            self.move(-1 if back else 1)
            return True
        button = self.focused
        if event.key in PRESS and button is not None:
            button.on_click()
            return True
        return False

    def move(self, step: int) -> None:
        count = len(self.usable())
        if not count:
            self.index = None
        elif self.index is None:
            self.index = 0 if step > 0 else count - 1
        else:
            self.index = (self.index + step) % count

    def draw(self, surface: pygame.Surface, s: float = 1.0) -> None:
        button = self.focused
        if button is not None:
            draw_ring(surface, button.rect, s)
