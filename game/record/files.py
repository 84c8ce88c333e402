"""Record files: loading with clear errors, and saving atomically in a readable layout."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.atomic import write_text
from game.engine.match import Match
from game.record.model import Record, RecordError
from game.record.parse import read_record
from game.record.serialize import record_of

MAX_BYTES = 20_000_000  # far above any real match; refuses to read a wrong, huge file
WIDTH = 100  # lines up to this width keep a list or object on one line


class UnreadableFile(RecordError):
    """The file could not be read at all (missing, a folder, no permission)."""


def load_record(path: str | os.PathLike[str]) -> Record:
    """Read and validate a record file; RecordError (one sentence) if it is not one."""
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise UnreadableFile(f"Cannot read {os.fspath(path)}: {exc.strerror or exc}.") from None
    if len(data) > MAX_BYTES:
        raise RecordError(f"The file is larger than {MAX_BYTES // 1_000_000} MB; not a record.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError("The file is not UTF-8 text, so it cannot be a record.") from None
    return read_record(text)


def save_record(match: Match, path: str | os.PathLike[str]) -> None:
    """Write ``match``'s record to ``path`` atomically: a crash leaves the old file or the new."""
    write_text(Path(path), dumps_record(record_of(match)))


def dumps_record(data: dict[str, Any]) -> str:
    """JSON text with each hand, gift and action on one line, for people reading bug reports."""
    return _dump(data, 0) + "\n"


def _dump(value: Any, indent: int) -> str:
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or len(flat) + indent <= WIDTH or not value:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, list):
        items = [pad + _dump(v, indent + 2) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    items = [
        pad + json.dumps(k, ensure_ascii=False) + ": " + _dump(v, indent + 2)
        for k, v in value.items()
    ]
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
