"""The rules pages say what docs/rules.md says where a new player was misled, in both languages,
and list the controls."""

from __future__ import annotations

from game import i18n
from game.ui.rules_content import keys


def page_text(page: str, lang: str) -> str:
    catalog = i18n.catalog(lang)
    return " ".join(catalog[k] for k in keys(page))


# For each point: (English words, Danish words) that must be on the page.
CLAIMS = {
    "eight_stop": [
        ("under a revolution: on a 7 or anything below it", "under en revolution: på en 7'er"),
        ("end one that is on", "afslutter en, der er i gang"),
    ],
    "options": [
        ("four 2s clear (and start the revolution), four 3s do not",
         "fire 2'ere rydder (og starter revolutionen), fire 3'ere gør ikke"),
        ("jokers count highest", "jokere tæller højest"),
        ("The lower player always gives first", "Den lavere spiller giver altid først"),
        ("it cannot go on a set of 2s", "den kan ikke lægges på et sæt 2'ere"),
    ],
    "basics": [
        ("a player who passed sits out until the pile is cleared",
         "sidder den, der har meldt pas, over"),
        ("F11", "F11"),
        ("double-click", "dobbeltklik"),
        ("Page Up", "Page Up"),
        ("Pass for me", "Meld pas for mig"),
    ],
}


def test_the_pages_say_what_the_rulebook_says_in_both_languages() -> None:
    for page, claims in CLAIMS.items():
        for lang, index in (("en", 0), ("da", 1)):
            text = page_text(page, lang)
            missing = [c[index] for c in claims if c[index] not in text]
            assert missing == [], (page, lang)


def test_no_page_says_a_joker_beats_even_a_2() -> None:
    for page in ("basics", "options", "eight_stop"):
        assert "even a 2" not in page_text(page, "en")
        assert "også en 2'er" not in page_text(page, "da")
    assert "beats everything" not in i18n.catalog("en")["settings.jokers.help"]
