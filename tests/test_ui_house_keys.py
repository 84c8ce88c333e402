"""The 7 pass and the 10 discard chosen with the keys alone, through the real table scene:
arrows move, Space picks, Enter gives or discards; H (Hint) picks for the player."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from game.devtools.headless import make_app, press, run_until
from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.options import preset
from game.ui.session import TableSession
from game.ui.table.scene import TableScene


def table_with(hands: list[str]) -> tuple[object, TableScene]:
    app = make_app(delay=1000.0)  # the opponents wait: only the player moves here
    session = TableSession.new(preset("house", players=4), ["normal"] * 5, seed=3)
    session.match.start_round([[parse_card(c) for c in h.split()] for h in hands], leader=0)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 600)
    return app, table


def pick_with_keys(app, table: TableScene, card: str) -> None:
    """Move the cursor to ``card`` with the arrows and pick it with Space."""
    hand = [sp.card for sp in table.shown.hand]
    target = hand.index(parse_card(card))
    for _ in range((target - table.focus) % len(hand)):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_SPACE)


def test_a_7_pass_and_a_10_discard_with_the_keys() -> None:
    app, table = table_with(["7C TC 4D 9H KS", "3C 4C 5C 6C", "3D 5D 6D 8D", "3H 4H 5H 6H"])
    pick_with_keys(app, table, "7C")
    press(app, pygame.K_RETURN)
    assert run_until(app, lambda: table.control.owed() == ("give", 1) and table.director.idle,
                     600)
    assert table.play_button.label == "Give"
    press(app, pygame.K_RETURN)  # nothing picked yet: refused, nothing given
    assert table.control.owed() == ("give", 1)
    pick_with_keys(app, table, "4D")
    press(app, pygame.K_RETURN)
    given = [e for e in table.session.events if isinstance(e, ev.CardsGiven)]
    assert given == [ev.CardsGiven(0, 1, (parse_card("4D"),))]
    # The opponents pass (moved here), and the player leads the 10.
    for seat in (1, 2, 3):
        assert run_until(app, lambda: table.director.idle, 600)
        table.match.act(seat, None)
    assert run_until(app, table.human_to_move, 600)
    pick_with_keys(app, table, "TC")
    press(app, pygame.K_RETURN)
    assert run_until(app, lambda: table.control.owed() == ("discard", 1)
                     and table.director.idle, 600)
    assert table.play_button.label == "Discard"
    press(app, pygame.K_h)  # Hint picks the card to discard
    assert len(table.selected) == 1
    hinted = set(table.selected)
    press(app, pygame.K_RETURN)
    assert table.match.round.discarded == sorted(hinted)
    assert run_until(app, lambda: table.director.idle, 600)
    assert [sp.card for sp in table.shown.out] == sorted(hinted)
