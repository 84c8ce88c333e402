"""The History screen: the totals, a chart of the latest places, and every finished match.

Rows come from game.history (each record replayed through the engine). Up and Down (or the
mouse) pick a match, Enter or a click replays it at the table (game.ui.table.replay); a
damaged record is listed as damaged and cannot be opened.
"""

from __future__ import annotations

import pygame

from game import history
from game.history import Entry
from game.i18n import t
from game.settings import LEVELS
from game.ui import theme
from game.ui.button import Button
from game.ui.focus import ButtonFocus
from game.ui.scene import Scene
from game.ui.scroll import ScrollView
from game.ui.table.replay_script import open_replay
from game.ui.text import fitted
from game.ui.wording import Say
from game.ui.words import level_name, place_text

MIN_TEXT = 12  # no text below this many pixels, at any window size
TOTAL_HEADS = ("ui.history.played", "ui.history.won", "ui.history.president",
               "ui.history.scum", "ui.history.mean_place")


def px(size: float, s: float) -> int:
    return max(MIN_TEXT, int(size * s))


def preset_label(preset: str | None) -> str:
    return t(f"ui.preset.{preset}") if preset else t("ui.preset.custom")


def levels_label(entry: Entry) -> str:
    """The opponents' levels, or just how many players an older record had."""
    known = [v for v in entry.levels[1:] if v in LEVELS]
    if known and len(known) == len(entry.levels) - 1:
        return ", ".join(level_name(v) for v in known)
    return t("ui.history.players", n=entry.players)


def date_label(entry: Entry) -> str:
    return entry.finished_at.replace("T", " ")[:16] if entry.finished_at else "?"


def cell(fonts, text: str, size: int, color: tuple[int, ...], width: int,
         bold: bool = False) -> pygame.Surface:
    return fitted(fonts, text, size, color, width, bold, MIN_TEXT)


class HistoryScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.items: list[Entry] = []
        self.selected = 0
        self.view = ScrollView(drag_content=True)
        self.back = Button(Say("ui.back"), self.app.scenes.pop, key=pygame.K_ESCAPE, primary=False)
        self.replay_button = Button(Say("ui.history.replay"), self.open_selected,
                                    key=pygame.K_RETURN)
        self.focus = ButtonFocus(lambda: [self.replay_button, self.back])
        self.message = ""  # why the chosen record cannot be replayed
        self.row_h = 30
        self.totals_rect = pygame.Rect(0, 0, 10, 10)
        self.chart_rect = pygame.Rect(0, 0, 10, 10)

    # -- the records ----------------------------------------------------------------------------
    def enter(self) -> None:
        self.items = history.entries()
        self.selected = min(self.selected, max(0, len(self.items) - 1))
        self.resize(self.app.screen_size)

    def resume(self) -> None:
        self.resize(self.app.screen_size)

    @property
    def groups(self) -> list[str | None]:
        """The totals' rows: every match, then the presets played most (as many as fit)."""
        return history.presets_played(self.items)[:3]

    def open_selected(self) -> None:
        if not self.items:
            return
        entry = self.items[self.selected]
        if entry.damaged:
            self.message = t("ui.history.damaged_note")
            return
        self.message = open_replay(self.app, entry.path) or ""

    # -- layout ---------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = theme.scale_for(size)
        margin = int(24 * s)
        top = int(64 * s) + px(30, s) // 2
        line = px(17, s) + int(8 * s)
        totals_h = line * (2 + len(self.groups))
        self.totals_rect = pygame.Rect(margin, top, int((w - 3 * margin) * 0.68), totals_h)
        self.chart_rect = pygame.Rect(self.totals_rect.right + margin, top,
                                      w - self.totals_rect.right - 2 * margin, totals_h)
        bw, bh = int(200 * s), max(px(18, s) + 16, int(46 * s))
        self.back.rect = pygame.Rect(margin, h - margin - bh, bw, bh)
        self.replay_button.rect = pygame.Rect(w - margin - bw, h - margin - bh, bw, bh)
        list_top = self.totals_rect.bottom + int(20 * s) + line
        viewport = pygame.Rect(margin, list_top, w - 2 * margin,
                               self.back.rect.y - int(12 * s) - px(15, s) - list_top)
        self.row_h = px(17, s) + max(10, int(16 * s))
        self.view.set_size(viewport, self.row_h * len(self.items), s)
        self._keep_selected_in_view()

    def row_rect(self, index: int) -> pygame.Rect:
        """Row ``index`` on screen, as scrolled."""
        v = self.view.viewport
        return pygame.Rect(v.x, v.y + index * self.row_h - self.view.scroll,
                           v.w - self.view.bar().w - 6, self.row_h - 2)

    def _keep_selected_in_view(self) -> None:
        top = self.selected * self.row_h
        self.view.ensure_visible(top, top + self.row_h, 0)

    # -- input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.focus.handle_event(event):
            return
        for b in (self.back, self.replay_button):
            if b.handle_event(event):
                return
        if event.type == pygame.KEYDOWN and self._key(event.key):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self._row_at(event.pos)
            if index is not None:
                again = index == self.selected and self.message == ""
                self.select(index)
                if again or event.pos[0] > self.row_rect(index).right - self._open_w():
                    self.open_selected()
                return
        self.view.handle_event(event)

    def _open_w(self) -> int:
        return int(120 * theme.scale_for(self.app.screen_size))

    def _key(self, key: int) -> bool:
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}
        if key in steps and self.items:
            self.select(max(0, min(len(self.items) - 1, self.selected + steps[key])))
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):  # a damaged record: says why
            self.open_selected()
            return True
        if key in (pygame.K_HOME, pygame.K_END) and self.items:
            self.select(0 if key == pygame.K_HOME else len(self.items) - 1)
            return True
        return False

    def select(self, index: int) -> None:
        self.selected = index
        self.message = ""
        self._keep_selected_in_view()

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.view.viewport.collidepoint(pos):
            return None
        index = (pos[1] - self.view.viewport.y + self.view.scroll) // self.row_h
        return index if 0 <= index < len(self.items) else None

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h))
        surface.blit(theme.felt((w, h)), (0, 0))
        fonts = self.app.fonts
        title = fonts.render(t("ui.history.title"), px(30, s), theme.GOLD, True)
        theme.blit_center(surface, title,
                          (w / 2, int(36 * s)))
        self._draw_totals(surface, s)
        self._draw_chart(surface, s)
        self._draw_list(surface, s)
        foot = self.message or t("ui.history.keys")
        color = theme.HIGHLIGHT if self.message else theme.MUTED
        theme.blit_center(surface, cell(fonts, foot, px(15, s), color, int(w * 0.94)),
                          (w / 2, self.back.rect.y - int(6 * s) - px(15, s) // 2))
        self.replay_button.enabled = bool(self.items) and not self.items[self.selected].damaged
        self.back.draw(surface, fonts)
        self.replay_button.draw(surface, fonts)
        self.focus.draw(surface, s)

    def totals_columns(self, s: float) -> list[tuple[int, int]]:
        """Where each of the five totals starts, and the width its heading may take: each
        column as wide as its heading (or a number) needs in this language, what is left over
        shared out evenly."""
        r = self.totals_rect
        first = int(r.w * 0.28)
        gap = int(8 * s)
        head, value = self.head_font(s), self.app.fonts.get(px(17, s))
        need = [max(head.size(t(k))[0], value.size("10.0")[0]) + gap for k in TOTAL_HEADS]
        spare = max(0, r.w - first - int(12 * s) - sum(need)) // len(need)
        starts = [r.x + first + sum(need[:i]) + spare * i for i in range(len(need))]
        return [(x, end - x - int(6 * s)) for x, end in zip(starts, [*starts[1:], r.right])]

    def head_font(self, s: float) -> pygame.font.Font:
        return self.app.fonts.get(px(14, s), True)

    def _draw_totals(self, surface: pygame.Surface, s: float) -> None:
        r = self.totals_rect
        theme.panel(surface, r.inflate(int(12 * s), int(8 * s)), theme.PANEL, radius=10)
        fonts = self.app.fonts
        line = r.h // (2 + len(self.groups))
        cols = self.totals_columns(s)
        for (x, width), key in zip(cols, TOTAL_HEADS):
            surface.blit(cell(fonts, t(key), px(14, s), theme.MUTED, width, True), (x, r.y))
        rows: list[tuple[str, history.Totals]] = [(t("ui.history.all"), history.totals(self.items))]
        rows += [(preset_label(p), history.totals(self.items, p)) for p in self.groups]
        for i, (label, tot) in enumerate(rows):
            y = r.y + line * (i + 1) + int(4 * s)
            color = theme.GOLD if i == 0 else theme.WHITE
            surface.blit(cell(fonts, label, px(17, s), color, cols[0][0] - r.x - int(12 * s),
                              i == 0), (r.x + int(6 * s), y))
            mean = f"{tot.mean_place:.1f}" if tot.mean_place is not None else "–"
            for (x, _), value in zip(cols, (tot.played, tot.won, tot.president, tot.scum, mean)):
                surface.blit(fonts.render(str(value), px(17, s), color), (x, y))

    def _draw_chart(self, surface: pygame.Surface, s: float) -> None:
        """Places over the latest matches: one bar each, taller for a better place."""
        r = self.chart_rect
        theme.panel(surface, r.inflate(int(12 * s), int(8 * s)), theme.PANEL, radius=10)
        fonts = self.app.fonts
        label = cell(fonts, t("ui.history.chart", n=history.CHART_MATCHES), px(14, s), theme.MUTED,
                     r.w, True)
        surface.blit(label, (r.x, r.y))
        points = history.chart(self.items)
        area = pygame.Rect(r.x, r.y + label.get_height() + int(6 * s), r.w,
                           r.bottom - r.y - label.get_height() - int(6 * s))
        if not points:
            surface.blit(fonts.render(t("ui.history.none_yet"), px(14, s), theme.DIM),
                         (area.x, area.y))
            return
        slot = area.w / history.CHART_MATCHES
        for i, (place, players) in enumerate(points):
            k = (players - place + 1) / max(1, players)  # 1 for first place
            bar_h = max(3, int(area.h * k))
            bar = pygame.Rect(int(area.x + i * slot + slot * 0.15), area.bottom - bar_h,
                              max(2, int(slot * 0.7)), bar_h)
            pygame.draw.rect(surface, theme.GOLD if place == 1 else theme.MUTED, bar)
            if place == 1:  # a win is told by a mark too, not by colour alone
                pygame.draw.circle(surface, theme.WHITE, (bar.centerx, bar.y + bar.w // 2 + 1),
                                   max(2, bar.w // 3))

    def _draw_list(self, surface: pygame.Surface, s: float) -> None:
        fonts = self.app.fonts
        v = self.view.viewport
        size = px(17, s)
        cols = self.list_columns(s)
        heads = ("ui.history.date", "ui.history.rules", "ui.history.opponents",
                 "ui.history.place", "ui.history.points")
        widths = [b - a - int(10 * s) for a, b in zip(cols, [*cols[1:], v.right])]
        for x, width, key in zip(cols, widths, heads):
            surface.blit(cell(fonts, t(key), px(14, s), theme.MUTED, width, True),
                         (x, v.y - px(14, s) - int(8 * s)))
        if not self.items:
            surface.blit(cell(fonts, t("ui.history.empty"), size, theme.MUTED, v.w - 16),
                         (v.x + 8, v.y + 8))
            return
        clip = surface.get_clip()
        surface.set_clip(v)
        first = max(0, self.view.scroll // self.row_h)
        last = min(len(self.items), (self.view.scroll + v.h) // self.row_h + 1)
        for i in range(first, last):
            self._draw_row(surface, i, cols, size, s)
        surface.set_clip(clip)
        self.view.draw_fades(surface, theme.FELT_DARK)
        self.view.draw_bar(surface)

    def list_columns(self, s: float) -> list[int]:
        v = self.view.viewport
        fractions = (0.0, 0.19, 0.40, 0.72, 0.84)
        return [v.x + int(12 * s) + int((v.w - 24 * s) * f) for f in fractions]

    def _draw_row(self, surface: pygame.Surface, i: int, cols: list[int], size: int,
                  s: float) -> None:
        fonts = self.app.fonts
        entry = self.items[i]
        row = self.row_rect(i)
        if i % 2 == 0:
            theme.panel(surface, row, (8, 30, 18, 110), radius=6)
        if i == self.selected:  # a ring as well as a fill: the choice is not told by colour
            theme.panel(surface, row, (255, 220, 120, 40), radius=6)
            pygame.draw.rect(surface, theme.HIGHLIGHT, row, max(2, int(3 * s)), border_radius=6)
        y = row.centery - fonts.get(size).get_height() // 2
        edges = [*cols[1:], row.right]
        gap = int(10 * s)

        def put(col: int, text: str, color: tuple[int, ...], bold: bool = False,
                last: int | None = None) -> None:
            width = edges[col if last is None else last] - cols[col] - gap
            surface.blit(cell(fonts, text, size, color, width, bold), (cols[col], y))

        color = theme.DIM if entry.damaged else theme.WHITE
        put(0, date_label(entry), color)
        if entry.damaged:
            put(1, t("ui.history.damaged"), theme.DIM, last=4)
            return
        put(1, preset_label(entry.preset), color)
        put(2, levels_label(entry), color)
        put(3, place_text(entry.place), theme.GOLD if entry.won else color, entry.won)
        put(4, str(entry.points), color)
