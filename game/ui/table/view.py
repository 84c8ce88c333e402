"""The table on screen, shared by the game's table (game.ui.table.scene) and the replay
(game.ui.table.replay): the match animated, with the player's hand under the mouse.

The view turns pygame events into calls on its ``TableController`` (which decides), lays the
table out, keeps the card sprites and draws; the ``Director`` animates the engine's events.
What follows a round (the results, the standings, saving, the first-game tips) is the game's
table's own.
"""

from __future__ import annotations

import pygame

from game.engine import events as ev
from game.engine.match import ExchangeStep, Match
from game.engine.options import Rules
from game.engine.plays import Play
from game.i18n import t
from game.ui import theme
from game.ui.button import Button
from game.ui.card_images import CardImages
from game.ui.focus import draw_ring
from game.ui.fonts import Fonts
from game.ui.scene import Scene
from game.ui.session import TableSession
from game.ui.table import seen
from game.ui.table.controller import TableController, Tone
from game.ui.table.director import Director
from game.ui.table.draw import draw_table
from game.ui.table.last_trick import LastTrick, draw_last_trick, pile_rect, previous_trick
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.needs import Color
from game.ui.table.sprites import CardSprite, SpriteRenderer
from game.ui.table.state import Shown
from game.ui.tween import Tweener
from game.ui.why_draw import draw_why
from game.ui.wording import Say

DOUBLE_CLICK = 0.35  # seconds between the clicks of a double-click
HOVER_LIFT = 0.07  # of the card height
SELECT_LIFT = 0.2
DIM_SINK = 0.05  # a card that cannot be played sits lower too: not told by its shade alone
TONES: dict[Tone, Color] = {"white": theme.WHITE, "gold": theme.GOLD, "muted": theme.MUTED,
                            "warn": (255, 170, 110)}


