"""A remote seat's match for the table: the mirror of the host's match and the link to it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.engine.options import Rules
from game.net.link import Link
from game.net.mirror import Mirror


@dataclass
class RemoteSession:
    """What the table reads of a session (game.ui.session.TableSession), for a seat at
    another player's table: there is nothing to save here, the host keeps the record."""

    rules: Rules
    mirror: Mirror
    link: Link | None
    player_name: str = ""
    host_name: str = ""
    seed: int = 0
    opponents: dict[int, Any] = field(default_factory=dict)

    @property
    def match(self) -> Mirror:
        return self.mirror

    @property
    def events(self) -> list[object]:
        return self.mirror.events

    @property
    def levels(self) -> list[str]:
        """What each seat's panel says under the name: here, away (the host's computer plays
        it), or the player."""
        return ["human"] + ["remote" if here else "away"
                            for here in self.mirror.connected[1:]]

    recorded_here = False  # the standings leave the record and the statistics to the host

    @staticmethod
    def again(app: Any) -> None:
        """"Play again" at the standings: join another table."""
        app.router.clear_to("join")

    def extra(self) -> dict[str, Any]:
        return {}

    def send(self, kind: str, value: Any) -> None:
        """The player's answer to the host's ask (the mirror calls this)."""
        if self.link is not None:
            self.link.send(self.mirror.seq, kind, value)
