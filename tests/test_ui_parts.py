"""The table's parts: tweens, the scene stack, layout, plain-word reasons, selection, saving."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.devtools.headless import FRAME, click, make_app, press, run_until
from game.engine.cards import parse_card
from game.engine.errors import Reason
from game.engine.options import preset
from game.i18n import set_language
from game.record import record_of
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.chooser import ChooserScene
from game.ui.session import TableSession
from game.ui.table.layout import hand_slots, table_layout
from game.ui.table.scene import TableScene
from game.ui.tween import Tweener, linear
from game.ui.words import reason_text


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


# -- tweens ----------------------------------------------------------------------------------


class Box:
    x = 0.0


def test_a_tween_reaches_its_end_after_its_delay_and_duration() -> None:
    box, done = Box(), []
    tweens = Tweener()
    tweens.add(box, "x", 100, 1.0, linear, delay=0.5, on_done=lambda: done.append(True))
    tweens.update(0.5)
    assert box.x == 0
    tweens.update(0.5)
    assert box.x == pytest.approx(50)
    tweens.update(0.6)
    assert box.x == 100 and done == [True] and not tweens.busy


def test_a_zero_duration_lands_at_once_and_skip_finishes_all() -> None:
    a, b = Box(), Box()
    tweens = Tweener()
    tweens.add(a, "x", 5, 0)
    assert a.x == 5 and not tweens.busy
    tweens.add(b, "x", 9, 3.0, delay=1.0)
    tweens.finish_all()
    assert b.x == 9 and not tweens.busy


def test_a_newer_tween_on_the_same_property_replaces_the_older() -> None:
    box, done = Box(), []
    tweens = Tweener()
    tweens.add(box, "x", 100, 1.0, linear, on_done=lambda: done.append("old"))
    tweens.update(0.5)
    tweens.add(box, "x", 0, 1.0, linear)
    tweens.update(2.0)
    assert box.x == 0 and done == []


# -- scene stack -------------------------------------------------------------------------------


class Probe(Scene):
    def __init__(self, name: str, log: list[str], overlay: bool = False) -> None:
        super().__init__(None)  # type: ignore[arg-type]
        self.name, self.log, self.is_overlay = name, log, overlay

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")


def test_the_stack_calls_enter_exit_pause_resume_and_draws_overlays_over_their_scene() -> None:
    log: list[str] = []
    stack = SceneStack()
    table, pause = Probe("table", log), Probe("pause", log, overlay=True)
    stack.push(table)
    stack.push(pause)
    assert stack.visible() == [table, pause]
    stack.pop()
    assert log == ["enter table", "pause table", "enter pause", "exit pause", "resume table"]
    title = Probe("title", log)
    stack.clear_to(title)
    assert stack.visible() == [title] and len(stack) == 1


# -- layout ------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080), (1024, 768)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_nothing_on_the_table_overlaps(size: tuple[int, int], players: int) -> None:
    lay = table_layout(size, players)
    screen = pygame.Rect((0, 0), size)
    boxes = [seat.panel for seat in lay.seats] + [lay.log_rect, lay.play_button,
                                                   lay.pass_button, lay.hint_button]
    pile = pygame.Rect(0, 0, lay.pile_h * 2.2, lay.pile_h)
    pile.center = lay.pile_center
    boxes += [pile, lay.top_bar]
    for i, a in enumerate(boxes):
        assert screen.contains(a), (i, a)
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
    slots = hand_slots(18, lay)
    assert slots[0][0] > lay.seats[0].panel.right and slots[-1][0] < lay.play_button.x
    assert all(y + lay.hand_h / 2 <= size[1] for _, y, _ in slots)


# -- words -----------------------------------------------------------------------------------


def test_reasons_read_as_plain_words_in_both_languages() -> None:
    set_language("en")
    assert reason_text(Reason("wrong_count", {"count": 2})) == "needs 2 cards"
    too_low = Reason("too_low", {"rank": "9", "direction": "higher", "value": 6, "kind": "set"})
    assert reason_text(too_low) == "must be 9 or higher"
    set_language("da")
    try:
        assert reason_text(too_low) == "skal være 9 eller højere"
    finally:
        set_language("en")


# -- the table under the mouse ---------------------------------------------------------------


def table_with(hands: list[str], name: str = "eight-stop", leader: int = 0,
               speed: float = 0.0):
    app = make_app(speed=speed)
    rules = preset(name, players=len(hands))
    session = TableSession.new(rules, ["normal"] * 5, seed=1)
    session.match.start_round([cards(h) for h in hands], leader=leader)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    run_until(app, table.human_to_move, 600)
    return app, table


def test_play_is_enabled_only_for_a_legal_selection_and_says_why_not() -> None:
    app, table = table_with(["5C 5D 9H KS", "3C 4C", "3D 4D", "3H 4H"], leader=1)
    # Seat 1 leads a single 3 or 4 and the others follow; wait until the player must follow.
    assert table.match.round.top is not None and table.match.round.top.size == 1
    click(app, table.click_point(parse_card("5C")))
    app.step(0.5)
    click(app, table.click_point(parse_card("5D")))
    assert not table.play_button.enabled
    assert table.status()[0] == "needs a single card"
    app.step(0.5)  # a pause, or the second click would be a double-click
    click(app, table.click_point(parse_card("5D")))  # deselect
    assert table.selected == {parse_card("5C")} and table.play_button.enabled


def test_cards_that_cannot_be_played_are_dimmed() -> None:
    app, table = table_with(["4C 9H KS 2D", "3C JC", "3D JD", "3H JH"], leader=1)
    top = table.match.round.top
    app.frame(FRAME)
    dimmed = {sp.card for sp in table.shown.hand if sp.dim}
    legal = {c for p in table.match.round.legal_plays(0) for c in p.cards}
    assert dimmed == set(table.match.round.hands[0]) - legal
    assert top is not None and parse_card("2D") not in dimmed


def test_double_click_selects_a_rank_and_right_click_clears() -> None:
    app, table = table_with(["7C 7D 7H 9S", "3C 4C", "3D 4D", "3H 4H"])
    point = table.click_point(parse_card("7D"))
    click(app, point)
    click(app, point)
    assert table.selected == set(cards("7C 7D 7H"))
    click(app, (table.layout.pile_center[0], table.layout.pile_center[1]), button=3)
    assert table.selected == set()


def test_a_joker_in_a_run_asks_which_play_is_meant() -> None:
    app, table = table_with(["6H 7H X1 KS", "3C 4C", "3D 4D", "3H 4H"], name="daifugo")
    for card in ("6H", "7H", "X1"):
        click(app, table.click_point(parse_card(card)))
        app.step(0.5)
    click(app, table.play_button.rect.center)
    chooser = app.scenes.top
    assert isinstance(chooser, ChooserScene) and len(chooser.plays) == 2
    wanted = next(p for p in chooser.plays if p.high == parse_card("8H") >> 2)
    click(app, chooser.options[chooser.plays.index(wanted)].rect.center)
    assert table.match.round.played[-3:] == list(wanted.cards)


def test_keyboard_passes_selects_and_clears() -> None:
    app, table = table_with(["5C 9H KS", "3C 4C 6C 7C", "3D 4D 6D 7D", "3H 4H 6H 7H"], leader=1)
    passes = sum(1 for e in table.session.events if type(e).__name__ == "Passed")
    press(app, pygame.K_p)
    assert sum(1 for e in table.session.events if type(e).__name__ == "Passed") == passes + 1
    assert run_until(app, table.human_to_move, 600)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_SPACE)
    assert table.selected == {table.shown.hand[1].card}
    press(app, pygame.K_BACKSPACE)
    assert not table.selected


def test_hint_selects_a_legal_play() -> None:
    app, table = table_with(["5C 9H KS", "3C 4C", "3D 4D", "3H 4H"], leader=1)
    click(app, table.hint_button.rect.center)
    if table.selected:
        plays, _ = table.match.round.explain(0, sorted(table.selected))
        assert plays
    else:
        assert "pass" in table.status()[0].lower()


def test_clicking_the_felt_skips_running_animations() -> None:
    app = make_app(speed=1.0, delay=0.0)
    session = TableSession.new(preset("eight-stop"), ["normal"] * 5, seed=3)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    app.frame(FRAME)
    assert not table.director.idle  # dealing
    click(app, (5, app.screen_size[1] // 2))
    app.frame(FRAME)
    assert len(table.shown.hand) == len(session.match.hands[0])


def test_a_resize_in_the_middle_of_an_animation_keeps_the_hand_on_screen() -> None:
    app = make_app(speed=1.0, delay=0.0)
    session = TableSession.new(preset("eight-stop"), ["normal"] * 5, seed=4)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    run_until(app, lambda: False, 30)
    app.resize((960, 540))
    run_until(app, table.human_to_move, 3000)
    for sprite in table.shown.hand:
        assert 0 <= sprite.x <= 960 and 0 <= sprite.y <= 540


def test_a_session_survives_saving_and_resuming() -> None:
    app = make_app()
    session = TableSession.new(preset("daifugo", players=5), ["easy", "hard"], seed=21)
    table = TableScene(app, session, autoplay=True)
    app.scenes.clear_to(table)
    run_until(app, lambda: len(record_of(session.match)["rounds"][0]["actions"]) >= 12, 600)
    data = session.to_dict()
    again = TableSession.from_dict(data)
    assert record_of(again.match) == record_of(session.match)
    assert again.levels == session.levels == ["human", "easy", "hard", "easy", "hard"]
    assert again.match.round.hands == session.match.round.hands
    resumed = TableScene(app, again)
    app.scenes.clear_to(resumed)
    app.frame(FRAME)
    assert sorted(sp.card for sp in resumed.shown.hand) == again.match.round.hands[0]
    assert resumed.shown.counts[1:] == [len(h) for h in again.match.round.hands[1:]]


def test_continue_on_the_title_resumes_the_autosaved_match() -> None:
    from game import saves
    from game.ui.scenes.title import TitleScene

    saves.clear_autosave()
    app = make_app()
    session = TableSession.new(preset("eight-stop"), ["normal"] * 5, seed=33)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    cleared = 0
    while cleared == 0:  # the player passes or plays lowest until a trick is cleared
        assert run_until(app, table.human_to_move, 600)
        rnd = session.match.round
        table.make_play(rnd.legal_plays(0)[0]) if rnd.top is None else table.pass_turn()
        app.frame(FRAME)
        cleared = sum(1 for e in session.events if type(e).__name__ == "Cleared")
    app.frame(FRAME)
    saved_actions = len(record_of(saves.load_autosave().match)["rounds"][-1]["actions"])
    assert saved_actions > 0
    title = TitleScene(app)
    app.scenes.clear_to(title)
    app.frame(FRAME)
    assert title.buttons[1].visible
    click(app, title.buttons[1].rect.center)
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene) and resumed is not table
    record = record_of(resumed.match)["rounds"][-1]["actions"]  # opponents may have moved on
    assert len(record) >= saved_actions
    played = record_of(session.match)["rounds"][-1]["actions"]
    assert record[:saved_actions] == played[:saved_actions]
    assert sorted(sp.card for sp in resumed.shown.hand) == resumed.match.round.hands[0]


def test_an_opponent_that_never_answers_is_overruled_by_a_legal_move(monkeypatch) -> None:
    import threading

    from game.ui.table import controller as table_module

    monkeypatch.setattr(table_module, "MAX_THINK", 0.5)
    release = threading.Event()

    class Stuck:
        def choose_play(self, view):
            release.wait(10)
            return None

        def choose_gift(self, view, count):
            release.wait(10)
            return []

    app = make_app(delay=0.1)
    session = TableSession.new(preset("standard"), ["normal"] * 5, seed=5)
    session.match.start_round(leader=1)
    session.opponents[1] = Stuck()
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    try:
        import time

        deadline = time.monotonic() + 5  # "too long" is on the wall clock: let it pass
        while session.match.round.turn == 1 and time.monotonic() < deadline:
            run_until(app, lambda: False, 5)
            time.sleep(0.01)
        assert session.match.round.turn != 1
        assert session.match.round.played  # seat 1 led a legal play in its place
    finally:
        release.set()


def test_a_match_resumed_under_a_revolution_shows_the_reversed_order() -> None:
    from game.engine.order import REVERSED

    app = make_app()
    session = TableSession.new(preset("daifugo"), ["normal"] * 5, seed=6)
    session.match.start_round([cards("9C 9D 9H 9S 4C KH"), cards("3C 5C TC QH"),
                               cards("4D 8D JH AD"), cards("5S 6H TH QS")], leader=0)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 600)
    table.make_play(next(p for p in session.match.round.legal_plays(0) if p.size == 4))
    assert session.match.round.order_in_force == REVERSED
    resumed = TableScene(app, session)  # a new table on the round as it stands
    app.scenes.clear_to(resumed)
    app.frame(FRAME)
    assert resumed.shown.order == REVERSED and resumed.shown.order_flip == 1.0
    hand = [sp.card for sp in resumed.shown.hand]
    assert hand == cards("KH 4C")  # weakest first in the reversed order


def test_a_table_stepped_faster_than_real_time_waits_for_its_thinking_opponents(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """"Far too long" is wall-clock time: a headless table stepped at full speed with an
    opponent delay still takes each opponent's own answer (Hard under the house rules)."""
    import logging

    app = make_app(delay=0.3, speed=1.0)
    session = TableSession.new(preset("house"), ["hard"] * 5, seed=8)
    session.match.start_round()
    table = TableScene(app, session, autoplay=True)
    app.scenes.clear_to(table)
    import time

    def moves() -> int:
        return sum(len(r.actions) for r in session.match.log.rounds)

    deadline = time.monotonic() + 30
    with caplog.at_level(logging.WARNING, logger="game.ui.opponents"):
        while moves() < 20 and time.monotonic() < deadline:
            run_until(app, lambda: moves() >= 20, 2000)
    assert moves() >= 20
    assert [r.getMessage() for r in caplog.records if r.name == "game.ui.opponents"] == []
