"""``python -m game.record check FILE [--legal]``: replay a record and report each action.

Exit 0 when every action is legal, 1 at the first illegal one (after printing its line), 2 when
the file is not a valid record (one sentence on standard error).
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from game.record import RecordError, check, load_record
from game.record.files import UnreadableFile


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.record", description="Game records of President."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    checker = commands.add_parser(
        "check", help="replay a record and print what the rules made of each action"
    )
    checker.add_argument("file", metavar="FILE", help="the record (JSON)")
    checker.add_argument(
        "--legal", action="store_true", help="also list the legal plays of the seat to act next"
    )
    args = parser.parse_args(argv)
    try:
        report = check(load_record(args.file), with_legal=args.legal)
    except UnreadableFile as exc:
        print(exc, file=sys.stderr)
        return 2
    except RecordError as exc:
        print(f"{args.file} is not a valid record: {_lower_first(str(exc))}", file=sys.stderr)
        return 2
    try:
        for line in report.lines:
            sys.stdout.write(json.dumps(line, ensure_ascii=False) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (e.g. piped into head)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return report.exit_code


def _lower_first(text: str) -> str:
    """A message made to follow "is not a valid record: ": its first letter lower-cased unless
    it starts a name (a seat, a card, a file), and no article before a place in the record
    ("The round 1, action 1's seat is …" reads "round 1, action 1's seat is …")."""
    if text.startswith("The round ") and "," in text.split(" is ", 1)[0]:
        text = text[len("The "):]
    first = text.split(" ", 1)[0]
    if first.isalpha() and (len(first) == 1 or first[1:].islower()):
        return text[0].lower() + text[1:]
    return text


if __name__ == "__main__":
    raise SystemExit(main())
