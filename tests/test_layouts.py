"""Every scene's Tiled layout loads with pytmx, stays on the table, and has the zones its scene uses."""
from pathlib import Path

import pytest

from game.ui import layout

LEVELS = sorted(p.stem for p in (Path(__file__).resolve().parent.parent / "levels").glob("*.tmx"))
TABLE_ZONES = ["bar", "btn_undo", "btn_rules", "btn_menu", "message"]
REQUIRED = {
    "menu": ["banner", "title_0", "title_1", "title_2", "title_3", "continue", "solo", "load", "quit", "message",
             "settings"],
    "setup": ["panel", "start", "back", "seed", "first_random", "count_0", "name_0", "name_4", "first_4"],
    "handoff": ["panel", "name", "ready"],
    "pause": ["resume", "save", "load", "rules", "settings", "menu"],
    "settings": ["panel", "heading", "options", "message", "back"],
    "log": ["panel", "heading", "text", "hint", "close"],
    "load": ["list", "back", "message"],
    "rules": ["text", "close"],
    "results": ["table", "again", "board", "menu"],
    "save_name": ["panel", "heading", "label", "field", "message", "cancel", "save"],
    "online": ["panel", "heading", "note", "host", "join", "tables", "message", "back"],
    "online_host": ["panel", "heading", "title_3", "count_4", "name_4", "kind_4", "server_local", "server_other",
                    "address", "message", "start", "back"],
    "online_invite": ["panel", "heading", "code", "copy_code", "address", "copy_address", "link", "copy_link",
                      "label_watch", "watch", "copy_watch",
                      "message", "open", "back"],
    "online_join": ["panel", "heading", "link", "address", "code", "name", "message", "join", "back"],
    "online_tables": ["panel", "heading", "list", "message", "refresh", "back"],
    "online_players": ["panel", "heading", "note", "list", "message", "close"],
    "online_forget": ["panel", "heading", "table", "text", "cancel", "remove"],
    "online_unsent": ["panel", "heading", "text", "leave", "stay"],
    "unsaved_question": ["panel", "heading", "text", "leave", "stay"],
}


def test_there_is_a_layout_per_scene():
    assert set(REQUIRED) <= set(LEVELS)


@pytest.mark.parametrize("name", LEVELS)
def test_layout_loads_and_fits_the_table(name):
    lay = layout.load(name)
    names = lay.names()
    assert names
    for zone in names:
        rect = lay.zone(zone)
        assert rect.w > 0 and rect.h > 0
        assert 0 <= rect.x and rect.right <= 1280 and 0 <= rect.y and rect.bottom <= 720, zone
    for zone in REQUIRED.get(name, TABLE_ZONES):
        assert lay.has(zone), f"{name}.tmx lacks zone {zone}"


def test_tiled_format_version():
    for name in LEVELS:
        head = (Path(__file__).resolve().parent.parent / "levels" / f"{name}.tmx").read_text()[:300]
        assert 'version="1.10"' in head


def test_unknown_zone_names_the_layout():
    with pytest.raises(layout.LayoutError, match="menu"):
        layout.load("menu").zone("no_such_zone")
