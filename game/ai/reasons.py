"""Why a level chose a play: a score kept as its named terms, and the term that decided.

Normal and Hard score every candidate as a sum of terms (the split's gain, the lead, the
house rules' bonuses, the cost of spending a control card...). The reason for a play is the
term in which it beat the runner-up most; the levels turn that term into a reason code the UI
words (``ui.why.<code>``, see game/ui/why.py).
"""

from __future__ import annotations


class Tally:
    """A score as named terms, added in order, so ``total`` is the very float a plain sum
    gives."""

    __slots__ = ("comeback", "groups", "parts", "total", "turns", "win")

    def __init__(self) -> None:
        self.parts: list[tuple[str, float]] = []
        self.total = 0.0
        self.win = 0.0  # the chance of winning the trick the score reckoned with
        self.groups = 0  # groups the play leaves in the hand
        self.turns = False  # the play turns the order (a revolution)
        self.comeback = False  # after a jack back, a kept group may take the trick back

    def add(self, term: str, value: float) -> Tally:
        self.parts.append((term, value))
        self.total += value
        return self

    def get(self, term: str) -> float:
        return sum(v for name, v in self.parts if name == term)

    def names(self) -> list[str]:
        return list(dict.fromkeys(name for name, _ in self.parts))


def deciding(chosen: Tally, other: Tally) -> str | None:
    """The term in which ``chosen`` beat ``other`` most (None: in none)."""
    terms = dict.fromkeys(chosen.names() + other.names())
    best, lead = None, 1e-9
    for term in terms:
        diff = chosen.get(term) - other.get(term)
        if diff > lead:
            best, lead = term, diff
    return best
