"""The host's side of a network table without pygame: the setup's plan, the session around
the referee (its pace, the friends coming and going, what is saved and resumed) and the
controller at the host's own seat, with friends as real clients on the loopback."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Callable

import pytest

import game.net.host as net_host
from game import saves, storage
from game.ai import make_opponent
from game.ai.driver import exchange_view, play_view
from game.devtools.friends import Friend
from game.engine.errors import IllegalAction
from game.engine.options import preset
from game.engine.plays import Play
from game.i18n import set_language
from game.net.host import COMPUTER, LOCAL, REMOTE, ask_of
from game.ui.host.controller import HostController
from game.ui.host.plan import ANY, LOOPBACK, UECDA, HostPlan
from game.ui.host.session import Change, HostSession, hosted_part
from game.ui.host.words import seat_state
from tests.hostkit import same_match
from tests.uecda_testclient import TestProgram

pytestmark = pytest.mark.usefixtures("home")


def until(session: HostSession, done: Callable[[], bool], seconds: float = 60.0,
          each: Callable[[], None] = lambda: None) -> bool:
    """Turns of the host's loop (as the screen's frames make them) until ``done()``."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if done():
            return True
        session.poll()
        each()
        time.sleep(0.0005)
    return done()


def hosted(rules, seats: list[str], seed: int = 11) -> HostSession:
    """A session opened on the loopback: seat i+1 is a friend ("remote") or a level."""
    plan = HostPlan(rules)
    plan._fit()
    for i, kind in enumerate(seats):
        if kind == REMOTE:
            plan.set_kind(i, REMOTE)
        else:
            plan.set_kind(i, COMPUTER)
            plan.set_level(i, kind)
    session = HostSession.new(plan, "Host", seed=seed)
    session.open(0)
    return session


class Me:
    """The person at the host's screen, played by Normal through the table's controller."""

    def __init__(self, session: HostSession) -> None:
        self.session = session
        self.control = HostController(session)
        self.robot = make_opponent("normal", 0)
        self.asked = -1

    def act(self) -> None:
        host, c = self.session.host, self.control
        if not c.human_to_move() or host.seq == self.asked:
            return
        self.asked = host.seq
        m = host.match
        _, ask, count = ask_of(m)
        if ask == "gift":
            c.selected = set(self.robot.choose_gift(exchange_view(m, 0), count))
            assert c.actions().main
            c.play_selected()
        elif ask == "play":
            play = self.robot.choose_play(play_view(m, 0))
            if play is None:
                assert c.pass_turn()
            else:
                c.selected = set(play.cards)
                options = c.play_selected()
                if options:  # the play means several: the chooser's pick
                    assert c.make_play(next(p for p in options if p == play))
        else:
            c.selected = set(self.robot.choose_handover(play_view(m, 0), ask, count))
            c.play_selected()
        assert host.seq > self.asked, "the host took the player's action in at once"


def test_the_plan_offers_the_seats_the_host_can_make() -> None:
    plan = HostPlan.from_settings(preset("house", players=5), ["hard", "easy"])
    assert [(s.kind, s.level) for s in plan.seats] == [
        (REMOTE, "hard"), (COMPUTER, "easy"), (COMPUTER, "hard"), (COMPUTER, "easy")]
    plan.set_players(3)
    assert len(plan.seats) == 2 and plan.rules.players == 3
    plan.set_players(9)
    assert plan.rules.players == 6 and len(plan.seats) == 5
    seats = plan.host_seats("Kim", ["Ann", "Bo", "Cy", "Di", "Ed"])
    assert seats[0] == net_host.Seat(LOCAL, name="Kim")
    assert seats[1] == net_host.Seat(REMOTE, "hard", "")  # a friend says their own name
    assert seats[2] == net_host.Seat(COMPUTER, "easy", "Bo")
    assert UECDA not in plan.kinds()
    with pytest.raises(ValueError):
        plan.set_kind(1, UECDA)
    assert (plan.bind, plan.shown_address()) == (LOOPBACK, LOOPBACK)
    plan.lan = True
    assert plan.bind == ANY and plan.shown_address() == net_host.lan_address()


def test_a_uecda_program_is_offered_only_under_its_preset() -> None:
    plan = HostPlan.from_settings(preset("uecda"), ["normal"])
    assert UECDA in plan.kinds()
    plan.set_kind(2, UECDA)
    plan.set_preset("house")  # no program outside the contest's rules: a friend's seat again
    assert UECDA not in plan.kinds() and plan.seats[2].kind == REMOTE


