"""Replay a kept match at the real table, every hand face up.

The match comes from the record through the engine (game.ui.table.replay_script); a step
forward is made on the table's own match, so the director animates it and writes the log as
in play. A step back, or a jump with the slider, builds the table again at that step, caught
up without animation. Nobody acts at a replay table: no opponent is asked, the player's buttons
become the replay's own, and nothing is saved.

Keys: Right/Left a step, Down/Up a trick, PageDown/PageUp a round, Home/End, Space plays or
pauses, Esc goes back.
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.record import resolve
from game.ui import theme
from game.ui.button import Button
from game.ui.focus import ButtonFocus
from game.ui.opponents import seat_view
from game.ui.session import TableSession
from game.ui.table import replay_script as rs
from game.ui.table.last_trick import pile_rect
from game.ui.table.view import TableView
from game.ui.text import wrap
from game.ui.why import why
from game.ui.why_draw import draw_why
from game.ui.wording import Say
from game.ui.words import seat_name

STEP_SECONDS = 0.9  # between steps while playing, at animation speed 1


class ReplayScene(TableView):
    def __init__(self, app, script: rs.Script, position: int = 0, playing: bool = False) -> None:
        match = rs.start(script)
        levels = list(script.levels) or None
        session = TableSession.from_match(match, {"levels": levels} if levels else {})
        super().__init__(app, session, autoplay=True)  # seat 0 is not the player's to move
        self.director.results_between_rounds = False  # no results screen: titles at once
        self.script = script
        self.position = 0
        self.playing = playing
        self.timer = 0.0
        self.back_button = Button(Say("ui.replay.back_step"), self.step_back, primary=False)
        self.play_button = Button(Say("ui.replay.play"), self.toggle_play)
        self.pass_button = Button(Say("ui.replay.forward_step"), self.step_forward,
                                  primary=False)
        self.menu_button = Button(Say("ui.replay.leave"), self.leave, primary=False)
        self._buttons = [self.play_button, self.pass_button, self.back_button, self.menu_button]
        self.slider = pygame.Rect(0, 0, 10, 10)
        self.button_focus = ButtonFocus(lambda: self._buttons)
        self._place_buttons()
        self._target = position
        self._why: dict[int, str] = {}  # position -> why the step before it was made

    # -- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.app.cards.preload(self.layout.hand_h)
        self.control.start()
        self.director.replay()  # the first deal, at once
        if self._target:
            self._catch_up(self._target)

    def _place_buttons(self) -> None:
        super()._place_buttons()
        if hasattr(self, "back_button"):
            self.back_button.rect = self.layout.hint_button.copy()
            lay = self.layout
            w = int(lay.size[0] * 0.36)
            h = max(14, int(18 * lay.s))
            self.slider = pygame.Rect(0, 0, w, h)
            self.slider.center = lay.status_center

    def _catch_up(self, position: int) -> None:
        """Make the steps up to ``position`` and land them at once (the log follows). Only
        the last step's banner or caption stays up: one raised further back would be stale."""
        target = min(position, self.script.length)
        while self.position < target - 1:
            if self.script.steps[self.position].round > self.match.round_no:
                self.director.replay()  # a round's log is written while the match stands in it
            rs.apply(self.match, self.script, self.position)
            self.position += 1
        self.director.replay()  # at once and quietly, no banner left up
        if self.position < target:
            rs.apply(self.match, self.script, self.position)
            self.position += 1
            self._land()

    def _land(self) -> None:
        self.director.skip()
        self.director.update(0.0)

    # -- moving through the match ---------------------------------------------------------------
    def step_forward(self) -> None:
        if self.position >= self.script.length:
            self.playing = False
            return
        if not self.director.idle:
            self.director.skip()
            self.director.update(0.0)
        rs.apply(self.match, self.script, self.position)
        self.position += 1

    def step_back(self) -> None:
        self.seek(self.position - 1)

    def seek(self, position: int) -> None:
        """The table at ``position``: ahead by playing the steps on, back by building again."""
        position = max(0, min(self.script.length, position))
        if position == self.position:
            return
        if position > self.position:
            self._catch_up(position)
            return
        self.app.router.replace("replay", self.script, position, self.playing)

    def next_mark(self, marks: list[int], ahead: bool) -> int:
        if ahead:
            return next((m for m in marks if m > self.position), self.script.length)
        return max((m for m in marks if m < self.position), default=0)

    def toggle_play(self) -> None:
        self.playing = not self.playing
        self.timer = 0.0
        if self.playing and self.position >= self.script.length:
            self.seek(0)
            top = self.app.scenes.top
            if isinstance(top, ReplayScene):
                top.playing = True

    def leave(self) -> None:
        self.app.scenes.pop()

    # -- the frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.control.tick(dt)
        self.ui_tweens.update(dt)
        self.director.update(dt)
        if self.playing and self.director.idle:
            self.timer += dt
            speed = self.app.settings.animation_speed
            if self.timer >= (STEP_SECONDS / speed if speed > 0 else STEP_SECONDS / 2):
                self.timer = 0.0
                self.step_forward()
        self._refresh_hand_look()

    def _refresh_hand_look(self) -> None:
        for sprite in self.shown.hand:
            sprite.dim = False
            sprite.glow = False
        self.play_button.label = Say("ui.replay.pause" if self.playing else "ui.replay.play")
        self.back_button.enabled = self.position > 0
        self.pass_button.enabled = self.position < self.script.length
        for b in self._buttons:
            b.visible = True
            b.hovered = b.hovered and b.enabled

    def status(self) -> tuple[str, tuple[int, int, int]]:
        return "", theme.MUTED  # the slider says where the replay stands

    def where(self) -> str:
        return t("ui.replay.status", step=self.position, steps=self.script.length,
                 round=self.script.round_at(self.position))

    # -- input ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.last_trick.handle_event(event, pile_rect(self)):
            return
        if self.button_focus.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            self._replay_key(event.key)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.slider.inflate(0, 16).collidepoint(event.pos):
            k = (event.pos[0] - self.slider.x) / max(1, self.slider.w)
            self.seek(round(max(0.0, min(1.0, k)) * self.script.length))
            return
        for b in self._buttons:
            if b.handle_event(event):
                return

    def _replay_key(self, key: int) -> None:
        tricks, rounds = self.script.trick_starts(), self.script.round_starts()
        moves = {
            pygame.K_DOWN: lambda: self.seek(self.next_mark(tricks, True)),
            pygame.K_UP: lambda: self.seek(self.next_mark(tricks, False)),
            pygame.K_PAGEDOWN: lambda: self.seek(self.next_mark(rounds, True)),
            pygame.K_PAGEUP: lambda: self.seek(self.next_mark(rounds, False)),
            pygame.K_HOME: lambda: self.seek(0),
            pygame.K_END: lambda: self.seek(self.script.length),
            pygame.K_RIGHT: self.step_forward,
            pygame.K_LEFT: self.step_back,
            pygame.K_SPACE: self.toggle_play,
            pygame.K_ESCAPE: self.leave,
        }
        if key in moves:
            moves[key]()

    def why_line(self) -> str:
        """Why the seat made the latest step's play or pass (see ``_why_of``)."""
        if self.position == 0:
            return ""
        if self.position not in self._why:
            self._why[self.position] = self._why_of(self.position - 1)
        return self._why[self.position]

    def _why_of(self, index: int) -> str:
        """The seat's level's own reason for the play or pass it made at step ``index``, on
        the view it had then; none for the player's own moves, or where the record does not
        name the seat's level."""
        step = self.script.steps[index]
        if step.action is None:
            return ""
        action = self.script.record.rounds[step.round - 1].actions[step.action]
        level = self.script.levels[step.seat] if self.script.levels else ""
        if action.kind not in ("play", "pass") or level == "human":
            return ""
        before = rs.build(self.script, index)
        play, _ = resolve(before, action)
        text = why(level, seat_view(before, step.seat), play)
        return t("ui.why.line", name=seat_name(step.seat, self.player_name), why=text) \
            if text else ""

    # -- drawing ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.last_trick.held:
            self._draw_hands(surface)
            self._draw_slider(surface)
            line = self.why_line()
            if line:
                draw_why(surface, self, line)
        self.button_focus.draw(surface, self.layout.s)

    def _draw_hands(self, surface: pygame.Surface) -> None:
        """Every opponent's hand face up, beside its panel."""
        round_ = self.match.round
        hands = round_.hands if round_ is not None else self.match.hands
        lay = self.layout
        h = max(24, int(lay.small_h * 1.1))
        for seat, place in enumerate(lay.seats):
            if seat == 0:
                continue  # the player's own hand is drawn face up by the table
            cards = sorted(hands[seat])
            if not cards:
                continue
            fan, step = fan_rect(lay, place.panel, len(cards), h)
            for i, card in enumerate(cards):
                surface.blit(self.app.cards.get(card, h), (int(fan.x + i * step), fan.y))

    def _draw_slider(self, surface: pygame.Surface) -> None:
        r = self.slider
        theme.panel(surface, r.inflate(12, 10), theme.PANEL, radius=r.h // 2 + 5)
        pygame.draw.rect(surface, theme.DIM, r, border_radius=r.h // 2)
        k = self.position / max(1, self.script.length)
        done = pygame.Rect(r.x, r.y, max(r.h, int(r.w * k)), r.h)
        pygame.draw.rect(surface, theme.GOLD, done, border_radius=r.h // 2)
        for mark in self.script.round_starts()[1:-1]:  # where each round begins
            x = r.x + int(r.w * mark / max(1, self.script.length))
            pygame.draw.line(surface, theme.WHITE, (x, r.y - 3), (x, r.bottom + 2), 2)
        pygame.draw.circle(surface, theme.WHITE, (done.right - r.h // 2, r.centery), r.h // 2 + 3)
        text = self.app.fonts.render(self.where(), max(12, int(15 * self.layout.s)),
                                     theme.WHITE)
        top = r.y - text.get_height() - 8
        surface.blit(text, (r.centerx - text.get_width() // 2, top))
        self._draw_keys(surface, r.centerx, top - 4)

    def _draw_keys(self, surface: pygame.Surface, cx: int, bottom: int) -> None:
        """The replay's keys in small print over the step count (wrapped on a narrow
        window), clear of the hand below and the log beside."""
        size = max(10, int(12 * self.layout.s))
        font = self.app.fonts(size)
        text = t("ui.replay.keys")
        clear = cx - self.layout.log_rect.right - 12  # clear of the log on the left
        width = min(int(self.layout.size[0] * 0.9), 2 * clear)
        lines = wrap(font, text, width)
        y = bottom - len(lines) * (font.get_linesize() + 2)
        for line in lines:
            img = self.app.fonts.render(line, size, theme.MUTED)
            box = img.get_rect(midtop=(cx, y))
            theme.panel(surface, box.inflate(10, 2), (0, 0, 0, 120), radius=6)
            surface.blit(img, box)
            y += font.get_linesize() + 2


def fan_rect(lay, panel: pygame.Rect, count: int, h: int) -> tuple[pygame.Rect, float]:
    """Where an opponent's face-up hand goes in a replay, and the step between its cards:
    under its panel, or over it where under would run into the log."""
    step = min(h * 0.42, (panel.w + h) / max(1, count))
    width = int(step * (count - 1) + h * 0.7)
    x = int(panel.centerx - width / 2)
    below = pygame.Rect(x, min(panel.bottom + 4, lay.size[1] - h), width, h)
    if not below.colliderect(lay.log_rect):
        return below, step
    return pygame.Rect(x, max(0, panel.top - h - 4), width, h), step

