"""The title screen: new game, continue, settings, rules, history, quit."""

from __future__ import annotations

import math

import pygame

from game import saves
from game.engine.cards import make
from game.i18n import t
from game.saves import Resumed
from game.ui import theme
from game.ui.button import Button, layout_column
from game.ui.focus import ButtonFocus
from game.ui.notices import show_notices
from game.ui.scene import Scene
from game.ui.wording import Say


def saved_match() -> Resumed | None:
    """The autosaved match to continue, if there is one (a damaged save is set aside with a
    notice by game.saves)."""
    return saves.load_autosave()


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.saved: Resumed | None = None
        self.clock = 0.0
        self.buttons = [
            Button(Say("ui.title.new_game"), self._new_game, key=pygame.K_n),
            Button(Say("ui.title.continue"), self._continue, key=pygame.K_c),
            Button(Say("ui.title.host"), self._host, key=pygame.K_o, primary=False),
            Button(Say("ui.title.join"), self._join, key=pygame.K_j, primary=False),
            Button(Say("ui.title.settings"), self.app.open_settings, key=pygame.K_s,
                   primary=False),
            Button(Say("ui.title.how_to_play"), self._how_to_play, key=pygame.K_p,
                   primary=False),
            Button(Say("ui.title.rules"), self.app.open_rules, key=pygame.K_r, primary=False),
            Button(Say("ui.title.history"), self._history, key=pygame.K_h, primary=False),
            Button(Say("ui.title.quit"), self.app.quit, key=pygame.K_q, primary=False),
        ]
        self.focus = ButtonFocus(lambda: self.buttons, arrows=True)

    def enter(self) -> None:
        self._refresh()

    def resume(self) -> None:
        self._refresh()

    def _refresh(self) -> None:
        self.saved = saved_match()
        self.buttons[1].visible = self.saved is not None
        self.resize(self.app.screen_size)
        show_notices(self.app)  # a damaged settings or save file is told once, in plain words

    def _how_to_play(self) -> None:
        self.app.router.push("how_to_play")

    def _new_game(self) -> None:
        """A new match replaces the saved one: ask first, saying what would be lost."""
        if self.saved is None:
            self.app.new_match()
            return
        m = self.saved.match
        body = Say.of("ui.title.replace_body", round=max(1, m.round_no), rounds=m.rules.rounds)
        self.app.router.push("confirm", Say("ui.title.replace_title"), body,
                             Say("ui.title.replace_go"), Say("ui.title.replace_keep"),
                             self.app.new_match)

    def _continue(self) -> None:
        if self.saved is not None:
            self.app.continue_match(self.saved)

    def _host(self) -> None:
        self.app.router.push("host")

    def _join(self) -> None:
        self.app.router.push("join")

    def _history(self) -> None:
        self.app.router.push("history")

    def resize(self, size: tuple[int, int]) -> None:
        s = theme.scale_for(size)
        new, cont = self.buttons[0], self.buttons[1]
        # A saved match: Continue comes first and is the main button; New game asks first.
        new.primary = self.saved is None
        order = [cont, new, *self.buttons[2:]] if self.saved is not None else self.buttons
        top = int(size[1] * 0.47)
        room = size[1] - int(40 * s) - top  # down to the footer
        shown = sum(b.visible for b in order)
        step = min(int(60 * s), room // max(1, shown))  # every button fits above the footer
        layout_column(order, size[0] // 2, top, int(280 * s), step * 4 // 5,
                      step - step * 4 // 5)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if self.focus.handle_event(event):
            return
        for b in self.buttons:
            if b.handle_event(event):
                return

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        surface.blit(theme.felt((w, h)), (0, 0))
        self._draw_fan(surface, (w * 0.5, h * 0.17), s)
        fonts = self.app.fonts
        title_y = h * 0.345
        title = fonts.render(t("app.title"), int(72 * s), theme.GOLD, True)
        shade = fonts.render(t("app.title"), int(72 * s), (0, 0, 0), True)
        shade.set_alpha(120)
        theme.blit_center(surface, shade, (w / 2 + 3 * s, title_y + 4 * s))
        theme.blit_center(surface, title, (w / 2, title_y))
        sub = fonts.render(t("ui.title.subtitle"), int(21 * s), theme.WHITE)
        theme.blit_center(surface, sub, (w / 2, title_y + 52 * s))
        for b in self.buttons:
            b.draw(surface, fonts)
        self.focus.draw(surface, s)
        foot = fonts.render(t("ui.title.footer"), int(14 * s), theme.MUTED)
        theme.blit_center(surface, foot, (w / 2, h - 18 * s))

    def _draw_fan(self, surface: pygame.Surface, center: tuple[float, float], s: float) -> None:
        """Four eights fanned behind the title, swaying slowly."""
        height = int(130 * s)
        sway = math.sin(self.clock * 0.8) * 2
        for i, suit in enumerate((0, 1, 3, 2)):
            angle = (1.5 - i) * 14 + sway
            # opaque: a see-through card showed the pips of the one beneath
            img = pygame.transform.rotozoom(self.app.cards.get(make(5, suit), height), angle, 1)
            dx = (i - 1.5) * 62 * s
            theme.blit_center(surface, img, (center[0] + dx, center[1] - 10 * s + abs(i - 1.5)
                                             * 8 * s))
