"""A silent stand-in for the sound player, with the same ``play(name)`` method."""

from __future__ import annotations


class SilentAudio:
    def play(self, name: str) -> None:
        """Play the named effect (deal, play, pass, clear, eightstop, revolution, out, win)."""


def make_audio(settings: object) -> object:
    """The game's sound player if game.audio provides one, else silence."""
    try:
        from game import audio  # noqa: PLC0415 - optional until sound lands
    except ImportError:
        return SilentAudio()
    factory = getattr(audio, "make_audio", None) or getattr(audio, "Audio", None)
    if factory is None:
        return SilentAudio()
    try:
        return factory(settings)
    except Exception:  # a broken sound device must never stop the game
        return SilentAudio()
