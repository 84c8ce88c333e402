"""A question over the current scene before something is lost: two buttons, the safe one
first (Escape picks it too)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.button import Button, layout_column
from game.ui.scene import Scene
from game.ui.text import wrap
from game.ui.wording import Say, Text, word


class ConfirmScene(Scene):
    is_overlay = True

    def __init__(self, app, title: Text, body: Text, go: Say, keep: Say,
                 on_go: Callable[[], None]) -> None:
        super().__init__(app)
        self.title, self.body = title, body
        self.box = pygame.Rect(0, 0, 10, 10)
        self._on_go = on_go
        self.keep = Button(keep, self.app.scenes.pop, key=pygame.K_ESCAPE)
        self.go = Button(go, self._go, key=pygame.K_RETURN, primary=False)
        self.buttons = [self.keep, self.go]

    def _go(self) -> None:
        self.app.scenes.pop()
        self._on_go()

    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        self.box = pygame.Rect(0, 0, min(size[0] - 20, int(640 * s)), int(290 * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        layout_column(self.buttons, size[0] // 2, self.box.bottom - int(124 * s),
                      int(360 * s), int(46 * s), int(12 * s))

    def handle_event(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        w = surface.get_width()
        s = theme.dialog(surface, fonts, self.box, word(self.title), 30, 40, dim=160)
        size = int(18 * s)
        y = self.box.y + int(84 * s)
        for line in wrap(fonts(size), word(self.body), self.box.w - int(48 * s)):
            theme.blit_center(surface, fonts.render(line, size, theme.WHITE), (w / 2, y))
            y += int(size * 1.4)
        for b in self.buttons:
            b.draw(surface, fonts)
