"""Issue 31: the setup screen's seat choices say how strong each computer level is in this
title, from the ladder's figures (game/ladder_figures.py), in words a player understands; a
level not measured there is described without a figure.  Driven by real pointer motion and the
rest timer, in both languages, with the tooltip drawn and checked for text out of its box."""
from __future__ import annotations

import pygame
import pytest

from driver import advance, make_app
from game import i18n
from game.rules.registry import TITLES
from game.scenes.common import level_words
from game.scenes.common.setup import SetupScene
from game.ui import textrecord
from game.ui.tooltip import REST_MS

MEASURED = {"koinobori": {"hard": {"against": "normal", "wins": 54.5, "games": 75},
                          "easy": {"against": "random", "wins": 51.5, "games": 52}},
            "paddy": {"normal": {"against": "easy", "wins": 1.0, "games": 40}}}
AT_TABLES = {"koinobori": {"3": {"hard": {"against": "normal", "wins": 40.0, "games": 72}},
                           "5": {"hard": {"against": "normal", "wins": 3.0, "games": 21}}}}


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(level_words, "FIGURES", MEASURED)
    monkeypatch.setattr(level_words, "AT_TABLES", AT_TABLES)
    app = make_app()
    yield app
    i18n.set_language("en")


def tip_over(app, scene, kind):
    """Rest the pointer on seat 1's `kind` button: the tooltip shown, its texts as drawn."""
    rect = next(r for r, k in scene.kind_rects if k == kind)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    advance(app, REST_MS + 10)
    with textrecord.recording() as rec:
        app.full_frame = True
        app.render()
    return scene.hover.visible, rec


def setup_for(app, title):
    scene = SetupScene(app, title)
    app.reset(scene)
    return scene


def test_a_measured_level_says_how_often_it_beats_the_level_below_in_this_title(app):
    scene = setup_for(app, "koinobori")
    tip, rec = tip_over(app, scene, "hard")
    assert tip.title == "Hard"
    assert tip.lines == (level_words._(level_words.SEAT_TIPS["hard"]),
                         "In two-player games of Koinobori it wins about 7 games in 10 against Normal "
                         "(measured over 75 games between computers).")
    assert rec.findings([]) == []
    tip, _rec = tip_over(app, scene, "easy")
    assert tip.lines[1] == ("In two-player games of Koinobori it wins almost every game against a player who moves at random "
                            "(measured over 52 games between computers).")


def test_an_unmeasured_level_has_no_figure_and_a_weak_one_says_so(app):
    scene = setup_for(app, "koinobori")
    tip, _rec = tip_over(app, scene, "normal")
    assert len(tip.lines) == 1 and "measured" not in tip.lines[0]
    tip, _rec = tip_over(app, scene, "human")
    assert len(tip.lines) == 1
    scene = setup_for(app, "paddy")
    tip, _rec = tip_over(app, scene, "normal")
    assert tip.lines[1] == ("In two-player games of Paddy it hardly ever wins against Easy "
                            "(measured over 40 games between computers).")


def test_the_figure_reads_in_japanese_and_fits_its_tooltip(app):
    i18n.set_language("ja")
    scene = setup_for(app, "koinobori")
    tip, rec = tip_over(app, scene, "hard")
    line = tip.lines[1]
    assert "10ゲーム中約7勝" in line and "75" in line and "「普通」" in line and "2人戦" in line
    assert rec.findings([]) == []
    drawn = "".join(t.string for t in rec.texts)
    assert "10ゲーム中約7勝" in drawn.replace("\n", "")


def click(app, rect):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))
    app.step()


def choose_players(app, scene, n):
    """Click the player-count button `n`, as a player does."""
    button = next(b for b in scene.buttons if b.label == str(n))
    click(app, button.rect)
    assert scene.count == n


