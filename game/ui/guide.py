"""The first-game guide: short tips shown at the table at the moment they matter, each once.

A tip is due when the table is in its moment (the player to lead, cards dimmed, an Eight stop
on screen, the player's choice in the exchange). It stands at the table's right, beside the
buttons and over nothing the player needs, until "Got it" (seen, kept in the settings) or "No
more tips" (the guide off; the settings' Players tab turns it on again). The title's "How to
play" shows the first tips on one page (game.ui.scenes.how_to_play); each house rule in play has
a tip of its own the first time it comes up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import settings as settings_file
from game.engine.plays import RUN
from game.i18n import t
from game.ui import theme
from game.ui.button import Button, layout_column
from game.ui.text import wrap
from game.ui.wording import Say

if TYPE_CHECKING:
    from game.engine.plays import Play
    from game.engine.round import Round
    from game.ui.table.game_table import GameTable

# The tips in the order a first match meets them: (name, heading key, text key).
TIPS = (
    ("select", "ui.guide.select_head", "ui.guide.select"),
    ("dimmed", "ui.guide.dimmed_head", "ui.guide.dimmed"),
    ("eight", "ui.guide.eight_head", "ui.guide.eight"),
    ("exchange", "ui.guide.exchange_head", "ui.guide.exchange"),
)
# One tip for each house rule, headed by its name, shown the first time it comes up at the
# table (not on the How to play page: a player meets only the house rules they play with).
HOUSE_TIPS = tuple((rule, f"settings.{rule}", f"ui.guide.{rule}") for rule in (
    "strict", "diamond_start", "jack_back", "suit_lock", "spade_three", "run_revolution",
    "five_skip", "seven_pass", "ten_discard", "capital_fall", "twos_stay", "diamond_every",
    "run_above", "joker_suit", "owner_again", "leader_pass", "reseat"))
TEXTS = {name: (head, text) for name, head, text in TIPS + HOUSE_TIPS}


def _eight_on_screen(table: GameTable) -> bool:
    banner = table.shown.banner
    return banner is not None and isinstance(banner.text, Say) \
        and banner.text.key == "ui.banner.eight_stop"


def _dimmed(table: GameTable) -> bool:
    playable = table.control.playable()
    return playable is not None and any(sp.card not in playable for sp in table.shown.hand)


def _leading(table: GameTable) -> bool:
    rnd = table.match.round
    return table.control.playing() and rnd is not None and rnd.top is None


def _banner_key(table: GameTable) -> str:
    banner = table.shown.banner
    return banner.text.key if banner is not None and isinstance(banner.text, Say) else ""


def _following(table: GameTable) -> bool:
    rnd = table.match.round
    return table.control.playing() and rnd is not None and rnd.top is not None


def _round(table: GameTable) -> Round:
    """The round in play (asked only once ``_following`` said there is one)."""
    rnd = table.match.round
    assert rnd is not None
    return rnd


def _pile(table: GameTable) -> Play:
    """The play on the pile (asked only once ``_following`` said there is one)."""
    top = _round(table).top
    assert top is not None
    return top


def _first_lead(table: GameTable) -> bool:
    rnd = table.match.round
    return rnd is not None and rnd.number == 1 and not rnd.turns and table.director.idle


def _later_first_lead(table: GameTable) -> bool:
    rnd = table.match.round
    return rnd is not None and rnd.number > 1 and not rnd.turns and table.director.idle


def _reseated(table: GameTable) -> bool:
    """The first lead of a round in a drawn order of play (round 4 on)."""
    rnd = table.match.round
    return rnd is not None and rnd.number > 3 and not rnd.turns and table.director.idle


def _top_rank_on_pile(table: GameTable) -> bool:
    """A set of the order's top rank lies on the pile (under 2s stay it stays there)."""
    rnd = table.match.round
    if rnd is None or rnd.top is None:
        return False
    return rnd.top.kind != RUN and rnd.top.rank == (0 if rnd.revolution else 12)


def _run_revolution(table: GameTable) -> bool:
    pile = table.shown.pile
    return _banner_key(table) == "ui.banner.revolution" and bool(pile) \
        and pile[-1].play.kind == RUN


def _owes(kind: str) -> Callable[[GameTable], bool]:
    def moment(table: GameTable) -> bool:
        owed = table.control.owed()
        return owed is not None and owed[0] == kind
    return moment


def _banner(*keys: str) -> Callable[[GameTable], bool]:
    return lambda table: _banner_key(table) in keys


