"""Hosting through the real scenes: the title's Host a table, the setup's choices clicked,
the open table, Start, and the host's own seat played at the game's table with its buttons,
while the friends are real clients on the loopback (game.net.client, played by Normal).

The host's player picks what Normal would (seeded as a seat of the match in one process), so
the whole hosted match must be that match: its record, every friend's totals and standings.
Then a friend drops mid-match (the host is told, the match goes on, the friend comes back
with the code), and the host quits mid-match and Continue opens the same table again."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import saves
from game.ai import make_opponent
from game.ai.driver import exchange_view, play_view
from game.devtools.friends import Friend
from game.devtools.headless import FRAME, click, make_app, press
from game.engine.options import PRESETS, preset
from game.i18n import t
from game.net.host import COMPUTER, REMOTE, ask_of, lan_address
from game.ui.host.session import HostSession
from game.ui.host.table import HostTableScene
from game.ui.scenes.chooser import ChooserScene
from game.ui.scenes.host import HostSetupScene
from game.ui.scenes.host_open import HostOpenScene
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.standings import StandingsScene
from game.ui.scenes.title import TitleScene
from tests.hostkit import same_match

pytestmark = pytest.mark.usefixtures("home")


def until(app, done: Callable[[], bool], seconds: float = 30.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        app.frame(FRAME)
        time.sleep(0.0005)
    return done()


def new_app(rules):
    app = make_app()
    app.settings.player_name = "Kim"
    app.settings.rules = rules
    app.settings.levels = ["normal"] * 5
    app.settings.pass_for_me = False  # the player's own choices only: Normal's
    app.router.clear_to("title")
    app.frame(FRAME)
    return app


def open_table(app, friends: list[int]) -> HostOpenScene:
    """Title, Host a table, each seat in ``friends`` a friend's (the others the computer's,
    at Normal), Open the table: all by clicks."""
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    host = next(b for b in title.buttons if getattr(b.words, "key", "") == "ui.title.host")
    click(app, host.rect.center)
    setup = app.scenes.top
    assert isinstance(setup, HostSetupScene)
    for i, kind in enumerate(setup.kinds):
        options = [v for v, _ in kind.options]
        want = REMOTE if i + 1 in friends else COMPUTER
        click(app, kind._segments()[options.index(want)].center)
        app.frame(FRAME)
        setup = app.scenes.top
        assert isinstance(setup, HostSetupScene)
    for i in range(len(setup.levels)):
        level = setup.levels[i]
        click(app, level._segments()[[v for v, _ in level.options].index("normal")].center)
    assert [s.kind for s in setup.plan.seats] == [
        REMOTE if i + 1 in friends else COMPUTER for i in range(len(setup.plan.seats))]
    assert {s.level for s in setup.plan.seats} == {"normal"}
    click(app, setup.open_button.rect.center)
    lobby = app.scenes.top
    assert isinstance(lobby, HostOpenScene), setup.error
    return lobby


class Player:
    """The person at the host's screen: Normal's choice, made with the table's buttons."""

    def __init__(self) -> None:
        self.robot = make_opponent("normal", 0)

    def turn(self, app, table: HostTableScene) -> None:
        host = table.hosting.host
        m, seq = host.match, host.seq
        _, ask, count = ask_of(m)
        if ask == "play":
            play = self.robot.choose_play(play_view(m, 0))
            if play is None:
                assert table.pass_button.enabled
                click(app, table.pass_button.rect.center)
            else:
                self.select(app, table, play.cards)
                click(app, table.play_button.rect.center)
                top = app.scenes.top
                if isinstance(top, ChooserScene):
                    click(app, top.options[top.plays.index(play)].rect.center)
        else:
            if ask == "gift":
                cards = self.robot.choose_gift(exchange_view(m, 0), count)
            else:
                cards = self.robot.choose_handover(play_view(m, 0), ask, count)
            self.select(app, table, cards)
            click(app, table.play_button.rect.center)
        assert host.seq > seq, f"the host did not take the player's {ask}"

    @staticmethod
    def select(app, table: HostTableScene, cards) -> None:
        table.control.selected = set(cards)
        app.frame(FRAME)
        assert table.play_button.enabled, table.control.status()


