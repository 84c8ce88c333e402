"""Render the CC0 playing-card SVGs by Adrian Kennard to PNG files under assets/cards/.

Sources (both fetched with ``npm pack`` into a temporary directory, never into the repo):

* ``@heruka_urgyen/react-playing-cards`` ships the raw SVG files in four variants
  (2-colour / 4-colour, normal / large index), one black joker and one black back.
* ``@letele/playing-cards`` ships the same deck as React components; from it we take the
  colour (red) joker and the red card back, converted back to SVG text by a tiny parser.

Output: ``assets/cards/<style>/<CARD>.png`` where CARD is rank (3 4 5 6 7 8 9 T J Q K A 2)
plus suit (C D H S), ``X1.png`` (red joker), ``X2.png`` (black joker) and ``back.png``.

Usage::

    python build/render_cards.py                      # fetch packages, render default styles
    python build/render_cards.py --heruka DIR --letele DIR  # use unpacked package dirs
    python build/render_cards.py --contact-sheet /tmp/sheet.png
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

import resvg_py

ROOT = Path(__file__).resolve().parent.parent
HERUKA_PKG = "@heruka_urgyen/react-playing-cards@0.5.0"
LETELE_PKG = "@letele/playing-cards@0.1.0"

# Our style name -> image directory inside the heruka package ("bf" = large index).
STYLES: dict[str, str] = {
    "large2": "2color-bf",
    "large4": "4color-bf",
    "classic2": "2color",
    "classic4": "4color",
}
DEFAULT_STYLES = ("large2", "large4", "classic2")

RANKS = "3456789TJQKA2"
SUITS = "CDHS"
# Card height in pixels; 245 keeps the deck's 5:7 aspect ratio exact (175 x 245).
HEIGHT = 245


# --------------------------------------------------------------------------- fetching


def npm_fetch(spec: str, dest: Path) -> Path:
    """Download an npm package tarball with ``npm pack`` and unpack it; return its root."""
    dest.mkdir(parents=True, exist_ok=True)
    out = subprocess.run(
        ["npm", "pack", spec, "--silent", "--pack-destination", str(dest)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip().splitlines()[-1]
    target = dest / out.replace(".tgz", "")
    with tarfile.open(dest / out) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(target, filter="data")
        else:  # Python < 3.10.12 has no extraction filters
            tar.extractall(target)
    return target / "package"


# ------------------------------------------------------------- React component -> SVG

_TOKEN = re.compile(
    r'\s*(?:(?P<str>"(?:[^"\\]|\\.)*")|(?P<num>-?\d+(?:\.\d+)?(?:e-?\d+)?)'
    r"|(?P<id>[A-Za-z_$][\w$]*)|(?P<punct>[.,(){}:?]))"
)
# SVG attributes that keep their camelCase spelling; all others become kebab-case.
_CAMEL_ATTRS = {
    "viewBox", "preserveAspectRatio", "patternUnits", "patternContentUnits",
    "patternTransform", "gradientUnits", "gradientTransform", "clipPathUnits",
    "maskUnits", "maskContentUnits", "stdDeviation", "textLength", "lengthAdjust",
}
_RENAMED_ATTRS = {
    "className": "class", "xlinkHref": "xlink:href", "xmlnsXlink": "xmlns:xlink",
    "xmlSpace": "xml:space",
}


class _JsParser:
    """Parses the ``React.createElement(...)`` tree emitted by svgr into SVG markup."""

    def __init__(self, src: str) -> None:
        self.tokens: list[tuple[str, str]] = []
        pos = 0
        src = src.strip()
        while pos < len(src):
            m = _TOKEN.match(src, pos)
            if not m:
                raise ValueError(f"cannot tokenise JS near {src[pos:pos + 40]!r}")
            kind = m.lastgroup or ""
            self.tokens.append((kind, m.group(kind)))
            pos = m.end()
        self.i = 0

    def _next(self, expect: str | None = None) -> tuple[str, str]:
        tok = self.tokens[self.i]
        self.i += 1
        if expect is not None and tok[1] != expect:
            raise ValueError(f"expected {expect!r}, got {tok[1]!r}")
        return tok

    def _peek(self) -> str:
        return self.tokens[self.i][1] if self.i < len(self.tokens) else ""

    def element(self) -> str:
        """Parse ``React.createElement("tag", props, ...children)``."""
        for word in ("React", ".", "createElement", "("):
            self._next(word)
        tag = self._next()[1].strip('"')
        self._next(",")
        attrs = self._props()
        children: list[str] = []
        while self._peek() == ",":
            self._next(",")
            children.append(self._child())
        self._next(")")
        attr_text = "".join(f' {k}="{v}"' for k, v in attrs.items())
        if not children:
            return f"<{tag}{attr_text}/>"
        return f"<{tag}{attr_text}>{''.join(children)}</{tag}>"

    def _child(self) -> str:
        kind, value = self.tokens[self.i]
        if value == "React":
            return self.element()
        if kind == "str":
            self.i += 1
            return value.strip('"')
        raise ValueError(f"unsupported child {value!r}")

    def _props(self) -> dict[str, str]:
        value = self._peek()
        if value == "null":
            self._next()
            return {}
        if value == "_extends":  # _extends({...}, props)
            self._next()
            self._next("(")
            attrs = self._object()
            self._next(",")
            self._next()  # the spread ``props`` identifier
            self._next(")")
            return attrs
        return self._object()

    def _object(self) -> dict[str, str]:
        attrs: dict[str, str] = {}
        self._next("{")
        while self._peek() != "}":
            key = self._next()[1].strip('"')
            self._next(":")
            kind, value = self._next()
            if kind in ("str", "num"):
                attrs[_attr_name(key)] = value.strip('"')
            if self._peek() == ",":
                self._next(",")
        self._next("}")
        return attrs


def _attr_name(key: str) -> str:
    """Map a React prop name to its SVG attribute name."""
    if key in _RENAMED_ATTRS:
        return _RENAMED_ATTRS[key]
    if key in _CAMEL_ATTRS or "-" in key:
        return key
    return re.sub(r"([A-Z])", lambda m: "-" + m.group(1).lower(), key)


def letele_svg(bundle: Path, name: str) -> str:
    """Return SVG markup for component ``Svg<name>`` of the @letele/playing-cards bundle."""
    js = bundle.read_text(encoding="utf-8")
    m = re.search(rf"const Svg{name} = _ref => \{{(.*?)\n\}};", js, re.S)
    if not m:
        raise KeyError(f"component Svg{name} not found in {bundle}")
    body = m.group(1).replace("/*#__PURE__*/", "")
    expr = body[body.index("return ") + len("return "):].rstrip().rstrip(";")
    # Drop the optional <title> child: ``title ? React.createElement("title", ...) : null,``
    expr = re.sub(r",\s*title \? React\.createElement\(\"title\",.*?\) : null", "", expr,
                  flags=re.S)
    return _JsParser(expr).element()


# ------------------------------------------------------------------------- rendering


def render(svg: str, height: int) -> bytes:
    """Render SVG markup to PNG bytes at the given pixel height (aspect ratio kept)."""
    return bytes(resvg_py.svg_to_bytes(svg_string=svg, height=height, dpi=96))


def optimise(paths: list[Path]) -> None:
    """Losslessly recompress PNG files with optipng when it is installed."""
    exe = shutil.which("optipng")
    if not exe:
        print("optipng not found; PNGs left as rendered")
        return
    subprocess.run([exe, "-quiet", "-o2", "-strip", "all", *map(str, paths)], check=True)


def render_style(
    style: str, heruka: Path, extras: dict[str, str], out_dir: Path, height: int
) -> list[Path]:
    """Render one style's 52 cards plus jokers and back; return the written paths."""
    src = heruka / "src" / "images" / STYLES[style]
    dest = out_dir / style
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    written: list[Path] = []
    for rank in RANKS:
        for suit in SUITS:
            svg = (src / f"{rank}{suit}.svg").read_text(encoding="utf-8")
            written.append(dest / f"{rank}{suit}.png")
            written[-1].write_bytes(render(svg, height))
    for name, svg in extras.items():
        written.append(dest / f"{name}.png")
        written[-1].write_bytes(render(svg, height))
    return written


