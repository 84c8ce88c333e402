"""What the table shows right now: it trails the engine while the animations catch up.

One writer: the director (game.ui.table.director) changes it, in its handlers of the engine's
events and their animations (tests/test_ui_director_events.py checks that nothing else in the
UI does). The view's own marks are apart from that: the hand sprites' hover lift, dim and
glow, and the log's scroll position.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from game.engine.order import NORMAL, Order
from game.engine.plays import Play
from game.ui.table.log_view import LogScroll
from game.ui.table.sprites import CardSprite
from game.ui.wording import LogLine, Text

LOG_LINES = 120  # the log scrolls back this far

Segment = tuple[Text, tuple[int, int, int]]  # a piece of text and its colour


@dataclass
class Banner:
    text: Text  # worded when drawn: a language switch shows at once
    sub: Text = ""
    kind: str = "big"  # big (eight stop, revolution), clear (2s/3s), quiet (everyone passed),
    # house (a house rule: jack back, lock, skip, 7 pass, 10 discard, spade 3, capital fall)
    duration: float = 1.2
    age: float = 0.0
    caption: bool = False  # animations off: a small caption at the pile instead of a strip
    place: str = ""  # where the caption went ("above"/"below" the pile), once drawn

    @property
    def done(self) -> bool:
        return self.age >= self.duration


@dataclass
class Effect:
    """A house rule's effect, drawn for ``duration`` seconds: ``kind`` is the rule
    (jack_back, lock, skip, seven_pass, ten_discard, spade_three, capital_fall)."""

    kind: str
    seat: int = 0  # whose play (or, for a capital fall, the fallen President)
    target: int | None = None  # a 7 pass's receiver, a skip's skipped seat
    duration: float = 0.9
    age: float = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.duration


@dataclass
class PileEntry:
    seat: int
    play: Play
    sprites: list[CardSprite]


@dataclass
class Shown:
    players: int
    round_no: int = 0
    counts: list[int] = field(default_factory=list)  # the opponents' (the player's: hand)
    passed: list[bool] = field(default_factory=list)
    places: dict[int, int] = field(default_factory=dict)
    turn: int | None = None
    leading: bool = False
    order: Order = NORMAL  # the order in force as shown (it follows ev.OrderChanged)
    order_flip: float = 0.0  # 0 = normal order drawn, 1 = reversed (tweened)
    titles: list[str] | None = None
    totals: list[int] = field(default_factory=list)
    hand: list[CardSprite] = field(default_factory=list)
    pile: list[PileEntry] = field(default_factory=list)
    flying: list[CardSprite] = field(default_factory=list)
    sweeping: list[CardSprite] = field(default_factory=list)
    banner: Banner | None = None
    log: deque[LogLine] = field(default_factory=lambda: deque(maxlen=LOG_LINES))
    log_scroll: LogScroll = field(default_factory=LogScroll)
    received: dict[int, float] = field(default_factory=dict)  # card -> seconds still marked
    pops: dict[int, float] = field(default_factory=dict)  # seat -> pulse (place tag pop-in)
    burst: float = -1.0  # age of the Eight stop burst in seconds; below 0 when none
    # The house rules as shown: the jack back and the lock hold until the pile is cleared.
    jack_back: bool = False
    lock: tuple[str, ...] = ()  # suit letters the pile is locked to
    skipped: set[int] = field(default_factory=set)  # seats the last play's 5s skipped
    out: list[CardSprite] = field(default_factory=list)  # discarded and fallen cards, face up
    effect: Effect | None = None  # a house rule's own effect at the table

    def __post_init__(self) -> None:
        n = self.players
        self.counts = self.counts or [0] * n
        self.passed = self.passed or [False] * n
        self.totals = self.totals or [0] * n

    def add_log(self, segments: list[Segment]) -> None:
        self.log.append(LogLine(segments))
