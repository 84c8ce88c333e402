"""The real Join scene and remote table against a real host on the loopback.

A host in a thread seats the player's client and computer levels; the player's seat is played
through the table as at home: the cards selected through the controller, the Play, Pass, Give
and Discard buttons clicked, the joker chooser and the results' Next clicked. What the client
saw (each round's places, the final standings) must be the host's record. Then the host goes
away mid-match, both ways (it closes the table; the connection is cut), and the player is told
so at the title; joining again with the same code and name takes the seat back.
"""

from __future__ import annotations

import os
import random
import socket
import time
from collections.abc import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.devtools.headless import FRAME, click, make_app
from game.engine import events as ev
from game.engine.cards import SEVEN, TEN
from game.engine.options import preset
from game.i18n import t
from game.net.host import COMPUTER, REMOTE, Host, Seat
from game.ui.remote.table import RemoteTableScene
from game.ui.scenes.chooser import ChooserScene
from game.ui.scenes.join import JoinScene
from game.ui.scenes.notice import NoticeScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.standings import StandingsScene
from game.ui.scenes.title import TitleScene
from tests.netkit import HostThread


def until(app, done: Callable[[], bool], seconds: float = 20.0) -> bool:
    """Frames until ``done()`` (the host answers from its own thread: real time passes)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        app.frame(FRAME)
        time.sleep(0.001)
    return done()


def type_into(app, scene: JoinScene, index: int, text: str) -> None:
    field = scene.fields[index]
    click(app, field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE,
                                         mod=pygame.KMOD_CTRL, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(FRAME)
    assert field.get() == text


def join(app, port: int, code: str, name: str = "Ann") -> JoinScene:
    app.router.clear_to("join")
    scene = app.scenes.top
    assert isinstance(scene, JoinScene)
    app.frame(FRAME)
    for index, text in enumerate(("127.0.0.1", str(port), code, name)):
        type_into(app, scene, index, text)
    click(app, scene.join_button.rect.center)
    return scene


def table_of(app) -> RemoteTableScene:
    assert until(app, lambda: isinstance(app.scenes.top, RemoteTableScene)), \
        f"no table: {app.scenes.top}, {getattr(app.scenes.top, 'error', '')}"
    table = app.scenes.top
    assert isinstance(table, RemoteTableScene)
    return table


def select(app, table: RemoteTableScene, cards) -> None:
    table.control.selected = set(cards)
    app.frame(FRAME)


def owing_first(table: RemoteTableScene, legal: list) -> list:
    rules = table.session.rules
    ranks = ({SEVEN} if rules.seven_pass else set()) | ({TEN} if rules.ten_discard else set())
    owing = [p for p in legal if ranks & set(p.stands_for())]
    return owing or legal


def my_turn(app, table: RemoteTableScene, rng: random.Random) -> None:
    """One action of the player's, through the table's buttons; it shows once the host says."""
    mirror = table.remote.mirror
    states = mirror.states
    step = table.control.exchange_step()
    owed = table.control.owed()
    if step is not None:
        cards = rng.sample(sorted(mirror.hands[0]), step.count)
        select(app, table, cards)
        assert table.play_button.enabled
        click(app, table.play_button.rect.center)
    elif owed is not None:
        rnd = mirror.round
        assert rnd is not None
        select(app, table, rng.sample(sorted(rnd.hands[0]), owed[1]))
        assert table.play_button.enabled
        click(app, table.play_button.rect.center)
    else:
        legal = table.control.legal_plays()
        if table.pass_button.enabled and (not legal or rng.random() < 0.2):
            click(app, table.pass_button.rect.center)
        else:
            play = rng.choice(owing_first(table, legal))
            select(app, table, play.cards)
            assert table.play_button.enabled, table.control.status()
            click(app, table.play_button.rect.center)
            top = app.scenes.top
            if isinstance(top, ChooserScene):
                index = next(i for i, p in enumerate(top.plays) if p == play)
                click(app, top.options[index].rect.center)
    # The answer went to the host: nothing is asked until its next state (maybe here already).
    assert mirror.ask is None or mirror.states > states
    assert until(app, lambda: mirror.states > states or mirror.over)


def play_on(app, table: RemoteTableScene, rng: random.Random,
            stop: Callable[[], bool] = lambda: False) -> None:
    """The player's seat through the scenes until the standings (or ``stop()``)."""
    for _ in range(3000):
        top = app.scenes.top
        if isinstance(top, StandingsScene) or stop():
            return
        if isinstance(top, ResultsScene):
            click(app, top.next.rect.center)
            continue
        assert top is table, top
        assert until(app, lambda: table.human_to_move() or app.scenes.top is not table
                     or stop()), stalled(table)
        if app.scenes.top is table and table.human_to_move():
            my_turn(app, table, rng)
    raise AssertionError("the match did not end")


def stalled(table: RemoteTableScene) -> str:
    m, d = table.remote.mirror, table.director
    return (f"the table stalled: phase {m.phase}, ask {m.ask}, who {m.who}, events "
            f"{d.cursor}/{len(m.events)}, wait {d.wait}, busy {d.tweens.busy}, flying "
            f"{len(d.shown.flying)}, pending {table.control.pending_results}, last "
            f"{m.events[-3:]}")


def host_thread(rules, seats, seed: int = 3, pace: float = 0.0) -> HostThread:
    return HostThread(Host(rules, seats, seed=seed, pace=pace), timeout=120)


