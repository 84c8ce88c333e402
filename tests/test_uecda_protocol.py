"""UECda, protocol 20070, over real sockets: a program written from the protocol summary plays
our server, and ``python -m game.uecda join`` plays one of our levels in it."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
from collections.abc import Callable

from game.ai import make_opponent
from game.engine.house import joker_suits
from game.engine.plays import interpretations
from game.uecda import table as tb
from game.uecda.client import Program
from game.uecda.server import Stats, UecdaServer
from tests.netkit import ROOT
from tests.uecda_testclient import TestProgram


def test_every_reading_of_a_move_table_comes_back() -> None:
    rng = random.Random(3)
    checked = 0
    for _ in range(500):
        cards = sorted(rng.sample(range(53), rng.randint(1, 5)))
        for play in interpretations(cards, True):
            back = tb.read_move(tb.unpack(tb.pack(tb.move_table(play))))
            assert back == play and back is not None and back.meanings == play.meanings
            checked += 1
    assert checked > 100


def test_cells_follow_the_summary() -> None:
    # ♠ is row 0, ♣ row 3; the 3 is column 1, the 2 column 13; the joker held is [4][1] = 2.
    t = tb.hand_table([3, 48, 52])  # 3♠, 2♣, the joker
    assert t[0][1] == 1 and t[3][13] == 1 and t[4][1] == 2
    assert sum(v for row in t for v in row) == 4


def _serve(server: UecdaServer, out: list[Stats]) -> threading.Thread:
    thread = threading.Thread(target=lambda: out.append(server.serve()), daemon=True)
    thread.start()
    return thread


def test_a_program_from_the_summary_plays_100_games_unrejected() -> None:
    server = UecdaServer(games=100, seed=5)
    port = server.open()
    stats: list[Stats] = []
    serving = _serve(server, stats)
    programs = [TestProgram(port, f"t{i}") for i in range(5)]
    threads = [threading.Thread(target=p.run) for p in programs]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    serving.join(10)
    assert stats and stats[0].games == 100
    assert all(p.games == 100 for p in programs)
    assert stats[0].rejected == [0] * 5 and [p.rejected for p in programs] == [0] * 5
    assert stats[0].wrong_gifts == [0] * 5
    assert len({tuple(order) for order in stats[0].places}) > 20  # real games were played


def test_the_server_rejects_a_bad_move() -> None:
    # The count above can fail: a program that plays what it does not hold is rejected.
    class Cheat(TestProgram):
        def _move(self, t: list[list[int]]) -> list[list[int]]:
            move = [[0] * 15 for _ in range(8)]
            held = {(r, c) for r in range(4) for c in range(1, 14) if t[r][c] == 1}
            move[next((r, c) for r in range(4) for c in range(1, 14)
                      if (r, c) not in held)[0]][1] = 1
            return move

    server = UecdaServer(games=2, seed=5)
    port = server.open()
    stats: list[Stats] = []
    serving = _serve(server, stats)
    programs = [Cheat(port, "cheat")] + [TestProgram(port, f"t{i}") for i in range(4)]
    threads = [threading.Thread(target=p.run) for p in programs]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    serving.join(10)
    cheat = next(p for p in programs if isinstance(p, Cheat))
    assert cheat.rejected > 0 and stats[0].rejected[cheat.number] == cheat.rejected


def test_our_join_plays_100_games_in_a_uecda_server() -> None:
    server = UecdaServer(games=100, seed=9)
    port = server.open()
    stats: list[Stats] = []
    serving = _serve(server, stats)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    ours = subprocess.Popen(
        [sys.executable, "-m", "game.uecda", "join", "--port", str(port), "--level", "normal"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    programs: list[TestProgram] = []
    while len(programs) < 4:  # the others join once ours has its seat (any order is fine)
        programs.append(TestProgram(port, f"t{len(programs)}"))
    threads = [threading.Thread(target=p.run) for p in programs]
    for t in threads:
        t.start()
    out, err = ours.communicate(timeout=300)
    for t in threads:
        t.join(60)
    serving.join(10)
    assert ours.returncode == 0, err
    result = json.loads(out.strip().splitlines()[-1])
    assert result["games"] == 100 and result["rejected"] == 0
    assert stats[0].rejected[result["player"]] == 0 and stats[0].games == 100
    assert stats[0].wrong_gifts[result["player"]] == 0


class Watcher(TestProgram):
    """The test program, noting each game's playing order ([6][10..14]), whether its deal
    came with an exchange ([5][0]), and the accepted answers to its passes on an empty field."""

    def __init__(self, port: int, name: str, lead_passes: int = 0) -> None:
        super().__init__(port, name)
        self.orders: list[tuple[int, ...]] = []
        self.exchanges: list[bool] = []
        self.lead_passes = lead_passes  # pass on the empty field this many times
        self.passed_leads = 0

    def _move(self, t: list[list[int]]) -> list[list[int]]:
        if len(self.orders) == self.games:
            self.orders.append(tuple(t[6][10:15]))
        if self.field[5][4] == 1 and self.passed_leads < self.lead_passes:
            self.passed_leads += 1
            return [[0] * 15 for _ in range(8)]
        return super()._move(t)


def _watchers(into: list[Watcher], lead_passes: int = 0) -> Callable[[int], list[Watcher]]:
    """Five watchers joining on a port, kept in ``into``."""
    def make(port: int) -> list[Watcher]:
        into.extend(Watcher(port, f"w{i}", lead_passes) for i in range(5))
        return into
    return make


def _play(server: UecdaServer, make: Callable[[int], list[Watcher]]) -> Stats:
    """Serve, seat the programs ``make`` opens on the port, play every game."""
    stats: list[Stats] = []
    serving = _serve(server, stats)
    programs = make(server.port)
    threads = [threading.Thread(target=p.run) for p in programs]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    serving.join(10)
    assert stats
    return stats[0]


def test_the_server_seats_a_new_order_of_play_every_3_games() -> None:
    server = UecdaServer(games=12, seed=4)
    server.open()
    programs: list[Watcher] = []
    stats = _play(server, _watchers(programs))
    assert stats.games == 12 and stats.rejected == [0] * 5
    # Every program that had a turn saw the same order; take each game's from any of them.
    orders = [next(p.orders[g] for p in programs if len(p.orders) > g) for g in range(12)]
    assert orders[:3] == [(0, 1, 2, 3, 4)] * 3
    for block in range(4):
        assert len(set(orders[block * 3:block * 3 + 3])) == 1
        assert sorted(orders[block * 3]) == [0, 1, 2, 3, 4]
    assert len(set(orders)) > 1
    # The turn went round in that order: after each play the next player still in and not
    # out of the trick is the next in the order (the server's own seating agrees).
    assert all(tuple(server.match.seating(g)) == orders[g - 1] for g in (10, 11, 12))


def test_a_pass_on_the_empty_field_is_accepted_and_a_stall_ends_the_game() -> None:
    server = UecdaServer(games=6, seed=2)
    server.open()
    programs: list[Watcher] = []
    stats = _play(server, _watchers(programs, lead_passes=1000))
    assert stats.games == 6 and stats.rejected == [0] * 5
    assert sum(p.passed_leads for p in programs) >= 6 * 5  # everyone passed on every lead
    # Nobody played: each game stalled at once, the places by fewest cards (the 10-card
    # hands ahead of the 11-card ones).
    for order in stats.places:  # seats 3 and 4 are dealt 10 cards, 0 to 2 eleven
        assert set(order[:2]) == {3, 4} and set(order[2:]) == {0, 1, 2}
    assert all(p.games == 6 for p in programs)


def test_the_classes_start_again_each_cycle_without_exchange() -> None:
    server = UecdaServer(games=7, seed=6, cycle=3)
    server.open()
    real_deals: list[bool] = []
    original = server._exchange

    def noting(m):  # the exchange phase as the server runs it, game by game
        real_deals.append(m.phase == "exchange")
        original(m)

    server._exchange = noting  # type: ignore[method-assign]
    stats = _play(server, _watchers([]))
    assert stats.games == 7 and stats.rejected == [0] * 5
    assert real_deals == [False, True, True, False, True, True, False]


def test_our_levels_and_our_join_play_100_games_unrejected() -> None:
    server = UecdaServer(games=100, seed=12)
    port = server.open()
    stats: list[Stats] = []
    serving = _serve(server, stats)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    ours = subprocess.Popen(
        [sys.executable, "-m", "game.uecda", "join", "--port", str(port), "--level", "easy"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    levels = [Program("127.0.0.1", port, make_opponent(level, i), f"in{i}")
              for i, level in enumerate(("easy", "normal", "easy"))]
    tester = TestProgram(port, "t")
    threads = [threading.Thread(target=p.run) for p in [*levels, tester]]
    for t in threads:
        t.start()
    out, err = ours.communicate(timeout=300)
    for t in threads:
        t.join(60)
    serving.join(10)
    assert ours.returncode == 0, err
    result = json.loads(out.strip().splitlines()[-1])
    assert result["games"] == 100 and result["rejected"] == 0
    assert stats[0].games == 100 and stats[0].rejected == [0] * 5
    assert stats[0].wrong_gifts == [0] * 5
    assert [p.rejected for p in levels] == [0, 0, 0] and tester.rejected == 0


def test_a_joker_in_a_set_is_written_in_the_suit_the_engine_gives_it() -> None:
    # 9♥ with the joker on 5♥ 5♠: under joker_suit the joker is the 9♠ (it matches the pile),
    # so the move table puts its 2 in row 0 (♠), column 7 (the 9), and the server reads back
    # the same play.
    nine_hearts = 6 * 4 + 2
    play = next(p for p in interpretations([nine_hearts, tb.JOKER], True) if p.size == 2)
    t = tb.move_table(play, suits=joker_suits(play, frozenset((2, 3))))
    assert t[0][7] == 2 and t[1][7] == 1 and sum(map(sum, t)) == 3
    assert tb.read_move(t) == play
    # With no pile's suits to match, ♠ ♥ ♦ ♣ in that order: the 9♠ too; with a 9♠ held, ♦.
    assert tb.move_table(play)[0][7] == 2
    nine_spades = 6 * 4 + 3
    play = next(p for p in interpretations([nine_spades, tb.JOKER], True) if p.size == 2)
    assert tb.move_table(play, suits=joker_suits(play, frozenset((1, 3))))[2][7] == 2
