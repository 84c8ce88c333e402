"""Scenes and the stack that runs them.

How to write a new scene::

    from game.ui.scene import Scene

    class MyScene(Scene):
        is_overlay = False          # True: the scene beneath is drawn first (pause, dialogs)

        def enter(self) -> None:    # pushed on the stack (build layout from app.screen_size)
            ...
        def handle_event(self, event: pygame.event.Event) -> None:
            ...                     # only the top scene gets input
        def update(self, dt: float) -> None:
            ...                     # dt in seconds; only the top scene is updated
        def draw(self, surface: pygame.Surface) -> None:
            ...                     # draw the whole scene (an overlay draws over the one beneath)
        def resize(self, size: tuple[int, int]) -> None:
            ...                     # the window changed size: lay out again

Open it with ``app.scenes.push(MyScene(app))``; leave with ``app.scenes.pop()``. ``replace``
swaps the top scene and ``clear_to`` empties the stack and starts fresh (back to the title).
``pause``/``resume`` tell a scene when another is pushed over it and when that one is gone.
Every visible string goes through ``game.i18n.t``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.ui.app_context import App


class Scene:
    """One screen of the game, or an overlay over another."""

    is_overlay = False

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed on the stack."""

    def exit(self) -> None:
        """Removed from the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene over this one was popped."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (only the top scene is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto ``surface``."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size``; every scene on the stack is told."""


class SceneStack:
    """The running scenes, top last. Changes take effect at once."""

    def __init__(self) -> None:
        self._stack: list[Scene] = []

    def __len__(self) -> int:
        return len(self._stack)

    def __iter__(self):
        return iter(list(self._stack))

    @property
    def top(self) -> Scene | None:
        return self._stack[-1] if self._stack else None

    def push(self, scene: Scene) -> None:
        if self._stack:
            self._stack[-1].pause()
        self._stack.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._stack:
            return None
        scene = self._stack.pop()
        scene.exit()
        if self._stack:
            self._stack[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self._stack:
            self._stack.pop().exit()
        self._stack.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        while self._stack:
            self._stack.pop().exit()
        self._stack.append(scene)
        scene.enter()

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of class ``kind``, if any."""
        for scene in reversed(self._stack):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top one and every scene an overlay shows."""
        start = len(self._stack) - 1
        while start > 0 and self._stack[start].is_overlay:
            start -= 1
        return self._stack[max(start, 0):]

    def handle_event(self, event: pygame.event.Event) -> None:
        if self._stack:
            self._stack[-1].handle_event(event)

    def update(self, dt: float) -> None:
        if self._stack:
            self._stack[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in list(self._stack):
            scene.resize(size)
