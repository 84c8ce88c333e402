"""Screenshots of every scene, for the README and for looking at the game without a window.

Each picture comes from the real scenes driven the way a player would: a seeded match, played
by the computer where needed, stopped at the moment worth showing (a banner at full size, the
player's turn in mid-trick, the joker chooser).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame

from game.devtools import shots_history, shots_net, shots_resume
from game.devtools.headless import FRAME, make_app, press, run_until
from game.devtools.shots_house_ux import take_house_ux
from game.devtools.shots_ux import take_ux
from game.engine.cards import parse_card
from game.engine.options import preset, switch_preset
from game.ui.rules_content import PAGES
from game.ui.scenes.chooser import ChooserScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.settings import TABS
from game.ui.scenes.standings import StandingsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import TableSession
from game.ui.table.scene import TableScene

SIZES = {"": (1280, 720), "_1080p": (1920, 1080), "_small": (960, 540)}
_lang = "en"  # the language of this run's pictures


def _app(**kwargs):
    return make_app(lang=_lang, **kwargs)


def take_all(out: Path, lang: str = "en") -> list[str]:
    global _lang
    _lang = lang
    names: list[str] = []

    def save(app, name: str) -> None:
        app.draw()
        pygame.image.save(app.screen, str(out / f"{name}.png"))
        names.append(name)

    _title_and_overlays(save)
    _settings_and_rules(save)
    for suffix, size in SIZES.items():
        _mid_trick(save, size, suffix)
    _banners(save)
    _caption(save)
    _revolution(save)
    _chooser(save)
    _exchange(save)
    for suffix, size in (("", SIZES[""]), ("_small", (800, 600))):
        _house_banners(save, size, suffix)
        _house_scripted(save, size, suffix)
        _house_captions(save, size, suffix)
    _results_and_standings(save)
    take_ux(save, lang)  # what a new player meets first (its own module)
    take_house_ux(save, lang)  # the house rules' tips and choosers, and the resumes
    shots_history.take(save, lang)
    shots_resume.take(save, lang)  # the table after Continue beside the live one
    shots_net.take(save, lang)  # hosting and joining a table over the network
    return names


def _table(app, rules, seed: int, autoplay: bool, hands: list[list[str]] | None = None):
    session = TableSession.new(rules, ["easy", "normal", "hard", "normal", "easy"], seed=seed)
    if hands is not None:
        assert session.match is not None
        session.match.start_round([[parse_card(c) for c in h] for h in hands], leader=0)
    table = TableScene(app, session, autoplay=autoplay)
    app.scenes.clear_to(table)
    return table


def _title_and_overlays(save: Callable) -> None:
    app = _app()
    app.scenes.clear_to(TitleScene(app))
    app.frame(FRAME)
    save(app, "title")
    table = _table(app, preset("eight-stop"), 11, autoplay=False)
    run_until(app, lambda: table.human_to_move(), 4000)
    app.scenes.push(PauseScene(app))
    app.frame(FRAME)
    save(app, "pause")
    app.scenes.pop()
    # The deal, caught half-way.
    app2 = _app(speed=1.0, delay=0.5)
    _table(app2, preset("eight-stop"), 12, autoplay=False)
    run_until(app2, lambda: False, 50)
    save(app2, "deal")


def _settings_and_rules(save: Callable) -> None:
    """Every settings tab and every rules page, at the default size and at a small window,
    with the settings a new player has (not the quick ones the other pictures use)."""
    for suffix, size in (("", SIZES[""]), ("_small", (800, 600))):
        app = _app(size=size, defaults=True)
        app.scenes.clear_to(TitleScene(app))
        for tab in TABS:
            app.open_settings(tab)
            app.frame(FRAME)
            save(app, f"settings_{tab}{suffix}")
            app.scenes.pop()
        _settings_house_rows(app, save, suffix)
        for page in PAGES:
            app.open_rules(page)
            app.frame(FRAME)
            save(app, f"rules_{page}{suffix}")
            # every page further down, a screen at a time (the option list, the controls)
            _rules_scrolled(app, save, f"rules_{page}", suffix)
            app.scenes.pop()


def _rules_scrolled(app, save: Callable, name: str, suffix: str) -> None:
    """The open rules page, a screen further at a time to its end (the house rules and their
    pictures are far down the option list)."""
    scene = app.scenes.top
    for part in range(2, 20):
        before = scene.view.scroll
        press(app, pygame.K_PAGEDOWN)
        if scene.view.scroll == before:
            return
        save(app, f"{name}_{part}{suffix}")


def _settings_house_rows(app, save: Callable, suffix: str) -> None:
    """The rules tab scrolled to the house rules: with the default rules (rows greyed with
    what they need) and with the House rules preset chosen."""
    for name in ("", "house"):
        before = app.settings.rules
        if name:
            app.settings.rules = switch_preset(name, before)
        app.open_settings("rules")
        scene = app.scenes.top
        scene.form.set_focus(scene.rows[-1])  # the list scrolls to the last row
        app.frame(FRAME)
        save(app, f"settings_rules_end{'_' + name if name else ''}{suffix}")
        app.scenes.pop()
        app.settings.rules = before


def _mid_trick(save: Callable, size: tuple[int, int], suffix: str) -> None:
    """The player's turn in a trick with plays on the pile and a legal selection made."""
    app = _app(size=size)
    table = _table(app, preset("eight-stop", players=5), 31, autoplay=False)
    for _ in range(40):
        run_until(app, table.human_to_move, 4000)
        rnd = table.match.round
        if rnd.top is not None and len(rnd.trick) >= 3 and rnd.legal_plays(0):
            break
        table.match.act(0, rnd.legal_plays(0)[-1] if rnd.top is None else None)
    plays = table.match.round.legal_plays(0)
    table.selected = set(plays[0].cards)
    app.settings.animation_speed = 1.0
    run_until(app, lambda: False, 20)
    save(app, "table" + suffix)


