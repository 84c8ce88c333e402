"""A simple screen for a part of the game that is not built yet: a title and a Back button."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.button import Button
from game.ui.scene import Scene


class PlaceholderScene(Scene):
    is_overlay = True

    def __init__(self, app, title: str) -> None:
        super().__init__(app)
        self.title = title
        self.back = Button(t("ui.back"), self.app.scenes.pop, key=pygame.K_ESCAPE)

    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        self.back.rect = pygame.Rect(0, 0, int(200 * s), int(48 * s))
        self.back.rect.center = (size[0] // 2, size[1] // 2 + int(60 * s))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.back.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim_screen(surface, 170)
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        fonts = self.app.fonts
        theme.blit_center(surface, fonts.render(self.title, int(40 * s), theme.GOLD, True),
                          (w / 2, h / 2 - 50 * s))
        theme.blit_center(surface, fonts.render(t("ui.coming_soon"), int(20 * s), theme.MUTED),
                          (w / 2, h / 2))
        self.back.draw(surface, self.app.fonts)
