"""Every card on the table is opaque once it lands, after every kind of resume: Continue in the
exchange or mid-trick, with reduced motion on or off, back from the pause menu, a resize, and
the reduced-motion and contrast switches turned while cards move."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pytest

from game.devtools.headless import FRAME, make_app, run_until
from game.engine.options import preset
from game.ui.calm import CalmTweener
from game.ui.scenes.results import ResultsScene
from game.ui.session import TableSession
from game.ui.table.scene import TableScene
from game.ui.table.sprites import CardSprite

pytestmark = pytest.mark.usefixtures("home")


def saved_in_the_exchange(count: int = 4) -> list[dict]:
    """Matches saved as round 2's exchange begins (the player to give, or to be given to)."""
    app = make_app()
    saved = []
    for seed in range(1, 40):
        session = TableSession.new(preset("house", players=4, rounds=3), ["easy"] * 5,
                                   seed=seed)
        table = TableScene(app, session, autoplay=True)
        app.scenes.clear_to(table)
        assert run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 40000)
        app.scenes.pop()
        table.autoplay = False
        table.next_round()
        if session.match is not None and session.match.phase == "exchange":
            saved.append(session.to_dict())
            if len(saved) == count:
                return saved
    raise AssertionError("too few seeds have an exchange")


def _my_gift_due(table: TableScene) -> bool:
    return table.exchange_step() is not None and table.human_to_move()


def settle(app, table: TableScene) -> None:
    """Frames until the player is to act (giving what Hint picks in the exchange) and
    everything has landed, and the hover lifts have settled."""
    for _ in range(3):
        run_until(app, lambda: table.director.idle and (table.human_to_move()
                                                        or table.pending_results is not None),
                  6000)
        if _my_gift_due(table):
            table.control.show_hint()
            table.play_selected()
    for _ in range(30):
        app.step(FRAME)


def see_through(table: TableScene) -> list[CardSprite]:
    shown = table.shown
    cards = [*shown.hand, *(sp for entry in shown.pile for sp in entry.sprites), *shown.out]
    return [sp for sp in cards if sp.alpha != 255]


def continued(saved: dict, reduced: bool, speed: float = 1.0):
    app = make_app(speed=speed, delay=0.05)
    app.settings.reduced_motion = reduced
    app.continue_match(saved)
    table = app.scenes.top
    assert isinstance(table, TableScene)
    return app, table


@pytest.mark.parametrize("reduced", [True, False])
def test_the_hand_is_opaque_after_continue_in_the_exchange(reduced: bool) -> None:
    for saved in saved_in_the_exchange():
        app, table = continued(saved, reduced)
        settle(app, table)
        assert table.match.phase == "play" and see_through(table) == []


def test_the_cards_stay_opaque_through_play_switches_and_a_resize() -> None:
    app, table = continued(saved_in_the_exchange(1)[0], True)
    settle(app, table)
    for i in range(8):
        if table.control.owed() is not None:
            table.control.show_hint()
            table.play_selected()
        elif table.control.playing():
            plays = table.control.legal_plays()
            if plays:
                table.make_play(plays[0])
            else:
                table.pass_turn()
        for _ in range(8):
            app.step(FRAME)  # cards in the air
        if i == 1:
            app.settings.reduced_motion = not app.settings.reduced_motion
        if i == 2:
            app.settings.high_contrast = not app.settings.high_contrast
        if i == 3:
            table.resize((900, 640))
        if i == 4:
            table.resume()  # back from the pause menu
        settle(app, table)
        assert see_through(table) == [], f"after step {i}"


def test_a_fade_started_over_another_ends_opaque() -> None:
    """Reduced motion: a card moved again half-way through its fade comes back whole."""
    tweens = CalmTweener(lambda: True)
    sprite = CardSprite(1, 0, 0, 0, 100)
    tweens.move(sprite, {"x": 50}, 0.3)
    tweens.update(0.1)
    assert sprite.alpha < 255  # half-way down its fade
    tweens.move(sprite, {"x": 80}, 0.3)
    tweens.update(0.05)
    tweens.finish_all()
    assert sprite.alpha == 255 and sprite.x == 80
    tweens.move(sprite, {"x": 10}, 0.3)
    tweens.update(0.1)
    tweens.move(sprite, {"x": 20}, 0.3)
    for _ in range(20):
        tweens.update(0.05)
    assert sprite.alpha == 255 and sprite.x == 20


@pytest.mark.parametrize("reduced", [True, False])
def test_the_hand_is_opaque_after_continue_mid_trick(reduced: bool) -> None:
    app, table = continued(saved_in_the_exchange(1)[0], reduced)
    settle(app, table)
    for _ in range(3):  # a trick under way
        plays = table.control.legal_plays()
        if table.control.playing() and plays:
            table.make_play(plays[0])
        settle(app, table)
    saved = table.session.to_dict()
    app, again = continued(saved, reduced)
    assert again is not table
    settle(app, again)
    assert see_through(again) == []
    plays = again.control.legal_plays()
    if again.control.playing() and plays:
        again.make_play(plays[-1])
    settle(app, again)
    assert see_through(again) == []
