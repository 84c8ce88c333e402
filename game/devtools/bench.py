"""Frame-time benchmark: ``python -m game.devtools.bench``.

Prints the mean and 99th-percentile frame time (update + draw + flip) of a busy table: six
players, Daifugō rules, every animation on at normal speed, the computer playing every seat;
at 1280x720 and at 1920x1080. Then the startup time from launching the process to the title
screen's first frame (median of a few launches). Headless (SDL's dummy video driver), so the
figures are the game's own work without the display's vsync.

The game's modules are imported inside the functions that use them: the startup measurement
runs this module as its child process, and whatever it imported at the top would be timed as
the game's own start.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time


def frame_times(size: tuple[int, int], frames: int,
                seed: int = 3) -> tuple[list[float], list[float]]:
    """Wall-clock and main-thread CPU seconds of each frame (CPU time leaves out the waits
    for a core that other programs, or the opponents' thread, are using)."""
    from game.devtools.headless import FRAME, make_app
    from game.engine.options import preset
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    app = make_app(size=size, speed=1.0, delay=0.25)
    rules = preset("daifugo", players=6, rounds=10)
    times: list[float] = []
    cpu: list[float] = []
    table = None
    while len(times) < frames:
        if table is None or app.scenes.top is not table:
            session = TableSession.new(rules, ["easy", "normal", "hard", "normal", "easy"],
                                       seed=seed + len(times))
            table = TableScene(app, session, autoplay=True)
            app.scenes.clear_to(table)
            for _ in range(5):  # warm the image caches as a player's first seconds would
                app.frame(FRAME)
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.frame(FRAME)
        times.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
    return times, cpu


def first_frame() -> None:
    """The child process of the startup measurement: open the title and draw one frame."""
    from game.ui.app_context import App
    from game.ui.scenes.title import TitleScene

    app = App()
    app.scenes.clear_to(TitleScene(app))
    app.frame(1 / 60)
    print("first-frame", flush=True)


def startup_time(runs: int) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "game.devtools.bench", "--first-frame"],
                                stdout=subprocess.PIPE, text=True, env=env)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        samples.append(time.perf_counter() - start)
        proc.wait()
        if "first-frame" not in line:
            raise SystemExit("the game did not reach its first frame")
    return statistics.median(samples)


def summary(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return f"mean {statistics.fmean(ms):.2f} ms, p99 {p99:.2f} ms, max {ms[-1]:.2f} ms"


def report(label: str, times: tuple[list[float], list[float]]) -> None:
    wall, cpu = times
    print(f"{label:>10}: {len(wall)} frames; wall clock {summary(wall)}")
    print(f"{'':>10}  main-thread CPU {summary(cpu)}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.devtools.bench", description=__doc__)
    p.add_argument("--frames", type=int, default=1500, help="frames per window size")
    p.add_argument("--startup-runs", type=int, default=5)
    p.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.first_frame:
        first_frame()
        return 0
    from game.devtools.headless import private_home

    print("busy table: 6 players, Daifugō, animations on, every seat played by the computer")
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with private_home():
        for size in ((1280, 720), (1920, 1080)):
            report(f"{size[0]}x{size[1]}", frame_times(size, args.frames))
    print(f"   startup: {startup_time(args.startup_runs) * 1000:.0f} ms to the first frame "
          f"(median of {args.startup_runs} launches)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
