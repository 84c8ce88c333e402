"""One of our levels as a UECda program: it reads the tables, keeps what it saw of the game,
and answers with the level's choice from a ``PublicView`` built of that alone.

The view's seats are the table's seats in playing order (``[6][10..14]``), so the levels'
look-ahead sees the turn go round as it does at the contest's table.
"""

from __future__ import annotations

import socket
from dataclasses import dataclass, field

from game.ai.base import Opponent
from game.engine.history import Entry, Turn
from game.engine.house import joker_suits
from game.engine.match import CITIZEN, PRESIDENT, SCUM, VICE_PRESIDENT, VICE_SCUM
from game.engine.options import UECDA, Rules
from game.engine.plays import Play
from game.engine.view import PublicView
from game.uecda import table as tb
from game.uecda.server import GAME_OVER, MATCH_OVER, REJECTED, recv_exact

TITLE_OF = (PRESIDENT, VICE_PRESIDENT, CITIZEN, VICE_SCUM, SCUM)


def profile(name: str) -> tb.Table:
    t = tb.empty()
    t[0][0] = tb.PROTOCOL
    for i, ch in enumerate(name.encode("ascii", "replace")[:13]):
        t[1][i] = ch
    return t


@dataclass
class Seen:
    """What this program has seen of the game being played."""

    top: Play | None = None
    owner: int | None = None  # the player whose combination is on the field
    suits: frozenset[int] | None = None  # its suits, as the field table shows its joker
    passed: set[int] = field(default_factory=set)  # since the field was last cleared
    finished: list[int] = field(default_factory=list)
    history: list[Entry] = field(default_factory=list)


class Program:
    def __init__(self, host: str, port: int, opponent: Opponent, name: str = "president",
                 rules: Rules = UECDA, timeout: float = 60.0) -> None:
        self.opponent = opponent
        self.rules = rules
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.sock.sendall(tb.pack(profile(name)))
        self.number = tb.unpack_int(recv_exact(self.sock, 4))
        self.rejected = 0
        self.games = 0

    def _table(self) -> tb.Table:
        return tb.unpack(recv_exact(self.sock, tb.SIZE))

    def _int(self) -> int:
        return tb.unpack_int(recv_exact(self.sock, 4))

    def run(self) -> int:
        """Play until the server says the match is over; the games played."""
        try:
            while True:
                if self._game() == MATCH_OVER:
                    return self.games
        finally:
            self.sock.close()

    def _game(self) -> int:
        deal = self._table()
        seen = Seen()
        if deal[5][0] == 1 and deal[5][1] > 0:
            view = self._view(deal, seen)
            gift = self.opponent.choose_gift(view, deal[5][1])
            self.sock.sendall(tb.pack(tb.hand_table(gift)))
        while True:
            mine = self._table()
            turn = mine[5][3]
            if mine[5][2] == 1:
                view = self._view(mine, seen)
                play = self.opponent.choose_play(view)
                self.sock.sendall(tb.pack(self._move(play, view)))
                if self._int() == REJECTED:
                    self.rejected += 1
            fld = self._table()
            self._saw(seen, mine, fld, turn)
            status = self._int()
            if status in (GAME_OVER, MATCH_OVER):
                self.games += 1
                return status

    def _move(self, play: Play | None, view: PublicView) -> tb.Table:
        """The move table of ``play``: a joker in a set written in the suit the rules give it
        (the lock's, or with ``joker_suit`` the one matching the field's play)."""
        suits = view.lock
        if play is not None and suits is None and self.rules.joker_suit:
            suits = joker_suits(play, view.suits if view.top is not None else None)
        return tb.move_table(play, view.revolution, view.lock, suits)

    def _saw(self, seen: Seen, before: tb.Table, fld: tb.Table, player: int) -> None:
        """Note the turn ``player`` just had: a play if the field changed, else a pass (also
        on the empty field, with ``leader_pass``: it counts until the field is cleared)."""
        order = before[6][10:15]
        pos = {p: i for i, p in enumerate(order)}
        shown = tb.read_move(fld, self.rules.runs)  # the last accepted combination
        top = None if fld[5][4] == 1 else shown
        held = before[6][player]
        rev = before[5][6] == 1
        lock = _lock(seen, before)
        if fld[6][player] < held:  # it played: the field shows what
            seen.history.append(Turn(pos[player], shown, seen.top, rev, lock, held))
            seen.owner = player
            if fld[6][player] == 0:
                seen.finished.append(player)
            if not self.rules.pass_is_final or top is None:
                seen.passed.clear()
        else:
            seen.history.append(Turn(pos[player], None, seen.top, rev, lock, held))
            if seen.top is not None and top is None:  # its pass cleared the field
                seen.passed.clear()
            else:
                seen.passed.add(player)
        if top is None:
            seen.owner = None
        seen.top = top
        seen.suits = _suits(fld) if top is not None else None

    def _view(self, t: tb.Table, seen: Seen) -> PublicView:
        order = t[6][10:15]
        pos = {p: i for i, p in enumerate(order)}
        classes = t[6][5:10]
        titles = (tuple(TITLE_OF[classes[p]] for p in order) if any(classes) else None)
        top = seen.top
        return PublicView(
            seat=pos[self.number], hand=tuple(tb.read_hand(t)),
            counts=tuple(t[6][p] for p in order), top=top,
            last_player=None if seen.owner is None else pos[seen.owner],
            passed=tuple(p in seen.passed for p in order), revolution=t[5][6] == 1,
            finished=tuple(pos[p] for p in seen.finished), turn=pos[self.number],
            rules=self.rules, round_number=self.games + 1, titles=titles,
            lock=_lock(seen, t), suits=seen.suits,
            skipped=(False,) * 5, history=tuple(seen.history),
        )


def _suits(fld: tb.Table) -> frozenset[int] | None:
    """The suits of the combination on the field, its joker in the row it stands in."""
    rows = {r for r in range(4) for c in range(1, 14) if fld[r][c] in (1, 2)}
    return frozenset(3 - r for r in rows) or None


def _lock(seen: Seen, t: tb.Table) -> frozenset[int] | None:
    """The suits the field is locked to ([5][7]): those of the combination on it."""
    if seen.top is None or t[5][7] != 1:
        return None
    return seen.suits

