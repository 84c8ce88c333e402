"""A UECda program written from the protocol summary alone (not from game.uecda): it plays
singles, its weakest card that beats the field, and passes on anything else."""

from __future__ import annotations

import socket
import struct

TABLE = struct.Struct(">120i")
INT = struct.Struct(">i")


def _recv(sock: socket.socket, n: int) -> bytes:
    buf = b""
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            raise ConnectionError("server closed")
        buf += chunk
    return buf


def _table(sock: socket.socket) -> list[list[int]]:
    flat = TABLE.unpack(_recv(sock, 480))
    return [list(flat[r * 15:(r + 1) * 15]) for r in range(8)]


def _send(sock: socket.socket, t: list[list[int]]) -> None:
    sock.sendall(TABLE.pack(*(v for row in t for v in row)))


def _zeros() -> list[list[int]]:
    return [[0] * 15 for _ in range(8)]


def _cards(t: list[list[int]]) -> list[tuple[int, int]]:
    """(row, column) of each natural card; the joker as (4, 14)."""
    out = [(r, c) for r in range(4) for c in range(1, 14) if t[r][c] == 1]
    return out + ([(4, 14)] if t[4][1] == 2 else [])


def _strength(col: int, rev: bool) -> int:
    return 100 if col == 14 else (14 - col if rev else col)


class TestProgram:
    __test__ = False  # a UECda program, not a test case

    def __init__(self, port: int, name: str) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=60)
        profile = _zeros()
        profile[0][0] = 20070
        for i, ch in enumerate(name.encode()[:13]):
            profile[1][i] = ch
        _send(self.sock, profile)
        self.number = INT.unpack(_recv(self.sock, 4))[0]
        self.rejected = 0
        self.games = 0
        self.field: list[list[int]] = _zeros()

    def run(self) -> None:
        while True:
            deal = _table(self.sock)
            if deal[5][0] == 1 and deal[5][1] > 0:  # give back my weakest cards
                mine = sorted(_cards(deal), key=lambda rc: _strength(rc[1], False))
                gift = _zeros()
                for r, c in mine[:deal[5][1]]:
                    gift[r][c] = 1
                _send(self.sock, gift)
            self.field = _zeros()
            self.field[5][4] = 1
            while True:
                mine_t = _table(self.sock)
                if mine_t[5][2] == 1:
                    _send(self.sock, self._move(mine_t))
                    if INT.unpack(_recv(self.sock, 4))[0] == 8:
                        self.rejected += 1
                self.field = _table(self.sock)
                status = INT.unpack(_recv(self.sock, 4))[0]
                if status:
                    self.games += 1
                    if status == 2:
                        self.sock.close()
                        return
                    break

    def _move(self, t: list[list[int]]) -> list[list[int]]:
        rev = t[5][6] == 1
        mine = sorted(_cards(t), key=lambda rc: _strength(rc[1], rev))
        move = _zeros()
        if self.field[5][4] == 1:  # lead my weakest single
            r, c = mine[0]
            move[0 if r == 4 else r][(0 if rev else 14) if r == 4 else c] = 2 if r == 4 else 1
            return move
        on = [(r, c, v) for r in range(5) for c in range(15) if (v := self.field[r][c])]
        if len(on) != 1 or on[0][1] in (0, 14) or on[0][2] == 2 and t[5][7] == 1:
            return move  # not a natural single (a joker or a set): pass
        fr, fc, _ = on[0]
        need = _strength(fc, rev)
        for r, c in mine:
            if r == 4:
                continue  # keep the joker
            if _strength(c, rev) > need and (t[5][7] != 1 or r == fr):
                move[r][c] = 1
                return move
        return move
