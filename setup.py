"""The compiled play-out core, built where a C compiler is found (everything else is in
pyproject.toml). Without a compiler the install still succeeds: ``optional=True`` leaves the
core out, and ``game.ai.core.available()`` says so."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("game.ai.core._core", ["game/ai/core/_core.c"], optional=True)])
