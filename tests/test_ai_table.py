"""The table's opponents are game.ai's, with no stand-in: an unknown level is an error, and
the one boundary around a thinking opponent logs what went wrong and plays a legal move."""

from __future__ import annotations

import logging

import pytest

from game import ai, settings
from game.engine.match import Match
from game.engine.options import preset
from game.engine.plays import Play
from game.engine.view import PublicView
from game.ui import opponents


class Crashing(ai.Opponent):
    name = "crashing"

    def choose_play(self, view: PublicView) -> Play | None:
        raise RuntimeError("a bug in the opponent")

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        raise RuntimeError("a bug in the opponent's gift")


class Cheating(ai.Opponent):
    """Answers with a card it does not hold, or gives nothing."""

    name = "cheating"

    def choose_play(self, view: PublicView) -> Play | None:
        held = set(view.hand)
        missing = next(c for c in range(52) if c not in held)
        return Play(0, (missing,), missing >> 2, missing >> 2)

    def choose_gift(self, view: PublicView, count: int) -> list[int]:
        return []


def started(seed: int = 5) -> Match:
    match = Match(preset("standard"), seed=seed)
    match.start_round(leader=1)
    return match


def test_every_level_the_settings_accept_is_an_ai_level() -> None:
    for level in settings.LEVELS:
        assert opponents.make_opponent(level, 3).name == level
    assert set(settings.LEVELS) <= set(ai.LEVELS)


def test_an_unknown_level_is_an_error_not_a_stand_in() -> None:
    with pytest.raises(ValueError, match="Unknown opponent level 'expert'"):
        opponents.make_opponent("expert", 1)
    assert not hasattr(opponents, "RandomOpponent")


def test_the_hint_is_the_ai_hint() -> None:
    match = started()
    view = opponents.seat_view(match, 1)
    assert opponents.hint(view) == ai.hint(view)
    assert opponents.hint(view) is not None  # seat 1 leads: a hint is a play


def test_a_crashing_opponent_is_logged_and_a_legal_play_made(caplog) -> None:
    match = started()
    with caplog.at_level(logging.ERROR, logger="game.ui.opponents"):
        answer = opponents.think(Crashing(), match, 1).result(timeout=30)
    assert isinstance(answer, RuntimeError)
    crashes = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert len(crashes) == 1 and crashes[0].exc_info is not None
    assert "seat 1" in crashes[0].getMessage()
    play = opponents.checked_play(match, 1, answer)
    assert play is not None and match.round is not None
    assert match.round.check_play(1, play) is None
    match.act(1, play)  # the table plays on
    assert match.round.turn != 1


def test_a_refused_answer_is_logged_and_replaced(caplog) -> None:
    match = started()
    answer = opponents.think(Cheating(), match, 1).result(timeout=30)
    assert match.round is not None and match.round.check_play(1, answer) is not None
    with caplog.at_level(logging.WARNING, logger="game.ui.opponents"):
        play = opponents.checked_play(match, 1, answer)
    assert play is not None and match.round.check_play(1, play) is None
    assert [r.levelno for r in caplog.records] == [logging.WARNING]
    assert "seat 1" in caplog.records[0].getMessage()


def test_a_legal_answer_is_used_as_it_is_and_not_logged(caplog) -> None:
    match = started()
    opponent = opponents.make_opponent("normal", 2)
    with caplog.at_level(logging.WARNING, logger="game.ui.opponents"):
        answer = opponents.think(opponent, match, 1).result(timeout=30)
        assert opponents.checked_play(match, 1, answer) is answer
    assert isinstance(answer, Play) and not caplog.records


def test_a_crashing_gift_is_logged_and_a_legal_gift_made(caplog) -> None:
    rules = preset("eight-stop", players=4)
    match = Match(rules, seed=8)
    match.start_round()
    while match.phase == "play":
        assert match.round is not None
        seat = match.round.turn
        assert seat is not None
        match.act(seat, opponents.checked_play(match, seat, None))
    match.start_round()
    step = match.pending_gift()
    assert step is not None and match.phase == "exchange" and not step.forced
    with caplog.at_level(logging.ERROR, logger="game.ui.opponents"):
        answer = opponents.think(Crashing(), match, step.giver).result(timeout=30)
    assert isinstance(answer, RuntimeError) and caplog.records
    cards = opponents.checked_gift(match, step.giver, answer)
    assert match.check_gift(step.giver, cards)[1] is None
    match.give(step.giver, cards)


def test_a_hint_that_fails_is_logged_and_gives_no_hint(monkeypatch, caplog) -> None:
    import logging

    from game import ai
    from game.ui import opponents as table_opponents

    def broken(view):
        raise RuntimeError("hint bug")

    monkeypatch.setattr(ai, "hint", broken)
    match = Match(preset("standard"), seed=2)
    match.start_round()
    with caplog.at_level(logging.ERROR, logger="game.ui.opponents"):
        assert table_opponents.hint(table_opponents.seat_view(match, 0)) is None
    assert any("failed" in r.getMessage() for r in caplog.records)
