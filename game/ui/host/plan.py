"""What the host chooses before opening a table, without pygame: the rules, who sits at each
seat other than the host's own, and where the table listens."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.ai import master_unavailable
from game.engine.options import PRESETS, Rules, switch_preset
from game.net.host import COMPUTER, LOCAL, REMOTE, UECDA, Seat, lan_address
from game.settings import LEVELS

FRIEND, PROGRAM = REMOTE, UECDA  # the seat kinds a player picks, as the host names them
LOOPBACK = "127.0.0.1"
ANY = "0.0.0.0"  # the LAN: every interface; the screen shows the one a route out uses


def offered_levels() -> list[str]:
    """The computer levels a seat can have (Master only with its policy file)."""
    return [lv for lv in LEVELS if lv != "master" or master_unavailable() is None]


@dataclass
class SeatPlan:
    kind: str  # FRIEND, COMPUTER or PROGRAM
    level: str = "normal"  # a computer's level; a friend's or program's while it is away


@dataclass
class HostPlan:
    rules: Rules
    seats: list[SeatPlan] = field(default_factory=list)  # seats 1.., the host sits at 0
    lan: bool = False  # listen on the LAN (else this machine only)

    @classmethod
    def from_settings(cls, rules: Rules, levels: list[str]) -> HostPlan:
        """The settings' rules; the first seat a friend's, the others the settings' levels."""
        plan = cls(rules)
        plan._fit(levels)
        if plan.seats:
            plan.seats[0].kind = FRIEND
        return plan

    def _fit(self, levels: list[str] | None = None) -> None:
        """As many seats as the rules have players beside the host."""
        offered = offered_levels()
        while len(self.seats) < self.rules.players - 1:
            i = len(self.seats)
            level = levels[i % len(levels)] if levels else "normal"
            self.seats.append(SeatPlan(COMPUTER, level if level in offered else "normal"))
        del self.seats[self.rules.players - 1:]
        for seat in self.seats:
            if seat.kind not in self.kinds():
                seat.kind = FRIEND

    @property
    def preset(self) -> str | None:
        return self.rules.preset_name

    def set_preset(self, name: str) -> None:
        if name not in PRESETS:
            raise ValueError(f"no preset {name!r}")
        self.rules = switch_preset(name, self.rules)
        self._fit()

    def set_players(self, players: int) -> None:
        self.rules = self.rules.with_(players=max(3, min(6, players)))
        self._fit()

    def kinds(self) -> list[str]:
        """Who may sit at a seat: a friend, a computer level, and under the UECda preset a
        UECda program."""
        kinds = [FRIEND, COMPUTER]
        if self.preset == UECDA:
            kinds.append(PROGRAM)
        return kinds

    def set_kind(self, index: int, kind: str) -> None:
        if kind not in self.kinds():
            raise ValueError(f"{kind!r} cannot sit here")
        self.seats[index].kind = kind

    def set_level(self, index: int, level: str) -> None:
        if level not in offered_levels():
            raise ValueError(f"no level {level!r}")
        self.seats[index].level = level

    def friends(self) -> int:
        return sum(1 for s in self.seats if s.kind == FRIEND)

    # -- what the host is made of ------------------------------------------------------------
    def host_seats(self, player_name: str = "", names: list[str] | None = None) -> list[Seat]:
        """The host's seats: its own player at 0, then each seat as chosen; ``names`` are the
        computer seats' (the settings' opponent names)."""
        names = names or []
        seats = [Seat(LOCAL, name=player_name)]
        for i, plan in enumerate(self.seats, start=1):
            name = names[i - 1] if plan.kind == COMPUTER and i - 1 < len(names) else ""
            seats.append(Seat(plan.kind, plan.level, name))
        return seats

    @property
    def bind(self) -> str:
        return ANY if self.lan else LOOPBACK

    def shown_address(self) -> str:
        """The address friends type in (the LAN's, or this machine's)."""
        return lan_address() if self.lan else LOOPBACK
