"""The table has one writer: every event class of game.engine.events has a handler at the table
(Director.on_<name>) or is declared silent with a reason, and nothing but the director writes
what the table shows (game.ui.table.state.Shown)."""

from __future__ import annotations

import ast
import dataclasses
import inspect
from pathlib import Path

import pytest

from game.engine import events as ev
from game.ui.table.director import SILENT, Director
from game.ui.table.state import Shown
from tests.test_ui_director import Stage

ROOT = Path(__file__).resolve().parent.parent


def event_classes(module=ev) -> list[type]:
    """Every event the engine can emit: the dataclasses defined in game.engine.events."""
    return [cls for _, cls in inspect.getmembers(module, inspect.isclass)
            if cls.__module__ == module.__name__ and dataclasses.is_dataclass(cls)]


def handler(cls: type):
    return getattr(Director, "on_" + cls.__name__.lower(), None)


def unhandled(classes: list[type], silent: dict[type, str]) -> list[str]:
    return sorted(c.__name__ for c in classes if handler(c) is None and c not in silent)


def test_every_event_class_has_a_handler_or_is_declared_silent() -> None:
    classes = event_classes()
    assert len(classes) >= 20  # the module's events were found, not an empty list
    assert unhandled(classes, SILENT) == []


def test_a_silent_event_says_why_and_has_no_handler_besides() -> None:
    for cls, reason in SILENT.items():
        assert cls in event_classes() and handler(cls) is None, cls
        assert len(reason.split()) >= 4, cls


def test_the_union_of_events_names_every_class() -> None:
    assert set(ev.Event.__args__) == set(event_classes())  # type: ignore[attr-defined]


def test_a_new_event_fails_until_handled_or_declared() -> None:
    """An event class added to the engine without a handler is caught, here and at the table
    (never ignored without a word)."""

    @dataclasses.dataclass(frozen=True)
    class Bonus:  # an event the table does not know
        seat: int

    Bonus.__module__ = ev.__name__
    assert unhandled([*event_classes(), Bonus], SILENT) == ["Bonus"]
    assert unhandled([*event_classes(), Bonus], {**SILENT, Bonus: "shows nothing at all"}) == []
    director = Director(Stage())
    with pytest.raises(TypeError, match="Bonus"):
        director.handle(Bonus(1))
    assert director.handle(ev.MatchOver((0, 1, 2, 3), (3, 2, 1, 0))) == 0.0


# -- one writer -----------------------------------------------------------------------------------
FIELDS = {f.name for f in dataclasses.fields(Shown)}
VIEW_OWN = {"log_scroll"}  # the log's scroll position: the view's, moved by the wheel
MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "add", "discard",
            "sort", "reverse", "setdefault", "popitem", "appendleft"}
WRITERS = {"game/ui/table/director.py", "game/ui/table/state.py"}


def _shown_field(node: ast.AST, aliases: set[str]) -> str | None:
    """The field in ``x.shown.<field>`` (or ``s.<field>`` after ``s = x.shown``) at the root
    of ``node``, else None."""
    while isinstance(node, (ast.Attribute, ast.Subscript)):
        inner = node.value
        if isinstance(node, ast.Attribute) and node.attr in FIELDS and (
                (isinstance(inner, ast.Attribute) and inner.attr == "shown")
                or (isinstance(inner, ast.Name) and inner.id in aliases)):
            return node.attr
        node = inner
    return None


def writes_to_shown(source: str) -> list[int]:
    """Lines that assign to, or change in place, a field of something's ``shown``."""
    tree = ast.parse(source)
    aliases = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign)
               and isinstance(node.value, ast.Attribute) and node.value.attr == "shown"
               for t in node.targets if isinstance(t, ast.Name)}
    lines = []
    for node in ast.walk(tree):
        targets: list[ast.AST] = []
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign, ast.Delete)):
            targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) \
                else [node.target]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in MUTATORS:
            targets = [node.func.value]
        for target in targets:
            for part in ast.walk(target):
                name = _shown_field(part, aliases) if isinstance(
                    part, (ast.Attribute, ast.Subscript)) else None
                if name is not None and name not in VIEW_OWN:
                    lines.append(node.lineno)
                    break
    return sorted(set(lines))


