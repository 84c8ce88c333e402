"""Why an action is not legal: a code with parameters, for the UI to translate.

The English sentences here serve the record checker and logs; the game's screens translate the
code through their own catalogs instead.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

SENTENCES = {
    "round_over": "The round is already over.",
    "not_your_turn": "It is seat {turn}'s turn, not seat {seat}'s.",
    "not_in_hand": "Seat {seat} does not hold {card}.",
    "duplicate_card": "The same card is played twice ({card}).",
    "empty": "A play needs at least one card.",
    "must_lead": "The leader of a trick must play; passing is not allowed.",
    "mixed_ranks": "Those cards are not one rank, and they do not form a run.",
    "runs_off": "Those cards are not one rank (runs are not in play).",
    "run_short": "A run needs at least 3 cards.",
    "run_gap": "Those cards are not consecutive, and the jokers cannot fill the gaps.",
    "ambiguous": "The play can mean several things; say what each joker stands for.",
    "not_a_reading": "The cards {cards} do not make the play they are said to be.",
    "bad_joker_meaning": "A joker's meaning ({meaning}) does not fit this play.",
    "wrong_kind": "The trick is played with {kind}s; this play is not a {kind}.",
    "wrong_count": "The trick needs {count} card(s) per play.",
    "too_low": "The play must be {rank} or {direction}.",
    "needs_jokers": "Only jokers can follow jokers.",
    "passed_out": "Seat {seat} has passed and sits out until the pile is cleared.",
    "exchange_pending": "The card exchange is not finished.",
    "no_exchange": "No card exchange is due now.",
    "exchange_wrong_seat": "Seat {seat} is not the one to give cards now (seat {expected} is).",
    "exchange_count": "Seat {seat} must give {count} card(s).",
    "exchange_not_highest": "Seat {seat} must give their highest card(s): {expected}.",
    "exchange_wrong_receiver": "Seat {seat} must give to seat {expected}, not seat {to}.",
    "gone_out": "Seat {seat} has already gone out.",
    # House rules.
    "must_beat": "The play must be {direction} than {rank} (must beat).",
    "locked": "The pile is locked to {suits}: the play must be in exactly those suits.",
    "owes": "Seat {seat} must first {kind} {count} card(s).",
    "nothing_owed": "Seat {seat} has no card(s) to {kind} now.",
    "owe_count": "Seat {seat} must {kind} exactly {count} card(s).",
}
JACK_BACK_NOTE = " A jack back holds: the order is reversed until the pile is cleared."


@dataclass(frozen=True)
class Reason:
    """A rule the action broke: ``code`` (a key of SENTENCES) and its parameters."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)

    def sentence(self) -> str:
        text = SENTENCES[self.code].format(**self.params)
        return text + JACK_BACK_NOTE if self.params.get("jack_back") else text


class IllegalAction(ValueError):
    """An action the rules do not allow; ``reason`` says which rule."""

    def __init__(self, reason: Reason) -> None:
        super().__init__(reason.sentence())
        self.reason = reason
