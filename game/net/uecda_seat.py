"""UECda programs at seats of the host: protocol 20070 on a second port (docs/network.md).

A seat of kind ``uecda`` is played by a UECda program when one is connected, else by its
computer level, as a remote seat is. A program that connects sends its profile table within
2.5 s and is answered its seat number; it takes the seat at the next deal (the seat's level
plays out a round already under way). From then on it hears, as at a contest's table, its deal
table, its own table before every turn, the field table and the status after every turn, and
answers its gift and its moves; 9 accepts a move, 8 rejects it and counts as a pass (a leader
who may not pass plays its lowest play instead). Every table is built from that seat's
``PublicView`` alone. Whatever else goes wrong with a program (a wrong profile, a message when
nothing was asked, silence, a closed connection) closes its connection only: the seat goes
back to its level and the host's match goes on.

The host calls ``open``, ``tick`` each turn of its loop, ``changed`` after every change of the
match and ``connected`` to know who plays a seat; the program's sockets are in the host's
selector, each with its handler as the key's data.
"""

from __future__ import annotations

import contextlib
import logging
import selectors
import socket
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.plays import generate
from game.engine.view import PublicView
from game.net.host import UECDA, ask_of, view_for
from game.uecda import table as tb
from game.uecda.server import ACCEPTED, CLASS_OF, GAME_OVER, GO_ON, MATCH_OVER, REJECTED

if TYPE_CHECKING:
    from game.net.host import Host

log = logging.getLogger(__name__)

PROFILE_TIME = 2.5  # seconds a program has to send its profile (the protocol's)
ANSWER_TIME = 10.0  # seconds it has to answer an ask
PLAYERS = 5  # the protocol's tables hold five players


@dataclass
class Program:
    """One connected UECda program and where it is in the protocol."""

    sock: socket.socket
    addr: object
    born: float
    seat: int | None = None  # None until its profile is read
    name: str = ""
    skip_round: int = 0  # it takes the seat at the first deal after this round
    dealt: int = 0  # the round whose deal table it was sent (0: none yet)
    reported: int = 0  # the turns of that round whose field table it was sent
    turn_sent: int = -1  # the turn whose table it was sent
    asked: str | None = None  # "move" or "gift" while an answer is due
    due: float = 0.0
    gift: list[int] | None = None  # a gift answered before its step came up
    shown: tb.Table = field(default_factory=tb.empty)  # the last accepted combination
    buf: bytearray = field(default_factory=bytearray)
    rejected: int = 0

    @property
    def active(self) -> bool:
        return self.dealt > 0