def _banners(save: Callable) -> None:
    """Play Daifugō matches at normal speed and catch each kind of banner at its height."""
    wanted = {"big": "banner_eight_stop", "clear": "banner_two", "quiet": "banner_passes"}
    for seed in range(1, 12):
        app = _app(speed=1.0, delay=0.2)
        table = _table(app, preset("daifugo", players=4), seed, autoplay=True)
        for _ in range(200_000):
            if isinstance(app.scenes.top, ResultsScene):
                app.scenes.top.go_on()
            if app.scenes.top is not table:
                break  # the match is over
            banner = table.shown.banner
            if banner is not None and banner.kind in wanted and 0.35 < banner.age < 0.4:
                save(app, wanted.pop(banner.kind))
                if not wanted:
                    return
            app.step(FRAME)


def _caption(save: Callable) -> None:
    """Animations off: Eight stop as a small caption over the pile, the play going on."""
    app = _app(delay=0.3)
    table = _table(app, preset("eight-stop", players=4), 3, autoplay=True)
    if run_until(app, lambda: table.shown.banner is not None and table.shown.banner.caption
                 and table.shown.banner.kind == "big" and table.shown.banner.age > 0.2, 20000):
        save(app, "caption_eight_stop")


def _revolution(save: Callable) -> None:
    """The player leads four 9s: the banner, and the rank order at the top turning over."""
    app = _app(speed=1.0, delay=0.3)
    hands = [["9C", "9D", "9H", "9S", "4C", "6D", "KH", "AS"], ["3C", "5C", "TC", "QH", "2C"],
             ["4D", "8D", "JH", "AD", "3S"], ["5S", "6H", "TH", "QS", "KD"]]
    table = _table(app, preset("daifugo"), 6, autoplay=False, hands=hands)
    run_until(app, table.human_to_move, 3000)
    quad = next(p for p in table.match.round.legal_plays(0) if p.size == 4)
    table.make_play(quad)
    if run_until(app, lambda: table.shown.banner is not None
                 and table.shown.banner.kind == "revolution" and table.shown.banner.age > 0.5,
                 600):
        save(app, "banner_revolution")


def _chooser(save: Callable) -> None:
    """6♥ 7♥ and a joker: a run of 5-6-7 or 6-7-8, so the game asks which."""
    app = _app()
    hands = [["6H", "7H", "X1", "9C", "JD", "KS"], ["3C", "4D", "5S", "TC", "QH"],
             ["4C", "8D", "9H", "JS", "AD"], ["5C", "6D", "TH", "QS", "2C"]]
    table = _table(app, preset("daifugo"), 5, autoplay=False, hands=hands)
    run_until(app, table.human_to_move, 3000)
    for card in ("6H", "7H", "X1"):
        table.toggle(parse_card(card))
    table.play_selected()
    if isinstance(app.scenes.top, ChooserScene):
        app.frame(FRAME)
        save(app, "chooser")


def _exchange(save: Callable) -> None:
    """Round 2 of a match where the player finished first: the President gives back 2."""
    app = _app()
    rules = preset("eight-stop", players=4)
    for seed in range(1, 40):
        table = _table(app, rules, seed, autoplay=True)
        run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 20000)
        if table.match.titles and table.match.titles[0] == "president":
            table.autoplay = False
            app.scenes.top.go_on()
            run_until(app, partial(_my_gift_due, table), 3000)
            hand = sorted(table.match.hands[0])
            table.selected = set(hand[:2])
            app.frame(FRAME)
            save(app, "exchange")
            return


def _my_gift_due(table) -> bool:
    return table.exchange_step() is not None and table.director.idle


