"""The host: the referee of a table over the network.

The host runs the one ``Match``; every remote seat gets, after every action, a ``state`` holding
only its own ``PublicView`` (game.net.codec), and the seat to act an ``ask`` with the action's
number ``seq``. A client answers that ask and nothing else: a message that is malformed, too
long, too slow, too fast, out of turn or illegal closes that one connection with a logged
reason and a ``bye`` telling the player why; the engine refuses without changing anything, so
the match goes on. A seat whose player is away is played by its computer level until a client
with the table code takes it back.

One thread runs the socket loop and the engine (selectors, non-blocking sockets); the UI reads
``status()`` and, for the host's own seat, hands its actions in with ``submit``.
"""

from __future__ import annotations

import contextlib
import hmac
import logging
import queue
import secrets
import selectors
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.ai import make_opponent
from game.ai.base import Opponent
from game.ai.driver import exchange_view, play_view
from game.engine import events as ev
from game.engine.errors import IllegalAction
from game.engine.match import Match
from game.engine.options import Rules
from game.engine.view import PublicView
from game.net import codec, schema, wire
from game.net.conn import Conn
from game.net.limits import Limits

log = logging.getLogger(__name__)

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I to misread
REMOTE, COMPUTER, LOCAL = "remote", "computer", "local"
UECDA = "uecda"  # a UECda program's seat (game.net.uecda_seat), its level while none is here


