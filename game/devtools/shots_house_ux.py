"""Screenshots of what a player meets with the house rules and after a resume: the log of an
opponent's 7 pass (its cards hidden) and of one to the player, the 7 pass and 10 discard
choosers (nothing greyed) with their tips, Continue in the exchange with reduced motion, the
pause menu and the results, the table at 150% text with a caption, the replay's keys, the
settings' Players and Table tabs.

Each at 800x600 (``_800``) and 1920x1080 (``_1080p``), from the real scenes (game.ui.shots
calls these).
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.driver import play_match
from game.devtools.headless import FRAME, make_app, run_until
from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.options import preset
from game.record import record_of
from game.ui.guide import HOUSE_TIPS, TIPS
from game.ui.opponents import make_opponent
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.settings import TABS
from game.ui.session import TableSession
from game.ui.table import replay_script as rs
from game.ui.table.replay import ReplayScene
from game.ui.table.scene import TableScene

SIZES = (("_800", (800, 600)), ("_1080p", (1920, 1080)))
# Seat 1 leads the 7♣ and passes the Q♦ on to seat 2; later seat 3 leads its 7 and passes the
# 2♠ to the player.
HANDS = ["4D 9H KS AH 6S", "7C QD 5C 6C", "3D 5D 6D 8D", "7H 2S 4H 6H"]


def take_house_ux(save: Callable, lang: str) -> None:
    for suffix, size in SIZES:
        _log_private(save, lang, size, suffix)
        _choosers(save, lang, size, suffix)
        _skip_tip(save, lang, size, suffix)
        _continue_exchange(save, lang, size, suffix)
        _pause_and_results(save, lang, size, suffix)
        _caption_large_text(save, lang, size, suffix)
        _settings_tabs(save, lang, size, suffix)
        _replay_keys(save, lang, size, suffix)


def _house_table(app, hands: list[str], leader: int, five_skip: bool = False):

    session = TableSession.new(preset("house", players=4, five_skip=five_skip),
                               ["normal"] * 5, seed=5)
    assert session.match is not None
    session.match.start_round([[parse_card(c) for c in h.split()] for h in hands], leader=leader)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    return table


def _single(match, seat: int, card: str):
    return next(p for p in match.round.legal_plays(seat) if p.cards == (parse_card(card),))


def _log_private(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    """An opponent's 7 pass to another (no cards named) and one to the player (named)."""
    app = make_app(size=size, lang=lang, delay=1000.0)
    table = _house_table(app, HANDS, leader=1)
    match = table.match

    def land() -> None:
        run_until(app, lambda: table.director.idle, 3000)

    land()
    match.act(1, _single(match, 1, "7C"))
    land()
    match.hand_over(1, [parse_card("QD")])
    for seat in (2, 3, 0):
        land()
        match.act(seat, None)
    land()
    match.act(1, _single(match, 1, "5C"))
    land()
    match.act(2, None)
    land()
    match.act(3, _single(match, 3, "7H"))
    land()
    match.hand_over(3, [parse_card("2S")])
    land()
    app.frame(FRAME)
    save(app, f"hux_log_private_pass{suffix}")


