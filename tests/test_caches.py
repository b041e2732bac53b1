"""Rendered surfaces are cached within a byte budget, least recently used first out, and
released when a table closes (issue 16)."""
import pygame

from game.ui import paint

from game.ui import cache, draw
from game.ui.cache import SurfaceCache, memo, surface_bytes
from driver import make_app


def test_a_cache_keeps_to_its_byte_budget_dropping_the_least_recently_used():
    c = SurfaceCache("test", max_bytes=3 * 100 * 100 * 4)
    for key in "abc":
        c.put(key, pygame.Surface((100, 100), 0, 32))
    assert c.get("a") is not None          # "a" is now the most recently used
    c.put("d", pygame.Surface((100, 100), 0, 32))
    assert c.get("b") is None and c.get("a") is not None and len(c) == 3
    assert c.bytes <= c.max_bytes


def test_a_subsurface_costs_nothing_it_shares_its_parents_pixels():
    sheet = pygame.Surface((64, 64), 0, 32)
    assert surface_bytes(sheet.subsurface((0, 0, 8, 8))) == 0
    assert surface_bytes(sheet) >= 64 * 64 * 4


def test_memo_makes_a_surface_once_per_arguments():
    made = []

    @memo("test-memo", 10**6)
    def layer(size):
        made.append(size)
        return pygame.Surface(size)

    assert layer((4, 4)) is layer((4, 4)) and made == [(4, 4)]
    cache.release_all()
    layer((4, 4))
    assert made == [(4, 4), (4, 4)]


def test_text_stays_within_its_budget_however_many_lines_are_rendered():
    app = make_app()
    texts = app.assets._text
    for i in range(3000):
        app.assets.text(f"Score {i}: a line that changes every turn", 18)
    assert texts.bytes <= texts.max_bytes and len(texts) < 3000


def test_going_back_to_the_title_menu_releases_the_tables_pictures():
    app = make_app()
    app.assets.text("a score line", 18)
    app.assets.sprite("ui", "table_tile", (31, 17))
    surface = paint.layer((200, 100))
    draw.glow(surface, pygame.Rect(10, 10, 50, 30))
    assert cache.total_bytes() > 0
    app.go_home()  # what closing a table does (pause menu "Quit to menu", results "Menu")
    assert len(app.assets._text) == 0 and len(app.assets._sprites) == 0
    assert len(draw._halo.cache) == 0


def test_going_back_to_the_title_menu_hands_the_freed_memory_back(monkeypatch):
    calls = []
    monkeypatch.setattr(cache, "give_back_memory", lambda: calls.append(1))
    app = make_app()
    app.go_home()
    assert calls == []      # not while the closed table is still held by the caller
    app.render()
    assert calls == [1]     # after the next frame, once
    app.render()
    assert calls == [1]
    monkeypatch.undo()
    cache.give_back_memory()  # glibc's malloc_trim where there is one; nothing otherwise
