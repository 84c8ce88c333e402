"""The rules pages: How to play, Options and Eight stop, as an overlay over any screen.

Opened from the title and from the pause overlay (``app.open_rules(page)``); closing it returns
to exactly where the player was, so a match is never left. The page scrolls with the wheel,
the arrow and page keys, by dragging the text or the scrollbar; Left / Right or a click on a
tab change the page; Esc or Close shut it.
"""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import t
from game.ui import theme
from game.ui.page_render import PageStyle, render_page
from game.ui.rules_content import CONTENT, PAGES
from game.ui.scene import Scene
from game.ui.scroll import ScrollView
from game.ui.widgets import Look, PushButton

MAX_TEXT_WIDTH = 880  # at scale 1: lines longer than this are tiring to read


class RulesScene(Scene):
    is_overlay = True

    def __init__(self, app, page: str | None = None) -> None:
        super().__init__(app)
        self.page = page if page in PAGES else PAGES[0]
        self.view = ScrollView(drag_content=True)
        self.scrolls = dict.fromkeys(PAGES, 0)  # each page remembers where it was read to
        self.close = PushButton(t("rules.close"), self.app.scenes.pop, primary=True)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.tabs: list[pygame.Rect] = []
        self.hover_tab = -1
        self._page_cache: dict[tuple, pygame.Surface] = {}

    # -- layout -------------------------------------------------------------------------------
    def enter(self) -> None:
        self.resize(self.app.screen_size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.scale_for(size)
        self.s = s
        margin = max(8, round(28 * s))
        body = max(15, round(19 * s))
        width = min(w - 2 * margin, round(MAX_TEXT_WIDTH * max(s, body / 19)) + 2 * margin)
        self.panel = pygame.Rect(0, 0, width, h - 2 * margin)
        self.panel.center = (w // 2, h // 2)
        self.pad = max(10, round(22 * s))
        look = self._look()
        tab_h = look.control_h
        title_h = self.app.fonts(max(20, round(32 * s)), True).get_linesize()
        top = self.panel.y + self.pad
        self.close.label = t("rules.close")
        close_w = max(round(120 * s), self.app.fonts(look.label_size, True).size(
            self.close.label)[0] + 2 * self.pad)
        self.close.layout(self.panel.right - self.pad - close_w, top, close_w, look)
        self.title_left = (self.panel.x + self.pad, self.close.rect.centery)  # level with Close
        tabs_y = top + max(title_h, self.close.rect.h) + self.pad // 2
        inner = self.panel.w - 2 * self.pad
        n = len(PAGES)
        self.tabs = [pygame.Rect(self.panel.x + self.pad + inner * i // n, tabs_y,
                                 inner // n - 4, tab_h) for i in range(n)]
        hint_h = self.app.fonts(self._hint_size()).get_linesize()
        view_top = tabs_y + tab_h + self.pad // 2
        view = pygame.Rect(self.panel.x + self.pad // 2, view_top,
                           self.panel.w - self.pad, self.panel.bottom - view_top - hint_h - 8)
        self.view.set_size(view, self._page().get_height(), s)
        self.view.scroll_to(self.scrolls[self.page])

    def _look(self) -> Look:
        return Look(self.app.fonts, self.s)

    def _hint_size(self) -> int:
        return max(13, round(14 * self.s))  # 13: the settings screen's smallest text too

    def _text_width(self) -> int:
        return self.panel.w - 2 * self.pad - max(8, round(10 * self.s)) - 4

    def _page(self) -> pygame.Surface:
        width = self._text_width()
        key = (self.page, width, round(self.s, 3), i18n.language(), self.app.cards.style)
        surf = self._page_cache.get(key)
        if surf is None:
            style = PageStyle(self.app.fonts, self.app.cards, self.s)
            surf = render_page(CONTENT[self.page], width, style, t)
            if len(self._page_cache) > 6:
                self._page_cache.clear()
            self._page_cache[key] = surf
        return surf

    def show(self, page: str) -> None:
        if page == self.page:
            return
        self.scrolls[self.page] = self.view.scroll
        self.page = page
        self.view.set_size(self.view.viewport, self._page().get_height(), self.s)
        self.view.scroll_to(self.scrolls[page])

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.app.scenes.pop()
            return
        page_keys = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB)
        if event.type == pygame.KEYDOWN and event.key in page_keys:
            back = event.key == pygame.K_LEFT or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            step = -1 if back else 1
            i = PAGES.index(self.page)
            self.show(PAGES[(i + step) % len(PAGES)])
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_1, pygame.K_2, pygame.K_3):
            self.show(PAGES[event.key - pygame.K_1])
            return
        if self.close.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover_tab = next((i for i, r in enumerate(self.tabs)
                                   if r.collidepoint(event.pos)), -1)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for page, rect in zip(PAGES, self.tabs):
                if rect.collidepoint(event.pos):
                    self.show(page)
                    return
        self.view.handle_event(event)

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.dim_screen(surface, 170)
        s = self.s
        fonts = self.app.fonts
        theme.panel(surface, self.panel, (8, 34, 20, 255), max(6, round(14 * s)), theme.GOLD_DARK)
        title = fonts.render(t("rules.title"), max(20, round(32 * s)), theme.GOLD, True)
        surface.blit(title, title.get_rect(midleft=self.title_left))
        self.close.draw(surface, self._look())
        self._draw_tabs(surface)
        view = self.view.viewport
        page = self._page()
        surface.set_clip(view)
        surface.blit(page, (view.x + self.pad // 2, view.y - self.view.scroll))
        surface.set_clip(None)
        self.view.draw_fades(surface, (8, 34, 20))
        self.view.draw_bar(surface)
        hint = fonts.render(t("rules.keys"), self._hint_size(), theme.DIM)
        if hint.get_width() <= self.panel.w - 2 * self.pad:
            surface.blit(hint, hint.get_rect(midbottom=(self.panel.centerx,
                                                        self.panel.bottom - 4)))

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        look = self._look()
        fonts = self.app.fonts
        for i, (page, rect) in enumerate(zip(PAGES, self.tabs)):
            current = page == self.page
            idle = (66, 120, 84) if i == self.hover_tab else (44, 88, 60)
            fill = theme.GOLD if current else idle
            pygame.draw.rect(surface, fill, rect, border_radius=max(4, rect.h // 4))
            color = theme.TEXT_ON_BUTTON if current else theme.WHITE
            label = t(f"rules.page.{page}")
            size = look.label_size
            while size > 10 and fonts(size, True).size(label)[0] > rect.w - 8:
                size -= 1
            theme.blit_center(surface, fonts.render(label, size, color, True), rect.center)
