"""Screenshots of what a new player meets first: the title with a saved match and its question,
How to play, a first-game tip, the wrapped and scrolled log, the exchange's received cards,
what a selection will do, the clear banner's leader, a kept title and a tie in the standings.

Each at 1280x720 and at 800x600 (``_800``), from the real scenes (game.devtools.shots calls these).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from game.devtools.headless import FRAME, make_app, run_until
from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.options import preset
from game.engine.plays import interpretations
from game.ui.scenes.how_to_play import HowToPlayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.standings import StandingsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import TableSession
from game.ui.table.scene import TableScene

SIZES = (("", (1280, 720)), ("_800", (800, 600)))


def take_ux(save: Callable, lang: str) -> None:
    for suffix, size in SIZES:
        _title(save, lang, size, suffix)
        _tip_and_log(save, lang, size, suffix)
        _selection_and_banner(save, lang, size, suffix)
        _exchange(save, lang, size, suffix)
        _results_and_standings(save, lang, size, suffix)
        _settings_players_end(save, lang, size, suffix)


def _table(app, hands: list[str] | None = None, leader: int = 0, name: str = "eight-stop",
           seed: int = 11):
    session = TableSession.new(preset(name, players=4), ["normal"] * 5, seed=seed)
    if hands is not None:
        assert session.match is not None
        session.match.start_round([[parse_card(c) for c in h.split()] for h in hands],
                                  leader=leader)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    run_until(app, table.human_to_move, 4000)
    return table


def _settings_players_end(save: Callable, lang: str, size: tuple[int, int],
                          suffix: str) -> None:
    """The Players tab scrolled to its end: Pass for me and the first-game tips."""
    app = make_app(size=size, lang=lang, defaults=True, guide=True)  # as a new player has
    app.open_settings("players")
    scene = app.scenes.top
    scene.form.set_focus(scene.rows[-1])  # the list scrolls to the last row
    app.frame(FRAME)
    save(app, f"ux_settings_players_end{suffix}")


def _title(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    app = make_app(size=size, lang=lang)
    table = _table(app)
    if table.match.round is not None:
        table.make_play(table.match.round.legal_plays(0)[0])
    app.step(FRAME)  # saved at once
    title = TitleScene(app)
    app.scenes.clear_to(title)
    app.frame(FRAME)
    save(app, f"ux_title_saved{suffix}")
    title.buttons[0].on_click()  # New game: the question first
    app.frame(FRAME)
    save(app, f"ux_new_game_asks{suffix}")
    app.scenes.pop()
    app.scenes.push(HowToPlayScene(app))
    app.frame(FRAME)
    save(app, f"ux_how_to_play{suffix}")


def _tip_and_log(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    app = make_app(size=size, lang=lang, guide=True)
    table = _table(app, ["3C 5D 9H X1", "4C 6C", "4D 6D", "4H 6H"], name="daifugo")
    app.frame(FRAME)
    save(app, f"ux_tip_select{suffix}")
    table.guide.dismiss()
    joker_pair = next(p for p in interpretations([parse_card("9D"), parse_card("9H"),
                                                  parse_card("X1")], False) if p.size == 3)
    for _ in range(6):
        table.director.handle(ev.Played(2, joker_pair, 4))
        table.director.handle(ev.ExchangeGiven(giver=3, receiver=1,
                                               cards=(parse_card("AS"), parse_card("2H"))))
    rnd = table.match.round
    table.shown.counts = [len(h) for h in rnd.hands]  # the staged lines moved no cards
    table.shown.pile = []
    app.frame(FRAME)
    save(app, f"ux_log_wrapped{suffix}")
    table.shown.log_scroll.scroll(5)
    app.frame(FRAME)
    save(app, f"ux_log_scrolled{suffix}")


def _selection_and_banner(save: Callable, lang: str, size: tuple[int, int],
                          suffix: str) -> None:
    app = make_app(size=size, lang=lang)
    table = _table(app, ["8C 9D KS", "3C 4C", "3D 4D", "3H 4H"])
    table.selected = {parse_card("8C")}
    app.frame(FRAME)
    save(app, f"ux_selection_effect{suffix}")
    app = make_app(size=size, lang=lang, speed=1.0)
    table = _table(app, ["2C", "3C 4C", "3D 4D", "3H 4H"])
    table.make_play(table.match.round.legal_plays(0)[0])
    run_until(app, lambda: table.shown.banner is not None
              and table.shown.banner.age > 0.4, 600)
    app.draw()
    save(app, f"ux_banner_leader{suffix}")


def _exchange(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    app = make_app(size=size, lang=lang)
    for seed in range(1, 40):
        session = TableSession.new(preset("eight-stop"), ["normal"] * 5, seed=seed)
        table = TableScene(app, session, autoplay=True)
        app.scenes.clear_to(table)
        run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 20000)
        app.scenes.pop()
        table.autoplay = False
        table.next_round()
        if run_until(app, partial(_my_choice_due, table), 600):
            table.control.show_hint()
            app.frame(FRAME)
            save(app, f"ux_exchange_received{suffix}")
            return


def _my_choice_due(table) -> bool:
    return table.exchange_step() is not None and table.human_to_move()


def _results_and_standings(save: Callable, lang: str, size: tuple[int, int],
                           suffix: str) -> None:
    app = make_app(size=size, lang=lang)
    table = _table(app, ["3C 5D 9H", "4C 6C", "4D 6D", "4H 6H"])
    table.shown.titles = ["vice_president", "president", "vice_scum", "scum"]
    event = ev.RoundOver(2, (1, 0, 3, 2), ("vice_president", "president", "scum", "vice_scum"),
                         (2, 3, 0, 1), (4, 6, 1, 1))
    app.scenes.push(ResultsScene(app, table, event))
    app.frame(FRAME)
    save(app, f"ux_results_kept{suffix}")
    match = table.match
    match.results.append(([2, 0, 1, 3], ["citizen"] * 4, [2, 3, 1, 0]))
    match.totals[:] = [5, 5, 7, 0]
    standings = StandingsScene(app, table.session)
    app.scenes.clear_to(standings)  # a finished match's record is not kept for a staged one
    app.frame(FRAME)
    save(app, f"ux_standings_tie{suffix}")
