"""The host's own player: its screen drives the table's loop one frame at a time (``poll``)
and hands in its actions with ``submit``, the remote seats playing over real sockets."""

from __future__ import annotations

import threading

from game.ai import make_opponent
from game.ai.driver import exchange_view, play_view
from game.engine.options import preset
from game.net.client import Client, play_bot
from game.net.host import COMPUTER, LOCAL, REMOTE, Host, Seat, ask_of
from tests.netkit import host_record, reference


def test_the_hosts_own_seat_plays_through_submit_while_a_remote_seat_plays_by_socket() -> None:
    rules = preset("house").with_(rounds=2)
    host = Host(rules, [Seat(LOCAL), Seat(REMOTE), Seat(COMPUTER, "normal"),
                        Seat(COMPUTER, "normal")], seed=17)
    _, port = host.open()
    me = make_opponent("normal", 0)  # stands for the person at the host's screen
    over: list[dict] = []

    def remote() -> None:
        client = Client("127.0.0.1", port, host.code, "friend")
        over.append(play_bot(client, make_opponent("normal", client.seat or 0)))

    friend = threading.Thread(target=remote)
    friend.start()
    asked_seq = -1
    for _ in range(200_000):  # the screen's frames
        host.poll(0.001)
        if host.match.over and over:
            break
        if not host.started and host.all_here():
            host.start()
        seat, ask, count = ask_of(host.match)
        if seat != 0 or host.seq == asked_seq or not host.started:
            continue
        asked_seq = host.seq
        if ask == "gift":
            host.submit(0, "cards", me.choose_gift(exchange_view(host.match, 0), count))
        elif ask == "play":
            play = me.choose_play(play_view(host.match, 0))
            host.submit(0, "pass" if play is None else "play", play)
        else:
            host.submit(0, "cards", me.choose_handover(play_view(host.match, 0), ask, count))
    friend.join(30)
    host.close()
    assert host.match.over and over and over[0]["totals"] == host.match.totals
    assert host_record(host) == reference(rules, ["normal"] * 4, seed=17)


def test_an_action_handed_in_out_of_turn_changes_nothing() -> None:
    rules = preset("house").with_(rounds=1)
    host = Host(rules, [Seat(LOCAL)] + [Seat(COMPUTER, "easy")] * 3, seed=2)
    host.open()
    host.start()
    host.poll(0)
    seat, _, _ = ask_of(host.match)
    before = (host.seq, [list(h) for h in host.match.round.hands] if host.match.round else None)
    if seat == 0:  # answer a stale number: ignored
        host._local.put((0, host.seq - 1, "pass", None))
    else:
        host.submit(0, "pass")
    host.poll(0)
    assert (host.seq, [list(h) for h in host.match.round.hands]
            if host.match.round else None) == before
    host.close()
