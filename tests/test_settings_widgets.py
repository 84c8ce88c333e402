"""The form controls on their own: values, keys, clicks and the focus order."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
import pytest

from game.ui.fonts import Fonts
from game.ui.widgets import Choice, Form, InfoRow, Look, PushButton, Slider, TextField, Toggle


@pytest.fixture(scope="module")
def look() -> Look:
    pygame.font.init()
    return Look(Fonts(), 1.0)


class Box:
    def __init__(self, value):
        self.value = value

    def get(self):
        return self.value

    def set(self, value) -> None:
        self.value = value


def down(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)


def test_slider_snaps_to_its_steps_and_stays_in_range(look: Look) -> None:
    box = Box(0.7)
    s = Slider("Delay", box.get, box.set, 0.0, 2.0, 0.1)
    s.layout(0, 0, 800, look)
    assert s.snap(0.74) == 0.7 and s.snap(-3) == 0.0 and s.snap(9) == 2.0
    s.focused = True
    for _ in range(30):
        s.handle_event(down(pygame.K_RIGHT))
    assert box.value == 2.0
    track = s._track()
    s.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(track.x, track.centery),
                                      button=1))
    assert box.value == 0.0 and s.dragging
    s.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(track.right + 50, track.centery),
                                      rel=(0, 0), buttons=(1, 0, 0)))
    assert box.value == 2.0
    s.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(0, 0), button=1))
    assert not s.dragging


def test_choice_moves_with_arrows_and_goes_round_with_enter(look: Look) -> None:
    box = Box("b")
    c = Choice("Pick", [("a", "A"), ("b", "B"), ("c", "C")], box.get, box.set)
    c.layout(0, 0, 800, look)
    c.focused = True
    c.handle_event(down(pygame.K_RIGHT))
    c.handle_event(down(pygame.K_RIGHT))
    assert box.value == "c"
    c.handle_event(down(pygame.K_RETURN))
    assert box.value == "a"
    c.handle_event(down(pygame.K_LEFT))
    assert box.value == "a"


def test_a_choice_too_wide_for_its_row_goes_under_the_label(look: Look) -> None:
    box = Box("a")
    options = [(str(i), f"A rather long option {i}") for i in range(4)]
    c = Choice("Pick", options, box.get, box.set)
    c.layout(0, 0, 700, look)
    assert c.control.y > c.rect.y + look.pad and c.control.w >= 700 - 2 * look.pad - 1


def test_toggle_by_keys(look: Look) -> None:
    box = Box(False)
    t = Toggle("Runs", box.get, box.set)
    t.layout(0, 0, 800, look)
    t.handle_event(down(pygame.K_SPACE))
    assert box.value is False  # not focused: keys are not its business
    t.focused = True
    t.handle_event(down(pygame.K_SPACE))
    assert box.value is True
    t.handle_event(down(pygame.K_LEFT))
    assert box.value is False


def test_text_field_takes_typing_and_leaves_tab_to_the_form(look: Look) -> None:
    box = Box("")
    f = TextField("Name", box.get, box.set, 5)
    f.layout(0, 0, 800, look)
    f.focused = True
    f.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="Ida\x07Marie"))
    assert box.value == "IdaMa"
    assert f.handle_event(down(pygame.K_a, unicode="a"))
    assert not f.handle_event(down(pygame.K_TAB, unicode="\t"))
    f.handle_event(down(pygame.K_DELETE, mod=pygame.KMOD_CTRL))
    assert box.value == ""


def test_form_focus_skips_disabled_and_information_rows(look: Look) -> None:
    pressed = []
    a = PushButton("A", lambda: pressed.append("a"))
    info = InfoRow("Stats", "3 played")
    off = Toggle("Off", lambda: False, lambda v: None)
    off.enabled = False
    b = PushButton("B", lambda: pressed.append("b"))
    form = Form([a, info, off, b])
    y = 0
    for w in form.widgets:
        y += w.layout(0, y, 600, look)
    form.handle_event(down(pygame.K_TAB))
    assert form.focus is a and a.focused
    form.handle_event(down(pygame.K_TAB))
    assert form.focus is b and not a.focused
    form.handle_event(down(pygame.K_RETURN))
    form.handle_event(down(pygame.K_TAB))
    assert form.focus is a  # round again
    form.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b.rect.center, button=1))
    assert form.focus is b and pressed == ["b", "b"]


def test_widgets_draw_in_every_state(look: Look) -> None:
    surface = pygame.Surface((900, 400))
    box = Box(True)
    rows = [Toggle("T", box.get, box.set, "help", "On", "Off"),
            TextField("N", lambda: "", lambda v: None, 8, placeholder="You"),
            PushButton("Go", lambda: None, primary=True)]
    for i, w in enumerate(rows):
        w.layout(0, i * 100, 900, look)
        for focused, hovered, enabled in ((False, False, True), (True, True, True),
                                          (False, False, False)):
            w.focused, w.hovered, w.enabled = focused, hovered, enabled
            w.draw(surface, look)
    assert surface.get_at(rows[0].control.center) != surface.get_at((899, 399))
