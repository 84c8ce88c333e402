"""Form controls: toggle, stepper, choice, slider, text field and push button.

Each control is one row: a label, an optional one-line explanation under it, and the control
on the right (below the label in a narrow window). Values are read through ``get`` and written
through ``set`` so a control always shows the current setting, even after a preset or
"Restore defaults" changed it behind its back.

Mouse: hover lights a row, a click focuses it and acts (a slider also drags). Keyboard
(through ``Form``): Tab / Shift+Tab and Up / Down move the focus, Left / Right change the
value, Enter or Space toggles or presses, Home / End go to the ends. The focused row has a gold
frame; nothing here reads or writes text catalogs, the caller passes every string.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import theme
from game.ui.fonts import Fonts
from game.ui.text import fit_size, wrap

NARROW = 520  # rows narrower than this put the control under the label
FOCUS = theme.GOLD
ROW_HOVER = (255, 255, 255, 22)
ROW_FOCUS = (30, 70, 44, 230)
TRACK = (20, 44, 30)
SEGMENT = (44, 88, 60)
SEGMENT_HOVER = (66, 120, 84)
OFF = (88, 100, 92)
PROMINENT = (70, 58, 18, 150)


@dataclass
class Look:
    """Sizes for one window size: every control scales with ``s`` (1.0 at 1280x720)."""

    fonts: Fonts
    s: float

    @property
    def label_size(self) -> int:
        return max(15, round(20 * self.s))

    @property
    def help_size(self) -> int:
        return max(13, round(15 * self.s))

    @property
    def pad(self) -> int:
        return max(6, round(10 * self.s))

    @property
    def control_h(self) -> int:
        return max(26, round(36 * self.s))


class Widget:
    """A focusable row. Subclasses draw the control and react to its keys and clicks."""

    focusable = True

    def __init__(self, label: str, help_text: str = "") -> None:
        self.label = label
        self.help = help_text
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.control = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.hovered = False
        self.focused = False
        self.clip: pygame.Rect | None = None  # the visible area, when inside a scrolled view
        self.prominent = False  # framed in gold even when not focused (the Eight stop switch)
        self._lines: list[str] = []
        self._help_lines: list[str] = []
        self._text_y = 0

    # -- layout ---------------------------------------------------------------------------------
    def control_width(self, look: Look) -> int:
        return round(300 * look.s)

    def own_line(self, width: int, look: Look) -> bool:
        """Whether the control goes under the label instead of beside it."""
        return width < NARROW

    def layout(self, x: int, y: int, width: int, look: Look) -> int:
        """Place the row at (x, y), ``width`` wide; returns its height."""
        pad = look.pad
        cw = min(self.control_width(look), width - 2 * pad)
        narrow = self.own_line(width, look)
        text_w = width - 2 * pad - (0 if narrow else cw + pad)
        self._lines = wrap(look.fonts(look.label_size, True), self.label, text_w)
        self._help_lines = wrap(look.fonts(look.help_size), self.help, text_w) if self.help else []
        text_h = (len(self._lines) * look.fonts(look.label_size, True).get_linesize()
                  + len(self._help_lines) * look.fonts(look.help_size).get_linesize())
        ch = look.control_h
        self._text_y = pad
        if narrow:
            height = pad + text_h + pad // 2 + ch + pad
            self.control = pygame.Rect(x + pad, y + pad + text_h + pad // 2, width - 2 * pad, ch)
        else:
            height = max(text_h, ch) + 2 * pad
            self.control = pygame.Rect(x + width - pad - cw, y + (height - ch) // 2, cw, ch)
            self._text_y = (height - text_h) // 2
        self.rect = pygame.Rect(x, y, width, height)
        return height

    def move(self, dy: int) -> None:
        self.rect.y += dy
        if self.control is not self.rect:  # a push button's control is its whole row
            self.control.y += dy

    # -- input ----------------------------------------------------------------------------------
    def visible_at(self, pos: tuple[int, int]) -> bool:
        return self.rect.collidepoint(pos) and (self.clip is None or self.clip.collidepoint(pos))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to a mouse event or (when focused) a key; True when it was used."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.visible_at(event.pos)
            return self.mouse_motion(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.visible_at(event.pos) and self.click(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.release()
        if event.type == pygame.KEYDOWN and self.focused:
            return self.key(event)
        if event.type == pygame.TEXTINPUT and self.focused:
            return self.text(event.text)
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        return True  # a click anywhere on the row focuses it

    def mouse_motion(self, event: pygame.event.Event) -> bool:
        return False

    def release(self) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        return False

    def text(self, text: str) -> bool:
        return False

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, look: Look) -> None:
        r = self.rect
        radius = max(4, r.h // 8)
        if self.prominent:
            theme.panel(surface, r, PROMINENT, radius, theme.GOLD_DARK)
        if self.focused:
            theme.panel(surface, r, ROW_FOCUS, radius, FOCUS)
            pygame.draw.rect(surface, FOCUS, (r.x, r.y + 4, max(3, look.pad // 2), r.h - 8),
                             border_radius=2)
        elif self.hovered and self.enabled:
            theme.panel(surface, r, ROW_HOVER, radius)
        color = (theme.GOLD if self.prominent else theme.WHITE) if self.enabled else theme.DIM
        y = r.y + self._text_y
        bold = look.fonts(look.label_size, True)
        for line in self._lines:
            surface.blit(look.fonts.render(line, look.label_size, color, True), (r.x + look.pad, y))
            y += bold.get_linesize()
        for line in self._help_lines:
            surface.blit(look.fonts.render(line, look.help_size, theme.MUTED), (r.x + look.pad, y))
            y += look.fonts(look.help_size).get_linesize()
        self.draw_control(surface, look)

    def draw_control(self, surface: pygame.Surface, look: Look) -> None:
        """Draw the control itself inside ``self.control``."""


def _center_text(surface: pygame.Surface, look: Look, text: str, rect: pygame.Rect,
                 color: tuple[int, ...], bold: bool = False, size: int | None = None) -> None:
    size = fit_size(lambda n: look.fonts(n, bold), text, size or look.label_size, rect.w - 6, 9)
    theme.blit_center(surface, look.fonts.render(text, size, color, bold), rect.center)


class Toggle(Widget):
    """On or off: click the row, or press Enter, Space, Left or Right."""

    def __init__(self, label: str, get: Callable[[], bool], set: Callable[[bool], None],
                 help_text: str = "", on_text: str = "", off_text: str = "") -> None:
        super().__init__(label, help_text)
        self.get, self.set = get, set
        self.on_text, self.off_text = on_text, off_text

    def control_width(self, look: Look) -> int:
        return round(160 * look.s)

    def click(self, pos: tuple[int, int]) -> bool:
        self.set(not self.get())
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.set(not self.get())
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set(event.key == pygame.K_RIGHT)
            return True
        return False

    def draw_control(self, surface: pygame.Surface, look: Look) -> None:
        on = self.get()
        c = self.control
        h = round(c.h * 0.8)
        pill = pygame.Rect(c.right - 2 * h, c.centery - h // 2, 2 * h, h)
        active = self.enabled
        pygame.draw.rect(surface, theme.GOLD if on and active else (OFF if not on else theme.DIM),
                         pill, border_radius=h // 2)
        pygame.draw.rect(surface, theme.GOLD_DARK if on else TRACK, pill, 2, border_radius=h // 2)
        knob_x = pill.right - h // 2 if on else pill.x + h // 2
        pygame.draw.circle(surface, theme.WHITE, (knob_x, pill.centery), h // 2 - 3)
        word = self.on_text if on else self.off_text
        if word:
            text_rect = pygame.Rect(c.x, c.y, c.w - pill.w - look.pad, c.h)
            img = look.fonts.render(word, look.help_size + 1, theme.WHITE if on else theme.MUTED)
            surface.blit(img, img.get_rect(midright=text_rect.midright))


class Stepper(Widget):
    """A whole number between ``lo`` and ``hi``: − and + buttons, or Left / Right."""

    def __init__(self, label: str, get: Callable[[], int], set: Callable[[int], None],
                 lo: int, hi: int, help_text: str = "",
                 fmt: Callable[[int], str] = str) -> None:
        super().__init__(label, help_text)
        self.get, self.set = get, set
        self.lo, self.hi = lo, hi
        self.fmt = fmt

    def control_width(self, look: Look) -> int:
        return round(180 * look.s)

    def _buttons(self) -> tuple[pygame.Rect, pygame.Rect]:
        c = self.control
        size = c.h
        minus = pygame.Rect(c.right - 3 * size, c.y, size, size)
        plus = pygame.Rect(c.right - size, c.y, size, size)
        return minus, plus

    def change(self, delta: int) -> None:
        self.set(max(self.lo, min(self.hi, self.get() + delta)))

    def click(self, pos: tuple[int, int]) -> bool:
        minus, plus = self._buttons()
        if minus.collidepoint(pos):
            self.change(-1)
        elif plus.collidepoint(pos):
            self.change(+1)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        steps = {pygame.K_LEFT: -1, pygame.K_MINUS: -1, pygame.K_KP_MINUS: -1,
                 pygame.K_RIGHT: 1, pygame.K_PLUS: 1, pygame.K_KP_PLUS: 1, pygame.K_EQUALS: 1}
        if event.key in steps:
            self.change(steps[event.key])
            return True
        if event.key in (pygame.K_HOME, pygame.K_END):
            self.set(self.lo if event.key == pygame.K_HOME else self.hi)
            return True
        return False

    def draw_control(self, surface: pygame.Surface, look: Look) -> None:
        minus, plus = self._buttons()
        value = self.get()
        mouse = pygame.mouse.get_pos() if self.hovered else (-1, -1)
        for rect, sign, live in ((minus, "−", value > self.lo), (plus, "+", value < self.hi)):
            fill = SEGMENT_HOVER if live and rect.collidepoint(mouse) else SEGMENT
            pygame.draw.rect(surface, fill if live else TRACK, rect, border_radius=rect.h // 4)
            pygame.draw.rect(surface, theme.GOLD_DARK if live else OFF, rect, 2,
                             border_radius=rect.h // 4)
            _center_text(surface, look, sign, rect, theme.WHITE if live else theme.DIM, True)
        middle = pygame.Rect(minus.right, minus.y, plus.x - minus.right, minus.h)
        _center_text(surface, look, self.fmt(value), middle, theme.WHITE, True)


class Choice(Widget):
    """One of a few options, shown side by side; Left / Right move, Enter goes round."""

    def __init__(self, label: str, options: Sequence[tuple[Any, str]], get: Callable[[], Any],
                 set: Callable[[Any], None], help_text: str = "", width: int = 360,
                 highlight: Any = None) -> None:
        super().__init__(label, help_text)
        self.options = list(options)
        self.get, self.set = get, set
        self.width = width
        self.highlight = highlight  # an option drawn in gold outline (a default, say)
        self._needs: list[int] = []  # each option's natural width, from the last layout

    def control_width(self, look: Look) -> int:
        return max(round(self.width * look.s), self.natural_width(look))

    def natural_width(self, look: Look) -> int:
        """The width at which every option's text fits at the normal size."""
        font = look.fonts(look.help_size + 2, True)
        self._needs = [font.size(text)[0] + 2 * look.pad + 4 for _, text in self.options]
        return sum(self._needs)

    def own_line(self, width: int, look: Look) -> bool:
        return super().own_line(width, look) or self.control_width(look) > width * 0.58

    def index(self) -> int:
        value = self.get()
        for i, (v, _) in enumerate(self.options):
            if v == value:
                return i
        return -1  # none of them (e.g. rules that match no preset)

    def _segments(self) -> list[pygame.Rect]:
        """One rect per option, each as wide as its text needs, sharing out any spare room."""
        c = self.control
        n = len(self.options)
        needs = self._needs or [1] * n
        spare = max(0, c.w - sum(needs))
        widths = [need + spare // n for need in needs] if spare else needs
        scale = c.w / max(1, sum(widths))
        exact = [float(c.x)]
        for w in widths:
            exact.append(exact[-1] + w * scale)
        edges = [round(e) for e in exact]
        return [pygame.Rect(edges[i], c.y, edges[i + 1] - edges[i], c.h) for i in range(n)]

    def click(self, pos: tuple[int, int]) -> bool:
        for (value, _), seg in zip(self.options, self._segments()):
            if seg.collidepoint(pos):
                self.set(value)
        return True

    def key(self, event: pygame.event.Event) -> bool:
        i = self.index()
        n = len(self.options)
        if event.key == pygame.K_LEFT:
            self.set(self.options[max(0, i - 1)][0])
        elif event.key == pygame.K_RIGHT:
            self.set(self.options[min(n - 1, i + 1)][0])
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.set(self.options[(i + 1) % n][0])
        elif event.key in (pygame.K_HOME, pygame.K_END):
            self.set(self.options[0 if event.key == pygame.K_HOME else n - 1][0])
        else:
            return False
        return True

    def draw_control(self, surface: pygame.Surface, look: Look) -> None:
        chosen = self.index()
        segs = self._segments()
        mouse = pygame.mouse.get_pos() if self.hovered else (-1, -1)
        size = min(fit_size(lambda n: look.fonts(n, True), text, look.help_size + 2,
                            seg.w - 8, 11) for (_, text), seg in zip(self.options, segs))
        radius = max(4, self.control.h // 4)
        pygame.draw.rect(surface, TRACK, self.control, border_radius=radius)
        for i, ((value, text), seg) in enumerate(zip(self.options, segs)):
            inner = seg.inflate(-4, -4)
            if i == chosen:
                fill, color = (theme.GOLD if self.enabled else OFF), theme.TEXT_ON_BUTTON
            else:
                fill = SEGMENT_HOVER if inner.collidepoint(mouse) else SEGMENT
                color = theme.WHITE if self.enabled else theme.DIM
            pygame.draw.rect(surface, fill, inner, border_radius=radius)
            if value == self.highlight and i != chosen:
                pygame.draw.rect(surface, theme.GOLD_DARK, inner, 2, border_radius=radius)
            img = look.fonts.render(text, size, color, True)
            theme.blit_center(surface, img, inner.center)


class Slider(Widget):
    """A number from ``lo`` to ``hi`` in steps: drag or click the track, or Left / Right."""

    def __init__(self, label: str, get: Callable[[], float], set: Callable[[float], None],
                 lo: float, hi: float, step: float, help_text: str = "",
                 fmt: Callable[[float], str] = lambda v: f"{v:g}",
                 on_release: Callable[[], object] | None = None) -> None:
        super().__init__(label, help_text)
        self.get, self.set = get, set
        self.lo, self.hi, self.step = lo, hi, step
        self.fmt = fmt
        self.on_release = on_release
        self.dragging = False
        self._value_w = 0  # room for the widest value text, from the last layout

    def control_width(self, look: Look) -> int:
        return round(300 * look.s)

    def layout(self, x: int, y: int, width: int, look: Look) -> int:
        font = look.fonts(look.help_size + 1, True)
        self._value_w = max(font.size(self.fmt(v))[0] for v in (self.lo, self.hi)) + 8
        return super().layout(x, y, width, look)

    def _track(self) -> pygame.Rect:
        c = self.control
        value_w = max(round(c.h * 2.2), self._value_w)
        return pygame.Rect(c.x + c.h // 2, c.centery - 3, c.w - value_w - c.h, 6)

    def snap(self, value: float) -> float:
        steps = round((value - self.lo) / self.step)
        return round(max(self.lo, min(self.hi, self.lo + steps * self.step)), 6)

    def _set_from_x(self, x: int) -> None:
        track = self._track()
        frac = (x - track.x) / max(1, track.w)
        self.set(self.snap(self.lo + frac * (self.hi - self.lo)))

    def click(self, pos: tuple[int, int]) -> bool:
        if self.control.collidepoint(pos):
            self.dragging = True
            self._set_from_x(pos[0])
        return True

    def mouse_motion(self, event: pygame.event.Event) -> bool:
        if self.dragging:
            self._set_from_x(event.pos[0])
            return True
        return False

    def release(self) -> bool:
        if not self.dragging:
            return False
        self.dragging = False
        if self.on_release:
            self.on_release()
        return True

    def key(self, event: pygame.event.Event) -> bool:
        value = self.get()
        if event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            value -= self.step
        elif event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            value += self.step
        elif event.key in (pygame.K_HOME, pygame.K_END):
            value = self.lo if event.key == pygame.K_HOME else self.hi
        else:
            return False
        self.set(self.snap(value))
        if self.on_release:
            self.on_release()
        return True

    def draw_control(self, surface: pygame.Surface, look: Look) -> None:
        track = self._track()
        frac = (self.get() - self.lo) / (self.hi - self.lo)
        filled = track.copy()
        filled.w = round(track.w * frac)
        pygame.draw.rect(surface, TRACK, track.inflate(0, 2), border_radius=4)
        pygame.draw.rect(surface, theme.GOLD if self.enabled else OFF, filled, border_radius=4)
        knob = (track.x + filled.w, track.centery)
        radius = max(7, self.control.h // 3)
        if self.hovered or self.dragging:
            pygame.draw.circle(surface, (255, 255, 255, 60), knob, radius + 4)
        pygame.draw.circle(surface, theme.WHITE, knob, radius)
        pygame.draw.circle(surface, theme.GOLD_DARK, knob, radius, 2)
        value_rect = pygame.Rect(track.right + self.control.h // 2, self.control.y,
                                 self.control.right - track.right - self.control.h // 2,
                                 self.control.h)
        _center_text(surface, look, self.fmt(self.get()), value_rect, theme.WHITE, True,
                     look.help_size + 1)


class TextField(Widget):
    """One line of text up to ``limit`` characters; typing goes in while it has the focus."""

    def __init__(self, label: str, get: Callable[[], str], set: Callable[[str], None],
                 limit: int, help_text: str = "", placeholder: str = "") -> None:
        super().__init__(label, help_text)
        self.get, self.set = get, set
        self.limit = limit
        self.placeholder = placeholder
        self.blink = 0.0

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_BACKSPACE:
            self.set(self.get()[:-1])
            return True
        if event.key == pygame.K_DELETE and event.mod & pygame.KMOD_CTRL:
            self.set("")
            return True
        # Printable keys arrive again as TEXTINPUT: swallow them here so no shortcut fires.
        return bool(event.unicode) and event.unicode.isprintable() and event.key != pygame.K_TAB

    def text(self, text: str) -> bool:
        clean = "".join(ch for ch in text if ch.isprintable())
        value = (self.get() + clean)[: self.limit]
        self.set(value)
        return True

    def draw_control(self, surface: pygame.Surface, look: Look) -> None:
        c = self.control
        radius = max(4, c.h // 5)
        pygame.draw.rect(surface, (250, 248, 238) if self.focused else (226, 230, 222), c,
                         border_radius=radius)
        pygame.draw.rect(surface, FOCUS if self.focused else theme.GOLD_DARK, c, 2,
                         border_radius=radius)
        value = self.get()
        shown = value or self.placeholder
        color = theme.BLACK if value else (120, 128, 120)
        img = look.fonts.render(shown, look.label_size, color)
        x = c.x + look.pad
        outer = surface.get_clip()  # a scrolled list's viewport: stay inside it too
        surface.set_clip(c.inflate(-4, -4).clip(outer))
        surface.blit(img, img.get_rect(midleft=(x, c.centery)))
        if self.focused and pygame.time.get_ticks() // 530 % 2 == 0:
            cx = x + (look.fonts(look.label_size).size(value)[0] if value else 0) + 1
            pygame.draw.line(surface, theme.BLACK, (cx, c.y + 6), (cx, c.bottom - 6), 2)
        surface.set_clip(outer)


class InfoRow(Widget):
    """A row that only tells something (statistics, say); the focus passes it by."""

    focusable = False

    def control_width(self, look: Look) -> int:
        return 0

    def click(self, pos: tuple[int, int]) -> bool:
        return False


class Heading(InfoRow):
    """A small heading over a group of rows (the rule options' groups)."""

    def layout(self, x: int, y: int, width: int, look: Look) -> int:
        font = look.fonts(look.help_size, True)
        height = look.pad + font.get_linesize() + look.pad // 2
        self.rect = pygame.Rect(x, y, width, height)
        self.control = pygame.Rect(x, y, 0, 0)
        return height

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        r = self.rect
        text = look.fonts.render(self.label.upper(), look.help_size, theme.GOLD, True)
        ty = r.bottom - look.pad // 2 - text.get_height()
        surface.blit(text, (r.x + look.pad, ty))
        line_y = ty + text.get_height() // 2
        left = r.x + look.pad * 2 + text.get_width()
        if left < r.right - look.pad:
            pygame.draw.line(surface, theme.GOLD_DARK, (left, line_y), (r.right - look.pad,
                                                                        line_y), 1)


class PushButton(Widget):
    """A button that can take the focus: click, or Enter / Space while focused."""

    def __init__(self, label: str, on_click: Callable[[], object], primary: bool = False) -> None:
        super().__init__(label)
        self.on_click = on_click
        self.primary = primary

    def layout(self, x: int, y: int, width: int, look: Look) -> int:
        self.rect = pygame.Rect(x, y, width, look.control_h + look.pad)
        self.control = self.rect
        return self.rect.h

    def click(self, pos: tuple[int, int]) -> bool:
        self.on_click()
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        r = self.rect
        radius = max(4, r.h // 4)
        if self.primary:
            fill = theme.BUTTON_HOVER if self.hovered else theme.BUTTON
            color = theme.TEXT_ON_BUTTON
        else:
            fill = SEGMENT_HOVER if self.hovered else SEGMENT
            color = theme.WHITE
        surface.blit(theme.shadow(r.size, radius, 70), (r.x - radius, r.y - radius + 3))
        pygame.draw.rect(surface, fill, r, border_radius=radius)
        edge = FOCUS if self.focused else (theme.GOLD_DARK if self.primary else TRACK)
        pygame.draw.rect(surface, edge, r, 3 if self.focused else 2, border_radius=radius)
        if self.focused:
            pygame.draw.rect(surface, FOCUS, r.inflate(6, 6), 2, border_radius=radius + 3)
        _center_text(surface, look, self.label, r, color, True, look.label_size)


class Form:
    """The focus among a list of widgets, and the keys that move it."""

    def __init__(self, widgets: Sequence[Widget] = (),
                 on_focus: Callable[[Widget], None] | None = None) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus: Widget | None = None
        self.on_focus = on_focus

    def set_focus(self, widget: Widget | None) -> None:
        if self.focus is not None:
            self.focus.focused = False
        self.focus = widget
        if widget is not None:
            widget.focused = True
            if self.on_focus:
                self.on_focus(widget)

    def _usable(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.enabled]

    def move_focus(self, step: int) -> None:
        usable = self._usable()
        if not usable:
            return
        if self.focus not in usable:
            self.set_focus(usable[0] if step > 0 else usable[-1])
            return
        i = usable.index(self.focus)
        self.set_focus(usable[(i + step) % len(usable)])

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Give ``event`` to the widgets; True when one of them (or the focus) used it."""
        if event.type == pygame.KEYDOWN:
            if self.focus is not None and self.focus.handle_event(event):
                return True
            if event.key == pygame.K_TAB:
                self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.move_focus(-1 if event.key == pygame.K_UP else 1)
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            return self.focus is not None and self.focus.handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((w for w in self.widgets if w.focusable and w.enabled
                        and w.visible_at(event.pos)), None)
            if hit is not None:
                if hit is not self.focus:
                    self.set_focus(hit)  # first: a click that rebuilds the form keeps its focus
                return hit.handle_event(event)
        used = False
        for w in self.widgets:
            used = w.handle_event(event) or used
        return used

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        for w in self.widgets:
            w.draw(surface, look)
