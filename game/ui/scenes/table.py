"""The table: the match in play, animated, with the player's hand under the mouse."""

from __future__ import annotations

import contextlib

import pygame

from game.engine import events as ev
from game.engine.cards import is_joker, rank_of
from game.engine.errors import IllegalAction
from game.engine.plays import Play
from game.i18n import t
from game.ui import theme
from game.ui.button import Button
from game.ui.director import Director
from game.ui.layout import table_layout
from game.ui.opponents import checked_gift, checked_play, hint, seat_view, think
from game.ui.scene import Scene
from game.ui.session import TableSession
from game.ui.sprites import CardSprite, SpriteRenderer
from game.ui.table_draw import draw_table
from game.ui.table_state import Shown
from game.ui.tween import Tweener
from game.ui.wording import Say, Text, Worded, word
from game.ui.words import play_meaning, reason_text, seat_name, title_name

DOUBLE_CLICK = 0.35  # seconds between the clicks of a double-click
HOVER_LIFT = 0.07  # of the card height
SELECT_LIFT = 0.2
MAX_THINK = 8.0  # seconds past the delay an opponent may think before a legal move is taken


class TableScene(Scene):
    def __init__(self, app, session: TableSession, autoplay: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.autoplay = autoplay  # seat 0 is played by the computer too (smoke test, demos)
        self.shown = Shown(session.rules.players)
        self.layout = table_layout(app.screen_size, session.rules.players)
        self.renderer = SpriteRenderer(app.cards)
        self.director = Director(self)
        self.director.round_over_hook = self._round_over
        self.director.after_trick = self._autosave
        self.ui_tweens = Tweener()  # hover and selection lifts: never block the game
        self.selected: set[int] = set()
        self.hovered: CardSprite | None = None
        self.focus = 0  # keyboard cursor in the hand
        self.clock = 0.0
        self.think = 0.0  # time the opponent to act has waited
        self._job: tuple[tuple[int, int], object] | None = None  # the opponent thinking now
        self.message: tuple[Text, tuple[int, int, int]] | None = None
        self.last_click: tuple[int, float] = (-1, -10.0)
        self.pending_results: ev.RoundOver | None = None
        self.match_over_shown = False
        self._cache_key: object = None
        self._legal: list[Play] = []
        self._explain: tuple[object, list[Play], Text] = (None, [], "")
        # Labels are catalog keys worded when drawn: a language switch shows at once.
        self.play_button = Button(Say("ui.table.play"), self.play_selected,
                                  key=pygame.K_RETURN)
        self.pass_button = Button(Say("ui.table.pass"), self.pass_turn, key=pygame.K_p,
                                  primary=False)
        self.hint_button = Button(Say("ui.table.hint"), self.show_hint, key=pygame.K_h,
                                  primary=False)
        self.menu_button = Button(Say("ui.table.menu"), self.open_pause, primary=False)
        self.buttons = [self.play_button, self.pass_button, self.hint_button, self.menu_button]
        self._place_buttons()

    # -- life cycle --------------------------------------------------------------------------
    def enter(self) -> None:
        self.app.session = self.session
        self.app.cards.preload(self.layout.hand_h)
        if self.match.round_no == 0:
            self.match.start_round()
        else:
            self._show_resumed()

    def resume(self) -> None:
        """Back from the pause menu: the card style may have changed (text follows the
        language by itself)."""
        self.app.cards.set_style(self.app.settings.card_style)
        self.renderer.clear()

    def exit(self) -> None:
        if self.app.session is self.session:
            self.app.session = None

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = table_layout(size, self.session.rules.players)
        self.renderer.clear()
        self._place_buttons()
        self.director.tweens.finish_all()
        self.director.arrange_hand(0)
        self._restack_pile()

    def _place_buttons(self) -> None:
        lay = self.layout
        self.play_button.rect = lay.play_button.copy()
        self.pass_button.rect = lay.pass_button.copy()
        self.hint_button.rect = lay.hint_button.copy()
        self.menu_button.rect = lay.menu_button.copy()

    def _restack_pile(self) -> None:
        from game.ui.layout import pile_slots

        lay = self.layout
        entries = self.shown.pile
        for depth, entry in enumerate(reversed(entries)):
            for sprite, (x, y) in zip(entry.sprites, pile_slots(len(entry.sprites), lay)):
                sprite.x, sprite.y = x, y - depth * lay.pile_h * 0.06
                sprite.height = lay.pile_h
        self.shown.sweeping.clear()
        self.shown.flying.clear()

    def _show_resumed(self) -> None:
        """Lay out a match rebuilt from a save as it stands, without replaying animations."""
        m = self.match
        s = self.shown
        if m.phase == "round_over":
            self.match.start_round()
            return
        s.round_no = m.round_no
        s.totals = list(m.totals)
        s.titles = list(m.titles) if m.titles else None
        hands = m.round.hands if m.round is not None else m.hands
        s.counts = [len(h) for h in hands]
        lay = self.layout
        s.hand = [CardSprite(c, *lay.hand_rect.center, 0, lay.hand_h) for c in hands[0]]
        if m.round is not None:
            r = m.round
            s.passed = list(r.passed)
            s.revolution = r.revolution
            s.order_flip = 1.0 if r.revolution else 0.0
            s.places = {seat: i + 1 for i, seat in enumerate(r.finished)}
            s.turn = r.turn
            s.leading = r.top is None
            self._show_trick(r.trick)
        played = m.round_no > 1 or bool(m.log.rounds[-1].actions)
        key = "ui.log.resumed" if played else "ui.log.round"
        s.add_log([(Say.of(key, number=m.round_no), theme.GOLD)])
        self.director.arrange_hand(0)

    def _show_trick(self, trick: list) -> None:
        from game.ui.layout import pile_slots
        from game.ui.table_state import PileEntry

        plays = [(seat, play) for seat, play in trick if play is not None][-6:]
        for depth, (seat, play) in enumerate(reversed(plays)):
            sprites = [CardSprite(c, x, y - depth * self.layout.pile_h * 0.06, 0,
                                  self.layout.pile_h)
                       for c, (x, y) in zip(play.cards, pile_slots(play.size, self.layout))]
            self.shown.pile.insert(0, PileEntry(seat, play, sprites))

    # -- the flow of the match -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self.ui_tweens.update(dt)
        self.director.update(dt)
        if self.message and self.clock > self.message_until:
            self.message = None
        if self.pending_results is not None and self.director.idle:
            event, self.pending_results = self.pending_results, None
            self._show_results(event)
            return
        if self.director.idle:
            self._drive(dt)
        self._refresh_hand_look()

    @property
    def thinking(self) -> bool:
        return self.director.idle and self.whose_move() not in (None, 0)

    def whose_move(self) -> int | None:
        if self.pending_results is not None:
            return None
        return self.match.whose_move()

    def human_to_move(self) -> bool:
        return (not self.autoplay and self.director.idle and self.whose_move() == 0
                and self.pending_results is None)

    def _drive(self, dt: float) -> None:
        """Let the computer act when it is its move: it thinks in the background while the
        opponent delay runs, and its answer is applied once both are done."""
        seat = self.whose_move()
        if seat is None or (seat == 0 and not self.autoplay):
            self.think, self._job = 0.0, None
            return
        key = (seat, len(self.session.events))
        if self._job is None or self._job[0] != key:
            opponent = self.session.opponents.get(seat) or self.session.opponents[1]
            self._job = (key, think(opponent, self.match, seat))
            self.think = 0.0
        self.think += dt
        delay = self.app.settings.opponent_delay
        future = self._job[1]
        if self.think < delay or (delay > 0 and not future.done()
                                  and self.think < delay + MAX_THINK):
            return  # frames keep coming while a slow opponent thinks
        # An opponent that takes far too long is overruled by a legal move: never stall.
        answer = future.result() if future.done() or delay <= 0 else None
        self._job, self.think = None, 0.0
        if self.match.phase == "exchange":
            self.match.give(seat, checked_gift(self.match, seat, answer))
        else:
            self.match.act(seat, checked_play(self.match, seat, answer))

    def _round_over(self, event: ev.RoundOver) -> None:
        self.pending_results = event

    def _show_results(self, event: ev.RoundOver) -> None:
        from game.ui.scenes.results import ResultsScene

        self.selected.clear()
        self.shown.banner = None  # would stand frozen under the results until the next deal
        self.shown.burst = -1.0
        self.shown.totals = list(event.totals)  # the panels agree with the results' totals
        self.app.scenes.push(ResultsScene(self.app, self, event))

    def next_round(self) -> None:
        """After the results: the next round, or the final standings."""
        last = self.match.results[-1] if self.match.results else None
        if last is not None:
            self.shown.titles = list(last[1])
            self.shown.totals = list(self.match.totals)
        if self.match.over:
            from game.ui.scenes.standings import StandingsScene

            self.match_over_shown = True
            self._clear_autosave()
            self.app.scenes.replace(StandingsScene(self.app, self.session))
            return
        self.match.start_round()

    def _autosave(self) -> None:
        save = getattr(self.app, "autosave", None)
        if save is not None and not self.autoplay:
            with contextlib.suppress(Exception):  # saving must never stop the game
                save()

    def _clear_autosave(self) -> None:
        if self.autoplay:
            return
        with contextlib.suppress(Exception):
            from game import saves

            saves.clear_autosave()

    # -- what the player may do ------------------------------------------------------------------
    def exchange_step(self):
        step = self.match.pending_gift() if self.match.phase == "exchange" else None
        return step if step is not None and step.giver == 0 and not step.forced else None

    def legal_plays(self) -> list[Play]:
        key = (len(self.session.events), self.match.phase)
        if key != self._cache_key:
            self._cache_key = key
            rnd = self.match.round
            self._legal = rnd.legal_plays(0) if rnd is not None and rnd.turn == 0 else []
        return self._legal

    def explain(self) -> tuple[list[Play], Text]:
        """The plays the selection means, or why it means none (worded when shown)."""
        key = (len(self.session.events), frozenset(self.selected))
        if self._explain[0] != key:
            rnd = self.match.round
            if rnd is None or rnd.turn != 0:
                plays, why = [], ""
            else:
                plays, reason = rnd.explain(0, sorted(self.selected))
                why = Worded(reason_text, reason) if reason is not None else ""
            self._explain = (key, plays, why)
        return self._explain[1], self._explain[2]

    def hand_order(self, sprite: CardSprite) -> tuple[int, int]:
        card = sprite.card
        if is_joker(card):
            return (100, card)
        rank = rank_of(card)
        return (12 - rank if self.shown.revolution else rank, card & 3)

    def _refresh_hand_look(self) -> None:
        my_move = self.human_to_move()
        step = self.exchange_step() if my_move else None
        playing = my_move and self.match.phase == "play"
        playable = {c for p in self.legal_plays() for c in p.cards} if playing else None
        self.selected &= {sp.card for sp in self.shown.hand}
        for sprite in self.shown.hand:
            sprite.dim = playable is not None and sprite.card not in playable
            sprite.glow = sprite.card in self.selected
            lift = 0.0
            if sprite.card in self.selected:
                lift = SELECT_LIFT
            elif sprite is self.hovered or (self._keyboard and self._focused() is sprite):
                lift = HOVER_LIFT
            target = lift * self.layout.hand_h
            if abs(sprite.lift - target) > 0.5 and not self.ui_tweens.busy_with(sprite):
                self.ui_tweens.add(sprite, "lift", target, 0.12)
        self.play_button.visible = True
        if step is not None:
            self.play_button.label = Say("ui.table.give")
            self.play_button.enabled = len(self.selected) == min(step.count,
                                                                 len(self.shown.hand))
            self.pass_button.enabled = False
        else:
            self.play_button.label = Say("ui.table.play")
            self.play_button.enabled = playing and bool(self.explain()[0])
            self.pass_button.enabled = playing and self.match.round.can_pass(0)
        self.hint_button.enabled = playing

    _keyboard = False

    def _focused(self) -> CardSprite | None:
        hand = self.shown.hand
        if not hand:
            return None
        self.focus = max(0, min(self.focus, len(hand) - 1))
        return hand[self.focus]

    def status(self) -> tuple[str, tuple[int, int, int]]:
        """The line above the hand: whose move it is, or why the selection cannot be played."""
        if self.message is not None:
            return word(self.message[0]), self.message[1]
        if self.match_over_shown or self.pending_results is not None:
            return "", theme.WHITE
        seat = self.whose_move()
        step = self.exchange_step()
        if step is not None and self.director.idle and not self.autoplay:
            title = title_name(self.match.titles[0]) if self.match.titles else ""
            key = "ui.status.give_one" if step.count == 1 else "ui.status.give"
            return t(key, count=step.count, title=title,
                     name=seat_name(step.receiver)), theme.GOLD
        if seat is None or not self.director.idle:
            return "", theme.WHITE
        if seat != 0 or self.autoplay:
            if seat == 0:  # the computer plays the player's seat (demos, screenshots)
                return t("ui.status.thinking_you"), theme.MUTED
            return t("ui.status.thinking", name=seat_name(seat)), theme.MUTED
        if not self.selected:
            if not self.legal_plays():
                return t("ui.status.cannot_beat"), theme.MUTED
            if self.match.round.top is None:
                key = "ui.status.lead_runs" if self.session.rules.runs else "ui.status.lead"
                return t(key), theme.GOLD
            return t("ui.status.follow", play=play_meaning(self.match.round.top)), theme.GOLD
        plays, why = self.explain()
        if plays:
            return t("ui.status.ready", play=play_meaning(plays[0])), theme.WHITE
        return word(why), (255, 170, 110)

    def say(self, text: Text, seconds: float = 2.5,
            color: tuple[int, int, int] = theme.WHITE) -> None:
        self.message = (text, color)
        self.message_until = self.clock + seconds

    message_until = 0.0

    # -- the player's actions ----------------------------------------------------------------
    def play_selected(self) -> None:
        if not self.human_to_move():
            return
        step = self.exchange_step()
        if step is not None:
            self.give_selected()
            return
        plays, why = self.explain()
        if not plays:
            if why:
                self.say(why, color=(255, 170, 110))
            return
        if len(plays) == 1:
            self.make_play(plays[0])
            return
        from game.ui.scenes.chooser import ChooserScene

        self.app.scenes.push(ChooserScene(self.app, plays, self.make_play))

    def make_play(self, play: Play) -> None:
        try:
            self.match.play(0, play)
        except IllegalAction as exc:
            self.say(Worded(reason_text, exc.reason), color=(255, 170, 110))
            return
        self.selected.clear()
        self.hovered = None

    def give_selected(self) -> None:
        try:
            self.match.give(0, sorted(self.selected))
        except IllegalAction as exc:
            self.say(Worded(reason_text, exc.reason), color=(255, 170, 110))
            return
        self.selected.clear()

    def pass_turn(self) -> None:
        if not self.human_to_move() or self.match.phase != "play":
            return
        rnd = self.match.round
        if not rnd.can_pass(0):
            self.say(Say("ui.reason.must_lead"), color=(255, 170, 110))
            return
        self.match.pass_turn(0)
        self.selected.clear()

    def show_hint(self) -> None:
        if not self.human_to_move() or self.match.phase != "play":
            return
        try:
            play = hint(seat_view(self.match, 0))
        except Exception:  # a hint is a nicety: never let it break the table
            play = None
        rnd = self.match.round
        if play is None or rnd.check_play(0, play) is not None:
            self.say(Say("ui.hint.pass") if rnd.can_pass(0) else Say("ui.hint.none"))
            return
        self.selected = set(play.cards)
        self.say(Say.of("ui.hint.play", play=Worded(play_meaning, play)), color=theme.GOLD)

    def open_pause(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app))

    def toggle(self, card: int) -> None:
        if card in self.selected:
            self.selected.discard(card)
        else:
            self.selected.add(card)

    def select_rank(self, card: int) -> None:
        """Select every card of ``card``'s rank (a double-click)."""
        rank = rank_of(card)
        self.selected |= {sp.card for sp in self.shown.hand if rank_of(sp.card) == rank}

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
            self.selected.clear()
            return
        if event.button != 1:
            return
        sprite = self.card_at(event.pos)
        if sprite is None:
            if not self.director.idle:
                self.director.skip()
            self.think = max(self.think, self.app.settings.opponent_delay)
            return
        self._click_card(sprite.card)

    def _click_card(self, card: int) -> None:
        last_card, last_time = self.last_click
        if last_card == card and self.app.time - last_time < DOUBLE_CLICK:
            self.select_rank(card)
            self.last_click = (-1, -10.0)
            return
        self.last_click = (card, self.app.time)
        self.toggle(card)

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
            sprite = self._focused()
            if sprite is not None:
                if key == pygame.K_DOWN:
                    self.selected.discard(sprite.card)
                elif key == pygame.K_UP:
                    self.selected.add(sprite.card)
                else:
                    self.toggle(sprite.card)
        elif key == pygame.K_a and hand:
            sprite = self._focused()
            if sprite is not None:
                self.select_rank(sprite.card)
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_c):
            self.selected.clear()
        elif key in (pygame.K_TAB, pygame.K_s) and not self.director.idle:
            self.director.skip()

    def draw(self, surface: pygame.Surface) -> None:
        draw_table(surface, self)
