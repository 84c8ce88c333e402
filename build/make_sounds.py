"""Synthesise the game's sound effects into assets/sounds/ (44.1 kHz, 16-bit, mono WAV).

Pure Python (math, random and wave only), deterministic: the noise generators are seeded,
so running the script again reproduces identical files. The sounds are our own work and
are released under CC0 1.0.

Usage::

    python build/make_sounds.py [--out DIR]
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SR = 44_100
TAU = 2.0 * math.pi
Signal = list[float]


# ------------------------------------------------------------------ building blocks


def n_samples(seconds: float) -> int:
    """Number of samples in ``seconds`` of audio."""
    return int(round(seconds * SR))


def silence(seconds: float) -> Signal:
    """A buffer of zeros."""
    return [0.0] * n_samples(seconds)


def mix(dst: Signal, src: Sequence[float], at: float = 0.0, gain: float = 1.0) -> Signal:
    """Add ``src`` into ``dst`` starting at time ``at`` (seconds); ``dst`` grows if needed."""
    start = n_samples(at)
    end = start + len(src)
    if end > len(dst):
        dst.extend([0.0] * (end - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain
    return dst


def noise(seconds: float, seed: int) -> Signal:
    """Seeded white noise in [-1, 1]."""
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def lowpass(sig: Sequence[float], cutoff: float | Callable[[float], float]) -> Signal:
    """One-pole low-pass filter; ``cutoff`` in Hz may be a function of time."""
    out: Signal = []
    y = 0.0
    for i, x in enumerate(sig):
        fc = cutoff(i / SR) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-TAU * fc / SR)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Sequence[float], cutoff: float) -> Signal:
    """One-pole high-pass filter (also removes DC)."""
    low = lowpass(sig, cutoff)
    return [x - lo for x, lo in zip(sig, low)]


def bandpass(sig: Sequence[float], centre: float | Callable[[float], float], q: float) -> Signal:
    """Resonant band-pass biquad (RBJ, 0 dB peak); ``centre`` may be a function of time."""
    out: Signal = []
    x1 = x2 = y1 = y2 = 0.0
    coeffs: tuple[float, float, float, float, float] = (0.0, 0.0, 0.0, 0.0, 0.0)
    for i, x in enumerate(sig):
        if i % 32 == 0 or i == 0:  # update the (possibly moving) centre every 32 samples
            fc = centre(i / SR) if callable(centre) else centre
            w = TAU * min(fc, SR * 0.45) / SR
            alpha = math.sin(w) / (2.0 * q)
            a0 = 1.0 + alpha
            coeffs = (alpha / a0, 0.0, -alpha / a0, -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0)
        b0, b1, b2, a1, a2 = coeffs
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def glide(f0: float, f1: float, seconds: float) -> Signal:
    """Sine whose pitch falls or rises linearly from ``f0`` to ``f1`` Hz."""
    out: Signal = []
    phase = 0.0
    n = n_samples(seconds)
    for i in range(n):
        phase += TAU * (f0 + (f1 - f0) * i / n) / SR
        out.append(math.sin(phase))
    return out


def taper(sig: Signal, fraction: float = 0.2) -> Signal:
    """Fade the last ``fraction`` of a buffer to zero (raised cosine) so it ends click-free."""
    n = max(1, int(len(sig) * fraction))
    for i in range(min(n, len(sig))):
        sig[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n)
    return sig


def env_perc(seconds: float, attack: float, decay: float) -> Signal:
    """Percussive envelope: linear rise over ``attack`` s, then exponential decay (time constant
    ``decay`` s), tapered to zero at the end."""
    out: Signal = []
    for i in range(n_samples(seconds)):
        t = i / SR
        out.append(t / attack if t < attack else math.exp(-(t - attack) / decay))
    return taper(out)


def apply(sig: Sequence[float], env: Sequence[float]) -> Signal:
    """Multiply a signal by an envelope (the shorter length wins)."""
    return [x * e for x, e in zip(sig, env)]


def bell(freq: float, seconds: float, decay: float, partials: Sequence[tuple[float, float]]
         ) -> Signal:
    """Struck bell/mallet tone: sine partials (ratio, level); higher ones die away faster."""
    out = silence(seconds)
    for ratio, level in partials:
        f = freq * ratio
        if f >= SR / 2:
            continue
        tau = decay / math.sqrt(ratio)
        for i in range(len(out)):
            t = i / SR
            out[i] += level * math.sin(TAU * f * t) * math.exp(-t / tau)
    attack = n_samples(0.002)
    for i in range(min(attack, len(out))):
        out[i] *= i / attack
    return taper(out, 0.25)


def saw(freq: Callable[[float], float], seconds: float, brightness: Callable[[float], float],
        harmonics: int = 16) -> Signal:
    """Band-limited sawtooth with a time-varying pitch; harmonic k is weighted
    ``brightness(t) ** (k - 1) / k`` so the timbre can open up like a brass note."""
    out: Signal = []
    phase = 0.0
    for i in range(n_samples(seconds)):
        t = i / SR
        f = freq(t)
        phase = (phase + TAU * f / SR) % TAU
        b = brightness(t)
        acc = 0.0
        weight = 1.0
        for k in range(1, harmonics + 1):
            if k * f >= SR / 2:
                break
            acc += weight * math.sin(k * phase) / k
            weight *= b
        out.append(acc)
    return out


def finish(sig: Signal, peak: float, fade_in: float = 0.003, fade_out: float = 0.03) -> Signal:
    """Remove DC, normalise to ``peak`` (0..1) and apply raised-cosine fades at both ends."""
    sig = highpass(sig, 20.0)
    top = max(abs(x) for x in sig) or 1.0
    sig = [x * peak / top for x in sig]
    n_in, n_out = n_samples(fade_in), n_samples(fade_out)
    for i in range(min(n_in, len(sig))):
        sig[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(sig))):
        sig[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return sig


def write_wav(path: Path, sig: Sequence[float]) -> None:
    """Write a mono 16-bit PCM WAV file."""
    frames = b"".join(
        struct.pack("<h", int(round(max(-1.0, min(1.0, x)) * 32767))) for x in sig
    )
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(frames)


def note(name: str) -> float:
    """Frequency of a note name such as ``"C5"`` or ``"F#4"`` (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]] + name.count("#") - name.count("b")
    octave = int(name[-1])
    return 440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


