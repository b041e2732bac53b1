"""Koinobori's replay of every seat: the draw row's caption ("take from either end" / "take
from any place") describes the seat whose abilities panel is shown, the mover's (a play-test
read "take from either end" over the row while the abilities box, of another seat, said
"Take from anywhere")."""
from driver import make_app
from game.scenes.common.replay import open_replay
from game.ui import textrecord
from titles import random_match


def test_the_row_caption_and_the_abilities_panel_describe_the_same_seat():
    match = random_match("koinobori", 4, steps=100_000, seed=4)
    assert match.state.is_over()
    app = make_app()
    replay = open_replay(app, match, 0)
    differing = 0
    for step in range(1, replay.timeline.steps):
        replay.go(step)
        table = replay.table
        st = table.state
        owner = table.hand_owner
        seat = st.current_player()
        if not table.open_hands or owner is None or seat is None or seat >= st.num_players:
            continue
        if st.abilities(owner).take_anywhere == st.abilities(seat).take_anywhere:
            continue
        differing += 1
        app.full_frame = True
        with textrecord.recording() as rec:
            app.render()
        texts = [t.full or t.string for t in rec.texts]
        anywhere = st.abilities(owner).take_anywhere
        caption = next(t for t in texts if "\u00b7 deck" in t)
        assert ("any place" in caption) == anywhere, (step, owner, caption)
        assert ("Take from anywhere" in " ".join(texts)) == anywhere, step
        if differing >= 4:
            break
    assert differing, "a game where the mover's and the next seat's take differ"
