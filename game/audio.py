"""Sound effects: deal, play, pass, clear, eightstop, revolution, out, win.

The effects are our own, synthesised by build/make_sounds.py (see assets/LICENSES.md). Sound is
a nicety: with no audio device, a mixer that will not start, or a missing or broken file, the
game plays silently and logs why once.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.resources import MissingAsset, asset

EFFECTS = ("deal", "play", "pass", "clear", "eightstop", "revolution", "out", "win")

log = logging.getLogger(__name__)


class Audio:
    """Plays the named effects at ``volume`` (0..1) unless ``muted``."""

    def __init__(self, volume: float = 0.7, muted: bool = False) -> None:
        self._volume = _clamp(volume)
        self.muted = muted
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = self._start_mixer()
        if self.available:
            self._load()

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return bool(pygame.mixer.get_init())
        except (pygame.error, NotImplementedError, OSError) as exc:
            log.info("no sound: the audio device could not be opened (%s)", exc)
            return False

    def _load(self) -> None:
        for name in EFFECTS:
            try:
                sound = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            except (MissingAsset, pygame.error, OSError) as exc:
                log.info("sound %s left out: %s", name, exc)
                continue
            sound.set_volume(self._volume)
            self.sounds[name] = sound

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        for sound in self.sounds.values():
            sound.set_volume(self._volume)

    def play(self, name: str) -> bool:
        """Start the effect; False when nothing is heard (muted, silent machine, unknown name)."""
        sound = self.sounds.get(name)
        if sound is None or self.muted or self._volume <= 0:
            return False
        try:
            sound.play()
        except pygame.error as exc:  # the device went away mid-game
            log.info("sound %s could not play: %s", name, exc)
            return False
        return True

    def apply(self, settings: Any) -> None:
        """Take volume and mute from the settings (called when they change)."""
        self.volume = settings.volume
        self.muted = settings.muted


def _clamp(value: float) -> float:
    try:
        return min(1.0, max(0.0, float(value)))
    except (TypeError, ValueError):
        return 0.0


def make_audio(settings: Any) -> Audio:
    """The game's sound player, set up from the settings."""
    return Audio(settings.volume, settings.muted)
