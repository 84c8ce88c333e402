"""The UI's modules import one another without a circle, and no scene imports another: scenes
open one another by name through game.ui.router. Read from the source (the AST), imports inside
functions counted as well as those at the top; the development tools (game.devtools) are in the
same graph, and nothing in the game's UI imports them."""

from __future__ import annotations

import ast
from pathlib import Path

from game.ui.router import SCENES

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("game/ui", "game/devtools")


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules(root: Path, packages: tuple[str, ...]) -> dict[str, Path]:
    found: dict[str, Path] = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            found[module_name(path, root)] = path
    return found


def _imported(node: ast.Import | ast.ImportFrom, name: str, is_package: bool) -> list[str]:
    """The dotted names an import statement reaches; for ``from a import b`` both ``a.b``
    (``b`` may be a module) and ``a``."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = name.split(".") if is_package else name.split(".")[:-1]
        package = package[:len(package) - (node.level - 1)]
        base = ".".join(package + ([base] if base else []))
    return [f"{base}.{alias.name}" for alias in node.names] + [base]


def type_only(tree: ast.AST) -> set[int]:
    """The line numbers of imports under ``if TYPE_CHECKING:`` (never run)."""
    return {sub.lineno for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for sub in ast.walk(node) if isinstance(sub, (ast.Import, ast.ImportFrom))}


def import_graph(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES,
                 typing_too: bool = True) -> dict[str, set[str]]:
    """Module -> the modules of ``packages`` it imports, anywhere in the file (without
    ``typing_too``, leaving out the imports made for the type checker only)."""
    mods = modules(root, packages)
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        skip = set() if typing_too else type_only(tree)
        deps: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and node.lineno not in skip:
                for target in _imported(node, name, path.name == "__init__.py"):
                    while target and target not in mods:  # a name in a module: the module
                        target = target.rpartition(".")[0]
                    if target and target != name:
                        deps.add(target)
        graph[name] = deps
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def scene_imports(graph: dict[str, set[str]], scenes: set[str]) -> list[tuple[str, str]]:
    """(scene module, the other scene module it imports)."""
    return sorted((m, d) for m in scenes for d in graph.get(m, ()) if d in scenes and d != m)


def function_imports(path: Path) -> list[int]:
    """The line numbers of the imports made inside a function of ``path``."""
    lines = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines += [sub.lineno for sub in ast.walk(node)
                      if isinstance(sub, (ast.Import, ast.ImportFrom))]
    return sorted(set(lines))


SCENE_MODULES = {module for module, _ in SCENES.values()}


# -- the project's own modules ------------------------------------------------------------------
def test_the_ui_imports_without_a_circle() -> None:
    """Imports for the type checker only are left out: they never run, and a module may name
    the type of what it is handed (the scene's app, the guide's table)."""
    assert cycles(import_graph(typing_too=False)) == []


def test_no_scene_module_imports_another() -> None:
    """Not even for a type: a scene knows another only by its name."""
    assert scene_imports(import_graph(), SCENE_MODULES) == []


def scene_classes(root: Path = ROOT) -> set[tuple[str, str]]:
    """(module, class) of every class under game/ui made from Scene, however indirectly."""
    bases: dict[tuple[str, str], set[str]] = {}
    for name, path in modules(root, ("game/ui",)).items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases[(name, node.name)] = {ast.unparse(b).rpartition(".")[2] for b in node.bases}
    scenes = {"Scene"}
    while True:
        more = {cls for (_, cls), of in bases.items() if of & scenes} - scenes
        if not more:
            return {key for key in bases if key[1] in scenes}
        scenes |= more


def test_every_scene_class_is_registered_with_the_router() -> None:
    """A Scene left out of the router's table could be opened only by importing it."""
    made_from = {("game.ui.scene", "Scene"), ("game.ui.table.view", "TableView"),
                 ("game.ui.table.game_table", "GameTable")}  # bases
    assert scene_classes() - made_from == set(SCENES.values())


def test_the_game_ui_never_imports_the_development_tools() -> None:
    graph = import_graph()
    assert not [(m, d) for m, deps in graph.items() if m.startswith("game.ui")
                for d in deps if d.startswith("game.devtools")]


def test_imports_inside_functions_say_why() -> None:
    """An import inside a function has a reason (a quicker start, a child process timed), and
    a comment next to it or the module's docstring says it."""
    unexplained = []
    for name, path in modules(ROOT, PACKAGES).items():
        lines = path.read_text(encoding="utf-8").splitlines()
        doc = ast.get_docstring(ast.parse("\n".join(lines))) or ""
        for line in function_imports(path):
            near = " ".join(lines[max(0, line - 1):line + 1])
            if "#" not in near and "imported inside the functions" not in doc:
                unexplained.append(f"{name}:{line}")
    assert unexplained == []


# -- the checks themselves catch what they are for ----------------------------------------------
def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = tmp_path / "pkg" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_a_circle_through_an_import_inside_a_function_is_found(tmp_path: Path) -> None:
    root = _package(tmp_path, {
        "__init__.py": "",
        "a.py": "from pkg.b import thing\n",
        "b.py": "thing = 1\n\ndef later():\n    from pkg import a\n    return a\n",
        "c.py": "from . import a\n",
    })
    assert cycles(import_graph(root, ("pkg",), typing_too=False)) == [["pkg.a", "pkg.b"]]


def test_a_scene_module_importing_another_is_found(tmp_path: Path) -> None:
    root = _package(tmp_path, {
        "__init__.py": "",
        "pause.py": "class PauseScene: ...\n",
        "title.py": "def quit():\n    from pkg.pause import PauseScene\n    return PauseScene\n",
        "words.py": "",
    })
    graph = import_graph(root, ("pkg",))
    assert scene_imports(graph, {"pkg.pause", "pkg.title"}) == [("pkg.title", "pkg.pause")]
    assert scene_imports(graph, {"pkg.pause", "pkg.words"}) == []