# --------------------------------------------------------------------------- sounds


def make_deal() -> Signal:
    """A soft card flick: a short, airy band-passed noise burst with a faint low tap."""
    dur = 0.14
    flick = apply(bandpass(noise(dur, 1), lambda t: 5200 - 18000 * t, 1.2),
                  env_perc(dur, 0.004, 0.022))
    tap = apply(lowpass(noise(dur, 2), 900), env_perc(dur, 0.002, 0.012))
    return finish(mix(flick, tap, gain=0.5), 0.55, fade_out=0.04)


def make_play() -> Signal:
    """A card laid on felt: a muffled slap with a soft low thump."""
    dur = 0.24
    slap = apply(lowpass(noise(dur, 3), 1800), env_perc(dur, 0.003, 0.03))
    thump = apply(glide(150, 60, dur), env_perc(dur, 0.003, 0.035))
    return finish(mix(slap, thump, gain=0.6), 0.7, fade_out=0.06)


def make_pass() -> Signal:
    """A soft double knock on the table (the usual "pass" gesture)."""

    def knock(seed: int) -> Signal:
        dur = 0.16
        body = apply(glide(230, 140, dur), env_perc(dur, 0.002, 0.03))
        click = apply(bandpass(noise(dur, seed), 1400, 2.0), env_perc(dur, 0.001, 0.008))
        return mix(body, click, gain=0.5)

    out = mix(silence(0.34), knock(4))
    mix(out, knock(5), at=0.14, gain=0.8)
    return finish(out, 0.6, fade_out=0.05)


def make_clear() -> Signal:
    """A sweep of the pile off the table: noise through a band-pass that glides upwards."""
    dur = 0.6
    swell = [math.sin(math.pi * min(1.0, t / dur)) ** 1.5 for t in
             (i / SR for i in range(n_samples(dur)))]
    whoosh = bandpass(noise(dur, 6), lambda t: 500 * 9 ** (t / dur), 1.6)
    brush = apply(highpass(noise(dur, 7), 3000), swell)
    out = mix(apply(whoosh, swell), brush, gain=0.12)
    return finish(out, 0.6, fade_out=0.08)


def make_eightstop() -> Signal:
    """A bright, distinct two-note chime (E6 then B6) for the Eight-stop rule."""
    partials = [(1.0, 1.0), (2.0, 0.45), (3.01, 0.25), (4.2, 0.18), (5.43, 0.1)]
    out = mix(silence(1.0), bell(note("E6"), 0.9, 0.28, partials))
    mix(out, bell(note("B6"), 0.86, 0.32, partials), at=0.12, gain=0.9)
    mix(out, bell(note("E7"), 0.6, 0.18, partials[:2]), at=0.12, gain=0.2)
    return finish(out, 0.8, fade_out=0.15)


