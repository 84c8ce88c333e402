"""A 7 pass between two opponents is private: the log at the table and in a replay names its
cards only where the player's own view of the round (the engine's PublicView) holds them."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from game.ai.driver import play_match
from game.devtools.headless import make_app, run_until
from game.engine.cards import parse_card
from game.engine.match import Match
from game.engine.options import preset
from game.engine.plays import Play
from game.i18n import set_language
from game.record import record_of
from game.ui.opponents import make_opponent, seat_view
from game.ui.session import TableSession
from game.ui.table import replay_script as rs
from game.ui.table.replay import ReplayScene
from game.ui.table.scene import TableScene
from game.ui.words import card_text

pytestmark = pytest.mark.usefixtures("home")

# Seat 1 leads the 7 of clubs and passes one card on to seat 2; then seat 3 leads its 7 and
# passes one card to the player. Nobody plays the cards passed.
HANDS = ["4D 9H KS AH", "7C QD 5C 6C", "3D 5D 6D 8D", "7H 2S 4H 6H"]
PASSED_BY_1 = "QD"
PASSED_TO_ME = "2S"


def single(match: Match, seat: int, card: str) -> Play:
    rnd = match.round
    assert rnd is not None
    return next(p for p in rnd.legal_plays(seat) if p.cards == (parse_card(card),))


def seven_passes(match: Match, step=lambda: None) -> None:
    """Seat 1's 7 pass to seat 2, everyone passes, then seat 3's 7 pass to the player."""
    match.act(1, single(match, 1, "7C"))
    step()
    match.hand_over(1, [parse_card(PASSED_BY_1)])
    for seat in (2, 3, 0):
        step()
        match.act(seat, None)
    step()
    assert match.round is not None and match.round.turn == 1  # seat 1 leads again
    match.act(1, single(match, 1, "5C"))
    step()
    match.act(2, None)
    step()
    match.act(3, single(match, 3, "7H"))
    step()
    match.hand_over(3, [parse_card(PASSED_TO_ME)])
    step()


def log_text(shown) -> str:
    return "\n".join(line.text() for line in shown.log)


def handed_cards_in_view(match: Match) -> list[tuple[int, int | None, tuple[int, ...] | None]]:
    view = seat_view(match, 0)
    return [(h.seat, h.to, h.cards) for h in view.handovers]


def test_the_log_at_the_table_names_a_passs_cards_only_where_the_view_has_them() -> None:
    set_language("en")
    app = make_app(delay=1000.0)  # the opponents wait: they are moved here
    session = TableSession.new(preset("house", players=4, rounds=1, five_skip=False),
                               ["normal"] * 5, seed=5)
    match = session.match
    assert match is not None
    match.start_round([[parse_card(c) for c in h.split()] for h in HANDS], leader=1)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    seven_passes(match, lambda: run_until(app, lambda: table.director.idle, 3000))
    assert run_until(app, lambda: table.director.idle, 3000)
    seen = handed_cards_in_view(match)
    assert seen == [(1, 2, None), (3, 0, (parse_card(PASSED_TO_ME),))]  # what the view says
    text = log_text(table.shown)
    assert "Anna gives 1 card to Ben" in text
    assert card_text(parse_card(PASSED_BY_1)) not in text  # the pass between opponents
    assert [under for _, under in passes_in_log(table.shown)] == [None, card_text(
        parse_card(PASSED_TO_ME))]


def passes_in_log(shown) -> list[tuple[str, str | None]]:
    """Each 7 pass's line in the log, with the card line under it (None when there is none)."""
    lines = [line.text().rstrip() for line in shown.log]
    found = []
    for i, line in enumerate(lines):
        if " give" in line:
            under = lines[i + 1] if i + 1 < len(lines) else ""
            found.append((line, under.strip() if under.startswith("   ") else None))
    return found


def test_a_replay_names_a_passs_cards_only_where_the_players_view_has_them() -> None:
    set_language("en")
    match = play_match(preset("house", players=4, rounds=1),
                       [make_opponent("easy", s) for s in range(4)], seed=12)
    data = {**record_of(match), "seed": match.seed}
    script = rs.script_of(data)
    view = seat_view(rs.build(script, script.length), 0)
    passes = [h for h in view.handovers if h.to is not None]
    assert any(h.cards is None for h in passes) and any(h.cards for h in passes)
    expected = [" ".join(card_text(c) for c in h.cards) if h.cards else None for h in passes]
    app = make_app()
    for stepped in (False, True):
        scene = ReplayScene(app, script)
        app.scenes.push(scene)
        app.frame(1 / 60)
        if stepped:  # one step at a time, each landed
            for _ in range(script.length):
                scene.step_forward()
                run_until(app, lambda scene=scene: scene.director.idle, 3000)
        else:  # caught up at once
            scene.seek(script.length)
        assert run_until(app, lambda scene=scene: scene.director.idle, 3000)
        assert [under for _, under in passes_in_log(scene.shown)] == expected


def test_continue_keeps_the_rounds_log_and_still_hides_a_pass_between_opponents() -> None:
    set_language("en")
    app = make_app(delay=1000.0)
    session = TableSession.new(preset("house", players=4, rounds=1), ["easy"] * 5, seed=12)
    table = TableScene(app, session, autoplay=True)
    app.scenes.clear_to(table)
    match = session.match
    assert match is not None
    app.settings.opponent_delay = 0.0
    # Played on until both kinds of 7 pass have happened, then saved and continued.
    def both_passes() -> bool:
        kinds = {h.cards is None for h in seat_view(match, 0).handovers if h.to is not None}
        return kinds == {True, False} and table.director.idle
    assert run_until(app, both_passes, 40000)
    before = [line.text() for line in table.shown.log]
    saved = session.to_dict()
    app.continue_match(saved)
    resumed = app.scenes.top
    assert isinstance(resumed, TableScene) and resumed is not table
    after = [line.text() for line in resumed.shown.log]
    assert after[: len(before)] == before  # every line of the round, as it was
    assert after[-1].strip() == "— Round 1, resumed —"
    assert "gives 1 card to" in "\n".join(after)
