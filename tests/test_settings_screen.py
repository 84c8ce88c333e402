"""The settings screen: every control by mouse and keys, changes applied at once and saved."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from game import i18n, storage
from game import settings as settings_file
from game.engine.options import DAIFUGO, EIGHT_STOP, STANDARD
from game.settings import Settings
from game.ui.app_context import App
from game.ui.scenes.settings import SAVE_DELAY, SettingsScene
from game.ui.scenes.title import TitleScene
from game.ui.widgets import Choice, Slider, Stepper, TextField, Toggle


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    storage.take_notices()
    return tmp_path


@pytest.fixture
def app(home: Path):
    app = App(Settings(language="en"), size=(1280, 720))
    app.scenes.clear_to(TitleScene(app))
    yield app
    i18n.set_language("en")


def open_tab(app: App, tab: str) -> SettingsScene:
    app.open_settings(tab)
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    app.draw()
    return scene


def row(scene: SettingsScene, label_key: str, **params):
    label = i18n.t(label_key, **params)
    return next(w for w in scene.rows if w.label == label)


def reveal(app: App, scene: SettingsScene, widget) -> None:
    """Wheel the list until ``widget`` is fully in view, as a mouse player would."""
    view = scene.view
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=view.viewport.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    for _ in range(30):
        if view.viewport.contains(widget.rect):
            return
        up = widget.rect.y < view.viewport.y
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if up else -1, flipped=False))
    raise AssertionError(f"{widget.label} cannot be scrolled into view")


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(app: App, k: int, mod: int = 0, unicode: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode))


def focus(app: App, scene: SettingsScene, widget) -> None:
    """Reach ``widget`` with the Down key only, as a keyboard player would."""
    for _ in range(len(scene.form.widgets) + 1):
        if scene.form.focus is widget:
            return
        key(app, pygame.K_DOWN)
    raise AssertionError(f"{widget.label} cannot be reached by keyboard")


def saved() -> Settings:
    storage.take_notices()
    return settings_file.load()


def test_eight_stop_is_first_prominent_and_toggles_by_click_and_key(app: App) -> None:
    scene = open_tab(app, "rules")
    eight = scene.rows[0]
    assert isinstance(eight, Toggle) and eight.prominent
    assert app.settings.rules.eight_stop
    click(app, eight.rect.center)
    assert not app.settings.rules.eight_stop
    assert scene.form.focus is scene.rows[0]  # a click focuses too
    key(app, pygame.K_SPACE)
    assert app.settings.rules.eight_stop


def test_rule_changes_say_they_wait_for_the_next_match(app: App) -> None:
    scene = open_tab(app, "rules")
    assert i18n.t("settings.rules_notice").split()[-1] in " ".join(scene._notice_lines(2000))


def test_presets_keep_players_and_rounds_and_a_mix_shows_as_custom(app: App) -> None:
    app.settings.rules = EIGHT_STOP.with_(players=5, rounds=7)
    scene = open_tab(app, "rules")
    preset = row(scene, "settings.preset")
    assert isinstance(preset, Choice) and preset.index() == 1
    segment = preset._segments()[2]
    click(app, segment.center)
    assert app.settings.rules == DAIFUGO.with_(players=5, rounds=7)
    preset = row(scene, "settings.preset")
    focus(app, scene, preset)
    key(app, pygame.K_HOME)
    assert app.settings.rules == STANDARD.with_(players=5, rounds=7)
    runs = row(scene, "settings.runs")
    reveal(app, scene, runs)  # under the group headings it starts below the fold
    click(app, runs.rect.center)
    preset = row(scene, "settings.preset")
    assert preset.index() == -1 and preset.help == i18n.t("settings.preset.help_custom")


def test_steppers_change_by_buttons_and_keys_within_bounds(app: App) -> None:
    scene = open_tab(app, "rules")
    players = row(scene, "settings.players")
    assert isinstance(players, Stepper)
    minus, plus = players._buttons()
    for _ in range(5):
        click(app, row(scene, "settings.players")._buttons()[1].center)
    assert app.settings.rules.players == 6
    focus(app, scene, row(scene, "settings.jokers"))
    for _ in range(4):
        key(app, pygame.K_RIGHT)
    assert app.settings.rules.jokers == 2
    key(app, pygame.K_HOME)
    assert app.settings.rules.jokers == 0
    assert minus.x < plus.x


def test_changes_are_saved_a_moment_later_and_on_leaving(app: App) -> None:
    scene = open_tab(app, "rules")
    reveal(app, scene, row(scene, "settings.pass_is_final"))
    click(app, row(scene, "settings.pass_is_final").rect.center)
    assert not settings_file.path().exists()
    app.step(SAVE_DELAY + 0.05)
    assert saved().rules.pass_is_final is True
    reveal(app, scene, row(scene, "settings.revolution"))
    click(app, row(scene, "settings.revolution").rect.center)
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is not scene
    assert saved().rules.revolution is True


def test_language_switches_every_text_at_once(app: App) -> None:
    scene = open_tab(app, "display")
    language = row(scene, "settings.language")
    click(app, language._segments()[1].center)  # Dansk
    assert app.settings.language == "da" and i18n.language() == "da"
    assert scene.tabs.options[0][1] == "Regler"
    assert scene.back.label == "Tilbage"
    assert row(scene, "settings.language").label == "Sprog"
    key(app, pygame.K_ESCAPE)
    app.draw()
    assert app.scenes.top.buttons[0].label == i18n.t("ui.title.new_game")  # title relabelled
    assert saved().language == "da"


def test_focus_survives_the_language_switch(app: App) -> None:
    scene = open_tab(app, "display")
    focus(app, scene, row(scene, "settings.language"))
    key(app, pygame.K_RIGHT)
    assert i18n.language() == "da"
    assert scene.form.focus is row(scene, "settings.language")
    key(app, pygame.K_LEFT)
    assert i18n.language() == "en"


def test_card_style_volume_and_mute_apply_at_once(app: App) -> None:
    scene = open_tab(app, "display")
    style = row(scene, "settings.card_style")
    click(app, style._segments()[1].center)
    assert app.settings.card_style == "large4" and app.cards.style == "large4"
    volume = row(scene, "settings.volume")
    assert isinstance(volume, Slider)
    track = volume._track()
    start = (track.x + track.w * 7 // 10, track.centery)
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(track.x + track.w // 4,
                                                             track.centery),
                                    rel=(0, 0), buttons=(1, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    assert app.settings.volume == pytest.approx(0.25, abs=0.03)
    assert app.audio.volume == pytest.approx(app.settings.volume)
    focus(app, scene, volume)
    key(app, pygame.K_END)
    assert app.settings.volume == 1.0 and app.audio.volume == 1.0
    click(app, row(scene, "settings.mute").rect.center)
    assert app.settings.muted and app.audio.muted


def test_fullscreen_toggles_the_window(app: App) -> None:
    scene = open_tab(app, "display")
    toggle = row(scene, "settings.fullscreen")
    click(app, toggle.rect.center)
    assert app.settings.fullscreen == app.fullscreen
    if app.fullscreen:  # the dummy driver may refuse; then the switch shows Off again
        click(app, row(scene, "settings.fullscreen").rect.center)
        assert not app.fullscreen and not app.settings.fullscreen


def test_levels_for_all_or_per_seat_and_seats_not_at_the_table(app: App) -> None:
    app.settings.rules = EIGHT_STOP.with_(players=4)
    scene = open_tab(app, "players")
    everyone = row(scene, "settings.level_all")
    click(app, everyone._segments()[2].center)
    assert app.settings.levels == ["hard"] * 5
    seat2 = row(scene, "settings.level_seat", name="Ben")
    click(app, seat2._segments()[0].center)
    assert app.settings.levels[1] == "easy"
    assert row(scene, "settings.level_all").index() == -1  # mixed
    seat5 = row(scene, "settings.level_seat", name="Emma")
    assert not seat5.enabled
    reveal(app, scene, seat5)
    click(app, seat5._segments()[0].center)
    assert app.settings.levels[4] == "hard"  # a seat not at the table is left alone
    usable = [w for w in scene.form.widgets if w.focusable and w.enabled]
    assert seat5 not in usable and row(scene, "settings.level_seat", name="Clara") in usable


def test_the_name_is_typed_and_kept_drawable_and_short(app: App) -> None:
    scene = open_tab(app, "players")
    name = row(scene, "settings.name")
    assert isinstance(name, TextField)
    click(app, name.rect.center)
    for text in ("Søren", " 大", "!"):
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    assert app.settings.player_name == "Søren !"
    key(app, pygame.K_BACKSPACE)
    assert app.settings.player_name == "Søren "
    key(app, pygame.K_s, unicode="s")  # typed letters are not shortcuts while typing
    assert app.scenes.top is scene
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="x" * 40))
    assert len(app.settings.player_name) == settings_file.MAX_NAME


def test_delay_slider_and_animation_choice_by_keys(app: App) -> None:
    scene = open_tab(app, "table")  # with the table's other looks, not the players
    focus(app, scene, row(scene, "settings.animation"))
    key(app, pygame.K_HOME)
    assert app.settings.animation_speed == 0.0
    key(app, pygame.K_END)
    assert app.settings.animation_speed == 2.0
    focus(app, scene, row(scene, "settings.delay"))
    before = app.settings.opponent_delay
    key(app, pygame.K_RIGHT)
    assert app.settings.opponent_delay == pytest.approx(before + 0.1)


def test_restore_defaults_puts_everything_back(app: App, monkeypatch) -> None:
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    app.settings.rules = DAIFUGO
    app.settings.volume = 0.1
    app.settings.card_style = "classic2"
    scene = open_tab(app, "rules")
    click(app, scene.restore.rect.center)
    assert app.settings == settings_file.defaults()
    assert app.cards.style == settings_file.defaults().card_style
    assert scene.toast == i18n.t("settings.restored")


def test_tab_key_walks_every_control_and_focus_scrolls_into_view(app: App) -> None:
    app.resize((800, 600))
    scene = open_tab(app, "players")
    seen = []
    for _ in range(len(scene.form.widgets) + 2):
        key(app, pygame.K_TAB)
        w = scene.form.focus
        seen.append(w)
        if w in scene.rows:
            assert scene.view.viewport.contains(w.rect), w.label
    usable = [w for w in scene.form.widgets if w.focusable and w.enabled]
    assert set(seen) == set(usable)
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert scene.form.focus is seen[-2]


def test_tabs_switch_by_keyboard(app: App) -> None:
    scene = open_tab(app, "rules")
    key(app, pygame.K_DOWN)
    assert scene.form.focus is scene.tabs
    key(app, pygame.K_RIGHT)
    assert scene.tab == "players" and scene.form.focus is scene.tabs
    assert any(isinstance(w, TextField) for w in scene.rows)


def test_hover_lights_the_row_under_the_mouse(app: App) -> None:
    scene = open_tab(app, "rules")
    target = scene.rows[2]
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))
    assert target.hovered and not any(w.hovered for w in scene.rows if w is not target)


@pytest.mark.parametrize("lang", ["en", "da"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (640, 400)])
def test_every_tab_lays_out_inside_the_window(app: App, lang: str, size) -> None:
    app.settings.language = lang
    i18n.set_language(lang)
    app.resize(size)
    for tab in ("rules", "players", "table", "display"):
        scene = open_tab(app, tab)
        panel = scene.panel
        assert pygame.Rect((0, 0), size).contains(panel)
        for w in (scene.tabs, scene.restore, scene.back):
            assert panel.contains(w.rect)
        assert not scene.restore.rect.colliderect(scene.back.rect)
        for r in scene.rows:
            assert r.rect.w <= scene.view.viewport.w
            if r.control.w:
                assert r.rect.contains(r.control), r.label
        app.scenes.pop()


def test_a_damaged_settings_file_is_told_on_the_title_once(home: Path) -> None:
    settings_file.path().parent.mkdir(parents=True)
    settings_file.path().write_bytes(b'{"volume": 0.5, "lang')
    app = App(size=(1280, 720))
    assert app.settings == settings_file.defaults()
    app.scenes.clear_to(TitleScene(app))
    from game.ui.scenes.notice import NoticeScene

    notice = app.scenes.top
    assert isinstance(notice, NoticeScene)
    assert any(i18n.t("notice.settings") in text for text in notice.texts)
    assert any("settings.json.corrupt-" in text for text in notice.texts)
    app.draw()
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, TitleScene)
    app.scenes.clear_to(TitleScene(app))
    assert isinstance(app.scenes.top, TitleScene)  # told once only


def test_one_bad_setting_is_told_as_such(home: Path) -> None:
    settings_file.path().parent.mkdir(parents=True)
    settings_file.path().write_text('{"volume": "loud", "card_style": "large4"}')
    app = App(size=(800, 600))
    assert app.settings.card_style == "large4"
    app.scenes.clear_to(TitleScene(app))
    texts = app.scenes.top.texts
    assert any(i18n.t("notice.settings_values") in text for text in texts)


def test_a_new_name_shows_in_the_match_in_progress(app: App) -> None:
    from game.ui.session import TableSession

    app.session = TableSession.new(EIGHT_STOP, ["easy"] * 5, "Bo", seed=1)
    scene = open_tab(app, "players")
    click(app, row(scene, "settings.name").rect.center)
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text="x"))
    assert app.session.player_name == "x" == app.settings.player_name


def _outside(surface: pygame.Surface, hole: pygame.Rect) -> bytes:
    """The pixels of ``surface`` with ``hole`` blacked out."""
    copy = surface.copy()
    copy.fill((0, 0, 0), hole)
    return pygame.image.tobytes(copy, "RGB")


@pytest.mark.parametrize("lang", ["en", "da"])
@pytest.mark.parametrize("tab", ["rules", "players", "table", "display"])
def test_rows_are_drawn_only_inside_the_scrolled_list(app: App, lang: str, tab: str) -> None:
    app.settings.language = lang
    i18n.set_language(lang)
    app.resize((800, 600))
    scene = open_tab(app, tab)
    view = scene.view
    for scroll in (0, view.max_scroll // 2, view.max_scroll):
        view.scroll_to(scroll)
        scene._sync_scroll()
        with_rows = pygame.Surface(app.screen_size)
        scene.draw(with_rows)
        rows, scene.rows = scene.rows, []
        without_rows = pygame.Surface(app.screen_size)
        scene.draw(without_rows)
        scene.rows = rows
        assert _outside(with_rows, view.viewport) == _outside(without_rows, view.viewport), (
            f"a row of {tab} is drawn outside the list at scroll {scroll}")


@pytest.mark.parametrize("lang", ["en", "da"])
@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (640, 400)])
def test_the_key_hint_fits_the_footer_without_overlapping(app: App, lang: str, size) -> None:
    app.settings.language = lang
    i18n.set_language(lang)
    app.resize(size)
    for tab in ("rules", "players", "table", "display"):
        scene = open_tab(app, tab)
        look = scene._look()
        hint = scene.hint_rect
        if size == (1280, 720):
            assert hint is not None, "the hint has room at the usual window size"
        if hint is not None:
            for button in (scene.restore, scene.back):
                assert not hint.colliderect(button.rect), (tab, button.label)
            assert scene.panel.contains(hint)
            assert not hint.colliderect(scene.view.viewport)
            assert scene.hint_size >= look.help_size, "the hint is never shrunk past reading"
            for key_name in ("settings.keys", "settings.restored"):
                width = app.fonts(scene.hint_size).size(i18n.t(key_name))[0]
                assert width <= hint.w, key_name
        assert scene.view.viewport.bottom <= min(scene.restore.rect.y, scene.back.rect.y)
        app.scenes.pop()


def test_the_rule_rows_stand_under_a_heading_per_declared_group(app: App) -> None:
    from game.engine.options import BY_KEY
    from game.ui.widgets import Heading

    scene = open_tab(app, "rules")
    headings = [w for w in scene.rows if isinstance(w, Heading)]
    assert [h.label for h in headings] == [i18n.t(f"settings.group.{g}")
                                           for g in ("table", "classic", "house")]
    group = None
    labels = {i18n.t(o.name_key): o for o in BY_KEY.values()}
    for w in scene.rows:
        if isinstance(w, Heading):
            group = next(g for g in ("table", "classic", "house")
                         if w.label == i18n.t(f"settings.group.{g}"))
        elif w.label in labels and not labels[w.label].prominent:
            assert labels[w.label].group == group, w.label
    seen = set()
    for _ in range(len(scene.form.widgets)):  # Tab goes round every row and passes them by
        key(app, pygame.K_TAB)
        seen.add(scene.form.focus)
    assert not any(isinstance(w, Heading) for w in seen)
    assert row(scene, "settings.capital_fall") in seen
    tops = [w.rect.y for w in scene.rows]
    assert tops == sorted(tops)
