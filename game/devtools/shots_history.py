"""Screenshots of the History screen and of replays, with a few matches kept first.

The matches are played by the game's own opponents through the engine, so the records are
the kind the game writes at the end of a match.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from game import saves
from game.ai.hard import HardOpponent
from game.devtools.headless import FRAME, make_app, run_until
from game.engine import events as ev
from game.engine.match import Match
from game.engine.options import preset
from game.ui.a11y import set_high_contrast
from game.ui.opponents import make_opponent, seat_view
from game.ui.scenes.history import HistoryScene
from game.ui.session import TableSession
from game.ui.table.replay_script import open_replay
from game.ui.table.scene import TableScene

SIZES = (("", (1280, 720)), ("_small", (800, 600)))


LEVELS = ("human", "easy", "normal", "hard")  # the kept matches' seats, as their records say


def played_match(rules_name: str, seed: int, rounds: int = 2,
                 levels: tuple[str, ...] = ()) -> Match:
    """A match played to its end by the opponents of ``levels`` (per seat; Normal plays the
    player's seat, and every seat when none are given)."""
    match = Match(preset(rules_name, rounds=rounds), seed=seed)
    match.start_round()
    n = match.rules.players
    level = [lv if lv != "human" else "normal" for lv in levels] if levels else ["normal"] * n
    bots = {s: make_opponent(level[s % len(level)], seed * 7 + s) for s in range(n)}
    for bot in bots.values():  # Hard without its clock, so a match is the same every time
        if isinstance(bot, HardOpponent):
            bot.max_ms = 1e9
    while not match.over:
        if match.phase == "round_over":
            match.start_round()
        elif match.phase == "exchange":
            gift = match.pending_gift()
            assert gift is not None
            view = seat_view(match, gift.giver)
            match.give(gift.giver, list(bots[gift.giver].choose_gift(view, gift.count)))
        else:
            seat = match.whose_move()
            assert seat is not None
            match.act(seat, bots[seat].choose_play(seat_view(match, seat)))
    return match


def keep_matches(count: int = 6) -> None:
    presets = ("eight-stop", "standard", "eight-stop", "daifugo")
    for i in range(count):
        saves.match_finished(played_match(presets[i % len(presets)], 40 + i, levels=LEVELS),
                             list(LEVELS))


def take(save: Callable, lang: str) -> None:
    keep_matches()
    for suffix, size in SIZES:
        app = make_app(size=size, lang=lang)
        app.scenes.clear_to(HistoryScene(app))
        app.frame(FRAME)
        save(app, f"history{suffix}")
    take_replay(save, lang)
    take_last_trick(save, lang)
    take_settings_extremes(save, lang)


def take_replay(save: Callable, lang: str) -> None:
    """A kept match replayed, stopped a few steps into a trick of its second round."""
    for suffix, size in SIZES:
        app = make_app(size=size, lang=lang)
        open_replay(app, saves.list_records()[0])
        scene = app.scenes.top
        start = scene.script.round_starts()[1] + 6
        scene.seek(start)
        while not _reasoned(scene) and scene.position < start + 12:
            scene.seek(scene.position + 1)
        app.frame(FRAME)
        save(app, f"replay{suffix}")


def _reasoned(scene) -> bool:
    """Is the latest step a play of Normal or Hard, whose reason the why line gives?"""
    seat = scene.script.steps[scene.position - 1].seat
    return bool(scene.why_line()) and scene.script.levels[seat] in ("normal", "hard")


def _two_tricks(session, table) -> bool:
    return sum(isinstance(e, ev.Cleared) for e in session.events) >= 2 and table.director.idle


def take_last_trick(save: Callable, lang: str) -> None:
    """The last trick held up over the pile, mid-round."""
    for suffix, size in SIZES:
        app = make_app(size=size, lang=lang, delay=1.0)
        session = TableSession.new(preset("eight-stop"), ["normal"], seed=3)
        table = TableScene(app, session, autoplay=True)
        app.scenes.clear_to(table)
        run_until(app, partial(_two_tricks, session, table), 20000)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0,
                                             unicode="l"))
        app.frame(FRAME)
        save(app, f"last_trick{suffix}")
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_l, mod=0))
        app.frame(FRAME)
        table.autoplay = False
        run_until(app, table.human_to_move, 20000)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0,
                                             unicode="h"))
        app.frame(FRAME)
        save(app, f"hint_why{suffix}")


def take_settings_extremes(save: Callable, lang: str) -> None:
    """The table mid-trick at each reading setting's extremes, at both sizes."""
    cases: dict[str, dict[str, object]] = {
        "scale80": {"table_scale": 80}, "scale150": {"table_scale": 150},
        "four_colour": {"card_style": "large4"}, "high_contrast": {"high_contrast": True},
        "reduced_motion": {"reduced_motion": True}}
    for name, changes in cases.items():
        for suffix, size in SIZES:
            app = make_app(size=size, lang=lang, delay=1.0,
                           speed=1.0 if name == "reduced_motion" else 0.0)
            for key, value in changes.items():
                setattr(app.settings, key, value)
            app.cards.set_style(app.settings.card_style)
            set_high_contrast(app.settings.high_contrast)
            session = TableSession.new(preset("eight-stop"), ["normal"], seed=3)
            table = TableScene(app, session, autoplay=False)
            app.scenes.clear_to(table)
            run_until(app, table.human_to_move, 20000)
            save(app, f"table_{name}{suffix}")
            set_high_contrast(False)