def test_a_uecda_program_plays_its_seat_at_the_hosts_table() -> None:
    """The open table names the port a program joins on; the program then plays whole games
    at its seat, nothing it answers refused, beside the host's own seat and computer levels."""
    set_language("en")
    rules = preset("uecda", rounds=2)
    plan = HostPlan(rules)
    plan._fit()
    for i in range(rules.players - 1):
        plan.set_kind(i, COMPUTER)
        plan.set_level(i, "easy")
    plan.set_kind(1, UECDA)
    session = HostSession.new(plan, "Host", seed=5)
    session.open(0)
    row = session.seat_rows()[2]
    assert row.kind == UECDA and not row.here
    assert session.uecda_port not in (0, session.port)
    assert str(session.uecda_port) in seat_state(row, session.uecda_port)
    programs: list[TestProgram] = []

    def play() -> None:  # the host answers the program's profile only as its loop turns
        programs.append(TestProgram(session.uecda_port, "tester"))
        programs[0].run()

    runner = threading.Thread(target=play, daemon=True)
    runner.start()
    assert until(session, lambda: session.seat_rows()[2].here)
    assert [c.here for c in session.take_changes()] == [True]
    assert seat_state(session.seat_rows()[2]) == "The program is connected"
    session.start()
    me = Me(session)
    assert until(session, lambda: session.match.over, seconds=120, each=me.act)
    runner.join(20)
    session.close()
    assert programs[0].number == 2 and programs[0].games == rules.rounds
    assert programs[0].rejected == 0


def test_a_whole_hosted_match_is_the_same_match_as_in_one_process() -> None:
    """Two friends over real sockets, a computer seat and the host's own seat played through
    the controller: the record is the one the same seed makes in one process, and every
    friend's screen ends with the host's totals and standings."""
    set_language("en")
    rules = preset("house", players=4, rounds=2)
    session = hosted(rules, [REMOTE, "normal", REMOTE])
    friends = [Friend(session.port, session.code, name, "normal") for name in ("Ann", "Bo")]
    assert until(session, lambda: session.friends_here() == 2)
    assert {c.name for c in session.take_changes()} == {"Ann", "Bo"}
    seats = {f.seat for f in friends}
    assert seats == {1, 3}
    session.start()
    me = Me(session)
    assert until(session, lambda: session.match.over and all(f.over for f in friends),
                 seconds=120, each=me.act)
    for f in friends:
        f.join()
        assert f.over is not None and f.over["totals"] == session.match.totals
        assert f.over["standings"] == session.match.standings()
    session.close()
    same_match(session.host, rules, 11)
    assert {why for _, why in session.host.dropped} <= {"left", "table_closed"}


def test_the_computer_waits_for_the_hosts_screen_and_the_delay() -> None:
    rules = preset("eight-stop", players=3, rounds=1)
    session = hosted(rules, ["easy", "easy"], seed=3)
    shown = [False]
    session.caught_up = lambda: shown[0]
    session.start()
    for _ in range(5):
        session.poll()
    assert session.events  # the deal does not wait
    if ask_of(session.match)[0] == 0:  # the player leads: the turn goes on to the computer
        Me(session).act()
    acted = session.host.seq  # one more for every action
    for _ in range(20):
        session.poll()
    assert session.host.seq == acted, "nothing moves while the screen has not caught up"
    shown[0] = True
    session.wait(0.3, 0.5)
    for _ in range(5):
        session.poll()
    assert session.host.seq == acted, "nor before the opponent delay has run"
    session.wait(0.3, 0.5)
    for _ in range(5):
        session.poll()
    assert session.host.seq == acted + 1, "then one action, and the delay starts again"
    if ask_of(session.match)[0] != 0:
        session.hurry()  # a click on the felt: no delay for the next one
        session.poll()
        session.poll()
        assert session.host.seq == acted + 2
    session.close()


def test_a_friend_who_drops_is_played_by_their_level_and_takes_the_seat_back() -> None:
    rules = preset("daifugo", players=3, rounds=2)
    session = hosted(rules, [REMOTE, "easy"], seed=5)
    ann = Friend(session.port, session.code, "Ann", "easy")
    assert until(session, lambda: session.friends_here() == 1)
    session.take_changes()
    session.start()
    me = Me(session)
    assert until(session, lambda: len(session.match.log.rounds[-1].actions) >= 6
                 if session.match.log.rounds else False, each=me.act)
    ann.drop()
    assert until(session, lambda: session.friends_here() == 0, each=me.act)
    assert session.take_changes() == [Change(1, "Ann", False)]
    assert session.levels[1] == "friend_away"
    at = len(session.events)
    assert until(session, lambda: len(session.events) > at + 3, each=me.act), \
        "the match goes on, Ann's seat played by its level"
    again = Friend(session.port, session.code.lower(), "Ann", "easy")
    assert until(session, lambda: session.friends_here() == 1, each=me.act)
    assert session.take_changes() == [Change(1, "Ann", True)] and again.seat == 1
    assert until(session, lambda: session.match.over and again.over is not None,
                 seconds=120, each=me.act)
    assert again.over["totals"] == session.match.totals
    session.close()