def new_code(length: int = 6) -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a remote player, a computer level, or the host's own player.
    ``level`` plays a remote seat while its player is away."""

    kind: str
    level: str = "normal"
    name: str = ""


@dataclass(frozen=True)
class SeatStatus:
    kind: str
    name: str
    connected: bool  # a remote seat's player is here (a computer seat: always)


def ask_of(match: Match) -> tuple[int | None, str | None, int]:
    """Who must act, what is asked of them ("play", "gift", "give", "discard") and how many
    cards."""
    seat = match.whose_move()
    if seat is None:
        return None, None, 0
    if match.phase == "exchange":
        step = match.pending_gift()
        assert step is not None
        return seat, "gift", min(step.count, len(match.hands[seat]))
    assert match.round is not None
    if match.round.owes is not None:
        kind, count = match.round.owes
        return seat, kind, count
    return seat, "play", 0


def view_for(match: Match, seat: int) -> PublicView:
    """What ``seat`` may see now (the exchange's view before play begins)."""
    return play_view(match, seat) if match.round is not None else exchange_view(match, seat)


def receiver_of(match: Match) -> int | None:
    """Whom the gift or 7 pass asked now goes to (None when no such ask is open)."""
    seat, asked, _ = ask_of(match)
    if seat is None:
        return None
    if asked == "gift":
        step = match.pending_gift()
        return step.receiver if step is not None else None
    if asked == "give" and match.round is not None:
        return match.round.receiver(seat)
    return None


def state_message(match: Match, seat: int, seq: int,
                  events: list[object] | tuple[object, ...] = ()) -> dict[str, Any]:
    """The ``state`` message for ``seat``: its own view (nothing else of the match), the ask if
    it is to act, and ``events`` (the engine's since its last state) as that seat hears them."""
    who, asked, count = ask_of(match)
    mine = who == seat
    return {"t": "state", "seq": seq, "phase": match.phase,
            "view": codec.encode_view(view_for(match, seat)),
            "ask": asked if mine else None, "count": count if mine else 0,
            "who": who, "to": receiver_of(match) if mine else None,
            "events": [codec.encode_event(e, seat) for e in events]}


def replay_start(events: list[object]) -> int:
    """Where a seat taken (again) mid-match hears the events from: the last round's results,
    then the round in play, so its table is laid out as the round stands."""
    deals = [i for i, e in enumerate(events) if isinstance(e, ev.Dealt)]
    if not deals:
        return 0
    before = [i for i, e in enumerate(events[:deals[-1]]) if isinstance(e, ev.RoundOver)]
    return before[-1] if before else deals[-1]


class Host:
    def __init__(
        self, rules: Rules, seats: list[Seat], seed: int = 0, bind: str = "127.0.0.1",
        port: int = 0, code: str | None = None, limits: Limits | None = None,
        pace: float = 0.0, match: Match | None = None,
        on_change: Callable[[], None] | None = None,
        hold: Callable[[], bool] | None = None, uecda_port: int = 0,
    ) -> None:
        if len(seats) != rules.players:
            raise ValueError(f"{len(seats)} seats for {rules.players} players")
        self.rules = rules
        self.seats = list(seats)
        self.match = match if match is not None else Match(rules, seed=seed)
        if self.match.events is None:  # each seat hears its own events (codec.encode_event)
            self.match.events = []
            if self.match.round is not None:
                self.match.round.events = self.match.events
        self._heard: dict[int, int] = {}  # seat -> how many of the events it has been sent
        self.code = code or new_code()
        self.limits = limits or Limits()
        self.pace = pace  # seconds between two computer actions, for people to follow
        self.on_change = on_change
        # The host's own screen holds the computer's next action while it shows the last
        # one (and the opponent delay runs): everyone at the table follows the host's pace.
        self.hold = hold
        self.bind, self.port = bind, port
        self.seq = 0
        self.started = False
        self.stopped = False
        self.dropped: list[tuple[str, str]] = []  # (address, reason) of connections closed
        self.names = [s.name for s in seats]
        self._by_seat: dict[int, Conn] = {}
        self._conns: dict[int, Conn] = {}  # by file number
        self._robots: dict[int, Opponent] = {}
        self._reported_round = 0
        self._over_sent = False
        self._next_at = 0.0
        self._local: queue.Queue[tuple[int, int, str, Any]] = queue.Queue()
        self._sel = selectors.DefaultSelector()
        self._listener: socket.socket | None = None
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._wake_w.setblocking(False)
        from game.net.uecda_seat import UecdaSeats  # (it imports this module)
        self.uecda = UecdaSeats(self, uecda_port)

    # -- listening ---------------------------------------------------------------------------
    def open(self) -> tuple[str, int]:
        """Listen on the chosen address; the (address, port) clients join."""
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            sock.bind((self.bind, self.port))
            sock.listen(128)
        except OSError:  # the port is taken, say: the caller may try another
            sock.close()
            raise
        sock.setblocking(False)
        self._listener = sock
        self._sel.register(sock, selectors.EVENT_READ, "listen")
        self._sel.register(self._wake_r, selectors.EVENT_READ, "wake")
        self.port = sock.getsockname()[1]
        log.info("table open on %s:%d", self.bind, self.port)
        self.uecda.open(self.bind)
        return self.bind, self.port

    @property
    def uecda_port(self) -> int:
        """The port UECda programs join (0 without a uecda seat)."""
        return self.uecda.port

    def close(self) -> None:
        """Stop listening and close every connection (the table is closed)."""
        for conn in list(self._conns.values()):
            self._drop(conn, "table_closed", "The host closed the table.")
        if self._listener is not None:
            self._sel.unregister(self._listener)
            self._listener.close()
            self._listener = None
            log.info("table closed")
        self.uecda.close()
        self._sel.close()
        self._wake_r.close()
        self._wake_w.close()

    def stop(self) -> None:
        """Ask the loop to end (from any thread)."""
        self.stopped = True
        self._wake()

    def _wake(self) -> None:
        with contextlib.suppress(OSError):
            self._wake_w.send(b"x")

    # -- the host's own seat and status ------------------------------------------------------
    def submit(self, seat: int, kind: str, value: Any = None) -> None:
        """The host's own player acts (from the UI thread): "play" with a Play, "pass", or
        "cards" with a list of cards, answering the ask of number ``self.seq``."""
        self._local.put((seat, self.seq, kind, value))
        self._wake()

    def status(self) -> list[SeatStatus]:
        return [SeatStatus(s.kind, self.names[i], s.kind != REMOTE or i in self._by_seat)
                if s.kind != UECDA else SeatStatus(s.kind, self.names[i], i in self.uecda.programs)
                for i, s in enumerate(self.seats)]

    def remote_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == REMOTE]

    def waiting(self) -> int:
        """Connections that have not said hello yet."""
        return sum(1 for c in list(self._conns.values()) if c.seat is None)

    def all_here(self) -> bool:
        return all(i in self._by_seat for i in self.remote_seats()) and self.uecda.all_here()

    # -- the loop ----------------------------------------------------------------------------
    def serve(self, until_over: bool = True, timeout: float | None = None,
              auto_start: bool = True) -> bool:
        """Run the table until the match is over (or ``stop``, or ``timeout`` seconds);
        ``auto_start``: begin once every remote seat is taken. True when the match is over."""
        end = None if timeout is None else time.monotonic() + timeout
        while not self.stopped:
            if until_over and self.match.over and self._over_sent:
                break
            if end is not None and time.monotonic() > end:
                break
            if auto_start and not self.started and self.all_here():
                self.start()
            self.poll(0.05)
        return self.match.over

    def start(self) -> None:
        """Begin the match (the host pressed Start; missing players are played by their
        level). A match resumed mid-round tells the seats already here where it stands (and
        asks the one to act), as nothing else would until someone acts."""
        if self.started:
            return
        self.started = True
        for conn in list(self._by_seat.values()):
            self._send_state(conn)

    def poll(self, wait: float) -> None:
        """One turn of the loop: sockets, the host's own actions, the engine, the timers."""
        delay = wait
        if self.started and self._next_at:
            delay = max(0.0, min(wait, self._next_at - time.monotonic()))
        for key, _ in self._sel.select(delay):
            if key.data == "listen":
                self._accept()
            elif key.data == "wake":
                self._drain_wake()
            elif callable(key.data):  # a UECda program's socket, or their listener
                key.data(key.events)
            else:
                self._service(key.data, key.events)
        self._local_actions()
        self._check_timers()
        self.uecda.tick()
        if self.started:
            self._advance()

    def _drain_wake(self) -> None:
        try:
            while self._wake_r.recv(4096):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def _accept(self) -> None:
        assert self._listener is not None
        for _ in range(256):
            try:
                sock, addr = self._listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:  # out of file numbers, say: the table goes on
                log.warning("accept failed: %s", exc)
                return
            sock.setblocking(False)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            pending = [c for c in self._conns.values() if c.seat is None]
            if len(pending) >= self.limits.max_pending:
                pending = self._reap(pending)
            if len(pending) >= self.limits.max_pending:
                # The oldest caller that has still not said hello makes room: a crowd of
                # silent connections cannot keep a player from coming back.
                oldest = min(pending, key=lambda c: c.born)
                self._drop(oldest, "busy", "Too many connections are waiting; try again.")
            conn = Conn(sock, addr, self.limits)
            self._conns[sock.fileno()] = conn
            self._sel.register(sock, selectors.EVENT_READ, conn)

    def _reap(self, pending: list[Conn]) -> list[Conn]:
        """Drop the waiting callers that have already hung up; the ones still there."""
        alive = []
        for conn in pending:
            try:
                gone = conn.sock.recv(1, socket.MSG_PEEK) == b""
            except (BlockingIOError, InterruptedError):
                gone = False
            except OSError:
                gone = True
            if gone:
                self._drop(conn, "gone", "", tell=False)
            else:
                alive.append(conn)
        return alive

    def _service(self, conn: Conn, events: int) -> None:
        # The one boundary for a connection: whatever goes wrong closes it, never the table.
        try:
            if events & selectors.EVENT_WRITE:
                conn.flush()
                self._watch(conn)
            if events & selectors.EVENT_READ:
                self._read(conn)
        except wire.ProtocolError as exc:
            self._drop(conn, exc.code, exc.detail)
        except OSError as exc:
            self._drop(conn, "gone", str(exc)[:100])
        except Exception:
            log.exception("connection %s failed", conn)
            self._drop(conn, "host_error", "The host could not read that message.")

    def _read(self, conn: Conn) -> None:
        try:
            data = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except ConnectionError:
            data = b""
        if not data:
            self._drop(conn, "gone", "", tell=False)
            return
        for message in conn.receive(data):
            if conn.closed:
                return
            self._handle(conn, schema.validate(message, schema.CLIENT))

    def _watch(self, conn: Conn) -> None:
        """Listen for writability only while output waits."""
        if conn.closed:
            return
        mask = selectors.EVENT_READ | (selectors.EVENT_WRITE if conn.out else 0)
        self._sel.modify(conn.sock, mask, conn)

    def _check_timers(self) -> None:
        now = time.monotonic()
        for conn in list(self._conns.values()):
            why = conn.overdue(now)
            if why is not None:
                self._drop(conn, why, "The connection was too slow.")

    # -- messages ----------------------------------------------------------------------------
    def _handle(self, conn: Conn, msg: dict[str, Any]) -> None:
        kind = msg["t"]
        if kind == "hello":
            self._hello(conn, msg)
        elif kind == "bye":
            self._drop(conn, "left", "", tell=False)
        elif kind == "ping":
            self._send(conn, {"t": "pong", "n": msg["n"]})
        elif conn.seat is None:
            raise wire.ProtocolError("no_hello", "say hello with the table code first")
        else:
            self._act(conn.seat, msg["seq"], kind, msg)

    def _hello(self, conn: Conn, msg: dict[str, Any]) -> None:
        if conn.seat is not None:
            raise wire.ProtocolError("out_of_turn", "hello said twice")
        if not hmac.compare_digest(msg["code"].upper().encode(), self.code.encode()):
            raise wire.ProtocolError("wrong_code", "that is not this table's code")
        seat = self._free_seat(msg["name"])
        if seat is None:
            raise wire.ProtocolError("table_full", "every seat is taken")
        conn.seat, conn.name = seat, msg["name"]
        self._by_seat[seat] = conn
        self._heard[seat] = replay_start(self._events())
        self.names[seat] = msg["name"] or self.seats[seat].name
        log.info("seat %d taken by %r from %s", seat, conn.name, conn.addr)
        self._send(conn, {"t": "welcome", "seat": seat, "names": self.names,
                          "rules": self.rules.to_dict()})
        self._broadcast_seats()
        if self.started:
            self._send_state(conn)
        self._changed_status()

    def _free_seat(self, name: str) -> int | None:
        free = [i for i in self.remote_seats() if i not in self._by_seat]
        mine = [i for i in free if name and self.names[i] == name]
        choice = mine or free
        return choice[0] if choice else None

    def _act(self, seat: int, seq: int, kind: str, msg: dict[str, Any]) -> None:
        who, asked, _count = ask_of(self.match)
        if not self.started or seq != self.seq or who != seat or not _answers(asked, kind):
            raise wire.ProtocolError("out_of_turn", f"seat {seat} was not asked for that")
        try:
            self._apply(seat, kind, msg)
        except IllegalAction as exc:
            raise wire.ProtocolError("illegal", exc.reason.sentence()) from None
        self._changed()

    def _apply(self, seat: int, kind: str, msg: dict[str, Any]) -> None:
        m = self.match
        if kind == "pass":
            m.pass_turn(seat)
        elif kind == "play":
            play = codec.decode_play(msg["play"])
            assert play is not None
            m.play(seat, play)
        elif m.phase == "exchange":
            m.give(seat, list(msg["cards"]))
        else:
            m.hand_over(seat, list(msg["cards"]))

    def _local_actions(self) -> None:
        while True:
            try:
                seat, seq, kind, value = self._local.get_nowait()
            except queue.Empty:
                return
            who, asked, _ = ask_of(self.match)
            if self.seats[seat].kind != LOCAL or seq != self.seq or who != seat \
                    or not _answers(asked, kind):
                log.warning("the host's own action came out of turn; ignored")
                continue
            msg = {"play": codec.encode_play(value)} if kind == "play" else {"cards": value}
            try:
                self._apply(seat, kind, msg)
            except IllegalAction as exc:
                log.warning("the host's own action was refused: %s", exc)
                continue
            self._changed()

    # -- the engine --------------------------------------------------------------------------
    def _advance(self) -> None:
        """Let the computer act, deal rounds and report them, until a person must act."""
        m = self.match
        while True:
            if m.over:
                self._report_round()
                if not self._over_sent:
                    self._over_sent = True
                    self._broadcast({"t": "match_over", "standings": m.standings(),
                                     "totals": list(m.totals)})
                    self._changed_status()
                return
            if m.round is None and not m.steps or m.round is not None and m.round.over:
                self._report_round()
                m.start_round()
                self._changed()
                continue
            seat, asked, count = ask_of(m)
            assert seat is not None and asked is not None
            if self._person_at(seat):
                return
            if self.pace and time.monotonic() < self._next_at:
                return
            if self.hold is not None and self.hold():
                return
            self._robot_act(seat, asked, count)
            self._changed()
            if self.pace:
                self._next_at = time.monotonic() + self.pace
                return

    def _person_at(self, seat: int) -> bool:
        kind = self.seats[seat].kind
        return (kind == LOCAL or kind == REMOTE and seat in self._by_seat
                or kind == UECDA and self.uecda.connected(seat))

    def _robot(self, seat: int) -> Opponent:
        if seat not in self._robots:
            self._robots[seat] = make_opponent(self.seats[seat].level, seat)
        return self._robots[seat]

    def _robot_act(self, seat: int, asked: str, count: int) -> None:
        m, robot = self.match, self._robot(seat)
        if asked == "gift":
            m.give(seat, robot.choose_gift(exchange_view(m, seat), count))
        elif asked == "play":
            m.act(seat, robot.choose_play(play_view(m, seat)))
        else:
            m.hand_over(seat, robot.choose_handover(play_view(m, seat), asked, count))

    def _report_round(self) -> None:
        m = self.match
        while self._reported_round < len(m.results):
            order, titles, points = m.results[self._reported_round]
            self._reported_round += 1
            self._broadcast({"t": "round_over", "round": self._reported_round,
                             "order": list(order), "titles": list(titles),
                             "points": list(points), "totals": list(m.totals)})

    def _changed(self) -> None:
        self.seq += 1
        for conn in list(self._by_seat.values()):
            self._send_state(conn)
        self.uecda.changed()
        self._changed_status()

    def _changed_status(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def _events(self) -> list[object]:
        return self.match.events if self.match.events is not None else []

    def state_for(self, seat: int) -> dict[str, Any]:
        """The seat's next state, with the events it has not heard yet."""
        events = self._events()
        start = self._heard.get(seat, len(events))
        self._heard[seat] = len(events)
        return state_message(self.match, seat, self.seq, events[start:])

    def _send_state(self, conn: Conn) -> None:
        if conn.seat is not None and (self.match.round is not None or self.match.hands):
            self._send(conn, self.state_for(conn.seat))

    def _broadcast(self, message: dict[str, Any]) -> None:
        for conn in list(self._by_seat.values()):
            self._send(conn, message)

    def _broadcast_seats(self) -> None:
        connected = [s.connected for s in self.status()]
        self._broadcast({"t": "seats", "names": self.names, "connected": connected})

    def _send(self, conn: Conn, message: dict[str, Any]) -> None:
        if conn.closed:
            return
        if not conn.queue(message):
            self._drop(conn, "not_reading", "The connection stopped reading.", tell=False)
            return
        try:
            conn.flush()
        except OSError as exc:
            self._drop(conn, "gone", str(exc)[:100], tell=False)
            return
        self._watch(conn)

    def _drop(self, conn: Conn, reason: str, detail: str, tell: bool = True) -> None:
        """Close one connection, saying why; its seat goes to its computer level."""
        if conn.closed:
            return
        log.info("closing %s: %s %s", conn.addr, reason, detail)
        self.dropped.append((str(conn.addr), reason))
        if tell:
            conn.out.clear()
            conn.queue({"t": "bye", "reason": reason, "detail": detail[:200]})
            with contextlib.suppress(OSError):
                conn.flush()
        with contextlib.suppress(KeyError, ValueError):
            self._sel.unregister(conn.sock)
        self._conns.pop(conn.sock.fileno(), None)
        conn.close()
        if conn.seat is not None and self._by_seat.get(conn.seat) is conn:
            del self._by_seat[conn.seat]
            self._broadcast_seats()
            self._changed_status()


def _answers(asked: str | None, kind: str) -> bool:
    """Does a message of ``kind`` answer the ask?"""
    if asked == "play":
        return kind in ("play", "pass")
    return asked is not None and kind == "cards"


def lan_address() -> str:
    """This machine's address on the LAN (the one a route out would use), for the host to
    show; 127.0.0.1 when there is none."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the interface
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
