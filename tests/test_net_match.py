"""Whole matches over real sockets on the loopback: a host and client processes."""

from __future__ import annotations

import time

from game.engine.options import preset
from game.net.host import COMPUTER, REMOTE, Host, Seat
from tests.netkit import HostThread, finished, host_record, join_process, reference


def test_three_client_processes_play_the_same_match_as_one_process() -> None:
    rules = preset("house").with_(rounds=3)
    host = Host(rules, [Seat(REMOTE), Seat(REMOTE), Seat(REMOTE), Seat(COMPUTER, "normal")],
                seed=21)
    served = HostThread(host)
    procs = [join_process(served.port, host.code, "normal", f"p{i}") for i in range(3)]
    results = [finished(p) for p in procs]
    served.join()
    assert host.match.over
    assert sorted(r["seat"] for r in results) == [0, 1, 2]
    assert all(r["totals"] == host.match.totals for r in results)
    assert host_record(host) == reference(rules, ["normal"] * 4, seed=21)
    assert [reason for _, reason in host.dropped].count("gone") <= 3  # only the goodbyes


def test_different_seeds_give_different_matches() -> None:
    # The comparison above can fail: the record depends on the seed.
    rules = preset("house").with_(rounds=1)
    assert reference(rules, ["normal"] * 4, 21) != reference(rules, ["normal"] * 4, 22)


def _mid_trick(host: Host) -> bool:
    r = host.match.round
    return r is not None and not r.over and r.top is not None and host.match.round_no >= 2


def test_a_client_killed_mid_trick_comes_back_with_the_code() -> None:
    rules = preset("daifugo").with_(rounds=6)
    host = Host(rules, [Seat(REMOTE, "easy"), Seat(REMOTE), Seat(REMOTE), Seat(COMPUTER, "easy")],
                seed=3, pace=0.01)
    served = HostThread(host)
    procs = [join_process(served.port, host.code, "normal", f"p{i}") for i in range(3)]
    deadline = time.monotonic() + 30
    while not (_mid_trick(host) and host.status()[0].connected) and time.monotonic() < deadline:
        time.sleep(0.002)
    assert _mid_trick(host), "the match never reached a trick in round 2"
    name = host.names[0]
    victim = procs[int(name[1])]
    victim.kill()
    victim.wait()
    while host.status()[0].connected and time.monotonic() < deadline:
        time.sleep(0.002)
    assert not host.status()[0].connected
    seq_gone = host.seq
    back = join_process(served.port, host.code, "normal", name)  # the same name: seat 0
    while not host.status()[0].connected and time.monotonic() < deadline:
        time.sleep(0.005)
    assert host.status()[0].connected, "the player did not get the seat back"
    assert not host.match.over
    assert host.seq > seq_gone  # the match went on while the seat was away
    back_result = finished(back)
    others = [finished(p) for p in procs if p is not victim]
    served.join()
    assert host.match.over
    assert back_result["seat"] == 0
    assert back_result["totals"] == host.match.totals == others[0]["totals"]
    assert "gone" in {reason for _, reason in host.dropped}
