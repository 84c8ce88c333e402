"""The director animates from the engine's events alone, through its narrow stage: passes are
freed on ev.PassesReset, the order shown follows ev.OrderChanged, and both happen at the
moment of the event before them."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from dataclasses import dataclass, field

from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.order import NORMAL, REVERSED
from game.engine.plays import interpretations
from game.ui.table.director import Director
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.sprites import CardSprite
from game.ui.table.state import Shown


@dataclass
class Stage:
    """Just what the director needs: no window, no scene, no match."""

    shown: Shown = field(default_factory=lambda: Shown(4))
    layout: TableLayout = field(default_factory=lambda: table_layout((1280, 720), 4))
    events: list[object] = field(default_factory=list)
    animation_speed: float = 1.0
    sounds: list[str] = field(default_factory=list)
    # What the player's view would hold (game.ui.table.seen): the cards of the round's n-th
    # 7 pass or 10 discard, and of each exchange gift; hidden where not given.
    handovers_seen: dict[int, tuple[int, ...]] = field(default_factory=dict)
    gifts_seen: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict)

    def sound(self, name: str) -> None:
        self.sounds.append(name)

    def seen_handover(self, round_no: int, index: int) -> tuple[int, ...] | None:
        return self.handovers_seen.get(index)

    def seen_gift(self, round_no: int, giver: int, receiver: int) -> tuple[int, ...] | None:
        return self.gifts_seen.get((giver, receiver))


def play_of(text: str):
    return interpretations([parse_card(c) for c in text.split()], False)[0]


def test_a_play_frees_the_passed_players_only_when_the_engine_says_so() -> None:
    stage = Stage()
    director = Director(stage)
    stage.shown.passed = [False, False, True, False]
    stage.events.append(ev.Played(1, play_of("9C"), 5))
    director.update(0.0)
    assert stage.shown.passed == [False, False, True, False]  # pass_is_final: they stay out
    stage.events += [ev.Played(3, play_of("TC"), 5), ev.PassesReset()]
    director.update(10.0)  # the first play's wait is over
    director.update(0.0)  # the second play is just starting to fly
    assert stage.shown.passed == [False] * 4
    assert not director.idle and stage.sounds.count("play") == 2


def test_the_order_shown_turns_with_the_revolution_banner_and_sorts_the_hand() -> None:
    stage = Stage()
    director = Director(stage)
    lay = stage.layout
    stage.shown.hand = [CardSprite(parse_card(c), 0, 0, 0, lay.hand_h)
                        for c in ("3C", "9D", "2S", "X1")]
    stage.events += [ev.Revolution(0, True), ev.OrderChanged(True)]
    director.update(0.0)
    assert stage.shown.order == REVERSED
    assert stage.shown.banner is not None and stage.shown.banner.kind == "revolution"
    assert [sp.card for sp in stage.shown.hand] == [parse_card(c) for c in ("2S", "9D", "3C",
                                                                             "X1")]
    assert stage.shown.order_flip == 0.0  # the strip turns over as the banner stands
    director.skip()
    director.update(0.0)
    assert stage.shown.order_flip == 1.0 and director.idle


def test_a_new_deal_shows_the_normal_order_again() -> None:
    stage = Stage(animation_speed=0.0)
    director = Director(stage)
    stage.events += [ev.Revolution(0, True), ev.OrderChanged(True)]
    director.update(0.0)
    assert stage.shown.order == REVERSED and stage.shown.order_flip == 1.0
    stage.events.append(ev.Dealt(2, ((), (), (), ()), ()))
    director.update(0.0)
    assert stage.shown.order == NORMAL and stage.shown.order_flip == 0.0


def test_your_turn_is_not_lit_while_your_own_play_lands_and_its_banner_plays() -> None:
    stage = Stage()
    director = Director(stage)
    stage.shown.hand = [CardSprite(parse_card("8C"), 0, 0, 0, stage.layout.hand_h)]
    stage.events.append(ev.TurnStarted(0, True))
    director.update(0.0)
    assert stage.shown.turn == 0
    stage.events += [ev.Played(0, play_of("8C"), 3), ev.Cleared("eight", 0, 0),
                     ev.TurnStarted(0, True)]
    director.update(0.0)
    assert stage.shown.turn is None  # the card flies
    director.update(0.7)
    assert stage.shown.banner is not None and stage.shown.turn is None  # Eight stop!
    for _ in range(100):
        director.update(0.05)
    assert stage.shown.turn == 0 and director.idle  # the player leads again
    stage.events += [ev.Played(0, play_of("8C"), 2), ev.Owes(0, "give", 1)]
    for _ in range(100):
        director.update(0.05)
    assert stage.shown.turn == 0  # still the player's to hand a card over
