"""A UECda server on the engine: five programs at one table, protocol 20070.

It numbers the players in the order it accepts them (player n is seat n), plays ``games``
games under the UECda preset and answers each move with 9 (accepted) or 8 (rejected: it
counts as a pass). Each game is one round of the engine: the classes carry on from game to
game and start again every ``CYCLE`` games (that game without exchange), as the contest's; the
order of play is drawn again every 3 games (``reseat``) and sent in ``[6][10..14]``.
``rejected`` counts the rejected answers per player, the figure the tests hold at zero.
"""

from __future__ import annotations

import logging
import socket
from dataclasses import dataclass, field

from game.engine.errors import IllegalAction
from game.engine.history import Turn
from game.engine.match import PRESIDENT, SCUM, VICE_PRESIDENT, VICE_SCUM, Match
from game.engine.options import UECDA, Rules
from game.engine.plays import generate
from game.uecda import table as tb

log = logging.getLogger(__name__)

CLASS_OF = {PRESIDENT: 0, VICE_PRESIDENT: 1, VICE_SCUM: 3, SCUM: 4}
GO_ON, GAME_OVER, MATCH_OVER = 0, 1, 2
ACCEPTED, REJECTED = 9, 8
CYCLE = 100  # games with one run of classes


class ProgramGone(ConnectionError):
    """A player's program closed its connection or sent less than a whole message."""


def recv_exact(sock: socket.socket, size: int) -> bytes:
    data = bytearray()
    while len(data) < size:
        chunk = sock.recv(size - len(data))
        if not chunk:
            raise ProgramGone("connection closed")
        data += chunk
    return bytes(data)


@dataclass
class Player:
    sock: socket.socket
    name: str
    number: int


@dataclass
class Stats:
    games: int = 0
    rejected: list[int] = field(default_factory=lambda: [0] * 5)
    wrong_gifts: list[int] = field(default_factory=lambda: [0] * 5)
    places: list[list[int]] = field(default_factory=list)  # each game's finishing order


