"""The compiled play-out core, built where a C compiler is found (everything else is in
pyproject.toml). Without a compiler the install still succeeds: ``optional=True`` leaves the
core out, and ``game.ai.core.available()`` says so. No fused multiply-adds: the policy's
scores must be the Python's to the last bit (tests/test_core_policy.py)."""

import sys

from setuptools import Extension, setup

ARGS = [] if sys.platform == "win32" else ["-O2", "-ffp-contract=off"]

setup(ext_modules=[Extension("game.ai.core._core", ["game/ai/core/_core.c"], optional=True,
                             extra_compile_args=ARGS)])
