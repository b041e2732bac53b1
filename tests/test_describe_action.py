"""Undo and log lines speak player words: an action described on its own position names cards,
tiles and seats, never internal ids ("card 62", "tile #37", "seat 3", "pool slot 9")."""
import random
import re

from game.rules.match import Match
from game.simulate import default_setup
from titles import every_title

IDS = re.compile(r"#\d|\bcard \d|\bseat \d|\bplayer \d|\bslot \d|\bposition \d|\btile \d")


@every_title
def test_every_action_of_random_games_is_described_without_ids(title):
    from game.rules.registry import title_info

    info = title_info(title)
    for players in sorted({info.min_players, min(3, info.max_players)}):
        for seed in range(3):
            match = Match(default_setup(title, players), seed)
            chooser = random.Random(seed)
            while not match.state.is_over():
                state = match.state
                action = chooser.choice(state.legal_actions())
                words = state.describe_action(action)
                assert words and not IDS.search(words), (title, words)
                match.apply(action)


def test_the_words_for_the_chooser_name_the_secret_card_and_the_log_does_not():
    """A hint or an undo of Ladybird's secret choice says which card; the shared log never does."""
    from game.rules.ladybird import Choose
    from game.rules.ladybird.data import card_name

    match = Match(default_setup("ladybird", 2), 4)
    state = match.state
    choice = next(a for a in state.legal_actions() if isinstance(a, Choose))
    assert card_name(choice.card) in state.describe_action(choice)
    match.apply(choice)
    assert not any(card_name(choice.card) in line for line in match.state.log)