class UecdaSeats:
    """The host's UECda listener and the programs at its ``uecda`` seats."""

    def __init__(self, host: Host, port: int = 0) -> None:
        self.host = host
        self.port = port
        self.seats = [i for i, s in enumerate(host.seats) if s.kind == UECDA]
        if self.seats and host.rules.players != PLAYERS:
            raise ValueError("UECda seats need a table of 5 players (the protocol's)")
        self.programs: dict[int, Program] = {}  # by seat
        self.waiting: list[Program] = []  # connected, profile not read yet
        self.dropped: list[tuple[str, str]] = []
        self.answer_time = ANSWER_TIME
        self._listener: socket.socket | None = None

    # -- the host's hooks --------------------------------------------------------------------
    def open(self, bind: str) -> int:
        """Listen for programs (only when the table has a uecda seat); the bound port."""
        if not self.seats:
            return 0
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((bind, self.port))
        sock.listen(16)
        sock.setblocking(False)
        self._listener = sock
        self.port = sock.getsockname()[1]
        self.host._sel.register(sock, selectors.EVENT_READ, self._accept)
        log.info("UECda seats open on %s:%d", bind, self.port)
        return self.port

    def close(self) -> None:
        for prog in [*self.waiting, *self.programs.values()]:
            self._drop(prog, "table_closed")
        if self._listener is not None:
            with contextlib.suppress(KeyError, ValueError):
                self.host._sel.unregister(self._listener)
            self._listener.close()
            self._listener = None

    def connected(self, seat: int) -> bool:
        """A program plays ``seat`` now: it answers plays and gifts (a 7 pass or a 10 discard,
        which the protocol has no message for, is left to the seat's level)."""
        prog = self.programs.get(seat)
        if prog is None or not prog.active:
            return False
        who, asked, _ = ask_of(self.host.match)
        return who != seat or asked in ("play", "gift")

    def all_here(self) -> bool:
        return all(s in self.programs for s in self.seats)

    def tick(self) -> None:
        """Drop the programs too slow with their profile or an answer."""
        now = time.monotonic()
        for prog in list(self.waiting):
            if now - prog.born > PROFILE_TIME:
                self._drop(prog, "no_profile")
        for prog in list(self.programs.values()):
            if prog.asked is not None and now > prog.due:
                self._drop(prog, "too_slow")

    def changed(self) -> None:
        """The match changed: tell each program what the protocol says it hears now, and
        answer its ask if it already has (a gift given before its step came up)."""
        for prog in list(self.programs.values()):
            try:
                self._sync(prog)
            except OSError as exc:
                self._drop(prog, f"gone: {exc}")

    # -- connections -------------------------------------------------------------------------
    def _accept(self, _events: int) -> None:
        assert self._listener is not None
        try:
            sock, addr = self._listener.accept()
        except (BlockingIOError, InterruptedError):
            return
        except OSError as exc:
            log.warning("UECda accept failed: %s", exc)
            return
        sock.setblocking(False)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        prog = Program(sock, addr, time.monotonic())
        self.waiting.append(prog)
        self.host._sel.register(sock, selectors.EVENT_READ, lambda ev: self._service(prog))

    def _service(self, prog: Program) -> None:
        # The one boundary for a program: whatever goes wrong closes it, never the table.
        try:
            self._read(prog)
        except OSError as exc:
            self._drop(prog, f"gone: {exc}")
        except Exception:
            log.exception("UECda program %s failed", prog.addr)
            self._drop(prog, "host_error")

    def _read(self, prog: Program) -> None:
        try:
            data = prog.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except ConnectionError:
            data = b""
        if not data:
            self._drop(prog, "gone")
            return
        prog.buf += data
        while len(prog.buf) >= tb.SIZE and prog.sock.fileno() >= 0:
            table = tb.unpack(bytes(prog.buf[:tb.SIZE]))
            del prog.buf[:tb.SIZE]
            self._message(prog, table)

    def _message(self, prog: Program, t: tb.Table) -> None:
        if prog.seat is None:
            self._profile(prog, t)
        elif prog.asked == "move":
            self._move(prog, t)
        elif prog.asked == "gift":
            prog.gift = tb.read_hand(t)
            prog.asked = None
            self._give(prog)
        else:
            self._drop(prog, "out_of_turn")

    def _profile(self, prog: Program, t: tb.Table) -> None:
        if t[0][0] != tb.PROTOCOL:
            self._drop(prog, f"protocol {t[0][0]}")
            return
        free = [s for s in self.seats if s not in self.programs]
        if not free:
            self._drop(prog, "table_full")
            return
        self.waiting.remove(prog)
        prog.seat = free[0]
        prog.name = bytes(v & 0x7F for v in t[1][:14]).split(b"\0")[0].decode("ascii")
        m = self.host.match
        prog.skip_round = m.round_no if m.phase in ("exchange", "play") else 0
        self.programs[prog.seat] = prog
        prog.sock.sendall(tb.pack_int(prog.seat))
        log.info("UECda seat %d taken by %r from %s", prog.seat, prog.name, prog.addr)
        self.host._changed_status()

    def _drop(self, prog: Program, reason: str) -> None:
        if prog.sock.fileno() < 0:
            return
        log.info("closing UECda program %s: %s", prog.addr, reason)
        self.dropped.append((str(prog.addr), reason))
        with contextlib.suppress(KeyError, ValueError):
            self.host._sel.unregister(prog.sock)
        prog.sock.close()
        if prog in self.waiting:
            self.waiting.remove(prog)
        if prog.seat is not None and self.programs.get(prog.seat) is prog:
            del self.programs[prog.seat]
            self.host._changed_status()

    # -- answers -----------------------------------------------------------------------------
    def _move(self, prog: Program, t: tb.Table) -> None:
        m, seat = self.host.match, prog.seat
        assert seat is not None
        prog.asked = None
        ok = True
        try:
            m.act(seat, tb.read_move(t, m.rules.runs))
        except (tb.BadMove, IllegalAction) as exc:
            log.info("UECda seat %d's move rejected: %s", seat, exc)
            ok = False
            prog.rejected += 1
            _stand_in(m, seat)
        prog.sock.sendall(tb.pack_int(ACCEPTED if ok else REJECTED))
        self.host._changed()

    def _give(self, prog: Program) -> None:
        """Give the cards it answered once its step is the one open."""
        m, seat = self.host.match, prog.seat
        who, asked, count = ask_of(m)
        if prog.gift is None or seat is None or who != seat or asked != "gift":
            return
        cards, prog.gift = prog.gift, None
        if m.check_gift(seat, cards)[1] is not None:  # a wrong answer: its strongest cards
            prog.rejected += 1
            cards = sorted(m.hands[seat], reverse=True)[:count]
        m.give(seat, cards)
        self.host._changed()

    # -- what a program hears ----------------------------------------------------------------
    def _sync(self, prog: Program) -> None:
        m, seat = self.host.match, prog.seat
        assert seat is not None
        if m.round_no <= prog.skip_round or m.phase not in ("exchange", "play", "round_over",
                                                              "match_over"):
            return
        if prog.dealt == m.round_no and m.round is not None:
            self._report(prog, m)
        if m.over and prog.dealt == m.round_no and prog.reported >= _turns(m):
            self._drop(prog, "match_over")
            return
        if prog.dealt != m.round_no and m.phase in ("exchange", "play"):
            self._deal(prog, m, seat)
        if m.phase == "exchange":
            self._give(prog)
        elif m.phase == "play":
            self._turn(prog, m, seat)

    def _deal(self, prog: Program, m: Match, seat: int) -> None:
        prog.dealt, prog.reported, prog.turn_sent = m.round_no, 0, -1
        prog.shown = tb.empty()
        asks = {s.giver: s.count for s in m.steps if not s.forced and not s.done}
        view = view_for(m, seat)
        t = tb.hand_table(view.hand)
        state_rows(t, view, seat, exchange=bool(asks), give=asks.get(seat, 0),
                   seating=m.seating())
        prog.sock.sendall(tb.pack(t))
        if seat in asks:
            prog.asked, prog.due = "gift", time.monotonic() + self.answer_time

    def _turn(self, prog: Program, m: Match, seat: int) -> None:
        who, asked, _ = ask_of(m)
        number = _turns(m)
        if asked != "play" or prog.turn_sent == number:
            return
        prog.turn_sent = number
        view = view_for(m, seat)
        t = tb.hand_table(view.hand)
        state_rows(t, view, seat)
        prog.sock.sendall(tb.pack(t))
        if who == seat:
            prog.asked, prog.due = "move", time.monotonic() + self.answer_time

    def _report(self, prog: Program, m: Match) -> None:
        """The field table and the status after each turn it has not heard of."""
        assert m.round is not None and prog.seat is not None
        view = view_for(m, prog.seat)
        turns = view.turns
        for i in range(prog.reported, len(turns)):
            turn = turns[i]
            if turn.play is not None:
                prog.shown = tb.move_table(turn.play, turn.reversed, view.lock, view.suits)
            last = i == len(turns) - 1
            over = last and m.round.over
            status = (MATCH_OVER if m.over else GAME_OVER) if over else GO_ON
            t = [list(row) for row in prog.shown]
            state_rows(t, view, -1)
            prog.sock.sendall(tb.pack(t) + tb.pack_int(status))
        prog.reported = len(turns)


