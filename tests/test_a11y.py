"""Reading the table: whose turn it is shows by shape, not by colour alone."""

from __future__ import annotations

import pygame

from game.devtools.headless import FRAME, make_app
from game.engine.options import preset
from game.ui.a11y import turn_marker


def centroid(points: list[tuple[int, int]]) -> tuple[int, int]:
    return (sum(p[0] for p in points) // 3, sum(p[1] for p in points) // 3)


def test_the_seat_to_move_has_a_marker_and_the_others_none() -> None:
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(delay=5.0)  # the table waits on the seat to move
    table = TableScene(app, TableSession.new(preset("eight-stop"), ["normal"], seed=4))
    app.scenes.clear_to(table)
    app.frame(FRAME)
    turn = table.shown.turn
    assert turn is not None
    for seat, place in enumerate(table.layout.seats):
        spot = centroid(turn_marker(place.panel, table.layout.s))
        colour = tuple(app.screen.get_at(spot))[:3]
        if seat == turn:
            assert colour == (236, 196, 92), seat  # the gold triangle
        else:
            assert colour != (236, 196, 92), seat
    assert pygame.Rect((0, 0), app.screen_size).collidepoint(
        turn_marker(table.layout.seats[turn].panel, table.layout.s)[0])


# -- text and table size ---------------------------------------------------------------------

import pytest  # noqa: E402

from game import settings as settings_file  # noqa: E402
from game.ui.fonts import SMALLEST, Fonts  # noqa: E402
from game.ui.table.layout import MIN_S, holds, table_layout  # noqa: E402
from game.ui.theme import scale_for  # noqa: E402


def test_no_text_is_drawn_below_twelve_pixels() -> None:
    make_app()
    fonts = Fonts()
    assert fonts.get(6).get_height() == fonts.get(SMALLEST).get_height()
    assert fonts.render("Ag", 8, (0, 0, 0)).get_height() == fonts.render(
        "Ag", 12, (0, 0, 0)).get_height()
    assert fonts.get(20).get_height() > fonts.get(12).get_height()


@pytest.mark.parametrize("size", [(640, 400), (800, 600), (960, 540), (1280, 720),
                                  (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("scale", settings_file.TABLE_SCALES)
def test_the_table_holds_at_every_size_setting(size, players, scale) -> None:
    lay = table_layout(size, players, scale / 100)
    assert holds(lay)
    asked = max(scale_for(size) * scale / 100, MIN_S)  # never too small for 12 px text
    assert lay.s <= asked + 1e-9
    if size[0] >= 800:
        assert lay.s >= MIN_S - 1e-9
    if scale > 100:
        assert lay.s > scale_for(size)  # larger grows as far as the window holds
    if size == (1920, 1080) and scale <= 115:
        assert lay.s == pytest.approx(asked)  # a large window takes every size as asked


def test_the_size_setting_is_kept_and_a_bad_one_falls_back() -> None:
    data = settings_file.Settings(table_scale=150, reduced_motion=True,
                                  high_contrast=True).to_dict()
    back, problems = settings_file.from_dict(data)
    assert (back.table_scale, back.reduced_motion, back.high_contrast) == (150, True, True)
    assert not problems
    back, problems = settings_file.from_dict({**data, "table_scale": 77})
    assert back.table_scale == 100 and problems


def test_the_table_takes_a_new_size_when_the_settings_close() -> None:
    from game.ui.scenes.pause import PauseScene
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(size=(1280, 720), delay=5.0)
    table = TableScene(app, TableSession.new(preset("eight-stop"), ["normal"], seed=4))
    app.scenes.clear_to(table)
    app.frame(FRAME)
    before = table.layout.hand_h
    app.scenes.push(PauseScene(app))
    app.settings.table_scale = 80
    app.scenes.pop()
    assert abs(table.layout.hand_h - before * 0.8) < 2


# -- reduced motion ----------------------------------------------------------------------------


class Spot:
    x = 0.0
    y = 0.0
    alpha = 255.0


def test_calm_moves_fade_out_jump_and_fade_in() -> None:
    from game.ui.calm import FADE, CalmTweener

    calm = CalmTweener(lambda: True)
    spot = Spot()
    calm.move(spot, {"x": 100.0, "y": 50.0}, 1.0)
    calm.update(FADE * 0.25)
    assert (spot.x, spot.y) == (0.0, 0.0) and spot.alpha < 255
    calm.update(FADE * 0.5)
    assert (spot.x, spot.y) == (100.0, 50.0) and spot.alpha < 255
    calm.update(FADE)
    assert spot.alpha == 255 and not calm.busy
    moving = CalmTweener(lambda: False)
    other = Spot()
    moving.move(other, {"x": 100.0}, 1.0)
    moving.update(0.25)
    assert 0 < other.x < 100 and other.alpha == 255  # off: a flight as before


def test_with_reduced_motion_banners_are_captions_and_no_burst_plays() -> None:
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(speed=1.0)
    app.settings.reduced_motion = True
    session = TableSession.new(preset("eight-stop", rounds=1), ["normal"], seed=6)
    table = TableScene(app, session, autoplay=True)
    app.scenes.clear_to(table)
    banners = []
    for _ in range(6000):
        app.step(FRAME)
        assert table.shown.burst < 0 and table.shown.effect is None
        if table.shown.banner is not None:
            banners.append(table.shown.banner)
        if table.pending_results is not None or app.scenes.top is not table:
            break
    assert banners and all(b.caption for b in banners)


# -- high contrast -----------------------------------------------------------------------------


def test_high_contrast_text_meets_wcag_aa_on_the_felt_and_the_panels() -> None:
    from game.ui import theme
    from game.ui.a11y import contrast, set_high_contrast

    make_app()
    set_high_contrast(True)
    try:
        texts = [theme.WHITE, theme.MUTED, theme.DIM, theme.GOLD, theme.HIGHLIGHT, theme.RED,
                 (255, 130, 120)]  # the log's red suits
        lightest = theme.FELT  # the felt is lightest at its centre
        panel = tuple(round(a * 225 / 255) for a in (0, 0, 0))  # a panel over black felt
        for color in texts:
            assert contrast(color, lightest) >= 4.5, color
            assert contrast(color, panel) >= 4.5, color
        assert contrast(theme.TEXT_ON_BUTTON, theme.BUTTON) >= 4.5
    finally:
        set_high_contrast(False)
    assert theme.FELT == (22, 96, 56) and not theme.HIGH_CONTRAST
    assert contrast(theme.DIM, theme.FELT) < 4.5  # the normal table is not as strong


def test_cards_that_cannot_be_played_sit_lower_as_well_as_darker() -> None:
    from game.devtools.headless import run_until
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(delay=1.0)
    table = TableScene(app, TableSession.new(preset("eight-stop"), ["normal"], seed=3))
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 20000)
    run_until(app, lambda: False, 30)  # the lifts settle
    dim = [sp for sp in table.shown.hand if sp.dim]
    bright = [sp for sp in table.shown.hand if not sp.dim]
    assert dim and bright  # a pile to beat: some cards can, some cannot
    assert all(sp.lift < 0 for sp in dim)
    assert all(sp.lift == 0 for sp in bright)


def test_the_log_names_cards_in_the_four_colours_of_the_deck_chosen() -> None:
    from game.engine import events as ev
    from game.engine.cards import parse_card
    from game.engine.plays import interpretations
    from game.ui.a11y import FOUR_COLOURS, contrast
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(delay=5.0)
    table = TableScene(app, TableSession.new(preset("eight-stop"), ["normal"], seed=4))
    app.scenes.clear_to(table)
    clubs = interpretations([parse_card("9C")], False)[0]
    diamonds = interpretations([parse_card("9D")], False)[0]
    table.director.on_played(ev.Played(1, clubs, 5))
    two = table.shown.log[-1]
    app.cards.set_style("large4")
    table.director.on_played(ev.Played(1, diamonds, 5))
    four = table.shown.log[-1]
    colours = lambda line: [tuple(c) for _, c in line.parts]  # noqa: E731
    assert (245, 245, 240) in colours(two) and FOUR_COLOURS[0] not in colours(two)
    assert FOUR_COLOURS[1] in colours(four)
    assert all(contrast(c, (0, 0, 0)) >= 4.5 for c in FOUR_COLOURS)
