"""A table built at a position shows what the live table showed there: the match played at the
real table with animations on, then the same match resumed from its save (Continue), and its
events replayed through a new director at zero duration, under the House rules preset.

What is compared is the settled position (counts, passes, places, whose turn, the order, the
titles and totals, the hand in its slots, the pile, the cards out, the house rules' marks), and
the live table itself is checked against the engine's own state."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import dataclass, field

import pytest

from game.devtools.headless import make_app
from game.engine import events as ev
from game.engine.house import suit_letters
from game.engine.options import preset
from game.ui.router import scene_class
from game.ui.session import TableSession
from game.ui.table.director import Director
from game.ui.table.layout import TableLayout, table_layout
from game.ui.table.scene import TableScene
from game.ui.table.state import Shown

pytestmark = pytest.mark.usefixtures("home")  # a fresh per-user folder (conftest)

STEP = 1 / 30  # seconds a frame, at animation speed 1
SIZE = (1280, 720)


def position(shown: Shown) -> dict:
    """What the table shows once nothing moves (no banner or mark: those are moments)."""
    return {
        "round": shown.round_no, "counts": shown.counts[1:], "passed": list(shown.passed),
        "places": dict(shown.places), "turn": shown.turn, "leading": shown.leading,
        "order": shown.order.reversed, "flip": shown.order_flip,
        "titles": list(shown.titles or ()), "totals": list(shown.totals),
        "hand": [(sp.card, round(sp.x), round(sp.y), sp.face_up) for sp in shown.hand],
        "pile": [(entry.seat, entry.play) for entry in shown.pile],
        "out": [sp.card for sp in shown.out], "jack_back": shown.jack_back,
        "lock": shown.lock, "skipped": sorted(shown.skipped),
        "moving": (len(shown.flying), len(shown.sweeping)),
    }


def log_text(shown: Shown) -> list[str]:
    return [line.text() for line in shown.log]


def engine_position(table: TableScene) -> dict:
    """The same, as the engine has it (what a table must show once caught up)."""
    m = table.match
    r = m.round
    n = m.rules.players
    hands = r.hands if r is not None else m.hands
    places = {seat: place for place, seat in enumerate(r.finished, 1)} if r else {}
    places.update({seat: n for seat in r.fallen} if r else {})  # last, as it falls
    return {
        "counts": [len(h) for h in hands[1:]], "turn": r.turn if r else None,
        "hand": sorted(hands[0], key=table.shown.order.card_key),
        "passed": list(r.passed) if r else [False] * n,
        "out": list(r.discarded) if r else [],
        "lock": tuple(suit_letters(r.lock)) if r and r.lock else (),
        "jack_back": bool(r and r.jack_back), "totals": m.totals, "places": places,
    }


def shown_as_engine(shown: Shown) -> dict:
    return {"counts": shown.counts[1:], "turn": shown.turn,
            "hand": [sp.card for sp in shown.hand], "passed": shown.passed,
            "out": [sp.card for sp in shown.out], "lock": shown.lock,
            "jack_back": shown.jack_back, "totals": shown.totals, "places": shown.places}


@dataclass
class Stop:
    events: int  # how many had happened
    shown: dict
    log: list[str]
    saved: dict  # the session as its autosave had it then


def play_live(app, table: TableScene, stops: list[int]) -> list[Stop]:
    """Play at the table with animations on; at each stop (events so far) where the table has
    caught up mid-round, what it shows, its log and its save."""
    results = scene_class("results")
    seen: list[Stop] = []
    session = table.session
    for _ in range(60_000):
        if not stops or table.match.over:
            break
        top = app.scenes.top
        if isinstance(top, results):
            top.go_on()
            continue
        if top is not table:
            break
        if (len(session.events) >= stops[0] and table.director.idle
                and table.match.phase in ("play", "exchange")
                and table.control.pending_results is None):
            seen.append(Stop(len(session.events), position(table.shown), log_text(table.shown),
                             session.to_dict()))
            assert shown_as_engine(table.shown) == engine_position(table)
            stops.pop(0)
        app.step(STEP)
    return seen


@dataclass
class Stage:
    shown: Shown = field(default_factory=lambda: Shown(4))
    layout: TableLayout = field(default_factory=lambda: table_layout(SIZE, 4))
    events: list[object] = field(default_factory=list)
    animation_speed: float = 1.0
    sounds: list[str] = field(default_factory=list)

    def sound(self, name: str) -> None:
        self.sounds.append(name)

    def _moves(self, round_no: int) -> list[object]:
        """The round's 7 passes and 10 discards, in order."""
        out, now = [], 0
        for e in self.events:
            if isinstance(e, ev.Dealt):
                now = e.round
            elif now == round_no and isinstance(e, (ev.CardsGiven, ev.Discarded)):
                out.append(e)
        return out

    def seen_handover(self, round_no: int, index: int) -> tuple[int, ...] | None:
        # The test's own reading of who sees what: a discard is face up, a pass is seen by
        # its giver and receiver only (the player is seat 0).
        moves = self._moves(round_no)
        e = moves[index] if index < len(moves) else None
        if isinstance(e, ev.Discarded) or (isinstance(e, ev.CardsGiven)
                                           and 0 in (e.giver, e.receiver)):
            return e.cards
        return None

    def seen_gift(self, round_no: int, giver: int, receiver: int) -> tuple[int, ...] | None:
        now = 0
        for e in self.events:
            if isinstance(e, ev.Dealt):
                now = e.round
            elif (now == round_no and isinstance(e, ev.ExchangeGiven) and 0 in (giver, receiver)
                  and (e.giver, e.receiver) == (giver, receiver)):
                return e.cards
        return None


@pytest.mark.parametrize("seed", [3, 11, 26])
def test_resumed_and_replayed_tables_show_what_the_live_one_did(seed: int) -> None:
    app = make_app(size=SIZE, speed=1.0, delay=0.15)
    rules = preset("house", players=4, rounds=3)
    session = TableSession.new(rules, ["easy", "normal", "normal"], seed=seed)
    table = TableScene(app, session, autoplay=True)
    app.scenes.clear_to(table)
    stops = play_live(app, table, [25, 70, 140, 230, 330, 450])
    assert len(stops) >= 4 and stops[-1].shown["round"] > 1  # more than one round
    events = list(session.events)
    played = {type(e) for e in events[:stops[-1].events]}
    assert {ev.CardsGiven, ev.Discarded} & played  # a house rule's hand-over came up
    for stop in stops:
        # Continue: the match rebuilt from its save, its table laid out from its events.
        resumed = TableScene(app, TableSession.from_dict(stop.saved), autoplay=True)
        resumed.enter()
        assert len(resumed.session.events) == stop.events  # its history, nothing new yet
        assert position(resumed.shown) == stop.shown, stop.events
        first = log_text(resumed.shown)  # the log starts again where the match was left
        # The round's lines so far, as the live table wrote them, then where it was resumed.
        assert len(first) > 1 and str(resumed.match.round_no) in first[-1]
        assert first[:-1] == stop.log[-(len(first) - 1):]
        # The events replayed at zero duration through a bare director: the log as well.
        stage = Stage(events=events[:stop.events])
        director = Director(stage)
        director.replay()
        assert position(stage.shown) == stop.shown, stop.events
        assert log_text(stage.shown) == stop.log
        assert stage.sounds == [] and director.idle
