"""Whole matches played through the real scenes with injected mouse clicks.

The player's seat is driven only by clicks at the positions where the scene laid out its cards
and buttons: cards, Play, Pass, Give, the joker chooser, the results' Next button. Animations
are off and opponents act at once, so each match is quick.
"""

from __future__ import annotations

import logging
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.devtools.headless import FRAME, click, make_app, run_until
from game.engine.cards import SEVEN, TEN, rank_of
from game.engine.events import CardsGiven, Discarded, Passed
from game.engine.match import Match
from game.engine.options import PRESETS
from game.ui.scenes.chooser import ChooserScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.standings import StandingsScene
from game.ui.session import TableSession
from game.ui.table.scene import TableScene
from game.ui.wording import Say


def my_passes(table: TableScene) -> int:
    return sum(1 for e in table.session.events if isinstance(e, Passed) and e.seat == 0)


def click_cards(app, table: TableScene, cards) -> None:
    for card in cards:
        point = table.click_point(card)
        assert point is not None, f"card {card} is not in the drawn hand"
        click(app, point)
        app.step(0.5)  # no double-click between two cards
    assert table.selected == set(cards)


def human_turn(app, table: TableScene, rng: random.Random) -> None:
    match = table.match
    if match.phase == "exchange":
        step = match.pending_gift()
        cards = rng.sample(sorted(match.hands[0]), min(step.count, len(match.hands[0])))
        click_cards(app, table, cards)
        assert table.play_button.enabled
        click(app, table.play_button.rect.center)
        assert all(c not in match.hands[0] for c in cards)
        return
    rnd = match.round
    if rnd.owes is not None:
        hand_over(app, table, rng)
        return
    legal = rnd.legal_plays(0)
    if rnd.can_pass(0) and (not legal or rng.random() < 0.25):
        assert table.pass_button.enabled
        passes = my_passes(table)
        click(app, table.pass_button.rect.center)
        assert my_passes(table) == passes + 1
        return
    play = rng.choice(house_plays(table, legal))
    click_cards(app, table, play.cards)
    assert table.play_button.enabled
    played_before = len(rnd.played)
    click(app, table.play_button.rect.center)
    if isinstance(app.scenes.top, ChooserScene):
        chooser = app.scenes.top
        index = next(i for i, p in enumerate(chooser.plays) if p == play)
        click(app, chooser.options[index].rect.center)
    assert rnd.played[played_before:played_before + play.size] == list(play.cards)


def house_plays(table: TableScene, legal: list) -> list:
    """The legal plays that call for a 7 pass or a 10 discard, when the rules have them (so
    the player's seat surely gives and discards), else all of them."""
    rules = table.session.rules
    ranks = {SEVEN} if rules.seven_pass else set()
    ranks |= {TEN} if rules.ten_discard else set()
    owing = [p for p in legal if ranks & set(p.stands_for())]
    return owing or legal


def hand_over(app, table: TableScene, rng: random.Random) -> None:
    """The 7 pass or the 10 discard: pick the cards owed, then Give or Discard."""
    rnd = table.match.round
    kind, count = rnd.owes
    hand = sorted(rnd.hands[0])
    cards = rng.sample(hand, count)
    label = "ui.table.give" if kind == "give" else "ui.table.discard"
    assert table.play_button.words == Say(label) and not table.play_button.enabled
    click_cards(app, table, cards)
    assert table.play_button.enabled
    events = len(table.session.events)
    click(app, table.play_button.rect.center)
    kinds = {"give": CardsGiven, "discard": Discarded}
    done = [e for e in table.session.events[events:] if isinstance(e, kinds[kind])]
    assert len(done) == 1 and done[0].cards == tuple(sorted(cards))
    assert all(c not in rnd.hands[0] for c in cards)


def play_match(rules, seed: int) -> None:
    app = make_app()
    session = TableSession.new(rules, ["normal"] * 5, seed=seed)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    rng = random.Random(seed)
    for _ in range(2000):
        top = app.scenes.top
        if isinstance(top, StandingsScene):
            break
        if isinstance(top, ResultsScene):
            click(app, top.next.rect.center)
            continue
        assert top is table
        if not run_until(app, lambda: table.human_to_move() or table.pending_results is not None
                         or app.scenes.top is not table, 400):
            raise AssertionError(f"the table stalled in phase {session.match.phase}")
        if table.human_to_move():
            human_turn(app, table, rng)
        else:
            app.frame(FRAME)
    assert isinstance(app.scenes.top, StandingsScene)
    match = session.match
    assert match.over and len(match.results) == rules.rounds
    assert sum(match.totals) == rules.rounds * sum(range(rules.players))
    events = session.events
    gave = [e for e in events if isinstance(e, CardsGiven) and e.giver == 0]
    discarded = [e for e in events if isinstance(e, Discarded) and e.seat == 0]
    assert bool(gave) == rules.seven_pass and bool(discarded) == rules.ten_discard


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("name", sorted(PRESETS))
def test_a_whole_match_through_the_scenes(
    name: str, players: int, caplog: pytest.LogCaptureFixture
) -> None:
    rules = PRESETS[name].with_(players=players, rounds=2)
    with caplog.at_level(logging.WARNING, logger="game.ui.opponents"):
        play_match(rules, seed=seed_dealing_me_7_and_10(rules, players * 10 + len(name)))
    # Every opponent answered for itself: none was overruled as too slow, wrong or crashed.
    assert [r.getMessage() for r in caplog.records if r.name == "game.ui.opponents"] == []


def seed_dealing_me_7_and_10(rules, seed: int) -> int:
    """The first seed from ``seed`` on whose first deal gives the player a 7 and a 10, so that
    with the 7 pass and the 10 discard the player surely gets to give and discard."""
    if not (rules.seven_pass or rules.ten_discard):
        return seed
    while not {SEVEN, TEN} <= {rank_of(c) for c in Match(rules, seed).deal(1)[0]}:
        seed += 1
    return seed