class TableView(Scene):
    # What decides at this table (a remote seat's table has its own: game.ui.remote).
    controller_class: type[TableController] = TableController

    def __init__(self, app, session: TableSession, autoplay: bool = False) -> None:
        super().__init__(app)
        self.control = self.controller_class(session, autoplay)
        self._shown = Shown(session.rules.players)
        self._layout = table_layout(app.screen_size, session.rules.players,
                                    app.settings.table_scale / 100)
        self._renderer = SpriteRenderer(app.cards)
        self.director = Director(self)
        self.control.caught_up = lambda: self.director.idle
        self.ui_tweens = Tweener()  # hover and selection lifts: never block the game
        self.hovered: CardSprite | None = None
        self.focus = 0  # keyboard cursor in the hand
        self._keyboard = False  # the cursor shows while the keys are in use
        self.last_click: tuple[int, float] = (-1, -10.0)
        # Labels are catalog keys worded when drawn: a language switch shows at once.
        self.play_button = Button(Say("ui.table.play"), self.play_selected,
                                  key=pygame.K_RETURN)
        self.pass_button = Button(Say("ui.table.pass"), self.pass_turn, key=pygame.K_p,
                                  primary=False)
        self.hint_button = Button(Say("ui.table.hint"), self.control.show_hint, key=pygame.K_h,
                                  primary=False)
        self.menu_button = Button(Say("ui.table.menu"), self.open_pause, primary=False)
        self._buttons = [self.play_button, self.pass_button, self.hint_button, self.menu_button]
        self._place_buttons()
        self.last_trick = LastTrick()  # held up over the pile while clicked or L is down

    # -- what the director and the drawing read (game.ui.table.needs) ----------------------
    @property
    def shown(self) -> Shown:
        return self._shown

    @property
    def layout(self) -> TableLayout:
        return self._layout

    @property
    def renderer(self) -> SpriteRenderer:
        return self._renderer

    @property
    def buttons(self) -> list[Button]:
        return self._buttons

    @property
    def events(self) -> list[object]:
        return self.session.events

    @property
    def animation_speed(self) -> float:
        return self.app.settings.animation_speed

    @property
    def four_colour(self) -> bool:
        return self.app.cards.style == "large4"

    @property
    def reduced_motion(self) -> bool:
        return bool(getattr(self.app.settings, "reduced_motion", False))

    def sound(self, name: str) -> None:
        self.app.audio.play(name)

    def seen_handover(self, round_no: int, index: int) -> tuple[int, ...] | None:
        return seen.handover_cards(self.match, round_no, index)

    def seen_gift(self, round_no: int, giver: int, receiver: int) -> tuple[int, ...] | None:
        return seen.gift_cards(self.match, round_no, giver, receiver)

    @property
    def fonts(self) -> Fonts:
        return self.app.fonts

    @property
    def cards(self) -> CardImages:
        return self.app.cards

    @property
    def rules(self) -> Rules:
        return self.session.rules

    @property
    def levels(self) -> list[str]:
        return self.session.levels

    @property
    def player_name(self) -> str:
        return self.session.player_name

    @property
    def clock(self) -> float:
        return self.control.clock

    @property
    def match_over_shown(self) -> bool:
        return self.control.match_over_shown

    @property
    def thinking(self) -> bool:
        return self.control.thinking

    def status(self) -> tuple[str, Color]:
        text, tone = self.control.status()
        return text, TONES[tone]

    # -- the controller's state, for the scenes over the table and for tests ---------------
    @property
    def session(self) -> TableSession:
        return self.control.session

    @property
    def match(self) -> Match:
        return self.control.match

    @property
    def selected(self) -> set[int]:
        return self.control.selected

    @selected.setter
    def selected(self, cards: set[int]) -> None:
        self.control.selected = set(cards)

    @property
    def autoplay(self) -> bool:
        return self.control.autoplay

    @autoplay.setter
    def autoplay(self, value: bool) -> None:
        self.control.autoplay = value

    @property
    def pending_results(self) -> ev.RoundOver | None:
        return self.control.pending_results

    def human_to_move(self) -> bool:
        return self.control.human_to_move()

    def exchange_step(self) -> ExchangeStep | None:
        return self.control.exchange_step()

    # -- life cycle --------------------------------------------------------------------------
    def resume(self) -> None:
        """Back from the pause menu: the card style may have changed (text follows the
        language by itself)."""
        self.app.cards.set_style(self.app.settings.card_style)
        self.renderer.clear()
        if self.layout.size != self.app.screen_size or self.layout.s != table_layout(
                self.app.screen_size, self.session.rules.players,
                self.app.settings.table_scale / 100).s:
            self.resize(self.app.screen_size)  # the table's size setting changed

    def resize(self, size: tuple[int, int]) -> None:
        self._layout = table_layout(size, self.session.rules.players,
                                    self.app.settings.table_scale / 100)
        self.renderer.clear()
        self._place_buttons()
        self.director.relayout()

    def _place_buttons(self) -> None:
        lay = self.layout
        self.play_button.rect = lay.play_button.copy()
        self.pass_button.rect = lay.pass_button.copy()
        self.hint_button.rect = lay.hint_button.copy()
        self.menu_button.rect = lay.menu_button.copy()

    def _refresh_hand_look(self) -> None:
        control = self.control
        control.keep_only(sp.card for sp in self.shown.hand)
        playable = control.playable()
        for sprite in self.shown.hand:
            sprite.dim = playable is not None and sprite.card not in playable
            sprite.glow = sprite.card in control.selected
            lift = 0.0
            if sprite.card in control.selected:
                lift = SELECT_LIFT
            elif sprite is self.hovered or (self._keyboard and self._focused() is sprite):
                lift = HOVER_LIFT
            elif sprite.dim:
                lift = -DIM_SINK
            target = lift * self.layout.hand_h
            if abs(sprite.lift - target) > 0.5 and not self.ui_tweens.busy_with(sprite):
                self.ui_tweens.add(sprite, "lift", target, 0.12)
        actions = control.actions()
        self.play_button.visible = True
        label = "ui.table.discard" if actions.discard else \
            "ui.table.give" if actions.give else "ui.table.play"
        self.play_button.label = Say(label)
        self.play_button.enabled = actions.main
        self.pass_button.enabled = actions.pass_
        self.pass_button.visible = actions.pass_shown
        self.hint_button.enabled = actions.hint

    def _focused(self) -> CardSprite | None:
        hand = self.shown.hand
        if not hand:
            return None
        self.focus = max(0, min(self.focus, len(hand) - 1))
        return hand[self.focus]

    # -- the player's actions ----------------------------------------------------------------
    def play_selected(self) -> None:
        plays = self.control.play_selected()
        if plays:
            self.app.router.push("chooser", plays, self.make_play)

    def make_play(self, play: Play) -> None:
        if self.control.make_play(play):
            self.hovered = None

    def pass_turn(self) -> None:
        self.control.pass_turn()

    def toggle(self, card: int) -> None:
        self.control.toggle(card)

    def open_pause(self) -> None:
        self.app.router.push("pause")

    # -- input -------------------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> CardSprite | None:
        for sprite in reversed(self.shown.hand):
            if self.renderer.hit_rect(sprite).collidepoint(pos):
                return sprite
        return None

    def click_point(self, card: int) -> tuple[int, int] | None:
        """A point on the visible part of ``card`` in the hand (for tests and demos)."""
        for sprite in self.shown.hand:
            if sprite.card != card:
                continue
            rect = self.renderer.hit_rect(sprite)
            for dx in range(4, rect.w, 4):
                point = (rect.x + dx, rect.y + rect.h // 3)
                if self.card_at(point) is sprite:
                    return point
        return None

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.last_trick.handle_event(event, pile_rect(self)):
            return
        if self.shown.log_scroll.handle(event, self.layout.log_rect, self.app.mouse_pos):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEMOTION:
            self._keyboard = False
            self.hovered = self.card_at(event.pos)
            for b in self.buttons:
                b.handle_event(event)
            return
        if event.type != pygame.MOUSEBUTTONDOWN:
            return
        for b in self.buttons:
            if b.visible and b.rect.collidepoint(event.pos):
                b.handle_event(event)
                return
        if event.button == 3:
            self.control.selected.clear()
            return
        if event.button != 1:
            return
        sprite = self.card_at(event.pos)
        if sprite is None:
            if not self.director.idle:
                self.director.skip()
            self.control.hurry(self.app.settings.opponent_delay)
            return
        self._click_card(sprite.card)

    def _hand_cards(self) -> list[int]:
        return [sp.card for sp in self.shown.hand]

    def _click_card(self, card: int) -> None:
        last_card, last_time = self.last_click
        if last_card == card and self.app.time - last_time < DOUBLE_CLICK:
            self.control.select_rank(card, self._hand_cards())
            self.last_click = (-1, -10.0)
            return
        self.last_click = (card, self.app.time)
        self.control.toggle(card)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_ESCAPE:
            self.open_pause()
            return
        for b in (self.play_button, self.pass_button, self.hint_button):
            if b.handle_event(event):
                return
        hand = self.shown.hand
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            self._keyboard = True
            self.focus += -1 if key == pygame.K_LEFT else 1
            self.focus %= len(hand)
        elif key in (pygame.K_SPACE, pygame.K_UP, pygame.K_DOWN) and hand:
            self._keyboard = True
            self._key_select(key)
        elif key == pygame.K_a and hand:
            sprite = self._focused()
            if sprite is not None:
                self.control.select_rank(sprite.card, self._hand_cards())
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_c):
            self.control.selected.clear()
        elif key in (pygame.K_TAB, pygame.K_s) and not self.director.idle:
            self.director.skip()

    def _key_select(self, key: int) -> None:
        sprite = self._focused()
        if sprite is None:
            return
        if key == pygame.K_DOWN:
            self.control.selected.discard(sprite.card)
        elif key == pygame.K_UP:
            self.control.selected.add(sprite.card)
        else:
            self.control.toggle(sprite.card)

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self)
        reason = self.control.why_shown()
        if reason:
            draw_why(surface, self, t("ui.hint.why", why=reason))
        sprite = self._focused() if self._keyboard else None
        if sprite is not None:  # the keyboard's card, ringed as well as lifted
            draw_ring(surface, self.renderer.hit_rect(sprite), self.layout.s)
        if self.last_trick.held:
            draw_last_trick(surface, self, previous_trick(self.events[:self.director.cursor]))