def play_on(app, table: HostTableScene, me: Player,
            stop: Callable[[], bool] = lambda: False) -> None:
    """The host's seat through the scenes until the standings (or ``stop()``)."""
    asked = -1
    for _ in range(5000):
        top = app.scenes.top
        if isinstance(top, StandingsScene) or stop():
            return
        if isinstance(top, ResultsScene):
            click(app, top.next.rect.center)
            continue
        assert top is table, top
        assert until(app, lambda: table.human_to_move() or app.scenes.top is not table
                     or stop()), stalled(table)
        if app.scenes.top is table and table.human_to_move() and not stop():
            assert table.hosting.host.seq != asked, "asked twice for one action"
            asked = table.hosting.host.seq
            me.turn(app, table)
    raise AssertionError("the match did not end")


def stalled(table: HostTableScene) -> str:
    host = table.hosting.host
    return (f"the table stalled: ask {ask_of(host.match)}, seq {host.seq}, events "
            f"{table.director.cursor}/{len(table.events)}, status {host.status()}")


def start(app, lobby: HostOpenScene) -> HostTableScene:
    click(app, lobby.start_button.rect.center)
    table = app.scenes.top
    assert isinstance(table, HostTableScene)
    return table


def test_a_whole_hosted_match_through_the_scenes_with_friends_over_sockets() -> None:
    rules = preset("house", players=4, rounds=2)
    app = new_app(rules)
    lobby = open_table(app, friends=[1, 3])
    hosting = lobby.hosting
    assert hosting.address == "127.0.0.1" and hosting.port > 0 and len(hosting.code) == 6
    friends = [Friend(hosting.port, hosting.code, name, "normal")
               for name in ("Ann", "Bo")]
    assert until(app, lambda: hosting.friends_here() == 2)
    assert [r.here for r in hosting.seat_rows()] == [True] * 4
    table = start(app, lobby)
    play_on(app, table, Player())
    standings = app.scenes.top
    assert isinstance(standings, StandingsScene)
    match = hosting.host.match
    assert match.over and standings.match is match
    for f in friends:
        f.join()
        assert f.over is not None
        assert f.over["standings"] == match.standings() and f.over["totals"] == match.totals
    assert {f.seat for f in friends} == {1, 3}
    same_match(hosting.host, rules, hosting.seed)
    assert hosting.closed and not app.pollers, "the table closed with the match"
    assert saves.load_autosave() is None and saves.list_records()  # recorded at the host


def test_a_friend_drops_mid_match_the_host_is_told_and_the_match_goes_on() -> None:
    rules = preset("daifugo", players=3, rounds=2)
    app = new_app(rules)
    lobby = open_table(app, friends=[1])
    hosting = lobby.hosting
    ann = Friend(hosting.port, hosting.code, "Ann", "normal")
    assert until(app, lambda: hosting.friends_here() == 1)
    table = start(app, lobby)
    me = Player()
    match = hosting.host.match
    play_on(app, table, me, stop=lambda: len(match.log.rounds[-1].actions) >= 5
            if match.log.rounds else False)
    ann.drop()
    assert until(app, lambda: hosting.friends_here() == 0)
    app.frame(FRAME)
    left = t("ui.host.left", name="Ann", level=t("ui.level.normal"), code=hosting.code)
    assert left in app.toasts.texts
    assert hosting.levels[1] == "friend_away"
    acted = len(match.log.rounds[-1].actions)
    play_on(app, table, me, stop=lambda: len(match.log.rounds[-1].actions) > acted + 4
            or match.over)
    back = Friend(hosting.port, hosting.code, "Ann", "normal")
    assert until(app, lambda: hosting.friends_here() == 1)
    app.frame(FRAME)
    assert t("ui.host.came", name="Ann") in app.toasts.texts and back.seat == 1
    play_on(app, table, me)
    assert isinstance(app.scenes.top, StandingsScene) and match.over
    back.join()
    assert back.over is not None and back.over["totals"] == match.totals
    assert ann.over is None  # the first connection ended mid-match
    same_match(hosting.host, rules, hosting.seed)


