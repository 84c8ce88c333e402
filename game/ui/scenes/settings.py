"""The settings screen: the rules of the next match, the players, and display and sound.

Opened from the title and from the pause overlay (``app.open_settings()``). Every change is
written to the settings file a moment later (and on leaving). Cosmetic changes apply at once:
language, card style, volume and mute, fullscreen. Rule changes wait for the next new match,
and the screen says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import Any

import pygame

from game import ai, i18n, saves
from game import settings as settings_file
from game.ai import core
from game.engine.cards import parse_card
from game.engine.options import (
    BY_KEY,
    GROUPS,
    OPTIONS,
    PRESETS,
    Option,
    Rules,
    switch_preset,
)
from game.i18n import t
from game.settings import ANIMATION_SPEEDS, CARD_STYLES, LEVELS, MAX_NAME, OPPONENT_SEATS
from game.ui import glyphs, theme
from game.ui.a11y import set_high_contrast
from game.ui.reading_rows import reading_rows
from game.ui.scene import Scene
from game.ui.scroll import ScrollView
from game.ui.text import wrap
from game.ui.widgets import (
    Choice,
    Form,
    Heading,
    InfoRow,
    Look,
    PushButton,
    Slider,
    Stepper,
    TextField,
    Toggle,
    Widget,
)
from game.ui.words import default_seat_name, seat_name, set_opponent_names

TABS = ("rules", "players", "table", "display")
SAVE_DELAY = 0.4  # seconds after the last change (a dragged slider changes every frame)
TOAST_TIME = 2.5
PREVIEW = ("8H", "TC", "QD", "AS")
PANEL_FILL = (8, 34, 20)
# The heading over each declared group of rule options.
GROUP_HEADINGS = {"table": "settings.group.table", "classic": "settings.group.classic",
                  "house": "settings.group.house"}


class Tabs(Choice):
    """The row of tabs at the top: a choice that fills its row and has no label."""

    def layout(self, x: int, y: int, width: int, look: Look) -> int:
        h = look.control_h + 4
        self.rect = pygame.Rect(x, y, width, h)
        self.control = self.rect.inflate(-4, -4)
        self._lines, self._help_lines = [], []
        return h


class CardPreview(InfoRow):
    """A few cards in the chosen style, under the style choice."""

    def __init__(self, cards: object) -> None:
        super().__init__("")
        self.cards = cards

    def layout(self, x: int, y: int, width: int, look: Look) -> int:
        h = max(60, round(96 * look.s))
        self.rect = pygame.Rect(x, y, width, h + look.pad)
        return self.rect.h

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        h = self.rect.h - look.pad
        images = [self.cards.get(parse_card(code), h) for code in PREVIEW]  # type: ignore[attr-defined]
        step = images[0].get_width() + look.pad
        x = self.rect.right - look.pad - step * len(images) + look.pad
        for img in images:
            surface.blit(img, (x, self.rect.y))
            x += step


def _decimal(value: float) -> str:
    return f"{value:.1f}".replace(".", t("settings.decimal_point"))


class SettingsScene(Scene):
    is_overlay = True

    def __init__(self, app, tab: str = "rules") -> None:
        super().__init__(app)
        self.tab = tab if tab in TABS else TABS[0]
        self.view = ScrollView()
        self.rows: list[Widget] = []
        self.form = Form()
        self.clock = 0.0
        self.changed_at: float | None = None
        self.toast_until = 0.0
        self.toast = ""
        self.stats = saves.load_stats()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.hint_rect: pygame.Rect | None = None  # where the key hint goes; None: no room
        self.hint_size = 0
        self._laid_scroll = 0

    @property
    def settings(self) -> settings_file.Settings:
        return self.app.settings

    # -- building the controls ----------------------------------------------------------------
    def enter(self) -> None:
        self.build()

    def exit(self) -> None:
        self.save()

    def build(self) -> None:
        """(Re)create every control in the current language, keeping the focused one."""
        old = self.form.widgets.index(self.form.focus) if self.form.focus in self.form.widgets \
            else None
        self.tabs = Tabs("", [(k, t(f"settings.tab.{k}")) for k in TABS], lambda: self.tab,
                         self.show_tab)
        self.rows = {"rules": self._rules_rows, "players": self._player_rows,
                     "table": self._table_rows, "display": self._display_rows}[self.tab]()
        self.restore = PushButton(t("settings.restore"), self.restore_defaults)
        self.back = PushButton(t("settings.back"), self.app.scenes.pop, primary=True)
        self.form = Form([self.tabs, *self.rows, self.restore, self.back], self._focused)
        self.resize(self.app.screen_size)
        if old is not None and old < len(self.form.widgets):
            self.form.set_focus(self.form.widgets[old])

    def _toggle(self, name: str, get: Callable[[], bool], set: Callable[[bool], None]) -> Toggle:
        return Toggle(t(f"settings.{name}"), get, set, t(f"settings.{name}.help"),
                      t("settings.on"), t("settings.off"))

    def _rule(self, name: str) -> tuple[Callable[[], Any], Callable[[Any], None]]:
        return (lambda: getattr(self.settings.rules, name),
                lambda value: self._set_rules(self.settings.rules.with_(**{name: value})))

    def _option_row(self, opt: Option) -> Widget:
        """The row of one declared rule option: a switch or a stepper, greyed with the
        reason while an option it needs is off."""
        row: Widget
        if opt.kind is bool:
            row = Toggle(t(opt.name_key), *self._rule(opt.key), t(opt.help_key),
                         t("settings.on"), t("settings.off"))
        else:
            row = Stepper(t(opt.name_key), *self._rule(opt.key), opt.lo, opt.hi,
                          t(opt.help_key))
        row.prominent = opt.prominent
        missing = self.settings.rules.unmet_needs(opt.key)
        if missing:
            row.enabled = False
            row.help = t("settings.needs", options=", ".join(t(BY_KEY[k].name_key)
                                                             for k in missing))
        return row

    def _rules_rows(self) -> list[Widget]:
        rules = self.settings.rules
        preset_help = "settings.preset.help" if rules.preset_name else "settings.preset.help_custom"
        ordered = sorted(OPTIONS, key=lambda o: (not o.prominent, GROUPS.index(o.group)))
        rows: list[Widget] = [self._option_row(o) for o in ordered if o.prominent]
        rows.append(
            Choice(t("settings.preset"), [(p, t(f"settings.preset.{p}")) for p in PRESETS],
                   lambda: self.settings.rules.preset_name, self._set_preset, t(preset_help),
                   width=440))
        group = None
        for opt in (o for o in ordered if not o.prominent):
            if opt.group != group:  # a small heading over each declared group
                group = opt.group
                rows.append(Heading(t(GROUP_HEADINGS[group])))
            rows.append(self._option_row(opt))
        return rows

    def _player_rows(self) -> list[Widget]:
        offered = [lv for lv in LEVELS if lv != "master" or ai.master_unavailable() is None]
        levels = [(lv, t(f"settings.level.{lv}")) for lv in offered]
        players = self.settings.rules.players
        common = self._common_level()
        everyone = Choice(t("settings.level_all"), levels, self._common_level, self._set_all,
                          t("settings.level.master.help") if common == "master"
                          else t("settings.level_all.help") if common
                          else t("settings.level.mixed"))
        if len(offered) < len(LEVELS):  # said once, where the levels are chosen
            everyone.help = t("settings.level.master.unavailable")
        elif common == "master" and not core.available():  # no compiled core: fewer deals
            everyone.help = t("settings.level.master.weaker")
        rows: list[Widget] = [
            TextField(t("settings.name"), lambda: self.settings.player_name, self._set_name,
                      MAX_NAME, t("settings.name.help"), t("settings.name.placeholder")),
            everyone,
        ]
        for seat in range(1, OPPONENT_SEATS + 1):
            rows.extend(self._seat_rows(seat, levels, players))
        rows.append(Toggle(t("settings.pass_for_me"), lambda: self.settings.pass_for_me,
                           lambda v: self._set("pass_for_me", v), t("settings.pass_for_me.help"),
                           t("settings.on"), t("settings.off")))
        rows.append(Toggle(t("settings.guide"), lambda: self.settings.guide, self._set_guide,
                           t("settings.guide.help"), t("settings.on"), t("settings.off")))
        st = self.stats
        rows.append(InfoRow(t("settings.stats"), t("settings.stats.help", played=st.played,
                                                    won=st.won, president=st.president)))
        return rows

    def _seat_rows(self, seat: int, levels: list[tuple[str, str]], players: int
                   ) -> list[Widget]:
        """An opponent's name (empty: the catalog's) and level (greyed for a seat not at the
        table)."""
        default = default_seat_name(seat)
        name = TextField(t("settings.opponent_name", n=seat), self._name_getter(seat - 1),
                         self._name_setter(seat - 1), MAX_NAME,
                         t("settings.opponent_name.help", name=default), default)
        level = Choice(t("settings.level_seat", name=seat_name(seat)), levels,
                       self._level_getter(seat - 1), self._level_setter(seat - 1))
        if seat >= players:  # its name may still be typed, for a larger table later
            level.enabled = False
            level.help = t("settings.level_seat.unused", players=players)
        return [name, level]

    def _table_rows(self) -> list[Widget]:
        """How the table moves and reads: its pace, its size, reduced motion, contrast."""
        speeds = [(v, t(f"settings.anim.{k}"))
                  for v, k in zip(ANIMATION_SPEEDS, ("off", "slow", "normal", "fast"))]
        lo, hi = settings_file.DELAY_RANGE
        return [
            Choice(t("settings.animation"), speeds, lambda: self.settings.animation_speed,
                   lambda v: self._set("animation_speed", v), t("settings.animation.help"),
                   width=400),
            Slider(t("settings.delay"), lambda: self.settings.opponent_delay,
                   lambda v: self._set("opponent_delay", v), lo, hi, 0.1,
                   t("settings.delay.help"),
                   fmt=lambda v: t("settings.seconds", value=_decimal(v))),
            *reading_rows(self),
        ]

    def _display_rows(self) -> list[Widget]:
        return [
            Choice(t("settings.language"), list(i18n.LANGUAGES.items()),
                   lambda: self.settings.language, self._set_language,
                   t("settings.language.help"), width=300),
            Choice(t("settings.card_style"), [(k, t(f"settings.style.{k}")) for k in CARD_STYLES],
                   lambda: self.settings.card_style, lambda v: self._set("card_style", v),
                   t("settings.card_style.help"), width=400),
            CardPreview(self.app.cards),
            Slider(t("settings.volume"), lambda: self.settings.volume,
                   lambda v: self._set("volume", v), 0.0, 1.0, 0.05, t("settings.volume.help"),
                   fmt=lambda v: t("settings.percent", value=round(v * 100)),
                   on_release=lambda: self.app.audio.play("play")),
            self._toggle("mute", lambda: self.settings.muted, lambda v: self._set("muted", v)),
            self._toggle("fullscreen", lambda: bool(getattr(self.app, "fullscreen", False)),
                         self._set_fullscreen),
        ]

    # -- changing settings ----------------------------------------------------------------------
    def show_tab(self, tab: str) -> None:
        if tab != self.tab:
            self.tab = tab
            self.view.scroll_to(0)
            self.build()
            self.form.set_focus(self.tabs)

    def _changed(self, relayout: bool = False) -> None:
        self.changed_at = self.clock
        self.apply_cosmetics()
        if relayout:
            self.build()

    def _set(self, name: str, value: object) -> None:
        setattr(self.settings, name, value)
        self._changed()

    def _set_rules(self, rules: Rules) -> None:
        self.settings.rules = rules
        self._changed(relayout=True)  # the preset's explanation may change

    def _set_preset(self, name: str) -> None:
        self._set_rules(switch_preset(name, self.settings.rules))

    def _level_getter(self, i: int) -> Callable[[], str]:
        return lambda: self.settings.levels[i]

    def _level_setter(self, i: int) -> Callable[[Any], None]:
        return lambda value: self._set_level(i, value)

    def _name_getter(self, i: int) -> Callable[[], str]:
        return lambda: self.settings.opponent_names[i]

    def _name_setter(self, i: int) -> Callable[[str], None]:
        return lambda value: self._set_opponent_name(i, value)

    def _set_opponent_name(self, index: int, name: str) -> None:
        """A name for an opponent, shown at once (the match in progress too)."""
        names = list(self.settings.opponent_names)
        names[index] = glyphs.drawable(name)[:MAX_NAME]
        self.settings.opponent_names = names
        set_opponent_names(names)
        self._changed(relayout=True)  # the seat's level row is labelled with the name

    def _common_level(self) -> str | None:
        seated = self.settings.levels[: self.settings.rules.players - 1]
        return seated[0] if len(set(seated)) == 1 else None

    def _set_all(self, level: str) -> None:
        self.settings.levels = [level] * OPPONENT_SEATS
        self._changed(relayout=True)

    def _set_level(self, index: int, level: str) -> None:
        levels = list(self.settings.levels)
        levels[index] = level
        self.settings.levels = levels
        self._changed(relayout=True)

    def _set_name(self, name: str) -> None:
        self.settings.player_name = glyphs.drawable(name)[:MAX_NAME]
        session = getattr(self.app, "session", None)  # the match in progress shows it at once
        if session is not None and hasattr(session, "player_name"):
            session.player_name = self.settings.player_name
        self._changed()

    def _set_language(self, lang: str) -> None:
        self.settings.language = lang
        self._changed(relayout=True)

    def _set_guide(self, on: bool) -> None:
        """Tips on again: every tip shows once more, from the next moment it matters."""
        self.settings.guide = on
        if on:
            self.settings.seen_tips = []
        self._changed()

    def _set_fullscreen(self, on: bool) -> None:
        self.settings.fullscreen = on
        self._changed()

    def apply_cosmetics(self) -> None:
        """Make the look and sound follow the settings now (rules wait for the next match)."""
        s = self.settings
        if i18n.language() != s.language:
            i18n.set_language(s.language)
            pygame.display.set_caption(t("app.title"))
        set_high_contrast(s.high_contrast)
        set_opponent_names(s.opponent_names)
        cards = self.app.cards
        if getattr(cards, "style", s.card_style) != s.card_style:
            cards.set_style(s.card_style)
        audio = self.app.audio
        if hasattr(audio, "apply"):
            audio.apply(s)
        if bool(getattr(self.app, "fullscreen", False)) != s.fullscreen and hasattr(
                self.app, "toggle_fullscreen"):
            self.app.toggle_fullscreen()

    def restore_defaults(self) -> None:
        fresh = settings_file.defaults()
        for f in fields(fresh):
            setattr(self.settings, f.name, getattr(fresh, f.name))
        self._changed(relayout=True)
        self.toast = t("settings.restored")
        self.toast_until = self.clock + TOAST_TIME

    def save(self) -> None:
        if self.changed_at is not None:
            settings_file.save(self.settings)
            self.changed_at = None

    # -- layout ---------------------------------------------------------------------------------
    def _look(self) -> Look:
        return Look(self.app.fonts, self.s)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.s = s = theme.scale_for(size)
        look = self._look()
        margin = max(8, round(24 * s))
        self.panel = pygame.Rect(0, 0, min(w - 2 * margin, max(640, round(1000 * s))),
                                 h - 2 * margin)
        self.panel.center = (w // 2, h // 2)
        pad = self.pad = max(10, round(20 * s))
        inner_x, inner_w = self.panel.x + pad, self.panel.w - 2 * pad
        self.title_y = self.panel.y + pad
        title_h = self.app.fonts(self._title_size(), True).get_linesize()
        y = self.title_y + title_h + pad // 2
        y += self.tabs.layout(inner_x, y, inner_w, look) + pad // 2
        self.notice_y = y
        if self.tab == "rules":
            y += self._notice_font().get_linesize() * len(
                self._notice_lines(inner_w)) + pad // 2
        self._layout_footer(look, inner_x, inner_w)
        viewport = pygame.Rect(inner_x - pad // 2, y, inner_w + pad, self.footer_y - pad // 2 - y)
        bar = max(8, round(10 * s)) + 4
        row_y = viewport.y
        for row in self.rows:
            row.clip = viewport
            row_y += row.layout(inner_x - pad // 2, row_y, inner_w + pad // 2 - bar, look) + 2
        self.view.set_size(viewport, row_y - viewport.y, s)
        self._laid_scroll = 0
        self._sync_scroll()

    def _layout_footer(self, look: Look, x: int, width: int) -> None:
        """The two buttons at the bottom, and the key hint at a readable size: between them
        when it fits there, else on a line of its own under them, else not at all."""
        pad, fonts = self.pad, self.app.fonts
        button_h = look.control_h + look.pad
        label_w = max(fonts(look.label_size, True).size(b.label)[0]
                      for b in (self.restore, self.back))
        button_w = min(max(round(240 * self.s), label_w + 2 * look.pad + 8), width // 2 - pad)
        self.hint_size = look.help_size
        hint = fonts(self.hint_size)
        hint_w = max(hint.size(t(k))[0] for k in ("settings.keys", "settings.restored"))
        between = width - 2 * (button_w + pad)
        self.hint_rect = None
        self.footer_y = self.panel.bottom - pad - button_h
        if hint_w <= between:
            self.hint_rect = pygame.Rect(x + button_w + pad, self.footer_y, between, button_h)
        elif hint_w <= width:
            line = hint.get_linesize()
            self.hint_rect = pygame.Rect(x, self.panel.bottom - pad // 2 - line, width, line)
            self.footer_y = self.hint_rect.y - pad // 2 - button_h
        self.restore.layout(x, self.footer_y, button_w, look)
        self.back.layout(x + width - button_w, self.footer_y, button_w, look)

    def _title_size(self) -> int:
        return max(20, round(32 * self.s))

    def _notice_font(self) -> pygame.font.Font:
        return self.app.fonts(self._look().help_size + 1, True)

    def _marker_w(self) -> int:
        """Room for the round "i" drawn before the rules notice."""
        return round(self._notice_font().get_linesize() * 1.1)

    def _notice_lines(self, width: int) -> list[str]:
        key = "settings.rules_notice_running" if getattr(self.app, "session", None) \
            else "settings.rules_notice"
        return wrap(self._notice_font(), t(key), width - self._marker_w())

    def _sync_scroll(self) -> None:
        """Move the rows to the scroll position (they are laid out once, at scroll 0)."""
        dy = self._laid_scroll - self.view.scroll
        if dy:
            for row in self.rows:
                row.move(dy)
            self._laid_scroll = self.view.scroll

    def _focused(self, widget: Widget) -> None:
        if widget in self.rows:
            top = widget.rect.y - self.view.viewport.y + self.view.scroll
            self.view.ensure_visible(top, top + widget.rect.h)
            self._sync_scroll()

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        if self.form.handle_event(event):
            self._sync_scroll()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            return
        if self.view.handle_event(event):
            self._sync_scroll()

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.changed_at is not None and self.clock - self.changed_at >= SAVE_DELAY:
            self.save()

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme.dim_screen(surface, 170)
        look = self._look()
        fonts = self.app.fonts
        theme.panel(surface, self.panel, (*PANEL_FILL, 255), max(6, round(14 * self.s)),
                    theme.GOLD_DARK)
        title = fonts.render(t("settings.title"), self._title_size(), theme.GOLD, True)
        surface.blit(title, (self.panel.x + self.pad, self.title_y))
        self.tabs.draw(surface, look)
        if self.tab == "rules":
            self._draw_notice(surface, look)
        surface.set_clip(self.view.viewport)
        for row in self.rows:
            if row.rect.colliderect(self.view.viewport):
                row.draw(surface, look)
        surface.set_clip(None)
        self.view.draw_fades(surface, PANEL_FILL)
        self.view.draw_bar(surface)
        self.restore.draw(surface, look)
        self.back.draw(surface, look)
        self._draw_footer_text(surface, look)

    def _draw_notice(self, surface: pygame.Surface, look: Look) -> None:
        """The rules notice, after an information marker drawn as a gold disc with an "i"."""
        size = look.help_size + 1
        step = self._notice_font().get_linesize()
        x, y = self.panel.x + self.pad, self.notice_y
        r = max(5, round(step * 0.38))
        cx, cy = x + r, y + step // 2
        pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), r)
        ink = PANEL_FILL
        stem = max(2, round(r * 0.3))
        pygame.draw.circle(surface, ink, (cx, cy - round(r * 0.48)), max(1, round(r * 0.2)))
        pygame.draw.rect(surface, ink, (cx - stem // 2, cy - round(r * 0.15), stem,
                                        round(r * 0.7)))
        for line in self._notice_lines(self.panel.w - 2 * self.pad):
            surface.blit(self.app.fonts.render(line, size, theme.HIGHLIGHT, True),
                         (x + self._marker_w(), y))
            y += step

    def _draw_footer_text(self, surface: pygame.Surface, look: Look) -> None:
        if self.hint_rect is None:
            return
        if self.clock < self.toast_until:
            text, color = self.toast, theme.HIGHLIGHT
        else:
            text, color = t("settings.keys"), theme.DIM
        theme.blit_center(surface, self.app.fonts.render(text, self.hint_size, color),
                          self.hint_rect.center)
