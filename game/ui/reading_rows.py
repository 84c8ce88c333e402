"""The settings rows for reading the table: its size, reduced motion, high contrast."""

from __future__ import annotations

from game.i18n import t
from game.settings import TABLE_SCALES
from game.ui.widgets import Choice, Toggle, Widget


def reading_rows(scene) -> list[Widget]:
    """Rows for the settings screen's display tab; ``scene._set`` stores a change."""
    st = scene.settings
    on, off = t("settings.on"), t("settings.off")
    return [
        Choice(t("settings.table_scale"),
               [(v, t("settings.percent", value=v)) for v in TABLE_SCALES],
               lambda: st.table_scale, lambda v: scene._set("table_scale", v),
               t("settings.table_scale.help"), width=480, highlight=100),
        Toggle(t("settings.reduced_motion"), lambda: st.reduced_motion,
               lambda v: scene._set("reduced_motion", v), t("settings.reduced_motion.help"),
               on, off),
        Toggle(t("settings.high_contrast"), lambda: st.high_contrast,
               lambda v: scene._set("high_contrast", v), t("settings.high_contrast.help"),
               on, off),
    ]
