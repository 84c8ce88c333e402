"""Turns the engine's events into animations, one after another, so nothing is missed.

The engine runs ahead; the director reads its event list from a cursor. Each event starts its
tweens and says how long to wait before the next one: a play lands, a short pause, the banner,
then the clear. Durations scale with the animation speed (0 = instant); ``skip`` finishes
everything in flight and catches up at once.

The director is the table's one writer: what the table shows (game.ui.table.state.Shown)
changes only in its event handlers and their animations, from what each event says the state
is after it. Every event class of game.engine.events has a handler here (``on_`` and its
name) or is in ``SILENT`` with the reason it shows nothing. A match resumed from a save, or a
replay built at a step, is laid out by ``replay``/``resume``: its events so far through the same
handlers at zero duration.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial

from game.engine import events as ev
from game.engine.order import NORMAL, order_of
from game.engine.plays import Play
from game.ui import theme
from game.ui.a11y import suit_color
from game.ui.calm import CalmTweener
from game.ui.card_images import BACK
from game.ui.table.layout import TableLayout, hand_slots, out_slot, pile_slots
from game.ui.table.needs import Stage
from game.ui.table.sprites import CardSprite
from game.ui.table.state import Banner, Effect, PileEntry, Segment, Shown
from game.ui.tween import ease_in_cubic, ease_in_out_cubic, ease_out_cubic
from game.ui.wording import Say, Seat, Text, Worded
from game.ui.words import card_is_red, card_text, place_text, played_card_text

# Base durations in seconds at speed 1.
DEAL_STEP = 0.03
DEAL_FLIGHT = 0.30
PLAY_FLIGHT = 0.32
LAND_PAUSE = 0.28
PASS_WAIT = 0.35
BANNER = {"eight": 1.1, "two": 0.9, "three": 0.9, "passes": 0.5, "revolution": 1.4,
          "spade_three": 1.1, "skips": 0.5, "house": 1.0, "capital_fall": 1.4}
# What each clear says on its banner and in the log.
CLEAR_BANNERS = {"two": "ui.banner.two", "three": "ui.banner.three"}
CLEAR_LOGS = {"eight": "ui.log.cleared_eight", "two": "ui.log.cleared_two",
              "three": "ui.log.cleared_three", "passes": "ui.log.cleared_passes",
              "spade_three": "ui.log.cleared_spade_three", "skips": "ui.log.cleared_skips"}
EFFECT = 0.9  # seconds a house rule's effect lasts at speed 1
SWEEP = 0.45
OUT_WAIT = 0.8
GIFT_FLIGHT = 0.6
ROUND_WAIT = 0.6
RECEIVED_MARK = 6.0  # seconds the cards got in the exchange stay marked in the hand
MAX_PILE = 6  # plays kept visible in a trick
BURST = 0.9  # seconds the Eight stop burst lasts
CAPTION = 0.6  # seconds a banner shows as a small caption when animations are off
# Events shown at the same moment as the one before them: the wait that one asks for
# starts after them (a play frees the passed players as it flies; the order turns over
# as the revolution banner goes up).
WITH_PREVIOUS = (ev.PassesReset, ev.OrderChanged)
# Events the table shows nothing of, and why (tests/test_ui_director_events.py: every event
# class has a handler or a line here).
SILENT: dict[type, str] = {
    ev.MatchOver: "the last round's results, then the standings scene, show the match's end",
}
SUIT_MARKS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}


class Director:
    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self.tweens = CalmTweener(lambda: self.calm)  # reduced motion: fades, not flights
        self.cursor = 0
        self.wait = 0.0
        self.catching_up = False
        self.rng = random.Random(7)
        self.round_over_hook: Callable[[ev.RoundOver], None] | None = None
        self.after_trick: Callable[[], None] | None = None
        # The game's table shows each round's results before the next deal, and the titles
        # they earned from that deal on; a replay has no results screen: as the round ends.
        self.results_between_rounds = True
        self.quiet = False  # laying out a position at once (replay): no sound, hook or wait
        self._logging = True
        self._skips = 0  # seats the current play's 5s have skipped so far
        self.handovers = 0  # the round's 7 passes and 10 discards shown so far (the view's index)
        self._earned: tuple[str, ...] | None = None  # the titles of the last round over

    @property
    def shown(self) -> Shown:
        return self.stage.shown

    @property
    def layout(self) -> TableLayout:
        return self.stage.layout

    # -- timing ------------------------------------------------------------------------------
    @property
    def factor(self) -> float:
        """Multiplier for every duration: 0 when animations are off or being skipped."""
        speed = self.stage.animation_speed
        if self.catching_up or self.quiet or speed <= 0:
            return 0.0
        return 1.0 / speed

    @property
    def calm(self) -> bool:
        """Reduced motion: no banners across the table, bursts or effects; captions instead."""
        return bool(getattr(self.stage, "reduced_motion", False))

    def card_color(self, card: int) -> tuple[int, int, int]:
        """A card's colour in the log: its suit's in the four-colour deck, else red or white."""
        if getattr(self.stage, "four_colour", False):
            return suit_color(card)
        return (255, 130, 120) if card_is_red(card) else theme.WHITE

    def d(self, seconds: float) -> float:
        return seconds * self.factor

    def sound(self, name: str) -> None:
        if not self.quiet:
            self.stage.sound(name)

    @property
    def events(self) -> list[object]:
        return self.stage.events

    @property
    def idle(self) -> bool:
        """Everything that happened is on screen and nothing moves."""
        return (self.cursor >= len(self.events) and self.wait <= 0
                and not self.tweens.busy and not self.shown.flying)

    def skip(self) -> None:
        """Click-to-skip: land everything now and catch up with the engine."""
        self.catching_up = True
        self.wait = 0
        self.tweens.finish_all()
        self.shown.burst = -1.0
        self.shown.effect = None
        if self.shown.banner is not None:
            self.shown.banner.age = self.shown.banner.duration

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        if self.shown.banner is not None:
            self.shown.banner.age += dt
            if self.shown.banner.done:
                self.shown.banner = None
        effect = self.shown.effect
        if effect is not None:
            effect.age += dt
            if effect.done:
                self.shown.effect = None
        if self.shown.burst >= 0:
            self.shown.burst = self.shown.burst + dt if self.shown.burst < BURST else -1.0
        received = self.shown.received
        for card in list(received):  # the marks fade on the table's clock, not the animations'
            received[card] -= dt
            if received[card] <= 0:
                del received[card]
        for seat in list(self.shown.pops):
            self.shown.pops[seat] = max(0.0, self.shown.pops[seat] - dt * 2)
        self.wait -= dt
        guard = 0
        while self.wait <= 0 and self.cursor < len(self.events) and guard < 500:
            guard += 1
            wait = self._handle_next()
            while self.cursor < len(self.events) and isinstance(self.events[self.cursor],
                                                                 WITH_PREVIOUS):
                wait += self._handle_next()
            self.wait = max(self.wait, 0) + wait
            if self.catching_up:
                self.tweens.finish_all()
                self.wait = 0
        if self.cursor >= len(self.events) and self.catching_up:
            self.tweens.finish_all()
            self.catching_up = False

    def _handle_next(self) -> float:
        event = self.events[self.cursor]
        self.cursor += 1
        return self.handle(event)

    # -- a position at once ------------------------------------------------------------------
    def replay(self, upto: int | None = None, log: bool = True) -> None:
        """Show the events up to ``upto`` (all of them so far) at once, as they stand once
        played: each through its handler at zero duration, without a sound, the results or a
        save, ending with nothing in flight and no banner, burst, effect or mark up (a table
        built at a position shows the position, not its last moment). Without ``log`` the log
        keeps none of their lines."""
        end = len(self.events) if upto is None else min(upto, len(self.events))
        self.quiet, self._logging = True, log
        try:
            self.tweens.finish_all()  # what was in flight lands first
            while self.cursor < end:
                self._handle_next()
                self.tweens.finish_all()
        finally:
            self.quiet, self._logging = False, True
        self.wait, self.catching_up = 0.0, False
        s = self.shown
        s.banner, s.burst, s.effect = None, -1.0, None
        s.received, s.pops = {}, {}

    def resume(self, upto: int, note: Text | None) -> None:
        """A match rebuilt from a save: its events so far at once (``replay``); the log keeps
        the lines of the round in play, then ``note`` (the round resumed)."""
        deals = [i for i, e in enumerate(self.events[:upto]) if isinstance(e, ev.Dealt)]
        self.replay(deals[-1] if deals else 0, log=False)  # the rounds before: no lines
        self.replay(upto)
        if note:
            self.log((note, theme.GOLD))

    def relayout(self) -> None:
        """The layout changed (a new window size, the table's size setting): everything in
        flight lands, and the hand and the pile take their places in the new layout."""
        self.tweens.finish_all()
        self.arrange_hand(0)
        lay = self.layout
        for depth, entry in enumerate(reversed(self.shown.pile)):
            for sprite, (x, y) in zip(entry.sprites, pile_slots(len(entry.sprites), lay)):
                sprite.x, sprite.y = x, y - depth * lay.pile_h * 0.06
                sprite.height = lay.pile_h
        self.shown.sweeping.clear()
        self.shown.flying.clear()

    # -- events ------------------------------------------------------------------------------
    def handle(self, event: object) -> float:
        """Start the animation for ``event``; returns the seconds to wait before the next."""
        method = getattr(self, "on_" + type(event).__name__.lower(), None)
        if method is not None:
            return method(event)
        if type(event) in SILENT:
            return 0.0
        raise TypeError(f"the table has no handler for {type(event).__name__}: add one "
                        "(Director.on_...) or say in director.SILENT why it shows nothing")

    def log(self, *segments: Segment) -> None:
        if self._logging:
            self.shown.add_log(list(segments))

    def on_dealt(self, e: ev.Dealt) -> float:
        s = self.shown
        lay = self.layout
        s.round_no = e.round
        s.banner = None
        s.burst = -1.0  # effects of the last round end with it
        s.pops = {}
        s.counts = [0] * s.players
        s.passed = [False] * s.players
        s.places = {}
        s.order = NORMAL  # each round's engine starts in the normal order
        s.order_flip = 0.0
        s.hand = []
        s.pile = []
        s.turn = None
        s.jack_back, s.lock, s.skipped, s.out, s.effect = False, (), set(), [], None
        s.received = {}
        self.handovers = 0
        if self._earned is not None:  # the titles the last round's results gave
            s.titles = list(self._earned)
        self.log((Say.of("ui.log.round", number=e.round), theme.GOLD))
        deck = lay.pile_center
        n = len(e.hands)
        k = 0
        longest = max(len(h) for h in e.hands)
        sprites: list[tuple[CardSprite, int]] = []
        for i in range(longest):
            for seat in range(n):
                if i >= len(e.hands[seat]):
                    continue
                card = e.hands[seat][i] if seat == 0 else BACK
                sprite = CardSprite(card, deck[0], deck[1] - k * 0.15, 0, lay.pile_h,
                                    face_up=False)
                sprites.append((sprite, seat))
                k += 1
        s.flying.extend(sp for sp, _ in reversed(sprites))
        for k, (sprite, seat) in enumerate(sprites):
            self._deal_one(sprite, seat, self.d(DEAL_STEP) * k)
        self.sound("deal")
        return self.d(DEAL_STEP) * len(sprites) + self.d(DEAL_FLIGHT)

    def _deal_one(self, sprite: CardSprite, seat: int, delay: float) -> None:
        self._fly_to_seat(sprite, seat, self.d(DEAL_FLIGHT), delay,
                          angle=self.rng.uniform(-8, 8), ease=ease_out_cubic)

    def arrange_hand(self, duration: float | None = None) -> None:
        """Sort the hand and glide every card to its slot."""
        s = self.shown
        s.hand.sort(key=lambda sprite: s.order.card_key(sprite.card))
        slots = hand_slots(len(s.hand), self.layout)
        dur = self.d(0.22) if duration is None else duration
        for sprite, (x, y, angle) in zip(s.hand, slots):
            self.tweens.move(sprite, {"x": x, "y": y, "angle": angle,
                                      "height": self.layout.hand_h}, dur)

    def on_exchangegiven(self, e: ev.ExchangeGiven) -> float:
        """The log names the cards where the player's view has them (those it gave or got);
        the ones got stay marked in the hand for a moment."""
        self.log((gift_words(e.giver, e.receiver, len(e.cards)), theme.MUTED))
        seen = self.stage.seen_gift(self.shown.round_no, e.giver, e.receiver)
        if seen:
            self._log_cards(seen)
        if e.receiver == 0:
            self.shown.received.update(dict.fromkeys(e.cards, RECEIVED_MARK))
        return self._fly_gift(e.giver, e.receiver, e.cards, e.counts)

    def _fly_gift(self, giver: int, receiver: int, cards: tuple[int, ...],
                  counts: tuple[int, ...] = ()) -> float:
        """Cards fly from the giver to the receiver (face up only to or from the player); once
        the last has landed both seats show the counts the event says they hold."""
        lay = self.layout
        s = self.shown
        flight = self.d(GIFT_FLIGHT)
        for i, card in enumerate(cards):
            if giver == 0:
                sprite = self._take_from_hand(card)
            else:
                x, y = lay.seats[giver].center
                face = card if receiver == 0 else BACK
                sprite = CardSprite(face, x, y, 0, lay.small_h, face_up=receiver == 0)
                s.counts[giver] -= 1
            s.flying.append(sprite)
            last = i == len(cards) - 1
            self._fly_to_seat(sprite, receiver, flight, self.d(0.08) * i,
                              then=partial(self._settle, counts, (giver, receiver))
                              if last else None)
        if giver == 0:
            self.arrange_hand()
        self.sound("deal")
        return flight + self.d(0.08) * len(cards) + self.d(0.35)

    def _take_from_hand(self, card: int) -> CardSprite:
        s = self.shown
        for sprite in s.hand:
            if sprite.card == card:
                s.hand.remove(sprite)
                sprite.lift = 0
                sprite.dim = False
                sprite.glow = False
                return sprite
        lay = self.layout
        return CardSprite(card, *lay.hand_rect.center, 0, lay.hand_h)

    def _settle(self, counts: tuple[int, ...], seats: tuple[int, ...]) -> None:
        """The opponents' card counts ``counts`` says (an event's, after it), where it says."""
        for seat in seats:
            if seat != 0 and seat < len(counts):  # the player's own cards are the hand
                self.shown.counts[seat] = counts[seat]

    def _fly_to_seat(self, sprite: CardSprite, seat: int, duration: float, delay: float,
                     angle: float = 0.0, ease: Callable[[float], float] = ease_in_out_cubic,
                     then: Callable[[], None] | None = None) -> None:
        """Fly a card to a seat: into the player's hand face up, or onto an opponent's count."""
        lay = self.layout
        if seat == 0:
            x, y = lay.hand_rect.center
            height = lay.hand_h
        else:
            x, y = lay.seats[seat].center
            height = lay.small_h

        def landed() -> None:
            if sprite in self.shown.flying:
                self.shown.flying.remove(sprite)
            if seat == 0:
                sprite.face_up = True
                self.shown.hand.append(sprite)
                self.arrange_hand()
            else:
                self.shown.counts[seat] += 1
            if then is not None:
                then()

        self.tweens.move(sprite, {"x": x, "y": y, "height": height, "angle": angle}, duration,
                         ease, delay, landed)

    def on_roundstarted(self, e: ev.RoundStarted) -> float:
        text = Say.of("ui.log.you_lead") if e.leader == 0 else \
            Say.of("ui.log.leads", name=Seat(e.leader))
        self.log((text, theme.MUTED))
        return self.d(ROUND_WAIT) if e.round > 1 else self.d(0.2)

    def on_turnstarted(self, e: ev.TurnStarted) -> float:
        self.shown.turn = e.seat
        self.shown.leading = e.leading
        return 0.0

    def on_played(self, e: ev.Played) -> float:
        s = self.shown
        lay = self.layout
        s.skipped = set()  # a skip lasts one turn: the next play ends it
        self._skips = 0
        s.turn = None  # the turn is made: nobody's while the play lands and its banners play
        segments: list[Segment] = [(Seat(e.seat), theme.WHITE), (": ", theme.WHITE)]
        for card in e.play.cards:  # a joker is written with what it stands for
            segments.append((Worded(_played_word, (e.play, card)), self.card_color(card)))
        self.log(*segments)
        # Older plays of the trick slide aside a little and stay visible underneath.
        for entry in s.pile:
            for sprite in entry.sprites:
                self.tweens.move(sprite, {"y": sprite.y - lay.pile_h * 0.06,
                                          "angle": sprite.angle + self.rng.uniform(-4, 4)},
                                 self.d(0.2))
        if len(s.pile) >= MAX_PILE:
            s.pile.pop(0)
        slots = pile_slots(len(e.play.cards), lay)
        sprites = []
        flight = self.d(PLAY_FLIGHT)
        for i, card in enumerate(e.play.cards):
            if e.seat == 0:
                sprite = self._take_from_hand(card)
            else:
                x, y = lay.seats[e.seat].center
                sprite = CardSprite(card, x, y, 0, lay.small_h, flip=0.2)
            sprite.face_up = True
            sprites.append(sprite)
            s.flying.append(sprite)
            tx, ty = slots[i]
            self.tweens.move(sprite, {"x": tx, "y": ty, "height": lay.pile_h, "flip": 1.0,
                                      "angle": self.rng.uniform(-3, 3)},
                             flight, ease_out_cubic, self.d(0.04) * i)
        if e.seat != 0:  # the seat's count as its cards leave (the player's: the hand)
            s.counts[e.seat] = e.cards_left
        entry = PileEntry(e.seat, e.play, sprites)

        def landed() -> None:
            for sprite in sprites:
                if sprite in s.flying:
                    s.flying.remove(sprite)
            s.pile.append(entry)

        self._after(flight + self.d(0.04) * len(sprites), landed)
        if e.seat == 0:
            self.arrange_hand()
        self.sound("play")
        return flight + self.d(0.04) * len(sprites) + self.d(LAND_PAUSE)

    def _after(self, seconds: float, action: Callable[[], None]) -> None:
        """Run ``action`` after ``seconds`` of animation time."""
        holder = _Timer()
        self.tweens.add(holder, "value", 1.0, seconds, on_done=action)

    def on_passed(self, e: ev.Passed) -> float:
        self.shown.passed[e.seat] = True
        self.shown.pops[e.seat] = 1.0
        text = Say.of("ui.log.you_pass") if e.seat == 0 else \
            Say.of("ui.log.passes", name=Seat(e.seat))
        self.log((text, theme.DIM))
        self.sound("pass")
        return self.d(PASS_WAIT)

    def on_passesreset(self, e: ev.PassesReset) -> float:
        self.shown.passed = [False] * self.shown.players
        return 0.0

    def on_revolution(self, e: ev.Revolution) -> float:
        s = self.shown
        text = Say.of("ui.banner.revolution" if e.active else "ui.banner.counter_revolution")
        sub = Say.of("ui.banner.revolution_sub" if e.active else "ui.banner.normal_order_sub")
        s.banner = self._banner(text, sub, "revolution", BANNER["revolution"])
        self.log((text, theme.RED))
        self.sound("revolution")
        return self.d(BANNER["revolution"])

    def on_orderchanged(self, e: ev.OrderChanged) -> float:
        """The strip at the top turns over and the hand sorts itself in the new order."""
        s = self.shown
        s.order = order_of(e.reversed)
        self.tweens.add(s, "order_flip", 1.0 if e.reversed else 0.0,
                        self.d(BANNER["revolution"] * 0.7), ease_in_out_cubic, self.d(0.2))
        self.arrange_hand(self.d(0.5))
        return 0.0

    def on_wentout(self, e: ev.WentOut) -> float:
        self.shown.places[e.seat] = e.place
        self.shown.pops[e.seat] = 1.0
        place = Worded(place_text, e.place)
        text = (Say.of("ui.log.you_out", place=place) if e.seat == 0
                else Say.of("ui.log.out", name=Seat(e.seat), place=place))
        self.log((text, theme.GOLD))
        self.sound("out")
        return self.d(OUT_WAIT)

    # -- the house rules -------------------------------------------------------------------------
    def _effect(self, kind: str, seat: int, target: int | None = None) -> None:
        """Start a house rule's own effect (none with animations off: the caption says it)."""
        if self.factor > 0 and not self.calm:
            self.shown.effect = Effect(kind, seat, target, max(0.5, self.d(EFFECT)))

    def _house_banner(self, text: Say, sub: Text, seconds: float = BANNER["house"]) -> float:
        self.shown.banner = self._banner(text, sub, "house", seconds)
        return self.d(seconds)

    def on_owes(self, e: ev.Owes) -> float:
        """A play of 7s or 10s: the banner says what is owed; the player then chooses (the
        turn is the seat's again until it has handed the cards over)."""
        self.shown.turn = e.seat
        if e.kind == "give":  # who gets them is said when they go (ev.CardsGiven)
            wait = self._house_banner(Say.of("ui.banner.seven_pass"),
                                      Say.of("ui.banner.seven_pass_sub"))
        else:
            wait = self._house_banner(Say.of("ui.banner.ten_discard"),
                                      Say.of("ui.banner.ten_discard_sub"))
            self._effect("ten_discard", e.seat)
        self.sound("pass")
        return wait

    def on_cardsgiven(self, e: ev.CardsGiven) -> float:
        """The 7 pass: the log names the cards where the player's view has them (a pass
        between two opponents is theirs alone); they fly to the receiver's seat."""
        self.log((gift_words(e.giver, e.receiver, len(e.cards)), theme.MUTED))
        seen = self.stage.seen_handover(self.shown.round_no, self.handovers)
        self.handovers += 1
        if seen:
            self._log_cards(seen)
        if self.factor > 0 and not self.calm:
            self.shown.effect = Effect("seven_pass", e.giver, e.receiver,
                                       self.d(GIFT_FLIGHT) + self.d(0.3))
        return self._fly_gift(e.giver, e.receiver, e.cards, e.counts)

    def on_discarded(self, e: ev.Discarded) -> float:
        """The 10 discard: the cards fly face up to the discard spot and stay there."""
        text = Say.of("ui.log.you_discard") if e.seat == 0 else \
            Say.of("ui.log.discards", name=Seat(e.seat))
        self.log((text, theme.MUTED))
        self._log_cards(e.cards)  # a discard is face up for all
        self.handovers += 1
        self.sound("clear")
        wait = self._fly_out(e.seat, e.cards)
        self._settle(e.counts, (e.seat,))
        return wait

    def on_capitalfall(self, e: ev.CapitalFall) -> float:
        """The last President falls: last place, and the hand leaves play face up."""
        s = self.shown
        text = Say.of("ui.banner.capital_fall")
        sub = Say.of("ui.banner.capital_fall_sub_you") if e.seat == 0 else \
            Say.of("ui.banner.capital_fall_sub", name=Seat(e.seat))
        wait = self._house_banner(text, sub, BANNER["capital_fall"])
        self._effect("capital_fall", e.seat)
        line = Say.of("ui.log.you_fall") if e.seat == 0 else \
            Say.of("ui.log.falls", name=Seat(e.seat))
        self.log((line, theme.RED))
        self._log_cards(e.cards)
        s.places[e.seat] = s.players
        s.pops[e.seat] = 1.0
        self.sound("revolution")
        return wait + self._fly_out(e.seat, e.cards)

    def _fly_out(self, seat: int, cards: tuple[int, ...]) -> float:
        """Cards leave play: face up from the seat to the discard spot, where they lie."""
        lay = self.layout
        s = self.shown
        flight = self.d(GIFT_FLIGHT)
        for i, card in enumerate(cards):
            if seat == 0:
                sprite = self._take_from_hand(card)
            else:
                x, y = lay.seats[seat].center
                sprite = CardSprite(card, x, y, 0, lay.small_h, flip=0.2)
                s.counts[seat] = max(0, s.counts[seat] - 1)
            sprite.face_up = True
            s.flying.append(sprite)
            tx, ty = out_slot(len(s.out) + i, lay)

            def landed(sprite: CardSprite = sprite) -> None:
                if sprite in s.flying:
                    s.flying.remove(sprite)
                s.out.append(sprite)

            self.tweens.move(sprite, {"x": tx, "y": ty, "height": lay.out_h, "flip": 1.0,
                                      "angle": self.rng.uniform(-12, 12)},
                             flight, ease_out_cubic, self.d(0.06) * i, landed)
        if seat == 0:
            self.arrange_hand()
        return flight + self.d(0.06) * len(cards) + self.d(0.3)

    def on_jackback(self, e: ev.JackBack) -> float:
        """A J turns the order for the rest of the trick (ev.OrderChanged turns the strip)."""
        self.shown.jack_back = e.active
        sub = Say.of("ui.banner.jack_back_sub" if e.active else "ui.banner.jack_back_off_sub")
        key = "ui.banner.jack_back" if e.active else "ui.banner.jack_back_off"
        wait = self._house_banner(Say.of(key), sub)
        self._effect("jack_back", e.seat)
        self.log((Say.of("ui.log.jack_back" if e.active else "ui.log.jack_back_off",
                         name=Seat(e.seat)), theme.GOLD))
        self.sound("revolution")
        return wait

    def on_ruleeffect(self, e: ev.RuleEffect) -> float:
        """A rule with no event of its own: its banner and log line by its key, from the
        catalogs (``rules.effect.KEY``, ``rules.effect.KEY.log``), so it needs nothing here."""
        wait = self._house_banner(Say.of(f"rules.effect.{e.rule}"), "")
        self.log((Say.of(f"rules.effect.{e.rule}.log", name=Seat(e.seat)), theme.GOLD))
        self.sound("pass")
        return wait

    def on_locked(self, e: ev.Locked) -> float:
        self.shown.lock = tuple(e.suits)
        suits = "".join(SUIT_MARKS.get(letter, letter) for letter in e.suits)
        wait = self._house_banner(Say.of("ui.banner.locked", suits=suits),
                                  Say.of("ui.banner.locked_sub"))
        self._effect("lock", e.seat)
        self.log((Say.of("ui.log.locked", suits=suits), theme.GOLD))
        self.sound("pass")
        return wait

    def on_skipped(self, e: ev.Skipped) -> float:
        """5s skip players: the banner counts them (Skip ×2), each seat shows its tag."""
        s = self.shown
        self._skips += 1
        s.skipped.add(e.seat)
        s.pops[e.seat] = 1.0
        line = Say.of("ui.log.you_skipped") if e.seat == 0 else \
            Say.of("ui.log.skipped", name=Seat(e.seat))
        self.log((line, theme.DIM))
        text = Say.of("ui.banner.skip_one" if self._skips == 1 else "ui.banner.skip",
                      count=self._skips)
        self._house_banner(text, "", BANNER["house"])
        self._effect("skip", e.by, e.seat)
        self.sound("pass")
        return self.d(PASS_WAIT)

    def _log_cards(self, cards: tuple[int, ...]) -> None:
        """The cards that changed hands or left play, named on a line of their own (indented
        under the line saying what happened), red suits in red."""
        self.log(("   ", theme.MUTED), *[
            (Worded(_card_word, c), self.card_color(c)) for c in cards])

    def on_cleared(self, e: ev.Cleared) -> float:
        s = self.shown
        lay = self.layout
        banner_time = self.d(BANNER[e.reason])
        if e.reason == "eight":
            sub = leader_words(e, "eight")
            s.banner = self._banner(Say.of("ui.banner.eight_stop"), sub, "big", BANNER["eight"])
            if self.factor > 0 and not self.calm:  # else the caption says it
                s.burst = 0.0
            self.sound("eightstop")
        elif e.reason == "spade_three":
            s.banner = self._banner(Say.of("ui.banner.spade_three"),
                                    leader_words(e, "clear"), "house",
                                    BANNER[e.reason])
            self._effect("spade_three", e.seat)
            self.sound("eightstop")
        elif e.reason in CLEAR_BANNERS:
            s.banner = self._banner(Say.of(CLEAR_BANNERS[e.reason]),
                                    leader_words(e, "clear"), "clear",
                                    BANNER[e.reason], 0.8)
            self.sound("clear")
        elif self.factor > 0:  # a quiet note, left out when animations are off (the log has it)
            key = "ui.banner.skips" if e.reason == "skips" else "ui.banner.passes"
            s.banner = Banner(Say.of(key), "", "quiet", banner_time + 0.3, caption=self.calm)
        self.log((Say.of(CLEAR_LOGS[e.reason]), theme.GOLD if e.reason in ("eight", "spade_three")
                  else theme.MUTED))
        s.passed = [False] * s.players
        s.skipped = set()
        s.jack_back, s.lock = False, ()  # both hold until the pile is cleared
        sprites = [sp for entry in s.pile for sp in entry.sprites]
        s.pile = []
        s.sweeping.extend(sprites)
        tx, ty = lay.discard
        sweep = self.d(SWEEP if e.reason != "passes" else SWEEP * 1.3)
        for i, sprite in enumerate(sprites):
            def gone(sprite: CardSprite = sprite) -> None:
                if sprite in s.sweeping:
                    s.sweeping.remove(sprite)
            self.tweens.move(sprite, {"x": tx + self.rng.uniform(-40, 40), "y": ty,
                                      "angle": sprite.angle + self.rng.uniform(-40, 40),
                                      "alpha": 0},
                             sweep, ease_in_cubic, banner_time + self.d(0.02) * i, gone)
        if self.after_trick is not None and not self.quiet:
            self.after_trick()
        return banner_time + sweep + self.d(0.1)

    def _banner(self, text: Say, sub: Text, kind: str, base: float,
                shortest: float = 0.9) -> Banner:
        """A banner across the table; with animations off, a short caption at the pile that
        hides nothing (the game does not wait for banners then)."""
        if self.factor <= 0 or self.calm:
            return Banner(text, "", kind, CAPTION, caption=True)
        return Banner(text, sub, kind, max(shortest, self.d(base)))

    def on_roundover(self, e: ev.RoundOver) -> float:
        s = self.shown
        s.turn = None
        for place, seat in enumerate(e.order, start=1):
            s.places.setdefault(seat, place)
        self._earned = e.titles
        if self.round_over_hook is not None and not self.quiet:
            self.round_over_hook(e)  # the results, once everything has landed
        self._after(self.d(0.3), partial(self._round_shown, e))
        return self.d(0.3)

    def _round_shown(self, e: ev.RoundOver) -> None:
        """The round's end has landed: the panels show the new totals, as the results do. At
        the game's table the results come up now, over a table with nothing left moving (a
        banner would stand frozen under them); a replay shows the new titles at once."""
        s = self.shown
        s.totals = list(e.totals)
        if self.results_between_rounds:
            s.banner, s.burst = None, -1.0
        else:
            s.titles = list(e.titles)


