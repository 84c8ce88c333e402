"""Screenshots of the tables over the network: hosting (the setup, the open table with a
friend connected, the host's own table and a friend leaving it) and joining (the form, a
refusal, waiting for the host, the table at a remote seat). The friends and hosts are real,
on the loopback."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from game.devtools.friends import Friend
from game.devtools.headless import FRAME, click, make_app
from game.engine.options import preset
from game.net.host import COMPUTER, REMOTE, UECDA, Host, Seat
from game.ui.host.session import HostSession

SIZES = {"_800": (800, 600), "_1080p": (1920, 1080)}


def take(save: Callable, lang: str) -> None:
    for suffix, size in SIZES.items():
        _hosting(save, size, suffix, lang)
        _setup_six(save, size, suffix, lang)
        _program(save, size, suffix, lang)
        _joining(save, size, suffix, lang)


def until(app, done: Callable[[], bool], seconds: float = 20.0) -> bool:
    """Frames until ``done()`` (real time passes: the others answer from their threads)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end and not done():
        app.frame(FRAME)
        time.sleep(0.002)
    return done()


def _app(size: tuple[int, int], lang: str):
    app = make_app(size=size, lang=lang)
    app.settings.player_name = "Kim"
    return app


def _setup_six(save: Callable, size: tuple[int, int], suffix: str, lang: str) -> None:
    """The tallest setup: six players, two friends, the LAN; then its table with two of the
    five friends there (the widest corner)."""
    app = _app(size, lang)
    scene = app.router.clear_to("host")
    plan = scene.plan
    plan.set_preset("house")
    plan.set_players(6)
    plan.set_kind(1, REMOTE)
    plan.lan = True
    scene._changed()
    app.frame(FRAME)
    save(app, f"host_setup_six{suffix}")
    for i in range(2, 5):
        plan.set_kind(i, REMOTE)
    plan.lan = False
    scene.open_table()
    lobby = app.scenes.top
    hosting: HostSession = lobby.hosting
    friends = [Friend(hosting.port, hosting.code, name) for name in ("Ann", "Bo")]
    until(app, lambda: hosting.friends_here() == 2)
    save(app, f"host_open_six{suffix}")
    click(app, lobby.start_button.rect.center)
    table = app.scenes.top
    until(app, lambda: table.control.human_to_move() and table.director.idle)
    save(app, f"host_table_six{suffix}")
    app.router.clear_to("title")
    for f in friends:
        f.join(5)


def _program(save: Callable, size: tuple[int, int], suffix: str, lang: str) -> None:
    """The contest's preset with a UECda program's seat: the setup, and the open table naming
    the port the program joins on."""
    app = _app(size, lang)
    scene = app.router.clear_to("host")
    scene.plan.set_preset("uecda")
    scene.plan.set_kind(1, UECDA)
    scene._changed()
    app.frame(FRAME)
    save(app, f"host_setup_uecda{suffix}")
    scene.open_table()
    app.frame(FRAME)
    save(app, f"host_open_uecda{suffix}")
    app.router.clear_to("title")


def _hosting(save: Callable, size: tuple[int, int], suffix: str, lang: str) -> None:
    app = _app(size, lang)
    app.settings.rules = preset("eight-stop", players=4, rounds=3)
    app.settings.levels = ["normal", "normal", "hard", "easy", "easy"]
    app.router.clear_to("title")
    app.frame(FRAME)
    save(app, f"title_net{suffix}")
    click(app, app.scenes.top.buttons[2].rect.center)
    setup = app.scenes.top
    setup.plan.set_kind(1, REMOTE)
    app.frame(FRAME)
    save(app, f"host_setup{suffix}")
    click(app, setup.open_button.rect.center)
    lobby = app.scenes.top
    hosting: HostSession = lobby.hosting
    save(app, f"host_open_empty{suffix}")
    ann = Friend(hosting.port, hosting.code, "Ann")
    until(app, lambda: hosting.friends_here() == 1)
    save(app, f"host_open{suffix}")
    click(app, lobby.start_button.rect.center)
    table = app.scenes.top
    until(app, lambda: table.control.playing() and table.director.idle)
    save(app, f"host_table{suffix}")
    ann.drop()
    until(app, lambda: hosting.friends_here() == 0 and not hosting.changes)
    app.frame(FRAME)
    save(app, f"host_table_left{suffix}")
    app.router.clear_to("title")  # the table closes
    ann.join(5)


def _joining(save: Callable, size: tuple[int, int], suffix: str, lang: str) -> None:
    rules = preset("daifugo", players=4, rounds=2)
    host = Host(rules, [Seat(COMPUTER, "easy", "Anna"), Seat(REMOTE), Seat(COMPUTER, "easy"),
                        Seat(COMPUTER, "normal")], seed=4)
    _, port = host.open()
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set() and not host.match.over:
            host.poll(0.02)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        app = _app(size, lang)
        scene = app.router.clear_to("join")
        scene.values.update(address="127.0.0.1", port=str(port),
                            code="WRONG1", name="Kim")
        app.frame(FRAME)
        save(app, f"join_form{suffix}")
        scene.join()
        until(app, lambda: bool(scene.error))
        save(app, f"join_refused{suffix}")
        scene.values["code"] = host.code
        scene.join()
        until(app, lambda: scene.state == "waiting")
        save(app, f"join_waiting{suffix}")
        host.start()
        until(app, lambda: app.scenes.top is not scene)
        table = app.scenes.top
        until(app, lambda: table.control.playing() and table.director.idle)
        save(app, f"join_table{suffix}")
        app.router.clear_to("title")
    finally:
        stop.set()
        thread.join(5)
        host.close()