# When each house rule first matters: its banner (or caption) on screen, or the player's own
# moment with it (following under Must beat, picking a card to pass on or discard).
HOUSE_MOMENTS: dict[str, Callable[[GameTable], bool]] = {
    "strict": _following,
    "diamond_start": _first_lead,
    "jack_back": _banner("ui.banner.jack_back"),
    "suit_lock": _banner("ui.banner.locked"),
    "spade_three": _banner("ui.banner.spade_three"),
    "run_revolution": _run_revolution,
    "five_skip": _banner("ui.banner.skip_one", "ui.banner.skip"),
    "seven_pass": lambda table: _banner_key(table) == "ui.banner.seven_pass"
    or _owes("give")(table),
    "ten_discard": lambda table: _banner_key(table) == "ui.banner.ten_discard"
    or _owes("discard")(table),
    "capital_fall": _banner("ui.banner.capital_fall"),
    "twos_stay": _top_rank_on_pile,
    "diamond_every": _later_first_lead,
    "run_above": lambda table: _following(table) and _pile(table).kind == RUN,
    "joker_suit": _banner("ui.banner.locked"),
    "owner_again": lambda table: _following(table) and _round(table).last_player == 0,
    "leader_pass": _leading,
    "reseat": _reseated,
}

MOMENTS: dict[str, Callable[[GameTable], bool]] = {
    "select": _leading,
    "dimmed": _dimmed,
    "eight": _eight_on_screen,
    "exchange": lambda table: table.exchange_step() is not None and table.human_to_move(),
}


def house_moment(name: str, table: GameTable) -> bool:
    """A house rule's tip is due: the rule is on in this match and its moment has come."""
    return bool(getattr(table.rules, name, False)) and HOUSE_MOMENTS[name](table)


class TableGuide:
    """The tip standing at the table now, if any, and its two buttons."""

    def __init__(self, app) -> None:
        self.app = app
        self.tip: str | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.got_it = Button(Say("ui.guide.got_it"), self.dismiss, primary=True)
        self.no_more = Button(Say("ui.guide.no_more"), self.turn_off, primary=False)

    @property
    def on(self) -> bool:
        return bool(getattr(self.app.settings, "guide", False))

    def update(self, table: GameTable) -> None:
        """Put up the first unseen tip whose moment it is (one at a time)."""
        if self.tip is not None or not self.on or table.autoplay:
            return
        seen = set(self.app.settings.seen_tips)
        for name, _, _ in TIPS:
            if name not in seen and MOMENTS[name](table):
                self.tip = name
                return
        for name, _, _ in HOUSE_TIPS:
            if name not in seen and house_moment(name, table):
                self.tip = name
                return

    def dismiss(self) -> None:
        if self.tip is not None and self.tip not in self.app.settings.seen_tips:
            self.app.settings.seen_tips.append(self.tip)
            settings_file.save(self.app.settings)
        self.tip = None

    def turn_off(self) -> None:
        self.app.settings.guide = False
        self.dismiss()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.tip is None:
            return False
        return self.got_it.handle_event(event) or self.no_more.handle_event(event)

    def draw(self, surface: pygame.Surface, table: GameTable) -> None:
        if self.tip is None:
            return
        lay = table.layout
        s = lay.s
        fonts = self.app.fonts
        head_key, text_key = TEXTS[self.tip]
        log = lay.log_rect
        width = int(log.w * 1.3)  # the free felt right of the pile is wider than the log
        x = lay.size[0] - width - log.x
        size = max(11, int(14 * s))
        pad = int(10 * s)
        lines = wrap(fonts(size), t(text_key), width - 2 * pad)
        head_size = int(16 * s)
        heads = wrap(fonts(head_size, True), t(head_key), width - 2 * pad)
        line_h = int(size * 1.3)
        head_h = int(head_size * 1.3)
        button_h = int(30 * s)
        height = pad * 3 + len(heads) * head_h + len(lines) * line_h + 2 * button_h + int(6 * s)
        bottom = lay.play_button.y - int(10 * s)
        # below the seats on the right, over nothing of theirs
        seats = [seat.panel.bottom for seat in lay.seats[1:] if seat.panel.right > x]
        top = max([int(44 * s), *[b + int(6 * s) for b in seats if b < bottom - height // 2]])
        self.rect = pygame.Rect(x, max(top, bottom - height), width, height)
        theme.panel(surface, self.rect, (8, 34, 46, 235), radius=10, border=(120, 230, 255))
        y = self.rect.y + pad
        for head in heads:
            surface.blit(fonts.render(head, head_size, (120, 230, 255), True), (x + pad, y))
            y += head_h
        y += pad // 2
        for line in lines:
            surface.blit(fonts.render(line, size, theme.WHITE), (x + pad, y))
            y += line_h
        layout_column([self.got_it, self.no_more], self.rect.centerx, y + pad // 2,
                      width - 2 * pad, button_h, int(6 * s))
        self.got_it.draw(surface, fonts)
        self.no_more.draw(surface, fonts)