def _results_and_standings(save: Callable) -> None:
    app = _app()
    table = _table(app, preset("eight-stop", players=6, rounds=2), 8, autoplay=True)
    run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 20000)
    app.scenes.top.go_on()
    run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 20000)
    app.frame(FRAME)
    save(app, "results")
    app.scenes.top.go_on()
    if isinstance(app.scenes.top, StandingsScene):
        app.frame(FRAME)
        save(app, "standings")
    del table


# -- the house rules --------------------------------------------------------------------------
HOUSE_BANNERS = {
    "ui.banner.jack_back": "jack_back", "ui.banner.locked": "locked", "ui.banner.skip": "skip",
    "ui.banner.skip_one": "skip",
    "ui.banner.seven_pass": "seven_pass", "ui.banner.ten_discard": "ten_discard",
    "ui.banner.capital_fall": "capital_fall",
}


def _banner_key(table) -> str:
    banner = table.shown.banner
    return getattr(banner.text, "key", "") if banner is not None else ""


def _house_banners(save: Callable, size: tuple[int, int], suffix: str) -> None:
    """House rules matches at normal speed: each house rule's banner caught at its height."""
    wanted = dict(HOUSE_BANNERS)
    for seed in range(1, 12):
        app = _app(size=size, speed=1.0, delay=0.2)
        table = _table(app, preset("house", players=4, rounds=3), seed, autoplay=True)
        for _ in range(120_000):
            if isinstance(app.scenes.top, ResultsScene):
                app.scenes.top.go_on()
            if app.scenes.top is not table:
                break  # the match is over
            key = _banner_key(table)
            banner = table.shown.banner
            if key in wanted and banner is not None and 0.35 < banner.age < 0.4:
                name = wanted[key]
                save(app, f"house_{name}{suffix}")
                wanted = {k: v for k, v in wanted.items() if v != name}
                if not wanted:
                    return
            app.step(FRAME)


# The player leads each time: 7♣ (a 7 pass), T♣ (a 10 discard), and the joker that a lone
# 3♠ follows (Spade 3); the opponents wait (a long delay) and are moved here.
HOUSE_HANDS = [["7C", "TC", "X1", "4D", "6D", "9H", "QS", "KD", "AH"],
               ["3S", "5C", "8C", "JH", "QD", "2C", "4H", "6S"],
               ["4C", "6C", "9C", "JC", "KC", "AC", "3D", "8D"],
               ["5D", "7D", "TD", "QC", "2D", "3H", "5H", "9S"]]


def _house_scripted(save: Callable, size: tuple[int, int], suffix: str) -> None:
    """The player's choosers for the 7 pass and the 10 discard, and the Spade 3 banner."""
    app = _app(size=size, speed=1.0, delay=1000.0)
    table = _table(app, preset("house", players=4), 41, autoplay=False, hands=HOUSE_HANDS)
    match = table.match
    card = parse_card
    for lead, name in (("7C", "seven_pass"), ("TC", "ten_discard")):
        run_until(app, table.human_to_move, 3000)
        table.make_play(next(p for p in match.round.legal_plays(0) if p.cards == (card(lead),)))
        run_until(app, lambda: table.control.owed() is not None, 3000)
        hand = sorted(match.round.hands[0], key=match.round.order_in_force.card_key)
        table.selected = {hand[0]}
        run_until(app, lambda: False, 20)  # the chosen card lifts
        save(app, f"house_choose_{name}{suffix}")
        table.play_selected()
        _everyone_passes(app, table)
    run_until(app, table.human_to_move, 3000)
    joker = next(p for p in match.round.legal_plays(0) if p.cards == (card("X1"),))
    table.make_play(joker)
    run_until(app, lambda: table.director.idle, 3000)
    spade = next(p for p in match.round.legal_plays(1) if p.cards == (card("3S"),))
    match.act(1, spade)
    if run_until(app, lambda: _banner_key(table) == "ui.banner.spade_three"
                 and table.shown.banner.age > 0.35, 3000):
        save(app, f"house_spade_three{suffix}")


def _everyone_passes(app, table) -> None:
    """The opponents pass until the player leads again (they are moved here, not by the AI)."""
    match = table.match
    for _ in range(10):
        run_until(app, lambda: table.director.idle, 3000)
        seat = match.whose_move()
        if seat in (None, 0):
            return
        match.act(seat, None)


def _house_captions(save: Callable, size: tuple[int, int], suffix: str) -> None:
    """Animations off: a house rule's banner as a small caption over the pile."""
    app = _app(size=size, delay=0.3)
    table = _table(app, preset("house", players=4), 5, autoplay=True)
    wanted = {"ui.banner.jack_back": "jack_back", "ui.banner.locked": "locked"}
    for _ in range(40_000):
        key = _banner_key(table)
        banner = table.shown.banner
        if key in wanted and banner is not None and banner.caption and banner.age > 0.2:
            save(app, f"house_caption_{wanted.pop(key)}{suffix}")
            if not wanted:
                return
        app.step(FRAME)
