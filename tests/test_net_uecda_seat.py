"""A UECda program at a seat of our host, over real loopback sockets: the program written from
the protocol summary (tests/uecda_testclient.py) and our own ``game.uecda`` client play whole
matches there without a rejected answer; a program that sends garbage, speaks another
protocol, answers out of turn or goes away loses only its own connection, and the host's match
goes on to its end with its level at that seat."""

from __future__ import annotations

import contextlib
import json
import socket
import struct
import threading

from netkit import HostThread

from game.ai import make_opponent, play_match
from game.engine.actions import MatchLog
from game.engine.options import UECDA
from game.net.host import COMPUTER, Host, Seat
from game.net.host import UECDA as UECDA_SEAT
from game.record import check, parse_record, record_of
from game.record.serialize import serialize
from game.uecda.client import Program
from tests.uecda_testclient import TestProgram

RULES = UECDA.with_(rounds=7)  # two drawn orders of play after the first
LEVELS = ["easy", "normal", "easy", "normal", "easy"]


def _host(kinds: list[str], seed: int = 3, **kw: object) -> Host:
    seats = [Seat(UECDA_SEAT if k == "uecda" else COMPUTER, level=LEVELS[i])
             for i, k in enumerate(kinds)]
    return Host(RULES, seats, seed=seed, **kw)  # type: ignore[arg-type]


def _run(programs: list) -> list[threading.Thread]:
    threads = [threading.Thread(target=p.run, daemon=True) for p in programs]
    for t in threads:
        t.start()
    return threads


def _intact(host: Host) -> None:
    """The host's match ended whole: every round placed everyone, the record replays legal."""
    m = host.match
    assert m.over and len(m.results) == RULES.rounds
    assert all(sorted(order) == list(range(5)) for order, _, _ in m.results)
    report = check(parse_record(json.loads(json.dumps(record_of(m)))))
    assert report.legal and report.match.totals == m.totals


def test_the_test_program_plays_a_whole_match_at_a_uecda_seat_unrejected() -> None:
    host = _host(["computer", "uecda", "computer", "computer", "computer"])
    ht = HostThread(host)
    assert host.uecda_port and host.uecda_port != host.port
    program = TestProgram(host.uecda_port, "tester")
    assert program.number == 1  # the seat it plays at the host
    threads = _run([program])
    ht.join(120)
    for t in threads:
        t.join(10)
    assert program.games == RULES.rounds and program.rejected == 0
    assert [r for _, r in host.uecda.dropped] == ["match_over"]
    _intact(host)
    # It played: the seat's plays in the record are the program's (singles only), not its level's.
    plays = [a for r in record_of(host.match)["rounds"] for a in r["actions"]
             if a["seat"] == 1 and "play" in a]
    assert plays and all(len(a["play"]) == 1 for a in plays)


def test_two_programs_ours_and_the_test_one_play_at_one_host() -> None:
    host = _host(["uecda", "computer", "computer", "uecda", "computer"], seed=8)
    ht = HostThread(host)
    tester = TestProgram(host.uecda_port, "tester")
    ours = Program("127.0.0.1", host.uecda_port, make_opponent("easy", 0), "ours")
    assert {tester.number, ours.number} == {0, 3}
    threads = _run([tester, ours])
    ht.join(120)
    for t in threads:
        t.join(10)
    assert tester.games == ours.games == RULES.rounds
    assert tester.rejected == 0 and ours.rejected == 0
    assert all(p.rejected == 0 for p in host.uecda.programs.values())
    _intact(host)


def test_the_uecda_seat_is_played_by_its_level_while_no_program_is_there() -> None:
    # No program ever comes: once started, the match is the one its levels play in one process.
    host = _host(["computer", "computer", "uecda", "computer", "computer"], seed=5)
    ht = HostThread(host, auto_start=False)
    host.start()
    ht.join(120)
    assert serialize(host.match.log) == serialize(_reference_log(5))
    _intact(host)