def test_the_players_actions_are_checked_before_they_reach_the_host() -> None:
    rules = preset("eight-stop", players=3, rounds=1)
    session = hosted(rules, ["easy", "easy"], seed=8)
    session.start()
    me = Me(session)

    def must_pass() -> None:
        if me.control.playing() and not me.control.legal_plays():
            me.act()

    assert until(session, lambda: me.control.playing() and bool(me.control.legal_plays()),
                 each=must_pass)
    rnd = session.match.round
    assert rnd is not None
    before = (session.host.seq, len(session.events))
    hand = set(rnd.hands[0])
    other = next(c for c in rnd.hands[1])
    with pytest.raises(IllegalAction):  # nothing is owed: no cards to hand over
        me.control.match.give(0, sorted(hand)[:1])
    mine = rnd.legal_plays(0)[0]
    with pytest.raises(IllegalAction):  # a card of another seat's
        me.control.match.play(0, Play(mine.kind, (other,) + mine.cards[1:], mine.rank,
                                      mine.high))
    me.control.selected = hand  # the whole hand is no one play
    assert me.control.play_selected() == [] and me.control.message is not None
    assert (session.host.seq, len(session.events)) == before, "nothing reached the host"
    me.act()
    assert session.host.seq > before[0]
    if ask_of(session.match)[0] != 0:
        with pytest.raises(IllegalAction):  # not the player's turn
            me.control.match.pass_turn(0)
    session.close()


def test_a_saved_hosted_match_opens_the_same_table_again() -> None:
    rules = preset("house", players=4, rounds=2)
    session = hosted(rules, [REMOTE, "normal", REMOTE], seed=21)
    ann = Friend(session.port, session.code, "Ann", "normal")
    assert until(session, lambda: session.friends_here() == 1)
    session.start()
    me = Me(session)
    assert until(session, lambda: session.match.round_no == 1 and
                 len(session.match.log.rounds[-1].actions) >= 8, each=me.act)
    assert saves.autosave(session.match, session.extra())
    code, totals = session.code, list(session.match.totals)
    session.close()
    ann.join(10)
    saved = saves.load_autosave()
    assert saved is not None
    again = HostSession.from_saved(saved)
    assert again.code == code and again.names[1] == "Ann" and again.names[3] == ""
    assert [s.kind for s in again.host.seats] == [LOCAL, REMOTE, COMPUTER, REMOTE]
    assert again.match.totals == totals and again.events, "the match stands where it was"
    again.open(0)
    back = Friend(again.port, code, "Ann", "normal")
    assert until(again, lambda: again.friends_here() == 1)
    assert back.seat == 1, "Ann's own seat, by her name"
    again.start()
    me = Me(again)
    assert until(again, lambda: again.match.over and back.over is not None, seconds=120,
                 each=me.act), (ask_of(again.match), again.host.seq, me.asked,
                                me.control.human_to_move(), again.started, back.ended)
    assert back.over["totals"] == again.match.totals
    again.close()
    same_match(again.host, rules, 21)


@pytest.mark.parametrize("change, why", [
    ({"hosted": "x"}, "not a mapping"),
    ({"code": "no!"}, "code"),
    ({"port": 70000}, "port"),
    ({"lan": "yes"}, "listens"),
    ({"seats": []}, "seats"),
    ({"seats": [{"kind": "local", "level": "normal"}] * 4}, "kind"),
    ({"seats": [{"kind": "local", "level": "normal"}] + [{"kind": "remote",
                                                           "level": "grand"}] * 3}, "level"),
])
def test_a_damaged_saved_table_is_refused_with_what_is_wrong(change: dict, why: str) -> None:
    good = {"code": "ABCD23", "port": 5050, "lan": False,
            "seats": [{"kind": "local", "level": "normal", "name": "Kim"}]
            + [{"kind": "remote", "level": "easy", "name": ""}] * 3}
    extra = {"hosted": change["hosted"]} if "hosted" in change else {"hosted": {**good,
                                                                                **change}}
    assert len(hosted_part({"hosted": good}, 4)["seats"]) == 4
    with pytest.raises(storage.DamagedFile, match=why):
        hosted_part(extra, 4)


def test_the_hosts_session_and_controller_do_not_load_pygame() -> None:
    code = ("import sys, game.ui.host.session, game.ui.host.controller, game.ui.host.plan, "
            "game.ui.host.words; assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_taken_port_opens_the_table_on_another() -> None:
    rules = preset("eight-stop", players=3, rounds=1)
    first = hosted(rules, ["easy", "easy"])
    second = HostSession.new(HostPlan.from_settings(rules, ["easy"]), "Host")
    port = second.open(first.port)  # the first table holds that one
    assert port not in (0, first.port) and second.opened
    friend = Friend(port, second.code, "Ann")
    assert until(second, lambda: second.friends_here() == 1)
    first.close()
    second.close()
    friend.join(10)
    assert friend.ended == "table_closed"
