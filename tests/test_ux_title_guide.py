"""The title asks before a new match replaces the saved one (Continue comes first), opens How
to play; the first-game tips show at their moment, once each, and can be turned off and on."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import saves
from game import settings as settings_file
from game.devtools.headless import FRAME, click, make_app, run_until
from game.engine.options import preset
from game.record import record_of
from game.ui.guide import TIPS
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.how_to_play import HowToPlayScene
from game.ui.scenes.title import TitleScene
from game.ui.session import TableSession
from game.ui.table.scene import TableScene
from game.ui.wording import word
from tests.test_table_controller import cards


def saved_match(app) -> TableScene:
    saves.clear_autosave()
    session = TableSession.new(preset("eight-stop"), ["normal"] * 5, seed=33)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 600)
    rnd = session.match.round
    table.make_play(rnd.legal_plays(0)[0])
    app.step(FRAME)
    return table


def test_new_game_asks_before_the_saved_match_is_lost_and_continue_comes_first() -> None:
    app = make_app()
    table = saved_match(app)
    saved = record_of(table.match)
    title = TitleScene(app)
    app.scenes.clear_to(title)
    app.frame(FRAME)
    new, cont = title.buttons[0], title.buttons[1]
    assert cont.visible and cont.rect.y < new.rect.y and cont.primary and not new.primary
    click(app, new.rect.center)
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene)
    assert "round 1 of 3" in word(ask.body) and "lost" in word(ask.body)
    click(app, ask.keep.rect.center)  # keep it: nothing is lost
    assert app.scenes.top is title
    assert record_of(saves.load_autosave().match) == saved
    click(app, new.rect.center)
    click(app, app.scenes.top.go.rect.center)  # the player means it
    assert isinstance(app.scenes.top, TableScene) and app.scenes.top is not table
    app.step(FRAME)
    assert record_of(saves.load_autosave().match) != saved


def test_with_no_saved_match_new_game_starts_at_once() -> None:
    saves.clear_autosave()
    app = make_app()
    title = TitleScene(app)
    app.scenes.clear_to(title)
    app.frame(FRAME)
    assert not title.buttons[1].visible and title.buttons[0].primary
    click(app, title.buttons[0].rect.center)
    assert isinstance(app.scenes.top, TableScene)


def test_how_to_play_on_the_title_opens_the_guide() -> None:
    saves.clear_autosave()
    app = make_app()
    title = TitleScene(app)
    app.scenes.clear_to(title)
    app.frame(FRAME)
    how = next(b for b in title.buttons if b.label == "How to play")
    click(app, how.rect.center)
    assert isinstance(app.scenes.top, HowToPlayScene)
    app.frame(FRAME)
    click(app, app.scenes.top.close.rect.center)
    assert app.scenes.top is title


def leading_table(app) -> TableScene:
    """A table where the player leads the first trick (nothing is dimmed then)."""
    session = TableSession.new(preset("eight-stop", players=4), ["normal"] * 5, seed=1)
    session.match.start_round([cards(h) for h in ["3C 5D 9H", "4C 6C", "4D 6D", "4H 6H"]],
                              leader=0)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 600)
    app.frame(FRAME)
    return table


def test_the_first_tip_shows_at_the_players_first_lead_once_and_is_remembered() -> None:
    app = make_app(guide=True)
    app.settings.seen_tips = []
    table = leading_table(app)
    assert table.guide.tip == "select"
    click(app, table.guide.got_it.rect.center)
    assert table.guide.tip is None and "select" in app.settings.seen_tips
    assert "select" in settings_file.load().seen_tips  # kept across starts
    again = leading_table(app)
    assert again.guide.tip is None  # seen once: not again


def test_the_dimmed_tip_shows_when_the_player_follows_with_cards_that_cannot_go() -> None:
    app = make_app(guide=True)
    app.settings.seen_tips = ["select"]
    session = TableSession.new(preset("eight-stop", players=4), ["normal"] * 5, seed=1)
    session.match.start_round([cards(h) for h in ["3C 9H KS", "5C 6C", "4D 6D", "4H 6H"]],
                              leader=1)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 600)
    app.frame(FRAME)
    assert table.guide.tip == "dimmed"
    assert any(sp.dim for sp in table.shown.hand)


def test_no_more_tips_turns_the_guide_off_and_the_settings_turn_it_on_again() -> None:
    from game.ui.scenes.settings import SettingsScene

    app = make_app(guide=True)
    app.settings.seen_tips = []
    table = leading_table(app)
    assert table.guide.tip is not None
    click(app, table.guide.no_more.rect.center)
    assert not app.settings.guide and table.guide.tip is None
    app.frame(FRAME)
    assert table.guide.tip is None
    screen = SettingsScene(app, "players")
    app.scenes.push(screen)
    row = next(r for r in screen.rows if getattr(r, "label", "") == "First-game tips")
    row.click((0, 0))  # the row is clicked: off becomes on
    assert app.settings.guide and app.settings.seen_tips == []
    passing = next(r for r in screen.rows if getattr(r, "label", "") == "Pass for me")
    passing.click((0, 0))  # on by default: off now
    assert not app.settings.pass_for_me


def test_a_kept_title_is_written_once_on_the_results() -> None:
    from game.engine import events as ev
    from game.i18n import set_language
    from game.ui.scenes.results import ResultsScene

    app = make_app(size=(800, 600), lang="da")
    table = leading_table(app)
    table.shown.titles = ["vice_president", "president", "vice_scum", "scum"]
    event = ev.RoundOver(2, (1, 0, 3, 2), ("vice_president", "president", "scum", "vice_scum"),
                         (2, 3, 0, 1), (4, 6, 1, 1))
    results = ResultsScene(app, table, event)
    app.scenes.push(results)
    app.frame(FRAME)
    assert results.title_text(0) == "Vicepræsident (igen)"
    assert results.title_text(2) == "Vice-bums → Bums"
    set_language("en")
    assert results.title_text(1) == "President (kept)"


def test_a_tie_in_the_final_standings_says_why_it_is_ranked_so() -> None:
    from game.ui.scenes.standings import StandingsScene

    app = make_app()
    session = TableSession.new(preset("eight-stop", players=4), ["normal"] * 5, seed=1)
    match = session.match
    match.results.append(((2, 0, 1, 3), ("citizen",) * 4, (2, 3, 1, 0)))
    match.totals[:] = [5, 5, 7, 0]
    standings = StandingsScene(app, session)
    assert match.standings()[:3] == [2, 0, 1]
    assert standings.tie_note() == ("Equal points (You, Anna): the better place in the last "
                                    "round ranks first")
    match.totals[:] = [5, 4, 7, 0]
    assert standings.tie_note() == ""


def test_the_eight_stop_tip_shows_as_the_banner_goes_up() -> None:
    app = make_app(guide=True, speed=1.0)
    app.settings.seen_tips = ["select", "dimmed"]
    session = TableSession.new(preset("eight-stop", players=4), ["normal"] * 5, seed=1)
    session.match.start_round([cards(h) for h in ["8C 9D KS", "4C 6C", "4D 6D", "4H 6H"]],
                              leader=0)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 600)
    table.make_play(session.match.round.explain(0, cards("8C"))[0][0])
    assert run_until(app, lambda: table.guide.tip is not None, 600)
    assert table.guide.tip == "eight"
    app.frame(FRAME)
    click(app, table.guide.got_it.rect.center)
    assert app.settings.seen_tips == ["select", "dimmed", "eight"]


def test_the_exchange_tip_shows_at_the_players_choice() -> None:
    from tests.test_ux_table import exchange_table

    app = make_app()
    table = exchange_table(app)
    app.settings.guide = True
    app.settings.seen_tips = ["select", "dimmed", "eight"]
    app.frame(FRAME)
    assert table.guide.tip == "exchange"


def test_a_tip_covers_no_button_and_no_seat_in_either_language_and_size() -> None:
    for lang in ("en", "da"):
        for size in ((1280, 720), (800, 600)):
            app = make_app(size=size, lang=lang, guide=True)
            app.settings.seen_tips = []
            table = leading_table(app)
            assert table.guide.tip == "select"
            for name, _, _ in TIPS:  # the longest text too
                table.guide.tip = name
                app.draw()
                rect = table.guide.rect
                assert app.screen.get_rect().contains(rect)
                for b in table.buttons:
                    assert not rect.colliderect(b.rect), (lang, size, name, b.label)
                for seat in table.layout.seats:
                    assert not rect.colliderect(seat.panel), (lang, size, name)
                assert not rect.colliderect(table.layout.log_rect)
