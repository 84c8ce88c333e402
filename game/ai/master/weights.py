"""The policy's weights file: plain JSON under assets/ai/, versioned, loaded once.

A missing or damaged file is the one boundary where Master's absence is decided: the reason is
logged once and kept, ``unavailable()`` says it, and the level cannot be chosen (the settings
leave it out, ``make_opponent`` refuses it with that reason). There is no stand-in policy.
"""

from __future__ import annotations

import json
import logging
from functools import cache
from pathlib import Path
from typing import Any

from game.ai.master.features import NAMES
from game.ai.master.policy import Policy
from game.resources import MissingAsset, asset

log = logging.getLogger(__name__)

FORMAT = "president-master-policy"
VERSION = 1
PARTS = ("ai", "master-policy.json")


class WeightsError(ValueError):
    """The weights file is missing, unreadable or not this version's."""


def parse(data: Any) -> list[float]:
    """The weights in a decoded file, or WeightsError saying what is wrong with it."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise WeightsError("it is not a Master policy file")
    if data.get("version") != VERSION:
        raise WeightsError(f"it is version {data.get('version')!r}, this game reads {VERSION}")
    if data.get("features") != list(NAMES):
        raise WeightsError("its features are not the ones this game computes")
    weights = data.get("weights")
    if (not isinstance(weights, list) or len(weights) != len(NAMES)
            or not all(isinstance(w, (int, float)) and not isinstance(w, bool) for w in weights)):
        raise WeightsError("its weights are not one number per feature")
    return [float(w) for w in weights]


def read(path: Path) -> list[float]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise WeightsError(f"it could not be read ({exc})") from exc
    return parse(data)


def document(weights: list[float], trained: dict[str, Any]) -> dict[str, Any]:
    """The file's contents for ``weights`` (``trained``: how they were made)."""
    return {"format": FORMAT, "version": VERSION, "features": list(NAMES),
            "weights": [round(w, 6) for w in weights], "trained": trained}


@cache
def _loaded() -> tuple[list[float] | None, str | None]:
    try:
        return read(asset(*PARTS)), None
    except (MissingAsset, WeightsError) as exc:
        reason = f"The Master opponent's policy file {'/'.join(PARTS)} is unusable: {exc}"
        log.error("%s; Master cannot be chosen.", reason)
        return None, reason


def unavailable() -> str | None:
    """Why Master cannot play (the weights file), or None when it can."""
    return _loaded()[1]


def policy(temperature: float = 1.0) -> Policy:
    """The shipped policy; WeightsError (the reason, logged once) if the file is unusable."""
    weights, reason = _loaded()
    if weights is None:
        raise WeightsError(reason)
    return Policy(weights, temperature)
