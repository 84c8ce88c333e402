"""What the host's screens say of the seats and of friends coming and going."""

from __future__ import annotations

from typing import Any

from game.i18n import t
from game.net.host import COMPUTER, LOCAL
from game.ui.host.plan import UECDA
from game.ui.host.session import Change, SeatRow
from game.ui.words import default_seat_name, level_name


def seat_label(row: SeatRow) -> str:
    """The seat's name: the friend's own once they said it, else the seat's usual name."""
    return row.name or default_seat_name(row.seat)


def seat_state(row: SeatRow, uecda_port: int = 0) -> str:
    """What the open table says of a seat: who plays it now (a program's seat: the port it
    joins on)."""
    if row.kind == LOCAL:
        return t("ui.host.state.you")
    if row.kind == COMPUTER:
        return t("ui.host.state.computer", level=level_name(row.level))
    if row.here:
        return t("ui.host.state.program_here" if row.kind == UECDA else "ui.host.state.here")
    if row.kind == UECDA:
        return t("ui.host.state.program_waiting", port=uecda_port, level=level_name(row.level))
    return t("ui.host.state.waiting", level=level_name(row.level))


def change_text(change: Change, hosting: Any) -> str:
    """A friend came back or left, with who plays for them meanwhile."""
    row = hosting.seat_rows()[change.seat]
    name = seat_label(row)
    if change.here:
        return t("ui.host.came", name=name)
    return t("ui.host.left", name=name, level=level_name(row.level), code=hosting.code)
