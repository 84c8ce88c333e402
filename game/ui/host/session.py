"""The host's side of a table over the network, for the game's table, without pygame.

``HostSession`` owns the referee (game.net.host.Host) and is what the table reads of a session
(game.ui.session.TableSession): the rules, the match, its events, each seat's level. The screen
drives the host's loop once a frame (``poll``: never waiting), so the match is only ever
touched on the screen's thread; the host's own player acts through the host's LOCAL seat
(game.ui.host.controller). The computer seats, and a friend's seat while the friend is away,
wait for the host's screen to show the last action and the opponent delay (``hold``): the
whole table follows the host's pace, as it does at home.

What the autosave keeps beside the record (``extra``): the seats, their names and the table
code, so Continue opens the same table again and friends take their seats back with the code.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import storage
from game.ai import LEVELS, master_unavailable
from game.net.host import COMPUTER, LOCAL, REMOTE, Host, Seat, lan_address
from game.saves import Resumed
from game.settings import MAX_NAME
from game.ui.host.plan import ANY, LOOPBACK, UECDA, HostPlan

log = logging.getLogger(__name__)

DEFAULT_PORT = 5050  # the join screen's default: a friend need not change it


@dataclass(frozen=True)
class Change:
    """A friend came to the table or left it."""

    seat: int
    name: str
    here: bool


@dataclass(frozen=True)
class SeatRow:
    """One seat as the open table and the table's corner show it."""

    seat: int
    kind: str
    level: str
    name: str
    here: bool  # a friend's player (or a program) is connected; a computer is always here


class HostSession:
    recorded_here = True  # the host keeps the finished match's record and statistics

    def __init__(self, host: Host, player_name: str = "", lan: bool = False,
                 address: str = LOOPBACK) -> None:
        self.host = host
        self.rules = host.rules
        self.match = host.match
        assert host.match.events is not None
        self.events: list[object] = host.match.events
        self.seed = host.match.seed
        self.player_name = player_name
        self.lan = lan
        self.address = address  # what friends type in
        self.opponents: dict[int, Any] = {}  # the host plays the computer seats
        self.delay = 0.0  # the opponent delay of the host's settings
        self.waited = 0.0  # how long the screen has stood caught up since the last action
        self.caught_up: Callable[[], bool] = lambda: True  # the table's director is idle
        self._seen = len(self.events)
        self.changes: list[Change] = []
        self.closed = False
        self.opened = False
        self._here = [row.here for row in self.seat_rows()]
        host.hold = self.hold

    @classmethod
    def new(cls, plan: HostPlan, player_name: str = "", names: list[str] | None = None,
            seed: int | None = None, code: str | None = None) -> HostSession:
        seed = random.randrange(1 << 30) if seed is None else seed
        host = Host(plan.rules, plan.host_seats(player_name, names), seed=seed, bind=plan.bind,
                    code=code)
        return cls(host, player_name, plan.lan, plan.shown_address())

    # -- the table's life --------------------------------------------------------------------
    def open(self, port: int = DEFAULT_PORT) -> int:
        """Listen (on ``port`` if it is free, else on any): the port friends type in.
        OSError when the address cannot be listened on at all."""
        try:
            self.host.port = port
            self.host.open()
        except OSError as exc:
            log.info("port %d is not free (%s); any port will do", port, exc)
            self.host.port = 0
            self.host.open()
        self.opened = True
        return self.host.port

    @property
    def code(self) -> str:
        return self.host.code

    @property
    def port(self) -> int:
        return self.host.port

    @property
    def uecda_port(self) -> int:
        """The port UECda programs join (0 when no seat is theirs)."""
        return self.host.uecda_port

    @property
    def started(self) -> bool:
        return self.host.started

    def start(self) -> None:
        """Start (or go on with) the match: a friend not here yet is played by their level
        and takes the seat with the code later."""
        self.host.start()

    def poll(self, dt: float = 0.0) -> None:
        """One turn of the host's loop, never waiting (the screen calls it every frame)."""
        if self.closed:
            return
        self.host.poll(0)
        self._watch()

    def close(self) -> None:
        """Close the table (every friend is told so)."""
        if not self.closed:
            self.closed = True
            self.host.close()

    # -- the pace ----------------------------------------------------------------------------
    def hold(self) -> bool:
        """Whether the computer's next action waits: until the host's screen shows the last
        action and the opponent delay has run since (the host's own hook)."""
        n = len(self.events)
        if n != self._seen:
            self._seen, self.waited = n, 0.0
            return True
        return not self.caught_up() or self.waited < self.delay

    def wait(self, dt: float, delay: float) -> None:
        """The screen stood caught up for ``dt`` seconds more."""
        self.delay = delay
        self.waited += dt

    def hurry(self) -> None:
        """The host clicked the felt: the computer need not wait out the delay."""
        self.waited = max(self.waited, self.delay)

    # -- the seats ---------------------------------------------------------------------------
    def seat_rows(self) -> list[SeatRow]:
        status = self.host.status()
        return [SeatRow(i, seat.kind, seat.level, status[i].name, status[i].connected)
                for i, seat in enumerate(self.host.seats)]

    @property
    def names(self) -> list[str]:
        return list(self.host.names)

    @property
    def levels(self) -> list[str]:
        """What each seat's panel says under the name: the player, a friend here or away
        (played by the computer), a program, a computer level."""
        out = []
        for row in self.seat_rows():
            if row.kind == LOCAL:
                out.append("human")
            elif row.kind == REMOTE:
                out.append("remote" if row.here else "friend_away")
            elif row.kind == UECDA:
                out.append(UECDA)
            else:
                out.append(row.level)
        return out

    def friends_here(self) -> int:
        return sum(1 for r in self.seat_rows() if r.kind == REMOTE and r.here)

    def _watch(self) -> None:
        """Note each friend who came or went since the last look."""
        rows = self.seat_rows()
        for row, was in zip(rows, self._here):
            if row.kind in (REMOTE, UECDA) and row.here != was:
                self.changes.append(Change(row.seat, row.name, row.here))
        self._here = [row.here for row in rows]

    def take_changes(self) -> list[Change]:
        changes, self.changes = self.changes, []
        return changes

    @staticmethod
    def again(app: Any) -> None:
        """"Play again" at the standings: set up another table."""
        app.router.clear_to("host")

    # -- saving and resuming -----------------------------------------------------------------
    def extra(self) -> dict[str, Any]:
        """What the autosave keeps beside the record: the seats, their names, the code."""
        levels = ["human"] + [s.level if s.kind == COMPUTER else s.kind
                              for s in self.host.seats[1:]]
        seats = [{"kind": s.kind, "level": s.level, "name": self.host.names[i]}
                 for i, s in enumerate(self.host.seats)]
        return {"levels": levels, "player_name": self.player_name, "seed": self.seed,
                "hosted": {"code": self.code, "port": self.port, "lan": self.lan,
                           "seats": seats}}

    @classmethod
    def from_saved(cls, saved: Resumed) -> HostSession:
        """The table a saved hosted match was played at, opened again around the match
        (DamagedFile when what was saved of the table cannot be used)."""
        hosted = hosted_part(saved.extra, saved.match.rules.players)
        seats = hosted["seats"]
        host = Host(saved.match.rules, seats, seed=saved.match.seed, bind=ANY if hosted["lan"]
                    else LOOPBACK, code=hosted["code"], match=saved.match)
        name = saved.extra.get("player_name")
        session = cls(host, name if isinstance(name, str) else "", hosted["lan"])
        if hosted["lan"]:
            session.address = lan_address()
        session.saved_port = hosted["port"]
        return session

    saved_port = DEFAULT_PORT  # the port to open on again


