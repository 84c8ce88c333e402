"""Translated text: every visible string comes from the catalogs in assets/i18n/<lang>/.

Each language is a folder of JSON files, one per area of the game (app.json, table.json, …),
merged into one catalog; a key must not appear in two files of the same language.

``t("key", name=...)`` looks the key up in the current language and formats it with the
parameters; a key missing from Danish falls back to English (a test keeps both complete).
"""

from __future__ import annotations

import json
import locale
import os
from functools import cache
from typing import Any

from game.resources import asset, damaged

LANGUAGES = {"en": "English", "da": "Dansk"}
DEFAULT = "en"
_current = DEFAULT


@cache
def catalog(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for path in sorted(asset("i18n", lang).glob("*.json")):
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError, RecursionError) as exc:  # cut short, not UTF-8, not JSON
            raise damaged(path, "not a readable catalog") from exc
        if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
            raise damaged(path, "not a catalog of texts")
        merged.update({k: v for k, v in data.items() if not k.startswith("_")})
    return merged


def set_language(lang: str) -> None:
    global _current
    _current = lang if lang in LANGUAGES else DEFAULT


def language() -> str:
    return _current


def system_language() -> str:
    """The language to start in on first run: Danish on a Danish system, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            return "da" if value.lower().startswith("da") else DEFAULT
    try:
        loc = locale.getlocale()[0] or ""
    except ValueError:
        loc = ""
    return "da" if loc.lower().startswith("da") else DEFAULT


def t(key: str, **params: Any) -> str:
    """The text for ``key`` in the current language, formatted with ``params``."""
    text = catalog(_current).get(key)
    if text is None:
        text = catalog(DEFAULT).get(key, key)
    return text.format(**params) if params else text