def test_nothing_but_the_director_writes_what_the_table_shows() -> None:
    """In the game's UI (the screenshots' staged pictures, like tests, may set a scene up)."""
    found = {}
    for package in ("game/ui",):
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel not in WRITERS:
                lines = writes_to_shown(path.read_text(encoding="utf-8"))
                if lines:
                    found[rel] = lines
    assert found == {}


def test_the_writer_check_sees_each_kind_of_write() -> None:
    source = (
        "def f(table, s):\n"
        "    table.shown.totals = [1]\n"          # 2: assigned
        "    self.shown.banner.age += 1\n"        # 3: a field's own field
        "    table.shown.log.append(x)\n"         # 4: changed in place
        "    table.shown.passed[2] = True\n"      # 5: an item
        "    n = len(table.shown.hand)\n"         # read: fine
        "    table.shown.log_scroll.handle(e)\n"  # the view's own: fine
        "    sprite = table.shown.hand[0]\n"      # read: fine
        "    s = table.shown\n"
        "    s.turn = 2\n"                        # 10: through a name for it
    )
    assert writes_to_shown(source) == [2, 3, 4, 5, 10]


# -- the events carry the state after them ----------------------------------------------------
def test_the_hand_over_and_exchange_events_carry_every_seats_count_after_them() -> None:
    """The 7 pass, the 10 discard and the exchange say how many cards each seat holds after
    them, as the engine has it then (the table shows those, not a count of its own)."""
    from game.engine.match import Match
    from game.engine.options import preset
    from game.ui.session import TableSession
    from game.ui.table.controller import TableController

    seen: dict[type, int] = {}  # the events checked against the hands, by kind
    for seed in (3, 11):
        session = TableSession.new(preset("house", players=4, rounds=3), ["normal"], seed=seed)
        match: Match = session.match
        control = TableController(session, autoplay=True)
        control.start()
        checked = 0
        while not match.over:
            if match.phase == "round_over":
                match.start_round()
            control.drive(0.0, 0.0)
            hands = match.round.hands if match.round is not None else match.hands
            for e in session.events[checked:]:
                # one no card has moved after stands as the hands do now
                if isinstance(e, (ev.CardsGiven, ev.Discarded, ev.ExchangeGiven)) \
                        and not _later_moves(session.events, e):
                    assert e.counts == tuple(len(h) for h in hands)
                    seen[type(e)] = seen.get(type(e), 0) + 1
            checked = len(session.events)
    assert set(seen) == {ev.CardsGiven, ev.Discarded, ev.ExchangeGiven}


def _later_moves(events: list, e: object) -> bool:
    """Cards moved after ``e`` (a play, a gift, a discard, a fall or a deal)."""
    moves = (ev.Played, ev.CardsGiven, ev.Discarded, ev.ExchangeGiven, ev.CapitalFall, ev.Dealt)
    after = events[next(i for i, x in enumerate(events) if x is e) + 1:]
    return any(isinstance(x, moves) for x in after)


def test_the_table_shows_the_counts_the_event_says_once_the_cards_land() -> None:
    stage = Stage()
    stage.shown.counts = [0, 9, 9, 9]  # off: what the event says wins once the cards land
    director = Director(stage)
    gift = (4, 5)
    stage.events.append(ev.CardsGiven(1, 2, gift, counts=(5, 3, 7, 5)))
    director.update(0.0)
    assert stage.shown.counts == [0, 7, 9, 9]  # in flight: gone from the giver, not yet there
    for _ in range(100):
        director.update(0.05)
    assert stage.shown.counts == [0, 3, 7, 9] and director.idle
    stage.events.append(ev.Discarded(3, (6,), counts=(5, 3, 7, 4)))
    stage.events.append(ev.Played(2, _play("9C"), 6))
    for _ in range(100):
        director.update(0.05)
    assert stage.shown.counts == [0, 3, 6, 4]


def _play(card: str):
    from game.engine.cards import parse_card
    from game.engine.plays import interpretations

    return interpretations([parse_card(card)], False)[0]
