"""What the player is told when joining fails or the table ends: plain words from the
catalogs, English and Danish, for every reason the host or the link can give."""

from __future__ import annotations

import socket

import pytest

from game import i18n
from game.net.client import Closed
from game.net.link import connect_failure
from game.net.wire import ProtocolError
from game.ui.remote.words import JOIN_FAILED, TABLE_ENDED, check_fields, join_failed, table_ended

# Every bye reason the host sends (docs/network.md), and the link's own.
HOST_REASONS = ("bad_magic", "bad_version", "too_long", "bad_json", "bad_message", "no_hello",
                "too_slow", "too_fast", "wrong_code", "table_full", "out_of_turn", "illegal",
                "not_reading", "busy", "table_closed", "host_error")
LINK_REASONS = ("address", "no_answer", "lost")


@pytest.fixture(params=["en", "da"])
def lang(request: pytest.FixtureRequest):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_every_reason_is_worded_in_both_languages(lang: str) -> None:
    for why in HOST_REASONS + LINK_REASONS:
        for text in (join_failed(why), table_ended(why)):
            assert text and not text.startswith("ui.")
    for key in (*JOIN_FAILED.values(), *TABLE_ENDED.values()):
        assert key in i18n.catalog(lang)


def test_the_named_refusals_say_what_happened() -> None:
    assert "code" in join_failed("wrong_code")
    assert "full" in join_failed("table_full")
    assert "version" in join_failed("bad_version")
    assert join_failed("table_closed") == "The host closed the table."
    assert table_ended("table_closed") == "The host closed the table."
    assert "rejoin with the code" in table_ended("lost").lower()
    assert "illegal" in join_failed("illegal")  # an unnamed one still says its reason


@pytest.mark.parametrize("address, port, code, ok", [
    ("192.168.1.20", "5050", "ABC234", True),
    ("localhost", "1", "abcd", True),
    ("", "5050", "ABC234", False),
    ("a b", "5050", "ABC234", False),
    ("host", "0", "ABC234", False),
    ("host", "65536", "ABC234", False),
    ("host", "50x", "ABC234", False),
    ("host", "5050", "AB", False),
    ("host", "5050", "ABC-234", False),
    ("host", "5050", "ÆØÅÆØÅ", False),
])
def test_the_fields_are_checked_before_calling(address: str, port: str, code: str,
                                               ok: bool) -> None:
    assert (check_fields(address, port, code) is None) == ok


def test_connection_failures_get_their_reason() -> None:
    assert connect_failure(socket.gaierror(-2, "Name or service not known")).why == "address"
    assert connect_failure(ConnectionRefusedError(111, "refused")).why == "no_answer"
    assert connect_failure(TimeoutError("timed out")).why == "no_answer"
    assert connect_failure(Closed("wrong_code", "x")).why == "wrong_code"
    assert connect_failure(Closed("")).why == "no_answer"
    assert connect_failure(ProtocolError("bad_version", "version 1")).why == "bad_version"