def _turns(m: Match) -> int:
    """The plays and passes of the round so far (public)."""
    return 0 if m.round is None else len(m.round.turns)


def _stand_in(m: Match, seat: int) -> None:
    """A rejected move counts as a pass; a leader who may not pass plays its lowest play."""
    r = m.round
    assert r is not None
    if r.can_pass(seat):
        m.pass_turn(seat)
        return
    rules = m.rules
    plays = generate(r.hands[seat], None, r.revolution != r.jack_back, rules.runs,
                     rules.strict, r.lock, rules.spade_three, rules.run_above)
    m.play(seat, plays[0])


def state_rows(t: tb.Table, view: PublicView, me: int, exchange: bool = False,
               give: int = 0, seating: tuple[int, ...] = ()) -> None:
    """Rows 5 and 6 of a table, from ``view`` (a seat's own view) alone; ``me`` -1: the
    field table everyone receives (``seating``: the order of play, before the round's view
    has it, in the exchange)."""
    t[5][0], t[5][1] = int(exchange), give
    if view.turn is not None:
        t[5][2], t[5][3] = int(view.turn == me), view.turn
    t[5][4] = int(view.top is None)
    t[5][6] = int(view.revolution != view.jack_back)
    t[5][7] = int(view.lock is not None)
    seating = view.seating or seating or tuple(range(PLAYERS))
    for s in range(PLAYERS):
        t[6][s] = view.counts[s]
        t[6][5 + s] = CLASS_OF.get(view.titles[s], 2) if view.titles else 0
        t[6][10 + s] = seating[s]
