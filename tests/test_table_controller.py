"""The table's controller decides without pygame: selections, what the buttons do, plays,
passes, exchange gifts and a whole round, driven here with no window and no surface."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from game.engine import events as ev
from game.engine.cards import parse_card
from game.engine.options import preset
from game.i18n import set_language, t
from game.ui.session import TableSession
from game.ui.table.controller import TableController
from game.ui.words import reason_text

GAME = Path(__file__).resolve().parent.parent / "game"


def cards(text: str) -> list[int]:
    return [parse_card(c) for c in text.split()]


def controller(hands: list[str], name: str = "eight-stop", leader: int = 0,
               **options: object) -> TableController:
    set_language("en")
    rules = preset(name, players=len(hands), **options)
    session = TableSession.new(rules, ["normal"] * 5, seed=1)
    assert session.match is not None
    session.match.start_round([cards(h) for h in hands], leader=leader)
    return TableController(session)


def opponents_act(control: TableController) -> None:
    """Let the computer seats move (no delay) until the player is to move or the round ends."""
    for _ in range(200):
        seat = control.whose_move()
        if seat is None or seat == 0:
            return
        control.drive(0.0, 0.0)
    raise AssertionError("the opponents never gave the turn back")


def select(control: TableController, text: str) -> None:
    control.selected.clear()
    for card in cards(text):
        control.toggle(card)


# -- no pygame ---------------------------------------------------------------------------------


def test_the_controller_module_imports_no_pygame() -> None:
    tree = ast.parse((GAME / "ui" / "table" / "controller.py").read_text(encoding="utf-8"))
    names = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
             for alias in node.names}
    names |= {node.module for node in ast.walk(tree)
              if isinstance(node, ast.ImportFrom) and node.module}
    assert "game.engine.round" in names  # the scan sees the imports
    assert not any(n == "pygame" or n.startswith("pygame.") for n in names), names


def test_importing_the_controller_loads_no_pygame() -> None:
    code = "import sys, game.ui.table.controller; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=GAME.parent, timeout=60)
    assert result.stdout.strip() == "False", result.stderr


# -- the selection and the buttons -------------------------------------------------------------


def test_a_legal_selection_enables_play_and_an_illegal_one_says_why() -> None:
    control = controller(["5C 5D 9H KS", "3C 4C", "3D 4D", "3H 4H"])
    assert control.human_to_move()
    assert control.status() == (t("ui.status.lead"), "gold")
    select(control, "5C 9H")
    plays, why = control.explain()
    assert plays == [] and not control.actions().main
    _, reason = control.match.round.explain(0, cards("5C 9H"))
    assert control.status() == (reason_text(reason), "warn")
    select(control, "5C 5D")
    assert control.actions().main
    assert control.status()[1] == "white" and "5" in control.status()[0]


def test_only_cards_of_some_legal_play_are_playable() -> None:
    # Seat 1 leads its last card, a jack; the others cannot beat it and pass.
    control = controller(["4C 9H KS 2D", "JC", "3D 4D", "3H 4H"], leader=1)
    opponents_act(control)
    assert control.match.round.top is not None and control.match.round.top.cards == (
        parse_card("JC"),)
    assert control.playable() == set(cards("KS 2D"))
    control.caught_up = lambda: False
    assert control.playable() is None


def test_both_jokers_are_dimmed_or_lit_alike() -> None:
    # On a lone king only a joker alone beats: the engine lists the play with one joker for
    # either, and neither is to look unplayable; the 5 is.
    control = controller(["X1 X2 5C", "KC", "3D 4D", "3H 4H"], name="daifugo", leader=1)
    opponents_act(control)
    assert [p.cards for p in control.legal_plays()] == [(parse_card("X1"),)]
    assert control.playable() == set(cards("X1 X2"))
    for joker in ("X1", "X2"):
        select(control, joker)
        assert control.actions().main  # either one alone is played
    # On three kings no play is left (the jokers make only three 5s): both dimmed, like the 5.
    control = controller(["X1 X2 5C", "KC KD KH", "3D 4D", "3H 4H"], name="daifugo", leader=1)
    opponents_act(control)
    assert control.match.round.top.size == 3
    assert control.legal_plays() == [] and control.playable() == set()


def test_nothing_is_the_players_to_do_while_the_table_catches_up() -> None:
    control = controller(["5C 5D 9H KS", "3C 4C", "3D 4D", "3H 4H"])
    control.caught_up = lambda: False
    select(control, "5C")
    assert not control.human_to_move()
    assert control.actions() == control.actions().__class__(False, False, False, False)
    assert control.play_selected() == [] and control.match.round.played == []


def test_playing_the_selection_plays_it_and_clears_it() -> None:
    control = controller(["5C 5D 9H KS", "3C 4C", "3D 4D", "3H 4H"])
    select(control, "5C 5D")
    assert control.play_selected() == []
    assert control.match.round.played == cards("5C 5D")
    assert control.selected == set()
    assert control.whose_move() == 1 and not control.human_to_move() and control.thinking


def test_an_illegal_selection_is_not_played_and_the_reason_is_said() -> None:
    control = controller(["5C 5D 9H KS", "3C 4C", "3D 4D", "3H 4H"])
    select(control, "5C 9H")
    control.play_selected()
    assert control.match.round.played == []
    assert control.message is not None and control.message[1] == "warn"
    control.tick(10.0)
    assert control.message is None


def test_a_selection_read_several_ways_is_handed_back_to_choose_from() -> None:
    control = controller(["6H 7H X1 KS", "3C 4C", "3D 4D", "3H 4H"], name="daifugo")
    select(control, "6H 7H X1")
    plays = control.play_selected()
    assert len(plays) == 2 and control.match.round.played == []
    eight_high = next(p for p in plays if p.high == parse_card("8H") >> 2)
    assert control.make_play(eight_high)
    assert control.match.round.played == list(eight_high.cards)


def test_pass_is_refused_when_leading_and_taken_when_following() -> None:
    control = controller(["5C 9H KS", "3C 4C 6C", "3D 4D 6D", "3H 4H 6H"])
    assert not control.actions().pass_
    assert not control.pass_turn()
    assert control.message is not None and control.message[0].key == "ui.reason.must_lead"
    control = controller(["5C 9H KS", "3C 4C 6C", "3D 4D 6D", "3H 4H 6H"], leader=1)
    opponents_act(control)
    assert control.actions().pass_
    assert control.pass_turn()
    assert ev.Passed(0) in control.session.events


def test_the_hint_selects_a_legal_play() -> None:
    control = controller(["5C 9H KS", "3C 4C", "3D 4D", "3H 4H"], leader=1)
    opponents_act(control)
    control.show_hint()
    if control.selected:
        plays, _ = control.match.round.explain(0, sorted(control.selected))
        assert plays
    else:
        assert control.message is not None and control.message[0].key == "ui.hint.pass"


def test_a_double_click_selects_the_rank_among_the_cards_shown() -> None:
    control = controller(["7C 7D 7H 9S", "3C 4C", "3D 4D", "3H 4H"])
    control.select_rank(parse_card("7D"), cards("7C 7D 9S"))
    assert control.selected == set(cards("7C 7D"))
    control.keep_only(cards("7D 9S"))
    assert control.selected == set(cards("7D"))


# -- the exchange, the round and the match ---------------------------------------------------


def president_in_round_two() -> TableController:
    """The player goes out first with a lone 2 in round 1, so gives back 2 in round 2."""
    control = controller(["2C", "3C 4C 5S", "3D 4D 5H", "3H 4H 5D"], rounds=2)
    select(control, "2C")
    control.play_selected()
    opponents_act(control)
    assert control.match.phase == "round_over" and control.match.titles[0] == "president"
    assert control.next_round() is False
    return control


def test_the_president_gives_back_two_cards_through_the_controller() -> None:
    control = president_in_round_two()
    step = control.exchange_step()
    assert step is not None and step.count == 2 and control.human_to_move()
    assert control.status()[1] == "gold"
    hand = sorted(control.match.hands[0])
    control.selected = {hand[0]}
    actions = control.actions()
    assert actions.give and not actions.main and not actions.pass_
    control.toggle(hand[1])
    assert control.actions().main
    receiver = step.receiver
    control.play_selected()
    assert ev.ExchangeGiven(0, receiver, tuple(hand[:2])) in control.session.events
    assert hand[0] not in control.match.hands[0] and control.selected == set()


def _name(card: int) -> str:
    from game.engine.cards import card_str

    return card_str(card)


def test_a_whole_round_through_the_controller() -> None:
    control = controller(["3S 5C 5D 9H JS KS 2D", "3C 4C 6C 8C TC", "3D 4D 6D 8D TD",
                          "3H 4H 6H 8H TH"], rounds=1)
    moves = 0
    for _ in range(300):
        opponents_act(control)
        if not control.human_to_move():
            break
        legal = control.legal_plays()
        moves += 1
        if not legal:
            assert control.actions().pass_ and control.pass_turn()
            continue
        select(control, " ".join(_name(c) for c in legal[0].cards))
        assert control.actions().main
        chosen = control.play_selected()
        if chosen:
            assert control.make_play(chosen[0])
    match = control.match
    assert match.over and sorted(match.results[0][0]) == [0, 1, 2, 3]
    mine = [a for a in match.log.rounds[0].actions if a.seat == 0]
    assert moves > 0 and len(mine) == moves


def test_a_trick_saves_and_the_match_end_forgets_the_save() -> None:
    control = controller(["2C", "3C 4C 5S", "3D 4D 5H", "3H 4H 5D"], rounds=1)
    calls: list[str] = []
    control.save = lambda: calls.append("save")
    control.forget_save = lambda: calls.append("forget")
    control.trick_shown()
    assert calls == ["save"]
    select(control, "2C")
    control.play_selected()
    opponents_act(control)
    assert control.next_round() is True and control.match_over_shown
    assert calls == ["save", "forget"]


def test_the_computer_in_the_players_seat_does_not_save() -> None:
    control = controller(["2C", "3C 4C 5S", "3D 4D 5H", "3H 4H 5D"])
    control.autoplay = True
    saved: list[bool] = []
    control.save = lambda: saved.append(True)
    control.trick_shown()
    assert saved == []
    assert not control.human_to_move() and control.status() == (t("ui.status.thinking_you"),
                                                                 "muted")
    control.drive(0.0, 0.0)
    assert control.match.round.played == cards("2C")  # the computer led for the player


def test_the_results_wait_until_the_table_has_caught_up() -> None:
    control = controller(["2C", "3C 4C 5S", "3D 4D 5H", "3H 4H 5D"])
    shown = [True]
    control.caught_up = lambda: shown[0]
    event = ev.RoundOver(1, (0, 1, 2, 3), ("president",) * 4, (3, 2, 1, 0), (3, 2, 1, 0))
    control.round_over(event)
    control.selected.add(parse_card("2C"))
    shown[0] = False
    assert control.results_due() is None and control.whose_move() is None
    shown[0] = True
    assert control.results_due() is event and control.selected == set()
    assert control.results_due() is None