def test_continue_opens_the_hosted_table_again_with_the_same_code() -> None:
    rules = preset("eight-stop", players=4, rounds=2)
    app = new_app(rules)
    lobby = open_table(app, friends=[2])
    hosting = lobby.hosting
    code, seed = hosting.code, hosting.seed
    bo = Friend(hosting.port, code, "Bo", "normal")
    assert until(app, lambda: hosting.friends_here() == 1)
    table = start(app, lobby)
    me = Player()
    match = hosting.host.match
    play_on(app, table, me, stop=lambda: match.round_no == 2
            and not isinstance(app.scenes.top, ResultsScene))
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_q)  # Quit to title: saved, and the table closes
    assert isinstance(app.scenes.top, TitleScene)
    bo.join(10)
    assert bo.ended == "table_closed"
    assert hosting.closed and not app.pollers
    totals = list(match.totals)
    title = app.scenes.top
    go_on = next(b for b in title.buttons if getattr(b.words, "key", "") == "ui.title.continue")
    assert go_on.visible
    click(app, go_on.rect.center)  # Continue
    lobby = app.scenes.top
    assert isinstance(lobby, HostOpenScene) and lobby.resuming
    again = lobby.hosting
    assert again.code == code and again.match.totals == totals
    assert again.seat_rows()[2].name == "Bo" and not again.seat_rows()[2].here
    back = Friend(again.port, code, "Bo", "normal")
    assert until(app, lambda: again.friends_here() == 1)
    assert back.seat == 2
    table = start(app, lobby)
    play_on(app, table, me)
    assert isinstance(app.scenes.top, StandingsScene) and again.match.over
    back.join()
    assert back.over is not None and back.over["totals"] == again.match.totals
    same_match(again.host, rules, seed)


def test_a_damaged_saved_table_is_told_and_set_aside() -> None:
    rules = preset("eight-stop", players=3, rounds=1)
    app = new_app(rules)
    lobby = open_table(app, friends=[1])
    hosting: HostSession = lobby.hosting
    hosting.start()
    for _ in range(3):
        hosting.poll()
    extra = hosting.extra()
    extra["hosted"]["seats"][1]["kind"] = "robot"
    assert saves.autosave(hosting.host.match, extra)
    app.router.clear_to("title")
    app.frame(FRAME)
    assert isinstance(app.scenes.top, TitleScene) and app.scenes.top.saved is not None
    press(app, pygame.K_c)
    app.frame(FRAME)
    assert isinstance(app.scenes.top, NoticeScene)
    assert not saves.has_autosave(), "set aside, as a damaged local save is"


def test_who_can_join_is_said_plainly_and_the_seats_follow_the_players() -> None:
    app = new_app(preset("eight-stop", players=4, rounds=1))
    press(app, pygame.K_o)
    setup = app.scenes.top
    assert isinstance(setup, HostSetupScene)
    notes = " ".join(text for text, _ in setup.notes)
    assert "127.0.0.1" in notes and setup.plan.bind == "127.0.0.1"
    click(app, setup.where._segments()[1].center)  # the local network
    app.frame(FRAME)
    setup = app.scenes.top
    assert isinstance(setup, HostSetupScene) and setup.plan.lan
    notes = " ".join(text for text, _ in setup.notes)
    assert lan_address() in notes and setup.plan.bind == "0.0.0.0"
    minus, _ = setup.players._buttons()
    click(app, minus.center)
    app.frame(FRAME)
    setup = app.scenes.top
    assert isinstance(setup, HostSetupScene)
    assert setup.plan.rules.players == 3 and len(setup.kinds) == 2
    click(app, setup.preset._segments()[list(PRESETS).index("daifugo")].center)
    app.frame(FRAME)
    setup = app.scenes.top
    assert isinstance(setup, HostSetupScene)
    assert setup.plan.preset == "daifugo" and setup.plan.rules.players == 3
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)


def test_closing_the_window_saves_the_hosted_match_and_tells_the_friends() -> None:
    app = new_app(preset("eight-stop", players=3, rounds=2))
    lobby = open_table(app, friends=[1])
    hosting = lobby.hosting
    ann = Friend(hosting.port, hosting.code, "Ann", "normal")
    assert until(app, lambda: hosting.friends_here() == 1)
    table = start(app, lobby)
    match = hosting.host.match
    play_on(app, table, Player(), stop=lambda: match.log.rounds != []
            and len(match.log.rounds[-1].actions) >= 3)
    app.quit()
    ann.join(10)
    assert ann.ended == "table_closed" and hosting.closed
    saved = saves.load_autosave()
    assert saved is not None and saved.extra["hosted"]["code"] == hosting.code
