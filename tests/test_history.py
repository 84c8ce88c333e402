"""The History screen: finished matches from the kept records, the totals, the chart, damaged
records listed and skipped, and the screen driven through the real scenes."""

from __future__ import annotations

import random

import pygame
import pytest

from game import history, saves
from game.devtools.headless import click, make_app, press
from game.engine.match import PRESIDENT, SCUM, Match
from game.engine.options import preset

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)


def finished(rules_name: str, seed: int, rounds: int = 2) -> Match:
    """A match played to its end by random legal moves."""
    match = Match(preset(rules_name, rounds=rounds), seed=seed)
    match.start_round()
    rng = random.Random(seed)
    while not match.over:
        if match.phase == "round_over":
            match.start_round()
        elif match.phase == "exchange":
            gift = match.pending_gift()
            hand = match.hands[gift.giver]
            match.give(gift.giver, rng.sample(hand, min(gift.count, len(hand))))
        else:
            r = match.round
            plays = r.legal_plays()
            if r.can_pass() and (not plays or rng.random() < 0.3):
                match.pass_turn(r.turn)
            else:
                match.play(r.turn, rng.choice(plays))
    return match


def keep(matches: list[Match]) -> None:
    """Save each as the game does when a match ends, a second apart (names sort by time)."""
    for i, match in enumerate(matches):
        saves.match_finished(match, ["human", "easy", "hard", "normal"][:match.rules.players])
        newest = saves.list_records()[0]
        stamp = 1_700_000_000 + i
        newest.rename(newest.with_name(f"20240101-0000{i:02d}-{match.seed}.json"))
        import os

        os.utime(newest.with_name(f"20240101-0000{i:02d}-{match.seed}.json"), (stamp, stamp))


def test_each_finished_match_is_listed_newest_first_with_the_players_place() -> None:
    matches = [finished("eight-stop", 1), finished("standard", 2), finished("eight-stop", 3)]
    keep(matches)
    items = history.entries()
    assert [e.preset for e in items] == ["eight-stop", "standard", "eight-stop"]
    for entry, match in zip(items, reversed(matches)):
        assert not entry.damaged
        order = match.standings()
        assert entry.place == order.index(0) + 1
        assert entry.points == match.totals[0]
        assert entry.rounds == 2
        assert entry.levels == ("human", "easy", "hard", "normal")


def test_the_totals_count_wins_presidents_scums_and_the_mean_place() -> None:
    matches = [finished("eight-stop", s) for s in range(4, 10)]
    keep(matches)
    items = history.entries()
    wins = sum(m.standings()[0] == 0 for m in matches)
    presidents = sum(r[1][0] == PRESIDENT for m in matches for r in m.results)
    scums = sum(r[1][0] == SCUM for m in matches for r in m.results)
    places = [m.standings().index(0) + 1 for m in matches]
    tot = history.totals(items)
    assert (tot.played, tot.won, tot.president, tot.scum, tot.rounds) == (
        6, wins, presidents, scums, 12)
    assert tot.mean_place == pytest.approx(sum(places) / 6)
    assert history.totals(items, "standard").played == 0
    assert history.totals(items, "standard").mean_place is None
    assert history.chart(items) == [(p, 4) for p in places]  # oldest first


def test_a_damaged_record_is_listed_as_damaged_and_counts_in_no_total() -> None:
    keep([finished("eight-stop", 11), finished("eight-stop", 12)])
    bad = saves.list_records()[0]
    bad.write_text('{"format": "president-record/1", "rules": {}, "rounds": [[]]}')
    items = history.entries()
    assert [e.damaged for e in items] == [True, False]
    assert history.totals(items).played == 1
    assert history.chart(items) == [(items[1].place, 4)]


def test_the_history_opens_from_the_title_and_the_keys_choose_a_row() -> None:
    from game.ui.scenes.history import HistoryScene
    from game.ui.scenes.title import TitleScene

    keep([finished("eight-stop", 21), finished("standard", 22)])
    saves.list_records()[1].write_text("not json")  # the older one is damaged
    app = make_app(size=(1280, 720))
    app.scenes.clear_to(TitleScene(app))
    app.frame(1 / 60)
    press(app, pygame.K_h)
    scene = app.scenes.top
    assert isinstance(scene, HistoryScene)
    assert [e.damaged for e in scene.items] == [False, True]
    press(app, pygame.K_DOWN)
    assert scene.selected == 1
    press(app, pygame.K_RETURN)  # a damaged record opens nothing and says why
    assert app.scenes.top is scene and scene.message
    click(app, scene.row_rect(0).center)
    assert scene.selected == 0 and scene.message == ""
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)


def rects_of(scene) -> dict[str, pygame.Rect]:
    return {"totals": scene.totals_rect, "chart": scene.chart_rect,
            "list": scene.view.viewport, "back": scene.back.rect,
            "replay": scene.replay_button.rect}


@pytest.mark.parametrize("size", [(640, 400), (800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "da"])
def test_nothing_on_the_history_overlaps_and_it_stays_on_screen(size, lang) -> None:
    from game.ui.scenes.history import HistoryScene

    keep([finished("eight-stop", 31)])
    app = make_app(size=size, lang=lang)
    scene = HistoryScene(app)
    app.scenes.clear_to(scene)
    app.frame(1 / 60)
    boxes = rects_of(scene)
    screen = pygame.Rect((0, 0), size)
    names = list(boxes)
    for i, a in enumerate(names):
        assert screen.contains(boxes[a]), a
        assert boxes[a].h > 0, a
        for b in names[i + 1:]:
            assert not boxes[a].colliderect(boxes[b]), (a, b)
    assert scene.view.viewport.h >= scene.row_h  # at least one match shows


def test_the_title_buttons_fit_above_the_footer_at_the_smallest_window() -> None:
    from game.ui.scenes.title import TitleScene

    app = make_app(size=(640, 400))
    title = TitleScene(app)
    app.scenes.clear_to(title)
    shown = [b.rect for b in title.buttons if b.visible]
    assert all(r.bottom < 400 - 14 for r in shown)
    assert all(not a.colliderect(b) for i, a in enumerate(shown) for b in shown[i + 1:])


@pytest.mark.parametrize("content", [
    b"\x00\xff\x10garbage", b"[" * 5000 + b"]" * 5000, b'{"format": "president-record/1"}',
    b'{"format": "president-record/1", "rules": {"players": "four"}, "rounds": []}',
    b'{"format": "president-record/1", "rules": {}, "rounds": [{"hands": [["3C"], ["3C"]],'
    b' "actions": []}]}',
])
def test_a_hostile_record_is_listed_as_damaged_and_the_screen_still_draws(content) -> None:
    from game.ui.scenes.history import HistoryScene
    from game.ui.table.replay_script import open_replay

    keep([finished("eight-stop", 41)])
    bad = saves.list_records()[0].with_name("20240101-000099-7.json")
    bad.write_bytes(content)
    items = history.entries()
    assert [e.damaged for e in items] == [True, False]
    app = make_app(size=(800, 600))
    scene = HistoryScene(app)
    app.scenes.clear_to(scene)
    app.frame(1 / 60)
    press(app, pygame.K_RETURN)
    assert scene.message  # says why; nothing opened
    sentence = open_replay(app, bad)
    assert sentence and app.scenes.top is scene
