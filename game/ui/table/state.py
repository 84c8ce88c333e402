"""What the table shows right now: it trails the engine while the animations catch up."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from game.engine.order import NORMAL, Order
from game.engine.plays import Play
from game.ui.table.sprites import CardSprite
from game.ui.wording import LogLine, Text

LOG_LINES = 40

Segment = tuple[Text, tuple[int, int, int]]  # a piece of text and its colour


@dataclass
class Banner:
    text: Text  # worded when drawn: a language switch shows at once
    sub: Text = ""
    kind: str = "big"  # big (eight stop, revolution), clear (2s/3s), quiet (everyone passed)
    duration: float = 1.2
    age: float = 0.0
    caption: bool = False  # animations off: a small caption at the pile instead of a strip
    place: str = ""  # where the caption went ("above"/"below" the pile), once drawn

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
    counts: list[int] = field(default_factory=list)
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
    pops: dict[int, float] = field(default_factory=dict)  # seat -> pulse (place tag pop-in)
    burst: float = -1.0  # age of the Eight stop burst in seconds; below 0 when none

    def __post_init__(self) -> None:
        n = self.players
        self.counts = self.counts or [0] * n
        self.passed = self.passed or [False] * n
        self.totals = self.totals or [0] * n

    def add_log(self, segments: list[Segment]) -> None:
        self.log.append(LogLine(segments))
