"""UECda, protocol 20070, over real sockets: a program written from the protocol summary plays
our server, and ``python -m game.uecda join`` plays one of our levels in it."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading

from game.engine.plays import interpretations
from game.uecda import table as tb
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
