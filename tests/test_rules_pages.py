"""The rules pages: complete in both languages, readable at any size, scrollable, an overlay."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game import i18n
from game.engine.options import PRESETS
from game.settings import Settings
from game.ui.app_context import App
from game.ui.page_render import PageStyle, PageWriter, render_page
from game.ui.rules_content import CONTENT, PAGES, Table, keys, preset_table
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.title import TitleScene


@pytest.fixture
def app():
    app = App(Settings(language="en"), size=(1280, 720))
    app.scenes.clear_to(TitleScene(app))
    yield app
    i18n.set_language("en")


def key(app: App, k: int, mod: int = 0) -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def mouse(app: App, kind: int, pos: tuple[int, int], **extra) -> None:
    app.dispatch(pygame.event.Event(kind, pos=pos, **extra))


@pytest.mark.parametrize("page", PAGES)
@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_every_text_of_every_page_is_written_in_both_languages(page: str, lang: str) -> None:
    catalog = i18n.catalog(lang)
    missing = [k for k in keys(page) if k not in catalog]
    assert missing == []


def test_the_eight_stop_page_covers_what_the_brief_asks() -> None:
    page = set(keys("eight_stop"))
    table = next(b for b in CONTENT["eight_stop"] if isinstance(b, Table))
    assert len(table.header) == 3
    rows = {r[0].rsplit(".", 1)[-1] for r in table.rows}
    assert rows == {"clear", "play", "lead", "out", "jokers", "runs", "revolution"}
    for lang in ("en", "da"):
        text = " ".join(i18n.catalog(lang)[k] for k in page)
        assert "hachi-giri" in text and "Daifugō" in text
        assert "9" in text  # an 8 cannot go on a 9


def test_the_presets_table_reads_the_presets_themselves() -> None:
    i18n.set_language("en")
    table = preset_table(i18n.t)
    assert table.header[1:] == tuple(i18n.t(f"settings.preset.{p}") for p in PRESETS)
    jokers = next(r for r in table.rows if r[0] == i18n.t("settings.jokers"))
    assert jokers[1:] == tuple(str(p.jokers) for p in PRESETS.values())


@pytest.mark.parametrize("width", [260, 420, 880])
@pytest.mark.parametrize("page", PAGES)
def test_pages_wrap_to_any_width_without_overflow(app: App, page: str, width: int) -> None:
    style = PageStyle(app.fonts, app.cards, 0.5 if width < 500 else 1.0)
    writer = PageWriter(width, style, i18n.t)
    widths: list[int] = []
    real_text = writer.text

    def text(t: str, size: int, color, bold: bool = False, indent: int = 0, centered=False):
        from game.ui.text import wrap

        widths.extend(app.fonts(size, bold).size(line)[0] + indent
                      for line in wrap(app.fonts(size, bold), t, width - indent))
        real_text(t, size, color, bold, indent, centered)

    writer.text = text  # type: ignore[method-assign]
    for block in CONTENT[page]:
        writer.block(block)
    assert widths and max(widths) <= width
    surface = writer.draw()
    assert surface.get_width() == width and surface.get_height() == writer.y


def test_a_narrow_page_stacks_the_wide_table(app: App) -> None:
    style = PageStyle(app.fonts, app.cards, 0.5)
    narrow = render_page(CONTENT["eight_stop"], 300, style, i18n.t)
    wide = render_page(CONTENT["eight_stop"], 900, style, i18n.t)
    assert narrow.get_height() > wide.get_height()


def test_rules_open_over_the_title_and_close_back_to_it(app: App) -> None:
    title = app.scenes.top
    app.open_rules("eight_stop")
    assert isinstance(app.scenes.top, RulesScene) and app.scenes.top.page == "eight_stop"
    assert title in app.scenes.visible()  # an overlay: the title stays beneath
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_rules_from_the_pause_overlay_keep_the_match(app: App) -> None:
    from game.ui.scenes.pause import PauseScene
    from game.ui.session import TableSession
    from game.ui.table.scene import TableScene

    table = TableScene(app, TableSession.new(PRESETS["eight-stop"], ["easy"] * 5, seed=4))
    app.scenes.clear_to(table)
    app.scenes.push(PauseScene(app))
    key(app, pygame.K_r)
    assert isinstance(app.scenes.top, RulesScene)
    assert table in app.scenes  # the match was not left
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene) and table in app.scenes


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (640, 400)])
def test_every_page_scrolls_to_its_end_by_keys_wheel_and_drag(app: App, size) -> None:
    app.resize(size)
    for page in PAGES:
        scene = RulesScene(app, page)
        app.scenes.push(scene)
        view = scene.view
        assert view.max_scroll > 0
        key(app, pygame.K_END)
        assert view.scroll == view.max_scroll
        key(app, pygame.K_HOME)
        assert view.scroll == 0
        key(app, pygame.K_DOWN)
        key(app, pygame.K_PAGEDOWN)
        assert 0 < view.scroll <= view.max_scroll
        before = view.scroll
        centre = view.viewport.center
        mouse(app, pygame.MOUSEMOTION, centre, rel=(0, 0), buttons=(0, 0, 0))
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
        assert view.scroll > before
        before = view.scroll
        mouse(app, pygame.MOUSEBUTTONDOWN, centre, button=1)
        mouse(app, pygame.MOUSEMOTION, (centre[0], centre[1] + 10), rel=(0, 10),
              buttons=(1, 0, 0))
        mouse(app, pygame.MOUSEBUTTONUP, (centre[0], centre[1] + 10), button=1)
        assert view.scroll == before - 10
        thumb = view.thumb()
        mouse(app, pygame.MOUSEBUTTONDOWN, thumb.center, button=1)
        mouse(app, pygame.MOUSEMOTION, (thumb.centerx, view.viewport.bottom + 500),
              rel=(0, 500), buttons=(1, 0, 0))
        mouse(app, pygame.MOUSEBUTTONUP, (thumb.centerx, view.viewport.bottom), button=1)
        assert view.scroll == view.max_scroll
        app.draw()
        app.scenes.pop()


def test_the_wheel_outside_the_page_does_not_scroll_it(app: App) -> None:
    scene = RulesScene(app, "basics")
    app.scenes.push(scene)
    mouse(app, pygame.MOUSEMOTION, (2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False))
    assert scene.view.scroll == 0


def test_dragging_the_text_scrolls_it(app: App) -> None:
    scene = RulesScene(app, "basics")
    app.scenes.push(scene)
    centre = scene.view.viewport.center
    mouse(app, pygame.MOUSEBUTTONDOWN, centre, button=1)
    mouse(app, pygame.MOUSEMOTION, (centre[0], centre[1] - 120), rel=(0, -120),
          buttons=(1, 0, 0))
    mouse(app, pygame.MOUSEBUTTONUP, (centre[0], centre[1] - 120), button=1)
    assert scene.view.scroll == 120


def test_tabs_and_arrow_keys_change_page_and_each_page_keeps_its_place(app: App) -> None:
    scene = RulesScene(app, "basics")
    app.scenes.push(scene)
    key(app, pygame.K_PAGEDOWN)
    kept = scene.view.scroll
    key(app, pygame.K_RIGHT)
    assert scene.page == "options" and scene.view.scroll == 0
    mouse(app, pygame.MOUSEBUTTONDOWN, scene.tabs[2].center, button=1)
    assert scene.page == "eight_stop"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert scene.page == "basics" and scene.view.scroll == kept


def test_the_page_follows_the_language(app: App) -> None:
    scene = RulesScene(app, "eight_stop")
    app.scenes.push(scene)
    english = scene._page()
    i18n.set_language("da")
    danish = scene._page()
    assert danish is not english
    assert pygame.image.tobytes(danish, "RGBA") != pygame.image.tobytes(english, "RGBA")


def test_resizing_keeps_the_page_readable(app: App) -> None:
    scene = RulesScene(app, "options")
    app.scenes.push(scene)
    for size in ((1920, 1080), (640, 400), (1280, 720)):
        app.resize(size)
        assert app.scenes.top is scene
        assert scene.panel.right <= size[0] and scene.panel.bottom <= size[1]
        assert scene.view.viewport.h > 100
        app.draw()


@pytest.mark.parametrize("width", [40, 120, 300])
def test_wrapping_keeps_every_word_and_every_line_fits(app: App, width: int) -> None:
    from game.ui.text import wrap

    font = app.fonts(18)
    text = i18n.catalog("da")["rules.eight.history"] + " Overordentligtlangtsammensatordhér"
    lines = wrap(font, text, width)
    assert all(font.size(line)[0] <= width for line in lines)
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")
