"""Which play do you mean? A small box over the table when a selection reads several ways."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game.engine.plays import Play
from game.i18n import t
from game.ui import theme
from game.ui.button import Button
from game.ui.focus import ButtonFocus
from game.ui.scene import Scene
from game.ui.words import play_meaning


class ChooserScene(Scene):
    is_overlay = True

    def __init__(self, app, plays: list[Play], on_choose: Callable[[Play], None]) -> None:
        super().__init__(app)
        self.plays = plays
        self.on_choose = on_choose
        keys = [getattr(pygame, f"K_{i}") for i in range(1, 10)]
        self.options = [
            Button(f"{i + 1}.  {play_meaning(p)}", partial(self.choose, p),
                   key=keys[i] if i < len(keys) else None)
            for i, p in enumerate(plays)
        ]
        self.cancel = Button(t("ui.cancel"), self.app.scenes.pop, key=pygame.K_ESCAPE,
                             primary=False)
        self.box = pygame.Rect(0, 0, 10, 10)
        self.focus = ButtonFocus(lambda: [*self.options, self.cancel], arrows=True)

    def choose(self, play: Play) -> None:
        self.app.scenes.pop()
        self.on_choose(play)

    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        bw, bh, gap = int(300 * s), int(44 * s), int(10 * s)
        rows = len(self.options) + 1
        self.box = pygame.Rect(0, 0, bw + int(48 * s), int(70 * s) + rows * (bh + gap))
        self.box.center = (size[0] // 2, int(size[1] * 0.45))
        y = self.box.y + int(60 * s)
        for b in [*self.options, self.cancel]:
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (self.box.centerx, y)
            y += bh + gap

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.focus.handle_event(event):
            return
        for b in [*self.options, self.cancel]:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and not self.box.collidepoint(event.pos):
            self.app.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim_screen(surface, 110)
        s = theme.scale_for(surface.get_size())
        theme.panel(surface, self.box, (12, 40, 26, 240), radius=14, border=theme.GOLD)
        title = self.app.fonts.render(t("ui.chooser.title"), int(20 * s), theme.GOLD, True)
        theme.blit_center(surface, title, (self.box.centerx, self.box.y + int(30 * s)))
        for b in [*self.options, self.cancel]:
            b.draw(surface, self.app.fonts)
        self.focus.draw(surface, s)