def _reference_log(seed: int) -> MatchLog:
    ops = [make_opponent(level, s) for s, level in enumerate(LEVELS)]
    return play_match(RULES, ops, seed=seed).log


class Garbage(TestProgram):
    """The test program, which after ``after`` moves does ``what``: "bytes" (sends junk and
    then nothing, so the host's wait runs out), "cells" (a move table of nonsense: rejected),
    "unasked" (a table when nothing is asked) or "leave" (closes its connection)."""

    def __init__(self, port: int, what: str, after: int) -> None:
        super().__init__(port, f"bad-{what}")
        self.what, self.after, self.moves = what, after, 0

    def run(self) -> None:
        with contextlib.suppress(OSError):  # the host closed it, or it stopped
            super().run()

    def _move(self, t: list[list[int]]) -> list[list[int]]:
        self.moves += 1
        if self.moves <= self.after:
            return super()._move(t)
        if self.what == "cells":
            return [[7] * 15 for _ in range(8)]
        if self.what == "bytes":
            self.sock.sendall(b"\x00garbage")
            self.after = 10**9  # then silence: the answer never completes
            raise OSError("stop")
        if self.what == "unasked":
            self.sock.sendall(bytes(480) * 2)  # a move, and a table nobody asked for
            raise OSError("stop")
        self.sock.close()
        raise OSError("left")


def _with_garbage(what: str) -> tuple[Host, Garbage]:
    host = _host(["computer", "computer", "computer", "uecda", "computer"], seed=11)
    host.uecda.answer_time = 0.5
    ht = HostThread(host)
    program = Garbage(host.uecda_port, what, after=6)
    threads = _run([program])
    ht.join(120)
    for t in threads:
        t.join(10)
    return host, program


def test_a_program_that_leaves_mid_match_hands_its_seat_back_to_its_level() -> None:
    host, program = _with_garbage("leave")
    assert program.moves == 7 and [r for _, r in host.uecda.dropped] == ["gone"]
    _intact(host)


def test_garbage_bytes_then_silence_close_only_that_program() -> None:
    host, program = _with_garbage("bytes")
    assert [r for _, r in host.uecda.dropped] == ["too_slow"]
    _intact(host)


def test_a_table_nobody_asked_for_closes_that_program() -> None:
    host, program = _with_garbage("unasked")
    assert [r for _, r in host.uecda.dropped] == ["out_of_turn"]
    _intact(host)


def test_a_move_of_nonsense_is_rejected_and_counts_as_a_pass() -> None:
    host, program = _with_garbage("cells")
    assert program.rejected > 0 and program.games == RULES.rounds
    assert [r for _, r in host.uecda.dropped] == ["match_over"]
    _intact(host)


def test_another_protocol_or_no_profile_is_refused_and_the_seat_stays_free() -> None:
    host = _host(["computer", "uecda", "computer", "computer", "computer"], seed=2)
    ht = HostThread(host, auto_start=False)
    wrong = socket.create_connection(("127.0.0.1", host.uecda_port), timeout=10)
    wrong.sendall(struct.pack(">120i", 20060, *([0] * 119)))
    assert wrong.recv(4) == b""  # closed without a seat number
    silent = socket.create_connection(("127.0.0.1", host.uecda_port), timeout=10)
    assert silent.recv(4) == b""  # 2.5 s without a profile
    wrong.close()
    silent.close()
    reasons = sorted(r for _, r in host.uecda.dropped)
    assert reasons == ["no_profile", "protocol 20060"] and not host.uecda.programs
    host.start()
    ht.join(120)
    _intact(host)


def test_python_m_game_net_host_takes_uecda_seats() -> None:
    from game.net.__main__ import _seats

    seats = _seats("uecda,uecda:hard,normal,easy,remote")
    assert [s.kind for s in seats] == ["uecda", "uecda", "computer", "computer", "remote"]
    assert seats[0].level == "normal" and seats[1].level == "hard"
