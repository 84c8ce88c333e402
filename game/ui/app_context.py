"""The App: the window, the scene stack and what every scene shares.

Scenes reach everything through ``self.app``: ``settings`` (game.settings.Settings),
``scenes`` (the SceneStack), ``router`` (opens a scene by name: game.ui.router), ``fonts``,
``cards`` (card images), ``audio`` (``play(name)``), ``screen_size``, ``quit()``, and the hooks
``open_settings()``, ``open_rules(page)``, ``new_match()``, ``continue_match()``. ``session`` is
the match being played, if any; when ``autosave`` exists it is called after every action and on
every way out. ``toasts`` shows what game.storage has to tell the player (a save that failed, a
file that could not be read) over any scene.
"""

from __future__ import annotations

import contextlib
import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, cast

import pygame

from game import saves, storage
from game.audio import make_audio
from game.i18n import set_language, system_language, t
from game.resources import MissingAsset, asset
from game.settings import Settings
from game.settings import load as load_settings
from game.ui.a11y import set_high_contrast
from game.ui.card_images import CardImages
from game.ui.fonts import Fonts
from game.ui.notices import notice_text
from game.ui.router import Router
from game.ui.scene import SceneStack
from game.ui.toast import Toasts
from game.ui.window_mode import fullscreen_plan
from game.ui.words import set_opponent_names

if TYPE_CHECKING:
    from game.ui.session import TableSession

log = logging.getLogger(__name__)


class Sounds(Protocol):
    """What the scenes ask of the sound player (game.audio's, or the silent stand-in)."""

    def play(self, name: str) -> None: ...


DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 400)
FPS = 60


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] = DEFAULT_SIZE,
                 fullscreen: bool | None = None) -> None:
        # temporary files a killed write left behind
        storage.tidy(storage.config_dir(), storage.data_dir(), saves.records_dir())
        self.settings = settings or load_settings()  # a damaged file: defaults, and a notice
        if not self.settings.language:
            self.settings.language = system_language()
        set_language(self.settings.language)
        set_opponent_names(self.settings.opponent_names)
        # Opponents think on a background thread: hand the interpreter back to the drawing
        # thread often, so a long think does not make frames late.
        sys.setswitchinterval(0.0005)
        # Only what the game uses: pygame.init() would also open the audio device, which
        # game.audio does on its own thread, quietly.
        pygame.display.init()
        pygame.font.init()
        self._windowed_size = size
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.screen = self._open_window(size)
        pygame.display.set_caption(t("app.title"))
        self._set_icon()
        self.scenes = SceneStack()
        self.router = Router(self)
        self.toasts = Toasts()
        self.fonts = Fonts()
        set_high_contrast(self.settings.high_contrast)
        self.cards = CardImages(self.settings.card_style)
        self.audio = cast(Sounds, make_audio(self.settings))
        self.session: TableSession | None = None  # the match being played, for saving
        self.clock = pygame.time.Clock()
        self.time = 0.0  # seconds of game time, the clock for double-clicks and delays
        self.mouse_pos = (0, 0)
        # Called every frame whichever scene is on top, with the frame's seconds: a hosted
        # table's loop (game.ui.host) serves the friends while the host reads the results.
        self.pollers: list[Callable[[float], None]] = []
        self.closers: list[Callable[[], None]] = []  # called as the window closes (a table)
        self.running = True
        self.frames = 0

    # -- the window ---------------------------------------------------------------------------
    def _open_window(self, size: tuple[int, int]) -> pygame.Surface:
        if self.fullscreen:
            plan = fullscreen_plan(pygame.display.get_desktop_sizes(), 0, size)
            try:
                if plan.fullscreen:
                    if plan.centre:
                        # At the display's size and centred, the window is on the display's
                        # origin: put there first, as SDL does not move a full-screen window.
                        pygame.display.set_mode(plan.size, pygame.NOFRAME)
                        centred = pygame.WINDOWPOS_CENTERED
                        pygame.display.set_window_position((centred, centred))
                    return pygame.display.set_mode(plan.size, pygame.FULLSCREEN)
            except pygame.error:
                pass
            self.fullscreen = False  # refused, or no display size known: a window
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def _set_icon(self) -> None:
        with contextlib.suppress(MissingAsset, pygame.error):  # fine without an icon
            pygame.display.set_icon(pygame.image.load(str(asset("icon.png"))))

    @property
    def screen_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def resize(self, size: tuple[int, int]) -> None:
        """Change the window size (tests and the monkey use this like a user's drag)."""
        size = (max(MIN_SIZE[0], int(size[0])), max(MIN_SIZE[1], int(size[1])))
        if not self.fullscreen:
            self._windowed_size = size
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.scenes.resize(self.screen_size)

    def toggle_fullscreen(self) -> None:
        self.fullscreen = not self.fullscreen
        self.screen = self._open_window(self._windowed_size)
        self.settings.fullscreen = self.fullscreen  # as it came out (a refusal stays windowed)
        if not self.fullscreen:  # back from the display's corner to its middle
            centred = pygame.WINDOWPOS_CENTERED
            pygame.display.set_window_position((centred, centred))
        self.scenes.resize(self.screen_size)

    # -- hooks other screens plug into -----------------------------------------------------------
    def open_settings(self, tab: str = "rules") -> None:
        self.router.push("settings", tab)

    def open_rules(self, page: str | None = None) -> None:
        """The rules pages as an overlay: closing them returns to where the player was."""
        self.router.push("rules", page)

    def autosave(self) -> None:
        """Save the match being played (the table calls this after every trick)."""
        if self.session is not None and self.session.match is not None:
            saves.autosave(self.session.match, self.session.extra())

    def new_match(self) -> None:
        """Start a new match with the settings' rules and opponents."""
        from game.ui.session import TableSession  # with the first match: the title comes up
        # sooner without the opponents loaded (like the scenes, see game.ui.router)

        session = TableSession.new(self.settings.rules, list(self.settings.levels),
                                   self.settings.player_name)
        self.router.clear_to("table", session)

    def continue_match(self, saved: object) -> None:
        """Resume a saved match: what game.saves.load_autosave() returned, or a to_dict()."""
        from game.ui.session import TableSession  # with the first match, as in new_match

        if isinstance(saved, saves.Resumed) and "hosted" in saved.extra:
            self._reopen_table(saved)
            return
        try:
            session = TableSession.from_saved(saved)
        except ValueError as exc:  # damaged, or a level no longer known: start afresh
            log.warning("The saved match could not be resumed (%s); a new match starts.", exc)
            self.new_match()
            return
        self.router.clear_to("table", session)

    def _reopen_table(self, saved: saves.Resumed) -> None:
        """A hosted match: its table opens again with the same code (game.ui.host)."""
        from game.ui.host.session import HostSession  # loaded with the first hosted match

        try:
            session = HostSession.from_saved(saved)
        except storage.DamagedFile as exc:  # told like any damaged save, and set aside
            storage.report_damage("autosave", saves.autosave_path(), str(exc))
            self.router.clear_to("title")
            return
        self.router.clear_to("host_open", session)

    def quit(self) -> None:
        """Close the game (the window's close button too): the match in play is saved first."""
        if self.session is not None:
            try:
                self.autosave()  # a failed write is told by game.storage, not raised
            except Exception:  # a bug must not keep the window open: logged, then closed
                log.exception("The match could not be saved on closing")
        for close in list(self.closers):  # a hosted table says goodbye to the friends
            try:
                close()
            except Exception:
                log.exception("A table could not be closed on closing")
        self.running = False

    # -- the loop ----------------------------------------------------------------------------
    def dispatch(self, event: pygame.event.Event) -> None:
        """Handle one event: window-level keys first, then the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse_pos = event.pos
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize(event.size)
            return
        if event.type == pygame.KEYDOWN and (
            event.key == pygame.K_F11
            or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT)
        ):
            self.toggle_fullscreen()
            return
        self.scenes.handle_event(event)

    def frame(self, dt: float) -> None:
        """One frame: events, update by ``dt`` seconds, draw."""
        for event in pygame.event.get():
            self.dispatch(event)
            if not self.running:
                return
        self.step(dt)
        self.draw()

    def step(self, dt: float) -> None:
        self.time += dt
        self.scenes.update(dt)
        for poll in list(self.pollers):
            poll(dt)
        self.tell_notices()
        self.toasts.update(dt)

    def tell_notices(self) -> None:
        """Show as toasts what no scene has told yet (the title shows its own at once)."""
        for notice in storage.take_notices():
            self.toasts.show(notice_text(notice))

    def draw(self) -> None:
        self.scenes.draw(self.screen)
        self.toasts.draw(self.screen, self.fonts)
        pygame.display.flip()
        self.frames += 1

    def run(self, first_scene: object | None = None) -> None:
        if first_scene is not None:
            self.scenes.clear_to(first_scene)  # type: ignore[arg-type]
        while self.running and len(self.scenes):
            dt = min(self.clock.tick(FPS) / 1000.0, 0.1)
            self.frame(dt)
