"""Reading the table: whose turn it is shows by shape, not by colour alone."""

from __future__ import annotations

import pygame

from game.engine.options import preset
from game.ui.a11y import turn_marker
from game.ui.headless import FRAME, make_app


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
