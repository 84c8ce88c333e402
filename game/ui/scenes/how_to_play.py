"""How to play, from the title: every first-game tip (game.ui.guide) on one page; the rules
are a click away."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.button import Button
from game.ui.guide import TIPS
from game.ui.scene import Scene
from game.ui.text import wrap
from game.ui.wording import Say


class HowToPlayScene(Scene):
    """Every tip on one page, from the title's "How to play"; the rules are a click away."""

    is_overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.box = pygame.Rect(0, 0, 10, 10)
        self.close = Button(Say("ui.guide.close"), self.app.scenes.pop, key=pygame.K_ESCAPE)
        self.rules = Button(Say("ui.guide.rules"), self.app.open_rules, key=pygame.K_r,
                            primary=False)

    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        self.box = pygame.Rect(0, 0, min(size[0] - 20, int(900 * s)), size[1] - int(40 * s))
        self.box.center = (size[0] // 2, size[1] // 2)
        w = int(220 * s)
        for i, b in enumerate((self.close, self.rules)):
            b.rect = pygame.Rect(0, 0, w, int(42 * s))
            b.rect.bottom = self.box.bottom - int(16 * s)
            b.rect.centerx = self.box.centerx + (i - 0.5) * (w + int(16 * s))

    def handle_event(self, event: pygame.event.Event) -> None:
        for b in (self.close, self.rules):
            if b.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        s = theme.dialog(surface, fonts, self.box, t("ui.guide.title"), 32, 34, dim=170)
        pad = int(28 * s)
        x, y = self.box.x + pad, self.box.y + int(64 * s)
        size = max(11, int(16 * s))
        width = self.box.w - 2 * pad
        for _, head, text in TIPS:
            surface.blit(fonts.render(t(head), int(18 * s), theme.GOLD, True), (x, y))
            y += int(24 * s)
            for line in wrap(fonts(size), t(text), width):
                surface.blit(fonts.render(line, size, theme.WHITE), (x, y))
                y += int(size * 1.3)
            y += int(10 * s)
        foot = t("ui.guide.footer")
        for line in wrap(fonts(size), foot, width):
            surface.blit(fonts.render(line, size, theme.MUTED), (x, y))
            y += int(size * 1.3)
        self.close.draw(surface, fonts)
        self.rules.draw(surface, fonts)
