"""The table's log as drawn: each line wrapped to the panel's width (continuations indented),
scrolled with the mouse wheel over it or the Page Up / Page Down / End keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import theme

if TYPE_CHECKING:
    from game.ui.table.needs import Color, TableLook

Piece = tuple[str, "Color"]
INDENT = 14  # pixels at scale 1 for a wrapped line's continuation
WHEEL_LINES = 2  # lines a notch of the wheel scrolls


def wrap_segments(measure, segments: list[Piece], width: int, indent: int) -> list[list[Piece]]:
    """``segments`` (text, colour) laid out in rows no wider than ``width``: breaks fall
    between words, a continuation row starts ``indent`` pixels in; ``measure(text)`` is the
    width of a text."""
    rows: list[list[Piece]] = [[]]
    x = 0
    for text, color in segments:
        for i, piece in enumerate(text.split(" ")):
            word = piece if i == 0 else " " + piece
            w = measure(word)
            if x + w > width and x > indent and rows[-1]:
                rows.append([])
                x = indent
                word = word.lstrip(" ")
                w = measure(word)
            if word:
                rows[-1].append((word, color))
                x += w
    return rows


class LogScroll:
    """How far the log is scrolled back from its newest row (0: the newest at the bottom)."""

    def __init__(self) -> None:
        self.back = 0
        self.most = 0  # rows the log can scroll back, as last drawn
        self.page = 1  # rows that fit, as last drawn

    def scroll(self, rows: int) -> None:
        self.back = max(0, min(self.most, self.back + rows))

    def handle(self, event: pygame.event.Event, rect: pygame.Rect,
               mouse: tuple[int, int]) -> bool:
        """Wheel over the log, or Page Up / Page Down / End: True when used."""
        if event.type == pygame.MOUSEWHEEL and rect.collidepoint(mouse):
            self.scroll(event.y * WHEEL_LINES)
            return True
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_PAGEUP: self.page - 1, pygame.K_PAGEDOWN: 1 - self.page,
                     pygame.K_END: -self.most}
            if event.key in steps:
                self.scroll(steps[event.key] or (1 if event.key == pygame.K_PAGEUP else -1))
                return True
        return False


def draw_log(surface: pygame.Surface, look: TableLook, scroll: LogScroll) -> None:
    lay = look.layout
    rect = lay.log_rect
    if rect.h < 40 * lay.s:
        return
    s = lay.s
    fonts = look.fonts
    theme.panel(surface, rect, (0, 0, 0, 90), radius=10)
    size = max(10, int(13 * s))
    line_h = int(size * 1.35)
    # scrolled back, the heading says that newer lines are below (and how to get there)
    key, color = ("ui.table.log_newer", theme.GOLD) if scroll.back else \
        ("ui.table.log", theme.MUTED)
    head = fonts.render(t(key), int(12 * s), color, True)
    surface.blit(head, (rect.x + int(10 * s), rect.y + int(6 * s)))
    if scroll.most > 0:  # there is more above: the keys that scroll it, where they fit
        keys = fonts.render(t("ui.table.log_keys"), int(11 * s), theme.DIM, True)
        x = rect.right - int(10 * s) - keys.get_width()
        if x > rect.x + int(16 * s) + head.get_width():
            surface.blit(keys, (x, rect.y + int(6 * s) + (head.get_height()
                                                          - keys.get_height()) // 2))
    top = rect.y + int(8 * s) + head.get_height()
    fits = max(0, (rect.bottom - top - int(6 * s)) // line_h)
    font = fonts(size)
    width = rect.w - int(22 * s)
    rows = [row for line in look.shown.log
            for row in wrap_segments(lambda text: font.size(text)[0],
                                     line.segments(look.player_name), width, int(INDENT * s))]
    scroll.page, scroll.most = max(1, fits), max(0, len(rows) - fits)
    scroll.back = min(scroll.back, scroll.most)
    end = len(rows) - scroll.back
    shown = rows[max(0, end - fits):end] if fits else []
    y = top
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-int(8 * s), 0))
    for row in shown:
        x = rect.x + int(10 * s)
        for text, color in row:
            img = fonts.render(text, size, color)
            surface.blit(img, (x, y))
            x += img.get_width()
        y += line_h
    surface.set_clip(clip)