def test_with_more_players_chosen_hard_says_how_it_does_at_that_table_beside_an_equal_share(app):
    scene = setup_for(app, "koinobori")
    choose_players(app, scene, 3)
    tip, rec = tip_over(app, scene, "hard")
    assert tip.lines[1] == ("In Koinobori with 3 players and Normal in all the other seats, it wins 56% of its "
                            "games, where an equal player would win 33% (measured over 72 games between "
                            "computers).")
    assert rec.findings([]) == []
    choose_players(app, scene, 5)         # 3 wins in 21: below an equal share, and it says so plainly
    tip, _rec = tip_over(app, scene, "hard")
    assert tip.lines[1].startswith("In Koinobori with 5 players and Normal in all the other seats, it wins "
                                   "14% of its games, where an equal player would win 20% ")
    choose_players(app, scene, 4)         # not measured at 4: the two-player figure, named as such
    tip, _rec = tip_over(app, scene, "hard")
    assert tip.lines[1].startswith("In two-player games of Koinobori it wins about 7 games in 10")
    choose_players(app, scene, 2)
    tip, _rec = tip_over(app, scene, "hard")
    assert tip.lines[1].startswith("In two-player games of Koinobori")


def test_the_bigger_tables_share_and_an_equal_one_round_alike(monkeypatch):
    """Both in whole percent: 5 wins in 20 at four players is an equal share, and reads so."""
    def line(wins, games=20, players=4):
        monkeypatch.setattr(level_words, "AT_TABLES", {"paddy": {str(players): {
            "hard": {"against": "normal", "wins": wins, "games": games}}}})
        return level_words.table_line("paddy", "Paddy", "hard", players)
    assert "it wins 25% of its games, where an equal player would win 25% " in line(5)
    assert "it wins 0% of its games" in line(0) and "it wins 100% of its games" in line(20)
    assert "it wins 34% of its games, where an equal player would win 33% " in line(34, 100, 3)
    assert line(5)
    assert level_words.table_line("paddy", "Paddy", "hard", 3) is None      # measured at 4 only
    assert level_words.table_line("paddy", "Paddy", "normal", 4) is None


def test_the_bigger_tables_figure_reads_in_japanese_and_fits_its_tooltip(app):
    i18n.set_language("ja")
    scene = setup_for(app, "koinobori")
    choose_players(app, scene, 3)
    tip, rec = tip_over(app, scene, "hard")
    line = tip.lines[1]
    assert "3人戦" in line and "勝率は56%" in line and "互角なら33%" in line and "72" in line and "「普通」" in line
    assert rec.findings([]) == []


def test_every_title_offers_the_tips_from_the_shipped_figures(monkeypatch):
    """The real figures file: every level it names exists and is worded (no title left out)."""
    from game.ladder_figures import FIGURES
    for title, levels in FIGURES.items():
        assert title in TITLES
        for level, figure in levels.items():
            assert level in level_words.SEAT_TIPS and 0 <= figure["wins"] <= figure["games"]
            assert level_words.strength_line(title, TITLES[title].name, level)
    from game.ladder_figures import AT_TABLES as shipped_tables
    for title, tables in shipped_tables.items():
        for players, levels in tables.items():
            assert TITLES[title].min_players <= int(players) <= TITLES[title].max_players
            for level in levels:
                assert level in level_words.SEAT_TIPS
                assert level_words.table_line(title, TITLES[title].name, level, int(players))


def test_hosting_a_table_tells_the_same_per_the_chosen_title_and_what_an_invitation_is(app):
    from game.scenes.online.host import HostScene
    host = HostScene(app)
    app.reset(host)
    koinobori = next(b for b in host.buttons if b.label == "Koinobori")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=koinobori.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=koinobori.rect.center, button=1))
    app.step()
    assert host.title_id == "koinobori"
    tip, rec = tip_over(app, host, "hard")
    assert tip.lines[1].startswith("In two-player games of Koinobori it wins about 7 games in 10 against Normal")
    drawn = " ".join(t.string.replace("\n", " ") for t in rec.texts)
    assert rec.findings([]) == [] and "about 7 games in 10" in " ".join(drawn.split())
    tip, _rec = tip_over(app, host, "invite")
    assert tip.title == "Invite" and "their own computer" in tip.lines[0] and len(tip.lines) == 1
