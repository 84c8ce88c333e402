"""The table's decisions, without pygame: whose move it is, what the selection means, what the
player may do now, and doing it on the match.

The view (game.ui.table.scene) turns clicks and keys into calls here and draws what this says;
the rules themselves are asked of the engine (``Round.explain``, ``Round.can_pass``,
``Match.check_gift``, ``Round.check_handover``), never worked out here.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Literal

from game import saves
from game.engine import events as ev
from game.engine.cards import JOKERS, is_joker, rank_of
from game.engine.errors import IllegalAction
from game.engine.match import ExchangeStep, Match
from game.engine.plays import Play
from game.engine.round import Round
from game.i18n import language, t
from game.ui.opponents import (
    advise,
    checked_gift,
    checked_handover,
    checked_play,
    gift_hint,
    handover_hint,
    seat_view,
    think,
    think_handover,
)
from game.ui.session import TableSession
from game.ui.why import why_text
from game.ui.wording import Say, Text, Worded, word
from game.ui.words import card_text, play_meaning, reason_text, seat_name, title_name

MAX_THINK = 8.0  # seconds past the delay an opponent may think before a legal move is taken
MESSAGE_SECONDS = 2.5
HINT_LEVEL = "normal"  # the level whose play Hint suggests, and whose reason it gives
# What the status says a selected play will do, by the engine's clear reason.
EFFECT_CLEARS = {"eight": "ui.effect.eight", "two": "ui.effect.clears",
                 "three": "ui.effect.clears", "spade_three": "ui.effect.clears",
                 "skips": "ui.effect.clears"}
# What it says of a hand-over the play calls for: (one card, several).
EFFECT_OWES = {"give": ("ui.effect.seven_pass_one", "ui.effect.seven_pass"),
               "discard": ("ui.effect.ten_discard_one", "ui.effect.ten_discard")}

# How a line of text reads; the view picks the colour.
Tone = Literal["white", "gold", "muted", "warn"]
Status = tuple[str, Tone]


@dataclass(frozen=True)
class Actions:
    """What the player's buttons do now."""

    give: bool  # the main button gives cards (the exchange, a 7 pass) instead of playing
    main: bool  # Play (or Give, Discard) is enabled
    pass_: bool
    hint: bool
    discard: bool = False  # the main button discards the cards a play of 10s calls for
    pass_shown: bool = True  # no Pass button at all where passing is no choice (the exchange)


