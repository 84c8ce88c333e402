"""Why a level chose a play: a score kept as its named terms, and the term that decided.

Normal and Hard score every candidate as a sum of terms (the split's gain, the lead, the
house rules' bonuses, the cost of spending a control card...). The reason for a play is the
term in which it beat the runner-up most; the levels turn that term into a reason code the UI
words (``ui.why.<code>``, see game/ui/why.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.order import clear_reason
from game.engine.plays import RUN, Play
from game.engine.view import PublicView

if TYPE_CHECKING:
    from game.ai.normal import NormalOpponent


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


# Every reason code a level may give; ``keeps_control``, ``search_best`` and ``solved_best`` may
# carry a number after a colon (the rank kept; the deals played out or solved), as
# ``keeps_control:12``.
REASONS = (
    # any level
    "no_play", "only_play", "plan", "goes_out",
    # Easy
    "easy_lead", "easy_lowest", "easy_keeps_sets", "easy_jokers", "easy_pass",
    # Normal's terms (Hard's and Master's guide too)
    "runs_out", "keeps_sets_pass", "holds_back", "keeps_control", "revolution",
    "fewest_groups", "sheds_weak", "jack_back", "eight_clears", "clears_top", "spade_three",
    "skips_clear", "locks", "skips", "takes_lead", "capital_fall", "skips_near_out",
    "leads_shape", "leads_many", "leads_low", "eight_low", "sevens_give", "tens_discard",
    # Hard
    "forced_win", "unbeatable", "blocks", "leads_safe", "playouts",
    # Master
    "sure_win", "endgame", "search_best", "solved_best",
    # random legal play (the arena's floor)
    "random",
)


def with_number(code: str, n: int) -> str:
    return f"{code}:{n}"


def split_code(code: str) -> tuple[str, int | None]:
    """A reason code and the number it carries, if any."""
    name, _, arg = code.partition(":")
    return name, int(arg) if arg.lstrip("-").isdigit() else None


# -- Normal's reasons (Hard's and Master's guide: the same scoring) ----------------------------
def explain(op: NormalOpponent, view: PublicView, play: Play | None) -> str:
    """Why ``op`` would choose ``play`` in ``view``: the term of its score that set it above
    the runner-up (for a play it ranks lower, above the best play it ranks below it)."""
    if play is None and not view.legal_plays():
        return "no_play"
    options = op.tallied(view, play)
    chosen = next(t for t, p in options if p == play)
    if chosen.get("goes_out"):
        return "goes_out"
    others = [(t, p) for t, p in options if p != play and t.parts != chosen.parts]
    if not others:
        return "only_play"
    beaten = [(t, p) for t, p in others if t.total <= chosen.total]
    for other in beaten or others:  # not its pick: what it still weighed in its favour
        term = deciding(chosen, other[0])
        if term is not None:
            return op.term_code(view, play, term, chosen, other)
        if play is None:  # a pass that only ties: nothing is worth playing
            return "holds_back"
    return "plan"


def top_rank(play: Play) -> int:
    return play.high if play.kind == RUN else play.rank


def kept(other: Play | None) -> str:
    """The control card the runner-up would have spent."""
    return with_number("keeps_control", top_rank(other)) if other is not None else "holds_back"


def term_code(op: NormalOpponent, view: PublicView, play: Play | None, term: str,
              chosen: Tally, other: tuple[Tally, Play | None]) -> str:
    """The reason code of ``term``, the term in which ``play`` beat ``other``."""
    rival_tally, rival = other
    if term == "goes_out":
        return "goes_out"
    if term in ("finish", "loose"):
        return "runs_out"
    if play is None:  # a pass: what playing would have cost
        if term == "split":
            return "keeps_sets_pass"
        return kept(rival) if term in ("control", "eight_cost") else "holds_back"
    if term == "split":
        if chosen.turns:
            return "revolution"
        fx = op.foresight(view).outcome(play) if op.foresees(view) else None
        if fx is not None and fx.owes is not None:  # the split reckons without those cards
            return "sevens_give" if fx.owes[0] == "give" else "tens_discard"
        if op.is_control(view, rival) and not op.is_control(view, play):
            return kept(rival)
        if rival is not None and chosen.groups < rival_tally.groups:
            return "fewest_groups"
        return "sheds_weak"
    if term == "lead":
        return lead_code(op, view, play, chosen)
    if term == "house":
        return "capital_fall" if op.fears_fall(view) else "skips_near_out"
    if term == "control":
        eight = clear_reason(play, op.beliefs(view), op.trick_order(view)) == "eight"
        return "eight_low" if eight else kept(rival)
    if term == "eight_cost":
        return kept(rival)
    simple = {"shape": "leads_shape", "size": "leads_many", "low": "leads_low",
              "block": "leads_safe" if view.leading else "blocks"}
    return simple.get(term, "plan")


def lead_code(op: NormalOpponent, view: PublicView, play: Play, chosen: Tally) -> str:
    """Why winning the trick with ``play`` is likely: what the engine says it does."""
    fx = op.foresight(view).outcome(play) if op.foresees(view) else None
    if chosen.comeback or (fx is not None and fx.jack_back):
        return "jack_back"
    why = clear_reason(play, op.beliefs(view), op.trick_order(view), view.top)
    if fx is not None and fx.clears in ("spade_three", "skips"):
        why = fx.clears
    eight = "eight_clears" if view.leading else "eight_low"  # a follow's pile is low
    named = {"eight": eight, "two": "clears_top", "three": "clears_top",
             "spade_three": "spade_three", "skips": "skips_clear"}
    if why in named:
        return named[why]
    if fx is not None and fx.lock is not None and view.lock is None:
        return "locks"
    if fx is not None and fx.skips:
        return "skips"
    return "takes_lead"
