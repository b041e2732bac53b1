"""A Japanese name in English text (a log line, a prompt): only its characters are drawn with the
Japanese font, the rest with DejaVu like every line around it, and what is measured is what is
drawn (game/ui/assets.py: `runs`, `RunsFont`)."""
import pygame
import pytest

from game import i18n
from game.ui import theme
from game.ui.assets import Assets, runs

LINE = "はなこ placed a tile on C3."


@pytest.fixture
def assets():
    pygame.font.init()
    return Assets()


def test_an_english_line_with_a_japanese_name_is_cut_into_runs():
    assert runs(LINE) == [("はなこ ", True), ("placed a tile on C3.", False)]
    assert runs("Player 「花子」 wins") == [("Player ", False), ("「花子」 ", True), ("wins", False)]
    assert runs("Ana placed a tile") == [("Ana placed a tile", False)]


def test_the_japanese_edition_still_draws_the_whole_line_in_its_font():
    i18n.set_language("ja")
    assert runs(LINE) == [(LINE, True)]
    assert runs("Ana") == [("Ana", True)]
    # a letter only DejaVu has: a Latin name with it is DejaVu's, beside Japanese it is a run
    assert runs("Šárka") == [("Šárka", False)]
    assert runs("シャールカ Šárka") == [("シャールカ ", True), ("Š", False), ("árka", True)]


def test_the_line_is_measured_as_it_is_drawn(assets):
    latin = assets.font(theme.SMALL_SIZE, text="placed a tile on C3.")
    japanese = assets.font(theme.SMALL_SIZE, text="はなこ")
    measured = assets.font(theme.SMALL_SIZE, text=LINE).size(LINE)[0]
    assert measured == japanese.size("はなこ ")[0] + latin.size("placed a tile on C3.")[0]
    # the Latin words are DejaVu's: the Japanese font's Latin letters have other widths
    assert latin.size("placed a tile on C3.")[0] != japanese.size("placed a tile on C3.")[0]
    assert assets.width(LINE, theme.SMALL_SIZE) == measured
    assert assets.text(LINE, theme.SMALL_SIZE).get_width() == measured


def test_a_mixed_line_is_as_tall_as_its_taller_font_and_stands_on_one_baseline(assets):
    both = assets.font(theme.SMALL_SIZE, text=LINE)
    latin = assets.font(theme.SMALL_SIZE, text="placed")
    japanese = assets.font(theme.SMALL_SIZE, text="はなこ")
    assert both.get_ascent() == max(latin.get_ascent(), japanese.get_ascent())
    assert both.get_height() >= max(latin.get_height(), japanese.get_height())
    assert assets.text(LINE, theme.SMALL_SIZE).get_height() == both.get_height()
    # the log lifts the line by the same amount as before: its baseline meets its neighbours'
    assert assets.baseline_lift(LINE) == japanese.get_ascent() - latin.get_ascent()


def test_wrapping_measures_each_line_in_its_runs(assets):
    text = "はなこ placed a tile on C3 and took two animals from the supply."
    width = assets.width("はなこ placed a tile on C3", theme.SMALL_SIZE)
    lines = assets.wrap(text, width, theme.SMALL_SIZE)
    assert lines[0].rstrip() == "はなこ placed a tile on C3"
    assert all(assets.width(line.rstrip(), theme.SMALL_SIZE) <= width for line in lines)