class TableController:
    def __init__(self, session: TableSession, autoplay: bool = False) -> None:
        assert session.match is not None
        self.session = session
        self.match: Match = session.match
        self.autoplay = autoplay  # seat 0 is played by the computer too (smoke test, demos)
        self.selected: set[int] = set()
        self.pending_results: ev.RoundOver | None = None
        self.match_over_shown = False
        self.clock = 0.0
        self.think = 0.0  # time the opponent to act has waited
        self._job: tuple[tuple[int, int], Future] | None = None  # the opponent thinking now
        self._asked_at = 0.0  # when (wall clock) the opponent was asked
        self.message: tuple[Text, Tone] | None = None
        self.message_until = 0.0
        # The view says whether everything that happened is on screen (the animations
        # trail the engine); the computer waits for it, and so does the player's turn.
        self.caught_up: Callable[[], bool] = lambda: True
        self.save: Callable[[], None] | None = None  # the autosave, after every action
        self.pass_for_me: Callable[[], bool] = lambda: False  # the player's setting
        self._saved_at = -1  # how many events the last autosave had seen
        self.forget_save: Callable[[], None] = saves.clear_autosave
        self._legal_key: object = None
        self._legal: list[Play] = []
        self._explain: tuple[object, list[Play], Text] = (None, [], "")
        self._effect: tuple[object, str] = (None, "")  # the selection's effect, worked out once
        self.hint_why: tuple[object, str] = (None, "")  # the hint's message, and why that play

    # -- the flow of the match -----------------------------------------------------------------
    def start(self) -> bool:
        """Deal a new match, or pick up a resumed one: True when a resumed round stands
        mid-way and its position is to be laid out as it is."""
        if self.match.round_no == 0 or self.match.phase == "round_over":
            self.match.start_round()
            return False
        return True

    @property
    def round(self) -> Round | None:
        return self.match.round

    def tick(self, dt: float) -> None:
        self.clock += dt
        if self.message and self.clock > self.message_until:
            self.message = None

    def round_over(self, event: ev.RoundOver) -> None:
        """The round's end is on screen: the results follow once everything has landed."""
        self.pending_results = event

    def results_due(self) -> ev.RoundOver | None:
        """The round results to show now, once; the selection goes with them."""
        if self.pending_results is None or not self.caught_up():
            return None
        event, self.pending_results = self.pending_results, None
        self.selected.clear()
        return event

    def next_round(self) -> bool:
        """After the results: deal the next round; True when the match is over instead."""
        if self.match.over:
            self.match_over_shown = True
            if not self.autoplay:
                self.forget_save()
            return True
        self.match.start_round()
        return False

    def trick_shown(self) -> None:
        """A trick's end is on screen: save (every action is saved too, see save_now)."""
        self.save_now()

    def save_now(self) -> None:
        """Save the match as it stands, so Continue resumes exactly here."""
        if self.save is not None and not self.autoplay:
            self._saved_at = len(self.session.events)
            self.save()  # a failed write is told to the player by game.storage, not raised

    def save_if_moved(self) -> None:
        """Save after every action anyone made (a new event since the last save)."""
        if len(self.session.events) != self._saved_at and not self.match.over:
            self.save_now()

    def pass_if_stuck(self) -> bool:
        """Pass for me: when the player has no legal play and may pass, pass at once (the pass
        is shown and logged like any other)."""
        if not self.pass_for_me() or not self.playing() or self.legal_plays():
            return False
        rnd = self.match.round
        if rnd is None or not rnd.can_pass(0) or self.owed() is not None:
            return False
        self.match.pass_turn(0)
        self.selected.clear()
        self.say(Say("ui.status.passed_for_you"), tone="muted")
        return True

    # -- whose move -----------------------------------------------------------------------
    def whose_move(self) -> int | None:
        if self.pending_results is not None:
            return None
        return self.match.whose_move()

    def human_to_move(self) -> bool:
        return not self.autoplay and self.caught_up() and self.whose_move() == 0

    @property
    def thinking(self) -> bool:
        """An opponent is deciding (the dots on its panel)."""
        return self.caught_up() and self.whose_move() not in (None, 0)

    def drive(self, dt: float, delay: float) -> None:
        """Let the computer act when it is its move: it thinks in the background while the
        opponent delay runs, and its answer is applied once both are done."""
        seat = self.whose_move()
        if seat is None or (seat == 0 and not self.autoplay):
            self.think, self._job = 0.0, None
            return
        key = (seat, len(self.session.events))
        owes = self._owes(seat)
        if self._job is None or self._job[0] != key:
            opponent = self.session.opponents.get(seat) or self.session.opponents[1]
            if owes is not None:
                job = think_handover(opponent, self.match, seat)
            else:
                job = think(opponent, self.match, seat, delay)
            self._job = (key, job)
            self.think, self._asked_at = 0.0, time.monotonic()
        self.think += dt
        future = self._job[1]
        # The delay runs on the table's clock; "far too long" on the wall clock, so a table
        # stepped faster than real time (headless) still waits for a thinking opponent.
        thought = time.monotonic() - self._asked_at
        if self.think < delay or (delay > 0 and not future.done()
                                  and thought < delay + MAX_THINK):
            return  # frames keep coming while a slow opponent thinks
        # An opponent that takes far too long is overruled by a legal move: never stall.
        answer = future.result() if future.done() or delay <= 0 else None
        self._job, self.think = None, 0.0
        if self.match.phase == "exchange":
            self.match.give(seat, checked_gift(self.match, seat, answer))
        elif owes is not None:
            self.match.hand_over(seat, checked_handover(self.match, seat, answer))
        else:
            self.match.act(seat, checked_play(self.match, seat, answer))

    def hurry(self, delay: float) -> None:
        """The player clicked the felt: the opponent to act need not wait out the delay."""
        self.think = max(self.think, delay)

    # -- what the selection means ----------------------------------------------------------
    def exchange_step(self) -> ExchangeStep | None:
        """The player's own choice in the exchange (not a forced gift), if it is due."""
        step = self.match.pending_gift() if self.match.phase == "exchange" else None
        return step if step is not None and step.giver == 0 and not step.forced else None

    def _owes(self, seat: int) -> tuple[str, int] | None:
        """What ``seat`` must hand over before anything else (a 7 pass, a 10 discard)."""
        rnd = self.match.round
        if rnd is None or rnd.owes is None or rnd.turn != seat or self.match.phase != "play":
            return None
        return rnd.owes

    def owed(self) -> tuple[str, int] | None:
        """The player's own 7 pass or 10 discard, ("give" | "discard", count), if it is due."""
        return self._owes(0) if self.human_to_move() else None

    def legal_plays(self) -> list[Play]:
        key = (len(self.session.events), self.match.phase)
        if key != self._legal_key:
            self._legal_key = key
            rnd = self.match.round
            self._legal = rnd.legal_plays(0) if rnd is not None and rnd.turn == 0 else []
        return self._legal

    def explain(self) -> tuple[list[Play], Text]:
        """The plays the selection means, or why it means none (worded when shown)."""
        key = (len(self.session.events), frozenset(self.selected))
        if self._explain[0] != key:
            rnd = self.match.round
            plays: list[Play] = []
            why: Text = ""
            if rnd is not None and rnd.turn == 0:
                plays, reason = rnd.explain(0, sorted(self.selected))
                why = Worded(reason_text, reason) if reason is not None else ""
            self._explain = (key, plays, why)
        return self._explain[1], self._explain[2]

    def playing(self) -> bool:
        """The player is to play or pass (not give in the exchange or for a 7 or 10, not
        wait)."""
        return self.human_to_move() and self.match.phase == "play" and self._owes(0) is None

    def playable(self) -> set[int] | None:
        """The cards some legal play uses, while the player is to play; None otherwise."""
        if not self.playing():
            return None
        cards = {c for p in self.legal_plays() for c in p.cards}
        if any(is_joker(c) for c in cards):  # the engine lists one joker for either: alike
            cards |= set(JOKERS)
        return cards

    def actions(self) -> Actions:
        """What the Play/Give, Pass and Hint buttons do and whether they are enabled."""
        playing = self.playing()
        step = self.exchange_step() if self.human_to_move() else None
        if step is not None:
            _, reason = self.match.check_gift(0, sorted(self.selected))
            return Actions(give=True, main=reason is None, pass_=False, hint=True,
                           pass_shown=False)
        owed = self.owed()
        rnd = self.match.round
        if owed is not None and rnd is not None:
            ok = rnd.check_handover(0, owed[0], sorted(self.selected)) is None
            return Actions(give=owed[0] == "give", main=ok, pass_=False, hint=True,
                           discard=owed[0] == "discard")
        return Actions(give=False, main=playing and bool(self.explain()[0]),
                       pass_=playing and rnd is not None and rnd.can_pass(0), hint=playing)

    def status(self) -> Status:
        """The line above the hand: whose move it is, or why the selection cannot be played."""
        if self.message is not None:
            return word(self.message[0]), self.message[1]
        if self.match_over_shown or self.pending_results is not None:
            return "", "white"
        caught_up = self.caught_up()
        step = self.exchange_step()
        if step is not None and caught_up and not self.autoplay:
            title = title_name(self.match.titles[0]) if self.match.titles else ""
            key = "ui.status.give_one" if step.count == 1 else "ui.status.give"
            return t(key, count=step.count, title=title, name=seat_name(step.receiver)), "gold"
        seat = self.whose_move()
        if seat is None or not caught_up:
            return "", "white"
        owed = self.owed() if seat == 0 else None
        if owed is not None:
            return self._owed_status(*owed)
        if seat != 0 or self.autoplay:
            if seat == 0:  # the computer plays the player's seat (demos, screenshots)
                return t("ui.status.thinking_you"), "muted"
            return t("ui.status.thinking", name=seat_name(seat)), "muted"
        return self._my_move_status()

    def _owed_status(self, kind: str, count: int) -> Status:
        """Whom the cards go to (or that they leave play), and how many are still to pick."""
        left = count - len(self.selected)
        if left < 0:
            return t("ui.status.pick_fewer", count=-left), "warn"
        rnd = self.match.round
        if kind == "give":
            name = seat_name(rnd.receiver(0)) if rnd is not None else ""
            head = t("ui.status.pass_seven_one" if count == 1 else "ui.status.pass_seven",
                     count=count, name=name)
        else:
            head = t("ui.status.discard_ten_one" if count == 1 else "ui.status.discard_ten",
                     count=count)
        if left == 0:
            key = "ui.status.press_give" if kind == "give" else "ui.status.press_discard"
            return t("ui.status.picked", head=head, then=t(key)), "white"
        more = t("ui.status.more_one") if left == 1 else t("ui.status.more", count=left)
        return t("ui.status.picked", head=head, then=more), "gold"

    def _my_move_status(self) -> Status:
        rnd = self.match.round
        if not self.selected:
            if not self.legal_plays() or rnd is None:
                return t("ui.status.cannot_beat"), "muted"
            if rnd.top is None:
                key = "ui.status.lead_runs" if self.session.rules.runs else "ui.status.lead"
                return t(key), "gold"
            # an equal rank follows too, unless the strict house rule is on
            key = "ui.status.follow_strict" if self.session.rules.strict else "ui.status.follow"
            return t(key, play=play_meaning(rnd.top)), "gold"
        plays, why = self.explain()
        if plays:
            ready = t("ui.status.ready", play=play_meaning(plays[0]))
            effect = self._effect_words(plays) if rnd is not None else ""
            return (t("ui.status.ready_effect", ready=ready, effect=effect) if effect
                    else ready), "white"
        return word(why), "warn"

    def _effect_words(self, plays: list[Play]) -> str:
        """What the selected play will do as it lands, as the engine foresees it (clear,
        revolution, jack back, skips, a 7 pass or 10 discard owed); nothing when the
        selection means several plays. Asked once per selection and position, not every
        frame the status line is drawn."""
        key = (len(self.session.events), frozenset(self.selected), language())
        if self._effect[0] != key:
            self._effect = (key, self._foresee(plays))
        return self._effect[1]

    def _foresee(self, plays: list[Play]) -> str:
        rnd = self.match.round
        if rnd is None or len(plays) != 1:
            return ""
        try:
            out = rnd.outcome(0, plays[0])
        except IllegalAction:
            return ""
        words = []
        if out.clears in EFFECT_CLEARS:
            words.append(t(EFFECT_CLEARS[out.clears]))
        if out.revolution != rnd.revolution:
            words.append(t("ui.effect.revolution" if out.revolution
                           else "ui.effect.counter_revolution"))
        if out.jack_back:
            words.append(t("ui.effect.jack_back"))
        if out.skips:
            words.append(t("ui.effect.skip_one") if out.skips == 1
                         else t("ui.effect.skip", count=out.skips))
        if out.owes is not None:  # the first hand-over the play calls for (a 7 pass first)
            kind, count = out.owes
            one, many = EFFECT_OWES[kind]
            words.append(t(one) if count == 1 else t(many, count=count))
        return ", ".join(words)

    def why_shown(self) -> str:
        """Why the hinted play, while the hint's line is up ("" otherwise)."""
        message, text = self.hint_why
        return text if message is not None and message is self.message else ""

    def say(self, text: Text, seconds: float = MESSAGE_SECONDS, tone: Tone = "white") -> None:
        self.message = (text, tone)
        self.message_until = self.clock + seconds

    # -- the player's actions --------------------------------------------------------------
    def play_selected(self) -> list[Play]:
        """Play (or give) the selection; when it means several plays, return them for the
        player to choose from (then ``make_play`` the chosen one)."""
        if not self.human_to_move():
            return []
        if self.exchange_step() is not None:
            self.give_selected()
            return []
        if self.owed() is not None:
            self.hand_over_selected()
            return []
        plays, why = self.explain()
        if not plays:
            if why:
                self.say(why, tone="warn")
            return []
        if len(plays) == 1:
            self.make_play(plays[0])
            return []
        return plays

    def make_play(self, play: Play) -> bool:
        try:
            self.match.play(0, play)
        except IllegalAction as exc:
            self.say(Worded(reason_text, exc.reason), tone="warn")
            return False
        self.selected.clear()
        return True

    def give_selected(self) -> bool:
        try:
            self.match.give(0, sorted(self.selected))
        except IllegalAction as exc:
            self.say(Worded(reason_text, exc.reason), tone="warn")
            return False
        self.selected.clear()
        return True

    def hand_over_selected(self) -> bool:
        """Give (7 pass) or discard (10 discard) the selection, whichever the player owes."""
        owed = self.owed()
        rnd = self.match.round
        if owed is None or rnd is None:
            return False
        reason = rnd.check_handover(0, owed[0], sorted(self.selected))
        if reason is not None:
            self.say(Worded(reason_text, reason), tone="warn")
            return False
        self.match.hand_over(0, sorted(self.selected))
        self.selected.clear()
        return True

    def pass_turn(self) -> bool:
        if not self.playing():
            return False
        rnd = self.match.round
        if rnd is None or not rnd.can_pass(0):
            self.say(Say("ui.reason.must_lead"), tone="warn")
            return False
        self.match.pass_turn(0)
        self.selected.clear()
        return True

    def show_hint(self) -> None:
        """Select what the computer would play, or say that it would pass."""
        rnd = self.match.round
        owed = self.owed()
        if owed is not None:
            self._hint_handover(*owed)
            return
        step = self.exchange_step() if self.human_to_move() else None
        if step is not None:
            self._hint_gift(step.count)
            return
        if not self.playing() or rnd is None:
            return
        view = seat_view(self.match, 0)
        play, reason = advise(view, HINT_LEVEL)  # the hinting level's own reason for it
        if play is None or rnd.check_play(0, play) is not None:
            passes = play is None and rnd.can_pass(0)
            self.say(Say("ui.hint.pass") if rnd.can_pass(0) else Say("ui.hint.none"))
            self.hint_why = (self.message, why_text(reason) if passes else "")
            return
        self.selected = set(play.cards)
        self.say(Say.of("ui.hint.play", play=Worded(play_meaning, play)), tone="gold")
        self.hint_why = (self.message, why_text(reason))  # shown while the hint's line is

    def _hint_gift(self, count: int) -> None:
        """Select the cards the computer would give back in the exchange."""
        try:
            cards = gift_hint(self.match, 0, count)
        except Exception:  # a hint is a nicety: never let it break the table
            cards = []
        if self.match.check_gift(0, cards)[1] is not None:
            return
        self.selected = set(cards)
        words = " ".join(card_text(c) for c in sorted(cards))
        self.say(Say.of("ui.hint.give", cards=words), tone="gold")

    def _hint_handover(self, kind: str, count: int) -> None:
        """Select the cards the computer would give or discard."""
        rnd = self.match.round
        cards = handover_hint(seat_view(self.match, 0), kind, count)
        if rnd is None or rnd.check_handover(0, kind, cards) is not None:
            return
        self.selected = set(cards)
        words = " ".join(card_text(c) for c in sorted(cards, key=rnd.order_in_force.card_key))
        key = "ui.hint.give" if kind == "give" else "ui.hint.discard"
        self.say(Say.of(key, cards=words), tone="gold")

    # -- the selection ---------------------------------------------------------------------
    def toggle(self, card: int) -> None:
        if card in self.selected:
            self.selected.discard(card)
        else:
            self.selected.add(card)

    def select_rank(self, card: int, hand: Iterable[int]) -> None:
        """Select every card of ``hand`` of ``card``'s rank (a double-click)."""
        rank = rank_of(card)
        self.selected |= {c for c in hand if rank_of(c) == rank}

    def keep_only(self, hand: Iterable[int]) -> None:
        """Drop selected cards that are no longer in the hand."""
        self.selected &= set(hand)