class UecdaServer:
    def __init__(self, games: int = 100, seed: int = 0, bind: str = "127.0.0.1",
                 port: int = 0, rules: Rules = UECDA, timeout: float = 30.0,
                 cycle: int = CYCLE) -> None:
        self.games = games
        self.cycle = cycle
        self.seed = seed
        self.rules = rules.with_(rounds=1)
        self.bind, self.port = bind, port
        self.timeout = timeout
        self.players: list[Player] = []
        self.stats = Stats()
        self.match: Match | None = None
        self.game_no = 0  # the games dealt so far
        self._listener: socket.socket | None = None
        self._field = tb.empty()

    def open(self) -> int:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((self.bind, self.port))
        sock.listen(8)
        self._listener = sock
        self.port = sock.getsockname()[1]
        return self.port

    def serve(self) -> Stats:
        """Seat five programs, play the games, close."""
        try:
            self._seat_players()
            for g in range(self.games):
                self._play_game(last=g == self.games - 1)
                self.stats.games += 1
        finally:
            self.close()
        return self.stats

    def close(self) -> None:
        for p in self.players:
            p.sock.close()
        if self._listener is not None:
            self._listener.close()
            self._listener = None

    # -- joining -----------------------------------------------------------------------------
    def _seat_players(self) -> None:
        assert self._listener is not None
        while len(self.players) < 5:
            sock, _ = self._listener.accept()
            sock.settimeout(self.timeout)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            profile = tb.unpack(recv_exact(sock, tb.SIZE))
            if profile[0][0] != tb.PROTOCOL:
                log.warning("a program spoke protocol %d, not %d", profile[0][0], tb.PROTOCOL)
                sock.close()
                continue
            name = bytes(v & 0x7F for v in profile[1][:14]).split(b"\0")[0].decode("ascii")
            number = len(self.players)
            sock.sendall(tb.pack_int(number))
            self.players.append(Player(sock, name, number))

    # -- a game ------------------------------------------------------------------------------
    def _next_round(self) -> Match:
        """The next game: one round of its own match, numbered as the game (the deal and the
        seating follow the seed and that number), with the last game's classes unless a new
        cycle starts."""
        last = self.match
        m = Match(self.rules, seed=self.seed)
        if last is not None and self.game_no % self.cycle:
            m.titles = last.titles  # the classes carry on from the last game
        m.round_no = self.game_no
        self.game_no += 1
        self.match = m
        m.start_round()
        return m

    def _play_game(self, last: bool) -> None:
        m = self._next_round()
        self._field = tb.empty()
        self._exchange(m)
        while m.round is not None and not m.round.over:
            self._turn(m)
            over = m.round is not None and m.round.over
            status = (MATCH_OVER if last else GAME_OVER) if over else GO_ON
            # The field table and the status go out together: one write per player.
            field = tb.pack(self._field_table(m)) + tb.pack_int(status)
            for p in self.players:
                p.sock.sendall(field)
        assert m.round is not None
        self.stats.places.append(list(m.round.order))

    def _exchange(self, m: Match) -> None:
        asks: dict[int, int] = {}
        if m.phase == "exchange":
            for step in m.steps:
                if not step.forced and not step.done:
                    asks[step.giver] = step.count
        for p in self.players:
            t = tb.hand_table(m.hands[p.number])
            self._state(t, m, p.number, exchange=bool(asks), give=asks.get(p.number, 0))
            p.sock.sendall(tb.pack(t))
        for seat in sorted(asks, key=lambda s: -asks[s]):  # the first place, then the second
            answer = tb.read_hand(tb.unpack(recv_exact(self.players[seat].sock, tb.SIZE)))
            _, reason = m.check_gift(seat, answer)
            if reason is not None:
                self.stats.wrong_gifts[seat] += 1
                answer = sorted(m.hands[seat], reverse=True)[:asks[seat]]
            m.give(seat, answer)

    def _turn(self, m: Match) -> None:
        r = m.round
        assert r is not None and r.turn is not None
        seat = r.turn
        for p in self.players:
            t = tb.hand_table(r.hands[p.number])
            self._state(t, m, p.number)
            p.sock.sendall(tb.pack(t))
        move = tb.unpack(recv_exact(self.players[seat].sock, tb.SIZE))
        ok = self._apply(m, seat, move)
        if not ok:
            self.stats.rejected[seat] += 1
        self.players[seat].sock.sendall(tb.pack_int(ACCEPTED if ok else REJECTED))
        if ok and r.history and isinstance(r.history[-1], Turn) and r.history[-1].play:
            # The last accepted combination stays on the field table, also once it cleared
            # the field ([5][4] says so).
            self._field = tb.move_table(r.history[-1].play, r.history[-1].reversed, r.lock,
                                        r.suits)

    def _field_table(self, m: Match) -> tb.Table:
        field = [list(row) for row in self._field]
        self._state(field, m, -1)
        return field

    def _apply(self, m: Match, seat: int, move: tb.Table) -> bool:
        r = m.round
        assert r is not None
        try:
            m.act(seat, tb.read_move(move, self.rules.runs))
            return True
        except (tb.BadMove, IllegalAction) as exc:
            log.info("player %d's move rejected: %s", seat, exc)
        if r.can_pass(seat):
            m.pass_turn(seat)
        else:  # a leader who may not pass (no leader_pass): its lowest play stands in
            rules = self.rules
            plays = generate(r.hands[seat], None, r.revolution != r.jack_back, rules.runs,
                             rules.strict, r.lock, rules.spade_three, rules.run_above)
            m.play(seat, plays[0])
        return False

    def _state(self, t: tb.Table, m: Match, me: int, exchange: bool = False,
               give: int = 0) -> None:
        """Rows 5 and 6 of a table for player ``me`` (-1: the field table for everyone)."""
        r = m.round
        hands = r.hands if r is not None else m.hands
        t[5][0], t[5][1] = int(exchange), give
        if r is not None and r.turn is not None:
            t[5][2], t[5][3] = int(r.turn == me), r.turn
        t[5][4] = int(r is None or r.top is None)
        t[5][6] = int(r is not None and r.revolution != r.jack_back)
        t[5][7] = int(r is not None and r.lock is not None)
        titles = m.titles
        seating = r.seating if r is not None else m.seating(m.round_no)
        for s in range(5):
            t[6][s] = len(hands[s])
            t[6][5 + s] = CLASS_OF.get(titles[s], 2) if titles else 0
            t[6][10 + s] = seating[s]
