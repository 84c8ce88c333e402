"""Sound: every effect loads, volume and mute work, and a silent machine is no error."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import audio
from game.settings import Settings


@pytest.fixture
def mixer(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_every_effect_loads_and_plays_on_the_dummy_device(mixer: None) -> None:
    a = audio.Audio(volume=0.5)
    assert a.available
    assert sorted(a.sounds) == sorted(audio.EFFECTS)
    assert all(a.play(name) for name in audio.EFFECTS)
    assert all(s.get_length() < 3.0 for s in a.sounds.values())  # short effects


def test_volume_is_clamped_and_reaches_every_sound(mixer: None) -> None:
    a = audio.Audio(volume=0.5)
    a.volume = 3
    assert a.volume == 1.0
    a.volume = 0.25
    assert all(abs(s.get_volume() - 0.25) < 0.01 for s in a.sounds.values())
    a.volume = -2
    assert a.volume == 0.0 and not a.play("deal")


def test_mute_silences_and_settings_apply(mixer: None) -> None:
    a = audio.make_audio(Settings(volume=0.6, muted=True))
    assert a.wait(10)  # the game's player opens the device on a background thread
    assert not a.play("clear")
    a.apply(Settings(volume=0.3, muted=False))
    assert a.play("clear") and a.volume == 0.3


def test_an_unknown_effect_is_silent(mixer: None) -> None:
    assert not audio.Audio().play("trumpet")


def test_no_audio_device_plays_silently(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.mixer.quit()

    def broken_init(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    a = audio.Audio()
    assert not a.available and a.sounds == {}
    assert not any(a.play(name) for name in audio.EFFECTS)
    a.volume = 0.2  # no error either
    a.apply(Settings(muted=True))


def test_a_missing_or_broken_sound_file_is_left_out(
    mixer: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = audio.asset
    (tmp_path / "play.wav").write_bytes(b"RIFF\x00\x00not a wave")

    def asset(*parts: str) -> Path:
        if parts == ("sounds", "deal.wav"):
            raise audio.MissingAsset("gone")
        if parts == ("sounds", "play.wav"):
            return tmp_path / "play.wav"
        return real(*parts)

    monkeypatch.setattr(audio, "asset", asset)
    a = audio.Audio()
    assert "deal" not in a.sounds and "play" not in a.sounds
    assert not a.play("deal") and not a.play("play")
    assert a.play("win")