def _choosers(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    """The player's 7 pass and 10 discard: every card bright, the tip of each rule up."""

    app = make_app(size=size, lang=lang, delay=1000.0, guide=True)
    app.settings.seen_tips = [n for n, _, _ in TIPS + HOUSE_TIPS
                              if n not in ("seven_pass", "ten_discard")]
    hands = ["7C TC 4D 9H KS 3S 8H", "3C 4C 5C 6C", "3D 5D 6D 8D", "3H 4H 5H 6H"]
    table = _house_table(app, hands, leader=0)
    match = table.match
    run_until(app, table.human_to_move, 3000)
    table.selected = {parse_card("7C")}
    app.frame(FRAME)
    save(app, f"hux_preview_seven{suffix}")
    for lead, name in (("7C", "seven_pass"), ("TC", "ten_discard")):
        run_until(app, table.human_to_move, 3000)
        table.make_play(_single(match, 0, lead))
        run_until(app, lambda: table.control.owed() is not None and table.director.idle, 3000)
        app.step(FRAME)
        app.frame(FRAME)
        save(app, f"hux_choose_{name}_tip{suffix}")
        table.guide.dismiss()
        table.selected = {parse_card("4D") if name == "seven_pass" else parse_card("3S")}
        run_until(app, lambda: False, 20)
        save(app, f"hux_choose_{name}{suffix}")
        table.play_selected()
        for _ in range(10):
            run_until(app, lambda: table.director.idle, 3000)
            seat = match.whose_move()
            if seat in (None, 0):
                break
            match.act(seat, None)


def _skip_tip(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    """The player's 5 skips the next player: the banner, and the 5 skip's tip beside it."""

    app = make_app(size=size, lang=lang, speed=1.0, delay=1000.0, guide=True)
    app.settings.seen_tips = [n for n, _, _ in TIPS + HOUSE_TIPS if n != "five_skip"]
    table = _house_table(app, ["5C 4D 9H KS", "3C 4C 6C 9C", "3D 6D 8D 9D", "3H 4H 6H 9H"],
                         leader=0, five_skip=True)
    run_until(app, table.human_to_move, 3000)
    table.make_play(_single(table.match, 0, "5C"))
    run_until(app, lambda: table.guide.tip == "five_skip" and table.shown.banner is not None
              and table.shown.banner.age > 0.3, 600)
    app.draw()
    save(app, f"hux_tip_five_skip{suffix}")


def _continue_exchange(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    """Continue a match saved as round 2's exchange began, with reduced motion: the cards
    got land in the hand, every one opaque."""

    app = make_app(size=size, lang=lang)
    saved = None
    for seed in range(1, 40):
        session = TableSession.new(preset("house", players=4, rounds=3), ["easy"] * 5,
                                   seed=seed)
        table = TableScene(app, session, autoplay=True)
        app.scenes.clear_to(table)
        run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 40000)
        app.scenes.pop()
        table.autoplay = False
        table.next_round()
        if session.match is not None and session.match.titles is not None \
                and session.match.titles[0] == "scum" and session.match.phase == "exchange":
            saved = session.to_dict()
            break
    if saved is None:
        return
    app = make_app(size=size, lang=lang, speed=1.0, delay=0.7)
    app.settings.reduced_motion = True
    app.continue_match(saved)
    table = app.scenes.top
    run_until(app, lambda: table.director.idle and table.human_to_move(), 6000)
    for _ in range(30):
        app.step(FRAME)
    app.frame(FRAME)
    save(app, f"hux_continue_exchange_calm{suffix}")


def _pause_and_results(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:

    app = make_app(size=size, lang=lang, delay=1000.0)
    table = _house_table(app, HANDS, leader=0)
    run_until(app, table.human_to_move, 3000)
    app.scenes.push(PauseScene(app))
    app.frame(FRAME)
    save(app, f"hux_pause{suffix}")
    app.scenes.pop()
    table.shown.titles = ["vice_president", "president", "vice_scum", "scum"]
    event = ev.RoundOver(2, (1, 0, 3, 2), ("vice_president", "president", "scum", "vice_scum"),
                         (2, 3, 0, 1), (4, 6, 1, 1))
    app.scenes.push(ResultsScene(app, table, event))
    app.frame(FRAME)
    save(app, f"hux_results{suffix}")


def _caption_large_text(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    """150% text and reduced motion: the Eight stop caption of the seat across (whose turn it
    is again, the pointer above the pile), the status line free under it."""
    app = make_app(size=size, lang=lang, speed=1.0, delay=1000.0)
    app.settings.table_scale = 150
    app.settings.reduced_motion = True
    table = _house_table(app, ["4D 9H KS", "3C 4C 5C 6C", "8D 5D 6D 9D", "3H 4H 5H 6H"],
                         leader=2)
    run_until(app, lambda: table.director.idle, 3000)
    table.match.act(2, _single(table.match, 2, "8D"))
    run_until(app, lambda: table.shown.banner is not None and table.shown.banner.caption
              and table.shown.banner.age > 0.1, 600)
    app.draw()
    save(app, f"hux_caption_150{suffix}")
    # The seat across leads a 7: its turn again while it picks, the caption under the pile.
    table = _house_table(app, ["4D 9H KS", "3C 4C 5C 6C", "7D 5D 6D 9D", "3H 4H 5H 6H"],
                         leader=2)
    run_until(app, lambda: table.director.idle, 3000)
    table.match.act(2, _single(table.match, 2, "7D"))
    run_until(app, lambda: table.shown.banner is not None and table.shown.banner.caption
              and table.shown.banner.age > 0.1, 600)
    app.draw()
    save(app, f"hux_caption_150_below{suffix}")


def _settings_tabs(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:

    app = make_app(size=size, lang=lang, defaults=True)
    for tab in TABS:
        if tab == "rules":
            continue
        app.open_settings(tab)
        app.frame(FRAME)
        save(app, f"hux_settings_{tab}{suffix}")
        app.scenes.pop()


def _replay_keys(save: Callable, lang: str, size: tuple[int, int], suffix: str) -> None:
    """A replay of a House rules match a few steps in: its keys under the slider."""

    match = play_match(preset("house", players=4, rounds=1),
                       [make_opponent("easy", s) for s in range(4)], seed=12)
    script = rs.script_of({**record_of(match), "seed": match.seed})
    app = make_app(size=size, lang=lang)
    scene = ReplayScene(app, script)
    app.scenes.push(scene)
    app.frame(FRAME)
    scene.seek(12)
    app.frame(FRAME)
    save(app, f"hux_replay_keys{suffix}")
