"""What a new player trips over at the table: who leads after a clear (from the engine's
event), the second joker, the exchange's Hint and Pass, "match or beat", Pass for me, and the
autosave after every action and on every way out."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game import saves
from game.devtools.headless import FRAME, click, make_app, run_until
from game.engine import events as ev
from game.engine.cards import JOKERS, parse_card
from game.engine.options import preset
from game.i18n import set_language
from game.record import record_of
from game.ui.session import TableSession
from game.ui.table.director import Director
from game.ui.table.scene import TableScene
from game.ui.wording import word
from tests.test_table_controller import cards, controller
from tests.test_ui_director import Stage


def cleared_banner(hands: list[str], play: str, name: str = "eight-stop") -> tuple[ev.Cleared,
                                                                                   str]:
    """The player (seat 0, leading) plays ``play``; the engine's Cleared event and the banner's
    second line the director shows for the events the engine emitted."""
    control = controller(hands, name=name, leader=0)
    plays, _ = control.match.round.explain(0, cards(play))
    control.make_play(plays[0])
    events = list(control.session.events)
    cleared = next(e for e in events if isinstance(e, ev.Cleared))
    stage = Stage()
    Director(stage).handle(cleared)
    assert stage.shown.banner is not None
    return cleared, word(stage.shown.banner.sub)


def test_the_clear_banner_names_the_leader_the_engine_gives_when_the_clearer_went_out() -> None:
    set_language("en")
    cleared, sub = cleared_banner(["2C", "3C 4C", "3D 4D", "3H 4H"], "2C")
    assert cleared.seat == 0 and cleared.leader == 1  # the player went out on the 2
    assert sub == "Anna leads next" and "again" not in sub


def test_the_clear_banner_says_leads_again_only_when_the_same_player_leads() -> None:
    set_language("en")
    cleared, sub = cleared_banner(["2C 5C", "3C 4C", "3D 4D", "3H 4H"], "2C")
    assert cleared.leader == cleared.seat == 0
    assert sub == "You lead again"
    stage = Stage()
    Director(stage).handle(cleared)
    set_language("da")  # worded when drawn: the language of the moment
    assert stage.shown.banner is not None and word(stage.shown.banner.sub) == "Du spiller ud igen"
    set_language("en")


def test_an_eight_that_takes_the_second_last_player_out_names_the_one_who_leads() -> None:
    set_language("en")
    cleared, sub = cleared_banner(["8C", "3C 4C", "9D 4D", "3H 4H"], "8C")
    assert cleared.reason == "eight" and cleared.leader not in (None, 0)
    assert sub == "The pile is cleared and Anna leads next"


def test_both_jokers_are_playable_alike() -> None:
    control = controller(["X1 X2 5C", "3C 4C", "3D 4D", "3H 4H"], name="daifugo", leader=0)
    playable = control.playable()
    assert playable is not None and set(JOKERS) <= playable
    control.toggle(JOKERS[1])  # the second joker alone is a legal lead
    assert control.actions().main


def test_following_says_match_or_beat_and_strict_says_beat() -> None:
    control = controller(["9C 9D", "5C 4C", "3D 4D", "3H 4H"], leader=1)
    for _ in range(20):
        if control.whose_move() == 0:
            break
        control.drive(0.0, 0.0)
    assert control.status()[0].startswith("Your turn: match or beat")


def exchange_table(app) -> TableScene:
    """A table at the player's own choice in the exchange: round 1 played by the computer for
    the player, on the first seed where the player ends up choosing what to give back."""
    from game.ui.scenes.results import ResultsScene

    for seed in range(1, 40):
        session = TableSession.new(preset("eight-stop"), ["normal"] * 5, seed=seed)
        table = TableScene(app, session, autoplay=True)
        app.scenes.clear_to(table)
        assert run_until(app, lambda: isinstance(app.scenes.top, ResultsScene), 20000)
        app.scenes.pop()
        table.autoplay = False
        table.next_round()
        if run_until(app, lambda t=table: t.exchange_step() is not None and t.human_to_move(),
                     600):
            return table
    raise AssertionError("no seed gave the player a choice in the exchange")


def test_the_exchange_has_a_hint_and_no_pass_button() -> None:
    app = make_app()
    table = exchange_table(app)
    app.frame(FRAME)
    assert not table.pass_button.visible and table.hint_button.enabled
    click(app, table.hint_button.rect.center)
    step = table.exchange_step()
    assert step is not None and len(table.selected) == step.count
    assert table.play_button.enabled


def test_pass_for_me_passes_at_once_and_the_pass_is_shown() -> None:
    app = make_app()
    assert app.settings.pass_for_me  # on by default
    session = TableSession.new(preset("eight-stop", players=4), ["normal"] * 5, seed=1)
    session.match.start_round([cards(h) for h in ["4C 3S", "5D 6D", "3D 4D", "3H 4H"]],
                              leader=1)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    # Seat 1 leads a 5 or a 6: neither of the player's cards beats it.
    assert run_until(app, lambda: any(line.text() == "You pass" for line in table.shown.log),
                     600)
    assert 0 in [e.seat for e in session.events if isinstance(e, ev.Passed)]
    assert table.status()[0] == "No card can beat that: passed for you"


def test_pass_for_me_off_waits_for_the_player() -> None:
    app = make_app()
    app.settings.pass_for_me = False
    session = TableSession.new(preset("eight-stop", players=4), ["normal"] * 5, seed=1)
    session.match.start_round([cards(h) for h in ["4C 3S", "5C 5D", "3D 4D", "3H 4H"]],
                              leader=1)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 600)
    for _ in range(30):
        app.step(FRAME)
    assert table.human_to_move() and table.pass_button.enabled


def _my_turn_table(app, seed: int = 33) -> TableScene:
    session = TableSession.new(preset("eight-stop"), ["normal"] * 5, seed=seed)
    table = TableScene(app, session)
    app.scenes.clear_to(table)
    assert run_until(app, table.human_to_move, 600)
    return table


def test_every_action_is_saved_at_once() -> None:
    saves.clear_autosave()
    app = make_app()
    table = _my_turn_table(app)
    rnd = table.match.round
    table.make_play(rnd.legal_plays(0)[0]) if rnd.top is None else table.pass_turn()
    app.step(FRAME)  # the next frame saves, long before the trick ends
    saved = saves.load_autosave()
    assert saved is not None
    assert record_of(saved.match) == record_of(table.match)


def test_quit_to_title_and_closing_the_window_save_where_the_player_left() -> None:
    from game.ui.scenes.pause import PauseScene

    saves.clear_autosave()
    app = make_app()
    table = _my_turn_table(app)
    app.autosave = lambda: None  # type: ignore[method-assign]  # only the ways out save now
    table.control.save = lambda: saves.autosave(table.match, table.session.extra())
    table.open_pause()
    assert isinstance(app.scenes.top, PauseScene)
    table.match.act(0, None if table.match.round.top is not None
                    else table.match.round.legal_plays(0)[0])
    app.scenes.top.quit_to_title()
    saved = saves.load_autosave()
    assert saved is not None and record_of(saved.match) == record_of(table.match)

    app2 = make_app()
    table2 = _my_turn_table(app2, seed=34)
    saves.clear_autosave()
    import pygame

    app2.dispatch(pygame.event.Event(pygame.QUIT))
    assert not app2.running
    saved = saves.load_autosave()
    assert saved is not None and record_of(saved.match) == record_of(table2.match)


def test_the_selection_says_a_play_will_clear_revolt_or_jack_back_before_it_is_made() -> None:
    control = controller(["8C 9D", "3C 4C", "3D 4D", "3H 4H"], leader=0)
    control.toggle(parse_card("8C"))
    assert control.status()[0] == "8♣: press Play (Eight stop: clears the pile)"
    control.selected = {parse_card("9D")}
    assert control.status()[0] == "9♦: press Play"
    four = controller(["5C 5D 5H 5S 9D", "3C 4C", "3D 4D", "3H 4H"], name="daifugo", leader=0)
    four.selected = set(cards("5C 5D 5H 5S"))
    assert four.status()[0].endswith("(starts a revolution)")
    jack = controller(["JC 9D", "3C 4C", "3D 4D", "3H 4H"], name="house", leader=0)
    jack.selected = {parse_card("JC")}
    assert jack.status()[0].endswith("(jack back: turns the order)")
    set_language("da")
    assert jack.status()[0].endswith("(Knægt tilbage: vender rækkefølgen)")
    set_language("en")


def test_a_save_that_fails_at_the_table_is_told_once_and_the_game_plays_on(monkeypatch) -> None:
    import errno

    from game import atomic

    saves.clear_autosave()
    app = make_app()
    table = _my_turn_table(app)
    tries: list[int] = []

    def no_space(src: object, dst: object) -> None:
        tries.append(1)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "replace", no_space)
    events = len(table.session.events)
    for _ in range(12):
        rnd = table.match.round
        if rnd is None or rnd.over:
            break
        table.match.act(rnd.turn, rnd.legal_plays()[0] if rnd.top is None or not rnd.can_pass()
                        else None)
        app.frame(FRAME)
    assert len(table.session.events) > events and len(tries) >= 5  # kept playing, kept trying
    assert len(app.toasts.texts) == 1 and "could not" in app.toasts.texts[0].lower()
