"""Helpers for the network tests: a host on the loopback in a thread, client processes, and
the same match played in one process for comparison."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

from game.ai import make_opponent, play_match
from game.engine.options import Rules
from game.net.host import Host
from game.record.serialize import record_of, serialize

ROOT = Path(__file__).resolve().parent.parent


class HostThread:
    """``host`` opened on the loopback and served in a thread until the match is over."""

    def __init__(self, host: Host, auto_start: bool = True, timeout: float = 60.0) -> None:
        self.host = host
        self.addr, self.port = host.open()
        self.thread = threading.Thread(
            target=host.serve, kwargs={"timeout": timeout, "auto_start": auto_start},
            daemon=True)
        self.thread.start()

    def join(self, timeout: float = 60.0) -> None:
        self.thread.join(timeout)
        assert not self.thread.is_alive(), "the host did not finish the match"
        self.host.close()


def join_process(port: int, code: str, level: str = "normal", name: str = "",
                 ) -> subprocess.Popen:
    """A ``python -m game.net join`` client process."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "game.net", "join", "--port", str(port), "--code", code,
           "--level", level, "--name", name]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def finished(proc: subprocess.Popen, timeout: float = 60.0) -> dict:
    out, err = proc.communicate(timeout=timeout)
    assert proc.returncode == 0, err
    return json.loads(out.strip().splitlines()[-1])


def reference(rules: Rules, levels: list[str], seed: int) -> dict:
    """The record of the same match played in one process, seat ``s`` by ``levels[s]``
    seeded with ``s`` (as a client and the host's computer seats seed theirs)."""
    ops = [make_opponent(level, s) for s, level in enumerate(levels)]
    return record_of(play_match(rules, ops, seed=seed))


def host_record(host: Host) -> dict:
    return serialize(host.match.log)
