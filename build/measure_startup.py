"""Measure the standalone binary: file size, and time from launch to the first drawn frame.

The game is started with PRESIDENT_FIRST_FRAME_EXIT=1 (see game/startup_probe.py), draws
its first frame in a real window, prints ``first frame`` and exits; the time is taken from
outside, from spawning the process to reading that line, so a one-file binary's unpacking is
included. Run it where a display exists (or under Xvfb) to time a real window.

Usage::

    python build/measure_startup.py [dist/president] [--runs 7]
    python build/measure_startup.py --runs 5 -- python -m game   # the source checkout
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = "first frame"
TIMEOUT = 30.0


def default_binary() -> Path:
    name = "president.exe" if sys.platform == "win32" else "president"
    if sys.platform == "darwin":
        return ROOT / "dist" / "President.app" / "Contents" / "MacOS" / "president"
    return ROOT / "dist" / name


def time_to_first_frame(command: list[str]) -> float:
    """Seconds from spawning ``command`` to its ``first frame`` line."""
    env = dict(os.environ, PRESIDENT_FIRST_FRAME_EXIT="1")
    start = time.perf_counter()
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.strip() == MARKER:
            elapsed = time.perf_counter() - start
            proc.wait(TIMEOUT)
            return elapsed
    code = proc.wait(TIMEOUT)
    raise SystemExit(f"measure_startup: {command[0]} exited ({code}) without a first frame")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("binary", nargs="?", type=Path, default=None)
    p.add_argument("--runs", type=int, default=7, help="launches to time (default 7)")
    argv = sys.argv[1:] if argv is None else argv
    command: list[str] = []
    if "--" in argv:  # everything after -- is a command to time instead of the binary
        cut = argv.index("--")
        argv, command = argv[:cut], argv[cut + 1:]
    args = p.parse_args(argv)
    if not command:
        binary = args.binary or default_binary()
        if not binary.is_file():
            raise SystemExit(f"measure_startup: no binary at {binary}; build it first "
                             "(see build/README.md)")
        print(f"binary: {binary}  size: {binary.stat().st_size / 1e6:.1f} MB "
              f"({binary.stat().st_size} bytes)")
        command = [str(binary)]
    print(f"display: SDL_VIDEODRIVER={os.environ.get('SDL_VIDEODRIVER', '(default)')} "
          f"DISPLAY={os.environ.get('DISPLAY', '(none)')}")
    times = [time_to_first_frame(command) for _ in range(max(1, args.runs))]
    print("launch to first frame, s: " + " ".join(f"{t:.3f}" for t in times))
    print(f"first {times[0]:.3f}  median {statistics.median(times):.3f}  "
          f"min {min(times):.3f}  max {max(times):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
