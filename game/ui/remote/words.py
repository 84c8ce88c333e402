"""What the player is told when joining fails or the connection ends: catalog keys by reason
(the host's bye reasons, docs/network.md, and the link's own: game.net.link)."""

from __future__ import annotations

from game.i18n import t

# Before the table: why joining did not work.
JOIN_FAILED = {
    "address": "ui.join.error.address",
    "no_answer": "ui.join.error.no_answer",
    "wrong_code": "ui.join.error.wrong_code",
    "table_full": "ui.join.error.table_full",
    "bad_version": "ui.join.error.version",
    "busy": "ui.join.error.busy",
    "table_closed": "ui.join.error.closed",
    "lost": "ui.join.error.lost",
    "no_hello": "ui.join.error.no_answer",
}
# At the table: why it ended.
TABLE_ENDED = {
    "table_closed": "ui.join.ended.closed",
    "lost": "ui.join.ended.lost",
    "gone": "ui.join.ended.lost",
}


def join_failed(why: str, detail: str = "") -> str:
    key = JOIN_FAILED.get(why)
    return t(key) if key is not None else t("ui.join.error.refused", reason=why)


def table_ended(why: str) -> str:
    key = TABLE_ENDED.get(why)
    return t(key) if key is not None else t("ui.join.ended.dropped", reason=why)


# What the fields must hold before anything is sent (the host checks again).
def check_fields(address: str, port: str, code: str) -> str | None:
    """Why the fields cannot be used, worded; None when they can."""
    address = address.strip()
    if not address or len(address) > 253 or any(ch.isspace() for ch in address):
        return t("ui.join.error.no_address")
    if not port.strip().isdigit() or not 1 <= int(port.strip()) <= 65535:
        return t("ui.join.error.port")
    code = code.strip()
    if not 4 <= len(code) <= 16 or not code.isalnum() or not code.isascii():
        return t("ui.join.error.code")
    return None
