"""The 7 pass and 10 discard choosers: any card may be handed over, so none is greyed (grey means
only "cannot be played"); and the status says before a play lands that it skips, passes or
discards."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.devtools.headless import FRAME, make_app, run_until
from game.engine.cards import parse_card
from game.engine.options import preset
from game.i18n import set_language, t
from game.ui.session import TableSession
from game.ui.table.scene import TableScene

pytestmark = pytest.mark.usefixtures("home")


def table_with(hands: list[str], leader: int = 0, **options: object
               ) -> tuple[object, TableScene]:
    set_language("en")
    app = make_app(delay=1000.0)  # the opponents wait: only the player moves here
    session = TableSession.new(preset("house", players=4, **options), ["normal"] * 5, seed=3)
    assert session.match is not None
    session.match.start_round([[parse_card(c) for c in h.split()] for h in hands], leader=leader)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    if leader == 0:
        assert run_until(app, table.human_to_move, 600)
    return app, table


def lead(app, table: TableScene, card: str) -> None:
    table.make_play(next(p for p in table.control.legal_plays()
                         if p.cards == (parse_card(card),)))
    assert run_until(app, lambda: table.director.idle and table.control.owed() is not None, 600)
    app.step(FRAME)


@pytest.mark.parametrize("card,kind", [("7C", "give"), ("TC", "discard")])
def test_no_card_is_greyed_while_the_player_picks_what_to_hand_over(card: str,
                                                                    kind: str) -> None:
    app, table = table_with(["7C TC 4D 9H KS", "3C 4C 5C 6C", "3D 5D 6D 8D", "3H 4H 5H 6H"])
    lead(app, table, card)
    assert table.control.owed() == (kind, 1)
    assert table.shown.hand and [sp.card for sp in table.shown.hand if sp.dim] == []
    assert table.control.playable() is None


def test_cards_that_cannot_be_played_are_still_greyed_when_following() -> None:
    app, table = table_with(["4D 9H KS", "9C 4C 5C 6C", "3D 5D 6D 8D", "3H 4H 5H 6H"], leader=1)
    assert run_until(app, lambda: table.director.idle, 600)
    table.match.act(1, next(p for p in table.match.round.legal_plays(1)
                            if p.cards == (parse_card("9C"),)))
    assert run_until(app, lambda: table.director.idle, 600)
    table.match.act(2, None)
    table.match.act(3, None)
    assert run_until(app, lambda: table.director.idle and table.human_to_move(), 600)
    app.step(FRAME)
    dim = {sp.card for sp in table.shown.hand if sp.dim}
    assert parse_card("4D") in dim and parse_card("KS") not in dim  # KS beats the 9


@pytest.mark.parametrize("lead_cards,effect", [
    ("5C", "skips the next player"),
    ("5C 5D", "skips 2 players"),
    ("7C", "then you pass 1 card on"),
    ("TC TD", "then you discard 2 cards"),
])
def test_the_status_says_a_play_skips_passes_or_discards_before_it_lands(
        lead_cards: str, effect: str) -> None:
    app, table = table_with(["5C 5D 7C TC TD 4D KS", "3C 4C 6C 9C", "3D 6D 8D 9D",
                             "3H 4H 6H 9H"])
    table.selected = {parse_card(c) for c in lead_cards.split()}
    text, _ = table.status()
    assert text.endswith(f"({effect})"), text
    set_language("da")
    assert table.status()[0].endswith("(" + t(
        {"skips the next player": "ui.effect.skip_one", "skips 2 players": "ui.effect.skip",
         "then you pass 1 card on": "ui.effect.seven_pass_one",
         "then you discard 2 cards": "ui.effect.ten_discard"}[effect], count=2) + ")")
    set_language("en")


def test_each_house_rule_has_a_tip_named_for_its_option() -> None:
    from dataclasses import fields

    from game.engine.options import Rules
    from game.ui.guide import HOUSE_MOMENTS, HOUSE_TIPS

    names = {f.name for f in fields(Rules)}
    house = {o.key for o in __import__("game.engine.options", fromlist=["OPTIONS"]).OPTIONS
             if o.group == "house"}
    assert {name for name, _, _ in HOUSE_TIPS} == house == set(HOUSE_MOMENTS)
    assert house <= names
    for lang in ("en", "da"):
        set_language(lang)
        for _, head, text in HOUSE_TIPS:
            assert t(head) != head and t(text) != text
    set_language("en")


def guided_table(hands: list[str], tip: str, leader: int = 0, **options: object):
    """A table with the guide on and every tip seen but ``tip``."""
    from game.ui.guide import HOUSE_TIPS, TIPS

    app, table = table_with(hands, leader, **options)
    app.settings.guide = True
    app.settings.seen_tips = [name for name, _, _ in TIPS + HOUSE_TIPS if name != tip]
    return app, table


def test_the_7_pass_tip_shows_when_the_player_first_picks_a_card_to_pass() -> None:
    app, table = guided_table(["7C TC 4D 9H KS", "3C 4C 5C 6C", "3D 5D 6D 8D", "3H 4H 5H 6H"],
                              "seven_pass")
    app.step(FRAME)
    assert table.guide.tip is None  # leading is no 7 pass's moment
    lead(app, table, "7C")
    app.step(FRAME)
    assert table.guide.tip == "seven_pass"
    table.guide.dismiss()
    assert "seven_pass" in app.settings.seen_tips


def test_the_diamond_start_tip_shows_at_round_1s_first_lead() -> None:
    app, table = guided_table(["3D 4D 9H KS", "3C 4C 6C 9C", "5D 6D 8D 9D", "3H 4H 6H 9H"],
                              "diamond_start")
    app.step(FRAME)
    assert table.guide.tip == "diamond_start"


def test_the_5_skip_tip_comes_with_the_skip_and_not_when_the_rule_is_off() -> None:
    for on in (True, False):
        app, table = guided_table(["5C 4D 9H KS", "3C 4C 6C 9C", "3D 6D 8D 9D", "3H 4H 6H 9H"],
                                  "five_skip", five_skip=on)
        app.settings.animation_speed = 1.0
        table.make_play(next(p for p in table.control.legal_plays()
                             if p.cards == (parse_card("5C"),)))
        seen = run_until(app, lambda table=table: table.guide.tip == "five_skip", 300)
        assert seen is on