class _Timer:
    value = 0.0


# Who leads after a clear, by banner: (the same player again, you again, the next player after
# the one who cleared went out, you next, nobody: the round is over).
LEADER_SUBS = {
    "eight": ("ui.banner.eight_stop_sub", "ui.banner.eight_stop_sub_you",
              "ui.banner.eight_stop_sub_next", "ui.banner.eight_stop_sub_next_you",
              "ui.banner.eight_stop_sub_over"),
    "clear": ("ui.banner.clear_sub", "ui.banner.clear_sub_you", "ui.banner.clear_sub_next",
              "ui.banner.clear_sub_next_you", "ui.banner.clear_sub_over"),
}


def leader_words(e: ev.Cleared, kind: str) -> Say:
    """Who leads after a clear, as the engine's event says: the same player again, or the next
    one when the player who cleared went out (nobody when the round is over)."""
    again, again_you, nxt, next_you, over = LEADER_SUBS[kind]
    if e.leader is None:
        return Say.of(over)
    if e.leader == e.seat:
        return Say.of(again_you) if e.leader == 0 else Say.of(again, name=Seat(e.leader))
    return Say.of(next_you) if e.leader == 0 else Say.of(nxt, name=Seat(e.leader))


def gift_words(giver: int, receiver: int, count: int) -> Say:
    """Who gives how many cards to whom, worded for the player when it is them."""
    one = "_one" if count == 1 else ""
    if giver == 0:
        return Say.of("ui.log.you_give" + one, receiver=Seat(receiver), count=count)
    if receiver == 0:
        return Say.of("ui.log.gives_you" + one, giver=Seat(giver), count=count)
    return Say.of("ui.log.gives" + one, giver=Seat(giver), receiver=Seat(receiver), count=count)


def _card_word(card: int) -> str:
    return card_text(card) + " "


def _played_word(play_card: tuple[Play, int]) -> str:
    return played_card_text(*play_card) + " "

