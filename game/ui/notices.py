"""Tells the player, once and in plain words, what file could not be used or kept.

``show_notices(app)`` opens the notice overlay (game.ui.scenes.notice) when game.storage has
queued notices (a settings file, autosave or statistics file that could not be read, a folder
that cannot be used, a save that failed); each notice is shown one time only. The title screen
shows them this way; elsewhere the app shows them as a toast (game.ui.toast) over whatever is
on screen, worded by ``notice_text``.
"""

from __future__ import annotations

from typing import Any

from game import storage
from game.i18n import catalog, language, t


def notice_text(notice: storage.Notice) -> str:
    """The sentences for one notice: what could not be read or kept, what is used instead,
    where a damaged file was kept."""
    if notice.kind == "unsaved":
        what, reason = notice.params.get("what", ""), notice.params.get("reason", "other")
        text = _text(f"notice.unsaved.{what}", "notice.unsaved.other", folder=str(
            notice.path.parent))
        return text + " " + _text(f"notice.reason.{reason}", "notice.reason.other")
    if notice.kind == "folder":
        return t("notice.folder", folder=str(notice.path))
    text = _text(f"notice.{notice.kind}", "notice.other")
    if notice.aside is not None:
        text += " " + t("notice.kept_as", file=notice.aside.name, folder=str(notice.aside.parent))
    elif notice.left:
        text += " " + t("notice.left", file=notice.path.name, folder=str(notice.path.parent))
    return text


def _text(key: str, fallback: str, **params: str) -> str:
    return t(key, **params) if key in catalog(language()) else t(fallback, **params)


def show_notices(app: Any) -> bool:
    """Open the notice overlay if anything is waiting to be told; True if it opened."""
    notices = storage.take_notices()
    if not notices:
        return False
    app.router.push("notice", [notice_text(n) for n in notices])
    return True

