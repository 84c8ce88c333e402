"""Why that play: a reason code from the chooser's public view, worded in both languages,
after Hint and in a replay."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import storage
from game.ai.explain import REASONS, explain
from game.engine.cards import parse_card
from game.engine.match import Match
from game.engine.options import preset
from game.engine.plays import interpretations
from game.i18n import catalog
from game.ui.opponents import seat_view
from game.ui.why import KEYS


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    storage.take_notices()
    yield tmp_path
    storage.take_notices()


def table_match(hands: list[str], rules: str = "standard") -> Match:
    match = Match(preset(rules, players=len(hands)), seed=1)
    match.start_round([[parse_card(c) for c in h.split()] for h in hands], leader=0)
    return match


def play(text: str):
    return interpretations([parse_card(c) for c in text.split()], False)[0]


def test_every_reason_is_worded_in_both_languages() -> None:
    assert set(KEYS) == set(REASONS)
    for lang in ("en", "da"):
        assert all(catalog(lang)[KEYS[code]] for code in REASONS)


def test_a_lead_is_explained_by_what_it_does() -> None:
    m = table_match(["3C 5D 9H 2S", "4C 6D", "7C 8D", "JC QD"])
    view = seat_view(m, 0)
    assert explain(view, play("3C")) == "leads_low"
    assert explain(view, play("9H")) == "leads_high"
    gone = table_match(["KC", "4C 6D", "7C 8D", "JC QD"])
    assert explain(seat_view(gone, 0), play("KC")) == "goes_out"
    eights = table_match(["8C 5D 9H", "4C 6D", "7C 9D", "JC QD"], "eight-stop")
    assert explain(seat_view(eights, 0), play("8C")) == "clears_low"


def test_a_follow_is_explained_against_the_pile() -> None:
    m = table_match(["5C 6D", "7C 9D 2S KH", "4C 3D", "JC QD"])
    m.play(0, play("5C"))
    view = seat_view(m, 1)
    assert explain(view, play("7C")) == "keeps_top"  # the cheapest, and the 2 kept
    assert explain(view, play("KH")) == "takes_lead"
    assert explain(view, play("2S")) == "clears_top"
    assert explain(view, None) == "holds_back"
    weak = table_match(["KC 6D", "7C 9D", "4C 3D", "JC QD"])
    weak.play(0, play("KC"))
    assert explain(seat_view(weak, 1), None) == "no_play"


def test_the_reason_rests_only_on_what_the_seat_can_see() -> None:
    a = table_match(["5C 6D", "7C 9D 2S KH", "4C 3D", "JC QD"])
    b = table_match(["5C 6D", "7C 9D 2S KH", "JC QD", "4C 3D"])  # the others' hands swapped
    for m in (a, b):
        m.play(0, play("5C"))
    for choice in (play("7C"), play("KH"), None):
        assert explain(seat_view(a, 1), choice) == explain(seat_view(b, 1), choice)


@pytest.mark.parametrize("lang", ["en", "da"])
def test_hint_at_the_table_says_why(lang: str) -> None:
    from game.ui.headless import make_app, press, run_until
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(lang=lang, delay=1.0)
    table = TableScene(app, TableSession.new(preset("eight-stop"), ["normal"], seed=3))
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 20000)
    press(app, pygame.K_h)
    reason = table.control.why_shown()
    sentences = {catalog(lang)[k] for k in KEYS.values()}
    assert table.selected  # the hint chose a play (a pair beats the jacks): its reason is told
    assert reason in sentences
    run_until(app, lambda: table.control.message is None, 600)
    assert table.control.why_shown() == ""  # gone with the hint's line


def test_a_replay_says_why_the_latest_play_was_made() -> None:
    from game import saves
    from game.ui.headless import make_app, press
    from game.ui.shots_history import played_match
    from game.ui.table.replay import open_replay

    saves.match_finished(played_match("eight-stop", 9, rounds=1), ["human"] + ["normal"] * 3)
    app = make_app()
    assert open_replay(app, saves.list_records()[0]) is None
    scene = app.scenes.top
    assert scene.why_line() == ""
    for _ in range(3):
        press(app, pygame.K_RIGHT)
    line = app.scenes.top.why_line()
    step = scene.script.steps[2]
    from game.ui.words import seat_name

    assert line.startswith(seat_name(step.seat) + ": ")
    assert line.split(": ", 1)[1] in {catalog("en")[k] for k in KEYS.values()}


def test_a_higher_play_that_keeps_a_pair_together_says_so() -> None:
    m = table_match(["5C 6D", "6C 6H JD 9S", "4C 3D", "JC QD"])
    m.play(0, play("5C"))
    view = seat_view(m, 1)
    assert explain(view, play("JD")) == "takes_lead"  # the 9 was cheaper and alone
    pair = table_match(["5C 6D", "6C 6H JD", "4C 3D", "JC QD"])
    pair.play(0, play("5C"))
    assert explain(seat_view(pair, 1), play("JD")) == "keeps_sets"
