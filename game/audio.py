"""Sound effects: deal, play, pass, clear, eightstop, revolution, out, win.

The effects are our own, synthesised by build/make_sounds.py (see assets/LICENSES.md). Sound is
a nicety: with no audio device, a mixer that will not start, or a missing or broken file, the
game plays silently and logs why once. Opening the device is the one step that may fail, and it
is caught in one place (``_start_mixer``). The game's player looks for the device on a
background thread, so the first frame does not wait for it, and with libasound's own error
lines sent nowhere, so a machine without a sound card keeps the terminal clean.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import sys
import threading
from typing import Any

import pygame

from game.resources import MissingAsset, asset

EFFECTS = ("deal", "play", "pass", "clear", "eightstop", "revolution", "out", "win")

log = logging.getLogger(__name__)


class Audio:
    """Plays the named effects at ``volume`` (0..1) unless ``muted``.

    With ``background`` the device is opened on a thread; until it is, effects are silent.
    """

    def __init__(self, volume: float = 0.7, muted: bool = False,
                 background: bool = False) -> None:
        self._volume = _clamp(volume)
        self.muted = muted
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self._thread: threading.Thread | None = None
        if background:
            self._thread = threading.Thread(target=self._start, name="audio-probe",
                                            daemon=True)
            self._thread.start()
        else:
            self._start()

    def _start(self) -> None:
        if self._start_mixer():
            self.sounds = self._load()
            self.volume = self._volume  # a change made while the sounds were loading
            self.available = True

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the background probe to end; True when sound is available."""
        if self._thread is not None:
            self._thread.join(timeout)
        return self.available

    @staticmethod
    def _start_mixer() -> bool:
        """Open the audio device: the one step that fails on a machine without sound."""
        _quiet_alsa()
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return bool(pygame.mixer.get_init())
        except (pygame.error, NotImplementedError, OSError) as exc:
            log.info("no sound: the audio device could not be opened (%s)", exc)
            return False

    def _load(self) -> dict[str, pygame.mixer.Sound]:
        sounds = {}
        for name in EFFECTS:
            try:
                sound = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            except (MissingAsset, pygame.error, OSError) as exc:
                log.info("sound %s left out: %s", name, exc)
                continue
            sound.set_volume(self._volume)
            sounds[name] = sound
        return sounds

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
    """The game's sound player, set up from the settings; it finds the device meanwhile."""
    return Audio(settings.volume, settings.muted, background=True)


# libasound prints a dozen "ALSA lib ..." lines to the terminal when there is no sound card.
# Its error handler is pointed at a C function that takes no arguments and does nothing
# visible (getpid; the C calling convention lets a callee ignore extra arguments). A Python
# callback would not do: SDL calls the handler on its own threads while the GIL is held.
_silenced = False


def _quiet_alsa() -> bool:
    """Silence libasound's error lines (Linux); True when its handler was replaced."""
    global _silenced
    if _silenced:
        return True
    if not sys.platform.startswith("linux"):
        return False
    try:
        lib = ctypes.CDLL(ctypes.util.find_library("asound") or "libasound.so.2")
        libc = ctypes.CDLL(None)
        lib.snd_lib_error_set_handler(ctypes.cast(libc.getpid, ctypes.c_void_p))
    except (OSError, AttributeError):  # no libasound: nothing to silence
        return False
    _silenced = True
    return True