def contact_sheet(style_dir: Path, path: Path) -> None:
    """Save a PNG showing every card of one style on green felt (for eyeballing)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    names = [f"{r}{s}" for s in SUITS for r in RANKS] + ["X1", "X2", "back"]
    images = [pygame.image.load(str(style_dir / f"{n}.png")) for n in names]
    w, h = images[0].get_size()
    cols, gap = 13, 8
    rows = -(-len(images) // cols)
    sheet = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap))
    sheet.fill((22, 96, 52))
    for i, img in enumerate(images):
        sheet.blit(img, (gap + (i % cols) * (w + gap), gap + (i // cols) * (h + gap)))
    pygame.image.save(sheet, str(path))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--heruka", type=Path, help="unpacked react-playing-cards package dir")
    ap.add_argument("--letele", type=Path, help="unpacked @letele/playing-cards package dir")
    ap.add_argument("--out", type=Path, default=ROOT / "assets" / "cards")
    ap.add_argument("--height", type=int, default=HEIGHT)
    ap.add_argument("--styles", nargs="+", default=list(DEFAULT_STYLES), choices=list(STYLES))
    ap.add_argument("--no-optipng", action="store_true", help="skip PNG recompression")
    ap.add_argument("--contact-sheet", type=Path, help="also save a sheet of the first style")
    args = ap.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="cards-") as tmp:
        heruka = args.heruka or npm_fetch(HERUKA_PKG, Path(tmp))
        letele = args.letele or npm_fetch(LETELE_PKG, Path(tmp))
        bundle = letele / "dist" / "index.esm.js"
        extras = {
            "X1": letele_svg(bundle, "J1"),  # colour joker (red, blue and gold)
            "X2": (heruka / "src" / "images" / "2color" / "2J.svg").read_text("utf-8"),
            "back": letele_svg(bundle, "B2"),  # red diamond lattice
        }
        written: list[Path] = []
        for style in args.styles:
            files = render_style(style, heruka, extras, args.out, args.height)
            print(f"{style}: {len(files)} cards from {STYLES[style]}")
            written += files
    if not args.no_optipng:
        optimise(written)
    total = sum(p.stat().st_size for p in written)
    print(f"wrote {len(written)} PNGs, {total / 1024:.0f} KiB, to {args.out}")
    if args.contact_sheet:
        contact_sheet(args.out / args.styles[0], args.contact_sheet)
        print(f"contact sheet: {args.contact_sheet}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