def past_results(app) -> bool:
    """Click the results' Next if they are up (the table hears the host again after them)."""
    if isinstance(app.scenes.top, ResultsScene):
        click(app, app.scenes.top.next.rect.center)
    return False


def places_seen(table: RemoteTableScene) -> list[list[int]]:
    """Each round's finishing order as the client saw it, in the host's seat numbers."""
    turner = table.remote.mirror.turner
    return [[turner.host_seat(s) for s in order] for order, _, _ in table.remote.mirror.results]


@pytest.mark.parametrize("name, seat", [("house", 1), ("daifugo", 0)])
def test_a_whole_match_at_a_remote_seat(name: str, seat: int) -> None:
    rules = preset(name).with_(players=3, rounds=2)
    seats = [Seat(COMPUTER, "easy") for _ in range(3)]
    seats[seat] = Seat(REMOTE)
    served = host_thread(rules, seats)
    app = make_app()
    join(app, served.port, served.host.code.lower())
    table = table_of(app)
    play_on(app, table, random.Random(4))
    assert isinstance(app.scenes.top, StandingsScene)
    served.join()
    host = served.host.match
    assert host.over
    assert places_seen(table) == [list(order) for order, _, _ in host.results]
    mirror = table.remote.mirror
    assert [mirror.turner.host_seat(s) for s in mirror.standings()] == host.standings()
    assert [mirror.totals[mirror.turner.seat(s)] for s in range(3)] == host.totals
    events = table.remote.events
    mine = [e for e in events if isinstance(e, ev.Played) and e.seat == 0]
    assert mine  # and never refused (no illegal, no answer out of turn): only closed at the end
    assert {why for _, why in served.host.dropped} <= {"left", "table_closed"}
    if rules.seven_pass:
        assert any(isinstance(e, ev.CardsGiven) and e.giver == 0 for e in events)
    if rules.ten_discard:
        assert any(isinstance(e, ev.Discarded) and e.seat == 0 for e in events)


def test_wrong_code_and_a_full_table_are_told_at_the_join_screen() -> None:
    rules = preset("daifugo").with_(players=3, rounds=1)
    served = host_thread(rules, [Seat(REMOTE), Seat(COMPUTER, "easy"), Seat(COMPUTER, "easy")])
    served.host.started = False
    app = make_app()
    scene = join(app, served.port, "ZZZZZZ")
    assert until(app, lambda: bool(scene.error))
    assert scene.error == t("ui.join.error.wrong_code") and scene.state == "form"
    scene = join(app, 1, "ABCDEF")  # nobody listens on port 1
    assert until(app, lambda: bool(scene.error))
    assert scene.error == t("ui.join.error.no_answer")
    type_into(app, scene, 1, "70000")
    click(app, scene.join_button.rect.center)
    assert scene.error == t("ui.join.error.port")
    served.host.stop()
    served.join()


def test_the_host_closing_the_table_mid_match_is_told_at_the_title() -> None:
    rules = preset("daifugo").with_(players=3, rounds=3)
    served = host_thread(rules, [Seat(COMPUTER, "easy"), Seat(REMOTE), Seat(COMPUTER, "easy")])
    app = make_app()
    join(app, served.port, served.host.code)
    table = table_of(app)
    rng = random.Random(1)
    play_on(app, table, rng, stop=lambda: table.remote.mirror.round_no >= 2)
    served.host.stop()
    served.join()  # closes the table: every client is told "table_closed"
    assert until(app, lambda: past_results(app) or isinstance(app.scenes.top, NoticeScene))
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    assert notice.texts == [t("ui.join.ended.closed")]
    assert any(isinstance(s, TitleScene) for s in app.scenes)


def test_a_lost_connection_is_told_and_rejoining_takes_the_seat_back() -> None:
    rules = preset("house").with_(players=3, rounds=3)
    # The computers take their time, so the match is still on when the player is back.
    served = host_thread(rules, [Seat(REMOTE), Seat(COMPUTER, "easy"), Seat(COMPUTER, "easy")],
                         pace=0.03)
    app = make_app()
    join(app, served.port, served.host.code, name="Bo")
    table = table_of(app)
    rng = random.Random(2)
    played = lambda: sum(1 for e in table.remote.events  # noqa: E731
                         if isinstance(e, ev.Played) and e.seat == 0)
    play_on(app, table, rng, stop=lambda: played() >= 2)
    link = table.remote.link
    assert link is not None and link._client is not None
    link._client.sock.shutdown(socket.SHUT_RDWR)  # the network goes: no bye from anyone
    assert until(app, lambda: past_results(app) or isinstance(app.scenes.top, NoticeScene))
    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    assert notice.texts == [t("ui.join.ended.lost")]
    # Back with the same code and name: the same seat, laid out as the round stands.
    join(app, served.port, served.host.code, name="Bo")
    again = table_of(app)
    assert again is not table
    assert again.remote.mirror.turner.me == 0
    assert until(app, lambda: again.director.idle)
    mirror = again.remote.mirror
    if mirror.round is not None and mirror.view is not None:
        assert sorted(sp.card for sp in again.shown.hand) == sorted(mirror.view.hand)
    play_on(app, again, rng)
    served.join()
    host = served.host.match
    assert places_seen(again) == [list(order) for order, _, _ in host.results][-len(
        again.remote.mirror.results):]
    assert [mirror.turner.host_seat(s) for s in mirror.standings()] == host.standings()