def keep_polling(app: Any, hosting: HostSession) -> None:
    """The host's loop turns every frame from now on, whichever scene is on top; closing the
    window closes the table (the friends are told)."""
    if hosting.poll not in app.pollers:
        app.pollers.append(hosting.poll)
    if hosting.close not in app.closers:
        app.closers.append(hosting.close)


def close_table(app: Any, hosting: HostSession) -> None:
    hosting.poll()  # the last action's state goes out before the table closes
    hosting.close()
    for hooks, hook in ((app.pollers, hosting.poll), (app.closers, hosting.close)):
        if hook in hooks:
            hooks.remove(hook)


def hosted_part(extra: dict[str, Any], players: int) -> dict[str, Any]:
    """The saved table (seats, code, port, address), checked; DamagedFile if it is not one
    this game wrote."""
    data = extra.get("hosted")
    if not isinstance(data, dict):
        raise storage.DamagedFile("has a hosted table that is not a mapping")
    code = data.get("code")
    if not (isinstance(code, str) and 4 <= len(code) <= 16 and code.isascii()
            and code.isalnum()):
        raise storage.DamagedFile("has a table code that is not one")
    port = data.get("port")
    if isinstance(port, bool) or not isinstance(port, int) or not 0 <= port <= 65535:
        raise storage.DamagedFile("has a port that is not one")
    lan = data.get("lan")
    if not isinstance(lan, bool):
        raise storage.DamagedFile("does not say where the table listens")
    raw = data.get("seats")
    if not isinstance(raw, list) or len(raw) != players:
        raise storage.DamagedFile(f"does not have {players} seats")
    seats = [_seat(item, i) for i, item in enumerate(raw)]
    return {"code": code.upper(), "port": port, "lan": lan, "seats": seats}


def _seat(item: Any, index: int) -> Seat:
    if not isinstance(item, dict):
        raise storage.DamagedFile("has a seat that is not a mapping")
    kinds = (LOCAL,) if index == 0 else (REMOTE, COMPUTER, UECDA)
    kind, level, name = item.get("kind"), item.get("level"), item.get("name", "")
    if kind not in kinds:
        raise storage.DamagedFile(f"has a seat of a kind this game cannot seat ({kind!r:.20})")
    if level not in LEVELS:
        raise storage.DamagedFile(f"has a seat of an unknown level ({level!r:.20})")
    if not isinstance(name, str):
        raise storage.DamagedFile("has a seat's name that is not text")
    name = "".join(ch for ch in name if ch.isprintable())[:MAX_NAME]
    if level == "master" and master_unavailable() is not None:
        log.warning("Master cannot play (%s); Hard plays in seat %d", master_unavailable(),
                    index)
        level = "hard"
    return Seat(str(kind), str(level), name)
