"""The opponents lean on the engine only: nothing in game.ai reaches the UI or pygame, however
indirectly, and nothing touches the engine's private state."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
AI = ROOT / "game" / "ai"
FORBIDDEN = ("game.ui", "pygame")


def module_file(name: str) -> Path | None:
    """The source of a module of the project, or None for one outside it."""
    base = ROOT.joinpath(*name.split("."))
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports, anywhere in the file (also inside functions); for
    ``from a import b`` both ``a`` and ``a.b``, as ``b`` may be a module."""
    package = module_name(path).rsplit(".", 1)[0] if path.name != "__init__.py" \
        else module_name(path)
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(up + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id == "__import__" and node.args
              and isinstance(node.args[0], ast.Constant)):
            names.add(str(node.args[0].value))
    return names


def closure(start: list[Path]) -> dict[str, set[str]]:
    """Every project module reached from ``start`` by imports, with what each imports."""
    seen: dict[str, set[str]] = {}
    todo = list(start)
    while todo:
        path = todo.pop()
        name = module_name(path)
        if name in seen:
            continue
        seen[name] = imports_of(path)
        for imported in seen[name]:
            parts = imported.split(".")
            for i in range(1, len(parts) + 1):  # importing a.b.c runs a and a.b too
                found = module_file(".".join(parts[:i]))
                if found is not None and parts[0] == "game":
                    todo.append(found)
    return seen


def forbidden(name: str) -> bool:
    return any(name == f or name.startswith(f + ".") for f in FORBIDDEN)


def test_no_ai_module_reaches_the_ui_or_pygame_through_imports() -> None:
    reached = closure(sorted(AI.glob("*.py")))
    assert "game.engine.round" in reached and "game.ai.hard" in reached  # the walk went deep
    bad = {mod: sorted(m for m in names if forbidden(m))
           for mod, names in reached.items() if any(forbidden(m) for m in names)}
    assert not bad
    assert not [m for m in reached if forbidden(m)]


def test_the_walk_follows_imports_to_the_ui(tmp_path: Path) -> None:
    """The same walk, started from the table's opponent runner, does find the UI."""
    reached = closure([ROOT / "game" / "ui" / "table" / "controller.py"])
    assert any(forbidden(m) for names in reached.values() for m in names)
    assert "game.ui.opponents" in reached and "game.ai" in reached


def test_importing_every_ai_module_loads_no_ui_and_no_pygame() -> None:
    names = sorted(module_name(p) for p in AI.glob("*.py"))
    code = (f"import importlib, sys\nfor n in {names!r}: importlib.import_module(n)\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pygame'"
            " or m.startswith('game.ui')))\nprint('game.ai.hard' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split("\n")[:2] == ["[]", "True"], result.stdout


def private_uses(path: Path) -> list[str]:
    """Private names of other objects used in ``path``: ``x._name`` where x is not the
    object itself, and ``from game.engine... import _name``."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                and not node.attr.startswith("__")
                and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))):
            out.append(f"{path.name}:{node.lineno} .{node.attr}")
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.engine"):
            out.extend(f"{path.name}:{node.lineno} {a.name}" for a in node.names
                       if a.name.startswith("_"))
    return out


def test_the_ai_touches_no_private_engine_state() -> None:
    assert not [u for p in sorted(AI.glob("*.py")) for u in private_uses(p)]


def test_the_private_use_scan_sees_one(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text("from game.engine.match import _rank_key\n"
                      "def f(r, self):\n    r._apply_pass(0)\n    self._own = 1\n")
    assert private_uses(source) == ["m.py:1 _rank_key", "m.py:3 ._apply_pass"]
