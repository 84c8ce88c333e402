"""What the director and the drawing code need from the table, and nothing more.

The table scene provides both; tests and tools may hand in anything of the same shape.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from game.engine.options import Rules
    from game.ui.button import Button
    from game.ui.card_images import CardImages
    from game.ui.fonts import Fonts
    from game.ui.table.layout import TableLayout
    from game.ui.table.sprites import SpriteRenderer
    from game.ui.table.state import Shown

Color = tuple[int, int, int]


class Stage(Protocol):
    """What the director animates on: the shown state, the layout, the events, the speed."""

    @property
    def shown(self) -> Shown: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def events(self) -> list[object]: ...

    @property
    def animation_speed(self) -> float: ...

    def sound(self, name: str) -> None: ...

    def seen_handover(self, round_no: int, index: int) -> tuple[int, ...] | None:
        """The cards of the round's ``index``-th 7 pass or 10 discard as the player's view
        has them (None: hidden from the player); game.ui.table.seen."""
        ...

    def seen_gift(self, round_no: int, giver: int, receiver: int) -> tuple[int, ...] | None:
        """The cards of an exchange gift as the player's view has them (None: hidden)."""
        ...


class TableLook(Protocol):
    """What drawing the table reads: the shown state and layout, the app's fonts and card
    images, the match's rules and seats, and the status line."""

    @property
    def shown(self) -> Shown: ...

    @property
    def layout(self) -> TableLayout: ...

    @property
    def renderer(self) -> SpriteRenderer: ...

    @property
    def fonts(self) -> Fonts: ...

    @property
    def cards(self) -> CardImages: ...

    @property
    def buttons(self) -> list[Button]: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def levels(self) -> list[str]: ...

    @property
    def player_name(self) -> str: ...

    @property
    def clock(self) -> float: ...

    @property
    def match_over_shown(self) -> bool: ...

    @property
    def thinking(self) -> bool: ...

    def status(self) -> tuple[str, Color]: ...