def make_revolution() -> Signal:
    """A dramatic rising sweep: detuned saws climbing three octaves over a rising whoosh,
    landing on a bright hit."""
    rise = 1.05
    dur = 1.42

    def pitch(base: float) -> Callable[[float], float]:
        return lambda t: base * 8.0 ** (min(t, rise) / rise)

    def bright(t: float) -> float:
        return 0.35 + 0.5 * min(1.0, t / rise)

    swell = [(min(1.0, t / rise) ** 2) * (1.0 if t < rise else math.exp(-(t - rise) / 0.12))
             for t in (i / SR for i in range(n_samples(dur)))]
    voices = mix(saw(pitch(70.0), dur, bright, 14), saw(pitch(70.7), dur, bright, 14), gain=0.8)
    voices = lowpass(voices, lambda t: 400 + 5000 * min(1.0, t / rise))
    whoosh = bandpass(noise(dur, 8), lambda t: 300 * 16 ** (min(t, rise) / rise), 1.2)
    out = mix(apply(voices, swell), apply(whoosh, swell), gain=0.5)
    hit_partials = [(1.0, 1.0), (1.5, 0.5), (2.0, 0.5), (3.0, 0.25)]
    mix(out, bell(note("A4"), dur - rise, 0.12, hit_partials), at=rise, gain=0.5)
    mix(out, apply(noise(dur - rise, 9), env_perc(dur - rise, 0.001, 0.05)), at=rise, gain=0.15)
    return finish(out, 0.85, fade_out=0.12)


def make_out() -> Signal:
    """A small positive jingle: three quick rising mallet notes (C6 E6 G6)."""
    partials = [(1.0, 1.0), (4.0, 0.2), (9.8, 0.05)]  # marimba-like
    out = silence(0.7)
    for k, name in enumerate(("C6", "E6", "G6")):
        mix(out, bell(note(name), 0.5, 0.12 if k < 2 else 0.2, partials), at=0.085 * k)
    return finish(out, 0.7, fade_out=0.12)


def make_win() -> Signal:
    """A short brass-like fanfare: G4 C5 E5 pick-up, then a held G5 over a C major chord."""

    def brass(freq: float, seconds: float, vib: bool = False) -> Signal:
        def pitch(t: float) -> float:
            wobble = 0.006 * math.sin(TAU * 5.5 * t) * min(1.0, max(0.0, t - 0.15) / 0.2)
            return freq * (1.0 + (wobble if vib else 0.0))

        def bright(t: float) -> float:
            return 0.25 + 0.45 * min(1.0, t / 0.05)

        tone = saw(pitch, seconds, bright, 12)
        rel = 0.08
        env = [min(1.0, t / 0.02) * (1.0 if t < seconds - rel else (seconds - t) / rel)
               for t in (i / SR for i in range(len(tone)))]
        return apply(tone, env)

    out = silence(1.45)
    step = 0.11
    for k, name in enumerate(("G4", "C5", "E5")):
        mix(out, brass(note(name), step * 0.95), at=step * k, gain=0.7)
    held = 1.45 - 3 * step
    mix(out, brass(note("G5"), held, vib=True), at=3 * step, gain=0.8)
    for name in ("C4", "E4", "G4", "C5"):
        mix(out, brass(note(name), held), at=3 * step, gain=0.3)
    out = lowpass(out, 5000)
    return finish(out, 0.85, fade_out=0.2)


SOUNDS: dict[str, Callable[[], Signal]] = {
    "deal": make_deal,
    "play": make_play,
    "pass": make_pass,
    "clear": make_clear,
    "eightstop": make_eightstop,
    "revolution": make_revolution,
    "out": make_out,
    "win": make_win,
}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "sounds")
    ap.add_argument("names", nargs="*", help=f"sounds to make (default all: {' '.join(SOUNDS)})")
    args = ap.parse_args(argv)
    unknown = set(args.names) - set(SOUNDS)
    if unknown:
        ap.error(f"unknown sound(s): {' '.join(sorted(unknown))}")
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.names or SOUNDS:
        sig = SOUNDS[name]()
        path = args.out / f"{name}.wav"
        write_wav(path, sig)
        print(f"{path.name:15s} {len(sig) / SR:5.2f} s  peak {max(map(abs, sig)):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
