"""Draws a rules page (game.ui.rules_content) onto one tall surface, set to a width.

The whole page is drawn once per width and language and then only blitted while scrolling.
Text wraps to the width; card pictures shrink to fit; a wide table becomes a list of labelled
paragraphs when its columns would be too narrow to read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.cards import parse_card
from game.ui import theme
from game.ui.card_images import CardImages, card_width
from game.ui.fonts import Fonts
from game.ui.rules_content import Block, Cards, Heading, Para, PresetTable, Table, preset_table
from game.ui.text import wrap

MIN_COLUMN = 130  # narrower table columns are unreadable: the table is stacked instead
CROSS = (214, 64, 56)
OVERLAP = 0.5  # how far the next card of a group sits along: its corner index stays in view


@dataclass
class PageStyle:
    fonts: Fonts
    cards: CardImages
    s: float

    @property
    def body(self) -> int:
        return max(15, round(19 * self.s))

    @property
    def heading(self) -> int:
        return max(18, round(25 * self.s))

    @property
    def small(self) -> int:
        return max(13, round(16 * self.s))

    @property
    def card_h(self) -> int:
        return max(54, round(86 * self.s))

    @property
    def gap(self) -> int:
        return max(6, round(12 * self.s))


class PageWriter:
    """Lays out blocks top to bottom; ``draw`` puts them on a surface of the final height."""

    def __init__(self, width: int, style: PageStyle, t: Callable[..., str]) -> None:
        self.width = width
        self.style = style
        self.t = t
        self.ops: list[tuple[int, Callable[[pygame.Surface, int], None]]] = []
        self.y = 0

    def _add(self, height: int, paint: Callable[[pygame.Surface, int], None]) -> None:
        self.ops.append((self.y, paint))
        self.y += height

    def space(self, height: int) -> None:
        self.y += height

    def text(self, text: str, size: int, color: tuple[int, ...], bold: bool = False,
             indent: int = 0, centered: bool = False) -> None:
        font = self.style.fonts(size, bold)
        lines = wrap(font, text, self.width - indent)
        step = font.get_linesize()
        fonts = self.style.fonts

        def paint(surface: pygame.Surface, y: int) -> None:
            for i, line in enumerate(lines):
                img = fonts.render(line, size, color, bold)
                x = (self.width - img.get_width()) // 2 if centered else indent
                surface.blit(img, (x, y + i * step))

        self._add(step * len(lines), paint)

    def block(self, block: Block) -> None:
        st = self.style
        if isinstance(block, Heading):
            self.space(st.gap * 2 if self.y else 0)
            self.text(self.t(block.key), st.heading, theme.GOLD, bold=True)
            self.space(st.gap // 2)
        elif isinstance(block, Para):
            self.text(self.t(block.key), st.body, theme.WHITE)
            self.space(st.gap)
        elif isinstance(block, Cards):
            self.cards(block)
        elif isinstance(block, PresetTable):
            self.table(preset_table(self.t))
        elif isinstance(block, Table):
            self.table(block)

    # -- card pictures --------------------------------------------------------------------------
    def cards(self, block: Cards) -> None:
        st = self.style
        groups = [g.split() for g in block.groups]
        arrow = st.fonts(st.heading, True).size(" → ")[0]

        def row_width(h: int) -> int:
            w = card_width(h)
            step = round(w * OVERLAP)
            return sum(w + step * (len(g) - 1) for g in groups) + arrow * (len(groups) - 1)

        h = st.card_h
        while h > 24 and row_width(h) > self.width - 2 * st.gap:
            h -= 2
        total = row_width(h)
        x0 = st.gap + max(0, (self.width - 2 * st.gap - total) // 2)
        images = st.cards

        def paint(surface: pygame.Surface, y: int) -> None:
            x = x0
            w = card_width(h)
            for gi, group in enumerate(groups):
                if gi:
                    img = st.fonts.render("→", st.heading, theme.GOLD, True)
                    surface.blit(img, img.get_rect(center=(x + arrow // 2, y + h // 2)))
                    x += arrow
                for ci, code in enumerate(group):
                    crossed = code.endswith("!")
                    card = images.get(parse_card(code.rstrip("!")), h, dim=crossed)
                    surface.blit(theme.shadow(card.get_size(), 4, 60), (x - 4, y - 2))
                    surface.blit(card, (x, y))
                    if crossed:
                        _cross(surface, pygame.Rect(x, y, w, h))
                    x += round(w * OVERLAP) if ci < len(group) - 1 else w

        self.space(st.gap // 2)
        self._add(h, paint)
        self.space(st.gap // 2)
        self.text(self.t(block.caption), st.small, theme.MUTED, centered=True)
        self.space(st.gap)

    # -- tables ---------------------------------------------------------------------------------
    def table(self, table: Table) -> None:
        cell = (lambda k: k) if table.literal else self.t
        header = [cell(k) for k in table.header]
        rows = [[cell(k) for k in row] for row in table.rows]
        n = len(header)
        first = round(self.width * (0.28 if n > 3 else 0.26))
        other = (self.width - first) // max(1, n - 1)
        if min(first, other) < MIN_COLUMN and not table.literal:
            self._stacked(header, rows)
            return
        widths = [first] + [other] * (n - 1)
        self._grid(header, rows, widths)

    def _grid(self, header: list[str], rows: list[list[str]], widths: list[int]) -> None:
        st = self.style
        pad = max(4, st.gap // 2 + 2)
        all_rows = [header] + rows
        laid = []
        for r, row in enumerate(all_rows):
            cells = []
            for c, text in enumerate(row):
                bold = r == 0 or c == 0
                size = st.small if r else st.small + 1
                font = st.fonts(size, bold)
                lines = wrap(font, text, widths[c] - 2 * pad)
                cells.append((lines, size, bold, font.get_linesize()))
            height = max(len(ls) * step for ls, _, _, step in cells) + 2 * pad
            laid.append((cells, height))
        fonts = st.fonts
        total_w = sum(widths)

        def paint(surface: pygame.Surface, y: int) -> None:
            top = y
            for r, (cells, height) in enumerate(laid):
                rect = pygame.Rect(0, y, total_w, height)
                fill = (12, 40, 24) if r == 0 else ((34, 84, 54) if r % 2 else (26, 72, 46))
                pygame.draw.rect(surface, fill, rect)
                x = 0
                for c, (lines, size, bold, step) in enumerate(cells):
                    color = theme.GOLD if r == 0 else (theme.WHITE if c else theme.HIGHLIGHT)
                    for i, line in enumerate(lines):
                        surface.blit(fonts.render(line, size, color, bold),
                                     (x + pad, y + pad + i * step))
                    x += widths[c]
                    if c < len(cells) - 1:
                        pygame.draw.line(surface, (10, 52, 30), (x, y), (x, y + height - 1))
                y += height
            pygame.draw.rect(surface, theme.GOLD_DARK, (0, top, total_w, y - top), 1)

        self._add(sum(h for _, h in laid), paint)
        self.space(st.gap)

    def _stacked(self, header: list[str], rows: list[list[str]]) -> None:
        """A narrow table: each row's name, then each column's title and text."""
        st = self.style
        for row in rows:
            self.text(row[0], st.body, theme.HIGHLIGHT, bold=True)
            for title, text in zip(header[1:], row[1:]):
                self.text(title, st.small, theme.GOLD, bold=True, indent=st.gap)
                self.text(text, st.small, theme.WHITE, indent=st.gap * 2)
            self.space(st.gap)

    # -- output ---------------------------------------------------------------------------------
    def draw(self) -> pygame.Surface:
        surface = pygame.Surface((self.width, max(1, self.y)), pygame.SRCALPHA)
        for y, paint in self.ops:
            paint(surface, y)
        return surface


def _cross(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Strike out a card that may not be played there."""
    r = rect.inflate(-rect.w // 6, -rect.h // 6)
    width = max(3, rect.w // 14)
    pygame.draw.line(surface, CROSS, r.topleft, r.bottomright, width)
    pygame.draw.line(surface, CROSS, r.topright, r.bottomleft, width)


def render_page(blocks: tuple[Block, ...], width: int, style: PageStyle,
                t: Callable[..., str]) -> pygame.Surface:
    """The whole page drawn ``width`` pixels wide, as tall as it needs."""
    writer = PageWriter(width, style, t)
    for block in blocks:
        writer.block(block)
    writer.space(style.gap * 2)
    return writer.draw()
